//! Retrograde analysis: every position of a game whose positions may come back is a win, a
//! loss or a draw for the player to move, with its remoteness (the moves to the end under
//! optimal play: the winner hurries, the loser holds out). An engine that knows no game: a
//! game plugs in as its moves, numbered ([`Moves`]).
//!
//! The method: the positions whose outcome is known at once (no move left, or won at once)
//! are resolved first; then backwards along the moves, a position is won as soon as one
//! move leads to a position lost for the player who moves there, and lost once a counter of
//! its moves not yet refuted reaches 0. What is never resolved is a draw: each player can
//! keep the game from ending in a loss of their own. The positions are resolved in order of
//! their remoteness (a bucket a remoteness), so that a win is counted by its quickest move
//! and a loss by its slowest. O(V + E) time and memory, each move read twice.
//!
//! Constraints: at most 2^32 - 1 positions and moves (the game is bounded well below:
//! `rules::solve::MAX_POSITIONS`).

pub(crate) mod scored;

/// The outcome of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Outcome {
    /// A win in this many moves (both players'), the winner hurrying.
    Win(u32),
    /// A loss in this many moves, the loser holding out.
    Lose(u32),
    /// Neither player can force a win.
    Draw,
}

/// A game as the analysis reads it: positions `0..count`, and positions past them whose
/// outcome is already known (analysed before, never again).
pub(crate) struct Moves<'a> {
    /// Position `p`'s moves are `targets[starts[p]..starts[p + 1]]`.
    pub(crate) starts: &'a [u32],
    pub(crate) targets: &'a [u32],
    /// Whether each move keeps the turn with its mover (a game that names its movers); all
    /// hand it over where `None`.
    pub(crate) keeps_turn: Option<&'a [bool]>,
    /// The outcomes of the positions numbered from `count` on, in order.
    pub(crate) known: &'a [Outcome],
    /// Each position's outcome where it is decided before any move (a game won at once).
    pub(crate) decided: &'a dyn Fn(usize) -> Option<Outcome>,
    /// Whether the player who cannot move wins (misère play).
    pub(crate) misere: bool,
}

impl<'a> Moves<'a> {
    /// A game whose every move hands the turn over, with no position known or decided before
    /// any move.
    pub(crate) fn plain(starts: &'a [u32], targets: &'a [u32], misere: bool) -> Self {
        Moves {
            starts,
            targets,
            keeps_turn: None,
            known: &[],
            decided: &|_| None,
            misere,
        }
    }
}

/// Not resolved yet.
const OPEN: u8 = 0;
const WON: u8 = 1;
const LOST: u8 = 2;

