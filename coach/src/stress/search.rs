//! The search: the cases a seed fixes, run in order on the workers, to the first failure.
//!
//! Time decides nothing but a time-out: the cases are fixed by the seed and their index, the
//! failure reported is the one of the lowest case index whatever the workers' timing, the
//! cases given up after time-outs are the same for the same verdicts, and what the cases
//! before the failure tried is told.

use super::options::StressOptions;
use super::subject::Mistake;
use super::subject::Subject;
use crate::process;
use crate::rng::Rng;
use crate::rng::Size;
use crate::solution::{Run, Runner, Verdict};
use anyhow::Result;
use std::sync::{Condvar, Mutex};

/// What kind of input a case is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    /// A handful of items: a person can read it.
    Small,
    /// Tens of items.
    Medium,
    /// Random, at the maximum constraints.
    Max,
    /// One of the judge's favourite shapes (`Generate::boundaries`).
    Boundary,
}

impl Class {
    /// Every class, in the order a report lists them.
    pub(crate) const ALL: [Class; 4] = [Class::Small, Class::Medium, Class::Max, Class::Boundary];

    /// The class in words, as a count of cases reads: `12 small`, `5 random at the maximum`.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Class::Small => "small",
            Class::Medium => "medium",
            Class::Max => "random at the maximum",
            Class::Boundary => "boundary shape",
        }
    }

    /// `n` cases of the class: `12 small`, `1 boundary shape`, `2 boundary shapes`.
    pub(crate) fn counted(self, n: usize) -> String {
        let plural = if self == Class::Boundary && n != 1 {
            "s"
        } else {
            ""
        };
        format!("{n} {}{plural}", self.words())
    }

    /// As `--json` writes it.
    pub(crate) fn key(self) -> &'static str {
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
pub(crate) fn case_class(k: usize, max_size: Size) -> Class {
    match max_size {
        Size::Max if k % 20 == 1 => Class::Max,
        Size::Max if k % 20 == 11 => Class::Boundary,
        Size::Max | Size::Medium if k % 2 == 1 => Class::Medium,
        _ => Class::Small,
    }
}

/// The cases a search runs: their largest size, and whether the problem names boundary
/// shapes (where it names none, their places are medium).
#[derive(Clone, Copy, Debug)]
pub(super) struct Schedule {
    pub(super) max_size: Size,
    pub(super) boundaries: bool,
}

impl Schedule {
    pub(super) fn of<S: Subject>(subject: &S, max_size: Size) -> Schedule {
        Schedule {
            max_size,
            boundaries: subject.has_boundaries(),
        }
    }

    /// The class of case `k`: [`case_class`], a boundary's place medium where there are
    /// no boundary shapes.
    pub(super) fn class(self, k: usize) -> Class {
        match case_class(k, self.max_size) {
            Class::Boundary if !self.boundaries => Class::Medium,
            class => class,
        }
    }
}

/// A case's input and what kind it is.
pub(super) struct Case<T> {
    pub(crate) class: Class,
    /// The boundary shape's name.
    pub(crate) shape: Option<String>,
    pub(crate) input: T,
}

