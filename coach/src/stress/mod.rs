//! `coach stress`: runs a learner's solution on generated inputs, compares its output with
//! the subject's answer, and shrinks the first failure. `run` is the whole of it, in five
//! calls: prepare (the save folder, the solution built, the signals), search (the corpus
//! replayed, then the cases a seed fixes, [`find`]; or the input `--from` gives), shrink
//! ([`minimize()`], then the shrunk input judged once more), keep (the corpus and `--save`,
//! `corpus.rs`, `files.rs`), and report (`text.rs` and `summary.rs`, or `json.rs`, with what
//! the subject adds). `options.rs` holds what a run is told, and its defaults; `failure.rs`
//! what it found.
//!
//! It runs on any [`Subject`] (`subject.rs`, the contract): a problem of the roster, a rules
//! file's game, or an interactive judge over one; it knows nothing else of them. Time decides nothing but a TLE: the cases are fixed by the seed, the
//! failure reported is the one of the lowest case number whatever the workers' timing, and
//! shrinking is counted in runs. A time limit on shrinking is only a safety stop, which the
//! report names.

pub(crate) mod corpus;
mod failure;
mod files;
mod json;
mod minimize;
mod options;
mod screen;
mod search;
mod subject;
mod summary;
mod text;

pub(crate) use minimize::{Failing, Progress, Shrunk, Stop, minimize};
pub(crate) use options::DEFAULTS;
pub(crate) use options::StressOptions;
#[cfg(test)]
pub(crate) use options::default_jobs;
#[cfg(test)]
pub(crate) use search::{Class, case_class};
pub(crate) use search::{Found, Origin, Searched, find};
pub(crate) use subject::Mistake;
pub(crate) use subject::{Examined, Reach, Subject};

use crate::exit::Exit;
use crate::input;
use crate::notation::count;
use crate::output;
use crate::process;
use crate::solution::{Runner, Verdict};
use failure::{Context, CorpusReplay, Failure, Files, ShrinkSteps, Slow, TableNote};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The whole run, writing its report to `out`; the status tells the verdict, whatever
/// becomes of the report: 0 when every case passed, 1 for a failure, 128 + the signal's
/// number when one stopped it, 2 when it could not start.
pub(crate) fn run<S: Subject>(subject: &S, options: &StressOptions, out: &mut dyn Write) -> Exit {
    let start = Instant::now();
    let stress = match Stress::prepare(subject, options) {
        Ok(stress) => stress,
        Err(error) => return crate::solution::not_ready(error),
    };
    Exit::of((|| {
        let search = stress.search(start, out)?;
        let Some(found) = search.found else {
            return Ok(stress.report_pass(&search.context, start, out));
        };
        let mut failure = stress.shrink(found, search.slow)?;
        failure.cases_run = search
            .context
            .tally
            .cases_run(&failure.origin, failure.verdict);
        stress.keep(&mut failure);
        Ok(stress.report(&failure, &search.context, start, out))
    })())
}

/// The exit of a run that cannot go on: a mistake of the problem itself (a rules file's), in
/// one line and exit 1; anything else (a solution that cannot start, a file that cannot be
/// written) a setup error, exit 2.
fn cannot_go_on(error: anyhow::Error) -> Exit {
    // A bug's line was written when it happened.
    if error.downcast_ref::<crate::exit::Bug>().is_some() {
        return Exit::Internal;
    }
    match error.downcast_ref::<Mistake>() {
        Some(mistake) => {
            crate::exit::say(format_args!("coach: {mistake}"));
            Exit::Failure
        }
        None => Exit::usage(error),
    }
}

/// A run under way: the subject, the options, and the solution ready to run.
struct Stress<'a, S> {
    subject: &'a S,
    options: &'a StressOptions,
    runner: Runner,
}

/// What a run found before it shrinks anything: the failure to shrink (none when every case
/// passed), the case that timed out beside it, and what the report tells around it.
struct Search<I> {
    found: Option<Found<I>>,
    slow: Option<Slow>,
    context: Context,
}

