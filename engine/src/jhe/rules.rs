//! Maryland Jackpot Hold 'Em's rules (RULES.md Part B; 001) as one value of switches, each with
//! the citation it follows and the adopted interpretations of AMBIGUITIES.md AMB-64…84. Nothing
//! in the round asks "which jurisdiction is this?": it reads these.

use crate::citation::{Citation, Ruled};
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::table::{
    CutRule, CutStyle, DealingMethod, Irregularity, OutOfService, Phase, ProcedureCitations,
    ProcedureRules, Remedy, WageringCitations,
};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Jackpot Hold 'Em's wagers, in layout order (B2(2), B7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum JheWager {
    Ante,
    XtraBonus,
    Play,
    PlayerBonus,
    Progressive,
}

impl JheWager {
    pub const ALL: [JheWager; 5] = [
        JheWager::Ante,
        JheWager::XtraBonus,
        JheWager::Play,
        JheWager::PlayerBonus,
        JheWager::Progressive,
    ];

    pub fn name(self) -> &'static str {
        match self {
            JheWager::Ante => "Ante",
            JheWager::XtraBonus => "X-tra Bonus",
            JheWager::Play => "Play",
            JheWager::PlayerBonus => "Player Bonus",
            JheWager::Progressive => "Progressive",
        }
    }

    /// Short identifier used in URLs, saved data and the CLI.
    pub fn code(self) -> &'static str {
        match self {
            JheWager::Ante => "ante",
            JheWager::XtraBonus => "xtra",
            JheWager::Play => "play",
            JheWager::PlayerBonus => "pb",
            JheWager::Progressive => "prog",
        }
    }
}

impl crate::table::WagerKind for JheWager {
    fn name(self) -> &'static str {
        JheWager::name(self)
    }

    /// The Progressive chips are collected at "no more bets" (001 Ch.8 C(3); AMB-69).
    fn collected_before_deal(self) -> bool {
        self == JheWager::Progressive
    }

    fn is_award(self) -> bool {
        false
    }

    /// The payout limit covers every wager but the Progressive (001 Ch.12 F(2); AMB-82).
    fn under_payout_limit(self) -> bool {
        self != JheWager::Progressive
    }

    /// The Ante, X-tra Bonus and Play in one step (I(3) gives them no order), then the Player
    /// Bonus (J), then the Progressive (K).
    fn settlement_step(self) -> u8 {
        match self {
            JheWager::Ante | JheWager::XtraBonus | JheWager::Play => 0,
            JheWager::PlayerBonus => 1,
            JheWager::Progressive => 2,
        }
    }
}

impl crate::paytable::PaytableWager for JheWager {
    fn name(self) -> &'static str {
        JheWager::name(self)
    }
}

/// A player's choice at a decision point (001 Ch.11 C, E, G).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JheDecision {
    /// A Play Wager of this many times the Ante (3 at decision 1, 2 at 2, 1 at 3).
    Play(u8),
    /// Stay in without a Play, to decide again at the next point (decisions 1 and 2).
    Check,
    /// Leave the round (decision 3 only): the Ante and X-tra Bonus are collected.
    Fold,
}

impl fmt::Display for JheDecision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JheDecision::Play(m) => write!(f, "play {m}×"),
            JheDecision::Check => f.write_str("check"),
            JheDecision::Fold => f.write_str("fold"),
        }
    }
}

impl crate::table::GameDecision for JheDecision {
    fn is_fold(self) -> bool {
        self == JheDecision::Fold
    }
}

/// What a decision point offers: a Play of `multiple` × the Ante, or the alternative.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DecisionPoint {
    /// Community cards face up when the players decide.
    pub community_shown: u8,
    pub multiple: u8,
    /// Check (decisions 1 and 2) or fold (decision 3).
    pub otherwise: JheDecision,
    /// Where the point's cards are revealed, and where its choice is stated.
    pub reveal: Citation,
    pub choice: Citation,
}

/// How an automated shoe or shuffler delivers the dealer's two cards (001 Ch.10 B(2)–(3);
/// AMB-80).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DealerCardsFromShuffler {
    /// The dealer's two cards first, then the players' stacks (B(2)).
    First,
    /// The players' stacks; the dealer's cards stay in the shuffler until every player has
    /// acted (B(3)).
    LeftInShuffler,
}

