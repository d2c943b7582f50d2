//! Each jurisdiction's High Card Flush rules as one value of switches (RULES.md §0.4, Part A).
//!
//! Nothing else in the engine asks "which jurisdiction is this?": the round, the settlement, the
//! analysis and the academy read these switches, each of which carries the citation it follows.
//! Where a document is silent the value is a neutral default whose citation says "not stated",
//! so that the academy never presents it as law (AMB-47, AMB-62).

use super::straight_flush::AceRule;
use crate::citation::{Citation, Ruled};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
pub use crate::table::procedure::{
    CutRule, CutStyle, DealingMethod, Irregularity, OutOfService, ProcedureCitations, Remedy,
    WageringCitations,
};
use serde::Serialize;

/// A dealing method's name in High Card Flush, whose automated shoe delivers seven-card stacks.
pub fn method_name(method: DealingMethod) -> &'static str {
    match method {
        DealingMethod::AutomatedShoe => "automated dealing shoe (seven-card stacks)",
        other => other.name(),
    }
}

/// The order in which the seven cards of each hand come out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum DealPattern {
    /// One card at a time clockwise from the dealer's left; the dealer takes one card at the end
    /// of each rotation (MD Ch.8 E / Ch.9 B(2) with AMB-32; SD 004 (4)).
    CardByCardDealerEachRotation,
    /// Seven consecutive cards to each player clockwise, then seven to the dealer (MA §7(c)–(d)).
    SevenConsecutiveDealerLast,
    /// Seven-card stacks clockwise, the dealer's stack last (MD Ch.10 B; MA §9; SD 004 (4)).
    StacksDealerLast,
}

impl DealPattern {
    pub fn describe(self) -> &'static str {
        match self {
            DealPattern::CardByCardDealerEachRotation => {
                "one card at a time, clockwise from the player farthest to the dealer's left; the dealer's card comes last in each of the seven rotations"
            }
            DealPattern::SevenConsecutiveDealerLast => {
                "seven consecutive cards to each player, clockwise from the player farthest to the dealer's left; then seven to the dealer"
            }
            DealPattern::StacksDealerLast => {
                "a seven-card stack to each player clockwise from the player farthest to the dealer's left; the dealer's stack last"
            }
        }
    }
}

/// A wager type, in layout order (each jurisdiction's settlement order is `settlement_order`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
pub enum WagerKind {
    Ante,
    Raise,
    FlushBonus,
    StraightFlushBonus,
    Progressive,
    EnvyBonus,
}

impl WagerKind {
    pub fn name(self) -> &'static str {
        match self {
            WagerKind::Ante => "Ante",
            WagerKind::Raise => "Raise",
            WagerKind::FlushBonus => "Flush Bonus",
            WagerKind::StraightFlushBonus => "Straight Flush Bonus",
            WagerKind::Progressive => "Progressive",
            WagerKind::EnvyBonus => "Envy Bonus",
        }
    }

    /// Per-wager statistics keep five columns: Ante, Raise, Flush Bonus, Straight Flush Bonus,
    /// and the Progressive with the Envy Bonus it brings.
    pub const TALLIES: usize = 5;

    /// This wager's column in per-wager statistics.
    pub fn tally_index(self) -> usize {
        match self {
            WagerKind::Ante => 0,
            WagerKind::Raise => 1,
            WagerKind::FlushBonus => 2,
            WagerKind::StraightFlushBonus => 3,
            WagerKind::Progressive | WagerKind::EnvyBonus => 4,
        }
    }
}

/// When a folded player's live side wagers are settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum FoldedSideSettlement {
    /// In the counterclockwise settlement pass, at the player's seat (MD AMB-24, SD AMB-59).
    InSettlementPass,
    /// At the time of the fold (MA 003 §10(c)).
    AtFold,
}

/// When Progressive awards are paid within the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ProgressiveTiming {
    /// As each player is settled, from the meter as it stands then (MD Ch.12 E(3); MA §12(f)).
    InPlayerTurn,
    /// After every player's other wagers, counterclockwise (SD 004 (6), (12) tail (e); AMB-58).
    EndOfRound,
}

/// The per-hand payout limit (A3.12; AMB-16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PayoutLimitPolicy {
    /// Maryland: the greater of $50,000 or the most one player can win in a round at the table
    /// minimums; configurable higher, never lower; Ante + Raise + Flush Bonus + SFB only.
    Statutory { floor: Cents },
    /// Massachusetts: the licensee may set one; no figure (003 §11(g)).
    Optional,
    /// South Dakota: none.
    None,
}

/// How many adjacent betting boxes one player may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum AdjacentBoxes {
    /// Set in the operator's Rules Submission (MD Ch.7 G).
    OperatorSets,
    /// Two or three adjacent positions at the licensee's discretion (MA §6(e)).
    UpTo(u8),
    /// Not stated; one box per player (AMB-62).
    NotStated,
}

