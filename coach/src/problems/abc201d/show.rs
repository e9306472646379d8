//! ABC201 D in its own words: the moves, the positions drawn, and what a page draws.

use super::{Abc201d, CellLeads, Direction, points, target};
use crate::draw::{self, Grid};
use crate::problem::Show;
use crate::problems::Words;

/// The moves and the positions in words, for the guide's tables.
pub(crate) const WORDS: Words = Words::named("right, down", &["R", "D"], "a cell `[i, j]` from 0");

impl Show for Abc201d {
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
