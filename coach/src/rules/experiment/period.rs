//! The period of a row of values: the smallest one the range bears out over its later half,
//! with two periods seen, and where it begins; arithmetic-periodic (a saltus) or plain.

use serde::Serialize;

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
            saltus: step(values, p, saltus).unwrap_or(0),
            checked_to: from + len as i64 - 1,
        })
    })
}

/// The difference a period `p` adds: 0, or with `saltus` the last pair's; `None` where it
/// is past 64 bits (no value then repeats with it).
fn step(values: &[i64], p: usize, saltus: bool) -> Option<i64> {
    let len = values.len();
    if saltus {
        values[len - 1].checked_sub(values[len - 1 - p])
    } else {
        Some(0)
    }
}

/// The earliest index from which every value repeats `p` later (plus the step): the end,
/// where the step is past 64 bits.
fn repeats_from(values: &[i64], p: usize, saltus: bool) -> usize {
    let mut start = values.len() - p;
    let Some(step) = step(values, p, saltus) else {
        return start;
    };
    while start > 0 && values[start - 1].checked_add(step) == Some(values[start - 1 + p]) {
        start -= 1;
    }
    start
}

/// Where no period shows: the last `n` a range from `from` would need for the repetition the
/// end of the range shows (the smallest period with two periods seen there) to be called a
/// period, if it held; `None` where the end shows none.
pub(super) fn needed_to(values: &[i64], from: i64, saltus: bool) -> Option<(usize, i64, i64)> {
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
