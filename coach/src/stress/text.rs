//! The stress report a person reads.
//!
//! A report fits a screen, whatever the input's size: an input longer than
//! [`SHOWN_INPUT_BYTES`] is shown by its first lines and the file that holds it whole, and
//! optimal play is shown for a wrong answer on a short game, else named as the command that
//! shows it.

use super::failure::{Context, CorpusReplay, Failure};
use super::minimize::Stop;
use super::options::StressOptions;
use super::search::{Class, Origin, Tally};
use crate::notation::{count, thousands};
use crate::problem::Subject;
use crate::process::signal_words;
use crate::solution::Verdict;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// Lines of a long output shown in the report.
const SHOWN_LINES: usize = 20;

/// Inputs up to this many bytes are shown whole; longer ones by their first
/// lines, as many as `SHOWN_INPUT_LINES` says.
pub(super) const SHOWN_INPUT_BYTES: usize = 4096;

/// Lines of a long input shown in the report.
const SHOWN_INPUT_LINES: usize = 10;

impl CorpusReplay {
    /// The replay in a sentence, or nothing when the corpus holds no input: `3 remembered
    /// failures (in .coach/tdpcb): all pass now.`
    pub(super) fn words(&self) -> String {
        let mut out = String::new();
        for file in &self.unreadable {
            writeln!(
                out,
                "Cannot read back a remembered input, left as it is: {file}"
            )
            .unwrap();
        }
        let Some(dir) = &self.dir else {
            return out;
        };
        let remembered = self.passing + usize::from(self.failing.is_some());
        let summary = match &self.failing {
            None if remembered == 0 => return out,
            None if remembered == 1 => "it passes now".to_string(),
            None => "all pass now".to_string(),
            Some(failing) if self.passing == 0 => {
                format!("{} fails still", failing.display())
            }
            Some(failing) => format!(
                "{} passed, then {} failed still",
                self.passing,
                failing.display()
            ),
        };
        writeln!(
            out,
            "{} (in {}): {summary}.",
            count(remembered, "remembered failure"),
            dir.display()
        )
        .unwrap();
        out
    }
}

/// What the cases tried, by class, and the largest input: `500 small, 400 medium, 50 random
/// at the maximum, 50 boundary shapes; the largest input: 2000 x 2000 grid`.
pub(super) fn classes_tried(tally: &Tally) -> String {
    let classes = by_class(&tally.classes);
    match &tally.largest {
        Some((_, shape)) => format!("{classes}; the largest input: {shape}"),
        None => "no case".to_string(),
    }
}

/// Counts by class, those that are not 0: `2 random at the maximum, 1 boundary shape`.
fn by_class(counts: &[usize; 4]) -> String {
    let classes: Vec<String> = Class::ALL
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(class, &n)| class.counted(n))
        .collect();
    classes.join(", ")
}

/// All cases passed.
pub(super) fn pass(
    problem: &str,
    options: &StressOptions,
    tally: &Tally,
    elapsed: Duration,
) -> String {
    format!(
        "{problem}: all {} passed in {:.1} s (seed {}): {}.\n",
        count(options.cases, "case"),
        elapsed.as_secs_f64(),
        options.seed,
        classes_tried(tally)
    )
}

/// A search stopped by a signal before any case failed.
pub(super) fn interruption(
    problem: &str,
    options: &StressOptions,
    tally: &Tally,
    signal: i32,
) -> String {
    format!(
        "{problem}: interrupted by {} after {} of {}, all passed (seed {}): {}.\n",
        signal_words(signal),
        count(tally.cases(), "case"),
        options.cases,
        options.seed,
        classes_tried(tally)
    )
}

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
        Origin::Remembered(path) => format!("{} (remembered from an earlier run)", path.display()),
    }
}

/// Where a failure was found, in words: `case 12 (a boundary shape: one row of the maximum
/// width; 12 cases run, seed 1)`, or the user's file.
fn origin(origin: &Origin, options: &StressOptions) -> String {
    let run = match origin {
        Origin::Case { index, .. } => Some(format!(
            "{} run, seed {}",
            count(index + 1, "case"),
            options.seed
        )),
        _ => None,
    };
    case(origin, run)
}

