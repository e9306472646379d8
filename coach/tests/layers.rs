//! coach's shape, as `docs/contributing.md` draws it. Its modules stand in layers: a module
//! imports only from the layers below its own, so that there is no cycle and a game's path
//! through coach goes one way, from the command down to the rules. The engines (`stress/`,
//! `table/`) stand below every game and name none of the problems; no file outside a
//! problem's folder and the roster names one; inside every folder the files import one
//! another without a circle; no file is over 600 lines before its unit tests, and none of
//! the command line over 450. The imports are read from the sources
//! (`use crate::...` and `crate::...::` paths outside the unit tests).

use std::collections::{HashMap, HashSet};
use std::path::Path;

/// The layers, lowest first; a module is named by its file or its folder.
const LAYERS: &[&[&str]] = &[
    &[
        "worth", "notation", "draw", "format", "rng", "exit", "newfile",
    ],
    &["process", "shrink", "output", "layout", "input"],
    &["solution"],
    &["stress", "table", "octal", "retrograde"],
    &["problem"],
    &["analysis", "menu"],
    &["play", "review", "dev"],
    &["page", "duel"],
    &["rules"],
    &["problems"],
    &["judge"],
    &["cli"],
    &["suites"],
    &["main", "lib"],
];

/// The files of `stress/` in layers, lowest first, as the guide draws them: a file imports
/// only from the files below its own, so that no arrow runs back up inside the folder.
const STRESS_LAYERS: &[&[&str]] = &[
    &["subject"],
    &["corpus", "screen"],
    &["options"],
    &["search"],
    &["minimize", "files"],
    &["failure"],
    &["summary"],
    &["text", "json"],
    &["mod"],
];

/// The top-level module a file of `coach/src` belongs to.
fn module_of(path: &Path, src: &Path) -> String {
    let relative = path.strip_prefix(src).unwrap();
    let first = relative.components().next().unwrap().as_os_str();
    first.to_string_lossy().trim_end_matches(".rs").to_string()
}

/// The code of a file: its lines without comments, before its unit tests.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    text.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The modules a file names through `path` (`crate::`, or `super::`) in its code.
fn imports(text: &str) -> Vec<String> {
    named_after(&code(text), "crate::")
}

/// The names that follow `path` in `code`: `path::name`, and each of `path::{a, b}`.
fn named_after(code: &str, path: &str) -> Vec<String> {
    let mut names = Vec::new();
    for (at, _) in code.match_indices(path) {
        let rest = &code[at + path.len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            names.push(name);
        }
        // `use crate::{a, b}`: every module in the braces.
        if let Some(inside) = rest.strip_prefix('{') {
            let inside = &inside[..inside.find('}').unwrap_or(0)];
            names.extend(
                inside
                    .split(',')
                    .filter_map(|item| item.trim().split("::").next())
                    .filter(|name| !name.is_empty())
                    .map(str::to_string),
            );
        }
    }
    names
}

#[test]
fn every_module_imports_only_from_the_layers_below_it() {
    let layer = layer_of(LAYERS);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src.clone()];
    let mut seen = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|ext| ext != "rs") {
            continue;
        }
        seen += 1;
        let module = module_of(&path, &src);
        let own = *layer
            .get(module.as_str())
            .unwrap_or_else(|| panic!("{} is in no layer of this test", path.display()));
        for imported in imports(&std::fs::read_to_string(&path).unwrap()) {
            if imported == module {
                continue;
            }
            let Some(&theirs) = layer.get(imported.as_str()) else {
                continue;
            };
            assert!(
                theirs < own,
                "{} (layer {}) imports `{imported}` (layer {}): a module imports only from \
                 the layers below it",
                path.display(),
                own + 1,
                theirs + 1
            );
        }
    }
    assert!(seen > 20, "{seen} files read");
}

/// Every source file of `coach/src`, with its code before its unit tests.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src];
    let mut sources = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            sources.push((path, code(&text)));
        }
    }
    sources
}

/// The problems of the roster, by their binaries' names.
fn problems() -> Vec<String> {
    std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/problems"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn no_file_but_a_problem_s_own_and_the_roster_names_a_problem() {
    let problems = problems();
    assert!(problems.len() >= 5, "{problems:?}");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (path, code) in sources() {
        let relative = path.strip_prefix(&src).unwrap();
        // The roster, a problem's folder, and the crate's own checks of every problem.
        if relative.starts_with("problems") || relative.starts_with("suites") {
            continue;
        }
        let code = code.to_lowercase();
        for problem in &problems {
            assert!(
                !code.contains(problem.as_str()),
                "{} names {problem}: what is a problem's belongs in src/problems/{problem}/",
                relative.display()
            );
        }
    }
}

#[test]
fn no_file_is_over_600_lines_before_its_tests_nor_one_of_the_command_line_over_450() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (path, code) in sources() {
        let relative = path.strip_prefix(&src).unwrap();
        let lines = code.lines().count();
        let most = if relative.starts_with("cli") {
            450
        } else {
            600
        };
        assert!(
            lines <= most || relative.starts_with("suites"),
            "{} has {lines} lines before its tests: at most {most}; split it by concern",
            relative.display()
        );
    }
}

/// The layer of each name of `layers`.
fn layer_of<'a>(layers: &[&[&'a str]]) -> HashMap<&'a str, usize> {
    layers
        .iter()
        .enumerate()
        .flat_map(|(n, names)| names.iter().map(move |name| (*name, n)))
        .collect()
}

