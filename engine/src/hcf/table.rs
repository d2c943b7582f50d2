//! High Card Flush on the shared table core (RULES.md Part A, A4): the game's wagers and rule
//! data as a [`Game`], and its own steps of a round — the raise-or-fold decision, the dealer's
//! reveal and the settlement matrix of the Ante, Raise, Flush Bonus, Straight Flush Bonus,
//! Progressive and Maryland's Envy Bonus.
//!
//! `Betting` → [`Table::no_more_bets`] → `Dealing` → [`Table::deal`] → `Decisions` →
//! [`Table::decide`] for each seat in turn → [`Table::reveal`] → `Revealed` → [`Table::settle`] →
//! `Settled` → [`Table::finish`] → `Betting` again. The seats, the deal, irregularities, voids,
//! the payout limit and the record are the core's ([`crate::table`]).

use super::config::{ConfigError, ProgressiveConfig, TableConfig};
use super::decision::Decision;
use super::flush::{flush_value, FlushValue};
use super::meter::{Contribution, Meter, ProgressiveMeter};
use super::paytables::{envy_schedule, BonusHand, Pay, Paytable, SideWager};
use super::rules::{
    method_name, DealPattern, FoldedSideSettlement, HcfRules, ProgressiveTiming, Remedy, WagerKind,
};
use super::straight_flush::straight_flushes;
use crate::cards::CardSet;
use crate::citation::{Citation, Ruled};
use crate::meters::MeterName;
use crate::money::{Cents, Overflow};
use crate::table::{
    check_progressive_unit, cite, refuse, DealPlan, GameDecision, Irregularity, PlayerId,
    ProcedureRules,
};
use crate::trace::{Outcome, PaidFrom, Step};

pub use crate::table::{ActionError, Counters, DealEvent, Phase, Recipient};

/// A High Card Flush table.
pub type Table = crate::table::Table<HighCardFlush>;
/// One High Card Flush round's state and record.
pub type Round = crate::table::Round<HighCardFlush>;
/// One betting position at a High Card Flush table.
pub type Seat = crate::table::Seat<HighCardFlush>;

/// High Card Flush under one jurisdiction's rules, as the operator configured the table.
#[derive(Clone, Debug, PartialEq)]
pub struct HighCardFlush {
    config: TableConfig,
    rules: HcfRules,
    flush_table: Option<Paytable>,
    sfb_table: Option<Paytable>,
    progressive_table: Option<Paytable>,
}

impl crate::table::WagerKind for WagerKind {
    fn name(self) -> &'static str {
        WagerKind::name(self)
    }

    fn collected_before_deal(self) -> bool {
        self == WagerKind::Progressive
    }

    fn is_award(self) -> bool {
        self == WagerKind::EnvyBonus
    }

    /// AMB-16: the limit covers the Ante, Raise, Flush Bonus and Straight Flush Bonus.
    fn under_payout_limit(self) -> bool {
        matches!(
            self,
            WagerKind::Ante
                | WagerKind::Raise
                | WagerKind::FlushBonus
                | WagerKind::StraightFlushBonus
        )
    }

    /// Ante and Raise in one step, then the Flush Bonus, the Straight Flush Bonus, the
    /// Progressive and the Envy Bonus (000/002 Ch.11 B(5)–(9); 003 §10(e); 004 (6)).
    fn settlement_step(self) -> u8 {
        match self {
            WagerKind::Ante | WagerKind::Raise => 0,
            WagerKind::FlushBonus => 1,
            WagerKind::StraightFlushBonus => 2,
            WagerKind::Progressive => 3,
            WagerKind::EnvyBonus => 4,
        }
    }
}

impl GameDecision for Decision {
    fn is_fold(self) -> bool {
        self == Decision::Fold
    }
}

/// The wagers a void returns: the Ante and Raise always, the side wagers unless the remedy
/// still settles them (MD Ch.13 E–F, AMB-17).
const REFUND_ALL: [WagerKind; 5] = [
    WagerKind::Ante,
    WagerKind::Raise,
    WagerKind::FlushBonus,
    WagerKind::StraightFlushBonus,
    WagerKind::Progressive,
];

/// The wagers a void returns under this remedy, in the order they are returned.
pub(crate) fn refunded_on_void(remedy: Remedy) -> &'static [WagerKind] {
    if remedy == Remedy::VoidMainSettleSideWagers {
        &REFUND_ALL[..2]
    } else {
        &REFUND_ALL
    }
}

/// A remedy with High Card Flush's wagers.
pub fn remedy_words(remedy: Remedy) -> String {
    crate::table::describe_remedy(remedy, refunded_on_void, 0)
}

