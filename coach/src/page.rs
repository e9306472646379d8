//! `coach play --html FILE`: one self-contained page that draws the game and lets the learner
//! play any line. The page is the template `templates/page.html` (askama, checked at compile
//! time) with its data embedded once: the JSON of `play --json --why`, and, for each game
//! whose positions reachable from the start fit [`BOARD_POSITIONS`], its `"board"`: every
//! one of those positions once, with every move's worth and the position it leads to, read
//! off the game's analyses. A game past the bound has instead `"bounded"`, the sentence that
//! says so. The script is plain, with no framework, no network and nothing loaded
//! from elsewhere.

use crate::analysis::Analysis;
use crate::exit::Exit;
use crate::newfile;
use crate::notation;
use crate::output;
use crate::play::{self, Played};
use crate::problem::{Games, Show, Solve, Teach};
use crate::worth::{Kind, Worth};
use askama::Template;
use serde::Serialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;
use std::{fmt, io};

#[derive(Template)]
#[template(path = "page.html")]
struct Page<'a, P: Solve + Show> {
    problem: &'a str,
    answered: &'a str,
    worths: &'a str,
    rules: &'a str,
    players: &'a str,
    kind: &'a str,
    data: Data<'a, P>,
}

/// An input whose games' positions reachable from their starts are at most this many in all
/// is an analysis board: any move can be played at any position. (Past it, each game that
/// still fits in what is left is a board.)
pub(crate) const BOARD_POSITIONS: usize = 100_000;

/// Boards of at most this many positions also carry each move in words and each position's
/// recurrence; larger ones name the moves only.
pub(crate) const BOARD_NOTES: usize = 5_000;

/// The boards of all the games of a page together take at most this many bytes, so that the
/// page stays within 5 MB.
pub(crate) const BOARD_BYTES: usize = 4 << 20;

/// How much of an input's games a page analyses whole: at most this many positions, and this
/// many bytes of boards, in all.
#[derive(Clone, Copy)]
struct Bounds {
    positions: usize,
    bytes: usize,
}

/// The page's own bounds.
const BOUNDS: Bounds = Bounds {
    positions: BOARD_POSITIONS,
    bytes: BOARD_BYTES,
};

/// `coach play --html FILE`: the page of an input, written to `path`.
pub(crate) struct Html<'a> {
    pub(crate) path: PathBuf,
    pub(crate) out: &'a mut dyn io::Write,
}

impl Teach for Html<'_> {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit> {
        let mut played = play::play::<P>(input).map_err(Exit::internal)?;
        write_file(&mut played, &self.path, self.out)
    }
}

/// Writes the page of `played` to the file `path`, and says so on `out`.
pub(crate) fn write_file<P: Solve + Show>(
    played: &mut Played<P>,
    path: &std::path::Path,
    out: &mut dyn io::Write,
) -> Result<Exit, Exit> {
    let bytes = newfile::replace(path, |file| write(played, file)).map_err(|error| {
        Exit::usage(anyhow::Error::new(error).context(format!("cannot write {}", path.display())))
    })?;
    let wrote = format!(
        "Wrote {} ({} KiB): open it in a browser.\n",
        path.display(),
        bytes.div_ceil(1024)
    );
    Ok(output::emit(out, &wrote))
}

/// Writes the page for `played` to `out`, flushed, and returns its length in bytes. The data,
/// boards included, is serialised as the page is written, never held whole as text.
pub(crate) fn write<P: Solve + Show>(
    played: &mut Played<P>,
    out: &mut dyn io::Write,
) -> io::Result<u64> {
    let reached = reach(played, BOUNDS);
    let title = P::title(played.input);
    let first = played.input.games()[0];
    let rules = played.input.games();
    let document = play::document(played, true);
    let data = PageData {
        problem: document.problem,
        answer: document.answer,
        games: document
            .games
            .into_iter()
            .zip(rules)
            .zip(&reached)
            .map(|((json, rules), analyses)| PageGame {
                json,
                board: analyses
                    .as_ref()
                    .ok()
                    .map(|analyses| Board::new(rules, analyses)),
                bounded: analyses.as_ref().err(),
            })
            .collect(),
    };
    let [answered, worths] = P::SOURCES;
    let page = Page {
        problem: &title,
        answered,
        worths,
        rules: &play::rules_of_play::<P>(first),
        players: &P::players(first).join("|"),
        kind: match P::KIND {
            Kind::Score => "score",
            Kind::WinLose => "win/lose",
        },
        data: Data(data),
    };
    let mut counted = CountingWriter { out, bytes: 0 };
    page.write_into(&mut counted)?;
    io::Write::flush(&mut counted)?;
    Ok(counted.bytes)
}

