//! Drawings shared by the grid problems (abc201d, arc038b) and the tables of all five.

/// A grid of cells, one byte a cell, as the judges give it.
pub(crate) type Grid = Vec<Vec<u8>>;

/// An `h` x `w` grid of `cells[0]` and `cells[1]` in a checkerboard, `cells[0]` at the top
/// left.
pub(crate) fn checkerboard(h: usize, w: usize, cells: &[u8; 2]) -> Grid {
    (0..h)
        .map(|i| (0..w).map(|j| cells[(i + j) % 2]).collect())
        .collect()
}

/// Tables are drawn up to this many rows and columns; larger ones are not readable.
pub(crate) const MAX_TABLE_SIDE: usize = 20;

/// Grids larger than a screen are summarised rather than drawn.
pub(crate) fn too_large(grid: &Grid) -> bool {
    grid.len() > 60 || grid[0].len() > 80
}

/// Grids up to this many columns draw each cell in three characters; wider ones in one.
pub(crate) const ROOMY_COLUMNS: usize = 25;

/// The grid with the path of a piece that starts at the top left and makes the moves of
/// `line` (`target` gives the cell a move leads to) marked: `[+]` on the path and ` + ` off
/// it, or, past [`ROOMY_COLUMNS`] columns, one character a cell with `*` on the path.
pub(crate) fn path_on_grid<M: Copy>(
    grid: &Grid,
    line: &[M],
    target: impl Fn((usize, usize), M) -> (usize, usize),
) -> String {
    let mut on_path = vec![vec![false; grid[0].len()]; grid.len()];
    for (i, j) in cells(line, target) {
        on_path[i][j] = true;
    }
    let roomy = grid[0].len() <= ROOMY_COLUMNS;
    let mut drawing = String::new();
    if !roomy {
        drawing.push_str("(* marks the piece's path; each move above names its cell)\n");
    }
    for (i, row) in grid.iter().enumerate() {
        for (j, &cell) in row.iter().enumerate() {
            let cell = cell as char;
            match (roomy, on_path[i][j]) {
                (true, true) => drawing.push_str(&format!("[{cell}]")),
                (true, false) => drawing.push_str(&format!(" {cell} ")),
                (false, true) => drawing.push('*'),
                (false, false) => drawing.push(cell),
            }
        }
        drawing.truncate(drawing.trim_end().len());
        drawing.push('\n');
    }
    drawing
}

/// Rows and columns a window around the piece shows: 11 x 41, or the whole side where it is
/// shorter.
pub(crate) const WINDOW: (usize, usize) = (11, 41);

/// The `size` lines of `0..len` around `at`, `at` in the middle, shifted at the edges rather
/// than cut; all of them when there are fewer.
pub(crate) fn around(at: usize, len: usize, size: usize) -> std::ops::Range<usize> {
    let start = at.saturating_sub(size / 2).min(len.saturating_sub(size));
    start..(start + size).min(len)
}

/// The part of a large grid around `piece`: [`WINDOW`] rows and columns, one character a
/// cell, `@` the piece, with the rows and columns it shows.
pub(crate) fn window(grid: &Grid, (i, j): (usize, usize)) -> String {
    let rows = around(i, grid.len(), WINDOW.0);
    let columns = around(j, grid[0].len(), WINDOW.1);
    let mut drawing = format!(
        "the piece at ({}, {}), @; rows {} to {} and columns {} to {} of {} x {}:\n",
        i + 1,
        j + 1,
        rows.start + 1,
        rows.end,
        columns.start + 1,
        columns.end,
        grid.len(),
        grid[0].len()
    );
    for y in rows {
        for x in columns.clone() {
            drawing.push(if (y, x) == (i, j) {
                '@'
            } else {
                grid[y][x] as char
            });
        }
        drawing.push('\n');
    }
    drawing
}

/// Grids of up to this many cells go to a page whole.
pub(crate) const WHOLE_CELLS: usize = 250_000;

/// A grid for a page to draw, with the piece's path `cells`: every row whole up to
/// [`WHOLE_CELLS`] cells; else, per row, only the cells of the windows around the path's
/// cells and the cells one move aside of them (`"from"` the first column sent), enough to
/// draw the window around the piece at every move of the line and one step aside.
pub(crate) fn grid_picture(grid: &Grid, cells: &[(usize, usize)]) -> serde_json::Value {
    let (h, w) = (grid.len(), grid[0].len());
    let text = |row: &[u8]| String::from_utf8_lossy(row).into_owned();
    if h * w <= WHOLE_CELLS {
        let rows: Vec<serde_json::Value> = grid
            .iter()
            .map(|row| serde_json::json!({ "from": 0, "cells": text(row) }))
            .collect();
        return serde_json::json!({ "height": h, "width": w, "whole": true, "rows": rows });
    }
    let mut spans: Vec<Option<(usize, usize)>> = vec![None; h];
    let aside = [(0, 0), (0, 1), (1, 0), (1, 1)];
    for &(i, j) in cells {
        for (di, dj) in aside {
            let (y, x) = ((i + di).min(h - 1), (j + dj).min(w - 1));
            let columns = around(x, w, WINDOW.1);
            for span in &mut spans[around(y, h, WINDOW.0)] {
                *span = Some(span.map_or((columns.start, columns.end), |(a, b)| {
                    (a.min(columns.start), b.max(columns.end))
                }));
            }
        }
    }
    let rows: Vec<serde_json::Value> = spans
        .iter()
        .zip(grid)
        .map(|(span, row)| match span {
            Some((lo, hi)) => serde_json::json!({ "from": lo, "cells": text(&row[*lo..*hi]) }),
            None => serde_json::json!({ "from": 0, "cells": "" }),
        })
        .collect();
    serde_json::json!({ "height": h, "width": w, "whole": false, "rows": rows })
}

