//! `coach experiment` on the examples of `examples/rules/`, as a learner runs it: the values
//! and periods known from the literature (Kayles: period 12 from 71; Dawson's Kayles: 34;
//! the subtraction game {1, 3, 4}: 7), a score game against a plain negamax written here, a
//! guess refuted by its line of play, and each mistake in a rules file told in one line.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn coach(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(root())
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn experiment(rules: &str, range: &str, extra: &[&str]) -> (i32, Value) {
    let args = [&["experiment", rules, "--n", range, "--json"][..], extra].concat();
    let output = coach(&args);
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("{args:?}: {}", String::from_utf8_lossy(&output.stderr)));
    (output.status.code().unwrap(), json)
}

fn period(json: &Value) -> (i64, i64) {
    let period = &json["period"];
    (
        period["preperiod"].as_i64().unwrap(),
        period["period"].as_i64().unwrap(),
    )
}

#[test]
fn kayles_is_periodic_with_period_12_from_71() {
    let (status, json) = experiment("examples/rules/kayles.py", "0..300", &[]);
    assert_eq!(status, 0);
    assert_eq!(json["kind"], "normal play");
    assert_eq!(period(&json), (71, 12));
    let values: Vec<i64> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["value"].as_i64().unwrap())
        .collect();
    // The Kayles nim-sequence as Guy and Smith tabulated it.
    assert_eq!(values[..13], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    assert_eq!(json["values"][0]["win"], false);
    assert_eq!(json["period"]["checked_to"], 300);
}

#[test]
fn dawsons_kayles_is_periodic_with_period_34() {
    let (_, json) = experiment("examples/rules/dawsons_kayles.py", "0..200", &[]);
    assert_eq!(period(&json), (53, 34));
}

/// The subtraction game {1, 3, 4}: period 7, the first player losing at n = 0 and 2 mod 7;
/// the guess that says so holds, and one that is off by one fails with its line.
#[test]
fn the_subtraction_game_has_period_7_and_a_wrong_guess_is_refuted_by_a_line() {
    let (status, json) = experiment(
        "examples/rules/subtraction_134.py",
        "0..60",
        &["--guess", "n % 7 not in (0, 2)"],
    );
    assert_eq!(status, 0);
    assert_eq!(period(&json), (0, 7));
    assert_eq!(json["guess"]["holds"], true);
    assert_eq!(json["guess"]["first_failure"], Value::Null);
    // Wrong at n = 3: the guess says lose, and taking 1 leaves 2, a loss for the other.
    let (status, json) = experiment(
        "examples/rules/subtraction_134.py",
        "0..60",
        &["--guess", "n % 7 not in (0, 3)"],
    );
    assert_eq!(status, 1);
    let failure = &json["guess"]["first_failure"];
    assert_eq!(failure["n"], 2, "{failure}");
    assert_eq!(failure["value"], false);
    assert_eq!(failure["guess"], true);
    // At a loss the guess called a win: every move, and the reply that beats it.
    assert_eq!(
        failure["replies"],
        serde_json::json!([{"move": "take_1", "reply": "take_1"}])
    );
    let (_, json) = experiment(
        "examples/rules/subtraction_134.py",
        "0..60",
        &["--guess", "n % 7 not in (0, 2, 3)"],
    );
    let failure = &json["guess"]["first_failure"];
    assert_eq!(
        (failure["n"].as_i64(), failure["value"].as_bool()),
        (Some(3), Some(true))
    );
    assert_eq!(
        failure["line"],
        serde_json::json!(["take_1", "take_1", "take_1"])
    );
}

/// EDPC L, a score game: each start's lead against a plain negamax over the same rows.
#[test]
fn a_score_game_gives_the_first_players_lead() {
    fn lead(row: &[i64]) -> i64 {
        match row {
            [] => 0,
            [first, rest @ ..] => {
                let (last, init) = row.split_last().unwrap();
                (first - lead(rest)).max(last - lead(init))
            }
        }
    }
    let (_, json) = experiment("examples/rules/edpc_l.py", "0..12", &[]);
    assert_eq!(json["kind"], "score");
    for entry in json["values"].as_array().unwrap() {
        let n = entry["n"].as_i64().unwrap();
        let row: Vec<i64> = (1..=n).map(|k| (k * 7919) % (n + 1) + 1).collect();
        assert_eq!(entry["value"].as_i64().unwrap(), lead(&row), "n = {n}");
    }
}

