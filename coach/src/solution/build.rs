//! A user's solution given as a source file, built the way the judges build one.
//!
//! | file | built with | as on |
//! |---|---|---|
//! | `.cpp`, `.cc`, `.cxx` | `g++ -std=gnu++20 -O2` | AtCoder's and AOJ's GCC C++20 |
//! | `.c` | `gcc -std=gnu11 -O2 -lm` | AtCoder's and AOJ's GCC C |
//! | `.rs` | `rustc --edition 2021 -O` | a one-file Rust judge (AOJ builds one file too) |
//! | `.py` | not built: `python3 FILE`, or `pypy3 FILE` with `--pypy` (the interpreter itself, not a version manager's shim) | CPython or PyPy 3 |
//!
//! A build lands in a cache keyed by the file's content and the command, in
//! `${XDG_CACHE_HOME:-$HOME/.cache}/game-dp/builds/`, so an unchanged file is built once.

use crate::process::{self, Ended, Limits};
use anyhow::{Context, Result, bail};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Seconds a build may take by default (`--build-time-limit`): far more than a contest
/// program's, short of for ever.
pub(crate) const BUILD_TIME_LIMIT: Duration = Duration::from_secs(60);

/// The command that runs the solution in `file`, after building it if it needs building.
/// A file that cannot be read, or `--pypy` with a file that is not Python, is refused here,
/// before any case runs. The build runs as a run does (`process/`: its process group, a
/// signal or coach's end kills the compiler and all it started) within `limit`.
pub(super) fn command(file: &Path, pypy: bool, limit: Duration) -> Result<Vec<String>> {
    let extension = file.extension().and_then(|ext| ext.to_str()).unwrap_or("");
    let path = file.display().to_string();
    if pypy && extension != "py" {
        bail!("--pypy runs a .py solution with PyPy; {path} is not one");
    }
    let compiler: Vec<&str> = match extension {
        "py" => {
            std::fs::File::open(file).with_context(|| format!("cannot read {path}"))?;
            return Ok(vec![python(pypy)?, path]);
        }
        "cpp" | "cc" | "cxx" => vec!["g++", "-std=gnu++20", "-O2"],
        "c" => vec!["gcc", "-std=gnu11", "-O2"],
        "rs" => vec!["rustc", "--edition", "2021", "-O"],
        _ => bail!(
            "{path}: cannot tell how to build it; give a .cpp, .cc, .cxx, .c, .rs or .py file, \
             or any command after --"
        ),
    };
    let source = std::fs::read(file).with_context(|| format!("cannot read {path}"))?;
    let mut hasher = DefaultHasher::new();
    (&source, &compiler).hash(&mut hasher);
    let dir = cache_dir()?.join(format!("{:016x}", hasher.finish()));
    let program = dir.join("solution");
    if !program.exists() {
        std::fs::create_dir_all(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
        let partial = dir.join(format!("solution.{}", std::process::id()));
        let mut build: Vec<String> = compiler.iter().map(|word| word.to_string()).collect();
        build.extend([path.clone(), "-o".to_string()]);
        build.push(partial.display().to_string());
        if extension == "c" {
            build.push("-lm".to_string());
        }
        let built = process::run(&build, &[], b"", build_limits(limit));
        let success = |ended| matches!(ended, Ended::Exited(status) if status.success());
        if !built.as_ref().is_ok_and(|built| success(built.ended)) {
            // A compiler stopped half way may leave half a program.
            let _ = std::fs::remove_file(&partial);
        }
        let built = built.with_context(|| format!("cannot build {path}"))?;
        match built.ended {
            ended if success(ended) => {}
            Ended::TimedOut => {
                bail!(
                    "{} did not finish building {path} within {} s: give more with \
                     --build-time-limit, or look for an #include that never ends",
                    compiler[0],
                    limit.as_secs_f64()
                )
            }
            _ => bail!(
                "{} rejects {path}:\n{}",
                compiler.join(" "),
                String::from_utf8_lossy(&built.stderr).trim_end()
            ),
        }
        std::fs::rename(&partial, &program)
            .with_context(|| format!("cannot keep the build in {}", dir.display()))?;
    }
    Ok(vec![program.display().to_string()])
}

/// Whether a program of `name` is on the PATH, as a shell would find it: advice names only
/// what this machine can run.
pub(crate) fn installed(name: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| {
            let program = dir.join(name);
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::metadata(&program)
                    .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
            }
            #[cfg(not(unix))]
            {
                program.is_file()
            }
        })
    })
}

