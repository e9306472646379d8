//! Games that loop and misère games (issue 54), each through the commands a learner runs.
//!
//! ABC209 E "Shiritori" (`examples/rules/abc209e.py`): words may be said again, so a game
//! may never end, and each start is a win, a loss or a draw. A right retrograde solution
//! passes the default stress; a search that calls a position on its own stack lost, and one
//! that never answers Draw, are each caught and shrunk to one or two words, whose answer a
//! brute force here (a fixed point over the words, not retrograde analysis) confirms.
//!
//! Misère Nim (`examples/rules/misere_nim.py`, `MISERE = True`): a right solution passes;
//! one that answers as normal-play Nim is caught and shrunk to its smallest game.
//!
//! Score games that never end (`examples/rules/token_payoff.py`, `ENDLESS = 0`): solved
//! exactly, a wrong search caught and shrunk, each refusal one line (the last section).

use serde_json::Value;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples/rules")
        .join(name)
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/loops")
        .join(name)
}

/// Python without its site packages: a run starts in about 10 ms, not 100.
fn python() -> &'static str {
    if Path::new("/usr/bin/python3").exists() {
        "/usr/bin/python3"
    } else {
        "python3"
    }
}

fn coach(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `coach stress RULES --json --no-corpus ARGS -- python3 -S SOLUTION`: its status and
/// report.
fn stress(rules: &str, solution: &str, args: &[&str]) -> (Option<i32>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let rules = example(rules);
    let solution = fixture(solution);
    let mut all = vec!["stress", rules.to_str().unwrap(), "--json", "--no-corpus"];
    all.extend_from_slice(args);
    all.extend(["--", python(), "-S", solution.to_str().unwrap()]);
    let output = coach(&all, dir.path());
    let report = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("no report: {}", String::from_utf8_lossy(&output.stderr)));
    (output.status.code(), report)
}

