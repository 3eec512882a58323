#!/usr/bin/env bash
# A/B CPU time (user+sys, s) of --tier=interp between the build before issue 21 (AROOT, launcher in
# vm-interp) and after it (BROOT, launcher in vm-launcher), alternating, N rounds per workload.
# Usage: AROOT=... BROOT=... interp-ab.sh ROUNDS MAIN [ARGS...]
rounds=$1; shift; main=$1; shift
W=$BROOT/benchmarks/workloads/target/benchmark-workloads-0.1.0-SNAPSHOT.jar
FLAGS="-Xss16m -XX:+UnlockDiagnosticVMOptions -XX:+ShowHiddenFrames -XX:-OmitStackTraceInFastThrow -XX:CompileCommand=quiet -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::slowPath"
A="$AROOT/vm-interp/target/classes:$(cat $AROOT/vm-interp/target/runtime-classpath.txt)"
B="$BROOT/vm-launcher/target/classes:$(cat $BROOT/vm-launcher/target/runtime-classpath.txt)"
echo "== $main"
for r in $(seq $rounds); do
  /usr/bin/time -f "A %U %S %e" -o /tmp/ab.time java $FLAGS -cp "$A" rvm.interp.launcher.Main run --tier=interp -cp $W $main "$@" > /dev/null 2>&1 || echo "fail A"
  cat /tmp/ab.time
  /usr/bin/time -f "B %U %S %e" -o /tmp/ab.time java $FLAGS -cp "$B" rvm.launcher.Main run --tier=interp -cp $W $main "$@" > /dev/null 2>&1 || echo "fail B"
  cat /tmp/ab.time
done
