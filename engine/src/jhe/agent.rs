//! Jackpot Hold 'Em's computer players as agents of the round driver
//! ([`crate::table::agent`]): a [`JheStrategy`] decides at each decision point on the hole cards
//! and the community cards showing, and the wagers are placed the way the caller asks (the play
//! table's casual players, dealer mode's varied ones, or fixed amounts).

use super::rules::{JheDecision, JheWager};
use super::strategy::JheStrategy;
use super::table::{JackpotHoldEm, JheTable};
use crate::cards::CardSet;
use crate::money::Cents;
use crate::random::Draw;
use crate::table::agent::{Agent, Computer, Wagering};
use crate::table::dealer_mode::pick_amount;
use rand::RngCore;

/// A Jackpot Hold 'Em computer player.
pub type JheComputer = Computer<JheStrategy, JheWager>;

impl Agent<JackpotHoldEm> for JheComputer {
    fn wagers(
        &mut self,
        table: &JheTable,
        _seat: u8,
        rng: &mut dyn RngCore,
    ) -> Vec<(JheWager, Cents)> {
        match &self.wagering {
            Wagering::Placed => Vec::new(),
            Wagering::Fixed(wagers) => wagers.clone(),
            Wagering::Casual => casual_wagers(table, rng),
            Wagering::Varied => varied_wagers(table, rng),
        }
    }

    /// The strategy's choice at the decision point being played, on the seat's hole cards and
    /// the community cards face up.
    fn decide(&mut self, table: &JheTable, seat: u8) -> JheDecision {
        let round = table.round();
        let hole = round.seat(seat).map(|s| s.hand()).unwrap_or_default();
        let shown: CardSet = round.community_showing().iter().copied().collect();
        self.strategy.decide(table.decision_point(), hole, shown)
    }
}

/// The Ante and the X-tra Bonus that must equal it, in the order the table accepts them (on a
/// seat with no wagers yet).
fn ante_and_xtra(ante: Cents) -> [(JheWager, Cents); 2] {
    [(JheWager::Ante, ante), (JheWager::XtraBonus, ante)]
}

/// The play table's computer player: the Ante (and X-tra Bonus) at the table's minimum, the
/// Player Bonus at its minimum four times in ten and the Progressive half the time, where the
/// table offers them.
pub fn casual_wagers<R: RngCore + ?Sized>(table: &JheTable, rng: &mut R) -> Vec<(JheWager, Cents)> {
    let config = table.config();
    let mut wagers = ante_and_xtra(config.ante_min).to_vec();
    if let Some((min, _)) = config.player_bonus.filter(|_| rng.chance(0.4)) {
        wagers.push((JheWager::PlayerBonus, min));
    }
    let unit = config.progressive.as_ref().map(|p| p.unit);
    if let Some(unit) = unit.filter(|_| rng.chance(0.5)) {
        wagers.push((JheWager::Progressive, unit));
    }
    wagers
}

/// Dealer mode's computer player: an Ante (and X-tra Bonus) of $5 to $50, a Player Bonus of $1
/// to $25 and the Progressive each half the time, within the table's limits.
pub fn varied_wagers<R: RngCore + ?Sized>(table: &JheTable, rng: &mut R) -> Vec<(JheWager, Cents)> {
    let config = table.config();
    let ante = pick_amount(rng, &[5, 10, 15, 25, 50], config.ante_min, config.ante_max);
    let mut wagers = ante_and_xtra(ante).to_vec();
    if let Some((min, max)) = config.player_bonus {
        if rng.chance(0.5) {
            wagers.push((
                JheWager::PlayerBonus,
                pick_amount(rng, &[1, 5, 10, 25], min, max),
            ));
        }
    }
    if let Some(progressive) = &config.progressive {
        if rng.chance(0.5) {
            wagers.push((JheWager::Progressive, progressive.unit));
        }
    }
    wagers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deck::seeded_rng;
    use crate::jhe::config::JheConfig;
    use crate::table::agent::play_round;
    use crate::table::Phase;

    /// The play page's computer players drew their wagers in this order from the round's
    /// generator; the engine's casual player draws the same, so a seed gives the same table.
    #[test]
    fn casual_wagers_draw_as_the_play_page_did() {
        let table = JheTable::new(JheConfig::standard()).unwrap();
        let config = table.config().clone();
        for seed in 0..200 {
            let mut rng = seeded_rng(seed);
            let mut page = vec![
                (JheWager::Ante, config.ante_min),
                (JheWager::XtraBonus, config.ante_min),
            ];
            if let Some((min, _)) = config.player_bonus.filter(|_| rng.chance(0.4)) {
                page.push((JheWager::PlayerBonus, min));
            }
            let unit = config.progressive.as_ref().map(|p| p.unit);
            if let Some(unit) = unit.filter(|_| rng.chance(0.5)) {
                page.push((JheWager::Progressive, unit));
            }
            assert_eq!(casual_wagers(&table, &mut seeded_rng(seed)), page, "{seed}");
        }
    }

    #[test]
    fn every_strategy_plays_a_whole_round_through_the_driver() {
        for (n, strategy) in JheStrategy::ALL.into_iter().enumerate() {
            for wagering in [Wagering::Casual, Wagering::Varied] {
                let mut table = JheTable::new(JheConfig::standard()).unwrap();
                let player = JheComputer::new(strategy, wagering);
                let mut agents: Vec<(u8, JheComputer)> =
                    (1..=6).map(|seat| (seat, player.clone())).collect();
                for seat in 1..=6 {
                    table.sit(seat, u32::from(seat)).unwrap();
                }
                play_round(&mut table, &mut agents, &mut seeded_rng(n as u64)).unwrap();
                assert_eq!(table.round().phase, Phase::Settled);
                for seat in table.round().seats.iter() {
                    assert!(seat.decision.is_some(), "seat {} decided", seat.number);
                }
            }
        }
    }
}
