//! The traits every teaching command reads, implemented over a loaded rules file: normal
//! play ([`Normal`]: Grundy numbers) or a score game ([`Scored`]: negamax on the lead), the
//! one trait a game of either kind is played through.

use super::{Loaded, PartsPosition, Start, load};
use crate::exit::Exit;
use crate::layout::{Cell, Layout};
use crate::notation;
use crate::problem::{GameEnd, Problem, Rules, Show, Solve, Teach};
use crate::rules::file::RulesFile;
use crate::rules::solve::{DRAW, LOST, Valuation, WON};
use crate::worth::{Kind, Worth};
use serde_json::Value;
use std::collections::BTreeSet;
use std::marker::PhantomData;

/// Drawings of positions a page's picture carries at most, along the optimal line.
const PICTURES: usize = 200;

/// Bytes of one drawing a page carries: a longer one is cut there, and says so.
const PICTURE_BYTES: usize = 4 << 10;

/// Bytes of drawings a page carries in all, beside its boards' 4 MiB, so that the page stays
/// within 5 MB whatever `show()` returns: past them, positions are shown as their JSON.
const PICTURES_BYTES: usize = 256 << 10;

/// Starts the rules file, reads its starts, explores and solves every position reachable
/// from there, and runs `task` on them as the kind of game the moves make. Each mistake of
/// the file is one line and exit 1.
pub(crate) fn teach<T: Teach>(options: &RulesFile, start: Start, task: T) -> Exit {
    Exit::of(load(options, start).and_then(|games| {
        if games[0].scored() {
            task.on::<Custom<Scored>>(&games)
        } else {
            task.on::<Custom<Normal>>(&games)
        }
    }))
}

/// The kind of a rules file's game, as a type: the traits' `KIND` is a constant.
pub(crate) trait Scoring: Send + Sync + 'static {
    const KIND: Kind;
    const TIE_BREAK: &'static str;
}

/// No move scores: Grundy numbers, win or lose.
pub(crate) struct Normal;

/// Moves score: negamax on the difference.
pub(crate) struct Scored;

impl Scoring for Normal {
    const KIND: Kind = Kind::WinLose;
    const TIE_BREAK: &'static str = "the winner wins as fast as possible and the loser holds \
        out as long as possible (where the moves are counted); then the rules file's order";
}

impl Scoring for Scored {
    const KIND: Kind = Kind::Score;
    const TIE_BREAK: &'static str = "of moves worth the same, the one the rules file lists first \
                                      (where the game may never end, the one nearest where its \
                                      worth is cashed)";
}

/// A rules file's game, of the kind `F`.
pub(crate) struct Custom<F>(PhantomData<F>);

impl<F: Scoring> Rules for Custom<F> {
    const KIND: Kind = F::KIND;

    type Game = Loaded;
    type Position = PartsPosition;
    type Move = String;

    fn start(game: &Loaded) -> PartsPosition {
        // Where turns alternate, the first player moves first; else the file says who does.
        let mover = game.mover_at(&game.start, 1);
        game.position(game.start.to_vec(), mover)
    }

    /// The file's `players`, where it names them.
    fn players(game: &Loaded) -> [&str; 2] {
        match game.players() {
            Some([first, second]) => [first, second],
            None => Self::PLAYERS,
        }
    }

    fn mover(position: &PartsPosition) -> usize {
        usize::from(position.mover)
    }

    /// The file's `MISERE`.
    fn misere(game: &Loaded) -> bool {
        game.solution().play.misere
    }

    /// The file's `ENDLESS`, where its score game came back to a position.
    fn endless(game: &Loaded) -> Option<i64> {
        game.solution().endless_worth()
    }

    /// Where the file names each position's mover, turns need not alternate.
    fn alternates(game: &Loaded) -> bool {
        !game.solution().named_turns
    }

    /// The file's `winner`, where it names one at this position.
    fn winner(game: &Loaded, position: &PartsPosition) -> Option<usize> {
        match *position.parts {
            [one] => game.solution().winner(one).map(usize::from),
            _ => None,
        }
    }

    fn moves(game: &Loaded, position: &PartsPosition) -> Vec<String> {
        game.choices(position)
            .into_iter()
            .map(|choice| choice.name)
            .collect()
    }

    fn apply(game: &Loaded, position: &PartsPosition, mv: &String) -> (PartsPosition, [i64; 2]) {
        let (parts, points) = game.after_move(position, mv).expect("a legal move");
        let mut gained = [0, 0];
        gained[usize::from(position.mover)] = points;
        let mover = game.mover_at(&parts, position.mover);
        (game.position(parts, mover), gained)
    }
}

