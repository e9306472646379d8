//! The edits themselves: the [`Candidate`] an edit becomes, the ladders of cuts, deletions
//! and lowerings, and the sub-inputs and small inputs tried exhaustively.

use itertools::Itertools;
use std::ops::Range;

/// A smaller input, built when it is tried; `None` when the edit breaks a constraint. A
/// deletion carries a key naming it (which sequence, which items), so that the minimizer
/// can try the same deletion again on the next input.
pub(crate) struct Candidate<'a, T> {
    build: Box<dyn FnOnce() -> Option<T> + 'a>,
    key: Option<String>,
    /// It changes values, not the input's shape: after one succeeds, the minimizer goes on
    /// from it rather than from the first candidate.
    value_edit: bool,
}

impl<'a, T> Candidate<'a, T> {
    pub(crate) fn new(build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: None,
            value_edit: false,
        }
    }

    /// A deletion, named by `key`.
    pub(crate) fn deletion(key: String, build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: Some(key),
            value_edit: false,
        }
    }

    /// A change of values that keeps the input's shape: a value lowered, an item made the
    /// simplest of its kind.
    pub(crate) fn value_edit(build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: None,
            value_edit: true,
        }
    }

    pub(crate) fn is_value_edit(&self) -> bool {
        self.value_edit
    }

    pub(crate) fn key(&self) -> Option<&String> {
        self.key.as_ref()
    }

    pub(crate) fn build(self) -> Option<T> {
        (self.build)()
    }
}

/// Two sequences at most this long also get every pair of items deleted together.
const MAX_FOR_PAIRS: usize = 64;

/// Inputs of at most this many items are cut to each of their sub-inputs.
pub(crate) const SUBSETS_UP_TO: usize = 12;

/// Inputs of fewer items than this are compared with every smaller input.
pub(crate) const EXHAUSTIVE_BELOW: usize = 6;

/// A deletion from a sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Deletion {
    Chunk(Range<usize>),
    Pair(usize, usize),
}

impl Deletion {
    pub(crate) fn apply<T: Clone>(&self, items: &[T]) -> Vec<T> {
        match self {
            Deletion::Chunk(range) => [&items[..range.start], &items[range.end..]].concat(),
            Deletion::Pair(i, j) => items
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != *i && k != *j)
                .map(|(_, item)| item.clone())
                .collect(),
        }
    }
}

/// The cuts of a sequence of `len` items to a shorter one, its first items kept, shortest
/// first: to 1, to half, three quarters, seven eighths, ... one less. Taking the first cut
/// that keeps a failure, again and again, is a binary search for the shortest failing
/// length, which a failure that needs a long row or pile is shrunk to in O(log² n) runs.
pub(crate) fn cuts(len: usize) -> impl Iterator<Item = Deletion> {
    lower(len as i64)
        .into_iter()
        .map(move |kept| Deletion::Chunk(kept as usize..len))
}

/// The deletions from a sequence of `len` items that keep at least one: chunks of half,
/// a quarter, ... down to single items, largest first; then, for short sequences, every
/// pair of items.
pub(crate) fn deletions(len: usize) -> impl Iterator<Item = Deletion> {
    let sizes =
        std::iter::successors(Some(len / 2), |&size| Some(size / 2)).take_while(|&size| size >= 1);
    let chunks = sizes.flat_map(move |size| {
        (0..len)
            .step_by(size)
            .map(move |start| Deletion::Chunk(start..(start + size).min(len)))
    });
    let pairs_len = if (3..=MAX_FOR_PAIRS).contains(&len) {
        len
    } else {
        0
    };
    let pairs =
        (0..pairs_len).flat_map(move |i| (i + 1..pairs_len).map(move |j| Deletion::Pair(i, j)));
    chunks.chain(pairs)
}

/// A change of values in a sequence of positive integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Lowering {
    /// Every value above 1 made 1.
    AllToOne,
    /// Every value above 1 halved: order between values mostly survives, so values that
    /// must stay apart shrink together instead of one unit at a time.
    AllHalved,
    /// The values above 0 renumbered together, from 1, in the order they stand: the
    /// smallest becomes 1, the next 2, ... (`47 49 48 50` becomes `1 3 2 4`), so that a
    /// failure that needs only the order of its values keeps it.
    Ranks,
    /// Every copy of `from` made `to`.
    Copies { from: i64, to: i64 },
    /// The value at `at` made `to`.
    One { at: usize, to: i64 },
}

