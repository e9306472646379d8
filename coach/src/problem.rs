//! The contract of a problem: the small traits it implements, one job each, and what is
//! written once over them (the replay of a line through the rules). This is the one list of
//! them; the guide (`docs/contributing.md`) and the crate's front page point here.
//!
//! - [`Rules`]: the game itself: positions, whose turn, the legal moves, what a move scores.
//!   The replay needs nothing else, so the proofs check optimal play against the rules alone.
//! - [`Problem`]: the submission's answer, and how it follows from the games' results.
//! - [`Judged`]: the judge's side: where it is judged, and the input as text.
//! - [`Solve`]: every position's worth, read off the submission's table, the recurrence
//!   behind it, and the tables (the analysis of a position is built from these, once, in
//!   `analysis.rs`).
//! - [`Generate`]: random valid inputs, the judge's boundary shapes, and smaller inputs for
//!   shrinking a failure.
//! - [`Show`]: a move and a position in the problem's own words, and what a page draws.
//!
//! [`Coached`] is these six together: every problem of the roster is one, and its core
//! module (`problems/<name>.rs`) implements them. Two more are optional, each in a file of
//! its own:
//!
//! - [`Recurrence`]: the table's entries as learners index and fill them, what each reads,
//!   and the order they are filled in, so that coach can name a learner's first wrong entry
//!   (`table/<name>.rs`; `coach table` knows the problems that have one).
//! - `Oracle` (feature `dev`, for the tests): the answer by a plain game-tree search written
//!   from the rules alone, sharing nothing with the submission.
//!
//! Work over any of them is a [`Teach`] (the teaching commands, on a problem's input or a
//! rules file's game) or runs on a [`Subject`] (`stress`: a problem that can generate and
//! judge its inputs, one of the five or a rules file known at run time).
//!
//! A command asks only for the traits it uses, the way proptest's `Strategy` and
//! `ValueTree` split their jobs. Where most problems agree, a method has a default (a game
//! starts at the position's `Default`; one game per input; the printed result of a score or
//! win/lose game; no drawing), so each problem writes only what is its own: the methods
//! without a default body below.

use crate::exit::Exit;
use crate::layout::Layout;
use crate::notation;
use crate::rng::Rng;
use crate::shrink::Candidate;
use crate::solution::{Run, Runner};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use std::fmt::Debug;
use std::hash::Hash;

/// Where a problem is judged, which decides the compiler its file must pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Judge {
    /// AtCoder: a cargo project with proconio and itertools, rustc 1.89, edition 2024.
    Atcoder,
    /// Aizu Online Judge: plain rustc on one file, edition 2018, no crates.
    Aoj,
}

impl Judge {
    /// As `coach list --long` names it.
    pub fn words(self) -> &'static str {
        match self {
            Judge::Atcoder => "AtCoder",
            Judge::Aoj => "AOJ",
        }
    }
}

/// How large a generated input is.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    clap::ValueEnum,
    Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// A handful of cells, objects or cards: small enough to read, and to check by brute force.
    Small,
    /// Tens of them.
    Medium,
    /// The maximum constraints.
    Max,
}

/// The rules of a two-player game. A position holds everything that decides the rest of
/// the game and nothing of the points scored so far: each move says what it scores.
pub trait Rules {
    const KIND: Kind;
    /// The players, first player first, as the statement names them.
    const PLAYERS: [&'static str; 2];

    type Game: Debug;
    /// `Default` is the start of every game, unless [`Rules::start`] says otherwise.
    type Position: Clone + Eq + Hash + Debug + Default + Serialize;
    /// Serialised as the short name a user types (`R`, `a`, `pass`).
    type Move: Clone + Eq + Debug + Serialize;

    fn start(_game: &Self::Game) -> Self::Position {
        Self::Position::default()
    }
    /// The player to move: 0 for the first player, 1 for the second.
    fn mover(position: &Self::Position) -> usize;
    /// The legal moves; none once the game is over.
    fn moves(game: &Self::Game, position: &Self::Position) -> Vec<Self::Move>;
    /// The position after `mv`, and the points it gives each player.
    fn apply(
        game: &Self::Game,
        position: &Self::Position,
        mv: &Self::Move,
    ) -> (Self::Position, [i64; 2]);
}

/// The games an input holds: one, or one per test case.
pub trait Games<G> {
    fn games(&self) -> Vec<&G>;
}

impl<G> Games<G> for G {
    fn games(&self) -> Vec<&G> {
        vec![self]
    }
}

impl<G> Games<G> for Vec<G> {
    fn games(&self) -> Vec<&G> {
        self.iter().collect()
    }
}

/// A problem: its games, and the answer the submission prints for them.
pub trait Problem: Rules {
    /// The binary's name, such as `abc201d`.
    const NAME: &'static str;

