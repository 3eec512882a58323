#!/bin/bash
cd /tmp/dec
for w in ${WS:-compress db javac jess}; do
  for k in 100 1000 10000; do
    TREE=/tmp/wtd RVM_JAVA_OPTS="-Drvm.skip=$k" ./acc.sh $w ys$k --sample-trigger=yieldpoint --sample-timer-ms=1
  done
  [ -f $w-c1000.json ] || ./acc.sh $w c1000 --sample-interval=1000
  s=$(python3 -c "import json;print(json.load(open('$w-ys1000.json'))['samples'])")
  s1000=$(python3 -c "import json;print(json.load(open('$w-c1000.json'))['samples'])")
  ./acc.sh $w ceq --sample-interval=$(( s1000 * 1000 / s ))
done
