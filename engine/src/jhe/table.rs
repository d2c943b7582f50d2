//! Jackpot Hold 'Em on the shared table core (RULES.md B8–B13): the game's wagers and rule data
//! as a [`Game`], and its own steps of a round — the three decision points with the community
//! cards revealed 1, 2, 2 (AMB-84), the dealer's reveal and qualification, and the settlement of
//! the Ante, X-tra Bonus and Play (B11.1), the Player Bonus and the Progressive from its named
//! meters.
//!
//! `Betting` → [`Table::no_more_bets`] → `Dealing` → [`Table::deal`] (the first community card
//! turns up) → `Decisions`: [`Table::decide`] for each seat in turn at each of the three points →
//! [`Table::reveal`] → `Revealed` → [`Table::settle`] → `Settled` → [`Table::finish`].

use super::config::{JheConfig, MeterSetting};
use super::paytables::JhePaytable;
use super::rules::{DealerCardsFromShuffler, JheDecision, JheRules, JheWager};
use crate::cards::{Card, CardSet};
use crate::citation::{Citation, Ruled};
use crate::meters::MeterBank;
use crate::money::{Cents, Overflow};
use crate::paytable::{Pay, PaytableHand};
use crate::poker::{evaluate, Category, HandValue};
use crate::table::{
    check_progressive_unit, cite, refuse, ActionError, DealPlan, DealingMethod, Game, Irregularity,
    Phase, PlayerId, ProcedureRules, Recipient, Remedy,
};
use crate::trace::{Outcome, PaidFrom};
use std::cmp::Ordering;
use std::sync::Arc;

/// A Jackpot Hold 'Em table.
pub type JheTable = crate::table::Table<JackpotHoldEm>;
/// One Jackpot Hold 'Em round's state and record.
pub type JheRound = crate::table::Round<JackpotHoldEm>;

/// Maryland Jackpot Hold 'Em as the operator configured the table.
#[derive(Clone, Debug, PartialEq)]
pub struct JackpotHoldEm {
    config: JheConfig,
    rules: JheRules,
    // Shared, not copied, when the table is cloned before each action: a table of one's own
    // (`JheCustomTable`) is owned, not one of the published `'static` tables.
    xtra_table: Arc<JhePaytable>,
    player_bonus_table: Arc<JhePaytable>,
    progressive_table: Option<Arc<JhePaytable>>,
}

/// How a settlement names the paytable it pays by: "X-tra Bonus Paytable A" for a published
/// table, "your X-tra Bonus table 'Mine'" for one of the user's own.
fn paytable_named(table: &JhePaytable) -> String {
    if table.origin == crate::paytable::Origin::Custom {
        format!("your {} table '{}'", table.wager.name(), table.label)
    } else {
        format!("{} Paytable {}", table.wager.name(), table.label)
    }
}

/// The wagers a void returns: all of them, or the Ante, X-tra Bonus and Play when the Player
/// Bonus and Progressive are still settled (001 Ch.13 C, F–G; AMB-67).
const REFUND_ALL: [JheWager; 5] = [
    JheWager::Ante,
    JheWager::XtraBonus,
    JheWager::Play,
    JheWager::PlayerBonus,
    JheWager::Progressive,
];

/// The wagers a void returns under this remedy, in the order they are returned.
pub(crate) fn refunded_on_void(remedy: Remedy) -> &'static [JheWager] {
    if remedy == Remedy::VoidMainSettleSideWagers {
        &REFUND_ALL[..3]
    } else {
        &REFUND_ALL
    }
}

/// An irregularity in Jackpot Hold 'Em's words: its players fold or place a Play (001 Ch.13 F),
/// and the community area can be dealt the wrong number of cards too (E).
pub fn describe_irregularity(irregularity: Irregularity) -> &'static str {
    match irregularity {
        Irregularity::DealerCardExposedEarly => {
            "a dealer card is exposed before every player has folded or placed a Play"
        }
        Irregularity::WrongNumberOfCards => {
            "a player, the dealer or the community area is dealt the wrong number of cards"
        }
        other => other.describe(),
    }
}

/// A remedy with Jackpot Hold 'Em's wagers and its five community cards.
pub fn remedy_words(remedy: Remedy) -> String {
    crate::table::describe_remedy(remedy, refunded_on_void, JackpotHoldEm::COMMUNITY_CARDS)
}

impl Game for JackpotHoldEm {
    type Wager = JheWager;
    type Decision = JheDecision;
    type HandValue = HandValue;
    type Meter = MeterBank;
    type Contribution = MeterBank;

