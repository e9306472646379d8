//! ABC201 D — Game in Momotetsu World: a piece moves right or down over `+`/`-` cells, and the
//! mover scores the cell it enters. A position is the piece's cell: the player to move follows
//! from it, as every move adds one to row + column.

use crate::draw::{self, Grid};
use crate::format::grid_input;
use crate::layout::{Cell, Layout, Table};
use crate::notation;
use crate::problem::{
    Boundary, Generate, Judge, Judged, MoveNames, Outcome, Problem, Rules, Show, Size, Solve,
};
use crate::rng::Rng;
use crate::shrink::{self, Candidate};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use std::cmp::Ordering;
use submission::MAX_SIDE;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main` is not used here). Its
// header, which is this module's documentation, links to its own private items.
#[allow(dead_code, rustdoc::private_intra_doc_links)]
#[path = "../../../src/bin/abc201d.rs"]
pub mod submission;

pub struct Abc201d;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Direction {
    #[serde(rename = "R")]
    Right,
    #[serde(rename = "D")]
    Down,
}

fn points(cell: u8) -> i64 {
    if cell == b'+' { 1 } else { -1 }
}

fn target((i, j): (usize, usize), step: Direction) -> (usize, usize) {
    match step {
        Direction::Right => (i, j + 1),
        Direction::Down => (i + 1, j),
    }
}

/// `lead[i][j]`: the best (mover's - other's) points from cell (i, j) on, the table the
/// submission keeps one row of.
pub(crate) fn lead_table(grid: &Grid) -> Vec<Vec<i64>> {
    let (h, w) = (grid.len(), grid[0].len());
    let mut lead = vec![vec![0; w]; h];
    for i in (0..h).rev() {
        for j in (0..w).rev() {
            let down = (i + 1 < h).then(|| points(grid[i + 1][j]) - lead[i + 1][j]);
            let right = (j + 1 < w).then(|| points(grid[i][j + 1]) - lead[i][j + 1]);
            lead[i][j] = down.max(right).unwrap_or(0);
        }
    }
    lead
}

/// The submission's table, beside the grid it is read with.
pub struct CellLeads<'g> {
    grid: &'g Grid,
    lead: Vec<Vec<i64>>,
}

/// A random grid of `h` x `w`: uniform, all `+`, all `-`, mostly one colour, striped, all
/// one colour but one cell, or rows of one colour in turn.
pub fn random_grid(rng: &mut Rng, h: usize, w: usize) -> Grid {
    let plus_percent = rng.pick(&[50, 100, 0, 85, 15]);
    let striped = rng.chance(15);
    let mut grid: Grid = (0..h)
        .map(|i| {
            (0..w)
                .map(|j| {
                    let plus = if striped {
                        (i + j) % 2 == 0
                    } else {
                        rng.chance(plus_percent)
                    };
                    if plus { b'+' } else { b'-' }
                })
                .collect()
        })
        .collect();
    // Skewed shapes beside them: all of one colour but one cell, or rows of one colour in
    // turn.
    match rng.below(8) {
        0 => {
            let (most, other) = if rng.chance(50) {
                (b'+', b'-')
            } else {
                (b'-', b'+')
            };
            let at = (rng.below(h), rng.below(w));
            for (i, row) in grid.iter_mut().enumerate() {
                for (j, cell) in row.iter_mut().enumerate() {
                    *cell = if (i, j) == at { other } else { most };
                }
            }
        }
        1 => {
            for (i, row) in grid.iter_mut().enumerate() {
                row.fill(if i % 2 == 0 { b'+' } else { b'-' });
            }
        }
        _ => {}
    }
    grid
}

impl Rules for Abc201d {
    const KIND: Kind = Kind::Score;
    const PLAYERS: [&'static str; 2] = ["Takahashi", "Aoki"];

    type Game = Grid;
    type Position = (usize, usize);
    type Move = Direction;

    fn mover(&(i, j): &(usize, usize)) -> usize {
        (i + j) % 2
    }

    fn moves(grid: &Grid, &(i, j): &(usize, usize)) -> Vec<Direction> {
        let mut moves = Vec::new();
        if j + 1 < grid[0].len() {
            moves.push(Direction::Right);
        }
        if i + 1 < grid.len() {
            moves.push(Direction::Down);
        }
        moves
    }

    fn apply(grid: &Grid, &piece: &(usize, usize), step: &Direction) -> ((usize, usize), [i64; 2]) {
        let (i, j) = target(piece, *step);
        let mut gained = [0, 0];
        gained[Self::mover(&piece)] = points(grid[i][j]);
        ((i, j), gained)
    }
}

impl Problem for Abc201d {
    const NAME: &'static str = submission::NAME;

    type Input = Grid;

    fn answer(input: &Grid) -> String {
        submission::solve(input).to_string()
    }

    /// The winner by points, or a draw.
    fn result(outcomes: &[Outcome]) -> String {
        let [takahashi, aoki] = outcomes[0].points;
        match takahashi.cmp(&aoki) {
            Ordering::Greater => "Takahashi",
            Ordering::Less => "Aoki",
            Ordering::Equal => "Draw",
        }
        .to_string()
    }
}

impl Judged for Abc201d {
    const JUDGE: Judge = Judge::Atcoder;

    fn parse(text: &str) -> Result<Grid, String> {
        submission::parse(text)
    }

    fn format(input: &Grid) -> String {
        grid_input(input)
    }
}

impl Solve for Abc201d {
    const TIE_BREAK: &'static str = "of two moves worth the same, right before down";

    type Values<'g> = CellLeads<'g>;

    fn values(grid: &Grid) -> CellLeads<'_> {
        CellLeads {
            grid,
            lead: lead_table(grid),
        }
    }

    fn worth(leads: &mut CellLeads<'_>, &(i, j): &(usize, usize)) -> Worth {
        Worth::Lead(leads.lead[i][j])
    }

    fn recurrence(leads: &mut CellLeads<'_>, &(i, j): &(usize, usize)) -> String {
        let CellLeads { grid, lead } = leads;
        let entry = format!("lead({}, {})", i + 1, j + 1);
        let terms: Vec<(String, i64)> = Self::moves(grid, &(i, j))
            .into_iter()
            .map(|step| {
                let (y, x) = target((i, j), step);
                let points = points(grid[y][x]);
                (
                    format!("{points:+} - lead({}, {})", y + 1, x + 1),
                    points - lead[y][x],
                )
            })
            .collect();
        notation::max_of(&entry, &terms, "the goal")
    }
    fn tables(
        grid: &Grid,
        leads: &mut CellLeads<'_>,
        line: &[Direction],
    ) -> Vec<Layout<(usize, usize)>> {
        if !Table::fits(grid.len(), grid[0].len()) {
            return Vec::new();
        }
        let path = draw::cells(line, target);
        let lead = leads.lead[0][0];
        let verdict = match lead.cmp(&0) {
            Ordering::Greater => "Takahashi ends ahead",
            Ordering::Less => "Aoki ends ahead",
            Ordering::Equal => "the points end equal",
        };
        let answer = format!(
            "The answer: lead(1, 1) = {lead}, so {verdict}: {}.",
            submission::solve(grid)
        );
        Layout::new(
            "lead(i, j), the best (mover - other) points from cell (i, j) on; Takahashi moves \
             from the cells where i + j is even, Aoki from the others; in brackets, the line's \
             cells"
                .to_string(),
            draw::labels(1, grid.len()),
            draw::labels(1, grid[0].len()),
            path,
            answer,
            |i, j| Cell::Entry((i, j)),
        )
        .into_iter()
        .collect()
    }
}

impl Generate for Abc201d {
    fn generate(rng: &mut Rng, size: Size) -> Grid {
        let (h, w) = match size {
            Size::Small => (rng.below(6) + 1, rng.below(6) + 1),
            Size::Medium => (rng.below(50) + 1, rng.below(50) + 1),
            Size::Max => (MAX_SIDE, MAX_SIDE),
        };
        random_grid(rng, h, w)
    }

    fn boundaries() -> Vec<Boundary<Grid>> {
        vec![
            Boundary::new("one row of the maximum width", |rng| {
                random_grid(rng, 1, MAX_SIDE)
            }),
            Boundary::new("one column of the maximum height", |rng| {
                random_grid(rng, MAX_SIDE, 1)
            }),
            Boundary::new("the largest grid, all +", |_| {
                vec![vec![b'+'; MAX_SIDE]; MAX_SIDE]
            }),
            Boundary::new("the largest grid, all -", |_| {
                vec![vec![b'-'; MAX_SIDE]; MAX_SIDE]
            }),
            Boundary::new("the largest grid, + and - in a checkerboard", |_| {
                draw::checkerboard(MAX_SIDE, MAX_SIDE, b"+-")
            }),
            Boundary::new("the smallest grid, 1 x 1", |rng| random_grid(rng, 1, 1)),
        ]
    }

    fn shape(grid: &Grid) -> String {
        format!("{} x {} grid", grid.len(), grid[0].len())
    }

    fn smaller(grid: &Grid) -> impl Iterator<Item = Candidate<'_, Grid>> {
        shrink::grid(grid, b"+-", |_| true)
    }
}

impl Show for Abc201d {
    const MOVE_NAMES: MoveNames = MoveNames {
        what: "right, down",
        written: "`R`, `D`",
        also: "",
        json: "`\"R\"`, `\"D\"`",
    };
    const POSITION: &'static str = "a cell `[i, j]` from 0";

    fn picture(grid: &Grid, line: &[Direction]) -> serde_json::Value {
        draw::grid_picture(grid, &draw::cells(line, target))
    }

    fn show_move(grid: &Grid, &piece: &(usize, usize), step: &Direction) -> String {
        let (i, j) = target(piece, *step);
        let cell = grid[i][j];
        format!(
            "{} to ({}, {}), a {} cell: {:+}",
            match step {
                Direction::Right => "right",
                Direction::Down => "down",
            },
            i + 1,
            j + 1,
            if cell == b'+' { "blue +" } else { "red -" },
            points(cell)
        )
    }

    /// Only large grids: a window around the piece (small ones draw the whole path at once).
    fn show_position(grid: &Grid, _: &CellLeads<'_>, &piece: &(usize, usize)) -> Option<String> {
        draw::too_large(grid).then(|| draw::window(grid, piece))
    }

    fn too_large_to_show(grid: &Grid) -> bool {
        draw::too_large(grid)
    }

    fn show_line(grid: &Grid, line: &[Direction]) -> Option<String> {
        Some(draw::path_on_grid(grid, line, target))
    }
}

