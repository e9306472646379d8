//! Where a learner's recurrence breaks: the table their solution prints to standard error
//! ([`read`]), compared with the true value of every entry; `coach table` and the page's
//! marks ([`command`]).
//!
//! A problem's table knowledge is a file of its own here (`abc201d.rs`, ...), its
//! [`Recurrence`]: how learners index and orient its table and what they store in it (from 0
//! or from 1, counting what is taken or what remains, a lead or a total or a win), which
//! entries each entry reads, and in which order a recurrence fills them. It is optional:
//! [`with_table`] runs work on the problems that have one. [`find`] then picks the meaning
//! under which most printed entries are right (never a guess: at least half of them must
//! be, or the finding is [`Diagnosis::Unknown`]), and names the first wrong entry whose every
//! read entry is right, with the recurrence at that entry: each entry it reads, the
//! learner's value, the right value and the move it stands for.

mod abc201d;
mod abc206f;
mod aoj2741;
mod arc038b;
pub(crate) mod command;
pub(crate) mod read;
mod tdpcb;

use crate::layout::{MARKED, Marks};
use crate::problem::{Coached, Games, Indexing, Meaning, Recurrence, Truth};
use crate::problems::{Abc201d, Abc206f, Aoj2741, Arc038b, Name, Tdpcb};
use crate::solution::{Run, Verdict};
use itertools::Itertools;
use read::Printed;
use serde::Serialize;
use std::collections::HashMap;
use std::rc::Rc;

/// Work over a problem whose table coach knows.
pub(crate) trait TableTask {
    type Output;
    fn run<P: Coached + Recurrence>(self) -> Self::Output;
}

/// Runs `task` for the problem `name` selects where coach knows its table (a
/// [`Recurrence`] in a file of this folder); `None` where it does not. A new problem's
/// table is optional: its line here says which.
pub(crate) fn with_table<T: TableTask>(name: Name, task: T) -> Option<T::Output> {
    Some(match name {
        Name::Abc201d => task.run::<Abc201d>(),
        Name::Tdpcb => task.run::<Tdpcb>(),
        Name::Abc206f => task.run::<Abc206f>(),
        Name::Arc038b => task.run::<Arc038b>(),
        Name::Aoj2741 => task.run::<Aoj2741>(),
    })
}

/// Whether coach knows how learners print `name`'s table.
pub(crate) fn knows(name: Name) -> bool {
    struct Knows;
    impl TableTask for Knows {
        type Output = ();
        fn run<P: Coached + Recurrence>(self) {}
    }
    with_table(name, Knows).is_some()
}

/// A finding on a printed table, with its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Examined {
    pub(crate) finding: Finding,
    /// The finding as a report words it ([`text`]).
    pub(crate) words: String,
}

/// The finding on the table that `run` printed about the first game of `input` (the judge's
/// input as text, which `name`'s parser reads), where it printed one and coach knows the
/// problem's table.
pub(crate) fn examine(name: Name, input: &str, run: &Run) -> Option<Examined> {
    struct FindIn<'a> {
        input: &'a str,
        run: &'a Run,
    }
    impl TableTask for FindIn<'_> {
        type Output = Option<Examined>;

        fn run<P: Coached + Recurrence>(self) -> Option<Examined> {
            let input = P::parse(self.input).ok()?;
            let finding = finding::<P>(input.games()[0], self.run)?;
            let words = text::<P>(&finding);
            Some(Examined { finding, words })
        }
    }
    with_table(name, FindIn { input, run }).flatten()
}

/// The finding on the table that a run printed about `game`, where it printed one.
pub(crate) fn finding<P: Recurrence>(game: &P::Game, run: &Run) -> Option<Finding> {
    let table = read::read(&run.finished.stderr)?;
    Some(find::<P>(game, table, run.verdict == Verdict::Ac))
}

/// The guide's section on printing a table, which a report points to.
pub(crate) const GUIDE: &str = "docs/coach.md#your-own-table";

/// What the finding comes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Diagnosis {
    /// A wrong entry computed from right ones: the transition is wrong.
    Recurrence,
    /// A wrong entry that reads no other.
    BaseCase,
    /// Every entry right, the answer wrong: the step from the table to the answer.
    AnswerStep,
    AllRight,
    /// No meaning explains half of the entries.
    Unknown,
}

