//! The exploration's messages, as the protocol writes them: a request for many positions'
//! moves at a time, and its compact answer.

use serde_json::Value;

/// A request of the exploration: what is explored, whether the names are wanted, how often
/// the child says it is alive, how many positions past the asked it may explore too.
#[derive(serde::Serialize)]
pub(super) struct Request<'a> {
    #[serde(flatten)]
    pub(super) asked: Asked<'a>,
    pub(super) names: bool,
    pub(super) alive: f64,
    pub(super) deeper: usize,
}

/// What a request explores: positions, or the starts of points (each start computed by the
/// child, then explored with its parts).
#[derive(serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Asked<'a> {
    Explore(Vec<&'a Value>),
    ExploreStarts(&'a [Vec<i64>]),
}

/// The answer to an `explore` request.
#[derive(serde::Deserialize)]
pub(super) struct Explored {
    pub(super) id: u64,
    /// The positions the moves lead to, which `flat` names by their index; where
    /// `integers`, `flat` holds the positions themselves, all whole numbers.
    #[serde(default)]
    pub(super) new: Vec<Value>,
    /// The long strings of `new`, each written once: `{"s": k}` in a position of `new`
    /// stands for the k-th.
    #[serde(default)]
    pub(super) strings: Vec<String>,
    #[serde(default)]
    pub(super) integers: bool,
    /// The starts of the points asked, where the request was `explore_starts`.
    #[serde(default)]
    pub(super) starts: Vec<Value>,
    pub(super) flat: String,
    pub(super) wide: bool,
    pub(super) names: Option<Vec<String>>,
    /// Each move that scores other than 0, by its number in `flat`, with its points.
    pub(super) points: Vec<(usize, i64)>,
    /// Whether some move gave points, even 0: then the game is a score game.
    #[serde(default)]
    pub(super) scored: bool,
    /// The positions explored beyond the asked, whose moves follow theirs in `flat`: each
    /// an index into `new`, or where `integers`, the position itself.
    #[serde(default)]
    pub(super) deeper: Vec<i64>,
    /// The generations of moves `deeper` spans.
    #[serde(default)]
    pub(super) depth: usize,
    /// Where the file names whose turn it is, each position's told, in the order of `flat`
    /// (`Solved::set_turn`).
    #[serde(default)]
    pub(super) turns: Vec<u8>,
}
