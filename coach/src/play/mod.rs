//! `coach play`: every game of an input played out optimally, replayed through the rules, and
//! shown move by move or as JSON. Every value shown is read off the games' analyses
//! ([`analysis`](crate::analysis)), computed once per position.

mod json;
pub(crate) mod played;

pub(crate) use json::{JsonGame, document};
pub(crate) use played::{DETAILED_CHOICES, DETAILED_MOVES, Marked, Played, play};

use crate::analysis::{Analysis, Analyst};
use crate::exit::Exit;
use crate::layout::Table;
use crate::notation::count;
use crate::output;
use crate::problem::{Games, Replay, Rules, Show, Solve, Teach};
use crate::solution::Verdict;
use crate::worth::{Kind, so_far};
use anyhow::Result;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::rc::Rc;

/// `coach play` as text or JSON.
pub(crate) struct Play<'a> {
    pub(crate) extras: Extras,
    /// One JSON object instead of the text.
    pub(crate) json: bool,
    pub(crate) out: &'a mut dyn std::io::Write,
}

impl Teach for Play<'_> {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit> {
        let mut played = play::<P>(input).map_err(Exit::internal)?;
        if !self.json {
            return Ok(output::emit(self.out, &text(&mut played, self.extras)));
        }
        // Written as it is serialised, never held whole as text.
        let document = document(&mut played, self.extras.why);
        output::write_with(self.out, |out| {
            let mut out = std::io::BufWriter::new(out);
            serde_json::to_writer(&mut out, &document)?;
            out.write_all(b"\n")?;
            out.flush()
        })?;
        Ok(Exit::Success)
    }
}

/// How `play` chooses among moves, in a sentence.
pub(crate) fn rules_of_play<P: Solve>(game: &P::Game) -> String {
    let how = match P::KIND {
        Kind::Score => "each player picks a move that keeps the optimal value",
        Kind::WinLose if P::alternates(game) => "the winner always moves to a losing position",
        Kind::WinLose => "the winner always makes a move that keeps the win",
    };
    let first = P::mover(&P::start(game));
    format!(
        "{} moves first; {how}; {}.",
        P::players(game)[first],
        P::TIE_BREAK
    )
}

/// What `play` shows besides the moves.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extras {
    /// Each game's table first.
    pub(crate) table: bool,
    /// At every move, every alternative's worth and the table entry behind the choice.
    pub(crate) why: bool,
}

/// How `--why` reads, in a sentence.
pub(crate) fn reading_why<P: Rules>() -> &'static str {
    match P::KIND {
        Kind::Score => {
            "Under each move: the table entry behind it, then every legal move of the mover, \
             best first, `>` the one played, with the final (mover - other) points difference \
             it leads to under optimal play."
        }
        Kind::WinLose => {
            "Under each move: the table entry behind it, then every legal move of the mover, \
             best first, `>` the one played, with whether it wins and in how many moves (both \
             players') under optimal play."
        }
    }
}

/// The games move by move: who moves, the move, the position and the points after it; then
/// the result. With `table`, each game's table comes first; with `why`, every move lists
/// its alternatives.
pub(crate) fn text<P: Solve + Show>(played: &mut Played<P>, extras: Extras) -> String {
    let first = played.input.games()[0];
    let mut out = format!(
        "{}: {}\n",
        P::title(played.input),
        rules_of_play::<P>(first)
    );
    if extras.why {
        writeln!(out, "{}", reading_why::<P>()).unwrap();
    }
    let several = played.games.len() > 1;
    for (k, game) in played.games.iter_mut().enumerate() {
        if several {
            write!(out, "\nTest case {}:", k + 1).unwrap();
        }
        out.push('\n');
        let board = game.analyst.game();
        if extras.table {
            let tables = game.analyst.tables(&game.moves);
            if tables.is_empty() {
                writeln!(out, "(the table is too large to draw)\n").unwrap();
            } else {
                writeln!(out, "{}", Table::drawn(&tables)).unwrap();
            }
        }
        let analyses: &[Rc<Analysis<P>>] = if extras.why { &game.analyses } else { &[] };
        if P::too_large_to_show(board) {
            out.push_str(&summary::<P>(board, &game.moves, &game.replay));
            if extras.why {
                out.push_str(&decisive::<P>(board, &game.replay, analyses));
            }
        } else {
            out.push_str(&moves::<P>(
                &game.analyst,
                &game.replay,
                analyses,
                extras.why,
            ));
            if let Some(drawing) = P::show_line(board, &game.moves) {
                writeln!(out, "\n{drawing}").unwrap();
            }
        }
        let outcome = P::result(board, &game.replay.outcome);
        writeln!(out, "Result: {outcome}").unwrap();
    }
    if several {
        writeln!(
            out,
            "\n{} prints:\n{}",
            P::title(played.input),
            played.answer
        )
        .unwrap();
    }
    out
}

