#!/usr/bin/env bash
# The interpreter A/B of issue 21: jess, db, compress, 6 rounds each, before (AROOT) against after (BROOT).
for m in bench.jess.Jess bench.db.Db bench.compress.Compress; do
  ./interp-ab.sh 6 $m small
done
