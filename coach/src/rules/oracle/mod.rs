//! A rules file as the oracle of a stress run ([`Subject`]): its `generate(draw, size)` makes
//! the inputs, its `parse(text)` reads each into the starts of its games, coach solves them
//! (what a learner would otherwise write as a brute force), and its `answer(start, value)`
//! says what the judge prints for each game.
//!
//! A failing input shrinks by its draws, as Hypothesis shrinks its choices: the sequence of
//! numbers `draw(lo, hi)` returned is edited ([`draw_edits`](crate::shrink::draw_edits))
//! and `generate` run again on it, so that every candidate is a valid input by
//! construction, and no learner writes a shrinker. The draws are kept beside an input coach
//! saves (`NAME.draws`), so that `--from` and the corpus shrink it again.
//!
//! The values solved are kept from one input to the next: a position's value is the same in
//! every input. A rules file whose moves depend on more than the position (a global its
//! `parse` sets) breaks that; the moves of each start met again are asked again and
//! compared, and a difference is named in one line.

mod subject;

use crate::exit::Exit;
use crate::rng::Rng;
use crate::rng::Size;
use crate::rules::child::RulesChild;
use crate::rules::file::{RulesFile, reject};
use crate::rules::game::Loaded;
use crate::rules::said::unpacked;
use crate::rules::solve::{Solved, TooLarge};
use crate::shrink::DrawList;
use crate::solution::{Run, Runner};
use crate::stress::Mistake;
use crate::stress::Subject;
use crate::stress::corpus::Corpus;
use anyhow::{Context, Result, anyhow, bail};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// A rules file running as a stress run's oracle.
pub(crate) struct RulesOracle {
    /// The file's stem, as reports and the corpus name it.
    name: String,
    /// Where the draws of an input the file fails to make are kept: the corpus.
    keep: Option<Corpus>,
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
    /// Bytes of positions solved kept from one input to the next ([`KEPT_BYTES`]).
    pub(crate) kept_bytes: usize,
    /// Whether the file runs in coach's own driver, which makes boundary shapes.
    has_shapes: bool,
    /// What the search's inputs drew, by (line, column) of the call: draws, at the top, at
    /// the bottom.
    reached: Mutex<std::collections::BTreeMap<(u64, u64), [u64; 3]>>,
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
    fn play(&self, oracle: &RulesOracle, runner: &Runner, input: &Drawn) -> Result<(Run, String)>;
    /// Writes beside `path` what a failed game of `input` leaves (its transcript); by
    /// default nothing.
    fn keep_beside(&self, _path: &Path, _input: &Drawn) -> Result<()> {
        Ok(())
    }
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
    /// Where the lists the generator drew with `draw.list` lie among the draws: told again
    /// by each replay of them, so not kept.
    #[serde(skip)]
    pub(crate) lists: Vec<DrawList>,
    /// For each place of the rules file that drew (the line and column of its call): the
    /// place, its draws, and how many were at the top and at the bottom of their range.
    #[serde(skip)]
    pub(crate) sites: Vec<[u64; 5]>,
}

/// What the draws of a generated input come from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Drawing<'a> {
    /// Drawn afresh from a seed.
    Seed(u64),
    /// Replayed from an input's draws.
    Replay(&'a [u64]),
    /// Each at an end of its range: a boundary shape.
    Shape(Shape),
}

/// A boundary shape of a rules file's generator: every draw at one end of its range (the
/// top where `top`), but the draw numbered `alone` (from 0), which is at the other end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    pub(crate) alone: Option<usize>,
    pub(crate) top: bool,
}

impl Shape {
    /// The `turn`-th shape a stress run tries: every draw at its top, every draw at its
    /// bottom, then draw 1 alone at its bottom (every other at its top), draw 1 alone at its
    /// top, draw 2 alone at its bottom, and so on. Where the generator makes fewer draws,
    /// its caller counts around them.
    pub(crate) fn of_turn(turn: usize) -> Shape {
        match turn {
            0 | 1 => Shape {
                alone: None,
                top: turn == 0,
            },
            _ => Shape {
                alone: Some((turn - 2) / 2),
                top: turn.is_multiple_of(2),
            },
        }
    }

