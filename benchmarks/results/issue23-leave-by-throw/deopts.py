"""Summarises `jfr print --events jdk.Deoptimization` output: deoptimisations in all, and those of
rvm's compiled guest methods (RvmBaseline classes) for reason unstable_if, with their instruction.
deopts.py FILE..."""
import collections, re, sys

for path in sys.argv[1:]:
    events = open(path).read().split('jdk.Deoptimization')[1:]
    guest = collections.Counter()
    for e in events:
        if 'RvmBaseline' in e.split('stackTrace')[0] and 'reason = "unstable_if"' in e:
            ins = re.search(r'instruction = "(\w+)"', e)
            guest[ins.group(1) if ins else '?'] += 1
    print(f"{path}: {len(events)} deoptimisations; of compiled guest methods for unstable_if: "
          f"{sum(guest.values())} {dict(guest)}")
