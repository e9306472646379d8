//! TDPC B — two piles of valued objects; the players alternately take the top of either pile.
//! A position is how many objects were taken from each pile: the player to move follows from
//! the count.

use crate::draw;
use crate::format::two_sequences_input;
use crate::layout::{Layout, Table};
use crate::notation;
use crate::problem::{GameEnd, Problem, Rules, Site, Solve, Stated};
use crate::worth::{Kind, Worth};
use serde::Serialize;

// The submission, compiled into coach exactly as it is pasted into its judge: coach reads
// inputs with its `parse` and answers with its `solve` (its `main`, which prints, is not used
// here). Its header, which is this module's documentation, links to its own private items.
#[allow(
    dead_code,
    clippy::print_stderr,
    clippy::print_stdout,
    rustdoc::private_intra_doc_links
)]
#[path = "../../../../src/bin/tdpcb.rs"]
pub mod submission;

pub mod generate;
#[cfg(feature = "dev")]
pub mod oracle;
pub(crate) mod show;
mod table;

pub struct Tdpcb;

/// The two piles, tops first.
pub(crate) type Piles = (Vec<i64>, Vec<i64>);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub(crate) enum Pile {
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
pub(crate) struct TakenLeads<'g> {
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
    fn result(_piles: &Piles, outcome: &GameEnd) -> String {
        outcome.points[0].to_string()
    }
}

impl Stated for Tdpcb {
    const SITE: Site = Site::Atcoder;

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
        Layout::of_positions(
            "lead(i, j), the best (mover - other) total once i objects of a (rows) and j of b \
             (columns) are taken; Snuke moves where i + j is even, Sumeke where it is odd; in \
             brackets, the line's cells"
                .to_string(),
            draw::labels(0, piles.0.len() + 1),
            draw::labels(0, piles.1.len() + 1),
            path,
            answer,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Generate, Show};

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
