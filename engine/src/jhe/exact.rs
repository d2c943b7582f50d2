//! Jackpot Hold 'Em's exact optimal strategy and house edge, from its rules as data (the three
//! decision points of B11) and its X-tra Bonus paytable, by the shared hold'em solver.

use super::decision::xtra_odds_of;
use super::paytables::JhePaytable;
use super::rules::JheRules;
use crate::holdem_solver::{Decisions, Game};
use crate::poker::Category;
use std::sync::OnceLock;

/// The game the solver plays: decisions at 1, 3 and 5 community cards, Play 3×, 2×, 1×, the
/// X-tra Bonus compared whatever the dealer holds and the Ante returned when the dealer does
/// not qualify (B11.1; AMB-70).
pub fn solver_game(rules: &JheRules, xtra: &JhePaytable) -> Game {
    let points = &rules.decision_points;
    let mut bonus_halves = [0; 10];
    for category in Category::ALL_HIGH_FIRST {
        bonus_halves[category as usize] = 2 * xtra_odds_of(xtra, category);
    }
    Game {
        name: "Jackpot Hold 'Em",
        first_look: points[0].community_shown,
        multiples: points.map(|p| i64::from(p.multiple)),
        bonus_halves,
    }
}

static OPTIMAL: OnceLock<Decisions> = OnceLock::new();

/// Maryland's optimal decisions with X-tra Bonus Paytable A, solved on first use (about ten
/// seconds natively on two cores). A browser solves in workers and installs the result first:
/// this would block its page.
pub fn optimal() -> &'static Decisions {
    OPTIMAL.get_or_init(|| {
        let rules = JheRules::maryland();
        let xtra = super::paytables::paytable(super::rules::JheWager::XtraBonus, "A")
            .expect("X-tra Bonus Paytable A");
        let game = solver_game(&rules, xtra);
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let solution = crate::holdem_solver::solve(&game, threads);
        Decisions::new(game, solution)
    })
}

/// Installs decisions solved elsewhere (false if some were already in place).
pub fn install_optimal(decisions: Decisions) -> bool {
    OPTIMAL.set(decisions).is_ok()
}
