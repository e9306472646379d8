//! AOJ 2741 — Invisible: each player puts the top card of their deck on a shared stack or
//! passes; a pass scores the stack and clears it, and two passes in a row on an empty stack
//! end the game. A position is the explicit stack of (owner, card), the next card of each
//! deck, the player to move and the passes just made on an empty stack.

use crate::draw;
use crate::format::two_sequences_input;
use crate::layout::{Cell, Layout, Table};
use crate::notation;
use crate::problem::{
    Boundary, Generate, Judge, Judged, MoveNames, Problem, Rules, Show, Size, Solve,
};
use crate::rng::Rng;
use crate::shrink::{self, Candidate};
use crate::worth::{Kind, Worth};
use itertools::Itertools;
use serde::Serialize;
use std::collections::HashMap;

use submission::{MAX_DECK, MAX_SCORE};

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main` is not used here). Its
// header, which is this module's documentation, links to its own private items.
#[allow(dead_code, rustdoc::private_intra_doc_links)]
#[path = "../../../src/bin/aoj2741.rs"]
pub mod submission;

pub struct Aoj2741;

/// Player 1's deck and player 2's, tops first.
pub type Decks = (Vec<i64>, Vec<i64>);

pub(crate) use submission::JAM;

/// The most cards in a deck.
const LONGEST: usize = MAX_DECK as usize;

/// The default is the start: no card placed, an empty stack, player 1 to move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Position {
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
pub enum Action {
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
pub struct Values<'a> {
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

/// A random deck: mixed, without jamming cards, only jamming cards, or mostly jamming cards.
pub fn random_deck(rng: &mut Rng, len: usize) -> Vec<i64> {
    let jam_percent = rng.pick(&[30, 0, 100, 70, 95, 5]);
    let max_score = rng.pick(&[10, MAX_SCORE as u64]);
    let mut deck: Vec<i64> = (0..len)
        .map(|_| {
            if rng.chance(jam_percent) {
                JAM
            } else {
                rng.range(1..=max_score) as i64
            }
        })
        .collect();
    // Skewed shapes beside the mixed ones: all of one kind but one card, the score cards
    // sorted, jamming and score cards in turn, every score card the largest.
    match rng.below(8) {
        0 => {
            let (most, other) = if rng.chance(50) {
                (JAM, rng.range(1..=max_score) as i64)
            } else {
                (rng.range(1..=max_score) as i64, JAM)
            };
            deck.fill(most);
            let at = rng.below(len);
            deck[at] = other;
        }
        1 => {
            let mut scores: Vec<i64> = deck.iter().copied().filter(|&card| card != JAM).collect();
            scores.sort_unstable();
            let mut scores = scores.into_iter();
            for card in deck.iter_mut().filter(|card| **card != JAM) {
                *card = scores.next().expect("as many as taken");
            }
        }
        2 => {
            let first_jams = rng.chance(50);
            for (k, card) in deck.iter_mut().enumerate() {
                if (k % 2 == 0) == first_jams {
                    *card = JAM;
                } else if *card == JAM {
                    *card = rng.range(1..=max_score) as i64;
                }
            }
        }
        3 => {
            for card in deck.iter_mut().filter(|card| **card != JAM) {
                *card = MAX_SCORE;
            }
        }
        _ => {}
    }
    deck
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

impl Judged for Aoj2741 {
    const JUDGE: Judge = Judge::Aoj;

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

/// The largest decks, one all jamming cards but one score card at a random place, the
/// other all score cards: a round runs as long as the decks allow.
fn jams_and_scores(rng: &mut Rng) -> (Vec<i64>, Vec<i64>) {
    let mut jams = vec![JAM; LONGEST];
    jams[rng.below(LONGEST)] = rng.range(1..=MAX_SCORE as u64) as i64;
    let scores = (0..LONGEST)
        .map(|_| rng.range(1..=MAX_SCORE as u64) as i64)
        .collect();
    (jams, scores)
}

impl Generate for Aoj2741 {
    fn generate(rng: &mut Rng, size: Size) -> Decks {
        let (n, m) = match size {
            Size::Small => (rng.below(4) + 1, rng.below(4) + 1),
            Size::Medium => (rng.below(15) + 1, rng.below(15) + 1),
            Size::Max => (LONGEST, LONGEST),
        };
        (random_deck(rng, n), random_deck(rng, m))
    }

    fn boundaries() -> Vec<Boundary<Decks>> {
        vec![
            Boundary::new("the largest decks, only jamming cards", |_| {
                (vec![JAM; LONGEST], vec![JAM; LONGEST])
            }),
            Boundary::new(
                format!(
                    "the largest decks, every card worth {}",
                    notation::thousands(MAX_SCORE as usize)
                ),
                |_| (vec![MAX_SCORE; LONGEST], vec![MAX_SCORE; LONGEST]),
            ),
            Boundary::new("the largest decks, score and jamming cards in turn", |_| {
                let turns = |first: i64| {
                    (0..LONGEST)
                        .map(|k| if k % 2 == 0 { first } else { JAM })
                        .collect()
                };
                (turns(MAX_SCORE), turns(1))
            }),
            Boundary::new(
                "the largest decks, one all jamming cards but one score card, the other all \
                 score cards",
                jams_and_scores,
            ),
            // The same the other way round: player 1 places the score cards, player 2 jams.
            Boundary::new(
                "the largest decks, all score cards against one all jamming cards but one",
                |rng| {
                    let (jams, scores) = jams_and_scores(rng);
                    (scores, jams)
                },
            ),
            Boundary::new("one card against the largest deck", |rng| {
                (random_deck(rng, 1), random_deck(rng, LONGEST))
            }),
            Boundary::new("the largest deck against one card", |rng| {
                (random_deck(rng, LONGEST), random_deck(rng, 1))
            }),
            Boundary::new("the smallest decks, one card each", |rng| {
                (random_deck(rng, 1), random_deck(rng, 1))
            }),
        ]
    }

    fn shape((first, second): &Decks) -> String {
        format!("{} + {} cards", first.len(), second.len())
    }

    fn smaller(decks: &Decks) -> impl Iterator<Item = Candidate<'_, Decks>> {
        shrink::two_sequences(decks, &[JAM, 1, 2])
    }
}

impl Show for Aoj2741 {
    const MOVE_NAMES: MoveNames = MoveNames {
        what: "place the top card, pass",
        written: "`place`, `pass`",
        also: "",
        json: "`\"place\"`, `\"pass\"`",
    };
    const POSITION: &'static str = "`{\"next\", \"stack\", \"mover\", \"empty_passes\"}`";

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

