//! How a stress run goes. Every default is stated once: the search's and shrinking's in
//! [`DEFAULTS`], a run's limits in [`solution`]; the command line shows them
//! (`coach stress --help`), [`StressOptions::new`] starts from them, and the commands a
//! report gives ([`StressOptions::resume`], [`StressOptions::search_command`]) repeat only
//! what differs from them.

use super::corpus::Corpus;
use crate::process::Limits;
use crate::rng::Size;
use crate::solution::{self, Rule, Solution, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The defaults of the search and of shrinking.
pub(crate) struct Defaults {
    pub(crate) cases: usize,
    pub(crate) seed: u64,
    pub(crate) max_size: Size,
    pub(crate) shrink_tries: usize,
    /// Runs shrinking a time-out may take: each may take the whole time limit, and one that
    /// times out is run twice, so that the default stays within about two minutes.
    pub(crate) tle_shrink_tries: usize,
}

/// See [`Defaults`].
pub(crate) const DEFAULTS: Defaults = Defaults {
    cases: 1000,
    seed: 1,
    max_size: Size::Max,
    shrink_tries: 10_000,
    tle_shrink_tries: 50,
};

/// Everything a stress run is told.
#[derive(Clone, Debug)]
pub(crate) struct StressOptions {
    pub(crate) cases: usize,
    pub(crate) seed: u64,
    pub(crate) max_size: Size,
    /// The solution as the user gave it.
    pub(crate) solution: Solution,
    /// Runs at once, each a process of its own: by default one per core. Nothing found
    /// depends on it.
    pub(crate) jobs: usize,
    pub(crate) limits: Limits,
    /// What a build of the solution may take.
    pub(crate) build_limit: Duration,
    pub(crate) rule: Rule,
    /// Shrinking stops after this many runs, even if not yet 1-minimal; by default
    /// [`StressOptions::shrink_budget`].
    pub(crate) shrink_tries: Option<usize>,
    /// A safety stop: shrinking stops after this long, whatever it has reached.
    pub(crate) shrink_time: Option<Duration>,
    /// Where the failing cases are saved.
    pub(crate) save: Option<PathBuf>,
    /// A failing input to shrink instead of searching.
    pub(crate) from: Option<PathBuf>,
    /// One JSON object instead of the report.
    pub(crate) json: bool,
    /// Where failures are remembered and replayed from; `None` with `--no-corpus`.
    pub(crate) corpus: Option<Corpus>,
    /// Replay the corpus alone, without new cases.
    pub(crate) replay: bool,
}

/// One run per core of this machine.
pub(crate) fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get())
}

impl StressOptions {
    /// The defaults, for `solution`.
    pub(crate) fn new(solution: Solution) -> StressOptions {
        StressOptions {
            cases: DEFAULTS.cases,
            seed: DEFAULTS.seed,
            max_size: DEFAULTS.max_size,
            solution,
            jobs: default_jobs(),
            limits: solution::LIMITS,
            build_limit: solution::BUILD_TIME_LIMIT,
            rule: Rule::Tokens,
            shrink_tries: None,
            shrink_time: None,
            save: None,
            from: None,
            json: false,
            corpus: None,
            replay: false,
        }
    }

    /// The runs that shrinking a failure of `verdict` may take: `--shrink-tries` where it is
    /// given, else the default for the verdict.
    pub(crate) fn shrink_budget(&self, verdict: Verdict) -> usize {
        self.shrink_tries.unwrap_or(match verdict {
            Verdict::Tle => DEFAULTS.tle_shrink_tries,
            _ => DEFAULTS.shrink_tries,
        })
    }

    /// The defaults, running `command`.
    #[cfg(test)]
    pub(crate) fn command(command: Vec<String>) -> StressOptions {
        StressOptions::new(Solution::Command(command))
    }

