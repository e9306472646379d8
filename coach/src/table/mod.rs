//! Where a learner's recurrence breaks: the table their solution prints to standard error
//! ([`read`]), compared with the true value of every entry; `coach table` and the page's
//! marks ([`command`]).
//!
//! A problem's table knowledge is a file of its own here (`abc201d.rs`, ...), its
//! [`Recurrence`]: the coordinates of its tables, stated once ([`Family`]), which entries
//! each entry reads, and in which order a recurrence fills them. It is optional:
//! [`with_table`] runs work on the problems that have one. How the learner indexes and what
//! they store is found by [`search`], from the evidence a bug cannot spread to (the order
//! printed, the base cases, the places where a bug starts); [`find`] then names the first
//! wrong entry in the order the program filled the table whose printed read entries are
//! right, with the recurrence at that entry: each entry it reads, the learner's value, the
//! right value and the move it stands for; and, where a table is too small to tell two
//! readings apart, the other story too.

mod abc201d;
mod abc206f;
mod aoj2741;
mod arc038b;
pub(crate) mod command;
pub(crate) mod read;
pub(crate) mod search;
mod tdpcb;

use crate::layout::{MARKED, Marks};
use crate::problem::{Axis, Coached, Coordinate, Family, Games, Recurrence, Truth};
use crate::problems::{Abc201d, Abc206f, Aoj2741, Arc038b, Name, Tdpcb};
use crate::solution::{Run, Verdict};
use itertools::Itertools;
use read::{Indices, Printed};
use search::{Judged, Order};
use serde::Serialize;
use std::collections::{HashMap, HashSet};

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
    /// No meaning explains the base cases.
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

/// Which order "first" is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Filled {
    /// The order the entries were printed, which agrees with the meaning: the program's.
    Printed,
    /// The order a recurrence fills the entries in (a dump, or entries printed in an
    /// order of their own).
    Recurrence,
}

/// What one meaning tells of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Story {
    /// The meaning, in words.
    pub(crate) meaning: String,
    pub(crate) right: usize,
    pub(crate) filled: Filled,
    pub(crate) first_wrong: Option<FirstWrong>,
    pub(crate) verdict: Diagnosis,
}

/// The finding, as `--json` writes it (`table`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(crate) struct Finding {
    /// What the meaning found tells; its meaning empty when none is found.
    #[serde(flatten)]
    pub(crate) story: Story,
    pub(crate) entries: usize,
    /// Another meaning that the evidence bears out as well, which tells another story.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) also: Option<Story>,
    /// The tables coach searched, each with its coordinates, where no meaning explains the
    /// table.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) known: Vec<String>,
    #[serde(skip)]
    pub(crate) printed: Printed,
    /// Where the drawn tables show the wrong entries, for the page.
    #[serde(skip)]
    pub(crate) marks: Marks,
}

/// A table's coordinates, in words, for a report that found no meaning.
fn known<E>(families: &[Family<E>]) -> Vec<String> {
    families
        .iter()
        .map(|family| {
            let coordinates = family
                .coordinates
                .iter()
                .map(|coordinate| match &coordinate.axis {
                    Axis::Count {
                        min,
                        max,
                        other_end,
                    } => format!("{} ({min} to {max}; or {other_end})", coordinate.words),
                    Axis::Kind(kinds) => format!("{} ({})", coordinate.words, kinds.join(", ")),
                })
                .join("; ");
            if family.words.is_empty() {
                coordinates
            } else {
                format!("{}: {coordinates}", family.words)
            }
        })
        .collect()
}

/// An entry a wrong one reads: the move, the entry, and its indices as the learner prints
/// them.
type ReadEntry<E> = (String, E, Vec<i64>);

/// Wrong entries looked at at most for the first whose read entries are right.
const FIRST_WRONG_TRIED: usize = 64;

