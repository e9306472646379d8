//! The crate's own checks of every problem of the roster from the inside, compiled for the
//! tests only: what no user can see but what every command rests on. `proof.rs` holds every
//! line `coach play` gives to the plain game-tree oracle over the rules; `teach.rs` runs
//! play, review and duel on every sample; `page.rs` drives the page in a real browser;
//! `stress.rs` finds the classic mistakes and checks each shrunk input against every smaller
//! one. The binary itself is tested from the outside, in `coach/tests/`.

mod page;
mod panic_hook;
mod proof;
mod stress;
mod teach;

use crate::exit::Exit;
use std::process::ExitStatus;

/// `coach ARGS` run in this process, as the binary runs it, with nothing on standard input:
/// its exit status and what it printed. (What it says on standard error shows in the test's
/// output; the binary's own words are tested from the outside.)
fn coach(args: &[&str]) -> (ExitStatus, String) {
    use std::os::unix::process::ExitStatusExt;
    let cli = crate::cli::parse_from(std::iter::once("coach").chain(args.iter().copied()))
        .expect("a command line clap takes");
    let mut out = Vec::new();
    let exit: Exit = crate::cli::run(cli, &mut out);
    let code = i32::from(exit.code());
    (
        ExitStatus::from_raw(code << 8),
        String::from_utf8(out).expect("UTF-8 output"),
    )
}

/// What a command printed.
fn text(output: &(ExitStatus, String)) -> String {
    output.1.clone()
}

/// Where the snapshots of the commands are kept: `coach/tests/snapshots`, each named by its
/// suite (`teach__why-tdpcb-sample-1`), as the binary's tests name theirs.
fn snapshots() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../tests/snapshots");
    settings.set_prepend_module_to_snapshot(false);
    settings
}