/// How shrinking ended, in words.
fn shrink_end(stop: Stop, tries: usize, verdict: Verdict) -> String {
    let tle = verdict == Verdict::Tle;
    match stop {
        Stop::Minimal if tle => "no smaller candidate timed out here".to_string(),
        Stop::Minimal => "1-minimal: no smaller candidate fails alike".to_string(),
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
        Stop::Remembered => "shrunk when it was found".to_string(),
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
            origin(&failure.origin, options),
            failure.verdict.abbreviation(),
            input(&subject.format(&failure.original), file)
        );
    }
    let shrinking =
        if shrunk.stop != Stop::Remembered && subject.format(&shrunk.input).len() != shown_bytes {
            // The shrunk input passed when it was judged once more: the original is shown.
            format!(
                "shrinking reached {} in {} ({}), but that input passed when it was run once more \
             (a time-out near the limit, or a flaky solution): the original input is shown, \
             which failed again",
                count(subject.format(&shrunk.input).len(), "byte"),
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
            )
        } else if shrunk.stop == Stop::Remembered {
            format!(
                "{} bytes, {}",
                thousands(shown_bytes),
                shrink_end(shrunk.stop, shrunk.tries, failure.verdict)
            )
        } else {
            format!(
                "shrunk from {} to {} in {} ({}), {}",
                count(subject.format(&failure.original).len(), "byte"),
                count(shown_bytes, "byte"),
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
                shrink_end(shrunk.stop, shrunk.tries, failure.verdict)
            )
        };
    let mut out = format!(
        "{}: {} on {}; {shrinking}; {:.1} s in all.\n",
        subject.name(),
        failure.run.verdict.abbreviation(),
        origin(&failure.origin, options),
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
        out.push_str(&slowness(options));
    }
    let finished = &failure.run.finished;
    write!(
        out,
        "\n--- input\n{}--- expected\n{}\n",
        input(&subject.format(&failure.shown), file),
        failure.expected
    )
    .unwrap();
    match failure.run.verdict {
        Verdict::Wa => {
            let difference = failure.run.difference.as_deref().unwrap_or_default();
            write!(out, "--- actual: {difference}\n{}", lines(&finished.stdout)).unwrap();
        }
        Verdict::Re | Verdict::Tle | Verdict::Ole => {
            // What the solution said: its output, or its standard error when it printed
            // nothing.
            let (what, bytes) = if finished.stdout.is_empty() {
                ("standard error", &finished.stderr)
            } else {
                ("standard output", &finished.stdout)
            };
            write!(
                out,
                "--- actual: {}, {what}:\n{}",
                finished.how_ended(),
                lines(bytes)
            )
            .unwrap();
        }
        Verdict::Ac => {}
    }
    out
}

/// What a TLE means, and what to try.
fn slowness(options: &StressOptions) -> String {
    let python = options.solution.is_cpython();
    let mut out = String::from(
        "A TLE depends on the machine: this one repeated on a second run here, but may not on \
         a faster machine.",
    );
    out.push_str(if python {
        " Try --pypy (PyPy runs Python several times faster), or give the judge's own limit \
         with --time-limit S.\n"
    } else {
        " Where the judge's limit is another, give it with --time-limit S.\n"
    });
    out
}

/// What timed out in the search, and what passed: `Timed out: 2 random at the maximum (the
/// other 48 not run); the largest input that passed: 100 + 100 objects.`
pub(super) fn timeouts(tally: &Tally) -> String {
    if tally.timed_out.iter().all(|&n| n == 0) {
        return String::new();
    }
    let mut out = format!("Timed out: {}", by_class(&tally.timed_out));
    if tally.skipped.iter().any(|&n| n > 0) {
        write!(out, "; not run after them: {}", by_class(&tally.skipped)).unwrap();
    }
    match &tally.largest {
        Some((_, shape)) => writeln!(out, ". The largest input that passed: {shape}.").unwrap(),
        None => writeln!(out, ". No input passed.").unwrap(),
    }
    out
}

