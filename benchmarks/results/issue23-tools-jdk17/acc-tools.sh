#!/usr/bin/env bash
# Accuracy of the three example tools sampled at --sample-interval=1000 against the same tools run
# exhaustively: per workload, one exhaustive and one sampled run (--tier=baseline, 10 iterations),
# then tool-overlap.py. Run from the repository root:
#   bash benchmarks/results/issue23-tools-jdk17/acc-tools.sh OUTDIR [WORKLOAD...]
set -euo pipefail
out="$1"; shift
mkdir -p "$out"
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
tools="tool:tools/bytecode-counts/target/bytecode-counts.jar,tool:tools/branch-profile/target/branch-profile.jar,tool:tools/invocation-counts/target/invocation-counts.jar"
main_of() {
  grep -o "\"$1\", *\"[a-zA-Z.]*\"" benchmarks/harness/src/main/java/rvm/bench/Workloads.java | head -1 | sed 's/.*, *"\(.*\)"/\1/'
}
for w in "$@"; do
  m=$(main_of "$w")
  for mode in exhaustive sampled; do
    f="$out/$w-$mode.json"
    [ -f "$f" ] && continue          # resumable
    extra=--instrument-exhaustive
    [ "$mode" = sampled ] && extra=--sample-interval=1000
    start=$(date +%s.%N)
    ./rvm run --tier=baseline --instrument="$tools" $extra --instrument-out="$f.tmp" \
        -cp "$CP" "$m" small --iterations 10 > /dev/null 2> "$out/$w-$mode.err"
    end=$(date +%s.%N)
    mv "$f.tmp" "$f"
    echo "$w $mode $(echo "$end - $start" | bc)" | tee -a "$out/times.txt"
  done
done
