//! The promise every binary keeps on input it cannot answer, class by class: exit status 1,
//! an empty standard output and one line `<binary>: invalid input: ...` on standard error,
//! never a panic (the runs ask for backtraces, which would show). The per-problem tests hold
//! the problem-specific classes; these are the ones every format shares, with a bad token of
//! 50 MB (quoted in part) and an answer that cannot be written (a full disk, a closed pipe).

mod common;

use common::{assert_answer, assert_rejected, binaries, cases_dir};

fn sample(name: &str) -> (Vec<u8>, String) {
    let dir = cases_dir(name);
    let read = |file: &str| std::fs::read(dir.join(file)).expect("sample 1 exists");
    let output = String::from_utf8(read("sample-1.out")).expect("UTF-8");
    (read("sample-1.in"), output)
}

#[test]
fn empty_or_blank_input_is_rejected() {
    for name in binaries() {
        for input in ["", "\n", " \r\n\t\n"] {
            assert_rejected(name, input, "the input ends");
        }
    }
}

#[test]
fn input_cut_after_its_first_line_or_token_is_rejected() {
    for name in binaries() {
        let (input, _) = sample(name);
        let text = String::from_utf8(input).unwrap();
        let first_line = text.lines().next().unwrap();
        assert_rejected(name, format!("{first_line}\n"), "ends");
        let first_token = first_line.split_whitespace().next().unwrap();
        assert_rejected(name, format!("{first_token}\n"), "ends");
    }
}

#[test]
fn input_cut_anywhere_is_rejected() {
    for name in binaries() {
        let (input, _) = sample(name);
        let text = String::from_utf8(input).unwrap();
        let tokens: Vec<&str> = text.split_whitespace().collect();
        for kept in 1..tokens.len() {
            assert_rejected(name, tokens[..kept].join(" "), "");
        }
    }
}

#[test]
fn a_negative_or_huge_first_number_is_rejected() {
    for name in binaries() {
        for number in ["-3", "99999999999999999999", "1e3", "0x10"] {
            let (input, _) = sample(name);
            let text = String::from_utf8(input).unwrap();
            let first = text.split_whitespace().next().unwrap();
            let input = text.replacen(first, number, 1);
            assert_rejected(name, &input, number);
        }
    }
}

#[test]
fn input_that_is_not_utf8_is_rejected() {
    for name in binaries() {
        let (mut input, _) = sample(name);
        input.push(0xff);
        assert_rejected(name, &input, "invalid input: the input is not UTF-8 text");
    }
}

/// Notepad and other Windows editors may start a UTF-8 file with a byte-order mark: the
/// binaries skip it, so the sample still gets its answer.
#[test]
fn a_leading_byte_order_mark_is_skipped() {
    for name in binaries() {
        let (input, expected) = sample(name);
        let with_bom = [b"\xef\xbb\xbf".as_slice(), &input].concat();
        assert_answer(name, &String::from_utf8(with_bom).unwrap(), &expected);
    }
}

/// Only a leading one: a byte-order mark inside the input is a foreign character, and the
/// message shows it as `U+FEFF`, not as itself, which no one would see.
#[test]
fn a_byte_order_mark_after_the_start_is_rejected_and_shown() {
    for name in binaries() {
        let (input, _) = sample(name);
        let mut text = String::from_utf8(input).unwrap();
        text.push('\u{feff}');
        assert_rejected(name, &text, "`U+FEFF`");
    }
}

/// An invisible or control character glued to a number is named by its code point.
#[test]
fn invisible_and_control_characters_are_shown_by_code_point() {
    for name in binaries() {
        let (input, _) = sample(name);
        let text = String::from_utf8(input).unwrap();
        let first = text.split_whitespace().next().unwrap();
        for (hidden, shown) in [
            ("\u{200b}", "U+200B"),
            ("\u{7}", "U+0007"),
            ("\u{a0}", "U+00A0"),
        ] {
            let input = text.replacen(first, &format!("{first}{hidden}"), 1);
            assert_rejected(name, &input, &format!("{first}{shown}"));
        }
    }
}

/// A 50 MB token is quoted in part, with its length: the message stays one short line.
#[test]
fn a_huge_bad_token_is_quoted_in_part() {
    let huge = "x".repeat(50_000_000);
    for name in binaries() {
        let input = format!("1 {huge}\n");
        let output = common::run(name, &input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert!(stderr.len() < 300, "{name}: {} bytes", stderr.len());
        assert!(
            stderr.contains(&format!("`{}… (50000000 bytes)`", "x".repeat(80))),
            "{name}: {stderr}"
        );
        assert_rejected(name, &input, "x");
    }
}

/// An answer that cannot be written (a full disk) is one line and exit 1, never a panic; a
/// reader that went away (a closed pipe) ends the program quietly, exit 1.
#[test]
fn an_answer_that_cannot_be_written_is_one_line_and_exit_1() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    for name in binaries() {
        let (input, _) = sample(name);
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let mut child = Command::new(common::binary_path(name))
            .env("RUST_BACKTRACE", "1")
            .stdin(Stdio::piped())
            .stdout(full)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(&input).unwrap();
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!("{name}: cannot write the answer: No space left on device (os error 28)\n")
        );
        let mut child = Command::new(common::binary_path(name))
            .env("RUST_BACKTRACE", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        child.stdin.take().unwrap().write_all(&input).unwrap();
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{name}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{name}");
    }
}
