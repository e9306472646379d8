//! `coach experiment RULES --n A..B [--m C..D]`: the value of `start(n)` (or `start(n, m)`)
//! at every point of the range, the pattern they follow (a period only where the data bear it
//! out over the later half of the range; proved where the moves are an octal game's), and a
//! guess checked against them, refuted by what defines the value.

use super::octal::{self, Octal};
use super::{RulesChild, Solved};
use crate::exit::Exit;
use crate::output;
use anyhow::Result;
use itertools::Itertools;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::io::Write;

/// What `coach experiment` is told.
pub(crate) struct Experiment {
    pub(crate) rules: super::RulesFile,
    pub(crate) from: i64,
    pub(crate) to: i64,
    /// The range of `m`, for a family of two indices.
    pub(crate) ms: Option<(i64, i64)>,
    pub(crate) guess: Option<String>,
    pub(crate) json: bool,
}

/// Points (values of n, or of n and m) at most in one experiment.
pub(crate) const MAX_POINTS: i64 = 100_000;

/// Moves a refuting line shows at most.
const LINE_MOVES: usize = 200;

/// Points from which a second child of the rules file shares the exploration, one on each
/// core: below them, the seconds saved are fewer than one more interpreter's start costs.
const HELPED_FROM: usize = 1_000;

/// What the text lists at most, a screenful: losing points, rows of values, distinct values
/// counted, rows' patterns. `--json` has everything.
const LISTED: usize = 60;
const VALUE_ROWS: usize = 20;
const COUNTED: usize = 20;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Period {
    /// The first `n` from which the values repeat.
    pub(crate) preperiod: i64,
    pub(crate) period: usize,
    /// `value(n + period) = value(n) + saltus`; 0 in normal play.
    pub(crate) saltus: i64,
    pub(crate) checked_to: i64,
}

/// The smallest period that the values bear out over a stretch a reader would accept, with
/// its earliest start: every value from the preperiod to the end repeats (with `saltus`, an
/// arithmetic period is allowed, set by the last pair), the stretch covers at least the later
/// half of the range, and at least two full periods past the preperiod (with a saltus, one
/// value more, since the last pair sets it). Repeats at the very end of a range prove
/// nothing: any sequence ending in two equal values would otherwise have period 1.
pub(crate) fn period(values: &[i64], from: i64, saltus: bool) -> Option<Period> {
    let len = values.len();
    (1..=len / 2).find_map(|p| {
        let start = repeats_from(values, p, saltus);
        (start <= len / 2 && len - start >= 2 * p + usize::from(saltus)).then(|| Period {
            preperiod: from + start as i64,
            period: p,
            saltus: step(values, p, saltus),
            checked_to: from + len as i64 - 1,
        })
    })
}

/// The difference a period `p` adds: 0, or with `saltus` the last pair's.
fn step(values: &[i64], p: usize, saltus: bool) -> i64 {
    let len = values.len();
    if saltus {
        values[len - 1] - values[len - 1 - p]
    } else {
        0
    }
}

/// The earliest index from which every value repeats `p` later (plus the step).
fn repeats_from(values: &[i64], p: usize, saltus: bool) -> usize {
    let step = step(values, p, saltus);
    let mut start = values.len() - p;
    while start > 0 && values[start - 1 + p] == values[start - 1] + step {
        start -= 1;
    }
    start
}

/// Where no period shows: the last `n` a range from `from` would need for the repetition the
/// end of the range shows (the smallest period with two periods seen there) to be called a
/// period, if it held; `None` where the end shows none.
fn needed_to(values: &[i64], from: i64, saltus: bool) -> Option<(usize, i64, i64)> {
    let len = values.len();
    (1..=len / 2).find_map(|p| {
        let start = repeats_from(values, p, saltus);
        (len - start >= 2 * p + usize::from(saltus)).then(|| {
            // The stretch from `start` covers the later half once the range has 2 * start
            // values, and two periods (and one value) once it has start + 2p (+ 1).
            let last = (2 * start).max(start + 2 * p + usize::from(saltus)) as i64;
            (p, from + start as i64, from + last - 1)
        })
    })
}

#[derive(Serialize)]
struct ExperimentJson<'a> {
    rules: String,
    /// "normal play" or "score".
    kind: &'static str,
    positions: usize,
    /// The moves of every position explored, in all.
    moves: usize,
    values: Vec<JsonValue>,
    /// The pattern of a family of one index; `rows` for two.
    #[serde(skip_serializing_if = "Option::is_none")]
    period: Option<Option<Period>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pattern: Option<&'a Pattern>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rows: Option<Vec<Row>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guess: Option<JsonGuess>,
}