/// The Jackpot Hold 'Em rules of a jurisdiction (Maryland alone has them).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JheRules {
    pub jurisdiction: Jurisdiction,
    pub max_positions: Ruled<u8>,
    pub cover_cards: Ruled<u8>,
    pub dealing_methods: Ruled<&'static [DealingMethod]>,
    pub hand_dealing_needs_shuffler: Ruled<bool>,
    /// The table procedure every game shares: cut, stub count, "no more bets", decision order,
    /// adjacent boxes, and the citations of refused wagers and of the round's steps.
    pub table: ProcedureRules,
    /// How players are asked, in words (cited by `table.decision_order`).
    pub decision_order: &'static str,
    /// The dealer qualifies with a pair or better (001 Ch.2 B(8)(a); Ch.11 I).
    pub qualifier: Ruled<&'static str>,
    pub decision_points: [DecisionPoint; 3],
    /// Ante and X-tra Bonus, both required, in equal amounts (001 Ch.7 F(1); AMB-64).
    pub xtra_equals_ante: Ruled<bool>,
    /// The per-hand payout limit: optional, at least this floor or the most one player can
    /// win at the minimum wagers, whichever is greater; never the Progressive.
    pub payout_limit_floor: Ruled<Cents>,
    /// Who sets the adjacent-box limit, in words (cited by `table.adjacent_boxes`).
    pub adjacent_boxes: &'static str,
    /// A folded player's cards stay while a Player Bonus or Progressive is live (AMB-71).
    pub folded_cards_kept: Ruled<bool>,
    pub round: JheRoundCitations,
}

/// The provisions Jackpot Hold 'Em's own round steps cite.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct JheRoundCitations {
    pub fold: Citation,
    pub dealer_reveal: Citation,
    /// Dealer below a pair: the Ante is returned (AMB-70).
    pub ante_returned: Citation,
    pub player_higher: Citation,
    pub player_lower: Citation,
    pub tie: Citation,
    pub xtra_bonus: Citation,
    pub player_bonus: Citation,
    pub progressive: Citation,
    /// A folded player's live side wagers in the settlement pass (AMB-72).
    pub folded_side_wagers: Citation,
    pub progressive_paid_from_meter: Citation,
}

const ALL_METHODS: [DealingMethod; 3] = DealingMethod::ALL;

impl JheRules {
    /// The rules of a jurisdiction, if it has Jackpot Hold 'Em rules.
    pub fn of(jurisdiction: Jurisdiction) -> Option<JheRules> {
        (jurisdiction == Jurisdiction::Maryland).then(JheRules::maryland)
    }

    /// The two options at a decision point (1 to 3): its Play, then check or fold.
    pub fn options_at(&self, point: u8) -> [JheDecision; 2] {
        let p = self.decision_points[(point.clamp(1, 3) - 1) as usize];
        [JheDecision::Play(p.multiple), p.otherwise]
    }

