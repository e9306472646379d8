//! Drawings shared by the grid problems (abc201d, arc038b) and the tables of all five.

/// A grid of cells, one byte a cell, as the judges give it.
pub type Grid = Vec<Vec<u8>>;

/// Tables are drawn up to this many rows and columns; larger ones are not readable.
pub const MAX_TABLE_SIDE: usize = 20;

/// Grids larger than a screen are summarised rather than drawn.
pub fn too_large(grid: &Grid) -> bool {
    grid.len() > 40 || grid[0].len() > 25
}

/// The grid with the path of a piece that starts at the top left and makes the moves of
/// `line` (`target` gives the cell a move leads to) marked: `[+]` on the path, ` + ` off it.
pub fn path_on_grid<M: Copy>(
    grid: &Grid,
    line: &[M],
    target: impl Fn((usize, usize), M) -> (usize, usize),
) -> String {
    let mut on_path = vec![vec![false; grid[0].len()]; grid.len()];
    on_path[0][0] = true;
    let mut cell = (0, 0);
    for &mv in line {
        cell = target(cell, mv);
        on_path[cell.0][cell.1] = true;
    }
    let mut drawing = String::new();
    for (i, row) in grid.iter().enumerate() {
        for (j, &cell) in row.iter().enumerate() {
            let cell = cell as char;
            drawing.push_str(&if on_path[i][j] {
                format!("[{cell}]")
            } else {
                format!(" {cell} ")
            });
        }
        drawing.truncate(drawing.trim_end().len());
        drawing.push('\n');
    }
    drawing
}

/// A table under `title`, with one value per row and column label, and the start's value,
/// at `start`, marked `[..]`; `None` when larger than [`MAX_TABLE_SIDE`].
pub fn table(
    title: &str,
    row_labels: &[String],
    column_labels: &[String],
    start: (usize, usize),
    value: impl Fn(usize, usize) -> String,
) -> Option<String> {
    if row_labels.len() > MAX_TABLE_SIDE || column_labels.len() > MAX_TABLE_SIDE {
        return None;
    }
    let cells: Vec<Vec<String>> = (0..row_labels.len())
        .map(|i| (0..column_labels.len()).map(|j| value(i, j)).collect())
        .collect();
    let width = cells
        .iter()
        .flatten()
        .chain(column_labels)
        .map(String::len)
        .max()
        .unwrap_or(1);
    let label = row_labels.iter().map(String::len).max().unwrap_or(1);
    let mut drawing = format!("{title}\n{:label$} ", "");
    for column in column_labels {
        drawing.push_str(&format!(" {column:>width$} "));
    }
    drawing.truncate(drawing.trim_end().len());
    drawing.push('\n');
    for (i, row) in cells.iter().enumerate() {
        drawing.push_str(&format!("{:>label$} ", row_labels[i]));
        for (j, cell) in row.iter().enumerate() {
            let (open, close) = if (i, j) == start {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            drawing.push_str(&format!("{open}{cell:>width$}{close}"));
        }
        drawing.truncate(drawing.trim_end().len());
        drawing.push('\n');
    }
    Some(drawing)
}

/// Labels `first..first + count`.
pub fn labels(first: usize, count: usize) -> Vec<String> {
    (first..first + count).map(|k| k.to_string()).collect()
}

/// [`table`] over the cells of a grid, numbered from 1 as the statements do, the start at
/// the top left.
pub fn value_grid(
    grid: &Grid,
    title: &str,
    value: impl Fn(usize, usize) -> String,
) -> Option<String> {
    let (rows, columns) = (labels(1, grid.len()), labels(1, grid[0].len()));
    table(title, &rows, &columns, (0, 0), value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_past_a_screen_are_too_large() {
        assert!(!too_large(&vec![vec![b'+'; 25]; 40]));
        assert!(too_large(&vec![vec![b'+'; 25]; 41]));
        assert!(too_large(&vec![vec![b'+'; 26]; 40]));
    }

    #[test]
    fn the_path_is_bracketed_and_lines_end_without_blanks() {
        let grid = vec![b"+-".to_vec(), b"-+".to_vec()];
        let right_then_down = |(i, j): (usize, usize), down: bool| {
            if down { (i + 1, j) } else { (i, j + 1) }
        };
        assert_eq!(
            path_on_grid(&grid, &[false, true], right_then_down),
            "[+][-]\n - [+]\n"
        );
        assert_eq!(
            path_on_grid(&grid, &[true], right_then_down),
            "[+] -\n[-] +\n"
        );
    }

    #[test]
    fn a_table_marks_the_start_and_is_drawn_up_to_20_by_20() {
        let drawn = table("t", &labels(0, 2), &labels(5, 2), (1, 0), |i, j| {
            (10 * i + j).to_string()
        });
        assert_eq!(
            drawn.as_deref(),
            Some("t\n    5   6\n0   0   1\n1 [10] 11\n")
        );
        let side = |n| labels(0, n);
        assert!(table("t", &side(20), &side(20), (0, 0), |_, _| String::new()).is_some());
        assert!(table("t", &side(21), &side(1), (0, 0), |_, _| String::new()).is_none());
        assert!(table("t", &side(1), &side(21), (0, 0), |_, _| String::new()).is_none());
        assert_eq!(labels(1, 3), ["1", "2", "3"]);
        let grid = vec![b"+-".to_vec()];
        assert_eq!(
            value_grid(&grid, "v", |_, j| j.to_string()).as_deref(),
            Some("v\n   1  2\n1 [0] 1\n")
        );
    }
}
