//! A learner's program that coach talks to line by line, as an interactive judge does: each
//! line coach sends is answered by one line, within the time limit. The time counted is the
//! program's own, the time coach waits for its replies: the whole game may take at most the
//! time limit, and so may each reply. The program runs as any run does: in a process group
//! of its own, marked, killed with everything it started when the session ends, on a signal,
//! or when coach dies.

use crate::process::{Interrupted, Limits, Server, Silence, Stderr};
use anyhow::Result;
use std::process::ExitStatus;
use std::time::{Duration, Instant};

/// A learner's program, started and waiting for its first line.
pub(crate) struct Session {
    server: Server,
    /// What the whole session may take of the program's time.
    limit: Duration,
    /// The time waited for its replies so far.
    waited: Duration,
}

/// Why the program gave no line.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Silent {
    /// It ended, or closed its standard output.
    Closed,
    /// No line within what was left of the time limit.
    TimedOut,
    /// A line longer than the output limit.
    TooLong,
    /// Coach was asked to stop by a signal.
    Interrupted(i32),
}

/// How a session ended, once coach closed the program's input.
#[derive(Debug)]
pub(crate) struct Finish {
    /// Its exit status; `None` when it did not exit within what was left of the time limit
    /// (it was then killed).
    pub(crate) status: Option<ExitStatus>,
    /// A line it wrote after the game was over, where it wrote one.
    pub(crate) extra: Option<String>,
    /// What it wrote to standard error, at most the output limit.
    pub(crate) stderr: Vec<u8>,
}

impl Session {
    /// Starts `command`: its time limit is `limits.time`, each line it writes and its
    /// standard error at most `limits.output` bytes.
    pub(crate) fn start(command: &[String], limits: Limits) -> Result<Session> {
        Ok(Session {
            server: Server::start(command, &[], limits.output, Stderr::Kept(limits.output))?,
            limit: limits.time,
            waited: Duration::ZERO,
        })
    }

    /// Sends `line`; `Err(Silent::Closed)` when the program no longer reads.
    pub(crate) fn send(&mut self, line: &str) -> Result<(), Silent> {
        self.server.send(line).map_err(silent)
    }

    /// The program's next line, without its newline, within what is left of the time limit.
    pub(crate) fn reply(&mut self) -> Result<String, Silent> {
        let left = self.limit.saturating_sub(self.waited);
        let start = Instant::now();
        let read = self.server.read(left);
        self.waited += start.elapsed();
        let line = read.map_err(silent)?;
        Ok(String::from_utf8_lossy(&line)
            .trim_end_matches('\r')
            .to_string())
    }

    /// The program's time so far: what coach waited for its replies.
    pub(crate) fn waited(&self) -> Duration {
        self.waited
    }

    /// Ends the program at once, with everything it started, and returns what it wrote to
    /// standard error: its game is decided.
    pub(crate) fn stop(self) -> Vec<u8> {
        self.server.stderr()
    }

    /// Closes the program's input and waits, within what is left of the time limit, for a
    /// line it should not write and for its exit; then kills what is left of it.
    pub(crate) fn finish(mut self) -> Finish {
        self.server.close_input();
        let left = self.limit.saturating_sub(self.waited);
        let extra = match self.server.read(left.min(GRACE)) {
            Ok(line) => Some(String::from_utf8_lossy(&line).into_owned()),
            Err(_) => None,
        };
        let left = self.limit.saturating_sub(self.waited);
        let status = self.server.wait(left.min(GRACE));
        // Once it exited, what it wrote last is read to the end of the pipe.
        let stderr = match status {
            Some(_) => self.server.stderr_at_end(GRACE),
            None => self.server.stderr(),
        };
        Finish {
            status,
            extra,
            stderr,
        }
    }
}

/// How long a program may take to end once its game is over, within its time limit.
const GRACE: Duration = Duration::from_secs(1);

fn silent(silence: Silence) -> Silent {
    match silence {
        Silence::Ended => Silent::Closed,
        Silence::TimedOut => Silent::TimedOut,
        Silence::TooLong => Silent::TooLong,
        Silence::Interrupted(Interrupted(signal)) => Silent::Interrupted(signal),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(script: &str, time: Duration) -> Session {
        let command = vec!["sh".into(), "-c".into(), script.into()];
        Session::start(
            &command,
            Limits {
                time,
                output: 1 << 10,
            },
        )
        .unwrap()
    }

    #[test]
    fn a_line_sent_is_answered_by_a_line_and_the_end_is_told() {
        let mut echo = session(
            "while read line; do echo \"got $line\"; done; echo bye >&2; exit 3",
            Duration::from_secs(5),
        );
        for word in ["a", "b c"] {
            echo.send(word).unwrap();
            assert_eq!(echo.reply().unwrap(), format!("got {word}"));
        }
        let finish = echo.finish();
        assert_eq!(finish.status.and_then(|status| status.code()), Some(3));
        assert_eq!(finish.extra, None);
        assert_eq!(finish.stderr, b"bye\n");
    }

    #[test]
    fn silence_closing_and_a_line_after_the_end_are_told_apart() {
        let mut mute = session("sleep 5", Duration::from_millis(200));
        mute.send("hello").unwrap();
        assert_eq!(mute.reply(), Err(Silent::TimedOut));
        assert!(mute.waited() >= Duration::from_millis(200));
        // The time limit is the whole session's: nothing is left for another reply.
        assert_eq!(mute.reply(), Err(Silent::TimedOut));
        assert_eq!(mute.finish().status, None);
        let mut quitter = session("exit 0", Duration::from_secs(5));
        assert_eq!(quitter.reply(), Err(Silent::Closed));
        let mut chatty = session("read line; echo one; echo two", Duration::from_secs(5));
        chatty.send("go").unwrap();
        assert_eq!(chatty.reply().unwrap(), "one");
        assert_eq!(chatty.finish().extra.as_deref(), Some("two"));
    }
}
