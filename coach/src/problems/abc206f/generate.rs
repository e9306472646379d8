//! ABC206 F: random inputs, from small to the maximum, the judge's boundary shapes, and smaller
//! inputs for shrinking a failure.

use super::submission::{MAX_N, MAX_T, MAX_X};
use super::{Abc206f, Interval};
use crate::notation;
use crate::problem::{Boundary, Generate};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{self, Candidate};
use itertools::Itertools;
use std::collections::BTreeSet;

/// A random test case of up to `max_n` intervals on a line of one of `ends`: anywhere on the
/// line, or short and touching, sometimes a few intervals repeated many times, nested one in
/// the next, or a chain of intervals that touch.
pub fn random_test_case(rng: &mut Rng, max_n: usize, ends: &[usize]) -> Vec<Interval> {
    let n = rng.below(max_n) + 1;
    let end = rng.pick(ends);
    let mut intervals: Vec<Interval> = (0..n)
        .map(|_| {
            let l = rng.below(end - 1) + 1;
            let longest = if rng.chance(50) {
                end - l
            } else {
                2.min(end - l)
            };
            (l, l + rng.below(longest) + 1)
        })
        .collect();
    if rng.chance(25) {
        let distinct = rng.below(3) + 1;
        for k in distinct..n {
            intervals[k] = intervals[rng.below(distinct)];
        }
    }
    // Skewed shapes beside them: intervals nested one in the next, or a chain of intervals
    // that touch.
    match rng.below(8) {
        0 => {
            for (k, interval) in intervals.iter_mut().enumerate() {
                let l = (k + 1).min(end / 2).max(1);
                *interval = (l, (end + 1 - l).max(l + 1).min(end));
            }
        }
        1 => {
            let width = rng.below(3) + 1;
            for (k, interval) in intervals.iter_mut().enumerate() {
                let l = (1 + k * width) % (end - 1) + 1;
                *interval = (l.min(end - 1), (l + width).min(end));
            }
        }
        _ => {}
    }
    intervals
}

impl Generate for Abc206f {
    fn generate(rng: &mut Rng, size: Size) -> Self::Input {
        let (t, max_n, ends): (usize, usize, &[usize]) = match size {
            Size::Small => (rng.below(3) + 1, 5, &[6, 8]),
            Size::Medium => (rng.below(5) + 1, 20, &[MAX_X, 12, 30]),
            Size::Max => (MAX_T, MAX_N, &[MAX_X]),
        };
        (0..t)
            .map(|_| {
                let mut intervals = random_test_case(rng, max_n, ends);
                if size == Size::Max {
                    intervals.resize(MAX_N, intervals[0]);
                }
                intervals
            })
            .collect()
    }

    fn boundaries() -> Vec<Boundary<Self::Input>> {
        vec![
            Boundary::new(
                format!("{MAX_T} test cases of {MAX_N} copies of [1, {MAX_X})"),
                |_| vec![vec![(1, MAX_X); MAX_N]; MAX_T],
            ),
            Boundary::new(
                format!(
                    "{MAX_T} test cases of {} unit intervals and [1, {MAX_X}): the longest game",
                    MAX_X - 1
                ),
                |_| {
                    let mut intervals: Vec<Interval> = (1..MAX_X).map(|l| (l, l + 1)).collect();
                    intervals.push((1, MAX_X));
                    intervals.truncate(MAX_N);
                    vec![intervals; MAX_T]
                },
            ),
            Boundary::new(
                format!(
                    "{MAX_T} test cases of {} nested intervals, twice each",
                    MAX_N / 2
                ),
                |_| {
                    let nested: Vec<Interval> = (1..=MAX_N / 2)
                        .flat_map(|l| [(l, MAX_X + 1 - l); 2])
                        .collect();
                    vec![nested; MAX_T]
                },
            ),
            Boundary::new(
                format!("{MAX_T} test cases of {MAX_N} random intervals"),
                |rng| {
                    (0..MAX_T)
                        .map(|_| random_test_case(rng, MAX_N, &[MAX_X]))
                        .collect()
                },
            ),
            Boundary::new(format!("{MAX_T} test cases of one interval"), |rng| {
                (0..MAX_T)
                    .map(|_| random_test_case(rng, 1, &[MAX_X]))
                    .collect()
            }),
            Boundary::new("the smallest input, one test case of [1, 2)", |_| {
                vec![vec![(1, 2)]]
            }),
        ]
    }

