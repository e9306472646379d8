//! AOJ 2741's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use super::{Aoj2741, Decks, JAM, Position, Values, deck};
use crate::problems::tables::{entries_reached, moves_read};
use crate::table::{Coordinate, Family, Recurrence, Truth};
use crate::worth::Worth;
use std::rc::Rc;

/// The crate's memo: the positions with an empty stack and no pass just made on it.
fn is_memoised(position: &Position) -> bool {
    position.stack.is_empty() && position.empty_passes == 0
}

/// A position as a five-index memo holds it: of the stack, only what each player would
/// obtain if it were scored now, which is a run of their own deck: from the first of their
/// cards that lies above every jamming card of the other player, up to their next card.
/// Every position with the same runs is worth the same: a placed card lengthens its owner's
/// run (a jamming card also empties the other's), and a pass scores the runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Counted {
    pub(crate) mover: usize,
    /// A pass was just made on the empty stack.
    pub(crate) passed: bool,
    /// Each player's next card, from 0.
    pub(crate) next: [usize; 2],
    /// Each player's first card that still counts; `next` where none does.
    pub(crate) first: [usize; 2],
}

/// The value of every position with these runs (they are all worth the same): the
/// five-index memo's own recurrence over the positions the runs rebuild, each set of runs
/// valued once (valued position by position, a table of 50 + 50 cards took 33 s, not 2).
fn runs_value(values: &mut Values<'_>, decks: &Decks, counted: Counted) -> i64 {
    let key = [
        counted.mover,
        usize::from(counted.passed),
        counted.next[0],
        counted.next[1],
        counted.first[0],
        counted.first[1],
    ];
    values.kept(key, &counted.position(decks), |values, next| {
        Counted::of(next).map_or(0, |next| runs_value(values, decks, next))
    })
}

impl Counted {
    /// The runs of `position`; `None` once the game is over.
    pub(crate) fn of(position: &Position) -> Option<Counted> {
        if position.empty_passes == 2 {
            return None;
        }
        let first = [0, 1].map(|player| {
            let counted = position
                .stack
                .iter()
                .rev()
                .take_while(|&&(owner, card)| owner == player || card != JAM)
                .filter(|&&(owner, _)| owner == player)
                .count();
            position.next[player] - counted
        });
        Some(Counted {
            mover: position.mover,
            passed: position.empty_passes == 1,
            next: position.next,
            first,
        })
    }

    /// Runs that some stack holds: within the decks, none after a pass (it empties the
    /// stack), and not both with a jamming card (each run lies above the other's jams).
    fn valid(&self, decks: &Decks) -> bool {
        let run = |player: usize| &deck(decks, player)[self.first[player]..self.next[player]];
        let fits =
            (0..2).all(|p| self.first[p] <= self.next[p] && self.next[p] <= deck(decks, p).len());
        fits && (!self.passed || self.first == self.next)
            && !(run(0).contains(&JAM) && run(1).contains(&JAM))
    }

    /// A position with these runs: the run with a jamming card below the other.
    pub(crate) fn position(&self, decks: &Decks) -> Position {
        let run = |player: usize| {
            deck(decks, player)[self.first[player]..self.next[player]]
                .iter()
                .map(move |&card| (player, card))
        };
        let lower = usize::from(run(1).any(|(_, card)| card == JAM));
        Position {
            next: self.next,
            stack: run(lower).chain(run(1 - lower)).collect(),
            mover: self.mover,
            empty_passes: u8::from(self.passed),
        }
    }
}

/// An entry of a learner's table.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MemoEntry {
    /// The crate's memo `empty[i][j][p]`: a position with an empty stack and no pass just
    /// made on it, which reads the next such positions the round can reach.
    Empty(Position),
    /// A five-index memo's entry: any position, by its runs, which reads the positions one
    /// move on.
    Counted(Counted),
}

impl MemoEntry {
    fn counted(&self) -> Counted {
        match self {
            MemoEntry::Empty(position) => {
                Counted::of(position).expect("an entry of a game not over")
            }
            MemoEntry::Counted(counted) => *counted,
        }
    }
}

