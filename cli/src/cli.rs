//! The command line as clap reads it: every subcommand with its own help, value ranges checked
//! before anything is dealt, unknown or repeated options and stray words refused. What it reads
//! becomes the [`Args`] the commands take.

use crate::args::Args;
use clap::{Args as ClapArgs, Parser, Subcommand, ValueEnum};
use engine::{Cents, GameId};

/// The largest amount a wager may be on the command line: far above any table, far below what
/// checked arithmetic on the largest payouts could overflow. Every other table amount (a meter,
/// a payout limit) is bounded by the engine's `MOST_TABLE_AMOUNT`.
const MAX_WAGER: Cents = Cents::dollars(1_000_000);

/// Help headings: which game an option belongs to (`odds round --help` serves both games).
const HCF_ONLY: &str = "High Card Flush only (--game hcf, the default)";
const JHE_ONLY: &str = "Jackpot Hold 'Em only (--game jhe)";

#[derive(Parser, Debug)]
#[command(
    name = "odds",
    version,
    about = "High Card Flush and Jackpot Hold 'Em analysis on the command line",
    after_help = "Cards may be typed as Th, 10h, T♥ or th, with or without separators: \"Ah Kh 9h 4c 3d 2s 7s\".\nEvery subcommand takes --json for machine-readable output; `odds <COMMAND> --help` shows its options."
)]
pub struct Cli {
    /// The game
    #[arg(long, global = true, value_enum, default_value_t = Game::Hcf)]
    pub game: Game,
    /// Machine-readable output
    #[arg(long, global = true)]
    pub json: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// High Card Flush (Maryland, Massachusetts, South Dakota)
    Hcf,
    /// Jackpot Hold 'Em (Maryland)
    Jhe,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Evaluate a seven-card hand: best flush, dealer qualification, raise limits, straight
    /// flushes under each ace rule (Jackpot Hold 'Em: five to seven cards, the best poker hand
    /// and each paytable's line)
    Hand {
        /// The seven cards (Jackpot Hold 'Em: five to seven), in one or several words
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
    },
    /// List the published paytables
    Paytables {
        #[command(flatten)]
        rules: RulesFilter,
        /// Only this wager: fb, sfb or prog (Jackpot Hold 'Em: xtra, pb or prog)
        #[arg(long, value_parser = ["fb", "sfb", "prog", "xtra", "pb"])]
        wager: Option<String>,
    },
    /// Print a jurisdiction's rules with citations
    Rules {
        /// The rules: MD, MA or SD
        #[arg(long, value_parser = rules_code)]
        rules: String,
    },
    /// Play one round and print every card, decision and settlement step with its citation;
    /// with --rounds, many rounds streamed one per line (NDJSON with --json)
    #[command(
        after_help = "Batches: `odds round --rounds 1000000 --from-seed 7 --json` writes one JSON object per line, round k dealt from seed 7+k (the line `odds round --seed 7+k --json` prints), as each round is played."
    )]
    Round {
        #[command(flatten)]
        table: TableOptions,
        #[command(flatten)]
        round: RoundOptions,
    },
    /// Play many rounds: the return per unit wagered of each wager, with its standard error
    Simulate {
        #[command(flatten)]
        table: TableOptions,
        /// Rounds to play
        #[arg(long, default_value = "1000000", value_parser = rounds, allow_negative_numbers = true)]
        rounds: u64,
        /// Threads (default: every core)
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024), allow_negative_numbers = true)]
        threads: Option<u64>,
    },
    /// Exact house edge of the main game over every deal, for a strategy
    MainGame {
        /// High Card Flush: optimal, always (raise the most allowed), card (the strategy card)
        /// or threshold:T86 (raise 10-8-6 or better). Jackpot Hold 'Em: optimal, always, river or simple
        /// (about 10 s on two cores)
        #[arg(long, default_value = "optimal")]
        strategy: String,
        /// Jackpot Hold 'Em: a copy of X-tra Bonus Paytable A paying these amounts to 1, royal
        /// flush, straight flush, four of a kind, full house, flush, straight (e.g.
        /// 500,50,10,4,3,1); below a straight pushes
        #[arg(long)]
        xtra: Option<String>,
    },
    /// Exact odds of side-wager paytables
    Sidebet {
        #[command(flatten)]
        rules: RulesFilter,
        /// The wager: fb, sfb or prog (High Card Flush, default fb); pb or prog (Jackpot Hold
        /// 'Em, default prog)
        #[arg(long, value_parser = ["fb", "sfb", "prog", "pb"])]
        wager: Option<String>,
        /// Only this paytable (its label)
        #[arg(long)]
        paytable: Option<String>,
        /// The ace rule for straight flushes: high (ace high only) or low (low or high)
        #[arg(long, value_parser = ["high", "low"])]
        ace: Option<String>,
        /// A custom paytable: "to 1" values from the highest line down, e.g. 300,100,10,1
        #[arg(long)]
        custom: Option<String>,
        /// The progressive meter in dollars, for the return at that meter
        #[arg(long, value_parser = meter_amount)]
        meter: Option<String>,
    },
    /// A strategy a person can memorise, with its exact house edge and its cost against
    /// optimal play
    Strategy,
    /// Exact value of folding and of each raise for a seven-card hand (Jackpot Hold 'Em: the
    /// two hole cards, then the 1, 3 or 5 community cards showing)
    Decide {
        /// The seven cards (Jackpot Hold 'Em: 3, 5 or 7), in one or several words
        #[arg(required = true, num_args = 1..)]
        cards: Vec<String>,
    },
}