impl Lowering {
    pub(crate) fn apply(&self, values: &[i64]) -> Vec<i64> {
        if *self == Lowering::Ranks {
            return ranks(values, values);
        }
        values
            .iter()
            .enumerate()
            .map(|(k, &value)| match *self {
                Lowering::AllToOne => value.min(1),
                Lowering::AllHalved if value > 0 => (value / 2).max(1),
                Lowering::Copies { from, to } if value == from => to,
                Lowering::One { at, to } if at == k => to,
                _ => value,
            })
            .collect()
    }
}

/// `values` with each value above 0 replaced by its rank, from 1, among the distinct values
/// above 0 of `among`; values of 0 or less (aoj2741's jamming card) stay as they are.
pub(crate) fn ranks(values: &[i64], among: &[i64]) -> Vec<i64> {
    let mut distinct: Vec<i64> = among.iter().copied().filter(|&v| v > 0).collect();
    distinct.sort_unstable();
    distinct.dedup();
    values
        .iter()
        .map(|&value| match distinct.binary_search(&value) {
            Ok(rank) if value > 0 => rank as i64 + 1,
            _ => value,
        })
        .collect()
}

/// The cuts of two sequences (or a grid's rows and columns) to shorter ones together, their
/// first items kept, shortest first: both to 1, both to half, three quarters, ... A failure
/// that needs the two in proportion (a square grid, piles of equal length) comes down this
/// ladder where no cut of one alone keeps it, and the smallest inputs, which run fastest,
/// are tried first.
pub(crate) fn cuts_together(lens: [usize; 2]) -> impl Iterator<Item = [usize; 2]> {
    // Down the longer one's ladder, the other kept in proportion, at least one item.
    let longer = usize::from(lens[1] > lens[0]);
    let (long, short) = (lens[longer], lens[1 - longer]);
    lower(long as i64)
        .into_iter()
        .map(move |kept| {
            let kept = kept as usize;
            let other = (kept * short).div_ceil(long).clamp(1, short);
            if longer == 0 {
                [kept, other]
            } else {
                [other, kept]
            }
        })
        .dedup()
}

/// The values below `value` worth trying, smallest first: 1, half of it, three quarters,
/// seven eighths, ... one less. Taking the first that keeps the failure, again and again,
/// is a binary search for the smallest failing value: O(log² v) runs, where one less at a
/// time would take up to v. Values below 2 (aoj2741's jamming card -1 among them) are left
/// alone.
pub(crate) fn lower(value: i64) -> Vec<i64> {
    let mut lower = vec![1];
    let mut gap = value;
    loop {
        gap /= 2;
        if gap < 1 {
            break;
        }
        lower.push(value - gap);
    }
    lower.retain(|&v| 1 <= v && v < value);
    lower.dedup();
    lower
}

/// Every way to keep some but not all of `len` items, fewest kept first, as the kept
/// indices; nothing past [`SUBSETS_UP_TO`] items.
pub(crate) fn subsets(len: usize) -> Vec<Vec<usize>> {
    if len > SUBSETS_UP_TO {
        return Vec::new();
    }
    let mut masks: Vec<u32> = (1..(1u32 << len) - 1).collect();
    masks.sort_by_key(|mask| mask.count_ones());
    masks
        .into_iter()
        .map(|mask| (0..len).filter(|k| mask >> k & 1 == 1).collect())
        .collect()
}

/// The sub-inputs of an input made of two sequences of `lens` items (two piles, or a grid's
/// rows and columns), smallest first by `size` (of the kept counts): every pair of kept
/// index sets, each keeping at least one item, smaller than the whole; nothing past
/// [`SUBSETS_UP_TO`] items in all.
pub(crate) fn sub_inputs(
    lens: [usize; 2],
    size: fn(usize, usize) -> usize,
) -> Vec<(Vec<usize>, Vec<usize>)> {
    if lens[0] + lens[1] > SUBSETS_UP_TO {
        return Vec::new();
    }
    let kept_sets = |len: usize| [subsets(len), vec![(0..len).collect()]].concat();
    let whole = size(lens[0], lens[1]);
    let mut sub_inputs: Vec<(Vec<usize>, Vec<usize>)> = kept_sets(lens[0])
        .into_iter()
        .flat_map(|a| kept_sets(lens[1]).into_iter().map(move |b| (a.clone(), b)))
        .filter(|(a, b)| size(a.len(), b.len()) < whole)
        .collect();
    sub_inputs.sort_by_key(|(a, b)| size(a.len(), b.len()));
    sub_inputs
}

