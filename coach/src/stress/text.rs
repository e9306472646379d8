//! The report of a failure, as a person reads it: the verdict, where it was found, how
//! shrinking went, the input, what was expected and what the solution did, where its inputs
//! are kept, and why the answer is right.
//!
//! A report fits a screen, whatever the input's size (`screen.rs`), and optimal play is shown
//! for a wrong answer on a short game, else named as the command that shows it.

use super::failure::{Context, Failure, TableNote};
use super::minimize::Stop;
use super::options::StressOptions;
use super::screen::{input, lines};
use super::search::{Class, Origin};
use super::subject::Subject;
use super::summary::timeouts;
use crate::notation::{count, thousands};
use crate::process::signal_words;
use crate::solution::Verdict;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// Where a case is, in words: `case 12 (a boundary shape: one row of the maximum width`,
/// with `run` (`12 cases run, seed 1`) before the closing parenthesis.
fn case(origin: &Origin, run: Option<String>) -> String {
    match origin {
        Origin::Case {
            index,
            class,
            shape,
        } => {
            let kind = match (class, shape) {
                (Class::Boundary, Some(shape)) => format!("a boundary shape: {shape}"),
                (Class::Max, _) => "random, at the maximum constraints".to_string(),
                (class, _) => format!("a {} input", class.words()),
            };
            match run {
                Some(run) => format!("case {} ({kind}; {run})", index + 1),
                None => format!("case {} ({kind})", index + 1),
            }
        }
        Origin::File(path) => path.display().to_string(),
        Origin::Remembered { path, found } => match found {
            Some(found) => format!("{} (remembered: found against {found})", path.display()),
            None => format!("{} (remembered from an earlier run)", path.display()),
        },
    }
}

/// Where a failure was found, in words: `case 12 (a boundary shape: one row of the maximum
/// width; 12 cases run, seed 1)`, or the user's file.
fn origin<I>(failure: &Failure<I>, options: &StressOptions) -> String {
    let run = match failure.origin {
        Origin::Case { .. } => Some(format!(
            "{} run, seed {}",
            count(failure.cases_run, "case"),
            options.seed
        )),
        _ => None,
    };
    case(&failure.origin, run)
}

/// How shrinking `input` ended, in words.
fn shrink_end<S: Subject>(
    subject: &S,
    input: &S::Input,
    stop: Stop,
    tries: usize,
    verdict: Verdict,
) -> String {
    let tle = verdict == Verdict::Tle;
    match stop {
        Stop::Minimal if tle => "no smaller candidate timed out here".to_string(),
        Stop::Minimal => subject.minimal_words().to_string(),
        Stop::Unknown(unknown) => format!(
            "not known to be 1-minimal: no smaller candidate failed alike, but {} timed out, \
             so whether {} is not known",
            count(unknown, "candidate"),
            if unknown == 1 {
                "it fails"
            } else {
                "they fail"
            }
        ),
        Stop::Tries if tle => format!(
            "stopped after the {} a TLE may take (each may take the time limit): the smallest \
             input found that still times out, not 1-minimal",
            count(tries, "run")
        ),
        Stop::Tries => format!(
            "stopped by --shrink-tries after {}, not yet 1-minimal",
            count(tries, "run")
        ),
        Stop::Time => format!(
            "stopped by --shrink-time after {}, not yet 1-minimal",
            count(tries, "run")
        ),
        Stop::Interrupted(signal) => format!(
            "INTERRUPTED by {} after {}, not yet 1-minimal",
            signal_words(signal),
            count(tries, "run")
        ),
        Stop::Bug => format!(
            "STOPPED by a bug in coach after {} (its line is on standard error), not yet \
             1-minimal",
            count(tries, "run")
        ),
        Stop::Remembered => "shrunk when it was found".to_string(),
        Stop::Unshrinkable => subject
            .unshrinkable(input)
            .unwrap_or_else(|| "not shrunk".to_string()),
    }
}

