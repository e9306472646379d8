//! `coach` as a user runs it: `play` and `play --table` on every sample (snapshots, insta),
//! `play --json` against its schema, `gen` (pinned by seed), and bad input.

use coach::Site;
use coach::dev::{samples, snapshot_text};
use coach::problems::Name;
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn coach(args: &[&str], stdin: Option<&Path>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_coach"));
    command.args(args).env("RUST_BACKTRACE", "1");
    command.stdin(match stdin {
        Some(path) => Stdio::from(std::fs::File::open(path).expect("the sample exists")),
        None => Stdio::null(),
    });
    command.output().expect("coach runs")
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "coach failed: {}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

#[test]
fn play_and_table_on_every_sample() {
    for &problem in Name::ALL {
        let problem = problem.binary();
        for sample in samples(problem) {
            let stem = sample.file_stem().unwrap().to_string_lossy().into_owned();
            let expected = std::fs::read_to_string(sample.with_extension("out")).unwrap();
            let played = stdout(&coach(&["play", problem], Some(&sample)));
            // The result is what the binary prints.
            assert!(
                played.ends_with(&format!("{}\n", expected.trim_end()))
                    || played.contains(&format!("prints:\n{}", expected.trim_end())),
                "{problem} {stem}:\n{played}"
            );
            insta::assert_snapshot!(format!("play-{problem}-{stem}"), snapshot_text(&played));
            let tabled = stdout(&coach(&["play", problem, "--table"], Some(&sample)));
            insta::assert_snapshot!(format!("table-{problem}-{stem}"), snapshot_text(&tabled));
        }
    }
}

#[test]
fn json_follows_the_schema_on_every_sample() {
    for &problem in Name::ALL {
        let problem = problem.binary();
        for sample in samples(problem) {
            let stem = sample.file_stem().unwrap().to_string_lossy().into_owned();
            let text = stdout(&coach(&["play", problem, "--json"], Some(&sample)));
            // The moves' encoding (`R`, `a`, `[1, 3]`, `pass`) is what users type: pinned.
            insta::assert_snapshot!(format!("json-{problem}-{stem}"), snapshot_text(&text));
            let json: Value = serde_json::from_str(&text).expect("one JSON object");
            let object = json.as_object().expect("an object");
            let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
            keys.sort();
            assert_eq!(keys, ["answer", "games", "problem"]);
            assert_eq!(json["problem"], problem);
            let expected = std::fs::read_to_string(sample.with_extension("out")).unwrap();
            assert_eq!(json["answer"], expected.trim());
            let games = json["games"].as_array().expect("games is an array");
            // One game per line of the answer: one per test case.
            assert_eq!(
                games.len(),
                expected.lines().count(),
                "{problem} {}",
                sample.display()
            );
            for game in games {
                let game = game.as_object().expect("a game is an object");
                assert_eq!(game.keys().collect::<Vec<_>>(), ["moves"]);
                assert!(game["moves"].is_array(), "{problem}: {game:?}");
            }
        }
    }
}

/// The sample input of aoj2741 whose answer, 0, puzzles people: its last move is the pass
/// that ends the game.
#[test]
fn aoj2741_json_moves_end_with_the_final_pass() {
    let sample = &samples("aoj2741")[1];
    let json: Value = serde_json::from_str(&stdout(&coach(
        &["play", "aoj2741", "--json"],
        Some(sample),
    )))
    .unwrap();
    let moves = json["games"][0]["moves"].as_array().unwrap();
    assert_eq!(moves[moves.len() - 2..], ["pass", "pass"]);
}

/// `coach gen` repeats by seed; what it prints, the binaries' parsers read back (proved
/// from the inside on thousands of inputs: `problems::tests`).
#[test]
fn gen_repeats_by_seed() {
    for size in ["small", "medium", "max"] {
        for &problem in Name::ALL {
            let problem_name = problem.binary();
            let args = ["gen", problem_name, "--seed", "7", "--size", size];
            let first = stdout(&coach(&args, None));
            assert!(!first.is_empty(), "{problem_name} {size}");
            assert_eq!(first, stdout(&coach(&args, None)), "{problem_name} {size}");
        }
    }
}

/// `coach list` is the roster the scripts read (`.ci/old-compilers` by judge, `.ci/mutants`
/// whole): one binary a line, in the roster's order.
#[test]
fn list_gives_the_roster_by_judge_and_long_gives_each_problems_rules() {
    let names = |args: &[&str]| -> Vec<String> {
        stdout(&coach(args, None))
            .lines()
            .map(String::from)
            .collect()
    };
    let roster: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
    assert_eq!(names(&["list"]), roster);
    for (site, flag) in [(Site::Aoj, "aoj"), (Site::Atcoder, "atcoder")] {
        let listed: Vec<&str> = Name::ALL
            .iter()
            .filter(|name| name.listing().site == site)
            .map(|name| name.binary())
            .collect();
        assert!(!listed.is_empty(), "{flag}");
        assert_eq!(names(&["list", "--judge", flag]), listed);
    }
    insta::assert_snapshot!("list-long", stdout(&coach(&["list", "--long"], None)));
}

/// A full disk is an error to report (exit 2), unlike a reader that went away (`| head`),
/// which ends the job quietly (`processes.rs`).
#[test]
fn an_output_that_cannot_be_written_is_a_one_line_error() {
    let to_full_disk = |args: &[&str]| {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let output = Command::new(env!("CARGO_BIN_EXE_coach"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(full)
            .output()
            .expect("coach runs");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&output.stderr).into_owned()
    };
    assert_eq!(
        to_full_disk(&["list"]),
        "coach: cannot write standard output: No space left on device (os error 28)\n"
    );
    assert_eq!(
        to_full_disk(&["duel", "tdpcb", "--seed", "1"]),
        "coach: duel: No space left on device (os error 28)\n"
    );
    // The help and the version too: a request that could not be answered is no success.
    for args in [&["--help"][..], &["--version"], &["play", "--help"]] {
        assert_eq!(
            to_full_disk(args),
            "coach: cannot write standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}

/// The help reaches a pipe and a reader that reads it; one that goes away early ends it
/// quietly, with success.
#[test]
fn the_help_is_written_to_standard_output_with_success() {
    let output = coach(&["stress", "--help"], None);
    assert!(output.status.success());
    let help = String::from_utf8(output.stdout).unwrap();
    assert!(
        help.contains("--jobs <N>") && help.contains("docs/coach.md"),
        "{help}"
    );
    let closed = Command::new("sh")
        .arg("-c")
        .arg(format!("'{}' --help | true", env!("CARGO_BIN_EXE_coach")))
        .output()
        .unwrap();
    assert!(
        closed.status.success() && closed.stderr.is_empty(),
        "{closed:?}"
    );
}

#[test]
fn play_html_writes_the_page_and_says_where_and_how_large() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("game.html");
    let sample = samples("tdpcb")[0].to_str().unwrap().to_string();
    let page_arg = page.to_str().unwrap();
    let said = stdout(&coach(
        &["play", "tdpcb", &sample, "--html", page_arg],
        None,
    ));
    let written = std::fs::read_to_string(&page).expect("the page is written");
    assert!(written.starts_with("<!DOCTYPE html>"));
    assert_eq!(
        said,
        format!(
            "Wrote {page_arg} ({} KiB): open it in a browser.\n",
            written.len().div_ceil(1024)
        )
    );
    let nowhere = dir.path().join("missing").join("game.html");
    let output = coach(
        &[
            "play",
            "tdpcb",
            &sample,
            "--html",
            nowhere.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "coach: cannot write {}: No such file or directory (os error 2)\n",
            nowhere.display()
        )
    );
}

/// A seed names the same input in every version: a failure reported as `--seed 3` can be
/// found again after an upgrade. A change to a generator or to the random numbers shows here,
/// and is then made on purpose (the snapshots updated, the README's seeds checked).
#[test]
fn gen_gives_each_seed_the_same_input_from_version_to_version() {
    for &problem in Name::ALL {
        let problem = problem.binary();
        let mut inputs = String::new();
        for (size, seeds) in [("small", 1..=4), ("medium", 1..=2)] {
            for seed in seeds {
                let seed = seed.to_string();
                let args = ["gen", problem, "--seed", &seed, "--size", size];
                inputs.push_str(&format!("--seed {seed} --size {size}:\n"));
                inputs.push_str(&stdout(&coach(&args, None)));
            }
        }
        insta::assert_snapshot!(format!("gen-{problem}"), inputs);
    }
}

#[test]
fn bad_input_gets_the_binarys_one_line_error_and_status_1() {
    let dir = tempfile::tempdir().unwrap();
    for (problem, input, message) in [
        (
            "abc201d",
            "2 2\n++\n",
            "abc201d: invalid input: the input ends after 1 of the H = 2 rows\n",
        ),
        ("tdpcb", "-3 1\n", "tdpcb: invalid input: `-3` is negative"),
        (
            "abc206f",
            "",
            "abc206f: invalid input: the input ends too early\n",
        ),
        (
            "arc038b",
            "1 2\n#.\n",
            "arc038b: invalid input: the starting cell (1, 1) holds an obstacle\n",
        ),
        (
            "aoj2741",
            "1 1\n0\n1\n",
            "aoj2741: invalid input: a_1 = 0 is neither -1 nor in 1..=1000000\n",
        ),
    ] {
        let path = dir.path().join("bad.in");
        std::fs::write(&path, input).unwrap();
        let output = coach(&["play", problem, path.to_str().unwrap()], None);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{problem}: {stderr}");
        assert!(output.stdout.is_empty());
        assert!(
            stderr.starts_with(message) && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
}

#[test]
fn a_missing_file_or_an_unknown_problem_is_a_usage_error() {
    let output = coach(&["play", "abc201d", "/nonexistent/input.txt"], None);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("coach: cannot read /nonexistent/input.txt"),
        "{stderr}"
    );
    let output = coach(&["play", "abc999z"], None);
    assert_eq!(output.status.code(), Some(2));
}

/// Typed at a terminal, `coach play` ends its input at the first Ctrl-D, like the binaries
/// (driven through a pseudo-terminal by the root's `tests/pty_eof.py`).
#[test]
fn one_ctrl_d_ends_the_input_of_play_at_a_terminal() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pty_eof.py");
    let output = Command::new("python3")
        .arg(script)
        .args(["", env!("CARGO_BIN_EXE_coach"), "play", "tdpcb"])
        .output()
        .expect("python3 runs");
    let seen = String::from_utf8_lossy(&output.stdout);
    assert!(
        seen.ends_with("exit 1\n") && seen.contains("tdpcb: invalid input: the input ends"),
        "coach play after one Ctrl-D on an empty terminal:\n{seen}"
    );
}

/// The rough edges a newcomer met (issue 30): each option or setup mistake gets one line that
/// says what to give instead, and exit 2, before any case runs.
#[test]
fn a_mistaken_option_or_solution_gets_one_line_that_says_what_to_give() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.py");
    let rust = dir.path().join("solution.rs");
    std::fs::write(&rust, "fn main() {}\n").unwrap();
    let cases: [(&[&str], &str); 6] = [
        (
            &["stress", "tdpcb", "--seed", "-1", "--", "true"],
            "`-1` is not a seed: give a whole number from 0 to 18446744073709551615",
        ),
        (
            &["stress", "tdpcb", "--cases", "0", "--", "true"],
            "invalid value '0' for '--cases <CASES>': give at least 1",
        ),
        (
            &["review", "tdpcb", "--line", "a", "--case", "0"],
            "invalid value '0' for '--case <CASE>': give at least 1",
        ),
        (
            &[
                "stress",
                "tdpcb",
                "--no-corpus",
                "--save",
                "/dev/full",
                "--",
                "true",
            ],
            "coach: --save /dev/full: not a folder",
        ),
        (
            &[
                "stress",
                "tdpcb",
                "--no-corpus",
                "--pypy",
                rust.to_str().unwrap(),
            ],
            "is not one",
        ),
        (
            &["stress", "tdpcb", "--no-corpus", missing.to_str().unwrap()],
            "nope.py: No such file or directory",
        ),
    ];
    for (args, said) in cases {
        let output = Command::new(env!("CARGO_BIN_EXE_coach"))
            .args(args)
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    assert!(
        !dir.path().join(".coach").exists(),
        "nothing ran, nothing kept"
    );
}
