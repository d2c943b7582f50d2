//! Exact counts of the dealer's possible hands, without enumerating them.
//!
//! A dealer hand is below a threshold flush `T` exactly when **each of its suits** is below `T`
//! (its value is the maximum over suits). So the number of 7-card dealer hands below `T` drawn
//! from the unseen cards factors over the suits: it is the coefficient of `x^7` in
//! `Π_s f_s(x)`, where the coefficient `k` of `f_s` counts the `k`-card subsets of suit `s`'s
//! unseen ranks that are below `T`:
//!
//! * `k < len(T)`: every subset, `C(n_s, k)`;
//! * `k > len(T)`: none;
//! * `k = len(T)`: subsets whose rank mask is below `T`'s mask as an integer (same length, so
//!   integer order is rank order, see [`super::flush`]), counted bit by bit in [`subsets_below`].
//!
//! This costs a few hundred integer operations instead of the C(45, 7) = 45,379,620 hands.

use super::flush::{FlushValue, QUALIFIER};
use crate::combinatorics::binomial;

/// `C(n, k)` for `n ≤ 52`, `k ≤ 8`, as a table (the hot path of every analysis).
const CHOOSE: [[u64; 9]; 53] = {
    let mut table = [[0u64; 9]; 53];
    let mut n = 0;
    while n <= 52 {
        let mut k = 0;
        while k <= 8 {
            table[n][k] = binomial(n as u32, k as u32);
            k += 1;
        }
        n += 1;
    }
    table
};

#[inline]
fn choose(n: u32, k: u32) -> u64 {
    if k > 8 {
        0
    } else {
        CHOOSE[n as usize][k as usize]
    }
}

/// The number of `len`-subsets of the ranks in `available` whose rank mask is below `mask`
/// (or equal to it too, when `inclusive`).
///
/// Walk `mask`'s bits from the top. At each of its set bits `b`, the subsets that agree with
/// `mask` above `b` but leave out `b` are all smaller, whatever they hold below `b`: there are
/// `C(available ranks below b, still to choose)` of them. To keep agreeing, `b` itself must be
/// available; if it is not, no later subset can agree and the walk stops.
#[inline]
pub fn subsets_below(available: u16, len: u32, mask: u16, inclusive: bool) -> u64 {
    let mut count = 0;
    let mut chosen = 0;
    let mut bits = mask;
    while bits != 0 {
        let b = 15 - bits.leading_zeros();
        bits &= !(1 << b);
        let below = (available & ((1u16 << b) - 1)).count_ones();
        count += choose(below, len - chosen);
        if available & (1 << b) == 0 {
            return count;
        }
        chosen += 1;
    }
    count + inclusive as u64
}

/// A suit's (or several suits') counts by number of cards: coefficient `k` counts the ways to
/// hold `k` cards below a threshold. Degrees above 7 are never needed and are dropped.
pub type Poly = [u64; 8];

/// The polynomial of one suit: coefficient `k` = number of `k`-card subsets below the threshold.
#[inline]
pub fn suit_poly(available: u16, threshold: FlushValue, inclusive: bool) -> [u64; 8] {
    let n = available.count_ones();
    let len = threshold.len() as u32;
    let mut poly = [0u64; 8];
    for (k, slot) in poly.iter_mut().enumerate().take(len.min(8) as usize) {
        *slot = choose(n, k as u32);
    }
    if len <= 7 {
        poly[len as usize] = subsets_below(available, len, threshold.mask(), inclusive);
    }
    poly
}

/// The qualifier's polynomial: three-card subsets below 9-3-2 are exactly those entirely in
/// 2..8, so the coefficient is `C(available ranks in 2..8, 3)`.
#[inline]
pub fn qualifier_poly(available: u16) -> [u64; 8] {
    let n = available.count_ones();
    [
        1,
        choose(n, 1),
        choose(n, 2),
        choose((available & 0x7F).count_ones(), 3),
        0,
        0,
        0,
        0,
    ]
}

/// The product of two polynomials, truncated above degree 7.
#[inline]
pub fn multiply(a: &Poly, b: &Poly) -> Poly {
    let mut product = [0u64; 8];
    for i in 0..8 {
        if a[i] == 0 {
            continue;
        }
        for j in 0..8 - i {
            product[i + j] += a[i] * b[j];
        }
    }
    product
}

/// Coefficient of `x^7` in `a × b`.
#[inline]
pub fn seventh(a: &Poly, b: &Poly) -> u64 {
    (0..8).map(|k| a[k] * b[7 - k]).sum()
}

/// Coefficient of `x^7` in the product of four polynomials of degree at most `degree`
/// (a threshold of length L gives degree L, so short thresholds multiply far fewer terms).
#[inline]
fn coefficient(polys: &[[u64; 8]; 4], degree: usize) -> u64 {
    let d = degree.min(7);
    let mut left = [0u64; 8];
    let mut right = [0u64; 8];
    for i in 0..=d {
        for j in 0..=d.min(7 - i) {
            left[i + j] += polys[0][i] * polys[1][j];
            right[i + j] += polys[2][i] * polys[3][j];
        }
    }
    let pair = (2 * d).min(7);
    (7 - pair..=pair).map(|k| left[k] * right[7 - k]).sum()
}