/// An entry the first wrong one reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Read {
    pub(crate) entry: String,
    /// `None` where the solution did not print it.
    pub(crate) yours: Option<i64>,
    pub(crate) right: i64,
    #[serde(rename = "move")]
    pub(crate) move_words: String,
}

/// The first wrong entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct FirstWrong {
    pub(crate) entry: String,
    pub(crate) yours: i64,
    pub(crate) right: i64,
    pub(crate) base_case: bool,
    pub(crate) reads: Vec<Read>,
}

/// The finding, as `--json` writes it (`table`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Finding {
    /// The meaning found, in words; empty when none is.
    pub(crate) meaning: String,
    pub(crate) entries: usize,
    pub(crate) right: usize,
    pub(crate) first_wrong: Option<FirstWrong>,
    pub(crate) verdict: Diagnosis,
    /// The meanings coach knows, where none explains the table.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) known: Vec<KnownIndexing>,
    #[serde(skip)]
    pub(crate) printed: Printed,
    /// Where the drawn tables show the wrong entries, for the page.
    #[serde(skip)]
    pub(crate) marks: Marks,
}

/// The meanings coach knows of one way of indexing: the values it may hold, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct KnownIndexing {
    pub(crate) indexing: String,
    pub(crate) values: Vec<String>,
}

impl KnownIndexing {
    /// `meanings`, one way of indexing each, in their order.
    fn all<E>(meanings: &[Meaning<E>]) -> Vec<KnownIndexing> {
        meanings
            .iter()
            .chunk_by(|meaning| Rc::as_ptr(&meaning.indexing))
            .into_iter()
            .map(|(_, same)| {
                let same: Vec<&Meaning<E>> = same.collect();
                KnownIndexing {
                    indexing: same[0].indexing.words.clone(),
                    values: same
                        .iter()
                        .map(|meaning| meaning.value.words().into())
                        .collect(),
                }
            })
            .collect()
    }
}

