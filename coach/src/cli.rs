//! The command line: the arguments (clap), and which work each command hands to which module.

use crate::analysis::Analyst;
use crate::compare::Rule;
use crate::duel;
use crate::exit::Exit;
use crate::notation::count;
use crate::play;
use crate::problem::{Games, Judge, Size};
use crate::problems::{Coached, Name, Task};
use crate::process;
use crate::review;
use crate::rng::Rng;
use crate::stress::{self, report};
use crate::worth::Kind;
use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{ErrorKind, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
#[command(
    name = "coach",
    version,
    about = "See why an answer is right, make inputs, and find where your own solution fails",
    after_help = Exit::HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

// clap prints these comments as the commands' help, where `<problem>` is a placeholder, not
// an HTML tag.
#[allow(rustdoc::invalid_html_tags)]
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play the input's games optimally and show them move by move, ending with the answer
    /// the binary prints.
    ///
    /// Who plays what: in score games (abc201d, tdpcb, aoj2741) each player picks a move that
    /// keeps the optimal value; in win/lose games (abc206f, arc038b) the winner always moves
    /// to a losing position. `coach list --long` gives each problem's tie-breaking rule.
    #[command(after_help = Exit::HELP)]
    Play {
        problem: Name,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        /// Also print the table the solution fills (up to 20 x 20), the start's value in
        /// brackets.
        #[arg(long)]
        table: bool,
        /// Also show why: at every move, the table entry behind it and every legal move of
        /// the mover with its exact worth, best first.
        #[arg(long)]
        why: bool,
        /// Print one JSON object instead: {"problem", "answer", "games": [{"moves"}]}; with
        /// --why, each game also has "steps" (schema in the README).
        #[arg(long, conflicts_with = "table")]
        json: bool,
        /// Write one self-contained page to FILE instead: the game drawn, stepped with the
        /// buttons or the arrow keys, each alternative's worth, the table. It opens from disk
        /// in any browser, with no network.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "table", "why"])]
        html: Option<PathBuf>,
    },
    /// Review your own line of play, each move marked against the best one.
    ///
    /// Each move is marked best, inaccuracy (loses worth, keeps the outcome) or mistake
    /// (changes the outcome); then come the first move that loses worth, the best move there
    /// and optimal play after it, and the result the line reaches against the best one.
    #[command(after_help = Exit::HELP)]
    Review {
        problem: Name,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        /// Your moves as the text output writes them or --json encodes them, separated by
        /// commas or spaces: `R,D,D,R` or `a,b,b` or `pass,place` or `[1, 3),[4, 6)`. Letter
        /// case is ignored. A line may stop before the game is over. `@FILE` reads the line
        /// from FILE, for lines of any length.
        #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
        line: String,
        /// Which test case, for inputs with several (abc206f).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        case: u64,
    },
    /// Play against the perfect player, then see your moves reviewed.
    ///
    /// At each of your turns: the position and the numbered legal moves; type a number or a
    /// move's name, one line per turn (standard input may be piped, and is then echoed). An
    /// answer that names no legal move is asked again; Ctrl-D ends the game. At the end: the
    /// result and the review of the game.
    #[command(after_help = Exit::HELP)]
    Duel {
        problem: Name,
        /// The judge's input. Standard input carries your moves, so give a file, or --seed.
        file: Option<PathBuf>,
        /// Play the second player instead of the first.
        #[arg(long)]
        second: bool,
        /// Show each move's worth before you pick.
        #[arg(long)]
        hint: bool,
        /// Play a generated input, the one `coach gen --seed` gives.
        #[arg(long, conflicts_with = "file")]
        seed: Option<u64>,
        /// The generated input's size, with --seed.
        #[arg(long, value_enum, default_value_t = Size::Small, requires = "seed")]
        size: Size,
        /// Which test case, for inputs with several (abc206f).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
        case: u64,
    },
    /// Check your own solution against the crate's answers, and shrink the smallest input
    /// where it fails.
    ///
    /// Give the solution as a source file (.cpp, .cc, .cxx, .c, .rs or .py: coach builds it
    /// as the judges do, see the README) or as any command after `--`. It runs once per
    /// generated input, on its standard input, on two workers; sizes are interleaved, so
    /// that --max-size inputs come among the first cases. Output is compared token by
    /// token, as judges' default checkers (testlib's wcmp) do: white space and line endings
    /// are ignored, letter case is not (--exact compares bytes). Verdicts: WA, RE (non-zero
    /// exit or a signal), TLE (past --time-limit, reading the output included), OLE (past
    /// --output-limit). Whatever the solution starts is killed when it ends. The first
    /// failure is saved at once (--save), then shrunk to an input where no smaller candidate
    /// fails alike, within --shrink-tries runs (and --shrink-time, if given).
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach stress [OPTIONS] <PROBLEM> <SOLUTION>\n       \
                          coach stress [OPTIONS] <PROBLEM> -- <COMMAND>...",
        group(clap::ArgGroup::new("solution_or_command").required(true).args(["solution", "command"]))
    )]
    Stress {
        problem: Name,
        /// Your solution's source file.
        solution: Option<PathBuf>,
        /// Run a .py solution with pypy3 instead of python3.
        #[arg(long)]
        pypy: bool,
        /// How many generated inputs to try.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        cases: u64,
        /// The same seed gives the same cases and the same counterexample, on any machine.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seconds per run, reading its output included.
        #[arg(long, default_value = "2", value_parser = seconds)]
        time_limit: Duration,
        /// The largest inputs to try: at `max` (the default), every twentieth case is random
        /// at the maximum constraints and another one of the judge's boundary shapes; lower
        /// it to `medium`, or to `small` for inputs a person can read.
        #[arg(long, value_enum, default_value_t = Size::Max)]
        max_size: Size,
        /// MiB of output (and of standard error) a run may print before it is stopped (OLE).
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=4096))]
        output_limit: u64,
        /// Runs shrinking may take: its budget, the same on any machine.
        #[arg(long, default_value_t = SHRINK_TRIES)]
        shrink_tries: usize,
        /// A safety stop: seconds shrinking may take, whatever it has reached. None by
        /// default, so that time never decides the counterexample.
        #[arg(long, value_parser = seconds)]
        shrink_time: Option<Duration>,
        /// Compare outputs byte for byte: the answer and one newline.
        #[arg(long)]
        exact: bool,
        /// Print one JSON object at the end instead of the report (schema in the guide).
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
        /// Your solution's command and its arguments, after `--`.
        #[arg(last = true, value_name = "COMMAND")]
        command: Vec<String>,
    },
    /// Print a random valid input: the generators the tests use.
    Gen {
        problem: Name,
        /// The same seed gives the same input.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = Size::Small)]
        size: Size,
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

/// Runs a command, writing its results to `out` (standard output, for the binary). Messages
/// go to standard error, one line each; a closed `out` (`| head`) ends the job quietly.
pub fn run(cli: Cli, out: &mut dyn Write) -> Exit {
    match cli.command {
        Command::Play {
            problem,
            file,
            table,
            why,
            json,
            html,
        } => match read_input(file.as_ref()) {
            Ok(bytes) => problem.run(PlayTask {
                bytes,
                extras: play::Extras { table, why },
                json,
                html,
                out,
            }),
            Err(exit) => exit,
        },
        Command::Review {
            problem,
            file,
            line,
            case,
        } => {
            let bytes = match read_input(file.as_ref()) {
                Ok(bytes) => bytes,
                Err(exit) => return exit,
            };
            let line = match line.strip_prefix('@') {
                Some(path) => match read_input(Some(&PathBuf::from(path))) {
                    Ok(line) => String::from_utf8_lossy(&line).into_owned(),
                    Err(exit) => return exit,
                },
                None => line,
            };
            problem.run(ReviewTask {
                bytes,
                line,
                case: case as usize,
                out,
            })
        }
        Command::Duel {
            problem,
            file,
            second,
            hint,
            seed,
            size,
            case,
        } => {
            let input = match (seed, file) {
                (Some(seed), _) => Ok(DuelInput::Generated(seed, size)),
                (None, Some(file)) => read_input(Some(&file)).map(DuelInput::Read),
                (None, None) => Err(usage(anyhow::anyhow!(
                    "duel needs a game: give the input's FILE, or --seed N to play a generated \
                     one (standard input carries your moves)"
                ))),
            };
            match input {
                Ok(input) => problem.run(DuelTask {
                    input,
                    options: duel::Options {
                        side: usize::from(second),
                        hint,
                        echo: !std::io::stdin().is_terminal(),
                    },
                    case: case as usize,
                    out,
                }),
                Err(exit) => exit,
            }
        }
        Command::Gen {
            problem,
            seed,
            size,
        } => problem.run(GenTask { seed, size, out }),
        Command::List { judge, long } => emit(out, &list(judge, long)),
        Command::Stress {
            problem,
            solution,
            pypy,
            cases,
            seed,
            time_limit,
            max_size,
            output_limit,
            shrink_time,
            shrink_tries,
            exact,
            json,
            save,
            from,
            command,
        } => {
            // The command that goes on from a saved input, with every option that decides a
            // verdict or the budget, as the report gives it.
            let mut resume = vec![
                "coach".to_string(),
                "stress".to_string(),
                problem.binary().to_string(),
            ];
            let flag = |resume: &mut Vec<String>, name: &str, value: Option<String>| {
                resume.push(format!("--{name}"));
                resume.extend(value);
            };
            if pypy {
                flag(&mut resume, "pypy", None);
            }
            if time_limit != Duration::from_secs(2) {
                flag(
                    &mut resume,
                    "time-limit",
                    Some(time_limit.as_secs_f64().to_string()),
                );
            }
            if output_limit != 64 {
                flag(&mut resume, "output-limit", Some(output_limit.to_string()));
            }
            if exact {
                flag(&mut resume, "exact", None);
            }
            if shrink_tries != SHRINK_TRIES {
                flag(&mut resume, "shrink-tries", Some(shrink_tries.to_string()));
            }
            if let Some(time) = shrink_time {
                flag(
                    &mut resume,
                    "shrink-time",
                    Some(time.as_secs_f64().to_string()),
                );
            }
            let solution_args = match &solution {
                Some(file) => vec![file.display().to_string()],
                None => [vec!["--".to_string()], command.clone()].concat(),
            };
            let prepared = (|| {
                if let Some(dir) = &save {
                    report::check_writable(dir)?;
                }
                let command = match &solution {
                    Some(file) => crate::solution::command(file, pypy)?,
                    None => command,
                };
                process::guard_signals()?;
                anyhow::Ok(command)
            })();
            let command = match prepared {
                Ok(command) => command,
                Err(error) => return usage(error),
            };
            let options = stress::Options {
                cases: cases as usize,
                seed,
                max_size,
                command,
                workers: 2,
                limits: process::Limits {
                    time: time_limit,
                    output: (output_limit as usize) << 20,
                },
                rule: if exact { Rule::Exact } else { Rule::Tokens },
                shrink_tries,
                shrink_time,
            };
            problem.run(StressTask {
                options,
                save,
                from,
                json,
                resume: (resume, solution_args),
                out,
            })
        }
    }
}

/// The default budget of runs for shrinking.
pub const SHRINK_TRIES: usize = 10_000;

/// A number of seconds: positive, finite, and at most a day.
fn seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(seconds > 0.0 && seconds <= 86_400.0) {
        return Err(format!(
            "{text} s: give more than 0 and at most 86400 seconds"
        ));
    }
    Ok(Duration::from_secs_f64(seconds))
}

