//! The contract of a table: what a game states of the table learners fill for it
//! ([`Recurrence`]), its coordinates ([`Family`], [`Coordinate`]), and what each entry
//! truly holds ([`Truth`]), from which every form a learner stores ([`Stored`]) follows.

use crate::worth::Worth;
use serde::Serialize;
use std::hash::Hash;

/// What an entry of the true table holds, from which every meaning's value follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Truth {
    /// What the position is worth to the player to move there.
    pub(crate) worth: Worth,
    /// The player to move: 0 for the first.
    pub(crate) mover: usize,
    /// The points still to be scored, in score games where they are fixed (tdpcb: the
    /// objects left); the first player's total from there follows from it and the lead.
    pub(crate) left: Option<i64>,
    /// The Grundy number, in impartial games whose solution counts in them.
    pub(crate) grundy: Option<u32>,
}

/// What a learner stores in an entry: every form coach tries, in the order a tie goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Stored {
    /// The best (mover's - other's) points from there.
    MoverLead,
    /// The same from the first player's side.
    FirstLead,
    /// The same from the second player's side.
    SecondLead,
    /// The points the player to move scores from there, in score games where the points
    /// left are fixed.
    MoverTotal,
    /// The first player's total from there (the TDPC blog's table).
    FirstTotal,
    /// The second player's.
    SecondTotal,
    /// 1 (true) where the player to move wins.
    MoverWins,
    /// 1 (true) where the player to move loses.
    MoverLoses,
    /// The Grundy number.
    Grundy,
}

impl Stored {
    /// Every form, in the order a tie goes.
    pub(crate) const ALL: [Stored; 9] = [
        Stored::MoverLead,
        Stored::FirstLead,
        Stored::SecondLead,
        Stored::MoverTotal,
        Stored::FirstTotal,
        Stored::SecondTotal,
        Stored::Grundy,
        Stored::MoverWins,
        Stored::MoverLoses,
    ];

    pub(crate) fn words(self) -> &'static str {
        match self {
            Stored::MoverLead => "the lead of the player to move",
            Stored::FirstLead => "the first player's lead",
            Stored::SecondLead => "the second player's lead",
            Stored::MoverTotal => "the total of the player to move from there",
            Stored::FirstTotal => "the first player's total from there",
            Stored::SecondTotal => "the second player's total from there",
            Stored::MoverWins => "true where the player to move wins",
            Stored::MoverLoses => "true where the player to move loses",
            Stored::Grundy => "the Grundy number",
        }
    }

    /// The entry's value under this meaning; `None` where it has none (a total without the
    /// points left).
    pub(crate) fn of(self, truth: &Truth) -> Option<i64> {
        let first = |value: i64| if truth.mover == 0 { value } else { -value };
        let wins = truth.worth.wins();
        // A total from a lead: (points left + lead) / 2.
        let total = |lead: i64| truth.left.map(|left| (left + lead) / 2);
        match (self, truth.worth) {
            (Stored::MoverLead, Worth::Lead(lead)) => Some(lead),
            (Stored::FirstLead, Worth::Lead(lead)) => Some(first(lead)),
            (Stored::SecondLead, Worth::Lead(lead)) => Some(-first(lead)),
            (Stored::MoverTotal, Worth::Lead(lead)) => total(lead),
            (Stored::FirstTotal, Worth::Lead(lead)) => total(first(lead)),
            (Stored::SecondTotal, Worth::Lead(lead)) => total(-first(lead)),
            (Stored::MoverWins, _) => wins.map(i64::from),
            (Stored::MoverLoses, _) => wins.map(|wins| i64::from(!wins)),
            (Stored::Grundy, _) => truth.grundy.map(i64::from),
            _ => None,
        }
    }
}

/// How one coordinate of an entry runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Axis {
    /// From `min` (most often 0) to `max`: printed from 0 or from 1 (as `x` or `x + 1`),
    /// and as itself or counted from the other end (`min + max - x`), which `other_end`
    /// words (`objects left in a`).
    Count {
        min: i64,
        max: i64,
        other_end: String,
    },
    /// One of a few kinds (the player to move, a memo's type), each in words, in the order
    /// the coordinate numbers them from 0: printed in any numbering, from 0 or from 1.
    Kind(Vec<String>),
}

