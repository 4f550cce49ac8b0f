"""same_version.py < LINES: every line says `drsat X.Y.Z (...)` with one X.Y.Z."""
import re
import sys

versions = {re.match(r"drsat (\S+) \(", l).group(1) for l in sys.stdin if l.strip()}
if len(versions) != 1:
    sys.exit("same_version.py: versions differ: %s" % sorted(versions))
print("same_version.py: %s" % versions.pop())
