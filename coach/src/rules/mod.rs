//! A game known only at run time: a learner's rules file in Python (`start(n)`,
//! `moves(position)`, optional `parse(text)` and `show(position)`), run as one child that
//! answers many positions at a time ([`RulesChild`](child::RulesChild)), and solved here
//! ([`Solved`](solve::Solved)): Grundy numbers in normal play (no move scores; a move may
//! lead to a sum of positions, combined by xor), negamax on the difference of points where
//! moves score.
//!
//! The protocol, one JSON object a line each way, is in the guide (docs/coach.md, "Your own
//! game"), so that a program in any language can stand in for the file.

mod answer;
mod child;
pub(crate) mod experiment;
mod file;
pub(crate) mod game;
mod octal;
mod open;
mod oracle;
mod said;
mod solve;

pub(crate) use file::{RulesFile, TIME_LIMIT};
pub(crate) use oracle::{Drawn, Interactive, RulesOracle, generate, mistake};
