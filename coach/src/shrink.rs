//! The edits a problem's [`Generate::smaller`](crate::problem::Generate::smaller) is made
//! of, and the [`Candidate`] each becomes. Every candidate is built only when it is tried,
//! so that shrinking a 2000 x 2000 grid holds one candidate at a time, not millions.
//!
//! Whole shapes go first, then items. A long sequence (rows, columns, a pile, a deck, the
//! intervals, the test cases) is cut to a binary-search ladder of shorter lengths
//! ([`cuts`]), and two of them, or a grid's rows and columns, are cut together in proportion
//! ([`cuts_together`]), so that a failure at the maximum size, even one that needs both sides
//! long, comes down in a few dozen runs of small candidates, which run fastest; a grid's first
//! row is also stood up as a column and its first column laid down as a row; every value is
//! lowered or renumbered at once ([`Lowering`]). Only then come the edits one item at a time,
//! which escape the local minima of one-step shrinking the way ddmin and Hypothesis do:
//! chunks of adaptive size are deleted (halves, then quarters, down to single items), two
//! items are deleted together, a value is lowered along a binary-search ladder, and an item
//! is swapped for the simplest one of its kind. The minimizer (`stress::minimize`) tries a
//! deletion that worked once more first, so a deletion that keeps working grows.
//!
//! Being 1-minimal is not being smallest: a 2 x 2 grid may fail while every grid one row or
//! column smaller passes, and a 1 x 2 grid with an obstacle fail too. So a failure of at
//! most [`SUBSETS_UP_TO`] items is first cut to every sub-input (every set of its rows and
//! columns, cards, objects or intervals), fewest items first; and one of fewer than
//! [`EXHAUSTIVE_BELOW`] items is compared with every smaller input over a small alphabet,
//! smallest first. The first that fails is then the smallest failing input.

use crate::draw::Grid;
use itertools::Itertools;
use std::ops::Range;

/// A smaller input, built when it is tried; `None` when the edit breaks a constraint. A
/// deletion carries a key naming it (which sequence, which items), so that the minimizer
/// can try the same deletion again on the next input.
pub struct Candidate<'a, T> {
    build: Box<dyn FnOnce() -> Option<T> + 'a>,
    key: Option<String>,
    /// It changes values, not the input's shape: after one succeeds, the minimizer goes on
    /// from it rather than from the first candidate.
    value_edit: bool,
}

impl<'a, T> Candidate<'a, T> {
    pub fn new(build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: None,
            value_edit: false,
        }
    }

    /// A deletion, named by `key`.
    pub fn deletion(key: String, build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: Some(key),
            value_edit: false,
        }
    }

    /// A change of values that keeps the input's shape: a value lowered, an item made the
    /// simplest of its kind.
    pub fn value_edit(build: impl FnOnce() -> Option<T> + 'a) -> Self {
        Candidate {
            build: Box::new(build),
            key: None,
            value_edit: true,
        }
    }

    pub fn is_value_edit(&self) -> bool {
        self.value_edit
    }

    pub fn key(&self) -> Option<&String> {
        self.key.as_ref()
    }

    pub fn build(self) -> Option<T> {
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

/// An edit of a generator's draws (each an offset from its draw's lowest value), in
/// [`draw_edits`]'s order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum DrawEdit {
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
}

impl DrawEdit {
    /// The draws after the edit; `None` where it changes nothing.
    pub(crate) fn apply(&self, draws: &[u64]) -> Option<Vec<u64>> {
        let edited = match self {
            DrawEdit::Delete(deletion) => deletion.apply(draws),
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
        };
        (edited != draws).then_some(edited)
    }

    /// A deletion's name, for the minimizer to try the same deletion again first.
    pub(crate) fn key(&self) -> Option<String> {
        match self {
            DrawEdit::Delete(deletion) => Some(format!("draws {deletion:?}")),
            _ => None,
        }
    }

