//! tdpcb beyond its samples: every pair of small piles against an independent oracle, random
//! piles through the real binary, maximum-size piles with known answers, and malformed input.

mod common;

use coach::Rng;
use coach::problems::tdpcb::submission as tdpcb;
use coach::problems::tdpcb::{generate::random_pile, oracle};
use coach::sequences;
use coach::two_sequences_input;
use common::{assert_all_rejected, assert_answer};

/// Every pair of piles of 1 to 4 objects with values in {1, 2, 3} (120 x 120), in-process.
#[test]
fn every_pair_of_small_piles_matches_the_oracle() {
    let piles: Vec<Vec<i64>> = (1..=4).flat_map(|len| sequences(&[1, 2, 3], len)).collect();
    assert_eq!(piles.len(), 120);
    for a in &piles {
        for b in &piles {
            let (expected, actual) = (oracle::snuke_total(a, b), tdpcb::solve(a, b));
            assert_eq!(actual, expected, "input:\n{}", two_sequences_input(a, b));
        }
    }
}

#[test]
fn random_piles_through_the_binary_match_the_oracle() {
    let mut rng = Rng::new(2);
    for _ in 0..400 {
        let a = random_pile(&mut rng, 1..=8);
        let b = random_pile(&mut rng, 1..=8);
        let expected = oracle::snuke_total(&a, &b).to_string();
        assert_answer("tdpcb", &two_sequences_input(&a, &b), &expected);
    }
}

#[test]
fn maximum_piles_with_known_answers() {
    // Equal values: whatever is taken, Snuke takes every other object, the first included.
    assert_answer(
        "tdpcb",
        &two_sequences_input(&[1; 1000], &[1; 1000]),
        "1000",
    );
    assert_answer(
        "tdpcb",
        &two_sequences_input(&[1000; 1000], &[1000; 999]),
        "1000000",
    );
    // Both piles sorted best first: taking the larger top is optimal, so the objects go out
    // in merged order and Snuke gets every other one of it, the first included. Here the
    // merged order is 1000, 1000, 999, 999, ..., so Snuke gets 1000 + 999 + ... + 1.
    let pile: Vec<i64> = (1..=1000).rev().collect();
    assert_answer("tdpcb", &two_sequences_input(&pile, &pile), "500500");
}

/// The claim behind the sorted case above, checked against the oracle on small piles.
#[test]
fn sorted_piles_go_out_in_merged_order() {
    let mut rng = Rng::new(3);
    for _ in 0..300 {
        let mut a = random_pile(&mut rng, 1..=7);
        let mut b = random_pile(&mut rng, 1..=7);
        a.sort_unstable_by(|x, y| y.cmp(x));
        b.sort_unstable_by(|x, y| y.cmp(x));
        let mut merged = [a.as_slice(), &b].concat();
        merged.sort_unstable_by(|x, y| y.cmp(x));
        let every_other: i64 = merged.iter().step_by(2).sum();
        assert_eq!(oracle::snuke_total(&a, &b), every_other, "{a:?} {b:?}");
    }
}

#[test]
fn a_maximum_random_input_gets_the_in_process_answer() {
    let mut rng = Rng::new(1000);
    let (a, b) = (
        random_pile(&mut rng, 1000..=1000),
        random_pile(&mut rng, 1000..=1000),
    );
    let expected = tdpcb::solve(&a, &b).to_string();
    assert_answer("tdpcb", &two_sequences_input(&a, &b), &expected);
}

#[test]
fn malformed_input_is_rejected_with_a_reason() {
    let cases = [
        ("", "the input ends too early"),
        ("1\n", "the input ends too early"),
        ("1 1\n", "the input ends too early"),
        ("-3 1\n5\n2\n", "`-3` is negative"),
        (
            "1 1\n99999999999999999999\n2\n",
            "`99999999999999999999` is too large",
        ),
        ("1 two\n", "`two` is not a whole number"),
        ("1 2\n1\n2\n", "the input ends too early"),
        ("1 1\n1\n2.5\n", "`2.5` is not an integer"),
        ("1 1\n1\n5.0\n", "`5.0` is not an integer"),
        ("0 1\n5\n", "A = 0, B = 1: both must lie in 1..=1000"),
        ("1 0\n5\n", "A = 1, B = 0: both must lie in 1..=1000"),
        ("1001 1\n", "A = 1001, B = 1: both must lie in 1..=1000"),
        ("1 1001\n", "A = 1, B = 1001: both must lie in 1..=1000"),
        ("2 1\n3 0\n5\n", "a_2 = 0 must lie in 1..=1000"),
        ("1 2\n3\n5 1001\n", "b_2 = 1001 must lie in 1..=1000"),
        ("1 1\n-4\n5\n", "a_1 = -4 must lie in 1..=1000"),
        ("1 1\n3\n5 6\n", "more than the A + B = 2 values announced"),
    ];
    assert_all_rejected("tdpcb", &cases);
}
