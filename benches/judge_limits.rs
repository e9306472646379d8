//! `cargo bench`: every solution binary (release build, `lto = true` as on the judge) on
//! deterministic maximum-constraint inputs of several shapes. Each input is written to a file
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

use coach::Coached;
use coach::Rng;
use coach::Size;
use coach::dev::measure::measure;
use coach::format::{grid_input, interval_test_cases_input, two_sequences_input};
use coach::problems::{Name, Task};
use coach::stress::{Options, find};
use common::binary_path;
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

const RUNS: usize = 15;

struct Problem {
    binary: &'static str,
    time_limit: Duration,
    memory_limit_mib: f64,
    /// The targets at maximum constraints.
    target_time: TimeTarget,
    target_memory_mib: f64,
    /// At most these shares of the C++ solution's time and memory at maximum constraints.
    target_shares: Option<(f64, f64)>,
    shapes: Vec<(&'static str, String)>,
}

/// How fast a binary must be on its maximum inputs.
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
    let problems = problems();
    let benched: Vec<&str> = problems.iter().map(|problem| problem.binary).collect();
    let roster: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
    assert_eq!(
        benched, roster,
        "every binary of the roster has its shapes here"
    );
    for problem in problems {
        let sample = std::fs::read_to_string(common::cases_dir(problem.binary).join("sample-1.in"))
            .expect("sample-1.in");
        let shapes =
            std::iter::once(("start-up (sample 1)", sample)).chain(problem.shapes.iter().cloned());
        let mut start_up = None;
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
            let (time_bound, time_target) = match problem.target_time {
                TimeTarget::Within(bound) => (bound, format!("≤ {} ms", bound.as_millis())),
                TimeTarget::AfterStartUp(extra) => (
                    start_up + extra,
                    format!("≤ start-up + {} ms", extra.as_millis()),
                ),
            };
            let shares = problem
                .target_shares
                .filter(|_| !shape.starts_with("start-up"));
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
        let run = |max_size| {
            let options = Options {
                cases: CASES,
                max_size,
                ..Options::command(vec![cpp[binary].clone()])
            };
            let start = std::time::Instant::now();
            let passed = name.run(Stress(&options));
            assert!(
                passed,
                "the C++ solution of {binary} should pass every case"
            );
            start.elapsed()
        };
        let per_second = CASES as f64 / run(Size::Small).as_secs_f64();
        let whole = run(Size::Max);
        let met = per_second >= 300.0 && whole <= Duration::from_secs(10);
        println!(
            "| {binary} | {per_second:.0} | {:.1} s | {} (≥ 300 per second, ≤ 10 s) |",
            whole.as_secs_f64(),
            if met { "met" } else { "MISSED" }
        );
    }
}

/// `coach stress` with `options`: whether every case passed.
struct Stress<'a>(&'a Options);

impl Task for Stress<'_> {
    type Output = bool;

    fn run<P: Coached>(self) -> bool {
        find::<P>(self.0, || {}).is_ok_and(|searched| searched.found.is_none())
    }
}

