//! AOJ 2741 in its own words: the moves, the positions drawn, and what a page draws.

use super::{Action, Aoj2741, Decks, JAM, Position, Values, deck, stack_scores};
use crate::problem::Show;
use crate::problems::Words;
use itertools::Itertools;

/// The moves and the positions in words, for the guide's tables.
pub(crate) const WORDS: Words = Words::named(
    "place the top card, pass",
    &["place", "pass"],
    "`{\"next\", \"stack\", \"mover\", \"empty_passes\"}`",
);

impl Show for Aoj2741 {
    fn picture((first, second): &Decks, _: &[Action]) -> serde_json::Value {
        serde_json::json!({ "decks": [first, second] })
    }

    fn show_move(decks: &Decks, position: &Position, action: &Action) -> String {
        match action {
            Action::Place => match deck(decks, position.mover)[position.next[position.mover]] {
                JAM => "places a jamming card (-1)".to_string(),
                score => format!("places the score card {score}"),
            },
            Action::Pass if position.stack.is_empty() && position.empty_passes == 1 => {
                "passes on the empty stack: the second pass in a row, the game ends".to_string()
            }
            Action::Pass if position.stack.is_empty() => "passes on the empty stack".to_string(),
            Action::Pass => {
                let [first, second] = stack_scores(&position.stack);
                format!(
                    "passes: the stack scores {first} for player 1 and {second} for player 2, \
                     and is cleared"
                )
            }
        }
    }

    fn show_position(decks: &Decks, _: &Values<'_>, position: &Position) -> Option<String> {
        let stack = position
            .stack
            .iter()
            .map(|&(owner, card)| format!("P{}:{card}", owner + 1))
            .join(" ");
        let left = |player: usize| {
            deck(decks, player)[position.next[player]..]
                .iter()
                .join(" ")
        };
        let passes = match position.empty_passes {
            0 => "",
            1 => "; one pass on the empty stack: another ends the game",
            _ => "; two passes on the empty stack: the game is over",
        };
        Some(format!(
            "stack (bottom to top): [{stack}]\ndecks left (tops first): player 1 [{}], player 2 \
             [{}]{passes}",
            left(0),
            left(1)
        ))
    }
}
