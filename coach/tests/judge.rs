//! `coach judge` as a learner runs it, on two interactive games: a one-pile subtraction game
//! (take 1, 3 or 4) and AtCoder ABC278 G (remove L to R consecutive cards). Right programs,
//! in Python and C++, pass; each wrong one is caught by default and shrunk to its smallest
//! failing start, which the test finds again by brute force: it runs the program alone on
//! every small start, reads its side and its first move, and judges them by its own Grundy
//! numbers (a program's first fault on a start is at or before its first move there, and no
//! game reaches a larger pile than its start).

use serde_json::Value;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn fixture(name: &str) -> String {
    root()
        .join("coach/tests/fixtures/judge")
        .join(name)
        .display()
        .to_string()
}

fn subtraction() -> String {
    fixture("subtraction.py")
}

fn abc278g() -> String {
    root()
        .join("examples/rules/abc278g.py")
        .display()
        .to_string()
}

/// Python without its site packages: a run starts in about 10 ms, not 100.
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

/// The command that runs a Python fixture.
fn program(name: &str) -> Vec<String> {
    vec![python().into(), "-S".into(), fixture(name)]
}

/// `coach judge RULES ARGS -- PROGRAM`, run in `dir`.
fn judge(dir: &Path, rules: &str, args: &[&str], program: &[String]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_coach"))
        .arg("judge")
        .arg(rules)
        .args(args)
        .arg("--")
        .args(program)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// The JSON report of `coach judge --json`, with its exit status.
fn judged(dir: &Path, rules: &str, args: &[&str], program: &[String]) -> (Option<i32>, Value) {
    let output = judge(dir, rules, &[args, &["--json"]].concat(), program);
    let json = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "no JSON: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (output.status.code(), json)
}

/// The verdict and the shrunk input of a JSON report's failure.
fn failure(json: &Value) -> (String, String) {
    (
        json["verdict"].as_str().unwrap_or_default().to_string(),
        json["failure"]["shrunk"]
            .as_str()
            .unwrap_or_default()
            .to_string(),
    )
}

/// The cases a JSON report says passed.
fn passed(json: &Value) -> u64 {
    ["small", "medium", "max", "boundary"]
        .iter()
        .map(|class| json["tried"][class].as_u64().unwrap_or(0))
        .sum()
}

/// The first lines a program writes on `input`, at most `count`: the first whenever it comes
/// (a program that ends without one ends the list at once), each later one within `wait` of
/// the one before (its silence ends the list). The start is not timed: on a loaded machine a
/// Python start can take seconds, and a late first line is not a silent program.
fn first_lines(program: &[String], input: &str, count: usize, wait: Duration) -> Vec<String> {
    let mut child = Command::new(&program[0])
        .args(&program[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                return;
            }
        }
    });
    let mut read = Vec::new();
    while read.len() < count {
        let line = if read.is_empty() {
            lines.recv().map_err(|_| ())
        } else {
            lines.recv_timeout(wait).map_err(|_| ())
        };
        match line {
            Ok(line) => read.push(line),
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    drop(stdin);
    read
}

/// Whether the first player wins the subtraction game at `n`: the test's own Grundy numbers.
fn first_wins_subtraction(n: usize) -> bool {
    let mut wins = vec![false; n + 1];
    for m in 1..=n {
        wins[m] = [1, 3, 4].iter().any(|&take| take <= m && !wins[m - take]);
    }
    wins[n]
}

/// The smallest start of the subtraction game where `program` fails, found by brute force:
/// a wrong side, or a first move that is illegal, silent, or leaves the judge a win.
fn smallest_failing_pile(program: &[String]) -> usize {
    (1..=200)
        .find(|&n| {
            let first = first_wins_subtraction(n);
            // The second player's first move waits for the judge's: only its side is read.
            let count = if first { 2 } else { 1 };
            // A move comes at once after the side; one not there 5 s later never comes.
            let lines = first_lines(program, &format!("{n}\n"), count, Duration::from_secs(5));
            let side = lines.first().map(String::as_str);
            if side != Some(if first { "First" } else { "Second" }) {
                return true;
            }
            if !first {
                return false;
            }
            match lines
                .get(1)
                .and_then(|line| line.trim().parse::<usize>().ok())
            {
                Some(take) if [1, 3, 4].contains(&take) && take <= n => {
                    first_wins_subtraction(n - take)
                }
                _ => true,
            }
        })
        .expect("a failing start")
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn right_subtraction_programs_pass_a_thousand_games_in_cpp_and_fifty_in_python() {
    let dir = tempfile::tempdir().unwrap();
    let built = dir.path().join("right");
    let status = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&built)
        .arg(fixture("subtraction_right.cpp"))
        .status()
        .expect("g++ runs");
    assert!(status.success());
    let cpp = vec![built.display().to_string()];
    for (command, cases) in [(cpp, "1000"), (program("subtraction_right.py"), "50")] {
        let (code, json) = judged(
            dir.path(),
            &subtraction(),
            &["--cases", cases, "--no-corpus"],
            &command,
        );
        assert_eq!(code, Some(0), "{command:?}: {json}");
        assert_eq!(Some(passed(&json)), cases.parse().ok(), "{json}");
    }
}

#[test]
fn right_abc278g_programs_pass_in_cpp_and_python() {
    let dir = tempfile::tempdir().unwrap();
    // The C++ source file itself: coach builds it as the judges do.
    let output = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(["judge", &abc278g(), &fixture("abc278g_right.cpp")])
        .args(["--cases", "100", "--no-corpus", "--json"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{json}");
    assert_eq!(passed(&json), 100, "{json}");
    let (code, json) = judged(
        dir.path(),
        &abc278g(),
        &["--cases", "30", "--no-corpus"],
        &program("abc278g_right.py"),
    );
    assert_eq!(code, Some(0), "{json}");
    assert_eq!(passed(&json), 30, "{json}");
}

/// `program` is caught (with `args`, besides the defaults), with `verdict`, and shrunk to
/// the smallest start the brute force finds.
fn caught_at_its_smallest_pile(name: &str, args: &[&str], verdict: &str) {
    let dir = tempfile::tempdir().unwrap();
    let command = program(name);
    let smallest = smallest_failing_pile(&command);
    let (code, json) = judged(
        dir.path(),
        &subtraction(),
        &[&["--no-corpus", "--time-limit", "0.25"], args].concat(),
        &command,
    );
    assert_eq!(code, Some(3), "{name}: {json}");
    assert_eq!(
        failure(&json),
        (verdict.to_string(), format!("{smallest}\n")),
        "{name}: {json}"
    );
}

#[test]
fn each_wrong_subtraction_program_is_caught_and_shrunk_to_its_smallest_failing_pile() {
    for (name, verdict) in [
        ("subtraction_wrong_side.py", "SIDE"),
        ("subtraction_off_by_one.py", "LOST"),
        ("subtraction_illegal.py", "ILLEGAL"),
    ] {
        caught_at_its_smallest_pile(name, &[], verdict);
    }
}

/// A program that stops replying (it waits for a line it is owed none of) is a TLE, each of
/// whose runs takes the time limit: a test of its own, so that it runs beside the others.
/// The default search finds it at case 2 too, then runs every case after it that does not
/// time out (a wrong answer comes before a time-out): 100 cases keep the test short.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn a_program_that_stops_replying_is_caught_and_shrunk_to_its_smallest_failing_pile() {
    caught_at_its_smallest_pile("subtraction_silent.py", &["--cases", "100"], "TLE");
}

/// Whether the first player wins ABC278 G's N cards with L..R removed at a time: the
/// test's own Grundy numbers of a run of cards.
fn first_wins_abc278g(n: usize, low: usize, high: usize) -> bool {
    let mut grundy = vec![0usize; n + 1];
    for m in 1..=n {
        let mut seen = vec![false; m * 2 + 2];
        for y in low..=high.min(m) {
            for a in 0..=m - y {
                seen[grundy[a] ^ grundy[m - y - a]] = true;
            }
        }
        grundy[m] = seen.iter().position(|&seen| !seen).unwrap();
    }
    grundy[n] != 0
}

#[test]
fn a_wrong_side_in_abc278g_is_shrunk_to_the_smallest_start_that_shows_it() {
    let dir = tempfile::tempdir().unwrap();
    let command = program("abc278g_wrong_side.py");
    // Every start with N up to 5, smallest N first, then L, then R.
    let starts = (1..=5)
        .flat_map(|n| (1..=n).flat_map(move |low| (low..=n).map(move |high| (n, low, high))));
    let smallest = starts
        .into_iter()
        .find(|&(n, low, high)| {
            let side = first_lines(&command, &format!("{n} {low} {high}\n"), 1, Duration::ZERO);
            let right = if first_wins_abc278g(n, low, high) {
                "First"
            } else {
                "Second"
            };
            side.first().map(String::as_str) != Some(right)
        })
        .expect("a failing start");
    let (code, json) = judged(dir.path(), &abc278g(), &["--no-corpus"], &command);
    assert_eq!(code, Some(3), "{json}");
    let (n, low, high) = smallest;
    assert_eq!(
        failure(&json),
        ("SIDE".to_string(), format!("{n} {low} {high}\n")),
        "{json}"
    );
}

#[test]
fn an_off_by_one_mirror_is_an_illegal_move_and_no_smaller_start_fails() {
    let dir = tempfile::tempdir().unwrap();
    let command = program("abc278g_mirror_off_by_one.py");
    let output = judge(dir.path(), &abc278g(), &["--no-corpus"], &command);
    let report = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert!(
        report.starts_with("abc278g-judge: ILLEGAL on case "),
        "{report}"
    );
    assert!(report.contains("--- input\n3 1 1\n"), "{report}");
    assert!(
        report.contains("is no legal move here; the legal moves: `1 1`"),
        "{report}"
    );
    // The game, line by line, with the program's moves marked.
    assert!(
        report.contains("program: 2 1    move 1 [best, wins in 3]"),
        "{report}"
    );
    // Every smaller start passes.
    for (n, low, high) in [(1, 1, 1), (2, 1, 1), (2, 1, 2), (2, 2, 2)] {
        let input = dir.path().join(format!("{n}-{low}-{high}.in"));
        std::fs::write(&input, format!("{n} {low} {high}\n")).unwrap();
        let from = input.display().to_string();
        let output = judge(
            dir.path(),
            &abc278g(),
            &["--no-corpus", "--from", &from],
            &command,
        );
        let said = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{from}: {said}");
        assert!(said.contains("the solution passes"), "{said}");
    }
}

/// A program of `script`, in the shell.
fn shell(script: &str) -> Vec<String> {
    vec!["sh".into(), "-c".into(), script.into()]
}

#[test]
fn each_protocol_fault_has_its_verdict_and_words() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("4.in");
    std::fs::write(&input, "4\n").unwrap();
    let from = input.display().to_string();
    for (script, verdict, words) in [
        // Its first line names no side.
        (
            "read n; echo Frist; sleep 5",
            "PE",
            "its first line `Frist` names no side",
        ),
        // It ends before its first move.
        (
            "read n; echo First",
            "PE",
            "it ended, or closed its output, where it owed move 1",
        ),
        // It crashes before its first move.
        ("read n; echo First; exit 3", "RE", ""),
        // It wins, then says one line more.
        (
            "read n; echo First; echo 4; read zero; echo thanks",
            "PE",
            "a line after the game was over: `thanks`",
        ),
        // It never writes.
        (
            "sleep 5",
            "TLE",
            "no line within the time limit, where it owed its side",
        ),
        // It takes what is not there.
        (
            "read n; echo First; echo 5; sleep 5",
            "ILLEGAL",
            "move 1: `5` is no legal move here; the legal moves: `1`, `3`, `4`",
        ),
    ] {
        let (code, json) = judged(
            dir.path(),
            &subtraction(),
            &["--no-corpus", "--from", &from, "--time-limit", "1"],
            &shell(script),
        );
        assert_eq!(code, Some(3), "{script}: {json}");
        assert_eq!(json["verdict"], verdict, "{script}: {json}");
        let said = json["failure"]["difference"].as_str().unwrap_or_default();
        assert!(said.contains(words), "{script}: {said}");
    }
}

#[test]
fn a_failure_is_kept_with_its_transcript_and_replayed_first() {
    let dir = tempfile::tempdir().unwrap();
    let command = program("subtraction_illegal.py");
    let corpus = dir.path().join("corpus");
    let saved = dir.path().join("saved");
    let args = [
        "--corpus",
        corpus.to_str().unwrap(),
        "--save",
        saved.to_str().unwrap(),
    ];
    let output = judge(dir.path(), &subtraction(), &args, &command);
    assert_eq!(output.status.code(), Some(3));
    // The rules file's judge corpus: `subtraction-<hash of its path>-judge`, alone there.
    let folder = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| {
            let name = path.file_name().unwrap().to_string_lossy();
            name.starts_with("subtraction-") && name.ends_with("-judge")
        })
        .expect("the judge's corpus");
    let kept: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    let transcript = kept
        .iter()
        .find(|path| {
            path.extension().is_some_and(|ext| ext == "transcript")
                && !path.to_string_lossy().contains("original")
        })
        .unwrap_or_else(|| panic!("no transcript among {kept:?}"));
    assert_eq!(
        std::fs::read_to_string(transcript).unwrap(),
        "judge:   12\nprogram: First\nprogram: 2\n"
    );
    let in_saved: Vec<String> = std::fs::read_dir(&saved)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    for ending in [".in", ".out", ".draws", ".transcript"] {
        assert!(
            in_saved
                .iter()
                .any(|name| name.ends_with(ending) && !name.contains("original")),
            "{ending} among {in_saved:?}"
        );
    }
    // The next run replays it first, and fails at once.
    let again = judge(dir.path(), &subtraction(), &args[..2], &command);
    let report = String::from_utf8_lossy(&again.stdout);
    assert_eq!(again.status.code(), Some(3), "{report}");
    assert!(report.contains("(remembered: found against "), "{report}");
}

