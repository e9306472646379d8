//! An experiment's report in words: the heading, the counts, the values one index or two at
//! a time with their pattern, and the guess checked.

use super::found::{Experiment, JsonGuess, Pattern, Row};
use super::period::Period;
use crate::rules::solve::Solved;
use itertools::Itertools;
use std::fmt::Write as _;

/// What the text lists at most, a screenful: losing points, rows of values, distinct values
/// counted, rows' patterns. `--json` has everything.
const LISTED: usize = 60;
const VALUE_ROWS: usize = 20;
const COUNTED: usize = 20;

/// A point as the text names it: `n = 3`, `n = 3, m = 5`.
pub(super) fn at(point: &[i64]) -> String {
    match point {
        [n] => format!("n = {n}"),
        [n, m, ..] => format!("n = {n}, m = {m}"),
        [] => String::new(),
    }
}

/// What the text report is made of.
pub(super) struct Report<'a> {
    pub(super) name: &'a str,
    pub(super) solved: &'a Solved,
    pub(super) experiment: &'a Experiment,
    pub(super) points: &'a [Vec<i64>],
    pub(super) values: &'a [i64],
    pub(super) wins: &'a [bool],
    /// Where the game loops in normal play: each point's generalized Sprague–Grundy value.
    pub(super) generalized: Option<&'a [String]>,
}

