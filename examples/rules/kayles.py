# Kayles: a row of n pins; a move knocks down one pin or two adjacent ones, which may split
# the row in two rows played side by side. The player who cannot move loses.
def start(n):
    return n


def moves(row):
    found = []
    for taken in (1, 2):
        for left in range(row - taken + 1):
            right = row - taken - left
            if left <= right:
                found.append((f"take {taken} leaving {left} + {right}", {"sum": [left, right]}))
    return found


def show(row):
    return " ".join("I" * row) if row else "(no pins)"
