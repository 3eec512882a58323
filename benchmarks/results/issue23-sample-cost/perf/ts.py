"""Prefixes each line of stdin with CLOCK_MONOTONIC seconds (perf record -k CLOCK_MONOTONIC uses the same clock)."""
import sys, time
for l in sys.stdin:
    sys.stdout.write('%.6f %s' % (time.clock_gettime(time.CLOCK_MONOTONIC), l)); sys.stdout.flush()
