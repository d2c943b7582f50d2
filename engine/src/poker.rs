//! Standard poker hand values (RULES.md B6, 001 Ch.6): the best five cards of five to seven, A-2-3-4-5
//! the lowest straight, no wrap-around, suits equal, ties by the standard comparison. One `u32`
//! per hand, compared as integers: the category in bits 20–23, then up to five ranks (0 = deuce
//! … 12 = ace) in nibbles from the most significant, in the order they compare.
//!
//! The hot function works on the four 13-bit suit masks of a [`CardSet`]: a flush is a popcount,
//! ranks held twice / three / four times are unions and intersections of the masks, and two
//! 8,192-entry tables built at compile time (their builders beside them) give the top of a
//! straight and the highest five ranks of any rank mask.

use crate::cards::CardSet;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A hand's category, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl Category {
    /// Highest first, as paytables list them.
    pub const ALL_HIGH_FIRST: [Category; 10] = [
        Category::RoyalFlush,
        Category::StraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::Pair,
        Category::HighCard,
    ];

    /// As 001 Ch.6 D names it.
    pub fn name(self) -> &'static str {
        match self {
            Category::RoyalFlush => "Royal flush",
            Category::StraightFlush => "Straight flush",
            Category::FourOfAKind => "Four of a kind",
            Category::FullHouse => "Full house",
            Category::Flush => "Flush",
            Category::Straight => "Straight",
            Category::ThreeOfAKind => "Three of a kind",
            Category::TwoPair => "Two pair",
            Category::Pair => "Pair",
            Category::HighCard => "High card",
        }
    }

    /// A royal flush is a straight flush to the ace: they share the code in the hand value.
    fn code(self) -> u32 {
        match self {
            Category::RoyalFlush => Category::StraightFlush as u32,
            other => other as u32,
        }
    }
}

/// A hand's value: compare two with `<`, `==`, `>`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct HandValue(u32);

const ACE: u32 = 12;

impl HandValue {
    fn new(category: Category, ranks: u32) -> HandValue {
        HandValue(category.code() << 20 | ranks)
    }

    pub fn category(self) -> Category {
        match self.0 >> 20 {
            0 => Category::HighCard,
            1 => Category::Pair,
            2 => Category::TwoPair,
            3 => Category::ThreeOfAKind,
            4 => Category::Straight,
            5 => Category::Flush,
            6 => Category::FullHouse,
            7 => Category::FourOfAKind,
            _ if self.rank(0) == ACE as u8 => Category::RoyalFlush,
            _ => Category::StraightFlush,
        }
    }

    /// The `i`-th rank in comparison order (0 = deuce … 12 = ace).
    pub fn rank(self, i: usize) -> u8 {
        ((self.0 >> (16 - 4 * i)) & 15) as u8
    }

    pub fn raw(self) -> u32 {
        self.0
    }

    /// A value from [`HandValue::raw`]'s bits.
    pub fn from_raw(raw: u32) -> HandValue {
        HandValue(raw)
    }

    /// "Full house, kings full of fives".
    pub fn describe(self) -> String {
        let name = |i: usize| RANK_NAMES[self.rank(i) as usize];
        let plural = |i: usize| RANK_PLURALS[self.rank(i) as usize];
        match self.category() {
            Category::RoyalFlush => "Royal flush".into(),
            Category::StraightFlush => format!("Straight flush, {} high", name(0)),
            Category::FourOfAKind => format!("Four of a kind, {}", plural(0)),
            Category::FullHouse => format!("Full house, {} full of {}", plural(0), plural(1)),
            Category::Flush => format!("Flush, {} high", name(0)),
            Category::Straight => format!("Straight, {} high", name(0)),
            Category::ThreeOfAKind => format!("Three of a kind, {}", plural(0)),
            Category::TwoPair => format!("Two pair, {} and {}", plural(0), plural(1)),
            Category::Pair => format!("Pair of {}", plural(0)),
            Category::HighCard => format!("{} high", name(0)),
        }
    }
}

impl fmt::Debug for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{:06x}]", self.describe(), self.0)
    }
}

const RANK_NAMES: [&str; 13] = [
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
    "king", "ace",
];
const RANK_PLURALS: [&str; 13] = [
    "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
    "queens", "kings", "aces",
];

