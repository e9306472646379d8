//! How an input and an output are shown in a report that fits a screen: an input longer
//! than [`SHOWN_INPUT_BYTES`] by its first lines and the file that holds it whole, an output
//! by its first numbered lines.

use crate::notation::count;
use std::fmt::Write as _;
use std::path::Path;

/// Lines of a long output shown in the report.
const SHOWN_LINES: usize = 20;

/// Inputs up to this many bytes are shown whole; longer ones by their first
/// lines, as many as `SHOWN_INPUT_LINES` says.
pub(super) const SHOWN_INPUT_BYTES: usize = 4096;

/// Lines of a long input shown in the report.
const SHOWN_INPUT_LINES: usize = 10;

/// An input as the report shows it: whole up to [`SHOWN_INPUT_BYTES`], else its first
/// [`SHOWN_INPUT_LINES`] lines, each cut to a screen's width, its size, and where it is whole.
pub(super) fn input(text: &str, file: Option<&Path>) -> String {
    if text.len() <= SHOWN_INPUT_BYTES {
        return text.to_string();
    }
    let mut out = String::new();
    for line in text.lines().take(SHOWN_INPUT_LINES) {
        let cut: String = line.chars().take(100).collect();
        let more = if cut.len() < line.len() { " …" } else { "" };
        writeln!(out, "{cut}{more}").unwrap();
    }
    let whole = match file {
        Some(file) => format!("whole in {}", file.display()),
        None => "run with --save DIR to keep it whole".to_string(),
    };
    writeln!(
        out,
        "… {} in all, {}: {whole}",
        count(text.lines().count(), "line"),
        count(text.len(), "byte")
    )
    .unwrap();
    out
}

/// An output as numbered lines, so that leading blanks and blank lines show; at most
/// [`SHOWN_LINES`] of them, each cut to a screen's width, its control characters shown by
/// their code points: a solution's bytes never clear the screen or retitle the terminal.
pub(super) fn lines(bytes: &[u8]) -> String {
    if bytes.is_empty() {
        return "(nothing)\n".to_string();
    }
    let text = String::from_utf8_lossy(bytes);
    let all: Vec<&str> = text.lines().collect();
    let mut out = String::new();
    for (k, line) in all.iter().take(SHOWN_LINES).enumerate() {
        let cut: String = line.chars().take(100).collect();
        let more = if cut.len() < line.len() { " …" } else { "" };
        let cut = crate::notation::visible(&cut);
        writeln!(out, "{:>4}| {cut}{more}", k + 1).unwrap();
    }
    if all.len() > SHOWN_LINES {
        writeln!(
            out,
            "    … {} more, {} in all",
            count(all.len() - SHOWN_LINES, "line"),
            count(bytes.len(), "byte")
        )
        .unwrap();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_outputs_are_numbered_cut_and_counted() {
        assert_eq!(lines(b""), "(nothing)\n");
        assert_eq!(lines(b"  a\n\nb\n"), "   1|   a\n   2| \n   3| b\n");
        let many: String = (1..=25).map(|k| format!("{k}\n")).collect();
        let shown = lines(many.as_bytes());
        assert!(
            shown.contains("  20| 20\n") && !shown.contains("| 21"),
            "{shown}"
        );
        assert!(
            shown.ends_with("    … 5 lines more, 66 bytes in all\n"),
            "{shown}"
        );
        let twenty: String = (1..=20).map(|k| format!("{k}\n")).collect();
        let shown = lines(twenty.as_bytes());
        assert!(
            shown.ends_with("  20| 20\n") && !shown.contains("more"),
            "{shown}"
        );
        let long = "x".repeat(150);
        assert_eq!(
            lines(long.as_bytes()),
            format!("   1| {} …\n", "x".repeat(100))
        );
        // An escape that would clear the screen, a title, a NUL: shown, never sent.
        assert_eq!(
            lines(b"\x1b[2J3\x1b]0;owned\x07\0\n"),
            "   1| U+001B[2J3U+001B]0;ownedU+0007U+0000\n"
        );
    }

    /// An input too long for a screen is shown by its first lines, its size and the file
    /// that holds it whole.
    #[test]
    fn a_long_input_is_cut_and_named_by_its_file() {
        let short = "1 1\n1\n2\n";
        assert_eq!(input(short, None), short);
        let grid: String = std::iter::once("100 200\n".to_string())
            .chain((0..100).map(|_| format!("{}\n", "+".repeat(200))))
            .collect();
        let shown = input(&grid, Some(Path::new(".coach/abc201d/x.in")));
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines.len(), SHOWN_INPUT_LINES + 1, "{shown}");
        assert_eq!(lines[1], format!("{} …", "+".repeat(100)));
        assert_eq!(
            lines[SHOWN_INPUT_LINES],
            "… 101 lines in all, 20108 bytes: whole in .coach/abc201d/x.in"
        );
        assert!(input(&grid, None).ends_with(": run with --save DIR to keep it whole\n"));
    }
}
