//! The attacks first tried on `stress` of a problem (tests/attack.rs, processes.rs,
//! interrupt.rs), tried on each command that runs a rules file: `judge`, a rules file's
//! `stress`, `gen --draws`, `experiment` and `play --html`. One game serves them all (a pile,
//! take 1, 3 or 4, with the judge's protocol), its rules file written for each attack with the
//! fault in the function attacked. Each attack is one test, which runs it on every command it
//! applies to and names the command in each failure; the closing notes count the runs. The
//! slow tier (`cargo test -- --ignored`, which CI runs) holds the three that wait on time
//! limits and on processes to die.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The commands attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmd {
    Judge,
    Stress,
    Gen,
    Experiment,
    Html,
}

const EVERY: [Cmd; 5] = [
    Cmd::Judge,
    Cmd::Stress,
    Cmd::Gen,
    Cmd::Experiment,
    Cmd::Html,
];

/// The commands that run a learner's program: they find failures, keep them and shrink them.
const PLAYING: [Cmd; 2] = [Cmd::Judge, Cmd::Stress];

impl Cmd {
    /// Whether it runs a learner's program ([`PLAYING`]).
    fn plays(self) -> bool {
        PLAYING.contains(&self)
    }

    /// Its arguments in a folder made by [`folder`], with `extra` before the program.
    fn args(self, extra: &[&str]) -> Vec<String> {
        let mut args: Vec<&str> = match self {
            Cmd::Judge => vec!["judge", "r.py", "--cases", "20", "--shrink-tries", "2"],
            Cmd::Stress => vec!["stress", "r.py", "--cases", "20", "--shrink-tries", "2"],
            Cmd::Gen => vec!["gen", "r.py", "--draws", "kept.draws"],
            Cmd::Experiment => vec!["experiment", "r.py", "--n", "0..12"],
            Cmd::Html => vec!["play", "r.py", "pile.in", "--html", "page.html"],
        };
        args.extend(extra);
        match self {
            // One worker: a second would start the rules file and the program twice over.
            Cmd::Judge => args.extend(["--jobs", "1", "wrong_side.py"]),
            Cmd::Stress => args.extend(["--jobs", "1", "side.py"]),
            _ => {}
        }
        args.into_iter().map(str::to_string).collect()
    }

    /// `--no-corpus`, for the commands that remember what fails.
    fn corpus(self) -> &'static [&'static str] {
        if self.plays() { &["--no-corpus"] } else { &[] }
    }

    /// `--save saved`, for the commands that save what fails.
    fn saving(self) -> &'static [&'static str] {
        if self.plays() {
            &["--save", "saved"]
        } else {
            &[]
        }
    }

    /// The option that sets how long one request to the rules file may take.
    fn rules_limit(self) -> &'static str {
        match self {
            Cmd::Judge | Cmd::Stress | Cmd::Gen => "--rules-time-limit",
            Cmd::Experiment | Cmd::Html => "--time-limit",
        }
    }

    /// The functions of the rules file it calls.
    fn calls(self) -> &'static [&'static str] {
        match self {
            Cmd::Judge => &[
                "generate", "parse", "moves", "choose", "read", "write", "end",
            ],
            Cmd::Stress => &["generate", "parse", "moves", "show"],
            Cmd::Gen => &["generate", "parse"],
            Cmd::Experiment => &["start", "moves"],
            Cmd::Html => &["parse", "moves", "show"],
        }
    }

    /// Its status where nothing is attacked: the program is wrong, the rest succeed.
    fn clean_status(self) -> i32 {
        if self.plays() { 3 } else { 0 }
    }
}

/// The game: one pile of stones, a move takes 1, 3 or 4 of them, who cannot move loses; with
/// the judge's protocol. `fault(name)` runs `ACTION` in the function named `FAULT`.
const RULES: &str = r#"import os, sys, time
FAULT = "{function}"
TAKES = (1, 3, 4)


def fault(name):
    if name == FAULT:
        {action}


def start(n):
    fault("start")
    return n


def moves(n):
    fault("moves")
    return [(str(take), n - take) for take in TAKES if take <= n]


def generate(draw, size):
    fault("generate")
    return f"{draw(1, 12)}\n"


def parse(text):
    fault("parse")
    return [int(text.split()[0])]