/// For every 13-bit rank mask: the top rank of the highest straight in it plus one (0 = none).
/// A-2-3-4-5 counts as five-high; no wrap-around (B6(2)).
static STRAIGHT_TOP: [u8; 8192] = build_straight_top();

const fn build_straight_top() -> [u8; 8192] {
    let mut table = [0u8; 8192];
    let mut mask = 0usize;
    while mask < 8192 {
        let mut top = 12i32;
        while top >= 4 {
            let run = 0b11111usize << (top - 4);
            if mask & run == run {
                table[mask] = top as u8 + 1;
                break;
            }
            top -= 1;
        }
        // The wheel: A-2-3-4-5 (ace bit 12 and deuce to five, bits 0–3).
        if table[mask] == 0 && mask & 0b1_0000_0000_1111 == 0b1_0000_0000_1111 {
            table[mask] = 3 + 1;
        }
        mask += 1;
    }
    table
}

/// For every 13-bit rank mask: its five highest ranks packed in nibbles, highest first in bits
/// 16–19 (fewer ranks leave the low nibbles zero).
static TOP_FIVE: [u32; 8192] = build_top_five();

const fn build_top_five() -> [u32; 8192] {
    let mut table = [0u32; 8192];
    let mut mask = 0usize;
    while mask < 8192 {
        let mut packed = 0u32;
        let mut taken = 0;
        let mut rank = 12i32;
        while rank >= 0 && taken < 5 {
            if mask & (1 << rank) != 0 {
                packed |= (rank as u32) << (16 - 4 * taken);
                taken += 1;
            }
            rank -= 1;
        }
        table[mask] = packed;
        mask += 1;
    }
    table
}

/// The highest set rank of a non-empty mask.
#[inline(always)]
fn top(mask: u32) -> u32 {
    31 - mask.leading_zeros()
}

/// The `n` highest ranks of a mask, packed to start at nibble `at` (0 = bits 16–19).
#[inline(always)]
fn top_n(mask: u32, n: u32, at: u32) -> u32 {
    let packed = TOP_FIVE[mask as usize] >> (4 * (5 - n));
    packed << (4 * (5 - n - at))
}

/// The value of the best five-card hand among five to seven cards.
#[inline]
pub fn evaluate(cards: CardSet) -> HandValue {
    let b = cards.bits();
    let s0 = (b & 0x1fff) as u32;
    let s1 = ((b >> 16) & 0x1fff) as u32;
    let s2 = ((b >> 32) & 0x1fff) as u32;
    let s3 = ((b >> 48) & 0x1fff) as u32;
    for suit in [s0, s1, s2, s3] {
        if suit.count_ones() >= 5 {
            // With at most seven cards a flush rules out four of a kind and a full house.
            let straight = STRAIGHT_TOP[suit as usize] as u32;
            return if straight > 0 {
                HandValue::new(Category::StraightFlush, (straight - 1) << 16)
            } else {
                HandValue::new(Category::Flush, TOP_FIVE[suit as usize])
            };
        }
    }
    let any = s0 | s1 | s2 | s3;
    let two = (s0 & s1) | (s2 & s3) | ((s0 | s1) & (s2 | s3));
    let three = ((s0 & s1) & (s2 | s3)) | ((s2 & s3) & (s0 | s1));
    let four = s0 & s1 & s2 & s3;
    evaluate_ranks(any, two, three, four)
}

