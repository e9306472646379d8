//! ARC038 B played out move by move with the players named: every legal move is tried, and
//! the player to move wins when some move leads to a position that this same player wins.
//! No memo: for small grids only.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    First,
    Second,
}

pub fn winner(grid: &[Vec<u8>]) -> &'static str {
    match play(grid, (0, 0), Player::First) {
        Player::First => "First",
        Player::Second => "Second",
    }
}

/// The winner when the piece is on `piece` and `to_move` must move it.
fn play(grid: &[Vec<u8>], piece: (usize, usize), to_move: Player) -> Player {
    let other = match to_move {
        Player::First => Player::Second,
        Player::Second => Player::First,
    };
    let (h, w) = (grid.len(), grid[0].len());
    let (i, j) = piece;
    for (y, x) in [(i + 1, j), (i, j + 1), (i + 1, j + 1)] {
        if y < h && x < w && grid[y][x] == b'.' && play(grid, (y, x), other) == to_move {
            return to_move;
        }
    }
    // Every move (possibly none) hands the win to the other player.
    other
}

#[cfg(test)]
impl crate::problem::Oracle for super::Arc038b {
    fn oracle_answer(input: &super::Grid) -> String {
        winner(input).to_string()
    }
}
