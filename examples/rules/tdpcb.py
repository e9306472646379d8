# TDPC B (ゲーム) as a rules file: two piles of objects, each worth its value; in turn the
# players take the top object of either pile and score its value. A position is what is
# left of the two piles, tops first: it carries everything its moves depend on.
SIZES = {"small": 4, "medium": 12, "max": 30}


def parse(text):
    a, b, *values = map(int, text.split())
    return [(tuple(values[:a]), tuple(values[a:a + b]))]


def moves(piles):
    found = []
    for k, name in enumerate("ab"):
        if piles[k]:
            after = list(piles)
            after[k] = piles[k][1:]
            found.append((name, tuple(after), piles[k][0]))
    return found


def show(piles):
    return "  ".join(f"{name}: {list(pile)}" for name, pile in zip("ab", piles))


def generate(draw, size):
    longest = SIZES[size]
    a, b = draw(1, longest), draw(1, longest)
    piles = [[draw(1, 1000) for _ in range(length)] for length in (a, b)]
    return f"{a} {b}\n{' '.join(map(str, piles[0]))}\n{' '.join(map(str, piles[1]))}\n"


def answer(piles, lead):
    # The judge prints Snuke's total: half of all the values and his lead together.
    return str((sum(piles[0]) + sum(piles[1]) + lead) // 2)
