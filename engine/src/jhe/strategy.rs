//! How computer players decide at Jackpot Hold 'Em's three decision points, and the same
//! strategies as policies the exact solver evaluates over every deal (their exact house edge).
//! The exact optimal player reads the solved tables ([`super::exact::optimal`]) for its first two
//! decisions and computes its third.

use super::rules::JheDecision;
use crate::cards::{Card, CardSet};
use crate::holdem_solver::Policy;
use crate::poker::{evaluate, Category, HandValue};
use serde::{Deserialize, Serialize};

/// A named way of playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JheStrategy {
    /// Play 3× at the first decision, every hand.
    Always,
    /// Never before the river: check twice, then play 1× with a pair or better among the seven
    /// cards, else fold.
    River,
    /// A handful of rules per decision point, derived from the exact optimal decisions (see
    /// [`simple_first`], [`simple_second`], [`simple_last`]); its exact house edge is pinned
    /// by a test.
    Simple,
    /// The exact optimal player: the solved first and second decisions
    /// ([`super::exact::optimal`], solved on first use), the exact third.
    Optimal,
}

impl JheStrategy {
    pub const ALL: [JheStrategy; 3] =
        [JheStrategy::Always, JheStrategy::River, JheStrategy::Simple];

    pub fn parse(text: &str) -> Result<JheStrategy, String> {
        match text.trim() {
            "always" => Ok(JheStrategy::Always),
            "river" => Ok(JheStrategy::River),
            "simple" => Ok(JheStrategy::Simple),
            "optimal" => Ok(JheStrategy::Optimal),
            other => Err(format!("unknown strategy '{other}' for Jackpot Hold 'Em (use optimal, always, river or simple)")),
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            JheStrategy::Always => "always",
            JheStrategy::River => "river",
            JheStrategy::Simple => "simple",
            JheStrategy::Optimal => "optimal",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            JheStrategy::Always => "always 3×",
            JheStrategy::River => "never before the river",
            JheStrategy::Simple => "the simple strategy",
            JheStrategy::Optimal => "optimal (exact)",
        }
    }

    /// Whether to place the Play at a point (1 to 3) with these hole cards and the community
    /// cards showing (1, 3 or 5 of them).
    pub fn plays(self, point: u8, hole: CardSet, shown: CardSet) -> bool {
        match (self, point) {
            (JheStrategy::Always, _) => true,
            (JheStrategy::River, 3) => evaluate(hole.union(shown)).category() >= Category::Pair,
            (JheStrategy::River, _) => false,
            (JheStrategy::Simple, 1) => simple_first(hole, shown),
            (JheStrategy::Simple, 2) => simple_second(hole, shown),
            (JheStrategy::Simple, _) => simple_last(hole, shown, evaluate(hole.union(shown))),
            (JheStrategy::Optimal, p) => optimal_plays(p, hole, shown),
        }
    }

    /// The decision at a point (1 to 3): the Play of that point, or check (fold at the third).
    pub fn decide(self, point: u8, hole: CardSet, shown: CardSet) -> JheDecision {
        let point = point.clamp(1, 3);
        match (self.plays(point, hole, shown), point) {
            (true, p) => JheDecision::Play(4 - p),
            (false, 3) => JheDecision::Fold,
            (false, _) => JheDecision::Check,
        }
    }
}

/// The simple strategy as a card to print: each decision point with its rules (the functions
/// below implement exactly these).
pub const SIMPLE_CARD: [(&str, &[&str]); 3] = [
    (
        "Decision 1, one card showing: play 3× with",
        &[
            "a pair of fours or better in hand (threes with a 2, 4, 5, K or A showing), or the card showing pairing a hole card",
            "three suited cards within five ranks, both hole cards 8 or better and a 7 or better showing",
            "an ace, except A-2 to A-4 when a 6 to a Q shows (unless all three are suited)",
            "K-J or better; K-T unless a 3 to a 6 shows; K-9 with a 9 or better showing; K-7 or better with an ace showing; any king with all three suited",
            "Q-J or Q-T with a 9 or better showing; Q-9 with a king showing; Q-4 or better with all three suited (any suited queen with a K or A showing)",
            "J-T with a queen showing; J-8 or better with all three suited",
            "otherwise check",
        ],
    ),
    (
        "Decision 2, three cards showing: play 2× with",
        &[
            "a straight or better",
            "a pair, two pair or three of a kind that uses a hole card, except a pocket pair below every card showing",
            "a pair all on the board with an ace in hand; trips all on the board with a queen or better in hand",
            "four to a flush with a 10 or better of the suit in hand",
            "otherwise check",
        ],
    ),
    (
        "Decision 3, five cards showing: play 1× with",
        &[
            "20 or fewer dealer outs: unseen cards that, added to the board, would beat your hand",
            "18 or fewer when the board alone is your hand (your cards play no part)",
            "otherwise fold",
        ],
    ),
];

