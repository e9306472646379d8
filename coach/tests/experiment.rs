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
    // The values are computed natively past the range, as far as the theorem reads and more.
    assert_eq!(json["period"]["checked_to"], 1023);
    let native: Vec<i64> = json["pattern"]["native"]["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(native.len(), 1024);
    assert_eq!(native[..=300], values[..]);
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
    assert_eq!(status, 3);
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
            "cycle_scored.py",
            "the position 1 can be reached again from itself, so a game may never end, and \
             its moves score",
            "0..3",
        ),
        (
            "raises.py",
            "ZeroDivisionError: integer division or modulo by zero (line 5)",
            "0..3",
        ),
        (
            "slow.py",
            "no answer within 1 s ({\"explore_starts\":[[0],[1],[2],[3]]}): make the rules \
             faster, or give a longer --time-limit",
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
        (
            "n +",
            "--guess 'n +' is not a Python expression: invalid syntax",
        ),
        (
            "m",
            "--guess 'm' fails at n = 0: NameError: name 'm' is not defined",
        ),
        (
            "'x'",
            "--guess gives 'x' at n = 0: a guess is a whole number or true/false",
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

fn pattern(json: &Value) -> (Option<&str>, bool, Option<i64>) {
    let pattern = &json["pattern"];
    (
        pattern["octal"]["code"].as_str(),
        pattern["proved"].as_bool().unwrap(),
        pattern["look_to"].as_i64(),
    )
}

/// The ranges where a period 1 was once read off two equal values at the end (issue 40):
/// the true period, or none, never a false one.
#[test]
fn no_false_period_from_the_end_of_a_range() {
    let (_, json) = experiment("examples/rules/dawsons_kayles.py", "0..300", &[]);
    assert_eq!(period(&json), (53, 34));
    let rules = "coach/tests/fixtures/rules/constrained_nim_5_6.py";
    assert_eq!(period(&experiment(rules, "0..200", &[]).1), (0, 11));
    let rules = "coach/tests/fixtures/rules/constrained_nim_10_20.py";
    assert_eq!(period(&experiment(rules, "0..203", &[]).1), (0, 30));
    // Kayles (its rows tuples, so that no octal code is read) to 100 ends in its period 12
    // from 71, over less than half the range: no period, and how far to look for that one.
    let kayles = "coach/tests/fixtures/rules/kayles_as_tuple.py";
    let (_, json) = experiment(kayles, "0..100", &[]);
    assert_eq!(json["period"], Value::Null);
    assert_eq!(json["pattern"]["end_repeats"], serde_json::json!([12, 71]));
    assert_eq!(json["pattern"]["look_to"], 141);
    let text = coach(&["experiment", kayles, "--n", "0..100"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains(
            "No period shows over n = 0..100: none repeats over the later half of the range \
             with two full periods seen. The values repeat with period 12 from n = 71 at its \
             end, too short a stretch to call: run --n 0..141 to see whether it holds."
        ),
        "{text}"
    );
}

/// The octal code read off the file's own moves, and the periodicity theorem applied: Kayles,
/// Dawson's Kayles, two subtraction games and 4.3 (split or take one) proved; too short a range says how far to look;
/// a game whose positions are not heaps, or a score game, is observed only.
#[test]
fn a_period_is_proved_where_the_octal_theorem_proves_it() {
    for (rules, range, code, periodic) in [
        ("examples/rules/kayles.py", "0..300", "0.77", (71, 12)),
        (
            "examples/rules/dawsons_kayles.py",
            "0..300",
            "0.07",
            (53, 34),
        ),
        (
            "examples/rules/subtraction_134.py",
            "0..60",
            "0.3033",
            (0, 7),
        ),
        (
            "coach/tests/fixtures/rules/subtraction_123.py",
            "0..40",
            "0.333",
            (0, 4),
        ),
        (
            "coach/tests/fixtures/rules/constrained_nim_5_6.py",
            "0..200",
            "0.000033",
            (0, 11),
        ),
        // A whole-number digit: a heap split in two without taking (issue 55).
        (
            "coach/tests/fixtures/rules/split_or_take.py",
            "0..60",
            "4.3",
            (2, 2),
        ),
    ] {
        let (_, json) = experiment(rules, range, &[]);
        assert_eq!(period(&json), periodic, "{rules}");
        assert_eq!(pattern(&json), (Some(code), true, None), "{rules}");
    }
    let text = coach(&["experiment", "examples/rules/kayles.py", "--n", "0..300"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains(
            "Proved for every n ≥ 71: the moves are those of the octal game 0.77, and the \
             periodicity theorem for octal games (Guy and Smith) needs the values only to \
             n = 167.\nThe moves are those of the octal game 0.77: moves() agrees with it on \
             every heap to 300.\nIts values, computed natively to n = 1,023"
        ),
        "{text}"
    );
    // The period shows over 0..160 only from the range's middle, and the theorem reads the
    // values to 2·71 + 2·12 + 2 − 1 = 167: computed natively, they prove it all the same,
    // and the heaps from 161 to 167 are drawn and held against the file's moves.
    let (_, json) = experiment("examples/rules/kayles.py", "0..160", &[]);
    assert_eq!(period(&json), (71, 12));
    assert_eq!(pattern(&json), (Some("0.77"), true, None));
    let far = &json["pattern"]["native"]["far"];
    assert_eq!(
        (far["every_to"].as_i64(), far["to"].as_i64()),
        (Some(160), Some(167))
    );
    let drawn: Vec<i64> = far["drawn"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_i64().unwrap())
        .collect();
    assert!(
        !drawn.is_empty() && drawn.iter().all(|h| (161..=167).contains(h)),
        "{drawn:?}"
    );
    // The same game with each pile a tuple: the same period, and no theorem.
    let (_, json) = experiment("coach/tests/fixtures/rules/pile_as_tuple.py", "0..60", &[]);
    assert_eq!(period(&json), (0, 7));
    assert_eq!(pattern(&json), (None, false, None));
    let text = coach(&[
        "experiment",
        "coach/tests/fixtures/rules/pile_as_tuple.py",
        "--n",
        "0..60",
    ]);
    assert!(
        String::from_utf8_lossy(&text.stdout).contains("Observed over n = 0..60, not a proof.")
    );
    let (_, json) = experiment("examples/rules/edpc_l.py", "0..12", &[]);
    assert_eq!(pattern(&json).0, None);
}

/// A guess is plain Python beside the rules file's names: a generator expression in n, the
/// file's own constants. A wrong Grundy number is refuted by what defines it.
#[test]
fn a_guess_is_plain_python_and_a_wrong_grundy_number_is_refuted_by_the_mex() {
    let rules = "coach/tests/fixtures/rules/constrained_nim_5_6.py";
    let (status, json) = experiment(rules, "0..200", &["--guess", "(n % (L + R)) // L"]);
    assert_eq!((status, &json["guess"]["holds"]), (0, &Value::Bool(true)));
    let (status, json) = experiment(
        "examples/rules/subtraction_134.py",
        "0..60",
        &["--guess", "all(n % 7 != k for k in (0, 2))"],
    );
    assert_eq!((status, &json["guess"]["holds"]), (0, &Value::Bool(true)));
    // Too low: 0 at n = 3, whose value is 3; a move reaches a position of value 0.
    let (status, json) = experiment("examples/rules/kayles.py", "0..20", &["--guess", "n % 3"]);
    assert_eq!(status, 3);
    let failure = &json["guess"]["first_failure"];
    assert_eq!(
        (failure["n"].as_i64(), failure["value"].as_i64()),
        (Some(3), Some(3))
    );
    assert_eq!(failure["reaches"], "take_1_leaving_1_+_1");
    // Too high: 2 at n = 2, whose value is 0; the moves reach only 1.
    let (_, json) = experiment(
        "examples/rules/subtraction_134.py",
        "0..20",
        &["--guess", "n % 7"],
    );
    let failure = &json["guess"]["first_failure"];
    assert_eq!(
        (failure["n"].as_i64(), failure["guess"].as_i64()),
        (Some(2), Some(2))
    );
    assert_eq!(failure["reached"], serde_json::json!([1]));
}

/// Two indices: start(n, m) over a table, each value against a plain Grundy computation of
/// Typical 90 031 written here, the pattern along each row, and a guess in n and m.
#[test]
fn two_indices_give_a_table_with_each_rows_pattern() {
    fn grundy(memo: &mut std::collections::HashMap<(i64, i64), i64>, w: i64, b: i64) -> i64 {
        if let Some(&g) = memo.get(&(w, b)) {
            return g;
        }
        let mut reached: Vec<i64> = (1..=b / 2).map(|k| grundy(memo, w, b - k)).collect();
        if w > 0 {
            reached.push(grundy(memo, w - 1, b + w));
        }
        let g = (0..).find(|g| !reached.contains(g)).unwrap();
        memo.insert((w, b), g);
        g
    }
    let mut memo = std::collections::HashMap::new();
    let (status, json) = experiment(
        "examples/rules/typical90_031.py",
        "0..4",
        &["--m", "0..30", "--guess", "(n + m) % 2"],
    );
    assert_eq!(status, 3);
    let values = json["values"].as_array().unwrap();
    assert_eq!(values.len(), 5 * 31);
    for entry in values {
        let (n, m) = (entry["n"].as_i64().unwrap(), entry["m"].as_i64().unwrap());
        assert_eq!(
            entry["value"].as_i64().unwrap(),
            grundy(&mut memo, n, m),
            "({n}, {m})"
        );
    }
    assert_eq!(json["rows"].as_array().unwrap().len(), 5);
    let failure = &json["guess"]["first_failure"];
    assert!(failure["m"].is_i64(), "{failure}");
    let text = coach(&[
        "experiment",
        "examples/rules/typical90_031.py",
        "--n",
        "0..4",
        "--m",
        "0..30",
    ]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Along each row (n fixed), observed over m = 0..30, not a proof:"));
    // More points than an experiment takes: a usage error.
    let output = coach(&[
        "experiment",
        "examples/rules/typical90_031.py",
        "--n",
        "0..1000",
        "--m",
        "0..1000",
    ]);
    assert_eq!(output.status.code(), Some(2));
}

/// A range of 100,000 values gives a screenful: the values and the losing n cut, then counted.
#[test]
fn the_report_of_a_long_range_is_a_screenful() {
    let output = coach(&[
        "experiment",
        "coach/tests/fixtures/rules/constrained_nim_5_6.py",
        "--n",
        "0..99999",
    ]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.lines().count() <= 30, "{text}");
    assert!(text.contains("… and 99,800 more values (--json gives every one)."));
    assert!(text.contains(", … and 45,395 more."));
    assert!(text.len() < 5000, "{} bytes", text.len());
}

/// Time never decides: every call of moves() takes 0.05 s, 41 of them together longer than a
/// time limit of 1 s, and the values come all the same; one call that hangs is still caught
/// (`slow.py`, above).
#[test]
fn a_long_batch_of_quick_calls_is_not_a_time_out() {
    let output = coach(&[
        "experiment",
        "coach/tests/fixtures/rules/slow_each.py",
        "--n",
        "0..40",
        "--time-limit",
        "1",
        "--json",
    ]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["values"][40]["value"], 1);
}

/// A long range is explored by two children of the rules file, one on each core, and gives
/// what one child gives: the same values, position for position, whatever the cut. A helper
/// still loading leaves its share to the first child, so which child explores what depends
/// on the machine's load; the values never do. The helper is asked on some run of five.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn two_children_explore_a_long_range_as_one_does() {
    let exploring = |output: &Output| {
        String::from_utf8_lossy(&output.stderr)
            .lines()
            .filter(|line| line.starts_with("explores in process"))
            .count()
    };
    let rules = "coach/tests/fixtures/rules/typical90_031_says_its_pid.py";
    let values = |json: &Value| -> Vec<(i64, i64, i64)> {
        json["values"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| {
                let at = |key: &str| v[key].as_i64().unwrap();
                (at("n"), at("m"), at("value"))
            })
            .collect()
    };
    // Row by row, 300 points each: one child.
    let mut rows = Vec::new();
    for n in 0..4 {
        let n = format!("{n}..{n}");
        let row = coach(&["experiment", rules, "--n", &n, "--m", "0..299", "--json"]);
        assert_eq!(exploring(&row), 1);
        rows.extend(values(&serde_json::from_slice(&row.stdout).unwrap()));
    }
    // 4 x 300 points: shared by two, where the helper is ready in time.
    let mut shared = false;
    for _ in 0..5 {
        let whole = coach(&[
            "experiment",
            rules,
            "--n",
            "0..3",
            "--m",
            "0..299",
            "--json",
        ]);
        let explorers = exploring(&whole);
        assert!(
            (1..=2).contains(&explorers),
            "{}",
            String::from_utf8_lossy(&whole.stderr)
        );
        let whole: Value = serde_json::from_slice(&whole.stdout).unwrap();
        assert_eq!(values(&whole), rows);
        shared |= explorers == 2;
        if shared {
            break;
        }
    }
    assert!(shared, "the helper child never explored in five runs");
}

/// A file may state its octal code (`OCTAL = "0.3033"`): coach holds it to the code its
/// moves show, and proves by it where they agree; where they differ, the file's mistake in
/// one line, with the first heap where the two codes part (issue 55).
#[test]
fn a_stated_octal_code_is_checked_against_the_moves() {
    let (status, json) = experiment("coach/tests/fixtures/rules/octal_stated.py", "0..60", &[]);
    assert_eq!(status, 0, "{json}");
    assert_eq!(pattern(&json), (Some("0.3033"), true, None));
    let output = coach(&[
        "experiment",
        "coach/tests/fixtures/rules/octal_stated_wrong.py",
        "--n",
        "0..60",
    ]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains(
            "OCTAL says 0.3333, but the moves explored are those of the octal game 0.3033: \
             they differ first at a heap of 2"
        ),
        "{stderr}"
    );
}

/// `examples/rules/octal.py` with its `CODE` set to `code`, written into `dir`.
fn octal_file(dir: &Path, code: &str, departs_at: Option<usize>) -> String {
    let example = std::fs::read_to_string(root().join("examples/rules/octal.py")).unwrap();
    let mut text = example.replace("CODE = \"0.16\"", &format!("CODE = \"{code}\""));
    if let Some(heap) = departs_at {
        // One move more at one heap: taking everything at once.
        text.push_str(&format!(
            "\n\nfollowed = moves\n\n\ndef moves(n):\n    return followed(n) + ([(\"take all\", 0)] if n == {heap} else [])\n"
        ));
    }
    let path = dir.join(format!("octal_{}.py", code.replace('.', "_")));
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// The published table of solved octal games, each written as a learner would (the example
/// `octal.py` with its code), explored to 30 and computed natively: reproduced and proved.
/// The engine alone is held to every game in its unit tests; here, a game of each kind: a
/// long period, a mask with the heap's parity, a whole-number digit.
#[test]
fn the_published_octal_games_are_proved_from_a_learner_s_rules_file() {
    proved_from_rules_files(&[
        ("0.16", 105_351, 149_459),
        ("0.127", 46_578, 4),
        ("4.444", 143, 24),
    ]);
}

/// Every game of the published table, from a learner's rules file.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn every_published_octal_game_is_proved_from_a_learner_s_rules_file() {
    proved_from_rules_files(&[
        ("0.45", 498, 20),
        ("0.156", 3479, 349),
        ("0.356", 7315, 142),
        ("0.644", 3256, 442),
        ("0.165", 5181, 1550),
        ("0.16", 105_351, 149_459),
        ("0.56", 326_640, 144),
        ("0.127", 46_578, 4),
        ("0.77", 71, 12),
        ("0.07", 53, 34),
        ("0.137", 52, 34),
        ("4.444", 143, 24),
    ]);
}

fn proved_from_rules_files(games: &[(&str, i64, i64)]) {
    let dir = tempfile::tempdir().unwrap();
    for &(code, preperiod, period) in games {
        let rules = octal_file(dir.path(), code, None);
        let (status, json) = experiment(&rules, "0..30", &[]);
        assert_eq!(status, 0, "{code}");
        assert_eq!(self::period(&json), (preperiod, period), "{code}");
        assert_eq!(pattern(&json), (Some(code), true, None), "{code}");
        let native = &json["pattern"]["native"];
        let needs_to = native["proof"]["needs_to"].as_i64().unwrap();
        assert!(
            native["computed_to"].as_i64().unwrap() >= needs_to,
            "{code}"
        );
        assert_eq!(native["far"]["every_to"], 30, "{code}");
    }
}

/// A file that follows 0.16 but at one heap past the small ones: where coach looked there (the
/// range reaches it, or a far heap drawn is it), the heap is named and nothing is proved;
/// where it did not, the output names every heap it held to the code.
#[test]
fn a_file_that_departs_from_its_code_is_caught_where_coach_looked() {
    let dir = tempfile::tempdir().unwrap();
    // In the range: explored, and named.
    let rules = octal_file(dir.path(), "0.16", Some(700));
    let (_, json) = experiment(&rules, "0..700", &[]);
    assert_eq!(json["pattern"]["departs"]["heap"], 700);
    assert_eq!(pattern(&json).0, Some("0.16"));
    assert!(!pattern(&json).1);
    assert_eq!(json["pattern"]["native"], Value::Null);
    let text = coach(&["experiment", &rules, "--n", "0..700"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains(
            "The small heaps' moves are those of the octal game 0.16, but moves() departs from \
             it at heap 700, where moves() has the move \"take 700, leaving nothing\" and the \
             code has not: the values are those of its own moves, as explored."
        ),
        "{text}"
    );
    // Past the range, at a heap coach draws: caught there.
    let honest = octal_file(dir.path(), "0.16", None);
    let (_, json) = experiment(&honest, "0..40", &[]);
    let drawn: Vec<i64> = json["pattern"]["native"]["far"]["drawn"]
        .as_array()
        .unwrap()
        .iter()
        .map(|heap| heap.as_i64().unwrap())
        .collect();
    assert!(drawn.len() >= 8, "{drawn:?}");
    let far = drawn[drawn.len() / 2] as usize;
    let rules = octal_file(dir.path(), "0.16", Some(far));
    let (_, json) = experiment(&rules, "0..40", &[]);
    assert_eq!(json["pattern"]["departs"]["heap"], far, "{json}");
    assert_eq!(json["pattern"]["proved"], false);
    // Past the range, at a heap coach did not look at: the proof is of the code, and the
    // output names the heaps it held the file to.
    let unseen = (1000..).find(|heap| !drawn.contains(heap)).unwrap();
    let rules = octal_file(dir.path(), "0.16", Some(unseen as usize));
    let text = coach(&["experiment", &rules, "--n", "0..40"]);
    let text = String::from_utf8_lossy(&text.stdout);
    let listed: Vec<String> = drawn.iter().map(|&h| thousands(h)).collect();
    assert!(
        text.contains(&format!(
            "The moves are those of the octal game 0.16: moves() agrees with it on every heap \
             to 40 and on {} heaps drawn at random up to 509,621 ({}).",
            drawn.len(),
            listed.join(", ")
        )),
        "{text}"
    );
}

fn thousands(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Values bounded short of the proof: how far they went and what their end shows, and no
/// period claimed.
#[test]
fn octal_values_bounded_short_of_a_proof_claim_no_period() {
    let args = [
        "examples/rules/octal.py",
        "--n",
        "0..40",
        "--octal-values",
        "5000",
    ];
    let (status, json) = experiment(args[0], args[2], &args[3..]);
    assert_eq!(status, 0);
    assert_eq!(json["period"], Value::Null);
    let native = &json["pattern"]["native"];
    assert_eq!(
        (&native["proof"], &native["stopped"], &native["computed_to"]),
        (&Value::Null, &Value::from("values"), &Value::from(4999))
    );
    let text = coach(&[&["experiment"][..], &args].concat());
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains(
            "No period shows over n = 0..40: none repeats over the later half of the range \
             with two full periods seen.\n"
        ) && text.contains(
            "No period proved: the values stop at n = 4,999, the most --octal-values allows."
        ),
        "{text}"
    );
}

/// A stated code that is no octal code at all gets one line: a digit past 7 (told by the
/// file's loading), or a whole-number digit that would let a move leave the heap as it was.
#[test]
fn a_stated_code_that_is_no_code_gets_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("stated.py");
    let example = std::fs::read_to_string(root().join("examples/rules/octal.py")).unwrap();
    for (stated, said) in [
        (
            "0.19",
            "OCTAL is '0.19': an octal code is a string of the digits 0 to 7 with one point",
        ),
        (
            "1.3",
            "OCTAL says 1.3, which is no octal code: a whole-number digit 0 or 4, a point",
        ),
    ] {
        std::fs::write(&rules, format!("OCTAL = \"{stated}\"\n{example}")).unwrap();
        let output = coach(&["experiment", rules.to_str().unwrap(), "--n", "0..20"]);
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(said), "{stderr}");
    }
}

/// A rule a file states is never read past in silence (issue 54): `MISERE` and `LOOPS` are
/// True or False, nothing else (before, `MISERE = True` was read as normal play, and a right
/// misère solution called wrong); a name that is one of coach's but for its case or a
/// letter is named; the file's own constants are its own.
#[test]
fn a_stated_rule_coach_does_not_read_is_never_passed_over_in_silence() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("misere_nim.py");
    let game = "def start(n):\n    return n\n\n\ndef moves(n):\n    \
                return [(f\"take {k}\", n - k) for k in (1, 2, 3) if k <= n]\n";
    for (stated, said) in [
        (
            "MISERE = 1",
            Some("MISERE is 1: it is True (the player who cannot move wins) or False"),
        ),
        (
            "LOOPS = \"yes\"",
            Some("LOOPS is 'yes': it is True (positions may come back: win, lose or draw)"),
        ),
        (
            "MISERY = True",
            Some(
                "MISERY is no name coach reads; MISERE is (coach reads OCTAL, MISERE, LOOPS, ENDLESS, players, samples beside the functions)",
            ),
        ),
        ("LOOP = True", Some("LOOP is no name coach reads; LOOPS is")),
        (
            "Misere = 1",
            Some("Misere is no name coach reads; MISERE is"),
        ),
        (
            "octal = \"0.3\"",
            Some("octal is no name coach reads; OCTAL is"),
        ),
        (
            "Players = (\"A\", \"B\")",
            Some("Players is no name coach reads; players is"),
        ),
        (
            "Endless = 0",
            Some("Endless is no name coach reads; ENDLESS is"),
        ),
        (
            "ENDLES = 0",
            Some("ENDLES is no name coach reads; ENDLESS is"),
        ),
        (
            "ENDLESS = \"0\"",
            Some("ENDLESS is '0': what a game that never ends is worth to the first player"),
        ),
        (
            "ENDLESS = True",
            Some("ENDLESS is True: what a game that never ends is worth"),
        ),
        (
            "ENDLESS = 2**63",
            Some("ENDLESS is 9223372036854775808: what a game"),
        ),
        ("ENDLESS = 0", None),
        ("MISERE = False", None),
        ("MISERE = True", None),
        ("LOOPS = True", None),
        ("MOD = 10**9 + 7\nDIGITS = 3\nTOTAL = 1", None),
    ] {
        std::fs::write(&rules, format!("{stated}\n\n\n{game}")).unwrap();
        let output = coach(&["experiment", rules.to_str().unwrap(), "--n", "0..8"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        match said {
            Some(said) => {
                assert_eq!(output.status.code(), Some(1), "{stated}");
                assert_eq!(stderr.lines().count(), 1, "{stderr}");
                assert!(stderr.contains(said), "{stated}: {stderr}");
            }
            None => assert_eq!(output.status.code(), Some(0), "{stated}: {stderr}"),
        }
    }
}