#[derive(Serialize)]
struct JsonValue {
    n: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    m: Option<i64>,
    /// The Grundy number in normal play, the first player's lead in score games.
    value: i64,
    /// Whether the first player wins.
    win: bool,
}

/// The pattern along one row of a family of two indices: `n` fixed, `m` over its range.
#[derive(Serialize)]
struct Row {
    n: i64,
    period: Option<Period>,
}

/// What the values of a family of one index show, and how sure it is.
#[derive(Serialize)]
pub(crate) struct Pattern {
    /// The octal game the moves are, where they are one.
    octal: Option<Octal>,
    /// Whether the period holds for every n: the octal theorem's values are all in range.
    proved: bool,
    /// Where the pattern is not settled: the last n a range would need (for the theorem to
    /// prove the period, or for the repetition at the end to count as a period).
    look_to: Option<i64>,
    /// Where no period shows but the end repeats: that repetition, as `(period, from)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    end_repeats: Option<(usize, i64)>,
}

#[derive(Serialize)]
struct JsonGuess {
    expr: String,
    holds: bool,
    first_failure: Option<Refutation>,
}

#[derive(Clone, Debug, Serialize)]
struct Refutation {
    n: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    m: Option<i64>,
    value: Value,
    guess: Value,
    /// The refuting line, as move names: a winning move and optimal play after it, where
    /// the guess said lose; the first move and the reply that beats it, then optimal play,
    /// where it said win; optimal play, in score games. Empty for a Grundy number.
    line: Vec<String>,
    /// Where the guess said win at a loss: every move and the reply that beats it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    replies: Vec<Reply>,
    /// A Grundy number guessed below the value: the move that reaches a position of the
    /// guessed value, so the value is not it.
    #[serde(skip_serializing_if = "Option::is_none")]
    reaches: Option<String>,
    /// A Grundy number guessed above the value (or below 0): the values the moves reach, of
    /// which the value is the least missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    reached: Option<Vec<i64>>,
}

#[derive(Clone, Debug, Serialize)]
struct Reply {
    #[serde(rename = "move")]
    mv: String,
    reply: Option<String>,
}

pub(crate) fn run(experiment: Experiment, out: &mut dyn Write) -> Exit {
    Exit::of(work(experiment, out))
}

/// The points of the range: `[n]`, or `[n, m]` row by row.
fn points(experiment: &Experiment) -> Result<Vec<Vec<i64>>, Exit> {
    let count = |(from, to): (i64, i64)| to.checked_sub(from).and_then(|d| d.checked_add(1));
    let ns = count((experiment.from, experiment.to));
    let total = match experiment.ms {
        None => ns,
        Some(ms) => ns.zip(count(ms)).and_then(|(ns, ms)| ns.checked_mul(ms)),
    };
    if total.is_none_or(|total| total > MAX_POINTS) {
        return Err(Exit::usage(anyhow::anyhow!(
            "at most {} points at once: give smaller ranges of n and m",
            crate::notation::thousands(MAX_POINTS as usize)
        )));
    }
    Ok(match experiment.ms {
        None => (experiment.from..=experiment.to).map(|n| vec![n]).collect(),
        Some((c, d)) => (experiment.from..=experiment.to)
            .flat_map(|n| (c..=d).map(move |m| vec![n, m]))
            .collect(),
    })
}

