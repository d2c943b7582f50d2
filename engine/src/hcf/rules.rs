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
use serde::Serialize;

/// How cards reach the players (A3.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum DealingMethod {
    ManualShoe,
    Hand,
    AutomatedShoe,
}

impl DealingMethod {
    pub const ALL: [DealingMethod; 3] = [
        DealingMethod::ManualShoe,
        DealingMethod::Hand,
        DealingMethod::AutomatedShoe,
    ];

    pub fn name(self) -> &'static str {
        match self {
            DealingMethod::ManualShoe => "manual dealing shoe",
            DealingMethod::Hand => "dealing from the hand",
            DealingMethod::AutomatedShoe => "automated dealing shoe (seven-card stacks)",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            DealingMethod::ManualShoe => "shoe",
            DealingMethod::Hand => "hand",
            DealingMethod::AutomatedShoe => "auto",
        }
    }

    pub fn from_code(code: &str) -> Option<DealingMethod> {
        DealingMethod::ALL
            .into_iter()
            .find(|m| m.code().eq_ignore_ascii_case(code.trim()))
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

/// A wager type, in the order a jurisdiction settles them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
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

/// How a cut is made, where one is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CutStyle {
    /// The cover card goes in at least N cards from the top; the cards above it and the cover
    /// card go to the bottom (MD Ch.5 E).
    CoverCardInserted,
    /// One-handed cut of at least N cards onto the cover card, which then goes to the discard
    /// rack (MA §4(c); AMB-43).
    OneHandOntoCoverCard,
    /// A cut is required but no method is given (SD 004 (4); AMB-56, AMB-62).
    Unspecified,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CutRule {
    pub style: CutStyle,
    /// Minimum cards cut off the top, where stated.
    pub min_depth: Option<u8>,
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

/// The irregularities the rules give remedies for (A3.11, A3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Irregularity {
    /// One card found face up in the shoe or deck during the deal.
    OneCardFaceUp,
    /// More than one face-up card.
    SeveralCardsFaceUp,
    /// A card drawn in error, face not exposed.
    CardDrawnInError,
    /// A player or the dealer received the wrong number of cards.
    WrongNumberOfCards,
    /// A dealer card exposed before every player has raised or folded.
    DealerCardExposedEarly,
    /// The shuffler jams, stops mid-shuffle or does not finish a cycle.
    ShufflerJam,
    /// The automated dealing shoe jams, stops or fails to deal during a round.
    ShoeJam,
    /// The stub count is wrong and no misdeal explains it.
    IncorrectStubCount,
}

impl Irregularity {
    pub const ALL: [Irregularity; 8] = [
        Irregularity::OneCardFaceUp,
        Irregularity::SeveralCardsFaceUp,
        Irregularity::CardDrawnInError,
        Irregularity::WrongNumberOfCards,
        Irregularity::DealerCardExposedEarly,
        Irregularity::ShufflerJam,
        Irregularity::ShoeJam,
        Irregularity::IncorrectStubCount,
    ];

    pub fn describe(self) -> &'static str {
        match self {
            Irregularity::OneCardFaceUp => {
                "one card is found face up in the shoe or deck during the deal"
            }
            Irregularity::SeveralCardsFaceUp => "more than one card is found face up",
            Irregularity::CardDrawnInError => {
                "a card is drawn in error without its face being exposed"
            }
            Irregularity::WrongNumberOfCards => {
                "a player or the dealer is dealt the wrong number of cards"
            }
            Irregularity::DealerCardExposedEarly => {
                "a dealer card is exposed before every player has raised or folded"
            }
            Irregularity::ShufflerJam => {
                "the shuffler jams, stops mid-shuffle or does not finish a cycle"
            }
            Irregularity::ShoeJam => {
                "the automated dealing shoe jams, stops or fails to deal during a round"
            }
            Irregularity::IncorrectStubCount => "the stub count is wrong and there was no misdeal",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Irregularity::OneCardFaceUp => "one-face-up",
            Irregularity::SeveralCardsFaceUp => "several-face-up",
            Irregularity::CardDrawnInError => "drawn-in-error",
            Irregularity::WrongNumberOfCards => "wrong-count",
            Irregularity::DealerCardExposedEarly => "dealer-exposed",
            Irregularity::ShufflerJam => "shuffler-jam",
            Irregularity::ShoeJam => "shoe-jam",
            Irregularity::IncorrectStubCount => "stub-count",
        }
    }
}