def show(n):
    fault("show")
    return "o" * n


def choose(line):
    fault("choose")
    return line.strip().lower()


def read(n, line):
    fault("read")
    return line.strip()


def write(n, name):
    fault("write")
    return name


def end(n, winner):
    fault("end")
    return "0" if winner == "program" else None
"#;

/// A program that names the side that wins for a pile of at most 6, and the other past it.
const WRONG_SIDE: &str = r#"import sys
n = int(sys.stdin.readline())
mine = n % 7 not in (0, 2) if n < 7 else n % 7 in (0, 2)
print("First" if mine else "Second", flush=True)
while n > 0:
    if mine:
        take = next((t for t in (1, 3, 4) if t <= n and (n - t) % 7 in (0, 2)), 1)
        print(take, flush=True)
    else:
        take = int(sys.stdin.readline())
    n -= take
    mine = not mine
"#;

/// The same, as `stress` runs it: the side alone.
const SIDE: &str = r#"n = int(input())
print("First" if (n % 7 not in (0, 2) if n < 7 else n % 7 in (0, 2)) else "Second")
"#;

/// A folder with the rules file (`fault` run in `function`), the program, a pile of 9 and the
/// draws of a pile of 8.
fn folder(function: &str, action: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let rules = RULES
        .replace("{function}", function)
        .replace("{action}", action);
    std::fs::write(dir.path().join("r.py"), rules).unwrap();
    std::fs::write(dir.path().join("wrong_side.py"), WRONG_SIDE).unwrap();
    std::fs::write(dir.path().join("side.py"), SIDE).unwrap();
    std::fs::write(dir.path().join("pile.in"), "9\n").unwrap();
    std::fs::write(
        dir.path().join("kept.draws"),
        r#"{"size": "small", "draws": [7]}"#,
    )
    .unwrap();
    dir
}

fn coach(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_coach"));
    command
        .current_dir(dir)
        .env("RUST_BACKTRACE", "1")
        .env_remove("COACH_CORPUS")
        .stdin(Stdio::null());
    command
}

