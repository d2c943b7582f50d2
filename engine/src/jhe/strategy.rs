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
        "Decision 1, one card showing: play 3× with (\"suited\": of your two cards and the one showing, all three of one suit, two of one suit, or rainbow)",
        &[
            "any pair of fives or better; fours unless rainbow with a 9 or 10 showing; threes with a 2 showing, or two suited with a 4, 5, K or A showing",
            "the card showing pairing a hole card",
            "A-7 or better; A-6 and A-5 two suited, or rainbow unless a 9 to a J (A-5: an 8 to a J) shows",
            "A-4 to A-2 with the card showing of your ace's suit and not of your other card's: A-4 always; A-3 with a 5 or lower or a 10 or better; A-2 with a 5 or lower or a J or better",
            "otherwise A-4: two suited unless an 8 to a 10 shows; rainbow with a 2, 3, 5 or K. A-3: a 5 or lower showing, or two suited with a Q or better. A-2: two suited with a 5 or lower or a K; rainbow with a 3",
            "K-Q; K-J unless rainbow with a 5 or 6; K-10 two suited, or rainbow with a 2 or a 7 or better; K-9 with one of your cards suited with the card showing, your two cards suited with a 2 or a 6 or better, rainbow with a 10 or better",
            "K-8: A showing; two suited with a 7 (only the showing card suited: a 6, 7 or 9+); K-7: A showing (two suited, only the showing card suited: also a 6); K-6 to K-4: two suited with an A; K-3 and K-2: an A of your king's suit",
            "Q-J with an 8 or better (rainbow: 9 or better); Q-10 with a 9 or a J or better (only the showing card suited: 8 or better); Q-9 with a K, or two suited with a 10, J or K (only the showing card suited: also an 8)",
            "J-10 with a Q, or two suited with a 9, Q or K; J-9 with a 10 or Q when only the showing card is suited",
            "all three suited: any A or K; Q-5 or better; Q-4 but not with a 7 to a 9; Q-3 with a 2, J, K or A; Q-2 with a K or A; J-9 or better; J-8 but not with a 3 or 4; J-7 with an 8 or better; J-6 and J-5 with a Q or better; J-4 with a Q; 10-9 with a 7 or better; 10-8 with a 7 to a Q; 10-7 with an 8, 9 or J; 9-8 with a 7, 10 or J; 9-7 with an 8",
            "otherwise check",
        ],
    ),
    (
        "Decision 2, three cards showing: play 2× with",
        &[
            "a straight or better",
            "a pair, two pair or three of a kind that uses a hole card, except a pocket pair below every card showing; when all three showing are of one suit you do not hold, a pair below two of them plays only if not a pocket pair and the pair + your other card + the two cards above it + 10 for each rank that would complete a straight reach 38",
            "trips all on the board: a Q or better in hand; a pair all on the board: your higher card the best kicker left (every rank above it is showing), or the points below, with nothing off for cards above the board, plus 2 reaching 61",
            "no pair: 61 points or more (2 to 10, J 11, Q 12, K 13, A 14): 3 × your higher card + your lower card + the middle card showing; +6 for each rank that would complete a straight (at most 2); −3 for each of your cards above every card showing; +1 for each of your cards whose suit is exactly three of the five cards (yours and the flop)",
            "four to a flush: + your highest card of the suit + 8 (+2 more if both your cards are of it); three of one suit showing: −10 if you hold none of it, −2 if you do",
            "otherwise check",
        ],
    ),
    (
        "Decision 3, five cards showing: play 1× with",
        &[
            "two pair or better: 20 or fewer dealer outs (unseen cards that, added to the board, would beat your hand); 18 or fewer when the board alone is your hand",
            "a pair: points at most 77 + your higher card: 4 for each dealer out; +8 if the board alone is your hand, +3 if two cards could make a straight with the board, +5 for each of your cards above every card on the board",
            "four of a kind on the board: play whenever your card is the kicker",
            "no pair: points at most 91: 4 for each dealer out + the gap between your two cards' values; +3 if three of one suit show, +5 if two cards could make a straight with the board, +11 if the board alone is your hand, +2 for each of your cards above every card on the board",
            "otherwise fold",
        ],
    ),
];