#[derive(ClapArgs, Debug)]
pub struct RulesFilter {
    /// Only these rules: MD, MA or SD
    #[arg(long, value_parser = rules_code)]
    rules: Option<String>,
}

/// The table and the players' wagers (round, simulate). Options of one game only are under
/// that game's heading in `--help`, and the other game refuses them by name.
#[derive(ClapArgs, Debug)]
pub struct TableOptions {
    /// Jurisdiction: MD, MA or SD (Jackpot Hold 'Em: MD)
    #[arg(long, default_value = "MD", value_parser = rules_code)]
    rules: String,
    /// Players at the table
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(1..=6), allow_negative_numbers = true)]
    players: u8,
    /// Each player's Ante in dollars, within the table's limits $5 to $500 (default: the
    /// table minimum)
    #[arg(long, value_name = "DOLLARS", value_parser = wager_amount, allow_negative_numbers = true)]
    ante: Option<String>,
    /// Offer this Progressive paytable (High Card Flush: the jurisdiction's labels; Jackpot
    /// Hold 'Em: A to E); each player bets the $1 unit
    #[arg(long, value_name = "LABEL")]
    prog: Option<String>,
    /// The Progressive's meters at the start of the round, in dollars (default: the seed or
    /// the statutory minimums). High Card Flush: one amount (--meter 50000); Jackpot Hold
    /// 'Em: each meter by name, star, spade, heart, diamond or club (--meter
    /// star=250000,club=2000)
    #[arg(long, value_name = "DOLLARS | NAME=DOLLARS,…", value_parser = meter_amounts, allow_negative_numbers = true)]
    meter: Option<String>,
    /// Per-hand payout limit in dollars (MD: at least the statutory figure; MA: optional)
    #[arg(long = "payout-limit", value_name = "DOLLARS", value_parser = table_amount, allow_negative_numbers = true)]
    payout_limit: Option<String>,
    /// How the computer players play. High Card Flush: optimal (default), always or
    /// threshold:T86. Jackpot Hold 'Em: river (default), always, simple or optimal (the
    /// exact player; its tables take about 10 s to solve on first use)
    #[arg(long)]
    strategy: Option<String>,
    /// Reproducible deal (default: random, printed)
    #[arg(long, value_parser = clap::value_parser!(u64), allow_negative_numbers = true)]
    seed: Option<u64>,
    /// Dealing method: shoe (manual shoe), hand or auto (automated shoe)
    #[arg(long, value_parser = ["shoe", "hand", "auto"])]
    method: Option<String>,
    /// Shuffling: hand, auto or counting
    #[arg(long, value_parser = ["hand", "auto", "counting"])]
    shuffler: Option<String>,
    /// Offer this Flush Bonus paytable; each player bets the amount (default $1)
    #[arg(long, value_name = "LABEL[:DOLLARS]", value_parser = offer, help_heading = HCF_ONLY)]
    fb: Option<String>,
    /// Offer this Straight Flush Bonus paytable; each player bets the amount (default $1)
    #[arg(long, value_name = "LABEL[:DOLLARS]", value_parser = offer, help_heading = HCF_ONLY)]
    sfb: Option<String>,
    /// Massachusetts SFB G amounts, 7- to 3-card, "to 1": five whole numbers
    #[arg(long = "sfb-bonus", value_name = "A,B,C,D,E", help_heading = HCF_ONLY)]
    sfb_bonus: Option<String>,
    /// Each player's Player Bonus in dollars
    #[arg(long, value_name = "DOLLARS", value_parser = positive_wager, allow_negative_numbers = true, help_heading = JHE_ONLY)]
    pb: Option<String>,
    /// Automated shoe (--method auto) only: the dealer's cards dealt first, or left in the
    /// shuffler until every player has acted (001 Ch.10 B(2)–(3))
    #[arg(long = "dealer-cards", value_parser = ["first", "shuffler"], help_heading = JHE_ONLY)]
    dealer_cards: Option<String>,
    /// What each meter resets to once won, in dollars, by name (--meter-reset star=20000);
    /// at least the statutory minimum (default: the minimum)
    #[arg(long = "meter-reset", value_name = "NAME=DOLLARS,…", value_parser = meter_amounts, help_heading = JHE_ONLY)]
    meter_reset: Option<String>,
    /// Each meter's rate of progression, the percent of every Progressive wager added to it:
    /// one for all (--meter-rate 5) or by name (--meter-rate star=5,club=2.5); 0 to 100,
    /// default 5
    #[arg(long = "meter-rate", value_name = "PERCENT | NAME=PERCENT,…", value_parser = meter_rates, allow_negative_numbers = true, help_heading = JHE_ONLY)]
    meter_rate: Option<String>,
}