#[cfg(feature = "dev")]
impl crate::problem::Oracle for Abc201d {
    fn oracle_answer(input: &Grid) -> String {
        oracle::winner(input).to_string()
    }
}

/// ABC201 D played out move by move: every path of the piece is tried, each player's points
/// are kept separately, and each player picks the move whose outcome (win, draw or loss) is
/// best for them. Exponential in the grid size: for small grids only.
#[cfg(feature = "dev")]
pub mod oracle {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_come_in_every_shape_and_size() {
        let mut rng = Rng::new(1);
        let grids: Vec<Grid> = (0..300).map(|_| random_grid(&mut rng, 3, 4)).collect();
        assert!(
            grids
                .iter()
                .all(|g| g.len() == 3 && g.iter().all(|row| row.len() == 4))
        );
        let any = |shape: &dyn Fn(&Grid) -> bool| grids.iter().any(shape);
        assert!(any(&|g| g.iter().flatten().all(|&c| c == b'+')));
        assert!(any(&|g| g.iter().flatten().all(|&c| c == b'-')));
        let striped =
            |g: &Grid| (0..3).all(|i| (0..4).all(|j| (g[i][j] == b'+') == ((i + j) % 2 == 0)));
        assert!(any(&striped));
        assert!(any(&|g| {
            let plus = g.iter().flatten().filter(|&&c| c == b'+').count();
            (3..=9).contains(&plus) && !striped(g)
        }));
        // All of one colour but one cell, and rows of one colour in turn.
        let plus = |g: &Grid| g.iter().flatten().filter(|&&c| c == b'+').count();
        assert!(any(&|g| plus(g) == 1) && any(&|g| plus(g) == 11));
        assert!(any(&|g| g.iter().enumerate().all(|(i, row)| {
            row.iter()
                .all(|&c| c == if i % 2 == 0 { b'+' } else { b'-' })
        })));
        let max = Abc201d::generate(&mut rng, Size::Max);
        assert_eq!((max.len(), max[0].len()), (2000, 2000));
        // Every side from 1 to the bound comes up, and no other.
        for (size, bound) in [(Size::Small, 6), (Size::Medium, 50)] {
            let grids: Vec<Grid> = (0..600)
                .map(|_| Abc201d::generate(&mut rng, size))
                .collect();
            for side in [|g: &Grid| g.len(), |g: &Grid| g[0].len()] {
                let sides: Vec<usize> = grids.iter().map(side).collect();
                assert_eq!(sides.iter().min(), Some(&1), "{size:?}");
                assert_eq!(sides.iter().max(), Some(&bound), "{size:?}");
            }
        }
    }

