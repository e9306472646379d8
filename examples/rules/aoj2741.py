# AOJ 2741 (Invisible) as a rules file. Each player has a deck; in turn a player puts the top
# card of their deck on the shared stack, or passes. A pass gives each player their own score
# cards that lie above every jamming card (-1) of the other's, then clears the stack; two
# passes in a row on an empty stack end the game.
#
# A position is seen from the player to move: what is left of their deck and of the other's,
# the stack from the bottom as (1 for the mover's card, 0 for the other's, the card), and the
# passes just made on an empty stack. It carries everything its moves depend on, and the two
# players' positions that look alike are one.
SIZES = {"small": 3, "medium": 6, "max": 9}


def parse(text):
    n, m, *cards = map(int, text.split())
    return [(tuple(cards[:n]), tuple(cards[n:n + m]), (), 0)]


def turned(stack):
    """The stack as the other player sees it."""
    return tuple((1 - mine, card) for mine, card in stack)


def scores(stack):
    """What each side obtains when the stack is scored: (the mover's, the other's)."""
    got = []
    for side in (1, 0):
        above = stack
        for k in range(len(stack) - 1, -1, -1):
            if stack[k][0] != side and stack[k][1] == -1:
                above = stack[k + 1:]
                break
        got.append(sum(card for mine, card in above if mine == side and card != -1))
    return got


def moves(position):
    mine, theirs, stack, passes = position
    if passes == 2:
        return []
    found = []
    if mine:
        placed = stack + ((1, mine[0]),)
        found.append(("place", (theirs, mine[1:], turned(placed), 0), 0))
    if stack:
        gained, lost = scores(stack)
        found.append(("pass", (theirs, mine, (), 0), gained - lost))
    else:
        found.append(("pass", (theirs, mine, (), passes + 1), 0))
    return found


def generate(draw, size):
    longest = SIZES[size]
    decks = []
    for _ in range(2):
        cards = [-1 if draw(0, 2) == 0 else draw(1, 1_000_000) for _ in range(draw(1, longest))]
        decks.append(cards)
    return f"{len(decks[0])} {len(decks[1])}\n" + "\n".join(" ".join(map(str, deck)) for deck in decks) + "\n"


def answer(position, lead):
    return str(lead)
