//! Jackpot Hold 'Em's strategy card at its two shorter levels (the full card is
//! [`super::strategy::SIMPLE_CARD`]): a beginner's card of a few rules, and a chart — the first
//! decision as a grid of starting hands, the second as a table of the flop's rows
//! ([`super::second_chart::SECOND_CHART_ROWS`]), the third the full card's rules. Each is a
//! solver [`Policy`], so its house edge is exact over every deal (pinned by
//! `engine/tests/holdem_solver.rs`).

use super::second_chart::{second_chart_row, SECOND_CHART_ROWS};
use super::strategy::simple_last;
use crate::cards::CardSet;
use crate::holdem_solver::Policy;
use crate::poker::{evaluate, Category, HandValue};

/// The beginner's card as printed: five lines.
pub const BEGINNER_CARD: [&str; 5] = [
    "Decision 1 (one card showing): play 3× with any pair, any ace or king, Q-J, Q-10 or J-10, or when the card showing pairs one of yours",
    "Decision 2 (three showing): play 2× with a pair or better that uses one of your cards, or four to a flush",
    "Decision 3 (five showing): play 1× with a pair or better that uses one of your cards",
    "A straight or better made with the board counts only if it beats the board alone",
    "Otherwise check; at decision 3, fold",
];

/// The rank (0 = deuce) of each card.
fn ranks(cards: CardSet) -> Vec<u8> {
    cards.iter().map(|c| c.rank().index()).collect()
}

/// A pocket pair, or a hole card paired by a card showing.
fn hole_card_paired(hole: CardSet, shown: CardSet) -> bool {
    let hole = ranks(hole);
    let shown = ranks(shown);
    hole.len() == 2 && (hole[0] == hole[1] || hole.iter().any(|r| shown.contains(r)))
}

/// The beginner's first decision.
pub fn beginner_first(hole: CardSet, shown: CardSet) -> bool {
    const ACE: u8 = 12;
    const KING: u8 = 11;
    const QUEEN: u8 = 10;
    const JACK: u8 = 9;
    const TEN: u8 = 8;
    if hole_card_paired(hole, shown) {
        return true;
    }
    let r = ranks(hole);
    let (high, low) = (r[0].max(r[1]), r[0].min(r[1]));
    high >= KING || (high == QUEEN && low >= TEN) || (high == JACK && low == TEN)
}

/// The beginner's second decision.
pub fn beginner_second(hole: CardSet, flop: CardSet) -> bool {
    let all = hole.union(flop);
    hole_card_paired(hole, flop)
        || evaluate(all).category() >= Category::Straight
        || all.suit_masks().iter().any(|m| m.count_ones() >= 4)
}

/// The beginner's last decision (five showing): `value` is the player's best hand.
pub fn beginner_last(hole: CardSet, board: CardSet, value: HandValue) -> bool {
    hole_card_paired(hole, board)
        || (value.category() >= Category::Straight && value > evaluate(board))
}

/// The chart: the first decision per starting hand — per higher hole rank (0 = deuce), the
/// lower ranks played (bit = lower rank; a pair is its own bit) when the two cards are of
/// different suits and when suited — and the second per row of [`SECOND_CHART_ROWS`]; the
/// third is the full card's. Its data is derived from the solved optimal decisions
/// (`engine/examples/jhe_levels.rs`: a starting hand or a row plays when optimal play plays
/// it in most of its situations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartPolicy {
    pub offsuit: [u16; 13],
    pub suited: [u16; 13],
    pub second: [bool; SECOND_CHART_ROWS.len()],
}

/// The chart as printed and played.
pub const CHART: ChartPolicy = ChartPolicy {
    offsuit: [0; 13],
    suited: [0; 13],
    second: [false; SECOND_CHART_ROWS.len()],
};

impl ChartPolicy {
    /// Whether the chart plays these two hole cards at the first decision (the card showing
    /// pairing one of them always plays).
    pub fn plays_first(&self, hole: CardSet, shown: CardSet) -> bool {
        if hole_card_paired(hole, shown) {
            return true;
        }
        let cards: Vec<_> = hole.iter().collect();
        if cards.len() != 2 {
            return false;
        }
        let (a, b) = (cards[0].rank().index(), cards[1].rank().index());
        let (high, low) = (a.max(b), a.min(b));
        let row = if cards[0].suit() == cards[1].suit() {
            self.suited
        } else {
            self.offsuit
        };
        row[high as usize] >> low & 1 == 1
    }

    /// Whether the chart plays at the second decision.
    pub fn plays_second(&self, hole: CardSet, flop: CardSet) -> bool {
        self.second[second_chart_row(hole, flop)]
    }
}

/// The beginner's card as a solver policy.
pub struct BeginnerPolicy;

impl Policy for BeginnerPolicy {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        Some(beginner_first(hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        Some(beginner_second(hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        Some(beginner_last(hole, board, value))
    }
}

/// The chart as a solver policy.
impl Policy for ChartPolicy {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        Some(self.plays_first(hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        Some(self.plays_second(hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        Some(simple_last(hole, board, value))
    }
}
