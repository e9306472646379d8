# The same million positions solved by hand, as a learner writes retrograde analysis: the
# moves backwards, a counter of each position's moves not yet refuted, a queue from the
# ends. Prints how many positions are won, lost and drawn, and the outcome at 1.
from collections import deque

N = 1_000_000


def moves(p):
    if p % 5 == 4:
        return []
    return [(p + 1) % N, 2 * p % N, (3 * p + 2) % N]


back = [[] for _ in range(N)]
left = [0] * N
for p in range(N):
    after = moves(p)
    left[p] = len(after)
    for q in after:
        back[q].append(p)
outcome = [None] * N
queue = deque()
for p in range(N):
    if left[p] == 0:
        outcome[p] = "lose"
        queue.append(p)
while queue:
    q = queue.popleft()
    for p in back[q]:
        if outcome[p] is not None:
            continue
        if outcome[q] == "lose":
            outcome[p] = "win"
            queue.append(p)
        else:
            left[p] -= 1
            if left[p] == 0:
                outcome[p] = "lose"
                queue.append(p)
won = outcome.count("win")
lost = outcome.count("lose")
print(won, lost, N - won - lost, outcome[1] or "draw")