impl<F: Scoring> Problem for Custom<F> {
    const NAME: &'static str = "rules";
    const SOURCES: [&'static str; 2] = [
        "Optimal play ends in",
        "the values coach solved for every position of your rules file",
    ];

    /// One game a start.
    type Input = Vec<Loaded>;

    fn title(input: &Vec<Loaded>) -> String {
        input[0].inner.name.clone()
    }

    /// For each game, what the judge prints: the file's `answer(start, value)`, or where it
    /// has none, the first player's lead in a score game, else the side that wins.
    fn answer(input: &Vec<Loaded>) -> String {
        let line = |game: &Loaded| said(game, game.start_value());
        input.iter().map(line).collect::<Vec<_>>().join("\n")
    }

    /// What the judge would print had the game ended as `outcome`: the file's `answer` of
    /// the lead (a win at once as the largest lead, [`WON`], a loss as [`LOST`]), or in
    /// normal play of the start's Grundy number where the line's winner is the optimal one,
    /// else of 1 (the first player won) or 0.
    fn result(game: &Loaded, outcome: &GameEnd) -> String {
        let value = match (F::KIND, outcome.winner) {
            (Kind::Score, Some(0)) => WON,
            (Kind::Score, Some(_)) => LOST,
            (Kind::Score, None) => outcome.lead::<Self>(game),
            (Kind::WinLose, _) if game.meaning() == Valuation::Outcome => match outcome.winner {
                Some(winner) => i64::from(winner == 0),
                None => DRAW,
            },
            (Kind::WinLose, winner) => {
                let first_won = winner == Some(0);
                match (first_won, game.start_value()) {
                    (false, _) => 0,
                    (true, 0) => 1,
                    (true, grundy) => grundy,
                }
            }
        };
        said(game, value)
    }
}

/// The recurrence of a game valued by its outcomes: `entry`, a position worth `value` to
/// `mover`, is the best of `terms` (each move's outcome to its mover, 1 a win, 0 a loss,
/// [`DRAW`]), a win before a draw before a loss; `not` swaps a win and a loss.
fn outcome_recurrence(entry: &str, terms: Vec<(String, i64)>, value: i64, mover: &str) -> String {
    let word = crate::rules::solve::outcome_word;
    let verdict = match value {
        DRAW => format!("{mover}, to move, draws: neither player can force a win"),
        0 => format!("{mover}, to move, loses"),
        _ => format!("{mover}, to move, wins"),
    };
    match terms.as_slice() {
        [] => format!("{entry} = {}: no move is left, {verdict}", word(value)),
        [(term, _)] => format!("{entry} = {term} = {}: {verdict}", word(value)),
        _ => format!(
            "{entry} = best({}) = best({}) = {}: {verdict}",
            notation::listed(terms.iter().map(|(term, _)| term.clone())),
            notation::listed(terms.iter().map(|&(_, worth)| word(worth).to_string())),
            word(value)
        ),
    }
}

/// What the file's `answer` says of `game` worth `value`; where it fails for a value it was
/// not asked before (a line played that ends otherwise than optimal play), the default, and
/// why.
fn said(game: &Loaded, value: i64) -> String {
    game.answer_of(value).unwrap_or_else(|error| {
        format!(
            "{} (the file's answer(start, {value}) failed: {error:#})",
            crate::rules::answer::by_default(game.meaning(), value, game.players())
        )
    })
}

impl<F: Scoring> Solve for Custom<F> {
    const TIE_BREAK: &'static str = F::TIE_BREAK;

    type Values<'g> = &'g Loaded;

    fn values(game: &Loaded) -> &Loaded {
        game
    }

    /// A game valued by its outcomes knows its moves left: they are its remoteness.
    fn worth(game: &mut &Loaded, position: &PartsPosition) -> Worth {
        let value = game.value(position);
        let solved = game.solution();
        if solved.outcomes() {
            let moves = solved
                .sum_remoteness(&position.parts)
                .map(|moves| moves as usize);
            return match value {
                DRAW => Worth::Draw,
                0 => Worth::Lose(moves),
                _ => Worth::Win(moves),
            };
        }
        match F::KIND {
            Kind::Score if value == WON => Worth::Win(None),
            Kind::Score if value == LOST => Worth::Lose(None),
            Kind::Score => Worth::Lead(value),
            Kind::WinLose if value == 0 => Worth::Lose(None),
            Kind::WinLose => Worth::Win(None),
        }
    }

