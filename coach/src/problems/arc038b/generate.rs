//! ARC038 B: random inputs, from small to the maximum, the judge's boundary shapes, and smaller
//! inputs for shrinking a failure.

use super::Arc038b;
use super::submission::MAX_SIDE;
use crate::draw::{self, Grid};
use crate::problem::{Boundary, Generate};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{self, Candidate};

/// A random grid of `h` x `w` with (1, 1) empty: no, sparse, dense or very dense obstacles,
/// a wall across a row or a column with one gap, or obstacles down the diagonal.
pub fn random_grid(rng: &mut Rng, h: usize, w: usize) -> Grid {
    let obstacle_percent = rng.pick(&[0, 10, 30, 60, 90]);
    let mut grid: Grid = (0..h)
        .map(|_| {
            (0..w)
                .map(|_| {
                    if rng.chance(obstacle_percent) {
                        b'#'
                    } else {
                        b'.'
                    }
                })
                .collect()
        })
        .collect();
    // Skewed shapes beside them: a wall across a row or a column with one gap, or
    // obstacles down the diagonal.
    match rng.below(8) {
        0 if h > 1 => {
            let (row, gap) = (rng.below(h - 1) + 1, rng.below(w));
            for (j, cell) in grid[row].iter_mut().enumerate() {
                *cell = if j == gap { b'.' } else { b'#' };
            }
        }
        1 if w > 1 => {
            let (column, gap) = (rng.below(w - 1) + 1, rng.below(h));
            for (i, row) in grid.iter_mut().enumerate() {
                row[column] = if i == gap { b'.' } else { b'#' };
            }
        }
        2 => {
            for (k, row) in grid.iter_mut().enumerate().skip(1) {
                if let Some(cell) = row.get_mut(k) {
                    *cell = b'#';
                }
            }
        }
        _ => {}
    }
    grid[0][0] = b'.';
    grid
}

impl Generate for Arc038b {
    fn generate(rng: &mut Rng, size: Size) -> Grid {
        let (h, w) = match size {
            Size::Small => (rng.below(6) + 1, rng.below(6) + 1),
            Size::Medium => (rng.below(30) + 1, rng.below(30) + 1),
            Size::Max => (MAX_SIDE, MAX_SIDE),
        };
        random_grid(rng, h, w)
    }

    fn boundaries() -> Vec<Boundary<Grid>> {
        fn open(h: usize, w: usize) -> Grid {
            vec![vec![b'.'; w]; h]
        }
        vec![
            Boundary::new("one row of the maximum width, no obstacle", |_| {
                open(1, MAX_SIDE)
            }),
            Boundary::new("one column of the maximum height, no obstacle", |_| {
                open(MAX_SIDE, 1)
            }),
            // Where the game ends is the obstacle's place: a table that loses track of the
            // far cells of a row (a 64-bit mask of obstacles) shows here.
            Boundary::new(
                "one row of the maximum width, one obstacle in its far half",
                |rng| {
                    let mut row = open(1, MAX_SIDE);
                    row[0][MAX_SIDE / 2 + rng.below(MAX_SIDE / 2)] = b'#';
                    row
                },
            ),
            Boundary::new(
                "one column of the maximum height, one obstacle in its far half",
                |rng| {
                    let mut column = open(MAX_SIDE, 1);
                    column[MAX_SIDE / 2 + rng.below(MAX_SIDE / 2)][0] = b'#';
                    column
                },
            ),
            Boundary::new("the largest grid, no obstacle: the longest game", |_| {
                open(MAX_SIDE, MAX_SIDE)
            }),
            Boundary::new("the largest grid, obstacles everywhere but (1, 1)", |_| {
                let mut grid = vec![vec![b'#'; MAX_SIDE]; MAX_SIDE];
                grid[0][0] = b'.';
                grid
            }),
            Boundary::new("the largest grid, obstacles in a checkerboard", |_| {
                draw::checkerboard(MAX_SIDE, MAX_SIDE, b".#")
            }),
            Boundary::new("the smallest grid, 1 x 1", |_| open(1, 1)),
        ]
    }

    fn shape(grid: &Grid) -> String {
        format!("{} x {} grid", grid.len(), grid[0].len())
    }

    fn smaller(grid: &Grid) -> impl Iterator<Item = Candidate<'_, Grid>> {
        // The piece starts on (1, 1), which must stay empty.
        shrink::grid(grid, b".#", |grid| grid[0][0] == b'.')
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_range_from_open_to_crowded_and_start_empty() {
        let mut rng = Rng::new(1);
        let grids: Vec<Grid> = (0..300).map(|_| random_grid(&mut rng, 4, 5)).collect();
        assert!(
            grids
                .iter()
                .all(|g| g[0][0] == b'.' && g.len() == 4 && g[0].len() == 5)
        );
        let obstacles = |g: &Grid| g.iter().flatten().filter(|&&c| c == b'#').count();
        assert!(grids.iter().any(|g| obstacles(g) == 0));
        assert!(grids.iter().any(|g| obstacles(g) >= 15));
        assert!(grids.iter().any(|g| (3..=9).contains(&obstacles(g))));
        // A wall across a row with one gap, and one down a column.
        let wall_row = |g: &Grid| (1..4).any(|i| g[i].iter().filter(|&&c| c == b'#').count() == 4);
        let wall_column =
            |g: &Grid| (1..5).any(|j| (0..4).filter(|&i| g[i][j] == b'#').count() == 3);
        assert!(grids.iter().any(wall_row) && grids.iter().any(wall_column));
        let max = Arc038b::generate(&mut rng, Size::Max);
        assert_eq!((max.len(), max[0].len()), (100, 100));
        for _ in 0..100 {
            let medium = Arc038b::generate(&mut rng, Size::Medium);
            assert!(medium.len() <= 30 && medium[0].len() <= 30);
            assert!(Arc038b::generate(&mut rng, Size::Small).len() <= 6);
        }
    }
}
