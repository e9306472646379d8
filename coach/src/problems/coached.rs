//! What coach asks of a problem of the roster ([`Coached`]), and work written once over
//! it, run for the problem a name selects ([`Task`]).

use crate::problem::{Generate, Show, Solve};
use crate::table::Recurrence;

/// Everything coach's commands use of a problem of the roster: its game, its inputs, its
/// words and its table (its values for one game are the [`Recurrence`] learners fill, its
/// `table.rs`); and, for the crate's own tests, its independent oracle ([`Proven`]). Every
/// problem of the roster is one.
pub(crate) trait Coached:
    Generate + Show + for<'g> Solve<Values<'g>: Recurrence> + Proven
{
}

impl<P: Generate + Show + for<'g> Solve<Values<'g>: Recurrence> + Proven> Coached for P {}

/// What the crate's own tests add to a problem of the roster: its independent oracle.
#[cfg(test)]
pub(crate) use crate::problem::Oracle as Proven;

/// Outside the tests, nothing: every problem is one.
#[cfg(not(test))]
pub(crate) trait Proven {}

#[cfg(not(test))]
impl<P> Proven for P {}

/// Work written once over the traits, run for the problem a [`Name`](super::Name) selects.
pub(crate) trait Task {
    type Output;
    fn run<P: Coached>(self) -> Self::Output;
}