/// Kayles to 1000: period 12 from 71. How long it takes is a benchmark's figure
/// (`cargo bench -p coach`, docs/performance.md), never a test's: a wall-clock bound fails on
/// a loaded machine and hides the suites after it.
#[test]
fn kayles_to_1000_has_period_12_from_71() {
    let (_, json) = experiment("examples/rules/kayles.py", "0..1000", &[]);
    assert_eq!(period(&json), (71, 12));
}

/// Each mistake in a rules file: exit 1, one line on standard error, nothing on standard
/// output; the rules' own prints go to standard error and break nothing. A file that is not
/// there is a usage error (exit 2).
#[test]
fn a_bad_rules_file_gets_one_line() {
    for (file, said, range) in [
        ("syntax_error.py", "cannot be loaded: SyntaxError", "0..3"),
        ("no_moves.py", "has no moves(position)", "0..3"),
        (
            "float_position.py",
            "start(0) is 0.0: a position is an integer",
            "0..3",
        ),
        (
            "cycle.py",
            "the position 1 can be reached again from itself",
            "0..3",
        ),
        (
            "raises.py",
            "ZeroDivisionError: integer division or modulo by zero (line 5)",
            "0..3",
        ),
        (
            "slow.py",
            "no answer within 1 s ({\"moves\":[0,1,2,3]}): make the rules faster, or give a \
             longer --time-limit",
            "0..3",
        ),
        (
            "huge.py",
            "more than 1,000,000 positions can be reached: give a smaller n",
            "0..0",
        ),
        (
            "bad_move.py",
            "moves(1) gave ('down',): a move is (name, next) or (name, next, points)",
            "0..3",
        ),
        ("missing.py", "cannot read", "0..3"),
    ] {
        let path = format!("coach/tests/fixtures/rules/{file}");
        let limit = if file == "slow.py" { "1" } else { "10" };
        let output = coach(&["experiment", &path, "--n", range, "--time-limit", limit]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let status = if file == "missing.py" { 2 } else { 1 };
        assert_eq!(output.status.code(), Some(status), "{file}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{file}: {stderr}");
        assert!(stderr.contains(said), "{file}: {stderr}");
        assert!(output.stdout.is_empty(), "{file}");
    }
    let output = coach(&[
        "experiment",
        "coach/tests/fixtures/rules/prints.py",
        "--n",
        "0..3",
    ]);
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stderr).contains("debugging 2"));
}

/// The protocol as the guide documents it is enough: a program that speaks it itself, with
/// no help from coach's driver, gives the values of the rules file it stands for.
#[test]
fn a_program_that_speaks_the_protocol_stands_in_for_a_rules_file() {
    let values = |rules: &str| experiment(rules, "0..40", &[]).1["values"].clone();
    assert_eq!(
        values("coach/tests/fixtures/rules/subtraction_standin"),
        values("examples/rules/subtraction_134.py")
    );
}

/// A guess that does not evaluate, or gives what is neither a number nor true/false: one
/// line, exit 1. A guess refuted where the game is already over says so.
#[test]
fn a_guess_that_does_not_evaluate_gets_one_line() {
    for (guess, said) in [
        ("n +", "SyntaxError: invalid syntax (--guess, line 1)"),
        ("m", "NameError: name 'm' is not defined"),
        (
            "'x'",
            "--guess gives \"x\" at n = 0: a guess is a whole number or true/false",
        ),
        (
            "10**30",
            "--guess gives 1000000000000000000000000000000 at n = 0, past 64 bits",
        ),
    ] {
        let output = coach(&[
            "experiment",
            "examples/rules/kayles.py",
            "--n",
            "0..5",
            "--guess",
            guess,
        ]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{guess}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{guess}: {stderr}");
        assert!(stderr.contains(said), "{guess}: {stderr}");
        assert!(output.stdout.is_empty());
    }
    let output = coach(&[
        "experiment",
        "examples/rules/kayles.py",
        "--n",
        "0..5",
        "--guess",
        "True",
    ]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("fails first at n = 0: it says true, the value is false.\nThe game is over there: the first player has no move.\n"),
        "{text}"
    );
}