/// The items at `indices`.
pub(crate) fn kept<T: Clone>(items: &[T], indices: &[usize]) -> Vec<T> {
    indices.iter().map(|&k| items[k].clone()).collect()
}

/// Every sequence of exactly `len` items drawn from `items`, in lexicographic order.
pub fn sequences<T: Copy>(items: &[T], len: usize) -> Vec<Vec<T>> {
    itertools::repeat_n(items.iter().copied(), len)
        .multi_cartesian_product()
        .collect()
}

/// Every grid over `alphabet` of exactly `cells` cells, of every shape, the fewest rows
/// first.
pub(crate) fn grids_of(alphabet: &[u8], cells: usize) -> impl Iterator<Item = Vec<Vec<u8>>> + '_ {
    (1..=cells)
        .filter(move |height| cells.is_multiple_of(*height))
        .flat_map(move |height| {
            let width = cells / height;
            sequences(alphabet, cells)
                .into_iter()
                .map(move |cells| cells.chunks(width).map(<[u8]>::to_vec).collect())
        })
}

/// Every pair of non-empty sequences over `items` with `len` items in all, those with the
/// shortest first sequence first.
pub(crate) fn pairs_of_sequences<T: Copy>(
    items: &[T],
    len: usize,
) -> impl Iterator<Item = (Vec<T>, Vec<T>)> + '_ {
    (1..len).flat_map(move |first| {
        let seconds = sequences(items, len - first);
        sequences(items, first)
            .into_iter()
            .flat_map(move |a| seconds.clone().into_iter().map(move |b| (a.clone(), b)))
    })
}

