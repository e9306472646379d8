# ABC209 E "Shiritori": N words (3 to 8 letters); in turn each player says one of them, as
# often as they like, beginning with the last three letters of the word said before. For
# each word, Takahashi says it first: who wins, Aoki (who answers) or Takahashi, or is it a
# Draw, as the game may go on forever? Words may come back, so the game loops: coach solves
# it by retrograde analysis, win, lose or draw (LOOPS = True: every input is valued so, and
# answer is given "win", "lose" or "draw", even where this input's words never come back).
#
# A position is the words and the last three letters said; its mover must say a word that
# begins with them. The first to move in coach's game is Aoki, who answers the first word.
players = ("Aoki", "Takahashi")
LOOPS = True
SIZES = {"small": (4, 2), "medium": (12, 3), "max": (40, 3)}

samples = [
    ("3\nabcd\nbcda\nada\n", "Aoki\nTakahashi\nDraw\n"),
    ("1\nABC\n", "Draw\n"),
]


def parse(text):
    n, *words = text.split()
    words = tuple(words)
    return [(words, word[-3:]) for word in words]


def moves(position):
    words, last = position
    # One move a place it leads to: two words alike at both ends are the same move.
    reached = {}
    for word in words:
        if word[:3] == last:
            reached.setdefault(word[-3:], word)
    return [(word, (words, end)) for end, word in reached.items()]


def generate(draw, size):
    most, letters = SIZES[size]
    letter = lambda: "abc"[draw(0, letters - 1)]
    words = draw.list(1, most, lambda: "".join(letter() for _ in range(draw(3, 5))))
    return f"{len(words)}\n" + "".join(f"{word}\n" for word in words)


def answer(start, value):
    # value is the outcome for Aoki, who moves first from the start.
    return {"win": "Aoki", "lose": "Takahashi", "draw": "Draw"}[value]