    /// Maryland, 001, with the adopted interpretations of AMB-64…84.
    pub fn maryland() -> JheRules {
        JheRules {
            jurisdiction: Jurisdiction::Maryland,
            max_positions: Ruled::new(6, "001 Ch.2 A"),
            cover_cards: Ruled::new(2, "001 Ch.3 A(3)"),
            dealing_methods: Ruled::new(&ALL_METHODS, "001 Ch.8, Ch.9, Ch.10"),
            hand_dealing_needs_shuffler: Ruled::new(true, "001 Ch.9 A(1)"),
            decision_order:
                "clockwise from the player farthest to the dealer's left, at each decision point",
            qualifier: Ruled::new("a pair or better", "001 Ch.2 B(8)(a); Ch.11 I"),
            decision_points: [
                DecisionPoint {
                    community_shown: 1,
                    multiple: 3,
                    otherwise: JheDecision::Check,
                    reveal: Citation::new("001 Ch.11 B (AMB-84)"),
                    choice: Citation::new("001 Ch.11 C(1)–(2)"),
                },
                DecisionPoint {
                    community_shown: 3,
                    multiple: 2,
                    otherwise: JheDecision::Check,
                    reveal: Citation::new("001 Ch.11 D"),
                    choice: Citation::new("001 Ch.11 E(1)–(2)"),
                },
                DecisionPoint {
                    community_shown: 5,
                    multiple: 1,
                    otherwise: JheDecision::Fold,
                    reveal: Citation::new("001 Ch.11 F"),
                    choice: Citation::new("001 Ch.11 G, G(1)–(2)"),
                },
            ],
            xtra_equals_ante: Ruled::new(true, "001 Ch.7 F(1) (AMB-64)"),
            payout_limit_floor: Ruled::new(Cents::dollars(50_000), "001 Ch.12 F(1)–(2) (AMB-82)"),
            adjacent_boxes: "set in the Rules Submission",
            folded_cards_kept: Ruled::new(true, "001 Ch.11 G(3)–(4) (AMB-71)"),
            table: ProcedureRules {
                jurisdiction_name: Jurisdiction::Maryland.name(),
                adjacent_boxes: Citation::new("001 Ch.7 G"),
                no_more_bets_announced: Ruled::new(true, "001 Ch.8 C(1); Ch.9 A(3); Ch.10 A(2)(a)"),
                progressive_sensor_check: Ruled::new(false, "001 Ch.8 C(3)"),
                cut: Ruled::new(
                    CutRule {
                        style: CutStyle::CoverCardInserted,
                        min_depth: Some(10),
                    },
                    "001 Ch.5 F(1)–(2)",
                ),
                stub_count_every_rounds: Ruled::new(Some(5), "001 Ch.8 E; Ch.9 C; Ch.10 C"),
                device_out_of_service: Ruled::new(
                    &[OutOfService::Covered, OutOfService::OutOfOrderSign],
                    "001 Ch.13 J",
                ),
                decision_order: Citation::new("001 Ch.11 C, E, G"),
                wagering: WageringCitations {
                    seated: Citation::new("001 Ch.7 C(1)"),
                    no_changes: Citation::new("001 Ch.7 D–E (AMB-65)"),
                    ante_limits: Citation::new("001 Ch.7 F(1)"),
                    side_limits: Citation::new("001 Ch.7 F(2)"),
                    progressive_after_ante: Citation::new("001 Ch.7 F(3)(a)"),
                    deal_needs_ante: Citation::new("001 Ch.8 D(2); Ch.10 B(2)"),
                },
                citations: ProcedureCitations {
                    shuffle_by_hand: Citation::new("001 Ch.5 A"),
                    shuffle_automatic: Citation::new("001 Ch.5 A–C"),
                    shuffle_counting: Citation::new("001 Ch.5 E"),
                    progressive_lock: Citation::new(
                        "001 Ch.8 C(2); Ch.9 A(3)(a); Ch.10 A(2)(b)(i)",
                    ),
                    progressive_collect: Citation::new("001 Ch.8 C(3)–(4); Ch.10 A(2)(b)(iii)"),
                    progressive_count: Citation::new("001 Ch.8 C(3); Ch.10 A(2)(b)(ii)"),
                    stub_removed: Citation::new(
                        "001 Ch.8 D(4); Ch.9 B(4); Ch.10 B(4) (AMB-78, AMB-80)",
                    ),
                    deck_removed: Citation::new("001 Ch.8 G(2); Ch.9 E; Ch.10 E"),
                    settlement_order: Citation::new("001 Ch.11 I (AMB-72)"),
                    cards_cleared: Citation::new("001 Ch.11 L"),
                    progressive_validation: Some(Citation::new("001 Ch.11 K(2)(c)")),
                    award_paperwork: None,
                },
            },
            round: JheRoundCitations {
                fold: Citation::new("001 Ch.11 G(2)"),
                dealer_reveal: Citation::new("001 Ch.11 H(1)–(3)"),
                ante_returned: Citation::new("001 Ch.11 I(1) (AMB-70)"),
                player_higher: Citation::new("001 Ch.11 I(3)(b); Ch.12 A"),
                player_lower: Citation::new("001 Ch.11 I(3)(a)"),
                tie: Citation::new("001 Ch.11 I(3)(c)"),
                xtra_bonus: Citation::new("001 Ch.11 I(3)(b); Ch.12 B(1) (AMB-70)"),
                player_bonus: Citation::new("001 Ch.11 J(1)–(2); Ch.12 C(1)"),
                progressive: Citation::new("001 Ch.11 K; Ch.12 D (AMB-68)"),
                folded_side_wagers: Citation::new("001 Ch.11 G(3)(a), G(4)(a) (AMB-71, AMB-72)"),
                progressive_paid_from_meter: Citation::new(
                    "001 Ch.11 K(2)(a)–(d); Ch.12 E(11) (AMB-75)",
                ),
            },
        }
    }