    /// The arguments of `coach stress` that decide a verdict or the budget, where they differ
    /// from the defaults, as the report repeats them.
    fn deciding(&self) -> Vec<String> {
        let mut args = Vec::new();
        let mut flag = |name: &str, value: Option<String>| {
            args.push(format!("--{name}"));
            args.extend(value);
        };
        if let Solution::File { pypy: true, .. } = self.solution {
            flag("pypy", None);
        }
        if self.limits.time != solution::TIME_LIMIT {
            flag(
                "time-limit",
                Some(self.limits.time.as_secs_f64().to_string()),
            );
        }
        let output = (self.limits.output >> 20) as u64;
        if output != solution::OUTPUT_LIMIT_MIB {
            flag("output-limit", Some(output.to_string()));
        }
        if self.rule == Rule::Exact {
            flag("exact", None);
        }
        if let Some(tries) = self.shrink_tries {
            flag("shrink-tries", Some(tries.to_string()));
        }
        if let Some(time) = self.shrink_time {
            flag("shrink-time", Some(time.as_secs_f64().to_string()));
        }
        args
    }

    /// The command (`stress`, or `judge`) that goes on shrinking `problem`'s failure from
    /// `saved`, with every option that decides a verdict or the budget, as a shell reads it.
    pub(crate) fn resume(&self, command: &str, problem: &str, saved: &Path) -> String {
        let mut args = self.deciding();
        args.extend(["--from".to_string(), saved.display().to_string()]);
        if let Some(dir) = &self.save {
            args.extend(["--save".to_string(), dir.display().to_string()]);
        }
        self.command_line(command, problem, args)
    }

    /// The command (`stress`, or `judge`) of this search for `problem`: the cases it tries and every option that
    /// decides a verdict, where they differ from the defaults, as a shell reads it.
    pub(crate) fn search_command(&self, command: &str, problem: &str) -> String {
        let mut args = Vec::new();
        if self.cases != DEFAULTS.cases {
            args.extend(["--cases".to_string(), self.cases.to_string()]);
        }
        if self.seed != DEFAULTS.seed {
            args.extend(["--seed".to_string(), self.seed.to_string()]);
        }
        if self.max_size != DEFAULTS.max_size {
            let size = clap::ValueEnum::to_possible_value(&self.max_size).expect("a size");
            args.extend(["--max-size".to_string(), size.get_name().to_string()]);
        }
        args.extend(self.deciding());
        self.command_line(command, problem, args)
    }

    /// `coach COMMAND PROBLEM ARGS SOLUTION`, as a shell reads it.
    fn command_line(&self, command: &str, problem: &str, mut args: Vec<String>) -> String {
        let mut line = vec![
            "coach".to_string(),
            command.to_string(),
            problem.to_string(),
        ];
        line.append(&mut args);
        match &self.solution {
            Solution::File { path, .. } => line.push(path.display().to_string()),
            Solution::Command(command) => {
                line.push("--".to_string());
                line.extend(command.iter().cloned());
            }
        }
        line.iter()
            .map(|arg| shell_word(arg))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// `word` as a shell reads it back: as it is when it is plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_./=:,@%+-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_resume_command_repeats_only_what_differs_from_the_defaults() {
        let file = Solution::File {
            path: PathBuf::from("my sol.py"),
            pypy: false,
        };
        let options = StressOptions::new(file.clone());
        assert_eq!(
            options.resume("stress", "tdpcb", Path::new("a.in")),
            "coach stress tdpcb --from a.in 'my sol.py'"
        );
        let mut changed = StressOptions::new(Solution::File {
            path: PathBuf::from("a.py"),
            pypy: true,
        });
        changed.limits.time = Duration::from_millis(500);
        changed.limits.output = 8 << 20;
        changed.rule = Rule::Exact;
        changed.shrink_tries = Some(50);
        changed.shrink_time = Some(Duration::from_secs(30));
        changed.save = Some(PathBuf::from("out"));
        // The search's own settings never reach the command: --from replaces them.
        changed.cases = 7;
        changed.seed = 9;
        changed.jobs = 5;
        assert_eq!(
            changed.resume("stress", "abc201d", Path::new("out/x.in")),
            "coach stress abc201d --pypy --time-limit 0.5 --output-limit 8 --exact \
             --shrink-tries 50 --shrink-time 30 --from out/x.in --save out a.py"
        );
        let command = StressOptions::command(vec!["sh".into(), "-c".into(), "echo 'it'".into()]);
        assert_eq!(
            command.resume("stress", "tdpcb", Path::new("FILE")),
            "coach stress tdpcb --from FILE -- sh -c 'echo '\\''it'\\'''"
        );
        assert_eq!(
            command.solution,
            Solution::Command(vec!["sh".into(), "-c".into(), "echo 'it'".into()])
        );
        assert!(options.jobs >= 1);
    }
}
