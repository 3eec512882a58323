#!/bin/bash
cd /tmp/dec
for w in compress db javac jess mtrt; do
  ./acc.sh $w y1 --sample-trigger=yieldpoint --sample-timer-ms=1
  for s in 3 50 500; do
    ./acc.sh $w cbs-s$s-n1 --sample-trigger=cbs --sample-timer-ms=1 --sample-cbs-stride=$s --sample-cbs-samples=1
  done
  ./acc.sh $w cbs-s50-n8 --sample-trigger=cbs --sample-timer-ms=8 --sample-cbs-stride=50 --sample-cbs-samples=8
  s1=$(python3 -c "import json;print(json.load(open('$w-y1.json'))['samples'])")
  tot=$(python3 -c "import json;d=json.load(open('$w-ex.json'));print(d.get('checks',0))")
  echo "$w exhaustive keys: $(python3 -c "import json;print(list(json.load(open('$w-ex.json')).keys()))")"
done