/// One coordinate of an entry, as a problem states it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Coordinate {
    /// What it is, in words (`objects taken from a`).
    pub(crate) words: String,
    pub(crate) axis: Axis,
}

impl Coordinate {
    /// A count from 0 to `max`.
    pub(crate) fn count(
        words: impl Into<String>,
        max: usize,
        other_end: impl Into<String>,
    ) -> Self {
        Coordinate::counted(words, 0, max as i64, other_end)
    }

    /// A count from `min` to `max`.
    pub(crate) fn counted(
        words: impl Into<String>,
        min: i64,
        max: i64,
        other_end: impl Into<String>,
    ) -> Self {
        Coordinate {
            words: words.into(),
            axis: Axis::Count {
                min,
                max,
                other_end: other_end.into(),
            },
        }
    }

    pub(crate) fn kind(words: impl Into<String>, kinds: &[&str]) -> Self {
        Coordinate {
            words: words.into(),
            axis: Axis::Kind(kinds.iter().map(|kind| kind.to_string()).collect()),
        }
    }
}

/// The entry that coordinates name, if any.
pub(crate) type ToEntry<E> = Box<dyn Fn(&[i64]) -> Option<E>>;

/// The coordinates of an entry.
pub(crate) type ToCoordinates<E> = Box<dyn Fn(&E) -> Vec<i64>>;

/// A table learners fill, stated once by its coordinates: which entry they name, each
/// coordinate counted from 0 in the problem's own direction, and back. How a learner prints
/// them (in which order, from 0 or 1, from which end, in which numbering) is searched for
/// ([`crate::table`]), never listed.
pub(crate) struct Family<E> {
    /// The table, in words, where a problem has several (`the memo of empty-stack
    /// positions`).
    pub(crate) words: String,
    pub(crate) coordinates: Vec<Coordinate>,
    pub(crate) entry: ToEntry<E>,
    pub(crate) coordinates_of: ToCoordinates<E>,
}

impl<E> Family<E> {
    pub(crate) fn new(
        words: impl Into<String>,
        coordinates: Vec<Coordinate>,
        entry: impl Fn(&[i64]) -> Option<E> + 'static,
        coordinates_of: impl Fn(&E) -> Vec<i64> + 'static,
    ) -> Self {
        Family {
            words: words.into(),
            coordinates,
            entry: Box::new(entry),
            coordinates_of: Box::new(coordinates_of),
        }
    }
}

/// A game's table as learners fill it: what its entries are, how they are indexed, each
/// one's truth, what each reads, and the order a recurrence fills them in. It is what plugs
/// into the engine: a problem implements it for one game (its values read off the
/// solution), and [`find`](super::find) knows nothing else of it.
pub(crate) trait Recurrence {
    /// An entry of the table: most often a position.
    type Entry: Clone + Eq + Hash + std::fmt::Debug + 'static;
    /// How the printed answer follows from the table, as the crate's own step:
    /// `the sign of the lead at the start`.
    const ANSWER_STEP: &'static str;

    /// The tables learners fill, by their coordinates; the most common first (a tie goes
    /// to the first).
    fn families(&self) -> Vec<Family<Self::Entry>>;
    /// The true entry.
    fn truth(&mut self, entry: &Self::Entry) -> Truth;
    /// The entries `entry` reads, each with the move it stands for, in words.
    fn reads(&self, entry: &Self::Entry) -> Vec<(String, Self::Entry)>;
    /// When a recurrence fills `entry`: every entry after those it reads.
    fn fill_order(&self, entry: &Self::Entry) -> i64;
    /// Where the drawn tables show `entry`: the table, its row and its column; `None` where
    /// they show none, as for a game that draws no table.
    fn cell(&self, _entry: &Self::Entry) -> Option<(usize, usize, usize)> {
        None
    }
}
