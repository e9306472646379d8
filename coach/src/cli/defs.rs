//! The arguments, as clap defines and documents them: every command, its arguments and their
//! help. What they become is `options.rs`'s; what each command does, `commands.rs`'s.

use super::values::{Seconds, Taught, at_least_one, range, seconds, seed, taught};
use crate::exit::Exit;
use crate::problem::Site;
use crate::problems::{self, Name};
use crate::rng::Size;
use crate::solution;
use crate::stress::DEFAULTS;
use crate::worth::Kind;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "coach",
    version,
    about = "See why an answer is right, make inputs, and find where your own solution fails",
    after_help = Exit::HELP
)]
pub struct Cli {
    #[command(subcommand)]
    pub(super) command: Command,
}

// clap prints these comments as the commands' help, where `<problem>` is a placeholder, not
// an HTML tag.
#[allow(rustdoc::invalid_html_tags)]
#[derive(Subcommand, Debug)]
pub(crate) enum Command {
    /// Play the input's games optimally and show them move by move, ending with the answer
    /// the binary prints.
    #[command(after_help = Exit::HELP, long_about = play_about())]
    Play {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Also print the table the solution fills (up to 20 x 20), the start's value in
        /// brackets.
        #[arg(long)]
        table: bool,
        /// Also show why: at every move, the table entry behind it and every legal move of
        /// the mover with its exact worth, best first.
        #[arg(long)]
        why: bool,
        /// Print one JSON object instead: {"problem", "answer", "games": [{"moves"}]}; with
        /// --why, each game also has "steps" (schema in docs/coach.md).
        #[arg(long, conflicts_with = "table")]
        json: bool,
        /// Write one self-contained page to FILE instead: the game drawn, stepped with the
        /// buttons or the arrow keys, each alternative's worth, the table. It opens from disk
        /// in any browser, with no network.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["json", "table", "why"])]
        html: Option<PathBuf>,
        /// With --html: run your solution (a source file, as for stress) once on the input,
        /// read the table it prints to standard error, and mark it on the page's tables:
        /// every wrong entry in red, the first one outlined (docs/coach.md, "Your own
        /// table").
        #[arg(long, value_name = "SOLUTION", requires = "html")]
        table_of: Option<PathBuf>,
    },
    /// Review your own line of play, each move marked against the best one.
    ///
    /// Each move is marked best, inaccuracy (loses worth, keeps the outcome) or mistake
    /// (changes the outcome); then come the first move that loses worth, the best move there
    /// and optimal play after it, and the result the line reaches against the best one.
    #[command(after_help = Exit::HELP)]
    Review {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input; standard input when absent.
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Your moves as the text output writes them or --json encodes them, separated by
        /// commas or spaces: `R,D,D,R` or `a,b,b` or `pass,place` or `[1, 3),[4, 6)`. Letter
        /// case is ignored. A line may stop before the game is over. `@FILE` reads the line
        /// from FILE, for lines of any length.
        #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
        line: String,
        /// Which test case, for inputs that hold several.
        #[arg(long, default_value_t = 1, value_parser = at_least_one)]
        case: usize,
    },
    /// Play against the perfect player, then see your moves reviewed.
    ///
    /// At each of your turns: the position and the numbered legal moves; type a number or a
    /// move's name, one line per turn (standard input may be piped, and is then echoed). An
    /// answer that names no legal move is asked again; Ctrl-D ends the game. At the end: the
    /// result and the review of the game.
    #[command(after_help = Exit::HELP)]
    Duel {
        /// A problem (`coach list`), or a rules file of your own game (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The judge's input. Standard input carries your moves, so give a file, or --seed
        /// (or --n, for a rules file).
        file: Option<PathBuf>,
        #[command(flatten)]
        rules: GameArgs,
        /// Play the second player instead of the first.
        #[arg(long)]
        second: bool,
        /// Show each move's worth before you pick.
        #[arg(long)]
        hint: bool,
        /// Play a generated input, the one `coach gen --seed` gives.
        #[arg(long, conflicts_with = "file", allow_hyphen_values = true, value_parser = seed)]
        seed: Option<u64>,
        /// The generated input's size, with --seed.
        #[arg(long, value_enum, default_value_t = Size::Small, requires = "seed")]
        size: Size,
        /// Which test case, for inputs that hold several.
        #[arg(long, default_value_t = 1, value_parser = at_least_one)]
        case: usize,
    },
    /// Check your own solution against the crate's answers, and shrink the smallest input
    /// where it fails.
    ///
    /// Give the solution as a source file (.cpp, .cc, .cxx, .c, .rs or .py: coach builds it
    /// as the judges do, see docs/coach.md) or as any command after `--`. It runs once per
    /// generated input, on its standard input, one run per core at once (--jobs); sizes are
    /// interleaved, so that --max-size inputs come among the first cases. Output is compared
    /// token by token, as judges' default checkers (testlib's wcmp) do: white space and line
    /// endings are ignored, letter case is not (--exact compares bytes). Verdicts: WA, RE
    /// (non-zero exit or a signal), TLE (past --time-limit, reading the output included), OLE
    /// (past --output-limit). Whatever the solution starts is killed when it ends. The first
    /// failure is saved at once (--save), then shrunk to an input where no smaller candidate
    /// fails alike, within --shrink-tries runs (and --shrink-time, if given).
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach stress [OPTIONS] <PROBLEM> <SOLUTION>\n       \
                          coach stress [OPTIONS] <PROBLEM> -- <COMMAND>..."
    )]
    Stress(StressArgs),
    /// Play your interactive program against the perfect player, and shrink the smallest
    /// start where it fails.
    ///
    /// RULES is a rules file with generate(draw, size) and parse(text), as for stress, and
    /// the judge's protocol: read(position, line) and write(position, name), and optionally
    /// choose(line) and end(position, winner) (docs/coach.md, "Your own judge"). coach sends
    /// each generated input to the program, reads its side and its moves line by line, and
    /// answers with its own: where it can win, the fastest win; where it cannot, the reply
    /// that leaves the program the fewest winning moves. Verdicts: LOST (a won game thrown
    /// away), SIDE (the losing side chosen), ILLEGAL, PE (a line the protocol has no place
    /// for, or none), TLE (per move and for the whole game), RE. The first failure is shrunk
    /// by its draws, as stress shrinks, and kept with its transcript.
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach judge [OPTIONS] <RULES> <SOLUTION>\n       \
                          coach judge [OPTIONS] <RULES> -- <COMMAND>..."
    )]
    Judge(StressArgs),
    /// Where your recurrence breaks: run your solution once on FILE, read the table it
    /// prints to standard error, and name its first wrong entry.
    ///
    /// Print the table as you do when you debug, one entry a line (`dp[1][2] = 5`,
    /// `dp[1, 2] = 5` or `dp(1, 2) = 5`) or as rows of numbers; any other line is skipped.
    /// coach works out what the table means (how it is indexed, what it holds), takes the
    /// entries in the order a recurrence fills them, and shows the first wrong one whose every
    /// read entry is right, with the entries it reads (docs/coach.md, "Your own table").
    #[command(
        after_help = Exit::HELP,
        override_usage = "coach table [OPTIONS] <PROBLEM> <SOLUTION> <FILE>\n       \
                          coach table [OPTIONS] <PROBLEM> <FILE> -- <COMMAND>..."
    )]
    Table(TableArgs),
    /// Experiment on your own game: the value of start(n) for every n of the range, the
    /// pattern they follow, and your guess checked.
    ///
    /// RULES is a Python file of plain functions: `start(n)`, `moves(position)` giving
    /// `(name, next)` or `(name, next, points)` for each legal move, and optionally
    /// `parse(text)` and `show(position)` (docs/coach.md, "Your own game"). Where no move
    /// scores, it is normal play (the player who cannot move loses): Grundy numbers, and a
    /// move may lead to `{"sum": [p, q]}`; where moves score, negamax on the difference.
    #[command(after_help = Exit::HELP)]
    Experiment {
        rules: PathBuf,
        /// The range of n: `A..B`, both included.
        #[arg(long, value_parser = range, allow_hyphen_values = true)]
        n: (i64, i64),
        /// A second index, for a family start(n, m): the range of m, `C..D`. The values are
        /// then a table, with the pattern along each row.
        #[arg(long, value_parser = range, allow_hyphen_values = true)]
        m: Option<(i64, i64)>,
        /// A Python expression in n (and m) that predicts the value (a number), or whether the
        /// first player wins (true or false); checked over the range. It sees the rules
        /// file's own names.
        #[arg(long, value_name = "EXPR")]
        guess: Option<String>,
        /// Where the moves are an octal game's: its values computed natively at most, past
        /// the range, until the periodicity theorem proves a period.
        #[arg(long, value_name = "COUNT", default_value_t = crate::octal::MAX_VALUES)]
        octal_values: usize,
        /// Print one JSON object instead of the report (schema in docs/coach.md).
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        run: RulesArgs,
    },
    /// Print a random valid input: the generators the tests use, or a rules file's
    /// generate(draw, size).
    Gen {
        /// A problem (`coach list`), or a rules file with generate(draw, size) (`.py`).
        #[arg(value_parser = taught)]
        problem: Taught,
        /// The same seed gives the same input.
        #[arg(long, default_value_t = 1, allow_hyphen_values = true, value_parser = seed)]
        seed: u64,
        #[arg(long, value_enum, default_value_t = Size::Small)]
        size: Size,
        /// For a rules file: replay the draws kept in FILE (a `.draws` file coach wrote
        /// beside an input), instead of drawing from the seed.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["seed", "size"])]
        draws: Option<PathBuf>,
        #[command(flatten)]
        rules: RulesLimit,
    },
    /// List the problems, one binary name a line: the roster the tests and scripts read.
    List {
        /// Only the problems of this judge.
        #[arg(long = "judge", value_name = "JUDGE", value_enum)]
        site: Option<Site>,
        /// Also each problem's judge, kind of game, players and tie-breaking rule.
        #[arg(long)]
        long: bool,
    },
}

