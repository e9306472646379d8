//! The shapes the problems' inputs come in, each made smaller in the order that shrinks a
//! failure fastest: two sequences, and a grid.

use super::edits::{
    Candidate, EXHAUSTIVE_BELOW, Lowering, SUBSETS_UP_TO, cuts, cuts_together, deletions, grids_of,
    kept, lowerings, pairs_of_sequences, ranks, sub_inputs,
};
use crate::draw::Grid;

/// Two sequences (tdpcb's piles, aoj2741's decks): the length ladders of either and of both
/// together, every value of both lowered or renumbered at once; then deletions from either,
/// lowerings of either, each value below 1 (a jamming card) swapped for 1; then, when small,
/// every pair of sub-sequences and the sideways steps; last, when tiny, every smaller pair
/// over `alphabet`. The costly kinds come last: they run only once the cheap ones no longer
/// help, and the minimizer's cache skips what they tried before.
pub(crate) fn two_sequences<'a>(
    (first, second): &'a (Vec<i64>, Vec<i64>),
    alphabet: &'static [i64],
) -> impl Iterator<Item = Candidate<'a, (Vec<i64>, Vec<i64>)>> {
    let size = first.len() + second.len();
    let smaller_sizes = if size < EXHAUSTIVE_BELOW {
        2..size
    } else {
        0..0
    };
    let exhaustive = smaller_sizes.flat_map(move |total| {
        pairs_of_sequences(alphabet, total).map(|pair| Candidate::new(move || Some(pair)))
    });
    let together = cuts_together([first.len(), second.len()]).map(move |[a, b]| {
        Candidate::new(move || Some((first[..a].to_vec(), second[..b].to_vec())))
    });
    let all_values: Vec<i64> = first.iter().chain(second).copied().collect();
    let renumber_both = (ranks(&all_values, &all_values) != all_values)
        .then(move || {
            Candidate::new(move || Some((ranks(first, &all_values), ranks(second, &all_values))))
        })
        .into_iter();
    let pairs = sub_inputs([first.len(), second.len()], |a, b| a + b);
    let sub_pairs = pairs
        .into_iter()
        .map(move |(a, b)| Candidate::new(move || Some((kept(first, &a), kept(second, &b)))));
    let cut_first = cuts(first.len())
        .map(move |cut| Candidate::new(move || Some((cut.apply(first), second.clone()))));
    let cut_second = cuts(second.len())
        .map(move |cut| Candidate::new(move || Some((first.clone(), cut.apply(second)))));
    let delete_first = deletions(first.len()).map(move |deletion| {
        let key = format!("first {deletion:?}");
        Candidate::deletion(key, move || Some((deletion.apply(first), second.clone())))
    });
    let delete_second = deletions(second.len()).map(move |deletion| {
        let key = format!("second {deletion:?}");
        Candidate::deletion(key, move || Some((first.clone(), deletion.apply(second))))
    });
    // Both sequences at once, so that a value and a card of the other deck that must stay
    // apart shrink together.
    let above_one = first.iter().chain(second).any(|&value| value > 1);
    let lower_both = [Lowering::AllToOne, Lowering::AllHalved]
        .into_iter()
        .filter(move |_| above_one)
        .map(move |lowering| {
            Candidate::value_edit(move || Some((lowering.apply(first), lowering.apply(second))))
        });
    let lower_first = lowerings(first).map(move |lowering| {
        Candidate::value_edit(move || Some((lowering.apply(first), second.clone())))
    });
    let lower_second = lowerings(second).map(move |lowering| {
        Candidate::value_edit(move || Some((first.clone(), lowering.apply(second))))
    });
    let simplest =
        |values: &[i64]| -> Vec<usize> { (0..values.len()).filter(|&k| values[k] < 1).collect() };
    let simplify_first = simplest(first).into_iter().map(move |at| {
        Candidate::value_edit(move || {
            let mut first = first.clone();
            first[at] = 1;
            Some((first, second.clone()))
        })
    });
    let simplify_second = simplest(second).into_iter().map(move |at| {
        Candidate::value_edit(move || {
            let mut second = second.clone();
            second[at] = 1;
            Some((first.clone(), second))
        })
    });
    // Last, for small sequences: one item deleted and one value of the rest changed to
    // another of `alphabet`, a step sideways that can lead below a 1-minimal input.
    let small = size <= SUBSETS_UP_TO;
    let sideways = (0..2)
        .filter(move |_| small)
        .flat_map(move |side| {
            let len = if side == 0 { first.len() } else { second.len() };
            (0..len).filter(move |_| len > 1).map(move |k| (side, k))
        })
        .flat_map(move |(side, k)| {
            (0..size - 1).flat_map(move |at| {
                alphabet.iter().map(move |&value| {
                    Candidate::new(move || {
                        let mut pair = (first.clone(), second.clone());
                        if side == 0 {
                            pair.0.remove(k);
                        } else {
                            pair.1.remove(k);
                        }
                        let left = pair.0.len();
                        let slot = if at < left {
                            &mut pair.0[at]
                        } else {
                            &mut pair.1[at - left]
                        };
                        if *slot == value {
                            return None;
                        }
                        *slot = value;
                        Some(pair)
                    })
                })
            })
        });
    // The values of both at once before the deletions one item at a time: a failure that
    // needs its length exactly takes a run per item deleted, and few to have its values
    // made simple.
    cut_first
        .chain(cut_second)
        .chain(together)
        .chain(lower_both)
        .chain(renumber_both)
        .chain(delete_first)
        .chain(delete_second)
        .chain(lower_first)
        .chain(lower_second)
        .chain(simplify_first)
        .chain(simplify_second)
        .chain(sub_pairs)
        .chain(sideways)
        .chain(exhaustive)
}

