# Typical 90 #031 (VS AtCoder): N piles, each of W white and B blue stones. A move on a pile
# takes one white stone and adds W blue ones (W counted before it is taken), or takes from 1
# to floor(B / 2) blue ones; the player who cannot move loses. A position is one pile, (W, B),
# so the N piles of an input are the sum of N positions. What the judge prints, First or
# Second, is coach's default answer.
#
# The judge allows W and B up to 50, but a pile of 50 white stones reaches 1,325 blue ones:
# 67,626 positions and 22 million moves, too many to explore for every input. The generator's
# largest piles are those the oracle explores in a moment.
SIZES = {"small": (3, 3), "medium": (20, 8), "max": (100_000, 12)}


def start(white, blue):
    """The pile of (white, blue) stones: `coach experiment --n W --m B` gives the table."""
    return (white, blue)


def parse(text):
    n, *stones = map(int, text.split())
    return [{"sum": list(zip(stones[:n], stones[n:2 * n]))}]


def moves(pile):
    white, blue = pile
    found = [(f"blue_{k}", (white, blue - k)) for k in range(1, blue // 2 + 1)]
    if white:
        found.append(("white", (white - 1, blue + white)))
    return found


def generate(draw, size):
    most_piles, most_stones = SIZES[size]
    n = draw(1, most_piles)
    white = [draw(0, most_stones) for _ in range(n)]
    blue = [draw(0, most_stones) for _ in range(n)]
    return f"{n}\n{' '.join(map(str, white))}\n{' '.join(map(str, blue))}\n"
