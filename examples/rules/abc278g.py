"""AtCoder ABC278 G - Generalized Subtraction Game, as coach judge plays it.

Cards 1..N lie in a row. A move removes y consecutive cards still on the table, x to
x + y - 1, for some L <= y <= R; who cannot move loses. The program reads N L R, names its
side (First or Second), then each move is a line `x y`; the judge prints `0 0` when it
cannot move (the program has won).

A position is a sum of runs of cards still on the table: a run is (x0, n, L, R), n cards
from card x0, with the rules it is played under."""


def moves(run):
    x0, n, low, high = run
    found = []
    for y in range(low, min(high, n) + 1):
        for a in range(n - y + 1):
            left = (x0, a, low, high)
            right = (x0 + a + y, n - a - y, low, high)
            found.append((f"{x0 + a} {y}", {"sum": [left, right]}))
    return found


def generate(draw, size):
    top = {"small": 8, "medium": 14, "max": 20}[size]
    n = draw(1, top)
    low = draw(1, n)
    high = draw(low, n)
    return f"{n} {low} {high}\n"


def parse(text):
    n, low, high = map(int, text.split())
    return [(1, n, low, high)]


def choose(line):
    return line.strip().lower()


def read(position, line):
    x, y = map(int, line.split())
    return f"{x} {y}"


def write(position, name):
    return name


def end(position, winner):
    return "0 0" if winner == "program" else None
