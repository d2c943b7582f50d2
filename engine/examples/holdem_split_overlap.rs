//! How much river work the exact hold'em solve repeats as it is split among threads:
//! `evaluate_policy` gives each thread a range of representative flops, and each thread ranks
//! every board one of whose ten flops falls in its range — so a board whose flops fall in
//! several ranges is ranked (1,081 evaluations and a sort) once per range. Prints, per thread
//! count, the boards ranked in all against one thread's 134,459, and the most any one thread
//! ranks (its share of the wall time).
//!
//! `cargo run --release -p engine --example holdem_split_overlap`

use engine::cards::CardSet;
use engine::holdem_solver::suits::{bit_of, canonical, indices_of};
use engine::holdem_solver::Symmetry;
use std::collections::HashMap;

fn main() {
    let symmetry = Symmetry::new();
    let id: HashMap<u64, usize> = symmetry
        .flops
        .iter()
        .enumerate()
        .map(|(i, f)| (f.bits(), i))
        .collect();
    let n = symmetry.flops.len();
    // Each board's flop classes, by id.
    let boards: Vec<Vec<usize>> = symmetry
        .boards
        .iter()
        .map(|&board| {
            let cards = indices_of(board);
            let mut ids = Vec::with_capacity(10);
            for a in 0..5 {
                for b in a + 1..5 {
                    for c in b + 1..5 {
                        let set = CardSet::from_bits(
                            bit_of(cards[a]) | bit_of(cards[b]) | bit_of(cards[c]),
                        );
                        ids.push(id[&canonical(set).bits()]);
                    }
                }
            }
            ids
        })
        .collect();
    println!("threads  boards ranked in all  × one thread's  most by one thread  ideal speed-up  speed-up the split allows");
    for threads in [1usize, 2, 4, 8, 16, 32] {
        let mut per_thread = vec![0u64; threads];
        for ids in &boards {
            for (t, count) in per_thread.iter_mut().enumerate() {
                let range = n * t / threads..n * (t + 1) / threads;
                if ids.iter().any(|i| range.contains(i)) {
                    *count += 1;
                }
            }
        }
        let all: u64 = per_thread.iter().sum();
        let most = *per_thread.iter().max().unwrap();
        println!(
            "{threads:>7}  {all:>20}  {:>14.2}  {most:>18}  {threads:>14}  {:>25.2}",
            all as f64 / boards.len() as f64,
            boards.len() as f64 / most as f64
        );
    }
}