impl<'a, S: Subject> Stress<'a, S> {
    /// What is checked before any case runs, each failure a usage error (exit 2): the save
    /// folder can be written to, the signals are watched (so that Ctrl-C ends every run and
    /// still reports), and the solution builds.
    fn prepare(subject: &'a S, options: &'a StressOptions) -> anyhow::Result<Self> {
        if let Some(dir) = &options.save {
            files::check_writable(dir)?;
        }
        let runner = options
            .solution
            .runner(options.limits, options.rule, options.build_limit)?;
        Ok(Stress {
            subject,
            options,
            runner,
        })
    }

    /// The failure to shrink: the input `--from` gives; else the first remembered input that
    /// fails still; else the first failing case of the search. With `--replay` and no
    /// remembered failure, the report of the replay is the whole of the run.
    fn search(&self, start: Instant, out: &mut dyn Write) -> Result<Search<S::Input>, Exit> {
        if let Some(path) = &self.options.from {
            return Ok(Search {
                found: Some(self.check_given(path, out)?),
                slow: None,
                context: Context::default(),
            });
        }
        let (remembered, replay) = match &self.options.corpus {
            Some(corpus) => self.replay_corpus(corpus).map_err(cannot_go_on)?,
            None => (None, CorpusReplay::default()),
        };
        if remembered.is_some() {
            return Ok(Search {
                found: remembered,
                slow: None,
                context: Context {
                    replay,
                    ..Context::default()
                },
            });
        }
        if self.options.replay {
            return Err(self.report_replay(&replay, out));
        }
        let searched = self.search_cases(start).map_err(cannot_go_on)?;
        let slow = searched.slow.map(|slow| Slow {
            shape: self.subject.shape(&slow.input),
            bytes: self.subject.format(&slow.input).len(),
            origin: slow.origin,
        });
        Ok(Search {
            found: searched.found,
            slow,
            context: Context {
                tally: searched.passed,
                interrupted: searched.interrupted,
                replay,
            },
        })
    }

    /// The failing input of `--from`, judged; `Err` with the exit when it cannot be read or
    /// does not fail.
    fn check_given(&self, path: &Path, out: &mut dyn Write) -> Result<Found<S::Input>, Exit> {
        let bytes = input::read(Some(path))?;
        let input = input::parse(self.subject.name(), &bytes, |text| {
            self.subject.read(path, text)
        })?;
        let (run, expected) = self
            .subject
            .check(&self.runner, &input)
            .map_err(cannot_go_on)?;
        if run.verdict == Verdict::Ac {
            let message = format!(
                "{}: the solution passes on {}: nothing to shrink.\n",
                self.subject.name(),
                path.display()
            );
            return Err(output::emit(out, &message));
        }
        Ok(Found {
            origin: Origin::File(path.to_path_buf()),
            input,
            run,
            expected,
        })
    }

    /// Replays the corpus: the first remembered input that fails still, as a failure found,
    /// and what the replay found.
    fn replay_corpus(
        &self,
        corpus: &corpus::Corpus,
    ) -> anyhow::Result<(Option<Found<S::Input>>, CorpusReplay)> {
        let replayed = match corpus.replay(self.subject, &self.runner) {
            Ok(replayed) => replayed,
            // A signal while replaying: the search that follows stops at once, and says so.
            Err(error) if process::interruption(&error).is_some() => {
                return Ok((None, CorpusReplay::default()));
            }
            Err(error) => return Err(error),
        };
        let replay = CorpusReplay {
            dir: Some(corpus.dir.clone()),
            passing: replayed.passing,
            failing: replayed
                .failing
                .as_ref()
                .map(|(case, ..)| case.path.clone()),
            unreadable: replayed.unreadable,
        };
        let found = replayed.failing.map(|(case, run, expected)| Found {
            origin: if case.shrunk {
                Origin::Remembered {
                    path: case.path,
                    found: case.found,
                }
            } else {
                Origin::File(case.path)
            },
            input: case.input,
            run,
            expected,
        });
        Ok((found, replay))
    }

