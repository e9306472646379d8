//! What coach teaches, as a user runs it: `play --why`, `review` and a piped `duel` on every
//! sample (snapshots, insta); a review of a deliberately bad line flags the right move with
//! the right loss; a duel ends with the result its moves give; bad lines and typed moves get
//! their one-line answers; at a pseudo-terminal a typed move is taken and one Ctrl-D ends the
//! duel. (The worth of every alternative is proved against the oracle in
//! `proof.rs`.)

use coach::Analyst;
use coach::Coached;
use coach::dev::{samples, snapshot_text};
use coach::problems::{Name, Task};
use coach::{Games, replay};
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

/// A bad line for the first game of `input`: optimal play, except that at the first move
/// where some move is worth less than the best, the worst one is played; then optimal play.
/// Returns the line, that move's index, and its loss in words (`None` when every move of
/// the optimal line is forced to the same worth).
fn bad_line<P: Coached>(input: &P::Input) -> (Vec<String>, Option<(usize, String)>) {
    let game = input.games()[0];
    let mut analyst = Analyst::<P>::new(game);
    let optimal = analyst.line(P::start(game), |_| true);
    let Some(k) = optimal
        .analyses
        .iter()
        .position(|analysis| analysis.matters())
    else {
        return (optimal.moves.iter().map(P::name).collect(), None);
    };
    let decision = &optimal.analyses[k];
    let worst = decision.choices.last().expect("an alternative");
    let mut line = optimal.moves[..k].to_vec();
    line.push(worst.mv.clone());
    line.extend(analyst.best_line(worst.after.clone()));
    let loss = worst.worth.loss(decision.worth).expect("a loss");
    (line.iter().map(P::name).collect(), Some((k, loss)))
}

/// `play --json --why`: per game the start, the picture, the tables and one step per move,
/// each step's alternatives best first with the played move among them, and values of the
/// kind's form.
fn json_why_follows_its_schema<P: Coached>(path: &str, input: &P::Input) {
    let output = coach(&["play", P::NAME, path, "--json", "--why"], b"");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one object");
    for (game, line) in input
        .games()
        .into_iter()
        .zip(json["games"].as_array().unwrap())
    {
        let mut keys: Vec<&str> = line
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort();
        // A line longer than is shown in detail says how many of its steps it leaves out.
        let omitted = line["steps_omitted"].as_u64().unwrap_or(0) as usize;
        keys.retain(|&key| key != "steps_omitted");
        assert_eq!(
            keys,
            ["moves", "picture", "start", "steps", "tables"],
            "{}",
            P::NAME
        );
        assert_eq!(line["start"], serde_json::json!(P::start(game)));
        let steps = line["steps"].as_array().unwrap();
        let moves = line["moves"].as_array().unwrap().len();
        assert_eq!(steps.len() + omitted, moves);
        // Along the optimal line every move played is worth the game's end to its mover: the
        // final difference, or the win and the moves left.
        let last = steps
            .last()
            .map_or(serde_json::json!([0, 0]), |s| s["points"].clone());
        for (k, step) in steps.iter().enumerate() {
            if omitted > 0 && P::KIND == coach::Kind::Score {
                break;
            }
            let mover = usize::from(step["mover"] != P::PLAYERS[0]);
            let end = last[mover].as_i64().unwrap() - last[1 - mover].as_i64().unwrap();
            match P::KIND {
                coach::Kind::Score => assert_eq!(step["value"], end, "{}: {step}", P::NAME),
                coach::Kind::WinLose => {
                    let left = moves - k;
                    assert_eq!(step["value"]["wins"], left % 2 == 1, "{}: {step}", P::NAME);
                    let moves = &step["value"]["moves"];
                    assert!(moves.is_null() || *moves == left, "{}: {step}", P::NAME);
                }
            }
        }
        for step in steps {
            let alternatives = step["alternatives"].as_array().unwrap();
            assert!(alternatives.iter().any(|a| a["move"] == step["move"]));
            // The best worth, without the Grundy number the move leaves (abc206f).
            let mut first = alternatives[0]["value"].clone();
            if let Some(value) = first.as_object_mut() {
                value.remove("grundy");
            }
            assert_eq!(first, step["best"], "best first: {step}");
            for value in alternatives.iter().map(|a| &a["value"]) {
                match P::KIND {
                    coach::Kind::Score => assert!(value.is_i64(), "{value}"),
                    coach::Kind::WinLose => assert!(value["wins"].is_boolean(), "{value}"),
                }
            }
        }
    }
}

