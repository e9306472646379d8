//! The one trait every problem implements, and what is written once over it: the plain
//! game-tree oracle, and the replay of a line through the rules.

use crate::rng::Rng;
use serde::Serialize;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

/// How a game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Points are scored along the way; each player maximises (own - other's) points.
    Score,
    /// Normal play: the player who cannot move loses.
    WinLose,
}

/// How large a generated input is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, clap::ValueEnum)]
pub enum Size {
    /// A handful of cells, objects or cards: small enough to read, and to check by brute force.
    Small,
    /// Tens of them.
    Medium,
    /// The maximum constraints.
    Max,
}

/// A problem: its input, its official answer, its rules, and its optimal play.
///
/// An input holds one game per test case (abc206f) or exactly one. A position holds
/// everything that decides the rest of the game, nothing of the points scored so far; each
/// move tells what it scores, so that a replay can keep the totals.
pub trait Problem {
    /// The binary's name, such as `abc201d`.
    const NAME: &'static str;
    const KIND: Kind;
    /// The players, first player first, as the statement names them.
    const PLAYERS: [&'static str; 2];
    /// How `play` breaks ties between optimal moves, for `--help` and the output.
    const TIE_BREAK: &'static str;

    type Input: Clone + Debug + Send;
    type Game: Debug;
    type Position: Clone + Eq + Hash + Debug;
    type Move: Clone + Eq + Debug + Serialize;

    /// Reads the judge's input, with the submission's own checks and messages.
    fn parse(text: &str) -> Result<Self::Input, String>;
    /// Writes the input as the judge gives it.
    fn format(input: &Self::Input) -> String;
    /// What the binary prints, computed by the submission's own `solve`, without the final
    /// newline.
    fn answer(input: &Self::Input) -> String;
    /// The same, from an independent oracle that plays the game out move by move.
    fn oracle_answer(input: &Self::Input) -> String;
    /// A random valid input.
    fn generate(rng: &mut Rng, size: Size) -> Self::Input;
    /// Valid inputs one step smaller than `input`, for shrinking a failure: a row, column,
    /// card, object, interval or test case dropped, a value lowered, or a cell made the
    /// simplest symbol.
    fn shrink(input: &Self::Input) -> Vec<Self::Input>;

    /// The games of an input, in order.
    fn games(input: &Self::Input) -> Vec<&Self::Game>;
    /// The answer printed for games whose replays ended as `outcomes`.
    fn verdict(outcomes: &[Outcome]) -> String;

    fn start(game: &Self::Game) -> Self::Position;
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

    /// The optimal line from the start, computed from the solution's own table.
    fn line(game: &Self::Game) -> Vec<Self::Move>;
    /// The table the solution fills, drawn, with the start position's value marked; `None`
    /// when it is too large to read.
    fn table(game: &Self::Game) -> Option<String>;

    /// A move, in words, for the player making it.
    fn show_move(game: &Self::Game, before: &Self::Position, mv: &Self::Move) -> String;
    /// A position, drawn, or `None` when a line of play is shown without drawings.
    fn show_position(game: &Self::Game, position: &Self::Position) -> Option<String>;
    /// Whether a game is too large to show move by move: then `play` summarises it.
    fn too_large_to_show(game: &Self::Game) -> bool;
    /// The whole line drawn at once, where that reads better than a drawing per move (the
    /// piece's path on a grid).
    fn show_line(game: &Self::Game, line: &[Self::Move]) -> Option<String>;
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
pub struct Step<P: Problem> {
    pub mover: usize,
    pub mv: P::Move,
    pub before: P::Position,
    pub after: P::Position,
    /// What the move gave each player.
    pub gained: [i64; 2],
    /// Each player's points after the move.
    pub points: [i64; 2],
}

/// A line replayed through the rules alone.
pub struct Replay<P: Problem> {
    pub steps: Vec<Step<P>>,
    pub end: P::Position,
    pub outcome: Outcome,
}

/// Replays `line` from the start of `game` through the rules: every move must be legal, and
/// the game must be over after the last one.
pub fn replay<P: Problem>(game: &P::Game, line: &[P::Move]) -> Result<Replay<P>, String> {
    let mut position = P::start(game);
    let mut points = [0, 0];
    let mut steps = Vec::with_capacity(line.len());
    for (k, mv) in line.iter().enumerate() {
        if !P::moves(game, &position).contains(mv) {
            return Err(format!(
                "move {} ({mv:?}) is not legal in {position:?}",
                k + 1
            ));
        }
        let (after, gained) = P::apply(game, &position, mv);
        points = [points[0] + gained[0], points[1] + gained[1]];
        steps.push(Step {
            mover: P::mover(&position),
            mv: mv.clone(),
            before: position,
            after: after.clone(),
            gained,
            points,
        });
        position = after;
    }
    if !P::moves(game, &position).is_empty() {
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

/// The plain game-tree oracle: the value of `position` for the player to move, by negamax
/// over the rules, memoised on positions. Score games: the best (own - other's) points from
/// here on. Win/lose games: 1 if the player to move wins, -1 if they lose.
pub fn value<P: Problem>(
    game: &P::Game,
    position: &P::Position,
    memo: &mut HashMap<P::Position, i64>,
) -> i64 {
    if let Some(&value) = memo.get(position) {
        return value;
    }
    let mover = P::mover(position);
    let value = P::moves(game, position)
        .iter()
        .map(|mv| {
            let (next, gained) = P::apply(game, position, mv);
            gained[mover] - gained[1 - mover] - self::value::<P>(game, &next, memo)
        })
        .max()
        .unwrap_or(match P::KIND {
            Kind::Score => 0,
            Kind::WinLose => -1,
        });
    memo.insert(position.clone(), value);
    value
}
