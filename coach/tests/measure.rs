//! The benchmarks' measurement, `coach::dev::measure`, on programs whose time, memory and
//! exit status are known: the README's tables rest on it. No test harness: `measure` forks,
//! which wants a process of one thread.

use coach::dev::measure::{measure, measure_exiting};
use std::path::Path;
use std::time::Duration;

fn main() {
    // No harness: the slow tier (`cargo test -- --ignored`) has nothing here.
    if std::env::args().any(|arg| arg == "--ignored") {
        return;
    }
    let dir = tempfile::tempdir().expect("a temporary folder");
    let input = dir.path().join("hello.in");
    std::fs::write(&input, "hello\n").expect("the input is written");

    the_median_of_five_runs_is_the_middle_one(dir.path(), &input);
    the_peak_memory_is_the_programs_own_in_mib(&input);
    the_input_reaches_the_program_and_its_status_is_checked(&input);
    println!("measure: 3 checks passed");
}

/// Five runs that sleep 0.6, 0.05, 0.3, 0.9 and 0.15 s in turn: the median is the 0.3 s
/// one, the third of the five sorted, whichever order they come in. The sleeps are far
/// apart, so that a loaded machine (the other tests) cannot move the median to a neighbour.
fn the_median_of_five_runs_is_the_middle_one(dir: &Path, input: &Path) {
    let runs = dir.join("runs");
    std::fs::write(&runs, "0").expect("the run counter is written");
    let script = format!(
        "n=$(cat {runs}); echo $((n + 1)) > {runs}; \
         case $n in 0) sleep 0.6 ;; 1) sleep 0.05 ;; 2) sleep 0.3 ;; 3) sleep 0.9 ;; \
         *) sleep 0.15 ;; esac",
        runs = runs.display()
    );
    let (median, _) = measure(&["/bin/sh", "-c", &script], input, 5);
    assert!(
        (Duration::from_millis(300)..Duration::from_millis(590)).contains(&median),
        "the median of 0.6, 0.05, 0.3, 0.9 and 0.15 s measured {median:?}"
    );
}

/// A shell holding a 32 MiB string peaks above 32 MiB; `true` stays under 8 MiB.
fn the_peak_memory_is_the_programs_own_in_mib(input: &Path) {
    let (_, small) = measure(&["/bin/true"], input, 1);
    assert!(small > 0.1 && small < 8.0, "`true` peaked at {small} MiB");
    let script = "big=$(head -c 33554432 /dev/zero | tr '\\0' x); [ ${#big} -eq 33554432 ]";
    let (_, big) = measure(&["/bin/sh", "-c", script], input, 2);
    assert!(
        (32.0..1024.0).contains(&big),
        "a 32 MiB string peaked at {big} MiB"
    );
}

/// The input file is the program's standard input, and the status it must exit with is
/// checked, 0 by default, as is a death by a signal: a benchmark of a program that failed
/// would time nothing useful.
fn the_input_reaches_the_program_and_its_status_is_checked(input: &Path) {
    measure(
        &["/bin/sh", "-c", "read line; [ \"$line\" = hello ]"],
        input,
        1,
    );
    measure_exiting(&["/bin/sh", "-c", "exit 3"], input, 1, 3);
    std::panic::set_hook(Box::new(|_| {}));
    let refused = |script: &str| {
        std::panic::catch_unwind(|| measure(&["/bin/sh", "-c", script], input, 1)).is_err()
    };
    let exits_with_3 = refused("exit 3");
    // The tracer sees this signal first, and must pass it on rather than take it for its own.
    let killed_by_sigtrap = refused("kill -TRAP $$; exit 0");
    drop(std::panic::take_hook());
    assert!(
        exits_with_3,
        "a run that exits with 3 was measured as a success"
    );
    assert!(
        killed_by_sigtrap,
        "a run killed by SIGTRAP was measured as a success"
    );
}
