//! The period of an octal game, proved by the octal periodicity theorem (Guy and Smith,
//! 1956; Winning Ways, ch. 4), from values computed until it proves one or a limit stops it.
//!
//! The theorem: if `G(n + p) = G(n)` for every `n` from `i` to `2·max(i, 1) + p + t - 1`,
//! then for every `n ≥ i`. Why: past that, each option of `n + p` (a heap `n + p - k`, or two
//! heaps of `n + p - k` tokens, the larger at least `p + max(i, 1)`) has an option of `n` of
//! the same value, the larger heap `p` smaller (and non-empty), which lies in `[i, n)`; and
//! each option of `n` one of `n + p`, `p` added to its larger heap; so the two have the same
//! options' values, and the same mex. The values read reach `2·max(i, 1) + 2p + t - 1`.

use super::code::Code;
use super::values::Values;
use serde::Serialize;

/// Values computed at most: 2^25, 64 MiB of values. 0.354, whose period the theorem proves
/// from the values to 20,126,193, is the longest of the published table.
pub(crate) const MAX_VALUES: usize = 1 << 25;

/// Pairs of heaps examined at most (each a split move's two heaps, or a value looked up):
/// a deterministic bound on the time, some tens of seconds on one core.
pub(crate) const MAX_WORK: u64 = 1 << 36;

/// How far an analysis may go.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    pub(crate) values: usize,
    pub(crate) work: u64,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            values: MAX_VALUES,
            work: MAX_WORK,
        }
    }
}

/// A period proved by the theorem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Proof {
    /// The first heap from which the values repeat.
    pub(crate) preperiod: usize,
    pub(crate) period: usize,
    /// The last heap whose value the theorem reads.
    pub(crate) needs_to: usize,
}

/// What the values of an octal game show.
#[derive(Debug)]
pub(crate) struct Findings {
    pub(crate) values: Vec<u16>,
    pub(crate) proof: Option<Proof>,
    /// Why no proof came, where none did: `"values"`, `"work"` (a limit reached), or
    /// `"size"` (a value past two bytes).
    pub(crate) stopped: Option<&'static str>,
    /// Where no proof came: the smallest period the end of the values shows twice, and where
    /// it starts.
    pub(crate) end_repeats: Option<(usize, usize)>,
    /// The rare heaps under the mask chosen last, and that mask: how sparse the values are.
    pub(crate) rare: Vec<u32>,
    pub(crate) mask: u32,
    /// Pairs of heaps read: what the values cost.
    pub(crate) work: u64,
}

impl Findings {
    /// The largest value, and the first heap that has it.
    pub(crate) fn largest(&self) -> (u16, usize) {
        let mut best = (0, 0);
        for (n, &value) in self.values.iter().enumerate() {
            if value > best.0 {
                best = (value, n);
            }
        }
        best
    }
}

/// The last heap whose value the theorem reads to prove period `p` from `i`, `t` the most
/// tokens a move takes.
pub(crate) fn needs_to(i: usize, p: usize, t: usize) -> usize {
    2 * i.max(1) + 2 * p + t - 1
}

/// Values computed first, at least: below this, checking for a period costs more than
/// computing on.
const FIRST: usize = 1024;

/// Computes the values of `code` until the theorem proves a period (at least `at_least` of
/// them), or a limit stops it.
pub(crate) fn analyse(code: &Code, at_least: usize, limits: Budget) -> Findings {
    let t = code.most();
    let mut engine = Values::new(code);
    let mut target = at_least.max(FIRST).min(limits.values);
    let mut stopped = None;
    let found = loop {
        while engine.values.len() < target && stopped.is_none() {
            if engine.work > limits.work {
                stopped = Some("work");
            } else if !engine.push() {
                stopped = Some("size");
            }
        }
        let found = check(&engine.values, t);
        if found.proof.is_some() || stopped.is_some() {
            break found;
        }
        if target >= limits.values {
            stopped = Some("values");
            break found;
        }
        // Where the end shows a period, exactly as far as the theorem would read for it (a
        // quarter more at least, so that a repetition that breaks costs few checks).
        let next = match found.candidate {
            Some((i, p)) => needs_to(i, p, t) + 1,
            None => 2 * target,
        };
        target = next.max(target + target / 4).min(limits.values);
    };
    Findings {
        proof: found.proof,
        end_repeats: found.candidate,
        stopped,
        rare: engine.rare,
        mask: engine.mask,
        work: engine.work,
        values: engine.values,
    }
}

/// What one look at the values found.
struct Look {
    proof: Option<Proof>,
    /// The smallest period the end shows twice, and where it starts: `(i, p)`.
    candidate: Option<(usize, usize)>,
}

