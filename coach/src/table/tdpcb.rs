//! Tdpcb's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::problem::{Indexing, Meaning, Recurrence, Rules, Solve, Stored, Truth};
use crate::problems::Tdpcb;
use crate::problems::tdpcb::{Piles, TakenLeads};

impl Recurrence for Tdpcb {
    type Entry = (usize, usize);
    const ANSWER_STEP: &'static str =
        "(total + lead) / 2: Snuke's total, from the total of both piles and the lead at the start";

    /// Counting what is taken (the crate's table) or what is left (the TDPC blog's), from 0
    /// or from 1; holding the mover's lead, Snuke's lead, or Snuke's total from there.
    fn meanings((a, b): &Piles) -> Vec<Meaning<(usize, usize)>> {
        let (len_a, len_b) = (a.len(), b.len());
        let within = move |i: i64, j: i64| {
            let (i, j) = (usize::try_from(i).ok()?, usize::try_from(j).ok()?);
            (i <= len_a && j <= len_b).then_some((i, j))
        };
        let indexings = vec![
            Indexing::new(
                "dp[i][j]: i objects taken from a and j from b",
                move |at: &[i64]| match at {
                    [i, j] => within(*i, *j),
                    _ => None,
                },
                |&(i, j): &(usize, usize)| vec![i as i64, j as i64],
            ),
            Indexing::new(
                "dp[i][j]: i objects left in a and j in b",
                move |at: &[i64]| match at {
                    [i, j] => within(len_a as i64 - i, len_b as i64 - j),
                    _ => None,
                },
                move |&(i, j): &(usize, usize)| vec![(len_a - i) as i64, (len_b - j) as i64],
            ),
            Indexing::new(
                "dp[i][j]: i - 1 objects taken from a and j - 1 from b (from 1)",
                move |at: &[i64]| match at {
                    [i, j] => within(i - 1, j - 1),
                    _ => None,
                },
                |&(i, j): &(usize, usize)| vec![i as i64 + 1, j as i64 + 1],
            ),
        ];
        Meaning::all(
            indexings,
            &[Stored::MoverLead, Stored::FirstTotal, Stored::FirstLead],
        )
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
