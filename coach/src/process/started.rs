//! What coach started: the lists of its children that a signal, the sweep and the watchdog
//! read, each run's mark, and how long a run's pipes may outlive it.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// The process groups of the runs under way, so that a signal to coach can end them; `None`
/// once a signal came, after which no run starts.
pub(super) static LIVE: Mutex<Option<Vec<u32>>> = Mutex::new(Some(Vec::new()));

/// Every child coach started and has not yet waited for, signal or not: what
/// `platform::kill_orphans` leaves alone.
pub(super) static STARTED: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// Runs started so far: the second half of each run's mark.
static RUNS: AtomicUsize = AtomicUsize::new(0);

/// The mark of the next run or server: `<coach's pid>.<run>`.
pub(super) fn next_mark() -> String {
    format!(
        "{}.{}",
        std::process::id(),
        RUNS.fetch_add(1, Ordering::SeqCst)
    )
}

/// How long the pipes may stay open once everything the run started was killed: long enough
/// for the kernel to hand detached descendants to coach, which then kills them too.
pub(super) const GRACE: Duration = Duration::from_secs(1);

/// The environment variable that marks every process a run starts: `<coach's pid>.<run>`.
pub(super) const MARK: &str = "COACH_RUN";
