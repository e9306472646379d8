//! The README and the guides in `docs/` as a user reads them: every transcript (a `console`
//! block: `$ command`, its status after `?`, and what it prints, with `[..]` and `...` where a
//! time or a long output is left out) is run from the repository's root with trycmd, and
//! compared with what the command prints. Builds of source files go to a temporary cache.

use std::path::{Path, PathBuf};

/// The repository's root, where a user runs the commands the pages show.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn every_transcript_of_the_readme_and_the_guides_holds() {
    let root = root();
    // The commands are written from the repository's root, as a user runs them.
    std::env::set_current_dir(&root).expect("the repository's root");
    let cache = tempfile::tempdir().expect("a cache folder");
    trycmd::TestCases::new()
        .register_bin("coach", trycmd::cargo::cargo_bin("coach"))
        .env("XDG_CACHE_HOME", cache.path().display().to_string())
        .env("RUST_BACKTRACE", "0")
        .case("README.md")
        .case("docs/*.md");
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
    assert!(output.status.success());
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
