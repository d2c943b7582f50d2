//! Jackpot Hold 'Em's exact optimal strategy and house edge, from its rules as data (the three
//! decision points of B11) and its X-tra Bonus paytable, by the shared hold'em solver.

use super::decision::xtra_odds_of;
use super::paytables::JhePaytable;
use super::rules::JheRules;
use crate::holdem_solver::Game;
use crate::poker::Category;

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
