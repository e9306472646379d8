//! The failures `stress` has found, remembered between runs, as Hypothesis keeps its
//! examples in `.hypothesis/` and proptest its seeds in `proptest-regressions/`.
//!
//! A problem's corpus is a folder, `.coach/<problem>/` under the current directory unless
//! `--corpus DIR` (or `COACH_CORPUS`) names another root. Each failure is kept in the oj
//! layout, so that `oj t -d .coach/<problem>` runs it: `<solution>-<hash>.in` and `.out`, the
//! shrunk input and what the submission prints for it, `<solution>-<hash>-original.in` and
//! `.out`, the input as it was found, and `<solution>-<hash>.txt`, a note of where it came
//! from. The hash is the shrunk input's: names never collide, and a failure found again is
//! not written twice. Every run replays the corpus first, smallest input first.

use crate::problem::Subject;
use crate::solution::{Run, Runner, Verdict};
use anyhow::{Context, Result};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

/// Where the corpora are kept when nothing else says.
pub(crate) const DEFAULT_ROOT: &str = ".coach";

/// The environment variable that names the corpora's root in place of [`DEFAULT_ROOT`].
pub(crate) const ROOT_VARIABLE: &str = "COACH_CORPUS";

/// One problem's corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corpus {
    pub dir: PathBuf,
}

/// A remembered input, read back.
pub struct Remembered<T> {
    pub path: PathBuf,
    pub input: T,
    /// The input as shrunk when it was found, not as it was found.
    pub shrunk: bool,
}

/// What a replay of the corpus found.
pub struct Replayed<T> {
    /// The remembered failures whose every input passes now (a failure keeps its shrunk
    /// input and the one it was found on).
    pub passing: usize,
    /// The first, smallest, that fails still, with its verdict.
    pub failing: Option<(Remembered<T>, Run)>,
    /// The files that could not be read back, each with why.
    pub unreadable: Vec<String>,
}

/// A failure's files in the corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CorpusFiles {
    /// The shrunk input's file.
    pub shrunk: PathBuf,
    /// The original input's file, where it was another input.
    pub original: Option<PathBuf>,
    /// Whether it was there already: the same failure, found before.
    pub known: bool,
}

impl Corpus {
    /// `problem`'s corpus under `root`, or under [`ROOT_VARIABLE`] or [`DEFAULT_ROOT`] when
    /// `root` is `None`.
    pub fn of(root: Option<&Path>, problem: &str) -> Corpus {
        let root = match root {
            Some(root) => root.to_path_buf(),
            None => std::env::var_os(ROOT_VARIABLE)
                .filter(|root| !root.is_empty())
                .map_or_else(|| PathBuf::from(DEFAULT_ROOT), PathBuf::from),
        };
        Corpus {
            dir: root.join(problem),
        }
    }

    /// Every remembered input, smallest first (then by name), read with the subject's
    /// parser; a file that no longer reads is told, and left where it is.
    pub fn read_remembered<S: Subject>(
        &self,
        subject: &S,
    ) -> (Vec<Remembered<S::Input>>, Vec<String>) {
        let mut files: Vec<(u64, PathBuf)> = match std::fs::read_dir(&self.dir) {
            Ok(entries) => entries
                .filter_map(|entry| entry.ok())
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|extension| extension == "in"))
                .map(|path| (std::fs::metadata(&path).map_or(0, |meta| meta.len()), path))
                .collect(),
            Err(_) => Vec::new(),
        };
        files.sort();
        let mut remembered = Vec::new();
        let mut unreadable = Vec::new();
        for (_, path) in files {
            let read = std::fs::read(&path)
                .map_err(|error| error.to_string())
                .and_then(|bytes| {
                    String::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())
                })
                .and_then(|text| subject.read(&path, &text));
            match read {
                Ok(input) => {
                    let shrunk = !path
                        .file_stem()
                        .is_some_and(|stem| stem.to_string_lossy().ends_with("-original"));
                    remembered.push(Remembered {
                        path,
                        input,
                        shrunk,
                    });
                }
                Err(why) => unreadable.push(format!("{}: {why}", path.display())),
            }
        }
        (remembered, unreadable)
    }

    /// Runs every remembered input, smallest first, up to the first that fails.
    pub fn replay<S: Subject>(&self, subject: &S, runner: &Runner) -> Result<Replayed<S::Input>> {
        let (remembered, unreadable) = self.read_remembered(subject);
        let failure = |path: &Path| {
            let stem = path.file_stem().unwrap_or_default().to_string_lossy();
            stem.trim_end_matches("-original").to_string()
        };
        let mut failures: Vec<String> = remembered.iter().map(|case| failure(&case.path)).collect();
        failures.sort();
        failures.dedup();
        let mut passed = Vec::new();
        for case in remembered {
            let (run, _) = subject.judge(runner, &case.input)?;
            if run.verdict != Verdict::Ac {
                let failing = failure(&case.path);
                passed.retain(|stem| *stem != failing);
                passed.sort();
                passed.dedup();
                return Ok(Replayed {
                    passing: passed.len(),
                    failing: Some((case, run)),
                    unreadable,
                });
            }
            passed.push(failure(&case.path));
        }
        Ok(Replayed {
            passing: failures.len(),
            failing: None,
            unreadable,
        })
    }

    /// Keeps a failure: the shrunk input and, where it differs, the original, each with what
    /// the submission prints, and `note`; nothing is written again when the same failure is
    /// there already.
    pub fn keep<S: Subject>(
        &self,
        subject: &S,
        solution: &str,
        original: &S::Input,
        shrunk: &S::Input,
        note: &str,
    ) -> Result<CorpusFiles> {
        std::fs::create_dir_all(&self.dir)
            .with_context(|| format!("cannot make {}", self.dir.display()))?;
        let text = subject.format(shrunk);
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        let stem = format!("{}-{:08x}", plain(solution), hasher.finish() as u32);
        let shrunk_path = self.dir.join(format!("{stem}.in"));
        let known = std::fs::read_to_string(&shrunk_path).is_ok_and(|held| held == text);
        if !known {
            write_case(subject, &shrunk_path, shrunk)?;
            std::fs::write(self.dir.join(format!("{stem}.txt")), note)
                .with_context(|| format!("cannot write in {}", self.dir.display()))?;
        }
        let original = (subject.format(original) != text)
            .then(|| {
                let path = self.dir.join(format!("{stem}-original.in"));
                write_case(subject, &path, original).map(|()| path)
            })
            .transpose()?;
        Ok(CorpusFiles {
            shrunk: shrunk_path,
            original,
            known,
        })
    }
}

