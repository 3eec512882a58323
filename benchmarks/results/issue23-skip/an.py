"""Paired ratios of alt.py runs: an.py RUNS.jsonl BASE CONFIG... prints, per workload, the median over
the rounds of CONFIG/BASE (range in brackets), and the geometric mean of the medians with each
round's geometric mean."""
import json,sys,math,statistics,collections
runs=[json.loads(l) for l in open(sys.argv[1])]
base=sys.argv[2]; cfgs=sys.argv[3:]
d=collections.defaultdict(dict)
for r in runs:
    if r['steady']: d[(r['round'],r['wl'])][r['cfg']]=r['steady']
wls=sorted({k[1] for k in d}, key=lambda w:['compress','jess','db','javac','mpegaudio','mtrt','jack'].index(w))
rounds=sorted({k[0] for k in d})
print("%-10s"%"wl"+"".join("%22s"%c for c in cfgs))
g=collections.defaultdict(list)
for w in wls:
    row="%-10s"%w
    for c in cfgs:
        rs=[d[(r,w)][c]/d[(r,w)][base] for r in rounds if c in d[(r,w)] and base in d[(r,w)]]
        g[c].append(rs)
        row+="%22s"%("%.3f (%.2f-%.2f)"%(statistics.median(rs),min(rs),max(rs)) if rs else "-")
    print(row)
row="%-10s"%"geomean"
for c in cfgs:
    meds=[statistics.median(x) for x in g[c] if x]
    # per-round geomeans
    per=[]
    for i in range(len(rounds)):
        v=[x[i] for x in g[c] if len(x)>i]
        if len(v)==len(wls): per.append(math.exp(sum(map(math.log,v))/len(v)))
    row+="%22s"%("%.3f [%s]"%(math.exp(sum(map(math.log,meds))/len(meds)), " ".join("%.3f"%p for p in per)))
print(row)
