//! The command line as clap reads it: every subcommand with its own help, value ranges checked
//! and values typed before anything is dealt, unknown or repeated options and stray words
//! refused. Each subcommand's options reach the chosen game's [`GameCommands`] as the typed
//! structs below, read once (clap's `git-derive` example is the model).

use crate::games::{Game, GameCommands};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args as ClapArgs, Parser, Subcommand, ValueEnum};
use engine::meters::MeterName;
use engine::table::{DealingMethod, Shuffler};
use engine::{Cents, Jurisdiction};
use std::fmt;
use std::io::Write;

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

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Evaluate a seven-card hand: best flush, dealer qualification, raise limits, straight
    /// flushes under each ace rule (Jackpot Hold 'Em: five to seven cards, the best poker hand
    /// and each paytable's line)
    Hand(HandArgs),
    /// List the published paytables
    Paytables(PaytablesArgs),
    /// Print a jurisdiction's rules with citations
    Rules(RulesArgs),
    /// Play one round and print every card, decision and settlement step with its citation;
    /// with --rounds, many rounds streamed one per line (NDJSON with --json)
    #[command(
        after_help = "Batches: `odds round --rounds 1000000 --from-seed 7 --json` writes one JSON object per line, round k dealt from seed 7+k (the line `odds round --seed 7+k --json` prints), as each round is played."
    )]
    Round(RoundArgs),
    /// Play many rounds: the return per unit wagered of each wager, with its standard error
    Simulate(SimulateArgs),
    /// Exact house edge of the main game over every deal, for a strategy
    MainGame(MainGameArgs),
    /// Exact odds of side-wager paytables
    Sidebet(SidebetArgs),
    /// A strategy a person can memorise, with its exact house edge and its cost against
    /// optimal play: the full card, or with --level a beginner's card or a chart
    Strategy(StrategyArgs),
    /// Exact value of folding and of each raise for a seven-card hand (Jackpot Hold 'Em: the
    /// two hole cards, then the 1, 3 or 5 community cards showing)
    Decide(DecideArgs),
    /// The operator's par sheet of a table as configured: every wager's lines, edges, the
    /// Progressive's terms and award odds, the hold to expect; --json writes the verifiable
    /// packet
    ParSheet(ParSheetArgs),
    /// Recompute a par-sheet packet from its inputs and say, figure by figure, whether it
    /// matches
    VerifyPacket(VerifyPacketArgs),
    /// The classroom: re-grade students' hand-ins from the assignment's seed
    #[command(subcommand)]
    Class(ClassCommand),
    /// The game-protection lab: the house edge against a player who sees a card they should
    /// not (a dealer card, a neighbour's hand, an early community card) and uses it perfectly,
    /// against today's, per hand and per hour at a pace
    Leak(LeakArgs),
}

/// `odds leak`: the rule set, the pace and how much work the estimates may take.
#[derive(ClapArgs, Debug)]
pub struct LeakArgs {
    /// The jurisdiction (MD, MA or SD; Jackpot Hold 'Em: MD) or a rule-set key (hcf-MD)
    #[arg(long, default_value = "MD")]
    pub rule_set: String,
    /// Hands an hour at one seat
    #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(u32).range(1..=1_000))]
    pub pace: u32,
    /// The average Ante in dollars
    #[arg(long, default_value = "25", value_parser = table_amount)]
    pub wager: Cents,
    /// Threads for the exact walks and the estimates (default: every core)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    pub threads: Option<u64>,
    /// Monte Carlo effort: High Card Flush draws a neighbour's hand this many times; Jackpot
    /// Hold 'Em, whose every draw is a whole exact analysis, 1/2,600 as many for each rank of
    /// a dealer card and 1/1,000 for a neighbour's cards
    #[arg(long, default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub samples: u64,
    /// The Monte Carlo's seed (the same seed gives the same figures)
    #[arg(long, default_value_t = 36)]
    pub seed: u64,
}

/// `odds class …`
#[derive(Subcommand, Debug)]
pub enum ClassCommand {
    /// Re-grade hand-in files (each the app's download, a link or a code) into the class table:
    /// scores, pass/fail, claimed scores that do not match, per module and most-missed
    /// questions; --csv for the class page's CSV
    Regrade(ClassRegradeArgs),
}

