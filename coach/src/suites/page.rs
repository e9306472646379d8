//! The page `coach play --html` writes, in a real browser: headless Chromium (Debian's
//! `chromium`, installed by `.ci/browser`), driven over the DevTools protocol, through the
//! page's contract: at any moment each legal move at the position shown is exactly one
//! element with `data-move` (the move as `play --json` encodes it) and `data-worth` (its
//! value as `play --json` writes it); a click on it plays that move; on load the page shows
//! the start; a finished game shows no `data-move`.
//!
//! For one sample of each problem: no console error and no network request; → k times shows
//! move k with the JSON's points and alternatives; the table highlights the line's cells. On
//! every sample and on random small inputs of every problem: random walks off the optimal
//! line, each worth shown checked against `dev::worth`, the plain negamax over the rules, and
//! each move's mark against review's. The 2000 x 2000 grid and a board at the bound. Each
//! screenshot is saved to a temporary folder, removed after the test, unless
//! `GAME_DP_KEEP_SCREENSHOTS` names a folder to keep them in.
//!
//! Without Chromium the tests say so and pass, unless `GAME_DP_REQUIRE_BROWSER` is set, as
//! `.ci/run` sets it: there they must run.

use crate::dev::samples;
use crate::format::grid_input;
use crate::page::write as write_page;
use crate::play::play;
use crate::problem::Games;
use crate::problems::{Coached, Name, Task, Tdpcb};
use crate::rng::Rng;
use crate::worth::{Worth, so_far};
use base64::Engine;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write as _};
use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// One browser test at a time: two cores are not enough for several Chromiums at once, and a
/// test that times a page's load must not share them.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The browser, or `None` (with a message) when it is not installed and not required; and the
/// turn of this test, held until it ends.
fn chromium() -> Option<(PathBuf, std::sync::MutexGuard<'static, ()>)> {
    let path = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if path.exists() {
        let turn = ONE_AT_A_TIME
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        return Some((path, turn));
    }
    assert!(
        std::env::var_os("GAME_DP_REQUIRE_BROWSER").is_none(),
        "{} is missing: install it with `bash .ci/browser`",
        path.display()
    );
    // Straight to the process's standard error, which the test harness does not capture, so
    // that a skip shows in `cargo test` as it runs and is never taken for a pass.
    let _ = writeln!(
        std::io::stderr(),
        "SKIPPED: the browser tests need Chromium at {} (`bash .ci/browser` installs it)",
        path.display()
    );
    None
}

/// One headless Chromium, killed and waited for when dropped, with its profile in a
/// temporary folder.
struct Browser {
    child: Child,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next: u64,
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

impl Drop for Browser {
    /// Chromium and every process it started, killed together (its own process group), so
    /// that none still writes to the profile when the profile is removed.
    fn drop(&mut self) {
        // SAFETY: kill(2) with a process group id and a signal number; no memory is involved.
        unsafe { libc::kill(-(self.child.id() as libc::pid_t), libc::SIGKILL) };
        let _ = self.child.wait();
    }
}

impl Browser {
    fn start(chromium: &Path) -> Browser {
        let profile = tempfile::tempdir().expect("a profile folder");
        let mut child = Command::new(chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            // Its singleton socket's folder too goes in the profile, removed with it: a
            // killed Chromium leaves behind whatever it keeps in the system's temporary folder.
            .env("TMPDIR", profile.path())
            .process_group(0)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("chromium starts");
        let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
        let mut url = None;
        let mut line = String::new();
        while url.is_none() && stderr.read_line(&mut line).unwrap_or(0) > 0 {
            url = line
                .trim()
                .strip_prefix("DevTools listening on ")
                .map(str::to_string);
            line.clear();
        }
        // The rest of its chatter is drained, so that a full pipe never stalls it.
        std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
        let url = url.expect("chromium prints its DevTools address");
        let (socket, _) = tungstenite::connect(url).expect("the DevTools socket");
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream
                .set_read_timeout(Some(Duration::from_secs(30)))
                .expect("a read timeout");
        }
        let mut browser = Browser {
            child,
            socket,
            session: String::new(),
            next: 0,
            events: Vec::new(),
            _profile: profile,
        };
        let target = browser.call("Target.createTarget", json!({"url": "about:blank"}));
        let attached = browser.call(
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        for domain in ["Page", "Runtime", "Network", "Log"] {
            browser.call(&format!("{domain}.enable"), json!({}));
        }
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": false}),
        );
        browser
    }

