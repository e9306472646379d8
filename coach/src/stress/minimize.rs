//! Shrinking a failure: the smaller candidates of [`Subject::smaller`] tried in order,
//! counted in runs, until none fails alike.

use super::options::StressOptions;
use super::subject::Subject;
use crate::process;
use crate::shrink::Candidate;
use crate::solution::{Run, Runner, Verdict};
use anyhow::Result;
use std::collections::HashSet;
use std::hash::{BuildHasher, RandomState};
use std::time::Instant;

/// Why minimizing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// No candidate of the last input fails alike, and each one ran to its end: it is
    /// 1-minimal. (For a time-out: no smaller candidate timed out here.)
    Minimal,
    /// No candidate of the last input fails alike, but this many timed out, or were not run
    /// for being no smaller than one that did: whether they fail is not known.
    Unknown(usize),
    /// The budget of runs ran out.
    Tries,
    /// `--shrink-time` ran out: a safety stop.
    Time,
    /// A signal stopped it.
    Interrupted(i32),
    /// A bug in coach (a panic, caught) stopped it: the smallest input so far is reported
    /// and kept, then coach exits 70.
    Bug,
    /// Not shrunk: a remembered input, shrunk when it was first found.
    Remembered,
    /// Not shrunk: the subject cannot make this input smaller
    /// ([`Subject::unshrinkable`] says why).
    Unshrinkable,
}

/// Where minimizing is, for a progress bar.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shrinking {
    /// The size of the smallest failing input so far, in bytes.
    pub(crate) bytes: usize,
    pub(crate) steps: usize,
    pub(crate) tries: usize,
}

/// A failing input, the run that showed it and what the judge expects on it: what shrinking
/// starts from and takes at each step, so that the answer is never asked again to report or
/// keep it (after a signal, the oracle may be stopped too).
#[derive(Clone, Debug)]
pub(crate) struct Failing<T> {
    pub(crate) input: T,
    pub(crate) run: Run,
    pub(crate) expected: String,
}

/// What minimizing tells as it goes.
pub(crate) enum Progress<'a, T> {
    /// A candidate is about to run.
    Trying(Shrinking),
    /// A smaller input fails alike, and is now the smallest so far: the step's number (from
    /// 1), and the input.
    Step(usize, &'a Failing<T>),
}

/// What minimizing made of a failure (`T`: the problem's input).
pub(crate) struct Shrunk<T> {
    /// The smallest failing input, the run that last failed alike on it (with no step
    /// taken, the failure's) and its answer.
    pub(crate) smallest: Failing<T>,
    /// Smaller inputs taken (each failing alike), and runs made.
    pub(crate) steps: usize,
    pub(crate) tries: usize,
    pub(crate) stop: Stop,
}