/// The finding on the table `printed` for `game`, whose answer the solution got right or
/// wrong (`answer_right`).
pub(crate) fn find<P: Recurrence>(game: &P::Game, printed: Printed, answer_right: bool) -> Finding {
    let mut values = P::values(game);
    // Each truth is read off the solution's values when asked: a table of millions of
    // entries keeps no second copy of them.
    let mut truth = |entry: &P::Entry| -> Truth { P::truth(game, &mut values, entry) };
    let judged = search::search::<P>(game, &mut truth, &printed);
    let entries = printed.entries.len();
    // Where every meaning gives the entries the same values (a table of one cell, say),
    // which one is meant changes nothing: it is taken, however few entries are right.
    let best = judged
        .iter()
        .position(|judged| judged.explains(entries))
        .or((judged.len() == 1).then_some(0));
    let Some(best) = best else {
        return Finding {
            story: Story {
                meaning: String::new(),
                right: judged.first().map_or(0, |judged| judged.score.right),
                filled: Filled::Recurrence,
                first_wrong: None,
                verdict: Diagnosis::Unknown,
            },
            entries,
            also: None,
            known: known(&P::families(game)),
            printed,
            marks: Marks::default(),
        };
    };
    let (told, marks) = story::<P>(game, &mut truth, &printed, &judged[best], answer_right);
    // A meaning nearly as well borne out, which tells another story, is told too.
    let also = judged
        .iter()
        .enumerate()
        .filter(|&(k, other)| {
            k != best && other.close_to(&judged[best], entries) && other.explains(entries)
        })
        .map(|(_, other)| story::<P>(game, &mut truth, &printed, other, answer_right).0)
        .find(|other| {
            let entry = |story: &Story| story.first_wrong.as_ref().map(|first| first.entry.clone());
            other.verdict != told.verdict || entry(other) != entry(&told)
        });
    Finding {
        story: told,
        entries,
        also,
        known: Vec::new(),
        printed,
        marks,
    }
}