    /// Sends a command and waits for its answer, keeping the events that come before it.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let mut message = json!({"id": self.next, "method": method, "params": params});
        if !self.session.is_empty() {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .expect("the command is sent");
        loop {
            let reply: Value = match self.socket.read().expect("DevTools answers") {
                Message::Text(text) => serde_json::from_str(&text).expect("JSON"),
                _ => continue,
            };
            if reply["id"] == json!(self.next) {
                assert!(reply["error"].is_null(), "{method}: {reply}");
                return reply["result"].clone();
            }
            self.events.push(reply);
        }
    }

    /// Waits for an event named `method`.
    fn wait_for(&mut self, method: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !self.events.iter().any(|event| event["method"] == method) {
            assert!(Instant::now() < deadline, "no {method}");
            // A cheap command: its answer comes after the events queued before it.
            self.call("Runtime.evaluate", json!({"expression": "0"}));
        }
    }

    fn open(&mut self, path: &Path) -> String {
        let url = format!("file://{}", path.display());
        self.events.clear();
        self.call("Page.navigate", json!({"url": url}));
        self.wait_for("Page.loadEventFired");
        url
    }

    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        assert!(
            result["exceptionDetails"].is_null(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    fn key(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key,
                       "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}),
            );
        }
    }

    fn screenshot(&mut self, path: &Path) {
        let shot = self.call(
            "Page.captureScreenshot",
            json!({"format": "png", "captureBeyondViewport": true}),
        );
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().expect("image data"))
            .expect("base64");
        std::fs::write(path, png).expect("a writable screenshot");
    }

    /// Console errors, uncaught exceptions and log errors seen so far.
    fn errors(&self) -> Vec<&Value> {
        self.events
            .iter()
            .filter(|event| {
                let method = event["method"].as_str().unwrap_or("");
                method == "Runtime.exceptionThrown"
                    || (method == "Runtime.consoleAPICalled" && event["params"]["type"] == "error")
                    || (method == "Log.entryAdded" && event["params"]["entry"]["level"] == "error")
            })
            .collect()
    }

    /// Every URL the page requested.
    fn requests(&self) -> Vec<String> {
        self.events
            .iter()
            .filter(|event| event["method"] == "Network.requestWillBeSent")
            .map(|event| {
                event["params"]["request"]["url"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    }
}

/// The moves the page offers now, each `[move, worth, starred best]`, in the order shown.
fn offered(browser: &mut Browser) -> Vec<Value> {
    let shown = browser.eval(
        "[...document.querySelectorAll('[data-move]')].map(b => \
         [JSON.parse(b.dataset.move), JSON.parse(b.dataset.worth), b.textContent.includes('★ best')])",
    );
    shown.as_array().unwrap().clone()
}

/// Plays the move the page offers under the name `name`, as a click on it does.
fn click_named(browser: &mut Browser, name: &str) {
    browser.eval(&format!(
        "[...document.querySelectorAll('[data-move]')].find(b => JSON.parse(b.dataset.move) === \
         '{name}').click()"
    ));
}

/// The same from a step of the JSON: the best are those of the best worth, whatever Grundy
/// number they leave.
fn expected(step: Option<&Value>) -> Vec<Value> {
    let Some(step) = step else { return Vec::new() };
    step["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            json!([
                a["move"],
                a["value"],
                without_grundy(&a["value"]) == step["best"]
            ])
        })
        .collect()
}

fn without_grundy(value: &Value) -> Value {
    let mut value = value.clone();
    if let Some(object) = value.as_object_mut() {
        object.remove("grundy");
    }
    value
}

fn sample(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/cases")
        .join(problem)
        .join("sample-1.in")
}

/// What `coach ARGS` prints, run in this process; it must succeed.
fn coach(args: &[&str]) -> String {
    let (status, out) = super::coach(args);
    assert!(status.success(), "coach {args:?}: {status}");
    out
}

/// Writes the page of `input` for `problem` into `dir`.
fn page(dir: &Path, problem: &str, input: &Path, name: &str) -> PathBuf {
    let page = dir.join(format!("{name}.html"));
    coach(&[
        "play",
        problem,
        input.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
    ]);
    page
}

