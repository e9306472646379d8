//! A rules file as a game every teaching command plays: `play` (`--why`, `--table`,
//! `--json`, `--html`), `review` and `duel` run on [`Custom`](custom::Custom) exactly as on
//! the five problems, through the same traits. The file is explored and solved once, before
//! the command starts ([`teach`](custom::teach)); the traits then read the solved
//! positions, and ask the file only to draw one (`show`). The command itself is a
//! [`Teach`](crate::problem::Teach), as it is for the five.
//!
//! A position of the game is a sum of the file's positions (one, for most games), the
//! terminal ones dropped, and whose turn it is. A move in a sum of several names its part:
//! `2:take_1` is `take_1` in the second. Names are the file's, each run of white space
//! written `_` so that a line of moves reads back.

pub(crate) mod custom;

use super::child::{RulesChild, TimedOut};
use super::file::RulesFile;
use super::solve::{Solved, Valuation};
use crate::exit::Exit;
use crate::notation;
use anyhow::Result;
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, Mutex};

/// How many of `show`'s calls may run past the time limit before it is asked no more: one may
/// be its own position's (a drawing that hangs at 5 alone), two are the function's.
const SHOW_TIMEOUTS: usize = 2;

/// Moves of one position past which a move is looked up by its name, not found in the list.
const INDEXED_FROM: usize = 32;

/// Where a rules file's game starts.
pub(crate) enum Start {
    /// `start(n)`.
    N(i64),
    /// `parse(text)` on a judge's input.
    Input(Vec<u8>),
}

/// A rules file's game, solved: one of its starts (several parts, for a sum), and the file
/// and the values every start shares. The input of [`Custom`](custom::Custom) is one game
/// a start.
#[derive(Clone)]
pub(crate) struct Loaded {
    inner: Arc<Inner>,
    /// The start's parts, played side by side.
    start: Arc<[usize]>,
    /// The start as `parse(text)` gave it, which the file's `answer(start, value)` is given.
    given: Arc<Value>,
    /// What the file's `answer` said for this game, by value, each asked once.
    said: Arc<Mutex<HashMap<i64, String>>>,
}

struct Inner {
    /// The file's name.
    name: String,
    solved: Arc<Solved>,
    /// The file, asked for drawings (`show`), with those already given.
    rules: Arc<Mutex<RulesChild>>,
    shows: Mutex<HashMap<usize, String>>,
    /// The positions whose `show` took longer than the time limit: past
    /// [`SHOW_TIMEOUTS`] of them, `show` is asked no more, as each call would wait as long.
    show_timed_out: Mutex<Vec<String>>,
    /// For each position of many moves that a move was made from, its moves' indices by
    /// name: a move found in one step, so that analysing a position of K moves costs O(K).
    indices: Mutex<HashMap<usize, Arc<HashMap<String, usize>>>>,
    has_show: bool,
    /// The players' names the file gives (`players`).
    players: Option<[String; 2]>,
}

impl fmt::Debug for Loaded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.inner.name)
    }
}

impl Loaded {
    /// The games of `given`, the starts as `parse(text)` gave them, whose parts are `starts`,
    /// of a file already solved, which is asked for drawings where it has `show` and for what
    /// the judge prints where it has `answer`.
    pub(crate) fn games(
        rules: Arc<Mutex<RulesChild>>,
        solved: Arc<Solved>,
        given: &[Value],
        starts: Vec<Vec<usize>>,
    ) -> Vec<Loaded> {
        let (name, has_show, players) = {
            let child = rules.lock().expect("no panic holds it");
            (child.name.clone(), child.has("show"), child.players.clone())
        };
        let inner = Arc::new(Inner {
            name,
            solved,
            rules,
            shows: Mutex::new(HashMap::new()),
            show_timed_out: Mutex::new(Vec::new()),
            indices: Mutex::default(),
            has_show,
            players,
        });
        starts
            .into_iter()
            .zip(given)
            .map(|(start, given)| Loaded {
                inner: inner.clone(),
                start: start.into(),
                given: Arc::new(given.clone()),
                said: Arc::default(),
            })
            .collect()
    }

    /// The players' names the file gives (`players`), first player first.
    pub(crate) fn players(&self) -> Option<&[String; 2]> {
        self.inner.players.as_ref()
    }

    /// Whether the file draws its positions (`show`).
    pub(crate) fn draws(&self) -> bool {
        self.inner.has_show
    }

    /// What the game is worth to the first player at its start: the lead, or the Grundy
    /// number (0 where the first player loses; 1 where he wins, in a game whose positions
    /// name their mover).
    pub(crate) fn start_value(&self) -> i64 {
        self.solution().start_value(&self.start)
    }