fn run(dir: &Path, cmd: Cmd, extra: &[&str]) -> Output {
    coach(dir).args(cmd.args(extra)).output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A report without the time it took (`0.5 s in all`), the one thing in it time decides.
fn timeless(report: &str) -> String {
    report
        .split(" s in all")
        .map(|part| part.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .collect::<Vec<_>>()
        .join("s in all")
}

/// Every file and folder under `dir`, as paths from it, sorted.
fn tree(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(at) = todo.pop() {
        for entry in std::fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() && !path.is_symlink() {
                todo.push(path.clone());
            }
            found.push(path.strip_prefix(dir).unwrap().to_path_buf());
        }
    }
    found.sort();
    found
}

/// The temporary files coach left under `dir` (each file is written to `.coach-*`, then moved
/// onto its name).
fn temporaries(dir: &Path) -> Vec<PathBuf> {
    tree(dir)
        .into_iter()
        .filter(|path| path.to_string_lossy().contains(".coach-"))
        .collect()
}

/// The commands whose rules file faults in each function they call: `raise` and a loop past
/// the time limit are the file's fault in one line, exit 1, naming what it raised or the
/// option that gives it longer; a fault in `show` is said where the drawing goes. Reading
/// standard input reads nothing, and what the file prints goes to standard error: neither
/// changes what coach says nor its status.
#[test]
#[ignore = "slow: 72 runs of coach, a quarter of them waiting out a time limit; CI runs it"]
fn a_rules_file_that_raises_loops_reads_or_prints_in_any_function_is_told_apart() {
    // Each command's clean run, then each function attacked on a thread of its own: most of
    // the time is spent waiting out the limit.
    let clean: Vec<Output> = std::thread::scope(|scope| {
        let each: Vec<_> = EVERY
            .map(|cmd| scope.spawn(move || run(folder("none", "pass").path(), cmd, cmd.corpus())))
            .into_iter()
            .collect();
        each.into_iter()
            .map(|clean| clean.join().unwrap())
            .collect()
    });
    let runs: usize = std::thread::scope(|scope| {
        let mut each = Vec::new();
        for (cmd, expected) in EVERY.into_iter().zip(&clean) {
            assert_eq!(expected.status.code(), Some(cmd.clean_status()), "{cmd:?}");
            for &function in cmd.calls() {
                each.push(scope.spawn(move || faults_told_apart(cmd, function, expected)));
            }
        }
        each.into_iter().map(|runs| runs.join().unwrap()).sum()
    });
    assert_eq!(runs, 72);
}

/// The attacks of the test above on `function` in `cmd`, whose clean run is `expected`: how
/// many runs.
fn faults_told_apart(cmd: Cmd, function: &str, expected: &Output) -> usize {
    let mut runs = 0;
    let corpus = cmd.corpus();
    // The limit a loop runs into: long enough for the file to load on a busy machine (the
    // limit holds for loading too); the other faults have the default. The loop waits rather
    // than spins: to coach a function that never returns is one either way, and 18 loops
    // spinning at once on two cores starved the files still loading past 3 s (seen with both
    // tiers in one run, 2026-12-07).
    let limited = [&[cmd.rules_limit(), "5"][..], corpus].concat();
    for (action, fault) in [
        ("raise ValueError('broken on purpose')", "raise"),
        ("while True: time.sleep(1)", "loop"),
        ("sys.stdin.read()", "stdin"),
        ("print('chatter from', name)", "print"),
    ] {
        runs += 1;
        let dir = folder(function, action);
        let output = run(
            dir.path(),
            cmd,
            if fault == "loop" { &limited } else { corpus },
        );
        let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
        let page = std::fs::read_to_string(dir.path().join("page.html")).unwrap_or_default();
        let case = format!("{cmd:?}, {fault} in {function}: {stdout} {stderr}");
        let said = match fault {
            "raise" => "broken on purpose",
            _ => "no answer within 5 s",
        };
        match fault {
            "raise" | "loop" if function == "show" => {
                assert_eq!(output.status.code(), Some(cmd.clean_status()), "{case}");
                assert!(
                    stdout.contains("show failed") && stdout.contains(said)
                        || page.contains("show failed") && page.contains(said),
                    "{case}"
                );
                // A drawing past the limit is asked no more: each would wait as long
                // (a report waited out the limit at every position of its line).
                let asked_again = !stdout.contains("show not asked: it took longer")
                    && !page.contains("show not asked: it took longer");
                assert_eq!(asked_again, fault == "raise", "{case}");
            }
            "raise" | "loop" => {
                assert_eq!(output.status.code(), Some(1), "{case}");
                assert_eq!(stderr.lines().count(), 1, "{case}");
                assert!(stderr.contains(said), "{case}");
                if fault == "loop" {
                    assert!(
                        stderr.contains(&format!("give a longer {}", cmd.rules_limit())),
                        "{case}"
                    );
                }
            }
            _ => {
                assert_eq!(output.status, expected.status, "{case}");
                assert_eq!(
                    timeless(&stdout),
                    timeless(&text(&expected.stdout)),
                    "{case}"
                );
                assert_eq!(stderr.contains("chatter from"), fault == "print", "{case}");
            }
        }
    }
    runs
}

/// A link planted where coach writes, to a file or a folder of someone else's: `.coach` a
/// link to another folder, each name a failure is kept under (learned from a first run) a
/// link to another file, the page's name a link to another file (replaced by the page). Nothing
/// is written through any of them, in any command; those that write nothing write nothing.
#[test]
fn a_planted_link_is_never_written_through_by_any_command() {
    on_each(&EVERY, |cmd| {
        let dir = folder("none", "pass");
        let save = cmd.saving();
        // The names a failure takes, from a first run.
        run(dir.path(), cmd, save);
        let named: Vec<PathBuf> = tree(dir.path())
            .into_iter()
            .filter(|path| {
                let kept = path.starts_with(".coach") || path.starts_with("saved");
                kept && dir.path().join(path).is_file() || path.as_os_str() == "page.html"
            })
            .collect();
        for path in &named {
            std::fs::remove_file(dir.path().join(path)).unwrap();
        }
        if dir.path().join(".coach").exists() {
            std::fs::remove_dir_all(dir.path().join(".coach")).unwrap();
        }
        let victim = tempfile::tempdir().unwrap();
        let precious = victim.path().join("precious");
        std::fs::write(&precious, "precious\n").unwrap();
        std::os::unix::fs::symlink(victim.path(), dir.path().join(".coach")).unwrap();
        for path in named.iter().filter(|path| !path.starts_with(".coach")) {
            std::os::unix::fs::symlink(&precious, dir.path().join(path)).unwrap();
        }
        let before = tree(dir.path());
        let output = run(dir.path(), cmd, save);
        let stderr = text(&output.stderr);
        assert_eq!(
            tree(victim.path()),
            [PathBuf::from("precious")],
            "{cmd:?}: {stderr}"
        );
        assert_eq!(
            std::fs::read_to_string(&precious).unwrap(),
            "precious\n",
            "{cmd:?}: {stderr}"
        );
        match cmd {
            Cmd::Judge | Cmd::Stress => {
                assert_eq!(output.status.code(), Some(3), "{cmd:?}: {stderr}");
                assert!(named.len() >= 3, "{cmd:?}: {named:?}");
                let report = text(&output.stdout);
                assert!(
                    report.contains("nothing is written through"),
                    "{cmd:?}: {report}"
                );
            }
            Cmd::Html => {
                // The link is replaced by the page, never followed.
                assert_eq!(output.status.code(), Some(0), "{stderr}");
                let page = dir.path().join("page.html");
                assert!(page.is_file() && !page.is_symlink(), "{stderr}");
            }
            Cmd::Gen | Cmd::Experiment => {
                assert_eq!(output.status.code(), Some(0), "{cmd:?}: {stderr}");
                assert_eq!(tree(dir.path()), before, "{cmd:?} wrote a file");
            }
        }
    });
}

/// Runs `attack` on each of `cmds`, each on a thread of its own: most of an attack's time is
/// spent waiting on processes.
fn on_each(cmds: &[Cmd], attack: impl Fn(Cmd) + Sync) {
    std::thread::scope(|scope| {
        for &cmd in cmds {
            let attack = &attack;
            scope.spawn(move || attack(cmd));
        }
    });
}

/// `sh -c 'ulimit -f 0; exec coach ARGS'` in `dir`: no file coach writes can grow; standard
/// output and error are the redirections `streams` gives.
fn limited(dir: &Path, cmd: Cmd, streams: &str) -> Output {
    let args: Vec<String> = cmd
        .args(cmd.saving())
        .iter()
        .map(|arg| format!("'{arg}'"))
        .collect();
    let script = format!(
        "ulimit -f 0; exec '{}' {} {streams}",
        env!("CARGO_BIN_EXE_coach"),
        args.join(" ")
    );
    Command::new("sh")
        .args(["-c", &script])
        .current_dir(dir)
        .env_remove("COACH_CORPUS")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Under a file size limit too small for anything (as on a full disk), each command reports
/// whole what it found, says what it could not write, leaves no temporary file, and ends with
/// its status; where its own standard output and error are files that cannot grow either, the
/// status still tells the verdict (a print to a standard error that cannot be written
/// panicked, and coach aborted with 134, its verdict lost); a standard output on a full
/// device is one line and the verdict's status.
#[test]
fn a_full_disk_or_a_file_size_limit_loses_no_verdict_in_any_command() {
    on_each(&EVERY, |cmd| {
        let dir = folder("none", "pass");
        let output = limited(dir.path(), cmd, "");
        let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
        assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new(), "{cmd:?}");
        match cmd {
            Cmd::Judge | Cmd::Stress => {
                assert_eq!(output.status.code(), Some(3), "{cmd:?}: {stderr}");
                assert!(stdout.contains("Not saved"), "{cmd:?}: {stdout}");
                assert!(stdout.contains("--- input"), "{cmd:?}: {stdout}");
            }
            Cmd::Html => {
                assert_eq!(output.status.code(), Some(2), "{stderr}");
                assert_eq!(stderr.lines().count(), 1, "{stderr}");
                assert!(stderr.contains("File too large"), "{stderr}");
                assert!(!dir.path().join("page.html").exists());
            }
            Cmd::Gen | Cmd::Experiment => {
                assert_eq!(output.status.code(), Some(0), "{cmd:?}: {stderr}");
            }
        }
        // Its own output can grow no more than its files: the status alone tells.
        let dir = folder("none", "pass");
        let output = limited(dir.path(), cmd, "> out 2> err");
        let status = if cmd.plays() { 3 } else { 2 };
        assert_eq!(output.status.code(), Some(status), "{cmd:?}");
        // And on a full device.
        let dir = folder("none", "pass");
        let full = coach(dir.path())
            .args(cmd.args(&[]))
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        let stderr = text(&full.stderr);
        assert_eq!(full.status.code(), Some(status), "{cmd:?}: {stderr}");
        assert!(
            stderr.contains("No space left on device"),
            "{cmd:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{cmd:?}: {stderr}");
    });
}

/// The processes whose command line (its words joined by spaces) holds `token`, alive (not
/// zombies), but coach's own: a signal sent to coach before it watches for them would end it
/// as any program.
fn running_with(token: &str) -> Vec<u32> {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|cmdline| {
                let words = String::from_utf8_lossy(&cmdline).replace('\0', " ");
                words.contains(token) && !words.starts_with(env!("CARGO_BIN_EXE_coach"))
            }) && std::fs::read_to_string(format!("/proc/{pid}/stat"))
                .is_ok_and(|stat| !stat.contains(") Z "))
        })
        .collect()
}

