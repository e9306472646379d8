//! A rules file as the oracle of a stress run ([`Subject`]): its `generate(draw, size)` makes
//! the inputs, its `parse(text)` reads each into the starts of its games, coach solves them
//! (what a learner would otherwise write as a brute force), and its `answer(start, value)`
//! says what the judge prints for each game.
//!
//! A failing input shrinks by its draws, as Hypothesis shrinks its choices: the sequence of
//! numbers `draw(lo, hi)` returned is edited ([`draw_edits`]) and `generate` run again on it,
//! so that every candidate is a valid input by construction, and no learner writes a
//! shrinker. The draws are kept beside an input coach saves (`NAME.draws`), so that `--from`
//! and the corpus shrink it again.
//!
//! The values solved are kept from one input to the next: a position's value is the same in
//! every input. A rules file whose moves depend on more than the position (a global its
//! `parse` sets) breaks that; the moves of each start met again are asked again and
//! compared, and a difference is named in one line.

use super::child::{Refusal, RulesChild, unpacked};
use super::game::{Custom, Loaded, Normal, Scored};
use super::solve::{Solved, TooLarge};
use super::{RulesFile, reject};
use crate::exit::Exit;
use crate::newfile;
use crate::play::{WHY_MOVES, why, why_command};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{Candidate, draw_edits};
use crate::solution::{Run, Runner, Verdict};
use crate::stress::Mistake;
use crate::stress::Subject;
use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A rules file running as a stress run's oracle.
pub(crate) struct RulesOracle {
    /// The file's stem, as reports and the corpus name it.
    name: String,
    /// Where the draws of an input the file fails to make are kept: the corpus's folder.
    keep: Option<PathBuf>,
    /// The file as the user gave it.
    path: std::path::PathBuf,
    /// The child the teaching commands share, and the first worker's.
    rules: Arc<Mutex<RulesChild>>,
    /// One more child for each other worker of a stress run: each worker makes, reads and
    /// solves its inputs in a child of its own, side by side with the others, and the child
    /// that solves an input is the one whose `parse` read it last.
    others: Vec<Mutex<RulesChild>>,
    /// The threads that asked, in the order they first did: the k-th asks child k (modulo
    /// their number).
    threads: Mutex<Vec<std::thread::ThreadId>>,
    /// Every position solved so far, from every input.
    solved: Mutex<Arc<Solved>>,
    has_answer: bool,
    /// The interactive judge plugged in, for `coach judge`: each input's game is then played
    /// against the program, where `coach stress` compares its output with `answer`'s.
    interactive: Option<Box<dyn Interactive>>,
}

/// An interactive judge over a rules file's game, as `coach judge` plugs one into the file's
/// [`Subject`] ([`RulesOracle::judged_by`]): what the program is expected to win, and each
/// input's game played against it. Everything else (the inputs, their draws, the shrinking,
/// the corpus) stays the rules file's.
pub(crate) trait Interactive: Send + Sync {
    /// The side that wins the game of `input`: what the program must prove.
    fn answer(&self, oracle: &RulesOracle, input: &Drawn) -> Result<String>;
    /// The game of `input` played against the program of `runner`, judged; and the answer.
    fn judge(&self, oracle: &RulesOracle, runner: &Runner, input: &Drawn) -> Result<(Run, String)>;
    /// Writes beside `path` what a failed game of `input` leaves (its transcript).
    fn keep_beside(&self, path: &Path, input: &Drawn) -> Result<()>;
}

/// An input made by a rules file's generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Drawn {
    /// The size it was made at.
    pub(crate) size: Size,
    /// The draws that made it (each an offset from its draw's lowest value); `None` for an
    /// input read from a file with none beside it.
    pub(crate) draws: Option<Vec<u64>>,
    /// The judge's input.
    #[serde(skip)]
    pub(crate) text: String,
    /// Its games' starts, as `parse(text)` reads them.
    #[serde(skip)]
    pub(crate) starts: Vec<Value>,
}

/// The name a size has in the protocol and in a `.draws` file.
fn size_name(size: Size) -> &'static str {
    match size {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Max => "max",
    }
}