/// For each game in turn, every position reachable from its start, analysed, while the boards
/// stay within `bounds`; for a game past them, the sentence that says why it has no board.
fn reach<P: Solve + Show>(
    played: &mut Played<P>,
    bounds: Bounds,
) -> Vec<Result<Vec<Rc<Analysis<P>>>, String>> {
    let several = played.games.len() > 1;
    let Bounds {
        mut positions,
        mut bytes,
    } = bounds;
    let shown = "the page shows the optimal line, and one step aside at each of its moves";
    let mut reached = Vec::with_capacity(played.games.len());
    for game in &mut played.games {
        let rules = game.analyst.game();
        let analyses = match game.analyst.reachable(&P::start(rules), positions) {
            Err(counted) => {
                positions = positions.saturating_sub(counted);
                Err(if several {
                    format!(
                        "Past {} positions reachable from the starts of this input's games in \
                         all, a game is not analysed whole: {shown}.",
                        notation::thousands(bounds.positions)
                    )
                } else {
                    format!(
                        "More than {} positions can be reached from the start of this game, \
                         too many to hold each one: {shown}.",
                        notation::thousands(bounds.positions)
                    )
                })
            }
            Ok(analyses) => match json_bytes(&Board::new(rules, &analyses)) {
                size if size > bytes => Err(format!(
                    "This game's positions do not fit in the page beside the games before it \
                     ({} MiB of them in all): {shown}.",
                    bounds.bytes >> 20
                )),
                size => {
                    positions -= analyses.len();
                    bytes -= size;
                    Ok(analyses)
                }
            },
        };
        reached.push(analyses);
    }
    reached
}

/// The page's data: the JSON, written as the template reaches it, with every `<` written
/// `\u003c`, so that nothing in it can close the script.
struct Data<'a, P: Solve + Show>(PageData<'a, P>);

/// The JSON of `play --json --why`, with each game's board, or why it has none.
#[derive(Serialize)]
#[serde(bound = "")]
struct PageData<'a, P: Solve + Show> {
    problem: &'a str,
    answer: &'a str,
    games: Vec<PageGame<'a, P>>,
}

#[derive(Serialize)]
#[serde(bound = "")]
struct PageGame<'a, P: Solve + Show> {
    #[serde(flatten)]
    json: play::JsonGame<'a, P>,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<Board<'a, P>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bounded: Option<&'a String>,
}

impl<P: Solve + Show> fmt::Display for Data<'_, P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        serde_json::to_writer(Escaped(f), &self.0).map_err(|_| fmt::Error)
    }
}

/// Passes JSON text on with every `<` escaped. serde_json writes whole pieces of text: a
/// string's run between two escapes, an escape, a number, a bracket.
struct Escaped<'f, 'g>(&'f mut fmt::Formatter<'g>);

impl io::Write for Escaped<'_, '_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let text = std::str::from_utf8(bytes).map_err(io::Error::other)?;
        let mut pieces = text.split('<');
        let first = pieces.next().unwrap_or_default();
        self.0.write_str(first).map_err(io::Error::other)?;
        for piece in pieces {
            self.0
                .write_str("\\u003c")
                .and_then(|()| self.0.write_str(piece))
                .map_err(io::Error::other)?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A writer that counts the bytes it passes on.
struct CountingWriter<'w> {
    out: &'w mut dyn io::Write,
    bytes: u64,
}

