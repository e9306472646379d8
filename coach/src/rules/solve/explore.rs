//! The exploration: every position reachable from the starts, the rules file asked for many
//! positions' moves at a time (shared between two children where the range is long), each
//! new position numbered in the order asked, bounded in positions and in depth.

use super::protocol::{Asked, Explored, Request};
use super::{MAX_DEPTH, MAX_POSITIONS, Next, RulesMove, Solved, TooLarge, move_name};
use crate::rules::child::{BATCH, RulesChild};
use crate::rules::said::unpacked;
use anyhow::{Result, anyhow, bail};
use serde_json::{Value, json};
use std::collections::HashSet;

/// New positions explored, none of them an end, before coach checks, along one line of play,
/// that the game ends at all: a game with no end is then refused after [`MAX_DEPTH`] moves of
/// that line, in seconds, not after [`MAX_POSITIONS`] positions of a growing tree.
const DIVE_AFTER: usize = 10_000;

/// Errs where `name`, a move's name from `position` of the file `file`, is empty or was
/// given to another move of that position already (`names`, to which it is added).
fn check_name(file: &str, position: &Value, name: &str, names: &mut HashSet<String>) -> Result<()> {
    let from = || crate::notation::quote(&position.to_string());
    if name.is_empty() {
        bail!("{file}: a move from {} has an empty name", from());
    }
    if !names.insert(name.to_string()) {
        bail!(
            "{file}: two moves from {} are named {}: each move of a position needs a name of \
             its own",
            from(),
            crate::notation::quote(name)
        );
    }
    Ok(())
}

/// The error of a line of play longer than [`MAX_DEPTH`].
fn too_deep(name: &str) -> anyhow::Error {
    TooLarge(format!(
        "{name}: more than {} moves in a row from a start: coach explores no deeper (a game that \
         may never end, or one too long: give a smaller n or input)",
        crate::notation::thousands(MAX_DEPTH)
    ))
    .into()
}

/// Follows one line of play from `start`, the first move each time (in a sum, within its
/// first part): errs with [`too_deep`] when it goes on past [`MAX_DEPTH`] moves. A line that
/// ends, or comes back to a position (which the exploration reports), is no evidence of a
/// game without end. coach's own driver follows it in one request; a stand-in is asked one
/// position's moves at a time.
fn dive(rules: &mut RulesChild, start: &Value) -> Result<()> {
    if rules.compact() {
        let answer = rules.ask(&json!({ "dive": start, "most": MAX_DEPTH }))?;
        return match answer["ended"].as_bool() {
            Some(true) => Ok(()),
            Some(false) => Err(too_deep(&rules.name)),
            None => bail!("{}: a dive answer coach cannot read", rules.name),
        };
    }
    let first_part = |position: &Value| match position.get("sum").and_then(Value::as_array) {
        Some(parts) => parts.first().cloned(),
        None => Some(position.clone()),
    };
    let mut seen = HashSet::new();
    let mut position = first_part(start);
    while let Some(at) = position {
        if !seen.insert(at.to_string()) {
            return Ok(());
        }
        if seen.len() > MAX_DEPTH {
            return Err(too_deep(&rules.name));
        }
        let mut answer = rules.ask(&json!({ "moves": [at] }))?;
        // Where the first move leads; none at an end (no move).
        position = match answer.pointer_mut("/moves/0/0/1").map(Value::take) {
            None | Some(Value::Null) => None,
            Some(next) => first_part(&next),
        };
    }
    Ok(())
}

impl Solved {
    /// Explores every position reachable from `starts` and solves them: the game, and each
    /// start's parts.
    pub(crate) fn of_starts(
        rules: &mut RulesChild,
        starts: &[Value],
    ) -> Result<(Solved, Vec<Vec<usize>>)> {
        let mut solved = Solved::default();
        let parts = solved.explore(rules, starts)?;
        Ok((solved, parts))
    }

