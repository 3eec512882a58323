"""Which call edges a sampled profile over- and under-samples: diff.py EXHAUSTIVE.json SAMPLED.json
prints the edges whose shares differ most."""
import json,sys
def load(f):
    d=json.load(open(f)); t=sum(x['weight'] for x in d['edges']) or 1
    return {(x['caller'],x['bci'],x['callee']):x['weight']/t for x in d['edges']}
a=load(sys.argv[1]); b=load(sys.argv[2])
rows=sorted(set(a)|set(b), key=lambda k:-(a.get(k,0)-b.get(k,0)))
print("under-sampled (exhaustive share, sampled share):")
for k in rows[:12]: print("%6.2f%% %6.2f%%  %s@%d -> %s"%(100*a.get(k,0),100*b.get(k,0),k[0][:70],k[1],k[2][:50]))
print("over-sampled:")
for k in rows[-8:]: print("%6.2f%% %6.2f%%  %s@%d -> %s"%(100*a.get(k,0),100*b.get(k,0),k[0][:70],k[1],k[2][:50]))
