//! One game between the learner's program and coach, line by line: the judge's input sent,
//! the program's side read (`choose`), each of its moves read (`read`) and judged against
//! the position's worth, each of coach's written (`write`), the last line (`end`); then the
//! program's input closed and its end awaited. The first fault ends the game, with its
//! verdict and the move where it happened.

use super::opponent;
use crate::analysis::{Analysis, Analyst};
use crate::notation::quote;
use crate::problem::Rules;
use crate::process::{Ended, Finished, Interrupted};
use crate::rng::Rng;
use crate::rules::game::custom::{Custom, Normal};
use crate::rules::game::{Loaded, PartsPosition};
use crate::rules::{RulesOracle, mistake};
use crate::solution::{Run, Runner, Session, Silent, Verdict};
use crate::worth::{Mark, Worth};
use anyhow::{Result, anyhow};
use serde_json::Value;
use std::fmt::Write as _;

/// Moves a game is played at most, in a game whose positions can come back: a draw the
/// program holds to it is accepted, a win it has not made by then is lost.
pub(crate) const TURN_LIMIT: usize = 1_000;

/// Legal moves a verdict of an illegal move lists, at most.
const LISTED: usize = 20;

/// Lines of the game a transcript keeps, at most: the first ones and the last ones.
const TRANSCRIPT_LINES: usize = 200;

/// The two sides, as the rules file's `choose` names them.
const SIDES: [&str; 2] = ["first", "second"];

/// The two sides, as a report names them.
const PLAYERS: [&str; 2] = <Custom<Normal> as Rules>::PLAYERS;

/// A fault of the program: its verdict and what happened, in words.
struct Fault(Verdict, String);

/// A game under way.
struct Bout<'a, 'g> {
    oracle: &'a RulesOracle,
    game: &'g Loaded,
    analyst: Analyst<'g, Custom<Normal>>,
    session: Session,
    /// Both sides' lines, as the transcript shows them.
    transcript: Vec<String>,
    /// The moves played.
    moves: usize,
    /// Whether the program has ended, or closed its output, before the game did.
    ended: bool,
    /// Whether the game was stopped at [`TURN_LIMIT`] moves, a draw the program held: it is
    /// then stopped too, mid-game, and accepted.
    held: bool,
}

/// Plays `game` (whose judge's input is `text`) against the program of `runner`, and judges
/// it. Errs on a mistake of the rules file, a program that cannot start, or a signal.
pub(super) fn play(
    oracle: &RulesOracle,
    game: &Loaded,
    text: &str,
    runner: &Runner,
) -> Result<Run> {
    let session = Session::start(&runner.command, runner.limits)?;
    let mut bout = Bout {
        oracle,
        game,
        analyst: Analyst::new(game),
        session,
        transcript: Vec::new(),
        moves: 0,
        ended: false,
        held: false,
    };
    let fault = bout.play_out(text)?;
    Ok(bout.finish(fault))
}

impl Bout<'_, '_> {
    /// The game from the input to its end, or to the program's first fault.
    fn play_out(&mut self, text: &str) -> Result<Option<Fault>> {
        let input = text.trim_end_matches('\n');
        for line in input.lines() {
            self.transcript.push(format!("judge:   {}", quote(line)));
        }
        if let Err(silent) = self.session.send(input) {
            return self.silent(silent, "reading its input").map(Some);
        }
        let mut position = <Custom<Normal> as Rules>::start(self.game);
        let program = match self.side(&position)? {
            Ok(side) => side,
            Err(fault) => return Ok(Some(fault)),
        };
        let mut rng = Rng::new(opponent::seed_of(text));
        loop {
            let analysis = self.analyst.at(&position);
            if analysis.choices.is_empty() {
                // In misère play the player who cannot move wins.
                let misere = <Custom<Normal> as Rules>::misere(self.game);
                let winner = analysis.mover ^ usize::from(!misere);
                return self.end(&position, winner, program);
            }
            if self.moves >= TURN_LIMIT {
                return Ok(self.stopped(&analysis, program));
            }
            let name = if analysis.mover == program {
                match self.program_move(&position)? {
                    Ok(name) => name,
                    Err(fault) => return Ok(Some(fault)),
                }
            } else {
                let name = opponent::reply(&mut self.analyst, &position, &mut rng);
                if let Some(fault) = self.judge_move(&position, &name)? {
                    return Ok(Some(fault));
                }
                name
            };
            self.moves += 1;
            let chosen = analysis.of(&name).expect("a legal move").after.clone();
            position = chosen;
        }
    }

