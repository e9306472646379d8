//! The contract of a stress run: what it asks of the game it searches ([`Subject`]), and
//! what a report may add beside a verdict ([`Examined`]). A problem of the roster, a rules
//! file's game and an interactive judge each plug in here; the run knows nothing else of
//! them.

use crate::rng::{Rng, Size};
use crate::shrink::Candidate;
use crate::solution::{Run, Runner, Verdict};
use std::path::Path;

/// A mistake of a problem itself, not of a solution: a rules file whose generator fails or
/// whose answer cannot be told. A run that meets one ends with it, in one line and exit 1;
/// it is never a verdict on a solution.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(crate) struct Mistake(pub(crate) String);

/// What `stress` asks of a game: inputs made as its judge gives them, the answer to each,
/// smaller inputs for shrinking a failure, and what a report can tell besides the verdict.
/// Each of the five problems is one (`problems::Known`); a rules file is one known at run
/// time, and an interactive judge one over it. Its methods take the subject itself, which a
/// game known at run time needs (its rules file, running).
pub(crate) trait Subject: Sync {
    type Input: Clone + Send + Sync;

    /// As reports and the corpus name it: `tdpcb`, or a rules file's stem.
    fn name(&self) -> &str;
    /// As a command line names it: `tdpcb`, or the rules file's path.
    fn invocation(&self) -> String {
        self.name().to_string()
    }
    /// The command that searches it: `stress`, or `judge` for an interactive one.
    fn command(&self) -> &'static str {
        "stress"
    }
    /// What its answer is, as a report names it: a judge's is the side that wins.
    fn answer_name(&self) -> &'static str {
        "expected"
    }
    /// What a run's output is, as a report names it: a judge's run keeps the game's
    /// transcript there.
    fn output_name(&self) -> &'static str {
        "standard output"
    }
    /// A random valid input of `size`, decided by `rng` alone; a `Mistake` where the
    /// problem cannot make one.
    fn generate(&self, rng: &mut Rng, size: Size) -> anyhow::Result<Self::Input>;
    /// The `turn`-th of the judge's boundary shapes (counted around), made with `rng`, and
    /// its name; `None` where the problem names none; an error (a `Mistake`) where the problem
    /// cannot make it.
    fn boundary(
        &self,
        _turn: usize,
        _rng: &mut Rng,
    ) -> Option<anyhow::Result<(String, Self::Input)>> {
        None
    }
    /// Whether it names boundary shapes: where it names none, a search has a medium case in
    /// their places.
    fn has_boundaries(&self) -> bool {
        false
    }
    /// The input as the judge gives it.
    fn format(&self, input: &Self::Input) -> String;
    /// What the judge expects, without the final newline; errs (with a `Mistake`) where it
    /// cannot be told, such as a game too large for the oracle.
    fn answer(&self, input: &Self::Input) -> anyhow::Result<String>;
    /// An input's shape in a few words, as a report names it: `2000 x 2000 grid`; by default
    /// its size in bytes.
    fn shape(&self, input: &Self::Input) -> String {
        crate::notation::count(self.format(input).len(), "byte")
    }
    /// Smaller inputs to try when `input` fails, built one at a time as they are tried; by
    /// default none.
    fn smaller<'a>(
        &'a self,
        _input: &'a Self::Input,
    ) -> Box<dyn Iterator<Item = Candidate<'a, Self::Input>> + 'a> {
        Box::new(std::iter::empty())
    }

    /// Why `input` cannot be shrunk, where it cannot (an input read from a file that lacks
    /// what made it); `None` where [`Subject::smaller`] gives its candidates.
    fn unshrinkable(&self, _input: &Self::Input) -> Option<String> {
        None
    }

    /// What a shrunk input that no candidate beat is, in words, as a report says it.
    fn minimal_words(&self) -> &'static str {
        "1-minimal: no smaller candidate fails alike"
    }

    /// The input kept in the file `path`, whose text is `text` (the judge's input), as the
    /// corpus gives it back. A subject may keep more beside it ([`Subject::keep_beside`]).
    fn read(&self, path: &Path, text: &str) -> Result<Self::Input, String>;

    /// Writes beside the file `path`, which holds `input`, what the text alone does not
    /// keep (a generator's draws); by default nothing.
    fn keep_beside(&self, _path: &std::path::Path, _input: &Self::Input) -> anyhow::Result<()> {
        Ok(())
    }

    /// Runs the learner's program on `input` and judges its output against the answer,
    /// which it returns too. Errs where the answer cannot be told, the program cannot start,
    /// or coach is stopping on a signal.
    fn check(&self, runner: &Runner, input: &Self::Input) -> anyhow::Result<(Run, String)> {
        let expected = self.answer(input)?;
        let run = runner.check(&self.format(input), &expected)?;
        Ok((run, expected))
    }

    /// Why the expected answer is right on `input`, which failed with `verdict`: optimal
    /// play, for a wrong answer on a short game; else the command that shows it, on `file`
    /// (the input's file, where it is kept). Empty where it cannot be told.
    fn why(&self, _input: &Self::Input, _verdict: Verdict, _file: Option<&Path>) -> String {
        String::new()
    }

    /// What the generator reached over the cases of a search that passed, where the subject
    /// can tell: `None` where it cannot (a problem of the roster draws by its own code).
    fn reach(&self) -> Option<Reach> {
        None
    }

    /// Whether coach knows how learners print this game's table: then a wrong answer's
    /// report gives the finding on it, or says how to print one.
    fn reads_tables(&self) -> bool {
        false
    }

    /// What the report says of the table that `run` (with the table asked for) printed about
    /// the first game of `input`, where the subject reads tables.
    fn table(&self, _input: &Self::Input, _run: &Run) -> Option<Examined> {
        None
    }
}

/// What a generator reached over a search's cases: how many places of it draw, and those
/// it never reached, in words (`line 12 \`k = draw(1, n)\`: never at the top of its
/// range`): the evidence behind a pass, and where it is short.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Reach {
    /// The file whose lines these are.
    pub(crate) file: String,
    pub(crate) places: usize,
    pub(crate) missed: Vec<String>,
}

/// What a report says of the table a failed run printed, as its subject tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Examined {
    /// In words, as the text report ends.
    pub(crate) words: String,
    /// The finding as `--json` writes it, JSON text; `None` where the run printed no table.
    pub(crate) json: Option<String>,
}
