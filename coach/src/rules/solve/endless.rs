//! A score game whose positions can come back: valued where the file says what a game that
//! never ends is worth (`ENDLESS`), by [`crate::retrograde::scored`]; refused in one line
//! where it does not, or where a cycle scores (a game going round would score without end).

use super::Solved;
use super::value::{LOST, lead_after};
use crate::notation::quote;
use crate::retrograde::scored::{self, Refused};
use anyhow::{Result, bail};

impl Solved {
    /// Values every position from `first` on of a score game whose positions can come
    /// back, where the file says what an endless game is worth: each position's lead for its
    /// mover, and its moves to where that lead is cashed (kept as its remoteness, so that a
    /// line of best moves goes round only where the game is endless).
    pub(super) fn value_endless(&mut self, first: usize, name: &str) -> Result<()> {
        let looped = self.looped_at.expect("a position that comes back");
        let Some(worth) = self.play.endless else {
            bail!("{}", self.endless(looped, name));
        };
        if worth != 0 && !self.named_turns {
            bail!(
                "{name}: ENDLESS = {worth}, but the positions do not say whose turn it is \
                 (mover(position)): a game that comes back to a position may come back with \
                 either player to move, so only ENDLESS = 0 is worth the same from both \
                 sides; name the mover to give another worth"
            );
        }
        let local = self.local_moves(first, |id| self.values[id]);
        let endless_at = |local: usize| match self.mover(first + local) {
            0 => worth,
            _ => -worth,
        };
        let decided = |local: usize| self.winner(first + local).map(|_| LOST);
        let valued = scored::analyse(&scored::ScoreMoves {
            starts: &local.starts,
            targets: &local.targets,
            points: &local.points,
            keeps_turn: self.named_turns.then_some(local.keeps_turn.as_slice()),
            known: &local.known,
            decided: &decided,
            endless: &endless_at,
            worth: &lead_after,
        });
        let valued = valued.map_err(|refused| {
            let (Refused::ScoresInCycle { position, mv } | Refused::TooLarge { position, mv }) =
                refused;
            let (id, mv) = (first + position, &self.moves[first + position][mv]);
            let (from, named) = (quote(&self.positions[id].to_string()), quote(&mv.name));
            match refused {
                Refused::ScoresInCycle { .. } => anyhow::anyhow!(
                    "{name}: the move {named} from {from} scores {}, and {from} can be \
                     reached again after it: a game going round would score without end, \
                     which ENDLESS does not settle; coach solves a score game that loops \
                     where the moves of its cycles score nothing",
                    mv.points
                ),
                Refused::TooLarge { .. } => anyhow::anyhow!(
                    "{name}: the lead after {named} from {from} is past 64 bits: points add \
                     up to more than coach counts exactly"
                ),
            }
        })?;
        let count = self.positions.len();
        self.values.resize(count, 0);
        self.remoteness.resize(count, 0);
        for (id, (lead, moves)) in (first..count).zip(valued) {
            (self.values[id], self.remoteness[id]) = (lead, moves);
        }
        self.valued_as_score = true;
        Ok(())
    }

    /// What a game that never ends is worth to the first player, in a score game whose
    /// positions came back and whose file says it; `None` for any other game.
    pub(crate) fn endless_worth(&self) -> Option<i64> {
        self.play
            .endless
            .filter(|_| self.scored && self.looped_at.is_some())
    }

    /// In a score game that loops, the moves from position `id` to where its lead is cashed
    /// under the best line (0 where the game is endless): of moves of equal worth, the one to
    /// the position of fewest makes progress.
    pub(crate) fn moves_to_cash(&self, id: usize) -> u32 {
        self.remoteness.get(id).copied().unwrap_or(0)
    }

    /// Errs where the file says what an endless game is worth but its game, which comes back
    /// to a position, scores nothing: such a game that never ends is a draw, whatever it says.
    pub(super) fn endless_unscored(&self, name: &str) -> Result<()> {
        match (self.play.endless, self.looped_at) {
            (Some(worth), Some(looped)) if !self.scored => bail!(
                "{name}: ENDLESS = {worth}, but no move scores: a game won or lost that never \
                 ends is a draw (the position {} comes back), so ENDLESS has nothing to \
                 value; drop it, or let the moves score",
                quote(&self.positions[looped].to_string())
            ),
            _ => Ok(()),
        }
    }

    /// Why a score game whose position `looped` can be reached again from itself is not
    /// solved: a game that may never end has no worth in points unless the file gives it.
    pub(super) fn endless(&self, looped: usize, name: &str) -> String {
        format!(
            "{name}: the position {} can be reached again from itself, so a game may never \
             end, and its moves score: say what an endless game is worth to the first player \
             (ENDLESS = 0, say), or coach solves a game that loops only where no move scores \
             (win, lose or draw)",
            quote(&self.positions[looped].to_string())
        )
    }
}
