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
