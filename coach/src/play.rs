//! `coach play`: every game of an input played out optimally, replayed through the rules, and
//! shown move by move or as JSON.

use crate::problem::{Games, Kind, Replay, Rules, Show, Solve, replay};
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

/// The games move by move: who moves, the move, the position and the points after it; then
/// the result. With `table`, each game's table comes first.
pub fn text<P: Solve + Show>(played: &Played<P>, table: bool) -> String {
    let mut out = format!("{}: {}\n", P::NAME, rules_of_play::<P>());
    let games = played.input.games();
    for (k, (game, replay)) in games.iter().zip(&played.replays).enumerate() {
        if games.len() > 1 {
            write!(out, "\nTest case {}:", k + 1).unwrap();
        }
        out.push('\n');
        if table {
            match P::table(game) {
                Some(drawing) => writeln!(out, "{drawing}").unwrap(),
                None => writeln!(out, "(the table is too large to draw)\n").unwrap(),
            }
        }
        let line = &played.lines[k];
        if P::too_large_to_show(game) {
            out.push_str(&summary::<P>(line, replay));
        } else {
            out.push_str(&moves::<P>(game, replay));
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

fn moves<P: Show>(game: &P::Game, replay: &Replay<P>) -> String {
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

/// A game too large to show move by move: its moves as one string, and the points.
fn summary<P: Rules>(line: &[P::Move], replay: &Replay<P>) -> String {
    let moves: String = line
        .iter()
        .map(|mv| {
            serde_json::to_value(mv)
                .ok()
                .and_then(|value| value.as_str().map(str::to_string))
                .unwrap_or_else(|| format!("{mv:?}"))
        })
        .collect();
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
}

/// `{"problem": ..., "answer": ..., "games": [{"moves": [...]}]}`, one game per test case.
pub fn json<P: Solve>(played: &Played<P>) -> String {
    let json = Json {
        problem: P::NAME,
        answer: played.answer.trim(),
        games: played
            .lines
            .iter()
            .map(|moves| JsonGame { moves })
            .collect(),
    };
    serde_json::to_string(&json).expect("moves serialise")
}
