//! What a stress run found, as the reports ([`text`](super::text), [`json`](super::json))
//! and the files read it: the failure, shrunk and judged once more, the case that timed out
//! beside it, where its inputs are kept, and what the replay of the corpus found.

use super::minimize::Shrunk;
use super::search::{Origin, Tally};
use super::subject::Examined;
use crate::solution::{Run, Verdict};
use std::path::{Path, PathBuf};

/// A failure, minimized and judged once more.
pub(super) struct Failure<I> {
    /// The failing case, or the user's input.
    pub(crate) origin: Origin,
    /// The verdict the case got when it was found.
    pub(crate) verdict: Verdict,
    pub(crate) original: I,
    /// What the judge expects on the original input.
    pub(crate) original_expected: String,
    pub(crate) shrunk: Shrunk<I>,
    /// The run on the input shown, the shrunk one (or the original, when the shrunk one
    /// passed on this last run), and what the submission prints there.
    pub(crate) shown: I,
    pub(crate) run: Run,
    pub(crate) expected: String,
    /// The first case that timed out, where the failure shown is another: told beside it.
    pub(crate) slow: Option<Slow>,
    /// For a wrong answer: the finding on the table the solution printed on the input
    /// shown (`table/`).
    pub(crate) table: TableNote,
    /// Where its inputs are kept whole.
    pub(crate) files: Files,
    /// The cases the search ran (0 for an input given): every case up to the failure, or,
    /// for a time-out, which does not stop the search, every case it ran.
    pub(crate) cases_run: usize,
}

/// The table a wrong answer's solution printed, as a report tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TableNote {
    /// Nothing to say: not a wrong answer, or a problem whose table coach does not know.
    Unread,
    /// What the subject says of it: the finding, or how to print one.
    Examined(Box<Examined>),
    /// The run for the table (`COACH_TABLE=1`) did not fail as the judged run did: its
    /// verdict and how it ended; nothing is read of it.
    Unlike(Verdict, String),
}

/// What a report tells around its failure, or in place of one: what the cases tried before
/// it, the signal that stopped the run early, and what the replay of the corpus found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Context {
    pub(crate) tally: Tally,
    pub(crate) interrupted: Option<i32>,
    pub(crate) replay: CorpusReplay,
}

/// A case that timed out: where it is, and its shape and size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Slow {
    pub(crate) origin: Origin,
    pub(crate) shape: String,
    pub(crate) bytes: usize,
}

/// Where a failure's inputs are kept whole: in the corpus, and with `--save`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Files {
    /// The shrunk input (or the input shown), and the original, as the corpus holds them.
    pub(crate) corpus: Option<(PathBuf, Option<PathBuf>)>,
    /// The corpus held that failure already.
    pub(crate) known: bool,
    /// The files `--save` wrote, in the order written.
    pub(crate) saved: Vec<PathBuf>,
    /// What could not be kept, each as one line: what and why.
    pub(crate) unsaved: Vec<String>,
    /// The smallest failing input so far, as shrinking kept it in the corpus and with
    /// `--save`: forgotten once the failure is kept whole there.
    pub(crate) steps: ShrinkSteps,
}

/// Where shrinking keeps the smallest failing input so far, step by step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct ShrinkSteps {
    /// The corpus's name for the failure while it shrinks, from the input as found.
    pub(crate) stem: Option<String>,
    /// In the corpus, and with `--save`: this run's file of the last step kept.
    pub(crate) corpus: Option<PathBuf>,
    pub(crate) saved: Option<PathBuf>,
}

impl Files {
    /// The file that holds the input shown, whole: the one `--save` wrote last, else the
    /// corpus's.
    pub(super) fn shown(&self) -> Option<&Path> {
        self.saved
            .last()
            .map(PathBuf::as_path)
            .or(self.corpus.as_ref().map(|(shown, _)| shown.as_path()))
    }
}

/// What the replay of the corpus found, as a report says it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct CorpusReplay {
    /// The corpus's folder, where it holds any input.
    pub(crate) dir: Option<PathBuf>,
    /// The remembered failures that pass now.
    pub(crate) passing: usize,
    /// The one that fails still.
    pub(crate) failing: Option<PathBuf>,
    /// Files of the corpus that no longer read, each with why.
    pub(crate) unreadable: Vec<String>,
}

/// A failure of TDPC B and the options it was found with, for the reports' tests.
#[cfg(test)]
pub(crate) mod example {
    use super::*;
    use crate::process::{Ended, Finished, Limits};
    use crate::rng::Size;
    use crate::stress::minimize::{Failing, Stop};
    use crate::stress::options::StressOptions;
    use crate::stress::search::{Class, Tally};
    use std::os::unix::process::ExitStatusExt;
    use std::time::Duration;

    pub(crate) fn options() -> StressOptions {
        StressOptions {
            cases: 1,
            seed: 3,
            max_size: Size::Small,
            limits: Limits {
                time: Duration::from_secs(2),
                output: 1 << 20,
            },
            shrink_tries: Some(100),
            ..StressOptions::command(vec!["true".into()])
        }
    }

    /// What a run of one small case that passed tallies: a 1 + 1 objects input of 9 bytes.
    pub(crate) fn one_small_passed() -> Tally {
        Tally {
            classes: [1, 0, 0, 0],
            largest: Some((9, "1 + 1 objects".to_string())),
            ..Tally::default()
        }
    }

    pub(crate) fn case(index: usize, class: Class) -> Origin {
        Origin::Case {
            index,
            class,
            shape: None,
        }
    }

    pub(crate) fn failure(
        verdict: Verdict,
        stdout: &str,
        stderr: &str,
        stop: Stop,
    ) -> Failure<(Vec<i64>, Vec<i64>)> {
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
            original_expected: "2".to_string(),
            shrunk: Shrunk {
                smallest: Failing {
                    input: input.clone(),
                    run: run.clone(),
                    expected: "2".to_string(),
                },
                steps: 1,
                tries: 2,
                stop,
            },
            shown: input,
            run,
            expected: "2".to_string(),
            slow: None,
            table: TableNote::Unread,
            files: Files::default(),
            cases_run: 1,
        }
    }
}
