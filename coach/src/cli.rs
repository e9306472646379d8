//! The command line: arguments (clap) and the work each command does, over any problem.

use crate::play;
use crate::problem::{Problem, Size};
use crate::problems::{Name, Task};
use crate::rng::Rng;
use crate::stress::{self, Verdict};
use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use std::io::Read;
use std::path::PathBuf;
use std::time::{Duration, Instant};

#[derive(Parser, Debug)]
#[command(
    name = "coach",
    version,
    about = "See why an answer is right, make inputs, and find where your own solution fails"
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
    /// to a losing position. Ties: abc201d right before down; tdpcb pile a before pile b;
    /// aoj2741 passing before placing; abc206f the winner takes the first interval by (L, R)
    /// that leaves a Grundy xor of 0, the loser the first legal one; arc038b by remoteness,
    /// the winner wins as fast as possible and the loser holds out as long as possible.
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
    /// Exit status: 0 every case passed, 1 a counterexample, 2 a usage error or a command
    /// that cannot be started.
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
}

/// Runs a command; returns the exit status. Messages go to standard error, one line each.
pub fn run(cli: Cli) -> i32 {
    match cli.command {
        Command::Play {
            problem,
            file,
            table,
            json,
        } => {
            let bytes = match read_bytes(file.as_ref()) {
                Ok(bytes) => bytes,
                Err(message) => {
                    eprintln!("coach: {message}");
                    return 2;
                }
            };
            problem.run(PlayTask { bytes, table, json })
        }
        Command::Gen {
            problem,
            seed,
            size,
        } => problem.run(GenTask { seed, size }),
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
                return 2;
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

fn read_bytes(file: Option<&PathBuf>) -> Result<Vec<u8>, String> {
    match file {
        Some(path) => {
            std::fs::read(path).map_err(|error| format!("cannot read {}: {error}", path.display()))
        }
        None => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|error| format!("cannot read standard input: {error}"))?;
            Ok(bytes)
        }
    }
}

struct PlayTask {
    bytes: Vec<u8>,
    table: bool,
    json: bool,
}

impl Task for PlayTask {
    type Output = i32;

    fn run<P: Problem>(self) -> i32 {
        let parsed = std::str::from_utf8(&self.bytes)
            .map_err(|_| "the input is not UTF-8 text".to_string())
            .and_then(P::parse);
        let input = match parsed {
            Ok(input) => input,
            Err(message) => {
                eprintln!("{}: invalid input: {message}", P::NAME);
                return 1;
            }
        };
        match play::play::<P>(&input) {
            Ok(played) if self.json => println!("{}", play::json(&played)),
            Ok(played) => print!("{}", play::text(&played, self.table)),
            Err(message) => {
                eprintln!("coach: internal error, please report it: {message}");
                return 3;
            }
        }
        0
    }
}

struct GenTask {
    seed: u64,
    size: Size,
}

impl Task for GenTask {
    type Output = i32;

    fn run<P: Problem>(self) -> i32 {
        print!(
            "{}",
            P::format(&P::generate(&mut Rng::new(self.seed), self.size))
        );
        0
    }
}

struct StressTask {
    options: stress::Options,
    save: Option<PathBuf>,
}

impl Task for StressTask {
    type Output = i32;

    fn run<P: Problem>(self) -> i32 {
        let options = &self.options;
        // indicatif draws only when standard error is a terminal.
        let bar = ProgressBar::new(options.cases as u64).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {per_sec}, {eta} left")
                .expect("a valid template"),
        );
        let start = Instant::now();
        let report = stress::stress::<P>(options, || bar.inc(1));
        bar.finish_and_clear();
        let report = match report {
            Ok(report) => report,
            Err(message) => {
                eprintln!("coach: {message}");
                return 2;
            }
        };
        let Some(failure) = report.failure else {
            println!(
                "{}: all {} cases passed in {:.1} s (seed {}).",
                P::NAME,
                report.cases_run,
                start.elapsed().as_secs_f64(),
                options.seed
            );
            return 0;
        };
        let verdict = match failure.run.verdict {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
        };
        println!(
            "{}: {verdict} on case {} ({} cases run, seed {}); shrunk from {} to {} bytes in {} \
             steps ({} runs tried), {:.1} s in all.",
            P::NAME,
            failure.case + 1,
            report.cases_run,
            options.seed,
            P::format(&failure.original).len(),
            P::format(&failure.shrunk).len(),
            failure.steps,
            failure.tries,
            start.elapsed().as_secs_f64()
        );
        let input = P::format(&failure.shrunk);
        println!("\n--- input\n{input}--- expected\n{}", failure.expected);
        match failure.run.verdict {
            Verdict::Re => println!(
                "--- actual: {}, standard error:\n{}",
                failure.run.ended,
                failure
                    .run
                    .stderr
                    .lines()
                    .take(20)
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
            Verdict::Tle => println!("--- actual: {}", failure.run.ended),
            _ => print!("--- actual\n{}", failure.run.stdout),
        }
        if let Some(prefix) = &self.save {
            let with = |extension: &str| {
                let mut path = prefix.clone().into_os_string();
                path.push(extension);
                PathBuf::from(path)
            };
            let (input_path, output_path) = (with(".in"), with(".out"));
            let written = std::fs::write(&input_path, &input)
                .and_then(|()| std::fs::write(&output_path, format!("{}\n", failure.expected)));
            match written {
                Ok(()) => println!(
                    "\nSaved {} and {}.",
                    input_path.display(),
                    output_path.display()
                ),
                Err(error) => {
                    eprintln!("coach: cannot save {}: {error}", input_path.display());
                    return 2;
                }
            }
        }
        if let Ok(played) = play::play::<P>(&failure.shrunk) {
            println!(
                "\n--- why: coach play {}\n{}",
                P::NAME,
                play::text(&played, false)
            );
        }
        1
    }
}
