//! ABC201 D: random inputs, from small to the maximum, the judge's boundary shapes, and smaller
//! inputs for shrinking a failure.

use super::Abc201d;
use super::submission::MAX_SIDE;
use crate::draw::{self, Grid};
use crate::problem::{Boundary, Generate};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{self, Candidate};

/// A random grid of `h` x `w`: uniform, all `+`, all `-`, mostly one colour, striped, all
/// one colour but one cell, or rows of one colour in turn.
pub fn random_grid(rng: &mut Rng, h: usize, w: usize) -> Grid {
    let plus_percent = rng.pick(&[50, 100, 0, 85, 15]);
    let striped = rng.chance(15);
    let mut grid: Grid = (0..h)
        .map(|i| {
            (0..w)
                .map(|j| {
                    let plus = if striped {
                        (i + j) % 2 == 0
                    } else {
                        rng.chance(plus_percent)
                    };
                    if plus { b'+' } else { b'-' }
                })
                .collect()
        })
        .collect();
    // Skewed shapes beside them: all of one colour but one cell, or rows of one colour in
    // turn.
    match rng.below(8) {
        0 => {
            let (most, other) = if rng.chance(50) {
                (b'+', b'-')
            } else {
                (b'-', b'+')
            };
            let at = (rng.below(h), rng.below(w));
            for (i, row) in grid.iter_mut().enumerate() {
                for (j, cell) in row.iter_mut().enumerate() {
                    *cell = if (i, j) == at { other } else { most };
                }
            }
        }
        1 => {
            for (i, row) in grid.iter_mut().enumerate() {
                row.fill(if i % 2 == 0 { b'+' } else { b'-' });
            }
        }
        _ => {}
    }
    grid
}

impl Generate for Abc201d {
    fn generate(rng: &mut Rng, size: Size) -> Grid {
        let (h, w) = match size {
            Size::Small => (rng.below(6) + 1, rng.below(6) + 1),
            Size::Medium => (rng.below(50) + 1, rng.below(50) + 1),
            Size::Max => (MAX_SIDE, MAX_SIDE),
        };
        random_grid(rng, h, w)
    }

    fn boundaries() -> Vec<Boundary<Grid>> {
        vec![
            Boundary::new("one row of the maximum width", |rng| {
                random_grid(rng, 1, MAX_SIDE)
            }),
            Boundary::new("one column of the maximum height", |rng| {
                random_grid(rng, MAX_SIDE, 1)
            }),
            Boundary::new("the largest grid, all +", |_| {
                vec![vec![b'+'; MAX_SIDE]; MAX_SIDE]
            }),
            Boundary::new("the largest grid, all -", |_| {
                vec![vec![b'-'; MAX_SIDE]; MAX_SIDE]
            }),
            Boundary::new("the largest grid, + and - in a checkerboard", |_| {
                draw::checkerboard(MAX_SIDE, MAX_SIDE, b"+-")
            }),
            Boundary::new("the smallest grid, 1 x 1", |rng| random_grid(rng, 1, 1)),
        ]
    }

    fn shape(grid: &Grid) -> String {
        format!("{} x {} grid", grid.len(), grid[0].len())
    }

    fn smaller(grid: &Grid) -> impl Iterator<Item = Candidate<'_, Grid>> {
        shrink::grid(grid, b"+-", |_| true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_come_in_every_shape_and_size() {
        let mut rng = Rng::new(1);
        let grids: Vec<Grid> = (0..300).map(|_| random_grid(&mut rng, 3, 4)).collect();
        assert!(
            grids
                .iter()
                .all(|g| g.len() == 3 && g.iter().all(|row| row.len() == 4))
        );
        let any = |shape: &dyn Fn(&Grid) -> bool| grids.iter().any(shape);
        assert!(any(&|g| g.iter().flatten().all(|&c| c == b'+')));
        assert!(any(&|g| g.iter().flatten().all(|&c| c == b'-')));
        let striped =
            |g: &Grid| (0..3).all(|i| (0..4).all(|j| (g[i][j] == b'+') == ((i + j) % 2 == 0)));
        assert!(any(&striped));
        assert!(any(&|g| {
            let plus = g.iter().flatten().filter(|&&c| c == b'+').count();
            (3..=9).contains(&plus) && !striped(g)
        }));
        // All of one colour but one cell, and rows of one colour in turn.
        let plus = |g: &Grid| g.iter().flatten().filter(|&&c| c == b'+').count();
        assert!(any(&|g| plus(g) == 1) && any(&|g| plus(g) == 11));
        assert!(any(&|g| g.iter().enumerate().all(|(i, row)| {
            row.iter()
                .all(|&c| c == if i % 2 == 0 { b'+' } else { b'-' })
        })));
        let max = Abc201d::generate(&mut rng, Size::Max);
        assert_eq!((max.len(), max[0].len()), (2000, 2000));
        // Every side from 1 to the bound comes up, and no other.
        for (size, bound) in [(Size::Small, 6), (Size::Medium, 50)] {
            let grids: Vec<Grid> = (0..600)
                .map(|_| Abc201d::generate(&mut rng, size))
                .collect();
            for side in [|g: &Grid| g.len(), |g: &Grid| g[0].len()] {
                let sides: Vec<usize> = grids.iter().map(side).collect();
                assert_eq!(sides.iter().min(), Some(&1), "{size:?}");
                assert_eq!(sides.iter().max(), Some(&bound), "{size:?}");
            }
        }
    }
}
