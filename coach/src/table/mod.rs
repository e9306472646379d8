//! Where a learner's recurrence breaks: the table their solution prints to standard error
//! ([`read`]), compared with the true value of every entry.
//!
//! The engine knows no game: a game's table plugs in as a [`Recurrence`] (`recurrence.rs`):
//! the coordinates of its tables, stated once ([`Family`]), each entry's truth, which entries
//! each entry reads, and in which order a recurrence fills them. How the learner indexes and
//! what they store is found by [`search`], from the evidence a bug cannot spread to (the
//! order printed, the base cases, the places where a bug starts); [`find`] then names the
//! first wrong entry in the order the program filled the table whose printed read entries
//! are right, with the recurrence at that entry: each entry it reads, the learner's value,
//! the right value and the move it stands for; and, where a table is too small to tell two
//! readings apart, the other story too.

pub(crate) mod read;
pub(crate) mod reading;
pub(crate) mod recurrence;
pub(crate) mod search;
mod units;

pub(crate) use recurrence::{Axis, Coordinate, Family, Recurrence, Truth};

use crate::layout::{MARKED, Marks};
use crate::solution::{Run, Verdict};
use itertools::Itertools;
use read::{Indices, Printed};
use search::{Order, Weighed};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use units::{off_by_a_sentinel, scaled};

/// The finding on the table that `run` printed about the game of `table`, where it printed
/// one.
pub(crate) fn finding<R: Recurrence>(table: &mut R, run: &Run) -> Option<Finding> {
    let printed = read::read(&run.finished.stderr)?;
    Some(find(table, printed, run.verdict == Verdict::Ac))
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
    /// What of the table went unread (`{"lines", "cut"}`: lines that could not be read,
    /// whether reading stopped at the most entries read): what is said of the table is said
    /// of the entries read.
    #[serde(rename = "unread", serialize_with = "unread")]
    pub(crate) printed: Printed,
    /// How the printed answer follows from the table ([`Recurrence::ANSWER_STEP`]).
    #[serde(skip)]
    pub(crate) answer_step: &'static str,
    /// Where the drawn tables show the wrong entries, for the page.
    #[serde(skip)]
    pub(crate) marks: Marks,
    /// Where no meaning explains the table but one does save that each wrong entry is off
    /// by the same large number, up to its sign: that number, a starting value (an INF)
    /// left in an entry read before it was set.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) sentinel: Option<i64>,
}

fn unread<S: serde::Serializer>(printed: &Printed, serializer: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeStruct;
    let mut unread = serializer.serialize_struct("Unread", 2)?;
    unread.serialize_field("lines", &printed.unreadable)?;
    unread.serialize_field("cut", &printed.cut)?;
    unread.end()
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
pub(crate) fn find<R: Recurrence>(table: &mut R, printed: Printed, answer_right: bool) -> Finding {
    // Each truth is read off the solution's values when asked: a table of millions of
    // entries keeps no second copy of them.
    let weighed = search::search(table, &printed);
    let entries = printed.entries.len();
    // Where every meaning gives the entries the same values (a table of one cell, say),
    // which one is meant changes nothing: it is taken, however few entries are right.
    let best = weighed
        .iter()
        .position(|weighed| weighed.explains(entries))
        .or((weighed.len() == 1).then_some(0));
    // Where none explains it, one may still but for a starting value (an INF) left in an
    // entry read before it was set, which every entry after it carries.
    let sentinel = match best {
        Some(_) => None,
        None => weighed.iter().enumerate().find_map(|(k, found)| {
            off_by_a_sentinel(table, &printed, &found.meaning).map(|sentinel| (k, sentinel))
        }),
    };
    let Some(best) = best.or(sentinel.map(|(k, _)| k)) else {
        return Finding {
            story: Story {
                meaning: String::new(),
                right: weighed.first().map_or(0, |weighed| weighed.score.right),
                filled: Filled::Recurrence,
                first_wrong: None,
                verdict: Diagnosis::Unknown,
            },
            entries,
            also: None,
            known: known(&table.families()),
            printed,
            answer_step: R::ANSWER_STEP,
            marks: Marks::default(),
            sentinel: None,
        };
    };
    if weighed[best].score.right < entries
        && let Some((meaning, times)) = scaled(table, &printed, &weighed)
    {
        return Finding {
            story: Story {
                meaning: format!("{}, times {times}", meaning.words(&printed)),
                right: entries,
                filled: Filled::Recurrence,
                first_wrong: None,
                verdict: if answer_right {
                    Diagnosis::AllRight
                } else {
                    Diagnosis::AnswerStep
                },
            },
            entries,
            also: None,
            known: Vec::new(),
            printed,
            answer_step: R::ANSWER_STEP,
            marks: Marks::default(),
            sentinel: None,
        };
    }
    let (told, marks) = story(table, &printed, &weighed[best], answer_right);
    // A meaning nearly as well borne out, which tells another story, is told too.
    let also = weighed
        .iter()
        .enumerate()
        .filter(|&(k, other)| {
            k != best && other.close_to(&weighed[best], entries) && other.explains(entries)
        })
        .map(|(_, other)| story(table, &printed, other, answer_right).0)
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
        answer_step: R::ANSWER_STEP,
        marks,
        sentinel: sentinel.map(|(_, sentinel)| sentinel),
    }
}