/// An input as the report shows it: whole up to [`SHOWN_INPUT_BYTES`], else its first
/// [`SHOWN_INPUT_LINES`] lines, each cut to a screen's width, its size, and where it is whole.
fn input(text: &str, file: Option<&Path>) -> String {
    if text.len() <= SHOWN_INPUT_BYTES {
        return text.to_string();
    }
    let mut out = String::new();
    for line in text.lines().take(SHOWN_INPUT_LINES) {
        let cut: String = line.chars().take(100).collect();
        let more = if cut.len() < line.len() { " …" } else { "" };
        writeln!(out, "{cut}{more}").unwrap();
    }
    let whole = match file {
        Some(file) => format!("whole in {}", file.display()),
        None => "run with --save DIR to keep it whole".to_string(),
    };
    writeln!(
        out,
        "… {} in all, {}: {whole}",
        count(text.lines().count(), "line"),
        count(text.len(), "byte")
    )
    .unwrap();
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
    if kept.corpus.is_some() || !kept.saved.is_empty() {
        out.push('\n');
    }
    if !matches!(failure.shrunk.stop, Stop::Minimal | Stop::Remembered) {
        match kept.shown() {
            Some(path) => writeln!(
                out,
                "To go on shrinking from there: {}",
                options.resume(subject.name(), path)
            ),
            None => writeln!(
                out,
                "To go on shrinking from there, save the input above as FILE and run: {}",
                options.resume(subject.name(), Path::new("FILE"))
            ),
        }
        .unwrap();
    }
    out.push_str(why);
    if failure.run.verdict == Verdict::Wa {
        match &failure.table {
            Some(examined) => write!(out, "\n--- your table\n{}", examined.words).unwrap(),
            None => write!(out, "\n{}", crate::table::how_to_print()).unwrap(),
        }
    }
    out
}

