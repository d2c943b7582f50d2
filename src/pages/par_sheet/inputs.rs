//! The par sheet's inputs as the form edits them: pure functions over `ParInputs` (tested
//! natively), each refusing what cannot be, with a message naming the field, and changing
//! nothing then. The form (`form.rs`) only reads fields and calls these.

use engine::hcf::config::{ProgressiveConfig, TableConfig};
use engine::hcf::custom::CustomTable;
use engine::hcf::paytables::SideWager;
use engine::jhe::config::{JheConfig, JheProgressive};
use engine::jhe::custom::JheCustomTable;
use engine::jhe::JheWager;
use engine::money::Cents;
use engine::par_sheet::{usual_inputs, ParInputs, TableInputs};
use engine::{GameId, Jurisdiction};

/// What a paytable choice names: not offered, a published label, or one of the user's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableChoice {
    None,
    Published(String),
    Own(String),
}

impl TableChoice {
    /// The `<option>` value: `""`, `pub:A`, `own:Mine`.
    pub fn value(&self) -> String {
        match self {
            TableChoice::None => String::new(),
            TableChoice::Published(l) => format!("pub:{l}"),
            TableChoice::Own(n) => format!("own:{n}"),
        }
    }

    pub fn parse(value: &str) -> TableChoice {
        if let Some(label) = value.strip_prefix("pub:") {
            TableChoice::Published(label.into())
        } else if let Some(name) = value.strip_prefix("own:") {
            TableChoice::Own(name.into())
        } else {
            TableChoice::None
        }
    }
}

/// A game's usual table: the first rule set's defaults and the usual mix.
pub fn fresh(game: GameId, jurisdiction: Jurisdiction) -> ParInputs {
    usual_inputs(match game {
        GameId::HighCardFlush => TableInputs::Hcf {
            config: TableConfig::default_for(jurisdiction),
        },
        GameId::JackpotHoldEm => TableInputs::Jhe {
            config: JheConfig::standard(),
            own: vec![],
        },
    })
}

/// Dollars typed into a field, at least $0.
pub fn dollars(field: &str, text: &str) -> Result<Cents, String> {
    let cents = Cents::parse_dollars(text).map_err(|e| format!("{field}: {e}"))?;
    if cents.0 < 0 {
        return Err(format!("{field}: not below $0"));
    }
    engine::money::check_table_amount(field, Some(cents))?;
    Ok(cents)
}

/// A percentage typed into a field (0–100, up to two decimals), in basis points.
pub fn basis_points(field: &str, text: &str) -> Result<u32, String> {
    let cleaned = text.trim().trim_end_matches('%').trim();
    let value: f64 = cleaned
        .parse()
        .map_err(|_| format!("{field}: '{}' is not a percentage", text.trim()))?;
    if !value.is_finite() || !(0.0..=100.0).contains(&value) {
        return Err(format!("{field}: between 0% and 100%"));
    }
    let bp = (value * 100.0).round();
    if (bp - value * 100.0).abs() > 1e-6 {
        return Err(format!("{field}: at most two decimals (0.01% steps)"));
    }
    Ok(bp as u32)
}

/// Basis points as the field shows them: `50`, `2.5`.
pub fn percent_text(bp: u32) -> String {
    let whole = bp / 100;
    match bp % 100 {
        0 => whole.to_string(),
        r if r % 10 == 0 => format!("{whole}.{}", r / 10),
        r => format!("{whole}.{r:02}"),
    }
}

/// Cents as a field shows them: `10`, `2.50`.
pub fn dollars_text(c: Cents) -> String {
    if c.0 % 100 == 0 {
        (c.0 / 100).to_string()
    } else {
        format!("{}.{:02}", c.0 / 100, c.0 % 100)
    }
}

/// A whole number typed into a field, within `low..=high`.
pub fn whole(field: &str, text: &str, low: u64, high: u64) -> Result<u64, String> {
    let cleaned: String = text.trim().chars().filter(|c| *c != ',').collect();
    match cleaned.parse::<u64>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        Ok(_) => Err(format!(
            "{field}: from {} to {}",
            engine::money::grouped(low),
            engine::money::grouped(high)
        )),
        Err(_) => Err(format!("{field}: '{}' is not a whole number", text.trim())),
    }
}

