//! How coach ends: every status it can give the shell, named once and listed in `--help`.

use std::io::Write;
use std::process::ExitCode;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// The command did its work: played, listed, generated, or every stress case passed.
    Success,
    /// What coach was given to read is at fault, said in one line on standard error: the
    /// input (or a `--line`, a duel's answers) was rejected, or the rules file broke its
    /// contract. Nothing is said of the user's solution.
    Failure,
    /// A usage or setup error: bad arguments, an unreadable file, a command that cannot start.
    Usage,
    /// The user's own work was judged and found wrong: `stress` or `judge` found an input
    /// where the solution fails, `table` a wrong entry or answer, `experiment` a guess that
    /// fails, `review` or a duel's review a move that loses worth.
    Wrong,
    /// A bug in coach itself: its line of play broke the rules or missed the answer.
    Internal,
    /// `stress` stopped by a signal after its report: 128 + the signal's number.
    Signal(i32),
}

/// Writes `line` to standard error, as each of coach's one-line messages: where standard
/// error cannot be written (closed, a full disk, past `ulimit -f`), the line is lost and the
/// exit status still tells the verdict (`eprintln!` panics there, and a panic in the panic
/// hook aborts coach with 134).
pub(crate) fn say(line: std::fmt::Arguments) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// The status after a signal: 128 + its number, as shells report it (130 for SIGINT, 143
/// for SIGTERM, 129 for SIGHUP).
pub(crate) fn interrupted(signal: i32) -> i32 {
    128 + signal
}

impl Exit {
    /// The exit statuses, for `--help`.
    pub(crate) const HELP: &'static str = "Exit status: 0 done (every stress case passed); 1 the \
        input or the rules file is at fault (rejected in one line, nothing said of your \
        solution); 2 a usage or setup error; 3 your work is wrong: stress or judge found a \
        failing input, table a wrong entry or answer, experiment a guess that fails, review or a \
        duel's review a move that loses worth; 70 a bug in coach (please report it); 130, 143 or 129 interrupted by \
        SIGINT (Ctrl-C), SIGTERM or SIGHUP, after every process it started was killed.";

    /// The exit of work that may end early: `Err` carries the exit it ended with.
    pub(crate) fn of(work: Result<Exit, Exit>) -> Exit {
        work.unwrap_or_else(|exit| exit)
    }

    /// A bug in coach: its message on standard error, one line, then exit 70.
    pub(crate) fn internal(error: anyhow::Error) -> Exit {
        say(format_args!(
            "coach: internal error, please report it: {error:#}"
        ));
        Exit::Internal
    }

    /// A usage or setup error: its message on standard error, one line, then exit 2.
    pub(crate) fn usage(error: anyhow::Error) -> Exit {
        say(format_args!("coach: {error:#}"));
        Exit::Usage
    }

    pub(crate) fn code(self) -> u8 {
        match self {
            Exit::Success => 0,
            Exit::Failure => 1,
            Exit::Usage => 2,
            Exit::Wrong => 3,
            // EX_SOFTWARE of sysexits.h: an internal software error.
            Exit::Internal => 70,
            Exit::Signal(signal) => interrupted(signal) as u8,
        }
    }
}

/// A bug in coach met inside work that can end in order without it (a case of a stress
/// run, a step of shrinking): a panic, caught by [`caught`]. Its one line was written when it
/// happened ([`report_panics`]); what was found before it is still reported, then exit 70.
#[derive(Debug, thiserror::Error)]
#[error("a bug in coach: {0}")]
pub(crate) struct Bug(pub(crate) String);

/// Runs `work`, a panic in it returned as a [`Bug`] instead of unwinding further.
pub(crate) fn caught<T>(work: impl FnOnce() -> anyhow::Result<T>) -> anyhow::Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(work))
        .unwrap_or_else(|payload| Err(Bug(said(payload.as_ref())).into()))
}

/// What a panic said, where it said it as text.
fn said(payload: &(dyn std::any::Any + Send)) -> String {
    match (
        payload.downcast_ref::<&str>(),
        payload.downcast_ref::<String>(),
    ) {
        (Some(text), _) => (*text).to_string(),
        (_, Some(text)) => text.clone(),
        _ => "a panic without a message".to_string(),
    }
}

/// Words every panic of the process in one line on standard error, where it happened, as
/// [`Exit::internal`] words a bug: the binary installs it once, at its start, so that a bug
/// never ends coach with the default hook's lines (a caught one lets the work go on to its
/// report; any other ends coach with exit 70).
pub(crate) fn report_panics() {
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map_or_else(String::new, |at| format!(" at {}:{}", at.file(), at.line()));
        // One line, and no control character of the message reaches the terminal.
        let said = said(info.payload()).replace(char::is_control, " ");
        say(format_args!(
            "coach: internal error, please report it: panicked{at}: {said}"
        ));
    }));
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_is_the_one_help_lists() {
        let codes: Vec<u8> = [
            Exit::Success,
            Exit::Failure,
            Exit::Usage,
            Exit::Wrong,
            Exit::Internal,
        ]
        .map(Exit::code)
        .to_vec();
        assert_eq!(codes, [0, 1, 2, 3, 70]);
        assert_eq!(
            [interrupted(2), interrupted(15), interrupted(1)],
            [130, 143, 129]
        );
        for code in [
            "0 done",
            "1 the input",
            "2 a usage",
            "3 your work is wrong",
            "70 a bug",
            "130, 143 or 129",
        ] {
            assert!(Exit::HELP.contains(code), "{code}");
        }
    }

    #[test]
    fn a_panic_is_caught_as_a_bug_with_its_message() {
        let bug =
            caught(|| -> anyhow::Result<()> { panic!("index {} out of bounds", 7) }).unwrap_err();
        assert_eq!(
            bug.downcast_ref::<Bug>().unwrap().0,
            "index 7 out of bounds"
        );
        assert_eq!(caught(|| Ok(3)).unwrap(), 3);
    }

    #[test]
    fn the_process_exits_with_that_status() {
        // `ExitCode` compares only through its `Debug` form.
        for (exit, code) in [(Exit::Failure, 1), (Exit::Internal, 70)] {
            assert_eq!(
                format!("{:?}", ExitCode::from(exit)),
                format!("{:?}", ExitCode::from(code))
            );
        }
    }
}