    const ANTE: JheWager = JheWager::Ante;
    /// A Play of 3× the Ante at the first decision (001 Ch.11 C(1)).
    const LARGEST_DECISION_MULTIPLE: i64 = 3;
    const PROGRESSIVE: JheWager = JheWager::Progressive;
    const METERS: &'static str = "the meters";
    const COMMUNITY_CARDS: u8 = 5;

    fn describe_irregularity(&self, irregularity: Irregularity) -> &'static str {
        describe_irregularity(irregularity)
    }

    fn procedure_rules(&self) -> ProcedureRules {
        self.rules.table.clone()
    }

    crate::table::config_seating_hooks!();

    fn check_config(&self) -> Result<(), ActionError> {
        self.config.validate(&self.rules)
    }

    fn payout_limit(&self) -> Option<Cents> {
        self.config.payout_limit
    }

    fn offers_progressive(&self) -> bool {
        self.progressive_table.is_some()
    }

    fn seeded_meter(&self) -> Option<MeterBank> {
        let progressive = self.config.progressive.as_ref()?;
        Some(MeterBank::of(
            &progressive
                .meters
                .iter()
                .map(|m| (m.meter, m.initial))
                .collect::<Vec<_>>(),
        ))
    }

    /// Each meter takes its rate of progression of the wager, in whole cents (001 Ch.12 E).
    fn contribute(&self, meter: &mut MeterBank, stake: Cents) -> Result<MeterBank, Overflow> {
        let mut contribution = MeterBank::default();
        for setting in self.meter_settings() {
            contribution.set(
                setting.meter,
                stake.checked_mul_div(setting.rate_bp as i64, 10_000)?,
            );
        }
        meter.add_bank(&contribution)?;
        Ok(contribution)
    }

    fn withdraw(&self, meter: &mut MeterBank, contribution: MeterBank) -> Result<(), Overflow> {
        meter.sub_bank(&contribution)
    }

    fn contributed(contribution: MeterBank) -> Cents {
        contribution.total().unwrap_or(Cents(i64::MAX))
    }

    fn meter_citation(&self) -> Citation {
        Citation::new("001 Ch.12 E(1), (3), (5), (7), (9) (AMB-75)")
    }

    fn remedy(&self, irregularity: Irregularity, phase: Phase) -> Ruled<Remedy> {
        self.rules.remedy(irregularity, phase)
    }

    /// Two hole cards to each player and the dealer and five community cards, in the order the
    /// dealing method prescribes (B8–B10; AMB-79, AMB-80).
    fn deal_plan(&self, players: &[u8]) -> DealPlan {
        let seats = |sequence: &mut Vec<Recipient>| {
            for &p in players {
                sequence.extend([Recipient::Seat(p); 2]);
            }
        };
        let mut sequence = Vec::with_capacity(2 * players.len() + 7);
        let (text, citation) = match self.config.dealing_method {
            DealingMethod::AutomatedShoe => {
                sequence.extend([Recipient::Community; 5]);
                match self.config.dealer_cards {
                    DealerCardsFromShuffler::First => {
                        sequence.extend([Recipient::Dealer; 2]);
                        seats(&mut sequence);
                        ("the automated shoe delivers a five-card community stack face down, then the dealer's two cards, then a two-card stack to each player clockwise from the farthest left", "001 Ch.10 B(1)–(2) (AMB-80)")
                    }
                    DealerCardsFromShuffler::LeftInShuffler => {
                        seats(&mut sequence);
                        sequence.extend([Recipient::Dealer; 2]);
                        ("the automated shoe delivers a five-card community stack face down, then a two-card stack to each player clockwise from the farthest left; the dealer's two cards stay in the shuffler until every player has acted", "001 Ch.10 B(1), B(3) (AMB-80)")
                    }
                }
            }
            method => {
                for _ in 0..2 {
                    sequence.extend(players.iter().map(|&p| Recipient::Seat(p)));
                    sequence.push(Recipient::Dealer);
                }
                sequence.extend([Recipient::Community; 5]);
                let citation = if method == DealingMethod::Hand {
                    "001 Ch.9 B(1)–(3) (AMB-79)"
                } else {
                    "001 Ch.8 D(1)–(3) (AMB-79)"
                };
                ("one card at a time clockwise from the player farthest to the dealer's left, the dealer's card (under a cover card) last in each of two rotations; then five community cards face down", citation)
            }
        };
        DealPlan {
            sequence,
            hand_size: 2,
            community: 5,
            dealer_cards_stay_in_shuffler: self.config.dealing_method
                == DealingMethod::AutomatedShoe
                && self.config.dealer_cards == DealerCardsFromShuffler::LeftInShuffler,
            delivered_at_once: if self.config.dealing_method == DealingMethod::AutomatedShoe {
                2
            } else {
                1
            },
            described: Ruled {
                value: format!("Dealing by {}: {text}.", self.config.dealing_method.name()),
                citation: Citation::new(citation),
            },
        }
    }

    fn check_wager(
        table: &JheTable,
        index: usize,
        player: PlayerId,
        kind: JheWager,
        amount: Cents,
    ) -> Result<(), ActionError> {
        table.check_jhe_wager(index, player, kind, amount)
    }

    /// Every X-tra Bonus equals its Ante (001 Ch.7 F(1); AMB-64).
    fn check_ready(table: &JheTable) -> Result<(), ActionError> {
        for seat in table.round.seats.iter().filter(|s| s.in_round()) {
            if seat.wagers.get(JheWager::XtraBonus) != seat.wagers.get(JheWager::Ante) {
                return Err(refuse(
                    format!(
                        "seat {}: the X-tra Bonus must equal the Ante before the deal",
                        seat.number
                    ),
                    Some(table.game.rules.xtra_equals_ante.citation),
                ));
            }
        }
        Ok(())
    }

    /// The first community card turns up before the first decision (001 Ch.11 B).
    fn after_deal(table: &mut JheTable) {
        table.show_community_for(1);
    }

    fn refunded_on_void(&self, remedy: Remedy) -> &'static [JheWager] {
        refunded_on_void(remedy)
    }

    /// The Play of this decision point's multiple, or the point's other choice (check at the
    /// first two, fold at the third: 001 Ch.11 C, E, G).
    fn legal(table: &JheTable, seat: u8) -> Vec<JheDecision> {
        if table.check_turn(seat).is_err() {
            return Vec::new();
        }
        table
            .game
            .rules
            .options_at(table.round.decision_point)
            .to_vec()
    }

    /// A player plays (the point's multiple of the Ante), checks (points 1 and 2) or folds
    /// (point 3), in turn clockwise from the dealer's left (001 Ch.11 C, E, G).
    fn decide(table: &mut JheTable, seat: u8, decision: JheDecision) -> Result<(), ActionError> {
        let index = table.check_turn(seat)?;
        let point = table.round.decision_point;
        let rule = table.game.rules.decision_points[(point - 1) as usize];
        if decision != JheDecision::Play(rule.multiple) && decision != rule.otherwise {
            return Err(refuse(
                format!(
                    "at decision {point} the choice is a Play of {}× the Ante or to {}",
                    rule.multiple, rule.otherwise
                ),
                Some(rule.choice),
            ));
        }
        let ante = table.round.seats[index].wagers.get(JheWager::Ante);
        // Worked out before anything is recorded, so that an overflow changes nothing.
        let play = match decision {
            JheDecision::Play(multiple) => ante.checked_mul(multiple as i64)?,
            JheDecision::Check | JheDecision::Fold => Cents::ZERO,
        };
        table.record_decision(
            seat,
            point,
            decision,
            decision != JheDecision::Check,
            rule.choice,
        );
        match decision {
            JheDecision::Play(multiple) => {
                let s = &mut table.round.seats[index];
                s.wagers.set(JheWager::Play, play);
                s.decision = Some(decision);
                s.acted_at = point;
                table.step(
                    format!("Seat {seat} places a Play Wager of {multiple}× the Ante ({play})."),
                    rule.choice,
                );
            }
            JheDecision::Check => {
                table.round.seats[index].acted_at = point;
                table.step(format!("Seat {seat} checks."), rule.choice);
            }
            JheDecision::Fold => {
                let s = &mut table.round.seats[index];
                s.decision = Some(decision);
                s.acted_at = point;
                let xtra = s.wagers.get(JheWager::XtraBonus);
                let live_side = s.wagers.get(JheWager::PlayerBonus).0 > 0
                    || s.wagers.get(JheWager::Progressive).0 > 0;
                let fold = table.game.rules.round.fold;
                table.settled(
                    index,
                    JheWager::Ante,
                    Outcome::Forfeited,
                    ante,
                    Cents::ZERO,
                    None,
                    fold,
                    "Folded: the dealer collects the Ante.".into(),
                );
                table.settled(
                    index,
                    JheWager::XtraBonus,
                    Outcome::Forfeited,
                    xtra,
                    Cents::ZERO,
                    None,
                    fold,
                    "Folded: the dealer collects the X-tra Bonus.".into(),
                );
                if live_side {
                    table.step(
                        format!("Seat {seat}'s cards stay face down until its Player Bonus and Progressive are settled."),
                        table.game.rules.folded_cards_kept.citation,
                    );
                } else {
                    table.step(
                        format!("Seat {seat}'s cards go to the discard rack."),
                        Citation::new("001 Ch.11 G(3)(b), G(4)(b)"),
                    );
                }
            }
        }
        table.advance_decision_point();
        Ok(())
    }

    /// Once every player has played or folded, the dealer's two cards are turned up and the best
    /// hand formed with the five community cards (001 Ch.11 H); the dealer qualifies with a pair.
    fn reveal(table: &mut JheTable) -> Result<(), ActionError> {
        table.check_all_decided(table.game.rules.decision_points[2].choice)?;
        table.show_community_for(5);
        let dealer: CardSet = table
            .round
            .dealer
            .iter()
            .chain(&table.round.community)
            .copied()
            .collect();
        let value = evaluate(dealer);
        let qualifies = value.category() >= Category::Pair;
        // The automated deal has no cover card (001 Ch.10 B(2)); cards left in the shuffler
        // are taken out of it (Ch.11 H(1)).
        let from = match (
            table.game.config.dealing_method,
            table.game.config.dealer_cards,
        ) {
            (DealingMethod::AutomatedShoe, DealerCardsFromShuffler::LeftInShuffler) => {
                "takes the two cards from the shuffler and exposes them"
            }
            (DealingMethod::AutomatedShoe, DealerCardsFromShuffler::First) => {
                "turns the two cards face up"
            }
            _ => "removes the cover card and turns the two cards face up",
        };
        let cards: Vec<String> = table.round.dealer.iter().map(|c| c.pretty()).collect();
        table.revealed(
            value,
            qualifies,
            format!(
                "The dealer {from} ({}): {}, {}.",
                cards.join(", "),
                value.describe(),
                if qualifies {
                    "the dealer qualifies"
                } else {
                    "the dealer does not qualify (needs a pair or better)"
                }
            ),
            table.game.rules.round.dealer_reveal,
        );
        Ok(())
    }

    /// After an early dealer exposure or a face-up card found after the hole cards, the community
    /// cards are dealt and the Player Bonus and Progressive settled (001 Ch.13 C, G; AMB-67).
    fn settle_seats(table: &mut JheTable) -> Result<(), ActionError> {
        table.settle_seats()
    }

    fn after_void(
        table: &mut JheTable,
        remedy: Remedy,
        order: &[usize],
    ) -> Result<(), ActionError> {
        if remedy != Remedy::VoidMainSettleSideWagers {
            return Ok(());
        }
        table.step(
            "The five community cards are dealt and turned up; the Player Bonus and Progressive are settled on each player's hand.",
            Citation::new("001 Ch.13 C, G (AMB-67)"),
        );
        table.show_community_for(table.round.community.len());
        for &index in order {
            if table.round.seats[index].in_round() {
                table.settle_player_bonus(index)?;
                table.settle_progressive(index)?;
            }
        }
        Ok(())
    }
}

