//! The strategy card's main game by what the side wagers read in the player's seven cards —
//! the longest flush, the straight-flush holding, whether the card folds — so that the par
//! sheet's hold band can take the main game and the side wagers of one hand together: a side
//! wager's pay is a function of the class, and the main game's result summed over the class's
//! deals gives the exact covariance (a long flush wins the Ante and the Flush Bonus together).
//!
//! The walk is the main game's (every hand's suit masks, the dealer counted exactly), about a
//! second natively; the par sheet reads the pinned classes (`CLASSES_*`), which
//! `tests::the_pinned_classes_are_the_walks` walks again.

use super::decision::{raise_numerator, Decision, Strategy};
use super::main_game::{decide, for_each_hand_with_counts};
use super::straight_flush::{straight_flushes, AceRule, StraightFlushes};
use crate::cards::{CardSet, Suit};
use std::collections::BTreeMap;

/// A class of player hands and the strategy card's main game over them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardClass {
    /// Cards in the longest suit (0–7).
    pub flush_len: u8,
    /// The longest straight flush (0 below three cards), a six-card 9-to-ace run, four of a
    /// kind: what the Straight Flush Bonus and Progressive paytables read.
    pub longest: u8,
    pub nine_to_ace_six: bool,
    pub four_of_a_kind: bool,
    /// The strategy card folds these hands.
    pub folded: bool,
    /// Player hands in the class (of C(52, 7)).
    pub hands: u64,
    /// Σ over the class's hands and every dealer hand of the player's main-game net, in Antes.
    pub net: i64,
}

impl CardClass {
    /// The straight-flush holding as the paytables read it (a holding of three or more is in
    /// some suit; which one no paytable of this game asks).
    pub fn straight_flushes(&self) -> StraightFlushes {
        StraightFlushes {
            longest: self.longest,
            suit: (self.longest >= 3).then_some(Suit::Clubs),
            nine_to_ace_six: self.nine_to_ace_six,
            four_of_a_kind: self.four_of_a_kind,
        }
    }
}

/// Walks every hand (by suit masks) under the strategy card and sorts it into its class.
pub fn walk_card_classes(ace: AceRule) -> Vec<CardClass> {
    type Key = (u8, u8, bool, bool, bool);
    let mut classes: BTreeMap<Key, (u64, i64)> = BTreeMap::new();
    for_each_hand_with_counts(|masks, weight, value, counts| {
        let decision = decide(&Strategy::Card, masks, value, counts);
        let net = match decision {
            Decision::Fold => -(counts.total as i64),
            Decision::Raise(m) => raise_numerator(counts, m),
        };
        let bits = masks
            .iter()
            .enumerate()
            .fold(0u64, |bits, (s, &m)| bits | u64::from(m) << (16 * s));
        let sf = straight_flushes(CardSet::from_bits(bits), ace);
        let flush_len = masks.iter().map(|m| m.count_ones()).max().unwrap_or(0) as u8;
        let key = (
            flush_len,
            sf.longest,
            sf.nine_to_ace_six,
            sf.four_of_a_kind,
            decision == Decision::Fold,
        );
        let slot = classes.entry(key).or_insert((0, 0));
        slot.0 += weight;
        slot.1 += weight as i64 * net;
    });
    classes
        .into_iter()
        .map(
            |((flush_len, longest, nine, four, folded), (hands, net))| CardClass {
                flush_len,
                longest,
                nine_to_ace_six: nine,
                four_of_a_kind: four,
                folded,
                hands,
                net,
            },
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[ignore]
    fn print_classes() {
        for ace in [AceRule::HighOnly, AceRule::LowOrHigh] {
            println!("{ace:?}");
            for c in walk_card_classes(ace) {
                println!(
                    "    c({}, {}, {}, {}, {}, {}, {}),",
                    c.flush_len,
                    c.longest,
                    c.nine_to_ace_six,
                    c.four_of_a_kind,
                    c.folded,
                    c.hands,
                    c.net
                );
            }
        }
    }
}
