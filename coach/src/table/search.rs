//! The meanings of a printed table, found by search rather than listed: which printed index
//! is which coordinate of the problem's entries (a [`Family`]), in any order, each from 0 or
//! from 1 and counted from either end, a kind (the player to move, a memo's type) in any
//! numbering; and the value in every form coach knows ([`Stored`]).
//!
//! What decides between them is the evidence that a bug cannot spread to. The order the
//! entries were printed in is the order the program filled them, so under the true meaning
//! an entry comes after the entries it reads; and the entries before the bug, in that order,
//! are right under it, however many after it are wrong: a wrong entry whose read entries are
//! right is a place where a bug starts, and one bug makes few such places (the rest of its
//! damage reads a wrong entry). So a meaning that agrees with the order is preferred, then
//! the one under which the fewest base cases (the entries that read none) are wrong, then
//! the one with the fewest places where a bug starts, then the plainest way of indexing
//! ([`Reading::twists`]), then the one under which most entries are right. A dump (rows
//! printed at the end) has no order of filling.
//!
//! Bounded: at most [`MAX_READINGS`] ways of indexing are tried, each on a sample of the
//! entries ([`FIRST`] first printed, [`SPREAD`] spread over the rest), and only the best
//! [`FINALISTS`] meanings are judged on every entry.

use super::read::{Indices, LETTERS, MAX_INDICES, Printed, PrintedEntry, Style};
use super::recurrence::{Axis, Coordinate, Family, Recurrence, Stored, Truth};
use itertools::Itertools;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::rc::Rc;

/// Ways of indexing tried at most; the rest (past this many, in the problem's order of its
/// tables and coordinates) are not.
pub(crate) const MAX_READINGS: usize = 100_000;

/// The entries first printed that every way of indexing is scored on: the base cases and
/// the entries the bug has not reached yet.
pub(crate) const FIRST: usize = 192;

/// Entries spread over the rest that they are scored on too.
pub(crate) const SPREAD: usize = 512;

/// Entries first printed whose places are looked up, to tell whether an entry came after
/// the entries it reads.
const PLACED: usize = 4096;

/// Meanings judged on every entry.
pub(crate) const FINALISTS: usize = 6;

/// Entries of the first printed whose indices the ways of indexing are first sifted on.
const SIFT: usize = 32;

/// How one printed index is read.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Slot {
    /// The coordinate it is.
    coordinate: usize,
    /// What the coordinate's first value is printed as: 0 or 1.
    from: i64,
    /// A count printed from the other end.
    reversed: bool,
    /// A kind's numbering: the kind each number (less `from`) names.
    numbering: Vec<usize>,
}

impl Slot {
    /// The coordinate that `printed` stands for, if it stands for one.
    fn read(&self, axis: &Axis, printed: i64) -> Option<i64> {
        let at = printed - self.from;
        match axis {
            Axis::Count { min, max, .. } => {
                let at = if self.reversed { min + max - at } else { at };
                (*min..=*max).contains(&at).then_some(at)
            }
            Axis::Kind(_) => usize::try_from(at)
                .ok()
                .and_then(|k| self.numbering.get(k))
                .map(|&kind| kind as i64),
        }
    }

    /// How `coordinate` is printed.
    fn write(&self, axis: &Axis, coordinate: i64) -> i64 {
        let at = match axis {
            Axis::Count { min, max, .. } if self.reversed => min + max - coordinate,
            Axis::Count { .. } => coordinate,
            Axis::Kind(_) => self
                .numbering
                .iter()
                .position(|&kind| kind as i64 == coordinate)
                .map_or(-1, |k| k as i64),
        };
        at + self.from
    }

    fn words(&self, letter: &str, coordinate: &Coordinate) -> String {
        match &coordinate.axis {
            Axis::Count { other_end, .. } => {
                let what = if self.reversed {
                    other_end
                } else {
                    &coordinate.words
                };
                format!("{letter} = {what} (from {})", self.from)
            }
            Axis::Kind(kinds) => {
                let numbers = self
                    .numbering
                    .iter()
                    .enumerate()
                    .map(|(k, &kind)| format!("{} {}", k as i64 + self.from, kinds[kind]))
                    .join(", ");
                format!("{letter} = {} ({numbers})", coordinate.words)
            }
        }
    }
}

