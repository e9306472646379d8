# Dawson's Kayles: a row of n pins; a move knocks down two adjacent pins, which may split the
# row in two. The player who cannot move loses.
def start(n):
    return n


def moves(row):
    return [
        (f"leave {left} + {row - 2 - left}", {"sum": [left, row - 2 - left]})
        for left in range(row - 1)
        if left <= row - 2 - left
    ]
