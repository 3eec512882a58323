#!/bin/bash
# run.sh WL ITERS ROUNDS: alternating never / counter / counter with sampled copies kept from C2
declare -A MAIN=([compress]=bench.compress.Compress [javac]=bench.javac.Javac [mtrt]=bench.mtrt.Mtrt [mpegaudio]=bench.mpegaudio.MpegAudio [jess]=bench.jess.Jess [db]=bench.db.Db [jack]=bench.jack.Jack)
wl=$1; it=$2; rounds=$3
for r in $(seq 1 $rounds); do
  for cfg in never counter c1only; do
    trig=$cfg; opts=""
    if [ $cfg = c1only ]; then trig=counter; opts='-XX:CompileCommand=quiet -XX:CompileCommand=MaxNodeLimit,*::*$sampled$*,100'; fi
    RVM_JAVA_OPTS="$opts" ./rvm run --tier=opt --inliner=rvm --instrument=call-edges --sample-trigger=$trig -cp benchmarks/workloads/target/classes ${MAIN[$wl]} small --iterations $it > /tmp/mnl/$wl-$cfg-$r.log 2>&1
    echo "$wl $cfg $r $(grep -o 'iteration [0-9]*/[0-9]* [0-9.]*' /tmp/mnl/$wl-$cfg-$r.log | awk '{print $3}' | tail -$((it/4)) | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
  done
done
