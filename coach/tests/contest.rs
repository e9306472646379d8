//! `coach stress RULES SOLUTION`: a rules file is the oracle of a game no one here solved.
//!
//! The five problems as rules files (`examples/rules/<problem>.py`) against the same wrong
//! solutions as `coach stress PROBLEM`: both find a failure, and each side's shrunk input
//! fails on the other side too (`--from`), so the rules file judges as the crate does. Two
//! contest games, ABC297 G and Typical 90 031, with a right and a wrong fast solution each:
//! the wrong one is caught by default and shrunk to the shortest failing input, which the
//! test finds by trying every input of each length in turn. Then the rules file's own
//! mistakes, each one line and exit 1, the draws kept beside a saved input, and the same
//! counterexample for any number of jobs.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn fixtures() -> PathBuf {
    root().join("coach/tests/fixtures")
}

fn rules(name: &str) -> String {
    root()
        .join("examples/rules")
        .join(format!("{name}.py"))
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

/// The command that runs a fixture (under `fixtures/`): Python through `python3 -S`, C++
/// built with g++ into `dir`.
fn fixture_command(fixture: &str, dir: &Path) -> Vec<String> {
    let source = fixtures().join(fixture);
    if fixture.ends_with(".py") {
        return vec![python().into(), "-S".into(), source.display().to_string()];
    }
    let program = dir.join(Path::new(fixture).file_stem().unwrap());
    let built = Command::new("g++")
        .args(["-O2", "-o"])
        .arg(&program)
        .arg(&source)
        .status()
        .expect("g++ runs");
    assert!(built.success(), "g++ cannot build {fixture}");
    vec![program.display().to_string()]
}

/// `coach ARGS` run in `dir`.
fn coach(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `coach stress SUBJECT --json ARGS -- COMMAND`, which must find a failure: its report.
fn stress_fails(dir: &Path, subject: &str, args: &[&str], command: &[String]) -> Value {
    let command: Vec<&str> = command.iter().map(String::as_str).collect();
    let output = coach(
        dir,
        &[&["stress", subject, "--json"], args, &["--"], &command].concat(),
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{subject}: no report: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    assert_eq!(output.status.code(), Some(3), "{subject}: {report}");
    report
}

/// Whether the text's input fails for `command` when judged by `subject` (`--from`).
fn fails_from(dir: &Path, subject: &str, text: &str, command: &[String]) -> bool {
    let file = tempfile::Builder::new()
        .suffix(".in")
        .tempfile_in(dir)
        .unwrap();
    std::fs::write(file.path(), text).unwrap();
    let from = file.path().to_str().unwrap();
    let command: Vec<&str> = command.iter().map(String::as_str).collect();
    let args = [
        &["stress", subject, "--no-corpus", "--from", from, "--"],
        &command[..],
    ]
    .concat();
    let output = coach(dir, &args);
    match output.status.code() {
        Some(3) => true,
        Some(0) => false,
        _ => panic!(
            "{subject} --from: {}",
            String::from_utf8_lossy(&output.stderr)
        ),
    }
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn the_five_as_rules_files_catch_what_the_problems_catch_and_agree_on_the_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let wrong = [
        ("tdpcb", "tdpcb_greedy.py"),
        ("abc201d", "abc201d_own_points.py"),
        ("abc206f", "abc206f_closed.py"),
        ("arc038b", "arc038b_no_diagonal.py"),
        ("aoj2741", "aoj2741_any_two_passes.py"),
    ];
    for (problem, fixture) in wrong {
        let command = fixture_command(fixture, dir.path());
        // Small inputs and a budget of runs: here it is the agreement that is tested; the
        // contest games' tests below hold shrinking to its minimum.
        let args = [
            "--no-corpus",
            "--max-size",
            "small",
            "--shrink-tries",
            "150",
        ];
        let by_rules = stress_fails(dir.path(), &rules(problem), &args, &command);
        let by_problem = stress_fails(dir.path(), problem, &args, &command);
        for report in [&by_rules, &by_problem] {
            assert_eq!(report["verdict"], "WA", "{problem}: {report}");
        }
        let from_rules = by_rules["failure"]["shrunk"].as_str().unwrap();
        let from_problem = by_problem["failure"]["shrunk"].as_str().unwrap();
        assert!(
            fails_from(dir.path(), problem, from_rules, &command),
            "{problem}: the rules file's shrunk input passes for the problem:\n{from_rules}"
        );
        assert!(
            fails_from(dir.path(), &rules(problem), from_problem, &command),
            "{problem}: the problem's shrunk input passes for the rules file:\n{from_problem}"
        );
    }
}

/// The shortest input on which `command` fails, trying every input of each length in turn
/// (`inputs` gives them, by length), judged by the rules file (`--from`).
fn shortest_failing(
    dir: &Path,
    rules: &str,
    command: &[String],
    inputs: impl Fn(usize) -> Vec<String>,
    longest: usize,
) -> usize {
    (1..=longest)
        .find(|&length| {
            inputs(length)
                .iter()
                .any(|text| fails_from(dir, rules, text, command))
        })
        .unwrap_or_else(|| panic!("{rules}: nothing fails up to {longest} bytes"))
}

/// Every input of `length` bytes of the form `FIRST\nSECOND\n...`, one-digit numbers each,
/// as `lines` lays out its numbers in lines.
fn one_digit_inputs(
    length: usize,
    numbers: usize,
    lines: &dyn Fn(&[u32]) -> String,
) -> Vec<String> {
    (0..10u32.pow(numbers as u32))
        .map(|code| {
            let digits: Vec<u32> = (0..numbers as u32)
                .map(|k| code / 10u32.pow(k) % 10)
                .collect();
            lines(&digits)
        })
        .filter(|text| text.len() == length)
        .collect()
}

/// A list drawn as one thing (`draw.list`) shrinks by its items, each deletion with the
/// length that counts them: 2,800 heaps of which a few hold 99 come down to the one heap
/// `1 / 99` within 20 runs (a few a halving), never a longer input on the way.
#[test]
fn a_list_drawn_as_one_thing_loses_half_its_items_a_step() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("rules/list_culprit_wrong.py", dir.path());
    let list_culprit = fixtures().join("rules/list_culprit.py");
    let report = stress_fails(
        dir.path(),
        list_culprit.to_str().unwrap(),
        &["--no-corpus", "--shrink-tries", "20"],
        &command,
    );
    let failure = &report["failure"];
    assert!(
        failure["original"].as_str().unwrap().len() > 5000,
        "{report}"
    );
    assert_eq!(failure["shrunk"], "1\n99\n", "{report}");
    assert_eq!(failure["shrink"]["tries"], 20, "{report}");
}

/// A generator that iterates a set makes the same input from the same seed in every run:
/// each rules child has the same hash seed (with Python's own, two runs of eight words in a
/// set agree once in 40,320).
#[test]
fn the_same_seed_makes_the_same_input_whatever_python_hashes() {
    let dir = tempfile::tempdir().unwrap();
    let set_order = fixtures().join("rules/set_order.py");
    let made = || {
        let output = coach(
            dir.path(),
            &["gen", set_order.to_str().unwrap(), "--seed", "7"],
        );
        assert!(output.status.success(), "{output:?}");
        output.stdout
    };
    let first = made();
    assert!((0..3).all(|_| made() == first));
}

/// A pass says which places of the generator never drew, or never at an end of their
/// range: a branch never taken, and a bound drawn only where small inputs cut it. The same
/// with one job or two.
#[test]
fn a_pass_says_what_the_generator_never_reached() {
    let dir = tempfile::tempdir().unwrap();
    let unreached = fixtures().join("rules/unreached.py");
    let command = fixture_command("subtraction_123_heaps.py", dir.path());
    let command: Vec<&str> = command.iter().map(String::as_str).collect();
    let run = |jobs: &str, json: &[&str]| {
        let args = [
            &["stress", unreached.to_str().unwrap(), "--cases", "40"],
            &["--no-corpus", "--jobs", jobs][..],
            json,
            &["--"],
            &command,
        ]
        .concat();
        let output = coach(dir.path(), &args);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    };
    let text = run("2", &[]);
    assert!(
        text.ends_with(&format!(
            "Never reached by the generator, of the 4 places that draw in {}:\n  line 21 \
             `draw(0, 3)`: never run\n  line 23 `draw(1, 10**6)`: never at the top or the \
             bottom of its range\n",
            unreached.display()
        )),
        "{text}"
    );
    let report: Value = serde_json::from_str(&run("1", &["--json"])).unwrap();
    assert_eq!(report["tried"]["reach"]["places"], 4, "{report}");
    assert_eq!(
        report["tried"]["reach"]["missed"][0],
        "line 21 `draw(0, 3)`: never run"
    );
    // All but the first line, which says how long the run took.
    let reach = |text: &str| text.lines().skip(1).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(reach(&run("1", &[])), reach(&text), "one job or two");
}

/// ABC297 G's wrong solution takes piles modulo R + 1, not L + R: caught by default and
/// shrunk to the shortest failing input, one pile.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn abc297g_wrong_modulus_is_caught_by_default_and_shrunk_to_the_shortest_input() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("contest/abc297g_fast_wrong.py", dir.path());
    let report = stress_fails(dir.path(), &rules("abc297g"), &["--no-corpus"], &command);
    let shrunk = report["failure"]["shrunk"].as_str().unwrap();
    assert_eq!(
        report["failure"]["shrink"]["stopped"], "minimal",
        "{report}"
    );
    // One pile, "1 L R\nA\n", with L <= R: no input is shorter than 8 bytes.
    let one_pile = |digits: &[u32]| match digits {
        [low, high, pile] if 1 <= *low && low <= high && *pile >= 1 => {
            format!("1 {low} {high}\n{pile}\n")
        }
        _ => String::new(),
    };
    let shortest = shortest_failing(
        dir.path(),
        &rules("abc297g"),
        &command,
        |length| one_digit_inputs(length, 3, &one_pile),
        8,
    );
    assert_eq!(shrunk.len(), shortest, "{shrunk:?}");
}

/// Typical 90 031's wrong solution takes one blue stone too few at most: caught by default
/// and shrunk to the shortest failing input, one pile.
#[test]
fn typical90_031_one_short_is_caught_by_default_and_shrunk_to_the_shortest_input() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("contest/typical90_031_wrong.cpp", dir.path());
    let report = stress_fails(
        dir.path(),
        &rules("typical90_031"),
        &["--no-corpus"],
        &command,
    );
    let shrunk = report["failure"]["shrunk"].as_str().unwrap();
    assert_eq!(
        report["failure"]["shrink"]["stopped"], "minimal",
        "{report}"
    );
    let one_pile = |digits: &[u32]| match digits {
        [white, blue] => format!("1\n{white}\n{blue}\n"),
        _ => String::new(),
    };
    let shortest = shortest_failing(
        dir.path(),
        &rules("typical90_031"),
        &command,
        |length| one_digit_inputs(length, 2, &one_pile),
        6,
    );
    assert_eq!(shrunk.len(), shortest, "{shrunk:?}");
}