    /// Whether it changes values and keeps the number of draws.
    pub(crate) fn is_value_edit(&self) -> bool {
        !matches!(self, DrawEdit::Delete(_))
    }
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
/// (N, then L from 1 to N) shrink together where either alone passes. After them, no single draw can be deleted or lowered by one: a sequence none of
/// whose edits fails alike is 1-minimal in its draws, as Hypothesis's shrinker leaves its
/// choices.
pub(crate) fn draw_edits(draws: &[u64]) -> impl Iterator<Item = DrawEdit> + '_ {
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
    let small = draws
        .iter()
        .try_fold(0u64, |sum, &draw| sum.checked_add(draw))
        .is_some_and(|sum| sum <= SCANNED_DRAWS);
    let scanned = draws
        .iter()
        .enumerate()
        .filter(move |_| small)
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

/// Draws at most, for each pair of them to be lowered together.
const FEW_DRAWS: usize = 8;

/// The sum of the draws under which each draw is also tried at every lower value: the runs
/// that scan costs at most, once the rest is 1-minimal.
pub(crate) const SCANNED_DRAWS: u64 = 1024;

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

/// Two sequences (tdpcb's piles, aoj2741's decks): the length ladders of either and of both
/// together, every value of both lowered or renumbered at once; then deletions from either,
/// lowerings of either, each value below 1 (a jamming card) swapped for 1; then, when small,
/// every pair of sub-sequences and the sideways steps; last, when tiny, every smaller pair
/// over `alphabet`. The costly kinds come last: they run only once the cheap ones no longer
/// help, and the minimizer's cache skips what they tried before.
pub(crate) fn two_sequences<'a>(
    (first, second): &'a (Vec<i64>, Vec<i64>),
    alphabet: &'static [i64],
) -> impl Iterator<Item = Candidate<'a, (Vec<i64>, Vec<i64>)>> {
    let size = first.len() + second.len();
    let smaller_sizes = if size < EXHAUSTIVE_BELOW {
        2..size
    } else {
        0..0
    };
    let exhaustive = smaller_sizes.flat_map(move |total| {
        (1..total).flat_map(move |len| {
            let seconds = sequences(alphabet, total - len);
            sequences(alphabet, len).into_iter().flat_map(move |a| {
                seconds.clone().into_iter().map(move |b| {
                    let a = a.clone();
                    Candidate::new(move || Some((a, b)))
                })
            })
        })
    });
    let together = cuts_together([first.len(), second.len()]).map(move |[a, b]| {
        Candidate::new(move || Some((first[..a].to_vec(), second[..b].to_vec())))
    });
    let all_values: Vec<i64> = first.iter().chain(second).copied().collect();
    let renumber_both = (ranks(&all_values, &all_values) != all_values)
        .then(move || {
            Candidate::new(move || Some((ranks(first, &all_values), ranks(second, &all_values))))
        })
        .into_iter();
    let pairs = sub_inputs([first.len(), second.len()], |a, b| a + b);
    let sub_pairs = pairs
        .into_iter()
        .map(move |(a, b)| Candidate::new(move || Some((kept(first, &a), kept(second, &b)))));
    let cut_first = cuts(first.len())
        .map(move |cut| Candidate::new(move || Some((cut.apply(first), second.clone()))));
    let cut_second = cuts(second.len())
        .map(move |cut| Candidate::new(move || Some((first.clone(), cut.apply(second)))));
    let delete_first = deletions(first.len()).map(move |deletion| {
        let key = format!("first {deletion:?}");
        Candidate::deletion(key, move || Some((deletion.apply(first), second.clone())))
    });
    let delete_second = deletions(second.len()).map(move |deletion| {
        let key = format!("second {deletion:?}");
        Candidate::deletion(key, move || Some((first.clone(), deletion.apply(second))))
    });
    // Both sequences at once, so that a value and a card of the other deck that must stay
    // apart shrink together.
    let above_one = first.iter().chain(second).any(|&value| value > 1);
    let lower_both = [Lowering::AllToOne, Lowering::AllHalved]
        .into_iter()
        .filter(move |_| above_one)
        .map(move |lowering| {
            Candidate::value_edit(move || Some((lowering.apply(first), lowering.apply(second))))
        });
    let lower_first = lowerings(first).map(move |lowering| {
        Candidate::value_edit(move || Some((lowering.apply(first), second.clone())))
    });
    let lower_second = lowerings(second).map(move |lowering| {
        Candidate::value_edit(move || Some((first.clone(), lowering.apply(second))))
    });
    let simplest =
        |values: &[i64]| -> Vec<usize> { (0..values.len()).filter(|&k| values[k] < 1).collect() };
    let simplify_first = simplest(first).into_iter().map(move |at| {
        Candidate::value_edit(move || {
            let mut first = first.clone();
            first[at] = 1;
            Some((first, second.clone()))
        })
    });
    let simplify_second = simplest(second).into_iter().map(move |at| {
        Candidate::value_edit(move || {
            let mut second = second.clone();
            second[at] = 1;
            Some((first.clone(), second))
        })
    });
    // Last, for small sequences: one item deleted and one value of the rest changed to
    // another of `alphabet`, a step sideways that can lead below a 1-minimal input.
    let small = size <= SUBSETS_UP_TO;
    let sideways = (0..2)
        .filter(move |_| small)
        .flat_map(move |side| {
            let len = if side == 0 { first.len() } else { second.len() };
            (0..len).filter(move |_| len > 1).map(move |k| (side, k))
        })
        .flat_map(move |(side, k)| {
            (0..size - 1).flat_map(move |at| {
                alphabet.iter().map(move |&value| {
                    Candidate::new(move || {
                        let mut pair = (first.clone(), second.clone());
                        if side == 0 {
                            pair.0.remove(k);
                        } else {
                            pair.1.remove(k);
                        }
                        let left = pair.0.len();
                        let slot = if at < left {
                            &mut pair.0[at]
                        } else {
                            &mut pair.1[at - left]
                        };
                        if *slot == value {
                            return None;
                        }
                        *slot = value;
                        Some(pair)
                    })
                })
            })
        });
    // The values of both at once before the deletions one item at a time: a failure that
    // needs its length exactly takes a run per item deleted, and few to have its values
    // made simple.
    cut_first
        .chain(cut_second)
        .chain(together)
        .chain(lower_both)
        .chain(renumber_both)
        .chain(delete_first)
        .chain(delete_second)
        .chain(lower_first)
        .chain(lower_second)
        .chain(simplify_first)
        .chain(simplify_second)
        .chain(sub_pairs)
        .chain(sideways)
        .chain(exhaustive)
}