/// The outcome of every position `0..count` of `game` (`count = starts.len() - 1`).
pub(crate) fn analyse(game: &Moves) -> Vec<Outcome> {
    let count = game.starts.len() - 1;
    let total = count + game.known.len();
    let mut state = vec![OPEN; total];
    let mut remoteness = vec![0u32; total];
    // The moves not yet refuted: a position is lost once none is left.
    let mut left: Vec<u32> = (0..count)
        .map(|p| game.starts[p + 1] - game.starts[p])
        .collect();
    // The moves backwards: who can move to each position, and whether that move keeps the
    // turn. Counted first, then placed, so that each list is one slice of one array.
    let mut back_starts = vec![0u32; total + 1];
    for &target in game.targets {
        back_starts[target as usize + 1] += 1;
    }
    for k in 0..total {
        back_starts[k + 1] += back_starts[k];
    }
    let mut fill = back_starts.clone();
    let mut back = vec![0u32; game.targets.len()];
    let mut back_keeps = vec![
        false;
        if game.keeps_turn.is_some() {
            back.len()
        } else {
            0
        }
    ];
    for p in 0..count {
        for m in game.starts[p] as usize..game.starts[p + 1] as usize {
            let target = game.targets[m] as usize;
            let at = fill[target] as usize;
            back[at] = p as u32;
            if let Some(keeps) = game.keeps_turn {
                back_keeps[at] = keeps[m];
            }
            fill[target] += 1;
        }
    }
    let mut buckets: Vec<Vec<u32>> = Vec::new();
    let put = |buckets: &mut Vec<Vec<u32>>, at: usize, moves: u32| {
        let moves = moves as usize;
        if buckets.len() <= moves {
            buckets.resize_with(moves + 1, Vec::new);
        }
        buckets[moves].push(at as u32);
    };
    for (k, outcome) in game.known.iter().enumerate() {
        let at = count + k;
        match *outcome {
            Outcome::Win(moves) => (state[at], remoteness[at]) = (WON, moves),
            Outcome::Lose(moves) => (state[at], remoteness[at]) = (LOST, moves),
            Outcome::Draw => continue,
        }
        // Only the known positions some move reaches matter.
        if back_starts[at] < back_starts[at + 1] {
            put(&mut buckets, at, remoteness[at]);
        }
    }
    for p in 0..count {
        let outcome = (game.decided)(p).or_else(|| {
            (left[p] == 0).then_some(if game.misere {
                Outcome::Win(0)
            } else {
                Outcome::Lose(0)
            })
        });
        match outcome {
            Some(Outcome::Win(moves)) => (state[p], remoteness[p]) = (WON, moves),
            Some(Outcome::Lose(moves)) => (state[p], remoteness[p]) = (LOST, moves),
            _ => continue,
        }
        put(&mut buckets, p, remoteness[p]);
    }
    let mut moves = 0;
    while moves < buckets.len() {
        let bucket = std::mem::take(&mut buckets[moves]);
        for &child in &bucket {
            let child = child as usize;
            let of = back_starts[child] as usize..back_starts[child + 1] as usize;
            for at in of {
                let parent = back[at] as usize;
                if state[parent] != OPEN {
                    continue;
                }
                let keeps = back_keeps.get(at).copied().unwrap_or(false);
                // A move wins for its mover where it leaves the other player lost, or keeps
                // the turn in a position won.
                let wins = (state[child] == LOST) != keeps;
                let later = remoteness[child] + 1;
                if wins {
                    (state[parent], remoteness[parent]) = (WON, later);
                    put(&mut buckets, parent, later);
                } else {
                    left[parent] -= 1;
                    if left[parent] == 0 {
                        (state[parent], remoteness[parent]) = (LOST, later);
                        put(&mut buckets, parent, later);
                    }
                }
            }
        }
        moves += 1;
    }
    (0..count)
        .map(|p| match state[p] {
            WON => Outcome::Win(remoteness[p]),
            LOST => Outcome::Lose(remoteness[p]),
            _ => Outcome::Draw,
        })
        .collect()
}

/// A generalized Sprague–Grundy value (Smith, 1966; Fraenkel): where the game from a position
/// may go on forever, ∞ with the finite values its moves reach; else a Grundy number. The
/// player to move at `Finite(0)` loses; at `Infinite(K)` wins where 0 is in `K`, else draws.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Loopy {
    Finite(u32),
    Infinite(Vec<u32>),
}

impl Loopy {
    /// The value of positions played side by side: the xor of the finite values, where one
    /// part is ∞(K), ∞(K xor the others); where two are, ∞ with none (either player can
    /// keep the game going in one while the other is lost).
    pub(crate) fn sum<'a>(parts: impl IntoIterator<Item = &'a Loopy>) -> Loopy {
        let mut xor = 0;
        let mut infinite: Option<&Vec<u32>> = None;
        for part in parts {
            match part {
                Loopy::Finite(value) => xor ^= value,
                Loopy::Infinite(_) if infinite.is_some() => return Loopy::Infinite(Vec::new()),
                Loopy::Infinite(reached) => infinite = Some(reached),
            }
        }
        match infinite {
            None => Loopy::Finite(xor),
            Some(reached) => {
                let mut shifted: Vec<u32> = reached.iter().map(|value| value ^ xor).collect();
                shifted.sort_unstable();
                Loopy::Infinite(shifted)
            }
        }
    }

    /// The outcome for the player to move, without its remoteness (0).
    pub(crate) fn outcome(&self) -> Outcome {
        match self {
            Loopy::Finite(0) => Outcome::Lose(0),
            Loopy::Finite(_) => Outcome::Win(0),
            Loopy::Infinite(reached) if reached.contains(&0) => Outcome::Win(0),
            Loopy::Infinite(_) => Outcome::Draw,
        }
    }
}

