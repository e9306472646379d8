//! Abc201d's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::draw::Grid;
use crate::problem::{Family, Recurrence, Rules, Solve, Truth};
use crate::problems::Abc201d;
use crate::problems::abc201d::CellLeads;

impl Recurrence for Abc201d {
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str = "the sign of the lead at the start, (1, 1): Takahashi \
        above 0, Aoki below, Draw at 0";

    /// The piece's cell.
    fn families(grid: &Grid) -> Vec<Family<(usize, usize)>> {
        vec![super::cell_family(grid, |_| true)]
    }

    fn truth(_: &Grid, leads: &mut CellLeads<'_>, cell: &(usize, usize)) -> Truth {
        Truth {
            worth: Self::worth(leads, cell),
            mover: Self::mover(cell),
            left: None,
            grundy: None,
        }
    }

    fn reads(grid: &Grid, cell: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        super::moves_read::<Self>(grid, cell)
    }

    /// From the goal back: the further from the start, the sooner filled.
    fn fill_order(_: &Grid, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws cell (i, j) at row i, column j.
    fn cell(_: &Grid, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
