//! ARC038 B — a piece moves down, right or diagonally down-right onto empty cells; whoever
//! cannot move loses. A position is the piece's cell and the player to move (a diagonal move
//! keeps the parity of row + column, so the cell alone does not tell whose turn it is).

use crate::draw::{self, Grid};
use crate::format::grid_input;
use crate::layout::{Cell, Layout, Table};
use crate::problem::{
    Boundary, Generate, Judge, Judged, MoveNames, Problem, Rules, Show, Size, Solve,
};
use crate::rng::Rng;
use crate::shrink::{self, Candidate};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use submission::MAX_SIDE;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main` is not used here). Its
// header, which is this module's documentation, links to its own private items.
#[allow(dead_code, rustdoc::private_intra_doc_links)]
#[path = "../../../src/bin/arc038b.rs"]
pub mod submission;

pub struct Arc038b;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Slide {
    #[serde(rename = "D")]
    Down,
    #[serde(rename = "R")]
    Right,
    #[serde(rename = "DR")]
    Diagonal,
}

/// The piece's cell and the player to move; the default is the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Piece {
    pub(crate) cell: (usize, usize),
    pub(crate) mover: usize,
}

fn target((i, j): (usize, usize), step: Slide) -> (usize, usize) {
    match step {
        Slide::Down => (i + 1, j),
        Slide::Right => (i, j + 1),
        Slide::Diagonal => (i + 1, j + 1),
    }
}

/// `wins[i][j]`: the player to move with the piece on (i, j) wins. Filled backwards from
/// the end, as the submission fills it.
pub(crate) fn wins_table(grid: &Grid) -> Vec<Vec<bool>> {
    let (h, w) = (grid.len(), grid[0].len());
    let mut wins = vec![vec![false; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            wins[i][j] = [Slide::Down, Slide::Right, Slide::Diagonal]
                .into_iter()
                .map(|step| target((i, j), step))
                .any(|(y, x)| y < h && x < w && grid[y][x] == b'.' && !wins[y][x]);
        }
    }
    wins
}

/// The win/lose table, beside the grid it is read with.
pub struct Wins<'g> {
    grid: &'g Grid,
    wins: Vec<Vec<bool>>,
}

/// A random grid of `h` x `w` with (1, 1) empty: no, sparse, dense or very dense obstacles,
/// a wall across a row or a column with one gap, or obstacles down the diagonal.
pub fn random_grid(rng: &mut Rng, h: usize, w: usize) -> Grid {
    let obstacle_percent = rng.pick(&[0, 10, 30, 60, 90]);
    let mut grid: Grid = (0..h)
        .map(|_| {
            (0..w)
                .map(|_| {
                    if rng.chance(obstacle_percent) {
                        b'#'
                    } else {
                        b'.'
                    }
                })
                .collect()
        })
        .collect();
    // Skewed shapes beside them: a wall across a row or a column with one gap, or
    // obstacles down the diagonal.
    match rng.below(8) {
        0 if h > 1 => {
            let (row, gap) = (rng.below(h - 1) + 1, rng.below(w));
            for (j, cell) in grid[row].iter_mut().enumerate() {
                *cell = if j == gap { b'.' } else { b'#' };
            }
        }
        1 if w > 1 => {
            let (column, gap) = (rng.below(w - 1) + 1, rng.below(h));
            for (i, row) in grid.iter_mut().enumerate() {
                row[column] = if i == gap { b'.' } else { b'#' };
            }
        }
        2 => {
            for (k, row) in grid.iter_mut().enumerate().skip(1) {
                if let Some(cell) = row.get_mut(k) {
                    *cell = b'#';
                }
            }
        }
        _ => {}
    }
    grid[0][0] = b'.';
    grid
}

impl Rules for Arc038b {
    const KIND: Kind = Kind::WinLose;
    const PLAYERS: [&'static str; 2] = ["First", "Second"];

    type Game = Grid;
    type Position = Piece;
    type Move = Slide;

    fn mover(piece: &Piece) -> usize {
        piece.mover
    }

    fn moves(grid: &Grid, piece: &Piece) -> Vec<Slide> {
        [Slide::Down, Slide::Right, Slide::Diagonal]
            .into_iter()
            .filter(|&step| {
                let (y, x) = target(piece.cell, step);
                y < grid.len() && x < grid[0].len() && grid[y][x] == b'.'
            })
            .collect()
    }

    fn apply(_: &Grid, piece: &Piece, step: &Slide) -> (Piece, [i64; 2]) {
        let after = Piece {
            cell: target(piece.cell, *step),
            mover: 1 - piece.mover,
        };
        (after, [0, 0])
    }
}

impl Problem for Arc038b {
    const NAME: &'static str = submission::NAME;

    type Input = Grid;

    fn answer(input: &Grid) -> String {
        submission::solve(input).to_string()
    }
}

impl Judged for Arc038b {
    const JUDGE: Judge = Judge::Atcoder;

    fn parse(text: &str) -> Result<Grid, String> {
        submission::parse(text)
    }

    fn format(input: &Grid) -> String {
        grid_input(input)
    }
}

impl Solve for Arc038b {
    const TIE_BREAK: &'static str = "remoteness: the winner wins as fast as possible and the \
        loser holds out as long as possible; then down, right, diagonal";

    type Values<'g> = Wins<'g>;

    fn values(grid: &Grid) -> Wins<'_> {
        Wins {
            grid,
            wins: wins_table(grid),
        }
    }

    /// The cell alone decides the rest of the game: the moves from it, and the worth to
    /// whoever moves there, are the same for either player.
    fn canonical(_: &Wins<'_>, piece: &Piece) -> Piece {
        Piece {
            cell: piece.cell,
            mover: 0,
        }
    }

    /// Wins and losses; coach counts the moves left.
    fn worth(wins: &mut Wins<'_>, piece: &Piece) -> Worth {
        if wins.wins[piece.cell.0][piece.cell.1] {
            Worth::Win(None)
        } else {
            Worth::Lose(None)
        }
    }

    fn recurrence(wins: &mut Wins<'_>, piece: &Piece) -> String {
        let Wins { grid, wins } = wins;
        let cell = |(i, j): (usize, usize)| format!("({}, {})", i + 1, j + 1);
        let entry = |(i, j): (usize, usize)| if wins[i][j] { "W" } else { "L" };
        let next: Vec<String> = Self::moves(grid, piece)
            .into_iter()
            .map(|step| {
                let to = target(piece.cell, step);
                format!("{} {}", cell(to), entry(to))
            })
            .collect();
        let because = match (next.is_empty(), wins[piece.cell.0][piece.cell.1]) {
            (true, _) => "no move",
            (false, true) => "some move leads to a losing cell",
            (false, false) => "every move leads to a winning cell",
        };
        format!(
            "{} = {}: {because}{}{}",
            cell(piece.cell),
            entry(piece.cell),
            if next.is_empty() { "" } else { "; moves to " },
            next.join(", ")
        )
    }

    fn tables(grid: &Grid, wins: &mut Wins<'_>, line: &[Slide]) -> Vec<Layout<Piece>> {
        if !Table::fits(grid.len(), grid[0].len()) {
            return Vec::new();
        }
        let answer = format!(
            "The answer: (1, 1) {} for the player to move: {}.",
            if wins.wins[0][0] { "wins" } else { "loses" },
            submission::solve(grid)
        );
        Layout::new(
            "W: the player to move wins, L: loses; the number is the moves left under optimal \
             play (the winner hurries, the loser holds out); # an obstacle. Either player may \
             move from any cell (a diagonal move keeps the parity of i + j), so the table has \
             no turn; in brackets, the line's cells"
                .to_string(),
            draw::labels(1, grid.len()),
            draw::labels(1, grid[0].len()),
            draw::cells(line, target),
            answer,
            |i, j| {
                if grid[i][j] == b'#' {
                    return Cell::Written("#".to_string(), "an obstacle".to_string());
                }
                Cell::Entry(Piece {
                    cell: (i, j),
                    mover: 0,
                })
            },
        )
        .into_iter()
        .collect()
    }
}

impl Generate for Arc038b {
    fn generate(rng: &mut Rng, size: Size) -> Grid {
        let (h, w) = match size {
            Size::Small => (rng.below(6) + 1, rng.below(6) + 1),
            Size::Medium => (rng.below(30) + 1, rng.below(30) + 1),
            Size::Max => (MAX_SIDE, MAX_SIDE),
        };
        random_grid(rng, h, w)
    }

    fn boundaries() -> Vec<Boundary<Grid>> {
        fn open(h: usize, w: usize) -> Grid {
            vec![vec![b'.'; w]; h]
        }
        vec![
            Boundary::new("one row of the maximum width, no obstacle", |_| {
                open(1, MAX_SIDE)
            }),
            Boundary::new("one column of the maximum height, no obstacle", |_| {
                open(MAX_SIDE, 1)
            }),
            // Where the game ends is the obstacle's place: a table that loses track of the
            // far cells of a row (a 64-bit mask of obstacles) shows here.
            Boundary::new(
                "one row of the maximum width, one obstacle in its far half",
                |rng| {
                    let mut row = open(1, MAX_SIDE);
                    row[0][MAX_SIDE / 2 + rng.below(MAX_SIDE / 2)] = b'#';
                    row
                },
            ),
            Boundary::new(
                "one column of the maximum height, one obstacle in its far half",
                |rng| {
                    let mut column = open(MAX_SIDE, 1);
                    column[MAX_SIDE / 2 + rng.below(MAX_SIDE / 2)][0] = b'#';
                    column
                },
            ),
            Boundary::new("the largest grid, no obstacle: the longest game", |_| {
                open(MAX_SIDE, MAX_SIDE)
            }),
            Boundary::new("the largest grid, obstacles everywhere but (1, 1)", |_| {
                let mut grid = vec![vec![b'#'; MAX_SIDE]; MAX_SIDE];
                grid[0][0] = b'.';
                grid
            }),
            Boundary::new("the largest grid, obstacles in a checkerboard", |_| {
                draw::checkerboard(MAX_SIDE, MAX_SIDE, b".#")
            }),
            Boundary::new("the smallest grid, 1 x 1", |_| open(1, 1)),
        ]
    }

    fn shape(grid: &Grid) -> String {
        format!("{} x {} grid", grid.len(), grid[0].len())
    }

    fn smaller(grid: &Grid) -> impl Iterator<Item = Candidate<'_, Grid>> {
        // The piece starts on (1, 1), which must stay empty.
        shrink::grid(grid, b".#", |grid| grid[0][0] == b'.')
    }
}

impl Show for Arc038b {
    const MOVE_NAMES: MoveNames = MoveNames {
        what: "down, right, diagonally",
        written: "`D`, `R`, `DR`",
        also: "",
        json: "`\"D\"`, `\"R\"`, `\"DR\"`",
    };
    const POSITION: &'static str = "`{\"cell\", \"mover\"}`";

    fn picture(grid: &Grid, line: &[Slide]) -> serde_json::Value {
        draw::grid_picture(grid, &draw::cells(line, target))
    }

    fn show_move(_: &Grid, piece: &Piece, step: &Slide) -> String {
        let (i, j) = target(piece.cell, *step);
        let direction = match step {
            Slide::Down => "down",
            Slide::Right => "right",
            Slide::Diagonal => "diagonally",
        };
        format!("{direction} to ({}, {})", i + 1, j + 1)
    }

    /// Only large grids: a window around the piece (small ones draw the whole path at once).
    fn show_position(grid: &Grid, _: &Wins<'_>, piece: &Piece) -> Option<String> {
        draw::too_large(grid).then(|| draw::window(grid, piece.cell))
    }

    fn too_large_to_show(grid: &Grid) -> bool {
        draw::too_large(grid)
    }

    fn show_line(grid: &Grid, line: &[Slide]) -> Option<String> {
        Some(draw::path_on_grid(grid, line, target))
    }
}

