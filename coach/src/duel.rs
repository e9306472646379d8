//! `coach duel`: the user plays one side of a game against the perfect player, one line of
//! input per turn, and gets the review of their moves at the end.

use crate::analysis::{Analysis, Analyst};
use crate::notation::{count, quote};
use crate::problem::{Show, Solve, replay};
use crate::review::{self, find_move, names};
use crate::worth::{Kind, so_far};
use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};

/// How a duel is played.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// The side the user plays: 0 first, 1 second.
    pub side: usize,
    /// Show each move's worth before the user picks.
    pub hint: bool,
    /// Write each answer read after its prompt, so that a piped game reads as a transcript.
    pub echo: bool,
}

/// Bytes of one typed answer that are read; the rest of a longer line is skipped.
pub const ANSWER_BYTES: u64 = 4096;

/// Plays the analyst's game: at the user's turns, the position and the numbered legal moves
/// are written to `out` and a line is read from `input` (the move's number or its name;
/// anything else is asked again, with the reason); at the other turns coach answers with the
/// first best move. Ends with the result and the review of the whole line, or, when `input`
/// ends first, with a line that says so.
pub fn duel<P: Solve + Show>(
    analyst: &mut Analyst<'_, P>,
    options: Options,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<()> {
    let game = analyst.game();
    let mut position = P::start(game);
    let mut line = Vec::new();
    let mut points = [0, 0];
    writeln!(
        out,
        "You play {} against coach, who plays {} perfectly. Give a move's number or its name; \
         Ctrl-D ends the game.",
        P::PLAYERS[options.side],
        P::PLAYERS[1 - options.side]
    )?;
    if options.side != 0
        && let Some(start) = P::show_position(game, &position).or_else(|| P::show_line(game, &[]))
    {
        write!(out, "\nThe start:\n{start}\n")?;
    }
    loop {
        let analysis = analyst.at(&position);
        let Some(best) = analysis.best() else { break };
        let mv = if analysis.mover == options.side {
            let menu = Menu::<P>::new(game, &position);
            write!(
                out,
                "{}",
                turn(&menu, &line, &analysis, points, options.hint)
            )?;
            match ask(&menu, input, out, options.echo)? {
                Some(mv) => mv,
                None => {
                    writeln!(
                        out,
                        "\nThe game was abandoned after {}.",
                        count(line.len(), "move")
                    )?;
                    return Ok(());
                }
            }
        } else {
            writeln!(
                out,
                "coach ({}) plays {}: {}",
                P::PLAYERS[analysis.mover],
                P::name(&best.mv),
                P::show_move(game, &position, &best.mv)
            )?;
            best.mv.clone()
        };
        let chosen = analysis.of(&mv).expect("every move was checked legal");
        points = [points[0] + chosen.gained[0], points[1] + chosen.gained[1]];
        position = chosen.after.clone();
        line.push(mv);
    }
    let replayed = replay::<P>(game, &line).expect("every move was checked legal");
    writeln!(
        out,
        "\nThe game is over after {}. Result: {}\n",
        count(line.len(), "move"),
        P::result(&[replayed.outcome])
    )?;
    let reviewed = review::review(analyst, &line);
    write!(out, "Review:\n{}", review::text(analyst, &reviewed))
}

/// The legal moves at the user's turn, in the rules' order (not best first, so that the
/// order gives nothing away), and how they are picked from the list.
struct Menu<'g, P: Show> {
    game: &'g P::Game,
    position: P::Position,
    legal: Vec<P::Move>,
    /// Some move's name is a number: the list is then numbered `#1`, `#2`, and a number
    /// typed alone is a move's name.
    hashed: bool,
}

impl<'g, P: Show> Menu<'g, P> {
    fn new(game: &'g P::Game, position: &P::Position) -> Self {
        let legal = P::moves(game, position);
        let hashed = legal
            .iter()
            .any(|mv| P::name(mv).trim().parse::<i64>().is_ok());
        Menu {
            game,
            position: position.clone(),
            legal,
            hashed,
        }
    }

    /// How the list numbers its `k`-th move (from 1).
    fn label(&self, k: usize) -> String {
        if self.hashed {
            format!("#{k}")
        } else {
            format!("{k}.")
        }
    }

