import json,sys,collections,subprocess,re
def load(f):
    j=json.loads(subprocess.run(['jfr','print','--json','--events','jdk.ExecutionSample',f],capture_output=True,text=True).stdout)
    c=collections.Counter();n=0
    for e in j['recording']['events']:
        st=e['values']['stackTrace']
        if not st or not st['frames']: continue
        n+=1
        # innermost guest frame
        g=None
        for fr in st['frames']:
            t=fr['method']['type']['name']
            if 'RvmBaseline' in t or t.startswith('bench'):
                g=re.sub(r'\+0x.*?/\d+','',t).replace('$$RvmBaseline','')+'.'+fr['method']['name']; break
        top=fr0=st['frames'][0]['method']
        c[g or ('[host] '+top['type']['name']+'.'+top['name'])]+=1
    return n,c
runs={f:load(f) for f in sys.argv[1:]}
keys=collections.Counter()
for n,c in runs.values(): keys.update(c)
print(' '*60, ' '.join(f.split('/')[-1][:10].rjust(10) for f in runs))
print('total'.ljust(60), ' '.join(str(n).rjust(10) for n,c in runs.values()))
for k,_ in keys.most_common(40):
    print(k[:60].ljust(60), ' '.join(str(c[k]).rjust(10) for n,c in runs.values()))
