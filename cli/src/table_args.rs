//! Building a High Card Flush table and the players' wagers from the table options, shared by
//! `odds round` and `odds simulate`, and what both games' tables read the same way: a refusal
//! led by its option, and the seed.

use crate::cli::{PerMeter, TableOptions};
use engine::hcf::config::TableConfig;
use engine::hcf::decision::Strategy;
use engine::hcf::simulate::SimSetup;
use engine::Cents;

/// A table's refusal, led by the option it is about where the words show which (the engine
/// speaks of boxes and meters, not of options).
pub fn naming_the_option(table: &TableOptions, refusal: String) -> String {
    let option = if refusal.contains("adjacent boxes") || refusal.contains("a player may use") {
        Some("--boxes")
    } else if refusal.contains("starts and resets") {
        match (&table.meter, &table.meter_reset) {
            (Some(_), None) => Some("--meter"),
            (None, Some(_)) => Some("--meter-reset"),
            _ => Some("--meter, --meter-reset"),
        }
    } else if refusal.contains("rate of progression") {
        Some("--meter-rate")
    } else {
        None
    };
    match option {
        Some(option) => format!("{option}: {refusal}"),
        None => refusal,
    }
}

/// A table, what each player wagers and how they play (the simulator's own setup), and the
/// meter to start from.
pub struct TableSetup {
    pub sim: SimSetup,
    pub meter: Option<Cents>,
}

/// The High Card Flush table the options describe, with one player on `boxes` adjacent boxes
/// (`odds round --boxes`; one without), validated against the rules.
pub fn table_setup(table: &TableOptions, boxes: Option<u8>) -> Result<TableSetup, String> {
    let mut config = TableConfig::default_for(table.rules);
    config.flush_bonus = table.fb.as_ref().map(|offer| offer.label.clone());
    config.straight_flush_bonus = table.sfb.as_ref().map(|offer| offer.label.clone());
    let flush_bonus = table.fb.as_ref().map_or(Cents::ZERO, |offer| offer.amount);
    let straight_flush_bonus = table.sfb.as_ref().map_or(Cents::ZERO, |offer| offer.amount);
    if let Some(text) = &table.sfb_bonus {
        let values: Result<Vec<u32>, _> =
            text.split(',').map(|v| v.trim().parse::<u32>()).collect();
        let values = values.map_err(|_| {
            "--sfb-bonus takes five whole numbers: 7,6,5,4,3-card \"to 1\"".to_string()
        })?;
        let amounts: [u32; 5] = values
            .try_into()
            .map_err(|_| "--sfb-bonus takes exactly five numbers".to_string())?;
        config.sfb_bonus_amounts = Some(amounts);
    }
    match &table.prog {
        Some(label) => {
            config.offer_progressive(label.trim());
        }
        None => config.progressive = None,
    }
    if let Some(method) = table.method {
        config.dealing_method = method.into();
    }
    if let Some(shuffling) = table.shuffler {
        config.shuffler = shuffling.into();
    }
    if table.players == 0 || table.players > config.seats {
        return Err(format!("--players must be 1 to {}", config.seats));
    }
    let ante = table.ante.unwrap_or(config.ante_min);
    config.side_max = config.side_max.max(flush_bonus).max(straight_flush_bonus);
    let meter = match (&table.meter, &config.progressive) {
        (None, _) => None,
        (Some(_), None) => {
            return Err("--meter: there is no meter without a Progressive (add --prog)".into())
        }
        (Some(named @ PerMeter::Named(_)), Some(_)) => return Err(format!(
            "--meter: High Card Flush has one meter: give its amount in dollars (--meter 50000), not {named}"
        )),
        (Some(PerMeter::All(amount)), Some(_)) => Some(*amount),
    };
    if let Some(limit) = table.payout_limit {
        config.payout_limit = Some(limit);
    }
    config.max_boxes_per_player = boxes.unwrap_or(1);
    config.check_table_amounts()?;
    config
        .validate()
        .map_err(|e| naming_the_option(table, e.to_string()))?;
    crate::rounds::ante_within(ante, config.ante_min, config.ante_max)?;
    Ok(TableSetup {
        sim: SimSetup {
            config,
            players: table.players,
            ante,
            flush_bonus,
            straight_flush_bonus,
            progressive: table.prog.is_some(),
            strategy: Strategy::parse(table.strategy.as_deref().unwrap_or("optimal"))?,
        },
        meter,
    })
}

/// `--seed N`, or a fresh random seed.
pub fn seed(given: Option<u64>) -> Result<u64, String> {
    match given {
        Some(seed) => Ok(seed),
        None => engine::deck::random_seed().map_err(|e| format!("no random source: {e}")),
    }
}
