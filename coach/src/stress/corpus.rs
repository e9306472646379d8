//! The failures `stress` has found, remembered between runs, as Hypothesis keeps its
//! examples in `.hypothesis/` and proptest its seeds in `proptest-regressions/`.
//!
//! A problem's corpus is a folder, `.coach/<problem>/` under the current directory unless
//! `--corpus DIR` (or `COACH_CORPUS`) names another root. Each failure is kept in the oj
//! layout, so that `oj t -d .coach/<problem>` runs it: `<solution>-<hash>.in` and `.out`, the
//! shrunk input and what the submission prints for it, `<solution>-<hash>-original.in` and
//! `.out`, the input as it was found, and `<solution>-<hash>.txt`, a note of where it came
//! from. The hash is the shrunk input's, and a name held by anything else passes to `-2`,
//! `-3`, ...: names never collide, nothing is written over, and a failure found again is
//! not written twice. Every run replays the corpus first, smallest input first.
//!
//! While a failure shrinks, the smallest failing input so far is kept too, from the moment
//! it is found: `<solution>-<hash>-shrinking-<step>.in`, the hash the input's as found,
//! replaced at each step and removed once the failure is kept whole. A run that is killed
//! leaves it, and the next run replays it as an input found, not yet shrunk.
//!
//! The folder is opened once, when it is first written, with no link followed (`.coach`
//! and the problem's folder each `O_NOFOLLOW`), and every file is written through that open
//! folder (`/proc/self/fd/N/NAME`): a solution that puts a link in the place of `.coach`
//! during the run moves nothing that coach writes.

use super::subject::Subject;
use crate::solution::{Run, Runner, Verdict};
use crate::{newfile, notation};
use anyhow::{Context, Result};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// Where the corpora are kept when nothing else says.
pub(crate) const DEFAULT_ROOT: &str = ".coach";

/// The environment variable that names the corpora's root in place of [`DEFAULT_ROOT`].
pub(crate) const ROOT_VARIABLE: &str = "COACH_CORPUS";

/// One problem's corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Corpus {
    pub(crate) dir: PathBuf,
    /// Whether the root is coach's own ([`DEFAULT_ROOT`]), not one the user named: coach
    /// makes it, so it is never a link.
    default_root: bool,
    /// The folder, open once it is first written: every copy of the corpus writes there.
    anchor: Anchor,
}

/// The corpus's folder held open ([`Corpus::unlinked`]), shared by the copies of a corpus.
#[derive(Clone, Default)]
struct Anchor(Arc<OnceLock<File>>);

impl std::fmt::Debug for Anchor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Anchor")
    }
}

/// The folder is where it was opened: two corpora are alike by their names.
impl PartialEq for Anchor {
    fn eq(&self, _: &Anchor) -> bool {
        true
    }
}

impl Eq for Anchor {}

/// `path`, a folder, made where it is missing and opened without following a link in its
/// last part: a link there is an error, never a way in.
fn open_folder(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    match std::fs::create_dir(path) {
        Err(error) if error.kind() != std::io::ErrorKind::AlreadyExists => return Err(error),
        _ => {}
    }
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_DIRECTORY | libc::O_NOFOLLOW)
        .open(path)
}

/// Why `folder` cannot be opened: it is a link (opened without following it), or the error.
fn refused(folder: &Path, error: std::io::Error) -> anyhow::Error {
    if std::fs::symlink_metadata(folder).is_ok_and(|meta| meta.is_symlink()) {
        return anyhow::anyhow!(
            "{} is a link coach did not make: nothing is written through it",
            folder.display()
        );
    }
    anyhow::anyhow!("cannot make {}: {error}", folder.display())
}

/// The path through which `folder`, held open, is written: its file descriptor's, which
/// names the folder opened whatever has moved since.
fn through(folder: &File) -> PathBuf {
    use std::os::fd::AsRawFd;
    PathBuf::from(format!("/proc/self/fd/{}", folder.as_raw_fd()))
}

/// A remembered input, read back.
pub(crate) struct Remembered<T> {
    pub(crate) path: PathBuf,
    pub(crate) input: T,
    /// The input as shrunk when it was found, not as it was found.
    pub(crate) shrunk: bool,
    /// Against which solution and where it was found, as its note says.
    pub(crate) found: Option<String>,
}

