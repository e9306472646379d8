//! `cargo bench`: every solution binary (release build, `lto = true` as on the judge) on
//! deterministic maximum-constraint inputs of several shapes. Each input is written to a file
//! and given to the binary as standard input, and each binary runs `RUNS` times per input.
//! For every binary and shape it prints the median wall time and the peak resident memory of
//! the child process (`VmHWM`, read just before it exits), and both as a share of the judge's limits.
//!
//! The first row of each binary is its smallest sample: the cost of starting the process.

#[path = "../tests/common/mod.rs"]
mod common;

use common::{Rng, binary_path, grid_input, interval_test_cases_input, two_sequences_input};
use std::ffi::{CStr, CString};
use std::fs::File;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::{Duration, Instant};

const RUNS: usize = 15;
const MIB: f64 = 1024.0 * 1024.0;

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
    for problem in problems() {
        let sample = std::fs::read_to_string(common::cases_dir(problem.binary).join("sample-1.in"))
            .expect("sample-1.in");
        let shapes =
            std::iter::once(("start-up (sample 1)", sample)).chain(problem.shapes.iter().cloned());
        let mut start_up = None;
        for (shape, input) in shapes {
            let path = dir.join(format!("{}.in", problem.binary));
            std::fs::write(&path, &input).expect("a writable scratch file");
            let (time, memory_mib) = measure(binary_path(problem.binary), &path);
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
}

/// Runs `binary` `RUNS` times on the file `input`; returns the median wall time and the
/// largest peak resident memory seen, in MiB.
fn measure(binary: &str, input: &Path) -> (Duration, f64) {
    let program = CString::new(binary).expect("a path without NUL");
    let mut times = Vec::with_capacity(RUNS);
    let mut peak_kib = 0;
    for _ in 0..RUNS {
        let stdin = File::open(input).expect("the input file");
        let stdout = File::create("/dev/null").expect("/dev/null");
        let (time, hwm_kib) = run_traced(&program, &stdin, &stdout);
        times.push(time);
        peak_kib = peak_kib.max(hwm_kib);
    }
    times.sort();
    (times[RUNS / 2], peak_kib as f64 * 1024.0 / MIB)
}

/// Runs `program` once with the given standard input and output, and returns its wall time
/// and its peak resident memory (`VmHWM`) in KiB.
///
/// `ru_maxrss` from `wait4` would not do: at `exec` the kernel folds in the peak of the
/// memory the child started with, which is the whole benchmark process (std spawns with
/// `vfork` semantics). So the child is traced, stopped just before it exits
/// (`PTRACE_O_TRACEEXIT`), while its own memory map still exists, and `VmHWM` is read from
/// `/proc/<pid>/status`.
fn run_traced(program: &CStr, stdin: &File, stdout: &File) -> (Duration, u64) {
    let argv = [program.as_ptr(), std::ptr::null()];
    let start = Instant::now();
    // SAFETY: this process is single-threaded, and the child calls only async-signal-safe
    // functions (dup2, ptrace, execv, _exit) before it becomes the program.
    let pid = unsafe { libc::fork() };
    assert!(pid >= 0, "fork failed: {}", std::io::Error::last_os_error());
    if pid == 0 {
        // SAFETY: see above; every pointer outlives the call, and `_exit` ends the child if
        // `execv` fails.
        unsafe {
            libc::dup2(stdin.as_raw_fd(), 0);
            libc::dup2(stdout.as_raw_fd(), 1);
            libc::ptrace(libc::PTRACE_TRACEME, 0, 0, 0);
            libc::execv(program.as_ptr(), argv.as_ptr());
            libc::_exit(127);
        }
    }
    let mut hwm_kib = None;
    let mut exit_traced = false;
    loop {
        let mut status = 0;
        // SAFETY: `pid` is our child; `status` is valid for writes.
        let waited = unsafe { libc::waitpid(pid, &mut status, 0) };
        assert_eq!(
            waited,
            pid,
            "waitpid failed: {}",
            std::io::Error::last_os_error()
        );
        if libc::WIFEXITED(status) {
            let code = libc::WEXITSTATUS(status);
            assert_eq!(code, 0, "{program:?} exited with {code}");
            break;
        }
        assert!(
            libc::WIFSTOPPED(status),
            "{program:?} ended by a signal: {status:#x}"
        );
        let event = status >> 16;
        let signal = libc::WSTOPSIG(status);
        let resume_with = if event == libc::PTRACE_EVENT_EXIT {
            hwm_kib = Some(vm_hwm_kib(pid));
            0
        } else if signal == libc::SIGTRAP && !exit_traced {
            // The stop after `execv`: from now on, stop again just before exiting.
            // SAFETY: `pid` is our stopped tracee.
            let set =
                unsafe { libc::ptrace(libc::PTRACE_SETOPTIONS, pid, 0, libc::PTRACE_O_TRACEEXIT) };
            assert_eq!(set, 0, "PTRACE_SETOPTIONS failed");
            exit_traced = true;
            0
        } else {
            signal
        };
        // SAFETY: `pid` is our stopped tracee.
        unsafe { libc::ptrace(libc::PTRACE_CONT, pid, 0, resume_with) };
    }
    let time = start.elapsed();
    (time, hwm_kib.expect("the exit stop was seen"))
}

/// The `VmHWM` line of `/proc/<pid>/status`, in KiB.
fn vm_hwm_kib(pid: libc::pid_t) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("a VmHWM line in kB")
}

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
            target_memory_mib: 10.0,
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
