//! Reading the table a solution prints to standard error, the way people print it when they
//! debug: indexed entries one a line (`dp[1][2] = 5`, `dp[1, 2] = 5`, `dp(1, 2) = 5`), or a
//! 2-D dump, consecutive lines of whitespace-separated integers, one row a line (the AOJ
//! 2741 blog's `SHOW2d`). Every other line is the learner's own debugging, and skipped.
//!
//! What is read is bounded: at most [`MAX_ENTRIES`] entries, from at most the bytes the run
//! kept of standard error ([`Limits::output`](crate::process::Limits)). A line that looks
//! like an entry and cannot be read is counted, and the first one quoted (as messages quote,
//! [`quote`](crate::notation::quote)); it is never fatal.

/// Entries read at most; past this the rest of standard error is not read (a 2000 x 2000
/// table, one entry a cell, is 4,000,000).
pub(crate) const MAX_ENTRIES: usize = 5_000_000;

/// How the entries were written, so that an entry the solution did not print can be named
/// the way the learner names the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    /// `dp[1][2]`.
    Brackets,
    /// `dp[1, 2]`.
    Commas,
    /// `dp(1, 2)`.
    Call,
    /// A 2-D dump: row and column from 0, as the lines stand.
    Dump,
}

/// Indices an entry has at most; an entry with more is not read.
pub(crate) const MAX_INDICES: usize = 5;

/// An entry's indices, held in place (a table of millions of entries allocates nothing for
/// each): each within `i32`, as a table's index is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) struct Indices {
    len: u8,
    at: [i32; MAX_INDICES],
}

impl Indices {
    /// `None` for more than [`MAX_INDICES`] indices, or one past `i32`.
    pub(crate) fn new(indices: &[i64]) -> Option<Indices> {
        if indices.len() > MAX_INDICES {
            return None;
        }
        let mut at = [0; MAX_INDICES];
        for (slot, &index) in at.iter_mut().zip(indices) {
            *slot = i32::try_from(index).ok()?;
        }
        Some(Indices {
            len: indices.len() as u8,
            at,
        })
    }

    /// How many there are.
    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// The indices, as the meanings read them.
    pub(crate) fn get(&self) -> Vec<i64> {
        self.at[..usize::from(self.len)]
            .iter()
            .map(|&index| i64::from(index))
            .collect()
    }

    /// [`get`](Indices::get) without allocating: `f` of the indices.
    pub(crate) fn with<R>(&self, f: impl FnOnce(&[i64]) -> R) -> R {
        let mut indices = [0i64; MAX_INDICES];
        for (slot, &index) in indices.iter_mut().zip(&self.at) {
            *slot = i64::from(index);
        }
        f(&indices[..usize::from(self.len)])
    }
}

/// One printed entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct PrintedEntry {
    /// Its indices, in the order written.
    pub(crate) indices: Indices,
    /// Its value: an integer, or 1 for true or a win and 0 for false or a loss.
    pub(crate) value: i64,
    /// The line it was read from, from 1.
    pub(crate) line: u32,
}

/// An entry printed twice with two values (a memoised search that prints on every visit
/// prints the same value each time; this one did not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Conflict {
    pub(crate) indices: Vec<i64>,
    pub(crate) first: i64,
    pub(crate) then: i64,
}

/// The table read off standard error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Printed {
    /// The table's name as printed (`dp`); empty for a dump.
    pub(crate) name: String,
    pub(crate) style: Style,
    /// Each entry once, in the order first printed; where it was printed again, its last
    /// value.
    pub(crate) entries: Vec<PrintedEntry>,
    /// Lines that look like entries but could not be read, and the first of them.
    pub(crate) unreadable: usize,
    pub(crate) first_unreadable: Option<String>,
    /// The first entry printed with two values, and how many were.
    pub(crate) conflicts: usize,
    pub(crate) first_conflict: Option<Conflict>,
    /// Whether reading stopped at [`MAX_ENTRIES`].
    pub(crate) cut: bool,
}

/// The letters that stand for a table's indices in a report: `dp[i][j]`.
pub(crate) const LETTERS: [&str; MAX_INDICES] = ["i", "j", "k", "l", "m"];

