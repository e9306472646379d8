//! What coach teaches, checked from the inside against the rules: `play --why`, `review` and a
//! piped `duel` on every sample (snapshots, insta, in `coach/tests/snapshots`); a review of a
//! deliberately bad line flags the right move with the right loss; a duel ends with the
//! result its moves give. (The worth of every alternative is proved against the oracle in
//! `proof.rs`.)

use super::{coach, snapshots, text};
use crate::analysis::Analyst;
use crate::dev::{samples, snapshot_text};
use crate::duel::{DuelOptions, duel};
use crate::notation::count;
use crate::problem::{Games, replay};
use crate::problems::{Coached, Name, Task};
use crate::worth::Kind;

/// A bad line for the first game of `input`: optimal play, except that at the first move
/// where some move is worth less than the best, the worst one is played; then optimal play.
/// Returns the line, that move's index, and its loss in words (`None` when every move of
/// the optimal line is forced to the same worth).
fn bad_line<P: Coached>(input: &P::Input) -> (Vec<String>, Option<(usize, String)>) {
    let game = input.games()[0];
    let mut analyst = Analyst::<P>::new(game);
    let optimal = analyst.line(P::start(game), |_| true);
    let Some(k) = optimal
        .analyses
        .iter()
        .position(|analysis| analysis.matters())
    else {
        return (optimal.moves.iter().map(P::name).collect(), None);
    };
    let decision = &optimal.analyses[k];
    let worst = decision.choices.last().expect("an alternative");
    let mut line = optimal.moves[..k].to_vec();
    line.push(worst.mv.clone());
    line.extend(analyst.best_line(worst.after.clone()));
    let loss = worst.worth.loss(decision.worth).expect("a loss");
    (line.iter().map(P::name).collect(), Some((k, loss)))
}

/// `play --json --why`: per game the start, the picture, the tables and one step per move,
/// each step's alternatives best first with the played move among them, and values of the
/// kind's form.
fn json_why_follows_its_schema<P: Coached>(path: &str, input: &P::Input) {
    let output = coach(&["play", P::NAME, path, "--json", "--why"]);
    let json: serde_json::Value = serde_json::from_str(&output.1).expect("one object");
    for (game, line) in input
        .games()
        .into_iter()
        .zip(json["games"].as_array().unwrap())
    {
        let mut keys: Vec<&str> = line
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort();
        // A line longer than is shown in detail says how many of its steps it leaves out.
        let omitted = line["steps_omitted"].as_u64().unwrap_or(0) as usize;
        keys.retain(|&key| key != "steps_omitted");
        assert_eq!(
            keys,
            ["moves", "picture", "start", "steps", "tables"],
            "{}",
            P::NAME
        );
        assert_eq!(line["start"], serde_json::json!(P::start(game)));
        let steps = line["steps"].as_array().unwrap();
        let moves = line["moves"].as_array().unwrap().len();
        assert_eq!(steps.len() + omitted, moves);
        // Along the optimal line every move played is worth the game's end to its mover: the
        // final difference, or the win and the moves left.
        let last = steps
            .last()
            .map_or(serde_json::json!([0, 0]), |s| s["points"].clone());
        for (k, step) in steps.iter().enumerate() {
            if omitted > 0 && P::KIND == Kind::Score {
                break;
            }
            let mover = usize::from(step["mover"] != P::PLAYERS[0]);
            let end = last[mover].as_i64().unwrap() - last[1 - mover].as_i64().unwrap();
            match P::KIND {
                Kind::Score => assert_eq!(step["value"], end, "{}: {step}", P::NAME),
                Kind::WinLose => {
                    let left = moves - k;
                    assert_eq!(step["value"]["wins"], left % 2 == 1, "{}: {step}", P::NAME);
                    let moves = &step["value"]["moves"];
                    assert!(moves.is_null() || *moves == left, "{}: {step}", P::NAME);
                }
            }
        }
        for step in steps {
            let alternatives = step["alternatives"].as_array().unwrap();
            assert!(alternatives.iter().any(|a| a["move"] == step["move"]));
            // The best worth, without the Grundy number the move leaves (abc206f).
            let mut first = alternatives[0]["value"].clone();
            if let Some(value) = first.as_object_mut() {
                value.remove("grundy");
            }
            assert_eq!(first, step["best"], "best first: {step}");
            for value in alternatives.iter().map(|a| &a["value"]) {
                match P::KIND {
                    Kind::Score => assert!(value.is_i64(), "{value}"),
                    Kind::WinLose => assert!(value["wins"].is_boolean(), "{value}"),
                }
            }
        }
    }
}

