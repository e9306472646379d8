//! The contract of a problem: the small traits it implements, one job each, and what is
//! written once over them (the replay of a line through the rules). This is the one list of
//! them; the guide (`docs/contributing.md`) and the crate's front page point here.
//!
//! - [`Rules`]: the game itself: positions, whose turn, the legal moves, what a move scores.
//!   The replay needs nothing else, so the proofs check optimal play against the rules alone.
//! - [`Problem`]: the submission's answer, and how it follows from the games' results.
//! - [`Stated`]: the judge's side: where it is judged, and the input as text.
//! - [`Solve`]: every position's worth, read off the submission's table, the recurrence
//!   behind it, and the tables (the analysis of a position is built from these, once, in
//!   `analysis.rs`).
//! - [`Generate`]: random valid inputs, the judge's boundary shapes, and smaller inputs for
//!   shrinking a failure.
//! - [`Show`]: a move and a position in the problem's own words, and what a page draws.
//!
//! A problem of the roster (`problems/<name>/`) implements all six, its table learners print
//! (its values for one game are a `table::Recurrence`) and, for the tests (feature
//! `dev`), an `Oracle`: a plain game-tree search written from the rules alone, sharing
//! nothing with the submission. A rules file's game implements the four that teach.
//!
//! Work over a game is a [`Teach`] (the teaching commands, on a problem's input or a rules
//! file's game); a stress run takes a game as a `stress::Subject`, which the roster and the
//! rules file each make from theirs.
//!
//! A command asks only for the traits it uses, the way proptest's `Strategy` and
//! `ValueTree` split their jobs. Where most problems agree, a method has a default (a game
//! starts at the position's `Default`; one game per input; the printed result of a score or
//! win/lose game; no drawing), so each problem writes only what is its own: the methods
//! without a default body below.

use crate::exit::Exit;
use crate::layout::Layout;
use crate::notation;
use crate::rng::{Rng, Size};
use crate::shrink::Candidate;
use crate::worth::{Kind, Worth};
use serde::Serialize;
use std::fmt::Debug;
use std::hash::Hash;

/// The online judge where a problem is judged, which decides the compiler its file must pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Site {
    /// AtCoder: a cargo project with proconio and itertools, rustc 1.89, edition 2024.
    Atcoder,
    /// Aizu Online Judge: plain rustc on one file, edition 2018, no crates.
    Aoj,
}

impl Site {
    /// As `coach list --long` names it.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Site::Atcoder => "AtCoder",
            Site::Aoj => "AOJ",
        }
    }
}