    /// Explores every position reachable from `starts` that is not explored yet, and values
    /// it; returns each start's parts (a start may be a sum). Errs, naming the rules file,
    /// past [`MAX_POSITIONS`] positions in all or [`MAX_DEPTH`] moves in a row, on a position
    /// that can be reached again from itself, and on any mistake of the file.
    pub(crate) fn explore(
        &mut self,
        rules: &mut RulesChild,
        starts: &[Value],
    ) -> Result<Vec<Vec<usize>>> {
        self.named_turns = rules.has("mover");
        self.play = rules.play;
        let first_new = self.positions.len();
        let mut frontier = Vec::new();
        let parts = starts
            .iter()
            .map(|start| self.start_parts(&rules.name, &mut frontier, start))
            .collect::<Result<Vec<_>>>()?;
        self.explore_on(rules, frontier, first_new, starts.first(), &parts)?;
        Ok(parts)
    }

    /// Explores the starts of `points` (`start(n)` or `start(n, m)` at each) as
    /// [`Solved::explore`] explores the starts it is given, the starts asked together with
    /// their parts' moves where the child speaks the quicker protocol (no answer of the
    /// starts alone between them); returns each start's parts.
    pub(crate) fn explore_points(
        &mut self,
        rules: &mut RulesChild,
        points: &[Vec<i64>],
    ) -> Result<Vec<Vec<usize>>> {
        if !rules.compact() {
            let starts = rules.starts_of(points)?;
            return self.explore(rules, &starts);
        }
        self.named_turns = rules.has("mover");
        self.play = rules.play;
        let batches: Vec<&[Vec<i64>]> = points.chunks(rules.piece(points.len(), BATCH)).collect();
        let alive = rules.alive_every();
        let deeper = reach_deeper(&batches);
        let requests: Vec<Request> = batches
            .iter()
            .map(|&batch| Request {
                asked: Asked::ExploreStarts(batch),
                names: !self.nameless,
                alive,
                deeper,
            })
            .collect();
        let first_new = self.positions.len();
        let mut frontier = Vec::new();
        let mut parts = Vec::with_capacity(points.len());
        let mut first_start = None;
        let name = rules.name.clone();
        rules.ask_each(
            &requests,
            |answer: &Explored| answer.id,
            |k, mut answer: Explored| {
                let starts = std::mem::take(&mut answer.starts);
                if starts.len() != batches[k].len() {
                    bail!("{name}: no start for each point asked");
                }
                let mut asked = Vec::new();
                for start in &starts {
                    let start_parts = self.start_parts(&name, &mut frontier, start)?;
                    asked.extend_from_slice(&start_parts);
                    parts.push(start_parts);
                }
                if first_start.is_none() {
                    first_start = starts.into_iter().next();
                }
                self.take_explored(&name, &asked, answer, &mut frontier)?;
                Ok(())
            },
        )?;
        // The positions explored with the starts: no later level explores them again.
        frontier.retain(|&id| !self.explored[id]);
        self.explore_on(rules, frontier, first_new, first_start.as_ref(), &parts)?;
        Ok(parts)
    }

    /// The ids of a start's parts (itself, or the parts of its sum), new ones put on
    /// `frontier`.
    fn start_parts(
        &mut self,
        name: &str,
        frontier: &mut Vec<usize>,
        start: &Value,
    ) -> Result<Vec<usize>> {
        let parts = match start.get("sum") {
            Some(Value::Array(sum)) if !sum.is_empty() => sum.iter().collect(),
            Some(_) => bail!("{name}: a start's sum holds no part"),
            None => vec![start],
        };
        parts
            .into_iter()
            .map(|part| self.add(name, frontier, part))
            .collect()
    }