/// What `weighed`'s meaning tells of `printed`: its first wrong entry, in the order the
/// program filled the table where the printed order agrees with the meaning, else in the
/// order a recurrence fills it; the first there whose printed read entries are right.
fn story<R: Recurrence>(
    table: &mut R,
    printed: &Printed,
    weighed: &Weighed<R::Entry>,
    answer_right: bool,
) -> (Story, Marks) {
    let meaning = &weighed.meaning;
    let filled = if weighed.order == Order::Agrees {
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
    let mut wrong: Vec<Wrong<R::Entry>> = Vec::new();
    let mut marks = Marks::default();
    for (k, entry) in printed.entries.iter().enumerate() {
        let Some((at, right)) = search::expected(meaning, table, entry) else {
            continue;
        };
        if right == entry.value {
            continue;
        }
        if marks.wrong.len() < MARKED
            && let Some((drawn, row, column)) = table.cell(&at)
        {
            marks.wrong.push((drawn, row, column, entry.value));
        }
        let order = match filled {
            Filled::Printed => (0, k),
            Filled::Recurrence => (table.fill_order(&at), k),
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
    let reads: Vec<Vec<ReadEntry<R::Entry>>> = wrong
        .iter()
        .map(|wrong| {
            table
                .reads(&wrong.at)
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
    let mut read_of = |(words, read, indices): &ReadEntry<R::Entry>| Read {
        entry: printed.name_of(indices),
        yours: Indices::new(indices).and_then(|indices| yours.get(&indices).copied()),
        right: meaning.value.of(&table.truth(read)).unwrap_or_default(),
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
    marks.first = wrong.get(chosen).and_then(|first| table.cell(&first.at));
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
        right: weighed.score.right,
        filled,
        first_wrong,
        verdict,
    };
    (story, marks)
}

/// The finding in words, for a report.
/// `name` is the game's, as the problem names it.
pub(crate) fn text(finding: &Finding, name: &str) -> String {
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
            story.right, finding.entries, name
        ));
        for known in &finding.known {
            out.push_str(&format!("  - {known}\n"));
        }
        return out;
    }
    let whole = !printed.cut && printed.unreadable == 0;
    out.push_str(&story_text(
        story,
        finding.entries,
        finding.answer_step,
        whole,
    ));
    if let Some(sentinel) = finding.sentinel {
        out.push_str(&format!(
            "Every wrong entry is off by {sentinel}, one way or the other: the mark of a \
             starting value (an INF) left in an entry read before it was set, and carried by \
             every entry computed from it. A base case left out does this.\n"
        ));
    }
    if let Some(also) = &finding.also {
        out.push_str(
            "Read another way, the table tells another story, and this table is too small to \
             tell which is yours:\n",
        );
        out.push_str(&story_text(
            also,
            finding.entries,
            finding.answer_step,
            whole,
        ));
    }
    out
}

/// One meaning's story in words; `whole` where every line of the table was read (else what
/// is said of the entries is said of those read, and no more).
fn story_text(story: &Story, entries: usize, answer_step: &str, whole: bool) -> String {
    let mut out = format!(
        "Read as {}: {} of {} right.\n",
        story.meaning, story.right, entries
    );
    let (every, nothing) = match whole {
        true => ("Every entry is right", "nothing is wrong"),
        false => ("Every entry read is right", "nothing read is wrong"),
    };
    let Some(first) = &story.first_wrong else {
        if story.verdict == Diagnosis::AnswerStep {
            out.push_str(&format!(
                "{every}, and the answer is wrong: the step from the table to the answer is. \
                 The crate's step: {}.\n",
                answer_step
            ));
        } else {
            out.push_str(&format!("{every}, and so is the answer: {nothing}.\n"));
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
             out), or it does not print {}.",
            if unprinted == 1 {
                "An entry"
            } else {
                "Entries"
            },
            if unprinted == 1 { "was" } else { "were" },
            if unprinted == 1 { "it" } else { "them" },
            if unprinted == 1 { "it" } else { "them" },
        ));
        // Where none was printed, there is nothing to call right.
        out.push_str(match first.reads.len() - unprinted {
            0 => "\n",
            1 => " The one printed is right.\n",
            _ => " The ones printed are right.\n",
        });
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
