//! `coach stress`: runs a user's solution on generated inputs, compares its output with the
//! submission's answer ([`find`]), and minimizes the first failure ([`minimize`]). The
//! report a person or a script reads is in [`report`].

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
    /// Shrinking stops after this long, or this many runs, even if not yet 1-minimal.
    pub shrink_time: Duration,
    pub shrink_tries: usize,
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

/// The size of case `k`: sizes are interleaved, so that the largest allowed comes early
/// (the second case, then every tenth, for `max`; every other case for `medium`), whatever
/// the number of cases.
pub fn case_size(k: usize, max_size: Size) -> Size {
    match max_size {
        Size::Max if k % 10 == 1 => Size::Max,
        Size::Max | Size::Medium if k % 2 == 1 => Size::Medium,
        _ => Size::Small,
    }
}

/// The input of case `k` (from 0).
pub fn case_input<P: Generate>(seed: u64, k: usize, max_size: Size) -> P::Input {
    let mut rng = Rng::new(seed ^ (k as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    P::generate(&mut rng, case_size(k, max_size))
}

/// Runs the command on `input` and judges it against the submission's answer, which it
/// returns too.
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

/// The first failing case.
pub struct Found<P: Generate> {
    /// Its index, from 0.
    pub case: usize,
    pub input: P::Input,
    pub verdict: Verdict,
}

/// Runs every case in order on `options.workers` threads, stopping at the first failure,
/// which is the failure of the smallest case index whatever the scheduling. `progress` is
/// told of every finished case.
pub fn find<P: Generate>(
    options: &Options,
    progress: impl Fn() + Sync,
) -> Result<Option<Found<P>>> {
    let next = AtomicUsize::new(0);
    let first_failure = AtomicUsize::new(usize::MAX);
    let failures = Mutex::new(Vec::new());
    let start_error = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..options.workers.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= options.cases || k > first_failure.load(Ordering::SeqCst) {
                        break;
                    }
                    let input = case_input::<P>(options.seed, k, options.max_size);
                    match judge::<P>(options, &input) {
                        Ok((run, _)) if run.verdict == Verdict::Ac => {}
                        Ok((run, _)) => {
                            first_failure.fetch_min(k, Ordering::SeqCst);
                            failures.lock().unwrap().push((k, input, run.verdict));
                        }
                        Err(error) => {
                            *start_error.lock().unwrap() = Some(error);
                            first_failure.fetch_min(0, Ordering::SeqCst);
                        }
                    }
                    progress();
                }
            });
        }
    });
    if let Some(error) = start_error.into_inner().unwrap() {
        return Err(error);
    }
    let failures = failures.into_inner().unwrap();
    Ok(failures
        .into_iter()
        .min_by_key(|(k, _, _)| *k)
        .map(|(case, input, verdict)| Found {
            case,
            input,
            verdict,
        }))
}

/// Why minimizing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// No candidate of the last input fails alike: it is 1-minimal.
    Minimal,
    /// `--shrink-time` ran out.
    Time,
    /// `--shrink-tries` ran out.
    Tries,
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
    /// Smaller inputs taken (each failing alike), and candidates run.
    pub steps: usize,
    pub tries: usize,
    pub stop: Stop,
}

