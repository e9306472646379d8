//! Each command handed to the module that does its work, with the options built for it: the
//! teaching commands on one path (a problem's input read, or a rules file's game loaded,
//! once), stress and judge, table, experiment, gen and list.

use super::defs::{Cli, Command, GameArgs, RulesLimit, StressArgs};
use super::options::{stress_options, table_options};
use super::table;
use super::values::Taught;
use crate::duel::{Duel, DuelOptions};
use crate::exit::Exit;
use crate::input;
use crate::output;
use crate::page::Html;
use crate::play::{self, Play};
use crate::problem::Teach;
use crate::problems::{self, Coached, Gen, Known, Name, Task};
use crate::review::ReviewLine;
use crate::rng::{Rng, Size};
use crate::rules::experiment::Experiment;
use crate::rules::game::Start;
use crate::rules::{RulesFile, RulesOracle};
use crate::solution::{self, Rule, Solution};
use crate::stress::{self, StressOptions};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Runs a command, writing its results to `out` (standard output, for the binary). Messages
/// go to standard error, one line each; a closed `out` (`| head`) ends the job quietly.
pub fn run(cli: Cli, out: &mut dyn Write) -> Exit {
    match cli.command {
        Command::Play {
            problem,
            file,
            rules,
            html,
            table_of: Some(solution),
            ..
        } => marked_page(problem, file, rules, html, solution, out),
        Command::Play {
            problem,
            file,
            rules,
            table,
            why,
            json,
            html,
            table_of: None,
        } => match html {
            Some(path) => match page_apart(&path, &problem, file.as_deref()) {
                Ok(()) => teach(problem, file, rules, Html { path, out }),
                Err(exit) => exit,
            },
            None => {
                let extras = play::Extras { table, why };
                teach(problem, file, rules, Play { extras, json, out })
            }
        },
        Command::Review {
            problem,
            file,
            rules,
            line,
            case,
        } => match input::line(line) {
            Ok(line) => teach(problem, file, rules, ReviewLine { line, case, out }),
            Err(exit) => exit,
        },
        Command::Duel {
            problem,
            file,
            rules,
            second,
            hint,
            seed,
            size,
            case,
        } => {
            let options = DuelOptions {
                side: usize::from(second),
                hint,
                echo: !std::io::stdin().is_terminal(),
            };
            let duel = Duel { options, case, out };
            match (problem, seed) {
                (Taught::Problem(name), _) if rules.n.is_some() => n_is_for_rules(name),
                (Taught::Problem(name), Some(seed)) => name.run(OnInput {
                    input: Given::Generated { seed, size },
                    task: duel,
                }),
                (Taught::Rules(_), Some(_)) => Exit::usage(anyhow::anyhow!(
                    "--seed generates an input of a problem: for a rules file, give --n N"
                )),
                (problem, None) if file.is_some() || rules.n.is_some() => {
                    teach(problem, file, rules, duel)
                }
                (Taught::Problem(_), None) => Exit::usage(anyhow::anyhow!(
                    "duel needs a game: give the input's FILE, or --seed N to play a \
                     generated one (standard input carries your moves)"
                )),
                (Taught::Rules(_), None) => Exit::usage(anyhow::anyhow!(
                    "duel needs a game: give --n N for start(N), or an input FILE for \
                     parse(text) (standard input carries your moves)"
                )),
            }
        }
        Command::Stress(args) => stress(args, out),
        Command::Judge(args) => judge(args, out),
        Command::Table(args) => {
            let problem = args.problem;
            match table_options(args) {
                Ok(run) => table::examine(problem, run, out),
                Err(exit) => exit,
            }
        }
        Command::Experiment {
            rules,
            n: (from, to),
            m,
            guess,
            octal_values,
            json,
            run,
        } => {
            let rules = run.options(rules);
            let experiment = Experiment {
                rules,
                from,
                to,
                ms: m,
                guess,
                octal_values,
                json,
            };
            crate::rules::experiment::run(experiment, out)
        }
        Command::Gen {
            problem,
            seed,
            size,
            draws,
            rules,
        } => generate(problem, seed, size, draws, rules, out),
        Command::List { site, long } => output::emit(out, &problems::list(site, long)),
    }
}

/// Refuses a page whose path names the rules file or the input it is made of: writing it
/// there would replace what the page is read from.
fn page_apart(page: &Path, problem: &Taught, file: Option<&Path>) -> Result<(), Exit> {
    let rules = match problem {
        Taught::Rules(path) => Some(path.as_path()),
        Taught::Problem(_) => None,
    };
    let same = |read: &Path| match (std::fs::canonicalize(page), std::fs::canonicalize(read)) {
        (Ok(page), Ok(read)) => page == read,
        _ => false,
    };
    match [(rules, "the rules file"), (file, "the input")]
        .into_iter()
        .find_map(|(read, what)| read.filter(|&read| same(read)).map(|_| what))
    {
        Some(what) => Err(Exit::usage(anyhow::anyhow!(
            "--html {} is {what} the page is made of: give the page a name of its own",
            page.display()
        ))),
        None => Ok(()),
    }
}

