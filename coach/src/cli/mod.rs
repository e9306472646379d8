//! The command line: the arguments (clap), each command's options built from them in one
//! place, and the module that does the work. Nothing here reads an input, runs a program or
//! writes a report: play and page, review, duel, stress and the roster do.

use crate::duel::{Duel, DuelOptions};
use crate::exit::Exit;
use crate::input;
use crate::output;
use crate::page::Html;
use crate::play::{self, Play};
use crate::problem::{Judge, Teach};
use crate::problems::Coached;
use crate::problems::{self, Gen, Known, Name, Task};
use crate::review::ReviewLine;
use crate::rng::Rng;
use crate::rng::Size;
use crate::rules::game::Start;
use crate::rules::{RulesFile, RulesOracle};
use crate::solution::{self, Rule, Runner, Solution};
use crate::stress::corpus::Corpus;
use crate::stress::{self, DEFAULTS, StressOptions};
mod table;

use crate::worth::Kind;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::fmt;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Parser, Debug)]
#[command(
    name = "coach",
    version,
    about = "See why an answer is right, make inputs, and find where your own solution fails",
    after_help = Exit::HELP
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

// clap prints these comments as the commands' help, where `<problem>` is a placeholder, not
// an HTML tag.
#[allow(rustdoc::invalid_html_tags)]
#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Play the input's games optimally and show them move by move, ending with the answer
    /// the binary prints.
    #[command(after_help = Exit::HELP, long_about = play_about())]
    Play {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Also print the table the solution fills (up to 20 x 20), the start's value in
        /// brackets.
        #[arg(long)]
        table: bool,
        /// Also show why: at every move, the table entry behind it and every legal move of
        /// the mover with its exact worth, best first.
        #[arg(long)]
        why: bool,
        /// Print one JSON object instead: {"problem", "answer", "games": [{"moves"}]}; with
        /// --why, each game also has "steps" (schema in docs/coach.md).
        #[arg(long, conflicts_with = "table")]
        json: bool,
        /// Write one self-contained page to FILE instead: the game drawn, stepped with the
        /// buttons or the arrow keys, each alternative's worth, the table. It opens from disk
        /// in any browser, with no network.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "table", "why"])]
        html: Option<PathBuf>,
        /// With --html: run your solution (a source file, as for stress) once on the input,
        /// read the table it prints to standard error, and mark it on the page's tables:
        /// every wrong entry in red, the first one outlined (docs/coach.md, "Your own
        /// table").
        #[arg(long, value_name = "SOLUTION", requires = "html")]
        table_of: Option<PathBuf>,
    },
    /// Review your own line of play, each move marked against the best one.
    ///
    /// Each move is marked best, inaccuracy (loses worth, keeps the outcome) or mistake
    /// (changes the outcome); then come the first move that loses worth, the best move there
    /// and optimal play after it, and the result the line reaches against the best one.
    #[command(after_help = Exit::HELP)]
    Review {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Your moves as the text output writes them or --json encodes them, separated by
        /// commas or spaces: `R,D,D,R` or `a,b,b` or `pass,place` or `[1, 3),[4, 6)`. Letter
        /// case is ignored. A line may stop before the game is over. `@FILE` reads the line
        /// from FILE, for lines of any length.
        #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
        line: String,
        /// Which test case, for inputs that hold several.
        #[arg(long, default_value_t = 1, value_parser = at_least_one)]
        case: usize,
    },
    /// Play against the perfect player, then see your moves reviewed.
    ///
    /// At each of your turns: the position and the numbered legal moves; type a number or a
    /// move's name, one line per turn (standard input may be piped, and is then echoed). An
    /// answer that names no legal move is asked again; Ctrl-D ends the game. At the end: the
    /// result and the review of the game.
    #[command(after_help = Exit::HELP)]
    Duel {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input. Standard input carries your moves, so give a file, or --seed
        /// (or --n, for a rules file).
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Play the second player instead of the first.
        #[arg(long)]
        second: bool,
        /// Show each move's worth before you pick.
        #[arg(long)]
        hint: bool,
        /// Play a generated input, the one `coach gen --seed` gives.
        #[arg(long, conflicts_with = "file", allow_hyphen_values = true, value_parser = seed)]
        seed: Option<u64>,
        /// The generated input's size, with --seed.
        #[arg(long, value_enum, default_value_t = Size::Small, requires = "seed")]
        size: Size,
        /// Which test case, for inputs that hold several.
        #[arg(long, default_value_t = 1, value_parser = at_least_one)]
        case: usize,
    },
    /// Check your own solution against the crate's answers, and shrink the smallest input
    /// where it fails.
    ///
    /// Give the solution as a source file (.cpp, .cc, .cxx, .c, .rs or .py: coach builds it
    /// as the judges do, see docs/coach.md) or as any command after `--`. It runs once per
    /// generated input, on its standard input, one run per core at once (--jobs); sizes are
    /// interleaved, so that --max-size inputs come among the first cases. Output is compared
    /// token by token, as judges' default checkers (testlib's wcmp) do: white space and line
    /// endings are ignored, letter case is not (--exact compares bytes). Verdicts: WA, RE
    /// (non-zero exit or a signal), TLE (past --time-limit, reading the output included), OLE
    /// (past --output-limit). Whatever the solution starts is killed when it ends. The first
    /// failure is saved at once (--save), then shrunk to an input where no smaller candidate
    /// fails alike, within --shrink-tries runs (and --shrink-time, if given).
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach stress [OPTIONS] <PROBLEM> <SOLUTION>\n       \
                          coach stress [OPTIONS] <PROBLEM> -- <COMMAND>...",
        group(clap::ArgGroup::new("solution_or_command").required(true).args(["solution", "command"]))
    )]
    Stress(StressArgs),
    /// Play your interactive program against the perfect player, and shrink the smallest
    /// start where it fails.
    ///
    /// RULES is a rules file with generate(draw, size) and parse(text), as for stress, and
    /// the judge's protocol: read(position, line) and write(position, name), and optionally
    /// choose(line) and end(position, winner) (docs/coach.md, "Your own judge"). coach sends
    /// each generated input to the program, reads its side and its moves line by line, and
    /// answers with its own: where it can win, the fastest win; where it cannot, the reply
    /// that leaves the program the fewest winning moves. Verdicts: LOST (a won game thrown
    /// away), SIDE (the losing side chosen), ILLEGAL, PE (a line the protocol has no place
    /// for, or none), TLE (per move and for the whole game), RE. The first failure is shrunk
    /// by its draws, as stress shrinks, and kept with its transcript.
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach judge [OPTIONS] <RULES> <SOLUTION>\n       \
                          coach judge [OPTIONS] <RULES> -- <COMMAND>...",
        group(clap::ArgGroup::new("solution_or_command").required(true).args(["solution", "command"]))
    )]
    Judge(StressArgs),
    /// Where your recurrence breaks: run your solution once on FILE, read the table it
    /// prints to standard error, and name its first wrong entry.
    ///
    /// Print the table as you do when you debug, one entry a line (`dp[1][2] = 5`,
    /// `dp[1, 2] = 5` or `dp(1, 2) = 5`) or as rows of numbers; any other line is skipped.
    /// coach works out what the table means (how it is indexed, what it holds), takes the
    /// entries in the order a recurrence fills them, and shows the first wrong one whose every
    /// read entry is right, with the entries it reads (docs/coach.md, "Your own table").
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach table [OPTIONS] <PROBLEM> <SOLUTION> <FILE>\n       \
                          coach table [OPTIONS] <PROBLEM> <FILE> -- <COMMAND>..."
    )]
    Table(TableArgs),
    /// Experiment on your own game: the value of start(n) for every n of the range, the
    /// pattern they follow, and your guess checked.
    ///
    /// RULES is a Python file of plain functions: `start(n)`, `moves(position)` giving
    /// `(name, next)` or `(name, next, points)` for each legal move, and optionally
    /// `parse(text)` and `show(position)` (docs/coach.md, "Your own game"). Where no move
    /// scores, it is normal play (the player who cannot move loses): Grundy numbers, and a
    /// move may lead to `{"sum": [p, q]}`; where moves score, negamax on the difference.
    #[command(after_help = Exit::HELP)]
    Experiment {
        rules: PathBuf,
        /// The range of n: `A..B`, both included.
        #[arg(long, value_parser = range, allow_hyphen_values = true)]
        n: (i64, i64),
        /// A second index, for a family start(n, m): the range of m, `C..D`. The values are
        /// then a table, with the pattern along each row.
        #[arg(long, value_parser = range, allow_hyphen_values = true)]
        m: Option<(i64, i64)>,
        /// A Python expression in n (and m) that predicts the value (a number), or whether the
        /// first player wins (true or false); checked over the range. It sees the rules
        /// file's own names.
        #[arg(long, value_name = "EXPR")]
        guess: Option<String>,
        /// Print one JSON object instead of the report (schema in docs/coach.md).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        run: RulesArgs,
    },
    /// Print a random valid input: the generators the tests use, or a rules file's
    /// generate(draw, size).
    Gen {
        /// A problem (`coach list`), or a rules file with generate(draw, size) (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The same seed gives the same input.
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = Size::Small)]
        size: Size,
        /// For a rules file: replay the draws kept in FILE (a `.draws` file coach wrote
        /// beside an input), instead of drawing from the seed.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["seed", "size"])]
        draws: Option<PathBuf>,
    },
    /// List the problems, one binary name a line: the roster the tests and scripts read.
    List {
        /// Only the problems of this judge.
        #[arg(long, value_enum)]
        judge: Option<Judge>,
        /// Also each problem's judge, kind of game, players and tie-breaking rule.
        #[arg(long)]
        long: bool,
    },
}

