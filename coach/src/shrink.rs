//! Steps shared by the problems' [`Generate::smaller`](crate::problem::Generate::smaller):
//! each returns inputs one step smaller.

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

/// `items` with each value in turn replaced by each of its [`lower`] values.
fn each_lowered(items: &[i64]) -> Vec<Vec<i64>> {
    let mut steps = Vec::new();
    for (k, &value) in items.iter().enumerate() {
        for lower in lower(value) {
            let mut items = items.to_vec();
            items[k] = lower;
            steps.push(items);
        }
    }
    steps
}

/// Two sequences (tdpcb's piles, aoj2741's decks) one step smaller: an item of either
/// dropped, then a value of either lowered. Each keeps at least one item.
pub fn two_sequences((first, second): &(Vec<i64>, Vec<i64>)) -> Vec<(Vec<i64>, Vec<i64>)> {
    let with_first = |first| (first, second.clone());
    let with_second = |second| (first.clone(), second);
    let mut steps: Vec<_> = without_each(first).into_iter().map(&with_first).collect();
    steps.extend(without_each(second).into_iter().map(&with_second));
    steps.extend(each_lowered(first).into_iter().map(&with_first));
    steps.extend(each_lowered(second).into_iter().map(&with_second));
    steps
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
