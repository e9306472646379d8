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

use proconio::input;
use proconio::marker::Bytes;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use std::cmp::Ordering;
use std::io::BufRead;
use std::panic::{self, AssertUnwindSafe};

const MAX_SIDE: usize = 2000;

/// Windows editors may start a UTF-8 file with it; it is not part of the first number.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

fn main() {
    let grid = read_input(std::io::stdin().lock(), read_grid).unwrap_or_else(|message| {
        eprintln!("abc201d: invalid input: {message}");
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
        if let Some(&cell) = row.iter().find(|&&cell| !matches!(cell, b'+' | b'-')) {
            return Err(format!(
                "row {i} holds '{}', expected only '+' or '-'",
                cell.escape_ascii()
            ));
        }
        grid.push(row);
    }
    if !tokens.is_empty() {
        return Err(format!("more than the H = {h} rows announced"));
    }
    Ok(grid)
}

/// Returns the winner, `Takahashi` or `Aoki`, or `Draw`, for a grid of `+` and `-` rows.
pub fn solve(grid: &[Vec<u8>]) -> &'static str {
    let points = |cell: u8| if cell == b'+' { 1 } else { -1 };
    let mut lead = vec![0i32; grid[0].len()];
    for (i, row) in grid.iter().enumerate().rev() {
        let below = grid.get(i + 1);
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