    /// The cases the seed fixes, with a progress bar where standard error is a terminal.
    fn search_cases(&self, start: Instant) -> anyhow::Result<Searched<S::Input>> {
        let bar = ProgressBar::new(self.options.cases as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {msg}")
                .expect("a valid template"),
        );
        let searched = find(self.subject, &self.runner, self.options, || {
            bar.inc(1);
            let rate = bar.position() as f64 / start.elapsed().as_secs_f64().max(1e-9);
            bar.set_message(format!("{rate:.0} per second"));
        });
        bar.finish_and_clear();
        searched
    }

    /// The failure found, saved at once with `--save` (a generated case), shrunk (not a
    /// remembered input, shrunk when it was first found), and judged once more.
    fn shrink(
        &self,
        found: Found<S::Input>,
        slow: Option<Slow>,
    ) -> Result<Failure<S::Input>, Exit> {
        // A failure found only with time to spare (a case that timed out, then failed when run
        // once more) is shrunk and judged with time to spare, so that the load of the machine
        // does not turn it back into a time-out.
        let patient = search::found_with_patience(
            found.run.verdict,
            found.run.finished.time,
            self.runner.limits.time,
        );
        let runner = if patient {
            search::patient(&self.runner)
        } else {
            self.runner.clone()
        };
        let mut saved = Files::default();
        if let (Some(dir), Origin::Case { .. }) = (&self.options.save, &found.origin) {
            match files::save(
                self.subject,
                dir,
                self.options,
                &found.origin,
                "-original",
                (&found.input, &found.expected),
            ) {
                Ok(path) => saved.saved.push(path),
                Err(error) => saved.unsaved.push(format!("{error:#}")),
            }
        }
        let mut steps = ShrinkSteps::default();
        let failing = Failing {
            input: found.input.clone(),
            run: found.run.clone(),
            expected: found.expected.clone(),
        };
        if !matches!(found.origin, Origin::Remembered { .. }) {
            self.keep_step(&found.origin, &failing, 0, &mut steps);
        }
        let shrunk =
            match &found.origin {
                Origin::Remembered { .. } => Ok(Shrunk {
                    smallest: failing,
                    steps: 0,
                    tries: 0,
                    stop: Stop::Remembered,
                }),
                _ => {
                    let bar = ProgressBar::new_spinner();
                    let verdict = found.run.verdict.abbreviation();
                    let shrunk =
                        minimize(self.subject, &runner, self.options, failing, |progress| {
                            match progress {
                                Progress::Trying(at) => {
                                    bar.set_message(format!(
                                        "{verdict}; shrinking: {}, {} taken, {} tried",
                                        count(at.bytes, "byte"),
                                        count(at.steps, "step"),
                                        count(at.tries, "run"),
                                    ));
                                    bar.tick();
                                }
                                Progress::Step(step, smaller) => {
                                    self.keep_step(&found.origin, smaller, step, &mut steps);
                                }
                            }
                        });
                    bar.finish_and_clear();
                    shrunk
                }
            };
        let mut failure = shrunk
            .and_then(|shrunk| self.confirm(&runner, found, shrunk, slow))
            .map_err(cannot_go_on)?;
        failure.files = saved;
        failure.files.steps = steps;
        Ok(failure)
    }