/// What `judged`'s meaning tells of `printed`: its first wrong entry, in the order the
/// program filled the table where the printed order agrees with the meaning, else in the
/// order a recurrence fills it; the first there whose printed read entries are right.
fn story<P: Recurrence>(
    game: &P::Game,
    truth: &mut dyn FnMut(&P::Entry) -> Truth,
    printed: &Printed,
    judged: &Judged<P::Entry>,
    answer_right: bool,
) -> (Story, Marks) {
    let meaning = &judged.meaning;
    let filled = if judged.order == Order::Agrees {
        Filled::Printed
    } else {
        Filled::Recurrence
    };
    struct Wrong<E> {
        /// Its place in the order of filling, then in the order printed.
        order: (i64, usize),
        at: E,
        yours: i64,
        right: i64,
    }
    // The first wrong entries, kept as the entries go by: nothing is held for each entry.
    let mut wrong: Vec<Wrong<P::Entry>> = Vec::new();
    let mut marks = Marks::default();
    for (k, entry) in printed.entries.iter().enumerate() {
        let Some((at, right)) = search::expected(meaning, truth, entry) else {
            continue;
        };
        if right == entry.value {
            continue;
        }
        if marks.wrong.len() < MARKED
            && let Some((table, row, column)) = P::cell(game, &at)
        {
            marks.wrong.push((table, row, column, entry.value));
        }
        let order = match filled {
            Filled::Printed => (0, k),
            Filled::Recurrence => (P::fill_order(game, &at), k),
        };
        if filled == Filled::Printed && wrong.len() >= FIRST_WRONG_TRIED {
            continue;
        }
        wrong.push(Wrong {
            order,
            at,
            yours: entry.value,
            right,
        });
        if wrong.len() >= 2 * FIRST_WRONG_TRIED {
            wrong.sort_by_key(|wrong| wrong.order);
            wrong.truncate(FIRST_WRONG_TRIED);
        }
    }
    wrong.sort_by_key(|wrong| wrong.order);
    wrong.truncate(FIRST_WRONG_TRIED);
    // What each of them reads, and the learner's values of those entries, found in one more
    // pass.
    let reading = &meaning.reading;
    let reads: Vec<Vec<ReadEntry<P::Entry>>> = wrong
        .iter()
        .map(|wrong| {
            P::reads(game, &wrong.at)
                .into_iter()
                .map(|(words, read)| {
                    let indices = reading.indices(&read);
                    (words, read, indices)
                })
                .collect()
        })
        .collect();
    let wanted: HashSet<Indices> = reads
        .iter()
        .flatten()
        .filter_map(|(_, _, indices)| Indices::new(indices))
        .collect();
    let yours: HashMap<Indices, i64> = printed
        .entries
        .iter()
        .filter(|entry| wanted.contains(&entry.indices))
        .map(|entry| (entry.indices, entry.value))
        .collect();
    let mut read_of = |(words, read, indices): &ReadEntry<P::Entry>| Read {
        entry: printed.name_of(indices),
        yours: Indices::new(indices).and_then(|indices| yours.get(&indices).copied()),
        right: meaning.value.of(&truth(read)).unwrap_or_default(),
        move_words: words.clone(),
    };
    let reads: Vec<Vec<Read>> = reads
        .iter()
        .map(|reads| reads.iter().map(&mut read_of).collect())
        .collect();
    let chosen = reads
        .iter()
        .position(|reads| {
            reads
                .iter()
                .all(|read| read.yours.is_none_or(|yours| yours == read.right))
        })
        .unwrap_or(0);
    marks.first = wrong.get(chosen).and_then(|first| P::cell(game, &first.at));
    let first_wrong = wrong
        .into_iter()
        .zip(reads)
        .nth(chosen)
        .map(|(first, reads)| FirstWrong {
            entry: printed.name_of(&reading.indices(&first.at)),
            yours: first.yours,
            right: first.right,
            base_case: reads.is_empty(),
            reads,
        });
    let verdict = match &first_wrong {
        Some(first) if first.base_case => Diagnosis::BaseCase,
        Some(_) => Diagnosis::Recurrence,
        None if answer_right => Diagnosis::AllRight,
        None => Diagnosis::AnswerStep,
    };
    let story = Story {
        meaning: meaning.words(printed),
        right: judged.score.right,
        filled,
        first_wrong,
        verdict,
    };
    (story, marks)
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
    let story = &finding.story;
    if story.verdict == Diagnosis::Unknown {
        out.push_str(&format!(
            "No way of reading it that coach tried makes its base cases right (at best {} of \
             {} entries right), so it says nothing of them. It tried the indices as {}'s \
             coordinates, in any order, each from 0 or from 1 and from either end, and every \
             form of value (a lead, a total, a win, a Grundy number, for either player):\n",
            story.right,
            finding.entries,
            P::NAME
        ));
        for known in &finding.known {
            out.push_str(&format!("  - {known}\n"));
        }
        return out;
    }
    out.push_str(&story_text::<P>(story, finding.entries));
    if let Some(also) = &finding.also {
        out.push_str(
            "Read another way, the table tells another story, and this table is too small to \
             tell which is yours:\n",
        );
        out.push_str(&story_text::<P>(also, finding.entries));
    }
    out
}

