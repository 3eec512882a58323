import subprocess,sys,os,resource,time,re,shlex
main='/work/main'
C='/tmp/ci/main/vm-launcher/target/guest-work/corpus'
src=open(main+'/rvm').read()
m=re.search(r'exec "\$java" (-Xss16m.*?)-cp', src, re.S)
flags=shlex.split(m.group(1).replace('\\\n',' '))
flags=[f for f in flags if not f.startswith('$')]
cp=main+'/vm-launcher/target/classes:'+open(main+'/vm-launcher/target/runtime-classpath.txt').read().strip()
progs=sys.argv[1].split(',')
configs=[c.split() for c in sys.argv[2].split(';')]
extras=[e.split() for e in sys.argv[3].split(';')]
rounds=int(sys.argv[4]) if len(sys.argv)>4 else 2
res={}
for r in range(rounds):
  for ex in extras:
    for cfg in configs:
      cpu=0;wall=0
      for p in progs:
        b=resource.getrusage(resource.RUSAGE_CHILDREN)
        t=time.time()
        out=subprocess.run(['java']+flags+ex+['-cp',cp,'rvm.launcher.Main','run']+cfg+['-cp',C+'/'+p,p],capture_output=True,cwd='/tmp/ciw')
        wall+=time.time()-t
        a=resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu+=a.ru_utime-b.ru_utime+a.ru_stime-b.ru_stime
        if out.returncode not in (0,) and p not in ('SystemExit','OpAthrowUncaught','UncaughtException'): print('FAIL',p,out.returncode,out.stderr[-200:]);sys.exit(1)
      k=(' '.join(ex),' '.join(cfg)); res.setdefault(k,[]).append((cpu,wall))
for k,v in res.items(): print(f"{k[0]:45} {k[1]:40} cpu {' '.join('%.1f'%c for c,w in v)}  wall {' '.join('%.1f'%w for c,w in v)}")
