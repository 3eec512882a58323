"""HotSpot's compilations installed during iterations FIRST..LAST of one run, by kind of method and level.
compiles.py COMPLOG LOG T0 FIRST LAST [TOP]: COMPLOG from -XX:+LogCompilation, LOG the run's stderr
timestamped by ts.py, T0 the monotonic time of the JVM's start (perf's first sample of comm java)."""
import re, collections, sys
from runlog import iterations, window, nmethods
clog, log, t0, a, b = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
s, e = (x - t0 for x in window(iterations(log), a, b))
print('window %.2f-%.2f s' % (s, e))
comp=collections.Counter(); kinds=collections.Counter(); tot=0
for d in nmethods(clog):
    st=float(d['stamp'])
    if not (s <= st <= e): continue
    n = re.sub(r'/0x[0-9a-f]+','',d['method']).split(' (')[0]
    kind = 'sampled' if '$sampled$' in n else ('guest normal' if 'RvmBaseline' in n else ('guest orig' if n.startswith('bench.') else 'jdk/rvm'))
    kinds[(kind, d.get('level'), d.get('compile_kind',''))]+=1; comp[(n, d.get('level'), d.get('compile_kind',''))]+=1
for k,v in kinds.most_common(): print(v,k)
for k,v in comp.most_common(int(sys.argv[6]) if len(sys.argv)>6 else 15): print('  ',v,k)