/// The input of case `k` (from 0): the seed and `k` alone decide it. Boundary shapes come in
/// turn, one per 20 cases; a problem that names none has a medium case in their place.
pub(super) fn case_input<S: Subject>(
    subject: &S,
    seed: u64,
    k: usize,
    max_size: Size,
) -> Result<Case<S::Input>> {
    let mut rng = Rng::new(seed ^ (k as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let class = Schedule::of(subject, max_size).class(k);
    let size = match class {
        Class::Small => Size::Small,
        Class::Medium => Size::Medium,
        Class::Max => Size::Max,
        Class::Boundary => match subject.boundary(k / 20, &mut rng) {
            Some(made) => {
                let (shape, input) = made.map_err(|error| in_case(error, k, seed))?;
                return Ok(Case {
                    class,
                    shape: Some(shape),
                    input,
                });
            }
            None => unreachable!("a schedule without boundary shapes has no boundary case"),
        },
    };
    Ok(Case {
        class,
        shape: None,
        input: subject
            .generate(&mut rng, size)
            .map_err(|error| in_case(error, k, seed))?,
    })
}

/// A mistake of the problem met making case `k` (from 0), with the case and the seed.
fn in_case(error: anyhow::Error, k: usize, seed: u64) -> anyhow::Error {
    match error.downcast::<Mistake>() {
        Ok(mistake) => Mistake(format!("{mistake} (case {}, seed {seed})", k + 1)).into(),
        Err(error) => error,
    }
}

/// Where a failure comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// A generated case: its index (from 0), its class and, for a boundary, its shape.
    Case {
        index: usize,
        class: Class,
        shape: Option<String>,
    },
    /// An input the user gave (`--from`).
    File(std::path::PathBuf),
    /// An input of the corpus, remembered from an earlier run; `found` says where and against
    /// which solution, as the failure's note says it (`wrong.py, case 16 (medium), seed 1`).
    Remembered {
        path: std::path::PathBuf,
        found: Option<String>,
    },
}

/// A failing input: the first failing case, or the user's.
pub(crate) struct Found<I> {
    pub(crate) origin: Origin,
    pub(crate) input: I,
    pub(crate) run: Run,
    /// What the judge expects on `input`: known once the case was judged, so that nothing
    /// needs the oracle again to report or keep it (not even after a signal).
    pub(crate) expected: String,
}

impl<I> Found<I> {
    /// The case's index, for a generated case.
    fn index(&self) -> usize {
        match self.origin {
            Origin::Case { index, .. } => index,
            Origin::File(_) | Origin::Remembered { .. } => 0,
        }
    }
}

/// What the cases run so far tried.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Cases that passed, by class, in the order of [`Class::ALL`].
    pub(crate) classes: [usize; 4],
    /// The largest input that passed (in bytes) and its shape.
    pub(crate) largest: Option<(usize, String)>,
    /// Cases that timed out, by class.
    pub(crate) timed_out: [usize; 4],
    /// Cases not run, by class, once `GIVE_UP` of their class had timed out.
    pub(crate) skipped: [usize; 4],
}

/// Where `class` stands in [`Class::ALL`], and so in a [`Tally`]'s counts.
fn slot(class: Class) -> usize {
    Class::ALL
        .iter()
        .position(|&c| c == class)
        .expect("a class")
}

impl Tally {
    /// The cases that passed.
    pub(crate) fn cases(&self) -> usize {
        self.classes.iter().sum()
    }

    /// The cases run to find a failure of `verdict` at `origin`: every case up to it; for a
    /// time-out, which does not stop the search, every case run (those that passed and those
    /// that timed out); none for an input given.
    /// Every case run: those that passed and those that timed out.
    pub(super) fn all_run(&self) -> usize {
        self.cases() + self.timed_out.iter().sum::<usize>()
    }

    pub(super) fn cases_run(&self, origin: &Origin, verdict: Verdict) -> usize {
        match origin {
            Origin::Case { .. } if verdict == Verdict::Tle => self.all_run(),
            Origin::Case { index, .. } => index + 1,
            Origin::File(_) | Origin::Remembered { .. } => 0,
        }
    }

    fn add(&mut self, class: Class, bytes: usize, shape: impl FnOnce() -> String) {
        self.classes[slot(class)] += 1;
        if self.largest.as_ref().is_none_or(|(most, _)| bytes > *most) {
            self.largest = Some((bytes, shape()));
        }
    }
}

/// Whether a failure was found only with time to spare: a case past the time limit that
/// failed otherwise when run once more with [`PATIENCE`] times it.
pub(super) fn found_with_patience(
    verdict: Verdict,
    time: std::time::Duration,
    limit: std::time::Duration,
) -> bool {
    verdict != Verdict::Tle && time > limit
}

/// A case that timed out runs once more with this many times the time limit: a wrong answer
/// it gives then is reported as one (not as a time-out), so that a slow and wrong solution is
/// found wrong on a busy machine as on an idle one.
pub(super) const PATIENCE: u32 = 3;

/// `runner` with [`PATIENCE`] times its time limit.
pub(super) fn patient(runner: &Runner) -> Runner {
    Runner {
        limits: process::Limits {
            time: runner.limits.time * PATIENCE,
            ..runner.limits
        },
        ..runner.clone()
    }
}

