//! Jackpot Hold 'Em's exact optimal strategy and house edge, from its rules as data (the three
//! decision points of B11) and its X-tra Bonus paytable, by the shared hold'em solver.

use super::decision::xtra_odds_of;
use super::paytables::JhePaytable;
use super::rules::JheRules;
use crate::holdem_solver::{Decisions, Game};
use crate::paytable::PaytableHand;
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

/// The most a custom X-tra Bonus line may pay (to 1) for an exact analysis: the solver's sums
/// are 64-bit integers, and with every one of a first decision's 1.26 × 10⁹ continuations
/// paying this much their squares still fit.
pub const MOST_XTRA_TO_ONE: u32 = 10_000;

/// A copy of Paytable A paying these amounts (to 1) for a royal flush, straight flush, four of
/// a kind, full house, flush and straight, below a straight still a push: the table a custom
/// main-game analysis uses. An error names the line that cannot be used.
pub fn xtra_bonus_copy(pays: &[u32]) -> Result<JhePaytable, String> {
    let published = super::paytables::paytable(super::rules::JheWager::XtraBonus, "A")
        .ok_or("the X-tra Bonus paytable is missing")?;
    let paying: Vec<usize> = (0..published.lines.len())
        .filter(|&i| matches!(published.lines[i].pay, crate::paytable::Pay::ToOne(_)))
        .collect();
    if pays.len() != paying.len() {
        return Err(format!(
            "an X-tra Bonus table has {} paying lines, not {}",
            paying.len(),
            pays.len()
        ));
    }
    let mut copy = published.clone();
    copy.label = "A (edited)".into();
    copy.origin = crate::paytable::Origin::Custom;
    for (&i, &n) in paying.iter().zip(pays) {
        if n > MOST_XTRA_TO_ONE {
            return Err(format!(
                "{}: at most {MOST_XTRA_TO_ONE} to 1 for an exact analysis",
                copy.lines[i].hand.name()
            ));
        }
        copy.lines[i].pay = crate::paytable::Pay::ToOne(n);
    }
    Ok(copy)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The copy pays what it is given on the six paying lines, pushes below a straight, and
    /// refuses a wrong count or an amount the exact sums cannot hold, naming the line.
    #[test]
    fn a_custom_xtra_bonus_copy_is_checked_line_by_line() {
        let copy = xtra_bonus_copy(&[1000, 50, 10, 4, 3, 1]).unwrap();
        assert_eq!(
            super::super::decision::xtra_odds_of(&copy, Category::RoyalFlush),
            1000
        );
        assert_eq!(
            super::super::decision::xtra_odds_of(&copy, Category::Flush),
            3
        );
        assert_eq!(
            super::super::decision::xtra_odds_of(&copy, Category::TwoPair),
            0
        );
        assert!(matches!(copy.origin, crate::paytable::Origin::Custom));
        assert!(xtra_bonus_copy(&[500, 50, 10])
            .unwrap_err()
            .contains("6 paying lines, not 3"));
        let err = xtra_bonus_copy(&[500, 50, 10, 4, 2, 10_001]).unwrap_err();
        assert!(err.starts_with("Straight: at most 10000 to 1"), "{err}");
    }
}
