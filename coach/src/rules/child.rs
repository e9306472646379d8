//! The rules file, running: one child that answers coach's requests, one JSON object a line
//! each way, each answer carrying the id of its request, so that an answer can never be taken
//! for another's. A child that gave no answer in time is killed; the next request starts a
//! new one, so that its late answer can never be read.

use super::file::RulesFile;
use super::said::Convention;
use super::said::{expanded, players};
use crate::exit::Exit;
use crate::process::{Server, Silence, Stderr};
use anyhow::{Result, anyhow, bail};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::time::Duration;

/// How long a child that closed its output is given to end, so that its status can be told.
const ENDING: Duration = Duration::from_millis(500);

/// Positions (or starts) asked for in one request, at most: a request stays well within
/// what a pipe holds, so that sending one never waits for a child still loading.
pub(crate) const BATCH: usize = 2_000;

/// The requests a long list is cut into, at least, where a helper shares them: enough that
/// the order they are shared in evens out work that grows along the list (a heap's moves,
/// with its size).
const SHARES: usize = 8;

/// Bytes of one answer read at most.
const MAX_ANSWER: usize = 256 << 20;

/// The rules file, running: a child that answers coach's requests.
pub(crate) struct RulesChild {
    command: Vec<String>,
    /// `None` once a request timed out: the next one starts the child again.
    server: Option<Server>,
    limit: Duration,
    /// The option that sets `limit`, for the line that says a request took longer.
    limit_option: &'static str,
    /// The file's name, for messages.
    pub(crate) name: String,
    /// The functions it has: `moves`, and some of `parse`, `show`, `start`, `generate`,
    /// `answer`, ...
    has: Vec<String>,
    /// The players' names, first player first, where the file gives them (`players`).
    pub(crate) players: Option<[String; 2]>,
    /// The octal code the file states its game is (`OCTAL`), which coach checks.
    pub(crate) octal: Option<String>,
    /// How the file says its game is played (`MISERE`, `LOOPS`).
    pub(crate) play: Convention,
    /// The protocol's version the child speaks: 2 for coach's own driver (`explore`,
    /// `explore_starts`, `{"working": id}`), 1 for a stand-in that says nothing of it.
    protocol: u64,
    /// The id of the next request.
    next: u64,
    /// Whether the line the child writes once its file is loaded is still to be read: a
    /// helper is started without waiting for it.
    loading: bool,
    /// A second child of the same file, started for a long exploration: the two answer a
    /// level's requests side by side, one on each core.
    helper: Option<Box<RulesChild>>,
    /// The bytes of the requests sent and the answers read so far: what talking to the
    /// child has cost.
    bytes: u64,
}

/// A request sent, whose answer is still to be read.
pub(crate) struct Posted {
    id: u64,
    /// The request's line, for a message that names it.
    line: String,
}

/// How a child ended, in words: `exit status 3`, `signal 11 (SIGSEGV)`.
fn ended_words(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        let name = match signal {
            6 => " (SIGABRT)",
            9 => " (SIGKILL)",
            11 => " (SIGSEGV)",
            _ => "",
        };
        return format!("signal {signal}{name}");
    }
    match status.code() {
        Some(code) => format!("exit status {code}"),
        None => "no exit status".to_string(),
    }
}

/// The rules file's own `{"error": ...}` answer to a request, with the rest of what it said
/// (a generator's draws, say).
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub(crate) struct Refusal {
    pub(crate) message: String,
    pub(crate) answer: Value,
}

impl RulesChild {
    /// Starts `command`, which speaks the protocol for `file`, and reads what it has; each
    /// request may take up to the file's time limit. Where `helped`, a second child of the
    /// same file loads beside it, to share the requests of a long exploration (each level's,
    /// and the starts of a range): coach's own driver only, as a stand-in speaks of no
    /// exploration.
    pub(super) fn start(
        command: Vec<String>,
        file: &RulesFile,
        helped: bool,
    ) -> Result<RulesChild> {
        let mut children = RulesChild::start_all(command, file, 1 + usize::from(helped))?;
        let mut child = children.swap_remove(0);
        child.helper = children.pop().filter(|_| child.compact()).map(Box::new);
        Ok(child)
    }

