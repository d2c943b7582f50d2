//! The value of a High Card Flush hand: its best flush (RULES.md C1, C8, C9, A2).
//!
//! The trick that makes this small: for two flushes **of the same length**, comparing their
//! 13-bit rank masks as integers is the same as comparing their ranks from the top down
//! (the highest differing bit is the first differing rank). So a flush is encoded as
//! `length << 13 | rank_mask`, a `u16` whose integer order is exactly the HCF ranking, and the
//! best flush of a hand is the maximum of that key over the four suits.

use crate::cards::{CardSet, Rank, Suit};
use crate::citation::Citation;
use std::cmp::Ordering;
use std::fmt;

/// A flush: its length and the ranks in it. Ordered as HCF hands are (C8).
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "u16", try_from = "u16")]
pub struct FlushValue(u16);

impl From<FlushValue> for u16 {
    fn from(value: FlushValue) -> u16 {
        value.0
    }
}

impl TryFrom<u16> for FlushValue {
    type Error = String;
    fn try_from(key: u16) -> Result<FlushValue, String> {
        FlushValue::from_key(key).ok_or_else(|| format!("{key} is not a flush value"))
    }
}

/// The weakest qualifying dealer hand: a three-card flush 9-3-2 (C10, AMB-6).
pub const QUALIFIER: FlushValue = FlushValue(3 << 13 | 1 << 7 | 1 << 1 | 1);

/// Citations for the qualifier rule, per document.
pub const QUALIFIER_CITATIONS: [Citation; 3] = [
    Citation::new("000/002 Ch.11 B(5)(c)–(d)"),
    Citation::new("003 §1 \"Dealer's qualifying hand\""),
    Citation::new("004 (9)(a)–(b)"),
];

impl FlushValue {
    /// The flush formed by a single suit's 13-bit rank mask.
    #[inline]
    pub fn of_suit_mask(mask: u16) -> FlushValue {
        let mask = mask & 0x1FFF;
        FlushValue((mask.count_ones() as u16) << 13 | mask)
    }

    /// Builds a flush from its ranks (any order, no repeats).
    pub fn from_ranks(ranks: &[Rank]) -> FlushValue {
        FlushValue::of_suit_mask(ranks.iter().fold(0, |m, r| m | 1 << r.index()))
    }

    /// The raw key; larger is better.
    pub fn key(self) -> u16 {
        self.0
    }

    pub fn from_key(key: u16) -> Option<FlushValue> {
        let value = FlushValue(key);
        (key >> 13 == value.mask().count_ones() as u16).then_some(value)
    }

    /// Number of cards in the flush (C7's raise limits depend only on this).
    pub fn len(self) -> u8 {
        (self.0 >> 13) as u8
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The 13-bit mask of the flush's ranks.
    pub fn mask(self) -> u16 {
        self.0 & 0x1FFF
    }

    /// The flush's ranks from the highest down.
    pub fn ranks(self) -> Vec<Rank> {
        Rank::all()
            .rev()
            .filter(|r| self.mask() & 1 << r.index() != 0)
            .collect()
    }

    /// The highest card of the flush.
    pub fn high_card(self) -> Option<Rank> {
        let mask = self.mask();
        (mask != 0).then(|| Rank::from_index(15 - mask.leading_zeros() as u8).expect("13 bits"))
    }

    /// Whether a dealer holding this hand qualifies (C10): at least a three-card flush nine
    /// high, which any flush of four or more cards is (AMB-6).
    pub fn qualifies(self) -> bool {
        self >= QUALIFIER
    }

    /// "5-card flush A-K-9-7-3".
    pub fn describe(self) -> String {
        let ranks: Vec<&str> = self.ranks().iter().map(|r| r.face()).collect();
        format!("{}-card flush {}", self.len(), ranks.join("-"))
    }
}

impl fmt::Debug for FlushValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

impl fmt::Display for FlushValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// A hand's best flush and the suit it is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestFlush {
    pub value: FlushValue,
    pub suit: Suit,
}

/// The best flush of a hand (A2 `best_flush`): the longest suit, and between suits of equal
/// length the one whose ranks compare higher (C9, AMB-4). When two suits are equal rank for
/// rank the first in suit order is reported; the value is the same either way.
#[inline]
pub fn best_flush(cards: CardSet) -> BestFlush {
    let masks = cards.suit_masks();
    let mut best = BestFlush {
        value: FlushValue::of_suit_mask(masks[0]),
        suit: Suit::Clubs,
    };
    for (suit, &mask) in Suit::ALL.iter().zip(&masks).skip(1) {
        let value = FlushValue::of_suit_mask(mask);
        if value > best.value {
            best = BestFlush { value, suit: *suit };
        }
    }
    best
}

/// The cards arranged as a dealer shows a hand (000/002 Ch.11 B(4)(b)): suits from the best flush
/// down, ranks high to low within each suit.
pub fn arrange(cards: &[crate::cards::Card]) -> Vec<crate::cards::Card> {
    let set: CardSet = cards.iter().copied().collect();
    let masks = set.suit_masks();
    let mut arranged = cards.to_vec();
    arranged.sort_by(|a, b| {
        let value = |c: &crate::cards::Card| FlushValue::of_suit_mask(masks[c.suit() as usize]);
        value(b)
            .cmp(&value(a))
            .then(b.suit().cmp(&a.suit()))
            .then(b.rank().cmp(&a.rank()))
    });
    arranged
}

/// Just the value of the best flush: the hot path of every analysis.
#[inline]
pub fn flush_value(cards: CardSet) -> FlushValue {
    let bits = cards.bits();
    let key = |shift: u32| {
        let mask = ((bits >> shift) & 0x1FFF) as u16;
        (mask.count_ones() as u16) << 13 | mask
    };
    FlushValue(key(0).max(key(16)).max(key(32)).max(key(48)))
}

