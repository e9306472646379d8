//! `coach table`: the learner's solution run once on a given input, and the table it prints
//! to standard error read and judged ([`crate::printed`]): where the recurrence
//! breaks, for a learner who already has a failing input, or who checks a table on a sample.

use super::{Options, Verdict, judge, prepare};
use crate::exit::Exit;
use crate::input;
use crate::output;
use crate::page;
use crate::play::{self, Marked};
use crate::printed::{self, Finding};
use crate::problems::{Coached, Task};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

/// `coach table PROBLEM SOLUTION FILE`.
pub struct Table<'a> {
    pub options: Options,
    pub file: PathBuf,
    /// Which game of the input the table is of, from 1.
    pub case: usize,
    pub out: &'a mut dyn Write,
}

impl Task for Table<'_> {
    type Output = Exit;

    fn run<P: Coached>(mut self) -> Exit {
        if let Err(error) = prepare(&mut self.options) {
            return Exit::usage(error);
        }
        Exit::of(examine::<P>(self))
    }
}

/// The finding on the table that a run printed about `game`, where it printed one.
pub fn finding<P: Coached>(game: &P::Game, run: &super::Run) -> Option<Finding> {
    let table = printed::read::read(&run.finished.stderr)?;
    Some(printed::find::<P>(game, table, run.verdict == Verdict::Ac))
}

/// The solution run once on `input`, and the finding on the table it printed about game
/// `case` (from 1), where it printed one.
fn examined<P: Coached>(
    options: &Options,
    input: &P::Input,
    case: usize,
) -> Result<(super::Run, Option<Finding>), Exit> {
    let game = input::game::<P>(input, case)?;
    let (run, _) = judge::<P>(options, input).map_err(Exit::usage)?;
    let found = finding::<P>(game, &run);
    Ok((run, found))
}

/// The finding in words, or, where no table was printed, how to print one.
fn words<P: Coached>(found: Option<&Finding>) -> String {
    match found {
        Some(found) => printed::text::<P>(found),
        None => printed::how_to_print(),
    }
}

fn examine<P: Coached>(table: Table<'_>) -> Result<Exit, Exit> {
    let bytes = input::read(Some(&table.file))?;
    let input = input::parse::<P>(&bytes)?;
    let (run, found) = examined::<P>(&table.options, &input, table.case)?;
    let wrong = run.verdict != Verdict::Ac
        || found
            .as_ref()
            .is_some_and(|found| found.first_wrong.is_some());
    let status = if wrong { Exit::Failure } else { Exit::Success };
    let text = if table.options.json {
        let value = json!({
            "problem": P::NAME,
            "verdict": run.verdict.abbreviation(),
            "table": found,
        });
        format!("{value:#}\n")
    } else {
        format!(
            "{}: {} on {}.\n{}",
            P::NAME,
            run.verdict.abbreviation(),
            table.file.display(),
            words::<P>(found.as_ref())
        )
    };
    match output::emit(table.out, &text) {
        Exit::Success => Ok(status),
        exit => Err(exit),
    }
}

/// `coach play PROBLEM FILE --html PAGE --table-of SOLUTION`: the page of FILE, with the
/// table the solution prints on it marked in the drawn tables: every wrong entry coloured,
/// the first one outlined, and the finding in words above them.
pub struct TablePage<'a> {
    pub options: Options,
    pub bytes: Vec<u8>,
    pub path: PathBuf,
    pub out: &'a mut dyn Write,
}

impl Task for TablePage<'_> {
    type Output = Exit;

    fn run<P: Coached>(mut self) -> Exit {
        if let Err(error) = prepare(&mut self.options) {
            return Exit::usage(error);
        }
        Exit::of(marked_page::<P>(self))
    }
}

fn marked_page<P: Coached>(page: TablePage<'_>) -> Result<Exit, Exit> {
    let input = input::parse::<P>(&page.bytes)?;
    let (run, found) = examined::<P>(&page.options, &input, 1)?;
    let mut played = play::play::<P>(&input).map_err(Exit::internal)?;
    played.marked = Some(Marked {
        said: format!(
            "Your solution: {} on this input.\n{}",
            run.verdict.abbreviation(),
            words::<P>(found.as_ref())
        ),
        marks: found.map(|found| found.marks).unwrap_or_default(),
    });
    page::write_file(&mut played, &page.path, page.out)
}
