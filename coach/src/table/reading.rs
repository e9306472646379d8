//! A way of reading a printed entry's indices as the coordinates of one of the game's tables
//! ([`Reading`]: which index is which coordinate, from 0 or 1, from which end, in which
//! numbering), and a meaning: a reading and the form of value stored ([`Meaning`]).

use super::read::{LETTERS, MAX_INDICES, Printed};
use super::recurrence::{Axis, Coordinate, Family, Stored};
use itertools::Itertools;
use std::rc::Rc;

/// How one printed index is read.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Slot {
    /// The coordinate it is.
    coordinate: usize,
    /// What the coordinate's first value is printed as: 0 or 1.
    from: i64,
    /// A count printed from the other end.
    reversed: bool,
    /// A kind's numbering: the kind each number (less `from`) names.
    numbering: Vec<usize>,
}

impl Slot {
    /// The coordinate that `printed` stands for, if it stands for one.
    fn read(&self, axis: &Axis, printed: i64) -> Option<i64> {
        let at = printed - self.from;
        match axis {
            Axis::Count { min, max, .. } => {
                let at = if self.reversed { min + max - at } else { at };
                (*min..=*max).contains(&at).then_some(at)
            }
            Axis::Kind(_) => usize::try_from(at)
                .ok()
                .and_then(|k| self.numbering.get(k))
                .map(|&kind| kind as i64),
        }
    }

    /// How `coordinate` is printed.
    fn write(&self, axis: &Axis, coordinate: i64) -> i64 {
        let at = match axis {
            Axis::Count { min, max, .. } if self.reversed => min + max - coordinate,
            Axis::Count { .. } => coordinate,
            Axis::Kind(_) => self
                .numbering
                .iter()
                .position(|&kind| kind as i64 == coordinate)
                .map_or(-1, |k| k as i64),
        };
        at + self.from
    }

    fn words(&self, letter: &str, coordinate: &Coordinate) -> String {
        match &coordinate.axis {
            Axis::Count { other_end, .. } => {
                let what = if self.reversed {
                    other_end
                } else {
                    &coordinate.words
                };
                format!("{letter} = {what} (from {})", self.from)
            }
            Axis::Kind(kinds) => {
                let numbers = self
                    .numbering
                    .iter()
                    .enumerate()
                    .map(|(k, &kind)| format!("{} {}", k as i64 + self.from, kinds[kind]))
                    .join(", ");
                format!("{letter} = {} ({numbers})", coordinate.words)
            }
        }
    }
}

/// Every way `coordinate` (the `index`th of its table) may be printed at an index whose
/// printed values run from `low` to `high`.
fn slots(coordinate: &Coordinate, index: usize, (low, high): (i64, i64)) -> Vec<Slot> {
    let mut slots = Vec::new();
    for from in [0, 1] {
        let (low, high) = (low - from, high - from);
        match &coordinate.axis {
            Axis::Count { min, max, .. } if *min <= low && high <= *max => {
                // Counted from either end; from both alike where there is one value.
                let ends = if min == max { 1 } else { 2 };
                for reversed in [false, true].into_iter().take(ends) {
                    slots.push(Slot {
                        coordinate: index,
                        from,
                        reversed,
                        numbering: Vec::new(),
                    });
                }
            }
            Axis::Kind(kinds) if 0 <= low && high < kinds.len() as i64 => {
                for numbering in (0..kinds.len()).permutations(kinds.len()) {
                    slots.push(Slot {
                        coordinate: index,
                        from,
                        reversed: false,
                        numbering,
                    });
                }
            }
            _ => {}
        }
    }
    slots
}

/// A way of indexing: the table, and how each printed index is read.
pub(crate) struct Reading<E> {
    family: Rc<Family<E>>,
    /// Whether the problem has other tables (then the words name this one).
    one_of_several: bool,
    slots: Vec<Slot>,
}

impl<E> Reading<E> {
    /// The entry that printed `indices` name, if any.
    pub(crate) fn entry(&self, indices: &[i64]) -> Option<E> {
        if indices.len() != self.slots.len() {
            return None;
        }
        let mut coordinates = [0; MAX_INDICES];
        for (slot, &printed) in self.slots.iter().zip(indices) {
            let axis = &self.family.coordinates[slot.coordinate].axis;
            coordinates[slot.coordinate] = slot.read(axis, printed)?;
        }
        (self.family.entry)(&coordinates[..self.slots.len()])
    }