/// `odds class regrade FILE…`
#[derive(ClapArgs, Debug)]
pub struct ClassRegradeArgs {
    /// Hand-in files
    #[arg(required = true, num_args = 1..)]
    pub files: Vec<std::path::PathBuf>,
    /// Write the class as CSV (one row per student, a column per question)
    #[arg(long)]
    pub csv: bool,
    /// The class's assignment (its link or code); by default the first hand-in's. Hand-ins for
    /// another assignment are refused
    #[arg(long)]
    pub assignment: Option<String>,
}

/// `odds par-sheet`: the table (a jurisdiction's usual table, or the inputs of a packet), the
/// pace and the period.
#[derive(ClapArgs, Debug)]
pub struct ParSheetArgs {
    /// Jurisdiction of High Card Flush's usual table: MD, MA or SD
    #[arg(long, default_value = "MD", value_parser = jurisdiction)]
    pub rules: Jurisdiction,
    /// Every input from a JSON file (a packet's "inputs", or a whole packet): the table's
    /// configuration, own paytables, meters, payout limit, seats and mix
    #[arg(long, value_name = "FILE")]
    pub inputs: Option<std::path::PathBuf>,
    /// Player hands an hour, all seats together (six seats at 30 rounds an hour: 180)
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub pace: Option<u32>,
    /// Player hands in the period of the hold band
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000_000))]
    pub hands: Option<u64>,
    /// Players in an average round, 1 to the table's seats (the usual table: 6): the seats of
    /// one round share the dealer's hand, which widens the hold band
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=255))]
    pub players: Option<u8>,
    /// Print the table signs the rules require instead (inscriptions, paytables, the payout
    /// limit, the meters), each with its rule
    #[arg(long)]
    pub signs: bool,
    /// A period's amount wagered (dollars), to judge against the hold band with --win
    #[arg(long, value_parser = period_amount, requires = "win")]
    pub drop: Option<Cents>,
    /// The house's win in that period (dollars, negative for a loss)
    #[arg(long, value_parser = period_amount, requires = "drop", allow_hyphen_values = true)]
    pub win: Option<Cents>,
}

/// A period's drop or win in dollars (a win may be negative), within the table's bound.
fn period_amount(text: &str) -> Result<Cents, String> {
    let (negative, digits) = match text.trim().strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let cents = Cents::parse_dollars(digits)?;
    if cents.0 > 1_000_000_000_000 {
        return Err(format!("{cents} is more than this tool accepts"));
    }
    Ok(if negative { Cents(-cents.0) } else { cents })
}

/// `odds verify-packet`: the packet received.
#[derive(ClapArgs, Debug)]
pub struct VerifyPacketArgs {
    /// The packet's JSON file
    pub file: std::path::PathBuf,
}

/// `odds hand`: the cards, in as many words as they were typed.
#[derive(ClapArgs, Debug)]
pub struct HandArgs {
    /// The seven cards (Jackpot Hold 'Em: five to seven), in one or several words
    #[arg(required = true, num_args = 1..)]
    pub cards: Vec<String>,
}

/// `odds paytables`: which tables to list.
#[derive(ClapArgs, Debug)]
pub struct PaytablesArgs {
    #[command(flatten)]
    pub rules: RulesFilter,
    /// Only this wager: fb, sfb or prog (Jackpot Hold 'Em: xtra, pb or prog)
    #[arg(long, value_parser = wagers(&[Wager::Fb, Wager::Sfb, Wager::Prog, Wager::Xtra, Wager::Pb]))]
    pub wager: Option<Wager>,
}

/// `odds rules`: whose rules.
#[derive(ClapArgs, Debug)]
pub struct RulesArgs {
    /// The rules: MD, MA or SD
    #[arg(long, value_parser = jurisdiction)]
    pub rules: Jurisdiction,
}

/// `odds round`: the table, and what only a round takes.
#[derive(ClapArgs, Debug)]
pub struct RoundArgs {
    #[command(flatten)]
    pub table: TableOptions,
    #[command(flatten)]
    pub round: RoundOptions,
}

/// `odds simulate`: the table, and how many rounds on how many threads.
#[derive(ClapArgs, Debug)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub table: TableOptions,
    /// Rounds to play
    #[arg(long, default_value = "1000000", value_parser = rounds, allow_negative_numbers = true)]
    pub rounds: u64,
    /// Threads (default: every core)
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024), allow_negative_numbers = true)]
    pub threads: Option<u64>,
}

impl SimulateArgs {
    /// `--threads`, or every core the machine offers.
    pub fn threads(&self) -> usize {
        self.threads.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            |n| n as usize,
        )
    }
}

