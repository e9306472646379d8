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
mod coached;
pub(crate) mod tables;
pub mod tdpcb;

pub(crate) use coached::{Coached, Task};

use crate::problem::{Rules, Site, Solve};
use crate::rng::Rng;
use crate::rng::Size;
use crate::shrink::Candidate;
use crate::solution::{Run, Verdict};
use crate::stress::{Examined, Subject};
use crate::worth::Kind;
use std::marker::PhantomData;
use std::path::Path;

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

            /// The problem's moves and positions in words, for the guide's tables.
            pub fn words(self) -> &'static Words {
                match self {
                    $(Name::$problem => &$module::show::WORDS),+
                }
            }

            /// Runs `task` for the problem this name selects.
            pub(crate) fn run<T: Task>(self, task: T) -> T::Output {
                match self {
                    $(Name::$problem => task.run::<$problem>()),+
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

/// What `coach list` says of a problem.
#[derive(Clone, Copy, Debug)]
pub struct Listing {
    pub name: &'static str,
    pub site: Site,
    pub kind: Kind,
    pub(crate) players: [&'static str; 2],
    pub(crate) tie_break: &'static str,
}

/// A problem's moves and positions in words, as the guide's tables give them (`WORDS` in
/// its `show.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The moves, what they are: `right, down`.
    pub what: &'static str,
    pub moves: Spelling,
    /// A position as `--json` writes it, in a few words: `a cell [i, j] from 0`.
    pub position: &'static str,
}

/// How a problem's moves are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// By these names, in text and in `--json` (as strings) alike.
    Named(&'static [&'static str]),
    /// Otherwise: as text writes them, the other forms read back (empty where there are
    /// none), and as `--json` writes them.
    Written {
        written: &'static str,
        also: &'static str,
        json: &'static str,
    },
}

impl Words {
    /// Moves written by their names.
    pub(crate) const fn named(
        what: &'static str,
        names: &'static [&'static str],
        position: &'static str,
    ) -> Words {
        Words {
            what,
            moves: Spelling::Named(names),
            position,
        }
    }
}

struct Describe;

impl Task for Describe {
    type Output = Listing;

    fn run<P: Coached>(self) -> Listing {
        Listing {
            name: P::NAME,
            site: P::SITE,
            kind: <P as Rules>::KIND,
            players: <P as Rules>::PLAYERS,
            tie_break: <P as Solve>::TIE_BREAK,
        }
    }
}

/// A problem of the roster as `stress` takes it: the [`Subject`] its
/// [`Generate`](crate::problem::Generate) makes, with the submission's answer.
pub(crate) struct Known<P>(PhantomData<fn() -> P>);

impl<P> Known<P> {
    pub(crate) fn new() -> Self {
        Known(PhantomData)
    }
}

impl<P> Default for Known<P> {
    fn default() -> Self {
        Known::new()
    }
}

impl<P: Coached> Subject for Known<P> {
    type Input = P::Input;

    fn name(&self) -> &str {
        P::NAME
    }

    fn generate(&self, rng: &mut Rng, size: Size) -> anyhow::Result<P::Input> {
        Ok(P::generate(rng, size))
    }

    fn boundary(&self, turn: usize, rng: &mut Rng) -> Option<anyhow::Result<(String, P::Input)>> {
        let mut boundaries = P::boundaries();
        if boundaries.is_empty() {
            return None;
        }
        let boundary = boundaries.swap_remove(turn % boundaries.len());
        Some(Ok((boundary.name, (boundary.make)(rng))))
    }

    fn has_boundaries(&self) -> bool {
        !P::boundaries().is_empty()
    }