    /// `lead(p) = max(3 - lead(q), …)`, `+ lead(q)` where the mover moves again; where
    /// turns are named, `wins(p) = any(not wins(q), wins(r))`; else `grundy(p) = mex{0, 2} =
    /// 1`; for a sum, the xor of its parts.
    fn recurrence(game: &mut &Loaded, position: &PartsPosition) -> String {
        let game = *game;
        let entry = |name: &str| format!("{name}({})", game.name_of(position));
        let players = Self::players(game);
        if let Some(winner) = Self::winner(game, position) {
            let value = if F::KIND == Kind::Score {
                "a loss"
            } else {
                "false"
            };
            let entry = entry(if F::KIND == Kind::Score {
                "lead"
            } else {
                "wins"
            });
            return format!(
                "{entry} = {value}: {} has won at once, and {} is to move",
                players[winner],
                players[1 - winner]
            );
        }
        let value = game.value(position);
        if position.parts.len() > 1 && game.solution().outcomes() {
            // A sum of games valued by their outcomes: each legal move, in any part, with the
            // outcome of the sum it leaves.
            let terms = game.choices(position).into_iter().map(|choice| {
                let after = game.value_of_parts(&choice.parts);
                let worth = if after == DRAW {
                    DRAW
                } else {
                    i64::from(after == 0)
                };
                let after = game.position(choice.parts, 1 - position.mover);
                (format!("not outcome({})", game.name_of(&after)), worth)
            });
            let mover = players[usize::from(position.mover)];
            return outcome_recurrence(&entry("outcome"), terms.collect(), value, mover);
        }
        if !game.grundy() {
            // No sum here (scores and named turns have none): the one part's moves, each
            // with its worth to the mover as the solution values it.
            let solved = game.solution();
            let part = position.parts[0];
            let terms = solved.moves[part].iter().map(|mv| {
                let after = game.position(mv.next.targets().to_vec(), position.mover);
                let hands_over = solved.hands_over(part, &mv.next);
                (
                    game.name_of(&after),
                    mv.points,
                    hands_over,
                    solved.worth_of(part, mv),
                )
            });
            if F::KIND == Kind::Score {
                let terms: Vec<(String, i64)> = terms
                    .map(|(after, points, hands_over, worth)| {
                        let sign = if hands_over { "-" } else { "+" };
                        (format!("{points} {sign} lead({after})"), worth)
                    })
                    .collect();
                let shown = |value: i64| match value {
                    WON => "a win".to_string(),
                    LOST => "a loss".to_string(),
                    value => value.to_string(),
                };
                return notation::max_of_shown(&entry("lead"), &terms, "no move is left", shown);
            }
            if solved.outcomes() {
                let mover = players[usize::from(position.mover)];
                let terms = terms.map(|(after, _, hands_over, worth)| {
                    let not = if hands_over { "not " } else { "" };
                    (format!("{not}outcome({after})"), worth)
                });
                return outcome_recurrence(&entry("outcome"), terms.collect(), value, mover);
            }
            let verdict = |wins: bool| {
                let mover = players[usize::from(position.mover)];
                let word = if wins { "wins" } else { "loses" };
                format!("{mover}, to move, {word}")
            };
            let terms: Vec<(String, bool)> = terms
                .map(|(after, _, hands_over, worth)| {
                    let not = if hands_over { "not " } else { "" };
                    (format!("{not}wins({after})"), worth == 1)
                })
                .collect();
            let entry = entry("wins");
            let wins = value != 0;
            return match terms.as_slice() {
                [] => format!("{entry} = false: no move is left, {}", verdict(false)),
                [(term, _)] => format!("{entry} = {term} = {wins}: {}", verdict(wins)),
                _ => format!(
                    "{entry} = any({}) = any({}) = {wins}: {}",
                    notation::listed(terms.iter().map(|(term, _)| term.clone())),
                    notation::listed(terms.iter().map(|(_, wins)| wins.to_string())),
                    verdict(wins)
                ),
            };
        }
        let verdict = if value == 0 {
            "the player to move loses"
        } else {
            "the player to move wins"
        };
        if position.parts.len() > 1 {
            let values: Vec<String> = position
                .parts
                .iter()
                .map(|&part| game.solution().values[part].to_string())
                .collect();
            return format!(
                "grundy of the sum = {} = {value}: {verdict}",
                values.join(" xor ")
            );
        }
        let options: BTreeSet<i64> = game
            .choices(position)
            .iter()
            .map(|choice| game.solution().value_of(&choice.parts))
            .collect();
        format!(
            "{} = mex{{{}}} = {value}: {verdict}",
            entry("grundy"),
            notation::listed(options.iter().map(i64::to_string))
        )
    }

    fn grundy(game: &mut &Loaded, position: &PartsPosition) -> Option<u32> {
        game.grundy().then(|| game.value(position) as u32)
    }

