//! The simulation `hcf_seats.rs` and `jhe_seats.rs` are pinned from (tests only): rounds of two seats playing the
//! strategy card with the Ante alone, each seat's hand sorted into its joint class and its
//! main-game result added up as [`SeatPairs`] holds it. The deck is dealt by rejection from a
//! seeded ChaCha8 stream (independent of any library's shuffle), so a seed gives the same sums
//! on every machine.

use super::seats::SeatPairs;
use crate::cards::{Card, CardSet, Suit};
use crate::hcf::straight_flush::{straight_flushes, AceRule};
use crate::money::Cents;
use crate::poker::{evaluate, Category};
use rand::SeedableRng;
use std::collections::BTreeMap;

/// The simulated sums, owned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSample {
    pub rounds: u64,
    pub main: i64,
    pub main_products: i64,
    pub main_by_class: Vec<i64>,
    pub classes: Vec<u32>,
    pub pairs: BTreeMap<(u8, u8), u32>,
}

impl SeatSample {
    fn new(classes: usize) -> SeatSample {
        assert!(classes <= 256, "a class index is one byte");
        SeatSample {
            rounds: 0,
            main: 0,
            main_products: 0,
            main_by_class: vec![0; classes],
            classes: vec![0; classes],
            pairs: BTreeMap::new(),
        }
    }

    /// One round: each seat's class and result in half-Antes.
    fn add(&mut self, (c1, m1): (usize, i64), (c2, m2): (usize, i64)) {
        self.rounds += 1;
        self.main += m1 + m2;
        self.main_products += m1 * m2;
        self.main_by_class[c1] += m2;
        self.main_by_class[c2] += m1;
        self.classes[c1] += 1;
        self.classes[c2] += 1;
        let key = (c1.min(c2) as u8, c1.max(c2) as u8);
        *self.pairs.entry(key).or_insert(0) += 1;
    }

    /// The pairs as [`SeatPairs`] holds them.
    pub fn pair_list(&self) -> Vec<(u8, u8, u32)> {
        self.pairs.iter().map(|(&(k, l), &n)| (k, l, n)).collect()
    }

    /// The sums seen as pinned data (`pairs` from [`SeatSample::pair_list`]).
    pub fn view<'a>(&'a self, pairs: &'a [(u8, u8, u32)]) -> SeatPairs<'a> {
        SeatPairs {
            rounds: self.rounds,
            main: self.main,
            main_products: self.main_products,
            main_by_class: &self.main_by_class,
            classes: &self.classes,
            pairs,
        }
    }

    /// The sums as Rust source for `hcf_seats.rs` or `jhe_seats.rs`.
    pub fn rust_source(&self, name: &str, what: &str) -> String {
        let list = |items: Vec<String>| {
            items
                .chunks(8)
                .map(|c| format!("        {},\n", c.join(", ")))
                .collect::<String>()
        };
        format!(
            "/// {what}\npub const {name}: SeatPairs<'static> = SeatPairs {{\n    rounds: {},\n    main: {},\n    main_products: {},\n    main_by_class: &[\n{}    ],\n    classes: &[\n{}    ],\n    pairs: &[\n{}    ],\n}};\n",
            self.rounds,
            self.main,
            self.main_products,
            list(self.main_by_class.iter().map(i64::to_string).collect()),
            list(self.classes.iter().map(u32::to_string).collect()),
            list(
                self.pair_list()
                    .iter()
                    .map(|(k, l, n)| format!("({k}, {l}, {n})"))
                    .collect()
            ),
        )
    }
}

/// `n` distinct cards drawn by rejection (the par sheet tests' draw, as cards).
fn draw(rng: &mut rand_chacha::ChaCha8Rng, n: usize) -> Vec<Card> {
    let deck: Vec<Card> = Card::deck().collect();
    super::tests::draw(rng, n)
        .into_iter()
        .map(|c| deck[c])
        .collect()
}

