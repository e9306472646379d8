//! The five problems written again as rules files (`examples/rules/<problem>.py`), played by
//! coach's generic solver and checked against the crate on the repository's cases and on
//! generated inputs: the start's worth agrees (the lead; or the win and, where both count
//! them, the moves left). A rules file shares nothing with the submissions, so each side
//! checks the other. Then `play`, `review` and `duel` on a rules file, as a learner runs them.

use coach::problems::Name;
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
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn each_problem_as_a_rules_file_agrees_with_the_crate() {
    let dir = tempfile::tempdir().unwrap();
    for problem in Name::ALL.iter().map(|name| name.binary()) {
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

#[test]
fn play_review_and_duel_take_a_rules_file_in_place_of_a_problem() {
    let output = coach(
        &["play", "examples/rules/kayles.py", "--n", "3", "--json"],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["problem"], "rules");
    assert_eq!(json["answer"], "First");
    assert_eq!(
        json["games"][0]["moves"],
        serde_json::json!([
            "take_1_leaving_1_+_1",
            "take_1_leaving_0_+_0",
            "take_1_leaving_0_+_0"
        ])
    );
    // A score game read from an input by parse(text): the lead, as the crate's answer.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("deque.in");
    std::fs::write(&input, "4\n10 80 90 30\n").unwrap();
    let output = coach(
        &["play", "examples/rules/edpc_l.py", input.to_str().unwrap()],
        b"",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.ends_with("Result: 10\n"), "{text}");
    // A duel, its moves piped: the user plays the first move, which loses, and is told.
    let output = coach(
        &["duel", "examples/rules/subtraction_134.py", "--n", "7"],
        b"1\n1\n1\n1\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("Result: Second"), "{text}");
    let output = coach(
        &["duel", "examples/rules/subtraction_134.py", "--n", "6"],
        b"1\n1\n1\n",
    );
    assert_eq!(output.status.code(), Some(3));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("MISTAKE: turns a win into a loss"), "{text}");
}

/// Each wrong use is one line on standard error: a rules file's mistakes exit 1, a command
/// line that mixes a problem's and a rules file's options exits 2.
#[test]
fn a_rules_file_s_mistakes_in_play_are_one_line() {
    for (args, stdin, status, said) in [
        (
            &["play", "coach/tests/fixtures/rules/raises.py", "--n", "3"][..],
            &b""[..],
            1,
            "ZeroDivisionError: integer division or modulo by zero (line 5)",
        ),
        (
            &[
                "play",
                "coach/tests/fixtures/rules/past_64_bits.py",
                "--n",
                "0",
            ][..],
            &b""[..],
            1,
            "start(0) holds 18446744073709551621, past 64 bits: coach carries integers from \
             -2**63 to 2**63 - 1 exactly",
        ),
        (
            &[
                "play",
                "coach/tests/fixtures/rules/past_64_bits.py",
                "--n",
                "1",
            ][..],
            &b""[..],
            1,
            "moves('s') scores 1000000000000000000000000000000 for 'huge', past 64 bits",
        ),
        (
            &[
                "play",
                "coach/tests/fixtures/rules/past_64_bits.py",
                "--n",
                "2",
            ][..],
            &b""[..],
            1,
            "the lead after big from \"t\" is past 64 bits",
        ),
        (
            &[
                "play",
                "coach/tests/fixtures/rules/endless_tree.py",
                "--n",
                "0",
            ][..],
            &b""[..],
            1,
            "endless_tree.py: more than 10,000 moves in a row from a start",
        ),
        (
            &["play", "coach/tests/fixtures/rules/crashes.py", "--n", "5"][..],
            &b""[..],
            1,
            "stopped answering ({\"explore\":[5]}): it ended with signal 11 (SIGSEGV)",
        ),
        (
            &["play", "examples/rules/kayles.py"],
            b"5\n",
            1,
            "has no parse(text): give --n N for the game of start(n)",
        ),
        (
            &[
                "review",
                "examples/rules/kayles.py",
                "--n",
                "3",
                "--line",
                "take_9",
            ],
            b"",
            1,
            "move 1 `take_9` is not legal: First may play",
        ),
        (
            &["play", "abc201d", "--n", "3"],
            b"",
            2,
            "--n N is for a rules file",
        ),
        (
            &["duel", "examples/rules/kayles.py", "--seed", "1"],
            b"",
            2,
            "for a rules file, give --n N",
        ),
        (&["play", "nope"], b"", 2, "`nope` is neither a problem ("),
        (
            &["play", "missing.py", "--n", "1"],
            b"",
            2,
            "cannot read missing.py",
        ),
    ] {
        let output = coach(args, stdin);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(status), "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        if status == 1 {
            assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        }
    }
    // The problems a learner may name are the roster's.
    let names: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
    let stderr = String::from_utf8_lossy(&coach(&["play", "nope"], b"").stderr).into_owned();
    assert!(
        stderr.contains(&format!("({}) nor a rules file", names.join(", "))),
        "{stderr}"
    );
}

/// A rules file cannot put the protocol out of step: a child it forks writes a false answer to
/// file descriptor 1 (which is standard error for the rules code), and a `show()` that times
/// out is the only drawing lost: every later one is its own position's.
#[test]
fn a_rules_file_cannot_put_the_protocol_out_of_step() {
    let output = coach(
        &[
            "play",
            "coach/tests/fixtures/rules/out_of_step.py",
            "--n",
            "7",
            "--time-limit",
            "1",
        ],
        b"",
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        stdout.contains("plays take_1\n       5 (show failed: ")
            && stdout.contains("no answer within 1 s"),
        "{stdout}"
    );
    assert!(
        stdout.contains("plays take_2\n       ooo\n")
            && stdout.contains("plays take_1\n       oo\n"),
        "{stdout}"
    );
    assert!(stdout.ends_with("Result: First\n"), "{stdout}");
}

/// Escape codes in a rules file's move names and drawings reach no terminal: coach writes them
/// by their code points.
#[test]
fn escape_codes_in_names_and_drawings_are_shown_by_their_code_points() {
    let output = coach(
        &["play", "coach/tests/fixtures/rules/escapes.py", "--n", "3"],
        b"",
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{stdout}");
    assert!(
        !stdout.contains('\x1b') && !stdout.contains('\x07'),
        "{stdout:?}"
    );
    assert!(stdout.contains("plays takeU+001B[31m"), "{stdout}");
    assert!(stdout.contains("U+001B[2JU+0007ooo"), "{stdout}");
}

/// A start written as one list (`[a, b]` for the game of two heaps, not `[(a, b)]`) is two
/// games, each a line of the answer: where a solution printing one line is called WA, the
/// report says how many games parse read and how to give one.
#[test]
fn a_wa_on_several_games_says_how_many_parse_read() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("heaps.py");
    std::fs::write(
        &rules,
        "def parse(text):\n    a, b = map(int, text.split())\n    return [a, b]\n\n\
         def moves(n):\n    return [(str(k), n - k) for k in (1, 2) if k <= n]\n\n\
         def generate(draw, size):\n    return f\"{draw(0, 5)} {draw(0, 5)}\\n\"\n",
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args([
            "stress",
            "heaps.py",
            "--no-corpus",
            "--shrink-tries",
            "5",
            "--",
        ])
        .args(["sh", "-c", "echo First"])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(3), "{stdout}");
    assert!(
        stdout.contains(
            "parse(text) read 2 games from this input, one line of the answer each: where it \
             is one game, parse gives [start], a list of one start."
        ),
        "{stdout}"
    );
}

/// A rules file that gives the statement's samples is held to them before any command does
/// anything with it: one that disagrees with one (its moves take up to 3 where the statement
/// says 2) is refused in one line and exit 1 by every command, naming the sample and both
/// answers; the file mended passes the same commands.
#[test]
fn a_rules_file_that_disagrees_with_a_sample_is_refused_by_every_command() {
    let commands = |file: &str| -> Vec<Vec<String>> {
        let file = format!("coach/tests/fixtures/rules/{file}");
        [
            vec!["play", &file, "--n", "5"],
            vec!["duel", &file, "--n", "5"],
            vec!["experiment", &file, "--n", "0..10"],
            vec!["gen", &file],
            vec![
                "stress",
                &file,
                "--no-corpus",
                "--cases",
                "5",
                "--",
                "echo",
                "Alice",
            ],
        ]
        .into_iter()
        .map(|args| args.into_iter().map(String::from).collect())
        .collect()
    };
    for args in commands("samples_wrong.py") {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = coach(&args, b"");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr,
            "coach: coach/tests/fixtures/rules/samples_wrong.py: the rules file answers Bob on \
             sample 1; the statement says Alice\n",
            "{args:?}"
        );
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    for args in commands("samples_right.py") {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = coach(&args, b"");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("sample"), "{args:?}: {stderr}");
        assert_ne!(output.status.code(), Some(3), "{args:?}: {stderr}");
    }
}