/// The exact house edges per Ante over every deal, as fractions (numerator, denominator): the
/// optimal player and the simple strategy. Pinned by `engine/tests/holdem_solver.rs`, which
/// recomputes both.
pub const OPTIMAL_HOUSE_EDGE: (u64, u64) = (13_802_304_629, 579_454_375_500);
pub const SIMPLE_HOUSE_EDGE: (u64, u64) = (12_058_073_689, 496_675_179_000);

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
const TWO: u8 = 0;

/// The most cards of one suit among these.
fn most_of_a_suit(cards: CardSet) -> u32 {
    cards
        .suit_masks()
        .iter()
        .map(|m| m.count_ones())
        .max()
        .unwrap_or(0)
}

/// Decision 1 (one card showing): the rules of [`SIMPLE_CARD`]'s first section. "Suited"
/// counts the three cards known: three of one suit, two of one suit, or all different
/// (rainbow).
pub fn simple_first(hole: CardSet, shown: CardSet) -> bool {
    let (a, b) = two(hole);
    let (high, low) = (a.rank().index(), b.rank().index());
    let Some(card) = shown.iter().next() else {
        return false;
    };
    let s = card.rank().index();
    let suited = most_of_a_suit(hole.with(card));
    let any = |ranks: &[u8]| ranks.contains(&s);
    if high == low {
        return match high {
            FIVE.. => true,
            FOUR => suited >= 2 || !(NINE..=TEN).contains(&s),
            THREE => s <= THREE || (suited >= 2 && (any(&[FOUR, FIVE]) || s >= KING)),
            _ => s == high,
        };
    }
    if s == high || s == low {
        return true;
    }
    if suited == 3 {
        return match (high, low) {
            (ACE | KING, _) => true,
            (QUEEN, FIVE..) => true,
            (QUEEN, FOUR) => !(SEVEN..=NINE).contains(&s),
            (QUEEN, THREE) => any(&[TWO, JACK, KING, ACE]),
            (QUEEN, _) => s >= KING,
            (JACK, NINE..) => true,
            (JACK, EIGHT) => !any(&[THREE, FOUR]),
            (JACK, SEVEN) => s >= EIGHT,
            (JACK, FIVE | SIX) => s >= QUEEN,
            (JACK, FOUR) => s == QUEEN,
            (TEN, NINE) => s >= SEVEN,
            (TEN, EIGHT) => (SEVEN..=QUEEN).contains(&s),
            (TEN, SEVEN) => any(&[EIGHT, NINE, JACK]),
            (NINE, EIGHT) => any(&[SEVEN, TEN, JACK]),
            (NINE, SEVEN) => s == EIGHT,
            _ => false,
        };
    }
    let two_suited = suited == 2;
    let hole_suited = a.suit() == b.suit();
    // Only the higher card's suit shows.
    let high_suit_shows = card.suit() == a.suit() && !hole_suited;
    match (high, low) {
        (ACE, SEVEN..) => true,
        (ACE, FOUR) if high_suit_shows => true,
        (ACE, THREE) if high_suit_shows => s <= FIVE || s >= TEN,
        (ACE, TWO) if high_suit_shows => s <= FIVE || s >= JACK,
        (ACE, SIX) => two_suited || !(NINE..=JACK).contains(&s),
        (ACE, FIVE) => two_suited || !(EIGHT..=JACK).contains(&s),
        (ACE, FOUR) if two_suited => !(EIGHT..=TEN).contains(&s),
        (ACE, FOUR) => any(&[TWO, THREE, FIVE, KING]),
        (ACE, THREE) if two_suited => s <= FIVE || s >= QUEEN,
        (ACE, THREE) => s <= FIVE,
        (ACE, TWO) if two_suited => s <= FIVE || s == KING,
        (ACE, TWO) => s == THREE,
        (KING, QUEEN) => true,
        (KING, JACK) => two_suited || !(FIVE..=SIX).contains(&s),
        (KING, TEN) if two_suited => true,
        (KING, TEN) => s == TWO || s >= SEVEN,
        (KING, NINE) if two_suited && !hole_suited => true,
        (KING, NINE) if two_suited => s == TWO || s >= SIX,
        (KING, NINE) => s >= TEN,
        (KING, EIGHT) if two_suited && !hole_suited => any(&[SIX, SEVEN]) || s >= NINE,
        (KING, EIGHT) if two_suited => any(&[SEVEN, ACE]),
        (KING, SEVEN) if two_suited && !hole_suited => any(&[SIX, ACE]),
        (KING, SEVEN..) => s == ACE,
        (KING, FOUR..) if two_suited => s == ACE,
        (KING, _) if high_suit_shows => s == ACE,
        (QUEEN, JACK) if two_suited => s >= EIGHT,
        (QUEEN, JACK) => s >= NINE,
        (QUEEN, TEN) if two_suited && !hole_suited => s >= EIGHT,
        (QUEEN, TEN) => s == NINE || s >= JACK,
        (QUEEN, NINE) if two_suited && !hole_suited => any(&[EIGHT, TEN, JACK, KING]),
        (QUEEN, NINE) if two_suited => any(&[TEN, JACK, KING]),
        (QUEEN, NINE) => s == KING,
        (JACK, TEN) if two_suited => any(&[NINE, QUEEN, KING]),
        (JACK, TEN) => s == QUEEN,
        (JACK, NINE) if two_suited && !hole_suited => any(&[TEN, QUEEN]),
        _ => false,
    }
}