/// The arguments of `coach stress`, each default stated once ([`DEFAULTS`]).
// As for [`Command`]: `<problem>` in the help is a placeholder.
#[allow(rustdoc::invalid_html_tags)]
#[derive(Args, Debug)]
pub(crate) struct StressArgs {
    /// A problem (`coach list`), or a rules file with generate(draw, size) and parse(text)
    /// (`.py`).
    #[arg(value_parser = taught)]
    problem: Taught,
    /// Your solution's source file.
    solution: Option<PathBuf>,
    /// Run a .py solution with pypy3 instead of python3.
    #[arg(long)]
    pypy: bool,
    /// How many generated inputs to try.
    #[arg(long, default_value_t = DEFAULTS.cases, value_parser = at_least_one)]
    cases: usize,
    /// The same seed gives the same cases and the same counterexample, on any machine.
    #[arg(long, default_value_t = DEFAULTS.seed, allow_hyphen_values = true, value_parser = seed)]
    seed: u64,
    /// Seconds per run, reading its output included.
    #[arg(long, default_value_t = Seconds(solution::TIME_LIMIT), value_parser = seconds)]
    time_limit: Seconds,
    /// Seconds the build of a source file may take (a compiler stopped there leaves nothing
    /// behind).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(solution::BUILD_TIME_LIMIT), value_parser = seconds)]
    build_time_limit: Seconds,
    /// The largest inputs to try: at `max` (the default), every twentieth case is random
    /// at the maximum constraints and another one of the judge's boundary shapes; lower
    /// it to `medium`, or to `small` for inputs a person can read.
    #[arg(long, value_enum, default_value_t = DEFAULTS.max_size)]
    max_size: Size,
    /// MiB of output (and of standard error) a run may print before it is stopped (OLE).
    #[arg(long, default_value_t = solution::OUTPUT_LIMIT_MIB, value_parser = clap::value_parser!(u64).range(1..=4096))]
    output_limit: u64,
    /// Runs at once, each a process of its own; by default one per core. The same seed
    /// finds the same counterexample whatever this is.
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    jobs: Option<usize>,
    /// Runs shrinking may take: its budget, the same on any machine [default: 10000; 50 for
    /// a TLE, each of whose runs may take the time limit].
    #[arg(long, value_name = "N")]
    shrink_tries: Option<usize>,
    /// A safety stop: seconds shrinking may take, whatever it has reached. None by
    /// default, so that time never decides the counterexample.
    #[arg(long, value_parser = seconds)]
    shrink_time: Option<Seconds>,
    /// Compare outputs byte for byte: the answer and one newline.
    #[arg(long)]
    exact: bool,
    /// Print one JSON object at the end instead of the report (schema in docs/coach.md).
    #[arg(long)]
    json: bool,
    /// Save the failing case, as soon as it is found, to
    /// DIR/<problem>-<seed>-<case>-original.in and .out, and the shrunk one to
    /// DIR/<problem>-<seed>-<case>.in and .out (the oj layout).
    #[arg(long, value_name = "DIR")]
    save: Option<PathBuf>,
    /// Shrink this failing input instead of searching: to go on from a saved one. With
    /// --save, the smaller input is saved under FILE's name.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["cases", "seed", "max_size"])]
    from: Option<PathBuf>,
    /// Remember failures in DIR/<problem>/ instead of .coach/<problem>/ (or
    /// $COACH_CORPUS/<problem>/): each run replays them first.
    #[arg(long, value_name = "DIR")]
    corpus: Option<PathBuf>,
    /// Neither remember failures nor replay remembered ones.
    #[arg(long, conflicts_with_all = ["corpus", "replay"])]
    no_corpus: bool,
    /// Replay the remembered failures alone, without new cases.
    #[arg(long, conflicts_with_all = ["from", "cases", "seed", "max_size"])]
    replay: bool,
    /// Your solution's command and its arguments, after `--`.
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// The arguments of `coach table`.
#[derive(Args, Debug)]
pub(crate) struct TableArgs {
    problem: Name,
    /// Your solution's source file, then the input; or the input alone, with the command
    /// after `--`.
    #[arg(value_name = "SOLUTION> <FILE", num_args = 1..=2, required = true)]
    paths: Vec<PathBuf>,
    /// Run a .py solution with pypy3 instead of python3.
    #[arg(long)]
    pypy: bool,
    /// Which test case's table, for inputs that hold several.
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    case: usize,
    /// Seconds the run may take.
    #[arg(long, default_value_t = Seconds(solution::TIME_LIMIT), value_parser = seconds)]
    time_limit: Seconds,
    /// Seconds the build of a source file may take (a compiler stopped there leaves nothing
    /// behind).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(solution::BUILD_TIME_LIMIT), value_parser = seconds)]
    build_time_limit: Seconds,
    /// Print one JSON object instead of the report (schema in docs/coach.md).
    #[arg(long)]
    json: bool,
    /// Your solution's command and its arguments, after `--`.
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// `play --help`'s long text, which names the roster's problems of each kind.
fn play_about() -> String {
    format!(
        "Play the input's games optimally and show them move by move, ending with the answer \
         the binary prints.\n\nWho plays what: in score games ({}) each player picks a move \
         that keeps the optimal value; in win/lose games ({}) the winner always moves to a \
         losing position. `coach list --long` gives each problem's tie-breaking rule.",
        problems::of_kind(Kind::Score),
        problems::of_kind(Kind::WinLose)
    )
}

/// The command line of `args`, the program's name first, as clap parses it.
pub fn parse_from<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    Cli::from_arg_matches(&Cli::command().try_get_matches_from(args)?)
}

/// A command line clap refused, or a request for help or the version: the help and the
/// version go to `out` (a full disk is an error, a reader that went away is not), the rest
/// to standard error, with clap's status.
pub fn refuse(error: clap::Error, out: &mut dyn Write) -> Exit {
    if error.use_stderr() {
        let _ = error.print();
        return Exit::Usage;
    }
    let text = if std::io::stdout().is_terminal() {
        error.render().ansi().to_string()
    } else {
        error.render().to_string()
    };
    output::emit(out, &text)
}

/// When the binary was started as coach's watchdog (`process/`), does the watchdog's work
/// and says so; else nothing.
pub fn run_as_watchdog() -> bool {
    match std::env::var(crate::process::WATCHDOG) {
        Ok(coach) => {
            crate::process::watch(&coach);
            true
        }
        Err(_) => false,
    }
}

/// Runs the binary's command, `run`, as the process that owns every process it starts: coach
/// becomes a child subreaper first (a descendant that detaches itself is handed to coach
/// when its parent dies) and starts its watchdog (which kills what coach started, should
/// coach be killed outright), and at the end kills whatever is left. For `main` only: a test
/// process has children of its own, which coach would take for orphans.
pub fn run_as_main(cli: Cli, out: &mut dyn Write) -> Exit {
    crate::process::adopt_orphans();
    crate::process::start_watchdog();
    let exit = crate::process::settled(run(cli, out));
    crate::process::sweep(None);
    exit
}

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
        } => {
            let (Taught::Problem(name), Some(path), None) = (problem, html, rules.n) else {
                return Exit::usage(anyhow::anyhow!(
                    "--table-of marks a solution's table on a problem's page: give a problem \
                     and its input"
                ));
            };
            let solution = Solution::File {
                path: solution,
                pypy: rules.run.pypy,
            };
            let runner =
                match solution.runner(solution::LIMITS, Rule::Tokens, solution::BUILD_TIME_LIMIT) {
                    Ok(runner) => runner,
                    Err(error) => return solution::not_ready(error),
                };
            match input::read(file.as_deref()) {
                Ok(bytes) => table::page(name, &runner, &bytes, &path, out),
                Err(exit) => exit,
            }
        }
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
            Some(path) => teach(problem, file, rules, Html { path, out }),
            None => teach(
                problem,
                file,
                rules,
                Play {
                    extras: play::Extras { table, why },
                    json,
                    out,
                },
            ),
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
            let duel = Duel {
                options: DuelOptions {
                    side: usize::from(second),
                    hint,
                    echo: !std::io::stdin().is_terminal(),
                },
                case,
                out,
            };
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
        Command::Stress(args) => {
            let problem = args.problem.clone();
            let options = stress_options(args, "");
            match problem {
                Taught::Problem(name) => name.run(StressTask {
                    options: &options,
                    out,
                }),
                Taught::Rules(path) => {
                    let file = RulesFile {
                        file: path,
                        pypy: false,
                        time_limit: crate::rules::TIME_LIMIT,
                    };
                    match RulesOracle::open(
                        &file,
                        options.corpus.as_ref().map(|corpus| corpus.dir.as_path()),
                        options.jobs,
                    ) {
                        Ok(oracle) => stress::run(&oracle, &options, out),
                        Err(exit) => exit,
                    }
                }
            }
        }
        Command::Judge(args) => {
            let problem = args.problem.clone();
            if args.exact {
                return Exit::usage(anyhow::anyhow!(
                    "--exact compares a stress run's output; a judge reads the program's lines \
                     with the rules file's read(position, line)"
                ));
            }
            let options = stress_options(args, "-judge");
            match problem {
                Taught::Problem(name) => Exit::usage(anyhow::anyhow!(
                    "{}: coach judge plays a rules file's game (a .py file with read and \
                     write, docs/coach.md \"Your own judge\"); the five problems are not \
                     interactive: stress them",
                    name.binary()
                )),
                Taught::Rules(path) => {
                    let file = RulesFile {
                        file: path,
                        pypy: false,
                        time_limit: crate::rules::TIME_LIMIT,
                    };
                    match crate::judge::open(
                        &file,
                        options.corpus.as_ref().map(|corpus| corpus.dir.as_path()),
                    ) {
                        Ok(judged) => stress::run(&judged, &options, out),
                        Err(exit) => exit,
                    }
                }
            }
        }
        Command::Table(args) => {
            let problem = args.problem;
            match table_options(args) {
                Ok((runner, file, case, json)) => table::examine(
                    problem,
                    table::TableRun {
                        runner: &runner,
                        file,
                        case,
                        json,
                    },
                    out,
                ),
                Err(exit) => exit,
            }
        }
        Command::Experiment {
            rules,
            n: (from, to),
            m,
            guess,
            json,
            run,
        } => crate::rules::experiment::run(
            crate::rules::experiment::Experiment {
                rules: run.options(rules),
                from,
                to,
                ms: m,
                guess,
                json,
            },
            out,
        ),
        Command::Gen {
            problem: Taught::Problem(_),
            draws: Some(_),
            ..
        } => Exit::usage(anyhow::anyhow!(
            "--draws replays a rules file's draws: give the rules file"
        )),
        Command::Gen {
            problem: Taught::Problem(name),
            seed,
            size,
            draws: None,
        } => output::emit(out, &name.run(Gen { seed, size })),
        Command::Gen {
            problem: Taught::Rules(path),
            seed,
            size,
            draws,
        } => {
            let file = RulesFile {
                file: path,
                pypy: false,
                time_limit: crate::rules::TIME_LIMIT,
            };
            match crate::rules::generate(&file, size, seed, draws.as_deref()) {
                Ok(text) => output::emit(out, &text),
                Err(exit) => exit,
            }
        }
        Command::List { judge, long } => output::emit(out, &problems::list(judge, long)),
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

