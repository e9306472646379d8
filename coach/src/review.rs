//! `coach review`: a line of play the user wrote, replayed through the rules, each move
//! marked against the best one its position's analysis gives.

use crate::analysis::Analyst;
use crate::exit::Exit;
use crate::menu::{find_move, names};
use crate::notation::{count, quote};
use crate::output;
use crate::problem::{GameEnd, Problem, Rules, Show, Solve, Teach, replay};
use crate::worth::{Kind, Mark, Worth, so_far};
use std::fmt::Write as _;

/// One reviewed move.
pub(crate) struct Reviewed<P: Rules> {
    pub(crate) mv: P::Move,
    pub(crate) mover: usize,
    /// The position it was made in.
    pub(crate) before: P::Position,
    /// Its mark against the best move there, in words: `best, wins in 3`, or what the move
    /// cost and the best one (`mistake: loses 2; best was D (ends +1)`).
    pub(crate) verdict: String,
}

/// The first move of a line that loses worth, and what optimal play did instead.
pub(crate) struct Loss<P: Rules> {
    /// The move's index in the line.
    pub(crate) index: usize,
    /// What it cost, in words: `loses 2`, `turns a win into a loss`.
    pub(crate) cost: String,
    /// The best move there.
    pub(crate) best: P::Move,
    /// Optimal play after the best move, to the end.
    pub(crate) continuation: Vec<P::Move>,
}

/// Moves played to the end of the game, and how it ends.
pub(crate) struct Ending<P: Rules> {
    pub(crate) moves: Vec<P::Move>,
    pub(crate) outcome: GameEnd,
}

/// A whole line reviewed.
pub(crate) struct Review<P: Rules> {
    pub(crate) moves: Vec<Reviewed<P>>,
    pub(crate) first_loss: Option<Loss<P>>,
    /// Optimal play from where the line stops (no move where it ends the game), and the
    /// points of the line and that play together.
    pub(crate) rest: Ending<P>,
    /// Optimal play from the start.
    pub(crate) optimal: Ending<P>,
}

/// `coach review`: a line of moves, reviewed on a test case of an input.
pub(crate) struct ReviewLine<'a> {
    /// The line as the user typed it (`@FILE` already read).
    pub(crate) line: String,
    /// The test case, from 1.
    pub(crate) case: usize,
    pub(crate) out: &'a mut dyn std::io::Write,
}

impl Teach for ReviewLine<'_> {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit> {
        let game = crate::problem::game_of::<P>(input, self.case)?;
        let line = parse_line::<P>(game, &self.line).map_err(|message| {
            crate::exit::say(format_args!("coach: --line: {message}"));
            Exit::Failure
        })?;
        let mut analyst = Analyst::<P>::new(game);
        let reviewed = review(&mut analyst, &line);
        output::write(self.out, &text(game, &reviewed))?;
        Ok(match reviewed.first_loss {
            None => Exit::Success,
            Some(_) => Exit::Wrong,
        })
    }
}

/// Reads a line as the user types it: moves as text writes them or as `--json` encodes them
/// (`R`, `a`, `pass`, `[1, 3)` or `[1,3]`), separated by commas or spaces, each checked
/// against the legal moves of its position; letter case is ignored. Errs with one line when
/// the line is empty, a move is empty, or a move is not legal.
pub(crate) fn parse_line<P: Show>(game: &P::Game, text: &str) -> Result<Vec<P::Move>, String> {
    let mut position = P::start(game);
    let mut line = Vec::new();
    for (k, token) in tokens(text)?.into_iter().enumerate() {
        let legal = P::moves(game, &position);
        if legal.is_empty() {
            return Err(format!(
                "move {} `{}`: the game is already over after move {k}",
                k + 1,
                quote(&token)
            ));
        }
        let Some(mv) = find_move::<P>(&legal, &token) else {
            return Err(format!(
                "move {} `{}` is not legal: {} may play {}",
                k + 1,
                quote(&token),
                P::players(game)[P::mover(&position)],
                names::<P>(&legal)
            ));
        };
        position = P::apply(game, &position, &mv).0;
        line.push(mv);
    }
    Ok(line)
}

