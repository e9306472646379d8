# coach's side of a rules file: it loads the learner's file and answers coach's requests, one
# JSON object a line each way, each answer carrying the "id" of its request. The protocol is
# in docs/coach.md ("Your own game"); any program that speaks it can stand in for this.
#
# The protocol runs on descriptors of its own: the rules code's standard output is standard
# error and its standard input is empty, so that nothing the file (or a child it forks)
# prints or reads can break the protocol.
import base64
import gc
import json
import os
import random
import runpy
import sys
import time
from array import array
from itertools import islice

FUNCTIONS = ("start", "moves", "mover", "winner", "parse", "show", "generate", "answer", "choose", "read", "write", "end")
SIZES = ("small", "medium", "max")


def protocol():
    """The protocol's own descriptors, then fd 0 empty and fd 1 the standard error."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8", newline="\n")
    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    empty = os.open(os.devnull, os.O_RDONLY)
    os.dup2(empty, 0)
    os.close(empty)
    os.dup2(2, 1)
    sys.stdin = open(os.devnull, encoding="utf-8")
    sys.stdout = sys.stderr
    return requests, answers


def tuples(value):
    """A position as coach sends it (JSON lists) as the rules wrote it (tuples); a tuple of
    whole numbers and strings, the most common, is given back as it is."""
    if type(value) is tuple:
        for item in value:
            kind = type(item)
            if kind is not int and kind is not str:
                break
        else:
            return value
    if isinstance(value, (list, tuple)):
        return tuple(tuples(item) for item in value)
    if isinstance(value, dict):
        return {key: tuples(item) for key, item in value.items()}
    return value


# Integers coach carries exactly: those of 64 bits, signed.
LOWEST, HIGHEST = -(1 << 63), (1 << 63) - 1


def said(what):
    """What a message says a value is: `what` itself, or what it makes where it is a function
    (a message that quotes a large position is written only where it is needed)."""
    return what() if callable(what) else what


def past_64_bits(number, what):
    return ValueError(f"{said(what)} holds {number}, past 64 bits: coach carries integers from -2**63 to 2**63 - 1 exactly, and refuses the rest")


def plain(value, what):
    """A position or a sum, checked to be what JSON carries, and given back as it is (JSON
    writes a tuple as a list); anything else is the learner's mistake, an integer past 64
    bits too (JSON would carry it, coach could not). A bool is not an int here: type() is
    checked, not isinstance()."""
    kind = type(value)
    if kind is int:
        if LOWEST <= value <= HIGHEST:
            return value
        raise past_64_bits(value, what)
    if kind is str:
        return value
    if kind is tuple or kind is list:
        for item in value:
            item_kind = type(item)
            if item_kind is int:
                if not LOWEST <= item <= HIGHEST:
                    raise past_64_bits(item, what)
            elif item_kind is not str:
                plain(item, what)
        return value
    if kind is dict and set(value) == {"sum"} and type(value["sum"]) in (list, tuple):
        for item in value["sum"]:
            plain(item, what)
        return value
    raise ValueError(f"{said(what)} is {value!r}: a position is an integer, a string, or a list or tuple of them")


def moves_of(moves, position):
    """The moves of `position` as moves(position) gives them, each checked."""
    found = []
    for move in moves(tuples(position)):
        if not isinstance(move, (list, tuple)) or len(move) not in (2, 3):
            raise ValueError(f"moves({position!r}) gave {move!r}: a move is (name, next) or (name, next, points)")
        name, after = str(move[0]), plain(move[1], lambda: f"the move {move[0]!r} from {position!r} leads to what")
        if len(move) == 2:
            # No points: a move of normal play, unless another move of the game scores.
            found.append([name, after])
            continue
        points = move[2]
        if isinstance(points, bool) or not isinstance(points, int):
            raise ValueError(f"moves({position!r}) scores {points!r} for {name!r}: points are an integer")
        if not LOWEST <= points <= HIGHEST:
            raise ValueError(f"moves({position!r}) scores {points} for {name!r}, past 64 bits: coach carries integers from -2**63 to 2**63 - 1 exactly, and refuses the rest")
        found.append([name, after, points])
    return found


def turning(rules, names):
    """moves() as coach asks it where the file says whose turn it is (mover(position)) or
    ends a game with a win (winner(position)): each position's turn asked first and kept, in
    the order asked, in the list the function carries (`turns`): 0 or 1, the player to move;
    2 or 3 where winner() names the other player, the game then over (the one "to move" at
    such an end has lost, as at the end of normal play) and no move asked. A player is 0 or
    1, or a name of `players`."""
    moves, mover, winner = rules["moves"], rules["mover"], rules.get("winner")
    turns = []
    keep = turns.append

    def player(said, function, position):
        if type(said) is int and said in (0, 1):
            return said
        if names is not None and said in names:
            return names.index(said)
        named = f", or a name of players, {names[0]!r} or {names[1]!r}" if names else ""
        raise ValueError(f"{function}({position!r:.80}) gave {said!r:.80}: it gives 0 for the first player or 1 for the second{named}")

    def turned(position):
        if winner is not None:
            won = winner(position)
            if won is not None:
                keep(3 - player(won, "winner", position))
                return []
        keep(player(mover(position), "mover", position))
        return moves(position)

    turned.turns = turns
    return turned


class Careful(Exception):
    """The quick pass met what only the careful one handles: a mistake, or what may be one."""


def explore(rules, request, alive):
    """The moves of each position asked, compactly: the positions they lead to, each written
    once in "new" (its index in that list names it; its long strings written once in
    "strings", see shared()), and "flat", for each position asked its number of moves, then
    for each move -1 and the index where it leads to one position, or the number of parts
    and their indices where it leads to a sum: 32- or 64-bit integers ("wide"),
    little-endian, in base64. "names" (where asked) and "points" ([move's number, points]
    for each move that scores other than 0; "scored" where some move gives points) beside. Where the request reaches "deeper", the moves of the
    positions explored past the asked follow theirs in "flat", in the order of "deeper"
    (their indices in "new"), and "depth" says how many generations of moves they span.

    Three passes, each left for the next at the first move it does not take: integers()
    for games whose positions are all whole numbers (they go in "flat" as they are, and
    "integers" says so; tried first as if no move scored, then with points), quick() for
    moves leading to any
    position, scoring or not, as cheaply as Python allows, so that coach costs about what
    a plain memo over the same moves() costs; careful() for the rest, which checks each
    move as moves_of() does and says what is wrong. Each position is checked where it is
    first met: one equal to a position met already (in Python's eyes: 1.0 is 1) is that
    one."""
    # Collecting cycles while a batch's moves pile up would cost more than the batch: the
    # collector rests until it is done (the objects a batch makes die with its answer).
    gc.disable()
    try:
        return explored(rules, request, alive)
    finally:
        gc.enable()


def explored(rules, request, alive):
    asked = [position if type(position) is int else tuples(position) for position in request["explore"]]
    named = request.get("names", True)
    reach = Reach(asked, request.get("deeper", 0))
    moves = rules["moves"]
    # Each pass starts afresh: the turns kept are those of the pass that answers.
    turns = getattr(moves, "turns", [])
    try:
        turns.clear()
        found = integers(moves, reach, named, alive)
        packed, wide = packing(found[1])
    except Careful:
        try:
            reach = reach.again()
            turns.clear()
            try:
                # Whole numbers whose moves score (a move of three) are as quick.
                found = integers(moves, reach, named, alive, scored=True)
            except Careful:
                reach = reach.again()
                turns.clear()
                found = quick(moves, reach, named, alive)
        except Careful:
            reach = reach.again()
            turns.clear()
            found = careful(moves, reach, named, alive)
        packed, wide = packing(found[1])
    new, _, names, points = found[:4]
    # Only the points that are not 0 are written (a score game's moves mostly score none);
    # "scored" says that some move gave points, even 0, which makes a score game.
    reply = {"flat": encoded(packed), "wide": wide, "points": [point for point in points if point[1]], "scored": bool(points)}
    if new is None:
        # Where every position is a whole number, "flat" holds them, not indices.
        reply["integers"] = True
        reply["deeper"] = [found[4][index] for index in reach.deeper]
    else:
        reply["new"], strings = shared(new)
        if strings:
            reply["strings"] = strings
        reply["deeper"] = reach.deeper
    reply["depth"] = reach.depth
    if hasattr(moves, "turns"):
        reply["turns"] = list(turns)
    if names is not None:
        reply["names"] = list(map(str, names))
    return reply


# Strings at least this long are written once in an answer, and named by number in each
# position that holds them.
SHARED_FROM = 64


def shared(positions):
    """The positions with each long string written once: `{"s": k}` in place of the k-th of
    the strings given beside them. A game whose positions carry the input (its digits, its
    words) writes the input once an answer, not once a position; coach puts the strings back.
    No position holds a dict, so `{"s": k}` is never one's own."""
    strings = {}

    def share(value):
        kind = type(value)
        if kind is str:
            if len(value) < SHARED_FROM:
                return value
            number = strings.get(value)
            if number is None:
                number = strings[value] = len(strings)
            return {"s": number}
        if kind is tuple or kind is list:
            return [item if type(item) is int else share(item) for item in value]
        return value

    return [position if type(position) is int else share(position) for position in positions], list(strings)


class Reach:
    """The positions a request explores: those asked, then, up to `deeper` more, those their
    moves lead to that are new to the request, generation by generation, so that a game
    whose levels are narrow (a long line of play) costs coach a request for thousands of
    positions, not one for each move. `deeper` lists the indices (in the pass's list of
    positions met) of those explored beyond the asked, in order; `depth`, the generations
    they span."""

    def __init__(self, asked, budget):
        self.asked = asked
        self.budget = budget
        self.deeper = []
        self.depth = 0

    def again(self):
        """The same reach, for a pass that starts afresh."""
        return Reach(self.asked, self.budget)

    def positions(self, met):
        """The positions to explore: the asked, then those of `met` (the positions the
        moves lead to, first met first, growing as they are explored)."""
        yield from self.asked
        if self.budget <= 0:
            return
        try:
            asked = set(self.asked)
        except TypeError:
            return
        start = 0
        while start < len(met):
            end = len(met)
            began = False
            for index in range(start, end):
                position = met[index]
                if position in asked:
                    continue
                if len(self.deeper) == self.budget:
                    return
                if not began:
                    began = True
                    self.depth += 1
                self.deeper.append(index)
                yield position
            start = end


def packing(flat):
    """The integers of "flat" in an array, 32 bits each where they fit, else 64; a number
    past 64 bits, or anything not an integer, is left to the careful pass."""
    try:
        packed, wide = array("i", flat), False
    except OverflowError:
        try:
            packed, wide = array("q", flat), True
        except OverflowError:
            raise Careful
    except TypeError:
        raise Careful
    return packed, wide


def integers(moves, reach, named, alive, scored=False):
    """The quickest pass, for games whose positions are all whole numbers (heaps, piles):
    "flat" carries the positions themselves, checked all at once to be plain integers.
    Where the request reaches deeper, the positions met are listed as well (the fifth of
    what it gives). Where `scored`, a move may give points too, as quick() takes them (the
    pass without it leaves a move of three to the next)."""
    flat = []
    append = flat.append
    extend = flat.extend
    names = [] if named else None
    keep = names.append if named else None
    met = []
    seen = set() if reach.budget > 0 else None
    points = []
    number = 0
    for found in listed(moves, reach.positions(met), append, alive):
        try:
            for name, after in (scoring(found, number, points) if scored else found):
                if type(after) is int:
                    append(-1)
                    append(after)
                    parts = (after,)
                elif type(after) is dict:
                    parts = sum_parts(after)
                    append(len(parts))
                    extend(parts)
                else:
                    raise Careful
                if seen is not None:
                    for part in parts:
                        if part not in seen:
                            seen.add(part)
                            met.append(part)
                if named:
                    keep(name)
        except (ValueError, TypeError, KeyError):
            raise Careful
        number += len(found)
    # A bool, a float or a string among the parts of a sum is no plain integer.
    if flat and set(map(type, flat)) != {int}:
        raise Careful
    return None, flat, names, points, met


def scoring(found, number, points):
    """Each move of `found` as (name, next), its points (of a move of three) appended to
    `points` as [move's number, points], the moves numbered from `number`."""
    for index, move in enumerate(found, number):
        if len(move) == 2:
            yield move
            continue
        name, after, score = move
        if type(score) is not int or not LOWEST <= score <= HIGHEST:
            raise Careful
        points.append((index, score))
        yield name, after


def listed(moves, asked, append, alive):
    """The moves of each position asked, as the quick passes take them: each a list, its
    length appended to the flat answer first; coach is told the driver is alive after each."""
    for position in asked:
        found = moves(position)
        if type(found) is not list:
            raise Careful
        append(len(found))
        yield found
        alive()


def sum_parts(after):
    """The parts of a sum, `{"sum": [...]}`, as the quick passes take it; any other dict is
    left to the careful one."""
    parts = after["sum"]
    if len(after) != 1 or type(parts) is not list and type(parts) is not tuple:
        raise Careful
    return parts


def interning():
    """A table of the positions met, and the function that gives a new one its index."""
    local = {}
    new = []

    def fresh(position, what):
        if type(position) is not int or not LOWEST <= position <= HIGHEST:
            position = tuples(plain(position, what))
        found = local.get(position)
        if found is None:
            found = local[position] = len(new)
            new.append(position)
        return found

    return local, new, fresh


def quick(moves, reach, named, alive):
    local, new, fresh = interning()
    get = local.get
    flat = []
    append = flat.append
    names = [] if named else None
    keep = names.append if named else None
    # [move's number, points] of each move that scores, numbered over the whole batch.
    points = []
    number = 0
    for found in listed(moves, reach.positions(new), append, alive):
        try:
            for index, move in enumerate(found, number):
                kind = type(move)
                if kind is not tuple and kind is not list:
                    raise Careful
                if len(move) == 2:
                    name, after = move
                else:
                    name, after, score = move
                    if type(score) is not int or not LOWEST <= score <= HIGHEST:
                        raise Careful
                    points.append((index, score))
                if type(after) is dict:
                    parts = sum_parts(after)
                    append(len(parts))
                    for part in parts:
                        at = get(part)
                        append(fresh(part, "a part of a sum") if at is None else at)
                else:
                    at = get(after)
                    append(-1)
                    append(fresh(after, "a position") if at is None else at)
                if named:
                    keep(name)
        except (ValueError, TypeError, KeyError):
            raise Careful
        number += len(found)
    return new, flat, names, points


def careful(moves, reach, named, alive):
    local, new, fresh = interning()
    flat = []
    append = flat.append
    names = [] if named else None
    points = []
    number = 0
    for position in reach.positions(new):
        found = moves_of(moves, position)
        append(len(found))
        for move in found:
            name, after = move[0], move[1]
            what = lambda: f"the move {name!r} from {position!r} leads to what"
            if type(after) is dict:
                parts = after["sum"]
                append(len(parts))
                for part in parts:
                    append(fresh(part, what))
            else:
                append(-1)
                append(fresh(after, what))
            if named:
                names.append(name)
            if len(move) == 3:
                points.append((number, move[2]))
            number += 1
        alive()
    return new, flat, names, points


def drawing(seed=None, given=None, shape=None):
    """draw(lo, hi), the generator's only source of randomness, and the list of its draws.
    Each draw is kept as its offset from lo; drawn afresh from a seed, or replayed from
    offsets coach gives (an offset past its range is taken modulo the range, and once they
    run out every draw is lo), so that every sequence of offsets makes a valid input; or, for
    a boundary shape, each at an end of its range: shape is (alone, end), every draw at the
    end `end` ("top" or "bottom") but the draw numbered alone (from 0; -1 for none), which
    is at the other end.

    draw.list(lo, hi, item) draws a list of lo to hi items, each made by item() (itself
    made of draws), as one thing: its length, then its items. draw.lists tells coach where
    each list lies among the draws (the length's draw, then where each item starts and where
    the last ends), so that shrinking deletes items together with the length that counts
    them, as Hypothesis shrinks its lists."""
    used = []
    keep = used.append
    bits = random.Random(seed).getrandbits if given is None and shape is None else None
    # For each place of the rules file that draws, (line, column) of the call: [draws, at
    # the top, at the bottom].
    sites = {}
    rules_file = sys.argv[1]

    def reached(offset, span):
        frame = sys._getframe(2)
        while frame is not None and frame.f_code.co_filename != rules_file:
            frame = frame.f_back
        counts = sites.setdefault(call_place(frame), [0, 0, 0])
        counts[0] += 1
        counts[1] += offset == span - 1
        counts[2] += offset == 0

    def draw(lo, hi):
        if type(lo) is not int or type(hi) is not int:
            raise ValueError(f"draw({lo!r}, {hi!r}): the bounds are whole numbers")
        span = hi - lo + 1
        if span < 1:
            raise ValueError(f"draw({lo}, {hi}): lo > hi, so no number lies between them")
        if span > 1 << 64:
            raise ValueError(f"draw({lo}, {hi}): a range of at most 2**64 numbers")
        if shape is not None:
            alone, end = shape
            offset = span - 1 if (end == "top") != (len(used) == alone) else 0
        elif bits is not None:
            width = span.bit_length()
            offset = bits(width)
            while offset >= span:
                offset = bits(width)
        elif len(used) < len(given):
            offset = given[len(used)] % span
        else:
            offset = 0
        keep(offset)
        reached(offset, span)
        return lo + offset

    def listed(lo, hi, item):
        if not callable(item):
            raise ValueError(f"draw.list({lo!r}, {hi!r}, {item!r}): the item is a function that draws one")
        length_at = len(used)
        starts = []
        items = []
        for _ in range(draw(lo, hi)):
            starts.append(len(used))
            items.append(item())
        starts.append(len(used))
        lists.append((length_at, starts))
        return items

    lists = []
    draw.list = listed
    draw.lists = lists
    draw.sites = sites
    return draw, used


PLACES = {}


def call_place(frame):
    """(line, column) of the call a frame of the rules file is making, as ast numbers a call;
    (0, 0) where none is known."""
    if frame is None:
        return (0, 0)
    key = (frame.f_code, frame.f_lasti)
    place = PLACES.get(key)
    if place is None:
        try:
            line, _, column, _ = next(islice(frame.f_code.co_positions(), frame.f_lasti // 2, None))
            place = (line or 0, column or 0)
        except (AttributeError, StopIteration):
            place = (frame.f_lineno, 0)
        PLACES[key] = place
    return place


def draw_places(rules):
    """The places of the rules file that call generate's draw (by the name generate gives it,
    or `draw`), or its draw.list, as [line, column, the call's text]: those the generator may
    reach."""
    import ast

    with open(sys.argv[1], encoding="utf-8") as file:
        source = file.read()
    names = {"draw"}
    code = getattr(rules.get("generate"), "__code__", None)
    if code is not None and code.co_argcount > 0:
        names.add(code.co_varnames[0])

    def draws(call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "list":
            func = func.value
        return isinstance(func, ast.Name) and func.id in names

    calls = [node for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Call) and draws(node)]
    found = sorted((call.lineno, call.col_offset, ast.get_source_segment(source, call) or "") for call in calls)
    return {"places": [[line, column, " ".join(text.split())[:80]] for line, column, text in found]}


def where(error):
    """Where in the rules file it went wrong, if it went wrong there."""
    # Imported here, on a mistake only: it costs a start that makes none some milliseconds.
    import traceback

    mine = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == sys.argv[1]]
    return f" (line {mine[-1].lineno})" if mine else ""


class Refused(Exception):
    """A mistake of the rules file, with what coach keeps of it (the draws that made it)."""

    def __init__(self, message, **kept):
        super().__init__(message)
        self.kept = kept


def starts_of(rules, text):
    starts = rules["parse"](text)
    if not isinstance(starts, list):
        raise ValueError(f"parse(text) gave {starts!r}: it gives a list of starts, one per game ([start] for one game)")
    if not starts:
        raise ValueError("parse(text) gave no start: it gives a list of starts, one per game")
    return [compact(start, f"start {k + 1} of parse(text)") for k, start in enumerate(starts)]


def encoded(numbers):
    """An array of integers as coach reads them quickest: base64 of their bytes,
    little-endian."""
    if sys.byteorder != "little":
        numbers.byteswap()
    return base64.b64encode(numbers.tobytes()).decode()


def compact(start, what):
    """A start checked as plain() checks it; a sum whose parts repeat (an input's N piles)
    written as its distinct parts and, for each part in its order, the index of its own
    ("order"), which coach expands: the answer is shorter, and each distinct part is checked
    once, where it is first met (a part equal to one met before, in Python's eyes, is that
    one, as in explore())."""
    if type(start) is not dict or set(start) != {"sum"} or type(start["sum"]) not in (list, tuple):
        return plain(start, what)
    parts = start["sum"]
    index = {}
    try:
        order = [index.setdefault(part, len(index)) for part in parts]
    except TypeError:
        # A part that is a list (or holds one) has no hash: checked and written as it is.
        return plain(start, what)
    distinct = list(index)
    plain({"sum": distinct}, what)
    if len(distinct) == len(parts):
        return start
    return {"sum": distinct, "order": encoded(array("i", order))}


def generated(rules, request):
    size = request["generate"]
    if size not in SIZES:
        raise ValueError(f"unknown size {size!r}")
    shape = request.get("shape")
    if shape is not None:
        shape = (shape["alone"], shape["end"])
    drawn = drawing(seed=request.get("seed"), given=request.get("draws"), shape=shape)
    text, used = made(rules, size, drawn)
    try:
        starts = starts_of(rules, text)
    except Exception as error:
        raise Refused(
            f"parse(text) refuses the input generate made: {type(error).__name__}: {error}{where(error)}",
            draws=used,
            text=text,
        )
    answer = {"text": text, "draws": encoded(array("Q", used)), "starts": starts}
    answer["sites"] = [[*place, *counts] for place, counts in sorted(drawn[0].sites.items())]
    if drawn[0].lists:
        answer["lists"] = [[at, encoded(array("Q", starts))] for at, starts in drawn[0].lists]
    return answer


def made(rules, size, drawn):
    """The text generate(draw, size) makes with the draw of drawn, and the draws it used."""
    draw, used = drawn
    try:
        text = rules["generate"](draw, size)
    except Exception as error:
        raise Refused(f"generate(draw, {size!r}) failed: {type(error).__name__}: {error}{where(error)}", draws=used)
    if not isinstance(text, str):
        raise Refused(f"generate(draw, {size!r}) gave {type(text).__name__}: it gives the input as text", draws=used)
    if not text.strip():
        raise Refused(f"generate(draw, {size!r}) gave an empty input", draws=used)
    return text, used


def answers(rules, request):
    found = []
    for start, value in request["answer"]:
        try:
            said = rules["answer"](tuples(start), value)
        except Exception as error:
            raise Refused(f"answer(start, {value}) failed: {type(error).__name__}: {error}{where(error)}")
        if not isinstance(said, str):
            raise Refused(f"answer(start, {value}) gave {said!r}: it gives the judge's expected output as a string")
        found.append(said)
    return {"answers": found}


def samples_of(rules):
    """The statement's samples the file gives, `samples = [(input, output), ...]`, checked."""
    given = rules.get("samples")
    wanted = "a list of (input, output) pairs, each a string, as the statement gives them"
    if not isinstance(given, (list, tuple)) or not given:
        raise Refused(f"samples is {given!r:.80}: {wanted}")
    for k, sample in enumerate(given, 1):
        if not isinstance(sample, (list, tuple)) or len(sample) != 2 or not all(isinstance(text, str) for text in sample):
            raise Refused(f"sample {k} is {sample!r:.80}: samples are {wanted}")
    return {"samples": [list(sample) for sample in given]}


def dived(moves, request, alive):
    """Follows one line of play from the position given, the first move each time (within
    the first part of a sum), for up to "most" moves: how many it made, and whether the line
    ended before (at a position without moves, or one met again on it, which coach reports
    as it explores)."""

    def first_part(position):
        if type(position) is dict:
            parts = position["sum"]
            return tuples(parts[0]) if parts else None
        return tuples(position)

    position = first_part(request["dive"])
    seen = set()
    for made in range(request["most"] + 1):
        if position is None or position in seen:
            return {"moves": made, "ended": True}
        seen.add(position)
        found = moves_of(moves, position)
        alive()
        position = first_part(found[0][1]) if found else None
    return {"moves": request["most"] + 1, "ended": False}


def starts_at(rules, points, alive):
    """start(n) or start(n, m) at each point, checked."""
    if "start" not in rules:
        raise ValueError("the rules file has no start(n)")
    found = []
    start = rules["start"]
    for point in points:
        position = start(*point)
        if type(position) is not int or not LOWEST <= position <= HIGHEST:
            position = plain(position, f"start({', '.join(map(str, point))})")
        found.append(position)
        alive()
    return found


def answer(rules, request, say_alive, namespace):
    # A long request says it is still at work ({"working": id}) every "alive" seconds (a
    # quarter of coach's time limit), so that the limit catches one call that hangs, never a
    # large batch.
    every = request.get("alive", 1.0)
    last = [time.monotonic()]

    def alive():
        now = time.monotonic()
        if now - last[0] >= every:
            say_alive()
            last[0] = now

    if "explore" in request:
        return explore(rules, request, alive)
    if "explore_starts" in request:
        # The starts of the points, and at once the moves of their parts: no answer of the
        # starts alone, and no request of their moves, between the two.
        starts = starts_at(rules, request["explore_starts"], alive)
        asked = []
        for position in starts:
            if type(position) is dict:
                asked.extend(position["sum"])
            else:
                asked.append(position)
        reply = explore(rules, {"explore": asked, "names": request.get("names", True), "deeper": request.get("deeper", 0)}, alive)
        reply["starts"] = starts
        return reply
    if "dive" in request:
        return dived(rules["moves"], request, alive)
    if "start" in request:
        return {"position": starts_at(rules, [[request["start"]]], alive)[0]}
    if "parse" in request:
        if "parse" not in rules:
            raise ValueError("the rules file has no parse(text), so it cannot read an input file")
        return {"starts": starts_of(rules, request["parse"])}
    if "moves" in request:
        moves = rules["moves"]
        if not hasattr(moves, "turns"):
            return {"moves": [moves_of(moves, position) for position in request["moves"]]}
        moves.turns.clear()
        found = [moves_of(moves, position) for position in request["moves"]]
        return {"moves": found, "turns": list(moves.turns)}
    if "show" in request:
        if "show" not in rules:
            return {"text": None}
        return {"text": str(rules["show"](tuples(request["show"])))}
    if "generate" in request:
        return generated(rules, request)
    if "answer" in request:
        return answers(rules, request)
    if "guess" in request:
        return guessed(request, namespace)
    if "draw_places" in request:
        return draw_places(rules)
    if "samples" in request:
        return samples_of(rules)
    if "judge" in request:
        return judged(rules, request["judge"], request["args"])
    raise ValueError(f"unknown request {sorted(request)}")


# What each of the interactive judge's functions gives: a check of its result, and what it
# is said to give where the check fails. `choose` and `read` read the program's line: what
# they cannot place is the program's mistake (coach says so), not the file's.
JUDGE = {
    "choose": (lambda said: said is None or isinstance(said, str), '"first" or "second"'),
    "read": (lambda said: said is None or isinstance(said, str), "the name of a legal move, or None"),
    "write": (lambda said: isinstance(said, str) and one_line(said), "the one line the judge prints, as a string"),
    "end": (lambda said: said is None or isinstance(said, str) and one_line(said), "the one line the judge prints, or None"),
}


def one_line(text):
    """Whether `text` is at most one line (a line break may end it): a judge that printed
    two where the protocol has one would put the program out of step, and coach would
    blame the program."""
    return len(text.splitlines()) <= 1


def judged(rules, function, args):
    """One call of the interactive judge's functions (coach judge): the program's side, its
    move read, the judge's move written, the last line. A position is given as the file
    wrote it (tuples)."""
    if function not in JUDGE:
        raise ValueError(f"unknown judge function {function!r}")
    given = [tuples(arg) for arg in args]
    shown = ", ".join(json.dumps(arg)[:80] for arg in args)
    try:
        said = rules[function](*given)
    except Exception as error:
        failed = f"{function}({shown}) failed: {type(error).__name__}: {error}{where(error)}"
        if function in ("choose", "read"):
            return {"said": None, "failed": failed}
        raise Refused(failed)
    fits, wanted = JUDGE[function]
    if not fits(said):
        raise Refused(f"{function}({shown}) gave {said!r}: it gives {wanted}")
    return {"said": said}


def guessed(request, namespace):
    """The guess's value at each point, evaluated as plain Python: n (and m) are globals
    beside the rules file's own names, so that a comprehension, a lambda or the file's
    constants work. Its errors are the guess's, with the point where it failed."""
    expr = request["guess"]
    try:
        code = compile(expr, "--guess", "eval")
    except SyntaxError as error:
        raise Refused(f"--guess {expr!r} is not a Python expression: {error.msg}")
    scope = dict(namespace)
    values = []
    for point in request.get("points", [[n] for n in request.get("ns", [])]):
        scope["n"] = point[0]
        where_at = f"n = {point[0]}"
        if len(point) > 1:
            scope["m"] = point[1]
            where_at += f", m = {point[1]}"
        try:
            value = eval(code, scope)
        except Exception as error:
            raise Refused(f"--guess {expr!r} fails at {where_at}: {type(error).__name__}: {error}")
        if type(value) is int and not LOWEST <= value <= HIGHEST:
            raise Refused(f"--guess gives {value} at {where_at}, past 64 bits: a guess is a whole number from -2**63 to 2**63 - 1, or true/false")
        if type(value) is not bool and type(value) is not int:
            raise Refused(f"--guess gives {value!r} at {where_at}: a guess is a whole number or true/false")
        values.append(value)
    return {"values": values}


# The names coach reads beside the functions.
CONSTANTS = ("OCTAL", "MISERE", "LOOPS", "ENDLESS", "players", "samples")


def misspelt(namespace):
    """The line that names a value of the file one of CONSTANTS but for its case (Misere,
    octal) or, for the capitals, one letter (MISERY, OCTALS): coach would not read it, and a
    rule the file states must not go unread in silence. None where no name is such; the
    file's own names (MOD, DIGITS, its functions) are its business."""

    def one_letter(a, b):
        if abs(len(a) - len(b)) > 1 or a == b:
            return False
        if len(a) == len(b):
            return sum(x != y for x, y in zip(a, b)) == 1
        short, long = sorted((a, b), key=len)
        return any(long[:k] + long[k + 1:] == short for k in range(len(long)))

    for name, value in namespace.items():
        if name.startswith("_") or callable(value) or type(value).__name__ == "module" or name in CONSTANTS:
            continue
        for known in CONSTANTS:
            if name.lower() == known.lower() or (known.isupper() and name.isupper() and one_letter(name, known)):
                return f"{name} is no name coach reads; {known} is (coach reads {', '.join(CONSTANTS)} beside the functions): rename it, or name your own value otherwise"
    return None


def main():
    sys.setrecursionlimit(100000)
    requests, out = protocol()

    def say(reply):
        print(json.dumps(reply, separators=(",", ":")), file=out, flush=True)

    # The rules file may import a file of its own folder, as a script run there does; coach
    # leaves nothing in that folder (no __pycache__ of what it imports).
    sys.path.insert(0, os.path.dirname(os.path.abspath(sys.argv[1])))
    sys.dont_write_bytecode = True
    try:
        namespace = runpy.run_path(sys.argv[1])
    except Exception as error:
        say({"error": f"cannot be loaded: {type(error).__name__}: {error}"})
        return
    rules = {name: namespace[name] for name in FUNCTIONS if callable(namespace.get(name))}
    if "samples" in namespace:
        rules["samples"] = namespace["samples"]
    if "moves" not in rules:
        say({"error": "has no moves(position)"})
        return
    # Many small objects live as long as the child (the positions met): collecting cycles
    # among them as they grow would cost more than the work.
    ready = {"ready": sorted(rules), "protocol": 2}
    if "players" in namespace:
        players = namespace["players"]
        if not isinstance(players, (list, tuple)) or len(players) != 2 or not all(isinstance(name, str) and name.strip() and len(name) <= 40 and name.isprintable() for name in players):
            say({"error": f"players is {players!r:.80}: the two players' names, first player first, as the statement gives them (each a line of at most 40 characters)"})
            return
        ready["players"] = [name.strip() for name in players]
    if "OCTAL" in namespace:
        code = namespace["OCTAL"]
        if not isinstance(code, str) or len(code) > 40 or not all(c in "01234567." for c in code) or code.count(".") != 1:
            say({"error": f"OCTAL is {code!r:.80}: an octal code is a string of the digits 0 to 7 with one point, such as \"0.77\" or \"4.3\""})
            return
        ready["octal"] = code
    for name, meaning in (("MISERE", "the player who cannot move wins"), ("LOOPS", "positions may come back: win, lose or draw")):
        if name in namespace:
            if type(namespace[name]) is not bool:
                say({"error": f"{name} is {namespace[name]!r:.80}: it is True ({meaning}) or False (as without it)"})
                return
            ready[name.lower()] = namespace[name]
    if "ENDLESS" in namespace:
        worth = namespace["ENDLESS"]
        if type(worth) is not int or not LOWEST + 1 < worth < HIGHEST:
            say({"error": f"ENDLESS is {worth!r:.80}: what a game that never ends is worth to the first player, a whole number of points (0 for neither side)"})
            return
        ready["endless"] = worth
    slip = misspelt(namespace)
    if slip is not None:
        say({"error": slip})
        return
    if "winner" in rules and "mover" not in rules:
        say({"error": "has winner(position) but no mover(position): a winner is named as a player, so each position names its mover too"})
        return
    if "mover" in rules:
        rules["moves"] = turning(rules, ready.get("players"))
    say(ready)
    for line in requests:
        request = json.loads(line)
        ident = request.pop("id", None)
        try:
            reply = answer(rules, request, lambda: say({"working": ident}), namespace)
        except Refused as error:
            reply = {"error": str(error), **error.kept}
        except Exception as error:
            reply = {"error": f"{type(error).__name__}: {error}{where(error)}"}
        reply["id"] = ident
        say(reply)


main()