/// What only `round` takes: batches, one player on several boxes, an irregularity, one's own
/// copies of the X-tra Bonus and Player Bonus.
#[derive(ClapArgs, Debug)]
pub struct RoundOptions {
    /// Play this many rounds, one per line as each is played (NDJSON with --json): round k is
    /// dealt from the first seed + k
    #[arg(long, value_parser = rounds, allow_negative_numbers = true)]
    rounds: Option<u64>,
    /// With --rounds: the first round's seed (the same as --seed; default random, printed on
    /// each round)
    #[arg(long = "from-seed", value_name = "SEED", value_parser = clap::value_parser!(u64), allow_negative_numbers = true, requires = "rounds", conflicts_with = "seed")]
    from_seed: Option<u64>,
    /// One player (seat 1) plays this many adjacent boxes, the others one each, as far as the
    /// rules allow (High Card Flush: MD up to the seats, MA three, SD one; Jackpot Hold 'Em:
    /// up to the seats)
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), allow_negative_numbers = true)]
    boxes: Option<u8>,
    /// Deal the round with an irregularity, and show its remedy in the trace: one-face-up,
    /// several-face-up, drawn-in-error or shoe-jam (automated shoe) at a card of the dealing
    /// order (@CARD, from 1; default the first), or dealer-exposed, wrong-count or
    /// shuffler-jam, found after the deal
    #[arg(long, value_name = "KIND[@CARD]")]
    irregularity: Option<String>,
    /// Play one's own copy of X-tra Bonus Paytable A paying these amounts to 1, royal flush,
    /// straight flush, four of a kind, full house, flush, straight (e.g. 500,50,10,4,3,1)
    #[arg(long, value_name = "N,N,…", help_heading = JHE_ONLY)]
    xtra: Option<String>,
    /// Play one's own copy of Player Bonus Paytable A paying these amounts to 1, from the top
    /// line down (with --pb)
    #[arg(long = "pb-pays", value_name = "N,N,…", help_heading = JHE_ONLY)]
    pb_pays: Option<String>,
}