impl io::Write for CountingWriter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let written = self.out.write(bytes)?;
        self.bytes += written as u64;
        Ok(written)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// A game's analysis board: every position reachable from its start, each once (the start
/// first, as `0`), as columns: the position, its mover, its worth to the mover (`lead`, or
/// `wins` and `left`; in a score game whose moves may end it with a win, `wins` where `lead`
/// is null), the Grundy number where the problem counts in them, the player who has won
/// there where the game ended with a win at once (`winner`), and its choices, best first,
/// flat: the move's index in `moves`, the position it leads to and, in score games, what it
/// gives each player. The fields stand in the order of their names, and those left empty are
/// not written.
#[derive(Serialize)]
#[serde(bound = "")]
struct Board<'a, P: Solve + Show> {
    choices: Vec<Vec<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    grundy: Option<Vec<Option<u32>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    lead: Option<Vec<Option<i64>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    left: Option<Vec<Option<usize>>>,
    mover: Vec<usize>,
    moves: Vec<&'a P::Move>,
    names: Vec<String>,
    position: Vec<&'a P::Position>,
    #[serde(skip_serializing_if = "Option::is_none")]
    recurrence: Option<Vec<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    says: Option<Says<'a, P>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<Vec<Option<usize>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wins: Option<Vec<Option<bool>>>,
}

impl<'a, P: Solve + Show> Board<'a, P> {
    /// The board of `analyses`, the positions reachable from a start of `rules`, the start
    /// first.
    fn new(rules: &'a P::Game, analyses: &'a [Rc<Analysis<P>>]) -> Self {
        let id: HashMap<&P::Position, usize> = analyses
            .iter()
            .enumerate()
            .map(|(k, analysis)| (&analysis.position, k))
            .collect();
        let mut moves: Vec<&P::Move> = Vec::new();
        let mut choices = Vec::with_capacity(analyses.len());
        for analysis in analyses {
            let mut flat = Vec::new();
            for choice in &analysis.choices {
                let index = match moves.iter().position(|mv| **mv == choice.mv) {
                    Some(index) => index,
                    None => {
                        moves.push(&choice.mv);
                        moves.len() - 1
                    }
                };
                flat.extend([index as i64, id[&choice.after] as i64]);
                if P::KIND == Kind::Score {
                    flat.extend(choice.gained);
                }
            }
            choices.push(flat);
        }
        let score = P::KIND == Kind::Score;
        let lead = |worth: Worth| match worth {
            Worth::Lead(lead) => Some(lead),
            _ => None,
        };
        // A score game's win or loss at once is said as a win/lose game's.
        let decided = !score || analyses.iter().any(|a| a.worth.wins().is_some());
        let winner: Vec<Option<usize>> = analyses
            .iter()
            .map(|a| P::winner(rules, &a.position))
            .collect();
        let left = |worth: Worth| match worth {
            Worth::Win(moves) | Worth::Lose(moves) => moves,
            Worth::Lead(_) | Worth::Draw => None,
        };
        // The Grundy number of a position, from a choice that leads there (the start has none
        // of its own: it is the xor `recurrence` gives, and no move's value shows it).
        let mut grundy: Vec<Option<u32>> = vec![None; analyses.len()];
        for analysis in analyses {
            for choice in &analysis.choices {
                grundy[id[&choice.after]] = choice.grundy;
            }
        }
        let notes = analyses.len() <= BOARD_NOTES;
        Board {
            choices,
            grundy: grundy.iter().any(Option::is_some).then_some(grundy),
            lead: score.then(|| analyses.iter().map(|a| lead(a.worth)).collect()),
            left: (!score).then(|| analyses.iter().map(|a| left(a.worth)).collect()),
            mover: analyses.iter().map(|a| a.mover).collect(),
            names: moves.iter().map(|mv| P::name(mv)).collect(),
            moves,
            position: analyses.iter().map(|a| &a.position).collect(),
            recurrence: notes.then(|| analyses.iter().map(|a| a.recurrence.as_str()).collect()),
            says: notes.then_some(Says { rules, analyses }),
            winner: winner.iter().any(Option::is_some).then_some(winner),
            wins: decided.then(|| analyses.iter().map(|a| a.worth.wins()).collect()),
        }
    }
}