impl Printed {
    /// The table's form with a letter for each of its `count` indices, as the learner
    /// writes it: `dp[i][j]`, `dp(i, j, k)`, or `row i, column j` for a dump.
    pub(crate) fn pattern(&self, count: usize) -> String {
        let letters = &LETTERS[..count.min(MAX_INDICES)];
        match self.style {
            Style::Brackets => format!("{}[{}]", self.name, letters.join("][")),
            Style::Commas => format!("{}[{}]", self.name, letters.join(", ")),
            Style::Call => format!("{}({})", self.name, letters.join(", ")),
            Style::Dump => "row i, column j".to_string(),
        }
    }

    /// An entry written the learner's way: `dp[1][2]`, or `row 1, column 2` of a dump.
    pub(crate) fn name_of(&self, indices: &[i64]) -> String {
        let list = || indices.iter().map(i64::to_string).collect::<Vec<_>>();
        match self.style {
            Style::Brackets => format!("{}[{}]", self.name, list().join("][")),
            Style::Commas => format!("{}[{}]", self.name, list().join(", ")),
            Style::Call => format!("{}({})", self.name, list().join(", ")),
            Style::Dump => match indices {
                [row, column] => format!("row {row}, column {column}"),
                _ => format!("[{}]", list().join("][")),
            },
        }
    }
}

/// A value as the guide lists them: an integer of 64 bits (the sentinels learners print,
/// `LLONG_MAX` or `-10^18`, included), `true`/`false` or `win`/`lose` in any case (1 and 0).
/// A value is only compared, never computed with, so every 64-bit value is read.
fn value(token: &str) -> Option<i64> {
    match token.to_ascii_lowercase().as_str() {
        "true" | "win" => Some(1),
        "false" | "lose" => Some(0),
        _ => token.parse().ok(),
    }
}

