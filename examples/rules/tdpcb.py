# TDPC B (ゲーム) as a rules file: two piles of objects, each worth its value; in turn the
# players take the top object of either pile and score its value. A position is how many
# objects are taken from each pile. parse reads the judge's input.
PILES = [(), ()]


def parse(text):
    tokens = [int(x) for x in text.split()]
    a, b = tokens[0], tokens[1]
    PILES[0] = tuple(tokens[2:2 + a])
    PILES[1] = tuple(tokens[2 + a:2 + a + b])
    return (0, 0)


def moves(taken):
    found = []
    for k, name in enumerate("ab"):
        if taken[k] < len(PILES[k]):
            after = list(taken)
            after[k] += 1
            found.append((name, tuple(after), PILES[k][taken[k]]))
    return found


def show(taken):
    return "  ".join(f"{name}: {list(PILES[k][taken[k]:])}" for k, name in enumerate("ab"))