fn work(experiment: Experiment, out: &mut dyn Write) -> Result<Exit, Exit> {
    let points = points(&experiment)?;
    let mut rules = super::open_helped(&experiment.rules, points.len() >= HELPED_FROM)?;
    if !rules.has("start") {
        return Err(super::reject(anyhow::anyhow!(
            "{}: experiment needs start(n), the start of each game of the family",
            rules.name
        )));
    }
    let mut solved = Solved::nameless();
    let parts = solved
        .explore_points(&mut rules, &points)
        .map_err(super::reject)?;
    let values: Vec<i64> = parts.iter().map(|parts| solved.value_of(parts)).collect();
    let wins: Vec<bool> = values.iter().map(|&value| solved.wins(value)).collect();
    let (period, pattern, rows) = match experiment.ms {
        None => {
            let period = period(&values, experiment.from, solved.scored);
            let heaps: Vec<(i64, &[usize])> = points
                .iter()
                .zip(&parts)
                .map(|(point, parts)| (point[0], parts.as_slice()))
                .collect();
            let pattern = pattern(&values, &experiment, &period, octal::read(&solved, &heaps));
            (Some(period), Some(pattern), None)
        }
        Some((c, d)) => {
            let width = (d - c + 1) as usize;
            let rows = values
                .chunks(width)
                .zip(experiment.from..)
                .map(|(row, n)| Row {
                    n,
                    period: period(row, c, solved.scored),
                })
                .collect();
            (None, None, Some(rows))
        }
    };
    let guess = match &experiment.guess {
        Some(expr) => {
            let guessed = rules.guess(expr, &points).map_err(super::reject)?;
            if let Some((point, odd)) = points
                .iter()
                .zip(&guessed)
                .find(|(_, value)| !value.is_boolean() && value.as_i64().is_none())
            {
                return Err(super::reject(anyhow::anyhow!(
                    "--guess gives {} at {}: a guess is a whole number or true/false",
                    crate::notation::quote(&odd.to_string()),
                    at(point)
                )));
            }
            let first = (0..points.len()).find(|&k| match &guessed[k] {
                Value::Bool(win) => *win != wins[k],
                other => other.as_i64() != Some(values[k]),
            });
            let failure = match first {
                Some(k) => {
                    let mut names = Names::new(&mut rules, &solved);
                    Some(
                        refute(&mut names, &parts[k], &points[k], values[k], &guessed[k])
                            .map_err(super::reject)?,
                    )
                }
                None => None,
            };
            Some(JsonGuess {
                expr: expr.clone(),
                holds: failure.is_none(),
                first_failure: failure,
            })
        }
        None => None,
    };
    let kind = if solved.scored {
        "score"
    } else {
        "normal play"
    };
    let status = match &guess {
        Some(guess) if !guess.holds => Exit::Failure,
        _ => Exit::Success,
    };
    let text = if experiment.json {
        let json = ExperimentJson {
            rules: rules.name.clone(),
            kind,
            positions: solved.positions.len(),
            moves: solved.moves.iter().map(Vec::len).sum(),
            values: points
                .iter()
                .zip(&values)
                .zip(&wins)
                .map(|((point, &value), &win)| JsonValue {
                    n: point[0],
                    m: point.get(1).copied(),
                    value,
                    win,
                })
                .collect(),
            period: period.clone(),
            pattern: pattern.as_ref(),
            rows,
            guess,
        };
        serde_json::to_string_pretty(&json).expect("serialises") + "\n"
    } else {
        let report = Report {
            name: &rules.name,
            solved: &solved,
            experiment: &experiment,
            points: &points,
            values: &values,
            wins: &wins,
        };
        match (&period, &pattern, &rows) {
            (Some(period), Some(pattern), _) => report.one_index(period, pattern, &guess),
            (_, _, Some(rows)) => report.two_indices(rows, &guess),
            _ => unreachable!("one index or two"),
        }
    };
    output::write(out, &text)?;
    Ok(status)
}

/// What the values of one index show: the octal game and its proof, or how far to look.
fn pattern(
    values: &[i64],
    experiment: &Experiment,
    period: &Option<Period>,
    octal: Option<Octal>,
) -> Pattern {
    match period {
        Some(period) => {
            let bound = octal
                .as_ref()
                .map(|octal| octal.bound(period.preperiod, period.period));
            let proved = period.saltus == 0 && bound.is_some_and(|bound| bound <= experiment.to);
            Pattern {
                octal,
                proved,
                look_to: bound.filter(|_| !proved),
                end_repeats: None,
            }
        }
        None => {
            let end = needed_to(values, experiment.from, false);
            Pattern {
                octal,
                proved: false,
                look_to: end.map(|(_, _, to)| to),
                end_repeats: end.map(|(p, from, _)| (p, from)),
            }
        }
    }
}

/// A point as the text names it: `n = 3`, `n = 3, m = 5`.
fn at(point: &[i64]) -> String {
    match point {
        [n] => format!("n = {n}"),
        [n, m, ..] => format!("n = {n}, m = {m}"),
        [] => String::new(),
    }
}

/// What the text report is made of.
struct Report<'a> {
    name: &'a str,
    solved: &'a Solved,
    experiment: &'a Experiment,
    points: &'a [Vec<i64>],
    values: &'a [i64],
    wins: &'a [bool],
}

