//! Helpers shared by the integration tests: running a solution binary and the case-file
//! layout. The oracles, generators and input formats come from coach's library. Each test
//! target uses only some of these.
#![allow(dead_code)]

use coach::dev::normalized_lines;
use coach::problems::Name;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The solution binaries, by name, from coach's roster.
pub fn binaries() -> Vec<&'static str> {
    Name::ALL.iter().map(|name| name.binary()).collect()
}

/// The path of a solution binary built by cargo for these tests: cargo puts the binaries
/// one folder above the test executables (`target/<profile>/deps/`).
pub fn binary_path(name: &str) -> PathBuf {
    assert!(
        binaries().contains(&name),
        "no solution binary is called {name:?}"
    );
    let test = std::env::current_exe().expect("the test executable's path");
    let profile = test
        .parent()
        .and_then(Path::parent)
        .expect("tests run from target/<profile>/deps");
    profile.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// Runs `program` with `input` on its standard input and returns what it did. Backtraces are
/// asked for, so that a panic could not hide behind a short message.
pub fn run_program(program: &Path, input: impl AsRef<[u8]>) -> Output {
    let input = input.as_ref();
    let mut child = Command::new(program)
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // Written from another thread: a large input must not block on a full output pipe.
    let output = std::thread::scope(|scope| {
        scope.spawn(move || {
            // A program that rejects its input may exit before reading it all.
            let _ = stdin.write_all(input);
        });
        child.wait_with_output()
    });
    output.unwrap_or_else(|e| panic!("cannot wait for {}: {e}", program.display()))
}

/// Runs the solution binary `name` with `input` on its standard input.
pub fn run(name: &str, input: impl AsRef<[u8]>) -> Output {
    run_program(&binary_path(name), input)
}

/// Runs the solution `name` on `input`, which must succeed, and returns its standard output.
pub fn answer(name: &str, input: &str) -> String {
    let output = run(name, input);
    assert!(
        output.status.success(),
        "{name} failed ({}) on input:\n{}\nstderr:\n{}",
        output.status,
        abbreviated(input),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("the output is UTF-8")
}

/// Asserts that `name` prints `expected` (compared as [`normalized_lines`]) for `input`.
pub fn assert_answer(name: &str, input: &str, expected: &str) {
    let actual = answer(name, input);
    assert!(
        normalized_lines(&actual) == normalized_lines(expected),
        "{name} gave a wrong answer\n--- input\n{}--- expected\n{expected}\n--- actual\n{actual}",
        abbreviated(input)
    );
}

/// Asserts that `name` rejects `input` as the binaries promise: exit status 1, nothing on
/// standard output, and on standard error exactly one line `<name>: invalid input: ...` that
/// contains `reason`.
pub fn assert_rejected(name: &str, input: impl AsRef<[u8]>, reason: &str) {
    let input = input.as_ref();
    let output = run(name, input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let one_line = stderr
        .strip_suffix('\n')
        .is_some_and(|line| !line.contains('\n'));
    let prefix = format!("{name}: invalid input: ");
    assert!(
        output.status.code() == Some(1)
            && stdout.is_empty()
            && one_line
            && stderr.starts_with(&prefix)
            && stderr.contains(reason),
        "{name} should reject this input with one line {prefix}... containing {reason:?}\n\
         --- input\n{}--- exit\n{}\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        abbreviated(&String::from_utf8_lossy(input)),
        output.status,
    );
}

/// [`assert_rejected`] for each `(input, reason)` pair.
pub fn assert_all_rejected(name: &str, cases: &[(&str, &str)]) {
    for (input, reason) in cases {
        assert_rejected(name, input, reason);
    }
}

/// `input` itself, or its first lines if it is long (maximum-size inputs in failure messages).
pub fn abbreviated(input: &str) -> String {
    const SHOWN: usize = 12;
    let lines: Vec<&str> = input.lines().collect();
    let mut shown = String::new();
    for line in lines.iter().take(SHOWN) {
        let cut: String = line.chars().take(120).collect();
        let more = if cut.len() < line.len() { " ..." } else { "" };
        writeln!(shown, "{cut}{more}").unwrap();
    }
    if lines.len() > SHOWN {
        writeln!(shown, "... ({} lines in all)", lines.len()).unwrap();
    }
    shown
}

/// The folder of hand-written and sample cases of solution `name`.
pub fn cases_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/cases")
        .join(name)
}
