//! A game known only at run time: a learner's rules file in Python (`start(n)`,
//! `moves(position)`, optional `parse(text)` and `show(position)`), run as one child that
//! answers many positions at a time ([`RulesChild`]), and solved here ([`Solved`]): Grundy
//! numbers in normal play (no move scores; a move may lead to a sum of positions, combined
//! by xor), negamax on the difference of points where moves score.
//!
//! The protocol, one JSON object a line each way, is in the guide (docs/coach.md, "Your own
//! game"), so that a program in any language can stand in for the file.

pub(crate) mod experiment;
pub(crate) mod game;

use crate::exit::Exit;
use crate::process::{Server, Silence, Stderr};
use anyhow::{Result, anyhow, bail};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::PathBuf;
use std::time::Duration;

/// The Python side, which loads the rules file and answers.
const DRIVER: &str = include_str!("driver.py");

/// Positions explored at most, from every start together.
pub(crate) const MAX_POSITIONS: usize = 1_000_000;

/// Bytes of one answer read at most.
const MAX_ANSWER: usize = 256 << 20;

/// Positions asked for in one request.
pub(crate) const BATCH: usize = 2_000;

/// How long one request may take by default: a batch of [`BATCH`] positions' moves, a
/// start, a drawing.
pub(crate) const TIME_LIMIT: Duration = Duration::from_secs(10);

/// The rules file, running: a child that answers coach's requests.
pub(crate) struct RulesChild {
    server: Server,
    limit: Duration,
    /// The file's name, for messages.
    pub(crate) name: String,
    /// The functions it has: `moves`, and some of `parse`, `show`, `start`.
    has: Vec<String>,
}

