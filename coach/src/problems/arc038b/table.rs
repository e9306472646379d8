//! ARC038 B's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use super::{Arc038b, Piece, Wins};
use crate::problem::Solve;
use crate::problems::tables::{cell_family, moves_read};
use crate::table::{Family, Recurrence, Truth};

impl Recurrence for Wins<'_> {
    /// A cell: whoever moves there, the game from it is the same.
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str = "First where the player to move at (1, 1) wins, else Second";

    /// The piece's cell. An obstacle's entry means nothing, and is not judged.
    fn families(&self) -> Vec<Family<(usize, usize)>> {
        vec![cell_family(self.grid, |cell| cell == b'.')]
    }

    fn truth(&mut self, &cell: &(usize, usize)) -> Truth {
        let piece = Piece { cell, mover: 0 };
        Truth {
            worth: Arc038b::worth(self, &piece),
            mover: 0,
            left: None,
            grundy: None,
        }
    }

    fn reads(&self, &cell: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        moves_read::<Arc038b>(self.grid, &Piece { cell, mover: 0 })
            .into_iter()
            .map(|(words, piece)| (words, piece.cell))
            .collect()
    }

    /// From the bottom right back: the further from the start, the sooner filled.
    fn fill_order(&self, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws cell (i, j) at row i, column j.
    fn cell(&self, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
