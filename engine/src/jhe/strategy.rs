//! How computer players decide at Jackpot Hold 'Em's three decision points, and the same
//! strategies as policies the exact solver evaluates over every deal (their exact house edge).
//! The exact optimal player needs the whole analysis and comes with it.

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
const FIVE: u8 = 3;
const FOUR: u8 = 2;

/// Decision 1 (one card showing), play 3× with: a pair of fours or better in hand; the card
/// showing pairing a hole card; an ace with a five or better, or suited; king–jack or better;
/// both hole cards and the card showing of one suit, with a king or queen.
pub fn simple_first(hole: CardSet, shown: CardSet) -> bool {
    let (a, b) = two(hole);
    let (high, low) = (a.rank().index(), b.rank().index());
    let suited = a.suit() == b.suit();
    let three_suited = suited && shown.iter().all(|c| c.suit() == a.suit());
    (high == low && high >= FOUR)
        || rank_mask(shown) & rank_mask(hole) != 0
        || (high == ACE && (low >= FIVE || suited))
        || (high == KING && low >= JACK)
        || (three_suited && high >= QUEEN)
}

/// Decision 2 (three cards showing), play 2× with: two pair or better; a pair that uses a hole
/// card, except a pocket pair below every card showing; four to a flush with a hole card of
/// ten or better in the suit.
pub fn simple_second(hole: CardSet, flop: CardSet) -> bool {
    let value = evaluate(hole.union(flop));
    if value.category() >= Category::TwoPair {
        return true;
    }
    let (a, b) = two(hole);
    if value.category() == Category::Pair {
        let pair = value.rank(0);
        let pocket = a.rank() == b.rank();
        let below_board = pocket && rank_mask(flop) & ((2u16 << pair) - 1) == 0;
        if rank_mask(hole) & (1 << pair) != 0 && !below_board {
            return true;
        }
    }
    let suits = hole.union(flop).suit_masks();
    [a, b]
        .iter()
        .any(|c| c.rank().index() >= TEN && suits[c.suit().index() as usize].count_ones() >= 4)
}

/// Unseen ranks above the higher hole card (ranks not on the board).
fn ranks_missing_above(hole: CardSet, board: CardSet) -> u32 {
    let top = two(hole).0.rank().index();
    let above = 0x1FFFu16 & !((2u16 << top) - 1);
    (above & !rank_mask(board)).count_ones()
}

/// Decision 3 (five cards showing), play 1× with: anything that beats the board's own best
/// hand by more than kickers (a pair using a hole card, or better); a board straight or
/// better; with no pair, a hole card that no unseen rank outranks; when the board's pair, two
/// pair or trips plays, at most two unseen ranks above your higher hole card.
pub fn simple_last(hole: CardSet, board: CardSet, value: HandValue) -> bool {
    let on_board = evaluate(board);
    if on_board.category() >= Category::Straight {
        return true;
    }
    if value.category() >= Category::Pair {
        if value.category() > on_board.category() {
            return true;
        }
        let main = if on_board.category() == Category::TwoPair {
            2
        } else {
            1
        };
        if (0..main).any(|i| value.rank(i) != on_board.rank(i)) {
            return true;
        }
        return ranks_missing_above(hole, board) <= 2;
    }
    ranks_missing_above(hole, board) == 0
}
