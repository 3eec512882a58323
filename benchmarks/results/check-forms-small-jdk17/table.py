import csv,sys,math,statistics
from collections import defaultdict
rows=list(csv.DictReader(open(sys.argv[1])))
d=defaultdict(dict)
for r in rows:
    if r['steady_ms']=='FAILED': continue
    d[(r['workload'],r['round'])][r['variant']]=float(r['steady_ms'])
ws=sorted(set(w for w,_ in d), key=lambda w: ['bench.jess.Jess','bench.thirdparty.XercesBench','bench.javac.Javac','bench.jack.Jack','bench.micro.Fib'].index(w))
vs=['yp','nop','pad','inline']
short={'bench.jess.Jess':'jess','bench.thirdparty.XercesBench':'xerces','bench.javac.Javac':'javac','bench.jack.Jack':'jack','bench.micro.Fib':'fib'}
print('| workload | no yieldpoints ms | ' + ' | '.join(f'{v} / none (each round)' for v in vs)+' |')
print('|---|---|'+'---|'*len(vs))
g=defaultdict(list)
for w in ws:
    rs=sorted(r for ww,r in d if ww==w)
    none=statistics.median(d[(w,r)]['noyp'] for r in rs)
    cells=[]
    for v in vs:
        per=[d[(w,r)][v]/d[(w,r)]['noyp'] for r in rs]
        gm=math.exp(sum(map(math.log,per))/len(per))
        g[v].append(gm)
        cells.append(f"{gm:.3f} ({' '.join(f'{x:.2f}' for x in per)})")
    print(f'| {short[w]} | {none:.1f} | '+' | '.join(cells)+' |')
print('| **geomean** | | '+' | '.join(f"**{math.exp(sum(map(math.log,g[v]))/len(g[v])):.3f}**" for v in vs)+' |')
nf=[i for i,w in enumerate(ws) if w!='bench.micro.Fib']
print('| geomean without fib | | '+' | '.join(f"{math.exp(sum(math.log(g[v][i]) for i in nf)/len(nf)):.3f}" for v in vs)+' |')