/// Minimizes a failing input: tries the candidates of [`Subject::smaller`] in order, each
/// distinct input at most once, and takes the first that fails with the same verdict (a
/// time-out counts only when it repeats on a second run); then starts again from the new
/// input, trying first the deletion that just worked, so that a deletion that keeps working
/// grows. A candidate that times out while another verdict is shrunk is not known to pass:
/// it is counted, and a candidate no smaller than it is not run in the same pass. Ends when
/// no candidate fails alike (1-minimal, or not known to be), at the budget of runs
/// ([`StressOptions::shrink_budget`]), at the safety stop of time, or on a signal.
pub(crate) fn minimize<S: Subject>(
    subject: &S,
    runner: &Runner,
    options: &StressOptions,
    mut smallest: Failing<S::Input>,
    progress: impl FnMut(Progress<'_, S::Input>),
) -> Result<Shrunk<S::Input>> {
    if subject.unshrinkable(&smallest.input).is_some() {
        return Ok(Shrunk {
            smallest,
            steps: 0,
            tries: 0,
            stop: Stop::Unshrinkable,
        });
    }
    let hasher = RandomState::new();
    let text = subject.format(&smallest.input);
    let verdict = smallest.run.verdict;
    let mut shrinker = Shrinker {
        subject,
        runner,
        verdict,
        budget: options.shrink_budget(verdict),
        deadline: options.shrink_time.map(|time| Instant::now() + time),
        tried: HashSet::from([hasher.hash_one(&text)]),
        unknown: HashSet::new(),
        hasher,
        bytes: text.len(),
        steps: 0,
        tries: 0,
        progress,
    };
    let mut again: Option<String> = None;
    // After a change of values, the deletions and the changes of values before it passed,
    // and mostly pass again: the next pass tries the cuts first (they bring the largest
    // steps), then every candidate from that change on, and the deletions and changes of
    // values before it last, so that every candidate of the last input is still tried on it.
    let mut resume_at = 0;
    loop {
        let mut pass = Pass::default();
        let (mut next, mut stopped) = (None, None);
        if let Some(key) = again.take() {
            let same = subject
                .smaller(&smallest.input)
                .find(|candidate| candidate.key() == Some(&key));
            if let Some(candidate) = same {
                match shrinker.try_one(candidate, &mut pass)? {
                    Tried::Fails(smaller, judged) => {
                        next = Some((smaller, judged, Some(key), None))
                    }
                    Tried::Stop(stop) => stopped = Some(stop),
                    Tried::Passes => {}
                }
            }
        }
        if next.is_none() && stopped.is_none() {
            let put_off = |candidate: &Candidate<'_, S::Input>| {
                candidate.is_value_edit() || candidate.key().is_some()
            };
            let first = subject
                .smaller(&smallest.input)
                .enumerate()
                .filter(|(index, candidate)| *index >= resume_at || !put_off(candidate));
            let last = subject
                .smaller(&smallest.input)
                .enumerate()
                .take(resume_at)
                .filter(|(_, candidate)| put_off(candidate));
            for (index, candidate) in first.chain(last) {
                let value_edit = candidate.is_value_edit();
                let key = candidate.key().cloned();
                match shrinker.try_one(candidate, &mut pass)? {
                    Tried::Fails(smaller, judged) => {
                        next = Some((smaller, judged, key, value_edit.then_some(index)))
                    }
                    Tried::Stop(stop) => stopped = Some(stop),
                    Tried::Passes => continue,
                }
                break;
            }
        }
        match (next, stopped) {
            (Some((smaller, (run, expected), key, value_edit)), _) => {
                shrinker.bytes = subject.format(&smaller).len();
                resume_at = value_edit.unwrap_or(0);
                again = key;
                shrinker.steps += 1;
                smallest = Failing {
                    input: smaller,
                    run,
                    expected,
                };
                (shrinker.progress)(Progress::Step(shrinker.steps, &smallest));
            }
            (None, stop) => {
                let done = match pass.unknown {
                    0 => Stop::Minimal,
                    unknown => Stop::Unknown(unknown),
                };
                return Ok(Shrunk {
                    smallest,
                    steps: shrinker.steps,
                    tries: shrinker.tries,
                    stop: stop.unwrap_or(done),
                });
            }
        }
    }
}

/// Where judging a candidate met a signal or a bug in coach: shrinking stops there, with
/// the smallest failing input so far; any other error ends the run.
fn stopped<T>(error: anyhow::Error) -> Result<Tried<T>> {
    if let Some(signal) = process::interruption(&error) {
        return Ok(Tried::Stop(Stop::Interrupted(signal)));
    }
    if error.downcast_ref::<crate::exit::Bug>().is_some() {
        return Ok(Tried::Stop(Stop::Bug));
    }
    Err(error)
}

/// What became of a candidate.
enum Tried<T> {
    /// It fails alike: the smaller input, the run that showed it and the answer expected.
    Fails(T, (Run, String)),
    /// It passes, breaks a constraint, was tried before, or is not known to fail (counted in
    /// its [`Pass`]).
    Passes,
    /// A budget ran out, or a signal came, before it was judged.
    Stop(Stop),
}

/// One pass over the candidates of an input.
#[derive(Default)]
struct Pass {
    /// Candidates not known to pass: they timed out, or were not run for being no smaller
    /// than one that did.
    unknown: usize,
    /// The size of the smallest candidate that timed out: no larger one is run.
    slow_from: Option<usize>,
}

