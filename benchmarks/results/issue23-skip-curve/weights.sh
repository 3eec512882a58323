#!/bin/bash
# The weighting experiment of README.md: the skip's samples weighted by the checks counted over the
# time since the tick (-Drvm.weigh=true), with the skip drawn from 1..N (drawmode 0) or N/2..3N/2
# (drawmode 1), at skips of 10,000 and 1,000. TREE must be a built rvm tree with experiments.patch
# applied; OUT must hold the exhaustive profiles (accuracy.sh makes them).
# Usage: TREE=tree [OUT=DIR] weights.sh
here=$(cd "$(dirname "$0")" && pwd)
: "${TREE:?set TREE to a built tree with experiments.patch applied}"
export TREE OUT=${OUT:-/tmp/curve}
for w in compress jess db javac jack; do
  for k in 10000 1000; do
    for m in 0 1; do
      RVM_JAVA_OPTS="-Drvm.weigh=true -Drvm.drawmode=$m" $here/../issue23-skip/acc.sh $w y1-skip$k-w$m \
        --sample-trigger=yieldpoint --sample-timer-ms=1 --sample-skip=$k
    done
  done
done
