//! Typed at a terminal, every binary ends its input at the first Ctrl-D: on an empty input
//! (it then says the input ends too early) and after a sample typed by hand (it then
//! answers). Driven through a real pseudo-terminal by `tests/pty_eof.py` (Python's `pty`).

mod common;

use common::{binaries, binary_path, cases_dir};
use std::process::Command;

/// What the program wrote to the terminal after `text` and one Ctrl-D, and how it ended.
fn at_terminal(text: &str, program: &str) -> String {
    let script = cases_dir("").join("../pty_eof.py");
    let output = Command::new("python3")
        .arg(script)
        .args([text, program])
        .output()
        .expect("python3 runs");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn one_ctrl_d_ends_an_empty_input() {
    for name in binaries() {
        let seen = at_terminal("", &binary_path(name).display().to_string());
        assert!(
            seen.ends_with("exit 1\n") && seen.contains("the input ends"),
            "{name} after one Ctrl-D on an empty terminal:\n{seen}"
        );
    }
}

#[test]
fn one_ctrl_d_after_a_typed_sample_gives_the_answer() {
    for name in binaries() {
        let dir = cases_dir(name);
        let input = std::fs::read_to_string(dir.join("sample-1.in")).unwrap();
        let expected = std::fs::read_to_string(dir.join("sample-1.out")).unwrap();
        let seen = at_terminal(&input, &binary_path(name).display().to_string());
        assert!(
            seen.ends_with(&format!("{}exit 0\n", expected)),
            "{name} after a typed sample and one Ctrl-D:\n{seen}"
        );
    }
}
