//! A position's analysis, computed in one place: every legal move with its exact worth,
//! the position it leads to, and the recurrence behind the choice, read off the
//! submission's table ([`Solve`]). Every command that teaches only reads it: the optimal line
//! (the first best move, again and again), `play --why` and `--json`, the page, `review`,
//! `duel` and the why of a stress failure.
//!
//! The moves left of a win/lose game are counted here too, for every problem: from the wins
//! and losses the table gives, the winner hurrying to a lost position and the loser holding
//! out, by one search over the positions reachable from where it is asked, each future met
//! once ([`Solve::canonical`]), holding up to [`MAX_COUNTED`] of them.

use crate::layout::Table;
use crate::problem::{Show, Solve};
use crate::worth::{Kind, Worth};
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// One legal move and where it leads.
#[derive(Clone, Debug)]
pub(crate) struct Choice<P: Solve> {
    pub(crate) mv: P::Move,
    /// Its worth to the mover: what it scores, and the worth of the position it hands over.
    pub(crate) worth: Worth,
    /// The position it leads to.
    pub(crate) after: P::Position,
    /// What it gives each player.
    pub(crate) gained: [i64; 2],
    /// The Grundy number of the position it leads to, where the problem counts in them.
    pub(crate) grundy: Option<u32>,
}

/// Everything about one position.
#[derive(Clone, Debug)]
pub(crate) struct Analysis<P: Solve> {
    pub(crate) position: P::Position,
    pub(crate) mover: usize,
    /// What the position is worth to the mover: the best choice's worth.
    pub(crate) worth: Worth,
    /// Every legal move, best first; of equal worth, in the order of
    /// [`Rules::moves`](crate::problem::Rules::moves). Empty once the game is over.
    pub(crate) choices: Vec<Choice<P>>,
    /// The table entry the choice comes from, evaluated.
    pub(crate) recurrence: String,
}

impl<P: Solve> Analysis<P> {
    /// The move optimal play makes: the first of the best.
    pub(crate) fn best(&self) -> Option<&Choice<P>> {
        self.choices.first()
    }

    /// The choice that is `mv`.
    pub(crate) fn of(&self, mv: &P::Move) -> Option<&Choice<P>> {
        self.choices.iter().find(|choice| choice.mv == *mv)
    }

    /// Whether some choice is worth less than another: the choice matters.
    pub(crate) fn matters(&self) -> bool {
        self.choices.iter().any(|choice| choice.worth != self.worth)
    }
}

/// Positions the count of moves left holds for one game, at most: past them no count is
/// given, and a win or a loss is said without its moves.
pub(crate) const MAX_COUNTED: usize = 10_000;

/// A line of play from a position: its moves, and the analysis of the position before each
/// of the first ones.
pub(crate) struct Line<P: Solve> {
    pub(crate) moves: Vec<P::Move>,
    /// The analyses of the positions before the first moves, as many as were asked for.
    pub(crate) analyses: Vec<Rc<Analysis<P>>>,
}

/// The analyses of one game, each computed once, from the submission's table.
pub(crate) struct Analyst<'g, P: Solve + 'g> {
    game: &'g P::Game,
    values: P::Values<'g>,
    known: FxHashMap<P::Position, Rc<Analysis<P>>>,
    /// The positions counted so far, by canonical position.
    left: FxHashMap<P::Position, MovesLeft>,
    /// Counts made so far, each from a position not counted before.
    counts: u32,
    /// Set once a count would hold more than [`MAX_COUNTED`] positions: none is counted
    /// after.
    uncounted: bool,
}

