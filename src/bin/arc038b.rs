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
//! ## Complexity
//! O(HW) time and memory.
//!
//! ## Constraints
//! 1 <= H, W <= 100; every cell is `.` or `#`; (1, 1) is `.`. Any other input is rejected
//! with a one-line message and exit status 1; a leading UTF-8 byte-order mark is skipped.

use std::any::type_name;
use std::io::Read;
use std::str::{FromStr, SplitAsciiWhitespace};

const MAX_SIDE: usize = 100;

fn main() {
    let text = read_text(std::io::stdin().lock());
    match text.and_then(|text| parse(&text).map(|grid| solve(&grid))) {
        Ok(winner) => println!("{winner}"),
        Err(message) => {
            eprintln!("arc038b: invalid input: {message}");
            std::process::exit(1);
        }
    }
}

/// Reads `H W` and then H rows of W cells, checking them against the constraints. The rows
/// are borrowed from `text`.
pub fn parse(text: &str) -> Result<Vec<&[u8]>, String> {
    let mut tokens = Tokens::new(text);
    let (h, w): (usize, usize) = (tokens.number()?, tokens.number()?);
    if !(1..=MAX_SIDE).contains(&h) || !(1..=MAX_SIDE).contains(&w) {
        return Err(format!("H = {h}, W = {w}: both must lie in 1..={MAX_SIDE}"));
    }
    let mut grid = Vec::with_capacity(h);
    for i in 1..=h {
        if tokens.is_empty() {
            return Err(format!(
                "the input ends after {} of the H = {h} rows",
                i - 1
            ));
        }
        let row = tokens.word()?;
        if let Some(cell) = row.chars().find(|&cell| !matches!(cell, '.' | '#')) {
            return Err(format!(
                "row {i} holds '{}', expected only '.' or '#'",
                visible(&cell.to_string())
            ));
        }
        if row.len() != w {
            return Err(format!("row {i} has {} cells, expected W = {w}", row.len()));
        }
        grid.push(row.as_bytes());
    }
    if grid[0][0] != b'.' {
        return Err("the starting cell (1, 1) holds an obstacle".to_string());
    }
    tokens.end(&format!("the H = {h} rows announced"))?;
    Ok(grid)
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

    fn is_empty(&self) -> bool {
        self.0.clone().next().is_none()
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