/// Where screenshots go: `GAME_DP_KEEP_SCREENSHOTS` (a relative folder is taken from the
/// workspace's root, where `cargo test` is run), or the test's temporary folder.
fn shots(scratch: &Path) -> PathBuf {
    match std::env::var_os("GAME_DP_KEEP_SCREENSHOTS") {
        Some(dir) => {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(dir);
            std::fs::create_dir_all(&dir).expect("a folder for screenshots");
            dir
        }
        None => scratch.to_path_buf(),
    }
}

/// Shows test case `case` (from 0), as choosing it in the page's list does.
fn choose_case(browser: &mut Browser, case: usize) {
    browser.eval(&format!(
        "{{ const s = document.getElementById('game'); s.value = '{case}'; \
         s.dispatchEvent(new Event('change')); }}"
    ));
}

fn text_of(browser: &mut Browser, id: &str) -> String {
    let value = browser.eval(&format!("document.getElementById('{id}').textContent"));
    value.as_str().unwrap().to_string()
}

#[test]
fn every_problem_s_page_steps_through_its_json_in_chromium() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut browser = Browser::start(&chromium);
    // Every problem of the roster: a new one without its drawing in the page's script fails
    // here, with a console error.
    for problem in Name::ALL.iter().map(|name| name.binary()) {
        let input = sample(problem);
        let page = page(scratch.path(), problem, &input, problem);
        let data: Value = serde_json::from_str(&coach(&[
            "play",
            problem,
            input.to_str().unwrap(),
            "--json",
            "--why",
        ]))
        .unwrap();
        let url = browser.open(&page);
        // On load: the start.
        assert_eq!(text_of(&mut browser, "said"), "The start.", "{problem}");
        // The first test case whose table is small enough to draw (abc206f's first is not).
        let case = data["games"]
            .as_array()
            .unwrap()
            .iter()
            .position(|game| !game["tables"].as_array().unwrap().is_empty())
            .expect("a drawn table");
        if case > 0 {
            choose_case(&mut browser, case);
        }
        let game = &data["games"][case];
        let steps = game["steps"].as_array().unwrap().clone();
        assert_eq!(offered(&mut browser), expected(steps.first()), "{problem}");
        let k = steps.len().min(3);
        for _ in 0..k {
            browser.key("ArrowRight", 39);
        }
        assert_eq!(
            text_of(&mut browser, "move-number"),
            format!("Move {k} of {}", steps.len())
        );
        let points: Value = serde_json::from_str(
            browser
                .eval("document.getElementById('scores').dataset.points")
                .as_str()
                .unwrap(),
        )
        .unwrap();
        assert_eq!(points, steps[k - 1]["points"], "{problem}");
        assert_eq!(offered(&mut browser), expected(steps.get(k)), "{problem}");
        let highlighted = browser.eval(
            "[...document.querySelectorAll('td.path')]\
             .map(td => [+td.dataset.table, +td.dataset.row, +td.dataset.col])",
        );
        let mut highlighted: Vec<Value> = highlighted.as_array().unwrap().clone();
        let mut path: Vec<Value> = Vec::new();
        for (n, table) in game["tables"].as_array().unwrap().iter().enumerate() {
            for cell in table["path"].as_array().unwrap() {
                let cell = json!([n, cell[0], cell[1]]);
                if !path.contains(&cell) {
                    path.push(cell);
                }
            }
        }
        let key = |v: &Value| v.to_string();
        highlighted.sort_by_key(key);
        path.sort_by_key(key);
        assert_eq!(highlighted, path, "{problem}");
        assert!(!path.is_empty(), "{problem}: every sample's table is drawn");
        // The first cell of the path in the page's order, which is not the start where the
        // line runs backwards through the table (a pile that shrinks, folded into rows).
        let focused = browser.eval(
            "(td => { td.focus(); return [+td.dataset.table, +td.dataset.row, +td.dataset.col]; })\
             (document.querySelector('td.path'))",
        );
        let cell = |k: usize| focused[k].as_u64().unwrap() as usize;
        let note = text_of(&mut browser, "cell-note");
        assert!(
            note.ends_with(
                game["tables"][cell(0)]["notes"][cell(1)][cell(2)]
                    .as_str()
                    .unwrap()
            ),
            "{problem}: {note}"
        );
        browser.screenshot(&shots(scratch.path()).join(format!("{problem}.png")));
        // The last move of the line played: nothing left to choose.
        browser.key("End", 35);
        assert_eq!(offered(&mut browser), Vec::<Value>::new(), "{problem}");
        assert_eq!(text_of(&mut browser, "choice-title"), "The game is over.");
        assert_eq!(browser.errors(), Vec::<&Value>::new(), "{problem}");
        assert_eq!(browser.requests(), [url], "{problem}: only the page itself");
    }
}