    /// Explores `frontier` and every position reachable from it, level by level, then values
    /// every position from `first_new` on: [`Solved::explore`]'s work once the starts are
    /// known (`first`, the first, is where a line of play is followed to check that the game
    /// ends; `parts`, each start's parts).
    fn explore_on(
        &mut self,
        rules: &mut RulesChild,
        mut frontier: Vec<usize>,
        first_new: usize,
        first: Option<&Value>,
        parts: &[Vec<usize>],
    ) -> Result<()> {
        let mut depth = 0;
        let mut dived = false;
        // Positions explored that have no move.
        let mut ends = 0;
        while !frontier.is_empty() {
            depth += 1;
            if depth > MAX_DEPTH {
                return Err(too_deep(&rules.name));
            }
            let mut level = std::mem::take(&mut frontier);
            if rules.compact() {
                let (beyond, generations) =
                    self.explore_compact(rules, &level, &mut frontier, true)?;
                frontier.retain(|&id| !self.explored[id]);
                level.extend(beyond);
                depth += generations;
            } else {
                for batch in level.chunks(BATCH) {
                    self.explore_batch(rules, batch, &mut frontier)?;
                }
            }
            ends += level
                .iter()
                .filter(|&&id| self.moves[id].is_empty())
                .count();
            if !dived && ends == 0 && self.positions.len() - first_new > DIVE_AFTER {
                dived = true;
                if let Some(start) = first {
                    dive(rules, start)?;
                }
            }
        }
        // Sums are for normal play whose players alternate: said where a move or a start is one.
        let moves = &self.moves[first_new..];
        let summed = [
            (
                moves
                    .iter()
                    .flatten()
                    .any(|mv| matches!(mv.next, Next::Sum(_))),
                "a move leads to",
            ),
            (parts.iter().any(|parts| parts.len() > 1), "a start is"),
        ];
        for (_, what) in summed.into_iter().filter(|&(summed, _)| summed) {
            if self.scored {
                bail!(
                    "{}: moves score points and {what} a sum: sums are for normal play only",
                    rules.name
                );
            }
            if self.named_turns {
                bail!(
                    "{}: the positions name their mover and {what} a sum: sums are for games \
                     whose players alternate only",
                    rules.name
                );
            }
        }
        self.value_from(first_new, &rules.name)?;
        if self.outcomes() && (self.split || parts.iter().any(|parts| parts.len() > 1)) {
            self.value_sums(parts, &rules.name)?;
        }
        Ok(())
    }

    /// The position's id, a new one (put on `frontier`) for a position not met yet.
    pub(super) fn add(
        &mut self,
        name: &str,
        frontier: &mut Vec<usize>,
        position: &Value,
    ) -> Result<usize> {
        let integer = position.as_i64();
        let hash = match integer {
            Some(integer) => match self.integers.get(&integer) {
                Some(&id) => return Ok(id),
                None => 0,
            },
            None => {
                let hash = super::hash_of(position);
                let positions = &self.positions;
                let found = self
                    .index
                    .find(hash, |&(at, id)| at == hash && positions[id] == *position);
                if let Some(&(_, id)) = found {
                    return Ok(id);
                }
                hash
            }
        };
        if self.positions.len() >= MAX_POSITIONS {
            return Err(TooLarge(format!(
                "{name}: more than {} positions can be reached: give a smaller n, range of n or \
                 input",
                crate::notation::thousands(MAX_POSITIONS)
            ))
            .into());
        }
        let id = self.positions.len();
        // The position, its entry in the index and its value.
        self.bytes += super::weight(position) + 64;
        match integer {
            Some(integer) => {
                self.integers.insert(integer, id);
            }
            None => {
                self.index.insert_unique(hash, (hash, id), |&(at, _)| at);
            }
        };
        self.positions.push(position.clone());
        self.moves.push(Vec::new());
        self.explored.push(false);
        frontier.push(id);
        Ok(id)
    }

