//! A rules file and how it is run: the interpreter and the driver that load it, how long
//! one request may take, and the one line and exit status of a file that fails.

use crate::exit::Exit;
use anyhow::{Result, anyhow};
use std::path::PathBuf;
use std::time::Duration;

/// The Python side, which loads the rules file and answers.
const DRIVER: &str = include_str!("driver.py");

/// How long one request may take by default: a batch of positions' moves, a start, a
/// drawing, a generated input.
pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(10);

/// A rules file and how it is run: the interpreter, how long one request may take, and the
/// option that says so, which a request past the limit names.
#[derive(Clone, Debug)]
pub(crate) struct RulesFile {
    pub(crate) file: PathBuf,
    pub(crate) pypy: bool,
    pub(crate) time_limit: Duration,
    pub(crate) limit_option: &'static str,
}

impl RulesFile {
    /// `file`, run by python3 within `time_limit`: as stress, judge and gen run it, whose
    /// `--time-limit` is the program's, or absent.
    pub(crate) fn new(file: PathBuf, time_limit: Duration) -> RulesFile {
        RulesFile {
            file,
            pypy: false,
            time_limit,
            limit_option: "--rules-time-limit",
        }
    }
}

/// The command that runs the rules file: a `.py` file is loaded by the driver; any other
/// file is a program that speaks the protocol itself. A file that cannot be read is a usage
/// error.
pub(super) fn command(options: &RulesFile) -> Result<Vec<String>, Exit> {
    if !options.file.is_file() {
        return Err(Exit::usage(anyhow!(
            "cannot read {}: no such file",
            options.file.display()
        )));
    }
    let file = options.file.display().to_string();
    // The interpreter is started by its name, once: asking it for its path first (as a
    // solution run a thousand times does) would start it twice.
    Ok(if options.file.extension().is_some_and(|ext| ext == "py") {
        let python = if options.pypy { "pypy3" } else { "python3" };
        vec![
            python.to_string(),
            "-c".to_string(),
            DRIVER.to_string(),
            file,
        ]
    } else {
        vec![file]
    })
}

/// What starting `command` gave: an interpreter or program not found is a usage error
/// (exit 2); a file that fails as it loads is rejected (exit 1).
pub(super) fn started<T>(command: &[String], result: Result<T>) -> Result<T, Exit> {
    result.map_err(|error| {
        let missing = error.chain().any(|cause| {
            cause
                .downcast_ref::<std::io::Error>()
                .is_some_and(|io| io.kind() == std::io::ErrorKind::NotFound)
        });
        if missing {
            Exit::usage(anyhow!("cannot run {}: it is not on the PATH", command[0]))
        } else {
            reject(error)
        }
    })
}

/// The exit for an error of the rules file: its one line and exit 1.
pub(crate) fn reject(error: anyhow::Error) -> Exit {
    if crate::process::interruption(&error).is_some() {
        // The file was killed on a signal, whose handler says so in one line and ends coach
        // ([`open`] set it up): nothing more is said here, and nothing races it.
        loop {
            std::thread::park();
        }
    }
    crate::exit::say(format_args!("coach: {error:#}"));
    Exit::Failure
}