/// What a replay of the corpus found.
pub(crate) struct Replayed<T> {
    /// The remembered failures whose every input passes now (a failure keeps its shrunk
    /// input and the one it was found on).
    pub(crate) passing: usize,
    /// The first, smallest, that fails still, with its run and what the judge expects on it.
    pub(crate) failing: Option<(Remembered<T>, Run, String)>,
    /// The files that could not be read back, each with why.
    pub(crate) unreadable: Vec<String>,
}

/// A failure's files in the corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CorpusFiles {
    /// The shrunk input's file.
    pub(crate) shrunk: PathBuf,
    /// The original input's file, where it was another input.
    pub(crate) original: Option<PathBuf>,
    /// Whether it was there already: the same failure, found before.
    pub(crate) known: bool,
}

impl Corpus {
    /// `problem`'s corpus under `root`, or under [`ROOT_VARIABLE`] or [`DEFAULT_ROOT`] when
    /// `root` is `None`.
    /// The problem's folder is named by its name made plain ([`plain`]): a rules file named
    /// `..py` keeps its corpus in `.coach/_`, never beside `.coach`.
    pub(crate) fn of(root: Option<&Path>, problem: &str) -> Corpus {
        let named = root.map(Path::to_path_buf).or_else(|| {
            std::env::var_os(ROOT_VARIABLE)
                .filter(|root| !root.is_empty())
                .map(PathBuf::from)
        });
        let folder = match plain(problem) {
            folder if folder.is_empty() => "_".to_string(),
            folder => folder,
        };
        Corpus {
            default_root: named.is_none(),
            dir: named
                .unwrap_or_else(|| PathBuf::from(DEFAULT_ROOT))
                .join(folder),
            anchor: Anchor::default(),
        }
    }

    /// The path to write the corpus's files through: its folder, made where it is missing
    /// and opened the first time, where no folder that coach names itself (the problem's,
    /// and the default root) is a link; then that open folder, whatever has moved since.
    /// Files are never written through a link coach did not make.
    pub(crate) fn unlinked(&self) -> Result<PathBuf> {
        if let Some(folder) = self.anchor.0.get() {
            return Ok(through(folder));
        }
        // Without /proc (not Linux), the folders are checked as they are opened, each time.
        let held_open = Path::new("/proc/self/fd").is_dir();
        let folder = match self.dir.parent().filter(|_| self.default_root) {
            // The default root is opened first, and the problem's folder through it.
            Some(root) if held_open => {
                let root_folder = open_folder(root).map_err(|error| refused(root, error))?;
                let name = self.dir.file_name().unwrap_or_default();
                open_folder(&through(&root_folder).join(name))
                    .map_err(|error| refused(&self.dir, error))?
            }
            root => {
                if let Some(root) = root {
                    open_folder(root).map_err(|error| refused(root, error))?;
                } else if let Some(root) = self.dir.parent().filter(|p| !p.as_os_str().is_empty()) {
                    std::fs::create_dir_all(root)
                        .with_context(|| format!("cannot make {}", self.dir.display()))?;
                }
                open_folder(&self.dir).map_err(|error| refused(&self.dir, error))?
            }
        };
        if !held_open {
            return Ok(self.dir.clone());
        }
        Ok(through(self.anchor.0.get_or_init(|| folder)))
    }

    /// Where the corpus's folder is, as a report names it: its name, or where the folder
    /// opened has been moved since (a link put in its place leads elsewhere).
    fn shown(&self) -> PathBuf {
        let Some(folder) = self.anchor.0.get() else {
            return self.dir.clone();
        };
        match (
            std::fs::read_link(through(folder)),
            std::fs::canonicalize(&self.dir),
        ) {
            (Ok(now), Ok(named)) if now == named => self.dir.clone(),
            (Ok(now), _) => now,
            _ => self.dir.clone(),
        }
    }

