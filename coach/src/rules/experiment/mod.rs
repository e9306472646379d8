//! `coach experiment RULES --n A..B [--m C..D]`: the value of `start(n)` (or `start(n, m)`)
//! at every point of the range, the pattern they follow (a period only where the data bear it
//! out over the later half of the range; proved where the moves are an octal game's), and a
//! guess checked against them, refuted by what defines the value.

mod found;
mod period;
mod refutation;
mod report;

pub(crate) use found::Experiment;
pub(crate) use period::{Period, period};

use found::{JsonGuess, Native, Pattern, Row};
use period::needed_to;
use refutation::{Names, refute};
use report::{Report, at};

use super::octal::{self, Octal, Recognition};
use super::solve::Solved;
use crate::exit::Exit;
use crate::octal::Budget;
use crate::output;
use crate::retrograde::Loopy;
use anyhow::Result;
use serde::Serialize;
use serde_json::Value;
use std::io::Write;

/// Points (values of n, or of n and m) at most in one experiment.
pub(crate) const MAX_POINTS: i64 = 100_000;

/// Points from which a second child of the rules file shares the exploration, one on each
/// core: below them, the seconds saved are fewer than one more interpreter's start costs.
const HELPED_FROM: usize = 1_000;

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
    /// The Grundy number in normal play, the first player's lead in score games; where the
    /// game is valued by its outcomes, 1 for a win, 0 for a loss and 2 for a draw.
    value: i64,
    /// Whether the first player wins.
    win: bool,
    /// Where the game is valued by its outcomes: `"win"`, `"lose"` or `"draw"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<&'static str>,
    /// Where the game loops in normal play: the generalized Sprague–Grundy value, `"3"` or
    /// `"∞{0,2}"` (∞ and the finite values its moves reach).
    #[serde(skip_serializing_if = "Option::is_none")]
    generalized: Option<String>,
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
    let mut rules = super::open::open_helped(&experiment.rules, points.len() >= HELPED_FROM)?;
    rules.require(
        "start",
        "experiment needs start(n), the start of each game of the family",
    )?;
    let mut solved = Solved::nameless();
    let parts = solved
        .explore_points(&mut rules, &points)
        .map_err(super::file::reject)?;
    let values: Vec<i64> = parts
        .iter()
        .map(|parts| solved.start_value(parts))
        .collect();
    let wins: Vec<bool> = values.iter().map(|&value| solved.wins(value)).collect();
    // A game that loops in normal play: each start's generalized Sprague–Grundy value too.
    let generalized: Option<Vec<String>> = solved.generalized().map(|loopy| {
        let of = |parts: &Vec<usize>| Loopy::sum(parts.iter().map(|&part| &loopy[part]));
        parts.iter().map(|parts| of(parts).to_string()).collect()
    });
    let (period, pattern, rows) = match experiment.ms {
        None => {
            let period = period(&values, experiment.from, solved.scored);
            let heaps: Vec<(i64, &[usize])> = points
                .iter()
                .zip(&parts)
                .map(|(point, parts)| (point[0], parts.as_slice()))
                .collect();
            let reading = octal::read(&solved, &heaps);
            if let Some(stated) = &rules.octal {
                octal::check_stated(stated, reading.octal())
                    .map_err(|error| super::file::reject(error.context(rules.name.clone())))?;
            }
            let (octal, departs, native) = match reading {
                Recognition::Octal(octal) => {
                    let native = native(&mut rules, &solved, &octal, &experiment)?;
                    match native.far.departs.clone() {
                        Some(departure) => (Some(octal), Some(departure), None),
                        None => (Some(octal), None, Some(native)),
                    }
                }
                Recognition::Departs(octal, departure) => (Some(octal), Some(departure), None),
                Recognition::Not => (None, None, None),
            };
            // A period proved holds over every value computed, past the range.
            let proved = native.as_ref().and_then(|native| {
                let proof = native.proof.as_ref()?;
                Some(Period {
                    preperiod: proof.preperiod as i64,
                    period: proof.period,
                    saltus: 0,
                    checked_to: native.computed_to as i64,
                })
            });
            let period = proved.or(period);
            let mut pattern = pattern(&values, &experiment, &period);
            pattern.proved = native.as_ref().is_some_and(|native| native.proof.is_some());
            (pattern.octal, pattern.departs, pattern.native) = (octal, departs, native);
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
            let guessed = rules.guess(expr, &points).map_err(super::file::reject)?;
            if let Some((point, odd)) = points
                .iter()
                .zip(&guessed)
                .find(|(_, value)| !value.is_boolean() && value.as_i64().is_none())
            {
                return Err(super::file::reject(anyhow::anyhow!(
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
                            .map_err(super::file::reject)?,
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
    } else if solved.play.misere {
        "misère play"
    } else if solved.outcomes() {
        "win/lose/draw"
    } else if solved.named_turns {
        "win/lose"
    } else {
        "normal play"
    };
    let status = match &guess {
        Some(guess) if !guess.holds => Exit::Wrong,
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
                .enumerate()
                .map(|(k, ((point, &value), &win))| JsonValue {
                    n: point[0],
                    m: point.get(1).copied(),
                    value,
                    win,
                    outcome: solved.outcomes().then(|| super::solve::outcome_word(value)),
                    generalized: generalized.as_ref().map(|shown| shown[k].clone()),
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
            generalized: generalized.as_deref(),
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

/// The values of the octal game `octal` computed natively, at least over the range, until
/// the theorem proves their period or a limit stops them; and the heaps past those explored,
/// up to the last value the proof reads, drawn and held against the file's moves.
fn native(
    rules: &mut super::child::RulesChild,
    solved: &Solved,
    octal: &Octal,
    experiment: &Experiment,
) -> Result<Native, Exit> {
    let to = experiment.to as usize;
    let limits = Budget {
        values: experiment.octal_values.max(to + 1),
        ..Budget::default()
    };
    let analysis = crate::octal::analyse(&octal.code, to + 1, limits);
    let last = match &analysis.proof {
        Some(proof) => proof.needs_to.max(to),
        None => analysis.values.len() - 1,
    };
    let far = octal::check_far(rules, &octal.code, octal::explored_to(solved), last)
        .map_err(super::file::reject)?;
    Ok(Native::of(analysis, far))
}

/// What the values of one index show where nothing proves it: a period over the range, or
/// how far to look.
fn pattern(values: &[i64], experiment: &Experiment, period: &Option<Period>) -> Pattern {
    let end = match period {
        Some(_) => None,
        None => needed_to(values, experiment.from, false),
    };
    Pattern {
        octal: None,
        departs: None,
        native: None,
        proved: false,
        look_to: end.map(|(_, _, to)| to),
        end_repeats: end.map(|(p, from, _)| (p, from)),
    }
}
