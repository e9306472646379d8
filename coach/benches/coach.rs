//! `cargo bench -p coach`: `coach play` at the maximum constraints of every problem, then the
//! commands that teach (`play --why`, `review`, `duel`), with the median wall time and peak
//! memory of the process (release build).

use coach::dev::measure::{measure, measure_exiting, measure_report};
use coach::problems::Name;
use std::path::Path;
use std::time::Duration;

const RUNS: usize = 5;

/// The maximum-size input of a problem, from its own generator, as `coach gen` makes it.
fn max_input(name: Name) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(["gen", name.binary(), "--size", "max", "--seed", "1"])
        .output()
        .expect("coach runs");
    assert!(output.status.success(), "coach gen {}", name.binary());
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// Every section, or those named on the command line (`cargo bench -p coach -- newcomers`);
/// a rules file's stem among them keeps only its rows (`-- newcomers abc195e`).
fn main() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let coach = env!("CARGO_BIN_EXE_coach");
    let named: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with("--"))
        .collect();
    let run = |section: &str| named.is_empty() || named.iter().any(|name| name == section);
    if run("play") {
        play(dir.path(), coach);
    }
    if run("teaching") {
        teaching(dir.path(), coach);
    }
    if run("shrinking") {
        shrinking(dir.path(), coach);
    }
    if run("table") {
        printed_table(dir.path(), coach);
    }
    if run("rules") {
        rules_files();
    }
    if run("contest") {
        contest_stress(coach);
    }
    if run("judge") {
        judged_games(coach);
    }
    if run("newcomers") {
        newcomers(dir.path(), coach, &named);
    }
    if run("wide") {
        wide(dir.path(), coach);
    }
    if run("octal") {
        octal(dir.path(), coach);
    }
    if run("loops") {
        loops(coach);
    }
}

/// Retrograde analysis on a game of a million positions that loop (issue 54,
/// `benches/experiment/loopy_graph.py`): `coach experiment` on the rules file (the moves of
/// every position asked of Python, then valued), the engine alone in this process, and a
/// learner's retrograde loop by hand in Python (`loopy_retrograde.py`) over the same game,
/// whose counts of won, lost and drawn positions the engine's must equal. Target: the
/// command within the hand loop's time.
fn loops(coach: &str) {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/experiment");
    let rules = bench.join("loopy_graph.py");
    let command = [coach, "experiment", rules.to_str().unwrap(), "--n", "0..0"];
    let (time, memory_mib) = measure(&command, Path::new("/dev/null"), RUNS);
    let python = if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    };
    let (hand, hand_mib, said) = by_hand(python, &bench.join("loopy_retrograde.py"));
    let (engine, counted) = engine_median(coach::dev::loopy_graph_outcomes);
    assert_eq!(
        counted.to_vec(),
        said,
        "the engine's counts and the hand loop's"
    );
    println!(
        "\nRetrograde analysis, a game of 1,000,000 positions that loop ({} won, {} lost, {} \
         drawn), median of {RUNS} runs.\n",
        said[0], said[1], said[2]
    );
    println!("| what | median time | peak memory | target |");
    println!("|---|---:|---:|---|");
    println!(
        "| `coach experiment loopy_graph.py --n 0..0` | {:.2} s | {memory_mib:.1} MiB | {} (≤ \
         the hand loop) |",
        time.as_secs_f64(),
        mark(time <= hand)
    );
    println!(
        "| the engine alone (graph built in Rust) | {:.3} s | | |",
        engine.as_secs_f64()
    );
    println!(
        "| `python3 loopy_retrograde.py` (by hand) | {:.2} s | {hand_mib:.1} MiB | |",
        hand.as_secs_f64()
    );
    scored_loops(coach, &bench, python);
}

/// A learner's loop by hand in Python over a bench's game: its median time and peak memory
/// over [`RUNS`] runs, and the first three counts it prints, which the engine's must equal.
fn by_hand(python: &str, script: &Path) -> (Duration, f64, Vec<usize>) {
    let (time, memory_mib) = measure(
        &[python, script.to_str().unwrap()],
        Path::new("/dev/null"),
        RUNS,
    );
    let said = std::process::Command::new(python)
        .arg(script)
        .output()
        .expect("python3 runs");
    let counts = String::from_utf8_lossy(&said.stdout)
        .split_whitespace()
        .take(3)
        .map(|count| count.parse().expect("a count"))
        .collect();
    (time, memory_mib, counts)
}

