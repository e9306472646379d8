//! A rules file's game solved: every position reachable from the starts explored (the rules
//! file asked for many positions' moves at a time), then valued: Grundy numbers in normal
//! play (no move scores; a move may lead to a sum of positions, combined by xor), negamax on
//! the difference of points where moves score. A game whose positions can come back, and a
//! misère game, is valued by retrograde analysis instead ([`crate::retrograde`]): a win, a
//! loss or a draw for the player to move, with its remoteness.
//!
//! What is solved is kept: more starts explore only the positions not met yet, as a stress
//! run's inputs do, one after the other. A position's value depends on the position alone (a
//! position carries everything its moves depend on), so a value found once stands.

mod endless;
mod explore;
mod outcomes;
mod protocol;
mod value;

pub(crate) use value::{DRAW, LOST, Valuation, WON, outcome_word};

use super::said::Convention;

use super::child::RulesChild;
use anyhow::{Result, anyhow, bail};
use rustc_hash::FxHashMap;
use serde_json::{Value, json};

/// Positions explored at most, from every start together.
pub(crate) const MAX_POSITIONS: usize = 1_000_000;

/// Moves in a row from a start explored at most: a line longer than this is a game that may
/// never end, or one too long to explore, and is refused before it fills memory.
pub(crate) const MAX_DEPTH: usize = 10_000;

/// A game past the bounds of the exploration ([`MAX_POSITIONS`], [`MAX_DEPTH`]): too large
/// for coach to solve, which is never a verdict on a solution.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(crate) struct TooLarge(pub(crate) String);

/// A move's name as the rules file gives it, as coach writes it and reads it back: its runs
/// of white space and commas as `_`, so that a line of moves (`a, b c`) reads back, and its
/// control characters (a terminal's escape codes) by their code points.
pub(crate) fn move_name(given: &str) -> String {
    let name = given
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join("_");
    crate::notation::visible(&name)
}

/// Where a move leads: one position, or several played side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    One(usize),
    Sum(Vec<usize>),
}

impl Next {
    /// The positions it leads to: one, or the parts of the sum.
    pub(crate) fn targets(&self) -> &[usize] {
        match self {
            Next::One(target) => std::slice::from_ref(target),
            Next::Sum(targets) => targets,
        }
    }
}

/// A move of a rules file's position: its name, where it leads, what it scores.
#[derive(Clone, Debug)]
pub(crate) struct RulesMove {
    pub(crate) name: String,
    pub(crate) next: Next,
    pub(crate) points: i64,
}

/// Every position explored, each with its moves and its value.
#[derive(Clone, Debug, Default)]
pub(crate) struct Solved {
    pub(crate) positions: Vec<Value>,
    pub(crate) moves: Vec<Vec<RulesMove>>,
    /// Whether each position's moves were told: a position met is explored later, or at
    /// once where a request reached past the positions it asked.
    explored: Vec<bool>,
    /// Whether some move gives points (`(name, next, points)`, even 0): then the values are
    /// leads, else Grundy numbers.
    pub(crate) scored: bool,
    /// The value of each position: its Grundy number, or the mover's lead.
    pub(crate) values: Vec<i64>,
    /// Whether the file names whose turn it is (`mover`, and `winner` where a game ends in a
    /// win at once): then the players need not alternate, and `turns` tells each position's.
    pub(crate) named_turns: bool,
    /// Each position's turn where they are named: 0 or 1, the player to move; 2 or 3 where
    /// the game is over, won at once by the other (the one "to move" there has lost).
    turns: Vec<u8>,
    /// Whether the values were computed as leads: a score showing only in a later input
    /// makes every value be computed again.
    valued_as_score: bool,
    /// How the file says its game is played.
    pub(crate) play: Convention,
    /// A position that can be reached again from itself, where one was met: the game is
    /// then valued by its outcomes.
    looped_at: Option<usize>,
    /// Whether the game is valued by its outcomes (misère, or looping) and its moves split
    /// it into sums: every position is then valued as a sum, searched whole from each start.
    split: bool,
    /// Whether the values were computed as outcomes: a cycle met only in a later input
    /// makes every value be computed again.
    valued_as_outcomes: bool,
    /// Each position's moves to the end under optimal play, where the values are outcomes
    /// (0 for a draw).
    remoteness: Vec<u32>,
    /// The generalized Sprague–Grundy values of the positions valued so far, where a start
    /// of a game that loops is a sum: what decides the sum's outcome.
    loopy: Vec<crate::retrograde::Loopy>,
    /// The sums searched whole, each as its parts sorted (the parts with moves left): the
    /// outcome (0, 1 or [`DRAW`]) and remoteness of every sum reachable from a start that is
    /// one, in a misère game, or where a command shows a sum's moves.
    sums: FxHashMap<Vec<usize>, (i64, u32)>,
    /// Whether the moves' names were left unasked (they are then empty): what needs only the
    /// values asks for fewer bytes, and asks the names of the few positions it shows.
    nameless: bool,
    /// The ids of the other positions, each by its hash ([`hash_of`]) beside it: found
    /// by comparing with `positions`, so that a position is held once, not again as a key.
    index: hashbrown::HashTable<(u64, usize)>,
    /// The ids of the positions that are integers, the most common kind, found without
    /// writing them out.
    integers: FxHashMap<i64, usize>,
    /// What all this holds in memory, about: what a stress run weighs before it keeps the
    /// positions of one input for the next ([`Solved::bytes`]).
    bytes: usize,
}

