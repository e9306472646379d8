//! The five problems written again as rules files (`examples/rules/<problem>.py`), played by
//! coach's generic solver and checked against the crate on the repository's cases and on
//! generated inputs: the start's worth agrees (the lead; or the win and, where both count
//! them, the moves left). A rules file shares nothing with the submissions, so each side
//! checks the other. Then `play`, `review` and `duel` on a rules file, as a learner runs them.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn coach(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

/// The worth of the first game's start, from `play --json --why`.
fn start_worth(args: &[&str]) -> Value {
    let output = coach(&[args, &["--json", "--why"]].concat(), b"");
    assert_eq!(
        output.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    json["games"][0]["steps"][0]["best"].clone()
}

/// Whether two worths agree: the same lead, or the same win, and the same moves left where
/// both are counted.
fn agree(crate_worth: &Value, rules_worth: &Value) -> bool {
    if crate_worth.is_number() {
        return crate_worth == rules_worth;
    }
    crate_worth["wins"] == rules_worth["wins"]
        && (crate_worth["moves"].is_null()
            || rules_worth["moves"].is_null()
            || crate_worth["moves"] == rules_worth["moves"])
}

#[test]
fn each_problem_as_a_rules_file_agrees_with_the_crate() {
    let dir = tempfile::tempdir().unwrap();
    let problems = ["abc201d", "tdpcb", "abc206f", "arc038b", "aoj2741"];
    for problem in problems {
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(root().join("tests/cases").join(problem))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "in"))
            .collect();
        inputs.sort();
        for seed in 1..=5 {
            let generated = coach(&["gen", problem, "--seed", &seed.to_string()], b"");
            let path = dir.path().join(format!("{problem}-{seed}.in"));
            std::fs::write(&path, &generated.stdout).unwrap();
            inputs.push(path);
        }
        let rules = format!("examples/rules/{problem}.py");
        let mut compared = 0;
        for input in &inputs {
            let input = input.to_str().unwrap();
            // Inputs too large for a plain search are left to the crate's own proofs.
            if std::fs::metadata(input).unwrap().len() > 400 {
                continue;
            }
            let expected = start_worth(&["play", problem, input]);
            let found = start_worth(&["play", &rules, input]);
            assert!(
                agree(&expected, &found),
                "{problem} on {input}: the crate says {expected}, {rules} says {found}\n{}",
                std::fs::read_to_string(input).unwrap()
            );
            compared += 1;
        }
        assert!(compared >= 8, "{problem}: only {compared} inputs compared");
    }
}