/// Writes `input` to `path`, what the subject answers for it beside, as `.out`, and what
/// else the subject keeps beside an input (a rules file's draws).
pub(crate) fn write_case<S: Subject>(subject: &S, path: &Path, input: &S::Input) -> Result<()> {
    std::fs::write(path, subject.format(input))
        .with_context(|| format!("cannot save {}", path.display()))?;
    let out = path.with_extension("out");
    std::fs::write(&out, format!("{}\n", subject.answer(input)?))
        .with_context(|| format!("cannot save {}", out.display()))?;
    subject.keep_beside(path, input)
}

/// `name` as a file name may carry it: letters, digits, `-` and `_`, the rest as `_`.
pub(crate) fn plain(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Known, Tdpcb};

    #[test]
    fn a_failure_is_kept_once_in_the_oj_layout_and_read_back_smallest_first() {
        let root = tempfile::tempdir().unwrap();
        let corpus = Corpus::of(Some(root.path()), "tdpcb");
        assert_eq!(corpus.dir, root.path().join("tdpcb"));
        let original = (vec![5, 1, 2], vec![3]);
        let shrunk = (vec![1], vec![2, 3]);
        let kept = corpus
            .keep(
                &Known::<Tdpcb>::new(),
                "my sol.py",
                &original,
                &shrunk,
                "note\n",
            )
            .unwrap();
        assert!(!kept.known);
        let name = kept
            .shrunk
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        assert!(
            name.starts_with("my_sol_py-") && name.ends_with(".in"),
            "{name}"
        );
        assert_eq!(
            std::fs::read_to_string(&kept.shrunk).unwrap(),
            "1 2\n1\n2 3\n"
        );
        assert_eq!(
            std::fs::read_to_string(kept.shrunk.with_extension("out")).unwrap(),
            "4\n"
        );
        assert_eq!(
            std::fs::read_to_string(kept.shrunk.with_extension("txt")).unwrap(),
            "note\n"
        );
        let original_path = kept.original.unwrap();
        assert!(original_path.to_string_lossy().ends_with("-original.in"));
        // The same failure found again is known, and written nowhere new.
        let again = corpus
            .keep(
                &Known::<Tdpcb>::new(),
                "my sol.py",
                &original,
                &shrunk,
                "another note\n",
            )
            .unwrap();
        assert!(again.known && again.shrunk == kept.shrunk);
        assert_eq!(
            std::fs::read_to_string(kept.shrunk.with_extension("txt")).unwrap(),
            "note\n"
        );
        // Another solution's failure of the same input has a name of its own.
        let other = corpus
            .keep(&Known::<Tdpcb>::new(), "other", &shrunk, &shrunk, "")
            .unwrap();
        assert_ne!(other.shrunk, kept.shrunk);
        assert!(other.original.is_none());
        std::fs::write(corpus.dir.join("broken.in"), "x").unwrap();
        let (remembered, unreadable) = corpus.read_remembered(&Known::<Tdpcb>::new());
        let shrunk_first: Vec<bool> = remembered.iter().map(|case| case.shrunk).collect();
        assert_eq!(shrunk_first, [true, true, false]);
        assert_eq!(remembered[2].path, original_path);
        assert_eq!(unreadable.len(), 1);
        assert!(unreadable[0].contains("broken.in"), "{unreadable:?}");
        // No folder, no input.
        let none = Corpus::of(Some(&root.path().join("nowhere")), "tdpcb");
        assert!(none.read_remembered(&Known::<Tdpcb>::new()).0.is_empty());
    }
}
