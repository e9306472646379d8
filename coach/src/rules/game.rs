//! A rules file as a game every teaching command plays: `play` (`--why`, `--table`, `--json`,
//! `--html`), `review` and `duel` run on [`Custom`] exactly as on the five problems, through
//! the same traits. The file is explored and solved once, before the command starts
//! ([`teach`]); the traits then read the solved positions, and ask the file only to draw one
//! (`show`). The command itself is a [`Teach`], as it is for the five.
//!
//! A position of the game is a sum of the file's positions (one, for most games), the
//! terminal ones dropped, and whose turn it is. A move in a sum of several names its part:
//! `2:take_1` is `take_1` in the second. Names are the file's, each run of white space
//! written `_` so that a line of moves reads back.

use super::{RulesChild, RulesFile, Solved};
use crate::exit::Exit;
use crate::layout::{Cell, Layout};
use crate::notation;
use crate::problem::{MoveNames, Problem, Rules, Show, Solve, Teach};
use crate::worth::{Kind, Worth};
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};

/// Drawings of positions a page's picture carries at most, along the optimal line.
const PICTURES: usize = 200;

/// Bytes of one drawing a page carries: a longer one is cut there, and says so.
const PICTURE_BYTES: usize = 4 << 10;

/// Bytes of drawings a page carries in all, beside its boards' 4 MiB, so that the page stays
/// within 5 MB whatever `show()` returns: past them, positions are shown as their JSON.
const PICTURES_BYTES: usize = 256 << 10;

/// Where a rules file's game starts.
pub(crate) enum Start {
    /// `start(n)`.
    N(i64),
    /// `parse(text)` on a judge's input.
    Input(Vec<u8>),
}

/// The kind of a rules file's game, as a type: the traits' `KIND` is a constant.
pub(crate) trait Family: Send + Sync + 'static {
    const KIND: Kind;
    const TIE_BREAK: &'static str;
}

/// No move scores: Grundy numbers, win or lose.
pub(crate) struct Normal;

/// Moves score: negamax on the difference.
pub(crate) struct Scored;

impl Family for Normal {
    const KIND: Kind = Kind::WinLose;
    const TIE_BREAK: &'static str = "the winner wins as fast as possible and the loser holds \
        out as long as possible (where the moves are counted); then the rules file's order";
}

impl Family for Scored {
    const KIND: Kind = Kind::Score;
    const TIE_BREAK: &'static str = "of moves worth the same, the one the rules file lists first";
}

/// A rules file's game, of the kind `F`.
pub(crate) struct Custom<F>(PhantomData<F>);

/// A rules file's game, solved: one of its starts (several parts, for a sum), and the file
/// and the values every start shares. The input of [`Custom`] is one game a start.
#[derive(Clone)]
pub(crate) struct Loaded {
    inner: Arc<Inner>,
    /// The start's parts, played side by side.
    start: Arc<[usize]>,
}

struct Inner {
    /// The file's name.
    name: String,
    solved: Arc<Solved>,
    /// The file, asked for drawings (`show`), with those already given.
    rules: Arc<Mutex<RulesChild>>,
    shows: Mutex<HashMap<usize, String>>,
    has_show: bool,
}

impl fmt::Debug for Loaded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.inner.name)
    }
}