/// The Progressive wager amount.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ProgressiveUnit {
    /// Fixed by the rules (MA $1.00, 003 §6(a)(4)).
    Fixed(Cents),
    /// Not stated: default $1, fixed prizes and Envy scale with the unit (AMB-12).
    Configurable { default: Cents },
}

/// How the progressive meter starts, grows and resets (A3.13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MeterModel {
    /// MD: seed and reset configured, at least the paytable's minimum; contribution rate from
    /// the Rules Submission; percentage awards deducted (AMB-23).
    OperatorSeedWithMinimum,
    /// MA: starts at $10,000; main and secondary contributions per paytable; a 100% award resets
    /// main to secondary and secondary to zero (003 §11(f); AMB-38).
    MainAndSecondary { start: Cents },
    /// SD: seed set by the operator; a 100% award resets to seed plus reserve (AMB-57).
    SeedPlusReserve,
}

/// Deck-change intervals (MD Ch.3 C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DeckChange {
    pub hand_dealt_hours: u8,
    pub shoe_dealt_hours: u8,
}

/// A jurisdiction's High Card Flush rules: every switch RULES.md §0.4 lists, with citations.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HcfRules {
    pub jurisdiction: Jurisdiction,
    pub ace_rule: Ruled<AceRule>,
    pub max_positions: Ruled<u8>,
    pub cover_cards: Ruled<u8>,
    pub two_deck_option: Ruled<bool>,
    pub deck_change: Ruled<Option<DeckChange>>,
    pub dealing_methods: Ruled<&'static [DealingMethod]>,
    pub hand_dealing_needs_shuffler: Ruled<bool>,
    pub dealer_cards_covered: Ruled<bool>,
    pub cut: Ruled<CutRule>,
    pub stub_count_every_rounds: Ruled<Option<u8>>,
    /// What is done with a shuffler or automated shoe that cannot be used.
    pub device_out_of_service: Ruled<&'static [OutOfService]>,
    pub no_more_bets_announced: Ruled<bool>,
    pub progressive_sensor_check: Ruled<bool>,
    pub decision_order: Ruled<&'static str>,
    pub settlement_order: Ruled<&'static [WagerKind]>,
    /// The Ante and Raise settled in one step, in either order (MD, MA); or the order of
    /// `settlement_order` for them too (SD: raise, then ante, AMB-58).
    pub ante_and_raise_together: Ruled<bool>,
    /// A folded player's Ante is collected once every player has raised or folded (MD, SD), or
    /// at the fold (MA).
    pub folds_collected_after_every_decision: Ruled<bool>,
    pub progressive_timing: Ruled<ProgressiveTiming>,
    pub flush_bonus_live_on_fold: Ruled<bool>,
    pub sfb_live_on_fold: Ruled<bool>,
    pub progressive_live_on_fold: Ruled<bool>,
    pub folded_side_settlement: Ruled<FoldedSideSettlement>,
    pub payout_limit: Ruled<PayoutLimitPolicy>,
    pub adjacent_boxes: Ruled<AdjacentBoxes>,
    pub progressive_unit: Ruled<ProgressiveUnit>,
    pub meter: Ruled<MeterModel>,
    pub envy_bonus: Ruled<bool>,
    pub fixed_progressive_from_tray: Ruled<bool>,
    /// Where this rule set states the wagering rules a refused action cites.
    pub wagering: WageringCitations,
    /// Where it states the table procedure every round performs.
    pub procedure: ProcedureCitations,
    /// Where it states the High Card Flush steps of a round.
    pub round: RoundCitations,
}

impl HcfRules {
    /// The table procedure these rules state, as the shared table core reads it.
    pub fn procedure_rules(&self) -> crate::table::ProcedureRules {
        crate::table::ProcedureRules {
            jurisdiction_name: self.jurisdiction.name(),
            adjacent_boxes: self.adjacent_boxes.citation,
            no_more_bets_announced: self.no_more_bets_announced.clone(),
            progressive_sensor_check: self.progressive_sensor_check.clone(),
            cut: self.cut.clone(),
            stub_count_every_rounds: self.stub_count_every_rounds.clone(),
            device_out_of_service: self.device_out_of_service.clone(),
            decision_order: self.decision_order.citation,
            wagering: self.wagering,
            citations: self.procedure,
        }
    }

    /// The Raise a hand allows here (C7), citing this jurisdiction's own provision.
    pub fn raise_limits(&self, flush_len: u8) -> super::flush::RaiseLimits {
        let limits = super::flush::raise_limits(flush_len);
        let citation = match limits.max_multiple {
            1 => self.round.raise_one,
            2 => self.round.raise_two,
            _ => self.round.raise_three,
        };
        super::flush::RaiseLimits { citation, ..limits }
    }
}