/// `odds main-game`: the strategy (each game reads its own names) and the X-tra Bonus copy.
#[derive(ClapArgs, Debug)]
pub struct MainGameArgs {
    /// High Card Flush: optimal, always (raise the most allowed), card (the strategy card)
    /// or threshold:T86 (raise 10-8-6 or better). Jackpot Hold 'Em: optimal, always, river or simple
    /// (about 10 s on two cores)
    #[arg(long, default_value = "optimal")]
    pub strategy: String,
    /// Jackpot Hold 'Em: a copy of X-tra Bonus Paytable A paying these amounts to 1, royal
    /// flush, straight flush, four of a kind, full house, flush, straight (e.g.
    /// 500,50,10,4,3,1); below a straight pushes
    #[arg(long)]
    pub xtra: Option<String>,
    /// Jackpot Hold 'Em: threads for the exact solve (default: every core); for measuring how
    /// it scales
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub threads: Option<u64>,
}

/// `odds strategy`: which level of the card.
#[derive(ClapArgs, Debug)]
pub struct StrategyArgs {
    /// beginner (at most five lines), chart (a grid or table) or full (the full card, the
    /// default); each with its exact house edge and cost against optimal play
    #[arg(long, default_value = "full", value_parser = parse_level)]
    pub level: engine::strategy_level::StrategyLevel,
}

fn parse_level(text: &str) -> Result<engine::strategy_level::StrategyLevel, String> {
    engine::strategy_level::StrategyLevel::parse(text)
}

/// `odds sidebet`: which side wager's tables, and on what terms.
#[derive(ClapArgs, Debug)]
pub struct SidebetArgs {
    #[command(flatten)]
    pub rules: RulesFilter,
    /// The wager: fb, sfb or prog (High Card Flush, default fb); pb or prog (Jackpot Hold
    /// 'Em, default prog)
    #[arg(long, value_parser = wagers(&[Wager::Fb, Wager::Sfb, Wager::Prog, Wager::Pb]))]
    pub wager: Option<Wager>,
    /// Only this paytable (its label)
    #[arg(long)]
    pub paytable: Option<String>,
    /// The ace rule for straight flushes: high (ace high only) or low (low or high)
    #[arg(long, value_enum)]
    pub ace: Option<Ace>,
    /// A custom paytable: "to 1" values from the highest line down, e.g. 300,100,10,1
    #[arg(long)]
    pub custom: Option<String>,
    /// The progressive meter in dollars, for the return at that meter
    #[arg(long, value_parser = table_amount)]
    pub meter: Option<Cents>,
}

/// `odds decide`: the cards showing at the decision.
#[derive(ClapArgs, Debug)]
pub struct DecideArgs {
    /// The seven cards (Jackpot Hold 'Em: 3, 5 or 7), in one or several words
    #[arg(required = true, num_args = 1..)]
    pub cards: Vec<String>,
    /// Cards known to be out of play (other seats' cards seen, a burned or flashed card taken
    /// out): each option's exact value with them removed, e.g. --dead "Qs 4d"
    #[arg(long, default_value = "")]
    pub dead: String,
}

impl DecideArgs {
    /// The `--dead` cards; an error names what cannot be read or is given twice.
    pub fn dead_cards(&self) -> Result<engine::cards::CardSet, String> {
        let mut set = engine::cards::CardSet::EMPTY;
        if self.dead.trim().is_empty() {
            return Ok(set);
        }
        let cards = engine::parse_cards(&self.dead)
            .map_err(|e| format!("cannot read the dead cards: {e}"))?;
        for card in cards {
            if set.contains(card) {
                return Err(format!("dead card {card} is given twice"));
            }
            set.insert(card);
        }
        Ok(set)
    }
}

/// `--rules` where it narrows a list (every jurisdiction without it).
#[derive(ClapArgs, Debug)]
pub struct RulesFilter {
    /// Only these rules: MD, MA or SD
    #[arg(long, value_parser = jurisdiction)]
    pub rules: Option<Jurisdiction>,
}