impl<'g, P: Solve + 'g> Analyst<'g, P> {
    /// Fills the submission's table for `game`.
    pub(crate) fn new(game: &'g P::Game) -> Self {
        Analyst {
            game,
            values: P::values(game),
            known: FxHashMap::default(),
            left: FxHashMap::default(),
            counts: 0,
            uncounted: false,
        }
    }

    pub(crate) fn game(&self) -> &'g P::Game {
        self.game
    }

    /// The analysis of `position`, computed the first time it is asked for and kept.
    pub(crate) fn at(&mut self, position: &P::Position) -> Rc<Analysis<P>> {
        if let Some(known) = self.known.get(position) {
            return known.clone();
        }
        let analysis = Rc::new(self.analyse(position));
        self.known.insert(position.clone(), analysis.clone());
        analysis
    }

    /// The analysis of `position`, kept only if it was kept before.
    fn peek(&mut self, position: &P::Position) -> Rc<Analysis<P>> {
        match self.known.get(position) {
            Some(known) => known.clone(),
            None => Rc::new(self.analyse(position)),
        }
    }

    fn analyse(&mut self, position: &P::Position) -> Analysis<P> {
        let mover = P::mover(position);
        let mut choices: Vec<Choice<P>> = P::moves(self.game, position)
            .into_iter()
            .map(|mv| {
                let (after, gained) = P::apply(self.game, position, &mv);
                let hands_over = P::mover(&after) != mover;
                let scored = gained[mover] - gained[1 - mover];
                let worth = Worth::of_move(scored, self.worth(&after), hands_over);
                let grundy = P::grundy(&mut self.values, &after);
                Choice {
                    mv,
                    worth,
                    after,
                    gained,
                    grundy,
                }
            })
            .collect();
        // Stable: of equal worth, the rules' order stays.
        choices.sort_by_key(|choice| std::cmp::Reverse(choice.worth.rank()));
        Analysis {
            position: position.clone(),
            mover,
            worth: self.worth(position),
            choices,
            recurrence: P::recurrence(&mut self.values, position),
        }
    }

    /// What `position` is worth to the player to move, with the moves left in win/lose
    /// games, where they could be counted (or the problem counted them already).
    pub(crate) fn worth(&mut self, position: &P::Position) -> Worth {
        let worth = P::worth(&mut self.values, position);
        match P::KIND {
            Kind::WinLose if !worth.counted() => worth.with_moves(self.moves_left(position)),
            _ => worth,
        }
    }

    /// Optimal play from `from` to the end, keeping the analyses of the positions before its
    /// first moves while `keep` says so (from the first it refuses, none is kept). Each
    /// position is analysed once, and past the kept ones nothing but the moves is kept, so
    /// that a line of any length costs little memory. A drawn line ends where it comes back
    /// to a position it passed: its last move leads there.
    pub(crate) fn line(
        &mut self,
        from: P::Position,
        mut keep: impl FnMut(&Analysis<P>) -> bool,
    ) -> Line<P> {
        let mut position = from;
        let mut moves = Vec::new();
        let mut analyses = Vec::new();
        let mut keeping = true;
        // The drawn positions met: only a draw can come back under optimal play, as a win or
        // a loss is nearer its end at each move; in a score game that may never end, only a
        // position worth the endless game, but its worth does not tell, so every one is met.
        let mut drawn: FxHashSet<P::Position> = FxHashSet::default();
        let endless = P::endless(self.game).is_some();
        loop {
            let analysis = if keeping {
                self.at(&position)
            } else {
                self.peek(&position)
            };
            if (endless || analysis.worth == Worth::Draw) && !drawn.insert(position.clone()) {
                return Line { moves, analyses };
            }
            let Some(best) = analysis.best() else {
                return Line { moves, analyses };
            };
            moves.push(best.mv.clone());
            position = best.after.clone();
            keeping = keeping && keep(&analysis);
            if keeping {
                analyses.push(analysis);
            }
        }
    }

    /// The moves of optimal play from `from` to the end.
    pub(crate) fn best_line(&mut self, from: P::Position) -> Vec<P::Move> {
        self.line(from, |_| false).moves
    }

    /// The analysis of every position reachable from `from`, `from` first, each once, in
    /// the order a breadth-first search meets them; when there are more than `bound`, the
    /// number counted (`bound + 1`). The positions are counted first, through the rules
    /// alone, so that a game past the bound costs no analysis.
    pub(crate) fn reachable(
        &mut self,
        from: &P::Position,
        bound: usize,
    ) -> Result<Vec<Rc<Analysis<P>>>, usize> {
        // Each position is held once, shared by the order and the set: a game past the bound
        // may have positions that are large (a stack of cards).
        let from = Rc::new(from.clone());
        let mut order = vec![from.clone()];
        let mut seen = FxHashSet::from_iter([from]);
        let mut next = 0;
        while next < order.len() {
            let position = order[next].clone();
            next += 1;
            for mv in P::moves(self.game, &position) {
                let after = P::apply(self.game, &position, &mv).0;
                if !seen.contains(&after) {
                    if order.len() >= bound {
                        return Err(bound + 1);
                    }
                    let after = Rc::new(after);
                    seen.insert(after.clone());
                    order.push(after);
                }
            }
        }
        Ok(order.iter().map(|position| self.at(position)).collect())
    }

    /// The moves left from `root` under optimal play: the winner hurries to a lost position,
    /// the loser holds out. MovesLeft over the positions reachable from `root`, each future once
    /// (by its canonical position), with an explicit stack (a game may be thousands of moves
    /// long), and kept; `None` once the counts of this game would hold more than
    /// [`MAX_COUNTED`] positions, and from then on.
    fn moves_left(&mut self, root: &P::Position) -> Option<usize> {
        if self.left.is_empty() && !self.uncounted {
            // The game is counted whole first, from its start, or not at all: the moves left
            // of its line are never counted for some positions and not for others.
            self.count(P::start(self.game));
        }
        self.count(root.clone())
    }

    /// [`Analyst::moves_left`] of `root`, counted now if it was not before.
    fn count(&mut self, root: P::Position) -> Option<usize> {
        let root = P::canonical(&self.values, &root);
        if let Some(counted) = self.left.get(&root) {
            return Some(counted.moves);
        }
        if self.uncounted {
            return None;
        }
        self.counts += 1;
        let mut stack = vec![self.frame(root.clone())];
        while let Some(frame) = stack.last_mut() {
            if let Some((child, hands_over)) = frame.children.get(frame.next) {
                if let Some(&counted) = self.left.get(child) {
                    let hands_over = *hands_over;
                    frame.take(counted, hands_over);
                    continue;
                }
                let child = child.clone();
                if self.left.len() + stack.len() >= MAX_COUNTED {
                    // What this count added goes too, so that every position kept has its
                    // whole future counted.
                    let this = self.counts;
                    self.left.retain(|_, counted| counted.by != this);
                    self.uncounted = true;
                    return None;
                }
                let frame = self.frame(child);
                stack.push(frame);
                continue;
            }
            let frame = stack.pop().expect("the frame just looked at");
            let counted = MovesLeft {
                moves: frame.best.unwrap_or(0),
                wins: frame.wins,
                by: self.counts,
            };
            self.left.insert(frame.position, counted);
            if let Some(parent) = stack.last_mut() {
                let hands_over = parent.children[parent.next].1;
                parent.take(counted, hands_over);
            }
        }
        self.left.get(&root).map(|counted| counted.moves)
    }

    /// The counting stack's frame of a canonical position: whether its mover wins, and its
    /// children, canonical.
    fn frame(&mut self, position: P::Position) -> Frame<P> {
        let mover = P::mover(&position);
        let children = P::moves(self.game, &position)
            .iter()
            .map(|mv| {
                let after = P::apply(self.game, &position, mv).0;
                let hands_over = P::mover(&after) != mover;
                (P::canonical(&self.values, &after), hands_over)
            })
            .collect();
        Frame {
            wins: P::worth(&mut self.values, &position)
                .wins()
                .unwrap_or(false),
            position,
            children,
            next: 0,
            best: None,
        }
    }
}

