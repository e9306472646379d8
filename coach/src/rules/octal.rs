//! Octal games read off a rules file's own moves: the code its moves show on the small
//! heaps, held against every heap it explored and a few far heaps drawn at random, so that
//! the engine (`crate::octal`) may compute the values natively; and a code the file states
//! (`OCTAL`) held to the code read.

use super::child::RulesChild;
use super::solve::Next;
use super::solve::Solved;
use crate::octal::Code;
use serde::{Serialize, Serializer};
use serde_json::Value;

/// The heaps whose moves give the code; every other heap explored is held against it.
const READ_TO: usize = 64;

/// Far heaps drawn to be held against the code, at most, and their moves in all: what a
/// look at far heaps costs the rules file, a tenth of a second of Python.
const DRAWN: usize = 16;
const DRAWN_MOVES: usize = 100_000;

/// The moves of the far heaps asked at once, at most (unless one heap has more).
const HELD_MOVES: usize = 20_000;

/// The octal game a file's moves are.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Octal {
    #[serde(serialize_with = "written")]
    pub(crate) code: Code,
}

fn written<S: Serializer>(code: &Code, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(code)
}

/// What a file's moves are, read off the heaps explored.
pub(crate) enum Recognition {
    Octal(Octal),
    /// The small heaps show this code, and a larger heap has other moves.
    Departs(Octal, Departure),
    /// The positions are no heaps, or their moves no octal game's.
    Not,
}

impl Recognition {
    /// The code the small heaps show, where they show one.
    pub(crate) fn octal(&self) -> Option<&Octal> {
        match self {
            Recognition::Octal(octal) | Recognition::Departs(octal, _) => Some(octal),
            Recognition::Not => None,
        }
    }
}

/// A heap whose moves are not the code's, and one move that differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Departure {
    pub(crate) heap: usize,
    /// The move in words, and whether the file has it (else the code has it and the file not).
    pub(crate) change: String,
    pub(crate) file_has: bool,
}

impl std::fmt::Display for Departure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (has, lacks) = match self.file_has {
            true => ("moves()", "the code"),
            false => ("the code", "moves()"),
        };
        write!(
            f,
            "heap {}, where {has} has the move \"{}\" and {lacks} has not",
            crate::notation::thousands(self.heap),
            self.change
        )
    }
}

/// Holds the code a file states (`OCTAL`) to the one its moves show (`read`, `None` where
/// they are no octal game's): the same digits, trailing zeros aside, or the file's mistake
/// in one line.
pub(crate) fn check_stated(stated: &str, read: Option<&Octal>) -> anyhow::Result<()> {
    let Some(code) = Code::parse(stated) else {
        anyhow::bail!(
            "OCTAL says {}, which is no octal code: a whole-number digit 0 or 4, a point, and \
             a digit 0 to 7 for each number of tokens taken (\"0.77\", \"4.3\")",
            crate::notation::quote(stated)
        )
    };
    match read {
        Some(octal) if octal.code == code => Ok(()),
        Some(octal) => {
            // The first heap whose moves the two codes give differently.
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let most = octal.code.most().max(code.most());
            let heap = (0..=2 * most + 2).find(|&n| {
                moves_of(&octal.code, n, &mut a);
                moves_of(&code, n, &mut b);
                a != b
            });
            let at = heap.map_or(String::new(), |n| {
                format!(": they differ first at a heap of {n}")
            });
            anyhow::bail!(
                "OCTAL says {stated}, but the moves explored are those of the octal game {}{at}",
                octal.code
            )
        }
        None => anyhow::bail!(
            "OCTAL says {stated}, but the moves explored are no octal game's (each position a \
             heap, each move taking k tokens and leaving 0, 1 or 2 heaps alike at every heap)"
        ),
    }
}

/// A heap: a position that is a whole number of tokens.
fn heap(solved: &Solved, id: usize) -> Option<usize> {
    match &solved.positions[id] {
        Value::Number(number) => number.as_u64().map(|n| n as usize),
        _ => None,
    }
}

/// A move as the code sees it: the tokens taken, and the non-empty heaps left, smaller first,
/// 0 for none: `(k, 0, 0)` leaves none, `(k, 0, a)` one heap, `(k, a, b)` two.
type Split = (usize, usize, usize);