impl JheTable {
    /// Opens a table; the configuration is validated against Maryland's rules.
    pub fn new(config: JheConfig) -> Result<JheTable, ActionError> {
        let rules = JheRules::maryland();
        config.validate(&rules)?;
        let table = |wager| {
            super::paytables::paytable(wager, "A")
                .map(|t| Arc::new(t.clone()))
                .ok_or_else(|| refuse("a paytable is missing", None))
        };
        Ok(JheTable::open(JackpotHoldEm {
            xtra_table: table(JheWager::XtraBonus)?,
            player_bonus_table: table(JheWager::PlayerBonus)?,
            progressive_table: config.progressive_table().map(|t| Arc::new(t.clone())),
            config,
            rules,
        }))
    }

    /// Opens a table playing these tables (the user's own copies, `JheCustomTable::paytable`)
    /// in place of the published ones of their wagers: an X-tra Bonus, a Player Bonus, or a
    /// Progressive with the meters of the table the configuration offers (its meters are kept
    /// by that table's amounts). Refused, naming the table, for any other.
    pub fn with_paytables(
        config: JheConfig,
        tables: impl IntoIterator<Item = JhePaytable>,
    ) -> Result<JheTable, ActionError> {
        let mut table = JheTable::new(config)?;
        for own in tables {
            let title = own.title();
            match own.wager {
                JheWager::XtraBonus => table.game.xtra_table = Arc::new(own),
                JheWager::PlayerBonus => table.game.player_bonus_table = Arc::new(own),
                JheWager::Progressive => match &table.game.progressive_table {
                    Some(offered) if offered.meters() == own.meters() => {
                        table.game.progressive_table = Some(Arc::new(own))
                    }
                    Some(offered) => {
                        return Err(refuse(
                            format!(
                                "{title} does not pay the meters of Progressive Paytable {}, which this table runs",
                                offered.label
                            ),
                            None,
                        ))
                    }
                    None => {
                        return Err(refuse(
                            format!("{title} cannot be played: this table does not offer the Progressive"),
                            None,
                        ))
                    }
                },
                JheWager::Ante | JheWager::Play => {
                    return Err(refuse(format!("{title} is not a table a side wager pays by"), None))
                }
            }
        }
        Ok(table)
    }