    type Input: Clone + Debug + Send + Sync + Games<Self::Game>;

    /// Where the answer and the worths come from, as the page says it: the binary prints the
    /// answer, each worth comes from the solution's table.
    const SOURCES: [&'static str; 2] = ["The binary prints", "the solution's table"];

    /// The name shown above an input's games: by default the binary's; a rules file's own.
    fn title(_input: &Self::Input) -> String {
        Self::NAME.to_string()
    }
    /// What the binary prints, from the submission's own `solve`, without the final newline.
    fn answer(input: &Self::Input) -> String;

    /// What the binary prints for games that ended as `outcomes`. By default: in score games
    /// the first player's points minus the second's, in win/lose games the name of the
    /// player who moved last; one line per game.
    fn result(outcomes: &[Outcome]) -> String {
        let line = |outcome: &Outcome| match Self::KIND {
            Kind::Score => (outcome.points[0] - outcome.points[1]).to_string(),
            Kind::WinLose => Self::PLAYERS[(outcome.moves + 1) % 2].to_string(),
        };
        outcomes.iter().map(line).collect::<Vec<_>>().join("\n")
    }
}

/// A problem as its judge states it: where it is judged, and its input as text, read with
/// the submission's own parser. A game known only at run time (a rules file) has none.
pub trait Judged: Problem {
    const JUDGE: Judge;

    /// Reads the judge's input with the submission's own parser, checks and messages.
    fn parse(text: &str) -> Result<Self::Input, String>;
    /// Writes the input as the judge gives it.
    fn format(input: &Self::Input) -> String;
}

/// Every position's worth, as the submission's table gives it.
pub trait Solve: Problem {
    /// How the line breaks ties between optimal moves, for `coach list` and the output.
    const TIE_BREAK: &'static str;
    /// The submission's table for one game, filled once; every position's worth is read off
    /// it.
    type Values<'g>
    where
        Self: 'g;

    fn values(game: &Self::Game) -> Self::Values<'_>;
    /// What `position` is worth to the player to move there, under optimal play: the lead in
    /// score games; `Win(None)` or `Lose(None)` in win/lose games, whose moves left coach
    /// counts itself, by one search over the positions reachable from there
    /// ([`analysis`](crate::analysis)).
    fn worth(values: &mut Self::Values<'_>, position: &Self::Position) -> Worth;
    /// The table entry the choice at `position` comes from, in the submission's notation,
    /// with its terms evaluated: `lead(2, 3) = max(+1 - lead(3, 3), -1 - lead(2, 4)) =
    /// max(1, -3) = 1`.
    fn recurrence(values: &mut Self::Values<'_>, position: &Self::Position) -> String;
    /// The Grundy number of a position, where the solution counts in them.
    fn grundy(_values: &mut Self::Values<'_>, _position: &Self::Position) -> Option<u32> {
        None
    }

    /// A position that plays exactly as `position` does from here on, and the same one for
    /// every position that does: the search that counts the moves left meets each future
    /// once. By default the position itself; abc206f's positions list the intervals chosen
    /// in order, and all those that leave the same free segments play alike.
    fn canonical(_values: &Self::Values<'_>, position: &Self::Position) -> Self::Position {
        position.clone()
    }

    /// The tables the solution fills, laid out: each cell a position, whose entry the
    /// analysis writes, or a value written here from `values`; the path holds the cells of
    /// `line`, optimal play from the start. None when they are too large to read (ask
    /// [`Table::fits`](crate::layout::Table::fits) first, so that nothing is filled for them).
    fn tables(
        _game: &Self::Game,
        _values: &mut Self::Values<'_>,
        _line: &[Self::Move],
    ) -> Vec<Layout<Self::Position>> {
        Vec::new()
    }
}

/// Inputs for testing: random ones, and smaller ones for shrinking a failure.
pub trait Generate: Judged {
    fn generate(rng: &mut Rng, size: Size) -> Self::Input;
    /// The judge's favourite shapes, each named: the maximum and the minimum constraints,
    /// one row of the maximum width, all values the largest or all equal, the longest game.
    /// `stress` tries them in turn, among its cases at the maximum.
    fn boundaries() -> Vec<Boundary<Self::Input>>;
    /// An input's shape in a few words, as a report names it: `2000 x 2000 grid`.
    fn shape(input: &Self::Input) -> String;
    /// Smaller inputs to try when `input` fails, built one at a time as they are tried:
    /// rows, columns, cards, objects, intervals or test cases deleted (in chunks, then
    /// alone, then in pairs), values lowered (all at once, every copy together, each
    /// alone), items made the simplest of their kind. See `shrink/`.
    fn smaller(input: &Self::Input) -> impl Iterator<Item = Candidate<'_, Self::Input>>;
}

/// A named shape of input, and how to make one ([`Generate::boundaries`]).
pub struct Boundary<T> {
    /// In words, with the limits it reaches: `the largest decks, every card worth 1,000,000`.
    pub name: String,
    pub make: fn(&mut Rng) -> T,
}

impl<T> Boundary<T> {
    pub fn new(name: impl Into<String>, make: fn(&mut Rng) -> T) -> Self {
        Boundary {
            name: name.into(),
            make,
        }
    }
}

/// The moves of a problem as the guide's table names them: what they are, how text writes
/// them, the other forms read back, and their JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNames {
    pub what: &'static str,
    pub written: &'static str,
    /// Empty where there are none.
    pub also: &'static str,
    pub json: &'static str,
}

/// A game in the problem's own words.
pub trait Show: Solve {
    /// The moves in words, for the guide's table of moves ([`MoveNames`]).
    const MOVE_NAMES: MoveNames;
    /// A position as `--json` writes it, in a few words: `a cell [i, j] from 0`.
    const POSITION: &'static str;

