use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    coach::cli::run(coach::cli::Cli::parse(), &mut std::io::stdout().lock()).into()
}