/// Ranks that would complete a straight with these (a 13-bit rank mask, ace high or low): one
/// for an inside draw, two for an open-ended one.
fn straight_draw_ranks(ranks: u16) -> u32 {
    (0..13)
        .filter(|&r| ranks & (1 << r) == 0 && is_straight(ranks | (1 << r)))
        .count() as u32
}

/// Whether these ranks (a 13-bit mask) hold five in a row, the ace high or low.
fn is_straight(ranks: u16) -> bool {
    let wheel = (ranks << 1) | ((ranks >> 12) & 1);
    (0..10).any(|low| (wheel >> low) & 0b11111 == 0b11111)
}

/// Decision 2 (three cards showing): the rules of [`SIMPLE_CARD`]'s second section.
pub fn simple_second(hole: CardSet, flop: CardSet) -> bool {
    let all = hole.union(flop);
    let value = evaluate(all);
    if value.category() >= Category::Straight {
        return true;
    }
    let (a, b) = two(hole);
    let (high, low) = (a.rank().index(), b.rank().index());
    let hole_ranks = rank_mask(hole);
    let flop_ranks = rank_mask(flop);
    let pocket_below = high == low && flop_ranks & ((2u16 << high) - 1) == 0;
    let made_with_hole = match value.category() {
        Category::TwoPair => (0..2).any(|i| hole_ranks & (1 << value.rank(i)) != 0),
        Category::Pair | Category::ThreeOfAKind => hole_ranks & (1 << value.rank(0)) != 0,
        _ => false,
    };
    // A flop of one suit that neither hole card matches.
    let one_suit_flop = most_of_a_suit(flop) == 3 && most_of_a_suit(all) == 3;
    let bottom_pair =
        value.category() == Category::Pair && (flop_ranks >> (value.rank(0) + 1)).count_ones() == 2;
    if made_with_hole {
        if bottom_pair && one_suit_flop && high != low {
            // The pair, your other card and the two cards showing above the pair, with 10
            // for each rank that would complete a straight.
            let pair = i32::from(value.rank(0)) + 2;
            let kicker = i32::from(a.rank().value() + b.rank().value()) - pair;
            let above: i32 = flop
                .iter()
                .map(|c| i32::from(c.rank().value()))
                .filter(|&v| v > pair)
                .sum();
            let straight = straight_draw_ranks(rank_mask(all)).min(2) as i32;
            return pair + kicker + above + 10 * straight >= 38;
        }
        return !(pocket_below || (bottom_pair && one_suit_flop));
    }
    match value.category() {
        // Trips all on the board: a queen or better in hand.
        Category::ThreeOfAKind => high >= QUEEN,
        // A pair all on the board: the best kicker left plays, otherwise the points.
        Category::TwoPair | Category::Pair => {
            let best_kicker = flop_ranks >> (high + 1) == (0x1fff >> (high + 1));
            best_kicker || flop_points(hole, flop, false) + 2 >= 61
        }
        _ => flop_points(hole, flop, true) >= 61,
    }
}

