import sys,re,subprocess
# dis.py FILE STARTLINE : disassemble the [MachCode] block after STARTLINE
lines=open(sys.argv[1]).read().split('\n')[int(sys.argv[2])-1:]
start=None; data=bytearray()
inm=False
for l in lines:
    if l.startswith('[MachCode]'): inm=True; continue
    if l.startswith('[/MachCode]') or l.startswith('[Stub Code]'): break
    m=re.match(r'\s+0x([0-9a-f]+): ((?:[0-9a-f]{2,8}\s*\|?\s*)+)$', l)
    if inm and m:
        a=int(m.group(1),16)
        if start is None: start=a
        hx=re.sub(r'[\s|]','',m.group(2))
        if start+len(data)!=a: data+=b'\x90'*(a-start-len(data))
        data+=bytes.fromhex(hx)
open('/tmp/code.bin','wb').write(data)
out=subprocess.run(['objdump','-D','-b','binary','-m','i386:x86-64','--adjust-vma=%#x'%start,'/tmp/code.bin'],capture_output=True,text=True).stdout
print(out.split('<.data>:')[1] if '<.data>:' in out else out)