impl Recurrence for Values<'_> {
    type Entry = MemoEntry;
    const ANSWER_STEP: &'static str = "the lead of player 1 at the start, empty[0][0][1]";

    /// The crate's memo of empty-stack positions: the cards played from each deck, and the
    /// player to move; then the five-index memo of accepted solutions: a type (the player to
    /// move, and whether a pass was just made on the empty stack) and, for each player, the
    /// first card that counts and the next card. The search finds their order, their
    /// numbering, and whether they count from 0 or 1 (the AOJ 2741 blog's code counts the
    /// cards played from 0).
    fn families(&self) -> Vec<Family<MemoEntry>> {
        let decks = self.decks;
        let (n, m) = (decks.0.len(), decks.1.len());
        let players = ["player 1", "player 2"];
        let empty = Family::new(
            "the memo of empty-stack positions",
            vec![
                Coordinate::count(
                    "cards played from player 1's deck",
                    n,
                    "cards left in player 1's deck",
                ),
                Coordinate::count(
                    "cards played from player 2's deck",
                    m,
                    "cards left in player 2's deck",
                ),
                Coordinate::kind("the player to move", &players),
            ],
            |at: &[i64]| {
                Some(MemoEntry::Empty(Position {
                    next: [at[0] as usize, at[1] as usize],
                    stack: Vec::new(),
                    mover: at[2] as usize,
                    empty_passes: 0,
                }))
            },
            |entry: &MemoEntry| {
                let Counted { mover, next, .. } = entry.counted();
                vec![next[0] as i64, next[1] as i64, mover as i64]
            },
        );
        let decks = Rc::new(decks.clone());
        let card = |player: usize, what: &str, max: usize| {
            Coordinate::count(
                format!("{}'s {what}", players[player]),
                max,
                format!("{}'s cards after its {what}", players[player]),
            )
        };
        let runs = Family::new(
            "the five-index memo of runs",
            vec![
                Coordinate::kind(
                    "the type",
                    &[
                        "player 1 to move",
                        "player 2 to move",
                        "player 1 to move after a pass on the empty stack",
                        "player 2 to move after a pass on the empty stack",
                    ],
                ),
                card(0, "first card that counts", n),
                card(0, "next card", n),
                card(1, "first card that counts", m),
                card(1, "next card", m),
            ],
            move |at: &[i64]| {
                let counted = Counted {
                    mover: (at[0] % 2) as usize,
                    passed: at[0] >= 2,
                    first: [at[1] as usize, at[3] as usize],
                    next: [at[2] as usize, at[4] as usize],
                };
                counted.valid(&decks).then_some(MemoEntry::Counted(counted))
            },
            |entry: &MemoEntry| {
                let counted = entry.counted();
                vec![
                    counted.mover as i64 + 2 * i64::from(counted.passed),
                    counted.first[0] as i64,
                    counted.next[0] as i64,
                    counted.first[1] as i64,
                    counted.next[1] as i64,
                ]
            },
        );
        vec![empty, runs]
    }

    fn truth(&mut self, entry: &MemoEntry) -> Truth {
        let decks = self.decks;
        let (lead, mover) = match entry {
            MemoEntry::Empty(position) => (self.value(position), position.mover),
            MemoEntry::Counted(counted) => (runs_value(self, decks, *counted), counted.mover),
        };
        Truth {
            worth: Worth::Lead(lead),
            mover,
            left: None,
            grundy: None,
        }
    }

    /// The crate's memo: the round that the entry's player opens, to each of its ends, the
    /// empty-stack positions it can reach. A five-index memo: each move's position.
    fn reads(&self, entry: &MemoEntry) -> Vec<(String, MemoEntry)> {
        let decks = self.decks;
        match entry {
            MemoEntry::Empty(position) => entries_reached::<Aoj2741>(decks, position, is_memoised)
                .into_iter()
                .map(|(line, reached)| (line, MemoEntry::Empty(reached)))
                .collect(),
            MemoEntry::Counted(counted) => moves_read::<Aoj2741>(decks, &counted.position(decks))
                .into_iter()
                .filter_map(|(line, next)| {
                    Counted::of(&next).map(|next| (line, MemoEntry::Counted(next)))
                })
                .collect(),
        }
    }

    /// From the end: the more cards played, the sooner filled; among as many, a pass's
    /// position before the one it is made from (the stack cleared, then one pass on it).
    fn fill_order(&self, entry: &MemoEntry) -> i64 {
        let Counted {
            next,
            first,
            passed,
            ..
        } = entry.counted();
        let played = (next[0] + next[1]) as i64;
        match entry {
            MemoEntry::Empty(_) => -played,
            MemoEntry::Counted(_) => {
                let stage = if passed { 2 } else { i64::from(first == next) };
                -(4 * played + stage)
            }
        }
    }

    /// One table for each player to move on an empty stack, the cards placed as row and
    /// column.
    fn cell(&self, entry: &MemoEntry) -> Option<(usize, usize, usize)> {
        let Counted {
            mover,
            passed,
            next,
            first,
        } = entry.counted();
        (first == next && !passed).then_some((mover, next[0], next[1]))
    }
}

#[cfg(test)]
mod tests {
    use super::super::generate::random_deck;
    use super::*;
    use crate::problem::Rules;
    use crate::problem::Solve;
    use crate::rng::Rng;