fn rules_code(text: &str) -> Result<String, String> {
    engine::Jurisdiction::parse(text)
        .map(|j| j.code().to_string())
        .ok_or_else(|| format!("unknown rules '{text}' (use MD, MA or SD)"))
}

/// A whole number of rounds, 1 to 10 billion; `10_000_000` and `10,000,000` read too.
fn rounds(text: &str) -> Result<u64, String> {
    let digits: String = text.chars().filter(|c| !matches!(c, '_' | ',')).collect();
    digits
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=10_000_000_000).contains(n))
        .ok_or_else(|| format!("'{text}' is not a whole number from 1 to 10,000,000,000"))
}

fn wager_amount(text: &str) -> Result<String, String> {
    let cents = Cents::parse_dollars(text)?;
    if cents > MAX_WAGER {
        return Err(format!(
            "{cents} is more than the {MAX_WAGER} this tool accepts"
        ));
    }
    Ok(text.trim().to_string())
}

/// A side wager: more than $0, up to [`MAX_WAGER`].
fn positive_wager(text: &str) -> Result<String, String> {
    let checked = wager_amount(text)?;
    match Cents::parse_dollars(text)? {
        Cents::ZERO => Err(format!(
            "a wager is more than $0 (up to {MAX_WAGER}); leave the option out for none"
        )),
        _ => Ok(checked),
    }
}

/// A table amount (a meter, a payout limit), bounded by the engine.
fn table_amount(text: &str) -> Result<String, String> {
    engine::money::parse_table_amount(text).map(|_| text.trim().to_string())
}

/// `DOLLARS` (High Card Flush's meter) or `NAME=DOLLARS,…` (Jackpot Hold 'Em's meters); which
/// one the game takes is checked with the game.
fn meter_amounts(text: &str) -> Result<String, String> {
    if !text.contains('=') {
        return table_amount(text);
    }
    for (_, amount) in crate::table_args::named_values(text)? {
        table_amount(amount)?;
    }
    Ok(text.trim().to_string())
}

/// `PERCENT` or `NAME=PERCENT,…`, each 0 to 100 with up to two decimals.
fn meter_rates(text: &str) -> Result<String, String> {
    if !text.contains('=') {
        return crate::table_args::basis_points(text).map(|_| text.trim().to_string());
    }
    for (_, rate) in crate::table_args::named_values(text)? {
        crate::table_args::basis_points(rate)?;
    }
    Ok(text.trim().to_string())
}

fn meter_amount(text: &str) -> Result<String, String> {
    table_amount(text)
}

/// `LABEL` or `LABEL:DOLLARS`.
fn offer(text: &str) -> Result<String, String> {
    match text.split_once(':') {
        Some((label, amount)) if !label.trim().is_empty() => {
            positive_wager(amount).map(|_| text.trim().to_string())
        }
        Some(_) => Err("the paytable label is missing before ':'".into()),
        None if text.trim().is_empty() => Err("a paytable label is needed".into()),
        None => Ok(text.trim().to_string()),
    }
}

