//! `coach experiment RULES --n A..B`: the value of `start(n)` for every `n` of the range, the
//! pattern they follow (the smallest preperiod and period the whole range bears out, and for
//! score games the saltus), and a guess checked against them, refuted by a line of play.

use super::Solved;
use crate::exit::Exit;
use crate::output;
use itertools::Itertools;
use serde::Serialize;
use serde_json::Value;
use std::fmt::Write as _;
use std::io::Write;

/// What `coach experiment` is told.
pub(crate) struct Experiment {
    pub(crate) rules: super::RulesFile,
    pub(crate) from: i64,
    pub(crate) to: i64,
    pub(crate) guess: Option<String>,
    pub(crate) json: bool,
}

/// Moves a refuting line shows at most.
const LINE_MOVES: usize = 200;

/// Losing `n`s listed at most in the text.
const LISTED: usize = 60;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Period {
    /// The first `n` from which the values repeat.
    pub(crate) preperiod: i64,
    pub(crate) period: usize,
    /// `value(n + period) = value(n) + saltus`; 0 in normal play.
    pub(crate) saltus: i64,
    pub(crate) checked_to: i64,
}

/// The smallest period (then the smallest preperiod for it) that every value from the
/// preperiod to the end bears out, with at least two full periods seen; with `saltus`, an
/// arithmetic period is allowed, and one value more must bear it out.
pub(crate) fn period(values: &[i64], from: i64, saltus: bool) -> Option<Period> {
    let len = values.len();
    (1..=len / 2).find_map(|p| {
        let step = if saltus {
            values[len - 1] - values[len - 1 - p]
        } else {
            0
        };
        let mut start = len - p;
        while start > 0 && values[start - 1 + p] == values[start - 1] + step {
            start -= 1;
        }
        // Two full periods seen; with a saltus, one value more, since the last pair sets it.
        let seen = len - start;
        (seen >= 2 * p + usize::from(saltus)).then(|| Period {
            preperiod: from + start as i64,
            period: p,
            saltus: step,
            checked_to: from + len as i64 - 1,
        })
    })
}

#[derive(Serialize)]
struct ExperimentJson {
    rules: String,
    /// "normal play" or "score".
    kind: &'static str,
    positions: usize,
    /// The moves of every position explored, in all.
    moves: usize,
    values: Vec<JsonValue>,
    period: Option<Period>,
    #[serde(skip_serializing_if = "Option::is_none")]
    guess: Option<JsonGuess>,
}

