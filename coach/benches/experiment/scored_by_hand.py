# The leads of scored_graph.py's million positions as a learner values them by hand: every
# move between positions with moves scores nothing, so the game is one of payoffs at its
# dead ends, valued level by level from the largest coin down (a counter of each
# position's moves not refuted yet, a queue), what is never settled worth 0. Prints how many
# positions lead by more than 0, tie and trail, which the engine's counts must equal.
from collections import deque

N = 1_000_000


def coin(p):
    return (7 * p % 19) - 9 if p % 5 == 4 else 0


def main():
    back = [[] for _ in range(N)]
    left = [0] * N
    exits = [[] for _ in range(10)]
    for p in range(N):
        if p % 5 == 4:
            continue
        for q in ((p + 1) % N, 2 * p % N, (3 * p + 2) % N):
            left[p] += 1
            if q % 5 == 4:
                exits[abs(coin(q))].append((p, coin(q)))
            else:
                back[q].append(p)
    lead = [None] * N
    for level in range(9, 0, -1):
        queue = deque()

        def settle(p, worth):
            if lead[p] is not None:
                return
            if worth == level:
                lead[p] = level
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    lead[p] = -level
                    queue.append(p)

        for p, worth in exits[level]:
            settle(p, worth)
        while queue:
            q = queue.popleft()
            for p in back[q]:
                settle(p, -lead[q])
    leads = [value or 0 for value in lead]
    print(sum(1 for v in leads if v > 0), sum(1 for v in leads if v == 0), sum(1 for v in leads if v < 0))


main()
