//! Stopping coach as a person does, at a real terminal (a pseudo-terminal, driven by the
//! root's `tests/pty_interrupt.py`) or by killing it, at each phase of a stress run on a
//! rules file: coach reports what it found so far, from what it knows already (the oracle is
//! not asked again), exits 128 + the signal, and keeps the smallest failing input so far,
//! in the corpus even when it is killed outright.

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/rules")
        .join(name)
        .display()
        .to_string()
}

/// The arguments of `coach stress heaps.py --corpus CORPUS EXTRA -- python3 heaps_slow.py
/// SOLUTION`: a failure found at the first case with two heaps, then a long shrink.
fn stress(corpus: &Path, extra: &[&str], solution: &str) -> Vec<String> {
    let mut args = vec!["stress".to_string(), fixture("heaps.py")];
    args.extend(["--corpus".to_string(), corpus.display().to_string()]);
    args.extend(extra.iter().map(|arg| arg.to_string()));
    args.extend(["--", "python3"].map(String::from));
    args.extend([fixture("heaps_slow.py"), solution.to_string()]);
    args
}

/// coach run with `args` at a terminal, stopped by `key` (`ctrl-c` or `term`) once the
/// terminal shows `wait`: what the terminal showed, ending with `exit N`.
fn at_a_terminal(wait: &str, key: &str, args: &[String]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/pty_interrupt.py");
    let output = Command::new("python3")
        .arg(script)
        .args([wait, key, env!("CARGO_BIN_EXE_coach")])
        .args(args)
        .output()
        .expect("python3 runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The files under `dir`, by name.
/// The folder of a rules file's corpus under `root`: `<stem>-<hash of its path>`, where it is
/// made yet (a name that holds nothing where not).
fn rules_corpus(root: &Path, stem: &str) -> PathBuf {
    let prefix = format!("{stem}-");
    files(root)
        .into_iter()
        .find(|name| name.starts_with(&prefix))
        .map_or_else(|| root.join(&prefix), |name| root.join(name))
}

fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn ctrl_c_while_searching_reports_the_cases_passed() {
    let corpus = tempfile::tempdir().unwrap();
    let seen = at_a_terminal("cases", "ctrl-c", &stress(corpus.path(), &[], "right"));
    assert!(seen.ends_with("exit 130\n"), "{seen}");
    assert!(
        seen.contains("heaps: interrupted by Ctrl-C (SIGINT) after "),
        "{seen}"
    );
}

#[test]
fn ctrl_c_while_shrinking_reports_and_keeps_the_smallest_input_so_far() {
    let corpus = tempfile::tempdir().unwrap();
    let seen = at_a_terminal(
        "2 steps taken",
        "ctrl-c",
        &stress(corpus.path(), &[], "wrong"),
    );
    assert!(seen.ends_with("exit 130\n"), "{seen}");
    assert!(
        seen.contains(", INTERRUPTED by Ctrl-C (SIGINT) after "),
        "{seen}"
    );
    let kept = rules_corpus(corpus.path(), "heaps");
    let names = files(&kept);
    assert!(
        !names.iter().any(|name| name.contains("-shrinking-")),
        "{names:?}"
    );
    let shrunk = names
        .iter()
        .find(|name| name.ends_with(".in") && !name.ends_with("-original.in"))
        .unwrap_or_else(|| panic!("{names:?}"));
    let input = std::fs::read_to_string(kept.join(shrunk)).unwrap();
    assert!(seen.contains(&format!("--- input\n{input}")), "{seen}");
    let out = std::fs::read_to_string(kept.join(shrunk).with_extension("out")).unwrap();
    assert!(seen.contains(&format!("--- expected\n{out}")), "{seen}");
}

#[test]
fn sigterm_while_shrinking_reports_and_exits_143() {
    let corpus = tempfile::tempdir().unwrap();
    let seen = at_a_terminal("1 step taken", "term", &stress(corpus.path(), &[], "wrong"));
    assert!(seen.ends_with("exit 143\n"), "{seen}");
    assert!(seen.contains(", INTERRUPTED by SIGTERM after "), "{seen}");
    assert!(seen.contains("--- input\n"), "{seen}");
}

/// SIGTERM while a candidate is being made (the generator is slow, the runs quick): the
/// candidates that can no longer be made are not taken for passing ones, and the input is
/// not called 1-minimal; the report is of the smallest input so far, interrupted.
#[test]
fn sigterm_while_a_candidate_is_made_is_no_claim_of_minimal() {
    let corpus = tempfile::tempdir().unwrap();
    let mut args = stress(corpus.path(), &[], "wrong");
    args[1] = fixture("heaps_slow_generate.py");
    args.push("0".to_string());
    let seen = at_a_terminal("1 step taken", "term", &args);
    assert!(seen.ends_with("exit 143\n"), "{seen}");
    assert!(seen.contains(", INTERRUPTED by SIGTERM after "), "{seen}");
    assert!(!seen.contains("1-minimal in"), "{seen}");
}

/// SIGTERM (to coach alone, not its process group) while the rules file's oracle explores an
/// input (20 s of moves() calls, once the file said on standard error that it explores):
/// coach asks the rules file nothing more, and reports at once what passed.
#[test]
fn sigterm_while_the_oracle_explores_reports_what_passed() {
    let corpus = tempfile::tempdir().unwrap();
    let mut args = stress(corpus.path(), &[], "right");
    args[1] = fixture("heaps_slow_moves.py");
    args.push("0".to_string());
    let seen = at_a_terminal("exploring", "term", &args);
    assert!(seen.ends_with("exit 143\n"), "{seen}");
    assert!(
        seen.contains("heaps_slow_moves: interrupted by SIGTERM after 0 cases of 1000"),
        "{seen}"
    );
    assert!(!seen.contains("no report within"), "{seen}");
}

/// Killed outright (SIGKILL, which no program can answer) while it shrinks, coach leaves the
/// smallest failing input so far in the corpus, with its answer; the next run replays it
/// first, as an input found and not yet shrunk, shrinks it, keeps it whole and forgets the
/// step.
#[test]
fn a_run_killed_while_shrinking_leaves_its_smallest_input_for_the_next() {
    let corpus = tempfile::tempdir().unwrap();
    let kept = || rules_corpus(corpus.path(), "heaps");
    let mut child = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(stress(corpus.path(), &[], "wrong"))
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    let step = loop {
        let step = files(&kept())
            .into_iter()
            .find(|name| name.contains("-shrinking-2") && name.ends_with(".out"));
        if let Some(step) = step {
            break PathBuf::from(step).with_extension("in");
        }
        assert!(
            Instant::now() < deadline,
            "no step kept: {:?}",
            files(&kept())
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let killed = Command::new("kill")
        .args(["-s", "KILL", "--", &format!("-{}", child.id())])
        .status()
        .unwrap();
    assert!(killed.success());
    child.wait().unwrap();
    let names = files(&kept());
    let step_name = step.display().to_string();
    assert!(names.contains(&step_name), "{names:?}");
    assert!(
        !names.iter().any(|name| name.contains("-shrinking-1.")),
        "the step before is forgotten: {names:?}"
    );

    let next = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(stress(corpus.path(), &["--replay"], "wrong"))
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&next.stdout);
    assert_eq!(next.status.code(), Some(3), "{report}");
    assert!(
        report.contains(&format!(
            "\nheaps: WA on {}; shrunk from ",
            kept().join(&step).display()
        )),
        "{report}"
    );
    let names = files(&kept());
    assert!(
        !names.iter().any(|name| name.contains("-shrinking-")),
        "{names:?}"
    );
    assert!(
        names.iter().any(|name| name.ends_with("-original.in")),
        "{names:?}"
    );
}