    fn shape(test_cases: &Self::Input) -> String {
        let most = test_cases.iter().map(Vec::len).max().unwrap_or(0);
        format!(
            "{} of up to {}",
            notation::count(test_cases.len(), "test case"),
            notation::count(most, "interval")
        )
    }

    fn smaller(test_cases: &Self::Input) -> impl Iterator<Item = Candidate<'_, Self::Input>> {
        let with_case = move |case: usize, intervals: Vec<Interval>| {
            let mut test_cases = test_cases.clone();
            test_cases[case] = intervals;
            Some(test_cases)
        };
        // A tiny failure against every smaller test case of intervals within [1, 5).
        let items: usize = test_cases.iter().map(Vec::len).sum();
        let smaller_sizes = if items < shrink::EXHAUSTIVE_BELOW {
            1..items
        } else {
            0..0
        };
        let exhaustive = smaller_sizes.flat_map(|size| {
            let all: Vec<Interval> = (1..5)
                .flat_map(|l| (l + 1..=5).map(move |r| (l, r)))
                .collect();
            all.into_iter()
                .combinations_with_replacement(size)
                .map(|intervals| Candidate::new(move || Some(vec![intervals])))
        });
        let sub_cases = test_cases
            .iter()
            .enumerate()
            .flat_map(move |(case, intervals)| {
                shrink::subsets(intervals.len())
                    .into_iter()
                    .map(move |indices| {
                        Candidate::new(move || with_case(case, shrink::kept(intervals, &indices)))
                    })
            });
        let cut_cases = shrink::cuts(test_cases.len())
            .map(move |cut| Candidate::new(move || Some(cut.apply(test_cases))));
        let cut_intervals = test_cases
            .iter()
            .enumerate()
            .flat_map(move |(case, intervals)| {
                shrink::cuts(intervals.len())
                    .map(move |cut| Candidate::new(move || with_case(case, cut.apply(intervals))))
            });
        // Every test case's endpoints renumbered together, from 1: a failure that needs only
        // how the intervals overlap and touch keeps it, on the shortest line.
        let renumbered: Vec<Vec<Interval>> = test_cases.iter().map(|case| renumber(case)).collect();
        let renumber = (renumbered != *test_cases)
            .then(move || Candidate::new(move || Some(renumbered)))
            .into_iter();
        let drop_cases = shrink::deletions(test_cases.len()).map(move |deletion| {
            let key = format!("cases {deletion:?}");
            Candidate::deletion(key, move || Some(deletion.apply(test_cases)))
        });
        let drop_intervals = test_cases
            .iter()
            .enumerate()
            .flat_map(move |(case, intervals)| {
                shrink::deletions(intervals.len()).map(move |deletion| {
                    let key = format!("case {case} {deletion:?}");
                    Candidate::deletion(key, move || with_case(case, deletion.apply(intervals)))
                })
            });
        // Each interval shorter from either end, or moved one unit toward 1: every copy of
        // it at once, then each copy alone.
        let narrow = test_cases
            .iter()
            .enumerate()
            .flat_map(move |(case, intervals)| {
                let distinct: BTreeSet<Interval> = intervals.iter().copied().collect();
                let copies = distinct.into_iter().flat_map(move |from| {
                    simpler(from).map(move |to| {
                        Candidate::new(move || {
                            let moved = intervals.iter().map(|&i| if i == from { to } else { i });
                            with_case(case, moved.collect())
                        })
                    })
                });
                let alone = (0..intervals.len()).flat_map(move |k| {
                    simpler(intervals[k]).map(move |to| {
                        Candidate::new(move || {
                            let mut intervals = intervals.clone();
                            intervals[k] = to;
                            with_case(case, intervals)
                        })
                    })
                });
                copies.chain(alone)
            });
        cut_cases
            .chain(cut_intervals)
            .chain(renumber)
            .chain(drop_cases)
            .chain(drop_intervals)
            .chain(narrow)
            .chain(sub_cases)
            .chain(exhaustive)
    }
}

