//! What coach teaches, as a user runs it: bad lines and typed moves get their one-line
//! answers; intervals are read in every form; a line of thousands of moves is read from a
//! file; at a pseudo-terminal a typed move is taken and one Ctrl-D ends the duel. (`play
//! --why`, `review` and `duel` on every sample, with their snapshots, are checked from the
//! inside, against the rules: `coach/src/suites/teach.rs`.)

use coach::dev::samples;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn coach(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("coach starts");
    let mut input = child.stdin.take().expect("piped");
    // Written beside the reading of the output: a long duel answers while it is typed to,
    // and would fill its output pipe while this test filled its input. coach may stop
    // reading early (a review reads nothing): a closed pipe is no error here.
    std::thread::scope(|scope| {
        scope.spawn(move || {
            let _ = input.write_all(stdin);
        });
        child.wait_with_output().expect("coach ends")
    })
}

fn text(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 output")
}

fn sample(problem: &str, k: usize) -> String {
    samples(problem)[k - 1].to_str().unwrap().to_string()
}

#[test]
fn an_illegal_move_in_a_line_is_one_line_and_exit_1() {
    let path = sample("abc201d", 1);
    let output = coach(&["review", "abc201d", &path, "--line", "R,Q"], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "coach: --line: move 2 `Q` is not legal: Aoki may play R, D\n"
    );
    assert!(output.stdout.is_empty());
    let path = sample("tdpcb", 1);
    let output = coach(&["review", "tdpcb", &path, "--line", "a,a,a,a,a,a"], b"");
    assert_eq!(output.status.code(), Some(1));
    let message = String::from_utf8_lossy(&output.stderr);
    assert_eq!(message.lines().count(), 1, "{message}");
    let path = sample("abc206f", 1);
    // --line is required.
    let output = coach(&["review", "abc206f", &path, "--case", "6"], b"");
    assert_eq!(output.status.code(), Some(2));
    let output = coach(
        &["review", "abc206f", &path, "--case", "6", "--line", ""],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "coach: --case 6: the input has 5 test cases\n"
    );
    let path = sample("tdpcb", 1);
    let output = coach(
        &["review", "tdpcb", &path, "--case", "2", "--line", "a"],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "coach: --case 2: the input has 1 test case\n"
    );
}

#[test]
fn a_short_optimal_line_is_reviewed_with_optimal_play_after_it() {
    // aoj2741 sample 2: placing, then the jamming card, keeps the worth.
    let path = sample("aoj2741", 2);
    let output = coach(&["review", "aoj2741", &path, "--line", "PLACE place"], b"");
    assert_eq!(output.status.code(), Some(0));
    let review = text(&output);
    assert!(review.contains("Every move keeps the worth of its position."));
    assert!(review.contains("The line stops after move 2, before the game is over"));
    // Passing at move 2 instead costs Player 2 ten points.
    let output = coach(&["review", "aoj2741", &path, "--line", "place,pass"], b"");
    assert_eq!(output.status.code(), Some(3));
    let review = text(&output);
    assert!(
        review.contains("The first move that loses worth is move 2, Player 2's pass: it loses 10.")
    );
    assert!(review.contains("Best there: place"));
}

#[test]
fn a_duel_asks_again_after_a_bad_answer_and_ends_cleanly_at_the_end_of_input() {
    let path = sample("abc201d", 1);
    let output = coach(&["duel", "abc201d", &path, "--hint"], b"x\n99\n\nr\n");
    assert!(output.status.success());
    let transcript = text(&output);
    assert!(transcript.contains("> x\n`x` is not a legal move here: give 1 to 2 or R, D."));
    assert!(transcript.contains("There is no move 99: give 1 to 2."));
    assert!(transcript.contains("Type a move: 1 to 2 or R, D."));
    assert!(transcript.contains("coach (Aoki) plays"));
    assert!(transcript.contains("  1. R  right to (1, 2), a red - cell: -1  [ends +2]"));
    assert!(transcript.contains("The game was abandoned after 2 moves."));
    // As the second player, the start is shown first, then coach opens.
    let output = coach(&["duel", "tdpcb", "--seed", "3", "--second"], b"");
    assert!(output.status.success());
    let transcript = text(&output);
    let start = transcript
        .find("\nThe start:\na: [")
        .expect("the start is shown");
    assert!(
        start < transcript.find("coach (Snuke) plays").unwrap(),
        "{transcript}"
    );
    // Without a game to play, the message says how to give one.
    let output = coach(&["duel", "tdpcb"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "coach: duel needs a game: give the input's FILE, or --seed N to play a generated one \
         (standard input carries your moves)\n"
    );
    // One move, in the singular.
    let path = sample("abc206f", 1);
    let output = coach(&["duel", "abc206f", &path, "--case", "2"], b"1\n");
    assert!(text(&output).contains("The game is over after 1 move. Result: Alice"));
}

/// abc206f's intervals are written `[L, R)` everywhere a person reads them, and taken back in
/// that form, without the space, or as `--json` encodes them.
#[test]
fn intervals_are_written_half_open_and_read_in_every_form() {
    let path = sample("abc206f", 1);
    for line in ["[1, 9)", "[1,9)", "[1,9]", " [1,  9) "] {
        let output = coach(
            &["review", "abc206f", &path, "--case", "2", "--line", line],
            b"",
        );
        assert_eq!(output.status.code(), Some(0), "{line}");
        assert!(
            text(&output).starts_with("  1. Alice  [1, 9)  chooses [1, 9)  [best, wins in 1]\n"),
            "{line}: {}",
            text(&output)
        );
    }
    let output = coach(
        &["review", "abc206f", &path, "--case", "2", "--line", "[1,8)"],
        b"",
    );
    assert_eq!(output.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&output.stderr).starts_with(
            "coach: --line: move 1 `[1,8)` is not legal: Alice may play [1, 9), [3, 7), [4, 5),"
        ),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A line with no move, or an empty move, is refused in one line; a long bad move is quoted
/// in part, with its length.
#[test]
fn an_empty_line_or_move_is_refused_and_a_long_move_is_quoted_in_part() {
    let path = sample("tdpcb", 1);
    for (line, message) in [
        (
            "",
            "no move given: write moves separated by commas or spaces",
        ),
        (",", "move 1 is empty: give a move between two commas"),
        ("a,,b", "move 2 is empty: give a move between two commas"),
    ] {
        let output = coach(&["review", "tdpcb", &path, "--line", line], b"");
        assert_eq!(output.status.code(), Some(1), "{line:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!("coach: --line: {message}\n")
        );
    }
    let long = "q".repeat(100_000);
    let output = coach(&["review", "tdpcb", &path, "--line", &long], b"");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "coach: --line: move 1 `{}… (100,000 bytes)` is not legal: Snuke may play a, b\n",
            "q".repeat(80)
        )
    );
}