/// A grid over `alphabet` (its simplest cell first): the length ladders of its rows, of its
/// columns and of both together, its first row or column turned, every cell made the
/// simplest at once; then rows deleted, then columns (each as a sequence), then each cell
/// that is not the simplest made it alone; then, when small, every sub-grid (a set of its
/// rows and one of its columns), fewest cells first, and the sideways steps; last, when
/// tiny, every grid of fewer cells. `valid` says whether a result keeps the problem's
/// constraints.
pub(crate) fn grid<'a>(
    grid: &'a Grid,
    alphabet: &'static [u8],
    valid: fn(&Grid) -> bool,
) -> impl Iterator<Item = Candidate<'a, Grid>> {
    let simplest = alphabet[0];
    let checked = move |candidate: Grid| valid(&candidate).then_some(candidate);
    let cells = grid.len() * grid[0].len();
    let smaller_sizes = if cells < EXHAUSTIVE_BELOW {
        1..cells
    } else {
        0..0
    };
    let exhaustive = smaller_sizes.flat_map(move |size| {
        grids_of(alphabet, size).map(move |small| Candidate::new(move || checked(small)))
    });
    let sub_grids = sub_inputs([grid.len(), grid[0].len()], |rows, columns| rows * columns);
    let sub_grids = sub_grids.into_iter().map(move |(r, c)| {
        Candidate::new(move || checked(r.iter().map(|&i| kept(&grid[i], &c)).collect()))
    });
    let together = cuts_together([grid.len(), grid[0].len()]).map(move |[h, w]| {
        Candidate::new(move || checked(grid[..h].iter().map(|row| row[..w].to_vec()).collect()))
    });
    // The first row stood up as a column, and the first column laid down as a row: a grid
    // game played down and right is the same game transposed, and a failure that needs one
    // side long may need it as the other side.
    let turned = [
        (grid.len() > 1 || grid[0].len() > 1).then(|| {
            Candidate::new(move || checked(grid[0].iter().map(|&cell| vec![cell]).collect()))
        }),
        (grid.len() > 1 && grid[0].len() > 1).then(|| {
            Candidate::new(move || checked(vec![grid.iter().map(|row| row[0]).collect()]))
        }),
    ]
    .into_iter()
    .flatten();
    let cut_rows =
        cuts(grid.len()).map(move |cut| Candidate::new(move || checked(cut.apply(grid))));
    let cut_columns = cuts(grid[0].len()).map(move |cut| {
        Candidate::new(move || checked(grid.iter().map(|row| cut.apply(row)).collect()))
    });
    let rows = deletions(grid.len()).map(move |deletion| {
        let key = format!("rows {deletion:?}");
        Candidate::deletion(key, move || checked(deletion.apply(grid)))
    });
    let columns = deletions(grid[0].len()).map(move |deletion| {
        let key = format!("columns {deletion:?}");
        Candidate::deletion(key, move || {
            checked(grid.iter().map(|row| deletion.apply(row)).collect())
        })
    });
    let others = (0..grid.len())
        .flat_map(move |i| (0..grid[0].len()).map(move |j| (i, j)))
        .filter(move |&(i, j)| grid[i][j] != simplest);
    let several = grid
        .iter()
        .flatten()
        .filter(|&&cell| cell != simplest)
        .nth(1);
    let all = several.map(|_| {
        Candidate::value_edit(move || {
            checked(grid.iter().map(|row| vec![simplest; row.len()]).collect())
        })
    });
    let simplified = others.map(move |(i, j)| {
        Candidate::value_edit(move || {
            let mut candidate = grid.clone();
            candidate[i][j] = simplest;
            checked(candidate)
        })
    });
    // Last, for a small grid: one row or column deleted and one cell of the rest changed to
    // another symbol, a step sideways that can lead below a 1-minimal input.
    let small = grid.len() + grid[0].len() <= SUBSETS_UP_TO;
    let deleted = move |axis: usize, k: usize| -> Grid {
        if axis == 0 {
            [&grid[..k], &grid[k + 1..]].concat()
        } else {
            grid.iter()
                .map(|row| [&row[..k], &row[k + 1..]].concat())
                .collect()
        }
    };
    let lines = [grid.len(), grid[0].len()];
    // Deleting a grid's only row or column leaves no cell to change, so no candidate.
    let sideways = (0..2)
        .filter(move |_| small)
        .flat_map(move |axis| (0..lines[axis]).map(move |k| (axis, k)))
        .flat_map(move |(axis, k)| {
            let (h, w) = if axis == 0 {
                (lines[0] - 1, lines[1])
            } else {
                (lines[0], lines[1] - 1)
            };
            (0..h * w).flat_map(move |cell| {
                alphabet.iter().map(move |&symbol| {
                    Candidate::new(move || {
                        let mut changed = deleted(axis, k);
                        let (i, j) = (cell / w, cell % w);
                        if changed[i][j] == symbol {
                            return None;
                        }
                        changed[i][j] = symbol;
                        checked(changed)
                    })
                })
            })
        });
    cut_rows
        .chain(cut_columns)
        .chain(together)
        .chain(turned)
        .chain(all)
        .chain(rows)
        .chain(columns)
        .chain(simplified)
        .chain(sub_grids)
        .chain(sideways)
        .chain(exhaustive)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_sequences_delete_lower_then_search_small_inputs() {
        let piles = Box::leak(Box::new((vec![4, 4], vec![1])));
        let candidates = built(two_sequences(piles, &[1, 2]));
        // Every candidate is smaller or simpler, and none is the input itself.
        assert!(candidates.iter().all(|candidate| candidate != piles));
        assert_eq!(candidates[0], (vec![4], vec![1]));
        assert_eq!(candidates[1], (vec![4], vec![1]));
        assert!(candidates.contains(&(vec![1, 1], vec![1])));
        assert!(candidates.contains(&(vec![2, 2], vec![1])));
        assert!(candidates.contains(&(vec![2, 4], vec![1])));
        // Sub-pairs, sideways steps and, as 3 < 6 items, every smaller pair over [1, 2].
        assert!(candidates.contains(&(vec![4], vec![2])));
        assert!(candidates.contains(&(vec![2], vec![2])));
        assert_eq!(candidates.last(), Some(&(vec![2], vec![2])));
        // Keys name the deletions, so that one that works can be tried again.
        let keys: Vec<String> = two_sequences(piles, &[1, 2])
            .filter_map(|candidate| candidate.key().cloned())
            .collect();
        assert_eq!(keys, ["first Chunk(0..1)", "first Chunk(1..2)"]);
        // A jamming card becomes the simplest card.
        let decks = Box::leak(Box::new((vec![-1, 7, 7, 7, 7, 7], vec![7])));
        assert!(built(two_sequences(decks, &[1])).contains(&(vec![1, 7, 7, 7, 7, 7], vec![7])));
    }

    #[test]
    fn a_grid_is_cut_loses_rows_then_columns_then_gets_simpler() {
        let grid: &'static Grid = Box::leak(Box::new(vec![b"+-".to_vec(), b"-+".to_vec()]));
        let candidates = built(grid_candidates(grid));
        assert!(candidates.iter().all(|candidate| candidate != grid));
        // Cut to its first row, then to its first column, then both to one cell; the first
        // row stood up, the first column laid down.
        assert_eq!(candidates[0], [b"+-".to_vec()]);
        assert_eq!(candidates[1], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[2], [b"+".to_vec()]);
        assert_eq!(candidates[3], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[4], [b"+-".to_vec()]);
        // Then every cell made the simplest at once, rows and columns deleted, and each cell
        // made simpler.
        assert_eq!(candidates[5], [b"++".to_vec(), b"++".to_vec()]);
        assert_eq!(candidates[6], [b"-+".to_vec()]);
        assert_eq!(candidates[7], [b"+-".to_vec()]);
        assert_eq!(candidates[8], [b"-".to_vec(), b"+".to_vec()]);
        assert_eq!(candidates[9], [b"+".to_vec(), b"-".to_vec()]);
        assert_eq!(candidates[10], [b"++".to_vec(), b"-+".to_vec()]);
        assert_eq!(candidates[11], [b"+-".to_vec(), b"++".to_vec()]);
        // Then sub-grids, sideways steps, and every grid of fewer than 4 cells.
        assert!(candidates.contains(&vec![b"-".to_vec()]));
        assert_eq!(candidates.last(), Some(&vec![b"-".to_vec(); 3]));
        // `valid` is obeyed: here the top left must stay `+`.
        let valid = built(grid_with(grid, |grid| grid[0][0] == b'+'));
        assert!(valid.iter().all(|candidate| candidate[0][0] == b'+'));
        assert!(!valid.is_empty());
        let keys: Vec<String> = grid_candidates(grid)
            .filter_map(|candidate| candidate.key().cloned())
            .collect();
        assert_eq!(
            keys,
            [
                "rows Chunk(0..1)",
                "rows Chunk(1..2)",
                "columns Chunk(0..1)",
                "columns Chunk(1..2)"
            ]
        );
    }

    #[test]
    fn small_inputs_get_sub_inputs_sideways_steps_and_tiny_ones_every_smaller_input() {
        let leaked = |a: Vec<i64>, b: Vec<i64>| &*Box::leak(Box::new((a, b)));
        // Two items with nothing to lower: nothing smaller to try at all.
        assert!(built(two_sequences(leaked(vec![1], vec![1]), &[1, 2])).is_empty());
        // Both sequences halved at once is its own candidate.
        let both = built(two_sequences(leaked(vec![4], vec![6]), &[1, 2]));
        assert!(both.contains(&(vec![2], vec![3])));
        // One item kept of each pile: a sub-pair, which no deletion of one pile gives.
        let four = built(two_sequences(leaked(vec![4, 5], vec![6, 7]), &[1, 2]));
        assert!(four.contains(&(vec![4], vec![6])));
        assert!(four.contains(&(vec![1], vec![1])));
        assert!(four.iter().all(|(a, b)| !a.is_empty() && !b.is_empty()));
        // Six items: no exhaustive search (no pair over [1, 2] smaller than it).
        let six = built(two_sequences(leaked(vec![4, 5, 6], vec![7, 8, 9]), &[1, 2]));
        assert!(!six.contains(&(vec![2], vec![2])));
        assert!(six.contains(&(vec![4], vec![7])));
        // Twelve in one pile and one in the other: too many for sub-pairs, so the second
        // object alone is never kept (a cut keeps the first).
        let thirteen = built(two_sequences(leaked((4..16).collect(), vec![9]), &[1, 2]));
        assert!(thirteen.contains(&(vec![4], vec![9])));
        assert!(!thirteen.contains(&(vec![5], vec![9])));
        let eleven = built(two_sequences(leaked((4..14).collect(), vec![9]), &[1, 2]));
        assert!(eleven.contains(&(vec![5], vec![9])));
        // A sideways step: one card deleted, one changed to a card of the alphabet.
        assert!(four.contains(&(vec![5], vec![1, 7])));
    }

    #[test]
    fn small_grids_get_sub_grids_sideways_steps_and_tiny_ones_every_smaller_grid() {
        let leaked = |rows: &[&[u8]]| {
            &*Box::leak(Box::new(
                rows.iter().map(|row| row.to_vec()).collect::<Grid>(),
            ))
        };
        let plus = |h: usize, w: usize| vec![vec![b'+'; w]; h];
        // 4 cells: every smaller grid, a lone `-` among them.
        let four = built(grid_candidates(leaked(&[b"++", b"++"])));
        assert!(four.contains(&vec![b"-".to_vec()]));
        // 6 cells: no exhaustive search, so no lone `-`.
        let six = built(grid_candidates(leaked(&[b"+++", b"+++"])));
        assert!(!six.contains(&vec![b"-".to_vec()]));
        // A 3 x 3 grid: a row and a column dropped at once is a sub-grid.
        let nine = built(grid_candidates(leaked(&[b"+-+", b"-+-", b"++-"])));
        assert!(nine.contains(&vec![b"+-".to_vec(), b"-+".to_vec()]));
        // A sideways step: a row deleted and a cell changed.
        assert!(nine.contains(&vec![b"--+".to_vec(), b"++-".to_vec()]));
        // 1 x 11 (h + w = 12) has its last cell as a 1 x 1 sub-grid; 1 x 12 is past the
        // sub-grid limit (a cut keeps the first cell, never the last alone).
        let row = |w: usize| leaked(&[&vec![b'+'; w]]);
        let ending_in_minus = |w: usize| {
            let mut row = vec![b'+'; w];
            row[w - 1] = b'-';
            leaked(&[&row])
        };
        assert!(built(grid_candidates(ending_in_minus(11))).contains(&vec![b"-".to_vec()]));
        assert!(!built(grid_candidates(ending_in_minus(12))).contains(&vec![b"-".to_vec()]));
        assert!(built(grid_candidates(row(12))).contains(&plus(1, 1)));
        // One row: no row is ever deleted, so every candidate keeps one row.
        assert!(
            built(grid_candidates(row(3)))
                .iter()
                .all(|grid| grid.len() == 1 || grid[0].len() < 3)
        );
    }

    /// Sub-inputs that change both sequences (or both rows and columns), the cuts of both
    /// together left aside, show the size the search sorts them by: items for piles, cells
    /// for grids.
    #[test]
    fn sub_inputs_are_tried_smallest_first_by_items_for_piles_and_cells_for_grids() {
        let piles = Box::leak(Box::new(((1..=5).collect::<Vec<i64>>(), vec![6, 7])));
        let cut = cuts(5).count() + cuts(2).count() + cuts_together([5, 2]).count();
        let candidates: Vec<_> = built(two_sequences(piles, &[1]))
            .into_iter()
            .skip(cut)
            .collect();
        let first = |a: usize, b: usize| {
            candidates
                .iter()
                .position(|(x, y)| x.len() == a && y.len() == b)
                .unwrap()
        };
        // Both keep 4 items: the 2 + 2 first, as fewer kept of the first pile come first,
        // where a product (4 against 3) would put 3 + 1 first.
        assert!(first(2, 2) < first(3, 1));
        let grid: &'static Grid = Box::leak(Box::new(vec![b"+-+".to_vec(); 4]));
        // The cuts, together, and the turned row and column left aside.
        let cut = cuts(4).count() + cuts(3).count() + cuts_together([4, 3]).count() + 2;
        let grids: Vec<_> = built(grid_candidates(grid)).into_iter().skip(cut).collect();
        let first = |rows: usize, columns: usize| {
            grids
                .iter()
                .position(|g| g.len() == rows && g[0].len() == columns)
                .unwrap()
        };
        // 3 x 1 (3 cells) before 2 x 2 (4 cells), though both have 4 rows and columns.
        assert!(first(3, 1) < first(2, 2));
    }

    #[test]
    fn every_cell_made_simplest_at_once_and_sideways_steps_where_they_belong() {
        let leaked = |rows: &[&str]| -> &'static Grid {
            Box::leak(Box::new(
                rows.iter().map(|row| row.as_bytes().to_vec()).collect(),
            ))
        };
        let grid =
            |rows: &[&str]| -> Grid { rows.iter().map(|row| row.as_bytes().to_vec()).collect() };
        // Every cell made `+` at once: from nothing else on a 2 x 2 grid of `-`.
        assert!(built(grid_candidates(leaked(&["--", "--"]))).contains(&grid(&["++", "++"])));
        // A column deleted and a cell changed: `+-+` / `-+-` without its first column is
        // `-+` / `+-`, then its top left made `+`.
        let two_by_three = built(grid_candidates(leaked(&["+-+", "-+-"])));
        assert!(two_by_three.contains(&grid(&["++", "+-"])));
        // 4 x 4 has 8 rows and columns: sideways steps, such as a row deleted and a `-` put.
        let four = built(grid_candidates(leaked(&["++++"; 4])));
        assert!(four.contains(&grid(&["-+++", "++++", "++++"])));
        // 1 x 13 has 14: none, so no 1 x 12 row with a `-`.
        let long = built(grid_candidates(leaked(&["+++++++++++++"])));
        assert!(!long.contains(&grid(&["-+++++++++++"])));
    }

    fn built<T>(candidates: impl Iterator<Item = Candidate<'static, T>>) -> Vec<T> {
        candidates.filter_map(Candidate::build).collect()
    }

    fn grid_candidates(grid: &'static Grid) -> impl Iterator<Item = Candidate<'static, Grid>> {
        grid_with(grid, |_| true)
    }

    fn grid_with(
        grid: &'static Grid,
        valid: fn(&Grid) -> bool,
    ) -> impl Iterator<Item = Candidate<'static, Grid>> {
        super::grid(grid, b"+-", valid)
    }

    #[test]
    fn values_are_renumbered_together_and_cut_together_in_proportion() {
        assert_eq!(ranks(&[47, 49, 48, 50], &[47, 49, 48, 50]), [1, 3, 2, 4]);
        assert_eq!(ranks(&[7, -1, 7, 3], &[7, -1, 7, 3]), [2, -1, 2, 1]);
        // Ranked among another sequence's values too: two piles renumbered together.
        assert_eq!(ranks(&[10], &[10, 5, 20]), [2]);
        assert_eq!(Lowering::Ranks.apply(&[30, 10, 20]), [3, 1, 2]);
        // Already ranks: nothing to renumber.
        assert!(!lowerings(&[1, 2, 3]).any(|lowering| lowering == Lowering::Ranks));
        assert_eq!(
            cuts_together([100, 100]).collect::<Vec<_>>()[..3],
            [[1, 1], [50, 50], [75, 75]]
        );
        // The shorter ladder is stretched to the longer: the fractions match.
        let skewed: Vec<[usize; 2]> = cuts_together([1000, 4]).collect();
        assert_eq!(skewed[..3], [[1, 1], [500, 2], [750, 3]]);
        assert_eq!(cuts_together([4, 1000]).nth(1), Some([2, 500]));
        assert!(cuts_together([1, 1]).next().is_none());
        let piles = Box::leak(Box::new((vec![40, 10, 20], vec![30, 5])));
        let candidates = built(two_sequences(piles, &[1]));
        // The first pile cut to 1 and 2, the second to 1, then both in proportion.
        assert_eq!(
            candidates[..3],
            [
                (vec![40], vec![30, 5]),
                (vec![40, 10], vec![30, 5]),
                (vec![40, 10, 20], vec![30])
            ]
        );
        assert_eq!(candidates[3], (vec![40], vec![30]));
        assert!(candidates.contains(&(vec![5, 2, 3], vec![4, 1])));
    }
}
