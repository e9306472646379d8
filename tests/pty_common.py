"""What the pty scripts (pty_eof.py, pty_interrupt.py) share."""
import os
import select


def rest(fd):
    """What the program wrote just before it ended, which may still wait in the terminal
    `fd`."""
    output = b""
    while True:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        output += chunk
    return output
