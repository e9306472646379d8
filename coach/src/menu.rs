//! A user's turn, and the legal moves as a user names them: by their names as text writes
//! them, by their JSON encodings, or by their numbers in the list a duel shows. `duel` reads
//! the user's answers with [`pick`], `review` a typed line with [`find_move`]. What a move is
//! worth is not known here: the caller writes it beside each move, where it wants to.

use crate::notation::{encode, quote};
use crate::problem::Show;
use crate::worth::Kind;
use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};

/// Bytes of one typed answer that are read; the rest of a longer line is skipped.
pub(crate) const ANSWER_BYTES: u64 = 4096;

/// Bytes of a line skipped at most: past them the input is not a person's answers.
const LINE_BYTES: usize = 1 << 20;

/// Answers in a row that name no legal move, before the input is taken for something other
/// than a person's answers (`yes |`) and the game ends.
pub(crate) const REFUSALS: usize = 20;

/// A position where the user is to move, and what is shown with it.
pub(crate) struct Turn<'a, P: Show> {
    pub(crate) game: &'a P::Game,
    pub(crate) position: &'a P::Position,
    /// The position drawn, as the caller draws it.
    pub(crate) drawing: Option<String>,
    /// The points scored so far, shown in score games.
    pub(crate) points: [i64; 2],
}

/// Writes the turn to `out` (the position, the points in score games, and the legal moves
/// numbered, each with `note`'s words where it gives some) and reads lines from `input` until
/// one names a legal move (the move's number or its name; anything else is asked again, with
/// the reason). `None` when the input ends first. With `echo`, each answer is written back
/// after its prompt.
pub(crate) fn pick<P: Show>(
    turn: &Turn<P>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
    note: impl Fn(&P::Move) -> Option<String>,
) -> io::Result<Option<P::Move>> {
    let menu = Menu::<P>::new(turn.game, turn.position);
    write!(out, "{}", menu.listing(turn, note))?;
    ask(&menu, input, out, echo)
}

/// The legal moves at the user's turn, in the rules' order (not best first, so that the
/// order gives nothing away), and how they are picked from the list.
struct Menu<P: Show> {
    legal: Vec<P::Move>,
    /// Some move's name is a number: the list is then numbered `#1`, `#2`, and a number
    /// typed alone is a move's name.
    hashed: bool,
}

impl<P: Show> Menu<P> {
    fn new(game: &P::Game, position: &P::Position) -> Self {
        let legal = P::moves(game, position);
        let hashed = legal
            .iter()
            .any(|mv| P::name(mv).trim().parse::<i64>().is_ok());
        Menu { legal, hashed }
    }

    /// The turn as [`pick`] writes it.
    fn listing(&self, turn: &Turn<P>, note: impl Fn(&P::Move) -> Option<String>) -> String {
        let game = turn.game;
        let mut out = String::from("\n");
        if let Some(drawing) = &turn.drawing {
            writeln!(out, "{drawing}").unwrap();
        }
        if P::KIND == Kind::Score {
            let [first, second] = turn.points;
            let [first_name, second_name] = P::players(game);
            writeln!(out, "Points: {first_name} {first}, {second_name} {second}").unwrap();
        }
        let rule = if self.hashed {
            " (a move's name, or #N for the N-th below)"
        } else {
            ""
        };
        let mover = P::players(game)[P::mover(turn.position)];
        writeln!(out, "Your move, {mover}{rule}:").unwrap();
        let names: Vec<String> = self.legal.iter().map(P::name).collect();
        let width = names.iter().map(String::len).max().unwrap_or(0);
        for (k, (mv, name)) in self.legal.iter().zip(&names).enumerate() {
            let says = P::show_move(game, turn.position, mv);
            write!(out, "  {} {name:<width$}  {says}", self.label(k + 1)).unwrap();
            if let Some(note) = note(mv) {
                write!(out, "  [{note}]").unwrap();
            }
            out.push('\n');
        }
        out
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
    fn move_named(&self, answer: &str) -> Result<P::Move, String> {
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

/// Reads lines until one names a legal move; `None` at the end of the input. A line longer
/// than [`ANSWER_BYTES`] is cut there, its rest skipped. An input that is not a person's
/// answers ends the game with an error of kind [`io::ErrorKind::InvalidData`]: a line past
/// [`LINE_BYTES`], or [`REFUSALS`] answers in a row that name no legal move.
fn ask<P: Show>(
    menu: &Menu<P>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    echo: bool,
) -> io::Result<Option<P::Move>> {
    for _ in 0..REFUSALS {
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
        match menu.move_named(answer) {
            Ok(mv) => return Ok(Some(mv)),
            Err(why) => writeln!(out, "{why}")?,
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidData,
        format!("{REFUSALS} answers in a row name no legal move: the game ends"),
    ))
}

/// Reads and drops the rest of a line, a buffer at a time, up to [`LINE_BYTES`].
fn skip_line(input: &mut dyn BufRead) -> io::Result<()> {
    let mut skipped = 0;
    loop {
        if skipped > LINE_BYTES {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "a line of more than {} MiB is not an answer: the game ends",
                    LINE_BYTES >> 20
                ),
            ));
        }
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
                skipped += all;
            }
        }
    }
}

