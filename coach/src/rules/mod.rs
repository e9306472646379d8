//! A game known only at run time: a learner's rules file in Python (`start(n)`,
//! `moves(position)`, optional `parse(text)` and `show(position)`), run as one child that
//! answers many positions at a time ([`RulesChild`]), and solved here ([`Solved`]): Grundy
//! numbers in normal play (no move scores; a move may lead to a sum of positions, combined
//! by xor), negamax on the difference of points where moves score.
//!
//! The protocol, one JSON object a line each way, is in the guide (docs/coach.md, "Your own
//! game"), so that a program in any language can stand in for the file.

mod answer;
mod child;
pub(crate) mod experiment;
pub(crate) mod game;
mod octal;
mod oracle;
mod said;
mod solve;

pub(crate) use answer::{answers, by_default as answer_by_default};
pub(crate) use child::{RulesChild, TimedOut};
pub(crate) use oracle::{Drawn, Interactive, RulesOracle, generate, mistake};
pub(crate) use solve::{DRAW, LOST, Solved, Valuation, WON, outcome_word};

use crate::exit::Exit;
use anyhow::{Result, anyhow};
use serde_json::Value;
use std::path::PathBuf;
use std::time::Duration;

/// The Python side, which loads the rules file and answers.
const DRIVER: &str = include_str!("driver.py");

/// How long one request may take by default: a batch of positions' moves, a start, a
/// drawing, a generated input.
pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(10);

/// A rules file and how it is run: the interpreter, how long one request may take, and the
/// option that says so, which a request past the limit names.
#[derive(Clone, Debug)]
pub(crate) struct RulesFile {
    pub(crate) file: PathBuf,
    pub(crate) pypy: bool,
    pub(crate) time_limit: Duration,
    pub(crate) limit_option: &'static str,
}

impl RulesFile {
    /// `file`, run by python3 within `time_limit`: as stress, judge and gen run it, whose
    /// `--time-limit` is the program's, or absent.
    pub(crate) fn new(file: PathBuf, time_limit: Duration) -> RulesFile {
        RulesFile {
            file,
            pypy: false,
            time_limit,
            limit_option: "--rules-time-limit",
        }
    }
}

/// Starts the rules file, with coach's signals watched so that Ctrl-C ends it and coach at
/// once, in one line. A file that cannot be read, or an interpreter that cannot start, is a
/// usage error (exit 2); a file that fails as it loads is reject (exit 1), with one line.
pub(crate) fn open(options: &RulesFile) -> Result<RulesChild, Exit> {
    open_helped(options, false)
}

/// Starts the rules file as [`open`] does, and where `helped`, a second child of it beside
/// (loading at the same time) to share a long exploration.
pub(crate) fn open_helped(options: &RulesFile, helped: bool) -> Result<RulesChild, Exit> {
    let command = command(options)?;
    crate::process::end_on_signal().map_err(Exit::usage)?;
    let mut rules = started(
        &command,
        RulesChild::start(command.clone(), options, helped),
    )?;
    held_to_samples(&mut rules)?;
    Ok(rules)
}

/// The file held to the statement's samples it gives, before anything else is done with it:
/// one line and exit 1 where it disagrees with one.
fn held_to_samples(rules: &mut RulesChild) -> Result<(), Exit> {
    answer::check_samples(rules).map_err(|error| reject(anyhow!("{}: {error:#}", rules.name)))
}

/// Starts `count` children of the rules file side by side (one per worker of a stress run),
/// under whatever signal guard the command set.
pub(crate) fn launch_all(options: &RulesFile, count: usize) -> Result<Vec<RulesChild>, Exit> {
    let command = command(options)?;
    let mut children = started(
        &command,
        RulesChild::start_all(command.clone(), options, count),
    )?;
    held_to_samples(&mut children[0])?;
    Ok(children)
}

/// The command that runs the rules file: a `.py` file is loaded by the driver; any other
/// file is a program that speaks the protocol itself. A file that cannot be read is a usage
/// error.
fn command(options: &RulesFile) -> Result<Vec<String>, Exit> {
    if !options.file.is_file() {
        return Err(Exit::usage(anyhow!(
            "cannot read {}: no such file",
            options.file.display()
        )));
    }
    let file = options.file.display().to_string();
    // The interpreter is started by its name, once: asking it for its path first (as a
    // solution run a thousand times does) would start it twice.
    Ok(if options.file.extension().is_some_and(|ext| ext == "py") {
        let python = if options.pypy { "pypy3" } else { "python3" };
        vec![
            python.to_string(),
            "-c".to_string(),
            DRIVER.to_string(),
            file,
        ]
    } else {
        vec![file]
    })
}

/// What starting `command` gave: an interpreter or program not found is a usage error
/// (exit 2); a file that fails as it loads is rejected (exit 1).
fn started<T>(command: &[String], result: Result<T>) -> Result<T, Exit> {
    result.map_err(|error| {
        let missing = error.chain().any(|cause| {
            cause
                .downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::NotFound)
        });
        if missing {
            Exit::usage(anyhow!("cannot run {}: it is not on the PATH", command[0]))
        } else {
            reject(error)
        }
    })
}

/// The exit for an error of the rules file: its one line and exit 1.
pub(crate) fn reject(error: anyhow::Error) -> Exit {
    if crate::process::interruption(&error).is_some() {
        // The file was killed on a signal, whose handler says so in one line and ends coach
        // ([`open`] set it up): nothing more is said here, and nothing races it.
        loop {
            std::thread::park();
        }
    }
    crate::exit::say(format_args!("coach: {error:#}"));
    Exit::Failure
}

/// Explores every position reachable from `starts` and solves them: the game, and each
/// start's parts.
pub(crate) fn solve(rules: &mut RulesChild, starts: &[Value]) -> Result<(Solved, Vec<Vec<usize>>)> {
    let mut solved = Solved::default();
    let parts = solved.explore(rules, starts)?;
    Ok((solved, parts))
}