/// Minimizes a failing input: tries the candidates of [`Generate::smaller`] in order, each
/// distinct input at most once, and takes the first that fails with the same verdict (a
/// time-out counts only when it repeats on a second run); then starts again from the new
/// input, trying first the deletion that just worked, so that a deletion that keeps working
/// grows. Ends when no candidate fails alike (1-minimal), or at the time or try budget.
pub fn minimize<P: Generate>(
    options: &Options,
    mut input: P::Input,
    verdict: Verdict,
    progress: impl FnMut(Shrinking),
) -> Result<Shrunk<P::Input>> {
    let hasher = RandomState::new();
    let text = P::format(&input);
    let mut search = Search {
        options,
        verdict,
        deadline: Instant::now() + options.shrink_time,
        tried: HashSet::from([hasher.hash_one(&text)]),
        hasher,
        bytes: text.len(),
        steps: 0,
        tries: 0,
        progress,
    };
    let mut again: Option<String> = None;
    loop {
        let (mut next, mut stopped) = (None, None);
        if let Some(key) = again.take() {
            let same = P::smaller(&input).find(|candidate| candidate.key() == Some(&key));
            if let Some(candidate) = same {
                match search.judge::<P>(candidate)? {
                    Judged::Fails(smaller) => next = Some((smaller, Some(key))),
                    Judged::Stop(stop) => stopped = Some(stop),
                    Judged::Passes => {}
                }
            }
        }
        if next.is_none() && stopped.is_none() {
            for candidate in P::smaller(&input) {
                let key = candidate.key().cloned();
                match search.judge::<P>(candidate)? {
                    Judged::Fails(smaller) => next = Some((smaller, key)),
                    Judged::Stop(stop) => stopped = Some(stop),
                    Judged::Passes => continue,
                }
                break;
            }
        }
        match (next, stopped) {
            (Some((smaller, key)), _) => {
                input = smaller;
                search.bytes = P::format(&input).len();
                again = key;
                search.steps += 1;
            }
            (None, stop) => return Ok(search.end(input, stop.unwrap_or(Stop::Minimal))),
        }
    }
}

/// What became of a candidate.
enum Judged<T> {
    /// It fails alike: the smaller input.
    Fails(T),
    /// It passes, breaks a constraint, or was tried before.
    Passes,
    /// A budget ran out before it was run.
    Stop(Stop),
}

/// The budgets and counts of [`minimize`].
struct Search<'a, F> {
    options: &'a Options,
    verdict: Verdict,
    deadline: Instant,
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
        if Instant::now() >= self.deadline {
            return Ok(Judged::Stop(Stop::Time));
        }
        if self.tries >= self.options.shrink_tries {
            return Ok(Judged::Stop(Stop::Tries));
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
        Ok(
            if fails_alike::<P>(self.options, &candidate, self.verdict)? {
                Judged::Fails(candidate)
            } else {
                Judged::Passes
            },
        )
    }

    fn end<T>(self, input: T, stop: Stop) -> Shrunk<T> {
        Shrunk {
            input,
            steps: self.steps,
            tries: self.tries,
            stop,
        }
    }
}

/// Whether `input` fails with `verdict`; a time-out must repeat on a second run, so that a
/// solution that is only slow near the limit does not lead shrinking astray.
fn fails_alike<P: Generate>(options: &Options, input: &P::Input, verdict: Verdict) -> Result<bool> {
    let got = judge::<P>(options, input)?.0.verdict;
    if got != verdict {
        return Ok(false);
    }
    Ok(verdict != Verdict::Tle || judge::<P>(options, input)?.0.verdict == Verdict::Tle)
}

/// The failure as the report shows it: the shrunk input judged once more, so that the
/// verdict shown is the one of the run shown. Should that run pass (a solution slow only
/// near the limit), the original input is shown, judged again.
pub fn confirm<P: Coached>(
    options: &Options,
    found: Found<P>,
    shrunk: Shrunk<P::Input>,
) -> Result<report::Failure<P>> {
    let (mut shown, (mut run, mut expected)) = {
        let judged = judge::<P>(options, &shrunk.input)?;
        (shrunk.input.clone(), judged)
    };
    if run.verdict == Verdict::Ac {
        shown = found.input.clone();
        (run, expected) = judge::<P>(options, &shown)?;
    }
    Ok(report::Failure {
        case: found.case,
        verdict: found.verdict,
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
    fn sizes_interleave_so_that_the_largest_comes_early() {
        use Size::{Max, Medium, Small};
        let first = |max_size, count| {
            (0..count)
                .map(|k| case_size(k, max_size))
                .collect::<Vec<_>>()
        };
        assert_eq!(first(Small, 4), [Small; 4]);
        assert_eq!(first(Medium, 4), [Small, Medium, Small, Medium]);
        assert_eq!(
            first(Max, 13),
            [
                Small, Max, Small, Medium, Small, Medium, Small, Medium, Small, Medium, Small, Max,
                Small
            ]
        );
    }
}