/// An engine alone, in this process: its median time over [`RUNS`] runs, and what it counted.
fn engine_median(engine: fn() -> [usize; 3]) -> (Duration, [usize; 3]) {
    let mut counted = [0; 3];
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let start = std::time::Instant::now();
            counted = engine();
            start.elapsed()
        })
        .collect();
    times.sort();
    (times[RUNS / 2], counted)
}

/// The same graph as a score game (`scored_graph.py`, `ENDLESS = 0`: each dead end a coin
/// for whoever moves onto it), valued level by level (`retrograde::scored`): the command, the
/// engine alone, and the levels by hand in Python (`scored_by_hand.py`, one pass over the
/// whole graph, not by components), whose counts of positions ahead, level and behind the
/// engine's must equal. No target: figures beside the outcome analysis of the same moves.
fn scored_loops(coach: &str, bench: &Path, python: &str) {
    let rules = bench.join("scored_graph.py");
    let command = [coach, "experiment", rules.to_str().unwrap(), "--n", "0..0"];
    let (time, memory_mib) = measure(&command, Path::new("/dev/null"), RUNS);
    let (hand, hand_mib, said) = by_hand(python, &bench.join("scored_by_hand.py"));
    let (engine, counted) = engine_median(coach::dev::scored_graph_leads);
    assert_eq!(
        counted.to_vec(),
        said,
        "the engine's counts and the hand loop's"
    );
    println!(
        "\nThe same graph as a score game, a game that never ends worth 0 ({} positions ahead, \
         {} level, {} behind), median of {RUNS} runs.\n",
        counted[0], counted[1], counted[2]
    );
    println!("| what | median time | peak memory |");
    println!("|---|---:|---:|");
    println!(
        "| `coach experiment scored_graph.py --n 0..0` | {:.2} s | {memory_mib:.1} MiB |",
        time.as_secs_f64()
    );
    println!(
        "| the engine alone (graph built in Rust) | {:.3} s | |",
        engine.as_secs_f64()
    );
    println!(
        "| `python3 scored_by_hand.py` (by hand) | {:.2} s | {hand_mib:.1} MiB |",
        hand.as_secs_f64()
    );
}

/// The published table of solved octal games (issue 55), each from a learner's rules file
/// (`examples/rules/octal.py`, its code changed), `coach experiment --n 0..30`, beside
/// Czajka's analyzer (github.com/tczajka/octal-games, `old/`, built outside the project; its
/// path in `OCTAL_ANALYZER`) on the same machine in the same run, and coach's engine alone,
/// in this process. The targets: the engine within twice the analyzer's time, the command
/// within twice it plus coach's start-up (the same command on Kayles, whose proof needs 167
/// values: Python's start, the exploration, the far heaps), and 0.16 within 10 s.
fn octal(dir: &Path, coach: &str) {
    let analyzer = std::env::var("OCTAL_ANALYZER").ok();
    let example = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/octal.py"),
    )
    .expect("the example reads");
    let time_coach = |code: &str, runs: usize| {
        let rules = dir.join(format!("octal_{}.py", code.replace('.', "_")));
        std::fs::write(
            &rules,
            example.replace("CODE = \"0.16\"", &format!("CODE = \"{code}\"")),
        )
        .expect("a writable scratch file");
        let argv = [coach, "experiment", rules.to_str().unwrap(), "--n", "0..30"];
        measure(&argv, Path::new("/dev/null"), runs)
    };
    // The games of a tenth of a second are timed more often: their differences are a few
    // milliseconds, the machine's jitter as much.
    const SHORT_RUNS: usize = 9;
    let (start_up, _) = time_coach("0.77", SHORT_RUNS);
    println!(
        "\nThe published octal games, `coach experiment --n 0..30` beside Czajka's analyzer \
         (median of {SHORT_RUNS} runs, {RUNS} for 0.16, 0.56 and 0.127, 1 for the two longest); coach's start-up (Kayles): {:.0} ms.\n",
        start_up.as_secs_f64() * 1e3
    );
    println!("| game | coach experiment | peak memory | the engine alone | analyzer | target |");
    println!("|---|---:|---:|---:|---:|---|");
    for code in [
        "0.45", "0.156", "0.356", "0.644", "0.165", "0.16", "0.56", "0.127", "0.376", "0.354",
        "0.77", "0.07", "0.137",
    ] {
        let runs = match code {
            "0.376" | "0.354" => 1,
            "0.16" | "0.56" | "0.127" => RUNS,
            _ => SHORT_RUNS,
        };
        let (time, memory_mib) = time_coach(code, runs);
        let mut engine: Vec<Duration> = (0..runs)
            .map(|_| {
                let start = std::time::Instant::now();
                assert!(coach::dev::octal_period(code).is_some(), "{code} is proved");
                start.elapsed()
            })
            .collect();
        engine.sort();
        let engine = engine[runs / 2];
        let theirs = analyzer
            .as_deref()
            .map(|analyzer| measure(&[analyzer, code], Path::new("/dev/null"), runs).0);
        let (shown, met) = match theirs {
            Some(theirs) => (
                format!("{:.3} s", theirs.as_secs_f64()),
                [engine <= 2 * theirs, time <= 2 * theirs + start_up],
            ),
            None => ("(OCTAL_ANALYZER unset)".to_string(), [false; 2]),
        };
        let ten = if code == "0.16" {
            format!(", {} (≤ 10 s)", mark(time <= Duration::from_secs(10)))
        } else {
            String::new()
        };
        println!(
            "| {code} | {:.3} s | {memory_mib:.1} MiB | {:.3} s | {shown} | engine {} (≤ 2×), \
             command {} (≤ 2× + start-up){ten} |",
            time.as_secs_f64(),
            engine.as_secs_f64(),
            mark(met[0]),
            mark(met[1])
        );
    }
}