impl std::fmt::Display for Loopy {
    /// `3`, or `∞{0,2}` (∞ and the finite values its moves reach; `∞{}` for none).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Loopy::Finite(value) => write!(f, "{value}"),
            Loopy::Infinite(reached) => {
                let reached: Vec<String> = reached.iter().map(u32::to_string).collect();
                write!(f, "∞{{{}}}", reached.join(","))
            }
        }
    }
}

/// A label of the generalized values' rounds: `FREE` until a round labels the position.
const FREE: u32 = u32::MAX;
const INFINITE: u32 = u32::MAX - 1;

/// The generalized Sprague–Grundy value of every position `0..count` of a game in normal
/// play whose players alternate, position `p`'s moves `targets[starts[p]..starts[p + 1]]`
/// (`count = starts.len() - 1`), the positions past them valued before (`known`, in order). Round `i` labels `i`
/// each position none of whose moves reaches an `i`, and each of whose moves that reaches a
/// position unlabeled or ∞ can be answered by a move to an `i`, until no more is; then every
/// position still unlabeled with no move to an `i` is ∞. O(rounds · E · degree): for the
/// small games whose sums a learner plays.
pub(crate) fn generalized(starts: &[u32], targets: &[u32], known: &[Loopy]) -> Vec<Loopy> {
    let count = starts.len() - 1;
    let moves = |p: usize| &targets[starts[p] as usize..starts[p + 1] as usize];
    let mut label = vec![FREE; count];
    // The label of a position reached, local or known.
    let of = |label: &[u32], target: usize| match known.get(target.wrapping_sub(count)) {
        None => label[target],
        Some(Loopy::Finite(value)) => *value,
        Some(Loopy::Infinite(_)) => INFINITE,
    };
    // Whether the position `target` (unlabeled or ∞) has a move to an `i`.
    let answered =
        |label: &[u32], target: usize, i: u32| match known.get(target.wrapping_sub(count)) {
            None => moves(target).iter().any(|&t| of(label, t as usize) == i),
            Some(Loopy::Infinite(reached)) => reached.contains(&i),
            Some(Loopy::Finite(_)) => false,
        };
    let mut free = count;
    let mut i = 0u32;
    while free > 0 {
        loop {
            let mut labelled = false;
            for p in 0..count {
                if label[p] != FREE {
                    continue;
                }
                let fits = moves(p).iter().all(|&t| {
                    let reached = of(&label, t as usize);
                    reached != i
                        && (reached != FREE && reached != INFINITE
                            || answered(&label, t as usize, i))
                });
                if fits {
                    label[p] = i;
                    free -= 1;
                    labelled = true;
                }
            }
            if !labelled {
                break;
            }
        }
        for p in 0..count {
            if label[p] == FREE && !moves(p).iter().any(|&t| of(&label, t as usize) == i) {
                label[p] = INFINITE;
                free -= 1;
            }
        }
        i += 1;
    }
    (0..count)
        .map(|p| match label[p] {
            INFINITE => {
                let mut reached: Vec<u32> = moves(p)
                    .iter()
                    .map(|&t| of(&label, t as usize))
                    .filter(|&value| value != INFINITE)
                    .collect();
                reached.sort_unstable();
                reached.dedup();
                Loopy::Infinite(reached)
            }
            value => Loopy::Finite(value),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The outcomes of a game given as each position's list of moves, none known before.
    fn outcomes(moves: &[&[u32]], misere: bool) -> Vec<Outcome> {
        let (starts, targets) = csr(moves);
        analyse(&Moves::plain(&starts, &targets, misere))
    }

    /// The outcomes by the definition: a fixed point of "win where some move reaches a loss,
    /// loss where every move reaches a win", iterated until nothing changes; the rest draws.
    /// Remoteness by the same iteration, counted in rounds.
    fn by_definition(moves: &[&[u32]], misere: bool) -> Vec<Outcome> {
        let mut known: Vec<Option<Outcome>> = vec![None; moves.len()];
        loop {
            let mut next = known.clone();
            for (p, list) in moves.iter().enumerate() {
                if known[p].is_some() {
                    continue;
                }
                if list.is_empty() {
                    next[p] = Some(if misere {
                        Outcome::Win(0)
                    } else {
                        Outcome::Lose(0)
                    });
                    continue;
                }
                let lost: Vec<u32> = list
                    .iter()
                    .filter_map(|&t| match known[t as usize] {
                        Some(Outcome::Lose(r)) => Some(r),
                        _ => None,
                    })
                    .collect();
                if let Some(&r) = lost.iter().min() {
                    next[p] = Some(Outcome::Win(r + 1));
                } else if list
                    .iter()
                    .all(|&t| matches!(known[t as usize], Some(Outcome::Win(_))))
                {
                    let r = list
                        .iter()
                        .map(|&t| match known[t as usize] {
                            Some(Outcome::Win(r)) => r,
                            _ => unreachable!(),
                        })
                        .max()
                        .unwrap();
                    next[p] = Some(Outcome::Lose(r + 1));
                }
            }
            if next == known {
                return known
                    .into_iter()
                    .map(|o| o.unwrap_or(Outcome::Draw))
                    .collect();
            }
            known = next;
        }
    }

    #[test]
    fn a_cycle_with_no_way_out_is_drawn_and_an_exit_to_a_loss_wins() {
        // 0 ⇄ 1, and 1 may move to 2, which has no move: 1 wins at once, so 0, whose only
        // move is to 1, loses; 3 ⇄ 4 with no exit draws.
        let game: &[&[u32]] = &[&[1], &[0, 2], &[], &[4], &[3]];
        assert_eq!(
            outcomes(game, false),
            [
                Outcome::Lose(2),
                Outcome::Win(1),
                Outcome::Lose(0),
                Outcome::Draw,
                Outcome::Draw
            ]
        );
        // In misère play the end is a win for whoever is to move there: 1 stays in the
        // cycle rather than move to it, and so does 0.
        assert_eq!(
            outcomes(game, true)[..3],
            [Outcome::Draw, Outcome::Draw, Outcome::Win(0)]
        );
    }

    #[test]
    fn every_small_graph_agrees_with_the_definition() {
        let mut rng = crate::rng::Rng::new(54);
        for _ in 0..3000 {
            let lists = random_game(&mut rng, 7, 4);
            let game: Vec<&[u32]> = lists.iter().map(Vec::as_slice).collect();
            for misere in [false, true] {
                assert_eq!(
                    outcomes(&game, misere),
                    by_definition(&game, misere),
                    "{lists:?}, misère {misere}"
                );
            }
        }
    }

    /// A random game of 1 to `positions` positions, each with fewer than `moves` moves to
    /// any of them: cycles, self-loops and repeated moves included.
    fn random_game(rng: &mut crate::rng::Rng, positions: usize, moves: usize) -> Vec<Vec<u32>> {
        let n = 1 + rng.below(positions);
        (0..n)
            .map(|_| (0..rng.below(moves)).map(|_| rng.below(n) as u32).collect())
            .collect()
    }

    /// A game given as each position's moves, as [`Moves`] reads it.
    fn csr(moves: &[impl AsRef<[u32]>]) -> (Vec<u32>, Vec<u32>) {
        let mut starts = vec![0u32];
        let mut targets = Vec::new();
        for list in moves {
            targets.extend_from_slice(list.as_ref());
            starts.push(targets.len() as u32);
        }
        (starts, targets)
    }

    /// Every sum of up to three positions of small random games that loop, decided by the
    /// generalized values, agrees with retrograde analysis over the sum's own positions (the
    /// product: a move in one part at a time).
    #[test]
    fn generalized_values_decide_every_small_sum_as_the_product_does() {
        let mut rng = crate::rng::Rng::new(1966);
        for _ in 0..400 {
            let lists = random_game(&mut rng, 5, 3);
            let n = lists.len();
            let (starts, targets) = csr(&lists);
            let game = Moves::plain(&starts, &targets, false);
            let values = generalized(&starts, &targets, &[]);
            let alone = analyse(&game);
            for (value, outcome) in values.iter().zip(&alone) {
                assert_eq!(
                    std::mem::discriminant(&value.outcome()),
                    std::mem::discriminant(outcome),
                    "{lists:?}"
                );
            }
            for parts in 2..=3u32 {
                // The sum's positions: each part's position, a digit base n.
                let size = n.pow(parts);
                let digit = |code: usize, k: u32| code / n.pow(k) % n;
                let product: Vec<Vec<u32>> = (0..size)
                    .map(|code| {
                        (0..parts)
                            .flat_map(|k| {
                                let at = digit(code, k);
                                lists[at].iter().map(move |&t| {
                                    (code - at * n.pow(k) + t as usize * n.pow(k)) as u32
                                })
                            })
                            .collect()
                    })
                    .collect();
                let (starts, targets) = csr(&product);
                let searched = analyse(&Moves::plain(&starts, &targets, false));
                for (code, outcome) in searched.iter().enumerate() {
                    let sum = Loopy::sum((0..parts).map(|k| &values[digit(code, k)]));
                    assert_eq!(
                        std::mem::discriminant(&sum.outcome()),
                        std::mem::discriminant(outcome),
                        "{lists:?}: {parts} parts at {code}"
                    );
                }
            }
        }
    }

    #[test]
    fn generalized_values_of_a_known_game() {
        // 0 → 1 → 2 (an end); 3 ⇄ 4, and 4 → 2: in round 0, 2 and 0 take 0, and so does 3,
        // as 4 answers it with its move to 2; in round 1, 1 and 4. A cycle with a way out
        // is no draw. 5 ⇄ 6 alone is ∞ with nothing reached, a draw; 7 → 5 or 2 is ∞{0}, a
        // win.
        let lists = vec![
            vec![1],
            vec![2],
            vec![],
            vec![4],
            vec![2, 3],
            vec![6],
            vec![5],
            vec![5, 2],
        ];
        let (starts, targets) = csr(&lists);
        assert_eq!(
            generalized(&starts, &targets, &[]),
            [
                Loopy::Finite(0),
                Loopy::Finite(1),
                Loopy::Finite(0),
                Loopy::Finite(0),
                Loopy::Finite(1),
                Loopy::Infinite(vec![]),
                Loopy::Infinite(vec![]),
                Loopy::Infinite(vec![0])
            ]
        );
        assert_eq!(Loopy::Infinite(vec![0]).outcome(), Outcome::Win(0));
        let sum = Loopy::sum([&Loopy::Infinite(vec![0, 2]), &Loopy::Finite(2)]);
        assert_eq!(sum, Loopy::Infinite(vec![0, 2]));
        let two = Loopy::sum([&Loopy::Infinite(vec![0]), &Loopy::Infinite(vec![0])]);
        assert_eq!(two.outcome(), Outcome::Draw);
    }

    #[test]
    fn known_positions_count_as_analysed() {
        // Position 0 moves to 1 (known lost in 4) or to 2 (known won): won in 5.
        let starts = [0, 2];
        let targets = [1, 2];
        let outcomes = analyse(&Moves {
            starts: &starts,
            targets: &targets,
            keeps_turn: Some(&[false, false]),
            known: &[Outcome::Lose(4), Outcome::Win(1)],
            decided: &|_| None,
            misere: false,
        });
        assert_eq!(outcomes, [Outcome::Win(5)]);
    }

    #[test]
    fn a_move_that_keeps_the_turn_wins_into_a_won_position() {
        // 0 moves to 1 keeping the turn, and 1 is lost at once for its mover: 0, who is that
        // mover, loses in 1 move.
        // 2 moves to 3 keeping the turn, and 3's mover (the same) wins by moving to 4.
        let starts = [0, 1, 1, 2, 3, 3];
        let targets = [1, 3, 4];
        let outcomes = analyse(&Moves {
            starts: &starts,
            targets: &targets,
            keeps_turn: Some(&[true, true, false]),
            known: &[],
            decided: &|p| (p == 1).then_some(Outcome::Lose(0)),
            misere: false,
        });
        assert_eq!(
            outcomes,
            [
                Outcome::Lose(1),
                Outcome::Lose(0),
                Outcome::Win(2),
                Outcome::Win(1),
                Outcome::Lose(0)
            ]
        );
    }
}