/// The smallest period the theorem proves from `values`, or, where it proves none, the
/// period the end shows twice that the theorem would need the fewest values to prove.
///
/// Each period `p` is read backwards from the end until the repetition breaks: at once, for
/// almost every `p`. A multiple of a period seen repeating from `s` repeats from `s` too, so
/// its reading starts there, and the multiples of a long period cost nothing.
fn check(values: &[u16], t: usize) -> Look {
    let n = values.len();
    let mut found = Look {
        proof: None,
        candidate: None,
    };
    // The periods seen repeating over two periods at least, and from where.
    let mut long: Vec<(usize, usize)> = Vec::new();
    for p in 1..=n / 2 {
        let mut start = n - p;
        for &(q, from) in &long {
            if p % q == 0 && from < start {
                start = from;
            }
        }
        let primitive = start == n - p;
        while start > 0 && values[start - 1] == values[start - 1 + p] {
            start -= 1;
        }
        if needs_to(start, p, t) < n {
            found.proof = Some(Proof {
                preperiod: start,
                period: p,
                needs_to: needs_to(start, p, t),
            });
            return found;
        }
        if n - start >= 2 * p && primitive {
            long.push((p, start));
            let sooner = found
                .candidate
                .is_none_or(|(i, q)| needs_to(start, p, t) < needs_to(i, q, t));
            if sooner {
                found.candidate = Some((start, p));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn analysed(code: &str, limits: Budget) -> Findings {
        analyse(&Code::parse(code).unwrap(), 0, limits)
    }

    /// The analysis of `code`, whose period it proves as `(preperiod, period)`.
    fn proved(code: &str, preperiod: usize, period: usize) -> Findings {
        let analysis = analysed(code, Budget::default());
        let proof = analysis.proof.as_ref();
        let proof = proof.unwrap_or_else(|| panic!("{code} is not proved"));
        assert_eq!(
            (proof.preperiod, proof.period),
            (preperiod, period),
            "{code}"
        );
        analysis
    }

    /// The classics, as Winning Ways and the published tables give them.
    #[test]
    fn kayles_dawsons_kayles_and_dawsons_chess_are_proved() {
        for (code, preperiod, period) in [
            ("0.77", 71, 12),
            ("0.07", 53, 34),
            ("0.137", 52, 34),
            ("4.3", 2, 2),
        ] {
            let analysis = proved(code, preperiod, period);
            assert_eq!(
                analysis.values[..analysis.values.len().min(2000)],
                super::super::naive(&Code::parse(code).unwrap(), analysis.values.len().min(2000))[..]
            );
        }
    }

    /// Every game of the published table of short periods (the codes with a whole-number
    /// digit among them): its values, preperiod and period, proved.
    #[test]
    fn every_published_short_period_is_reproduced_and_proved() {
        let table = include_str!("../../tests/fixtures/octal/short_periods.txt");
        let mut games = 0;
        for row in table.lines().filter(|row| !row.starts_with('#')) {
            let fields: Vec<&str> = row.split(' ').collect();
            let [code, preperiod, period, written] = fields[..] else {
                panic!("{row}");
            };
            let (preperiod, period): (usize, usize) =
                (preperiod.parse().unwrap(), period.parse().unwrap());
            let digit = |c: char| c.to_digit(36).unwrap() as u16;
            let (before, cycle) = written.split_once('(').unwrap();
            let before: Vec<u16> = before.chars().map(digit).collect();
            let cycle: Vec<u16> = cycle.trim_end_matches(')').chars().map(digit).collect();
            assert_eq!((before.len(), cycle.len()), (preperiod, period), "{row}");
            let analysis = proved(code, preperiod, period);
            for (n, &value) in analysis.values.iter().enumerate() {
                let published = before
                    .get(n)
                    .copied()
                    .unwrap_or_else(|| cycle[(n - preperiod) % period]);
                assert_eq!(value, published, "{code} at {n}");
            }
            games += 1;
        }
        assert_eq!(games, 82);
    }

    /// The published table of solved octal games whose periods are long (Czajka's
    /// SolvedGames.md): preperiod, period, largest value and where it first is, and the rare
    /// heaps under the mask it names. 0.376 and 0.354 (minutes and 20 million values) are
    /// timed in `cargo bench -p coach -- octal`, not here.
    #[test]
    fn the_published_long_periods_are_reproduced_and_proved() {
        for (code, preperiod, period, largest, rare) in [
            ("0.45", 498, 20, (8, 37), (0xf, 11, 198)),
            ("0.156", 3479, 349, (23, 1032), (0x1b, 15, 357)),
            ("0.356", 7315, 142, (19, 86), (0x1b, 7, 43)),
            ("0.644", 3256, 442, (64, 333), (0x7e, 31, 511)),
            ("0.16", 105_351, 149_459, (23, 229_790), (0x1e, 53, 13_935)),
            ("0.56", 326_640, 144, (64, 22_778), (0x5b, 46, 1795)),
        ] {
            let analysis = proved(code, preperiod, period);
            assert_eq!(analysis.largest(), largest, "{code}");
            let last = *analysis.rare.last().unwrap() as usize;
            assert_eq!((analysis.mask, analysis.rare.len(), last), rare, "{code}");
        }
        // Sparse under no mask (0.165), or under one with the heap's parity (0.127).
        for (code, preperiod, period) in [("0.165", 5181, 1550), ("0.127", 46_578, 4)] {
            proved(code, preperiod, period);
        }
    }

    /// A limit stops the values short, and no period is claimed.
    #[test]
    fn a_limit_stops_without_a_false_period() {
        let analysis = analysed(
            "0.16",
            Budget {
                values: 5000,
                work: MAX_WORK,
            },
        );
        assert_eq!(analysis.proof, None);
        assert_eq!(analysis.stopped, Some("values"));
        assert_eq!(analysis.values.len(), 5000);
        let analysis = analysed(
            "0.16",
            Budget {
                values: MAX_VALUES,
                work: 100_000,
            },
        );
        assert_eq!((analysis.proof, analysis.stopped), (None, Some("work")));
    }
}
