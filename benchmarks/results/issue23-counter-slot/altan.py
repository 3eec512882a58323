"""Paired ratios NUM/DEN from alt.py's runs.jsonl: per workload and the suite's geometric mean, bootstrap."""
import collections, json, math, random, sys
recs = [json.loads(l) for l in open(sys.argv[1])]
num, den = sys.argv[2], sys.argv[3]
d = collections.defaultdict(dict)
for r in recs:
    if r['rc'] == 0 and r['steady']:
        d[(r['wl'], r['round'])][r['cfg']] = r['steady']
per = {}
for w in sorted({w for w, _ in d}):
    rat = [v[num] / v[den] for (ww, _), v in sorted(d.items()) if ww == w and num in v and den in v]
    if rat:
        per[w] = rat
        print(f"{w:10} n={len(rat)} paired gm {math.exp(sum(map(math.log, rat)) / len(rat)):.3f} min {min(rat):.2f} max {max(rat):.2f}")
suite = lambda s: math.exp(sum(sum(map(math.log, x)) / len(x) for x in s) / len(s))
print(f"suite {suite(list(per.values())):.4f}")
random.seed(1)
bs = sorted(suite([[random.choice(x) for _ in x] for x in per.values()]) for _ in range(2000))
print(f"bootstrap 95% {bs[50]:.4f} {bs[1950]:.4f}")
