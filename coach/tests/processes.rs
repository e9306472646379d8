//! `coach` as one process among others, run as a user runs it: Ctrl-C leaves nothing
//! behind and loses nothing found, a closed standard output ends the job quietly but never
//! hides a failure, source files are built as the judges build them, a failure at the
//! maximum constraints shrinks within 256 MiB, and an endless input is refused within it.

use std::io::Read;
use std::os::unix::process::CommandExt;
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

/// Waits until at least `count` processes carry the mark of a run of `pid`, and returns them.
/// The wait is long, to fail only where they never come (never on a busy machine).
fn wait_for_marked(pid: u32, count: usize, what: &str) -> Vec<u32> {
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        let marked = marked_by(pid);
        if marked.len() >= count {
            return marked;
        }
        assert!(Instant::now() < deadline, "{what} did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
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

/// Sends `signal` (`-INT`) to coach's process `child`, and waits for it to end: its status
/// and what it wrote to standard error.
fn signalled(child: &mut Child, signal: &str) -> (std::process::ExitStatus, String) {
    let sent = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    ended(child, Duration::from_secs(10))
}

/// Waits for `child` at most `limit`: its status and what it wrote to standard error.
fn ended(child: &mut Child, limit: Duration) -> (std::process::ExitStatus, String) {
    let exit = wait_at_most(child, limit);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (exit, stderr)
}

/// Waits until each of `pids` has died: gone, or a zombie until whoever inherits it reaps
/// it.
fn until_dead(pids: &[u32], after: &str) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while pids.iter().any(|pid| {
        std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .is_ok_and(|stat| !stat.contains(") Z "))
    }) {
        assert!(Instant::now() < deadline, "left behind after {after}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A solution that starts a detached helper in a session of its own, then hangs: Ctrl-C
/// (SIGINT) to coach kills both and every run under way, and coach says how far the search
/// came and exits with 130. SIGTERM likewise, with 143.
#[test]
fn ctrl_c_and_sigterm_leave_no_process_behind() {
    for (signal, status, name) in [("-INT", 130, "Ctrl-C (SIGINT)"), ("-TERM", 143, "SIGTERM")] {
        let hang = "setsid sleep 300 </dev/null >/dev/null 2>&1 & sleep 300";
        let mut child = coach()
            .args([
                "stress",
                "--no-corpus",
                "tdpcb",
                "--time-limit",
                "100",
                "--",
                "sh",
                "-c",
                hang,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let pid = child.id();
        // Both workers' runs and their helpers are up.
        wait_for_marked(pid, 4, "the runs");
        let sent = Command::new("kill")
            .args([signal, &pid.to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let exit = wait_at_most(&mut child, Duration::from_secs(10));
        assert_eq!(exit.code(), Some(status), "after kill {signal}");
        let mut report = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut report)
            .unwrap();
        assert_eq!(
            report,
            format!(
                "tdpcb: interrupted by {name} after 0 cases of 1000, all passed (seed 1): no case.\n"
            )
        );
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(
            marked_by(pid),
            Vec::<u32>::new(),
            "left behind after {signal}"
        );
    }
}

/// The processes whose command line holds `token`, and that are alive (not zombies), but
/// coach's own: coach's command line holds what it runs, and so does a process it forks
/// until that starts another program; a test that waited for one of those would signal coach
/// before it watches for signals, and end it as any program.
fn running_with(token: &str) -> Vec<u32> {
    let coach = env!("CARGO_BIN_EXE_coach").as_bytes();
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|cmdline| {
                String::from_utf8_lossy(&cmdline).contains(token) && !cmdline.starts_with(coach)
            }) && std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .is_ok_and(|stat| !stat.contains(") Z "))
        })
        .collect()
}

/// A solution whose helper leaves the session (`setsid`) and wipes its environment, coach's
/// mark with it, so that neither the process group nor the mark finds it: coach, a child
/// subreaper, is handed the helper when the solution dies and kills it, at a normal end and
/// after SIGINT or SIGTERM alike.
#[test]
fn a_helper_that_detaches_and_wipes_its_mark_never_outlives_coach() {
    for signal in [None, Some("-INT"), Some("-TERM")] {
        // A number no other process has on its command line.
        let token = format!("{}.{}", std::process::id(), signal.map_or(0, str::len) + 7);
        let rest = if signal.is_some() {
            "sleep 300"
        } else {
            "echo 0"
        };
        let script = format!("setsid env -i sleep {token} </dev/null >/dev/null 2>&1 & {rest}");
        let mut child = coach()
            .args(["stress", "--no-corpus", "tdpcb", "--cases", "3"])
            .args([
                "--shrink-tries",
                "3",
                "--time-limit",
                "100",
                "--",
                "sh",
                "-c",
            ])
            .arg(&script)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let status = match signal {
            None => ended(&mut child, Duration::from_secs(60)).0,
            Some(signal) => {
                let deadline = Instant::now() + Duration::from_secs(10);
                while running_with(&token).is_empty() {
                    assert!(Instant::now() < deadline, "the helper did not start");
                    std::thread::sleep(Duration::from_millis(20));
                }
                signalled(&mut child, signal).0
            }
        };
        assert!(!status.success(), "{signal:?}: {status}");
        let left = running_with(&token);
        until_dead(&left, &format!("{signal:?}"));
    }
}

/// coach killed outright (SIGKILL: no handler runs) while its runs hang: its watchdog kills
/// every run's process group, and everything that carries coach's mark.
#[test]
fn coach_killed_outright_leaves_no_run_behind() {
    let mut child = coach()
        .args([
            "stress",
            "--no-corpus",
            "tdpcb",
            "--time-limit",
            "100",
            "--",
        ])
        .args(["sh", "-c", "sleep 300 & sleep 300"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let runs = wait_for_marked(pid, 4, "the runs");
    let (status, _) = signalled(&mut child, "-KILL");
    assert!(!status.success());
    until_dead(&runs, "SIGKILL");
}

/// A build that never ends (a C file that includes a FIFO): SIGTERM to coach ends it with one
/// line and status 143, and leaves no compiler behind; `--build-time-limit` stops it alone.
#[test]
fn a_build_that_hangs_is_stopped_by_a_signal_or_its_limit_and_leaves_no_compiler() {
    let dir = tempfile::tempdir().unwrap();
    let status = Command::new("mkfifo")
        .arg(dir.path().join("never"))
        .status()
        .unwrap();
    assert!(status.success());
    let file = dir.path().join("hangs.c");
    std::fs::write(&file, "#include \"never\"\nint main(void) { return 0; }\n").unwrap();
    let token = file.to_str().unwrap();
    let start = |limit: &str| {
        coach()
            .args([
                "stress",
                "--no-corpus",
                "tdpcb",
                "--build-time-limit",
                limit,
            ])
            .arg(&file)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let mut child = start("100");
    let deadline = Instant::now() + Duration::from_secs(10);
    while running_with(token).len() < 2 {
        assert!(Instant::now() < deadline, "the compiler did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let (status, stderr) = signalled(&mut child, "-TERM");
    assert_eq!(status.code(), Some(143), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("SIGTERM"), "{stderr}");
    until_dead(&running_with(token), "SIGTERM");
    let (status, stderr) = ended(&mut start("0.5"), Duration::from_secs(30));
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("coach: gcc did not finish building") && stderr.contains("within 0.5 s"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    until_dead(&running_with(token), "the time limit");
}

/// A rules file that hangs in `moves`: Ctrl-C to coach ends it with the line that says so
/// and exit 130; coach killed outright (SIGKILL, no handler runs) takes it along too, as
/// the kernel kills it when coach dies.
#[test]
fn a_hanging_rules_file_never_outlives_coach() {
    for signal in ["-INT", "-KILL"] {
        let mut child = coach()
            .args(["experiment", "--n", "0..3", "--time-limit", "600"])
            .arg(fixture("rules/slow.py"))
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let pid = child.id();
        wait_for_marked(pid, 1, "the rules file");
        // Past loading, inside the call that hangs.
        std::thread::sleep(Duration::from_millis(500));
        let rules = marked_by(pid);
        let (exit, stderr) = signalled(&mut child, signal);
        if signal == "-INT" {
            assert_eq!(exit.code(), Some(130), "{stderr}");
            assert_eq!(stderr, "coach: interrupted by Ctrl-C (SIGINT)\n");
        }
        until_dead(&rules, signal);
    }
}

/// Ctrl-C while a duel on a rules file waits for the user's move: coach ends at once with
/// 130 and one line, and the rules file goes with it.
#[test]
fn ctrl_c_ends_a_duel_on_a_rules_file_at_once() {
    let kayles = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/kayles.py");
    let mut child = coach()
        .args(["duel", "--n", "5"])
        .arg(&kayles)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdout = child.stdout.take().unwrap();
    // The first prompt: the game is solved and coach waits for a move.
    let mut seen = Vec::new();
    let mut buffer = [0; 4096];
    while !String::from_utf8_lossy(&seen).contains("Your move") {
        let read = stdout.read(&mut buffer).unwrap();
        assert!(read > 0, "{}", String::from_utf8_lossy(&seen));
        seen.extend_from_slice(&buffer[..read]);
    }
    let rules = marked_by(pid);
    assert_eq!(
        rules.len(),
        1,
        "the rules file runs while the duel is played"
    );
    let (exit, stderr) = signalled(&mut child, "-INT");
    assert_eq!(exit.code(), Some(130), "{stderr}");
    assert_eq!(stderr, "coach: interrupted by Ctrl-C (SIGINT)\n");
    until_dead(&rules, "Ctrl-C");
}

/// A row of 2000 blue cells, and a solution that takes a fifth of a second and is wrong
/// only past 1000 columns (on one blue row, Takahashi wins when the number of moves is
/// odd): shrinking takes tens of runs, seconds.
fn slow_to_shrink(dir: &Path) -> (PathBuf, &'static str) {
    let input = dir.join("wide.in");
    let grid = format!("1 2000\n{}\n", "+".repeat(2000));
    std::fs::write(&input, grid).unwrap();
    let solution = "read h w; sleep 0.2; if [ $w -gt 1000 ]; then echo Nobody; \
                    elif [ $((w % 2)) = 0 ]; then echo Takahashi; else echo Draw; fi";
    (input, solution)
}

/// Ctrl-C while shrinking, sent to coach's process group as a terminal sends it: the report
/// of the smallest failing input so far, marked as interrupted, with the command that goes
/// on from it; that input saved; exit 130; nothing left running.
#[test]
fn ctrl_c_while_shrinking_reports_and_saves_the_best_input_so_far() {
    let dir = tempfile::tempdir().unwrap();
    let (input, solution) = slow_to_shrink(dir.path());
    let saved = dir.path().join("saved");
    let mut child = coach()
        .args(["stress", "--no-corpus", "abc201d", "--from"])
        .arg(&input)
        .arg("--save")
        .arg(&saved)
        .args(["--", "sh", "-c", solution])
        .process_group(0)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    std::thread::sleep(Duration::from_millis(1500));
    let sent = Command::new("kill")
        .args(["-s", "INT", "--", &format!("-{pid}")])
        .status()
        .unwrap();
    assert!(sent.success());
    let exit = wait_at_most(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(130));
    let mut report = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut report)
        .unwrap();
    assert!(
        report.starts_with(&format!(
            "abc201d: WA on {}; shrunk from 2,",
            input.display()
        )) || report.starts_with(&format!(
            "abc201d: WA on {}; shrunk from 2",
            input.display()
        )),
        "{report}"
    );
    assert!(
        report.contains(", INTERRUPTED by Ctrl-C (SIGINT) after "),
        "{report}"
    );
    let kept = saved.join("wide.in");
    assert!(
        report.contains(&format!("\nSaved {} and its .out.\n", kept.display())),
        "{report}"
    );
    assert!(
        report.contains(&format!(
            "To go on shrinking from there: coach stress abc201d --from {} --save {} -- sh -c \
             '{solution}'\n",
            kept.display(),
            saved.display()
        )),
        "{report}"
    );
    let smaller = std::fs::read_to_string(&kept).unwrap();
    assert!(1008 < smaller.len() && smaller.len() < 2008, "{smaller}");
    assert!(
        report.contains(&format!("--- input\n{smaller}")),
        "{report}"
    );
    assert_eq!(marked_by(pid), Vec::<u32>::new());
}

/// A second Ctrl-C ends coach at once, here while its report waits on a reader that does
/// not read.
#[test]
fn a_second_ctrl_c_ends_coach_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("max.in");
    let grid = format!(
        "2000 2000\n{}",
        format!("{}\n", "+".repeat(2000)).repeat(2000)
    );
    std::fs::write(&input, grid).unwrap();
    let mut child = coach()
        .args(["stress", "--no-corpus", "abc201d", "--json", "--from"])
        .arg(&input)
        .args(["--", "sh", "-c", "cat > /dev/null; echo Nobody"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id().to_string();
    std::thread::sleep(Duration::from_millis(1500));
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    // The report, with the 4 MB input twice, fills the pipe: coach waits on it.
    std::thread::sleep(Duration::from_millis(1000));
    assert!(
        child.try_wait().unwrap().is_none(),
        "the report is stuck on the pipe"
    );
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    let exit = wait_at_most(&mut child, Duration::from_secs(5));
    assert_eq!(exit.code(), Some(130));
}

/// The text report names the saved cases, a line each, set apart from the run above and
/// the why below by one blank line.
#[test]
fn the_text_report_says_where_the_failure_was_saved() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved");
    let stress = |save: bool| {
        let mut command = coach();
        command.args(["stress", "--no-corpus", "tdpcb", "--cases", "5"]);
        if save {
            command.arg("--save").arg(&saved);
        }
        let output = command.args(["--", "sh", "-c", "echo 0"]).output().unwrap();
        assert_eq!(output.status.code(), Some(3));
        String::from_utf8(output.stdout).unwrap()
    };
    let report = stress(true);
    let lines = format!(
        "   1| 0\n\nSaved {0}/tdpcb-sh-1-1-original.in and its .out.\n\
         Saved {0}/tdpcb-sh-1-1.in and its .out.\n\n--- why: ",
        saved.display()
    );
    assert!(report.contains(&lines), "{report}");
    let report = stress(false);
    assert!(report.contains("   1| 0\n\n--- why: "), "{report}");
}

/// A reader that stops early (`| head`, `| true`) ends the job quietly: nothing on stderr,
/// and the status of the job's verdict: 0 for work done, 1 for a failure found.
#[test]
fn a_closed_standard_output_ends_the_job_quietly_with_its_verdict() {
    let commands: [(&[&str], i32); 4] = [
        (&["gen", "abc201d", "--size", "max"], 0),
        (
            &["stress", "--no-corpus", "tdpcb", "--cases", "20", "TDPC_DP"],
            0,
        ),
        (
            &[
                "stress",
                "--no-corpus",
                "tdpcb",
                "--cases",
                "20",
                "--",
                "sh",
                "-c",
                "echo 0",
            ],
            3,
        ),
        (&["duel", "abc201d", "--seed", "1", "--size", "max"], 0),
    ];
    let correct = fixture("tdpcb_dp.rs").display().to_string();
    let cache = tempfile::tempdir().unwrap();
    for (args, code) in commands {
        let args = args.iter().map(|&arg| {
            if arg == "TDPC_DP" {
                correct.as_str()
            } else {
                arg
            }
        });
        let mut child = coach()
            .env("XDG_CACHE_HOME", cache.path())
            .args(args.clone())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let (status, stderr) = ended(&mut child, Duration::from_secs(60));
        let args: Vec<&str> = args.collect();
        assert_eq!(status.code(), Some(code), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}");
    }
}

/// Endless input (`yes 1 | coach play tdpcb`) and an oversized file are refused in one line
/// that names the bound, within a 256 MiB address space.
#[test]
fn endless_or_oversized_input_is_refused_in_one_line_within_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let capped = |script: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v 262144 && {script}"))
            .arg("sh")
            .arg(env!("CARGO_BIN_EXE_coach"))
            .output()
            .unwrap()
    };
    let bound = "holds more than 8 MiB, more than any input of these problems\n";
    let endless = capped("yes 1 | \"$1\" play tdpcb");
    assert_eq!(endless.status.code(), Some(1), "{endless:?}");
    assert_eq!(
        String::from_utf8_lossy(&endless.stderr),
        format!("coach: standard input {bound}")
    );
    let big = dir.path().join("big.in");
    std::fs::write(&big, "1 ".repeat(5 << 20)).unwrap();
    let file = capped(&format!("\"$1\" play tdpcb {}", big.display()));
    assert_eq!(file.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&file.stderr),
        format!("coach: {} {bound}", big.display())
    );
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/cases/tdpcb/sample-1.in");
    let line = capped(&format!(
        "\"$1\" review tdpcb {} --line @{}",
        sample.display(),
        big.display()
    ));
    assert_eq!(line.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&line.stderr),
        format!("coach: {} {bound}", big.display())
    );
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
            .args([
                "stress",
                "--no-corpus",
                "tdpcb",
                "--cases",
                "50",
                "--max-size",
                "small",
            ])
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
        .args([
            "stress",
            "--no-corpus",
            "tdpcb",
            "--cases",
            "200",
            "--shrink-tries",
            "5",
        ])
        .arg(fixture("tdpcb_greedy.py"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3), "{output:?}");
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
            .args(["stress", "--no-corpus", "tdpcb", "--cases", "20"])
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
        .args(["stress", "--no-corpus", "tdpcb"])
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
        .args(["stress", "--no-corpus", problem, "--json"])
        .arg(fixture(solution))
        .env("XDG_CACHE_HOME", cache.path())
        .output()
        .unwrap();
    let report: serde_json::Value =
        serde_json::from_slice(&output.stdout).unwrap_or_else(|_| panic!("{output:?}"));
    assert_eq!(output.status.code(), Some(3), "{report}");
    assert_eq!(
        report["failure"]["shrink"]["stopped"], "minimal",
        "{report}"
    );
    (report, start.elapsed())
}

/// A failure found on a 2000 x 2000 grid shrinks to the smallest failing input, a 1 x 1001
/// grid, with coach's address space capped at 256 MiB.
#[test]
#[ignore = "slow tier: a measurement, a 2000 x 2000 grid shrunk under a cap, about 6 s"]
fn a_maximum_size_failure_shrinks_within_256_mib() {
    let (report, _) = stress_capped("abc201d", "abc201d_first_1000_columns.c");
    let shrunk = report["failure"]["shrunk"].as_str().unwrap();
    assert!(shrunk.starts_with("1 1001\n"), "{shrunk}");
}

/// Seen on a terminal, the progress bar shows the cases, then the shrinking phase: the
/// verdict, the size, the steps and the runs.
#[test]
fn the_progress_bar_shows_the_cases_and_then_the_shrinking() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pty_eof.py");
    let output = Command::new("python3")
        .arg(script)
        .args([
            "",
            env!("CARGO_BIN_EXE_coach"),
            "stress",
            "--no-corpus",
            // Small inputs and a short shrink: the whole run ends well within the 5 s the
            // terminal script waits, even on a busy machine.
            "--max-size",
            "small",
            "--shrink-tries",
            "30",
            "tdpcb",
            "--",
        ])
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
    assert!(seen.contains("WA; shrinking: "), "{seen}");
    assert!(seen.contains(" steps taken, "), "{seen}");
    assert!(seen.ends_with("exit 3\n"), "{seen}");
}

/// `coach judge` stops a program whose game is decided at once, with the helper it started,
/// and Ctrl-C ends a game under way: nothing outlives coach, on either path.
#[test]
fn a_judged_program_and_its_helpers_never_outlive_coach() {
    let rules = fixture("judge/subtraction.py");
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("4.in");
    std::fs::write(&input, "4\n").unwrap();
    // It names no side, then hangs, beside a helper.
    let faulty = "sleep 300.25 & read n; echo Frist; sleep 300.25";
    let output = coach()
        .args(["judge", "--no-corpus", "--from"])
        .arg(&input)
        .arg(&rules)
        .args(["--time-limit", "100", "--", "sh", "-c", faulty])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&output.stdout).contains("PE"));
    until_dead(&running_with("300.25"), "a decided game");
    // It hangs before its side; Ctrl-C ends the game and coach with it.
    let hang = "sleep 300.5 & sleep 300.5";
    let mut child = coach()
        .args(["judge", "--no-corpus"])
        .arg(&rules)
        .args(["--time-limit", "100", "--", "sh", "-c", hang])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    // A game is under way: its program and its helper are up (the rules file's start,
    // through a shim, may be many processes).
    let deadline = Instant::now() + Duration::from_secs(120);
    while running_with("300.5").len() < 2 {
        assert!(Instant::now() < deadline, "the game did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let sent = Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let exit = wait_at_most(&mut child, Duration::from_secs(10));
    assert_eq!(exit.code(), Some(130), "{exit:?}");
    until_dead(&running_with("300.5"), "Ctrl-C");
    assert_eq!(marked_by(pid), Vec::<u32>::new());
}
