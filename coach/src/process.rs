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

use anyhow::{Context, Result};
use std::fmt;
use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time from the start to the last byte of output.
    pub time: Duration,
    /// Bytes of standard output (and, apart, of standard error) kept; past this the run is
    /// stopped.
    pub output: usize,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    Exited(ExitStatus),
    /// Killed at the time limit.
    TimedOut,
    /// Killed once its output passed the output limit.
    OutputLimit,
    /// Killed by coach once its fault was found: an interactive judge's game is over then.
    Stopped,
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct Finished {
    pub ended: Ended,
    /// At most the output limit of each.
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub time: Duration,
}

impl Finished {
    /// How the run ended, in words: `exit status 3`, `killed by signal 11`,
    /// `killed after 2.00 s`, `stopped after 64 MiB of output`.
    pub fn how_ended(&self) -> String {
        match self.ended {
            Ended::TimedOut => format!("killed after {:.2} s", self.time.as_secs_f64()),
            Ended::OutputLimit => format!(
                "stopped after {} bytes of output",
                self.stdout.len().max(self.stderr.len())
            ),
            Ended::Stopped => "stopped by coach once its fault was found".to_string(),
            Ended::Exited(status) => match (status.code(), signal(status)) {
                (Some(code), _) => format!("exit status {code}"),
                (None, Some(signal)) => format!("killed by signal {signal}"),
                (None, None) => "ended without an exit status".to_string(),
            },
        }
    }
}

/// The process groups of the runs under way, so that a signal to coach can end them; `None`
/// once a signal came, after which no run starts.
static LIVE: Mutex<Option<Vec<u32>>> = Mutex::new(Some(Vec::new()));

/// Every child coach started and has not yet waited for, signal or not: what
/// [`kill_orphans`] leaves alone.
static STARTED: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// The signal that asked coach to stop, or 0 while none came.
static STOPPING: AtomicI32 = AtomicI32::new(0);

/// A run that was stopped, or never started, because coach was asked to stop by a signal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Interrupted(pub i32);

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "interrupted by {}", signal_words(self.0))
    }
}

impl std::error::Error for Interrupted {}

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

/// Whether coach is a child subreaper, which only the binary becomes ([`adopt_orphans`]).
static SUBREAPER: AtomicBool = AtomicBool::new(false);

/// Makes coach a child subreaper: a descendant of a run whose parent dies is handed to coach
/// rather than to init, and [`sweep`] kills it. For the binary's `main` only: in a test
/// process, the children that other tests start would be taken for orphans.
pub(crate) fn adopt_orphans() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: prctl(2) with integer arguments; no memory is involved.
        if unsafe { libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1) } == 0 {
            SUBREAPER.store(true, Ordering::SeqCst);
        }
    }
}

