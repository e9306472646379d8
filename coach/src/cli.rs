//! The command line: the arguments (clap), and which work each command hands to which module.

use crate::exit::Exit;
use crate::play;
use crate::problem::{Coached, Judge, Kind, Size};
use crate::problems::{Name, Task};
use crate::rng::Rng;
use crate::stress::{self, report};
use anyhow::Context;
use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::{ErrorKind, Read, Write};
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
        /// Print one JSON object instead: {"problem", "answer", "games": [{"moves"}]}.
        #[arg(long, conflicts_with = "table")]
        json: bool,
    },
    /// Check your own solution, in any language, against the crate's answers, and shrink the
    /// smallest input where it fails.
    ///
    /// Runs COMMAND once per generated input (on its standard input), from the smallest
    /// inputs toward --max-size, on two workers. Verdicts: WA (wrong or unparsable output),
    /// RE (non-zero exit or a signal), TLE (past --time-limit; its process group is killed).
    /// The first failure is shrunk while it fails alike, until no single step keeps it.
    #[command(after_help = Exit::HELP)]
    Stress {
        problem: Name,
        /// How many generated inputs to try.
        #[arg(long, default_value_t = 1000)]
        cases: usize,
        /// The same seed gives the same run and the same counterexample.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seconds per run.
        #[arg(long, default_value_t = 2.0)]
        time_limit: f64,
        #[arg(long, value_enum, default_value_t = Size::Medium)]
        max_size: Size,
        /// Write the counterexample to PREFIX.in and the expected output to PREFIX.out.
        #[arg(long, value_name = "PREFIX")]
        save: Option<PathBuf>,
        /// Your solution's command and its arguments, after `--`.
        #[arg(last = true, required = true, value_name = "COMMAND")]
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

/// Runs a command. Messages go to standard error, one line each; a closed standard output
/// (`| head`) ends the job quietly.
pub fn run(cli: Cli) -> Exit {
    match cli.command {
        Command::Play {
            problem,
            file,
            table,
            json,
        } => match read_input(file.as_ref()) {
            Ok(bytes) => problem.run(PlayTask { bytes, table, json }),
            Err(error) => usage(error),
        },
        Command::Gen {
            problem,
            seed,
            size,
        } => problem.run(GenTask { seed, size }),
        Command::List { judge, long } => emit(&list(judge, long)),
        Command::Stress {
            problem,
            cases,
            seed,
            time_limit,
            max_size,
            save,
            command,
        } => {
            if !(time_limit > 0.0 && time_limit.is_finite()) || cases == 0 {
                eprintln!("coach: --time-limit must be positive and --cases at least 1");
                return Exit::Usage;
            }
            let options = stress::Options {
                cases,
                seed,
                time_limit: Duration::from_secs_f64(time_limit),
                max_size,
                command,
                workers: 2,
            };
            problem.run(StressTask { options, save })
        }
    }
}

/// Prints `text` to standard output. A reader that went away (`| head`) is not an error.
fn emit(text: &str) -> Exit {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => Exit::Success,
        Err(error) if error.kind() == ErrorKind::BrokenPipe => Exit::Success,
        Err(error) => usage(anyhow::Error::new(error).context("cannot write standard output")),
    }
}

fn usage(error: anyhow::Error) -> Exit {
    eprintln!("coach: {error:#}");
    Exit::Usage
}

fn read_input(file: Option<&PathBuf>) -> anyhow::Result<Vec<u8>> {
    match file {
        Some(path) => {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        }
        None => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .context("cannot read standard input")?;
            Ok(bytes)
        }
    }
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

struct PlayTask {
    bytes: Vec<u8>,
    table: bool,
    json: bool,
}

impl Task for PlayTask {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let parsed = std::str::from_utf8(&self.bytes)
            .map_err(|_| "the input is not UTF-8 text".to_string())
            .and_then(P::parse);
        let input = match parsed {
            Ok(input) => input,
            Err(message) => {
                eprintln!("{}: invalid input: {message}", P::NAME);
                return Exit::Failure;
            }
        };
        match play::play::<P>(&input) {
            Ok(played) if self.json => emit(&format!("{}\n", play::json(&played))),
            Ok(played) => emit(&play::text(&played, self.table)),
            Err(error) => {
                eprintln!("coach: internal error, please report it: {error:#}");
                Exit::Internal
            }
        }
    }
}

struct GenTask {
    seed: u64,
    size: Size,
}

impl Task for GenTask {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        emit(&P::format(&P::generate(
            &mut Rng::new(self.seed),
            self.size,
        )))
    }
}

struct StressTask {
    options: stress::Options,
    save: Option<PathBuf>,
}

impl Task for StressTask {
    type Output = Exit;

    fn run<P: Coached>(self) -> Exit {
        let options = &self.options;
        // indicatif draws only when standard error is a terminal.
        let bar = ProgressBar::new(options.cases as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {per_sec}, {eta} left")
                .expect("a valid template"),
        );
        let start = Instant::now();
        let outcome = stress::stress::<P>(options, || bar.inc(1));
        bar.finish_and_clear();
        let outcome = match outcome {
            Ok(outcome) => outcome,
            Err(error) => return usage(error),
        };
        let mut out = report::text(&outcome, options, start.elapsed());
        let Some(failure) = &outcome.failure else {
            return emit(&out);
        };
        if let Some(prefix) = &self.save {
            match report::save(failure, prefix) {
                Ok((input, output)) => out.push_str(&format!(
                    "\nSaved {} and {}.\n",
                    input.display(),
                    output.display()
                )),
                Err(error) => {
                    emit(&out);
                    return usage(error);
                }
            }
        }
        out.push_str(&report::why(failure).unwrap_or_default());
        match emit(&out) {
            Exit::Success => Exit::Failure,
            other => other,
        }
    }
}
