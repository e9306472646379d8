//! The roster: every problem, written once, in the `roster!` call below. It makes the
//! [`Name`] that selects a problem on the command line and the dispatch from a name to the
//! code written once over the traits; tests, benches and the `.ci` scripts read it through
//! [`Name::ALL`] or `coach list`. (The modules are declared plainly, not by the macro, so that
//! tools that walk the module tree, such as cargo-mutants, find them; the roster naming a
//! module that is not declared does not compile.)

pub mod abc201d;
pub mod abc206f;
pub mod aoj2741;
pub mod arc038b;
pub mod tdpcb;

use crate::problem::Subject;
use crate::problem::{Coached, Generate, Judge, MoveNames, Rules, Show, Size, Solve};
use crate::rng::Rng;
use crate::shrink::Candidate;
use crate::worth::Kind;
use std::marker::PhantomData;

macro_rules! roster {
    ($($module:ident: $problem:ident),+ $(,)?) => {
        $(pub use $module::$problem;)+

        /// A problem, by its binary's name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
        pub enum Name {
            $($problem),+
        }

        impl Name {
            /// Every problem, in the order of the README's table.
            pub const ALL: &[Name] = &[$(Name::$problem),+];

            /// Runs `task` for the problem this name selects.
            pub fn run<T: Task>(self, task: T) -> T::Output {
                match self {
                    $(Name::$problem => task.run::<$problem>()),+
                }
            }

            /// Runs `proof` for the problem this name selects, with its oracle.
            #[cfg(feature = "dev")]
            pub fn prove<T: crate::dev::Proof>(self, proof: T) -> T::Output {
                match self {
                    $(Name::$problem => proof.run::<$problem>()),+
                }
            }
        }
    };
}

roster! {
    abc201d: Abc201d,
    tdpcb: Tdpcb,
    abc206f: Abc206f,
    arc038b: Arc038b,
    aoj2741: Aoj2741,
}

/// Work written once over the traits, run for the problem a [`Name`] selects.
pub trait Task {
    type Output;
    fn run<P: Coached>(self) -> Self::Output;
}

/// What `coach list` says of a problem.
#[derive(Clone, Copy, Debug)]
pub struct Listing {
    pub name: &'static str,
    pub judge: Judge,
    pub kind: Kind,
    pub players: [&'static str; 2],
    pub tie_break: &'static str,
    /// The moves and the positions in words, for the guide.
    pub moves: MoveNames,
    pub position: &'static str,
}

struct Describe;

impl Task for Describe {
    type Output = Listing;

    fn run<P: Coached>(self) -> Listing {
        Listing {
            name: P::NAME,
            judge: P::JUDGE,
            kind: <P as Rules>::KIND,
            players: <P as Rules>::PLAYERS,
            tie_break: <P as Solve>::TIE_BREAK,
            moves: <P as Show>::MOVE_NAMES,
            position: <P as Show>::POSITION,
        }
    }
}

/// A problem of the roster as `stress` takes it: the [`Subject`] its [`Generate`] makes,
/// with the submission's answer.
pub struct Known<P>(PhantomData<fn() -> P>);

impl<P> Known<P> {
    pub fn new() -> Self {
        Known(PhantomData)
    }
}

impl<P> Default for Known<P> {
    fn default() -> Self {
        Known::new()
    }
}

impl<P: Generate> Subject for Known<P> {
    type Input = P::Input;

    fn name(&self) -> &str {
        P::NAME
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> anyhow::Result<P::Input> {
        Ok(P::generate(rng, size))
    }

    fn boundary(&self, turn: usize, rng: &mut Rng) -> Option<(String, P::Input)> {
        let mut boundaries = P::boundaries();
        if boundaries.is_empty() {
            return None;
        }
        let boundary = boundaries.swap_remove(turn % boundaries.len());
        Some((boundary.name, (boundary.make)(rng)))
    }

    fn has_boundaries(&self) -> bool {
        !P::boundaries().is_empty()
    }

    fn parse(&self, text: &str) -> Result<P::Input, String> {
        P::parse(text)
    }

    fn format(&self, input: &P::Input) -> String {
        P::format(input)
    }

    fn answer(&self, input: &P::Input) -> anyhow::Result<String> {
        Ok(P::answer(input))
    }

    fn shape(&self, input: &P::Input) -> String {
        P::shape(input)
    }

    fn smaller<'a>(
        &'a self,
        input: &'a P::Input,
    ) -> Box<dyn Iterator<Item = Candidate<'a, P::Input>> + 'a> {
        Box::new(P::smaller(input))
    }
}

/// `coach gen`: an input of the problem, as the judge gives it.
pub(crate) struct Gen {
    pub(crate) seed: u64,
    pub(crate) size: Size,
}

impl Task for Gen {
    type Output = String;