impl crate::table::Game for HighCardFlush {
    type Wager = WagerKind;
    type Decision = Decision;
    type HandValue = FlushValue;
    type Meter = Meter;
    type Contribution = Contribution;

    const ANTE: WagerKind = WagerKind::Ante;
    /// A Raise of up to 3× with a six- or seven-card flush (C7).
    const LARGEST_DECISION_MULTIPLE: i64 = 3;
    const PROGRESSIVE: WagerKind = WagerKind::Progressive;
    const METERS: &'static str = "the meter";

    fn procedure_rules(&self) -> ProcedureRules {
        self.rules.procedure_rules()
    }

    crate::table::config_seating_hooks!();

    /// The configuration's checks; the rules it was validated to stay the table's.
    fn check_config(&self) -> Result<(), ActionError> {
        self.config.validate().map(|_| ())
    }

    fn payout_limit(&self) -> Option<Cents> {
        self.config.effective_payout_limit(&self.rules)
    }

    fn offers_progressive(&self) -> bool {
        self.progressive_table.is_some()
    }

    fn seeded_meter(&self) -> Option<Meter> {
        self.config.progressive.as_ref().map(Meter::seeded)
    }

    fn contribute(&self, meter: &mut Meter, stake: Cents) -> Result<Contribution, Overflow> {
        match &self.config.progressive {
            Some(config) => meter.contribute(stake, config),
            None => Ok(Contribution::default()),
        }
    }

    fn withdraw(&self, meter: &mut Meter, contribution: Contribution) -> Result<(), Overflow> {
        meter.withdraw(contribution)
    }

    fn contributed(contribution: Contribution) -> Cents {
        contribution.get(MeterName::Main)
    }

    fn meter_citation(&self) -> Citation {
        self.rules.meter.citation
    }

    fn remedy(&self, irregularity: Irregularity, _: Phase) -> Ruled<Remedy> {
        self.rules.remedy(irregularity)
    }

    /// Seven cards to each player and the dealer in the pattern of the jurisdiction and
    /// dealing method (C5, A3.8).
    fn deal_plan(&self, players: &[u8]) -> DealPlan {
        let method = self.config.dealing_method;
        let pattern = self.rules.deal_pattern(method);
        let mut sequence: Vec<Recipient> = Vec::with_capacity(7 * (players.len() + 1));
        match pattern.value {
            DealPattern::CardByCardDealerEachRotation => {
                for _ in 0..7 {
                    sequence.extend(players.iter().map(|&p| Recipient::Seat(p)));
                    sequence.push(Recipient::Dealer);
                }
            }
            DealPattern::SevenConsecutiveDealerLast | DealPattern::StacksDealerLast => {
                for &p in players {
                    sequence.extend(std::iter::repeat_n(Recipient::Seat(p), 7));
                }
                sequence.extend(std::iter::repeat_n(Recipient::Dealer, 7));
            }
        }
        let covered = if self.rules.dealer_cards_covered.value {
            " under a cover card"
        } else {
            ""
        };
        DealPlan {
            sequence,
            hand_size: 7,
            community: 0,
            dealer_cards_stay_in_shuffler: false,
            delivered_at_once: if pattern.value == DealPattern::StacksDealerLast {
                7
            } else {
                1
            },
            described: Ruled {
                value: format!(
                    "Dealing by {}: {}; the dealer's cards face down{covered}.",
                    method_name(method),
                    pattern.value.describe()
                ),
                citation: pattern.citation,
            },
        }
    }

    fn check_wager(
        table: &Table,
        index: usize,
        player: PlayerId,
        kind: WagerKind,
        amount: Cents,
    ) -> Result<(), ActionError> {
        table.check_hcf_wager(index, player, kind, amount)
    }

