//! `coach judge`: coach as the interactive judge of a learner's program, built from a rules
//! file. The file's `generate` and `parse` make and read the inputs, as for `coach stress`;
//! its `choose`, `read`, `write` and `end` speak the judge's protocol; coach plays the game
//! against the program ([`bout`]), perfectly, and where it cannot win, so as to make the
//! program prove its win ([`opponent`]).
//!
//! Everything else is a stress run's: the cases a seed fixes, the first failure shrunk by its
//! draws (the judge's choices follow from the input alone, so a smaller input is played as
//! the same judge would), the corpus and `--save` (with the game's transcript beside the
//! input), `--json`, the exit status. [`Referee`] is the [`Subject`] that makes it so.

mod bout;
mod opponent;

use crate::exit::Exit;
use crate::newfile;
use crate::problem::Problem;
use crate::rng::Rng;
use crate::rng::Size;
use crate::rules::game::{Custom, Loaded, Normal};
use crate::rules::{Drawn, RulesFile, RulesOracle, mistake, reject};
use crate::shrink::Candidate;
use crate::solution::{Run, Runner, Verdict};
use crate::stress::Mistake;
use crate::stress::Subject;
use anyhow::{Context, Result, anyhow};
use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

/// Transcripts of failed games kept for saving, at most: past them the oldest are dropped.
const KEPT_TRANSCRIPTS: usize = 64;

/// A rules file as an interactive judge.
pub(crate) struct Referee {
    oracle: RulesOracle,
    /// As reports and the corpus name it: the file's stem and `-judge`, so that its
    /// remembered failures are not a stress run's.
    name: String,
    /// The transcripts of the games that failed, by input, to be saved beside it.
    transcripts: Mutex<HashMap<String, Vec<u8>>>,
}

impl Referee {
    /// Starts the rules file as a judge: it must have `generate`, `parse`, `read` and
    /// `write`. One line and exit 1 where it lacks one; exit 2 where it cannot start.
    pub(crate) fn open(file: &RulesFile, keep: Option<&Path>) -> Result<Referee, Exit> {
        let oracle = RulesOracle::open(file, keep, 1)?;
        for (function, what) in [
            (
                "read",
                "read(position, line): the judge reads the program's moves with it",
            ),
            (
                "write",
                "write(position, name): the judge writes its own moves with it",
            ),
        ] {
            if !oracle.has(function) {
                return Err(reject(anyhow!("{}: has no {what}", file.file.display())));
            }
        }
        let name = format!("{}-judge", oracle.name());
        Ok(Referee {
            oracle,
            name,
            transcripts: Mutex::new(HashMap::new()),
        })
    }

    /// The one game of `input`, solved; a mistake (exit 1) where the input holds several,
    /// or where moves score.
    fn game(&self, input: &Drawn) -> Result<Loaded> {
        let mut games = self.oracle.games(input).map_err(mistake)?;
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
}

impl Subject for Referee {
    type Input = Drawn;

    fn name(&self) -> &str {
        &self.name
    }

    fn invocation(&self) -> String {
        self.oracle.invocation()
    }

    fn command(&self) -> &'static str {
        "judge"
    }

    fn answer_name(&self) -> &'static str {
        "the side that wins"
    }

    fn output_name(&self) -> &'static str {
        "the game"
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Result<Drawn> {
        self.oracle.generate(rng, size)
    }

    fn boundary(&self, turn: usize, rng: &mut Rng) -> Option<(String, Drawn)> {
        self.oracle.boundary(turn, rng)
    }

    fn has_boundaries(&self) -> bool {
        self.oracle.has_boundaries()
    }

    fn parse(&self, text: &str) -> Result<Drawn, String> {
        self.oracle.parse(text)
    }

    fn format(&self, input: &Drawn) -> String {
        self.oracle.format(input)
    }

    /// The side that wins the game: `First` or `Second`.
    fn answer(&self, input: &Drawn) -> Result<String> {
        Ok(Custom::<Normal>::answer(&vec![self.game(input)?]))
    }

    fn shape(&self, input: &Drawn) -> String {
        self.oracle.shape(input)
    }

    fn smaller<'a>(
        &'a self,
        input: &'a Drawn,
    ) -> Box<dyn Iterator<Item = Candidate<'a, Drawn>> + 'a> {
        self.oracle.smaller(input)
    }

    fn unshrinkable(&self, input: &Drawn) -> Option<String> {
        self.oracle.unshrinkable(input)
    }

    fn minimal_words(&self) -> &'static str {
        self.oracle.minimal_words()
    }

    fn read(&self, path: &Path, text: &str) -> Result<Drawn, String> {
        self.oracle.read(path, text)
    }

    /// The draws beside `path`, and the transcript of its failed game, where it failed.
    fn keep_beside(&self, path: &Path, input: &Drawn) -> Result<()> {
        self.oracle.keep_beside(path, input)?;
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

    /// The game played against the program; the side that wins is the answer.
    fn judge(&self, runner: &Runner, input: &Drawn) -> Result<(Run, String)> {
        let game = self.game(input)?;
        let expected = Custom::<Normal>::answer(&vec![game.clone()]);
        let run = bout::play(&self.oracle, &game, &input.text, runner)?;
        if run.verdict != Verdict::Ac {
            let mut kept = self.transcripts.lock().expect("no panic holds it");
            if kept.len() >= KEPT_TRANSCRIPTS {
                kept.clear();
            }
            kept.insert(input.text.clone(), run.finished.stdout.clone());
        }
        Ok((run, expected))
    }
}
