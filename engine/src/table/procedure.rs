//! Table procedure both games share, as data: how the cards are shuffled, cut and dealt, the
//! irregularities the rules give remedies for and what the dealer does about them, who receives
//! each card, and the citations of the steps every round performs (RULES.md A3–A4 for High Card
//! Flush, B5, B8–B10 and B13 for Jackpot Hold 'Em).

use crate::citation::{Citation, Ruled};
use serde::{Deserialize, Serialize};

/// How cards reach the players (A3.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
            DealingMethod::AutomatedShoe => "automated dealing shoe",
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

/// How the cards are shuffled before each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shuffler {
    /// By hand: a cut follows (MD Ch.5 D(2); MA §4(b)(2)).
    ByHand,
    /// An automated shuffler: no cut (MD Ch.5 D(1); MA §4(b)(1)).
    Automatic,
    /// A shuffler that counts the cards after each shuffle: no cut, and no stub count
    /// (MD Ch.5 C with AMB-27; MA §7(g)).
    CountingAutomatic,
}

impl Shuffler {
    pub fn is_machine(self) -> bool {
        !matches!(self, Shuffler::ByHand)
    }

    pub const ALL: [Shuffler; 3] = [
        Shuffler::ByHand,
        Shuffler::Automatic,
        Shuffler::CountingAutomatic,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Shuffler::ByHand => "hand",
            Shuffler::Automatic => "machine",
            Shuffler::CountingAutomatic => "counting",
        }
    }

    pub fn from_code(code: &str) -> Option<Shuffler> {
        Shuffler::ALL.into_iter().find(|s| s.code() == code.trim())
    }

    pub fn name(self) -> &'static str {
        match self {
            Shuffler::ByHand => "shuffling by hand",
            Shuffler::Automatic => "an automated shuffler",
            Shuffler::CountingAutomatic => "a shuffler that counts the cards",
        }
    }
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

/// The irregularities the rules give remedies for (A3.11, A3.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// Every remedy, in a fixed order. Append only: the classroom's hand-in codes number the
    /// remedies by their place here (`r0` … `r6`), and dealer mode offers them in this order.
    pub const ALL: [Remedy; 7] = [
        Remedy::DiscardAndContinue,
        Remedy::TurnDownAndContinue,
        Remedy::UseAsNextCard,
        Remedy::VoidRefundReshuffle,
        Remedy::VoidMainSettleSideWagers,
        Remedy::Reshuffle,
        Remedy::VoidRefundRemoveDeck,
    ];

    pub fn describe(self) -> &'static str {
        match self {
            Remedy::DiscardAndContinue => "the card is not used in the round; it goes to the discard rack and dealing continues",
            Remedy::TurnDownAndContinue => "the dealer turns the card over and continues dealing; it is not a misdeal",
            Remedy::UseAsNextCard => "the card is used as if it were the next card",
            Remedy::VoidRefundReshuffle => "all hands are void, all wagers are returned and the cards are reshuffled",
            // A game names its own wagers: `table::describe_remedy`.
            Remedy::VoidMainSettleSideWagers => "all hands are void and the main wagers are returned, but the side wagers and the Progressive are still settled",
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

/// Who received a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Recipient {
    Seat(u8),
    Dealer,
    /// The community-card area (Jackpot Hold 'Em).
    Community,
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

/// Who receives each card of a round, in dealing order, and how the trace describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct DealPlan {
    pub sequence: Vec<Recipient>,
    /// Cards each player and the dealer receive.
    pub hand_size: u8,
    /// Community cards dealt.
    pub community: u8,
    /// Cards that come out at once: a stack from an automated shoe, else one.
    pub delivered_at_once: u8,
    /// The dealer's cards (last in `sequence`) stay in the shuffler until every player has
    /// acted and come out at the reveal: no delivery of their own (001 Ch.10 B(3), H(1)).
    pub dealer_cards_stay_in_shuffler: bool,
    /// The trace's description of the deal, with the rule it follows.
    pub described: Ruled<String>,
}