/// An output as numbered lines, so that leading blanks and blank lines show; at most
/// [`SHOWN_LINES`] of them, each cut to a screen's width.
fn lines(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "(nothing)\n".to_string();
    }
    let text = String::from_utf8_lossy(bytes);
    let all: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for (k, line) in all.iter().take(SHOWN_LINES).enumerate() {
        let cut: String = line.chars().take(100).collect();
        let more = if cut.len() < line.len() { " …" } else { "" };
        writeln!(out, "{:>4}| {cut}{more}", k + 1).unwrap();
    }
    if all.len() > SHOWN_LINES {
        writeln!(
            out,
            "    … {} more, {} in all",
            count(all.len() - SHOWN_LINES, "line"),
            count(bytes.len(), "byte")
        )
        .unwrap();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Known, Tdpcb};
    use crate::stress::failure::Slow;
    use crate::stress::failure::example::{case, failure, options};
    use std::path::PathBuf;

    fn text_of(failure: &Failure<(Vec<i64>, Vec<i64>)>) -> String {
        text(
            &Known::<Tdpcb>::new(),
            failure,
            &options(),
            Duration::ZERO,
            None,
        )
    }

    #[test]
    fn a_pass_says_what_it_tried_and_an_interruption_what_passed() {
        let tally = Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
            ..Tally::default()
        };
        assert_eq!(
            pass("tdpcb", &options(), &tally, Duration::from_millis(1500)),
            "tdpcb: all 1 case passed in 1.5 s (seed 3): 1 small; the largest input: 1 + 1 \
             objects.\n"
        );
        let tally = Tally {
            classes: [10, 8, 1, 1],
            largest: Some((4_002_010, "2000 x 2000 grid".to_string())),
            ..Tally::default()
        };
        assert_eq!(
            classes_tried(&tally),
            "10 small, 8 medium, 1 random at the maximum, 1 boundary shape; the largest \
             input: 2000 x 2000 grid"
        );
        assert_eq!(
            interruption("abc201d", &options(), &tally, 2),
            "abc201d: interrupted by Ctrl-C (SIGINT) after 20 cases of 1, all passed (seed 3): \
             10 small, 8 medium, 1 random at the maximum, 1 boundary shape; the largest input: \
             2000 x 2000 grid.\n"
        );
    }

    #[test]
    fn time_outs_are_counted_with_what_was_not_run_and_the_largest_pass() {
        assert_eq!(timeouts(&Tally::default()), "");
        let tally = Tally {
            classes: [500, 400, 0, 1],
            largest: Some((900, "100 + 100 objects".to_string())),
            timed_out: [0, 0, 2, 2],
            skipped: [0, 0, 48, 47],
        };
        assert_eq!(
            timeouts(&tally),
            "Timed out: 2 random at the maximum, 2 boundary shapes; not run after them: 48 \
             random at the maximum, 47 boundary shapes. The largest input that passed: 100 + \
             100 objects.\n"
        );
    }

    #[test]
    fn long_outputs_are_numbered_cut_and_counted() {
        assert_eq!(lines(b""), "(nothing)\n");
        assert_eq!(lines(b"  a\n\nb\n"), "   1|   a\n   2| \n   3| b\n");
        let many: String = (1..=25).map(|k| format!("{k}\n")).collect();
        let shown = lines(many.as_bytes());
        assert!(
            shown.contains("  20| 20\n") && !shown.contains("| 21"),
            "{shown}"
        );
        assert!(
            shown.ends_with("    … 5 lines more, 66 bytes in all\n"),
            "{shown}"
        );
        let twenty: String = (1..=20).map(|k| format!("{k}\n")).collect();
        let shown = lines(twenty.as_bytes());
        assert!(
            shown.ends_with("  20| 20\n") && !shown.contains("more"),
            "{shown}"
        );
        let long = "x".repeat(150);
        assert_eq!(
            lines(long.as_bytes()),
            format!("   1| {} …\n", "x".repeat(100))
        );
    }

    /// An input too long for a screen is shown by its first lines, its size and the file
    /// that holds it whole.
    #[test]
    fn a_long_input_is_cut_and_named_by_its_file() {
        let short = "1 1\n1\n2\n";
        assert_eq!(input(short, None), short);
        let grid: String = std::iter::once("100 200\n".to_string())
            .chain((0..100).map(|_| format!("{}\n", "+".repeat(200))))
            .collect();
        let shown = input(&grid, Some(Path::new(".coach/abc201d/x.in")));
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), SHOWN_INPUT_LINES + 1, "{shown}");
        assert_eq!(lines[1], format!("{} …", "+".repeat(100)));
        assert_eq!(
            lines[SHOWN_INPUT_LINES],
            "… 101 lines in all, 20108 bytes: whole in .coach/abc201d/x.in"
        );
        assert!(input(&grid, None).ends_with(": run with --save DIR to keep it whole\n"));
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
        assert!(tle.contains("give it with --time-limit S"), "{tle}");
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

    #[test]
    fn a_replay_says_what_the_corpus_holds_and_what_fails_still() {
        let dir = Some(PathBuf::from(".coach/tdpcb"));
        let replay = |passing, failing: Option<&str>| CorpusReplay {
            dir: dir.clone(),
            passing,
            failing: failing.map(PathBuf::from),
            unreadable: Vec::new(),
        };
        assert_eq!(replay(0, None).words(), "");
        assert_eq!(CorpusReplay::default().words(), "");
        assert_eq!(
            replay(1, None).words(),
            "1 remembered failure (in .coach/tdpcb): it passes now.\n"
        );
        assert_eq!(
            replay(3, None).words(),
            "3 remembered failures (in .coach/tdpcb): all pass now.\n"
        );
        assert_eq!(
            replay(2, Some("x.in")).words(),
            "3 remembered failures (in .coach/tdpcb): 2 passed, then x.in failed still.\n"
        );
        assert_eq!(
            replay(0, Some("x.in")).words(),
            "1 remembered failure (in .coach/tdpcb): x.in fails still.\n"
        );
        let mut unreadable = replay(0, None);
        unreadable
            .unreadable
            .push("y.in: not UTF-8 text".to_string());
        assert_eq!(
            unreadable.words(),
            "Cannot read back a remembered input, left as it is: y.in: not UTF-8 text\n"
        );
    }
}
