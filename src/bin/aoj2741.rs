//! # AOJ 2741 — Invisible (インビジブル)
//!
//! <https://onlinejudge.u-aizu.ac.jp/problems/2741>
//! (JAG Practice Contest for ACM-ICPC Japan Domestic 2016, problem D)
//!
//! Each player has a known deck of score cards (positive) and jamming cards (-1). In turn,
//! player 1 first, a player either puts the top card of their deck on a shared stack or
//! passes. A pass scores the stack: each player gets their own score cards lying above every
//! jamming card of the opponent; then the stack is cleared. Two passes in a row on an empty
//! stack end the game. Print (player 1's score) - (player 2's score) under optimal play.
//!
//! ## Idea: negamax over rounds that start on an empty stack
//! Each player maximises (own score) - (other's score), so every position has one value, seen
//! from the player to move, and a move's worth is what it scores minus the value of the
//! position it hands over (negamax).
//!
//! A pass clears the stack, so between two clears nobody passes: the players put cards
//! strictly in turn. A round that starts on an empty stack with the decks at positions
//! (i, j) and player p to move is therefore a fixed line of placements (p's next card, the
//! other's next card, p's next, ...) and the only choice along it is when to stop it by
//! passing. So only the empty-stack positions are memoised:
//!
//! `empty[i][j][p]`: the value for p of an empty stack at positions (i, j), p to move, when
//! the turn before was not a pass on an empty stack.
//!
//! From there p either passes on the empty stack (the other player may then end the game by
//! passing too, worth 0, or play the round themselves) or opens the round. The round is
//! walked forwards once, recording at each point what passing would be worth to the player
//! then to move (the stack's score difference minus `empty` of the positions reached, whose
//! i + j is larger and so already known), and then folded backwards:
//! `value = max(pass, -value of the next point)`, where the last point, whose mover's deck is
//! empty, can only pass.
//!
//! The stack's score is kept while walking: a score card adds to its owner's pending score,
//! and a jamming card, which lies above all of the opponent's cards, wipes the opponent's.
//!
//! ## Complexity
//! O(nm min(n, m)) time (about 10^5 steps), O(nm) memory (a few KiB). Scores are at most
//! 100 * 10^6 in absolute value, kept in `i64` all the same.
//!
//! ## Constraints
//! 1 <= n, m <= 50; each card is -1 or lies in 1..=1_000_000. Any other input is rejected with
//! a message.
//!
//! AOJ offers no crates and an old rustc (edition 2018, about 1.79), so this file uses the
//! standard library only, and each function carries `#[clippy::msrv = "1.48"]` so that clippy
//! flags any std API newer than that.

use std::io::{ErrorKind, Read, Write};

/// The binary's name, which starts each of its messages.
pub const NAME: &str = "aoj2741";
/// The most cards in a deck.
pub const MAX_DECK: i64 = 50;
/// The largest score card.
pub const MAX_SCORE: i64 = 1_000_000;
/// The jamming card.
pub const JAM: i64 = -1;

#[clippy::msrv = "1.48"]
fn main() {
    match read_text(std::io::stdin().lock()).and_then(|text| parse(&text)) {
        Ok((first, second)) => answer(solve(&first, &second)),
        Err(message) => fail(&format!("invalid input: {}", message)),
    }
}

/// Prints the answer. A reader that went away ends the program quietly, and any other
/// failed write says so in one line; both exit 1, never with a panic.
#[clippy::msrv = "1.48"]
fn answer(difference: i64) {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Err(error) = writeln!(out, "{}", difference).and_then(|()| out.flush()) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(1);
        }
        fail(&format!("cannot write the answer: {}", error));
    }
}

/// The whole input, read at once: the first end of file ends it (one Ctrl-D on a terminal).
#[clippy::msrv = "1.48"]
pub fn read_text(mut input: impl Read) -> Result<String, String> {
    let mut bytes = Vec::new();
    input
        .read_to_end(&mut bytes)
        .map_err(|error| format!("cannot read standard input: {}", error))?;
    String::from_utf8(bytes).map_err(|_| "the input is not UTF-8 text".to_string())
}

#[clippy::msrv = "1.48"]
fn fail(message: &str) -> ! {
    eprintln!("{}: {}", NAME, message);
    std::process::exit(1);
}

