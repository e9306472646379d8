//! Aoj2741's table as learners print it: the ways they index it and what they store, what
//! each entry reads, and the order a recurrence fills them in.

use crate::problem::{Indexing, Meaning, Recurrence, Stored, Truth};
use crate::problems::Aoj2741;
use crate::problems::aoj2741::{Decks, JAM, Position, Values, deck};
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

/// A `type` (0 to 3) from the player to move and whether a pass was just made on the empty
/// stack.
type TypeOf = fn(usize, bool) -> i64;

/// The ways a five-index memo numbers its types.
const TYPES: [(&str, TypeOf); 2] = [
    (
        "type = 2 × the mover (0 or 1) + 1 after a pass on the empty stack",
        |mover, passed| 2 * mover as i64 + i64::from(passed),
    ),
    (
        "type = the mover (0 or 1) + 2 after a pass on the empty stack",
        |mover, passed| mover as i64 + 2 * i64::from(passed),
    ),
];

/// The orders a five-index memo gives its four cards: the printed `x1, y1, x2, y2` are, by
/// number, these of (0) player 1's first card that counts (that lies above every jamming
/// card of player 2), (1) player 1's next card, (2) and (3) the same of player 2.
const ORDERS: [(&str, [usize; 4]); 4] = [
    (
        "player 1's cards x1 to y1 - 1 count, y1 is the next; x2, y2 player 2's",
        [0, 1, 2, 3],
    ),
    (
        "x1 is player 1's next card, y1 its first that counts; x2, y2 player 2's",
        [1, 0, 3, 2],
    ),
    (
        "x1, y1 each player's next card; x2, y2 each one's first that counts",
        [1, 3, 0, 2],
    ),
    (
        "x1, y1 each player's first card that counts; x2, y2 each one's next",
        [0, 2, 1, 3],
    ),
];

impl Recurrence for Aoj2741 {
    type Entry = MemoEntry;
    const ANSWER_STEP: &'static str = "the lead of player 1 at the start, empty[0][0][1]";

    /// `dp[i][j][p]`: the cards played from each deck, and the player to move (from 0 or
    /// from 1), the crate's memo of empty-stack positions; then `dp[type][x1][y1][x2][y2]`,
    /// from 1, the five-index memo of accepted solutions, in each numbering of its types and
    /// order of its cards. Each holds the mover's lead, or player 1's.
    fn meanings(decks: &Decks) -> Vec<Meaning<MemoEntry>> {
        let (n, m) = (decks.0.len(), decks.1.len());
        let mut indexings: Vec<Indexing<MemoEntry>> = [0, 1]
            .into_iter()
            .map(|from| {
                let entry = move |at: &[i64]| -> Option<MemoEntry> {
                    let [i, j, p] = at else { return None };
                    let (i, j) = (usize::try_from(*i).ok()?, usize::try_from(*j).ok()?);
                    let mover = usize::try_from(p - from).ok()?;
                    (i <= n && j <= m && mover < 2).then(|| {
                        MemoEntry::Empty(Position {
                            next: [i, j],
                            stack: Vec::new(),
                            mover,
                            empty_passes: 0,
                        })
                    })
                };
                let indices = move |entry: &MemoEntry| {
                    let Counted { mover, next, .. } = entry.counted();
                    vec![next[0] as i64, next[1] as i64, mover as i64 + from]
                };
                Indexing::new(
                    format!(
                        "dp[i][j][p]: i and j cards played from each deck, player p to move \
                         (from {from}), on an empty stack"
                    ),
                    entry,
                    indices,
                )
            })
            .collect();
        let decks = Rc::new(decks.clone());
        for (types, type_of) in TYPES {
            for (order, slots) in ORDERS {
                let decks = decks.clone();
                let entry = move |at: &[i64]| -> Option<MemoEntry> {
                    let [kind, cards @ ..] = at else { return None };
                    let (mover, passed) = (0..2)
                        .flat_map(|mover| [false, true].map(|passed| (mover, passed)))
                        .find(|&(mover, passed)| type_of(mover, passed) == *kind)?;
                    let mut card = [0; 4];
                    for (&slot, &printed) in slots.iter().zip(cards) {
                        card[slot] = usize::try_from(printed - 1).ok()?;
                    }
                    let counted = Counted {
                        mover,
                        passed,
                        next: [card[1], card[3]],
                        first: [card[0], card[2]],
                    };
                    (cards.len() == 4 && counted.valid(&decks))
                        .then_some(MemoEntry::Counted(counted))
                };
                let indices = move |entry: &MemoEntry| {
                    let counted = entry.counted();
                    let card = [
                        counted.first[0],
                        counted.next[0],
                        counted.first[1],
                        counted.next[1],
                    ];
                    let mut at = vec![type_of(counted.mover, counted.passed)];
                    at.extend(slots.iter().map(|&slot| card[slot] as i64 + 1));
                    at
                };
                indexings.push(Indexing::new(
                    format!("dp[type][x1][y1][x2][y2] (from 1): {types}; {order}"),
                    entry,
                    indices,
                ));
            }
        }
        Meaning::all(indexings, &[Stored::MoverLead, Stored::FirstLead])
    }

