//! High Card Flush rounds for dealer mode: computer players sit and place their own wagers
//! (drawn from the seed), the engine deals, the players decide by the optimal strategy, and the
//! round is revealed and settled — the record the student's dealing is checked against
//! (`table::dealer_mode`).

use super::config::TableConfig;
use super::decision::Strategy;
use super::paytables::SideWager;
use super::rules::WagerKind;
use super::table::Table;
use crate::deck::seeded_rng;
use crate::random::Draw;
use crate::table::dealer_mode::{
    lock_and_deal, pick_amount as pick, seat_players, Injected, Level,
};
use crate::table::{ActionError, Phase};

/// A round played from a seed at this table, with the irregularity it was dealt with (at the
/// level with irregularities: `forced`, or one drawn from the seed). The same seed and
/// configuration give the same round.
pub fn dealer_round(
    config: TableConfig,
    seed: u64,
    level: Level,
    forced: Option<Injected>,
) -> Result<(Table, Option<Injected>), ActionError> {
    let mut rng = seeded_rng(seed);
    let progressive_unit = config.progressive.as_ref().map(|p| p.unit);
    let (ante_min, ante_max) = (config.ante_min, config.ante_max);
    let (side_min, side_max) = (config.side_min, config.side_max);
    let mut table = Table::new(config).map_err(|e| crate::refusal::refuse(e.to_string(), None))?;
    let offered = |table: &Table, wager| table.paytable(wager).is_some();
    for seat in seat_players(&mut table, &mut rng)? {
        let ante = pick(&mut rng, &[5, 10, 15, 25, 50], ante_min, ante_max);
        table.set_wager(seat, WagerKind::Ante, ante)?;
        for (wager, kind) in [
            (SideWager::FlushBonus, WagerKind::FlushBonus),
            (SideWager::StraightFlushBonus, WagerKind::StraightFlushBonus),
        ] {
            if offered(&table, wager) && rng.chance(0.5) {
                let amount = pick(&mut rng, &[1, 2, 5, 10], side_min, side_max);
                table.set_wager(seat, kind, amount)?;
            }
        }
        if let Some(unit) = progressive_unit.filter(|_| offered(&table, SideWager::Progressive)) {
            if rng.chance(0.5) {
                table.set_wager(seat, WagerKind::Progressive, unit)?;
            }
        }
    }
    let injected = lock_and_deal(&mut table, &mut rng, level, forced)?;
    if table.round().phase == Phase::Decisions {
        while let Some(seat) = table.round().next_to_act() {
            let hand = table
                .round()
                .seat(seat)
                .map(|s| s.hand())
                .unwrap_or_default();
            table.decide(seat, Strategy::Optimal.decide(hand))?;
        }
        table.reveal()?;
        table.settle()?;
    }
    Ok((table, injected))
}