/// The moves of a line: split at commas and white space outside brackets. A line with no
/// move, or an empty move between two commas, is refused.
fn tokens(text: &str) -> Result<Vec<String>, String> {
    let mut tokens = Vec::new();
    let mut token = String::new();
    let mut depth = 0usize;
    // A move is due: at the start, and after a comma.
    let mut due = true;
    let empty = |k: usize| Err(format!("move {k} is empty: give a move between two commas"));
    for c in text.chars() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if depth == 0 && (c == ',' || c.is_whitespace()) {
            if !token.is_empty() {
                tokens.push(std::mem::take(&mut token));
                due = false;
            }
            if c == ',' {
                if due {
                    return empty(tokens.len() + 1);
                }
                due = true;
            }
        } else {
            token.push(c);
        }
    }
    if !token.is_empty() {
        tokens.push(token);
    } else if due && !tokens.is_empty() {
        return empty(tokens.len() + 1);
    }
    if tokens.is_empty() {
        return Err("no move given: write moves separated by commas or spaces".to_string());
    }
    Ok(tokens)
}

/// Marks every move of a legal `line` against the best one at its position. The analyses and
/// the optimal lines come first; then each move's worth is put in words beside the best one's.
pub(crate) fn review<P: Solve + Show>(analyst: &mut Analyst<'_, P>, line: &[P::Move]) -> Review<P> {
    let game = analyst.game();
    let mut position = P::start(game);
    let mut points = [0, 0];
    let mut played = Vec::with_capacity(line.len());
    for mv in line {
        let analysis = analyst.at(&position);
        let best = analysis.best().expect("a legal move was played");
        let chosen = analysis.of(mv).expect("a legal move");
        played.push(ReviewedMove::<P> {
            mv: mv.clone(),
            mover: analysis.mover,
            before: position,
            points,
            worth: chosen.worth,
            best: analysis.worth,
            best_move: best.mv.clone(),
            best_after: best.after.clone(),
        });
        points = [points[0] + chosen.gained[0], points[1] + chosen.gained[1]];
        position = chosen.after.clone();
    }
    // A move loses worth where it is worth less than its position: its mark is not best.
    let lost = played.iter().position(|step| step.worth != step.best);
    let continuation = lost.map(|k| analyst.best_line(played[k].best_after.clone()));
    // A line that came back to a position it passed ends there, as a replayed line does
    // (a duel ends so): a draw, or an endless score game.
    let came_back = played.iter().any(|step| step.before == position);
    let rest = if came_back {
        Vec::new()
    } else {
        analyst.best_line(position.clone())
    };
    let optimal = analyst.best_line(P::start(game));
    // The line and optimal play after it end as the rules say: over, or back at a position
    // it passed.
    let rest_outcome = replay::<P>(game, &[line, &rest].concat())
        .expect("the line and optimal play after it follow the rules")
        .outcome;
    let optimal_outcome = replay::<P>(game, &optimal)
        .expect("optimal play follows the rules")
        .outcome;
    let first_loss = lost.zip(continuation).map(|(index, continuation)| Loss {
        index,
        cost: played[index]
            .worth
            .loss(played[index].best)
            .unwrap_or_default(),
        best: played[index].best_move.clone(),
        continuation,
    });
    let mut moves = Vec::with_capacity(line.len());
    for step in played {
        let so_far = so_far(P::KIND, step.points, step.mover);
        let mark = step.worth.mark(step.best, so_far);
        let verdict = match mark {
            Mark::Best => format!("best, {}", step.worth.words(so_far)),
            mark => format!(
                "{}: {}; best was {} ({})",
                mark.word(),
                step.worth.loss(step.best).unwrap_or_default(),
                P::name(&step.best_move),
                step.best.words(so_far)
            ),
        };
        moves.push(Reviewed {
            mv: step.mv,
            mover: step.mover,
            before: step.before,
            verdict,
        });
    }
    Review {
        moves,
        first_loss,
        rest: Ending {
            moves: rest,
            outcome: rest_outcome,
        },
        optimal: Ending {
            moves: optimal,
            outcome: optimal_outcome,
        },
    }
}

/// A move of the line, as its position's analysis sees it.
struct ReviewedMove<P: Solve> {
    mv: P::Move,
    mover: usize,
    /// The position it was made in.
    before: P::Position,
    /// The points scored before it.
    points: [i64; 2],
    /// Its worth to its mover.
    worth: Worth,
    /// Its position's worth: the best move's.
    best: Worth,
    best_move: P::Move,
    /// Where the best move leads.
    best_after: P::Position,
}

