//! `cargo bench -p coach`: `coach play` at the maximum constraints of every problem, with the
//! median wall time and peak memory of the process (release build).

use coach::dev::measure::measure;
use coach::problems::{Name, Task};
use coach::{Coached, Rng, Size};
use std::time::Duration;

const RUNS: usize = 5;

/// The maximum-size input of a problem, from its own generator.
struct MaxInput;

impl Task for MaxInput {
    type Output = String;
    fn run<P: Coached>(self) -> String {
        P::format(&P::generate(&mut Rng::new(1), Size::Max))
    }
}

fn main() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let coach = env!("CARGO_BIN_EXE_coach");
    println!(
        "`coach play` on a maximum-size input, {RUNS} runs each: median wall time, peak RSS.\n"
    );
    println!("| problem | command | median time | peak memory | target |");
    println!("|---|---|---:|---:|---|");
    for &name in Name::ALL {
        let problem = format!("{name:?}").to_lowercase();
        let path = dir.path().join(format!("{problem}.in"));
        std::fs::write(&path, name.run(MaxInput)).expect("a writable scratch file");
        for flags in [&[][..], &["--json"]] {
            let argv: Vec<&str> = [coach, "play", &problem]
                .into_iter()
                .chain(flags.iter().copied())
                .collect();
            let (time, memory_mib) = measure(&argv, &path, RUNS);
            let met = time <= Duration::from_millis(500) && memory_mib <= 64.0;
            println!(
                "| {problem} | `coach play {problem}{}` | {:.1} ms | {memory_mib:.1} MiB | {} (≤ 500 ms, ≤ 64 MiB) |",
                flags
                    .iter()
                    .map(|flag| format!(" {flag}"))
                    .collect::<String>(),
                time.as_secs_f64() * 1e3,
                if met { "met" } else { "MISSED" },
            );
        }
    }
}
