//! What tests and benchmarks need and a user of coach does not: the samples, the snapshots'
//! and the sample tests' text, the measurement of a child process (feature `dev`, which the
//! workspace's tests and benches turn on); and, for the crate's own tests, the views of a
//! game every proof checks against (`games.rs`) and the toy games (`toys.rs`).

#[cfg(test)]
mod games;
pub mod measure;
#[cfg(test)]
pub(crate) mod toys;

#[cfg(test)]
pub(crate) use games::{all_grids_up_to, optimal_line, show_position, table_text, tables, worth};

/// Every `sample-N.in` of a problem in the workspace's `tests/cases/`, in order; at least
/// one.
pub fn samples(problem: &str) -> Vec<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/cases")
        .join(problem);
    let mut samples: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .expect("the cases folder")
        .map(|entry| entry.expect("a readable folder").path())
        .filter(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("sample-") && name.ends_with(".in")
        })
        .collect();
    samples.sort();
    assert!(!samples.is_empty(), "{problem} has no sample");
    samples
}

/// The period an octal game's values show, proved by the engine alone (no rules file, no
/// process): `(preperiod, period)`, for the bench that times the engine beside a dedicated
/// analyzer.
pub fn octal_period(code: &str) -> Option<(usize, usize)> {
    let code = crate::octal::Code::parse(code)?;
    let analysis = crate::octal::analyse(&code, 0, crate::octal::Budget::default());
    analysis.proof.map(|proof| (proof.preperiod, proof.period))
}

/// The leads of `benches/experiment/scored_graph.py`'s million positions, by the engine
/// alone (`retrograde::scored`, the graph built in Rust): how many positions lead by more
/// than 0, tie and trail, for the bench to print beside the command's time.
pub fn scored_graph_leads() -> [usize; 3] {
    const N: u32 = 1_000_000;
    let coin = |q: u64| {
        if q % 5 == 4 {
            (7 * q % 19) as i64 - 9
        } else {
            0
        }
    };
    let (mut starts, mut targets, mut points) = (vec![0u32], Vec::new(), Vec::new());
    for p in 0..N {
        if p % 5 != 4 {
            let (p, n) = (u64::from(p), u64::from(N));
            for q in [(p + 1) % n, 2 * p % n, (3 * p + 2) % n] {
                targets.push(q as u32);
                points.push(coin(q));
            }
        }
        starts.push(targets.len() as u32);
    }
    let leads = crate::retrograde::scored::analyse(&crate::retrograde::scored::ScoreMoves {
        starts: &starts,
        targets: &targets,
        points: &points,
        keeps_turn: None,
        known: &[],
        decided: &|_| None,
        endless: &|_| 0,
        worth: &|points, after, hands_over| {
            points.checked_add(if hands_over { -after } else { after })
        },
    })
    .expect("no move scores inside a cycle");
    let mut counted = [0; 3];
    for (lead, _) in leads {
        counted[match lead.signum() {
            1 => 0,
            0 => 1,
            _ => 2,
        }] += 1;
    }
    counted
}

/// Retrograde analysis alone (no rules file, no process) over the bench's game of a million
/// positions that loop (`benches/experiment/loopy_graph.py`: from p, p + 1, 2p or 3p + 2
/// modulo a million, none where p is 4 modulo 5): how many positions are won, lost and
/// drawn.
pub fn loopy_graph_outcomes() -> [usize; 3] {
    const N: u32 = 1_000_000;
    let mut starts = Vec::with_capacity(N as usize + 1);
    let mut targets = Vec::with_capacity(3 * N as usize);
    starts.push(0);
    for p in 0..N {
        if p % 5 != 4 {
            let p = u64::from(p);
            let n = u64::from(N);
            targets.extend([(p + 1) % n, 2 * p % n, (3 * p + 2) % n].map(|q| q as u32));
        }
        starts.push(targets.len() as u32);
    }
    let outcomes =
        crate::retrograde::analyse(&crate::retrograde::Moves::plain(&starts, &targets, false));
    let mut counted = [0; 3];
    for outcome in outcomes {
        counted[match outcome {
            crate::retrograde::Outcome::Win(_) => 0,
            crate::retrograde::Outcome::Lose(_) => 1,
            crate::retrograde::Outcome::Draw => 2,
        }] += 1;
    }
    counted
}

/// Lines of a transcript a snapshot keeps whole, and characters of each line.
pub(crate) const SNAPSHOT_LINES: usize = 600;
const SNAPSHOT_LINE_CHARS: usize = 2_000;

/// A transcript as a snapshot keeps it: whole when it is short; else its first
/// [`SNAPSHOT_LINES`] lines and its last 20, with the number of lines between, and each line
/// cut after 2,000 characters with its length. So that a game of a hundred thousand moves
/// makes a snapshot a person can read.
pub fn snapshot_text(text: &str) -> String {
    let cut = |line: &str| -> String {
        match line.char_indices().nth(SNAPSHOT_LINE_CHARS) {
            Some((at, _)) => format!("{}… ({} bytes)", &line[..at], line.len()),
            None => line.to_string(),
        }
    };
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= SNAPSHOT_LINES + 20 {
        let mut kept: Vec<String> = lines.iter().map(|line| cut(line)).collect();
        if text.ends_with('\n') {
            kept.push(String::new());
        }
        return kept.join("\n");
    }
    let head = lines[..SNAPSHOT_LINES].iter().map(|line| cut(line));
    let tail = lines[lines.len() - 20..].iter().map(|line| cut(line));
    let between = format!("[... {} lines ...]", lines.len() - SNAPSHOT_LINES - 20);
    head.chain(std::iter::once(between))
        .chain(tail)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The lines of `text` with trailing white space removed and trailing empty lines dropped:
/// how the sample tests compare outputs.
pub fn normalized_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_transcript_is_cut_for_its_snapshot() {
        assert_eq!(snapshot_text("a\nb\n"), "a\nb\n");
        let long: String = (0..1000).map(|k| format!("{k}\n")).collect();
        let cut = snapshot_text(&long);
        assert!(cut.starts_with("0\n1\n"));
        assert!(cut.contains("\n599\n[... 380 lines ...]\n980\n"), "{cut}");
        assert!(cut.ends_with("\n999"));
        let wide = "x".repeat(5000);
        assert_eq!(
            snapshot_text(&wide),
            format!("{}… (5000 bytes)", "x".repeat(2000))
        );
    }

    #[test]
    fn normalized_lines_drop_trailing_blanks_and_empty_lines() {
        assert_eq!(normalized_lines("a  \nb\t\n\n\n"), ["a", "b"]);
        assert_eq!(normalized_lines("\n\na"), ["", "", "a"]);
        assert_eq!(normalized_lines(""), Vec::<&str>::new());
    }
}