/// The table and the players' wagers (round, simulate). Options of one game only are under
/// that game's heading in `--help`, and the other game refuses them by name.
#[derive(ClapArgs, Debug)]
pub struct TableOptions {
    /// Jurisdiction: MD, MA or SD (Jackpot Hold 'Em: MD)
    #[arg(long, default_value = "MD", value_parser = jurisdiction)]
    pub rules: Jurisdiction,
    /// Players at the table
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(1..=6), allow_negative_numbers = true)]
    pub players: u8,
    /// Each player's Ante in dollars, within the table's limits $5 to $500 (default: the
    /// table minimum)
    #[arg(long, value_name = "DOLLARS", value_parser = wager_amount, allow_negative_numbers = true)]
    pub ante: Option<Cents>,
    /// Offer this Progressive paytable (High Card Flush: the jurisdiction's labels; Jackpot
    /// Hold 'Em: A to E); each player bets the $1 unit
    #[arg(long, value_name = "LABEL")]
    pub prog: Option<String>,
    /// The Progressive's meters at the start of the round, in dollars (default: the seed or
    /// the statutory minimums). High Card Flush: one amount (--meter 50000); Jackpot Hold
    /// 'Em: each meter by name, star, spade, heart, diamond or club (--meter
    /// star=250000,club=2000)
    #[arg(long, value_name = "DOLLARS | NAME=DOLLARS,…", value_parser = meter_amounts, allow_negative_numbers = true)]
    pub meter: Option<PerMeter<Cents>>,
    /// Per-hand payout limit in dollars (MD: at least the statutory figure; MA: optional)
    #[arg(long = "payout-limit", value_name = "DOLLARS", value_parser = table_amount, allow_negative_numbers = true)]
    pub payout_limit: Option<Cents>,
    /// How the computer players play. High Card Flush: optimal (default), always or
    /// threshold:T86. Jackpot Hold 'Em: river (default), always, simple or optimal (the
    /// exact player; its tables take about 10 s to solve on first use)
    #[arg(long)]
    pub strategy: Option<String>,
    /// Reproducible deal (default: random, printed)
    #[arg(long, value_parser = clap::value_parser!(u64), allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Dealing method: shoe (manual shoe), hand or auto (automated shoe)
    #[arg(long, value_enum)]
    pub method: Option<Method>,
    /// Shuffling: hand, auto or counting
    #[arg(long, value_enum)]
    pub shuffler: Option<Shuffling>,
    /// Offer this Flush Bonus paytable; each player bets the amount (default $1)
    #[arg(long, value_name = "LABEL[:DOLLARS]", value_parser = offer, help_heading = HCF_ONLY)]
    pub fb: Option<Offer>,
    /// Offer this Straight Flush Bonus paytable; each player bets the amount (default $1)
    #[arg(long, value_name = "LABEL[:DOLLARS]", value_parser = offer, help_heading = HCF_ONLY)]
    pub sfb: Option<Offer>,
    /// Massachusetts SFB G amounts, 7- to 3-card, "to 1": five whole numbers
    #[arg(long = "sfb-bonus", value_name = "A,B,C,D,E", help_heading = HCF_ONLY)]
    pub sfb_bonus: Option<String>,
    /// Each player's Player Bonus in dollars
    #[arg(long, value_name = "DOLLARS", value_parser = positive_wager, allow_negative_numbers = true, help_heading = JHE_ONLY)]
    pub pb: Option<Cents>,
    /// Automated shoe (--method auto) only: the dealer's cards dealt first, or left in the
    /// shuffler until every player has acted (001 Ch.10 B(2)–(3))
    #[arg(long = "dealer-cards", value_enum, help_heading = JHE_ONLY)]
    pub dealer_cards: Option<DealerCards>,
    /// What each meter resets to once won, in dollars, by name (--meter-reset star=20000);
    /// at least the statutory minimum (default: the minimum)
    #[arg(long = "meter-reset", value_name = "NAME=DOLLARS,…", value_parser = meter_resets, help_heading = JHE_ONLY)]
    pub meter_reset: Option<PerMeter<Cents>>,
    /// Each meter's rate of progression, the percent of every Progressive wager added to it:
    /// one for all (--meter-rate 5) or by name (--meter-rate star=5,club=2.5); 0 to 100,
    /// default 5
    #[arg(long = "meter-rate", value_name = "PERCENT | NAME=PERCENT,…", value_parser = meter_rates, allow_negative_numbers = true, help_heading = JHE_ONLY)]
    pub meter_rate: Option<PerMeter<u32>>,
}