fn moves<P: Solve + Show>(
    analyst: &Analyst<'_, P>,
    replay: &Replay<P>,
    analyses: &[Rc<Analysis<P>>],
    why: bool,
) -> String {
    let game = analyst.game();
    let mut out = String::new();
    if let Some(start) = analyst.show_position(&P::start(game)) {
        writeln!(out, "Start:\n{}", indent(&start)).unwrap();
    }
    let players = P::players(game);
    let over = crate::problem::why_over::<P>(game, &replay.end);
    if replay.steps.is_empty() {
        // A game over at its start says why, whatever its kind.
        let stuck = || format!("{} cannot move", players[P::mover(&replay.end)]);
        writeln!(out, "{}.", over.clone().unwrap_or_else(stuck)).unwrap();
    }
    let name_width = players.iter().map(|name| name.len()).max().unwrap_or(0);
    for (k, step) in replay.steps.iter().enumerate() {
        if why && k == analyses.len() {
            writeln!(out, "{}", cut_note(k, replay.steps.len())).unwrap();
        }
        write!(
            out,
            "{:>3}. {:<name_width$}  {}",
            k + 1,
            players[step.mover],
            P::show_move(game, &step.before, &step.mv)
        )
        .unwrap();
        if P::KIND == Kind::Score {
            write!(out, "  ({})", points::<P>(game, step.points)).unwrap();
        }
        out.push('\n');
        if let Some(analysis) = analyses.get(k) {
            let before = step.points_before();
            out.push_str(&indent(&alternatives::<P>(analysis, &step.mv, before)));
            out.push('\n');
        }
        if let Some(position) = analyst.show_position(&step.after) {
            writeln!(out, "{}", indent(&position)).unwrap();
        }
    }
    if !replay.steps.is_empty()
        && let Some(over) = over
    {
        writeln!(out, "{over}.").unwrap();
    }
    out
}

/// Where a long line stops being shown in detail.
fn cut_note(detailed: usize, moves: usize) -> String {
    format!(
        "(The line has {moves} moves: the first {detailed} are shown with every alternative \
         ({DETAILED_MOVES} moves or {DETAILED_CHOICES} alternatives at most), the rest without.)"
    )
}

/// The table entry behind a position's choice and every alternative, best first, `>`
/// marking `played`; `points` are the points scored before it.
pub(crate) fn alternatives<P: Solve + Show>(
    analysis: &Analysis<P>,
    played: &P::Move,
    points: [i64; 2],
) -> String {
    let so_far = so_far(P::KIND, points, analysis.mover);
    let names: Vec<String> = analysis
        .choices
        .iter()
        .map(|choice| P::name(&choice.mv))
        .collect();
    let width = names.iter().map(String::len).max().unwrap_or(0);
    let mut out = format!("why: {}", analysis.recurrence);
    for (choice, name) in analysis.choices.iter().zip(&names) {
        let mark = if choice.mv == *played { '>' } else { ' ' };
        write!(
            out,
            "\n{mark} {name:<width$}  {}",
            choice.worth.words(so_far)
        )
        .unwrap();
        if let Some(grundy) = choice.grundy {
            write!(out, ", leaves a Grundy xor of {grundy}").unwrap();
        }
        if let Some(loss) = choice.worth.loss(analysis.worth) {
            write!(out, " ({loss})").unwrap();
        }
    }
    out
}