    fn refunded_on_void(&self, remedy: Remedy) -> &'static [WagerKind] {
        refunded_on_void(remedy)
    }

    /// The rule set's settlement order, the Ante and Raise one step where it says so.
    fn settlement_step(&self, wager: WagerKind) -> u8 {
        let order = self.rules.settlement_order.value;
        let at = |w| order.iter().position(|&x| x == w).unwrap_or(order.len()) as u8;
        match wager {
            WagerKind::Raise | WagerKind::Ante if self.rules.ante_and_raise_together.value => {
                at(WagerKind::Ante).min(at(WagerKind::Raise))
            }
            other => at(other),
        }
    }

    fn folds_collected_after_every_decision(&self) -> bool {
        self.rules.folds_collected_after_every_decision.value
    }

    /// Fold, or a Raise of each multiple the seat's flush allows under this rule set (C6, C7).
    fn legal(table: &Table, seat: u8) -> Vec<Decision> {
        let Ok(index) = table.check_turn(seat) else {
            return Vec::new();
        };
        let flush = flush_value(table.round.seats[index].hand());
        let limits = table.game.rules.raise_limits(flush.len());
        std::iter::once(Decision::Fold)
            .chain((limits.min_multiple..=limits.max_multiple).map(Decision::Raise))
            .collect()
    }

    /// A player raises or folds, in turn clockwise from the dealer's left (C6, C7, A3.10).
    fn decide(table: &mut Table, seat: u8, decision: Decision) -> Result<(), ActionError> {
        let index = table.check_turn(seat)?;
        let seat_ref = &table.round.seats[index];
        let flush = flush_value(seat_ref.hand());
        let limits = table.game.rules.raise_limits(flush.len());
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
        let ante = seat_ref.wagers.get(WagerKind::Ante);
        let citation = match decision {
            Decision::Raise(_) => limits.citation,
            Decision::Fold => table.game.rules.round.fold,
        };
        // Worked out before anything is recorded, so that an overflow changes nothing.
        let raise = match decision {
            Decision::Raise(multiple) => ante.checked_mul(multiple as i64)?,
            Decision::Fold => Cents::ZERO,
        };
        table.record_decision(seat, 1, decision, true, citation);
        match decision {
            Decision::Raise(multiple) => {
                let seat_mut = &mut table.round.seats[index];
                seat_mut.wagers.set(WagerKind::Raise, raise);
                seat_mut.decision = Some(decision);
                seat_mut.acted_at = 1;
                table.round.steps.push(Step::procedure(
                    format!(
                        "Seat {seat} raises {multiple}× ({raise}) with a {}.",
                        flush.describe()
                    ),
                    limits.citation,
                ));
            }
            Decision::Fold => {
                table.round.seats[index].decision = Some(Decision::Fold);
                table.round.seats[index].acted_at = 1;
                let citation = table.game.rules.round.fold;
                table.settled(
                    index,
                    WagerKind::Ante,
                    Outcome::Forfeited,
                    ante,
                    Cents::ZERO,
                    None,
                    citation,
                    "Folded: the Ante is forfeited.".into(),
                );
                if table.game.rules.folded_side_settlement.value == FoldedSideSettlement::AtFold {
                    // MA §10(c): the player turns any winning bonus cards face up and the dealer
                    // settles them now.
                    table.settle_side_wagers(index)?;
                }
            }
        }
        if table.round.next_to_act().is_none() {
            table.step(
                "Every player has raised or folded.",
                Citation::new("RULES.md C16"),
            );
        }
        Ok(())
    }

    /// The dealer reveals the seven cards and arranges the best hand (A3.10), once every player
    /// has raised or folded (C16).
    fn reveal(table: &mut Table) -> Result<(), ActionError> {
        table.check_all_decided(Citation::new("RULES.md C16"))?;
        let folded_collect = table.game.rules.round.folded_collected;
        let folds = table.round.seats.iter().filter(|s| s.folded()).count();
        if folds > 0 {
            table.step(
                format!("Forfeited wagers and the cards of folded players without live side wagers go to the discard rack ({folds} fold(s))."),
                folded_collect,
            );
        }
        let dealer: CardSet = table.round.dealer.iter().copied().collect();
        let value = flush_value(dealer);
        let qualifies = value.qualifies();
        let reveal = table.game.rules.round.reveal;
        table.revealed(
            value,
            qualifies,
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
        Ok(())
    }

    fn settle_seats(table: &mut Table) -> Result<(), ActionError> {
        table.settle_seats()
    }

    fn after_void(table: &mut Table, remedy: Remedy, order: &[usize]) -> Result<(), ActionError> {
        if remedy != Remedy::VoidMainSettleSideWagers {
            return Ok(());
        }
        table.step(
            "Notwithstanding the void, the Flush Bonus, Straight Flush Bonus and Progressive are settled on the players' seven cards.",
            Citation::new("000/002 Ch.13 F (AMB-17)"),
        );
        for &index in order {
            if table.round.seats[index].in_round() {
                table.settle_side_wagers(index)?;
            }
        }
        Ok(())
    }
}

impl Table {
    /// Opens a table; the configuration is validated against the jurisdiction's rules.
    pub fn new(config: TableConfig) -> Result<Table, ConfigError> {
        let rules = config.validate()?;
        Ok(Table::open(HighCardFlush {
            flush_table: config.paytable(SideWager::FlushBonus),
            sfb_table: config.paytable(SideWager::StraightFlushBonus),
            progressive_table: config.paytable(SideWager::Progressive),
            config,
            rules,
        }))
    }

