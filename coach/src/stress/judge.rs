//! One run of the user's solution on one input, judged against the submission's answer.

use super::Options;
use crate::compare;
use crate::problem::Judged;
use crate::process::{self, Ended, Finished};
use anyhow::Result;

/// How a run of the user's solution is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Wrong answer.
    Wa,
    /// Runtime error: a non-zero exit, or killed by a signal.
    Re,
    /// Time limit exceeded: the run was killed.
    Tle,
    /// Output limit exceeded: the run was stopped.
    Ole,
}

impl Verdict {
    pub fn abbreviation(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole => "OLE",
        }
    }
}

/// One run of the user's solution, judged.
#[derive(Clone, Debug)]
pub struct Run {
    pub verdict: Verdict,
    pub finished: Finished,
    /// For WA: what differs first.
    pub difference: Option<String>,
}

/// Runs the command on `input` and judges it against the submission's answer, which it
/// returns too. Errs when the command cannot start, or with
/// [`Interrupted`](process::Interrupted) when coach is stopping.
pub fn judge<P: Judged>(options: &Options, input: &P::Input) -> Result<(Run, String)> {
    let expected = P::answer(input);
    let finished = process::run(
        &options.command,
        P::format(input).as_bytes(),
        options.limits,
    )?;
    let (verdict, difference) = match finished.ended {
        Ended::TimedOut => (Verdict::Tle, None),
        Ended::OutputLimit => (Verdict::Ole, None),
        Ended::Exited(status) if !status.success() => (Verdict::Re, None),
        Ended::Exited(_) => match compare::difference(options.rule, &expected, &finished.stdout) {
            None => (Verdict::Ac, None),
            Some(difference) => (Verdict::Wa, Some(difference)),
        },
    };
    let run = Run {
        verdict,
        finished,
        difference,
    };
    Ok((run, expected))
}
