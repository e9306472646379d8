//! AOJ 2741 — Invisible: each player puts the top card of their deck on a shared stack or
//! passes; a pass scores the stack and clears it, and two passes in a row on an empty stack
//! end the game. A position is the explicit stack of (owner, card), the next card of each
//! deck, the player to move and the passes just made on an empty stack.

use crate::draw;
use crate::format::two_sequences_input;
use crate::layout::{Cell, Layout, Table};
use crate::notation;
use crate::problem::{Problem, Rules, Site, Solve, Stated};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use std::collections::HashMap;

use submission::MAX_DECK;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main`, which prints, is not used
// here). Its header, which is this module's documentation, links to its own private items.
#[allow(
    dead_code,
    clippy::print_stderr,
    clippy::print_stdout,
    rustdoc::private_intra_doc_links
)]
#[path = "../../../../src/bin/aoj2741.rs"]
pub mod submission;

pub mod generate;
#[cfg(feature = "dev")]
pub mod oracle;
pub(crate) mod show;
mod table;

pub struct Aoj2741;

/// Player 1's deck and player 2's, tops first.
pub(crate) type Decks = (Vec<i64>, Vec<i64>);

pub(crate) use submission::JAM;

/// The most cards in a deck.
const LONGEST: usize = MAX_DECK as usize;

/// The default is the start: no card placed, an empty stack, player 1 to move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub(crate) struct Position {
    /// The index of each player's next card.
    pub(crate) next: [usize; 2],
    /// From the bottom: (owner, card).
    pub(crate) stack: Vec<(usize, i64)>,
    pub(crate) mover: usize,
    /// Passes in a row made on an empty stack, just before this turn; 2 ends the game.
    pub(crate) empty_passes: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Action {
    Place,
    Pass,
}

pub(crate) fn deck((first, second): &Decks, player: usize) -> &[i64] {
    if player == 0 { first } else { second }
}

/// What each player obtains when the stack is scored: their own score cards lying above
/// every jamming card of the other player.
pub(crate) fn stack_scores(stack: &[(usize, i64)]) -> [i64; 2] {
    let mut scores = [0, 0];
    for (player, score) in scores.iter_mut().enumerate() {
        let top_opposing_jam = stack
            .iter()
            .rposition(|&(owner, card)| owner != player && card == JAM);
        let above = match top_opposing_jam {
            Some(k) => &stack[k + 1..],
            None => stack,
        };
        *score = above
            .iter()
            .filter(|&&(owner, card)| owner == player && card != JAM)
            .map(|&(_, card)| card)
            .sum();
    }
    scores
}

/// Negamax over the rules with only the empty-stack positions memoised: between two clears
/// the players place cards strictly in turn, so everything else is a short forced line. The
/// memo is the table the submission fills, `empty[i][j][p]`.
pub(crate) struct Values<'a> {
    decks: &'a Decks,
    empty: HashMap<([usize; 2], usize, u8), i64>,
    /// Values kept under a learner's table's own key, for positions it holds worth the same
    /// (the five-index memo's runs): see [`Values::kept`].
    kept: HashMap<[usize; 6], i64>,
}

impl<'a> Values<'a> {
    pub(crate) fn new(decks: &'a Decks) -> Self {
        Values {
            decks,
            empty: HashMap::new(),
            kept: HashMap::new(),
        }
    }

    /// The best (mover's - other's) points from `position` on.
    pub(crate) fn value(&mut self, position: &Position) -> i64 {
        let key = (position.next, position.mover, position.empty_passes);
        if position.stack.is_empty()
            && let Some(&value) = self.empty.get(&key)
        {
            return value;
        }
        let value = self.best(position, Self::value);
        if position.stack.is_empty() {
            self.empty.insert(key, value);
        }
        value
    }

    /// The value kept under `key`, else that of `position`, one negamax step with `rest` the
    /// value of each position after it, then kept: so that a table whose entries each stand
    /// for many positions (all worth the same) values each entry once.
    pub(crate) fn kept(
        &mut self,
        key: [usize; 6],
        position: &Position,
        rest: impl Fn(&mut Self, &Position) -> i64,
    ) -> i64 {
        if let Some(&value) = self.kept.get(&key) {
            return value;
        }
        let value = self.best(position, rest);
        self.kept.insert(key, value);
        value
    }

    /// The negamax step at `position`: the best of its moves, each worth what it scores
    /// (mover's - other's) less `rest` of the position it leads to; 0 once the game is over.
    fn best(&mut self, position: &Position, rest: impl Fn(&mut Self, &Position) -> i64) -> i64 {
        let mover = position.mover;
        Aoj2741::moves(self.decks, position)
            .iter()
            .map(|action| {
                let (next, gained) = Aoj2741::apply(self.decks, position, action);
                gained[mover] - gained[1 - mover] - rest(self, &next)
            })
            .max()
            .unwrap_or(0)
    }

    /// The value of the empty stack with `i` and `j` cards placed and `mover` to move, the
    /// turn before not a pass on an empty stack.
    pub(crate) fn empty(&mut self, i: usize, j: usize, mover: usize) -> i64 {
        self.value(&Position {
            next: [i, j],
            stack: Vec::new(),
            mover,
            empty_passes: 0,
        })
    }
}

/// A position in the submission's notation: `empty[i][j][p]` on an empty stack, else the
/// round's point `v(i, j, p, stack)`; `p` is the player to move, 1 or 2.
fn entry(position: &Position) -> String {
    let [i, j] = position.next;
    let p = position.mover + 1;
    match (position.stack.len(), position.empty_passes) {
        (0, 0) => format!("empty[{i}][{j}][{p}]"),
        (0, passes) => format!("v({i}, {j}, {p}, {passes} pass on the empty stack)"),
        (1, _) => format!("v({i}, {j}, {p}, 1 card on the stack)"),
        (cards, _) => format!("v({i}, {j}, {p}, {cards} cards on the stack)"),
    }
}

impl Rules for Aoj2741 {
    const KIND: Kind = Kind::Score;
    const PLAYERS: [&'static str; 2] = ["Player 1", "Player 2"];

    type Game = Decks;
    type Position = Position;
    type Move = Action;

    fn mover(position: &Position) -> usize {
        position.mover
    }

    fn moves(decks: &Decks, position: &Position) -> Vec<Action> {
        if position.empty_passes == 2 {
            return Vec::new();
        }
        let mover = position.mover;
        if position.next[mover] < deck(decks, mover).len() {
            vec![Action::Pass, Action::Place]
        } else {
            vec![Action::Pass]
        }
    }

    fn apply(decks: &Decks, position: &Position, action: &Action) -> (Position, [i64; 2]) {
        let mover = position.mover;
        let mut after = position.clone();
        after.mover = 1 - mover;
        match action {
            Action::Place => {
                after
                    .stack
                    .push((mover, deck(decks, mover)[position.next[mover]]));
                after.next[mover] += 1;
                after.empty_passes = 0;
                (after, [0, 0])
            }
            Action::Pass if position.stack.is_empty() => {
                after.empty_passes += 1;
                (after, [0, 0])
            }
            Action::Pass => {
                after.stack.clear();
                after.empty_passes = 0;
                (after, stack_scores(&position.stack))
            }
        }
    }
}

impl Problem for Aoj2741 {
    const NAME: &'static str = submission::NAME;

    type Input = Decks;

    fn answer((first, second): &Decks) -> String {
        submission::solve(first, second).to_string()
    }
}

impl Stated for Aoj2741 {
    const SITE: Site = Site::Aoj;

    fn parse(text: &str) -> Result<Decks, String> {
        submission::parse(text)
    }

    fn format((first, second): &Decks) -> String {
        two_sequences_input(first, second)
    }
}

impl Solve for Aoj2741 {
    const TIE_BREAK: &'static str = "of placing and passing worth the same, passing";

    type Values<'g> = Values<'g>;

    fn values(decks: &Decks) -> Values<'_> {
        Values::new(decks)
    }

    fn worth(values: &mut Values<'_>, position: &Position) -> Worth {
        Worth::Lead(values.value(position))
    }

    fn recurrence(values: &mut Values<'_>, position: &Position) -> String {
        let decks = values.decks;
        let mover = position.mover;
        let terms: Vec<(String, i64)> = Self::moves(decks, position)
            .into_iter()
            .map(|action| {
                let (after, gained) = Self::apply(decks, position, &action);
                let scored = gained[mover] - gained[1 - mover];
                let term = format!("{scored:+} - {}", entry(&after));
                (term, scored - values.value(&after))
            })
            .collect();
        notation::max_of(
            &entry(position),
            &terms,
            "two passes in a row ended the game",
        )
    }

    fn tables(decks: &Decks, values: &mut Values<'_>, line: &[Action]) -> Vec<Layout<Position>> {
        let (n, m) = (decks.0.len(), decks.1.len());
        if !Table::fits(n + 1, m + 1) {
            return Vec::new();
        }
        let mut rounds = vec![Position::default()];
        for action in line {
            let next = Self::apply(decks, rounds.last().expect("the start"), action).0;
            rounds.push(next);
        }
        let answer = values.empty(0, 0, 0);
        let mut tables = Vec::new();
        for (mover, name) in Self::PLAYERS.iter().enumerate() {
            // The rounds the line opens: an empty stack, this player to move, no pass just
            // made on it.
            let path: Vec<(usize, usize)> = rounds
                .iter()
                .filter(|p| p.stack.is_empty() && p.empty_passes == 0 && p.mover == mover)
                .map(|p| (p.next[0], p.next[1]))
                .collect();
            let table = Layout::new(
                format!(
                    "empty[i][j][{}], {name} to move on an empty stack: the best (own - other's) \
                     points once player 1 placed i cards (rows) and player 2 j (columns); in \
                     brackets, where the line has {name} move on an empty stack",
                    mover + 1
                ),
                draw::labels(0, n + 1),
                draw::labels(0, m + 1),
                path,
                if mover == 1 {
                    format!("The answer: empty[0][0][1] = {answer}, player 1's score - player 2's.")
                } else {
                    String::new()
                },
                |i, j| {
                    Cell::Entry(Position {
                        next: [i, j],
                        stack: Vec::new(),
                        mover,
                        empty_passes: 0,
                    })
                },
            );
            tables.extend(table);
        }
        tables
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Show;

    #[test]
    fn the_stack_scores_what_lies_above_the_opponents_jamming_cards() {
        assert_eq!(stack_scores(&[(0, 10), (1, JAM), (0, 30)]), [30, 0]);
        assert_eq!(stack_scores(&[(0, 10), (1, 5), (0, JAM)]), [10, 0]);
        assert_eq!(stack_scores(&[]), [0, 0]);
        // One table per player, up to 20 entries on a side (0 to 19 cards placed); past them
        // not even filled.
        assert_eq!(
            crate::dev::tables::<Aoj2741>(&(vec![1; 19], vec![1; 19])).len(),
            2
        );
        assert!(crate::dev::tables::<Aoj2741>(&(vec![1], vec![1; 20])).is_empty());
        let decks = (vec![10, 30], vec![JAM]);
        let line = crate::dev::optimal_line::<Aoj2741>(&decks);
        assert_eq!(line.last(), Some(&Action::Pass));
        let start = Position::default();
        assert_eq!(
            Aoj2741::show_move(&decks, &start, &Action::Place),
            "places the score card 10"
        );
        let mut values = Values::new(&decks);
        assert_eq!(values.empty(0, 0, 0), values.value(&start));
        assert!(crate::dev::table_text::<Aoj2741>(&decks).contains("Player 2 to move"));
        let after = Aoj2741::apply(&decks, &start, &Action::Place).0;
        assert_eq!(
            crate::dev::show_position::<Aoj2741>(&decks, &after).unwrap(),
            "stack (bottom to top): [P1:10]\ndecks left (tops first): player 1 [30], player 2 [-1]"
        );
        let mut values = Aoj2741::values(&decks);
        assert_eq!(
            Aoj2741::recurrence(&mut values, &after),
            "v(1, 0, 2, 1 card on the stack) = max(-10 - empty[1][0][1], +0 - v(1, 1, 1, 2 cards \
             on the stack)) = max(-10, -30) = -10"
        );
        let passed = Aoj2741::apply(&decks, &start, &Action::Pass).0;
        assert_eq!(passed.empty_passes, 1);
        assert_eq!(
            Aoj2741::show_move(&decks, &passed, &Action::Pass),
            "passes on the empty stack: the second pass in a row, the game ends"
        );
        assert!(
            Aoj2741::moves(&decks, &Aoj2741::apply(&decks, &passed, &Action::Pass).0).is_empty()
        );
    }
}
