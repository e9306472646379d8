# EDPC L (Deque): a row of numbers; the players in turn take the first or the last one and
# score it. Each maximises their own total minus the other's. start(n) is the row 1, 2, ..., n
# in a shuffled order that depends on n alone; parse reads the judge's input.
def start(n):
    return tuple((k * 7919) % (n + 1) + 1 for k in range(1, n + 1))


def parse(text):
    tokens = text.split()
    n = int(tokens[0])
    return [tuple(int(x) for x in tokens[1:1 + n])]


def moves(row):
    if not row:
        return []
    return [("first", row[1:], row[0]), ("last", row[:-1], row[-1])]