/// The payout limit typed: empty or "none" for none.
pub fn payout_limit(text: &str) -> Result<Option<Cents>, String> {
    let t = text.trim();
    if t.is_empty() || t.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    let limit = dollars("Payout limit", t)?;
    if limit.0 == 0 {
        return Err("Payout limit: above $0, or empty for none".into());
    }
    Ok(Some(limit))
}

/// Keeps the mix in step with the wagers offered: an offered wager missing from it joins at
/// the usual share and amount; a wager no longer offered leaves; the Progressive's amount is
/// the table's unit.
pub fn sync_mix(inputs: &mut ParInputs) {
    let usual = usual_inputs(inputs.table.clone()).mix;
    inputs
        .mix
        .retain(|m| usual.iter().any(|u| u.wager == m.wager));
    for entry in &usual {
        match inputs.mix.iter_mut().find(|m| m.wager == entry.wager) {
            Some(m) if m.wager == "prog" => m.average = entry.average,
            Some(_) => {}
            None => inputs.mix.push(entry.clone()),
        }
    }
}

/// The choice in force for one of High Card Flush's side wagers.
pub fn hcf_choice(config: &TableConfig, wager: SideWager) -> TableChoice {
    if let Some(own) = config.custom.iter().find(|c| c.wager == wager) {
        return TableChoice::Own(own.name.clone());
    }
    let label = match wager {
        SideWager::FlushBonus => config.flush_bonus.clone(),
        SideWager::StraightFlushBonus => config.straight_flush_bonus.clone(),
        SideWager::Progressive => config.progressive.as_ref().map(|p| p.label.clone()),
    };
    label.map_or(TableChoice::None, TableChoice::Published)
}

/// Puts a High Card Flush paytable in force (an own table among `saved`), or takes the wager
/// off the table.
pub fn set_hcf_table(
    inputs: &mut ParInputs,
    wager: SideWager,
    choice: &TableChoice,
    saved: &[CustomTable],
) -> Result<(), String> {
    let TableInputs::Hcf { config } = &mut inputs.table else {
        return Err("this is not a High Card Flush table".into());
    };
    let mut next = config.clone();
    next.custom.retain(|c| c.wager != wager);
    let label = match choice {
        TableChoice::None => None,
        TableChoice::Published(l) => Some(l.clone()),
        TableChoice::Own(name) => {
            let own = saved
                .iter()
                .find(|c| {
                    c.wager == wager && c.jurisdiction == next.jurisdiction && &c.name == name
                })
                .ok_or_else(|| format!("there is no saved {} table '{name}'", wager.name()))?;
            next.custom.push(own.clone());
            Some(own.base.clone())
        }
    };
    match wager {
        SideWager::FlushBonus => next.flush_bonus = label,
        SideWager::StraightFlushBonus => {
            next.straight_flush_bonus = label;
            // Only Massachusetts' table G carries the licensee's amounts.
            if !sfb_reads_bonus(&next) {
                next.sfb_bonus_amounts = None;
            }
        }
        SideWager::Progressive => {
            next.progressive = label.map(|l| {
                let mut p = next
                    .progressive
                    .clone()
                    .unwrap_or_else(|| ProgressiveConfig::default_for(next.jurisdiction));
                p.label = l;
                p
            })
        }
    }
    *config = next;
    sync_mix(inputs);
    Ok(())
}

/// Whether the Straight Flush Bonus in force is published and reads "Bonus" (Massachusetts'
/// table G, AMB-35): the licensee's amounts are then set on the form.
pub fn sfb_reads_bonus(config: &TableConfig) -> bool {
    !config
        .custom
        .iter()
        .any(|c| c.wager == SideWager::StraightFlushBonus)
        && config
            .straight_flush_bonus
            .as_deref()
            .and_then(|label| {
                engine::hcf::paytables::paytable(
                    config.jurisdiction,
                    SideWager::StraightFlushBonus,
                    label,
                )
            })
            .is_some_and(|t| t.needs_operator_amounts())
}

