//! The README and the guides in `docs/` as a user reads them: every transcript (a `console`
//! block: `$ command`, its status after `?`, and what it prints, with `[..]` and `...` where a
//! time or a long output is left out) is run from the repository's root with trycmd, and
//! compared with what the command prints. Builds of source files go to a temporary cache.

use coach::Kind;
use coach::problems::{Listing, Name, Spelling};
use itertools::Itertools;
use std::path::{Path, PathBuf};

/// The repository's root, where a user runs the commands the pages show.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
#[ignore = "slow tier: `cargo test -- --ignored`, which CI runs"]
fn every_transcript_of_the_readme_and_the_guides_holds() {
    let root = root();
    // The commands are written from the repository's root, as a user runs them.
    std::env::set_current_dir(&root).expect("the repository's root");
    let cache = tempfile::tempdir().expect("a cache folder");
    let mut pages = vec![PathBuf::from("README.md")];
    let mut guides: Vec<PathBuf> = std::fs::read_dir("docs")
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "md"))
        .collect();
    guides.sort();
    pages.extend(guides);
    for page in pages {
        // Each page remembers its failures apart, so that what one page's transcript finds
        // is not replayed under another's.
        let corpus = tempfile::tempdir().expect("a corpus folder");
        trycmd::TestCases::new()
            .register_bin("coach", trycmd::cargo::cargo_bin("coach"))
            .env("XDG_CACHE_HOME", cache.path().display().to_string())
            .env("COACH_CORPUS", corpus.path().display().to_string())
            .env("RUST_BACKTRACE", "0")
            .case(&page)
            .run();
    }
}

/// What the guide's `<!-- roster: NAME -->` block holds, from the roster: each problem's
/// facts are stated once, in its module, and the guide is written from them.
fn roster_block(name: &str) -> Option<String> {
    let listings: Vec<Listing> = Name::ALL.iter().map(|name| name.listing()).collect();
    let of_kind = |kind: Kind| {
        let names: Vec<&str> = listings
            .iter()
            .filter(|listing| listing.kind == kind)
            .map(|listing| listing.name)
            .collect();
        names.join(", ")
    };
    Some(match name {
        "moves" => {
            let mut table = "\n| problem | moves | written | also read as | `--json` |\n\
                             |---|---|---|---|---|\n"
                .to_string();
            for name in Name::ALL {
                let words = name.words();
                let (written, also, json) = match words.moves {
                    Spelling::Named(names) => (
                        names.iter().map(|name| format!("`{name}`")).join(", "),
                        "",
                        names.iter().map(|name| format!("`\"{name}\"`")).join(", "),
                    ),
                    Spelling::Written {
                        written,
                        also,
                        json,
                    } => (written.to_string(), also, json.to_string()),
                };
                let also = if also.is_empty() {
                    String::new()
                } else {
                    format!("{also} ")
                };
                table.push_str(&format!(
                    "| {} | {} | {written} | {also}| {json} |\n",
                    name.binary(),
                    words.what
                ));
            }
            table
        }
        "positions" => {
            let positions: Vec<String> = Name::ALL
                .iter()
                .map(|name| format!("{} ({})", name.words().position, name.binary()))
                .collect();
            positions.join(", ")
        }
        "list" => format!(
            "\n```console\n$ coach list --long\n{}\n```\n",
            coach::problems::list(None, true)
        ),
        "score games" => of_kind(Kind::Score),
        "win/lose games" => of_kind(Kind::WinLose),
        _ => return None,
    })
}

