//! Every game of an input played out optimally along its line, replayed through the rules
//! and held to the submission's answer, with the analyses of the moves shown in detail.

use crate::analysis::{Analysis, Analyst};
use crate::layout::Marks;
use crate::problem::{Games, Replay, Solve, replay};
use anyhow::{Result, anyhow, ensure};
use std::rc::Rc;

/// How much of a line is shown in detail, every alternative at every move (`--why`, the
/// JSON's `steps`, the page): its first moves, up to [`DETAILED_MOVES`] of them and
/// [`DETAILED_CHOICES`] alternatives in all. Past that the line is summarised by its moves,
/// so that a game of any length costs a bounded amount of memory per move.
pub(crate) const DETAILED_MOVES: usize = 4_000;

/// See [`DETAILED_MOVES`].
pub(crate) const DETAILED_CHOICES: usize = 40_000;

/// One game played out optimally.
pub(crate) struct Game<'a, P: Solve> {
    /// The game's analyses, kept for what is shown next (the page's board).
    pub(crate) analyst: Analyst<'a, P>,
    pub(crate) moves: Vec<P::Move>,
    /// The analyses of the positions before the first moves, as many as are shown in detail.
    pub(crate) analyses: Vec<Rc<Analysis<P>>>,
    pub(crate) replay: Replay<P>,
}

/// The optimal line of every game of an input, each replayed through the rules.
pub(crate) struct Played<'a, P: Solve> {
    pub(crate) input: &'a P::Input,
    pub(crate) games: Vec<Game<'a, P>>,
    /// What the binary prints.
    pub(crate) answer: String,
    /// A learner's table, marked on the first game's drawn tables (`play --html
    /// --table-of`): a printed table is of the input's first game.
    pub(crate) marked: Option<Marked>,
}

/// A learner's table on the drawn tables of a game: where it is wrong, and the finding in
/// words.
pub(crate) struct Marked {
    pub(crate) marks: Marks,
    pub(crate) said: String,
}

/// Plays every game of `input` along its optimal line. Errs, naming the game, if a line breaks
/// the rules or its result is not the submission's answer: that would be a bug in coach.
pub(crate) fn play<P: Solve>(input: &P::Input) -> Result<Played<'_, P>> {
    let mut games = Vec::new();
    for (k, game) in input.games().into_iter().enumerate() {
        let mut analyst = Analyst::<P>::new(game);
        let (moves, analyses) = detailed_line(&mut analyst, P::start(game));
        let replay =
            replay::<P>(game, &moves).map_err(|error| anyhow!("game {}: {error}", k + 1))?;
        games.push(Game {
            analyst,
            moves,
            analyses,
            replay,
        });
    }
    let answer = P::answer(input);
    let result = input
        .games()
        .into_iter()
        .zip(&games)
        .map(|(game, played)| P::result(game, &played.replay.outcome))
        .collect::<Vec<_>>()
        .join("\n");
    ensure!(
        result == answer,
        "the line of play ends in {result:?}, but the submission answers {answer:?}"
    );
    Ok(Played {
        input,
        games,
        answer,
        marked: None,
    })
}

/// Optimal play from `from`, with the analyses of as many of its first positions as are shown
/// in detail.
pub(crate) fn detailed_line<P: Solve>(
    analyst: &mut Analyst<'_, P>,
    from: P::Position,
) -> (Vec<P::Move>, Vec<Rc<Analysis<P>>>) {
    let (mut moves, mut choices) = (0, 0);
    let line = analyst.line(from, |analysis| {
        moves += 1;
        choices += analysis.choices.len();
        moves <= DETAILED_MOVES && choices <= DETAILED_CHOICES
    });
    (line.moves, line.analyses)
}