/// Every way `coordinate` (the `index`th of its table) may be printed at an index whose
/// printed values run from `low` to `high`.
fn slots(coordinate: &Coordinate, index: usize, (low, high): (i64, i64)) -> Vec<Slot> {
    let mut slots = Vec::new();
    for from in [0, 1] {
        let (low, high) = (low - from, high - from);
        match &coordinate.axis {
            Axis::Count { min, max, .. } if *min <= low && high <= *max => {
                // Counted from either end; from both alike where there is one value.
                let ends = if min == max { 1 } else { 2 };
                for reversed in [false, true].into_iter().take(ends) {
                    slots.push(Slot {
                        coordinate: index,
                        from,
                        reversed,
                        numbering: Vec::new(),
                    });
                }
            }
            Axis::Kind(kinds) if 0 <= low && high < kinds.len() as i64 => {
                for numbering in (0..kinds.len()).permutations(kinds.len()) {
                    slots.push(Slot {
                        coordinate: index,
                        from,
                        reversed: false,
                        numbering,
                    });
                }
            }
            _ => {}
        }
    }
    slots
}

/// A way of indexing: the table, and how each printed index is read.
pub(crate) struct Reading<E> {
    family: Rc<Family<E>>,
    /// Whether the problem has other tables (then the words name this one).
    one_of_several: bool,
    slots: Vec<Slot>,
}

impl<E> Reading<E> {
    /// The entry that printed `indices` name, if any.
    pub(crate) fn entry(&self, indices: &[i64]) -> Option<E> {
        if indices.len() != self.slots.len() {
            return None;
        }
        let mut coordinates = [0; MAX_INDICES];
        for (slot, &printed) in self.slots.iter().zip(indices) {
            let axis = &self.family.coordinates[slot.coordinate].axis;
            coordinates[slot.coordinate] = slot.read(axis, printed)?;
        }
        (self.family.entry)(&coordinates[..self.slots.len()])
    }

    /// How far it is from the problem's own indexing: one for its coordinates in another
    /// order, one for each count from the other end, one for each kind numbered otherwise,
    /// one for indices from 0 beside indices from 1. (From 0 or from 1 alone is a habit,
    /// and costs nothing.)
    pub(crate) fn twists(&self) -> usize {
        let moved = self
            .slots
            .iter()
            .enumerate()
            .any(|(k, slot)| slot.coordinate != k);
        let turned = self
            .slots
            .iter()
            .filter(|slot| slot.reversed || slot.numbering.iter().enumerate().any(|(k, &n)| k != n))
            .count();
        // Indices counted from 0 and from 1 in one table.
        let mixed = self.slots.iter().map(|slot| slot.from).unique().count() > 1;
        usize::from(moved) + turned + usize::from(mixed)
    }

    /// The indices the learner prints `entry` at.
    pub(crate) fn indices(&self, entry: &E) -> Vec<i64> {
        let coordinates = (self.family.coordinates_of)(entry);
        self.slots
            .iter()
            .map(|slot| {
                let axis = &self.family.coordinates[slot.coordinate].axis;
                slot.write(axis, coordinates[slot.coordinate])
            })
            .collect()
    }

    /// In words, with the learner's own form of the table: `dp[i][j] with i = objects taken
    /// from a (from 0), j = ...`.
    pub(crate) fn words(&self, printed: &Printed) -> String {
        let slots = self
            .slots
            .iter()
            .zip(LETTERS)
            .map(|(slot, letter)| slot.words(letter, &self.family.coordinates[slot.coordinate]))
            .join(", ");
        let table = if self.one_of_several {
            format!(" ({})", self.family.words)
        } else {
            String::new()
        };
        format!("{}{table} with {slots}", printed.pattern(self.slots.len()))
    }
}

#[cfg(test)]
impl<E> Reading<E> {
    /// A way of printing `family` drawn from `rng`: its coordinates in any order, each from
    /// 0 or 1, a count from either end, a kind in any numbering.
    pub(crate) fn drawn(
        family: Rc<Family<E>>,
        one_of_several: bool,
        rng: &mut crate::rng::Rng,
    ) -> Reading<E> {
        let mut order: Vec<usize> = (0..family.coordinates.len()).collect();
        for k in (1..order.len()).rev() {
            order.swap(k, rng.below(k + 1));
        }
        let slots = order
            .into_iter()
            .map(|coordinate| {
                let from = i64::from(rng.chance(50));
                match &family.coordinates[coordinate].axis {
                    Axis::Count { .. } => Slot {
                        coordinate,
                        from,
                        reversed: rng.chance(50),
                        numbering: Vec::new(),
                    },
                    Axis::Kind(kinds) => {
                        let mut numbering: Vec<usize> = (0..kinds.len()).collect();
                        for k in (1..numbering.len()).rev() {
                            numbering.swap(k, rng.below(k + 1));
                        }
                        Slot {
                            coordinate,
                            from,
                            reversed: false,
                            numbering,
                        }
                    }
                }
            })
            .collect();
        Reading {
            family,
            one_of_several,
            slots,
        }
    }
}

