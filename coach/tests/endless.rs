//! Score games that may never end (issue 54): a rules file says what an endless game is
//! worth (`ENDLESS`), and coach solves it exactly (`retrograde::scored`); where it does not
//! say, or where a cycle scores, or where the constant cannot mean anything, one line.
//!
//! The example (`examples/rules/token_payoff.py`): a token on a directed graph, whoever
//! moves it onto a dead end takes its coin, a game that never ends worth 0. A solution that
//! leaves out the moves back onto its own search path is caught and shrunk; the shrunk
//! input's answer is confirmed by an independent right solution, which passes 300 cases
//! (slow tier; the default 1,000 pass too, in 27.6 s, measured 2026-12-07).

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/endless")
        .join(name)
}

fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/token_payoff.py")
}

/// Python without its site packages: a run starts in about 10 ms, not 100.
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

fn coach(args: &[&str], dir: &Path, stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// What the right solution prints on `input`.
fn right_answer(input: &str) -> String {
    let mut child = Command::new(python())
        .args(["-S", fixture("token_right.py").to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

/// `coach stress token_payoff.py --json --no-corpus ARGS -- python3 -S SOLUTION`.
fn stress(solution: &str, args: &[&str]) -> (Option<i32>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let (rules, solution) = (example(), fixture(solution));
    let mut all = vec!["stress", rules.to_str().unwrap(), "--json", "--no-corpus"];
    all.extend_from_slice(args);
    all.extend(["--", python(), "-S", solution.to_str().unwrap()]);
    let output = coach(&all, dir.path(), "");
    let report = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("no report: {}", String::from_utf8_lossy(&output.stderr)));
    (output.status.code(), report)
}

#[test]
fn a_search_that_leaves_out_its_own_path_is_caught_and_shrunk() {
    let (status, report) = stress("token_skip.py", &[]);
    assert_eq!(status, Some(3), "{report}");
    assert_eq!(report["verdict"], "WA", "{report}");
    let input = report["failure"]["shrunk"]
        .as_str()
        .expect("a shrunk input");
    let vertices: usize = input.split_whitespace().next().unwrap().parse().unwrap();
    assert!(vertices <= 3, "shrunk to a small graph: {input}");
    assert_eq!(
        report["failure"]["expected"].as_str().unwrap().trim(),
        right_answer(input),
        "{input}"
    );
    assert_ne!(
        report["failure"]["actual"], report["failure"]["expected"],
        "{report}"
    );
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn a_right_solution_passes() {
    let (status, report) = stress("token_right.py", &["--cases", "300"]);
    assert_eq!(status, Some(0), "{report}");
    assert_eq!(report["cases_run"], 300, "{report}");
}

#[test]
fn the_samples_hold_and_a_line_that_goes_round_says_the_game_never_ends() {
    let dir = tempfile::tempdir().unwrap();
    let rules = example();
    // Sample 3: the second player would rather go round forever than take the coin -4.
    let output = coach(
        &["play", rules.to_str().unwrap()],
        dir.path(),
        "3 3\n0 0 -4\n1 2\n2 1\n2 3\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(
        text.contains(
            "the line comes back to a position it passed: the game never ends, as neither \
             player gains by ending it, and an endless game is worth 0 to First."
        ),
        "{text}"
    );
    assert!(text.ends_with("Result: 0\n"), "{text}");
}

/// The file's word decides what an endless game is worth: the first player at home goes
/// round forever where that is worth more than the 2 points it could cash.
#[test]
fn what_an_endless_game_is_worth_is_the_files_word() {
    let dir = tempfile::tempdir().unwrap();
    let game = std::fs::read_to_string(fixture("stay_or_cash.py")).unwrap();
    for (endless, answer) in [(3, "3"), (1, "2"), (-5, "2"), (2, "2")] {
        let rules = dir.path().join("stay_or_cash.py");
        std::fs::write(&rules, format!("ENDLESS = {endless}\n{game}")).unwrap();
        let output = coach(
            &["play", rules.to_str().unwrap(), "--n", "0"],
            dir.path(),
            "",
        );
        let text = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{text}");
        assert!(
            text.ends_with(&format!("Result: {answer}\n")),
            "ENDLESS = {endless}: {text}"
        );
    }
}

/// Each score game that loops and that coach cannot value as written: exit 1, one line.
#[test]
fn a_score_game_that_loops_without_a_worth_it_can_use_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let cycle = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p, 0), \
                 (\"stop\", 2, 1)] if p < 2 else []\n";
    let scoring = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p, \
                   1)] if p < 2 else []\n";
    let unscored = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p)]\n";
    for (text, said) in [
        (
            cycle.to_string(),
            "the position 0 can be reached again from itself, so a game may never end, and \
             its moves score: say what an endless game is worth to the first player \
             (ENDLESS = 0, say)",
        ),
        (
            format!("ENDLESS = 1\n{cycle}"),
            "ENDLESS = 1, but the positions do not say whose turn it is",
        ),
        (
            format!("ENDLESS = 0\n{scoring}"),
            "the move on from 1 scores 1, and 1 can be reached again after it: a game going \
             round would score without end",
        ),
        (
            format!("ENDLESS = 0\nMISERE = True\n{cycle}"),
            "MISERE = True is for games won, lost or drawn, and this file's moves score",
        ),
        (
            format!("ENDLESS = 0\n{unscored}"),
            "ENDLESS = 0, but no move scores: a game won or lost that never ends is a draw",
        ),
    ] {
        let rules = dir.path().join("loops.py");
        std::fs::write(&rules, &text).unwrap();
        let output = coach(
            &["play", rules.to_str().unwrap(), "--n", "0"],
            dir.path(),
            "",
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{text}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(said), "{text}: {stderr}");
        assert!(output.stdout.is_empty(), "{text}");
    }
}

/// A duel ends where the game comes back to a position it passed, as a replayed line does:
/// in the token game, worth what an endless game is (here 0); in ABC209 E, a draw. Before,
/// it went on until the user gave up.
#[test]
fn a_duel_ends_where_the_game_comes_back_to_a_position() {
    let dir = tempfile::tempdir().unwrap();
    let sample = fixture("sample3.in");
    // First walks to 2; Second (coach) walks back to 1: the token is back where it began.
    let output = coach(
        &[
            "duel",
            example().to_str().unwrap(),
            sample.to_str().unwrap(),
        ],
        dir.path(),
        "2\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "\nThe game ends after 2 moves: the line comes back to a position it passed: the \
             game never ends, as neither player gains by ending it, and an endless game is \
             worth 0 to First. Result: 0\n"
        ),
        "{text}"
    );
    // ABC209 E, the one word ABC: it may be said for ever, a draw; each says it once, and the
    // position (the word, and Aoki to move) comes back.
    let shiritori = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/abc209e.py");
    let words = dir.path().join("abc.in");
    std::fs::write(&words, "1\nABC\n").unwrap();
    let output = coach(
        &["duel", shiritori.to_str().unwrap(), words.to_str().unwrap()],
        dir.path(),
        "ABC\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "\nThe game ends after 2 moves: the line comes back to a position it passed: a \
             draw, as neither player can force a win. Result: Draw\n"
        ),
        "{text}"
    );
    // Its review ends the line there too, not "before the game is over".
    assert!(
        text.contains("\nThe line ends in: a draw after 2 moves (the line comes back"),
        "{text}"
    );
}
