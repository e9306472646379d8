//! Proof of `coach play`: on every input of small exhaustive classes and on random inputs of
//! every problem of the roster, each game's line is legal under the rules (replayed through
//! the rules, not through the code that produced it), ends at a finished game, ends in the
//! submission's answer, and every move of it is optimal by the plain game-tree oracle over
//! the rules (`dev::worth`). Every alternative `--why` lists at every move of the line has the worth that
//! oracle gives (in win/lose games, with the moves left). The submission's answer is also
//! checked against the problem's own independent oracle.

use crate::analysis::Analyst;
use crate::dev::{self, all_grids_up_to};
use crate::play::play;
use crate::problem::{Games, Oracle};
use crate::problems::abc206f::generate::random_test_case;
use crate::problems::{Abc201d, Abc206f, Aoj2741, Arc038b, Coached, Name, Task, Tdpcb};
use crate::rng::{Rng, Size};
use crate::shrink::sequences;
use crate::worth::Worth;
use itertools::Itertools;
use std::collections::HashMap;

/// Checks the line of every game of `input`; returns how many moves were checked.
fn prove<P: Coached + Oracle>(input: &P::Input) -> usize {
    let context = || format!("{} input:\n{}", P::NAME, P::format(input));
    assert_eq!(P::answer(input), P::oracle_answer(input), "{}", context());
    // Legal, finished, and ending in the submission's answer: `play` replays each line
    // through the rules and compares the result.
    let played = play::<P>(input).unwrap_or_else(|error| panic!("{error}\n{}", context()));
    let mut checked = 0;
    for (game, played) in input.games().into_iter().zip(&played.games) {
        let mut worths = HashMap::new();
        let mut analyst = Analyst::<P>::new(game);
        let mut position = P::start(game);
        for (k, mv) in played.moves.iter().enumerate() {
            let decision = analyst.at(&position);
            let oracle = dev::worth::<P>(game, &position, &mut worths);
            assert_eq!(
                decision.worth,
                counted(oracle, decision.worth),
                "{position:?}\n{}",
                context()
            );
            assert_eq!(decision.of(mv).unwrap().worth, decision.worth);
            assert_eq!(decision.choices[0].worth, decision.worth);
            for alternative in &decision.choices {
                let (_, gained) = P::apply(game, &position, &alternative.mv);
                let mover = P::mover(&position);
                let after = match dev::worth::<P>(game, &alternative.after, &mut worths) {
                    Worth::Lead(lead) => Worth::Lead(gained[mover] - gained[1 - mover] - lead),
                    Worth::Win(moves) => Worth::Lose(moves.map(|moves| moves + 1)),
                    Worth::Lose(moves) => Worth::Win(moves.map(|moves| moves + 1)),
                    Worth::Draw => Worth::Draw,
                };
                assert_eq!(
                    alternative.worth,
                    counted(after, alternative.worth),
                    "{:?} at {position:?}\n{}",
                    alternative.mv,
                    context()
                );
            }
            let mover = P::mover(&position);
            let (next, gained) = P::apply(game, &position, mv);
            // The outcome: the lead in score games, a win or a loss in the others.
            let outcome = |worth: Worth| worth.rank().0;
            let after = dev::worth::<P>(game, &next, &mut worths);
            let hands_over = P::mover(&next) != mover;
            let worth = Worth::of_move(gained[mover] - gained[1 - mover], after, hands_over);
            assert_eq!(
                outcome(worth),
                outcome(dev::worth::<P>(game, &position, &mut worths)),
                "move {} ({mv:?}) is not optimal in {position:?}\n{}",
                k + 1,
                context()
            );
            position = next;
            checked += 1;
        }
    }
    checked
}

/// The oracle's worth with the moves left dropped where the problem does not count them
/// (abc206f's large positions).
fn counted(oracle: Worth, shown: Worth) -> Worth {
    match (oracle, shown) {
        (Worth::Win(_), Worth::Win(None)) => Worth::Win(None),
        (Worth::Lose(_), Worth::Lose(None)) => Worth::Lose(None),
        _ => oracle,
    }
}

/// [`prove`] on 300 random small inputs of a problem.
struct ProveRandom;

impl Task for ProveRandom {
    type Output = ();

    fn run<P: Coached>(self) {
        let mut rng = Rng::new(P::NAME.bytes().map(u64::from).sum());
        for _ in 0..300 {
            prove::<P>(&P::generate(&mut rng, Size::Small));
        }
    }
}

/// Every problem of the roster, a new one included, is proved on random inputs.
#[test]
fn every_problem_on_random_inputs() {
    for &name in Name::ALL {
        name.run(ProveRandom);
    }
}

#[test]
fn abc201d_every_grid_of_at_most_12_cells() {
    let grids = all_grids_up_to(b"+-", 12);
    assert_eq!(grids.len(), 35_978);
    let moves: usize = grids.iter().map(prove::<Abc201d>).sum();
    assert!(moves > 200_000, "{moves}");
}

#[test]
fn tdpcb_every_pair_of_piles_up_to_3() {
    let piles: Vec<Vec<i64>> = (1..=3).flat_map(|len| sequences(&[1, 2, 3], len)).collect();
    assert_eq!(piles.len(), 39);
    for (a, b) in piles.iter().cartesian_product(&piles) {
        prove::<Tdpcb>(&(a.clone(), b.clone()));
    }
}

#[test]
fn abc206f_every_multiset_of_up_to_3_intervals() {
    let all: Vec<(usize, usize)> = (1..=5)
        .flat_map(|l| (l + 1..=5).map(move |r| (l, r)))
        .collect();
    let mut checked = 0;
    for size in 1..=3 {
        for intervals in all.iter().copied().combinations_with_replacement(size) {
            prove::<Abc206f>(&vec![intervals]);
            checked += 1;
        }
    }
    assert_eq!(checked, 285);
}

/// Beyond the exhaustive class: the winner's move depends on the xor of several segments'
/// Grundy numbers, which three intervals rarely exercise.
#[test]
#[ignore = "slow tier: a sweep of random cases past the exhaustive class, about 2 s"]
fn abc206f_random_test_cases_of_up_to_8_intervals() {
    let mut rng = Rng::new(8);
    for _ in 0..6000 {
        prove::<Abc206f>(&vec![random_test_case(&mut rng, 8, &[6, 8, 10, 12])]);
    }
}

#[test]
fn arc038b_every_grid_of_at_most_12_cells() {
    let grids: Vec<Vec<Vec<u8>>> = all_grids_up_to(b".#", 12)
        .into_iter()
        .filter(|grid| grid[0][0] == b'.')
        .collect();
    assert_eq!(grids.len(), 17_989);
    for grid in &grids {
        prove::<Arc038b>(grid);
    }
}

#[test]
fn aoj2741_every_pair_of_decks_up_to_3_cards() {
    let decks: Vec<Vec<i64>> = (1..=3)
        .flat_map(|len| sequences(&[-1, 1, 2], len))
        .collect();
    assert_eq!(decks.len(), 39);
    for (first, second) in decks.iter().cartesian_product(&decks) {
        prove::<Aoj2741>(&(first.clone(), second.clone()));
    }
}
