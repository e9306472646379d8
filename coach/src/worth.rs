//! What a position or a move is worth, and how that is said: one type, [`Worth`], for both
//! kinds of game, ranked for its owner and written in words, as JSON, and as a review's mark.

/// How a game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Points are scored along the way; each player maximises (own - other's) points.
    Score,
    /// Normal play: the player who cannot move loses.
    WinLose,
}

impl Kind {
    /// As `coach list --long` names it.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Kind::Score => "score game",
            Kind::WinLose => "win/lose game",
        }
    }
}

/// What a position, or a move, is worth to the player who faces it (or makes it) under
/// optimal play from there on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Worth {
    /// Score games: the best (own - other's) points from here to the end.
    Lead(i64),
    /// Win/lose games: a win, in this many more moves (both players') when they are counted:
    /// the winner hurries, the loser delays. In a score game whose moves may end it with a
    /// win at once, such a win, above every lead.
    Win(Option<usize>),
    /// Win/lose games: a loss, in this many more moves when they are counted; in a score
    /// game, a loss at once, below every lead.
    Lose(Option<usize>),
    /// Win/lose games whose positions can come back: neither player can force a win, and
    /// the game may go on forever.
    Draw,
}

impl Worth {
    /// Orders worths for the player they belong to: larger is better.
    pub(crate) fn rank(self) -> (i64, i64) {
        match self {
            Worth::Lead(lead) => (lead, 0),
            Worth::Win(moves) => (i64::MAX, -(moves.unwrap_or(0) as i64)),
            Worth::Lose(moves) => (i64::MIN, moves.unwrap_or(0) as i64),
            Worth::Draw => (0, 0),
        }
    }

    /// What a move is worth to its mover: it scores `gained` (mover's - other's) and leads
    /// to a position worth `after` to the player to move there: the other player where it
    /// `hands_over` the turn (as moves do where the players alternate), else the mover again.
    pub(crate) fn of_move(gained: i64, after: Worth, hands_over: bool) -> Worth {
        let later = |moves: Option<usize>| moves.map(|moves| moves + 1);
        match (after, hands_over) {
            (Worth::Lead(lead), true) => Worth::Lead(gained - lead),
            (Worth::Lead(lead), false) => Worth::Lead(gained + lead),
            (Worth::Win(moves), true) | (Worth::Lose(moves), false) => Worth::Lose(later(moves)),
            (Worth::Lose(moves), true) | (Worth::Win(moves), false) => Worth::Win(later(moves)),
            (Worth::Draw, _) => Worth::Draw,
        }
    }

    /// Whether the player it belongs to wins: `None` in score games and for a draw.
    pub(crate) fn wins(self) -> Option<bool> {
        match self {
            Worth::Lead(_) | Worth::Draw => None,
            Worth::Win(_) => Some(true),
            Worth::Lose(_) => Some(false),
        }
    }

    /// The same outcome with the moves left set to `moves`.
    pub(crate) fn with_moves(self, moves: Option<usize>) -> Worth {
        match self {
            Worth::Lead(lead) => Worth::Lead(lead),
            Worth::Win(_) => Worth::Win(moves),
            Worth::Lose(_) => Worth::Lose(moves),
            Worth::Draw => Worth::Draw,
        }
    }

    /// Whether the moves left are known: a win or a loss counted, or a draw (which has none).
    pub(crate) fn counted(self) -> bool {
        matches!(
            self,
            Worth::Win(Some(_)) | Worth::Lose(Some(_)) | Worth::Draw
        )
    }

    /// The worth as a table's cell writes it: the lead, or `W` or `L` and the moves left where
    /// they are counted (`W3`, `L0`, `W`).
    pub(crate) fn cell(self) -> String {
        let counted = |moves: Option<usize>| moves.map_or(String::new(), |m| m.to_string());
        match self {
            Worth::Lead(lead) => lead.to_string(),
            Worth::Win(moves) => format!("W{}", counted(moves)),
            Worth::Lose(moves) => format!("L{}", counted(moves)),
            Worth::Draw => "D".to_string(),
        }
    }

