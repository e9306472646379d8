//! What kills coach's children when coach itself is killed outright: the child subreaper,
//! and the watchdog process that outlives coach by a moment.

use super::platform::kill_group;
#[cfg(target_os = "linux")]
use super::platform::{SUBREAPER, sweep_marked};
use super::started::{MARK, STARTED};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Mutex;
#[cfg(target_os = "linux")]
use std::sync::atomic::Ordering;

/// Makes coach a child subreaper: a descendant of a run whose parent dies is handed to
/// coach rather than to init, and [`sweep`](super::platform::sweep) kills it. For the
/// binary's `main` only: in a test process, the children that other tests start would be
/// taken for orphans.
pub(crate) fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: prctl(2) with integer arguments; no memory is involved.
        if unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1) } == 0 {
            SUBREAPER.store(true, Ordering::SeqCst);
        }
    }
}

/// The environment variable that makes the coach binary a watchdog ([`watch`]), with the
/// process id of the coach it watches.
pub(crate) const WATCHDOG: &str = "COACH_WATCHDOG";

/// The pipe to the watchdog, where there is one (the binary starts it, [`start_watchdog`]).
static WATCH: Mutex<Option<std::process::ChildStdin>> = Mutex::new(None);

/// In the binary: starts the watchdog, coach's own binary again, in a process group of its
/// own, that reads on a pipe the process groups coach starts (`+pid`) and ends (`-pid`). The
/// pipe closes when coach ends, however it ends, SIGKILL included, which no handler sees:
/// the watchdog then kills every group still open and every process carrying coach's mark,
/// and exits. One process per coach, where a kill-on-parent-death signal on every run would
/// make each run a full fork of coach (two milliseconds a case on this machine).
pub(crate) fn start_watchdog() {
    let Ok(me) = std::env::current_exe() else {
        return;
    };
    let mut builder = Command::new(me);
    builder
        .env(WATCHDOG, std::process::id().to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut builder, 0);
    let mut started = STARTED.lock().unwrap();
    if let Ok(mut watchdog) = builder.spawn() {
        // Listed for good, so that it is never taken for an orphan; never waited for: it
        // ends after coach.
        started.push(watchdog.id());
        *WATCH.lock().unwrap() = watchdog.stdin.take();
    }
}

/// Tells the watchdog that process group `id` started (`+`) or ended (`-`).
pub(super) fn tell_watchdog(sign: char, id: u32) {
    if let Some(pipe) = WATCH.lock().unwrap().as_mut() {
        let _ = writeln!(pipe, "{sign}{id}");
    }
}

/// The watchdog's work, in its own process: reads `+pid` and `-pid` lines until coach (whose
/// process id is `coach`) ends, then kills every process group still open and every process
/// that carries coach's mark.
pub(crate) fn watch(coach: &str) {
    let mut open = std::collections::HashSet::new();
    for line in std::io::stdin().lines().map_while(Result::ok) {
        let (sign, id) = line.split_at(line.len().min(1));
        match (sign, id.parse::<u32>()) {
            ("+", Ok(id)) => open.insert(id),
            ("-", Ok(id)) => open.remove(&id),
            _ => false,
        };
    }
    for id in open {
        kill_group(id);
    }
    #[cfg(target_os = "linux")]
    sweep_marked(&format!("{MARK}={coach}."), None);
}
