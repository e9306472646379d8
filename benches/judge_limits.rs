//! `cargo bench`: every solution binary (release build, `lto = true` as on the judge) on
//! deterministic maximum-constraint inputs of several shapes. Each input is written to a file
//! and given to the binary as standard input, and each binary runs `RUNS` times per input.
//! For every binary and shape it prints the median wall time and the peak resident memory of
//! the child process (`VmHWM`, read just before it exits), and both as a share of the judge's limits.
//!
//! The first row of each binary is its smallest sample: the cost of starting the process.

#[path = "../tests/common/mod.rs"]
mod common;

use coach::Coached;
use coach::Rng;
use coach::Size;
use coach::compare::Rule;
use coach::dev::measure::measure;
use coach::format::{grid_input, interval_test_cases_input, two_sequences_input};
use coach::problems::{Name, Task};
use coach::process::Limits;
use coach::stress::{Options, find};
use common::binary_path;
use std::time::Duration;

const RUNS: usize = 15;

struct Problem {
    binary: &'static str,
    time_limit: Duration,
    memory_limit_mib: f64,
    /// The targets at maximum constraints.
    target_time: TimeTarget,
    target_memory_mib: f64,
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
         | target |"
    );
    println!("|---|---|---:|---:|---:|---:|---|");
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
            let start_up = *start_up.get_or_insert(time);
            let (time_bound, time_target) = match problem.target_time {
                TimeTarget::Within(bound) => (bound, format!("≤ {} ms", bound.as_millis())),
                TimeTarget::AfterStartUp(extra) => (
                    start_up + extra,
                    format!("≤ start-up + {} ms", extra.as_millis()),
                ),
            };
            let met = time <= time_bound && memory_mib <= problem.target_memory_mib;
            println!(
                "| {} | {shape} | {:.2} ms | {:.2} % | {memory_mib:.2} MiB | {:.2} % | {} \
                 ({time_target}, ≤ {} MiB) |",
                problem.binary,
                time.as_secs_f64() * 1e3,
                100.0 * time.as_secs_f64() / problem.time_limit.as_secs_f64(),
                100.0 * memory_mib / problem.memory_limit_mib,
                if met { "met" } else { "MISSED" },
                problem.target_memory_mib,
            );
        }
    }
    std::fs::remove_dir_all(&dir).expect("the scratch folder can be removed");
    // Last: stress spawns threads, and `measure` forks, which wants one thread.
    stress_throughput();
}

/// `coach stress` against each release binary on small inputs: cases per second, 2 workers.
fn stress_throughput() {
    const CASES: usize = 1000;
    println!("\n`coach stress --max-size small` against the binaries, {CASES} cases each:\n");
    println!("| binary | cases per second | target |");
    println!("|---|---:|---|");
    for &name in Name::ALL {
        let binary = name.binary();
        let options = Options {
            cases: CASES,
            seed: 1,
            max_size: Size::Small,
            command: vec![binary_path(binary).display().to_string()],
            workers: 2,
            limits: Limits {
                time: Duration::from_secs(2),
                output: 64 << 20,
            },
            rule: Rule::Tokens,
            shrink_time: None,
            shrink_tries: 10_000,
        };
        let start = std::time::Instant::now();
        let passed = name.run(Stress(&options));
        assert!(passed, "{binary} should pass every case");
        let per_second = CASES as f64 / start.elapsed().as_secs_f64();
        let met = if per_second >= 300.0 { "met" } else { "MISSED" };
        println!("| {binary} | {per_second:.0} | {met} (≥ 300) |");
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
            target_time: TimeTarget::Within(ms(20)),
            // The 4 MB input, read once, with the rows borrowed from it.
            target_memory_mib: 6.0,
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
