//! Why a move: every legal move of the mover with its exact worth, best first, read off the
//! submission's table, and the table entry the choice comes from. Written once over
//! [`Solve`]; `play --why`, `review` and `duel` show it.

use crate::problem::{Kind, Rules, Solve, Worth, move_worth};
use serde::Serialize;

/// One legal move and where it leads.
#[derive(Clone, Debug)]
pub struct Alternative<P: Rules> {
    pub mv: P::Move,
    /// Its worth to the mover.
    pub worth: Worth,
    /// The position it hands over.
    pub after: P::Position,
    /// The Grundy number of that position, where the problem counts in them.
    pub grundy: Option<u32>,
}

/// The choice at one position.
#[derive(Clone, Debug)]
pub struct Decision<P: Rules> {
    pub mover: usize,
    /// The position's worth to the mover: the best alternative's.
    pub worth: Worth,
    /// Every legal move, best first; of equal worth, in the order of [`Rules::moves`].
    pub alternatives: Vec<Alternative<P>>,
    /// The table entry the choice comes from, evaluated.
    pub recurrence: String,
}

impl<P: Rules> Decision<P> {
    /// The alternative that is `mv`.
    pub fn of(&self, mv: &P::Move) -> Option<&Alternative<P>> {
        self.alternatives
            .iter()
            .find(|alternative| alternative.mv == *mv)
    }
}

/// Every legal move at `position`, with its worth.
pub fn decide<P: Solve>(
    game: &P::Game,
    values: &mut P::Values<'_>,
    position: &P::Position,
) -> Decision<P> {
    let mut alternatives: Vec<Alternative<P>> = P::moves(game, position)
        .into_iter()
        .map(|mv| {
            let (worth, after) = move_worth::<P>(game, values, position, &mv);
            let grundy = P::grundy(values, &after);
            Alternative {
                mv,
                worth,
                after,
                grundy,
            }
        })
        .collect();
    alternatives.sort_by_key(|alternative| std::cmp::Reverse(alternative.worth.rank()));
    Decision {
        mover: P::mover(position),
        worth: P::worth(values, position),
        alternatives,
        recurrence: P::recurrence(values, position),
    }
}

/// The decisions along `line` from the start of `game`.
pub fn decisions<P: Solve>(game: &P::Game, line: &[P::Move]) -> Vec<Decision<P>> {
    let mut values = P::values(game);
    let mut position = P::start(game);
    let mut decisions = Vec::with_capacity(line.len());
    for mv in line {
        decisions.push(decide::<P>(game, &mut values, &position));
        position = P::apply(game, &position, mv).0;
    }
    decisions
}

/// `entry = max(t1, t2) = max(v1, v2) = v`, or `entry = t1 = v` for one term, or
/// `entry = 0: why` where the game is over.
pub fn max_of(entry: &str, terms: &[(String, i64)], over: &str) -> String {
    match terms {
        [] => format!("{entry} = 0: {over}"),
        [(term, value)] => format!("{entry} = {term} = {value}"),
        _ => {
            let names: Vec<&str> = terms.iter().map(|(term, _)| term.as_str()).collect();
            let values: Vec<String> = terms.iter().map(|(_, value)| value.to_string()).collect();
            let best = terms.iter().map(|&(_, value)| value).max().unwrap_or(0);
            format!(
                "{entry} = max({}) = max({}) = {best}",
                names.join(", "),
                values.join(", ")
            )
        }
    }
}

/// A move as the user types it and `--json` writes it: `R`, `a`, `pass`, `[1,3]`.
pub fn encode<M: Serialize>(mv: &M) -> String {
    match serde_json::to_value(mv) {
        Ok(serde_json::Value::String(text)) => text,
        Ok(value) => value.to_string(),
        Err(_) => String::from("?"),
    }
}

/// A worth in words, for its owner. Score games give the final (owner - other) difference,
/// `lead` plus the difference `so_far` already scored.
pub fn words(worth: Worth, so_far: i64) -> String {
    match worth {
        Worth::Lead(lead) => format!("ends {:+}", so_far + lead),
        Worth::Win(Some(moves)) => format!("wins in {moves}"),
        Worth::Lose(Some(moves)) => format!("loses in {moves}"),
        Worth::Win(None) => "wins".to_string(),
        Worth::Lose(None) => "loses".to_string(),
    }
}

