//! The search: the cases a seed fixes, run in order on the workers, to the first failure.
//!
//! Time decides nothing: the cases are fixed by the seed and their index, and the failure
//! reported is the one of the lowest case index whatever the workers' timing, as is what the
//! cases before it tried.

use super::Options;
use super::judge::{Run, Verdict, judge};
use crate::problem::{Generate, Size};
use crate::process;
use crate::rng::Rng;
use anyhow::Result;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What kind of input a case is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// A handful of items: a person can read it.
    Small,
    /// Tens of items.
    Medium,
    /// Random, at the maximum constraints.
    Max,
    /// One of the judge's favourite shapes ([`Generate::boundaries`]).
    Boundary,
}

impl Class {
    /// Every class, in the order a report lists them.
    pub const ALL: [Class; 4] = [Class::Small, Class::Medium, Class::Max, Class::Boundary];

    /// The class in words, as a count of cases reads: `12 small`, `5 random at the maximum`.
    pub fn words(self) -> &'static str {
        match self {
            Class::Small => "small",
            Class::Medium => "medium",
            Class::Max => "random at the maximum",
            Class::Boundary => "boundary shapes",
        }
    }

    /// As `--json` writes it.
    pub fn key(self) -> &'static str {
        match self {
            Class::Small => "small",
            Class::Medium => "medium",
            Class::Max => "max",
            Class::Boundary => "boundary",
        }
    }
}

/// The class of case `k` (from 0): of every 20 cases, the second is random at the maximum
/// constraints and the twelfth a boundary shape, so that both come among the first tens of
/// cases and regularly after; of the rest, every other one is medium. `max_size` caps it:
/// below `max`, those places are medium, and at `small` every case is small.
pub fn case_class(k: usize, max_size: Size) -> Class {
    match max_size {
        Size::Max if k % 20 == 1 => Class::Max,
        Size::Max if k % 20 == 11 => Class::Boundary,
        Size::Max | Size::Medium if k % 2 == 1 => Class::Medium,
        _ => Class::Small,
    }
}

/// A case's input and what kind it is.
pub struct Case<T> {
    pub class: Class,
    /// The boundary shape's name.
    pub shape: Option<String>,
    pub input: T,
}

/// The input of case `k` (from 0): the seed and `k` alone decide it. Boundary shapes come in
/// turn, one per 20 cases.
pub fn case_input<P: Generate>(seed: u64, k: usize, max_size: Size) -> Case<P::Input> {
    let mut rng = Rng::new(seed ^ (k as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let class = case_class(k, max_size);
    let size = match class {
        Class::Small => Size::Small,
        Class::Medium => Size::Medium,
        Class::Max => Size::Max,
        Class::Boundary => {
            let mut boundaries = P::boundaries();
            let turn = (k / 20) % boundaries.len();
            let boundary = boundaries.swap_remove(turn);
            return Case {
                class,
                shape: Some(boundary.name),
                input: (boundary.make)(&mut rng),
            };
        }
    };
    Case {
        class,
        shape: None,
        input: P::generate(&mut rng, size),
    }
}

/// Where a failure comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A generated case: its index (from 0), its class and, for a boundary, its shape.
    Case {
        index: usize,
        class: Class,
        shape: Option<String>,
    },
    /// An input the user gave (`--from`).
    File(std::path::PathBuf),
}

/// A failing input: the first failing case, or the user's.
pub struct Found<P: Generate> {
    pub origin: Origin,
    pub input: P::Input,
    pub run: Run,
}

impl<P: Generate> Found<P> {
    /// The case's index, for a generated case.
    fn index(&self) -> usize {
        match self.origin {
            Origin::Case { index, .. } => index,
            Origin::File(_) => 0,
        }
    }
}

/// What the cases run so far tried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Cases finished, by class, in the order of [`Class::ALL`].
    pub classes: [usize; 4],
    /// The largest input (in bytes) and its shape.
    pub largest: Option<(usize, String)>,
}

impl Tally {
    pub fn cases(&self) -> usize {
        self.classes.iter().sum()
    }

    fn add(&mut self, class: Class, bytes: usize, shape: impl FnOnce() -> String) {
        let at = Class::ALL
            .iter()
            .position(|&c| c == class)
            .expect("a class");
        self.classes[at] += 1;
        if self.largest.as_ref().is_none_or(|(most, _)| bytes > *most) {
            self.largest = Some((bytes, shape()));
        }
    }
}

/// What the search found.
pub struct Searched<P: Generate> {
    /// The failure of the lowest case number, if any.
    pub found: Option<Found<P>>,
    /// The cases that passed.
    pub passed: Tally,
    /// The signal that stopped the search early.
    pub interrupted: Option<i32>,
}

/// A case that passed: its index, class and size, and its shape in words.
struct Passed {
    index: usize,
    class: Class,
    bytes: usize,
    shape: String,
}

