//! The game-protection lab: what a leak — a card a player should not have seen — is worth to a
//! player who uses it perfectly, for every game. Each game answers through [`LeakLab`] (one
//! implementation per game, beside its solver: `hcf::protection`, `jhe::protection`); this
//! module holds what is the same for every game: the figure, how it was obtained (exact over
//! every deal, or a seeded Monte Carlo estimate with its standard error — never silently
//! approximate) and what it is worth per hour at a stated pace, in whole cents.

use crate::money::Cents;
use crate::rule_set::{GameId, RuleSet};
use serde::Serialize;

/// An exact fraction of an Ante (the house edge is `numerator / denominator`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fraction {
    #[serde(serialize_with = "as_text")]
    pub numerator: i128,
    #[serde(serialize_with = "as_text")]
    pub denominator: i128,
}

/// Integers past 2⁵³ do not survive JSON readers as numbers, so they are written as text.
fn as_text<S: serde::Serializer>(value: &i128, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&value.to_string())
}

impl Fraction {
    pub fn value(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

/// How a figure was obtained.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Method {
    /// Every deal counted: the house edge with the leak is this exact fraction of an Ante.
    Exact { edge_with: Fraction },
    /// Too large to count on this machine: the leak's worth estimated from `samples` seeded
    /// draws (the same seed gives the same figure), with its standard error per Ante.
    MonteCarlo {
        samples: u64,
        seed: u64,
        standard_error: f64,
    },
}

/// One leak's figures, per unit of Ante.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LeakFigure {
    /// A short stable name (`dealer-card`, `neighbour`, `community-card`).
    pub key: &'static str,
    /// What the player sees, in a manager's words.
    pub seen: &'static str,
    /// How a player uses it, in a manager's words.
    pub use_of_it: &'static str,
    /// The house edge against optimal play without the leak (today's exact figure).
    pub edge_without: f64,
    /// The house edge against a player who plays the leak perfectly (an estimate when the
    /// method is a Monte Carlo).
    pub edge_with: f64,
    pub method: Method,
}

impl LeakFigure {
    /// What the leak is worth to the player per hand, in Antes: the edge it takes away.
    pub fn worth_per_ante(&self) -> f64 {
        self.edge_without - self.edge_with
    }

    /// The standard error of [`LeakFigure::worth_per_ante`] (0 for an exact figure).
    pub fn standard_error(&self) -> f64 {
        match self.method {
            Method::Exact { .. } => 0.0,
            Method::MonteCarlo { standard_error, .. } => standard_error,
        }
    }
}

/// A game's leaks under one rule set, beside today's exact edge.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LeakTable {
    pub game: &'static str,
    pub rule_set: String,
    /// Today's exact house edge against optimal play, per Ante.
    pub edge_without: Fraction,
    /// What the figures assume and where they stop (one sentence each).
    pub notes: Vec<String>,
    pub figures: Vec<LeakFigure>,
}

/// The table's pace: rounds per hour at one seat and the average Ante.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Pace {
    pub hands_per_hour: u32,
    pub ante: Cents,
}

/// Hands per hour the figures assume when none is given (a full table's typical pace).
pub const DEFAULT_PACE: Pace = Pace {
    hands_per_hour: 50,
    ante: Cents::dollars(25),
};

impl Pace {
    /// A pace from what a user typed; an error names what is wrong.
    pub fn new(hands_per_hour: u32, ante: Cents) -> Result<Pace, String> {
        if !(1..=1_000).contains(&hands_per_hour) {
            return Err(format!(
                "the pace must be 1 to 1,000 hands an hour, not {hands_per_hour}"
            ));
        }
        if ante.0 <= 0 || ante > Cents::dollars(1_000_000) {
            return Err(format!(
                "the average Ante must be more than $0 and at most $1,000,000, not {ante}"
            ));
        }
        Ok(Pace {
            hands_per_hour,
            ante,
        })
    }

