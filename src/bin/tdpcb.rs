//! # TDPC B — ゲーム (Game)
//!
//! <https://atcoder.jp/contests/tdpc/tasks/tdpc_game>
//!
//! Two piles of valued objects, `a` and `b`, listed from the top. Snuke and Sumeke alternate,
//! Snuke first, each taking the top object of a non-empty pile of their choice, until both
//! piles are empty. Each wants the largest total; print Snuke's.
//!
//! ## Idea: negamax on the score difference
//! The grand total is fixed, so maximising one's own total is maximising (own total - other's
//! total). Let `lead(i, j)` be the best such difference for the player to move when `a[i..]`
//! and `b[j..]` remain. Taking an object turns the mover into the other player of the
//! remaining game:
//!
//! ```text
//! lead(i, j) = max(a[i] - lead(i + 1, j), b[j] - lead(i, j + 1)),   lead(A, B) = 0
//! ```
//!
//! where a term is left out when its pile is empty. With Snuke's total `s` and Sumeke's `t`,
//! `s + t = total` and `s - t = lead(0, 0)`, so `s = (total + lead(0, 0)) / 2`.
//!
//! Filling `i` from A down to 0 and `j` from B down to 0 needs one row: `lead[j]` still holds
//! `lead(i + 1, j)` when it is overwritten, and `lead[j + 1]` already holds `lead(i, j + 1)`.
//!
//! ## Complexity
//! O(AB) time, O(B) memory. Totals are at most 2000 * 1000, kept in `i64` all the same.
//!
//! ## Constraints
//! 1 <= A, B <= 1000; 1 <= a_i, b_i <= 1000. Any other input is rejected with a one-line
//! message and exit status 1; a leading UTF-8 byte-order mark is skipped.

use std::any::type_name;
use std::io::Read;
use std::str::{FromStr, SplitAsciiWhitespace};

const MAX_LEN: usize = 1000;
const MAX_VALUE: i64 = 1000;

fn main() {
    let text = read_text(std::io::stdin().lock());
    match text.and_then(|text| parse(&text)) {
        Ok((a, b)) => println!("{}", solve(&a, &b)),
        Err(message) => {
            eprintln!("tdpcb: invalid input: {message}");
            std::process::exit(1);
        }
    }
}

/// Reads `A B` and the two piles from the top, checking them against the constraints.
pub fn parse(text: &str) -> Result<(Vec<i64>, Vec<i64>), String> {
    let mut tokens = Tokens::new(text);
    let (a_len, b_len): (usize, usize) = (tokens.number()?, tokens.number()?);
    if !(1..=MAX_LEN).contains(&a_len) || !(1..=MAX_LEN).contains(&b_len) {
        return Err(format!(
            "A = {a_len}, B = {b_len}: both must lie in 1..={MAX_LEN}"
        ));
    }
    let mut pile = |name: &str, len: usize| -> Result<Vec<i64>, String> {
        let mut pile = Vec::with_capacity(len);
        for k in 1..=len {
            let value = tokens.number()?;
            if !(1..=MAX_VALUE).contains(&value) {
                return Err(format!("{name}_{k} = {value} must lie in 1..={MAX_VALUE}"));
            }
            pile.push(value);
        }
        Ok(pile)
    };
    let (a, b) = (pile("a", a_len)?, pile("b", b_len)?);
    tokens.end(&format!("the A + B = {} values announced", a_len + b_len))?;
    Ok((a, b))
}

/// Windows editors may start a UTF-8 file with it; it is not part of the first number.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// The whole input, read at once: the first end of file ends it (one Ctrl-D on a terminal).
pub fn read_text(mut input: impl Read) -> Result<String, String> {
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|error| format!("cannot read standard input: {error}"))?;
    String::from_utf8(bytes).map_err(|_| "the input is not UTF-8 text".to_string())
}

/// The input's tokens, after a leading byte-order mark. Every read returns a message instead
/// of panicking, so that bad input never ends in a panic.
struct Tokens<'a>(SplitAsciiWhitespace<'a>);

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens(
            text.strip_prefix(BYTE_ORDER_MARK)
                .unwrap_or(text)
                .split_ascii_whitespace(),
        )
    }

    fn word(&mut self) -> Result<&'a str, String> {
        self.0
            .next()
            .ok_or_else(|| "the input ends too early".to_string())
    }

    fn number<T: FromStr>(&mut self) -> Result<T, String> {
        let word = self.word()?;
        word.parse().map_err(|_| {
            format!(
                "failed to parse the input `{}` as `{}`",
                visible(word),
                type_name::<T>()
            )
        })
    }

    /// Fails when a token is left after the last one expected, naming it.
    fn end(mut self, expected: &str) -> Result<(), String> {
        match self.0.next() {
            None => Ok(()),
            Some(extra) => Err(format!("more than {expected}: `{}`", visible(extra))),
        }
    }
}

/// `text` with every character other than printable ASCII written as `U+XXXX`, so that a
/// byte-order mark, a control character or a look-alike shows in a message.
fn visible(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '!'..='~' => c.to_string(),
            _ => format!("U+{:04X}", u32::from(c)),
        })
        .collect()
}

/// Returns the total Snuke, the first player, takes from piles `a` and `b` (tops first).
pub fn solve(a: &[i64], b: &[i64]) -> i64 {
    let mut lead = vec![0i64; b.len() + 1];
    for i in (0..=a.len()).rev() {
        for j in (0..=b.len()).rev() {
            let take_a = a.get(i).map(|&value| value - lead[j]);
            let take_b = b.get(j).map(|&value| value - lead[j + 1]);
            // `None < Some(_)`: the max is the better of the moves that exist, and with both
            // piles empty the game is over and worth 0.
            lead[j] = take_a.max(take_b).unwrap_or(0);
        }
    }
    let total: i64 = a.iter().chain(b).sum();
    (total + lead[0]) / 2
}
