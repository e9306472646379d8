//! `coach judge`: coach as the interactive judge of a learner's program, built from a rules
//! file. The file's `generate` and `parse` make and read the inputs, as for `coach stress`;
//! its `choose`, `read`, `write` and `end` speak the judge's protocol; coach plays the game
//! against the program ([`bout`]), perfectly, and where it cannot win, so as to make the
//! program prove its win ([`opponent`]).
//!
//! Everything else is a stress run's: the cases a seed fixes, the first failure shrunk by its
//! draws (the judge's choices follow from the input alone, so a smaller input is played as
//! the same judge would), the corpus and `--save` (with the game's transcript beside the
//! input), `--json`, the exit status: the rules file's own subject, with a [`Referee`]
//! plugged in ([`open`]).

mod bout;
mod opponent;

use crate::exit::Exit;
use crate::newfile;
use crate::rules::game::Loaded;
use crate::rules::{Drawn, Interactive, RulesFile, RulesOracle, mistake};
use crate::solution::{Run, Runner, Verdict};
use crate::stress::Mistake;
use crate::stress::corpus::Corpus;
use anyhow::{Context, Result};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

/// Transcripts of failed games kept for saving, at most: past them the oldest are dropped.
const KEPT_TRANSCRIPTS: usize = 64;

/// The interactive judge that plugs into a rules file's subject: each input's game played
/// against the program, and the transcripts of the games that failed, to be saved beside
/// their inputs.
struct Referee {
    /// The transcripts of the games that failed, by input.
    transcripts: Mutex<HashMap<String, Vec<u8>>>,
}

/// Starts the rules file as an interactive judge: it must have `generate`, `parse`, `read`
/// and `write`. One line and exit 1 where it lacks one; exit 2 where it cannot start. Its
/// draws, where it cannot make an input, are kept in `keep`.
pub(crate) fn open(file: &RulesFile, keep: Option<&Corpus>) -> Result<RulesOracle, Exit> {
    let oracle = RulesOracle::open(file, keep, 1)?;
    oracle.require(
        "read",
        "has no read(position, line): the judge reads the program's moves with it",
    )?;
    oracle.require(
        "write",
        "has no write(position, name): the judge writes its own moves with it",
    )?;
    Ok(oracle.judged_by(Box::new(Referee {
        transcripts: Mutex::new(HashMap::new()),
    })))
}

/// The one game of `input`, solved; a mistake (exit 1) where the input holds several, or
/// where moves score.
fn game(oracle: &RulesOracle, input: &Drawn) -> Result<Loaded> {
    let mut games = oracle.games(input).map_err(mistake)?;
    if games.len() != 1 {
        return Err(Mistake(format!(
            "parse(text) gave {} starts: coach judge plays one game an input",
            games.len()
        ))
        .into());
    }
    let game = games.remove(0);
    if game.scored() {
        return Err(Mistake(
            "coach judge plays games won or lost (normal play), and this file's moves score"
                .to_string(),
        )
        .into());
    }
    Ok(game)
}

/// What the program must do: win as the side that wins, or where the game is a draw, hold
/// it to the turn limit.
fn expected(game: &Loaded) -> String {
    match game.side_that_wins().as_str() {
        "Draw" => format!(
            "Draw, held to the turn limit of {} moves",
            crate::notation::thousands(bout::TURN_LIMIT)
        ),
        side => side.to_string(),
    }
}

impl Interactive for Referee {
    /// The side that wins the game: `First` or `Second`.
    fn answer(&self, oracle: &RulesOracle, input: &Drawn) -> Result<String> {
        Ok(expected(&game(oracle, input)?))
    }

    /// The game played against the program; the side that wins is the answer.
    fn play(&self, oracle: &RulesOracle, runner: &Runner, input: &Drawn) -> Result<(Run, String)> {
        let game = game(oracle, input)?;
        let expected = expected(&game);
        let run = bout::play(oracle, &game, &input.text, runner)?;
        if run.verdict != Verdict::Ac {
            let mut kept = self.transcripts.lock().expect("no panic holds it");
            if kept.len() >= KEPT_TRANSCRIPTS {
                kept.clear();
            }
            kept.insert(input.text.clone(), run.finished.stdout.clone());
        }
        Ok((run, expected))
    }

    /// The transcript of its failed game, where it failed.
    fn keep_beside(&self, path: &Path, input: &Drawn) -> Result<()> {
        let kept = self
            .transcripts
            .lock()
            .expect("no panic holds it")
            .get(&input.text)
            .cloned();
        if let Some(transcript) = kept {
            let beside = path.with_extension("transcript");
            newfile::create(&beside, &transcript)
                .with_context(|| format!("cannot save {}", beside.display()))?;
        }
        Ok(())
    }
}