/// What a value of `serde_json` holds in memory, about: its node and what it points to.
fn weight(value: &Value) -> usize {
    std::mem::size_of::<Value>()
        + match value {
            Value::String(text) => text.len(),
            Value::Array(items) => items.iter().map(weight).sum(),
            Value::Object(fields) => fields
                .iter()
                .map(|(key, value)| 48 + key.len() + weight(value))
                .sum(),
            _ => 0,
        }
}

/// The hash of a position, found by walking it: equal positions hash alike, and a long
/// string is hashed as its bytes, not written out as JSON first.
fn hash_of(position: &Value) -> u64 {
    fn walk(value: &Value, hasher: &mut rustc_hash::FxHasher) {
        use std::hash::Hash;
        // Each kind tagged, so that `"1"` and `1`, or `[[1]]` and `[1]`, differ.
        match value {
            Value::Null => 0u8.hash(hasher),
            Value::Bool(flag) => (1u8, flag).hash(hasher),
            Value::Number(number) => (2u8, number.as_i64(), number.as_u64()).hash(hasher),
            Value::String(text) => (3u8, text).hash(hasher),
            Value::Array(items) => {
                (4u8, items.len()).hash(hasher);
                items.iter().for_each(|item| walk(item, hasher));
            }
            Value::Object(fields) => {
                (5u8, fields.len()).hash(hasher);
                for (key, item) in fields {
                    key.hash(hasher);
                    walk(item, hasher);
                }
            }
        }
    }
    let mut hasher = rustc_hash::FxHasher::default();
    walk(position, &mut hasher);
    std::hash::Hasher::finish(&hasher)
}

/// What one move holds in memory, about: itself, its name, and the parts of a sum.
fn move_weight(mv: &RulesMove) -> usize {
    std::mem::size_of::<RulesMove>()
        + mv.name.len()
        + match &mv.next {
            Next::One(_) => 0,
            Next::Sum(parts) => parts.len() * std::mem::size_of::<usize>(),
        }
}

impl Solved {
    /// What the positions explored so far hold in memory, about: each position, its key in
    /// the index, its value and its moves.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }

    /// A game to explore without the moves' names.
    pub(crate) fn nameless() -> Solved {
        Solved {
            nameless: true,
            ..Solved::default()
        }
    }

    /// The moves of `positions` alone, none of the positions they lead to explored, nor
    /// anything valued: what a look at a few far positions costs, no more.
    pub(crate) fn peek(rules: &mut RulesChild, positions: &[Value]) -> Result<Solved> {
        let (mut solved, mut level, mut frontier) = (Solved::nameless(), Vec::new(), Vec::new());
        solved.named_turns = rules.has("mover");
        solved.play = rules.play;
        for position in positions {
            solved.add(&rules.name, &mut level, position)?;
        }
        if rules.compact() {
            solved.explore_compact(rules, &level, &mut frontier, false)?;
        } else {
            solved.explore_batch(rules, &level, &mut frontier)?;
        }
        Ok(solved)
    }