/// Every way of printing the tables `families` at indices whose printed values run within
/// `ranges` (one a printed index), at most [`MAX_READINGS`].
pub(crate) fn readings<E>(families: Vec<Family<E>>, ranges: &[(i64, i64)]) -> Vec<Reading<E>> {
    let one_of_several = families.len() > 1;
    let mut found = Vec::new();
    for family in families.into_iter().map(Rc::new) {
        let count = family.coordinates.len();
        if count != ranges.len() {
            continue;
        }
        for order in (0..count).permutations(count) {
            let options: Vec<Vec<Slot>> = order
                .iter()
                .zip(ranges)
                .map(|(&coordinate, &range)| {
                    slots(&family.coordinates[coordinate], coordinate, range)
                })
                .collect();
            for slots in options.into_iter().multi_cartesian_product() {
                if found.len() >= MAX_READINGS {
                    return found;
                }
                found.push(Reading {
                    family: family.clone(),
                    one_of_several,
                    slots,
                });
            }
        }
    }
    found
}

/// One meaning of a printed table: how it is indexed, and what it stores.
pub(crate) struct Meaning<E> {
    pub(crate) reading: Rc<Reading<E>>,
    pub(crate) value: Stored,
}

impl<E> Meaning<E> {
    pub(crate) fn words(&self, printed: &Printed) -> String {
        format!(
            "{}, holding {}",
            self.reading.words(printed),
            self.value.words()
        )
    }
}

/// Whether the order the entries were printed in agrees with a way of indexing: each entry
/// printed after the entries it reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Order {
    /// Entries printed before an entry they read, more than one in twenty.
    Against,
    /// Nothing to tell: a dump, or no entry read one printed.
    Silent,
    /// Entries printed after those they read, all but one in twenty at most.
    Agrees,
}

/// What a meaning makes of the entries it is judged on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Score {
    /// Entries it names and gives a value.
    pub(crate) named: usize,
    pub(crate) right: usize,
    /// Entries right before the first that is not, in the order printed.
    pub(crate) prefix: usize,
    /// Entries that read no other (base cases), and how many of them are right.
    pub(crate) bases: usize,
    pub(crate) bases_right: usize,
    /// Wrong entries whose printed read entries are right: each a place where a bug starts,
    /// of the first printed. The fewer, the simpler the story: one wrong transition makes
    /// few, and the rest of its damage reads a wrong entry.
    pub(crate) sites: usize,
}

impl Score {
    /// The base cases that are wrong.
    pub(crate) fn bases_wrong(&self) -> usize {
        self.bases - self.bases_right
    }
}

/// A meaning's right value of each entry of the sample, `None` where it gives none.
type Expected = Vec<Option<i64>>;

/// A meaning's evidence, in the order it counts ([`Judged::key`]).
pub(crate) type Key = (
    Order,
    Reverse<usize>,
    Reverse<usize>,
    Reverse<usize>,
    usize,
    usize,
);

/// A meaning, with its evidence.
pub(crate) struct Judged<E> {
    pub(crate) meaning: Meaning<E>,
    pub(crate) order: Order,
    /// On every entry.
    pub(crate) score: Score,
}

impl<E> Judged<E> {
    /// The evidence, best first: the order, then the fewest base cases wrong, then the
    /// fewest places where a bug starts, then the plainest way of indexing, then the most
    /// entries right, then the longest run of them first printed. In a dump, printed in no
    /// order of filling, the order and that run tell nothing.
    pub(crate) fn key(&self, dump: bool) -> Key {
        let score = &self.score;
        let plain = Reverse(self.meaning.reading.twists());
        let (order, prefix) = if dump {
            (Order::Silent, 0)
        } else {
            (self.order, score.prefix)
        };
        (
            order,
            Reverse(score.bases_wrong()),
            Reverse(score.sites),
            plain,
            score.right,
            prefix,
        )
    }

    /// Whether it is nearly as well borne out as `best`, judged on `count` entries: the same
    /// order, no more base cases wrong, at most one more place where a bug starts, and right
    /// entries at most a tenth of them fewer. Such a meaning may tell another story beside
    /// the best one: a small table may not tell two readings apart.
    pub(crate) fn close_to(&self, best: &Judged<E>, count: usize) -> bool {
        let (score, best_score) = (&self.score, &best.score);
        self.order == best.order
            && score.bases_wrong() <= best_score.bases_wrong()
            && score.sites <= best_score.sites + 1
            && score.right + (count / 10).max(1) >= best_score.right
    }