/// `coach play PROBLEM FILE --html PAGE --table-of SOLUTION`: the page, with the table the
/// solution prints marked on it.
fn marked_page(
    problem: Taught,
    file: Option<PathBuf>,
    rules: GameArgs,
    html: Option<PathBuf>,
    solution: PathBuf,
    out: &mut dyn Write,
) -> Exit {
    let (Taught::Problem(name), Some(path), None) = (problem, html, rules.n) else {
        return Exit::usage(anyhow::anyhow!(
            "--table-of marks a solution's table on a problem's page: give a problem and its \
             input"
        ));
    };
    if let Err(exit) = page_apart(&path, &Taught::Problem(name), file.as_deref()) {
        return exit;
    }
    let solution = Solution::File {
        path: solution,
        pypy: rules.run.pypy,
    };
    let runner = match solution.runner(solution::LIMITS, Rule::Tokens, solution::BUILD_TIME_LIMIT) {
        Ok(runner) => runner,
        Err(error) => return solution::not_ready(error),
    };
    match input::read(file.as_deref()) {
        Ok(bytes) => table::page(name, &runner, &bytes, &path, out),
        Err(exit) => exit,
    }
}

/// `coach stress`: a problem of the roster, or a rules file's game, one child per worker.
fn stress(args: StressArgs, out: &mut dyn Write) -> Exit {
    let problem = args.problem.clone();
    let limit = args.rules.rules_time_limit.0;
    let options = stress_options(args, "");
    match problem {
        Taught::Problem(name) => name.run(StressTask {
            options: &options,
            out,
        }),
        Taught::Rules(path) => {
            let keep = options.corpus.as_ref();
            match RulesOracle::open(&RulesFile::new(path, limit), keep, options.jobs) {
                Ok(oracle) => stress::run(&oracle, &options, out),
                Err(exit) => exit,
            }
        }
    }
}

/// `coach judge`: a rules file's game played against the program.
fn judge(args: StressArgs, out: &mut dyn Write) -> Exit {
    let problem = args.problem.clone();
    let limit = args.rules.rules_time_limit.0;
    if args.exact {
        return Exit::usage(anyhow::anyhow!(
            "--exact compares a stress run's output; a judge reads the program's lines with \
             the rules file's read(position, line)"
        ));
    }
    let options = stress_options(args, "-judge");
    match problem {
        Taught::Problem(name) => Exit::usage(anyhow::anyhow!(
            "{}: coach judge plays a rules file's game (a .py file with read and write, \
             docs/coach.md \"Your own judge\"); the five problems are not interactive: stress \
             them",
            name.binary()
        )),
        Taught::Rules(path) => {
            let keep = options.corpus.as_ref();
            match crate::judge::open(&RulesFile::new(path, limit), keep) {
                Ok(judged) => stress::run(&judged, &options, out),
                Err(exit) => exit,
            }
        }
    }
}

/// `coach gen`: a problem's generated input, or a rules file's from a seed or kept draws.
fn generate(
    problem: Taught,
    seed: u64,
    size: Size,
    draws: Option<PathBuf>,
    rules: RulesLimit,
    out: &mut dyn Write,
) -> Exit {
    match (problem, draws) {
        (Taught::Problem(_), Some(_)) => Exit::usage(anyhow::anyhow!(
            "--draws replays a rules file's draws: give the rules file"
        )),
        (Taught::Problem(name), None) => output::emit(out, &name.run(Gen { seed, size })),
        (Taught::Rules(path), draws) => {
            match crate::rules::generate(
                &RulesFile::new(path, rules.rules_time_limit.0),
                size,
                seed,
                draws.as_deref(),
            ) {
                Ok(text) => output::emit(out, &text),
                Err(exit) => exit,
            }
        }
    }
}

/// `coach stress` on a problem of the roster.
struct StressTask<'a> {
    options: &'a StressOptions,
    out: &'a mut dyn Write,
}

impl Task for StressTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        stress::run(&Known::<P>::new(), self.options, self.out)
    }
}

/// A problem's input as a teaching command is given it: the bytes read (FILE, or standard
/// input), or generated (a duel's `--seed`).
enum Given {
    Bytes(Vec<u8>),
    Generated { seed: u64, size: Size },
}

/// A teaching command on a problem of the roster: its input read with the submission's
/// parser (or generated), once, then the command.
struct OnInput<T> {
    input: Given,
    task: T,
}

impl<T: Teach> Task for OnInput<T> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let input = match self.input {
            Given::Bytes(bytes) => match input::parse(P::NAME, &bytes, P::parse) {
                Ok(input) => input,
                Err(exit) => return exit,
            },
            Given::Generated { seed, size } => P::generate(&mut Rng::new(seed), size),
        };
        Exit::of(self.task.on::<P>(&input))
    }
}

/// The one path of every teaching command: a problem reads its input (FILE, or standard
/// input); a rules file starts at start(N) with --n, or reads the input with parse(text).
fn teach<T: Teach>(taught: Taught, file: Option<PathBuf>, game: GameArgs, task: T) -> Exit {
    match (taught, game.n) {
        (Taught::Problem(name), None) => match input::read(file.as_deref()) {
            Ok(bytes) => name.run(OnInput {
                input: Given::Bytes(bytes),
                task,
            }),
            Err(exit) => exit,
        },
        (Taught::Problem(name), Some(_)) => n_is_for_rules(name),
        (Taught::Rules(_), Some(_)) if file.is_some() => Exit::usage(anyhow::anyhow!(
            "give --n N or an input FILE for a rules file, not both"
        )),
        (Taught::Rules(path), Some(n)) => {
            crate::rules::game::custom::teach(&game.run.options(path), Start::N(n), task)
        }
        (Taught::Rules(path), None) => match input::read(file.as_deref()) {
            Ok(bytes) => crate::rules::game::custom::teach(
                &game.run.options(path),
                Start::Input(bytes),
                task,
            ),
            Err(exit) => exit,
        },
    }
}

/// `--n` given with a problem, which reads its input instead.
fn n_is_for_rules(name: Name) -> Exit {
    Exit::usage(anyhow::anyhow!(
        "--n N is for a rules file: {} reads the judge's input",
        name.binary()
    ))
}