    /// The names of the moves of position `id`, in their order, asked again where the
    /// exploration left them unasked.
    pub(crate) fn names_of(&self, rules: &mut RulesChild, id: usize) -> Result<Vec<String>> {
        if !self.nameless {
            return Ok(self.moves[id].iter().map(|mv| mv.name.clone()).collect());
        }
        let given = self.given_names(rules, id)?;
        Ok(given.iter().map(|name| move_name(name)).collect())
    }

    /// The names of the moves of position `id` as the file gives them (white space and
    /// all), asked of it again; errs where it now gives other moves than it did.
    pub(crate) fn given_names(&self, rules: &mut RulesChild, id: usize) -> Result<Vec<String>> {
        let answer = rules.ask(&json!({ "moves": [&self.positions[id]] }))?;
        let names: Vec<String> = answer["moves"][0]
            .as_array()
            .into_iter()
            .flatten()
            .map(|mv| mv[0].as_str().unwrap_or_default().to_string())
            .collect();
        if names.len() != self.moves[id].len() {
            bail!(
                "{}: the position {} has other moves now than when it was explored",
                rules.name,
                crate::notation::quote(&self.positions[id].to_string())
            );
        }
        Ok(names)
    }

    /// The value of where `mv` leads, to the player who moves there.
    pub(crate) fn after(&self, next: &Next) -> i64 {
        self.value_of(next.targets())
    }

    /// Whether the values are Grundy numbers: normal play, the players alternating, and no
    /// position coming back.
    pub(crate) fn grundy(&self) -> bool {
        !self.scored && !self.named_turns && !self.outcomes()
    }

    /// Whether the values are outcomes (0 a loss, 1 a win, [`DRAW`]): a game whose positions
    /// can come back, or a misère game.
    pub(crate) fn outcomes(&self) -> bool {
        !self.scored && (self.looped_at.is_some() || self.play.misere || self.play.loops)
    }

    /// What the values mean, as the file's `answer` is given them.
    pub(crate) fn meaning(&self) -> Valuation {
        if self.scored {
            Valuation::Lead
        } else if self.outcomes() {
            Valuation::Outcome
        } else {
            Valuation::Grundy
        }
    }

    /// The moves to the end from position `id` under optimal play, where the values are
    /// outcomes and the position is not drawn.
    pub(crate) fn remoteness(&self, id: usize) -> Option<u32> {
        if self.split {
            return self.sum_remoteness(&[id]);
        }
        (self.outcomes() && self.values[id] != DRAW).then(|| self.remoteness[id])
    }

    /// The moves to the end from the sum of `parts` under optimal play, where the values are
    /// outcomes and it is not drawn: known where the sum was searched whole.
    pub(crate) fn sum_remoteness(&self, parts: &[usize]) -> Option<u32> {
        match parts {
            [one] if !self.split => self.remoteness(*one),
            _ => match self.sum_value(parts) {
                (DRAW, _) => None,
                (_, remoteness) => remoteness,
            },
        }
    }

    /// The player to move at position `id`: 0 or 1, as the file names it; where turns
    /// alternate, a position does not know (0). At a game won at once, the one who lost.
    pub(crate) fn mover(&self, id: usize) -> u8 {
        self.turns.get(id).map_or(0, |turn| turn & 1)
    }

    /// The player who has won at position `id` at once, where the file's `winner` says so.
    pub(crate) fn winner(&self, id: usize) -> Option<u8> {
        self.turns
            .get(id)
            .filter(|&&turn| turn >= 2)
            .map(|turn| 1 - (turn & 1))
    }

    /// Keeps the turn of position `id` as the file told it.
    pub(crate) fn set_turn(&mut self, id: usize, turn: u8) {
        if self.turns.len() <= id {
            self.turns.resize(id + 1, 0);
        }
        self.turns[id] = turn;
    }

    /// Whether a move from position `from` to `next` hands the turn to the other player:
    /// always, where turns alternate.
    pub(crate) fn hands_over(&self, from: usize, next: &Next) -> bool {
        !self.named_turns
            || next
                .targets()
                .iter()
                .any(|&to| self.mover(to) != self.mover(from))
    }

    /// What the game of `parts` is worth to the first player (a start's value, as the judge's
    /// answer reads it): its value, seen from the other side where the second player moves
    /// first.
    pub(crate) fn start_value(&self, parts: &[usize]) -> i64 {
        let value = self.value_of(parts);
        match parts {
            [one] if self.named_turns && self.mover(*one) == 1 => self.other_side(value),
            _ => value,
        }
    }

