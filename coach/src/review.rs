//! `coach review`: a line of play the user wrote, replayed through the rules, each move
//! marked against the best one the submission's table gives.

use crate::problem::{Kind, Problem, Rules, Show, Solve, Worth, best_line, replay};
use crate::why::{self, Decision};
use std::fmt::Write as _;

/// How a move compares with the best one at its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Keeps the position's worth.
    Best,
    /// Loses worth but keeps the outcome: fewer points, or a slower win, or a quicker loss.
    Inaccuracy,
    /// Changes the outcome: turns a win into a loss or a draw (or a draw into a loss).
    Mistake,
}

/// One reviewed move.
pub struct Reviewed<P: Rules> {
    pub mv: P::Move,
    pub decision: Decision<P>,
    /// The move's worth to its mover.
    pub worth: Worth,
    pub mark: Mark,
    /// The points scored before it.
    pub points: [i64; 2],
    pub before: P::Position,
}

/// A whole line reviewed.
pub struct Review<P: Rules> {
    pub moves: Vec<Reviewed<P>>,
    /// Where the line stops.
    pub end: P::Position,
    pub points: [i64; 2],
}

impl<P: Rules> Review<P> {
    /// The index of the first move that loses worth.
    pub fn first_loss(&self) -> Option<usize> {
        self.moves
            .iter()
            .position(|reviewed| reviewed.mark != Mark::Best)
    }
}

/// Reads a line as the user types it: moves in `--json`'s encoding (`R`, `a`, `pass`,
/// `[1,3]`), separated by commas or spaces, each checked against the legal moves of its
/// position; letter case is ignored. Errs with one line naming the first move that is not
/// legal.
pub fn parse_line<P: Show>(game: &P::Game, text: &str) -> Result<Vec<P::Move>, String> {
    let mut position = P::start(game);
    let mut line = Vec::new();
    for (k, token) in tokens(text).into_iter().enumerate() {
        let legal = P::moves(game, &position);
        if legal.is_empty() {
            return Err(format!(
                "move {} `{token}`: the game is already over after move {k}",
                k + 1
            ));
        }
        let Some(mv) = find_move::<P>(&legal, &token) else {
            return Err(format!(
                "move {} `{token}` is not legal: {} may play {}",
                k + 1,
                P::PLAYERS[P::mover(&position)],
                names::<P>(&legal)
            ));
        };
        position = P::apply(game, &position, &mv).0;
        line.push(mv);
    }
    Ok(line)
}

/// The legal move a user's word names: its encoding, in any letter case.
pub fn find_move<P: Rules>(legal: &[P::Move], word: &str) -> Option<P::Move> {
    let word: String = word.chars().filter(|c| !c.is_whitespace()).collect();
    legal
        .iter()
        .find(|mv| why::encode(*mv).eq_ignore_ascii_case(&word))
        .cloned()
}

/// The legal moves' encodings, `R, D`.
pub fn names<P: Rules>(legal: &[P::Move]) -> String {
    legal.iter().map(why::encode).collect::<Vec<_>>().join(", ")
}

/// The moves of a line: split at commas and white space outside brackets.
fn tokens(text: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut token = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && (c == ',' || c.is_whitespace()) {
            if !token.is_empty() {
                tokens.push(std::mem::take(&mut token));
            }
        } else {
            token.push(c);
        }
    }
    if !token.is_empty() {
        tokens.push(token);
    }
    tokens
}

/// Marks every move of a legal `line` against the best one at its position, the worths
/// read off `values`, the game's table.
pub fn review<P: Solve>(game: &P::Game, values: &mut P::Values<'_>, line: &[P::Move]) -> Review<P> {
    let mut position = P::start(game);
    let mut points = [0, 0];
    let mut moves = Vec::with_capacity(line.len());
    for mv in line {
        let decision = why::decide::<P>(game, values, &position);
        let worth = decision.of(mv).expect("a legal move").worth;
        let so_far = why::so_far(P::KIND, points, decision.mover);
        let mark = mark(decision.worth, worth, so_far);
        let (after, gained) = P::apply(game, &position, mv);
        moves.push(Reviewed {
            mv: mv.clone(),
            decision,
            worth,
            mark,
            points,
            before: position,
        });
        points = [points[0] + gained[0], points[1] + gained[1]];
        position = after;
    }
    Review {
        moves,
        end: position,
        points,
    }
}

/// A move worth `chosen` where `best` was possible, with `so_far` already scored.
fn mark(best: Worth, chosen: Worth, so_far: i64) -> Mark {
    match (best, chosen) {
        _ if best == chosen => Mark::Best,
        (Worth::Lead(best), Worth::Lead(chosen))
            if (so_far + best).signum() == (so_far + chosen).signum() =>
        {
            Mark::Inaccuracy
        }
        (Worth::Win(_), Worth::Win(_)) | (Worth::Lose(_), Worth::Lose(_)) => Mark::Inaccuracy,
        _ => Mark::Mistake,
    }
}

