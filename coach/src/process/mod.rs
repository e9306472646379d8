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

mod platform;
mod run;
mod server;
mod signals;
mod spawn;
mod started;
mod watchdog;

pub(crate) use platform::sweep;
pub(crate) use run::run;
pub(crate) use run::{Ended, Finished, Limits};
pub(crate) use server::{Server, Silence, Stderr};
pub(crate) use signals::{
    Interrupted, end_on_signal, guard_signals, interruption, settled, signal_name, signal_words,
    stopping, survive_file_size_limit,
};
pub(crate) use watchdog::{WATCHDOG, adopt_orphans, start_watchdog, watch};
