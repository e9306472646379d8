//! Score games whose positions can come back: each position's lead for its mover, where a
//! game that never ends is worth a stated amount from each position on (a rules file's
//! `ENDLESS`). An engine that knows no game: a game plugs in as its moves, numbered
//! ([`ScoreMoves`]), and the worth of a move to its mover given the lead after it.
//!
//! The method. The positions are split into their strongly connected components (Tarjan),
//! valued from the components no move leaves upwards. A component of one position that
//! cannot come back is valued as in any score game: its best move. In a component whose
//! positions reach each other, a move that scores would let a game score without end, so
//! such a move is refused (the lead of an endless game would have no total); its other
//! moves leave it, to positions valued already, and their worths are as fixed as the end
//! of a game. What is left is a game with its payoffs at its exits, solved as Andersson,
//! Hansen, Miltersen and Sørensen solve deterministic graphical games: measured from the
//! endless worth, the exits are taken from the largest gain or loss down; at each level, a
//! position with a move worth that gain takes it, and a position all of whose moves are
//! worth that loss (counted down as they are found, as in [`super::analyse`]) suffers it,
//! and the positions it settles are read backwards at the same level. What no level settles
//! is worth the endless game: neither player can do better than let it go on, or end it at
//! that worth. O(E log E) time (the exits sorted), O(V + E) memory.
//!
//! Each position settled at a level counts its moves to where the level's worth is cashed
//! (an exit, or the end): a move of equal worth to a position of fewer such moves makes
//! progress, so a line that takes it never goes round a cycle except at the endless worth.

/// A score game as the analysis reads it: positions `0..count`, and positions past them
/// valued before (never again).
pub(crate) struct ScoreMoves<'a> {
    /// Position `p`'s moves are `targets[starts[p]..starts[p + 1]]`.
    pub(crate) starts: &'a [u32],
    pub(crate) targets: &'a [u32],
    /// What each move scores for its mover.
    pub(crate) points: &'a [i64],
    /// Whether each move keeps the turn with its mover; all hand it over where `None`.
    pub(crate) keeps_turn: Option<&'a [bool]>,
    /// The leads of the positions numbered from `count` on, in order.
    pub(crate) known: &'a [i64],
    /// Each position's lead where it is decided before any move (a game won at once).
    pub(crate) decided: &'a dyn Fn(usize) -> Option<i64>,
    /// What the rest of a game that never ends is worth to the player to move at each
    /// position: the same from either side of a move that keeps the turn, negated across
    /// one that hands it over.
    pub(crate) endless: &'a dyn Fn(usize) -> i64,
    /// What a move is worth to its mover: it scores `points`, and the lead after it is
    /// `after` for the player to move there (the other where `hands_over`); `None` where
    /// that is past what the game counts.
    pub(crate) worth: &'a dyn Fn(i64, i64, bool) -> Option<i64>,
}

/// Why a game could not be valued: the position and the move (its index among the
/// position's moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// A move that scores from a position the game can come back to after it.
    ScoresInCycle { position: usize, mv: usize },
    /// A move whose worth is past what the game counts.
    TooLarge { position: usize, mv: usize },
}

/// Not part of a component yet (Tarjan's index).
const UNSEEN: u32 = u32::MAX;