/// Takes a process that has ended off the list the signal handler kills.
fn forget(child: u32) {
    if let Some(live) = LIVE.lock().unwrap().as_mut() {
        live.retain(|&id| id != child);
    }
    STARTED.lock().unwrap().retain(|&id| id != child);
    tell_watchdog('-', child);
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
fn tell_watchdog(sign: char, id: u32) {
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

/// How long the pipes may stay open once everything the run started was killed: long enough
/// for the kernel to hand detached descendants to coach, which then kills them too.
const GRACE: Duration = Duration::from_secs(1);

/// Runs `command` with `input` on its standard input, within `limits`, with `env` added to
/// its environment. Errs when the command cannot be started, and with [`Interrupted`] when
/// coach was asked to stop before the run ended on its own.
pub(crate) fn run(
    command: &[String],
    env: &[(&str, &str)],
    input: &[u8],
    limits: Limits,
) -> Result<Finished> {
    let start = Instant::now();
    let mark = next_mark();
    let mut builder = command_of(command, &mark);
    builder.envs(env.iter().copied());
    let mut child = start_listed(builder, &command[0])?;
    let over_limit = Arc::new(AtomicBool::new(false));
    // The pipes are served by threads of their own, which a descendant holding a pipe open
    // cannot keep coach waiting for.
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    std::thread::spawn(move || {
        // A solution may exit, or stop reading, before it has read all of its input.
        let _ = stdin.write_all(&input);
    });
    let (done, finished_pipes) = mpsc::channel();
    let kept = [
        Arc::new(Mutex::new(Vec::new())),
        Arc::new(Mutex::new(Vec::new())),
    ];
    let pipes: [Box<dyn Read + Send>; 2] = [
        Box::new(child.stdout.take().expect("stdout is piped")),
        Box::new(child.stderr.take().expect("stderr is piped")),
    ];
    for (pipe, kept) in pipes.into_iter().zip(&kept) {
        let (done, kept, over_limit) = (done.clone(), kept.clone(), over_limit.clone());
        std::thread::spawn(move || {
            read_capped(pipe, limits.output, &kept, &over_limit);
            let _ = done.send(());
        });
    }
    let ended = wait(&mut child, start + limits.time, &over_limit);
    // Whatever the command left behind goes now: its group, then any descendant that escaped
    // the group and was handed to coach. The pipes then close.
    kill_group(child.id());
    let _ = child.wait();
    forget(child.id());
    // A descendant that left the group, and may hold a pipe open, goes too.
    sweep(Some(&mark));
    let grace_end = Instant::now() + GRACE;
    let mut open = 2;
    while open > 0 && Instant::now() < grace_end {
        if finished_pipes
            .recv_timeout(Duration::from_millis(5))
            .is_ok()
        {
            open -= 1;
        } else {
            sweep(Some(&mark));
        }
    }
    if let Some(signal) = stopping() {
        // Killed by coach, not ended by itself: no verdict.
        return Err(Interrupted(signal).into());
    }
    let [stdout, stderr] = kept.map(|kept| std::mem::take(&mut *kept.lock().unwrap()));
    Ok(Finished {
        ended,
        stdout,
        stderr,
        time: start.elapsed(),
    })
}

/// Reads `pipe` to its end into `kept`, keeping at most `limit` bytes; past it, raises
/// `over_limit` (the run is then stopped, which ends the pipe).
fn read_capped(mut pipe: impl Read, limit: usize, kept: &Mutex<Vec<u8>>, over_limit: &AtomicBool) {
    let mut buffer = [0; 64 * 1024];
    loop {
        match pipe.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(n) => {
                let mut kept = kept.lock().unwrap();
                let room = limit - kept.len();
                kept.extend_from_slice(&buffer[..n.min(room)]);
                if n > room {
                    over_limit.store(true, Ordering::SeqCst);
                }
            }
        }
    }
}

/// Waits until the child exits, the deadline passes or its output passes the limit.
fn wait(child: &mut Child, deadline: Instant, over_limit: &AtomicBool) -> Ended {
    let mut pause = Duration::from_micros(50);
    loop {
        if over_limit.load(Ordering::SeqCst) {
            return Ended::OutputLimit;
        }
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return Ended::Exited(status);
        }
        if Instant::now() >= deadline {
            return Ended::TimedOut;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

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

/// A child that answers one line for each line it is sent, for as long as coach needs it
/// (a rules file, `coach experiment` and the teaching commands on it). It runs in a process
/// group of its own with the mark of a run, and is listed for the signal handler: dropping
/// it, a signal to coach ([`guard_signals`]) or coach's own end kills it and everything it
/// started (on Linux the kernel kills it when coach dies, however coach dies).
pub(crate) struct Server {
    child: Child,
    mark: String,
    /// `None` once closed ([`Server::close_input`]).
    stdin: Option<std::process::ChildStdin>,
    lines: mpsc::Receiver<std::io::Result<Vec<u8>>>,
    /// A line [`Server::line_waiting`] found, kept for the next read.
    waiting: Option<std::io::Result<Vec<u8>>>,
    /// Its standard error, where it is kept rather than left as coach's own.
    stderr: Option<Arc<Mutex<Vec<u8>>>>,
}

/// Where a [`Server`]'s standard error goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stderr {
    /// Coach's own: a rules file's prints show where the user sees them.
    Shown,
    /// Kept, at most this many bytes, for a report: a learner's program.
    Kept(usize),
}

/// Why a [`Server`] gave no answer.
#[derive(Debug)]
pub(crate) enum Silence {
    /// It ended, or closed its standard output.
    Ended,
    /// No whole line within the time limit.
    TimedOut,
    /// A line longer than the limit.
    TooLong,
    /// Coach was asked to stop by a signal.
    Interrupted(Interrupted),
}

impl Server {
    /// Starts `command`, its standard error shown or kept. Lines longer than `max_line`
    /// bytes are refused.
    pub(crate) fn start(command: &[String], max_line: usize, stderr: Stderr) -> Result<Server> {
        let mark = next_mark();
        let mut builder = command_of(command, &mark);
        if stderr == Stderr::Shown {
            builder.stderr(Stdio::inherit());
        }
        die_with_coach(&mut builder);
        let mut child = start_listed(builder, &command[0])?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let kept = match stderr {
            Stderr::Shown => None,
            Stderr::Kept(limit) => {
                let kept = Arc::new(Mutex::new(Vec::new()));
                let pipe = child.stderr.take().expect("stderr is piped");
                let (into, over) = (kept.clone(), Arc::new(AtomicBool::new(false)));
                std::thread::spawn(move || read_capped(pipe, limit, &into, &over));
                Some(kept)
            }
        };
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut stdout = std::io::BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                let read = std::io::BufRead::read_until(
                    &mut (&mut stdout).take(max_line as u64 + 1),
                    b'\n',
                    &mut line,
                );
                let end = matches!(read, Ok(0) | Err(_));
                if send.send(read.map(|_| line)).is_err() || end {
                    return;
                }
            }
        });
        Ok(Server {
            child,
            mark,
            stdin: Some(stdin),
            lines,
            waiting: None,
            stderr: kept,
        })
    }

    /// Sends `line` and a newline; `Err(Silence::Ended)` when the child no longer reads.
    pub(crate) fn send(&mut self, line: &str) -> Result<(), Silence> {
        let stdin = self.stdin.as_mut().ok_or(Silence::Ended)?;
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .map_err(|_| Silence::Ended)
    }

    /// Closes the child's standard input: it reads the end of its input.
    pub(crate) fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Waits up to `limit` for the child to exit on its own; `None` if it did not.
    pub(crate) fn wait(&mut self, limit: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + limit;
        let mut pause = Duration::from_micros(50);
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }

    /// What the child wrote to standard error so far, where it is kept.
    pub(crate) fn stderr(&self) -> Vec<u8> {
        self.stderr
            .as_ref()
            .map(|kept| kept.lock().unwrap().clone())
            .unwrap_or_default()
    }

    /// Whether the next line (or the end of the output) has come, without waiting for it.
    pub(crate) fn line_waiting(&mut self) -> bool {
        if self.waiting.is_none() {
            self.waiting = self.lines.try_recv().ok();
        }
        self.waiting.is_some()
    }

    /// Waits up to `limit` for the next line, which is returned without its newline.
    pub(crate) fn read(&mut self, limit: Duration) -> Result<Vec<u8>, Silence> {
        let received = match self.waiting.take() {
            Some(line) => Ok(line),
            None => self.lines.recv_timeout(limit),
        };
        let answer = match received {
            Ok(Ok(mut line)) if line.ends_with(b"\n") => {
                line.pop();
                return Ok(line);
            }
            Ok(Ok(line)) if !line.is_empty() => Silence::TooLong,
            Ok(_) | Err(mpsc::RecvTimeoutError::Disconnected) => Silence::Ended,
            Err(mpsc::RecvTimeoutError::Timeout) => Silence::TimedOut,
        };
        self.silence(answer)
    }

    /// No answer, and why: a signal to coach first, as it is what killed the child.
    fn silence(&self, silence: Silence) -> Result<Vec<u8>, Silence> {
        match stopping() {
            Some(signal) => Err(Silence::Interrupted(Interrupted(signal))),
            None => Err(silence),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        kill_group(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
        forget(self.child.id());
        sweep(Some(&self.mark));
    }
}

/// On Linux, asks the kernel to kill the child when coach dies, whatever kills coach. (The
/// signal comes when the thread that started the child ends: a [`Server`] is started and
/// dropped by the same thread.)
fn die_with_coach(builder: &mut Command) {
    #[cfg(target_os = "linux")]
    {
        let parent = std::process::id() as libc::pid_t;
        // SAFETY: prctl(2) and getppid(2) are async-signal-safe and touch no memory of the
        // parent; the closure allocates nothing.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(builder, move || {
                libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                // Coach may have died before the call: then nobody would send the signal.
                if libc::getppid() != parent {
                    libc::_exit(1);
                }
                Ok(())
            });
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = builder;
}