/// Each position's choices in words, made as they are written.
struct Says<'a, P: Solve> {
    rules: &'a P::Game,
    analyses: &'a [Rc<Analysis<P>>],
}

impl<P: Solve + Show> Serialize for Says<'_, P> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.analyses.iter().map(|analysis| {
            let says: Vec<String> = analysis
                .choices
                .iter()
                .map(|choice| P::show_move(self.rules, &analysis.position, &choice.mv))
                .collect();
            says
        }))
    }
}

/// The length of `value`'s JSON, counted as it is written to nowhere.
fn json_bytes(value: &impl Serialize) -> usize {
    let mut counted = CountingWriter {
        out: &mut io::sink(),
        bytes: 0,
    };
    serde_json::to_writer(&mut counted, value).expect("a board serialises");
    counted.bytes as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Arc038b, Tdpcb};
    use serde_json::{Value, json};

    /// The page as text, checking that `write` flushed it and counted its length.
    fn html<P: Solve + Show>(played: &mut Played<P>) -> String {
        // Room for the whole page: only a flush empties it.
        let mut page = io::BufWriter::with_capacity(64 << 20, Vec::new());
        let bytes = write(played, &mut page).unwrap();
        assert!(page.buffer().is_empty(), "the page is flushed");
        let page = page.into_inner().unwrap();
        assert_eq!(bytes, page.len() as u64);
        String::from_utf8(page).unwrap()
    }

    #[test]
    fn the_page_embeds_the_data_once_and_loads_nothing() {
        let piles = (vec![1, 2], vec![3]);
        let mut played = play::play::<Tdpcb>(&piles).unwrap();
        let json = serde_json::to_value(play::document(&mut played, true)).unwrap();
        let page = html(&mut played);
        assert_eq!(
            page.matches(r#"<script type="application/json" id="data">"#)
                .count(),
            1
        );
        // The JSON of `play --json --why`, and the board beside it.
        let start = page.find(r#"id="data">"#).unwrap() + r#"id="data">"#.len();
        let end = start + page[start..].find("</script>").unwrap();
        let data: Value = serde_json::from_str(&page[start..end]).unwrap();
        let mut without_board = data.clone();
        without_board["games"][0]
            .as_object_mut()
            .unwrap()
            .remove("board")
            .expect("a board");
        assert_eq!(without_board, json);
        for outside in ["http:", "https:", "src=", "<link", "@import", "url("] {
            assert!(!page.contains(outside), "{outside}");
        }
        assert!(page.contains(r#"data-players="Snuke|Sumeke""#));
    }

    /// The board of `game`'s positions as JSON, and how many there are; past `bound`
    /// positions, the number counted.
    fn board<P: Solve + Show>(
        game: &mut play::played::Game<P>,
        bound: usize,
    ) -> Result<(Value, usize), usize> {
        let rules = game.analyst.game();
        let analyses = game.analyst.reachable(&P::start(rules), bound)?;
        let board = Board::new(rules, &analyses);
        let text = serde_json::to_string(&board).unwrap();
        assert_eq!(json_bytes(&board), text.len());
        Ok((serde_json::from_str(&text).unwrap(), analyses.len()))
    }

    /// Every reachable position once: piles of 2 and 1 objects have 3 x 2 of them.
    #[test]
    fn a_board_holds_every_reachable_position_once_with_every_move() {
        let piles = (vec![1, 2], vec![3]);
        let mut played = play::play::<Tdpcb>(&piles).unwrap();
        let (tdpcb, positions) = board::<Tdpcb>(&mut played.games[0], 100).unwrap();
        assert_eq!(positions, 6);
        assert_eq!(tdpcb["position"].as_array().unwrap().len(), 6);
        assert_eq!(tdpcb["position"][0], json!([0, 0]));
        // Moves in the order they are first met: the start's best first.
        assert_eq!(tdpcb["moves"], json!(["b", "a"]));
        assert_eq!(tdpcb["names"], json!(["b", "a"]));
        // At the start: b (3) is best, worth 3 - lead(0, 1) = 3 - (1 - 2) = 4; then a.
        assert_eq!(tdpcb["lead"][0], 4);
        let start = tdpcb["choices"][0].as_array().unwrap();
        assert_eq!(start.len(), 2 * 4);
        assert_eq!(start[0], 0);
        assert_eq!(start[2..4], [json!(3), json!(0)]);
        let after_b = start[1].as_u64().unwrap() as usize;
        assert_eq!(tdpcb["position"][after_b], json!([0, 1]));
        assert_eq!(tdpcb["says"][0][0], "takes 3 from pile b");
        assert_eq!(
            tdpcb["recurrence"][0],
            "lead(0, 0) = max(1 - lead(1, 0), 3 - lead(0, 1)) = max(0, 4) = 4"
        );
        // Past the bound, no board.
        let large = (vec![1; 400], vec![1; 400]);
        let mut played = play::play::<Tdpcb>(&large).unwrap();
        assert_eq!(
            board::<Tdpcb>(&mut played.games[0], BOARD_POSITIONS),
            Err(BOARD_POSITIONS + 1)
        );
        // Win/lose games: wins and moves left.
        let grid = vec![b"..".to_vec(), b"..".to_vec()];
        let mut played = play::play::<Arc038b>(&grid).unwrap();
        let (arc038b, _) = board::<Arc038b>(&mut played.games[0], 100).unwrap();
        assert_eq!(
            (arc038b["wins"][0].clone(), arc038b["left"][0].clone()),
            (json!(true), json!(1))
        );
        assert!(arc038b.get("lead").is_none() && arc038b.get("grundy").is_none());
    }

    /// The games' boards share the page's bounds in turn: each takes its positions and its
    /// bytes from what the games before it left, and a game past them says why it has none.
    #[test]
    fn the_games_boards_share_the_bounds_in_turn() {
        use crate::problems::Abc206f;
        let game = vec![(1, 3), (2, 4), (3, 4)];
        let four = vec![game.clone(); 4];
        let mut played = play::play::<Abc206f>(&four).unwrap();
        let whole = reach(&mut played, BOUNDS);
        let analyses = whole[0].as_ref().unwrap();
        let positions = analyses.len();
        let size = json_bytes(&Board::new(played.games[0].analyst.game(), analyses));
        let fitted = |reached: &[Result<_, String>]| -> Vec<bool> {
            reached.iter().map(Result::is_ok).collect()
        };
        let why = |reached: &Result<_, String>| reached.as_ref().err().cloned().unwrap_or_default();
        assert_eq!(fitted(&whole), [true; 4]);
        // Bytes for exactly three boards.
        let bytes = Bounds {
            positions: BOARD_POSITIONS,
            bytes: 3 * size,
        };
        let reached = reach(&mut played, bytes);
        assert_eq!(fitted(&reached), [true, true, true, false]);
        assert!(why(&reached[3]).starts_with(
            "This game's positions do not fit in the page beside the games before it"
        ));
        // Positions for two boards and one short of the third.
        let three_short = Bounds {
            positions: 3 * positions - 1,
            bytes: BOARD_BYTES,
        };
        let reached = reach(&mut played, three_short);
        assert_eq!(fitted(&reached), [true, true, false, false]);
        let past = format!(
            "Past {} positions reachable from the starts",
            3 * positions - 1
        );
        assert!(why(&reached[2]).starts_with(&past), "{}", why(&reached[2]));
        // One game alone is told of its own positions.
        let one = vec![game];
        let mut alone = play::play::<Abc206f>(&one).unwrap();
        let one_short = Bounds {
            positions: positions - 1,
            bytes: BOARD_BYTES,
        };
        let reached = reach(&mut alone, one_short);
        let more = format!("More than {} positions can be reached", positions - 1);
        assert!(why(&reached[0]).starts_with(&more), "{}", why(&reached[0]));
    }
}
