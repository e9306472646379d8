# ABC297 G by brute force, as a learner writes it for a stress loop: the Grundy number of
# each pile, the mex over every take, then their xor.
import sys
from functools import lru_cache

n, low, high, *piles = map(int, sys.stdin.read().split())


@lru_cache(maxsize=None)
def grundy(a):
    seen = {grundy(a - k) for k in range(low, min(high, a) + 1)}
    g = 0
    while g in seen:
        g += 1
    return g


x = 0
for a in piles[:n]:
    x ^= grundy(a)
print("First" if x else "Second")