/// Writes `text` to `out`, the command's last act: its exit.
fn emit(out: &mut dyn Write, text: &str) -> Exit {
    write(out, text).err().unwrap_or(Exit::Success)
}

/// Writes `text` to `out`. A reader that went away (`| head`) ends the job quietly, with
/// success, as ripgrep does: `Err(Exit::Success)`.
fn write(out: &mut dyn Write, text: &str) -> Result<(), Exit> {
    written(out, |out| out.write_all(text.as_bytes()))
}

/// Has `writer` write to `out`, and flushes it; errs as [`write`] does.
fn written(
    out: &mut dyn Write,
    writer: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Exit> {
    match writer(&mut *out).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == ErrorKind::BrokenPipe => Err(Exit::Success),
        Err(error) => Err(usage(
            anyhow::Error::new(error).context("cannot write standard output"),
        )),
    }
}

fn usage(error: anyhow::Error) -> Exit {
    eprintln!("coach: {error:#}");
    Exit::Usage
}

/// The most coach reads of an input or a line of moves: twice the largest input of any of
/// these problems (a 2000 x 2000 grid, about 4 MB).
pub const MAX_READ: u64 = 8 << 20;

/// The input in `file`, or on standard input when there is none, at most [`MAX_READ`] bytes:
/// an unreadable file is a usage error (exit 2), a longer input a rejected one (exit 1).
fn read_input(file: Option<&PathBuf>) -> Result<Vec<u8>, Exit> {
    let (bytes, what) = match file {
        Some(path) => {
            let bytes = std::fs::File::open(path).and_then(read_at_most);
            (bytes, path.display().to_string())
        }
        None => (
            read_at_most(std::io::stdin().lock()),
            "standard input".to_string(),
        ),
    };
    let bytes = bytes
        .map_err(|error| usage(anyhow::Error::new(error).context(format!("cannot read {what}"))))?;
    if bytes.len() as u64 > MAX_READ {
        eprintln!(
            "coach: {what} holds more than {} MiB, more than any input of these problems",
            MAX_READ >> 20
        );
        return Err(Exit::Failure);
    }
    Ok(bytes)
}

