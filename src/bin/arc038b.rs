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
//! with a message.

use proconio::input;
use proconio::marker::Bytes;

const MAX_SIDE: usize = 100;

fn main() {
    let grid = read_grid().unwrap_or_else(|message| {
        eprintln!("arc038b: invalid input: {message}");
        std::process::exit(1);
    });
    println!("{}", solve(&grid));
}

/// Reads `H W` and then H rows of W cells, checking them against the constraints.
fn read_grid() -> Result<Vec<Vec<u8>>, String> {
    input! { h: usize, w: usize }
    if !(1..=MAX_SIDE).contains(&h) || !(1..=MAX_SIDE).contains(&w) {
        return Err(format!("H = {h}, W = {w}: both must lie in 1..={MAX_SIDE}"));
    }
    input! { grid: [Bytes; h] }
    for (i, row) in grid.iter().enumerate() {
        if row.len() != w {
            return Err(format!(
                "row {} has {} cells, expected W = {w}",
                i + 1,
                row.len()
            ));
        }
        if let Some(&cell) = row.iter().find(|&&cell| !matches!(cell, b'.' | b'#')) {
            return Err(format!(
                "row {} holds '{}', expected only '.' or '#'",
                i + 1,
                cell.escape_ascii()
            ));
        }
    }
    if grid[0][0] != b'.' {
        return Err("the starting cell (1, 1) holds an obstacle".to_string());
    }
    if !proconio::is_stdin_empty() {
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
