//! arc038b beyond its samples: random grids through the real binary against an independent
//! oracle (coach's proof tests check every small grid in-process), maximum-size grids with known answers, and malformed input.

mod common;

use coach::Rng;
use coach::grid_input;
use coach::problems::arc038b::submission as arc038b;
use coach::problems::arc038b::{generate::random_grid, oracle};
use common::{assert_all_rejected, assert_answer};

#[test]
fn random_grids_through_the_binary_match_the_oracle() {
    let mut rng = Rng::new(38);
    for _ in 0..400 {
        let (h, w) = (rng.below(7) + 1, rng.below(7) + 1);
        let grid = random_grid(&mut rng, h, w);
        assert_answer("arc038b", &grid_input(&grid), oracle::winner(&grid));
    }
}

#[test]
fn maximum_grids_with_known_answers() {
    // With no obstacle, a cell is lost exactly when both its distances to the last row and
    // the last column are even: every move changes a distance by one, so from such a cell
    // each move leaves an odd distance, and from any other cell the move that decreases
    // each odd distance reaches such a cell. (1, 1) of a 100 x 100 grid is 99 and 99 away.
    let open = vec![vec![b'.'; 100]; 100];
    assert_answer("arc038b", &grid_input(&open), "First");
    let mut walled = vec![vec![b'#'; 100]; 100];
    walled[0][0] = b'.';
    assert_answer("arc038b", &grid_input(&walled), "Second");
    // A corridor along the first row leaves only forced moves: 99 of them, or 98 when its
    // last cell is blocked.
    let mut corridor = walled.clone();
    corridor[0].fill(b'.');
    assert_answer("arc038b", &grid_input(&corridor), "First");
    corridor[0][99] = b'#';
    assert_answer("arc038b", &grid_input(&corridor), "Second");
    // Only the diagonal open: 99 forced diagonal moves.
    let mut diagonal = walled;
    for (k, row) in diagonal.iter_mut().enumerate() {
        row[k] = b'.';
    }
    assert_answer("arc038b", &grid_input(&diagonal), "First");
}

#[test]
fn maximum_random_grids_get_the_in_process_answer() {
    let mut rng = Rng::new(100);
    for _ in 0..5 {
        let grid = random_grid(&mut rng, 100, 100);
        assert_answer("arc038b", &grid_input(&grid), arc038b::solve(&grid));
    }
}

#[test]
fn malformed_input_is_rejected_with_a_reason() {
    let cases = [
        ("", "the input ends too early"),
        ("3\n", "the input ends too early"),
        ("-3 2\n", "`-3` is negative"),
        (
            "2 99999999999999999999\n",
            "`99999999999999999999` is too large",
        ),
        ("2 ?\n", "`?` is not a whole number"),
        ("0 2\n", "H = 0, W = 2: both must lie in 1..=100"),
        ("2 0\n", "H = 2, W = 0: both must lie in 1..=100"),
        ("101 1\n", "H = 101, W = 1: both must lie in 1..=100"),
        ("1 101\n", "H = 1, W = 101: both must lie in 1..=100"),
        ("2 2\n..\n", "the input ends after 1 of the H = 2 rows"),
        ("2 3\n...\n..\n", "row 2 has 2 cells, expected W = 3"),
        ("2 2\n..\n.+\n", "row 2 holds '+', expected only '.' or '#'"),
        ("1 2\n#.\n", "the starting cell (1, 1) holds an obstacle"),
        ("1 2\n..\n..\n", "more than the H = 1 rows announced"),
    ];
    assert_all_rejected("arc038b", &cases);
}