/// Every command that states a result says it in the file's own words, its `answer(start,
/// value)`: "Result: Alice", not "Result: First" (play, its JSON, review and duel).
#[test]
fn a_result_is_said_in_the_words_of_the_file_s_answer() {
    let file = "coach/tests/fixtures/rules/samples_right.py";
    let said = |args: &[&str], stdin: &[u8]| {
        let output = coach(args, stdin);
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.is_empty(), "{args:?}: {stderr}");
        stdout
    };
    // A pile of 4, taking 1 or 2: Alice (the first player) wins.
    assert!(said(&["play", file, "--n", "4"], b"").ends_with("Result: Alice\n"));
    let json: Value =
        serde_json::from_str(&said(&["play", file, "--n", "4", "--json"], b"")).unwrap();
    assert_eq!(json["answer"], "Alice");
    let review = said(
        &["review", file, "--n", "4", "--line", "take_2,take_2"],
        b"",
    );
    assert!(
        review.contains(
            "The line ends in: Second wins after 2 moves (First cannot move) (in the answer's \
             form: Bob)."
        ),
        "{review}"
    );
    let duel = said(&["duel", file, "--n", "4"], b"take_2\n");
    assert!(duel.contains("Result: Bob"), "{duel}");
}

/// A file that names its players (`players = ("Alice", "Bob")`) is played, reviewed and
/// stressed in those names: who moves, who cannot, and, without answer(), the winner's name
/// as the answer. Names that are not two lines of text are one line and exit 1.
#[test]
fn the_players_are_called_as_the_file_names_them() {
    let file = "coach/tests/fixtures/rules/named_players.py";
    let said = |args: &[&str], stdin: &[u8]| {
        let output = coach(args, stdin);
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
        )
    };
    let (_, play) = said(&["play", file, "--n", "4"], b"");
    assert!(play.contains(": Alice moves first; "), "{play}");
    assert!(play.contains("  2. Bob    plays take_1"), "{play}");
    assert!(
        play.ends_with("Bob cannot move.\nResult: Alice\n"),
        "{play}"
    );
    let (status, review) = said(
        &["review", file, "--n", "4", "--line", "take_2,take_2"],
        b"",
    );
    assert_eq!(status, Some(3));
    assert!(
        review.contains("The line ends in: Bob wins after 2 moves (Alice cannot move)."),
        "{review}"
    );
    let (_, duel) = said(&["duel", file, "--n", "4"], b"take_2\n");
    assert!(
        duel.starts_with("You play Alice against coach, who plays Bob"),
        "{duel}"
    );
    // Without answer(), a right solution prints the winner's name.
    let right = "n = int(input()); print('Bob' if n % 3 == 0 else 'Alice')";
    let (status, stress) = said(
        &[
            "stress",
            file,
            "--no-corpus",
            "--cases",
            "20",
            "--",
            "python3",
            "-c",
            right,
        ],
        b"",
    );
    assert_eq!(status, Some(0), "{stress}");

    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad_players.py");
    std::fs::write(
        &bad,
        std::fs::read_to_string(root().join(file))
            .unwrap()
            .replace("players = (\"Alice\", \"Bob\")", "players = (\"Alice\",)"),
    )
    .unwrap();
    let output = coach(&["play", bad.to_str().unwrap(), "--n", "4"], b"");
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("players is ('Alice',): the two players' names")
            && stderr.lines().count() == 1,
        "{stderr}"
    );
}