/// The moves of a long line where the choice mattered: some alternative is worth less than
/// the best. At most [`DECISIVE_SHOWN`] of them.
fn decisive<P: Solve + Show>(
    game: &P::Game,
    replay: &Replay<P>,
    analyses: &[Rc<Analysis<P>>],
) -> String {
    let mattered: Vec<usize> = (0..analyses.len())
        .filter(|&k| analyses[k].matters())
        .collect();
    let mut out = format!(
        "Moves where the choice mattered: {} of {} (--json --why gives every move's \
         alternatives).\n",
        mattered.len(),
        analyses.len()
    );
    if analyses.len() < replay.steps.len() {
        writeln!(out, "{}", cut_note(analyses.len(), replay.steps.len())).unwrap();
    }
    let players = P::players(game);
    for &k in mattered.iter().take(DECISIVE_SHOWN) {
        let step = &replay.steps[k];
        writeln!(
            out,
            "{:>5}. {}  {}\n{}",
            k + 1,
            players[step.mover],
            P::show_move(game, &step.before, &step.mv),
            indent(&alternatives::<P>(
                &analyses[k],
                &step.mv,
                step.points_before()
            ))
        )
        .unwrap();
    }
    if mattered.len() > DECISIVE_SHOWN {
        writeln!(
            out,
            "       ... and {} more.",
            mattered.len() - DECISIVE_SHOWN
        )
        .unwrap();
    }
    out
}

/// How many decisive moves a summarised line shows.
pub(crate) const DECISIVE_SHOWN: usize = 10;

/// A game too large to show move by move: its moves, separated, and the points.
fn summary<P: Show>(game: &P::Game, line: &[P::Move], replay: &Replay<P>) -> String {
    let moves: String = line.iter().map(P::name).collect::<Vec<_>>().join(" ");
    let mut out = format!(
        "Too large to draw: {}, {} first, alternating:\n{moves}\n",
        count(line.len(), "move"),
        P::players(game)[0]
    );
    if P::KIND == Kind::Score {
        writeln!(out, "Points: {}", points::<P>(game, replay.outcome.points)).unwrap();
    }
    out
}