/// The right fast solutions pass, as the brute force from the rules judges them.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn the_right_fast_solutions_pass() {
    let dir = tempfile::tempdir().unwrap();
    for (name, fixture) in [
        ("abc297g", "contest/abc297g_fast.py"),
        ("typical90_031", "contest/typical90_031.cpp"),
    ] {
        let command = fixture_command(fixture, dir.path());
        let command: Vec<&str> = command.iter().map(String::as_str).collect();
        let rules = rules(name);
        let args = [
            &["stress", &rules, "--no-corpus", "--cases", "60", "--"],
            &command[..],
        ]
        .concat();
        let output = coach(dir.path(), &args);
        let said = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{name}: {said}");
        assert!(said.contains("60 cases passed"), "{said}");
    }
}

/// A rules file's mistake, given to stress: exit 1 and one line that names it.
#[test]
fn a_rules_files_mistakes_are_one_line_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let base = fixtures().join("rules/stress_base.py");
    let command = [python(), "-S", base.to_str().unwrap()];
    let cases = [
        (
            "no_generate",
            "has no generate(draw, size): stress makes its inputs with it",
        ),
        ("no_parse", "has no parse(text)"),
        (
            "generate_raises",
            "generate(draw, 'small') failed: ZeroDivisionError",
        ),
        (
            "generate_no_text",
            "gave NoneType: it gives the input as text",
        ),
        (
            "generate_refused",
            "parse(text) refuses the input generate made",
        ),
        ("draw_backwards", "draw(9, 0): lo > hi"),
        ("answer_raises", "answer(start, 3) failed: IndexError"),
        (
            "answer_not_text",
            "answer(start, 3) gave 3: it gives the judge's expected output",
        ),
        ("moves_from_a_global", "must depend on the position alone"),
    ];
    for (file, words) in cases {
        let path = fixtures().join(format!("rules/{file}.py"));
        let args = [
            &["stress", path.to_str().unwrap(), "--no-corpus", "--"],
            &command[..],
        ]
        .concat();
        let output = coach(dir.path(), &args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{file}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{file}: {stderr}");
        assert!(stderr.contains(words), "{file}: {stderr}");
        assert!(output.stdout.is_empty(), "{file}");
    }
}

