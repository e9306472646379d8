//! What a failure's report adds beside the verdict: why the expected answer is right
//! (optimal play on the input shown), and where the table the solution printed breaks. A
//! subject that can tell neither says nothing: both have defaults.

use crate::play;
use crate::problem::{Coached, Show, Solve, Subject};
use crate::problems::{Known, Name};
use crate::rules::game::{Custom, Loaded, Normal, Scored};
use crate::rules::{Drawn, RulesOracle};
use crate::solution::{Run, Verdict};
use crate::table::Examined;
use std::path::Path;

/// Games of up to this many moves are played out under a wrong answer ("why"); longer ones
/// are named by the command that plays them.
pub(super) const WHY_MOVES: usize = 40;

/// What a report can tell of a subject's failure besides the verdict.
pub(crate) trait Explain: Subject {
    /// Why the expected answer is right on `input`, which failed with `verdict`: optimal
    /// play, for a wrong answer on a game of at most [`WHY_MOVES`] moves; else the command
    /// that shows it, on `file` (the input's file, where it is kept). Empty where it cannot
    /// be told.
    fn why(&self, _input: &Self::Input, _verdict: Verdict, _file: Option<&Path>) -> String {
        String::new()
    }

    /// Whether coach knows how learners print this problem's table: then a wrong answer's
    /// report gives the finding on it, or says how to print one.
    fn reads_tables(&self) -> bool {
        false
    }

    /// The finding on the table that `run` printed about the first game of `input`, where
    /// it printed one and coach knows the problem's table.
    fn table(&self, _input: &Self::Input, _run: &Run) -> Option<Examined> {
        None
    }
}

/// Why the expected answer is right on `input`, a game of `P` that `coach play SUBJECT`
/// plays: optimal play for a wrong answer on at most [`WHY_MOVES`] moves, else the command.
fn why_of<P: Solve + Show>(
    subject: &str,
    input: &P::Input,
    verdict: Verdict,
    file: Option<&Path>,
) -> String {
    let Ok(mut played) = play::play::<P>(input) else {
        return String::new();
    };
    let moves: usize = played.games.iter().map(|game| game.moves.len()).sum();
    if verdict != Verdict::Wa || moves > WHY_MOVES {
        return named(subject, file);
    }
    format!(
        "\n--- why: coach play {subject}\n{}",
        play::text(&mut played, play::Extras::default())
    )
}

/// The command that plays `file` out, move by move.
fn named(subject: &str, file: Option<&Path>) -> String {
    let file = file.map_or_else(|| "FILE".to_string(), |file| file.display().to_string());
    format!("\nWhy the expected answer is right, move by move: coach play {subject} {file}\n")
}

impl<P: Coached> Explain for Known<P> {
    fn why(&self, input: &P::Input, verdict: Verdict, file: Option<&Path>) -> String {
        why_of::<P>(P::NAME, input, verdict, file)
    }

    fn reads_tables(&self) -> bool {
        Name::of_binary(P::NAME).is_some_and(crate::table::knows)
    }

    fn table(&self, input: &P::Input, run: &Run) -> Option<Examined> {
        crate::table::examine(Name::of_binary(P::NAME)?, &P::format(input), run)
    }
}

/// A rules file's game, played by `coach play RULES FILE`; its table, coach does not know.
impl Explain for RulesOracle {
    fn why(&self, input: &Drawn, verdict: Verdict, file: Option<&Path>) -> String {
        let Ok(games) = self.games(input) else {
            return String::new();
        };
        let rules = self.path().display().to_string();
        let rules = crate::notation::quote(&rules);
        // Playing a sum of thousands of parts out, to find it too long to show, would take
        // far longer than the stress run: the command is named at once instead.
        let fewest: usize = games.iter().map(Loaded::fewest_moves).sum();
        if fewest > WHY_MOVES {
            return named(&rules, file);
        }
        if games[0].scored() {
            why_of::<Custom<Scored>>(&rules, &games, verdict, file)
        } else {
            why_of::<Custom<Normal>>(&rules, &games, verdict, file)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Tdpcb;

    #[test]
    fn why_plays_a_short_wrong_answer_and_names_the_command_otherwise() {
        let tdpcb = Known::<Tdpcb>::new();
        let piles = (vec![1], vec![2]);
        let shown = tdpcb.why(&piles, Verdict::Wa, None);
        let mut played = play::play::<Tdpcb>(&piles).unwrap();
        assert_eq!(
            shown,
            format!(
                "\n--- why: coach play tdpcb\n{}",
                play::text(&mut played, play::Extras::default())
            )
        );
        assert!(shown.ends_with("Result: 2\n"), "{shown}");
        assert_eq!(
            tdpcb.why(&piles, Verdict::Tle, Some(Path::new("s/x.in"))),
            "\nWhy the expected answer is right, move by move: coach play tdpcb s/x.in\n"
        );
        let long = (vec![1; 30], vec![1; 11]);
        assert_eq!(
            tdpcb.why(&long, Verdict::Wa, None),
            "\nWhy the expected answer is right, move by move: coach play tdpcb FILE\n"
        );
    }
}
