//! A game valued by its outcomes: one whose positions can come back, or a misère game. Each
//! position a win, a loss or a draw for its mover, with its remoteness, by retrograde
//! analysis ([`crate::retrograde`]) over the positions not valued yet, those valued before
//! read as known.

use super::{DRAW, Next, Solved};
use crate::retrograde::{self, Outcome};
use anyhow::{Result, bail};
use rustc_hash::FxHashMap;

/// The moves of the positions being valued, numbered for an engine ([`Solved::local_moves`]).
pub(super) struct Local<K> {
    pub(super) starts: Vec<u32>,
    pub(super) targets: Vec<u32>,
    pub(super) keeps_turn: Vec<bool>,
    /// What each move scores, in a score game (else empty).
    pub(super) points: Vec<i64>,
    pub(super) known: Vec<K>,
}

/// An outcome as a value and remoteness are held: 1 a win, 0 a loss, [`DRAW`] (with 0).
fn coded(outcome: Outcome) -> (i64, u32) {
    match outcome {
        Outcome::Win(moves) => (1, moves),
        Outcome::Lose(moves) => (0, moves),
        Outcome::Draw => (DRAW, 0),
    }
}

/// Sums of the parts' positions one search of a sum holds at most: past them the sum is
/// refused, with the number met.
pub(crate) const MAX_SUMS: usize = 200_000;

impl Solved {
    /// Values every position from `first` on by its outcome: 0 a loss, 1 a win, [`DRAW`],
    /// and its remoteness. Every position a move of theirs reaches is explored, so that a
    /// position valued before never changes. A move to a sum is refused: the parts of a sum
    /// of such games do not add up by their outcomes.
    pub(super) fn value_outcomes(&mut self, first: usize) {
        let count = self.positions.len();
        let splits = || {
            self.moves[first..]
                .iter()
                .flatten()
                .any(|mv| matches!(mv.next, Next::Sum(_)))
        };
        if self.split || splits() {
            // A game whose moves split it, misère or looping: its positions are valued as
            // the sums they are, each start searched whole (`Solved::value_sums`).
            self.split = true;
            self.values.resize(count, 0);
            self.remoteness.resize(count, 0);
            self.valued_as_outcomes = true;
            return;
        }
        let local = self.local_moves(first, |id| self.outcome(id));
        let decided = |local: usize| {
            self.winner(first + local)
                .is_some()
                .then_some(Outcome::Lose(0))
        };
        let outcomes = retrograde::analyse(&retrograde::Moves {
            starts: &local.starts,
            targets: &local.targets,
            keeps_turn: self.named_turns.then_some(local.keeps_turn.as_slice()),
            known: &local.known,
            decided: &decided,
            misere: self.play.misere,
        });
        self.values.resize(count, 0);
        self.remoteness.resize(count, 0);
        for (id, outcome) in (first..count).zip(outcomes) {
            (self.values[id], self.remoteness[id]) = coded(outcome);
        }
        self.valued_as_outcomes = true;
    }

    /// The outcome of position `id`, valued before.
    fn outcome(&self, id: usize) -> Outcome {
        match self.values[id] {
            DRAW => Outcome::Draw,
            0 => Outcome::Lose(self.remoteness[id]),
            _ => Outcome::Win(self.remoteness[id]),
        }
    }

    /// The moves of the positions from `first` on, numbered as the engines read them: the
    /// new positions from 0, then each position valued before that a move reaches, once,
    /// its value `known_of(id)` in `known`. Only for a game that does not split ([`split`]
    /// values every position whose moves lead to sums otherwise), so each move reaches one.
    ///
    /// [`split`]: Solved::split
    pub(super) fn local_moves<K>(&self, first: usize, known_of: impl Fn(usize) -> K) -> Local<K> {
        let count = self.positions.len();
        let mut local = Local {
            starts: Vec::with_capacity(count - first + 1),
            targets: Vec::new(),
            keeps_turn: Vec::new(),
            points: Vec::new(),
            known: Vec::new(),
        };
        let mut before: FxHashMap<usize, u32> = FxHashMap::default();
        local.starts.push(0);
        for id in first..count {
            for mv in &self.moves[id] {
                debug_assert!(matches!(mv.next, Next::One(_)), "a game that splits");
                for &target in mv.next.targets() {
                    let at = if target >= first {
                        (target - first) as u32
                    } else {
                        *before.entry(target).or_insert_with(|| {
                            local.known.push(known_of(target));
                            (count - first + local.known.len() - 1) as u32
                        })
                    };
                    local.targets.push(at);
                    local.keeps_turn.push(!self.hands_over(id, &mv.next));
                    if self.scored {
                        local.points.push(mv.points);
                    }
                }
            }
            local.starts.push(local.targets.len() as u32);
        }
        local
    }

