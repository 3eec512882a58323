#!/bin/bash
# alternating rounds: variant x workload; out csv: round,workload,variant,ms
out=$1; rounds=$2; shift 2
echo "round,workload,variant,steady_ms" > $out
for r in $(seq 1 $rounds); do
 for w in "$@"; do m=${w%:*}; n=${w#*:}
  for v in yp nop pad inline noyp; do o=""; j=""; case $v in noyp) o=--no-compiled-yieldpoints;; yp) ;; *) j="-Drvm.exp=$v";; esac
   t=$(JOPTS="$j" "$(dirname "$0")"/it.sh $m $n $o); echo "$r,$m,$v,$t" >> $out
  done
 done
done