#[cfg(feature = "dev")]
impl crate::problem::Oracle for Arc038b {
    fn oracle_answer(input: &Grid) -> String {
        oracle::winner(input).to_string()
    }
}

/// ARC038 B played out move by move with the players named: every legal move is tried, and
/// the player to move wins when some move leads to a position that this same player wins.
/// No memo: for small grids only.
#[cfg(feature = "dev")]
pub mod oracle {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_range_from_open_to_crowded_and_start_empty() {
        let mut rng = Rng::new(1);
        let grids: Vec<Grid> = (0..300).map(|_| random_grid(&mut rng, 4, 5)).collect();
        assert!(
            grids
                .iter()
                .all(|g| g[0][0] == b'.' && g.len() == 4 && g[0].len() == 5)
        );
        let obstacles = |g: &Grid| g.iter().flatten().filter(|&&c| c == b'#').count();
        assert!(grids.iter().any(|g| obstacles(g) == 0));
        assert!(grids.iter().any(|g| obstacles(g) >= 15));
        assert!(grids.iter().any(|g| (3..=9).contains(&obstacles(g))));
        // A wall across a row with one gap, and one down a column.
        let wall_row = |g: &Grid| (1..4).any(|i| g[i].iter().filter(|&&c| c == b'#').count() == 4);
        let wall_column =
            |g: &Grid| (1..5).any(|j| (0..4).filter(|&i| g[i][j] == b'#').count() == 3);
        assert!(grids.iter().any(wall_row) && grids.iter().any(wall_column));
        let max = Arc038b::generate(&mut rng, Size::Max);
        assert_eq!((max.len(), max[0].len()), (100, 100));
        for _ in 0..100 {
            let medium = Arc038b::generate(&mut rng, Size::Medium);
            assert!(medium.len() <= 30 && medium[0].len() <= 30);
            assert!(Arc038b::generate(&mut rng, Size::Small).len() <= 6);
        }
    }