/// A table under `title`, with one value per row and column label, and the cells of `path`
/// (the line of play's, the start first) marked `[..]`; `None` when larger than
/// [`MAX_TABLE_SIDE`].
pub(crate) fn table(
    title: &str,
    row_labels: &[String],
    column_labels: &[String],
    path: &[(usize, usize)],
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
            let (open, close) = if path.contains(&(i, j)) {
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
pub(crate) fn labels(first: usize, count: usize) -> Vec<String> {
    (first..first + count).map(|k| k.to_string()).collect()
}

/// The cells a piece visits from the top left, making the moves of `line`.
pub(crate) fn cells<M: Copy>(
    line: &[M],
    target: impl Fn((usize, usize), M) -> (usize, usize),
) -> Vec<(usize, usize)> {
    let mut cells = vec![(0, 0)];
    for &mv in line {
        cells.push(target(*cells.last().expect("the start"), mv));
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_past_a_screen_are_too_large() {
        assert!(!too_large(&vec![vec![b'+'; 80]; 60]));
        assert!(too_large(&vec![vec![b'+'; 80]; 61]));
        assert!(too_large(&vec![vec![b'+'; 81]; 60]));
    }

    #[test]
    fn a_large_grid_is_sent_near_its_path_only() {
        let small = vec![b"+-".to_vec()];
        assert_eq!(
            grid_picture(&small, &[(0, 0)]).to_string(),
            r#"{"height":1,"rows":[{"cells":"+-","from":0}],"whole":true,"width":2}"#
        );
        assert_eq!(
            grid_picture(&vec![vec![b'+'; 500]; 500], &[(0, 0)])["whole"],
            true
        );
        let large = vec![vec![b'+'; 1000]; 1000];
        let picture = grid_picture(&large, &[(0, 0), (0, 1), (1, 1)]);
        assert_eq!(picture["whole"], false);
        // The windows at the corner are shifted, not cut: 11 rows of 41 cells, which also
        // hold the windows of the cells one move aside.
        assert_eq!(picture["rows"][0]["from"], 0);
        assert_eq!(picture["rows"][0]["cells"].as_str().unwrap().len(), 41);
        assert_eq!(picture["rows"][10]["cells"].as_str().unwrap().len(), 41);
        assert_eq!(picture["rows"][11]["cells"], "");
        // In the middle, the window is centred on each cell of the path.
        let picture = grid_picture(&large, &[(500, 500)]);
        assert_eq!(picture["rows"][494]["cells"], "");
        assert_eq!(picture["rows"][495]["from"], 480);
        assert_eq!(picture["rows"][506]["cells"].as_str().unwrap().len(), 42);
        assert_eq!(picture["rows"][507]["cells"], "");
    }

    #[test]
    fn a_window_is_shifted_at_the_edges_rather_than_cut() {
        assert_eq!(around(0, 100, 11), 0..11);
        assert_eq!(around(50, 100, 11), 45..56);
        assert_eq!(around(99, 100, 11), 89..100);
        assert_eq!(around(3, 5, 11), 0..5);
        assert_eq!(around(20, 41, 41), 0..41);
    }

    #[test]
    fn wide_grids_draw_one_character_a_cell_and_large_ones_a_window() {
        let grid = vec![vec![b'.'; 26]; 2];
        let drawn = path_on_grid(&grid, &[true], |(i, j), _| (i + 1, j));
        assert_eq!(
            drawn.lines().skip(1).collect::<Vec<_>>(),
            ["*.........................", "*........................."]
        );
        let large = vec![vec![b'+'; 100]; 100];
        let drawn = window(&large, (50, 2));
        let lines: Vec<&str> = drawn.lines().collect();
        assert_eq!(
            lines[0],
            "the piece at (51, 3), @; rows 46 to 56 and columns 1 to 41 of 100 x 100:"
        );
        assert_eq!(lines.len(), 12);
        assert_eq!(lines[6], format!("++@{}", "+".repeat(38)));
        assert_eq!(window(&grid, (0, 0)).lines().count(), 3);
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
        let drawn = table("t", &labels(0, 2), &labels(5, 2), &[(1, 0)], |i, j| {
            (10 * i + j).to_string()
        });
        assert_eq!(
            drawn.as_deref(),
            Some("t\n    5   6\n0   0   1\n1 [10] 11\n")
        );
        let side = |n| labels(0, n);
        assert!(table("t", &side(20), &side(20), &[], |_, _| String::new()).is_some());
        assert!(table("t", &side(21), &side(1), &[], |_, _| String::new()).is_none());
        assert!(table("t", &side(1), &side(21), &[], |_, _| String::new()).is_none());
        assert_eq!(labels(1, 3), ["1", "2", "3"]);
        assert_eq!(
            cells(&[false, true], |(i, j), down| if down {
                (i + 1, j)
            } else {
                (i, j + 1)
            }),
            [(0, 0), (0, 1), (1, 1)]
        );
    }
}
