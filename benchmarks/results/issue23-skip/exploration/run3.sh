#!/bin/bash
cd /tmp/dec
for w in ${WS:-jess compress db javac}; do
  ./acc.sh $w y1every --sample-trigger=yieldpoint --sample-timer-ms=1 --compiled-backedge-checks=every
  s=$(python3 -c "import json;print(json.load(open('$w-y1every.json'))['samples'])")
  s1000=$(python3 -c "import json;print(json.load(open('$w-c1000.json'))['samples'])")
  ./acc.sh $w ceq-y1every --sample-interval=$(( s1000 * 1000 / s ))
  TREE=/tmp/wtd RVM_JAVA_OPTS="-Drvm.skip=1000" ./acc.sh $w ys1000every --sample-trigger=yieldpoint --sample-timer-ms=1 --compiled-backedge-checks=every
done
