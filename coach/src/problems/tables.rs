//! The roster's tables: each problem states the table learners fill for one of its games
//! (`<name>/table.rs`: its values for one game are a `Recurrence`, which plugs into the
//! table engine), and what is written once over them: the finding on a table a run printed,
//! as a stress report and `coach table` tell it, and the helpers the problems' tables share.

use super::coached::Coached;
use crate::draw::Grid;
use crate::problem::{Games, Show};
use crate::solution::Run;
use crate::stress::Examined;
use crate::table::{self, Coordinate, Family, Finding};

/// The finding on the table that `run` printed about `game`, where it printed one.
pub(crate) fn finding<P: Coached>(game: &P::Game, run: &Run) -> Option<Finding> {
    table::finding(&mut P::values(game), run)
}

/// What a stress report says of the table that `run` printed about the first game of
/// `input`: the finding in words and JSON, or how to print one.
pub(crate) fn examine<P: Coached>(input: &P::Input, run: &Run) -> Examined {
    match finding::<P>(input.games()[0], run) {
        Some(finding) => Examined {
            words: format!("--- your table\n{}", table::text(&finding, P::NAME)),
            json: serde_json::to_string(&finding).ok(),
        },
        None => Examined {
            words: table::how_to_print(),
            json: None,
        },
    }
}

/// What each entry reads where the entries are positions: one entry a legal move, the
/// position it leads to, the move named as the problem names it.
pub(crate) fn moves_read<P: Show>(
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
pub(crate) fn cell_family(grid: &Grid, judged: fn(u8) -> bool) -> Family<(usize, usize)> {
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
pub(crate) fn entries_reached<P: Show>(
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
    use crate::problem::Solve;
    use crate::problems::{Abc201d, Name, Task};
    use crate::rng::{Rng, Size};
    use crate::table::read;
    use crate::table::reading::Reading;
    use crate::table::recurrence::Stored;
    use crate::table::{Axis, Diagnosis, FirstWrong, Recurrence, find};
    use itertools::Itertools;
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

    impl Task for Matrix {
        /// The tables checked.
        type Output = usize;

        fn run<P: Coached>(self) -> usize {
            let mut checked = 0;
            let mut rng = Rng::new(41);
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                let mut table = P::values(game);
                let families: Vec<Rc<Family<_>>> =
                    table.families().into_iter().map(Rc::new).collect();
                for family in &families {
                    for _ in 0..3 {
                        let reading = Reading::drawn(family.clone(), families.len() > 1, &mut rng);
                        for value in Stored::ALL {
                            let mut right: Vec<(_, i64)> = entries(family)
                                .into_iter()
                                .filter_map(|entry| {
                                    let truth = table.truth(&entry);
                                    value.of(&truth).map(|value| (entry, value))
                                })
                                .collect();
                            // One wrong entry of a few is no evidence of a meaning.
                            if right.len() < 6 {
                                continue;
                            }
                            right.sort_by_key(|(entry, _)| table.fill_order(entry));
                            let wrong = right.len() - 1;
                            let base_case = table.reads(&right[wrong].0).is_empty();
                            let form = ["[]", ",", "()"][rng.below(3)];
                            let (text, named) =
                                printed(&reading, value, &right, wrong, form, rng.chance(50));
                            let dump = read::read(text.as_bytes()).expect("a table");
                            let found = find(&mut table, dump, false);
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
                            let dump = read::read(text.as_bytes()).expect("a table");
                            let found = find(&mut table, dump.clone(), true);
                            assert_eq!(found.story.verdict, Diagnosis::AllRight, "{context}");
                            assert_eq!(found.story.right, right.len(), "{context}");
                            let found = find(&mut table, dump, false);
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

    impl Task for FillOrder {
        /// The entries read, in all.
        type Output = usize;

        fn run<P: Coached>(self) -> usize {
            let mut read = 0;
            for seed in 1..=6 {
                let input = P::generate(&mut Rng::new(seed), Size::Small);
                let game = input.games()[0];
                let table = P::values(game);
                for family in table.families() {
                    for entry in &entries(&family) {
                        assert_eq!(
                            (family.entry)(&(family.coordinates_of)(entry)).as_ref(),
                            Some(entry),
                            "{} seed {seed}: {entry:?} is not where its coordinates say",
                            P::NAME
                        );
                        for (words, reads) in table.reads(entry) {
                            assert!(
                                table.fill_order(&reads) < table.fill_order(entry),
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
                let start = Abc201d::values(grid).truth(&(0, 0));
                Stored::MoverLead.of(&start) == Some(0)
            })
            .expect("a drawn start");
        let mut table = Abc201d::values(&grid);
        let mut text = String::new();
        for i in 0..60 {
            let row: Vec<String> = (0..70)
                .map(|j| {
                    let truth = table.truth(&(i, j));
                    Stored::MoverLead.of(&truth).unwrap().to_string()
                })
                .collect();
            text.push_str(&format!("{}\n", row.join(" ")));
        }
        let found = find(
            &mut Abc201d::values(&grid),
            read::read(text.as_bytes()).unwrap(),
            true,
        );
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
            let read = name.run(FillOrder);
            assert!(read > 0, "{name:?}: no entry reads another");
        }
    }

    #[test]
    #[ignore = "slow tier: a sweep of every table in every way, about 3 s"]
    fn every_way_of_printing_every_table_names_its_wrong_entry() {
        for &name in Name::ALL {
            let checked = name.run(Matrix);
            assert!(checked >= 6, "{name:?}: {checked} tables checked");
        }
    }
}
