//! One run of the learner's program on one input, judged against the answer.

use super::compare::{self, Rule};
use crate::process::{self, Ended, Finished, Limits};
use anyhow::Result;

/// How a run of the learner's program is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
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
    /// Against coach's judge: it lost a game its side could win.
    Lost,
    /// Against coach's judge: it chose the side that loses, where the other side wins.
    Side,
    /// Against coach's judge: a move the rules do not allow.
    Illegal,
    /// Against coach's judge: a line the protocol has no place for, or none where it needs
    /// one.
    Protocol,
}

impl Verdict {
    pub(crate) fn abbreviation(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole => "OLE",
            Verdict::Lost => "LOST",
            Verdict::Side => "SIDE",
            Verdict::Illegal => "ILLEGAL",
            Verdict::Protocol => "PE",
        }
    }
}

/// One run of the learner's program, judged.
#[derive(Clone, Debug)]
pub(crate) struct Run {
    pub(crate) verdict: Verdict,
    pub(crate) finished: Finished,
    /// For WA: what differs first.
    pub(crate) difference: Option<String>,
}

/// The learner's program, ready to run: its command, the limits of each run, and how its
/// output is compared.
#[derive(Clone, Debug)]
pub(crate) struct Runner {
    pub(crate) command: Vec<String>,
    pub(crate) limits: Limits,
    pub(crate) rule: Rule,
    /// Whether the run's table is read: [`TABLE_VARIABLE`] is then set for it.
    pub(crate) table: bool,
}

/// The environment variable set to `1` on the one run whose table coach reads (`coach
/// table`, the page's `--table-of`, the failure a stress run shows), and on no other: a
/// solution that prints its table only where it is set pays nothing for printing on the
/// runs that are judged.
pub(crate) const TABLE_VARIABLE: &str = "COACH_TABLE";

impl Runner {
    /// The same program, run for its table ([`TABLE_VARIABLE`] set).
    pub(crate) fn reading_table(&self) -> Runner {
        Runner {
            table: true,
            ..self.clone()
        }
    }

    /// Runs the program on `input` and judges its output against `expected` (the answer,
    /// without its final newline). Errs when the command cannot start, or with
    /// `Interrupted` (`process/`) when coach is stopping.
    pub(crate) fn check(&self, input: &str, expected: &str) -> Result<Run> {
        let env: &[(&str, &str)] = if self.table {
            &[(TABLE_VARIABLE, "1")]
        } else {
            &[]
        };
        let finished = process::run(&self.command, env, input.as_bytes(), self.limits)?;
        let (verdict, difference) = match finished.ended {
            // A run is stopped by coach at its time limit only.
            Ended::TimedOut | Ended::Stopped => (Verdict::Tle, None),
            Ended::OutputLimit => (Verdict::Ole, None),
            Ended::Exited(status) if !status.success() => (Verdict::Re, None),
            Ended::Exited(_) => match compare::difference(self.rule, expected, &finished.stdout) {
                None => (Verdict::Ac, None),
                Some(difference) => (Verdict::Wa, Some(difference)),
            },
        };
        Ok(Run {
            verdict,
            finished,
            difference,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn runner(script: &str) -> Runner {
        Runner {
            command: vec!["sh".into(), "-c".into(), script.into()],
            limits: Limits {
                time: Duration::from_secs(5),
                output: 1 << 10,
            },
            rule: Rule::Tokens,
            table: false,
        }
    }

    #[test]
    fn each_way_a_run_ends_has_its_verdict() {
        let verdict = |script: &str| runner(script).check("3\n", "3").unwrap();
        assert_eq!(verdict("cat").verdict, Verdict::Ac);
        let wrong = verdict("echo 4");
        assert_eq!(wrong.verdict, Verdict::Wa);
        assert_eq!(
            wrong.difference.as_deref(),
            Some("token 1 (line 1): expected `3`, got `4`")
        );
        assert_eq!(verdict("cat; exit 3").verdict, Verdict::Re);
        assert_eq!(verdict("yes").verdict, Verdict::Ole);
        let mut slow = runner("sleep 5");
        slow.limits.time = Duration::from_millis(100);
        assert_eq!(slow.check("", "").unwrap().verdict, Verdict::Tle);
    }

    #[test]
    fn only_a_run_read_for_its_table_has_the_variable_set() {
        let script = format!("echo ${{{TABLE_VARIABLE}:-unset}}");
        let plain = runner(&script);
        assert_eq!(plain.check("", "unset").unwrap().verdict, Verdict::Ac);
        let read = plain.reading_table();
        assert_eq!(read.check("", "1").unwrap().verdict, Verdict::Ac);
        assert!(!plain.table);
    }
}
