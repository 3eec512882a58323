import csv,collections,math,random,sys
NUM,DEN=sys.argv[2],sys.argv[3]
rows=[r for r in csv.DictReader(open(sys.argv[1])) if r['phase']=='measured' and r['ok']=='true']
d=collections.defaultdict(dict)
for r in rows: d[(r['workload'],int(r['round']))][r['config']]=float(r['steady_s'])
wls=sorted({w for w,_ in d})
per={}
for w in wls:
    rat=[v[NUM]/v[DEN] for (ww,r),v in sorted(d.items()) if ww==w and NUM in v and DEN in v]
    per[w]=rat
    gm=math.exp(sum(map(math.log,rat))/len(rat))
    # median of ratio of medians
    o=sorted(v[DEN] for (ww,r),v in d.items() if ww==w and DEN in v); y=sorted(v[NUM] for (ww,r),v in d.items() if ww==w and NUM in v)
    med=lambda a:(a[len(a)//2]+a[(len(a)-1)//2])/2
    print(f"{w:10} n={len(rat):2} paired gm {gm:.3f}  ratio of medians {med(y)/med(o):.3f}  min {min(rat):.2f} max {max(rat):.2f}")
def gmall(sample):
    return math.exp(sum(math.log(math.exp(sum(map(math.log,s))/len(s))) for s in sample)/len(sample))
print("suite paired gm", round(gmall(list(per.values())),4))
random.seed(1);bs=[]
for _ in range(2000):
    bs.append(gmall([[random.choice(r) for _ in r] for r in per.values()]))
bs.sort(); print("bootstrap 95%", round(bs[50],4), round(bs[1950],4))