    /// Whether this table's shuffle calls for a cut: after a hand shuffle or pre-shuffled cards,
    /// never after a shuffler, and dealing from the hand needs a shuffler (001 Ch.5 D; Ch.9 A(1)).
    pub fn cut_required(&self, method: DealingMethod, shuffled_by_machine: bool) -> Ruled<bool> {
        if shuffled_by_machine || method == DealingMethod::Hand {
            Ruled::new(false, "001 Ch.5 D(1); Ch.9 A(1)")
        } else {
            Ruled::new(true, "001 Ch.5 D(2)")
        }
    }

    /// The remedy for an irregularity found at this point of the round (B13).
    pub fn remedy(&self, irregularity: Irregularity, phase: Phase) -> Ruled<Remedy> {
        use Irregularity::*;
        use Remedy::*;
        match irregularity {
            // One card: not used, and the deal goes on (A). Found after the hole cards, that
            // already deals the community cards and settles the Player Bonus and Progressive, as
            // C (AMB-67) asks, with nothing void.
            OneCardFaceUp => Ruled::new(DiscardAndContinue, "001 Ch.13 A"),
            // Several cards found once every player and the dealer hold their two (while the
            // community cards are dealt, or later): "notwithstanding §§A and B" the community
            // cards are dealt and the Player Bonus and Progressive settled; the main wagers are
            // void as B says (C, AMB-67).
            SeveralCardsFaceUp if phase != Phase::Dealing => {
                Ruled::new(VoidMainSettleSideWagers, "001 Ch.13 C (AMB-67)")
            }
            SeveralCardsFaceUp => Ruled::new(VoidRefundReshuffle, "001 Ch.13 B"),
            CardDrawnInError => Ruled::new(UseAsNextCard, "001 Ch.13 D"),
            WrongNumberOfCards => Ruled::new(VoidRefundReshuffle, "001 Ch.13 E"),
            DealerCardExposedEarly => {
                Ruled::new(VoidMainSettleSideWagers, "001 Ch.13 F–G (AMB-67)")
            }
            ShufflerJam => Ruled::new(VoidRefundReshuffle, "001 Ch.13 H (AMB-81)"),
            ShoeJam => Ruled::new(VoidRefundReshuffle, "001 Ch.13 I"),
            IncorrectStubCount => {
                Ruled::new(VoidRefundRemoveDeck, "001 Ch.8 G(2); Ch.9 E; Ch.10 E")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_maryland_has_jackpot_hold_em_rules() {
        assert!(JheRules::of(Jurisdiction::Maryland).is_some());
        assert!(JheRules::of(Jurisdiction::SouthDakota).is_none());
    }

    #[test]
    fn decision_points_show_one_three_five_cards_and_play_three_two_one_b11() {
        let r = JheRules::maryland();
        let shape: Vec<(u8, u8, JheDecision)> = r
            .decision_points
            .iter()
            .map(|p| (p.community_shown, p.multiple, p.otherwise))
            .collect();
        assert_eq!(
            shape,
            vec![
                (1, 3, JheDecision::Check),
                (3, 2, JheDecision::Check),
                (5, 1, JheDecision::Fold)
            ]
        );
    }

    #[test]
    fn a_shuffler_jam_returns_the_wagers_unlike_high_card_flush_amb81() {
        let r = JheRules::maryland();
        assert!(r
            .remedy(Irregularity::ShufflerJam, Phase::Dealing)
            .value
            .voids_round());
        assert_eq!(
            r.remedy(Irregularity::SeveralCardsFaceUp, Phase::Decisions)
                .value,
            Remedy::VoidMainSettleSideWagers
        );
    }
}
