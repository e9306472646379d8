//! `coach stress`: runs a user's solution on generated inputs, compares its output with the
//! submission's answer ([`find`]), and minimizes the first failure ([`minimize`]). The
//! report a person or a script reads is in [`report`].
//!
//! Time decides nothing but a TLE: the cases are fixed by the seed, the failure reported is
//! the one of the lowest case number whatever the workers' timing, and shrinking is counted
//! in runs. A time limit on shrinking is only a safety stop, which the report names.

pub mod report;

use crate::compare::{self, Rule};
use crate::problem::{Generate, Size};
use crate::problems::Coached;
use crate::process::{self, Ended, Finished, Limits};
use crate::rng::Rng;
use crate::shrink::Candidate;
use anyhow::Result;
use std::collections::HashSet;
use std::hash::{BuildHasher, RandomState};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Options {
    pub cases: usize,
    pub seed: u64,
    pub max_size: Size,
    /// The user's command and its arguments.
    pub command: Vec<String>,
    /// Runs at once (each run is a process of its own).
    pub workers: usize,
    pub limits: Limits,
    pub rule: Rule,
    /// Shrinking stops after this many runs, even if not yet 1-minimal.
    pub shrink_tries: usize,
    /// A safety stop: shrinking stops after this long, whatever it has reached.
    pub shrink_time: Option<Duration>,
}

/// How a run of the user's solution is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer.
    Wa,
    /// Runtime error: a non-zero exit, or killed by a signal.
    Re,
    /// Time limit exceeded: the run was killed.
    Tle,
    /// Output limit exceeded: the run was stopped.
    Ole,
}

impl Verdict {
    pub fn abbreviation(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole => "OLE",
        }
    }
}

/// One run of the user's solution, judged.
#[derive(Clone, Debug)]
pub struct Run {
    pub verdict: Verdict,
    pub finished: Finished,
    /// For WA: what differs first.
    pub difference: Option<String>,
}

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

