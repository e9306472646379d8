//! coach: the tools that teach and train on game-dp's five problems and on any game a learner
//! describes, written once over a few small traits that every problem implements. `problem.rs`
//! lists them, says why they are split as they are, and which methods have defaults.
//!
//! ## Where things are
//! - `cli/`: the arguments, each command's options built from them, and which module does
//!   the work; every teaching command (`play`, `review`, `duel`, the page) on one path;
//! - `problems/`: the roster, written once, and one module per problem, its core (the game
//!   and its judge), into which its file of `src/bin/` is compiled as it is;
//! - `analysis.rs`: a position's analysis, computed once, which every command that teaches,
//!   the drawings and the tables only read; `menu.rs`: a user's turn, and the moves as a user
//!   names them; `play.rs`, `review.rs`, `duel.rs`, `page.rs`: the teaching commands;
//! - `solution/`: the learner's program, built as the judges build it, run once and judged,
//!   or talked to line by line;
//! - `stress/`: a stress run over any problem that can generate and judge its inputs;
//! - `table/`: the table a learner's program prints, read and judged, and each problem's
//!   table knowledge;
//! - `judge/`: `coach judge`, a rules file's game played against a learner's interactive
//!   program, searched and shrunk as a stress run is;
//! - `rules/`: a game described at run time in a rules file: its child, its values, the
//!   traits over it, and `coach experiment`;
//! - `input.rs` reads what a command is given and `output.rs` writes what it prints;
//!   `newfile.rs` writes every file, never through a link nor over another file;
//!   `process/` starts and kills every program; `exit.rs` names every exit status;
//! - `dev` (feature `dev`, for tests and benches): the independent oracles, exhaustive
//!   enumerations, helpers and process measurement.
//!
//! ## The API
//! What the binary, the tests and the benches use, and nothing else: the command line
//! ([`cli`]), the roster and the five problems ([`problems`]), a learner's program
//! ([`solution`]), the stress search ([`stress`]), the items re-exported below, and `dev`.
//! Everything else is the crate's own.

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
mod output;
mod page;
mod play;
mod problem;
pub mod problems;
mod process;
mod review;
mod rng;
mod rules;
mod shrink;
pub mod solution;
pub mod stress;
mod table;
mod worth;

pub use analysis::Analyst;
pub use exit::Exit;
pub use format::{grid_input, interval_test_cases_input, two_sequences_input};
pub use notation::count;
pub use page::write as write_page;
pub use play::play;
#[cfg(feature = "dev")]
pub use problem::Oracle;
pub use problem::{Games, Generate, Site, Stated, replay};
pub use problems::Coached;
pub use rng::{Rng, Size};
pub use shrink::sequences;
pub use stress::Subject;
pub use worth::{Kind, Worth, so_far};
