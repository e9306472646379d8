# Constrained Nim (the one-pile game of ABC297 G) with L = 5 and R = 6: a pile of n stones; a
# move takes between L and R of them; the player who cannot move loses. Period L + R.
L, R = 5, 6


def start(n):
    return n


def moves(pile):
    return [(f"take_{k}", pile - k) for k in range(L, min(R, pile) + 1)]
