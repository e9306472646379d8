//! `coach play`: every game of an input played out optimally, replayed through the rules, and
//! shown move by move or as JSON.

use crate::problem::{Games, Kind, Replay, Rules, Show, Solve, replay};
use crate::why::{self, Decision};
use anyhow::{Result, anyhow, ensure};
use serde::Serialize;
use std::fmt::Write as _;

/// The optimal line of every game of an input, each replayed through the rules.
pub struct Played<'a, P: Solve> {
    pub input: &'a P::Input,
    pub lines: Vec<Vec<P::Move>>,
    pub replays: Vec<Replay<P>>,
    /// What the binary prints.
    pub answer: String,
}

/// Plays every game of `input` along its optimal line. Errs, naming the game, if a line breaks
/// the rules or its result is not the submission's answer: that would be a bug in coach.
pub fn play<P: Solve>(input: &P::Input) -> Result<Played<'_, P>> {
    let games = input.games();
    let lines: Vec<Vec<P::Move>> = games.iter().map(|game| P::line(game)).collect();
    let replays = games
        .iter()
        .zip(&lines)
        .enumerate()
        .map(|(k, (game, line))| {
            replay::<P>(game, line).map_err(|error| anyhow!("game {}: {error}", k + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let outcomes: Vec<_> = replays.iter().map(|replay| replay.outcome).collect();
    let answer = P::answer(input);
    let result = P::result(&outcomes);
    ensure!(
        result == answer,
        "the line of play ends in {result:?}, but the submission answers {answer:?}"
    );
    Ok(Played {
        input,
        lines,
        replays,
        answer,
    })
}

/// How `play` chooses among moves, in a sentence.
pub fn rules_of_play<P: Solve>() -> String {
    let how = match P::KIND {
        Kind::Score => "each player picks a move that keeps the optimal value",
        Kind::WinLose => "the winner always moves to a losing position",
    };
    format!("{} moves first; {how}; {}.", P::PLAYERS[0], P::TIE_BREAK)
}

/// What `play` shows besides the moves.
#[derive(Clone, Copy, Debug, Default)]
pub struct Extras {
    /// Each game's table first.
    pub table: bool,
    /// At every move, every alternative's worth and the table entry behind the choice.
    pub why: bool,
}

/// How `--why` reads, in a sentence.
pub fn reading_why<P: Rules>() -> &'static str {
    match P::KIND {
        Kind::Score => {
            "Under each move: the table entry behind it, then every legal move of the mover, \
             best first, `>` the one played, with the final (mover - other) points difference \
             it leads to under optimal play."
        }
        Kind::WinLose => {
            "Under each move: the table entry behind it, then every legal move of the mover, \
             best first, `>` the one played, with whether it wins and in how many moves (both \
             players') under optimal play."
        }
    }
}

/// The games move by move: who moves, the move, the position and the points after it; then
/// the result. With `table`, each game's table comes first; with `why`, every move lists
/// its alternatives.
pub fn text<P: Solve + Show>(played: &Played<P>, extras: Extras) -> String {
    let mut out = format!("{}: {}\n", P::NAME, rules_of_play::<P>());
    if extras.why {
        writeln!(out, "{}", reading_why::<P>()).unwrap();
    }
    let games = played.input.games();
    for (k, (game, replay)) in games.iter().zip(&played.replays).enumerate() {
        if games.len() > 1 {
            write!(out, "\nTest case {}:", k + 1).unwrap();
        }
        out.push('\n');
        if extras.table {
            match P::table(game) {
                Some(drawing) => writeln!(out, "{drawing}").unwrap(),
                None => writeln!(out, "(the table is too large to draw)\n").unwrap(),
            }
        }
        let line = &played.lines[k];
        let decisions = if extras.why {
            why::decisions::<P>(game, line)
        } else {
            Vec::new()
        };
        if P::too_large_to_show(game) {
            out.push_str(&summary::<P>(line, replay));
            if extras.why {
                out.push_str(&decisive::<P>(game, replay, &decisions));
            }
        } else {
            out.push_str(&moves::<P>(game, replay, &decisions));
            if let Some(drawing) = P::show_line(game, line) {
                writeln!(out, "\n{drawing}").unwrap();
            }
        }
        let outcome = P::result(&[replay.outcome]);
        writeln!(out, "Result: {outcome}").unwrap();
    }
    if games.len() > 1 {
        writeln!(out, "\n{} prints:\n{}", P::NAME, played.answer).unwrap();
    }
    out
}

fn moves<P: Show>(game: &P::Game, replay: &Replay<P>, decisions: &[Decision<P>]) -> String {
    let mut out = String::new();
    if let Some(start) = P::show_position(game, &P::start(game)) {
        writeln!(out, "Start:\n{}", indent(&start)).unwrap();
    }
    if replay.steps.is_empty() {
        writeln!(out, "{} cannot move.", P::PLAYERS[0]).unwrap();
    }
    let name_width = P::PLAYERS.iter().map(|name| name.len()).max().unwrap_or(0);
    for (k, step) in replay.steps.iter().enumerate() {
        write!(
            out,
            "{:>3}. {:<name_width$}  {}",
            k + 1,
            P::PLAYERS[step.mover],
            P::show_move(game, &step.before, &step.mv)
        )
        .unwrap();
        if P::KIND == Kind::Score {
            write!(out, "  ({})", points::<P>(step.points)).unwrap();
        }
        out.push('\n');
        if let Some(decision) = decisions.get(k) {
            let before = step.points_before();
            out.push_str(&indent(&alternatives::<P>(decision, &step.mv, before)));
            out.push('\n');
        }
        if let Some(position) = P::show_position(game, &step.after) {
            writeln!(out, "{}", indent(&position)).unwrap();
        }
    }
    if P::KIND == Kind::WinLose && !replay.steps.is_empty() {
        let stuck = P::mover(&replay.end);
        writeln!(out, "{} cannot move.", P::PLAYERS[stuck]).unwrap();
    }
    out
}

/// The table entry behind a decision and every alternative, best first, `>` marking
/// `played`; `points` are the points scored before it.
pub fn alternatives<P: Show>(decision: &Decision<P>, played: &P::Move, points: [i64; 2]) -> String {
    let so_far = why::so_far(P::KIND, points, decision.mover);
    let names: Vec<String> = decision
        .alternatives
        .iter()
        .map(|alternative| why::encode(&alternative.mv))
        .collect();
    let width = names.iter().map(String::len).max().unwrap_or(0);
    let mut out = format!("why: {}", decision.recurrence);
    for (alternative, name) in decision.alternatives.iter().zip(&names) {
        let mark = if alternative.mv == *played { '>' } else { ' ' };
        write!(
            out,
            "\n{mark} {name:<width$}  {}",
            why::words(alternative.worth, so_far)
        )
        .unwrap();
        if let Some(grundy) = alternative.grundy {
            write!(out, ", leaves a Grundy xor of {grundy}").unwrap();
        }
        if let Some(loss) = why::loss(decision.worth, alternative.worth) {
            write!(out, " ({loss})").unwrap();
        }
    }
    out
}

/// The moves of a long line where the choice mattered: some alternative is worth less than
/// the best. At most [`DECISIVE_SHOWN`] of them.
fn decisive<P: Show>(game: &P::Game, replay: &Replay<P>, decisions: &[Decision<P>]) -> String {
    let mattered: Vec<usize> = (0..decisions.len())
        .filter(|&k| {
            let decision = &decisions[k];
            decision
                .alternatives
                .iter()
                .any(|alternative| alternative.worth != decision.worth)
        })
        .collect();
    let mut out = format!(
        "Moves where the choice mattered: {} of {} (--json --why gives every move's \
         alternatives).\n",
        mattered.len(),
        decisions.len()
    );
    for &k in mattered.iter().take(DECISIVE_SHOWN) {
        let step = &replay.steps[k];
        writeln!(
            out,
            "{:>5}. {}  {}\n{}",
            k + 1,
            P::PLAYERS[step.mover],
            P::show_move(game, &step.before, &step.mv),
            indent(&alternatives::<P>(
                &decisions[k],
                &step.mv,
                step.points_before()
            ))
        )
        .unwrap();
    }
    if mattered.len() > DECISIVE_SHOWN {
        writeln!(
            out,
            "       ... and {} more.",
            mattered.len() - DECISIVE_SHOWN
        )
        .unwrap();
    }
    out
}

/// How many decisive moves a summarised line shows.
pub const DECISIVE_SHOWN: usize = 10;

/// A game too large to show move by move: its moves, separated, and the points.
fn summary<P: Rules>(line: &[P::Move], replay: &Replay<P>) -> String {
    let moves: String = line.iter().map(why::encode).collect::<Vec<_>>().join(" ");
    let mut out = format!(
        "Too large to draw: {} moves, {} first, alternating:\n{moves}\n",
        line.len(),
        P::PLAYERS[0]
    );
    if P::KIND == Kind::Score {
        writeln!(out, "Points: {}", points::<P>(replay.outcome.points)).unwrap();
    }
    out
}

fn points<P: Rules>(points: [i64; 2]) -> String {
    format!(
        "{} {}, {} {}",
        P::PLAYERS[0],
        points[0],
        P::PLAYERS[1],
        points[1]
    )
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("       {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[derive(Serialize)]
struct Json<'a, M: Serialize> {
    problem: &'a str,
    answer: &'a str,
    games: Vec<JsonGame<'a, M>>,
}

#[derive(Serialize)]
struct JsonGame<'a, M: Serialize> {
    moves: &'a [M],
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    why: Option<serde_json::Value>,
}

/// `{"problem": ..., "answer": ..., "games": [{"moves": [...]}]}`, one game per test case.
/// With `why`, each game also has `"steps"`: per move, the mover, the move, its value, the
/// table entry, the position after it, the points, and every alternative with its value and
/// the position it leads to. A value is the final (mover - other) difference in score
/// games, `{"wins", "moves"}` (and `"grundy"` for abc206f) in win/lose games.
pub fn json<P: Solve + Show>(played: &Played<P>, why: bool) -> String {
    let games = played.input.games();
    let json = Json {
        problem: P::NAME,
        answer: played.answer.trim(),
        games: played
            .lines
            .iter()
            .enumerate()
            .map(|(k, moves)| JsonGame {
                moves,
                why: why.then(|| {
                    let game = games[k];
                    serde_json::json!({
                        "start": P::start(game),
                        "picture": P::picture(game, moves),
                        "tables": P::tables(game),
                        "steps": steps::<P>(game, moves, &played.replays[k]),
                    })
                }),
            })
            .collect(),
    };
    serde_json::to_string(&json).expect("moves serialise")
}

fn steps<P: Solve + Show>(
    game: &P::Game,
    line: &[P::Move],
    replay: &Replay<P>,
) -> Vec<serde_json::Value> {
    let decisions = why::decisions::<P>(game, line);
    replay
        .steps
        .iter()
        .zip(decisions)
        .map(|(step, decision)| {
            let so_far = why::so_far(P::KIND, step.points_before(), decision.mover);
            let alternatives: Vec<serde_json::Value> = decision
                .alternatives
                .iter()
                .map(|alternative| {
                    serde_json::json!({
                        "move": alternative.mv,
                        "says": P::show_move(game, &step.before, &alternative.mv),
                        "value": why::json(alternative.worth, so_far, alternative.grundy),
                        "words": why::words(alternative.worth, so_far),
                        "position": alternative.after,
                    })
                })
                .collect();
            let chosen = decision.of(&step.mv).expect("the line's move is legal");
            serde_json::json!({
                "mover": P::PLAYERS[step.mover],
                "move": step.mv,
                "says": P::show_move(game, &step.before, &step.mv),
                "value": why::json(chosen.worth, so_far, chosen.grundy),
                "best": why::json(decision.worth, so_far, None),
                "recurrence": decision.recurrence,
                "position": step.after,
                "points": step.points,
                "alternatives": alternatives,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Tdpcb;
    use std::collections::HashSet;

    /// The moves where the alternatives differ in worth, counted apart from `decisive`.
    fn mattered(piles: &(Vec<i64>, Vec<i64>)) -> usize {
        let line = Tdpcb::line(piles);
        why::decisions::<Tdpcb>(piles, &line)
            .iter()
            .filter(|decision| {
                let worths: HashSet<_> = decision.alternatives.iter().map(|a| a.worth).collect();
                worths.len() > 1
            })
            .count()
    }

    #[test]
    fn a_long_line_is_summarised_with_its_moves_apart_and_the_choices_that_mattered() {
        let piles: (Vec<i64>, Vec<i64>) = ((1..=31).collect(), (1..=31).rev().collect());
        let played = play::<Tdpcb>(&piles).unwrap();
        let text = text_why(&played);
        let moves: Vec<String> = played.lines[0].iter().map(why::encode).collect();
        let [snuke, sumeke] = played.replays[0].outcome.points;
        assert!(text.contains(&format!(
            "Too large to draw: 62 moves, Snuke first, alternating:\n{}\nPoints: Snuke \
             {snuke}, Sumeke {sumeke}\n",
            moves.join(" ")
        )));
        let count = mattered(&piles);
        assert!(count > DECISIVE_SHOWN, "{count}");
        assert!(text.contains(&format!("Moves where the choice mattered: {count} of 62 ")));
        assert!(text.contains(&format!(
            "       ... and {} more.\n",
            count - DECISIVE_SHOWN
        )));
        let shown: Vec<&str> = text
            .lines()
            .filter(|line| line.trim_start().starts_with('>'))
            .collect();
        assert_eq!(shown.len(), DECISIVE_SHOWN);
        // Along an optimal line, the move played always ends in the game's final difference
        // for its mover.
        assert!(shown.iter().all(|line| {
            line.ends_with(&format!("ends {:+}", snuke - sumeke))
                || line.ends_with(&format!("ends {:+}", sumeke - snuke))
        }));
    }

    #[test]
    fn exactly_ten_choices_that_mattered_are_all_shown() {
        // Found by a search over piles of 1s and 2s: exactly 10 moves where the choice matters.
        let a = [
            2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 1, 1,
            2, 1,
        ];
        let b = [
            1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1,
            1, 2,
        ];
        let piles = (a.to_vec(), b.to_vec());
        assert_eq!(mattered(&piles), DECISIVE_SHOWN);
        let played = play::<Tdpcb>(&piles).unwrap();
        let text = text_why(&played);
        assert!(text.contains("Moves where the choice mattered: 10 of 62 "));
        assert!(!text.contains("more."), "{text}");
        // None mattered: the count says so and nothing is listed.
        let even = (vec![1; 31], vec![1; 31]);
        let played = play::<Tdpcb>(&even).unwrap();
        let text = text_why(&played);
        assert!(text.contains("Moves where the choice mattered: 0 of 62 "));
        assert!(!text.contains("why:"));
    }

    fn text_why(played: &Played<Tdpcb>) -> String {
        text(
            played,
            Extras {
                table: false,
                why: true,
            },
        )
    }
}
