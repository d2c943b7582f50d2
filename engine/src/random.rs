//! The project's own random draws. A seed an instructor hands out must deal the same cards and
//! set the same exam after any dependency upgrade, so nothing that a seed reproduces goes through
//! the `rand` crate's sampling algorithms (which a release may change): only the raw 32- and
//! 64-bit words of the generator are used, turned into draws here.
//!
//! Integer draws use Canon's method (multiply a word by the range; look at further words only
//! while the carry into the result is still undecided), which is exactly unbiased and, by
//! design, gives the same draw as `rand` 0.9's default sampler for every word sequence except
//! those (probability below 2⁻⁵⁶ per draw) where that sampler stops early and rounds; so every
//! deal and exam published before this module existed is unchanged (pinned by the golden tests).

use rand::RngCore;

/// Draws built from a generator's raw words.
pub trait Draw: RngCore {
    /// A uniform integer in `0..n`. `n` must be at least 1 (0 gives 0).
    fn below(&mut self, n: usize) -> usize {
        match u32::try_from(n) {
            Ok(0) => 0,
            Ok(n) => canon32(self, n) as usize,
            Err(_) => canon64(self, n as u64) as usize,
        }
    }

    /// A uniform integer in `low..high` (`low < high`; an empty range gives `low`).
    fn in_range(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high.saturating_sub(low))
    }

    /// A uniform integer in `low..=high`, drawn from 64-bit words (`low ≤ high`).
    fn between(&mut self, low: i64, high: i64) -> i64 {
        let range = (high.wrapping_sub(low) as u64).wrapping_add(1);
        if high < low {
            return low;
        }
        if range == 0 {
            return self.next_u64() as i64;
        }
        low.wrapping_add(canon64(self, range) as i64)
    }

    /// `true` with probability `p` (clamped to 0..=1): a 64-bit word below `p · 2⁶⁴`.
    fn chance(&mut self, p: f64) -> bool {
        if p >= 1.0 {
            return true;
        }
        let threshold = (p.max(0.0) * 18_446_744_073_709_551_616.0) as u64;
        self.next_u64() < threshold
    }

    /// A uniform 64-bit word (e.g. a seed for something else).
    fn word(&mut self) -> u64 {
        self.next_u64()
    }
}

impl<R: RngCore + ?Sized> Draw for R {}

/// Canon's method on 32-bit words: ⌊range · U⌋ for U the uniform real whose binary digits are
/// the words drawn.
fn canon32<R: RngCore + ?Sized>(rng: &mut R, range: u32) -> u32 {
    let product = rng.next_u32() as u64 * range as u64;
    let (mut result, mut low) = ((product >> 32) as u32, product as u32);
    // The rest of U adds less than `range` to `low`: only a `low` this close to 2³² can carry.
    while low > range.wrapping_neg() {
        let next = rng.next_u32() as u64 * range as u64;
        let (next_high, next_low) = ((next >> 32) as u32, next as u32);
        match low.checked_add(next_high) {
            Some(sum) if sum < u32::MAX => break,
            None => {
                result += 1;
                break;
            }
            Some(_) => low = next_low,
        }
    }
    result
}

