#!/bin/bash
# field-access sites: exhaustive against sampled at interval 1, --tier=baseline
cd /work/main
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
w=$1; shift
main=$(grep -o "\"$w\", \"[^\"]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | cut -d'"' -f4)
./rvm run --tier=baseline --instrument=field-accesses --instrument-exhaustive --print-compilation --instrument-out=/tmp/fa/$w-ex.json -cp "$CP" $main small --iterations 3 > /tmp/fa/$w-ex.log 2>&1
./rvm run --tier=baseline --instrument=field-accesses --sample-interval=1 "$@" --print-compilation --instrument-out=/tmp/fa/$w-s1.json -cp "$CP" $main small --iterations 3 > /tmp/fa/$w-s1.log 2>&1
python3 - /tmp/fa/$w-ex.json /tmp/fa/$w-s1.json <<'PY'
import json,sys
def load(f):
    d=json.load(open(f)); return {(x['method'],x['bci']):x['count'] for x in d['fieldAccesses']}
a=load(sys.argv[1]); b=load(sys.argv[2])
ta=sum(a.values()); tb=sum(b.values())
print("total", ta, tb, "sites", len(a), len(b))
diffs=sorted(((a.get(k,0)-b.get(k,0)),k) for k in set(a)|set(b))
for d,k in diffs[:8]+diffs[-8:]:
    if d: print(d, k, a.get(k,0), b.get(k,0))
PY
grep -c SKIPPED /tmp/fa/$w-ex.log /tmp/fa/$w-s1.log