    /// `1 to 3`, or `#1 to #3`.
    fn range(&self) -> String {
        let hash = if self.hashed { "#" } else { "" };
        format!("{hash}1 to {hash}{}", self.legal.len())
    }

    /// The move a typed answer names, or why it names none.
    fn chosen(&self, answer: &str) -> Result<P::Move, String> {
        if answer.is_empty() {
            return Err(format!(
                "Type a move: {} or {}.",
                self.range(),
                names::<P>(&self.legal)
            ));
        }
        let number = match answer.strip_prefix('#') {
            Some(number) => Some(number.trim()),
            None if !self.hashed => Some(answer),
            None => None,
        };
        if let Some(Ok(number)) = number.map(str::parse::<usize>) {
            return match number.checked_sub(1).and_then(|k| self.legal.get(k)) {
                Some(mv) => Ok(mv.clone()),
                None => Err(format!(
                    "There is no move {}{number}: give {}.",
                    if self.hashed { "#" } else { "" },
                    self.range()
                )),
            };
        }
        find_move::<P>(&self.legal, answer).ok_or_else(|| {
            format!(
                "`{}` is not a legal move here: give {} or {}.",
                quote(answer),
                self.range(),
                names::<P>(&self.legal)
            )
        })
    }
}

/// The user's turn: the position and the numbered moves, with their worth on `hint`.
fn turn<P: Solve + Show>(
    menu: &Menu<P>,
    line: &[P::Move],
    analysis: &Analysis<P>,
    points: [i64; 2],
    hint: bool,
) -> String {
    let game = menu.game;
    let mut out = String::from("\n");
    let drawing = if P::too_large_to_show(game) {
        P::show_position(game, &menu.position)
    } else {
        P::show_line(game, line).or_else(|| P::show_position(game, &menu.position))
    };
    if let Some(drawing) = drawing {
        writeln!(out, "{drawing}").unwrap();
    }
    if P::KIND == Kind::Score {
        writeln!(
            out,
            "Points: {} {}, {} {}",
            P::PLAYERS[0],
            points[0],
            P::PLAYERS[1],
            points[1]
        )
        .unwrap();
    }
    let rule = if menu.hashed {
        " (a move's name, or #N for the N-th below)"
    } else {
        ""
    };
    writeln!(out, "Your move, {}{rule}:", P::PLAYERS[analysis.mover]).unwrap();
    let so_far = so_far(P::KIND, points, analysis.mover);
    let names: Vec<String> = menu.legal.iter().map(P::name).collect();
    let width = names.iter().map(String::len).max().unwrap_or(0);
    for (k, (mv, name)) in menu.legal.iter().zip(&names).enumerate() {
        write!(
            out,
            "  {} {name:<width$}  {}",
            menu.label(k + 1),
            P::show_move(game, &menu.position, mv)
        )
        .unwrap();
        if hint {
            let worth = analysis.of(mv).expect("listed").worth;
            write!(out, "  [{}]", worth.words(so_far)).unwrap();
        }
        out.push('\n');
    }
    out
}

/// Reads lines until one names a legal move; `None` at the end of the input. A line longer
/// than [`ANSWER_BYTES`] is cut there, its rest skipped.
fn ask<P: Show>(
    menu: &Menu<P>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
) -> io::Result<Option<P::Move>> {
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let mut bytes = Vec::new();
        let read = (&mut *input)
            .take(ANSWER_BYTES)
            .read_until(b'\n', &mut bytes)?;
        if read == 0 {
            return Ok(None);
        }
        if bytes.last() != Some(&b'\n') && read as u64 == ANSWER_BYTES {
            skip_line(input)?;
        }
        let answer = String::from_utf8_lossy(&bytes);
        let answer = answer.trim();
        if echo {
            writeln!(out, "{}", quote(answer))?;
        }
        match menu.chosen(answer) {
            Ok(mv) => return Ok(Some(mv)),
            Err(why) => writeln!(out, "{why}")?,
        }
    }
}