/// A generated input its own parse refuses: the draws that made it are kept, and `coach gen
/// --draws` makes the same input again.
#[test]
fn the_draws_of_a_refused_input_are_kept_and_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixtures().join("rules/generate_refused.py");
    let path = path.to_str().unwrap();
    let base = fixtures().join("rules/stress_base.py");
    let output = coach(
        dir.path(),
        &["stress", path, "--", python(), base.to_str().unwrap()],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let kept = stderr
        .split_whitespace()
        .map(|word| word.trim_end_matches(':'))
        .find(|word| word.ends_with(".draws"))
        .unwrap_or_else(|| panic!("no .draws named: {stderr}"));
    let again = coach(dir.path(), &["gen", path, "--draws", kept]);
    let again_stderr = String::from_utf8_lossy(&again.stderr);
    assert_eq!(again.status.code(), Some(1));
    assert!(
        again_stderr.contains("parse(text) refuses the input generate made"),
        "{again_stderr}"
    );
}

/// A failure saved with its draws (`NAME.draws` beside `NAME.in`): `--from` shrinks the
/// original again to the same input, and `coach gen --draws` makes it.
#[test]
fn a_saved_failure_keeps_its_draws_so_that_from_shrinks_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("contest/abc297g_fast_wrong.py", dir.path());
    let saved = dir.path().join("saved");
    let report = stress_fails(
        dir.path(),
        &rules("abc297g"),
        &["--no-corpus", "--save", saved.to_str().unwrap()],
        &command,
    );
    let shrunk = report["failure"]["shrunk"].as_str().unwrap();
    let case = report["failure"]["case"].as_u64().unwrap();
    let stem = saved.join(format!("abc297g-abc297g_fast_wrong-1-{case}"));
    let original = format!("{}-original.in", stem.display());
    assert!(Path::new(&format!("{}-original.draws", stem.display())).exists());
    let command_args: Vec<&str> = command.iter().map(String::as_str).collect();
    let abc297g = rules("abc297g");
    let args = [
        &[
            "stress",
            &abc297g,
            "--json",
            "--no-corpus",
            "--from",
            &original,
            "--",
        ],
        &command_args[..],
    ]
    .concat();
    let again: Value = serde_json::from_slice(&coach(dir.path(), &args).stdout).unwrap();
    assert_eq!(again["failure"]["shrunk"].as_str(), Some(shrunk), "{again}");
    let made = coach(
        dir.path(),
        &[
            "gen",
            &rules("abc297g"),
            "--draws",
            &format!("{}.draws", stem.display()),
        ],
    );
    assert_eq!(String::from_utf8_lossy(&made.stdout), shrunk);
}

