//! ARC038 B in its own words: the moves, the positions drawn, and what a page draws.

use super::{Arc038b, Piece, Slide, Wins, target};
use crate::draw::{self, Grid};
use crate::problem::Show;
use crate::problems::Words;

/// The moves and the positions in words, for the guide's tables.
pub(crate) const WORDS: Words = Words::named(
    "down, right, diagonally",
    &["D", "R", "DR"],
    "`{\"cell\", \"mover\"}`",
);

impl Show for Arc038b {
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