/// `intervals` with their endpoints renumbered together, from 1, in the order they stand on
/// the line: `[47, 49) [48, 50)` becomes `[1, 3) [2, 4)`.
fn renumber(intervals: &[Interval]) -> Vec<Interval> {
    let ends: Vec<i64> = intervals
        .iter()
        .flat_map(|&(l, r)| [l as i64, r as i64])
        .collect();
    let ranked = shrink::ranks(&ends, &ends);
    ranked
        .chunks(2)
        .map(|pair| (pair[0] as usize, pair[1] as usize))
        .collect()
}

/// The intervals one unit simpler than `[l, r)`: shorter from either end, or moved toward 1.
fn simpler((l, r): Interval) -> impl Iterator<Item = Interval> {
    [(l + 1, r), (l, r - 1), (l.max(2) - 1, r - 1)]
        .into_iter()
        .filter(move |&(lo, hi)| lo < hi && (lo, hi) != (l, r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_cases_mix_long_short_and_repeated_intervals() {
        let mut rng = Rng::new(1);
        let cases: Vec<Vec<Interval>> = (0..300)
            .map(|_| random_test_case(&mut rng, 6, &[8]))
            .collect();
        assert!(
            cases
                .iter()
                .flatten()
                .all(|&(l, r)| 1 <= l && l < r && r <= 8)
        );
        assert!(cases.iter().all(|case| (1..=6).contains(&case.len())));
        assert!(cases.iter().flatten().any(|&(l, r)| r == 8 && l < 6));
        assert!(cases.iter().flatten().any(|&(l, r)| r - l == 1));
        assert!(
            cases
                .iter()
                .any(|case| case.len() == 6 && case.iter().collect::<BTreeSet<_>>().len() <= 3)
        );
        // Nested one in the next, and a chain that touches.
        let nested = |case: &Vec<Interval>| {
            case.len() >= 3 && case.windows(2).all(|w| w[0].0 < w[1].0 && w[1].1 < w[0].1)
        };
        let chain =
            |case: &Vec<Interval>| case.len() >= 3 && case.windows(2).all(|w| w[0].1 == w[1].0);
        assert!(cases.iter().any(nested) && cases.iter().any(chain));
        let max = Abc206f::generate(&mut rng, Size::Max);
        assert_eq!(max.len(), 20);
        assert!(max.iter().all(|case| case.len() == 100));
        for _ in 0..100 {
            let medium = Abc206f::generate(&mut rng, Size::Medium);
            assert!(medium.len() <= 5 && medium.iter().all(|case| case.len() <= 20));
            assert!(Abc206f::generate(&mut rng, Size::Small).len() <= 3);
        }
    }

    #[test]
    fn inputs_of_fewer_than_six_intervals_are_compared_with_every_smaller_one() {
        let tiny_pair = vec![vec![(1, 2), (3, 4)]];
        for (copies, exhaustive) in [(5, true), (6, false)] {
            let input = vec![vec![(50, 60); copies]];
            let candidates: Vec<_> = Abc206f::smaller(&input).filter_map(|c| c.build()).collect();
            assert_eq!(
                candidates.contains(&tiny_pair),
                exhaustive,
                "{copies} intervals"
            );
        }
    }

    #[test]
    fn an_interval_is_made_simpler_and_test_cases_smaller() {
        assert_eq!(
            simpler((2, 4)).collect::<Vec<_>>(),
            [(3, 4), (2, 3), (1, 3)]
        );
        let input = vec![vec![(1, 3), (1, 3)], vec![(2, 4)]];
        let candidates: Vec<_> = Abc206f::smaller(&input).filter_map(|c| c.build()).collect();
        assert!(candidates.contains(&vec![vec![(2, 4)]]));
        assert!(candidates.contains(&vec![vec![(1, 2), (1, 2)], vec![(2, 4)]]));
        assert!(candidates.contains(&vec![vec![(1, 2), (1, 3)], vec![(2, 4)]]));
    }
}