/// The failure: the verdict, where it was found, how shrinking went, the input, what was
/// expected and what the solution did. `file` holds the input shown, whole.
pub(super) fn text<S: Subject>(
    subject: &S,
    failure: &Failure<S::Input>,
    options: &StressOptions,
    elapsed: Duration,
    file: Option<&Path>,
) -> String {
    let shrunk = &failure.shrunk;
    let shown_bytes = subject.format(&failure.shown).len();
    if failure.run.verdict == Verdict::Ac {
        return format!(
            "{}: {} got {} once but passed when run again, as did its shrunk input: the \
             solution is flaky, perhaps slow only near --time-limit.\n\n--- input\n{}",
            subject.name(),
            origin(failure, options),
            failure.verdict.abbreviation(),
            input(&subject.format(&failure.original), file)
        );
    }
    let shrinking = if shrunk.stop != Stop::Remembered
        && subject.format(&shrunk.smallest.input).len() != shown_bytes
    {
        // The shrunk input passed when it was judged once more: the original is shown.
        format!(
            "shrinking reached {} in {} ({}), but that input passed when it was run once more \
             (a time-out near the limit, or a flaky solution): the original input is shown, \
             which failed again",
            count(subject.format(&shrunk.smallest.input).len(), "byte"),
            count(shrunk.steps, "step"),
            count(shrunk.tries, "run"),
        )
    } else {
        let end = shrink_end(
            subject,
            &shrunk.smallest.input,
            shrunk.stop,
            shrunk.tries,
            failure.verdict,
        );
        let original_bytes = subject.format(&failure.original).len();
        if matches!(shrunk.stop, Stop::Remembered | Stop::Unshrinkable) {
            format!("{} bytes, {end}", thousands(shown_bytes))
        } else if shown_bytes > original_bytes {
            // Each step took fewer or lower values, and some are written longer (a value
            // lowered from 1000000000 to -999999999): said, not hidden as a shrink in bytes.
            format!(
                "shrunk in {} ({}) to fewer or lower values, though written {} longer ({} to \
                 {}), {end}",
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
                count(shown_bytes - original_bytes, "byte"),
                thousands(original_bytes),
                count(shown_bytes, "byte"),
            )
        } else {
            format!(
                "shrunk from {} to {} in {} ({}), {end}",
                count(original_bytes, "byte"),
                count(shown_bytes, "byte"),
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
            )
        }
    };
    let mut out = format!(
        "{}: {} on {}; {shrinking}; {:.1} s in all.\n",
        subject.name(),
        failure.run.verdict.abbreviation(),
        origin(failure, options),
        elapsed.as_secs_f64()
    );
    if let Some(slow) = &failure.slow {
        writeln!(
            out,
            "Also TLE on {}, a {}: the {} is told first.",
            case(&slow.origin, None),
            slow.shape,
            failure.run.verdict.abbreviation()
        )
        .unwrap();
    }
    if failure.run.verdict == Verdict::Tle {
        out.push_str(&slowness(options, shown_bytes));
    } else if super::search::found_with_patience(
        failure.run.verdict,
        failure.run.finished.time,
        options.limits.time,
    ) {
        writeln!(
            out,
            "It is slow too: past --time-limit {} s here, it was run once more with {} s to \
             spare, and this is what it printed.",
            options.limits.time.as_secs_f64(),
            (options.limits.time * super::search::PATIENCE).as_secs_f64()
        )
        .unwrap();
    }
    let finished = &failure.run.finished;
    write!(
        out,
        "\n--- input\n{}--- {}\n{}\n",
        input(&subject.format(&failure.shown), file),
        subject.answer_name(),
        failure.expected
    )
    .unwrap();
    match failure.run.verdict {
        Verdict::Wa | Verdict::Lost | Verdict::Side | Verdict::Illegal | Verdict::Protocol => {
            let difference = failure.run.difference.as_deref().unwrap_or_default();
            write!(out, "--- actual: {difference}\n{}", lines(&finished.stdout)).unwrap();
        }
        Verdict::Re | Verdict::Tle | Verdict::Ole => {
            // What the solution said: its output, or its standard error when it printed
            // nothing.
            let (what, bytes) = if finished.stdout.is_empty() {
                ("standard error", &finished.stderr)
            } else {
                (subject.output_name(), &finished.stdout)
            };
            let why = failure
                .run
                .difference
                .as_ref()
                .map_or(String::new(), |why| format!(" ({why})"));
            write!(
                out,
                "--- actual: {}{why}, {what}:\n{}",
                finished.how_ended(),
                lines(bytes)
            )
            .unwrap();
        }
        Verdict::Ac => {}
    }
    out
}

/// The size of input up to which a TLE is told as most likely an endless loop: no solution
/// of a contest takes its time limit on so few bytes.
const LOOP_BYTES: usize = 64;

/// What a TLE on an input of `bytes` means, and what to try, as this machine allows.
fn slowness(options: &StressOptions, bytes: usize) -> String {
    let mut out = String::from(
        "A TLE depends on the machine: this one repeated on a second run here, but may not on \
         a faster machine.",
    );
    if bytes <= LOOP_BYTES {
        out.push_str(
            " On an input this small it is most likely a loop that never ends, or a read of \
             more than the input holds: run the solution on it by hand.\n",
        );
    } else if !options.solution.is_cpython() {
        out.push_str(" Where the judge's limit is another, give it with --time-limit S.\n");
    } else if crate::solution::installed("pypy3") {
        out.push_str(
            " Try --pypy (PyPy runs Python several times faster), or give the judge's own \
             limit with --time-limit S.\n",
        );
    } else {
        out.push_str(
            " Give the judge's own limit with --time-limit S; --pypy (PyPy runs Python several \
             times faster) needs pypy3, which is not on the PATH here.\n",
        );
    }
    out
}

