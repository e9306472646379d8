//! What the judge prints for a rules file's games, the one place it is worked out: the
//! file's `answer(start, value)` where it has one, else `First` or `Second` in normal play
//! and the first player's lead in a score game. The statement's samples the file gives
//! (`samples`) are held to it before anything else is done with the file.

use super::child::RulesChild;
use super::said::Convention;
use super::solve::{DRAW, Solved, Valuation};
use crate::notation;
use anyhow::{Result, anyhow, bail};
use serde_json::{Value, json};

/// What the judge prints for each game of `starts`, whose parts in `solved` are `parts`: one
/// line a game.
pub(crate) fn answers(
    rules: &mut RulesChild,
    starts: &[Value],
    solved: &Solved,
    parts: &[Vec<usize>],
) -> Result<String> {
    let values: Vec<i64> = parts
        .iter()
        .map(|parts| solved.start_value(parts))
        .collect();
    let asked: Vec<(&Value, i64)> = starts.iter().zip(values).collect();
    Ok(answered(rules, solved.meaning(), &asked)?.join("\n"))
}

/// What the judge prints for each (start, value), the values meaning what `meaning` says:
/// the file's `answer(start, value)`, asked at once for all, where it has one (an outcome
/// given as `"win"`, `"lose"` or `"draw"` for the first player); else [`by_default`].
pub(crate) fn answered(
    rules: &mut RulesChild,
    meaning: Valuation,
    asked: &[(&Value, i64)],
) -> Result<Vec<String>> {
    if !rules.has("answer") {
        let players = rules.players.as_ref();
        return Ok(asked
            .iter()
            .map(|&(_, value)| by_default(meaning, value, players))
            .collect());
    }
    if meaning == Valuation::Outcome && rules.play == Convention::default() {
        bail!(
            "the game loops (a position can be reached again from itself), so answer(start, \
             value) is given \"win\", \"lose\" or \"draw\", where an input that never loops \
             would give it a number: say LOOPS = True in the file, and every input is valued so"
        );
    }
    let request: Vec<Value> = asked
        .iter()
        .map(|&(start, value)| match meaning {
            Valuation::Outcome => json!([start, super::solve::outcome_word(value)]),
            _ => json!([start, value]),
        })
        .collect();
    let answer = rules.ask(&json!({ "answer": request }))?;
    answer["answers"]
        .as_array()
        .filter(|said| said.len() == asked.len())
        .and_then(|said| {
            said.iter()
                .map(|line| line.as_str().map(str::to_string))
                .collect()
        })
        .ok_or_else(|| anyhow!("answer(start, value) gave no text for each game"))
}

/// What the judge prints for a game of `value` where the file has no `answer`: in a score
/// game the first player's lead, else (or where a win at once decides it) the side that
/// wins (a value of 0 is a loss for the first player), by the file's `players` where it
/// names them, else `First` or `Second`; `Draw` for a drawn game.
pub(crate) fn by_default(meaning: Valuation, value: i64, players: Option<&[String; 2]>) -> String {
    let side = match (meaning, value) {
        (Valuation::Lead, super::solve::WON) => 0,
        (Valuation::Lead, super::solve::LOST) => 1,
        (Valuation::Lead, lead) => return lead.to_string(),
        (Valuation::Outcome, DRAW) => return "Draw".to_string(),
        (_, value) => usize::from(value == 0),
    };
    match players {
        Some(players) => players[side].clone(),
        None => ["First", "Second"][side].to_string(),
    }
}

/// Holds the file to the statement's samples it gives, `samples = [(input, output), ...]`:
/// each input read with `parse(text)`, its games solved and answered as the judge's answer
/// is, and compared token by token with the output, as a judge compares. The first that
/// disagrees is the file's mistake, in one line: `the rules file answers Aoki on sample 2;
/// the statement says Takahashi`. A file without samples is taken as it is.
pub(crate) fn check_samples(rules: &mut RulesChild) -> Result<()> {
    if !rules.has("samples") {
        return Ok(());
    }
    if !rules.has("parse") {
        bail!("gives samples but no parse(text) to read them with");
    }
    let given = rules.ask(&json!({ "samples": true }))?;
    let samples: Vec<(String, String)> = serde_json::from_value(given["samples"].clone())
        .map_err(|_| anyhow!("gave no list of (input, output) samples"))?;
    for (k, (input, output)) in samples.iter().enumerate() {
        let sample = k + 1;
        let answer =
            answer_to(rules, input).map_err(|error| anyhow!("on sample {sample}: {error:#}"))?;
        if !answer.split_whitespace().eq(output.split_whitespace()) {
            bail!(
                "the rules file answers {} on sample {sample}; the statement says {}",
                shown(&answer),
                shown(output)
            );
        }
    }
    Ok(())
}

/// What the judge prints for the judge's input `text`: its games read, solved and answered.
fn answer_to(rules: &mut RulesChild, text: &str) -> Result<String> {
    let starts = rules.starts_in(text)?;
    let (solved, parts) = Solved::of_starts(rules, &starts)?;
    answers(rules, &starts, &solved, &parts)
}

/// An answer as a one-line message quotes it: its tokens on one line, bounded.
fn shown(answer: &str) -> String {
    notation::quote(&answer.split_whitespace().collect::<Vec<_>>().join(" "))
}
