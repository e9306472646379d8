//! `coach duel`: the user plays one side of a game against the perfect player, one line of
//! input per turn, and gets the review of their moves at the end.

use crate::analysis::Analyst;
use crate::exit::Exit;
use crate::menu::{Turn, pick};
use crate::notation::count;
use crate::problem::{GameEnd, Show, Solve, Teach};
use crate::review;
use crate::worth::so_far;
use std::io::{self, BufRead, Write};

/// `coach duel`: a test case of an input, played against the user on standard input.
pub(crate) struct Duel<'a> {
    pub(crate) options: DuelOptions,
    /// The test case, from 1.
    pub(crate) case: usize,
    pub(crate) out: &'a mut dyn Write,
}

impl Teach for Duel<'_> {
    fn on<P: Solve + Show>(self, input: &P::Input) -> Result<Exit, Exit> {
        let game = crate::problem::game_of::<P>(input, self.case)?;
        let stdin = io::stdin();
        let mut analyst = Analyst::<P>::new(game);
        Ok(
            match duel(&mut analyst, self.options, &mut stdin.lock(), self.out) {
                Ok(true) => Exit::Success,
                Ok(false) => Exit::Wrong,
                Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Exit::Success,
                Err(error) if error.kind() == io::ErrorKind::InvalidData => {
                    // Input that is not a person's answers: refused, as bad input is.
                    crate::exit::say(format_args!("coach: {error}"));
                    Exit::Failure
                }
                Err(error) => Exit::usage(anyhow::Error::new(error).context("duel")),
            },
        )
    }
}

/// How a duel is played.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DuelOptions {
    /// The side the user plays: 0 first, 1 second.
    pub(crate) side: usize,
    /// Show each move's worth before the user picks.
    pub(crate) hint: bool,
    /// Write each answer read after its prompt, so that a piped game reads as a transcript.
    pub(crate) echo: bool,
}

/// Plays the analyst's game: at the user's turns, the position and the numbered legal moves
/// are written to `out` and a line is read from `input` (the move's number or its name;
/// anything else is asked again, with the reason); at the other turns coach answers with the
/// first best move. Ends with the result and the review of the whole line, or, when `input`
/// ends first, with a line that says so and the review of the moves played. `true` when
/// every move of the game kept the worth of its position.
pub(crate) fn duel<P: Solve + Show>(
    analyst: &mut Analyst<'_, P>,
    options: DuelOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> io::Result<bool> {
    let game = analyst.game();
    let mut position = P::start(game);
    let mut line = Vec::new();
    let mut points = [0, 0];
    // The positions passed: in a game whose positions can come back, the game ends where it
    // comes back to one (a draw, or an endless score game), as a replayed line does.
    let mut passed = std::collections::HashSet::from([position.clone()]);
    let mut came_back = false;
    writeln!(
        out,
        "You play {} against coach, who plays {} perfectly. Give a move's number or its name; \
         Ctrl-D ends the game.",
        P::players(game)[options.side],
        P::players(game)[1 - options.side]
    )?;
    if options.side != 0
        && let Some(start) = analyst.show_turn(&position, &[])
    {
        write!(out, "\nThe start:\n{start}\n")?;
    }
    loop {
        let analysis = analyst.at(&position);
        let Some(best) = analysis.best() else { break };
        let mv = if analysis.mover == options.side {
            let turn = Turn::<P> {
                game,
                position: &position,
                drawing: analyst.show_turn(&position, &line),
                points,
            };
            let picked = pick(&turn, input, out, options.echo, |mv| {
                options.hint.then(|| {
                    let worth = analysis.of(mv).expect("a legal move").worth;
                    worth.words(so_far(P::KIND, points, analysis.mover))
                })
            })?;
            match picked {
                Some(mv) => mv,
                None => {
                    writeln!(
                        out,
                        "\nThe game was abandoned after {}.",
                        count(line.len(), "move")
                    )?;
                    if line.is_empty() {
                        return Ok(true);
                    }
                    let reviewed = review::review(analyst, &line);
                    write!(
                        out,
                        "\nReview of the moves played:\n{}",
                        review::text(game, &reviewed)
                    )?;
                    return Ok(reviewed.first_loss.is_none());
                }
            }
        } else {
            writeln!(
                out,
                "coach ({}) plays {}: {}",
                P::players(game)[analysis.mover],
                P::name(&best.mv),
                P::show_move(game, &position, &best.mv)
            )?;
            best.mv.clone()
        };
        let (after, gained) = P::apply(game, &position, &mv);
        points = [points[0] + gained[0], points[1] + gained[1]];
        line.push(mv);
        came_back = !passed.insert(after.clone());
        position = after;
        if came_back {
            break;
        }
    }
    let moves = line.len();
    if came_back {
        // What `why_over` says of a position with moves left: the line came back to it.
        let why = crate::problem::why_over::<P>(game, &position).unwrap_or_default();
        writeln!(
            out,
            "\nThe game ends after {}: {why}. Result: {}\n",
            count(moves, "move"),
            P::result(game, &GameEnd::drawn(points, moves))
        )?;
    } else {
        writeln!(
            out,
            "\nThe game is over after {}. Result: {}\n",
            count(moves, "move"),
            P::result(game, &GameEnd::at::<P>(game, &position, points, moves))
        )?;
    }
    let reviewed = review::review(analyst, &line);
    write!(out, "Review:\n{}", review::text(game, &reviewed))?;
    Ok(reviewed.first_loss.is_none())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dev::toys::Take;

    /// With `hint`, each move of the user's list carries its worth, counted by coach; the
    /// game ends with the result and the review.
    #[test]
    fn a_duel_shows_each_moves_worth_on_hint_and_ends_with_the_review() {
        let mut analyst = Analyst::<Take>::new(&5);
        let options = DuelOptions {
            side: 0,
            hint: true,
            echo: true,
        };
        // From 5, taking 1 leaves 4 and wins: the loser holds out for 2 more moves.
        let mut input = io::Cursor::new(b"#1\n".to_vec());
        let mut out = Vec::new();
        duel(&mut analyst, options, &mut input, &mut out).unwrap();
        let expected = "\
You play First against coach, who plays Second perfectly. Give a move's number or its name; Ctrl-D ends the game.

Your move, First (a move's name, or #N for the N-th below):
  #1 3  takes 3  [loses in 2]
  #2 2  takes 2  [loses in 2]
  #3 1  takes 1  [wins in 3]
> #1
coach (Second) plays 2: takes 2

The game is over after 2 moves. Result: Second

Review:
  1. First   3  takes 3  [MISTAKE: turns a win into a loss; best was 1 (wins in 3)]
  2. Second  2  takes 2  [best, wins in 1]
The first move that loses worth is move 1, First's 3: it turns a win into a loss.
Best there: 1, then optimal play: 3,1
The line ends in: Second wins after 2 moves (First cannot move).
Optimal play from the start ends in: First wins after 3 moves (Second cannot move).
";
        assert_eq!(String::from_utf8(out).unwrap(), expected);
    }
}