impl Cli {
    /// The commands' view of the line. Refuses a game the engine does not have yet.
    pub fn into_args(self) -> Result<Args, String> {
        let game = match self.game {
            Game::Hcf => GameId::HighCardFlush,
            Game::Jhe => GameId::JackpotHoldEm,
        };
        if !game.playable() {
            return Err(format!(
                "{} is not in the engine yet; this version covers High Card Flush (--game hcf)",
                game.name()
            ));
        }
        let mut args = Args {
            json: self.json,
            ..Args::default()
        };
        args.options
            .insert("game".to_string(), game.code().to_string());
        let mut set = |name: &str, value: Option<String>| {
            if let Some(v) = value {
                args.options.insert(name.to_string(), v);
            }
        };
        let command = match self.command {
            Command::Hand { cards } => {
                args.positional = cards;
                "hand"
            }
            Command::Paytables { rules, wager } => {
                set("rules", rules.rules);
                set("wager", wager);
                "paytables"
            }
            Command::Rules { rules } => {
                set("rules", Some(rules));
                "rules"
            }
            Command::Round { table, round } => {
                table.set_into(&mut set);
                set("rounds", round.rounds.map(|n| n.to_string()));
                set("seed", round.from_seed.map(|s| s.to_string()));
                set("boxes", round.boxes.map(|b| b.to_string()));
                set("irregularity", round.irregularity);
                set("xtra", round.xtra);
                set("pb-pays", round.pb_pays);
                "round"
            }
            Command::Simulate {
                table,
                rounds,
                threads,
            } => {
                table.set_into(&mut set);
                set("rounds", Some(rounds.to_string()));
                set("threads", threads.map(|t| t.to_string()));
                "simulate"
            }
            Command::MainGame { strategy, xtra } => {
                set("strategy", Some(strategy));
                set("xtra", xtra);
                "main-game"
            }
            Command::Sidebet {
                rules,
                wager,
                paytable,
                ace,
                custom,
                meter,
            } => {
                set("rules", rules.rules);
                set("wager", wager);
                set("paytable", paytable);
                set("ace", ace);
                set("custom", custom);
                set("meter", meter);
                "sidebet"
            }
            Command::Strategy => "strategy",
            Command::Decide { cards } => {
                args.positional = cards;
                "decide"
            }
        };
        args.command = Some(command.to_string());
        Ok(args)
    }
}

impl TableOptions {
    fn set_into(self, set: &mut impl FnMut(&str, Option<String>)) {
        set("rules", Some(self.rules));
        set("players", Some(self.players.to_string()));
        set("ante", self.ante);
        set("fb", self.fb);
        set("sfb", self.sfb);
        set("sfb-bonus", self.sfb_bonus);
        set("prog", self.prog);
        set("meter", self.meter);
        set("payout-limit", self.payout_limit);
        set("strategy", self.strategy);
        set("seed", self.seed.map(|s| s.to_string()));
        set("method", self.method);
        set("shuffler", self.shuffler);
        set("pb", self.pb);
        set("dealer-cards", self.dealer_cards);
        set("meter-reset", self.meter_reset);
        set("meter-rate", self.meter_rate);
    }
}