    pub fn config(&self) -> &JheConfig {
        &self.game.config
    }

    pub fn rules(&self) -> &JheRules {
        &self.game.rules
    }

    /// The paytable of a wager offered here.
    pub fn paytable(&self, wager: JheWager) -> Option<&JhePaytable> {
        match wager {
            JheWager::XtraBonus => Some(&self.game.xtra_table),
            JheWager::PlayerBonus => self
                .game
                .config
                .player_bonus
                .map(|_| &*self.game.player_bonus_table),
            JheWager::Progressive => self.game.progressive_table.as_deref(),
            JheWager::Ante | JheWager::Play => None,
        }
    }

    /// The Ante and the equal X-tra Bonus on a seat, together (zero takes both back).
    pub fn place_ante(&mut self, seat: u8, amount: Cents) -> Result<(), ActionError> {
        let before = self.clone();
        let result = self
            .set_wager(seat, JheWager::XtraBonus, Cents::ZERO)
            .and_then(|_| self.set_wager(seat, JheWager::Ante, amount))
            .and_then(|_| self.set_wager(seat, JheWager::XtraBonus, amount));
        if result.is_err() {
            *self = before;
        }
        result
    }

    fn check_jhe_wager(
        &self,
        index: usize,
        player: PlayerId,
        kind: JheWager,
        amount: Cents,
    ) -> Result<(), ActionError> {
        let seat = &self.round.seats[index];
        let wagers = &seat.wagers;
        let config = &self.game.config;
        let rules = &self.game.rules;
        let placing = amount.0 > 0;
        let ante = wagers.get(JheWager::Ante);
        match kind {
            JheWager::Ante => {
                if wagers.any_besides(JheWager::Ante) {
                    return Err(refuse(
                        "take back the X-tra Bonus and side wagers first: they go with the Ante",
                        Some(rules.xtra_equals_ante.citation),
                    ));
                }
                self.check_ante(index, player, amount, (config.ante_min, config.ante_max))?;
            }
            JheWager::XtraBonus => {
                if placing && amount != ante {
                    return Err(refuse(
                        format!("the X-tra Bonus equals the Ante ({ante})"),
                        Some(rules.xtra_equals_ante.citation),
                    ));
                }
                if !placing
                    && (wagers.get(JheWager::PlayerBonus).0 > 0
                        || wagers.get(JheWager::Progressive).0 > 0)
                {
                    return Err(refuse(
                        "take back the Player Bonus and Progressive first",
                        Some(rules.xtra_equals_ante.citation),
                    ));
                }
            }
            JheWager::Play => {
                return Err(refuse(
                    "the Play Wager is made at a decision point, after the cards are seen",
                    cite("001 Ch.7 E; Ch.11 C"),
                ))
            }
            JheWager::PlayerBonus if placing => {
                let Some((min, max)) = config.player_bonus else {
                    return Err(refuse("this table does not offer the Player Bonus", None));
                };
                if wagers.get(JheWager::XtraBonus).0 == 0 {
                    return Err(refuse(
                        "place the Ante and X-tra Bonus first",
                        cite("001 Ch.7 F(1)–(2)"),
                    ));
                }
                if amount < min || amount > max {
                    return Err(refuse(
                        format!("the Player Bonus must be between {min} and {max}"),
                        Some(rules.table.wagering.side_limits),
                    ));
                }
            }
            JheWager::Progressive if placing => {
                let Some(progressive) = &config.progressive else {
                    return Err(refuse("this table does not offer the Progressive", None));
                };
                if wagers.get(JheWager::XtraBonus).0 == 0 {
                    return Err(refuse(
                        "the Progressive is placed after the Ante and X-tra Bonus",
                        Some(rules.table.wagering.progressive_after_ante),
                    ));
                }
                check_progressive_unit(
                    amount,
                    progressive.unit,
                    Citation::new("001 Ch.7 F(3) (AMB-75)"),
                )?;
            }
            JheWager::PlayerBonus | JheWager::Progressive => {}
        }
        Ok(())
    }

