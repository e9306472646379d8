//! `coach table`: the learner's solution run once on a given input, and the table it prints
//! to standard error read and judged: where the recurrence breaks, for a learner who already
//! has a failing input, or who checks a table on a sample. `coach play --html --table-of`
//! marks the same finding on the page of the input.

use crate::exit::Exit;
use crate::input;
use crate::output;
use crate::page;
use crate::play::{self, Marked};
use crate::problems::tables::finding;
use crate::problems::{Coached, Name, Task};
use crate::solution::{Run, Runner, Verdict};
use crate::table::{Finding, how_to_print, text};
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

/// What `coach table` is told: the solution, ready to run, the input's file, which game's
/// table, and JSON or words.
pub(super) struct TableRun {
    pub(super) runner: Runner,
    pub(super) file: PathBuf,
    /// Which game of the input the table is of, from 1.
    pub(super) case: usize,
    pub(super) json: bool,
}

/// `coach table PROBLEM SOLUTION FILE`: the report, and its status (1 where the answer or an
/// entry is wrong).
pub(crate) fn examine(name: Name, table: TableRun, out: &mut dyn Write) -> Exit {
    struct Examine<'o> {
        table: TableRun,
        out: &'o mut dyn Write,
    }
    impl Task for Examine<'_> {
        type Output = Exit;

        fn run<P: Coached>(self) -> Exit {
            Exit::of(report::<P>(self.table, self.out))
        }
    }
    name.run(Examine { table, out })
}

/// `coach play PROBLEM FILE --html PAGE --table-of SOLUTION`: the page of the input, with
/// the table the solution prints on it marked in the drawn tables: every wrong entry
/// coloured, the first one outlined, and the finding in words above them.
pub(crate) fn page(
    name: Name,
    runner: &Runner,
    bytes: &[u8],
    path: &Path,
    out: &mut dyn Write,
) -> Exit {
    struct MarkedPage<'a> {
        runner: &'a Runner,
        bytes: &'a [u8],
        path: &'a Path,
        out: &'a mut dyn Write,
    }
    impl Task for MarkedPage<'_> {
        type Output = Exit;

        fn run<P: Coached>(self) -> Exit {
            Exit::of(marked_page::<P>(
                self.runner,
                self.bytes,
                self.path,
                self.out,
            ))
        }
    }
    name.run(MarkedPage {
        runner,
        bytes,
        path,
        out,
    })
}

/// The solution run once on `input`, for its table (`COACH_TABLE=1`), and the finding on
/// the table it printed about game `case` (from 1), where it printed one.
fn run_and_find<P: Coached>(
    runner: &Runner,
    input: &P::Input,
    case: usize,
) -> Result<(Run, Option<Finding>), Exit> {
    let game = crate::problem::game_of::<P>(input, case)?;
    let run = runner
        .reading_table()
        .check(&P::format(input), &P::answer(input))
        .map_err(Exit::usage)?;
    let found = finding::<P>(game, &run);
    Ok((run, found))
}

/// Lines of standard error a failed run's report ends with.
const LAST_LINES: usize = 5;

/// The last [`LAST_LINES`] lines of `stderr` (where a crash says why, after the table), each
/// quoted and cut to a screen's width; `(nothing)` for none.
fn last_lines(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return "  (nothing)\n".to_string();
    }
    lines[lines.len().saturating_sub(LAST_LINES)..]
        .iter()
        .map(|line| format!("  {}\n", crate::notation::quote(line)))
        .collect()
}

/// The finding in words, or, where no table was printed, how to print one.
fn words<P: Coached>(found: Option<&Finding>) -> String {
    match found {
        Some(found) => text(found, P::NAME),
        None => how_to_print(),
    }
}

fn report<P: Coached>(table: TableRun, out: &mut dyn Write) -> Result<Exit, Exit> {
    let bytes = input::read(Some(&table.file))?;
    let input = input::parse(P::NAME, &bytes, P::parse)?;
    let (run, found) = run_and_find::<P>(&table.runner, &input, table.case)?;
    let wrong = run.verdict != Verdict::Ac
        || found
            .as_ref()
            .is_some_and(|found| found.story.first_wrong.is_some());
    let status = if wrong { Exit::Wrong } else { Exit::Success };
    // A run that did not end with an answer (a crash, a time-out, too much output) is told
    // with how it ended and the end of its standard error, where the reason is.
    let failed = !matches!(run.verdict, Verdict::Ac | Verdict::Wa);
    let text = if table.json {
        let value = json!({
            "problem": P::NAME,
            "verdict": run.verdict.abbreviation(),
            "ended": run.finished.how_ended(),
            "stderr_end": failed.then(|| last_lines(&run.finished.stderr)),
            "table": found,
        });
        format!("{value:#}\n")
    } else {
        let ended = if failed {
            format!(
                " ({}); its standard error ends:\n{}",
                run.finished.how_ended(),
                last_lines(&run.finished.stderr)
            )
        } else {
            ".\n".to_string()
        };
        format!(
            "{}: {} on {}{ended}{}",
            P::NAME,
            run.verdict.abbreviation(),
            table.file.display(),
            words::<P>(found.as_ref())
        )
    };
    match output::emit(out, &text) {
        Exit::Success => Ok(status),
        exit => Err(exit),
    }
}

fn marked_page<P: Coached>(
    runner: &Runner,
    bytes: &[u8],
    path: &Path,
    out: &mut dyn Write,
) -> Result<Exit, Exit> {
    let input = input::parse(P::NAME, bytes, P::parse)?;
    let (run, found) = run_and_find::<P>(runner, &input, 1)?;
    let mut played = play::play::<P>(&input).map_err(Exit::internal)?;
    played.marked = Some(Marked {
        said: format!(
            "Your solution: {} on this input.\n{}",
            run.verdict.abbreviation(),
            words::<P>(found.as_ref())
        ),
        marks: found.map(|found| found.marks).unwrap_or_default(),
    });
    page::write_file(&mut played, path, out)
}