/// The whole report of a failure: the replay of the corpus, [`text`], what timed out, where
/// its inputs are kept, the command that goes on shrinking where it stopped before it was
/// 1-minimal, and why the expected answer is right.
pub(super) fn failure_report<S: Subject>(
    subject: &S,
    failure: &Failure<S::Input>,
    options: &StressOptions,
    context: &Context,
    why: &str,
    elapsed: Duration,
) -> String {
    let (replay, tally, kept) = (&context.replay, &context.tally, &failure.files);
    let mut out = replay.words();
    out.push_str(&text(subject, failure, options, elapsed, kept.shown()));
    if failure.run.verdict == Verdict::Tle {
        let timeouts = timeouts(tally);
        if !timeouts.is_empty() {
            write!(out, "\n{timeouts}").unwrap();
        }
    }
    if let Some((shrunk, original)) = &kept.corpus {
        let how = if kept.known {
            "Known already"
        } else {
            "Remembered"
        };
        write!(out, "\n{how} in the corpus: {}", shrunk.display()).unwrap();
        if let Some(original) = original {
            write!(out, " (as found: {})", original.display()).unwrap();
        }
        out.push_str("; every run replays it first.");
    }
    for path in &kept.saved {
        write!(out, "\nSaved {} and its .out.", path.display()).unwrap();
    }
    for why in &kept.unsaved {
        write!(out, "\nNot saved: {why}.").unwrap();
    }
    if kept.corpus.is_some() || !kept.saved.is_empty() || !kept.unsaved.is_empty() {
        out.push('\n');
    }
    if !matches!(
        failure.shrunk.stop,
        Stop::Minimal | Stop::Remembered | Stop::Unshrinkable
    ) {
        match kept.shown() {
            Some(path) => writeln!(
                out,
                "To go on shrinking from there: {}",
                options.resume(subject.command(), &subject.invocation(), path)
            ),
            None => writeln!(
                out,
                "To go on shrinking from there, save the input above as FILE and run: {}",
                options.resume(subject.command(), &subject.invocation(), Path::new("FILE"))
            ),
        }
        .unwrap();
    }
    out.push_str(why);
    match &failure.table {
        TableNote::Examined(examined) => write!(out, "\n{}", examined.words).unwrap(),
        TableNote::Unlike(verdict, ended) => write!(
            out,
            "\n--- your table\nThe run for your table ({}=1) got {} ({ended}), not WA as the \
             judged run did: its table is not read.\n",
            crate::solution::TABLE_VARIABLE,
            verdict.abbreviation()
        )
        .unwrap(),
        TableNote::Unread => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Known, Tdpcb};
    use crate::stress::failure::Slow;
    use crate::stress::failure::example::{case, failure, options};

    fn text_of(failure: &Failure<(Vec<i64>, Vec<i64>)>) -> String {
        text(
            &Known::<Tdpcb>::new(),
            failure,
            &options(),
            Duration::ZERO,
            None,
        )
    }

    /// A shrink whose values are written longer than the original's says so, and never
    /// "shrunk from 8 bytes to 12 bytes".
    #[test]
    fn a_shrink_written_longer_says_so() {
        let mut longer = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        longer.original = (vec![5], vec![6]);
        longer.shrunk.smallest.input = (vec![-10], vec![-20]);
        longer.shown = longer.shrunk.smallest.input.clone();
        let text = text_of(&longer);
        assert!(
            text.contains(
                "shrunk in 1 step (2 runs) to fewer or lower values, though written 4 bytes \
                 longer (8 to 12 bytes), "
            ),
            "{text}"
        );
        assert!(!text.contains("shrunk from"), "{text}");
    }

    /// A TLE on a few bytes is told as a loop, not as slowness: no advice to run faster.
    #[test]
    fn a_tle_on_a_few_bytes_is_told_as_a_loop_that_never_ends() {
        let mut python = options();
        python.solution = crate::solution::Solution::File {
            path: "slow.py".into(),
            pypy: false,
        };
        let small = slowness(&python, LOOP_BYTES);
        assert!(
            small.contains("most likely a loop that never ends"),
            "{small}"
        );
        assert!(!small.contains("--pypy"), "{small}");
        let large = slowness(&python, LOOP_BYTES + 1);
        assert!(!large.contains("loop"), "{large}");
        assert_eq!(
            large.contains("Try --pypy"),
            crate::solution::installed("pypy3"),
            "{large}"
        );
    }

    #[test]
    fn the_report_says_how_shrinking_ended_and_what_the_solution_did() {
        let wa = text_of(&failure(Verdict::Wa, "3\n", "", Stop::Minimal));
        assert!(wa.starts_with(
            "tdpcb: WA on case 1 (a small input; 1 case run, seed 3); shrunk from 10 bytes to 8 \
             bytes in 1 step (2 runs), 1-minimal: no smaller candidate fails alike; 0.0 s in \
             all.\n\n"
        ), "{wa}");
        assert!(
            wa.ends_with("--- expected\n2\n--- actual: token 1 (line 1): x\n   1| 3\n"),
            "{wa}"
        );
        let re = text_of(&failure(Verdict::Re, "", "boom\n", Stop::Time));
        assert!(
            re.contains("stopped by --shrink-time after 2 runs, not yet 1-minimal"),
            "{re}"
        );
        assert!(
            re.contains("--- actual: exit status 0, standard error:\n   1| boom\n"),
            "{re}"
        );
        let unknown = text_of(&failure(Verdict::Wa, "3\n", "", Stop::Unknown(3)));
        assert!(
            unknown.contains(
                "not known to be 1-minimal: no smaller candidate failed alike, but 3 candidates \
                 timed out, so whether they fail is not known"
            ),
            "{unknown}"
        );
        let tle = text_of(&failure(Verdict::Tle, "partial", "", Stop::Tries));
        assert!(
            tle.contains(
                "stopped after the 2 runs a TLE may take (each may take the time limit): the \
                 smallest input found that still times out, not 1-minimal"
            ),
            "{tle}"
        );
        assert!(tle.contains("A TLE depends on the machine"), "{tle}");
        assert!(tle.contains("most likely a loop that never ends"), "{tle}");
        let tle = text_of(&failure(Verdict::Tle, "partial", "", Stop::Minimal));
        assert!(tle.contains("no smaller candidate timed out here"), "{tle}");
        let stopped = text_of(&failure(Verdict::Wa, "3\n", "", Stop::Interrupted(15)));
        assert!(stopped.contains("INTERRUPTED by SIGTERM after 2 runs, not yet 1-minimal"));
        let mut boundary = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        boundary.origin = Origin::Case {
            index: 11,
            class: Class::Boundary,
            shape: Some("one object against the longest pile".to_string()),
        };
        boundary.cases_run = 12;
        let boundary = text_of(&boundary);
        assert!(
            boundary.starts_with(
                "tdpcb: WA on case 12 (a boundary shape: one object against the longest pile; 12 \
             cases run, seed 3)"
            ),
            "{boundary}"
        );
        assert!(tle.contains("standard output:\n   1| partial\n"), "{tle}");
        let flaky = text_of(&failure(Verdict::Ac, "2\n", "", Stop::Minimal));
        assert!(
            flaky.starts_with(
                "tdpcb: case 1 (a small input; 1 case run, seed 3) got AC once but passed when \
                 run again"
            ),
            "{flaky}"
        );
        assert!(flaky.ends_with("--- input\n2 1\n1 1\n2\n"), "{flaky}");
    }

    /// A wrong answer found after a time-out is told first, the time-out beside it; a
    /// shrunk input that passes when run again is said to, and the original shown.
    #[test]
    fn a_time_out_beside_a_wrong_answer_and_a_shrunk_input_that_passed_are_told() {
        let mut wa = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        wa.slow = Some(Slow {
            origin: case(1, Class::Max),
            shape: "1000 + 1000 objects".to_string(),
            bytes: 7_902,
        });
        let text = text_of(&wa);
        assert!(
            text.contains(
                "\nAlso TLE on case 2 (random, at the maximum constraints), a 1000 + 1000 \
                 objects: the WA is told first.\n"
            ),
            "{text}"
        );
        let mut passed_again = failure(Verdict::Tle, "", "", Stop::Minimal);
        passed_again.shown = passed_again.original.clone();
        let text = text_of(&passed_again);
        assert!(
            text.contains(
                "shrinking reached 8 bytes in 1 step (2 runs), but that input passed when it \
                 was run once more"
            ),
            "{text}"
        );
        assert!(!text.contains("shrunk from"), "{text}");
        let remembered = failure(Verdict::Wa, "3\n", "", Stop::Remembered);
        let text = text_of(&remembered);
        assert!(
            text.contains("; 8 bytes, shrunk when it was found;"),
            "{text}"
        );
    }
}
