//! What tests and benchmarks need and a user of coach does not: the independent oracles, the
//! exhaustive enumerations, the sample tests' line comparison, the measurement of a child
//! process, and the unit tests' toy games. Compiled only with the
//! `dev` feature, which the workspace's tests and benches turn on.

pub mod measure;
#[cfg(test)]
pub(crate) mod toys;

use crate::analysis::Analyst;
#[cfg(test)]
use crate::layout::Table;
#[cfg(test)]
use crate::problem::Show;
use crate::problem::{Rules, Solve};
use crate::worth::{Kind, Worth};
use std::collections::HashMap;

/// Optimal play from the start of `game`: at every turn the first best move.
pub fn optimal_line<P: Solve>(game: &P::Game) -> Vec<P::Move> {
    Analyst::<P>::new(game).best_line(P::start(game))
}

/// The tables of `game`, with the cells of optimal play from the start.
#[cfg(test)]
pub(crate) fn tables<P: Show>(game: &P::Game) -> Vec<Table> {
    let mut analyst = Analyst::<P>::new(game);
    let line = analyst.best_line(P::start(game));
    analyst.tables(&line)
}

/// The tables of `game` drawn as text, as `play --table` draws them.
#[cfg(test)]
pub(crate) fn table_text<P: Show>(game: &P::Game) -> String {
    Table::drawn(&tables::<P>(game))
}

/// `position` of `game` drawn, with the game's values.
#[cfg(test)]
pub(crate) fn show_position<P: Show>(game: &P::Game, position: &P::Position) -> Option<String> {
    Analyst::<P>::new(game).show_position(position)
}

/// The worth of `position` to the player to move by plain negamax over the rules, memoised
/// on positions, apart from every problem's table: in score games the best (own - other's)
/// points from here on; in win/lose games win or lose, with the moves left when the winner
/// hurries and the loser delays.
pub fn worth<R: Rules>(
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
pub fn all_grids_up_to(alphabet: &[u8], max_cells: usize) -> Vec<Vec<Vec<u8>>> {
    let shapes = (1..=max_cells).flat_map(|h| (1..=max_cells / h).map(move |w| (h, w)));
    shapes
        .flat_map(|(h, w)| {
            crate::shrink::sequences(alphabet, h * w)
                .into_iter()
                .map(move |cells| cells.chunks(w).map(<[u8]>::to_vec).collect())
        })
        .collect()
}

/// Every `sample-N.in` of a problem in the workspace's `tests/cases/`, in order; at least
/// one.
pub fn samples(problem: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/cases")
        .join(problem);
    let mut samples: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .expect("the cases folder")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("sample-") && name.ends_with(".in")
        })
        .collect();
    samples.sort();
    assert!(!samples.is_empty(), "{problem} has no sample");
    samples
}

/// Lines of a transcript a snapshot keeps whole, and characters of each line.
pub(crate) const SNAPSHOT_LINES: usize = 600;
const SNAPSHOT_LINE_CHARS: usize = 2_000;

/// A transcript as a snapshot keeps it: whole when it is short; else its first
/// [`SNAPSHOT_LINES`] lines and its last 20, with the number of lines between, and each line
/// cut after 2,000 characters with its length. So that a game of a hundred thousand moves
/// makes a snapshot a person can read.
pub fn snapshot_text(text: &str) -> String {
    let cut = |line: &str| -> String {
        match line.char_indices().nth(SNAPSHOT_LINE_CHARS) {
            Some((at, _)) => format!("{}… ({} bytes)", &line[..at], line.len()),
            None => line.to_string(),
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= SNAPSHOT_LINES + 20 {
        let mut kept: Vec<String> = lines.iter().map(|line| cut(line)).collect();
        if text.ends_with('\n') {
            kept.push(String::new());
        }
        return kept.join("\n");
    }
    let head = lines[..SNAPSHOT_LINES].iter().map(|line| cut(line));
    let tail = lines[lines.len() - 20..].iter().map(|line| cut(line));
    let between = format!("[... {} lines ...]", lines.len() - SNAPSHOT_LINES - 20);
    head.chain(std::iter::once(between))
        .chain(tail)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The lines of `text` with trailing white space removed and trailing empty lines dropped:
/// how the sample tests compare outputs.
pub fn normalized_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_transcript_is_cut_for_its_snapshot() {
        assert_eq!(snapshot_text("a\nb\n"), "a\nb\n");
        let long: String = (0..1000).map(|k| format!("{k}\n")).collect();
        let cut = snapshot_text(&long);
        assert!(cut.starts_with("0\n1\n"));
        assert!(cut.contains("\n599\n[... 380 lines ...]\n980\n"), "{cut}");
        assert!(cut.ends_with("\n999"));
        let wide = "x".repeat(5000);
        assert_eq!(
            snapshot_text(&wide),
            format!("{}… (5000 bytes)", "x".repeat(2000))
        );
    }

    #[test]
    fn normalized_lines_drop_trailing_blanks_and_empty_lines() {
        assert_eq!(normalized_lines("a  \nb\t\n\n\n"), ["a", "b"]);
        assert_eq!(normalized_lines("\n\na"), ["", "", "a"]);
        assert_eq!(normalized_lines(""), Vec::<&str>::new());
    }
}