    /// Values the starts of `parts` that are sums, in a game valued by its outcomes: where it
    /// loops in normal play, by the generalized Sprague–Grundy values of the parts (every
    /// position's, computed once); in misère play, where parts do not add up by any value,
    /// and where moves split a game that loops, by searching the sum's own positions
    /// ([`Solved::search_sum`]), each start whole.
    pub(super) fn value_sums(&mut self, parts: &[Vec<usize>], name: &str) -> Result<()> {
        if self.named_turns {
            bail!(
                "{name}: the positions name their mover and a start is a sum: sums are for \
                 games whose players alternate only"
            );
        }
        if self.play.misere || self.split {
            let split = self.split;
            for start in parts.iter().filter(|parts| split || parts.len() > 1) {
                self.search_sum(start, name)?;
            }
            return Ok(());
        }
        self.value_generalized();
        Ok(())
    }

    /// The generalized Sprague–Grundy value of every position not given one yet, in a game
    /// that loops in normal play whose players alternate; `None` for any other game.
    pub(crate) fn generalized(&mut self) -> Option<&[retrograde::Loopy]> {
        let valued = !self.play.misere && !self.named_turns && !self.scored && !self.split;
        if !self.outcomes() || !valued {
            return None;
        }
        self.value_generalized();
        Some(&self.loopy)
    }

    /// [`Solved::generalized`], once it is known to apply.
    fn value_generalized(&mut self) {
        let local = self.local_moves(self.loopy.len(), |id| self.loopy[id].clone());
        let values = retrograde::generalized(&local.starts, &local.targets, &local.known);
        self.loopy.extend(values);
    }

    /// The outcome (0, 1 or [`DRAW`]) of the sum of `parts`, and its remoteness where the sum
    /// was searched whole.
    pub(super) fn sum_value(&self, parts: &[usize]) -> (i64, Option<u32>) {
        let key = Self::sum_key(&self.moves, parts);
        if let Some(&(value, remoteness)) = self.sums.get(&key) {
            return (value, Some(remoteness));
        }
        let sum = retrograde::Loopy::sum(parts.iter().map(|&part| &self.loopy[part]));
        (coded(sum.outcome()).0, None)
    }

    /// A sum as [`Solved::sums`] holds it: its parts with moves left, sorted.
    fn sum_key(moves: &[Vec<super::RulesMove>], parts: &[usize]) -> Vec<usize> {
        let mut key: Vec<usize> = parts
            .iter()
            .copied()
            .filter(|&part| !moves[part].is_empty())
            .collect();
        key.sort_unstable();
        key
    }

    /// Searches the sum of `parts` whole: every sum reachable from it (a move in one part at
    /// a time), each a win, a loss or a draw with its remoteness, by retrograde analysis over
    /// them. At most [`MAX_SUMS`] sums, else an error that says how many were met.
    pub(crate) fn search_sum(&mut self, parts: &[usize], name: &str) -> Result<()> {
        let root = Self::sum_key(&self.moves, parts);
        if self.sums.contains_key(&root) {
            return Ok(());
        }
        let mut index: FxHashMap<Vec<usize>, u32> = FxHashMap::default();
        let mut order = vec![root.clone()];
        index.insert(root, 0);
        let (mut starts, mut targets) = (vec![0u32], Vec::new());
        let mut next = 0;
        while next < order.len() {
            let sum = order[next].clone();
            next += 1;
            for k in 0..sum.len() {
                if k > 0 && sum[k - 1] == sum[k] {
                    continue;
                }
                for mv in &self.moves[sum[k]] {
                    let mut after: Vec<usize> = sum[..k].to_vec();
                    after.extend_from_slice(mv.next.targets());
                    after.extend_from_slice(&sum[k + 1..]);
                    let after = Self::sum_key(&self.moves, &after);
                    let at = match index.get(&after) {
                        Some(&at) => at,
                        None => {
                            if order.len() >= MAX_SUMS {
                                bail!(
                                    "{name}: the sum of {} parts reaches more than {} sums of \
                                     its parts' positions, the most coach searches: give \
                                     fewer or smaller parts",
                                    parts.len(),
                                    crate::notation::thousands(MAX_SUMS)
                                );
                            }
                            index.insert(after.clone(), order.len() as u32);
                            order.push(after);
                            (order.len() - 1) as u32
                        }
                    };
                    targets.push(at);
                }
            }
            starts.push(targets.len() as u32);
        }
        let outcomes = retrograde::analyse(&retrograde::Moves::plain(
            &starts,
            &targets,
            self.play.misere,
        ));
        for (sum, outcome) in order.into_iter().zip(outcomes) {
            // Held as long as the positions are: counted with them, so that a stress run
            // keeps no more than one input's worth of sums beside them.
            self.bytes += std::mem::size_of::<(Vec<usize>, (i64, u32))>()
                + sum.len() * std::mem::size_of::<usize>()
                + 16;
            self.sums.insert(sum, coded(outcome));
        }
        Ok(())
    }
}
