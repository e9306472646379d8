//! A position's value as coach keeps it: a win or a loss at once in a score game, a draw in
//! a game valued by its outcomes, what the values mean, and what a move is worth to its
//! mover.

/// The value, in a score game, of a position its mover has won at once: a win outranks any
/// lead, and no lead reaches it (a lead of 2^63 - 1 or more is past what coach counts).
pub(crate) const WON: i64 = i64::MAX;

/// The value of a position its mover has lost at once: `-WON`, so that either reads the
/// same from the other side.
pub(crate) const LOST: i64 = -WON;

/// The value of a drawn position, in a game valued by its outcomes
/// ([`Solved::outcomes`](super::Solved::outcomes)), where a loss is 0 and a win 1.
pub(crate) const DRAW: i64 = 2;

/// A value of a game valued by its outcomes as a word, as `answer(start, value)` is given it:
/// `"lose"` (0), `"win"` (1) or `"draw"` ([`DRAW`]).
pub(crate) fn outcome_word(value: i64) -> &'static str {
    match value {
        0 => "lose",
        DRAW => "draw",
        _ => "win",
    }
}

/// What the values of a game mean, as the rules file's `answer(start, value)` is given them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Valuation {
    /// Grundy numbers (where the positions name their mover, 1 for a win and 0 for a loss).
    Grundy,
    /// The first player's lead.
    Lead,
    /// A win, a loss or a draw: `"win"`, `"lose"` or `"draw"`.
    Outcome,
}

/// What a move is worth to its mover in a score game: it scores `points`, and the lead
/// after it is `after` to the player to move there (the other, where it `hands_over`); a
/// win or a loss at once whatever the points ([`WON`], [`LOST`]); `None` past 64 bits.
pub(super) fn lead_after(points: i64, after: i64, hands_over: bool) -> Option<i64> {
    // Every value lies in [LOST, WON], so that it is negated without overflow.
    let after = if hands_over { -after } else { after };
    match after {
        WON | LOST => Some(after),
        _ => points
            .checked_add(after)
            .filter(|&lead| LOST < lead && lead < WON),
    }
}