/// The teaching commands on a rules file's position of K moves (issue 56: K = 20,000 took
/// over 100 s, each move found among all K): `play --why`, `review`, `duel`, K = 4,000 and
/// 20,000, the target 1 s.
fn wide(dir: &Path, coach: &str) {
    println!("\nA position of K moves, {RUNS} runs each: median wall time, peak RSS.\n");
    println!("| K | command | median time | peak memory | target |");
    println!("|---:|---|---:|---:|---|");
    let rules = dir.join("wide.py");
    std::fs::write(
        &rules,
        "def start(n):\n    return n\n\n\ndef moves(n):\n    \
         return [(f\"m{k}\", 0) for k in range(n)] if n > 1 else []\n",
    )
    .expect("a writable scratch file");
    let moves = dir.join("moves.txt");
    std::fs::write(&moves, "#1\n").expect("a writable scratch file");
    let rules = rules.to_str().unwrap();
    for k in ["4000", "20000"] {
        for (args, shown) in [
            (vec!["play", rules, "--n", k, "--why"], "play --why"),
            (
                vec!["review", rules, "--n", k, "--line", "m0"],
                "review --line m0",
            ),
            (vec!["duel", rules, "--n", k], "duel"),
        ] {
            let argv: Vec<&str> = std::iter::once(coach).chain(args).collect();
            let (time, memory_mib) = measure(&argv, &moves, RUNS);
            let met = time <= Duration::from_secs(1);
            println!(
                "| {k} | `coach {shown}` | {:.1} ms | {memory_mib:.1} MiB | {} (≤ 1 s) |",
                time.as_secs_f64() * 1e3,
                mark(met)
            );
        }
    }
}

/// `coach play` at the maximum constraints of every problem, with and without `--json`.
fn play(dir: &Path, coach: &str) {
    println!(
        "`coach play` on a maximum-size input, {RUNS} runs each: median wall time, peak RSS.\n"
    );
    println!("| problem | command | median time | peak memory | target |");
    println!("|---|---|---:|---:|---|");
    for &name in Name::ALL {
        let problem = format!("{name:?}").to_lowercase();
        let path = dir.join(format!("{problem}.in"));
        std::fs::write(&path, max_input(name)).expect("a writable scratch file");
        for flags in [&[][..], &["--json"]] {
            let argv: Vec<&str> = [coach, "play", &problem]
                .into_iter()
                .chain(flags.iter().copied())
                .collect();
            let (time, memory_mib) = measure(&argv, &path, RUNS);
            let met = time <= Duration::from_millis(500) && memory_mib <= 64.0;
            println!(
                "| {problem} | `coach play {problem}{}` | {:.1} ms | {memory_mib:.1} MiB | {} (≤ 500 ms, ≤ 64 MiB) |",
                flags
                    .iter()
                    .map(|flag| format!(" {flag}"))
                    .collect::<String>(),
                time.as_secs_f64() * 1e3,
                mark(met),
            );
        }
    }
}

