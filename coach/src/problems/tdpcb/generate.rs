//! TDPC B: random inputs, from small to the maximum, the judge's boundary shapes, and smaller
//! inputs for shrinking a failure.

use super::submission::{MAX_LEN, MAX_VALUE};
use super::{Piles, Tdpcb};
use crate::problem::{Boundary, Generate};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::{self, Candidate};
use std::ops::RangeInclusive;

/// The lengths of the longest pile, for [`random_pile`].
fn longest() -> RangeInclusive<u64> {
    MAX_LEN as u64..=MAX_LEN as u64
}

/// A random pile with a length in `lengths`: uniform values, one repeated value, sorted
/// either way, one big object among ones, the largest and the smallest values in turn, or
/// every object the largest.
pub fn random_pile(rng: &mut Rng, lengths: RangeInclusive<u64>) -> Vec<i64> {
    let len = rng.range(lengths) as usize;
    let mut pile: Vec<i64> = (0..len)
        .map(|_| rng.range(1..=MAX_VALUE as u64) as i64)
        .collect();
    match rng.below(7) {
        0 => {
            let first = pile[0];
            pile.fill(first);
        }
        1 => pile.sort_unstable(),
        2 => pile.sort_unstable_by(|x, y| y.cmp(x)),
        3 => {
            pile.fill(1);
            let big = rng.below(len);
            pile[big] = MAX_VALUE;
        }
        // The extremes of value, in turn.
        4 => {
            let first_big = rng.chance(50);
            for (k, value) in pile.iter_mut().enumerate() {
                *value = if (k % 2 == 0) == first_big {
                    MAX_VALUE
                } else {
                    1
                };
            }
        }
        5 => pile.fill(MAX_VALUE),
        _ => {}
    }
    pile
}

impl Generate for Tdpcb {
    fn generate(rng: &mut Rng, size: Size) -> Piles {
        let lengths = match size {
            Size::Small => 1..=5,
            Size::Medium => 1..=100,
            Size::Max => longest(),
        };
        (random_pile(rng, lengths.clone()), random_pile(rng, lengths))
    }

    fn boundaries() -> Vec<Boundary<Piles>> {
        vec![
            Boundary::new(
                format!("the longest piles, every object worth {MAX_VALUE}"),
                |_| (vec![MAX_VALUE; MAX_LEN], vec![MAX_VALUE; MAX_LEN]),
            ),
            Boundary::new("the longest piles, every object worth 1", |_| {
                (vec![1; MAX_LEN], vec![1; MAX_LEN])
            }),
            Boundary::new("the longest piles, one rising and one falling", |_| {
                let rising: Vec<i64> = (1..=MAX_LEN as i64).map(|k| k.min(MAX_VALUE)).collect();
                let falling = rising.iter().rev().copied().collect();
                (rising, falling)
            }),
            Boundary::new("one object against the longest pile", |rng| {
                (random_pile(rng, 1..=1), random_pile(rng, longest()))
            }),
            Boundary::new("the longest pile against one object", |rng| {
                (random_pile(rng, longest()), random_pile(rng, 1..=1))
            }),
            Boundary::new("the smallest piles, one object each", |rng| {
                (random_pile(rng, 1..=1), random_pile(rng, 1..=1))
            }),
        ]
    }

    fn shape((a, b): &Piles) -> String {
        format!("{} + {} objects", a.len(), b.len())
    }

    fn smaller(piles: &Piles) -> impl Iterator<Item = Candidate<'_, Piles>> {
        shrink::two_sequences(piles, &[1, 2, 3])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piles_come_in_every_shape_and_size() {
        let mut rng = Rng::new(1);
        let piles: Vec<Vec<i64>> = (0..400).map(|_| random_pile(&mut rng, 3..=6)).collect();
        assert!(piles.iter().flatten().all(|v| (1..=1000).contains(v)));
        assert!(piles.iter().all(|pile| (3..=6).contains(&pile.len())));
        let any = |shape: fn(&[i64]) -> bool| piles.iter().any(|pile| shape(pile));
        assert!(any(|p| p.iter().all(|&v| v == p[0])));
        // Eight values sorted by chance: one pile in 40,320; sorted on purpose: one in five.
        let long: Vec<Vec<i64>> = (0..200).map(|_| random_pile(&mut rng, 8..=8)).collect();
        let sorted = |by: fn(&[i64]) -> bool| long.iter().filter(|pile| by(pile)).count();
        assert!(sorted(|p| p.windows(2).all(|w| w[0] <= w[1]) && p[0] < p[7]) >= 15);
        assert!(sorted(|p| p.windows(2).all(|w| w[0] >= w[1]) && p[0] > p[7]) >= 15);
        assert!(any(|p| p.iter().filter(|&&v| v == 1).count()
            == p.len() - 1
            && p.contains(&1000)));
        // The extremes in turn, and every object the largest.
        assert!(any(
            |p| p.windows(2).all(|w| w[0] + w[1] == 1 + MAX_VALUE) && p[0] != p[1]
        ));
        assert!(any(|p| p.iter().all(|&v| v == MAX_VALUE)));
        let (a, b) = Tdpcb::generate(&mut rng, Size::Max);
        assert_eq!((a.len(), b.len()), (1000, 1000));
        let lengths: Vec<usize> = (0..200)
            .map(|_| Tdpcb::generate(&mut rng, Size::Medium).0.len())
            .collect();
        assert!(lengths.iter().all(|&n| (1..=100).contains(&n)) && lengths.iter().any(|&n| n > 5));
        assert!((0..200).all(|_| Tdpcb::generate(&mut rng, Size::Small).1.len() <= 5));
    }
}