    // ----- Community cards and decisions ----------------------------------------------------

    /// Turns up community cards until `count` are face up, each step with its rule (1, then 2,
    /// then 2: 001 Ch.11 B, D, F).
    fn show_community_for(&mut self, count: usize) {
        let points = self.game.rules.decision_points;
        for point in points {
            let target = point.community_shown as usize;
            if target > count || self.round.community_shown >= target {
                continue;
            }
            let from = self.round.community_shown;
            let shown: Vec<String> = self.round.community[from..target]
                .iter()
                .map(|c| c.pretty())
                .collect();
            let what = match target - from {
                1 => format!("The first community card is turned up: {}.", shown[0]),
                2 => format!(
                    "Community cards {} and {} are turned up: {}.",
                    from + 1,
                    target,
                    shown.join(", ")
                ),
                _ => format!(
                    "Community cards {} to {} are turned up: {}.",
                    from + 1,
                    target,
                    shown.join(", ")
                ),
            };
            self.round.community_shown = target;
            let at = self.round.steps.len();
            self.round.community_turned.push((at, target));
            self.step(what, point.reveal);
        }
    }

    /// The seat's two hole cards and the community cards.
    fn seven_cards(&self, index: usize) -> CardSet {
        self.round.seats[index]
            .cards
            .iter()
            .chain(&self.round.community)
            .copied()
            .collect()
    }

