//! One full exact solve, timed: `cargo run --release -p engine --example holdem_solve -- jhe 2`
//! (or `uth`, the validation game), with the number of threads. Prints the report as JSON.
//! `-- jhe 2 part` times instead what one of the browser's 2 workers does: the first share of the
//! flops, alone on one thread (`solve_part`).

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
    if std::env::args().nth(3).as_deref() == Some("part") {
        let symmetry = Symmetry::new();
        let range = 0..symmetry.flops.len() / threads;
        solve_part(&game, &Optimal, &symmetry, range, &mut |_, _| true);
        eprintln!("part 1 of {threads} on one thread {:?}", t.elapsed());
        return;
    }
    let s = solve(&game, threads);
    eprintln!("solve {:?}", t.elapsed());
    println!(
        "{}",
        serde_json::to_string_pretty(&s.report(&game)).unwrap()
    );
}