/// The provisions High Card Flush's own round steps cite, per rule set.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RoundCitations {
    /// A fold forfeits the Ante.
    pub fold: Citation,
    /// Folded players' forfeited wagers and cards are collected before the reveal.
    pub folded_collected: Citation,
    /// The dealer reveals and arranges the seven cards.
    pub reveal: Citation,
    /// The dealer does not qualify: Ante paid, Raise returned.
    pub dealer_not_qualified: Citation,
    /// The player's hand beats, loses to or ties the qualifying dealer's.
    pub beats: Citation,
    pub loses: Citation,
    pub ties: Citation,
    /// The Raise with a flush of four cards or fewer (exactly 1×), five (up to 2×), six or
    /// seven (up to 3×).
    pub raise_one: Citation,
    pub raise_two: Citation,
    pub raise_three: Citation,
}

const MD_ORDER: [WagerKind; 6] = [
    WagerKind::Ante,
    WagerKind::Raise,
    WagerKind::FlushBonus,
    WagerKind::StraightFlushBonus,
    WagerKind::Progressive,
    WagerKind::EnvyBonus,
];
const MA_ORDER: [WagerKind; 5] = [
    WagerKind::Ante,
    WagerKind::Raise,
    WagerKind::FlushBonus,
    WagerKind::StraightFlushBonus,
    WagerKind::Progressive,
];
const SD_ORDER: [WagerKind; 5] = [
    WagerKind::Raise,
    WagerKind::Ante,
    WagerKind::FlushBonus,
    WagerKind::StraightFlushBonus,
    WagerKind::Progressive,
];
const ALL_METHODS: [DealingMethod; 3] = DealingMethod::ALL;
const SD_METHODS: [DealingMethod; 2] = [DealingMethod::ManualShoe, DealingMethod::AutomatedShoe];

