//! Tdpcb's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::problem::{Coordinate, Family, Recurrence, Rules, Solve, Truth};
use crate::problems::Tdpcb;
use crate::problems::tdpcb::{Piles, TakenLeads};

impl Recurrence for Tdpcb {
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str =
        "(total + lead) / 2: Snuke's total, from the total of both piles and the lead at the start";

    /// The objects taken from each pile (from 0, or what is left, by the search).
    fn families((a, b): &Piles) -> Vec<Family<(usize, usize)>> {
        let (len_a, len_b) = (a.len(), b.len());
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

    fn truth(_: &Piles, leads: &mut TakenLeads<'_>, &(i, j): &(usize, usize)) -> Truth {
        let left = leads.left[0][i] + leads.left[1][j];
        Truth {
            worth: Self::worth(leads, &(i, j)),
            mover: Self::mover(&(i, j)),
            left: Some(left),
            grundy: None,
        }
    }

    fn reads(piles: &Piles, taken: &(usize, usize)) -> Vec<(String, (usize, usize))> {
        super::moves_read::<Self>(piles, taken)
    }

    /// From the end: the more taken, the sooner filled.
    fn fill_order(_: &Piles, &(i, j): &(usize, usize)) -> i64 {
        -((i + j) as i64)
    }

    /// The table draws (i, j) taken at row i, column j.
    fn cell(_: &Piles, &(i, j): &(usize, usize)) -> Option<(usize, usize, usize)> {
        Some((0, i, j))
    }
}