/// The shape of a move from a heap of `n`; `None` where it leaves more than two heaps, or
/// takes nothing and leaves the heap whole (a pass, no move of an octal game).
fn shape(solved: &Solved, n: usize, next: &Next) -> Option<Split> {
    let mut left = [0; 2];
    let mut count = 0;
    for &target in next.targets() {
        match heap(solved, target)? {
            0 => {}
            size if count < 2 => {
                left[count] = size;
                count += 1;
            }
            _ => return None,
        }
    }
    left.sort_unstable();
    let taken = n.checked_sub(left[0].checked_add(left[1])?)?;
    // Taking nothing is a move only where the heap is split in two.
    (taken > 0 || left[0] > 0).then_some((taken, left[0], left[1]))
}

/// The octal game whose moves the small heaps explored show, held against every other heap
/// explored, where every explored position is a heap, every start `n` is the heap `n`, and no
/// move scores.
pub(crate) fn read(solved: &Solved, starts: &[(i64, &[usize])]) -> Recognition {
    if !solved.grundy() {
        return Recognition::Not;
    }
    for &(n, parts) in starts {
        match parts {
            [one] if heap(solved, *one) == usize::try_from(n).ok() => {}
            _ => return Recognition::Not,
        }
    }
    let Some(mut heaps) = (0..solved.positions.len())
        .map(|id| heap(solved, id).map(|n| (n, id)))
        .collect::<Option<Vec<_>>>()
    else {
        return Recognition::Not;
    };
    heaps.sort_unstable();
    // The digits the small heaps show: `digits[k]` for `k` taken, the whole one first.
    let mut digits: Vec<u8> = vec![0];
    for &(n, id) in heaps.iter().take_while(|&&(n, _)| n <= READ_TO) {
        for mv in &solved.moves[id] {
            let Some((taken, small, large)) = shape(solved, n, &mv.next) else {
                return Recognition::Not;
            };
            if digits.len() <= taken {
                digits.resize(taken + 1, 0);
            }
            digits[taken] |= 1 << (usize::from(small > 0) + usize::from(large > 0));
        }
    }
    let Some(code) = Code::new(digits) else {
        return Recognition::Not;
    };
    let octal = Octal { code };
    for &(n, id) in &heaps {
        if let Some(departure) = departs(solved, &octal.code, n, id) {
            return match n <= READ_TO {
                true => Recognition::Not,
                false => Recognition::Departs(octal, departure),
            };
        }
    }
    Recognition::Octal(octal)
}

/// Where the moves of the heap `n` (position `id`) are not those `code` gives: one move
/// that differs.
fn departs(solved: &Solved, code: &Code, n: usize, id: usize) -> Option<Departure> {
    let mut seen = Vec::with_capacity(solved.moves[id].len());
    for mv in &solved.moves[id] {
        match shape(solved, n, &mv.next) {
            Some(shape) => seen.push(shape),
            None => {
                let targets = mv.next.targets().iter();
                let left = targets.map(|&t| solved.positions[t].to_string());
                return Some(Departure {
                    heap: n,
                    change: format!("to {}", left.collect::<Vec<_>>().join(" + ")),
                    file_has: true,
                });
            }
        }
    }
    seen.sort_unstable();
    seen.dedup();
    let mut given = Vec::new();
    moves_of(code, n, &mut given);
    if seen == given {
        return None;
    }
    let extra = seen
        .iter()
        .find(|shape| given.binary_search(shape).is_err());
    let missing = given
        .iter()
        .find(|shape| seen.binary_search(shape).is_err());
    let (&(taken, small, large), file_has) =
        extra.map(|s| (s, true)).or(missing.map(|s| (s, false)))?;
    let left = match (small, large) {
        (0, 0) => "nothing".to_string(),
        (0, large) => large.to_string(),
        (small, large) => format!("{small} + {large}"),
    };
    Some(Departure {
        heap: n,
        change: format!("take {taken}, leaving {left}"),
        file_has,
    })
}

