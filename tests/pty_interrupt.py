"""Runs a program on a pseudo-terminal, as a person at a terminal would, and stops it as
they would: once the terminal shows WAIT, presses Ctrl-C (KEY `ctrl-c`: the terminal sends
SIGINT to the program's process group) or sends SIGTERM to the program (KEY `term`).

Usage: python3 pty_interrupt.py WAIT KEY PROGRAM [ARG...]
Prints what the program wrote to the terminal, then a last line `exit N` (its status),
`never showed WAIT` (it ended, or 60 s passed, before), or `still running` (it did not end
within 10 s of the key, and was killed)."""
import os
import pty
import select
import signal
import sys
import time

# Nothing is left behind: no compiled copy of pty_common beside it.
sys.dont_write_bytecode = True
from pty_common import rest  # noqa: E402

wait, key, argv = sys.argv[1].encode(), sys.argv[2], sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)


def read(until, stop):
    """What the terminal shows until `stop()` holds or `until` passes: the text, and the
    program's status where it ended."""
    global output
    while time.time() < until:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                output += os.read(fd, 65536)
            except OSError:
                pass
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(raw)
        if stop():
            return None
    return None


output = b""
status = read(time.time() + 60, lambda: wait in output)
if wait not in output:
    verdict = "never showed WAIT"
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
else:
    if key == "ctrl-c":
        os.write(fd, b"\x03")
    else:
        os.kill(pid, signal.SIGTERM)
    status = read(time.time() + 10, lambda: False)
    verdict = "still running" if status is None else f"exit {status}"
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
output += rest(fd)
sys.stdout.write(output.decode(errors="replace").replace("\r\n", "\n"))
print(verdict)