    /// Asks the moves of the positions `batch`, and adds the positions they lead to.
    pub(super) fn explore_batch(
        &mut self,
        rules: &mut RulesChild,
        batch: &[usize],
        frontier: &mut Vec<usize>,
    ) -> Result<()> {
        let asked: Vec<&Value> = batch.iter().map(|&id| &self.positions[id]).collect();
        let mut answer = rules.ask(&json!({ "moves": asked }))?;
        let lists = match answer["moves"].take() {
            Value::Array(lists) if lists.len() == batch.len() => lists,
            _ => bail!("{}: no moves for each position asked", rules.name),
        };
        let turns = answer["turns"].take();
        for (k, (&id, list)) in batch.iter().zip(lists).enumerate() {
            if self.named_turns {
                let turn = turns[k].as_u64().filter(|&turn| turn < 4).ok_or_else(|| {
                    anyhow!("{}: no turn (0 to 3) for each position asked", rules.name)
                })?;
                self.set_turn(id, turn as u8);
            }
            let mut moves: Vec<RulesMove> = Vec::new();
            let mut names = HashSet::new();
            for mv in list.as_array().into_iter().flatten() {
                // Written without white space, so that a line of moves reads back.
                let name = move_name(mv[0].as_str().unwrap_or_default());
                check_name(&rules.name, &self.positions[id], &name, &mut names)?;
                let points = match mv.get(2) {
                    None => 0,
                    Some(points) => points.as_i64().ok_or_else(|| {
                        anyhow!(
                            "{}: the move {} from {} scores {}: points are a whole number \
                             within 64 bits",
                            rules.name,
                            crate::notation::quote(&name),
                            crate::notation::quote(&self.positions[id].to_string()),
                            crate::notation::quote(&points.to_string())
                        )
                    })?,
                };
                let next = match mv[1].get("sum").and_then(Value::as_array) {
                    Some(parts) => Next::Sum(
                        parts
                            .iter()
                            .map(|part| self.add(&rules.name, frontier, part))
                            .collect::<Result<_>>()?,
                    ),
                    None => Next::One(self.add(&rules.name, frontier, &mv[1])?),
                };
                // A move with points, even 0, makes a score game: the kind is the file's
                // own, whatever the points of one input come to.
                if mv.get(2).is_some() && !self.scored {
                    self.scored = true;
                }
                moves.push(RulesMove { name, next, points });
            }
            self.bytes += moves.iter().map(super::move_weight).sum::<usize>();
            self.moves[id] = moves;
            self.explored[id] = true;
        }
        Ok(())
    }

    /// Asks the moves of the positions `level` compactly (`explore`: each position they lead
    /// to written once, the moves as numbers), in requests of at most [`BATCH`] positions
    /// (shared with a helper where one runs), and adds the positions they lead to as one
    /// request of the whole level would: the ids do not depend on how it was cut. Where one
    /// request asks the whole level, the child explores `past` it ([`reach_deeper`]): returns
    /// the positions so explored and the generations of moves they span.
    pub(super) fn explore_compact(
        &mut self,
        rules: &mut RulesChild,
        level: &[usize],
        frontier: &mut Vec<usize>,
        past: bool,
    ) -> Result<(Vec<usize>, usize)> {
        let batches: Vec<&[usize]> = level.chunks(rules.piece(level.len(), BATCH)).collect();
        let alive = rules.alive_every();
        let deeper = if past { reach_deeper(&batches) } else { 0 };
        // Written out before the answers come, as the positions they add move the list.
        let requests: Vec<Box<serde_json::value::RawValue>> = batches
            .iter()
            .map(|batch| {
                serde_json::value::to_raw_value(&Request {
                    asked: Asked::Explore(batch.iter().map(|&id| &self.positions[id]).collect()),
                    names: !self.nameless,
                    alive,
                    deeper,
                })
            })
            .collect::<Result<_, _>>()?;
        let name = rules.name.clone();
        let mut beyond = Vec::new();
        let mut generations = 0;
        rules.ask_each(
            &requests,
            |answer: &Explored| answer.id,
            |k, explored: Explored| {
                generations = generations.max(explored.depth);
                beyond.extend(self.take_explored(&name, batches[k], explored, frontier)?);
                Ok(())
            },
        )?;
        Ok((beyond, generations))
    }