/// The rules of a two-player game. A position holds everything that decides the rest of
/// the game and nothing of the points scored so far: each move says what it scores.
pub(crate) trait Rules {
    const KIND: Kind;
    /// The players, first player first, as the statement names them: First and Second where
    /// it names them no other way.
    const PLAYERS: [&'static str; 2] = ["First", "Second"];

    type Game: Debug;
    /// `Default` is the start of every game, unless [`Rules::start`] says otherwise.
    type Position: Clone + Eq + Hash + Debug + Default + Serialize;
    /// Serialised as the short name a user types (`R`, `a`, `pass`).
    type Move: Clone + Eq + Debug + Serialize;

    fn start(_game: &Self::Game) -> Self::Position {
        Self::Position::default()
    }
    /// The players of `game`, first player first: [`Rules::PLAYERS`], unless the game names
    /// its own (a rules file's `players`).
    fn players(_game: &Self::Game) -> [&str; 2] {
        Self::PLAYERS
    }
    /// The player to move: 0 for the first player, 1 for the second. The players need not
    /// alternate (a rules file's `mover`); at a game won at once, the one who lost.
    fn mover(position: &Self::Position) -> usize;
    /// The player who has won at `position`, where the game ended there with a win whatever
    /// the points (a rules file's `winner`): none by default, the game ending as its kind
    /// says (in normal play the player who cannot move loses; in a score game the points
    /// decide).
    fn winner(_game: &Self::Game, _position: &Self::Position) -> Option<usize> {
        None
    }
    /// Whether the player who cannot move wins (misère play): by default, normal play.
    fn misere(_game: &Self::Game) -> bool {
        false
    }
    /// What the rest of a game that never ends is worth to the first player, in a score game
    /// whose positions can come back (a rules file's `ENDLESS`): `None` for a game that
    /// always ends, as by default.
    fn endless(_game: &Self::Game) -> Option<i64> {
        None
    }
    /// Whether the players of `game` take turns, one move each: by default they do; a rules
    /// file whose positions name their mover says who moves when.
    fn alternates(_game: &Self::Game) -> bool {
        true
    }
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
pub(crate) trait Games<G> {
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
pub(crate) trait Problem: Rules {
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

    /// What the binary prints for `game` where it ended as `outcome` (its line; one game of
    /// an input of several). By default: the winner's name where one won (in win/lose games,
    /// the player who did not have to move at the end), else the first player's points minus
    /// the second's.
    fn result(game: &Self::Game, outcome: &GameEnd) -> String {
        match outcome.winner {
            Some(winner) => Self::players(game)[winner].to_string(),
            None => outcome.lead::<Self>(game).to_string(),
        }
    }
}

/// A problem as its judge states it: where it is judged, and its input as text, read with
/// the submission's own parser. A game known only at run time (a rules file) has none.
pub(crate) trait Stated: Problem {
    const SITE: Site;

    /// Reads the judge's input with the submission's own parser, checks and messages.
    fn parse(text: &str) -> Result<Self::Input, String>;
    /// Writes the input as the judge gives it.
    fn format(input: &Self::Input) -> String;
}

/// Every position's worth, as the submission's table gives it.
pub(crate) trait Solve: Problem {
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
pub(crate) trait Generate: Stated {
    fn generate(rng: &mut Rng, size: Size) -> Self::Input;
    /// The judge's favourite shapes, each named: the maximum and the minimum constraints,
    /// one row of the maximum width, all values the largest or all equal, the longest game.
    /// `stress` tries them in turn, among its cases at the maximum; where a problem names
    /// none, a medium case stands in their place.
    fn boundaries() -> Vec<Boundary<Self::Input>> {
        Vec::new()
    }
    /// An input's shape in a few words, as a report names it: `2000 x 2000 grid`; by
    /// default its size in bytes.
    fn shape(input: &Self::Input) -> String {
        notation::count(Self::format(input).len(), "byte")
    }
    /// Smaller inputs to try when `input` fails, built one at a time as they are tried:
    /// rows, columns, cards, objects, intervals or test cases deleted (in chunks, then
    /// alone, then in pairs), values lowered (all at once, every copy together, each
    /// alone), items made the simplest of their kind. See `shrink/`.
    fn smaller(input: &Self::Input) -> impl Iterator<Item = Candidate<'_, Self::Input>>;
}

/// A named shape of input, and how to make one ([`Generate::boundaries`]).
pub(crate) struct Boundary<T> {
    /// In words, with the limits it reaches: `the largest decks, every card worth 1,000,000`.
    pub(crate) name: String,
    pub(crate) make: fn(&mut Rng) -> T,
}

impl<T> Boundary<T> {
    pub(crate) fn new(name: impl Into<String>, make: fn(&mut Rng) -> T) -> Self {
        Boundary {
            name: name.into(),
            make,
        }
    }
}

/// A game in the problem's own words.
pub(crate) trait Show: Solve {
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
    /// By default nothing: the page then shows each position as its JSON.
    fn picture(_game: &Self::Game, _line: &[Self::Move]) -> serde_json::Value {
        serde_json::Value::Null
    }
}

/// An independent answer: the game played out move by move with explicit per-player state,
/// written apart from the submission. Exponential or memoised over full positions: for small
/// inputs only. The proofs (`suites/proof.rs`) hold every problem's answer to it.
#[cfg(test)]
pub(crate) trait Oracle: Problem {
    fn oracle_answer(input: &Self::Input) -> String;
}

/// Work that runs on any game: a problem's input, or a rules file's solved start. Each
/// teaching command is one; the command line reads or makes the input once, and hands it
/// here.
pub(crate) trait Teach {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit>;
}

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GameEnd {
    /// Each player's points at the end (both 0 in win/lose games).
    pub(crate) points: [i64; 2],
    /// How many moves were made.
    pub(crate) moves: usize,
    /// The player who won: in a win/lose game, always; in a score game, where the game
    /// ended with a win at once ([`Rules::winner`]), else none (the points decide).
    pub(crate) winner: Option<usize>,
    /// Whether the game ended with a win at once, not as its kind ends it.
    pub(crate) at_once: bool,
    /// Whether the line came back to a position it had passed, in a game whose positions
    /// can come back: a draw, with no winner.
    pub(crate) drawn: bool,
}

impl GameEnd {
    /// How a game ended at `end`, after `moves` moves that scored `points`.
    pub(crate) fn at<R: Rules>(
        game: &R::Game,
        end: &R::Position,
        points: [i64; 2],
        moves: usize,
    ) -> GameEnd {
        // In misère play the player who cannot move wins.
        let stuck =
            (R::KIND == Kind::WinLose).then(|| R::mover(end) ^ usize::from(!R::misere(game)));
        let at_once = R::winner(game, end);
        GameEnd {
            points,
            moves,
            winner: at_once.or(stuck),
            at_once: at_once.is_some(),
            drawn: false,
        }
    }

    /// The first player's points less the second's, where the points decide: and where the
    /// line came back to a position it passed in a score game, what an endless game is
    /// worth besides ([`Rules::endless`]).
    pub(crate) fn lead<R: Rules + ?Sized>(&self, game: &R::Game) -> i64 {
        let endless = if self.drawn {
            R::endless(game).unwrap_or(0)
        } else {
            0
        };
        self.points[0] - self.points[1] + endless
    }

    /// A drawn game: a line that came back to a position after `moves` moves.
    pub(crate) fn drawn(points: [i64; 2], moves: usize) -> GameEnd {
        GameEnd {
            points,
            moves,
            winner: None,
            at_once: false,
            drawn: true,
        }
    }
}

/// The words a drawn line ends with.
pub(crate) const DRAWN: &str =
    "the line comes back to a position it passed: a draw, as neither player can force a win";

/// The words a line of a score game ends with where it comes back to a position it passed:
/// the game never ends, and is worth `endless` to `first`, the first player.
pub(crate) fn endless_words(endless: i64, first: &str) -> String {
    format!(
        "the line comes back to a position it passed: the game never ends, as neither player \
         gains by ending it, and an endless game is worth {endless} to {first}"
    )
}

/// Why the game is over at `end`, in words, where a player has won there: `Aoki cannot
/// move`, or `Takahashi has won` (a win at once); `None` where the points decide.
pub(crate) fn why_over<R: Rules>(game: &R::Game, end: &R::Position) -> Option<String> {
    let players = R::players(game);
    match R::winner(game, end) {
        Some(winner) => Some(format!("{} has won", players[winner])),
        None if !R::moves(game, end).is_empty() => Some(match R::endless(game) {
            Some(endless) => endless_words(endless, players[0]),
            None => DRAWN.to_string(),
        }),
        None if R::misere(game) => Some(format!(
            "{} cannot move, and wins: in misère play the last to move loses",
            players[R::mover(end)]
        )),
        None => {
            (R::KIND == Kind::WinLose).then(|| format!("{} cannot move", players[R::mover(end)]))
        }
    }
}

/// One move of a replayed line.
#[derive(Clone, Debug)]
pub(crate) struct ReplayedMove<R: Rules> {
    pub(crate) mover: usize,
    pub(crate) mv: R::Move,
    pub(crate) before: R::Position,
    pub(crate) after: R::Position,
    /// What the move gave each player.
    pub(crate) gained: [i64; 2],
    /// Each player's points after the move.
    pub(crate) points: [i64; 2],
}

impl<R: Rules> ReplayedMove<R> {
    /// Each player's points before the move.
    pub(crate) fn points_before(&self) -> [i64; 2] {
        [
            self.points[0] - self.gained[0],
            self.points[1] - self.gained[1],
        ]
    }
}

/// A line replayed through the rules alone.
pub(crate) struct Replay<R: Rules> {
    pub(crate) steps: Vec<ReplayedMove<R>>,
    pub(crate) end: R::Position,
    pub(crate) outcome: GameEnd,
}

/// Replays `line` from the start of `game` through the rules: every move must be legal, and
/// the game must be over after the last one, or back at a position it passed (a draw).
pub(crate) fn replay<R: Rules>(game: &R::Game, line: &[R::Move]) -> Result<Replay<R>, String> {
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
    let outcome = if R::moves(game, &position).is_empty() {
        GameEnd::at::<R>(game, &position, points, line.len())
    } else if steps.iter().any(|step| step.before == position) {
        GameEnd::drawn(points, line.len())
    } else {
        return Err(format!(
            "the line stops before the game is over, at {position:?}"
        ));
    };
    Ok(Replay {
        outcome,
        steps,
        end: position,
    })
}

/// Test case `case` (from 1) of `input`.
pub(crate) fn game_of<P: Problem>(input: &P::Input, case: usize) -> Result<&P::Game, Exit> {
    let games = input.games();
    let count = games.len();
    games.into_iter().nth(case - 1).ok_or_else(|| {
        Exit::usage(anyhow::anyhow!(
            "--case {case}: the input has {count} test case{}",
            if count == 1 { "" } else { "s" }
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dev::toys::Nim;

    #[test]
    fn the_defaults_start_at_the_default_one_game_per_item_and_draw_nothing() {
        assert_eq!(Nim::start(&5), (0, 0));
        assert_eq!(Nim::grundy(&mut 3, &(0, 0)), None);
        assert_eq!(Games::<u32>::games(&vec![3u32, 4]), [&3, &4]);
        assert_eq!(Games::<u32>::games(&7u32), [&7]);
        assert!(crate::dev::tables::<Nim>(&3).is_empty());
        assert_eq!(crate::dev::show_position::<Nim>(&3, &(0, 0)), None);
        assert!(!Nim::too_large_to_show(&3));
        assert_eq!(Nim::show_line(&3, &[1, 2]), None);
    }

    #[test]
    fn the_default_result_names_who_moved_last_or_gives_the_difference() {
        // Seven taken in 3 moves: the second player is to move, and cannot.
        let outcome = GameEnd::at::<Nim>(&7, &(7, 1), [0, 0], 3);
        assert_eq!(outcome.winner, Some(0));
        assert_eq!(Nim::result(&7, &outcome), "First");
        assert_eq!(why_over::<Nim>(&7, &(7, 1)).unwrap(), "Second cannot move");
        let winner = |winner| GameEnd {
            points: [0, 0],
            moves: 2,
            winner,
            at_once: false,
            drawn: false,
        };
        assert_eq!(Nim::result(&3, &winner(Some(1))), "Second");
        let decks = (vec![30], vec![12]);
        let outcome = GameEnd {
            points: [30, 12],
            moves: 9,
            winner: None,
            at_once: false,
            drawn: false,
        };
        assert_eq!(crate::problems::Aoj2741::result(&decks, &outcome), "18");
    }

    #[test]
    fn a_replay_follows_the_rules() {
        let replayed = replay::<Nim>(&3, &[1, 2]).unwrap();
        assert_eq!(
            replayed.outcome,
            GameEnd {
                points: [0, 0],
                moves: 2,
                winner: Some(1),
                at_once: false,
                drawn: false,
            }
        );
        assert_eq!(replayed.end, (3, 0));
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
            Some("move 1 (3) is not legal in (0, 0)")
        );
        assert_eq!(
            replay::<Nim>(&3, &[1]).err().as_deref(),
            Some("the line stops before the game is over, at (1, 1)")
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
