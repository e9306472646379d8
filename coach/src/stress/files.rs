//! The failing cases `--save` writes, in the oj layout.

use super::corpus::{free, names_in, plain, write_case};
use super::options::StressOptions;
use super::search::Origin;
use super::subject::Subject;
use crate::newfile;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};

/// Writes a case in the oj layout under `dir`: `<problem>-<solution>-<seed>-<case><suffix>.in`
/// with the input and `.out` with `expected`, the expected output, or, for an input given
/// with `--from`,
/// under that file's name; returns the `.in` path. Nothing is written over: where the name
/// holds that very input already, nothing is written; where anything else holds it or a
/// file beside it (`.out`, a link, a name that is not UTF-8), the name gets `-2`, `-3`, ...
pub(super) fn save<S: Subject>(
    subject: &S,
    dir: &Path,
    options: &StressOptions,
    origin: &Origin,
    suffix: &str,
    (input, expected): (&S::Input, &str),
) -> Result<PathBuf> {
    let stem = stem(subject, options, origin) + suffix;
    let text = subject.format(input);
    let held = names_in(dir)?;
    for k in 1.. {
        let stem = match k {
            1 => stem.clone(),
            k => format!("{stem}-{k}"),
        };
        let path = dir.join(format!("{stem}.in"));
        if newfile::holds(&path, text.as_bytes()) {
            return Ok(path);
        }
        if free(&held, &stem) {
            write_case(subject, &path, input, expected)?;
            return Ok(path);
        }
    }
    unreachable!("a name is free among the counted ones")
}

/// The name `--save` gives the case of `origin`, before its suffix and extension:
/// `<problem>-<solution>-<seed>-<case>`, or the stem of the file it came from.
pub(super) fn stem<S: Subject>(subject: &S, options: &StressOptions, origin: &Origin) -> String {
    match origin {
        Origin::Case { index, .. } => format!(
            "{}-{}-{}-{}",
            subject.name(),
            plain(&options.solution.name()),
            options.seed,
            index + 1
        ),
        Origin::File(path) | Origin::Remembered { path, .. } => path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned(),
    }
}

/// Whether `dir` can take the saved cases: made if missing, and written to once.
pub(super) fn check_writable(dir: &Path) -> Result<()> {
    if dir.exists() && !dir.is_dir() {
        anyhow::bail!("--save {}: not a folder", dir.display());
    }
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let probe = dir.join(format!(".coach-write-test-{}", std::process::id()));
    newfile::create(&probe, b"").with_context(|| format!("cannot write in {}", dir.display()))?;
    std::fs::remove_file(&probe).with_context(|| format!("cannot write in {}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{Known, Tdpcb};
    use crate::stress::failure::example::{case, options};
    use crate::stress::search::Class;

    #[test]
    fn cases_are_saved_in_the_oj_layout_never_over_another_input() {
        let dir = tempfile::tempdir().unwrap();
        let tdpcb = Known::<Tdpcb>::new();
        let five = case(4, Class::Medium);
        let mut options = options();
        options.solution = crate::solution::Solution::File {
            path: PathBuf::from("dir/my.sol.py"),
            pypy: false,
        };
        let save_original = |input: &(Vec<i64>, Vec<i64>)| {
            let expected = tdpcb.answer(input).unwrap();
            save(
                &tdpcb,
                dir.path(),
                &options,
                &five,
                "-original",
                (input, &expected),
            )
        };
        let saved = save_original(&(vec![1], vec![2])).unwrap();
        assert_eq!(saved, dir.path().join("tdpcb-my_sol-3-5-original.in"));
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "1 1\n1\n2\n");
        assert_eq!(
            std::fs::read_to_string(dir.path().join("tdpcb-my_sol-3-5-original.out")).unwrap(),
            "2\n"
        );
        // The same input again is the same file; another input under that name is not
        // written over.
        let again = save_original(&(vec![1], vec![2]));
        assert_eq!(again.unwrap(), saved);
        let other = save_original(&(vec![3], vec![2]));
        assert_eq!(
            other.unwrap(),
            dir.path().join("tdpcb-my_sol-3-5-original-2.in")
        );
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "1 1\n1\n2\n");
        // A name held by a file that is not UTF-8, or a user's .out beside a free .in, is
        // not written over either.
        let mut held = options.clone();
        held.seed = 4;
        let stem = dir.path().join("tdpcb-my_sol-4-5");
        std::fs::write(stem.with_extension("in"), [0xff, 0xfe]).unwrap();
        std::fs::write(dir.path().join("tdpcb-my_sol-4-5-2.out"), "mine").unwrap();
        let third = save(
            &tdpcb,
            dir.path(),
            &held,
            &five,
            "",
            (&(vec![1], vec![2]), "2"),
        )
        .unwrap();
        assert_eq!(third, dir.path().join("tdpcb-my_sol-4-5-3.in"));
        assert_eq!(
            std::fs::read(stem.with_extension("in")).unwrap(),
            [0xff, 0xfe]
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("tdpcb-my_sol-4-5-2.out")).unwrap(),
            "mine"
        );
        assert!(check_writable(&dir.path().join("new/folder")).is_ok());
        let file = dir.path().join("a-file");
        std::fs::write(&file, "").unwrap();
        assert!(check_writable(&file.join("under")).is_err());
        assert_eq!(
            check_writable(&file).unwrap_err().to_string(),
            format!("--save {}: not a folder", file.display())
        );
    }
}
