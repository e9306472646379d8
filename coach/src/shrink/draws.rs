//! A generator's draws made smaller: what a rules file's input shrinks by, as Hypothesis
//! shrinks its choices.

use super::edits::{Deletion, cuts, deletions};
use std::ops::Range;

/// Where a list drawn as one thing (the driver's `draw.list`) lies among the draws: the draw
/// of its length, then its items, item `k` the draws from `starts[k]` to `starts[k + 1]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DrawList {
    pub(crate) length_at: usize,
    /// Where each item starts, and where the last one ends.
    pub(crate) starts: Vec<usize>,
}

/// An edit of a generator's draws (each an offset from its draw's lowest value), in
/// [`draw_edits`]'s order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DrawEdit {
    /// Items of a list deleted: the draws of `items` (a range of draws) removed, and the
    /// draw of the list's length, at `length_at`, lowered by their number, `count`.
    DeleteItems {
        length_at: usize,
        items: Range<usize>,
        count: u64,
    },
    /// The draws of a list's items (a range of draws) all made 0: its items the simplest,
    /// their number kept.
    ZeroItems(Range<usize>),
    /// Draws deleted, as a sequence's deletion: the draws after them move up.
    Delete(Deletion),
    /// Every draw made 0, or halved.
    AllZero,
    AllHalved,
    /// Draw `k` lowered to a value.
    Lower(usize, u64),
    /// Draws `i` and `j` both lowered by the same amount.
    LowerBoth(usize, usize, u64),
    /// Every draw sorted ascending.
    Sort,
    /// Draws `k` and `k + 1` swapped, the lower first.
    Swap(usize),
    /// A deletion (of one draw, or one item of a list), then draw `at` of what is left
    /// lowered to `to`: a round of a game deleted where the rounds left fail alike only with
    /// a value changed.
    DeleteAndLower {
        deletion: Box<DrawEdit>,
        at: usize,
        to: u64,
    },
}

impl DrawEdit {
    /// The draws after the edit; `None` where it changes nothing.
    pub(crate) fn apply(&self, draws: &[u64]) -> Option<Vec<u64>> {
        let edited = match self {
            DrawEdit::DeleteItems {
                length_at,
                items,
                count,
            } => {
                let mut deleted = draws.to_vec();
                deleted[*length_at] = deleted[*length_at].checked_sub(*count)?;
                deleted.drain(items.clone());
                deleted
            }
            DrawEdit::Delete(deletion) => deletion.apply(draws),
            DrawEdit::ZeroItems(items) => {
                let mut zeroed = draws.to_vec();
                zeroed[items.clone()].fill(0);
                zeroed
            }
            DrawEdit::AllZero => vec![0; draws.len()],
            DrawEdit::AllHalved => draws.iter().map(|draw| draw / 2).collect(),
            DrawEdit::Lower(k, value) => {
                let mut lowered = draws.to_vec();
                lowered[*k] = *value;
                lowered
            }
            DrawEdit::LowerBoth(i, j, by) => {
                let mut lowered = draws.to_vec();
                lowered[*i] = lowered[*i].checked_sub(*by)?;
                lowered[*j] = lowered[*j].checked_sub(*by)?;
                lowered
            }
            DrawEdit::Sort => {
                let mut sorted = draws.to_vec();
                sorted.sort_unstable();
                sorted
            }
            DrawEdit::Swap(k) => {
                let mut swapped = draws.to_vec();
                swapped.swap(*k, k + 1);
                swapped
            }
            DrawEdit::DeleteAndLower { deletion, at, to } => {
                let mut edited = deletion.apply(draws)?;
                if edited.get(*at).is_none_or(|value| value <= to) {
                    return None;
                }
                edited[*at] = *to;
                edited
            }
        };
        (edited != draws).then_some(edited)
    }

    /// A deletion's name, for the minimizer to try the same deletion again first.
    pub(crate) fn key(&self) -> Option<String> {
        match self {
            DrawEdit::Delete(deletion) => Some(format!("draws {deletion:?}")),
            DrawEdit::DeleteItems {
                length_at, items, ..
            } => Some(format!("items {length_at} {items:?}")),
            _ => None,
        }
    }

    /// Whether it changes values and keeps the number of draws.
    pub(crate) fn is_value_edit(&self) -> bool {
        !matches!(
            self,
            DrawEdit::Delete(_) | DrawEdit::DeleteItems { .. } | DrawEdit::DeleteAndLower { .. }
        )
    }
}

