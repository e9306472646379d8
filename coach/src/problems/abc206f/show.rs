//! ABC206 F in its own words: the moves, the positions drawn, and what a page draws.

use super::{Abc206f, Chosen, Interval, Segments, end, free_segments};
use crate::problem::{Rules, Show};
use crate::problems::{Spelling, Words};
use itertools::Itertools;

/// The moves and the positions in words, for the guide's tables.
pub(crate) const WORDS: Words = Words {
    what: "choose the interval `[L, R)`",
    moves: Spelling::Written {
        written: "`[L, R)`",
        also: "`[L,R)`, `[L,R]`",
        json: "`[L, R]`, half-open",
    },
    position: "the intervals chosen in order",
};

impl Show for Abc206f {
    /// `[L, R)`: half-open, as the statement writes it. (`--json` keeps `[L, R]`.)
    fn name(&(l, r): &Interval) -> String {
        format!("[{l}, {r})")
    }

    fn picture(intervals: &Vec<Interval>, _: &[Interval]) -> serde_json::Value {
        serde_json::json!({ "intervals": intervals, "end": end(intervals) })
    }

    fn show_move(_: &Vec<Interval>, _: &Chosen, &(l, r): &Interval) -> String {
        format!("chooses [{l}, {r})")
    }

    fn show_position(
        intervals: &Vec<Interval>,
        segments: &Segments,
        chosen: &Chosen,
    ) -> Option<String> {
        let end = end(intervals);
        // A ruler, whose digit k % 10 stands over the unit [k, k + 1), and the units taken by
        // Alice's (A) and Bob's (B) intervals.
        let ruler: String = (1..end)
            .map(|k| char::from(b'0' + (k % 10) as u8))
            .collect();
        let mut units = vec!['.'; end - 1];
        for (k, &(l, r)) in chosen.0.iter().enumerate() {
            for unit in &mut units[l - 1..r - 1] {
                *unit = if k % 2 == 0 { 'A' } else { 'B' };
            }
        }
        let available = Self::moves(intervals, chosen)
            .iter()
            .map(|&(l, r)| format!("[{l}, {r})"))
            .join(" ");
        let free = free_segments(&chosen.0, end)
            .into_iter()
            .filter(|&(l, r)| l < r)
            .map(|(l, r)| format!("[{l}, {r}) {}", segments.grundy[l][r]))
            .join(", ");
        Some(format!(
            "{ruler}\n{}\nstill available: {}\nfree segments and their Grundy numbers: {}",
            units.into_iter().collect::<String>(),
            if available.is_empty() {
                "none"
            } else {
                &available
            },
            if free.is_empty() { "none" } else { &free },
        ))
    }
}
