//! The five problems, one module each, and the name that selects one on the command line.

pub mod abc201d;
pub mod abc206f;
pub mod aoj2741;
pub mod arc038b;
pub mod tdpcb;

pub use abc201d::Abc201d;
pub use abc206f::Abc206f;
pub use aoj2741::Aoj2741;
pub use arc038b::Arc038b;
pub use tdpcb::Tdpcb;

use crate::problem::Problem;

/// A problem, by its binary's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Name {
    Abc201d,
    Tdpcb,
    Abc206f,
    Arc038b,
    Aoj2741,
}

/// Work written once over [`Problem`], run for the problem a [`Name`] selects.
pub trait Task {
    type Output;
    fn run<P: Problem>(self) -> Self::Output;
}

impl Name {
    pub const ALL: [Name; 5] = [
        Name::Abc201d,
        Name::Tdpcb,
        Name::Abc206f,
        Name::Arc038b,
        Name::Aoj2741,
    ];

    pub fn run<T: Task>(self, task: T) -> T::Output {
        match self {
            Name::Abc201d => task.run::<Abc201d>(),
            Name::Tdpcb => task.run::<Tdpcb>(),
            Name::Abc206f => task.run::<Abc206f>(),
            Name::Arc038b => task.run::<Arc038b>(),
            Name::Aoj2741 => task.run::<Aoj2741>(),
        }
    }
}
