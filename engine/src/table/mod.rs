//! The table every game shares, as an explicit state machine: seats and boxes, wagers, "no more
//! bets" and the progressive lock-out, shuffle, cut and deal with injected irregularities, stub
//! counts, voids and refunds, the payout limit, the settlement record and the end of a round
//! (RULES.md A4 for High Card Flush; B7–B13 for Jackpot Hold 'Em).
//!
//! `Betting` → [`Table::no_more_bets`] → `Dealing` → [`Table::deal`] → `Decisions` → the game's
//! decisions → the game's reveal → `Revealed` → the game's settlement → `Settled` →
//! [`Table::finish`] → `Betting` again. An irregularity may end the round in `Void`.
//!
//! A game plugs in through [`Game`]: its wager kinds and decisions, its rule data, who receives
//! each card, which wagers it accepts, its moves (the legal decisions, a decision, the reveal),
//! its settlement and what a void leaves to settle, written with the core's ledger
//! ([`Table::settle_wager`], [`Table::cap`]). [`Table::decide`], [`Table::reveal`] and
//! [`Table::legal`] call the game's moves, so one driver ([`agent::play_round`]) plays any game.
//!
//! Every method checks everything before it changes anything: an illegal action is refused with
//! a reason (and, where one applies, the rule) and leaves the table exactly as it was. Every step
//! performed is appended to the round's trace with its citation.

pub mod agent;
pub mod catch_dealer;
pub mod dealer_mode;
mod dealing;
mod ledger;
pub mod procedure;
mod wagers;

pub(crate) use crate::refusal::{cite, refuse};
/// A refused action at the table.
pub type ActionError = crate::refusal::Refusal;
pub use procedure::{
    CutRule, CutStyle, DealEvent, DealPlan, DealingMethod, Irregularity, OutOfService,
    ProcedureCitations, ProcedureRules, Recipient, Remedy, Seating, Shuffler, TableProcedure,
    WageringCitations,
};
pub use wagers::Wagers;

use crate::cards::{Card, CardSet};
use crate::citation::{Citation, Ruled};
use crate::money::{Cents, Overflow};
use crate::trace::{Outcome, SettledWager, Step};
use serde::Serialize;
use std::fmt;

/// Who sits at a seat (several seats may belong to one player, within the adjacent-box rule).
pub type PlayerId = u32;

/// A game's kind of wager.
pub trait WagerKind: Copy + Ord + fmt::Debug + Serialize + 'static {
    fn name(self) -> &'static str;
    /// Collected before the deal and never returned besides an award (a progressive; AMB-40).
    fn collected_before_deal(self) -> bool;
    /// A payment that is not a wager of its own (Maryland's Envy Bonus).
    fn is_award(self) -> bool;
    /// Whether the per-hand payout limit covers wins on this wager.
    fn under_payout_limit(self) -> bool;
    /// Where the wager comes in a player's settlement: wagers of one step are settled together,
    /// in any order (the Ante, X-tra Bonus and Play in one step, 001 Ch.11 I(3); the Ante and
    /// Raise, 000/002 Ch.11 B(5)); a later step waits for the earlier ones.
    fn settlement_step(self) -> u8;
}

/// A game's decision after looking at the cards.
pub trait GameDecision: Copy + Eq + fmt::Debug + fmt::Display + Serialize {
    fn is_fold(self) -> bool;
}

/// The [`Game::seating`] and [`Game::device_mut`] hooks of a game whose operator's
/// configuration is its `config` field, and [`Game::cut_rule`] of a game whose rules are its
/// `rules` field (with a `cut_required`): every game's configuration names its seats, dealing
/// method, shuffler and boxes per player alike, and every game's rules say when the cut is
/// required, so the three hooks are written once, here.
macro_rules! config_seating_hooks {
    () => {
        fn seating(&self) -> $crate::table::Seating {
            let c = &self.config;
            $crate::table::Seating::new(
                c.seats,
                c.dealing_method,
                c.shuffler,
                c.max_boxes_per_player,
            )
        }

        fn device_mut(
            &mut self,
        ) -> (
            &mut $crate::table::DealingMethod,
            &mut $crate::table::Shuffler,
        ) {
            (&mut self.config.dealing_method, &mut self.config.shuffler)
        }

        fn cut_rule(
            &self,
            method: $crate::table::DealingMethod,
            shuffled_by_machine: bool,
        ) -> $crate::citation::Ruled<bool> {
            self.rules.cut_required(method, shuffled_by_machine)
        }
    };
}
pub(crate) use config_seating_hooks;

/// What the shared core needs from a game. Implemented once per game, by a value that holds the
/// game's rules and the operator's table configuration.
pub trait Game: Clone + fmt::Debug + PartialEq + Sized {
    type Wager: WagerKind;
    type Decision: GameDecision;
    /// What the dealer's hand is judged as.
    type HandValue: Copy + fmt::Debug + PartialEq + Serialize;
    /// The progressive's meters.
    type Meter: Copy + fmt::Debug + PartialEq + Serialize;
    /// What one Progressive wager put on the meters.
    type Contribution: Copy + fmt::Debug + PartialEq + Serialize;

