//! The coach: the exact value of each legal action for a seat at a live table, in Ante units
//! for the Ante and Raise and in money including what a fold would forfeit on the side wagers.

use super::decision::{analyze, Decision};
use super::flush::flush_value;
use super::paytables::{Pay, SideWager};
use super::rules::WagerKind;
use super::straight_flush::straight_flushes;
use super::table::{Phase, Table};
use crate::cards::CardSet;
use crate::meters::MeterName;
use serde::Serialize;

/// One legal action and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ActionValue {
    pub decision: Decision,
    /// Expected net of the Ante and Raise, in units of the Ante.
    pub main_units: f64,
    /// Expected net in cents of everything the decision changes: the Ante and Raise, and the
    /// Progressive award a fold forfeits where a folded hand is not eligible (MA, AMB-8).
    pub cents: f64,
}

/// Advice for the seat whose turn it is.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Advice {
    pub seat: u8,
    pub options: Vec<ActionValue>,
    pub best: Decision,
    /// What a fold forfeits on side wagers that do not survive it, in cents (zero where every
    /// side wager stays live).
    pub fold_forfeits_cents: f64,
}

impl Advice {
    pub fn value(&self, decision: Decision) -> Option<ActionValue> {
        self.options
            .iter()
            .copied()
            .find(|o| o.decision == decision)
    }

    /// Expected money given up by choosing `decision` instead of the best action.
    pub fn cost_of(&self, decision: Decision) -> f64 {
        let best = self.value(self.best).map_or(0.0, |v| v.cents);
        self.value(decision).map_or(0.0, |v| best - v.cents)
    }
}

/// The exact value of each legal action for `seat`, which must be the seat to act.
pub fn advise(table: &Table, seat: u8) -> Option<Advice> {
    let round = table.round();
    if round.phase != Phase::Decisions {
        return None;
    }
    let s = round.seat(seat)?;
    let hand: CardSet = s.cards.iter().copied().collect();
    if hand.len() != 7 {
        return None;
    }
    let ante = s.wagers.get(WagerKind::Ante).0 as f64;
    let analysis = analyze(hand);
    // A fold forfeits the Progressive where a folded hand is not eligible: the award the hand
    // would otherwise collect (the player can see it).
    let mut forfeits = 0.0;
    if s.wagers.get(WagerKind::Progressive).0 > 0 && !table.rules().progressive_live_on_fold.value {
        if let Some(table_pay) = table.paytable(SideWager::Progressive) {
            let sf = straight_flushes(hand, table.rules().ace_rule.value);
            if let Some((_, line)) = table_pay.winning_line(flush_value(hand).len(), &sf) {
                forfeits = match line.pay {
                    Pay::Fixed(c) => {
                        c.0 as f64 * s.wagers.get(WagerKind::Progressive).0 as f64 / 100.0
                    }
                    Pay::MeterPercent { percent: p, .. } => table
                        .meter
                        .map_or(0.0, |m| m.get(MeterName::Main).0 as f64 * p as f64 / 100.0),
                    _ => 0.0,
                };
            }
        }
    }
    let options: Vec<ActionValue> = analysis
        .options
        .iter()
        .map(|&(decision, ev)| ActionValue {
            decision,
            main_units: ev.value(),
            cents: ev.value() * ante
                - if decision == Decision::Fold {
                    forfeits
                } else {
                    0.0
                },
        })
        .collect();
    let best = options
        .iter()
        .copied()
        .fold(None::<ActionValue>, |best, o| match best {
            Some(b) if b.cents >= o.cents => Some(b),
            _ => Some(o),
        })
        .map(|o| o.decision)
        .unwrap_or(Decision::Fold);
    Some(Advice {
        seat,
        options,
        best,
        fold_forfeits_cents: forfeits,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;
    use crate::hcf::config::TableConfig;
    use crate::hcf::rules::WagerKind;
    use crate::jurisdiction::Jurisdiction;
    use crate::money::Cents;

    fn table_with(j: Jurisdiction, hand: &str) -> Table {
        let mut table = Table::new(TableConfig::default_for(j)).unwrap();
        table.sit(1, 1).unwrap();
        table
            .set_wager(1, WagerKind::Ante, Cents::dollars(10))
            .unwrap();
        table
            .set_wager(1, WagerKind::Progressive, Cents::dollars(1))
            .unwrap();
        table.no_more_bets().unwrap();
        let cards = parse_exact(hand, 7).unwrap();
        let order = table
            .arrange_deck(
                &[(1, cards)],
                &parse_exact("Ac Kc Qc Jc 9d 8d 7s", 7).unwrap(),
            )
            .unwrap();
        table.deal_arranged(&order, None).unwrap();
        table
    }

    #[test]
    fn values_are_the_exact_analysis_in_money() {
        let table = table_with(Jurisdiction::Maryland, "4c 3c 2c 5d 6h 7h 8s");
        let advice = advise(&table, 1).unwrap();
        assert_eq!(advice.best, Decision::Fold);
        assert_eq!(advice.value(Decision::Fold).unwrap().cents, -1000.0);
        let raise = advice.value(Decision::Raise(1)).unwrap();
        assert!((raise.cents - raise.main_units * 1000.0).abs() < 1e-9);
        assert!(advice.cost_of(Decision::Raise(1)) > 0.0);
        assert_eq!(advice.cost_of(Decision::Fold), 0.0);
    }

    #[test]
    fn in_massachusetts_a_fold_forfeits_a_winning_progressive_amb8() {
        // A five-card straight flush: MA Progressive A pays $250, lost by folding (003 §12(c)).
        let ma = advise(
            &table_with(Jurisdiction::Massachusetts, "2h 3h 4h 5h 6h Kd Qs"),
            1,
        )
        .unwrap();
        assert_eq!(ma.fold_forfeits_cents, 25_000.0);
        assert_eq!(ma.value(Decision::Fold).unwrap().cents, -1000.0 - 25_000.0);
        let md = advise(
            &table_with(Jurisdiction::Maryland, "2h 3h 4h 5h 6h Kd Qs"),
            1,
        )
        .unwrap();
        assert_eq!(md.fold_forfeits_cents, 0.0);
    }
}