/// The lowerings of a sequence of values, most at once first: all to 1, all halved, then
/// every copy of a repeated value together, then each value alone.
pub(crate) fn lowerings(values: &[i64]) -> impl Iterator<Item = Lowering> + '_ {
    let mut repeated: Vec<i64> = values.to_vec();
    repeated.sort_unstable();
    let repeated: Vec<i64> = repeated
        .windows(2)
        .filter(|pair| pair[0] == pair[1])
        .map(|pair| pair[0])
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let several = values.iter().filter(|&&value| value > 1).nth(1).is_some();
    let renumbered = ranks(values, values) != values;
    let all = several
        .then_some(Lowering::AllToOne)
        .into_iter()
        .chain(renumbered.then_some(Lowering::Ranks))
        .chain(several.then_some(Lowering::AllHalved));
    let copies = repeated.into_iter().flat_map(|from| {
        lower(from)
            .into_iter()
            .map(move |to| Lowering::Copies { from, to })
    });
    let ones = values.iter().enumerate().flat_map(|(at, &value)| {
        lower(value)
            .into_iter()
            .map(move |to| Lowering::One { at, to })
    });
    all.into_iter().chain(copies).chain(ones)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deletions_go_from_halves_to_single_items_then_pairs() {
        use Deletion::{Chunk, Pair};
        assert_eq!(
            deletions(5).collect::<Vec<_>>(),
            [
                Chunk(0..2),
                Chunk(2..4),
                Chunk(4..5),
                Chunk(0..1),
                Chunk(1..2),
                Chunk(2..3),
                Chunk(3..4),
                Chunk(4..5),
                Pair(0, 1),
                Pair(0, 2),
                Pair(0, 3),
                Pair(0, 4),
                Pair(1, 2),
                Pair(1, 3),
                Pair(1, 4),
                Pair(2, 3),
                Pair(2, 4),
                Pair(3, 4),
            ]
        );
        assert_eq!(deletions(2).collect::<Vec<_>>(), [Chunk(0..1), Chunk(1..2)]);
        assert_eq!(deletions(1).count(), 0);
        assert_eq!(deletions(0).count(), 0);
        // Pairs stop past 64 items, where chunks do the work.
        assert!(deletions(65).all(|deletion| matches!(deletion, Chunk(_))));
        assert!(deletions(64).any(|deletion| deletion == Pair(62, 63)));
    }

    #[test]
    fn a_deletion_removes_its_items() {
        let items = [10, 11, 12, 13];
        assert_eq!(Deletion::Chunk(1..3).apply(&items), [10, 13]);
        assert_eq!(Deletion::Pair(0, 3).apply(&items), [11, 12]);
    }

    #[test]
    fn lower_is_a_ladder_from_one_up_to_one_less() {
        assert_eq!(lower(10), [1, 5, 8, 9]);
        assert_eq!(
            lower(1000),
            [1, 500, 750, 875, 938, 969, 985, 993, 997, 999]
        );
        assert_eq!(lower(3), [1, 2]);
        assert_eq!(lower(2), [1]);
        assert_eq!(lower(1), Vec::<i64>::new());
        assert_eq!(lower(-1), Vec::<i64>::new());
    }

    #[test]
    fn lowerings_go_from_all_values_to_copies_to_one_value() {
        use Lowering::{AllHalved, AllToOne, Copies, One, Ranks};
        assert_eq!(
            lowerings(&[3, 1, 3]).collect::<Vec<_>>(),
            [
                AllToOne,
                Ranks,
                AllHalved,
                Copies { from: 3, to: 1 },
                Copies { from: 3, to: 2 },
                One { at: 0, to: 1 },
                One { at: 0, to: 2 },
                One { at: 2, to: 1 },
                One { at: 2, to: 2 },
            ]
        );
        // One value above 1: nothing to do at once, and no copies.
        assert_eq!(
            lowerings(&[2, 1]).collect::<Vec<_>>(),
            [One { at: 0, to: 1 }]
        );
        assert_eq!(AllToOne.apply(&[5, -1, 1]), [1, -1, 1]);
        assert_eq!(AllHalved.apply(&[5, -1, 0, 1, 2]), [2, -1, 0, 1, 1]);
        assert_eq!(Copies { from: 5, to: 2 }.apply(&[5, 4, 5]), [2, 4, 2]);
        assert_eq!(One { at: 1, to: 3 }.apply(&[5, 4, 5]), [5, 3, 5]);
    }

    #[test]
    fn subsets_keep_fewest_items_first_and_never_all() {
        assert_eq!(
            subsets(3),
            [
                vec![0],
                vec![1],
                vec![2],
                vec![0, 1],
                vec![0, 2],
                vec![1, 2]
            ]
        );
        assert_eq!(subsets(1), Vec::<Vec<usize>>::new());
        assert_eq!(subsets(SUBSETS_UP_TO).len(), (1 << SUBSETS_UP_TO) - 2);
        assert!(subsets(SUBSETS_UP_TO + 1).is_empty());
        assert_eq!(kept(&['a', 'b', 'c'], &[0, 2]), ['a', 'c']);
        assert_eq!(sequences(&[1, 2], 2), [[1, 1], [1, 2], [2, 1], [2, 2]]);
        assert_eq!(sequences(&[1, 2], 0), [Vec::<i32>::new()]);
    }

    #[test]
    fn sub_inputs_are_every_smaller_pair_of_kept_sets_smallest_first() {
        let sum = sub_inputs([2, 1], |a, b| a + b);
        assert_eq!(sum, [(vec![0], vec![0]), (vec![1], vec![0])]);
        // By product (a grid's cells) the order differs from the sum's: 3 x 1 (3 cells)
        // before 2 x 2 (4 cells), though 2 + 2 < 3 + 1 + 1.
        let cells = sub_inputs([3, 2], |rows, columns| rows * columns);
        let sizes: Vec<usize> = cells.iter().map(|(r, c)| r.len() * c.len()).collect();
        assert!(sizes.windows(2).all(|pair| pair[0] <= pair[1]), "{sizes:?}");
        assert_eq!(sizes.len(), 7 * 3 - 1);
        assert_eq!(cells.last(), Some(&(vec![1, 2], vec![0, 1])));
        assert!(cells.iter().all(|(r, c)| !r.is_empty() && !c.is_empty()));
        // Up to 12 items in all, and no further.
        assert!(!sub_inputs([11, 1], |a, b| a + b).is_empty());
        assert!(sub_inputs([12, 1], |a, b| a + b).is_empty());
    }
}