#[test]
fn inside_stress_every_file_imports_only_from_the_files_below_it() {
    let layer = layer_of(STRESS_LAYERS);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/stress");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let own = *layer
            .get(name.as_str())
            .unwrap_or_else(|| panic!("{} is in no layer of this test", path.display()));
        seen += 1;
        let code = code(&std::fs::read_to_string(&path).unwrap());
        let mut named = named_after(&code, "super::");
        named.extend(named_after(&code, "crate::stress::"));
        if name == "mod" {
            named.clear();
        }
        for imported in named {
            let Some(&theirs) = layer.get(imported.as_str()) else {
                continue;
            };
            assert!(
                theirs < own,
                "stress/{name}.rs (layer {}) imports `{imported}` (layer {}): inside the \
                 folder too, a file imports only from the files below it",
                own + 1,
                theirs + 1
            );
        }
    }
    assert_eq!(
        seen,
        layer.len(),
        "a file of stress/ is gone: mend STRESS_LAYERS"
    );
}

/// What each room of the folder `dir` (`module` its path, `crate::rules::`) imports from
/// the others, read from `sources`. A room is a file or folder directly inside `dir` (`mod`
/// for `mod.rs`); a room named by a path (`super::child::`, `crate::rules::child::`) is
/// imported itself; any other name is taken from `mod.rs`, which defines or hands it on.
fn arrows(
    sources: &[(std::path::PathBuf, String)],
    dir: &Path,
    module: &str,
) -> HashMap<String, Vec<String>> {
    // Each file under `dir`: its room, whether it stands directly in `dir`, and its code.
    let files: Vec<(String, bool, &String)> = sources
        .iter()
        .filter_map(|(path, code)| {
            let inside = path.strip_prefix(dir).ok()?;
            let first = inside.components().next()?.as_os_str().to_string_lossy();
            let room = first.trim_end_matches(".rs").to_string();
            Some((room, inside.components().count() == 1, code))
        })
        .collect();
    let rooms: HashSet<&str> = files.iter().map(|(room, ..)| room.as_str()).collect();
    let mut arrows: HashMap<String, Vec<String>> = HashMap::new();
    for (room, direct, code) in &files {
        let mut named = named_after(code, module);
        if *direct && room != "mod" {
            named.extend(named_after(code, "super::"));
        }
        if room == "mod" {
            // mod.rs names its own rooms by their paths alone: `child::name`.
            for other in &rooms {
                let path = format!("{other}::");
                let alone = code.match_indices(&path).any(|(at, _)| {
                    !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':')
                });
                if alone {
                    named.push(other.to_string());
                }
            }
        }
        for name in named
            .into_iter()
            .filter(|name| name != "super" && name != "self")
        {
            let to = if rooms.contains(name.as_str()) {
                name
            } else {
                "mod".to_string()
            };
            if to != *room {
                arrows.entry(room.clone()).or_default().push(to);
            }
        }
    }
    arrows
}

/// A circle of arrows, where there is one.
fn circle(arrows: &HashMap<String, Vec<String>>) -> Option<Vec<String>> {
    fn visit(
        room: &str,
        arrows: &HashMap<String, Vec<String>>,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|seen| seen == room) {
            let mut circle = path[at..].to_vec();
            circle.push(room.to_string());
            return Some(circle);
        }
        if done.iter().any(|seen| seen == room) {
            return None;
        }
        path.push(room.to_string());
        for next in arrows.get(room).into_iter().flatten() {
            if let Some(circle) = visit(next, arrows, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.push(room.to_string());
        None
    }
    let mut done = Vec::new();
    let mut rooms: Vec<&String> = arrows.keys().collect();
    rooms.sort();
    rooms
        .into_iter()
        .find_map(|room| visit(room, arrows, &mut Vec::new(), &mut done))
}

/// Inside every folder, its files stand in layers too: no two import each other, by any
/// path, and none takes from `mod.rs` a name that `mod.rs` takes from it. A folder's
/// `mod.rs` either hands on what its files define (and stands above them) or defines what
/// they share (and stands below): never both for one file.
#[test]
fn inside_every_folder_the_files_import_one_another_without_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let sources = sources();
    let folders: Vec<&Path> = sources
        .iter()
        .filter(|(path, _)| path.ends_with("mod.rs"))
        .filter_map(|(path, _)| path.parent())
        .collect();
    for dir in &folders {
        let relative = dir
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('/', "::");
        let arrows = arrows(&sources, dir, &format!("crate::{relative}::"));
        if let Some(circle) = circle(&arrows) {
            panic!(
                "inside src/{}/, the files import one another in a circle: {} (a name \
                 taken from mod.rs counts as taken from `mod`)",
                relative.replace("::", "/"),
                circle.join(" -> ")
            );
        }
    }
    assert!(folders.len() > 15, "{} folders read", folders.len());
}

#[test]
fn the_guide_draws_the_same_layers_inside_stress() {
    let guide = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/contributing.md"),
    )
    .unwrap();
    for (n, names) in STRESS_LAYERS.iter().enumerate() {
        let row = guide
            .lines()
            .find(|line| line.starts_with(&format!("stress {} ", n + 1)))
            .unwrap_or_else(|| panic!("no row for stress layer {}", n + 1));
        for name in *names {
            assert!(
                row.contains(name),
                "stress layer {}: {name} is not in `{row}`",
                n + 1
            );
        }
    }
}

#[test]
fn the_guide_draws_the_same_layers() {
    let guide = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/contributing.md"),
    )
    .unwrap();
    for (n, names) in LAYERS.iter().enumerate() {
        let row = guide
            .lines()
            .find(|line| line.trim_start().starts_with(&format!("{} ", n + 1)))
            .unwrap_or_else(|| panic!("no row for layer {}", n + 1));
        for name in names.iter().filter(|&&name| name != "lib") {
            assert!(
                row.contains(name),
                "layer {}: {name} is not in `{row}`",
                n + 1
            );
        }
    }
}