    /// Keeps the smallest failing input so far, at `step` of shrinking (0: as found), in the
    /// corpus and with `--save`, in place of the step before: so that a run killed while it
    /// shrinks, or whose report is lost, leaves it. A file that cannot be written is passed
    /// over: the failure is kept whole at the end, and what cannot be kept is told then.
    fn keep_step(
        &self,
        origin: &Origin,
        failing: &Failing<S::Input>,
        step: usize,
        steps: &mut ShrinkSteps,
    ) {
        let kept = (&failing.input, failing.expected.as_str());
        if let Some(corpus) = &self.options.corpus {
            let solution = self.options.solution.name();
            let stem = steps
                .stem
                .get_or_insert_with(|| {
                    corpus::shrinking_stem(self.subject, &solution, &failing.input)
                })
                .clone();
            let previous = steps.corpus.as_deref();
            if let Ok(path) = corpus
                .unlinked()
                .and_then(|dir| corpus::keep_step(self.subject, &dir, &stem, step, kept, previous))
            {
                steps.corpus = Some(path);
            }
        }
        // The input as found is kept already: `--save` wrote it, or the user gave it.
        if let (Some(dir), true) = (&self.options.save, step > 0) {
            let stem = files::stem(self.subject, self.options, origin);
            let previous = steps.saved.as_deref();
            if let Ok(path) = corpus::keep_step(self.subject, dir, &stem, step, kept, previous) {
                steps.saved = Some(path);
            }
        }
    }

    /// The failure as the report shows it: the shrunk input judged once more, so that the
    /// verdict shown is the one of the run shown. Should that run pass (a solution slow only
    /// near the limit), the original input is shown, judged again. After a signal nothing
    /// more runs: the last run that failed alike is shown.
    fn confirm(
        &self,
        runner: &Runner,
        found: Found<S::Input>,
        shrunk: Shrunk<S::Input>,
        slow: Option<Slow>,
    ) -> anyhow::Result<Failure<S::Input>> {
        let subject = self.subject;
        let (shown, run, expected) = match shrunk.stop {
            Stop::Interrupted(_) | Stop::Remembered => (
                shrunk.smallest.input.clone(),
                shrunk.smallest.run.clone(),
                shrunk.smallest.expected.clone(),
            ),
            _ => {
                let (run, expected) = subject.check(runner, &shrunk.smallest.input)?;
                if run.verdict == Verdict::Ac {
                    let (run, expected) = subject.check(runner, &found.input)?;
                    (found.input.clone(), run, expected)
                } else {
                    (shrunk.smallest.input.clone(), run, expected)
                }
            }
        };
        // The table is read off a run of its own, the only one with `COACH_TABLE=1`: a
        // solution that prints only then pays for printing on no judged run.
        // After a signal, nor where that run cannot be made, nothing is read.
        let interrupted = matches!(shrunk.stop, Stop::Interrupted(_));
        let table = if run.verdict != Verdict::Wa || !subject.reads_tables() || interrupted {
            TableNote::Unread
        } else if let Ok((read, _)) = subject.check(&runner.reading_table(), &shown) {
            if read.verdict == Verdict::Wa {
                subject
                    .table(&shown, &read)
                    .map_or(TableNote::Unread, |examined| {
                        TableNote::Examined(Box::new(examined))
                    })
            } else {
                TableNote::Unlike(read.verdict, read.finished.how_ended())
            }
        } else {
            TableNote::Unread
        };
        Ok(Failure {
            table,
            origin: found.origin,
            verdict: found.run.verdict,
            original: found.input,
            original_expected: found.expected,
            shrunk,
            shown,
            run,
            expected,
            slow,
            files: Files::default(),
            cases_run: 0,
        })
    }

    /// Keeps the failure: in the corpus (not one it held already), and the shrunk input with
    /// `--save`. What cannot be written is told in the report, which is still shown whole:
    /// a failure found is never lost.
    fn keep(&self, failure: &mut Failure<S::Input>) {
        let remembered = matches!(failure.origin, Origin::Remembered { .. });
        if let (Some(corpus), false) = (&self.options.corpus, remembered) {
            match corpus.keep(
                self.subject,
                &self.options.solution.name(),
                (&failure.original, &failure.original_expected),
                (&failure.shown, &failure.expected),
                &self.note(failure),
            ) {
                Ok(kept) => {
                    failure.files.known = kept.known;
                    failure.files.corpus = Some((kept.shrunk, kept.original));
                    if let Some(step) = failure.files.steps.corpus.take() {
                        corpus::forget(&step);
                    }
                    // A step a killed run left, replayed and now kept whole.
                    if let Origin::File(path) = &failure.origin
                        && corpus::is_step(path)
                        && path.parent() == Some(corpus.dir.as_path())
                    {
                        corpus::forget(path);
                    }
                }
                Err(error) => failure.files.unsaved.push(format!("{error:#}")),
            }
        }
        if let Some(dir) = &self.options.save {
            match files::save(
                self.subject,
                dir,
                self.options,
                &failure.origin,
                "",
                (&failure.shown, &failure.expected),
            ) {
                Ok(path) => {
                    failure.files.saved.push(path);
                    if let Some(step) = failure.files.steps.saved.take() {
                        corpus::forget(&step);
                    }
                }
                Err(error) => failure.files.unsaved.push(format!("{error:#}")),
            }
        }
    }

