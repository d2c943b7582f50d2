//! The seats of one round together: the players at a table share the dealer's hand (and in
//! Jackpot Hold 'Em the board), so two seats' results move together and the hold band of a
//! table where several play each round is wider than that of independent hands.
//!
//! What the band needs is the covariance of two seats' results for the mix, which is a sum of
//! terms each exact paytable-free data gives: the main game's results of the two seats, the
//! main game of one with each class of hands (`joint`) of the other, and the classes of the two
//! together. Those come from a seeded simulation of two seats of the strategy card (no exact
//! walk of two players and the dealer is built), pinned per rule set in each game's file
//! (`hcf_seats.rs`, `jhe_seats.rs`; `seats_sample`'s test simulates them again); any paytable
//! then gives its covariance from them, with a standard error stated beside it.

use super::joint::Joint;

/// Two seats of one round, simulated: sums over `rounds` rounds, each seat's class the index of
/// its hand's class in the game's [`Joint`] and its main-game result (the strategy card's) in
/// half-Antes. The per-seat sums count both seats (a round from each side), the products and
/// pairs each round once, so the data is symmetric.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatPairs<'a> {
    pub rounds: u64,
    /// Σ of each seat's result (2 · rounds results), in half-Antes.
    pub main: i64,
    /// Σ over rounds of the two results' product, in quarter-Antes squared.
    pub main_products: i64,
    /// Per class: Σ of the other seat's result where this seat's hand is in the class (both
    /// sides of every round), in half-Antes.
    pub main_by_class: &'a [i64],
    /// Per class: the seats in it (both sides of every round).
    pub classes: &'a [u32],
    /// Rounds whose two seats' classes are (k, l), k ≤ l (a game has fewer than 256 classes).
    pub pairs: &'a [(u8, u8, u32)],
}

/// One part of a seat's wagers as the covariance needs it: its weight (share of hands ×
/// average amount) and either the main game or its net per unit in each joint class.
pub enum SeatPart<'a> {
    Main { weight: f64 },
    Side { weight: f64, values: &'a [f64] },
}

/// The covariance of two seats' results and its standard error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SeatCovariance {
    /// Cov(one seat's result, another's), in cents², per pair of seats.
    pub covariance: f64,
    /// The simulation's standard error of it (normal approximation: √((σ⁴ + c²) / rounds)
    /// with σ the one seat's exact deviation) — a guide to its size, not exact: a result with
    /// heavy shared tails (a board that pays every seat's Player Bonus) has a larger one.
    pub error: f64,
}

impl SeatPairs<'_> {
    /// The covariance of two seats' results for `parts` (each seat making its wagers as the
    /// mix says, independently of the other), from the simulated sums; `deviation` the exact
    /// standard deviation of one seat's result, for the error.
    pub fn covariance(&self, parts: &[SeatPart], deviation: f64) -> SeatCovariance {
        let seats = 2.0 * self.rounds as f64;
        let share = |count: u32| f64::from(count) / seats;
        // E[M] in Antes, E[M1·M2] in Antes².
        let mean_main = self.main as f64 / 2.0 / seats;
        let main_products = self.main_products as f64 / 4.0 / self.rounds as f64;
        // E[f(class)] and E[M_other · f(class)] of one part's values.
        let mean_of = |values: &[f64]| -> f64 {
            values
                .iter()
                .zip(self.classes)
                .map(|(v, &n)| v * share(n))
                .sum()
        };
        let main_with = |values: &[f64]| -> f64 {
            values
                .iter()
                .zip(self.main_by_class)
                .map(|(v, &m)| v * m as f64 / 2.0 / seats)
                .sum()
        };
        // E[f(class₁) · g(class₂)]: a pair (k, l), k ≠ l, is (k, l) in half its rounds' sides.
        let both = |f: &[f64], g: &[f64]| -> f64 {
            self.pairs
                .iter()
                .map(|&(k, l, n)| {
                    let (k, l) = (usize::from(k), usize::from(l));
                    let n = f64::from(n) / self.rounds as f64;
                    if k == l {
                        n * f[k] * g[k]
                    } else {
                        n * (f[k] * g[l] + f[l] * g[k]) / 2.0
                    }
                })
                .sum()
        };
        let mut covariance = 0.0;
        for x in parts {
            for y in parts {
                covariance += match (x, y) {
                    (SeatPart::Main { weight: a }, SeatPart::Main { weight: b }) => {
                        a * b * (main_products - mean_main * mean_main)
                    }
                    (SeatPart::Main { weight: a }, SeatPart::Side { weight: b, values })
                    | (SeatPart::Side { weight: b, values }, SeatPart::Main { weight: a }) => {
                        a * b * (main_with(values) - mean_main * mean_of(values))
                    }
                    (
                        SeatPart::Side {
                            weight: a,
                            values: f,
                        },
                        SeatPart::Side {
                            weight: b,
                            values: g,
                        },
                    ) => a * b * (both(f, g) - mean_of(f) * mean_of(g)),
                };
            }
        }
        let variance = deviation * deviation;
        SeatCovariance {
            covariance,
            error: ((variance * variance + covariance * covariance) / self.rounds as f64).sqrt(),
        }
    }

    /// Whether the data is for a joint of `joint`'s classes.
    pub fn fits(&self, joint: &Joint) -> bool {
        self.classes.len() == joint.classes.len() && self.main_by_class.len() == self.classes.len()
    }
}