/// Once this many cases of a class have timed out, the class's later cases are not run:
/// each would cost the time limit, and hide a wrong answer behind a slow one.
pub(super) const GIVE_UP: usize = 2;

/// What the search found.
pub(crate) struct Searched<I> {
    /// The failure reported: the wrong answer, crash or excess of output of the lowest case
    /// number; else the time-out of the lowest case number.
    pub(crate) found: Option<Found<I>>,
    /// The first time-out, where the failure reported is another: it is told beside.
    pub(crate) slow: Option<Found<I>>,
    /// What the cases before the failure reported tried.
    pub(crate) passed: Tally,
    /// The signal that stopped the search early.
    pub(crate) interrupted: Option<i32>,
}

/// Where a case stands in the search.
#[derive(Clone, Debug)]
enum State {
    Running,
    Passed { bytes: usize, shape: String },
    TimedOut,
    Failed,
    Skipped,
}

/// The cases handed out so far, by index, and what became of them; shared by the workers.
struct CaseBoard {
    states: Vec<State>,
    /// The lowest index of a failure other than a time-out.
    first_failure: usize,
}

impl CaseBoard {
    /// Whether case `k` runs: not once [`GIVE_UP`] cases of its class before it timed out.
    /// `None` while that depends on cases of its class still running, so that the same
    /// verdicts skip the same cases whatever the workers' timing.
    fn runs(&self, k: usize, class: Class, schedule: Schedule) -> Option<bool> {
        let (mut timed_out, mut running) = (0, 0);
        for (j, state) in self.states[..k].iter().enumerate() {
            if schedule.class(j) != class {
                continue;
            }
            match state {
                State::TimedOut => timed_out += 1,
                State::Running => running += 1,
                _ => {}
            }
        }
        if timed_out >= GIVE_UP {
            Some(false)
        } else if timed_out + running < GIVE_UP {
            Some(true)
        } else {
            None
        }
    }
}