impl DealPlan {
    /// The deliveries a dealer makes, in order: each place and the range of `sequence` it takes
    /// (a stack from an automated shoe is one delivery however many cards it holds; dealer's
    /// cards left in the shuffler are none).
    pub fn deliveries(&self) -> Vec<(Recipient, std::ops::Range<usize>)> {
        let mut out: Vec<(Recipient, std::ops::Range<usize>)> = Vec::new();
        for (i, &to) in self.sequence.iter().enumerate() {
            if self.dealer_cards_stay_in_shuffler && to == Recipient::Dealer {
                continue;
            }
            match out.last_mut() {
                Some((last, range))
                    if self.delivered_at_once > 1 && *last == to && range.end == i =>
                {
                    range.end = i + 1
                }
                _ => out.push((to, i..i + 1)),
            }
        }
        out
    }

    /// Whether every player's and the dealer's cards are out before card `at` (only community
    /// cards are left): an irregularity found then is found "after each player and the dealer
    /// has received their initial cards" (001 Ch.13 C; AMB-67).
    pub fn hands_complete_before(&self, at: usize) -> bool {
        self.community > 0
            && self
                .sequence
                .get(at..)
                .is_some_and(|rest| rest.iter().all(|r| *r == Recipient::Community))
    }
}

/// The provisions a refused wager cites, per rule set (never another jurisdiction's).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct WageringCitations {
    /// Only a seated player may wager.
    pub seated: Citation,
    /// No wager is made, increased or withdrawn after "no more bets" (or the deal).
    pub no_changes: Citation,
    /// The Ante is within the posted minimum and maximum.
    pub ante_limits: Citation,
    /// The side wagers are within the posted limits.
    pub side_limits: Citation,
    /// A Progressive wager needs an Ante first.
    pub progressive_after_ante: Citation,
    /// Cards go only to players with an Ante.
    pub deal_needs_ante: Citation,
}

/// Where a rule set states the steps every round performs, whatever the game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ProcedureCitations {
    pub shuffle_by_hand: Citation,
    pub shuffle_automatic: Citation,
    pub shuffle_counting: Citation,
    /// The progressive system is locked at "no more bets".
    pub progressive_lock: Citation,
    /// The Progressive chips are collected into the table inventory container.
    pub progressive_collect: Citation,
    /// The collected chips are counted against the wagers the system accepted.
    pub progressive_count: Citation,
    /// The stub goes to the discard rack unexposed.
    pub stub_removed: Citation,
    /// A deck is removed from the table after a stub count finds cards missing.
    pub deck_removed: Citation,
    /// Settlement goes counterclockwise from the player farthest to the dealer's right.
    pub settlement_order: Citation,
    /// The remaining cards go to the discard rack so that each hand can be rebuilt.
    pub cards_cleared: Citation,
    /// A Progressive win is validated by a floorperson (or a supervisor is called) before it is
    /// paid, where the rule set says so.
    pub progressive_validation: Option<Citation>,
    /// A Progressive award paid from the meter (not from the table inventory) is marked on the
    /// system, checked and written up before the cards are collected, where the rule set says so.
    pub award_paperwork: Option<Citation>,
}

/// What is done with a shuffler or dealing shoe that cannot be used before the table goes on
/// with another method (MD 000/002 Ch.13 I; MA 003 §13(g); 001 Ch.13 J).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutOfService {
    /// Covered.
    Covered,
    /// Marked with an out-of-order sign.
    OutOfOrderSign,
    /// Removed from the table.
    Removed,
}

impl OutOfService {
    pub const ALL: [OutOfService; 3] = [
        OutOfService::Covered,
        OutOfService::OutOfOrderSign,
        OutOfService::Removed,
    ];

    pub fn describe(self) -> &'static str {
        match self {
            OutOfService::Covered => "covered",
            OutOfService::OutOfOrderSign => "marked with an out-of-order sign",
            OutOfService::Removed => "removed from the table",
        }
    }
}

/// The table procedure one rule set states, whatever the game: one value per rule set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProcedureRules {
    /// The rule set's name in the trace ("South Dakota").
    pub jurisdiction_name: &'static str,
    /// The adjacent-box rule.
    pub adjacent_boxes: Citation,
    pub no_more_bets_announced: Ruled<bool>,
    pub progressive_sensor_check: Ruled<bool>,
    pub cut: Ruled<CutRule>,
    pub stub_count_every_rounds: Ruled<Option<u8>>,
    /// Decisions go clockwise from the player farthest to the dealer's left.
    pub decision_order: Citation,
    pub wagering: WageringCitations,
    pub citations: ProcedureCitations,
    /// What may be done with a device that cannot be used.
    pub device_out_of_service: Ruled<&'static [OutOfService]>,
}

