//! The roster is written once, in `coach/src/problems/mod.rs`. These tests fail when a binary
//! of `src/bin/` is missing from it, or lacks any of what every problem has: its `[[bin]]`
//! target, its sample cases, its README row, and its place in the old-compiler proof. (The
//! guide's tables are written from the roster: `coach/tests/docs.rs` holds them.)

use coach::problems::Name;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repository().join(path)).expect("a file of the repository")
}

/// The binaries of `src/bin/`, sorted.
fn submission_files() -> Vec<String> {
    let mut binaries: Vec<String> = std::fs::read_dir(repository().join("src/bin"))
        .expect("src/bin")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    binaries.sort();
    binaries
}

#[test]
fn every_submission_is_in_the_roster_and_nothing_else_is() {
    let mut roster: Vec<String> = Name::ALL
        .iter()
        .map(|name| name.binary().to_string())
        .collect();
    roster.sort();
    assert_eq!(
        submission_files(),
        roster,
        "src/bin/ and coach's roster (the roster! call in coach/src/problems/mod.rs) differ"
    );
}

#[test]
fn every_problem_has_its_bin_target_samples_and_readme_row() {
    let manifest = read("Cargo.toml");
    let readme = read("README.md");
    for binary in submission_files() {
        let target = format!("name = \"{binary}\"\npath = \"src/bin/{binary}.rs\"");
        assert!(
            manifest.contains(&target),
            "Cargo.toml has no [[bin]] {binary}"
        );
        for file in ["sample-1.in", "sample-1.out"] {
            let path = repository().join("tests/cases").join(&binary).join(file);
            assert!(path.exists(), "{} is missing", path.display());
        }
        assert!(
            readme
                .lines()
                .any(|line| line.starts_with(&format!("| [`{binary}`](src/bin/{binary}.rs) |"))),
            "README.md's table of problems has no row | [`{binary}`](src/bin/{binary}.rs) |"
        );
    }
}

#[test]
fn every_problem_is_proved_on_its_judges_old_compilers() {
    let output = Command::new("bash")
        .arg(repository().join(".ci/old-compilers"))
        .arg("--plan")
        .env("COACH", env!("CARGO_BIN_EXE_coach"))
        .output()
        .expect("bash runs");
    assert!(output.status.success(), "{output:?}");
    let plan = String::from_utf8(output.stdout).unwrap();
    for binary in submission_files() {
        assert!(
            plan.lines()
                .any(|line| line.starts_with(&format!("{binary}: "))),
            ".ci/old-compilers --plan does not prove {binary}:\n{plan}"
        );
    }
}