    /// The program's side: its first line, read by `choose`; the first player where the
    /// file has no `choose`. Choosing the side that loses is a fault.
    fn side(&mut self, start: &PartsPosition) -> Result<Result<usize, Fault>> {
        if !self.oracle.has("choose") {
            return Ok(Ok(0));
        }
        let line = match self.reply("its side")? {
            Ok(line) => line,
            Err(fault) => return Ok(Err(fault)),
        };
        let called = self.oracle.call("choose", &[Value::String(line.clone())])?;
        // A line that is a side's very name, which choose cannot place, is the file's
        // mistake: the program said what any protocol of sides says.
        let plain = line.trim().to_lowercase();
        let placed = matches!(&called, Ok(Some(side)) if SIDES.contains(&side.as_str()));
        if SIDES.contains(&plain.as_str()) && !placed {
            let gave = match &called {
                Ok(Some(side)) => format!("gave `{}`", quote(side)),
                Ok(None) => "gave None".to_string(),
                Err(failed) => format!("failed ({failed})"),
            };
            return Err(mistake(anyhow!(
                "choose(\"{}\") {gave}, yet `{}` names a side: choose gives \"first\" or \
                 \"second\" for the side the line names; coach gives the program no verdict for it",
                quote(&line),
                quote(&line)
            )));
        }
        let side = match called {
            Ok(Some(side)) => SIDES.iter().position(|&name| name == side),
            Ok(None) => None,
            Err(failed) => {
                return Ok(Err(Fault(
                    Verdict::Protocol,
                    format!("its first line `{}` names no side: {failed}", quote(&line)),
                )));
            }
        };
        let Some(side) = side else {
            return Ok(Err(Fault(
                Verdict::Protocol,
                format!(
                    "its first line `{}` names no side (choose gave neither \"first\" nor \
                     \"second\")",
                    quote(&line)
                ),
            )));
        };
        // The player to move at the start is the first, unless the file names another.
        let to_move = <Custom<Normal> as Rules>::mover(start);
        let winner = match self.analyst.worth(start) {
            // A drawn game: either side holds the draw.
            Worth::Draw => side,
            worth if worth.wins() == Some(true) => to_move,
            _ => 1 - to_move,
        };
        if side != winner {
            return Ok(Err(Fault(
                Verdict::Side,
                format!(
                    "it chose {}, the side that loses here: {} wins",
                    PLAYERS[side], PLAYERS[winner]
                ),
            )));
        }
        Ok(Ok(side))
    }

    /// The program's move at `position`: its line, read by `read`, named by coach. A line
    /// that names no legal move, or throws a win away, is a fault.
    fn program_move(&mut self, position: &PartsPosition) -> Result<Result<String, Fault>> {
        let number = self.moves + 1;
        let line = match self.reply(&format!("move {number}"))? {
            Ok(line) => line,
            Err(fault) => return Ok(Err(fault)),
        };
        let said = self
            .oracle
            .call("read", &[self.json(position), Value::String(line.clone())])?;
        let legal = match &said {
            Ok(Some(said)) => self.game.named(position, said),
            _ => None,
        };
        let Some(name) = legal else {
            // The legal moves as the file names them, asked once.
            let names = self.game.given_names(position).map_err(mistake)?;
            // A line that is, but for the white space around it, a legal move's own name,
            // which read cannot place, is the file's mistake, not the program's.
            if names.iter().any(|(_, given)| given.trim() == line.trim()) {
                let gave = match &said {
                    Ok(Some(name)) => format!("gave `{}`, which names no legal move", quote(name)),
                    Ok(None) => "gave None".to_string(),
                    Err(failed) => format!("failed ({failed})"),
                };
                return Err(mistake(anyhow!(
                    "read(position, \"{}\") {gave}, yet `{}` is the name of a legal move there: \
                     read gives the name of the move the line makes; coach gives the program no \
                     verdict for it",
                    quote(&line),
                    quote(&line)
                )));
            }
            let named = match said {
                Err(failed) => {
                    return Ok(Err(Fault(
                        Verdict::Protocol,
                        format!(
                            "move {number}: read cannot place `{}`: {failed}",
                            quote(&line)
                        ),
                    )));
                }
                Ok(said) => said,
            };
            // What read made of the line, so that a read that names moves otherwise than
            // moves() does is seen to be the file's.
            let read = match &named {
                Some(said) if said.as_str() == line.trim() => String::new(),
                Some(said) => format!(" (read named it `{}`)", quote(said)),
                None => " (read gave None)".to_string(),
            };
            let legal: Vec<String> = names
                .iter()
                .take(LISTED)
                .map(|(_, given)| format!("`{}`", quote(given)))
                .collect();
            let more = names.len().saturating_sub(LISTED);
            return Ok(Err(Fault(
                Verdict::Illegal,
                format!(
                    "move {number}: `{}` is no legal move here{read}; the legal moves: {}{}",
                    quote(&line),
                    legal.join(", "),
                    if more > 0 {
                        format!(" and {more} more")
                    } else {
                        String::new()
                    }
                ),
            )));
        };
        let analysis = self.analyst.at(position);
        let chosen = analysis.of(&name).expect("a legal move");
        let Some(loss) = chosen.worth.loss(analysis.worth) else {
            self.mark_last(&format!("move {number} [best, {}]", chosen.worth.words(0)));
            return Ok(Ok(name));
        };
        // The best move, as the file names it: asked of the file once, for the mark and for
        // the fault.
        let best = self.given(position, &analysis.best().expect("a legal move").mv)?;
        let worth = analysis.worth.words(0);
        let mark = chosen.worth.mark(analysis.worth, 0).word();
        self.mark_last(&format!(
            "move {number} [{mark}: {loss}; best was `{best}` ({worth})]"
        ));
        if analysis.worth.wins() == Some(true) && chosen.worth.wins() == Some(false) {
            return Ok(Err(Fault(
                Verdict::Lost,
                format!(
                    "move {number}: `{}` throws the win away; best was `{best}` ({worth})",
                    quote(&line)
                ),
            )));
        }
        // In a game that loops, a win given up for a draw, or a draw for a loss.
        if chosen.worth.mark(analysis.worth, 0) == Mark::Mistake {
            return Ok(Err(Fault(
                Verdict::Lost,
                format!(
                    "move {number}: `{}` {loss}; best was `{best}` ({worth})",
                    quote(&line)
                ),
            )));
        }
        Ok(Ok(name))
    }