/// The blocks of `text` written from the roster: where each one's text stands, its name, and
/// that text.
fn blocks(text: &str) -> Vec<(std::ops::Range<usize>, String, &str)> {
    let mut blocks = Vec::new();
    let mut at = 0;
    while let Some(start) = text[at..].find("<!-- roster:").map(|k| at + k) {
        let name_end = start + text[start..].find("-->").expect("a closed marker");
        let name = text[start + "<!-- roster:".len()..name_end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let body = name_end + "-->".len();
        let end = body + text[body..].find("<!-- end -->").expect("an end marker");
        blocks.push((body..end, name, &text[body..end]));
        at = end;
    }
    blocks
}

/// The guide's blocks written from the roster hold what the roster says: a problem added to
/// the roster, or a fact changed in its module, shows here. `GAME_DP_BLESS=1` writes them
/// anew (a block's text on one line is wrapped as the author likes: only its words count).
#[test]
fn the_guides_blocks_written_from_the_roster_hold() {
    let path = root().join("docs/coach.md");
    let text = std::fs::read_to_string(&path).unwrap();
    let found = blocks(&text);
    let names: Vec<&str> = found.iter().map(|(_, name, _)| name.as_str()).collect();
    assert_eq!(
        names,
        [
            "moves",
            "score games",
            "win/lose games",
            "positions",
            "list"
        ],
        "the guide's blocks"
    );
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut blessed = text.clone();
    let mut stale = Vec::new();
    for (range, name, held) in found.iter().rev() {
        let wanted = roster_block(name).unwrap_or_else(|| panic!("no block is named {name}"));
        let holds = if wanted.starts_with('\n') {
            *held == wanted
        } else {
            words(held) == words(&wanted)
        };
        if !holds {
            stale.push(name.clone());
            blessed.replace_range(range.clone(), &wanted);
        }
    }
    if stale.is_empty() {
        return;
    }
    if std::env::var_os("GAME_DP_BLESS").is_some() {
        std::fs::write(&path, blessed).unwrap();
        return;
    }
    panic!(
        "docs/coach.md: the blocks {stale:?} are not what the roster says; write them anew \
         with `GAME_DP_BLESS=1 cargo test -p coach --test docs`"
    );
}

#[test]
fn a_block_is_found_between_its_markers() {
    let text = "a <!-- roster: score\n games -->x, y<!-- end --> b\n<!-- roster: moves -->\n|t|\n<!-- end -->";
    let found = blocks(text);
    assert_eq!(found.len(), 2);
    assert_eq!((found[0].1.as_str(), found[0].2), ("score games", "x, y"));
    assert_eq!((found[1].1.as_str(), found[1].2), ("moves", "\n|t|\n"));
    assert_eq!(&text[found[0].0.clone()], "x, y");
}

/// The README's first command prints sample 1's answer, which the sample tests hold.
#[test]
fn the_readmes_first_command_prints_what_it_says() {
    let root = root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let line = readme
        .lines()
        .find(|line| line.starts_with("cargo run --release --bin abc201d"))
        .expect("the first command");
    let (_, printed) = line.split_once("# prints ").expect("what it prints");
    let expected = std::fs::read_to_string(root.join("tests/cases/abc201d/sample-1.out")).unwrap();
    assert_eq!(printed, expected.trim());
}

/// The guide's piped duel: the transcript under the command is what coach prints when the
/// command's moves come in on standard input.
#[test]
fn the_guides_piped_duel_prints_its_transcript() {
    let root = root();
    let guide = std::fs::read_to_string(root.join("docs/coach.md")).unwrap();
    let command = "printf 'b\\n1\\n' | coach duel tdpcb tests/cases/tdpcb/sample-1.in";
    let after = &guide[guide.find(command).expect("the piped duel")..];
    let start = after.find("```text\n").expect("its transcript") + "```text\n".len();
    let transcript = &after[start..start + after[start..].find("```").unwrap()];
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(["duel", "tdpcb", "tests/cases/tdpcb/sample-1.in"])
        .current_dir(&root)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"b\n1\n")?;
            child.wait_with_output()
        })
        .unwrap();
    // The game has a mistake in it: the status says so, as review's does.
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&output.stdout), transcript);
}

/// Every link of the README and the guides to a file of the repository (`](path)`, an image
/// or a page, with or without a `#section`) names a file that exists.
#[test]
fn every_link_to_a_file_of_the_repository_holds() {
    let root = root();
    let mut pages = vec![root.join("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|extension| extension == "md") {
            pages.push(path);
        }
    }
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for (_, rest) in text
            .match_indices("](")
            .map(|(at, _)| text.split_at(at + 2))
        {
            let target = &rest[..rest.find(')').expect("a closed link")];
            let file = target.split('#').next().unwrap();
            if file.is_empty() || file.contains("://") {
                continue;
            }
            let resolved = page.parent().unwrap().join(file);
            assert!(
                resolved.exists(),
                "{}: the link ({target}) names no file",
                page.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 10, "{checked} links checked");
}
