//! # TDPC B — ゲーム (Game)
//!
//! <https://atcoder.jp/contests/tdpc/tasks/tdpc_game>
//!
//! Two piles of valued objects, `a` and `b`, listed from the top. Snuke and Sumeke alternate,
//! Snuke first, each taking the top object of a non-empty pile of their choice, until both
//! piles are empty. Each wants the largest total; print Snuke's.
//!
//! ## Idea: negamax on the score difference
//! The grand total is fixed, so maximising one's own total is maximising (own total - other's
//! total). Let `lead(i, j)` be the best such difference for the player to move when `a[i..]`
//! and `b[j..]` remain. Taking an object turns the mover into the other player of the
//! remaining game:
//!
//! ```text
//! lead(i, j) = max(a[i] - lead(i + 1, j), b[j] - lead(i, j + 1)),   lead(A, B) = 0
//! ```
//!
//! where a term is left out when its pile is empty. With Snuke's total `s` and Sumeke's `t`,
//! `s + t = total` and `s - t = lead(0, 0)`, so `s = (total + lead(0, 0)) / 2`.
//!
//! Filling `i` from A down to 0 and `j` from B down to 0 needs one row: `lead[j]` still holds
//! `lead(i + 1, j)` when it is overwritten, and `lead[j + 1]` already holds `lead(i, j + 1)`.
//!
//! ## Complexity
//! O(AB) time, O(B) memory. Totals are at most 2000 * 1000, kept in `i64` all the same.
//!
//! ## Constraints
//! 1 <= A, B <= 1000; 1 <= a_i, b_i <= 1000. Any other input is rejected with a one-line
//! message and exit status 1; a leading UTF-8 byte-order mark is skipped.

use proconio::input;
use proconio::source::Source;
use proconio::source::once::OnceSource;
use std::io::BufRead;
use std::panic::{self, AssertUnwindSafe};

const MAX_LEN: usize = 1000;
const MAX_VALUE: i64 = 1000;

/// Windows editors may start a UTF-8 file with it; it is not part of the first number.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

fn main() {
    let (a, b) = read_input(std::io::stdin().lock(), read_piles).unwrap_or_else(|message| {
        eprintln!("tdpcb: invalid input: {message}");
        std::process::exit(1);
    });
    println!("{}", solve(&a, &b));
}

/// Hands the judge's input, less a leading byte-order mark, to `read`. proconio panics on
/// input that is not UTF-8 and on a token that is missing or does not parse: that panic is
/// caught and silenced, and its first clause becomes the error, so bad input never ends in a
/// panic.
pub fn read_input<R: BufRead, T>(
    mut input: R,
    read: impl FnOnce(&mut OnceSource<R>) -> Result<T, String>,
) -> Result<T, String> {
    if input
        .fill_buf()
        .is_ok_and(|start| start.starts_with(BYTE_ORDER_MARK))
    {
        input.consume(BYTE_ORDER_MARK.len());
    }
    panic::set_hook(Box::new(|_| {}));
    let read = panic::catch_unwind(AssertUnwindSafe(|| read(&mut OnceSource::new(input))));
    drop(panic::take_hook());
    read.unwrap_or_else(|panic| {
        let message = panic.downcast_ref::<String>().map_or("", String::as_str);
        Err(match message.split(';').next().unwrap_or_default() {
            "failed to read from source" => "the input is not UTF-8 text".to_string(),
            "failed to get the next token" => "the input ends too early".to_string(),
            clause => clause.to_string(),
        })
    })
}

/// Reads `A B` and the two piles from the top, checking them against the constraints.
pub fn read_piles<R: BufRead>(tokens: &mut OnceSource<R>) -> Result<(Vec<i64>, Vec<i64>), String> {
    input! { from &mut *tokens, a_len: usize, b_len: usize }
    if !(1..=MAX_LEN).contains(&a_len) || !(1..=MAX_LEN).contains(&b_len) {
        return Err(format!(
            "A = {a_len}, B = {b_len}: both must lie in 1..={MAX_LEN}"
        ));
    }
    input! { from &mut *tokens, a: [i64; a_len], b: [i64; b_len] }
    for (name, pile) in [("a", &a), ("b", &b)] {
        if let Some(k) = pile.iter().position(|v| !(1..=MAX_VALUE).contains(v)) {
            return Err(format!(
                "{name}_{} = {} must lie in 1..={MAX_VALUE}",
                k + 1,
                pile[k]
            ));
        }
    }
    if !tokens.is_empty() {
        return Err(format!(
            "more than the A + B = {} values announced",
            a_len + b_len
        ));
    }
    Ok((a, b))
}

/// Returns the total Snuke, the first player, takes from piles `a` and `b` (tops first).
pub fn solve(a: &[i64], b: &[i64]) -> i64 {
    let mut lead = vec![0i64; b.len() + 1];
    for i in (0..=a.len()).rev() {
        for j in (0..=b.len()).rev() {
            let take_a = a.get(i).map(|&value| value - lead[j]);
            let take_b = b.get(j).map(|&value| value - lead[j + 1]);
            // `None < Some(_)`: the max is the better of the moves that exist, and with both
            // piles empty the game is over and worth 0.
            lead[j] = take_a.max(take_b).unwrap_or(0);
        }
    }
    let total: i64 = a.iter().chain(b).sum();
    (total + lead[0]) / 2
}