    /// Whether the values are Grundy numbers: normal play, the players alternating.
    fn grundy(&self) -> bool {
        self.solution().grundy()
    }

    /// The player to move at `parts`, reached from a position whose mover was `before`: the
    /// one the file names, or where turns alternate, the other.
    fn mover_at(&self, parts: &[usize], before: u8) -> u8 {
        match parts {
            [one] if self.solution().named_turns => self.solution().mover(*one),
            _ => 1 - before,
        }
    }

    /// The side that wins under optimal play, as a judged program names its side: `First` or
    /// `Second`, whatever the file calls the players.
    pub(crate) fn side_that_wins(&self) -> String {
        // A game valued by its outcomes may be a draw; else only a win or a loss counts.
        let meaning = match self.meaning() {
            Valuation::Outcome => Valuation::Outcome,
            _ => Valuation::Grundy,
        };
        super::answer::by_default(meaning, self.start_value(), None)
    }

    /// What the judge prints for this game where it is worth `value` to the first player
    /// (the lead; in normal play the Grundy number, or 1 for a line the first player won and
    /// 0 for one he lost): the file's `answer(start, value)`, asked once a value, or where it
    /// has none `First`, `Second` or the lead.
    pub(crate) fn answer_of(&self, value: i64) -> Result<String> {
        if let Some(said) = self.said.lock().expect("no panic holds it").get(&value) {
            return Ok(said.clone());
        }
        let said = {
            let mut rules = self.inner.rules.lock().expect("no panic holds it");
            super::answer::answered(&mut rules, self.meaning(), &[(&self.given, value)])?.remove(0)
        };
        self.said
            .lock()
            .expect("no panic holds it")
            .insert(value, said.clone());
        Ok(said)
    }

    /// Asks the file at once what the judge prints for each of `games` at its start, so that
    /// a mistake of its `answer` is found (one line, exit 1) before a command shows a result.
    fn told(games: &[Loaded]) -> Result<()> {
        let Some(first) = games.first() else {
            return Ok(());
        };
        let asked: Vec<(&Value, i64)> = games
            .iter()
            .map(|game| (game.given.as_ref(), game.start_value()))
            .collect();
        let said = {
            let mut rules = first.inner.rules.lock().expect("no panic holds it");
            super::answer::answered(&mut rules, first.meaning(), &asked)?
        };
        for (game, said) in games.iter().zip(said) {
            game.said
                .lock()
                .expect("no panic holds it")
                .insert(game.start_value(), said);
        }
        Ok(())
    }

    /// A lower bound on the moves of any line of play from its start: a sum ends only once
    /// each of its parts has been moved in at least once, unless it had no move.
    pub(crate) fn fewest_moves(&self) -> usize {
        let moves = &self.inner.solved.moves;
        self.start
            .iter()
            .filter(|&&part| !moves[part].is_empty())
            .count()
    }

    /// What its values mean, as the file's `answer` is given them.
    pub(crate) fn meaning(&self) -> Valuation {
        self.inner.solved.meaning()
    }

    /// Whether its moves score: then it is a
    /// [`Custom<Scored>`](custom::Custom), else a [`Custom<Normal>`](custom::Custom).
    pub(crate) fn scored(&self) -> bool {
        self.inner.solved.scored
    }
}

/// The games of the rules file as a teaching command is given them: its starts read, every
/// position reachable from them explored and solved. Each mistake of the file is one line
/// and exit 1.
pub(super) fn load(options: &RulesFile, start: Start) -> Result<Vec<Loaded>, Exit> {
    let mut rules = super::open::open(options)?;
    let starts = match start {
        Start::N(n) => {
            rules.require(
                "start",
                "has no start(n): give the judge's input instead of --n",
            )?;
            rules.start_of(n).map(|start| vec![start])
        }
        Start::Input(bytes) => {
            rules.require(
                "parse",
                "has no parse(text): give --n N for the game of start(n), or add parse(text) to \
                 read an input",
            )?;
            rules.starts_in(&String::from_utf8_lossy(&bytes))
        }
    }
    .map_err(super::file::reject)?;
    let (mut solved, parts) =
        Solved::of_starts(&mut rules, &starts).map_err(super::file::reject)?;
    if solved.outcomes() {
        // Each sum's moves are shown with their outcome and moves left: every sum reachable
        // from the start, searched whole.
        for start in parts.iter().filter(|parts| parts.len() > 1) {
            solved
                .search_sum(start, &rules.name)
                .map_err(super::file::reject)?;
        }
    }
    let games = Loaded::games(
        Arc::new(Mutex::new(rules)),
        Arc::new(solved),
        &starts,
        parts,
    );
    Loaded::told(&games).map_err(super::file::reject)?;
    Ok(games)
}

