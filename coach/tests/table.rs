//! `coach table` and stress's finding on the table a solution prints, as a learner runs them:
//! wrong solutions in C++, Python and Rust that print their tables in each form (indexed,
//! with brackets, commas or a call, and a 2-D dump), each with its known first wrong entry and
//! verdict; right ones, blamed for nothing; a table in no meaning coach knows, told so;
//! noise and a malformed line, skipped and counted.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/table")
        .join(name)
}

/// `coach ARGS` in a scratch folder, which is removed after.
fn coach(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .current_dir(dir.path())
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `coach table PROBLEM SOLUTION INPUT [--json]`, the solution a source file or a command:
/// its output.
fn run_table(problem: &str, solution: &[&str], input: &str, json: bool) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("case.in");
    std::fs::write(&file, input).unwrap();
    let file = file.to_str().unwrap();
    let json = if json { &["--json"][..] } else { &[] };
    let args: Vec<&str> = match solution {
        [source] => [&["table", problem, source, file][..], json].concat(),
        command => [&["table", problem, file][..], json, &["--"], command].concat(),
    };
    coach(&args)
}

/// `coach table PROBLEM SOLUTION INPUT --json`: the status and the `table` object.
fn table(problem: &str, solution: &[&str], input: &str) -> (i32, Value) {
    let output = run_table(problem, solution, input, true);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
        panic!(
            "{problem} {solution:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        )
    });
    (output.status.code().unwrap(), report["table"].clone())
}

/// `coach table PROBLEM SOLUTION INPUT`: the report.
fn report(problem: &str, solution: &[&str], input: &str) -> String {
    String::from_utf8(run_table(problem, solution, input, false).stdout).unwrap()
}