    /// The worth in words, for its owner. Score games give the final (owner - other)
    /// difference: the lead plus the difference `so_far` already scored.
    pub(crate) fn words(self, so_far: i64) -> String {
        match self {
            Worth::Lead(lead) => format!("ends {:+}", so_far + lead),
            Worth::Win(Some(moves)) => format!("wins in {moves}"),
            Worth::Lose(Some(moves)) => format!("loses in {moves}"),
            Worth::Win(None) => "wins".to_string(),
            Worth::Lose(None) => "loses".to_string(),
            Worth::Draw => "draws".to_string(),
        }
    }

    /// What choosing a move worth `self` where `best` was possible costs, in words; `None`
    /// when it keeps the worth.
    pub(crate) fn loss(self, best: Worth) -> Option<String> {
        match (best, self) {
            _ if best == self => None,
            (Worth::Lead(best), Worth::Lead(chosen)) => Some(format!("loses {}", best - chosen)),
            (Worth::Win(_), Worth::Lose(_)) => Some("turns a win into a loss".to_string()),
            (Worth::Win(_), Worth::Draw) => Some("turns a win into a draw".to_string()),
            (Worth::Draw, Worth::Lose(_)) => Some("turns a draw into a loss".to_string()),
            (Worth::Win(_), Worth::Lead(_)) => {
                Some("throws away an outright win: the points decide instead".to_string())
            }
            (Worth::Lead(_), Worth::Lose(_)) => {
                Some("lets the other player win outright".to_string())
            }
            (Worth::Win(Some(best)), Worth::Win(Some(chosen))) => Some(format!(
                "still wins, but in {chosen} moves instead of {best}"
            )),
            (Worth::Lose(Some(best)), Worth::Lose(Some(chosen))) => Some(format!(
                "still loses, but in {chosen} moves instead of {best}"
            )),
            _ => None,
        }
    }

    /// The JSON of the worth, as `play --json` writes a `value`: the final (owner - other)
    /// difference in score games, else `{"wins": bool, "moves": n or null}`, with the Grundy
    /// number the move leaves where the problem counts in them.
    pub(crate) fn json(self, so_far: i64, grundy: Option<u32>) -> serde_json::Value {
        match self {
            Worth::Lead(lead) => serde_json::json!(so_far + lead),
            Worth::Win(moves) | Worth::Lose(moves) => {
                let mut value = serde_json::json!({
                    "wins": matches!(self, Worth::Win(_)),
                    "moves": moves,
                });
                if let Some(grundy) = grundy {
                    value["grundy"] = serde_json::json!(grundy);
                }
                value
            }
            Worth::Draw => serde_json::json!({ "wins": null, "draw": true }),
        }
    }

    /// How a move worth `self` compares with `best`, the worth of its position, when
    /// `so_far` is already scored.
    pub(crate) fn mark(self, best: Worth, so_far: i64) -> Mark {
        match (best, self) {
            _ if best == self => Mark::Best,
            (Worth::Lead(best), Worth::Lead(chosen))
                if (so_far + best).signum() == (so_far + chosen).signum() =>
            {
                Mark::Inaccuracy
            }
            (Worth::Win(_), Worth::Win(_)) | (Worth::Lose(_), Worth::Lose(_)) => Mark::Inaccuracy,
            _ => Mark::Mistake,
        }
    }
}

/// How a move compares with the best one at its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mark {
    /// Keeps the position's worth.
    Best,
    /// Loses worth but keeps the outcome: fewer points, or a slower win, or a quicker loss.
    Inaccuracy,
    /// Changes the outcome: turns a win into a loss or a draw (or a draw into a loss).
    Mistake,
}

impl Mark {
    /// As a review writes it.
    pub(crate) fn word(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "MISTAKE",
        }
    }
}

