//! A High Card Flush table and its round as an explicit state machine (RULES.md Part A, A4):
//!
//! `Betting` → [`Table::no_more_bets`] → `Dealing` → [`Table::deal`] → `Decisions` →
//! [`Table::decide`] for each seat in turn → [`Table::reveal`] → `Revealed` → [`Table::settle`] →
//! `Settled` → [`Table::finish`] → `Betting` again. An irregularity may end the round in `Void`.
//!
//! Every method checks everything before it changes anything: an illegal action is refused with
//! a reason (and, where one applies, the rule) and leaves the table exactly as it was. Every step
//! performed is appended to the round's trace with its citation.

use super::config::{ConfigError, ProgressiveConfig, Shuffler, TableConfig};
use super::decision::Decision;
use super::flush::{flush_value, raise_limits, FlushValue};
use super::meter::{Contribution, Meter};
use super::paytables::{envy_schedule, BonusHand, Pay, Paytable, SideWager};
use super::rules::{
    DealPattern, FoldedSideSettlement, HcfRules, Irregularity, ProgressiveTiming, Remedy, WagerKind,
};
use super::straight_flush::straight_flushes;
use crate::cards::{Card, CardSet};
use crate::citation::Citation;
use crate::deck::Deck;
use crate::jurisdiction::Jurisdiction;
use crate::money::{Cents, Overflow};
use crate::random::Draw;
use crate::trace::{Outcome, PaidFrom, SettledWager, Step};
use rand::RngCore;
use serde::Serialize;
use std::fmt;

/// Who sits at a seat (several seats may belong to one player, within the adjacent-box rule).
pub type PlayerId = u32;

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// Wagers may be placed, changed or withdrawn.
    Betting,
    /// "No more bets": wagers are locked; the cards are about to be dealt.
    Dealing,
    /// Players raise or fold, in turn.
    Decisions,
    /// The dealer's hand is face up.
    Revealed,
    /// Every wager is settled.
    Settled,
    /// The round was voided by an irregularity.
    Void,
}

/// A refused action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionError {
    pub message: String,
    pub citation: Option<Citation>,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.citation {
            Some(c) => write!(f, "{} ({c})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<Overflow> for ActionError {
    fn from(_: Overflow) -> ActionError {
        refuse("amount too large", None)
    }
}

fn refuse(message: impl Into<String>, citation: Option<Citation>) -> ActionError {
    ActionError {
        message: message.into(),
        citation,
    }
}

fn cite(text: &'static str) -> Option<Citation> {
    Some(Citation::new(text))
}

/// The wagers on one betting position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Wagers {
    pub ante: Cents,
    pub raise: Cents,
    pub flush_bonus: Cents,
    pub straight_flush_bonus: Cents,
    pub progressive: Cents,
}

impl Wagers {
    pub fn get(&self, kind: WagerKind) -> Cents {
        match kind {
            WagerKind::Ante => self.ante,
            WagerKind::Raise => self.raise,
            WagerKind::FlushBonus => self.flush_bonus,
            WagerKind::StraightFlushBonus => self.straight_flush_bonus,
            WagerKind::Progressive => self.progressive,
            WagerKind::EnvyBonus => Cents::ZERO,
        }
    }

    fn slot(&mut self, kind: WagerKind) -> Option<&mut Cents> {
        match kind {
            WagerKind::Ante => Some(&mut self.ante),
            WagerKind::Raise => Some(&mut self.raise),
            WagerKind::FlushBonus => Some(&mut self.flush_bonus),
            WagerKind::StraightFlushBonus => Some(&mut self.straight_flush_bonus),
            WagerKind::Progressive => Some(&mut self.progressive),
            WagerKind::EnvyBonus => None,
        }
    }

    /// Everything on the layout (the Raise included once placed).
    pub fn total(&self) -> Cents {
        Cents(
            self.ante.0
                + self.raise.0
                + self.flush_bonus.0
                + self.straight_flush_bonus.0
                + self.progressive.0,
        )
    }
}

/// One betting position. Seat 1 is farthest to the dealer's left: dealt and asked first,
/// settled last.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Seat {
    pub number: u8,
    pub player: Option<PlayerId>,
    pub wagers: Wagers,
    pub cards: Vec<Card>,
    pub decision: Option<Decision>,
    /// Wagers already settled this round.
    pub settled: Vec<WagerKind>,
}

impl Seat {
    fn in_round(&self) -> bool {
        self.wagers.ante.0 > 0
    }

    fn hand(&self) -> CardSet {
        self.cards.iter().copied().collect()
    }

    fn folded(&self) -> bool {
        self.decision == Some(Decision::Fold)
    }
}

/// Who received a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Recipient {
    Seat(u8),
    Dealer,
    /// Not used in the round (found face up, or the stub).
    DiscardRack,
}

/// An irregularity that happens while the cards come out, at a position of the dealing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DealEvent {
    pub irregularity: Irregularity,
    /// The index in the dealing order (0 = the first card dealt) where it happens.
    pub at_card: usize,
}

/// The table's running counters (procedures that recur every few rounds).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counters {
    pub rounds_completed: u64,
    /// Rounds since the stub was last counted (MD Ch.8 G; MA §7(f)).
    pub rounds_since_stub_count: u32,
    /// Rounds dealt with the current deck.
    pub rounds_on_deck: u32,
    /// Decks removed from the table so far.
    pub decks_removed: u32,
}

/// One round's state and record.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Round {
    pub number: u64,
    pub phase: Phase,
    pub seats: Vec<Seat>,
    pub dealer: Vec<Card>,
    pub dealer_value: Option<FlushValue>,
    pub dealer_qualifies: Option<bool>,
    /// Every card in the order it came out, and to whom.
    pub deal_order: Vec<(Recipient, Card)>,
    /// Stub size when counted this round.
    pub stub_counted: Option<usize>,
    pub steps: Vec<Step<WagerKind>>,
    pub meter_before: Option<Meter>,
    pub meter_after: Option<Meter>,
    /// What each seat's Progressive wager put on the meter.
    pub contributions: Vec<(u8, Contribution)>,
    /// The irregularity that voided the round, if any.
    pub void: Option<Irregularity>,
}

impl Round {
    fn new(number: u64, seats: &[Seat], meter: Option<Meter>) -> Round {
        Round {
            number,
            phase: Phase::Betting,
            seats: seats.to_vec(),
            dealer: Vec::new(),
            dealer_value: None,
            dealer_qualifies: None,
            deal_order: Vec::new(),
            stub_counted: None,
            steps: Vec::new(),
            meter_before: meter,
            meter_after: None,
            contributions: Vec::new(),
            void: None,
        }
    }

    /// Settled wagers in the order settled.
    pub fn settlements(&self) -> impl Iterator<Item = &SettledWager<WagerKind>> {
        self.steps.iter().filter_map(|s| match s {
            Step::Settled(w) => Some(w),
            Step::Procedure { .. } => None,
        })
    }

    /// The net result of one seat so far.
    pub fn seat_net(&self, seat: u8) -> Cents {
        Cents(
            self.settlements()
                .filter(|s| s.seat == seat)
                .map(|s| s.net.0)
                .sum(),
        )
    }