/// `coach stress` on the games newcomers bring (issue 58), the whole run once each with its
/// default options: a score game whose every input is a new game (ABC349 E, right: memory
/// bounded by one input's positions, not by the cases; with scores summed in 32 bits: found
/// by a boundary shape and shrunk), and a sum of up to 100,000 heaps drawn as one list with
/// one culprit (ABC368 F, a sieve one short: shrunk to the one heap in at most 100 runs), and
/// a game of up to 2,000 rounds drawn field by field, each position carrying the whole input
/// (ABC195 E, right: at most 500 MiB; the rounds run forwards; a recursion too deep past
/// about 500 rounds: shrunk to its threshold in at most 100 runs). `named`: the rules files
/// whose rows to run (by stem), or all.
fn newcomers(dir: &Path, coach: &str, named: &[String]) {
    println!(
        "\n`coach stress` on the games newcomers bring, default options, python3 solutions, one \
         run each.\n"
    );
    println!(
        "| rules file | solution | exit | found | shrunk to | runs to shrink | wall time | peak memory | target |"
    );
    println!("|---|---|---:|---|---|---:|---:|---:|---|");
    let newcomers = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/newcomers");
    let empty = dir.join("empty.in");
    std::fs::write(&empty, "").expect("a writable scratch file");
    let python = if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    };
    // The targets: peak memory, and for the long lists the runs to shrink them.
    let rows = [
        ("abc349e.py", "abc349e_right.py", 0, 300.0, None),
        ("abc349e.py", "abc349e_int32.py", 3, 300.0, None),
        ("abc368f.py", "abc368f_sieve_short.py", 3, 300.0, Some(100)),
        ("abc195e.py", "abc195e_right.py", 0, 500.0, None),
        ("abc195e.py", "abc195e_forwards.py", 3, 500.0, None),
        ("abc195e.py", "abc195e_recursive.py", 3, 500.0, Some(100)),
    ];
    let stem = |rules: &str| rules.trim_end_matches(".py").to_string();
    let any_named = rows.iter().any(|row| named.contains(&stem(row.0)));
    let rows = rows
        .into_iter()
        .filter(|row| !any_named || named.contains(&stem(row.0)));
    for (rules, solution, status, most_mib, most_runs) in rows {
        let rules_path = newcomers.join(rules);
        let solution_path = newcomers.join(solution);
        let argv = [
            coach,
            "stress",
            rules_path.to_str().unwrap(),
            "--json",
            "--no-corpus",
            "--",
            python,
            "-S",
            solution_path.to_str().unwrap(),
        ];
        let (time, memory_mib, report) = measure_report(&argv, &empty, status);
        let report: serde_json::Value =
            serde_json::from_slice(&report).expect("the report is JSON");
        let failure = &report["failure"];
        let (found, shrunk, runs) = if failure.is_null() {
            ("all 1,000 passed".to_string(), String::new(), 0)
        } else {
            (
                format!("case {}", failure["case"]),
                format!(
                    "`{}`",
                    shown(failure["shrunk"].as_str().unwrap_or_default())
                ),
                failure["shrink"]["tries"].as_u64().unwrap_or(0),
            )
        };
        let met = memory_mib <= most_mib && most_runs.is_none_or(|most| runs <= most);
        println!(
            "| `{rules}` | `{solution}` | {status} | {found} | {shrunk} | {runs} | {:.1} s | {memory_mib:.1} MiB | {} (≤ {most_mib} MiB{}) |",
            time.as_secs_f64(),
            mark(met),
            most_runs.map_or(String::new(), |most| format!(", ≤ {most} runs")),
        );
    }
}

/// An input in a table's cell: its lines joined by ` / `, each cut to 20 characters.
fn shown(input: &str) -> String {
    let line = |line: &str| match line.char_indices().nth(20) {
        Some((at, _)) => format!("{}… ({} chars)", &line[..at], line.chars().count()),
        None => line.to_string(),
    };
    input.lines().map(line).collect::<Vec<_>>().join(" / ")
}