/// The best five-card value of five to seven cards that make no flush, from the 13-bit masks of
/// the ranks held at least once, twice, three and four times: what [`evaluate`] does after
/// ruling out a flush, for callers that count by rank (the river's dealer hands,
/// `jhe::optimal_tables`).
#[inline]
pub fn evaluate_ranks(any: u32, two: u32, three: u32, four: u32) -> HandValue {
    if four != 0 {
        let q = top(four);
        return HandValue::new(Category::FourOfAKind, q << 16 | top(any & !(1 << q)) << 12);
    }
    if three != 0 {
        let t = top(three);
        let pairs = two & !(1 << t);
        if pairs != 0 {
            return HandValue::new(Category::FullHouse, t << 16 | top(pairs) << 12);
        }
    }
    let straight = STRAIGHT_TOP[any as usize] as u32;
    if straight > 0 {
        return HandValue::new(Category::Straight, (straight - 1) << 16);
    }
    if three != 0 {
        let t = top(three);
        return HandValue::new(
            Category::ThreeOfAKind,
            t << 16 | top_n(any & !(1 << t), 2, 1),
        );
    }
    if two != 0 {
        let p1 = top(two);
        let rest = two & !(1 << p1);
        if rest != 0 {
            let p2 = top(rest);
            let kicker = top(any & !(1 << p1) & !(1 << p2));
            return HandValue::new(Category::TwoPair, p1 << 16 | p2 << 12 | kicker << 8);
        }
        return HandValue::new(Category::Pair, p1 << 16 | top_n(any & !(1 << p1), 3, 1));
    }
    HandValue::new(Category::HighCard, TOP_FIVE[any as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn value(text: &str) -> HandValue {
        let cards = parse_exact(text, text.split_whitespace().count()).unwrap();
        evaluate(cards.into_iter().collect())
    }

    #[test]
    fn categories_and_their_order_b6() {
        let ladder = [
            ("Ah Kh Qh Jh Th 2c 3d", Category::RoyalFlush),
            ("9s 8s 7s 6s 5s Ad Ac", Category::StraightFlush),
            ("Ks Kh Kd Kc 2s 3h 4d", Category::FourOfAKind),
            ("Qs Qh Qd 2c 2s 9h 8d", Category::FullHouse),
            ("As 9s 7s 4s 2s Kd Kc", Category::Flush),
            ("Ts 9h 8d 7c 6s 2h 2d", Category::Straight),
            ("7s 7h 7d Ac Ks 2h 3d", Category::ThreeOfAKind),
            ("Js Jh 4d 4c As 2h 3d", Category::TwoPair),
            ("9s 9h Ad Kc 4s 2h 3d", Category::Pair),
            ("As Qh Td 8c 6s 4h 2d", Category::HighCard),
        ];
        for pair in ladder.windows(2) {
            assert!(value(pair[0].0) > value(pair[1].0), "{:?}", pair);
        }
        for (text, category) in ladder {
            assert_eq!(value(text).category(), category, "{text}");
        }
    }

    #[test]
    fn the_wheel_is_the_lowest_straight_and_nothing_wraps_around_b6_2() {
        let wheel = value("As 2h 3d 4c 5s 9h Jd");
        assert_eq!(wheel.category(), Category::Straight);
        assert_eq!(wheel.describe(), "Straight, five high");
        assert!(value("2s 3h 4d 5c 6s 9h Jd") > wheel);
        assert_eq!(value("Qs Kh Ad 2c 3s 8h 9d").category(), Category::HighCard);
        let steel = value("As 2s 3s 4s 5s 9h Jd");
        assert_eq!(steel.category(), Category::StraightFlush);
        assert!(value("6s 2s 3s 4s 5s 9h Jd") > steel);
    }

    #[test]
    fn ties_follow_the_standard_comparison_b6_5() {
        // Two pair: the third pair can be the kicker.
        assert_eq!(value("Ks Kh 8d 8c 5s 5h 2d"), value("Kd Kc 8s 8h 4s 4h 5d"));
        assert!(value("Ks Kh 8d 8c 6s 5h 2d") > value("Kd Kc 8s 8h 5d 4h 2c"));
        // Two three-of-a-kinds make a full house of the higher.
        assert_eq!(
            value("9s 9h 9d 4c 4s 4h 2d").describe(),
            "Full house, nines full of fours"
        );
        // Only the best five count: a sixth and seventh card never break a tie.
        assert_eq!(value("As Kh Qd Jc 9s 3h 2d"), value("Ad Kc Qs Jh 9d 4c 3s"));
        assert!(value("As Kh Qd Jc 9s") > value("As Kh Qd Jc 8s"));
        // Four of a kind: the best other card is the kicker, even from three of a kind.
        assert!(value("Qs Qh Qd Qc 2s 3h Ad") > value("Qs Qh Qd Qc Ks Kh Kd"));
    }
}