/// The same seed gives the same counterexample with one job or two.
#[test]
#[ignore = "slow tier: a sweep of the number of jobs, about 5 s"]
fn the_same_counterexample_for_any_number_of_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("contest/abc297g_fast_wrong.py", dir.path());
    let reports: Vec<Value> = ["1", "2"]
        .map(|jobs| {
            let args = ["--no-corpus", "--seed", "7", "--jobs", jobs];
            stress_fails(dir.path(), &rules("abc297g"), &args, &command)
        })
        .into();
    for key in ["case", "original", "shrunk"] {
        assert_eq!(
            reports[0]["failure"][key], reports[1]["failure"][key],
            "{key}"
        );
    }
}

/// The corpus under `.coach/<rules name>-<hash>/` is replayed first, its draws with it.
#[test]
fn a_remembered_failure_is_replayed_first() {
    let dir = tempfile::tempdir().unwrap();
    let command = fixture_command("contest/abc297g_fast_wrong.py", dir.path());
    let first = stress_fails(dir.path(), &rules("abc297g"), &[], &command);
    let corpus = std::fs::read_dir(dir.path().join(".coach"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|folder| {
            folder
                .file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("abc297g-")
        })
        .expect("the rules file's corpus, named by its stem");
    let kept: Vec<String> = std::fs::read_dir(corpus)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(kept.iter().any(|name| name.ends_with(".draws")), "{kept:?}");
    let second = stress_fails(dir.path(), &rules("abc297g"), &[], &command);
    assert!(second["failure"]["case"].is_null(), "{second}");
    assert_eq!(second["failure"]["shrunk"], first["failure"]["shrunk"]);
}

/// Two rules files of one name in two folders keep two corpora; a rules file mended in place
/// keeps its own, and what its remembered failures expect follows the file as it is now
/// (their `.out`, which `oj t` reads).
#[test]
fn each_rules_file_keeps_its_own_corpus_and_its_expected_outputs_follow_it() {
    let dir = tempfile::tempdir().unwrap();
    // One pile of 1 to 11, taking any of `takes`: lost at the multiples of 3 for (1, 2), of 4
    // for (1, 2, 3), so that every pile lost in the first is won in the second.
    let write = |folder: &str, takes: &str| {
        let path = dir.path().join(folder).join("rules.py");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let text = format!(
            "def parse(text):\n    return [int(text)]\n\n\ndef moves(pile):\n    return \
             [(str(k), pile - k) for k in {takes} if k <= pile]\n\n\ndef generate(draw, \
             size):\n    return f\"{{draw(1, 11)}}\\n\"\n"
        );
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let (a, b) = (write("a", "(1, 2)"), write("b", "(1, 2, 3)"));
    let first = ["echo".to_string(), "First".to_string()];
    let found = stress_fails(dir.path(), &a, &[], &first);
    assert_eq!(found["failure"]["shrunk"], "3\n", "{found}");
    let other = stress_fails(dir.path(), &b, &[], &first);
    assert!(
        !other["failure"]["case"].is_null(),
        "not a remembered one: {other}"
    );
    assert_eq!(other["failure"]["shrunk"], "4\n", "{other}");
    let corpora: Vec<PathBuf> = std::fs::read_dir(dir.path().join(".coach"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(corpora.len(), 2, "{corpora:?}");
    let kept_out = |corpus: &Path| -> Vec<String> {
        let mut outs: Vec<String> = std::fs::read_dir(corpus)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|extension| extension == "out"))
            .map(|path| std::fs::read_to_string(path).unwrap())
            .collect();
        outs.sort();
        outs
    };
    let a_corpus = corpora
        .iter()
        .find(|corpus| {
            std::fs::read_dir(corpus).unwrap().any(|entry| {
                std::fs::read_to_string(entry.unwrap().path()).is_ok_and(|text| text == "3\n")
            })
        })
        .expect("a's corpus holds its failure, 3");
    assert!(kept_out(a_corpus).contains(&"Second\n".to_string()));
    // Mended to take up to 3: the pile of 3 is now won, and `echo First` passes on it.
    write("a", "(1, 2, 3)");
    let output = coach(
        dir.path(),
        &["stress", &a, "--replay", "--json", "--", "echo", "First"],
    );
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    assert!(
        kept_out(a_corpus).iter().all(|out| out == "First\n"),
        "{:?}",
        kept_out(a_corpus)
    );
}

/// An input whose positions and those solved before pass the bound is solved again alone,
/// with the answers to the requests already sent read and dropped: none is taken for the
/// answer to another.
#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn an_input_past_the_bound_with_the_others_is_solved_alone() {
    let dir = tempfile::tempdir().unwrap();
    let path = fixtures().join("rules/wide_trees.py");
    let output = coach(
        dir.path(),
        &[
            "stress",
            path.to_str().unwrap(),
            "--no-corpus",
            "--cases",
            "2",
            "--jobs",
            "1",
            "--",
            "echo",
            "Second",
        ],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("all 2 cases passed"),
        "{stderr}"
    );
}