/// Reads up to one byte past [`MAX_READ`], so that a longer input is told apart.
fn read_at_most(input: impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input.take(MAX_READ + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

fn list(judge: Option<Judge>, long: bool) -> String {
    let mut out = String::new();
    for entry in Name::ALL.iter().map(|name| name.entry()) {
        if judge.is_some_and(|judge| judge != entry.judge) {
            continue;
        }
        if long {
            let kind = match entry.kind {
                Kind::Score => "score game",
                Kind::WinLose => "win/lose game",
            };
            let judge = match entry.judge {
                Judge::Atcoder => "AtCoder",
                Judge::Aoj => "AOJ",
            };
            out.push_str(&format!(
                "{}: {judge}, {kind}, {} against {}; ties: {}\n",
                entry.name, entry.players[0], entry.players[1], entry.tie_break
            ));
        } else {
            out.push_str(entry.name);
            out.push('\n');
        }
    }
    out
}

/// The input, read with the submission's parser; on a rejection, its message on standard
/// error and exit 1.
fn parse<P: Coached>(bytes: &[u8]) -> Result<P::Input, Exit> {
    let parsed = std::str::from_utf8(bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(P::parse);
    parsed.map_err(|message| {
        eprintln!("{}: invalid input: {message}", P::NAME);
        Exit::Failure
    })
}

/// Test case `case` (from 1) of `input`.
fn game<P: Coached>(input: &P::Input, case: usize) -> Result<&P::Game, Exit> {
    let games = input.games();
    let count = games.len();
    games.into_iter().nth(case - 1).ok_or_else(|| {
        usage(anyhow::anyhow!(
            "--case {case}: the input has {count} test case{}",
            if count == 1 { "" } else { "s" }
        ))
    })
}

struct PlayTask<'a> {
    bytes: Vec<u8>,
    extras: play::Extras,
    json: bool,
    html: Option<PathBuf>,
    out: &'a mut dyn Write,
}

impl Task for PlayTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let input = match parse::<P>(&self.bytes) {
            Ok(input) => input,
            Err(exit) => return exit,
        };
        match play::play::<P>(&input) {
            Ok(mut played) if self.html.is_some() => {
                let path = self.html.expect("checked");
                let written = std::fs::File::create(&path).and_then(|file| {
                    crate::page::write(&mut played, &mut std::io::BufWriter::new(file))
                });
                match written {
                    Ok(bytes) => emit(
                        self.out,
                        &format!(
                            "Wrote {} ({} KiB): open it in a browser.\n",
                            path.display(),
                            bytes.div_ceil(1024)
                        ),
                    ),
                    Err(error) => usage(
                        anyhow::Error::new(error)
                            .context(format!("cannot write {}", path.display())),
                    ),
                }
            }
            Ok(mut played) if self.json => {
                // Written as it is serialised, never held whole as text.
                let document = play::document(&mut played, self.extras.why);
                let json = written(self.out, |out| {
                    let mut out = std::io::BufWriter::new(out);
                    serde_json::to_writer(&mut out, &document)?;
                    out.write_all(b"\n")?;
                    out.flush()
                });
                json.err().unwrap_or(Exit::Success)
            }
            Ok(mut played) => emit(self.out, &play::text(&mut played, self.extras)),
            Err(error) => {
                eprintln!("coach: internal error, please report it: {error:#}");
                Exit::Internal
            }
        }
    }
}