/// The arguments of `coach stress`, each default stated once ([`DEFAULTS`]).
// As for [`Command`]: `<problem>` in the help is a placeholder.
#[allow(rustdoc::invalid_html_tags)]
#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("solution_or_command").required(true).args(["solution", "command"])))]
pub(crate) struct StressArgs {
    /// A problem (`coach list`), or a rules file with generate(draw, size) and parse(text)
    /// (`.py`).
    #[arg(value_parser = taught)]
    pub(super) problem: Taught,
    /// Your solution's source file.
    pub(super) solution: Option<PathBuf>,
    /// Run a .py solution with pypy3 instead of python3.
    #[arg(long)]
    pub(super) pypy: bool,
    /// How many generated inputs to try.
    #[arg(long, default_value_t = DEFAULTS.cases, value_parser = at_least_one)]
    pub(super) cases: usize,
    /// The same seed gives the same cases and the same counterexample, on any machine.
    #[arg(long, default_value_t = DEFAULTS.seed, allow_hyphen_values = true, value_parser = seed)]
    pub(super) seed: u64,
    /// Seconds per run, reading its output included.
    #[arg(long, default_value_t = Seconds(solution::TIME_LIMIT), value_parser = seconds)]
    pub(super) time_limit: Seconds,
    /// Seconds the build of a source file may take (a compiler stopped there leaves nothing
    /// behind).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(solution::BUILD_TIME_LIMIT), value_parser = seconds)]
    pub(super) build_time_limit: Seconds,
    /// The largest inputs to try: at `max` (the default), every twentieth case is random
    /// at the maximum constraints and another one of the judge's boundary shapes; lower
    /// it to `medium`, or to `small` for inputs a person can read.
    #[arg(long, value_enum, default_value_t = DEFAULTS.max_size)]
    pub(super) max_size: Size,
    /// MiB of output (and of standard error) a run may print before it is stopped (OLE).
    #[arg(long, default_value_t = solution::OUTPUT_LIMIT_MIB, value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub(super) output_limit: u64,
    /// Runs at once, each a process of its own; by default one per core. The same seed
    /// finds the same counterexample whatever this is.
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    pub(super) jobs: Option<usize>,
    /// Runs shrinking may take: its budget, the same on any machine [default: 10000; 50 for
    /// a TLE, each of whose runs may take the time limit].
    #[arg(long, value_name = "N")]
    pub(super) shrink_tries: Option<usize>,
    /// A safety stop: seconds shrinking may take, whatever it has reached. None by
    /// default, so that time never decides the counterexample.
    #[arg(long, value_parser = seconds)]
    pub(super) shrink_time: Option<Seconds>,
    /// Compare outputs byte for byte: the answer and one newline.
    #[arg(long)]
    pub(super) exact: bool,
    /// Print one JSON object at the end instead of the report (schema in docs/coach.md).
    #[arg(long)]
    pub(super) json: bool,
    /// Save the failing case, as soon as it is found, to
    /// DIR/<problem>-<seed>-<case>-original.in and .out, and the shrunk one to
    /// DIR/<problem>-<seed>-<case>.in and .out (the oj layout).
    #[arg(long, value_name = "DIR")]
    pub(super) save: Option<PathBuf>,
    /// Shrink this failing input instead of searching: to go on from a saved one. With
    /// --save, the smaller input is saved under FILE's name.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["cases", "seed", "max_size"])]
    pub(super) from: Option<PathBuf>,
    /// Remember failures in DIR/<problem>/ instead of .coach/<problem>/ (or
    /// $COACH_CORPUS/<problem>/): each run replays them first.
    #[arg(long, value_name = "DIR")]
    pub(super) corpus: Option<PathBuf>,
    /// Neither remember failures nor replay remembered ones.
    #[arg(long, conflicts_with_all = ["corpus", "replay"])]
    pub(super) no_corpus: bool,
    /// Replay the remembered failures alone, without new cases.
    #[arg(long, conflicts_with_all = ["from", "cases", "seed", "max_size"])]
    pub(super) replay: bool,
    #[command(flatten)]
    pub(super) rules: RulesLimit,
    /// Your solution's command and its arguments, after `--`.
    #[arg(last = true, value_name = "COMMAND")]
    pub(super) command: Vec<String>,
}