#[test]
fn the_same_seed_gives_the_same_verdict_whatever_the_workers() {
    let dir = tempfile::tempdir().unwrap();
    let command = program("subtraction_off_by_one.py");
    let reports: Vec<Value> = ["1", "2"]
        .iter()
        .map(|jobs| {
            let (code, json) = judged(
                dir.path(),
                &subtraction(),
                &["--no-corpus", "--seed", "7", "--jobs", jobs],
                &command,
            );
            assert_eq!(code, Some(3));
            let failure = &json["failure"];
            serde_json::json!([
                json["verdict"],
                failure["case"],
                failure["original"],
                failure["shrunk"],
                failure["shrink"],
                failure["actual"],
            ])
        })
        .collect();
    assert_eq!(reports[0], reports[1]);
}

#[test]
fn a_rules_file_without_the_protocol_or_a_game_that_scores_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let no_read = dir.path().join("no_read.py");
    let text = std::fs::read_to_string(subtraction()).unwrap();
    std::fs::write(&no_read, text.replace("def read(", "def _read(")).unwrap();
    let output = judge(dir.path(), no_read.to_str().unwrap(), &[], &shell("cat"));
    assert_eq!(output.status.code(), Some(1));
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(said.contains("has no read(position, line)"), "{said}");
    // The file with one line of it replaced, judged on a pile of 2 against the right program.
    let input = dir.path().join("2.in");
    std::fs::write(&input, "2\n").unwrap();
    let variant = |name: &str, line: &str, instead: &str, extra: &[&str], status: i32| {
        let path = dir.path().join(name);
        std::fs::write(&path, text.replace(line, instead)).unwrap();
        let args = [&["--from", input.to_str().unwrap()], extra].concat();
        let output = judge(
            dir.path(),
            path.to_str().unwrap(),
            &args,
            &program("subtraction_right.py"),
        );
        assert_eq!(output.status.code(), Some(status), "{name}");
        output
    };
    // write that fails is the file's mistake, named.
    let output = variant(
        "bad_write.py",
        "    return name\n",
        "    return 1 / 0\n",
        &[],
        1,
    );
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("write(2, \"1\") failed: ZeroDivisionError"),
        "{said}"
    );
    // A write that gives two lines breaks the protocol: the file's mistake, not a flaky
    // program's.
    let two_lines = "    return name + \"\\nok\"\n";
    let output = variant("two_lines.py", "    return name\n", two_lines, &[], 1);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("write(2, \"1\") gave '1\\nok': it gives the one line the judge prints"),
        "{said}"
    );
    // A read that names moves otherwise than moves() does, on a line that is a legal move's
    // own name, is the file's mistake: no verdict on the program (before, "`1` is no legal
    // move here (read named it `take1`); the legal moves: `1`", exit 3).
    let renamed = "    return \"take\" + line.strip()\n";
    let output = variant("renamed.py", "    return line.strip()\n", renamed, &[], 1);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains(
            "read(position, \"1\") gave `take1`, which names no legal move, yet `1` is the \
             name of a legal move there"
        ),
        "{said}"
    );
    // So is a choose that places no side where the program names one (before, "its first
    // line `Second` names no side", a PE on the program).
    let output = variant(
        "no_side.py",
        "    return line.strip().lower()\n",
        "    return None\n",
        &[],
        1,
    );
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("choose(\"Second\") gave None, yet `Second` names a side"),
        "{said}"
    );
    // One of the five problems is not interactive.
    let output = judge(dir.path(), "tdpcb", &[], &shell("cat"));
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("the five problems are not interactive")
    );
}

