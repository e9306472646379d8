//! The rules file as a stress run's [`Subject`]: its inputs drawn, read back and shrunk by
//! their draws, its answers, and the judged run (an interactive judge's game where one is
//! plugged in).

use super::{Drawing, Drawn, RulesOracle, Shape, draws_read, mistake, size_name};
use crate::newfile;
use crate::play::{WHY_MOVES, why, why_command};
use crate::rng::Rng;
use crate::rng::Size;
use crate::rules::child::Refusal;
use crate::rules::game::Loaded;
use crate::rules::game::custom::{Custom, Normal, Scored};
use crate::rules::solve::TooLarge;
use crate::shrink::{Candidate, DrawEdit, deletions_with_lowering, draw_edits, item_deletions};
use crate::solution::{Run, Runner, Verdict};
use crate::stress::Mistake;
use crate::stress::Subject;
use anyhow::{Context, Result};
use std::path::Path;

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
        let drawn = self.made(size, Drawing::Seed(seed), seed)?;
        self.reached_by(&drawn);
        Ok(drawn)
    }

    /// The shapes of [`Shape::of_turn`], at the maximum size; only where the file runs in
    /// coach's own driver, which knows them (a stand-in has none).
    fn boundary(&self, turn: usize, rng: &mut Rng) -> Option<Result<(String, Drawn)>> {
        let seed = rng.next_u64();
        let made = |shape| self.made(Size::Max, Drawing::Shape(shape), seed);
        let mut shape = Shape::of_turn(turn);
        // The draw alone is counted around the draws the generator makes with every draw at
        // the same end, so that the name says which draw it is.
        let counted = match shape.alone {
            Some(alone) => made(Shape {
                alone: None,
                ..shape
            })
            .map(|every| {
                let count = every.draws.as_ref().map_or(0, Vec::len).max(1);
                shape.alone = Some(alone % count);
            }),
            None => Ok(()),
        };
        Some(counted.and_then(|()| made(shape)).map(|drawn| {
            self.reached_by(&drawn);
            (shape.name(), drawn)
        }))
    }

    /// Read once, when the file started: asking a child would give the asking thread (the
    /// search's, each case's) a child of its own.
    fn has_boundaries(&self) -> bool {
        self.has_shapes
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
        let (solved, parts) = self.solve(&input.starts).map_err(|error| {
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
        self.answers(&input.starts, &solved, &parts)
            .map_err(mistake)
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
            .map(move |size| Candidate::new(move || self.draw(size, Drawing::Replay(draws)).ok()));
        let candidate = move |edit: DrawEdit| {
            let (key, value_edit) = (edit.key(), edit.is_value_edit());
            let build = move || {
                let edited = edit.apply(draws)?;
                self.draw(input.size, Drawing::Replay(&edited)).ok()
            };
            match key {
                Some(key) => Candidate::deletion(key, build),
                None if value_edit => Candidate::value_edit(build),
                None => Candidate::new(build),
            }
        };
        // A list's items go first, before the smaller sizes: each pass that halves a long
        // list would otherwise pay for two runs that pass.
        let items = item_deletions(&input.lists).map(candidate);
        let edits = draw_edits(draws, &input.lists).map(candidate);
        let last = deletions_with_lowering(draws, &input.lists).map(candidate);
        Box::new(items.chain(sizes).chain(edits).chain(last))
    }

    fn unshrinkable(&self, input: &Drawn) -> Option<String> {
        input.draws.is_none().then(|| {
            "not shrunk: the draws that made it are unknown (no .draws file beside it)".to_string()
        })
    }

    fn minimal_words(&self) -> &'static str {
        "1-minimal in its draws as tried: no single draw deleted, and no draw lowered (to 0, by a half, a quarter, ... or 1), fails alike"
    }

    fn invocation(&self) -> String {
        self.path.display().to_string()
    }

    /// Each place of the file that draws (each call of `draw`, as the driver finds them in
    /// its source) never reached by the search's inputs, or never at an end of its range;
    /// `None` where the file runs in a stand-in, which tells no places, or draws nowhere in
    /// its own text.
    fn reach(&self) -> Option<crate::stress::Reach> {
        let answer = self
            .child()
            .ask(&serde_json::json!({ "draw_places": true }))
            .ok()?;
        let calls: Vec<(u64, u64, String)> =
            serde_json::from_value(answer["places"].clone()).ok()?;
        let reached = self.reached.lock().unwrap_or_else(|e| e.into_inner());
        let mut places: Vec<(u64, u64)> = calls
            .iter()
            .map(|&(line, column, _)| (line, column))
            .collect();
        places.extend(reached.keys().filter(|&&(line, _)| line > 0));
        places.sort_unstable();
        places.dedup();
        let missed = places
            .iter()
            .filter_map(|&(line, column)| {
                let missed = match reached.get(&(line, column)) {
                    None => "never run",
                    Some([_, 0, 0]) => "never at the top or the bottom of its range",
                    Some([_, 0, _]) => "never at the top of its range",
                    Some([_, _, 0]) => "never at the bottom of its range",
                    Some(_) => return None,
                };
                let call = calls
                    .iter()
                    .find(|&&(at, from, _)| (at, from) == (line, column))
                    .map_or(String::new(), |(_, _, text)| {
                        format!(" `{}`", crate::notation::quote(text))
                    });
                Some(format!("line {line}{call}: {missed}"))
            })
            .collect();
        if places.is_empty() {
            // No call of draw in the file itself (its generator is imported): nothing to say.
            return None;
        }
        Some(crate::stress::Reach {
            file: self.path.display().to_string(),
            places: places.len(),
            missed,
        })
    }

    /// The input in `text`, with the draws kept beside `path` where there are some and they
    /// make this very input.
    fn read(&self, path: &Path, text: &str) -> Result<Drawn, String> {
        let starts = self
            .child()
            .starts_in(text)
            .map_err(|error| format!("{error:#}"))?;
        let mut input = Drawn {
            size: Size::Small,
            draws: None,
            text: text.to_string(),
            starts,
            lists: Vec::new(),
            sites: Vec::new(),
        };
        let kept: Option<Drawn> = std::fs::read_to_string(path.with_extension("draws"))
            .ok()
            .and_then(|kept| serde_json::from_str(&kept).ok());
        if let Some(Drawn {
            size,
            draws: Some(draws),
            ..
        }) = kept
            && let Ok(again) = self.draw(size, Drawing::Replay(&draws))
            && again.text == text
        {
            input.size = size;
            input.draws = Some(draws);
            input.lists = again.lists;
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
    fn check(&self, runner: &Runner, input: &Drawn) -> Result<(Run, String)> {
        if let Some(interactive) = &self.interactive {
            return interactive.play(self, runner, input);
        }
        let expected = self.answer(input)?;
        let run = runner.check(&self.format(input), &expected)?;
        Ok((run, expected))
    }

    /// A rules file's game, played by `coach play RULES FILE`; its table, coach does not
    /// know. An interactive judge's report has the transcript, with each of the program's
    /// moves marked: nothing more to add.
    fn why(&self, input: &Drawn, verdict: Verdict, file: Option<&Path>) -> String {
        if self.interactive.is_some() {
            return String::new();
        }
        // A start written as one list (`[0, 0, a, b]`, not `[[0, 0, a, b]]`) is as many
        // games as it has items, each one line of the answer: said, as the file may mean one.
        let games_read = match input.starts.len() {
            many if many > 1 && verdict == Verdict::Wa => format!(
                "parse(text) read {many} games from this input, one line of the answer each: \
                 where it is one game, parse gives [start], a list of one start.\n"
            ),
            _ => String::new(),
        };
        let Ok(games) = self.games(input) else {
            return games_read;
        };
        let rules = self.path().display().to_string();
        let rules = crate::notation::quote(&rules);
        // Playing a sum of thousands of parts out, to find it too long to show, would take
        // far longer than the stress run: the command is named at once instead.
        let fewest: usize = games.iter().map(Loaded::fewest_moves).sum();
        let why = if fewest > WHY_MOVES {
            why_command(&rules, file, &input.text)
        } else if games[0].scored() {
            why::<Custom<Scored>>(&rules, &games, &input.text, verdict, file)
        } else {
            why::<Custom<Normal>>(&rules, &games, &input.text, verdict, file)
        };
        games_read + &why
    }
}
impl RulesOracle {
    /// Counts what `drawn`, an input of the search, drew at each place of the file.
    fn reached_by(&self, drawn: &Drawn) {
        let mut reached = self.reached.lock().unwrap_or_else(|e| e.into_inner());
        for &[line, column, draws, tops, bottoms] in &drawn.sites {
            let counts = reached.entry((line, column)).or_default();
            counts[0] = counts[0].saturating_add(draws);
            counts[1] = counts[1].saturating_add(tops);
            counts[2] = counts[2].saturating_add(bottoms);
        }
    }

    /// An input made by `generate` at `size`, its draws as `drawing` says. Where the file
    /// fails to make it, the draws that made it are kept (named by `seed`) for `coach gen
    /// --draws`, and the error is a [`Mistake`].
    fn made(&self, size: Size, drawing: Drawing<'_>, seed: u64) -> Result<Drawn> {
        self.draw(size, drawing).map_err(|error| {
            let Some(refusal) = error.downcast_ref::<Refusal>() else {
                return mistake(error);
            };
            let draws = &refusal.answer["draws"];
            let kept = Drawn {
                size,
                draws: draws_read(draws.clone()).ok(),
                text: String::new(),
                starts: Vec::new(),
                lists: Vec::new(),
                sites: Vec::new(),
            };
            // Written through the corpus's folder held open, never through a link.
            let saved = self.keep.as_ref().map(|corpus| {
                let name = format!("generate-failed-{seed:016x}.draws");
                let text = serde_json::to_string(&kept).unwrap_or_default() + "\n";
                corpus.unlinked().and_then(|at| {
                    newfile::create_or_same(&at.join(&name), text.as_bytes())?;
                    Ok(corpus.dir.join(&name))
                })
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
}