    /// In words, as a report names the case: `draw 1 alone at its bottom, every other at its
    /// top` (draws counted from 1).
    pub(crate) fn name(self) -> String {
        let (end, other) = if self.top {
            ("top", "bottom")
        } else {
            ("bottom", "top")
        };
        match self.alone {
            None => format!("every draw at its {end}"),
            Some(alone) => format!(
                "draw {} alone at its {other}, every other at its {end}",
                alone + 1
            ),
        }
    }
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
        keep: Option<&Corpus>,
        children: usize,
    ) -> Result<RulesOracle, Exit> {
        let mut others = crate::rules::open::launch_all(file, children)?;
        let rules = others.remove(0);
        rules.require(
            "generate",
            "has no generate(draw, size): stress makes its inputs with it",
        )?;
        rules.require(
            "parse",
            "has no parse(text): stress reads each input into the starts of its games with it",
        )?;
        let name = file.file.file_stem().map_or_else(
            || "rules".to_string(),
            |stem| stem.to_string_lossy().into_owned(),
        );
        Ok(RulesOracle {
            name,
            keep: keep.cloned(),
            path: file.file.clone(),
            has_shapes: rules.compact(),
            reached: Mutex::default(),
            rules: Arc::new(Mutex::new(rules)),
            others: others.into_iter().map(Mutex::new).collect(),
            threads: Mutex::new(Vec::new()),
            solved: Mutex::new(Arc::new(Solved::default())),
            kept_bytes: KEPT_BYTES,
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

    /// An input made by `generate` at `size`, its draws as `drawing` says.
    fn draw(&self, size: Size, drawing: Drawing<'_>) -> Result<Drawn> {
        let mut request = json!({ "generate": size_name(size) });
        match drawing {
            Drawing::Seed(seed) => request["seed"] = json!(seed),
            Drawing::Replay(draws) => request["draws"] = json!(draws),
            Drawing::Shape(shape) => {
                request["shape"] = json!({
                    "alone": shape.alone.map_or(-1, |alone| alone as i64),
                    "end": if shape.top { "top" } else { "bottom" },
                });
            }
        }
        let mut child = self.child();
        let mut answer = child.ask(&request)?;
        let draws = draws_read(answer["draws"].take()).context("the draws of a generated input")?;
        let Value::String(text) = answer["text"].take() else {
            bail!("no text for a generated input");
        };
        let starts = child.starts_read(&mut answer)?;
        let lists = match answer.get_mut("lists").map(Value::take) {
            Some(lists) => {
                lists_read(lists, draws.len()).context("the lists of a generated input")?
            }
            None => Vec::new(),
        };
        let sites = match answer.get_mut("sites").map(Value::take) {
            Some(sites) => serde_json::from_value(sites).context("the draws' lines")?,
            None => Vec::new(),
        };
        Ok(Drawn {
            size,
            draws: Some(draws),
            text,
            starts,
            lists,
            sites,
        })
    }

    /// Whether the file has `function`.
    pub(crate) fn has(&self, function: &str) -> bool {
        self.child().has(function)
    }

    /// Refuses a file without `function`, as [`RulesChild::require`] does.
    pub(crate) fn require(&self, function: &str, why: &str) -> Result<(), Exit> {
        self.child().require(function, why)
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
        let (solved, parts) = self.solve(&input.starts)?;
        Ok(Loaded::games(
            self.rules.clone(),
            solved,
            &input.starts,
            parts,
        ))
    }

    /// Solves `starts` with what is solved already, and returns each start's parts with the
    /// table they index, taken under the same lock: another worker may start the table
    /// afresh the moment it is let go. Where the positions solved so far and these pass the
    /// bound together, these are solved alone; past it alone, the input is too large for the
    /// oracle.
    fn solve(&self, starts: &[Value]) -> Result<(Arc<Solved>, Vec<Vec<usize>>)> {
        let mut child = self.child();
        let mut solved = self.solved.lock().expect("no panic holds it");
        // What one input explored is kept for the next only while it is small: a run whose
        // inputs are all new games holds one input's positions, not every one's.
        if solved.bytes() > self.kept_bytes {
            *solved = Arc::new(Solved::default());
        }
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
        Ok((Arc::clone(&solved), parts))
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

    /// What the judge prints for each game of `starts`, whose parts in `solved` are `parts`
    /// ([`answers`](super::answer::answers)).
    fn answers(&self, starts: &[Value], solved: &Solved, parts: &[Vec<usize>]) -> Result<String> {
        super::answer::answers(&mut self.child(), starts, solved, parts)
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
    // Nothing is found before the input is whole: a signal ends gen at once, in one line.
    crate::process::end_on_signal().map_err(Exit::usage)?;
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
            oracle.draw(kept.size, Drawing::Replay(&draws))
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

/// The lists of a generated input as the driver tells them: for each, the index of the
/// draw of its length and, packed as the draws are, where each item starts and the last ends;
/// checked to lie among the `draws` draws, in order, one start an item.
fn lists_read(lists: Value, draws: usize) -> Result<Vec<DrawList>> {
    let lists: Vec<(usize, String)> = serde_json::from_value(lists)?;
    lists
        .into_iter()
        .map(|(length_at, packed)| {
            let starts: Vec<usize> = unpacked(&packed, u64::from_le_bytes)
                .ok_or_else(|| anyhow!("not base64 of 64-bit numbers"))?
                .into_iter()
                .map(|start| usize::try_from(start).unwrap_or(usize::MAX))
                .collect();
            let ordered = starts.first().is_some_and(|&first| first > length_at)
                && starts.windows(2).all(|pair| pair[0] <= pair[1])
                && starts.last().is_some_and(|&end| end <= draws);
            if !ordered {
                bail!("a list's items do not lie after its length, in order");
            }
            Ok(DrawList { length_at, starts })
        })
        .collect()
}

/// An error of the rules file as a [`Mistake`] of the problem, which ends a run with exit 1;
/// a signal stays what it is.
pub(crate) fn mistake(error: anyhow::Error) -> anyhow::Error {
    if crate::process::interruption(&error).is_some() {
        return error;
    }
    Mistake(format!("{error:#}")).into()
}

/// Bytes of positions solved that a run keeps from one input to the next, about: past them,
/// the next input is solved afresh. An input alone may hold more, up to
/// [`MAX_POSITIONS`](crate::rules::solve::MAX_POSITIONS) positions.
const KEPT_BYTES: usize = 64 << 20;

/// Starts met again that are asked again, at most, for each input.
const CHECKED_AGAIN: usize = 64;

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
            lists: Vec::new(),
            sites: Vec::new(),
        };
        let kept = serde_json::to_string(&drawn).unwrap();
        assert_eq!(kept, r#"{"size":"max","draws":[3,0]}"#);
    }

    #[test]
    fn boundary_shapes_come_in_turn_each_named() {
        let names: Vec<String> = (0..5).map(|turn| Shape::of_turn(turn).name()).collect();
        assert_eq!(
            names,
            [
                "every draw at its top",
                "every draw at its bottom",
                "draw 1 alone at its bottom, every other at its top",
                "draw 1 alone at its top, every other at its bottom",
                "draw 2 alone at its bottom, every other at its top",
            ]
        );
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