/// ABC209 E by its definition: who wins for each word said first, by iterating "a position
/// is won where some word leads to a lost one, lost where every word leads to a won one"
/// until nothing changes; what is left is a draw.
fn shiritori(input: &str) -> Vec<&'static str> {
    let words: Vec<&str> = input.split_whitespace().skip(1).collect();
    let ends = |word: &str| (word[..3].to_string(), word[word.len() - 3..].to_string());
    let mut after: HashMap<String, Vec<String>> = HashMap::new();
    for word in &words {
        let (first, last) = ends(word);
        after.entry(first).or_default().push(last.clone());
        after.entry(last).or_default();
    }
    let mut won: HashMap<String, bool> = HashMap::new();
    loop {
        let mut changed = false;
        for (position, next) in &after {
            if won.contains_key(position) {
                continue;
            }
            if next.iter().any(|n| won.get(n) == Some(&false)) {
                won.insert(position.clone(), true);
                changed = true;
            } else if next.iter().all(|n| won.get(n) == Some(&true)) {
                won.insert(position.clone(), false);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Aoki answers the word Takahashi said: he is to move at its last three letters.
    words
        .iter()
        .map(|word| match won.get(&ends(word).1) {
            Some(true) => "Aoki",
            Some(false) => "Takahashi",
            None => "Draw",
        })
        .collect()
}

#[test]
fn the_brute_force_reads_the_statement_samples() {
    assert_eq!(
        shiritori("3\nabcd\nbcda\nada\n"),
        ["Aoki", "Takahashi", "Draw"]
    );
    assert_eq!(shiritori("1\nABC\n"), ["Draw"]);
}

/// A wrong ABC209 E solution is caught by the default stress and shrunk to one or two
/// words, on which it and coach disagree and the brute force agrees with coach.
fn caught_and_shrunk(solution: &str) {
    let (status, report) = stress("abc209e.py", solution, &[]);
    assert_eq!(status, Some(3), "{report}");
    assert_eq!(report["verdict"], "WA", "{report}");
    let failure = &report["failure"];
    let shrunk = failure["shrunk"].as_str().unwrap();
    let words: usize = shrunk.split_whitespace().next().unwrap().parse().unwrap();
    assert!((1..=2).contains(&words), "{shrunk}");
    let expected: Vec<&str> = failure["expected"]
        .as_str()
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(expected, shiritori(shrunk), "{shrunk}");
    assert_ne!(failure["actual"], failure["expected"], "{failure}");
}

#[test]
fn a_search_that_calls_its_own_stack_lost_is_caught_and_shrunk() {
    caught_and_shrunk("abc209e_stack_lost.py");
}

#[test]
fn a_solution_that_never_says_draw_is_caught_and_shrunk() {
    caught_and_shrunk("abc209e_no_draw.py");
}

#[test]
#[ignore = "slow tier: 1,000 cases, about 10 s"]
fn a_right_shiritori_passes_the_default_stress() {
    let (status, report) = stress("abc209e.py", "abc209e_right.py", &[]);
    assert_eq!(status, Some(0), "{report}");
    assert_eq!(report["cases_run"], 1000, "{report}");
}

#[test]
fn misere_nim_answered_as_normal_play_is_caught_and_shrunk() {
    let (status, report) = stress("misere_nim.py", "misere_nim_normal.py", &[]);
    assert_eq!(status, Some(3), "{report}");
    let failure = &report["failure"];
    // One game of one pile of one candy: John must eat it, and loses.
    assert_eq!(failure["shrunk"], "1\n1\n1\n", "{failure}");
    assert_eq!(failure["expected"], "Brother", "{failure}");
}

#[test]
#[ignore = "slow tier: 1,000 cases, about 7 s"]
fn a_right_misere_nim_passes_the_default_stress() {
    let (status, report) = stress("misere_nim.py", "misere_nim_right.py", &[]);
    assert_eq!(status, Some(0), "{report}");
}

/// The positions of a game that loops, each a win, a loss or a draw, and its generalized
/// Sprague–Grundy value (∞ where it may go on forever), in `experiment`'s text and JSON:
/// from 1 the only move goes back to 1.
#[test]
fn experiment_says_win_lose_or_draw_of_a_game_that_loops() {
    let dir = tempfile::tempdir().unwrap();
    let cycle = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/rules/cycle.py");
    let cycle = cycle.to_str().unwrap();
    let output = coach(&["experiment", cycle, "--n", "0..5", "--json"], dir.path());
    assert_eq!(output.status.code(), Some(0));
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["kind"], "win/lose/draw");
    let outcomes: Vec<&str> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|value| value["outcome"].as_str().unwrap())
        .collect();
    assert_eq!(outcomes, ["lose", "draw", "draw", "draw", "draw", "draw"]);
    let generalized: Vec<&str> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|value| value["generalized"].as_str().unwrap())
        .collect();
    assert_eq!(generalized, ["0", "∞{}", "∞{}", "∞{}", "∞{}", "∞{}"]);
    let output = coach(&["experiment", cycle, "--n", "0..5"], dir.path());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("  n =    0..:   L   D   D   D   D   D\n"),
        "{text}"
    );
    assert!(
        text.contains("  n =    0..:   0 ∞{} ∞{} ∞{} ∞{} ∞{}\n"),
        "{text}"
    );
    assert!(
        text.contains("The first player loses at 1 n: 0.\n"),
        "{text}"
    );
    assert!(
        text.contains("The game is drawn at 5 n: 1, 2, 3, 4, 5.\n"),
        "{text}"
    );
}

/// A file's `answer` is given a number where its game never loops and an outcome where it
/// does: a file that does not say `LOOPS = True` and loops is told so in one line, never
/// given a value of the other kind.
#[test]
fn a_loop_in_a_file_with_answer_but_no_loops_is_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("unsaid.py");
    let text = std::fs::read_to_string(example("abc209e.py")).unwrap();
    std::fs::write(&rules, text.replace("LOOPS = True\n", "")).unwrap();
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "1\nada\n").unwrap();
    let output = coach(
        &["play", rules.to_str().unwrap(), input.to_str().unwrap()],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("say LOOPS = True in the file"), "{stderr}");
}

