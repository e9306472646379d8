//! The judges' input formats, written out.

use itertools::Itertools;
use std::fmt::Write as _;

/// `H W` and the rows of a grid: abc201d's and arc038b's format.
pub fn grid_input(grid: &[Vec<u8>]) -> String {
    let mut input = format!("{} {}\n", grid.len(), grid[0].len());
    for row in grid {
        input.push_str(std::str::from_utf8(row).expect("grid rows are ASCII"));
        input.push('\n');
    }
    input
}

/// The lengths of two sequences on one line, then each sequence on a line of its own: the
/// input format of tdpcb (two piles) and aoj2741 (two decks).
pub fn two_sequences_input(first: &[i64], second: &[i64]) -> String {
    format!(
        "{} {}\n{}\n{}\n",
        first.len(),
        second.len(),
        first.iter().join(" "),
        second.iter().join(" ")
    )
}

/// `T`, then for each test case `N` and its intervals `L R`, one per line: abc206f's format.
pub fn interval_test_cases_input(test_cases: &[Vec<(usize, usize)>]) -> String {
    let mut input = format!("{}\n", test_cases.len());
    for intervals in test_cases {
        writeln!(input, "{}", intervals.len()).unwrap();
        for (l, r) in intervals {
            writeln!(input, "{l} {r}").unwrap();
        }
    }
    input
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_are_written_in_the_judges_formats() {
        assert_eq!(
            grid_input(&[b"+-".to_vec(), b"--".to_vec()]),
            "2 2\n+-\n--\n"
        );
        assert_eq!(two_sequences_input(&[1, 2], &[-1]), "2 1\n1 2\n-1\n");
        assert_eq!(
            interval_test_cases_input(&[vec![(1, 3)], vec![(2, 4), (1, 2)]]),
            "2\n1\n1 3\n2\n2 4\n1 2\n"
        );
    }
}
