//! TDPC B — two piles of valued objects; the players alternately take the top of either pile.
//! A position is how many objects were taken from each pile: the player to move follows from
//! the count.

use crate::draw;
use crate::format::two_sequences_input;
use crate::layout::{Cell, Layout, Table};
use crate::notation;
use crate::problem::{
    Boundary, Generate, Judge, Judged, MoveNames, Outcome, Problem, Rules, Show, Size, Solve,
};
use crate::rng::Rng;
use crate::shrink::{self, Candidate};
use crate::worth::{Kind, Worth};
use itertools::Itertools;
use serde::Serialize;
use std::ops::RangeInclusive;
use submission::{MAX_LEN, MAX_VALUE};

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main` is not used here). Its
// header, which is this module's documentation, links to its own private items.
#[allow(dead_code, rustdoc::private_intra_doc_links)]
#[path = "../../../src/bin/tdpcb.rs"]
pub mod submission;

pub struct Tdpcb;

/// The lengths of the longest pile, for [`random_pile`].
fn longest() -> RangeInclusive<u64> {
    MAX_LEN as u64..=MAX_LEN as u64
}

/// The two piles, tops first.
pub type Piles = (Vec<i64>, Vec<i64>);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Pile {
    #[serde(rename = "a")]
    A,
    #[serde(rename = "b")]
    B,
}

fn after((i, j): (usize, usize), pile: Pile) -> (usize, usize) {
    match pile {
        Pile::A => (i + 1, j),
        Pile::B => (i, j + 1),
    }
}

fn top((a, b): &Piles, (i, j): (usize, usize), pile: Pile) -> i64 {
    match pile {
        Pile::A => a[i],
        Pile::B => b[j],
    }
}

/// `lead[i][j]`: the best (mover's - other's) total once `i` objects of a and `j` of b are
/// taken, the table the submission keeps one row of.
pub(crate) fn lead_table((a, b): &Piles) -> Vec<Vec<i64>> {
    let mut lead = vec![vec![0; b.len() + 1]; a.len() + 1];
    for i in (0..=a.len()).rev() {
        for j in (0..=b.len()).rev() {
            let take_a = a.get(i).map(|&value| value - lead[i + 1][j]);
            let take_b = b.get(j).map(|&value| value - lead[i][j + 1]);
            lead[i][j] = take_a.max(take_b).unwrap_or(0);
        }
    }
    lead
}

/// The submission's table, beside the piles it is read with.
pub struct TakenLeads<'g> {
    piles: &'g Piles,
    lead: Vec<Vec<i64>>,
    /// `left[p][k]`: the total of pile p once k of its objects are taken.
    pub(crate) left: [Vec<i64>; 2],
}

/// The totals of `pile` once 0, 1, ... of its objects are taken.
fn totals_left(pile: &[i64]) -> Vec<i64> {
    let mut left = vec![0; pile.len() + 1];
    for k in (0..pile.len()).rev() {
        left[k] = left[k + 1] + pile[k];
    }
    left
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

impl Rules for Tdpcb {
    const KIND: Kind = Kind::Score;
    const PLAYERS: [&'static str; 2] = ["Snuke", "Sumeke"];

    type Game = Piles;
    type Position = (usize, usize);
    type Move = Pile;

    fn mover(&(i, j): &(usize, usize)) -> usize {
        (i + j) % 2
    }

    fn moves((a, b): &Piles, &(i, j): &(usize, usize)) -> Vec<Pile> {
        let mut moves = Vec::new();
        if i < a.len() {
            moves.push(Pile::A);
        }
        if j < b.len() {
            moves.push(Pile::B);
        }
        moves
    }

    fn apply(piles: &Piles, &taken: &(usize, usize), pile: &Pile) -> ((usize, usize), [i64; 2]) {
        let mut gained = [0, 0];
        gained[Self::mover(&taken)] = top(piles, taken, *pile);
        (after(taken, *pile), gained)
    }
}

impl Problem for Tdpcb {
    const NAME: &'static str = submission::NAME;

    type Input = Piles;

    fn answer((a, b): &Piles) -> String {
        submission::solve(a, b).to_string()
    }

    /// Snuke's total, the sum of the points he scored.
    fn result(outcomes: &[Outcome]) -> String {
        outcomes[0].points[0].to_string()
    }
}

impl Judged for Tdpcb {
    const JUDGE: Judge = Judge::Atcoder;

    fn parse(text: &str) -> Result<Piles, String> {
        submission::parse(text)
    }

    fn format((a, b): &Piles) -> String {
        two_sequences_input(a, b)
    }
}

impl Solve for Tdpcb {
    const TIE_BREAK: &'static str = "of two takes worth the same, pile a before pile b";

    type Values<'g> = TakenLeads<'g>;

    fn values(piles: &Piles) -> TakenLeads<'_> {
        TakenLeads {
            piles,
            lead: lead_table(piles),
            left: [totals_left(&piles.0), totals_left(&piles.1)],
        }
    }

    fn worth(leads: &mut TakenLeads<'_>, &(i, j): &(usize, usize)) -> Worth {
        Worth::Lead(leads.lead[i][j])
    }

    fn recurrence(leads: &mut TakenLeads<'_>, &taken: &(usize, usize)) -> String {
        let TakenLeads { piles, lead, .. } = leads;
        let terms: Vec<(String, i64)> = Self::moves(piles, &taken)
            .into_iter()
            .map(|pile| {
                let value = top(piles, taken, pile);
                let (i, j) = after(taken, pile);
                (format!("{value} - lead({i}, {j})"), value - lead[i][j])
            })
            .collect();
        notation::max_of(
            &format!("lead({}, {})", taken.0, taken.1),
            &terms,
            "both piles are empty",
        )
    }

    fn tables(
        piles: &Piles,
        leads: &mut TakenLeads<'_>,
        line: &[Pile],
    ) -> Vec<Layout<(usize, usize)>> {
        if !Table::fits(piles.0.len() + 1, piles.1.len() + 1) {
            return Vec::new();
        }
        let mut path = vec![(0, 0)];
        for &pile in line {
            path.push(after(*path.last().expect("the start"), pile));
        }
        let total: i64 = piles.0.iter().chain(&piles.1).sum();
        let lead = leads.lead[0][0];
        let answer = format!(
            "The answer: Snuke = (total + lead(0, 0)) / 2 = ({total} + {lead}) / 2 = {}.",
            (total + lead) / 2
        );
        Layout::new(
            "lead(i, j), the best (mover - other) total once i objects of a (rows) and j of b \
             (columns) are taken; Snuke moves where i + j is even, Sumeke where it is odd; in \
             brackets, the line's cells"
                .to_string(),
            draw::labels(0, piles.0.len() + 1),
            draw::labels(0, piles.1.len() + 1),
            path,
            answer,
            |i, j| Cell::Entry((i, j)),
        )
        .into_iter()
        .collect()
    }
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

impl Show for Tdpcb {
    const MOVE_NAMES: MoveNames = MoveNames {
        what: "take from pile a, from pile b",
        written: "`a`, `b`",
        also: "",
        json: "`\"a\"`, `\"b\"`",
    };
    const POSITION: &'static str = "the objects taken `[i, j]`";

    fn picture((a, b): &Piles, _: &[Pile]) -> serde_json::Value {
        serde_json::json!({ "a": a, "b": b })
    }

    fn show_move(piles: &Piles, &taken: &(usize, usize), pile: &Pile) -> String {
        format!(
            "takes {} from pile {}",
            top(piles, taken, *pile),
            match pile {
                Pile::A => "a",
                Pile::B => "b",
            }
        )
    }

    fn show_position(
        (a, b): &Piles,
        _: &TakenLeads<'_>,
        &(i, j): &(usize, usize),
    ) -> Option<String> {
        Some(format!(
            "a: [{}]  b: [{}]",
            a[i..].iter().join(" "),
            b[j..].iter().join(" ")
        ))
    }

    fn too_large_to_show((a, b): &Piles) -> bool {
        a.len() + b.len() > 60
    }
}

