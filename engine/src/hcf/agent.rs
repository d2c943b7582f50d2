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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::seeded_rng;
    use crate::hcf::config::TableConfig;
    use crate::jurisdiction::Jurisdiction;
    use crate::table::agent::{play_decisions, play_round, reveal_and_settle};
    use crate::table::Phase;

    fn table() -> Table {
        Table::new(TableConfig::default_for(Jurisdiction::Maryland)).unwrap()
    }

    /// The play page's computer players drew their wagers in this order from the round's
    /// generator; the engine's casual player draws the same, so a seed gives the same table.
    #[test]
    fn casual_wagers_draw_as_the_play_page_did() {
        let table = table();
        let config = table.config().clone();
        for seed in 0..200 {
            let mut rng = seeded_rng(seed);
            let mut page = vec![(WagerKind::Ante, config.ante_min)];
            if config.flush_bonus.is_some() && rng.chance(0.5) {
                page.push((WagerKind::FlushBonus, config.side_min));
            }
            if config.straight_flush_bonus.is_some() && rng.chance(0.3) {
                page.push((WagerKind::StraightFlushBonus, config.side_min));
            }
            if let Some(p) = &config.progressive {
                if rng.chance(0.5) {
                    page.push((WagerKind::Progressive, p.unit));
                }
            }
            assert_eq!(casual_wagers(&table, &mut seeded_rng(seed)), page, "{seed}");
        }
    }

    #[test]
    fn every_wagering_style_is_accepted_by_the_table_and_the_round_settles() {
        let styles = [
            Wagering::Casual,
            Wagering::Varied,
            Wagering::Fixed(vec![
                (WagerKind::Ante, Cents::dollars(10)),
                (WagerKind::FlushBonus, Cents::dollars(5)),
            ]),
        ];
        for (n, wagering) in styles.into_iter().enumerate() {
            let mut table = table();
            let player = HcfComputer::new(Strategy::Card, wagering);
            let mut agents = vec![(2, player.clone()), (4, player)];
            for (seat, _) in &agents {
                table.sit(*seat, u32::from(*seat)).unwrap();
            }
            play_round(&mut table, &mut agents, &mut seeded_rng(n as u64)).unwrap();
            assert_eq!(table.round().phase, Phase::Settled);
            assert_eq!(table.round().players(), [2, 4]);
        }
    }

    /// At the play table a person sits among computer players: the driver plays the computers'
    /// turns and stops at the person's, and goes on once the person has decided.
    #[test]
    fn the_driver_stops_at_a_seat_no_agent_plays() {
        let mut table = table();
        for seat in [1, 3, 5] {
            table.sit(seat, u32::from(seat)).unwrap();
            table
                .set_wager(seat, WagerKind::Ante, Cents::dollars(10))
                .unwrap();
        }
        table.no_more_bets().unwrap();
        table.deal(&mut seeded_rng(3), None, None).unwrap();
        let player = HcfComputer::new(Strategy::Optimal, Wagering::Placed);
        let mut agents = vec![(1, player.clone()), (5, player)];
        assert_eq!(play_decisions(&mut table, &mut agents), Ok(Some(3)));
        assert!(table.round().seat(1).unwrap().decision.is_some());
        assert!(
            reveal_and_settle(&mut table).is_err(),
            "seat 3 has not decided"
        );
        let choice = table.legal(3)[0];
        table.decide(3, choice).unwrap();
        assert_eq!(play_decisions(&mut table, &mut agents), Ok(None));
        reveal_and_settle(&mut table).unwrap();
        assert_eq!(table.round().phase, Phase::Settled);
    }

    /// What `legal` offers is what `decide` accepts: fold, or a Raise within the flush's limits.
    #[test]
    fn the_legal_decisions_are_exactly_those_the_table_accepts() {
        for seed in 0..40 {
            let mut table = table();
            table.sit(1, 1).unwrap();
            table
                .set_wager(1, WagerKind::Ante, Cents::dollars(10))
                .unwrap();
            table.no_more_bets().unwrap();
            table.deal(&mut seeded_rng(seed), None, None).unwrap();
            let legal = table.legal(1);
            assert!(table.legal(2).is_empty());
            for d in std::iter::once(super::super::decision::Decision::Fold)
                .chain((0..=4).map(super::super::decision::Decision::Raise))
            {
                let mut probe = table.clone();
                assert_eq!(probe.decide(1, d).is_ok(), legal.contains(&d), "{d:?}");
            }
        }
    }
}
