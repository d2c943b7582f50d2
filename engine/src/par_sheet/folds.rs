//! Massachusetts' Progressive on a folded hand: a player who folds cannot win it (003 §12(c);
//! AMB-8), so its exact figures count only the hands the strategy card raises. High Card
//! Flush's decision depends on the player's seven cards alone, so the hands the card folds are
//! counted once over every hand's suit pattern (about 5.6 million shapes), by straight flush.

use crate::cards::{CardSet, Suit};
use crate::hcf::decision::{Decision, Strategy};
use crate::hcf::main_game::for_each_hand_shape;
use crate::hcf::paytables::Paytable;
use crate::hcf::straight_flush::{straight_flushes, AceRule, StraightFlushes};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// A straight-flush holding as the paytables read it (the suit aside: a shape's suits are
/// unordered): the longest run, a 9-to-ace six, four of a kind.
type Holding = (u8, bool, bool);

/// The hands the strategy card folds, by the straight flush they hold (none shorter than 3).
fn folded_by_holding(ace: AceRule) -> BTreeMap<Holding, u64> {
    let mut folded = BTreeMap::new();
    for_each_hand_shape(|masks, weight| {
        let bits = masks
            .iter()
            .enumerate()
            .fold(0u64, |bits, (s, &m)| bits | u64::from(m) << (16 * s));
        let cards = CardSet::from_bits(bits);
        if Strategy::Card.decide(cards) != Decision::Fold {
            return;
        }
        let sf = straight_flushes(cards, ace);
        if sf.longest >= 3 || sf.four_of_a_kind {
            *folded
                .entry((sf.longest, sf.nine_to_ace_six, sf.four_of_a_kind))
                .or_insert(0) += weight;
        }
    });
    folded
}

/// [`folded_by_holding`] for an ace rule, walked once (a fraction of a second natively, a few
/// seconds in a phone's wasm) and kept.
fn folded_for(ace: AceRule) -> &'static BTreeMap<Holding, u64> {
    static KEPT: [OnceLock<BTreeMap<Holding, u64>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match ace {
        AceRule::HighOnly => 0,
        AceRule::LowOrHigh => 1,
    };
    KEPT[slot].get_or_init(|| folded_by_holding(ace))
}

/// Per line of `table`, the hands that hold it as their best line and that the strategy card
/// folds: taken off the line's winners when a fold forfeits the Progressive.
pub fn folded_line_hands(table: &Paytable, ace: AceRule) -> Vec<u64> {
    let mut out = vec![0; table.lines.len()];
    for (&(longest, nine_to_ace_six, four_of_a_kind), &n) in folded_for(ace) {
        let sf = StraightFlushes {
            longest,
            suit: (longest >= 3).then_some(Suit::Clubs),
            nine_to_ace_six,
            four_of_a_kind,
        };
        if let Some((i, _)) = table.winning_line(0, &sf) {
            out[i] += n;
        }
    }
    out
}
