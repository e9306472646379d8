//! The words of what a run tried, around its failure or in place of one: a pass, an
//! interruption, the cases tried and those that timed out, and what the replay of the
//! corpus found.

use super::failure::CorpusReplay;
use super::options::StressOptions;
use super::search::{Class, Tally};
use super::subject::Reach;
use crate::notation::count;
use crate::process::signal_words;
use std::fmt::Write as _;
use std::time::Duration;

impl CorpusReplay {
    /// The replay in a sentence, or nothing when the corpus holds no input: `3 remembered
    /// failures (in .coach/tdpcb): all pass now.`
    pub(super) fn words(&self) -> String {
        let mut out = String::new();
        for file in &self.unreadable {
            writeln!(
                out,
                "Cannot read back a remembered input, left as it is: {file}"
            )
            .unwrap();
        }
        let Some(dir) = &self.dir else {
            return out;
        };
        let remembered = self.passing + usize::from(self.failing.is_some());
        let summary = match &self.failing {
            None if remembered == 0 => return out,
            None if remembered == 1 => "it passes now".to_string(),
            None => "all pass now".to_string(),
            Some(failing) if self.passing == 0 => {
                format!("{} fails still", failing.display())
            }
            Some(failing) => format!(
                "{} passed, then {} failed still",
                self.passing,
                failing.display()
            ),
        };
        writeln!(
            out,
            "{} (in {}): {summary}.",
            count(remembered, "remembered failure"),
            dir.display()
        )
        .unwrap();
        out
    }
}

/// What the cases tried, by class, and the largest input: `500 small, 400 medium, 50 random
/// at the maximum, 50 boundary shapes; the largest input: 2000 x 2000 grid`.
pub(super) fn classes_tried(tally: &Tally) -> String {
    let classes = by_class(&tally.classes);
    match &tally.largest {
        Some((_, shape)) => format!("{classes}; the largest input: {shape}"),
        None => "no case".to_string(),
    }
}

/// Counts by class, those that are not 0: `2 random at the maximum, 1 boundary shape`.
fn by_class(counts: &[usize; 4]) -> String {
    let classes: Vec<String> = Class::ALL
        .iter()
        .zip(counts)
        .filter(|&(_, &n)| n > 0)
        .map(|(class, &n)| class.counted(n))
        .collect();
    classes.join(", ")
}

impl Reach {
    /// The generator's reach in a sentence, after a pass: `Every line of nim.py that draws
    /// (2) drew both ends of its range.`, or the places it never reached, one a line.
    pub(super) fn words(&self) -> String {
        if self.missed.is_empty() {
            return format!(
                "Every place of {} that draws ({}) drew both ends of its range.\n",
                self.file, self.places
            );
        }
        let mut out = format!(
            "Never reached by the generator, of the {} that draw in {}:\n",
            count(self.places, "place"),
            self.file
        );
        for missed in &self.missed {
            writeln!(out, "  {missed}").unwrap();
        }
        out
    }
}

/// All cases passed.
pub(super) fn pass(
    problem: &str,
    options: &StressOptions,
    tally: &Tally,
    elapsed: Duration,
) -> String {
    format!(
        "{problem}: all {} passed in {:.1} s (seed {}): {}.\n",
        count(options.cases, "case"),
        elapsed.as_secs_f64(),
        options.seed,
        classes_tried(tally)
    )
}

/// A search stopped by a signal before any case failed.
pub(super) fn interruption(
    problem: &str,
    options: &StressOptions,
    tally: &Tally,
    signal: i32,
) -> String {
    format!(
        "{problem}: interrupted by {} after {} of {}, all passed (seed {}): {}.\n",
        signal_words(signal),
        count(tally.cases(), "case"),
        options.cases,
        options.seed,
        classes_tried(tally)
    )
}