/// `coach play` on a drawn start plays the line until a position comes back, and says so.
#[test]
fn play_shows_a_drawn_line_as_a_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "3\nabcd\nbcda\nada\n").unwrap();
    let rules = example("abc209e.py");
    let output = coach(
        &[
            "play",
            rules.to_str().unwrap(),
            input.to_str().unwrap(),
            "--why",
        ],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains(
            "the line comes back to a position it passed: a draw, as neither player can \
             force a win.\nResult: Draw\n"
        ),
        "{text}"
    );
    assert!(text.contains("= draw: Aoki, to move, draws"), "{text}");
    assert!(text.ends_with("prints:\nAoki\nTakahashi\nDraw\n"), "{text}");
}

/// A sum of heaps that loop, its start decided by the generalized Sprague–Grundy values of
/// the heaps: a solution that searches the sum's own positions agrees on every one of 150
/// sums of up to three heaps (all 1,000 of the default run pass too, in 7.0 s on 2026-12-07).
#[test]
fn a_loopy_sum_is_decided_by_its_parts_as_its_own_positions_decide_it() {
    let dir = tempfile::tempdir().unwrap();
    let rules = fixture("loopy_heaps.py");
    let solution = fixture("loopy_heaps_product.py");
    let output = coach(
        &[
            "stress",
            rules.to_str().unwrap(),
            "--json",
            "--no-corpus",
            "--cases",
            "150",
            "--",
            python(),
            "-S",
            solution.to_str().unwrap(),
        ],
        dir.path(),
    );
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert_eq!(report["cases_run"], 150, "{report}");
}

/// Misère Nim written as a sum of piles: the sum is searched whole (misère parts add up by
/// no value), and the right solution passes 150 sums of up to five piles while the
/// normal-play one is caught at one pile of one candy.
#[test]
fn a_misere_sum_is_searched_whole() {
    let dir = tempfile::tempdir().unwrap();
    let rules = fixture("misere_heaps.py");
    for (solution, status) in [("misere_nim_right.py", 0), ("misere_nim_normal.py", 3)] {
        let solution = fixture(solution);
        let output = coach(
            &[
                "stress",
                rules.to_str().unwrap(),
                "--json",
                "--no-corpus",
                "--cases",
                "150",
                "--",
                python(),
                "-S",
                solution.to_str().unwrap(),
            ],
            dir.path(),
        );
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(output.status.code(), Some(status), "{report}");
        if status == 3 {
            assert_eq!(report["failure"]["shrunk"], "1\n1\n1\n", "{report}");
        }
    }
}

/// Whether the player to move wins misère Kayles on `heaps` (sorted, none empty), by a
/// memoised search over the heaps: the player who cannot move wins.
fn misere_kayles_wins(heaps: Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if heaps.is_empty() {
        return true;
    }
    if let Some(&known) = memo.get(&heaps) {
        return known;
    }
    let mut wins = false;
    'moves: for (i, &n) in heaps.iter().enumerate() {
        for take in 1..=2.min(n) {
            for left in 0..=n - take {
                let mut after: Vec<u32> =
                    heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                after.extend([left, n - take - left].into_iter().filter(|&h| h > 0));
                after.sort_unstable();
                if !misere_kayles_wins(after, memo) {
                    wins = true;
                    break 'moves;
                }
            }
        }
    }
    memo.insert(heaps, wins);
    wins
}

/// Misère Kayles, whose moves split a row of pins into two: each start searched whole as
/// the sums it reaches; the first player loses at n = 1, 4, 9, 12, 20 up to 40, as a
/// search over the heaps finds.
#[test]
fn misere_kayles_splits_into_sums_searched_whole() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("misere_kayles.py");
    let kayles = std::fs::read_to_string(example("kayles.py")).unwrap();
    std::fs::write(&rules, format!("MISERE = True\n{kayles}")).unwrap();
    let output = coach(
        &[
            "experiment",
            rules.to_str().unwrap(),
            "--n",
            "0..40",
            "--json",
        ],
        dir.path(),
    );
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["kind"], "misère play");
    let mut memo = HashMap::new();
    for value in json["values"].as_array().unwrap() {
        let n = value["n"].as_u64().unwrap() as u32;
        let heaps = if n == 0 { vec![] } else { vec![n] };
        let wins = misere_kayles_wins(heaps, &mut memo);
        assert_eq!(value["win"], wins, "n = {n}");
    }
    let lost: Vec<u64> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|value| value["win"] == false)
        .map(|value| value["n"].as_u64().unwrap())
        .collect();
    assert_eq!(lost, [1, 4, 9, 12, 20]);
}