/// `coach judge` (issue 42): games per second of the right programs through 1,000 default
/// cases, on the subtraction game and ABC278 G, in Python (`python3`, as a learner runs it)
/// and C++; beside the interactive judge loop a learner writes by hand
/// (`benches/judge_loop/loop.sh`: generator, judge, program, joined by a FIFO, as `oj t/r`
/// runs a judge) on the same subtraction game.
fn judged_games(coach: &str) {
    println!("\n`coach judge`, right programs, 1,000 default cases, one run each.\n");
    println!("| command | games | wall time | games per second |");
    println!("|---|---:|---:|---:|");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let fixture = |name: &str| {
        root.join("coach/tests/fixtures/judge")
            .join(name)
            .display()
            .to_string()
    };
    let timed = |argv: &[&str]| {
        let start = std::time::Instant::now();
        let exit = std::process::Command::new(argv[0])
            .args(&argv[1..])
            .current_dir(root.join("coach/benches/judge_loop"))
            .stdout(std::process::Stdio::null())
            .status()
            .expect("the command runs");
        assert_eq!(exit.code(), Some(0), "{argv:?}");
        start.elapsed()
    };
    let subtraction = fixture("subtraction.py");
    let abc278g = root.join("examples/rules/abc278g.py").display().to_string();
    for (rules, shown, program) in [
        (&subtraction, "subtraction.py", "subtraction_right.py"),
        (&subtraction, "subtraction.py", "subtraction_right.cpp"),
        (&abc278g, "examples/rules/abc278g.py", "abc278g_right.py"),
        (&abc278g, "examples/rules/abc278g.py", "abc278g_right.cpp"),
    ] {
        let took = timed(&[coach, "judge", rules, &fixture(program), "--no-corpus"]);
        println!(
            "| `coach judge {shown} {program}` | 1,000 | {:.1} s | {:.0} |",
            took.as_secs_f64(),
            1000.0 / took.as_secs_f64()
        );
    }
    let by_hand = timed(&[
        "env",
        "CASES=50",
        "./loop.sh",
        &fixture("subtraction_right.py"),
    ]);
    println!(
        "| `CASES=50 benches/judge_loop/loop.sh subtraction_right.py` | 50 | {:.1} s | {:.1} |",
        by_hand.as_secs_f64(),
        50.0 / by_hand.as_secs_f64()
    );
}

/// `coach stress` against a rules file (issue 38), on ABC297 G: the wrong fast solution
/// found and shrunk (target 30 s), the right one through 1,000 default cases (target 60 s),
/// and per case, beside the loop a learner writes by hand (`benches/hand_loop/loop.sh`:
/// generator, Python brute force, solution, diff) on the same small inputs (target: coach
/// at least 10 times as fast). The solutions run as the learner runs them, with `python3`.
fn contest_stress(coach: &str) {
    println!("\n`coach stress` against a rules file, ABC297 G, python3 solutions, one run each.\n");
    println!("| command | cases | wall time | per case | target |");
    println!("|---|---:|---:|---:|---|");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let rules = root.join("examples/rules/abc297g.py");
    let fixture = |name: &str| root.join("coach/tests/fixtures/contest").join(name);
    let corpus = tempfile::tempdir().expect("a corpus folder");
    let timed = |argv: &[&str], status: i32| {
        let mut command = std::process::Command::new(argv[0]);
        command
            .args(&argv[1..])
            .env("COACH_CORPUS", corpus.path())
            .current_dir(root.join("coach/benches/hand_loop"))
            .stdout(std::process::Stdio::null());
        let start = std::time::Instant::now();
        let exit = command.status().expect("the command runs");
        assert_eq!(exit.code(), Some(status), "{argv:?}");
        start.elapsed()
    };
    let rules = rules.to_str().unwrap();
    let (wrong, right) = (fixture("abc297g_fast_wrong.py"), fixture("abc297g_fast.py"));
    let (wrong, right) = (wrong.to_str().unwrap(), right.to_str().unwrap());
    let found = timed(&[coach, "stress", rules, wrong, "--no-corpus"], 3);
    println!(
        "| `coach stress examples/rules/abc297g.py abc297g_fast_wrong.py` | found and shrunk | {:.1} s | | {} (≤ 30 s) |",
        found.as_secs_f64(),
        mark(found <= Duration::from_secs(30))
    );
    let cpp = fixture("abc297g_fast.cpp");
    for right in [right, cpp.to_str().unwrap()] {
        let passed = timed(&[coach, "stress", rules, right, "--no-corpus"], 0);
        println!(
            "| `coach stress examples/rules/abc297g.py {}` | 1,000 | {:.1} s | {:.0} ms | {} (≤ 60 s) |",
            Path::new(right).file_name().unwrap().to_string_lossy(),
            passed.as_secs_f64(),
            passed.as_secs_f64() * 1e3 / 1000.0,
            mark(passed <= Duration::from_secs(60))
        );
    }
    let small = timed(
        &[
            coach,
            "stress",
            rules,
            right,
            "--no-corpus",
            "--max-size",
            "small",
            "--cases",
            "200",
        ],
        0,
    );
    let by_coach = small.as_secs_f64() / 200.0;
    let by_hand = timed(&["env", "CASES=20", "./loop.sh", right], 0).as_secs_f64() / 20.0;
    println!(
        "| `coach stress examples/rules/abc297g.py abc297g_fast.py --max-size small --cases 200` | 200 | {:.1} s | {:.0} ms | {} (≥ 10 times the hand loop's speed: {:.1} times) |",
        small.as_secs_f64(),
        by_coach * 1e3,
        mark(by_hand >= 10.0 * by_coach),
        by_hand / by_coach
    );
    println!(
        "| `CASES=20 benches/hand_loop/loop.sh abc297g_fast.py` | 20 | {:.1} s | {:.0} ms | |",
        by_hand * 20.0,
        by_hand * 1e3
    );
}

