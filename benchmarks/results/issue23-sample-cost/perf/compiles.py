"""HotSpot's compilations installed during iterations FIRST..LAST of one run, by kind of method and level.
compiles.py COMPLOG LOG T0 FIRST LAST [TOP]: COMPLOG from -XX:+LogCompilation, LOG the run's stderr
timestamped by ts.py, T0 the monotonic time of the JVM's start (perf's first sample of comm java)."""
import re, collections, sys
clog, log, t0, a, b = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
t={}
for l in open(log):
    m = re.match(r'([\d.]+) bench: \S+ iteration (\d+)/\d+ ([\d.]+) ms', l)
    if m: t[int(m.group(2))] = (float(m.group(1)), float(m.group(3)))
s = t[a][0]-t[a][1]/1000 - t0; e = t[b][0]-t0
print('window %.2f-%.2f s' % (s, e))
comp=collections.Counter(); kinds=collections.Counter(); tot=0
for l in open(clog):
    if not l.startswith('<nmethod'): continue
    d = dict(re.findall(r"(\w+)='([^']*)'", l))
    st=float(d['stamp'])
    if not (s <= st <= e): continue
    n = re.sub(r'/0x[0-9a-f]+','',d['method']).split(' (')[0]
    kind = 'sampled' if '$sampled$' in n else ('guest normal' if 'RvmBaseline' in n else ('guest orig' if n.startswith('bench.') else 'jdk/rvm'))
    kinds[(kind, d.get('level'), d.get('compile_kind',''))]+=1; comp[(n, d.get('level'), d.get('compile_kind',''))]+=1
for k,v in kinds.most_common(): print(v,k)
for k,v in comp.most_common(int(sys.argv[6]) if len(sys.argv)>6 else 15): print('  ',v,k)
