# ARC038 B (マス目と駒) as a rules file: a piece at the top-left cell of a grid moves one cell
# down, right or diagonally down-right, never onto an obstacle (#); the player who cannot
# move loses. A position is the part of the grid right of and below the piece, the piece's
# cell first. What the judge prints, First or Second, is coach's default answer.
SIZES = {"small": 3, "medium": 6, "max": 10}


def parse(text):
    height, _, *rows = text.split()
    return [tuple(rows[:int(height)])]


def moves(rows):
    found = []
    if len(rows) > 1 and rows[1][0] == ".":
        found.append(("D", rows[1:]))
    if len(rows[0]) > 1 and rows[0][1] == ".":
        found.append(("R", tuple(row[1:] for row in rows)))
    if len(rows) > 1 and len(rows[0]) > 1 and rows[1][1] == ".":
        found.append(("X", tuple(row[1:] for row in rows[1:])))
    return found


def show(rows):
    return "\n".join("@" + rows[0][1:] if k == 0 else row for k, row in enumerate(rows))


def generate(draw, size):
    longest = SIZES[size]
    height, width = draw(1, longest), draw(1, longest)
    # An obstacle in one cell of four; never at the start.
    rows = [
        "".join("." if (i, j) == (0, 0) or draw(0, 3) else "#" for j in range(width))
        for i in range(height)
    ]
    return f"{height} {width}\n" + "\n".join(rows) + "\n"
