//! SIGINT, SIGTERM and SIGHUP: the first stops every run and lets the work report what it
//! found; a second, or a command with nothing to report, ends coach at once.

use super::platform::{kill_group, sweep, until_dead};
use super::started::{GRACE, LIVE};
use anyhow::{Context, Result};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::{Duration, Instant};

/// The signal that asked coach to stop, or 0 while none came.
static STOPPING: AtomicI32 = AtomicI32::new(0);

/// A run that was stopped, or never started, because coach was asked to stop by a signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("interrupted by {}", signal_words(*.0))]
pub(crate) struct Interrupted(pub i32);

/// The signal, if `error` is a run's [`Interrupted`].
pub(crate) fn interruption(error: &anyhow::Error) -> Option<i32> {
    error
        .downcast_ref::<Interrupted>()
        .map(|interrupted| interrupted.0)
}

/// The signal that asked coach to stop, once one came.
pub(crate) fn stopping() -> Option<i32> {
    match STOPPING.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

/// A signal's name, as `--json` writes it: `SIGINT`, `SIGTERM`, `SIGHUP`, or `signal 9`.
pub(crate) fn signal_name(signal: i32) -> String {
    match signal {
        2 => "SIGINT".to_string(),
        15 => "SIGTERM".to_string(),
        1 => "SIGHUP".to_string(),
        other => format!("signal {other}"),
    }
}

/// A signal as a person knows it: `Ctrl-C (SIGINT)`, else its name.
pub(crate) fn signal_words(signal: i32) -> String {
    match signal {
        2 => format!("Ctrl-C ({})", signal_name(signal)),
        other => signal_name(other),
    }
}

/// Lets a write past the file size limit (`ulimit -f`) fail with an error coach reports, as a
/// full disk's does, instead of SIGXFSZ killing coach with the failure it found unreported
/// and a temporary file left behind. For the binary's `main`, before anything is written.
pub(crate) fn survive_file_size_limit() {
    #[cfg(unix)]
    // SAFETY: signal(2) setting a standard signal's disposition to SIG_IGN; no handler runs
    // and no memory is involved.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

/// On SIGINT, SIGTERM or SIGHUP, kills every run under way and everything they started, and
/// starts no more: the runs end in [`Interrupted`], and [`stopping`] tells the signal. A
/// second signal exits at once, with 128 + its number. Call once, before the first run.
pub(crate) fn guard_signals() -> Result<()> {
    watch_signals(false)
}

/// On SIGINT, SIGTERM or SIGHUP, kills every run and server under way and everything they
/// started, says so in one line, and exits at once with 128 + the signal's number: for a
/// command that has nothing to report when it is stopped (a rules file being explored, a
/// duel waiting for the user's move).
pub(crate) fn end_on_signal() -> Result<()> {
    watch_signals(true)
}

/// Set once the signal handler has killed and swept what coach started.
static HANDLED: AtomicBool = AtomicBool::new(false);

/// The status coach ends with once its work returned: `work`'s, or, after a signal, 128 + its
/// number, once the handler has swept (a second at most), whatever the work made of the
/// runs it saw killed.
pub(crate) fn settled(work: crate::exit::Exit) -> crate::exit::Exit {
    let Some(signal) = stopping() else {
        return work;
    };
    let deadline = Instant::now() + GRACE;
    while !HANDLED.load(Ordering::SeqCst) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    crate::exit::Exit::Signal(signal)
}

/// How long coach may take to report after a signal before it exits without a report.
const REPORT_GRACE: Duration = Duration::from_secs(10);

fn watch_signals(at_once: bool) -> Result<()> {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])
            .context("cannot watch for signals")?;
        std::thread::spawn(move || {
            for signal in signals.forever() {
                let again = STOPPING.swap(signal, Ordering::SeqCst) != 0;
                let killed = LIVE.lock().unwrap().take().unwrap_or_default();
                for &id in &killed {
                    kill_group(id);
                }
                // Ending at once, coach's one line is this, and standard error is held until
                // coach exits, so that the work, seeing its runs killed, adds no line of its
                // own.
                let said = at_once.then(|| {
                    let mut stderr = std::io::stderr().lock();
                    let _ = writeln!(stderr, "coach: {}", Interrupted(signal));
                    stderr
                });
                // Their descendants are handed to coach as they die: once they are dead, the
                // sweep finds them.
                until_dead(&killed);
                sweep(None);
                HANDLED.store(true, Ordering::SeqCst);
                if again || at_once {
                    std::process::exit(crate::exit::interrupted(signal));
                }
                drop(said);
                // The report of what was done comes once the work in hand sees the signal;
                // work that never looks (a long analysis) must not keep coach alive.
                std::thread::spawn(move || {
                    std::thread::sleep(REPORT_GRACE);
                    crate::exit::say(format_args!(
                        "coach: {}; no report within {} s of it",
                        Interrupted(signal),
                        REPORT_GRACE.as_secs()
                    ));
                    std::process::exit(crate::exit::interrupted(signal));
                });
            }
        });
    }
    #[cfg(not(unix))]
    let _ = at_once;
    Ok(())
}
