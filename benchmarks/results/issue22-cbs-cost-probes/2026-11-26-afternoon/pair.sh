#!/bin/bash
# usage: pair.sh WORKLOAD MAIN ROUNDS ITER "label|opts" ...
W=$1; MAIN=$2; R=$3; IT=$4; shift 4
CP="benchmarks/workloads/target/classes:$(cat benchmarks/workloads/target/workload-classpath.txt)"
for r in $(seq $R); do for c in "$@"; do l=${c%%|*}; o=${c#*|};
  t=$(RVM_JAVA_OPTS="${PROBE_OPTS}" ./rvm run $o -cp "$CP" $MAIN small --iterations $IT 2>&1 | tee /tmp/p/last.txt | grep "bench: .* iteration" | tail -n $((IT/4)) | awk '{print $(NF-1)}' | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}')
  echo "$W $r $l $t $(grep PROBE /tmp/p/last.txt)"; done; done
