//! ABC206 F played out move by move: the chosen intervals are kept as an explicit list, a
//! move is any listed interval that shares no point with a chosen one, and the player to move
//! wins when some move leaves the other player without a winning reply. Positions are
//! memoised on the set of chosen intervals so that a dozen intervals stay fast.

use super::{Interval, disjoint};
use std::collections::HashMap;

pub fn winner(intervals: &[Interval]) -> &'static str {
    if mover_wins(intervals, &mut Vec::new(), &mut HashMap::new()) {
        "Alice"
    } else {
        "Bob"
    }
}

fn mover_wins(
    intervals: &[Interval],
    chosen: &mut Vec<usize>,
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    let mut key = chosen.clone();
    key.sort_unstable();
    if let Some(&wins) = memo.get(&key) {
        return wins;
    }
    let mut wins = false;
    for k in 0..intervals.len() {
        // A chosen interval, or a copy of one, is never disjoint from it.
        if chosen.iter().all(|&c| disjoint(intervals[c], intervals[k])) {
            chosen.push(k);
            let other_wins = mover_wins(intervals, chosen, memo);
            chosen.pop();
            if !other_wins {
                wins = true;
                break;
            }
        }
    }
    memo.insert(key, wins);
    wins
}

#[cfg(test)]
impl crate::problem::Oracle for super::Abc206f {
    fn oracle_answer(input: &Self::Input) -> String {
        input
            .iter()
            .map(|intervals| winner(intervals))
            .collect::<Vec<_>>()
            .join("\n")
    }
}
