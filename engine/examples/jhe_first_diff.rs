//! A derivation aid for the Jackpot Hold 'Em strategy card's first decision: every situation
//! (hole cards and the card showing, one per suit class) where the card's rule and the optimal
//! decision differ, with what the difference costs per Ante in that situation, largest first.

use engine::cards::{Card, CardSet};
use engine::holdem_solver::{solve, FIRST_CHECK, FIRST_PLAY};
use engine::jhe::strategy::simple_first;
use engine::jhe::{paytables::paytable, JheRules, JheWager};

fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").unwrap(),
    );
    let solution = solve(&game, 2);
    let futures = 2.0 * game.futures() as f64;
    let mut rows = Vec::new();
    let mut total = 0.0;
    for a in Card::deck() {
        for b in Card::deck().filter(|b| b.index() > a.index()) {
            for c in Card::deck().filter(|c| *c != a && *c != b) {
                let hole: CardSet = [a, b].into_iter().collect();
                let shown = CardSet::EMPTY.with(c);
                let s = solution.first_sums(&game, a.index(), b.index(), c.index());
                let optimal = s[FIRST_PLAY] > s[FIRST_CHECK];
                if simple_first(hole, shown) != optimal {
                    let cost = (s[FIRST_PLAY] - s[FIRST_CHECK]).abs() as f64 / futures;
                    total += cost;
                    rows.push((
                        cost,
                        format!(
                            "{a} {b} | {c}: optimal {}",
                            if optimal { "3x" } else { "check" }
                        ),
                    ));
                }
            }
        }
    }
    // Each situation is one of 1,326 × 50 equally likely.
    println!(
        "cost of the first-decision rules: {:.5}% of the Ante",
        100.0 * total / (1326.0 * 50.0)
    );
    rows.sort_by(|x, y| y.0.partial_cmp(&x.0).unwrap());
    for (cost, row) in rows.iter().take(60) {
        println!("{cost:.4} {row}");
    }
}