    /// The wager that puts a seat in the round.
    const ANTE: Self::Wager;
    /// The most, in Antes, a player's decisions may add to the wagers placed before the deal
    /// (High Card Flush: a 3× Raise; Jackpot Hold 'Em: a 3× Play).
    const LARGEST_DECISION_MULTIPLE: i64;
    /// The Progressive wager, collected at "no more bets".
    const PROGRESSIVE: Self::Wager;
    /// What the trace calls the progressive's meters ("the meter", "the meters").
    const METERS: &'static str;
    /// Community cards a round deals (none in High Card Flush).
    const COMMUNITY_CARDS: u8 = 0;

    /// Where a wager comes in a player's settlement under this rule set (see
    /// [`WagerKind::settlement_step`]).
    fn settlement_step(&self, wager: Self::Wager) -> u8 {
        wager.settlement_step()
    }
    /// Whether a folded hand's wagers are collected only once every player has decided (not at
    /// the fold).
    fn folds_collected_after_every_decision(&self) -> bool {
        false
    }

    /// A remedy in words, with this game's wagers: a void that keeps the side wagers live names
    /// the wagers it returns and the ones still settled, from [`Game::refunded_on_void`] (the
    /// one place a game says which wagers a remedy returns).
    fn describe_remedy(&self, remedy: Remedy) -> String {
        describe_remedy(remedy, |r| self.refunded_on_void(r), Self::COMMUNITY_CARDS)
    }

    /// An irregularity in this game's words (the shared words name High Card Flush's Raise and
    /// no community cards).
    fn describe_irregularity(&self, irregularity: Irregularity) -> &'static str {
        irregularity.describe()
    }

    /// The rule set's table procedure, read once when a table opens.
    fn procedure_rules(&self) -> ProcedureRules;
    /// The operator's seats, dealing method, shuffler and boxes per player.
    fn seating(&self) -> Seating;
    /// Whether the rule set calls for a cut after this shuffle with this dealing method, and
    /// the rule ([`Game::cut_required`] asks it of the table's own device).
    fn cut_rule(&self, method: DealingMethod, shuffled_by_machine: bool) -> Ruled<bool>;
    /// Where the operator's configuration holds its dealing method and shuffler, for
    /// [`Game::replace_device`] to change.
    fn device_mut(&mut self) -> (&mut DealingMethod, &mut Shuffler);
    /// Checks the operator's configuration against the rule set, as when the table opened.
    fn check_config(&self) -> Result<(), ActionError>;

    /// Whether this table's shuffler and dealing method call for a cut, and the rule.
    fn cut_required(&self) -> Ruled<bool> {
        let seating = self.seating();
        self.cut_rule(seating.dealing_method, seating.shuffler.is_machine())
    }
    /// The table goes on with this dealing method and shuffler, checked like the opening
    /// configuration on a copy, so a refusal changes nothing.
    fn replace_device(
        &mut self,
        method: DealingMethod,
        shuffler: Shuffler,
    ) -> Result<(), ActionError> {
        let mut replaced = self.clone();
        let (method_held, shuffler_held) = replaced.device_mut();
        (*method_held, *shuffler_held) = (method, shuffler);
        replaced.check_config()?;
        *self = replaced;
        Ok(())
    }
    /// The per-hand payout limit in force, if any.
    fn payout_limit(&self) -> Option<Cents>;
    /// Whether this table offers the Progressive.
    fn offers_progressive(&self) -> bool;
    /// The meters at their starting amounts, when a Progressive is offered.
    fn seeded_meter(&self) -> Option<Self::Meter>;
    /// Puts one Progressive wager on the meters.
    fn contribute(
        &self,
        meter: &mut Self::Meter,
        stake: Cents,
    ) -> Result<Self::Contribution, Overflow>;
    /// Takes a contribution back off the meters (its wager was refunded).
    fn withdraw(
        &self,
        meter: &mut Self::Meter,
        contribution: Self::Contribution,
    ) -> Result<(), Overflow>;
    /// What a contribution added to the meter players see.
    fn contributed(contribution: Self::Contribution) -> Cents;
    /// Where the meter's contribution rate is stated.
    fn meter_citation(&self) -> Citation;
    /// The remedy for an irregularity found at this point of the round, with its source.
    fn remedy(&self, irregularity: Irregularity, phase: Phase) -> Ruled<Remedy>;
    /// Who receives each card, for the seats with an Ante (in seat order).
    fn deal_plan(&self, players: &[u8]) -> DealPlan;
    /// The game's own checks on one wager (limits, required companions, offered paytables);
    /// the core has already checked the phase, the seat and the sign.
    fn check_wager(
        table: &Table<Self>,
        index: usize,
        player: PlayerId,
        kind: Self::Wager,
        amount: Cents,
    ) -> Result<(), ActionError>;
    /// The wagers a void returns under this remedy, in the order they are returned.
    fn refunded_on_void(&self, remedy: Remedy) -> &'static [Self::Wager];
    /// Every decision the rules allow `seat` now, in the order a strategy card lists them
    /// (empty when it is not that seat's turn): what a player, a coach or an agent chooses from.
    fn legal(table: &Table<Self>, seat: u8) -> Vec<Self::Decision>;
    /// A player's decision, in turn clockwise from the dealer's left: the wager it adds or the
    /// fold, recorded with its rule. A refusal changes nothing.
    fn decide(
        table: &mut Table<Self>,
        seat: u8,
        decision: Self::Decision,
    ) -> Result<(), ActionError>;
    /// The dealer's hand turned up and judged once every player has decided (`Revealed`).
    fn reveal(table: &mut Table<Self>) -> Result<(), ActionError>;
    /// The game's checks once betting closes, over the whole table (Jackpot Hold 'Em: every
    /// X-tra Bonus equals its Ante).
    fn check_ready(_table: &Table<Self>) -> Result<(), ActionError> {
        Ok(())
    }
    /// What the game does once the cards are out, before the first decision (Jackpot Hold 'Em
    /// turns up the first community card).
    fn after_deal(_table: &mut Table<Self>) {}
    /// Settles every seat's remaining wagers, counterclockwise from the dealer's right, between
    /// the core's opening and closing settlement steps.
    fn settle_seats(table: &mut Table<Self>) -> Result<(), ActionError>;
    /// What the game still settles after a void's refunds (Maryland High Card Flush settles the
    /// side wagers after an early dealer exposure). `order` is the settlement order of seats.
    fn after_void(
        table: &mut Table<Self>,
        remedy: Remedy,
        order: &[usize],
    ) -> Result<(), ActionError>;
}

