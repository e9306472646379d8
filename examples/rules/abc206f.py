# ABC206 F (Interval Game 2) as a rules file: the players in turn choose one of the given
# half-open intervals [L, R) that meets no interval chosen before; the player who cannot
# loses. A chosen interval splits the rest in two, played side by side: a position is the
# intervals that can still be chosen in one free stretch of the line. The judge's input
# holds T test cases: parse gives one start a case.
SIZES = {"small": (2, 4, 8), "medium": (4, 8, 20), "max": (5, 12, 30)}


def parse(text):
    tokens = list(map(int, text.split()))
    cases, at = [], 1
    for _ in range(tokens[0]):
        n = tokens[at]
        pairs = tokens[at + 1:at + 1 + 2 * n]
        cases.append(tuple(sorted(set(zip(pairs[::2], pairs[1::2])))))
        at += 1 + 2 * n
    return cases


def moves(intervals):
    return [
        (f"[{lo},{hi})", {"sum": [
            tuple(iv for iv in intervals if iv[1] <= lo),
            tuple(iv for iv in intervals if iv[0] >= hi),
        ]})
        for lo, hi in intervals
    ]


def generate(draw, size):
    most_cases, most_intervals, end = SIZES[size]
    lines = []
    t = draw(1, most_cases)
    for _ in range(t):
        n = draw(1, most_intervals)
        lines.append(str(n))
        for _ in range(n):
            lo = draw(1, end - 1)
            lines.append(f"{lo} {draw(lo + 1, end)}")
    return f"{t}\n" + "\n".join(lines) + "\n"


def answer(intervals, grundy):
    return "Alice" if grundy else "Bob"