    /// Whether it explains the table: a base case right, or, where none was printed or all
    /// are wrong, half of the entries.
    pub(crate) fn explains(&self, entries: usize) -> bool {
        let score = &self.score;
        score.right > 0 && (score.bases_right > 0 || score.right * 2 >= entries)
    }
}

/// The meanings of `printed`, best first: the [`FINALISTS`] most likely, each judged on
/// every entry, none giving the same values as one before it. Empty where no way of
/// indexing names an entry.
pub(crate) fn search<R: Recurrence>(table: &mut R, printed: &Printed) -> Vec<Judged<R::Entry>> {
    let entries = &printed.entries;
    let Some(length) = entries
        .iter()
        .map(|entry| entry.indices.len())
        .counts()
        .into_iter()
        .max_by_key(|&(length, count)| (count, Reverse(length)))
        .map(|(length, _)| length)
    else {
        return Vec::new();
    };
    let mut ranges = vec![(i64::MAX, i64::MIN); length];
    for entry in entries.iter().filter(|entry| entry.indices.len() == length) {
        entry.indices.with(|indices| {
            for (range, &index) in ranges.iter_mut().zip(indices) {
                *range = (range.0.min(index), range.1.max(index));
            }
        });
    }
    let readings = readings(table.families(), &ranges);
    let sample = sample(entries.len());
    let first = sample.iter().take_while(|&&k| k < FIRST).count();
    // Sifted twice on the entries they name: on a few first, then on the whole sample.
    let named = |reading: &Reading<R::Entry>, among: &[usize]| {
        among
            .iter()
            .filter(|&&k| entries[k].indices.with(|at| reading.entry(at)).is_some())
            .count()
    };
    let sift = &sample[..sample.len().min(SIFT)];
    let counts: Vec<usize> = readings
        .iter()
        .map(|reading| named(reading, sift))
        .collect();
    let most = counts.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return Vec::new();
    }
    let readings: Vec<Reading<R::Entry>> = readings
        .into_iter()
        .zip(counts)
        .filter(|&(_, count)| count == most)
        .map(|(reading, _)| reading)
        .collect();
    let counts: Vec<usize> = readings
        .iter()
        .map(|reading| named(reading, &sample))
        .collect();
    let most = counts.iter().copied().max().unwrap_or(0);
    let readings: Vec<Rc<Reading<R::Entry>>> = readings
        .into_iter()
        .zip(counts)
        .filter(|&(_, count)| count * 20 >= most * 19)
        .map(|(reading, _)| Rc::new(reading))
        .collect();
    let places: HashMap<Indices, usize> = entries
        .iter()
        .take(PLACED)
        .enumerate()
        .map(|(k, entry)| (entry.indices, k))
        .collect();
    // Each meaning on the sample: its evidence, and its values (to leave out a meaning that
    // says what one before it says).
    let mut scored: Vec<(Judged<R::Entry>, Expected)> = Vec::new();
    for reading in &readings {
        let named: Vec<Option<R::Entry>> = sample
            .iter()
            .map(|&k| entries[k].indices.with(|at| reading.entry(at)))
            .collect();
        let truths: Vec<Option<Truth>> = named
            .iter()
            .map(|at| at.as_ref().map(|at| table.truth(at)))
            .collect();
        let (mut before, mut after) = (0, 0);
        let mut base = vec![false; first];
        // The entries first printed that each of them reads, by their places.
        let mut read_places: Vec<Vec<usize>> = vec![Vec::new(); first];
        for (place, (&k, at)) in sample.iter().zip(&named).take(first).enumerate() {
            let Some(at) = at else { continue };
            let reads = table.reads(at);
            base[place] = reads.is_empty();
            for (_, read) in reads {
                let printed_at =
                    Indices::new(&reading.indices(&read)).and_then(|indices| places.get(&indices));
                match printed_at {
                    Some(&at) if at < k => before += 1,
                    Some(_) => after += 1,
                    None => {}
                }
                if let Some(&at) = printed_at.filter(|&&at| at < first) {
                    read_places[place].push(at);
                }
            }
        }
        let order = if printed.style == Style::Dump || before + after == 0 {
            Order::Silent
        } else if after * 20 <= before + after {
            Order::Agrees
        } else {
            Order::Against
        };
        for value in Stored::ALL {
            let expected: Vec<Option<i64>> = truths
                .iter()
                .map(|truth| truth.as_ref().and_then(|truth| value.of(truth)))
                .collect();
            if expected.iter().all(Option::is_none) {
                continue;
            }
            let mut score = Score::default();
            let mut run = true;
            let rights: Vec<bool> = sample
                .iter()
                .zip(&expected)
                .map(|(&k, expected)| *expected == Some(entries[k].value))
                .collect();
            for (place, (expected, &right)) in expected.iter().zip(&rights).enumerate() {
                score.named += usize::from(expected.is_some());
                score.right += usize::from(right);
                if place < first {
                    run &= right;
                    score.prefix += usize::from(run);
                    if base[place] {
                        score.bases += 1;
                        score.bases_right += usize::from(right);
                    }
                    let site = expected.is_some()
                        && !right
                        && read_places[place].iter().all(|&read| rights[read]);
                    score.sites += usize::from(site);
                }
            }
            let meaning = Meaning {
                reading: reading.clone(),
                value,
            };
            scored.push((
                Judged {
                    meaning,
                    order,
                    score,
                },
                expected,
            ));
        }
    }
    let dump = printed.style == Style::Dump;
    // Best first; a tie goes to the problem's order of meanings.
    let mut ranked: Vec<usize> = (0..scored.len()).collect();
    ranked.sort_by_key(|&k| Reverse(scored[k].0.key(dump)));
    // Judged on every entry: those that the best may yet fall behind, or that may tell
    // another story beside it ([`Judged::close_to`] on the sample), each saying something
    // the ones before it do not.
    let mut finalists: Vec<usize> = Vec::new();
    for k in ranked {
        if finalists.len() == FINALISTS {
            break;
        }
        let close = finalists
            .first()
            .is_none_or(|&best| scored[k].0.close_to(&scored[best].0, sample.len()));
        if close && finalists.iter().all(|&kept| scored[kept].1 != scored[k].1) {
            finalists.push(k);
        }
    }
    let mut kept: Vec<Option<Judged<R::Entry>>> =
        scored.into_iter().map(|(judged, _)| Some(judged)).collect();
    let mut finalists: Vec<Judged<R::Entry>> = finalists
        .into_iter()
        .map(|k| kept[k].take().expect("each meaning once"))
        .collect();
    judge_all(table, printed, &mut finalists);
    finalists.sort_by_key(|judged| Reverse(judged.key(dump)));
    finalists
}