/// What choosing `chosen` over `best` costs, in words, or `None` when it keeps the worth.
pub fn loss(best: Worth, chosen: Worth) -> Option<String> {
    match (best, chosen) {
        _ if best == chosen => None,
        (Worth::Lead(best), Worth::Lead(chosen)) => Some(format!("loses {}", best - chosen)),
        (Worth::Win(_), Worth::Lose(_)) => Some("turns a win into a loss".to_string()),
        (Worth::Win(Some(best)), Worth::Win(Some(chosen))) => Some(format!(
            "still wins, but in {chosen} moves instead of {best}"
        )),
        (Worth::Lose(Some(best)), Worth::Lose(Some(chosen))) => Some(format!(
            "still loses, but in {chosen} moves instead of {best}"
        )),
        _ => None,
    }
}

/// The JSON of a worth: a number (the final difference) in score games, else
/// `{"wins": bool, "moves": n or null}`.
pub fn json(worth: Worth, so_far: i64, grundy: Option<u32>) -> serde_json::Value {
    match worth {
        Worth::Lead(lead) => serde_json::json!(so_far + lead),
        Worth::Win(moves) | Worth::Lose(moves) => {
            let mut value = serde_json::json!({
                "wins": matches!(worth, Worth::Win(_)),
                "moves": moves,
            });
            if let Some(grundy) = grundy {
                value["grundy"] = serde_json::json!(grundy);
            }
            value
        }
    }
}

/// The points scored so far as (mover's - other's).
pub fn so_far(kind: Kind, points: [i64; 2], mover: usize) -> i64 {
    match kind {
        Kind::Score => points[mover] - points[1 - mover],
        Kind::WinLose => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recurrences_read_as_the_headers_write_them() {
        let terms = [
            ("+1 - lead(2, 1)".to_string(), 3),
            ("-1 - x".to_string(), -2),
        ];
        assert_eq!(
            max_of("lead(1, 1)", &terms, "the goal"),
            "lead(1, 1) = max(+1 - lead(2, 1), -1 - x) = max(3, -2) = 3"
        );
        assert_eq!(max_of("e", &terms[1..], ""), "e = -1 - x = -2");
        assert_eq!(max_of("e", &[], "the goal"), "e = 0: the goal");
    }

    #[test]
    fn worths_are_ranked_and_worded_for_their_owner() {
        assert!(Worth::Win(Some(1)).rank() > Worth::Win(Some(3)).rank());
        assert!(Worth::Win(Some(9)).rank() > Worth::Lose(Some(1)).rank());
        assert!(Worth::Lose(Some(5)).rank() > Worth::Lose(Some(2)).rank());
        assert!(Worth::Lead(2).rank() > Worth::Lead(-1).rank());
        assert_eq!(Worth::of_move(3, Worth::Lead(1)), Worth::Lead(2));
        assert_eq!(Worth::of_move(0, Worth::Lose(Some(0))), Worth::Win(Some(1)));
        assert_eq!(Worth::of_move(0, Worth::Win(None)), Worth::Lose(None));
        assert_eq!(words(Worth::Lead(-2), 5), "ends +3");
        assert_eq!(words(Worth::Win(Some(3)), 0), "wins in 3");
        assert_eq!(words(Worth::Lose(None), 0), "loses");
        assert_eq!(loss(Worth::Lead(3), Worth::Lead(-1)).unwrap(), "loses 4");
        assert_eq!(loss(Worth::Lead(3), Worth::Lead(3)), None);
        assert_eq!(
            loss(Worth::Win(Some(1)), Worth::Lose(Some(2))).unwrap(),
            "turns a win into a loss"
        );
        assert_eq!(
            loss(Worth::Win(Some(1)), Worth::Win(Some(3))).unwrap(),
            "still wins, but in 3 moves instead of 1"
        );
        assert_eq!(
            loss(Worth::Lose(Some(4)), Worth::Lose(Some(2))).unwrap(),
            "still loses, but in 2 moves instead of 4"
        );
        assert_eq!(json(Worth::Lead(2), -1, None), serde_json::json!(1));
        assert_eq!(
            json(Worth::Lose(Some(2)), 0, Some(0)).to_string(),
            r#"{"grundy":0,"moves":2,"wins":false}"#
        );
        assert_eq!(so_far(Kind::Score, [5, 2], 1), -3);
        assert_eq!(so_far(Kind::WinLose, [5, 2], 1), 0);
        assert_eq!(encode(&"R"), "R");
        assert_eq!(encode(&(1, 3)), "[1,3]");
    }
}
