"""exit_is.py CODE COMMAND...: runs COMMAND (output passed through) and
succeeds only if it exits with CODE.  lit's `not` cannot tell 1 from 2."""
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write("exit_is.py: expected exit status %d, got %d\n" % (want, got))
    sys.exit(1)