    /// The seat whose turn it is to decide.
    pub fn next_to_act(&self) -> Option<u8> {
        if self.phase != Phase::Decisions {
            return None;
        }
        self.seats
            .iter()
            .find(|s| s.in_round() && s.decision.is_none())
            .map(|s| s.number)
    }

    pub fn seat(&self, number: u8) -> Option<&Seat> {
        self.seats.iter().find(|s| s.number == number)
    }
}

/// A table: its configuration, rules, meter and counters, and the round in progress.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Table {
    config: TableConfig,
    #[serde(skip)]
    rules: HcfRules,
    payout_limit: Option<Cents>,
    flush_table: Option<Paytable>,
    sfb_table: Option<Paytable>,
    progressive_table: Option<Paytable>,
    pub meter: Option<Meter>,
    pub counters: Counters,
    round: Round,
}

impl Table {
    /// Opens a table; the configuration is validated against the jurisdiction's rules.
    pub fn new(config: TableConfig) -> Result<Table, ConfigError> {
        let rules = config.validate()?;
        let meter = config.progressive.as_ref().map(Meter::seeded);
        let seats: Vec<Seat> = (1..=config.seats)
            .map(|number| Seat {
                number,
                player: None,
                wagers: Wagers::default(),
                cards: Vec::new(),
                decision: None,
                settled: Vec::new(),
            })
            .collect();
        Ok(Table {
            payout_limit: config.effective_payout_limit(&rules),
            flush_table: config.paytable(SideWager::FlushBonus),
            sfb_table: config.paytable(SideWager::StraightFlushBonus),
            progressive_table: config.paytable(SideWager::Progressive),
            round: Round::new(1, &seats, meter),
            meter,
            counters: Counters::default(),
            config,
            rules,
        })
    }

    pub fn config(&self) -> &TableConfig {
        &self.config
    }

    pub fn rules(&self) -> &HcfRules {
        &self.rules
    }

    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The payout limit per hand in force, if any.
    pub fn payout_limit(&self) -> Option<Cents> {
        self.payout_limit
    }

    pub fn paytable(&self, wager: SideWager) -> Option<&Paytable> {
        match wager {
            SideWager::FlushBonus => self.flush_table.as_ref(),
            SideWager::StraightFlushBonus => self.sfb_table.as_ref(),
            SideWager::Progressive => self.progressive_table.as_ref(),
        }
    }

    fn progressive_config(&self) -> Option<&ProgressiveConfig> {
        self.config.progressive.as_ref()
    }

    fn seat_index(&self, seat: u8) -> Result<usize, ActionError> {
        self.round
            .seats
            .iter()
            .position(|s| s.number == seat)
            .ok_or_else(|| refuse(format!("there is no seat {seat} at this table"), None))
    }

