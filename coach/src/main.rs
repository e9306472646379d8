use clap::Parser;

fn main() {
    let cli = coach::cli::Cli::parse();
    std::process::exit(coach::cli::run(cli));
}