/// What only `round` takes: batches, one player on several boxes, an irregularity, one's own
/// copies of the X-tra Bonus and Player Bonus.
#[derive(ClapArgs, Debug)]
pub struct RoundOptions {
    /// Play this many rounds, one per line as each is played (NDJSON with --json): round k is
    /// dealt from the first seed + k
    #[arg(long, value_parser = rounds, allow_negative_numbers = true)]
    pub rounds: Option<u64>,
    /// With --rounds: the first round's seed (the same as --seed; default random, printed on
    /// each round)
    #[arg(long = "from-seed", value_name = "SEED", value_parser = clap::value_parser!(u64), allow_negative_numbers = true, requires = "rounds", conflicts_with = "seed")]
    pub from_seed: Option<u64>,
    /// One player (seat 1) plays this many adjacent boxes, the others one each, as far as the
    /// rules allow (High Card Flush: MD up to the seats, MA three, SD one; Jackpot Hold 'Em:
    /// up to the seats)
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), allow_negative_numbers = true)]
    pub boxes: Option<u8>,
    /// Deal the round with an irregularity, and show its remedy in the trace: one-face-up,
    /// several-face-up, drawn-in-error or shoe-jam (automated shoe) at a card of the dealing
    /// order (@CARD, from 1; default the first), or dealer-exposed, wrong-count or
    /// shuffler-jam, found after the deal
    #[arg(long, value_name = "KIND[@CARD]")]
    pub irregularity: Option<String>,
    /// Play one's own copy of X-tra Bonus Paytable A paying these amounts to 1, royal flush,
    /// straight flush, four of a kind, full house, flush, straight (e.g. 500,50,10,4,3,1)
    #[arg(long, value_name = "N,N,…", help_heading = JHE_ONLY)]
    pub xtra: Option<String>,
    /// Play one's own copy of Player Bonus Paytable A paying these amounts to 1, from the top
    /// line down (with --pb)
    #[arg(long = "pb-pays", value_name = "N,N,…", help_heading = JHE_ONLY)]
    pub pb_pays: Option<String>,
}

impl RoundArgs {
    /// The first round's seed: `--from-seed`, `--seed`, or a fresh random one.
    pub fn first_seed(&self) -> Result<u64, String> {
        crate::table_args::seed(self.round.from_seed.or(self.table.seed))
    }
}

/// A side wager's code on the command line, either game's (each game reads the ones it has).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wager {
    Fb,
    Sfb,
    Prog,
    Xtra,
    Pb,
}

impl fmt::Display for Wager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = self.to_possible_value();
        f.write_str(value.as_ref().map_or("", |v| v.get_name()))
    }
}

/// `--wager` of a command that lists only some codes (its `--help` shows those).
fn wagers(codes: &'static [Wager]) -> impl TypedValueParser<Value = Wager> {
    PossibleValuesParser::new(codes.iter().filter_map(Wager::to_possible_value))
        .try_map(|code| Wager::from_str(&code, false))
}

/// `--ace`: which straight flushes count.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ace {
    High,
    Low,
}

/// `--method`, in the words the command line has always used.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Shoe,
    Hand,
    Auto,
}

impl From<Method> for DealingMethod {
    fn from(method: Method) -> DealingMethod {
        match method {
            Method::Shoe => DealingMethod::ManualShoe,
            Method::Hand => DealingMethod::Hand,
            Method::Auto => DealingMethod::AutomatedShoe,
        }
    }
}

/// `--shuffler` (`auto` is the engine's `machine`).
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffling {
    Hand,
    Auto,
    Counting,
}

impl From<Shuffling> for Shuffler {
    fn from(shuffling: Shuffling) -> Shuffler {
        match shuffling {
            Shuffling::Hand => Shuffler::ByHand,
            Shuffling::Auto => Shuffler::Automatic,
            Shuffling::Counting => Shuffler::CountingAutomatic,
        }
    }
}

/// `--dealer-cards`: when the automated shoe's dealer cards come out.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerCards {
    First,
    Shuffler,
}

/// `--fb`/`--sfb`: a paytable offered, and what each player bets on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub label: String,
    pub amount: Cents,
}

/// A value for every meter at once, or for meters by name; a game says which forms it takes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PerMeter<T> {
    All(T),
    Named(Vec<(MeterName, T)>),
}

/// What was read, for a message about a form the game does not take (`star=$50,000`).
impl<T: fmt::Display> fmt::Display for PerMeter<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PerMeter::All(value) => write!(f, "{value}"),
            PerMeter::Named(values) => {
                let named: Vec<String> = values
                    .iter()
                    .map(|(meter, value)| format!("{}={value}", meter.code()))
                    .collect();
                f.write_str(&named.join(","))
            }
        }
    }
}