/// The options of a stress run, from its arguments: the one place they are built. `kind`
/// follows the problem's name in the corpus's: `""` for stress, `-judge` for a judge.
fn stress_options(args: StressArgs, kind: &str) -> StressOptions {
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
        Taught::Rules(path) => path.file_stem().map_or_else(
            || "rules".to_string(),
            |stem| stem.to_string_lossy().into_owned(),
        ),
    };
    let name = format!("{name}{kind}");
    options.corpus = (!args.no_corpus).then(|| Corpus::of(args.corpus.as_deref(), &name));
    options.replay = args.replay;
    options
}

/// The solution of `coach table`, built and ready to run within its limits, the input's
/// file, the test case, and whether JSON is asked for, from its arguments.
fn table_options(args: TableArgs) -> Result<(Runner, PathBuf, usize, bool), Exit> {
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
    Ok((runner, file, args.case, args.json))
}

/// A number of seconds, as the command line writes it: `2`, `0.5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seconds(pub(crate) Duration);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.as_secs_f64())
    }
}

/// A number of seconds: positive, finite, and at most a day.
fn seconds(text: &str) -> Result<Seconds, String> {
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(seconds > 0.0 && seconds <= 86_400.0) {
        return Err(format!(
            "{text} s: give more than 0 and at most 86400 seconds"
        ));
    }
    Ok(Seconds(Duration::from_secs_f64(seconds)))
}

