//! Jackpot Hold 'Em rounds for dealer mode: computer players sit and place their own wagers
//! (drawn from the seed), the engine deals, the players decide by the strategy card at each of
//! the three decision points, and the round is revealed and settled — the record the student's
//! dealing is checked against (`table::dealer_mode`).

use super::config::JheConfig;
use super::strategy::JheStrategy;
use super::table::JheTable;
use super::JheWager;
use crate::cards::CardSet;
use crate::deck::seeded_rng;
use crate::random::Draw;
use crate::table::dealer_mode::{lock_and_deal, pick_amount, seat_players, Injected, Level};
use crate::table::{ActionError, Phase};

/// A round played from a seed at this table, with the irregularity it was dealt with (at the
/// level with irregularities: `forced`, or one drawn from the seed). The same seed and
/// configuration give the same round.
pub fn dealer_round(
    config: JheConfig,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> Result<(JheTable, Option<Injected>), ActionError> {
    let mut rng = seeded_rng(seed);
    let unit = config.progressive.as_ref().map(|p| p.unit);
    let bonus = config.player_bonus;
    let (ante_min, ante_max) = (config.ante_min, config.ante_max);
    let mut table = JheTable::new(config)?;
    for seat in seat_players(&mut table, &mut rng)? {
        let ante = pick_amount(&mut rng, &[5, 10, 15, 25, 50], ante_min, ante_max);
        table.place_ante(seat, ante)?;
        if let Some((min, max)) = bonus {
            if rng.chance(0.5) {
                let amount = pick_amount(&mut rng, &[1, 5, 10, 25], min, max);
                table.set_wager(seat, JheWager::PlayerBonus, amount)?;
            }
        }
        if let Some(unit) = unit {
            if rng.chance(0.5) {
                table.set_wager(seat, JheWager::Progressive, unit)?;
            }
        }
    }
    let injected = lock_and_deal(&mut table, &mut rng, level, forced)?;
    if table.round().phase == Phase::Decisions {
        while let Some(seat) = table.round().next_to_act() {
            let round = table.round();
            let hole = round.seat(seat).map(|s| s.hand()).unwrap_or_default();
            let shown: CardSet = round.community[..round.community_shown]
                .iter()
                .copied()
                .collect();
            let decision = JheStrategy::Simple.decide(table.decision_point(), hole, shown);
            table.decide(seat, decision)?;
        }
        table.reveal()?;
        table.settle()?;
    }
    Ok((table, injected))
}
