# coach's side of a rules file: it loads the learner's file and answers coach's requests, one
# JSON object a line on standard input, one answer a line on standard output. The protocol
# is in docs/coach.md ("Your own game"); any program that speaks it can stand in for this.
import json
import runpy
import sys
import traceback


def tuples(value):
    """A position as coach sends it (JSON lists) as the rules wrote it (tuples)."""
    if isinstance(value, list):
        return tuple(tuples(item) for item in value)
    if isinstance(value, dict):
        return {key: tuples(item) for key, item in value.items()}
    return value


def plain(value, what):
    """A position or a sum as JSON carries it; anything else is the learner's mistake."""
    if isinstance(value, bool) or value is None:
        raise ValueError(f"{what} is {value!r}: a position is an integer, a string, or a list or tuple of them")
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [plain(item, what) for item in value]
    if isinstance(value, dict) and set(value) == {"sum"} and isinstance(value["sum"], (list, tuple)):
        return {"sum": [plain(item, what) for item in value["sum"]]}
    raise ValueError(f"{what} is {value!r}: a position is an integer, a string, or a list or tuple of them")


def moves_of(rules, position):
    found = []
    for move in rules["moves"](tuples(position)):
        if not isinstance(move, (list, tuple)) or len(move) not in (2, 3):
            raise ValueError(f"moves({position!r}) gave {move!r}: a move is (name, next) or (name, next, points)")
        name, after = str(move[0]), plain(move[1], f"the move {move[0]!r} from {position!r} leads to what")
        if len(move) == 2:
            # No points: a move of normal play, unless another move of the game scores.
            found.append([name, after])
            continue
        points = move[2]
        if isinstance(points, bool) or not isinstance(points, int):
            raise ValueError(f"moves({position!r}) scores {points!r} for {name!r}: points are an integer")
        found.append([name, after, points])
    return found


def answer(rules, request):
    if "start" in request:
        if "start" not in rules:
            raise ValueError("the rules file has no start(n)")
        return {"position": plain(rules["start"](request["start"]), f"start({request['start']})")}
    if "parse" in request:
        if "parse" not in rules:
            raise ValueError("the rules file has no parse(text), so it cannot read an input file")
        return {"position": plain(rules["parse"](request["parse"]), "what parse(text) gave")}
    if "moves" in request:
        return {"moves": [moves_of(rules, position) for position in request["moves"]]}
    if "show" in request:
        if "show" not in rules:
            return {"text": None}
        return {"text": str(rules["show"](tuples(request["show"])))}
    if "guess" in request:
        code = compile(request["guess"], "--guess", "eval")
        return {"values": [eval(code, {"__builtins__": __builtins__}, {"n": n}) for n in request["ns"]]}
    raise ValueError(f"unknown request {sorted(request)}")


def main():
    sys.setrecursionlimit(100000)
    # The rules' own prints go to standard error, so that they never break the protocol.
    out, sys.stdout = sys.stdout, sys.stderr
    try:
        namespace = runpy.run_path(sys.argv[1])
    except Exception as error:
        print(json.dumps({"error": f"cannot be loaded: {type(error).__name__}: {error}"}), file=out, flush=True)
        return
    rules = {name: namespace[name] for name in ("start", "moves", "parse", "show") if callable(namespace.get(name))}
    if "moves" not in rules:
        print(json.dumps({"error": "has no moves(position)"}), file=out, flush=True)
        return
    print(json.dumps({"ready": sorted(rules)}), file=out, flush=True)
    for line in sys.stdin:
        try:
            reply = answer(rules, json.loads(line))
        except Exception as error:
            # Where in the rules file it went wrong, if it went wrong there.
            mine = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == sys.argv[1]]
            where = f" (line {mine[-1].lineno})" if mine else ""
            reply = {"error": f"{type(error).__name__}: {error}{where}"}
        print(json.dumps(reply, separators=(",", ":")), file=out, flush=True)


main()