impl Loaded {
    /// The games of `starts` (each one's parts) of a file already solved, which is asked
    /// for drawings where it has `show`.
    pub(crate) fn games(
        rules: Arc<Mutex<RulesChild>>,
        solved: Arc<Solved>,
        starts: Vec<Vec<usize>>,
    ) -> Vec<Loaded> {
        let (name, has_show) = {
            let child = rules.lock().expect("no panic holds it");
            (child.name.clone(), child.has("show"))
        };
        let inner = Arc::new(Inner {
            name,
            solved,
            rules,
            shows: Mutex::new(HashMap::new()),
            has_show,
        });
        starts
            .into_iter()
            .map(|start| Loaded {
                inner: inner.clone(),
                start: start.into(),
            })
            .collect()
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

    /// Whether its moves score: then it is a [`Custom<Scored>`], else a [`Custom<Normal>`].
    pub(crate) fn scored(&self) -> bool {
        self.inner.solved.scored
    }
}

/// Starts the rules file, reads its starts, explores and solves every position reachable
/// from there, and runs `task` on them as the kind of game the moves make. Each mistake of
/// the file is one line and exit 1.
pub(crate) fn teach<T: Teach>(options: &RulesFile, start: Start, task: T) -> Exit {
    Exit::of(load(options, start).and_then(|games| {
        if games[0].scored() {
            task.on::<Custom<Scored>>(&games)
        } else {
            task.on::<Custom<Normal>>(&games)
        }
    }))
}

fn load(options: &RulesFile, start: Start) -> Result<Vec<Loaded>, Exit> {
    let mut rules = super::open(options)?;
    let needs = |what: &str, why: &str| {
        super::reject(anyhow::anyhow!("{}: has no {what}: {why}", rules.name))
    };
    let starts = match start {
        Start::N(_) if !rules.has("start") => {
            return Err(needs("start(n)", "give the judge's input instead of --n"));
        }
        Start::N(n) => rules.start_of(n).map(|start| vec![start]),
        Start::Input(_) if !rules.has("parse") => {
            return Err(needs(
                "parse(text)",
                "give --n N for the game of start(n), or add parse(text) to read an input",
            ));
        }
        Start::Input(bytes) => rules.starts_in(&String::from_utf8_lossy(&bytes)),
    }
    .map_err(super::reject)?;
    let (solved, parts) = super::solve(&mut rules, &starts).map_err(super::reject)?;
    Ok(Loaded::games(
        Arc::new(Mutex::new(rules)),
        Arc::new(solved),
        parts,
    ))
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

/// A legal move: its name as coach writes it, where it leads, what the mover scores.
struct Legal {
    name: String,
    parts: Vec<usize>,
    points: i64,
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
                choices.push(Legal {
                    name,
                    parts: after,
                    points: mv.points,
                });
            }
        }
        choices
    }

    /// What `position` is worth to its mover: its one part's lead in a score game, else the
    /// xor of its parts' Grundy numbers.
    fn value(&self, position: &PartsPosition) -> i64 {
        self.solution().value_of(&position.parts)
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
            Err(error) => format!("{json} (show failed: {error:#})"),
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

impl<F: Family> Rules for Custom<F> {
    const KIND: Kind = F::KIND;
    const PLAYERS: [&'static str; 2] = ["First", "Second"];

    type Game = Loaded;
    type Position = PartsPosition;
    type Move = String;

    fn start(game: &Loaded) -> PartsPosition {
        game.position(game.start.to_vec(), 0)
    }

    fn mover(position: &PartsPosition) -> usize {
        usize::from(position.mover)
    }

    fn moves(game: &Loaded, position: &PartsPosition) -> Vec<String> {
        game.choices(position)
            .into_iter()
            .map(|choice| choice.name)
            .collect()
    }

    fn apply(game: &Loaded, position: &PartsPosition, mv: &String) -> (PartsPosition, [i64; 2]) {
        let choice = game
            .choices(position)
            .into_iter()
            .find(|choice| choice.name == *mv)
            .expect("a legal move");
        let mut gained = [0, 0];
        gained[usize::from(position.mover)] = choice.points;
        (game.position(choice.parts, 1 - position.mover), gained)
    }
}

impl<F: Family> Problem for Custom<F> {
    const NAME: &'static str = "rules";
    const SOURCES: [&'static str; 2] = [
        "Optimal play ends in",
        "the values coach solved for every position of your rules file",
    ];

    /// One game a start.
    type Input = Vec<Loaded>;

    fn title(input: &Vec<Loaded>) -> String {
        input[0].inner.name.clone()
    }

    /// For each game, one line: where moves score, the first player's lead; else the player
    /// who wins.
    fn answer(input: &Vec<Loaded>) -> String {
        let line = |game: &Loaded| {
            let value = game.value(&Self::start(game));
            match F::KIND {
                Kind::Score => value.to_string(),
                Kind::WinLose => Self::PLAYERS[usize::from(value == 0)].to_string(),
            }
        };
        input.iter().map(line).collect::<Vec<_>>().join("\n")
    }
}

impl<F: Family> Solve for Custom<F> {
    const TIE_BREAK: &'static str = F::TIE_BREAK;

    type Values<'g> = &'g Loaded;

    fn values(game: &Loaded) -> &Loaded {
        game
    }

    fn worth(game: &mut &Loaded, position: &PartsPosition) -> Worth {
        let value = game.value(position);
        match F::KIND {
            Kind::Score => Worth::Lead(value),
            Kind::WinLose if value == 0 => Worth::Lose(None),
            Kind::WinLose => Worth::Win(None),
        }
    }

    /// `lead(p) = max(3 - lead(q), …)`; `grundy(p) = mex{0, 2} = 1`; for a sum, the xor of
    /// its parts.
    fn recurrence(game: &mut &Loaded, position: &PartsPosition) -> String {
        let game = *game;
        let entry = |name: &str| format!("{name}({})", game.name_of(position));
        let choices = game.choices(position);
        if F::KIND == Kind::Score {
            let terms: Vec<(String, i64)> = choices
                .into_iter()
                .map(|choice| {
                    let after = game.position(choice.parts, 0);
                    let term = format!("{} - lead({})", choice.points, game.name_of(&after));
                    (term, choice.points - game.value(&after))
                })
                .collect();
            return notation::max_of(&entry("lead"), &terms, "no move is left");
        }
        let value = game.value(position);
        let verdict = if value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        };
        if position.parts.len() > 1 {
            let values: Vec<String> = position
                .parts
                .iter()
                .map(|&part| game.solution().values[part].to_string())
                .collect();
            return format!(
                "grundy of the sum = {} = {value}: {verdict}",
                values.join(" xor ")
            );
        }
        let options: BTreeSet<i64> = choices
            .iter()
            .map(|choice| game.solution().value_of(&choice.parts))
            .collect();
        format!(
            "{} = mex{{{}}} = {value}: {verdict}",
            entry("grundy"),
            notation::listed(options.iter().map(i64::to_string))
        )
    }

    fn grundy(game: &mut &Loaded, position: &PartsPosition) -> Option<u32> {
        (F::KIND == Kind::WinLose).then(|| game.value(position) as u32)
    }

    /// One column: the value of every position of the file reachable from the start, where
    /// they are few enough to draw; the line's cells are the positions it passes through.
    fn tables(game: &Loaded, _: &mut &Loaded, line: &[String]) -> Vec<Layout<PartsPosition>> {
        let solved = game.solution();
        let mut reached = game.start.to_vec();
        let mut seen: BTreeSet<usize> = reached.iter().copied().collect();
        let mut k = 0;
        while k < reached.len() && reached.len() <= crate::draw::MAX_TABLE_SIDE {
            for mv in &solved.moves[reached[k]] {
                for &id in mv.next.targets() {
                    if seen.insert(id) {
                        reached.push(id);
                    }
                }
            }
            k += 1;
        }
        let mut path = Vec::new();
        let mut position = Self::start(game);
        for mv in line.iter().map(Some).chain([None]) {
            if let [part] = *position.parts
                && let Some(row) = reached.iter().position(|&id| id == part)
                && path.last() != Some(&(row, 0))
            {
                path.push((row, 0));
            }
            if let Some(mv) = mv {
                position = Self::apply(game, &position, mv).0;
            }
        }
        let rows = reached
            .iter()
            .map(|&id| notation::quote(&solved.positions[id].to_string()))
            .collect();
        let column = match F::KIND {
            Kind::Score => "lead",
            Kind::WinLose => "grundy",
        };
        let title = format!(
            "{column}(position): each position of {} reachable from the start",
            game.inner.name
        );
        let answer = match F::KIND {
            Kind::Score => "The answer: the first player's lead at the start.".to_string(),
            Kind::WinLose => {
                "The answer: the first player wins where the start's grundy is not 0.".to_string()
            }
        };
        // A Grundy number is written as it is: a cell's worth would say only win or lose.
        let cell = |i: usize, _: usize| {
            let position = game.position(vec![reached[i]], 0);
            match F::KIND {
                Kind::Score => Cell::Entry(position),
                Kind::WinLose => Cell::Written(
                    game.value(&position).to_string(),
                    Self::recurrence(&mut &*game, &position),
                ),
            }
        };
        Layout::new(title, rows, vec![column.to_string()], path, answer, cell)
            .into_iter()
            .collect()
    }
}

impl<F: Family> Show for Custom<F> {
    const MOVE_NAMES: MoveNames = MoveNames {
        what: "the moves the rules file names",
        written: "the file's names, white space as `_`; in a sum, `k:name` in part k",
        also: "",
        json: "the name as a string",
    };
    const POSITION: &'static str = "the rules file's position as JSON, a sum as `{\"sum\": [...]}`";

    /// The move by its name, what it scores, and what it leaves, as JSON.
    fn show_move(game: &Loaded, before: &PartsPosition, mv: &String) -> String {
        let (after, gained) = Self::apply(game, before, mv);
        let left = match after.parts.as_ref() {
            [_] => game.name_of(&after),
            parts => parts
                .iter()
                .map(|&part| notation::quote(&game.solution().positions[part].to_string()))
                .collect::<Vec<_>>()
                .join(" + "),
        };
        match gained[usize::from(before.mover)] {
            0 => format!("plays {mv}, leaving {left}"),
            points => format!("plays {mv}, scoring {points}, leaving {left}"),
        }
    }

    fn show_position(game: &Loaded, _: &&Loaded, position: &PartsPosition) -> Option<String> {
        Some(game.show(position))
    }

    /// The drawings of the positions along the line, by their JSON, for the page.
    fn picture(game: &Loaded, line: &[String]) -> Value {
        let mut shows = serde_json::Map::new();
        let mut position = Self::start(game);
        let mut budget = PICTURES_BYTES;
        for mv in line.iter().map(Some).chain([None]).take(PICTURES) {
            let mut drawn = game.show(&position);
            if drawn.len() > PICTURE_BYTES {
                let mut end = PICTURE_BYTES;
                while !drawn.is_char_boundary(end) {
                    end -= 1;
                }
                let cut = format!(
                    "\n… (the drawing is {} bytes: the page shows its first {})",
                    crate::notation::thousands(drawn.len()),
                    crate::notation::thousands(end)
                );
                drawn.truncate(end);
                drawn.push_str(&cut);
            }
            let Some(left) = budget.checked_sub(drawn.len()) else {
                break;
            };
            budget = left;
            shows.insert(position.json.to_string(), Value::from(drawn));
            if let Some(mv) = mv {
                position = Self::apply(game, &position, mv).0;
            }
        }
        serde_json::json!({ "shows": shows })
    }
}
