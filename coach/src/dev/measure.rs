//! Wall time and peak memory of a child process, for the benchmarks.

use std::ffi::CString;
use std::fs::File;
use std::os::fd::AsRawFd;
use std::path::Path;
use std::time::{Duration, Instant};

/// Runs the command `argv` `runs` times on the file `input`, its output and standard error
/// thrown away, each of which must exit with status 0; returns the median wall time and the largest peak resident memory seen, in
/// MiB. For benchmarks: the calling process must be single-threaded.
pub fn measure(argv: &[&str], input: &Path, runs: usize) -> (Duration, f64) {
    measure_exiting(argv, input, runs, 0)
}

/// [`measure`], for a command that must exit with `status`.
pub fn measure_exiting(argv: &[&str], input: &Path, runs: usize, status: i32) -> (Duration, f64) {
    let argv: Vec<CString> = argv
        .iter()
        .map(|arg| CString::new(*arg).expect("an argument without NUL"))
        .collect();
    let mut times = Vec::with_capacity(runs);
    let mut peak_kib = 0;
    for _ in 0..runs {
        let stdin = File::open(input).expect("the input file");
        let stdout = File::create("/dev/null").expect("/dev/null");
        let (time, hwm_kib) = run_traced(&argv, &stdin, &stdout, status);
        times.push(time);
        peak_kib = peak_kib.max(hwm_kib);
    }
    times.sort();
    (times[runs / 2], peak_kib as f64 / 1024.0)
}

/// Runs the command `argv` once on the file `input`, which must exit with `status`: its wall
/// time, its peak resident memory in MiB and what it wrote to standard output (its report).
pub fn measure_report(argv: &[&str], input: &Path, status: i32) -> (Duration, f64, Vec<u8>) {
    let argv: Vec<CString> = argv
        .iter()
        .map(|arg| CString::new(*arg).expect("an argument without NUL"))
        .collect();
    let stdin = File::open(input).expect("the input file");
    let mut stdout = tempfile::tempfile().expect("a scratch file");
    let (time, hwm_kib) = run_traced(&argv, &stdin, &stdout, status);
    let mut report = Vec::new();
    std::io::Seek::rewind(&mut stdout).expect("the scratch file rewinds");
    std::io::Read::read_to_end(&mut stdout, &mut report).expect("the scratch file reads");
    (time, hwm_kib as f64 / 1024.0, report)
}

/// Runs the command `argv` once with the given standard input and output, and returns its wall time
/// and its peak resident memory (`VmHWM`) in KiB.
///
/// `ru_maxrss` from `wait4` would not do: at `exec` the kernel folds in the peak of the
/// memory the child started with, which is the whole benchmark process (std spawns with
/// `vfork` semantics). So the child is traced, stopped just before it exits
/// (`PTRACE_O_TRACEEXIT`), while its own memory map still exists, and `VmHWM` is read from
/// `/proc/<pid>/status`.
fn run_traced(argv: &[CString], stdin: &File, stdout: &File, expected: i32) -> (Duration, u64) {
    let program = &argv[0];
    let pointers: Vec<*const libc::c_char> = argv
        .iter()
        .map(|arg| arg.as_ptr())
        .chain([std::ptr::null()])
        .collect();
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
            // Standard error too is thrown away, as a judge does: a solution may print its
            // table there.
            libc::dup2(stdout.as_raw_fd(), 2);
            libc::ptrace(libc::PTRACE_TRACEME, 0, 0, 0);
            libc::execv(program.as_ptr(), pointers.as_ptr());
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
            assert_eq!(code, expected, "{program:?} exited with {code}");
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
