//! coach: the tools that teach and train on game-dp's five problems, written once over a few
//! small traits that every problem implements.
//!
//! ## Why these traits
//! A command asks only for what it uses, and each trait has one job, the way proptest's
//! `Strategy` and `ValueTree` do:
//! - [`Rules`]: the game (positions, whose turn, legal moves, what a move scores). The
//!   replay and the plain negamax oracle ([`problem::value`]) need nothing else, so the
//!   proofs check optimal play against the rules alone.
//! - [`Problem`]: the judge's side (the input format, the submission's answer, and how that
//!   answer follows from the games' results). `stress` needs this and [`Generate`].
//! - [`Solve`]: every position's worth and the recurrence behind it, read off the
//!   submission's own DP, and its tables; the optimal line follows from the worth.
//! - [`Generate`]: random valid inputs and one-step-smaller ones, for `gen` and `stress`.
//! - [`Show`]: a move and a position in words, for `play`, and what a page needs to draw.
//!
//! Where most problems agree, a method has a default (a game starts at the position's
//! `Default`; one game per input; the printed result of a score or win/lose game; the line
//! that keeps the worth; no drawing), so each problem writes only what is its own: fourteen
//! required methods.
//!
//! ## Where things are
//! - [`problems`]: the roster, written once, and one module per problem;
//! - [`submissions`]: the one place the files of `src/bin/` are compiled into coach;
//! - [`play`], [`review`], [`duel`], [`page`], [`stress`], [`cli`]: the commands, with
//!   [`analysis`]: a position's analysis, computed once, which the first four only read;
//!   [`menu`]: a user's turn, and the moves as a user names them; [`process`]: starting and
//!   killing the user's programs; [`exit`]: every exit status;
//! - `dev` (feature `dev`, for tests and benches): the independent oracles, exhaustive
//!   enumerations and process measurement.

pub mod analysis;
pub mod cli;
pub mod compare;
#[cfg(feature = "dev")]
pub mod dev;
pub mod draw;
pub mod duel;
pub mod exit;
pub mod format;
pub mod menu;
pub mod notation;
pub mod page;
pub mod play;
pub mod problem;
pub mod problems;
pub mod process;
pub mod review;
pub mod rng;
pub mod shrink;
pub mod solution;
pub mod stress;
pub mod worth;

pub use exit::Exit;
pub use problem::{Generate, Judge, Problem, Rules, Show, Size, Solve};
pub use problems::Coached;
pub use rng::Rng;
pub use worth::{Kind, Worth};