    /// One column: the value of every position of the file reachable from the start, where
    /// they are few enough to draw; the line's cells are the positions it passes through.
    fn tables(game: &Loaded, _: &mut &Loaded, line: &[String]) -> Vec<Layout<PartsPosition>> {
        let solved = game.solution();
        let mut reached = game.start.to_vec();
        let mut seen: BTreeSet<usize> = reached.iter().copied().collect();
        let mut k = 0;
        while k < reached.len() && reached.len() <= crate::draw::MAX_TABLE_SIDE {
            for mv in &solved.moves[reached[k]] {
                for &id in mv.next.targets() {
                    if seen.insert(id) {
                        reached.push(id);
                    }
                }
            }
            k += 1;
        }
        let mut path = Vec::new();
        let mut position = Self::start(game);
        for mv in line.iter().map(Some).chain([None]) {
            if let [part] = *position.parts
                && let Some(row) = reached.iter().position(|&id| id == part)
                && path.last() != Some(&(row, 0))
            {
                path.push((row, 0));
            }
            if let Some(mv) = mv {
                position = Self::apply(game, &position, mv).0;
            }
        }
        let rows = reached
            .iter()
            .map(|&id| notation::quote(&solved.positions[id].to_string()))
            .collect();
        let grundy = game.grundy();
        let outcomes = solved.outcomes();
        let column = match F::KIND {
            Kind::Score => "lead",
            Kind::WinLose if grundy => "grundy",
            Kind::WinLose if outcomes => "outcome",
            Kind::WinLose => "wins",
        };
        let title = format!(
            "{column}(position): each position of {} reachable from the start",
            game.inner.name
        );
        let answer = match F::KIND {
            Kind::Score => "The answer: the first player's lead at the start.",
            Kind::WinLose if grundy => {
                "The answer: the first player wins where the start's grundy is not 0."
            }
            Kind::WinLose if outcomes => {
                "The answer: whether the player to move at the start wins (W), loses (L) or \
                 draws (D)."
            }
            Kind::WinLose => "The answer: whether the player to move at the start wins.",
        };
        // A Grundy number is written as it is: a cell's worth would say only win or lose.
        let cell = |i: usize, _: usize| {
            let position = game.position(vec![reached[i]], game.mover_at(&[reached[i]], 1));
            match F::KIND {
                Kind::WinLose if grundy => Cell::Written(
                    game.value(&position).to_string(),
                    Self::recurrence(&mut &*game, &position),
                ),
                _ => Cell::Entry(position),
            }
        };
        Layout::new(
            title,
            rows,
            vec![column.to_string()],
            path,
            answer.to_string(),
            cell,
        )
        .into_iter()
        .collect()
    }
}

impl<F: Scoring> Show for Custom<F> {
    /// The move by its name, what it scores, and what it leaves, as JSON.
    /// `plays take_1, scoring 2, leaving 7`: where the file draws its positions (`show`), the
    /// drawing shows what is left, and the move is said without it.
    fn show_move(game: &Loaded, before: &PartsPosition, mv: &String) -> String {
        let (after, gained) = Self::apply(game, before, mv);
        let scored = match gained[usize::from(before.mover)] {
            0 => String::new(),
            points => format!(", scoring {points}"),
        };
        if game.draws() {
            return format!("plays {mv}{scored}");
        }
        let left = match after.parts.as_ref() {
            [_] => game.name_of(&after),
            parts => parts
                .iter()
                .map(|&part| notation::quote(&game.solution().positions[part].to_string()))
                .collect::<Vec<_>>()
                .join(" + "),
        };
        format!("plays {mv}{scored}, leaving {left}")
    }

    fn show_position(game: &Loaded, _: &&Loaded, position: &PartsPosition) -> Option<String> {
        Some(game.show(position))
    }

    /// The drawings of the positions along the line, by their JSON, for the page.
    fn picture(game: &Loaded, line: &[String]) -> Value {
        let mut shows = serde_json::Map::new();
        let mut position = Self::start(game);
        let mut budget = PICTURES_BYTES;
        for mv in line.iter().map(Some).chain([None]).take(PICTURES) {
            let mut drawn = game.show(&position);
            if drawn.len() > PICTURE_BYTES {
                let mut end = PICTURE_BYTES;
                while !drawn.is_char_boundary(end) {
                    end -= 1;
                }
                let cut = format!(
                    "\n… (the drawing is {} bytes: the page shows its first {})",
                    crate::notation::thousands(drawn.len()),
                    crate::notation::thousands(end)
                );
                drawn.truncate(end);
                drawn.push_str(&cut);
            }
            let Some(left) = budget.checked_sub(drawn.len()) else {
                break;
            };
            budget = left;
            shows.insert(position.json.to_string(), Value::from(drawn));
            if let Some(mv) = mv {
                position = Self::apply(game, &position, mv).0;
            }
        }
        serde_json::json!({ "shows": shows })
    }
}
