#!/bin/bash
# The counter at 1000 with the varied restart, against the exhaustive profiles already made by
# ../issue23-instrumentation-first-jdk17/acc.sh (in /tmp/acc), all 19 workloads, --tier=baseline, 10 iterations.
cd /work/main
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
EX=/tmp/acc; OUT=/tmp/acc-varied; mkdir -p $OUT
for w in "$@"; do
  main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
  ./rvm run --tier=baseline --instrument=call-edges,field-accesses --instrument-out=$OUT/$w.json -cp "$CP" $main small --iterations 10 > $OUT/$w.log 2>&1
  ov=$(./rvm dcg overlap $EX/$w-exhaustive.json $OUT/$w.json 2>&1 | head -1 | awk '{print $2}')
  fo=$(python3 - $EX/$w-exhaustive.json $OUT/$w.json <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); fa=d.get('fieldAccesses',[]); t=sum(x['count'] for x in fa) or 1
    return {(x['method'],x['bci']):x['count']/t for x in fa}, d.get('samples',0)
a,_=load(sys.argv[1]); b,s=load(sys.argv[2])
print("%.2f%% %d"%(100*sum(min(a.get(k,0),b.get(k,0)) for k in set(a)|set(b)), s))
PY
)
  echo "$w $ov $fo"
done