impl RulesOracle {
    /// Starts the rules file as an oracle, in `children` children (one per worker): it must
    /// have `generate` and `parse`. One line and exit 1 where it lacks one (or fails as it
    /// loads); exit 2 where it cannot start.
    pub(crate) fn open(
        file: &RulesFile,
        keep: Option<&Path>,
        children: usize,
    ) -> Result<RulesOracle, Exit> {
        let mut others = super::launch_all(file, children)?;
        let rules = others.remove(0);
        for (function, what) in [
            (
                "generate",
                "generate(draw, size): stress makes its inputs with it",
            ),
            (
                "parse",
                "parse(text): stress reads each input into the starts of its games with it",
            ),
        ] {
            if !rules.has(function) {
                return Err(reject(anyhow!("{}: has no {what}", rules.name)));
            }
        }
        let name = file.file.file_stem().map_or_else(
            || "rules".to_string(),
            |stem| stem.to_string_lossy().into_owned(),
        );
        Ok(RulesOracle {
            name,
            keep: keep.map(Path::to_path_buf),
            path: file.file.clone(),
            has_answer: rules.has("answer"),
            rules: Arc::new(Mutex::new(rules)),
            others: others.into_iter().map(Mutex::new).collect(),
            threads: Mutex::new(Vec::new()),
            solved: Mutex::new(Arc::new(Solved::default())),
            interactive: None,
        })
    }

    /// The rules file judged by `interactive`: named apart (`NAME-judge`), so that its
    /// remembered failures are not a stress run's.
    pub(crate) fn judged_by(mut self, interactive: Box<dyn Interactive>) -> RulesOracle {
        self.name.push_str("-judge");
        self.interactive = Some(interactive);
        self
    }

    /// The rules file's child of this thread, for one request at a time.
    fn child(&self) -> std::sync::MutexGuard<'_, RulesChild> {
        let me = std::thread::current().id();
        let mut threads = self.threads.lock().expect("no panic holds it");
        let slot = match threads.iter().position(|&thread| thread == me) {
            Some(slot) => slot,
            None => {
                threads.push(me);
                threads.len() - 1
            }
        };
        drop(threads);
        match slot % (1 + self.others.len()) {
            0 => self.rules.lock(),
            k => self.others[k - 1].lock(),
        }
        .expect("no panic holds it")
    }

    /// An input made by `generate` at `size`, from `seed` or replaying `draws`.
    fn draw(&self, size: Size, seed: Option<u64>, draws: Option<&[u64]>) -> Result<Drawn> {
        let mut request = json!({ "generate": size_name(size) });
        match (seed, draws) {
            (Some(seed), _) => request["seed"] = json!(seed),
            (None, Some(draws)) => request["draws"] = json!(draws),
            (None, None) => {}
        }
        let mut child = self.child();
        let mut answer = child.ask(&request)?;
        let draws = draws_read(answer["draws"].take()).context("the draws of a generated input")?;
        let Value::String(text) = answer["text"].take() else {
            bail!("no text for a generated input");
        };
        let starts = child.starts_read(&mut answer)?;
        Ok(Drawn {
            size,
            draws: Some(draws),
            text,
            starts,
        })
    }

    /// Whether the file has `function`.
    pub(crate) fn has(&self, function: &str) -> bool {
        self.child().has(function)
    }

    /// What the file's `function` of the interactive judge (`choose`, `read`, `write`,
    /// `end`) says for `args`: `Ok(Ok(said))`, or `Ok(Err(why))` where `choose` or `read`
    /// failed on the program's line (the program's mistake, not the file's). Any other
    /// failure is the file's [`Mistake`].
    pub(crate) fn call(
        &self,
        function: &str,
        args: &[Value],
    ) -> Result<Result<Option<String>, String>> {
        let answer = self
            .child()
            .ask(&json!({ "judge": function, "args": args }))
            .map_err(mistake)?;
        if let Some(failed) = answer["failed"].as_str() {
            return Ok(Err(failed.to_string()));
        }
        Ok(Ok(answer["said"].as_str().map(str::to_string)))
    }

    /// The rules file as the user gave it.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The games of `input`, solved, as the teaching commands play them.
    pub(crate) fn games(&self, input: &Drawn) -> Result<Vec<Loaded>> {
        let parts = self.solve(&input.starts)?;
        let solved = self.solved.lock().expect("no panic holds it").clone();
        Ok(Loaded::games(self.rules.clone(), solved, parts))
    }

    /// Solves `starts` with what is solved already, and returns each start's parts. Where
    /// the positions solved so far and these pass the bound together, these are solved
    /// alone; past it alone, the input is too large for the oracle.
    fn solve(&self, starts: &[Value]) -> Result<Vec<Vec<usize>>> {
        let mut child = self.child();
        let mut solved = self.solved.lock().expect("no panic holds it");
        let known = solved.positions.len();
        let explored = Arc::make_mut(&mut solved).explore(&mut child, starts);
        let parts = match explored {
            Ok(parts) => parts,
            Err(error) if known > 0 && error.downcast_ref::<TooLarge>().is_some() => {
                *solved = Arc::new(Solved::default());
                Arc::make_mut(&mut solved)
                    .explore(&mut child, starts)
                    .inspect_err(|_| *solved = Arc::new(Solved::default()))?
            }
            Err(error) => {
                // A file that failed half-way leaves nothing half-solved behind.
                *solved = Arc::new(Solved::default());
                return Err(error);
            }
        };
        self.check_again(&mut child, &solved, &parts, known)?;
        Ok(parts)
    }

    /// Asks again the moves of the starts' parts that an earlier input explored, and errs
    /// where they differ from what it said then: moves that depend on more than the
    /// position.
    fn check_again(
        &self,
        child: &mut RulesChild,
        solved: &Solved,
        parts: &[Vec<usize>],
        known: usize,
    ) -> Result<()> {
        let mut met_again: Vec<usize> = parts
            .iter()
            .flatten()
            .copied()
            .filter(|&id| id < known)
            .collect();
        met_again.sort_unstable();
        met_again.dedup();
        met_again.truncate(CHECKED_AGAIN);
        if met_again.is_empty() {
            return Ok(());
        }
        let asked: Vec<&Value> = met_again.iter().map(|&id| &solved.positions[id]).collect();
        let mut answer = child.ask(&json!({ "moves": asked }))?;
        let Value::Array(lists) = answer["moves"].take() else {
            bail!("{}: no moves for each position asked", child.name);
        };
        for (&id, list) in met_again.iter().zip(&lists) {
            if !solved.same_moves(id, list) {
                bail!(
                    "{}: the position {} has other moves in this input than in an earlier one: \
                     moves(position) must depend on the position alone (a global that \
                     parse(text) sets breaks that; put it in the position)",
                    child.name,
                    crate::notation::quote(&solved.positions[id].to_string())
                );
            }
        }
        Ok(())
    }

    /// What the judge prints for each game of `starts`, whose parts are `parts`: the file's
    /// `answer(start, value)`, or where it has none, `First` or `Second` in normal play and
    /// the first player's lead in a score game; one line a game.
    fn answers(&self, starts: &[Value], parts: &[Vec<usize>]) -> Result<String> {
        let solved = self.solved.lock().expect("no panic holds it").clone();
        let values: Vec<i64> = parts.iter().map(|parts| solved.value_of(parts)).collect();
        if !self.has_answer {
            let line = |&value: &i64| match (solved.scored, value) {
                (true, lead) => lead.to_string(),
                (false, 0) => "Second".to_string(),
                (false, _) => "First".to_string(),
            };
            return Ok(values.iter().map(line).collect::<Vec<_>>().join("\n"));
        }
        let asked: Vec<Value> = starts
            .iter()
            .zip(&values)
            .map(|(start, value)| json!([start, value]))
            .collect();
        let answer = self.child().ask(&json!({ "answer": asked }))?;
        let said: Vec<String> = answer["answers"]
            .as_array()
            .filter(|said| said.len() == starts.len())
            .and_then(|said| {
                said.iter()
                    .map(|line| line.as_str().map(str::to_string))
                    .collect()
            })
            .ok_or_else(|| anyhow!("answer(start, value) gave no text for each game"))?;
        Ok(said.join("\n"))
    }
}

