# The learner's generator for the hand-written judge loop: one pile, 1 to 200 stones.
import random
import sys

random.seed(int(sys.argv[1]))
print(random.randint(1, 200))
