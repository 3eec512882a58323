#!/bin/bash
# accuracy of sampled instrumentation at interval 1000 against exhaustive, per workload
cd /work/bench-wt
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
OUT=/tmp/acc; IT=${IT:-10}
for w in "$@"; do
  main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
  for mode in exhaustive s1000; do
    opt="--sample-interval=1000"; [ $mode = exhaustive ] && opt="--instrument-exhaustive"
    /usr/bin/time -f "%e s" ./rvm run $TIER --instrument=call-edges,field-accesses $opt --instrument-out=$OUT/$w-$mode.json -cp "$CP" $main small --iterations $IT > $OUT/$w-$mode.log 2>&1
  done
  ov=$(./rvm dcg overlap $OUT/$w-exhaustive.json $OUT/$w-s1000.json | head -1)
  fo=$(python3 - $OUT/$w-exhaustive.json $OUT/$w-s1000.json <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); fa=d.get('fieldAccesses',[]); t=sum(x['count'] for x in fa) or 1
    return {(x['method'],x['bci']):x['count']/t for x in fa}, len(fa), d['samples']
a,na,_=load(sys.argv[1]); b,nb,s=load(sys.argv[2])
print("field overlap %.2f%% (%d vs %d sites), samples %d"%(100*sum(min(a.get(k,0),b.get(k,0)) for k in set(a)|set(b)), na, nb, s))
PY
)
  echo "$w | $ov | $fo | $(tail -1 $OUT/$w-exhaustive.log) / $(tail -1 $OUT/$w-s1000.log)"
done
