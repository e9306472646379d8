# A subtraction game: a pile of n stones; a move takes 1, 3 or 4 of them. The player who
# cannot move loses.
def start(n):
    return n


def moves(pile):
    return [(f"take {k}", pile - k) for k in (1, 3, 4) if k <= pile]
