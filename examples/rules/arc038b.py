# ARC038 B (マス目と駒) as a rules file: a piece at the top-left cell of a grid moves one cell
# down, right or diagonally down-right, never onto an obstacle (#); the player who cannot
# move loses. parse reads the judge's input.
GRID = []


def parse(text):
    tokens = text.split()
    height = int(tokens[0])
    GRID[:] = tokens[2:2 + height]
    return (0, 0)


def moves(cell):
    i, j = cell
    steps = (("D", (i + 1, j)), ("R", (i, j + 1)), ("X", (i + 1, j + 1)))
    return [
        (name, (a, b))
        for name, (a, b) in steps
        if a < len(GRID) and b < len(GRID[0]) and GRID[a][b] == "."
    ]
