//! ABC206 F — Interval Game 2: the players alternately choose a half-open interval that
//! shares no point with one chosen before; whoever cannot choose loses. One game per test
//! case. A position is the list of intervals chosen so far, in the order they were chosen.

use crate::draw;
use crate::format::interval_test_cases_input;
use crate::layout::{Cell, Layout, Table};
use crate::problem::{Problem, Rules, Site, Solve, Stated};
use crate::worth::{Kind, Worth};
use itertools::Itertools;
use serde::Serialize;
use std::collections::BTreeSet;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main`, which prints, is not used
// here). Its header, which is this module's documentation, links to its own private items.
#[allow(
    dead_code,
    clippy::print_stderr,
    clippy::print_stdout,
    rustdoc::private_intra_doc_links
)]
#[path = "../../../../src/bin/abc206f.rs"]
pub mod submission;

pub mod generate;
#[cfg(feature = "dev")]
pub mod oracle;
pub(crate) mod show;
mod table;

pub struct Abc206f;

/// `(L, R)`: the interval `[L, R)`.
pub type Interval = (usize, usize);

/// The intervals chosen so far, in order: Alice's at even indices, Bob's at odd ones.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub(crate) struct Chosen(pub(crate) Vec<Interval>);

/// Half-open intervals share no point when one ends where or before the other starts.
fn disjoint((l1, r1): Interval, (l2, r2): Interval) -> bool {
    r1 <= l2 || r2 <= l1
}

/// The end of the line: the largest R.
pub(crate) fn end(intervals: &[Interval]) -> usize {
    intervals.iter().map(|&(_, r)| r).max().unwrap_or(1)
}

/// `grundy[l][r]`: the Grundy number of the free segment `[l, r)`, for every segment of the
/// line, by the recurrence the submission fills (it skips the segments play cannot produce).
pub(crate) fn grundy_table(intervals: &[Interval]) -> Vec<Vec<u8>> {
    let end = end(intervals);
    let mut grundy = vec![vec![0u8; end + 1]; end + 1];
    for width in 1..end {
        for l in 1..=end - width {
            let r = l + width;
            let mut options = 0u128;
            for &(lo, hi) in intervals {
                if l <= lo && hi <= r {
                    options |= 1 << (grundy[l][lo] ^ grundy[hi][r]);
                }
            }
            grundy[l][r] = (!options).trailing_zeros() as u8;
        }
    }
    grundy
}

/// How `grundy[l][r]` comes from its options, evaluated: `grundy[1][4] = mex{0, 1} = 2`.
fn mex_note(intervals: &[Interval], grundy: &[Vec<u8>], l: usize, r: usize) -> String {
    let options: BTreeSet<u8> = intervals
        .iter()
        .filter(|&&(lo, hi)| l <= lo && hi <= r)
        .map(|&(lo, hi)| grundy[l][lo] ^ grundy[hi][r])
        .collect();
    if options.is_empty() {
        return format!("grundy[{l}][{r}] = 0: no interval fits in [{l}, {r})");
    }
    format!(
        "grundy[{l}][{r}] = mex{{{}}} = {}: the xors of grundy[{l}][L] and grundy[R][{r}] over \
         the intervals [L, R) inside",
        options.iter().join(", "),
        grundy[l][r]
    )
}

/// The free segments left by `chosen` on the line `[1, end)`.
fn free_segments(chosen: &[Interval], end: usize) -> Vec<Interval> {
    // In one buffer, as the search that counts the moves left asks for millions of these:
    // the chosen intervals sorted, each then replaced by the segment before it.
    let mut segments = Vec::with_capacity(chosen.len() + 1);
    segments.extend_from_slice(chosen);
    segments.sort_unstable();
    let mut start = 1;
    for segment in &mut segments {
        let (l, r) = *segment;
        *segment = (start, l);
        start = r;
    }
    segments.push((start, end));
    segments
}

/// The Grundy table of one test case, and which segments still hold an interval.
pub(crate) struct Segments<'g> {
    intervals: &'g [Interval],
    end: usize,
    pub(crate) grundy: Vec<Vec<u8>>,
    /// `fits[l][r]`: some interval lies inside `[l, r)`.
    fits: Vec<Vec<bool>>,
}

impl<'g> Segments<'g> {
    fn new(intervals: &'g [Interval]) -> Self {
        let end = end(intervals);
        let mut distinct = intervals.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let mut fits = vec![vec![false; end + 1]; end + 1];
        for (l, row) in fits.iter_mut().enumerate() {
            for (r, fits) in row.iter_mut().enumerate() {
                *fits = distinct.iter().any(|&(lo, hi)| l <= lo && hi <= r);
            }
        }
        Segments {
            intervals,
            end,
            grundy: grundy_table(intervals),
            fits,
        }
    }

    /// The free segments that still hold an interval, sorted: all that decides the rest.
    fn free(&self, chosen: &Chosen) -> Vec<Interval> {
        free_segments(&chosen.0, self.end)
            .into_iter()
            .filter(|&(l, r)| self.fits[l][r])
            .collect()
    }

    fn xor(&self, free: &[Interval]) -> u8 {
        free.iter().fold(0, |x, &(l, r)| x ^ self.grundy[l][r])
    }
}

impl Rules for Abc206f {
    const KIND: Kind = Kind::WinLose;
    const PLAYERS: [&'static str; 2] = ["Alice", "Bob"];

    type Game = Vec<Interval>;
    type Position = Chosen;
    type Move = Interval;

    fn mover(chosen: &Chosen) -> usize {
        chosen.0.len() % 2
    }

    fn moves(intervals: &Vec<Interval>, chosen: &Chosen) -> Vec<Interval> {
        let mut moves: Vec<Interval> = intervals
            .iter()
            .copied()
            .filter(|&interval| chosen.0.iter().all(|&c| disjoint(c, interval)))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        moves
    }

    fn apply(_: &Vec<Interval>, chosen: &Chosen, interval: &Interval) -> (Chosen, [i64; 2]) {
        // Sized once: the search that counts the moves left makes millions of these.
        let mut after = Vec::with_capacity(chosen.0.len() + 1);
        after.extend_from_slice(&chosen.0);
        after.push(*interval);
        (Chosen(after), [0, 0])
    }
}

impl Problem for Abc206f {
    const NAME: &'static str = submission::NAME;

    type Input = Vec<Vec<Interval>>;

    fn answer(input: &Self::Input) -> String {
        input
            .iter()
            .map(|intervals| submission::solve(intervals))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Stated for Abc206f {
    const SITE: Site = Site::Atcoder;

    fn parse(text: &str) -> Result<Self::Input, String> {
        submission::parse(text)
    }

    fn format(input: &Self::Input) -> String {
        interval_test_cases_input(input)
    }
}

impl Solve for Abc206f {
    const TIE_BREAK: &'static str = "the winner chooses an interval that leaves a Grundy \
        xor of 0 and wins as fast as possible, the loser holds out as long as possible (where \
        the moves are counted); then the first interval by (L, R)";

    type Values<'g> = Segments<'g>;

    fn values(intervals: &Vec<Interval>) -> Segments<'_> {
        Segments::new(intervals)
    }

    fn worth(segments: &mut Segments, chosen: &Chosen) -> Worth {
        // A segment that holds no interval has the Grundy number 0: all free segments count.
        if segments.xor(&free_segments(&chosen.0, segments.end)) != 0 {
            Worth::Win(None)
        } else {
            Worth::Lose(None)
        }
    }

    /// The free segments that still hold an interval decide the rest of the game: it plays
    /// as the position where everything else is chosen, one interval for each gap between
    /// them, in the order of the line.
    fn canonical(segments: &Segments, chosen: &Chosen) -> Chosen {
        let mut gaps = Vec::with_capacity(chosen.0.len() + 1);
        let mut gap = 1;
        for (l, r) in free_segments(&chosen.0, segments.end) {
            if segments.fits[l][r] {
                if gap < l {
                    gaps.push((gap, l));
                }
                gap = r;
            }
        }
        if gap < segments.end {
            gaps.push((gap, segments.end));
        }
        Chosen(gaps)
    }

    fn recurrence(segments: &mut Segments, chosen: &Chosen) -> String {
        let free = segments.free(chosen);
        if free.is_empty() {
            return "no free segment holds an interval: the player to move loses".to_string();
        }
        let names: Vec<String> = free
            .iter()
            .map(|&(l, r)| format!("grundy[{l}][{r}]"))
            .collect();
        let values: Vec<String> = free
            .iter()
            .map(|&(l, r)| segments.grundy[l][r].to_string())
            .collect();
        let xor = segments.xor(&free);
        let verdict = if xor == 0 {
            "every move leaves a non-zero xor, so the player to move loses"
        } else {
            "not 0, and some move leaves 0, so the player to move wins"
        };
        if free.len() == 1 {
            format!("{} = {xor}: {verdict}", names[0])
        } else {
            format!(
                "{} = {} = {xor}: {verdict}",
                names.join(" xor "),
                values.join(" xor ")
            )
        }
    }

    fn grundy(segments: &mut Segments, chosen: &Chosen) -> Option<u32> {
        let free = segments.free(chosen);
        Some(u32::from(segments.xor(&free)))
    }

    fn tables(
        intervals: &Vec<Interval>,
        segments: &mut Segments,
        line: &[Interval],
    ) -> Vec<Layout<Chosen>> {
        let end = segments.end;
        if !Table::fits(end - 1, end - 1) {
            return Vec::new();
        }
        let grundy = &segments.grundy;
        // Every free segment the line passes through.
        let mut chosen = Chosen::default();
        let mut path = Vec::new();
        for interval in std::iter::once(None).chain(line.iter().copied().map(Some)) {
            if let Some(interval) = interval {
                chosen.0.push(interval);
            }
            for (l, r) in free_segments(&chosen.0, end) {
                if l < r && !path.contains(&(l - 1, r - 2)) {
                    path.push((l - 1, r - 2));
                }
            }
        }
        let start = grundy[1][end];
        let answer = format!(
            "The answer: grundy[1][{end}] = {start} {}, so {} wins.",
            if start == 0 { "= 0" } else { "!= 0" },
            if start == 0 { "Bob" } else { "Alice" }
        );
        Layout::new(
            "grundy[l][r], the Grundy number of the free segment [l, r) (rows l, columns r); \
             the game is impartial, so the table has no turn; in brackets, the free segments \
             the line passes through"
                .to_string(),
            draw::labels(1, end - 1),
            draw::labels(2, end - 1),
            path,
            answer,
            |i, j| {
                let (l, r) = (i + 1, j + 2);
                if l < r {
                    Cell::Written(grundy[l][r].to_string(), mex_note(intervals, grundy, l, r))
                } else {
                    Cell::Empty
                }
            },
        )
        .into_iter()
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Show;

    #[test]
    fn the_line_the_table_and_the_words_follow_the_intervals() {
        let intervals = vec![(1, 3), (2, 4), (3, 4)];
        assert_eq!(grundy_table(&intervals)[1][4], 2);
        assert_eq!(crate::dev::optimal_line::<Abc206f>(&intervals), [(2, 4)]);
        assert!(crate::dev::table_text::<Abc206f>(&intervals).contains("grundy[l][r]"));
        // Drawn up to 20 ends on a side (the segments of 1 to 21); past them not even filled.
        assert_eq!(crate::dev::tables::<Abc206f>(&vec![(1, 21)]).len(), 1);
        assert!(crate::dev::tables::<Abc206f>(&vec![(1, 22)]).is_empty());
        assert_eq!(
            Abc206f::show_move(&intervals, &Chosen::default(), &(1, 3)),
            "chooses [1, 3)"
        );
        assert_eq!(
            crate::dev::show_position::<Abc206f>(&intervals, &Chosen(vec![(1, 3)])).unwrap(),
            "123\nAA.\nstill available: [3, 4)\nfree segments and their Grundy numbers: [3, 4) 1"
        );
        let mut segments = Abc206f::values(&intervals);
        assert_eq!(
            Abc206f::recurrence(&mut segments, &Chosen::default()),
            "grundy[1][4] = 2: not 0, and some move leaves 0, so the player to move wins"
        );
        assert_eq!(
            Abc206f::recurrence(&mut segments, &Chosen(vec![(2, 4)])),
            "no free segment holds an interval: the player to move loses"
        );
        // The table gives wins and losses; the analysis counts the moves left.
        assert_eq!(
            Abc206f::worth(&mut segments, &Chosen::default()),
            Worth::Win(None)
        );
        let mut analyst = crate::analysis::Analyst::<Abc206f>::new(&intervals);
        assert_eq!(analyst.worth(&Chosen::default()), Worth::Win(Some(1)));
        assert_eq!(analyst.worth(&Chosen(vec![(1, 3)])), Worth::Win(Some(1)));
        assert_eq!(
            Abc206f::grundy(&mut segments, &Chosen(vec![(1, 3)])),
            Some(1)
        );
        let three = vec![(1, 2), (2, 3), (3, 4)];
        assert_eq!(
            Abc206f::recurrence(&mut Abc206f::values(&three), &Chosen(vec![(2, 3)])),
            "grundy[1][2] xor grundy[3][4] = 1 xor 1 = 0: every move leaves a non-zero xor, so \
             the player to move loses"
        );
        assert!(
            crate::dev::table_text::<Abc206f>(&intervals)
                .ends_with("grundy[1][4] = 2 != 0, so Alice wins.\n")
        );
        assert_eq!(free_segments(&[(2, 3)], 4), [(1, 2), (3, 4)]);
        assert!(disjoint((1, 2), (2, 3)) && !disjoint((1, 3), (2, 4)));
        assert_eq!(end(&[]), 1);
    }

    /// Positions that leave the same free segments are one future: the same canonical
    /// position, which has the same moves and worth, whatever the order of the choices.
    #[test]
    fn positions_with_the_same_free_segments_share_one_canonical_position() {
        let intervals = vec![(1, 2), (2, 4), (4, 5), (5, 9), (6, 7)];
        let segments = Abc206f::values(&intervals);
        let canonical = |chosen: Vec<Interval>| Abc206f::canonical(&segments, &Chosen(chosen));
        // [2, 4) then [4, 5), or the other way round: the free segments are [1, 2) and
        // [5, 9), and the gaps between them are chosen.
        let one = canonical(vec![(2, 4), (4, 5)]);
        assert_eq!(one, canonical(vec![(4, 5), (2, 4)]));
        assert_eq!(one, Chosen(vec![(2, 5)]));
        // A free segment that holds no interval is part of a gap: [4, 5) and [6, 7) leave
        // [5, 6) and [7, 9) free, where nothing fits.
        assert_eq!(canonical(vec![(4, 5), (6, 7)]), Chosen(vec![(4, 9)]));
        assert_eq!(canonical(vec![]), Chosen(vec![]));
        let original = Chosen(vec![(4, 5), (2, 4)]);
        assert_eq!(
            Abc206f::moves(&intervals, &original),
            Abc206f::moves(&intervals, &one)
        );
        let mut values = Abc206f::values(&intervals);
        assert_eq!(
            Abc206f::worth(&mut values, &original),
            Abc206f::worth(&mut values, &one)
        );
    }

    #[test]
    fn the_tables_path_lists_each_free_segment_of_the_line_once() {
        let apart = vec![(1, 2), (3, 4), (5, 6), (7, 8)];
        assert_eq!(crate::dev::optimal_line::<Abc206f>(&apart), apart);
        // Cells are (l - 1, r - 2): [1, 8), [2, 8), then [2, 3) and [4, 8), then [4, 5) and
        // [6, 8), then [6, 7). The segments left of each move stay free, and are listed once.
        assert_eq!(
            crate::dev::tables::<Abc206f>(&apart)[0].path,
            [(0, 6), (1, 6), (1, 1), (3, 6), (3, 3), (5, 6), (5, 5)]
        );
    }

    #[test]
    fn each_grundy_cell_notes_the_options_it_is_the_mex_of() {
        let three = vec![(1, 2), (2, 3), (3, 4)];
        let grundy = grundy_table(&three);
        let note = |l: usize, r: usize, set: &str, value: u8| {
            format!(
                "grundy[{l}][{r}] = mex{{{set}}} = {value}: the xors of grundy[{l}][L] and \
                 grundy[R][{r}] over the intervals [L, R) inside"
            )
        };
        // [2, 3) in the middle leaves [1, 2) and [3, 4), each worth 1: 1 xor 1 = 0.
        assert_eq!(mex_note(&three, &grundy, 1, 4), note(1, 4, "0", 1));
        // [1, 2) lies outside [2, 4), and would add 0 if it were counted.
        assert_eq!(mex_note(&three, &grundy, 2, 4), note(2, 4, "1", 0));
        let one = vec![(1, 3)];
        assert_eq!(
            mex_note(&one, &grundy_table(&one), 1, 2),
            "grundy[1][2] = 0: no interval fits in [1, 2)"
        );
    }
}
