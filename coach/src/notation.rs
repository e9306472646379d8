//! How coach writes things down, the same way in every command: a move as JSON encodes it,
//! a table entry with its terms evaluated, a count with its noun, and a quoted token cut to
//! a readable length.

use serde::Serialize;

/// A move as `--json` writes it, unquoted when it is a string: `R`, `a`, `pass`, `[1,3]`.
pub(crate) fn encode<M: Serialize>(mv: &M) -> String {
    match serde_json::to_value(mv) {
        Ok(serde_json::Value::String(text)) => text,
        Ok(value) => value.to_string(),
        Err(_) => String::from("?"),
    }
}

/// Terms a recurrence writes out; past them it says how many there are.
pub(crate) const TERMS_SHOWN: usize = 12;

/// `entry = max(t1, t2) = max(v1, v2) = v`, or `entry = t1 = v` for one term, or
/// `entry = 0: why` where the game is over. Past [`TERMS_SHOWN`] terms the rest are
/// counted, not written, so that a position with a hundred moves stays one readable line.
pub(crate) fn max_of(entry: &str, terms: &[(String, i64)], over: &str) -> String {
    max_of_shown(entry, terms, over, |value| value.to_string())
}

/// [`max_of`], each value written by `shown` (a win at once as `win`, not as a number).
pub(crate) fn max_of_shown(
    entry: &str,
    terms: &[(String, i64)],
    over: &str,
    shown: impl Fn(i64) -> String,
) -> String {
    match terms {
        [] => format!("{entry} = {}: {over}", shown(0)),
        [(term, value)] => format!("{entry} = {term} = {}", shown(*value)),
        _ => {
            let best = terms.iter().map(|&(_, value)| value).max().unwrap_or(0);
            format!(
                "{entry} = max({}) = max({}) = {}",
                listed(terms.iter().map(|(term, _)| term.clone())),
                listed(terms.iter().map(|&(_, value)| shown(value))),
                shown(best)
            )
        }
    }
}

/// The terms of a recurrence separated by commas: the first [`TERMS_SHOWN`], then how many
/// more there are (`a, b, … 3 more`).
pub(crate) fn listed(terms: impl IntoIterator<Item = String>) -> String {
    let mut terms = terms.into_iter();
    let mut listed: Vec<String> = terms.by_ref().take(TERMS_SHOWN).collect();
    let more = terms.count();
    if more > 0 {
        listed.push(format!("… {more} more"));
    }
    listed.join(", ")
}

/// `n` and `word`, the word in the plural unless `n` is 1.
pub(crate) fn count(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// Characters of a token a message quotes; past them it says how long the token was.
pub(crate) const QUOTED: usize = 80;

/// `text` as a message quotes it: printable ASCII as itself, anything else as its code point
/// (`U+FEFF`), and at most [`QUOTED`] characters, then `… (100,000 bytes)`.
pub(crate) fn quote(text: &str) -> String {
    let mut quoted: String = text
        .chars()
        .take(QUOTED)
        .map(|c| match c {
            ' '..='~' => c.to_string(),
            _ => format!("U+{:04X}", u32::from(c)),
        })
        .collect();
    if text.chars().nth(QUOTED).is_some() {
        quoted.push_str(&format!("… ({} bytes)", thousands(text.len())));
    }
    quoted
}

/// `text` safe to write to a terminal: every control character but the newline and the tab
/// (an escape code, a carriage return, a bell) as its code point, `U+001B`; the rest as it is.
pub(crate) fn visible(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\n' | '\t' => c.to_string(),
            c if c.is_control() => format!("U+{:04X}", u32::from(c)),
            c => c.to_string(),
        })
        .collect()
}

/// `n` with its thousands apart: `100,000`.
pub(crate) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, digit) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_shows_control_characters_by_code_point_and_keeps_lines() {
        assert_eq!(visible("a\x1b[31mb\n\tc\r"), "aU+001B[31mb\n\tcU+000D");
        assert_eq!(visible("déjà vu"), "déjà vu");
    }

    #[test]
    fn recurrences_read_as_the_headers_write_them() {
        let terms = [
            ("+1 - lead(2, 1)".to_string(), 3),
            ("-1 - x".to_string(), -2),
        ];
        assert_eq!(
            max_of("lead(1, 1)", &terms, "the goal"),
            "lead(1, 1) = max(+1 - lead(2, 1), -1 - x) = max(3, -2) = 3"
        );
        assert_eq!(max_of("e", &terms[1..], ""), "e = -1 - x = -2");
        assert_eq!(max_of("e", &[], "the goal"), "e = 0: the goal");
        let many: Vec<(String, i64)> = (0..15).map(|k| (format!("t{k}"), k)).collect();
        assert_eq!(
            max_of("e", &many, ""),
            "e = max(t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, … 3 more) = \
             max(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … 3 more) = 14"
        );
        assert!(!max_of("e", &many[..12], "").contains("more"));
    }

    #[test]
    fn moves_counts_and_quotes_are_written_alike_everywhere() {
        assert_eq!(encode(&"R"), "R");
        assert_eq!(encode(&(1, 3)), "[1,3]");
        assert_eq!(count(1, "case"), "1 case");
        assert_eq!(count(0, "run"), "0 runs");
        assert_eq!(quote("a b\u{feff}"), "a bU+FEFF");
        assert_eq!(quote(&"x".repeat(80)), "x".repeat(80));
        assert_eq!(
            quote(&"x".repeat(100_000)),
            format!("{}… (100,000 bytes)", "x".repeat(80))
        );
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(50_000_060), "50,000,060");
    }
}
