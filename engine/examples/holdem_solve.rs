//! One full exact solve, timed: `cargo run --release -p engine --example holdem_solve -- jhe 2`
//! (or `uth`, the validation game), with the number of threads. Prints the report as JSON.

use engine::holdem_solver::*;
use engine::jhe::{paytables::paytable, JheRules, JheWager};
fn main() {
    let which = std::env::args().nth(1).unwrap_or("uth".into());
    let threads: usize = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(1);
    let game = if which == "jhe" {
        engine::jhe::exact::solver_game(
            &JheRules::maryland(),
            paytable(JheWager::XtraBonus, "A").unwrap(),
        )
    } else {
        Game::ultimate_texas_holdem()
    };
    let t = std::time::Instant::now();
    let s = solve(&game, threads);
    eprintln!("solve {:?}", t.elapsed());
    println!(
        "{}",
        serde_json::to_string_pretty(&s.report(&game)).unwrap()
    );
}
