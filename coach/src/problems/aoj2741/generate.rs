//! AOJ 2741: random inputs, from small to the maximum, the judge's boundary shapes, and smaller
//! inputs for shrinking a failure.

use super::submission::MAX_SCORE;
use super::{Aoj2741, Decks, JAM, LONGEST};
use crate::notation;
use crate::problem::{Boundary, Generate};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{self, Candidate};

/// A random deck: mixed, without jamming cards, only jamming cards, or mostly jamming cards.
pub fn random_deck(rng: &mut Rng, len: usize) -> Vec<i64> {
    let jam_percent = rng.pick(&[30, 0, 100, 70, 95, 5]);
    let max_score = rng.pick(&[10, MAX_SCORE as u64]);
    let mut deck: Vec<i64> = (0..len)
        .map(|_| {
            if rng.chance(jam_percent) {
                JAM
            } else {
                rng.range(1..=max_score) as i64
            }
        })
        .collect();
    // Skewed shapes beside the mixed ones: all of one kind but one card, the score cards
    // sorted, jamming and score cards in turn, every score card the largest.
    match rng.below(8) {
        0 => {
            let (most, other) = if rng.chance(50) {
                (JAM, rng.range(1..=max_score) as i64)
            } else {
                (rng.range(1..=max_score) as i64, JAM)
            };
            deck.fill(most);
            let at = rng.below(len);
            deck[at] = other;
        }
        1 => {
            let mut scores: Vec<i64> = deck.iter().copied().filter(|&card| card != JAM).collect();
            scores.sort_unstable();
            let mut scores = scores.into_iter();
            for card in deck.iter_mut().filter(|card| **card != JAM) {
                *card = scores.next().expect("as many as taken");
            }
        }
        2 => {
            let first_jams = rng.chance(50);
            for (k, card) in deck.iter_mut().enumerate() {
                if (k % 2 == 0) == first_jams {
                    *card = JAM;
                } else if *card == JAM {
                    *card = rng.range(1..=max_score) as i64;
                }
            }
        }
        3 => {
            for card in deck.iter_mut().filter(|card| **card != JAM) {
                *card = MAX_SCORE;
            }
        }
        _ => {}
    }
    deck
}

impl Generate for Aoj2741 {
    fn generate(rng: &mut Rng, size: Size) -> Decks {
        let (n, m) = match size {
            Size::Small => (rng.below(4) + 1, rng.below(4) + 1),
            Size::Medium => (rng.below(15) + 1, rng.below(15) + 1),
            Size::Max => (LONGEST, LONGEST),
        };
        (random_deck(rng, n), random_deck(rng, m))
    }

    fn boundaries() -> Vec<Boundary<Decks>> {
        vec![
            Boundary::new("the largest decks, only jamming cards", |_| {
                (vec![JAM; LONGEST], vec![JAM; LONGEST])
            }),
            Boundary::new(
                format!(
                    "the largest decks, every card worth {}",
                    notation::thousands(MAX_SCORE as usize)
                ),
                |_| (vec![MAX_SCORE; LONGEST], vec![MAX_SCORE; LONGEST]),
            ),
            Boundary::new("the largest decks, score and jamming cards in turn", |_| {
                let turns = |first: i64| {
                    (0..LONGEST)
                        .map(|k| if k % 2 == 0 { first } else { JAM })
                        .collect()
                };
                (turns(MAX_SCORE), turns(1))
            }),
            Boundary::new(
                "the largest decks, one all jamming cards but one score card, the other all \
                 score cards",
                jams_and_scores,
            ),
            // The same the other way round: player 1 places the score cards, player 2 jams.
            Boundary::new(
                "the largest decks, all score cards against one all jamming cards but one",
                |rng| {
                    let (jams, scores) = jams_and_scores(rng);
                    (scores, jams)
                },
            ),
            Boundary::new("one card against the largest deck", |rng| {
                (random_deck(rng, 1), random_deck(rng, LONGEST))
            }),
            Boundary::new("the largest deck against one card", |rng| {
                (random_deck(rng, LONGEST), random_deck(rng, 1))
            }),
            Boundary::new("the smallest decks, one card each", |rng| {
                (random_deck(rng, 1), random_deck(rng, 1))
            }),
        ]
    }