    /// A move as text writes it and a user types it: by default as `--json` encodes it
    /// (`R`, `a`, `pass`); abc206f writes its intervals `[L, R)`.
    fn name(mv: &Self::Move) -> String {
        notation::encode(mv)
    }
    /// A move, in words, for the player making it.
    fn show_move(game: &Self::Game, before: &Self::Position, mv: &Self::Move) -> String;
    /// A position, drawn, or `None` when a line of play reads best without drawings.
    /// The values are the game's table, for a drawing that shows them (abc206f's Grundy
    /// numbers of the free segments).
    fn show_position(
        _game: &Self::Game,
        _values: &Self::Values<'_>,
        _position: &Self::Position,
    ) -> Option<String> {
        None
    }
    /// Whether a game is too large to show move by move: then `play` summarises it.
    fn too_large_to_show(_game: &Self::Game) -> bool {
        false
    }
    /// The whole line drawn at once, where that reads better than a drawing per move (the
    /// piece's path on a grid).
    fn show_line(_game: &Self::Game, _line: &[Self::Move]) -> Option<String> {
        None
    }
    /// What a page needs to draw the game's positions along `line`, as JSON: the grid (near
    /// the line, when it is too large to send whole), the piles, the intervals, the decks.
    fn picture(game: &Self::Game, line: &[Self::Move]) -> serde_json::Value;
}

/// Everything coach's teaching commands and `stress` use of a problem: every problem of the
/// roster is one.
pub trait Coached: Solve + Generate + Show {}

impl<P: Solve + Generate + Show> Coached for P {}

/// An independent answer: the game played out move by move with explicit per-player state,
/// written apart from the submission. Exponential or memoised over full positions: for small
/// inputs only. The proofs (`coach/tests/proof.rs`) hold every problem's answer to it.
#[cfg(feature = "dev")]
pub trait Oracle: Problem {
    fn oracle_answer(input: &Self::Input) -> String;
}

/// Work that runs on any game: a problem's input, or a rules file's solved start. Each
/// teaching command is one; the command line reads or makes the input once, and hands it
/// here.
pub(crate) trait Teach {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit>;
}

/// A mistake of a problem itself, not of a solution: a rules file whose generator fails or
/// whose answer cannot be told. A run that meets one ends with it, in one line and exit 1;
/// it is never a verdict on a solution.
#[derive(Debug)]
pub struct Mistake(pub String);

impl std::fmt::Display for Mistake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Mistake {}

/// What `stress` asks of a problem: inputs made as its judge gives them, the answer to
/// each, and smaller inputs for shrinking a failure. Each of the five is one
/// (`problems::Known`, over [`Generate`]); a rules file is one known at run time. Unlike the
/// other traits, its methods take the problem itself, which a game known at run time needs
/// (its rules file, running).
pub trait Subject: Sync {
    type Input: Clone + Send + Sync;