/// A grid over `alphabet` (its simplest cell first): the length ladders of its rows, of its
/// columns and of both together, its first row or column turned, every cell made the
/// simplest at once; then rows deleted, then columns (each as a sequence), then each cell
/// that is not the simplest made it alone; then, when small, every sub-grid (a set of its
/// rows and one of its columns), fewest cells first, and the sideways steps; last, when
/// tiny, every grid of fewer cells. `valid` says whether a result keeps the problem's
/// constraints.
pub(crate) fn grid<'a>(
    grid: &'a Grid,
    alphabet: &'static [u8],
    valid: fn(&Grid) -> bool,
) -> impl Iterator<Item = Candidate<'a, Grid>> {
    let simplest = alphabet[0];
    let checked = move |candidate: Grid| valid(&candidate).then_some(candidate);
    let cells = grid.len() * grid[0].len();
    let smaller_sizes = if cells < EXHAUSTIVE_BELOW {
        1..cells
    } else {
        0..0
    };
    let exhaustive = smaller_sizes.flat_map(move |size| {
        (1..=size)
            .filter(move |h| size.is_multiple_of(*h))
            .flat_map(move |h| {
                sequences(alphabet, size).into_iter().map(move |cells| {
                    Candidate::new(move || {
                        checked(cells.chunks(size / h).map(<[u8]>::to_vec).collect())
                    })
                })
            })
    });
    let sub_grids = sub_inputs([grid.len(), grid[0].len()], |rows, columns| rows * columns);
    let sub_grids = sub_grids.into_iter().map(move |(r, c)| {
        Candidate::new(move || checked(r.iter().map(|&i| kept(&grid[i], &c)).collect()))
    });
    let together = cuts_together([grid.len(), grid[0].len()]).map(move |[h, w]| {
        Candidate::new(move || checked(grid[..h].iter().map(|row| row[..w].to_vec()).collect()))
    });
    // The first row stood up as a column, and the first column laid down as a row: a grid
    // game played down and right is the same game transposed, and a failure that needs one
    // side long may need it as the other side.
    let turned = [
        (grid.len() > 1 || grid[0].len() > 1).then(|| {
            Candidate::new(move || checked(grid[0].iter().map(|&cell| vec![cell]).collect()))
        }),
        (grid.len() > 1 && grid[0].len() > 1).then(|| {
            Candidate::new(move || checked(vec![grid.iter().map(|row| row[0]).collect()]))
        }),
    ]
    .into_iter()
    .flatten();
    let cut_rows =
        cuts(grid.len()).map(move |cut| Candidate::new(move || checked(cut.apply(grid))));
    let cut_columns = cuts(grid[0].len()).map(move |cut| {
        Candidate::new(move || checked(grid.iter().map(|row| cut.apply(row)).collect()))
    });
    let rows = deletions(grid.len()).map(move |deletion| {
        let key = format!("rows {deletion:?}");
        Candidate::deletion(key, move || checked(deletion.apply(grid)))
    });
    let columns = deletions(grid[0].len()).map(move |deletion| {
        let key = format!("columns {deletion:?}");
        Candidate::deletion(key, move || {
            checked(grid.iter().map(|row| deletion.apply(row)).collect())
        })
    });
    let others = (0..grid.len())
        .flat_map(move |i| (0..grid[0].len()).map(move |j| (i, j)))
        .filter(move |&(i, j)| grid[i][j] != simplest);
    let several = grid
        .iter()
        .flatten()
        .filter(|&&cell| cell != simplest)
        .nth(1);
    let all = several.map(|_| {
        Candidate::value_edit(move || {
            checked(grid.iter().map(|row| vec![simplest; row.len()]).collect())
        })
    });
    let simplified = others.map(move |(i, j)| {
        Candidate::value_edit(move || {
            let mut candidate = grid.clone();
            candidate[i][j] = simplest;
            checked(candidate)
        })
    });
    // Last, for a small grid: one row or column deleted and one cell of the rest changed to
    // another symbol, a step sideways that can lead below a 1-minimal input.
    let small = grid.len() + grid[0].len() <= SUBSETS_UP_TO;
    let deleted = move |axis: usize, k: usize| -> Grid {
        if axis == 0 {
            [&grid[..k], &grid[k + 1..]].concat()
        } else {
            grid.iter()
                .map(|row| [&row[..k], &row[k + 1..]].concat())
                .collect()
        }
    };
    let lines = [grid.len(), grid[0].len()];
    // Deleting a grid's only row or column leaves no cell to change, so no candidate.
    let sideways = (0..2)
        .filter(move |_| small)
        .flat_map(move |axis| (0..lines[axis]).map(move |k| (axis, k)))
        .flat_map(move |(axis, k)| {
            let (h, w) = if axis == 0 {
                (lines[0] - 1, lines[1])
            } else {
                (lines[0], lines[1] - 1)
            };
            (0..h * w).flat_map(move |cell| {
                alphabet.iter().map(move |&symbol| {
                    Candidate::new(move || {
                        let mut changed = deleted(axis, k);
                        let (i, j) = (cell / w, cell % w);
                        if changed[i][j] == symbol {
                            return None;
                        }
                        changed[i][j] = symbol;
                        checked(changed)
                    })
                })
            })
        });
    cut_rows
        .chain(cut_columns)
        .chain(together)
        .chain(turned)
        .chain(all)
        .chain(rows)
        .chain(columns)
        .chain(simplified)
        .chain(sub_grids)
        .chain(sideways)
        .chain(exhaustive)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every edit of a generator's draws is shortlex-smaller, and among them are the single
    /// deletions and the lowerings by one and to 0 that 1-minimality needs.
    #[test]
    fn every_draw_edit_is_shortlex_smaller() {
        let draws = [5, 0, 9, 2];
        let edited: Vec<Vec<u64>> = draw_edits(&draws)
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
            !draw_edits(&large)
                .filter_map(|edit| edit.apply(&large))
                .any(|edited| edited == [5, 3])
        );
        assert_eq!(DrawEdit::Lower(1, 0).apply(&draws), None);
        assert!(draw_edits(&[]).all(|edit| edit.apply(&[]).is_none()));
    }

    fn built<T>(candidates: impl Iterator<Item = Candidate<'static, T>>) -> Vec<T> {
        candidates.filter_map(Candidate::build).collect()
    }

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
    fn values_are_renumbered_together_and_cut_together_in_proportion() {
        assert_eq!(ranks(&[47, 49, 48, 50], &[47, 49, 48, 50]), [1, 3, 2, 4]);
        assert_eq!(ranks(&[7, -1, 7, 3], &[7, -1, 7, 3]), [2, -1, 2, 1]);
        // Ranked among another sequence's values too: two piles renumbered together.
        assert_eq!(ranks(&[10], &[10, 5, 20]), [2]);
        assert_eq!(Lowering::Ranks.apply(&[30, 10, 20]), [3, 1, 2]);
        // Already ranks: nothing to renumber.
        assert!(!lowerings(&[1, 2, 3]).any(|lowering| lowering == Lowering::Ranks));
        assert_eq!(
            cuts_together([100, 100]).collect::<Vec<_>>()[..3],
            [[1, 1], [50, 50], [75, 75]]
        );
        // The shorter ladder is stretched to the longer: the fractions match.
        let skewed: Vec<[usize; 2]> = cuts_together([1000, 4]).collect();
        assert_eq!(skewed[..3], [[1, 1], [500, 2], [750, 3]]);
        assert_eq!(cuts_together([4, 1000]).nth(1), Some([2, 500]));
        assert!(cuts_together([1, 1]).next().is_none());
        let piles = Box::leak(Box::new((vec![40, 10, 20], vec![30, 5])));
        let candidates = built(two_sequences(piles, &[1]));
        // The first pile cut to 1 and 2, the second to 1, then both in proportion.
        assert_eq!(
            candidates[..3],
            [
                (vec![40], vec![30, 5]),
                (vec![40, 10], vec![30, 5]),
                (vec![40, 10, 20], vec![30])
            ]
        );
        assert_eq!(candidates[3], (vec![40], vec![30]));
        assert!(candidates.contains(&(vec![5, 2, 3], vec![4, 1])));
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
    fn two_sequences_delete_lower_then_search_small_inputs() {
        let piles = Box::leak(Box::new((vec![4, 4], vec![1])));
        let candidates = built(two_sequences(piles, &[1, 2]));
        // Every candidate is smaller or simpler, and none is the input itself.
        assert!(candidates.iter().all(|candidate| candidate != piles));
        assert_eq!(candidates[0], (vec![4], vec![1]));
        assert_eq!(candidates[1], (vec![4], vec![1]));
        assert!(candidates.contains(&(vec![1, 1], vec![1])));
        assert!(candidates.contains(&(vec![2, 2], vec![1])));
        assert!(candidates.contains(&(vec![2, 4], vec![1])));
        // Sub-pairs, sideways steps and, as 3 < 6 items, every smaller pair over [1, 2].
        assert!(candidates.contains(&(vec![4], vec![2])));
        assert!(candidates.contains(&(vec![2], vec![2])));
        assert_eq!(candidates.last(), Some(&(vec![2], vec![2])));
        // Keys name the deletions, so that one that works can be tried again.
        let keys: Vec<String> = two_sequences(piles, &[1, 2])
            .filter_map(|candidate| candidate.key().cloned())
            .collect();
        assert_eq!(keys, ["first Chunk(0..1)", "first Chunk(1..2)"]);
        // A jamming card becomes the simplest card.
        let decks = Box::leak(Box::new((vec![-1, 7, 7, 7, 7, 7], vec![7])));
        assert!(built(two_sequences(decks, &[1])).contains(&(vec![1, 7, 7, 7, 7, 7], vec![7])));
    }

    #[test]
    fn a_grid_is_cut_loses_rows_then_columns_then_gets_simpler() {
        let grid: &'static Grid = Box::leak(Box::new(vec![b"+-".to_vec(), b"-+".to_vec()]));
        let candidates = built(grid_candidates(grid));
        assert!(candidates.iter().all(|candidate| candidate != grid));
        // Cut to its first row, then to its first column, then both to one cell; the first
        // row stood up, the first column laid down.
        assert_eq!(candidates[0], [b"+-".to_vec()]);
        assert_eq!(candidates[1], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[2], [b"+".to_vec()]);
        assert_eq!(candidates[3], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[4], [b"+-".to_vec()]);
        // Then every cell made the simplest at once, rows and columns deleted, and each cell
        // made simpler.
        assert_eq!(candidates[5], [b"++".to_vec(), b"++".to_vec()]);
        assert_eq!(candidates[6], [b"-+".to_vec()]);
        assert_eq!(candidates[7], [b"+-".to_vec()]);
        assert_eq!(candidates[8], [b"-".to_vec(), b"+".to_vec()]);
        assert_eq!(candidates[9], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[10], [b"++".to_vec(), b"-+".to_vec()]);
        assert_eq!(candidates[11], [b"+-".to_vec(), b"++".to_vec()]);
        // Then sub-grids, sideways steps, and every grid of fewer than 4 cells.
        assert!(candidates.contains(&vec![b"-".to_vec()]));
        assert_eq!(candidates.last(), Some(&vec![b"-".to_vec(); 3]));
        // `valid` is obeyed: here the top left must stay `+`.
        let valid = built(grid_with(grid, |grid| grid[0][0] == b'+'));
        assert!(valid.iter().all(|candidate| candidate[0][0] == b'+'));
        assert!(!valid.is_empty());
        let keys: Vec<String> = grid_candidates(grid)
            .filter_map(|candidate| candidate.key().cloned())
            .collect();
        assert_eq!(
            keys,
            [
                "rows Chunk(0..1)",
                "rows Chunk(1..2)",
                "columns Chunk(0..1)",
                "columns Chunk(1..2)"
            ]
        );
    }

    fn grid_candidates(grid: &'static Grid) -> impl Iterator<Item = Candidate<'static, Grid>> {
        grid_with(grid, |_| true)
    }

    fn grid_with(
        grid: &'static Grid,
        valid: fn(&Grid) -> bool,
    ) -> impl Iterator<Item = Candidate<'static, Grid>> {
        super::grid(grid, b"+-", valid)
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

    #[test]
    fn small_inputs_get_sub_inputs_sideways_steps_and_tiny_ones_every_smaller_input() {
        let leaked = |a: Vec<i64>, b: Vec<i64>| &*Box::leak(Box::new((a, b)));
        // Two items with nothing to lower: nothing smaller to try at all.
        assert!(built(two_sequences(leaked(vec![1], vec![1]), &[1, 2])).is_empty());
        // Both sequences halved at once is its own candidate.
        let both = built(two_sequences(leaked(vec![4], vec![6]), &[1, 2]));
        assert!(both.contains(&(vec![2], vec![3])));
        // One item kept of each pile: a sub-pair, which no deletion of one pile gives.
        let four = built(two_sequences(leaked(vec![4, 5], vec![6, 7]), &[1, 2]));
        assert!(four.contains(&(vec![4], vec![6])));
        assert!(four.contains(&(vec![1], vec![1])));
        assert!(four.iter().all(|(a, b)| !a.is_empty() && !b.is_empty()));
        // Six items: no exhaustive search (no pair over [1, 2] smaller than it).
        let six = built(two_sequences(leaked(vec![4, 5, 6], vec![7, 8, 9]), &[1, 2]));
        assert!(!six.contains(&(vec![2], vec![2])));
        assert!(six.contains(&(vec![4], vec![7])));
        // Twelve in one pile and one in the other: too many for sub-pairs, so the second
        // object alone is never kept (a cut keeps the first).
        let thirteen = built(two_sequences(leaked((4..16).collect(), vec![9]), &[1, 2]));
        assert!(thirteen.contains(&(vec![4], vec![9])));
        assert!(!thirteen.contains(&(vec![5], vec![9])));
        let eleven = built(two_sequences(leaked((4..14).collect(), vec![9]), &[1, 2]));
        assert!(eleven.contains(&(vec![5], vec![9])));
        // A sideways step: one card deleted, one changed to a card of the alphabet.
        assert!(four.contains(&(vec![5], vec![1, 7])));
    }

    #[test]
    fn small_grids_get_sub_grids_sideways_steps_and_tiny_ones_every_smaller_grid() {
        let leaked = |rows: &[&[u8]]| {
            &*Box::leak(Box::new(
                rows.iter().map(|row| row.to_vec()).collect::<Grid>(),
            ))
        };
        let plus = |h: usize, w: usize| vec![vec![b'+'; w]; h];
        // 4 cells: every smaller grid, a lone `-` among them.
        let four = built(grid_candidates(leaked(&[b"++", b"++"])));
        assert!(four.contains(&vec![b"-".to_vec()]));
        // 6 cells: no exhaustive search, so no lone `-`.
        let six = built(grid_candidates(leaked(&[b"+++", b"+++"])));
        assert!(!six.contains(&vec![b"-".to_vec()]));
        // A 3 x 3 grid: a row and a column dropped at once is a sub-grid.
        let nine = built(grid_candidates(leaked(&[b"+-+", b"-+-", b"++-"])));
        assert!(nine.contains(&vec![b"+-".to_vec(), b"-+".to_vec()]));
        // A sideways step: a row deleted and a cell changed.
        assert!(nine.contains(&vec![b"--+".to_vec(), b"++-".to_vec()]));
        // 1 x 11 (h + w = 12) has its last cell as a 1 x 1 sub-grid; 1 x 12 is past the
        // sub-grid limit (a cut keeps the first cell, never the last alone).
        let row = |w: usize| leaked(&[&vec![b'+'; w]]);
        let ending_in_minus = |w: usize| {
            let mut row = vec![b'+'; w];
            row[w - 1] = b'-';
            leaked(&[&row])
        };
        assert!(built(grid_candidates(ending_in_minus(11))).contains(&vec![b"-".to_vec()]));
        assert!(!built(grid_candidates(ending_in_minus(12))).contains(&vec![b"-".to_vec()]));
        assert!(built(grid_candidates(row(12))).contains(&plus(1, 1)));
        // One row: no row is ever deleted, so every candidate keeps one row.
        assert!(
            built(grid_candidates(row(3)))
                .iter()
                .all(|grid| grid.len() == 1 || grid[0].len() < 3)
        );
    }

    /// Sub-inputs that change both sequences (or both rows and columns), the cuts of both
    /// together left aside, show the size the search sorts them by: items for piles, cells
    /// for grids.
    #[test]
    fn sub_inputs_are_tried_smallest_first_by_items_for_piles_and_cells_for_grids() {
        let piles = Box::leak(Box::new(((1..=5).collect::<Vec<i64>>(), vec![6, 7])));
        let cut = cuts(5).count() + cuts(2).count() + cuts_together([5, 2]).count();
        let candidates: Vec<_> = built(two_sequences(piles, &[1]))
            .into_iter()
            .skip(cut)
            .collect();
        let first = |a: usize, b: usize| {
            candidates
                .iter()
                .position(|(x, y)| x.len() == a && y.len() == b)
                .unwrap()
        };
        // Both keep 4 items: the 2 + 2 first, as fewer kept of the first pile come first,
        // where a product (4 against 3) would put 3 + 1 first.
        assert!(first(2, 2) < first(3, 1));
        let grid: &'static Grid = Box::leak(Box::new(vec![b"+-+".to_vec(); 4]));
        // The cuts, together, and the turned row and column left aside.
        let cut = cuts(4).count() + cuts(3).count() + cuts_together([4, 3]).count() + 2;
        let grids: Vec<_> = built(grid_candidates(grid)).into_iter().skip(cut).collect();
        let first = |rows: usize, columns: usize| {
            grids
                .iter()
                .position(|g| g.len() == rows && g[0].len() == columns)
                .unwrap()
        };
        // 3 x 1 (3 cells) before 2 x 2 (4 cells), though both have 4 rows and columns.
        assert!(first(3, 1) < first(2, 2));
    }

    #[test]
    fn every_cell_made_simplest_at_once_and_sideways_steps_where_they_belong() {
        let leaked = |rows: &[&str]| -> &'static Grid {
            Box::leak(Box::new(
                rows.iter().map(|row| row.as_bytes().to_vec()).collect(),
            ))
        };
        let grid =
            |rows: &[&str]| -> Grid { rows.iter().map(|row| row.as_bytes().to_vec()).collect() };
        // Every cell made `+` at once: from nothing else on a 2 x 2 grid of `-`.
        assert!(built(grid_candidates(leaked(&["--", "--"]))).contains(&grid(&["++", "++"])));
        // A column deleted and a cell changed: `+-+` / `-+-` without its first column is
        // `-+` / `+-`, then its top left made `+`.
        let two_by_three = built(grid_candidates(leaked(&["+-+", "-+-"])));
        assert!(two_by_three.contains(&grid(&["++", "+-"])));
        // 4 x 4 has 8 rows and columns: sideways steps, such as a row deleted and a `-` put.
        let four = built(grid_candidates(leaked(&["++++"; 4])));
        assert!(four.contains(&grid(&["-+++", "++++", "++++"])));
        // 1 x 13 has 14: none, so no 1 x 12 row with a `-`.
        let long = built(grid_candidates(leaked(&["+++++++++++++"])));
        assert!(!long.contains(&grid(&["-+++++++++++"])));
    }
}