/// The review in words: every move and its mark, the first move that loses worth with the
/// best move there and the optimal continuation, and the result reached against the best.
pub fn text<P: Solve + Show>(
    game: &P::Game,
    values: &mut P::Values<'_>,
    review: &Review<P>,
) -> String {
    let mut out = String::new();
    let name_width = P::PLAYERS.iter().map(|name| name.len()).max().unwrap_or(0);
    let move_width = review
        .moves
        .iter()
        .map(|reviewed| why::encode(&reviewed.mv).len())
        .max()
        .unwrap_or(0);
    for (k, reviewed) in review.moves.iter().enumerate() {
        let so_far = why::so_far(P::KIND, reviewed.points, reviewed.decision.mover);
        let verdict = match reviewed.mark {
            Mark::Best => format!("best, {}", why::words(reviewed.worth, so_far)),
            mark => {
                let best = &reviewed.decision.alternatives[0];
                format!(
                    "{}: {}; best was {} ({})",
                    if mark == Mark::Mistake {
                        "MISTAKE"
                    } else {
                        "inaccuracy"
                    },
                    why::loss(reviewed.decision.worth, reviewed.worth).unwrap_or_default(),
                    why::encode(&best.mv),
                    why::words(best.worth, so_far)
                )
            }
        };
        writeln!(
            out,
            "{:>3}. {:<name_width$}  {:<move_width$}  {}  [{verdict}]",
            k + 1,
            P::PLAYERS[reviewed.decision.mover],
            why::encode(&reviewed.mv),
            P::show_move(game, &reviewed.before, &reviewed.mv),
        )
        .unwrap();
    }
    match review.first_loss() {
        None => writeln!(out, "Every move keeps the worth of its position.").unwrap(),
        Some(k) => {
            let reviewed = &review.moves[k];
            let best = &reviewed.decision.alternatives[0];
            let continuation = best_line::<P>(game, values, best.after.clone());
            writeln!(
                out,
                "The first move that loses worth is move {}, {}'s {}: it {}.\nBest there: {}, \
                 then optimal play: {}",
                k + 1,
                P::PLAYERS[reviewed.decision.mover],
                why::encode(&reviewed.mv),
                why::loss(reviewed.decision.worth, reviewed.worth).unwrap_or_default(),
                why::encode(&best.mv),
                shown_line::<P>(&continuation)
            )
            .unwrap();
        }
    }
    let start = P::start(game);
    let optimal = best_line::<P>(game, values, start);
    let optimal_end = replay::<P>(game, &optimal).expect("optimal play follows the rules");
    let stops_early = !P::moves(game, &review.end).is_empty();
    if stops_early {
        let rest = best_line::<P>(game, values, review.end.clone());
        let mut whole: Vec<P::Move> = review.moves.iter().map(|m| m.mv.clone()).collect();
        whole.extend(rest.iter().cloned());
        let ending = replay::<P>(game, &whole).expect("optimal play follows the rules");
        writeln!(
            out,
            "The line stops after move {}, before the game is over; optimal play from there: \
             {}, ending in: {}.",
            review.moves.len(),
            shown_line::<P>(&rest),
            outcome::<P>(ending.outcome.points, whole.len())
        )
        .unwrap();
    } else {
        writeln!(
            out,
            "The line ends in: {}.",
            outcome::<P>(review.points, review.moves.len())
        )
        .unwrap();
    }
    writeln!(
        out,
        "Optimal play from the start ends in: {}.",
        outcome::<P>(optimal_end.outcome.points, optimal.len())
    )
    .unwrap();
    out
}

/// A game's end in words: the points and the printed result, or who cannot move.
fn outcome<P: Problem>(points: [i64; 2], moves: usize) -> String {
    let result = P::result(&[crate::problem::Outcome { points, moves }]);
    match P::KIND {
        Kind::Score => format!(
            "{} {}, {} {} (in the answer's form: {result})",
            P::PLAYERS[0],
            points[0],
            P::PLAYERS[1],
            points[1]
        ),
        Kind::WinLose => format!(
            "{result} wins after {} ({} cannot move)",
            crate::stress::report::count(moves, "move"),
            P::PLAYERS[moves % 2]
        ),
    }
}

/// A line as the user would type it, cut after 60 moves.
pub fn shown_line<P: Rules>(line: &[P::Move]) -> String {
    if line.is_empty() {
        return "(no move: the game is over)".to_string();
    }
    let mut shown: Vec<String> = line.iter().take(60).map(why::encode).collect();
    if line.len() > 60 {
        shown.push(format!("... ({} moves in all)", line.len()));
    }
    shown.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_shown_as_typed_and_cut_after_60_moves() {
        use crate::problems::tdpcb::Pile;
        type Tdpcb = crate::problems::Tdpcb;
        assert_eq!(shown_line::<Tdpcb>(&[Pile::A, Pile::B]), "a,b");
        assert_eq!(shown_line::<Tdpcb>(&[]), "(no move: the game is over)");
        let sixty = shown_line::<Tdpcb>(&[Pile::A; 60]);
        assert_eq!(sixty, vec!["a"; 60].join(","));
        let more = shown_line::<Tdpcb>(&[Pile::B; 61]);
        assert!(more.ends_with(&format!(
            "{},... (61 moves in all)",
            vec!["b"; 60].join(",")
        )));
    }

    #[test]
    fn lines_split_at_commas_and_spaces_outside_brackets() {
        assert_eq!(tokens("R, D  DR,,a"), ["R", "D", "DR", "a"]);
        assert_eq!(tokens("[1,3],[2, 4] [5,6]"), ["[1,3]", "[2, 4]", "[5,6]"]);
        assert!(tokens(" ,").is_empty());
    }

    #[test]
    fn marks_weigh_the_loss_against_the_outcome() {
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
    }
}
