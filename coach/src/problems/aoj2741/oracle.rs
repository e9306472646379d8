//! AOJ 2741 played out move by move: an explicit stack of (owner, card), the two players'
//! gains kept separately, and a count of consecutive passes on an empty stack. The player to
//! move tries putting a card and passing, and picks the option with the best (own gain -
//! other's gain). Positions are memoised (the stack is part of the key) so that decks of
//! four cards stay fast.

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

#[cfg(test)]
impl crate::problem::Oracle for super::Aoj2741 {
    fn oracle_answer((first, second): &super::Decks) -> String {
        score_difference(first, second).to_string()
    }
}
