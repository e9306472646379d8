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
//! ## Reading
//! With `proconio::input!`, from a source filled after checking the text ([`Tokens`]: a
//! leading byte-order mark skipped, anything but printable ASCII and white space refused).
//! proconio's own readers panic on a missing or malformed token, so the numbers are read as
//! [`Checked`], a `Readable` whose value is the number or the reason it is none. Bad input is
//! then one line and exit 1, and nothing panics, here or in coach, which reads its inputs
//! with this same `parse` (a panic hook would have served this `main`, but not coach).
//!
//! ## Complexity
//! O(AB) time, O(B) memory. Totals are at most 2000 * 1000, kept in `i64` all the same.
//!
//! ## Constraints
//! 1 <= A, B <= 1000; 1 <= a_i, b_i <= 1000. Any other input is rejected with a one-line
//! message and exit status 1.

use proconio::input;
use proconio::source::{Readable, Source};
use std::any::type_name;
use std::io::{BufRead, ErrorKind, Read, Write};
use std::iter::Peekable;
use std::marker::PhantomData;
use std::str::{FromStr, SplitAsciiWhitespace};

/// The binary's name, which starts each of its messages.
pub const NAME: &str = "tdpcb";
/// The largest A and B.
pub const MAX_LEN: usize = 1000;
/// The largest value of an object.
pub const MAX_VALUE: i64 = 1000;

fn main() {
    match read_text(std::io::stdin().lock()).and_then(|text| parse(&text)) {
        Ok((a, b)) => answer(&solve(&a, &b).to_string()),
        Err(message) => fail(&format!("invalid input: {message}")),
    }
}

/// Reads `A B` and the two piles from the top, checking them against the constraints.
pub fn parse(text: &str) -> Result<(Vec<i64>, Vec<i64>), String> {
    let mut tokens = Tokens::new(text)?;
    input! { from &mut tokens, a_len: Checked<usize>, b_len: Checked<usize> }
    let (a_len, b_len) = (a_len?, b_len?);
    if !(1..=MAX_LEN).contains(&a_len) || !(1..=MAX_LEN).contains(&b_len) {
        return Err(format!(
            "A = {a_len}, B = {b_len}: both must lie in 1..={MAX_LEN}"
        ));
    }
    input! { from &mut tokens, a: [Checked<i64>; a_len], b: [Checked<i64>; b_len] }
    let pile = |name: &str, pile: Vec<Result<i64, String>>| -> Result<Vec<i64>, String> {
        let pile = pile.into_iter().collect::<Result<Vec<i64>, String>>()?;
        match pile
            .iter()
            .position(|value| !(1..=MAX_VALUE).contains(value))
        {
            Some(k) => Err(format!(
                "{name}_{} = {} must lie in 1..={MAX_VALUE}",
                k + 1,
                pile[k]
            )),
            None => Ok(pile),
        }
    };
    let (a, b) = (pile("a", a)?, pile("b", b)?);
    tokens.end(&format!("the A + B = {} values announced", a_len + b_len))?;
    Ok((a, b))
}

// ---- The reader: the same in the four AtCoder files, to the byte (tests/shared_reader.rs). ----
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

/// The input's tokens, the source `input!` reads from: the text is checked first (a leading
/// byte-order mark skipped, anything but printable ASCII and white space refused), then split
/// at ASCII white space, as judges split it, without a copy.
struct Tokens<'a>(Peekable<SplitAsciiWhitespace<'a>>);

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Result<Self, String> {
        let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
        let allowed = |byte: u8| byte.is_ascii_graphic() || byte.is_ascii_whitespace();
        // Without a branch per byte, so that the check costs little beside the reading.
        let clean = text.as_bytes().chunks(64).all(|chunk| {
            chunk
                .iter()
                .fold(true, |clean, &byte| clean & allowed(byte))
        });
        if !clean {
            let foreign = |token: &&str| !token.bytes().all(allowed);
            let token = text
                .split_ascii_whitespace()
                .find(foreign)
                .unwrap_or_default();
            return Err(format!(
                "`{}` holds a character that is neither printable ASCII nor white space",
                quote(token)
            ));
        }
        Ok(Tokens(text.split_ascii_whitespace().peekable()))
    }

    /// Fails when a token is left after the last one expected, naming it.
    fn end(mut self, expected: &str) -> Result<(), String> {
        match self.next_token() {
            None => Ok(()),
            Some(extra) => Err(format!("more than {expected}: `{}`", quote(extra))),
        }
    }
}

impl<'a> Source<&'a [u8]> for Tokens<'a> {
    fn next_token(&mut self) -> Option<&str> {
        self.0.next()
    }

    fn is_empty(&mut self) -> bool {
        self.0.peek().is_none()
    }
}

/// A number read by `input!`, or the reason the token is none: a missing token or one that
/// does not parse is a message, never a panic.
struct Checked<T>(PhantomData<T>);

impl<T: FromStr> Readable for Checked<T> {
    type Output = Result<T, String>;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> Result<T, String> {
        let token = source
            .next_token()
            .ok_or_else(|| "the input ends too early".to_string())?;
        token.parse().map_err(|_| {
            // Every number read is a whole number: said so, or why this one does not fit.
            let unsigned = type_name::<T>().starts_with('u');
            let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
            let why = match (
                digits.bytes().all(|b| b.is_ascii_digit()),
                digits.is_empty(),
            ) {
                (true, false) if unsigned && token.starts_with('-') => "is negative",
                (true, false) => "is too large",
                _ if unsigned => "is not a whole number",
                _ => "is not an integer",
            };
            format!("`{}` {why}", quote(token))
        })
    }
}

/// A token as a message quotes it: printable ASCII as itself, anything else as its code
/// point, and past 80 characters only its length.
fn quote(token: &str) -> String {
    let mut quoted: String = token
        .chars()
        .take(80)
        .map(|c| match c {
            '!'..='~' => c.to_string(),
            _ => format!("U+{:04X}", u32::from(c)),
        })
        .collect();
    if token.chars().nth(80).is_some() {
        quoted.push_str(&format!("… ({} bytes)", token.len()));
    }
    quoted
}

/// Prints the answer. A reader that went away ends the program quietly, and any other
/// failed write says so in one line; both exit 1, never with a panic.
fn answer(answer: &str) {
    let mut out = std::io::stdout().lock();
    if let Err(error) = writeln!(out, "{answer}").and_then(|()| out.flush()) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(1);
        }
        fail(&format!("cannot write the answer: {error}"));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{NAME}: {message}");
    std::process::exit(1);
}
// ---- End of the reader. ----

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
