//! `coach stress`: runs a user's solution on generated inputs, compares it with the
//! submission's answer, and shrinks the first failure to a 1-minimal input.

use crate::format::normalized_lines;
use crate::problem::{Problem, Size};
use crate::rng::Rng;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer, or output that is not the answer's text.
    Wa,
    /// Runtime error: a non-zero exit, or killed by a signal.
    Re,
    /// Time limit exceeded: the process group was killed.
    Tle,
}

/// What one run of the user's command did.
#[derive(Clone, Debug)]
pub struct Run {
    pub verdict: Verdict,
    pub stdout: String,
    pub stderr: String,
    /// How it ended: `exit status 3`, `killed by signal 9`, ...
    pub ended: String,
    pub time: Duration,
}

/// The first failure, and what shrinking made of it.
pub struct Failure<P: Problem> {
    /// The index of the failing case, from 0.
    pub case: usize,
    pub original: P::Input,
    pub shrunk: P::Input,
    /// What the submission prints for the shrunk input.
    pub expected: String,
    /// The user's run on the shrunk input.
    pub run: Run,
    /// Shrink steps taken (each a smaller input that still fails alike) and runs tried.
    pub steps: usize,
    pub tries: usize,
}

pub struct Report<P: Problem> {
    /// Cases run: all of them, or up to and including the first failing one.
    pub cases_run: usize,
    pub failure: Option<Failure<P>>,
}

/// The input of case `k` of `cases`: the sizes grow from small toward `max_size`.
pub fn case_input<P: Problem>(seed: u64, k: usize, cases: usize, max_size: Size) -> P::Input {
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

/// Runs `command` with `input` on its standard input, in a process group of its own that is
/// killed past `time_limit`. Errs only when the command cannot be started.
pub fn run_command(command: &[String], input: &str, time_limit: Duration) -> Result<Run, String> {
    let start = Instant::now();
    let mut child = Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|error| format!("cannot start {}: {error}", command[0]))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let (status, out, err) = std::thread::scope(|scope| {
        scope.spawn(move || {
            // A solution may exit before reading all of its input.
            let _ = stdin.write_all(input.as_bytes());
        });
        let out = scope.spawn(move || {
            let mut bytes = Vec::new();
            let _ = stdout.read_to_end(&mut bytes);
            bytes
        });
        let err = scope.spawn(move || {
            let mut bytes = Vec::new();
            let _ = stderr.read_to_end(&mut bytes);
            bytes
        });
        let status = wait_or_kill(&mut child, start + time_limit);
        (status, out.join().unwrap(), err.join().unwrap())
    });
    let time = start.elapsed();
    let (verdict, ended) = match status {
        None => (
            Verdict::Tle,
            format!("killed after {:.2} s", time.as_secs_f64()),
        ),
        Some(status) => match (status.code(), status.signal()) {
            (Some(0), _) => (Verdict::Ac, "exit status 0".to_string()),
            (Some(code), _) => (Verdict::Re, format!("exit status {code}")),
            (None, signal) => (
                Verdict::Re,
                format!("killed by signal {}", signal.unwrap_or(0)),
            ),
        },
    };
    Ok(Run {
        verdict,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
        ended,
        time,
    })
}

/// Waits for `child` until `deadline`; past it, kills its whole process group and reaps it,
/// returning `None`.
fn wait_or_kill(child: &mut Child, deadline: Instant) -> Option<std::process::ExitStatus> {
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return Some(status);
        }
        if Instant::now() >= deadline {
            // SAFETY: kill(2) on the group this child leads; no memory is involved.
            unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
            child.wait().expect("the killed child can be reaped");
            return None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

/// Runs the command on `input` and judges it against the submission's answer.
pub fn judge<P: Problem>(options: &Options, input: &P::Input) -> Result<(Run, String), String> {
    let expected = P::answer(input);
    let mut run = run_command(&options.command, &P::format(input), options.time_limit)?;
    if run.verdict == Verdict::Ac && normalized_lines(&run.stdout) != normalized_lines(&expected) {
        run.verdict = Verdict::Wa;
    }
    Ok((run, expected))
}

/// Stress-tests the command: every case in order on `options.workers` threads, stopping at
/// the first failure, which is the failure of the smallest case index whatever the
/// scheduling; then shrinks it. `progress` is told of every finished case.
pub fn stress<P: Problem>(
    options: &Options,
    progress: impl Fn() + Sync,
) -> Result<Report<P>, String> {
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
    let (shrunk, steps, tries) = shrink::<P>(options, original.clone(), verdict)?;
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
pub fn shrink<P: Problem>(
    options: &Options,
    mut input: P::Input,
    verdict: Verdict,
) -> Result<(P::Input, usize, usize), String> {
    let (mut steps, mut tries) = (0, 0);
    'shrinking: loop {
        for candidate in P::shrink(&input) {
            tries += 1;
            if judge::<P>(options, &candidate)?.0.verdict == verdict {
                input = candidate;
                steps += 1;
                continue 'shrinking;
            }
        }
        return Ok((input, steps, tries));
    }
}
