//! The deck, unbiased shuffling and the random sources behind it.
//!
//! Play uses [`play_rng`], a ChaCha20 generator seeded from the operating system's (or the
//! browser's) cryptographic source. Tests, simulations and exams use [`seeded_rng`] so that a
//! seed reproduces every card.

use crate::cards::Card;
use crate::random::Draw;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;

/// The generator behind dealing: ChaCha20, a cryptographic stream cipher.
pub type DealRng = ChaCha20Rng;

/// A generator seeded from the system's cryptographic source, for real play.
pub fn play_rng() -> Result<DealRng, getrandom::Error> {
    let mut seed = [0u8; 32];
    getrandom::fill(&mut seed)?;
    Ok(ChaCha20Rng::from_seed(seed))
}

/// A reproducible generator: the same seed deals the same cards on every machine. The 64-bit
/// seed is spread over ChaCha20's 256-bit key by PCG32 (the expansion `rand_core` 0.9 documents
/// as value-stable, written out here so that no dependency can change it).
pub fn seeded_rng(seed: u64) -> DealRng {
    const MULTIPLIER: u64 = 6_364_136_223_846_793_005;
    const INCREMENT: u64 = 11_634_580_027_462_260_723;
    let mut state = seed;
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(4) {
        state = state.wrapping_mul(MULTIPLIER).wrapping_add(INCREMENT);
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        let word = xorshifted.rotate_right((state >> 59) as u32);
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    ChaCha20Rng::from_seed(key)
}

/// A fresh random seed from the system's cryptographic source (for exams and shareable deals).
pub fn random_seed() -> Result<u64, getrandom::Error> {
    getrandom::u64()
}

/// Fisher–Yates shuffle: every one of the n! orders is equally likely, because each position
/// `i` (from the end) receives a uniformly chosen card among the `i + 1` not yet placed, drawn
/// without bias by [`Draw::below`].
pub fn shuffle<R: RngCore + ?Sized>(cards: &mut [Card], rng: &mut R) {
    for i in (1..cards.len()).rev() {
        let j = rng.below(i + 1);
        cards.swap(i, j);
    }
}

/// A uniform integer in `0..n` (n ≥ 1), without bias: Lemire's multiply-and-shift, which
/// rejects the few low products that would make some results more likely than others.
#[inline]
pub fn bounded<R: RngCore + ?Sized>(rng: &mut R, n: u32) -> u32 {
    let mut product = rng.next_u32() as u64 * n as u64;
    if (product as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u32) < threshold {
            product = rng.next_u32() as u64 * n as u64;
        }
    }
    (product >> 32) as u32
}

/// Shuffles only as much as needed to fill the first `count` positions uniformly at random:
/// the first `count` cards are then a uniform random draw, in uniform random order.
pub fn partial_shuffle<R: RngCore + ?Sized>(cards: &mut [Card], count: usize, rng: &mut R) {
    let n = cards.len();
    for i in 0..count.min(n.saturating_sub(1)) {
        let j = rng.in_range(i, n);
        cards.swap(i, j);
    }
}

/// One 52-card deck (C2: a single standard deck) in dealing order.
#[derive(Clone, Debug)]
pub struct Deck {
    cards: Vec<Card>,
    next: usize,
}

impl Deck {
    /// A new deck in index order (clubs 2..A, diamonds, hearts, spades).
    pub fn ordered() -> Deck {
        Deck {
            cards: Card::deck().collect(),
            next: 0,
        }
    }

    /// A deck in a given order (a replay or a worked example).
    pub fn arranged(cards: Vec<Card>) -> Deck {
        Deck { cards, next: 0 }
    }

    /// A new, fully shuffled deck.
    pub fn shuffled<R: RngCore + ?Sized>(rng: &mut R) -> Deck {
        let mut deck = Deck::ordered();
        deck.shuffle(rng);
        deck
    }

    /// Gathers every card back and shuffles (C18: before play and after each round).
    pub fn shuffle<R: RngCore + ?Sized>(&mut self, rng: &mut R) {
        self.next = 0;
        shuffle(&mut self.cards, rng);
    }

    /// Cut: moves the top `depth` cards to the bottom (000/002 Ch.5 E; 003 §4(c)).
    pub fn cut(&mut self, depth: usize) {
        let remaining = &mut self.cards[self.next..];
        let depth = depth.min(remaining.len());
        remaining.rotate_left(depth);
    }

    /// The next card from the top, or `None` when the deck is exhausted.
    pub fn deal(&mut self) -> Option<Card> {
        let card = self.cards.get(self.next).copied()?;
        self.next += 1;
        Some(card)
    }

    /// Cards not yet dealt (the stub, once the deal is over).
    pub fn remaining(&self) -> &[Card] {
        &self.cards[self.next..]
    }

