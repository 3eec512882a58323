import csv,sys,statistics,math,collections
rows=list(csv.DictReader(open(sys.argv[1])))
base=sys.argv[2] if len(sys.argv)>2 else 'base'
d=collections.defaultdict(dict)
for r in rows:
    if r['phase']!='measured' or r['ok']!='true': continue
    d[(r['workload'],int(r['round']))][r['config']]=float(r['steady_s'])
cfgs=[]
for r in rows:
    if r['phase']=='measured' and r['config'] not in cfgs: cfgs.append(r['config'])
ws=[]
for (w,_) in d:
    if w not in ws: ws.append(w)
print("| workload | "+base+" steady s | "+" | ".join(c+" over "+base for c in cfgs if c!=base)+" |")
print("|---|---|"+"---|"*(len(cfgs)-1))
geo=collections.defaultdict(list)
for w in ws:
    rounds=[d[k] for k in d if k[0]==w]
    cells=[]
    bs=[r[base] for r in rounds if base in r]
    for c in cfgs:
        if c==base: continue
        rs=[r[c]/r[base] for r in rounds if c in r and base in r]
        if not rs: cells.append("-"); continue
        m=statistics.median(rs); geo[c].append(m)
        cells.append("%.3f (%s)"%(m, "-".join("%.3f"%x for x in sorted(rs))) if len(rs)>1 else "%.3f"%m)
    print("| %s | %s | %s |"%(w, "/".join("%.4f"%b for b in bs), " | ".join(cells)))
print("| **geomean** | | "+" | ".join("**%.3f**"%math.exp(sum(map(math.log,geo[c]))/len(geo[c])) if geo[c] else "-" for c in cfgs if c!=base)+" |")