/// A position: the parts played side by side, sorted, and whose turn it is; with its JSON,
/// which is what `--json` and the page write.
#[derive(Clone, Debug, Default)]
pub(crate) struct PartsPosition {
    parts: Arc<[usize]>,
    mover: u8,
    json: Arc<str>,
}

impl PartialEq for PartsPosition {
    fn eq(&self, other: &Self) -> bool {
        self.mover == other.mover && self.parts == other.parts
    }
}

impl Eq for PartsPosition {}

impl Hash for PartsPosition {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.parts.hash(state);
        self.mover.hash(state);
    }
}

impl Serialize for PartsPosition {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let raw = serde_json::value::RawValue::from_string(self.json.to_string())
            .map_err(serde::ser::Error::custom)?;
        raw.serialize(serializer)
    }
}

/// A legal move: its name as coach writes it, and where it leads.
struct Legal {
    name: String,
    parts: Vec<usize>,
}

impl Loaded {
    fn solution(&self) -> &Solved {
        &self.inner.solved
    }

    /// The position of `parts` in the order the game gives them (a move's part replaced in
    /// place by where it leads), so that a part keeps its number while the parts before it
    /// stay; the parts with no move left dropped.
    fn position(&self, mut parts: Vec<usize>, mover: u8) -> PartsPosition {
        let solved = self.solution();
        // A part with no move left changes nothing in a sum.
        if parts.len() > 1 {
            let open: Vec<usize> = parts
                .iter()
                .copied()
                .filter(|&part| !solved.moves[part].is_empty())
                .collect();
            parts = if open.is_empty() {
                parts[..1].to_vec()
            } else {
                open
            };
        }
        let json = match parts.as_slice() {
            [one] => solved.positions[*one].to_string(),
            several => serde_json::json!({
                "sum": several.iter().map(|&part| &solved.positions[part]).collect::<Vec<_>>()
            })
            .to_string(),
        };
        PartsPosition {
            parts: parts.into(),
            mover,
            json: json.into(),
        }
    }

    /// Where each distinct part of `position` is (of equal parts, the first): the parts
    /// whose moves are the position's.
    fn distinct(&self, position: &PartsPosition) -> Vec<usize> {
        let parts = &position.parts;
        (0..parts.len())
            .filter(|&k| !parts[..k].contains(&parts[k]))
            .collect()
    }

    /// Every legal move at `position`: each move of each distinct part (of equal parts, the
    /// first).
    fn choices(&self, position: &PartsPosition) -> Vec<Legal> {
        let parts = &position.parts;
        let distinct = self.distinct(position);
        let mut choices = Vec::new();
        for (shown, &k) in distinct.iter().enumerate() {
            for (mv, after) in self.solution().moves_in(parts, k) {
                let name = if distinct.len() > 1 {
                    format!("{}:{}", shown + 1, mv.name)
                } else {
                    mv.name.clone()
                };
                choices.push(Legal { name, parts: after });
            }
        }
        if self.solution().endless_worth().is_some() {
            // Of moves of equal worth, the analysis takes the first: the one nearest where
            // its worth is cashed, so that a best line goes round only where it is endless.
            choices.sort_by_key(|choice| {
                choice
                    .parts
                    .first()
                    .map_or(0, |&part| self.solution().moves_to_cash(part))
            });
        }
        choices
    }

    /// Where the legal move `name` at `position` leads, and what it scores: its part found by
    /// the name's `k:` (in a sum of different parts), the move by its name, at once.
    fn after_move(&self, position: &PartsPosition, name: &str) -> Option<(Vec<usize>, i64)> {
        let parts = &position.parts;
        let distinct = self.distinct(position);
        let (k, name) = match name.split_once(':') {
            Some((shown, name)) if distinct.len() > 1 => (
                *distinct.get(shown.parse::<usize>().ok()?.checked_sub(1)?)?,
                name,
            ),
            _ => (distinct[0], name),
        };
        let found = self.move_named(parts[k], name)?;
        let after = parts[..k]
            .iter()
            .chain(found.next.targets())
            .chain(&parts[k + 1..]);
        Some((after.copied().collect(), found.points))
    }

    /// The move of part `part` named `name`, where it has one: looked up by name where the
    /// part has more than [`INDEXED_FROM`] moves, else found in the list.
    fn move_named(&self, part: usize, name: &str) -> Option<&super::solve::RulesMove> {
        let moves = &self.solution().moves[part];
        if moves.len() <= INDEXED_FROM {
            return moves.iter().find(|mv| mv.name == name);
        }
        let index = self
            .inner
            .indices
            .lock()
            .expect("no panic holds it")
            .entry(part)
            .or_insert_with(|| {
                let names = moves.iter().enumerate();
                Arc::new(names.map(|(k, mv)| (mv.name.clone(), k)).collect())
            })
            .clone();
        index.get(name).map(|&k| &moves[k])
    }