/// `--line @FILE` takes a line of any length: the 3,998 moves of a 2000 x 2000 grid's optimal
/// line, which the shell could not pass as one argument on every system.
#[test]
fn a_line_of_thousands_of_moves_is_read_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("max.in");
    let generated = coach(&["gen", "abc201d", "--size", "max", "--seed", "2"], b"");
    std::fs::write(&input, &generated.stdout).unwrap();
    let played = coach(&["play", "abc201d", input.to_str().unwrap(), "--json"], b"");
    let json: serde_json::Value = serde_json::from_slice(&played.stdout).unwrap();
    let moves: Vec<&str> = json["games"][0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|mv| mv.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 3998);
    let line = dir.path().join("line.txt");
    std::fs::write(&line, format!("{}\n", moves.join(",\n"))).unwrap();
    let at = format!("@{}", line.display());
    let output = coach(
        &["review", "abc201d", input.to_str().unwrap(), "--line", &at],
        b"",
    );
    assert_eq!(output.status.code(), Some(0));
    let review = text(&output);
    assert_eq!(
        review.lines().count(),
        3998 + 3,
        "{}",
        &review[review.len() - 400..]
    );
    assert!(review.contains("3998. Aoki"));
    assert!(review.contains("Every move keeps the worth of its position."));
    let missing = coach(
        &[
            "review",
            "abc201d",
            input.to_str().unwrap(),
            "--line",
            "@/nonexistent/line",
        ],
        b"",
    );
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&missing.stderr)
            .starts_with("coach: cannot read /nonexistent/line: ")
    );
    // A file that is not UTF-8 is refused, never read with U+FFFD in place of its bytes.
    std::fs::write(&line, b"r,\xffd\n").unwrap();
    let bad = coach(
        &["review", "abc201d", input.to_str().unwrap(), "--line", &at],
        b"",
    );
    assert_eq!(bad.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&bad.stderr),
        format!("coach: --line {at}: not UTF-8 text (byte 3 is not)\n")
    );
}

/// At a real terminal (a pseudo-terminal, driven by the root's `tests/pty_eof.py`): the user
/// types one move, coach answers, and one Ctrl-D at the next prompt ends the game cleanly.
/// The terminal echoes what is typed, so coach does not echo it again after its prompt, as it
/// does when piped. (The answer is typed with two leading spaces, which coach trims: its own
/// echo would lack them, wherever the terminal's lands.)
#[test]
fn a_duel_at_a_terminal_takes_a_typed_move_and_ends_at_ctrl_d() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pty_eof.py");
    let path = sample("abc201d", 1);
    let output = Command::new("python3")
        .arg(script)
        .args([
            "  r\n",
            env!("CARGO_BIN_EXE_coach"),
            "duel",
            "abc201d",
            &path,
        ])
        .output()
        .expect("python3 runs");
    let seen = String::from_utf8_lossy(&output.stdout).replace("\r\n", "\n");
    assert!(seen.ends_with("exit 0\n"), "{seen}");
    assert!(
        seen.contains("Your move, Takahashi:\n  1. R  right to (1, 2)"),
        "{seen}"
    );
    assert!(seen.contains("coach (Aoki) plays R"), "{seen}");
    assert!(
        seen.contains("The game was abandoned after 2 moves."),
        "{seen}"
    );
    assert_eq!(seen.matches("  r\n").count(), 1, "{seen}");
    assert!(!seen.contains("> r\n"), "{seen}");
}
