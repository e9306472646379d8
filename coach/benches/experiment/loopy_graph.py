# A game of a million positions that loop, for the bench: from p the mover goes to p + 1,
# 2p or 3p + 2 (modulo a million), except where p is 4 modulo 5, which has no move. Every
# position is reached from start(n) = 1; many come back.
LOOPS = True
N = 1_000_000


def start(n):
    return 1


def moves(p):
    if p % 5 == 4:
        return []
    return [("next", (p + 1) % N), ("double", 2 * p % N), ("triple", (3 * p + 2) % N)]
