//! What a long line costs in memory: `play --why --json` and the page hold each detailed move
//! as typed data serialised straight into their output, never as a tree of JSON values, which
//! cost several times the text they print, nor as the whole text at once. No test harness: `measure` forks, which wants a process of one
//! thread.

use coach::dev::measure::measure;
use std::path::Path;

/// The moves of the long game: a 2 x 2000 grid is played in 2,000 moves, all shown in detail,
/// and its table is small, so that what grows is what each move costs.
const MOVES: f64 = 2000.0;

fn main() {
    // A measurement, in the slow tier only (`cargo test -- --ignored` or `--include-ignored`,
    // which CI runs): without a harness, the arguments say which tier this is.
    if !std::env::args().any(|arg| arg == "--ignored" || arg == "--include-ignored") {
        println!("memory: a measurement of the slow tier, not run without --ignored");
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let short = dir.path().join("short.in");
    let long = dir.path().join("long.in");
    std::fs::write(&short, "2 3\n+-+\n-+-\n").expect("the short game is written");
    let row = |cell: &str| cell.repeat(1000);
    std::fs::write(&long, format!("2 2000\n{}\n{}\n", row("+-"), row("-+")))
        .expect("the long game is written");
    let page = dir.path().join("page.html");

    let text = kib_per_move(&short, &long, &["--why"]);
    assert!(text <= 2.0, "`play --why` costs {text:.2} KiB a move");
    let json = kib_per_move(&short, &long, &["--why", "--json"]);
    assert!(
        json <= 2.0,
        "`play --why --json` costs {json:.2} KiB a move"
    );
    let html = ["--html", page.to_str().expect("a UTF-8 path")];
    // The page also holds its board: every position reachable from the start, each with its
    // moves in words and its recurrence, two positions a move here.
    let page = kib_per_move(&short, &long, &html);
    assert!(page <= 2.0, "the page costs {page:.2} KiB a move");
    let held = held_per_position(dir.path());
    assert!(
        held <= 1.5,
        "a position of a rules file is held {held:.2} times its JSON text"
    );
    let octal = octal_million_mib(dir.path());
    assert!(
        octal <= 32.0,
        "a million values of an octal game take {octal:.1} MiB"
    );
    println!("memory: a million values of an octal game computed natively: {octal:.1} MiB at peak");
    let loopy = loopy_million_mib();
    assert!(
        loopy <= 384.0,
        "a game of a million positions that loop takes {loopy:.1} MiB"
    );
    println!(
        "memory: a game of a million positions that loop, explored and valued win, lose or draw: {loopy:.1} MiB at peak"
    );
    println!(
        "memory: a rules file's position is held {held:.2} times its text; a detailed move costs {text:.2} KiB in text (--why), {json:.2} KiB in JSON, \
         {page:.2} KiB on the page with its board"
    );
}

/// The peak memory of `coach play` on ABC195 E's rules file (tests/fixtures/newcomers), whose
/// positions carry the whole input (the digits and the players, 2,000 each): 2,000 rounds
/// over 2, against one copy of the positions' JSON text. Each position is held once (its
/// value, and an index that finds it by its hash): about 1.25 times its text; with its text
/// as the index's key beside it, 2.7.
fn held_per_position(dir: &Path) -> f64 {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/newcomers/abc195e.py");
    let peak_mib = |rounds: usize| {
        let input = dir.join(format!("abc195e-{rounds}.in"));
        let digits: String = (0..rounds)
            .map(|i| char::from(b'0' + (i * 7 % 10) as u8))
            .collect();
        let players: String = (0..rounds)
            .map(|i| if i % 3 == 0 { 'A' } else { 'T' })
            .collect();
        std::fs::write(&input, format!("{rounds}\n{digits}\n{players}\n"))
            .expect("the game is written");
        let argv = [
            env!("CARGO_BIN_EXE_coach"),
            "play",
            rules.to_str().expect("a UTF-8 path"),
            input.to_str().expect("a UTF-8 path"),
        ];
        measure(&argv, Path::new("/dev/null"), 1).1
    };
    // (rounds + 2) x 7 x 2 positions at most, each its digits, players and a few numbers.
    let rounds = 2000;
    let positions = ((rounds + 2) * 7 * 2) as f64;
    let text_mib = positions * (2 * rounds + 20) as f64 / (1 << 20) as f64;
    (peak_mib(rounds) - peak_mib(2)) / text_mib
}

/// The peak memory of `coach play abc201d ARGS` on the long game over the short one, per move.
fn kib_per_move(short: &Path, long: &Path, args: &[&str]) -> f64 {
    let peak_mib = |input: &Path| {
        let mut argv = vec![env!("CARGO_BIN_EXE_coach"), "play", "abc201d"];
        argv.push(input.to_str().expect("a UTF-8 path"));
        argv.extend(args);
        measure(&argv, Path::new("/dev/null"), 1).1
    };
    (peak_mib(long) - peak_mib(short)) * 1024.0 / MOVES
}

/// The peak memory of `coach experiment` on 0.354 (`examples/rules/octal.py`, its code
/// changed), its values computed natively to a million: two bytes a value, a few heaps'
/// moves asked of the file at a time, and the process's own start.
fn octal_million_mib(dir: &Path) -> f64 {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/octal.py");
    let text = std::fs::read_to_string(example).expect("the example reads");
    let rules = dir.join("octal_354.py");
    std::fs::write(&rules, text.replace("CODE = \"0.16\"", "CODE = \"0.354\""))
        .expect("the rules file is written");
    let argv = [
        env!("CARGO_BIN_EXE_coach"),
        "experiment",
        rules.to_str().expect("a UTF-8 path"),
        "--n",
        "0..30",
        "--octal-values",
        "1000000",
    ];
    measure(&argv, Path::new("/dev/null"), 1).1
}

/// The peak memory of `coach experiment` on the bench's game of a million positions that
/// loop (`benches/experiment/loopy_graph.py`, 2.4 million moves): every position explored,
/// held with its moves, and valued by retrograde analysis.
fn loopy_million_mib() -> f64 {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/experiment/loopy_graph.py");
    let argv = [
        env!("CARGO_BIN_EXE_coach"),
        "experiment",
        rules.to_str().expect("a UTF-8 path"),
        "--n",
        "0..0",
    ];
    measure(&argv, Path::new("/dev/null"), 1).1
}