/// The review in words: every move and its mark, the first move that loses worth with the
/// best move there and the optimal continuation, and the result reached against the best.
pub(crate) fn text<P: Problem + Show>(game: &P::Game, review: &Review<P>) -> String {
    let mut out = String::new();
    let players = P::players(game);
    let name_width = players.iter().map(|name| name.len()).max().unwrap_or(0);
    let move_width = review
        .moves
        .iter()
        .map(|reviewed| P::name(&reviewed.mv).len())
        .max()
        .unwrap_or(0);
    for (k, reviewed) in review.moves.iter().enumerate() {
        writeln!(
            out,
            "{:>3}. {:<name_width$}  {:<move_width$}  {}  [{}]",
            k + 1,
            players[reviewed.mover],
            P::name(&reviewed.mv),
            P::show_move(game, &reviewed.before, &reviewed.mv),
            reviewed.verdict
        )
        .unwrap();
    }
    match &review.first_loss {
        None => writeln!(out, "Every move keeps the worth of its position.").unwrap(),
        Some(loss) => {
            let reviewed = &review.moves[loss.index];
            writeln!(
                out,
                "The first move that loses worth is move {}, {}'s {}: it {}.\nBest there: {}, \
                 then optimal play: {}",
                loss.index + 1,
                players[reviewed.mover],
                P::name(&reviewed.mv),
                loss.cost,
                P::name(&loss.best),
                shown_line::<P>(&loss.continuation)
            )
            .unwrap();
        }
    }
    let played = review.moves.len();
    let rest = &review.rest;
    if rest.moves.is_empty() {
        let ending = outcome::<P>(game, &rest.outcome);
        writeln!(out, "The line ends in: {ending}.").unwrap();
    } else {
        writeln!(
            out,
            "The line stops after move {played}, before the game is over; optimal play from \
             there: {}, ending in: {}.",
            shown_line::<P>(&rest.moves),
            outcome::<P>(game, &rest.outcome)
        )
        .unwrap();
    }
    let optimal = &review.optimal;
    writeln!(
        out,
        "Optimal play from the start ends in: {}.",
        outcome::<P>(game, &optimal.outcome)
    )
    .unwrap();
    out
}

/// A game's end in words: the points and the printed result, or who won and how.
fn outcome<P: Problem>(game: &P::Game, outcome: &GameEnd) -> String {
    let result = P::result(game, outcome);
    let players = P::players(game);
    let points = outcome.points;
    let moves = count(outcome.moves, "move");
    match (P::KIND, outcome.winner) {
        (Kind::Score, Some(winner)) => format!(
            "{} wins at once after {moves}, whatever the points ({} {}, {} {}) (in the \
             answer's form: {result})",
            players[winner], players[0], points[0], players[1], points[1]
        ),
        (Kind::Score, None) if outcome.drawn => format!(
            "{} {}, {} {}, and then {} (in the answer's form: {result})",
            players[0],
            points[0],
            players[1],
            points[1],
            crate::problem::endless_words(P::endless(game).unwrap_or(0), players[0])
        ),
        (Kind::Score, None) => format!(
            "{} {}, {} {} (in the answer's form: {result})",
            players[0], points[0], players[1], points[1]
        ),
        (Kind::WinLose, None) => format!(
            "a draw after {moves} ({}) (in the answer's form: {result})",
            crate::problem::DRAWN
        ),
        (Kind::WinLose, Some(winner)) => {
            let how = if outcome.at_once {
                "the game ends there with a win".to_string()
            } else if P::misere(game) {
                format!("{} cannot move: misère play", players[winner])
            } else {
                format!("{} cannot move", players[1 - winner])
            };
            let winner = players[winner];
            let ending = format!("{winner} wins after {moves} ({how})");
            // A rules file's answer() may name the winner its own way (`Bob`, `Yes`).
            if result == winner {
                ending
            } else {
                format!("{ending} (in the answer's form: {result})")
            }
        }
    }
}

/// A line as the user would type it, cut after 60 moves.
pub(crate) fn shown_line<P: Show>(line: &[P::Move]) -> String {
    if line.is_empty() {
        return "(no move: the game is over)".to_string();
    }
    let mut shown: Vec<String> = line.iter().take(60).map(P::name).collect();
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
        assert_eq!(tokens("R, D  DR ,a").unwrap(), ["R", "D", "DR", "a"]);
        assert_eq!(
            tokens("[1,3],[2, 4) [5,6]").unwrap(),
            ["[1,3]", "[2, 4)", "[5,6]"]
        );
        assert_eq!(
            tokens("").unwrap_err(),
            "no move given: write moves separated by commas or spaces"
        );
        assert!(tokens(" \n ").is_err());
        let empty = |k: usize| format!("move {k} is empty: give a move between two commas");
        assert_eq!(tokens(",").unwrap_err(), empty(1));
        assert_eq!(tokens("a,,b").unwrap_err(), empty(2));
        assert_eq!(tokens("a, ,b").unwrap_err(), empty(2));
        assert_eq!(tokens("a,").unwrap_err(), empty(2));
        assert_eq!(tokens(",a").unwrap_err(), empty(1));
    }
}