/// What a teaching command plays: a problem of the roster, or a rules file.
#[derive(Clone, Debug)]
pub(crate) enum Taught {
    Problem(Name),
    Rules(PathBuf),
}

/// A problem by its binary's name, or a rules file by its path (`.py`).
fn taught(text: &str) -> Result<Taught, String> {
    if let Ok(name) = <Name as clap::ValueEnum>::from_str(text, true) {
        return Ok(Taught::Problem(name));
    }
    // A program that speaks the rules protocol itself stands in for a `.py` file.
    if text.ends_with(".py") || Path::new(text).is_file() {
        return Ok(Taught::Rules(PathBuf::from(text)));
    }
    let names: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
    Err(format!(
        "`{}` is neither a problem ({}) nor a rules file (a .py file, or a program that \
         speaks the protocol)",
        crate::notation::quote(text),
        names.join(", ")
    ))
}

/// Where a rules file's game starts, for `play`, `review` and `duel`.
#[derive(Args, Debug)]
pub(crate) struct GameArgs {
    /// For a rules file: play the game of start(N) instead of reading an input with
    /// parse(text).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    n: Option<i64>,
    #[command(flatten)]
    run: RulesArgs,
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
            crate::rules::game::teach(&game.run.options(path), Start::N(n), task)
        }
        (Taught::Rules(path), None) => match input::read(file.as_deref()) {
            Ok(bytes) => {
                crate::rules::game::teach(&game.run.options(path), Start::Input(bytes), task)
            }
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

/// How a rules file runs, for every command that takes one.
#[derive(Args, Debug)]
pub(crate) struct RulesArgs {
    /// Run a rules file (and a .py solution of --table-of) with pypy3 instead of python3.
    #[arg(long)]
    pypy: bool,
    /// Seconds one request to a rules file may take (a batch of positions' moves).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(crate::rules::TIME_LIMIT),
          value_parser = seconds)]
    time_limit: Seconds,
}