/// Decision 2's point count for a hand with no pair of its own, in card values (2 to 10,
/// J = 11, Q = 12, K = 13, A = 14): three times the higher hole card, the lower one and the
/// middle card showing; 6 for each rank that would complete a straight (at most two); 3 off
/// for each hole card above every card showing; 1 for each hole card of a suit with three of
/// the five cards; a flop of one suit takes 10 off, or 2 with four to that flush; four to a
/// flush adds the highest hole card of the suit and 8, and 2 more when both are of it. The
/// weights were fitted to the exact values of every second decision the card's first decision
/// checks into (`jhe_card_data`), then evaluated over every deal.
fn flop_points(hole: CardSet, flop: CardSet, count_overs: bool) -> i32 {
    let all = hole.union(flop);
    let (a, b) = two(hole);
    let value = |c: &Card| i32::from(c.rank().value());
    let (sum, top, bottom) = flop
        .iter()
        .map(|c| value(&c))
        .fold((0, 0, 99), |(s, t, b), v| (s + v, t.max(v), b.min(v)));
    let middle = sum - top - bottom;
    let flop_ranks = rank_mask(flop);
    let suits = all.suit_masks();
    let in_suit = |c: &Card| suits[c.suit().index() as usize].count_ones();
    let straight = straight_draw_ranks(rank_mask(all)).min(2) as i32;
    let overs = [a, b]
        .iter()
        .filter(|c| count_overs && flop_ranks >> c.rank().index() == 0)
        .count() as i32;
    let backdoor = [a, b].iter().filter(|c| in_suit(c) == 3).count() as i32;
    // The higher card is first: the first of the flush suit is the highest.
    let flush = [a, b].into_iter().filter(|c| in_suit(c) >= 4);
    let (flush_top, flush_cards) = (flush.clone().map(|c| value(&c)).next(), flush.count());
    let one_suit = most_of_a_suit(flop) == 3;
    let mut points = 3 * value(&a) + value(&b) + middle + 6 * straight - 3 * overs + backdoor;
    match flush_top {
        Some(top) => {
            points += top + 8 + if flush_cards == 2 { 2 } else { 0 };
            if one_suit {
                points -= 2;
            }
        }
        None if one_suit => points -= 10,
        None => {}
    }
    points
}

/// The dealer's outs: unseen cards that, added to the five community cards, would beat the
/// player's hand.
pub fn dealer_outs(hole: CardSet, board: CardSet, value: HandValue) -> u32 {
    with_river_board(board, |known| known.outs(hole, board, value))
}

/// What decision 3's rules read off the five community cards alone, kept for the board last
/// asked about on this thread: the exact walk asks about all 1,081 hands of a board in turn,
/// and each used to evaluate the 45 cards it had not seen (56 % of the strategy card's walk);
/// now each is a binary search in 47 sorted values.
struct RiverBoard {
    bits: u64,
    /// The board with each card added, by the card's bit in a [`CardSet`] (cards on the board:
    /// unused).
    with: [HandValue; 64],
    /// Those values for the 47 cards off the board, in increasing order.
    sorted: Vec<HandValue>,
    /// The board alone.
    on_board: HandValue,
    /// Whether two more cards of some ranks make a straight with the board.
    straight_possible: bool,
}