/// A row's mark against its target.
fn mark(met: bool) -> &'static str {
    if met { "met" } else { "MISSED" }
}

/// `coach experiment` beside what a learner writes without it (issue 40): a plain memo of
/// Grundy numbers over the rules file's own moves() (`benches/experiment/plain_memo.py`),
/// both with python3, on Kayles to n = 1,000 (half a million moves, each a sum), Constrained
/// Nim with L = 5, R = 6 to 100,000 (`benches/experiment/constrained_nim.py`), and Typical 90
/// 031's whole table, W ≤ 50 and B ≤ 1,325 (67,626 positions, 22 million moves; one run
/// each, for it takes minutes). Target: coach at most 1.0 times the plain memo's time.
fn rules_files() {
    println!(
        "\n`coach experiment` beside a plain memo over the same moves() (python3): median \
         wall time.\n"
    );
    println!("| command | runs | coach | plain memo | coach ÷ memo | target |");
    println!("|---|---:|---:|---:|---:|---|");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let coach = env!("CARGO_BIN_EXE_coach");
    let median = |argv: &[&str], runs: usize| {
        let mut times: Vec<Duration> = (0..runs)
            .map(|_| {
                let start = std::time::Instant::now();
                let status = std::process::Command::new(argv[0])
                    .args(&argv[1..])
                    .current_dir(&root)
                    .stdout(std::process::Stdio::null())
                    .status()
                    .expect("the command runs");
                assert!(status.success(), "{argv:?}");
                start.elapsed()
            })
            .collect();
        times.sort();
        times[runs / 2]
    };
    let memo = "coach/benches/experiment/plain_memo.py";
    for (rules, n, m, runs) in [
        ("examples/rules/kayles.py", "1000", None, 5),
        (
            "coach/benches/experiment/constrained_nim.py",
            "99999",
            None,
            5,
        ),
        ("examples/rules/typical90_031.py", "50", Some("1325"), 1),
    ] {
        let n_range = format!("0..{n}");
        let mut by_coach = vec![coach, "experiment", rules, "--n", &n_range];
        let mut by_memo = vec!["python3", memo, rules, n];
        let m_range = m.map(|m| format!("0..{m}"));
        if let (Some(m), Some(m_range)) = (m, &m_range) {
            by_coach.extend(["--m", m_range]);
            by_memo.push(m);
        }
        let (coach_time, memo_time) = (median(&by_coach, runs), median(&by_memo, runs));
        let ratio = coach_time.as_secs_f64() / memo_time.as_secs_f64();
        println!(
            "| `coach experiment {rules} --n {n_range}{}` | {runs} | {:.2} s | {:.2} s | {ratio:.2} | {} (≤ 1.0) |",
            m_range
                .as_ref()
                .map(|m| format!(" --m {m}"))
                .unwrap_or_default(),
            coach_time.as_secs_f64(),
            memo_time.as_secs_f64(),
            mark(ratio <= 1.0)
        );
    }
}

