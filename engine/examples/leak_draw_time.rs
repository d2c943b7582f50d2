//! Times one exact first-decision analysis with a dealer card known and one with a neighbour's
//! two cards known — each a Monte Carlo draw of Jackpot Hold 'Em's game-protection lab — to
//! size the draws `odds leak` takes. Prints; asserts nothing.
//!
//! `cargo run --release -p engine --example leak_draw_time`

use engine::cards::{parse_cards, CardSet};
use engine::jhe::paytables::paytable;
use engine::jhe::protection::first_decision_knowing;
use engine::jhe::JheWager;

fn main() {
    let table = paytable(JheWager::XtraBonus, "A").expect("paytable A ships");
    let cards = parse_cards("Qs Jh 9s 4c 2d").expect("five cards");
    let (hole, shown) = ([cards[0], cards[1]], cards[2]);
    let started = std::time::Instant::now();
    let sums = first_decision_knowing(table, hole, shown, Some(cards[3]), CardSet::EMPTY);
    println!(
        "a dealer card seen: {sums:?} in {:.3} s",
        started.elapsed().as_secs_f64()
    );
    let started = std::time::Instant::now();
    let dead = CardSet::EMPTY.with(cards[3]).with(cards[4]);
    let sums = first_decision_knowing(table, hole, shown, None, dead);
    println!(
        "a neighbour's two cards seen: {sums:?} in {:.3} s",
        started.elapsed().as_secs_f64()
    );
}