/// The command a report suggests runs as printed: a failure kept nowhere (`--no-corpus`, no
/// `--save`) is played by a command that carries its input, which a shell runs as it is.
#[test]
fn the_command_a_report_suggests_runs_as_printed() {
    let file = "coach/tests/fixtures/rules/named_players.py";
    let output = coach(&["stress", file, "--no-corpus", "--", "false"], b"");
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(3), "{report}");
    let command = report
        .lines()
        .find_map(|line| line.strip_prefix("Why the expected answer is right, move by move: "))
        .unwrap_or_else(|| panic!("no command: {report}"));
    assert!(command.starts_with("printf '%s\\n' "), "{command}");
    let coach_dir = Path::new(env!("CARGO_BIN_EXE_coach")).parent().unwrap();
    let path = format!(
        "{}:{}",
        coach_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let played = Command::new("sh")
        .args(["-c", command])
        .current_dir(root())
        .env("PATH", path)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&played.stdout);
    assert_eq!(played.status.code(), Some(0), "{command}: {said}");
    assert!(said.contains("Result: "), "{said}");
}

/// The text of `coach ARGS` (stdin `stdin`), which must exit with `status`.
fn said(args: &[&str], stdin: &[u8], status: i32) -> String {
    let output = coach(args, stdin);
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert_eq!(
        output.status.code(),
        Some(status),
        "{args:?}: {text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    text
}

/// ABC195 E as its statement reads: the input says who moves in each round (`mover`), and
/// the last round's remainder who has won (`winner`). Each teaching command follows the
/// file's turns, a player moving twice in a row where the input says so, and the why of a
/// game that is not impartial is a plain win or loss, never a Grundy number.
#[test]
fn a_position_names_its_mover_in_every_teaching_command() {
    let dir = tempfile::tempdir().unwrap();
    let rules = "coach/tests/fixtures/newcomers/abc195e.py";
    let input = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    // Sample 1: Aoki moves first, Takahashi answers 35 or 0 and wins.
    let sample = input("sample.in", "2\n35\nAT\n");
    let why = said(&["play", rules, &sample, "--why"], b"", 0);
    for expected in [
        "Aoki moves first; the winner always makes a move that keeps the win;",
        "  1. Aoki       plays 3",
        "  2. Takahashi  plays 5",
        "wins([\"35\",\"AT\",1,3]) = any(not wins([\"35\",\"AT\",2,0]), wins([\"35\",\"AT\",2,2])) = \
         any(true, false) = true: Takahashi, to move, wins",
        "Takahashi has won.\nResult: Takahashi\n",
    ] {
        assert!(why.contains(expected), "{expected}\n{why}");
    }
    assert!(!why.contains("grundy") && !why.contains("mex"), "{why}");
    let json: Value =
        serde_json::from_str(&said(&["play", rules, &sample, "--json"], b"", 0)).unwrap();
    assert_eq!(json["answer"], "Takahashi");
    // Takahashi's 5 after Aoki's 0 leaves 5, not a multiple of 7.
    let review = said(&["review", rules, &sample, "--line", "0,5"], b"", 3);
    for expected in [
        "The first move that loses worth is move 2, Takahashi's 5: it turns a win into a loss.",
        "The line ends in: Aoki wins after 2 moves (the game ends there with a win).",
        "Optimal play from the start ends in: Takahashi wins after 2 moves",
    ] {
        assert!(review.contains(expected), "{expected}\n{review}");
    }
    // Takahashi moves in rounds 1 and 2, then coach's Aoki in round 3.
    let rounds = input("tta.in", "3\n123\nTTA\n");
    let duel = said(&["duel", rules, &rounds], b"#1\n#1\n", 0);
    let turns: Vec<&str> = duel
        .lines()
        .filter(|line| line.starts_with("Your move") || line.starts_with("coach (Aoki)"))
        .collect();
    assert_eq!(turns.len(), 3, "{duel}");
    assert!(turns[0].starts_with("Your move, Takahashi"), "{duel}");
    assert!(turns[1].starts_with("Your move, Takahashi"), "{duel}");
    assert!(turns[2].starts_with("coach (Aoki) plays"), "{duel}");
    assert!(duel.contains("Result: Aoki"), "{duel}");
}

/// ABC349 E as its statement reads: a score game in which three in a row ends the game at
/// once, won whatever the points (`winner`); a win at once outranks every lead, and a move
/// that allows one is a mistake even where the points would have lost anyway.
#[test]
fn a_score_game_may_end_with_a_win_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let rules = "coach/tests/fixtures/newcomers/abc349e.py";
    let input = dir.path().join("ones.in");
    std::fs::write(&input, "1 1 1\n1 1 1\n1 1 1\n").unwrap();
    let input = input.display().to_string();
    let review = said(
        &["review", rules, &input, "--line", "11,21,12,22,13"],
        b"",
        3,
    );
    for expected in [
        "  2. Aoki       21  plays 21, scoring 1, leaving [[1,1,1,1,1,1,1,1,1],\"R..B.....\"]  \
         [MISTAKE: lets the other player win outright; best was 22 (ends -1)]",
        "The line ends in: Takahashi wins at once after 5 moves, whatever the points \
         (Takahashi 3, Aoki 2) (in the answer's form: Takahashi).",
        "Optimal play from the start ends in: Takahashi 5, Aoki 4 (in the answer's form: \
         Takahashi).",
    ] {
        assert!(review.contains(expected), "{expected}\n{review}");
    }
    // A blocked line leaves the points to decide; a move that lets a line be completed is
    // worth a loss in the recurrence, not a number.
    let why = said(&["play", rules, &input, "--why"], b"", 0);
    assert!(why.contains("= max(0, a loss, "), "{why}");
    assert!(why.contains("Result: Takahashi"), "{why}");
}