/// Parses `n m`, then player 1's n cards and player 2's m cards, each from the top of the
/// deck, checking them against the constraints. A leading byte-order mark is skipped.
#[clippy::msrv = "1.48"]
pub fn parse(input: &str) -> Result<(Vec<i64>, Vec<i64>), String> {
    // Editors on Windows may save the file with a byte-order mark: it is not part of `n`.
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    let mut tokens = input.split_ascii_whitespace();
    let n = next_integer(&mut tokens, "n")?;
    let m = next_integer(&mut tokens, "m")?;
    if !(1..=MAX_DECK).contains(&n) || !(1..=MAX_DECK).contains(&m) {
        return Err(format!(
            "n = {}, m = {}: both must lie in 1..={}",
            n, m, MAX_DECK
        ));
    }
    let mut read_deck = |name: &str, len: i64| -> Result<Vec<i64>, String> {
        (1..=len)
            .map(|k| {
                let what = format!("{}_{}", name, k);
                let card = next_integer(&mut tokens, &what)?;
                if card == JAM || (1..=MAX_SCORE).contains(&card) {
                    Ok(card)
                } else {
                    Err(format!(
                        "{} = {} is neither -1 nor in 1..={}",
                        what, card, MAX_SCORE
                    ))
                }
            })
            .collect()
    };
    let first = read_deck("a", n)?;
    let second = read_deck("b", m)?;
    if let Some(extra) = tokens.next() {
        return Err(format!(
            "unexpected `{}` after the last card",
            visible(extra)
        ));
    }
    Ok((first, second))
}

#[clippy::msrv = "1.48"]
fn next_integer<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str) -> Result<i64, String> {
    let token = tokens
        .next()
        .ok_or_else(|| format!("the input ends before {}", what))?;
    token
        .parse()
        .map_err(|_| format!("{} = `{}` is not a 64-bit integer", what, visible(token)))
}

/// `text` as a message quotes it: printable ASCII as itself, every other character as its
/// code point (a byte-order mark, a control character or a look-alike shows as `U+FEFF`),
/// and past 80 characters only its length.
#[clippy::msrv = "1.48"]
fn visible(text: &str) -> String {
    let mut shown: String = text
        .chars()
        .take(80)
        .map(|c| match c {
            '!'..='~' => c.to_string(),
            _ => format!("U+{:04X}", u32::from(c)),
        })
        .collect();
    if text.chars().nth(80).is_some() {
        shown.push_str(&format!("… ({} bytes)", text.len()));
    }
    shown
}

/// Returns (player 1's score) - (player 2's score) under optimal play, for the decks listed
/// from the top.
#[clippy::msrv = "1.48"]
pub fn solve(first: &[i64], second: &[i64]) -> i64 {
    let decks = [first, second];
    let (n, m) = (first.len(), second.len());
    let mut empty = vec![vec![[0i64; 2]; m + 1]; n + 1];
    let mut passes = Vec::with_capacity(2 * n.min(m) + 2);
    for i in (0..=n).rev() {
        for j in (0..=m).rev() {
            let rounds = [
                round(&decks, &empty, [i, j], 0, &mut passes),
                round(&decks, &empty, [i, j], 1, &mut passes),
            ];
            for p in 0..2 {
                let other = 1 - p;
                // After p passes on the empty stack, the other player ends the game (worth
                // 0) or plays the round, whichever is better for them.
                let other_after_pass = rounds[other].map_or(0, |value| value.max(0));
                let pass = -other_after_pass;
                empty[i][j][p] = rounds[p].map_or(pass, |value| value.max(pass));
            }
        }
    }
    empty[0][0][0]
}

/// The value for `opener` of opening a round at deck positions `start` on an empty stack,
/// with both players then choosing best when to pass; `None` if the opener's deck is empty.
/// `passes` is scratch space for the worth of passing at each point of the round.
#[clippy::msrv = "1.48"]
fn round(
    decks: &[&[i64]; 2],
    empty: &[Vec<[i64; 2]>],
    start: [usize; 2],
    opener: usize,
    passes: &mut Vec<i64>,
) -> Option<i64> {
    let mut position = start;
    if position[opener] == decks[opener].len() {
        return None;
    }
    passes.clear();
    let mut pending = [0i64; 2];
    let mut mover = opener;
    loop {
        let card = decks[mover][position[mover]];
        position[mover] += 1;
        if card == JAM {
            pending[1 - mover] = 0;
        } else {
            pending[mover] += card;
        }
        mover = 1 - mover;
        let after_pass = empty[position[0]][position[1]][1 - mover];
        passes.push(pending[mover] - pending[1 - mover] - after_pass);
        if position[mover] == decks[mover].len() {
            break;
        }
    }
    let last = passes.pop().expect("a round has at least one point");
    let first_mover_value = passes
        .iter()
        .rev()
        .fold(last, |next, &pass| pass.max(-next));
    Some(-first_mover_value)
}
