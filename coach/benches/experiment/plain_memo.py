# What a learner writes without coach: a plain memo of Grundy numbers over the rules file's
# own moves(), for every start of the range. `python3 plain_memo.py RULES N_TO [M_TO]`.
import runpy
import sys
from functools import lru_cache

sys.setrecursionlimit(1_000_000)
rules = runpy.run_path(sys.argv[1])
moves, start = rules["moves"], rules["start"]


@lru_cache(maxsize=None)
def grundy(position):
    reached = set()
    for _, after in moves(position):
        if type(after) is dict:
            value = 0
            for part in after["sum"]:
                value ^= grundy(part)
            reached.add(value)
        else:
            reached.add(grundy(after))
    value = 0
    while value in reached:
        value += 1
    return value


if len(sys.argv) > 3:
    values = [[grundy(start(n, m)) for m in range(int(sys.argv[3]) + 1)] for n in range(int(sys.argv[2]) + 1)]
else:
    values = [grundy(start(n)) for n in range(int(sys.argv[2]) + 1)]
print(values)
