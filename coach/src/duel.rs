//! `coach duel`: the user plays one side of a game against the perfect player, one line of
//! input per turn, and gets the review of their moves at the end.

use crate::problem::{Kind, Show, Solve, Worth, replay};
use crate::review::{self, find_move, names};
use crate::why::{self, Decision};
use std::fmt::Write as _;
use std::io::{self, BufRead, Write};

/// How a duel is played.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The side the user plays: 0 first, 1 second.
    pub side: usize,
    /// Show each move's worth before the user picks.
    pub hint: bool,
    /// Write each answer read after its prompt, so that a piped game reads as a transcript.
    pub echo: bool,
}

/// Plays `game`: at the user's turns, the position and the numbered legal moves are written
/// to `out` and a line is read from `input` (the move's number or its name; anything else is
/// asked again, with the reason); at the other turns coach answers with the first best move.
/// Ends with the result and the review of the whole line, or, when `input` ends first, with
/// a line that says so.
pub fn duel<P: Solve + Show>(
    game: &P::Game,
    options: Options,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut values = P::values(game);
    let mut position = P::start(game);
    let mut line = Vec::new();
    let mut points = [0, 0];
    writeln!(
        out,
        "You play {} against coach, who plays {} perfectly. Give a move's number or its name; \
         Ctrl-D ends the game.",
        P::PLAYERS[options.side],
        P::PLAYERS[1 - options.side]
    )?;
    loop {
        let decision = why::decide::<P>(game, &mut values, &position);
        if decision.alternatives.is_empty() {
            break;
        }
        let mv = if decision.mover == options.side {
            // Numbered in the rules' order, not best first, so that the order gives nothing
            // away.
            let legal = P::moves(game, &position);
            write!(
                out,
                "{}",
                turn::<P>(
                    game,
                    &position,
                    &line,
                    &legal,
                    &decision,
                    points,
                    options.hint
                )
            )?;
            match ask::<P>(&legal, input, out, options.echo)? {
                Some(mv) => mv,
                None => {
                    writeln!(out, "\nThe game was abandoned after {} moves.", line.len())?;
                    return Ok(());
                }
            }
        } else {
            let best = decision.alternatives[0].mv.clone();
            writeln!(
                out,
                "coach ({}) plays {}: {}",
                P::PLAYERS[decision.mover],
                why::encode(&best),
                P::show_move(game, &position, &best)
            )?;
            best
        };
        let (after, gained) = P::apply(game, &position, &mv);
        points = [points[0] + gained[0], points[1] + gained[1]];
        position = after;
        line.push(mv);
    }
    let replayed = replay::<P>(game, &line).expect("every move was checked legal");
    writeln!(
        out,
        "\nThe game is over after {} moves. Result: {}\n",
        line.len(),
        P::result(&[replayed.outcome])
    )?;
    let reviewed = review::review::<P>(game, &mut values, &line);
    write!(
        out,
        "Review:\n{}",
        review::text::<P>(game, &mut values, &reviewed)
    )
}

/// The user's turn: the position and the numbered moves, with their worth on `hint`.
fn turn<P: Solve + Show>(
    game: &P::Game,
    position: &P::Position,
    line: &[P::Move],
    legal: &[P::Move],
    decision: &Decision<P>,
    points: [i64; 2],
    hint: bool,
) -> String {
    let mut out = String::from("\n");
    let drawing = if P::too_large_to_show(game) {
        P::show_position(game, position)
    } else {
        P::show_line(game, line).or_else(|| P::show_position(game, position))
    };
    if let Some(drawing) = drawing {
        writeln!(out, "{drawing}").unwrap();
    }
    if P::KIND == Kind::Score {
        writeln!(
            out,
            "Points: {} {}, {} {}",
            P::PLAYERS[0],
            points[0],
            P::PLAYERS[1],
            points[1]
        )
        .unwrap();
    }
    writeln!(out, "Your move, {}:", P::PLAYERS[decision.mover]).unwrap();
    let so_far = why::so_far(P::KIND, points, decision.mover);
    let width = legal
        .iter()
        .map(|mv| why::encode(mv).len())
        .max()
        .unwrap_or(0);
    for (k, mv) in legal.iter().enumerate() {
        write!(
            out,
            "  {}. {:<width$}  {}",
            k + 1,
            why::encode(mv),
            P::show_move(game, position, mv)
        )
        .unwrap();
        if hint {
            let worth: Worth = decision.of(mv).expect("listed").worth;
            write!(out, "  [{}]", why::words(worth, so_far)).unwrap();
        }
        out.push('\n');
    }
    out
}

/// Reads lines until one names a legal move; `None` at the end of the input.
fn ask<P: Solve>(
    legal: &[P::Move],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
) -> io::Result<Option<P::Move>> {
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let mut answer = String::new();
        if input.read_line(&mut answer)? == 0 {
            return Ok(None);
        }
        let answer = answer.trim();
        if echo {
            writeln!(out, "{answer}")?;
        }
        match chosen::<P>(legal, answer) {
            Ok(mv) => return Ok(Some(mv)),
            Err(why) => writeln!(out, "{why}")?,
        }
    }
}

/// The move a typed answer names, or why it names none.
fn chosen<P: Solve>(legal: &[P::Move], answer: &str) -> Result<P::Move, String> {
    if answer.is_empty() {
        return Err(format!(
            "Type a move: 1 to {} or {}.",
            legal.len(),
            names::<P>(legal)
        ));
    }
    if let Ok(number) = answer.parse::<usize>() {
        return match number.checked_sub(1).and_then(|k| legal.get(k)) {
            Some(mv) => Ok(mv.clone()),
            None => Err(format!(
                "There is no move {number}: give 1 to {}.",
                legal.len()
            )),
        };
    }
    find_move::<P>(legal, answer).ok_or_else(|| {
        format!(
            "`{answer}` is not a legal move here: give 1 to {} or {}.",
            legal.len(),
            names::<P>(legal)
        )
    })
}
