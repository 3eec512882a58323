#!/bin/bash
# The accuracy table of RESULTS "Issue 23: the merged trigger's sample moved off the tick": per
# workload, the yieldpoint trigger at a 1 ms tick with --sample-skip 1, 1000 and 10000, and the
# counter at the interval that gives it as many samples as the skip of 10000 took.
# Usage: [TREE=rvm tree] [OUT=DIR] accuracy.sh WORKLOAD...
here=$(cd "$(dirname "$0")" && pwd)
export OUT=${OUT:-/tmp/skip-acc}
for w in "$@"; do
  for k in 1 1000 10000; do
    $here/acc.sh $w y1-skip$k --sample-trigger=yieldpoint --sample-timer-ms=1 --sample-skip=$k
  done
  [ -f $OUT/$w-c1000.json ] || $here/acc.sh $w c1000 --sample-interval=1000 > /dev/null
  s=$(python3 -c "import json;print(json.load(open('$OUT/$w-y1-skip10000.json'))['samples'])")
  s1000=$(python3 -c "import json;print(json.load(open('$OUT/$w-c1000.json'))['samples'])")
  $here/acc.sh $w counter-eq --sample-interval=$(( s1000 * 1000 / s ))
done
