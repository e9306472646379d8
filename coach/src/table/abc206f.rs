//! Abc206f's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::problem::{Indexing, Meaning, Recurrence, Stored, Truth};
use crate::problems::Abc206f;
use crate::problems::abc206f::{Interval, Segments, end};
use crate::worth::Worth;

impl Recurrence for Abc206f {
    /// A segment `[l, r)` of the line, on which the intervals inside it are played alone.
    type Entry = Interval;
    const ANSWER_STEP: &'static str = "Alice where the Grundy number of the whole line is not \
        0, else Bob";

    /// `[l, r)` (the crate's table) or `[l, r]`, the line's points as the statement numbers
    /// them or from 0; holding the Grundy number, or whether the player to move wins.
    fn meanings(intervals: &Vec<Interval>) -> Vec<Meaning<Interval>> {
        let end = end(intervals);
        let mut indexings = Vec::new();
        for from in [1, 0] {
            for closed in [false, true] {
                let shift = 1 - from;
                let last = i64::from(closed);
                let segment = move |at: &[i64]| -> Option<Interval> {
                    let [l, r] = at else { return None };
                    let (l, r) = (l + shift, r + shift + last);
                    let (l, r) = (usize::try_from(l).ok()?, usize::try_from(r).ok()?);
                    (1 <= l && l <= r && r <= end).then_some((l, r))
                };
                let indices =
                    move |&(l, r): &Interval| vec![l as i64 - shift, r as i64 - shift - last];
                let words = format!(
                    "dp[l][r]: the intervals inside {}, the points from {from}",
                    if closed { "[l, r]" } else { "[l, r)" }
                );
                indexings.push(Indexing::new(words, segment, indices));
            }
        }
        Meaning::all(indexings, &[Stored::Grundy, Stored::MoverWins])
    }

    fn truth(_: &Vec<Interval>, segments: &mut Segments, &(l, r): &Interval) -> Truth {
        let grundy = segments.grundy[l][r];
        Truth {
            worth: if grundy == 0 {
                Worth::Lose(None)
            } else {
                Worth::Win(None)
            },
            mover: 0,
            left: None,
            grundy: Some(u32::from(grundy)),
        }
    }

    /// Each interval inside the segment splits it in two, whose Grundy numbers are xored.
    fn reads(intervals: &Vec<Interval>, &(l, r): &Interval) -> Vec<(String, Interval)> {
        let mut inside: Vec<Interval> = intervals
            .iter()
            .copied()
            .filter(|&(a, b)| l <= a && b <= r)
            .collect();
        inside.sort_unstable();
        inside.dedup();
        inside
            .into_iter()
            .flat_map(|(a, b)| {
                [
                    (format!("choose [{a}, {b}): what is left of it"), (l, a)),
                    (format!("choose [{a}, {b}): what is right of it"), (b, r)),
                ]
            })
            // An empty side holds no interval: its Grundy number is 0, read from no entry.
            .filter(|(_, (from, to))| from < to)
            .collect()
    }

    /// Shortest first.
    fn fill_order(_: &Vec<Interval>, &(l, r): &Interval) -> i64 {
        (r - l) as i64
    }

    /// The table draws the segment [l, r) at row l - 1, column r - 2 (rows from 1, columns
    /// from 2).
    fn cell(_: &Vec<Interval>, &(l, r): &Interval) -> Option<(usize, usize, usize)> {
        (1 <= l && l < r).then(|| (0, l - 1, r - 2))
    }
}
