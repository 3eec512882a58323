#!/bin/bash
# Call-edge and field-access overlap of one rvm configuration with exhaustive instrumentation, run
# --tier=baseline, IT iterations (default 10), small input; the exhaustive profile made first, once
# per workload.
# Usage: [TREE=rvm tree] [OUT=DIR] [IT=N] acc.sh WORKLOAD NAME RVM-OPTIONS...
cd ${TREE:-/work/main}
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
OUT=${OUT:-/tmp/skip-acc}; IT=${IT:-10}; mkdir -p $OUT
w=$1; name=$2; shift 2
main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
if [ ! -f $OUT/$w-ex.json ]; then
  ./rvm run --tier=baseline --instrument=call-edges,field-accesses --instrument-exhaustive --instrument-out=$OUT/$w-ex.json -cp "$CP" $main small --iterations $IT > $OUT/$w-ex.log 2>&1
fi
./rvm run --tier=baseline --instrument=call-edges,field-accesses "$@" --instrument-out=$OUT/$w-$name.json -cp "$CP" $main small --iterations $IT > $OUT/$w-$name.log 2>&1
ov=$(./rvm dcg overlap $OUT/$w-ex.json $OUT/$w-$name.json 2>&1 | head -1 | awk '{print $2}')
fo=$(python3 - $OUT/$w-ex.json $OUT/$w-$name.json <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); fa=d.get('fieldAccesses',[]); t=sum(x['count'] for x in fa) or 1
    return {(x['method'],x['bci']):x['count']/t for x in fa}, d.get('samples',0)
a,_=load(sys.argv[1]); b,s=load(sys.argv[2])
print("%.2f %d"%(100*sum(min(a.get(k,0),b.get(k,0)) for k in set(a)|set(b)), s))
PY
)
set -- $fo
echo "$w $name edges=$ov fields=$1% samples=$2"