/// `coach review` of a drawn game: every move that keeps the draw is best, and optimal play
/// from where the line stops ends in a draw, where it comes back to a position.
#[test]
fn review_says_a_drawn_line_ends_in_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "1\nada\n").unwrap();
    let rules = example("abc209e.py");
    let output = coach(
        &[
            "review",
            rules.to_str().unwrap(),
            input.to_str().unwrap(),
            "--line",
            "ada",
        ],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("[best, draws]"), "{text}");
    assert!(
        text.contains(
            "optimal play from there: ada,ada, ending in: a draw after 3 moves (the line comes \
             back to a position it passed"
        ),
        "{text}"
    );
}

/// A guess refuted at a misère game's end says that the player with no move wins there.
#[test]
fn a_guess_refuted_at_a_misere_end_says_who_wins_there() {
    let dir = tempfile::tempdir().unwrap();
    let rules = example("misere_nim.py");
    let output = coach(
        &[
            "experiment",
            rules.to_str().unwrap(),
            "--n",
            "0..5",
            "--guess",
            "n > 1",
        ],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(3));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("  n =    0..:   W   L   W   W   W   W\n"),
        "{text}"
    );
    assert!(
        text.ends_with(
            "The guess `n > 1` fails first at n = 0: it says false, the value is true.\nThe \
             game is over there: the first player has no move, and wins: in misère play the \
             last to move loses.\n"
        ),
        "{text}"
    );
}

