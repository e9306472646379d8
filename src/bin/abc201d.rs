//! # ABC201 D — Game in Momotetsu World
//!
//! <https://atcoder.jp/contests/abc201/tasks/abc201_d>
//!
//! A piece starts on the top-left cell of an H x W grid of blue `+` and red `-` cells.
//! Takahashi and Aoki take turns, Takahashi first, moving it one cell right or down; the mover
//! gains a point on a blue cell and loses one on a red cell. The game ends on the bottom-right
//! cell, and more points wins.
//!
//! ## Idea: think backwards from the end, on the score difference
//! Let `lead(i, j)` be the best (mover's points - other player's points) that the player to
//! move from cell (i, j) can secure over the rest of the game. On the goal nobody moves, so it
//! is 0. Elsewhere the mover steps onto a neighbour `n`, scores `points(n)`, and becomes the
//! other player there:
//!
//! ```text
//! lead(i, j) = max over n in {below, right} of points(n) - lead(n)
//! ```
//!
//! Playing for win > draw > loss is the same as maximising the difference: the outcome is
//! the sign of the final difference, and a monotone map such as the sign commutes with every
//! max and min of the game tree. So Takahashi wins, draws or loses as `lead(0, 0)` is
//! positive, zero or negative.
//!
//! Rows are filled bottom to top and each row right to left, so one row of values suffices:
//! `lead[j]` still holds the row below when cell (i, j) is reached, and the worth of the move
//! right is carried from the cell filled just before (in a register, not reloaded from
//! memory, which keeps the loop's dependency chain short).
//!
//! ## Reading
//! With `proconio::input!`, from a source filled after checking the text ([`Tokens`]: a
//! leading byte-order mark skipped, anything but printable ASCII and white space refused).
//! proconio's own readers panic on a missing or malformed token, so the numbers are read as
//! [`Checked`], a `Readable` whose value is the number or the reason it is none, and the rows
//! as `Bytes` only once they are known to be there. Bad input is then one line and exit 1,
//! and nothing panics, here or in coach, which reads its inputs with this same `parse` (a
//! panic hook would have served this `main`, but not coach).
//!
//! ## Complexity
//! O(HW) time, O(W) memory besides the grid. `|lead| <= H + W - 2 <= 3998`, far inside `i32`.
//!
//! ## Constraints
//! 1 <= H, W <= 2000; every cell is `+` or `-`. Any other input is rejected with a one-line
//! message and exit status 1.

use proconio::input;
use proconio::marker::Bytes;
use proconio::source::{Readable, Source};
use std::any::type_name;
use std::cmp::Ordering;
use std::io::{BufRead, ErrorKind, Read, Write};
use std::iter::Peekable;
use std::marker::PhantomData;
use std::str::{FromStr, SplitAsciiWhitespace};

/// The binary's name, which starts each of its messages.
pub const NAME: &str = "abc201d";
/// The largest H and W.
pub const MAX_SIDE: usize = 2000;

fn main() {
    match read_text(std::io::stdin().lock()).and_then(|text| parse(&text)) {
        Ok(grid) => answer(solve(&grid)),
        Err(message) => fail(&format!("invalid input: {message}")),
    }
}

/// Reads `H W` and then H rows of W cells, checking them against the constraints.
pub fn parse(text: &str) -> Result<Vec<Vec<u8>>, String> {
    let mut tokens = Tokens::new(text)?;
    input! { from &mut tokens, h: Checked<usize>, w: Checked<usize> }
    let (h, w) = (h?, w?);
    if !(1..=MAX_SIDE).contains(&h) || !(1..=MAX_SIDE).contains(&w) {
        return Err(format!("H = {h}, W = {w}: both must lie in 1..={MAX_SIDE}"));
    }
    let rows = tokens.ahead(h);
    if rows < h {
        return Err(format!("the input ends after {rows} of the H = {h} rows"));
    }
    input! { from &mut tokens, grid: [Bytes; h] }
    for (i, row) in (1..).zip(&grid) {
        if let Some(&cell) = row.iter().find(|&&cell| !matches!(cell, b'+' | b'-')) {
            return Err(format!(
                "row {i} holds '{}', expected only '+' or '-'",
                char::from(cell)
            ));
        }
        if row.len() != w {
            let cells = if row.len() == 1 { "cell" } else { "cells" };
            return Err(format!(
                "row {i} has {} {cells}, expected W = {w}",
                row.len()
            ));
        }
    }
    tokens.end(&format!("the H = {h} rows announced"))?;
    Ok(grid)
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

impl Tokens<'_> {
    /// How many of the next `wanted` tokens there are.
    fn ahead(&self, wanted: usize) -> usize {
        self.0.clone().take(wanted).count()
    }
}

/// Returns the winner, `Takahashi` or `Aoki`, or `Draw`, for a grid of `+` and `-` rows.
pub fn solve<Row: AsRef<[u8]>>(grid: &[Row]) -> &'static str {
    let points = |cell: u8| if cell == b'+' { 1 } else { -1 };
    let mut lead = vec![0i32; grid[0].as_ref().len()];
    for (i, row) in grid.iter().map(AsRef::as_ref).enumerate().rev() {
        let below = grid.get(i + 1).map(AsRef::as_ref);
        // The worth of moving right onto the cell just filled; none from the last column.
        let mut right = None;
        for j in (0..row.len()).rev() {
            let down = below.map(|below| points(below[j]) - lead[j]);
            // `None < Some(_)`: the max is the better of the moves that exist, and the goal,
            // with no move at all, is worth 0.
            lead[j] = down.max(right).unwrap_or(0);
            right = Some(points(row[j]) - lead[j]);
        }
    }
    match lead[0].cmp(&0) {
        Ordering::Greater => "Takahashi",
        Ordering::Less => "Aoki",
        Ordering::Equal => "Draw",
    }
}