    /// The note beside a remembered failure: what found it, and how to find it again.
    fn note(&self, failure: &Failure<S::Input>) -> String {
        let options = self.options;
        let found = match &failure.origin {
            Origin::Case { index, class, .. } => format!(
                "case {} ({}), seed {}",
                index + 1,
                class.words(),
                options.seed
            ),
            Origin::File(path) | Origin::Remembered { path, .. } => path.display().to_string(),
        };
        format!(
            "problem: {}\nsolution: {}\nverdict: {}\nfound on: {found}\nfound by: {}\n",
            self.subject.name(),
            options.solution.words(),
            failure.run.verdict.abbreviation(),
            options.search_command(self.subject.command(), &self.subject.invocation())
        )
    }

    /// The report of a failure, and its status: 1, or 128 + the signal's number that
    /// stopped the run.
    fn report(
        &self,
        failure: &Failure<S::Input>,
        context: &Context,
        start: Instant,
        out: &mut dyn Write,
    ) -> Exit {
        let interrupted = match failure.shrunk.stop {
            Stop::Interrupted(signal) => Some(signal),
            _ => context.interrupted,
        };
        let report = if self.options.json {
            let json = json::json(self.subject, Some(failure), self.options, context);
            format!("{json}\n")
        } else {
            let why = self
                .subject
                .why(&failure.shown, failure.run.verdict, failure.files.shown());
            text::failure_report(
                self.subject,
                failure,
                self.options,
                context,
                &why,
                start.elapsed(),
            )
        };
        // The status tells the verdict, whatever becomes of the report.
        let _ = output::write(out, &report);
        match interrupted {
            Some(signal) => Exit::Signal(signal),
            None if failure.shrunk.stop == Stop::Bug => Exit::Internal,
            None => Exit::Wrong,
        }
    }

    /// Every case passed, or a signal stopped the search before one failed: the report, and
    /// its status.
    fn report_pass(&self, context: &Context, start: Instant, out: &mut dyn Write) -> Exit {
        let (name, options) = (self.subject.name(), self.options);
        let report = match (options.json, context.interrupted) {
            (true, _) => format!("{}\n", json::json(self.subject, None, options, context)),
            (false, Some(signal)) => {
                context.replay.words()
                    + &summary::interruption(name, options, &context.tally, signal)
            }
            (false, None) => {
                context.replay.words()
                    + &summary::pass(name, options, &context.tally, start.elapsed())
                    + &self
                        .subject
                        .reach()
                        .map_or(String::new(), |reach| reach.words())
            }
        };
        match context.interrupted {
            Some(signal) => {
                let _ = output::write(out, &report);
                Exit::Signal(signal)
            }
            None => output::emit(out, &report),
        }
    }

    /// `--replay` with no remembered failure that fails still: what the replay found.
    fn report_replay(&self, replay: &CorpusReplay, out: &mut dyn Write) -> Exit {
        let words = match replay.words() {
            words if words.is_empty() => format!(
                "{}: no remembered failure to replay{}.\n",
                self.subject.name(),
                self.options
                    .corpus
                    .as_ref()
                    .map_or(String::new(), |corpus| {
                        format!(" in {}", corpus.dir.display())
                    })
            ),
            words => words,
        };
        output::emit(out, &words)
    }
}
