//! Runs every `tests/cases/<binary>/*.in` through its binary and compares the output with the
//! `.out` beside it, line by line, ignoring trailing white space (the online-judge-tools
//! layout: `oj t -d tests/cases/abc201d -c target/release/abc201d` runs the same cases). A case
//! is added by dropping in a file pair.

mod common;

use coach::dev::normalized_lines;
use common::{abbreviated, binaries, cases_dir, run};
use std::fs;
use std::path::PathBuf;

/// Checks every case of binary `name`; errs with every failure, each with its input.
fn check_cases(name: &str) -> Result<(), String> {
    let dir = cases_dir(name);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{} holds no .in case", dir.display());

    let mut failures = Vec::new();
    for input_path in &inputs {
        let case = input_path.file_name().unwrap().to_string_lossy();
        let expected_path = input_path.with_extension("out");
        let Ok(expected) = fs::read_to_string(&expected_path) else {
            failures.push(format!("{case}: no {} beside it", expected_path.display()));
            continue;
        };
        let input = fs::read_to_string(input_path).expect("a readable .in file");
        let output = run(name, &input);
        let actual = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() {
            failures.push(format!(
                "{case}: exited with {}\n--- input\n{}--- stderr\n{}",
                output.status,
                abbreviated(&input),
                String::from_utf8_lossy(&output.stderr)
            ));
        } else if normalized_lines(&actual) != normalized_lines(&expected) {
            failures.push(format!(
                "{case}:\n--- input\n{}--- expected\n{expected}--- actual\n{actual}",
                abbreviated(&input)
            ));
        }
    }
    if failures.is_empty() {
        return Ok(());
    }
    Err(format!(
        "{name}: {} of {} cases failed\n\n{}",
        failures.len(),
        inputs.len(),
        failures.join("\n\n")
    ))
}

/// Every case of every binary of the roster, all failures reported at once.
#[test]
fn every_binary_passes_its_cases() {
    let failures: Vec<String> = binaries()
        .into_iter()
        .filter_map(|name| check_cases(name).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A folder named after no binary would be skipped silently; a stray file would be ignored.
#[test]
fn every_case_folder_and_file_belongs_to_a_binary() {
    let root = cases_dir("");
    for entry in fs::read_dir(&root).expect("tests/cases exists") {
        let path = entry.expect("a readable directory entry").path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            path.is_dir() && binaries().contains(&name.as_str()),
            "{} is not the case folder of a binary ({:?})",
            path.display(),
            binaries()
        );
        for file in fs::read_dir(&path).unwrap() {
            let file = file.unwrap().path();
            let ext = file.extension().and_then(|ext| ext.to_str());
            assert!(
                matches!(ext, Some("in" | "out")),
                "{} is neither a .in nor a .out case file",
                file.display()
            );
            if ext == Some("out") {
                assert!(
                    file.with_extension("in").exists(),
                    "{} has no .in beside it",
                    file.display()
                );
            }
        }
    }
}
