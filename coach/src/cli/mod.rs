//! The command line, in stages, as ripgrep builds its own: the arguments as clap defines them
//! (`defs.rs`) and the values they take (`values.rs`); each command's options built from
//! them, in one place (`options.rs`); then each command handed to the module that does its
//! work (`commands.rs`, and `table.rs` for `coach table`). This file is the way in: the
//! arguments parsed, a refusal, and the run as the binary's `main` makes it.

mod commands;
mod defs;
mod options;
mod table;
mod values;

pub use commands::run;
pub use defs::Cli;

use crate::exit::Exit;
use crate::output;
use clap::{CommandFactory, FromArgMatches};
use std::io::{IsTerminal, Write};

/// The command line of `args`, the program's name first, as clap parses it.
pub fn parse_from<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    Cli::from_arg_matches(&Cli::command().try_get_matches_from(args)?)
}

/// A command line clap refused, or a request for help or the version: the help and the
/// version go to `out` (a full disk is an error, a reader that went away is not), the rest
/// to standard error, with clap's status.
pub fn refuse(error: clap::Error, out: &mut dyn Write) -> Exit {
    if error.use_stderr() {
        let _ = error.print();
        return Exit::Usage;
    }
    let text = if std::io::stdout().is_terminal() {
        error.render().ansi().to_string()
    } else {
        error.render().to_string()
    };
    output::emit(out, &text)
}

/// When the binary was started as coach's watchdog (`process/`), does the watchdog's work
/// and says so; else nothing.
pub fn run_as_watchdog() -> bool {
    match std::env::var(crate::process::WATCHDOG) {
        Ok(coach) => {
            crate::process::watch(&coach);
            true
        }
        Err(_) => false,
    }
}

/// Runs the binary's command, `run`, as the process that owns every process it starts: coach
/// becomes a child subreaper first (a descendant that detaches itself is handed to coach
/// when its parent dies) and starts its watchdog (which kills what coach started, should
/// coach be killed outright), and at the end kills whatever is left. A panic is a bug: one
/// line, then exit 70, never the default hook's lines and 101. For `main` only: a test
/// process has children of its own, which coach would take for orphans.
pub fn run_as_main(cli: Cli, out: &mut dyn Write) -> Exit {
    crate::process::adopt_orphans();
    crate::process::survive_file_size_limit();
    crate::process::start_watchdog();
    crate::exit::report_panics();
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(cli, out)));
    let exit = crate::process::settled(ran.unwrap_or(Exit::Internal));
    crate::process::sweep(None);
    exit
}