    /// What the Progressive is judged on: the two hole cards and the first three community cards
    /// (AMB-68, revised).
    pub fn progressive_hand(&self, seat: u8) -> Option<CardSet> {
        let s = self.round.seat(seat)?;
        (s.cards.len() == 2 && self.round.community.len() >= 3).then(|| {
            s.cards
                .iter()
                .chain(&self.round.community[..3])
                .copied()
                .collect()
        })
    }

    /// The decision point being played (1 to 3).
    pub fn decision_point(&self) -> u8 {
        self.round.decision_point
    }

    /// When everyone has acted at this point, the next cards turn up and the players without a
    /// Play are asked again (a point nobody is asked at passes with its cards turned up).
    fn advance_decision_point(&mut self) {
        while self.round.next_to_act().is_none() && self.round.decision_point < 3 {
            self.round.decision_point += 1;
            let shown = self.game.rules.decision_points[(self.round.decision_point - 1) as usize]
                .community_shown as usize;
            self.show_community_for(shown);
        }
    }

    // ----- Reveal and settlement ------------------------------------------------------------

    /// Settles each seat counterclockwise from the player farthest to the dealer's right: the
    /// Ante, X-tra Bonus and Play (B11.1), then the Player Bonus, then the Progressive; a folded
    /// player's live side wagers at its seat (AMB-72).
    fn settle_seats(&mut self) -> Result<(), ActionError> {
        for index in (0..self.round.seats.len()).rev() {
            let seat = &self.round.seats[index];
            if !seat.in_round() {
                continue;
            }
            if seat.folded() {
                let live = seat.wagers.get(JheWager::PlayerBonus).0 > 0
                    || seat.wagers.get(JheWager::Progressive).0 > 0;
                if live {
                    self.step(
                        format!("Seat {} folded: its cards are turned up and only its Player Bonus and Progressive are settled.", seat.number),
                        self.game.rules.round.folded_side_wagers,
                    );
                }
            } else {
                self.settle_main(index)?;
            }
            self.settle_player_bonus(index)?;
            self.settle_progressive(index)?;
        }
        Ok(())
    }

