"""Runs a program on a pseudo-terminal, as a person at a terminal would: types the given
text, then presses Ctrl-D once, and reports whether the program ended by itself.

Usage: python3 pty_eof.py TEXT PROGRAM [ARG...]
Prints what the program wrote to the terminal, then a last line `exit N` (its status) or
`still waiting` (it did not end within 5 s of the one Ctrl-D, and was killed)."""
import os
import pty
import select
import signal
import sys
import time

# Nothing is left behind: no compiled copy of pty_common beside it.
sys.dont_write_bytecode = True
from pty_common import rest  # noqa: E402

text, argv = sys.argv[1], sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)
# The terminal's line discipline sends a Ctrl-D typed at the start of a line as end of
# file; typed after other characters it only hands them over. TEXT ends with a newline.
os.write(fd, text.encode())
time.sleep(0.2)
os.write(fd, b"\x04")
output = b""
deadline = time.time() + 5
status = None
while time.time() < deadline:
    ready, _, _ = select.select([fd], [], [], 0.05)
    if ready:
        try:
            output += os.read(fd, 4096)
        except OSError:
            pass
    done, raw = os.waitpid(pid, os.WNOHANG)
    if done:
        status = os.waitstatus_to_exitcode(raw)
        break
if status is None:
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
output += rest(fd)
sys.stdout.write(output.decode(errors="replace").replace("\r\n", "\n"))
print("still waiting" if status is None else f"exit {status}")
