import csv,collections,statistics,math,sys
rows=list(csv.DictReader(open(sys.argv[1])))
d=collections.defaultdict(dict)
for r in rows:
    if r['phase']=='measured' and r['ok']=='true': d[(r['workload'],r['round'])][r['config']]=float(r['steady_s'])
base=sys.argv[2]; others=sys.argv[3].split(',')
ws=[]
for (w,_) in d:
    if w not in ws: ws.append(w)
print("| workload | "+" | ".join(f"`{a}` / `{base}`" for a in others)+" |")
print("|---|"+"---|"*len(others))
geo=collections.defaultdict(list)
for w in ws:
    cells=[]
    for a in others:
        rs=sorted(v[a]/v[base] for k,v in d.items() if k[0]==w and a in v and base in v)
        if not rs: cells.append("-"); continue
        m=statistics.median(rs); geo[a].append(m)
        cells.append("%.3f (%.3f-%.3f)"%(m,rs[0],rs[-1]))
    print(f"| {w} | "+" | ".join(cells)+" |")
print("| **geomean** | "+" | ".join("**%.3f**"%math.exp(sum(map(math.log,geo[a]))/len(geo[a])) if geo[a] else "-" for a in others)+" |")
