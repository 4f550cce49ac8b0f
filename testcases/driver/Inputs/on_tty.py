"""on_tty.py COMMAND...: runs COMMAND with its stderr on a pseudo-terminal
(stdout stays a pipe) and prints what it wrote there, '\\r' shown as '<CR>',
after its stdout.  Exits with COMMAND's status."""
import os
import pty
import subprocess
import sys

master, slave = pty.openpty()
proc = subprocess.Popen(sys.argv[1:], stderr=slave)
os.close(slave)
data = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:   # EIO once the child closed its end
        break
    if not chunk:
        break
    data += chunk
status = proc.wait()
sys.stdout.flush()
text = data.decode("utf-8", "replace").replace("\r\n", "\n").replace("\r", "<CR>")
sys.stdout.write("--- stderr on a terminal ---\n" + text)
sys.exit(status)