    /// The Ante, X-tra Bonus and Play of a seat that placed a Play (B11.1; AMB-70).
    fn settle_main(&mut self, index: usize) -> Result<(), ActionError> {
        let number = self.round.seats[index].number;
        let player = evaluate(self.seven_cards(index));
        let dealer = self
            .round
            .dealer_value
            .ok_or_else(|| refuse("the dealer has not revealed", None))?;
        let qualifies = self.round.dealer_qualifies.unwrap_or(false);
        let order = player.cmp(&dealer);
        let c = self.game.rules.round;
        let versus = match order {
            Ordering::Greater => format!(
                "{} beats the dealer's {}",
                player.describe(),
                dealer.describe()
            ),
            Ordering::Less => format!(
                "{} loses to the dealer's {}",
                player.describe(),
                dealer.describe()
            ),
            Ordering::Equal => format!("{} ties the dealer", player.describe()),
        };
        let judged_by = match order {
            Ordering::Greater => c.player_higher,
            Ordering::Less => c.player_lower,
            Ordering::Equal => c.tie,
        };
        self.judge_seat(index, order, judged_by);
        let wagers = self.round.seats[index].wagers.clone();
        // Ante: returned when the dealer does not qualify; otherwise by the comparison.
        let ante = wagers.get(JheWager::Ante);
        if !qualifies {
            self.settled_unpaid(
                index,
                JheWager::Ante,
                Outcome::Push,
                ante,
                c.ante_returned,
                "The dealer does not qualify: the Ante is returned.".into(),
            );
        } else {
            self.one_to_one(index, number, JheWager::Ante, ante, order, &versus)?;
        }
        // X-tra Bonus: compared whatever the dealer holds; a win pays the paytable, a push
        // below a straight (AMB-70).
        let xtra = wagers.get(JheWager::XtraBonus);
        match order {
            Ordering::Greater => {
                let table = Arc::clone(&self.game.xtra_table);
                let line = table.winning_line(self.seven_cards(index)).map(|(_, l)| *l);
                match line.map(|l| (l.hand, l.pay)) {
                    Some((hand, Pay::ToOne(n))) if n > 0 => {
                        let full = xtra.checked_mul(n as i64)?;
                        let (won, note) = self.cap(number, full);
                        self.settled(
                            index,
                            JheWager::XtraBonus,
                            Outcome::Won,
                            xtra,
                            won,
                            Some(format!("{}, {n} to 1", hand.name())),
                            c.xtra_bonus,
                            format!(
                                "{versus}: {} pays {n} to 1 for a {}.{}",
                                paytable_named(&table),
                                hand.name().to_lowercase(),
                                note.unwrap_or_default()
                            ),
                        );
                    }
                    _ => {
                        self.settled(
                            index,
                            JheWager::XtraBonus,
                            Outcome::Push,
                            xtra,
                            Cents::ZERO,
                            Some("Less than a straight, a push".into()),
                            c.xtra_bonus,
                            format!(
                                "{versus}, but with less than a straight the X-tra Bonus pushes."
                            ),
                        );
                    }
                }
            }
            _ => self.one_to_one(index, number, JheWager::XtraBonus, xtra, order, &versus)?,
        }
        // Play: 1 to 1 by the comparison, whatever the dealer holds.
        let play = wagers.get(JheWager::Play);
        self.one_to_one(index, number, JheWager::Play, play, order, &versus)
    }

    /// A wager settled 1 to 1 on the comparison (won, lost or pushed).
    fn one_to_one(
        &mut self,
        index: usize,
        number: u8,
        kind: JheWager,
        stake: Cents,
        order: Ordering,
        versus: &str,
    ) -> Result<(), ActionError> {
        let c = self.game.rules.round;
        match order {
            Ordering::Greater => {
                let (won, note) = self.cap(number, stake);
                self.settled_even_money(
                    index,
                    kind,
                    stake,
                    won,
                    c.player_higher,
                    format!(
                        "{versus}: the {} is paid 1 to 1.{}",
                        kind.name(),
                        note.unwrap_or_default()
                    ),
                );
            }
            Ordering::Less => {
                self.settled_unpaid(
                    index,
                    kind,
                    Outcome::Lost,
                    stake,
                    c.player_lower,
                    format!("{versus}: the {} is collected.", kind.name()),
                );
            }
            Ordering::Equal => {
                self.settled_unpaid(
                    index,
                    kind,
                    Outcome::Push,
                    stake,
                    c.tie,
                    format!("{versus}: the {} is returned.", kind.name()),
                );
            }
        }
        Ok(())
    }

