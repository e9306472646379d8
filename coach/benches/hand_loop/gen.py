# ABC297 G inputs as a learner's generator makes them for a stress loop: the case number
# seeds it, and the sizes are those of `coach stress --max-size small` on
# examples/rules/abc297g.py (up to 3 piles of 30 stones, bounds up to 6).
import random
import sys

random.seed(int(sys.argv[1]))
n = random.randint(1, 3)
low = random.randint(1, 6)
high = random.randint(low, 6)
print(n, low, high)
print(*(random.randint(1, 30) for _ in range(n)))