    fn run<P: Coached>(self) -> String {
        P::format(&P::generate(&mut Rng::new(self.seed), self.size))
    }
}

/// `coach list`: the problems, one binary name a line, those of `judge` only when it is
/// given; with `long`, each one's judge, kind of game, players and tie-breaking rule.
pub fn list(judge: Option<Judge>, long: bool) -> String {
    let mut out = String::new();
    for listing in Name::ALL.iter().map(|name| name.listing()) {
        if judge.is_some_and(|judge| judge != listing.judge) {
            continue;
        }
        if long {
            out.push_str(&format!(
                "{}: {}, {}, {} against {}; ties: {}\n",
                listing.name,
                listing.judge.words(),
                listing.kind.words(),
                listing.players[0],
                listing.players[1],
                listing.tie_break
            ));
        } else {
            out.push_str(listing.name);
            out.push('\n');
        }
    }
    out
}

/// The problems of the roster whose games are of `kind`, by their binaries' names:
/// `abc201d, tdpcb, aoj2741`.
pub(crate) fn of_kind(kind: Kind) -> String {
    let names: Vec<&str> = Name::ALL
        .iter()
        .map(|name| name.listing())
        .filter(|listing| listing.kind == kind)
        .map(|listing| listing.name)
        .collect();
    names.join(", ")
}

impl Name {
    pub fn listing(self) -> Listing {
        self.run(Describe)
    }

    /// The binary's name, such as `abc201d`.
    pub fn binary(self) -> &'static str {
        self.listing().name
    }

    /// The problem whose binary is called `binary`.
    pub(crate) fn of_binary(binary: &str) -> Option<Name> {
        Name::ALL
            .iter()
            .copied()
            .find(|name| name.binary() == binary)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::{Problem, Size};
    use crate::rng::Rng;

    /// Every generated input is valid: the submission's parser reads back what `format`
    /// wrote; and a failing input can always be made smaller while it has more than the
    /// least items.
    struct RoundTrips;

    impl Task for RoundTrips {
        type Output = ();

        fn run<P: Coached>(self) {
            let mut rng = Rng::new(5);
            for (size, count) in [(Size::Small, 200), (Size::Medium, 50), (Size::Max, 2)] {
                for _ in 0..count {
                    let input = P::generate(&mut rng, size);
                    let text = P::format(&input);
                    let parsed = P::parse(&text)
                        .unwrap_or_else(|error| panic!("{} {size:?}: {error}\n{text}", P::NAME));
                    assert_eq!(P::format(&parsed), text, "{}", P::NAME);
                    if size == Size::Small {
                        let smaller: Vec<_> = P::smaller(&input)
                            .filter_map(|candidate| candidate.build())
                            .collect();
                        for candidate in smaller.iter().take(50) {
                            let text = P::format(candidate);
                            assert!(P::parse(&text).is_ok(), "{}: {text}", P::NAME);
                            assert!(text.len() <= P::format(&input).len() + 8, "{}", P::NAME);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn generated_inputs_and_their_smaller_candidates_are_valid() {
        for &name in Name::ALL {
            name.run(RoundTrips);
        }
    }

    #[test]
    fn the_roster_lists_every_problem_once_and_finds_each_by_its_binary() {
        let names: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
        let mut distinct = names.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), names.len(), "{names:?}");
        for &name in Name::ALL {
            assert_eq!(Name::of_binary(name.binary()), Some(name));
            let listing = name.listing();
            assert_eq!(listing.name, name.binary());
            assert!(!listing.tie_break.is_empty() && !listing.players[0].is_empty());
        }
        assert_eq!(Name::of_binary("nope"), None);
        // The entry is the problem's own: a few facts that the statements fix.
        assert_eq!(Abc201d::NAME, "abc201d");
        assert_eq!(
            Name::of_binary("aoj2741").map(|n| n.listing().judge),
            Some(Judge::Aoj)
        );
        assert_eq!(
            Name::of_binary("abc206f").map(|n| n.listing().kind),
            Some(Kind::WinLose)
        );
    }
}