/// `coach table` where a C++ solution prints its whole table, against the solution alone:
/// abc201d's maximum input, 4,000,000 entries as rows (`fixtures/table/abc201d_dump.cpp`),
/// and aoj2741's largest decks of score cards, 184,452 entries of the five-index memo
/// (`fixtures/table/aoj2741_blog_jam_sum.cpp`), each valued by its runs.
fn printed_table(dir: &Path, coach: &str) {
    println!("\n`coach table` on a solution that prints its whole table, {RUNS} runs each.\n");
    println!("| command | entries | median time | peak memory |");
    println!("|---|---:|---:|---:|");
    let scores = dir.join("aoj2741_scores.in");
    let deck = vec!["1000000"; 50].join(" ");
    std::fs::write(&scores, format!("50 50\n{deck}\n{deck}\n")).expect("a writable scratch file");
    for (problem, fixture, input, entries) in [
        (
            "abc201d",
            "abc201d_dump.cpp",
            dir.join("abc201d.in"),
            "4,000,000 (2000 x 2000, rows)",
        ),
        (
            "aoj2741",
            "aoj2741_blog_jam_sum.cpp",
            scores,
            "184,452 (50 + 50 score cards, five indices)",
        ),
    ] {
        let source = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/table")
            .join(fixture);
        let solution = dir.join(problem);
        let built = std::process::Command::new("g++")
            .args(["-O2", "-o"])
            .arg(&solution)
            .arg(&source)
            .status()
            .expect("g++ runs");
        assert!(built.success(), "g++ cannot build {}", source.display());
        let solution = solution.to_str().unwrap();
        let (time, memory_mib) = measure(&[solution], &input, RUNS);
        println!(
            "| `{fixture}` alone | {entries} | {:.1} ms | {memory_mib:.1} MiB |",
            time.as_secs_f64() * 1e3
        );
        let argv = [
            coach,
            "table",
            problem,
            input.to_str().unwrap(),
            // The fixture alone takes 1 to 2 s here, writing its table: the default limit
            // of 2 s would time the TLE, not the reading.
            "--time-limit",
            "10",
            "--",
            solution,
        ];
        let (time, memory_mib) = measure(&argv, &input, RUNS);
        println!(
            "| `coach table {problem}` | {entries} | {:.1} ms | {memory_mib:.1} MiB |",
            time.as_secs_f64() * 1e3
        );
    }
}

/// `play --why` (text and JSON), `review` of the optimal line and a `duel` whose user always
/// types 1, on the maximum-size inputs.
fn teaching(dir: &Path, coach: &str) {
    println!(
        "\nThe commands that teach, on the same inputs, {RUNS} runs each (a duel's user types 1 \
         at every turn; a review reads the whole optimal line).\n"
    );
    println!("| problem | command | median time | peak memory | target |");
    println!("|---|---|---:|---:|---|");
    let ones = dir.join("ones.txt");
    std::fs::write(&ones, "1\n".repeat(5000)).expect("a writable scratch file");
    for &name in Name::ALL {
        let problem = format!("{name:?}").to_lowercase();
        let path = dir.join(format!("{problem}.in"));
        let input = path.display().to_string();
        let line = name.optimal_line(&max_input(name));
        let moves = line.split(',').count();
        let line_file = dir.join(format!("{problem}.line"));
        std::fs::write(&line_file, &line).expect("a writable scratch file");
        let line = format!("@{}", line_file.display());
        let commands: [(Vec<&str>, &Path, String); 4] = [
            (
                vec!["play", &problem, "--why"],
                &path,
                "play --why".to_string(),
            ),
            (
                vec!["play", &problem, "--why", "--json"],
                &path,
                "play --why --json".to_string(),
            ),
            (
                vec!["review", &problem, &input, "--line", &line],
                &path,
                format!("review --line @FILE ({moves} moves)"),
            ),
            (vec!["duel", &problem, &input], &ones, "duel".to_string()),
        ];
        for (args, stdin, shown) in commands {
            let argv: Vec<&str> = std::iter::once(coach).chain(args).collect();
            // A duel ends with 3 where the user's 1 was a mistake, 0 where it never was: the
            // status of one run first, which every measured run must then repeat.
            let status = if argv[1] == "duel" {
                std::process::Command::new(coach)
                    .args(&argv[1..])
                    .stdin(std::fs::File::open(stdin).expect("the input"))
                    .stdout(std::process::Stdio::null())
                    .status()
                    .expect("coach runs")
                    .code()
                    .expect("an exit status")
            } else {
                0
            };
            let (time, memory_mib) = measure_exiting(&argv, stdin, RUNS, status);
            let met = time <= Duration::from_secs(1) && memory_mib <= 256.0;
            println!(
                "| {problem} | `coach {shown}` | {:.1} ms | {memory_mib:.1} MiB | {} (≤ 1 s, ≤ 256 MiB) |",
                time.as_secs_f64() * 1e3,
                mark(met),
            );
        }
        let page = dir.join(format!("{problem}.html"));
        let argv = [
            coach,
            "play",
            &problem,
            &input,
            "--html",
            page.to_str().unwrap(),
        ];
        let (time, memory_mib) = measure(&argv, &path, RUNS);
        let mib = std::fs::metadata(&page).expect("the page").len() as f64 / (1 << 20) as f64;
        let met = time <= Duration::from_secs(1) && mib <= 5.0;
        println!(
            "| {problem} | `coach play --html` ({mib:.2} MiB written) | {:.1} ms | {memory_mib:.1} MiB | {} (≤ 1 s, ≤ 5 MB written) |",
            time.as_secs_f64() * 1e3,
            mark(met),
        );
    }
}

