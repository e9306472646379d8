# The interactive judge a learner writes by hand, as `oj t/r ./judge.py` runs one: the
# one-pile subtraction game (take 1, 3 or 4), the input's file as $1, the program on the other
# end of standard input and output. It plays the first winning take (or 1), checks each of
# the program's takes, and exits 1 on a wrong side, a lost win or an illegal take.
import sys

TAKES = (1, 3, 4)
n = int(open(sys.argv[1]).read())
wins = [False] * (n + 1)
for m in range(1, n + 1):
    wins[m] = any(t <= m and not wins[m - t] for t in TAKES)


def say(line):
    print(line, flush=True)


say(n)
side = sys.stdin.readline().strip()
if side != ("First" if wins[n] else "Second"):
    sys.exit(f"wrong side {side!r} at {n}")
# Whether it is the judge's turn.
mine = side != "First"
while n > 0:
    if mine:
        take = next((t for t in TAKES if t <= n and not wins[n - t]), 1)
        say(take)
    else:
        take = int(sys.stdin.readline())
        if take not in TAKES or take > n:
            sys.exit(f"illegal take {take} at {n}")
        if wins[n] and wins[n - take]:
            sys.exit(f"the win thrown away at {n}")
    n -= take
    mine = not mine
if mine:
    # The judge cannot move: the program has won. It may have ended already.
    try:
        say(0)
    except BrokenPipeError:
        pass
