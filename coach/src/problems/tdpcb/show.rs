//! TDPC B in its own words: the moves, the positions drawn, and what a page draws.

use super::{Pile, Piles, TakenLeads, Tdpcb, top};
use crate::problem::Show;
use crate::problems::Words;
use itertools::Itertools;

/// The moves and the positions in words, for the guide's tables.
pub(crate) const WORDS: Words = Words::named(
    "take from pile a, from pile b",
    &["a", "b"],
    "the objects taken `[i, j]`",
);

impl Show for Tdpcb {
    fn picture((a, b): &Piles, _: &[Pile]) -> serde_json::Value {
        serde_json::json!({ "a": a, "b": b })
    }

    fn show_move(piles: &Piles, &taken: &(usize, usize), pile: &Pile) -> String {
        format!(
            "takes {} from pile {}",
            top(piles, taken, *pile),
            match pile {
                Pile::A => "a",
                Pile::B => "b",
            }
        )
    }

    fn show_position(
        (a, b): &Piles,
        _: &TakenLeads<'_>,
        &(i, j): &(usize, usize),
    ) -> Option<String> {
        Some(format!(
            "a: [{}]  b: [{}]",
            a[i..].iter().join(" "),
            b[j..].iter().join(" ")
        ))
    }

    fn too_large_to_show((a, b): &Piles) -> bool {
        a.len() + b.len() > 60
    }
}