/// The last heap up to which every heap was explored, and so held against the code.
pub(crate) fn explored_to(solved: &Solved) -> usize {
    let mut seen = vec![false; solved.positions.len() + 1];
    for id in 0..solved.positions.len() {
        if let Some(n) = heap(solved, id).filter(|&n| n < seen.len()) {
            seen[n] = true;
        }
    }
    seen.iter()
        .position(|&seen| !seen)
        .unwrap_or(seen.len())
        .saturating_sub(1)
}

/// The heaps past those explored that were held against the code, and what was found.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct Far {
    /// Every heap up to this one was explored, and held against the code.
    pub(crate) every_to: usize,
    /// The heaps were drawn up to this one: the last value a proof reads, or the last one
    /// computed.
    pub(crate) to: usize,
    /// The far heaps drawn, each held against the code, smallest first.
    pub(crate) drawn: Vec<usize>,
    pub(crate) departs: Option<Departure>,
}

/// Draws heaps in `(explored, to]`, as many small as large ones in each power of two (up to
/// [`DRAWN`] of them, [`DRAWN_MOVES`] moves in all), asks the file their moves, and holds
/// them against `code`.
pub(crate) fn check_far(
    rules: &mut RulesChild,
    code: &Code,
    explored: usize,
    to: usize,
) -> anyhow::Result<Far> {
    let mut rng = crate::rng::Rng::new(55);
    // Each heap drawn with its moves, counted by the code.
    let (mut drawn, mut moves): (Vec<(usize, usize)>, usize) = (Vec::new(), 0);
    if to > explored {
        let span = to - explored;
        let scales = usize::BITS - span.leading_zeros();
        for _ in 0..4 * DRAWN {
            let scale = 1usize << rng.below(scales as usize);
            let heap = explored + 1 + rng.below(scale.min(span));
            let cost = code.moves_at(heap);
            if drawn.len() == DRAWN {
                break;
            }
            if moves + cost <= DRAWN_MOVES && drawn.iter().all(|&(seen, _)| seen != heap) {
                drawn.push((heap, cost));
                moves += cost;
            }
        }
    }
    drawn.sort_unstable();
    // A few heaps a request, so that what is held at once is some thousands of moves, and
    // small heaps cost one round trip together, not one each.
    let mut departure = None;
    let mut asked = drawn.as_slice();
    while departure.is_none() && !asked.is_empty() {
        let (mut count, mut moves) = (1, asked[0].1);
        while count < asked.len() && moves + asked[count].1 <= HELD_MOVES {
            moves += asked[count].1;
            count += 1;
        }
        let (group, rest) = asked.split_at(count);
        let positions: Vec<Value> = group.iter().map(|&(heap, _)| Value::from(heap)).collect();
        let solved = Solved::peek(rules, &positions)?;
        departure = (group.iter().enumerate())
            .find_map(|(id, &(heap, _))| departs(&solved, code, heap, id));
        asked = rest;
    }
    let drawn = drawn.into_iter().map(|(heap, _)| heap).collect();
    Ok(Far {
        every_to: explored,
        to,
        drawn,
        departs: departure,
    })
}

/// The moves the code gives a heap of `n`, by their shapes, sorted, into `moves`.
fn moves_of(code: &Code, n: usize, moves: &mut Vec<Split>) {
    moves.clear();
    moves.extend(code.moves(n));
    moves.sort_unstable();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> Code {
        Code::parse(text).unwrap()
    }

    #[test]
    fn a_code_gives_the_moves_of_each_heap() {
        // Kayles, 0.77: from 3, take 1 leaving 2 or 1 + 1, take 2 leaving 1; nothing takes 3.
        let mut kayles = Vec::new();
        moves_of(&code("0.77"), 3, &mut kayles);
        assert_eq!(kayles, [(1, 0, 2), (1, 1, 1), (2, 0, 1)]);
        // 0.3033, the subtraction game {1, 3, 4}, from 4: take 1, 3 or 4.
        let mut subtraction = Vec::new();
        moves_of(&code("0.3033"), 4, &mut subtraction);
        assert_eq!(subtraction, [(1, 0, 3), (3, 0, 1), (4, 0, 0)]);
        // 4.3, from 4: split without taking into 1 + 3 or 2 + 2, or take 1.
        let mut split = Vec::new();
        moves_of(&code("4.3"), 4, &mut split);
        assert_eq!(split, [(0, 1, 3), (0, 2, 2), (1, 0, 3)]);
    }
}