/// Canon's method on 64-bit words.
fn canon64<R: RngCore + ?Sized>(rng: &mut R, range: u64) -> u64 {
    let product = rng.next_u64() as u128 * range as u128;
    let (mut result, mut low) = ((product >> 64) as u64, product as u64);
    while low > range.wrapping_neg() {
        let next = rng.next_u64() as u128 * range as u128;
        let (next_high, next_low) = ((next >> 64) as u64, next as u64);
        match low.checked_add(next_high) {
            Some(sum) if sum < u64::MAX => break,
            None => {
                result += 1;
                break;
            }
            Some(_) => low = next_low,
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::seeded_rng;

    /// A generator that replays given 32-bit words, to check the carry logic by hand.
    struct Words(Vec<u32>);
    impl RngCore for Words {
        fn next_u32(&mut self) -> u32 {
            self.0.remove(0)
        }
        fn next_u64(&mut self) -> u64 {
            let low = self.next_u32() as u64;
            low | (self.next_u32() as u64) << 32
        }
        fn fill_bytes(&mut self, _: &mut [u8]) {
            unreachable!()
        }
    }

    #[test]
    fn canon_reads_further_words_only_while_the_carry_is_undecided() {
        // 3 · 0x5555_5556 = 0x1_0000_0002: result 1; low 2 cannot carry.
        assert_eq!(Words(vec![0x5555_5556]).below(3), 1);
        // 3 · 0xAAAA_AAAA = 0x1_FFFF_FFFE: low is within 3 of 2³², so the next word decides.
        // 3 · 0xFFFF_FFFF has high part 2: FFFF_FFFE + 2 carries, giving 2.
        assert_eq!(Words(vec![0xAAAA_AAAA, 0xFFFF_FFFF]).below(3), 2);
        // 3 · 1 has high part 0: no carry, 1.
        assert_eq!(Words(vec![0xAAAA_AAAA, 1]).below(3), 1);
        // 3 · 0xAAAA_AAAA again has high part 1: FFFF_FFFE + 1 = FFFF_FFFF is still undecided,
        // so a third word is read (where a sampler that stops after two words would say 1).
        assert_eq!(
            Words(vec![0xAAAA_AAAA, 0xAAAA_AAAA, 0xFFFF_FFFF]).below(3),
            2
        );
        assert_eq!(Words(vec![0xAAAA_AAAA, 0xAAAA_AAAA, 1]).below(3), 1);
    }

    #[test]
    fn below_is_uniform_and_in_range() {
        let mut rng = seeded_rng(5);
        let mut counts = [0u32; 52];
        let trials = 520_000;
        for _ in 0..trials {
            counts[rng.below(52)] += 1;
        }
        // Chi-square, 51 degrees of freedom: the 0.1 % critical value is 86.66.
        let expected = trials as f64 / 52.0;
        let chi: f64 = counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi < 86.66, "{chi}");
        assert_eq!(rng.below(1), 0);
        assert_eq!(rng.below(0), 0);
        assert!((0..1000).all(|_| (10..42).contains(&rng.in_range(10, 42))));
        assert!((0..1000).all(|_| (-3..=3).contains(&rng.between(-3, 3))));
    }

    #[test]
    fn chance_matches_its_probability() {
        let mut rng = seeded_rng(6);
        let hits = (0..100_000).filter(|_| rng.chance(0.3)).count() as f64;
        let sd = (100_000.0f64 * 0.3 * 0.7).sqrt();
        assert!((hits - 30_000.0).abs() < 5.0 * sd, "{hits}");
        assert!((0..100).all(|_| rng.chance(1.0)));
        assert!((0..100).all(|_| !rng.chance(0.0)));
    }

    /// Pinned vectors: the first draws of a seeded generator. A change here changes every deal
    /// and exam ever handed out. (When written, these and the draws of 200 seeds × 60 ranges
    /// equalled `rand` 0.9.5's `random_range`, `random` and `random_bool` on the same generator.)
    #[test]
    fn draws_from_a_seed_are_pinned() {
        let mut rng = seeded_rng(2026);
        let below: Vec<usize> = (0..12).map(|i| rng.below(52 - i)).collect();
        let words: Vec<u64> = (0..2).map(|_| rng.word()).collect();
        let between: Vec<i64> = (0..4).map(|_| rng.between(15, 119)).collect();
        let chances: Vec<bool> = (0..6).map(|_| rng.chance(0.5)).collect();
        assert_eq!(below, PINNED_BELOW);
        assert_eq!(words, PINNED_WORDS);
        assert_eq!(between, PINNED_BETWEEN);
        assert_eq!(chances, PINNED_CHANCES);
    }

    const PINNED_BELOW: [usize; 12] = [26, 25, 41, 30, 21, 25, 28, 11, 24, 4, 18, 21];
    const PINNED_WORDS: [u64; 2] = [17737470894663939700, 10104087043823594507];
    const PINNED_BETWEEN: [i64; 4] = [111, 112, 91, 46];
    const PINNED_CHANCES: [bool; 6] = [false, false, false, false, false, true];
}