/// The items of each list drawn as one thing (`lists`) deleted with the length that counts
/// them, as a sequence's chunks are deleted (halves, quarters, ... single items), each edit
/// shortlex-smaller: one item among 100,000 that fails is kept alone in a few runs per
/// halving, and the input never grows on the way. Where neither half of a list fails alike,
/// its items are next all made the simplest (their draws 0), its length kept: a failure
/// that needs only many items (a recursion too deep past 500 rounds) then has items all
/// alike, and each smaller deletion is the same input whichever items it takes, run once,
/// not once per item.
pub(crate) fn item_deletions(lists: &[DrawList]) -> impl Iterator<Item = DrawEdit> + '_ {
    lists.iter().flat_map(|list| {
        let length_at = list.length_at;
        let count = list.starts.len().saturating_sub(1);
        let halves = if count >= 2 {
            count.div_ceil(count / 2)
        } else {
            0
        };
        let mut deleted = deletions(count).filter_map(move |deletion| {
            let Deletion::Chunk(chunk) = deletion else {
                return None;
            };
            Some(DrawEdit::DeleteItems {
                length_at,
                items: list.starts[chunk.start]..list.starts[chunk.end],
                count: chunk.len() as u64,
            })
        });
        let zeroed = (count > 0).then(|| DrawEdit::ZeroItems(list.starts[0]..list.starts[count]));
        let first: Vec<DrawEdit> = deleted.by_ref().take(halves).collect();
        first.into_iter().chain(zeroed).chain(deleted)
    })
}

/// Where the draws are few and small (as for [`draw_edits`]' pairs), each single draw, and
/// each single item of a list (`lists`), deleted with one draw of what is left lowered to
/// each value under it, lowest first: the rounds of a game that are left after one is
/// deleted may fail alike only with a digit changed, which neither edit alone shows.
pub(crate) fn deletions_with_lowering<'a>(
    draws: &'a [u64],
    lists: &'a [DrawList],
) -> impl Iterator<Item = DrawEdit> + 'a {
    let few = draws.len() <= FEW_DRAWS && small(draws);
    let items =
        item_deletions(lists).filter(|edit| matches!(edit, DrawEdit::DeleteItems { count: 1, .. }));
    let singles = (0..draws.len()).map(|k| DrawEdit::Delete(Deletion::Chunk(k..k + 1)));
    items
        .chain(singles)
        .filter(move |_| few)
        .filter_map(move |deletion| Some((deletion.apply(draws)?, deletion)))
        .flat_map(|(left, deletion)| {
            let lowered: Vec<(usize, u64)> = left
                .iter()
                .enumerate()
                .flat_map(|(at, &value)| (0..value).map(move |to| (at, to)))
                .collect();
            lowered
                .into_iter()
                .map(move |(at, to)| DrawEdit::DeleteAndLower {
                    deletion: Box::new(deletion.clone()),
                    at,
                    to,
                })
        })
}

