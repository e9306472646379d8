//! What the rules file's child says, read back: the players' names, how the file says its
//! game is played, a start written as a sum of distinct parts, and the integers the driver
//! packs (draws, explored moves).

use serde_json::{Value, json};

/// The players' names a child said (`["Takahashi", "Aoki"]`): two lines of text, each of at
/// most 40 characters, none empty.
pub(super) fn players(said: &Value) -> Option<[String; 2]> {
    let names: Vec<String> = said
        .as_array()?
        .iter()
        .map(|name| name.as_str().map(str::to_string))
        .collect::<Option<_>>()?;
    let fit = |name: &String| {
        !name.trim().is_empty() && name.chars().count() <= 40 && !name.contains(char::is_control)
    };
    match <[String; 2]>::try_from(names) {
        Ok(names) if names.iter().all(fit) => Some(names),
        _ => None,
    }
}

/// A start as the driver writes it, a sum with `"order"` (its distinct parts, and each
/// part's index among them) expanded; `None` where it is written wrong.
pub(super) fn expanded(start: Value) -> Option<Value> {
    let Some(order) = start.get("order") else {
        return Some(start);
    };
    let order = unpacked(order.as_str()?, i32::from_le_bytes)?;
    let parts = start["sum"].as_array()?;
    let parts = order
        .into_iter()
        .map(|k| usize::try_from(k).ok().and_then(|k| parts.get(k)).cloned())
        .collect::<Option<Vec<Value>>>()?;
    Some(json!({ "sum": parts }))
}

/// The integers the driver packed in `text` (base64 of their little-endian bytes, `N` each,
/// which `decode` reads); `None` where `text` is no such thing.
pub(crate) fn unpacked<T, const N: usize>(text: &str, decode: fn([u8; N]) -> T) -> Option<Vec<T>> {
    let bytes = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, text).ok()?;
    if bytes.len() % N != 0 {
        return None;
    }
    Some(
        bytes
            .chunks_exact(N)
            .map(|chunk| decode(chunk.try_into().expect("N bytes")))
            .collect(),
    )
}

/// How a rules file says its game is played, beside its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Convention {
    /// `MISERE = True`: the player who cannot move wins.
    pub(crate) misere: bool,
    /// `LOOPS = True`: positions may come back, and every input is valued win, lose or draw,
    /// whether it loops or not.
    pub(crate) loops: bool,
    /// `ENDLESS = <lead>`: in a score game whose positions may come back, what the rest of a
    /// game that never ends is worth to the first player.
    pub(crate) endless: Option<i64>,
}

impl Convention {
    /// As the file's child said it once the file was loaded (`"misere": true`, ...).
    pub(crate) fn said(ready: &Value) -> Convention {
        let stated = |name: &str| ready[name].as_bool() == Some(true);
        Convention {
            misere: stated("misere"),
            loops: stated("loops"),
            endless: ready["endless"].as_i64(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sum_written_by_its_distinct_parts_is_expanded_in_its_order() {
        // Parts 0, 1, 0, 0 of [[5, 1, 2], 7]: base64 of four 32-bit little-endian numbers.
        let order = "AAAAAAEAAAAAAAAAAAAAAA==";
        let start = json!({ "sum": [[5, 1, 2], 7], "order": order });
        assert_eq!(
            expanded(start),
            Some(json!({ "sum": [[5, 1, 2], 7, [5, 1, 2], [5, 1, 2]] }))
        );
        let plain = json!({ "sum": [1, 1] });
        assert_eq!(expanded(plain.clone()), Some(plain));
        // An index past the parts, or an order that is not packed numbers, is no start.
        for order in ["AgAAAA==", "not base64", "AAA="] {
            assert_eq!(
                expanded(json!({ "sum": [1], "order": order })),
                None,
                "{order}"
            );
        }
    }

    #[test]
    fn packed_numbers_read_back_and_a_broken_tail_is_refused() {
        assert_eq!(
            unpacked("AQAAAP////8=", i32::from_le_bytes),
            Some(vec![1, -1])
        );
        assert_eq!(unpacked("AQAAAP//", i32::from_le_bytes), None);
    }
}