/// One meaning's story in words.
fn story_text<P: Recurrence>(story: &Story, entries: usize) -> String {
    let mut out = format!(
        "Read as {}: {} of {} right.\n",
        story.meaning, story.right, entries
    );
    let Some(first) = &story.first_wrong else {
        if story.verdict == Diagnosis::AnswerStep {
            out.push_str(&format!(
                "Every entry is right, and the answer is wrong: the step from the table to the \
                 answer is. The crate's step: {}.\n",
                P::ANSWER_STEP
            ));
        } else {
            out.push_str("Every entry is right, and so is the answer: nothing is wrong.\n");
        }
        return out;
    };
    let order = match story.filled {
        Filled::Printed => "in the order your program filled the table",
        Filled::Recurrence => {
            "in the order a recurrence fills the table (yours printed its entries in an order \
             of its own)"
        }
    };
    out.push_str(&format!(
        "The first wrong entry, {order}: {} = {} (yours), {} (right).\n",
        first.entry, first.yours, first.right
    ));
    if first.base_case {
        out.push_str("It reads no other entry: the base case is wrong.\n");
        return out;
    }
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
    let unprinted = first
        .reads
        .iter()
        .filter(|read| read.yours.is_none())
        .count();
    let wrong = first
        .reads
        .iter()
        .any(|read| read.yours.is_some_and(|yours| yours != read.right));
    if wrong {
        out.push_str("An entry it reads is wrong too: the wrong value may have come from there.\n");
    } else if unprinted == 0 {
        out.push_str("Every entry it reads is right: the transition is wrong.\n");
    } else {
        out.push_str(&format!(
            "{} it reads {} not printed: either your recurrence never computes {} (a move left \
             out), or it does not print {}. The {} printed {} right.\n",
            if unprinted == 1 {
                "An entry"
            } else {
                "Entries"
            },
            if unprinted == 1 { "was" } else { "were" },
            if unprinted == 1 { "it" } else { "them" },
            if unprinted == 1 { "it" } else { "them" },
            if first.reads.len() - unprinted == 1 {
                "one"
            } else {
                "ones"
            },
            if first.reads.len() - unprinted == 1 {
                "is"
            } else {
                "are"
            },
        ));
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
        "Your table: 0 entries were printed to standard error (on a run with {}=1). Print \
         your table there (`dp[i][j] = v`, one entry a line) and coach names its first wrong \
         entry: see {GUIDE}.\n",
        crate::solution::TABLE_VARIABLE
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

/// The table of the cells `(i, j)` of `grid` (row, column, from 0), the piece's cell. Only
/// the cells whose symbol is `judged` are entries (arc038b's obstacles are none).
pub(crate) fn cell_family(
    grid: &crate::draw::Grid,
    judged: fn(u8) -> bool,
) -> Family<(usize, usize)> {
    let judged: Vec<Vec<bool>> = grid
        .iter()
        .map(|row| row.iter().map(|&cell| judged(cell)).collect())
        .collect();
    let (rows, columns) = (grid.len(), grid[0].len());
    Family::new(
        "",
        vec![
            Coordinate::count(
                "the piece's row",
                rows - 1,
                "the piece's row counted from the bottom",
            ),
            Coordinate::count(
                "the piece's column",
                columns - 1,
                "the piece's column counted from the right",
            ),
        ],
        move |at: &[i64]| {
            let (i, j) = (usize::try_from(at[0]).ok()?, usize::try_from(at[1]).ok()?);
            judged[i][j].then_some((i, j))
        },
        |&(i, j): &(usize, usize)| vec![i as i64, j as i64],
    )
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
    use crate::problem::{Size, Solve, Stored};
    use crate::rng::Rng;
    use search::Reading;
    use std::rc::Rc;

    /// Every entry of `family`, each once: every coordinate within its axis.
    fn entries<E>(family: &Family<E>) -> Vec<E> {
        family
            .coordinates
            .iter()
            .map(|coordinate| match &coordinate.axis {
                Axis::Count { min, max, .. } => (*min..=*max).collect::<Vec<i64>>(),
                Axis::Kind(kinds) => (0..kinds.len() as i64).collect(),
            })
            .multi_cartesian_product()
            .filter_map(|at| (family.entry)(&at))
            .collect()
    }

    /// The table of `entries` printed by `reading` one entry a line in `form` (`[]` for
    /// `dp[i][j]`, `,` for `dp[i, j]`, `()` for `dp(i, j)`), win/lose values as words when
    /// `words`; and the name of the line of `wrong`, whose value is off.
    fn printed<E>(
        reading: &Reading<E>,
        value: Stored,
        entries: &[(E, i64)],
        wrong: usize,
        form: &str,
        words: bool,
    ) -> (String, String) {
        let mut text = String::from("debugging: start\n");
        let mut named = String::new();
        for (k, (entry, right)) in entries.iter().enumerate() {
            let indices: Vec<String> = reading.indices(entry).iter().map(i64::to_string).collect();
            let name = match form {
                "[]" => format!("dp[{}]", indices.join("][")),
                "," => format!("dp[{}]", indices.join(", ")),
                _ => format!("dp({})", indices.join(", ")),
            };
            let boolean = matches!(value, Stored::MoverWins | Stored::MoverLoses);
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

    /// For every problem, each of its tables printed in ways drawn at random (the indices in
    /// any order, from 0 or 1, from either end, a kind in any numbering), every form of
    /// value, and every form of one entry a line: the right table of a small game, printed
    /// in the order a recurrence fills it, with the entry filled last made wrong, is read
    /// with the wrong entry named and the verdict its reads call for (a base case where it
    /// reads none, else the recurrence), first or as the other story; the table left right
    /// is blamed for nothing.
    struct Matrix;

    impl TableTask for Matrix {
        /// The tables checked.
        type Output = usize;

        fn run<P: Coached + Recurrence>(self) -> usize {
            let mut checked = 0;
            let mut rng = Rng::new(41);
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                let mut values = P::values(game);
                let families: Vec<Rc<Family<P::Entry>>> =
                    P::families(game).into_iter().map(Rc::new).collect();
                for family in &families {
                    for _ in 0..3 {
                        let reading = Reading::drawn(family.clone(), families.len() > 1, &mut rng);
                        for value in Stored::ALL {
                            let mut right: Vec<(P::Entry, i64)> = entries(family)
                                .into_iter()
                                .filter_map(|entry| {
                                    let truth = P::truth(game, &mut values, &entry);
                                    value.of(&truth).map(|value| (entry, value))
                                })
                                .collect();
                            // One wrong entry of a few is no evidence of a meaning.
                            if right.len() < 6 {
                                continue;
                            }
                            right.sort_by_key(|(entry, _)| P::fill_order(game, entry));
                            let wrong = right.len() - 1;
                            let base_case = P::reads(game, &right[wrong].0).is_empty();
                            let form = ["[]", ",", "()"][rng.below(3)];
                            let (text, named) =
                                printed(&reading, value, &right, wrong, form, rng.chance(50));
                            let table = read::read(text.as_bytes()).expect("a table");
                            let found = find::<P>(game, table, false);
                            let context = format!("{} seed {seed} {value:?}\n{text}", P::NAME);
                            let verdict = if base_case {
                                Diagnosis::BaseCase
                            } else {
                                Diagnosis::Recurrence
                            };
                            // Told first, or, where a plainer reading fits a table this small
                            // as well, told beside it.
                            let told = |first: &Option<FirstWrong>, told: Diagnosis| {
                                first.as_ref().is_some_and(|first| first.entry == named)
                                    && told == verdict
                            };
                            let also = found.also.as_ref();
                            assert!(
                                told(&found.story.first_wrong, found.story.verdict)
                                    || also
                                        .is_some_and(|also| told(&also.first_wrong, also.verdict)),
                                "{context}{found:?}"
                            );
                            if told(&found.story.first_wrong, found.story.verdict) {
                                assert_eq!(found.story.right, right.len() - 1, "{context}");
                            }
                            // All right: nothing blamed, or the answer step where the answer
                            // is wrong.
                            let (text, _) =
                                printed(&reading, value, &right, usize::MAX, "[]", false);
                            let table = read::read(text.as_bytes()).expect("a table");
                            let found = find::<P>(game, table.clone(), true);
                            assert_eq!(found.story.verdict, Diagnosis::AllRight, "{context}");
                            assert_eq!(found.story.right, right.len(), "{context}");
                            let found = find::<P>(game, table, false);
                            assert_eq!(found.story.verdict, Diagnosis::AnswerStep, "{context}");
                            checked += 1;
                        }
                    }
                }
            }
            checked
        }
    }

    /// For every problem and every table, on six small games: each entry is filled after
    /// every entry it reads, which the same table holds; and some entries read others.
    struct FillOrder;

    impl TableTask for FillOrder {
        /// The entries read, in all.
        type Output = usize;

        fn run<P: Coached + Recurrence>(self) -> usize {
            let mut read = 0;
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                for family in P::families(game) {
                    for entry in &entries(&family) {
                        assert_eq!(
                            (family.entry)(&(family.coordinates_of)(entry)).as_ref(),
                            Some(entry),
                            "{} seed {seed}: {entry:?} is not where its coordinates say",
                            P::NAME
                        );
                        for (words, reads) in P::reads(game, entry) {
                            assert!(
                                P::fill_order(game, &reads) < P::fill_order(game, entry),
                                "{} seed {seed}: {entry:?} reads {reads:?} ({words}), filled \
                                 no sooner",
                                P::NAME
                            );
                            assert_eq!(
                                (family.entry)(&(family.coordinates_of)(&reads)).as_ref(),
                                Some(&reads),
                                "{} seed {seed}: {entry:?} reads {reads:?}, which {} does \
                                 not hold",
                                P::NAME,
                                family.words
                            );
                            read += 1;
                        }
                    }
                }
            }
            read
        }
    }

    /// A right table dumped as rows, row 0 first (the answer's entry first, the goal's
    /// last), on a grid whose start is a draw: the first entries printed hold no base case,
    /// and the table counted from the other end would hold one, right (a 2000 x 2000 dump was
    /// once read so). It is read as printed, every entry right.
    #[test]
    fn a_right_dump_whose_base_case_comes_last_is_read_as_printed() {
        use crate::problems::Abc201d;
        // A grid whose start is a draw: the first entry printed is then 0, as the goal's
        // is, and reads as right counted from the other end.
        let grid = (1..)
            .map(|seed| {
                let mut rng = Rng::new(seed);
                let grid: crate::draw::Grid = (0..60)
                    .map(|_| {
                        (0..70)
                            .map(|_| if rng.chance(50) { b'+' } else { b'-' })
                            .collect()
                    })
                    .collect();
                grid
            })
            .find(|grid| {
                let mut values = Abc201d::values(grid);
                let start = Abc201d::truth(grid, &mut values, &(0, 0));
                Stored::MoverLead.of(&start) == Some(0)
            })
            .expect("a drawn start");
        let mut values = Abc201d::values(&grid);
        let mut text = String::new();
        for i in 0..60 {
            let row: Vec<String> = (0..70)
                .map(|j| {
                    let truth = Abc201d::truth(&grid, &mut values, &(i, j));
                    Stored::MoverLead.of(&truth).unwrap().to_string()
                })
                .collect();
            text.push_str(&format!("{}\n", row.join(" ")));
        }
        let found = find::<Abc201d>(&grid, read::read(text.as_bytes()).unwrap(), true);
        assert_eq!(
            found.story.verdict,
            Diagnosis::AllRight,
            "{}",
            found.story.meaning
        );
        assert_eq!(
            found.story.meaning,
            "row i, column j with i = the piece's row (from 0), j = the piece's column (from \
             0), holding the lead of the player to move"
        );
    }

    #[test]
    fn every_entry_is_filled_after_the_entries_it_reads() {
        for &name in Name::ALL {
            let read = with_table(name, FillOrder).expect("every problem has a table");
            assert!(read > 0, "{name:?}: no entry reads another");
        }
    }

    #[test]
    fn every_way_of_printing_every_table_names_its_wrong_entry() {
        for &name in Name::ALL {
            let checked = with_table(name, Matrix).expect("every problem has a table");
            assert!(checked >= 6, "{name:?}: {checked} tables checked");
        }
    }
}
