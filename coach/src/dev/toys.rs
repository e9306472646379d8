//! The toy games of coach's unit tests: small enough to check by hand, using the traits'
//! defaults.

use crate::problem::{Problem, Rules, Show, Solve};
use crate::worth::{Kind, Worth};

/// One pile of `n` stones; a move takes 1 to `MOST` of them, listed from the fewest, or from
/// the most with `MOST_FIRST`; who cannot move loses. Its table gives wins and losses only
/// (the multiples of `MOST + 1` left lose): coach counts the moves left. A position is the
/// number taken and the player to move; a move, the number taken.
pub(crate) struct TakeAway<const MOST: u32, const MOST_FIRST: bool>;

/// Take 1 or 2, the fewest first.
pub(crate) type Nim = TakeAway<2, false>;

/// Take 3, 2 or 1, in that order: a game whose moves are numbers.
pub(crate) type Take = TakeAway<3, true>;

impl<const MOST: u32, const MOST_FIRST: bool> Rules for TakeAway<MOST, MOST_FIRST> {
    const KIND: Kind = Kind::WinLose;
    type Game = u32;
    type Position = (u32, usize);
    type Move = u32;

    fn mover(&(_, mover): &(u32, usize)) -> usize {
        mover
    }
    fn moves(pile: &u32, &(taken, _): &(u32, usize)) -> Vec<u32> {
        let mut moves: Vec<u32> = (1..=MOST).filter(|take| taken + take <= *pile).collect();
        if MOST_FIRST {
            moves.reverse();
        }
        moves
    }
    fn apply(_: &u32, &(taken, mover): &(u32, usize), take: &u32) -> ((u32, usize), [i64; 2]) {
        ((taken + take, 1 - mover), [0, 0])
    }
}

impl<const MOST: u32, const MOST_FIRST: bool> Problem for TakeAway<MOST, MOST_FIRST> {
    const NAME: &'static str = "pile";
    type Input = Vec<u32>;
    fn answer(_: &Vec<u32>) -> String {
        String::new()
    }
}

impl<const MOST: u32, const MOST_FIRST: bool> Solve for TakeAway<MOST, MOST_FIRST> {
    const TIE_BREAK: &'static str = "";
    type Values<'g> = u32;
    fn values(pile: &u32) -> u32 {
        *pile
    }
    fn worth(pile: &mut u32, &(taken, _): &(u32, usize)) -> Worth {
        if (*pile - taken).is_multiple_of(MOST + 1) {
            Worth::Lose(None)
        } else {
            Worth::Win(None)
        }
    }
    fn recurrence(_: &mut u32, &(taken, _): &(u32, usize)) -> String {
        format!("left {taken}")
    }
}

impl<const MOST: u32, const MOST_FIRST: bool> Show for TakeAway<MOST, MOST_FIRST> {
    fn show_move(_: &u32, _: &(u32, usize), take: &u32) -> String {
        format!("takes {take}")
    }
    fn picture(pile: &u32, _: &[u32]) -> serde_json::Value {
        serde_json::json!(pile)
    }
}
