//! The stress report a person reads or a script parses, and the saved cases.

use super::{Class, Options, Origin, Run, Shrunk, Stop, Tally, Verdict};
use crate::notation::count;
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
}

/// What the cases tried, by class, and the largest input: `500 small, 400 medium, 50 random
/// at the maximum, 50 boundary shapes; the largest input: 2000 x 2000 grid`.
pub fn tried(tally: &Tally) -> String {
    let classes: Vec<String> = Class::ALL
        .iter()
        .zip(tally.classes)
        .filter(|&(_, n)| n > 0)
        .map(|(class, n)| format!("{n} {}", class.words()))
        .collect();
    match &tally.largest {
        Some((_, shape)) => format!("{}; the largest input: {shape}", classes.join(", ")),
        None => "no case".to_string(),
    }
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

/// Where a failure was found, in words: `case 12 (a boundary shape: one row of the maximum
/// width; 12 cases run, seed 1)`, or the user's file.
fn origin(origin: &Origin, options: &Options) -> String {
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
            format!(
                "case {} ({kind}; {} run, seed {})",
                index + 1,
                count(index + 1, "case"),
                options.seed
            )
        }
        Origin::File(path) => path.display().to_string(),
    }
}

/// How shrinking ended, in words.
fn stopped(stop: Stop, tries: usize) -> String {
    match stop {
        Stop::Minimal => "1-minimal: no smaller candidate fails alike".to_string(),
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
    }
}

/// The failure: the verdict, where it was found, how shrinking went, the input, what was
/// expected and what the solution did.
pub fn text<P: Coached>(failure: &Failure<P>, options: &Options, elapsed: Duration) -> String {
    let shrunk = &failure.shrunk;
    if failure.run.verdict == Verdict::Ac {
        return format!(
            "{}: {} got {} once but passed when run again, as did its shrunk input: the \
             solution is flaky, perhaps slow only near --time-limit.\n\n--- input\n{}",
            P::NAME,
            origin(&failure.origin, options),
            failure.verdict.abbreviation(),
            P::format(&failure.original)
        );
    }
    let mut out = format!(
        "{}: {} on {}; shrunk from {} to {} in {} ({}), {}; {:.1} s in all.\n",
        P::NAME,
        failure.run.verdict.abbreviation(),
        origin(&failure.origin, options),
        count(P::format(&failure.original).len(), "byte"),
        count(P::format(&failure.shown).len(), "byte"),
        count(shrunk.steps, "step"),
        count(shrunk.tries, "run"),
        stopped(shrunk.stop, shrunk.tries),
        elapsed.as_secs_f64()
    );
    if failure.run.verdict == Verdict::Tle {
        out.push_str(
            "A TLE depends on the machine: this one repeated on a second run here, but may not \
             on a faster machine.\n",
        );
    }
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

/// The whole report of a failure: [`text`], the saved files, the command that goes on
/// shrinking where it stopped before it was 1-minimal, and why the expected answer is right.
pub fn failed<P: Coached>(
    failure: &Failure<P>,
    options: &Options,
    elapsed: Duration,
    saved: &[PathBuf],
) -> String {
    let mut out = text(failure, options, elapsed);
    for path in saved {
        write!(out, "\nSaved {} and its .out.", path.display()).unwrap();
    }
    if !saved.is_empty() {
        out.push('\n');
    }
    if failure.shrunk.stop != Stop::Minimal {
        match saved.last() {
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
    out.push_str(&why(failure).unwrap_or_default());
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
    let mut played = play::play::<P>(&failure.shown).ok()?;
    Some(format!(
        "\n--- why: coach play {}\n{}",
        P::NAME,
        play::text(&mut played, play::Extras::default())
    ))
}

#[derive(Serialize)]
struct Json<'a> {
    problem: &'a str,
    seed: u64,
    cases_run: usize,
    /// "AC" when every case passed.
    verdict: &'a str,
    /// The cases that passed, by class, and the largest input's shape.
    tried: JsonTried,
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
}

#[derive(Serialize)]
struct JsonFailure<'a> {
    /// The case's number, from 1; `null` for `--from`.
    case: Option<usize>,
    /// Its class: "small", "medium", "max" or "boundary".
    class: Option<&'static str>,
    /// The boundary shape's name.
    shape: Option<&'a str>,
    /// The file given with `--from`.
    from: Option<String>,
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
    /// "minimal", "tries", "time" or "interrupted".
    stopped: &'static str,
}

/// The report as one JSON object (the guide documents the schema).
pub fn json<P: Coached>(
    failure: Option<&Failure<P>>,
    options: &Options,
    tally: &Tally,
    interrupted: Option<i32>,
) -> String {
    let cases_run = match failure.map(|failure| &failure.origin) {
        Some(Origin::Case { index, .. }) => index + 1,
        Some(Origin::File(_)) => 0,
        None => tally.cases(),
    };
    let [small, medium, max, boundary] = tally.classes;
    let interrupted = interrupted.or(match failure.map(|failure| failure.shrunk.stop) {
        Some(Stop::Interrupted(signal)) => Some(signal),
        _ => None,
    });
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
        },
        interrupted: interrupted.map(signal_name),
        failure: failure.map(|failure| {
            let finished = &failure.run.finished;
            let (case, class, shape, from) = match &failure.origin {
                Origin::Case {
                    index,
                    class,
                    shape,
                } => (Some(index + 1), Some(class.key()), shape.as_deref(), None),
                Origin::File(path) => (None, None, None, Some(path.display().to_string())),
            };
            JsonFailure {
                case,
                class,
                shape,
                from,
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
                        Stop::Tries => "tries",
                        Stop::Time => "time",
                        Stop::Interrupted(_) => "interrupted",
                    },
                },
            }
        }),
    };
    serde_json::to_string(&json).expect("the report serialises")
}

