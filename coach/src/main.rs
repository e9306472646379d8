use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = coach::cli::parse_from(std::env::args_os()).unwrap_or_else(|error| error.exit());
    coach::cli::run(cli, &mut std::io::stdout().lock()).into()
}
