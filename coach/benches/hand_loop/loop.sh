#!/usr/bin/env bash
# The stress loop a learner writes by hand (issue 38): their generator, their brute force,
# their fast solution, diff; CASES cases, stopping at the first difference. Run from this
# folder, with the solution's path as $1.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 "${CASES:-50}"); do
    python3 gen.py "$i" > "$work/in"
    python3 brute.py < "$work/in" > "$work/expected"
    python3 "$1" < "$work/in" > "$work/got"
    if ! diff -bq "$work/expected" "$work/got" > /dev/null; then
        echo "case $i differs"
        cat "$work/in"
        exit 1
    fi
done
echo "all ${CASES:-50} cases passed"
