//! The values arguments take, each read and checked once: a number of seconds, a count, a
//! seed, a range of n, and a problem or a rules file.

use crate::problems::Name;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// A number of seconds, as the command line writes it: `2`, `0.5`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Seconds(pub(crate) Duration);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.as_secs_f64())
    }
}

/// A number of seconds: positive, finite, and at most a day.
pub(super) fn seconds(text: &str) -> Result<Seconds, String> {
    let seconds: f64 = text
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(seconds > 0.0 && seconds <= 86_400.0) {
        return Err(format!(
            "{text} s: give more than 0 and at most 86400 seconds"
        ));
    }
    Ok(Seconds(Duration::from_secs_f64(seconds)))
}

/// What a teaching command plays: a problem of the roster, or a rules file.
#[derive(Clone, Debug)]
pub(crate) enum Taught {
    Problem(Name),
    Rules(PathBuf),
}

/// A problem by its binary's name, or a rules file by its path (`.py`).
pub(super) fn taught(text: &str) -> Result<Taught, String> {
    if let Ok(name) = <Name as clap::ValueEnum>::from_str(text, true) {
        return Ok(Taught::Problem(name));
    }
    // A program that speaks the rules protocol itself stands in for a `.py` file.
    if text.ends_with(".py") || Path::new(text).is_file() {
        return Ok(Taught::Rules(PathBuf::from(text)));
    }
    let names: Vec<&str> = Name::ALL.iter().map(|name| name.binary()).collect();
    Err(format!(
        "`{}` is neither a problem ({}) nor a rules file (a .py file, or a program that \
         speaks the protocol)",
        crate::notation::quote(text),
        names.join(", ")
    ))
}

/// A range of n, both ends included: `0..100`.
pub(super) fn range(text: &str) -> Result<(i64, i64), String> {
    let refused = || format!("`{text}` is not a range: give A..B, such as 0..100");
    let (from, to) = text.split_once("..").ok_or_else(refused)?;
    let (from, to): (i64, i64) = (
        from.trim().parse().map_err(|_| refused())?,
        to.trim().parse().map_err(|_| refused())?,
    );
    if from > to {
        return Err(format!("{text}: the range is empty, give A..B with A <= B"));
    }
    let points = to.checked_sub(from).and_then(|d| d.checked_add(1));
    let most = crate::rules::experiment::MAX_POINTS;
    if points.is_none_or(|points| points > most) {
        return Err(format!("{text}: at most {most} values at once"));
    }
    Ok((from, to))
}

/// A count of at least one: `1`, `1000`.
pub(super) fn at_least_one(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("give at least 1".to_string()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("`{text}` is not a whole number of at least 1")),
    }
}

/// A seed: any whole number from 0 to 2^64 - 1.
pub(super) fn seed(text: &str) -> Result<u64, String> {
    text.parse().map_err(|_| {
        format!(
            "`{text}` is not a seed: give a whole number from 0 to {}",
            u64::MAX
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_more_than_0_and_at_most_a_day() {
        let seconds = |text| seconds(text).map(|seconds| seconds.0);
        assert_eq!(seconds("0.25"), Ok(Duration::from_millis(250)));
        assert_eq!(seconds("86400"), Ok(Duration::from_secs(86_400)));
        assert_eq!(
            seconds("86400.5"),
            Err("86400.5 s: give more than 0 and at most 86400 seconds".to_string())
        );
        assert!(seconds("0").is_err() && seconds("-1").is_err() && seconds("inf").is_err());
        assert_eq!(
            seconds("2s"),
            Err("`2s` is not a number of seconds".to_string())
        );
        assert_eq!(Seconds(Duration::from_millis(2500)).to_string(), "2.5");
    }

    #[test]
    fn counts_are_at_least_one_and_seeds_any_unsigned_number() {
        assert_eq!(at_least_one("3"), Ok(3));
        assert_eq!(at_least_one("0"), Err("give at least 1".to_string()));
        assert_eq!(
            at_least_one("-2"),
            Err("`-2` is not a whole number of at least 1".to_string())
        );
        assert_eq!(seed("0"), Ok(0));
        assert_eq!(
            seed("-1"),
            Err(format!(
                "`-1` is not a seed: give a whole number from 0 to {}",
                u64::MAX
            ))
        );
    }
}
