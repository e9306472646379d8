//! `coach stress`: runs a user's solution on generated inputs, compares its output with the
//! submission's answer, and shrinks the first failure. [`run`] is the whole of it, in order:
//! [`prepare`] (the save folder, the solution's build, the signals), the search
//! ([`search::find`]), the failure saved at once, shrinking ([`minimize::minimize`]), the
//! shrunk input judged once more ([`minimize::confirm`]) and saved, and the report
//! ([`report`]). [`options`] holds what a run is told, and its defaults; [`mod@judge`] one
//! run.
//!
//! Time decides nothing but a TLE: the cases are fixed by the seed, the failure reported is
//! the one of the lowest case number whatever the workers' timing, and shrinking is counted
//! in runs. A time limit on shrinking is only a safety stop, which the report names.

pub mod corpus;
pub mod judge;
pub mod minimize;
pub mod options;
pub mod report;
pub mod search;
pub mod table;

pub use judge::{Run, Verdict, judge};
pub use minimize::{Shrinking, Shrunk, Stop, confirm, minimize};
pub use options::{DEFAULTS, Options, Solution};
pub use search::{Class, Found, Origin, Searched, Tally, case_class, case_input, find};

use crate::exit::Exit;
use crate::input;
use crate::notation::count;
use crate::output;
use crate::problems::{Coached, Task};
use crate::process;
use corpus::Corpus;
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// `coach stress` for a problem: [`run`] with these options.
pub struct Stress<'a> {
    pub options: Options,
    pub out: &'a mut dyn Write,
}

impl Task for Stress<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        run::<P>(self.options, self.out)
    }
}

/// What is checked before any case runs, each failure a usage error (exit 2): the save
/// folder can be written to, the solution builds (its command is then set), and the signals
/// are watched, so that Ctrl-C ends every run and still reports.
pub fn prepare(options: &mut Options) -> anyhow::Result<()> {
    if let Some(dir) = &options.save {
        report::check_writable(dir)?;
    }
    if let Solution::File { path, pypy } = &options.solution {
        options.command = crate::solution::command(path, *pypy)?;
    }
    process::guard_signals()
}

/// The whole run, writing its report to `out`; the status tells the verdict, whatever
/// becomes of the report: 0 when every case passed, 1 for a failure, 128 + the signal's
/// number when one stopped it, 2 when it could not start.
pub fn run<P: Coached>(mut options: Options, out: &mut dyn Write) -> Exit {
    if let Err(error) = prepare(&mut options) {
        return Exit::usage(error);
    }
    let options = options;
    let start = Instant::now();
    let mut replay = report::Replay::default();
    let (found, slow, tally, mut interrupted) = match &options.from {
        Some(path) => match given::<P>(&options, path, out) {
            Ok(found) => (found, None, Tally::default(), None),
            Err(exit) => return exit,
        },
        None => {
            let remembered = match &options.corpus {
                Some(corpus) => match replayed::<P>(&options, corpus, &mut replay) {
                    Ok(remembered) => remembered,
                    Err(error) => return Exit::usage(error),
                },
                None => None,
            };
            match remembered {
                Some(found) => (found, None, Tally::default(), None),
                None if options.replay => {
                    let words = match replay.words() {
                        words if words.is_empty() => format!(
                            "{}: no remembered failure to replay{}.\n",
                            P::NAME,
                            options.corpus.as_ref().map_or(String::new(), |corpus| {
                                format!(" in {}", corpus.dir.display())
                            })
                        ),
                        words => words,
                    };
                    return output::emit(out, &words);
                }
                None => {
                    // indicatif draws only when standard error is a terminal.
                    let bar = ProgressBar::new(options.cases as u64).with_style(
                        ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {msg}")
                            .expect("a valid template"),
                    );
                    let searched = find::<P>(&options, || {
                        bar.inc(1);
                        let rate = bar.position() as f64 / start.elapsed().as_secs_f64().max(1e-9);
                        bar.set_message(format!("{rate:.0} per second"));
                    });
                    bar.finish_and_clear();
                    let searched = match searched {
                        Ok(searched) => searched,
                        Err(error) => return Exit::usage(error),
                    };
                    let Some(found) = searched.found else {
                        return passed::<P>(&options, &searched, &replay, start, out);
                    };
                    let slow = searched.slow.map(|slow| report::Slow {
                        shape: P::shape(&slow.input),
                        bytes: P::format(&slow.input).len(),
                        origin: slow.origin,
                    });
                    (found, slow, searched.passed, searched.interrupted)
                }
            }
        }
    };
    let mut kept = report::Kept::default();
    if let (Some(dir), Origin::Case { .. }) = (&options.save, &found.origin) {
        match report::save::<P>(dir, &options, &found.origin, "-original", &found.input) {
            Ok(path) => kept.saved.push(path),
            Err(error) => return Exit::usage(error),
        }
    }
    let shrunk = match &found.origin {
        Origin::Remembered(_) => Ok(Shrunk {
            input: found.input.clone(),
            run: found.run.clone(),
            steps: 0,
            tries: 0,
            stop: Stop::Remembered,
        }),
        _ => {
            let bar = ProgressBar::new_spinner();
            let verdict = found.run.verdict.abbreviation();
            let shrunk = minimize::<P>(&options, found.input.clone(), found.run.clone(), |at| {
                bar.set_message(format!(
                    "{verdict}; shrinking: {}, {} taken, {} tried",
                    count(at.bytes, "byte"),
                    count(at.steps, "step"),
                    count(at.tries, "run"),
                ));
                bar.tick();
            });
            bar.finish_and_clear();
            shrunk
        }
    };
    let failure = match shrunk.and_then(|shrunk| confirm(&options, found, shrunk, slow)) {
        Ok(failure) => failure,
        Err(error) => return Exit::usage(error),
    };
    if let Stop::Interrupted(signal) = failure.shrunk.stop {
        interrupted = Some(signal);
    }
    if let Err(error) = keep(&options, &failure, &mut kept) {
        return Exit::usage(error);
    }
    let report = if options.json {
        format!(
            "{}\n",
            report::json(
                Some(&failure),
                &options,
                &tally,
                interrupted,
                &replay,
                &kept
            )
        )
    } else {
        report::failed(&failure, &options, start.elapsed(), &replay, &tally, &kept)
    };
    // The status tells the verdict, whatever becomes of the report.
    let _ = output::write(out, &report);
    match interrupted {
        Some(signal) => Exit::Signal(signal),
        None => Exit::Failure,
    }
}