/// How the dealer's possible hands fall against one player hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealerCounts {
    /// All possible dealer hands: C(unseen cards, 7).
    pub total: u64,
    /// Hands that do not qualify (below a three-card flush 9-3-2).
    pub not_qualifying: u64,
    /// Qualifying hands below the player's.
    pub qualifying_below: u64,
    /// Qualifying hands equal to the player's.
    pub qualifying_equal: u64,
    /// Qualifying hands above the player's.
    pub qualifying_above: u64,
}

impl DealerCounts {
    /// The hands counted here and not in `part` (a subset of them: the hands without a given
    /// card, say), class by class.
    pub fn less(&self, part: &DealerCounts) -> DealerCounts {
        DealerCounts {
            total: self.total - part.total,
            not_qualifying: self.not_qualifying - part.not_qualifying,
            qualifying_below: self.qualifying_below - part.qualifying_below,
            qualifying_equal: self.qualifying_equal - part.qualifying_equal,
            qualifying_above: self.qualifying_above - part.qualifying_above,
        }
    }

    /// The counts from the three cumulative ones: hands below the qualifier, below the player's
    /// hand and at most the player's hand (the last two unused when the player's hand is below
    /// the qualifier, which every qualifying dealer hand beats).
    #[inline]
    pub fn from_cumulative(
        total: u64,
        not_qualifying: u64,
        player: FlushValue,
        below: impl FnOnce() -> (u64, u64),
    ) -> DealerCounts {
        if player < QUALIFIER {
            return DealerCounts {
                total,
                not_qualifying,
                qualifying_below: 0,
                qualifying_equal: 0,
                qualifying_above: total - not_qualifying,
            };
        }
        let (below, at_most) = below();
        DealerCounts {
            total,
            not_qualifying,
            qualifying_below: below - not_qualifying,
            qualifying_equal: at_most - below,
            qualifying_above: total - at_most,
        }
    }
}

/// Counts every 7-card dealer hand from the unseen cards (given as four rank masks) against a
/// player hand of value `player`.
#[inline]
pub fn dealer_counts(unseen: [u16; 4], player: FlushValue) -> DealerCounts {
    let total_cards: u32 = unseen.iter().map(|m| m.count_ones()).sum();
    let not_qualifying = coefficient(&unseen.map(qualifier_poly), 3);
    DealerCounts::from_cumulative(choose(total_cards, 7), not_qualifying, player, || {
        let degree = player.len() as usize;
        (
            coefficient(&unseen.map(|m| suit_poly(m, player, false)), degree),
            coefficient(&unseen.map(|m| suit_poly(m, player, true)), degree),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_exact, CardSet};
    use crate::hcf::flush::flush_value;

    #[test]
    fn subsets_below_matches_brute_force() {
        let available: u16 = 0b1_0110_1101_1011;
        for len in 1..=4u32 {
            for mask in 0u16..(1 << 13) {
                if mask.count_ones() != len {
                    continue;
                }
                let brute = (0u16..(1 << 13))
                    .filter(|s| s.count_ones() == len && s & !available == 0 && *s < mask)
                    .count() as u64;
                assert_eq!(
                    subsets_below(available, len, mask, false),
                    brute,
                    "len {len} mask {mask:b}"
                );
                let brute_le = brute + (mask & !available == 0) as u64;
                assert_eq!(subsets_below(available, len, mask, true), brute_le);
            }
        }
    }

    /// Enumerates all C(45, 7) dealer hands for a few player hands and compares.
    #[test]
    fn counts_match_full_enumeration() {
        for text in [
            "Ah Kh 9h 7c 5d 3s 2s",
            "9d 3d 2d Kc Qs Jh 8c",
            "Ac Kc Qc Jc Tc 2d 3h",
            "2c 3d 4h 5s 7c 8d 9h",
        ] {
            let player: CardSet = parse_exact(text, 7).unwrap().into_iter().collect();
            let value = flush_value(player);
            let unseen: Vec<u64> = CardSet::full_deck()
                .minus(player)
                .iter()
                .map(|c| c.bit())
                .collect();
            let mut brute = DealerCounts {
                total: 0,
                not_qualifying: 0,
                qualifying_below: 0,
                qualifying_equal: 0,
                qualifying_above: 0,
            };
            let n = unseen.len();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        for d in c + 1..n {
                            for e in d + 1..n {
                                for f in e + 1..n {
                                    for g in f + 1..n {
                                        let bits = unseen[a]
                                            | unseen[b]
                                            | unseen[c]
                                            | unseen[d]
                                            | unseen[e]
                                            | unseen[f]
                                            | unseen[g];
                                        let dealer = flush_value(CardSet::from_bits(bits));
                                        brute.total += 1;
                                        if !dealer.qualifies() {
                                            brute.not_qualifying += 1;
                                        } else if dealer < value {
                                            brute.qualifying_below += 1;
                                        } else if dealer == value {
                                            brute.qualifying_equal += 1;
                                        } else {
                                            brute.qualifying_above += 1;
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            let unseen_masks = CardSet::full_deck().minus(player).suit_masks();
            assert_eq!(dealer_counts(unseen_masks, value), brute, "{text}");
        }
    }
}