/// Parses words as the command line would (without the program name), for tests.
#[cfg(test)]
pub fn parse_words(words: &[&str]) -> Result<Args, String> {
    Cli::try_parse_from(std::iter::once("odds").chain(words.iter().copied()))
        .map_err(|e| e.to_string())?
        .into_args()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    fn error(words: &[&str]) -> String {
        parse_words(words).unwrap_err()
    }

    /// What an independent audit of `odds round` found, each now refused before any deal.
    #[test]
    fn bad_arguments_are_refused_with_the_option_and_the_range() {
        // An option no longer eats the next option as its value.
        assert!(error(&["round", "--fb", "--seed", "3"]).contains("--fb"));
        // A number out of range says the range.
        let players = error(&["round", "--players", "300"]);
        assert!(
            players.contains("--players") && players.contains("1..=6"),
            "{players}"
        );
        // A huge amount names its option, and is refused before the round is dealt.
        let ante = error(&["round", "--ante", "900000000000000000"]);
        assert!(
            ante.contains("--ante") && ante.contains("amount too large"),
            "{ante}"
        );
        let ante = error(&["round", "--ante", "90000000000000"]);
        assert!(
            ante.contains("--ante") && ante.contains("more than the $1,000,000"),
            "{ante}"
        );
        let fb = error(&["round", "--fb", "A:5000000"]);
        assert!(
            fb.contains("--fb") && fb.contains("more than the $1,000,000"),
            "{fb}"
        );
        // Extra words after a command, and a repeated option, are errors.
        assert!(error(&["round", "--seed", "1", "extra"]).contains("unexpected argument 'extra'"));
        assert!(error(&["round", "--seed", "1", "--seed", "2"])
            .contains("cannot be used multiple times"));
        assert!(error(&["rules", "--rules", "NV"]).contains("unknown rules 'NV'"));
        assert_eq!(
            parse_words(&["round", "--game", "jhe"]).unwrap().game(),
            "jhe"
        );
        assert!(error(&["round", "--game", "poker"]).contains("possible values: hcf, jhe"));
    }

    #[test]
    fn options_reach_the_commands() {
        let a = parse_words(&[
            "round", "--rules", "sd", "--fb", "1:5", "--seed", "7", "--json",
        ])
        .unwrap();
        assert_eq!(a.command.as_deref(), Some("round"));
        assert_eq!(a.option("rules"), Some("SD"));
        assert_eq!(a.option("fb"), Some("1:5"));
        assert_eq!(a.option("seed"), Some("7"));
        assert_eq!(a.option("players"), Some("6"));
        assert!(a.json);
        let h = parse_words(&["hand", "Ah", "Kh", "9h", "4c", "3d", "2s", "7s"]).unwrap();
        assert_eq!(h.positional.join(" "), "Ah Kh 9h 4c 3d 2s 7s");
    }
}

/// Random command lines from the real vocabulary and from noise: parsing never panics, a
/// refusal says what was wrong, and the quick commands run to an answer or a message.
#[cfg(test)]
mod fuzz {
    use super::*;
    use proptest::prelude::*;

    const WORDS: &[&str] = &[
        "hand",
        "paytables",
        "rules",
        "round",
        "decide",
        "sidebet",
        "--rules",
        "MD",
        "MA",
        "SD",
        "NV",
        "--wager",
        "fb",
        "sfb",
        "prog",
        "--paytable",
        "A",
        "E",
        "1",
        "--ace",
        "high",
        "low",
        "--custom",
        "300,100,10,1",
        "1,-2",
        "--meter",
        "25000",
        "1e9",
        "--json",
        "--game",
        "hcf",
        "jhe",
        "--players",
        "0",
        "3",
        "300",
        "--ante",
        "5",
        "-5",
        "99999999999999999999",
        "--fb",
        "A:5",
        ":5",
        "--sfb",
        "G:2",
        "--sfb-bonus",
        "500,100,50,10,5",
        "--prog",
        "C",
        "--seed",
        "7",
        "x",
        "--method",
        "hand",
        "auto",
        "--shuffler",
        "counting",
        "--strategy",
        "always",
        "threshold:T86",
        "threshold:",
        "Ah",
        "Kh 9h 4c",
        "3d 2s 7s",
        "Ah Ah",
        "--help",
        "--boxes",
        "2",
        "-1",
        "--irregularity",
        "one-face-up@2",
        "shuffler-jam",
        "--meter-rate",
        "star=5",
        "--meter-reset",
        "--dealer-cards",
        "shuffler",
        "--pb",
    ];

    fn cases() -> u32 {
        std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(300)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

        #[test]
        fn command_lines_never_panic(
            words in proptest::collection::vec(
                prop_oneof![4 => proptest::sample::select(WORDS).prop_map(str::to_string), 1 => ".{0,6}"],
                0..8,
            )
        ) {
            let line: Vec<&str> = words.iter().map(String::as_str).collect();
            match parse_words(&line) {
                Ok(args) => {
                    // Only the quick commands are run (round settles one deal, sidebet a few
                    // paytables); simulate and main-game are not drawn from WORDS.
                    if let Err(message) = crate::commands::run(&args) {
                        prop_assert!(!message.is_empty());
                    }
                }
                Err(message) => prop_assert!(!message.is_empty()),
            }
        }
    }
}
