use std::process::ExitCode;

fn main() -> ExitCode {
    if coach::cli::run_as_watchdog() {
        return ExitCode::SUCCESS;
    }
    let mut out = std::io::stdout().lock();
    let exit = match coach::cli::parse_from(std::env::args_os()) {
        Ok(cli) => coach::cli::run_as_main(cli, &mut out),
        Err(error) => coach::cli::refuse(error, &mut out),
    };
    exit.into()
}