/// The points scored so far as (mover's - other's); nothing in win/lose games.
pub(crate) fn so_far(kind: Kind, points: [i64; 2], mover: usize) -> i64 {
    match kind {
        Kind::Score => points[mover] - points[1 - mover],
        Kind::WinLose => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worths_are_ranked_and_worded_for_their_owner() {
        assert!(Worth::Win(Some(1)).rank() > Worth::Win(Some(3)).rank());
        assert!(Worth::Win(Some(9)).rank() > Worth::Lose(Some(1)).rank());
        assert!(Worth::Lose(Some(5)).rank() > Worth::Lose(Some(2)).rank());
        assert!(Worth::Lead(2).rank() > Worth::Lead(-1).rank());
        assert_eq!(Worth::of_move(3, Worth::Lead(1), true), Worth::Lead(2));
        assert_eq!(
            Worth::of_move(0, Worth::Lose(Some(0)), true),
            Worth::Win(Some(1))
        );
        assert_eq!(Worth::of_move(0, Worth::Win(None), true), Worth::Lose(None));
        // A move after which the same player moves again keeps the worth on the same side.
        assert_eq!(Worth::of_move(3, Worth::Lead(1), false), Worth::Lead(4));
        assert_eq!(
            Worth::of_move(0, Worth::Win(Some(2)), false),
            Worth::Win(Some(3))
        );
        // In a score game a win at once outranks every lead, a loss at once ranks below.
        assert!(Worth::Win(None).rank() > Worth::Lead(i64::MAX - 1).rank());
        assert!(Worth::Lose(None).rank() < Worth::Lead(i64::MIN + 1).rank());
        assert_eq!(
            Worth::Lead(5).loss(Worth::Win(None)).unwrap(),
            "throws away an outright win: the points decide instead"
        );
        assert_eq!(Worth::Lead(-2).words(5), "ends +3");
        assert_eq!(Worth::Win(Some(3)).words(0), "wins in 3");
        assert_eq!(Worth::Lose(None).words(0), "loses");
        assert_eq!(Worth::Lead(-1).loss(Worth::Lead(3)).unwrap(), "loses 4");
        assert_eq!(Worth::Lead(3).loss(Worth::Lead(3)), None);
        assert_eq!(
            Worth::Lose(Some(2)).loss(Worth::Win(Some(1))).unwrap(),
            "turns a win into a loss"
        );
        assert_eq!(
            Worth::Win(Some(3)).loss(Worth::Win(Some(1))).unwrap(),
            "still wins, but in 3 moves instead of 1"
        );
        assert_eq!(
            Worth::Lose(Some(2)).loss(Worth::Lose(Some(4))).unwrap(),
            "still loses, but in 2 moves instead of 4"
        );
        assert_eq!(Worth::Lead(2).json(-1, None), serde_json::json!(1));
        assert_eq!(
            Worth::Lose(Some(2)).json(0, Some(0)).to_string(),
            r#"{"grundy":0,"moves":2,"wins":false}"#
        );
        assert_eq!(so_far(Kind::Score, [5, 2], 1), -3);
        assert_eq!(so_far(Kind::WinLose, [5, 2], 1), 0);
        assert_eq!(Worth::Win(Some(2)).with_moves(None), Worth::Win(None));
        assert_eq!(Worth::Lead(2).wins(), None);
        assert_eq!(Worth::Lose(None).wins(), Some(false));
        assert_eq!(Worth::Win(Some(3)).cell(), "W3");
        assert_eq!(Worth::Lose(None).cell(), "L");
        assert_eq!(Worth::Lead(-2).cell(), "-2");
    }

    #[test]
    fn marks_weigh_the_loss_against_the_outcome() {
        let mark = |best: Worth, chosen: Worth, so_far| chosen.mark(best, so_far);
        assert_eq!(mark(Worth::Lead(2), Worth::Lead(2), 0), Mark::Best);
        assert_eq!(mark(Worth::Lead(3), Worth::Lead(1), 0), Mark::Inaccuracy);
        assert_eq!(mark(Worth::Lead(1), Worth::Lead(-1), 0), Mark::Mistake);
        assert_eq!(mark(Worth::Lead(1), Worth::Lead(-1), 5), Mark::Inaccuracy);
        assert_eq!(mark(Worth::Lead(1), Worth::Lead(0), 0), Mark::Mistake);
        assert_eq!(
            mark(Worth::Win(Some(1)), Worth::Win(Some(3)), 0),
            Mark::Inaccuracy
        );
        assert_eq!(
            mark(Worth::Win(Some(1)), Worth::Lose(Some(2)), 0),
            Mark::Mistake
        );
        assert_eq!(
            mark(Worth::Lose(Some(4)), Worth::Lose(Some(2)), 0),
            Mark::Inaccuracy
        );
        assert_eq!(
            [Mark::Best, Mark::Inaccuracy, Mark::Mistake].map(Mark::word),
            ["best", "inaccuracy", "MISTAKE"]
        );
    }
}
