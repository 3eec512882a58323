"""Paired cost of NUM over DEN from bench runs' runs.csv, with the steady time taken as the median
of a window of each run's iterations: `win.py RUNS.CSV[,RUNS.CSV...] NUM DEN FIRST LAST` uses
iterations FIRST..LAST (1-based, inclusive); several files are pooled, their rounds kept apart,
and a file given as RUNS.CSV:FIRST:LAST uses its own window instead.
Per workload: paired geometric mean, ratio of medians, min and max; the suite's geometric mean and
a bootstrap 95% interval (rounds resampled per workload)."""
import csv, collections, math, random, statistics, sys

path, num, den, first, last = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
d = collections.defaultdict(dict)
for k, spec in enumerate(path.split(',')):
    f, lo, hi = spec.rsplit(':', 2) if spec.count(':') == 2 else (spec, first, last)
    for r in csv.DictReader(open(f)):
        if r['phase'] == 'measured' and r['ok'] == 'true':
            its = [float(x) for x in r['iteration_ms'].split()]
            d[(r['workload'], (k, int(r['round'])))][r['config']] = statistics.median(its[int(lo) - 1:int(hi)])
per = {}
for w in sorted({w for w, _ in d}):
    pairs = [(v[num], v[den]) for (ww, _), v in sorted(d.items()) if ww == w and num in v and den in v]
    rat = [a / b for a, b in pairs]
    per[w] = rat
    gm = math.exp(sum(map(math.log, rat)) / len(rat))
    rom = statistics.median(a for a, _ in pairs) / statistics.median(b for _, b in pairs)
    print(f"{w:10} n={len(rat):2} paired gm {gm:.3f}  ratio of medians {rom:.3f}  min {min(rat):.2f} max {max(rat):.2f}"
          f"  medians {statistics.median(a for a, _ in pairs):.1f} / {statistics.median(b for _, b in pairs):.1f} ms")

def suite(sample):
    return math.exp(sum(sum(map(math.log, s)) / len(s) for s in sample) / len(sample))

print(f"suite paired gm {suite(list(per.values())):.4f}")
random.seed(1)
bs = sorted(suite([[random.choice(r) for _ in r] for r in per.values()]) for _ in range(2000))
print(f"bootstrap 95% {bs[50]:.4f} {bs[1950]:.4f}")
