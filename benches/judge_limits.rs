//! `cargo bench`: every solution binary (release build, `lto = true` as on the judge) on
//! deterministic maximum-constraint inputs: one random at the maximum and each of the judge's
//! boundary shapes its problem names (`Generate::boundaries`). Each input is written to a file
//! and given to the binary as standard input, and each binary runs `RUNS` times per input.
//! For every binary and shape it prints the median wall time and the peak resident memory of
//! the child process (`VmHWM`, read just before it exits), and both as a share of the judge's limits.
//!
//! The first row of each binary is its smallest sample: the cost of starting the process.
//! Beside each binary, a plain C++ solution of the same problem (`benches/cpp/`, the way a
//! contestant writes it: the whole table, the grid as strings), built with `g++ -O2`: the
//! last columns give the binary's time and memory as shares of that program's.
//!
//! Then `coach stress` against those C++ solutions: cases per second on small inputs, and the
//! wall time of a whole default run (1000 cases, the maximum sizes among them).

#[path = "../tests/common/mod.rs"]
mod common;

use coach::dev::measure::measure;
use coach::problems::Name;
use common::binary_path;
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

const RUNS: usize = 15;

/// An input is large where the C++ solution takes this many times its start-up on it: the
/// shares of the C++'s time and memory are held there.
const LARGE: u32 = 10;

/// A binary and what it is held to.
#[derive(Clone, Copy)]
struct Problem {
    binary: &'static str,
    time_limit: Duration,
    memory_limit_mib: f64,
    /// The targets at maximum constraints.
    target_time: TimeTarget,
    target_memory_mib: f64,
    /// At most these shares of the C++ solution's time and memory at maximum constraints.
    target_shares: Option<(f64, f64)>,
}

/// How fast a binary must be on its maximum inputs.
#[derive(Clone, Copy)]
enum TimeTarget {
    /// At most this wall time.
    Within(Duration),
    /// At most this much longer than the binary's own start-up (its first sample).
    AfterStartUp(Duration),
}

fn main() {
    let dir = std::env::temp_dir().join(format!("game-dp-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    println!(
        "{RUNS} runs per input; time: median wall time of the child process; \
         memory: its peak RSS (VmHWM)."
    );
    println!(
        "`%` columns: share of the judge's limit. aoj2741: AOJ states no limit, \
         2 s / 256 MiB assumed.\n"
    );
    println!(
        "| binary | input | median time | % of time limit | peak memory | % of memory limit \
         | time, C++ | memory, C++ | target |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---|");
    let cpp = build_cpp(&dir);
    for &name in Name::ALL {
        let problem = targets(name.binary());
        let sample = std::fs::read_to_string(common::cases_dir(problem.binary).join("sample-1.in"))
            .expect("sample-1.in");
        let shapes = std::iter::once(("start-up (sample 1)".to_string(), sample))
            .chain(name.inputs_at_the_limits());
        let mut start_up = None;
        let mut cpp_start_up = None;
        for (shape, input) in shapes {
            let path = dir.join(format!("{}.in", problem.binary));
            std::fs::write(&path, &input).expect("a writable scratch file");
            let (time, memory_mib) = measure(
                &[&binary_path(problem.binary).display().to_string()],
                &path,
                RUNS,
            );
            let (cpp_time, cpp_memory_mib) = measure(&[&cpp[problem.binary]], &path, RUNS);
            let time_share = time.as_secs_f64() / cpp_time.as_secs_f64();
            let memory_share = memory_mib / cpp_memory_mib;
            let start_up = *start_up.get_or_insert(time);
            let cpp_start_up = *cpp_start_up.get_or_insert(cpp_time);
            let (time_bound, time_target) = match problem.target_time {
                TimeTarget::Within(bound) => (bound, format!("≤ {} ms", bound.as_millis())),
                TimeTarget::AfterStartUp(extra) => (
                    start_up + extra,
                    format!("≤ start-up + {} ms", extra.as_millis()),
                ),
            };
            // The shares are held where the C++'s work, not its start-up, decides its time.
            let shares = problem
                .target_shares
                .filter(|_| cpp_time > cpp_start_up * LARGE);
            let met = time <= time_bound
                && memory_mib <= problem.target_memory_mib
                && shares.is_none_or(|(time_at_most, memory_at_most)| {
                    time_share <= time_at_most && memory_share <= memory_at_most
                });
            let share_target = shares.map_or(String::new(), |(time_at_most, memory_at_most)| {
                format!(", ≤ {time_at_most}x and {memory_at_most}x the C++")
            });
            println!(
                "| {} | {shape} | {:.2} ms | {:.2} % | {memory_mib:.2} MiB | {:.2} % | \
                 {:.2} ms ({time_share:.2}x) | {cpp_memory_mib:.2} MiB ({memory_share:.2}x) | {} \
                 ({time_target}, ≤ {} MiB{share_target}) |",
                problem.binary,
                time.as_secs_f64() * 1e3,
                100.0 * time.as_secs_f64() / problem.time_limit.as_secs_f64(),
                100.0 * memory_mib / problem.memory_limit_mib,
                cpp_time.as_secs_f64() * 1e3,
                if met { "met" } else { "MISSED" },
                problem.target_memory_mib,
            );
        }
    }
    // Last: stress spawns threads, and `measure` forks, which wants one thread.
    stress_throughput(&cpp);
    std::fs::remove_dir_all(&dir).expect("the scratch folder can be removed");
}

/// The C++ solution of every problem of the roster, built into `dir`: its path by binary.
fn build_cpp(dir: &Path) -> HashMap<&'static str, String> {
    let sources = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/cpp");
    Name::ALL
        .iter()
        .map(|name| {
            let binary = name.binary();
            let program = dir.join(format!("{binary}-cpp"));
            let built = Command::new("g++")
                .args(["-std=gnu++20", "-O2", "-o"])
                .arg(&program)
                .arg(sources.join(format!("{binary}.cpp")))
                .status()
                .expect("g++ runs");
            assert!(built.success(), "g++ builds benches/cpp/{binary}.cpp");
            (binary, program.display().to_string())
        })
        .collect()
}

