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

use proconio::input;
use proconio::marker::Bytes;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use std::io::BufRead;
use std::panic::{self, AssertUnwindSafe};

const MAX_SIDE: usize = 100;

/// Windows editors may start a UTF-8 file with it; it is not part of the first number.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

fn main() {
    let grid = read_input(std::io::stdin().lock(), read_grid).unwrap_or_else(|message| {
        eprintln!("arc038b: invalid input: {message}");
        std::process::exit(1);
    });
    println!("{}", solve(&grid));
}

/// Hands the judge's input, less a leading byte-order mark, to `read`. proconio panics on
/// input that is not UTF-8 and on a token that is missing or does not parse: that panic is
/// caught and silenced, and its first clause becomes the error, so bad input never ends in a
/// panic.
pub fn read_input<R: BufRead, T>(
    mut input: R,
    read: impl FnOnce(&mut OnceSource<R>) -> Result<T, String>,
) -> Result<T, String> {
    if input
        .fill_buf()
        .is_ok_and(|start| start.starts_with(BYTE_ORDER_MARK))
    {
        input.consume(BYTE_ORDER_MARK.len());
    }
    panic::set_hook(Box::new(|_| {}));
    let read = panic::catch_unwind(AssertUnwindSafe(|| read(&mut OnceSource::new(input))));
    drop(panic::take_hook());
    read.unwrap_or_else(|panic| {
        let message = panic.downcast_ref::<String>().map_or("", String::as_str);
        Err(match message.split(';').next().unwrap_or_default() {
            "failed to read from source" => "the input is not UTF-8 text".to_string(),
            "failed to get the next token" => "the input ends too early".to_string(),
            clause => clause.to_string(),
        })
    })
}

/// Reads `H W` and then H rows of W cells, checking them against the constraints.
pub fn read_grid<R: BufRead>(tokens: &mut OnceSource<R>) -> Result<Vec<Vec<u8>>, String> {
    input! { from &mut *tokens, h: usize, w: usize }
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
        input! { from &mut *tokens, row: Bytes }
        if row.len() != w {
            return Err(format!("row {i} has {} cells, expected W = {w}", row.len()));
        }
        if let Some(&cell) = row.iter().find(|&&cell| !matches!(cell, b'.' | b'#')) {
            return Err(format!(
                "row {i} holds '{}', expected only '.' or '#'",
                cell.escape_ascii()
            ));
        }
        grid.push(row);
    }
    if grid[0][0] != b'.' {
        return Err("the starting cell (1, 1) holds an obstacle".to_string());
    }
    if !tokens.is_empty() {
        return Err(format!("more than the H = {h} rows announced"));
    }
    Ok(grid)
}

/// Returns `First` if the player to move first wins on this grid of `.` and `#` rows, else
/// `Second`.
pub fn solve(grid: &[Vec<u8>]) -> &'static str {
    let (h, w) = (grid.len(), grid[0].len());
    // wins[i][j]: the player to move with the piece on (i, j) wins.
    let mut wins = vec![vec![false; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            wins[i][j] = [(i + 1, j), (i, j + 1), (i + 1, j + 1)]
                .iter()
                .any(|&(y, x)| y < h && x < w && grid[y][x] == b'.' && !wins[y][x]);
        }
    }
    if wins[0][0] { "First" } else { "Second" }
}
