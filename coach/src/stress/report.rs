//! The stress report a person reads or a script parses, and the saved cases.
//!
//! A report fits a screen, whatever the input's size: an input longer than
//! [`SHOWN_INPUT_BYTES`] is shown by its first lines and the file that holds it whole, and
//! optimal play is shown for a wrong answer on a short game, else named as the command that
//! shows it. `--json` holds everything, the inputs whole among it.

use super::corpus;
use super::{Class, Options, Origin, Run, Shrunk, Solution, Stop, Tally, Verdict};
use crate::notation::{count, thousands};
use crate::play;
use crate::problems::Coached;
use crate::process::{signal_name, signal_words};
use anyhow::{Context, Result};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Lines of a long output shown in the report.
const SHOWN_LINES: usize = 20;

/// Inputs up to this many bytes are shown whole; longer ones by their first
/// lines, as many as `SHOWN_INPUT_LINES` says.
pub const SHOWN_INPUT_BYTES: usize = 4096;

/// Lines of a long input shown in the report.
const SHOWN_INPUT_LINES: usize = 10;

/// Games of up to this many moves are played out under a wrong answer ("why"); longer ones
/// are named by the command that plays them.
pub const WHY_MOVES: usize = 40;

/// A failure, minimized and judged once more.
pub struct Failure<P: Coached> {
    /// The failing case, or the user's input.
    pub origin: Origin,
    /// The verdict the case got when it was found.
    pub verdict: Verdict,
    pub original: P::Input,
    pub shrunk: Shrunk<P::Input>,
    /// The run on the input shown, the shrunk one (or the original, when the shrunk one
    /// passed on this last run), and what the submission prints there.
    pub shown: P::Input,
    pub run: Run,
    pub expected: String,
    /// The first case that timed out, where the failure shown is another: told beside it.
    pub slow: Option<Slow>,
    /// For a wrong answer: the finding on the table the solution printed on the input
    /// shown, where it printed one ([`crate::printed`]).
    pub table: Option<crate::printed::Finding>,
}

/// A case that timed out: where it is, and its shape and size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slow {
    pub origin: Origin,
    pub shape: String,
    pub bytes: usize,
}

/// Where a failure's inputs are kept whole: in the corpus, and with `--save`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kept {
    /// The shrunk input (or the input shown), and the original, as the corpus holds them.
    pub corpus: Option<(PathBuf, Option<PathBuf>)>,
    /// The corpus held that failure already.
    pub known: bool,
    /// The files `--save` wrote, in the order written.
    pub saved: Vec<PathBuf>,
}

impl Kept {
    /// The file that holds the input shown, whole: the one `--save` wrote last, else the
    /// corpus's.
    pub fn shown(&self) -> Option<&Path> {
        self.saved
            .last()
            .map(PathBuf::as_path)
            .or(self.corpus.as_ref().map(|(shown, _)| shown.as_path()))
    }
}

/// What the replay of the corpus found, as a report says it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// The corpus's folder, where it holds any input.
    pub dir: Option<PathBuf>,
    /// The remembered failures that pass now.
    pub passing: usize,
    /// The one that fails still.
    pub failing: Option<PathBuf>,
    /// Files of the corpus that no longer read, each with why.
    pub unreadable: Vec<String>,
}

