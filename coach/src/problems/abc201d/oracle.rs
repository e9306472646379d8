//! ABC201 D played out move by move: every path of the piece is tried, each player's points
//! are kept separately, and each player picks the move whose outcome (win, draw or loss) is
//! best for them. Exponential in the grid size: for small grids only.

const TAKAHASHI: usize = 0;
const AOKI: usize = 1;

/// Outcomes from Takahashi's point of view, worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Standing {
    AokiWins,
    Draw,
    TakahashiWins,
}

pub fn winner(grid: &[Vec<u8>]) -> &'static str {
    match play(grid, (0, 0), [0, 0], TAKAHASHI) {
        Standing::TakahashiWins => "Takahashi",
        Standing::AokiWins => "Aoki",
        Standing::Draw => "Draw",
    }
}

fn play(grid: &[Vec<u8>], piece: (usize, usize), points: [i32; 2], mover: usize) -> Standing {
    let (h, w) = (grid.len(), grid[0].len());
    if piece == (h - 1, w - 1) {
        return if points[TAKAHASHI] > points[AOKI] {
            Standing::TakahashiWins
        } else if points[TAKAHASHI] < points[AOKI] {
            Standing::AokiWins
        } else {
            Standing::Draw
        };
    }
    let (i, j) = piece;
    let outcomes = [(i + 1, j), (i, j + 1)]
        .into_iter()
        .filter(|&(y, x)| y < h && x < w)
        .map(|(y, x)| {
            let mut points = points;
            points[mover] += if grid[y][x] == b'+' { 1 } else { -1 };
            play(grid, (y, x), points, 1 - mover)
        });
    let best = if mover == TAKAHASHI {
        outcomes.max()
    } else {
        outcomes.min()
    };
    best.expect("off the goal there is always a move")
}

#[cfg(test)]
impl crate::problem::Oracle for super::Abc201d {
    fn oracle_answer(input: &super::Grid) -> String {
        winner(input).to_string()
    }
}
