# ABC206 F (Interval Game 2) as a rules file: the players in turn choose one of the given
# intervals [L, R) that meets no interval chosen before; the player who cannot loses. A
# chosen interval splits what is free in two, played side by side: a position is one free
# segment [l, r). parse reads the first test case of the judge's input.
INTERVALS = []


def parse(text):
    tokens = [int(x) for x in text.split()]
    n = tokens[1]
    INTERVALS[:] = sorted(set(zip(tokens[2:2 + 2 * n:2], tokens[3:3 + 2 * n:2])))
    return (1, 100)


def moves(segment):
    l, r = segment
    return [
        (f"[{lo},{hi})", {"sum": [(l, lo), (hi, r)]})
        for lo, hi in INTERVALS
        if l <= lo and hi <= r
    ]
