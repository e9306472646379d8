//! aoj2741 beyond its samples: every pair of small decks against an independent oracle,
//! random decks through the real binary, maximum-size decks, malformed input, and the
//! submission compiled the way AOJ compiles it.

mod common;

use coach::Rng;
use coach::problems::aoj2741::submission as aoj2741;
use coach::problems::aoj2741::{generate::random_deck, oracle};
use coach::sequences;
use coach::two_sequences_input;
use common::{answer, assert_all_rejected, assert_answer, cases_dir, run_program};
use std::process::Command;

/// Every pair of decks of up to 3 cards over {-1, 1, 2, 3} (7056 pairs), in-process.
#[test]
fn every_pair_of_decks_of_up_to_3_cards_matches_the_oracle() {
    let decks: Vec<Vec<i64>> = (1..=3)
        .flat_map(|len| sequences(&[-1, 1, 2, 3], len))
        .collect();
    assert_eq!(decks.len(), 84);
    assert_every_pair_matches_the_oracle(&decks);
}

/// Every pair of 4-card decks over {-1, 1, 5} (6561 pairs), in-process.
#[test]
fn every_pair_of_4_card_decks_over_three_cards_matches_the_oracle() {
    let decks = sequences(&[-1, 1, 5], 4);
    assert_eq!(decks.len(), 81);
    assert_every_pair_matches_the_oracle(&decks);
}

fn assert_every_pair_matches_the_oracle(decks: &[Vec<i64>]) {
    for first in decks {
        for second in decks {
            let expected = oracle::score_difference(first, second);
            let actual = aoj2741::solve(first, second);
            assert_eq!(
                actual,
                expected,
                "input:\n{}",
                two_sequences_input(first, second)
            );
        }
    }
}

#[test]
fn random_decks_through_the_binary_match_the_oracle() {
    let mut rng = Rng::new(2741);
    for _ in 0..400 {
        let (n, m) = (rng.below(6) + 1, rng.below(6) + 1);
        let (first, second) = (random_deck(&mut rng, n), random_deck(&mut rng, m));
        let expected = oracle::score_difference(&first, &second).to_string();
        assert_answer("aoj2741", &two_sequences_input(&first, &second), &expected);
    }
}

#[test]
fn maximum_decks() {
    // Without a score card nobody scores.
    assert_answer("aoj2741", &two_sequences_input(&[-1; 50], &[-1; 50]), "0");
    let mut rng = Rng::new(50);
    for _ in 0..10 {
        let (first, second) = (random_deck(&mut rng, 50), random_deck(&mut rng, 50));
        let input = two_sequences_input(&first, &second);
        let printed: i64 = answer("aoj2741", &input)
            .trim()
            .parse()
            .expect("an integer");
        assert_eq!(printed, aoj2741::solve(&first, &second));
        let total: i64 = first.iter().chain(&second).filter(|&&c| c > 0).sum();
        assert!(
            printed.abs() <= total,
            "{printed} is beyond the total score {total}"
        );
    }
}

#[test]
fn malformed_input_is_rejected_with_a_reason() {
    let cases = [
        ("", "input ends before n"),
        ("2\n", "input ends before m"),
        ("2 x\n", "m = `x` is not a 64-bit integer"),
        ("-3 2\n", "n = -3, m = 2: both must lie in 1..=50"),
        (
            "1 99999999999999999999\n",
            "m = `99999999999999999999` is not a 64-bit integer",
        ),
        ("0 1\n5\n", "n = 0, m = 1: both must lie in 1..=50"),
        ("1 0\n5\n", "n = 1, m = 0: both must lie in 1..=50"),
        ("51 1\n", "n = 51, m = 1: both must lie in 1..=50"),
        ("1 51\n", "n = 1, m = 51: both must lie in 1..=50"),
        ("2 2\n1 2\n3\n", "input ends before b_2"),
        ("2 1\n1 0\n3\n", "a_2 = 0 is neither -1 nor in 1..=1000000"),
        (
            "1 2\n1\n3 -2\n",
            "b_2 = -2 is neither -1 nor in 1..=1000000",
        ),
        (
            "1 1\n1000001\n3\n",
            "a_1 = 1000001 is neither -1 nor in 1..=1000000",
        ),
        ("1 1\n1.5\n3\n", "a_1 = `1.5` is not a 64-bit integer"),
        ("1 1\n1\n3 4\n", "unexpected `4` after the last card"),
    ];
    assert_all_rejected("aoj2741", &cases);
}

/// AOJ compiles the one file with plain rustc, edition 2018, no crates: so does this test,
/// and the result must pass every case of tests/cases/aoj2741.
#[test]
fn the_submission_compiles_as_aoj_compiles_it() {
    let source = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin/aoj2741.rs");
    // Removed when dropped, even if an assertion below fails.
    let out_dir = tempfile::tempdir().expect("a temporary folder");
    let program = out_dir.path().join("aoj2741");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let compiled = Command::new(rustc)
        .args(["--edition", "2018", "-O", "-o"])
        .arg(&program)
        .arg(source)
        .output()
        .expect("rustc runs");
    assert!(
        compiled.status.success(),
        "rustc --edition 2018 rejects the submission:\n{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let mut ran = 0;
    for entry in std::fs::read_dir(cases_dir("aoj2741")).unwrap() {
        let input_path = entry.unwrap().path();
        if input_path.extension().is_some_and(|ext| ext == "in") {
            let input = std::fs::read_to_string(&input_path).unwrap();
            let expected = std::fs::read_to_string(input_path.with_extension("out")).unwrap();
            let output = run_program(&program, &input);
            assert_eq!(
                String::from_utf8_lossy(&output.stdout).trim_end(),
                expected.trim_end(),
                "{}",
                input_path.display()
            );
            ran += 1;
        }
    }
    assert!(ran >= 3, "only {ran} cases ran");
}
