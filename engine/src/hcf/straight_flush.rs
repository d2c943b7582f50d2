//! Straight flushes for the Straight Flush Bonus and the Progressive (C13–C15, A2, A3.4),
//! and four of a kind (Maryland SFB Paytable G only, AMB-18).
//!
//! A straight flush is judged on all seven cards, separately from the flush played against
//! the dealer (C15, AMB-14). The longest run of set bits in a suit mask is found by repeatedly
//! AND-ing the mask with itself shifted by one: each step shortens every run by one bit, so the
//! number of steps until it vanishes is the longest run.

use crate::cards::{CardSet, Suit};
use crate::citation::Citation;
use serde::{Deserialize, Serialize};

/// How the ace may sit in a straight-flush run. No jurisdiction allows wrap-around (K-A-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AceRule {
    /// The ace is only the top of a run: Q-K-A counts, A-2-3 does not (Maryland, AMB-1).
    HighOnly,
    /// The ace may also start a run A-2-3… (Massachusetts AMB-2, South Dakota AMB-3).
    LowOrHigh,
}

impl AceRule {
    pub fn describe(self) -> &'static str {
        match self {
            AceRule::HighOnly => "ace high only (Q-K-A counts, A-2-3 does not)",
            AceRule::LowOrHigh => "ace high or low (Q-K-A and A-2-3 both count; no K-A-2)",
        }
    }

    pub fn short(self) -> &'static str {
        match self {
            AceRule::HighOnly => "ace high only",
            AceRule::LowOrHigh => "ace low or high",
        }
    }
}

/// Length of the longest run of consecutive set bits.
#[inline]
fn longest_run(mut bits: u16) -> u8 {
    let mut length = 0;
    while bits != 0 {
        bits &= bits >> 1;
        length += 1;
    }
    length
}

/// The mask with the ace copied below the deuce when the ace may be low: bit 0 is then the
/// low ace and bits 1..=13 are 2..A.
#[inline]
fn with_low_ace(mask: u16, ace: AceRule) -> u16 {
    match ace {
        AceRule::HighOnly => mask << 1,
        AceRule::LowOrHigh => mask << 1 | (mask >> 12) & 1,
    }
}

/// The ranks 9-T-J-Q-K-A of one suit.
const NINE_TO_ACE: u16 = 0b11_1111 << 7;

/// What the seven cards hold for the straight-flush wagers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct StraightFlushes {
    /// The longest straight-flush run in any suit (0 when it is shorter than 3 cards).
    pub longest: u8,
    /// The suit of that run (for a licensee's "suit specific" line, 003 §5(c)(2)).
    pub suit: Option<Suit>,
    /// A six-card straight flush running exactly 9-10-J-Q-K-A (AMB-11).
    pub nine_to_ace_six: bool,
    /// Some rank is held in all four suits (MD SFB Paytable G, AMB-18).
    pub four_of_a_kind: bool,
}

/// Evaluates the straight-flush hands in a set of cards (A2 `longest_straight_flush`).
#[inline]
pub fn straight_flushes(cards: CardSet, ace: AceRule) -> StraightFlushes {
    let masks = cards.suit_masks();
    let mut longest = 0;
    let mut suit = None;
    let mut nine_to_ace = false;
    for (s, &mask) in Suit::ALL.iter().zip(&masks) {
        let run = longest_run(with_low_ace(mask, ace));
        if run > longest {
            longest = run;
            suit = Some(*s);
        }
        nine_to_ace |= mask & NINE_TO_ACE == NINE_TO_ACE;
    }
    if longest < 3 {
        longest = 0;
        suit = None;
    }
    StraightFlushes {
        longest,
        suit,
        nine_to_ace_six: longest == 6 && nine_to_ace,
        four_of_a_kind: masks[0] & masks[1] & masks[2] & masks[3] != 0,
    }
}

/// Where each jurisdiction states its ace rule.
pub fn ace_rule_citation(ace: AceRule) -> Citation {
    match ace {
        AceRule::HighOnly => Citation::new("000/002 Ch.6 A, E (AMB-1)"),
        AceRule::LowOrHigh => Citation::new("003 §5(a) (AMB-2); 004 (11)(b) (AMB-3)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn sf(text: &str, ace: AceRule) -> StraightFlushes {
        let cards: CardSet = parse_exact(text, 7).unwrap().into_iter().collect();
        straight_flushes(cards, ace)
    }

    #[test]
    fn ace_rules_for_three_card_runs() {
        // AMB-1: Q-K-A counts in Maryland, A-2-3 does not.
        assert_eq!(sf("Qh Kh Ah 2c 5d 8s Tc", AceRule::HighOnly).longest, 3);
        assert_eq!(sf("Ah 2h 3h 5c 7d 9s Jc", AceRule::HighOnly).longest, 0);
        // AMB-2/3: A-2-3 counts in MA and SD; K-A-2 never does.
        assert_eq!(sf("Ah 2h 3h 5c 7d 9s Jc", AceRule::LowOrHigh).longest, 3);
        assert_eq!(sf("Kh Ah 2h 5c 7d 9s Jc", AceRule::LowOrHigh).longest, 0);
        assert_eq!(sf("Kh Ah 2h 5c 7d 9s Jc", AceRule::HighOnly).longest, 0);
    }

    #[test]
    fn runs_of_every_length() {
        assert_eq!(sf("2s 3s 4s 5s 6s 7s 8s", AceRule::HighOnly).longest, 7);
        assert_eq!(sf("As 2s 3s 4s 5s 6s Kd", AceRule::LowOrHigh).longest, 6);
        assert_eq!(sf("As 2s 3s 4s 5s 6s Kd", AceRule::HighOnly).longest, 5);
        assert_eq!(sf("9d Td Jd Qd 2c 3c 5h", AceRule::HighOnly).longest, 4);
        assert_eq!(
            sf("9d Td Jd Qd 2c 3c 5h", AceRule::HighOnly).suit,
            Some(Suit::Diamonds)
        );
        // Two suits: the longer run is reported.
        assert_eq!(sf("2c 3c 4c 9h Th Jh Qh", AceRule::HighOnly).longest, 4);
        // A flush is not a straight flush.
        assert_eq!(sf("2c 4c 6c 8c Tc Qc Ad", AceRule::LowOrHigh).longest, 0);
    }

    #[test]
    fn nine_to_ace_is_a_six_card_run_only() {
        // AMB-11: 9-A six-card SF; a seven-card SF containing 9-A is just a seven-card SF.
        let six = sf("9h Th Jh Qh Kh Ah 2c", AceRule::HighOnly);
        assert!(six.nine_to_ace_six && six.longest == 6);
        let seven = sf("8h 9h Th Jh Qh Kh Ah", AceRule::HighOnly);
        assert!(!seven.nine_to_ace_six && seven.longest == 7);
        let other_six = sf("8h 9h Th Jh Qh Kh 2c", AceRule::HighOnly);
        assert!(!other_six.nine_to_ace_six && other_six.longest == 6);
    }

    #[test]
    fn four_of_a_kind_needs_one_rank_in_all_suits() {
        assert!(sf("7c 7d 7h 7s 2c 3d 9h", AceRule::HighOnly).four_of_a_kind);
        assert!(!sf("7c 7d 7h 8s 2c 3d 9h", AceRule::HighOnly).four_of_a_kind);
    }
}