    /// What `position` is worth to its mover: its one part's lead in a score game, else the
    /// xor of its parts' Grundy numbers (or where turns are named, 1 for a win, 0 for a loss).
    fn value(&self, position: &PartsPosition) -> i64 {
        self.value_of_parts(&position.parts)
    }

    /// What the sum of `parts` is worth to its mover, as [`Loaded::value`].
    fn value_of_parts(&self, parts: &[usize]) -> i64 {
        self.solution().value_of(parts)
    }

    /// The file's drawing of one part, asked once; its JSON where it has no `show`, or where
    /// `show` fails (then with the reason).
    fn show_part(&self, part: usize) -> String {
        let json = self.solution().positions[part].to_string();
        if !self.inner.has_show {
            return json;
        }
        let mut shows = self.inner.shows.lock().expect("no panic holds it");
        if let Some(shown) = shows.get(&part) {
            return shown.clone();
        }
        let mut timed_out = self.inner.show_timed_out.lock().expect("no panic holds it");
        if timed_out.len() >= SHOW_TIMEOUTS {
            return format!(
                "{json} (show not asked: it took longer than the time limit at {})",
                timed_out.join(" and ")
            );
        }
        let asked = self
            .inner
            .rules
            .lock()
            .expect("no panic holds it")
            .ask(&serde_json::json!({ "show": self.solution().positions[part] }));
        let shown = match asked {
            Ok(answer) => answer["text"]
                .as_str()
                .map_or(json, crate::notation::visible),
            Err(error) => {
                if error.downcast_ref::<TimedOut>().is_some() {
                    timed_out.push(json.clone());
                }
                format!("{json} (show failed: {error:#})")
            }
        };
        shows.insert(part, shown.clone());
        shown
    }

    fn show(&self, position: &PartsPosition) -> String {
        let drawn: Vec<String> = position
            .parts
            .iter()
            .map(|&part| self.show_part(part))
            .collect();
        match drawn.as_slice() {
            [one] => one.clone(),
            several if !several.iter().any(|drawn| drawn.contains('\n')) => several.join(" + "),
            several => several
                .iter()
                .enumerate()
                .map(|(k, drawn)| format!("part {}:\n{drawn}", k + 1))
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }

    /// The legal move at `position` that the file's name `said` names: coach's own name for
    /// it (`k:name` in a sum of different parts), or the file's name where no other part has
    /// a move of that name. `None` where it names no legal move.
    pub(crate) fn named(&self, position: &PartsPosition, said: &str) -> Option<String> {
        let said = super::solve::move_name(said);
        let names: Vec<String> = self
            .choices(position)
            .into_iter()
            .map(|choice| choice.name)
            .collect();
        if names.contains(&said) {
            return Some(said);
        }
        // In a sum of different parts every name is `k:name`.
        if self.distinct(position).len() < 2 {
            return None;
        }
        let mut plain = names
            .into_iter()
            .filter(|name| name.split_once(':').is_some_and(|(_, name)| name == said));
        match (plain.next(), plain.next()) {
            (Some(name), None) => Some(name),
            _ => None,
        }
    }

    /// Every legal move at `position`, as coach names it and as the file itself named it
    /// (white space and all, asked of the file again, once for each part), `k:` before the
    /// file's name where another part has a move of that name.
    pub(crate) fn given_names(
        &self,
        position: &PartsPosition,
    ) -> anyhow::Result<Vec<(String, String)>> {
        let (parts, solved) = (&position.parts, self.solution());
        let distinct = self.distinct(position);
        let mut given = Vec::new();
        {
            let mut rules = self.inner.rules.lock().expect("no panic holds it");
            for (shown, &k) in distinct.iter().enumerate() {
                let part = parts[k];
                for (mv, name) in solved.moves[part]
                    .iter()
                    .zip(solved.given_names(&mut rules, part)?)
                {
                    let shared = distinct
                        .iter()
                        .filter(|&&other| {
                            solved.moves[parts[other]].iter().any(|o| o.name == mv.name)
                        })
                        .count();
                    given.push(if shared > 1 {
                        format!("{}:{name}", shown + 1)
                    } else {
                        name
                    });
                }
            }
        }
        // The legal moves come in the same order: each distinct part's, in the file's order.
        let coach = self.choices(position).into_iter().map(|choice| choice.name);
        Ok(coach.zip(given).collect())
    }

    /// A position as a recurrence names it, cut to a readable length.
    fn name_of(&self, position: &PartsPosition) -> String {
        notation::quote(&position.json)
    }
}
