//! # ABC206 F — Interval Game 2
//!
//! <https://atcoder.jp/contests/abc206/tasks/abc206_f>
//!
//! N half-open intervals `[L, R)` are given. Alice and Bob alternate, Alice first, each
//! choosing an interval that shares no point with any interval chosen before. Whoever cannot
//! choose loses. T independent test cases.
//!
//! ## Idea: Grundy numbers of segments, mex and xor
//! Only where the chosen intervals lie matters: the free part of the line is a union of
//! segments, and an interval can still be chosen exactly when it fits inside one free
//! segment. Choosing `[L, R)` inside the free segment `[l, r)` leaves two independent games,
//! `[l, L)` and `[R, r)`. By the Sprague–Grundy theorem a segment is worth
//!
//! ```text
//! grundy[l][r] = mex { grundy[l][L] xor grundy[R][r] : l <= L, R <= r }
//! ```
//!
//! (an empty segment is worth 0), and the first player wins exactly when the whole line,
//! `grundy[1][max R]`, is non-zero. Segments are filled from short to long, so both halves of
//! every option are known before they are needed. Only segments that play can produce are
//! filled: they start at 1 or at some R, and end at max R or at some L.
//!
//! A segment has at most N <= 100 options and the mex of k values is at most k, so every
//! Grundy number and every xor of two of them is below 128: the options of a segment fit in
//! one `u128` bitset, and the mex is the number of trailing ones.
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
//! O(X^2 (N + log N)) time per test case with X = max R <= 100 (at most about 10^6 steps;
//! far fewer in practice, as only the intervals that start inside a segment are visited),
//! O(X^2) bytes of memory on the stack. The one allocation per test case is the sorted copy
//! of its intervals; nothing is allocated in the loops.
//!
//! ## Constraints
//! 1 <= T <= 20; 1 <= N <= 100; 1 <= L < R <= 100. Any other input is rejected with a
//! one-line message and exit status 1.

use itertools::Itertools;
use proconio::input;
use proconio::source::{Readable, Source};
use std::any::type_name;
use std::io::{BufRead, ErrorKind, Read, Write};
use std::iter::Peekable;
use std::marker::PhantomData;
use std::str::{FromStr, SplitAsciiWhitespace};

/// The binary's name, which starts each of its messages.
pub const NAME: &str = "abc206f";
/// The most test cases.
pub const MAX_T: usize = 20;
/// The most intervals in a test case.
pub const MAX_N: usize = 100;
/// The largest R (and L is less).
pub const MAX_X: usize = 100;

fn main() {
    let answers = read_text(std::io::stdin().lock()).and_then(|text| parse(&text));
    match answers {
        Ok(test_cases) => answer(&test_cases.iter().map(|case| solve(case)).join("\n")),
        Err(message) => fail(&format!("invalid input: {message}")),
    }
}

/// Reads `T` test cases, each `N` and then N lines `L R`, checking them against the
/// constraints.
pub fn parse(text: &str) -> Result<Vec<Vec<(usize, usize)>>, String> {
    let mut tokens = Tokens::new(text)?;
    input! { from &mut tokens, t: Checked<usize> }
    let t = t?;
    if !(1..=MAX_T).contains(&t) {
        return Err(format!("T = {t} must lie in 1..={MAX_T}"));
    }
    let mut test_cases = Vec::with_capacity(t);
    for case in 1..=t {
        if tokens.is_empty() {
            return Err(format!(
                "the input ends after {} of the T = {t} test cases",
                case - 1
            ));
        }
        input! { from &mut tokens, n: Checked<usize> }
        let n = n?;
        if !(1..=MAX_N).contains(&n) {
            return Err(format!("test case {case}: N = {n} must lie in 1..={MAX_N}"));
        }
        input! { from &mut tokens, intervals: [(Checked<usize>, Checked<usize>); n] }
        let mut checked = Vec::with_capacity(n);
        for (l, r) in intervals {
            let (l, r) = (l?, r?);
            if !(1 <= l && l < r && r <= MAX_X) {
                return Err(format!(
                    "test case {case}: interval L = {l}, R = {r} breaks 1 <= L < R <= {MAX_X}"
                ));
            }
            checked.push((l, r));
        }
        test_cases.push(checked);
    }
    tokens.end(&format!("the T = {t} test cases announced"))?;
    Ok(test_cases)
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

/// Returns the winner, `Alice` or `Bob`, of one test case: `intervals` as `(L, R)` pairs with
/// `1 <= L < R <= 100`.
pub fn solve(intervals: &[(usize, usize)]) -> &'static str {
    // Copies of an interval are one and the same move. Sorted by left end, the intervals that
    // start inside a segment form one run of the list.
    let mut intervals = intervals.to_vec();
    intervals.sort_unstable();
    intervals.dedup();
    let end = intervals.iter().map(|&(_, r)| r).max().unwrap_or(1);
    // A free segment that play can produce starts at 1 or where a chosen interval ends, and
    // ends at `end` or where one starts: only those segments are ever looked up.
    let (mut starts, mut ends) = ([false; MAX_X + 1], [false; MAX_X + 1]);
    starts[1] = true;
    ends[end] = true;
    for &(lo, hi) in &intervals {
        ends[lo] = true;
        starts[hi] = true;
    }
    // grundy[l][r]: the value of the free segment [l, r), on the stack (10 KiB).
    let mut grundy = [[0u8; MAX_X + 1]; MAX_X + 1];
    for width in 1..end {
        for l in 1..=end - width {
            let r = l + width;
            if !(starts[l] && ends[r]) {
                continue;
            }
            let first = intervals.partition_point(|&(lo, _)| lo < l);
            let mut options = 0u128;
            for &(lo, hi) in intervals[first..].iter().take_while(|&&(lo, _)| lo < r) {
                if hi <= r {
                    options |= 1 << (grundy[l][lo] ^ grundy[hi][r]);
                }
            }
            grundy[l][r] = (!options).trailing_zeros() as u8;
        }
    }
    if grundy[1][end] != 0 { "Alice" } else { "Bob" }
}