    /// Starts `count` children of `command` side by side: the first is loaded, and each
    /// other reads the line its loading writes with its first answer, so that they load
    /// while the first works.
    pub(super) fn start_all(
        command: Vec<String>,
        file: &RulesFile,
        count: usize,
    ) -> Result<Vec<RulesChild>> {
        let mut children = Vec::with_capacity(count);
        for _ in 0..count.max(1) {
            let mut child = RulesChild {
                command: command.clone(),
                server: None,
                limit: file.time_limit,
                limit_option: file.limit_option,
                name: file.file.display().to_string(),
                has: Vec::new(),
                players: None,
                octal: None,
                play: Convention::default(),
                protocol: 1,
                next: 0,
                loading: false,
                helper: None,
                bytes: 0,
            };
            child.spawn()?;
            children.push(child);
        }
        children[0].loaded()?;
        let (has, protocol) = (children[0].has.clone(), children[0].protocol);
        for other in &mut children[1..] {
            other.has.clone_from(&has);
            other.protocol = protocol;
        }
        Ok(children)
    }

    /// How many of `count` things to ask in one request, at most `most`: where a helper
    /// runs, few enough that the list is cut into [`SHARES`] requests at least.
    pub(crate) fn piece(&self, count: usize, most: usize) -> usize {
        match self.helper {
            Some(_) => count.div_ceil(SHARES).clamp(1, most),
            None => most,
        }
    }

    /// Starts the child, and reads the line it writes unasked once the file is loaded.
    fn launch(&mut self) -> Result<&mut Server> {
        self.spawn()?;
        self.loaded()?;
        Ok(self.server.as_mut().expect("just started"))
    }

    /// Starts the child, leaving its first line to [`RulesChild::loaded`]. (The thread that
    /// starts a child must outlive it: the kernel kills it when that thread ends.)
    fn spawn(&mut self) -> Result<()> {
        // One hash seed for every child: a file that iterates a set (of its moves, or in its
        // generator) does so in the same order in each, so that the same seed and options
        // give the same inputs and answers, whatever the run or the number of workers.
        let env = [("PYTHONHASHSEED", "0")];
        self.server = Some(Server::start(
            &self.command,
            &env,
            MAX_ANSWER,
            Stderr::Shown,
        )?);
        self.loading = true;
        Ok(())
    }

