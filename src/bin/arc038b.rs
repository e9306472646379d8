//! # ARC038 B — マス目と駒 (Grid and Piece)
//!
//! <https://atcoder.jp/contests/arc038/tasks/arc038_b>
//!
//! A piece starts on the top-left cell of an H x W grid with obstacles `#`. Two players
//! alternate moving it one cell down, right or diagonally down-right onto an empty cell. The
//! player who cannot move loses.
//!
//! ## Idea: win/lose table, backwards from the end
//! Every move goes down or right, so the game ends, and a cell's outcome depends only on
//! cells after it. A position is winning exactly when some move leads to a losing position
//! (a cell with no move at all is therefore losing). Both players have the same moves, so the
//! game is impartial and the table needs no "whose turn" dimension: the player to move is the
//! only point of view. Filling rows bottom to top and each row right to left computes every
//! cell after the cells it depends on; the first player wins when (1, 1) is winning.
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
//! O(HW) time and memory.
//!
//! ## Constraints
//! 1 <= H, W <= 100; every cell is `.` or `#`; (1, 1) is `.`. Any other input is rejected
//! with a one-line message and exit status 1.

use proconio::input;
use proconio::marker::Bytes;
use proconio::source::{Readable, Source};
use std::any::type_name;
use std::io::{BufRead, ErrorKind, Read, Write};
use std::iter::Peekable;
use std::marker::PhantomData;
use std::str::{FromStr, SplitAsciiWhitespace};

/// The binary's name, which starts each of its messages.
pub const NAME: &str = "arc038b";
/// The largest H and W.
pub const MAX_SIDE: usize = 100;

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
        if let Some(&cell) = row.iter().find(|&&cell| !matches!(cell, b'.' | b'#')) {
            return Err(format!(
                "row {i} holds '{}', expected only '.' or '#'",
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
    if grid[0][0] != b'.' {
        return Err("the starting cell (1, 1) holds an obstacle".to_string());
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

/// Returns `First` if the player to move first wins on this grid of `.` and `#` rows, else
/// `Second`.
pub fn solve<Row: AsRef<[u8]>>(grid: &[Row]) -> &'static str {
    let (h, w) = (grid.len(), grid[0].as_ref().len());
    // wins[i][j]: the player to move with the piece on (i, j) wins.
    let mut wins = vec![vec![false; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            wins[i][j] = [(i + 1, j), (i, j + 1), (i + 1, j + 1)]
                .iter()
                .any(|&(y, x)| y < h && x < w && grid[y].as_ref()[x] == b'.' && !wins[y][x]);
        }
    }
    if wins[0][0] { "First" } else { "Second" }
}