/// Runs every case in order on `options.jobs` threads, stopping at the first failure,
/// which is the failure of the smallest case index whatever the scheduling: every case
/// before it is run, and what they tried is told, not what the cases after it that had
/// already started did. `progress` is told of every finished case. A signal stops it early,
/// with what was found so far.
pub fn find<P: Generate>(options: &Options, progress: impl Fn() + Sync) -> Result<Searched<P>> {
    let next = AtomicUsize::new(0);
    let first_failure = AtomicUsize::new(usize::MAX);
    let failures = Mutex::new(Vec::new());
    let passed = Mutex::new(Vec::new());
    let error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= options.cases || k > first_failure.load(Ordering::SeqCst) {
                        break;
                    }
                    let case = case_input::<P>(options.seed, k, options.max_size);
                    match judge::<P>(options, &case.input) {
                        Ok((run, _)) if run.verdict == Verdict::Ac => {
                            passed.lock().unwrap().push(Passed {
                                index: k,
                                class: case.class,
                                bytes: P::format(&case.input).len(),
                                shape: P::shape(&case.input),
                            });
                        }
                        Ok((run, _)) => {
                            first_failure.fetch_min(k, Ordering::SeqCst);
                            failures.lock().unwrap().push(Found {
                                origin: Origin::Case {
                                    index: k,
                                    class: case.class,
                                    shape: case.shape,
                                },
                                input: case.input,
                                run,
                            });
                        }
                        Err(stopped) => {
                            *error.lock().unwrap() = Some(stopped);
                            first_failure.fetch_min(0, Ordering::SeqCst);
                        }
                    }
                    progress();
                }
            });
        }
    });
    let interrupted = match error.into_inner().unwrap() {
        Some(error) => match process::interruption(&error) {
            Some(signal) => Some(signal),
            None => return Err(error),
        },
        None => None,
    };
    let found = failures
        .into_inner()
        .unwrap()
        .into_iter()
        .min_by_key(Found::index);
    let before = found.as_ref().map_or(usize::MAX, Found::index);
    let mut passed = passed.into_inner().unwrap();
    passed.sort_unstable_by_key(|case| case.index);
    let mut tally = Tally::default();
    for case in passed.into_iter().take_while(|case| case.index < before) {
        tally.add(case.class, case.bytes, || case.shape);
    }
    Ok(Searched {
        found,
        passed: tally,
        interrupted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_maximum_and_a_boundary_shape_come_in_every_twenty_cases() {
        use Class::{Boundary, Max, Medium, Small};
        let first = |max_size, count| {
            (0..count)
                .map(|k| case_class(k, max_size))
                .collect::<Vec<_>>()
        };
        assert_eq!(first(Size::Small, 4), [Small; 4]);
        assert_eq!(first(Size::Medium, 4), [Small, Medium, Small, Medium]);
        let max = first(Size::Max, 21);
        assert_eq!(max[..4], [Small, Max, Small, Medium]);
        assert_eq!(max[11], Boundary);
        assert_eq!(max[21 - 1], Small);
        assert_eq!((max[9], max[12], max[13]), (Medium, Small, Medium));
        let count = |class| {
            (0..1000)
                .filter(|&k| case_class(k, Size::Max) == class)
                .count()
        };
        assert_eq!(
            [count(Small), count(Medium), count(Max), count(Boundary)],
            [500, 400, 50, 50]
        );
        // Below the maximum, no case is at it.
        assert!((0..100).all(|k| !matches!(case_class(k, Size::Medium), Max | Boundary)));
    }

    #[test]
    fn boundary_shapes_come_in_turn_and_the_seed_fixes_every_input() {
        use crate::problem::Problem;
        use crate::problems::Tdpcb;
        let shapes: Vec<String> = (0..6)
            .map(|n| {
                case_input::<Tdpcb>(1, 11 + 20 * n, Size::Max)
                    .shape
                    .unwrap()
            })
            .collect();
        let names: Vec<String> = Tdpcb::boundaries().into_iter().map(|b| b.name).collect();
        assert_eq!(shapes, names);
        let twice = |k| Tdpcb::format(&case_input::<Tdpcb>(7, k, Size::Max).input);
        assert!((0..40).all(|k| twice(k) == twice(k)));
        assert_ne!(twice(0), twice(2));
        let mut tally = Tally::default();
        tally.add(Class::Medium, 10, || "ten".to_string());
        tally.add(Class::Max, 30, || "thirty".to_string());
        tally.add(Class::Max, 20, || "twenty".to_string());
        assert_eq!(tally.classes, [0, 1, 2, 0]);
        assert_eq!(tally.largest, Some((30, "thirty".to_string())));
        assert_eq!(tally.cases(), 3);
    }
}
