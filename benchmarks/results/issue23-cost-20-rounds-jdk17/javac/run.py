import subprocess,sys,os,resource,time,re,statistics,json
root=sys.argv[1]; out=sys.argv[2]; rounds=int(sys.argv[3]); wls=sys.argv[4].split(','); iters=int(sys.argv[5]) if len(sys.argv)>5 else 30
main={'compress':'bench.compress.Compress','javac':'bench.javac.Javac','mtrt':'bench.mtrt.Mtrt','mpegaudio':'bench.mpegaudio.MpegAudio','jess':'bench.jess.Jess','db':'bench.db.Db','jack':'bench.jack.Jack'}
base=['--tier=opt','--inliner=rvm']
allcfgs={'base':base,'tick':base+['--instrument=call-edges','--sample-trigger=yieldpoint'],'notick':base+['--instrument=call-edges','--sample-trigger=yieldpoint','--sample-timer-ms=1000000']}
cfgs={k:allcfgs[k] for k in os.environ.get('CFGS','base,tick,notick').split(',')}
jfr=os.environ.get('JFR')
res=[]
for r in range(rounds):
  for wl in wls:
    order=list(cfgs) if r%2==0 else list(reversed(list(cfgs)))
    for c in order:
      env=dict(os.environ)
      extra=''
      if jfr: extra=f'-XX:StartFlightRecording=filename={out}/{wl}-{c}-{r}.jfr,settings=profile'
      env['RVM_JAVA_OPTS']=extra
      b=resource.getrusage(resource.RUSAGE_CHILDREN);t=time.time()
      p=subprocess.run([root+'/rvm','run']+cfgs[c]+['-cp',root+'/benchmarks/workloads/target/classes',main[wl],'small','--iterations',str(iters)],capture_output=True,text=True,env=env)
      a=resource.getrusage(resource.RUSAGE_CHILDREN)
      ms=[float(m) for m in re.findall(r'iteration \d+/\d+ ([\d.]+) ms',p.stderr)]
      steady=statistics.median(ms[-20:]) if ms else None
      rec=dict(round=r,wl=wl,cfg=c,rc=p.returncode,steady=steady,cpu=a.ru_utime-b.ru_utime+a.ru_stime-b.ru_stime,wall=time.time()-t,ms=ms)
      res.append(rec); print(json.dumps({k:v for k,v in rec.items() if k!='ms'}),flush=True)
json.dump(res,open(out+'/results.json','w'))