/// The legal move a user's word names: its name as text writes it or its JSON encoding, in
/// any letter case, white space aside.
pub(crate) fn find_move<P: Show>(legal: &[P::Move], word: &str) -> Option<P::Move> {
    let bare = |text: &str| -> String { text.chars().filter(|c| !c.is_whitespace()).collect() };
    let word = bare(word);
    legal
        .iter()
        .find(|mv| {
            bare(&P::name(mv)).eq_ignore_ascii_case(&word)
                || encode(*mv).eq_ignore_ascii_case(&word)
        })
        .cloned()
}

/// The legal moves' names, `R, D`.
pub(crate) fn names<P: Show>(legal: &[P::Move]) -> String {
    legal.iter().map(P::name).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dev::toys::Take;
    use crate::problems::Tdpcb;
    use crate::problems::tdpcb::Pile;

    /// Where moves are numbers, a number is a move's name and `#N` picks from the list, as
    /// the prompt says; elsewhere a number alone picks from the list.
    #[test]
    fn menu_numbers_are_never_taken_for_a_move_that_is_a_number() {
        let menu = Menu::<Take>::new(&10, &(0, 0));
        assert!(menu.hashed);
        assert_eq!(menu.move_named("1"), Ok(1));
        assert_eq!(menu.move_named("#1"), Ok(3));
        assert_eq!(menu.move_named("# 3"), Ok(1));
        assert_eq!(
            menu.move_named("#4"),
            Err("There is no move #4: give #1 to #3.".to_string())
        );
        assert_eq!(
            menu.move_named("7"),
            Err("`7` is not a legal move here: give #1 to #3 or 3, 2, 1.".to_string())
        );
        let turn = Turn::<Take> {
            game: &10,
            position: &(0, 0),
            drawing: None,
            points: [0, 0],
        };
        let shown = menu.listing(&turn, |take| (*take == 2).then(|| "a note".to_string()));
        assert_eq!(
            shown,
            "\nYour move, First (a move's name, or #N for the N-th below):\n  #1 3  takes 3\n  \
             #2 2  takes 2  [a note]\n  #3 1  takes 1\n"
        );
        let piles = (vec![1], vec![2]);
        let plain = Menu::<Tdpcb>::new(&piles, &(0, 0));
        assert!(!plain.hashed);
        assert_eq!(plain.move_named("2"), Ok(Pile::B));
        assert_eq!(plain.move_named("#2"), Ok(Pile::B));
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
        assert_eq!(chosen, Some(Pile::B));
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("… (4,096 bytes)"), "{out}");
        assert_eq!(out.lines().count(), 3, "{out}");
        // A line of exactly the bound, its newline included, is whole: the next one is read.
        let typed = format!("{}\nb\n", "x".repeat(ANSWER_BYTES as usize - 1));
        let mut input = io::Cursor::new(typed.into_bytes());
        let chosen = ask(&menu, &mut input, &mut Vec::new(), false).unwrap();
        assert_eq!(chosen, Some(Pile::B));
    }
}