/// A word that only the processes of one attack hold on their command line: this test
/// process's id, then `attack` (which test, which phase) added to the command's number, and
/// the length of the `signal` sent (0 where none is).
fn token(cmd: Cmd, attack: usize, signal: &str) -> String {
    format!(
        "{}.{}{}",
        std::process::id(),
        cmd as usize + attack,
        signal.len()
    )
}

/// Waits until no process holds `token` (a few seconds at most: coach's sweep, and the
/// kernel reaping what it hands on). The minute is a guard against a hang, never a speed
/// goal: a loaded machine must not fail it.
fn none_left(token: &str, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !running_with(token).is_empty() {
        assert!(Instant::now() < deadline, "{what}: left behind");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A rules file whose functions start a helper that leaves the session and sleeps, and a
/// program that does the same or floods its output: nothing outlives coach, in any command,
/// and the flood is judged within the output limit.
#[test]
#[ignore = "slow: 9 runs of coach that wait for processes to die; CI runs it"]
fn what_a_rules_file_or_a_program_starts_never_outlives_any_command() {
    on_each(&EVERY, |cmd| {
        let token = token(cmd, 11, "");
        let detach = format!(
            "if os.fork() == 0:\n            os.setsid()\n            os.execvp('sleep', ['sleep', '{token}'])"
        );
        let function = cmd.calls()[if cmd == Cmd::Experiment { 0 } else { 1 }];
        let dir = folder(function, &detach);
        let output = run(dir.path(), cmd, &[]);
        assert_eq!(
            output.status.code(),
            Some(cmd.clean_status()),
            "{cmd:?}: {}",
            text(&output.stderr)
        );
        none_left(&token, &format!("{cmd:?}, the rules file's helper"));
    });
    on_each(&PLAYING, |cmd| {
        let token = token(cmd, 21, "");
        let dir = folder("none", "pass");
        let mut args = cmd.args(&[]);
        let program = args.pop().unwrap();
        let helped = format!(
            "setsid env -i sleep {token} </dev/null >/dev/null 2>&1 & exec python3 {program}"
        );
        let output = coach(dir.path())
            .args(&args)
            .args(["--", "sh", "-c", &helped])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(3), "{cmd:?}");
        none_left(&token, &format!("{cmd:?}, the program's helper"));
        let output = coach(dir.path())
            .args(&args)
            .args(["--output-limit", "1", "--", "yes"])
            .output()
            .unwrap();
        let report = text(&output.stdout);
        assert_eq!(output.status.code(), Some(3), "{cmd:?}: {report}");
        assert!(
            report.contains("OLE") || report.contains("PE"),
            "{cmd:?}: {report}"
        );
    });
}

/// Starts `command` with its output piped, sends it `signal` once `ready` holds and `settle`
/// has passed (to be inside the call that hangs, not before it), and waits for it to end: its
/// status and what it said.
fn signalled(
    command: &mut Command,
    signal: &str,
    ready: impl Fn() -> bool,
    settle: Duration,
) -> (Option<i32>, String, String) {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while !ready() {
        assert!(Instant::now() < deadline, "never ready for {signal}");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(settle);
    let sent = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    // A guard against a hang, as above: coach ends at once, but a loaded machine may be slow.
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("coach did not end within 60 s of {signal}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        text(&output.stdout),
        text(&output.stderr),
    )
}

/// Ctrl-C (SIGINT) and SIGTERM in each phase of each command: while the rules file works
/// (a generate, a start, moves that hang), while a program plays, and while a failure shrinks.
/// coach ends with 128 + the signal, says so (in its report, or in one line where it has
/// nothing to report: gen ended silently, killed by the signal), keeps what it found, and
/// leaves nothing running and no temporary file.
#[test]
#[ignore = "slow: 18 runs of coach, each signalled once it is under way; CI runs it"]
fn a_signal_in_each_phase_of_each_command_ends_it_in_order() {
    // Both signals at once: each run waits on processes far more than it computes.
    let signals = [("-INT", 130, "Ctrl-C (SIGINT)"), ("-TERM", 143, "SIGTERM")];
    std::thread::scope(|scope| {
        for (signal, status, words) in signals {
            scope.spawn(move || {
                on_each(&EVERY, |cmd| {
                    // The rules file hangs in the first function the command calls, waiting on a
                    // child of its own.
                    let token = token(cmd, 31, signal);
                    let hang = format!("import subprocess; subprocess.run(['sleep', '{token}'])");
                    let function = cmd.calls()[if cmd == Cmd::Html { 1 } else { 0 }];
                    let dir = folder(function, &hang);
                    let hanging = || !running_with(&format!("sleep {token}")).is_empty();
                    let (code, stdout, stderr) = signalled(
                        coach(dir.path()).args(cmd.args(&[])),
                        signal,
                        hanging,
                        Duration::ZERO,
                    );
                    let case = format!("{cmd:?} in {function}, {signal}: {stdout} {stderr}");
                    assert_eq!(code, Some(status), "{case}");
                    assert!(
                        stderr.contains(&format!("interrupted by {words}"))
                            || stdout.contains(&format!("interrupted by {words}")),
                        "{case}"
                    );
                    none_left(&format!("sleep {token}"), &case);
                    assert!(!dir.path().join("page.html").exists(), "{case}");
                });
                // A program that plays slowly: the run under way is killed, the report says how far
                // the search came.
                on_each(&PLAYING, |cmd| {
                    let dir = folder("none", "pass");
                    let token = token(cmd, 41, signal);
                    let mut args = cmd.args(&["--time-limit", "100"]);
                    args.pop();
                    let playing = || !running_with(&format!("sleep {token}")).is_empty();
                    let (code, stdout, _) = signalled(
                        coach(dir.path()).args(&args).args(["--", "sleep", &token]),
                        signal,
                        playing,
                        Duration::ZERO,
                    );
                    assert_eq!(code, Some(status), "{cmd:?}: {stdout}");
                    assert!(
                        stdout.contains(&format!("interrupted by {words} after 0 cases")),
                        "{cmd:?}: {stdout}"
                    );
                    none_left(&format!("sleep {token}"), &format!("{cmd:?}, a run"));
                });
                // A failure shrinking, each candidate slow to make (2 s, so that the signal
                // lands in the first): the failure is reported and kept.
                on_each(&PLAYING, |cmd| {
                    let dir = folder("generate", "time.sleep(2)");
                    let saved = dir.path().join("saved");
                    let ready = || {
                        std::fs::read_dir(&saved).is_ok_and(|files| {
                            files.filter_map(Result::ok).any(|file| {
                                file.file_name().to_string_lossy().contains("original.in")
                            })
                        })
                    };
                    let (code, stdout, stderr) = signalled(
                        coach(dir.path()).args(cmd.args(&[
                            "--save",
                            "saved",
                            "--max-size",
                            "small",
                        ])),
                        signal,
                        ready,
                        Duration::from_millis(500),
                    );
                    let case = format!("{cmd:?} shrinking, {signal}: {stdout} {stderr}");
                    assert_eq!(code, Some(status), "{case}");
                    assert!(
                        stdout.contains(&format!("INTERRUPTED by {words}")),
                        "{case}"
                    );
                    assert!(
                        stdout.contains("--- input") && stdout.contains("not yet 1-minimal"),
                        "{case}"
                    );
                    assert_eq!(temporaries(dir.path()), Vec::<PathBuf>::new(), "{case}");
                });
            });
        }
    });
}