/// Compares two hands under C8 (AMB-5: ranks only, cards outside the flush never count).
pub fn compare(player: CardSet, dealer: CardSet) -> Ordering {
    flush_value(player).cmp(&flush_value(dealer))
}

/// The raise a hand allows, as multiples of the Ante (C7; AMB-7 for the minimum of 1×).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaiseLimits {
    pub min_multiple: u8,
    pub max_multiple: u8,
    pub citation: Citation,
}

/// C7: 2–4-card flush exactly 1× Ante; 5-card up to 2×; 6- or 7-card up to 3×. The same in all
/// three jurisdictions: the citation names each one's provision
/// ([`HcfRules::raise_limits`](super::rules::HcfRules::raise_limits) cites one jurisdiction's).
pub fn raise_limits(flush_len: u8) -> RaiseLimits {
    match flush_len {
        0..=4 => RaiseLimits {
            min_multiple: 1,
            max_multiple: 1,
            citation: Citation::new("000/002 Ch.11 B(1); 003 §6(a)(5)(ii)a; 004 (7)"),
        },
        5 => RaiseLimits {
            min_multiple: 1,
            max_multiple: 2,
            citation: Citation::new("000/002 Ch.11 B(2); 003 §6(a)(5)(i), (ii)b; 004 (7)"),
        },
        _ => RaiseLimits {
            min_multiple: 1,
            max_multiple: 3,
            citation: Citation::new("000/002 Ch.11 B(3); 003 §6(a)(5)(i), (ii)c; 004 (7)"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn hand(text: &str) -> CardSet {
        parse_exact(text, 7).unwrap().into_iter().collect()
    }

    #[test]
    fn longer_flush_beats_shorter_whatever_the_ranks() {
        // C8: "a maximum four-card flush beats any maximum three-card flush" (003 §5(b)(1)).
        let four_low = hand("2h 3h 4h 5h Ks Qd Jc");
        let three_high = hand("Ah Kh Qh Js Ts 9d 9c");
        assert_eq!(flush_value(four_low).len(), 4);
        assert_eq!(flush_value(three_high).len(), 3);
        assert_eq!(compare(four_low, three_high), Ordering::Greater);
    }

    #[test]
    fn same_length_compares_from_the_top_card_down() {
        // C8 / AMB-5: first difference decides; cards outside the flush never count.
        let a = hand("Ah Jh 4h 2s 3c 5d 7c");
        let b = hand("As Ts 9s Kh Qd Jc 8c");
        assert_eq!(compare(a, b), Ordering::Greater, "A-J-4 beats A-T-9");
        let c = hand("Ah Jh 4h 2s 3c 5d 7d");
        let d = hand("Ad Jd 4d Ks Kc Qs Qc");
        assert_eq!(
            compare(c, d),
            Ordering::Equal,
            "A-J-4 ties A-J-4 whatever else is held"
        );
    }

    #[test]
    fn the_better_of_two_equal_length_suits_is_used() {
        // C9 / AMB-4: with 3-3-1 the higher-ranking three-card flush plays.
        let cards = hand("Kh 9h 2h Qs Js Ts 5c");
        let best = best_flush(cards);
        assert_eq!(best.suit, Suit::Hearts);
        assert_eq!(
            best.value.ranks(),
            vec![
                Rank::from_index(11).unwrap(),
                Rank::from_index(7).unwrap(),
                Rank::TWO
            ]
        );
        assert_eq!(best.value, flush_value(cards));
    }

    #[test]
    fn qualifier_boundary() {
        // C10 / AMB-6: 9-3-2 qualifies (MA's own example, 003 §1), 8-7-6 does not,
        // and any four-card flush qualifies.
        assert!(flush_value(hand("9d 3d 2d Ks Qc Jh 8s")).qualifies());
        assert!(!flush_value(hand("8d 7d 6d Ks Qc Jh Ts")).qualifies());
        assert!(flush_value(hand("5c 4c 3c 2c Kd Qh Js")).qualifies());
        assert!(
            !flush_value(hand("Ac Kc Qd Jd Th 9h 8s")).qualifies(),
            "2-card flushes never qualify"
        );
        assert_eq!(QUALIFIER.describe(), "3-card flush 9-3-2");
    }

    #[test]
    fn raise_multiples_follow_flush_length() {
        let pairs: Vec<(u8, u8)> = (2..=7).map(|n| (n, raise_limits(n).max_multiple)).collect();
        assert_eq!(pairs, vec![(2, 1), (3, 1), (4, 1), (5, 2), (6, 3), (7, 3)]);
        assert!((2..=7).all(|n| raise_limits(n).min_multiple == 1));
    }

    #[test]
    fn arrange_puts_the_best_flush_first() {
        let cards = parse_exact("2c Kh 9h Qs Js Ts 5c", 7).unwrap();
        let shown: Vec<String> = arrange(&cards).iter().map(|c| c.to_string()).collect();
        assert_eq!(shown, ["Qs", "Js", "Ts", "Kh", "9h", "5c", "2c"]);
    }

    #[test]
    fn describe_and_key_round_trip() {
        let v = flush_value(hand("Ah Kh 9h 7h 3h 2c 2d"));
        assert_eq!(v.describe(), "5-card flush A-K-9-7-3");
        assert_eq!(FlushValue::from_key(v.key()), Some(v));
        assert_eq!(FlushValue::from_key(5 << 13 | 0b111), None);
        assert_eq!(v.high_card(), Some(Rank::ACE));
    }
}