    /// `note` after the transcript's last line, the program's move it marks.
    fn mark_last(&mut self, note: &str) {
        if let Some(last) = self.transcript.last_mut() {
            write!(last, "    {note}").expect("a String takes it");
        }
    }

    /// The legal move `name` at `position` as the file names it.
    fn given(&self, position: &PartsPosition, name: &str) -> Result<String> {
        let names = self.game.given_names(position).map_err(mistake)?;
        let found = names
            .into_iter()
            .find(|(coach, _)| coach == name)
            .map(|(_, given)| given);
        found.ok_or_else(|| anyhow!("no move {name} at a position where coach found it"))
    }

    /// Coach's move `name` at `position`, written by `write` and sent.
    fn judge_move(&mut self, position: &PartsPosition, name: &str) -> Result<Option<Fault>> {
        let given = self.given(position, name)?;
        let line = self
            .oracle
            .call("write", &[self.json(position), Value::String(given)])?
            .map_err(|failed| mistake(anyhow!(failed)))?
            .unwrap_or_default();
        self.transcript.push(format!(
            "judge:   {}    move {}",
            quote(&line),
            self.moves + 1
        ));
        match self.session.send(&line) {
            Ok(()) => Ok(None),
            Err(silent) => self
                .silent(silent, &format!("move {}", self.moves + 2))
                .map(Some),
        }
    }

    /// The game stopped at [`TURN_LIMIT`] moves, at the position of `analysis`: a draw held
    /// by the program is accepted; a win it has not made in all those moves is a fault.
    fn stopped(&mut self, analysis: &Analysis<Custom<Normal>>, program: usize) -> Option<Fault> {
        let limit = crate::notation::thousands(TURN_LIMIT);
        if analysis.worth == Worth::Draw {
            self.transcript.push(format!(
                "         (the game is stopped after {limit} moves, the turn limit: a draw, \
                 which the program held)"
            ));
            self.held = true;
            return None;
        }
        let side = if analysis.mover == program {
            analysis.worth.wins() == Some(true)
        } else {
            analysis.worth.wins() == Some(false)
        };
        debug_assert!(side, "the judge wins its wins before the limit");
        Some(Fault(
            Verdict::Lost,
            format!(
                "the game is not over after {limit} moves, the turn limit, where the program \
                 could have won"
            ),
        ))
    }

    /// The game is over at `position`: `winner` cannot be the side to move. The file's
    /// `end` line is sent, where it gives one; a program that lost where it could not win
    /// has no fault.
    fn end(
        &mut self,
        position: &PartsPosition,
        winner: usize,
        program: usize,
    ) -> Result<Option<Fault>> {
        let who = if winner == program {
            "program"
        } else {
            "judge"
        };
        self.transcript.push(format!(
            "         (the game is over after {}: the {who} wins)",
            crate::notation::count(self.moves, "move")
        ));
        if self.oracle.has("end") {
            let said = self
                .oracle
                .call("end", &[self.json(position), Value::String(who.into())])?
                .map_err(|failed| mistake(anyhow!(failed)))?;
            if let Some(line) = said {
                self.transcript.push(format!("judge:   {}", quote(&line)));
                // A program that has ended already has nothing more to read: that is not a
                // fault.
                let _ = self.session.send(&line);
            }
        }
        Ok(None)
    }