/// The finding on the table `printed` for `game`, whose answer the solution got right or
/// wrong (`answer_right`).
pub(crate) fn find<P: Recurrence>(game: &P::Game, printed: Printed, answer_right: bool) -> Finding {
    let mut values = P::values(game);
    // Each truth is read off the solution's values when asked: a table of millions of
    // entries keeps no second copy of them.
    let mut truth = |entry: &P::Entry| -> Truth { P::truth(game, &mut values, entry) };
    let meanings = P::meanings(game);
    // The right value of every printed entry under `meaning`, `None` for an entry it does
    // not name.
    let expected = |meaning: &Meaning<P::Entry>,
                    truth: &mut dyn FnMut(&P::Entry) -> Truth,
                    printed: &read::PrintedEntry| {
        printed
            .indices
            .with(|indices| (meaning.indexing.entry)(indices))
            .and_then(|entry| meaning.value.of(&truth(&entry)))
    };
    // The count of right entries under each meaning; the first of the best wins a tie.
    let scores: Vec<usize> = meanings
        .iter()
        .map(|meaning| {
            printed
                .entries
                .iter()
                .filter(|entry| expected(meaning, &mut truth, entry) == Some(entry.value))
                .count()
        })
        .collect();
    let best = (0..meanings.len()).rev().max_by_key(|&k| scores[k]);
    let entries = printed.entries.len();
    // Where every meaning that names each printed entry gives them the same right values
    // (a table of one cell, say), which one is meant changes nothing: the first is taken,
    // however few entries are right.
    let names_all = |k: usize, truth: &mut dyn FnMut(&P::Entry) -> Truth| {
        printed
            .entries
            .iter()
            .all(|entry| expected(&meanings[k], truth, entry).is_some())
    };
    // Asked only where no meaning explains half of the entries.
    let mut alike = || {
        let readers: Vec<usize> = (0..meanings.len())
            .filter(|&k| names_all(k, &mut truth))
            .collect();
        readers.first().copied().filter(|&first| {
            readers.iter().all(|&k| {
                printed.entries.iter().all(|entry| {
                    expected(&meanings[k], &mut truth, entry)
                        == expected(&meanings[first], &mut truth, entry)
                })
            })
        })
    };
    let explained = best.filter(|&k| scores[k] * 2 >= entries && scores[k] > 0);
    let Some(best) = explained.or_else(&mut alike) else {
        return Finding {
            meaning: String::new(),
            entries,
            right: best.map_or(0, |k| scores[k]),
            first_wrong: None,
            verdict: Diagnosis::Unknown,
            known: KnownIndexing::all(&meanings),
            printed,
            marks: Marks::default(),
        };
    };
    let meaning = &meanings[best];
    // The first wrong entry in the order the recurrence fills them, kept as the entries go
    // by: nothing is held for each of them.
    struct Wrong<E> {
        /// Its place in the order of filling, then in the order printed.
        order: (i64, usize),
        at: E,
        yours: i64,
        right: i64,
    }
    let mut first: Option<Wrong<P::Entry>> = None;
    let mut marks = Marks::default();
    for (k, entry) in printed.entries.iter().enumerate() {
        let Some(at) = entry
            .indices
            .with(|indices| (meaning.indexing.entry)(indices))
        else {
            continue;
        };
        let right = meaning.value.of(&truth(&at));
        if let Some(right) = right.filter(|&right| right != entry.value) {
            if marks.wrong.len() < MARKED
                && let Some((table, row, column)) = P::cell(game, &at)
            {
                marks.wrong.push((table, row, column, entry.value));
            }
            let order = (P::fill_order(game, &at), k);
            if first.as_ref().is_none_or(|least| order < least.order) {
                first = Some(Wrong {
                    order,
                    at,
                    yours: entry.value,
                    right,
                });
            }
        }
    }
    marks.first = first.as_ref().and_then(|first| P::cell(game, &first.at));
    let first_wrong = first.map(
        |Wrong {
             at, yours, right, ..
         }| {
            let name = |entry: &P::Entry| printed.name_of(&(meaning.indexing.indices)(entry));
            let read = P::reads(game, &at);
            // The learner's value of each entry read, found in one more pass.
            let mut read_values: HashMap<P::Entry, i64> = HashMap::new();
            for entry in &printed.entries {
                if let Some(at) = entry
                    .indices
                    .with(|indices| (meaning.indexing.entry)(indices))
                    && read.iter().any(|(_, read)| *read == at)
                {
                    read_values.insert(at, entry.value);
                }
            }
            let reads: Vec<Read> = read
                .into_iter()
                .map(|(move_words, read)| Read {
                    entry: name(&read),
                    yours: read_values.get(&read).copied(),
                    right: meaning.value.of(&truth(&read)).unwrap_or_default(),
                    move_words,
                })
                .collect();
            FirstWrong {
                entry: name(&at),
                yours,
                right,
                base_case: reads.is_empty(),
                reads,
            }
        },
    );
    let verdict = match &first_wrong {
        Some(first) if first.base_case => Diagnosis::BaseCase,
        Some(_) => Diagnosis::Recurrence,
        None if answer_right => Diagnosis::AllRight,
        None => Diagnosis::AnswerStep,
    };
    Finding {
        meaning: meaning.words(),
        entries,
        right: scores[best],
        first_wrong,
        verdict,
        known: Vec::new(),
        printed,
        marks,
    }
}