/// The operator's table as the core needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Seating {
    pub seats: u8,
    pub dealing_method: DealingMethod,
    pub shuffler: Shuffler,
    pub max_boxes_per_player: u8,
}

impl Seating {
    pub fn new(seats: u8, method: DealingMethod, shuffler: Shuffler, boxes: u8) -> Seating {
        Seating {
            seats,
            dealing_method: method,
            shuffler,
            max_boxes_per_player: boxes,
        }
    }
}

/// The table procedure of one rule set together with the operator's table: what the shared
/// table core needs to run a round of any game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableProcedure {
    /// The rule set's name in the trace ("South Dakota").
    pub jurisdiction_name: &'static str,
    pub seats: u8,
    pub dealing_method: DealingMethod,
    pub shuffler: Shuffler,
    pub max_boxes_per_player: u8,
    /// The adjacent-box rule.
    pub adjacent_boxes: Citation,
    pub no_more_bets_announced: Ruled<bool>,
    pub progressive_sensor_check: Ruled<bool>,
    pub cut: Ruled<CutRule>,
    /// Whether this table's shuffler and dealing method call for a cut.
    pub cut_required: Ruled<bool>,
    pub stub_count_every_rounds: Ruled<Option<u8>>,
    /// Decisions go clockwise from the player farthest to the dealer's left.
    pub decision_order: Citation,
    pub wagering: WageringCitations,
    pub citations: ProcedureCitations,
    pub device_out_of_service: Ruled<&'static [OutOfService]>,
}

impl TableProcedure {
    pub fn new(rules: ProcedureRules, seating: Seating, cut_required: Ruled<bool>) -> Self {
        TableProcedure {
            jurisdiction_name: rules.jurisdiction_name,
            seats: seating.seats,
            dealing_method: seating.dealing_method,
            shuffler: seating.shuffler,
            max_boxes_per_player: seating.max_boxes_per_player,
            adjacent_boxes: rules.adjacent_boxes,
            no_more_bets_announced: rules.no_more_bets_announced,
            progressive_sensor_check: rules.progressive_sensor_check,
            cut: rules.cut,
            cut_required,
            stub_count_every_rounds: rules.stub_count_every_rounds,
            decision_order: rules.decision_order,
            wagering: rules.wagering,
            citations: rules.citations,
            device_out_of_service: rules.device_out_of_service,
        }
    }
}

/// One step of the dealer's procedure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProcedureStep {
    pub text: &'static str,
    pub citation: Citation,
    /// False for a technique used throughout (how each card is taken) or a step taken only if
    /// something happens: neither has a place in the sequence.
    pub in_sequence: bool,
    /// 0: after the step before it. N > 0: one of a run of steps (each after the one before
    /// it in the run) that the rules put in no order against the N steps just before the run:
    /// "no more bets" and the progressive lock against the shuffle, cut and loading of the
    /// shoe (001 Ch.5, Ch.8 B–C), which dealer mode accepts in either order.
    pub beside: u8,
}

pub(crate) const fn step(text: &'static str, citation: &'static str) -> ProcedureStep {
    ProcedureStep {
        text,
        citation: Citation::new(citation),
        in_sequence: true,
        beside: 0,
    }
}

/// A step of a run in no order against the `n` steps before the run (see
/// [`ProcedureStep::beside`]).
pub(crate) const fn beside(text: &'static str, citation: &'static str, n: u8) -> ProcedureStep {
    ProcedureStep {
        beside: n,
        ..step(text, citation)
    }
}

/// The pairs of positions in `steps` (in-sequence steps, in their listed order) the rules put
/// in no order against each other; every other pair goes in the listed order.
pub fn unordered_pairs(steps: &[&ProcedureStep]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (j, s) in steps.iter().enumerate() {
        let n = s.beside as usize;
        if n == 0 {
            continue;
        }
        let mut start = j;
        while start > 0 && steps[start - 1].beside == s.beside {
            start -= 1;
        }
        for i in start.saturating_sub(n)..start {
            pairs.push((i, j));
        }
    }
    pairs
}

/// A technique or a conditional step (see [`ProcedureStep::in_sequence`]).
pub(crate) const fn aside(text: &'static str, citation: &'static str) -> ProcedureStep {
    ProcedureStep {
        in_sequence: false,
        ..step(text, citation)
    }
}
