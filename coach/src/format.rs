//! The judges' input formats, written out, and the enumerations the exhaustive tests use.

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

/// Every sequence of exactly `len` items drawn from `items`.
pub fn all_sequences<T: Copy>(items: &[T], len: usize) -> Vec<Vec<T>> {
    itertools::repeat_n(items.iter().copied(), len)
        .multi_cartesian_product()
        .collect()
}

/// Every grid over `alphabet` of every shape with at most `max_cells` cells.
pub fn all_grids_up_to(alphabet: &[u8], max_cells: usize) -> Vec<Vec<Vec<u8>>> {
    let shapes = (1..=max_cells).flat_map(|h| (1..=max_cells / h).map(move |w| (h, w)));
    shapes
        .flat_map(|(h, w)| {
            all_sequences(alphabet, h * w)
                .into_iter()
                .map(move |cells| cells.chunks(w).map(<[u8]>::to_vec).collect())
        })
        .collect()
}

/// The lines of `text` with trailing white space removed and trailing empty lines dropped:
/// how outputs are compared, as online judges do.
pub fn normalized_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}