/// Runs every case in order on `options.jobs` threads, to the first wrong answer, crash or
/// excess of output, which is the one of the smallest case index whatever the scheduling:
/// every case before it is run (or given up, see `GIVE_UP`). A time-out does not stop the
/// search: it is kept, and reported when nothing else fails. What the cases before the
/// failure tried is told, not what the cases after it that had already started did.
/// `progress` is told of every finished case. A signal stops it early, with what was found
/// so far.
pub(crate) fn find<S: Subject>(
    subject: &S,
    runner: &Runner,
    options: &StressOptions,
    progress: impl Fn() + Sync,
) -> Result<Searched<S::Input>> {
    let schedule = Schedule::of(subject, options.max_size);
    let board = Mutex::new(CaseBoard {
        states: Vec::new(),
        first_failure: usize::MAX,
    });
    let changed = Condvar::new();
    let patient = patient(runner);
    let failures = Mutex::new(Vec::new());
    // Errors by case index: the one reported is of the lowest index, as a failure is.
    let errors = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let mut shared = board.lock().unwrap();
                    let k = shared.states.len();
                    if k >= options.cases || k > shared.first_failure {
                        break;
                    }
                    shared.states.push(State::Running);
                    let class = schedule.class(k);
                    let runs = loop {
                        match shared.runs(k, class, schedule) {
                            Some(runs) => break runs,
                            None => shared = changed.wait(shared).unwrap(),
                        }
                    };
                    if !runs {
                        shared.states[k] = State::Skipped;
                        drop(shared);
                        changed.notify_all();
                        progress();
                        continue;
                    }
                    drop(shared);
                    // A bug in coach met in this case (a panic) ends the search at this
                    // case as an error does: what an earlier case found is still reported.
                    let checked = crate::exit::caught(|| {
                        case_input(subject, options.seed, k, options.max_size).and_then(|case| {
                            let (run, expected) = subject.check(runner, &case.input)?;
                            if run.verdict != Verdict::Tle {
                                return Ok(((run, expected), case));
                            }
                            // Slow here, perhaps only because the machine is busy: run once
                            // more with time to spare, so that a wrong answer never hides
                            // behind a time-out, whatever the load.
                            let (again, expected) = subject.check(&patient, &case.input)?;
                            let shown = match again.verdict {
                                Verdict::Ac | Verdict::Tle => run,
                                _ => again,
                            };
                            Ok(((shown, expected), case))
                        })
                    });
                    let state = match checked {
                        Ok(((run, _), case)) if run.verdict == Verdict::Ac => State::Passed {
                            bytes: subject.format(&case.input).len(),
                            shape: subject.shape(&case.input),
                        },
                        Ok(((run, expected), case)) => {
                            let timed_out = run.verdict == Verdict::Tle;
                            failures.lock().unwrap().push(Found {
                                origin: Origin::Case {
                                    index: k,
                                    class: case.class,
                                    shape: case.shape,
                                },
                                input: case.input,
                                run,
                                expected,
                            });
                            if timed_out {
                                State::TimedOut
                            } else {
                                State::Failed
                            }
                        }
                        Err(stopped) => {
                            errors.lock().unwrap().push((k, stopped));
                            State::Failed
                        }
                    };
                    let mut shared = board.lock().unwrap();
                    if matches!(state, State::Failed) {
                        shared.first_failure = shared.first_failure.min(k);
                    }
                    shared.states[k] = state;
                    drop(shared);
                    changed.notify_all();
                    progress();
                }
            });
        }
    });
    let CaseBoard {
        states,
        first_failure,
    } = board.into_inner().unwrap();
    let mut errors = errors.into_inner().unwrap();
    // A signal stops the search whichever case it met; another error is reported where no
    // case before it failed, so that the same seed gives the same report on any --jobs.
    let interrupted = errors
        .iter()
        .find_map(|(_, error)| process::interruption(error));
    errors.sort_by_key(|(k, _)| *k);
    if interrupted.is_none()
        && let Some((k, _)) = errors.first()
        && *k == first_failure
    {
        return Err(errors.swap_remove(0).1);
    }
    let failures: Vec<Found<S::Input>> = failures.into_inner().unwrap();
    let (mut slow, mut hard): (Vec<_>, Vec<_>) = failures
        .into_iter()
        .filter(|found| found.index() <= first_failure)
        .partition(|found| found.run.verdict == Verdict::Tle);
    slow.sort_by_key(Found::index);
    hard.sort_by_key(Found::index);
    let (found, slow) = match hard.into_iter().next() {
        Some(hard) => (Some(hard), slow.into_iter().next()),
        None => (slow.into_iter().next(), None),
    };
    let mut tally = Tally::default();
    for (k, state) in states.into_iter().enumerate().take(first_failure) {
        let class = schedule.class(k);
        match state {
            State::Passed { bytes, shape } => tally.add(class, bytes, || shape),
            State::TimedOut => tally.timed_out[slot(class)] += 1,
            State::Skipped => tally.skipped[slot(class)] += 1,
            State::Running | State::Failed => {}
        }
    }
    Ok(Searched {
        found,
        slow,
        passed: tally,
        interrupted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_out_counts_every_case_run_and_a_wrong_answer_those_up_to_it() {
        let tally = Tally {
            classes: [40, 10, 2, 0],
            timed_out: [0, 0, 2, 1],
            skipped: [0, 0, 5, 0],
            ..Tally::default()
        };
        let second = Origin::Case {
            index: 1,
            class: Class::Max,
            shape: None,
        };
        assert_eq!(tally.cases_run(&second, Verdict::Tle), 55);
        assert_eq!(tally.cases_run(&second, Verdict::Wa), 2);
        let file = Origin::File(std::path::PathBuf::from("a.in"));
        assert_eq!(tally.cases_run(&file, Verdict::Tle), 0);
    }

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
        use crate::problem::{Generate, Stated};
        use crate::problems::{Known, Tdpcb};
        let tdpcb = Known::<Tdpcb>::new();
        let case = |seed, k| case_input(&tdpcb, seed, k, Size::Max).unwrap();
        let shapes: Vec<String> = (0..6)
            .map(|n| case(1, 11 + 20 * n).shape.unwrap())
            .collect();
        let names: Vec<String> = Tdpcb::boundaries().into_iter().map(|b| b.name).collect();
        assert_eq!(shapes, names);
        let twice = |k| Tdpcb::format(&case(7, k).input);
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
