import subprocess,sys,os,time,re,statistics,json
root=sys.argv[1]; out=sys.argv[2]; rounds=int(sys.argv[3]); wls=sys.argv[4].split(','); iters=int(sys.argv[5]) if len(sys.argv)>5 else 30
main={'compress':'bench.compress.Compress','javac':'bench.javac.Javac','mtrt':'bench.mtrt.Mtrt','mpegaudio':'bench.mpegaudio.MpegAudio','jess':'bench.jess.Jess','db':'bench.db.Db','jack':'bench.jack.Jack'}
base=['--tier=opt','--inliner=rvm']
tick=base+['--instrument=call-edges','--sample-trigger=yieldpoint']
allcfgs={'basenobedici':(base+['--compiled-backedge-checks=none'],'-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::prologueCheck -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::epilogueCheck'),'timernobedici':(base+['--compiled-backedge-checks=none','--profile=timer','--timer-ms=10'],'-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::prologueCheck -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::epilogueCheck'),'basedici':(base,'-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::prologueCheck -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::epilogueCheck'),'timerdici':(base+['--profile=timer','--timer-ms=10'],'-XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::prologueCheck -XX:CompileCommand=dontinline,rvm.core.runtime.Yieldpoints::epilogueCheck'),'basenobe':(base+['--compiled-backedge-checks=none'],''),'timernobe':(base+['--compiled-backedge-checks=none','--profile=timer','--timer-ms=10'],''),'basetimer':(base+['--profile=timer','--timer-ms=10'],''),'basecbs':(base+['--profile=cbs','--timer-ms=10'],''),'notick':(tick+['--sample-timer-ms=1000000'],''),'notickp0':(tick+['--sample-timer-ms=1000000'],'-XX:PerMethodTrapLimit=0'),'basep0':(base,'-XX:PerMethodTrapLimit=0'),'base':(base,''),'tick':(tick,''),'tickdi':(tick,'-XX:CompileCommand=dontinline,*::*$sampled$*'),'basedi':(base,'-XX:CompileCommand=dontinline,*::*$sampled$*')}
cfgs={k:allcfgs[k] for k in os.environ.get('CFGS','base,tick,tickdi').split(',')}
os.makedirs(out,exist_ok=True)
res=[]
for r in range(rounds):
  for wl in wls:
    order=list(cfgs) if r%2==0 else list(reversed(list(cfgs)))
    for c in order:
      env=dict(os.environ); env['RVM_JAVA_OPTS']=cfgs[c][1]
      t=time.time()
      p=subprocess.run([root+'/rvm','run']+cfgs[c][0]+['-cp',root+'/benchmarks/workloads/target/classes',main[wl],'small','--iterations',str(iters)],capture_output=True,text=True,env=env)
      ms=[float(m) for m in re.findall(r'iteration \d+/\d+ ([\d.]+) ms',p.stderr)]
      steady=statistics.median(ms[-20:]) if ms else None
      rec=dict(round=r,wl=wl,cfg=c,rc=p.returncode,steady=steady,wall=round(time.time()-t,1))
      res.append(rec); print(json.dumps(rec),flush=True)
json.dump(res,open(out+'/results.json','w'))
