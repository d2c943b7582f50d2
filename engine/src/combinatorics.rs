//! Binomial coefficients and hand-shape counting shared by the exact analyses.

/// `C(n, k)` for the small arguments card counting needs (exact whenever the result fits `u64`).
pub const fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = if k > n - k { n - k } else { k };
    let mut result: u64 = 1;
    let mut i = 0;
    while i < k {
        // After step i the running value is C(n, i + 1), so the division is exact; the product is
        // formed in 128 bits so it cannot overflow on the way.
        result = (result as u128 * (n - i) as u128 / (i + 1) as u128) as u64;
        i += 1;
    }
    result
}

/// An exact expected value: `numerator / denominator` units of Ante, over equally likely cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExactEv {
    pub numerator: i64,
    pub denominator: u64,
}

impl ExactEv {
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

/// Number of 7-card hands from a full deck: C(52, 7).
pub const SEVEN_CARD_HANDS: u64 = binomial(52, 7);

/// Number of 5-card hands from a full deck: C(52, 5).
pub const FIVE_CARD_HANDS: u64 = binomial(52, 5);

/// Calls `visit` with every 7-card subset of the deck, as a bit mask.
pub fn for_each_seven_card_hand(visit: impl FnMut(u64)) {
    let bits: Vec<u64> = crate::cards::Card::deck().map(|c| c.bit()).collect();
    for_each_seven_of(&bits, visit);
}

/// Calls `visit` with every 7-card subset of `cards` (given as card bits), as a bit mask, in
/// lexicographic order of positions: the exhaustive walks' pattern.
pub fn for_each_seven_of(cards: &[u64], mut visit: impl FnMut(u64)) {
    let n = cards.len();
    for a in 0..n {
        let m1 = cards[a];
        for b in a + 1..n {
            let m2 = m1 | cards[b];
            for c in b + 1..n {
                let m3 = m2 | cards[c];
                for d in c + 1..n {
                    let m4 = m3 | cards[d];
                    for e in d + 1..n {
                        let m5 = m4 | cards[e];
                        for f in e + 1..n {
                            let m6 = m5 | cards[f];
                            for &g in &cards[f + 1..] {
                                visit(m6 | g);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Calls `visit` with every 5-card subset of the deck, as a bit mask.
pub fn for_each_five_card_hand(mut visit: impl FnMut(u64)) {
    let bits: Vec<u64> = crate::cards::Card::deck().map(|c| c.bit()).collect();
    let n = bits.len();
    for a in 0..n {
        for b in a + 1..n {
            let m2 = bits[a] | bits[b];
            for c in b + 1..n {
                let m3 = m2 | bits[c];
                for d in c + 1..n {
                    let m4 = m3 | bits[d];
                    for &e in &bits[d + 1..] {
                        visit(m4 | e);
                    }
                }
            }
        }
    }
}

/// Every way to split `total` cards over four suits, each count at most `cap`.
pub fn suit_splits(total: u32, cap: u32) -> Vec<[u32; 4]> {
    let mut splits = Vec::new();
    for a in 0..=cap.min(total) {
        for b in 0..=cap.min(total - a) {
            for c in 0..=cap.min(total - a - b) {
                let d = total - a - b - c;
                if d <= cap {
                    splits.push([a, b, c, d]);
                }
            }
        }
    }
    splits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_binomials() {
        assert_eq!(SEVEN_CARD_HANDS, 133_784_560);
        assert_eq!(binomial(13, 3), 286);
        assert_eq!(binomial(45, 7), 45_379_620);
        assert_eq!(binomial(5, 7), 0);
        assert_eq!(binomial(64, 32), 1_832_624_140_942_590_534);
    }

    #[test]
    fn splits_cover_every_deal() {
        let total: u64 = suit_splits(7, 13)
            .iter()
            .map(|s| s.iter().map(|&k| binomial(13, k)).product::<u64>())
            .sum();
        assert_eq!(total, SEVEN_CARD_HANDS);
    }
}