/// An index: an integer of at most 18 digits, so that an index moved by a few (counted from
/// 1, or from the end) never leaves 64 bits.
fn integer(token: &str) -> Option<i64> {
    let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

/// What one line holds.
enum LineRead {
    PrintedEntry(String, Style, Indices, i64),
    /// It starts like an entry (a name, then `[` or `(`) and has an `=`, but is not one.
    Unreadable,
    Other,
}

/// `NAME[i][j] = v`, `NAME[i, j] = v` or `NAME(i, j) = v`, spaces anywhere between tokens.
fn entry(line: &str) -> LineRead {
    let line = line.trim();
    let name_len = line
        .char_indices()
        .take_while(|&(k, c)| c == '_' || c.is_ascii_alphabetic() || (k > 0 && c.is_ascii_digit()))
        .count();
    let (name, rest) = line.split_at(name_len);
    let rest = rest.trim_start();
    if name.is_empty() || !(rest.starts_with('[') || rest.starts_with('(')) || !rest.contains('=') {
        return LineRead::Other;
    }
    let Some((left, right)) = rest.split_once('=') else {
        return LineRead::Other;
    };
    let read = || -> Option<(Style, Indices, i64)> {
        let value = value(right.trim())?;
        let left = left.trim();
        let (style, indices) = if let Some(inside) = left.strip_prefix('(') {
            (Style::Call, list(inside.strip_suffix(')')?))
        } else if left.contains(',') {
            let inside = left.strip_prefix('[')?.strip_suffix(']')?;
            (Style::Commas, list(inside))
        } else {
            let inside = left.strip_prefix('[')?.strip_suffix(']')?;
            let indices: Option<Vec<i64>> = inside
                .split(']')
                .map(|part| integer(part.trim().strip_prefix('[').unwrap_or(part).trim()))
                .collect();
            (Style::Brackets, indices)
        };
        let indices = Indices::new(&indices?)?;
        (indices.len > 0).then_some((style, indices, value))
    };
    match read() {
        Some((style, indices, value)) => {
            LineRead::PrintedEntry(name.to_string(), style, indices, value)
        }
        None => LineRead::Unreadable,
    }
}

fn list(inside: &str) -> Option<Vec<i64>> {
    inside.split(',').map(|part| integer(part.trim())).collect()
}

/// A row of a dump, with the number of its line.
type NumberRow = (u32, Vec<i64>);

/// A line of whitespace-separated integers, as a dump writes a row.
fn row(line: &str) -> Option<Vec<i64>> {
    let values: Option<Vec<i64>> = line.split_whitespace().map(integer).collect();
    values.filter(|values| !values.is_empty())
}

/// The table printed in `stderr`, if any: its indexed entries, or else its longest 2-D dump
/// (two lines or more of the same number of integers).
pub(crate) fn read(stderr: &[u8]) -> Option<Printed> {
    let text = String::from_utf8_lossy(stderr);
    let mut printed = Printed {
        name: String::new(),
        style: Style::Brackets,
        entries: Vec::new(),
        unreadable: 0,
        first_unreadable: None,
        conflicts: 0,
        first_conflict: None,
        cut: false,
    };
    // Every indexed entry as printed, duplicates too: merged at the end, by sorting, so that
    // a table of millions of entries holds no map beside them.
    let mut raw: Vec<PrintedEntry> = Vec::new();
    // Runs of rows (each with its line number) for a dump: the current one and the longest.
    let (mut block, mut best): (Vec<NumberRow>, Vec<NumberRow>) = (Vec::new(), Vec::new());
    for (k, line) in text.lines().enumerate() {
        if raw.len() >= MAX_ENTRIES {
            printed.cut = true;
            break;
        }
        match entry(line) {
            LineRead::PrintedEntry(name, style, indices, value) => {
                if raw.is_empty() {
                    (printed.name, printed.style) = (name, style);
                } else if name != printed.name {
                    continue;
                }
                raw.push(PrintedEntry {
                    indices,
                    value,
                    line: k as u32 + 1,
                });
            }
            LineRead::Unreadable => {
                printed.unreadable += 1;
                printed
                    .first_unreadable
                    .get_or_insert_with(|| crate::notation::quote(line.trim()));
            }
            LineRead::Other => match row(line) {
                Some(values)
                    if block
                        .last()
                        .is_none_or(|(_, last): &NumberRow| last.len() == values.len()) =>
                {
                    block.push((k as u32 + 1, values));
                }
                found => {
                    if block.len() > best.len() {
                        best = std::mem::take(&mut block);
                    }
                    block = found
                        .map(|values| vec![(k as u32 + 1, values)])
                        .unwrap_or_default();
                }
            },
        }
    }
    if block.len() > best.len() {
        best = block;
    }
    merge(raw, &mut printed);
    if printed.entries.is_empty() && best.len() >= 2 {
        printed.style = Style::Dump;
        let cells: usize = best.iter().map(|(_, values)| values.len()).sum();
        printed.entries.reserve_exact(cells.min(MAX_ENTRIES));
        for (i, (line, values)) in best.into_iter().enumerate() {
            for (j, value) in values.into_iter().enumerate() {
                if printed.entries.len() >= MAX_ENTRIES {
                    printed.cut = true;
                    break;
                }
                let Some(indices) = Indices::new(&[i as i64, j as i64]) else {
                    break;
                };
                printed.entries.push(PrintedEntry {
                    indices,
                    value,
                    line,
                });
            }
        }
    }
    (!printed.entries.is_empty() || printed.unreadable > 0).then_some(printed)
}

/// Each entry of `raw` once, in the order first printed, with its last value; the entries
/// printed with two values counted, and the first such print (by line) kept.
fn merge(raw: Vec<PrintedEntry>, printed: &mut Printed) {
    let mut order: Vec<usize> = (0..raw.len()).collect();
    order.sort_by(|&a, &b| raw[a].indices.cmp(&raw[b].indices).then(a.cmp(&b)));
    // For each entry printed first at `raw[k]`, the value it ends with.
    let mut last: Vec<Option<i64>> = vec![None; raw.len()];
    let mut first_conflict: Option<(u32, Conflict)> = None;
    for group in order.chunk_by(|&a, &b| raw[a].indices == raw[b].indices) {
        let mut value = raw[group[0]].value;
        for &k in &group[1..] {
            if raw[k].value != value {
                printed.conflicts += 1;
                if first_conflict
                    .as_ref()
                    .is_none_or(|(line, _)| raw[k].line < *line)
                {
                    let conflict = Conflict {
                        indices: raw[k].indices.get(),
                        first: value,
                        then: raw[k].value,
                    };
                    first_conflict = Some((raw[k].line, conflict));
                }
                value = raw[k].value;
            }
        }
        last[group[0]] = Some(value);
    }
    printed.first_conflict = first_conflict.map(|(_, conflict)| conflict);
    printed.entries = raw
        .into_iter()
        .zip(last)
        .filter_map(|(entry, last)| last.map(|value| PrintedEntry { value, ..entry }))
        .collect();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(printed: &Printed) -> Vec<(Vec<i64>, i64)> {
        printed
            .entries
            .iter()
            .map(|entry| (entry.indices.get(), entry.value))
            .collect()
    }

    #[test]
    fn the_three_indexed_forms_are_read_with_any_spacing() {
        for (text, style) in [
            ("dp[1][2] = 5\ndp [0] [ 3 ]=-4\n", Style::Brackets),
            ("dp[1, 2] = 5\ndp[0,3]=-4\n", Style::Commas),
            ("dp(1, 2) = 5\ndp( 0 ,3 ) = -4\n", Style::Call),
        ] {
            let printed = read(text.as_bytes()).unwrap();
            assert_eq!(printed.style, style, "{text}");
            assert_eq!(printed.name, "dp");
            assert_eq!(
                entries(&printed),
                [(vec![1, 2], 5), (vec![0, 3], -4)],
                "{text}"
            );
            assert_eq!(printed.name_of(&[0, 3]).replace(' ', ""), {
                let first = text.lines().nth(1).unwrap().replace(' ', "");
                first.split('=').next().unwrap().to_string()
            });
        }
    }

    #[test]
    fn words_are_values_and_other_lines_are_skipped() {
        let text = "reading input\nwin[0][0] = true\nn = 3\nwin[0][1] = Lose\nwin[1][1]=WIN\n\
                    done in 3 ms\n";
        let printed = read(text.as_bytes()).unwrap();
        assert_eq!(
            entries(&printed),
            [(vec![0, 0], 1), (vec![0, 1], 0), (vec![1, 1], 1)]
        );
        assert_eq!(printed.unreadable, 0);
        assert_eq!(printed.entries[1].line, 4);
    }

    #[test]
    fn an_entry_printed_twice_counts_once_and_a_second_value_is_a_conflict() {
        let text = "f(1, 1) = 2\nf(1, 1) = 2\nf(0, 1) = 3\nf(1, 1) = 4\n";
        let printed = read(text.as_bytes()).unwrap();
        assert_eq!(entries(&printed), [(vec![1, 1], 4), (vec![0, 1], 3)]);
        assert_eq!(printed.conflicts, 1);
        assert_eq!(
            printed.first_conflict,
            Some(Conflict {
                indices: vec![1, 1],
                first: 2,
                then: 4
            })
        );
    }

    #[test]
    fn a_malformed_entry_is_counted_and_quoted_never_fatal() {
        let text = "dp[1][x] = 3\ndp[0][0] = 1\ndp[2] = three\n";
        let printed = read(text.as_bytes()).unwrap();
        assert_eq!(entries(&printed), [(vec![0, 0], 1)]);
        assert_eq!(printed.unreadable, 2);
        assert_eq!(printed.first_unreadable.as_deref(), Some("dp[1][x] = 3"));
    }

    #[test]
    fn every_64_bit_value_is_read_and_one_past_them_is_not() {
        let text = "dp[0][0] = -1000000000000000000\ndp[0][1] = 9223372036854775807\n\
                    dp[0][2] = -9223372036854775808\ndp[0][3] = 9223372036854775808\n";
        let printed = read(text.as_bytes()).unwrap();
        assert_eq!(
            entries(&printed),
            [
                (vec![0, 0], -1_000_000_000_000_000_000),
                (vec![0, 1], i64::MAX),
                (vec![0, 2], i64::MIN)
            ]
        );
        assert_eq!(printed.unreadable, 1);
    }

    #[test]
    fn a_dump_is_its_longest_block_of_rows() {
        let text = "1 2\nn=2\n0 1 2\n3 4 5\n6 7 8\nthe end 3\n";
        let printed = read(text.as_bytes()).unwrap();
        assert_eq!(printed.style, Style::Dump);
        assert_eq!(printed.entries.len(), 9);
        assert_eq!(entries(&printed)[5], (vec![1, 2], 5));
        assert_eq!(printed.name_of(&[1, 2]), "row 1, column 2");
        assert_eq!(read(b"just words\n42\n"), None);
    }
}
