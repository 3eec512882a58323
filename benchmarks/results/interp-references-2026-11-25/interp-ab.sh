#!/usr/bin/env bash
# A/B CPU time (user+sys, s) of --tier=interp between two rvm builds, alternating, N rounds.
rounds=$1; shift; main=$1; shift
W=/work/main/benchmarks/workloads/target/benchmark-workloads-0.1.0-SNAPSHOT.jar
FLAGS="-Xss16m -XX:+UnlockDiagnosticVMOptions -XX:+ShowHiddenFrames -XX:-OmitStackTraceInFastThrow -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::slowPath"
cp_of() { echo "$1/vm-interp/target/classes:$(cat $1/vm-interp/target/runtime-classpath.txt)"; }
A=$(cp_of $AROOT); B=$(cp_of $BROOT)
for r in $(seq $rounds); do
  for side in A B; do
    cp=$A; [ $side = B ] && cp=$B
    /usr/bin/time -f "$side %U %S %e" -o /tmp/ab.time java $FLAGS -cp "$cp" rvm.interp.launcher.Main run --tier=interp -cp $W $main "$@" > /dev/null 2>&1 || echo "fail $side"
    cat /tmp/ab.time
  done
done