struct ReviewTask<'a> {
    bytes: Vec<u8>,
    line: String,
    case: usize,
    out: &'a mut dyn Write,
}

impl Task for ReviewTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let input = match parse::<P>(&self.bytes) {
            Ok(input) => input,
            Err(exit) => return exit,
        };
        let game = match game::<P>(&input, self.case) {
            Ok(game) => game,
            Err(exit) => return exit,
        };
        let line = match review::parse_line::<P>(game, &self.line) {
            Ok(line) => line,
            Err(message) => {
                eprintln!("coach: --line: {message}");
                return Exit::Failure;
            }
        };
        let mut analyst = Analyst::<P>::new(game);
        let reviewed = review::review(&mut analyst, &line);
        let optimal = reviewed.first_loss.is_none();
        match write(self.out, &review::text(game, &reviewed)) {
            Ok(()) if optimal => Exit::Success,
            Ok(()) => Exit::NotOptimal,
            Err(exit) => exit,
        }
    }
}

enum DuelInput {
    Read(Vec<u8>),
    Generated(u64, Size),
}

struct DuelTask<'a> {
    input: DuelInput,
    options: duel::Options,
    case: usize,
    out: &'a mut dyn Write,
}

impl Task for DuelTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let input = match self.input {
            DuelInput::Read(bytes) => match parse::<P>(&bytes) {
                Ok(input) => input,
                Err(exit) => return exit,
            },
            DuelInput::Generated(seed, size) => P::generate(&mut Rng::new(seed), size),
        };
        let game = match game::<P>(&input, self.case) {
            Ok(game) => game,
            Err(exit) => return exit,
        };
        let stdin = std::io::stdin();
        let mut analyst = Analyst::<P>::new(game);
        match duel::duel(&mut analyst, self.options, &mut stdin.lock(), self.out) {
            Ok(_) => Exit::Success,
            Err(error) if error.kind() == ErrorKind::BrokenPipe => Exit::Success,
            Err(error) => usage(anyhow::Error::new(error).context("duel")),
        }
    }
}