/// The edits that make a generator's draws smaller, each one shortlex-smaller (fewer draws,
/// or as many and the first that differs lower), so that shrinking by them always ends:
/// the tail cut along a ladder (a draw past the end is its lowest), runs of draws deleted
/// (halves, quarters, down to single draws, then pairs), every draw zeroed or halved at once,
/// each draw lowered along a ladder to 0 (0, then v - v/2, v - v/4, ..., v - 1), the draws
/// sorted, and neighbours out of order swapped. Where the draws are small (their offsets sum
/// to at most [`SCANNED_DRAWS`]), each is then lowered to every value under it, lowest first:
/// a failure that only some values show (a pile of 30, 37, 44, ... stones) is found at its
/// smallest value, where the ladder alone would stop at the first value whose ladder misses
/// them all; and, where they are also few, each pair of draws is lowered together by every
/// amount, as Hypothesis lowers blocks by a common offset: a size and a bound drawn under it
/// (N, then L from 1 to N) shrink together where either alone passes. A list's length (of
/// `lists`) is not scanned: a lower length is a shorter list, which the deletions of its
/// items and the cuts try in a run per halving, where a scan would run once per length
/// (500 runs for a failure that needs 500 rounds). After them, no single draw can be deleted or lowered by one: a sequence none of
/// whose edits fails alike is 1-minimal in its draws, as Hypothesis's shrinker leaves its
/// choices.
pub(crate) fn draw_edits<'a>(
    draws: &'a [u64],
    lists: &'a [DrawList],
) -> impl Iterator<Item = DrawEdit> + 'a {
    let len = draws.len();
    let cuts = cuts(len).chain((len > 0).then_some(Deletion::Chunk(0..len)));
    let deletes = cuts.chain(deletions(len)).map(DrawEdit::Delete);
    let together = [DrawEdit::AllZero, DrawEdit::AllHalved].into_iter();
    let lowered = draws.iter().enumerate().flat_map(|(k, &value)| {
        let mut ladder = vec![0];
        let mut gap = value;
        while gap > 1 {
            gap /= 2;
            ladder.push(value - gap);
        }
        ladder.push(value.saturating_sub(1));
        ladder.retain(|&lower| lower < value);
        ladder.dedup();
        ladder
            .into_iter()
            .map(move |lower| DrawEdit::Lower(k, lower))
    });
    let swaps = (0..len.saturating_sub(1))
        .filter(|&k| draws[k] > draws[k + 1])
        .map(DrawEdit::Swap);
    let small = small(draws);
    let scanned = draws
        .iter()
        .enumerate()
        .filter(move |&(k, _)| small && lists.iter().all(|list| list.length_at != k))
        .flat_map(|(k, &value)| (1..value).map(move |lower| DrawEdit::Lower(k, lower)));
    let few = small && len <= FEW_DRAWS;
    let together_pairs = (0..len)
        .filter(move |_| few)
        .flat_map(move |i| (i + 1..len).map(move |j| (i, j)))
        .flat_map(move |(i, j)| {
            (1..=draws[i].min(draws[j])).map(move |by| DrawEdit::LowerBoth(i, j, by))
        });
    deletes
        .chain(together)
        .chain(lowered)
        .chain(std::iter::once(DrawEdit::Sort))
        .chain(swaps)
        .chain(scanned)
        .chain(together_pairs)
}

/// Whether the draws are small: their offsets sum to at most [`SCANNED_DRAWS`].
fn small(draws: &[u64]) -> bool {
    draws
        .iter()
        .try_fold(0u64, |sum, &draw| sum.checked_add(draw))
        .is_some_and(|sum| sum <= SCANNED_DRAWS)
}

/// Draws at most, for each pair of them to be lowered together.
const FEW_DRAWS: usize = 8;

/// The sum of the draws under which each draw is also tried at every lower value: the runs
/// that scan costs at most, once the rest is 1-minimal.
pub(crate) const SCANNED_DRAWS: u64 = 1024;

#[cfg(test)]
mod tests {
    use super::*;

    /// A list's items are deleted with its length lowered to match, chunks first (half,
    /// then quarters, ... single items), and never below the list's own draws.
    #[test]
    fn a_list_loses_its_items_with_the_length_that_counts_them() {
        // A draw before the list, its length (offset 3 from lo = 1: four items), then four
        // items of two draws each, and a draw after it.
        let draws = [7, 3, 10, 11, 20, 21, 30, 31, 40, 41, 9];
        let list = DrawList {
            length_at: 1,
            starts: vec![2, 4, 6, 8, 10],
        };
        let edited: Vec<Vec<u64>> = item_deletions(std::slice::from_ref(&list))
            .filter_map(|edit| edit.apply(&draws))
            .collect();
        assert_eq!(edited[0], [7, 1, 30, 31, 40, 41, 9], "the first half first");
        assert_eq!(edited[1], [7, 1, 10, 11, 20, 21, 9]);
        assert_eq!(
            edited[2],
            [7, 3, 0, 0, 0, 0, 0, 0, 0, 0, 9],
            "then items made alike"
        );
        assert!(
            edited.contains(&vec![7, 2, 10, 11, 30, 31, 40, 41, 9]),
            "{edited:?}"
        );
        assert!(edited[3..].iter().all(|edit| edit.len() < draws.len()));
        // A length already at its lowest loses no item.
        let lowest = [7, 0, 10, 11, 9];
        let one = DrawList {
            length_at: 1,
            starts: vec![2, 4],
        };
        assert_eq!(
            item_deletions(std::slice::from_ref(&one))
                .filter(|edit| matches!(edit, DrawEdit::DeleteItems { .. }))
                .filter_map(|edit| edit.apply(&lowest))
                .count(),
            0
        );
    }

