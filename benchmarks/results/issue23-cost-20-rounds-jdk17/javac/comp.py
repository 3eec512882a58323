import json,sys,subprocess,collections
from datetime import datetime
def ts(s): return datetime.fromisoformat(s.replace('Z','+00:00')).timestamp()
for f in sys.argv[1:]:
    j=json.loads(subprocess.run(['jfr','print','--json','--events','jdk.Compilation,jdk.Deoptimization,jdk.ExecutionSample',f],capture_output=True,text=True).stdout)
    ev=j['recording']['events']
    t0=min(ts(e['values']['startTime']) for e in ev); t1=max(ts(e['values']['startTime']) for e in ev)
    half=t0+(t1-t0)/2
    comp=[e for e in ev if e['type']=='jdk.Compilation']
    late=[e for e in comp if ts(e['values']['startTime'])>half]
    def dur(e):
        d=e['values']['duration']; return float(d.rstrip('sS').replace('PT','')) if isinstance(d,str) else d
    sampled=[e for e in late if '$sampled$' in e['values']['method']['name']]
    deo=[e for e in ev if e['type']=='jdk.Deoptimization' and ts(e['values']['startTime'])>half]
    thr=collections.Counter((e['values']['sampledThread'] or {}).get('javaName') or (e['values']['sampledThread'] or {}).get('osName') for e in ev if e['type']=='jdk.ExecutionSample' and ts(e['values']['startTime'])>half)
    print(f.split('/')[-1], f"span {t1-t0:.1f}s comps {len(comp)} late {len(late)} (sampled-copy {len(sampled)}) late-dur {sum(dur(e) for e in late):.2f}s deopts-late {len(deo)} threads-late {dict(thr)}")
