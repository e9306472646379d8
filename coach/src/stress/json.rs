//! The stress report a script parses: one JSON object with everything, the inputs whole
//! among it (the guide documents the schema).

use super::failure::{Context, Failure, TableNote};
use super::minimize::Stop;
use super::options::StressOptions;
use super::search::Origin;
use super::subject::Subject;
use crate::process::signal_name;
use serde::Serialize;
use serde_json::value::RawValue;
use std::path::{Path, PathBuf};

#[derive(Serialize)]
struct StressJson<'a> {
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
    /// After a pass, where the subject can tell: what the generator reached.
    #[serde(skip_serializing_if = "Option::is_none")]
    reach: Option<JsonReach>,
    timed_out: JsonClasses,
    not_run: JsonClasses,
}

/// The places of a generator that draw, and those never reached.
#[derive(Serialize)]
struct JsonReach {
    places: usize,
    missed: Vec<String>,
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
    /// What could not be written, each as one line: what and why.
    not_saved: &'a [String],
    expected: &'a str,
    actual: String,
    stderr: String,
    ended: String,
    difference: Option<&'a str>,
    shrink: JsonShrink,
    /// The first time-out, where another failure is told.
    slow: Option<JsonSlow>,
    /// The finding on the table the solution printed; `null` where it printed none.
    table: Option<Box<RawValue>>,
}

#[derive(Serialize)]
struct JsonShrink {
    steps: usize,
    tries: usize,
    /// "minimal", "unknown", "tries", "time", "interrupted", "remembered" or
    /// "unshrinkable".
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
fn place(
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
        Origin::File(path) | Origin::Remembered { path, .. } => {
            (None, None, None, Some(path.display().to_string()))
        }
    }
}

/// The report as one JSON object (the guide documents the schema).
pub(super) fn json<S: Subject>(
    subject: &S,
    failure: Option<&Failure<S::Input>>,
    options: &StressOptions,
    context: &Context,
) -> String {
    let Context {
        tally,
        interrupted,
        replay,
    } = context;
    let cases_run = match failure {
        Some(failure) => failure.cases_run,
        None => tally.all_run(),
    };
    let [small, medium, max, boundary] = tally.classes;
    let interrupted = interrupted.or(match failure.map(|failure| failure.shrunk.stop) {
        Some(Stop::Interrupted(signal)) => Some(signal),
        _ => None,
    });
    let path = |path: &Path| path.display().to_string();
    let json = StressJson {
        problem: subject.name(),
        seed: options.seed,
        cases_run,
        verdict: failure.map_or("AC", |failure| failure.run.verdict.abbreviation()),
        tried: JsonTried {
            small,
            medium,
            max,
            boundary,
            largest: tally.largest.as_ref().map(|(_, shape)| shape.clone()),
            reach: match (failure, interrupted) {
                (None, None) => subject.reach().map(|reach| JsonReach {
                    places: reach.places,
                    missed: reach.missed,
                }),
                _ => None,
            },
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
            let kept = &failure.files;
            let finished = &failure.run.finished;
            let (case, class, shape, from) = place(&failure.origin);
            JsonFailure {
                case,
                class,
                shape,
                from,
                original: subject.format(&failure.original),
                shrunk: subject.format(&failure.shown),
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
                not_saved: &kept.unsaved,
                expected: &failure.expected,
                actual: String::from_utf8_lossy(&finished.stdout).into_owned(),
                stderr: String::from_utf8_lossy(&finished.stderr).into_owned(),
                ended: finished.how_ended(),
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
                        Stop::Bug => "bug",
                        Stop::Remembered => "remembered",
                        Stop::Unshrinkable => "unshrinkable",
                    },
                    unknown: match failure.shrunk.stop {
                        Stop::Unknown(unknown) => unknown,
                        _ => 0,
                    },
                },
                slow: failure.slow.as_ref().map(|slow| {
                    let (case, class, _, _) = place(&slow.origin);
                    JsonSlow {
                        case,
                        class,
                        shape: slow.shape.clone(),
                        bytes: slow.bytes,
                    }
                }),
                table: match &failure.table {
                    TableNote::Examined(examined) => examined
                        .json
                        .clone()
                        .and_then(|json| RawValue::from_string(json).ok()),
                    TableNote::Unlike(..) | TableNote::Unread => None,
                },
            }
        }),
    };
    serde_json::to_string(&json).expect("the report serialises")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Known, Tdpcb};
    use crate::solution::Verdict;
    use crate::stress::failure::example::{case, failure, one_small_passed, options};
    use crate::stress::failure::{CorpusReplay, Files, Slow};
    use crate::stress::search::{Class, Tally};

    #[test]
    fn the_json_report_has_its_schema() {
        let tally = one_small_passed();
        let tdpcb = Known::<Tdpcb>::new();
        let context = |tally: &Tally, interrupted| Context {
            tally: tally.clone(),
            interrupted,
            replay: CorpusReplay::default(),
        };
        let passed: serde_json::Value =
            serde_json::from_str(&json(&tdpcb, None, &options(), &context(&tally, None))).unwrap();
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
        let stopped: serde_json::Value =
            serde_json::from_str(&json(&tdpcb, None, &options(), &context(&tally, Some(2))))
                .unwrap();
        assert_eq!(stopped["interrupted"], "SIGINT");
        let mut failed = failure(Verdict::Wa, "3\n", "", Stop::Unknown(2));
        failed.slow = Some(Slow {
            origin: case(1, Class::Max),
            shape: "1000 + 1000 objects".to_string(),
            bytes: 7_902,
        });
        failed.files = Files {
            corpus: Some((
                PathBuf::from("c/s.in"),
                Some(PathBuf::from("c/s-original.in")),
            )),
            known: false,
            saved: Vec::new(),
            unsaved: vec!["cannot save d/x.in: Read-only file system".to_string()],
            ..Files::default()
        };
        let failed: serde_json::Value = serde_json::from_str(&json(
            &tdpcb,
            Some(&failed),
            &options(),
            &context(&Tally::default(), None),
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
            failed["failure"]["not_saved"],
            serde_json::json!(["cannot save d/x.in: Read-only file system"])
        );
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
}