    /// A cell is one future whoever moves there, so the largest grid without an obstacle,
    /// the longest game, has as many positions to count as cells: within the bound.
    #[test]
    fn the_moves_left_of_the_largest_open_grid_are_counted() {
        let grid = vec![vec![b'.'; MAX_SIDE]; MAX_SIDE];
        const { assert!(MAX_SIDE * MAX_SIDE <= crate::analysis::MAX_COUNTED) };
        let values = Arc038b::values(&grid);
        let second = Piece {
            cell: (3, 4),
            mover: 1,
        };
        assert_eq!(
            Arc038b::canonical(&values, &second),
            Piece {
                cell: (3, 4),
                mover: 0
            }
        );
        let mut analyst = crate::analysis::Analyst::<Arc038b>::new(&grid);
        assert!(matches!(
            analyst.worth(&Piece::default()),
            Worth::Win(Some(_))
        ));
        assert!(matches!(analyst.worth(&second), Worth::Win(Some(_))));
    }

    #[test]
    fn the_line_the_table_and_the_words_follow_the_grid() {
        let grid = vec![b"..".to_vec(), b"..".to_vec()];
        assert_eq!(
            crate::dev::optimal_line::<Arc038b>(&grid),
            [Slide::Diagonal]
        );
        assert!(wins_table(&grid)[0][0]);
        assert!(crate::dev::table_text::<Arc038b>(&grid).contains("[W1]"));
        // Drawn up to 20 cells on a side; past them not even filled.
        let open = |h: usize, w: usize| vec![vec![b'.'; w]; h];
        assert_eq!(crate::dev::tables::<Arc038b>(&open(20, 20)).len(), 1);
        assert!(crate::dev::tables::<Arc038b>(&open(1, 21)).is_empty());
        assert_eq!(
            Arc038b::show_move(&grid, &Piece::default(), &Slide::Diagonal),
            "diagonally to (2, 2)"
        );
        let blocked = vec![b".#".to_vec(), b"#.".to_vec()];
        assert_eq!(
            Arc038b::moves(&blocked, &Piece::default()),
            [Slide::Diagonal]
        );
        assert!(crate::dev::table_text::<Arc038b>(&blocked).contains('#'));
        assert!(Arc038b::too_large_to_show(&vec![vec![b'.'; 1]; 61]));
        assert!(
            crate::dev::show_position::<Arc038b>(&vec![vec![b'.'; 1]; 61], &Piece::default())
                .is_some()
        );
        let mut wins = Arc038b::values(&blocked);
        assert_eq!(
            Arc038b::recurrence(&mut wins, &Piece::default()),
            "(1, 1) = W: some move leads to a losing cell; moves to (2, 2) L"
        );
        // The table gives wins and losses; the moves left are coach's count.
        assert_eq!(
            Arc038b::worth(&mut wins, &Piece::default()),
            Worth::Win(None)
        );
        let mut analyst = crate::analysis::Analyst::<Arc038b>::new(&blocked);
        assert_eq!(analyst.worth(&Piece::default()), Worth::Win(Some(1)));
        assert!(crate::dev::table_text::<Arc038b>(&blocked).contains("[W1]"));
        assert_eq!(
            Arc038b::show_line(&grid, &[Slide::Diagonal]).unwrap(),
            "[.] .\n . [.]\n"
        );
        let candidates: Vec<Grid> = Arc038b::smaller(&blocked)
            .filter_map(|c| c.build())
            .collect();
        assert!(candidates.iter().all(|g| g[0][0] == b'.'));
        assert!(candidates.contains(&vec![b".".to_vec(), b"#".to_vec()]));
    }
}