/// A wrong solution's table: the verdict, the first wrong entry as the learner wrote it,
/// and the entries it reads, each `(entry, yours, right)`.
fn wrong_at(
    problem: &str,
    source: &str,
    input: &str,
    verdict: &str,
    entry: &str,
    reads: &[(&str, Option<i64>, i64)],
) {
    let source = fixture(source);
    let (status, table) = table(problem, &[source.to_str().unwrap()], input);
    assert_eq!(status, 3, "{table}");
    assert_eq!(table["verdict"], verdict, "{table}");
    let first = &table["first_wrong"];
    assert_eq!(first["entry"], entry, "{table}");
    assert_eq!(first["base_case"], verdict == "base_case", "{table}");
    let read: Vec<(String, Option<i64>, i64)> = first["reads"]
        .as_array()
        .unwrap()
        .iter()
        .map(|read| {
            (
                read["entry"].as_str().unwrap().to_string(),
                read["yours"].as_i64(),
                read["right"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, Option<i64>, i64)> = reads
        .iter()
        .map(|&(entry, yours, right)| (entry.to_string(), yours, right))
        .collect();
    assert_eq!(read, expected, "{table}");
}

#[test]
fn a_wrong_transition_is_named_with_the_right_entries_it_reads_python_brackets() {
    wrong_at(
        "tdpcb",
        "tdpcb_transition.py",
        "1 1\n1\n2\n",
        "recurrence",
        "dp[0][0]",
        &[("dp[1][0]", Some(2), 2), ("dp[0][1]", Some(1), 1)],
    );
}

/// AOJ 2741's memo of empty-stack positions, three indices: a pass that forgets what the
/// other player gets is first wrong where player 2, with no card left, must pass and let
/// player 1 cash a 3 (the answer happens to stay right).
#[test]
fn a_wrong_pass_in_aoj2741_s_memo_is_named_python_three_indices() {
    wrong_at(
        "aoj2741",
        "aoj2741_pass_gain.py",
        "2 2\n3 -1\n-1 -1\n",
        "recurrence",
        "dp[0][2][1]",
        &[("dp[1][2][0]", Some(0), 0)],
    );
}

#[test]
fn a_wrong_base_case_is_named_as_one_cpp() {
    wrong_at(
        "abc201d",
        "abc201d_base_case.cpp",
        "1 1\n+\n",
        "base_case",
        "dp[0][0]",
        &[],
    );
}

/// ARC038 B in Rust, its values printed as `true` and `false`: the goal taken for a win is a
/// wrong base case. (On an open grid the goal is the only cell without a move, and this bug
/// turns the whole table into its complement, which reads as "true where the player to move
/// loses" with another first wrong entry: obstacles that leave other such cells tell the two
/// apart.)
#[test]
fn a_wrong_base_case_printed_as_true_or_false_is_named_rust() {
    wrong_at(
        "arc038b",
        "arc038b_base_case.rs",
        "4 5\n.....\n.....\n....#\n...#.\n",
        "base_case",
        "win[3][4]",
        &[],
    );
}

#[test]
fn a_dump_of_rows_is_read_and_its_wrong_row_and_column_named_python() {
    wrong_at(
        "arc038b",
        "arc038b_dump.py",
        "2 2\n..\n..\n",
        "recurrence",
        "row 0, column 0",
        &[
            ("row 1, column 0", Some(1), 1),
            ("row 0, column 1", Some(1), 1),
            ("row 1, column 1", Some(0), 0),
        ],
    );
}

#[test]
fn a_sum_where_xor_belongs_is_named_python() {
    wrong_at(
        "abc206f",
        "abc206f_sum.py",
        "1\n5\n3 4\n1 2\n2 4\n1 3\n2 3\n",
        "recurrence",
        "g[1][4]",
        &[
            ("g[2][4]", Some(2), 2),
            ("g[3][4]", Some(1), 1),
            ("g[1][2]", Some(1), 1),
            ("g[3][4]", Some(1), 1),
            ("g[1][2]", Some(1), 1),
            ("g[1][3]", Some(2), 2),
        ],
    );
}

/// Every entry right, the answer wrong: the step from the table to the answer, with the
/// crate's own step in the report (Rust, `dp(i, j)`).
#[test]
fn a_right_table_and_a_wrong_answer_blame_the_answer_step_rust() {
    let source = fixture("tdpcb_answer_step.rs");
    let (status, table) = table("tdpcb", &[source.to_str().unwrap()], "1 1\n1\n1\n");
    assert_eq!(status, 3);
    assert_eq!(table["verdict"], "answer_step", "{table}");
    assert_eq!(table["first_wrong"], Value::Null);
    assert_eq!(table["right"], table["entries"]);
    let report = report("tdpcb", &[source.to_str().unwrap()], "1 1\n1\n1\n");
    assert!(
        report.contains("The crate's step: (total + lead) / 2"),
        "{report}"
    );
}

/// TDPC B in C++, the TDPC blog's table (Snuke's total, `dp[i, j]`): on Sumeke's turn the
/// larger total taken where Sumeke leaves the smaller.
#[test]
///
/// On six entries the table reads as well as the mover's total with one wrong entry,
/// `dp[0, 0]`: both stories are told, the blog's among them.
fn a_total_maximised_on_the_other_s_turn_is_named_cpp_commas() {
    let source = fixture("tdpcb_total_max.cpp");
    let input = "1 2\n227\n650 650\n";
    let (status, table) = table("tdpcb", &[source.to_str().unwrap()], input);
    assert_eq!(status, 3, "{table}");
    let blog = [&table, &table["also"]]
        .into_iter()
        .find(|story| {
            story["meaning"].as_str().is_some_and(|meaning| {
                meaning.ends_with("holding the first player's total from there")
            })
        })
        .unwrap_or_else(|| panic!("the blog's meaning is told: {table}"));
    assert_eq!(blog["verdict"], "recurrence", "{table}");
    assert_eq!(blog["first_wrong"]["entry"], "dp[0, 1]", "{table}");
    assert_eq!(
        blog["first_wrong"]["reads"][1]["entry"], "dp[0, 2]",
        "{table}"
    );
    let report = report("tdpcb", &[source.to_str().unwrap()], input);
    assert!(
        report.contains("Read another way, the table tells another story"),
        "{report}"
    );
}

/// ABC201 D in Python, Takahashi's lead `dp(i, j)`: a move down scored with the cell to the
/// right.
#[test]
fn a_move_scored_on_the_wrong_cell_is_named_python_call() {
    wrong_at(
        "abc201d",
        "abc201d_first_lead.py",
        "6 2\n-+\n++\n+-\n+-\n-+\n++\n",
        "recurrence",
        "dp(2, 0)",
        &[("dp(2, 1)", Some(1), 1), ("dp(3, 0)", Some(1), 1)],
    );
}

/// ABC201 D in Rust, the table dumped as rows and right, the answer wrong: a lead of 0 is a
/// draw, which the solution calls Takahashi's.
#[test]
fn a_right_dump_and_a_draw_missed_blame_the_answer_step_rust() {
    let source = fixture("abc201d_answer_dump.rs");
    let (status, table) = table("abc201d", &[source.to_str().unwrap()], "2 2\n++\n++\n");
    assert_eq!(status, 3);
    assert_eq!(table["verdict"], "answer_step", "{table}");
    assert_eq!(
        (table["entries"].as_u64(), table["right"].as_u64()),
        (Some(4), Some(4))
    );
}

/// ARC038 B in C++, `lose[i][j]`: the diagonal move forgotten.
#[test]
fn a_forgotten_diagonal_is_named_cpp_lose_table() {
    wrong_at(
        "arc038b",
        "arc038b_no_diagonal.cpp",
        "6 2\n..\n..\n..\n..\n..\n..\n",
        "recurrence",
        "lose[4][0]",
        &[
            ("lose[5][0]", Some(0), 0),
            ("lose[4][1]", Some(0), 0),
            ("lose[5][1]", Some(1), 1),
        ],
    );
}

/// ABC206 F in C++: the mex taken as the number of distinct options.
#[test]
fn a_mex_counted_is_named_cpp() {
    wrong_at(
        "abc206f",
        "abc206f_mex_count.cpp",
        "1\n4\n4 5\n1 4\n4 5\n4 5\n",
        "recurrence",
        "g[1][5]",
        &[("g[4][5]", Some(1), 1), ("g[1][4]", Some(1), 1)],
    );
}

/// ABC206 F in Rust, a win/lose table printed as true/false: every side a move leaves is
/// right, yet two wins side by side make a loss, which a win table cannot add up.
#[test]
fn two_wins_that_make_a_loss_are_named_rust_win_table() {
    wrong_at(
        "abc206f",
        "abc206f_win_sum.rs",
        "1\n7\n1 4\n1 2\n2 3\n4 6\n6 9\n6 7\n7 8\n",
        "recurrence",
        "win[1][9]",
        &[
            ("win[2][9]", Some(1), 1),
            ("win[4][9]", Some(1), 1),
            ("win[1][2]", Some(1), 1),
            ("win[3][9]", Some(1), 1),
            ("win[1][4]", Some(1), 1),
            ("win[6][9]", Some(1), 1),
            ("win[1][6]", Some(1), 1),
            ("win[7][9]", Some(1), 1),
            ("win[1][6]", Some(1), 1),
            ("win[1][7]", Some(1), 1),
            ("win[8][9]", Some(0), 0),
        ],
    );
}

/// AOJ 2741 in C++, `dp(i, j, p)` with p from 1: a jamming card that wipes its own player's
/// cards; the first wrong entry is where player 2 should pass and jam player 1's card later.
#[test]
fn a_jam_that_wipes_its_own_cards_is_named_cpp_call_from_1() {
    wrong_at(
        "aoj2741",
        "aoj2741_own_jam.cpp",
        "1 2\n3\n-1 -1\n",
        "recurrence",
        "dp(0, 1, 2)",
        &[
            ("dp(1, 2, 2)", Some(0), 0),
            ("dp(1, 1, 1)", Some(0), 0),
            ("dp(1, 2, 1)", Some(0), 0),
            ("dp(0, 2, 2)", Some(-3), -3),
        ],
    );
}

/// AOJ 2741 in Rust, player 1's lead: the game taken to be over once the decks are empty,
/// the stack's cards never scored; the entry it reads was never computed, so never printed,
/// and the report says so.
#[test]
fn a_read_never_printed_is_said_rust_first_player_s_lead() {
    wrong_at(
        "aoj2741",
        "aoj2741_decks_empty.rs",
        "3 1\n151947 -1 -1\n1000000\n",
        "recurrence",
        "dp[3][0][0]",
        &[("dp[3][1][1]", None, 0)],
    );
    // The entry it reads may never have been computed: the report does not ask for it to be
    // printed, nor calls the reads right.
    let source = fixture("aoj2741_decks_empty.rs");
    let report = report(
        "aoj2741",
        &[source.to_str().unwrap()],
        "3 1\n151947 -1 -1\n1000000\n",
    );
    assert!(
        report.contains(
            "An entry it reads was not printed: either your recurrence never computes it (a \
             move left out), or it does not print it."
        ),
        "{report}"
    );
    assert!(!report.contains("every read entry is right"), "{report}");
    assert!(!report.contains("print it too"), "{report}");
    assert!(!report.contains("[_]"), "{report}");
}

/// The learners (2026-12-02), printing only where `COACH_TABLE` is set. TDPC B in
/// C++, Snuke's total filled from the end with the turn read from the objects left: on
/// `1 2 / 1 / 1 1` (A + B odd) the table is, entry for entry, the second player's total.
/// It is told so, with the answer step to blame, or named at `dp[1][1]`; never as a wrong
/// base case.
#[test]
fn a_turn_read_from_the_objects_left_is_never_a_base_case_cpp() {
    let source = fixture("tdpcb_parity.cpp");
    let (status, table) = table("tdpcb", &[source.to_str().unwrap()], "1 2\n1\n1 1\n");
    assert_eq!(status, 3, "{table}");
    assert_ne!(table["verdict"], "base_case", "{table}");
    let second = table["meaning"]
        .as_str()
        .unwrap()
        .ends_with("holding the second player's total from there")
        && table["verdict"] == "answer_step";
    assert!(
        second || table["first_wrong"]["entry"] == "dp[1][1]",
        "{table}"
    );
}

/// TDPC B in Rust, a pass allowed once a pile is empty: wrong in most entries of sample 2
/// (the threshold of half the entries right once hid it), named at the first wrong entry
/// in the order it was filled, whose read entry is right.
#[test]
fn a_bug_that_spreads_to_most_entries_is_named_where_it_starts_rust() {
    wrong_at(
        "tdpcb",
        "tdpcb_empty_pass.rs",
        "5 5\n2 4 5 4 2\n2 8 3 4 5\n",
        "recurrence",
        "dp[5][3]",
        &[("dp[5][4]", Some(5), 5)],
    );
}

/// AOJ 2741 in Python, the blog's five-index memo as its code writes it, the cards from 0
/// (`dfs(0, 0, 0, 0, 0)`), with a jamming card that cancels nothing: found by the search
/// (no list of meanings held it), and named at the first jam that should have cancelled a
/// card.
#[test]
fn the_blog_s_memo_counted_from_0_is_understood_python() {
    wrong_at(
        "aoj2741",
        "aoj2741_blog_from_0.py",
        "2 2\n100 -1\n200 300\n",
        "recurrence",
        "dp[0][1][1][1][2]",
        &[
            ("dp[2][1][1][2][2]", Some(0), 0),
            ("dp[2][1][2][2][2]", Some(0), 0),
        ],
    );
}

/// ABC201 D in Python, the move onto the goal always scored +1: on a red goal every entry
/// but the goal's is wrong (1 of 12 right), and the first in the order filled is named, a
/// transition that reads the goal.
#[test]
fn a_bug_in_every_entry_after_the_first_is_named_at_the_first_python() {
    wrong_at(
        "abc201d",
        "abc201d_goal_plus.py",
        "3 4\n+-++\n-+-+\n++--\n",
        "recurrence",
        "dp[2][2]",
        &[("dp[2][3]", Some(0), 0)],
    );
}

/// AOJ 2741 in C++, the five-index memo `dp[type][x1][y1][x2][y2]` from 1, each player's run
/// of cards that count: a pass that scores the runs by prefix sums counts player 1's jamming
/// card as -1. Player 2's 1, jammed by player 1, leaves nothing to score, and the pass is
/// worth 0, not 1.
#[test]
fn a_pass_that_scores_a_jamming_card_is_named_cpp_five_indices() {
    wrong_at(
        "aoj2741",
        "aoj2741_blog_jam_sum.cpp",
        "1 1\n-1\n1\n",
        "recurrence",
        "dp[2][1][2][2][2]",
        &[("dp[0][2][2][2][2]", Some(0), 0)],
    );
}

/// The TDPC blog's table (Snuke's total, counting what is left, `dp[i, j]`): right, so
/// nothing is blamed, and the status is 0.
#[test]
fn a_right_table_in_another_meaning_is_found_right() {
    let source = fixture("tdpcb_right_total.py");
    for input in ["2 2\n3 1\n4 2\n", "1 3\n5\n1 9 2\n"] {
        let (status, table) = table("tdpcb", &[source.to_str().unwrap()], input);
        assert_eq!(status, 0, "{table}");
        assert_eq!(table["verdict"], "all_right", "{table}");
        assert_eq!(
            table["meaning"],
            "dp[i, j] with i = objects left in a (from 0), j = objects left in b (from 0), \
             holding the first player's total from there"
        );
    }
}

/// A table that stores the mover's lead doubled (taking v worth 2v - dp[next]) and halves it
/// for the answer is right in its own units: read as the lead times 2, every entry is right,
/// and nothing is blamed. Before, "3 of 12 right" in another meaning, and a first wrong
/// entry named in a right solution.
#[test]
fn a_table_of_the_lead_doubled_is_right_in_its_own_units() {
    let source = fixture("tdpcb_lead_doubled.py");
    for input in ["2 3\n1 2\n3 4 5\n", "1 3\n5\n1 9 2\n"] {
        let (status, table) = table("tdpcb", &[source.to_str().unwrap()], input);
        assert_eq!(status, 0, "{table}");
        assert_eq!(table["verdict"], "all_right", "{table}");
        assert_eq!(
            table["meaning"],
            "dp[i][j] with i = objects left in a (from 0), j = objects left in b (from 0), \
             holding the lead of the player to move, times 2"
        );
    }
}

/// A table that stores the lead halved, as floats (2.5), is read only where an entry is a
/// whole number: it is never called wrong, and what is said of it is said of the entries
/// read, no more. Before, "Every entry is right" of a table whose 11 other lines went unread.
#[test]
fn a_table_of_the_lead_halved_is_never_called_wrong_nor_wholly_right() {
    let source = fixture("tdpcb_lead_halved.py");
    let output = run_table(
        "tdpcb",
        &[source.to_str().unwrap()],
        "2 3\n1 2\n3 4 5\n",
        false,
    );
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("11 lines could not be read"), "{text}");
    assert!(
        text.contains("Every entry read is right, and so is the answer: nothing read is wrong."),
        "{text}"
    );
    assert!(!text.contains("first wrong entry"), "{text}");
    let (_, json) = table("tdpcb", &[source.to_str().unwrap()], "2 3\n1 2\n3 4 5\n");
    assert_eq!(
        json["unread"],
        serde_json::json!({"lines": 11, "cut": false})
    );
    assert_eq!(json["first_wrong"], Value::Null);
}

/// The end position never set keeps the -10**18 the table started with, and every entry
/// carries it: no meaning explains the table as printed, but one does save that every wrong
/// entry is off by 10**18, which is said with the first wrong entry and what it reads. It
/// was `unknown` before.
#[test]
fn an_inf_left_in_an_unset_entry_is_named() {
    let source = fixture("tdpcb_inf_unset.py");
    let (status, table) = table("tdpcb", &[source.to_str().unwrap()], "2 3\n1 2\n3 4 5\n");
    assert_eq!(status, 3, "{table}");
    assert_eq!(table["sentinel"], 1_000_000_000_000_000_000_i64, "{table}");
    assert_eq!(table["first_wrong"]["entry"], "dp[0][1]", "{table}");
    assert_eq!(
        table["first_wrong"]["reads"][0]["entry"], "dp[0][0]",
        "{table}"
    );
    assert_eq!(
        table["first_wrong"]["reads"][0]["yours"],
        Value::Null,
        "{table}"
    );
}

/// Values no meaning explains get `unknown` and the meanings coach knows, never a finding;
/// the learner's other lines are skipped, and a malformed entry is counted and quoted.
#[test]
fn a_table_in_no_known_meaning_is_unknown_and_noise_is_skipped() {
    let script = "cat > /dev/null; echo 'reading' >&2; echo 'dp[0][0] = 70' >&2; \
                  echo 'dp[0][1] = 90' >&2; echo 'dp[1][x] = 1' >&2; echo 'n = 2' >&2; echo 2";
    let (status, table) = table("tdpcb", &["sh", "-c", script], "1 1\n1\n2\n");
    assert_eq!(status, 0, "the answer is right: {table}");
    assert_eq!(table["verdict"], "unknown", "{table}");
    assert_eq!(table["entries"], 2);
    // The table's coordinates, which coach searched every way of printing.
    let known = table["known"].as_array().unwrap();
    assert_eq!(known.len(), 1, "{table}");
    assert_eq!(
        known[0],
        "objects taken from a (0 to 1; or objects left in a); objects taken from b (0 to 1; or \
         objects left in b)"
    );
    let report = report("tdpcb", &["sh", "-c", script], "1 1\n1\n2\n");
    assert!(
        report.contains(
            "Your table: 2 entries read; 1 line could not be read (an entry is `NAME[i][j] = v`, v \
             an integer of 64 bits, true, false, win or lose), the first: `dp[1][x] = 1`."
        ),
        "{report}"
    );
    assert!(
        report.contains("No way of reading it that coach tried makes its base cases right"),
        "{report}"
    );
    assert!(
        report.contains(
            "\n  - objects taken from a (0 to 1; or objects left in a); objects taken from b (0 \
             to 1; or objects left in b)\n"
        ),
        "{report}"
    );
    // A solution that crashes after its table: RE, how it ended, and the end of its standard
    // error, where the reason is, with an escape code shown by its code point.
    let crash = "echo 'dp[0][0] = 1' >&2; printf 'boom \\033[31m\\n' >&2; exit 3";
    let crashed = self::report("tdpcb", &["sh", "-c", crash], "1 1\n1\n2\n");
    assert!(
        crashed.starts_with("tdpcb: RE on ")
            && crashed.contains(
                " (exit status 3); its standard error ends:\n  dp[0][0] = 1\n  boom U+001B[31m\n"
            ),
        "{crashed}"
    );
}

/// A solution that prints no table gets one line on how to print one.
#[test]
fn no_table_gets_the_line_that_says_how_to_print_one() {
    let (status, table) = table(
        "tdpcb",
        &["sh", "-c", "cat > /dev/null; echo 1"],
        "1 1\n1\n2\n",
    );
    assert_eq!(status, 3);
    assert_eq!(table, Value::Null);
    let report = report(
        "tdpcb",
        &["sh", "-c", "cat > /dev/null; echo 1"],
        "1 1\n1\n2\n",
    );
    assert!(
        report.contains(
            "Your table: 0 entries were printed to standard error (on a run with COACH_TABLE=1)."
        ),
        "{report}"
    );
}

/// After shrinking, stress runs the counterexample once more and adds the finding: in the
/// report, and as `failure.table` in its JSON.
#[test]
fn stress_adds_the_finding_on_the_shrunk_input() {
    let source = fixture("tdpcb_transition.py");
    let output = coach(&[
        "stress",
        "tdpcb",
        "--no-corpus",
        "--json",
        source.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(3));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let table = &report["failure"]["table"];
    assert_eq!(table["verdict"], "recurrence", "{report}");
    assert_eq!(table["first_wrong"]["entry"], "dp[0][0]", "{report}");
    let output = coach(&["stress", "tdpcb", "--no-corpus", source.to_str().unwrap()]);
    let report = String::from_utf8(output.stdout).unwrap();
    assert!(
        report.contains("\n--- your table\nYour table: 4 entries read.\n"),
        "{report}"
    );
    assert!(
        report.contains("Every entry it reads is right: the transition is wrong."),
        "{report}"
    );
}

/// `COACH_TABLE=1` is set on the run whose table is read, and on no judged run: a solution
/// wrong only when it is set passes stress, and `coach table` reads it wrong.
#[test]
fn only_the_run_read_for_its_table_has_coach_table_set() {
    let source = fixture("tdpcb_wrong_when_read.py");
    let source = source.to_str().unwrap();
    let output = coach(&[
        "stress",
        "tdpcb",
        "--no-corpus",
        "--cases",
        "30",
        "--max-size",
        "medium",
        source,
    ]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let report = report("tdpcb", &[source], "1 1\n1\n2\n");
    assert!(report.starts_with("tdpcb: WA on "), "{report}");
}

/// Where the run for the table does not fail as the judged run did (here it crashes), the
/// report says so and reads nothing of it.
#[test]
fn a_run_for_the_table_that_fails_otherwise_is_told_and_not_read() {
    let script = "cat > /dev/null; [ -n \"$COACH_TABLE\" ] && exit 3; echo 0";
    let output = coach(&[
        "stress",
        "tdpcb",
        "--no-corpus",
        "--cases",
        "5",
        "--",
        "sh",
        "-c",
        script,
    ]);
    assert_eq!(output.status.code(), Some(3));
    let report = String::from_utf8(output.stdout).unwrap();
    assert!(
        report.contains(
            "\n--- your table\nThe run for your table (COACH_TABLE=1) got RE (exit status 3), \
             not WA as the judged run did: its table is not read.\n"
        ),
        "{report}"
    );
}

/// A right solution of every problem, each printing its table in another meaning (Takahashi's
/// lead from 1 with `dp(i, j)`, a loss as `true`, closed segments, the memo of empty-stack
/// positions, the five-index memo in Python with player 1's lead), on generated inputs: coach
/// finds the meaning, and blames nothing.
#[test]
#[ignore = "slow tier: a sweep of every problem's right tables, about 8 s"]
fn right_tables_of_every_problem_are_found_right_in_their_meanings() {
    for (problem, source, meaning) in [
        (
            "abc201d",
            "abc201d_right_first.py",
            "dp(i, j) with i = the piece's row (from 1), j = the piece's column (from 1), \
             holding the first player's lead",
        ),
        (
            "arc038b",
            "arc038b_right_lose.py",
            "lose[i][j] with i = the piece's row (from 0), j = the piece's column (from 0), \
             holding true where the player to move loses",
        ),
        (
            "abc206f",
            "abc206f_right_closed.py",
            "g[i][j] (the intervals inside [l, r]) with i = l, the segment's first point (from \
             1), j = r, the segment's last point (from 1), holding the Grundy number",
        ),
        (
            "aoj2741",
            "aoj2741_right_memo.py",
            "dp[i][j][k] (the memo of empty-stack positions) with i = cards played from player \
             1's deck (from 0), j = cards played from player 2's deck (from 0), k = the player \
             to move (0 player 1, 1 player 2), holding the lead of the player to move",
        ),
        (
            "aoj2741",
            "aoj2741_blog_right_first.py",
            "dp[i][j][k][l][m] (the five-index memo of runs) with i = the type (0 player 1 to \
             move, 1 player 2 to move, 2 player 1 to move after a pass on the empty stack, 3 \
             player 2 to move after a pass on the empty stack), j = player 1's next card (from \
             1), k = player 2's next card (from 1), l = player 1's first card that counts (from \
             1), m = player 2's first card that counts (from 1), holding the first player's lead",
        ),
    ] {
        let source = fixture(source);
        for seed in 1..=4 {
            let input = coach(&["gen", problem, "--seed", &seed.to_string()]);
            let input = String::from_utf8(input.stdout).unwrap();
            let (status, table) = table(problem, &[source.to_str().unwrap()], &input);
            assert_eq!(status, 0, "{problem} seed {seed}: {table}");
            assert_eq!(
                table["verdict"], "all_right",
                "{problem} seed {seed}: {table}"
            );
            assert_eq!(table["meaning"], meaning, "{problem} seed {seed}");
            assert_eq!(table["right"], table["entries"]);
        }
    }
}

/// Right tables in meanings no list of coach's names: the lead negated (the player not to
/// move), the mover's total from there (the lead offset by what is left), 1-based with
/// sentinel rows. On an AC run and on a WA run (the same table, a wrong last line), none is
/// called wrong: the first two are read in their own meaning, every entry right; the third
/// in no meaning coach tried, and nothing is said of its entries.
#[test]
fn right_tables_in_unusual_meanings_are_never_called_wrong() {
    let input = "2 3\n1 2\n3 4 5\n";
    for (source, meaning) in [
        (
            "tdpcb_lead_negated.py",
            Some("holding the lead of the player to move, times -1"),
        ),
        (
            "tdpcb_mover_total.py",
            Some("holding the total of the player to move from there"),
        ),
        ("tdpcb_one_based_sentinel.py", None),
    ] {
        let source = fixture(source);
        let source = source.to_str().unwrap();
        let wrong_answer = format!("python3 -S '{source}' | sed 's/.*/12345/'");
        for (solution, status) in [
            (vec!["python3", "-S", source], 0),
            (vec!["sh", "-c", wrong_answer.as_str()], 3),
        ] {
            let (got, table) = table("tdpcb", &solution, input);
            assert_eq!(got, status, "{source}: {table}");
            assert_eq!(table["first_wrong"], Value::Null, "{source}: {table}");
            match meaning {
                Some(meaning) => {
                    assert!(
                        table["meaning"].as_str().unwrap().ends_with(meaning),
                        "{source}: {table}"
                    );
                    assert_eq!(table["right"], table["entries"], "{source}: {table}");
                }
                None => assert_eq!(table["verdict"], "unknown", "{source}: {table}"),
            }
        }
    }
}
