//! Starting a rules file: one child, or one a worker, each held to the statement's samples
//! the file gives before anything else is done with it.

use super::answer;
use super::child::RulesChild;
use super::file::{RulesFile, command, reject, started};
use crate::exit::Exit;
use anyhow::anyhow;

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