    fn expect_phase(&self, phase: Phase, what: &str) -> Result<(), ActionError> {
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

    fn step(&mut self, text: impl Into<String>, citation: &'static str) {
        self.round
            .steps
            .push(Step::procedure(text, Citation::new(citation)));
    }

    // ----- Betting --------------------------------------------------------------------------

    /// Seats a player (only seated players may wager: MD Ch.7 C(1); MA §6(c)).
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

    /// Sets one wager on a seat (zero withdraws it), before "no more bets".
    pub fn set_wager(
        &mut self,
        seat: u8,
        kind: WagerKind,
        amount: Cents,
    ) -> Result<(), ActionError> {
        let index = self.seat_index(seat)?;
        if self.round.phase != Phase::Betting {
            return Err(refuse(
                "no wager may be made, increased or withdrawn after \"no more bets\"",
                Some(self.rules.wagering.no_changes),
            ));
        }
        let seat_ref = &self.round.seats[index];
        let Some(player) = seat_ref.player else {
            return Err(refuse(
                "only a seated player may wager",
                Some(self.rules.wagering.seated),
            ));
        };
        if amount.is_negative() {
            return Err(refuse("a wager cannot be negative", None));
        }
        let wagers = seat_ref.wagers;
        let placing = amount.0 > 0;
        match kind {
            WagerKind::Ante => {
                if placing && (amount < self.config.ante_min || amount > self.config.ante_max) {
                    return Err(refuse(
                        format!(
                            "the Ante must be between {} and {}",
                            self.config.ante_min, self.config.ante_max
                        ),
                        Some(self.rules.wagering.ante_limits),
                    ));
                }
                if !placing
                    && (wagers.flush_bonus.0 + wagers.straight_flush_bonus.0 + wagers.progressive.0)
                        > 0
                {
                    return Err(refuse(
                        "take back the side wagers first: they need an Ante",
                        cite("RULES.md A3.5 (AMB-13)"),
                    ));
                }
                if placing && wagers.ante.0 == 0 {
                    self.check_adjacent_boxes(player, seat)?;
                }
            }
            WagerKind::Raise => {
                return Err(refuse(
                    "the Raise is placed when deciding, after looking at the cards",
                    cite("RULES.md C6"),
                ))
            }
            WagerKind::EnvyBonus => {
                return Err(refuse(
                    "the Envy Bonus is not a wager",
                    cite("000/002 Ch.11 B(9)(e)"),
                ))
            }
            WagerKind::FlushBonus | WagerKind::StraightFlushBonus => {
                let side = if kind == WagerKind::FlushBonus {
                    SideWager::FlushBonus
                } else {
                    SideWager::StraightFlushBonus
                };
                if placing {
                    if self.paytable(side).is_none() {
                        return Err(refuse(
                            format!("this table does not offer the {}", side.name()),
                            None,
                        ));
                    }
                    if wagers.ante.0 == 0 {
                        return Err(refuse(
                            "place an Ante first: every side wager needs one",
                            cite("RULES.md A3.5 (AMB-13)"),
                        ));
                    }
                    if amount < self.config.side_min || amount > self.config.side_max {
                        return Err(refuse(
                            format!(
                                "the {} must be between {} and {}",
                                side.name(),
                                self.config.side_min,
                                self.config.side_max
                            ),
                            Some(self.rules.wagering.side_limits),
                        ));
                    }
                }
            }
            WagerKind::Progressive => {
                if placing {
                    let Some(progressive) = self.progressive_config() else {
                        return Err(refuse("this table does not offer the Progressive", None));
                    };
                    if wagers.ante.0 == 0 {
                        return Err(refuse(
                            "the Progressive may be made only after placing an Ante",
                            Some(self.rules.wagering.progressive_after_ante),
                        ));
                    }
                    if amount != progressive.unit {
                        return Err(refuse(
                            format!("the Progressive wager is {}", progressive.unit),
                            Some(self.rules.progressive_unit.citation),
                        ));
                    }
                }
            }
        }
        if let Some(slot) = self.round.seats[index].wagers.slot(kind) {
            *slot = amount;
        }
        Ok(())
    }

    /// The adjacent-box rule: one player's boxes must be adjacent and within the limit
    /// (MD Ch.7 G; MA §6(e)).
    fn check_adjacent_boxes(&self, player: PlayerId, adding: u8) -> Result<(), ActionError> {
        let mut mine: Vec<u8> = self
            .round
            .seats
            .iter()
            .filter(|s| s.player == Some(player) && s.in_round())
            .map(|s| s.number)
            .collect();
        mine.push(adding);
        mine.sort_unstable();
        if mine.len() > self.config.max_boxes_per_player as usize {
            return Err(refuse(
                format!(
                    "one player may play at most {} box(es) here",
                    self.config.max_boxes_per_player
                ),
                Some(self.rules.adjacent_boxes.citation),
            ));
        }
        if mine.windows(2).any(|w| w[1] != w[0] + 1) {
            return Err(refuse(
                "a player's boxes must be adjacent",
                Some(self.rules.adjacent_boxes.citation),
            ));
        }
        Ok(())
    }

    /// "No more bets": wagers lock; the progressive is locked out, its chips collected, counted
    /// against the wagers the system accepted and put in the table inventory (A3.7).
    pub fn no_more_bets(&mut self) -> Result<(), ActionError> {
        self.expect_phase(Phase::Betting, "\"no more bets\"")?;
        if !self.round.seats.iter().any(Seat::in_round) {
            return Err(refuse(
                "nobody has placed an Ante: there is no round to deal",
                Some(self.rules.wagering.deal_needs_ante),
            ));
        }
        let rules = self.rules.clone();
        // The round starts from the meter as it stands now (an operator may have set it since
        // the table opened), before this round's contributions.
        self.round.meter_before = self.meter;
        let mut meter = self.meter;
        let mut contributions = Vec::new();
        if let (Some(m), Some(config)) = (meter.as_mut(), self.config.progressive.as_ref()) {
            for seat in self
                .round
                .seats
                .iter()
                .filter(|s| s.wagers.progressive.0 > 0)
            {
                contributions.push((seat.number, m.contribute(seat.wagers.progressive, config)?));
            }
        }
        if rules.no_more_bets_announced.value {
            self.step(
                "The dealer announces \"No more bets\".",
                rules.no_more_bets_announced.citation.as_str(),
            );
        } else {
            self.step(
                "All wagers are placed (South Dakota requires no announcement).",
                rules.no_more_bets_announced.citation.as_str(),
            );
        }
        if self.progressive_table.is_some() {
            let count = contributions.len();
            let (lock, collect, check) = match self.rules.jurisdiction {
                Jurisdiction::Maryland => (
                    "000/002 Ch.8 C(1); Ch.9 A(3)(b); Ch.10 A(2)(b)",
                    "000/002 Ch.8 C(2)(a), (c)",
                    "000/002 Ch.8 C(2)(b)",
                ),
                Jurisdiction::Massachusetts => {
                    ("003 §12(b)(1)", "003 §12(b)(2), (4)", "003 §12(b)(3)")
                }
                Jurisdiction::SouthDakota => ("004 (4)", "004 (4), (6)", "004 (4), (6)"),
            };
            self.step(
                "The progressive system is locked: no further Progressive wager is accepted.",
                lock,
            );
            let sensors = if rules.progressive_sensor_check.value {
                ", and a sensor is lit for each"
            } else {
                ""
            };
            self.step(
                format!("{count} Progressive wager(s) collected; the chips are counted against the {count} accepted by the system{sensors}."),
                check,
            );
            self.step(
                "The Progressive chips go into the table inventory container.",
                collect,
            );
            let total: i64 = contributions.iter().map(|(_, c)| c.main.0).sum();
            if count > 0 {
                self.step(
                    format!("Meter contributions: {} to the meter.", Cents(total)),
                    self.rules.meter.citation.as_str(),
                );
            }
        }
        self.meter = meter;
        self.round.contributions = contributions;
        self.round.phase = Phase::Dealing;
        Ok(())
    }

    // ----- Dealing --------------------------------------------------------------------------

    /// Whether the stub must be counted this round: at least once every N rounds unless a
    /// card-counting shuffler is used (MD Ch.8 G with AMB-27; MA §7(f)–(g)).
    pub fn stub_count_due(&self) -> bool {
        match self.rules.stub_count_every_rounds.value {
            Some(every) => {
                self.config.shuffler != Shuffler::CountingAutomatic
                    && self.counters.rounds_since_stub_count + 1 >= every as u32
            }
            None => false,
        }
    }

    /// Shuffles, cuts where required, and deals seven cards to each seat with an Ante and to the
    /// dealer, in the order the jurisdiction and dealing method prescribe. `cut_depth` (cards
    /// taken from the top) is drawn at random when `None`; `event` injects an irregularity.
    pub fn deal<R: RngCore + ?Sized>(
        &mut self,
        rng: &mut R,
        cut_depth: Option<usize>,
        event: Option<DealEvent>,
    ) -> Result<(), ActionError> {
        self.expect_phase(Phase::Dealing, "dealing")?;
        let method = self.config.dealing_method;
        let cut = self
            .rules
            .cut_required(method, self.config.shuffler.is_machine());
        let min_depth = self.rules.cut.value.min_depth.unwrap_or(1) as usize;
        if let Some(depth) = cut_depth {
            if cut.value && (depth < min_depth || depth > 52 - min_depth) {
                return Err(refuse(
                    format!("the cover card goes at least {min_depth} cards from the top (and above the last {min_depth})"),
                    Some(self.rules.cut.citation),
                ));
            }
        }
        self.check_deal_event(event)?;
        let sequence = self.deal_sequence();
        if let Some(e) = event {
            if e.at_card >= sequence.len() {
                return Err(refuse(
                    format!("the deal has only {} cards", sequence.len()),
                    None,
                ));
            }
        }

        // Shuffle (C18) and cut.
        let mut deck = Deck::shuffled(rng);
        match self.config.shuffler {
            Shuffler::ByHand => self.step(
                "The cards are shuffled by hand.",
                "000/002 Ch.5 A; 003 §4(a); 004 (4)",
            ),
            Shuffler::Automatic => self.step(
                "The cards are shuffled by the automated shuffler.",
                "000/002 Ch.5 A–B; 003 §4(a)",
            ),
            Shuffler::CountingAutomatic => self.step(
                "The counting shuffler shuffles and confirms 52 cards are present.",
                "000/002 Ch.5 C; 003 §7(g)",
            ),
        }
        if cut.value {
            let depth = cut_depth.unwrap_or_else(|| rng.in_range(min_depth, 52 - min_depth + 1));
            deck.cut(depth);
            let text = match self.rules.cut.value.style {
                super::rules::CutStyle::CoverCardInserted => format!(
                    "Cut: the cover card goes in {depth} cards from the top; those cards and the cover card go to the bottom."
                ),
                super::rules::CutStyle::OneHandOntoCoverCard => format!(
                    "Cut: {depth} cards are cut onto the cover card, the rest placed on top, and the cover card goes to the discard rack."
                ),
                super::rules::CutStyle::Unspecified => format!("The deck is cut ({depth} cards)."),
            };
            self.round
                .steps
                .push(Step::procedure(text, self.rules.cut.citation));
        } else {
            self.round.steps.push(Step::procedure(
                "No cut: the cards come from an automated shuffler.",
                cut.citation,
            ));
        }
        self.deal_deck(deck, sequence, event)
    }

    /// Deals from a deck in a given order instead of a shuffled one: replays a recorded round,
    /// or sets up a hand-worked example. `order` must hold all 52 cards once.
    pub fn deal_arranged(
        &mut self,
        order: &[Card],
        event: Option<DealEvent>,
    ) -> Result<(), ActionError> {
        self.expect_phase(Phase::Dealing, "dealing")?;
        let set: CardSet = order.iter().copied().collect();
        if order.len() != 52 || set.len() != 52 {
            return Err(refuse(
                "an arranged deck must hold each of the 52 cards once",
                None,
            ));
        }
        self.check_deal_event(event)?;
        let sequence = self.deal_sequence();
        if let Some(e) = event {
            if e.at_card >= sequence.len() {
                return Err(refuse(
                    format!("the deal has only {} cards", sequence.len()),
                    None,
                ));
            }
        }
        self.step(
            "The deck is dealt in a recorded order (replay or worked example).",
            "RULES.md C18",
        );
        self.deal_deck(Deck::arranged(order.to_vec()), sequence, event)
    }

    fn check_deal_event(&self, event: Option<DealEvent>) -> Result<(), ActionError> {
        if let Some(e) = event {
            let allowed = matches!(
                e.irregularity,
                Irregularity::OneCardFaceUp
                    | Irregularity::SeveralCardsFaceUp
                    | Irregularity::CardDrawnInError
                    | Irregularity::WrongNumberOfCards
                    | Irregularity::ShoeJam
            );
            if !allowed {
                return Err(refuse(
                    format!(
                        "'{}' does not happen during the deal",
                        e.irregularity.describe()
                    ),
                    None,
                ));
            }
            if e.irregularity == Irregularity::ShoeJam
                && self.config.dealing_method != super::rules::DealingMethod::AutomatedShoe
            {
                return Err(refuse(
                    "only an automated dealing shoe can jam during the deal",
                    None,
                ));
            }
        }
        Ok(())
    }

    /// Who receives each card, in dealing order (C5, A3.8).
    fn deal_sequence(&self) -> Vec<Recipient> {
        let pattern = self.rules.deal_pattern(self.config.dealing_method).value;
        let players: Vec<u8> = self
            .round
            .seats
            .iter()
            .filter(|s| s.in_round())
            .map(|s| s.number)
            .collect();
        let mut sequence: Vec<Recipient> = Vec::with_capacity(7 * (players.len() + 1));
        match pattern {
            DealPattern::CardByCardDealerEachRotation => {
                for _ in 0..7 {
                    sequence.extend(players.iter().map(|&p| Recipient::Seat(p)));
                    sequence.push(Recipient::Dealer);
                }
            }
            DealPattern::SevenConsecutiveDealerLast | DealPattern::StacksDealerLast => {
                for &p in &players {
                    sequence.extend(std::iter::repeat_n(Recipient::Seat(p), 7));
                }
                sequence.extend(std::iter::repeat_n(Recipient::Dealer, 7));
            }
        }
        sequence
    }

    /// A deck order that deals the given hands (by seat) and dealer hand under this table's
    /// dealing pattern; the other cards follow in index order. For worked examples and drills.
    pub fn arrange_deck(
        &self,
        hands: &[(u8, Vec<Card>)],
        dealer: &[Card],
    ) -> Result<Vec<Card>, ActionError> {
        let sequence = self.deal_sequence();
        let mut queues: Vec<(Recipient, std::collections::VecDeque<Card>)> = hands
            .iter()
            .map(|(seat, cards)| (Recipient::Seat(*seat), cards.iter().copied().collect()))
            .collect();
        queues.push((Recipient::Dealer, dealer.iter().copied().collect()));
        let used: CardSet = hands
            .iter()
            .flat_map(|(_, c)| c.iter().copied())
            .chain(dealer.iter().copied())
            .collect();
        let given = hands.iter().map(|(_, c)| c.len()).sum::<usize>() + dealer.len();
        if used.len() as usize != given {
            return Err(refuse("a card appears in two hands", None));
        }
        let mut order = Vec::with_capacity(52);
        for recipient in &sequence {
            let card = queues
                .iter_mut()
                .find(|(r, _)| r == recipient)
                .and_then(|(_, q)| q.pop_front())
                .ok_or_else(|| refuse(format!("seven cards are needed for {recipient:?}"), None))?;
            order.push(card);
        }
        if queues.iter().any(|(_, q)| !q.is_empty()) {
            return Err(refuse(
                "hands were given for seats without an Ante, or with more than seven cards",
                None,
            ));
        }
        order.extend(Card::deck().filter(|c| !used.contains(*c)));
        Ok(order)
    }

    fn deal_deck(
        &mut self,
        mut deck: Deck,
        sequence: Vec<Recipient>,
        event: Option<DealEvent>,
    ) -> Result<(), ActionError> {
        let method = self.config.dealing_method;
        let pattern = self.rules.deal_pattern(method);
        let players: Vec<u8> = self
            .round
            .seats
            .iter()
            .filter(|s| s.in_round())
            .map(|s| s.number)
            .collect();
        let dealer_text = if self.rules.dealer_cards_covered.value {
            " under a cover card"
        } else {
            ""
        };
        self.round.steps.push(Step::procedure(
            format!(
                "Dealing by {}: {}; the dealer's cards face down{dealer_text}.",
                method.name(),
                pattern.value.describe()
            ),
            pattern.citation,
        ));

        // Deal, applying a mid-deal irregularity where it happens.
        let mut order = Vec::with_capacity(sequence.len() + 1);
        for (index, &recipient) in sequence.iter().enumerate() {
            if let Some(e) = event.filter(|e| e.at_card == index) {
                let remedy = self.rules.remedy(e.irregularity);
                match (e.irregularity, remedy.value) {
                    (Irregularity::OneCardFaceUp, Remedy::DiscardAndContinue) => {
                        let exposed = deck
                            .deal()
                            .ok_or_else(|| refuse("the deck ran out", None))?;
                        order.push((Recipient::DiscardRack, exposed));
                        self.round.steps.push(Step::procedure(
                            format!("{} is found face up in the deck: it is not used this round and goes to the discard rack.", exposed.pretty()),
                            remedy.citation,
                        ));
                    }
                    (Irregularity::OneCardFaceUp, Remedy::TurnDownAndContinue) => {
                        self.round.steps.push(Step::procedure(
                            "A card is exposed while dealing: the dealer turns it over and continues; it is not a misdeal.",
                            remedy.citation,
                        ));
                    }
                    (Irregularity::CardDrawnInError, _) => {
                        self.round.steps.push(Step::procedure(
                            "A card is drawn in error without being exposed: it is used as the next card.",
                            remedy.citation,
                        ));
                    }
                    (irregularity, _) => {
                        self.round.deal_order = order;
                        return self.void_round(irregularity);
                    }
                }
            }
            let card = deck
                .deal()
                .ok_or_else(|| refuse("the deck ran out", None))?;
            order.push((recipient, card));
        }

        // Hand the cards out.
        for seat in &mut self.round.seats {
            seat.cards = order
                .iter()
                .filter(|(r, _)| *r == Recipient::Seat(seat.number))
                .map(|&(_, c)| c)
                .collect();
        }
        self.round.dealer = order
            .iter()
            .filter(|(r, _)| *r == Recipient::Dealer)
            .map(|&(_, c)| c)
            .collect();
        let stub = deck.remaining().len();
        for &card in deck.remaining() {
            order.push((Recipient::DiscardRack, card));
        }
        self.round.deal_order = order;
        let stub_citation = match self.rules.jurisdiction {
            Jurisdiction::Maryland => "000/002 Ch.8 F; Ch.9 B(3); Ch.10 B(3) (AMB-26)",
            Jurisdiction::Massachusetts => "003 §7(e); §8(e); §9(e)",
            Jurisdiction::SouthDakota => "not stated (AMB-62)",
        };
        self.step(
            format!("The stub ({stub} cards) is removed and placed in the discard rack unexposed."),
            stub_citation,
        );
        if self.stub_count_due() {
            self.round.stub_counted = Some(stub);
            let expected = 52 - 7 * (players.len() + 1);
            self.round.steps.push(Step::procedure(
                format!(
                    "Stub count: {stub} cards counted face down; 52 − 7 × ({} players + dealer) = {expected}, so all 52 cards are present.",
                    players.len()
                ),
                self.rules.stub_count_every_rounds.citation,
            ));
        }
        self.round.phase = Phase::Decisions;
        Ok(())
    }

    // ----- Decisions ------------------------------------------------------------------------

    /// A player raises or folds, in turn clockwise from the dealer's left (C6, C7, A3.10).
    pub fn decide(&mut self, seat: u8, decision: Decision) -> Result<(), ActionError> {
        self.expect_phase(Phase::Decisions, "deciding")?;
        let index = self.seat_index(seat)?;
        match self.round.next_to_act() {
            Some(next) if next == seat => {}
            Some(next) => {
                return Err(refuse(
                    format!("it is seat {next}'s turn to decide"),
                    Some(self.rules.decision_order.citation),
                ))
            }
            None => return Err(refuse("every player has decided", None)),
        }
        let seat_ref = &self.round.seats[index];
        let flush = flush_value(seat_ref.hand());
        let limits = raise_limits(flush.len());
        if let Decision::Raise(multiple) = decision {
            if multiple < limits.min_multiple || multiple > limits.max_multiple {
                let allowed = if limits.max_multiple == 1 {
                    "exactly 1× Ante".to_string()
                } else {
                    format!("1× to {}× Ante", limits.max_multiple)
                };
                return Err(refuse(
                    format!("with a {}-card flush the Raise is {allowed}", flush.len()),
                    Some(limits.citation),
                ));
            }
        }
        let ante = seat_ref.wagers.ante;
        match decision {
            Decision::Raise(multiple) => {
                let raise = ante.checked_mul(multiple as i64)?;
                let seat_mut = &mut self.round.seats[index];
                seat_mut.wagers.raise = raise;
                seat_mut.decision = Some(decision);
                self.round.steps.push(Step::procedure(
                    format!(
                        "Seat {seat} raises {multiple}× ({raise}) with a {}.",
                        flush.describe()
                    ),
                    limits.citation,
                ));
            }
            Decision::Fold => {
                self.round.seats[index].decision = Some(Decision::Fold);
                let citation = match self.rules.jurisdiction {
                    Jurisdiction::Maryland => "000/002 Ch.11 B, B(4)(a)",
                    Jurisdiction::Massachusetts => "003 §10(b)",
                    Jurisdiction::SouthDakota => "004 (7), (8)",
                };
                self.settled(
                    index,
                    WagerKind::Ante,
                    Outcome::Forfeited,
                    ante,
                    Cents::ZERO,
                    None,
                    citation,
                    "Folded: the Ante is forfeited.".into(),
                );
                if self.rules.folded_side_settlement.value == FoldedSideSettlement::AtFold {
                    // MA §10(c): the player turns any winning bonus cards face up and the dealer
                    // settles them now.
                    self.settle_side_wagers(index)?;
                }
            }
        }
        if self.round.next_to_act().is_none() {
            self.step("Every player has raised or folded.", "RULES.md C16");
        }
        Ok(())
    }

    // ----- Irregularities reported after the deal -------------------------------------------

    /// Reports an irregularity found after the cards are out (before the dealer's reveal), and
    /// applies the jurisdiction's remedy.
    pub fn report(&mut self, irregularity: Irregularity) -> Result<Remedy, ActionError> {
        let remedy = self.rules.remedy(irregularity);
        match irregularity {
            Irregularity::ShufflerJam => {
                if !matches!(self.round.phase, Phase::Betting | Phase::Dealing) {
                    return Err(refuse(
                        "the shuffler can only jam before the cards are dealt",
                        None,
                    ));
                }
                self.round.steps.push(Step::procedure(
                    "The shuffler jammed: the cards are reshuffled before dealing.",
                    remedy.citation,
                ));
                return Ok(remedy.value);
            }
            Irregularity::DealerCardExposedEarly
            | Irregularity::WrongNumberOfCards
            | Irregularity::SeveralCardsFaceUp => {
                self.expect_phase(Phase::Decisions, "reporting this")?;
            }
            Irregularity::IncorrectStubCount => {
                self.expect_phase(Phase::Decisions, "reporting a stub count")?;
                if self.round.stub_counted.is_none() {
                    return Err(refuse(
                        "the stub was not counted this round",
                        Some(self.rules.stub_count_every_rounds.citation),
                    ));
                }
            }
            Irregularity::OneCardFaceUp
            | Irregularity::CardDrawnInError
            | Irregularity::ShoeJam => {
                return Err(refuse(
                    format!("'{}' is reported during the deal", irregularity.describe()),
                    None,
                ));
            }
        }
        if remedy.value == Remedy::TurnDownAndContinue {
            self.round.steps.push(Step::procedure(
                "A dealer card was exposed: the dealer turns it over and play continues.",
                remedy.citation,
            ));
            return Ok(remedy.value);
        }
        self.void_round(irregularity)?;
        Ok(remedy.value)
    }

    /// Voids the round as the remedy says: refunds, and in Maryland after an early dealer
    /// exposure the side wagers are still settled on the complete hands (AMB-17).
    fn void_round(&mut self, irregularity: Irregularity) -> Result<(), ActionError> {
        let remedy = self.rules.remedy(irregularity);
        self.round.steps.push(Step::procedure(
            format!(
                "Irregularity: {}. {}.",
                irregularity.describe(),
                capitalise(remedy.value.describe())
            ),
            remedy.citation,
        ));
        self.round.void = Some(irregularity);
        let settle_sides = remedy.value == Remedy::VoidMainSettleSideWagers;
        // Refund in settlement order (counterclockwise).
        let order: Vec<usize> = (0..self.round.seats.len()).rev().collect();
        let mut meter = self.meter;
        for &index in &order {
            let seat = self.round.seats[index].clone();
            if !seat.in_round() {
                continue;
            }
            let mut kinds = vec![WagerKind::Ante, WagerKind::Raise];
            if !settle_sides {
                kinds.extend([
                    WagerKind::FlushBonus,
                    WagerKind::StraightFlushBonus,
                    WagerKind::Progressive,
                ]);
            }
            for kind in kinds {
                let stake = seat.wagers.get(kind);
                if stake.0 == 0 || seat.settled.contains(&kind) {
                    continue;
                }
                if kind == WagerKind::Progressive {
                    if let (Some(m), Some((_, c))) = (
                        meter.as_mut(),
                        self.round
                            .contributions
                            .iter()
                            .find(|(s, _)| *s == seat.number),
                    ) {
                        m.withdraw(*c)?;
                    }
                }
                self.settled(
                    index,
                    kind,
                    Outcome::Refunded,
                    stake,
                    Cents::ZERO,
                    None,
                    remedy.citation.as_str(),
                    format!("Round void: {} returned.", kind.name()),
                );
            }
        }
        self.meter = meter;
        if settle_sides {
            self.step(
                "Notwithstanding the void, the Flush Bonus, Straight Flush Bonus and Progressive are settled on the players' seven cards.",
                "000/002 Ch.13 F (AMB-17)",
            );
            for &index in &order {
                if self.round.seats[index].in_round() {
                    self.settle_side_wagers(index)?;
                }
            }
        }
        if remedy.value == Remedy::VoidRefundRemoveDeck {
            self.counters.decks_removed += 1;
            self.counters.rounds_on_deck = 0;
            self.step(
                "The deck is removed from the table and replaced.",
                "000/002 Ch.8 J(2); 003 §7(f)(2)",
            );
        }
        self.round.meter_after = self.meter;
        self.round.phase = Phase::Void;
        Ok(())
    }

    // ----- Reveal and settlement ------------------------------------------------------------

    /// The dealer reveals the seven cards and arranges the best hand (A3.10), once every player
    /// has raised or folded (C16).
    pub fn reveal(&mut self) -> Result<(), ActionError> {
        self.expect_phase(Phase::Decisions, "the reveal")?;
        if let Some(next) = self.round.next_to_act() {
            return Err(refuse(
                format!("seat {next} has not decided yet"),
                cite("RULES.md C16"),
            ));
        }
        let folded_collect = match self.rules.jurisdiction {
            Jurisdiction::Maryland => "000/002 Ch.11 B(4)(a)",
            Jurisdiction::Massachusetts => "003 §10(d)",
            Jurisdiction::SouthDakota => "004 (8)",
        };
        let folds = self.round.seats.iter().filter(|s| s.folded()).count();
        if folds > 0 {
            self.step(
                format!("Forfeited wagers and the cards of folded players without live side wagers go to the discard rack ({folds} fold(s))."),
                folded_collect,
            );
        }
        let dealer: CardSet = self.round.dealer.iter().copied().collect();
        let value = flush_value(dealer);
        let qualifies = value.qualifies();
        self.round.dealer_value = Some(value);
        self.round.dealer_qualifies = Some(qualifies);
        let reveal = match self.rules.jurisdiction {
            Jurisdiction::Maryland => "000/002 Ch.11 B(4)(b)",
            Jurisdiction::Massachusetts => "003 §10(d), §10(e)(1)",
            Jurisdiction::SouthDakota => "004 (9)",
        };
        self.step(
            format!(
                "The dealer reveals a {}: {}.",
                value.describe(),
                if qualifies {
                    "the dealer qualifies"
                } else {
                    "the dealer does not qualify (needs a three-card flush nine high)"
                }
            ),
            reveal,
        );
        self.round.phase = Phase::Revealed;
        Ok(())
    }

    /// Settles every remaining wager, counterclockwise from the player farthest to the dealer's
    /// right (C17), each seat's wagers in the jurisdiction's order (A3.10).
    pub fn settle(&mut self) -> Result<(), ActionError> {
        self.expect_phase(Phase::Revealed, "settlement")?;
        let before = self.clone();
        let result = self.settle_all();
        if result.is_err() {
            *self = before;
        }
        result
    }

    fn settle_all(&mut self) -> Result<(), ActionError> {
        let order_citation = match self.rules.jurisdiction {
            Jurisdiction::Maryland => "000/002 Ch.11 B(5)",
            Jurisdiction::Massachusetts => "003 §10(e)",
            Jurisdiction::SouthDakota => "004 (9)(a)–(b) (AMB-59)",
        };
        self.step("Settlement begins with the player farthest to the dealer's right and goes counterclockwise.", order_citation);
        let end_of_round_progressive =
            self.rules.progressive_timing.value == ProgressiveTiming::EndOfRound;
        let indices: Vec<usize> = (0..self.round.seats.len()).rev().collect();
        for &index in &indices {
            if !self.round.seats[index].in_round() {
                continue;
            }
            for &kind in self.rules.settlement_order.value {
                match kind {
                    WagerKind::Ante | WagerKind::Raise => self.settle_main(index, kind)?,
                    WagerKind::FlushBonus | WagerKind::StraightFlushBonus => {
                        self.settle_bonus(index, kind)?
                    }
                    WagerKind::Progressive if !end_of_round_progressive => {
                        self.settle_progressive(index)?
                    }
                    _ => {}
                }
            }
        }
        if end_of_round_progressive && self.progressive_table.is_some() {
            self.step(
                "At the completion of the round, Progressive winners are paid, counterclockwise.",
                "004 (6); (12) tail (e) (AMB-58)",
            );
            for &index in &indices {
                if self.round.seats[index].in_round() {
                    self.settle_progressive(index)?;
                }
            }
        }
        self.step(
            "All remaining cards go to the discard rack in an order that lets each hand be rebuilt.",
            match self.rules.jurisdiction {
                Jurisdiction::Maryland => "000/002 Ch.11 C",
                Jurisdiction::Massachusetts => "003 §10(e)(3), §10(f)",
                Jurisdiction::SouthDakota => "not stated (AMB-62)",
            },
        );
        self.round.meter_after = self.meter;
        self.round.phase = Phase::Settled;
        Ok(())
    }

    /// Records a settled wager and marks it settled on the seat.
    #[allow(clippy::too_many_arguments)]
    fn settled(
        &mut self,
        index: usize,
        kind: WagerKind,
        outcome: Outcome,
        stake: Cents,
        won: Cents,
        line: Option<String>,
        citation: &'static str,
        explanation: String,
    ) {
        self.settled_from(
            index,
            kind,
            outcome,
            stake,
            won,
            PaidFrom::Tray,
            line,
            Citation::new(citation),
            explanation,
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn settled_from(
        &mut self,
        index: usize,
        kind: WagerKind,
        outcome: Outcome,
        stake: Cents,
        won: Cents,
        paid_from: PaidFrom,
        line: Option<String>,
        citation: Citation,
        explanation: String,
    ) {
        let net = match (kind, outcome) {
            // The Progressive stake was collected before the deal and is never returned
            // (AMB-40): the player's result is the award less the stake.
            (WagerKind::Progressive, Outcome::Won) => Cents(won.0 - stake.0),
            (_, Outcome::Won) => won,
            (_, Outcome::Lost | Outcome::Forfeited) => Cents(-stake.0),
            (_, Outcome::Push | Outcome::Refunded) => Cents::ZERO,
        };
        let seat = &mut self.round.seats[index];
        if kind != WagerKind::EnvyBonus {
            seat.settled.push(kind);
        }
        self.round.steps.push(Step::Settled(SettledWager {
            seat: seat.number,
            wager: kind,
            stake,
            outcome,
            won,
            net,
            paid_from,
            line,
            citation,
            explanation,
        }));
    }

    /// Winnings this seat has been paid so far on the wagers the payout limit covers.
    fn limited_paid(&self, seat: u8) -> Cents {
        Cents(
            self.round
                .settlements()
                .filter(|s| {
                    s.seat == seat
                        && matches!(
                            s.wager,
                            WagerKind::Ante
                                | WagerKind::Raise
                                | WagerKind::FlushBonus
                                | WagerKind::StraightFlushBonus
                        )
                })
                .map(|s| s.won.0)
                .sum(),
        )
    }

    /// Applies the per-hand payout limit to a win (AMB-16: Ante, Raise, Flush Bonus and SFB).
    fn cap(&self, seat: u8, won: Cents) -> (Cents, Option<String>) {
        match self.payout_limit {
            Some(limit) => {
                let room = Cents((limit.0 - self.limited_paid(seat).0).max(0));
                if won > room {
                    (
                        room,
                        Some(format!(
                            " Reduced from {won} by the payout limit of {limit} per hand."
                        )),
                    )
                } else {
                    (won, None)
                }
            }
            None => (won, None),
        }
    }

    fn settle_main(&mut self, index: usize, kind: WagerKind) -> Result<(), ActionError> {
        let seat = self.round.seats[index].clone();
        let stake = seat.wagers.get(kind);
        if stake.0 == 0 || seat.settled.contains(&kind) || seat.folded() {
            return Ok(());
        }
        let qualifies = self.round.dealer_qualifies.unwrap_or(false);
        let dealer = self.round.dealer_value.expect("revealed");
        let player = flush_value(seat.hand());
        use Jurisdiction::*;
        let j = self.rules.jurisdiction;
        if !qualifies {
            let citation = match j {
                Maryland => "000/002 Ch.11 B(5)(c)",
                Massachusetts => "003 §10(e)(1)(i)",
                SouthDakota => "004 (9)(a)",
            };
            if kind == WagerKind::Ante {
                let (won, note) = self.cap(seat.number, stake);
                let text = format!(
                    "Dealer does not qualify: Ante paid 1 to 1.{}",
                    note.unwrap_or_default()
                );
                self.settled(
                    index,
                    kind,
                    Outcome::Won,
                    stake,
                    won,
                    Some("1 to 1".into()),
                    citation,
                    text,
                );
            } else {
                self.settled(
                    index,
                    kind,
                    Outcome::Push,
                    stake,
                    Cents::ZERO,
                    None,
                    citation,
                    "Dealer does not qualify: Raise returned.".into(),
                );
            }
            return Ok(());
        }
        let citation = match (j, player.cmp(&dealer)) {
            (Maryland, _) => "000/002 Ch.11 B(5)(d); Ch.12 A",
            (Massachusetts, _) => "003 §10(e)(1)(ii); §11(b)",
            (SouthDakota, std::cmp::Ordering::Less) => "004 (9)(b)(i)",
            (SouthDakota, std::cmp::Ordering::Greater) => "004 (9)(b)(ii)",
            (SouthDakota, std::cmp::Ordering::Equal) => "004 (9)(b)(iii)",
        };
        match player.cmp(&dealer) {
            std::cmp::Ordering::Greater => {
                let (won, note) = self.cap(seat.number, stake);
                let text = format!(
                    "{} beats the dealer's {}: {} paid 1 to 1.{}",
                    player.describe(),
                    dealer.describe(),
                    kind.name(),
                    note.unwrap_or_default()
                );
                self.settled(
                    index,
                    kind,
                    Outcome::Won,
                    stake,
                    won,
                    Some("1 to 1".into()),
                    citation,
                    text,
                );
            }
            std::cmp::Ordering::Less => {
                let text = format!(
                    "{} loses to the dealer's {}: {} collected.",
                    player.describe(),
                    dealer.describe(),
                    kind.name()
                );
                self.settled(
                    index,
                    kind,
                    Outcome::Lost,
                    stake,
                    Cents::ZERO,
                    None,
                    citation,
                    text,
                );
            }
            std::cmp::Ordering::Equal => {
                let text = format!(
                    "{} ties the dealer: {} returned.",
                    player.describe(),
                    kind.name()
                );
                self.settled(
                    index,
                    kind,
                    Outcome::Push,
                    stake,
                    Cents::ZERO,
                    None,
                    citation,
                    text,
                );
            }
        }
        Ok(())
    }

    fn settle_bonus(&mut self, index: usize, kind: WagerKind) -> Result<(), ActionError> {
        let seat = self.round.seats[index].clone();
        let stake = seat.wagers.get(kind);
        if stake.0 == 0 || seat.settled.contains(&kind) {
            return Ok(());
        }
        let side = if kind == WagerKind::FlushBonus {
            SideWager::FlushBonus
        } else {
            SideWager::StraightFlushBonus
        };
        let table = self.paytable(side).expect("offered when placed").clone();
        let hand = seat.hand();
        let flush_len = flush_value(hand).len();
        let sf = straight_flushes(hand, self.rules.ace_rule.value);
        let citation = table
            .citation()
            .unwrap_or(Citation::new("operator paytable"));
        match table.winning_line(flush_len, &sf) {
            Some((_, line)) => {
                let Pay::ToOne(odds) = line.pay else {
                    return Err(refuse("this paytable line has no amount", None));
                };
                let full = stake.checked_mul(odds as i64)?;
                let (won, note) = self.cap(seat.number, full);
                let text = format!(
                    "{}: {} pays {odds} to 1 on {} ({}).{}",
                    table.title(),
                    line.hand.name(),
                    stake,
                    self.hand_note(hand, line.hand),
                    note.unwrap_or_default()
                );
                self.settled_from(
                    index,
                    kind,
                    Outcome::Won,
                    stake,
                    won,
                    PaidFrom::Tray,
                    Some(format!("{}, {odds} to 1", line.hand.name())),
                    citation,
                    text,
                );
            }
            None => {
                let what = if kind == WagerKind::FlushBonus {
                    "no flush of four or more cards"
                } else {
                    "no straight flush of three or more cards"
                };
                self.settled_from(
                    index,
                    kind,
                    Outcome::Lost,
                    stake,
                    Cents::ZERO,
                    PaidFrom::Tray,
                    None,
                    citation,
                    format!("{}: {what}; the wager loses.", table.title()),
                );
            }
        }
        Ok(())
    }

    fn hand_note(&self, hand: CardSet, bonus: BonusHand) -> String {
        match bonus {
            BonusHand::StraightFlush(_) | BonusHand::NineToAceStraightFlush => {
                format!(
                    "straight flushes judged on all seven cards, {}",
                    self.rules.ace_rule.value.short()
                )
            }
            BonusHand::FourOfAKind => "four of a kind, AMB-18".into(),
            BonusHand::Flush(_) => flush_value(hand).describe(),
        }
    }

    /// Settles the Flush Bonus, SFB and Progressive of one seat (for a fold in MA, or a void
    /// that still settles side wagers in MD).
    fn settle_side_wagers(&mut self, index: usize) -> Result<(), ActionError> {
        self.settle_bonus(index, WagerKind::FlushBonus)?;
        self.settle_bonus(index, WagerKind::StraightFlushBonus)?;
        self.settle_progressive(index)
    }

    fn settle_progressive(&mut self, index: usize) -> Result<(), ActionError> {
        let seat = self.round.seats[index].clone();
        let stake = seat.wagers.progressive;
        if stake.0 == 0 || seat.settled.contains(&WagerKind::Progressive) {
            return Ok(());
        }
        let table = self.progressive_table.clone().expect("offered when placed");
        let config = self
            .config
            .progressive
            .clone()
            .expect("offered when placed");
        if seat.folded() && !self.rules.progressive_live_on_fold.value {
            self.settled(
                index,
                WagerKind::Progressive,
                Outcome::Forfeited,
                stake,
                Cents::ZERO,
                None,
                self.rules.progressive_live_on_fold.citation.as_str(),
                "Folded: a player remains eligible for a Progressive payout only by raising."
                    .into(),
            );
            return Ok(());
        }
        let hand = seat.hand();
        let sf = straight_flushes(hand, self.rules.ace_rule.value);
        let citation = table
            .citation()
            .unwrap_or(Citation::new("operator paytable"));
        let Some((_, line)) = table.winning_line(flush_value(hand).len(), &sf) else {
            self.settled_from(
                index,
                WagerKind::Progressive,
                Outcome::Lost,
                stake,
                Cents::ZERO,
                PaidFrom::Tray,
                None,
                citation,
                format!(
                    "{}: no winning straight flush; the wager (collected before the deal) is lost.",
                    table.title()
                ),
            );
            return Ok(());
        };
        match line.pay {
            Pay::MeterPercent(percent) => {
                let model = self.rules.meter.value;
                let mut meter = self.meter.expect("progressive tables have a meter");
                let award = meter.award(percent, model, &config)?;
                self.meter = Some(meter);
                let text = format!(
                    "{}: {} wins {percent}% of the meter, {}, paid from the meter as it stands at this player's turn{}. Verified: the hand wins and the system light is lit; a supervisor validates the award.",
                    table.title(),
                    line.hand.name(),
                    award.amount,
                    if award.reset { "; the meter resets" } else { "; the award is deducted from the meter" }
                );
                self.settled_from(
                    index,
                    WagerKind::Progressive,
                    Outcome::Won,
                    stake,
                    award.amount,
                    PaidFrom::Meter,
                    Some(format!("{}, {percent}% of the meter", line.hand.name())),
                    award.citation,
                    text,
                );
            }
            Pay::Fixed(per_unit) => {
                // Fixed prizes are per $1 and scale with the wager (AMB-12); they come from the
                // tray (AMB-39).
                let amount = per_unit.checked_mul_div(stake.0, 100)?;
                let text = format!(
                    "{}: {} pays {} from the table inventory.",
                    table.title(),
                    line.hand.name(),
                    amount
                );
                self.settled_from(
                    index,
                    WagerKind::Progressive,
                    Outcome::Won,
                    stake,
                    amount,
                    PaidFrom::Tray,
                    Some(format!("{}, {per_unit} per unit", line.hand.name())),
                    citation,
                    text,
                );
            }
            Pay::ToOne(_) | Pay::OperatorSet => {
                return Err(refuse(
                    "a progressive line must pay a meter share or a fixed amount",
                    None,
                ))
            }
        }
        self.pay_envy(index, &sf)
    }

    /// Maryland's Envy Bonus, step (e) of settling a winning Progressive: every *other* player
    /// with a live Progressive wager receives the schedule amount × their wager / $1 (E1–E6,
    /// AMB-21, AMB-22).
    fn pay_envy(
        &mut self,
        holder_index: usize,
        sf: &super::straight_flush::StraightFlushes,
    ) -> Result<(), ActionError> {
        if !self.rules.envy_bonus.value {
            return Ok(());
        }
        let Some(config) = self.config.progressive.clone() else {
            return Ok(());
        };
        let Some(schedule) = envy_schedule(self.rules.jurisdiction, &config.label) else {
            return Ok(());
        };
        let Some(&(hand, per_dollar)) = schedule.lines.iter().find(|(h, _)| match h {
            BonusHand::StraightFlush(n) => sf.longest == *n,
            other => other.is_held(0, sf),
        }) else {
            return Ok(());
        };
        let holder = self.round.seats[holder_index].number;
        let receivers: Vec<usize> = (0..self.round.seats.len())
            .rev()
            .filter(|&i| {
                let s = &self.round.seats[i];
                i != holder_index
                    && s.wagers.progressive.0 > 0
                    && (!s.folded() || self.rules.progressive_live_on_fold.value)
            })
            .collect();
        for i in receivers {
            let wager = self.round.seats[i].wagers.progressive;
            let amount = per_dollar.checked_mul_div(wager.0, 100)?;
            let text = format!(
                "Envy Bonus: seat {holder} holds a {}; seat {} receives {} for its {} Progressive wager.",
                hand.name(),
                self.round.seats[i].number,
                amount,
                wager
            );
            self.settled_from(
                i,
                WagerKind::EnvyBonus,
                Outcome::Won,
                Cents::ZERO,
                amount,
                PaidFrom::Tray,
                Some(format!("{}, {per_dollar} per $1", hand.name())),
                schedule.citation,
                text,
            );
        }
        Ok(())
    }

    // ----- Between rounds -------------------------------------------------------------------

    /// Ends a settled or void round: the table's counters advance and a new round opens for
    /// betting, with the same players seated and no wagers. Returns the finished round.
    pub fn finish(&mut self) -> Result<Round, ActionError> {
        if !matches!(self.round.phase, Phase::Settled | Phase::Void) {
            return Err(refuse("the round is not over", None));
        }
        let finished = self.round.clone();
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
        let seats: Vec<Seat> = finished
            .seats
            .iter()
            .map(|s| Seat {
                number: s.number,
                player: s.player,
                wagers: Wagers::default(),
                cards: Vec::new(),
                decision: None,
                settled: Vec::new(),
            })
            .collect();
        self.round = Round::new(finished.number + 1, &seats, self.meter);
        Ok(finished)
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