/// A subtraction game's takes where the judge's hardest reply is not always the first of
/// its longest losses (at 16 of the first 120 piles, by a count made aside).
const TAKES: [usize; 4] = [1, 2, 5, 6];

/// The moves left in the game of [`TAKES`] from each pile under counted optimal play (the
/// winner hurries, the loser delays), and whether the mover wins: the test's own.
fn counted_subtraction(n: usize) -> Vec<(bool, usize)> {
    let mut counted = vec![(false, 0); n + 1];
    for m in 1..=n {
        let next: Vec<(bool, usize)> = TAKES
            .iter()
            .filter(|&&take| take <= m)
            .map(|&take| counted[m - take])
            .collect();
        counted[m] = match next
            .iter()
            .filter(|(wins, _)| !wins)
            .map(|&(_, left)| left)
            .min()
        {
            Some(left) => (true, left + 1),
            None => (
                false,
                next.iter().map(|&(_, left)| left).max().unwrap_or(0) + 1,
            ),
        };
    }
    counted
}

/// A program that plays the game of [`TAKES`] perfectly (the first winning take), then
/// exits 3, so that each game comes back with its transcript.
const PERFECT: &str = r#"
import sys
TAKES = (1, 2, 5, 6)
wins = [False] * 201
for m in range(1, 201):
    wins[m] = any(t <= m and not wins[m - t] for t in TAKES)