/// The Python interpreter to run a `.py` file with, `pypy3` with `pypy` or else `python3`,
/// found once: a version manager's shim (pyenv's, which costs a tenth of a second or more
/// at every start) is passed by, where the interpreter names its own path.
fn python(pypy: bool) -> Result<String> {
    let name = if pypy { "pypy3" } else { "python3" };
    let ask = [name, "-c", "import sys; print(sys.executable)"].map(String::from);
    // As long as a build may take: a busy machine can take seconds to start an interpreter.
    let output = match process::run(&ask, &[], b"", build_limits(BUILD_TIME_LIMIT)) {
        Ok(output) if matches!(output.ended, Ended::Exited(status) if status.success()) => output,
        Err(error) if process::interruption(&error).is_some() => return Err(error),
        _ => bail!("cannot run {name}: it is not on the PATH, or does not start"),
    };
    let path = String::from_utf8_lossy(&output.stdout).trim().to_string();
    // An interpreter that cannot tell its own path is run by its name.
    Ok(if Path::new(&path).is_file() {
        path
    } else {
        name.to_string()
    })
}

/// Bytes of a compiler's messages kept for the report.
const BUILD_OUTPUT: usize = 1 << 20;

/// The bounds of a build (or of asking an interpreter its path): `time`, and the messages
/// kept.
fn build_limits(time: std::time::Duration) -> Limits {
    Limits {
        time,
        output: BUILD_OUTPUT,
    }
}

fn cache_dir() -> Result<PathBuf> {
    let base = match std::env::var_os("XDG_CACHE_HOME") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(
            std::env::var_os("HOME").context("neither XDG_CACHE_HOME nor HOME is set")?,
        )
        .join(".cache"),
    };
    Ok(base.join("game-dp/builds"))
}

#[cfg(test)]
mod tests {
    use super::{BUILD_TIME_LIMIT, command};
    use std::path::Path;
    use std::process::Command;
    use std::time::Duration;

    const LIMIT: Duration = BUILD_TIME_LIMIT;

    #[test]
    fn python_runs_as_it_is_and_unknown_files_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.py");
        std::fs::write(&file, "print(1)\n").unwrap();
        let argv = command(&file, false, LIMIT).unwrap();
        assert_eq!(argv[1], file.display().to_string());
        // The interpreter itself, never a shim: it runs Python.
        let version = Command::new(&argv[0]).arg("--version").output().unwrap();
        assert!(String::from_utf8_lossy(&version.stdout).starts_with("Python 3"));
        assert!(!argv[0].contains("shims"), "{argv:?}");
        let missing = command(Path::new("/nonexistent/nope.py"), false, LIMIT).unwrap_err();
        assert_eq!(missing.to_string(), "cannot read /nonexistent/nope.py");
        let rust = command(Path::new("a.rs"), true, LIMIT)
            .unwrap_err()
            .to_string();
        assert_eq!(
            rust,
            "--pypy runs a .py solution with PyPy; a.rs is not one"
        );
        let error = command(Path::new("a.java"), false, LIMIT)
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("a.java: cannot tell how to build it"),
            "{error}"
        );
        let error = command(Path::new("/nonexistent/a.cpp"), false, LIMIT)
            .unwrap_err()
            .to_string();
        assert_eq!(error, "cannot read /nonexistent/a.cpp");
    }

    #[test]
    fn a_build_that_never_ends_is_stopped_at_its_limit_and_leaves_no_compiler() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("never");
        let c_path = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo(3) with a path that lives across the call.
        assert_eq!(unsafe { libc::mkfifo(c_path.as_ptr(), 0o600) }, 0);
        let file = dir.path().join("hangs.c");
        std::fs::write(&file, "#include \"never\"\nint main(void) { return 0; }\n").unwrap();
        let error = command(&file, false, Duration::from_millis(500))
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("gcc did not finish building") && error.contains("within 0.5 s"),
            "{error}"
        );
        let left: Vec<String> = std::fs::read_dir("/proc")
            .unwrap()
            .filter_map(|entry| std::fs::read(entry.ok()?.path().join("cmdline")).ok())
            .map(|cmdline| String::from_utf8_lossy(&cmdline).into_owned())
            .filter(|cmdline| cmdline.contains(file.to_str().unwrap()))
            .collect();
        assert!(left.is_empty(), "{left:?}");
    }

    #[test]
    fn pypy_runs_a_python_file_or_says_it_is_missing() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.py");
        std::fs::write(&file, "print(1)\n").unwrap();
        match command(&file, true, LIMIT) {
            Ok(argv) => assert!(argv[0].contains("pypy"), "{argv:?}"),
            Err(error) => assert_eq!(
                error.to_string(),
                "cannot run pypy3: it is not on the PATH, or does not start"
            ),
        }
    }
}
