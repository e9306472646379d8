//! ARC038 B — a piece moves down, right or diagonally down-right onto empty cells; whoever
//! cannot move loses. A position is the piece's cell and the player to move (a diagonal move
//! keeps the parity of row + column, so the cell alone does not tell whose turn it is).

use crate::draw::{self, Grid};
use crate::format::grid_input;
use crate::layout::{Cell, Layout, Table};
use crate::problem::{Problem, Rules, Site, Solve, Stated};
use crate::worth::{Kind, Worth};
use serde::Serialize;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main`, which prints, is not used
// here). Its header, which is this module's documentation, links to its own private items.
#[allow(
    dead_code,
    clippy::print_stderr,
    clippy::print_stdout,
    rustdoc::private_intra_doc_links
)]
#[path = "../../../../src/bin/arc038b.rs"]
pub mod submission;

pub mod generate;
#[cfg(feature = "dev")]
pub mod oracle;
pub(crate) mod show;
mod table;

pub struct Arc038b;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub(crate) enum Slide {
    #[serde(rename = "D")]
    Down,
    #[serde(rename = "R")]
    Right,
    #[serde(rename = "DR")]
    Diagonal,
}

/// The piece's cell and the player to move; the default is the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub(crate) struct Piece {
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
pub(crate) struct Wins<'g> {
    grid: &'g Grid,
    wins: Vec<Vec<bool>>,
}

impl Rules for Arc038b {
    const KIND: Kind = Kind::WinLose;

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

impl Stated for Arc038b {
    const SITE: Site = Site::Atcoder;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Generate, Show};
    use submission::MAX_SIDE;

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
