#!/bin/bash
# Call-edge and field-access overlap with exhaustive instrumentation, counter at intervals 1 and
# 1000, --tier=baseline, ITER iterations (default 10), small input; exhaustive profiles made first
# (one run each). Usage: [OUT=DIR] [ITER=N] [INTERVALS="1 1000"] acc.sh WORKLOAD...
cd "${RVM_HOME:-/work/main}"
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
OUT=${OUT:-/tmp/acc2}; mkdir -p $OUT
ITER=${ITER:-10}
for w in "$@"; do
  main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
  t0=$(date +%s.%N)
  ./rvm run --tier=baseline --instrument=call-edges,field-accesses --instrument-exhaustive --instrument-out=$OUT/$w-ex.json -cp "$CP" $main small --iterations $ITER > $OUT/$w-ex.log 2>&1
  t1=$(date +%s.%N)
  for i in ${INTERVALS:-1000}; do
    ./rvm run --tier=baseline --instrument=call-edges,field-accesses --sample-interval=$i --instrument-out=$OUT/$w-$i.json -cp "$CP" $main small --iterations $ITER > $OUT/$w-$i.log 2>&1
  done
  t2=$(date +%s.%N)
  for i in ${INTERVALS:-1000}; do
    ov=$(./rvm dcg overlap $OUT/$w-ex.json $OUT/$w-$i.json 2>&1 | head -1 | awk '{print $2}')
    fo=$(python3 - $OUT/$w-ex.json $OUT/$w-$i.json <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); fa=d.get('fieldAccesses',[]); t=sum(x['count'] for x in fa) or 1
    return {(x['method'],x['bci']):x['count']/t for x in fa}, d.get('samples',0), len(d.get('edges',[])), len(fa)
a,_,ea,fa=load(sys.argv[1]); b,s,eb,fb=load(sys.argv[2])
print("%.2f%% samples=%d edges=%d/%d sites=%d/%d"%(100*sum(min(a.get(k,0),b.get(k,0)) for k in set(a)|set(b)), s, ea, eb, fa, fb))
PY
)
    echo "$w interval=$i calls=$ov fields=$fo"
  done
  printf "%s seconds exhaustive=%.1f sampled=%.1f\n" $w $(echo "$t1 - $t0" | bc) $(echo "$t2 - $t1" | bc)
done
