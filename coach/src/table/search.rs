//! The meanings of a printed table, found by search rather than listed: which printed index
//! is which coordinate of the problem's entries (a [`Family`](super::recurrence::Family)),
//! in any order, each from 0 or from 1 and counted from either end, a kind (the player to
//! move, a memo's type) in any numbering; and the value in every form coach knows
//! ([`Stored`]).
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
//! Bounded: at most [`MAX_READINGS`](super::reading::MAX_READINGS) ways of indexing are
//! tried, each on a sample of the entries ([`FIRST`] first printed, [`SPREAD`] spread over
//! the rest), and only the best [`FINALISTS`] meanings are weighed on every entry.

use super::read::{Indices, Printed, PrintedEntry, Style};
use super::reading::{Meaning, Reading, readings};
use super::recurrence::{Recurrence, Stored, Truth};
use itertools::Itertools;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::rc::Rc;

/// The entries first printed that every way of indexing is scored on: the base cases and
/// the entries the bug has not reached yet.
pub(crate) const FIRST: usize = 192;

/// Entries spread over the rest that they are scored on too.
pub(crate) const SPREAD: usize = 512;

/// Entries first printed whose places are looked up, to tell whether an entry came after
/// the entries it reads.
const PLACED: usize = 4096;

/// Meanings weighed on every entry.
pub(crate) const FINALISTS: usize = 6;

/// Entries of the first printed whose indices the ways of indexing are first sifted on.
const SIFT: usize = 32;

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

/// What a meaning makes of the entries it is weighed on.
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

/// A meaning's evidence, in the order it counts ([`Weighed::key`]).
pub(crate) type Key = (
    Order,
    Reverse<usize>,
    Reverse<usize>,
    Reverse<usize>,
    usize,
    usize,
);

/// A meaning, with its evidence.
pub(crate) struct Weighed<E> {
    pub(crate) meaning: Meaning<E>,
    pub(crate) order: Order,
    /// On every entry.
    pub(crate) score: Score,
}

impl<E> Weighed<E> {
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

    /// Whether it is nearly as well borne out as `best`, weighed on `count` entries: the same
    /// order, no more base cases wrong, at most one more place where a bug starts, and right
    /// entries at most a tenth of them fewer. Such a meaning may tell another story beside
    /// the best one: a small table may not tell two readings apart.
    pub(crate) fn close_to(&self, best: &Weighed<E>, count: usize) -> bool {
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

/// The meanings of `printed`, best first: the [`FINALISTS`] most likely, each weighed on
/// every entry, none giving the same values as one before it. Empty where no way of
/// indexing names an entry.
pub(crate) fn search<R: Recurrence>(table: &mut R, printed: &Printed) -> Vec<Weighed<R::Entry>> {
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
    let mut scored: Vec<(Weighed<R::Entry>, Expected)> = Vec::new();
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
                Weighed {
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
    // Weighed on every entry: those that the best may yet fall behind, or that may tell
    // another story beside it ([`Weighed::close_to`] on the sample), each saying something
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
    let mut kept: Vec<Option<Weighed<R::Entry>>> = scored
        .into_iter()
        .map(|(weighed, _)| Some(weighed))
        .collect();
    let mut finalists: Vec<Weighed<R::Entry>> = finalists
        .into_iter()
        .map(|k| kept[k].take().expect("each meaning once"))
        .collect();
    weigh_all(table, printed, &mut finalists);
    finalists.sort_by_key(|weighed| Reverse(weighed.key(dump)));
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

/// Each of `weighed` on every entry of `printed`: what it names, gets right, and the run of
/// right entries first printed (the base cases and the places where bugs start stay as the
/// sample found them).
fn weigh_all<R: Recurrence>(table: &mut R, printed: &Printed, weighed: &mut [Weighed<R::Entry>]) {
    // Meanings of one way of indexing share its entries and their truths.
    let groups: Vec<Vec<usize>> = (0..weighed.len())
        .into_group_map_by(|&k| Rc::as_ptr(&weighed[k].meaning.reading))
        .into_values()
        .collect();
    for group in groups {
        let reading = weighed[group[0]].meaning.reading.clone();
        let mut scores: Vec<Score> = group
            .iter()
            .map(|&k| Score {
                bases: weighed[k].score.bases,
                bases_right: weighed[k].score.bases_right,
                sites: weighed[k].score.sites,
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
                let expected = truth.and_then(|truth| weighed[k].meaning.value.of(&truth));
                let right = expected == Some(entry.value);
                score.named += usize::from(expected.is_some());
                score.right += usize::from(right);
                *run &= right;
                score.prefix += usize::from(*run);
            }
        }
        for (&k, score) in group.iter().zip(scores) {
            weighed[k].score = score;
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
