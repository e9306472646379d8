//! A guess refuted by what defines the value: the position's moves and the values they
//! lead to, and the optimal line from it.

use crate::rules::child::RulesChild;
use crate::rules::solve::Solved;
use anyhow::Result;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};

/// Moves a refuting line shows at most.
const LINE_MOVES: usize = 200;

#[derive(Clone, Debug, Serialize)]
pub(super) struct Refutation {
    pub(super) n: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) m: Option<i64>,
    pub(super) value: Value,
    pub(super) guess: Value,
    /// The refuting line, as move names: a winning move and optimal play after it, where
    /// the guess said lose; the first move and the reply that beats it, then optimal play,
    /// where it said win; optimal play, in score games. Empty for a Grundy number.
    pub(super) line: Vec<String>,
    /// Where the guess said win at a loss: every move and the reply that beats it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) replies: Vec<Reply>,
    /// A Grundy number guessed below the value: the move that reaches a position of the
    /// guessed value, so the value is not it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) reaches: Option<String>,
    /// A Grundy number guessed above the value (or below 0): the values the moves reach, of
    /// which the value is the least missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) reached: Option<Vec<i64>>,
}

#[derive(Clone, Debug, Serialize)]
pub(super) struct Reply {
    #[serde(rename = "move")]
    pub(super) mv: String,
    pub(super) reply: Option<String>,
}

/// The components being played: one position, or several side by side after a sum.
type Sum = Vec<usize>;

/// The names of the moves, asked of the rules file for the few positions a refutation
/// shows (the exploration left them unasked).
pub(super) struct Names<'a> {
    rules: &'a mut RulesChild,
    solved: &'a Solved,
    known: HashMap<usize, Vec<String>>,
}

impl<'a> Names<'a> {
    pub(super) fn new(rules: &'a mut RulesChild, solved: &'a Solved) -> Names<'a> {
        Names {
            rules,
            solved,
            known: HashMap::new(),
        }
    }

    /// The moves of a sum: each move of each component, named, and the sum it leaves.
    fn moves_of(&mut self, sum: &Sum) -> Result<Vec<(String, Sum)>> {
        let mut found = Vec::new();
        for k in 0..sum.len() {
            let id = sum[k];
            if !self.known.contains_key(&id) {
                let names = self.solved.names_of(self.rules, id)?;
                self.known.insert(id, names);
            }
            let names = &self.known[&id];
            for ((_, after), name) in self.solved.moves_in(sum, k).zip(names) {
                found.push((name.clone(), after));
            }
        }
        Ok(found)
    }
}

/// Optimal play from `sum`: the winner moves to a loss for the other, the loser plays the
/// first move; in score games, the first move worth the most.
fn optimal_line(names: &mut Names, mut sum: Sum) -> Result<Vec<String>> {
    let solved = names.solved;
    let mut line = Vec::new();
    while line.len() < LINE_MOVES {
        let moves = names.moves_of(&sum)?;
        let best = if !solved.grundy() {
            // The first of the moves worth the most (a game without Grundy numbers has no
            // sums: one part).
            let mut best: Option<(i64, &(String, Sum))> = None;
            for (mv, chosen) in solved.moves[sum[0]].iter().zip(&moves) {
                let worth = solved.worth_of(sum[0], mv);
                if best.is_none_or(|(most, _)| worth > most) {
                    best = Some((worth, chosen));
                }
            }
            best.map(|(_, chosen)| chosen.clone())
        } else {
            moves
                .iter()
                .find(|(_, after)| solved.value_of(after) == 0)
                .or(moves.first())
                .cloned()
        };
        let Some((name, after)) = best else { break };
        line.push(name);
        sum = after;
    }
    Ok(line)
}

/// What refutes a guess at `point`: for a Grundy number, the move to a position of the
/// guessed value (guessed too low) or the values the moves reach (too high); for win or
/// lose and for a lead, a line of play.
pub(super) fn refute(
    names: &mut Names,
    start: &Sum,
    point: &[i64],
    value: i64,
    guessed: &Value,
) -> Result<Refutation> {
    let solved = names.solved;
    let wins = solved.wins(value);
    let mut refutation = Refutation {
        n: point[0],
        m: point.get(1).copied(),
        value: Value::from(value),
        guess: guessed.clone(),
        line: Vec::new(),
        replies: Vec::new(),
        reaches: None,
        reached: None,
    };
    if solved.grundy()
        && let Some(guess) = guessed.as_i64()
    {
        let moves = names.moves_of(start)?;
        if (0..value).contains(&guess) {
            refutation.reaches = moves
                .into_iter()
                .find(|(_, after)| solved.value_of(after) == guess)
                .map(|(name, _)| name);
        } else {
            let reached: BTreeSet<i64> = moves
                .iter()
                .map(|(_, after)| solved.value_of(after))
                .collect();
            refutation.reached = Some(reached.into_iter().collect());
        }
        return Ok(refutation);
    }
    if !solved.scored {
        // The value as the guess gives it: a win where the guess is true or false.
        refutation.value = Value::Bool(wins);
    }
    if solved.grundy() && !wins {
        for (name, after) in names.moves_of(start)? {
            let reply = names
                .moves_of(&after)?
                .into_iter()
                .find(|(_, back)| solved.value_of(back) == 0)
                .map(|(reply, _)| reply);
            refutation.replies.push(Reply { mv: name, reply });
        }
    }
    refutation.line = optimal_line(names, start.clone())?;
    Ok(refutation)
}