    #[test]
    fn the_line_the_table_and_the_words_follow_the_grid() {
        let grid = vec![b"+-".to_vec(), b"++".to_vec()];
        assert_eq!(
            crate::dev::optimal_line::<Abc201d>(&grid),
            [Direction::Down, Direction::Right]
        );
        assert_eq!(lead_table(&grid)[0][0], 0);
        assert!(crate::dev::table_text::<Abc201d>(&grid).contains("[0]"));
        // Drawn up to 20 cells on a side; past them not even filled.
        let blue = |h: usize, w: usize| vec![vec![b'+'; w]; h];
        assert_eq!(crate::dev::tables::<Abc201d>(&blue(20, 20)).len(), 1);
        assert!(crate::dev::tables::<Abc201d>(&blue(21, 1)).is_empty());
        assert_eq!(
            Abc201d::show_move(&grid, &(0, 0), &Direction::Right),
            "right to (1, 2), a red - cell: -1"
        );
        assert_eq!(
            Abc201d::result(&[Outcome {
                points: [1, 1],
                moves: 2
            }]),
            "Draw"
        );
        assert_eq!(
            Abc201d::result(&[Outcome {
                points: [2, 1],
                moves: 2
            }]),
            "Takahashi"
        );
        assert_eq!(
            Abc201d::result(&[Outcome {
                points: [0, 1],
                moves: 2
            }]),
            "Aoki"
        );
        assert!(Abc201d::too_large_to_show(&vec![vec![b'+'; 81]; 2]));
        assert!(!Abc201d::too_large_to_show(&vec![vec![b'+'; 80]; 2]));
        assert_eq!(crate::dev::show_position::<Abc201d>(&grid, &(0, 0)), None);
        let large = vec![vec![b'+'; 81]; 2];
        assert!(
            crate::dev::show_position::<Abc201d>(&large, &(1, 3))
                .unwrap()
                .contains("(2, 4)")
        );
        let mut leads = Abc201d::values(&grid);
        assert_eq!(
            Abc201d::recurrence(&mut leads, &(0, 0)),
            "lead(1, 1) = max(-1 - lead(1, 2), +1 - lead(2, 1)) = max(-2, 0) = 0"
        );
        assert_eq!(
            Abc201d::recurrence(&mut leads, &(1, 1)),
            "lead(2, 2) = 0: the goal"
        );
        assert_eq!(Abc201d::worth(&mut leads, &(0, 1)), Worth::Lead(1));
        let table = crate::dev::table_text::<Abc201d>(&grid);
        assert!(table.contains("[0]") && table.ends_with("so the points end equal: Draw.\n"));
        assert_eq!(
            Abc201d::show_line(&grid, &[Direction::Down]).unwrap(),
            "[+] -\n[+] +\n"
        );
        assert!(
            Abc201d::smaller(&grid)
                .filter_map(|c| c.build())
                .any(|c| c == [b"++".to_vec()])
        );
    }
}
