#!/bin/bash
# usage: it.sh MAIN ITER [rvm opts...]; JOPTS host flags; prints median of last quarter (ms)
main=$1; iter=$2; shift 2
cd "$(dirname "$0")/../../.."
wcp="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
RVM_JAVA_OPTS="${JOPTS:-}" ./rvm run "$@" -cp "$wcp" "$main" small --iterations "$iter" 2>&1 >/dev/null \
 | python3 -c '
import sys,statistics
t=[float(l.split()[-2]) for l in sys.stdin if l.startswith("bench:")]
if not t: print("FAILED"); sys.exit()
print("%.1f" % statistics.median(t[len(t)*3//4:]))'
