//! abc206f beyond its sample: every small multiset of intervals against an independent
//! oracle, random test cases through the real binary, maximum-size inputs with known answers,
//! and malformed input.

mod common;

use coach::Rng;
use coach::interval_test_cases_input;
use coach::problems::abc206f::submission as abc206f;
use coach::problems::abc206f::{generate::random_test_case, oracle};
use common::{answer, assert_all_rejected, assert_answer};
use itertools::Itertools;

use coach::problems::abc206f::Interval;

/// Every multiset of 1 to 4 intervals with end points in 1..=6 (3875 of them), in-process.
#[test]
fn every_multiset_of_up_to_4_small_intervals_matches_the_oracle() {
    let all: Vec<Interval> = (1..=6)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    let mut checked = 0;
    for size in 1..=4 {
        for intervals in all.iter().copied().combinations_with_replacement(size) {
            let (expected, actual) = (oracle::winner(&intervals), abc206f::solve(&intervals));
            assert_eq!(
                actual,
                expected,
                "input:\n{}",
                interval_test_cases_input(&[intervals])
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 3875);
}

#[test]
fn random_test_cases_through_the_binary_match_the_oracle() {
    let mut rng = Rng::new(206);
    let mut checked = 0;
    for _ in 0..40 {
        let t = rng.below(20) + 1;
        let test_cases: Vec<Vec<Interval>> = (0..t)
            .map(|_| random_test_case(&mut rng, 10, &[100, 12, 6]))
            .collect();
        let expected: Vec<&str> = test_cases.iter().map(|c| oracle::winner(c)).collect();
        assert_answer(
            "abc206f",
            &interval_test_cases_input(&test_cases),
            &expected.join("\n"),
        );
        checked += t;
    }
    assert!(checked >= 300, "only {checked} random test cases");
}

/// `distinct` unit intervals [k, k + 1), padded with copies of [1, 2) to 100 intervals.
fn unit_intervals(distinct: usize) -> Vec<Interval> {
    let mut intervals: Vec<Interval> = (1..=distinct).map(|k| (k, k + 1)).collect();
    intervals.resize(100, (1, 2));
    intervals
}

#[test]
fn maximum_inputs_with_known_answers() {
    // One move takes the whole line: Alice.
    let whole = vec![(1, 100); 100];
    // Unit intervals block only their own copies: the game lasts one move per distinct
    // interval, so an odd count is Alice's and an even count Bob's.
    let kinds = [
        (whole, "Alice"),
        (unit_intervals(99), "Alice"),
        (unit_intervals(98), "Bob"),
    ];
    let (test_cases, expected): (Vec<Vec<Interval>>, Vec<&str>) =
        kinds.iter().cycle().take(20).cloned().unzip();
    assert_answer(
        "abc206f",
        &interval_test_cases_input(&test_cases),
        &expected.join("\n"),
    );
}

#[test]
fn twenty_maximum_random_test_cases_get_the_in_process_answers() {
    let mut rng = Rng::new(100);
    let test_cases: Vec<Vec<Interval>> = (0..20)
        .map(|_| {
            (0..100)
                .map(|_| {
                    let l = rng.below(97) + 1;
                    (l, l + rng.below(3) + 1)
                })
                .collect()
        })
        .collect();
    let expected: Vec<&str> = test_cases.iter().map(|c| abc206f::solve(c)).collect();
    let actual = answer("abc206f", &interval_test_cases_input(&test_cases));
    assert_eq!(actual, expected.join("\n") + "\n");
}

#[test]
fn malformed_input_is_rejected_with_a_reason() {
    let cases = [
        ("", "the input ends too early"),
        ("-3\n", "`-3` is negative"),
        (
            "99999999999999999999\n",
            "`99999999999999999999` is too large",
        ),
        ("2\n", "the input ends after 0 of the T = 2 test cases"),
        ("1\n2\n1 2\n", "the input ends too early"),
        ("x\n", "`x` is not a whole number"),
        ("0\n", "T = 0 must lie in 1..=20"),
        ("21\n", "T = 21 must lie in 1..=20"),
        ("1\n0\n", "test case 1: N = 0 must lie in 1..=100"),
        ("1\n101\n", "test case 1: N = 101 must lie in 1..=100"),
        ("2\n1\n1 2\n2\n3 4\n", "the input ends too early"),
        (
            "3\n1\n1 2\n",
            "the input ends after 1 of the T = 3 test cases",
        ),
        (
            "1\n1\n5 5\n",
            "test case 1: interval L = 5, R = 5 breaks 1 <= L < R <= 100",
        ),
        (
            "2\n1\n1 2\n1\n7 3\n",
            "test case 2: interval L = 7, R = 3 breaks",
        ),
        (
            "1\n2\n1 2\n0 2\n",
            "test case 1: interval L = 0, R = 2 breaks",
        ),
        (
            "1\n1\n99 101\n",
            "test case 1: interval L = 99, R = 101 breaks",
        ),
        ("1\n1\n1 2.5\n", "`2.5` is not a whole number"),
        (
            "1\n1\n1 2\n3 4\n",
            "more than the T = 1 test cases announced",
        ),
    ];
    assert_all_rejected("abc206f", &cases);
}
