#!/usr/bin/env bash
# The interactive judge loop a learner writes by hand (issue 42): their generator, their
# judge (judge.py, as `oj t/r` runs one), their program, joined by a pipe and a FIFO; CASES
# games, stopping at the first the judge refuses. Run from this folder, with the program's
# path as $1.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkfifo "$work/back"
for i in $(seq 1 "${CASES:-50}"); do
    python3 gen.py "$i" > "$work/in"
    if ! python3 judge.py "$work/in" < "$work/back" | python3 "$1" > "$work/back"; then
        echo "game $i refused"
        cat "$work/in"
        exit 1
    fi
done
echo "all ${CASES:-50} games passed"