    /// Every set of runs that some stack of `decks` holds.
    fn every_run(decks: &Decks) -> impl Iterator<Item = Counted> + '_ {
        let (n, m) = (decks.0.len(), decks.1.len());
        itertools::iproduct!(0..2, [false, true], 0..=n, 0..=n, 0..=m, 0..=m)
            .map(|(mover, passed, next0, first0, next1, first1)| Counted {
                mover,
                passed,
                next: [next0, next1],
                first: [first0, first1],
            })
            .filter(|counted| counted.valid(decks))
    }

    /// A five-index memo's claim: a position is worth what any other with the same runs is.
    /// Every position that play reaches is worth what the position rebuilt from its runs is
    /// (each worked out over its explicit stack), and every valid set of runs, reachable or
    /// not, is rebuilt into a position with those runs.
    #[test]
    fn positions_with_the_same_runs_are_worth_the_same() {
        let mut rng = Rng::new(7);
        let mut rebuilt = 0;
        for round in 0..60 {
            let size = if round % 3 == 0 { 6 } else { 4 };
            let (n, m) = (rng.below(size) + 1, rng.below(size) + 1);
            let decks = (random_deck(&mut rng, n), random_deck(&mut rng, m));
            let mut values = Values::new(&decks);
            let mut seen = std::collections::HashSet::new();
            let mut todo = vec![Position::default()];
            while let Some(position) = todo.pop() {
                let Some(counted) = Counted::of(&position) else {
                    continue;
                };
                assert!(counted.valid(&decks), "{decks:?} {position:?}");
                let same = counted.position(&decks);
                assert_eq!(Counted::of(&same), Some(counted));
                let value = values.value(&position);
                assert_eq!(
                    value,
                    values.value(&same),
                    "{decks:?} {position:?} {same:?}"
                );
                assert_eq!(
                    runs_value(&mut values, &decks, counted),
                    value,
                    "{decks:?} {position:?}"
                );
                rebuilt += 1;
                for action in Aoj2741::moves(&decks, &position) {
                    let next = Aoj2741::apply(&decks, &position, &action).0;
                    if seen.insert(next.clone()) {
                        todo.push(next);
                    }
                }
            }
            for counted in every_run(&decks) {
                assert_eq!(Counted::of(&counted.position(&decks)), Some(counted));
            }
        }
        assert!(rebuilt > 2000, "{rebuilt}");
        // Both runs hold a jamming card: no stack has them.
        let decks = (vec![JAM], vec![JAM]);
        let both = Counted {
            mover: 0,
            passed: false,
            next: [1, 1],
            first: [0, 0],
        };
        assert!(!both.valid(&decks));
    }

    /// A learner's entries lie within the decks: the memo of empty-stack positions holds
    /// 2 (n + 1) (m + 1) entries, and the five-index memo as many as there are runs some
    /// stack holds, none past a deck's end.
    #[test]
    fn a_learner_s_entries_lie_within_the_decks() {
        let decks = (vec![JAM, 5], vec![1, 2, JAM]);
        let families = Aoj2741::values(&decks).families();
        assert_eq!(families.len(), 2);
        let named = |family: &Family<MemoEntry>, at: &[i64]| (family.entry)(at);
        let empty = itertools::iproduct!(0..=2, 0..=3, 0..2)
            .filter(|&(i, j, p)| named(&families[0], &[i, j, p]).is_some())
            .count();
        assert_eq!(empty, 2 * 3 * 4);
        let runs = itertools::iproduct!(0..4, 0..=2, 0..=2, 0..=3, 0..=3)
            .filter(|&(t, a, b, c, d)| named(&families[1], &[t, a, b, c, d]).is_some())
            .count();
        assert_eq!(runs, every_run(&decks).count());
        let start = Some(MemoEntry::Counted(Counted {
            mover: 0,
            passed: false,
            next: [0, 0],
            first: [0, 0],
        }));
        assert_eq!(named(&families[1], &[0, 0, 0, 0, 0]), start);
        for entry in every_run(&decks).map(MemoEntry::Counted) {
            let at = (families[1].coordinates_of)(&entry);
            assert_eq!(named(&families[1], &at), Some(entry));
        }
    }

    /// A five-index entry reads the positions one move on, by their runs: player 2, whose 1
    /// is jammed and whose deck is empty, can only pass; at the start, passing and placing.
    /// It is drawn only where the stack is empty and no pass is pending.
    #[test]
    fn a_five_index_entry_reads_each_move_s_runs() {
        let decks = (vec![JAM], vec![1]);
        let counted = |mover, passed, next, first| {
            MemoEntry::Counted(Counted {
                mover,
                passed,
                next,
                first,
            })
        };
        let table = Aoj2741::values(&decks);
        let reads = |entry: &MemoEntry| -> Vec<MemoEntry> {
            table
                .reads(entry)
                .into_iter()
                .map(|(_, read)| read)
                .collect()
        };
        assert_eq!(
            reads(&counted(1, false, [1, 1], [0, 1])),
            vec![counted(0, false, [1, 1], [1, 1])]
        );
        assert_eq!(
            reads(&counted(0, false, [0, 0], [0, 0])),
            vec![
                counted(1, true, [0, 0], [0, 0]),
                counted(1, false, [1, 0], [0, 0])
            ]
        );
        // The second pass in a row ends the game: nothing to read.
        assert_eq!(reads(&counted(0, true, [1, 1], [1, 1])), vec![]);
        // Drawn where the crate's tables have the position: an empty stack, no pass pending.
        let cell = |entry: &MemoEntry| table.cell(entry);
        assert_eq!(cell(&counted(1, false, [1, 0], [1, 0])), Some((1, 1, 0)));
        assert_eq!(cell(&counted(0, false, [0, 1], [0, 1])), Some((0, 0, 1)));
        assert_eq!(cell(&counted(1, false, [1, 1], [0, 1])), None);
        assert_eq!(cell(&counted(1, true, [1, 1], [1, 1])), None);
    }
}
