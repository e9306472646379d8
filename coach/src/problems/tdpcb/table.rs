//! TDPC B's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use super::{TakenLeads, Tdpcb};
use crate::problem::{Rules, Solve};
use crate::problems::tables::moves_read;
use crate::table::{Coordinate, Family, Recurrence, Truth};

impl Recurrence for TakenLeads<'_> {
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str =
        "(total + lead) / 2: Snuke's total, from the total of both piles and the lead at the start";

    /// The objects taken from each pile (from 0, or what is left, by the search).
    fn families(&self) -> Vec<Family<(usize, usize)>> {
        let (len_a, len_b) = (self.piles.0.len(), self.piles.1.len());
        vec![Family::new(
            "",
            vec![
                Coordinate::count("objects taken from a", len_a, "objects left in a"),
                Coordinate::count("objects taken from b", len_b, "objects left in b"),
            ],
            |at: &[i64]| Some((at[0] as usize, at[1] as usize)),
            |&(i, j): &(usize, usize)| vec![i as i64, j as i64],
        )]
    }

    fn truth(&mut self, &(i, j): &(usize, usize)) -> Truth {
        let left = self.left[0][i] + self.left[1][j];
        Truth {
            worth: Tdpcb::worth(self, &(i, j)),
            mover: Tdpcb::mover(&(i, j)),
            left: Some(left),
            grundy: None,
        }
    }

    fn reads(&self, taken: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        moves_read::<Tdpcb>(self.piles, taken)
    }

    /// From the end: the more taken, the sooner filled.
    fn fill_order(&self, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws (i, j) taken at row i, column j.
    fn cell(&self, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
