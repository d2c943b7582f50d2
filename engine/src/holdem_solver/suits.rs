//! Suit symmetry for the exact hold'em analysis: relabelling the four suits changes no
//! outcome, so a board needs computing once per class of the 24 relabellings. Cards here are
//! their contiguous index (`suit * 13 + rank`), hole cards a pair index `0..1326`.

use crate::cards::CardSet;

/// The 24 ways to relabel the four suits: `PERMUTATIONS[p][s]` is the new suit of suit `s`.
pub const PERMUTATIONS: [[u8; 4]; 24] = build_permutations();

const fn build_permutations() -> [[u8; 4]; 24] {
    let mut out = [[0u8; 4]; 24];
    let mut n = 0;
    let mut a = 0;
    while a < 4 {
        let mut b = 0;
        while b < 4 {
            let mut c = 0;
            while c < 4 {
                let d = 6 - a - b - c;
                if a != b && a != c && b != c {
                    out[n] = [a as u8, b as u8, c as u8, d as u8];
                    n += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

/// Number of two-card hands: C(52, 2).
pub const HOLES: usize = 1326;

/// Number of flops up to suit relabelling (of the 22,100 three-card sets): what `Symmetry`
/// keeps, and what the parts of a solution together cover.
pub const REPRESENTATIVE_FLOPS: usize = 1755;

/// The pair index of two different cards (order free): `high * (high - 1) / 2 + low`.
#[inline]
pub fn hole_index(a: u8, b: u8) -> usize {
    let (low, high) = if a < b { (a, b) } else { (b, a) };
    high as usize * (high as usize - 1) / 2 + low as usize
}

/// The two cards of a pair index, lower first: a table, because the walk asks for every hand
/// on every board (the search it replaces was 30 % of ranking a board).
#[inline]
pub fn hole_cards(index: usize) -> (u8, u8) {
    HOLE_CARDS[index]
}

/// Every pair index's two cards, lower first, built at compile time.
static HOLE_CARDS: [(u8, u8); HOLES] = {
    let mut cards = [(0u8, 0u8); HOLES];
    let mut high = 1;
    while high < 52 {
        let mut low = 0;
        while low < high {
            cards[high * (high - 1) / 2 + low] = (low as u8, high as u8);
            low += 1;
        }
        high += 1;
    }
    cards
};

/// A card's index after relabelling suits by permutation `p`.
#[inline]
pub fn relabel_card(p: usize, card: u8) -> u8 {
    PERMUTATIONS[p][(card / 13) as usize] * 13 + card % 13
}

/// A card set after relabelling suits by permutation `p` (each suit's 16-bit lane moves).
#[inline]
pub fn relabel_set(p: usize, set: CardSet) -> CardSet {
    let bits = set.bits();
    let mut out = 0u64;
    for (suit, &to) in PERMUTATIONS[p].iter().enumerate() {
        out |= ((bits >> (16 * suit)) & 0x1FFF) << (16 * to as usize);
    }
    CardSet::from_bits(out)
}

/// The distinct images of `set` under the 24 suit relabellings, each with the first
/// relabelling that makes it (an image several make is visited once).
pub fn distinct_images(set: CardSet) -> impl Iterator<Item = (usize, CardSet)> {
    let mut seen = [0u64; 24];
    let mut count = 0;
    (0..24).filter_map(move |p| {
        let image = relabel_set(p, set);
        if seen[..count].contains(&image.bits()) {
            return None;
        }
        seen[count] = image.bits();
        count += 1;
        Some((p, image))
    })
}

/// The representative of a set's class: the smallest bit mask among its 24 relabellings.
pub fn canonical(set: CardSet) -> CardSet {
    (0..24)
        .map(|p| relabel_set(p, set))
        .min_by_key(|s| s.bits())
        .expect("24 relabellings")
}

/// For every permutation, where each pair index goes.
pub fn relabelled_holes() -> Vec<[u16; HOLES]> {
    (0..24)
        .map(|p| {
            let mut table = [0u16; HOLES];
            for (index, slot) in table.iter_mut().enumerate() {
                let (a, b) = hole_cards(index);
                *slot = hole_index(relabel_card(p, a), relabel_card(p, b)) as u16;
            }
            table
        })
        .collect()
}

/// The bit of a card index in a [`CardSet`].
#[inline]
pub fn bit_of(card: u8) -> u64 {
    1u64 << ((card / 13) as u32 * 16 + (card % 13) as u32)
}

/// The card indices of a set, ascending.
pub fn indices_of(set: CardSet) -> Vec<u8> {
    (0..52u8).filter(|&c| set.bits() & bit_of(c) != 0).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;

    #[test]
    fn pair_indices_cover_every_two_card_hand_once() {
        let mut seen = vec![false; HOLES];
        for b in 1..52u8 {
            for a in 0..b {
                let i = hole_index(a, b);
                assert!(!seen[i]);
                seen[i] = true;
                assert_eq!(hole_cards(i), (a, b));
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn card_indices_agree_with_the_card_type() {
        for card in Card::deck() {
            assert_eq!(bit_of(card.index()), card.bit());
        }
    }

    #[test]
    fn relabelling_cards_and_sets_agree() {
        for p in 0..24 {
            for c in 0..52u8 {
                let set = CardSet::from_bits(bit_of(c));
                assert_eq!(relabel_set(p, set).bits(), bit_of(relabel_card(p, c)));
            }
        }
        let distinct: std::collections::HashSet<[u8; 4]> = PERMUTATIONS.into_iter().collect();
        assert_eq!(distinct.len(), 24);
    }
}
