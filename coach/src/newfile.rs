//! The files coach writes, written so that nothing can redirect or clobber them.
//!
//! A name in `.coach/` or a `--save` folder is predictable, so anyone who can write there can
//! plant a link under it before coach runs. Every file is therefore first written whole to a
//! fresh temporary file beside its name, then moved onto the name in one step: [`create`]
//! with `renameat2(RENAME_NOREPLACE)` (or `link`), which fails when anything, a link
//! included, holds the name; [`replace`] with `rename`, which replaces a link rather than
//! writing through it. No file is ever left half written under its name.

use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path`, a name nothing holds: when anything holds it (a file, a folder,
/// a link, dangling or not), nothing is written and the error is [`io::ErrorKind::AlreadyExists`].
pub(crate) fn create(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = beside(path)?;
    file.write_all(bytes)?;
    file.persist_noclobber(path).map_err(|error| error.error)?;
    Ok(())
}

/// [`create`], or nothing when `path` is a file that holds exactly `bytes` already.
pub(crate) fn create_or_same(path: &Path, bytes: &[u8]) -> io::Result<()> {
    match create(path, bytes) {
        Err(error) if error.kind() == io::ErrorKind::AlreadyExists && holds(path, bytes) => Ok(()),
        done => done,
    }
}

/// Writes what `write` writes to `path`, in place of the file or link that held that name (a
/// link is replaced, never followed); returns what `write` returns. A name that holds
/// anything else (a folder, a FIFO, a device) is left as it is, and nothing is written.
pub(crate) fn replace<T>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> io::Result<T>,
) -> io::Result<T> {
    if let Ok(held) = std::fs::symlink_metadata(path)
        && !held.is_file()
        && !held.is_symlink()
    {
        return Err(io::Error::other(
            "it names no plain file (a folder, a FIFO or a device), which coach does not \
             replace",
        ));
    }
    let file = beside(path)?;
    let mut buffered = io::BufWriter::new(file);
    let written = write(&mut buffered)?;
    let file = buffered
        .into_inner()
        .map_err(io::IntoInnerError::into_error)?;
    file.persist(path).map_err(|error| error.error)?;
    Ok(written)
}

/// Whether `path` is a plain file (not a link) that holds exactly `bytes`.
pub(crate) fn holds(path: &Path, bytes: &[u8]) -> bool {
    std::fs::symlink_metadata(path)
        .is_ok_and(|meta| meta.is_file() && meta.len() == bytes.len() as u64)
        && std::fs::read(path).is_ok_and(|held| held == bytes)
}

/// A fresh temporary file in `path`'s folder, so that moving it onto `path` is one step.
fn beside(path: &Path) -> io::Result<tempfile::NamedTempFile> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".coach-");
    // As any file a program creates: readable by all unless the umask says otherwise (a
    // temporary file is made for its owner alone).
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
    builder.tempfile_in(dir).map_err(|error| {
        // The temporary file's name, which tempfile adds, means nothing to the user.
        let text = error.to_string();
        match text.rfind(" at path ") {
            Some(at) => io::Error::new(error.kind(), &text[..at]),
            None => error,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder holding the file `victim` ("keep me") and a link `name` to it.
    fn a_link_to_a_victim(
        name: &str,
    ) -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "keep me").unwrap();
        let link = dir.path().join(name);
        std::os::unix::fs::symlink(&victim, &link).unwrap();
        (dir, victim, link)
    }

    #[test]
    fn create_never_writes_through_a_link_nor_over_a_file() {
        let (dir, victim, link) = a_link_to_a_victim("case.in");
        let error = create(&link, b"1 1\n").unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
        // A dangling link does not make coach create its target.
        let nowhere = dir.path().join("nowhere");
        let dangling = dir.path().join("dangling.in");
        std::os::unix::fs::symlink(&nowhere, &dangling).unwrap();
        assert!(create(&dangling, b"x").is_err());
        assert!(!nowhere.exists());
        // A plain file is not written over; the same bytes are no error with create_or_same.
        assert!(create(&victim, b"other").is_err());
        assert!(create_or_same(&victim, b"keep me").is_ok());
        assert!(create_or_same(&victim, b"other").is_err());
        assert!(!holds(&link, b"keep me"), "a link is not a file that holds");
        let fresh = dir.path().join("fresh.in");
        create(&fresh, b"1 1\n").unwrap();
        assert!(holds(&fresh, b"1 1\n"));
        // Made as any program makes a file: the umask (022 or stricter) decides, not 0600.
        let mode = std::os::unix::fs::PermissionsExt::mode(
            &std::fs::metadata(&fresh).unwrap().permissions(),
        );
        assert_eq!(mode & 0o644, 0o644 & !umask(), "{mode:o}");
        // Nothing else is left in the folder: no temporary file stays behind.
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["case.in", "dangling.in", "fresh.in", "victim"]);
    }

    /// The process's umask, read without changing it (from `/proc/self/status`).
    fn umask() -> u32 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status
            .lines()
            .find(|line| line.starts_with("Umask:"))
            .unwrap();
        u32::from_str_radix(line["Umask:".len()..].trim(), 8).unwrap()
    }

    #[test]
    fn replace_swaps_a_link_for_the_file_and_leaves_its_target_alone() {
        let (dir, victim, page) = a_link_to_a_victim("page.html");
        let written = replace(&page, |out| out.write_all(b"<html>").map(|()| 6)).unwrap();
        assert_eq!(written, 6);
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "keep me");
        assert!(holds(&page, b"<html>"));
        // A write that fails leaves the name as it was.
        let failed = replace(&page, |_| Err::<(), _>(io::Error::other("full")));
        assert!(failed.is_err());
        assert!(holds(&page, b"<html>"));
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }
}