/// A random walk off the optimal line on every game of `input`: at each position, the moves
/// offered are exactly the legal ones, each worth what the plain negamax over the rules
/// (`dev::worth`) says, and the move just played is marked as review marks it.
struct Walk<'a> {
    browser: &'a mut Browser,
    page: &'a Path,
    rng: &'a mut Rng,
}

impl Task for Walk<'_> {
    type Output = usize;

    fn run<P: Coached>(self) -> usize {
        let text = std::fs::read_to_string(self.page.with_extension("in")).unwrap();
        let input = P::parse(&text).unwrap();
        self.browser.open(self.page);
        let mut moves = 0;
        for (case, game) in input.games().into_iter().enumerate() {
            if case > 0 {
                choose_case(self.browser, case);
            }
            assert_eq!(text_of(self.browser, "said"), "The start.");
            let mut memo = HashMap::new();
            let mut position = P::start(game);
            let mut points = [0i64, 0];
            loop {
                let offered = offered(self.browser);
                let legal = P::moves(game, &position);
                let context = || format!("{} {case}: {position:?}\n{text}", P::NAME);
                if offered.is_empty() && !legal.is_empty() {
                    // Past the moves a line shows in detail, the page says that it goes on.
                    assert_eq!(text_of(self.browser, "choice-title"), "The line goes on.");
                    break;
                }
                assert_eq!(offered.len(), legal.len(), "{}", context());
                if legal.is_empty() {
                    assert_eq!(text_of(self.browser, "choice-title"), "The game is over.");
                    break;
                }
                let mover = P::mover(&position);
                let so_far = so_far(P::KIND, points, mover);
                let best = crate::dev::worth::<P>(game, &position, &mut memo);
                let mut by_move = HashMap::new();
                for mv in &legal {
                    let (after, gained) = P::apply(game, &position, mv);
                    let worth = Worth::of_move(
                        gained[mover] - gained[1 - mover],
                        crate::dev::worth::<P>(game, &after, &mut memo),
                        P::mover(&after) != mover,
                    );
                    by_move.insert(
                        serde_json::to_value(mv).unwrap().to_string(),
                        (mv.clone(), worth, after, gained),
                    );
                }
                for shown in &offered {
                    let (_, worth, _, _) = &by_move[&shown[0].to_string()];
                    assert_eq!(
                        without_grundy(&shown[1]),
                        worth.json(so_far, None),
                        "{} {}",
                        shown[0],
                        context()
                    );
                    assert_eq!(shown[2], json!(*worth == best), "{}", context());
                }
                let pick = self.rng.below(offered.len());
                self.browser.eval(&format!(
                    "document.querySelectorAll('[data-move]')[{pick}].click()"
                ));
                let (mv, worth, after, gained) = by_move[&offered[pick][0].to_string()].clone();
                let said = text_of(self.browser, "said");
                let mark = worth.mark(best, so_far).word();
                assert!(
                    said.contains(&format!("[{mark}")),
                    "{said} for {mv:?}: {mark}\n{}",
                    context()
                );
                position = after;
                points = [points[0] + gained[0], points[1] + gained[1]];
                moves += 1;
            }
        }
        moves
    }
}

#[test]
#[ignore = "slow tier: a sweep of random walks in Chromium, about 5 s"]
fn random_walks_off_the_optimal_line_show_every_worth_the_negamax_gives() {
    // `dev::worth` is a plain recursive negamax: a sample's game of 100,000 moves goes as
    // deep, beyond a test thread's default stack.
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(random_walks)
        .expect("a thread")
        .join()
        .expect("the walks hold");
}

