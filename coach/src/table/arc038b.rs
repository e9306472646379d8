//! Arc038b's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::draw::Grid;
use crate::problem::{Family, Recurrence, Solve, Truth};
use crate::problems::Arc038b;
use crate::problems::arc038b::{Piece, Wins};

impl Recurrence for Arc038b {
    /// A cell: whoever moves there, the game from it is the same.
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str = "First where the player to move at (1, 1) wins, else Second";

    /// The piece's cell. An obstacle's entry means nothing, and is not judged.
    fn families(grid: &Grid) -> Vec<Family<(usize, usize)>> {
        vec![super::cell_family(grid, |cell| cell == b'.')]
    }

    fn truth(_: &Grid, wins: &mut Wins<'_>, &cell: &(usize, usize)) -> Truth {
        let piece = Piece { cell, mover: 0 };
        Truth {
            worth: Self::worth(wins, &piece),
            mover: 0,
            left: None,
            grundy: None,
        }
    }

    fn reads(grid: &Grid, &cell: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        super::moves_read::<Self>(grid, &Piece { cell, mover: 0 })
            .into_iter()
            .map(|(words, piece)| (words, piece.cell))
            .collect()
    }

    /// From the bottom right back: the further from the start, the sooner filled.
    fn fill_order(_: &Grid, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws cell (i, j) at row i, column j.
    fn cell(_: &Grid, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