#[cfg(feature = "dev")]
impl crate::problem::Oracle for Tdpcb {
    fn oracle_answer((a, b): &Piles) -> String {
        oracle::snuke_total(a, b).to_string()
    }
}

/// TDPC B played out move by move: every order of taking is tried, the two players' totals
/// are kept separately, and the player to move takes from the pile that leaves them the
/// larger final total. Exponential in A + B: for small piles only.
#[cfg(feature = "dev")]
pub mod oracle {
    const SNUKE: usize = 0;

    pub fn snuke_total(a: &[i64], b: &[i64]) -> i64 {
        play(a, b, [0, 0], SNUKE)[SNUKE]
    }

    /// Both players' final totals, from `totals` with piles `a` and `b` left and `mover` to
    /// move.
    fn play(a: &[i64], b: &[i64], totals: [i64; 2], mover: usize) -> [i64; 2] {
        let mut finals = Vec::new();
        if let Some((&top, rest)) = a.split_first() {
            let mut totals = totals;
            totals[mover] += top;
            finals.push(play(rest, b, totals, 1 - mover));
        }
        if let Some((&top, rest)) = b.split_first() {
            let mut totals = totals;
            totals[mover] += top;
            finals.push(play(a, rest, totals, 1 - mover));
        }
        // With both piles empty the game is over.
        finals
            .into_iter()
            .max_by_key(|finals| finals[mover])
            .unwrap_or(totals)
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

    #[test]
    fn the_line_the_table_and_the_words_follow_the_piles() {
        let piles = (vec![1], vec![2, 3]);
        assert_eq!(
            crate::dev::optimal_line::<Tdpcb>(&piles),
            [Pile::A, Pile::B, Pile::B]
        );
        assert_eq!(lead_table(&piles)[0][0], 2);
        assert!(crate::dev::table_text::<Tdpcb>(&piles).contains("0 [ 2]  2   1\n"));
        // Drawn up to 20 entries on a side (0 to 19 objects taken); past them not even filled.
        assert_eq!(
            crate::dev::tables::<Tdpcb>(&(vec![1; 19], vec![1; 19])).len(),
            1
        );
        assert!(crate::dev::tables::<Tdpcb>(&(vec![1; 20], vec![1])).is_empty());
        assert_eq!(
            Tdpcb::show_move(&piles, &(0, 1), &Pile::B),
            "takes 3 from pile b"
        );
        assert_eq!(
            crate::dev::show_position::<Tdpcb>(&piles, &(1, 0)).unwrap(),
            "a: []  b: [2 3]"
        );
        assert!(!Tdpcb::too_large_to_show(&piles));
        assert!(Tdpcb::too_large_to_show(&(vec![1; 30], vec![1; 31])));
        assert!(!Tdpcb::too_large_to_show(&(vec![1; 30], vec![1; 30])));
        assert!(
            Tdpcb::smaller(&piles)
                .filter_map(|c| c.build())
                .any(|c| c == (vec![1], vec![2]))
        );
    }
}