fn random_walks() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut browser = Browser::start(&chromium);
    let mut rng = Rng::new(23);
    let mut walked = 0;
    for &name in Name::ALL {
        let problem = name.binary();
        let mut inputs: Vec<String> = samples(problem)
            .iter()
            .map(|path| std::fs::read_to_string(path).unwrap())
            .collect();
        for seed in 1..=4 {
            inputs.push(coach(&["gen", problem, "--seed", &seed.to_string()]));
        }
        for (n, input) in inputs.iter().enumerate() {
            let stem = scratch.path().join(format!("{problem}-{n}"));
            std::fs::write(stem.with_extension("in"), input).unwrap();
            let page = page(
                scratch.path(),
                problem,
                &stem.with_extension("in"),
                &format!("{problem}-{n}"),
            );
            walked += name.run(Walk {
                browser: &mut browser,
                page: &page,
                rng: &mut rng,
            });
            if n == 1 {
                browser.screenshot(&shots(scratch.path()).join(format!("{problem}-walk.png")));
            }
        }
        assert_eq!(browser.errors(), Vec::<&Value>::new(), "{problem}");
    }
    assert!(walked > 120, "{walked} moves walked");
}

/// After a deviation the page says what it cost and shows optimal play from there; "Back to
/// the optimal line" returns to where the line left it.
#[test]
fn a_deviation_is_judged_and_the_optimal_line_is_one_click_away() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut browser = Browser::start(&chromium);
    // tdpcb sample 1: taking 2 from pile b first loses 16 (review: "MISTAKE: loses 16; best
    // was a (ends +9)").
    let page = page(scratch.path(), "tdpcb", &sample("tdpcb"), "tdpcb");
    browser.open(&page);
    click_named(&mut browser, "b");
    assert_eq!(
        text_of(&mut browser, "said"),
        "Move 1: Snuke takes 2 from pile b [MISTAKE: loses 16; best was a (ends +9)]"
    );
    assert_eq!(text_of(&mut browser, "move-number"), "Move 1 of 1");
    let off = text_of(&mut browser, "off-line");
    assert!(
        off.starts_with("This line left the optimal one at move 1."),
        "{off}"
    );
    assert!(off.ends_with("Optimal play from here: b, a"), "{off}");
    browser.screenshot(&shots(scratch.path()).join("tdpcb-deviation.png"));
    // Back and Forward move along the line played.
    browser.key("ArrowLeft", 37);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 0 of 1");
    browser.key("ArrowRight", 39);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 1 of 1");
    browser.eval("document.getElementById('optimal').click()");
    assert_eq!(text_of(&mut browser, "move-number"), "Move 0 of 3");
    assert!(
        browser
            .eval("document.getElementById('off-line').hidden")
            .as_bool()
            .unwrap()
    );
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// A 2000 x 2000 grid is past the bound: the page says so in one sentence, stays within 5 MB,
/// draws the whole path scaled at every move, and always 11 x 41 cells around the piece.
#[test]
#[ignore = "slow tier: the largest grid stepped through in Chromium, about 4 s"]
fn the_largest_grid_s_page_shows_its_path_and_a_full_window_at_every_move() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let input = scratch.path().join("max.in");
    std::fs::write(&input, coach(&["gen", "abc201d", "--size", "max"])).unwrap();
    let page = page(scratch.path(), "abc201d", &input, "max");
    assert!(std::fs::metadata(&page).unwrap().len() <= 5 << 20);
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    let bound = text_of(&mut browser, "bound");
    assert_eq!(
        bound,
        "More than 100,000 positions can be reached from the start of this game, too many to \
         hold each one: the page shows the optimal line, and one step aside at each of its moves."
    );
    let window = "document.querySelectorAll('#board svg')[1].querySelectorAll('rect').length";
    let overview =
        "document.querySelector('#board svg polyline').getAttribute('points').split(' ').length";
    assert_eq!(browser.eval(window), 11 * 41);
    assert_eq!(browser.eval(overview), 3999);
    browser.screenshot(&shots(scratch.path()).join("abc201d-max-start.png"));
    browser.key("End", 35);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 3998 of 3998");
    assert_eq!(browser.eval(window), 11 * 41);
    let scale = text_of(&mut browser, "scale");
    assert!(scale.starts_with("The grid is 2000 x 2000"), "{scale}");
    browser.key("ArrowLeft", 37);
    browser.screenshot(&shots(scratch.path()).join("abc201d-max.png"));
    // One step aside from the start, and no further.
    browser.key("Home", 36);
    browser.eval("document.querySelectorAll('[data-move]')[1].click()");
    assert_eq!(offered(&mut browser), Vec::<Value>::new());
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// A line longer than is shown in detail (here tdpcb's 2,000 moves cut to 100 steps, as
/// 100,000 moves are cut to 4,000) ends on the page where its steps end, saying that the game
/// goes on: never "The game is over" while it is not.
#[test]
fn a_line_cut_short_says_it_goes_on() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let piles = (vec![1; 1000], vec![2; 1000]);
    let mut played = play::<Tdpcb>(&piles).unwrap();
    played.games[0].analyses.truncate(100);
    let page = scratch.path().join("cut.html");
    let mut file = std::fs::File::create(&page).expect("the page's file");
    write_page(&mut played, &mut file).expect("the page is written");
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    let bound = text_of(&mut browser, "bound");
    assert!(
        bound.ends_with("Its line has 2000 moves: the page shows the first 100."),
        "{bound}"
    );
    browser.key("End", 35);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 100 of 100");
    assert_eq!(text_of(&mut browser, "choice-title"), "The line goes on.");
    assert_eq!(
        text_of(&mut browser, "recurrence"),
        "This line has 2000 moves; the page analyses the first 100, and stops here."
    );
    assert_eq!(offered(&mut browser), Vec::<Value>::new());
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// At the bound (a 316 x 316 grid: 99,856 positions), the page is a board within 5 MB that
/// Chromium loads and plays. How long it takes to load is printed, a figure for
/// docs/performance.md, never a bound: a busy machine would fail it.
#[test]
#[ignore = "slow tier: a measurement in Chromium, about 2 s"]
fn a_board_at_the_bound_stays_within_5_mb_and_plays() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut rng = Rng::new(316);
    let grid: Vec<Vec<u8>> = (0..316)
        .map(|_| {
            (0..316)
                .map(|_| if rng.chance(50) { b'+' } else { b'-' })
                .collect()
        })
        .collect();
    let input = scratch.path().join("bound.in");
    std::fs::write(&input, grid_input(&grid)).unwrap();
    let page = page(scratch.path(), "abc201d", &input, "bound");
    let bytes = std::fs::metadata(&page).unwrap().len();
    assert!(bytes <= 5 << 20, "{bytes} bytes");
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    let loaded = browser.eval("performance.getEntriesByType('navigation')[0].loadEventEnd");
    eprintln!("a board of 99,856 positions: {bytes} bytes, loaded in {loaded} ms");
    assert!(
        browser
            .eval("document.getElementById('bound').hidden")
            .as_bool()
            .unwrap()
    );
    // Any move plays, here the worst at the start, and the game goes on from there.
    let offered_now = offered(&mut browser);
    browser.eval(&format!(
        "document.querySelectorAll('[data-move]')[{}].click()",
        offered_now.len() - 1
    ));
    assert_eq!(offered(&mut browser).len(), 2);
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// aoj2741 at its maximum, 50 + 50 cards, in a deal whose optimal line stacks 47 cards in a
/// row (`aoj2741_tall_stack.in`, found by a random search): each deck is drawn by its next
/// cards and the stack by its top cards, at a readable size (every card at least 20 pixels
/// high on the screen), with the count of those not drawn; at the start and at every move to
/// the end.
#[test]
#[ignore = "slow tier: the largest boards stepped through in Chromium, about 3 s"]
fn the_longest_decks_and_a_tall_stack_are_drawn_at_a_readable_size() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let input = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/aoj2741_tall_stack.in");
    let page = page(scratch.path(), "aoj2741", &input, "tall");
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    // The height on the screen of the smallest card drawn (none drawn once every card is
    // played and the stack cleared).
    let smallest_card = |browser: &mut Browser| {
        browser
            .eval(
                "Math.min(1000, ...[...document.querySelectorAll('#board svg rect')]\
                 .map((r) => r.getBoundingClientRect().height))",
            )
            .as_f64()
            .unwrap()
    };
    let board = "document.querySelector('#board svg').textContent";
    let stack = "document.querySelectorAll('#board svg rect[x=\"10\"]').length";
    assert_eq!(
        browser.eval("document.querySelectorAll('#board svg rect').length"),
        10
    );
    let at_start = browser.eval(board).as_str().unwrap().to_string();
    assert!(at_start.contains("and 45 more"), "{at_start}");
    browser.screenshot(&shots(scratch.path()).join("aoj2741-max-start.png"));
    let moves = text_of(&mut browser, "move-number");
    let total: usize = moves.rsplit(' ').next().unwrap().parse().unwrap();
    let mut below = 0;
    for _ in 0..total {
        browser.key("ArrowRight", 39);
        let at = text_of(&mut browser, "move-number");
        let smallest = smallest_card(&mut browser);
        assert!(smallest >= 20.0, "{at}: a card {smallest} pixels high");
        assert!(browser.eval(stack).as_u64().unwrap() <= 10, "{at}");
        if browser.eval(board).as_str().unwrap().contains("more below") {
            below += 1;
            if below == 1 {
                browser.screenshot(&shots(scratch.path()).join("aoj2741-max-tall.png"));
            }
        }
    }
    assert!(below > 0, "the stack never grew past its window");
    assert_eq!(
        text_of(&mut browser, "move-number"),
        format!("Move {total} of {total}")
    );
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// A rules file's page: each position along the line drawn by its `show`, a position one
/// step aside by its JSON, the moves by the file's names; the table of values beside it.
#[test]
fn a_rules_file_s_page_draws_its_positions_with_show() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let page = scratch.path().join("kayles.html");
    let kayles = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/kayles.py");
    coach(&[
        "play",
        kayles.to_str().unwrap(),
        "--n",
        "5",
        "--html",
        page.to_str().unwrap(),
    ]);
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    assert_eq!(text_of(&mut browser, "board"), "I I I I I");
    assert_eq!(text_of(&mut browser, "answer"), "First");
    browser.key("ArrowRight", 39);
    assert_eq!(
        text_of(&mut browser, "said"),
        "Move 1: First plays take_1_leaving_2_+_2 [best, wins in 5]"
    );
    assert_eq!(text_of(&mut browser, "board"), "I I + I I");
    browser.screenshot(&shots(scratch.path()).join("kayles-move-1.png"));
    // One step aside: a sum the line never reaches, drawn as its JSON.
    browser.key("ArrowLeft", 37);
    click_named(&mut browser, "take_1_leaving_1_+_3");
    assert_eq!(text_of(&mut browser, "board"), "{\"sum\":[1,3]}");
    assert!(text_of(&mut browser, "said").contains("MISTAKE"));
    assert!(text_of(&mut browser, "tables").contains("grundy"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// `--table-of`: a learner's table on the page's drawn table, in Chromium: the wrong entry in
/// red and outlined as the first, the finding in words above the table; a right table marks
/// nothing. The wrong solution prints its table only where `COACH_TABLE` is set: the run for
/// the page sets it.
#[test]
fn a_learners_wrong_entries_are_marked_on_the_page_s_table() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/table");
    let input = fixtures.join("tdpcb_small.in");
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let page_of = |solution: &str| {
        let page = scratch.path().join(format!("{solution}.html"));
        coach(&[
            "play",
            "tdpcb",
            input.to_str().unwrap(),
            "--html",
            page.to_str().unwrap(),
            "--table-of",
            fixtures.join(solution).to_str().unwrap(),
        ]);
        page
    };
    let right = std::fs::read_to_string(page_of("tdpcb_right_total.py")).unwrap();
    assert!(!right.contains("\"wrong\":"), "a right table marks nothing");
    assert!(right.contains("\"yours\":\"Your solution: AC on this input."));
    let wrong = page_of("tdpcb_transition.py");
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let mut browser = Browser::start(&chromium);
    browser.open(&wrong);
    let marked = browser.eval(
        "[...document.querySelectorAll('td.wrong')].map(td => [td.dataset.row, td.dataset.col, td.className, td.title])",
    );
    assert_eq!(
        marked,
        serde_json::json!([["0", "0", "path wrong first-wrong", "yours: 3"]])
    );
    let yours = text_of(&mut browser, "yours");
    assert!(
        yours.contains(
            "The first wrong entry, in the order your program filled the table: dp[0][0] = 3 \
             (yours), 1 (right)."
        ),
        "{yours}"
    );
    browser.screenshot(&shots(scratch.path()).join("tdpcb-table-of.png"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// A rules file whose positions name their mover and their winner, on the page: ABC195 E's
/// Aoki moves first and a wrong answer of Takahashi's is a mistake, the end says who has won;
/// ABC349 E's move that lets a line be completed is worth a loss, whatever the points.
#[test]
fn a_rules_file_s_turns_and_wins_at_once_show_on_the_page() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let newcomers = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/newcomers");
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut browser = Browser::start(&chromium);
    let click = |browser: &mut Browser, name: &str| {
        click_named(browser, name);
        text_of(browser, "said")
    };
    // The page of the rules file `stem` on the input `text`.
    let page_of = |stem: &str, text: &str| {
        let input = scratch.path().join(format!("{stem}.in"));
        std::fs::write(&input, text).unwrap();
        let rules = newcomers.join(format!("{stem}.py"));
        page(scratch.path(), rules.to_str().unwrap(), &input, stem)
    };
    browser.open(&page_of("abc195e", "2\n35\nAT\n"));
    assert_eq!(
        text_of(&mut browser, "choice-title"),
        "Move 1: Aoki chooses among"
    );
    browser.key("End", 35);
    assert_eq!(text_of(&mut browser, "recurrence"), "Takahashi has won.");
    browser.key("Home", 36);
    click(&mut browser, "0");
    let said = click(&mut browser, "5");
    assert!(
        said.ends_with("[MISTAKE: turns a win into a loss; best was 0 (wins in 1)]"),
        "{said}"
    );
    assert_eq!(text_of(&mut browser, "recurrence"), "Aoki has won.");
    browser.screenshot(&shots(scratch.path()).join("abc195e-turns.png"));
    browser.open(&page_of("abc349e", "1 1 1\n1 1 1\n1 1 1\n"));
    click(&mut browser, "11");
    let said = click(&mut browser, "21");
    assert!(
        said.ends_with("[MISTAKE: lets the other player win outright; best was 22 (ends -1)]"),
        "{said}"
    );
    for name in ["12", "22", "13"] {
        click(&mut browser, name);
    }
    assert_eq!(text_of(&mut browser, "recurrence"), "Takahashi has won.");
    browser.screenshot(&shots(scratch.path()).join("abc349e-win-at-once.png"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}

/// A drawn game's page (issue 54, ABC209 E): each move says it draws, the optimal line ends
/// where it comes back to a position it passed, and the page says so there; the table's
/// column is the outcome. And a score game that never ends (`ENDLESS`) says so, in the same
/// browser.
#[test]
fn a_drawn_line_comes_back_and_the_page_says_so() {
    let Some((chromium, _turn)) = chromium() else {
        return;
    };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let input = scratch.path().join("in.txt");
    std::fs::write(&input, "2\nada\nadb\n").expect("a scratch file");
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/abc209e.py");
    let drawn = page(scratch.path(), rules.to_str().unwrap(), &input, "abc209e");
    let mut browser = Browser::start(&chromium);
    browser.open(&drawn);
    assert_eq!(text_of(&mut browser, "answer"), "Draw\nDraw");
    assert_eq!(text_of(&mut browser, "move-number"), "Move 0 of 2");
    let offered = offered(&mut browser);
    assert_eq!(offered.len(), 1, "{offered:?}");
    assert!(
        text_of(&mut browser, "choices").contains("ada: plays ada, leaving"),
        "{}",
        text_of(&mut browser, "choices")
    );
    assert!(text_of(&mut browser, "choices").contains("— draws ★ best"));
    browser.key("End", 35);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 2 of 2");
    assert!(
        text_of(&mut browser, "choice-title").starts_with(
            "Back at a position the line passed (a draw where neither can force a win)."
        ),
        "{}",
        text_of(&mut browser, "choice-title")
    );
    browser.screenshot(&shots(scratch.path()).join("abc209e-drawn.png"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());

    // A score game that never ends (`ENDLESS`), in the same browser: the optimal line goes
    // round once, and the page says the game never ends there, not that it is a draw.
    std::fs::write(&input, "3 3\n0 0 -4\n1 2\n2 1\n2 3\n").expect("a scratch file");
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/rules/token_payoff.py");
    browser.open(&page(
        scratch.path(),
        rules.to_str().unwrap(),
        &input,
        "token",
    ));
    assert_eq!(text_of(&mut browser, "answer"), "0");
    browser.key("End", 35);
    assert_eq!(text_of(&mut browser, "move-number"), "Move 2 of 2");
    assert!(
        text_of(&mut browser, "choice-title").starts_with(
            "Back at a position the line passed (the game never ends: neither player gains by \
             ending it)."
        ),
        "{}",
        text_of(&mut browser, "choice-title")
    );
    browser.screenshot(&shots(scratch.path()).join("token-endless.png"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}