/// Writes a case in the oj layout: `DIR/<problem>-<seed>-<case><suffix>.in` with the input
/// and `.out` with the expected output, or, for an input given with `--from`, under that
/// file's name; returns the `.in` path.
pub fn save<P: Coached>(
    dir: &Path,
    options: &Options,
    origin: &Origin,
    suffix: &str,
    input: &P::Input,
) -> Result<PathBuf> {
    let stem = match origin {
        Origin::Case { index, .. } => format!("{}-{}-{}{suffix}", P::NAME, options.seed, index + 1),
        Origin::File(path) => format!(
            "{}{suffix}",
            path.file_stem().unwrap_or_default().to_string_lossy()
        ),
    };
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
            shrink_tries: 100,
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
        }
    }

    #[test]
    fn why_plays_the_input_shown() {
        let shown = why(&failure(Verdict::Wa, "3\n", "", Stop::Minimal)).unwrap();
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
    }

    #[test]
    fn a_pass_says_what_it_tried_and_an_interruption_what_passed() {
        let tally = Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
        };
        assert_eq!(
            passed("tdpcb", &options(), &tally, Duration::from_millis(1500)),
            "tdpcb: all 1 case passed in 1.5 s (seed 3): 1 small; the largest input: 1 + 1 \
             objects.\n"
        );
        let tally = Tally {
            classes: [10, 8, 1, 1],
            largest: Some((4_002_010, "2000 x 2000 grid".to_string())),
        };
        assert_eq!(
            tried(&tally),
            "10 small, 8 medium, 1 random at the maximum, 1 boundary shapes; the largest \
             input: 2000 x 2000 grid"
        );
        assert_eq!(
            interrupted("abc201d", &options(), &tally, 2),
            "abc201d: interrupted by Ctrl-C (SIGINT) after 20 cases of 1, all passed (seed 3): \
             10 small, 8 medium, 1 random at the maximum, 1 boundary shapes; the largest input: \
             2000 x 2000 grid.\n"
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

    #[test]
    fn the_report_says_how_shrinking_ended_and_what_the_solution_did() {
        let wa = text(
            &failure(Verdict::Wa, "3\n", "", Stop::Minimal),
            &options(),
            Duration::ZERO,
        );
        assert!(wa.starts_with(
            "tdpcb: WA on case 1 (a small input; 1 case run, seed 3); shrunk from 10 bytes to 8 \
             bytes in 1 step (2 runs), 1-minimal: no smaller candidate fails alike; 0.0 s in \
             all.\n\n"
        ), "{wa}");
        assert!(
            wa.ends_with("--- expected\n2\n--- actual: token 1 (line 1): x\n   1| 3\n"),
            "{wa}"
        );
        let re = text(
            &failure(Verdict::Re, "", "boom\n", Stop::Time),
            &options(),
            Duration::ZERO,
        );
        assert!(
            re.contains("stopped by --shrink-time after 2 runs, not yet 1-minimal"),
            "{re}"
        );
        assert!(
            re.contains("--- actual: exit status 0, standard error:\n   1| boom\n"),
            "{re}"
        );
        let tle = text(
            &failure(Verdict::Tle, "partial", "", Stop::Tries),
            &options(),
            Duration::ZERO,
        );
        assert!(
            tle.contains("stopped by --shrink-tries after 2 runs"),
            "{tle}"
        );
        assert!(tle.contains("A TLE depends on the machine"), "{tle}");
        let stopped = text(
            &failure(Verdict::Wa, "3\n", "", Stop::Interrupted(15)),
            &options(),
            Duration::ZERO,
        );
        assert!(stopped.contains("INTERRUPTED by SIGTERM after 2 runs, not yet 1-minimal"));
        let mut boundary = failure(Verdict::Wa, "3\n", "", Stop::Minimal);
        boundary.origin = Origin::Case {
            index: 11,
            class: Class::Boundary,
            shape: Some("one object against the longest pile".to_string()),
        };
        let boundary = text(&boundary, &options(), Duration::ZERO);
        assert!(
            boundary.starts_with(
                "tdpcb: WA on case 12 (a boundary shape: one object against the longest pile; 12 \
             cases run, seed 3)"
            ),
            "{boundary}"
        );
        assert!(tle.contains("standard output:\n   1| partial\n"), "{tle}");
        let flaky = text(
            &failure(Verdict::Ac, "2\n", "", Stop::Minimal),
            &options(),
            Duration::ZERO,
        );
        assert!(
            flaky.starts_with(
                "tdpcb: case 1 (a small input; 1 case run, seed 3) got AC once but passed when \
                 run again"
            ),
            "{flaky}"
        );
        assert!(flaky.ends_with("--- input\n2 1\n1 1\n2\n"), "{flaky}");
    }

    #[test]
    fn the_json_report_has_its_schema() {
        let tally = Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
        };
        let passed: serde_json::Value =
            serde_json::from_str(&json::<Tdpcb>(None, &options(), &tally, None)).unwrap();
        assert_eq!(
            passed,
            serde_json::json!({"problem": "tdpcb", "seed": 3, "cases_run": 1, "verdict": "AC",
                               "tried": {"small": 1, "medium": 0, "max": 0, "boundary": 0,
                                         "largest": "1 + 1 objects"},
                               "interrupted": null, "failure": null})
        );
        let stopped: serde_json::Value =
            serde_json::from_str(&json::<Tdpcb>(None, &options(), &tally, Some(2))).unwrap();
        assert_eq!(stopped["interrupted"], "SIGINT");
        let failed = failure(Verdict::Wa, "3\n", "", Stop::Tries);
        let failed: serde_json::Value =
            serde_json::from_str(&json(Some(&failed), &options(), &Tally::default(), None))
                .unwrap();
        assert_eq!(failed["failure"]["class"], "small");
        assert_eq!(failed["failure"]["from"], serde_json::Value::Null);
        assert_eq!(failed["verdict"], "WA");
        assert_eq!(failed["cases_run"], 1);
        assert_eq!(failed["failure"]["case"], 1);
        assert_eq!(failed["failure"]["shrunk"], "1 1\n1\n2\n");
        assert_eq!(failed["failure"]["original"], "2 1\n1 1\n2\n");
        assert_eq!(failed["failure"]["actual"], "3\n");
        assert_eq!(
            failed["failure"]["shrink"],
            serde_json::json!({"steps": 1, "tries": 2, "stopped": "tries"})
        );
    }

    #[test]
    fn cases_are_saved_in_the_oj_layout_and_folders_checked_first() {
        let dir = tempfile::tempdir().unwrap();
        let five = case(4, Class::Medium);
        let saved = save::<Tdpcb>(
            dir.path(),
            &options(),
            &five,
            "-original",
            &(vec![1], vec![2]),
        )
        .unwrap();
        assert_eq!(saved, dir.path().join("tdpcb-3-5-original.in"));
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "1 1\n1\n2\n");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("tdpcb-3-5-original.out")).unwrap(),
            "2\n"
        );
        assert!(check_writable(&dir.path().join("new/folder")).is_ok());
        let file = dir.path().join("a-file");
        std::fs::write(&file, "").unwrap();
        assert!(check_writable(&file.join("under")).is_err());
    }
}