fn jurisdiction(text: &str) -> Result<Jurisdiction, String> {
    Jurisdiction::parse(text).ok_or_else(|| format!("unknown rules '{text}' (use MD, MA or SD)"))
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

fn wager_amount(text: &str) -> Result<Cents, String> {
    let cents = Cents::parse_dollars(text)?;
    if cents > MAX_WAGER {
        return Err(format!(
            "{cents} is more than the {MAX_WAGER} this tool accepts"
        ));
    }
    Ok(cents)
}

/// A side wager: more than $0, up to [`MAX_WAGER`].
fn positive_wager(text: &str) -> Result<Cents, String> {
    match wager_amount(text)? {
        Cents::ZERO => Err(format!(
            "a wager is more than $0 (up to {MAX_WAGER}); leave the option out for none"
        )),
        cents => Ok(cents),
    }
}

/// A table amount (a meter, a payout limit), bounded by the engine.
fn table_amount(text: &str) -> Result<Cents, String> {
    engine::money::parse_table_amount(text)
}

/// `VALUE` for every meter, or `NAME=VALUE,…` (star, spade, heart, diamond, club, …).
fn per_meter<T>(text: &str, value: fn(&str) -> Result<T, String>) -> Result<PerMeter<T>, String> {
    if !text.contains('=') {
        return value(text).map(PerMeter::All);
    }
    named(text, value).map(PerMeter::Named)
}

/// `NAME=VALUE,NAME=VALUE`: each meter by name, with its value.
fn named<T>(
    text: &str,
    value: fn(&str) -> Result<T, String>,
) -> Result<Vec<(MeterName, T)>, String> {
    text.split(',')
        .map(|part| {
            let (name, amount) = part
                .split_once('=')
                .ok_or_else(|| format!("'{}' is not NAME=VALUE", part.trim()))?;
            let meter = MeterName::ALL
                .into_iter()
                .find(|m| m.code() == name.trim().to_lowercase())
                .ok_or_else(|| {
                    format!(
                        "'{}' is not a meter (use star, spade, heart, diamond or club)",
                        name.trim()
                    )
                })?;
            Ok((meter, value(amount.trim())?))
        })
        .collect()
}

/// `DOLLARS` (High Card Flush's meter) or `NAME=DOLLARS,…` (Jackpot Hold 'Em's meters); which
/// one the game takes is checked with the game.
fn meter_amounts(text: &str) -> Result<PerMeter<Cents>, String> {
    per_meter(text, table_amount)
}

/// `NAME=DOLLARS,…`: what each meter resets to.
fn meter_resets(text: &str) -> Result<PerMeter<Cents>, String> {
    named(text, table_amount).map(PerMeter::Named)
}

/// `PERCENT` or `NAME=PERCENT,…`, each 0 to 100 with up to two decimals.
fn meter_rates(text: &str) -> Result<PerMeter<u32>, String> {
    per_meter(text, basis_points)
}

/// A percentage 0 to 100 with up to two decimals, in basis points (`2.5` → 250).
fn basis_points(text: &str) -> Result<u32, String> {
    let hundredths = Cents::parse_dollars(text.trim_end_matches('%'))
        .map_err(|_| format!("'{}' is not a percentage", text.trim()))?;
    u32::try_from(hundredths.0)
        .ok()
        .filter(|bp| *bp <= 10_000)
        .ok_or_else(|| format!("{} is not a percentage from 0 to 100", text.trim()))
}

/// `LABEL` or `LABEL:DOLLARS` (default $1).
fn offer(text: &str) -> Result<Offer, String> {
    let (label, amount) = match text.split_once(':') {
        Some((label, _)) if label.trim().is_empty() => {
            return Err("the paytable label is missing before ':'".into())
        }
        Some((label, amount)) => (label, positive_wager(amount)?),
        None if text.trim().is_empty() => return Err("a paytable label is needed".into()),
        None => (text, Cents::dollars(1)),
    };
    Ok(Offer {
        label: label.trim().to_string(),
        amount,
    })
}

impl Command {
    /// The options of one game only given on the line (flags without `--`): each game lists
    /// the ones it takes ([`GameCommands::own_options`]), and the others are refused by name.
    fn one_game_options(&self) -> Vec<&'static str> {
        match self {
            Command::Round(RoundArgs { table, round }) => [
                table.one_game_options(),
                given(&[
                    ("xtra", round.xtra.is_some()),
                    ("pb-pays", round.pb_pays.is_some()),
                ]),
            ]
            .concat(),
            Command::Simulate(args) => args.table.one_game_options(),
            Command::MainGame(args) => given(&[
                ("xtra", args.xtra.is_some()),
                ("threads", args.threads.is_some()),
            ]),
            Command::Sidebet(args) => given(&[
                ("ace", args.ace.is_some()),
                ("custom", args.custom.is_some()),
            ]),
            _ => Vec::new(),
        }
    }
}

