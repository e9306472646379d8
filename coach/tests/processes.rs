//! `coach` as one process among others, run as a user runs it: Ctrl-C leaves nothing
//! behind, a closed standard output ends the job quietly, source files are built as the
//! judges build them, and a failure at the maximum constraints shrinks within 256 MiB.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn coach() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_coach"));
    command.env("RUST_BACKTRACE", "1");
    command
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// The processes that carry the mark of a run of the coach process `pid`.
fn marked_by(pid: u32) -> Vec<u32> {
    let mark = format!("COACH_RUN={pid}.");
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|environ| {
                environ
                    .split(|&byte| byte == 0)
                    .any(|entry| entry.starts_with(mark.as_bytes()))
            })
        })
        .collect()
}

/// Waits for `child` at most `limit`; kills it past that.
fn wait_at_most(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("coach did not end within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A solution that starts a detached helper in a session of its own, then hangs: Ctrl-C
/// (SIGINT) to coach kills both and every run under way, and coach exits with 130. SIGTERM
/// likewise, with 143.
#[test]
fn ctrl_c_and_sigterm_leave_no_process_behind() {
    for (signal, status) in [("-INT", 130), ("-TERM", 143)] {
        let hang = "setsid sleep 300 </dev/null >/dev/null 2>&1 & sleep 300";
        let mut child = coach()
            .args([
                "stress",
                "tdpcb",
                "--time-limit",
                "100",
                "--",
                "sh",
                "-c",
                hang,
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let pid = child.id();
        // Both workers' runs and their helpers are up.
        let deadline = Instant::now() + Duration::from_secs(10);
        while marked_by(pid).len() < 4 {
            assert!(Instant::now() < deadline, "the runs did not start");
            std::thread::sleep(Duration::from_millis(20));
        }
        let sent = Command::new("kill")
            .args([signal, &pid.to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let exit = wait_at_most(&mut child, Duration::from_secs(10));
        assert_eq!(exit.code(), Some(status), "after kill {signal}");
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(
            marked_by(pid),
            Vec::<u32>::new(),
            "left behind after {signal}"
        );
    }
}

/// The text report names the saved cases, a line each, set apart from the run above and
/// the why below by one blank line.
#[test]
fn the_text_report_says_where_the_failure_was_saved() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved");
    let stress = |save: bool| {
        let mut command = coach();
        command.args(["stress", "tdpcb", "--cases", "5"]);
        if save {
            command.arg("--save").arg(&saved);
        }
        let output = command.args(["--", "sh", "-c", "echo 0"]).output().unwrap();
        assert_eq!(output.status.code(), Some(1));
        String::from_utf8(output.stdout).unwrap()
    };
    let report = stress(true);
    let lines = format!(
        "   1| 0\n\nSaved {0}/tdpcb-1-1-original.in and its .out.\n\
         Saved {0}/tdpcb-1-1.in and its .out.\n\n--- why: ",
        saved.display()
    );
    assert!(report.contains(&lines), "{report}");
    let report = stress(false);
    assert!(report.contains("   1| 0\n\n--- why: "), "{report}");
}

/// A reader that stops early (`| head`) ends the job: exit 0 and nothing on stderr.
#[test]
fn a_closed_standard_output_ends_the_job_quietly() {
    let commands: [&[&str]; 3] = [
        &["gen", "abc201d", "--size", "max"],
        &[
            "stress", "tdpcb", "--cases", "20", "--", "sh", "-c", "echo 0",
        ],
        &["duel", "abc201d", "--seed", "1", "--size", "max"],
    ];
    for args in commands {
        let mut child = coach()
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let status = wait_at_most(&mut child, Duration::from_secs(60));
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert_eq!(status.code(), Some(0), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
    }
}

/// A source file is built as the judges build it, once: the build is cached by content.
#[test]
fn a_source_file_is_built_once_and_stressed() {
    let cache = tempfile::tempdir().unwrap();
    // Right up to 150 objects, which --max-size small never passes.
    let solution = fixture("tdpcb_slow_past_150.c");
    for _ in 0..2 {
        let output = coach()
            .env("XDG_CACHE_HOME", cache.path())
            .args(["stress", "tdpcb", "--cases", "50", "--max-size", "small"])
            .arg(&solution)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        assert!(stdout.starts_with("tdpcb: all 50 cases passed"), "{stdout}");
    }
    let builds = std::fs::read_dir(cache.path().join("game-dp/builds"))
        .unwrap()
        .count();
    assert_eq!(builds, 1);
    // A Python file runs as it is.
    let output = coach()
        .args(["stress", "tdpcb", "--cases", "200"])
        .arg(fixture("tdpcb_greedy.py"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1), "{output:?}");
}

/// A .rs file is built with rustc, a .c file is linked with libm, and an empty
/// XDG_CACHE_HOME means the default cache, under HOME.
#[test]
fn rust_and_c_files_are_built_as_the_judges_build_them() {
    let home = tempfile::tempdir().unwrap();
    for fixture_name in ["tdpcb_dp.rs", "tdpcb_dp_libm.c"] {
        let output = coach()
            .env("XDG_CACHE_HOME", "")
            .env("HOME", home.path())
            .args(["stress", "tdpcb", "--cases", "20"])
            .arg(fixture(fixture_name))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{fixture_name}: {output:?}");
        assert!(stdout.starts_with("tdpcb: all 20 cases passed"), "{stdout}");
    }
    let builds = std::fs::read_dir(home.path().join(".cache/game-dp/builds"))
        .unwrap()
        .count();
    assert_eq!(builds, 2);
}

/// A file that does not compile is a setup error (2), with the compiler's own message.
#[test]
fn a_compile_error_is_reported_with_the_compilers_message() {
    let cache = tempfile::tempdir().unwrap();
    let source = cache.path().join("broken.c");
    std::fs::write(&source, "int main(void) { return undeclared; }\n").unwrap();
    let output = coach()
        .env("XDG_CACHE_HOME", cache.path())
        .args(["stress", "tdpcb"])
        .arg(&source)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("gcc -std=gnu11 -O2 rejects"), "{stderr}");
    assert!(stderr.contains("undeclared"), "{stderr}");
}

/// `coach stress --max-size max --json` against `solution`, in an address space capped at
/// 256 MiB; the report and the time it took.
fn stress_capped(problem: &str, solution: &str) -> (serde_json::Value, Duration) {
    let cache = tempfile::tempdir().unwrap();
    let start = Instant::now();
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 262144 && exec \"$@\"")
        .arg("sh")
        .arg(env!("CARGO_BIN_EXE_coach"))
        .args([
            "stress",
            problem,
            "--max-size",
            "max",
            "--shrink-time",
            "60",
            "--json",
        ])
        .arg(fixture(solution))
        .env("XDG_CACHE_HOME", cache.path())
        .output()
        .unwrap();
    let report: serde_json::Value =
        serde_json::from_slice(&output.stdout).unwrap_or_else(|_| panic!("{output:?}"));
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert_eq!(
        report["failure"]["shrink"]["stopped"], "minimal",
        "{report}"
    );
    (report, start.elapsed())
}

/// Failures found at the maximum constraints (a 2000 x 2000 grid, 1000 + 1000 objects, a
/// 100 x 100 grid) shrink to 1-minimal inputs within 60 s each, with coach's address space
/// capped at 256 MiB. The first two reach the smallest failing input: a 1 x 1001 grid, and
/// 128 + 1 objects.
#[test]
fn maximum_size_failures_shrink_within_256_mib_and_60_s() {
    let runs = [
        ("abc201d", "abc201d_first_1000_columns.c", "1 1001\n"),
        ("tdpcb", "tdpcb_int8_lengths.c", ""),
        ("arc038b", "arc038b_64_columns.c", ""),
    ];
    std::thread::scope(|scope| {
        for (problem, solution, start) in runs {
            scope.spawn(move || {
                let (report, elapsed) = stress_capped(problem, solution);
                let shrunk = report["failure"]["shrunk"].as_str().unwrap();
                assert!(shrunk.starts_with(start), "{problem}: {shrunk}");
                assert!(elapsed < Duration::from_secs(90), "{problem}: {elapsed:?}");
            });
        }
    });
}

/// Seen on a terminal, the progress bar shows the cases, then the shrinking phase: the
/// verdict, the size, the steps and the runs.
#[test]
fn the_progress_bar_shows_the_cases_and_then_the_shrinking() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pty_eof.py");
    let output = Command::new("python3")
        .arg(script)
        .args(["", env!("CARGO_BIN_EXE_coach"), "stress", "tdpcb", "--"])
        .args(["/usr/bin/python3", "-S"])
        .arg(fixture("tdpcb_greedy.py"))
        .output()
        .unwrap();
    let seen = String::from_utf8_lossy(&output.stdout);
    assert!(seen.contains(" cases, "), "{seen}");
    // Cases per second: this fixture runs in milliseconds, so tens or hundreds of them.
    let fastest = seen
        .split(" per second")
        .filter_map(|before| before.rsplit(' ').next()?.parse::<u64>().ok())
        .max();
    assert!(fastest.is_some_and(|rate| rate >= 5), "{seen}");
    assert!(seen.contains("WA on case 10; shrinking: "), "{seen}");
    assert!(seen.contains(" steps taken, "), "{seen}");
    assert!(seen.ends_with("exit 1\n"), "{seen}");
}