    /// The program's next line, kept in the transcript; its silence is a fault, `waited`
    /// naming what it did not give.
    fn reply(&mut self, waited: &str) -> Result<Result<String, Fault>> {
        match self.session.reply() {
            Ok(line) => {
                self.transcript.push(format!("program: {}", quote(&line)));
                Ok(Ok(line))
            }
            Err(silent) => self.silent(silent, waited).map(Err),
        }
    }

    /// The fault of a program that gave no line where it owed `waited`.
    fn silent(&mut self, silent: Silent, waited: &str) -> Result<Fault> {
        Ok(match silent {
            Silent::Interrupted(signal) => return Err(Interrupted(signal).into()),
            Silent::TimedOut => Fault(
                Verdict::Tle,
                format!("no line within the time limit, where it owed {waited}"),
            ),
            Silent::TooLong => Fault(
                Verdict::Ole,
                format!("a line past the output limit, where it owed {waited}"),
            ),
            Silent::Closed => {
                self.ended = true;
                Fault(
                    Verdict::Protocol,
                    format!("it ended, or closed its output, where it owed {waited}"),
                )
            }
        })
    }

    /// The position as the rules file wrote it.
    fn json(&self, position: &PartsPosition) -> Value {
        serde_json::to_value(position).expect("a position is JSON")
    }

    /// The program's input closed and its end awaited; the run judged: the fault, else a
    /// line after the game, a non-zero exit or no exit at all, else AC.
    fn finish(self, fault: Option<Fault>) -> Run {
        let Bout {
            session,
            mut transcript,
            ended,
            held,
            ..
        } = self;
        let time = session.waited();
        if held {
            return Run {
                verdict: Verdict::Ac,
                finished: Finished {
                    ended: Ended::Stopped,
                    stdout: shortened(&transcript).into_bytes(),
                    stderr: session.stop(),
                    time,
                },
                difference: None,
            };
        }
        // A fault that leaves the program running (any but a silence that ended it, whose
        // exit status tells an RE from a PE) decides the game: the program is stopped at
        // once.
        if let (Some(Fault(verdict, words)), false) = (&fault, ended) {
            let (verdict, words) = (*verdict, words.clone());
            return Run {
                verdict,
                finished: Finished {
                    ended: Ended::Stopped,
                    stdout: shortened(&transcript).into_bytes(),
                    stderr: session.stop(),
                    time,
                },
                difference: (!words.is_empty()).then_some(words),
            };
        }
        let finish = session.finish();
        let ended = match finish.status {
            Some(status) => Ended::Exited(status),
            None => Ended::TimedOut,
        };
        // A line after the game is a fault only where there was none before: after a
        // fault the game stopped at once, and the program's next line is no surprise.
        let after = finish
            .extra
            .as_ref()
            .filter(|_| fault.is_none())
            .map(|extra| {
                transcript.push(format!("program: {}", quote(extra.trim_end())));
                Fault(
                    Verdict::Protocol,
                    format!(
                        "a line after the game was over: `{}`",
                        quote(extra.trim_end())
                    ),
                )
            });
        let exit = match ended {
            Ended::Exited(status) if !status.success() => Some(Fault(Verdict::Re, String::new())),
            Ended::TimedOut => Some(Fault(
                Verdict::Tle,
                "it did not end within the time limit once its input was closed".into(),
            )),
            _ => None,
        };
        // A program that died mid-game is a runtime error, whatever line it then lacked.
        let fault = match (fault, exit) {
            (Some(Fault(Verdict::Protocol, _)), Some(Fault(Verdict::Re, _))) => {
                Some(Fault(Verdict::Re, String::new()))
            }
            (Some(fault), _) => Some(fault),
            (None, _) if after.is_some() => after,
            (None, exit) => exit,
        };
        let (verdict, difference) = match fault {
            Some(Fault(verdict, words)) => (verdict, (!words.is_empty()).then_some(words)),
            None => (Verdict::Ac, None),
        };
        Run {
            verdict,
            finished: Finished {
                ended,
                stdout: shortened(&transcript).into_bytes(),
                stderr: finish.stderr,
                time,
            },
            difference,
        }
    }
}

/// The transcript, its middle cut where it is longer than [`TRANSCRIPT_LINES`].
fn shortened(lines: &[String]) -> String {
    let mut out = String::new();
    if lines.len() <= TRANSCRIPT_LINES {
        for line in lines {
            out.push_str(line);
            out.push('\n');
        }
        return out;
    }
    let half = TRANSCRIPT_LINES / 2;
    for line in &lines[..half] {
        out.push_str(line);
        out.push('\n');
    }
    writeln!(out, "         ({} lines not shown)", lines.len() - 2 * half)
        .expect("a String takes it");
    for line in &lines[lines.len() - half..] {
        out.push_str(line);
        out.push('\n');
    }
    out
}