    /// Reads the line the child writes unasked once the file is loaded, where it is still
    /// to be read: the functions it has, and the protocol it speaks.
    fn loaded(&mut self) -> Result<()> {
        if !self.loading {
            return Ok(());
        }
        self.loading = false;
        let server = self.server.as_mut().expect("a child loading runs");
        let said = server.read(self.limit);
        let ended = matches!(said, Err(Silence::Ended))
            .then(|| server.wait(ENDING))
            .flatten();
        let ready = self
            .line_of(said, "loading the file", ended)
            .and_then(|line| self.parsed(&line));
        let ready = match ready {
            Ok(ready) => ready,
            Err(error) => {
                // A child that did not load is no child to ask.
                self.server = None;
                return Err(error);
            }
        };
        self.has = ready["ready"]
            .as_array()
            .map(|names| {
                names
                    .iter()
                    .filter_map(|name| name.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        self.protocol = ready["protocol"].as_u64().unwrap_or(1);
        self.octal = ready["octal"].as_str().map(str::to_string);
        self.play = Convention::said(&ready);
        self.players = match &ready["players"] {
            Value::Null => None,
            given => Some(players(given).ok_or_else(|| {
                anyhow!(
                    "{}: said players {}: the two players' names, each a line of at most 40 \
                     characters",
                    self.name,
                    crate::notation::quote(&given.to_string())
                )
            })?),
        };
        Ok(())
    }

    /// Whether the file has the function `name` (`start`, `parse`, `show`, `generate`, ...).
    pub(crate) fn has(&self, name: &str) -> bool {
        self.has.iter().any(|has| has == name)
    }

    /// Refuses a file without `function`, in one line that says `why` after the file's name
    /// (`rules.py: has no parse(text): ...`), and exit 1.
    pub(crate) fn require(&self, function: &str, why: &str) -> Result<(), Exit> {
        if self.has(function) {
            return Ok(());
        }
        Err(super::file::reject(anyhow!("{}: {why}", self.name)))
    }

    /// How often a long request of the driver says it is still at work: a quarter of the
    /// time limit, so that only one call that hangs reaches the limit.
    pub(crate) fn alive_every(&self) -> f64 {
        self.limit.as_secs_f64() / 4.0
    }

    /// Whether the child answers `explore` and `explore_starts` (coach's own driver does).
    pub(crate) fn compact(&self) -> bool {
        self.protocol >= 2
    }

    /// The start of game `n`: `start(n)`.
    pub(crate) fn start_of(&mut self, n: i64) -> Result<Value> {
        Ok(self.ask(&json!({ "start": n }))?["position"].take())
    }

    /// The start of each point, asked one at a time, as a stand-in that speaks the first
    /// protocol answers (coach's own driver is asked for the starts with their moves:
    /// [`super::solve::Solved::explore_points`]).
    pub(crate) fn starts_of(&mut self, points: &[Vec<i64>]) -> Result<Vec<Value>> {
        points
            .iter()
            .map(|point| match point.as_slice() {
                [n] => self.start_of(*n),
                _ => bail!(
                    "{}: speaks no start(n, m): a stand-in answers {{\"start\": n}} only",
                    self.name
                ),
            })
            .collect()
    }

    /// The starts of the games a judge's input asks about: `parse(text)`.
    pub(crate) fn starts_in(&mut self, text: &str) -> Result<Vec<Value>> {
        let mut answer = self.ask(&json!({ "parse": text }))?;
        self.starts_read(&mut answer)
    }

    /// The non-empty list of starts in `answer` (to `parse` or `generate`), each sum written
    /// compactly (its distinct parts, and `"order"`: each part's index among them) expanded.
    pub(crate) fn starts_read(&self, answer: &mut Value) -> Result<Vec<Value>> {
        let starts = match answer["starts"].take() {
            Value::Array(starts) if !starts.is_empty() => starts,
            _ => bail!("{}: parse(text) gave no list of starts", self.name),
        };
        starts
            .into_iter()
            .map(|start| {
                expanded(start).ok_or_else(|| anyhow!("{}: a start coach cannot read", self.name))
            })
            .collect()
    }

    /// The guess's values at each point (`[n]` or `[n, m]`). Its errors are the guess's, and
    /// named so, not the rules file's.
    pub(crate) fn guess(&mut self, expr: &str, points: &[Vec<i64>]) -> Result<Vec<Value>> {
        let request = if self.compact() {
            json!({ "guess": expr, "points": points })
        } else {
            let ns: Vec<i64> = points.iter().map(|point| point[0]).collect();
            json!({ "guess": expr, "ns": ns })
        };
        let answer = match self.ask(&request) {
            Ok(answer) => answer,
            Err(error) => {
                return Err(match error.downcast::<Refusal>() {
                    Ok(refusal) => anyhow!(
                        "{}",
                        refusal.answer["error"].as_str().unwrap_or(&refusal.message)
                    ),
                    Err(error) => error,
                });
            }
        };
        match answer["values"].as_array() {
            Some(values) if values.len() == points.len() => Ok(values.clone()),
            _ => bail!("{}: --guess gave no value for each n", self.name),
        }
    }

    /// The requests sent so far (helper's aside), and the bytes of them and their answers.
    #[cfg(test)]
    pub(crate) fn traffic(&self) -> (u64, u64) {
        (self.next, self.bytes)
    }

    /// One request and its answer. An answer `{"error": ...}` is a [`Refusal`].
    pub(crate) fn ask(&mut self, request: &Value) -> Result<Value> {
        let posted = self.post(request)?;
        let id = posted.id;
        let line = self.collect(posted)?;
        self.checked(id, &line)
    }

    /// The answer to `posted` read into `T`, whose request's id `id_of` reads. Any other
    /// answer is read as [`RulesChild::ask`] reads it, and its error told.
    fn answer_to<T: DeserializeOwned>(
        &mut self,
        posted: Posted,
        id_of: fn(&T) -> u64,
    ) -> Result<T> {
        let id = posted.id;
        let line = self.collect(posted)?;
        match serde_json::from_slice::<T>(&line) {
            Ok(answer) if id_of(&answer) == id => Ok(answer),
            _ => {
                self.checked(id, &line)?;
                bail!("{}: an answer coach cannot read", self.name)
            }
        }
    }

    /// Asks each of `requests`, and gives `each` their answers, in their order, with the
    /// request's number: where a helper runs, the requests are shared between the two
    /// children (in the order ABBA, so that work growing along the list is shared evenly),
    /// a few ahead of the answer read, so that both work while coach reads; a helper still
    /// loading leaves its share to this child. The answers are what one child would give,
    /// in the same order: only the time, and which child answers, differ. An answer carries
    /// the id of its request, which `id_of` reads.
    pub(crate) fn ask_each<R: Serialize, T: DeserializeOwned>(
        &mut self,
        requests: &[R],
        id_of: fn(&T) -> u64,
        mut each: impl FnMut(usize, T) -> Result<()>,
    ) -> Result<()> {
        /// Requests sent ahead of the answer read.
        const AHEAD: usize = 4;
        let mut posted = std::collections::VecDeque::new();
        let mut sent = 0;
        let mut asked = || -> Result<()> {
            for k in 0..requests.len() {
                while sent < requests.len() && sent < k + AHEAD {
                    // A helper still loading leaves its share to this child meanwhile.
                    let helper = matches!(sent % 4, 1 | 2)
                        && self.helper.as_mut().is_some_and(|helper| helper.ready());
                    let child = self.child_for(helper);
                    posted.push_back((helper, child.post(&requests[sent])?));
                    sent += 1;
                }
                let (helper, this) = posted.pop_front().expect("posted ahead");
                let answer = self.child_for(helper).answer_to(this, id_of)?;
                each(k, answer)?;
            }
            Ok(())
        };
        let asked = asked();
        if asked.is_err() {
            // The answers still to come are read and dropped, so that none is taken for the
            // answer to a later request.
            for (helper, this) in posted {
                let _ = self.child_for(helper).collect(this);
            }
        }
        asked
    }

    /// Whether the child has loaded its file (or said why it could not): it answers at once.
    fn ready(&mut self) -> bool {
        !self.loading || self.server.as_mut().is_some_and(Server::line_waiting)
    }

    /// This child, or its helper where `helper` and one runs.
    fn child_for(&mut self, helper: bool) -> &mut RulesChild {
        match (helper, &self.helper) {
            (true, Some(_)) => self.helper.as_deref_mut().expect("a helper runs"),
            _ => self,
        }
    }

    /// Sends one request, with the next id, to the child (started again where it was
    /// stopped); its answer is [`RulesChild::collect`]ed.
    fn post(&mut self, request: &impl Serialize) -> Result<Posted> {
        // After a signal coach asks nothing more: the work in hand ends within one answer,
        // and coach reports what it knows.
        if let Some(signal) = crate::process::stopping() {
            return Err(crate::process::Interrupted(signal).into());
        }
        let id = self.next;
        self.next += 1;
        let body = serde_json::to_string(request)?;
        let line = match body.strip_prefix('{') {
            Some("}") => format!("{{\"id\":{id}}}"),
            Some(rest) => format!("{{\"id\":{id},{rest}"),
            None => bail!("a request is a JSON object"),
        };
        // A helper still loading reads it once loaded: its first line is read with the answer.
        let server = match self.server.as_mut() {
            Some(server) => server,
            None => self.launch()?,
        };
        // A child that no longer reads says why when its answer is read.
        let _ = server.send(&line);
        self.bytes += line.len() as u64;
        Ok(Posted { id, line })
    }

    /// Reads the line of the answer to `posted`, past the lines that say the child is still
    /// at work; or says, in one line, why no answer came.
    fn collect(&mut self, posted: Posted) -> Result<Vec<u8>> {
        let Posted { id, line } = posted;
        self.loaded()?;
        let limit = self.limit;
        let Some(server) = self.server.as_mut() else {
            bail!(
                "{}: the rules file was stopped before it answered",
                self.name
            );
        };
        let mut said = server.read(limit);
        // A long request says it is still at work: the limit is on one call that hangs.
        let working = format!("{{\"working\":{id}}}");
        while said.as_deref().is_ok_and(|line| line == working.as_bytes()) {
            said = server.read(limit);
        }
        if let Ok(answer) = &said {
            self.bytes += answer.len() as u64;
        }
        // How a child that stopped answering ended says what went wrong: a crash, a kill.
        let ended = matches!(said, Err(Silence::Ended))
            .then(|| server.wait(ENDING))
            .flatten();
        if matches!(said, Err(Silence::TimedOut)) {
            // Its late answer must never be read as another's: the child goes.
            self.server = None;
        }
        let silence = match said {
            Ok(line) => return Ok(line),
            Err(silence) => silence,
        };
        // The request as a reader knows it: what it asks, without the protocol's settings.
        let mut shown: Value = serde_json::from_str(&line).unwrap_or_default();
        if let Some(fields) = shown.as_object_mut() {
            for setting in ["id", "alive", "names", "deeper"] {
                fields.remove(setting);
            }
        }
        let asked = crate::notation::quote(&shown.to_string());
        self.line_of(Err(silence), &asked, ended)
    }

    /// What `line` says: a [`Refusal`] where it is `{"error": ...}`.
    fn parsed(&self, line: &[u8]) -> Result<Value> {
        let answer: Value = serde_json::from_slice(line)
            .map_err(|error| anyhow!("{}: an answer that is not JSON: {error}", self.name))?;
        if let Some(error) = answer.get("error").and_then(Value::as_str) {
            return Err(Refusal {
                message: format!("{}: {error}", self.name),
                answer,
            }
            .into());
        }
        Ok(answer)
    }

    /// The answer in `line`, to request `id`, as [`RulesChild::parsed`] reads it; a line
    /// with another id is no answer.
    fn checked(&mut self, id: u64, line: &[u8]) -> Result<Value> {
        let answer = self.parsed(line)?;
        match answer.get("id").and_then(Value::as_u64) {
            Some(answered) if answered == id => Ok(answer),
            _ => {
                self.server = None;
                bail!(
                    "{}: an answer that is not to the request it was sent ({}): a line the \
                     protocol did not ask for",
                    self.name,
                    crate::notation::quote(&answer.to_string())
                )
            }
        }
    }

    /// The line the child said, or why there is none: in one line, naming the request
    /// (`asked`), and how the child `ended` where it did.
    fn line_of(
        &self,
        said: Result<Vec<u8>, Silence>,
        asked: &str,
        ended: Option<std::process::ExitStatus>,
    ) -> Result<Vec<u8>> {
        let line = match said {
            Ok(line) => line,
            Err(Silence::Interrupted(interrupted)) => return Err(interrupted.into()),
            Err(Silence::Ended) => bail!(
                "{}: the rules file stopped answering ({asked}){}",
                self.name,
                ended.map_or(String::new(), |status| format!(
                    ": it ended with {}",
                    ended_words(status)
                ))
            ),
            Err(Silence::TooLong) => bail!(
                "{}: an answer longer than {} MiB",
                self.name,
                MAX_ANSWER >> 20
            ),
            Err(Silence::TimedOut) => {
                return Err(TimedOut(format!(
                    "{}: no answer within {} s ({asked}): make the rules faster, or give a \
                     longer {}",
                    self.name,
                    self.limit.as_secs_f64(),
                    self.limit_option,
                ))
                .into());
            }
        };
        Ok(line)
    }
}

/// A request that took longer than the file's time limit, in words: a caller that would ask
/// the same again (a drawing for each position) asks no more.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(crate) struct TimedOut(String);
