//! Writing what a command prints. A reader that went away (`| head`) ends the job quietly
//! and leaves its status alone, as ripgrep does; any other failure to write is one line and
//! a usage error.

use crate::exit::Exit;
use std::io::{ErrorKind, Write};

/// Writes `text` to `out`, the command's last act: its exit.
pub(crate) fn emit(out: &mut dyn Write, text: &str) -> Exit {
    write(out, text).err().unwrap_or(Exit::Success)
}

/// Writes `text` to `out`. `Err(Exit::Success)` when the reader went away; the caller that
/// has a verdict to give keeps its own status then.
pub(crate) fn write(out: &mut dyn Write, text: &str) -> Result<(), Exit> {
    write_with(out, |out| out.write_all(text.as_bytes()))
}

/// Has `writer` write to `out`, and flushes it; errs as [`write()`] does.
pub(crate) fn write_with(
    out: &mut dyn Write,
    writer: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Exit> {
    match writer(&mut *out).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == ErrorKind::BrokenPipe => Err(Exit::Success),
        Err(error) => Err(Exit::usage(
            anyhow::Error::new(error).context("cannot write standard output"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Closed(ErrorKind);

    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(self.0.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_reader_is_quiet_and_a_full_disk_is_a_usage_error() {
        let mut out = Vec::new();
        assert_eq!(emit(&mut out, "text\n"), Exit::Success);
        assert_eq!(out, b"text\n");
        assert_eq!(
            write(&mut Closed(ErrorKind::BrokenPipe), "x"),
            Err(Exit::Success)
        );
        assert_eq!(emit(&mut Closed(ErrorKind::StorageFull), "x"), Exit::Usage);
    }
}