    /// Every remembered input, smallest first (then by name), read with the subject's
    /// parser; a file that no longer reads is told, and left where it is.
    pub(crate) fn read_remembered<S: Subject>(
        &self,
        subject: &S,
    ) -> (Vec<Remembered<S::Input>>, Vec<String>) {
        let mut unreadable = Vec::new();
        let mut files: Vec<(u64, PathBuf)> = Vec::new();
        let entries = std::fs::read_dir(&self.dir).into_iter().flatten().flatten();
        for entry in entries {
            let path = entry.path();
            if path.extension().is_none_or(|extension| extension != "in") {
                continue;
            }
            // A FIFO would block the read for ever, and a link leads out of the corpus.
            match entry.metadata() {
                Ok(meta) if entry.file_type().is_ok_and(|kind| kind.is_file()) => {
                    files.push((meta.len(), path));
                }
                _ => unreadable.push(format!("{}: not a plain file", path.display())),
            }
        }
        files.sort();
        unreadable.sort();
        let mut remembered = Vec::new();
        for (_, path) in files {
            let read = std::fs::read(&path)
                .map_err(|error| error.to_string())
                .and_then(|bytes| {
                    String::from_utf8(bytes).map_err(|_| "not UTF-8 text".to_string())
                })
                .and_then(|text| subject.read(&path, &text));
            match read {
                Ok(input) => {
                    let shrunk = !path.file_stem().is_some_and(|stem| {
                        let stem = stem.to_string_lossy();
                        stem.ends_with("-original") || step_of(&stem).is_some()
                    });
                    let found = shrunk.then(|| self.found(&path)).flatten();
                    remembered.push(Remembered {
                        path,
                        input,
                        shrunk,
                        found,
                    });
                }
                Err(why) => unreadable.push(format!("{}: {why}", path.display())),
            }
        }
        (remembered, unreadable)
    }

