//! A child that coach talks to line by line, for as long as it needs it: a rules file, or a
//! learner's interactive program.

use super::platform::{kill_group, sweep};
use super::run::read_capped;
use super::signals::{Interrupted, stopping};
use super::spawn::{command_of, forget, start_listed};
use super::started::next_mark;
use anyhow::Result;
use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A child that answers one line for each line it is sent, for as long as coach needs it (a
/// rules file, `coach experiment` and the teaching commands on it). It runs in a process
/// group of its own with the mark of a run, and is listed for the signal handler: dropping
/// it, a signal to coach ([`guard_signals`](super::signals::guard_signals)) or coach's own
/// end kills it and everything it started (on Linux the kernel kills it when coach dies,
/// however coach dies).
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
    /// The thread that reads the kept standard error: finished once the pipe is closed.
    stderr_reader: Option<std::thread::JoinHandle<()>>,
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
    /// Starts `command` with the variables `env` set, its standard error shown or kept.
    /// Lines longer than `max_line` bytes are refused.
    pub(crate) fn start(
        command: &[String],
        env: &[(&str, &str)],
        max_line: usize,
        stderr: Stderr,
    ) -> Result<Server> {
        let mark = next_mark();
        let mut builder = command_of(command, &mark);
        builder.envs(env.iter().copied());
        if stderr == Stderr::Shown {
            builder.stderr(Stdio::inherit());
        }
        die_with_coach(&mut builder);
        let mut child = start_listed(builder, &command[0])?;
        let stdin = child.stdin.take().expect("stdin is piped");
        let stdout = child.stdout.take().expect("stdout is piped");
        let (kept, stderr_reader) = match stderr {
            Stderr::Shown => (None, None),
            Stderr::Kept(limit) => {
                let kept = Arc::new(Mutex::new(Vec::new()));
                let pipe = child.stderr.take().expect("stderr is piped");
                let (into, over) = (kept.clone(), Arc::new(AtomicBool::new(false)));
                let reader = std::thread::spawn(move || read_capped(pipe, limit, &into, &over));
                (Some(kept), Some(reader))
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
            stderr_reader,
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

    /// What the child wrote to standard error, where it is kept, once the pipe is read to
    /// its end: a child that has exited may have written its last lines a moment before.
    /// Waits at most `limit` (a process it left behind may hold the pipe open).
    pub(crate) fn stderr_at_end(&self, limit: Duration) -> Vec<u8> {
        let deadline = Instant::now() + limit;
        while self
            .stderr_reader
            .as_ref()
            .is_some_and(|reader| !reader.is_finished())
            && Instant::now() < deadline
        {
            std::thread::sleep(Duration::from_millis(1));
        }
        self.stderr()
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