    /// Antes wagered per hour, in cents (fits: at most 1,000 × 10⁸).
    fn antes_per_hour(self) -> i128 {
        i128::from(self.hands_per_hour) * i128::from(self.ante.0)
    }

    /// An exact fraction of an Ante per hand, in cents per hour, rounded to the nearest cent.
    pub fn hourly_exact(self, per_ante: Fraction) -> Result<Cents, String> {
        let scaled = per_ante
            .numerator
            .checked_mul(self.antes_per_hour())
            .ok_or("the hourly figure does not fit")?;
        let d = per_ante.denominator;
        if d <= 0 {
            return Err("a fraction needs a positive denominator".into());
        }
        // Round half away from zero.
        let rounded = (2 * scaled + scaled.signum() * d) / (2 * d);
        i64::try_from(rounded)
            .map(Cents)
            .map_err(|_| "the hourly figure does not fit".into())
    }

    /// An estimate per Ante per hand, in cents per hour, rounded to the nearest cent.
    pub fn hourly_estimate(self, per_ante: f64) -> Result<Cents, String> {
        let cents = (per_ante * self.antes_per_hour() as f64).round();
        if !cents.is_finite() || cents.abs() > 9.0e15 {
            return Err("the hourly figure does not fit".into());
        }
        Ok(Cents(cents as i64))
    }

    /// What `figure`'s leak is worth to the player per hour: exact when the figure is, else
    /// the estimate and its standard error.
    pub fn worth_per_hour(self, table: &LeakTable, figure: &LeakFigure) -> Result<Hourly, String> {
        match &figure.method {
            Method::Exact { edge_with } => {
                // edge_without − edge_with over the common denominator.
                let (a, b) = (table.edge_without, *edge_with);
                let numerator = a
                    .numerator
                    .checked_mul(b.denominator)
                    .zip(b.numerator.checked_mul(a.denominator))
                    .and_then(|(x, y)| x.checked_sub(y))
                    .ok_or("the leak's worth does not fit")?;
                let denominator = a
                    .denominator
                    .checked_mul(b.denominator)
                    .ok_or("the leak's worth does not fit")?;
                Ok(Hourly {
                    worth: self.hourly_exact(Fraction {
                        numerator,
                        denominator,
                    })?,
                    standard_error: None,
                })
            }
            Method::MonteCarlo { standard_error, .. } => Ok(Hourly {
                worth: self.hourly_estimate(figure.worth_per_ante())?,
                standard_error: Some(self.hourly_estimate(*standard_error)?),
            }),
        }
    }

    /// The house's expected win per hour at an edge (per Ante).
    pub fn house_win_per_hour(self, edge: Fraction) -> Result<Cents, String> {
        self.hourly_exact(edge)
    }
}

/// A leak's worth per hour at a pace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Hourly {
    pub worth: Cents,
    /// For a Monte Carlo figure, the standard error of `worth`.
    pub standard_error: Option<Cents>,
}

/// What a game's lab offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Leak {
    pub key: &'static str,
    pub seen: &'static str,
    pub use_of_it: &'static str,
}

/// One game's game-protection lab.
pub trait LeakLab {
    fn game(&self) -> GameId;
    /// The leaks this game's lab figures.
    fn leaks(&self) -> &'static [Leak];
    /// Every leak's figure for a rule set of this game, on `threads` threads; `samples`
    /// is the number of Monte Carlo draws for a leak too large to count (from `seed`).
    /// An error names what is wrong (another game's rule set, no draws).
    fn table(
        &self,
        rule_set: RuleSet,
        run: &LabRun,
        progress: &mut dyn FnMut(f64),
    ) -> Result<LeakTable, String> {
        if rule_set.game != self.game() {
            return Err(format!(
                "{} is not a {} rule set",
                rule_set.key(),
                self.game().name()
            ));
        }
        if run.samples == 0 {
            return Err("the Monte Carlo needs at least one sample".into());
        }
        self.figures(rule_set, run, progress)
    }
    /// The game's own work behind [`LeakLab::table`], for a rule set of its game and a run
    /// with at least one draw.
    fn figures(
        &self,
        rule_set: RuleSet,
        run: &LabRun,
        progress: &mut dyn FnMut(f64),
    ) -> Result<LeakTable, String>;
    /// The figures as published (computed by `odds leak` at the default effort, pinned by
    /// native tests): what the app shows, so a phone does not spend minutes recomputing them.
    fn published(&self) -> LeakTable;
}