/// The budgets and counts of [`minimize`].
struct Shrinker<'a, S, F> {
    subject: &'a S,
    runner: &'a Runner,
    verdict: Verdict,
    /// Runs it may make.
    budget: usize,
    deadline: Option<Instant>,
    hasher: RandomState,
    /// Hashes of the inputs judged so far.
    tried: HashSet<u64>,
    /// Hashes of those whose run timed out: not known to pass, whenever they come again.
    unknown: HashSet<u64>,
    /// The size of the smallest failing input so far, in bytes, for the progress bar.
    bytes: usize,
    steps: usize,
    tries: usize,
    progress: F,
}

impl<S: Subject, F: FnMut(Progress<'_, S::Input>)> Shrinker<'_, S, F> {
    /// Builds and judges a candidate of the smallest failing input so far.
    fn try_one(
        &mut self,
        candidate: Candidate<'_, S::Input>,
        pass: &mut Pass,
    ) -> Result<Tried<S::Input>> {
        // After a signal no candidate can be made or run: one that fails to be made then
        // is not a candidate that breaks a constraint, and the pass is not over.
        if let Some(signal) = process::stopping() {
            return Ok(Tried::Stop(Stop::Interrupted(signal)));
        }
        if self.tries >= self.budget {
            return Ok(Tried::Stop(Stop::Tries));
        }
        if self
            .deadline
            .is_some_and(|deadline| Instant::now() >= deadline)
        {
            return Ok(Tried::Stop(Stop::Time));
        }
        let built = crate::exit::caught(|| Ok(candidate.build()));
        let candidate = match built {
            Ok(Some(candidate)) => candidate,
            Ok(None) => return Ok(Tried::Passes),
            Err(error) => return stopped(error),
        };
        let text = self.subject.format(&candidate);
        let hash = self.hasher.hash_one(&text);
        if pass.slow_from.is_some_and(|slow| text.len() >= slow) {
            pass.unknown += 1;
            self.unknown.insert(hash);
            return Ok(Tried::Passes);
        }
        if !self.tried.insert(hash) {
            if self.unknown.contains(&hash) {
                pass.unknown += 1;
            }
            return Ok(Tried::Passes);
        }
        (self.progress)(Progress::Trying(Shrinking {
            bytes: self.bytes,
            steps: self.steps,
            tries: self.tries + 1,
        }));
        let run = match crate::exit::caught(|| self.fails_alike(&candidate)) {
            Ok(run) => run,
            Err(error) => return stopped(error),
        };
        match run {
            Alike::Fails(judged) => Ok(Tried::Fails(candidate, judged)),
            Alike::Passes => Ok(Tried::Passes),
            Alike::TimedOut => {
                pass.unknown += 1;
                pass.slow_from = Some(pass.slow_from.map_or(text.len(), |s| s.min(text.len())));
                self.unknown.insert(hash);
                Ok(Tried::Passes)
            }
        }
    }

    /// Whether `input` fails with the verdict shrunk; a time-out must repeat on a second
    /// run, so that a solution that is only slow near the limit does not lead shrinking
    /// astray. Each run counts against the budget.
    fn fails_alike(&mut self, input: &S::Input) -> Result<Alike> {
        self.tries += 1;
        let (run, expected) = self.subject.check(self.runner, input)?;
        if run.verdict == self.verdict {
            if self.verdict != Verdict::Tle {
                return Ok(Alike::Fails((run, expected)));
            }
            self.tries += 1;
            if self.subject.check(self.runner, input)?.0.verdict == Verdict::Tle {
                return Ok(Alike::Fails((run, expected)));
            }
            return Ok(Alike::Passes);
        }
        Ok(match run.verdict {
            Verdict::Tle => Alike::TimedOut,
            _ => Alike::Passes,
        })
    }
}

/// A candidate judged against the verdict shrunk.
enum Alike {
    /// It fails alike: the run, and the answer expected.
    Fails((Run, String)),
    Passes,
    /// It timed out while another verdict is shrunk: not known to pass.
    TimedOut,
}
