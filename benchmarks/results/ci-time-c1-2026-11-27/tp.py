import subprocess,sys,os,resource,time,re,shlex,glob
main='/tmp/ci/main'
src=open(main+'/rvm').read()
m=re.search(r'exec "\$java" (-Xss16m.*?)-cp', src, re.S)
flags=[f for f in shlex.split(m.group(1).replace('\\\n',' ')) if not f.startswith('$')]
cp=main+'/vm-launcher/target/classes:'+open(main+'/vm-launcher/target/runtime-classpath.txt').read().strip()
name,mainc,args=sys.argv[1],sys.argv[2],sys.argv[3].split()
gcp=':'.join(sorted(glob.glob(main+'/vm-launcher/target/thirdparty-lib/'+name+'/*')))
wd=main+'/vm-launcher/target/guest-work/thirdparty/'+name
configs=[c.split() for c in sys.argv[4].split(';')]
extras=[e.split() for e in sys.argv[5].split(';')]
for r in range(int(sys.argv[6])):
  for cfg in configs:
    for ex in extras:
      b=resource.getrusage(resource.RUSAGE_CHILDREN);t=time.time()
      out=subprocess.run(['java']+flags+ex+['-cp',cp,'rvm.launcher.Main','run']+cfg+['-cp',gcp,mainc]+args,capture_output=True,cwd=wd)
      a=resource.getrusage(resource.RUSAGE_CHILDREN)
      print(f"{' '.join(ex):25} {' '.join(cfg)[:60]:60} rc {out.returncode} cpu {a.ru_utime-b.ru_utime+a.ru_stime-b.ru_stime:6.1f} wall {time.time()-t:6.1f}",flush=True)
