//! `coach stress` against classic wrong solutions (Python fixtures in coach/tests/fixtures)
//! and against the crate's own binaries: each mistake is caught within the default cases and
//! shrunk to a 1-minimal input that fails for the fixture and passes for the binary; the
//! binaries themselves pass 1,000 cases per problem; sleeping and crashing solutions get TLE
//! and RE.

mod common;

use clap::Parser;
use coach::cli::Cli;
use coach::problems::{Abc201d, Abc206f, Aoj2741, Arc038b, Tdpcb};
use coach::stress::{self, Options, Verdict, judge};
use coach::{Coached, Exit, Problem, Size};
use common::{assert_answer, binary_path};
use std::path::Path;
use std::time::{Duration, Instant};

/// Python without its site packages: a run starts in about 10 ms, not 100 (pyenv's shim).
fn python() -> Vec<String> {
    let python = if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    };
    vec![python.to_string(), "-S".to_string()]
}

fn options(command: Vec<String>) -> Options {
    Options {
        cases: 1000,
        seed: 1,
        time_limit: Duration::from_secs(2),
        max_size: Size::Medium,
        command,
        workers: 2,
    }
}

/// Runs the fixture through `coach stress` as a user would, with `--save`, then checks the
/// saved counterexample.
fn catches<P: Coached>(fixture: &str) {
    let dir = tempfile::tempdir().unwrap();
    let prefix = dir.path().join("counterexample");
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("coach/tests/fixtures")
        .join(fixture);
    let start = Instant::now();
    let args = [
        vec![
            "coach".to_string(),
            "stress".into(),
            P::NAME.into(),
            "--save".into(),
        ],
        vec![prefix.display().to_string(), "--".into()],
        python(),
        vec![script.display().to_string()],
    ]
    .concat();
    let status = coach::cli::run(Cli::try_parse_from(args).expect("valid arguments"));
    assert_eq!(status, Exit::Failure, "{fixture} was not caught");
    eprintln!(
        "{fixture}: caught and shrunk in {:.2} s",
        start.elapsed().as_secs_f64()
    );

    let input = std::fs::read_to_string(prefix.with_extension("in")).expect("the saved .in");
    let expected = std::fs::read_to_string(prefix.with_extension("out")).expect("the saved .out");
    let parsed = P::parse(&input).expect("the saved input is valid");
    // The .out is the crate's answer, and the crate's binary passes the input.
    assert_eq!(expected.trim_end(), P::answer(&parsed));
    assert_answer(P::NAME, &input, &expected);
    // The fixture fails on it, and on no input one shrink step smaller in the same way.
    let options = options([python(), vec![script.display().to_string()]].concat());
    let verdict = judge::<P>(&options, &parsed).unwrap().0.verdict;
    assert_ne!(
        verdict,
        Verdict::Ac,
        "{fixture} passes the saved input:\n{input}"
    );
    for smaller in P::smaller(&parsed) {
        assert_ne!(
            judge::<P>(&options, &smaller).unwrap().0.verdict,
            verdict,
            "{fixture}: the saved input is not 1-minimal, this one fails alike:\n{}",
            P::format(&smaller)
        );
    }
}

#[test]
fn tdpcb_greedy_is_caught() {
    catches::<Tdpcb>("tdpcb_greedy.py");
}

#[test]
fn abc206f_closed_intervals_are_caught() {
    catches::<Abc206f>("abc206f_closed.py");
}

#[test]
fn arc038b_without_the_diagonal_is_caught() {
    catches::<Arc038b>("arc038b_no_diagonal.py");
}

#[test]
fn aoj2741_ending_on_any_two_passes_is_caught() {
    catches::<Aoj2741>("aoj2741_any_two_passes.py");
}

#[test]
fn abc201d_maximising_own_points_is_caught() {
    catches::<Abc201d>("abc201d_own_points.py");
}

fn passes<P: Coached>() {
    let options = options(vec![binary_path(P::NAME).display().to_string()]);
    let report = stress::stress::<P>(&options, || {}).expect("the binary starts");
    assert_eq!(report.cases_run, 1000);
    if let Some(failure) = report.failure {
        panic!(
            "false alarm on {}:\n{}",
            P::NAME,
            P::format(&failure.shrunk)
        );
    }
}

#[test]
fn the_crates_binaries_pass_1000_cases_each() {
    passes::<Abc201d>();
    passes::<Tdpcb>();
    passes::<Abc206f>();
    passes::<Arc038b>();
    passes::<Aoj2741>();
}

#[test]
fn a_sleeping_solution_is_tle_and_its_process_group_is_killed() {
    let mut options = options(vec!["sh".into(), "-c".into(), "sleep 30 & sleep 30".into()]);
    options.time_limit = Duration::from_millis(500);
    let input = Tdpcb::parse("1 1\n1\n2\n").unwrap();
    let start = Instant::now();
    let (run, _) = judge::<Tdpcb>(&options, &input).unwrap();
    assert_eq!(run.verdict, Verdict::Tle);
    // Both sleeps were killed: otherwise the output pipes would stay open for 30 s.
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn a_crashing_solution_is_re_with_its_stderr() {
    let options = options(vec![
        "sh".into(),
        "-c".into(),
        "echo boom >&2; exit 3".into(),
    ]);
    let input = Tdpcb::parse("1 1\n1\n2\n").unwrap();
    let (run, _) = judge::<Tdpcb>(&options, &input).unwrap();
    assert_eq!(run.verdict, Verdict::Re);
    assert_eq!(run.finished.ended(), "exit status 3");
    assert_eq!(run.finished.stderr, "boom\n");
}

#[test]
fn a_command_that_cannot_start_is_a_usage_error() {
    let args = ["coach", "stress", "tdpcb", "--", "/nonexistent/solution"];
    assert_eq!(
        coach::cli::run(Cli::try_parse_from(args).unwrap()),
        Exit::Usage
    );
}