/// `coach stress` with its default options against solutions wrong only on large inputs, one
/// of each class (an overflow, a fixed-size array, a bit width, a recursion depth): the
/// whole run, finding the failure and shrinking it to the smallest failing input, once each
/// (target: 60 s and 256 MiB each). C and Rust are built beforehand, so that no compiler is
/// timed.
fn shrinking(dir: &std::path::Path, coach: &str) {
    println!(
        "\n`coach stress` with its default options against a solution wrong only on large \
         inputs: finding the failure and shrinking it, one run each.\n"
    );
    println!("| problem | solution | class | shrunk to | wall time | peak memory | target |");
    println!("|---|---|---|---|---:|---:|---|");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let empty = dir.join("empty.in");
    std::fs::write(&empty, "").expect("a writable scratch file");
    for (problem, fixture, class) in [
        ("abc201d", "abc201d_int8_lead.c", "overflow"),
        ("tdpcb", "tdpcb_table_600.rs", "fixed-size array"),
        ("aoj2741", "aoj2741_memo_40.rs", "fixed-size array"),
        ("arc038b", "arc038b_obstacle_mask.c", "bit width"),
        ("tdpcb", "tdpcb_recursion.py", "recursion depth"),
    ] {
        let source = fixtures.join(fixture);
        let program = dir.join(fixture.replace('.', "-"));
        let compiler: &[&str] = match fixture.rsplit_once('.') {
            Some((_, "c")) => &["gcc", "-O2"],
            Some((_, "rs")) => &["rustc", "--edition", "2021", "-O"],
            _ => &[],
        };
        // Python without its site packages, and not through a version manager's shim, which
        // can cost a fifth of a second a start.
        let python = if Path::new("/usr/bin/python3").exists() {
            "/usr/bin/python3"
        } else {
            "python3"
        };
        let command: Vec<String> = if compiler.is_empty() {
            vec![python.into(), "-S".into(), source.display().to_string()]
        } else {
            let built = std::process::Command::new(compiler[0])
                .args(&compiler[1..])
                .arg("-o")
                .arg(&program)
                .arg(&source)
                .status()
                .expect("the compiler runs");
            assert!(built.success(), "{} builds {fixture}", compiler[0]);
            vec![program.display().to_string()]
        };
        let saved = dir.join(format!("{fixture}.saved"));
        let argv: Vec<&str> = [
            coach,
            "stress",
            problem,
            "--no-corpus",
            "--save",
            saved.to_str().unwrap(),
            "--",
        ]
        .into_iter()
        .chain(command.iter().map(String::as_str))
        .collect();
        let (time, memory_mib) = measure_exiting(&argv, &empty, 1, 3);
        let shrunk = std::fs::read_dir(&saved)
            .expect("the saved cases")
            .map(|entry| entry.expect("a saved case").path())
            .find(|path| {
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                name.ends_with(".in") && !name.ends_with("-original.in")
            })
            .expect("the shrunk input");
        let shrunk = std::fs::read_to_string(shrunk).expect("the shrunk input");
        let met = time <= Duration::from_secs(60) && memory_mib <= 256.0;
        println!(
            "| {problem} | `{fixture}` | {class} | {} | {:.1} s | {memory_mib:.1} MiB | {} (≤ 60 s, ≤ 256 MiB) |",
            shrunk.lines().next().unwrap_or_default(),
            time.as_secs_f64(),
            mark(met),
        );
    }
}