impl HcfRules {
    /// The rules of one jurisdiction, with the adopted interpretations of AMBIGUITIES.md.
    pub fn of(jurisdiction: Jurisdiction) -> HcfRules {
        match jurisdiction {
            Jurisdiction::Maryland => HcfRules {
                jurisdiction,
                ace_rule: Ruled::new(AceRule::HighOnly, "000/002 Ch.6 A, E (AMB-1)"),
                max_positions: Ruled::new(6, "000/002 Ch.2 A"),
                cover_cards: Ruled::new(2, "000/002 Ch.3 A"),
                two_deck_option: Ruled::new(true, "000/002 Ch.3 B(1)–(5)"),
                deck_change: Ruled::new(
                    Some(DeckChange {
                        hand_dealt_hours: 4,
                        shoe_dealt_hours: 8,
                    }),
                    "000/002 Ch.3 C(1)–(2)",
                ),
                dealing_methods: Ruled::new(&ALL_METHODS, "000/002 Ch.8, Ch.9, Ch.10"),
                hand_dealing_needs_shuffler: Ruled::new(true, "000/002 Ch.9 A(1)"),
                dealer_cards_covered: Ruled::new(true, "000/002 Ch.8 E; Ch.9 B(2); Ch.10 B(2)"),
                cut: Ruled::new(
                    CutRule {
                        style: CutStyle::CoverCardInserted,
                        min_depth: Some(10),
                    },
                    "000/002 Ch.5 D(2), E",
                ),
                stub_count_every_rounds: Ruled::new(
                    Some(5),
                    "000/002 Ch.8 G; Ch.9 C(1); Ch.10 C (AMB-27)",
                ),
                device_out_of_service: Ruled::new(
                    &[OutOfService::Covered, OutOfService::OutOfOrderSign],
                    "000/002 Ch.13 I",
                ),
                no_more_bets_announced: Ruled::new(
                    true,
                    "000/002 Ch.8 C; Ch.9 A(3)(a); Ch.10 A(2)(a)",
                ),
                progressive_sensor_check: Ruled::new(false, "000/002 Ch.8 C(2)(a)–(c)"),
                decision_order: Ruled::new(
                    "clockwise from the player farthest to the dealer's left",
                    "000/002 Ch.11 B",
                ),
                settlement_order: Ruled::new(&MD_ORDER, "000/002 Ch.11 B(5)–(9)"),
                ante_and_raise_together: Ruled::new(true, "000/002 Ch.11 B(5)(c)–(d)"),
                folds_collected_after_every_decision: Ruled::new(true, "000/002 Ch.11 B(4)(a)"),
                progressive_timing: Ruled::new(
                    ProgressiveTiming::InPlayerTurn,
                    "000/002 Ch.12 E(3)",
                ),
                flush_bonus_live_on_fold: Ruled::new(true, "000/002 Ch.11 B(4)(a)"),
                sfb_live_on_fold: Ruled::new(true, "000/002 Ch.11 B(4)(a)"),
                progressive_live_on_fold: Ruled::new(true, "000/002 Ch.11 B(4)(a) (AMB-8)"),
                folded_side_settlement: Ruled::new(
                    FoldedSideSettlement::InSettlementPass,
                    "000/002 Ch.11 B(4)(a), B(5) (AMB-24)",
                ),
                payout_limit: Ruled::new(
                    PayoutLimitPolicy::Statutory {
                        floor: Cents::dollars(50_000),
                    },
                    "000/002 Ch.12 D; Ch.2 B(7)(d) (AMB-16)",
                ),
                adjacent_boxes: Ruled::new(AdjacentBoxes::OperatorSets, "000/002 Ch.7 G"),
                progressive_unit: Ruled::new(
                    ProgressiveUnit::Configurable {
                        default: Cents::dollars(1),
                    },
                    "000/002 Ch.7 F(4) (AMB-12)",
                ),
                meter: Ruled::new(
                    MeterModel::OperatorSeedWithMinimum,
                    "000/002 Ch.12 E(2)–(3) (AMB-23)",
                ),
                envy_bonus: Ruled::new(true, "000/002 Ch.11 B(9)(e); Ch.12 E(4)–(5)"),
                fixed_progressive_from_tray: Ruled::new(true, "not stated (AMB-23)"),
                wagering: WageringCitations {
                    seated: Citation::new("000/002 Ch.7 C(1)"),
                    no_changes: Citation::new("000/002 Ch.7 D–E"),
                    ante_limits: Citation::new("000/002 Ch.7 F(1)"),
                    side_limits: Citation::new("000/002 Ch.7 F(2)–(3)"),
                    progressive_after_ante: Citation::new("000/002 Ch.7 F(4)(a)"),
                    deal_needs_ante: Citation::new("000/002 Ch.8 E"),
                },
                procedure: ProcedureCitations {
                    shuffle_by_hand: Citation::new("000/002 Ch.5 A"),
                    shuffle_automatic: Citation::new("000/002 Ch.5 A–B"),
                    shuffle_counting: Citation::new("000/002 Ch.5 C"),
                    progressive_lock: Citation::new(
                        "000/002 Ch.8 C(1); Ch.9 A(3)(b); Ch.10 A(2)(b)",
                    ),
                    progressive_collect: Citation::new("000/002 Ch.8 C(2)(a), (c)"),
                    progressive_count: Citation::new("000/002 Ch.8 C(2)(b)"),
                    stub_removed: Citation::new("000/002 Ch.8 F; Ch.9 B(3); Ch.10 B(3) (AMB-26)"),
                    deck_removed: Citation::new("000/002 Ch.8 J(2)"),
                    settlement_order: Citation::new("000/002 Ch.11 B(5)"),
                    cards_cleared: Citation::new("000/002 Ch.11 C"),
                    progressive_validation: Some(Citation::new("000/002 Ch.11 B(9)(c)")),
                    award_paperwork: None,
                },
                round: RoundCitations {
                    fold: Citation::new("000/002 Ch.11 B, B(4)(a)"),
                    folded_collected: Citation::new("000/002 Ch.11 B(4)(a)"),
                    reveal: Citation::new("000/002 Ch.11 B(4)(b)"),
                    dealer_not_qualified: Citation::new("000/002 Ch.11 B(5)(c)"),
                    beats: Citation::new("000/002 Ch.11 B(5)(d); Ch.12 A"),
                    loses: Citation::new("000/002 Ch.11 B(5)(d); Ch.12 A"),
                    ties: Citation::new("000/002 Ch.11 B(5)(d); Ch.12 A"),
                    raise_one: Citation::new("000/002 Ch.11 B(1)"),
                    raise_two: Citation::new("000/002 Ch.11 B(2)"),
                    raise_three: Citation::new("000/002 Ch.11 B(3)"),
                },
            },
            Jurisdiction::Massachusetts => HcfRules {
                jurisdiction,
                ace_rule: Ruled::new(AceRule::LowOrHigh, "003 §5(a) (AMB-2)"),
                max_positions: Ruled::new(6, "not stated; six seats as in Maryland (AMB-47)"),
                cover_cards: Ruled::new(1, "003 §2(a)"),
                two_deck_option: Ruled::new(true, "003 §2(b)(1)–(5)"),
                deck_change: Ruled::new(None, "not stated (AMB-47)"),
                dealing_methods: Ruled::new(&ALL_METHODS, "003 §7, §8, §9"),
                hand_dealing_needs_shuffler: Ruled::new(true, "003 §8(b)(1)"),
                dealer_cards_covered: Ruled::new(false, "003 §7(d) (AMB-43)"),
                cut: Ruled::new(
                    CutRule {
                        style: CutStyle::OneHandOntoCoverCard,
                        min_depth: Some(10),
                    },
                    "003 §4(b)(2), §4(c)(1)",
                ),
                stub_count_every_rounds: Ruled::new(Some(5), "003 §7(f); §8(f); §9(f)"),
                device_out_of_service: Ruled::new(&[OutOfService::Removed], "003 §13(g)"),
                no_more_bets_announced: Ruled::new(true, "003 §7(b); §8(b)(3); §9(b)(2)"),
                progressive_sensor_check: Ruled::new(true, "003 §12(b)(3)"),
                decision_order: Ruled::new(
                    "clockwise from the player farthest to the dealer's left",
                    "003 §10(b)",
                ),
                settlement_order: Ruled::new(&MA_ORDER, "003 §10(e)(1)–(2)"),
                ante_and_raise_together: Ruled::new(true, "003 §10(e)(1)"),
                folds_collected_after_every_decision: Ruled::new(false, "003 §10(b)"),
                progressive_timing: Ruled::new(ProgressiveTiming::InPlayerTurn, "003 §12(f)"),
                flush_bonus_live_on_fold: Ruled::new(true, "003 §1 \"Flush Bonus wager\"; §10(c)"),
                sfb_live_on_fold: Ruled::new(true, "003 §1 \"Straight Flush Bonus wager\"; §10(c)"),
                progressive_live_on_fold: Ruled::new(false, "003 §12(c) (AMB-8)"),
                folded_side_settlement: Ruled::new(FoldedSideSettlement::AtFold, "003 §10(c)"),
                payout_limit: Ruled::new(PayoutLimitPolicy::Optional, "003 §11(g)"),
                adjacent_boxes: Ruled::new(AdjacentBoxes::UpTo(3), "003 §6(e)"),
                progressive_unit: Ruled::new(
                    ProgressiveUnit::Fixed(Cents::dollars(1)),
                    "003 §6(a)(4); §12(a)",
                ),
                meter: Ruled::new(
                    MeterModel::MainAndSecondary {
                        start: Cents::dollars(10_000),
                    },
                    "003 §11(f) (AMB-38)",
                ),
                envy_bonus: Ruled::new(false, "not in 003"),
                fixed_progressive_from_tray: Ruled::new(true, "003 §12(e)–(f) (AMB-39)"),
                wagering: WageringCitations {
                    seated: Citation::new("003 §6(c)"),
                    no_changes: Citation::new("003 §6(d)"),
                    ante_limits: Citation::new("003 §6(a)(1)"),
                    side_limits: Citation::new("003 §6(a)(2)–(3)"),
                    progressive_after_ante: Citation::new("003 §1 \"Ante\"; §7(c) (AMB-13)"),
                    deal_needs_ante: Citation::new("003 §7(c); §8(c); §9(c)"),
                },
                procedure: ProcedureCitations {
                    shuffle_by_hand: Citation::new("003 §4(a)"),
                    shuffle_automatic: Citation::new("003 §4(a)"),
                    shuffle_counting: Citation::new("003 §7(g)"),
                    progressive_lock: Citation::new("003 §12(b)(1)"),
                    progressive_collect: Citation::new("003 §12(b)(2), (4)"),
                    progressive_count: Citation::new("003 §12(b)(3)"),
                    stub_removed: Citation::new("003 §7(e); §8(e); §9(e)"),
                    deck_removed: Citation::new("003 §7(f)(2)"),
                    settlement_order: Citation::new("003 §10(e)"),
                    cards_cleared: Citation::new("003 §10(e)(3), §10(f)"),
                    progressive_validation: None,
                    award_paperwork: Some(Citation::new("003 §12(e)–(f) (AMB-39)")),
                },
                round: RoundCitations {
                    fold: Citation::new("003 §10(b)"),
                    folded_collected: Citation::new("003 §10(d)"),
                    reveal: Citation::new("003 §10(d), §10(e)(1)"),
                    dealer_not_qualified: Citation::new("003 §10(e)(1)(i)"),
                    beats: Citation::new("003 §10(e)(1)(ii); §11(b)"),
                    loses: Citation::new("003 §10(e)(1)(ii); §11(b)"),
                    ties: Citation::new("003 §10(e)(1)(ii); §11(b)"),
                    raise_one: Citation::new("003 §6(a)(5)(ii)a"),
                    raise_two: Citation::new("003 §6(a)(5)(i), (ii)b"),
                    raise_three: Citation::new("003 §6(a)(5)(i), (ii)c"),
                },
            },
            Jurisdiction::SouthDakota => HcfRules {
                jurisdiction,
                ace_rule: Ruled::new(AceRule::LowOrHigh, "004 (11)(b) (AMB-3)"),
                max_positions: Ruled::new(6, "not stated; six seats as in Maryland (AMB-62)"),
                cover_cards: Ruled::new(0, "not stated (AMB-62)"),
                two_deck_option: Ruled::new(false, "004 (1)"),
                deck_change: Ruled::new(None, "not stated (AMB-62)"),
                dealing_methods: Ruled::new(&SD_METHODS, "004 (4) (AMB-60)"),
                hand_dealing_needs_shuffler: Ruled::new(false, "not stated (AMB-62)"),
                dealer_cards_covered: Ruled::new(false, "004 (4)"),
                cut: Ruled::new(
                    CutRule {
                        style: CutStyle::Unspecified,
                        min_depth: None,
                    },
                    "004 (4) (AMB-56, AMB-62)",
                ),
                stub_count_every_rounds: Ruled::new(None, "not stated (AMB-62)"),
                device_out_of_service: Ruled::new(&OutOfService::ALL, "not stated (004)"),
                no_more_bets_announced: Ruled::new(false, "not stated (AMB-55)"),
                progressive_sensor_check: Ruled::new(true, "004 (4), (6)"),
                decision_order: Ruled::new(
                    "clockwise from the player farthest to the dealer's left (neutral default)",
                    "not stated (AMB-62)",
                ),
                settlement_order: Ruled::new(&SD_ORDER, "004 (6) (AMB-58)"),
                ante_and_raise_together: Ruled::new(false, "004 (6) (AMB-58)"),
                folds_collected_after_every_decision: Ruled::new(true, "004 (8)"),
                progressive_timing: Ruled::new(
                    ProgressiveTiming::EndOfRound,
                    "004 (6); (12) tail (e) (AMB-58)",
                ),
                flush_bonus_live_on_fold: Ruled::new(true, "004 (8), (10) (AMB-9)"),
                sfb_live_on_fold: Ruled::new(true, "004 (8)"),
                progressive_live_on_fold: Ruled::new(true, "004 (2) (AMB-8)"),
                folded_side_settlement: Ruled::new(
                    FoldedSideSettlement::InSettlementPass,
                    "004 (8), (9) (AMB-59)",
                ),
                payout_limit: Ruled::new(PayoutLimitPolicy::None, "not stated (A3.12)"),
                adjacent_boxes: Ruled::new(AdjacentBoxes::NotStated, "not stated (AMB-62)"),
                progressive_unit: Ruled::new(
                    ProgressiveUnit::Configurable {
                        default: Cents::dollars(1),
                    },
                    "004 (12) tail (AMB-12)",
                ),
                meter: Ruled::new(MeterModel::SeedPlusReserve, "004 (12) tail (e) (AMB-57)"),
                envy_bonus: Ruled::new(false, "not in 004"),
                fixed_progressive_from_tray: Ruled::new(true, "004 (12) tail (b)"),
                wagering: WageringCitations {
                    seated: Citation::new("not stated (AMB-62)"),
                    no_changes: Citation::new("004 (2), (4) (AMB-55)"),
                    ante_limits: Citation::new("004 (2)"),
                    side_limits: Citation::new("004 (2)"),
                    progressive_after_ante: Citation::new("004 (2) (AMB-13)"),
                    deal_needs_ante: Citation::new("004 (2), (4)"),
                },
                procedure: ProcedureCitations {
                    shuffle_by_hand: Citation::new("004 (4)"),
                    shuffle_automatic: Citation::new("004 (4)"),
                    shuffle_counting: Citation::new("not stated (AMB-62)"),
                    progressive_lock: Citation::new("004 (4)"),
                    progressive_collect: Citation::new("004 (4), (6)"),
                    progressive_count: Citation::new("004 (4), (6)"),
                    stub_removed: Citation::new("not stated (AMB-62)"),
                    deck_removed: Citation::new("not stated (AMB-62)"),
                    settlement_order: Citation::new("004 (9)(a)–(b) (AMB-59)"),
                    cards_cleared: Citation::new("not stated (AMB-62)"),
                    progressive_validation: Some(Citation::new("004 (12) tail (c)")),
                    award_paperwork: None,
                },
                round: RoundCitations {
                    fold: Citation::new("004 (7), (8)"),
                    folded_collected: Citation::new("004 (8)"),
                    reveal: Citation::new("004 (9)"),
                    dealer_not_qualified: Citation::new("004 (9)(a)"),
                    beats: Citation::new("004 (9)(b)(ii)"),
                    loses: Citation::new("004 (9)(b)(i)"),
                    ties: Citation::new("004 (9)(b)(iii)"),
                    raise_one: Citation::new("004 (7)"),
                    raise_two: Citation::new("004 (7)"),
                    raise_three: Citation::new("004 (7)"),
                },
            },
        }
    }

