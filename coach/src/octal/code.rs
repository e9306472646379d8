//! An octal game's code (`0.16`, `4.3`): read, written, and the moves it allows at a heap.

use std::fmt;

/// An octal game's code: its digits, the whole-number digit first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Code {
    digits: Vec<u8>,
}

impl Code {
    /// The code of these digits (`digits[k]` for `k` tokens taken), trailing zeros aside;
    /// `None` where a digit is past 7 or the whole-number digit lets a move take nothing and
    /// leave the heap as it was, or nothing at all of a heap (0 and 4 only).
    pub(crate) fn new(mut digits: Vec<u8>) -> Option<Code> {
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        let whole = *digits.first()?;
        (digits.iter().all(|&d| d <= 7) && (whole == 0 || whole == 4)).then_some(Code { digits })
    }

    /// Reads `0.16`, `.16`, `4.3`, `4`: the whole-number digit, a point, a digit for each `k`.
    pub(crate) fn parse(text: &str) -> Option<Code> {
        let (whole, rest) = text.split_once('.').unwrap_or((text, ""));
        let whole = if whole.is_empty() { "0" } else { whole };
        if whole.len() != 1 || text.len() > 40 || text.is_empty() {
            return None;
        }
        let digits = whole
            .bytes()
            .chain(rest.bytes())
            .map(|c| c.is_ascii_digit().then(|| c - b'0'))
            .collect::<Option<Vec<u8>>>()?;
        Code::new(digits)
    }

    /// `digits[k]`: what taking `k` tokens may leave.
    pub(crate) fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The most tokens a move takes (`t`).
    pub(crate) fn most(&self) -> usize {
        self.digits.len() - 1
    }

    /// The `k` whose digit has `bit`, in order.
    pub(super) fn with(&self, bit: u8) -> Vec<usize> {
        (0..self.digits.len())
            .filter(|&k| self.digits[k] & bit != 0)
            .collect()
    }

    /// The moves of a heap of `n`, each as the tokens it takes and the heaps it leaves, the
    /// smaller first and 0 for none: `(k, 0, 0)` leaves none, `(k, 0, a)` one heap, `(k, a,
    /// b)` two. What the code means, written once.
    pub(crate) fn moves(&self, n: usize) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        self.digits
            .iter()
            .enumerate()
            .take(n + 1)
            .flat_map(move |(k, &digit)| {
                let rest = n - k;
                let none = (digit & 1 != 0 && rest == 0 && k > 0).then_some((k, 0, 0));
                let one = (digit & 2 != 0 && rest >= 1 && k > 0).then_some((k, 0, rest));
                let two = (digit & 4 != 0)
                    .then_some(1..=rest / 2)
                    .into_iter()
                    .flatten()
                    .map(move |small| (k, small, rest - small));
                none.into_iter().chain(one).chain(two)
            })
    }

    /// How many moves a heap of `n` has: as many as [`Code::moves`] gives, counted without
    /// listing them (a far heap's moves are counted before they are asked of a file).
    pub(crate) fn moves_at(&self, n: usize) -> usize {
        let mut count = 0;
        for (k, &digit) in self.digits.iter().enumerate().take(n + 1) {
            let rest = n - k;
            count += usize::from(digit & 1 != 0 && rest == 0 && k > 0)
                + usize::from(digit & 2 != 0 && rest >= 1 && k > 0)
                + if digit & 4 != 0 { rest / 2 } else { 0 };
        }
        count
    }
}

impl fmt::Display for Code {
    /// `0.77`, `4.3`, `4.` for the game that only splits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for digit in &self.digits[1..] {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_read_written_and_counts_its_moves() {
        let kayles = Code::parse(".77").unwrap();
        assert_eq!(kayles.to_string(), "0.77");
        assert_eq!(kayles.most(), 2);
        // From 3: take 1 leaving 2 or 1 + 1, take 2 leaving 1.
        let moves: Vec<_> = kayles.moves(3).collect();
        assert_eq!(moves, [(1, 0, 2), (1, 1, 1), (2, 0, 1)]);
        // 4.3, from 4: split without taking into 1 + 3 or 2 + 2, or take 1.
        let split: Vec<_> = Code::parse("4.3").unwrap().moves(4).collect();
        assert_eq!(split, [(0, 1, 3), (0, 2, 2), (1, 0, 3)]);
        // Counted as listed, at every heap.
        for text in ["0.77", "0.3033", "4.3", "0.16", "4.444", "0.137"] {
            let code = Code::parse(text).unwrap();
            for n in 0..60 {
                assert_eq!(code.moves_at(n), code.moves(n).count(), "{text} at {n}");
            }
        }
        assert_eq!(Code::parse("4.30").unwrap().to_string(), "4.3");
        assert_eq!(Code::parse("4").unwrap().to_string(), "4.");
        for wrong in ["1.3", "0.8", "0.7a", "", "04.3", "0..3"] {
            assert_eq!(Code::parse(wrong), None, "{wrong}");
        }
    }
}