impl TableOptions {
    fn one_game_options(&self) -> Vec<&'static str> {
        given(&[
            ("fb", self.fb.is_some()),
            ("sfb", self.sfb.is_some()),
            ("sfb-bonus", self.sfb_bonus.is_some()),
            ("pb", self.pb.is_some()),
            ("dealer-cards", self.dealer_cards.is_some()),
            ("meter-reset", self.meter_reset.is_some()),
            ("meter-rate", self.meter_rate.is_some()),
        ])
    }
}

/// The flags given, of `(flag, given)` pairs.
fn given(options: &[(&'static str, bool)]) -> Vec<&'static str> {
    options
        .iter()
        .filter(|(_, given)| *given)
        .map(|(flag, _)| *flag)
        .collect()
}

impl Cli {
    /// Answers the command line on `out`: the chosen game's answer, or its rounds as each is
    /// played. A reader that has gone (`| head`) is not an error.
    pub fn run(&self, out: &mut impl Write) -> Result<(), String> {
        let game = self.game.commands();
        refuse_other_games_options(game, &self.command.one_game_options())?;
        let json = self.json;
        let answer = match &self.command {
            Command::Hand(args) => game.hand(args, json),
            Command::Paytables(args) => game.paytables(args, json),
            Command::Rules(args) => game.rules(args, json),
            Command::Round(args) => {
                let mut player = game.rounds(args, json)?;
                let first = args.first_seed()?;
                let rounds = args.round.rounds.unwrap_or(1);
                return crate::rounds::write_rounds(player.as_mut(), first, rounds, json, out);
            }
            Command::Simulate(args) => game.simulate(args, json),
            Command::MainGame(args) => game.main_game(args, json),
            Command::Sidebet(args) => game.sidebet(args, json),
            Command::Strategy(args) => crate::games::strategy(game, args.level, json),
            Command::Decide(args) => game.decide(args, json),
            Command::ParSheet(args) => crate::par_sheet_out::par_sheet(self.game, args, json),
            Command::VerifyPacket(args) => crate::par_sheet_out::verify_packet(args, json),
            Command::Class(ClassCommand::Regrade(args)) => crate::class_out::regrade(args, json),
            Command::Leak(args) => crate::leak_out::leak(game.id(), args, json),
        }?;
        match writeln!(out, "{answer}") {
            Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                Err(format!("cannot write: {e}"))
            }
            _ => Ok(()),
        }
    }
}

/// Refuses an option of another game by name, saying which game takes it, before anything is
/// read or dealt.
fn refuse_other_games_options(game: &dyn GameCommands, given: &[&str]) -> Result<(), String> {
    let Some(flag) = given.iter().find(|f| !game.own_options().contains(f)) else {
        return Ok(());
    };
    let owner = Game::value_variants()
        .iter()
        .find(|g| g.commands().own_options().contains(flag));
    Err(match owner {
        Some(owner) => format!(
            "--{flag} is a {} option (--game {}); this table does not take it",
            owner.commands().id().name(),
            owner.commands().id().code()
        ),
        None => format!("--{flag} is not an option of {}", game.id().name()),
    })
}

/// Parses words as the command line would (without the program name), for tests.
#[cfg(test)]
pub fn parse_words(words: &[&str]) -> Result<Cli, String> {
    Cli::try_parse_from(std::iter::once("odds").chain(words.iter().copied()))
        .map_err(|e| e.to_string())
}

/// Runs words as the command line would, for tests: what it prints, less the final newlines.
#[cfg(test)]
pub fn run_words(words: &[&str]) -> Result<String, String> {
    let mut out = Vec::new();
    parse_words(words)?.run(&mut out)?;
    let text = String::from_utf8(out).map_err(|e| e.to_string())?;
    Ok(text.trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use engine::meters::MeterName;

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
        assert!(error(&["round", "--fb", ":5"]).contains("the paytable label is missing"));
        // Extra words after a command, and a repeated option, are errors.
        assert!(error(&["round", "--seed", "1", "extra"]).contains("unexpected argument 'extra'"));
        assert!(error(&["round", "--seed", "1", "--seed", "2"])
            .contains("cannot be used multiple times"));
        assert!(error(&["rules", "--rules", "NV"]).contains("unknown rules 'NV'"));
        assert_eq!(
            parse_words(&["round", "--game", "jhe"]).unwrap().game,
            Game::Jhe
        );
        assert!(error(&["round", "--game", "poker"]).contains("possible values: hcf, jhe"));
        // A form of a value no game takes is refused by clap, naming the option.
        assert!(error(&["round", "--meter-reset", "5000"]).contains("--meter-reset"));
        assert!(error(&["sidebet", "--wager", "xtra"]).contains("--wager"));
    }

    /// Each value reaches the commands typed, read once: jurisdictions, amounts, offers,
    /// meters by name, codes.
    #[test]
    fn options_reach_the_commands_typed() {
        let cli = parse_words(&[
            "round", "--rules", "sd", "--fb", "1:5", "--seed", "7", "--method", "auto", "--json",
        ])
        .unwrap();
        let Command::Round(RoundArgs { table, round }) = &cli.command else {
            panic!("{cli:?}")
        };
        assert_eq!(table.rules, Jurisdiction::SouthDakota);
        assert_eq!(
            table.fb,
            Some(Offer {
                label: "1".into(),
                amount: Cents::dollars(5)
            })
        );
        assert_eq!(table.seed, Some(7));
        assert_eq!(table.players, 6);
        assert_eq!(
            table.method.map(DealingMethod::from),
            Some(DealingMethod::AutomatedShoe)
        );
        assert_eq!(round.rounds, None);
        assert!(cli.json);
        let jhe = parse_words(&[
            "round",
            "--game",
            "jhe",
            "--meter",
            "star=250000,club=2000",
            "--meter-rate",
            "2.5",
        ])
        .unwrap();
        let Command::Round(RoundArgs { table, .. }) = &jhe.command else {
            panic!("{jhe:?}")
        };
        assert_eq!(
            table.meter,
            Some(PerMeter::Named(vec![
                (MeterName::Star, Cents::dollars(250_000)),
                (MeterName::Club, Cents::dollars(2_000))
            ]))
        );
        assert_eq!(table.meter_rate, Some(PerMeter::All(250)));
        let simulate = parse_words(&["simulate", "--rounds", "10,000"]).unwrap();
        let Command::Simulate(args) = &simulate.command else {
            panic!("{simulate:?}")
        };
        assert_eq!(args.rounds, 10_000);
        let h = parse_words(&["hand", "Ah", "Kh", "9h", "4c", "3d", "2s", "7s"]).unwrap();
        let Command::Hand(hand) = &h.command else {
            panic!("{h:?}")
        };
        assert_eq!(hand.cards.join(" "), "Ah Kh 9h 4c 3d 2s 7s");
    }

    /// An option of one game given with the other is refused by name, saying which game takes
    /// it, whatever the command.
    #[test]
    fn another_games_option_is_refused_naming_its_game() {
        let refused = |words: &[&str]| run_words(words).unwrap_err();
        assert_eq!(
            refused(&["main-game", "--xtra", "1"]),
            "--xtra is a Jackpot Hold 'Em option (--game jhe); this table does not take it"
        );
        assert_eq!(
            refused(&["sidebet", "--game", "jhe", "--ace", "high"]),
            "--ace is a High Card Flush option (--game hcf); this table does not take it"
        );
        assert_eq!(
            refused(&["simulate", "--game", "jhe", "--sfb-bonus", "1,2,3,4,5"]),
            "--sfb-bonus is a High Card Flush option (--game hcf); this table does not take it"
        );
        for game in Game::value_variants() {
            let own = game.commands().own_options();
            assert!(!own.is_empty(), "{game:?}");
        }
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
                Ok(cli) => {
                    // Only the quick commands are run (round settles one deal, sidebet a few
                    // paytables); simulate and main-game are not drawn from WORDS.
                    if let Err(message) = cli.run(&mut std::io::sink()) {
                        prop_assert!(!message.is_empty());
                    }
                }
                Err(message) => prop_assert!(!message.is_empty()),
            }
        }
    }
}