/// How long a rules file's requests may take, where `--time-limit` is the program's (stress,
/// judge) or there is none (gen).
#[derive(Args, Debug)]
pub(crate) struct RulesLimit {
    /// For a rules file: seconds one request to it may take (an input generated, a batch of
    /// positions' moves).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(crate::rules::TIME_LIMIT),
          value_parser = seconds)]
    pub(super) rules_time_limit: Seconds,
}

/// The arguments of `coach table`.
#[derive(Args, Debug)]
pub(crate) struct TableArgs {
    pub(super) problem: Name,
    /// Your solution's source file, then the input; or the input alone, with the command
    /// after `--`.
    #[arg(value_name = "SOLUTION> <FILE", num_args = 1..=2, required = true)]
    pub(super) paths: Vec<PathBuf>,
    /// Run a .py solution with pypy3 instead of python3.
    #[arg(long)]
    pub(super) pypy: bool,
    /// Which test case's table, for inputs that hold several.
    #[arg(long, default_value_t = 1, value_parser = at_least_one)]
    pub(super) case: usize,
    /// Seconds the run may take.
    #[arg(long, default_value_t = Seconds(solution::TIME_LIMIT), value_parser = seconds)]
    pub(super) time_limit: Seconds,
    /// Seconds the build of a source file may take (a compiler stopped there leaves nothing
    /// behind).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(solution::BUILD_TIME_LIMIT), value_parser = seconds)]
    pub(super) build_time_limit: Seconds,
    /// Print one JSON object instead of the report (schema in docs/coach.md).
    #[arg(long)]
    pub(super) json: bool,
    /// Your solution's command and its arguments, after `--`.
    #[arg(last = true, value_name = "COMMAND")]
    pub(super) command: Vec<String>,
}