/// How much work a lab run may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabRun {
    pub threads: usize,
    /// Monte Carlo draws for each leak that cannot be counted exactly.
    pub samples: u64,
    pub seed: u64,
}

impl Default for LabRun {
    fn default() -> LabRun {
        LabRun {
            threads: 1,
            samples: 200_000,
            seed: 36,
        }
    }
}

/// The lab for a game.
pub fn lab(game: GameId) -> &'static dyn LeakLab {
    crate::game_module::leak_lab(game)
}

/// Streams a seeded Monte Carlo is split into, whatever the number of threads, so that the
/// same seed gives the same figure on any machine.
pub const STREAMS: u64 = 16;

/// Runs `draw` (one sample from a generator, returning its value) `samples` times over
/// [`STREAMS`] seeded streams on `threads` threads, and returns the mean and its standard error.
/// Each stream's sums are added in stream order, so the result does not depend on `threads`.
pub fn seeded_mean<F>(samples: u64, seed: u64, threads: usize, draw: F) -> (f64, f64)
where
    F: Fn(&mut rand_chacha::ChaCha8Rng) -> f64 + Sync,
{
    use rand::SeedableRng;
    let threads = (threads.max(1) as u64).min(STREAMS);
    let stream = |index: u64| {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(
            seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(index),
        );
        let share = samples / STREAMS + u64::from(index < samples % STREAMS);
        let (mut sum, mut squares) = (0f64, 0f64);
        for _ in 0..share {
            let x = draw(&mut rng);
            sum += x;
            squares += x * x;
        }
        (sum, squares)
    };
    let mut sums = vec![(0f64, 0f64); STREAMS as usize];
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let stream = &stream;
                scope.spawn(move || {
                    (t..STREAMS)
                        .step_by(threads as usize)
                        .map(|i| (i, stream(i)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for handle in handles {
            for (i, s) in handle.join().expect("a Monte Carlo thread panicked") {
                sums[i as usize] = s;
            }
        }
    });
    let (sum, squares) = sums
        .iter()
        .fold((0.0, 0.0), |(a, b), (s, q)| (a + s, b + q));
    mean_and_error(sum, squares, samples)
}

/// The mean and standard error of the mean of a sample given its sum and sum of squares.
pub fn mean_and_error(sum: f64, squares: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let n = n as f64;
    let mean = sum / n;
    let variance = (squares / n - mean * mean).max(0.0);
    (mean, (variance / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hourly_figures_round_to_the_cent() {
        let pace = Pace::new(60, Cents::dollars(10)).unwrap();
        // 1/3 of an Ante per hand × 60 hands × $10 = $200.
        let third = Fraction {
            numerator: 1,
            denominator: 3,
        };
        assert_eq!(pace.hourly_exact(third), Ok(Cents(20_000)));
        // 1/7 × 60,000 cents = 8,571.43 → 8,571; −1/7 → −8,571.
        let seventh = Fraction {
            numerator: -1,
            denominator: 7,
        };
        assert_eq!(pace.hourly_exact(seventh), Ok(Cents(-8_571)));
        assert!(Pace::new(0, Cents::dollars(5))
            .unwrap_err()
            .contains("1 to 1,000"));
        assert!(Pace::new(50, Cents(0)).unwrap_err().contains("Ante"));
    }
}