/// Replays the corpus into `replay`: the first remembered input that fails still, as a
/// failure found.
fn replayed<P: Coached>(
    options: &Options,
    corpus: &Corpus,
    replay: &mut report::Replay,
) -> anyhow::Result<Option<Found<P>>> {
    let replayed = match corpus.replay::<P>(options) {
        Ok(replayed) => replayed,
        // A signal while replaying: the search that follows stops at once, and says so.
        Err(error) if process::interruption(&error).is_some() => return Ok(None),
        Err(error) => return Err(error),
    };
    *replay = report::Replay {
        dir: Some(corpus.dir.clone()),
        passing: replayed.passing,
        failing: replayed.failing.as_ref().map(|(case, _)| case.path.clone()),
        unreadable: replayed.unreadable,
    };
    Ok(replayed.failing.map(|(case, run)| Found {
        origin: if case.shrunk {
            Origin::Remembered(case.path)
        } else {
            Origin::File(case.path)
        },
        input: case.input,
        run,
    }))
}

/// Keeps the failure: in the corpus, and the shrunk input with `--save`.
fn keep<P: Coached>(
    options: &Options,
    failure: &report::Failure<P>,
    kept: &mut report::Kept,
) -> anyhow::Result<()> {
    if let (Some(corpus), false) = (
        &options.corpus,
        matches!(failure.origin, Origin::Remembered(_)),
    ) {
        let note = note::<P>(options, failure);
        let corpus_kept = corpus.keep::<P>(
            &options.solution_name(),
            &failure.original,
            &failure.shown,
            &note,
        )?;
        kept.known = corpus_kept.known;
        kept.corpus = Some((corpus_kept.shrunk, corpus_kept.original));
    }
    if let Some(dir) = &options.save {
        let path = report::save::<P>(dir, options, &failure.origin, "", &failure.shown)?;
        kept.saved.push(path);
    }
    Ok(())
}

/// The note beside a remembered failure: what found it, and how to find it again.
fn note<P: Coached>(options: &Options, failure: &report::Failure<P>) -> String {
    let found = match &failure.origin {
        Origin::Case { index, class, .. } => format!(
            "case {} ({}), seed {}",
            index + 1,
            class.words(),
            options.seed
        ),
        Origin::File(path) | Origin::Remembered(path) => path.display().to_string(),
    };
    format!(
        "problem: {}\nsolution: {}\nverdict: {}\nfound on: {found}\nfound by: {}\n",
        P::NAME,
        match &options.solution {
            Solution::File { path, .. } => path.display().to_string(),
            Solution::Command(command) => command.join(" "),
        },
        failure.run.verdict.abbreviation(),
        options.search_command(P::NAME)
    )
}

/// Every case passed, or a signal stopped the search before one failed: the report, and its
/// status.
fn passed<P: Coached>(
    options: &Options,
    searched: &Searched<P>,
    replay: &report::Replay,
    start: Instant,
    out: &mut dyn Write,
) -> Exit {
    let report = match (options.json, searched.interrupted) {
        (true, interrupted) => format!(
            "{}\n",
            report::json::<P>(
                None,
                options,
                &searched.passed,
                interrupted,
                replay,
                &report::Kept::default()
            )
        ),
        (false, Some(signal)) => {
            replay.words() + &report::interrupted(P::NAME, options, &searched.passed, signal)
        }
        (false, None) => {
            replay.words() + &report::passed(P::NAME, options, &searched.passed, start.elapsed())
        }
    };
    match searched.interrupted {
        Some(signal) => {
            let _ = output::write(out, &report);
            Exit::Signal(signal)
        }
        None => output::emit(out, &report),
    }
}

/// The failing input of `--from`, judged; `Err` with the exit when it cannot be read or does
/// not fail.
fn given<P: Coached>(
    options: &Options,
    path: &Path,
    out: &mut dyn Write,
) -> Result<Found<P>, Exit> {
    let bytes = input::read(Some(path))?;
    let input = input::parse::<P>(&bytes)?;
    let run = match judge::<P>(options, &input) {
        Ok((run, _)) => run,
        Err(error) => return Err(Exit::usage(error)),
    };
    if run.verdict == Verdict::Ac {
        let message = format!(
            "{}: the solution passes on {}: nothing to shrink.\n",
            P::NAME,
            path.display()
        );
        return Err(output::emit(out, &message));
    }
    Ok(Found {
        origin: Origin::File(path.to_path_buf()),
        input,
        run,
    })
}
