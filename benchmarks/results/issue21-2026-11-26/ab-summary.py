import sys,statistics
from collections import defaultdict
d=defaultdict(lambda: defaultdict(list)); w=None
for l in open(sys.argv[1]):
    p=l.split()
    if not p: continue
    if p[0]=='==': w=p[1]; continue
    if p[0] in ('A','B') and len(p)==4: d[w][p[0]].append(float(p[1])+float(p[2]))
for w in d:
    a=d[w]['A']; b=d[w]['B']; n=min(len(a),len(b)); r=[y/x for x,y in zip(a[:n],b[:n])]
    print('| %s | %d | %.2f | %.2f | %.3f | %.3f-%.3f |'%(w.split('.')[-1],n,statistics.median(a),statistics.median(b),statistics.median(r),min(r),max(r)))