/// What timed out in the search, and what passed: `Timed out: 2 random at the maximum (the
/// other 48 not run); the largest input that passed: 100 + 100 objects.`
pub(super) fn timeouts(tally: &Tally) -> String {
    if tally.timed_out.iter().all(|&n| n == 0) {
        return String::new();
    }
    let mut out = format!("Timed out: {}", by_class(&tally.timed_out));
    if tally.skipped.iter().any(|&n| n > 0) {
        write!(out, "; not run after them: {}", by_class(&tally.skipped)).unwrap();
    }
    match &tally.largest {
        Some((_, shape)) => writeln!(out, ". The largest input that passed: {shape}.").unwrap(),
        None => writeln!(out, ". No input passed.").unwrap(),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stress::failure::example::{one_small_passed, options};
    use std::path::PathBuf;

    #[test]
    fn a_pass_says_what_it_tried_and_an_interruption_what_passed() {
        let tally = one_small_passed();
        assert_eq!(
            pass("tdpcb", &options(), &tally, Duration::from_millis(1500)),
            "tdpcb: all 1 case passed in 1.5 s (seed 3): 1 small; the largest input: 1 + 1 \
             objects.\n"
        );
        let tally = Tally {
            classes: [10, 8, 1, 1],
            largest: Some((4_002_010, "2000 x 2000 grid".to_string())),
            ..Tally::default()
        };
        assert_eq!(
            classes_tried(&tally),
            "10 small, 8 medium, 1 random at the maximum, 1 boundary shape; the largest \
             input: 2000 x 2000 grid"
        );
        assert_eq!(
            interruption("abc201d", &options(), &tally, 2),
            "abc201d: interrupted by Ctrl-C (SIGINT) after 20 cases of 1, all passed (seed 3): \
             10 small, 8 medium, 1 random at the maximum, 1 boundary shape; the largest input: \
             2000 x 2000 grid.\n"
        );
    }

    #[test]
    fn a_reach_names_each_place_never_reached_or_says_each_was() {
        let mut reach = Reach {
            file: "nim.py".to_string(),
            places: 2,
            missed: Vec::new(),
        };
        assert_eq!(
            reach.words(),
            "Every place of nim.py that draws (2) drew both ends of its range.\n"
        );
        reach
            .missed
            .push("line 9 `k = draw(1, n)`: never at the top of its range".to_string());
        assert_eq!(
            reach.words(),
            "Never reached by the generator, of the 2 places that draw in nim.py:\n  line 9 \
             `k = draw(1, n)`: never at the top of its range\n"
        );
    }

    #[test]
    fn time_outs_are_counted_with_what_was_not_run_and_the_largest_pass() {
        assert_eq!(timeouts(&Tally::default()), "");
        let tally = Tally {
            classes: [500, 400, 0, 1],
            largest: Some((900, "100 + 100 objects".to_string())),
            timed_out: [0, 0, 2, 2],
            skipped: [0, 0, 48, 47],
        };
        assert_eq!(
            timeouts(&tally),
            "Timed out: 2 random at the maximum, 2 boundary shapes; not run after them: 48 \
             random at the maximum, 47 boundary shapes. The largest input that passed: 100 + \
             100 objects.\n"
        );
    }

    #[test]
    fn a_replay_says_what_the_corpus_holds_and_what_fails_still() {
        let dir = Some(PathBuf::from(".coach/tdpcb"));
        let replay = |passing, failing: Option<&str>| CorpusReplay {
            dir: dir.clone(),
            passing,
            failing: failing.map(PathBuf::from),
            unreadable: Vec::new(),
        };
        assert_eq!(replay(0, None).words(), "");
        assert_eq!(CorpusReplay::default().words(), "");
        assert_eq!(
            replay(1, None).words(),
            "1 remembered failure (in .coach/tdpcb): it passes now.\n"
        );
        assert_eq!(
            replay(3, None).words(),
            "3 remembered failures (in .coach/tdpcb): all pass now.\n"
        );
        assert_eq!(
            replay(2, Some("x.in")).words(),
            "3 remembered failures (in .coach/tdpcb): 2 passed, then x.in failed still.\n"
        );
        assert_eq!(
            replay(0, Some("x.in")).words(),
            "1 remembered failure (in .coach/tdpcb): x.in fails still.\n"
        );
        let mut unreadable = replay(0, None);
        unreadable
            .unreadable
            .push("y.in: not UTF-8 text".to_string());
        assert_eq!(
            unreadable.words(),
            "Cannot read back a remembered input, left as it is: y.in: not UTF-8 text\n"
        );
    }
}