/// The places of the entries a meaning is first scored on: the first [`FIRST`] printed, then
/// [`SPREAD`] spread evenly over the rest.
fn sample(entries: usize) -> Vec<usize> {
    let mut sample: Vec<usize> = (0..entries.min(FIRST)).collect();
    if entries > FIRST {
        let rest = entries - FIRST;
        let step = rest.div_ceil(SPREAD);
        sample.extend((FIRST..entries).step_by(step.max(1)));
    }
    sample
}

/// Each of `judged` on every entry of `printed`: what it names, gets right, and the run of
/// right entries first printed (the base cases and the places where bugs start stay as the
/// sample found them).
fn judge_all<R: Recurrence>(table: &mut R, printed: &Printed, judged: &mut [Judged<R::Entry>]) {
    // Meanings of one way of indexing share its entries and their truths.
    let groups: Vec<Vec<usize>> = (0..judged.len())
        .into_group_map_by(|&k| Rc::as_ptr(&judged[k].meaning.reading))
        .into_values()
        .collect();
    for group in groups {
        let reading = judged[group[0]].meaning.reading.clone();
        let mut scores: Vec<Score> = group
            .iter()
            .map(|&k| Score {
                bases: judged[k].score.bases,
                bases_right: judged[k].score.bases_right,
                sites: judged[k].score.sites,
                ..Score::default()
            })
            .collect();
        let mut runs = vec![true; group.len()];
        for entry in &printed.entries {
            let truth = entry
                .indices
                .with(|at| reading.entry(at))
                .map(|at| table.truth(&at));
            for ((&k, score), run) in group.iter().zip(&mut scores).zip(&mut runs) {
                let expected = truth.and_then(|truth| judged[k].meaning.value.of(&truth));
                let right = expected == Some(entry.value);
                score.named += usize::from(expected.is_some());
                score.right += usize::from(right);
                *run &= right;
                score.prefix += usize::from(*run);
            }
        }
        for (&k, score) in group.iter().zip(scores) {
            judged[k].score = score;
        }
    }
}

/// The right value of `entry` under `meaning`, `None` where it names none or gives it no
/// value.
pub(crate) fn expected<R: Recurrence>(
    meaning: &Meaning<R::Entry>,
    table: &mut R,
    entry: &PrintedEntry,
) -> Option<(R::Entry, i64)> {
    let at = entry.indices.with(|at| meaning.reading.entry(at))?;
    let value = meaning.value.of(&table.truth(&at))?;
    Some((at, value))
}