    /// How far it is from the problem's own indexing: one for its coordinates in another
    /// order, one for each count from the other end, one for each kind numbered otherwise,
    /// one for indices from 0 beside indices from 1. (From 0 or from 1 alone is a habit,
    /// and costs nothing.)
    pub(crate) fn twists(&self) -> usize {
        let moved = self
            .slots
            .iter()
            .enumerate()
            .any(|(k, slot)| slot.coordinate != k);
        let turned = self
            .slots
            .iter()
            .filter(|slot| slot.reversed || slot.numbering.iter().enumerate().any(|(k, &n)| k != n))
            .count();
        // Indices counted from 0 and from 1 in one table.
        let mixed = self.slots.iter().map(|slot| slot.from).unique().count() > 1;
        usize::from(moved) + turned + usize::from(mixed)
    }

    /// The indices the learner prints `entry` at.
    pub(crate) fn indices(&self, entry: &E) -> Vec<i64> {
        let coordinates = (self.family.coordinates_of)(entry);
        self.slots
            .iter()
            .map(|slot| {
                let axis = &self.family.coordinates[slot.coordinate].axis;
                slot.write(axis, coordinates[slot.coordinate])
            })
            .collect()
    }

    /// In words, with the learner's own form of the table: `dp[i][j] with i = objects taken
    /// from a (from 0), j = ...`.
    pub(crate) fn words(&self, printed: &Printed) -> String {
        let slots = self
            .slots
            .iter()
            .zip(LETTERS)
            .map(|(slot, letter)| slot.words(letter, &self.family.coordinates[slot.coordinate]))
            .join(", ");
        let table = if self.one_of_several {
            format!(" ({})", self.family.words)
        } else {
            String::new()
        };
        format!("{}{table} with {slots}", printed.pattern(self.slots.len()))
    }
}

#[cfg(test)]
impl<E> Reading<E> {
    /// A way of printing `family` drawn from `rng`: its coordinates in any order, each from
    /// 0 or 1, a count from either end, a kind in any numbering.
    pub(crate) fn drawn(
        family: Rc<Family<E>>,
        one_of_several: bool,
        rng: &mut crate::rng::Rng,
    ) -> Reading<E> {
        let mut order: Vec<usize> = (0..family.coordinates.len()).collect();
        for k in (1..order.len()).rev() {
            order.swap(k, rng.below(k + 1));
        }
        let slots = order
            .into_iter()
            .map(|coordinate| {
                let from = i64::from(rng.chance(50));
                match &family.coordinates[coordinate].axis {
                    Axis::Count { .. } => Slot {
                        coordinate,
                        from,
                        reversed: rng.chance(50),
                        numbering: Vec::new(),
                    },
                    Axis::Kind(kinds) => {
                        let mut numbering: Vec<usize> = (0..kinds.len()).collect();
                        for k in (1..numbering.len()).rev() {
                            numbering.swap(k, rng.below(k + 1));
                        }
                        Slot {
                            coordinate,
                            from,
                            reversed: false,
                            numbering,
                        }
                    }
                }
            })
            .collect();
        Reading {
            family,
            one_of_several,
            slots,
        }
    }
}

/// Ways of indexing tried at most; the rest (past this many, in the problem's order of its
/// tables and coordinates) are not.
pub(crate) const MAX_READINGS: usize = 100_000;

/// Every way of printing the tables `families` at indices whose printed values run within
/// `ranges` (one a printed index), at most [`MAX_READINGS`].
pub(crate) fn readings<E>(families: Vec<Family<E>>, ranges: &[(i64, i64)]) -> Vec<Reading<E>> {
    let one_of_several = families.len() > 1;
    let mut found = Vec::new();
    for family in families.into_iter().map(Rc::new) {
        let count = family.coordinates.len();
        if count != ranges.len() {
            continue;
        }
        for order in (0..count).permutations(count) {
            let options: Vec<Vec<Slot>> = order
                .iter()
                .zip(ranges)
                .map(|(&coordinate, &range)| {
                    slots(&family.coordinates[coordinate], coordinate, range)
                })
                .collect();
            for slots in options.into_iter().multi_cartesian_product() {
                if found.len() >= MAX_READINGS {
                    return found;
                }
                found.push(Reading {
                    family: family.clone(),
                    one_of_several,
                    slots,
                });
            }
        }
    }
    found
}

/// One meaning of a printed table: how it is indexed, and what it stores.
pub(crate) struct Meaning<E> {
    pub(crate) reading: Rc<Reading<E>>,
    pub(crate) value: Stored,
}

impl<E> Meaning<E> {
    pub(crate) fn words(&self, printed: &Printed) -> String {
        format!(
            "{}, holding {}",
            self.reading.words(printed),
            self.value.words()
        )
    }
}
