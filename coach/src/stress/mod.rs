//! `coach stress`: runs a user's solution on generated inputs, compares its output with the
//! submission's answer, and minimizes the first failure to a 1-minimal input. The report a
//! person reads is in [`report`].

pub mod report;

use crate::format::normalized_lines;
use crate::problem::{Generate, Size};
use crate::process::{self, Finished};
use crate::rng::Rng;
use anyhow::Result;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Options {
    pub cases: usize,
    pub seed: u64,
    pub time_limit: Duration,
    pub max_size: Size,
    /// The user's command and its arguments.
    pub command: Vec<String>,
    /// Runs at once (each run is a process of its own).
    pub workers: usize,
}

/// How a run of the user's solution is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer, or output that is not the answer's text.
    Wa,
    /// Runtime error: a non-zero exit, or killed by a signal.
    Re,
    /// Time limit exceeded: the run was killed.
    Tle,
}

impl Verdict {
    pub fn abbreviation(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
        }
    }
}

/// One run of the user's solution, judged.
#[derive(Clone, Debug)]
pub struct Run {
    pub verdict: Verdict,
    pub finished: Finished,
}

/// The first failure, and what minimizing made of it.
pub struct Failure<P: Generate> {
    /// The index of the failing case, from 0.
    pub case: usize,
    pub original: P::Input,
    pub shrunk: P::Input,
    /// What the submission prints for the shrunk input.
    pub expected: String,
    /// The user's run on the shrunk input.
    pub run: Run,
    /// Steps taken (each a smaller input that still fails alike) and runs tried.
    pub steps: usize,
    pub tries: usize,
}

pub struct Report<P: Generate> {
    /// Cases run: all of them, or up to and including the first failing one.
    pub cases_run: usize,
    pub failure: Option<Failure<P>>,
}

/// The input of case `k` of `cases`: the sizes grow from small toward `max_size`.
pub fn case_input<P: Generate>(seed: u64, k: usize, cases: usize, max_size: Size) -> P::Input {
    let mut rng = Rng::new(seed ^ (k as u64).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let progress = k as f64 / cases.max(1) as f64;
    let size = match max_size {
        Size::Small => Size::Small,
        Size::Medium if progress < 0.7 => Size::Small,
        Size::Medium => Size::Medium,
        Size::Max if progress < 0.6 => Size::Small,
        Size::Max if progress < 0.95 => Size::Medium,
        Size::Max => Size::Max,
    };
    P::generate(&mut rng, size)
}

/// Runs the command on `input` and judges it against the submission's answer, which it
/// returns too.
pub fn judge<P: Generate>(options: &Options, input: &P::Input) -> Result<(Run, String)> {
    let expected = P::answer(input);
    let finished = process::run(&options.command, &P::format(input), options.time_limit)?;
    let verdict = match finished.status {
        None => Verdict::Tle,
        Some(status) if !status.success() => Verdict::Re,
        Some(_) if normalized_lines(&finished.stdout) != normalized_lines(&expected) => Verdict::Wa,
        Some(_) => Verdict::Ac,
    };
    Ok((Run { verdict, finished }, expected))
}

/// Stress-tests the command: every case in order on `options.workers` threads, stopping at
/// the first failure, which is the failure of the smallest case index whatever the
/// scheduling; then minimizes it. `progress` is told of every finished case.
pub fn stress<P: Generate>(options: &Options, progress: impl Fn() + Sync) -> Result<Report<P>> {
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
                    let input = case_input::<P>(options.seed, k, options.cases, options.max_size);
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
    let Some((case, original, verdict)) = failures.into_iter().min_by_key(|(k, _, _)| *k) else {
        return Ok(Report {
            cases_run: options.cases,
            failure: None,
        });
    };
    let (shrunk, steps, tries) = minimize::<P>(options, original.clone(), verdict)?;
    let (run, expected) = judge::<P>(options, &shrunk)?;
    Ok(Report {
        cases_run: case + 1,
        failure: Some(Failure {
            case,
            original,
            shrunk,
            expected,
            run,
            steps,
            tries,
        }),
    })
}

/// Takes the first smaller input that still fails with `verdict`, again and again, until no
/// single step keeps the failure: the result is 1-minimal. Returns it with the steps taken
/// and the runs tried.
pub fn minimize<P: Generate>(
    options: &Options,
    mut input: P::Input,
    verdict: Verdict,
) -> Result<(P::Input, usize, usize)> {
    let (mut steps, mut tries) = (0, 0);
    'minimizing: loop {
        for candidate in P::smaller(&input) {
            tries += 1;
            if judge::<P>(options, &candidate)?.0.verdict == verdict {
                input = candidate;
                steps += 1;
                continue 'minimizing;
            }
        }
        return Ok((input, steps, tries));
    }
}