    fn read(&self, _path: &Path, text: &str) -> Result<P::Input, String> {
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

    fn why(&self, input: &P::Input, verdict: Verdict, file: Option<&Path>) -> String {
        crate::play::why::<P>(P::NAME, input, &P::format(input), verdict, file)
    }

    fn reads_tables(&self) -> bool {
        true
    }

    fn table(&self, input: &P::Input, run: &Run) -> Option<Examined> {
        Some(tables::examine::<P>(input, run))
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

/// `coach list`: the problems, one binary name a line, those of `site` only when it is
/// given; with `long`, each one's judge, kind of game, players and tie-breaking rule.
pub fn list(site: Option<Site>, long: bool) -> String {
    let mut out = String::new();
    for listing in Name::ALL.iter().map(|name| name.listing()) {
        if site.is_some_and(|site| site != listing.site) {
            continue;
        }
        if long {
            out.push_str(&format!(
                "{}: {}, {}, {} against {}; ties: {}\n",
                listing.name,
                listing.site.words(),
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
}

/// What the benchmarks ask of the roster, as text: they run the binaries and coach as a
/// user does, on inputs and lines made here.
#[cfg(feature = "dev")]
impl Name {
    /// The inputs a binary is measured on: one random at the maximum constraints, then each
    /// of the judge's boundary shapes, each named.
    pub fn inputs_at_the_limits(self) -> Vec<(String, String)> {
        struct Shapes;
        impl Task for Shapes {
            type Output = Vec<(String, String)>;

            fn run<P: Coached>(self) -> Vec<(String, String)> {
                let mut rng = Rng::new(4);
                let random = P::format(&P::generate(&mut rng, Size::Max));
                std::iter::once(("random at the maximum".to_string(), random))
                    .chain(
                        P::boundaries()
                            .into_iter()
                            .map(|boundary| (boundary.name, P::format(&(boundary.make)(&mut rng)))),
                    )
                    .collect()
            }
        }
        self.run(Shapes)
    }

    /// Optimal play on the first game of `input` (as the judge gives it), as `review --line`
    /// takes it.
    pub fn optimal_line(self, input: &str) -> String {
        struct OptimalLine<'a>(&'a str);
        impl Task for OptimalLine<'_> {
            type Output = String;

            fn run<P: Coached>(self) -> String {
                use crate::problem::Games;
                let input = P::parse(self.0).expect("an input the problem reads");
                let game = input.games()[0];
                let line = crate::analysis::Analyst::<P>::new(game).best_line(P::start(game));
                line.iter().map(P::name).collect::<Vec<_>>().join(",")
            }
        }
        self.run(OptimalLine(input))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Problem;
    use crate::rng::Rng;
    use crate::rng::Size;

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
    fn the_roster_lists_every_problem_once_under_its_own_facts() {
        let names: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
        let mut distinct = names.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), names.len(), "{names:?}");
        for &name in Name::ALL {
            let listing = name.listing();
            assert_eq!(listing.name, name.binary());
            assert!(!listing.tie_break.is_empty() && !listing.players[0].is_empty());
        }
        // The entry is the problem's own: a few facts that the statements fix.
        assert_eq!(Abc201d::NAME, "abc201d");
        assert_eq!(Name::Aoj2741.listing().site, Site::Aoj);
        assert_eq!(Name::Abc206f.listing().kind, Kind::WinLose);
    }

    #[test]
    fn why_plays_a_short_wrong_answer_and_names_the_command_otherwise() {
        let tdpcb = Known::<Tdpcb>::new();
        let piles = (vec![1], vec![2]);
        let shown = tdpcb.why(&piles, Verdict::Wa, None);
        let mut played = crate::play::play::<Tdpcb>(&piles).unwrap();
        assert_eq!(
            shown,
            format!(
                "\n--- why: coach play tdpcb\n{}",
                crate::play::text(&mut played, crate::play::Extras::default())
            )
        );
        assert!(shown.ends_with("Result: 2\n"), "{shown}");
        assert_eq!(
            tdpcb.why(&piles, Verdict::Tle, Some(Path::new("s/x.in"))),
            "\nWhy the expected answer is right, move by move: coach play tdpcb s/x.in\n"
        );
        let long = (vec![1; 30], vec![1; 11]);
        assert_eq!(
            tdpcb.why(&long, Verdict::Wa, None),
            format!(
                "\nWhy the expected answer is right, move by move: printf '%s\\n' '30 11' '{}' \
                 '{}' | coach play tdpcb\n",
                ["1"; 30].join(" "),
                ["1"; 11].join(" ")
            )
        );
    }
}