struct GenTask<'a> {
    seed: u64,
    size: Size,
    out: &'a mut dyn Write,
}

impl Task for GenTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let input = P::generate(&mut Rng::new(self.seed), self.size);
        emit(self.out, &P::format(&input))
    }
}

struct StressTask<'a> {
    options: stress::Options,
    save: Option<PathBuf>,
    from: Option<PathBuf>,
    json: bool,
    /// The command that goes on from a saved input: its options, then the solution.
    resume: (Vec<String>, Vec<String>),
    out: &'a mut dyn Write,
}

impl StressTask<'_> {
    /// The failing input of `--from`, judged; `Err` with the exit when it cannot be read or
    /// does not fail.
    fn given_input<P: Coached>(&mut self, path: &PathBuf) -> Result<stress::Found<P>, Exit> {
        let bytes = read_input(Some(path))?;
        let input = parse::<P>(&bytes)?;
        let run = match stress::judge::<P>(&self.options, &input) {
            Ok((run, _)) => run,
            Err(error) => return Err(usage(error)),
        };
        if run.verdict == stress::Verdict::Ac {
            let message = format!(
                "{}: the solution passes on {}: nothing to shrink.\n",
                P::NAME,
                path.display()
            );
            return Err(emit(self.out, &message));
        }
        Ok(stress::Found {
            origin: stress::Origin::File(path.clone()),
            input,
            run,
        })
    }

    /// The command that goes on shrinking from `saved`.
    fn resume(&self, saved: &std::path::Path) -> String {
        let (options, solution) = &self.resume;
        let mut args = options.clone();
        args.extend(["--from".to_string(), saved.display().to_string()]);
        if let Some(dir) = &self.save {
            args.extend(["--save".to_string(), dir.display().to_string()]);
        }
        args.extend(solution.iter().cloned());
        args.iter()
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

impl Task for StressTask<'_> {
    type Output = Exit;

    fn run<P: Coached>(mut self) -> Exit {
        let options = self.options.clone();
        let start = Instant::now();
        // indicatif draws only when standard error is a terminal.
        let bar = ProgressBar::new(options.cases as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {msg}")
                .expect("a valid template"),
        );
        let (found, tally, mut interrupted) = match self.from.clone() {
            Some(path) => match self.given_input::<P>(&path) {
                Ok(found) => (found, stress::Tally::default(), None),
                Err(exit) => return exit,
            },
            None => {
                let searched = stress::find::<P>(&options, || {
                    bar.inc(1);
                    let rate = bar.position() as f64 / start.elapsed().as_secs_f64().max(1e-9);
                    bar.set_message(format!("{rate:.0} per second"));
                });
                let searched = match searched {
                    Ok(searched) => searched,
                    Err(error) => {
                        bar.finish_and_clear();
                        return usage(error);
                    }
                };
                let Some(found) = searched.found else {
                    bar.finish_and_clear();
                    let report = match (self.json, searched.interrupted) {
                        (true, interrupted) => format!(
                            "{}\n",
                            report::json::<P>(None, &options, &searched.passed, interrupted)
                        ),
                        (false, Some(signal)) => {
                            report::interrupted(P::NAME, &options, &searched.passed, signal)
                        }
                        (false, None) => {
                            report::passed(P::NAME, &options, &searched.passed, start.elapsed())
                        }
                    };
                    return match searched.interrupted {
                        Some(signal) => {
                            let _ = write(self.out, &report);
                            Exit::Signal(signal)
                        }
                        None => emit(self.out, &report),
                    };
                };
                (found, searched.passed, searched.interrupted)
            }
        };
        let mut saved = Vec::new();
        if let (Some(dir), stress::Origin::Case { .. }) = (&self.save, &found.origin) {
            match report::save::<P>(dir, &options, &found.origin, "-original", &found.input) {
                Ok(path) => saved.push(path),
                Err(error) => return usage(error),
            }
        }
        bar.set_style(ProgressStyle::with_template("{spinner} {msg}").expect("a valid template"));
        let verdict = found.run.verdict.abbreviation();
        let shrunk =
            stress::minimize::<P>(&options, found.input.clone(), found.run.clone(), |at| {
                bar.set_message(format!(
                    "{verdict}; shrinking: {}, {} taken, {} tried",
                    count(at.bytes, "byte"),
                    count(at.steps, "step"),
                    count(at.tries, "run"),
                ));
                bar.tick();
            });
        bar.finish_and_clear();
        let failure = match shrunk.and_then(|shrunk| stress::confirm(&options, found, shrunk)) {
            Ok(failure) => failure,
            Err(error) => return usage(error),
        };
        if let stress::Stop::Interrupted(signal) = failure.shrunk.stop {
            interrupted = Some(signal);
        }
        if let Some(dir) = &self.save {
            match report::save::<P>(dir, &options, &failure.origin, "", &failure.shown) {
                Ok(path) => saved.push(path),
                Err(error) => return usage(error),
            }
        }
        let out = if self.json {
            format!(
                "{}\n",
                report::json(Some(&failure), &options, &tally, interrupted)
            )
        } else {
            let mut out = report::text(&failure, &options, start.elapsed());
            for path in &saved {
                out.push_str(&format!("\nSaved {} and its .out.", path.display()));
            }
            if !saved.is_empty() {
                out.push('\n');
            }
            if failure.shrunk.stop != stress::Stop::Minimal {
                let resume = match saved.last() {
                    Some(path) => format!("To go on shrinking from there: {}\n", self.resume(path)),
                    None => format!(
                        "To go on shrinking from there, save the input above as FILE and run: \
                         {}\n",
                        self.resume(std::path::Path::new("FILE"))
                    ),
                };
                out.push_str(&resume);
            }
            out.push_str(&report::why(&failure).unwrap_or_default());
            out
        };
        // The status tells the verdict, whatever becomes of the report.
        let _ = write(self.out, &out);
        match interrupted {
            Some(signal) => Exit::Signal(signal),
            None => Exit::Failure,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_more_than_0_and_at_most_a_day() {
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
    }
}
