//! The stress report a person reads, and the counterexample saved for `tests/cases/`.

use super::{Failure, Options, Report, Verdict};
use crate::play;
use crate::problem::Coached;
use anyhow::{Context, Result};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The report: one line when every case passed; otherwise the failure, the minimized input,
/// what was expected and what the solution did, and `coach play` of that input.
pub fn text<P: Coached>(report: &Report<P>, options: &Options, elapsed: Duration) -> String {
    let Some(failure) = &report.failure else {
        return format!(
            "{}: all {} cases passed in {:.1} s (seed {}).\n",
            P::NAME,
            report.cases_run,
            elapsed.as_secs_f64(),
            options.seed
        );
    };
    let mut out = format!(
        "{}: {} on case {} ({} cases run, seed {}); shrunk from {} to {} bytes in {} steps \
         ({} runs tried), {:.1} s in all.\n",
        P::NAME,
        failure.run.verdict.abbreviation(),
        failure.case + 1,
        report.cases_run,
        options.seed,
        P::format(&failure.original).len(),
        P::format(&failure.shrunk).len(),
        failure.steps,
        failure.tries,
        elapsed.as_secs_f64()
    );
    let finished = &failure.run.finished;
    write!(
        out,
        "\n--- input\n{}--- expected\n{}\n",
        P::format(&failure.shrunk),
        failure.expected
    )
    .unwrap();
    match failure.run.verdict {
        Verdict::Re => writeln!(
            out,
            "--- actual: {}, standard error:\n{}",
            finished.ended(),
            finished
                .stderr
                .lines()
                .take(20)
                .collect::<Vec<_>>()
                .join("\n")
        )
        .unwrap(),
        Verdict::Tle => writeln!(out, "--- actual: {}", finished.ended()).unwrap(),
        _ => write!(out, "--- actual\n{}", finished.stdout).unwrap(),
    }
    out
}

/// `coach play` of the minimized input, to show why the expected answer is right.
pub fn why<P: Coached>(failure: &Failure<P>) -> Option<String> {
    let played = play::play::<P>(&failure.shrunk).ok()?;
    Some(format!(
        "\n--- why: coach play {}\n{}",
        P::NAME,
        play::text(&played, false)
    ))
}

/// Writes the minimized input to `PREFIX.in` and the expected output to `PREFIX.out`;
/// returns both paths.
pub fn save<P: Coached>(failure: &Failure<P>, prefix: &Path) -> Result<(PathBuf, PathBuf)> {
    let with = |extension: &str| {
        let mut path = prefix.as_os_str().to_owned();
        path.push(extension);
        PathBuf::from(path)
    };
    let (input, output) = (with(".in"), with(".out"));
    std::fs::write(&input, P::format(&failure.shrunk))
        .with_context(|| format!("cannot save {}", input.display()))?;
    std::fs::write(&output, format!("{}\n", failure.expected))
        .with_context(|| format!("cannot save {}", output.display()))?;
    Ok((input, output))
}
