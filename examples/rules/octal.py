# Any octal game, by its code: a move takes k tokens from one heap and leaves no heap, one or
# two, as the code's digit for k allows (bit 1: none, bit 2: one, bit 4: two non-empty heaps);
# the whole-number digit 4 lets a heap be split in two without taking any. Change CODE: 0.77
# is Kayles, 0.07 Dawson's Kayles, 0.16 a game whose period is 149,459.
CODE = "0.16"
WHOLE, DIGITS = CODE.split(".")


def start(n):
    return n


def moves(n):
    found = []
    for k, digit in enumerate(WHOLE + DIGITS):
        digit, rest = int(digit), n - k
        if rest < 0:
            break
        if digit & 1 and rest == 0 and k > 0:
            found.append((f"take {k}", 0))
        if digit & 2 and rest > 0 and k > 0:
            found.append((f"take {k} leaving {rest}", rest))
        if digit & 4:
            for small in range(1, rest // 2 + 1):
                found.append((f"take {k} leaving {small} + {rest - small}", {"sum": [small, rest - small]}))
    return found