    /// Three rounds of (digit, player) where no round deleted alone fails alike, but one
    /// deleted with a digit lowered does: each single item and each single draw deleted,
    /// with each draw left lowered to every value under it; none past a few draws.
    #[test]
    fn a_deletion_goes_with_a_draw_lowered_where_the_draws_are_few() {
        // ABC195 E's `3 / 602 / ATT` as drawn: the length's offset, then three rounds.
        let draws = [2, 6, 1, 0, 0, 2, 0];
        let rounds = DrawList {
            length_at: 0,
            starts: vec![1, 3, 5, 7],
        };
        let edited: Vec<Vec<u64>> = deletions_with_lowering(&draws, std::slice::from_ref(&rounds))
            .filter_map(|edit| edit.apply(&draws))
            .collect();
        // The middle round deleted and the first digit lowered to 4: `2 / 42 / AT`.
        assert!(edited.contains(&vec![1, 4, 1, 2, 0]), "{edited:?}");
        // A single draw deleted, the first draw of what is left lowered.
        assert!(edited.contains(&vec![0, 1, 0, 0, 2, 0]), "{edited:?}");
        assert!(edited.iter().all(|edit| edit.len() < draws.len()));
        // After the halves, the rounds all made the simplest.
        let zeroed = item_deletions(std::slice::from_ref(&rounds))
            .find(|edit| matches!(edit, DrawEdit::ZeroItems(_)));
        assert_eq!(
            zeroed.and_then(|edit| edit.apply(&draws)),
            Some(vec![2, 0, 0, 0, 0, 0, 0])
        );
        let first = deletions_with_lowering(&draws, std::slice::from_ref(&rounds)).next();
        assert!(first.is_some_and(|edit| !edit.is_value_edit()));
        let many = [1; FEW_DRAWS + 1];
        assert_eq!(deletions_with_lowering(&many, &[]).count(), 0);
    }

    /// Every edit of a generator's draws is shortlex-smaller, and among them are the single
    /// deletions and the lowerings by one and to 0 that 1-minimality needs.
    #[test]
    fn every_draw_edit_is_shortlex_smaller() {
        let draws = [5, 0, 9, 2];
        let edited: Vec<Vec<u64>> = draw_edits(&draws, &[])
            .filter_map(|edit| edit.apply(&draws))
            .collect();
        let smaller = |a: &Vec<u64>| a.len() < draws.len() || a.as_slice() < &draws[..];
        assert!(edited.iter().all(smaller), "{edited:?}");
        for k in 0..draws.len() {
            let mut deleted = draws.to_vec();
            deleted.remove(k);
            assert!(edited.contains(&deleted), "deleting draw {k}");
        }
        for (k, lower) in [(0, 4), (0, 0), (2, 8), (2, 0), (3, 1)] {
            let mut lowered = draws.to_vec();
            lowered[k] = lower;
            assert!(edited.contains(&lowered), "draw {k} to {lower}");
        }
        assert!(edited.contains(&vec![0, 2, 5, 9]) && edited.contains(&vec![0, 5, 9, 2]));
        // Small draws are also tried at every lower value: 9 at 3, which no ladder reaches.
        let mut three = draws.to_vec();
        three[2] = 3;
        assert!(edited.contains(&three));
        // And pairs lowered together: 5 and 2 by 2.
        assert!(edited.contains(&vec![3, 0, 9, 0]));
        let large = [5, SCANNED_DRAWS];
        assert!(
            !draw_edits(&large, &[])
                .filter_map(|edit| edit.apply(&large))
                .any(|edited| edited == [5, 3])
        );
        assert_eq!(DrawEdit::Lower(1, 0).apply(&draws), None);
        // A list's length is not scanned: 9 at 3 is no edit where draw 2 counts a list.
        let counted = DrawList {
            length_at: 2,
            starts: vec![3, 4],
        };
        assert!(
            !draw_edits(&draws, std::slice::from_ref(&counted))
                .filter_map(|edit| edit.apply(&draws))
                .any(|edited| edited == three)
        );
        assert!(draw_edits(&[], &[]).all(|edit| edit.apply(&[]).is_none()));
    }
}
