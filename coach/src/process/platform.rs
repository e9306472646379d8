//! What differs by platform: killing a process group, finding the processes that carry a
//! run's mark and the orphans handed to coach (Linux's `/proc`), and the signal that ended
//! a process. Off Linux a sweep finds nothing; off Unix a process has no group to kill.

use super::started::GRACE;
#[cfg(target_os = "linux")]
use super::started::{MARK, STARTED};
use std::process::ExitStatus;
#[cfg(target_os = "linux")]
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[cfg(unix)]
pub(super) fn kill_group(id: u32) {
    // SAFETY: kill(2) on the process group the run leads; no memory is involved.
    unsafe { libc::kill(-(id as libc::pid_t), libc::SIGKILL) };
}

#[cfg(not(unix))]
fn kill_group(_: u32) {}

/// Kills every process that carries the mark of run `run`, or of any run of this coach when
/// `None`: the descendants that left their run's process group. Repeats while it finds
/// some, as a process may start another while it is being killed.
#[cfg(target_os = "linux")]
pub(crate) fn sweep(run: Option<&str>) {
    kill_orphans();
    sweep_marked(&format!("{MARK}={}.", std::process::id()), run);
}

/// Kills every process whose mark is `run`'s, or starts with `ours` when `run` is `None`.
#[cfg(target_os = "linux")]
pub(super) fn sweep_marked(ours: &str, run: Option<&str>) {
    let wanted = |entry: &[u8]| match run {
        Some(run) => entry == format!("{MARK}={run}").as_bytes(),
        None => entry.starts_with(ours.as_bytes()),
    };
    for _ in 0..100 {
        let marked: Vec<u32> = processes().filter(|&pid| carries(pid, wanted)).collect();
        if marked.is_empty() {
            return;
        }
        for pid in marked {
            // SAFETY: kill(2) with a pid and a signal number; no memory is involved.
            unsafe { libc::kill(pid as libc::pid_t, libc::SIGKILL) };
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[cfg(not(target_os = "linux"))]
pub(crate) fn sweep(_: Option<&str>) {}

/// Waits, a second at most, until each of `pids` has died (a zombie, or gone).
pub(super) fn until_dead(pids: &[u32]) {
    let deadline = Instant::now() + GRACE;
    let alive = |pid: &u32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|stat| !stat.rsplit(')').next().unwrap_or("").starts_with(" Z"))
    };
    while pids.iter().any(alive) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Whether coach is a child subreaper, which only the binary becomes
/// ([`adopt_orphans`](super::watchdog::adopt_orphans)).
#[cfg(target_os = "linux")]
pub(super) static SUBREAPER: AtomicBool = AtomicBool::new(false);

/// Kills and reaps every child of coach that is not a run or server under way: the orphans
/// handed to coach as a subreaper. Holds the list of started children meanwhile, so that a
/// child being started is not taken for one.
#[cfg(target_os = "linux")]
fn kill_orphans() {
    if !SUBREAPER.load(Ordering::SeqCst) {
        return;
    }
    let listed = STARTED.lock().unwrap();
    for pid in children().into_iter().filter(|pid| !listed.contains(pid)) {
        // SAFETY: kill(2) and waitpid(2) on a child of coach's; no memory is involved but
        // the status, which is ours.
        unsafe {
            libc::kill(pid as libc::pid_t, libc::SIGKILL);
            let mut status = 0;
            libc::waitpid(pid as libc::pid_t, &mut status, 0);
        }
    }
}

/// coach's children, from each of its threads' `/proc/self/task/<id>/children` (a child,
/// even one handed to coach as a subreaper, is listed under one of its threads): a few small
/// files, where scanning every process of the machine would cost each run far more.
#[cfg(target_os = "linux")]
fn children() -> Vec<u32> {
    std::fs::read_dir("/proc/self/task")
        .into_iter()
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("children")).ok())
        .flat_map(|listed| {
            listed
                .split_whitespace()
                .filter_map(|pid| pid.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

/// Every process id in `/proc`.
#[cfg(target_os = "linux")]
fn processes() -> impl Iterator<Item = u32> {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse().ok())
}

/// Whether process `pid` has a `wanted` entry in its environment, and is still alive (a
/// zombie's environment reads empty).
#[cfg(target_os = "linux")]
pub(super) fn carries(pid: u32, wanted: impl Fn(&[u8]) -> bool) -> bool {
    std::fs::read(format!("/proc/{pid}/environ"))
        .is_ok_and(|environ| environ.split(|&byte| byte == 0).any(wanted))
}

/// The signal that ended a process. Off Unix there is none: a process ends with a code.
pub(super) fn signal(status: ExitStatus) -> Option<i32> {
    #[cfg(unix)]
    let signal = std::os::unix::process::ExitStatusExt::signal(&status);
    #[cfg(not(unix))]
    let signal = {
        let _ = status;
        None
    };
    signal
}
