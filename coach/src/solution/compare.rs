//! How a user's output is compared with the answer, as judges compare.
//!
//! By default token by token, as testlib's `wcmp` and the default checkers of AtCoder, AOJ
//! and Codeforces compare: any run of white space (spaces, tabs, line endings, `\r\n`)
//! separates tokens and is otherwise ignored; letter case is not. `Exact` compares bytes: the
//! output must be the answer followed by one `\n`.

/// The comparison rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    Tokens,
    Exact,
}

/// `None` when `actual` is accepted for `expected` (the answer, without its final newline);
/// otherwise what differs first, in words.
pub(crate) fn difference(rule: Rule, expected: &str, actual: &[u8]) -> Option<String> {
    match rule {
        Rule::Tokens => tokens(expected, actual),
        Rule::Exact => exact(expected, actual),
    }
}

fn tokens(expected: &str, actual: &[u8]) -> Option<String> {
    let mut wanted = expected.split_ascii_whitespace();
    let got = actual
        .split(|&byte| byte == b'\n')
        .enumerate()
        .flat_map(|(line, text)| {
            text.split(u8::is_ascii_whitespace)
                .filter(|token| !token.is_empty())
                .map(move |token| (line + 1, token))
        });
    let mut count = 0;
    for (line, token) in got {
        count += 1;
        let Some(want) = wanted.next() else {
            return Some(format!(
                "extra output: token {count} (line {line}) is `{}`, after all {} expected",
                shown(token),
                count - 1
            ));
        };
        if want.as_bytes() != token {
            return Some(format!(
                "token {count} (line {line}): expected `{}`, got `{}`",
                shown(want.as_bytes()),
                shown(token)
            ));
        }
    }
    wanted.next().map(|want| {
        format!(
            "missing output: expected `{}` as token {}, got only {count} token{}",
            shown(want.as_bytes()),
            count + 1,
            if count == 1 { "" } else { "s" }
        )
    })
}

fn exact(expected: &str, actual: &[u8]) -> Option<String> {
    let expected = format!("{expected}\n");
    let expected = expected.as_bytes();
    if expected == actual {
        return None;
    }
    let at = expected
        .iter()
        .zip(actual)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(actual.len()));
    let line = actual[..at].iter().filter(|&&byte| byte == b'\n').count() + 1;
    let window = |bytes: &[u8]| shown(&bytes[at..(at + 12).min(bytes.len())]);
    Some(format!(
        "byte {} (line {line}) differs: expected `{}`, got `{}`",
        at + 1,
        window(expected),
        window(actual)
    ))
}

/// A token or piece of output as a person can read it: printable ASCII as itself, anything
/// else (a blank, a control character, a byte-order mark, a stray byte) escaped, and cut
/// after 40 characters.
pub(crate) fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out: String = text
        .chars()
        .take(40)
        .map(|c| match c {
            '!'..='~' => c.to_string(),
            ' ' => "␠".to_string(),
            '\n' => "\\n".to_string(),
            '\r' => "\\r".to_string(),
            '\t' => "\\t".to_string(),
            _ => format!("U+{:04X}", u32::from(c)),
        })
        .collect();
    if text.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(expected: &str, actual: &str) -> Option<String> {
        difference(Rule::Tokens, expected, actual.as_bytes())
    }

    #[test]
    fn white_space_and_line_endings_do_not_matter_but_case_does() {
        assert_eq!(tokens("Takahashi", "Takahashi\n"), None);
        assert_eq!(tokens("Alice\nBob", "  Alice \r\n\n\tBob"), None);
        assert_eq!(
            tokens("Takahashi", "takahashi\n").as_deref(),
            Some("token 1 (line 1): expected `Takahashi`, got `takahashi`")
        );
        assert_eq!(
            tokens("Alice\nBob", "Alice\n\nAlice\n").as_deref(),
            Some("token 2 (line 3): expected `Bob`, got `Alice`")
        );
    }

    #[test]
    fn missing_and_extra_output_are_named() {
        assert_eq!(
            tokens("1 2", "1\n").as_deref(),
            Some("missing output: expected `2` as token 2, got only 1 token")
        );
        assert_eq!(
            tokens("7", "").as_deref(),
            Some("missing output: expected `7` as token 1, got only 0 tokens")
        );
        assert_eq!(
            tokens("7", "7\n8\n").as_deref(),
            Some("extra output: token 2 (line 2) is `8`, after all 1 expected")
        );
    }

    #[test]
    fn exact_compares_bytes_and_says_where() {
        assert_eq!(difference(Rule::Exact, "7", b"7\n"), None);
        assert_eq!(
            difference(Rule::Exact, "7", b"7\r\n").as_deref(),
            Some("byte 2 (line 1) differs: expected `\\n`, got `\\r\\n`")
        );
        assert_eq!(
            difference(Rule::Exact, "1\n2", b"1\n3\n").as_deref(),
            Some("byte 3 (line 2) differs: expected `2\\n`, got `3\\n`")
        );
        assert_eq!(
            difference(Rule::Exact, "7", b"7").as_deref(),
            Some("byte 2 (line 1) differs: expected `\\n`, got ``")
        );
        // At most 12 bytes from the first difference are shown.
        assert_eq!(
            difference(Rule::Exact, "1abcdefghijklmnop", b"1ABCDEFGHIJKLMNOP\n").as_deref(),
            Some("byte 2 (line 1) differs: expected `abcdefghijkl`, got `ABCDEFGHIJKL`")
        );
    }

    #[test]
    fn shown_makes_every_character_visible_and_cuts_long_text() {
        assert_eq!(shown(b"a b\t\r\n"), "a␠b\\t\\r\\n");
        assert_eq!(shown("\u{feff}1".as_bytes()), "U+FEFF1");
        assert_eq!(shown(&[0xff]), "U+FFFD");
        assert_eq!(shown(&[b'x'; 40]), "x".repeat(40));
        assert_eq!(shown(&[b'x'; 41]), format!("{}…", "x".repeat(40)));
    }
}