    pub fn config(&self) -> &TableConfig {
        &self.game.config
    }

    pub fn rules(&self) -> &HcfRules {
        &self.game.rules
    }

    pub fn paytable(&self, wager: SideWager) -> Option<&Paytable> {
        match wager {
            SideWager::FlushBonus => self.game.flush_table.as_ref(),
            SideWager::StraightFlushBonus => self.game.sfb_table.as_ref(),
            SideWager::Progressive => self.game.progressive_table.as_ref(),
        }
    }

    fn progressive_config(&self) -> Option<&ProgressiveConfig> {
        self.game.config.progressive.as_ref()
    }

    /// High Card Flush's checks on one wager: the Ante's limits and the adjacent-box rule,
    /// side wagers only beside an Ante and on an offered paytable, the Progressive's unit.
    fn check_hcf_wager(
        &self,
        index: usize,
        player: PlayerId,
        kind: WagerKind,
        amount: Cents,
    ) -> Result<(), ActionError> {
        let seat = &self.round.seats[index];
        let wagers = &seat.wagers;
        let config = &self.game.config;
        let wagering = self.game.rules.wagering;
        let placing = amount.0 > 0;
        let has_ante = wagers.get(WagerKind::Ante).0 > 0;
        match kind {
            WagerKind::Ante => {
                if !placing && wagers.any_besides(WagerKind::Ante) {
                    return Err(refuse(
                        "take back the side wagers first: they need an Ante",
                        cite("RULES.md A3.5 (AMB-13)"),
                    ));
                }
                self.check_ante(index, player, amount, (config.ante_min, config.ante_max))?;
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
                    if !has_ante {
                        return Err(refuse(
                            "place an Ante first: every side wager needs one",
                            cite("RULES.md A3.5 (AMB-13)"),
                        ));
                    }
                    if amount < config.side_min || amount > config.side_max {
                        return Err(refuse(
                            format!(
                                "the {} must be between {} and {}",
                                side.name(),
                                config.side_min,
                                config.side_max
                            ),
                            Some(wagering.side_limits),
                        ));
                    }
                }
            }
            WagerKind::Progressive => {
                if placing {
                    let Some(progressive) = self.progressive_config() else {
                        return Err(refuse("this table does not offer the Progressive", None));
                    };
                    if !has_ante {
                        return Err(refuse(
                            "the Progressive may be made only after placing an Ante",
                            Some(wagering.progressive_after_ante),
                        ));
                    }
                    check_progressive_unit(
                        amount,
                        progressive.unit,
                        self.game.rules.progressive_unit.citation,
                    )?;
                }
            }
        }
        Ok(())
    }

    /// Settles each seat, counterclockwise from the player farthest to the dealer's right (C17),
    /// its wagers in the jurisdiction's order (A3.10).
    fn settle_seats(&mut self) -> Result<(), ActionError> {
        let end_of_round_progressive =
            self.game.rules.progressive_timing.value == ProgressiveTiming::EndOfRound;
        let indices: Vec<usize> = (0..self.round.seats.len()).rev().collect();
        for &index in &indices {
            if !self.round.seats[index].in_round() {
                continue;
            }
            for &kind in self.game.rules.settlement_order.value {
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
        if end_of_round_progressive && self.game.progressive_table.is_some() {
            self.step(
                "At the completion of the round, Progressive winners are paid, counterclockwise.",
                Citation::new("004 (6); (12) tail (e) (AMB-58)"),
            );
            for &index in &indices {
                if self.round.seats[index].in_round() {
                    self.settle_progressive(index)?;
                }
            }
        }
        Ok(())
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
        let citations = self.game.rules.round;
        if !qualifies {
            let citation = citations.dealer_not_qualified;
            if kind == WagerKind::Ante {
                let (won, note) = self.cap(seat.number, stake);
                let text = format!(
                    "Dealer does not qualify: Ante paid 1 to 1.{}",
                    note.unwrap_or_default()
                );
                self.settled_even_money(index, kind, stake, won, citation, text);
            } else {
                self.settled_unpaid(
                    index,
                    kind,
                    Outcome::Push,
                    stake,
                    citation,
                    "Dealer does not qualify: Raise returned.".into(),
                );
            }
            return Ok(());
        }
        let citation = match player.cmp(&dealer) {
            std::cmp::Ordering::Greater => citations.beats,
            std::cmp::Ordering::Less => citations.loses,
            std::cmp::Ordering::Equal => citations.ties,
        };
        self.judge_seat(index, player.cmp(&dealer), citation);
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
                self.settled_even_money(index, kind, stake, won, citation, text);
            }
            std::cmp::Ordering::Less => {
                let text = format!(
                    "{} loses to the dealer's {}: {} collected.",
                    player.describe(),
                    dealer.describe(),
                    kind.name()
                );
                self.settled_unpaid(index, kind, Outcome::Lost, stake, citation, text);
            }
            std::cmp::Ordering::Equal => {
                let text = format!(
                    "{} ties the dealer: {} returned.",
                    player.describe(),
                    kind.name()
                );
                self.settled_unpaid(index, kind, Outcome::Push, stake, citation, text);
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
        let sf = straight_flushes(hand, self.game.rules.ace_rule.value);
        let citation = table
            .citation()
            .unwrap_or(Citation::new("your own table: no regulation publishes it"));
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
                    self.game.rules.ace_rule.value.short()
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
        let stake = seat.wagers.get(WagerKind::Progressive);
        if stake.0 == 0 || seat.settled.contains(&WagerKind::Progressive) {
            return Ok(());
        }
        let table = self
            .game
            .progressive_table
            .clone()
            .expect("offered when placed");
        let config = self
            .game
            .config
            .progressive
            .clone()
            .expect("offered when placed");
        if seat.folded() && !self.game.rules.progressive_live_on_fold.value {
            self.settled(
                index,
                WagerKind::Progressive,
                Outcome::Forfeited,
                stake,
                Cents::ZERO,
                None,
                self.game.rules.progressive_live_on_fold.citation,
                "Folded: a player remains eligible for a Progressive payout only by raising."
                    .into(),
            );
            return Ok(());
        }
        let hand = seat.hand();
        let sf = straight_flushes(hand, self.game.rules.ace_rule.value);
        let citation = table
            .citation()
            .unwrap_or(Citation::new("your own table: no regulation publishes it"));
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
            Pay::MeterPercent { percent, .. } => {
                let model = self.game.rules.meter.value;
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
            Pay::ToOne(_) | Pay::ForOne(_) | Pay::OperatorSet | Pay::Push => {
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
        if !self.game.rules.envy_bonus.value {
            return Ok(());
        }
        let Some(config) = self.game.config.progressive.clone() else {
            return Ok(());
        };
        let Some(schedule) = envy_schedule(self.game.rules.jurisdiction, &config.label) else {
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
                    && s.wagers.get(WagerKind::Progressive).0 > 0
                    && (!s.folded() || self.game.rules.progressive_live_on_fold.value)
            })
            .collect();
        for i in receivers {
            let wager = self.round.seats[i].wagers.get(WagerKind::Progressive);
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hcf::flush::raise_limits;
    use crate::jurisdiction::Jurisdiction;
    use crate::table::Game;

    #[test]
    fn the_largest_decision_is_the_largest_raise_the_flush_rule_allows() {
        let largest = (0..=7).map(|n| raise_limits(n).max_multiple).max();
        assert_eq!(
            Some(<HighCardFlush as Game>::LARGEST_DECISION_MULTIPLE),
            largest.map(i64::from)
        );
    }

    #[test]
    fn a_raise_cites_its_own_jurisdictions_provision() {
        let md = HcfRules::of(Jurisdiction::Maryland);
        let sd = HcfRules::of(Jurisdiction::SouthDakota);
        assert_eq!(md.raise_limits(6).citation.as_str(), "000/002 Ch.11 B(3)");
        assert_eq!(md.raise_limits(3).max_multiple, 1);
        assert_eq!(sd.raise_limits(5).citation.as_str(), "004 (7)");
        assert_eq!(sd.raise_limits(5).max_multiple, 2);
    }

    #[test]
    fn a_seat_risks_its_wagers_and_the_largest_raise() {
        let mut table = Table::new(TableConfig::default_for(Jurisdiction::Maryland)).unwrap();
        table.sit(2, 7).unwrap();
        table
            .set_wager(2, WagerKind::Ante, Cents::dollars(10))
            .unwrap();
        table
            .set_wager(2, WagerKind::FlushBonus, Cents::dollars(5))
            .unwrap();
        table
            .set_wager(2, WagerKind::Progressive, Cents::dollars(1))
            .unwrap();
        // $10 Ante + $5 Flush Bonus + $1 Progressive + a 3× Raise of $30.
        assert_eq!(table.exposure(2), Ok(Cents::dollars(46)));
        assert_eq!(table.exposure(1), Ok(Cents::ZERO));
        assert!(table.exposure(9).is_err());
    }
}
