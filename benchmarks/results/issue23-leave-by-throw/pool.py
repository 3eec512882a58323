"""Paired cost of NUM over DEN pooled over bench runs that each have their own window of iterations:
`pool.py NUM DEN RUNS.CSV:FIRST:LAST...` takes the median of iterations FIRST..LAST (1-based,
inclusive) of each run in RUNS.CSV as its steady time, pairs NUM and DEN per round, and reports per
workload the paired geometric mean (min, max) and for the suite the geometric mean over workloads
with a bootstrap 95% interval (rounds resampled per workload), as win.py does for one window."""
import csv, collections, math, random, statistics, sys

num, den = sys.argv[1], sys.argv[2]
d = collections.defaultdict(dict)
for k, spec in enumerate(sys.argv[3:]):
    path, first, last = spec.rsplit(':', 2)
    for r in csv.DictReader(open(path)):
        if r['phase'] == 'measured' and r['ok'] == 'true':
            its = [float(x) for x in r['iteration_ms'].split()]
            d[(r['workload'], (k, int(r['round'])))][r['config']] = statistics.median(its[int(first) - 1:int(last)])
per = {}
for w in sorted({w for w, _ in d}):
    rat = [v[num] / v[den] for (ww, _), v in sorted(d.items()) if ww == w and num in v and den in v]
    per[w] = rat
    print(f"{w:10} n={len(rat):2} paired gm {math.exp(sum(map(math.log, rat)) / len(rat)):.3f}"
          f"  min {min(rat):.2f} max {max(rat):.2f}")

def suite(sample):
    return math.exp(sum(sum(map(math.log, s)) / len(s) for s in sample) / len(sample))

print(f"suite paired gm {suite(list(per.values())):.4f}")
random.seed(1)
bs = sorted(suite([[random.choice(r) for _ in r] for r in per.values()]) for _ in range(2000))
print(f"bootstrap 95% {bs[49]:.4f} {bs[1949]:.4f}")