/// A remedy in words with a game's wagers: a void that keeps side wagers live names the wagers
/// it returns and those still settled, as `refunded` (the game's [`Game::refunded_on_void`])
/// says, and, in a game with `community` cards, that they are all dealt first — the one place
/// remedy wording is built (the dealer's buttons, the trace, the Rules page, the academy).
pub fn describe_remedy<W: WagerKind>(
    remedy: Remedy,
    refunded: impl Fn(Remedy) -> &'static [W],
    community: u8,
) -> String {
    if remedy != Remedy::VoidMainSettleSideWagers {
        return remedy.describe().to_string();
    }
    let returned = refunded(remedy);
    let kept: Vec<&'static str> = refunded(Remedy::VoidRefundReshuffle)
        .iter()
        .filter(|w| !returned.contains(w))
        .map(|w| w.name())
        .collect();
    let names: Vec<&'static str> = returned.iter().map(|w| w.name()).collect();
    let dealt = match community {
        0 => String::new(),
        n => format!("all {} community cards are dealt and ", number_word(n)),
    };
    format!(
        "all hands are void and the {} returned, but {dealt}the {} still settled",
        crate::text::list_and(&names, "is", "are"),
        crate::text::list_and(&kept, "is", "are")
    )
}

fn number_word(n: u8) -> String {
    const WORDS: [&str; 8] = ["no", "one", "two", "three", "four", "five", "six", "seven"];
    WORDS
        .get(n as usize)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// Wagers may be placed, changed or withdrawn.
    Betting,
    /// "No more bets": wagers are locked; the cards are about to be dealt.
    Dealing,
    /// Players decide, in turn.
    Decisions,
    /// The dealer's hand is face up.
    Revealed,
    /// Every wager is settled.
    Settled,
    /// The round was voided by an irregularity.
    Void,
}

/// One betting position. Seat 1 is farthest to the dealer's left: dealt and asked first,
/// settled last.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Seat<G: Game> {
    pub number: u8,
    pub player: Option<PlayerId>,
    pub wagers: Wagers<G::Wager>,
    pub cards: Vec<Card>,
    pub decision: Option<G::Decision>,
    /// The last decision point at which the seat acted (0: not yet). A game with several
    /// decision points (Jackpot Hold 'Em) asks an undecided seat again at each new one.
    pub acted_at: u8,
    /// Wagers already settled this round.
    pub settled: Vec<G::Wager>,
    /// The seat's hand as judged against the dealer's, where the comparison settles a wager:
    /// recorded by the game as it settles (dealer mode asks the student to judge it).
    #[serde(skip)]
    pub judged: Option<Judged>,
}

impl<G: Game> Seat<G> {
    fn empty(number: u8, player: Option<PlayerId>) -> Seat<G> {
        Seat {
            number,
            player,
            wagers: Wagers::default(),
            cards: Vec::new(),
            decision: None,
            acted_at: 0,
            settled: Vec::new(),
            judged: None,
        }
    }

    /// Whether the seat has an Ante, and so takes part in the round.
    pub fn in_round(&self) -> bool {
        self.wagers.get(G::ANTE).0 > 0
    }

    /// The seat's own cards as a set.
    pub fn hand(&self) -> CardSet {
        self.cards.iter().copied().collect()
    }