/// The hands whose "Bonus" amounts the licensee sets, 7-card to 3-card straight flush, in the
/// order `TableConfig::sfb_bonus_amounts` holds them.
pub fn sfb_bonus_hands(config: &TableConfig) -> Vec<String> {
    config
        .straight_flush_bonus
        .as_deref()
        .and_then(|label| {
            engine::hcf::paytables::paytable(
                config.jurisdiction,
                SideWager::StraightFlushBonus,
                label,
            )
        })
        .map(|t| t.lines.iter().map(|l| l.hand.name()).collect())
        .unwrap_or_default()
}

/// The `n`th "Bonus" amount as typed ("to 1"), empty while it is not set.
pub fn sfb_amount_text(inputs: &ParInputs, n: usize) -> String {
    match &inputs.table {
        TableInputs::Hcf { config } => config
            .sfb_bonus_amounts
            .and_then(|a| a.get(n).copied())
            .filter(|&x| x > 0)
            .map(|x| x.to_string())
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Sets the `n`th "Bonus" amount (a whole "to 1" from 1 to 1,000,000); the lines not yet set
/// stay unset, and the sheet asks for them.
pub fn set_sfb_amount(inputs: &mut ParInputs, n: usize, text: &str) -> Result<(), String> {
    let TableInputs::Hcf { config } = &mut inputs.table else {
        return Err("this is not a High Card Flush table".into());
    };
    if !sfb_reads_bonus(config) {
        return Err("only Massachusetts' Straight Flush Bonus G has amounts to set".into());
    }
    let hands = sfb_bonus_hands(config);
    let hand = hands.get(n).ok_or("no such line")?;
    let amount = whole(&format!("{hand} (to 1)"), text, 1, 1_000_000)? as u32;
    let mut amounts = config.sfb_bonus_amounts.unwrap_or([0; 5]);
    amounts[n] = amount;
    config.sfb_bonus_amounts = Some(amounts);
    Ok(())
}

/// The choice in force for one of Jackpot Hold 'Em's tables (the X-tra Bonus is always played).
pub fn jhe_choice(config: &JheConfig, own: &[JheCustomTable], wager: JheWager) -> TableChoice {
    if let Some(mine) = own.iter().find(|t| t.wager == wager) {
        return TableChoice::Own(mine.name.clone());
    }
    match wager {
        JheWager::PlayerBonus if config.player_bonus.is_none() => TableChoice::None,
        JheWager::Progressive => config.progressive.as_ref().map_or(TableChoice::None, |p| {
            TableChoice::Published(p.label.clone())
        }),
        _ => TableChoice::Published("A".into()),
    }
}

/// Puts a Jackpot Hold 'Em table in force (an own one among `saved`), or takes the Player Bonus
/// or Progressive off the table. A Progressive chosen anew starts with its meters at the
/// paytable's minimums, each at the rate the first meter had (5 % when there was none).
pub fn set_jhe_table(
    inputs: &mut ParInputs,
    wager: JheWager,
    choice: &TableChoice,
    saved: &[JheCustomTable],
) -> Result<(), String> {
    let TableInputs::Jhe { config, own } = &mut inputs.table else {
        return Err("this is not a Jackpot Hold 'Em table".into());
    };
    let mut next_config = config.clone();
    let mut next_own = own.clone();
    next_own.retain(|t| t.wager != wager);
    let label = match choice {
        TableChoice::None if wager == JheWager::XtraBonus => {
            return Err("the X-tra Bonus is part of every hand: it cannot be left out".into())
        }
        TableChoice::None => None,
        TableChoice::Published(l) => Some(l.clone()),
        TableChoice::Own(name) => {
            let mine = saved
                .iter()
                .find(|t| t.wager == wager && &t.name == name)
                .ok_or_else(|| format!("there is no saved {} table '{name}'", wager.name()))?;
            next_own.push(mine.clone());
            Some(mine.base.clone())
        }
    };
    match wager {
        JheWager::PlayerBonus => {
            next_config.player_bonus = label.map(|_| {
                config
                    .player_bonus
                    .unwrap_or((Cents::dollars(1), Cents::dollars(100)))
            })
        }
        JheWager::Progressive => {
            next_config.progressive = match label {
                None => None,
                Some(l) if config.progressive.as_ref().map(|p| &p.label) == Some(&l) => {
                    config.progressive.clone()
                }
                Some(l) => {
                    let rate = config
                        .progressive
                        .as_ref()
                        .and_then(|p| p.meters.first())
                        .map_or(500, |m| m.rate_bp);
                    let mut p = JheProgressive::at_minimums(&l, rate)
                        .ok_or_else(|| format!("there is no Progressive paytable '{l}'"))?;
                    if let Some(old) = &config.progressive {
                        p.unit = old.unit;
                    }
                    Some(p)
                }
            }
        }
        _ => {}
    }
    *config = next_config;
    *own = next_own;
    sync_mix(inputs);
    Ok(())
}

/// Sets the Progressive's wager, and the mix's Progressive amount with it.
pub fn set_progressive_unit(inputs: &mut ParInputs, unit: Cents) -> Result<(), String> {
    if unit.0 <= 0 {
        return Err("Progressive wager: above $0".into());
    }
    match &mut inputs.table {
        TableInputs::Hcf { config } => match &mut config.progressive {
            Some(p) => p.unit = unit,
            None => return Err("no Progressive is offered".into()),
        },
        TableInputs::Jhe { config, .. } => match &mut config.progressive {
            Some(p) => p.unit = unit,
            None => return Err("no Progressive is offered".into()),
        },
    }
    sync_mix(inputs);
    Ok(())
}

/// A wager code as people read it.
pub fn wager_name(code: &str) -> &'static str {
    match code {
        "ante" => "Ante (main game)",
        "fb" => "Flush Bonus",
        "sfb" => "Straight Flush Bonus",
        "pb" => "Player Bonus",
        "prog" => "Progressive",
        _ => "Wager",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::par_sheet::packet::{make_packet, packet_json, verify};

    /// Choosing tables keeps the mix in step, and a packet made in the app verifies in the
    /// app's own build (its serde_json without exact float parsing), with every figure matched.
    #[test]
    fn choices_keep_the_mix_in_step_and_the_packet_verifies() {
        let mut inputs = fresh(GameId::HighCardFlush, Jurisdiction::Maryland);
        let codes = |i: &ParInputs| i.mix.iter().map(|m| m.wager.clone()).collect::<Vec<_>>();
        assert_eq!(codes(&inputs), ["ante", "fb", "sfb", "prog"]);
        set_hcf_table(
            &mut inputs,
            SideWager::StraightFlushBonus,
            &TableChoice::None,
            &[],
        )
        .unwrap();
        assert_eq!(codes(&inputs), ["ante", "fb", "prog"]);
        set_progressive_unit(&mut inputs, Cents::dollars(5)).unwrap();
        assert_eq!(
            inputs
                .mix
                .iter()
                .find(|m| m.wager == "prog")
                .unwrap()
                .average,
            Cents::dollars(5)
        );
        let own = CustomTable {
            jurisdiction: Jurisdiction::Maryland,
            wager: SideWager::FlushBonus,
            base: "A".into(),
            name: "Mine".into(),
            pays: vec![400, 100, 10, 1],
        };
        set_hcf_table(
            &mut inputs,
            SideWager::FlushBonus,
            &TableChoice::Own("Mine".into()),
            &[own],
        )
        .unwrap();
        let packet = make_packet(&inputs).unwrap();
        assert_eq!(packet.figures.wagers[0].paytable, "MD Flush Bonus Mine");
        let verdict = verify(&packet_json(&packet).unwrap()).unwrap();
        assert!(
            verdict.all_match(),
            "{:?}",
            verdict.figures.iter().find(|f| !f.matches)
        );

        let mut jhe = fresh(GameId::JackpotHoldEm, Jurisdiction::Maryland);
        set_jhe_table(
            &mut jhe,
            JheWager::Progressive,
            &TableChoice::Published("E".into()),
            &[],
        )
        .unwrap();
        let TableInputs::Jhe { config, .. } = &jhe.table else {
            unreachable!()
        };
        assert_eq!(config.progressive.as_ref().unwrap().label, "E");
        assert_eq!(
            set_jhe_table(&mut jhe, JheWager::XtraBonus, &TableChoice::None, &[]),
            Err("the X-tra Bonus is part of every hand: it cannot be left out".into())
        );
        assert!(verify(&packet_json(&make_packet(&jhe).unwrap()).unwrap())
            .unwrap()
            .all_match());
    }

    /// Massachusetts' Straight Flush Bonus G: its five "Bonus" amounts are typed on the form;
    /// the sheet asks for them until all are set, then its lines are the explorer's analysis of
    /// the table with those amounts; another table drops them.
    #[test]
    fn the_licensees_straight_flush_bonus_g_amounts_are_set_line_by_line() {
        let mut inputs = fresh(GameId::HighCardFlush, Jurisdiction::Massachusetts);
        let g = TableChoice::Published("G".into());
        set_hcf_table(&mut inputs, SideWager::StraightFlushBonus, &g, &[]).unwrap();
        let config = |i: &ParInputs| match &i.table {
            TableInputs::Hcf { config } => config.clone(),
            _ => unreachable!(),
        };
        assert!(sfb_reads_bonus(&config(&inputs)));
        assert_eq!(sfb_bonus_hands(&config(&inputs)).len(), 5);
        let err = engine::par_sheet::par_sheet(&inputs).unwrap_err();
        assert!(err.contains("must set its amounts"), "{err}");
        assert_eq!(
            set_sfb_amount(&mut inputs, 0, "0").unwrap_err(),
            format!(
                "{} (to 1): from 1 to 1,000,000",
                sfb_bonus_hands(&config(&inputs))[0]
            )
        );
        set_sfb_amount(&mut inputs, 0, "1,000").unwrap();
        assert_eq!(sfb_amount_text(&inputs, 0), "1000");
        assert_eq!(sfb_amount_text(&inputs, 1), "");
        assert!(engine::par_sheet::par_sheet(&inputs)
            .unwrap_err()
            .contains("at least 1 to 1"));
        for (n, amount) in [(1, "200"), (2, "100"), (3, "50"), (4, "9")] {
            set_sfb_amount(&mut inputs, n, amount).unwrap();
        }
        let sheet = engine::par_sheet::par_sheet(&inputs).unwrap();
        let sfb = sheet.wagers.iter().find(|w| w.code == "sfb").unwrap();
        let table = config(&inputs)
            .paytable(SideWager::StraightFlushBonus)
            .unwrap();
        let facts = engine::hcf::side_bets::facts_for(
            engine::hcf::rules::HcfRules::of(Jurisdiction::Massachusetts)
                .ace_rule
                .value,
        );
        let explorer = engine::hcf::side_bets::analyze_paytable(&table, facts).unwrap();
        assert_eq!(sfb.lines, explorer.odds.lines);
        assert_eq!(sfb.lines[4].pay, engine::paytable::Pay::ToOne(9));
        assert!(
            verify(&packet_json(&make_packet(&inputs).unwrap()).unwrap())
                .unwrap()
                .all_match()
        );
        // Another table: the amounts go with G.
        set_hcf_table(
            &mut inputs,
            SideWager::StraightFlushBonus,
            &TableChoice::Published("A".into()),
            &[],
        )
        .unwrap();
        assert_eq!(config(&inputs).sfb_bonus_amounts, None);
        assert!(set_sfb_amount(&mut inputs, 0, "5").is_err());
        engine::par_sheet::par_sheet(&inputs).unwrap();
    }

    #[test]
    fn typed_amounts_rates_and_counts_are_read_or_refused_by_name() {
        assert_eq!(basis_points("Rate", "2.5%"), Ok(250));
        assert_eq!(percent_text(250), "2.5");
        assert_eq!(percent_text(5), "0.05");
        assert_eq!(
            basis_points("Rate", "101"),
            Err("Rate: between 0% and 100%".into())
        );
        assert_eq!(
            basis_points("Rate", "0.001"),
            Err("Rate: at most two decimals (0.01% steps)".into())
        );
        assert_eq!(
            dollars("Reset", "-5").unwrap_err(),
            "Reset: '-5' is not an amount of money"
        );
        assert_eq!(dollars_text(Cents(250)), "2.50");
        assert_eq!(payout_limit(" none "), Ok(None));
        assert_eq!(payout_limit("75,000"), Ok(Some(Cents::dollars(75_000))));
        assert_eq!(whole("Seats", "9", 1, 7), Err("Seats: from 1 to 7".into()));
        assert_eq!(whole("Hands", "1,440", 1, 10_000), Ok(1_440));
        assert_eq!(
            TableChoice::parse(&TableChoice::Own("x:y".into()).value()),
            TableChoice::Own("x:y".into())
        );
    }
}
