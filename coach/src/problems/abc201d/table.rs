//! ABC201 D's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use super::{Abc201d, CellLeads};
use crate::problem::{Rules, Solve};
use crate::problems::tables::{cell_family, moves_read};
use crate::table::{Family, Recurrence, Truth};

impl Recurrence for CellLeads<'_> {
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str = "the sign of the lead at the start, (1, 1): Takahashi \
        above 0, Aoki below, Draw at 0";

    /// The piece's cell.
    fn families(&self) -> Vec<Family<(usize, usize)>> {
        vec![cell_family(self.grid, |_| true)]
    }

    fn truth(&mut self, cell: &(usize, usize)) -> Truth {
        Truth {
            worth: Abc201d::worth(self, cell),
            mover: Abc201d::mover(cell),
            left: None,
            grundy: None,
        }
    }

    fn reads(&self, cell: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        moves_read::<Abc201d>(self.grid, cell)
    }

    /// From the goal back: the further from the start, the sooner filled.
    fn fill_order(&self, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws cell (i, j) at row i, column j.
    fn cell(&self, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