impl Replay {
    /// The replay in a sentence, or nothing when the corpus holds no input: `3 remembered
    /// failures (in .coach/tdpcb): all pass now.`
    pub fn words(&self) -> String {
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
pub fn tried(tally: &Tally) -> String {
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
pub fn passed(problem: &str, options: &Options, tally: &Tally, elapsed: Duration) -> String {
    format!(
        "{problem}: all {} passed in {:.1} s (seed {}): {}.\n",
        count(options.cases, "case"),
        elapsed.as_secs_f64(),
        options.seed,
        tried(tally)
    )
}

/// A search stopped by a signal before any case failed.
pub fn interrupted(problem: &str, options: &Options, tally: &Tally, signal: i32) -> String {
    format!(
        "{problem}: interrupted by {} after {} of {}, all passed (seed {}): {}.\n",
        signal_words(signal),
        count(tally.cases(), "case"),
        options.cases,
        options.seed,
        tried(tally)
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
fn origin(origin: &Origin, options: &Options) -> String {
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
fn stopped(stop: Stop, tries: usize, verdict: Verdict) -> String {
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
pub fn text<P: Coached>(
    failure: &Failure<P>,
    options: &Options,
    elapsed: Duration,
    file: Option<&Path>,
) -> String {
    let shrunk = &failure.shrunk;
    let shown_bytes = P::format(&failure.shown).len();
    if failure.run.verdict == Verdict::Ac {
        return format!(
            "{}: {} got {} once but passed when run again, as did its shrunk input: the \
             solution is flaky, perhaps slow only near --time-limit.\n\n--- input\n{}",
            P::NAME,
            origin(&failure.origin, options),
            failure.verdict.abbreviation(),
            input(&P::format(&failure.original), file)
        );
    }
    let shrinking =
        if shrunk.stop != Stop::Remembered && P::format(&shrunk.input).len() != shown_bytes {
            // The shrunk input passed when it was judged once more: the original is shown.
            format!(
                "shrinking reached {} in {} ({}), but that input passed when it was run once more \
             (a time-out near the limit, or a flaky solution): the original input is shown, \
             which failed again",
                count(P::format(&shrunk.input).len(), "byte"),
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
            )
        } else if shrunk.stop == Stop::Remembered {
            format!(
                "{} bytes, {}",
                thousands(shown_bytes),
                stopped(shrunk.stop, shrunk.tries, failure.verdict)
            )
        } else {
            format!(
                "shrunk from {} to {} in {} ({}), {}",
                count(P::format(&failure.original).len(), "byte"),
                count(shown_bytes, "byte"),
                count(shrunk.steps, "step"),
                count(shrunk.tries, "run"),
                stopped(shrunk.stop, shrunk.tries, failure.verdict)
            )
        };
    let mut out = format!(
        "{}: {} on {}; {shrinking}; {:.1} s in all.\n",
        P::NAME,
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
        input(&P::format(&failure.shown), file),
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
                finished.ended(),
                lines(bytes)
            )
            .unwrap();
        }
        Verdict::Ac => {}
    }
    out
}

/// What a TLE means, and what to try.
fn slowness(options: &Options) -> String {
    let python = matches!(
        &options.solution,
        Solution::File { path, pypy: false } if path.extension().is_some_and(|e| e == "py")
    );
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
pub fn timeouts(tally: &Tally) -> String {
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
pub fn failed<P: Coached>(
    failure: &Failure<P>,
    options: &Options,
    elapsed: Duration,
    replay: &Replay,
    tally: &Tally,
    kept: &Kept,
) -> String {
    let mut out = replay.words();
    out.push_str(&text(failure, options, elapsed, kept.shown()));
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
                options.resume(P::NAME, path)
            ),
            None => writeln!(
                out,
                "To go on shrinking from there, save the input above as FILE and run: {}",
                options.resume(P::NAME, Path::new("FILE"))
            ),
        }
        .unwrap();
    }
    out.push_str(&why(failure, kept.shown()));
    if failure.run.verdict == Verdict::Wa {
        match &failure.table {
            Some(finding) => write!(
                out,
                "\n--- your table\n{}",
                crate::printed::text::<P>(finding)
            )
            .unwrap(),
            None => write!(out, "\n{}", crate::printed::how_to_print()).unwrap(),
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

/// Why the expected answer is right: `coach play` of the input shown, for a wrong answer
/// on a game of at most [`WHY_MOVES`] moves; else the command that shows it.
pub fn why<P: Coached>(failure: &Failure<P>, file: Option<&Path>) -> String {
    let command = format!(
        "coach play {} {}",
        P::NAME,
        file.map_or_else(|| "FILE".to_string(), |file| file.display().to_string())
    );
    let Ok(mut played) = play::play::<P>(&failure.shown) else {
        return String::new();
    };
    let moves: usize = played.games.iter().map(|game| game.moves.len()).sum();
    if failure.run.verdict != Verdict::Wa || moves > WHY_MOVES {
        return format!("\nWhy the expected answer is right, move by move: {command}\n");
    }
    format!(
        "\n--- why: coach play {}\n{}",
        P::NAME,
        play::text(&mut played, play::Extras::default())
    )
}

#[derive(Serialize)]
struct Json<'a> {
    problem: &'a str,
    seed: u64,
    cases_run: usize,
    /// "AC" when every case passed.
    verdict: &'a str,
    /// The cases that passed, by class, the largest input's shape, and the time-outs.
    tried: JsonTried,
    /// The replay of the corpus.
    remembered: JsonRemembered,
    /// The signal that stopped the run early, as `"SIGINT"`.
    interrupted: Option<String>,
    failure: Option<JsonFailure<'a>>,
}

#[derive(Serialize)]
struct JsonTried {
    small: usize,
    medium: usize,
    max: usize,
    boundary: usize,
    largest: Option<String>,
    timed_out: JsonClasses,
    not_run: JsonClasses,
}

#[derive(Serialize)]
struct JsonClasses {
    small: usize,
    medium: usize,
    max: usize,
    boundary: usize,
}

impl JsonClasses {
    fn of([small, medium, max, boundary]: [usize; 4]) -> Self {
        JsonClasses {
            small,
            medium,
            max,
            boundary,
        }
    }
}

#[derive(Serialize)]
struct JsonRemembered {
    /// The corpus's folder; `null` with `--no-corpus`.
    corpus: Option<String>,
    passing: usize,
    failing: Option<String>,
}

#[derive(Serialize)]
struct JsonFailure<'a> {
    /// The case's number, from 1; `null` for `--from` or a remembered input.
    case: Option<usize>,
    /// Its class: "small", "medium", "max" or "boundary".
    class: Option<&'static str>,
    /// The boundary shape's name.
    shape: Option<&'a str>,
    /// The file given with `--from`, or the remembered input replayed.
    from: Option<String>,
    original: String,
    shrunk: String,
    /// Where the input shown (`shrunk`) and the original are kept whole.
    file: Option<String>,
    original_file: Option<String>,
    expected: &'a str,
    actual: String,
    stderr: String,
    ended: String,
    difference: Option<&'a str>,
    shrink: JsonShrink,
    /// The first time-out, where another failure is told.
    slow: Option<JsonSlow>,
    /// The finding on the table the solution printed; `null` where it printed none.
    table: Option<&'a crate::printed::Finding>,
}

#[derive(Serialize)]
struct JsonShrink {
    steps: usize,
    tries: usize,
    /// "minimal", "unknown", "tries", "time", "interrupted" or "remembered".
    stopped: &'static str,
    /// Candidates not known to pass, where it stopped as "unknown".
    unknown: usize,
}

#[derive(Serialize)]
struct JsonSlow {
    case: Option<usize>,
    class: Option<&'static str>,
    shape: String,
    bytes: usize,
}

/// The case, class and boundary shape of `origin`, or the file it names.
fn placed(
    origin: &Origin,
) -> (
    Option<usize>,
    Option<&'static str>,
    Option<&str>,
    Option<String>,
) {
    match origin {
        Origin::Case {
            index,
            class,
            shape,
        } => (Some(index + 1), Some(class.key()), shape.as_deref(), None),
        Origin::File(path) | Origin::Remembered(path) => {
            (None, None, None, Some(path.display().to_string()))
        }
    }
}

/// The report as one JSON object (the guide documents the schema).
pub fn json<P: Coached>(
    failure: Option<&Failure<P>>,
    options: &Options,
    tally: &Tally,
    interrupted: Option<i32>,
    replay: &Replay,
    kept: &Kept,
) -> String {
    let cases_run = match failure.map(|failure| &failure.origin) {
        Some(Origin::Case { index, .. }) => index + 1,
        Some(Origin::File(_) | Origin::Remembered(_)) => 0,
        None => tally.cases() + tally.timed_out.iter().sum::<usize>(),
    };
    let [small, medium, max, boundary] = tally.classes;
    let interrupted = interrupted.or(match failure.map(|failure| failure.shrunk.stop) {
        Some(Stop::Interrupted(signal)) => Some(signal),
        _ => None,
    });
    let path = |path: &Path| path.display().to_string();
    let json = Json {
        problem: P::NAME,
        seed: options.seed,
        cases_run,
        verdict: failure.map_or("AC", |failure| failure.run.verdict.abbreviation()),
        tried: JsonTried {
            small,
            medium,
            max,
            boundary,
            largest: tally.largest.as_ref().map(|(_, shape)| shape.clone()),
            timed_out: JsonClasses::of(tally.timed_out),
            not_run: JsonClasses::of(tally.skipped),
        },
        remembered: JsonRemembered {
            corpus: options.corpus.as_ref().map(|corpus| path(&corpus.dir)),
            passing: replay.passing,
            failing: replay.failing.as_deref().map(path),
        },
        interrupted: interrupted.map(signal_name),
        failure: failure.map(|failure| {
            let finished = &failure.run.finished;
            let (case, class, shape, from) = placed(&failure.origin);
            JsonFailure {
                case,
                class,
                shape,
                from,
                original: P::format(&failure.original),
                shrunk: P::format(&failure.shown),
                file: kept.shown().map(path),
                original_file: kept
                    .corpus
                    .as_ref()
                    .and_then(|(_, original)| original.as_deref())
                    .or(kept
                        .saved
                        .first()
                        .filter(|_| kept.saved.len() > 1)
                        .map(PathBuf::as_path))
                    .map(path),
                expected: &failure.expected,
                actual: String::from_utf8_lossy(&finished.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&finished.stderr).into_owned(),
                ended: finished.ended(),
                difference: failure.run.difference.as_deref(),
                shrink: JsonShrink {
                    steps: failure.shrunk.steps,
                    tries: failure.shrunk.tries,
                    stopped: match failure.shrunk.stop {
                        Stop::Minimal => "minimal",
                        Stop::Unknown(_) => "unknown",
                        Stop::Tries => "tries",
                        Stop::Time => "time",
                        Stop::Interrupted(_) => "interrupted",
                        Stop::Remembered => "remembered",
                    },
                    unknown: match failure.shrunk.stop {
                        Stop::Unknown(unknown) => unknown,
                        _ => 0,
                    },
                },
                slow: failure.slow.as_ref().map(|slow| {
                    let (case, class, _, _) = placed(&slow.origin);
                    JsonSlow {
                        case,
                        class,
                        shape: slow.shape.clone(),
                        bytes: slow.bytes,
                    }
                }),
                table: failure.table.as_ref(),
            }
        }),
    };
    serde_json::to_string(&json).expect("the report serialises")
}

/// Writes a case in the oj layout under `dir`: `<problem>-<solution>-<seed>-<case><suffix>.in`
/// with the input and `.out` with the expected output, or, for an input given with `--from`,
/// under that file's name; returns the `.in` path. A file of that name with another input
/// is not written over: the name gets `-2`, `-3`, ...
pub fn save<P: Coached>(
    dir: &Path,
    options: &Options,
    origin: &Origin,
    suffix: &str,
    input: &P::Input,
) -> Result<PathBuf> {
    let stem = match origin {
        Origin::Case { index, .. } => format!(
            "{}-{}-{}-{}{suffix}",
            P::NAME,
            corpus::plain(&options.solution_name()),
            options.seed,
            index + 1
        ),
        Origin::File(path) | Origin::Remembered(path) => format!(
            "{}{suffix}",
            path.file_stem().unwrap_or_default().to_string_lossy()
        ),
    };
    let text = P::format(input);
    let free = |path: &Path| std::fs::read_to_string(path).map_or(true, |held| held == text);
    let path = (1..)
        .map(|k| match k {
            1 => dir.join(format!("{stem}.in")),
            k => dir.join(format!("{stem}-{k}.in")),
        })
        .find(|path| free(path))
        .expect("a free name");
    corpus::write_case::<P>(&path, input)?;
    Ok(path)
}

/// Whether `dir` can take the saved cases: made if missing, and written to once.
pub fn check_writable(dir: &Path) -> Result<()> {
    if dir.exists() && !dir.is_dir() {
        anyhow::bail!("--save {}: not a folder", dir.display());
    }
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let probe = dir.join(format!(".coach-write-test-{}", std::process::id()));
    std::fs::write(&probe, b"").with_context(|| format!("cannot write in {}", dir.display()))?;
    std::fs::remove_file(&probe).with_context(|| format!("cannot write in {}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Tdpcb;
    use crate::process::{Ended, Finished, Limits};
    use std::os::unix::process::ExitStatusExt;

    fn options() -> Options {
        Options {
            cases: 1,
            seed: 3,
            max_size: crate::problem::Size::Small,
            limits: Limits {
                time: Duration::from_secs(2),
                output: 1 << 20,
            },
            shrink_tries: Some(100),
            ..Options::command(vec!["true".into()])
        }
    }

    fn case(index: usize, class: Class) -> Origin {
        Origin::Case {
            index,
            class,
            shape: None,
        }
    }

    fn failure(verdict: Verdict, stdout: &str, stderr: &str, stop: Stop) -> Failure<Tdpcb> {
        let input = (vec![1], vec![2]);
        let run = Run {
            verdict,
            finished: Finished {
                ended: Ended::Exited(std::process::ExitStatus::from_raw(0)),
                stdout: stdout.as_bytes().to_vec(),
                stderr: stderr.as_bytes().to_vec(),
                time: Duration::from_millis(5),
            },
            difference: (verdict == Verdict::Wa).then(|| "token 1 (line 1): x".to_string()),
        };
        Failure {
            origin: case(0, Class::Small),
            verdict,
            original: (vec![1, 1], vec![2]),
            shrunk: Shrunk {
                input: input.clone(),
                run: run.clone(),
                steps: 1,
                tries: 2,
                stop,
            },
            shown: input,
            run,
            expected: "2".to_string(),
            slow: None,
            table: None,
        }
    }

    fn text_of(failure: &Failure<Tdpcb>) -> String {
        text(failure, &options(), Duration::ZERO, None)
    }

    #[test]
    fn why_plays_a_short_wrong_answer_and_names_the_command_otherwise() {
        let wa = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        let shown = why(&wa, None);
        let piles = (vec![1], vec![2]);
        let mut played = play::play::<Tdpcb>(&piles).unwrap();
        assert_eq!(
            shown,
            format!(
                "\n--- why: coach play tdpcb\n{}",
                play::text(&mut played, play::Extras::default())
            )
        );
        assert!(shown.ends_with("Result: 2\n"), "{shown}");
        let tle = failure(Verdict::Tle, "", "", Stop::Minimal);
        assert_eq!(
            why(&tle, Some(Path::new("s/x.in"))),
            "\nWhy the expected answer is right, move by move: coach play tdpcb s/x.in\n"
        );
        let mut long = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        long.shown = (vec![1; 30], vec![1; 11]);
        assert_eq!(
            why(&long, None),
            "\nWhy the expected answer is right, move by move: coach play tdpcb FILE\n"
        );
    }

    #[test]
    fn a_pass_says_what_it_tried_and_an_interruption_what_passed() {
        let tally = Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
            ..Tally::default()
        };
        assert_eq!(
            passed("tdpcb", &options(), &tally, Duration::from_millis(1500)),
            "tdpcb: all 1 case passed in 1.5 s (seed 3): 1 small; the largest input: 1 + 1 \
             objects.\n"
        );
        let tally = Tally {
            classes: [10, 8, 1, 1],
            largest: Some((4_002_010, "2000 x 2000 grid".to_string())),
            ..Tally::default()
        };
        assert_eq!(
            tried(&tally),
            "10 small, 8 medium, 1 random at the maximum, 1 boundary shape; the largest \
             input: 2000 x 2000 grid"
        );
        assert_eq!(
            interrupted("abc201d", &options(), &tally, 2),
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
        let replay = |passing, failing: Option<&str>| Replay {
            dir: dir.clone(),
            passing,
            failing: failing.map(PathBuf::from),
            unreadable: Vec::new(),
        };
        assert_eq!(replay(0, None).words(), "");
        assert_eq!(Replay::default().words(), "");
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

    #[test]
    fn the_json_report_has_its_schema() {
        let tally = Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
            ..Tally::default()
        };
        let none = (Replay::default(), Kept::default());
        let passed: serde_json::Value = serde_json::from_str(&json::<Tdpcb>(
            None,
            &options(),
            &tally,
            None,
            &none.0,
            &none.1,
        ))
        .unwrap();
        let zero = serde_json::json!({"small": 0, "medium": 0, "max": 0, "boundary": 0});
        assert_eq!(
            passed,
            serde_json::json!({"problem": "tdpcb", "seed": 3, "cases_run": 1, "verdict": "AC",
                               "tried": {"small": 1, "medium": 0, "max": 0, "boundary": 0,
                                         "largest": "1 + 1 objects", "timed_out": zero,
                                         "not_run": zero},
                               "remembered": {"corpus": null, "passing": 0, "failing": null},
                               "interrupted": null, "failure": null})
        );
        let stopped: serde_json::Value = serde_json::from_str(&json::<Tdpcb>(
            None,
            &options(),
            &tally,
            Some(2),
            &none.0,
            &none.1,
        ))
        .unwrap();
        assert_eq!(stopped["interrupted"], "SIGINT");
        let mut failed = failure(Verdict::Wa, "3\n", "", Stop::Unknown(2));
        failed.slow = Some(Slow {
            origin: case(1, Class::Max),
            shape: "1000 + 1000 objects".to_string(),
            bytes: 7_902,
        });
        let kept = Kept {
            corpus: Some((
                PathBuf::from("c/s.in"),
                Some(PathBuf::from("c/s-original.in")),
            )),
            known: false,
            saved: Vec::new(),
        };
        let failed: serde_json::Value = serde_json::from_str(&json(
            Some(&failed),
            &options(),
            &Tally::default(),
            None,
            &none.0,
            &kept,
        ))
        .unwrap();
        assert_eq!(failed["failure"]["class"], "small");
        assert_eq!(failed["failure"]["from"], serde_json::Value::Null);
        assert_eq!(failed["verdict"], "WA");
        assert_eq!(failed["cases_run"], 1);
        assert_eq!(failed["failure"]["case"], 1);
        assert_eq!(failed["failure"]["shrunk"], "1 1\n1\n2\n");
        assert_eq!(failed["failure"]["original"], "2 1\n1 1\n2\n");
        assert_eq!(failed["failure"]["file"], "c/s.in");
        assert_eq!(failed["failure"]["original_file"], "c/s-original.in");
        assert_eq!(failed["failure"]["actual"], "3\n");
        assert_eq!(
            failed["failure"]["shrink"],
            serde_json::json!({"steps": 1, "tries": 2, "stopped": "unknown", "unknown": 2})
        );
        assert_eq!(
            failed["failure"]["slow"],
            serde_json::json!({"case": 2, "class": "max", "shape": "1000 + 1000 objects",
                               "bytes": 7902})
        );
    }

    #[test]
    fn cases_are_saved_in_the_oj_layout_never_over_another_input() {
        let dir = tempfile::tempdir().unwrap();
        let five = case(4, Class::Medium);
        let mut options = options();
        options.solution = crate::stress::Solution::File {
            path: PathBuf::from("dir/my.sol.py"),
            pypy: false,
        };
        let saved = save::<Tdpcb>(
            dir.path(),
            &options,
            &five,
            "-original",
            &(vec![1], vec![2]),
        )
        .unwrap();
        assert_eq!(saved, dir.path().join("tdpcb-my_sol-3-5-original.in"));
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "1 1\n1\n2\n");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("tdpcb-my_sol-3-5-original.out")).unwrap(),
            "2\n"
        );
        // The same input again is the same file; another input under that name is not
        // written over.
        let again = save::<Tdpcb>(
            dir.path(),
            &options,
            &five,
            "-original",
            &(vec![1], vec![2]),
        );
        assert_eq!(again.unwrap(), saved);
        let other = save::<Tdpcb>(
            dir.path(),
            &options,
            &five,
            "-original",
            &(vec![3], vec![2]),
        );
        assert_eq!(
            other.unwrap(),
            dir.path().join("tdpcb-my_sol-3-5-original-2.in")
        );
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "1 1\n1\n2\n");
        assert!(check_writable(&dir.path().join("new/folder")).is_ok());
        let file = dir.path().join("a-file");
        std::fs::write(&file, "").unwrap();
        assert!(check_writable(&file.join("under")).is_err());
        assert_eq!(
            check_writable(&file).unwrap_err().to_string(),
            format!("--save {}: not a folder", file.display())
        );
    }
}
