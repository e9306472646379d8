# A token on a directed graph of N vertices, each with a coin worth c (-9 to 9). From vertex
# 1 the players move it in turn along an edge. Moving it onto a vertex with no edge out ends
# the game, and the mover takes that vertex's coin; a game that never ends is worth nothing
# to either player. What is the first player's lead (their coins less the other's) under
# optimal play?
#
# The token may come back to a vertex, so a game may never end: ENDLESS says what such a
# game is worth to the first player, and coach solves it exactly (the moves that score lead
# to a dead end, never round a cycle). value is the first player's lead.
ENDLESS = 0
SIZES = {"small": (4, 6), "medium": (8, 16), "max": (30, 90)}

samples = [
    ("3 2\n0 5 -3\n1 2\n1 3\n", "5\n"),
    ("3 3\n0 0 4\n1 2\n2 1\n2 3\n", "-4\n"),
    ("3 3\n0 0 -4\n1 2\n2 1\n2 3\n", "0\n"),
]


def parse(text):
    n, m, *rest = map(int, text.split())
    coins, ends = tuple(rest[:n]), rest[n:]
    out = [set() for _ in range(n)]
    for k in range(m):
        out[ends[2 * k] - 1].add(ends[2 * k + 1] - 1)
    graph = (coins, tuple(tuple(sorted(edges)) for edges in out))
    return [(graph, 0)]


def moves(position):
    (coins, out), vertex = position
    return [(str(to + 1), ((coins, out), to), 0 if out[to] else coins[to]) for to in out[vertex]]


def generate(draw, size):
    most, edges = SIZES[size]
    n = draw(2, most)
    coins = [draw(-9, 9) for _ in range(n)]
    # Edges leave the first `inner` vertices only: the others are dead ends, with coins.
    inner = draw(1, n - 1)
    m = draw(1, edges)
    lines = [f"{draw(1, inner)} {draw(1, n)}" for _ in range(m)]
    return f"{n} {m}\n" + " ".join(map(str, coins)) + "\n" + "".join(line + "\n" for line in lines)


def show(position):
    return f"the token on {position[1] + 1}"


def answer(start, value):
    return str(value)