    pub fn folded(&self) -> bool {
        self.decision.is_some_and(GameDecision::is_fold)
    }
}

/// The table's running counters (procedures that recur every few rounds).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counters {
    pub rounds_completed: u64,
    /// Rounds since the stub was last counted (MD Ch.8 G; MA §7(f); 001 Ch.8 E).
    pub rounds_since_stub_count: u32,
    /// Rounds dealt with the current deck.
    pub rounds_on_deck: u32,
    /// Decks removed from the table so far.
    pub decks_removed: u32,
}

/// One round's state and record.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub struct Round<G: Game> {
    pub number: u64,
    pub phase: Phase,
    pub seats: Vec<Seat<G>>,
    pub dealer: Vec<Card>,
    /// The community cards, for a game that has them (dealt face down).
    pub community: Vec<Card>,
    /// How many community cards are face up.
    pub community_shown: usize,
    /// The decision point players are asked at (1 until a game moves on).
    pub decision_point: u8,
    pub dealer_value: Option<G::HandValue>,
    pub dealer_qualifies: Option<bool>,
    /// Every card in the order it came out, and to whom.
    pub deal_order: Vec<(Recipient, Card)>,
    /// Stub size when counted this round.
    pub stub_counted: Option<usize>,
    pub steps: Vec<Step<G::Wager>>,
    pub meter_before: Option<G::Meter>,
    pub meter_after: Option<G::Meter>,
    /// What each seat's Progressive wager put on the meter.
    pub contributions: Vec<(u8, G::Contribution)>,
    /// The irregularity that voided the round, if any.
    pub void: Option<Irregularity>,
    /// Where in `steps` the dealer's hand was revealed and judged, once it is.
    #[serde(skip)]
    pub reveal_step: Option<usize>,
    /// Where in `steps` community cards were turned up, and how many were then face up.
    #[serde(skip)]
    pub community_turned: Vec<(usize, usize)>,
    /// Each player's choice as it was made, in the order made (dealer mode shows them as they
    /// happen and orders the dealer's steps around them).
    #[serde(skip)]
    pub decisions: Vec<Decided<G::Decision>>,
    /// Where in `steps` an irregularity reported after the deal (or one that voided the round)
    /// was dealt with.
    #[serde(skip)]
    pub irregularity_step: Option<usize>,
}

/// One player's choice at a decision point, as the round recorded it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Decided<D> {
    /// Where in the round's steps it was made.
    pub step: usize,
    pub seat: u8,
    /// The decision point (1 for a game with one).
    pub point: u8,
    pub decision: D,
    /// The seat's last choice of the round: a wager placed or a fold.
    pub last: bool,
    pub citation: Citation,
}

/// A player's hand against the dealer's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Versus {
    Beats,
    Ties,
    Loses,
}

impl Versus {
    pub const ALL: [Versus; 3] = [Versus::Beats, Versus::Ties, Versus::Loses];

    pub fn of(order: std::cmp::Ordering) -> Versus {
        match order {
            std::cmp::Ordering::Greater => Versus::Beats,
            std::cmp::Ordering::Equal => Versus::Ties,
            std::cmp::Ordering::Less => Versus::Loses,
        }
    }

    /// "beats the dealer", as said after the seat.
    pub fn words(self) -> &'static str {
        match self {
            Versus::Beats => "beats the dealer",
            Versus::Ties => "ties the dealer",
            Versus::Loses => "loses to the dealer",
        }
    }
}

/// A seat's hand judged against the dealer's.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Judged {
    /// Where in `steps` the seat's first wager settled by the comparison is.
    pub step: usize,
    pub versus: Versus,
    /// The rule the comparison applies.
    pub citation: Citation,
}

impl<G: Game> Round<G> {
    fn new(number: u64, seats: Vec<Seat<G>>, meter: Option<G::Meter>) -> Round<G> {
        Round {
            number,
            phase: Phase::Betting,
            seats,
            dealer: Vec::new(),
            community: Vec::new(),
            community_shown: 0,
            decision_point: 1,
            dealer_value: None,
            dealer_qualifies: None,
            deal_order: Vec::new(),
            stub_counted: None,
            steps: Vec::new(),
            meter_before: meter,
            meter_after: None,
            contributions: Vec::new(),
            void: None,
            reveal_step: None,
            community_turned: Vec::new(),
            decisions: Vec::new(),
            irregularity_step: None,
        }
    }

    /// Settled wagers in the order settled.
    pub fn settlements(&self) -> impl Iterator<Item = &SettledWager<G::Wager>> {
        self.steps.iter().filter_map(|s| match s {
            Step::Settled(w) => Some(w),
            Step::Procedure { .. } => None,
        })
    }

    /// The net result of one seat so far.
    pub fn seat_net(&self, seat: u8) -> Cents {
        self.settlements()
            .filter(|s| s.seat == seat)
            .try_fold(Cents::ZERO, |sum, s| sum.checked_add(s.net))
            .unwrap_or(Cents(i64::MAX))
    }