struct Teach;

impl Task for Teach {
    type Output = ();

    fn run<P: Coached>(self) {
        let problem = P::NAME;
        for sample in samples(problem) {
            let stem = sample.file_stem().unwrap().to_string_lossy().into_owned();
            let path = sample.to_str().unwrap();
            let bytes = std::fs::read(&sample).unwrap();

            let why = coach(&["play", problem, path, "--why"], b"");
            assert!(why.status.success(), "{problem} {stem}");
            insta::assert_snapshot!(format!("why-{problem}-{stem}"), snapshot_text(&text(&why)));

            let input = P::parse(std::str::from_utf8(&bytes).unwrap()).unwrap();
            json_why_follows_its_schema::<P>(path, &input);
            let (line, loss) = bad_line::<P>(&input);
            // From a file, as a line of thousands of moves must be given.
            let scratch = tempfile::tempdir().unwrap();
            let line_file = scratch.path().join("line.txt");
            std::fs::write(&line_file, line.join(",")).unwrap();
            let at = format!("@{}", line_file.display());
            let reviewed = coach(&["review", problem, path, "--line", &at], b"");
            if line.is_empty() {
                // The game is over before it starts: there is no line to review.
                assert_eq!(reviewed.status.code(), Some(1), "{problem} {stem}");
                assert_eq!(
                    String::from_utf8_lossy(&reviewed.stderr),
                    "coach: --line: no move given: write moves separated by commas or spaces\n"
                );
            } else {
                let review = text(&reviewed);
                match &loss {
                    Some((k, loss)) => {
                        assert_eq!(
                            reviewed.status.code(),
                            Some(3),
                            "{problem} {stem}\n{review}"
                        );
                        let expected = format!("is move {}, ", k + 1);
                        assert!(review.contains(&expected), "{problem} {stem}\n{review}");
                        assert!(
                            review.contains(&format!(": it {loss}.")),
                            "{problem} {stem}: {loss}\n{review}"
                        );
                    }
                    None => assert_eq!(reviewed.status.code(), Some(0), "{review}"),
                }
                insta::assert_snapshot!(format!("review-{problem}-{stem}"), snapshot_text(&review));
            }

            // The user always types 1 (#1 where moves are numbers), the first move the rules
            // list, at each of their turns; coach answers with its best move.
            let game = input.games()[0];
            let mut analyst = Analyst::<P>::new(game);
            let mut position = P::start(game);
            let (mut moves, mut turns) = (Vec::new(), 0);
            loop {
                let legal = P::moves(game, &position);
                let Some(first) = legal.first() else { break };
                let mv = if P::mover(&position) == 0 {
                    turns += 1;
                    first.clone()
                } else {
                    analyst.at(&position).best().unwrap().mv.clone()
                };
                position = P::apply(game, &position, &mv).0;
                moves.push(mv);
            }
            let numbered = moves
                .first()
                .is_some_and(|mv| P::name(mv).parse::<i64>().is_ok());
            let first = if numbered { "#1\n" } else { "1\n" };
            let dueled = coach(&["duel", problem, path], first.repeat(turns).as_bytes());
            let transcript = text(&dueled);
            // The status is the review's: 3 where a move the user made loses worth.
            let lost = transcript.contains("The first move that loses worth");
            assert_eq!(
                dueled.status.code(),
                Some(if lost { 3 } else { 0 }),
                "{problem} {stem}"
            );
            let outcome = replay::<P>(game, &moves).unwrap().outcome;
            assert!(
                transcript.contains(&format!(
                    "The game is over after {}. Result: {}\n",
                    coach::count(moves.len(), "move"),
                    P::result(&[outcome])
                )),
                "{problem} {stem}\n{transcript}"
            );
            insta::assert_snapshot!(format!("duel-{problem}-{stem}"), snapshot_text(&transcript));
        }
    }
}

#[test]
fn why_review_and_duel_on_every_sample() {
    for &name in Name::ALL {
        name.run(Teach);
    }
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
