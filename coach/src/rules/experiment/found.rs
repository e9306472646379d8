//! What `coach experiment` is told, and what it finds: the values, their pattern, a guess
//! held against them, as the text and the JSON give them.

use super::period::Period;
use super::refutation::Refutation;
use crate::octal::{Findings, Proof};
use crate::rules::octal::{Departure, Far, Octal};
use serde::Serialize;

/// What `coach experiment` is told.
pub(crate) struct Experiment {
    pub(crate) rules: crate::rules::file::RulesFile,
    pub(crate) from: i64,
    pub(crate) to: i64,
    /// The range of `m`, for a family of two indices.
    pub(crate) ms: Option<(i64, i64)>,
    pub(crate) guess: Option<String>,
    /// An octal game's values computed natively at most.
    pub(crate) octal_values: usize,
    pub(crate) json: bool,
}

/// The pattern along one row of a family of two indices: `n` fixed, `m` over its range.
#[derive(Serialize)]
pub(super) struct Row {
    pub(super) n: i64,
    pub(super) period: Option<Period>,
}

/// What the values of a family of one index show, and how sure it is.
#[derive(Serialize)]
pub(crate) struct Pattern {
    /// The octal game the moves are, where they are one (the small heaps', where a larger
    /// heap departs from it).
    pub(super) octal: Option<Octal>,
    /// The heap where the file's moves depart from that code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) departs: Option<Departure>,
    /// The octal game's values computed natively, and what they show.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) native: Option<Native>,
    /// Whether the period holds for every n: the octal theorem's values are all in range.
    pub(super) proved: bool,
    /// Where the pattern is not settled: the last n a range would need (for the theorem to
    /// prove the period, or for the repetition at the end to count as a period).
    pub(super) look_to: Option<i64>,
    /// Where no period shows but the end repeats: that repetition, as `(period, from)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) end_repeats: Option<(usize, i64)>,
}

/// An octal game's values, computed natively from its code, and the heaps past the range
/// that were held against the file's moves.
#[derive(Serialize)]
pub(crate) struct Native {
    /// The last heap computed.
    pub(super) computed_to: usize,
    pub(super) proof: Option<Proof>,
    /// Why no proof came, where none did: a limit (`"values"`, `"work"`) or a value past
    /// two bytes (`"size"`).
    pub(super) stopped: Option<&'static str>,
    /// Where no proof came: the period the end shows twice, `(from, period)`.
    pub(super) end_repeats: Option<(usize, usize)>,
    pub(super) largest: Largest,
    pub(super) rare: Rare,
    /// Pairs of heaps read, and the bytes the values take.
    pub(super) work: u64,
    pub(super) bytes: usize,
    pub(super) far: Far,
    values: Vec<u16>,
}

#[derive(Serialize)]
pub(super) struct Largest {
    pub(super) value: u16,
    pub(super) at: usize,
}

/// The heaps whose values are rare under the mask coach chose last.
#[derive(Serialize)]
pub(super) struct Rare {
    pub(super) mask: u32,
    pub(super) heaps: usize,
    pub(super) last: Option<usize>,
}

impl Native {
    pub(super) fn of(analysis: Findings, far: Far) -> Native {
        let (value, at) = analysis.largest();
        Native {
            computed_to: analysis.values.len() - 1,
            largest: Largest { value, at },
            rare: Rare {
                mask: analysis.mask,
                heaps: analysis.rare.len(),
                last: analysis.rare.last().map(|&n| n as usize),
            },
            work: analysis.work,
            bytes: 2 * analysis.values.len(),
            end_repeats: analysis.end_repeats,
            stopped: analysis.stopped,
            proof: analysis.proof,
            far,
            values: analysis.values,
        }
    }
}

#[derive(Serialize)]
pub(super) struct JsonGuess {
    pub(super) expr: String,
    pub(super) holds: bool,
    pub(super) first_failure: Option<Refutation>,
}
