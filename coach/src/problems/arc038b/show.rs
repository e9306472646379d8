//! ARC038 B in its own words: the moves, the positions drawn, and what a page draws.

use super::{Arc038b, Piece, Slide, Wins, target};
use crate::draw::{self, Grid};
use crate::problem::{MoveNames, Show};

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
