//! Jackpot Hold 'Em's main game (Ante, X-tra Bonus and Play together) on the par sheet: the
//! solver's sums over every deal, pinned for X-tra Bonus Paytable A (a walk takes 15–30 s
//! natively, far longer in a phone's wasm), and solved afresh for an operator's own X-tra
//! Bonus table, whose payouts change the optimal decisions.

use super::{Exact, MainGameSheet};
use crate::holdem_solver::{evaluate_policies, Game, Optimal, Policy, Solution};
use crate::jhe::exact::solver_game;
use crate::jhe::paytables::JhePaytable;
use crate::jhe::rules::JheRules;
use crate::jhe::strategy::JheStrategy;

/// What the par sheet needs of one strategy's walk over every deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MainGameSums {
    /// Σ the player's result, in half-Antes.
    pub net_halves: i128,
    /// Σ the result squared, in quarter-Antes squared.
    pub square_quarters: i128,
    /// Σ the Play wagered, in Antes.
    pub play_antes: u128,
    pub deals: u128,
}

/// The optimal player's sums with X-tra Bonus Paytable A (`odds main-game --game jhe`);
/// `tests::the_pinned_jhe_sums_are_the_walks` (ignored: a full walk) walks them again, and the
/// house edge they give is the pinned `jhe::strategy::OPTIMAL_HOUSE_EDGE`.
pub const OPTIMAL_SUMS: MainGameSums = MainGameSums {
    net_halves: -3_975_063_733_152,
    square_quarters: 6_846_779_423_388_480,
    play_antes: 138_572_244_890_640,
    deals: 83_441_430_072_000,
};

/// The strategy card's (`JheStrategy::Simple`) sums with X-tra Bonus Paytable A.
pub const CARD_SUMS: MainGameSums = MainGameSums {
    net_halves: -4_051_512_759_504,
    square_quarters: 6_844_535_602_109_376,
    play_antes: 138_542_142_966_480,
    deals: 83_441_430_072_000,
};

impl MainGameSums {
    /// The sums of a solver's walk.
    pub fn of(game: &Game, solution: &Solution) -> MainGameSums {
        MainGameSums {
            net_halves: solution.total_halves,
            square_quarters: solution.square_quarters,
            play_antes: solution
                .plays
                .iter()
                .zip(game.multiples)
                .map(|(&n, m)| n * m as u128)
                .sum(),
            deals: solution.deals,
        }
    }

    /// The house edge per Ante, reduced.
    pub fn house_edge(&self) -> Exact {
        let denominator = 2 * self.deals;
        let divisor = gcd(self.net_halves.unsigned_abs(), denominator).max(1);
        Exact::signed(-self.net_halves / divisor as i128, denominator / divisor)
    }

    /// (element of risk, average total wager in Antes, standard deviation of a round's net in
    /// Antes), by the formulas of `Solution::report`.
    pub fn figures(&self) -> (f64, f64, f64) {
        let deals = self.deals as f64;
        let mean = self.net_halves as f64 / 2.0 / deals;
        // The Ante and the X-tra Bonus, then the Play.
        let average = 2.0 + self.play_antes as f64 / deals;
        let square = self.square_quarters as f64 / 4.0 / deals;
        (
            -mean / average,
            average,
            (square - mean * mean).max(0.0).sqrt(),
        )
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The main game's sheet from the optimal player's and the card's sums: the risk figures are
/// the card's, as for High Card Flush.
pub fn main_game_sheet(optimal: &MainGameSums, card: &MainGameSums, note: String) -> MainGameSheet {
    let (element_of_risk, average_total_wager, standard_deviation) = card.figures();
    MainGameSheet {
        optimal_house_edge: Some(optimal.house_edge()),
        card_house_edge: Some(card.house_edge()),
        element_of_risk: Some(element_of_risk),
        average_total_wager: Some(average_total_wager),
        standard_deviation: Some(standard_deviation),
        note: Some(note),
    }
}

/// The optimal player's and the strategy card's sums with this X-tra Bonus table, in one walk
/// of every deal on `threads` threads (15–30 s natively).
pub fn solve_sums(xtra: &JhePaytable, threads: usize) -> (MainGameSums, MainGameSums) {
    let game = solver_game(&JheRules::maryland(), xtra);
    let policies: [&dyn Policy; 2] = [&Optimal, &JheStrategy::Simple];
    let solutions = evaluate_policies(&game, &policies, threads);
    (
        MainGameSums::of(&game, &solutions[0]),
        MainGameSums::of(&game, &solutions[1]),
    )
}