    /// Against which solution and where the failure kept at `path` was found, as its note
    /// (`<stem>.txt`) says: `wrong.py, case 16 (medium), seed 1`; `None` where no plain file
    /// of a note says it.
    fn found(&self, path: &Path) -> Option<String> {
        use std::io::Read;
        let note = self.dir.join(format!("{}.txt", failure(path)));
        if !std::fs::symlink_metadata(&note).is_ok_and(|meta| meta.is_file()) {
            return None;
        }
        let mut text = String::new();
        std::fs::File::open(&note)
            .ok()?
            .take(NOTE_BYTES)
            .read_to_string(&mut text)
            .ok()?;
        let field = |name: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(name))
                .map(str::trim)
                .filter(|value| !value.is_empty())
        };
        let solution = notation::visible(field("solution:")?);
        Some(match field("found on:") {
            Some(on) => format!("{solution}, {}", notation::visible(on)),
            None => solution,
        })
    }

    /// Runs every remembered input, smallest first, up to the first that fails.
    pub(crate) fn replay<S: Subject>(
        &self,
        subject: &S,
        runner: &Runner,
    ) -> Result<Replayed<S::Input>> {
        let (remembered, unreadable) = self.read_remembered(subject);
        let mut failures: Vec<String> = remembered.iter().map(|case| failure(&case.path)).collect();
        failures.sort();
        failures.dedup();
        let mut passed = Vec::new();
        let mut cases = remembered.into_iter();
        while let Some(case) = cases.next() {
            let (run, expected) = subject.check(runner, &case.input)?;
            self.expect(&case.path, &expected);
            if run.verdict != Verdict::Ac {
                // The rest are not run, but what they expect is told again all the same.
                for rest in cases {
                    if let Ok(expected) = subject.answer(&rest.input) {
                        self.expect(&rest.path, &expected);
                    }
                }
                let failing = failure(&case.path);
                passed.retain(|stem| *stem != failing);
                passed.sort();
                passed.dedup();
                return Ok(Replayed {
                    passing: passed.len(),
                    failing: Some((case, run, expected)),
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
    /// the submission prints, and `note`. Nothing is written when the same failure is there
    /// already, and nothing is ever written over: a name held by anything else (another
    /// failure, a link, a file of the user's) passes to the next, `-2`, `-3`, ...
    pub(crate) fn keep<S: Subject>(
        &self,
        subject: &S,
        solution: &str,
        (original, original_expected): (&S::Input, &str),
        (shrunk, expected): (&S::Input, &str),
        note: &str,
    ) -> Result<CorpusFiles> {
        // Written through the open folder, named where it is.
        let at = self.unlinked()?;
        let shown = self.shown();
        let text = subject.format(shrunk);
        let original_text = subject.format(original);
        let base = format!("{}-{}", plain(solution), digest(&text));
        let held = names_in(&at)?;
        for k in 1.. {
            let stem = match k {
                1 => base.clone(),
                k => format!("{base}-{k}"),
            };
            let [shrunk_name, original_name] =
                [format!("{stem}.in"), format!("{stem}-original.in")];
            let [shrunk_path, original_path] =
                [&shrunk_name, &original_name].map(|name| shown.join(name));
            if newfile::holds(&at.join(&shrunk_name), text.as_bytes()) {
                return Ok(CorpusFiles {
                    shrunk: shrunk_path,
                    original: newfile::holds(&at.join(&original_name), original_text.as_bytes())
                        .then_some(original_path),
                    known: true,
                });
            }
            if !free(&held, &stem) || !free(&held, &format!("{stem}-original")) {
                continue;
            }
            write_case(subject, &at.join(&shrunk_name), shrunk, expected)
                .with_context(|| format!("cannot save {}", shrunk_path.display()))?;
            let note_name = format!("{stem}.txt");
            newfile::create(&at.join(&note_name), note.as_bytes())
                .with_context(|| format!("cannot save {}", shown.join(&note_name).display()))?;
            let original = (original_text != text)
                .then(|| {
                    write_case(
                        subject,
                        &at.join(&original_name),
                        original,
                        original_expected,
                    )
                    .with_context(|| format!("cannot save {}", original_path.display()))
                    .map(|()| original_path)
                })
                .transpose()?;
            return Ok(CorpusFiles {
                shrunk: shrunk_path,
                original,
                known: false,
            });
        }
        unreachable!("a name is free among the counted ones")
    }
}

impl Corpus {
    /// Writes `expected` as what the remembered input at `path` expects (its `.out`) where
    /// the file says otherwise: the game's rules (a rules file) may have been mended since it
    /// was kept, and `oj t` reads the `.out`. It is written through the open folder; a file
    /// that cannot be written keeps what it held: the replay's own verdict never reads it.
    fn expect(&self, path: &Path, expected: &str) {
        let (Ok(at), Some(name)) = (self.unlinked(), path.file_name()) else {
            return;
        };
        let out = at.join(name).with_extension("out");
        let text = format!("{expected}\n");
        if !newfile::holds(&out, text.as_bytes()) {
            let _ = newfile::replace(&out, |file| file.write_all(text.as_bytes()));
        }
    }
}

/// The most of a failure's note that is read back: a note coach wrote is a few lines.
const NOTE_BYTES: u64 = 4096;

/// The failure a remembered input belongs to, by its file's stem: `NAME` for `NAME.in`,
/// `NAME-original.in` and `NAME-shrinking-3.in`.
fn failure(path: &Path) -> String {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let stem = step_of(&stem).unwrap_or(&stem);
    stem.trim_end_matches("-original").to_string()
}

/// The names in `dir`, as text.
pub(super) fn names_in(dir: &Path) -> Result<Vec<String>> {
    Ok(std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect())
}

/// Whether no name of `held` is `stem` with an extension: `stem.in`, `stem.out` and every
/// file kept beside them are free.
pub(super) fn free(held: &[String], stem: &str) -> bool {
    !held.iter().any(|name| {
        name.strip_prefix(stem)
            .is_some_and(|rest| rest.starts_with('.'))
    })
}

/// What names the file of a failure's smallest input so far, while it shrinks.
const SHRINKING: &str = "-shrinking-";

/// The stem of the failure whose step `stem` (`NAME-shrinking-3`) keeps, where it keeps one.
fn step_of(stem: &str) -> Option<&str> {
    let (failure, step) = stem.rsplit_once(SHRINKING)?;
    step.split('-')
        .all(|part| !part.is_empty() && part.bytes().all(|byte| byte.is_ascii_digit()))
        .then_some(failure)
}

/// Whether `path` is a file shrinking kept (`NAME-shrinking-3.in`): one a run left when it
/// was killed, replayed as an input found, and forgotten once its failure is kept whole.
pub(crate) fn is_step(path: &Path) -> bool {
    path.file_stem()
        .is_some_and(|stem| step_of(&stem.to_string_lossy()).is_some())
}

/// The corpus's stem for a failure found on `original` by `solution`, while it shrinks.
pub(crate) fn shrinking_stem<S: Subject>(
    subject: &S,
    solution: &str,
    original: &S::Input,
) -> String {
    format!("{}-{}", plain(solution), digest(&subject.format(original)))
}

/// Keeps `input`, the smallest failing input so far at `step` of shrinking the failure of
/// `stem`, in `dir`: `<stem>-shrinking-<step>.in` (or `-2`, `-3`, ... where that name is
/// held), with `expected` beside it as `.out`; then forgets `previous`, this run's file of
/// the step before. The new file is written before the old one goes, so that a run killed
/// at any moment leaves one of them.
pub(crate) fn keep_step<S: Subject>(
    subject: &S,
    dir: &Path,
    stem: &str,
    step: usize,
    (input, expected): (&S::Input, &str),
    previous: Option<&Path>,
) -> Result<PathBuf> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let held = names_in(dir)?;
    let base = format!("{stem}{SHRINKING}{step}");
    let free_stem = (1..)
        .map(|k| match k {
            1 => base.clone(),
            k => format!("{base}-{k}"),
        })
        .find(|stem| free(&held, stem))
        .expect("a name is free among the counted ones");
    let path = dir.join(format!("{free_stem}.in"));
    write_case(subject, &path, input, expected)?;
    if let Some(previous) = previous {
        forget(previous);
    }
    Ok(path)
}

/// Removes the case this run kept at `path` (`NAME.in`) and every file beside it of its
/// name (`NAME.out`, `NAME.draws`, ...): files that were free names when it wrote them.
pub(crate) fn forget(path: &Path) {
    let (Some(dir), Some(stem)) = (path.parent(), path.file_stem()) else {
        return;
    };
    let prefix = format!("{}.", stem.to_string_lossy());
    for name in names_in(dir).unwrap_or_default() {
        if name.starts_with(&prefix) {
            let _ = std::fs::remove_file(dir.join(name));
        }
    }
}

/// A rules file's corpus folder: its stem, then the first 8 hexadecimal digits of the digest
/// of its canonical path (`rules-1f0c9a2e`). Two files of one name in two folders never share
/// a folder, and a file edited in place keeps its own.
pub(crate) fn rules_folder(path: &Path) -> String {
    let stem = path
        .file_stem()
        .map_or_else(|| "rules".into(), |stem| stem.to_string_lossy());
    let at = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    format!("{stem}-{}", &digest(&at.to_string_lossy())[..8])
}

/// The first 16 hexadecimal digits of `text`'s SHA-256: the same on every machine and Rust
/// release, so that a failure found again is known by its name.
fn digest(text: &str) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(text.as_bytes())[..8]
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Writes `input` to `path`, `expected` (what the judge expects on it) beside, as `.out`,
/// and what else the subject keeps beside an input (a rules file's draws): each a new file,
/// never over anything. Nothing asks the oracle again: a case is kept even after a signal.
pub(crate) fn write_case<S: Subject>(
    subject: &S,
    path: &Path,
    input: &S::Input,
    expected: &str,
) -> Result<()> {
    newfile::create(path, subject.format(input).as_bytes())
        .with_context(|| format!("cannot save {}", path.display()))?;
    let out = path.with_extension("out");
    newfile::create(&out, format!("{expected}\n").as_bytes())
        .with_context(|| format!("cannot save {}", out.display()))?;
    subject.keep_beside(path, input)
}

/// The longest a solution's name is in a file name.
const PLAIN_LENGTH: usize = 64;

/// `name` as a file name may carry it: letters, digits, `-` and `_`, the rest as `_`, and at
/// most [`PLAIN_LENGTH`] of them, so that a name with its suffixes stays within the 255 bytes a
/// file name may have.
pub(crate) fn plain(name: &str) -> String {
    name.chars()
        .take(PLAIN_LENGTH)
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

    type Piles = (Vec<i64>, Vec<i64>);

    /// `corpus.keep` for TDPC B, each input with the answer its judge expects.
    fn keep(
        corpus: &Corpus,
        solution: &str,
        original: &Piles,
        shrunk: &Piles,
        note: &str,
    ) -> Result<CorpusFiles> {
        let tdpcb = Known::<Tdpcb>::new();
        let answer = |input: &Piles| tdpcb.answer(input).unwrap();
        corpus.keep(
            &tdpcb,
            solution,
            (original, &answer(original)),
            (shrunk, &answer(shrunk)),
            note,
        )
    }

    #[test]
    fn a_failure_is_kept_once_in_the_oj_layout_and_read_back_smallest_first() {
        let root = tempfile::tempdir().unwrap();
        let corpus = Corpus::of(Some(root.path()), "tdpcb");
        assert_eq!(corpus.dir, root.path().join("tdpcb"));
        let original = (vec![5, 1, 2], vec![3]);
        let shrunk = (vec![1], vec![2, 3]);
        let kept = keep(&corpus, "my sol.py", &original, &shrunk, "note\n").unwrap();
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
        let again = keep(&corpus, "my sol.py", &original, &shrunk, "another note\n").unwrap();
        assert!(again.known && again.shrunk == kept.shrunk);
        assert_eq!(
            std::fs::read_to_string(kept.shrunk.with_extension("txt")).unwrap(),
            "note\n"
        );
        // Another solution's failure of the same input has a name of its own.
        let other = keep(&corpus, "other", &shrunk, &shrunk, "").unwrap();
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

    #[test]
    fn nothing_held_is_written_over_and_two_inputs_never_share_a_name() {
        let root = tempfile::tempdir().unwrap();
        let corpus = Corpus::of(Some(root.path()), "tdpcb");
        let (first, second) = ((vec![5, 1], vec![3]), (vec![1], vec![2, 3]));
        let kept = keep(&corpus, "s", &first, &second, "one\n").unwrap();
        let stem = kept
            .shrunk
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        assert_eq!(stem.len(), "s-".len() + 16, "{stem}");
        // The name another input would take is held: by a file of the user's, by a link to a
        // file that must stay as it is, by a dangling link. Each failure passes to the next.
        for (k, plant) in ["file", "link", "dangling"].into_iter().enumerate() {
            let other = Corpus::of(Some(root.path()), &format!("planted-{plant}"));
            std::fs::create_dir_all(&other.dir).unwrap();
            let victim = root.path().join(format!("victim-{k}"));
            std::fs::write(&victim, "keep me").unwrap();
            let taken = other.dir.join(format!("{stem}.out"));
            match plant {
                "file" => std::fs::write(&taken, "mine").unwrap(),
                "link" => std::os::unix::fs::symlink(&victim, &taken).unwrap(),
                _ => std::os::unix::fs::symlink(root.path().join("nowhere"), &taken).unwrap(),
            }
            let kept = keep(&other, "s", &first, &second, "").unwrap();
            assert_eq!(
                kept.shrunk,
                other.dir.join(format!("{stem}-2.in")),
                "{plant}"
            );
            assert!(!kept.known);
            assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
            assert!(!root.path().join("nowhere").exists());
        }
        // The same failure found from another original keeps the first one's files as they
        // are: its original is not replaced.
        let again = keep(&corpus, "s", &(vec![7], vec![3]), &second, "two\n").unwrap();
        assert!(again.known && again.original.is_none());
        let original = kept.original.unwrap();
        assert_eq!(std::fs::read_to_string(&original).unwrap(), "2 1\n5 1\n3\n");
        assert_eq!(
            std::fs::read_to_string(kept.shrunk.with_extension("txt")).unwrap(),
            "one\n"
        );
        // A solution's name of any length leaves room for the suffixes.
        let long = "x".repeat(240);
        let kept = keep(&corpus, &long, &first, &second, "").unwrap();
        assert!(kept.original.unwrap().file_name().unwrap().len() < 120);
    }
}
