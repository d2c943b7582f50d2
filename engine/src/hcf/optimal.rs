//! Optimal High Card Flush play without recomputing: a lookup table built once from the exact
//! walk of every hand, for computer players at the table and for simulations. It lives apart
//! from both so that the strategies (`decision.rs`) and the simulator (`simulate.rs`) each use
//! it without using each other.

use super::dealer_counts::dealer_counts;
use super::decision::{Decision, Strategy};
use super::flush::{flush_value, raise_limits, FlushValue};
use super::main_game::for_each_hand_with_counts;
use crate::cards::CardSet;
use std::sync::OnceLock;

/// Optimal play without recomputing: the decision by flush value where the value alone
/// decides, and for the rest (about 5% of hands, where card removal decides) the decision of
/// every such hand shape, found by the exact walk of every hand. Those shapes are kept in a
/// compact open-addressing table: each 32-bit slot holds 30 bits of the shape's hash beyond the
/// slot index, and the decision. Every shape ever looked up is one of the stored shapes (all
/// shapes of a mixed flush value are stored), and the build checks that no two stored shapes
/// share a slot hash and fingerprint, so a lookup is exact. Built once (two walks, about 1 s).
pub(crate) struct OptimalTable {
    by_value: Vec<Option<Decision>>,
    /// `fingerprint << 2 | decision`; zero is empty (fingerprints are never zero).
    shapes: Vec<u32>,
    bits: u32,
    multiplier: u64,
}

const DECISIONS: [Decision; 4] = [
    Decision::Fold,
    Decision::Raise(1),
    Decision::Raise(2),
    Decision::Raise(3),
];

fn best_slot(
    value: super::flush::FlushValue,
    counts: &super::dealer_counts::DealerCounts,
) -> usize {
    let mut best = (0usize, -(counts.total as i64));
    for m in 1..=raise_limits(value.len()).max_multiple {
        let n = super::decision::raise_numerator(counts, m);
        if n > best.1 {
            best = (m as usize, n);
        }
    }
    best.0
}

/// The four suit masks sorted by flush value, packed into 52 bits: the same for every hand
/// that differs only by which suit is which.
#[inline]
fn shape_key(mut masks: [u16; 4]) -> u64 {
    masks.sort_unstable_by_key(|&m| std::cmp::Reverse(super::flush::FlushValue::of_suit_mask(m)));
    (masks[0] as u64) << 39 | (masks[1] as u64) << 26 | (masks[2] as u64) << 13 | masks[3] as u64
}

/// Slot index (top `bits` of the hash) and a non-zero 30-bit fingerprint (the next bits).
#[inline]
fn slot_and_fingerprint(key: u64, bits: u32, multiplier: u64) -> (usize, u32) {
    let hash = key.wrapping_mul(multiplier);
    let slot = (hash >> (64 - bits)) as usize;
    let fingerprint = ((hash >> (34 - bits)) as u32 & 0x3FFF_FFFF).max(1);
    (slot, fingerprint)
}

impl OptimalTable {
    fn build() -> OptimalTable {
        let mut seen = vec![0u8; 1 << 16];
        for_each_hand_with_counts(|_, _, value, counts| {
            seen[value.key() as usize] |= 1 << best_slot(value, counts);
        });
        let by_value: Vec<Option<Decision>> = seen
            .iter()
            .map(|&bits| {
                (bits.count_ones() == 1).then(|| DECISIONS[bits.trailing_zeros() as usize])
            })
            .collect();
        let mut mixed: Vec<(u64, u32)> = Vec::new();
        for_each_hand_with_counts(|masks, _, value, counts| {
            if by_value[value.key() as usize].is_none() {
                mixed.push((shape_key(masks), best_slot(value, counts) as u32));
            }
        });
        let bits = (usize::BITS - (mixed.len() * 2).max(2).leading_zeros()).max(4);
        let mut multiplier = 0x9E37_79B9_7F4A_7C15u64;
        loop {
            if let Some(shapes) = Self::fill(&mixed, bits, multiplier) {
                return OptimalTable {
                    by_value,
                    shapes,
                    bits,
                    multiplier,
                };
            }
            // Two shapes collide on slot hash and fingerprint: try another odd multiplier.
            multiplier = multiplier.wrapping_add(0x2545_F491_4F6C_DD1E) | 1;
        }
    }

    /// Fills the table, or `None` if two different shapes would be indistinguishable.
    fn fill(mixed: &[(u64, u32)], bits: u32, multiplier: u64) -> Option<Vec<u32>> {
        let mut seen = std::collections::HashSet::with_capacity(mixed.len());
        let mut shapes = vec![0u32; 1 << bits];
        for &(key, decision) in mixed {
            let (mut slot, fingerprint) = slot_and_fingerprint(key, bits, multiplier);
            if !seen.insert((slot, fingerprint)) {
                return None;
            }
            while shapes[slot] != 0 {
                if shapes[slot] >> 2 == fingerprint {
                    return None;
                }
                slot = (slot + 1) & (shapes.len() - 1);
            }
            shapes[slot] = fingerprint << 2 | decision;
        }
        Some(shapes)
    }

    #[inline]
    fn decide(&self, hand: CardSet) -> Decision {
        self.decide_with_value(hand, flush_value(hand))
    }

    #[inline]
    pub(crate) fn decide_with_value(&self, hand: CardSet, value: FlushValue) -> Decision {
        if let Some(decision) = self.by_value[value.key() as usize] {
            return decision;
        }
        let (mut slot, fingerprint) =
            slot_and_fingerprint(shape_key(hand.suit_masks()), self.bits, self.multiplier);
        loop {
            let entry = self.shapes[slot];
            if entry >> 2 == fingerprint {
                return DECISIONS[(entry & 3) as usize];
            }
            if entry == 0 {
                // Unreachable (every shape of a mixed value is stored); count exactly rather
                // than guess.
                let counts = dealer_counts(CardSet::full_deck().minus(hand).suit_masks(), value);
                return DECISIONS[best_slot(value, &counts)];
            }
            slot = (slot + 1) & (self.shapes.len() - 1);
        }
    }
}

pub(crate) fn optimal_table() -> &'static OptimalTable {
    static TABLE: OnceLock<OptimalTable> = OnceLock::new();
    TABLE.get_or_init(OptimalTable::build)
}

/// The decision of a strategy, fast: optimal play is a table lookup (see [`OptimalTable`]).
#[inline]
pub(crate) fn fast_decision(strategy: &Strategy, hand: CardSet) -> Decision {
    match strategy {
        Strategy::Optimal => optimal_table().decide(hand),
        other => other.decide(hand),
    }
}