/// Reads and drops the rest of a line, a buffer at a time.
fn skip_line(input: &mut dyn BufRead) -> io::Result<()> {
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&byte| byte == b'\n') {
            Some(end) => {
                input.consume(end + 1);
                return Ok(());
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Judge, Problem, Rules};
    use crate::problems::Tdpcb;
    use crate::worth::Worth;

    /// A game whose moves are numbers: take 3, 2 or 1 from a pile, in that order.
    struct Take;

    impl Rules for Take {
        const KIND: Kind = Kind::WinLose;
        const PLAYERS: [&'static str; 2] = ["First", "Second"];
        type Game = u32;
        type Position = u32;
        type Move = u32;
        fn mover(taken: &u32) -> usize {
            (*taken % 2) as usize
        }
        fn moves(pile: &u32, taken: &u32) -> Vec<u32> {
            (1..=3).rev().filter(|take| taken + take <= *pile).collect()
        }
        fn apply(_: &u32, taken: &u32, take: &u32) -> (u32, [i64; 2]) {
            (taken + take, [0, 0])
        }
    }

    impl Problem for Take {
        const NAME: &'static str = "take";
        const JUDGE: Judge = Judge::Aoj;
        type Input = u32;
        fn parse(_: &str) -> Result<u32, String> {
            Err(String::new())
        }
        fn format(pile: &u32) -> String {
            pile.to_string()
        }
        fn answer(_: &u32) -> String {
            String::new()
        }
    }

    impl Solve for Take {
        const TIE_BREAK: &'static str = "";
        type Values<'g> = u32;
        fn values(pile: &u32) -> u32 {
            *pile
        }
        fn worth(pile: &mut u32, taken: &u32) -> Worth {
            if (*pile - taken).is_multiple_of(4) {
                Worth::Lose(None)
            } else {
                Worth::Win(None)
            }
        }
        fn recurrence(_: &mut u32, _: &u32) -> String {
            String::new()
        }
    }

    impl Show for Take {
        fn show_move(_: &u32, _: &u32, take: &u32) -> String {
            format!("takes {take}")
        }
        fn picture(pile: &u32, _: &[u32]) -> serde_json::Value {
            serde_json::json!(pile)
        }
    }

    /// Where moves are numbers, a number is a move's name and `#N` picks from the list, as
    /// the prompt says; elsewhere a number alone picks from the list.
    #[test]
    fn menu_numbers_are_never_taken_for_a_move_that_is_a_number() {
        let menu = Menu::<Take>::new(&10, &0);
        assert!(menu.hashed);
        assert_eq!(menu.chosen("1"), Ok(1));
        assert_eq!(menu.chosen("#1"), Ok(3));
        assert_eq!(menu.chosen("# 3"), Ok(1));
        assert_eq!(
            menu.chosen("#4"),
            Err("There is no move #4: give #1 to #3.".to_string())
        );
        assert_eq!(
            menu.chosen("7"),
            Err("`7` is not a legal move here: give #1 to #3 or 3, 2, 1.".to_string())
        );
        let mut analyst = Analyst::<Take>::new(&10);
        let analysis = analyst.at(&0);
        let shown = turn(&menu, &[], &analysis, [0, 0], true);
        assert!(
            shown.contains("Your move, First (a move's name, or #N for the N-th below):\n  #1 3  takes 3  [loses in"),
            "{shown}"
        );
        let piles = (vec![1], vec![2]);
        let plain = Menu::<Tdpcb>::new(&piles, &(0, 0));
        assert!(!plain.hashed);
        assert_eq!(plain.chosen("2"), Ok(crate::problems::tdpcb::Pile::B));
        assert_eq!(plain.chosen("#2"), Ok(crate::problems::tdpcb::Pile::B));
        assert_eq!(plain.label(2), "2.");
    }

    #[test]
    fn a_long_answer_is_cut_and_the_rest_of_its_line_skipped() {
        let piles = (vec![1], vec![2]);
        let menu = Menu::<Tdpcb>::new(&piles, &(0, 0));
        let typed = format!("{}\nb\n", "x".repeat(10_000));
        let mut input = io::Cursor::new(typed.into_bytes());
        let mut out = Vec::new();
        let chosen = ask(&menu, &mut input, &mut out, true).unwrap();
        assert_eq!(chosen, Some(crate::problems::tdpcb::Pile::B));
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("… (4,096 bytes)"), "{out}");
        assert_eq!(out.lines().count(), 3, "{out}");
    }
}