fn points<P: Rules>(game: &P::Game, points: [i64; 2]) -> String {
    let [first, second] = P::players(game);
    format!("{first} {}, {second} {}", points[0], points[1])
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("       {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Games of up to this many moves are played out under a wrong answer ("why"); longer ones
/// are named by the command that plays them.
pub(crate) const WHY_MOVES: usize = 40;

/// Why the expected answer is right on `input` (`judged`, as the judge gives it), a game of
/// `P` that `coach play SUBJECT` plays: optimal play for a wrong answer on at most
/// [`WHY_MOVES`] moves, else the command that plays it ([`why_command`]).
pub(crate) fn why<P: Solve + Show>(
    subject: &str,
    input: &P::Input,
    judged: &str,
    verdict: Verdict,
    file: Option<&Path>,
) -> String {
    let Ok(mut played) = play::<P>(input) else {
        return String::new();
    };
    let moves: usize = played.games.iter().map(|game| game.moves.len()).sum();
    if verdict != Verdict::Wa || moves > WHY_MOVES {
        return why_command(subject, file, judged);
    }
    format!(
        "\n--- why: coach play {subject}\n{}",
        text(&mut played, Extras::default())
    )
}

/// The longest input written into a command that plays it (`printf '%s\n' ... | coach play`).
const INLINE_BYTES: usize = 1024;

/// The command that plays the input out, move by move, as it can be run: on `file`, where
/// it is kept; else on its `text` written in the command where it is short; else how to keep
/// it.
pub(crate) fn why_command(subject: &str, file: Option<&Path>, text: &str) -> String {
    let said = "\nWhy the expected answer is right, move by move:";
    let subject = shell_word(subject);
    if let Some(file) = file {
        return format!(
            "{said} coach play {subject} {}\n",
            shell_word(&file.display().to_string())
        );
    }
    let inline = text.len() <= INLINE_BYTES && !text.chars().any(|c| c.is_control() && c != '\n');
    if inline {
        let lines: Vec<String> = text.lines().map(shell_word).collect();
        return format!(
            "{said} printf '%s\\n' {} | coach play {subject}\n",
            lines.join(" ")
        );
    }
    format!(
        "{said} run again with --save DIR to keep the input, then give its file to coach play \
         {subject}.\n"
    )
}

/// `word` as a shell reads it back as one word: as it is where it is plain, else in single
/// quotes (a quote in it as `'\''`).
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=+,@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::Tdpcb;

    /// The moves where the alternatives differ in worth, counted apart from `decisive`.
    fn mattered(piles: &(Vec<i64>, Vec<i64>)) -> usize {
        let mut analyst = Analyst::<Tdpcb>::new(piles);
        let line = analyst.line((0, 0), |_| true);
        line.analyses
            .iter()
            .filter(|analysis| {
                let worths: std::collections::HashSet<_> =
                    analysis.choices.iter().map(|c| c.worth).collect();
                worths.len() > 1
            })
            .count()
    }

    #[test]
    fn a_long_line_is_summarised_with_its_moves_apart_and_the_choices_that_mattered() {
        let piles: (Vec<i64>, Vec<i64>) = ((1..=31).collect(), (1..=31).rev().collect());
        let mut played = play::<Tdpcb>(&piles).unwrap();
        let text = text_why(&mut played);
        let moves: Vec<String> = played.games[0].moves.iter().map(Tdpcb::name).collect();
        let [snuke, sumeke] = played.games[0].replay.outcome.points;
        assert!(text.contains(&format!(
            "Too large to draw: 62 moves, Snuke first, alternating:\n{}\nPoints: Snuke \
             {snuke}, Sumeke {sumeke}\n",
            moves.join(" ")
        )));
        let count = mattered(&piles);
        assert!(count > DECISIVE_SHOWN, "{count}");
        assert!(text.contains(&format!("Moves where the choice mattered: {count} of 62 ")));
        assert!(text.contains(&format!(
            "       ... and {} more.\n",
            count - DECISIVE_SHOWN
        )));
        let shown: Vec<&str> = text
            .lines()
            .filter(|line| line.trim_start().starts_with('>'))
            .collect();
        assert_eq!(shown.len(), DECISIVE_SHOWN);
        // Along an optimal line, the move played always ends in the game's final difference
        // for its mover.
        assert!(shown.iter().all(|line| {
            line.ends_with(&format!("ends {:+}", snuke - sumeke))
                || line.ends_with(&format!("ends {:+}", sumeke - snuke))
        }));
    }

    #[test]
    fn exactly_ten_choices_that_mattered_are_all_shown() {
        // Found by a search over piles of 1s and 2s: exactly 10 moves where the choice matters.
        let a = [
            2, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 2, 1, 1,
            2, 1,
        ];
        let b = [
            1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 2, 1,
            1, 2,
        ];
        let piles = (a.to_vec(), b.to_vec());
        assert_eq!(mattered(&piles), DECISIVE_SHOWN);
        let mut played = play::<Tdpcb>(&piles).unwrap();
        let text = text_why(&mut played);
        assert!(text.contains("Moves where the choice mattered: 10 of 62 "));
        assert!(!text.contains("more."), "{text}");
        // None mattered: the count says so and nothing is listed.
        let even = (vec![1; 31], vec![1; 31]);
        let mut played = play::<Tdpcb>(&even).unwrap();
        let text = text_why(&mut played);
        assert!(text.contains("Moves where the choice mattered: 0 of 62 "));
        assert!(!text.contains("why:"));
    }

    /// Past the detail bound, a line keeps its moves whole and the analyses of its first
    /// moves only; text and JSON say where the detail ends.
    #[test]
    fn a_line_past_the_detail_bound_is_detailed_only_at_its_start() {
        let piles = (vec![1; 1000], vec![1; 1000]);
        let played = play::<Tdpcb>(&piles).unwrap();
        let game = &played.games[0];
        assert_eq!(game.moves.len(), 2000);
        assert_eq!(game.analyses.len(), 2000);
        // 2 + 2 alternatives per move at most: 4,000 moves fit, so a line of 5,000 is cut.
        let piles = (vec![1; 1000], vec![1; 4000]);
        let long: Vec<(Vec<i64>, Vec<i64>)> = vec![piles];
        let mut played = play::<Tdpcb>(&long[0]).unwrap();
        let game = &played.games[0];
        assert_eq!(game.moves.len(), 5000);
        assert_eq!(game.analyses.len(), DETAILED_MOVES);
        let json: serde_json::Value = serde_json::to_value(document(&mut played, true)).unwrap();
        assert_eq!(
            json["games"][0]["steps"].as_array().unwrap().len(),
            DETAILED_MOVES
        );
        assert_eq!(json["games"][0]["steps_omitted"], 1000);
        assert_eq!(json["games"][0]["moves"].as_array().unwrap().len(), 5000);
        let text = text_why(&mut played);
        assert!(
            text.contains(
                "(The line has 5000 moves: the first 4000 are shown with every alternative"
            )
        );
    }

    fn text_why(played: &mut Played<Tdpcb>) -> String {
        text(
            played,
            Extras {
                table: false,
                why: true,
            },
        )
    }
}