    /// The seat whose turn it is to decide.
    pub fn next_to_act(&self) -> Option<u8> {
        if self.phase != Phase::Decisions {
            return None;
        }
        self.seats
            .iter()
            .find(|s| s.in_round() && s.decision.is_none() && s.acted_at < self.decision_point)
            .map(|s| s.number)
    }

    pub fn seat(&self, number: u8) -> Option<&Seat<G>> {
        self.seats.iter().find(|s| s.number == number)
    }

    /// The community cards face up, in the order dealt (none in a game without them): what a
    /// player deciding, an agent or a trace sees of the board.
    pub fn community_showing(&self) -> &[Card] {
        &self.community[..self.community_shown.min(self.community.len())]
    }

    /// Seat numbers with an Ante, in dealing order.
    pub fn players(&self) -> Vec<u8> {
        self.seats
            .iter()
            .filter(|s| s.in_round())
            .map(|s| s.number)
            .collect()
    }
}

/// A table: the game (its rules and the operator's configuration), the meter and counters, and
/// the round in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Table<G: Game> {
    pub(crate) game: G,
    pub(crate) procedure: TableProcedure,
    pub(crate) payout_limit: Option<Cents>,
    pub meter: Option<G::Meter>,
    pub counters: Counters,
    pub(crate) round: Round<G>,
}