    fn truth(decks: &Decks, values: &mut Values<'_>, entry: &MemoEntry) -> Truth {
        let (lead, mover) = match entry {
            MemoEntry::Empty(position) => (values.value(position), position.mover),
            MemoEntry::Counted(counted) => (runs_value(values, decks, *counted), counted.mover),
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
    fn reads(decks: &Decks, entry: &MemoEntry) -> Vec<(String, MemoEntry)> {
        match entry {
            MemoEntry::Empty(position) => {
                super::entries_reached::<Self>(decks, position, is_memoised)
                    .into_iter()
                    .map(|(line, reached)| (line, MemoEntry::Empty(reached)))
                    .collect()
            }
            MemoEntry::Counted(counted) => {
                super::moves_read::<Self>(decks, &counted.position(decks))
                    .into_iter()
                    .filter_map(|(line, next)| {
                        Counted::of(&next).map(|next| (line, MemoEntry::Counted(next)))
                    })
                    .collect()
            }
        }
    }

    /// From the end: the more cards played, the sooner filled; among as many, a pass's
    /// position before the one it is made from (the stack cleared, then one pass on it).
    fn fill_order(_: &Decks, entry: &MemoEntry) -> i64 {
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
    fn cell(_: &Decks, entry: &MemoEntry) -> Option<(usize, usize, usize)> {
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
    use super::*;
    use crate::problem::Rules;
    use crate::problems::aoj2741::random_deck;
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

    /// A learner's entries lie within the decks: the crate's memo names 2 (n + 1) (m + 1)
    /// entries, and a five-index memo, in every numbering and order, as many as there are
    /// runs some stack holds, none from 0 or past a deck's end.
    #[test]
    fn a_learner_s_entries_lie_within_the_decks() {
        let decks = (vec![JAM, 5], vec![1, 2, JAM]);
        let meanings = Aoj2741::meanings(&decks);
        assert_eq!(meanings.len(), 20);
        let named =
            |meaning: &Meaning<MemoEntry>, indices: &[i64]| (meaning.indexing.entry)(indices);
        for meaning in [&meanings[0], &meanings[2]] {
            let count = itertools::iproduct!(-1..10, -1..10, -1..10)
                .filter(|&(i, j, p)| named(meaning, &[i, j, p]).is_some())
                .count();
            assert_eq!(count, 2 * 3 * 4, "{}", meaning.indexing.words);
        }
        let runs = every_run(&decks).count();
        let start = Some(MemoEntry::Counted(Counted {
            mover: 0,
            passed: false,
            next: [0, 0],
            first: [0, 0],
        }));
        for meaning in &meanings[4..] {
            let words = &meaning.indexing.words;
            let count = (0..6i64.pow(5))
                .map(|code| (0..5).map(|d| code / 6i64.pow(d) % 6).collect::<Vec<i64>>())
                .filter(|indices| named(meaning, indices).is_some())
                .count();
            assert_eq!(count, runs, "{words}");
            assert_eq!(named(meaning, &[0, 1, 1, 1, 1]), start, "{words}");
            for slot in 1..5 {
                for outside in [0, 5] {
                    let mut indices = vec![0, 1, 1, 1, 1];
                    indices[slot] = outside;
                    assert_eq!(named(meaning, &indices), None, "{words} {indices:?}");
                }
            }
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
        let reads = |entry: &MemoEntry| -> Vec<MemoEntry> {
            Aoj2741::reads(&decks, entry)
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
        let cell = |entry: &MemoEntry| Aoj2741::cell(&decks, entry);
        assert_eq!(cell(&counted(1, false, [1, 0], [1, 0])), Some((1, 1, 0)));
        assert_eq!(cell(&counted(0, false, [0, 1], [0, 1])), Some((0, 0, 1)));
        assert_eq!(cell(&counted(1, false, [1, 1], [0, 1])), None);
        assert_eq!(cell(&counted(1, true, [1, 1], [1, 1])), None);
    }
}
