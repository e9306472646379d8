//! The tables a solution fills, as data: a problem lays its tables out by position
//! ([`Layout`]), the analysis writes each entry ([`Layout::fill`]), `play --table` draws the
//! [`Table`] as text and the page as HTML, and a learner's wrong entries are [`Marks`] on it.

use serde::Serialize;

/// A table the solution fills, as data: `--table` draws it as text, `--html` as a page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Table {
    pub(crate) title: String,
    pub(crate) rows: Vec<String>,
    pub(crate) columns: Vec<String>,
    pub(crate) cells: Vec<Vec<String>>,
    /// The recurrence that gave each cell, evaluated.
    pub(crate) notes: Vec<Vec<String>>,
    /// The cells the line of play passes through, the start first.
    pub(crate) path: Vec<(usize, usize)>,
    /// How the printed answer follows from the table; empty when another table says it.
    pub(crate) answer: String,
    /// A learner's wrong entries in this table (`play --html --table-of`): row, column, and
    /// the learner's value.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) wrong: Vec<(usize, usize, i64)>,
    /// The first wrong entry, where it is in this table.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) first_wrong: Option<(usize, usize)>,
    /// What the learner's table comes to, in a sentence, on the first table.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub(crate) yours: String,
}

impl Table {
    /// Whether a table of `rows` x `columns` is drawn: no side is longer than
    /// [`draw::MAX_TABLE_SIDE`](crate::draw::MAX_TABLE_SIDE). A problem asks before it fills
    /// a table, so that an input too large to draw costs nothing more.
    pub(crate) fn fits(rows: usize, columns: usize) -> bool {
        let side = crate::draw::MAX_TABLE_SIDE;
        rows <= side && columns <= side
    }

    /// Several tables drawn as text, one after the other.
    pub(crate) fn drawn(tables: &[Table]) -> String {
        tables
            .iter()
            .map(Table::text)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The table as text: the title, the cells with the path's in brackets, the answer.
    pub(crate) fn text(&self) -> String {
        let mut text = crate::draw::table(
            &self.title,
            &self.rows,
            &self.columns,
            &self.path,
            |i, j| self.cells[i][j].clone(),
        )
        .expect("a table is built within the drawable size");
        if !self.answer.is_empty() {
            text.push_str(&self.answer);
            text.push('\n');
        }
        text
    }
}

/// A cell of a table as a problem lays it out ([`Layout`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Cell<Position> {
    /// The table's entry for this position: its worth as a cell writes it ([`Worth::cell`](crate::worth::Worth::cell))
    /// and the recurrence behind it, both from the position's analysis.
    Entry(Position),
    /// A value that is no position's worth (abc206f's Grundy number of a free segment), and
    /// how it comes.
    Written(String, String),
    /// No entry: the table's shape leaves this cell out.
    Empty,
}

/// A table the solution fills, as a problem lays it out: the labels, the cells, the line's
/// path and how the answer follows from the table. The analysis turns it into a [`Table`],
/// writing each [`Cell::Entry`] (`Analyst::tables`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Layout<Position> {
    pub(crate) title: String,
    pub(crate) rows: Vec<String>,
    pub(crate) columns: Vec<String>,
    pub(crate) cells: Vec<Vec<Cell<Position>>>,
    /// The cells the line of play passes through, the start first.
    pub(crate) path: Vec<(usize, usize)>,
    /// How the printed answer follows from the table; empty when another table says it.
    pub(crate) answer: String,
}

impl<Position> Layout<Position> {
    /// The table of `cell(i, j)` over the labels; `None` when it does not [`Table::fits`].
    pub(crate) fn new(
        title: String,
        rows: Vec<String>,
        columns: Vec<String>,
        path: Vec<(usize, usize)>,
        answer: String,
        mut cell: impl FnMut(usize, usize) -> Cell<Position>,
    ) -> Option<Self> {
        if !Table::fits(rows.len(), columns.len()) {
            return None;
        }
        let cells = (0..rows.len())
            .map(|i| (0..columns.len()).map(|j| cell(i, j)).collect())
            .collect();
        Some(Layout {
            title,
            rows,
            columns,
            cells,
            path,
            answer,
        })
    }

    /// The table, each entry written by `entry`: the position's value and its recurrence.
    pub(crate) fn fill(self, mut entry: impl FnMut(&Position) -> (String, String)) -> Table {
        let (cells, notes) = self
            .cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|cell| match cell {
                        Cell::Entry(position) => entry(position),
                        Cell::Written(value, note) => (value.clone(), note.clone()),
                        Cell::Empty => (String::new(), String::new()),
                    })
                    .unzip()
            })
            .unzip();
        Table {
            title: self.title,
            rows: self.rows,
            columns: self.columns,
            cells,
            notes,
            path: self.path,
            answer: self.answer,
            wrong: Vec::new(),
            first_wrong: None,
            yours: String::new(),
        }
    }
}

impl Layout<(usize, usize)> {
    /// The table whose cell (i, j) is the entry of position `(i, j)`, as a table indexed by
    /// its position is drawn; none when it does not [`Table::fits`].
    pub(crate) fn of_positions(
        title: String,
        rows: Vec<String>,
        columns: Vec<String>,
        path: Vec<(usize, usize)>,
        answer: String,
    ) -> Vec<Self> {
        Layout::new(title, rows, columns, path, answer, |i, j| {
            Cell::Entry((i, j))
        })
        .into_iter()
        .collect()
    }
}

/// A learner's wrong entries where the drawn tables show them: each as (table, row, column,
/// the learner's value), at most [`MARKED`] of them; and the first wrong one's cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Marks {
    pub(crate) wrong: Vec<(usize, usize, usize, i64)>,
    pub(crate) first: Option<(usize, usize, usize)>,
}

/// Wrong entries marked at most: more than the largest drawn tables hold.
pub(crate) const MARKED: usize = 10_000;