    /// How each dealing method lays out the cards here (A3.8).
    pub fn deal_pattern(&self, method: DealingMethod) -> Ruled<DealPattern> {
        use DealingMethod::*;
        use Jurisdiction::*;
        match (self.jurisdiction, method) {
            (Maryland, ManualShoe) => Ruled::new(
                DealPattern::CardByCardDealerEachRotation,
                "000/002 Ch.8 E (AMB-32)",
            ),
            (Maryland, Hand) => Ruled::new(
                DealPattern::CardByCardDealerEachRotation,
                "000/002 Ch.9 B(2) (AMB-32)",
            ),
            (Maryland, AutomatedShoe) => {
                Ruled::new(DealPattern::StacksDealerLast, "000/002 Ch.10 B(1)–(2)")
            }
            (Massachusetts, ManualShoe) => {
                Ruled::new(DealPattern::SevenConsecutiveDealerLast, "003 §7(c)–(d)")
            }
            (Massachusetts, Hand) => {
                Ruled::new(DealPattern::SevenConsecutiveDealerLast, "003 §8(c)–(d)")
            }
            (Massachusetts, AutomatedShoe) => {
                Ruled::new(DealPattern::StacksDealerLast, "003 §9(c)–(d)")
            }
            (SouthDakota, AutomatedShoe) => {
                Ruled::new(DealPattern::StacksDealerLast, "004 (4) (AMB-60)")
            }
            (SouthDakota, _) => Ruled::new(DealPattern::CardByCardDealerEachRotation, "004 (4)"),
        }
    }

