//! A user's solution given as a source file, built the way the judges build one.
//!
//! | file | built with | as on |
//! |---|---|---|
//! | `.cpp`, `.cc`, `.cxx` | `g++ -std=gnu++20 -O2` | AtCoder's and AOJ's GCC C++20 |
//! | `.c` | `gcc -std=gnu11 -O2 -lm` | AtCoder's and AOJ's GCC C |
//! | `.rs` | `rustc --edition 2021 -O` | a one-file Rust judge (AOJ builds one file too) |
//! | `.py` | not built: `python3 FILE`, or `pypy3 FILE` with `--pypy` | CPython or PyPy 3 |
//!
//! A build lands in a cache keyed by the file's content and the command, in
//! `${XDG_CACHE_HOME:-$HOME/.cache}/game-dp/builds/`, so an unchanged file is built once.

use anyhow::{Context, Result, bail};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The command that runs the solution in `file`, after building it if it needs building.
pub fn command(file: &Path, pypy: bool) -> Result<Vec<String>> {
    let extension = file.extension().and_then(|ext| ext.to_str()).unwrap_or("");
    let path = file.display().to_string();
    let compiler: Vec<&str> = match extension {
        "py" if pypy => {
            if Command::new("pypy3").arg("--version").output().is_err() {
                bail!("--pypy: no pypy3 on the PATH");
            }
            return Ok(vec!["pypy3".into(), path]);
        }
        "py" => return Ok(vec!["python3".into(), path]),
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
        let mut build = Command::new(compiler[0]);
        build.args(&compiler[1..]).arg(file).arg("-o").arg(&partial);
        if extension == "c" {
            build.arg("-lm");
        }
        let output = build
            .output()
            .with_context(|| format!("cannot run {}", compiler[0]))?;
        if !output.status.success() {
            bail!(
                "{} rejects {path}:\n{}",
                compiler.join(" "),
                String::from_utf8_lossy(&output.stderr).trim_end()
            );
        }
        std::fs::rename(&partial, &program)
            .with_context(|| format!("cannot keep the build in {}", dir.display()))?;
    }
    Ok(vec![program.display().to_string()])
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
    use super::command;
    use std::path::Path;

    #[test]
    fn python_runs_as_it_is_and_unknown_files_are_refused() {
        assert_eq!(
            command(Path::new("dir/a.py"), false).unwrap(),
            ["python3", "dir/a.py"]
        );
        let error = command(Path::new("a.java"), false).unwrap_err().to_string();
        assert!(
            error.starts_with("a.java: cannot tell how to build it"),
            "{error}"
        );
        let error = command(Path::new("/nonexistent/a.cpp"), false)
            .unwrap_err()
            .to_string();
        assert_eq!(error, "cannot read /nonexistent/a.cpp");
    }

    #[test]
    fn pypy_runs_a_python_file_or_says_it_is_missing() {
        match command(Path::new("a.py"), true) {
            Ok(argv) => assert_eq!(argv, ["pypy3", "a.py"]),
            Err(error) => assert_eq!(error.to_string(), "--pypy: no pypy3 on the PATH"),
        }
    }
}