/// The finding in words, for a report.
pub(crate) fn text<P: Recurrence>(finding: &Finding) -> String {
    let mut out = String::new();
    let printed = &finding.printed;
    out.push_str(&format!("Your table: {} read", entries(finding.entries)));
    if printed.cut {
        out.push_str(&format!(
            " (the first {}; the rest not read)",
            read::MAX_ENTRIES
        ));
    }
    if printed.unreadable > 0 {
        out.push_str(&format!(
            "; {} could not be read (an entry is `NAME[i][j] = v`, v an integer of 64 bits, \
             true, false, win or lose), the first: `{}`",
            crate::notation::count(printed.unreadable, "line"),
            crate::notation::quote(printed.first_unreadable.as_deref().unwrap_or(""))
        ));
    }
    out.push_str(".\n");
    if let Some(conflict) = &printed.first_conflict {
        out.push_str(&format!(
            "{} was printed as {} and then as {} ({} printed with two values; the last is \
             taken).\n",
            printed.name_of(&conflict.indices),
            conflict.first,
            conflict.then,
            entries(printed.conflicts)
        ));
    }
    if finding.verdict == Diagnosis::Unknown {
        out.push_str(&format!(
            "No meaning coach knows explains half of them (at best {} of {}), so it says \
             nothing of them. The meanings it knows for {}:\n",
            finding.right,
            finding.entries,
            P::NAME
        ));
        for known in &finding.known {
            out.push_str(&format!(
                "  - {}; {}\n",
                known.indexing,
                known.values.join(", or ")
            ));
        }
        return out;
    }
    out.push_str(&format!(
        "Read as {}: {} of {} right.\n",
        finding.meaning, finding.right, finding.entries
    ));
    match (&finding.first_wrong, finding.verdict) {
        (Some(first), verdict) => {
            out.push_str(&format!(
                "The first wrong entry whose every read entry is right: {} = {} (yours), {} \
                 (right).\n",
                first.entry, first.yours, first.right
            ));
            if verdict == Diagnosis::BaseCase {
                out.push_str("It reads no other entry: the base case is wrong.\n");
            } else {
                out.push_str("Its recurrence reads:\n");
                for read in &first.reads {
                    let yours = read
                        .yours
                        .map_or("not printed".to_string(), |v| format!("yours {v}"));
                    out.push_str(&format!(
                        "  {} ({}): {yours}, right {}\n",
                        read.entry, read.move_words, read.right
                    ));
                }
                if first.reads.iter().any(|read| read.yours.is_none()) {
                    out.push_str(
                        "(An entry it reads was not printed: print it too, to see whether the \
                         transition or that entry is wrong.)\n",
                    );
                } else {
                    out.push_str("Every entry it reads is right: the transition is wrong.\n");
                }
            }
        }
        (None, Diagnosis::AnswerStep) => out.push_str(&format!(
            "Every entry is right, and the answer is wrong: the step from the table to the \
             answer is. The crate's step: {}.\n",
            P::ANSWER_STEP
        )),
        (None, _) => {
            out.push_str("Every entry is right, and so is the answer: nothing is wrong.\n")
        }
    }
    out
}

/// `1 entry`, `3 entries`.
fn entries(n: usize) -> String {
    format!("{n} entr{}", if n == 1 { "y" } else { "ies" })
}

/// The line a report adds where the solution printed no table.
pub(crate) fn how_to_print() -> String {
    format!(
        "Print your table to standard error (`dp[i][j] = v`, one entry a line) and coach names \
         its first wrong entry: see {GUIDE}.\n"
    )
}

/// What each entry reads where the entries are positions: one entry a legal move, the
/// position it leads to, the move named as the problem names it.
pub(crate) fn moves_read<P: crate::problem::Show>(
    game: &P::Game,
    position: &P::Position,
) -> Vec<(String, P::Position)> {
    P::moves(game, position)
        .iter()
        .map(|mv| {
            (
                P::show_move(game, position, mv),
                P::apply(game, position, mv).0,
            )
        })
        .collect()
}

/// The ways to index a table of the cells `(i, j)` of `grid`, from 0, as `what` names them:
/// row then column or column then row, from 0 or from 1; the most common first. Only the
/// cells whose symbol is `judged` name an entry (arc038b's obstacles have none).
pub(crate) fn cell_indexings(
    grid: &crate::draw::Grid,
    what: &str,
    judged: fn(u8) -> bool,
) -> Vec<Indexing<(usize, usize)>> {
    let judged: Rc<Vec<Vec<bool>>> = Rc::new(
        grid.iter()
            .map(|row| row.iter().map(|&cell| judged(cell)).collect())
            .collect(),
    );
    let (rows, columns) = (grid.len(), grid[0].len());
    let mut indexings = Vec::new();
    for from in [0, 1] {
        for swapped in [false, true] {
            let order = if swapped {
                "column then row"
            } else {
                "row then column"
            };
            let judged = judged.clone();
            let cell = move |at: &[i64]| -> Option<(usize, usize)> {
                let [a, b] = at else { return None };
                let (i, j) = if swapped { (*b, *a) } else { (*a, *b) };
                let (i, j) = (
                    usize::try_from(i - from).ok()?,
                    usize::try_from(j - from).ok()?,
                );
                (i < rows && j < columns && judged[i][j]).then_some((i, j))
            };
            let indices = move |&(i, j): &(usize, usize)| {
                let (a, b) = if swapped { (j, i) } else { (i, j) };
                vec![a as i64 + from, b as i64 + from]
            };
            indexings.push(Indexing::new(
                format!("dp[_][_]: {what}, {order}, from {from}"),
                cell,
                indices,
            ));
        }
    }
    indexings
}