/// Kayles with a move that grows a row of 2, 7, 12, ... pins by one, so that rows come back:
/// the moves split a game that loops, and each start is searched whole as the sums it
/// reaches. Checked against the fixed point of the definition over every multiset of rows
/// reachable, computed here.
#[test]
fn a_game_that_loops_and_splits_is_searched_whole() {
    fn rows_after(row: u32) -> Vec<Vec<u32>> {
        let mut found = Vec::new();
        for taken in 1..=2.min(row) {
            for left in 0..=row - taken {
                if left <= row - taken - left {
                    found.push(vec![left, row - taken - left]);
                }
            }
        }
        if row % 5 == 2 {
            found.push(vec![row + 1]);
        }
        found
    }
    let after = |rows: &Vec<u32>| -> Vec<Vec<u32>> {
        let mut next = Vec::new();
        for (i, &row) in rows.iter().enumerate() {
            for parts in rows_after(row) {
                let mut sum: Vec<u32> = rows[..i].iter().chain(&rows[i + 1..]).copied().collect();
                sum.extend(parts.into_iter().filter(|&r| r > 0));
                sum.sort_unstable();
                next.push(sum);
            }
        }
        next
    };
    let outcome = |n: u32| -> &'static str {
        let start = if n == 0 { vec![] } else { vec![n] };
        let mut seen = vec![start.clone()];
        let mut k = 0;
        while k < seen.len() {
            for next in after(&seen[k]) {
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            k += 1;
        }
        let mut won: HashMap<Vec<u32>, bool> = HashMap::new();
        loop {
            let mut changed = false;
            for position in &seen {
                if won.contains_key(position) {
                    continue;
                }
                let next = after(position);
                if next.iter().any(|q| won.get(q) == Some(&false)) {
                    won.insert(position.clone(), true);
                    changed = true;
                } else if next.iter().all(|q| won.get(q) == Some(&true)) {
                    won.insert(position.clone(), false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        match won.get(&start) {
            Some(true) => "win",
            Some(false) => "lose",
            None => "draw",
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("growing_kayles.py");
    let kayles = std::fs::read_to_string(example("kayles.py")).unwrap();
    let grows = kayles.replace(
        "    return found\n",
        "    if row % 5 == 2:\n        found.append((\"grow\", row + 1))\n    return found\n",
    );
    assert_ne!(grows, kayles);
    std::fs::write(&rules, format!("LOOPS = True\n{grows}")).unwrap();
    let output = coach(
        &[
            "experiment",
            rules.to_str().unwrap(),
            "--n",
            "0..14",
            "--json",
        ],
        dir.path(),
    );
    let json: Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&output.stderr)));
    let said: Vec<&str> = json["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|value| value["outcome"].as_str().unwrap())
        .collect();
    let defined: Vec<&str> = (0..=14).map(outcome).collect();
    assert_eq!(said, defined);
    assert!(said.contains(&"draw") && said.contains(&"win"), "{said:?}");
}

// Score games that may never end (`ENDLESS`): a rules file says what an endless game is
// worth, and coach solves it exactly (`retrograde::scored`); where it does not say, or where
// a cycle scores, or where the constant cannot mean anything, one line. The example
// (`examples/rules/token_payoff.py`): a token on a directed graph, whoever moves it onto a
// dead end takes its coin, a game that never ends worth 0. A solution that leaves out the
// moves back onto its own search path is caught and shrunk; the shrunk input's answer is
// confirmed by an independent right solution, which passes 300 cases (slow tier; the
// default 1,000 pass too, in 27.6 s, measured 2026-12-07).

fn endless_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/endless")
        .join(name)
}

fn token_payoff() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/token_payoff.py")
}

/// `coach ARGS` in `dir`, `stdin` on its standard input.
fn coach_fed(args: &[&str], dir: &Path, stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// What the right solution prints on `input`.
fn right_answer(input: &str) -> String {
    let mut child = Command::new(python())
        .args(["-S", endless_fixture("token_right.py").to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

/// `coach stress token_payoff.py --json --no-corpus ARGS -- python3 -S SOLUTION`.
fn token_stress(solution: &str, args: &[&str]) -> (Option<i32>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let (rules, solution) = (token_payoff(), endless_fixture(solution));
    let mut all = vec!["stress", rules.to_str().unwrap(), "--json", "--no-corpus"];
    all.extend_from_slice(args);
    all.extend(["--", python(), "-S", solution.to_str().unwrap()]);
    let output = coach_fed(&all, dir.path(), "");
    let report = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("no report: {}", String::from_utf8_lossy(&output.stderr)));
    (output.status.code(), report)
}

#[test]
fn a_search_that_leaves_out_its_own_path_is_caught_and_shrunk() {
    let (status, report) = token_stress("token_skip.py", &[]);
    assert_eq!(status, Some(3), "{report}");
    assert_eq!(report["verdict"], "WA", "{report}");
    let input = report["failure"]["shrunk"]
        .as_str()
        .expect("a shrunk input");
    let vertices: usize = input.split_whitespace().next().unwrap().parse().unwrap();
    assert!(vertices <= 3, "shrunk to a small graph: {input}");
    assert_eq!(
        report["failure"]["expected"].as_str().unwrap().trim(),
        right_answer(input),
        "{input}"
    );
    assert_ne!(
        report["failure"]["actual"], report["failure"]["expected"],
        "{report}"
    );
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn a_right_token_solution_passes() {
    let (status, report) = token_stress("token_right.py", &["--cases", "300"]);
    assert_eq!(status, Some(0), "{report}");
    assert_eq!(report["cases_run"], 300, "{report}");
}

#[test]
fn the_samples_hold_and_a_line_that_goes_round_says_the_game_never_ends() {
    let dir = tempfile::tempdir().unwrap();
    let rules = token_payoff();
    // Sample 3: the second player would rather go round forever than take the coin -4.
    let output = coach_fed(
        &["play", rules.to_str().unwrap()],
        dir.path(),
        "3 3\n0 0 -4\n1 2\n2 1\n2 3\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(
        text.contains(
            "the line comes back to a position it passed: the game never ends, as neither \
             player gains by ending it, and an endless game is worth 0 to First."
        ),
        "{text}"
    );
    assert!(text.ends_with("Result: 0\n"), "{text}");
}

/// The file's word decides what an endless game is worth: the first player at home goes
/// round forever where that is worth more than the 2 points it could cash.
#[test]
fn what_an_endless_game_is_worth_is_the_files_word() {
    let dir = tempfile::tempdir().unwrap();
    let game = std::fs::read_to_string(endless_fixture("stay_or_cash.py")).unwrap();
    for (endless, answer) in [(3, "3"), (1, "2"), (-5, "2"), (2, "2")] {
        let rules = dir.path().join("stay_or_cash.py");
        std::fs::write(&rules, format!("ENDLESS = {endless}\n{game}")).unwrap();
        let output = coach_fed(
            &["play", rules.to_str().unwrap(), "--n", "0"],
            dir.path(),
            "",
        );
        let text = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{text}");
        assert!(
            text.ends_with(&format!("Result: {answer}\n")),
            "ENDLESS = {endless}: {text}"
        );
    }
}

/// Each score game that loops and that coach cannot value as written: exit 1, one line.
#[test]
fn a_score_game_that_loops_without_a_worth_it_can_use_is_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let cycle = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p, 0), \
                 (\"stop\", 2, 1)] if p < 2 else []\n";
    let scoring = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p, \
                   1)] if p < 2 else []\n";
    let unscored = "def start(n):\n    return n\n\n\ndef moves(p):\n    return [(\"on\", 1 - p)]\n";
    for (text, said) in [
        (
            cycle.to_string(),
            "the position 0 can be reached again from itself, so a game may never end, and \
             its moves score: say what an endless game is worth to the first player \
             (ENDLESS = 0, say)",
        ),
        (
            format!("ENDLESS = 1\n{cycle}"),
            "ENDLESS = 1, but the positions do not say whose turn it is",
        ),
        (
            format!("ENDLESS = 0\n{scoring}"),
            "the move on from 1 scores 1, and 1 can be reached again after it: a game going \
             round would score without end",
        ),
        (
            format!("ENDLESS = 0\nMISERE = True\n{cycle}"),
            "MISERE = True is for games won, lost or drawn, and this file's moves score",
        ),
        (
            format!("ENDLESS = 0\n{unscored}"),
            "ENDLESS = 0, but no move scores: a game won or lost that never ends is a draw",
        ),
    ] {
        let rules = dir.path().join("loops.py");
        std::fs::write(&rules, &text).unwrap();
        let output = coach_fed(
            &["play", rules.to_str().unwrap(), "--n", "0"],
            dir.path(),
            "",
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{text}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(said), "{text}: {stderr}");
        assert!(output.stdout.is_empty(), "{text}");
    }
}

/// A duel ends where the game comes back to a position it passed, as a replayed line does:
/// in the token game, worth what an endless game is (here 0); in ABC209 E, a draw. Before,
/// it went on until the user gave up.
#[test]
fn a_duel_ends_where_the_game_comes_back_to_a_position() {
    let dir = tempfile::tempdir().unwrap();
    let sample = endless_fixture("sample3.in");
    // First walks to 2; Second (coach) walks back to 1: the token is back where it began.
    let output = coach_fed(
        &[
            "duel",
            token_payoff().to_str().unwrap(),
            sample.to_str().unwrap(),
        ],
        dir.path(),
        "2\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "\nThe game ends after 2 moves: the line comes back to a position it passed: the \
             game never ends, as neither player gains by ending it, and an endless game is \
             worth 0 to First. Result: 0\n"
        ),
        "{text}"
    );
    // ABC209 E, the one word ABC: it may be said for ever, a draw; each says it once, and the
    // position (the word, and Aoki to move) comes back.
    let shiritori = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/abc209e.py");
    let words = dir.path().join("abc.in");
    std::fs::write(&words, "1\nABC\n").unwrap();
    let output = coach_fed(
        &["duel", shiritori.to_str().unwrap(), words.to_str().unwrap()],
        dir.path(),
        "ABC\n",
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains(
            "\nThe game ends after 2 moves: the line comes back to a position it passed: a \
             draw, as neither player can force a win. Result: Draw\n"
        ),
        "{text}"
    );
    // Its review ends the line there too, not "before the game is over".
    assert!(
        text.contains("\nThe line ends in: a draw after 2 moves (the line comes back"),
        "{text}"
    );
}
