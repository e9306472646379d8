//! abc201d beyond its samples: random grids through the real binary against an independent
//! oracle (coach's proof tests check every small grid in-process), maximum-size grids with known answers, and malformed input.

mod common;

use coach::Rng;
use coach::grid_input;
use coach::problems::abc201d::submission as abc201d;
use coach::problems::abc201d::{generate::random_grid, oracle};
use common::{assert_all_rejected, assert_answer};

#[test]
fn random_grids_through_the_binary_match_the_oracle() {
    let mut rng = Rng::new(201);
    for _ in 0..400 {
        let (h, w) = (rng.below(8) + 1, rng.below(8) + 1);
        let grid = random_grid(&mut rng, h, w);
        assert_answer("abc201d", &grid_input(&grid), oracle::winner(&grid));
    }
}

/// A maximum grid whose cell (i, j) is `+` exactly when `i + j` has the given parity.
fn parity_grid(plus_parity: usize) -> Vec<Vec<u8>> {
    (0..2000)
        .map(|i| {
            (0..2000)
                .map(|j| {
                    if (i + j) % 2 == plus_parity {
                        b'+'
                    } else {
                        b'-'
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn maximum_grids_with_known_answers() {
    // 3998 moves: each player makes 1999 of them, each worth the same.
    for cell in [b'+', b'-'] {
        let grid = vec![vec![cell; 2000]; 2000];
        assert_answer("abc201d", &grid_input(&grid), "Draw");
    }
    // Move k lands on a cell with i + j = k: Takahashi always on odd cells, Aoki on even ones.
    assert_answer("abc201d", &grid_input(&parity_grid(1)), "Takahashi");
    assert_answer("abc201d", &grid_input(&parity_grid(0)), "Aoki");
}

#[test]
fn a_maximum_random_grid_gets_a_verdict() {
    let grid = random_grid(&mut Rng::new(2000), 2000, 2000);
    let verdict = common::answer("abc201d", &grid_input(&grid));
    assert!(
        ["Takahashi\n", "Aoki\n", "Draw\n"].contains(&verdict.as_str()),
        "{verdict:?}"
    );
    assert_eq!(verdict.trim_end(), abc201d::solve(&grid));
}

#[test]
fn malformed_input_is_rejected_with_a_reason() {
    let cases = [
        ("", "the input ends too early"),
        ("2\n", "the input ends too early"),
        ("2 2\n", "the input ends after 0 of the H = 2 rows"),
        ("2 x\n", "`x` is not a whole number"),
        ("-3 2\n", "`-3` is negative"),
        (
            "99999999999999999999 2\n",
            "`99999999999999999999` is too large",
        ),
        ("0 3\n", "H = 0, W = 3: both must lie in 1..=2000"),
        ("3 0\n", "H = 3, W = 0: both must lie in 1..=2000"),
        ("2001 1\n", "H = 2001, W = 1: both must lie in 1..=2000"),
        ("1 2001\n", "H = 1, W = 2001: both must lie in 1..=2000"),
        ("2 2\n++\n", "the input ends after 1 of the H = 2 rows"),
        ("2 3\n+-+\n+-\n", "row 2 has 2 cells, expected W = 3"),
        ("2 3\n+-+\n+\n", "row 2 has 1 cell, expected W = 3"),
        ("2 3\n+-+-\n+-+\n", "row 1 has 4 cells, expected W = 3"),
        ("2 2\n++\n+.\n", "row 2 holds '.', expected only '+' or '-'"),
        ("1 2\n#+\n", "row 1 holds '#', expected only '+' or '-'"),
        ("1 1\n+\n-\n", "more than the H = 1 rows announced"),
    ];
    assert_all_rejected("abc201d", &cases);
}