    /// Whether a cut follows the shuffle for this method (MD Ch.5 D; MA §4(b); SD 004 (4)).
    /// A cut is made only when the cards were shuffled by hand; methods that require an
    /// automated shuffler therefore never cut.
    pub fn cut_required(&self, method: DealingMethod, shuffled_by_machine: bool) -> Ruled<bool> {
        match self.jurisdiction {
            Jurisdiction::SouthDakota => Ruled::new(true, "004 (4) (AMB-56)"),
            Jurisdiction::Maryland => {
                if shuffled_by_machine || method == DealingMethod::Hand {
                    Ruled::new(false, "000/002 Ch.5 D(1); Ch.9 A(1)")
                } else {
                    Ruled::new(true, "000/002 Ch.5 D(2)")
                }
            }
            Jurisdiction::Massachusetts => {
                if shuffled_by_machine || method == DealingMethod::Hand {
                    Ruled::new(false, "003 §4(b)(1); §8(b)(1)")
                } else {
                    Ruled::new(true, "003 §4(b)(2)")
                }
            }
        }
    }

    /// The remedy for an irregularity, with its source (A3.11, A3.9).
    pub fn remedy(&self, irregularity: Irregularity) -> Ruled<Remedy> {
        use Irregularity::*;
        use Jurisdiction::*;
        use Remedy::*;
        match (self.jurisdiction, irregularity) {
            (Maryland, OneCardFaceUp) => Ruled::new(DiscardAndContinue, "000/002 Ch.13 A"),
            (Maryland, SeveralCardsFaceUp) => {
                Ruled::new(VoidRefundReshuffle, "000/002 Ch.13 B (AMB-17)")
            }
            (Maryland, CardDrawnInError) => Ruled::new(UseAsNextCard, "000/002 Ch.13 C"),
            (Maryland, WrongNumberOfCards) => {
                Ruled::new(VoidRefundReshuffle, "000/002 Ch.13 D; Ch.8 J(1) (AMB-17)")
            }
            (Maryland, DealerCardExposedEarly) => {
                Ruled::new(VoidMainSettleSideWagers, "000/002 Ch.13 E–F (AMB-17)")
            }
            (Maryland, ShufflerJam) => Ruled::new(Reshuffle, "000/002 Ch.13 G"),
            (Maryland, ShoeJam) => Ruled::new(VoidRefundReshuffle, "000/002 Ch.13 H"),
            (Maryland, IncorrectStubCount) => {
                Ruled::new(VoidRefundRemoveDeck, "000/002 Ch.8 J(2); Ch.9 E; Ch.10 E")
            }
            (Massachusetts, OneCardFaceUp) => Ruled::new(DiscardAndContinue, "003 §13(a)"),
            (Massachusetts, SeveralCardsFaceUp) => {
                Ruled::new(VoidRefundReshuffle, "003 §13(a) (AMB-42)")
            }
            (Massachusetts, CardDrawnInError) => Ruled::new(UseAsNextCard, "003 §13(b)"),
            (Massachusetts, WrongNumberOfCards) => {
                Ruled::new(VoidRefundReshuffle, "003 §13(c); §7(f)(2) (AMB-42)")
            }
            (Massachusetts, DealerCardExposedEarly) => {
                Ruled::new(VoidRefundReshuffle, "003 §13(d) (AMB-42)")
            }
            (Massachusetts, ShufflerJam) => Ruled::new(Reshuffle, "003 §13(e)"),
            (Massachusetts, ShoeJam) => Ruled::new(VoidRefundReshuffle, "003 §13(f) (AMB-42)"),
            (Massachusetts, IncorrectStubCount) => {
                Ruled::new(VoidRefundRemoveDeck, "003 §7(f)(2) (AMB-42)")
            }
            (SouthDakota, OneCardFaceUp) => Ruled::new(TurnDownAndContinue, "004 (5) (AMB-53)"),
            (SouthDakota, DealerCardExposedEarly) => {
                Ruled::new(TurnDownAndContinue, "004 (5) (AMB-53)")
            }
            (SouthDakota, WrongNumberOfCards) => {
                Ruled::new(VoidRefundReshuffle, "004 (5) (AMB-52)")
            }
            (SouthDakota, SeveralCardsFaceUp) => Ruled::new(
                VoidRefundReshuffle,
                "not stated; neutral default as in MD/MA (AMB-62)",
            ),
            (SouthDakota, CardDrawnInError) => Ruled::new(
                UseAsNextCard,
                "not stated; neutral default as in MD/MA (AMB-62)",
            ),
            (SouthDakota, ShufflerJam) => Ruled::new(
                Reshuffle,
                "not stated; neutral default as in MD/MA (AMB-62)",
            ),
            (SouthDakota, ShoeJam) => Ruled::new(
                VoidRefundReshuffle,
                "not stated; neutral default as in MD/MA (AMB-62)",
            ),
            (SouthDakota, IncorrectStubCount) => Ruled::new(
                VoidRefundRemoveDeck,
                "not stated; neutral default as in MD/MA (AMB-62)",
            ),
        }
    }

