//! ABC206 F's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use super::{Interval, Segments, end};
use crate::table::{Coordinate, Family, Recurrence, Truth};
use crate::worth::Worth;

impl Recurrence for Segments<'_> {
    /// A segment `[l, r)` of the line, on which the intervals inside it are played alone.
    type Entry = Interval;
    const ANSWER_STEP: &'static str = "Alice where the Grundy number of the whole line is not \
        0, else Bob";

    /// A segment by its ends: `[l, r)` (the crate's table), or `[l, r]`; each end counted
    /// from the statement's point 1 (from 1) or not (from 0), by the search.
    fn families(&self) -> Vec<Family<Interval>> {
        let end = end(self.intervals) as i64;
        [false, true]
            .into_iter()
            .map(|closed| {
                // Each end as a coordinate from 0 (the statement's point 1): the first point,
                // and the point past the segment or its last point (one before the first
                // point where the segment is empty).
                let last = i64::from(closed);
                let (segment, right) = if closed {
                    ("[l, r]", "r, the segment's last point")
                } else {
                    ("[l, r)", "r, the point past the segment")
                };
                Family::new(
                    format!("the intervals inside {segment}"),
                    vec![
                        Coordinate::counted(
                            "l, the segment's first point",
                            0,
                            end - 1,
                            "l, counted from the line's end",
                        ),
                        Coordinate::counted(
                            right,
                            -last,
                            end - 1 - last,
                            format!("{right}, counted from the line's end"),
                        ),
                    ],
                    move |at: &[i64]| {
                        let (l, r) = (at[0] + 1, at[1] + 1 + last);
                        (l <= r).then_some((l as usize, r as usize))
                    },
                    move |&(l, r): &Interval| vec![l as i64 - 1, r as i64 - 1 - last],
                )
            })
            .collect()
    }

    fn truth(&mut self, &(l, r): &Interval) -> Truth {
        let grundy = self.grundy[l][r];
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
    fn reads(&self, &(l, r): &Interval) -> Vec<(String, Interval)> {
        let mut inside: Vec<Interval> = self
            .intervals
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
    fn fill_order(&self, &(l, r): &Interval) -> i64 {
        (r - l) as i64
    }

    /// The table draws the segment [l, r) at row l - 1, column r - 2 (rows from 1, columns
    /// from 2).
    fn cell(&self, &(l, r): &Interval) -> Option<(usize, usize, usize)> {
        (1 <= l && l < r).then(|| (0, l - 1, r - 2))
    }
}
