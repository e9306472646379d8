//! A table read in its own units: a meaning every entry holds times one whole number (the
//! lead stored doubled), or one every wrong entry is off from by one large number (an INF
//! left in an entry read before it was set).

use super::read::Printed;
use super::reading::Meaning;
use super::recurrence::{Recurrence, Stored};
use super::search::{self, Weighed};
use std::rc::Rc;

/// A meaning whose every entry the table holds times one whole number other than 0 and 1
/// (the lead stored doubled: taking v worth `2v - dp[next]`), with that number: such a table is
/// right in its own units, and no entry of it is wrong. Tried on each reading of the
/// meanings weighed, with every value an entry may hold; two entries at least must be
/// other than 0, so that the number is shown, not guessed.
pub(super) fn scaled<R: Recurrence>(
    table: &mut R,
    printed: &Printed,
    weighed: &[Weighed<R::Entry>],
) -> Option<(Meaning<R::Entry>, i64)> {
    for (k, found) in weighed.iter().enumerate() {
        let reading = &found.meaning.reading;
        if weighed[..k]
            .iter()
            .any(|before| Rc::ptr_eq(&before.meaning.reading, reading))
        {
            continue;
        }
        for value in Stored::ALL {
            let meaning = Meaning {
                reading: Rc::clone(reading),
                value,
            };
            let mut times = None;
            let mut shown = 0;
            let holds = printed.entries.iter().all(|entry| {
                let Some((_, right)) = search::expected(&meaning, table, entry) else {
                    return false;
                };
                if right == 0 {
                    return entry.value == 0;
                }
                shown += 1;
                entry.value % right == 0
                    && *times.get_or_insert(entry.value / right) == entry.value / right
            });
            if let Some(times) =
                times.filter(|&times| holds && shown >= 2 && times != 0 && times != 1)
            {
                return Some((meaning, times));
            }
        }
    }
    None
}

/// Values at least this far from the right one are taken for a starting value (an INF: 10^9,
/// 2^30, 0x3f3f3f3f, 10^18, ...) where every wrong entry is off by the same one.
const SENTINEL_FROM: i64 = 1_000_000_000;

/// The number every wrong entry of `printed` is off by under `meaning`, up to its sign,
/// where it is one and at least [`SENTINEL_FROM`]: a starting value left in an entry read
/// before it was set.
pub(super) fn off_by_a_sentinel<R: Recurrence>(
    table: &mut R,
    printed: &Printed,
    meaning: &Meaning<R::Entry>,
) -> Option<i64> {
    let mut off = None;
    for entry in &printed.entries {
        let (_, right) = search::expected(meaning, table, entry)?;
        let by = entry.value.checked_sub(right)?.checked_abs()?;
        if by != 0 && *off.get_or_insert(by) != by {
            return None;
        }
    }
    off.filter(|&off| off >= SENTINEL_FROM)
}
