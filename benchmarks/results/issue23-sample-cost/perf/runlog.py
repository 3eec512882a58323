"""What breakdown.py and compiles.py read: a run's stderr timestamped by ts.py, and HotSpot's -XX:+LogCompilation file."""
import re


def iterations(log):
    """Iteration number -> (monotonic time the line was printed, the iteration's ms)."""
    t = {}
    for l in open(log):
        m = re.match(r'([\d.]+) bench: \S+ iteration (\d+)/\d+ ([\d.]+) ms', l)
        if m:
            t[int(m.group(2))] = (float(m.group(1)), float(m.group(3)))
    return t


def window(t, first, last):
    """The monotonic start of iteration FIRST and end of iteration LAST."""
    return t[first][0] - t[first][1] / 1000, t[last][0]


def nmethods(complog):
    """The attributes of each installed nmethod (<nmethod .../>), in the log's order."""
    for l in open(complog):
        if l.startswith('<nmethod'):
            yield dict(re.findall(r"(\w+)='([^']*)'", l))
