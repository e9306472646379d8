//! The edits a problem's [`Generate::smaller`](crate::problem::Generate::smaller) is made
//! of, and the [`Candidate`] each becomes. Every candidate is built only when it is tried,
//! so that shrinking a 2000 x 2000 grid holds one candidate at a time, not millions.
//!
//! Whole shapes go first, then items. A long sequence (rows, columns, a pile, a deck, the
//! intervals, the test cases) is cut to a binary-search ladder of shorter lengths
//! ([`cuts`]), and two of them, or a grid's rows and columns, are cut together in
//! proportion ([`cuts_together`](edits::cuts_together)), so that a failure at the maximum
//! size, even one that needs both sides long, comes down in a few dozen runs of small
//! candidates, which run fastest; a grid's first row is also stood up as a column and its
//! first column laid down as a row; every value is lowered or renumbered at once
//! ([`Lowering`](edits::Lowering)). Only then come the edits one item at a time, which
//! escape the local minima of one-step shrinking the way ddmin and Hypothesis do: chunks of
//! adaptive size are deleted (halves, then quarters, down to single items), two items are
//! deleted together, a value is lowered along a binary-search ladder, and an item is
//! swapped for the simplest one of its kind. The minimizer (`stress::minimize`) tries a
//! deletion that worked once more first, so a deletion that keeps working grows.
//!
//! Being 1-minimal is not being smallest: a 2 x 2 grid may fail while every grid one row or
//! column smaller passes, and a 1 x 2 grid with an obstacle fail too. So a failure of at
//! most [`SUBSETS_UP_TO`](edits::SUBSETS_UP_TO) items is first cut to every sub-input
//! (every set of its rows and columns, cards, objects or intervals), fewest items first;
//! and one of fewer than [`EXHAUSTIVE_BELOW`] items is compared with every smaller input
//! over a small alphabet, smallest first. The first that fails is then the smallest failing
//! input.

mod draws;
mod edits;
mod shapes;

pub(crate) use draws::{DrawEdit, DrawList, deletions_with_lowering, draw_edits, item_deletions};
pub use edits::sequences;
pub(crate) use edits::{Candidate, EXHAUSTIVE_BELOW, cuts, deletions, kept, ranks, subsets};
// The small inputs the shrinker tries exhaustively, which the crate's tests enumerate too.
#[cfg(test)]
pub(crate) use edits::{grids_of, pairs_of_sequences};
pub(crate) use shapes::{grid, two_sequences};