impl Report<'_> {
    fn heading(&self, out: &mut String) {
        let what = if self.solved.scored {
            "score game (moves score): the first player's lead"
        } else {
            "normal play (no move scores; the player who cannot move loses): Grundy numbers"
        };
        let range = match self.experiment.ms {
            None => format!("n = {}..{}", self.experiment.from, self.experiment.to),
            Some((c, d)) => format!(
                "n = {}..{}, m = {c}..{d}",
                self.experiment.from, self.experiment.to
            ),
        };
        writeln!(
            out,
            "{}: {what}, {range} ({} positions).",
            self.name,
            crate::notation::thousands(self.solved.positions.len())
        )
        .unwrap();
    }

    /// How many points have each value, and where the first player loses.
    fn counts(&self, out: &mut String) {
        let mut sorted = self.values.to_vec();
        sorted.sort_unstable();
        let counted: Vec<String> = sorted
            .into_iter()
            .dedup_with_count()
            .map(|(count, value)| format!("{value}: {count}"))
            .collect();
        writeln!(out, "Counts: {}.", listed(&counted, COUNTED, "more values")).unwrap();
        let losing = self.points.iter().zip(self.wins).filter(|&(_, &win)| !win);
        let count = losing.clone().count();
        // Only the points listed are written out; the others are counted.
        let mut losing: Vec<String> = losing
            .take(LISTED)
            .map(|(point, _)| match point.as_slice() {
                [n] => n.to_string(),
                point => format!("({})", point.iter().join(", ")),
            })
            .collect();
        if count > LISTED {
            losing.push(format!(
                "… and {} more",
                crate::notation::thousands(count - LISTED)
            ));
        }
        let what = if self.experiment.ms.is_some() {
            "(n, m)"
        } else {
            "n"
        };
        writeln!(
            out,
            "The first player loses at {} {what}{}{}.",
            crate::notation::thousands(count),
            if losing.is_empty() { "" } else { ": " },
            losing.join(", ")
        )
        .unwrap();
    }

    fn one_index(
        &self,
        period: &Option<Period>,
        pattern: &Pattern,
        guess: &Option<JsonGuess>,
    ) -> String {
        let mut out = String::new();
        self.heading(&mut out);
        let rows = self.values.chunks(10).zip(self.points.chunks(10));
        for (chunk, row) in rows.clone().take(VALUE_ROWS) {
            let shown: Vec<String> = chunk.iter().map(|v| format!("{v:>3}")).collect();
            writeln!(out, "  n = {:>4}..: {}", row[0][0], shown.join(" ")).unwrap();
        }
        let hidden = self.values.len().saturating_sub(10 * VALUE_ROWS);
        if hidden > 0 {
            writeln!(
                out,
                "  … and {} more values (--json gives every one).",
                crate::notation::thousands(hidden)
            )
            .unwrap();
        }
        self.counts(&mut out);
        let (from, to) = (self.experiment.from, self.experiment.to);
        let code = |octal: &Octal| {
            format!(
                "the moves of every position explored are those of the octal game {}",
                octal.code
            )
        };
        match period {
            Some(period) => {
                let saltus = if period.saltus == 0 {
                    String::new()
                } else {
                    format!(" {:+}", period.saltus)
                };
                write!(
                    out,
                    "Period {} from n = {}: value(n + {}) = value(n){saltus} for every n from {} \
                     to {}, checked to n = {to}. ",
                    period.period,
                    period.preperiod,
                    period.period,
                    period.preperiod,
                    period.checked_to - period.period as i64,
                )
                .unwrap();
                match (&pattern.octal, pattern.proved) {
                    (Some(octal), true) => writeln!(
                        out,
                        "Proved for every n ≥ {}: {}, and the periodicity theorem for octal \
                         games (Guy and Smith) needs the values only to n = {}.",
                        period.preperiod,
                        code(octal),
                        octal.bound(period.preperiod, period.period)
                    ),
                    (Some(octal), false) => writeln!(
                        out,
                        "Observed over n = {from}..{to}, not a proof: {}, whose periodicity \
                         theorem proves it from the values to n = {}: run --n {from}..{}.",
                        code(octal),
                        pattern.look_to.unwrap_or(to),
                        pattern.look_to.unwrap_or(to)
                    ),
                    (None, _) => writeln!(out, "Observed over n = {from}..{to}, not a proof."),
                }
                .unwrap();
            }
            None => {
                write!(
                    out,
                    "No period shows over n = {from}..{to}: none repeats over the later half \
                     of the range with two full periods seen."
                )
                .unwrap();
                match (pattern.end_repeats, pattern.look_to) {
                    (Some((p, start)), Some(look_to)) => write!(
                        out,
                        " The values repeat with period {p} from n = {start} at its end, too \
                         short a stretch to call: run --n {from}..{look_to} to see whether it \
                         holds."
                    ),
                    _ => write!(
                        out,
                        " A period p from n = i shows over a range that reaches 2i - {from} and \
                         i + 2p: run a longer range."
                    ),
                }
                .unwrap();
                writeln!(out).unwrap();
                if let Some(octal) = &pattern.octal {
                    writeln!(out, "The moves are those of the octal game {}.", octal.code).unwrap();
                }
            }
        }
        self.guessed(&mut out, guess);
        out
    }

    fn two_indices(&self, rows: &[Row], guess: &Option<JsonGuess>) -> String {
        let mut out = String::new();
        self.heading(&mut out);
        let (c, d) = self.experiment.ms.expect("two indices");
        let width = (d - c + 1) as usize;
        let shown_columns = width.min(20);
        let header: Vec<String> = (c..)
            .take(shown_columns)
            .map(|m| format!("{m:>3}"))
            .collect();
        writeln!(
            out,
            "  value(n, m), m = {}{}:",
            header.join(" ").trim_start(),
            if width > shown_columns { " …" } else { "" }
        )
        .unwrap();
        for (row, chunk) in rows.iter().zip(self.values.chunks(width)).take(VALUE_ROWS) {
            let shown: Vec<String> = chunk[..shown_columns]
                .iter()
                .map(|v| format!("{v:>3}"))
                .collect();
            writeln!(out, "  n = {:>4}: {}", row.n, shown.join(" ")).unwrap();
        }
        if rows.len() > VALUE_ROWS || width > shown_columns {
            writeln!(
                out,
                "  (the first {} rows and {} columns of {} × {}: --json gives every value)",
                rows.len().min(VALUE_ROWS),
                shown_columns,
                rows.len(),
                width
            )
            .unwrap();
        }
        self.counts(&mut out);
        writeln!(
            out,
            "Along each row (n fixed), observed over m = {c}..{d}, not a proof:"
        )
        .unwrap();
        for row in rows.iter().take(VALUE_ROWS) {
            match &row.period {
                Some(period) if period.saltus != 0 => writeln!(
                    out,
                    "  n = {}: period {} from m = {}, {:+} each period",
                    row.n, period.period, period.preperiod, period.saltus
                ),
                Some(period) => writeln!(
                    out,
                    "  n = {}: period {} from m = {}",
                    row.n, period.period, period.preperiod
                ),
                None => writeln!(out, "  n = {}: no period shows", row.n),
            }
            .unwrap();
        }
        if rows.len() > VALUE_ROWS {
            let periodic = rows.iter().filter(|row| row.period.is_some()).count();
            writeln!(
                out,
                "  … {} rows in all, {} with a period (--json gives each).",
                rows.len(),
                periodic
            )
            .unwrap();
        }
        self.guessed(&mut out, guess);
        out
    }

    fn guessed(&self, out: &mut String, guess: &Option<JsonGuess>) {
        let Some(guess) = guess else { return };
        let Some(failure) = &guess.first_failure else {
            let range = match self.experiment.ms {
                None => format!("n from {} to {}", self.experiment.from, self.experiment.to),
                Some((c, d)) => format!(
                    "n from {} to {} and m from {c} to {d}",
                    self.experiment.from, self.experiment.to
                ),
            };
            writeln!(out, "The guess `{}` holds for every {range}.", guess.expr).unwrap();
            return;
        };
        let point: Vec<i64> = std::iter::once(failure.n).chain(failure.m).collect();
        writeln!(
            out,
            "The guess `{}` fails first at {}: it says {}, the value is {}.",
            guess.expr,
            at(&point),
            failure.guess,
            failure.value
        )
        .unwrap();
        if let Some(reaches) = &failure.reaches {
            writeln!(
                out,
                "The move {reaches} leads to a position of value {}, so the value is not {}: \
                 a Grundy number is the least value no move reaches.",
                failure.guess, failure.guess
            )
            .unwrap();
        } else if let Some(reached) = &failure.reached {
            let reached: Vec<String> = reached.iter().map(i64::to_string).collect();
            writeln!(
                out,
                "The moves reach the values {{{}}}: the least they miss is {}, the value (a \
                 Grundy number is the least value no move reaches).",
                listed(&reached, LISTED, "more"),
                failure.value
            )
            .unwrap();
        } else if failure.line.is_empty() {
            writeln!(out, "The game is over there: the first player has no move.").unwrap();
        } else if failure.replies.is_empty() {
            writeln!(out, "The line that shows it: {}", failure.line.join(", ")).unwrap();
        } else {
            writeln!(
                out,
                "Every move loses: each one, and the reply that beats it:"
            )
            .unwrap();
            for reply in &failure.replies {
                writeln!(
                    out,
                    "  {} → {}",
                    reply.mv,
                    reply
                        .reply
                        .as_deref()
                        .unwrap_or("(no reply: the game is over)")
                )
                .unwrap();
            }
        }
    }
}