impl<'g, P: Show + 'g> Analyst<'g, P> {
    /// `position` drawn, or `None` where the problem draws none.
    pub(crate) fn show_position(&self, position: &P::Position) -> Option<String> {
        P::show_position(self.game, &self.values, position)
    }

    /// The position the user is to move in, drawn for a turn: the whole line on a board
    /// that is drawn at once, else the position.
    pub(crate) fn show_turn(&self, position: &P::Position, line: &[P::Move]) -> Option<String> {
        if P::too_large_to_show(self.game) {
            return self.show_position(position);
        }
        P::show_line(self.game, line).or_else(|| self.show_position(position))
    }

    /// The tables the solution fills, with the cells of `line`, optimal play from the start:
    /// each entry is its position's worth and recurrence, from its analysis.
    pub(crate) fn tables(&mut self, line: &[P::Move]) -> Vec<Table> {
        let layouts = P::tables(self.game, &mut self.values, line);
        layouts
            .into_iter()
            .map(|layout| {
                layout.fill(|position| {
                    let analysis = self.at(position);
                    (analysis.worth.cell(), analysis.recurrence.clone())
                })
            })
            .collect()
    }
}

/// A position on the counting stack: whether its mover wins, its children (each with whether
/// the move there hands the turn over), the next child to count, and the best moves left so
/// far.
struct Frame<P: Solve> {
    position: P::Position,
    wins: bool,
    children: Vec<(P::Position, bool)>,
    next: usize,
    /// The winner hurries to a lost position, the loser holds out.
    best: Option<usize>,
}

