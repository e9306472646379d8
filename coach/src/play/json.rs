//! `coach play --json`, and the page's data: the document written from these types, not
//! built as `serde_json::Value` trees, which cost several times the text they print for each
//! move. Their fields stand in the order of their names, the order the JSON has always
//! listed them in.

use super::played::{Game, Marked, Played};
use crate::analysis::Analysis;
use crate::layout::Table;
use crate::problem::{Replay, Show, Solve};
use crate::worth::so_far;
use serde::Serialize;
use std::rc::Rc;

/// The document `--json` writes, and the page's data.
#[derive(Serialize)]
#[serde(bound = "")]
pub(crate) struct PlayJson<'a, P: Solve + Show> {
    pub(crate) problem: &'a str,
    pub(crate) answer: &'a str,
    pub(crate) games: Vec<JsonGame<'a, P>>,
}

/// One game of [`PlayJson`]; the page adds its board after its fields.
#[derive(Serialize)]
#[serde(bound = "")]
pub(crate) struct JsonGame<'a, P: Solve + Show> {
    moves: &'a [P::Move],
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    why: Option<JsonWhy<'a, P>>,
}

#[derive(Serialize)]
#[serde(bound = "")]
struct JsonWhy<'a, P: Solve + Show> {
    picture: serde_json::Value,
    start: P::Position,
    steps: Steps<'a, P>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps_omitted: Option<usize>,
    /// As values, which list a table's fields in the order of their names like the rest; a
    /// table is small, at most [`crate::draw::MAX_TABLE_SIDE`] on a side.
    tables: serde_json::Value,
}

#[derive(Serialize)]
#[serde(bound = "")]
struct JsonStep<'a, P: Solve + Show> {
    alternatives: Vec<JsonChoice<'a, P>>,
    best: serde_json::Value,
    #[serde(rename = "move")]
    mv: &'a P::Move,
    mover: &'a str,
    name: String,
    points: [i64; 2],
    position: &'a P::Position,
    recurrence: &'a str,
    says: String,
    value: serde_json::Value,
}

#[derive(Serialize)]
#[serde(bound = "")]
struct JsonChoice<'a, P: Solve + Show> {
    gained: [i64; 2],
    #[serde(rename = "move")]
    mv: &'a P::Move,
    name: String,
    position: &'a P::Position,
    says: String,
    value: serde_json::Value,
    words: String,
}

/// The document of `--json`: `{"problem": ..., "answer": ..., "games": [{"moves": [...]}]}`,
/// one game per test case. With `why`, each game also has `"steps"`: per move, the mover, the
/// move (as JSON encodes it, and its `"name"` as text writes it), its value, the table entry,
/// the position after it, the points, and every alternative with its value, the position it
/// leads to and what it gives each player. A value is the final (mover - other) difference
/// in score games, `{"wins", "moves"}` (and `"grundy"` for abc206f) in win/lose games. A line
/// longer than is shown in detail has steps for its first moves only, and `"steps_omitted"`.
///
/// The page adds its boards to it.
pub(crate) fn document<'a, P: Solve + Show>(
    played: &'a mut Played<'_, P>,
    why: bool,
) -> PlayJson<'a, P> {
    // The tables are drawn first, by the analyses that the rest of the document reads.
    let tables: Vec<serde_json::Value> = match why {
        true => played
            .games
            .iter_mut()
            .enumerate()
            .map(|(k, game)| {
                let mut tables = game.analyst.tables(&game.moves);
                if let Some(marked) = played.marked.as_ref().filter(|_| k == 0) {
                    mark(&mut tables, marked);
                }
                serde_json::to_value(tables).expect("tables serialise")
            })
            .collect(),
        false => Vec::new(),
    };
    let played = &*played;
    PlayJson {
        problem: P::NAME,
        answer: played.answer.trim(),
        games: played
            .games
            .iter()
            .zip(tables.into_iter().map(Some).chain(std::iter::repeat(None)))
            .map(|(game, tables)| JsonGame {
                moves: &game.moves,
                why: tables.map(|tables| game_why::<P>(game, tables)),
            })
            .collect(),
    }
}

/// Puts a learner's wrong entries on the tables they fall in, and the finding on the first.
fn mark(tables: &mut [Table], marked: &Marked) {
    for (t, table) in tables.iter_mut().enumerate() {
        table.wrong = marked
            .marks
            .wrong
            .iter()
            .filter(|&&(on, row, column, _)| {
                on == t && row < table.rows.len() && column < table.columns.len()
            })
            .map(|&(_, row, column, yours)| (row, column, yours))
            .collect();
        table.first_wrong = marked
            .marks
            .first
            .filter(|&(on, _, _)| on == t)
            .map(|(_, row, column)| (row, column));
    }
    if let Some(first) = tables.first_mut() {
        first.yours = marked.said.clone();
    }
}

fn game_why<'a, P: Solve + Show>(
    game: &'a Game<'_, P>,
    tables: serde_json::Value,
) -> JsonWhy<'a, P> {
    let board = game.analyst.game();
    let omitted = game.moves.len() - game.analyses.len();
    JsonWhy {
        picture: P::picture(board, &game.moves),
        start: P::start(board),
        steps: Steps {
            game: board,
            replay: &game.replay,
            analyses: &game.analyses,
        },
        steps_omitted: (omitted > 0).then_some(omitted),
        tables,
    }
}

/// A line's detailed moves, each made as it is written, so that no more than one is held.
struct Steps<'a, P: Solve + Show> {
    game: &'a P::Game,
    replay: &'a Replay<P>,
    analyses: &'a [Rc<Analysis<P>>],
}

impl<P: Solve + Show> Serialize for Steps<'_, P> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let game = self.game;
        serializer.collect_seq(self.replay.steps.iter().zip(self.analyses).map(
            |(step, analysis)| {
                let so_far = so_far(P::KIND, step.points_before(), analysis.mover);
                let alternatives = analysis
                    .choices
                    .iter()
                    .map(|choice| JsonChoice {
                        gained: choice.gained,
                        mv: &choice.mv,
                        name: P::name(&choice.mv),
                        position: &choice.after,
                        says: P::show_move(game, &step.before, &choice.mv),
                        value: choice.worth.json(so_far, choice.grundy),
                        words: choice.worth.words(so_far),
                    })
                    .collect();
                let chosen = analysis.of(&step.mv).expect("the line's move is legal");
                JsonStep::<P> {
                    alternatives,
                    best: analysis.worth.json(so_far, None),
                    mv: &step.mv,
                    mover: P::players(game)[step.mover],
                    name: P::name(&step.mv),
                    points: step.points,
                    position: &step.after,
                    recurrence: &analysis.recurrence,
                    says: P::show_move(game, &step.before, &step.mv),
                    value: chosen.worth.json(so_far, chosen.grundy),
                }
            },
        ))
    }
}
