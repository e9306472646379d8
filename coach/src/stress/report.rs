//! The stress report a person reads or a script parses, and the saved cases.

use super::{Options, Run, Shrunk, Stop, Verdict};
use crate::play;
use crate::problem::Coached;
use anyhow::{Context, Result};
use serde::Serialize;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Lines of a long output shown in the report.
const SHOWN_LINES: usize = 20;

/// A failure, minimized and judged once more.
pub struct Failure<P: Coached> {
    /// The index of the failing case, from 0.
    pub case: usize,
    /// The verdict the case got when it was found.
    pub verdict: Verdict,
    pub original: P::Input,
    pub shrunk: Shrunk<P::Input>,
    /// The run on the input shown, the shrunk one (or the original, when the shrunk one
    /// passed on this last run), and what the submission prints there.
    pub shown: P::Input,
    pub run: Run,
    pub expected: String,
}

/// `n` and `word`, the word in the plural unless `n` is 1.
pub fn count(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// All cases passed.
pub fn passed(problem: &str, options: &Options, elapsed: Duration) -> String {
    format!(
        "{problem}: all {} passed in {:.1} s (seed {}).\n",
        count(options.cases, "case"),
        elapsed.as_secs_f64(),
        options.seed
    )
}

/// The failure: the verdict, where it was found, how shrinking went, the input, what was
/// expected and what the solution did.
pub fn text<P: Coached>(failure: &Failure<P>, options: &Options, elapsed: Duration) -> String {
    let shrunk = &failure.shrunk;
    if failure.run.verdict == Verdict::Ac {
        return format!(
            "{}: case {} got {} once but passed when run again, as did its shrunk input: the \
             solution is flaky, perhaps slow only near --time-limit (seed {}).\n\n--- input\n{}",
            P::NAME,
            failure.case + 1,
            failure.verdict.abbreviation(),
            options.seed,
            P::format(&failure.original)
        );
    }
    let stop = match shrunk.stop {
        Stop::Minimal => "1-minimal: no smaller candidate fails alike",
        Stop::Time => "stopped by --shrink-time, not yet 1-minimal",
        Stop::Tries => "stopped by --shrink-tries, not yet 1-minimal",
    };
    let mut out = format!(
        "{}: {} on case {} ({} run, seed {}); shrunk from {} to {} in {} ({}), {stop}; {:.1} s \
         in all.\n",
        P::NAME,
        failure.run.verdict.abbreviation(),
        failure.case + 1,
        count(failure.case + 1, "case"),
        options.seed,
        count(P::format(&failure.original).len(), "byte"),
        count(P::format(&failure.shown).len(), "byte"),
        count(shrunk.steps, "step"),
        count(shrunk.tries, "run"),
        elapsed.as_secs_f64()
    );
    let finished = &failure.run.finished;
    write!(
        out,
        "\n--- input\n{}--- expected\n{}\n",
        P::format(&failure.shown),
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

/// `coach play` of the input shown, to show why the expected answer is right.
pub fn why<P: Coached>(failure: &Failure<P>) -> Option<String> {
    let played = play::play::<P>(&failure.shown).ok()?;
    Some(format!(
        "\n--- why: coach play {}\n{}",
        P::NAME,
        play::text(&played, false)
    ))
}

#[derive(Serialize)]
struct Json<'a> {
    problem: &'a str,
    seed: u64,
    cases_run: usize,
    /// "AC" when every case passed.
    verdict: &'a str,
    failure: Option<JsonFailure<'a>>,
}

#[derive(Serialize)]
struct JsonFailure<'a> {
    case: usize,
    original: String,
    shrunk: String,
    expected: &'a str,
    actual: String,
    stderr: String,
    ended: String,
    difference: Option<&'a str>,
    shrink: JsonShrink,
}

#[derive(Serialize)]
struct JsonShrink {
    steps: usize,
    tries: usize,
    /// "minimal", "time" or "tries".
    stopped: &'static str,
}

/// The report as one JSON object (the README documents the schema).
pub fn json<P: Coached>(failure: Option<&Failure<P>>, options: &Options) -> String {
    let json = Json {
        problem: P::NAME,
        seed: options.seed,
        cases_run: failure.map_or(options.cases, |failure| failure.case + 1),
        verdict: failure.map_or("AC", |failure| failure.run.verdict.abbreviation()),
        failure: failure.map(|failure| {
            let finished = &failure.run.finished;
            JsonFailure {
                case: failure.case + 1,
                original: P::format(&failure.original),
                shrunk: P::format(&failure.shown),
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
                        Stop::Time => "time",
                        Stop::Tries => "tries",
                    },
                },
            }
        }),
    };
    serde_json::to_string(&json).expect("the report serialises")
}

/// Writes a case in the oj layout: `DIR/<problem>-<seed>-<case><suffix>.in` with the input
/// and `.out` with the expected output; returns the `.in` path.
pub fn save<P: Coached>(
    dir: &Path,
    options: &Options,
    case: usize,
    suffix: &str,
    input: &P::Input,
) -> Result<PathBuf> {
    let stem = format!("{}-{}-{}{suffix}", P::NAME, options.seed, case + 1);
    let input_path = dir.join(format!("{stem}.in"));
    let output_path = dir.join(format!("{stem}.out"));
    std::fs::write(&input_path, P::format(input))
        .with_context(|| format!("cannot save {}", input_path.display()))?;
    std::fs::write(&output_path, format!("{}\n", P::answer(input)))
        .with_context(|| format!("cannot save {}", output_path.display()))?;
    Ok(input_path)
}

/// Whether `dir` can take the saved cases: made if missing, and written to once.
pub fn check_writable(dir: &Path) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let probe = dir.join(format!(".coach-write-test-{}", std::process::id()));
    std::fs::write(&probe, b"").with_context(|| format!("cannot write in {}", dir.display()))?;
    std::fs::remove_file(&probe).with_context(|| format!("cannot write in {}", dir.display()))
}
