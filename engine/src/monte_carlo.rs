//! Monte Carlo bookkeeping shared by the games' simulators: what each wager returned per unit,
//! with its standard error (every Monte Carlo figure is labelled with one).

use serde::Serialize;

/// Totals for one wager type over the simulation. Sums are per round (all seats together), so
/// the standard error accounts for seats sharing a dealer hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Tally {
    pub wagered: i128,
    pub net: i128,
    sum_net_squared: f64,
    sum_wagered_squared: f64,
    sum_product: f64,
}

impl Tally {
    /// Adds one round's sums (all seats together).
    pub fn add(&mut self, wagered: i64, net: i64) {
        self.wagered += wagered as i128;
        self.net += net as i128;
        let (w, x) = (wagered as f64, net as f64);
        self.sum_net_squared += x * x;
        self.sum_wagered_squared += w * w;
        self.sum_product += x * w;
    }

    /// Adds another tally (another thread's share).
    pub fn merge(&mut self, other: &Tally) {
        self.wagered += other.wagered;
        self.net += other.net;
        self.sum_net_squared += other.sum_net_squared;
        self.sum_wagered_squared += other.sum_wagered_squared;
        self.sum_product += other.sum_product;
    }

    /// Net result per unit wagered (the ratio estimator R = Σ net / Σ wagered).
    pub fn return_per_unit(&self) -> Option<f64> {
        (self.wagered != 0).then(|| self.net as f64 / self.wagered as f64)
    }

    /// Standard error of [`Self::return_per_unit`] over `rounds` rounds (delta method for a
    /// ratio of per-round sums).
    pub fn standard_error(&self, rounds: u64) -> Option<f64> {
        let r = self.return_per_unit()?;
        let n = rounds as f64;
        if n < 2.0 {
            return None;
        }
        let mean_w = self.wagered as f64 / n;
        let residual =
            self.sum_net_squared - 2.0 * r * self.sum_product + r * r * self.sum_wagered_squared;
        Some((residual.max(0.0) / (n * (n - 1.0))).sqrt() / mean_w)
    }
}

/// Runs `rounds` rounds split over `threads` threads, each with its own seed derived from `seed`
/// (so a run repeats exactly), and returns each thread's result.
pub fn across_threads<T: Send>(
    rounds: u64,
    seed: u64,
    threads: usize,
    run: impl Fn(u64, u64) -> T + Sync,
) -> Vec<T> {
    let threads = threads.max(1) as u64;
    std::thread::scope(|scope| {
        let run = &run;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let share = rounds / threads + u64::from(t < rounds % threads);
                let seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(t + 1));
                scope.spawn(move || run(share, seed))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("simulation thread"))
            .collect()
    })
}

/// Adds each thread's tallies together.
pub fn merged<const N: usize>(parts: &[[Tally; N]]) -> [Tally; N] {
    let mut total = [Tally::default(); N];
    for part in parts {
        for (t, p) in total.iter_mut().zip(part) {
            t.merge(p);
        }
    }
    total
}

/// What a simulation found: each wager's tally and all wagers together.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport<K> {
    pub rounds: u64,
    pub tallies: Vec<(K, Tally)>,
    /// All wagers together.
    pub total: Tally,
    pub seconds: f64,
}

impl<K: Copy> SimReport<K> {
    /// Runs `rounds` rounds over `threads` threads (see [`across_threads`]) and reports each
    /// wager with something wagered on it; `run` tallies the wagers in `kinds` order and all
    /// wagers together last.
    pub fn run<const N: usize>(
        kinds: &[K],
        rounds: u64,
        seed: u64,
        threads: usize,
        run: impl Fn(u64, u64) -> [Tally; N] + Sync,
    ) -> SimReport<K> {
        let started = std::time::Instant::now();
        let tallies = merged(&across_threads(rounds, seed, threads, run));
        SimReport {
            rounds,
            tallies: kinds
                .iter()
                .zip(&tallies)
                .filter(|(_, t)| t.wagered != 0)
                .map(|(&k, &t)| (k, t))
                .collect(),
            total: tallies[N - 1],
            seconds: started.elapsed().as_secs_f64(),
        }
    }
}

impl<K> SimReport<K> {
    pub fn rounds_per_second(&self) -> f64 {
        self.rounds as f64 / self.seconds.max(1e-9)
    }
}

/// A simulation's players and Ante fit the table: the checks every game's simulator makes first.
pub fn check_players_and_ante(
    players: u8,
    seats: u8,
    ante: crate::money::Cents,
    (min, max): (crate::money::Cents, crate::money::Cents),
) -> Result<(), String> {
    if players == 0 || players > seats {
        return Err(format!("the table has {seats} seats"));
    }
    if ante < min || ante > max {
        return Err(format!("the Ante must be between {min} and {max}"));
    }
    Ok(())
}
