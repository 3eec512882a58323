"""Alternating direct runs of several rvm trees and configurations, paired per round.
alt.py OUT ROUNDS ITERS WORKLOADS CONFIG... where CONFIG is NAME=ROOT:ARGS (ARGS space-separated).
Each record: round, workload, config, steady (median of the last quarter of the iterations, ms)."""
import json, os, re, statistics, subprocess, sys, time
out, rounds, iters, wls = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split(',')
cfgs = {}
for c in sys.argv[5:]:
    name, rest = c.split('=', 1)
    root, args = rest.split(':', 1)
    cfgs[name] = (root, args.split())
main = {'compress': 'bench.compress.Compress', 'javac': 'bench.javac.Javac', 'mtrt': 'bench.mtrt.Mtrt',
        'mpegaudio': 'bench.mpegaudio.MpegAudio', 'jess': 'bench.jess.Jess', 'db': 'bench.db.Db', 'jack': 'bench.jack.Jack'}
os.makedirs(out, exist_ok=True)
with open(out + '/runs.jsonl', 'a') as f:
    for r in range(rounds):
        for wl in wls:
            order = list(cfgs) if r % 2 == 0 else list(reversed(list(cfgs)))
            for c in order:
                root, args = cfgs[c]
                t = time.time()
                p = subprocess.run([root + '/rvm', 'run'] + args + ['-cp', '/work/main/benchmarks/workloads/target/classes',
                                   main[wl], 'small', '--iterations', str(iters)], capture_output=True, text=True)
                ms = [float(m) for m in re.findall(r'iteration \d+/\d+ ([\d.]+) ms', p.stderr)]
                q = max(1, -(-len(ms) // 4))
                rec = dict(round=r, wl=wl, cfg=c, rc=p.returncode, steady=statistics.median(ms[-q:]) if ms else None,
                           wall=round(time.time() - t, 1), iterations=ms)
                f.write(json.dumps(rec) + '\n'); f.flush()
                print(json.dumps({k: v for k, v in rec.items() if k != 'iterations'}), flush=True)
