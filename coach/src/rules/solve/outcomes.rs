//! A game valued by its outcomes: one whose positions can come back, or a misère game. Each
//! position a win, a loss or a draw for its mover, with its remoteness, by retrograde
//! analysis ([`crate::retrograde`]) over the positions not valued yet, those valued before
//! read as known.

use super::{DRAW, Next, Solved};
use crate::retrograde::{self, Outcome};
use anyhow::{Result, bail};
use rustc_hash::FxHashMap;

impl Solved {
    /// Values every position from `first` on by its outcome: 0 a loss, 1 a win, [`DRAW`],
    /// and its remoteness. Every position a move of theirs reaches is explored, so that a
    /// position valued before never changes. A move to a sum is refused: the parts of a sum
    /// of such games do not add up by their outcomes.
    pub(super) fn value_outcomes(&mut self, first: usize, name: &str) -> Result<()> {
        let count = self.positions.len();
        let mut starts = Vec::with_capacity(count - first + 1);
        let mut targets = Vec::new();
        let mut keeps_turn = Vec::new();
        // The positions valued before that a move reaches, each numbered once past the new.
        let mut before: FxHashMap<usize, u32> = FxHashMap::default();
        let mut known = Vec::new();
        starts.push(0);
        for id in first..count {
            for mv in &self.moves[id] {
                let Next::One(target) = mv.next else {
                    bail!("{}", self.summed(id, name));
                };
                let local = if target >= first {
                    (target - first) as u32
                } else {
                    *before.entry(target).or_insert_with(|| {
                        known.push(self.outcome(target));
                        (count - first + known.len() - 1) as u32
                    })
                };
                targets.push(local);
                keeps_turn.push(!self.hands_over(id, &mv.next));
            }
            starts.push(targets.len() as u32);
        }
        let decided = |local: usize| {
            self.winner(first + local)
                .is_some()
                .then_some(Outcome::Lose(0))
        };
        let outcomes = retrograde::analyse(&retrograde::Moves {
            starts: &starts,
            targets: &targets,
            keeps_turn: self.named_turns.then_some(keeps_turn.as_slice()),
            known: &known,
            decided: &decided,
            misere: self.misere,
        });
        self.values.resize(count, 0);
        self.remoteness.resize(count, 0);
        for (id, outcome) in (first..count).zip(outcomes) {
            (self.values[id], self.remoteness[id]) = match outcome {
                Outcome::Win(moves) => (1, moves),
                Outcome::Lose(moves) => (0, moves),
                Outcome::Draw => (DRAW, 0),
            };
        }
        self.valued_as_outcomes = true;
        Ok(())
    }

    /// The outcome of position `id`, valued before.
    fn outcome(&self, id: usize) -> Outcome {
        match self.values[id] {
            DRAW => Outcome::Draw,
            0 => Outcome::Lose(self.remoteness[id]),
            _ => Outcome::Win(self.remoteness[id]),
        }
    }

    /// Why a game valued by its outcomes cannot have a move from `id` to a sum.
    fn summed(&self, id: usize, name: &str) -> String {
        let from = crate::notation::quote(&self.positions[id].to_string());
        self.no_sums(&format!("a move from {from} leads to a sum"), name)
    }

    /// Why a game valued by its outcomes cannot have a start that is a sum, whose first part
    /// is `part`.
    pub(super) fn summed_start(&self, part: usize, name: &str) -> String {
        let first = crate::notation::quote(&self.positions[part].to_string());
        self.no_sums(&format!("a start is a sum (of {first} and more)"), name)
    }

    /// Why `what`, a sum, is not solved in a game valued by its outcomes.
    fn no_sums(&self, what: &str, name: &str) -> String {
        match self.looped_at {
            Some(looped) => format!(
                "{name}: {what}, and the position {} can be reached again from itself: coach \
                 does not solve sums of games that loop",
                crate::notation::quote(&self.positions[looped].to_string())
            ),
            None => {
                format!("{name}: {what}, and the game is misère: coach does not solve misère sums")
            }
        }
    }

    /// Why a score game whose position `looped` can be reached again from itself is not
    /// solved: a game that may never end has no worth in points.
    pub(super) fn endless(&self, looped: usize, name: &str) -> String {
        format!(
            "{name}: the position {} can be reached again from itself, so a game may never \
             end, and its moves score: coach solves a game that loops only where no move \
             scores (win, lose or draw)",
            crate::notation::quote(&self.positions[looped].to_string())
        )
    }
}
