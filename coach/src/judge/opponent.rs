//! The judge's own moves: perfect, and adversarial where it cannot win.
//!
//! Where the judge's side wins, it plays the best move (the fastest win). Where it loses,
//! every move loses, and it picks the one that asks most of the program: the fewest winning
//! replies left to it, then the longest win; among moves equal in both, one drawn from the
//! game's own seed, so that the cases of a run meet many lines and the same input always
//! meets the same one.

use crate::analysis::Analyst;
use crate::rng::Rng;
use crate::rules::game::PartsPosition;
use crate::rules::game::custom::{Custom, Normal};
use crate::worth::Worth;

/// The judge's move at `position`, where it is to move and has a move.
pub(super) fn reply(
    analyst: &mut Analyst<'_, Custom<Normal>>,
    position: &PartsPosition,
    rng: &mut Rng,
) -> String {
    let analysis = analyst.at(position);
    let best = analysis.best().expect("the judge has a move");
    if best.worth.wins() == Some(true) {
        return best.mv.clone();
    }
    // Each move as hard as it is for the program: its winning replies (fewer is harder),
    // then how long its win takes (longer is harder). Where the judge can hold a draw, only
    // its moves that hold it, each by the replies that keep the program from losing.
    if best.worth == Worth::Draw {
        let holding: Vec<(usize, usize)> = (analysis.choices.iter().enumerate())
            .filter(|(_, choice)| choice.worth == Worth::Draw)
            .map(|(k, choice)| {
                let after = analyst.at(&choice.after);
                let keeping = (after.choices.iter())
                    .filter(|reply| reply.worth.wins() != Some(false))
                    .count();
                (keeping, k)
            })
            .collect();
        let fewest = holding.iter().map(|&(keeping, _)| keeping).min();
        let tied: Vec<usize> = (holding.iter())
            .filter(|&&(keeping, _)| Some(keeping) == fewest)
            .map(|&(_, k)| k)
            .collect();
        return analysis.choices[rng.pick(&tied)].mv.clone();
    }
    let hardness: Vec<(usize, i64)> = analysis
        .choices
        .iter()
        .map(|choice| {
            let after = analyst.at(&choice.after);
            let winning = after
                .choices
                .iter()
                .filter(|reply| reply.worth.wins() == Some(true))
                .count();
            (winning, -choice.worth.rank().1)
        })
        .collect();
    let hardest = *hardness.iter().min().expect("the judge has a move");
    let tied: Vec<usize> = (0..hardness.len())
        .filter(|&k| hardness[k] == hardest)
        .collect();
    analysis.choices[rng.pick(&tied)].mv.clone()
}

/// The seed of the judge's choices in a game: its input's text, hashed (FNV-1a), so that the
/// same input meets the same line on any machine, whatever case it is.
pub(super) fn seed_of(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_is_the_text_s_own() {
        assert_eq!(seed_of(""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(seed_of("a"), 0xaf63_dc4c_8601_ec8c);
        assert_ne!(seed_of("10 1 3\n"), seed_of("10 1 4\n"));
    }
}
