//! Reading what a command is given: an input file or standard input, bounded, and read as
//! text by the parser it is for; a line of moves from `@FILE`.

use crate::exit::Exit;
use std::io::Read;
use std::path::Path;

/// The most coach reads of an input or a line of moves: twice the largest input of any of
/// these problems (a 2000 x 2000 grid, about 4 MB).
pub(crate) const MAX_READ: u64 = 8 << 20;

/// The input in `file`, or on standard input when there is none, at most [`MAX_READ`] bytes:
/// an unreadable file is a usage error (exit 2), a longer input a rejected one (exit 1).
pub(crate) fn read(file: Option<&Path>) -> Result<Vec<u8>, Exit> {
    let (bytes, what) = match file {
        Some(path) => {
            let bytes = std::fs::File::open(path).and_then(read_at_most);
            (bytes, path.display().to_string())
        }
        None => (
            read_at_most(std::io::stdin().lock()),
            "standard input".to_string(),
        ),
    };
    let bytes = bytes.map_err(|error| {
        Exit::usage(anyhow::Error::new(error).context(format!("cannot read {what}")))
    })?;
    if bytes.len() as u64 > MAX_READ {
        crate::exit::say(format_args!(
            "coach: {what} holds more than {} MiB, more than any input of these problems",
            MAX_READ >> 20
        ));
        return Err(Exit::Failure);
    }
    Ok(bytes)
}

/// Reads up to one byte past [`MAX_READ`], so that a longer input is told apart.
fn read_at_most(input: impl Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input.take(MAX_READ + 1).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// A line of moves as `--line` gives it: the text itself, or `@FILE`, the text of FILE.
pub(crate) fn line(given: String) -> Result<String, Exit> {
    match given.strip_prefix('@') {
        Some(path) => String::from_utf8(read(Some(Path::new(path)))?).map_err(|error| {
            crate::exit::say(format_args!(
                "coach: --line @{path}: not UTF-8 text (byte {} is not)",
                error.utf8_error().valid_up_to() + 1
            ));
            Exit::Failure
        }),
        None => Ok(given),
    }
}

/// `bytes` as text, read by `parse`; on a rejection, its message on standard error after
/// `name` (`tdpcb: invalid input: ...`) and exit 1.
pub(crate) fn parse<T>(
    name: &str,
    bytes: &[u8],
    parse: impl FnOnce(&str) -> Result<T, String>,
) -> Result<T, Exit> {
    let parsed = std::str::from_utf8(bytes)
        .map_err(|_| "the input is not UTF-8 text".to_string())
        .and_then(parse);
    parsed.map_err(|message| {
        crate::exit::say(format_args!("{name}: invalid input: {message}"));
        Exit::Failure
    })
}