#[cfg(feature = "dev")]
impl crate::problem::Oracle for Aoj2741 {
    fn oracle_answer((first, second): &Decks) -> String {
        oracle::score_difference(first, second).to_string()
    }
}

/// AOJ 2741 played out move by move: an explicit stack of (owner, card), the two players'
/// gains kept separately, and a count of consecutive passes on an empty stack. The player to
/// move tries putting a card and passing, and picks the option with the best (own gain -
/// other's gain). Positions are memoised (the stack is part of the key) so that decks of
/// four cards stay fast.
#[cfg(feature = "dev")]
pub mod oracle {
    use super::stack_scores;
    use std::collections::HashMap;

    /// (player 1's score) - (player 2's score) under optimal play.
    pub fn score_difference(first: &[i64], second: &[i64]) -> i64 {
        let position = Explicit {
            next: [0, 0],
            stack: Vec::new(),
            to_move: 0,
            empty_passes: 0,
        };
        let gains = play(&[first, second], position, &mut HashMap::new());
        gains[0] - gains[1]
    }

    #[derive(Clone, PartialEq, Eq, Hash)]
    struct Explicit {
        next: [usize; 2],
        stack: Vec<(usize, i64)>,
        to_move: usize,
        empty_passes: u32,
    }

    /// What each player gains from `position` to the end of the game.
    fn play(
        decks: &[&[i64]; 2],
        position: Explicit,
        memo: &mut HashMap<Explicit, [i64; 2]>,
    ) -> [i64; 2] {
        if let Some(&gains) = memo.get(&position) {
            return gains;
        }
        let mover = position.to_move;
        let mut options = Vec::new();

        if position.next[mover] < decks[mover].len() {
            let mut after = position.clone();
            after
                .stack
                .push((mover, decks[mover][position.next[mover]]));
            after.next[mover] += 1;
            after.to_move = 1 - mover;
            after.empty_passes = 0;
            options.push(play(decks, after, memo));
        }

        if position.stack.is_empty() {
            if position.empty_passes == 1 {
                // The second pass in a row on an empty stack ends the game.
                options.push([0, 0]);
            } else {
                let mut after = position.clone();
                after.to_move = 1 - mover;
                after.empty_passes = 1;
                options.push(play(decks, after, memo));
            }
        } else {
            let scored = stack_scores(&position.stack);
            let mut after = position.clone();
            after.stack.clear();
            after.to_move = 1 - mover;
            after.empty_passes = 0;
            let later = play(decks, after, memo);
            options.push([scored[0] + later[0], scored[1] + later[1]]);
        }

        let best = options
            .into_iter()
            .max_by_key(|gains| gains[mover] - gains[1 - mover])
            .expect("passing is always possible");
        memo.insert(position, best);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decks_range_from_no_jamming_card_to_only_jamming_cards() {
        let mut rng = Rng::new(1);
        let decks: Vec<Vec<i64>> = (0..300).map(|_| random_deck(&mut rng, 6)).collect();
        assert!(
            decks
                .iter()
                .flatten()
                .all(|&c| c == JAM || (1..=1_000_000).contains(&c))
        );
        let jams = |d: &Vec<i64>| d.iter().filter(|&&c| c == JAM).count();
        assert!(decks.iter().any(|d| jams(d) == 0));
        assert!(decks.iter().any(|d| jams(d) == 6));
        assert!(decks.iter().any(|d| (1..=5).contains(&jams(d))));
        assert!(decks.iter().flatten().any(|&c| c > 10));
        assert!(decks.iter().any(|d| d.iter().all(|&c| c <= 10)));
        // Skewed decks, among the largest too: all jamming cards but one score card, all
        // score cards but one jamming card, jamming and score cards in turn, score cards
        // sorted, every score card the largest.
        let long: Vec<Vec<i64>> = (0..400).map(|_| random_deck(&mut rng, 50)).collect();
        let count = |shape: &dyn Fn(&Vec<i64>) -> bool| long.iter().filter(|d| shape(d)).count();
        assert!(count(&|d| jams(d) == 49) >= 10);
        assert!(count(&|d| jams(d) == 1) >= 10);
        assert!(count(&|d| d.iter().step_by(2).all(|&c| c == JAM) && jams(d) == 25) >= 10);
        let scores = |d: &Vec<i64>| d.iter().copied().filter(|&c| c != JAM).collect::<Vec<_>>();
        assert!(
            count(&|d| scores(d).windows(2).all(|w| w[0] <= w[1]) && scores(d).len() > 40) >= 10
        );
        assert!(
            count(&|d| !scores(d).is_empty() && scores(d).iter().all(|&c| c == MAX_SCORE)) >= 10
        );
        let (first, second) = Aoj2741::generate(&mut rng, Size::Max);
        assert_eq!((first.len(), second.len()), (50, 50));
        for _ in 0..100 {
            let (first, second) = Aoj2741::generate(&mut rng, Size::Medium);
            assert!(first.len() <= 15 && second.len() <= 15);
            assert!(Aoj2741::generate(&mut rng, Size::Small).0.len() <= 4);
        }
    }

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

    #[test]
    fn smaller_decks_drop_cards_and_simplify_jamming_cards() {
        let decks = (vec![10, 30], vec![JAM]);
        let smaller: Vec<Decks> = Aoj2741::smaller(&decks).filter_map(|c| c.build()).collect();
        assert!(smaller.contains(&(vec![10], vec![JAM])));
        assert!(smaller.contains(&(vec![10, 30], vec![1])));
    }
}