impl RulesArgs {
    fn options(self, file: PathBuf) -> RulesFile {
        RulesFile {
            file,
            pypy: self.pypy,
            time_limit: self.time_limit.0,
        }
    }
}

/// A range of n, both ends included: `0..100`.
fn range(text: &str) -> Result<(i64, i64), String> {
    let refused = || format!("`{text}` is not a range: give A..B, such as 0..100");
    let (from, to) = text.split_once("..").ok_or_else(refused)?;
    let (from, to): (i64, i64) = (
        from.trim().parse().map_err(|_| refused())?,
        to.trim().parse().map_err(|_| refused())?,
    );
    if from > to {
        return Err(format!("{text}: the range is empty, give A..B with A <= B"));
    }
    let points = to.checked_sub(from).and_then(|d| d.checked_add(1));
    let most = crate::rules::experiment::MAX_POINTS;
    if points.is_none_or(|points| points > most) {
        return Err(format!("{text}: at most {most} values at once"));
    }
    Ok((from, to))
}

/// A count of at least one: `1`, `1000`.
fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("give at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{text}` is not a whole number of at least 1")),
    }
}

/// A seed: any whole number from 0 to 2^64 - 1.
fn seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        format!(
            "`{text}` is not a seed: give a whole number from 0 to {}",
            u64::MAX
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_more_than_0_and_at_most_a_day() {
        let seconds = |text| seconds(text).map(|seconds| seconds.0);
        assert_eq!(seconds("0.25"), Ok(Duration::from_millis(250)));
        assert_eq!(seconds("86400"), Ok(Duration::from_secs(86_400)));
        assert_eq!(
            seconds("86400.5"),
            Err("86400.5 s: give more than 0 and at most 86400 seconds".to_string())
        );
        assert!(seconds("0").is_err() && seconds("-1").is_err() && seconds("inf").is_err());
        assert_eq!(
            seconds("2s"),
            Err("`2s` is not a number of seconds".to_string())
        );
        assert_eq!(Seconds(Duration::from_millis(2500)).to_string(), "2.5");
    }

    #[test]
    fn counts_are_at_least_one_and_seeds_any_unsigned_number() {
        assert_eq!(at_least_one("3"), Ok(3));
        assert_eq!(at_least_one("0"), Err("give at least 1".to_string()));
        assert_eq!(
            at_least_one("-2"),
            Err("`-2` is not a whole number of at least 1".to_string())
        );
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(
            seed("-1"),
            Err(format!(
                "`-1` is not a seed: give a whole number from 0 to {}",
                u64::MAX
            ))
        );
    }

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

    #[test]
    fn the_help_of_play_names_the_roster_by_kind() {
        let about = play_about();
        assert!(about.contains(&format!("score games ({})", problems::of_kind(Kind::Score))));
        for name in Name::ALL {
            assert!(about.contains(name.binary()), "{about}");
        }
    }
}
