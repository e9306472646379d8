//! The crate's own tests' views of a game, written once: optimal play, the tables and a
//! position as the commands draw them, and the plain negamax over the rules that every worth
//! is checked against; every grid of a few cells.

use crate::analysis::Analyst;
use crate::layout::Table;
use crate::problem::{Rules, Show, Solve};
use crate::shrink::grids_of;
use crate::worth::{Kind, Worth};
use std::collections::HashMap;

/// Optimal play from the start of `game`: at every turn the first best move.
pub(crate) fn optimal_line<P: Solve>(game: &P::Game) -> Vec<P::Move> {
    Analyst::<P>::new(game).best_line(P::start(game))
}

/// The tables of `game`, with the cells of optimal play from the start.
pub(crate) fn tables<P: Show>(game: &P::Game) -> Vec<Table> {
    let mut analyst = Analyst::<P>::new(game);
    let line = analyst.best_line(P::start(game));
    analyst.tables(&line)
}

/// The tables of `game` drawn as text, as `play --table` draws them.
pub(crate) fn table_text<P: Show>(game: &P::Game) -> String {
    Table::drawn(&tables::<P>(game))
}

/// `position` of `game` drawn, with the game's values.
pub(crate) fn show_position<P: Show>(game: &P::Game, position: &P::Position) -> Option<String> {
    Analyst::<P>::new(game).show_position(position)
}

/// The worth of `position` to the player to move by plain negamax over the rules, memoised
/// on positions, apart from every problem's table: in score games the best (own - other's)
/// points from here on; in win/lose games win or lose, with the moves left when the winner
/// hurries and the loser delays.
pub(crate) fn worth<R: Rules>(
    game: &R::Game,
    position: &R::Position,
    memo: &mut HashMap<R::Position, Worth>,
) -> Worth {
    if let Some(&worth) = memo.get(position) {
        return worth;
    }
    let mover = R::mover(position);
    let mut best: Option<Worth> = None;
    for mv in R::moves(game, position) {
        let (next, gained) = R::apply(game, position, &mv);
        let this = match worth::<R>(game, &next, memo) {
            Worth::Lead(lead) => Worth::Lead(gained[mover] - gained[1 - mover] - lead),
            Worth::Lose(moves) => Worth::Win(moves.map(|moves| moves + 1)),
            Worth::Draw => Worth::Draw,
            Worth::Win(moves) => Worth::Lose(moves.map(|moves| moves + 1)),
        };
        best = Some(match (best, this) {
            (None, _) => this,
            (Some(Worth::Lead(a)), Worth::Lead(b)) => Worth::Lead(a.max(b)),
            (Some(Worth::Win(a)), Worth::Win(b)) => Worth::Win(a.min(b)),
            (Some(Worth::Lose(a)), Worth::Lose(b)) => Worth::Lose(a.max(b)),
            (Some(Worth::Win(a)), Worth::Lose(_)) | (Some(Worth::Lose(_)), Worth::Win(a)) => {
                Worth::Win(a)
            }
            (Some(a), _) => a,
        });
    }
    let worth = best.unwrap_or(match R::KIND {
        Kind::Score => Worth::Lead(0),
        Kind::WinLose => Worth::Lose(Some(0)),
    });
    memo.insert(position.clone(), worth);
    worth
}

/// Every grid over `alphabet` of every shape with at most `max_cells` cells.
pub(crate) fn all_grids_up_to(alphabet: &[u8], max_cells: usize) -> Vec<Vec<Vec<u8>>> {
    (1..=max_cells)
        .flat_map(|cells| grids_of(alphabet, cells))
        .collect()
}
