//! Writes `public/jhe-first-values.bin`: Jackpot Hold 'Em's first-decision values (X-tra Bonus
//! Paytable A, optimal play after) in their compact form, which the table's coach and the hand
//! analyzer download instead of solving every deal; and from the same solve
//! `engine/data/jhe-second-plays.bin`, the second decision by representative flop, which the
//! simulator and `odds` read (`engine::jhe::optimal_tables`). `tests/holdem_solver.rs` checks
//! both files against a fresh solve.
//!
//! `cargo run --release -p engine --example jhe_first_values -- public/jhe-first-values.bin engine/data/jhe-second-plays.bin`

use engine::holdem_solver::{solve, FirstValues};
use engine::jhe::exact::solver_game;
use engine::jhe::paytables::paytable;
use engine::jhe::{JheRules, JheWager};

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "public/jhe-first-values.bin".into());
    let xtra = paytable(JheWager::XtraBonus, "A").expect("X-tra Bonus Paytable A");
    let game = solver_game(&JheRules::maryland(), xtra);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let second_path = std::env::args()
        .nth(2)
        .unwrap_or_else(|| "engine/data/jhe-second-plays.bin".into());
    let solution = solve(&game, threads);
    let second = engine::jhe::optimal_tables::second_plays_bytes(
        &engine::holdem_solver::Symmetry::new(),
        &solution,
    )
    .expect("the solve holds every second decision");
    std::fs::write(&second_path, &second).expect("write the second decisions");
    eprintln!("{second_path}: {} bytes", second.len());
    let bytes = FirstValues::of(&game, &solution)
        .to_compact_bytes()
        .expect("Jackpot Hold 'Em shows a card first");
    std::fs::write(&path, &bytes).expect("write the values");
    eprintln!("{path}: {} bytes", bytes.len());
}