/// The first `most` of `items`, then how many more.
fn listed(items: &[String], most: usize, more: &str) -> String {
    let shown = items.len().min(most);
    let mut text = items[..shown].join(", ");
    if items.len() > shown {
        write!(
            text,
            ", … and {} {more}",
            crate::notation::thousands(items.len() - shown)
        )
        .unwrap();
    }
    text
}

/// The components being played: one position, or several side by side after a sum.
type Sum = Vec<usize>;

/// The names of the moves, asked of the rules file for the few positions a refutation
/// shows (the exploration left them unasked).
struct Names<'a> {
    rules: &'a mut RulesChild,
    solved: &'a Solved,
    known: HashMap<usize, Vec<String>>,
}

impl<'a> Names<'a> {
    fn new(rules: &'a mut RulesChild, solved: &'a Solved) -> Names<'a> {
        Names {
            rules,
            solved,
            known: HashMap::new(),
        }
    }

    /// The moves of a sum: each move of each component, named, and the sum it leaves.
    fn moves_of(&mut self, sum: &Sum) -> Result<Vec<(String, Sum)>> {
        let mut found = Vec::new();
        for k in 0..sum.len() {
            let id = sum[k];
            if !self.known.contains_key(&id) {
                let names = self.solved.names_of(self.rules, id)?;
                self.known.insert(id, names);
            }
            let names = &self.known[&id];
            for ((_, after), name) in self.solved.moves_in(sum, k).zip(names) {
                found.push((name.clone(), after));
            }
        }
        Ok(found)
    }
}

