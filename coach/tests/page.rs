//! The page `coach play --html` writes, in a real browser: headless Chromium (Debian's
//! `chromium`, installed by `.ci/browser`), driven over the DevTools protocol. For one sample
//! of each problem: the page loads with no console error and no network request; pressing →
//! k times shows move k with the JSON's points; the alternatives listed are the JSON's; the
//! table highlights exactly the line's cells; choosing an alternative and a cell shows where
//! it leads and the cell's recurrence. A screenshot of each page is saved to a temporary
//! folder, removed after the test, unless `GAME_DP_KEEP_SCREENSHOTS` names a folder to keep
//! them in.
//!
//! Without Chromium the tests say so and pass, unless `GAME_DP_REQUIRE_BROWSER` is set, as
//! `.ci/run` sets it: there they must run.

use base64::Engine;
use coach::problems::Name;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// The browser, or `None` (with a message) when it is not installed and not required.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if path.exists() {
        return Some(path);
    }
    assert!(
        std::env::var_os("GAME_DP_REQUIRE_BROWSER").is_none(),
        "{} is missing: install it with `bash .ci/browser`",
        path.display()
    );
    eprintln!(
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
    fn drop(&mut self) {
        let _ = self.child.kill();
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

/// The alternatives the page lists: each one's move and value, and whether it is starred best.
fn shown_alternatives(browser: &mut Browser) -> Value {
    browser.eval(
        "[...document.querySelectorAll('#alternatives button')].map(b => \
         [JSON.parse(b.dataset.move), JSON.parse(b.dataset.value), b.textContent.includes('★ best')])",
    )
}

/// The same from the JSON's step: the best are those of the best worth, whatever Grundy
/// number they leave.
fn expected(step: Option<&Value>) -> Value {
    let Some(step) = step else { return json!([]) };
    let alternatives = step["alternatives"].as_array().unwrap();
    let listed: Vec<Value> = alternatives
        .iter()
        .map(|a| {
            let mut worth = a["value"].clone();
            if let Some(worth) = worth.as_object_mut() {
                worth.remove("grundy");
            }
            json!([a["move"], a["value"], worth == step["best"]])
        })
        .collect();
    json!(listed)
}

fn sample(problem: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/cases")
        .join(problem)
        .join("sample-1.in")
}

fn coach(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_coach"))
        .args(args)
        .output()
        .expect("coach runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
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

#[test]
fn every_problem_s_page_steps_through_its_json_in_chromium() {
    let Some(chromium) = chromium() else { return };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let mut browser = Browser::start(&chromium);
    // Every problem of the roster: a new one without its drawing in the page's script fails
    // here, with a console error.
    for problem in Name::ALL.iter().map(|name| name.binary()) {
        let input = sample(problem);
        let input = input.to_str().unwrap();
        let page = scratch.path().join(format!("{problem}.html"));
        coach(&["play", problem, input, "--html", page.to_str().unwrap()]);
        let data: Value =
            serde_json::from_str(&coach(&["play", problem, input, "--json", "--why"])).unwrap();
        let url = browser.open(&page);
        // The first test case whose table is small enough to draw (abc206f's first is not).
        let case = data["games"]
            .as_array()
            .unwrap()
            .iter()
            .position(|game| !game["tables"].as_array().unwrap().is_empty())
            .expect("a drawn table");
        if case > 0 {
            browser.eval(&format!(
                "const s = document.getElementById('game'); s.value = '{case}'; \
                 s.dispatchEvent(new Event('change'))"
            ));
        }
        let game = &data["games"][case];
        let steps = game["steps"].as_array().unwrap().clone();
        let k = steps.len().min(3);
        for _ in 0..k {
            browser.key("ArrowRight", 39);
        }
        assert_eq!(
            browser.eval("document.getElementById('move-number').textContent"),
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
        assert_eq!(
            shown_alternatives(&mut browser),
            expected(steps.get(k)),
            "{problem}"
        );
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
        if k < steps.len() {
            browser.eval("document.querySelector('#alternatives button').click()");
            let shown = browser.eval("document.getElementById('preview').textContent");
            assert!(
                shown.as_str().unwrap().starts_with("After "),
                "{problem}: {shown}"
            );
        }
        browser.eval("document.querySelector('td.path').focus()");
        let note = browser.eval("document.getElementById('cell-note').textContent");
        let first = &game["tables"][0];
        let cell = |k: usize| first["path"][0][k].as_u64().unwrap() as usize;
        let (i, j) = (cell(0), cell(1));
        assert!(
            note.as_str()
                .unwrap()
                .ends_with(first["notes"][i][j].as_str().unwrap()),
            "{problem}: {note}"
        );
        browser.screenshot(&shots(scratch.path()).join(format!("{problem}.png")));
        // Back at the start, the first choice is listed as the JSON has it.
        browser.key("Home", 36);
        assert_eq!(
            shown_alternatives(&mut browser),
            expected(steps.first()),
            "{problem}"
        );
        assert_eq!(browser.errors(), Vec::<&Value>::new(), "{problem}");
        assert_eq!(browser.requests(), [url], "{problem}: only the page itself");
    }
}

/// A 2000 x 2000 grid: the page stays within 5 MB, loads, and its last move is reachable.
#[test]
fn the_largest_grid_s_page_loads_and_reaches_its_last_move() {
    let Some(chromium) = chromium() else { return };
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let input = scratch.path().join("max.in");
    std::fs::write(&input, coach(&["gen", "abc201d", "--size", "max"])).unwrap();
    let page = scratch.path().join("max.html");
    coach(&[
        "play",
        "abc201d",
        input.to_str().unwrap(),
        "--html",
        page.to_str().unwrap(),
    ]);
    assert!(std::fs::metadata(&page).unwrap().len() <= 5 << 20);
    let mut browser = Browser::start(&chromium);
    browser.open(&page);
    browser.key("End", 35);
    assert_eq!(
        browser.eval("document.getElementById('move-number').textContent"),
        "Move 3998 of 3998"
    );
    let scale = browser.eval("document.getElementById('scale').textContent");
    assert!(
        scale
            .as_str()
            .unwrap()
            .starts_with("The grid is 2000 x 2000, too large")
    );
    browser.key("ArrowLeft", 37);
    browser.screenshot(&shots(scratch.path()).join("abc201d-max.png"));
    assert_eq!(browser.errors(), Vec::<&Value>::new());
}
