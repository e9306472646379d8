//! coach: the tools that teach and train on game-dp's five problems, written once over a few
//! small traits that every problem implements. [`problem`] lists them, says why they are
//! split as they are, and which methods have defaults.
//!
//! ## Where things are
//! - [`cli`]: the arguments, each command's options built from them, and which module does
//!   the work: [`play`], [`page`], [`review`], [`duel`], [`stress`], or the roster's `gen`
//!   and `list`;
//! - [`problems`]: the roster, written once, and one module per problem, into which its
//!   file of `src/bin/` is compiled as it is;
//! - [`analysis`]: a position's analysis, computed once, which every command that teaches,
//!   the drawings and the tables only read; [`menu`]: a user's turn, and the moves as a user
//!   names them;
//! - [`input`] reads what a command is given and [`output`] writes what it prints;
//!   [`process`] starts and kills the user's programs; [`exit`] names every exit status;
//! - `dev` (feature `dev`, for tests and benches): the independent oracles, exhaustive
//!   enumerations, helpers and process measurement.

pub mod analysis;
pub mod cli;
#[cfg(feature = "dev")]
pub mod dev;
pub mod draw;
pub mod duel;
pub mod exit;
pub mod format;
pub mod input;
pub mod layout;
pub mod menu;
pub mod notation;
pub mod output;
pub mod page;
pub mod play;
pub mod problem;
pub mod problems;
pub mod process;
pub mod review;
pub mod rng;
pub mod rules;
pub mod shrink;
pub mod solution;
pub mod stress;
pub mod table;
pub mod worth;

pub use exit::Exit;
pub use problem::Coached;
pub use problem::{Generate, Judge, Judged, Problem, Rules, Show, Size, Solve};
pub use rng::Rng;
pub use worth::{Kind, Worth};
