//! coach never changes the process's panic hook: parsing bad input, on any number of threads,
//! returns a message and leaves another thread's panic to be reported as usual.

use crate::problems::{Coached, Name, Task};
use std::process::Command;

const SCENARIO: &str = "COACH_PANIC_HOOK_SCENARIO";
const MARKER: &str = "a panic that must reach standard error";

/// Parses bad inputs of the problem: every one must be rejected with a message.
struct ParseBad;

impl Task for ParseBad {
    type Output = ();

    fn run<P: Coached>(self) {
        for bad in ["", "x", "1 1\n\u{feff}", "-3 2"] {
            assert!(P::parse(bad).is_err(), "{} accepts {bad:?}", P::NAME);
        }
    }
}

/// Run in a child process (see below): one thread panics while another parses bad input.
fn scenario() {
    std::thread::scope(|scope| {
        let parser = scope.spawn(|| {
            for _ in 0..500 {
                for &name in Name::ALL {
                    name.run(ParseBad);
                }
            }
        });
        let panicking = scope.spawn(|| panic!("{MARKER}"));
        assert!(panicking.join().is_err());
        parser.join().expect("parsing bad input never panics");
    });
}

#[test]
fn a_panic_on_one_thread_reaches_stderr_while_another_parses_bad_input() {
    if std::env::var_os(SCENARIO).is_some() {
        scenario();
        return;
    }
    // The scenario runs in a fresh copy of this test binary, whose standard error is read.
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "suites::panic_hook::a_panic_on_one_thread_reaches_stderr_while_another_parses_bad_input",
            "--nocapture",
        ])
        .env(SCENARIO, "1")
        .output()
        .expect("the test binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stderr.contains(MARKER),
        "the panic's message is missing from stderr:\n{stderr}"
    );
}
