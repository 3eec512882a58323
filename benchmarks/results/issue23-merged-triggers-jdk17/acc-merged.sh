#!/bin/bash
# Accuracy of the merged triggers against exhaustive instrumentation (the exhaustive files of
# ../issue23-instrumentation-first-jdk17/acc.sh, same workloads, --tier=baseline, 10 iterations),
# and the paper's Table 5 question: a time-driven trigger against the counter at the same number
# of samples (the counter's interval chosen from the samples the 1 ms yieldpoint trigger took).
cd /work/bench-wt
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
EX=/tmp/acc; OUT=/tmp/acc-merged; IT=10; mkdir -p $OUT
field() { python3 - "$1" "$2" <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); fa=d.get('fieldAccesses',[]); t=sum(x['count'] for x in fa) or 1
    return {(x['method'],x['bci']):x['count']/t for x in fa}, d.get('samples',0)
a,_=load(sys.argv[1]); b,s=load(sys.argv[2])
print("%.2f %d"%(100*sum(min(a.get(k,0),b.get(k,0)) for k in set(a)|set(b)), s))
PY
}
run() { # name options...
  local w=$1 name=$2; shift 2
  ./rvm run --tier=baseline --instrument=call-edges,field-accesses "$@" --instrument-out=$OUT/$w-$name.json \
      -cp "$CP" $main small --iterations $IT > $OUT/$w-$name.log 2>&1
  local ov=$(./rvm dcg overlap $EX/$w-exhaustive.json $OUT/$w-$name.json | head -1 | awk '{print $2}')
  set -- $(field $EX/$w-exhaustive.json $OUT/$w-$name.json)
  echo "$w $name edges=$ov fields=$1% samples=$2"
}
for w in "$@"; do
  main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
  run $w y10 --sample-trigger=yieldpoint
  run $w cbs10 --sample-trigger=cbs
  run $w y1 --sample-trigger=yieldpoint --sample-timer-ms=1
  s1=$(python3 -c "import json;print(json.load(open('$OUT/$w-y1.json'))['samples'])")
  s1000=$(python3 -c "import json;print(json.load(open('$EX/$w-s1000.json'))['samples'])")
  interval=$(( s1000 * 1000 / (s1 > 0 ? s1 : 1) ))
  run $w counter-eq --sample-interval=$interval
  run $w timer1 --sample-trigger=timer --sample-timer-ms=1
  echo "$w counter-eq interval=$interval"
done