impl RulesChild {
    /// Starts `command`, which speaks the protocol for the file of `options`; each request
    /// may take up to the options' time limit.
    fn start(command: &[String], options: &RulesFile) -> Result<RulesChild> {
        let file = &options.file;
        let mut rules = RulesChild {
            server: Server::start(command, MAX_ANSWER, Stderr::Shown)?,
            limit: options.time_limit,
            name: file.display().to_string(),
            has: Vec::new(),
        };
        let ready = rules.answer(None)?;
        rules.has = ready["ready"]
            .as_array()
            .map(|names| {
                names
                    .iter()
                    .filter_map(|name| name.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        Ok(rules)
    }

    /// Whether the file has the function `name` (`start`, `parse`, `show`).
    pub(crate) fn has(&self, name: &str) -> bool {
        self.has.iter().any(|has| has == name)
    }

    /// One request and its answer.
    pub(crate) fn ask(&mut self, request: &Value) -> Result<Value> {
        self.answer(Some(request))
    }

    /// The answer to `request`, or the line the file writes unasked once it is loaded.
    fn answer(&mut self, request: Option<&Value>) -> Result<Value> {
        let asked = request.map_or("loading the file".to_string(), |request| {
            crate::notation::quote(&request.to_string())
        });
        let said = match request {
            Some(request) => self.server.ask(&request.to_string(), self.limit),
            None => self.server.read(self.limit),
        };
        let line = match said {
            Ok(line) => line,
            Err(Silence::Interrupted(interrupted)) => return Err(interrupted.into()),
            Err(Silence::Ended) => bail!("{}: the rules file stopped answering", self.name),
            Err(Silence::TooLong) => bail!(
                "{}: an answer longer than {} MiB",
                self.name,
                MAX_ANSWER >> 20
            ),
            Err(Silence::TimedOut) => bail!(
                "{}: no answer within {} s ({asked}): make the rules faster, or give a longer \
                 --time-limit",
                self.name,
                self.limit.as_secs_f64(),
            ),
        };
        let value: Value = serde_json::from_slice(&line)
            .map_err(|error| anyhow!("{}: an answer that is not JSON: {error}", self.name))?;
        if let Some(error) = value.get("error").and_then(Value::as_str) {
            bail!("{}: {error}", self.name);
        }
        Ok(value)
    }

    /// The start of game `n`.
    pub(crate) fn start_of(&mut self, n: i64) -> Result<Value> {
        Ok(self.ask(&json!({ "start": n }))?["position"].take())
    }

    /// The guess's values at each of `ns`.
    pub(crate) fn guess(&mut self, expr: &str, ns: &[i64]) -> Result<Vec<Value>> {
        let answer = self.ask(&json!({ "guess": expr, "ns": ns }))?;
        match answer["values"].as_array() {
            Some(values) if values.len() == ns.len() => Ok(values.clone()),
            _ => bail!("{}: --guess gave no value for each n", self.name),
        }
    }
}

/// A rules file and how it is run: the interpreter, and how long one request may take.
#[derive(Clone, Debug)]
pub(crate) struct RulesFile {
    pub(crate) file: PathBuf,
    pub(crate) pypy: bool,
    pub(crate) time_limit: Duration,
}

/// Starts the rules file, with coach's signals watched so that Ctrl-C ends it and coach at
/// once, in one line. A file that cannot be read, or an interpreter that cannot start, is a
/// usage error (exit 2); a file that fails as it loads is reject (exit 1), with one line.
pub(crate) fn open(options: &RulesFile) -> Result<RulesChild, Exit> {
    if !options.file.is_file() {
        return Err(Exit::usage(anyhow!(
            "cannot read {}: no such file",
            options.file.display()
        )));
    }
    crate::process::end_on_signal().map_err(Exit::usage)?;
    let file = options.file.display().to_string();
    // A `.py` file is loaded by the driver; any other file is a program that speaks the
    // protocol itself.
    let command = if options.file.extension().is_some_and(|ext| ext == "py") {
        let python = crate::solution::python(options.pypy).map_err(Exit::usage)?;
        vec![python, "-c".to_string(), DRIVER.to_string(), file]
    } else {
        vec![file]
    };
    RulesChild::start(&command, options).map_err(reject)
}

/// The exit for an error of the rules file: its one line and exit 1.
pub(crate) fn reject(error: anyhow::Error) -> Exit {
    if crate::process::interruption(&error).is_some() {
        // The file was killed on a signal, whose handler says so in one line and ends coach
        // ([`open`] set it up): nothing more is said here, and nothing races it.
        loop {
            std::thread::park();
        }
    }
    eprintln!("coach: {error:#}");
    Exit::Failure
}

/// Where a move leads: one position, or several played side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    One(usize),
    Sum(Vec<usize>),
}

impl Next {
    /// The positions it leads to: one, or the parts of the sum.
    pub(crate) fn targets(&self) -> &[usize] {
        match self {
            Next::One(target) => std::slice::from_ref(target),
            Next::Sum(targets) => targets,
        }
    }
}

/// A move of a rules file's position: its name, where it leads, what it scores.
#[derive(Clone, Debug)]
pub(crate) struct RulesMove {
    pub(crate) name: String,
    pub(crate) next: Next,
    pub(crate) points: i64,
}

/// Every position reachable from the starts, each with its moves and its value.
pub(crate) struct Solved {
    pub(crate) positions: Vec<Value>,
    pub(crate) moves: Vec<Vec<RulesMove>>,
    /// Whether some move gives points (`(name, next, points)`, even 0): then the values are
    /// leads, else Grundy numbers.
    pub(crate) scored: bool,
    /// The value of each position: its Grundy number, or the mover's lead.
    pub(crate) values: Vec<i64>,
    index: HashMap<String, usize>,
}

impl Solved {
    pub(crate) fn id(&self, position: &Value) -> Option<usize> {
        self.index.get(&position.to_string()).copied()
    }

    /// The value of where `mv` leads, to the player who moves there.
    pub(crate) fn after(&self, next: &Next) -> i64 {
        self.value_of(next.targets())
    }

    /// The value of positions played side by side: the xor of their Grundy numbers (in a
    /// score game, which has no sums, the one position's lead).
    pub(crate) fn value_of(&self, parts: &[usize]) -> i64 {
        parts.iter().fold(0, |x, &part| x ^ self.values[part])
    }

    /// The moves of part `k` of `parts`, each with the parts it leaves: the others, and
    /// where the move leads.
    pub(crate) fn moves_in<'s>(
        &'s self,
        parts: &'s [usize],
        k: usize,
    ) -> impl Iterator<Item = (&'s RulesMove, Vec<usize>)> + 's {
        self.moves[parts[k]].iter().map(move |mv| {
            let others = parts[..k].iter().chain(&parts[k + 1..]);
            (mv, others.chain(mv.next.targets()).copied().collect())
        })
    }

    /// Whether the player to move wins at a position of this value: a lead above 0, or a
    /// Grundy number other than 0.
    pub(crate) fn wins(&self, value: i64) -> bool {
        if self.scored { value > 0 } else { value != 0 }
    }

    /// What `mv` is worth to its mover: a lead, or for normal play 1 for a win and 0 for a loss.
    pub(crate) fn worth_of(&self, mv: &RulesMove) -> i64 {
        if self.scored {
            mv.points - self.after(&mv.next)
        } else {
            i64::from(self.after(&mv.next) == 0)
        }
    }
}

/// Explores every position reachable from `starts` and solves them.
pub(crate) fn solve(rules: &mut RulesChild, starts: &[Value]) -> Result<Solved> {
    let mut solved = Solved {
        positions: Vec::new(),
        moves: Vec::new(),
        scored: false,
        values: Vec::new(),
        index: HashMap::new(),
    };
    let mut frontier = Vec::new();
    let name = rules.name.clone();
    let add = |solved: &mut Solved, frontier: &mut Vec<usize>, position: &Value| {
        let key = position.to_string();
        if let Some(&id) = solved.index.get(&key) {
            return Ok(id);
        }
        if solved.positions.len() >= MAX_POSITIONS {
            bail!(
                "{}: more than {} positions can be reached: give a smaller n, range of n or input",
                name,
                crate::notation::thousands(MAX_POSITIONS)
            );
        }
        let id = solved.positions.len();
        solved.index.insert(key, id);
        solved.positions.push(position.clone());
        solved.moves.push(Vec::new());
        frontier.push(id);
        Ok(id)
    };
    for start in starts {
        if start.get("sum").is_some() {
            bail!("{}: a start is a position, never a sum", rules.name);
        }
        add(&mut solved, &mut frontier, start)?;
    }
    while !frontier.is_empty() {
        let batch: Vec<usize> = frontier.drain(..frontier.len().min(BATCH)).collect();
        let asked: Vec<&Value> = batch.iter().map(|&id| &solved.positions[id]).collect();
        let answer = rules.ask(&json!({ "moves": asked }))?;
        let lists = answer["moves"]
            .as_array()
            .filter(|lists| lists.len() == batch.len())
            .ok_or_else(|| anyhow!("{}: no moves for each position asked", rules.name))?
            .clone();
        for (&id, list) in batch.iter().zip(lists) {
            let mut moves: Vec<RulesMove> = Vec::new();
            for mv in list.as_array().into_iter().flatten() {
                // Written without white space, so that a line of moves reads back.
                let name = mv[0]
                    .as_str()
                    .unwrap_or_default()
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join("_");
                if name.is_empty() {
                    bail!(
                        "{}: a move from {} has an empty name",
                        rules.name,
                        crate::notation::quote(&solved.positions[id].to_string())
                    );
                }
                if moves.iter().any(|known| known.name == name) {
                    bail!(
                        "{}: two moves from {} are named {}: each move of a position needs a \
                         name of its own",
                        rules.name,
                        crate::notation::quote(&solved.positions[id].to_string()),
                        crate::notation::quote(&name)
                    );
                }
                let points = mv[2].as_i64().unwrap_or(0);
                let next = match mv[1].get("sum").and_then(Value::as_array) {
                    Some(parts) => Next::Sum(
                        parts
                            .iter()
                            .map(|part| add(&mut solved, &mut frontier, part))
                            .collect::<Result<_>>()?,
                    ),
                    None => Next::One(add(&mut solved, &mut frontier, &mv[1])?),
                };
                // A move with points, even 0, makes a score game: the kind is the file's
                // own, whatever the points of one input come to.
                solved.scored |= mv.get(2).is_some();
                moves.push(RulesMove { name, next, points });
            }
            solved.moves[id] = moves;
        }
    }
    if solved.scored
        && solved
            .moves
            .iter()
            .flatten()
            .any(|mv| matches!(mv.next, Next::Sum(_)))
    {
        bail!(
            "{}: moves score points and a move leads to a sum: sums are for normal play only",
            rules.name
        );
    }
    values(&mut solved, &rules.name)?;
    Ok(solved)
}

/// Every position's value, after the values of the positions its moves lead to (a
/// post-order walk without recursion). A position that can be reached again from itself
/// makes a game that may never end: an error, with the position.
fn values(solved: &mut Solved, name: &str) -> Result<()> {
    const UNSEEN: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let count = solved.positions.len();
    let mut state = vec![UNSEEN; count];
    // The positions each position's moves reach, sums taken apart.
    let reached: Vec<Vec<usize>> = solved
        .moves
        .iter()
        .map(|moves| {
            moves
                .iter()
                .flat_map(|mv| mv.next.targets())
                .copied()
                .collect()
        })
        .collect();
    solved.values = vec![0; count];
    for root in 0..count {
        if state[root] != UNSEEN {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root] = OPEN;
        // One position reached at a time, so that the open positions are the stack: a move
        // back to one of them is a cycle.
        while let Some(&(id, next)) = stack.last() {
            let target = reached[id].get(next).copied();
            if let Some(target) = target {
                stack.last_mut().expect("not empty").1 += 1;
                match state[target] {
                    UNSEEN => {
                        state[target] = OPEN;
                        stack.push((target, 0));
                    }
                    OPEN => bail!(
                        "{name}: the position {} can be reached again from itself, so a game \
                         may never end",
                        solved.positions[target]
                    ),
                    _ => {}
                }
                continue;
            }
            let value = if solved.scored {
                solved.moves[id]
                    .iter()
                    .map(|mv| mv.points - solved.after(&mv.next))
                    .max()
                    .unwrap_or(0)
            } else {
                let options: std::collections::HashSet<i64> = solved.moves[id]
                    .iter()
                    .map(|mv| solved.after(&mv.next))
                    .collect();
                (0..).find(|g| !options.contains(g)).expect("a mex")
            };
            solved.values[id] = value;
            state[id] = DONE;
            stack.pop();
        }
    }
    Ok(())
}