/// `coach stress` against each C++ solution, one run per core: cases per second on small inputs
/// (target: 300), and a whole default run of 1000 cases, the maximum sizes among them
/// (target: about 10 s).
fn stress_throughput(cpp: &HashMap<&'static str, String>) {
    const CASES: usize = 1000;
    println!("\n`coach stress` against the C++ solutions, {CASES} cases each:\n");
    println!(
        "| problem | `--max-size small`: cases per second | default run: wall time | target |"
    );
    println!("|---|---:|---:|---|");
    for &name in Name::ALL {
        let binary = name.binary();
        let run = |max_size: &str| {
            let cases = CASES.to_string();
            let args = [
                "coach",
                "stress",
                binary,
                "--cases",
                &cases,
                "--max-size",
                max_size,
                "--no-corpus",
                "--json",
                "--",
                &cpp[binary],
            ];
            let cli = coach::cli::parse_from(args).expect("valid arguments");
            let start = std::time::Instant::now();
            let status = coach::cli::run(cli, &mut Vec::new());
            assert_eq!(
                status,
                coach::Exit::Success,
                "the C++ solution of {binary} should pass every case"
            );
            start.elapsed()
        };
        let per_second = CASES as f64 / run("small").as_secs_f64();
        let whole = run("max");
        let met = per_second >= 300.0 && whole <= Duration::from_secs(10);
        println!(
            "| {binary} | {per_second:.0} | {:.1} s | {} (≥ 300 per second, ≤ 10 s) |",
            whole.as_secs_f64(),
            if met { "met" } else { "MISSED" }
        );
    }
}

/// The judge's limits and the targets of the binaries whose targets are their own; every
/// other problem of the roster is held to its judge's limits, 2 s and 256 MiB where a
/// statement gives no other.
fn targets(binary: &'static str) -> Problem {
    let second = Duration::from_secs(2);
    let ms = Duration::from_millis;
    let within_limits = Problem {
        binary,
        time_limit: second,
        memory_limit_mib: 256.0,
        target_time: TimeTarget::Within(second),
        target_memory_mib: 256.0,
        target_shares: None,
    };
    let small = Problem {
        target_time: TimeTarget::AfterStartUp(ms(5)),
        target_memory_mib: 3.0,
        ..within_limits
    };
    match binary {
        "abc201d" => Problem {
            memory_limit_mib: 1024.0,
            target_time: TimeTarget::Within(ms(30)),
            // The 4 MB input and the grid's rows, which proconio reads as copies: 2 x 4 MB.
            target_memory_mib: 11.6,
            target_shares: Some((0.25, 0.45)),
            ..within_limits
        },
        // The longest game, 99 unit intervals and the whole line, 20 times over, costs the
        // table of every segment.
        "abc206f" => Problem {
            memory_limit_mib: 1024.0,
            target_time: TimeTarget::AfterStartUp(ms(10)),
            ..small
        },
        "tdpcb" | "arc038b" => small,
        "aoj2741" => Problem {
            target_time: TimeTarget::Within(ms(5)),
            target_memory_mib: 6.0,
            ..within_limits
        },
        _ => within_limits,
    }
}