/// Optimal play from `sum`: the winner moves to a loss for the other, the loser plays the
/// first move; in score games, the first move worth the most.
fn optimal_line(names: &mut Names, mut sum: Sum) -> Result<Vec<String>> {
    let solved = names.solved;
    let mut line = Vec::new();
    while line.len() < LINE_MOVES {
        let moves = names.moves_of(&sum)?;
        let best = if solved.scored {
            // The first of the moves worth the most (a score game has no sums: one part).
            let mut best: Option<(i64, &(String, Sum))> = None;
            for (mv, chosen) in solved.moves[sum[0]].iter().zip(&moves) {
                let worth = solved.worth_of(mv);
                if best.is_none_or(|(most, _)| worth > most) {
                    best = Some((worth, chosen));
                }
            }
            best.map(|(_, chosen)| chosen.clone())
        } else {
            moves
                .iter()
                .find(|(_, after)| solved.value_of(after) == 0)
                .or(moves.first())
                .cloned()
        };
        let Some((name, after)) = best else { break };
        line.push(name);
        sum = after;
    }
    Ok(line)
}

/// What refutes a guess at `point`: for a Grundy number, the move to a position of the
/// guessed value (guessed too low) or the values the moves reach (too high); for win or
/// lose and for a lead, a line of play.
fn refute(
    names: &mut Names,
    start: &Sum,
    point: &[i64],
    value: i64,
    guessed: &Value,
) -> Result<Refutation> {
    let solved = names.solved;
    let wins = solved.wins(value);
    let mut refutation = Refutation {
        n: point[0],
        m: point.get(1).copied(),
        value: Value::from(value),
        guess: guessed.clone(),
        line: Vec::new(),
        replies: Vec::new(),
        reaches: None,
        reached: None,
    };
    if !solved.scored
        && let Some(guess) = guessed.as_i64()
    {
        let moves = names.moves_of(start)?;
        if (0..value).contains(&guess) {
            refutation.reaches = moves
                .into_iter()
                .find(|(_, after)| solved.value_of(after) == guess)
                .map(|(name, _)| name);
        } else {
            let reached: BTreeSet<i64> = moves
                .iter()
                .map(|(_, after)| solved.value_of(after))
                .collect();
            refutation.reached = Some(reached.into_iter().collect());
        }
        return Ok(refutation);
    }
    if !solved.scored {
        // The value as the guess gives it: a win where the guess is true or false.
        refutation.value = Value::Bool(wins);
    }
    if !solved.scored && !wins {
        for (name, after) in names.moves_of(start)? {
            let reply = names
                .moves_of(&after)?
                .into_iter()
                .find(|(_, back)| solved.value_of(back) == 0)
                .map(|(reply, _)| reply);
            refutation.replies.push(Reply { mv: name, reply });
        }
    }
    refutation.line = optimal_line(names, start.clone())?;
    Ok(refutation)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_period_the_whole_range_bears_out_with_two_periods_seen() {
        let values = [5, 1, 2, 3, 1, 2, 3, 1, 2, 3];
        assert_eq!(
            period(&values, 0, false),
            Some(Period {
                preperiod: 1,
                period: 3,
                saltus: 0,
                checked_to: 9
            })
        );
        // One period and a bit is no evidence.
        assert_eq!(period(&[1, 2, 3, 1, 2], 0, false), None);
        // An arithmetic period: +1 every 1, from the start.
        let saltus = period(&[0, 1, 2, 3, 4, 5, 6, 7], 10, true).unwrap();
        assert_eq!((saltus.period, saltus.saltus, saltus.preperiod), (1, 1, 10));
        // Two values alone set a saltus and bear out nothing.
        assert_eq!(period(&[3, 1, 4, 1, 5, 9, 2, 6], 0, true), None);
        assert_eq!(period(&[3, 1, 4, 1, 5, 9, 2, 6], 0, false), None);
    }

    /// Sequences with a known preperiod and period, their values drawn at random: wherever
    /// the range shows the period over its later half and twice, it is found, exactly; where
    /// it does not, none is claimed; and a sequence whose end alone repeats claims none.
    #[test]
    fn known_periods_are_found_and_no_false_one_is_claimed() {
        let mut rng = crate::rng::Rng::new(40);
        for _ in 0..2000 {
            let preperiod = rng.below(60);
            let p = 1 + rng.below(40);
            let len = 1 + rng.below(400);
            // Distinct within the cycle, so that no smaller period hides in it.
            let cycle: Vec<i64> = (0..p).map(|k| (40 * rng.below(1000) + k) as i64).collect();
            let values: Vec<i64> = (0..len)
                .map(|i| {
                    if i < preperiod {
                        // Unlike the cycle, so that the preperiod is exactly this.
                        -1 - i as i64
                    } else {
                        cycle[(i - preperiod) % p]
                    }
                })
                .collect();
            let shows = preperiod <= len / 2 && len - preperiod >= 2 * p;
            let found = period(&values, 0, false);
            assert_eq!(
                found.map(|found| (found.preperiod, found.period)),
                shows.then_some((preperiod as i64, p)),
                "preperiod {preperiod}, period {p}, {len} values"
            );
        }
        // Random values ending in two equal ones: period 1 at the very end, not claimed.
        let mut values: Vec<i64> = (0..300).map(|_| rng.below(1000) as i64).collect();
        values.push(7);
        values.push(7);
        assert_eq!(period(&values, 0, false), None);
        let (p, from, to) = needed_to(&values, 0, false).expect("the end repeats");
        assert_eq!((p, from, to), (1, 300, 599));
        // A period over only the last third of the range: none, and how far to look.
        let mut values: Vec<i64> = (0..200).map(|_| 5000 + rng.below(1000) as i64).collect();
        values.extend((0..100).map(|i| i % 5));
        assert_eq!(period(&values, 0, false), None);
        assert_eq!(needed_to(&values, 0, false), Some((5, 200, 399)));
        values.extend((100..110).map(|i| i % 5));
        assert_eq!(period(&values, 0, false), None);
        values.extend((110..200).map(|i| i % 5));
        let found = period(&values, 0, false).unwrap();
        assert_eq!((found.preperiod, found.period), (200, 5));
    }
}
