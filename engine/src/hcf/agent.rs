//! High Card Flush's computer players as agents of the round driver ([`crate::table::agent`]):
//! a [`Strategy`] decides, and the wagers are placed the way the caller asks (the play table's
//! casual players, dealer mode's varied ones, or fixed amounts).

use super::decision::Strategy;
use super::paytables::SideWager;
use super::rules::WagerKind;
use super::table::{HighCardFlush, Table};
use crate::money::Cents;
use crate::random::Draw;
use crate::table::agent::{Agent, Computer, Wagering};
use crate::table::dealer_mode::pick_amount;
use rand::RngCore;

/// A High Card Flush computer player.
pub type HcfComputer = Computer<Strategy, WagerKind>;

impl Agent<HighCardFlush> for HcfComputer {
    fn wagers(
        &mut self,
        table: &Table,
        _seat: u8,
        rng: &mut dyn RngCore,
    ) -> Vec<(WagerKind, Cents)> {
        match &self.wagering {
            Wagering::Placed => Vec::new(),
            Wagering::Fixed(wagers) => wagers.clone(),
            Wagering::Casual => casual_wagers(table, rng),
            Wagering::Varied => varied_wagers(table, rng),
        }
    }

    /// The strategy's decision on the seat's seven cards (fold when the seat has none).
    fn decide(&mut self, table: &Table, seat: u8) -> super::decision::Decision {
        let hand = table
            .round()
            .seat(seat)
            .map(|s| s.hand())
            .unwrap_or_default();
        self.strategy.decide(hand)
    }
}

/// The play table's computer player: the Ante at the table's minimum; the Flush Bonus (half
/// the time) and the Straight Flush Bonus (three times in ten) at the side-wager minimum, and
/// the Progressive half the time, where the table offers them.
pub fn casual_wagers<R: RngCore + ?Sized>(table: &Table, rng: &mut R) -> Vec<(WagerKind, Cents)> {
    let config = table.config();
    let mut wagers = vec![(WagerKind::Ante, config.ante_min)];
    if config.flush_bonus.is_some() && rng.chance(0.5) {
        wagers.push((WagerKind::FlushBonus, config.side_min));
    }
    if config.straight_flush_bonus.is_some() && rng.chance(0.3) {
        wagers.push((WagerKind::StraightFlushBonus, config.side_min));
    }
    if let Some(progressive) = &config.progressive {
        if rng.chance(0.5) {
            wagers.push((WagerKind::Progressive, progressive.unit));
        }
    }
    wagers
}

/// Dealer mode's computer player: an Ante of $5 to $50 and side wagers of $1 to $10 (each
/// offered one half the time), within the table's limits, so payouts vary from round to round.
pub fn varied_wagers<R: RngCore + ?Sized>(table: &Table, rng: &mut R) -> Vec<(WagerKind, Cents)> {
    let config = table.config();
    let mut wagers = vec![(
        WagerKind::Ante,
        pick_amount(rng, &[5, 10, 15, 25, 50], config.ante_min, config.ante_max),
    )];
    for (side, kind) in [
        (SideWager::FlushBonus, WagerKind::FlushBonus),
        (SideWager::StraightFlushBonus, WagerKind::StraightFlushBonus),
    ] {
        if table.paytable(side).is_some() && rng.chance(0.5) {
            let amount = pick_amount(rng, &[1, 2, 5, 10], config.side_min, config.side_max);
            wagers.push((kind, amount));
        }
    }
    let unit = config.progressive.as_ref().map(|p| p.unit);
    if let Some(unit) = unit.filter(|_| table.paytable(SideWager::Progressive).is_some()) {
        if rng.chance(0.5) {
            wagers.push((WagerKind::Progressive, unit));
        }
    }
    wagers
}