n = int(sys.stdin.readline())
mine = wins[n]
print("First" if mine else "Second", flush=True)
while n > 0:
    if mine:
        take = next((t for t in TAKES if t <= n and not wins[n - t]), 1)
        print(take, flush=True)
    else:
        take = int(sys.stdin.readline())
    n -= take
    mine = not mine
sys.exit(3)
"#;

#[test]
fn where_it_loses_the_judge_leaves_the_fewest_winning_moves_then_the_longest_win() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("takes.py");
    let text = std::fs::read_to_string(subtraction()).unwrap();
    std::fs::write(
        &rules,
        text.replace("TAKES = (1, 3, 4)", "TAKES = (1, 2, 5, 6)"),
    )
    .unwrap();
    let perfect = dir.path().join("perfect.py");
    std::fs::write(&perfect, PERFECT).unwrap();
    let command = vec![
        python().to_string(),
        "-S".into(),
        perfect.display().to_string(),
    ];
    let counted = counted_subtraction(200);
    let winning = |pile: usize| {
        TAKES
            .iter()
            .filter(|&&take| take <= pile && !counted[pile - take].0)
            .count()
    };
    let mut replies = 0;
    for n in [30, 61, 100, 150, 199] {
        let input = dir.path().join(format!("{n}.in"));
        std::fs::write(&input, format!("{n}\n")).unwrap();
        let (_, json) = judged(
            dir.path(),
            rules.to_str().unwrap(),
            &["--no-corpus", "--from", input.to_str().unwrap()],
            &command,
        );
        assert_eq!(json["verdict"], "RE", "{json}");
        let game = json["failure"]["actual"].as_str().unwrap();
        let mut pile = n;
        // The input and the side, then the moves; the line that says the game is over is
        // indented.
        for line in game.lines().skip(2).filter(|line| !line.starts_with(' ')) {
            let (who, take) = line.split_at(9);
            let take: usize = take.split_whitespace().next().unwrap().parse().unwrap();
            if who.starts_with("judge") && take != 0 {
                assert!(!counted[pile].0, "the judge plays a lost pile {pile}");
                // Its reply is the hardest for the program: fewest winning moves, then the
                // longest win.
                let hardness = |take: usize| {
                    (
                        winning(pile - take),
                        std::cmp::Reverse(counted[pile - take].1),
                    )
                };
                let legal = TAKES.iter().filter(|&&take| take <= pile);
                let hardest = legal.map(|&take| hardness(take)).min().unwrap();
                assert_eq!(hardness(take), hardest, "from {n}, at {pile}: {line}");
                replies += 1;
            }
            if take != 0 {
                pile -= take;
            }
        }
        assert_eq!(pile, 0, "{json}");
    }
    // A judge that only delays its loss (the first of its longest losses) fails here: of
    // equally long losses, it leaves the program a second winning move.
    assert!(replies > 30, "{replies} replies");
}

/// A game that loops (`ring.py`, LOOPS): a program that holds a drawn game is accepted when
/// the game reaches the turn limit, stated in what it must do; one that steps into a loss
/// where the draw could be held loses, at that move.
#[test]
fn a_drawn_game_held_to_the_turn_limit_passes_and_one_let_go_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let ring = fixture("ring.py");
    let (status, json) = judged(
        dir.path(),
        &ring,
        &["--cases", "8", "--no-corpus"],
        &program("ring_right.py"),
    );
    assert_eq!(status, Some(0), "{json}");
    let (status, json) = judged(
        dir.path(),
        &ring,
        &["--no-corpus"],
        &program("ring_careless.py"),
    );
    assert_eq!(status, Some(3), "{json}");
    assert_eq!(json["verdict"], "LOST", "{json}");
    let failure = &json["failure"];
    assert_eq!(
        failure["expected"], "Draw, held to the turn limit of 1,000 moves",
        "{json}"
    );
    let said = failure["difference"].as_str().unwrap();
    assert!(said.contains("turns a draw into a loss"), "{said}");
}