/// The environment variable that marks every process a run starts: `<coach's pid>.<run>`.
const MARK: &str = "COACH_RUN";

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
                    eprintln!(
                        "coach: {}; no report within {} s of it",
                        Interrupted(signal),
                        REPORT_GRACE.as_secs()
                    );
                    std::process::exit(crate::exit::interrupted(signal));
                });
            }
        });
    }
    #[cfg(not(unix))]
    let _ = at_once;
    Ok(())
}

#[cfg(unix)]
fn kill_group(id: u32) {
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
fn sweep_marked(ours: &str, run: Option<&str>) {
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
pub fn sweep(_: Option<&str>) {}

/// Waits, a second at most, until each of `pids` has died (a zombie, or gone).
fn until_dead(pids: &[u32]) {
    let deadline = Instant::now() + GRACE;
    let alive = |pid: &u32| {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|stat| !stat.rsplit(')').next().unwrap_or("").starts_with(" Z"))
    };
    while pids.iter().any(alive) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
}

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
fn carries(pid: u32, wanted: impl Fn(&[u8]) -> bool) -> bool {
    std::fs::read(format!("/proc/{pid}/environ"))
        .is_ok_and(|environ| environ.split(|&byte| byte == 0).any(wanted))
}

/// The signal that ended a process. Off Unix there is none: a process ends with a code.
fn signal(status: ExitStatus) -> Option<i32> {
    #[cfg(unix)]
    let signal = std::os::unix::process::ExitStatusExt::signal(&status);
    #[cfg(not(unix))]
    let signal = {
        let _ = status;
        None
    };
    signal
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::process::ExitStatusExt;

    fn limits() -> Limits {
        Limits {
            time: Duration::from_secs(5),
            output: 1 << 20,
        }
    }

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".into(), "-c".into(), script.into()]
    }

    #[test]
    fn how_a_run_ended_reads_as_words() {
        let finished = |ended, stdout: &[u8]| Finished {
            ended,
            stdout: stdout.to_vec(),
            stderr: Vec::new(),
            time: Duration::from_millis(2500),
        };
        let exited = |raw| Ended::Exited(ExitStatus::from_raw(raw));
        assert_eq!(finished(exited(3 << 8), b"").how_ended(), "exit status 3");
        assert_eq!(finished(exited(11), b"").how_ended(), "killed by signal 11");
        assert_eq!(
            finished(Ended::TimedOut, b"").how_ended(),
            "killed after 2.50 s"
        );
        assert_eq!(
            finished(Ended::OutputLimit, b"12345").how_ended(),
            "stopped after 5 bytes of output"
        );
    }

    #[test]
    fn a_run_gets_its_input_and_keeps_its_output() {
        let run = run(&sh("read a; echo $a; echo err >&2"), &[], b"7\n", limits()).unwrap();
        assert_eq!(run.ended, Ended::Exited(ExitStatus::from_raw(0)));
        assert_eq!(run.stdout, b"7\n");
        assert_eq!(run.stderr, b"err\n");
        let error = super::run(&["/nonexistent/x".into()], &[], b"", limits()).unwrap_err();
        assert_eq!(error.to_string(), "cannot start /nonexistent/x");
    }

    #[test]
    fn a_finished_run_is_no_longer_listed_for_the_signal_handler() {
        let live = || LIVE.lock().unwrap().clone().unwrap_or_default();
        let shell = run(&sh("echo $$"), &[], b"", limits()).unwrap();
        let pid: u32 = String::from_utf8(shell.stdout)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        assert!(!live().contains(&pid), "{pid} is still listed");
    }

    /// Whether process `pid` still runs: listed in /proc and not a zombie.
    #[cfg(target_os = "linux")]
    fn alive(pid: u32) -> bool {
        std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
            !stat
                .rsplit(')')
                .next()
                .unwrap_or("")
                .trim_start()
                .starts_with('Z')
        })
    }

    /// A helper that drops the run's mark (a cleared environment) is still in the run's
    /// process group, and goes with it.
    #[cfg(target_os = "linux")]
    #[test]
    fn the_whole_process_group_is_killed_even_without_the_mark() {
        let mut short = limits();
        short.time = Duration::from_secs(2);
        let shell = run(
            &sh("env -i sleep 30 > /dev/null & sleep 0.2; echo $!"),
            &[],
            b"",
            short,
        )
        .unwrap();
        let pid: u32 = String::from_utf8(shell.stdout)
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(2);
        while alive(pid) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!alive(pid), "{pid} outlived its run");
    }

    /// The mark is all that keeps a sweep to coach's own processes: one with another run's
    /// mark, or with none, is left alone.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_sweep_kills_only_what_carries_the_runs_mark() {
        /// Killed and waited for when dropped, should an assertion fail first.
        struct Sleeping(Child);
        impl Drop for Sleeping {
            fn drop(&mut self) {
                let _ = self.0.kill();
                let _ = self.0.wait();
            }
        }
        let sleep = |mark: Option<&str>| {
            let mut command = Command::new("sleep");
            command.arg("30");
            match mark {
                Some(mark) => command.env(MARK, mark),
                None => command.env_remove(MARK),
            };
            Sleeping(command.spawn().expect("sleep starts"))
        };
        let this_run = format!("{}.{}", std::process::id(), usize::MAX);
        let mut marked = sleep(Some(&this_run));
        let other_run = sleep(Some(&format!("{}.{}", std::process::id(), usize::MAX - 1)));
        let unmarked = sleep(None);
        // `spawn` returns once `exec` has begun, and the new environment shows in `/proc`
        // only a moment later: the test waits for it, so that the sweep has a mark to find.
        let deadline = Instant::now() + Duration::from_secs(2);
        let wanted = |entry: &[u8]| entry == format!("{MARK}={this_run}").as_bytes();
        while !carries(marked.0.id(), wanted) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(1));
        }
        sweep(Some(&this_run));
        let status = marked.0.wait().expect("the marked sleep is waited for");
        assert_eq!(status.signal(), Some(libc::SIGKILL));
        assert!(alive(other_run.0.id()), "another run's process was killed");
        assert!(
            alive(unmarked.0.id()),
            "a process without the mark was killed"
        );
    }

    #[test]
    fn output_of_exactly_the_limit_is_kept_whole() {
        let mut short = limits();
        short.output = 1000;
        let exact = run(&sh("head -c 1000 /dev/zero"), &[], b"", short).unwrap();
        assert_eq!(exact.ended, Ended::Exited(ExitStatus::from_raw(0)));
        assert_eq!(exact.stdout.len(), 1000);
    }

    #[test]
    fn limits_stop_a_run() {
        let mut short = limits();
        short.time = Duration::from_millis(200);
        let slow = run(&sh("sleep 5"), &[], b"", short).unwrap();
        assert_eq!(slow.ended, Ended::TimedOut);
        assert!(slow.time < Duration::from_secs(2), "{:?}", slow.time);
        short.output = 1000;
        let chatty = run(&sh("yes"), &[], b"", short).unwrap();
        assert_eq!(chatty.ended, Ended::OutputLimit);
        assert_eq!(chatty.stdout.len(), 1000);
    }
}
