//! coach: the tools that teach and train on game-dp's five problems, written once over the
//! [`Problem`] trait that every problem implements.
//!
//! - [`play`]: the optimal line of play and the table behind an answer;
//! - [`problem::Problem::generate`]: random valid inputs (`coach gen`);
//! - the oracles (each problem's `oracle` module, and [`problem::value`] over the rules),
//!   which the root crate's tests use too.
//!
//! Each problem module compiles the submission's own file (`#[path]`), so coach's answer is
//! always the submitted one.

pub mod cli;
pub mod draw;
pub mod format;
pub mod measure;
pub mod play;
pub mod problem;
pub mod problems;
pub mod rng;
pub mod shrink;
pub mod stress;

pub use problem::{Kind, Problem, Size};
pub use rng::Rng;