impl<P: Solve> Frame<P> {
    /// Takes the next child, counted, reached by a move that `hands_over` the turn or not.
    fn take(&mut self, child: MovesLeft, hands_over: bool) {
        self.next += 1;
        // A winner counts only the moves that keep the win: to a loss of the other player,
        // or to a win of its own where it moves again.
        if self.wins && child.wins == hands_over {
            return;
        }
        let moves = child.moves + 1;
        self.best = Some(match (self.best, self.wins) {
            (None, _) => moves,
            (Some(best), true) => best.min(moves),
            (Some(best), false) => best.max(moves),
        });
    }
}

/// A position counted: the moves left from it, whether its mover wins, and which count
/// found it.
#[derive(Clone, Copy, Debug)]
struct MovesLeft {
    moves: usize,
    wins: bool,
    by: u32,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dev::toys::Nim;
    use crate::problem::Games;

    #[test]
    fn the_line_is_the_first_best_move_and_the_moves_left_are_counted() {
        let mut analyst = Analyst::<Nim>::new(&7);
        // The loser takes 1 to hold out; the winner answers to the next multiple of 3.
        assert_eq!(analyst.best_line((0, 0)), [1, 1, 2, 1, 2]);
        let start = analyst.at(&(0, 0));
        assert_eq!(start.worth, Worth::Win(Some(5)));
        assert_eq!(start.recurrence, "left 0");
        assert_eq!(start.choices[0].worth, Worth::Win(Some(5)));
        assert_eq!(start.choices[1].worth, Worth::Lose(Some(4)));
        assert!(start.matters());
        assert_eq!(start.of(&2).unwrap().after, (2, 1));
        // One taken, 6 left: a loss in 4 moves (1 and 2, twice).
        assert_eq!(analyst.worth(&(1, 1)), Worth::Lose(Some(4)));
        assert_eq!(analyst.worth(&(7, 1)), Worth::Lose(Some(0)));
        let mut kept = 0;
        let line = analyst.line((0, 0), |_| {
            kept += 1;
            kept <= 2
        });
        assert_eq!(line.analyses.len(), 2);
        // The line ends where the game is over: all 7 taken.
        assert_eq!(line.moves.iter().sum::<u32>(), 7);
        assert!(Rc::ptr_eq(&line.analyses[0], &analyst.at(&(0, 0))));
        // Every position is reachable, each once, the start first: 0 and 1 taken with one
        // player to move, 2 to 7 with either.
        let all = analyst.reachable(&(0, 0), 14).unwrap();
        assert_eq!(all.len(), 14);
        assert_eq!(all[0].position, (0, 0));
        assert_eq!(analyst.reachable(&(0, 0), 13).err(), Some(14));
        assert_eq!(Games::<u32>::games(&vec![3u32, 4]), [&3, &4]);
    }

    #[test]
    fn past_the_bound_the_moves_left_are_not_counted() {
        // About two positions a stone: taken, with either player to move.
        let pile = MAX_COUNTED as u32 / 2 + 11;
        let mut analyst = Analyst::<Nim>::new(&pile);
        assert_eq!(analyst.worth(&(0, 0)), Worth::Win(None));
        // A game is counted whole or not at all: not even its short ends.
        assert_eq!(analyst.worth(&(pile - 1, 1)), Worth::Win(None));
        // A game within the bound is counted, however long it is (no recursion): from 1
        // taken, 4,991 left, the winner takes 2 and then each pair of moves takes 3.
        let pile = MAX_COUNTED as u32 / 2 - 8;
        let mut analyst = Analyst::<Nim>::new(&pile);
        let left = pile as usize - 1;
        assert_eq!(left % 3, 2);
        assert_eq!(
            analyst.worth(&(1, 1)),
            Worth::Win(Some(1 + 2 * (left - 2) / 3))
        );
    }
}