    /// The Player Bonus on the best five of the seven cards, whatever the dealer holds
    /// (001 Ch.11 J; Ch.12 C).
    fn settle_player_bonus(&mut self, index: usize) -> Result<(), ActionError> {
        let seat = &self.round.seats[index];
        let stake = seat.wagers.get(JheWager::PlayerBonus);
        if stake.0 == 0 || seat.settled.contains(&JheWager::PlayerBonus) {
            return Ok(());
        }
        let number = seat.number;
        let citation = self.game.rules.round.player_bonus;
        let cards = self.seven_cards(index);
        let table = Arc::clone(&self.game.player_bonus_table);
        match table.winning_line(cards).map(|(_, l)| *l) {
            Some(line) => {
                let Pay::ToOne(n) = line.pay else {
                    return Err(refuse("a Player Bonus line must pay to 1", None));
                };
                let full = stake.checked_mul(n as i64)?;
                let (won, note) = self.cap(number, full);
                self.settled(
                    index,
                    JheWager::PlayerBonus,
                    Outcome::Won,
                    stake,
                    won,
                    Some(format!("{}, {n} to 1", line.hand.name())),
                    citation,
                    format!(
                        "{}: {} pays {n} to 1 on {stake}, whatever the dealer holds.{}",
                        paytable_named(&table),
                        evaluate(cards).describe(),
                        note.unwrap_or_default()
                    ),
                );
            }
            None => {
                self.settled_unpaid(
                    index,
                    JheWager::PlayerBonus,
                    Outcome::Lost,
                    stake,
                    citation,
                    format!(
                        "Player Bonus: {} is below three of a kind; the wager loses.",
                        evaluate(cards).describe()
                    ),
                );
            }
        }
        Ok(())
    }

    /// The Progressive on the hole cards and the first three community cards (AMB-68), paid from
    /// the meter as it stands at this player's turn; a won meter resets (001 Ch.11 K; Ch.12 D–E).
    fn settle_progressive(&mut self, index: usize) -> Result<(), ActionError> {
        let seat = &self.round.seats[index];
        let stake = seat.wagers.get(JheWager::Progressive);
        if stake.0 == 0 || seat.settled.contains(&JheWager::Progressive) {
            return Ok(());
        }
        let number = seat.number;
        let table = self
            .game
            .progressive_table
            .clone()
            .ok_or_else(|| refuse("this table does not offer the Progressive", None))?;
        let hand = self
            .progressive_hand(number)
            .ok_or_else(|| refuse("the Progressive hand is not out yet", None))?;
        let described = evaluate(hand).describe();
        let c = self.game.rules.round;
        let title = paytable_named(&table);
        let Some((_, line)) = table.winning_line(hand).map(|(i, l)| (i, *l)) else {
            self.settled_unpaid(index, JheWager::Progressive, Outcome::Lost, stake, c.progressive, format!("{title}: {described} (hole cards and the first three community cards) wins nothing; the wager, collected before the deal, is lost."));
            return Ok(());
        };
        match line.pay {
            Pay::MeterPercent { meter, percent } => {
                let mut bank = self
                    .meter
                    .ok_or_else(|| refuse("the progressive has no meters", None))?;
                let amount = bank.get(meter).checked_mul_div(percent as i64, 100)?;
                let reset = self
                    .meter_settings()
                    .iter()
                    .find(|m| m.meter == meter)
                    .map_or(Cents::ZERO, |m| m.reset);
                bank.set(meter, reset);
                self.meter = Some(bank);
                self.step(
                    format!("Seat {number}'s Progressive: the dealer checks the hand wins and the {} light is lit; a floorperson validates the award.", meter.name()),
                    c.progressive_paid_from_meter,
                );
                self.settled_from(index, JheWager::Progressive, Outcome::Won, stake, amount, PaidFrom::Meter,
                    Some(format!("{}, {percent}% of the {}", line.hand.name(), meter.name())), c.progressive,
                    format!("{title}: {described} pays {percent}% of the {}, {amount}, as it stands at this player's turn; the meter resets to {reset}.", meter.name()));
            }
            Pay::ForOne(n) => {
                let amount = stake.checked_mul(n as i64)?;
                self.settled(index, JheWager::Progressive, Outcome::Won, stake, amount,
                    Some(format!("{}, {n} for 1", line.hand.name())), c.progressive,
                    format!("{title}: {described} pays {n} for 1, {amount} in all (the stake was collected before the deal, AMB-69)."));
            }
            _ => {
                return Err(refuse(
                    "a Progressive line must pay a meter or N for 1",
                    None,
                ))
            }
        }
        Ok(())
    }

    fn meter_settings(&self) -> &[MeterSetting] {
        self.game.meter_settings()
    }

    /// A deck order that deals these hole cards, dealer cards and community cards.
    pub fn arrange(
        &self,
        hands: &[(u8, Vec<Card>)],
        dealer: &[Card],
        community: &[Card],
    ) -> Result<Vec<Card>, ActionError> {
        self.arrange_deck_with_community(hands, dealer, community)
    }
}

impl JackpotHoldEm {
    fn meter_settings(&self) -> &[MeterSetting] {
        self.config
            .progressive
            .as_ref()
            .map_or(&[], |p| p.meters.as_slice())
    }
}