/// What each entry reads where only some positions are entries (aoj2741's memo holds the
/// positions with an empty stack): the first entries that the moves from `position` reach,
/// each with the moves that lead there (`place, place, pass`).
pub(crate) fn entries_reached<P: crate::problem::Show>(
    game: &P::Game,
    position: &P::Position,
    is_entry: impl Fn(&P::Position) -> bool,
) -> Vec<(String, P::Position)> {
    let mut reached = Vec::new();
    let mut todo = vec![(position.clone(), Vec::<String>::new())];
    while let Some((at, line)) = todo.pop() {
        for mv in P::moves(game, &at) {
            let (next, _) = P::apply(game, &at, &mv);
            let mut line = line.clone();
            line.push(P::name(&mv));
            if is_entry(&next) {
                reached.push((line.join(", "), next));
            } else {
                todo.push((next, line));
            }
        }
    }
    reached.reverse();
    reached
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Games, Size, Stored};
    use crate::rng::Rng;
    use std::collections::HashSet;
    use std::hash::Hash;

    /// Every entry an indexing names with up to three indices, each from 0 to 9, or four or
    /// five, each from 0 to 6 (the small inputs' tables fit in them: aoj2741's decks hold at
    /// most 4 cards), once.
    fn entries<E: Clone + Eq + Hash>(indexing: &Indexing<E>) -> Vec<E> {
        let mut seen = HashSet::new();
        let mut found = Vec::new();
        for length in 1..=5u32 {
            let base: i64 = if length <= 3 { 10 } else { 7 };
            for code in 0..base.pow(length) {
                let indices: Vec<i64> = (0..length).map(|k| code / base.pow(k) % base).collect();
                if let Some(entry) = (indexing.entry)(&indices)
                    && seen.insert(entry.clone())
                {
                    found.push(entry);
                }
            }
        }
        found
    }

    /// The table of `entries` as a learner prints it, one entry a line in `form` (`[]` for
    /// `dp[i][j]`, `,` for `dp[i, j]`, `()` for `dp(i, j)`), win/lose values as words when
    /// `words`; and the line of `wrong`, whose value is off.
    fn printed<E>(
        meaning: &Meaning<E>,
        entries: &[(E, i64)],
        wrong: usize,
        form: &str,
        words: bool,
    ) -> (String, String) {
        let mut text = String::from("debugging: start\n");
        let mut named = String::new();
        for (k, (entry, right)) in entries.iter().enumerate() {
            let indices: Vec<String> = (meaning.indexing.indices)(entry)
                .iter()
                .map(i64::to_string)
                .collect();
            let name = match form {
                "[]" => format!("dp[{}]", indices.join("][")),
                "," => format!("dp[{}]", indices.join(", ")),
                _ => format!("dp({})", indices.join(", ")),
            };
            let boolean = matches!(meaning.value, Stored::MoverWins | Stored::MoverLoses);
            let value = if k == wrong {
                if boolean { 1 - right } else { right + 1 }
            } else {
                *right
            };
            let shown = match (boolean && words, value) {
                (true, 1) => "true".to_string(),
                (true, _) => "false".to_string(),
                (false, value) => value.to_string(),
            };
            text.push_str(&format!("{name} = {shown}\n"));
            if k == wrong {
                named = name;
            }
        }
        (text, named)
    }

    /// For every problem, every meaning coach knows (each at least once) and every form of one
    /// entry a line: the right table of a small game, with the entry filled last made wrong, is
    /// read in that meaning (or in one that gives every entry the same values) with the wrong
    /// entry named and the verdict its reads call for (a base case where it reads none, else
    /// the recurrence); the table left right is blamed for nothing.
    struct Matrix;

    impl TableTask for Matrix {
        /// The tables checked in each meaning.
        type Output = Vec<usize>;

        fn run<P: Coached + Recurrence>(self) -> Vec<usize> {
            let mut checked = Vec::new();
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                let mut values = P::values(game);
                let meanings = P::meanings(game);
                checked.resize(meanings.len(), 0);
                for (m, meaning) in meanings.iter().enumerate() {
                    let mut right: Vec<(P::Entry, i64)> = entries(&meaning.indexing)
                        .into_iter()
                        .filter_map(|entry| {
                            let truth = P::truth(game, &mut values, &entry);
                            meaning.value.of(&truth).map(|value| (entry, value))
                        })
                        .collect();
                    // One wrong entry of a few is no evidence of a meaning.
                    if right.len() < 6 {
                        continue;
                    }
                    right.sort_by_key(|(entry, _)| P::fill_order(game, entry));
                    let wrong = right.len() - 1;
                    let base_case = P::reads(game, &right[wrong].0).is_empty();
                    for (form, words) in [("[]", false), (",", true), ("()", false)] {
                        let (text, named) = printed(meaning, &right, wrong, form, words);
                        let table = read::read(text.as_bytes()).expect("a table");
                        let found = find::<P>(game, table, false);
                        let context = format!("{} seed {seed} meaning {m} {form}\n{text}", P::NAME);
                        let first = found.first_wrong.as_ref().expect(&context);
                        assert_eq!(first.entry, named, "{context}");
                        assert_eq!(found.right, right.len() - 1, "{context}");
                        let verdict = if base_case {
                            Diagnosis::BaseCase
                        } else {
                            Diagnosis::Recurrence
                        };
                        assert_eq!(found.verdict, verdict, "{context}");
                        checked[m] += 1;
                    }
                    // All right: nothing blamed, or the answer step where the answer is wrong.
                    let (text, _) = printed(meaning, &right, usize::MAX, "[]", false);
                    let table = read::read(text.as_bytes()).expect("a table");
                    let found = find::<P>(game, table.clone(), true);
                    assert_eq!(found.verdict, Diagnosis::AllRight, "{}", P::NAME);
                    assert_eq!(found.right, right.len());
                    let found = find::<P>(game, table, false);
                    assert_eq!(found.verdict, Diagnosis::AnswerStep, "{}", P::NAME);
                }
            }
            checked
        }
    }

    /// For every problem and every meaning, on six small games: each entry is filled after
    /// every entry it reads, which the same indexing names too; and some entries read others.
    struct Order;

    impl TableTask for Order {
        /// The entries read, in all.
        type Output = usize;

        fn run<P: Coached + Recurrence>(self) -> usize {
            let mut read = 0;
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                for meaning in P::meanings(game) {
                    let named: HashSet<P::Entry> = entries(&meaning.indexing).into_iter().collect();
                    for entry in &named {
                        for (words, reads) in P::reads(game, entry) {
                            assert!(
                                P::fill_order(game, &reads) < P::fill_order(game, entry),
                                "{} seed {seed}: {entry:?} reads {reads:?} ({words}), filled \
                                 no sooner",
                                P::NAME
                            );
                            assert!(
                                named.contains(&reads),
                                "{} seed {seed}: {entry:?} reads {reads:?}, which {} does not \
                                 name",
                                P::NAME,
                                meaning.indexing.words
                            );
                            read += 1;
                        }
                    }
                }
            }
            read
        }
    }

    #[test]
    fn every_entry_is_filled_after_the_entries_it_reads() {
        for &name in Name::ALL {
            let read = with_table(name, Order).expect("every problem has a table");
            assert!(read > 0, "{name:?}: no entry reads another");
        }
    }

    #[test]
    fn every_meaning_and_form_of_every_problem_names_its_wrong_entry() {
        for &name in Name::ALL {
            let checked = with_table(name, Matrix).expect("every problem has a table");
            assert!(
                !checked.is_empty() && checked.iter().all(|&tables| tables > 0),
                "{name:?}: a meaning never checked, tables checked in each: {checked:?}"
            );
        }
    }
}
