# ABC297 G (Constrained Nim 2): N piles of stones; a move takes between L and R stones from
# one pile; the player who cannot move loses. A position is one pile with the bounds of a
# move, (a, L, R): it carries everything its moves depend on, so the N piles of an input are
# the sum of N positions. What the judge prints, First or Second, is coach's default answer.
SIZES = {
    # The number of piles, the largest pile and the largest bounds: small enough to read,
    # tens of piles, and the judge's largest N with piles the oracle can explore.
    "small": (3, 30, 6),
    "medium": (20, 300, 20),
    "max": (200_000, 2_000, 20),
}


def parse(text):
    n, low, high, *piles = map(int, text.split())
    return [{"sum": [(a, low, high) for a in piles[:n]]}]


def moves(pile):
    a, low, high = pile
    return [(f"take_{k}", (a - k, low, high)) for k in range(low, min(high, a) + 1)]


def generate(draw, size):
    most_piles, largest, bound = SIZES[size]
    n = draw(1, most_piles)
    low = draw(1, bound)
    high = draw(low, bound)
    piles = [draw(1, largest) for _ in range(n)]
    return f"{n} {low} {high}\n{' '.join(map(str, piles))}\n"
