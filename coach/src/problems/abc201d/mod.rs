//! ABC201 D — Game in Momotetsu World: a piece moves right or down over `+`/`-` cells, and the
//! mover scores the cell it enters. A position is the piece's cell: the player to move follows
//! from it, as every move adds one to row + column.

use crate::draw::{self, Grid};
use crate::format::grid_input;
use crate::layout::{Layout, Table};
use crate::notation;
use crate::problem::{GameEnd, Problem, Rules, Site, Solve, Stated};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use std::cmp::Ordering;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main`, which prints, is not used
// here). Its header, which is this module's documentation, links to its own private items.
#[allow(
    dead_code,
    clippy::print_stderr,
    clippy::print_stdout,
    rustdoc::private_intra_doc_links
)]
#[path = "../../../../src/bin/abc201d.rs"]
pub mod submission;

pub mod generate;
#[cfg(feature = "dev")]
pub mod oracle;
pub(crate) mod show;
mod table;

pub struct Abc201d;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub(crate) enum Direction {
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
pub(crate) struct CellLeads<'g> {
    grid: &'g Grid,
    lead: Vec<Vec<i64>>,
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
    fn result(_grid: &Grid, outcome: &GameEnd) -> String {
        let [takahashi, aoki] = outcome.points;
        match takahashi.cmp(&aoki) {
            Ordering::Greater => "Takahashi",
            Ordering::Less => "Aoki",
            Ordering::Equal => "Draw",
        }
        .to_string()
    }
}

impl Stated for Abc201d {
    const SITE: Site = Site::Atcoder;

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
        Layout::of_positions(
            "lead(i, j), the best (mover - other) points from cell (i, j) on; Takahashi moves \
             from the cells where i + j is even, Aoki from the others; in brackets, the line's \
             cells"
                .to_string(),
            draw::labels(1, grid.len()),
            draw::labels(1, grid[0].len()),
            path,
            answer,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Generate, Show};

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
        let result = |points| {
            let outcome = GameEnd {
                points,
                moves: 2,
                winner: None,
                at_once: false,
                drawn: false,
            };
            Abc201d::result(&grid, &outcome)
        };
        assert_eq!(result([1, 1]), "Draw");
        assert_eq!(result([2, 1]), "Takahashi");
        assert_eq!(result([0, 1]), "Aoki");
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