#[derive(Serialize)]
struct JsonValue {
    n: i64,
    /// The Grundy number in normal play, the first player's lead in score games.
    value: i64,
    /// Whether the first player wins.
    win: bool,
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
    value: Value,
    guess: Value,
    /// The refuting line, as move names: a winning move and optimal play after it, where
    /// the guess said lose; the first move and the reply that beats it, then optimal play,
    /// where it said win; optimal play, in score games.
    line: Vec<String>,
    /// Where the guess said win at a loss: every move and the reply that beats it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    replies: Vec<Reply>,
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

fn work(experiment: Experiment, out: &mut dyn Write) -> Result<Exit, Exit> {
    let mut rules = super::open(&experiment.rules)?;
    if !rules.has("start") {
        return Err(super::reject(anyhow::anyhow!(
            "{}: experiment needs start(n), the start of each game of the family",
            rules.name
        )));
    }
    let ns: Vec<i64> = (experiment.from..=experiment.to).collect();
    let starts: Vec<Value> = ns
        .iter()
        .map(|&n| rules.start_of(n))
        .collect::<anyhow::Result<_>>()
        .map_err(super::reject)?;
    let (solved, parts) = super::solve(&mut rules, &starts).map_err(super::reject)?;
    let values: Vec<i64> = parts.iter().map(|parts| solved.value_of(parts)).collect();
    let wins: Vec<bool> = values.iter().map(|&value| solved.wins(value)).collect();
    let period = period(&values, experiment.from, solved.scored);
    let guess = match &experiment.guess {
        Some(expr) => {
            let guessed = rules.guess(expr, &ns).map_err(super::reject)?;
            if let Some((n, odd)) = ns
                .iter()
                .zip(&guessed)
                .find(|(_, value)| !value.is_boolean() && value.as_i64().is_none())
            {
                return Err(super::reject(anyhow::anyhow!(
                    "--guess gives {} at n = {n}: a guess is a whole number or true/false",
                    crate::notation::quote(&odd.to_string())
                )));
            }
            let failure = (0..ns.len()).find_map(|k| {
                let right = match &guessed[k] {
                    Value::Bool(win) => *win == wins[k],
                    other => other.as_i64() == Some(values[k]),
                };
                (!right).then(|| refute(&solved, &parts[k], ns[k], values[k], &guessed[k]))
            });
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
            values: ns
                .iter()
                .zip(&values)
                .zip(&wins)
                .map(|((&n, &value), &win)| JsonValue { n, value, win })
                .collect(),
            period,
            guess,
        };
        serde_json::to_string_pretty(&json).expect("serialises") + "\n"
    } else {
        text(&rules.name, &solved, &ns, &values, &wins, &period, &guess)
    };
    output::write(out, &text)?;
    Ok(status)
}

fn text(
    name: &str,
    solved: &Solved,
    ns: &[i64],
    values: &[i64],
    wins: &[bool],
    period: &Option<Period>,
    guess: &Option<JsonGuess>,
) -> String {
    let mut out = String::new();
    let what = if solved.scored {
        "score game (moves score): the first player's lead"
    } else {
        "normal play (no move scores; the player who cannot move loses): Grundy numbers"
    };
    writeln!(
        out,
        "{name}: {what}, n = {}..{} ({} positions).",
        ns[0],
        ns[ns.len() - 1],
        solved.positions.len()
    )
    .unwrap();
    for (row, chunk) in ns.chunks(10).zip(values.chunks(10)) {
        let shown: Vec<String> = chunk.iter().map(|v| format!("{v:>3}")).collect();
        writeln!(out, "  n = {:>4}..: {}", row[0], shown.join(" ")).unwrap();
    }
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let counted: Vec<String> = sorted
        .into_iter()
        .dedup_with_count()
        .map(|(count, value)| format!("{value}: {count}"))
        .collect();
    writeln!(out, "Counts: {}.", counted.join(", ")).unwrap();
    let losing: Vec<String> = ns
        .iter()
        .zip(wins)
        .filter(|&(_, &win)| !win)
        .map(|(n, _)| n.to_string())
        .collect();
    let listed = losing.len().min(LISTED);
    writeln!(
        out,
        "The first player loses at {} n: {}{}.",
        losing.len(),
        losing[..listed].join(", "),
        if losing.len() > listed {
            format!(", … and {} more", losing.len() - listed)
        } else {
            String::new()
        }
    )
    .unwrap();
    match period {
        Some(period) => {
            let saltus = if period.saltus == 0 {
                String::new()
            } else {
                format!(" {:+}", period.saltus)
            };
            writeln!(
                out,
                "Period {} from n = {}: value(n + {}) = value(n){saltus} for every n from {} to \
                 {}, checked to n = {}. Evidence over this range, not a proof.",
                period.period,
                period.preperiod,
                period.period,
                period.preperiod,
                period.checked_to - period.period as i64,
                period.checked_to
            )
            .unwrap();
        }
        None => writeln!(
            out,
            "No period: nothing repeats over this range with two full periods seen."
        )
        .unwrap(),
    }
    if let Some(guess) = guess {
        match &guess.first_failure {
            None => writeln!(
                out,
                "The guess `{}` holds for every n from {} to {}.",
                guess.expr,
                ns[0],
                ns[ns.len() - 1]
            )
            .unwrap(),
            Some(failure) => {
                writeln!(
                    out,
                    "The guess `{}` fails first at n = {}: it says {}, the value is {}.",
                    guess.expr, failure.n, failure.guess, failure.value
                )
                .unwrap();
                if failure.line.is_empty() {
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
    }
    out
}

/// The components being played: one position, or several side by side after a sum.
type Sum = Vec<usize>;

/// The moves of a sum: each move of each component, and the sum it leaves.
fn moves_of(solved: &Solved, sum: &Sum) -> Vec<(String, Sum)> {
    (0..sum.len())
        .flat_map(|k| solved.moves_in(sum, k))
        .map(|(mv, after)| (mv.name.clone(), after))
        .collect()
}

/// Optimal play from `sum`: the winner moves to a loss for the other, the loser plays the
/// first move; in score games, the first move worth the most.
fn optimal_line(solved: &Solved, mut sum: Sum) -> Vec<String> {
    let mut line = Vec::new();
    while line.len() < LINE_MOVES {
        let moves = moves_of(solved, &sum);
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
    line
}

/// The line that refutes a guess at `n`.
fn refute(solved: &Solved, start: &Sum, n: i64, value: i64, guessed: &Value) -> Refutation {
    let wins = solved.wins(value);
    // The value as the guess gives it: a win where the guess is true or false.
    let shown = if !solved.scored && guessed.is_boolean() {
        Value::Bool(wins)
    } else {
        Value::from(value)
    };
    let mut replies = Vec::new();
    if !solved.scored && !wins {
        for (name, after) in moves_of(solved, start) {
            let reply = moves_of(solved, &after)
                .into_iter()
                .find(|(_, back)| solved.value_of(back) == 0)
                .map(|(reply, _)| reply);
            replies.push(Reply { mv: name, reply });
        }
    }
    Refutation {
        n,
        value: shown,
        guess: guessed.clone(),
        line: optimal_line(solved, start.clone()),
        replies,
    }
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
}