/// The file's turns hold in the commands that judge: stress checks a right solution of each
/// game against them (its samples first), experiment reads the pattern of who wins, and the
/// interactive judge moves twice in a row where the rules say so, which a program that takes
/// the turns to alternate does not expect.
#[test]
fn turns_named_by_positions_hold_in_stress_experiment_and_judge() {
    let newcomers = "coach/tests/fixtures/newcomers";
    for (rules, right, cases) in [
        ("abc195e", "abc195e_right", "12"),
        ("abc349e", "abc349e_right", "3"),
    ] {
        let rules = format!("{newcomers}/{rules}.py");
        let right = format!("{newcomers}/{right}.py");
        let report = said(
            &[
                "stress",
                &rules,
                "--cases",
                cases,
                "--no-corpus",
                "--",
                "python3",
                "-S",
                &right,
            ],
            b"",
            0,
        );
        assert!(report.contains("cases passed"), "{report}");
    }
    let turns = "coach/tests/fixtures/turns";
    let keep_turn = format!("{turns}/keep_turn.py");
    let experiment = said(
        &[
            "experiment",
            &keep_turn,
            "--n",
            "0..30",
            "--guess",
            "n % 2 == 1",
        ],
        b"",
        0,
    );
    for expected in [
        "win/lose game (the positions name their mover): 1 where the first player wins, else 0",
        "Period 2 from n = 0",
        "The guess `n % 2 == 1` holds for every n from 0 to 30.",
    ] {
        assert!(experiment.contains(expected), "{expected}\n{experiment}");
    }
    assert!(!experiment.contains("Grundy"), "{experiment}");
    let judge = |program: &str, status| {
        let program = format!("{turns}/{program}.py");
        let args = [
            "judge",
            &keep_turn,
            "--cases",
            "12",
            "--no-corpus",
            "--",
            "python3",
            "-S",
        ];
        said(&[&args[..], &[&program]].concat(), b"", status)
    };
    assert!(judge("keep_turn_right", 0).contains("all 12 cases passed"));
    // On 2 stones the judge takes 2 and is to move again, with none left: it has lost, and
    // prints 0; the program has answered already.
    let wrong = judge("keep_turn_alternating", 3);
    assert!(wrong.contains("PE on case"), "{wrong}");
    assert!(wrong.contains("judge:   2    move 1"), "{wrong}");
}

/// A breach of `mover` or `winner` is the file's mistake, in one line, exit 1.
#[test]
fn a_breach_of_mover_or_winner_is_one_line() {
    for (fixture, expected) in [
        (
            "bad_mover.py",
            "ValueError: mover(3) gave 'nobody': it gives 0 for the first player or 1 for the \
             second",
        ),
        (
            "winner_without_mover.py",
            "has winner(position) but no mover(position): a winner is named as a player, so \
             each position names its mover too",
        ),
        (
            "named_sum.py",
            "the positions name their mover and a move leads to a sum: sums are for games whose \
             players alternate only",
        ),
    ] {
        let rules = format!("coach/tests/fixtures/turns/{fixture}");
        let output = coach(&["play", &rules, "--n", "3"], b"");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{expected}\n{stderr}");
    }
}