    /// As reports and the corpus name it: `tdpcb`, or a rules file's stem.
    fn name(&self) -> &str;
    /// As a command line names it: `tdpcb`, or the rules file's path.
    fn invocation(&self) -> String {
        self.name().to_string()
    }
    /// The command that searches it: `stress`, or `judge` for an interactive one.
    fn command(&self) -> &'static str {
        "stress"
    }
    /// What its answer is, as a report names it: a judge's is the side that wins.
    fn answer_name(&self) -> &'static str {
        "expected"
    }
    /// What a run's output is, as a report names it: a judge's run keeps the game's
    /// transcript there.
    fn output_name(&self) -> &'static str {
        "standard output"
    }
    /// A random valid input of `size`, decided by `rng` alone; a [`Mistake`] where the
    /// problem cannot make one.
    fn generate(&self, rng: &mut Rng, size: Size) -> anyhow::Result<Self::Input>;
    /// The `turn`-th of the judge's boundary shapes (counted around), made with `rng`, and
    /// its name; `None` where the problem names none.
    fn boundary(&self, turn: usize, rng: &mut Rng) -> Option<(String, Self::Input)>;
    /// Whether it names boundary shapes: where it names none, a search has a medium case in
    /// their places.
    fn has_boundaries(&self) -> bool;
    /// The judge's input read back, as `--from` and the corpus give it.
    fn parse(&self, text: &str) -> Result<Self::Input, String>;
    /// The input as the judge gives it.
    fn format(&self, input: &Self::Input) -> String;
    /// What the judge expects, without the final newline; errs (with a [`Mistake`]) where it
    /// cannot be told, such as a game too large for the oracle.
    fn answer(&self, input: &Self::Input) -> anyhow::Result<String>;
    /// An input's shape in a few words, as a report names it: `2000 x 2000 grid`.
    fn shape(&self, input: &Self::Input) -> String;
    /// Smaller inputs to try when `input` fails, built one at a time as they are tried.
    fn smaller<'a>(
        &'a self,
        input: &'a Self::Input,
    ) -> Box<dyn Iterator<Item = Candidate<'a, Self::Input>> + 'a>;

    /// Why `input` cannot be shrunk, where it cannot (an input read from a file that lacks
    /// what made it); `None` where [`Subject::smaller`] gives its candidates.
    fn unshrinkable(&self, _input: &Self::Input) -> Option<String> {
        None
    }

    /// What a shrunk input that no candidate beat is, in words, as a report says it.
    fn minimal_words(&self) -> &'static str {
        "1-minimal: no smaller candidate fails alike"
    }

    /// The input kept in the file `path`, whose text is `text`: by default the text, read.
    /// A subject may keep more beside it ([`Subject::keep_beside`]).
    fn read(&self, _path: &std::path::Path, text: &str) -> Result<Self::Input, String> {
        self.parse(text)
    }

    /// Writes beside the file `path`, which holds `input`, what the text alone does not
    /// keep (a generator's draws); by default nothing.
    fn keep_beside(&self, _path: &std::path::Path, _input: &Self::Input) -> anyhow::Result<()> {
        Ok(())
    }

    /// Runs the learner's program on `input` and judges its output against the answer,
    /// which it returns too. Errs where the answer cannot be told, the program cannot start,
    /// or coach is stopping on a signal.
    fn judge(&self, runner: &Runner, input: &Self::Input) -> anyhow::Result<(Run, String)> {
        let expected = self.answer(input)?;
        let run = runner.judge(&self.format(input), &expected)?;
        Ok((run, expected))
    }
}

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

/// The table a problem's solution fills, as learners fill it: what its entries are, what
/// each reads, and the ways learners print it. Each problem implements it beside [`Solve`],
/// whose values give each entry's truth.
pub(crate) trait Recurrence: Solve {
    /// An entry of the table: most often a position.
    type Entry: Clone + Eq + Hash + std::fmt::Debug + 'static;

