//! Running a user's command on one input, within a time limit: the only module that starts,
//! waits for and kills processes.
//!
//! On Unix the command runs in a process group of its own, and past the limit the whole
//! group is killed, so that a solution started through a shell or one that forks leaves
//! nothing behind. Elsewhere only the child itself is killed.

use anyhow::{Context, Result};
use std::io::{Read, Write};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// What one run did.
#[derive(Clone, Debug)]
pub struct Finished {
    /// How it exited, or `None` when it was killed at the time limit.
    pub status: Option<ExitStatus>,
    pub stdout: String,
    pub stderr: String,
    pub time: Duration,
}

impl Finished {
    /// How the run ended, in words: `exit status 3`, `killed by signal 11`,
    /// `killed after 2.00 s`.
    pub fn ended(&self) -> String {
        match self.status {
            None => format!("killed after {:.2} s", self.time.as_secs_f64()),
            Some(status) => match (status.code(), signal(status)) {
                (Some(code), _) => format!("exit status {code}"),
                (None, Some(signal)) => format!("killed by signal {signal}"),
                (None, None) => "ended without an exit status".to_string(),
            },
        }
    }
}

/// Runs `command` with `input` on its standard input; past `time_limit` it is killed. Errs
/// only when the command cannot be started.
pub fn run(command: &[String], input: &str, time_limit: Duration) -> Result<Finished> {
    let start = Instant::now();
    let mut child = spawn(command).with_context(|| format!("cannot start {}", command[0]))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let (status, out, err) = std::thread::scope(|scope| {
        scope.spawn(move || {
            // A solution may exit before reading all of its input.
            let _ = stdin.write_all(input.as_bytes());
        });
        let out = scope.spawn(move || {
            let mut bytes = Vec::new();
            let _ = stdout.read_to_end(&mut bytes);
            bytes
        });
        let err = scope.spawn(move || {
            let mut bytes = Vec::new();
            let _ = stderr.read_to_end(&mut bytes);
            bytes
        });
        let status = wait_or_kill(&mut child, start + time_limit);
        (status, out.join().unwrap(), err.join().unwrap())
    });
    Ok(Finished {
        status,
        stdout: String::from_utf8_lossy(&out).into_owned(),
        stderr: String::from_utf8_lossy(&err).into_owned(),
        time: start.elapsed(),
    })
}

fn spawn(command: &[String]) -> std::io::Result<Child> {
    let mut builder = Command::new(&command[0]);
    builder
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut builder, 0);
    builder.spawn()
}

/// Waits for `child` until `deadline`; past it, kills it (its whole group on Unix) and reaps
/// it, returning `None`.
fn wait_or_kill(child: &mut Child, deadline: Instant) -> Option<ExitStatus> {
    let mut pause = Duration::from_micros(50);
    loop {
        if let Some(status) = child.try_wait().expect("the child can be waited for") {
            return Some(status);
        }
        if Instant::now() >= deadline {
            kill(child);
            child.wait().expect("the killed child can be reaped");
            return None;
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(5));
    }
}

#[cfg(unix)]
fn kill(child: &mut Child) {
    // SAFETY: kill(2) on the process group this child leads; no memory is involved.
    unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
}

#[cfg(not(unix))]
fn kill(child: &mut Child) {
    let _ = child.kill();
}

#[cfg(unix)]
fn signal(status: ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(&status)
}

#[cfg(not(unix))]
fn signal(_: ExitStatus) -> Option<i32> {
    None
}
