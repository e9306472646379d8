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
//! ## Complexity
//! O(HW) time, O(W) memory besides the grid. `|lead| <= H + W - 2 <= 3998`, far inside `i32`.
//!
//! ## Constraints
//! 1 <= H, W <= 2000; every cell is `+` or `-`. Any other input is rejected with a one-line
//! message and exit status 1; a leading UTF-8 byte-order mark is skipped.

use std::any::type_name;
use std::cmp::Ordering;
use std::io::Read;
use std::str::{FromStr, SplitAsciiWhitespace};

const MAX_SIDE: usize = 2000;

fn main() {
    let text = read_text(std::io::stdin().lock());
    match text.and_then(|text| parse(&text).map(|grid| solve(&grid))) {
        Ok(winner) => println!("{winner}"),
        Err(message) => {
            eprintln!("abc201d: invalid input: {message}");
            std::process::exit(1);
        }
    }
}

/// Reads `H W` and then H rows of W cells, checking them against the constraints. The rows
/// are borrowed from `text`: the grid is not copied.
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
        if let Some(cell) = row.chars().find(|&cell| !matches!(cell, '+' | '-')) {
            return Err(format!(
                "row {i} holds '{}', expected only '+' or '-'",
                visible(&cell.to_string())
            ));
        }
        if row.len() != w {
            return Err(format!("row {i} has {} cells, expected W = {w}", row.len()));
        }
        grid.push(row.as_bytes());
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
