# ABC201 D (Game in Momotetsu World) as a rules file: a piece at the top-left cell of a grid
# of + and - moves right or down; the player who moves it onto a + cell scores 1, onto a -
# cell loses 1. The game ends at the bottom-right cell. parse reads the judge's input.
GRID = []


def parse(text):
    tokens = text.split()
    height = int(tokens[0])
    GRID[:] = tokens[2:2 + height]
    return (0, 0)


def moves(cell):
    i, j = cell
    found = []
    for name, (a, b) in (("R", (i, j + 1)), ("D", (i + 1, j))):
        if a < len(GRID) and b < len(GRID[0]):
            found.append((name, (a, b), 1 if GRID[a][b] == "+" else -1))
    return found


def show(cell):
    i, j = cell
    return "\n".join(
        "".join("@" if (a, b) == (i, j) else c for b, c in enumerate(row))
        for a, row in enumerate(GRID)
    )