/// High Card Flush under `ace`'s rule sets (the main game reads only the ace rule): `rounds`
/// rounds of two seats and the dealer from `seed`, the Ante $10.
pub fn hcf_sample(ace: AceRule, rounds: u64, seed: u64) -> SeatSample {
    use crate::hcf::config::TableConfig;
    use crate::hcf::decision::{Decision, Strategy};
    use crate::hcf::simulate::{settle_round, Resolved, SimSetup};
    let jurisdiction = match ace {
        AceRule::HighOnly => crate::Jurisdiction::Maryland,
        AceRule::LowOrHigh => crate::Jurisdiction::SouthDakota,
    };
    let mut config = TableConfig::default_for(jurisdiction);
    config.progressive = None;
    let setup = SimSetup {
        config,
        players: 2,
        ante: Cents::dollars(10),
        flush_bonus: Cents(0),
        straight_flush_bonus: Cents(0),
        progressive: false,
        strategy: Strategy::Card,
    };
    assert_eq!(
        setup.config.validate().unwrap().ace_rule.value,
        ace,
        "the rule set's ace rule"
    );
    let resolved = Resolved::new(&setup).unwrap();
    let index: BTreeMap<_, usize> = super::hcf_joint::hcf_classes(ace)
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let key = (
                c.flush_len,
                c.longest,
                c.nine_to_ace_six,
                c.four_of_a_kind,
                c.folded,
            );
            (key, i)
        })
        .collect();
    let mut sample = SeatSample::new(index.len());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let half_ante = setup.ante.0 / 2;
    for _ in 0..rounds {
        let cards = draw(&mut rng, 21);
        let set = |c: &[Card]| -> CardSet { c.iter().copied().collect() };
        let hands = [set(&cards[..7]), set(&cards[7..14])];
        let decisions = hands.map(|h| Strategy::Card.decide(h));
        let seats = settle_round(
            &setup,
            &resolved,
            &hands,
            &decisions,
            set(&cards[14..]),
            &mut None,
        );
        let seat = |i: usize| {
            let sf = straight_flushes(hands[i], ace);
            let flush_len = hands[i]
                .suit_masks()
                .iter()
                .map(|m| m.count_ones())
                .max()
                .unwrap_or(0) as u8;
            let key = (
                flush_len,
                sf.longest,
                sf.nine_to_ace_six,
                sf.four_of_a_kind,
                decisions[i] == Decision::Fold,
            );
            let net = seats[i].net.iter().sum::<i64>();
            assert_eq!(net % half_ante, 0, "a result in half-Antes");
            (index[&key], net / half_ante)
        };
        sample.add(seat(0), seat(1));
    }
    sample
}