    /// A value as the other player sees it, where turns are named: the lead negated, a win
    /// a loss.
    pub(crate) fn other_side(&self, value: i64) -> i64 {
        if self.scored {
            -value
        } else if value == DRAW && self.outcomes() {
            DRAW
        } else {
            i64::from(value == 0)
        }
    }

    /// What a move from position `from` leads to, to its mover, in a score game: its points
    /// and the lead after it (negated where the turn passes), or a win or loss at once
    /// ([`WON`], [`LOST`]) whatever the points; `None` where it is past 64 bits.
    fn lead_of(&self, from: usize, mv: &RulesMove) -> Option<i64> {
        value::lead_after(
            mv.points,
            self.after(&mv.next),
            self.hands_over(from, &mv.next),
        )
    }

    /// The value of positions played side by side: the xor of their Grundy numbers (in a
    /// score game, which has no sums, the one position's lead).
    pub(crate) fn value_of(&self, parts: &[usize]) -> i64 {
        match parts {
            [_, _, ..] if self.outcomes() => self.sum_value(parts).0,
            _ if self.split => self.sum_value(parts).0,
            _ => parts.iter().fold(0, |x, &part| x ^ self.values[part]),
        }
    }

    /// The moves of part `k` of `parts`, each with the parts it leaves: the others in their
    /// order, with where the move leads in the place of part `k`.
    pub(crate) fn moves_in<'s>(
        &'s self,
        parts: &'s [usize],
        k: usize,
    ) -> impl Iterator<Item = (&'s RulesMove, Vec<usize>)> + 's {
        self.moves[parts[k]].iter().map(move |mv| {
            let after = parts[..k]
                .iter()
                .chain(mv.next.targets())
                .chain(&parts[k + 1..]);
            (mv, after.copied().collect())
        })
    }

    /// Whether the player to move wins at a position of this value: a lead above 0, a
    /// Grundy number other than 0, or a win (not a draw).
    pub(crate) fn wins(&self, value: i64) -> bool {
        if self.scored {
            value > 0
        } else if self.outcomes() {
            value == 1
        } else {
            value != 0
        }
    }

    /// What `mv`, a move of position `from`, is worth to its mover: a lead (or [`WON`],
    /// [`LOST`]), or for normal play 1 for a win, 0 for a loss and [`DRAW`] for a draw.
    pub(crate) fn worth_of(&self, from: usize, mv: &RulesMove) -> i64 {
        let after = self.after(&mv.next);
        if self.scored {
            self.lead_of(from, mv)
                .expect("a lead checked when it was valued")
        } else if after == DRAW && self.outcomes() {
            DRAW
        } else {
            i64::from((after == 0) == self.hands_over(from, &mv.next))
        }
    }

    /// Whether `list`, the moves of position `id` as the rules file gives them, are the
    /// moves explored: the same names, leading to the same positions, scoring the same.
    pub(crate) fn same_moves(&self, id: usize, list: &Value) -> bool {
        let Some(list) = list.as_array() else {
            return false;
        };
        let known = &self.moves[id];
        list.len() == known.len()
            && list.iter().zip(known).all(|(said, mv)| {
                let targets: Vec<String> = match said[1].get("sum").and_then(Value::as_array) {
                    Some(parts) => parts.iter().map(Value::to_string).collect(),
                    None => vec![said[1].to_string()],
                };
                let known_targets: Vec<String> = mv
                    .next
                    .targets()
                    .iter()
                    .map(|&target| self.positions[target].to_string())
                    .collect();
                move_name(said[0].as_str().unwrap_or_default()) == mv.name
                    && targets == known_targets
                    && said.get(2).map_or(Some(0), Value::as_i64) == Some(mv.points)
            })
    }

    /// Values every position from `first` on, after the values of the positions its moves
    /// lead to (a post-order walk without recursion); where the kind of game turned out a
    /// score game only now, every position again. A position that can be reached again from
    /// itself makes a game that may never end: an error, with the position.
    fn value_from(&mut self, first: usize, name: &str) -> Result<()> {
        if self.scored && (self.play.misere || self.play.loops) {
            bail!(
                "{name}: {} = True is for games won, lost or drawn, and this file's moves \
                 score: a score game that may never end says ENDLESS = <its worth> instead",
                if self.play.misere { "MISERE" } else { "LOOPS" }
            );
        }
        if self.scored && self.looped_at.is_some() {
            return self.value_endless(if self.valued_as_score { first } else { 0 }, name);
        }
        if self.outcomes() {
            self.endless_unscored(name)?;
            self.value_outcomes(if self.valued_as_outcomes { first } else { 0 });
            return Ok(());
        }
        const UNSEEN: u8 = 0;
        const OPEN: u8 = 1;
        const DONE: u8 = 2;
        let count = self.positions.len();
        let first = if self.scored && !self.valued_as_score {
            0
        } else {
            first
        };
        let mut state = vec![DONE; count];
        state[first..].fill(UNSEEN);
        self.values.resize(count, 0);
        // The positions each position's moves reach, sums taken apart.
        // Stored flat: position `id`'s are `reached[starts[id - first]..starts[id - first + 1]]`.
        let mut reached: Vec<usize> = Vec::new();
        let mut starts: Vec<usize> = Vec::with_capacity(count - first + 1);
        for moves in &self.moves[first..] {
            starts.push(reached.len());
            reached.extend(moves.iter().flat_map(|mv| mv.next.targets()));
        }
        starts.push(reached.len());
        let mut scratch = Vec::new();
        for root in first..count {
            if state[root] != UNSEEN {
                continue;
            }
            let mut stack = vec![(root, 0usize)];
            state[root] = OPEN;
            // One position reached at a time, so that the open positions are the stack: a
            // move back to one of them is a cycle.
            while let Some(&(id, next)) = stack.last() {
                let of = starts[id - first]..starts[id - first + 1];
                if let Some(&target) = reached[of].get(next) {
                    stack.last_mut().expect("not empty").1 += 1;
                    match state[target] {
                        UNSEEN => {
                            state[target] = OPEN;
                            stack.push((target, 0));
                        }
                        OPEN if self.scored => {
                            self.looped_at = Some(target);
                            return self.value_endless(first, name);
                        }
                        OPEN => {
                            // Win, lose or draw: every position valued again, by its outcome.
                            self.looped_at = Some(target);
                            self.endless_unscored(name)?;
                            self.value_outcomes(0);
                            return Ok(());
                        }
                        _ => {}
                    }
                    continue;
                }
                self.values[id] = self.value(id, name, &mut scratch)?;
                state[id] = DONE;
                stack.pop();
            }
        }
        self.valued_as_score = self.scored;
        Ok(())
    }

    /// The value of position `id`, once the positions its moves lead to are valued: the
    /// best lead (a move's points less the lead after it, computed without overflow), or the
    /// mex of the Grundy numbers its moves leave.
    fn value(&self, id: usize, name: &str, reached: &mut Vec<bool>) -> Result<i64> {
        if self.winner(id).is_some() {
            // The player to move at a game won at once is the one who lost it.
            return Ok(if self.scored { LOST } else { 0 });
        }
        if self.scored {
            let mut best: Option<i64> = None;
            for mv in &self.moves[id] {
                let lead = self.lead_of(id, mv).ok_or_else(|| {
                    anyhow!(
                        "{name}: the lead after {} from {} is past 64 bits: points add up to \
                         more than coach counts exactly",
                        crate::notation::quote(&mv.name),
                        crate::notation::quote(&self.positions[id].to_string())
                    )
                })?;
                best = Some(best.map_or(lead, |best| best.max(lead)));
            }
            return Ok(best.unwrap_or(0));
        }
        if self.named_turns {
            // Without alternation there are no Grundy numbers: 1 where some move wins.
            let wins = self.moves[id].iter().any(|mv| self.worth_of(id, mv) == 1);
            return Ok(i64::from(wins));
        }
        // The mex is at most the number of moves: larger values change nothing.
        let moves = &self.moves[id];
        reached.clear();
        reached.resize(moves.len() + 1, false);
        for mv in moves {
            if let Ok(value) = usize::try_from(self.after(&mv.next))
                && value < reached.len()
            {
                reached[value] = true;
            }
        }
        Ok(reached.iter().position(|&hit| !hit).expect("a mex") as i64)
    }
}
