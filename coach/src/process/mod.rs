//! Running a user's command on one input, within limits: the only module that starts, waits
//! for and kills processes.
//!
//! Nothing a run starts outlives it. On Unix the command runs in a process group of its own;
//! when it exits, is killed at the time limit or prints past the output limit, the whole
//! group is killed, so that a forked helper holding standard output open cannot stretch the
//! case. Every run also carries a mark in its environment, `COACH_RUN=<coach's pid>`, which
//! its descendants inherit: on Linux, a descendant that left the group or detached is found
//! by that mark in `/proc` and killed, when the run's pipes stay open after its group is
//! gone, when `stress` ends ([`sweep`]), and when coach gets SIGINT, SIGTERM or SIGHUP
//! ([`guard_signals`]). Processes without the mark, such as the other children of a test
//! process, are never touched.
//!
//! In the binary, coach is also a child subreaper ([`adopt_orphans`]): a descendant that
//! detached itself and wiped its mark is handed to coach when its parent dies, and coach kills
//! every child it did not start itself, after each run, when a server is dropped, on a
//! signal and at its end. Should coach be killed outright (SIGKILL, which no handler sees),
//! its watchdog ([`start_watchdog`]) kills every run's process group and every marked
//! process, and a server dies with coach by a kill-on-parent-death signal; a grandchild that
//! detached itself and wiped its mark before that is beyond anyone's reach once coach is
//! gone (only a process namespace would hold it).
//!
//! The first such signal stops the runs: those under way are killed and end in
//! [`Interrupted`], as does any run asked for after it, so that `stress` can report what it
//! found so far. A second signal ends coach at once.

mod platform;
mod run;
mod server;
mod signals;
mod watchdog;

pub(crate) use platform::sweep;
pub(crate) use run::run;
pub(crate) use run::{Ended, Finished, Limits};
pub(crate) use server::{Server, Silence, Stderr};
pub(crate) use signals::{
    Interrupted, end_on_signal, guard_signals, interruption, settled, signal_name, signal_words,
    stopping, survive_file_size_limit,
};
pub(crate) use watchdog::{WATCHDOG, adopt_orphans, start_watchdog, watch};

use anyhow::{Context, Result};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use watchdog::tell_watchdog;

/// The process groups of the runs under way, so that a signal to coach can end them; `None`
/// once a signal came, after which no run starts.
static LIVE: Mutex<Option<Vec<u32>>> = Mutex::new(Some(Vec::new()));

/// Every child coach started and has not yet waited for, signal or not: what
/// `platform::kill_orphans` leaves alone.
static STARTED: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Runs started so far: the second half of each run's mark.
static RUNS: AtomicUsize = AtomicUsize::new(0);

/// The mark of the next run or server: `<coach's pid>.<run>`.
fn next_mark() -> String {
    format!(
        "{}.{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    )
}

/// Takes a process that has ended off the list the signal handler kills.
fn forget(child: u32) {
    if let Some(live) = LIVE.lock().unwrap().as_mut() {
        live.retain(|&id| id != child);
    }
    STARTED.lock().unwrap().retain(|&id| id != child);
    tell_watchdog('-', child);
}

/// How long the pipes may stay open once everything the run started was killed: long enough
/// for the kernel to hand detached descendants to coach, which then kills them too.
const GRACE: Duration = Duration::from_secs(1);

/// Starts `builder` and lists the child for the signal handler, both under the list's lock
/// so that a signal cannot come between them; once a signal came, starts nothing and errs
/// with [`Interrupted`].
fn start_listed(mut builder: Command, program: &str) -> Result<Child> {
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
fn command_of(command: &[String], mark: &str) -> Command {
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

/// The environment variable that marks every process a run starts: `<coach's pid>.<run>`.
const MARK: &str = "COACH_RUN";