/// Maryland Jackpot Hold 'Em with X-tra Bonus Paytable A: `rounds` rounds of two seats from
/// `seed`, the Ante (and X-tra Bonus) $10.
pub fn jhe_sample(rounds: u64, seed: u64) -> SeatSample {
    use crate::jhe::config::JheConfig;
    use crate::jhe::simulate::{settle_round, JheResolved, JheSimSetup};
    use crate::jhe::strategy::JheStrategy;
    let setup = JheSimSetup {
        config: JheConfig::standard(),
        players: 2,
        ante: Cents::dollars(10),
        player_bonus: Cents(0),
        progressive: false,
        strategy: JheStrategy::Simple,
    };
    let resolved = JheResolved::new(&setup).unwrap();
    let index: BTreeMap<(usize, usize, bool), usize> =
        super::jhe_main::jhe_class_keys(&super::jhe_main::JHE_CARD_FORWARD)
            .into_iter()
            .enumerate()
            .map(|(i, key)| (key, i))
            .collect();
    let mut sample = SeatSample::new(index.len());
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let half_ante = setup.ante.0 / 2;
    for _ in 0..rounds {
        let c = draw(&mut rng, 11);
        let holes = [[c[0], c[1]], [c[2], c[3]]];
        let board = [c[6], c[7], c[8], c[9], c[10]];
        let seats = settle_round(&setup, &resolved, &holes, [c[4], c[5]], board, &mut None);
        let seat = |i: usize| {
            let hole: CardSet = holes[i].iter().copied().collect();
            let seven = evaluate(hole.union(board.iter().copied().collect()));
            let five_cards = hole.union(board[..3].iter().copied().collect());
            let five = evaluate(five_cards).category();
            let diamonds = five == Category::RoyalFlush
                && five_cards.iter().all(|card| card.suit() == Suit::Diamonds);
            // Ante, X-tra Bonus and Play (JheWager::ALL order); no side wager is made.
            let net = seats[i].net.iter().sum::<i64>();
            assert_eq!(net % half_ante, 0, "a result in half-Antes");
            let key = (seven.category() as usize, five as usize, diamonds);
            (index[&key], net / half_ante)
        };
        sample.add(seat(0), seat(1));
    }
    sample
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pinned data's simulations: rounds and seeds.
    pub(super) const HCF_ROUNDS: u64 = 2_000_000;
    pub(super) const JHE_ROUNDS: u64 = 2_000_000;
    const SEEDS: [u64; 3] = [20_261_129, 20_261_130, 20_261_201];

    fn samples() -> [(&'static str, &'static str, SeatSample); 3] {
        [
            (
                "HCF_HIGH_ONLY",
                "High Card Flush, ace high only (Maryland, Massachusetts).",
                hcf_sample(AceRule::HighOnly, HCF_ROUNDS, SEEDS[0]),
            ),
            (
                "HCF_LOW_OR_HIGH",
                "High Card Flush, ace low or high (South Dakota).",
                hcf_sample(AceRule::LowOrHigh, HCF_ROUNDS, SEEDS[1]),
            ),
            (
                "JHE",
                "Maryland Jackpot Hold 'Em, X-tra Bonus Paytable A.",
                jhe_sample(JHE_ROUNDS, SEEDS[2]),
            ),
        ]
    }

    /// The three samples, simulated once for the tests here.
    fn simulated() -> &'static [(&'static str, &'static str, SeatSample); 3] {
        static SAMPLES: std::sync::OnceLock<[(&str, &str, SeatSample); 3]> =
            std::sync::OnceLock::new();
        SAMPLES.get_or_init(samples)
    }

    fn pinned(name: &str) -> SeatPairs<'static> {
        match name {
            "HCF_HIGH_ONLY" => super::super::hcf_seats::HCF_HIGH_ONLY,
            "HCF_LOW_OR_HIGH" => super::super::hcf_seats::HCF_LOW_OR_HIGH,
            _ => super::super::jhe_seats::JHE,
        }
    }

    #[test]
    fn the_pinned_seat_pairs_are_the_simulations() {
        for (name, _, sample) in simulated() {
            let pairs = sample.pair_list();
            assert_eq!(sample.view(&pairs), pinned(name), "{name}");
        }
    }

    /// The simulation sorts hands as the exact walks do: each class's share of the simulated
    /// seats is its exact probability within five standard errors, and so is the seats' mean
    /// result the strategy card's exact one (so the class of a hand, the strategy and the
    /// settlement are the walks').
    #[test]
    fn the_simulated_classes_and_results_are_the_exact_walks() {
        let hcf = |ace| {
            let joint = super::super::hcf_joint::hcf_joint(
                ace,
                &super::super::hcf_joint::HcfSides {
                    flush: None,
                    straight_flush: None,
                    progressive: None,
                },
            );
            // The card's mean result is the classes' Σ; its deviation (Maryland's, the same
            // to a few parts in a thousand under the other ace rule) sets the error.
            let edge = -joint.classes.iter().map(|c| c.main).sum::<f64>();
            let deviation = super::super::hcf_card_figures().2;
            (joint, edge, deviation)
        };
        let card = &super::super::jhe_main::JHE_CARD_FORWARD;
        let jhe = super::super::jhe_main::jhe_joint(card, None, None);
        let jhe_edge = -(card.net_halves as f64) / 2.0 / card.deals as f64;
        let jhe_deviation =
            super::super::jhe_main::CARD_SUMS.square_quarters as f64 / 4.0 / card.deals as f64;
        let exact = [
            hcf(AceRule::HighOnly),
            hcf(AceRule::LowOrHigh),
            (jhe, jhe_edge, (jhe_deviation - jhe_edge * jhe_edge).sqrt()),
        ];
        for ((name, _, sample), (joint, edge, deviation)) in simulated().iter().zip(&exact) {
            let seats = 2.0 * sample.rounds as f64;
            assert_eq!(sample.classes.len(), joint.classes.len(), "{name}");
            for (i, (&n, class)) in sample.classes.iter().zip(&joint.classes).enumerate() {
                let p = class.probability;
                // The two seats of a round are dealt apart (not quite independent): the
                // error is taken for half as many seats.
                let error = (p * (1.0 - p) / sample.rounds as f64).sqrt();
                let seen = n as f64 / seats;
                assert!(
                    (seen - p).abs() <= 5.0 * error + 1e-12,
                    "{name} class {i}: simulated {seen}, exact {p} ± {error}"
                );
            }
            let mean = sample.main as f64 / 2.0 / seats;
            let error = deviation / (sample.rounds as f64).sqrt();
            assert!(
                (mean + edge).abs() <= 5.0 * error,
                "{name}: mean result {mean}, exact {} ± {error}",
                -edge
            );
        }
    }

    /// Prints the constants of `hcf_seats.rs` and `jhe_seats.rs`.
    #[test]
    #[ignore]
    fn print_seat_pairs() {
        let start = std::time::Instant::now();
        for (name, what, sample) in samples() {
            println!("{}", sample.rust_source(name, what));
        }
        println!("// simulated in {:?}", start.elapsed());
    }
}
