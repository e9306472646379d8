//! Octal games solved natively: the engine below `coach experiment`, which knows no rules
//! file. Given a code (`0.16`, `4.3`), it computes the Grundy values of every heap by the
//! rare/common method and proves their period by the octal periodicity theorem.
//!
//! An octal game is played on heaps: a move takes `k` tokens from one heap and leaves 0, 1 or
//! 2 heaps of what is left, and which of these `k` allows is the same at every heap. The code
//! `d0.d1 d2 … dt` says, for each `k`, which (bit 1: none left, bit 2: one heap, bit 4: two
//! non-empty heaps); the whole-number digit `d0` is 4 where a heap may be split in two
//! without taking a token, else 0.
//!
//! # Constraints
//! At most [`MAX_VALUES`] values and [`MAX_WORK`](period::MAX_WORK) pairs of heaps
//! examined, values below 65,536 (two bytes a heap); past these the analysis stops and says
//! how far it looked.
//!
//! # Complexity
//! Each heap costs the moves that leave no heap or one (`t` at most), one pair for each
//! split move and each rare heap below it, and, only where a rare value may be the answer,
//! a scan of the pairs that ends at the first that settle it: close to linear in the number
//! of values where the rare heaps are few (0.16: 53 of 509,622), quadratic where they are
//! not (then it is the plain mex, no slower). Memory: two bytes a value.

mod code;
mod period;
mod values;

pub(crate) use code::Code;
pub(crate) use period::{Budget, Findings, MAX_VALUES, Proof, analyse, needs_to};
#[cfg(test)]
pub(crate) use values::naive;
