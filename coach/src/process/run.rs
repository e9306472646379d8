//! One run of a user's command on one input, within its limits: its input written, its
//! output kept up to the limit, and everything it started killed once it ends.

use super::platform::{kill_group, signal, sweep};
use super::signals::{Interrupted, stopping};
use super::spawn::{command_of, forget, start_listed};
use super::started::{GRACE, next_mark};
use anyhow::Result;
use std::io::{Read, Write};
use std::process::{Child, ExitStatus};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The limits of one run.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// Wall time from the start to the last byte of output.
    pub(crate) time: Duration,
    /// Bytes of standard output (and, apart, of standard error) kept; past this the run is
    /// stopped.
    pub(crate) output: usize,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ended {
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
pub(crate) struct Finished {
    pub(crate) ended: Ended,
    /// At most the output limit of each.
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
    pub(crate) time: Duration,
}

impl Finished {
    /// How the run ended, in words: `exit status 3`, `killed by signal 11`,
    /// `killed after 2.00 s`, `stopped after 64 MiB of output`.
    pub(crate) fn how_ended(&self) -> String {
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
pub(super) fn read_capped(
    mut pipe: impl Read,
    limit: usize,
    kept: &Mutex<Vec<u8>>,
    over_limit: &AtomicBool,
) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::process::platform::carries;
    use crate::process::started::{LIVE, MARK};
    use std::os::unix::process::ExitStatusExt;
    use std::process::Command;

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