    /// The fold rule for one side wager.
    pub fn live_on_fold(&self, wager: WagerKind) -> bool {
        match wager {
            WagerKind::FlushBonus => self.flush_bonus_live_on_fold.value,
            WagerKind::StraightFlushBonus => self.sfb_live_on_fold.value,
            WagerKind::Progressive | WagerKind::EnvyBonus => self.progressive_live_on_fold.value,
            WagerKind::Ante | WagerKind::Raise => false,
        }
    }
}

/// True when a citation records that the document is silent (a neutral default, not law).
pub fn is_not_stated(citation: Citation) -> bool {
    citation.as_str().starts_with("not stated") || citation.as_str().starts_with("not in")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_handling_follows_amb_8_and_9() {
        let md = HcfRules::of(Jurisdiction::Maryland);
        let ma = HcfRules::of(Jurisdiction::Massachusetts);
        let sd = HcfRules::of(Jurisdiction::SouthDakota);
        assert!(md.progressive_live_on_fold.value);
        assert!(!ma.progressive_live_on_fold.value);
        assert!(sd.progressive_live_on_fold.value);
        assert!(sd.flush_bonus_live_on_fold.value, "AMB-9");
        assert!(ma.live_on_fold(WagerKind::StraightFlushBonus));
    }

    #[test]
    fn settlement_orders_per_jurisdiction() {
        assert_eq!(
            HcfRules::of(Jurisdiction::SouthDakota)
                .settlement_order
                .value[0],
            WagerKind::Raise
        );
        assert_eq!(
            HcfRules::of(Jurisdiction::Maryland)
                .settlement_order
                .value
                .last(),
            Some(&WagerKind::EnvyBonus)
        );
    }

    #[test]
    fn only_maryland_settles_side_wagers_after_a_dealer_exposure() {
        // AMB-17 (MD Ch.13 F for E only) vs AMB-42 (MA has no exception) vs AMB-53 (SD continues).
        let remedy = |j| {
            HcfRules::of(j)
                .remedy(Irregularity::DealerCardExposedEarly)
                .value
        };
        assert_eq!(
            remedy(Jurisdiction::Maryland),
            Remedy::VoidMainSettleSideWagers
        );
        assert_eq!(
            remedy(Jurisdiction::Massachusetts),
            Remedy::VoidRefundReshuffle
        );
        assert_eq!(
            remedy(Jurisdiction::SouthDakota),
            Remedy::TurnDownAndContinue
        );
    }

    #[test]
    fn silent_documents_are_marked_not_stated() {
        let sd = HcfRules::of(Jurisdiction::SouthDakota);
        assert!(is_not_stated(sd.stub_count_every_rounds.citation));
        assert!(is_not_stated(sd.remedy(Irregularity::ShufflerJam).citation));
        assert!(!is_not_stated(
            sd.remedy(Irregularity::WrongNumberOfCards).citation
        ));
        assert!(is_not_stated(sd.device_out_of_service.citation));
        let md = HcfRules::of(Jurisdiction::Maryland);
        assert!(!is_not_stated(md.stub_count_every_rounds.citation));
    }

    #[test]
    fn dealing_patterns() {
        let ma = HcfRules::of(Jurisdiction::Massachusetts);
        assert_eq!(
            ma.deal_pattern(DealingMethod::ManualShoe).value,
            DealPattern::SevenConsecutiveDealerLast
        );
        let md = HcfRules::of(Jurisdiction::Maryland);
        assert_eq!(
            md.deal_pattern(DealingMethod::Hand).value,
            DealPattern::CardByCardDealerEachRotation
        );
        assert!(!md.cut_required(DealingMethod::Hand, false).value);
        assert!(md.cut_required(DealingMethod::ManualShoe, false).value);
    }
}
