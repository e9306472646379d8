# A score game of a million positions that loop, for the bench: the moves of loopy_graph.py
# (from p to p + 1, 2p or 3p + 2, modulo a million), where a position 4 modulo 5 is a dead
# end with a coin of (7p mod 19) - 9 for whoever moves onto it; a game that never ends is
# worth 0. Every position is reached from start(n) = 1; many come back.
ENDLESS = 0
N = 1_000_000


def start(n):
    return 1


def coin(p):
    return (7 * p % 19) - 9 if p % 5 == 4 else 0


def moves(p):
    if p % 5 == 4:
        return []
    return [(name, q, coin(q)) for name, q in (("next", (p + 1) % N), ("double", 2 * p % N), ("triple", (3 * p + 2) % N))]