/// `coach gen RULES`: the input `generate(draw, size)` makes from `seed` (as case 1 of a
/// stress run with that seed), or from the draws kept in `draws`.
pub(crate) fn generate(
    file: &RulesFile,
    size: Size,
    seed: u64,
    draws: Option<&Path>,
) -> Result<String, Exit> {
    let oracle = RulesOracle::open(file, None, 1)?;
    let drawn = match draws {
        Some(path) => {
            let kept = std::fs::read_to_string(path)
                .map_err(|error| Exit::usage(anyhow!("cannot read {}: {error}", path.display())))?;
            let kept: Drawn = serde_json::from_str(&kept).map_err(|error| {
                Exit::usage(anyhow!(
                    "{}: not a .draws file that coach wrote: {error}",
                    path.display()
                ))
            })?;
            let draws = kept.draws.unwrap_or_default();
            oracle.draw(kept.size, None, Some(&draws))
        }
        None => oracle.generate(&mut Rng::new(seed), size),
    };
    drawn.map(|drawn| drawn.text).map_err(reject)
}

/// The draws of a generated input as the answer gives them: packed (as the driver writes
/// them: base64 of 64-bit little-endian offsets), or a list of numbers.
fn draws_read(draws: Value) -> Result<Vec<u64>> {
    match draws {
        Value::String(packed) => unpacked(&packed, u64::from_le_bytes)
            .ok_or_else(|| anyhow!("not base64 of 64-bit numbers")),
        listed => Ok(serde_json::from_value(listed)?),
    }
}

