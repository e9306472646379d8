//! Each command's options, built from its arguments in one place: a stress or judge run's,
//! `coach table`'s, and how a rules file runs.

use super::defs::{RulesArgs, StressArgs, TableArgs};
use super::table::TableRun;
use super::values::Taught;
use crate::exit::Exit;
use crate::rules::RulesFile;
use crate::solution::{self, Rule, Solution};
use crate::stress::StressOptions;
use crate::stress::corpus::{self, Corpus};
use std::path::PathBuf;

/// The options of a stress run, from its arguments: the one place they are built. `kind`
/// follows the problem's name in the corpus's: `""` for stress, `-judge` for a judge.
pub(super) fn stress_options(args: StressArgs, kind: &str) -> StressOptions {
    let solution = match args.solution {
        Some(path) => Solution::File {
            path,
            pypy: args.pypy,
        },
        None => Solution::Command(args.command),
    };
    let mut options = StressOptions::new(solution);
    options.cases = args.cases;
    options.seed = args.seed;
    options.max_size = args.max_size;
    options.jobs = args.jobs.unwrap_or(options.jobs);
    options.limits.time = args.time_limit.0;
    options.build_limit = args.build_time_limit.0;
    options.limits.output = (args.output_limit as usize) << 20;
    options.rule = if args.exact {
        Rule::Exact
    } else {
        Rule::Tokens
    };
    options.shrink_tries = args.shrink_tries;
    options.shrink_time = args.shrink_time.map(|time| time.0);
    options.save = args.save;
    options.from = args.from;
    options.json = args.json;
    let name = match &args.problem {
        Taught::Problem(name) => name.binary().to_string(),
        Taught::Rules(path) => corpus::rules_folder(path),
    };
    let name = format!("{name}{kind}");
    options.corpus = (!args.no_corpus).then(|| Corpus::of(args.corpus.as_deref(), &name));
    options.replay = args.replay;
    options
}

/// The solution of `coach table`, built and ready to run within its limits, the input's
/// file, the test case, and whether JSON is asked for, from its arguments.
pub(super) fn table_options(args: TableArgs) -> Result<TableRun, Exit> {
    let mut paths = args.paths;
    let (solution, file) = match (paths.len(), args.command.is_empty()) {
        (2, true) => {
            let file = paths.pop().expect("two paths");
            let path = paths.pop().expect("two paths");
            (
                Solution::File {
                    path,
                    pypy: args.pypy,
                },
                file,
            )
        }
        (1, false) => (Solution::Command(args.command), paths.remove(0)),
        (1, true) => {
            return Err(Exit::usage(anyhow::anyhow!(
                "table needs your solution and an input: give SOLUTION FILE, or FILE -- COMMAND"
            )));
        }
        _ => {
            return Err(Exit::usage(anyhow::anyhow!(
                "table takes the input's FILE alone when the command follows `--`"
            )));
        }
    };
    let limits = crate::process::Limits {
        time: args.time_limit.0,
        ..solution::LIMITS
    };
    let runner = solution
        .runner(limits, Rule::Tokens, args.build_time_limit.0)
        .map_err(solution::not_ready)?;
    Ok(TableRun {
        runner,
        file,
        case: args.case,
        json: args.json,
    })
}

impl RulesArgs {
    pub(super) fn options(self, file: PathBuf) -> RulesFile {
        RulesFile {
            file,
            pypy: self.pypy,
            time_limit: self.time_limit.0,
            limit_option: "--time-limit",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::defs::Command;
    use crate::cli::parse_from;
    use crate::rng::Size;
    use crate::stress::{self, DEFAULTS};
    use std::time::Duration;

    /// Each option of `coach stress` reaches the options of the run, and what is not given
    /// is the default.
    #[test]
    fn stress_options_are_built_from_the_arguments() {
        let options = |args: &[&str]| match parse_from(args).unwrap().command {
            Command::Stress(args) => stress_options(args, ""),
            other => panic!("{other:?}"),
        };
        let defaults = options(&["coach", "stress", "tdpcb", "a.py"]);
        assert_eq!(defaults.cases, DEFAULTS.cases);
        assert_eq!(defaults.limits.time, solution::TIME_LIMIT);
        assert_eq!(defaults.jobs, stress::default_jobs());
        assert_eq!(
            defaults.resume("stress", "tdpcb", std::path::Path::new("x.in")),
            "coach stress tdpcb --from x.in a.py"
        );
        let given = options(&[
            "coach",
            "stress",
            "tdpcb",
            "--cases",
            "5",
            "--seed",
            "9",
            "--jobs",
            "3",
            "--time-limit",
            "0.5",
            "--output-limit",
            "2",
            "--exact",
            "--shrink-tries",
            "7",
            "--shrink-time",
            "4",
            "--json",
            "--save",
            "d",
            "--max-size",
            "small",
            "--",
            "./a",
        ]);
        assert_eq!((given.cases, given.seed, given.jobs), (5, 9, 3));
        assert_eq!(given.limits.time, Duration::from_millis(500));
        assert_eq!(given.limits.output, 2 << 20);
        assert_eq!(given.rule, Rule::Exact);
        assert_eq!(
            (given.shrink_tries, given.shrink_time),
            (Some(7), Some(Duration::from_secs(4)))
        );
        assert!(given.json && given.save == Some(PathBuf::from("d")));
        assert_eq!(given.max_size, Size::Small);
        assert_eq!(given.solution, Solution::Command(vec!["./a".to_string()]));
    }
}