    /// Adds the moves of the positions `batch` that `explored` tells, then those of the
    /// positions it explored beyond them (the ones coach had not explored yet, which it
    /// returns), and the positions they lead to, in the order they are met.
    fn take_explored(
        &mut self,
        file: &str,
        batch: &[usize],
        explored: Explored,
        frontier: &mut Vec<usize>,
    ) -> Result<Vec<usize>> {
        let broken = || anyhow!("{file}: an explore answer coach cannot read");
        let mut ids = Vec::with_capacity(explored.new.len());
        for position in explored.new {
            let position = if explored.strings.is_empty() {
                position
            } else {
                unshared(position, &explored.strings).ok_or_else(broken)?
            };
            ids.push(self.add(file, frontier, &position)?);
        }
        // A move with points, even 0, makes a score game.
        self.scored |= explored.scored;
        let mut points = explored.points.into_iter().peekable();
        let numbers = if explored.wide {
            unpacked(&explored.flat, i64::from_le_bytes)
        } else {
            unpacked(&explored.flat, |bytes| i64::from(i32::from_le_bytes(bytes)))
        };
        let mut flat = numbers.ok_or_else(broken)?.into_iter();
        let mut next_number = || flat.next().ok_or_else(broken);
        let mut id_of = |solved: &mut Solved, number: i64| {
            if explored.integers {
                return solved.add(file, frontier, &Value::from(number));
            }
            usize::try_from(number)
                .ok()
                .and_then(|index| ids.get(index).copied())
                .ok_or_else(broken)
        };
        let mut number = 0;
        let mut beyond = Vec::new();
        /// A position whose moves `flat` tells: one asked (its id), or one the child explored
        /// past them (as `deeper` names it).
        enum Told {
            Asked(usize),
            Beyond(i64),
        }
        let beyond_asked = explored.deeper.iter().map(|&named| Told::Beyond(named));
        let told = batch.iter().map(|&id| Told::Asked(id)).chain(beyond_asked);
        for (k, which) in told.enumerate() {
            let (id, past_the_asked) = match which {
                Told::Asked(id) => (id, false),
                Told::Beyond(named) => (id_of(self, named)?, true),
            };
            let turn = match self.named_turns {
                true => Some(
                    *explored
                        .turns
                        .get(k)
                        .filter(|&&turn| turn < 4)
                        .ok_or_else(broken)?,
                ),
                false => None,
            };
            let count = usize::try_from(next_number()?).map_err(|_| broken())?;
            let mut moves: Vec<RulesMove> = Vec::with_capacity(count);
            let mut names = HashSet::new();
            for _ in 0..count {
                let next = match next_number()? {
                    -1 => Next::One(id_of(self, next_number()?)?),
                    parts => {
                        let parts = usize::try_from(parts).map_err(|_| broken())?;
                        let mut targets = Vec::with_capacity(parts);
                        for _ in 0..parts {
                            targets.push(id_of(self, next_number()?)?);
                        }
                        Next::Sum(targets)
                    }
                };
                let scored = points.next_if(|&(at, _)| at == number).map(|(_, p)| p);
                let name = match &explored.names {
                    Some(names) => move_name(names.get(number).ok_or_else(broken)?),
                    None => String::new(),
                };
                number += 1;
                if !self.nameless {
                    check_name(file, &self.positions[id], &name, &mut names)?;
                }
                moves.push(RulesMove {
                    name,
                    next,
                    points: scored.unwrap_or(0),
                });
            }
            // A position explored before, which the child met anew, keeps what it had.
            if self.explored[id] {
                continue;
            }
            if past_the_asked {
                beyond.push(id);
            }
            if let Some(turn) = turn {
                self.set_turn(id, turn);
            }
            self.bytes += moves.iter().map(super::move_weight).sum::<usize>();
            self.moves[id] = moves;
            self.explored[id] = true;
        }
        Ok(beyond)
    }
}

