# Misère Nim (POJ 3480 "John"): T games, each N piles of candies; in turn each player eats
# any number of candies, at least one, from one pile; who eats the last candy LOSES. For
# each game: does John, who eats first, win ("John") or his brother ("Brother")?
#
# MISERE = True: the player who cannot move (as every candy is eaten) wins. A position is
# the piles, sorted (the order of the piles changes nothing). coach solves each game by
# searching its positions, so the generator keeps them few.
MISERE = True
players = ("John", "Brother")
SIZES = {"small": (3, 3), "medium": (4, 5), "max": (5, 6)}

samples = [("2\n3\n3 5 1\n1\n1\n", "John\nBrother\n")]


def parse(text):
    t, *rest = map(int, text.split())
    games = []
    for _ in range(t):
        n, rest = rest[0], rest[1:]
        games.append(tuple(sorted(rest[:n])))
        rest = rest[n:]
    return games


def start(n):
    # One pile of n candies, for `coach experiment` and `--n`.
    return (n,) if n else ()


def moves(piles):
    found = []
    for i, pile in enumerate(piles):
        if i > 0 and piles[i - 1] == pile:
            continue  # a pile of the same size was just offered: the same moves
        for eaten in range(1, pile + 1):
            left = piles[:i] + (pile - eaten,) + piles[i + 1 :]
            found.append((f"eat_{eaten}_of_{pile}", tuple(sorted(p for p in left if p))))
    return found


def generate(draw, size):
    most_piles, most = SIZES[size]
    games = draw.list(1, 3, lambda: draw.list(1, most_piles, lambda: draw(1, most)))
    return f"{len(games)}\n" + "".join(f"{len(g)}\n{' '.join(map(str, g))}\n" for g in games)
