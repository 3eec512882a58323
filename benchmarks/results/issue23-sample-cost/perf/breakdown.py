"""The main thread's time per iteration by where it went, over iterations FIRST..LAST of one run.
breakdown.py PERF.DATA LOG COMPLOG FIRST LAST [TOP]
PERF.DATA: `perf record -k CLOCK_MONOTONIC -F 1999` of `./rvm run ... --iterations N`; LOG: the run's
stderr with a monotonic time before each line (ts.py); COMPLOG: HotSpot's -XX:LogFile of
-XX:+LogCompilation. A sample in compiled Java code is named by the nmethod that held its address at
its time (installed last before it), not by the perf map written at exit, which names code that
was thrown away by whatever later took its address. Prints ms per iteration by category, then the
TOP code blobs."""
import subprocess, sys, re, collections
from runlog import iterations, window, nmethods
f, log, clog, a, b = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
top = int(sys.argv[6]) if len(sys.argv) > 6 else 30
t = iterations(log)
start, end = window(t, a, b); n = b - a + 1
nm = []
for d in nmethods(clog):
    if 'address' in d and 'method' in d:
        nm.append((float(d['stamp']), int(d['address'],16), int(d['size']), d['method'], d.get('level','?'), d.get('compile_kind','')))
nm.sort()
# JVM start: the first sample of the process
first = subprocess.run(['perf','script','-i',f,'-F','time','--comm','java'],capture_output=True,text=True).stdout.split()
t0 = float(first[0].rstrip(':'))
out = subprocess.run(['perf','script','-i',f,'--time','%.6f,%.6f'%(start,end),'--comm','main','-F','time,ip,sym,dso'],capture_output=True,text=True).stdout
c = collections.Counter(); cat = collections.Counter(); tot = 0
for l in out.splitlines():
    p = l.split(None, 2)
    if len(p) < 3: continue
    tot += 1
    ts = float(p[0].rstrip(':')) - t0; ip = int(p[1], 16); rest = p[2]
    name = None
    if 'perf-' in rest or 'JIT' in rest or 'unknown' in rest:
        best = None
        for (st, ad, sz, meth, lvl, kind) in reversed(nm):
            if st <= ts and ad <= ip < ad + sz: best = (meth, lvl, kind); break
        if best: name = '%s [L%s%s]' % (best[0], best[1], ' osr' if best[2] else '')
    if name is None:
        name = re.sub(r'\s*\(\S+\)$', '', rest).strip()
        name = re.sub(r'/0x[0-9a-f]+', '', name)
    if '$sampled$' in name: k = 'sampled-copy methods'
    elif 'RvmBaseline' in name: k = 'normal guest methods'
    elif name.startswith('Interpreter'): k = 'HotSpot interpreter'
    elif 'kernel' in rest: k = 'kernel'
    elif 'libjvm' in rest: k = 'libjvm'
    elif '[L' in name: k = 'other compiled Java'
    else: k = 'stubs and other'
    cat[k] += 1; c[name] += 1
print('%s: iterations %d-%d, %.1f ms mean; main thread %.1f ms/iteration' % (f, a, b, sum(t[i][1] for i in range(a,b+1))/n, tot/n/1.999))
for k, v in cat.most_common(): print('  %-25s %6.2f' % (k, v/n/1.999))
for s, v in c.most_common(top): print('  %6.2f %s' % (v/n/1.999, s[:170]))
