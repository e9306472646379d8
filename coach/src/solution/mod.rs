//! The learner's program, from its source to its verdict: built as the judges build it
//! (`build.rs`), run within limits, and judged against the answer ([`compare`]). A program runs
//! in two ways: once on an input, its output judged whole ([`Runner::check`], what `stress`
//! and `table` do), or as a [`Session`] that coach talks to line by line, each reply within
//! the time limit (what an interactive judge does). Every command that runs a learner's
//! program goes through here; the processes themselves are `process/`'s.

mod build;
pub(crate) mod compare;
mod run;
mod session;

pub(crate) use build::{BUILD_TIME_LIMIT, installed};
pub(crate) use compare::Rule;
pub(crate) use run::{Run, Runner, TABLE_VARIABLE, Verdict};
pub(crate) use session::{Session, Silent};

use crate::exit::Exit;
use crate::process::Limits;
use std::path::PathBuf;
use std::time::Duration;

/// Seconds a run may take by default, reading its output included: AtCoder's usual limit.
pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(2);

/// MiB of output, and apart of standard error, a run may print by default.
pub(crate) const OUTPUT_LIMIT_MIB: u64 = 64;

/// The default limits of one run.
pub(crate) const LIMITS: Limits = Limits {
    time: TIME_LIMIT,
    output: (OUTPUT_LIMIT_MIB as usize) << 20,
};

/// A solution as the user gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Solution {
    /// A source file, built as the judges build it (a `.py` file is run by CPython, or by
    /// PyPy with `pypy`).
    File { path: PathBuf, pypy: bool },
    /// Any command, as given after `--`.
    Command(Vec<String>),
}

/// The exit of a solution that could not be made ready ([`Solution::runner`]): its message in
/// one line, then exit 2, or 128 + the signal's number where a signal stopped its build.
pub(crate) fn not_ready(error: anyhow::Error) -> Exit {
    match crate::process::interruption(&error) {
        Some(signal) => {
            crate::exit::say(format_args!("coach: {error:#}"));
            Exit::Signal(signal)
        }
        None => Exit::usage(error),
    }
}

impl Solution {
    /// The command that runs it: the command given, or the file's build (built once, and
    /// cached by its content). A file that cannot be read or built is refused here, before
    /// anything runs.
    pub(crate) fn command(&self, build_limit: Duration) -> anyhow::Result<Vec<String>> {
        match self {
            Solution::File { path, pypy } => build::command(path, *pypy, build_limit),
            Solution::Command(command) => Ok(command.clone()),
        }
    }

    /// The solution ready to run, each run within `limits` and its output compared by
    /// `rule`: coach's signals are watched first (Ctrl-C then ends every run, and the command
    /// reports what it has), then the solution is built, within `build_limit`. Errs, before anything runs, where
    /// the signals cannot be watched or the solution cannot be read or built.
    pub(crate) fn runner(
        &self,
        limits: Limits,
        rule: Rule,
        build_limit: Duration,
    ) -> anyhow::Result<Runner> {
        crate::process::guard_signals()?;
        Ok(Runner {
            command: self.command(build_limit)?,
            limits,
            rule,
            table: false,
        })
    }

    /// The solution's short name, for the names of the files it fails on: the file's stem;
    /// for a command, the stem of the last argument that names a file (`python3 -S a.py`:
    /// `a`), else the program's name.
    pub(crate) fn name(&self) -> String {
        let name = match self {
            Solution::File { path, .. } => path.file_stem(),
            Solution::Command(command) => command
                .iter()
                .rev()
                .map(std::path::Path::new)
                .find(|arg| arg.is_file())
                .and_then(std::path::Path::file_stem)
                .or_else(|| {
                    command
                        .first()
                        .and_then(|program| std::path::Path::new(program).file_name())
                }),
        };
        name.map_or_else(
            || "solution".to_string(),
            |name| name.to_string_lossy().into_owned(),
        )
    }

    /// As a report names it: the file's path, or the command's words.
    pub(crate) fn words(&self) -> String {
        match self {
            Solution::File { path, .. } => path.display().to_string(),
            Solution::Command(command) => command.join(" "),
        }
    }

    /// Whether it is a Python file run by CPython (a TLE then suggests `--pypy`).
    pub(crate) fn is_cpython(&self) -> bool {
        matches!(self, Solution::File { path, pypy: false } if path.extension().is_some_and(|e| e == "py"))
    }
}