/// `play --help`'s long text, which names the roster's problems of each kind.
fn play_about() -> String {
    format!(
        "Play the input's games optimally and show them move by move, ending with the answer \
         the binary prints.\n\nWho plays what: in score games ({}) each player picks a move \
         that keeps the optimal value; in win/lose games ({}) the winner always moves to a \
         losing position. `coach list --long` gives each problem's tie-breaking rule.",
        problems::of_kind(Kind::Score),
        problems::of_kind(Kind::WinLose)
    )
}

/// Where a rules file's game starts, for `play`, `review` and `duel`.
#[derive(Args, Debug)]
pub(crate) struct GameArgs {
    /// For a rules file: play the game of start(N) instead of reading an input with
    /// parse(text).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub(super) n: Option<i64>,
    #[command(flatten)]
    pub(super) run: RulesArgs,
}

/// How a rules file runs, for every command that takes one.
#[derive(Args, Debug)]
pub(crate) struct RulesArgs {
    /// Run a rules file (and a .py solution of --table-of) with pypy3 instead of python3.
    #[arg(long)]
    pub(super) pypy: bool,
    /// Seconds one request to a rules file may take (a batch of positions' moves).
    #[arg(long, value_name = "SECONDS", default_value_t = Seconds(crate::rules::TIME_LIMIT),
          value_parser = seconds)]
    pub(super) time_limit: Seconds,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_help_of_play_names_the_roster_by_kind() {
        let about = play_about();
        assert!(about.contains(&format!("score games ({})", problems::of_kind(Kind::Score))));
        for name in Name::ALL {
            assert!(about.contains(name.binary()), "{about}");
        }
    }
}