impl Report<'_> {
    /// A value as the report writes it: a number, or in a game valued by its outcomes `W`,
    /// `L` or `D`.
    fn shown(&self, value: i64) -> String {
        match (self.solved.outcomes(), value) {
            (false, value) => value.to_string(),
            (true, crate::rules::solve::DRAW) => "D".to_string(),
            (true, 0) => "L".to_string(),
            (true, _) => "W".to_string(),
        }
    }

    fn heading(&self, out: &mut String) {
        let what = if self.solved.scored {
            "score game (moves score): the first player's lead"
        } else if self.solved.outcomes() {
            if self.solved.play.misere {
                "misère play (the player who cannot move wins): W where the first player wins, \
                 L where he loses (D a draw, where positions come back)"
            } else {
                "a game whose positions can come back: W where the first player wins, L where \
                 he loses, D a draw (neither can force a win)"
            }
        } else if self.solved.named_turns {
            "win/lose game (the positions name their mover): 1 where the first player wins, else 0"
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
            .map(|(count, value)| format!("{}: {count}", self.shown(value)))
            .collect();
        writeln!(out, "Counts: {}.", listed(&counted, COUNTED, "more values")).unwrap();
        // Neither wins at a draw, nor where the points tie (a lead of 0 in a score game).
        let drawn = |value: i64| {
            (self.solved.outcomes() && value == crate::rules::solve::DRAW)
                || (self.solved.scored && value == 0)
        };
        let losing: Vec<&Vec<i64>> = (self.points.iter().zip(self.wins).zip(self.values))
            .filter(|&((_, &win), &value)| !win && !drawn(value))
            .map(|((point, _), _)| point)
            .collect();
        let what = if self.experiment.ms.is_some() {
            "(n, m)"
        } else {
            "n"
        };
        writeln!(
            out,
            "The first player loses at {} {what}{}{}.",
            crate::notation::thousands(losing.len()),
            if losing.is_empty() { "" } else { ": " },
            points_listed(&losing)
        )
        .unwrap();
        if self.solved.outcomes() {
            let drawn: Vec<&Vec<i64>> = self
                .points
                .iter()
                .zip(self.values)
                .filter(|&(_, &value)| drawn(value))
                .map(|(point, _)| point)
                .collect();
            if !drawn.is_empty() {
                writeln!(
                    out,
                    "The game is drawn at {} {what}: {}.",
                    crate::notation::thousands(drawn.len()),
                    points_listed(&drawn)
                )
                .unwrap();
            }
        }
    }

    pub(super) fn one_index(
        &self,
        period: &Option<Period>,
        pattern: &Pattern,
        guess: &Option<JsonGuess>,
    ) -> String {
        let mut out = String::new();
        self.heading(&mut out);
        let rows = self.values.chunks(10).zip(self.points.chunks(10));
        for (chunk, row) in rows.clone().take(VALUE_ROWS) {
            let shown: Vec<String> = chunk
                .iter()
                .map(|&v| format!("{:>3}", self.shown(v)))
                .collect();
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
        if let Some(generalized) = self.generalized {
            writeln!(
                out,
                "Generalized Sprague–Grundy values (∞{{…}}: the game may go on forever; the \
                 values its moves reach):"
            )
            .unwrap();
            for (chunk, row) in generalized
                .chunks(10)
                .zip(self.points.chunks(10))
                .take(VALUE_ROWS)
            {
                let shown: Vec<String> = chunk.iter().map(|v| format!("{v:>3}")).collect();
                writeln!(out, "  n = {:>4}..: {}", row[0][0], shown.join(" ")).unwrap();
            }
        }
        self.counts(&mut out);
        let (from, to) = (self.experiment.from, self.experiment.to);
        let thousands = |n: i64| crate::notation::thousands(n as usize);
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
                     to {}, checked to n = {}. ",
                    thousands(period.period as i64),
                    thousands(period.preperiod),
                    thousands(period.period as i64),
                    thousands(period.preperiod),
                    thousands(period.checked_to - period.period as i64),
                    thousands(period.checked_to),
                )
                .unwrap();
                let proof = pattern
                    .native
                    .as_ref()
                    .and_then(|native| native.proof.as_ref());
                match (&pattern.octal, proof) {
                    (Some(octal), Some(proof)) => writeln!(
                        out,
                        "Proved for every n ≥ {}: the moves are those of the octal game {}, and \
                         the periodicity theorem for octal games (Guy and Smith) needs the values \
                         only to n = {}.",
                        thousands(period.preperiod),
                        octal.code,
                        thousands(proof.needs_to as i64)
                    ),
                    _ => writeln!(out, "Observed over n = {from}..{to}, not a proof."),
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
                    // The values computed natively say what a longer range would.
                    _ if pattern.native.is_some() => Ok(()),
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
            }
        }
        octal_lines(&mut out, pattern);
        self.guessed(&mut out, guess);
        out
    }

    pub(super) fn two_indices(&self, rows: &[Row], guess: &Option<JsonGuess>) -> String {
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
                .map(|&v| format!("{:>3}", self.shown(v)))
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
            let misere = if self.solved.play.misere {
                ", and wins: in misère play the last to move loses"
            } else {
                ""
            };
            writeln!(
                out,
                "The game is over there: the first player has no move{misere}."
            )
            .unwrap();
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
/// Points as a report lists them: `n`, or `(n, m)`, the first [`LISTED`] of them.
fn points_listed(points: &[&Vec<i64>]) -> String {
    let mut shown: Vec<String> = points
        .iter()
        .take(LISTED)
        .map(|point| match point.as_slice() {
            [n] => n.to_string(),
            point => format!("({})", point.iter().join(", ")),
        })
        .collect();
    if points.len() > LISTED {
        shown.push(format!(
            "… and {} more",
            crate::notation::thousands(points.len() - LISTED)
        ));
    }
    shown.join(", ")
}

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

/// What the octal game read off the moves adds: how far the file was held to its code,
/// where it departs from it, and what its values, computed natively, show.
fn octal_lines(out: &mut String, pattern: &Pattern) {
    let Some(octal) = &pattern.octal else {
        return;
    };
    let thousands = crate::notation::thousands;
    if let Some(departure) = &pattern.departs {
        writeln!(
            out,
            "The small heaps' moves are those of the octal game {}, but moves() departs from it \
             at {departure}: the values are those of its own moves, as explored.",
            octal.code
        )
        .unwrap();
        return;
    }
    let Some(native) = &pattern.native else {
        return;
    };
    let far = &native.far;
    let drawn = match far.drawn.as_slice() {
        [] => String::new(),
        drawn => format!(
            " and on {} heaps drawn at random up to {} ({})",
            drawn.len(),
            thousands(far.to),
            drawn.iter().map(|&heap| thousands(heap)).join(", ")
        ),
    };
    writeln!(
        out,
        "The moves are those of the octal game {}: moves() agrees with it on every heap to {}{drawn}.",
        octal.code,
        thousands(far.every_to)
    )
    .unwrap();
    // Rare heaps mean something only where a move splits a heap.
    let splits = octal.code.digits().iter().any(|digit| digit & 4 != 0);
    let rare = match native.rare.last {
        _ if !splits => String::new(),
        Some(last) => format!(
            "; {} rare (mask {:#x}), the last at n = {}",
            thousands(native.rare.heaps),
            native.rare.mask,
            thousands(last)
        ),
        None => "; none rare".to_string(),
    };
    writeln!(
        out,
        "Its values, computed natively to n = {} ({} pairs of heaps read, {} KiB): the largest {}, \
         first at n = {}{rare}.",
        thousands(native.computed_to),
        thousands(native.work as usize),
        thousands(native.bytes.div_ceil(1024)),
        native.largest.value,
        thousands(native.largest.at),
    )
    .unwrap();
    if native.proof.is_none() {
        let why = match native.stopped {
            Some("work") => "the most pairs of heaps coach reads",
            Some("size") => "a value past 65,535",
            _ => "the most --octal-values allows",
        };
        let end = match native.end_repeats {
            Some((from, p)) => format!(
                " Their end repeats with period {} from n = {}, which the theorem would prove \
                 from the values to n = {}.",
                thousands(p),
                thousands(from),
                thousands(crate::octal::needs_to(from, p, octal.code.most()))
            ),
            None => String::new(),
        };
        writeln!(
            out,
            "No period proved: the values stop at n = {}, {why}.{end}",
            thousands(native.computed_to)
        )
        .unwrap();
    }
}
