//! The command line: arguments (clap) and the work each command does, over any problem.

use crate::play;
use crate::problem::{Problem, Size};
use crate::problems::{Name, Task};
use crate::rng::Rng;
use clap::{Parser, Subcommand};
use std::io::Read;
use std::path::PathBuf;

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
