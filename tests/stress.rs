//! `coach stress` against the crate's own binaries, as a learner would run it on them: no
//! false alarm. 1,000 medium cases each, and 100 up to the maximum (five of them random at
//! the maximum size, five of the problem's boundary shapes). (coach's stress against the
//! classic wrong solutions is checked from the inside: `coach/src/suites/stress.rs`.)

mod common;

use clap::Parser;
use coach::Exit;
use coach::cli::Cli;
use coach::problems::Name;
use common::binary_path;
use serde_json::Value;

/// `coach stress NAME` against the crate's binary for it, `cases` cases up to `max_size`:
/// every case passes.
fn passes(name: Name, cases: usize, max_size: &str) {
    let binary = binary_path(name.binary()).display().to_string();
    let cases = cases.to_string();
    let args = [
        "coach",
        "stress",
        name.binary(),
        "--cases",
        &cases,
        "--max-size",
        max_size,
        "--no-corpus",
        "--json",
        "--",
        &binary,
    ];
    let mut out = Vec::new();
    let status = coach::cli::run(
        Cli::try_parse_from(args).expect("valid arguments"),
        &mut out,
    );
    let report: Value = serde_json::from_slice(&out).expect("one JSON object");
    assert_eq!(
        status,
        Exit::Success,
        "false alarm on {}: {report}",
        name.binary()
    );
    assert_eq!(
        report["cases_run"],
        cases.parse::<u64>().unwrap(),
        "{report}"
    );
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn the_crates_binaries_pass_1000_medium_cases_each() {
    for &name in Name::ALL {
        passes(name, 1000, "medium");
    }
}

#[test]
fn the_crates_binaries_pass_100_cases_up_to_the_maximum_each() {
    for &name in Name::ALL {
        passes(name, 100, "max");
    }
}