impl RiverBoard {
    /// [`dealer_outs`] on this board: the cards off the board whose six-card hand beats
    /// `value`, less the player's own.
    fn outs(&self, hole: CardSet, board: CardSet, value: HandValue) -> u32 {
        let above = self.sorted.len() - self.sorted.partition_point(|&v| v <= value);
        let mine = hole
            .iter()
            .filter(|c| !board.contains(*c) && self.with[bit_index(*c)] > value)
            .count();
        (above - mine) as u32
    }
}

fn bit_index(card: Card) -> usize {
    card.bit().trailing_zeros() as usize
}

thread_local! {
    static RIVER_BOARD: std::cell::RefCell<Option<RiverBoard>> =
        const { std::cell::RefCell::new(None) };
}

fn with_river_board<T>(board: CardSet, read: impl FnOnce(&RiverBoard) -> T) -> T {
    RIVER_BOARD.with(|cell| {
        let mut known = cell.borrow_mut();
        read(known_board(&mut known, board))
    })
}

/// The kept board, worked out again when `board` is another: one copy of this code, whatever
/// its readers (a page's bundle carries it once).
#[inline(never)]
fn known_board(known: &mut Option<RiverBoard>, board: CardSet) -> &RiverBoard {
    if known.as_ref().is_none_or(|kept| kept.bits != board.bits()) {
        *known = Some(work_out_board(board));
    }
    // Just filled when it was not this board's.
    known.get_or_insert_with(|| work_out_board(board))
}

fn work_out_board(board: CardSet) -> RiverBoard {
    let on_board = evaluate(board);
    let mut with = [on_board; 64];
    let mut sorted: Vec<HandValue> = Vec::with_capacity(47);
    for suit in 0..4u32 {
        for rank in 0..13u32 {
            let bit = 16 * suit + rank;
            if board.bits() & (1u64 << bit) == 0 {
                let value = evaluate(CardSet::from_bits(board.bits() | 1u64 << bit));
                with[bit as usize] = value;
                // Kept in order as they come (47 values): the library's sort would add its
                // code to every page bundle that deals this game.
                let at = sorted.partition_point(|&v| v <= value);
                sorted.insert(at, value);
            }
        }
    }
    let ranks = rank_mask(board);
    let straight_possible =
        (0..13).any(|x| (x..13).any(|y| is_straight(ranks | (1 << x) | (1 << y))));
    RiverBoard {
        bits: board.bits(),
        with,
        sorted,
        on_board,
        straight_possible,
    }
}

/// Decision 3 (five cards showing): count the dealer's outs — the unseen cards that, added to
/// the board, would beat your hand — and play 1× with 20 or fewer; when the board alone is your
/// hand (your cards play no part), with 18 or fewer. Two exceptions found in the exact values:
/// four of a kind on the board plays whenever your card is the kicker (the dealer always
/// qualifies and often only ties), and no pair with 19 outs folds with a king or an ace in hand
/// when three of a suit show (the dealer's two-card flushes qualify; the outs do not count them).
pub fn simple_last(hole: CardSet, board: CardSet, value: HandValue) -> bool {
    // The board's facts read once for the hand (the exact walk asks this of every hand).
    with_river_board(board, |known| last_on(known, hole, board, value))
}

fn last_on(known: &RiverBoard, hole: CardSet, board: CardSet, value: HandValue) -> bool {
    let on_board = known.on_board;
    if on_board.category() == Category::FourOfAKind && value > on_board {
        return true;
    }
    let board_plays = on_board == value;
    match value.category() {
        Category::HighCard => {
            let (a, b) = two(hole);
            let gap = u32::from(a.rank().index() - b.rank().index());
            let flush = if most_of_a_suit(board) >= 3 { 3 } else { 0 };
            river_points(known, hole, board, value, board_plays, [11, 5, 2]) + gap + flush <= 91
        }
        Category::Pair => {
            let high = u32::from(two(hole).0.rank().index()) + 2;
            river_points(known, hole, board, value, board_plays, [8, 3, 5]) <= 77 + high
        }
        _ => {
            let limit = if board_plays { 18 } else { 20 };
            known.outs(hole, board, value) <= limit
        }
    }
}

