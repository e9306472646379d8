//! Shrinking steps shared by the problems: each returns inputs one step smaller.

use crate::draw::Grid;

/// `items` without each one in turn; nothing when only one is left.
pub fn without_each<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    if items.len() <= 1 {
        return Vec::new();
    }
    (0..items.len())
        .map(|k| [&items[..k], &items[k + 1..]].concat())
        .collect()
}

/// Smaller positive values to try for `value`: 1, then half of it. (One less would make
/// shrinking a value of 10^6 take up to 10^6 steps.)
pub fn lower(value: i64) -> Vec<i64> {
    let mut lower = vec![1, value / 2];
    lower.retain(|&v| 1 <= v && v < value);
    lower.dedup();
    lower
}

/// The grid without each row, then without each column, then with each cell that is not
/// `simplest` turned into it.
pub fn grid_steps(grid: &Grid, simplest: u8) -> Vec<Grid> {
    let mut steps = without_each(grid);
    if grid[0].len() > 1 {
        steps.extend((0..grid[0].len()).map(|j| {
            grid.iter()
                .map(|row| [&row[..j], &row[j + 1..]].concat())
                .collect()
        }));
    }
    for (i, row) in grid.iter().enumerate() {
        for (j, &cell) in row.iter().enumerate() {
            if cell != simplest {
                let mut step = grid.clone();
                step[i][j] = simplest;
                steps.push(step);
            }
        }
    }
    steps
}
