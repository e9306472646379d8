# ABC201 D (Game in Momotetsu World) as a rules file: a piece at the top-left cell of a grid
# of + and - moves right or down; the player who moves it onto a + cell scores 1, onto a -
# cell loses 1. The game ends at the bottom-right cell. A position is the part of the grid
# right of and below the piece, the piece's cell first: it carries everything its moves
# depend on.
SIZES = {"small": 3, "medium": 6, "max": 10}


def parse(text):
    height, _, *rows = text.split()
    return [tuple(rows[:int(height)])]


def moves(rows):
    found = []
    if len(rows[0]) > 1:
        right = tuple(row[1:] for row in rows)
        found.append(("R", right, 1 if right[0][0] == "+" else -1))
    if len(rows) > 1:
        down = rows[1:]
        found.append(("D", down, 1 if down[0][0] == "+" else -1))
    return found


def show(rows):
    return "\n".join("@" + rows[0][1:] if k == 0 else row for k, row in enumerate(rows))


def generate(draw, size):
    longest = SIZES[size]
    height, width = draw(1, longest), draw(1, longest)
    rows = ["".join("+-"[draw(0, 1)] for _ in range(width)) for _ in range(height)]
    return f"{height} {width}\n" + "\n".join(rows) + "\n"


def answer(rows, lead):
    return "Takahashi" if lead > 0 else "Aoki" if lead < 0 else "Draw"
