#!/usr/bin/env bash
# The start-up cost of the host JVM judging every guest class file (RESULTS, "Malformed class files"):
# alternating rounds of two rvm checkouts, BASE (before, 124e540) and NEW (after), one JVM per run,
# the first iteration of the ECJ and H2 workloads (the most class-loading-heavy ones, small input),
# recording wall time, the process's CPU time (user + system, /usr/bin/time) and the iteration's
# own time. Both checkouts must be built (mvn -B -DskipTests package; touch vm-interp/target/.rvm-built).
#   BASE=/tmp/rvm-base NEW=/work/wt-mutants ROUNDS=8 OUT=startup-ecj-h2.csv ./startup-ecj-h2.sh
set -u
base=${BASE:?a checkout of the commit to compare with}
new=${NEW:-$(cd "$(dirname "$0")/../../.." && pwd)}
W=$new/benchmarks/workloads/target
CP="$W/classes:$(cat $W/workload-classpath.txt)"
rounds=${ROUNDS:-8}
out=${OUT:-startup-ecj-h2.csv}
tmp=$(mktemp -d)
echo "round,workload,variant,wall_s,cpu_s,iteration_ms,load1" > "$out"
for r in $(seq 1 "$rounds"); do
  for wl in ecj h2; do
    main=bench.thirdparty.EcjBench; [ $wl = h2 ] && main=bench.thirdparty.H2Bench
    order="base new"; [ $((r % 2)) = 0 ] && order="new base"
    for v in $order; do
      rvm=$base/rvm; [ $v = new ] && rvm=$new/rvm
      load=$(cut -d' ' -f1 /proc/loadavg)
      /usr/bin/time -f "%e %U %S" -o "$tmp/t" "$rvm" run -cp "$CP" $main small --iterations 1 >/dev/null 2>"$tmp/err"
      read e u s < "$tmp/t"
      it=$(grep -o 'iteration 1/1 [0-9.]* ms' "$tmp/err" | head -1 | awk '{print $3}')
      echo "$r,$wl,$v,$e,$(echo "$u + $s" | bc),$it,$load" >> "$out"
    done
  done
done
rm -rf "$tmp"