/// The strongly connected components of the positions `0..count` (moves to positions past
/// them, and the moves of positions `skip` says to, left out), each a list of positions, in
/// the order Tarjan's search closes them: no move leads from a component to a later one.
fn components(game: &ScoreMoves, count: usize, skip: &dyn Fn(usize) -> bool) -> Vec<Vec<u32>> {
    let moves_of = |p: usize| {
        let of = game.starts[p] as usize..game.starts[p + 1] as usize;
        if skip(p) { 0..0 } else { of }
    };
    let (mut index, mut low) = (vec![UNSEEN; count], vec![0u32; count]);
    let mut on_stack = vec![false; count];
    let (mut stack, mut found, mut next) = (Vec::new(), Vec::new(), 0u32);
    for root in 0..count {
        if index[root] != UNSEEN {
            continue;
        }
        // The search's own stack: each position with the next of its moves to follow.
        let mut calls = vec![(root, moves_of(root))];
        (index[root], low[root], next) = (next, next, next + 1);
        stack.push(root as u32);
        on_stack[root] = true;
        while let Some((at, moves)) = calls.last_mut() {
            let at = *at;
            if let Some(m) = moves.next() {
                let target = game.targets[m] as usize;
                if target >= count {
                    continue;
                }
                if index[target] == UNSEEN {
                    (index[target], low[target], next) = (next, next, next + 1);
                    stack.push(target as u32);
                    on_stack[target] = true;
                    calls.push((target, moves_of(target)));
                } else if on_stack[target] {
                    low[at] = low[at].min(index[target]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[at]);
            }
            if low[at] == index[at] {
                let mut component = Vec::new();
                loop {
                    let p = stack.pop().expect("the component's positions") as usize;
                    on_stack[p] = false;
                    component.push(p as u32);
                    if p == at {
                        break;
                    }
                }
                found.push(component);
            }
        }
    }
    found
}

/// Each position `0..count`'s lead for its mover, and its moves to where that lead is
/// cashed (0 where it is the endless worth); or why the game cannot be valued.
pub(crate) fn analyse(game: &ScoreMoves) -> Result<Vec<(i64, u32)>, Refused> {
    let count = game.starts.len() - 1;
    let decided: Vec<Option<i64>> = (0..count).map(|p| (game.decided)(p)).collect();
    let mut lead = vec![0i64; count];
    lead.extend_from_slice(game.known);
    let mut rank = vec![0u32; lead.len()];
    // Each position's place in its component, while the component is valued.
    let mut place = vec![UNSEEN; count];
    for component in components(game, count, &|p| decided[p].is_some()) {
        for (k, &p) in component.iter().enumerate() {
            place[p as usize] = k as u32;
        }
        let valued = Component {
            game,
            positions: &component,
            place: &place,
        }
        .value(&lead, &rank, &decided)?;
        for (&p, (value, moves)) in component.iter().zip(valued) {
            (lead[p as usize], rank[p as usize]) = (value, moves);
            place[p as usize] = UNSEEN;
        }
    }
    lead.truncate(count);
    Ok(lead.into_iter().zip(rank).collect())
}

/// One component being valued: its positions, and each position's place among them.
struct Component<'c, 'a> {
    game: &'c ScoreMoves<'a>,
    positions: &'c [u32],
    place: &'c [u32],
}

/// A move of a component leaving it: the position (its place), the move's worth measured
/// from the endless worth, and the moves after it to where that worth is cashed.
struct Outlet {
    from: u32,
    gain: i128,
    moves: u32,
}

impl Component<'_, '_> {
    /// Whether `target` is one of the component's positions.
    fn inside(&self, target: usize) -> bool {
        self.place.get(target).is_some_and(|&k| k != UNSEEN)
    }

    /// Whether move `m` hands the turn over.
    fn hands_over(&self, m: usize) -> bool {
        !self.game.keeps_turn.is_some_and(|keeps| keeps[m])
    }

    /// The lead and moves to the cash of each of the component's positions, in its order,
    /// the positions its moves leave to valued in `lead` and `rank`.
    fn value(
        &self,
        lead: &[i64],
        rank: &[u32],
        decided: &[Option<i64>],
    ) -> Result<Vec<(i64, u32)>, Refused> {
        let game = self.game;
        let size = self.positions.len();
        let mut exits = Vec::new();
        // The moves inside: where each leads, from where, whether it hands over.
        let mut inside: Vec<(u32, u32, bool)> = Vec::new();
        let mut left = vec![0u32; size];
        for (k, &p) in self.positions.iter().enumerate() {
            let p = p as usize;
            if let Some(value) = decided[p] {
                // Decided before any move: a component of its own, valued at once.
                return Ok(vec![(value, 0)]);
            }
            let endless = i128::from((game.endless)(p));
            for m in game.starts[p] as usize..game.starts[p + 1] as usize {
                let target = game.targets[m] as usize;
                left[k] += 1;
                if self.inside(target) {
                    if game.points[m] != 0 {
                        let mv = m - game.starts[p] as usize;
                        return Err(Refused::ScoresInCycle { position: p, mv });
                    }
                    inside.push((self.place[target], k as u32, self.hands_over(m)));
                    continue;
                }
                let worth = (game.worth)(game.points[m], lead[target], self.hands_over(m)).ok_or(
                    Refused::TooLarge {
                        position: p,
                        mv: m - game.starts[p] as usize,
                    },
                )?;
                exits.push(Outlet {
                    from: k as u32,
                    gain: i128::from(worth) - endless,
                    moves: rank[target] + 1,
                });
            }
        }
        if size == 1 && inside.is_empty() {
            // A position that cannot come back: its best move, or the end of the game.
            let p = self.positions[0] as usize;
            let best = exits
                .iter()
                .max_by_key(|exit| (exit.gain, std::cmp::Reverse(exit.moves)));
            let endless = i128::from((game.endless)(p));
            return Ok(vec![best.map_or((0, 0), |exit| {
                ((exit.gain + endless) as i64, exit.moves)
            })]);
        }
        Ok(self.levels(exits, &Backward::new(size, &inside), left))
    }

    /// A component whose positions reach each other, valued level by level from its exits.
    fn levels(&self, mut exits: Vec<Outlet>, back: &Backward, left: Vec<u32>) -> Vec<(i64, u32)> {
        let size = self.positions.len();
        let mut levels = Levels {
            gain: vec![None; size],
            moves: vec![0; size],
            longest: vec![0; size],
            left,
            queue: std::collections::VecDeque::new(),
        };
        exits.sort_by_key(|exit| std::cmp::Reverse(exit.gain.abs()));
        let mut at = 0;
        while at < exits.len() && exits[at].gain != 0 {
            let level = exits[at].gain.abs();
            while at < exits.len() && exits[at].gain.abs() == level {
                let exit = &exits[at];
                levels.settle(exit.from as usize, exit.gain, exit.moves, level);
                at += 1;
            }
            while let Some(k) = levels.queue.pop_front() {
                let settled = levels.gain[k].expect("settled");
                for &(from, hands_over) in back.to(k) {
                    let worth = if hands_over { -settled } else { settled };
                    levels.settle(from as usize, worth, levels.moves[k] + 1, level);
                }
            }
        }
        self.positions
            .iter()
            .enumerate()
            .map(|(k, &p)| {
                let endless = i128::from((self.game.endless)(p as usize));
                match levels.gain[k] {
                    // A move's worth less the endless worth, added back: within the game's
                    // range, as that move's worth is.
                    Some(gain) => ((gain + endless) as i64, levels.moves[k]),
                    None => (endless as i64, 0),
                }
            })
            .collect()
    }
}

/// The moves inside a component, backwards: who moves to each position, and whether the
/// move hands the turn over; each position's one slice of one array.
struct Backward {
    starts: Vec<u32>,
    moves: Vec<(u32, bool)>,
}

impl Backward {
    /// From the moves inside as (to, from, hands over), counted first, then placed.
    fn new(size: usize, inside: &[(u32, u32, bool)]) -> Backward {
        let mut starts = vec![0u32; size + 1];
        for &(to, _, _) in inside {
            starts[to as usize + 1] += 1;
        }
        for k in 0..size {
            starts[k + 1] += starts[k];
        }
        let mut fill = starts.clone();
        let mut moves = vec![(0, false); inside.len()];
        for &(to, from, hands_over) in inside {
            moves[fill[to as usize] as usize] = (from, hands_over);
            fill[to as usize] += 1;
        }
        Backward { starts, moves }
    }

    /// The moves to position `k`.
    fn to(&self, k: usize) -> &[(u32, bool)] {
        &self.moves[self.starts[k] as usize..self.starts[k + 1] as usize]
    }
}

/// The positions of a component settled so far, level by level.
struct Levels {
    /// Each position's worth measured from the endless worth, once settled.
    gain: Vec<Option<i128>>,
    /// Each settled position's moves to where its worth is cashed.
    moves: Vec<u32>,
    /// The most moves to the cash among each position's refuted moves: where the last
    /// settles it, the loser holds out that long.
    longest: Vec<u32>,
    /// Each position's moves not refuted yet.
    left: Vec<u32>,
    /// The positions settled at this level whose movers-before are still to read.
    queue: std::collections::VecDeque<usize>,
}

impl Levels {
    /// Position `k` has a move worth `worth` (measured from the endless worth), `later` moves
    /// from the cash: at the level's gain it takes it; at the level's loss the move is
    /// refuted, and once all are, it suffers that loss.
    fn settle(&mut self, k: usize, worth: i128, later: u32, level: i128) {
        if self.gain[k].is_some() {
            return;
        }
        if worth == level {
            (self.gain[k], self.moves[k]) = (Some(level), later);
            self.queue.push_back(k);
            return;
        }
        self.left[k] -= 1;
        self.longest[k] = self.longest[k].max(later);
        if self.left[k] == 0 {
            (self.gain[k], self.moves[k]) = (Some(-level), self.longest[k]);
            self.queue.push_back(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// A game of positions with moves `(target, points)`, each position's mover named
    /// (0 or 1), a game that never ends worth `endless` to player 0.
    struct Graph {
        moves: Vec<Vec<(u32, i64)>>,
        mover: Vec<u8>,
        endless: i64,
        /// Positions lost at once by their mover, at this lead.
        decided: Vec<Option<i64>>,
        /// Whether the movers are named; else every move hands the turn over.
        named: bool,
    }

    impl Graph {
        fn endless_at(&self, p: usize) -> i64 {
            if self.mover[p] == 0 {
                self.endless
            } else {
                -self.endless
            }
        }

        fn worth(points: i64, after: i64, hands_over: bool) -> Option<i64> {
            points.checked_add(if hands_over { -after } else { after })
        }

        fn analyse(&self) -> Result<Vec<(i64, u32)>, Refused> {
            let mut starts = vec![0u32];
            let (mut targets, mut points, mut keeps) = (Vec::new(), Vec::new(), Vec::new());
            for (p, list) in self.moves.iter().enumerate() {
                for &(target, score) in list {
                    targets.push(target);
                    points.push(score);
                    keeps.push(self.mover[target as usize] == self.mover[p]);
                }
                starts.push(targets.len() as u32);
            }
            analyse(&ScoreMoves {
                starts: &starts,
                targets: &targets,
                points: &points,
                keeps_turn: self.named.then_some(keeps.as_slice()),
                known: &[],
                decided: &|p| self.decided[p],
                endless: &|p| self.endless_at(p),
                worth: &Graph::worth,
            })
        }

        /// The leads by their definition, not by components: the best each player can
        /// secure with a strategy that picks one move at each position (such strategies
        /// are optimal in these games), every pair of strategies played out from every
        /// position: to its end, or round a cycle, where the game is endless.
        fn by_strategies(&self) -> Vec<i64> {
            let n = self.moves.len();
            let sign = |p: usize| if self.mover[p] == 0 { 1 } else { -1 };
            // Player 0's points less player 1's, from `start` on, the moves picked by `pick`.
            let play = |start: usize, pick: &[usize]| {
                let (mut at, mut total, mut seen) = (start, 0i64, vec![false; n]);
                loop {
                    if let Some(value) = self.decided[at] {
                        return total + sign(at) * value;
                    }
                    if self.moves[at].is_empty() {
                        return total;
                    }
                    if seen[at] {
                        return total + self.endless;
                    }
                    seen[at] = true;
                    let (target, points) = self.moves[at][pick[at]];
                    total += sign(at) * points;
                    at = target as usize;
                }
            };
            // Every strategy of `player`: one move at each of its positions with moves.
            let strategies = |player: u8| {
                let mut all = vec![vec![0usize; n]];
                for p in (0..n).filter(|&p| self.mover[p] == player) {
                    let count = self.moves[p].len().max(1);
                    all = all
                        .into_iter()
                        .flat_map(|pick| {
                            (0..count).map(move |k| {
                                let mut pick = pick.clone();
                                pick[p] = k;
                                pick
                            })
                        })
                        .collect();
                }
                all
            };
            let (firsts, seconds) = (strategies(0), strategies(1));
            (0..n)
                .map(|start| {
                    let secured = firsts
                        .iter()
                        .map(|first| {
                            seconds
                                .iter()
                                .map(|second| {
                                    let pick: Vec<usize> = (0..n)
                                        .map(|p| {
                                            if self.mover[p] == 0 {
                                                first[p]
                                            } else {
                                                second[p]
                                            }
                                        })
                                        .collect();
                                    play(start, &pick)
                                })
                                .min()
                                .unwrap()
                        })
                        .max()
                        .unwrap();
                    sign(start) * secured
                })
                .collect()
        }

        /// The same game with the players alternating told apart: position `p` with player
        /// `s` to move is `2p + s`.
        fn doubled(&self) -> Graph {
            let n = self.moves.len();
            Graph {
                moves: (0..2 * n)
                    .map(|ps| {
                        let side = (ps % 2) as u32;
                        let list = &self.moves[ps / 2];
                        list.iter()
                            .map(|&(q, points)| (2 * q + 1 - side, points))
                            .collect()
                    })
                    .collect(),
                mover: (0..2 * n).map(|ps| (ps % 2) as u8).collect(),
                endless: 0,
                decided: (0..2 * n).map(|ps| self.decided[ps / 2]).collect(),
                named: true,
            }
        }

        /// Whether `to` can be reached from `from`.
        fn reaches(&self, from: usize, to: usize) -> bool {
            let mut seen = vec![false; self.moves.len()];
            let mut stack = vec![from];
            while let Some(p) = stack.pop() {
                for &(target, _) in &self.moves[p] {
                    let target = target as usize;
                    if target == to {
                        return true;
                    }
                    if !seen[target] {
                        seen[target] = true;
                        stack.push(target);
                    }
                }
            }
            false
        }
    }

    /// A random game of `n` positions: moves that can come back score nothing, others score
    /// from -3 to 3; some positions without moves lost at once.
    fn random(rng: &mut Rng, n: usize, named: bool, endless: i64) -> Graph {
        let mut game = Graph {
            moves: (0..n)
                .map(|_| {
                    let count = rng.below(4);
                    (0..count).map(|_| (rng.below(n) as u32, 0)).collect()
                })
                .collect(),
            mover: (0..n)
                .map(|_| if named { rng.below(2) as u8 } else { 0 })
                .collect(),
            endless,
            decided: vec![None; n],
            named,
        };
        for p in 0..n {
            for k in 0..game.moves[p].len() {
                let target = game.moves[p][k].0 as usize;
                if !game.reaches(target, p) {
                    game.moves[p][k].1 = rng.below(7) as i64 - 3;
                }
            }
            if game.moves[p].is_empty() && rng.below(3) == 0 {
                game.decided[p] = Some(-100);
            }
        }
        if !named {
            // Players alternate: a position does not say whose turn it is, so every move
            // hands the turn over, and only 0 reads alike from both sides.
            game.mover = vec![0; n];
            game.endless = 0;
        }
        game
    }

    #[test]
    fn leads_agree_with_the_best_strategies_played_out() {
        let mut rng = Rng::new(54);
        for case in 0..1_000 {
            let named = case % 2 == 0;
            let n = if named { 1 + case % 7 } else { 1 + case % 4 };
            let endless = rng.below(7) as i64 - 3;
            let game = random(&mut rng, n, named, endless);
            let valued = game.analyse().expect("cycles score nothing");
            let leads: Vec<i64> = valued.iter().map(|&(lead, _)| lead).collect();
            let right = if named {
                game.by_strategies()
            } else {
                let doubled = game.doubled().by_strategies();
                (0..n).map(|p| doubled[2 * p]).collect()
            };
            assert_eq!(
                leads, right,
                "case {case}: {:?} {:?} endless {} decided {:?}",
                game.moves, game.mover, game.endless, game.decided
            );
        }
    }

    #[test]
    fn a_line_of_best_moves_fewest_from_the_cash_goes_round_only_where_endless() {
        let mut rng = Rng::new(56);
        for case in 0..2_000 {
            let endless = rng.below(5) as i64 - 2;
            let game = random(&mut rng, 1 + case % 9, case % 2 == 0, endless);
            let valued = game.analyse().expect("cycles score nothing");
            for start in 0..game.moves.len() {
                let (mut at, mut seen) = (start, vec![false; game.moves.len()]);
                while game.decided[at].is_none() && !game.moves[at].is_empty() {
                    if seen[at] {
                        let endless = if game.named { game.endless_at(at) } else { 0 };
                        assert_eq!(valued[at].0, endless, "case {case}: round at {at}");
                        break;
                    }
                    seen[at] = true;
                    let hands_over =
                        |target: usize| !game.named || game.mover[target] != game.mover[at];
                    let best = game.moves[at]
                        .iter()
                        .filter(|&&(target, points)| {
                            let target = target as usize;
                            Graph::worth(points, valued[target].0, hands_over(target))
                                == Some(valued[at].0)
                        })
                        .min_by_key(|&&(target, _)| valued[target as usize].1)
                        .expect("a move worth the lead");
                    at = best.0 as usize;
                }
            }
        }
    }

    #[test]
    fn a_move_that_scores_inside_a_cycle_is_refused_by_position_and_move() {
        let game = Graph {
            moves: vec![vec![(1, 0)], vec![(2, 5), (0, 1)], vec![]],
            mover: vec![0; 3],
            endless: 0,
            decided: vec![None; 3],
            named: false,
        };
        assert_eq!(
            game.analyse(),
            Err(Refused::ScoresInCycle { position: 1, mv: 1 })
        );
    }

    /// Valued in two steps, as a stress run's inputs are (the positions of the first closed
    /// under moves, read as known by the second), the leads are those of the whole.
    #[test]
    fn leads_valued_before_and_read_as_known_are_the_same() {
        let mut rng = Rng::new(57);
        for case in 0..500 {
            let n = 2 + case % 9;
            let first = 1 + rng.below(n - 1);
            let endless = rng.below(5) as i64 - 2;
            let mut game = random(&mut rng, n, true, endless);
            // The first positions' moves stay among them; their points as `random` set
            // them where they still cannot come back, else 0.
            for p in 0..first {
                for k in 0..game.moves[p].len() {
                    game.moves[p][k].0 %= first as u32;
                }
            }
            for p in 0..n {
                for k in 0..game.moves[p].len() {
                    if game.reaches(game.moves[p][k].0 as usize, p) {
                        game.moves[p][k].1 = 0;
                    }
                }
            }
            let whole = game.analyse().expect("cycles score nothing");
            let part = |from: usize, to: usize, known: &[i64]| {
                let mut starts = vec![0u32];
                let (mut targets, mut points, mut keeps) = (Vec::new(), Vec::new(), Vec::new());
                for p in from..to {
                    for &(target, score) in &game.moves[p] {
                        let target = target as usize;
                        // New positions from 0, the known ones after them.
                        let at = if target >= from {
                            target - from
                        } else {
                            to - from + target
                        };
                        targets.push(at as u32);
                        points.push(score);
                        keeps.push(game.mover[target] == game.mover[p]);
                    }
                    starts.push(targets.len() as u32);
                }
                analyse(&ScoreMoves {
                    starts: &starts,
                    targets: &targets,
                    points: &points,
                    keeps_turn: Some(&keeps),
                    known,
                    decided: &|p| game.decided[from + p],
                    endless: &|p| game.endless_at(from + p),
                    worth: &Graph::worth,
                })
                .expect("cycles score nothing")
            };
            let before: Vec<i64> = part(0, first, &[]).iter().map(|&(lead, _)| lead).collect();
            let after = part(first, n, &before);
            let leads: Vec<i64> = before
                .iter()
                .copied()
                .chain(after.iter().map(|&(lead, _)| lead))
                .collect();
            let expected: Vec<i64> = whole.iter().map(|&(lead, _)| lead).collect();
            assert_eq!(leads, expected, "case {case}: {:?}", game.moves);
        }
    }
}