/// An error of the rules file as a [`Mistake`] of the problem, which ends a run with exit 1;
/// a signal stays what it is.
pub(crate) fn mistake(error: anyhow::Error) -> anyhow::Error {
    if crate::process::interruption(&error).is_some() {
        return error;
    }
    Mistake(format!("{error:#}")).into()
}

/// Starts met again that are asked again, at most, for each input.
const CHECKED_AGAIN: usize = 64;

impl Subject for RulesOracle {
    type Input = Drawn;

    fn name(&self) -> &str {
        &self.name
    }

    fn command(&self) -> &'static str {
        match self.interactive {
            Some(_) => "judge",
            None => "stress",
        }
    }

    fn answer_name(&self) -> &'static str {
        match self.interactive {
            Some(_) => "the side that wins",
            None => "expected",
        }
    }

    fn output_name(&self) -> &'static str {
        match self.interactive {
            Some(_) => "the game",
            None => "standard output",
        }
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> Result<Drawn> {
        let seed = rng.next_u64();
        self.draw(size, Some(seed), None).map_err(|error| {
            let Some(refusal) = error.downcast_ref::<Refusal>() else {
                return mistake(error);
            };
            let draws = &refusal.answer["draws"];
            let kept = Drawn {
                size,
                draws: draws_read(draws.clone()).ok(),
                text: String::new(),
                starts: Vec::new(),
            };
            let saved = self.keep.as_deref().map(|dir| {
                let path = dir.join(format!("generate-failed-{seed:016x}.draws"));
                std::fs::create_dir_all(dir)
                    .and_then(|()| {
                        newfile::create_or_same(
                            &path,
                            (serde_json::to_string(&kept).unwrap_or_default() + "\n").as_bytes(),
                        )
                    })
                    .map(|()| path)
            });
            let replay = match saved {
                Some(Ok(path)) => format!(
                    "the draws that made it are kept in {}: `coach gen {} --draws {}` makes it \
                     again",
                    path.display(),
                    self.path.display(),
                    path.display()
                ),
                _ => format!("its draws: {}", crate::notation::quote(&draws.to_string())),
            };
            Mistake(format!("{}; {replay}", refusal.message)).into()
        })
    }

    fn boundary(&self, _turn: usize, _rng: &mut Rng) -> Option<(String, Drawn)> {
        None
    }

    fn has_boundaries(&self) -> bool {
        false
    }

    fn parse(&self, text: &str) -> Result<Drawn, String> {
        let starts = self
            .child()
            .starts_in(text)
            .map_err(|error| format!("{error:#}"))?;
        Ok(Drawn {
            size: Size::Small,
            draws: None,
            text: text.to_string(),
            starts,
        })
    }

    fn format(&self, input: &Drawn) -> String {
        input.text.clone()
    }

    /// What the judge prints for `input` (an interactive judge: the side that wins); a
    /// mistake of the rules file, or an input too large for the oracle, is a [`Mistake`]
    /// (exit 1), never a verdict on the solution.
    fn answer(&self, input: &Drawn) -> Result<String> {
        if let Some(interactive) = &self.interactive {
            return interactive.answer(self, input);
        }
        let parts = self.solve(&input.starts).map_err(|error| {
            if error.downcast_ref::<TooLarge>().is_none() {
                return mistake(error);
            }
            let lower = match input.draws {
                Some(_) => format!(
                    "lower --max-size, or the generator's bounds at size {}",
                    size_name(input.size)
                ),
                None => "a smaller input".to_string(),
            };
            Mistake(format!(
                "an input too large for the oracle: {error:#}; {lower}"
            ))
            .into()
        })?;
        self.answers(&input.starts, &parts).map_err(mistake)
    }

    fn shape(&self, input: &Drawn) -> String {
        let games = input.starts.len();
        format!(
            "{} game{}, {}",
            games,
            if games == 1 { "" } else { "s" },
            crate::notation::count(input.text.len(), "byte")
        )
    }

    fn smaller<'a>(
        &'a self,
        input: &'a Drawn,
    ) -> Box<dyn Iterator<Item = Candidate<'a, Drawn>> + 'a> {
        let Some(draws) = &input.draws else {
            return Box::new(std::iter::empty());
        };
        let sizes = [Size::Small, Size::Medium]
            .into_iter()
            .filter(move |&size| size < input.size)
            .map(move |size| Candidate::new(move || self.draw(size, None, Some(draws)).ok()));
        let edits = draw_edits(draws).map(move |edit| {
            let (key, value_edit) = (edit.key(), edit.is_value_edit());
            let build = move || {
                let edited = edit.apply(draws)?;
                self.draw(input.size, None, Some(&edited)).ok()
            };
            match key {
                Some(key) => Candidate::deletion(key, build),
                None if value_edit => Candidate::value_edit(build),
                None => Candidate::new(build),
            }
        });
        Box::new(sizes.chain(edits))
    }

    fn unshrinkable(&self, input: &Drawn) -> Option<String> {
        input.draws.is_none().then(|| {
            "not shrunk: the draws that made it are unknown (no .draws file beside it)".to_string()
        })
    }

    fn minimal_words(&self) -> &'static str {
        "1-minimal in its draws: no candidate of fewer or lower draws fails alike"
    }

    fn invocation(&self) -> String {
        self.path.display().to_string()
    }

    /// The input in `text`, with the draws kept beside `path` where there are some and they
    /// make this very input.
    fn read(&self, path: &Path, text: &str) -> Result<Drawn, String> {
        let mut input = self.parse(text)?;
        let kept: Option<Drawn> = std::fs::read_to_string(path.with_extension("draws"))
            .ok()
            .and_then(|kept| serde_json::from_str(&kept).ok());
        if let Some(Drawn {
            size,
            draws: Some(draws),
            ..
        }) = kept
            && self
                .draw(size, None, Some(&draws))
                .is_ok_and(|again| again.text == text)
        {
            input.size = size;
            input.draws = Some(draws);
        }
        Ok(input)
    }

    /// The draws that made `input`, beside `path` as `NAME.draws`, where they are known: so
    /// that `--from` and the corpus can shrink it again.
    fn keep_beside(&self, path: &Path, input: &Drawn) -> Result<()> {
        if input.draws.is_some() {
            let beside = path.with_extension("draws");
            newfile::create(&beside, (serde_json::to_string(input)? + "\n").as_bytes())
                .with_context(|| format!("cannot save {}", beside.display()))?;
        }
        match &self.interactive {
            Some(interactive) => interactive.keep_beside(path, input),
            None => Ok(()),
        }
    }

    /// The program's output compared with the answer; for an interactive judge, the game
    /// played against it.
    fn judge(&self, runner: &Runner, input: &Drawn) -> Result<(Run, String)> {
        if let Some(interactive) = &self.interactive {
            return interactive.judge(self, runner, input);
        }
        let expected = self.answer(input)?;
        let run = runner.judge(&self.format(input), &expected)?;
        Ok((run, expected))
    }

    /// A rules file's game, played by `coach play RULES FILE`; its table, coach does not
    /// know. An interactive judge's report has the transcript, with each of the program's
    /// moves marked: nothing more to add.
    fn why(&self, input: &Drawn, verdict: Verdict, file: Option<&Path>) -> String {
        if self.interactive.is_some() {
            return String::new();
        }
        let Ok(games) = self.games(input) else {
            return String::new();
        };
        let rules = self.path().display().to_string();
        let rules = crate::notation::quote(&rules);
        // Playing a sum of thousands of parts out, to find it too long to show, would take
        // far longer than the stress run: the command is named at once instead.
        let fewest: usize = games.iter().map(Loaded::fewest_moves).sum();
        if fewest > WHY_MOVES {
            return why_command(&rules, file);
        }
        if games[0].scored() {
            why::<Custom<Scored>>(&rules, &games, verdict, file)
        } else {
            why::<Custom<Normal>>(&rules, &games, verdict, file)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_is_named_as_the_protocol_names_it() {
        assert_eq!(
            [Size::Small, Size::Medium, Size::Max].map(size_name),
            ["small", "medium", "max"]
        );
        let drawn = Drawn {
            size: Size::Max,
            draws: Some(vec![3, 0]),
            text: "x".to_string(),
            starts: Vec::new(),
        };
        let kept = serde_json::to_string(&drawn).unwrap();
        assert_eq!(kept, r#"{"size":"max","draws":[3,0]}"#);
    }

    #[test]
    fn draws_are_read_packed_or_listed() {
        // 3 and 2**64 - 1 as 64-bit little-endian numbers, in base64.
        let packed = json!("AwAAAAAAAAD//////////w==");
        assert_eq!(draws_read(packed).unwrap(), vec![3, u64::MAX]);
        assert_eq!(draws_read(json!([3, 0])).unwrap(), vec![3, 0]);
        assert!(draws_read(json!("AwAA")).is_err());
        assert!(draws_read(json!([-1])).is_err());
    }
}
