"""man_covers_help.py MANPAGE < HELP: every long option `drsat --help` lists
appears in the man page (where roff writes '-' as '\\-')."""
import re
import sys

man = open(sys.argv[1]).read().replace("\\-", "-")
options = set(re.findall(r"^\s+(?:-\w+(?: \S+)?, )?(--[a-z][a-z-]*)", sys.stdin.read(), re.M))
missing = sorted(o for o in options if o not in man and o != "--help")
if not options or missing:
    sys.exit("man_covers_help.py: not in the man page: %s" % (missing or "no options read"))
print("man_covers_help.py: %d options documented" % len(options))