/// What the dealer does about an irregularity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Remedy {
    /// The card is not used this round and goes to the discard rack; dealing continues.
    DiscardAndContinue,
    /// The card is turned face down where it was dealt and dealing continues (SD, AMB-53).
    TurnDownAndContinue,
    /// The card is used as if it were the next card.
    UseAsNextCard,
    /// All hands void, all wagers returned, cards reshuffled.
    VoidRefundReshuffle,
    /// Ante and Raise void and returned; Flush Bonus, SFB and Progressive still settled on the
    /// complete hands (MD Ch.13 F applied to E only, AMB-17).
    VoidMainSettleSideWagers,
    /// Reshuffle; the round is not affected.
    Reshuffle,
    /// All hands void, all wagers returned, the deck removed from the table.
    VoidRefundRemoveDeck,
}

impl Remedy {
    pub fn describe(self) -> &'static str {
        match self {
            Remedy::DiscardAndContinue => "the card is not used in the round; it goes to the discard rack and dealing continues",
            Remedy::TurnDownAndContinue => "the dealer turns the card over and continues dealing; it is not a misdeal",
            Remedy::UseAsNextCard => "the card is used as if it were the next card",
            Remedy::VoidRefundReshuffle => "all hands are void, all wagers are returned and the cards are reshuffled",
            Remedy::VoidMainSettleSideWagers => "all hands are void and the Ante and Raise are returned, but the Flush Bonus, Straight Flush Bonus and Progressive are still settled",
            Remedy::Reshuffle => "the cards are reshuffled",
            Remedy::VoidRefundRemoveDeck => "all hands are void, all wagers are returned and the deck is removed from the table",
        }
    }

    /// Whether the round ends without the Ante/Raise being settled.
    pub fn voids_round(self) -> bool {
        matches!(
            self,
            Remedy::VoidRefundReshuffle
                | Remedy::VoidMainSettleSideWagers
                | Remedy::VoidRefundRemoveDeck
        )
    }
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
    pub no_more_bets_announced: Ruled<bool>,
    pub progressive_sensor_check: Ruled<bool>,
    pub decision_order: Ruled<&'static str>,
    pub settlement_order: Ruled<&'static [WagerKind]>,
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
}

/// The provisions a refused wager cites, per rule set (never another jurisdiction's).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WageringCitations {
    /// Only a seated player may wager.
    pub seated: Citation,
    /// No wager is made, increased or withdrawn after "no more bets" (or the deal).
    pub no_changes: Citation,
    /// The Ante is within the posted minimum and maximum.
    pub ante_limits: Citation,
    /// The Flush Bonus and Straight Flush Bonus are within the posted limits.
    pub side_limits: Citation,
    /// A Progressive wager needs an Ante first.
    pub progressive_after_ante: Citation,
    /// Cards go only to players with an Ante.
    pub deal_needs_ante: Citation,
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
                no_more_bets_announced: Ruled::new(true, "003 §7(b); §8(b)(3); §9(b)(2)"),
                progressive_sensor_check: Ruled::new(true, "003 §12(b)(3)"),
                decision_order: Ruled::new(
                    "clockwise from the player farthest to the dealer's left",
                    "003 §10(b)",
                ),
                settlement_order: Ruled::new(&MA_ORDER, "003 §10(e)(1)–(2)"),
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
                no_more_bets_announced: Ruled::new(false, "not stated (AMB-55)"),
                progressive_sensor_check: Ruled::new(true, "004 (4), (6)"),
                decision_order: Ruled::new(
                    "clockwise from the player farthest to the dealer's left (neutral default)",
                    "not stated (AMB-62)",
                ),
                settlement_order: Ruled::new(&SD_ORDER, "004 (6) (AMB-58)"),
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