/// The shapes measured per problem, one entry per binary of the roster (checked on start).
fn problems() -> Vec<Problem> {
    let mut rng = Rng::new(4);
    let second = Duration::from_secs(2);
    let ms = Duration::from_millis;
    vec![
        Problem {
            binary: "abc201d",
            time_limit: second,
            memory_limit_mib: 1024.0,
            target_time: TimeTarget::Within(ms(30)),
            // The 4 MB input and the grid's rows, which proconio reads as copies: 2 x 4 MB.
            target_memory_mib: 11.6,
            target_shares: Some((0.25, 0.45)),
            shapes: vec![
                (
                    "2000 x 2000 random",
                    grid(2000, 2000, |_, _| rng.chance(50), b"+-"),
                ),
                ("2000 x 2000 all +", grid(2000, 2000, |_, _| true, b"+-")),
                (
                    "2000 x 2000 stripes",
                    grid(2000, 2000, |i, j| (i + j) % 2 == 1, b"+-"),
                ),
            ],
        },
        Problem {
            binary: "tdpcb",
            time_limit: second,
            memory_limit_mib: 256.0,
            target_time: TimeTarget::AfterStartUp(ms(5)),
            target_memory_mib: 3.0,
            target_shares: None,
            shapes: vec![
                ("1000 + 1000 random", piles(|_| rng.range(1..=1000) as i64)),
                ("1000 + 1000 all equal", piles(|_| 1000)),
                ("1000 + 1000 sorted", piles(|k| 1000 - k as i64 % 1000)),
            ],
        },
        Problem {
            binary: "abc206f",
            time_limit: second,
            memory_limit_mib: 1024.0,
            target_time: TimeTarget::AfterStartUp(ms(5)),
            target_memory_mib: 3.0,
            target_shares: None,
            shapes: vec![
                (
                    "20 x 100 random intervals",
                    intervals(|| {
                        let l = rng.range(1..=99);
                        (l as usize, rng.range(l + 1..=100) as usize)
                    }),
                ),
                (
                    "20 x 100 short, overlapping",
                    intervals(|| {
                        let l = rng.range(1..=97);
                        (l as usize, (l + rng.range(1..=3)) as usize)
                    }),
                ),
                ("20 x 100 copies of [1, 100)", intervals(|| (1, 100))),
            ],
        },
        Problem {
            binary: "arc038b",
            time_limit: second,
            memory_limit_mib: 256.0,
            target_time: TimeTarget::AfterStartUp(ms(5)),
            target_memory_mib: 3.0,
            target_shares: None,
            shapes: vec![
                (
                    "100 x 100 random 30 % obstacles",
                    grid(100, 100, |i, j| i + j == 0 || !rng.chance(30), b".#"),
                ),
                ("100 x 100 no obstacle", grid(100, 100, |_, _| true, b".#")),
            ],
        },
        Problem {
            binary: "aoj2741",
            time_limit: second,
            memory_limit_mib: 256.0,
            target_time: TimeTarget::Within(ms(5)),
            target_memory_mib: 6.0,
            target_shares: None,
            shapes: vec![
                (
                    "50 + 50 no jamming card",
                    decks(|| rng.range(1..=1_000_000) as i64),
                ),
                (
                    "50 + 50 random, 30 % jamming",
                    decks(|| {
                        if rng.chance(30) {
                            -1
                        } else {
                            rng.range(1..=1_000_000) as i64
                        }
                    }),
                ),
                ("50 + 50 only jamming cards", decks(|| -1)),
            ],
        },
    ]
}

/// An `h` x `w` grid whose cell (i, j) is `alphabet[0]` where `first(i, j)` holds.
fn grid(
    h: usize,
    w: usize,
    mut first: impl FnMut(usize, usize) -> bool,
    alphabet: &[u8; 2],
) -> String {
    let cells: Vec<Vec<u8>> = (0..h)
        .map(|i| {
            (0..w)
                .map(|j| alphabet[usize::from(!first(i, j))])
                .collect()
        })
        .collect();
    grid_input(&cells)
}

/// Two piles of 1000 objects, the k-th object of the input worth `value(k)`.
fn piles(mut value: impl FnMut(usize) -> i64) -> String {
    let a: Vec<i64> = (0..1000).map(&mut value).collect();
    let b: Vec<i64> = (1000..2000).map(&mut value).collect();
    two_sequences_input(&a, &b)
}

/// Twenty test cases of 100 intervals each, drawn by `interval`.
fn intervals(mut interval: impl FnMut() -> (usize, usize)) -> String {
    let test_cases: Vec<Vec<(usize, usize)>> = (0..20)
        .map(|_| (0..100).map(|_| interval()).collect())
        .collect();
    interval_test_cases_input(&test_cases)
}

/// Two decks of 50 cards drawn by `card`.
fn decks(mut card: impl FnMut() -> i64) -> String {
    let first: Vec<i64> = (0..50).map(|_| card()).collect();
    let second: Vec<i64> = (0..50).map(|_| card()).collect();
    two_sequences_input(&first, &second)
}
