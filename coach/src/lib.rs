//! coach: the tools that teach and train on game-dp's five problems and on any game a learner
//! describes. Engines below, games above: the engines (a stress run, a printed table read)
//! know no game, and each game plugs in through a small contract beside its engine; the
//! games (the five problems, a rules file, the interactive judge over one) each stand in a
//! folder of their own. `problem.rs` lists the game's traits, says why they are split as
//! they are, and which methods have defaults.
//!
//! ## Where things are
//! - `cli/`: the command line in stages: the arguments, their values, each command's
//!   options, and which module does the work; every teaching command on one path;
//! - `problems/`: the roster, written once, and one folder a problem: its game (into which
//!   its file of `src/bin/` is compiled as it is), generator, words, table and oracle;
//! - `rules/`: a game described at run time in a rules file: its child, its values, the
//!   traits over it, its subject for `stress`, and `coach experiment`;
//! - `judge/`: `coach judge`, an interactive judge plugged into a rules file's subject;
//! - `stress/` and `table/`: the engines; `stress/subject.rs` and `table/recurrence.rs` are
//!   what plugs into them;
//! - `analysis.rs`: a position's analysis, computed once, which every command that teaches,
//!   the drawings and the tables only read; `menu.rs`: a user's turn, and the moves as a user
//!   names them; `play/`, `review.rs`, `duel.rs`, `page.rs`: the teaching commands;
//! - `solution/`: the learner's program, built as the judges build it, run once and
//!   checked, or talked to line by line;
//! - `input.rs` reads what a command is given and `output.rs` writes what it prints;
//!   `newfile.rs` writes every file, never through a link nor over another file;
//!   `process/` starts and kills every program; `exit.rs` names every exit status;
//! - `dev` (feature `dev`, for tests and benches): samples, snapshots and process
//!   measurement; `suites/` (tests only): the crate's own checks from the inside.
//!
//! ## The API
//! What the binary, the tests and the benches use, and nothing else: the command line
//! ([`cli`]), the roster and the five problems' submissions, oracles and generators
//! ([`problems`]), the items re-exported below, and `dev`. Everything else is the crate's
//! own: the tests that look inside are the crate's too (`suites/`).

// Every line coach says goes through `exit::say` and `output`: a print macro panics where its
// stream cannot be written, and the status would no longer tell the verdict.
#![cfg_attr(not(test), deny(clippy::print_stderr, clippy::print_stdout))]

mod analysis;
pub mod cli;
#[cfg(feature = "dev")]
pub mod dev;
mod draw;
mod duel;
mod exit;
mod format;
mod input;
mod judge;
mod layout;
mod menu;
mod newfile;
mod notation;
mod octal;
mod output;
mod page;
mod play;
mod problem;
pub mod problems;
mod process;
mod retrograde;
mod review;
mod rng;
mod rules;
mod shrink;
mod solution;
mod stress;
#[cfg(test)]
mod suites;
mod table;
mod worth;

pub use exit::Exit;
pub use format::{grid_input, interval_test_cases_input, two_sequences_input};
pub use problem::Site;
pub use rng::Rng;
pub use shrink::sequences;
pub use worth::Kind;
