//! Starting a child on the lists of what coach started, and taking it off them once it ended.

use super::signals::{Interrupted, stopping};
use super::started::{LIVE, MARK, STARTED};
use super::watchdog::tell_watchdog;
use anyhow::{Context, Result};
use std::process::{Child, Command, Stdio};

/// Takes a process that has ended off the list the signal handler kills.
pub(super) fn forget(child: u32) {
    if let Some(live) = LIVE.lock().unwrap().as_mut() {
        live.retain(|&id| id != child);
    }
    STARTED.lock().unwrap().retain(|&id| id != child);
    tell_watchdog('-', child);
}

/// Starts `builder` and lists the child for the signal handler, both under the list's lock
/// so that a signal cannot come between them; once a signal came, starts nothing and errs
/// with [`Interrupted`].
pub(super) fn start_listed(mut builder: Command, program: &str) -> Result<Child> {
    let mut live = LIVE.lock().unwrap();
    let Some(live) = live.as_mut() else {
        // Coach is stopping on a signal: it starts nothing more.
        return Err(Interrupted(stopping().unwrap_or(0)).into());
    };
    let mut started = STARTED.lock().unwrap();
    let child = builder
        .spawn()
        .with_context(|| format!("cannot start {program}"))?;
    live.push(child.id());
    started.push(child.id());
    tell_watchdog('+', child.id());
    Ok(child)
}

/// `command` with the run's mark, its pipes, and a process group of its own.
pub(super) fn command_of(command: &[String], mark: &str) -> Command {
    let mut builder = Command::new(&command[0]);
    builder
        .args(&command[1..])
        .env(MARK, mark)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut builder, 0);
    builder
}