struct EverySample;

impl Task for EverySample {
    type Output = ();

    fn run<P: Coached>(self) {
        let problem = P::NAME;
        for sample in samples(problem) {
            let stem = sample.file_stem().unwrap().to_string_lossy().into_owned();
            let path = sample.to_str().unwrap();
            let bytes = std::fs::read(&sample).unwrap();

            let why = coach(&["play", problem, path, "--why"]);
            assert!(why.0.success(), "{problem} {stem}");
            snapshots().bind(|| {
                insta::assert_snapshot!(
                    format!("teach__why-{problem}-{stem}"),
                    snapshot_text(&text(&why))
                )
            });

            let input = P::parse(std::str::from_utf8(&bytes).unwrap()).unwrap();
            json_why_follows_its_schema::<P>(path, &input);
            let (line, loss) = bad_line::<P>(&input);
            // From a file, as a line of thousands of moves must be given.
            let scratch = tempfile::tempdir().unwrap();
            let line_file = scratch.path().join("line.txt");
            std::fs::write(&line_file, line.join(",")).unwrap();
            let at = format!("@{}", line_file.display());
            let reviewed = coach(&["review", problem, path, "--line", &at]);
            if line.is_empty() {
                // The game is over before it starts: there is no line to review (the words
                // are `review.rs`'s to test).
                assert_eq!(reviewed.0.code(), Some(1), "{problem} {stem}");
            } else {
                let review = text(&reviewed);
                match &loss {
                    Some((k, loss)) => {
                        assert_eq!(reviewed.0.code(), Some(3), "{problem} {stem}\n{review}");
                        let expected = format!("is move {}, ", k + 1);
                        assert!(review.contains(&expected), "{problem} {stem}\n{review}");
                        assert!(
                            review.contains(&format!(": it {loss}.")),
                            "{problem} {stem}: {loss}\n{review}"
                        );
                    }
                    None => assert_eq!(reviewed.0.code(), Some(0), "{review}"),
                }
                snapshots().bind(|| {
                    insta::assert_snapshot!(
                        format!("teach__review-{problem}-{stem}"),
                        snapshot_text(&review)
                    )
                });
            }

            // The user always types 1 (#1 where moves are numbers), the first move the rules
            // list, at each of their turns; coach answers with its best move.
            let game = input.games()[0];
            let mut analyst = Analyst::<P>::new(game);
            let mut position = P::start(game);
            let (mut moves, mut turns) = (Vec::new(), 0);
            loop {
                let legal = P::moves(game, &position);
                let Some(first) = legal.first() else { break };
                let mv = if P::mover(&position) == 0 {
                    turns += 1;
                    first.clone()
                } else {
                    analyst.at(&position).best().unwrap().mv.clone()
                };
                position = P::apply(game, &position, &mv).0;
                moves.push(mv);
            }
            let numbered = moves
                .first()
                .is_some_and(|mv| P::name(mv).parse::<i64>().is_ok());
            let first = if numbered { "#1\n" } else { "1\n" };
            // Piped, as `coach duel` reads it: each answer echoed after its prompt.
            let options = DuelOptions {
                side: 0,
                hint: false,
                echo: true,
            };
            let mut transcript = Vec::new();
            let optimal = duel(
                &mut Analyst::<P>::new(game),
                options,
                &mut first.repeat(turns).as_bytes(),
                &mut transcript,
            )
            .unwrap();
            let transcript = String::from_utf8(transcript).unwrap();
            // The status is the review's: 3 where a move the user made loses worth.
            let lost = transcript.contains("The first move that loses worth");
            assert_eq!(optimal, !lost, "{problem} {stem}");
            let outcome = replay::<P>(game, &moves).unwrap().outcome;
            assert!(
                transcript.contains(&format!(
                    "The game is over after {}. Result: {}\n",
                    count(moves.len(), "move"),
                    P::result(game, &outcome)
                )),
                "{problem} {stem}\n{transcript}"
            );
            snapshots().bind(|| {
                insta::assert_snapshot!(
                    format!("teach__duel-{problem}-{stem}"),
                    snapshot_text(&transcript)
                )
            });
        }
    }
}

#[test]
fn why_review_and_duel_on_every_sample() {
    for &name in Name::ALL {
        name.run(EverySample);
    }
}