    /// The tables learners fill, by their coordinates; the most common first (a tie goes
    /// to the first).
    fn families(game: &Self::Game) -> Vec<Family<Self::Entry>>;
    /// The true entry.
    fn truth(game: &Self::Game, values: &mut Self::Values<'_>, entry: &Self::Entry) -> Truth;
    /// The entries `entry` reads, each with the move it stands for, in words.
    fn reads(game: &Self::Game, entry: &Self::Entry) -> Vec<(String, Self::Entry)>;
    /// When a recurrence fills `entry`: every entry after those it reads.
    fn fill_order(game: &Self::Game, entry: &Self::Entry) -> i64;
    /// How the printed answer follows from the table, as the crate's own step:
    /// `the sign of the lead at the start`.
    const ANSWER_STEP: &'static str;
    /// Where the drawn tables ([`Solve::tables`]) show `entry`: the table, its row and its
    /// column; `None` where they show none.
    fn cell(game: &Self::Game, entry: &Self::Entry) -> Option<(usize, usize, usize)>;
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each player's points at the end (both 0 in win/lose games).
    pub points: [i64; 2],
    /// How many moves were made.
    pub moves: usize,
}

/// One move of a replayed line.
#[derive(Clone, Debug)]
pub struct ReplayedMove<R: Rules> {
    pub mover: usize,
    pub mv: R::Move,
    pub before: R::Position,
    pub after: R::Position,
    /// What the move gave each player.
    pub gained: [i64; 2],
    /// Each player's points after the move.
    pub points: [i64; 2],
}

impl<R: Rules> ReplayedMove<R> {
    /// Each player's points before the move.
    pub fn points_before(&self) -> [i64; 2] {
        [
            self.points[0] - self.gained[0],
            self.points[1] - self.gained[1],
        ]
    }
}

/// A line replayed through the rules alone.
pub struct Replay<R: Rules> {
    pub steps: Vec<ReplayedMove<R>>,
    pub end: R::Position,
    pub outcome: Outcome,
}

/// Replays `line` from the start of `game` through the rules: every move must be legal, and
/// the game must be over after the last one.
pub fn replay<R: Rules>(game: &R::Game, line: &[R::Move]) -> Result<Replay<R>, String> {
    let mut position = R::start(game);
    let mut points = [0, 0];
    let mut steps = Vec::with_capacity(line.len());
    for (k, mv) in line.iter().enumerate() {
        if !R::moves(game, &position).contains(mv) {
            return Err(format!(
                "move {} ({mv:?}) is not legal in {position:?}",
                k + 1
            ));
        }
        let (after, gained) = R::apply(game, &position, mv);
        points = [points[0] + gained[0], points[1] + gained[1]];
        steps.push(ReplayedMove {
            mover: R::mover(&position),
            mv: mv.clone(),
            before: position,
            after: after.clone(),
            gained,
            points,
        });
        position = after;
    }
    if !R::moves(game, &position).is_empty() {
        return Err(format!(
            "the line stops before the game is over, at {position:?}"
        ));
    }
    Ok(Replay {
        steps,
        end: position,
        outcome: Outcome {
            points,
            moves: line.len(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dev::toys::Nim;

    #[test]
    fn the_defaults_start_at_the_default_one_game_per_item_and_draw_nothing() {
        assert_eq!(Nim::start(&5), 0);
        assert_eq!(Nim::grundy(&mut 3, &0), None);
        assert_eq!(Games::<u32>::games(&vec![3u32, 4]), [&3, &4]);
        assert_eq!(Games::<u32>::games(&7u32), [&7]);
        assert!(crate::dev::tables::<Nim>(&3).is_empty());
        assert_eq!(crate::dev::show_position::<Nim>(&3, &0), None);
        assert!(!Nim::too_large_to_show(&3));
        assert_eq!(Nim::show_line(&3, &[1, 2]), None);
    }

    #[test]
    fn the_default_result_names_who_moved_last_or_gives_the_difference() {
        let outcome = |moves, points| Outcome { points, moves };
        assert_eq!(
            Nim::result(&[outcome(3, [0, 0]), outcome(2, [0, 0])]),
            "First\nSecond"
        );
        assert_eq!(
            crate::problems::Aoj2741::result(&[outcome(9, [30, 12])]),
            "18"
        );
    }

    #[test]
    fn a_replay_follows_the_rules() {
        let replayed = replay::<Nim>(&3, &[1, 2]).unwrap();
        assert_eq!(
            replayed.outcome,
            Outcome {
                points: [0, 0],
                moves: 2
            }
        );
        assert_eq!(replayed.end, 3);
        assert_eq!(
            replayed
                .steps
                .iter()
                .map(|step| step.mover)
                .collect::<Vec<_>>(),
            [0, 1]
        );
        assert_eq!(
            replay::<Nim>(&3, &[3]).err().as_deref(),
            Some("move 1 (3) is not legal in 0")
        );
        assert_eq!(
            replay::<Nim>(&3, &[1]).err().as_deref(),
            Some("the line stops before the game is over, at 1")
        );
        let piles = (vec![1], vec![2]);
        let replayed = replay::<crate::problems::Tdpcb>(
            &piles,
            &[
                crate::problems::tdpcb::Pile::B,
                crate::problems::tdpcb::Pile::A,
            ],
        )
        .unwrap();
        assert_eq!(replayed.outcome.points, [2, 1]);
        assert_eq!(replayed.steps[1].gained, [0, 1]);
        assert_eq!(replayed.steps[1].points, [2, 1]);
        assert_eq!(replayed.steps[1].points_before(), [2, 0]);
    }
}