/// Runs the command on `input` and judges it against the submission's answer, which it
/// returns too. Errs when the command cannot start, or with
/// [`Interrupted`](process::Interrupted) when coach is stopping.
pub fn judge<P: Generate>(options: &Options, input: &P::Input) -> Result<(Run, String)> {
    let expected = P::answer(input);
    let finished = process::run(
        &options.command,
        P::format(input).as_bytes(),
        options.limits,
    )?;
    let (verdict, difference) = match finished.ended {
        Ended::TimedOut => (Verdict::Tle, None),
        Ended::OutputLimit => (Verdict::Ole, None),
        Ended::Exited(status) if !status.success() => (Verdict::Re, None),
        Ended::Exited(_) => match compare::difference(options.rule, &expected, &finished.stdout) {
            None => (Verdict::Ac, None),
            Some(difference) => (Verdict::Wa, Some(difference)),
        },
    };
    let run = Run {
        verdict,
        finished,
        difference,
    };
    Ok((run, expected))
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

/// Runs every case in order on `options.workers` threads, stopping at the first failure,
/// which is the failure of the smallest case index whatever the scheduling: every case
/// before it is run. `progress` is told of every finished case. A signal stops it early,
/// with what was found so far.
pub fn find<P: Generate>(options: &Options, progress: impl Fn() + Sync) -> Result<Searched<P>> {
    let next = AtomicUsize::new(0);
    let first_failure = AtomicUsize::new(usize::MAX);
    let failures = Mutex::new(Vec::new());
    let passed = Mutex::new(Tally::default());
    let error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..options.workers.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= options.cases || k > first_failure.load(Ordering::SeqCst) {
                        break;
                    }
                    let case = case_input::<P>(options.seed, k, options.max_size);
                    match judge::<P>(options, &case.input) {
                        Ok((run, _)) if run.verdict == Verdict::Ac => {
                            let bytes = P::format(&case.input).len();
                            passed
                                .lock()
                                .unwrap()
                                .add(case.class, bytes, || P::shape(&case.input));
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
    Ok(Searched {
        found,
        passed: passed.into_inner().unwrap(),
        interrupted,
    })
}

/// Why minimizing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// No candidate of the last input fails alike: it is 1-minimal.
    Minimal,
    /// `--shrink-tries` ran out.
    Tries,
    /// `--shrink-time` ran out: a safety stop.
    Time,
    /// A signal stopped it.
    Interrupted(i32),
}

/// Where minimizing is, for a progress bar.
#[derive(Clone, Copy, Debug)]
pub struct Shrinking {
    /// The size of the smallest failing input so far, in bytes.
    pub bytes: usize,
    pub steps: usize,
    pub tries: usize,
}

/// What minimizing made of a failure (`T`: the problem's input).
pub struct Shrunk<T> {
    pub input: T,
    /// The run that last failed alike: on `input`, or, with no step taken, on the failure.
    pub run: Run,
    /// Smaller inputs taken (each failing alike), and candidates run.
    pub steps: usize,
    pub tries: usize,
    pub stop: Stop,
}

/// Minimizes a failing input: tries the candidates of [`Generate::smaller`] in order, each
/// distinct input at most once, and takes the first that fails with the same verdict (a
/// time-out counts only when it repeats on a second run); then starts again from the new
/// input, trying first the deletion that just worked, so that a deletion that keeps working
/// grows. Ends when no candidate fails alike (1-minimal), at the budget of runs, at the
/// safety stop of time, or on a signal.
pub fn minimize<P: Generate>(
    options: &Options,
    mut input: P::Input,
    run: Run,
    progress: impl FnMut(Shrinking),
) -> Result<Shrunk<P::Input>> {
    let hasher = RandomState::new();
    let text = P::format(&input);
    let mut search = Search {
        options,
        verdict: run.verdict,
        deadline: options.shrink_time.map(|time| Instant::now() + time),
        tried: HashSet::from([hasher.hash_one(&text)]),
        hasher,
        bytes: text.len(),
        steps: 0,
        tries: 0,
        progress,
    };
    let mut last_run = run;
    let mut again: Option<String> = None;
    loop {
        let (mut next, mut stopped) = (None, None);
        if let Some(key) = again.take() {
            let same = P::smaller(&input).find(|candidate| candidate.key() == Some(&key));
            if let Some(candidate) = same {
                match search.judge::<P>(candidate)? {
                    Judged::Fails(smaller, run) => next = Some((smaller, run, Some(key))),
                    Judged::Stop(stop) => stopped = Some(stop),
                    Judged::Passes => {}
                }
            }
        }
        if next.is_none() && stopped.is_none() {
            for candidate in P::smaller(&input) {
                let key = candidate.key().cloned();
                match search.judge::<P>(candidate)? {
                    Judged::Fails(smaller, run) => next = Some((smaller, run, key)),
                    Judged::Stop(stop) => stopped = Some(stop),
                    Judged::Passes => continue,
                }
                break;
            }
        }
        match (next, stopped) {
            (Some((smaller, run, key)), _) => {
                input = smaller;
                last_run = run;
                search.bytes = P::format(&input).len();
                again = key;
                search.steps += 1;
            }
            (None, stop) => {
                return Ok(Shrunk {
                    input,
                    run: last_run,
                    steps: search.steps,
                    tries: search.tries,
                    stop: stop.unwrap_or(Stop::Minimal),
                });
            }
        }
    }
}

/// What became of a candidate.
enum Judged<T> {
    /// It fails alike: the smaller input, and the run that showed it.
    Fails(T, Run),
    /// It passes, breaks a constraint, or was tried before.
    Passes,
    /// A budget ran out, or a signal came, before it was judged.
    Stop(Stop),
}

/// The budgets and counts of [`minimize`].
struct Search<'a, F> {
    options: &'a Options,
    verdict: Verdict,
    deadline: Option<Instant>,
    hasher: RandomState,
    /// Hashes of the inputs judged so far.
    tried: HashSet<u64>,
    /// The size of the smallest failing input so far, in bytes, for the progress bar.
    bytes: usize,
    steps: usize,
    tries: usize,
    progress: F,
}

impl<F: FnMut(Shrinking)> Search<'_, F> {
    /// Builds and judges a candidate of the smallest failing input so far.
    fn judge<P: Generate>(
        &mut self,
        candidate: Candidate<'_, P::Input>,
    ) -> Result<Judged<P::Input>> {
        if self.tries >= self.options.shrink_tries {
            return Ok(Judged::Stop(Stop::Tries));
        }
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            return Ok(Judged::Stop(Stop::Time));
        }
        let Some(candidate) = candidate.build() else {
            return Ok(Judged::Passes);
        };
        if !self
            .tried
            .insert(self.hasher.hash_one(P::format(&candidate)))
        {
            return Ok(Judged::Passes);
        }
        self.tries += 1;
        (self.progress)(Shrinking {
            bytes: self.bytes,
            steps: self.steps,
            tries: self.tries,
        });
        match fails_alike::<P>(self.options, &candidate, self.verdict) {
            Ok(Some(run)) => Ok(Judged::Fails(candidate, run)),
            Ok(None) => Ok(Judged::Passes),
            Err(error) => match process::interruption(&error) {
                Some(signal) => Ok(Judged::Stop(Stop::Interrupted(signal))),
                None => Err(error),
            },
        }
    }
}

/// The run, if `input` fails with `verdict`; a time-out must repeat on a second run, so that
/// a solution that is only slow near the limit does not lead shrinking astray.
fn fails_alike<P: Generate>(
    options: &Options,
    input: &P::Input,
    verdict: Verdict,
) -> Result<Option<Run>> {
    let run = judge::<P>(options, input)?.0;
    if run.verdict != verdict {
        return Ok(None);
    }
    if verdict == Verdict::Tle && judge::<P>(options, input)?.0.verdict != Verdict::Tle {
        return Ok(None);
    }
    Ok(Some(run))
}

/// The failure as the report shows it: the shrunk input judged once more, so that the
/// verdict shown is the one of the run shown. Should that run pass (a solution slow only
/// near the limit), the original input is shown, judged again. After a signal nothing more
/// runs: the last run that failed alike is shown.
pub fn confirm<P: Coached>(
    options: &Options,
    found: Found<P>,
    shrunk: Shrunk<P::Input>,
) -> Result<report::Failure<P>> {
    let (shown, run, expected) = match shrunk.stop {
        Stop::Interrupted(_) => {
            let expected = P::answer(&shrunk.input);
            (shrunk.input.clone(), shrunk.run.clone(), expected)
        }
        _ => {
            let (run, expected) = judge::<P>(options, &shrunk.input)?;
            if run.verdict == Verdict::Ac {
                let (run, expected) = judge::<P>(options, &found.input)?;
                (found.input.clone(), run, expected)
            } else {
                (shrunk.input.clone(), run, expected)
            }
        }
    };
    Ok(report::Failure {
        origin: found.origin,
        verdict: found.run.verdict,
        original: found.input,
        shrunk,
        shown,
        run,
        expected,
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