/// A position as the child wrote it, its long strings named by number
/// ([`Explored::strings`]): each `{"s": k}` replaced by the k-th string; `None` where one
/// names no string.
fn unshared(position: Value, strings: &[String]) -> Option<Value> {
    match position {
        Value::Object(fields) => {
            let number = fields.get("s").filter(|_| fields.len() == 1)?.as_u64()?;
            let text = strings.get(usize::try_from(number).ok()?)?;
            Some(Value::String(text.clone()))
        }
        Value::Array(items) => items
            .into_iter()
            .map(|item| unshared(item, strings))
            .collect::<Option<_>>()
            .map(Value::Array),
        other => Some(other),
    }
}

/// How many positions a request of `batches` may explore beyond those it asks: up to
/// [`BATCH`] in all where one request asks the whole list (a narrow level, a long line of
/// play, is then one request, not one for each move), none where several share it (their
/// children would explore the same positions).
fn reach_deeper<T>(batches: &[&[T]]) -> usize {
    match batches {
        [one] => BATCH.saturating_sub(one.len()),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::file::RulesFile;

    /// ABC195 E "Lucky 7 Battle" at 2,000 rounds, as `tests/fixtures/newcomers/abc195e.py`
    /// writes it: a line of 2,000 moves whose every position carries the digits and the
    /// players (2,000 letters each), and names its mover. Before, one request a level of the
    /// exploration and one a move of the check that the game ends, 2,993 in all, and each
    /// position's JSON (4 KB) written both ways: about 170 MB through the pipes for 20,936
    /// positions (the file then passed a turn where the players did not alternate). Now 18
    /// requests (the file's four samples checked first among them) and 1.1 MB for 13,980
    /// positions.
    #[test]
    fn a_long_line_is_explored_in_few_requests_and_the_input_written_once_an_answer() {
        let rounds = 2000;
        let digits: String = (0..rounds)
            .map(|i| char::from(b'0' + (i * 7 % 10) as u8))
            .collect();
        let players: String = (0..rounds)
            .map(|i| if (i * i + 3 * i) % 5 < 2 { 'A' } else { 'T' })
            .collect();
        let text = format!("{rounds}\n{digits}\n{players}\n");
        let file = RulesFile::new(
            [
                env!("CARGO_MANIFEST_DIR"),
                "tests/fixtures/newcomers/abc195e.py",
            ]
            .iter()
            .collect(),
            crate::rules::file::TIME_LIMIT,
        );
        let mut rules = crate::rules::open::open(&file).expect("the rules file starts");
        let mut answer = rules.ask(&json!({ "parse": text })).expect("parsed");
        let starts = rules.starts_read(&mut answer).expect("its start");
        let mut solved = Solved::default();
        let parts = solved.explore(&mut rules, &starts).expect("explored");
        let (requests, bytes) = rules.traffic();
        assert!(requests <= 20, "{requests} requests");
        assert!(
            bytes <= 1000 * text.len() as u64,
            "{bytes} bytes in {requests} requests for a {}-byte input",
            text.len()
        );
        // The game by its own recurrence, backwards: which remainders mod 7 Takahashi wins
        // from before each round.
        let mut wins = [true, false, false, false, false, false, false];
        for (digit, player) in digits.bytes().zip(players.bytes()).rev() {
            let digit = usize::from(digit - b'0');
            wins = std::array::from_fn(|t| {
                let (zero, taken) = (wins[t * 10 % 7], wins[(t * 10 + digit) % 7]);
                if player == b'T' {
                    zero || taken
                } else {
                    zero && taken
                }
            });
        }
        // Aoki moves first here: the start's value is his, the answer Takahashi's.
        assert_eq!(solved.mover(parts[0][0]), 1);
        assert_eq!(solved.start_value(&parts[0]) > 0, wins[0]);
    }
}
