//! The AtCoder submissions each carry the same reader (the checked text, the `Tokens` source,
//! the `Checked` numbers, the quoting of a bad token, the answer and the failure), because
//! each file is pasted alone into the judge. Copies are right there, but a fix to one copy
//! must reach every other: this test holds the block between the marker comments to the
//! byte, across every AtCoder file of the roster.

use coach::Site;
use coach::problems::Name;
use std::path::Path;

const BEGIN: &str = "// ---- The reader: the same in the four AtCoder files";
const END: &str = "// ---- End of the reader. ----";

/// The lines between the markers of `text`, with the number of the first in the file, or
/// why there are none.
fn block(text: &str) -> Result<(usize, Vec<&str>), String> {
    let lines: Vec<&str> = text.lines().collect();
    let at = |marker: &str| {
        let found: Vec<usize> = (0..lines.len())
            .filter(|&k| lines[k].starts_with(marker))
            .collect();
        match found[..] {
            [k] => Ok(k),
            [] => Err(format!("no line starts with `{marker}`")),
            _ => Err(format!("{} lines start with `{marker}`", found.len())),
        }
    };
    let (begin, end) = (at(BEGIN)?, at(END)?);
    if end < begin {
        return Err("the end marker comes before the beginning".to_string());
    }
    Ok((begin + 2, lines[begin + 1..end].to_vec()))
}

/// Where two blocks first differ: the line number within the block and both lines.
fn first_difference<'a>(a: &[&'a str], b: &[&'a str]) -> Option<(usize, &'a str, &'a str)> {
    (0..a.len().max(b.len()))
        .find(|&k| a.get(k) != b.get(k))
        .map(|k| {
            let line = |block: &[&'a str]| block.get(k).copied().unwrap_or("(the block ends)");
            (k + 1, line(a), line(b))
        })
}

#[test]
fn the_atcoder_submissions_share_one_reader_to_the_byte() {
    let files: Vec<String> = Name::ALL
        .iter()
        .filter(|name| name.listing().site == Site::Atcoder)
        .map(|name| format!("src/bin/{}.rs", name.binary()))
        .collect();
    assert!(files.len() >= 2, "{files:?}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let texts: Vec<String> = files
        .iter()
        .map(|file| std::fs::read_to_string(root.join(file)).expect("a submission"))
        .collect();
    let blocks: Vec<(usize, Vec<&str>)> = files
        .iter()
        .zip(&texts)
        .map(|(file, text)| block(text).unwrap_or_else(|why| panic!("{file}: {why}")))
        .collect();
    let (first_at, first) = &blocks[0];
    assert!(first.len() > 50, "{}: a short reader", files[0]);
    for (file, (at, other)) in files.iter().zip(&blocks).skip(1) {
        if let Some((line, ours, theirs)) = first_difference(first, other) {
            panic!(
                "the reader differs between {} and {file}, at line {line} of the block:\n  \
                 {}:{}: {ours}\n  {file}:{}: {theirs}\nmend every copy alike",
                files[0],
                files[0],
                first_at + line - 1,
                at + line - 1
            );
        }
    }
}

#[test]
fn a_difference_is_named_by_its_first_line() {
    let text = |middle: &str| format!("x\n{BEGIN} ----\na\n{middle}\nc\n{END}\ny\n");
    let (one, two) = (text("b"), text("B"));
    let ((at, one), (_, two)) = (block(&one).unwrap(), block(&two).unwrap());
    assert_eq!((at, &one[..]), (3, &["a", "b", "c"][..]));
    assert_eq!(first_difference(&one, &two), Some((2, "b", "B")));
    assert_eq!(
        first_difference(&one, &one[..2]),
        Some((3, "c", "(the block ends)"))
    );
    assert_eq!(first_difference(&one, &one), None);
    assert_eq!(
        block("no markers").unwrap_err(),
        format!("no line starts with `{BEGIN}`")
    );
    let twice = format!("{BEGIN}\n{BEGIN}\n{END}\n");
    assert!(block(&twice).unwrap_err().starts_with("2 lines start with"));
}