    fn shape((first, second): &Decks) -> String {
        format!("{} + {} cards", first.len(), second.len())
    }

    fn smaller(decks: &Decks) -> impl Iterator<Item = Candidate<'_, Decks>> {
        shrink::two_sequences(decks, &[JAM, 1, 2])
    }
}

/// The largest decks, one all jamming cards but one score card at a random place, the
/// other all score cards: a round runs as long as the decks allow.
fn jams_and_scores(rng: &mut Rng) -> (Vec<i64>, Vec<i64>) {
    let mut jams = vec![JAM; LONGEST];
    jams[rng.below(LONGEST)] = rng.range(1..=MAX_SCORE as u64) as i64;
    let scores = (0..LONGEST)
        .map(|_| rng.range(1..=MAX_SCORE as u64) as i64)
        .collect();
    (jams, scores)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decks_range_from_no_jamming_card_to_only_jamming_cards() {
        let mut rng = Rng::new(1);
        let decks: Vec<Vec<i64>> = (0..300).map(|_| random_deck(&mut rng, 6)).collect();
        assert!(
            decks
                .iter()
                .flatten()
                .all(|&c| c == JAM || (1..=1_000_000).contains(&c))
        );
        let jams = |d: &Vec<i64>| d.iter().filter(|&&c| c == JAM).count();
        assert!(decks.iter().any(|d| jams(d) == 0));
        assert!(decks.iter().any(|d| jams(d) == 6));
        assert!(decks.iter().any(|d| (1..=5).contains(&jams(d))));
        assert!(decks.iter().flatten().any(|&c| c > 10));
        assert!(decks.iter().any(|d| d.iter().all(|&c| c <= 10)));
        // Skewed decks, among the largest too: all jamming cards but one score card, all
        // score cards but one jamming card, jamming and score cards in turn, score cards
        // sorted, every score card the largest.
        let long: Vec<Vec<i64>> = (0..400).map(|_| random_deck(&mut rng, 50)).collect();
        let count = |shape: &dyn Fn(&Vec<i64>) -> bool| long.iter().filter(|d| shape(d)).count();
        assert!(count(&|d| jams(d) == 49) >= 10);
        assert!(count(&|d| jams(d) == 1) >= 10);
        assert!(count(&|d| d.iter().step_by(2).all(|&c| c == JAM) && jams(d) == 25) >= 10);
        let scores = |d: &Vec<i64>| d.iter().copied().filter(|&c| c != JAM).collect::<Vec<_>>();
        assert!(
            count(&|d| scores(d).windows(2).all(|w| w[0] <= w[1]) && scores(d).len() > 40) >= 10
        );
        assert!(
            count(&|d| !scores(d).is_empty() && scores(d).iter().all(|&c| c == MAX_SCORE)) >= 10
        );
        let (first, second) = Aoj2741::generate(&mut rng, Size::Max);
        assert_eq!((first.len(), second.len()), (50, 50));
        for _ in 0..100 {
            let (first, second) = Aoj2741::generate(&mut rng, Size::Medium);
            assert!(first.len() <= 15 && second.len() <= 15);
            assert!(Aoj2741::generate(&mut rng, Size::Small).0.len() <= 4);
        }
    }

    #[test]
    fn smaller_decks_drop_cards_and_simplify_jamming_cards() {
        let decks = (vec![10, 30], vec![JAM]);
        let smaller: Vec<Decks> = Aoj2741::smaller(&decks).filter_map(|c| c.build()).collect();
        assert!(smaller.contains(&(vec![10], vec![JAM])));
        assert!(smaller.contains(&(vec![10, 30], vec![1])));
    }
}
