//! `coach review`: a line of play the user wrote, replayed through the rules, each move
//! marked against the best one its position's analysis gives.

use crate::analysis::Analyst;
use crate::notation::{count, encode, quote};
use crate::problem::{Outcome, Problem, Rules, Show, Solve, replay};
use crate::worth::{Kind, Mark, Worth, so_far};
use std::fmt::Write as _;

/// One reviewed move.
pub struct Reviewed<P: Rules> {
    pub mv: P::Move,
    pub mover: usize,
    /// The position it was made in.
    pub before: P::Position,
    /// The points scored before it.
    pub points: [i64; 2],
    /// The move's worth to its mover.
    pub worth: Worth,
    /// Its position's worth: the best move's.
    pub best: Worth,
    pub best_move: P::Move,
    /// Where the best move leads.
    pub best_after: P::Position,
    pub mark: Mark,
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

/// Reads a line as the user types it: moves as text writes them or as `--json` encodes them
/// (`R`, `a`, `pass`, `[1, 3)` or `[1,3]`), separated by commas or spaces, each checked
/// against the legal moves of its position; letter case is ignored. Errs with one line when
/// the line is empty, a move is empty, or a move is not legal.
pub fn parse_line<P: Show>(game: &P::Game, text: &str) -> Result<Vec<P::Move>, String> {
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
                P::PLAYERS[P::mover(&position)],
                names::<P>(&legal)
            ));
        };
        position = P::apply(game, &position, &mv).0;
        line.push(mv);
    }
    Ok(line)
}

/// The legal move a user's word names: its name as text writes it or its JSON encoding, in
/// any letter case, white space aside.
pub fn find_move<P: Show>(legal: &[P::Move], word: &str) -> Option<P::Move> {
    let bare = |text: &str| -> String { text.chars().filter(|c| !c.is_whitespace()).collect() };
    let word = bare(word);
    legal
        .iter()
        .find(|mv| {
            bare(&P::name(mv)).eq_ignore_ascii_case(&word)
                || encode(*mv).eq_ignore_ascii_case(&word)
        })
        .cloned()
}

/// The legal moves' names, `R, D`.
pub fn names<P: Show>(legal: &[P::Move]) -> String {
    legal.iter().map(P::name).collect::<Vec<_>>().join(", ")
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

/// Marks every move of a legal `line` against the best one at its position.
pub fn review<P: Solve>(analyst: &mut Analyst<'_, P>, line: &[P::Move]) -> Review<P> {
    let game = analyst.game();
    let mut position = P::start(game);
    let mut points = [0, 0];
    let mut moves = Vec::with_capacity(line.len());
    for mv in line {
        let analysis = analyst.at(&position);
        let best = analysis.best().expect("a legal move was played");
        let chosen = analysis.of(mv).expect("a legal move");
        let so_far = so_far(P::KIND, points, analysis.mover);
        moves.push(Reviewed {
            mv: mv.clone(),
            mover: analysis.mover,
            before: position,
            points,
            worth: chosen.worth,
            best: analysis.worth,
            best_move: best.mv.clone(),
            best_after: best.after.clone(),
            mark: chosen.worth.mark(analysis.worth, so_far),
        });
        points = [points[0] + chosen.gained[0], points[1] + chosen.gained[1]];
        position = chosen.after.clone();
    }
    Review {
        moves,
        end: position,
        points,
    }
}

/// The review in words: every move and its mark, the first move that loses worth with the
/// best move there and the optimal continuation, and the result reached against the best.
pub fn text<P: Solve + Show>(analyst: &mut Analyst<'_, P>, review: &Review<P>) -> String {
    let game = analyst.game();
    let mut out = String::new();
    let name_width = P::PLAYERS.iter().map(|name| name.len()).max().unwrap_or(0);
    let move_width = review
        .moves
        .iter()
        .map(|reviewed| P::name(&reviewed.mv).len())
        .max()
        .unwrap_or(0);
    for (k, reviewed) in review.moves.iter().enumerate() {
        let so_far = so_far(P::KIND, reviewed.points, reviewed.mover);
        let verdict = match reviewed.mark {
            Mark::Best => format!("best, {}", reviewed.worth.words(so_far)),
            mark => format!(
                "{}: {}; best was {} ({})",
                mark.word(),
                reviewed.worth.loss(reviewed.best).unwrap_or_default(),
                P::name(&reviewed.best_move),
                reviewed.best.words(so_far)
            ),
        };
        writeln!(
            out,
            "{:>3}. {:<name_width$}  {:<move_width$}  {}  [{verdict}]",
            k + 1,
            P::PLAYERS[reviewed.mover],
            P::name(&reviewed.mv),
            P::show_move(game, &reviewed.before, &reviewed.mv),
        )
        .unwrap();
    }
    match review.first_loss() {
        None => writeln!(out, "Every move keeps the worth of its position.").unwrap(),
        Some(k) => {
            let reviewed = &review.moves[k];
            let continuation = analyst.best_line(reviewed.best_after.clone());
            writeln!(
                out,
                "The first move that loses worth is move {}, {}'s {}: it {}.\nBest there: {}, \
                 then optimal play: {}",
                k + 1,
                P::PLAYERS[reviewed.mover],
                P::name(&reviewed.mv),
                reviewed.worth.loss(reviewed.best).unwrap_or_default(),
                P::name(&reviewed.best_move),
                shown_line::<P>(&continuation)
            )
            .unwrap();
        }
    }
    let optimal = analyst.best_line(P::start(game));
    let optimal_end = replay::<P>(game, &optimal).expect("optimal play follows the rules");
    if P::moves(game, &review.end).is_empty() {
        writeln!(
            out,
            "The line ends in: {}.",
            outcome::<P>(review.points, review.moves.len())
        )
        .unwrap();
    } else {
        let rest = analyst.line(review.end.clone(), |_| false);
        let mut points = review.points;
        let mut position = review.end.clone();
        for mv in &rest.moves {
            let (after, gained) = P::apply(game, &position, mv);
            points = [points[0] + gained[0], points[1] + gained[1]];
            position = after;
        }
        writeln!(
            out,
            "The line stops after move {}, before the game is over; optimal play from there: \
             {}, ending in: {}.",
            review.moves.len(),
            shown_line::<P>(&rest.moves),
            outcome::<P>(points, review.moves.len() + rest.moves.len())
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
    let result = P::result(&[Outcome { points, moves }]);
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
            count(moves, "move"),
            P::PLAYERS[moves % 2]
        ),
    }
}

/// A line as the user would type it, cut after 60 moves.
pub fn shown_line<P: Show>(line: &[P::Move]) -> String {
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