/// The exact house edges per Ante over every deal, as fractions (numerator, denominator): the
/// optimal player and the simple strategy. Pinned by `engine/tests/holdem_solver.rs`, which
/// recomputes both.
pub const OPTIMAL_HOUSE_EDGE: (u64, u64) = (13_802_304_629, 579_454_375_500);
pub const SIMPLE_HOUSE_EDGE: (u64, u64) = (91_310_574_181, 3_476_726_253_000);

/// The exact solver asks a strategy the same questions the table does (the optimal player
/// leaves every choice to the solver).
impl Policy for JheStrategy {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        (*self != JheStrategy::Optimal).then(|| self.plays(1, hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        (*self != JheStrategy::Optimal).then(|| self.plays(2, hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        match self {
            JheStrategy::Optimal => None,
            JheStrategy::Simple => Some(simple_last(hole, board, value)),
            other => Some(other.plays(3, hole, board)),
        }
    }
}

fn indices(cards: CardSet) -> Vec<u8> {
    cards.iter().map(|c| c.index()).collect()
}

/// The optimal decision: the solved tables at the first two points, the exact value of a 1×
/// Play against a fold (over the 990 dealer hands) at the third.
fn optimal_plays(point: u8, hole: CardSet, shown: CardSet) -> bool {
    let h = indices(hole);
    let s = indices(shown);
    let hole2 = [h[0], h[1]];
    match point {
        1 => super::exact::optimal().first_plays(hole2, s[0]),
        2 => super::exact::optimal().second_plays(hole2, [s[0], s[1], s[2]]),
        _ => {
            let xtra = super::paytables::paytable(super::rules::JheWager::XtraBonus, "A")
                .expect("X-tra Bonus Paytable A");
            let hole_cards: Vec<_> = hole.iter().collect();
            let board: Vec<_> = shown.iter().collect();
            let [(_, play), (_, fold)] = super::decision::decision_three(
                xtra,
                [hole_cards[0], hole_cards[1]],
                [board[0], board[1], board[2], board[3], board[4]],
            );
            play.numerator > fold.numerator
        }
    }
}

/// The 13-bit mask of the ranks among these cards (bit 0 = deuce).
fn rank_mask(cards: CardSet) -> u16 {
    cards.suit_masks().iter().fold(0, |m, s| m | s)
}

/// The two hole cards, higher rank first.
fn two(hole: CardSet) -> (Card, Card) {
    let mut cards = hole.iter();
    let (a, b) = (cards.next(), cards.next());
    match (a, b) {
        (Some(a), Some(b)) if a.rank() >= b.rank() => (a, b),
        (Some(a), Some(b)) => (b, a),
        _ => panic!("a strategy decides on two hole cards"),
    }
}

const ACE: u8 = 12;
const KING: u8 = 11;
const QUEEN: u8 = 10;
const JACK: u8 = 9;
const TEN: u8 = 8;
const NINE: u8 = 7;
const EIGHT: u8 = 6;
const SEVEN: u8 = 5;
const SIX: u8 = 4;
const FIVE: u8 = 3;
const FOUR: u8 = 2;
const THREE: u8 = 1;

/// Decision 1 (one card showing), play 3× with:
/// - a pair of fours or better in hand (threes with a deuce, four, five, king or ace showing),
///   or the card showing pairing a hole card;
/// - three suited cards within five ranks, both hole cards eight or better and a seven or
///   better showing;
/// - an ace, except ace–deuce to ace–four when a six to a queen shows (unless all three suited);
/// - king–jack or better; king–ten unless a three to a six shows; king–nine with a nine or
///   better showing; king–seven or better with an ace showing; any king with all three cards
///   suited;
/// - queen–jack or queen–ten with a nine or better showing; queen–nine with a king showing;
///   queen–four or better with all
///   three cards suited (any queen, suited, with a king or ace showing);
/// - jack–ten with a queen showing; jack–eight or better with all three cards suited.
pub fn simple_first(hole: CardSet, shown: CardSet) -> bool {
    let (a, b) = two(hole);
    let (high, low) = (a.rank().index(), b.rank().index());
    let Some(card) = shown.iter().next() else {
        return false;
    };
    let s = card.rank().index();
    let three_suited = a.suit() == b.suit() && card.suit() == a.suit();
    if high == low {
        return high >= FOUR || s == high || (high == THREE && (s <= FIVE || s >= KING));
    }
    if s == high || s == low {
        return true;
    }
    // Three suited cards within five ranks, both hole cards eight or better: a straight-flush
    // draw.
    let top = high.max(s);
    let bottom = low.min(s);
    if three_suited && low >= EIGHT && s >= SEVEN && top - bottom <= 4 {
        return true;
    }
    match high {
        ACE => low >= FIVE || three_suited || !(SIX..=QUEEN).contains(&s),
        KING => {
            low >= JACK
                || (low == TEN && !(THREE..=SIX).contains(&s))
                || (low == NINE && s >= NINE)
                || (low >= SEVEN && s == ACE)
                || three_suited
        }
        QUEEN => {
            (low >= TEN && s >= NINE)
                || (low >= NINE && s == KING)
                || (three_suited && (low >= FOUR || s >= KING))
        }
        JACK => (low == TEN && s == QUEEN) || (three_suited && low >= EIGHT),
        _ => false,
    }
}

/// Decision 2 (three cards showing), play 2× with:
/// - a straight or better;
/// - a pair, two pair or three of a kind that uses a hole card, except a pocket pair below
///   every card showing;
/// - with the pair all on the board, an ace in hand; with trips all on the board, a queen or
///   better;
/// - four to a flush with a ten or better of the suit in hand.
pub fn simple_second(hole: CardSet, flop: CardSet) -> bool {
    let value = evaluate(hole.union(flop));
    if value.category() >= Category::Straight {
        return true;
    }
    let (a, b) = two(hole);
    let hole_ranks = rank_mask(hole);
    let pocket_below =
        a.rank() == b.rank() && rank_mask(flop) & ((2u16 << a.rank().index()) - 1) == 0;
    let made_with_hole = match value.category() {
        Category::TwoPair => (0..2).any(|i| hole_ranks & (1 << value.rank(i)) != 0),
        Category::Pair | Category::ThreeOfAKind => hole_ranks & (1 << value.rank(0)) != 0,
        _ => false,
    };
    if made_with_hole {
        return !pocket_below;
    }
    let kicker_needed = if value.category() == Category::ThreeOfAKind {
        QUEEN
    } else {
        ACE
    };
    if value.category() >= Category::Pair && a.rank().index() >= kicker_needed {
        return true;
    }
    let suits = hole.union(flop).suit_masks();
    [a, b]
        .iter()
        .any(|c| c.rank().index() >= TEN && suits[c.suit().index() as usize].count_ones() >= 4)
}

/// The dealer's outs: unseen cards that, added to the five community cards, would beat the
/// player's hand. Counting stops once it passes `stop` (the rule only asks "at most N?").
pub fn dealer_outs(hole: CardSet, board: CardSet, value: HandValue, stop: u32) -> u32 {
    let seen = hole.union(board).bits();
    let mut outs = 0;
    for suit in 0..4u32 {
        for rank in 0..13u32 {
            let bit = 1u64 << (16 * suit + rank);
            if seen & bit == 0 && evaluate(CardSet::from_bits(board.bits() | bit)) > value {
                outs += 1;
                if outs > stop {
                    return outs;
                }
            }
        }
    }
    outs
}

/// Decision 3 (five cards showing): count the dealer's outs — the unseen cards that, added to
/// the board, would beat your hand — and play 1× with 20 or fewer; when the board alone is your
/// hand (your cards play no part), with 18 or fewer.
pub fn simple_last(hole: CardSet, board: CardSet, value: HandValue) -> bool {
    let limit = if evaluate(board) == value { 18 } else { 20 };
    dealer_outs(hole, board, value, limit) <= limit
}
