# AOJ 2741 (Invisible) as a rules file. Each player has a deck; in turn a player puts the top
# card of their deck on the shared stack, or passes. A pass gives each player their own score
# cards that lie above every jamming card (-1) of the other's, then clears the stack; two
# passes in a row on an empty stack end the game.
#
# A position: the cards each player has put (i, j); for each player, what they would get if
# the stack were cleared now (a jamming card wipes the other's); whether the stack holds a
# card (1) or not (0); whose turn it is; whether the last move was a pass on an empty stack.
DECKS = [(), ()]


def parse(text):
    tokens = [int(x) for x in text.split()]
    n, m = tokens[0], tokens[1]
    DECKS[0] = tuple(tokens[2:2 + n])
    DECKS[1] = tuple(tokens[2 + n:2 + n + m])
    return (0, 0, 0, 0, 0, 0, 0)


def moves(position):
    if position == "over":
        return []
    i, j, mine0, mine1, stacked, mover, passed = position
    put = [i, j]
    found = []
    if put[mover] < len(DECKS[mover]):
        card = DECKS[mover][put[mover]]
        put[mover] += 1
        mine = [mine0, mine1]
        if card == -1:
            mine[1 - mover] = 0
        else:
            mine[mover] += card
        found.append(("place", (put[0], put[1], mine[0], mine[1], 1, 1 - mover, 0)))
    # Passing scores both players at once: for the mover, their gain minus the other's.
    gain = [mine0, mine1]
    after = "over" if passed and not stacked else (i, j, 0, 0, 0, 1 - mover, 1 - stacked)
    found.append(("pass", after, gain[mover] - gain[1 - mover]))
    return found
