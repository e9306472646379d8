//! Octal games read off a rules file's own moves, and the periodicity theorem that proves
//! their period (Guy and Smith, 1956; Winning Ways, ch. 4).
//!
//! An octal game is played on heaps: a move takes `k` tokens from one heap and leaves 0, 1 or
//! 2 heaps of what is left, and which of these `k` allows is the same at every heap. Its code
//! `d0.d1 d2 … dt` says, for each `k`, which (bit 1: none left, bit 2: one heap, bit 4: two
//! non-empty heaps); the whole-number digit `d0` is 4 where a heap may be split in two
//! without taking a token, else 0. Kayles is 0.77, the subtraction game {1, 3, 4} is 0.3033,
//! "take one, or split a heap" 4.3.
//!
//! The theorem: if `G(n + p) = G(n)` for every `n` from `i` to `2i + p + t - 1`, then for
//! every `n ≥ i`. Why: for `n ≥ 2i + p + t`, each option of `n + p` (a heap `n + p - k`, or
//! two heaps of `n + p - k` tokens, the larger at least `i + p`) has an option of `n` of the
//! same value, the larger heap `p` smaller, which lies in `[i, n)`, and back; so the two
//! have the same options' values, and the same mex. The values read reach `2i + 2p + t - 1`.

use super::Solved;
use super::solve::Next;
use serde::Serialize;
use serde_json::Value;

/// The code of an octal game, as read off the moves explored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Octal {
    /// The whole-number digit (`0` or `4`), `.`, and a digit for each `k` from 1 to the most
    /// a move takes.
    pub(crate) code: String,
    /// The most tokens a move takes.
    #[serde(skip)]
    pub(crate) most: usize,
}

impl Octal {
    /// The last `n` whose value the theorem reads to prove period `period` from `preperiod`.
    pub(crate) fn bound(&self, preperiod: i64, period: usize) -> i64 {
        2 * preperiod + 2 * period as i64 + self.most as i64 - 1
    }
}

/// Holds the code a file states (`OCTAL`) to the one its moves show (`read`, `None` where
/// they are no octal game's): the same digits, trailing zeros aside, or the file's mistake
/// in one line.
pub(crate) fn check_stated(stated: &str, read: Option<&Octal>) -> anyhow::Result<()> {
    let plain = |code: &str| {
        let code = code.trim_end_matches('0');
        // "0.770" is "0.77"; "4.0" is "4."; a code with no whole digit is "0.…".
        match code.strip_prefix('.') {
            Some(rest) => format!("0.{rest}"),
            None => code.to_string(),
        }
    };
    match read {
        Some(octal) if plain(&octal.code) == plain(stated) => Ok(()),
        Some(octal) => {
            // The first heap whose moves the two codes give differently.
            let digits = |code: &str| -> Vec<u8> {
                code.bytes()
                    .filter(|&c| c != b'.')
                    .map(|c| c - b'0')
                    .collect()
            };
            let (ours, theirs) = (digits(&octal.code), digits(stated));
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let most = ours.len().max(theirs.len());
            let heap = (0..=2 * most + 2).find(|&n| {
                moves_of(&ours, n, &mut a);
                moves_of(&theirs, n, &mut b);
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
type Shape = (usize, usize, usize);

/// The shape of a move from a heap of `n`; `None` where it leaves more than two heaps, or
/// takes nothing and leaves the heap whole (a pass, no move of an octal game).
fn shape(solved: &Solved, n: usize, next: &Next) -> Option<Shape> {
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

/// The octal game whose moves are exactly those explored, if every explored position is a
/// heap, every start `n` is the heap `n`, and no move scores.
pub(crate) fn read(solved: &Solved, starts: &[(i64, &[usize])]) -> Option<Octal> {
    if !solved.grundy() {
        return None;
    }
    for &(n, parts) in starts {
        match parts {
            [one] if heap(solved, *one) == usize::try_from(n).ok() => {}
            _ => return None,
        }
    }
    // The digits are what the moves show: `digits[k]` for `k` taken, the whole one first.
    let mut digits: Vec<u8> = vec![0];
    for (id, moves) in solved.moves.iter().enumerate() {
        let n = heap(solved, id)?;
        for mv in moves {
            let (taken, small, large) = shape(solved, n, &mv.next)?;
            if digits.len() <= taken {
                digits.resize(taken + 1, 0);
            }
            digits[taken] |= 1 << (usize::from(small > 0) + usize::from(large > 0));
        }
    }
    // Every position has every move the code gives it, and no other.
    let (mut seen, mut given) = (Vec::new(), Vec::new());
    for (id, moves) in solved.moves.iter().enumerate() {
        let n = heap(solved, id)?;
        seen.clear();
        for mv in moves {
            seen.push(shape(solved, n, &mv.next)?);
        }
        seen.sort_unstable();
        seen.dedup();
        moves_of(&digits, n, &mut given);
        if seen != given {
            return None;
        }
    }
    let written: String = digits
        .iter()
        .map(|digit| char::from(b'0' + digit))
        .collect();
    Some(Octal {
        most: digits.len() - 1,
        code: format!("{}.{}", &written[..1], &written[1..]),
    })
}

/// The moves the code `digits` (the whole-number digit first) gives a heap of `n`, by their
/// shapes, sorted, into `moves`.
fn moves_of(digits: &[u8], n: usize, moves: &mut Vec<Shape>) {
    moves.clear();
    for (k, &digit) in digits.iter().enumerate() {
        if k > n {
            break;
        }
        let rest = n - k;
        if digit & 1 != 0 && rest == 0 && k > 0 {
            moves.push((k, 0, 0));
        }
        if digit & 2 != 0 && rest >= 1 && k > 0 {
            moves.push((k, 0, rest));
        }
        if digit & 4 != 0 {
            for small in 1..=rest / 2 {
                moves.push((k, small, rest - small));
            }
        }
    }
    moves.sort_unstable();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_gives_the_moves_of_each_heap() {
        // Kayles, 0.77: from 3, take 1 leaving 2 or 1 + 1, take 2 leaving 1; nothing takes 3.
        let mut kayles = Vec::new();
        moves_of(&[0, 7, 7], 3, &mut kayles);
        let expected = [(1, 0, 2), (1, 1, 1), (2, 0, 1)];
        assert_eq!(kayles, expected);
        // 0.3033, the subtraction game {1, 3, 4}, from 4: take 1, 3 or 4.
        let mut subtraction = Vec::new();
        moves_of(&[0, 3, 0, 3, 3], 4, &mut subtraction);
        let expected = [(1, 0, 3), (3, 0, 1), (4, 0, 0)];
        assert_eq!(subtraction, expected);
        // 4.3, from 4: split without taking into 1 + 3 or 2 + 2, or take 1.
        let mut split = Vec::new();
        moves_of(&[4, 3], 4, &mut split);
        assert_eq!(split, [(0, 1, 3), (0, 2, 2), (1, 0, 3)]);
        assert_eq!(
            Octal {
                code: "0.77".into(),
                most: 2
            }
            .bound(71, 12),
            2 * 71 + 2 * 12 + 2 - 1
        );
    }
}
