import csv,collections,statistics,math,sys
rows=list(csv.DictReader(open(sys.argv[1])))
d=collections.defaultdict(dict)
for r in rows:
    if r['phase']=='measured' and r['ok']=='true': d[(r['workload'],r['round'])][r['config']]=float(r['steady_s'])
pairs=[('never','base'),('s1000','base'),('optnever','opt'),('opts1000','opt'),('opt','base')]
ws=['compress','jess','db','javac','mpegaudio','mtrt','jack']
print("| workload | "+" | ".join(f"`{a}` / `{b}`" for a,b in pairs)+" |")
print("|---|"+"---|"*len(pairs))
geo=collections.defaultdict(list)
for w in ws:
    cells=[]
    for a,b in pairs:
        rs=sorted(v[a]/v[b] for k,v in d.items() if k[0]==w and a in v and b in v)
        m=statistics.median(rs); geo[(a,b)].append(m)
        cells.append("%.3f (%.3f-%.3f)"%(m,rs[0],rs[-1]))
    print(f"| {w} | "+" | ".join(cells)+" |")
print("| **geomean** | "+" | ".join("**%.3f**"%math.exp(sum(map(math.log,geo[p]))/len(geo[p])) for p in pairs)+" |")
