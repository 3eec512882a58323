#!/bin/bash
# Accuracy against the skip: per workload, the yieldpoint trigger at a 1 ms tick with each
# --sample-skip given in SKIPS, and for each the counter at the interval that gives it as many
# samples (counter-eqK). Uses ../issue23-skip/acc.sh (exhaustive profile made once per workload).
# Usage: [TREE=rvm tree] [OUT=DIR] [SKIPS="10000 100000"] accuracy.sh WORKLOAD...
here=$(cd "$(dirname "$0")" && pwd)
acc=$here/../issue23-skip/acc.sh
export OUT=${OUT:-/tmp/curve}
SKIPS=${SKIPS:-10000 100000 1000000}
for w in "$@"; do
  [ -f $OUT/$w-c1000.json ] || $acc $w c1000 --sample-interval=1000 > /dev/null
  s1000=$(python3 -c "import json;print(json.load(open('$OUT/$w-c1000.json'))['samples'])")
  for k in $SKIPS; do
    $acc $w y1-skip$k --sample-trigger=yieldpoint --sample-timer-ms=1 --sample-skip=$k
    s=$(python3 -c "import json;print(json.load(open('$OUT/$w-y1-skip$k.json'))['samples'])")
    $acc $w counter-eq$k --sample-interval=$(( s1000 * 1000 / (s > 0 ? s : 1) ))
  done
done
