//! TDPC B played out move by move: every order of taking is tried, the two players' totals
//! are kept separately, and the player to move takes from the pile that leaves them the
//! larger final total. Exponential in A + B: for small piles only.

const SNUKE: usize = 0;

pub fn snuke_total(a: &[i64], b: &[i64]) -> i64 {
    play(a, b, [0, 0], SNUKE)[SNUKE]
}

/// Both players' final totals, from `totals` with piles `a` and `b` left and `mover` to
/// move.
fn play(a: &[i64], b: &[i64], totals: [i64; 2], mover: usize) -> [i64; 2] {
    let mut finals = Vec::new();
    if let Some((&top, rest)) = a.split_first() {
        let mut totals = totals;
        totals[mover] += top;
        finals.push(play(rest, b, totals, 1 - mover));
    }
    if let Some((&top, rest)) = b.split_first() {
        let mut totals = totals;
        totals[mover] += top;
        finals.push(play(a, rest, totals, 1 - mover));
    }
    // With both piles empty the game is over.
    finals
        .into_iter()
        .max_by_key(|finals| finals[mover])
        .unwrap_or(totals)
}

#[cfg(test)]
impl crate::problem::Oracle for super::Tdpcb {
    fn oracle_answer((a, b): &super::Piles) -> String {
        snuke_total(a, b).to_string()
    }
}