    /// Cards in the order they will be (or were) dealt.
    pub fn order(&self) -> &[Card] {
        &self.cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;

    #[test]
    fn a_seed_reproduces_the_deal_and_different_seeds_differ() {
        let a = Deck::shuffled(&mut seeded_rng(7));
        let b = Deck::shuffled(&mut seeded_rng(7));
        let c = Deck::shuffled(&mut seeded_rng(8));
        assert_eq!(a.order(), b.order());
        assert_ne!(a.order(), c.order());
    }

    #[test]
    fn a_shuffled_deck_holds_each_card_once() {
        let mut deck = Deck::shuffled(&mut seeded_rng(1));
        let mut seen = CardSet::EMPTY;
        while let Some(card) = deck.deal() {
            assert!(!seen.contains(card), "{card} dealt twice");
            seen.insert(card);
        }
        assert_eq!(seen, CardSet::full_deck());
    }

    /// The key a seed expands to, pinned: the first words of seeds 0 and 1 (equal, when written,
    /// to `rand_core` 0.9's `seed_from_u64`).
    #[test]
    fn seed_expansion_is_pinned() {
        assert_eq!(
            seeded_rng(0).get_seed()[..8],
            [236, 242, 115, 249, 129, 181, 205, 69]
        );
        assert_eq!(seeded_rng(1).word(), 11_413_071_731_502_626_714);
    }

    #[test]
    fn cut_moves_the_top_cards_to_the_bottom() {
        let mut deck = Deck::ordered();
        let before = deck.order().to_vec();
        deck.cut(10);
        assert_eq!(deck.order()[..42], before[10..]);
        assert_eq!(deck.order()[42..], before[..10]);
    }

    #[test]
    fn the_play_source_is_seeded_from_the_system() {
        let mut a = play_rng().unwrap();
        let mut b = play_rng().unwrap();
        assert_ne!(a.word(), b.word());
    }

    /// Chi-square test of positions: over many shuffles, each card should land in each
    /// position equally often. With 52 × 52 cells and (51 × 51) degrees of freedom the statistic
    /// has mean 2601 and standard deviation about 72; a fixed seed keeps the test repeatable,
    /// and the bound (mean + 5 sd) would catch the classic biased "swap with any" shuffle.
    #[test]
    fn shuffle_positions_pass_a_chi_square_test() {
        fn chi_square(shuffle_once: impl Fn(&mut Vec<Card>, &mut DealRng)) -> f64 {
            let trials = 52 * 400;
            let mut counts = vec![[0u32; 52]; 52];
            let mut rng = seeded_rng(2024);
            let ordered: Vec<Card> = Card::deck().collect();
            for _ in 0..trials {
                // Start each trial from the same order: repeating a biased shuffle on an already
                // shuffled deck would hide its bias.
                let mut cards = ordered.clone();
                shuffle_once(&mut cards, &mut rng);
                for (position, card) in cards.iter().enumerate() {
                    counts[card.index() as usize][position] += 1;
                }
            }
            let expected = trials as f64 / 52.0;
            counts
                .iter()
                .flatten()
                .map(|&n| (n as f64 - expected).powi(2) / expected)
                .sum()
        }
        let fair = chi_square(|cards, rng| shuffle(cards, rng));
        assert!(fair < 2601.0 + 5.0 * 72.1, "fair shuffle chi-square {fair}");
        assert!(fair > 2601.0 - 5.0 * 72.1, "suspiciously uniform: {fair}");
        // The same statistic does detect a biased shuffle (swap each card with any position).
        let naive = chi_square(|cards, rng| {
            for i in 0..cards.len() {
                let j = rng.below(cards.len());
                cards.swap(i, j);
            }
        });
        assert!(
            naive > 2601.0 + 5.0 * 72.1,
            "naive shuffle chi-square {naive}"
        );
    }

    #[test]
    fn bounded_draws_are_uniform() {
        // Chi-square over 7 outcomes (6 degrees of freedom): the 0.1% critical value is 22.46.
        let mut rng = seeded_rng(11);
        let mut counts = [0u32; 7];
        let trials = 700_000;
        for _ in 0..trials {
            counts[bounded(&mut rng, 7) as usize] += 1;
        }
        let expected = trials as f64 / 7.0;
        let chi: f64 = counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi < 22.46, "{chi} {counts:?}");
        assert_eq!(bounded(&mut rng, 1), 0);
    }

    #[test]
    fn partial_shuffle_draws_uniformly() {
        // Card 0's chance of being among the first 7 should be 7/52.
        let mut rng = seeded_rng(3);
        let mut cards: Vec<Card> = Card::deck().collect();
        let trials = 200_000;
        let mut hits = 0;
        for _ in 0..trials {
            partial_shuffle(&mut cards, 7, &mut rng);
            hits += cards[..7].iter().filter(|c| c.index() == 0).count();
        }
        let p = 7.0 / 52.0;
        let sd = (trials as f64 * p * (1.0 - p)).sqrt();
        assert!((hits as f64 - trials as f64 * p).abs() < 5.0 * sd, "{hits}");
    }
}
