#!/bin/bash
A=/work/main/benchmarks/results/issue23-skip/acc.sh
for w in compress jess db javac jack; do
  for k in 10000 1000; do
    for m in 0 1; do
      RVM_JAVA_OPTS="-Drvm.weigh=true -Drvm.drawmode=$m" TREE=/tmp/wtW OUT=/tmp/curve $A $w y1-skip$k-w$m --sample-trigger=yieldpoint --sample-timer-ms=1 --sample-skip=$k
    done
  done
done