/// Decision 3's point counts for no pair and for a pair: 4 for each dealer out, plus the given
/// points when the board alone is your hand, when two cards could complete a straight with the
/// board, and for each of your cards above every card on the board. The weights were fitted
/// like [`flop_points`] to the exact values of every river spot the card reaches.
fn river_points(
    known: &RiverBoard,
    hole: CardSet,
    board: CardSet,
    value: HandValue,
    board_plays: bool,
    weights: [u32; 3],
) -> u32 {
    let [plays, straight, over] = weights;
    let ranks = rank_mask(board);
    let overs = hole
        .iter()
        .filter(|c| ranks >> c.rank().index() == 0)
        .count() as u32;
    4 * known.outs(hole, board, value)
        + if board_plays { plays } else { 0 }
        + if known.straight_possible { straight } else { 0 }
        + over * overs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn set(text: &str) -> CardSet {
        parse_cards(text).expect("cards").into_iter().collect()
    }

    fn first(hole: &str, shown: &str) -> bool {
        simple_first(set(hole), set(shown))
    }

    fn second(hole: &str, flop: &str) -> bool {
        simple_second(set(hole), set(flop))
    }

    /// The card's first section, line by line, on hands worked from its wording.
    #[test]
    fn decision_one_follows_the_cards_wording() {
        // Pairs: fives always; fours but not rainbow with a 9 or 10; threes only as written.
        assert!(first("5c 5d", "Th"));
        assert!(first("4c 4d", "8h") && !first("4c 4d", "9h") && first("4c 4d", "9c"));
        assert!(first("3c 3d", "Kc") && !first("3c 3d", "Kh") && !first("3c 3d", "8c"));
        // The card showing pairs a hole card.
        assert!(first("7c 2d", "2h"));
        // Aces: A-5 rainbow not with an 8 to a J; two suited always.
        assert!(first("Ac 5d", "7h") && !first("Ac 5d", "8h") && first("Ac 5d", "8c"));
        assert!(first("Ac 2d", "3h") && !first("Ac 2d", "4h") && first("Ac 2c", "4h"));
        // Kings: K-9 rainbow with a 10 or better; two suited with a 2 or a 6 or better.
        assert!(first("Kc 9d", "Th") && !first("Kc 9d", "8h") && first("Kc 9d", "8d"));
        assert!(!first("Kc 9c", "3h") && first("Kc 9c", "6h"));
        // K-8: with an ace showing; K-6 only two suited with an ace.
        assert!(first("Kc 8d", "Ah") && first("Kc 6c", "Ah") && !first("Kc 6d", "Ah"));
        // Queens and jacks.
        assert!(first("Qc Jd", "9h") && !first("Qc Jd", "8h") && first("Qc Jd", "8c"));
        assert!(first("Jc Td", "Qh") && !first("Jc Td", "Kh") && first("Jc Td", "Kd"));
        // All three suited.
        assert!(first("Kc 2c", "7c") && first("Qc 5c", "8c") && !first("Qc 4c", "8c"));
        assert!(first("Tc 9c", "7c") && !first("Tc 9c", "6c") && !first("Tc 6c", "Ac"));
        assert!(!first("8c 3d", "Ah"));
        // The card showing of your ace's suit: A-4 always (a 9 too, which two suited
        // otherwise checks); A-3 with a 10 but not a 9; A-2 with a J but not a 10.
        assert!(first("Ac 4d", "9c") && !first("Ac 4d", "9d"));
        assert!(first("Ac 3d", "Tc") && !first("Ac 3d", "9c") && !first("Ac 3d", "Td"));
        assert!(first("Ac 2d", "Jc") && !first("Ac 2d", "Tc"));
        // K-9 with one card suited with the one showing: any; K-3 with an ace of its suit.
        assert!(first("Kc 9d", "3c") && first("Kc 9d", "4d") && !first("Kc 9c", "4d"));
        assert!(first("Kc 3d", "Ac") && !first("Kc 3d", "Ad") && !first("Kc 3c", "Ad"));
    }

    /// The card's second section, line by line, with the points counted by hand.
    #[test]
    fn decision_two_follows_the_cards_wording() {
        // A pair with a hole card; not a pocket pair below the board.
        assert!(second("Kc 4d", "4h 9s Jc"));
        assert!(!second("3c 3d", "7h 9s Jc"));
        // A pair below two cards of a suit you do not hold: 4 + K 13 + 9 + J 11 = 37, no
        // straight rank: check; with an ace, 38: play. Not of one suit: play.
        assert!(!second("Kd 4d", "4h 9h Jh") && second("Ad 4d", "4h 9h Jh"));
        assert!(second("Kd 4h", "4c 9h Jh"));
        // No pair: 3 × J + 2 + 9 = 44; a flush draw adds the J and 8 (63) and the flop of
        // one suit takes 2: 61, play. With the 10 of the suit: 30 + 2 + 8 + 10 + 8 - 2 = 56.
        assert!(second("Jh 2c", "4h 9h Kh") && !second("Th 2c", "4h 8h Kh"));
        // Both cards of the suit: 30 + 2 + 8 + 10 + 8 + 2 = 60, check; J-2: 64, play.
        assert!(!second("Th 2h", "4h 8h Kd") && second("Jh 2h", "4h 8h Kd"));
        // A pair on the board: an ace, or the best kicker left, plays.
        assert!(second("Ac 3d", "7h 7s 2c") && second("Kc 3d", "Ah As 2c"));
        // Otherwise the points, overcards not counted, plus 2: K-3 on 7-7-2 39 + 3 + 7 + 2
        // = 51, check; K-Q on 9-9-2 39 + 12 + 9 + 2 = 62, play.
        assert!(!second("Kc 3d", "7h 7s 2c") && second("Kc Qd", "9h 9s 2c"));
        // Straight ranks: Q-J on K-10-2 (an A or a 9): 36 + 11 + 10 + 12 = 69, play;
        // K-4 on A-Q-J (a 10): 39 + 4 + 12 + 6 = 61, play; 10-4 on A-K-Q (a J): 53, check.
        assert!(second("Qc Jd", "Kh Ts 2c") && second("Kc 4d", "Ah Qs Jc"));
        assert!(!second("Tc 4d", "Ah Ks Qc"));
        // J-9 on Q-10-2: 33 + 9 + 10 + 12 = 64, play; on 10-8-2 the J is above every card:
        // 33 + 9 + 8 + 12 - 3 = 59, check.
        assert!(second("Jc 9d", "Qh Ts 2c") && !second("Jc 9d", "Th 8s 2c"));
        // A-K on 9-5-2: 42 + 13 + 5 - 6 = 54, check; hearts with a heart showing add 2 (56).
        assert!(!second("Ac Kd", "9h 5s 2c") && !second("Ah Kh", "9h 5s 2c"));
    }

    fn last(hole: &str, board: &str) -> bool {
        let (hole, board) = (set(hole), set(board));
        simple_last(hole, board, evaluate(hole.union(board)))
    }

    /// The card's third section, line by line, on hands whose outs were counted by hand.
    #[test]
    fn decision_three_follows_the_cards_wording() {
        let outs = |hole: &str, board: &str| {
            let (hole, board) = (set(hole), set(board));
            dealer_outs(hole, board, evaluate(hole.union(board)))
        };
        // Q-8 on A-9-7-4-2 rainbow (A-Q-9-8-7): any ace, 9, 7, 4 or 2 pairs the board (15) and
        // a king beats the queen (4); a queen ties the queen and loses on the 8: 19, play.
        // J-8: the queens beat it too: 23, fold.
        assert_eq!(outs("Qc 8d", "Ah 9s 7c 4d 2h"), 19);
        assert!(last("Qc 8d", "Ah 9s 7c 4d 2h"));
        assert_eq!(outs("Jc 8d", "Ah 9s 7c 4d 2h"), 23);
        assert!(!last("Jc 8d", "Ah 9s 7c 4d 2h"));
        // The board plays (a straight 2 to 6): only a 7 beats it (4 outs), play.
        assert_eq!(outs("Kc Jd", "2h 3s 4c 5d 6h"), 4);
        assert!(last("Kc Jd", "2h 3s 4c 5d 6h"));
        // Four of a kind on the board: play when your card is the kicker.
        // 5-3 with four eights and a 2: the 5 plays; every 6, 7, 9 to A beats it (32 outs),
        // still play. 3-2 with four eights and a 6: the board plays (28 outs), fold.
        assert_eq!(outs("5c 3d", "8h 8s 8c 8d 2h"), 32);
        assert!(last("5c 3d", "8h 8s 8c 8d 2h"));
        assert_eq!(outs("3c 2d", "8h 8s 8c 8d 6h"), 28);
        assert!(!last("3c 2d", "8h 8s 8c 8d 6h"));
        // No pair, K high, 19 outs (15 pair the board, 4 aces): 76 + the gap 10 + 2 for the
        // king above the board = 88, play; three hearts add 3 (91), still play; with a 4 for
        // the 2, a 3 and a 6 would make a straight: +5, 96, fold.
        assert_eq!(outs("Kc 3d", "Qh Ts 7c 5d 2h"), 19);
        assert!(last("Kc 3d", "Qh Ts 7c 5d 2h"));
        assert_eq!(outs("Kc 3d", "Qh Th 7h 5d 2s"), 19);
        assert!(last("Kc 3d", "Qh Th 7h 5d 2s"));
        assert_eq!(outs("Kc 3d", "Qh Th 7h 5d 4s"), 19);
        assert!(!last("Kc 3d", "Qh Th 7h 5d 4s"));
        // Q-8 above: 76 + 4 + 5 (a 3 and a 5 make a wheel) = 85, play; J-8: 92 + 3 + 5, fold.
        // A pair of fives on A-K-Q-7-5 with four hearts: 12 pair the board, 9 hearts (the Q
        // of hearts once): 20 outs, 80 + 3 (a J and a 10) = 83. At most 77 + your higher
        // card: with a 2, 79, fold (20 outs were a play before); with a 10, 87, play.
        assert_eq!(outs("5c 2d", "Ah Kh Qd 7h 5h"), 20);
        assert!(!last("5c 2d", "Ah Kh Qd 7h 5h") && last("5c Td", "Ah Kh Qd 7h 5h"));
    }

    proptest::proptest! {
        /// The kept board's outs (sorted values, the player's cards taken out) equal a count
        /// of every unseen card, six-card hand by six-card hand, on any seven distinct cards.
        #[test]
        fn dealer_outs_equal_a_recount_of_every_unseen_card(
            cards in proptest::sample::subsequence((0u8..52).collect::<Vec<_>>(), 7),
            order in proptest::collection::vec(0usize..1000, 7),
        ) {
            let mut picked: Vec<(usize, Card)> = order
                .into_iter()
                .zip(&cards)
                .map(|(key, &i)| (key, Card::from_index(i).expect("index < 52")))
                .collect();
            picked.sort_by_key(|&(key, card)| (key, card.bit()));
            let hole: CardSet = picked[..2].iter().map(|&(_, c)| c).collect();
            let board: CardSet = picked[2..].iter().map(|&(_, c)| c).collect();
            let value = evaluate(hole.union(board));
            let recount = Card::deck()
                .filter(|c| !hole.contains(*c) && !board.contains(*c))
                .filter(|&c| evaluate(CardSet::from_bits(board.bits() | c.bit())) > value)
                .count() as u32;
            proptest::prop_assert_eq!(dealer_outs(hole, board, value), recount);
        }
    }
}