impl<G: Game> Table<G> {
    /// Opens a table for a game whose configuration is already validated.
    pub fn open(game: G) -> Table<G> {
        let procedure =
            TableProcedure::new(game.procedure_rules(), game.seating(), game.cut_required());
        let meter = game.seeded_meter();
        let seats = (1..=procedure.seats)
            .map(|number| Seat::empty(number, None))
            .collect();
        Table {
            payout_limit: game.payout_limit(),
            round: Round::new(1, seats, meter),
            meter,
            counters: Counters::default(),
            procedure,
            game,
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn procedure(&self) -> &TableProcedure {
        &self.procedure
    }

    pub fn round(&self) -> &Round<G> {
        &self.round
    }

    /// The payout limit per hand in force, if any.
    pub fn payout_limit(&self) -> Option<Cents> {
        self.payout_limit
    }

    /// A shuffler or automated dealing shoe that cannot be used is dealt with as the rule set
    /// says (covered, marked out of order, or removed) before the table goes on with another
    /// method (MD 000/002 Ch.13 I; MA 003 §13(g); 001 Ch.13 J). Between rounds only, before any
    /// card is dealt; the step goes into the coming round's trace. A refusal changes nothing.
    pub fn take_device_out_of_service(
        &mut self,
        mark: OutOfService,
        method: DealingMethod,
        shuffler: Shuffler,
    ) -> Result<Citation, ActionError> {
        self.expect_phase(Phase::Betting, "changing the dealing method")?;
        let rule = self.procedure.device_out_of_service.clone();
        let shoe_out = self.procedure.dealing_method == DealingMethod::AutomatedShoe
            && method != DealingMethod::AutomatedShoe;
        let shuffler_out = self.procedure.shuffler.is_machine() && !shuffler.is_machine();
        let device = match (shoe_out, shuffler_out) {
            (true, true) => "The automated dealing shoe and the shuffler",
            (true, false) => "The automated dealing shoe",
            (false, true) => "The shuffler",
            (false, false) => {
                return Err(refuse(
                    format!(
                        "no device is taken out of service: the table would still use {} and {}",
                        method.name(),
                        shuffler.name()
                    ),
                    None,
                ))
            }
        };
        if !rule.value.contains(&mark) {
            let allowed: Vec<&str> = rule.value.iter().map(|m| m.describe()).collect();
            return Err(refuse(
                format!(
                    "a device that cannot be used is {} here, not {}",
                    allowed.join(" or "),
                    mark.describe()
                ),
                Some(rule.citation),
            ));
        }
        self.game.replace_device(method, shuffler)?;
        self.procedure = TableProcedure::new(
            self.game.procedure_rules(),
            self.game.seating(),
            self.game.cut_required(),
        );
        self.step(
            format!(
                "{device} cannot be used: {} before the table goes on with {} and {}.",
                mark.describe(),
                method.name(),
                shuffler.name()
            ),
            rule.citation,
        );
        Ok(rule.citation)
    }

    pub(crate) fn seat_index(&self, seat: u8) -> Result<usize, ActionError> {
        self.round
            .seats
            .iter()
            .position(|s| s.number == seat)
            .ok_or_else(|| refuse(format!("there is no seat {seat} at this table"), None))
    }

    pub(crate) fn expect_phase(&self, phase: Phase, what: &str) -> Result<(), ActionError> {
        if self.round.phase == phase {
            Ok(())
        } else {
            Err(refuse(
                format!(
                    "{what} is not possible now (the round is at {:?})",
                    self.round.phase
                ),
                None,
            ))
        }
    }

    /// Records a seat's hand judged against the dealer's, once a round, just before the first
    /// wager the comparison settles (whose explanation names both hands).
    pub(crate) fn judge_seat(
        &mut self,
        index: usize,
        order: std::cmp::Ordering,
        citation: Citation,
    ) {
        let step = self.round.steps.len();
        self.round.seats[index].judged.get_or_insert(Judged {
            step,
            versus: Versus::of(order),
            citation,
        });
    }

    /// Appends a procedure step to the trace (a game's moves and settlement explain themselves
    /// with it).
    pub fn step(&mut self, text: impl Into<String>, citation: Citation) {
        self.round.steps.push(Step::procedure(text, citation));
    }

    /// Records a player's choice where the round's steps stand now (before the steps it causes).
    pub(crate) fn record_decision(
        &mut self,
        seat: u8,
        point: u8,
        decision: G::Decision,
        last: bool,
        citation: Citation,
    ) {
        self.round.decisions.push(Decided {
            step: self.round.steps.len(),
            seat,
            point,
            decision,
            last,
            citation,
        });
    }

    // ----- Betting --------------------------------------------------------------------------

    /// Seats a player (only seated players may wager: MD Ch.7 C(1); MA §6(c); 001 Ch.7 C(1)).
    pub fn sit(&mut self, seat: u8, player: PlayerId) -> Result<(), ActionError> {
        self.expect_phase(Phase::Betting, "taking a seat")?;
        let index = self.seat_index(seat)?;
        if let Some(other) = self.round.seats[index].player {
            if other != player {
                return Err(refuse(format!("seat {seat} is taken"), None));
            }
        }
        self.round.seats[index].player = Some(player);
        Ok(())
    }

    /// Leaves a seat that has no wager on it.
    pub fn leave(&mut self, seat: u8) -> Result<(), ActionError> {
        self.expect_phase(Phase::Betting, "leaving a seat")?;
        let index = self.seat_index(seat)?;
        if self.round.seats[index].wagers.total().0 > 0 {
            return Err(refuse("take the wagers back before leaving the seat", None));
        }
        self.round.seats[index].player = None;
        Ok(())
    }

    /// The most the seat can lose this round: its wagers and the largest wager its decisions
    /// may add.
    pub fn exposure(&self, seat: u8) -> Result<Cents, ActionError> {
        let wagers = &self.round.seats[self.seat_index(seat)?].wagers;
        let later = wagers
            .get(G::ANTE)
            .checked_mul(G::LARGEST_DECISION_MULTIPLE)?;
        Ok(wagers.total().checked_add(later)?)
    }

    /// Sets one wager on a seat (zero withdraws it), before "no more bets".
    pub fn set_wager(
        &mut self,
        seat: u8,
        kind: G::Wager,
        amount: Cents,
    ) -> Result<(), ActionError> {
        let index = self.seat_index(seat)?;
        if self.round.phase != Phase::Betting {
            return Err(refuse(
                "no wager may be made, increased or withdrawn after \"no more bets\"",
                Some(self.procedure.wagering.no_changes),
            ));
        }
        let Some(player) = self.round.seats[index].player else {
            return Err(refuse(
                "only a seated player may wager",
                Some(self.procedure.wagering.seated),
            ));
        };
        if amount.is_negative() {
            return Err(refuse("a wager cannot be negative", None));
        }
        G::check_wager(self, index, player, kind, amount)?;
        self.round.seats[index].wagers.set(kind, amount);
        Ok(())
    }

    /// An Ante being placed: within the table's limits (this rule set's provision), and, for a
    /// seat's first Ante, the adjacent-box rule. Taking it back (zero) passes.
    pub fn check_ante(
        &self,
        index: usize,
        player: PlayerId,
        amount: Cents,
        (min, max): (Cents, Cents),
    ) -> Result<(), ActionError> {
        if amount.0 <= 0 {
            return Ok(());
        }
        if amount < min || amount > max {
            return Err(refuse(
                format!("the Ante must be between {min} and {max}"),
                Some(self.procedure.wagering.ante_limits),
            ));
        }
        let seat = &self.round.seats[index];
        if !seat.in_round() {
            self.check_adjacent_boxes(player, seat.number)?;
        }
        Ok(())
    }

    /// The adjacent-box rule: one player's boxes must be adjacent and within the limit
    /// (MD Ch.7 G; MA §6(e); 001 Ch.7 G).
    pub(crate) fn check_adjacent_boxes(
        &self,
        player: PlayerId,
        adding: u8,
    ) -> Result<(), ActionError> {
        let mut mine: Vec<u8> = self
            .round
            .seats
            .iter()
            .filter(|s| s.player == Some(player) && s.in_round())
            .map(|s| s.number)
            .collect();
        mine.push(adding);
        mine.sort_unstable();
        let most = self.procedure.max_boxes_per_player;
        if mine.len() > most as usize {
            return Err(refuse(
                format!("one player may play at most {most} box(es) here"),
                Some(self.procedure.adjacent_boxes),
            ));
        }
        if mine.windows(2).any(|w| w[1] != w[0] + 1) {
            return Err(refuse(
                "a player's boxes must be adjacent",
                Some(self.procedure.adjacent_boxes),
            ));
        }
        Ok(())
    }

    /// "No more bets": wagers lock; the progressive is locked out, its chips collected, counted
    /// against the wagers the system accepted and put in the table inventory (A3.7; B8).
    pub fn no_more_bets(&mut self) -> Result<(), ActionError> {
        self.expect_phase(Phase::Betting, "\"no more bets\"")?;
        if !self.round.seats.iter().any(Seat::in_round) {
            return Err(refuse(
                "nobody has placed an Ante: there is no round to deal",
                Some(self.procedure.wagering.deal_needs_ante),
            ));
        }
        G::check_ready(self)?;
        // The round starts from the meter as it stands now (an operator may have set it since
        // the table opened), before this round's contributions.
        self.round.meter_before = self.meter;
        let mut meter = self.meter;
        let mut contributions = Vec::new();
        if let Some(m) = meter.as_mut() {
            for seat in &self.round.seats {
                let stake = seat.wagers.get(G::PROGRESSIVE);
                if stake.0 > 0 {
                    contributions.push((seat.number, self.game.contribute(m, stake)?));
                }
            }
        }
        let announced = self.procedure.no_more_bets_announced.clone();
        if announced.value {
            self.step("The dealer announces \"No more bets\".", announced.citation);
        } else {
            self.step(
                format!(
                    "All wagers are placed ({} requires no announcement).",
                    self.procedure.jurisdiction_name
                ),
                announced.citation,
            );
        }
        if self.game.offers_progressive() {
            let count = contributions.len();
            let citations = self.procedure.citations;
            self.step(
                "The progressive system is locked: no further Progressive wager is accepted.",
                citations.progressive_lock,
            );
            let sensors = if self.procedure.progressive_sensor_check.value {
                ", and a sensor is lit for each"
            } else {
                ""
            };
            self.step(
                format!("{count} Progressive wager(s) collected; the chips are counted against the {count} accepted by the system{sensors}."),
                citations.progressive_count,
            );
            self.step(
                "The Progressive chips go into the table inventory container.",
                citations.progressive_collect,
            );
            if count > 0 {
                let total = contributions.iter().try_fold(Cents::ZERO, |sum, &(_, c)| {
                    sum.checked_add(G::contributed(c))
                })?;
                self.step(
                    format!("Meter contributions: {total} to {}.", G::METERS),
                    self.game.meter_citation(),
                );
            }
        }
        self.meter = meter;
        self.round.contributions = contributions;
        self.round.phase = Phase::Dealing;
        Ok(())
    }

    // ----- Decisions ------------------------------------------------------------------------

    /// Every decision the rules allow `seat` now (empty when it is not its turn); the game's
    /// [`Game::legal`].
    pub fn legal(&self, seat: u8) -> Vec<G::Decision> {
        G::legal(self, seat)
    }

    /// A player decides, in turn: the game's [`Game::decide`]. A refusal changes nothing.
    pub fn decide(&mut self, seat: u8, decision: G::Decision) -> Result<(), ActionError> {
        G::decide(self, seat, decision)
    }

    /// The dealer's hand is turned up once every player has decided: the game's
    /// [`Game::reveal`]. A refusal changes nothing.
    pub fn reveal(&mut self) -> Result<(), ActionError> {
        G::reveal(self)
    }

    /// Checks that it is this seat's turn to decide (clockwise from the dealer's left) and
    /// returns its index.
    pub fn check_turn(&self, seat: u8) -> Result<usize, ActionError> {
        self.expect_phase(Phase::Decisions, "deciding")?;
        let index = self.seat_index(seat)?;
        match self.round.next_to_act() {
            Some(next) if next == seat => Ok(index),
            Some(next) => Err(refuse(
                format!("it is seat {next}'s turn to decide"),
                Some(self.procedure.decision_order),
            )),
            None => Err(refuse("every player has decided", None)),
        }
    }

    /// Refuses the reveal while a player still has to decide (the dealer's hand is revealed only
    /// after every decision).
    pub fn check_all_decided(&self, citation: Citation) -> Result<(), ActionError> {
        self.expect_phase(Phase::Decisions, "the reveal")?;
        match self.round.next_to_act() {
            Some(next) => Err(refuse(
                format!("seat {next} has not decided yet"),
                Some(citation),
            )),
            None => Ok(()),
        }
    }

    /// Records the dealer's revealed hand and whether it qualifies, with the step that says so.
    pub(crate) fn revealed(
        &mut self,
        value: G::HandValue,
        qualifies: bool,
        text: String,
        citation: Citation,
    ) {
        self.round.dealer_value = Some(value);
        self.round.dealer_qualifies = Some(qualifies);
        self.round.reveal_step = Some(self.round.steps.len());
        self.step(text, citation);
        self.round.phase = Phase::Revealed;
    }

    // ----- For a game's moves and settlement (checked; what HCF and JHE do in-crate) ----------

    /// A decision taking effect at `seat`, whose turn it must be, at the decision point being
    /// played: the wager it adds, if any, and whether it is the seat's last choice of the round
    /// (a fold, or a wager placed; a check is not), recorded with its rule. Returns the seat's
    /// index. What else it settles (a fold's forfeit) the game records with
    /// [`Table::settle_wager`]. A refusal changes nothing.
    pub fn take_decision(
        &mut self,
        seat: u8,
        decision: G::Decision,
        adds: Option<(G::Wager, Cents)>,
        last: bool,
        citation: Citation,
    ) -> Result<usize, ActionError> {
        let index = self.check_turn(seat)?;
        if adds.is_some_and(|(_, amount)| amount.is_negative()) {
            return Err(refuse("a wager cannot be negative", None));
        }
        let point = self.round.decision_point;
        self.record_decision(seat, point, decision, last, citation);
        let s = &mut self.round.seats[index];
        if let Some((kind, amount)) = adds {
            s.wagers.set(kind, amount);
        }
        if last {
            s.decision = Some(decision);
        }
        s.acted_at = point;
        Ok(index)
    }

    /// The dealer's hand turned up and judged, once every player has decided (refused before,
    /// citing `citation`): the round moves to `Revealed`.
    pub fn reveal_dealer(
        &mut self,
        value: G::HandValue,
        qualifies: bool,
        text: String,
        citation: Citation,
    ) -> Result<(), ActionError> {
        self.check_all_decided(citation)?;
        self.revealed(value, qualifies, text, citation);
        Ok(())
    }

    /// One of a seat's wagers settled from the tray with its whole stake, at a fold (during
    /// the decisions) or at the settlement; a wager settled already is refused.
    #[allow(clippy::too_many_arguments)]
    pub fn settle_wager(
        &mut self,
        seat: u8,
        kind: G::Wager,
        outcome: Outcome,
        won: Cents,
        line: Option<String>,
        citation: Citation,
        explanation: String,
    ) -> Result<(), ActionError> {
        if !matches!(self.round.phase, Phase::Decisions | Phase::Revealed) {
            return Err(refuse(
                format!(
                    "a wager is settled at a fold or after the reveal (the round is at {:?})",
                    self.round.phase
                ),
                None,
            ));
        }
        if won.is_negative() {
            return Err(refuse("a payment cannot be negative", None));
        }
        let index = self.seat_index(seat)?;
        let s = &self.round.seats[index];
        if s.settled.contains(&kind) {
            return Err(refuse(
                format!("seat {seat}'s {} is settled already", kind.name()),
                None,
            ));
        }
        let stake = s.wagers.get(kind);
        self.settled(
            index,
            kind,
            outcome,
            stake,
            won,
            line,
            citation,
            explanation,
        );
        Ok(())
    }

    /// Records `seat`'s hand judged against the dealer's (once a round), just before the first
    /// wager the comparison settles: dealer mode asks the student to judge it.
    pub fn judge(
        &mut self,
        seat: u8,
        order: std::cmp::Ordering,
        citation: Citation,
    ) -> Result<(), ActionError> {
        let index = self.seat_index(seat)?;
        self.judge_seat(index, order, citation);
        Ok(())
    }

    /// Settles every remaining wager (all or nothing: a refusal leaves the table as it was).
    pub fn settle(&mut self) -> Result<(), ActionError> {
        self.expect_phase(Phase::Revealed, "settlement")?;
        self.all_or_nothing(|table| {
            table.open_settlement();
            G::settle_seats(table)?;
            table.close_settlement();
            Ok(())
        })
    }

    // ----- Between rounds -------------------------------------------------------------------

    /// Ends a settled or void round: the table's counters advance and a new round opens for
    /// betting, with the same players seated and no wagers. Returns the finished round.
    pub fn finish(&mut self) -> Result<Round<G>, ActionError> {
        if !matches!(self.round.phase, Phase::Settled | Phase::Void) {
            return Err(refuse("the round is not over", None));
        }
        let seats = self
            .round
            .seats
            .iter()
            .map(|s| Seat::empty(s.number, s.player))
            .collect();
        let next = Round::new(self.round.number + 1, seats, self.meter);
        let finished = std::mem::replace(&mut self.round, next);
        self.counters.rounds_completed += 1;
        if finished.stub_counted.is_some() {
            self.counters.rounds_since_stub_count = 0;
        } else if finished.deal_order.is_empty() {
            // Nothing was dealt; the stub interval does not move.
        } else {
            self.counters.rounds_since_stub_count += 1;
        }
        if finished.void != Some(Irregularity::IncorrectStubCount) {
            self.counters.rounds_on_deck += 1;
        }
        Ok(finished)
    }
}

/// A Progressive wager is exactly the table's unit.
pub(crate) fn check_progressive_unit(
    amount: Cents,
    unit: Cents,
    citation: Citation,
) -> Result<(), ActionError> {
    if amount == unit {
        Ok(())
    } else {
        Err(refuse(
            format!("the Progressive wager is {unit}"),
            Some(citation),
        ))
    }
}
