//! The table signs the rules require for a table as configured: the layout's inscriptions, a
//! sign for every paytable in force, the payout limit and that the Progressive is not subject to
//! it, and the meters by name. Each sign carries the rule that requires it; built from the rule
//! data and the paytables in force, never hand-copied text.

use super::{jhe_table, TableInputs};
use crate::hcf::config::TableConfig;
use crate::hcf::flush::raise_limits;
use crate::hcf::paytables::SideWager;
use crate::hcf::rules::{MeterModel, PayoutLimitPolicy};
use crate::jhe::config::JheConfig;
use crate::jhe::custom::JheCustomTable;
use crate::jhe::rules::{JheRules, JheWager};
use crate::jurisdiction::Jurisdiction;
use crate::paytable::{PaytableHand, PaytableWager};
use serde::Serialize;

/// One sign or inscription.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Sign {
    pub title: String,
    pub lines: Vec<String>,
    /// The rule that requires it.
    pub rule: String,
}

fn sign(title: impl Into<String>, lines: Vec<String>, rule: &str) -> Sign {
    Sign {
        title: title.into(),
        lines,
        rule: rule.into(),
    }
}

/// The signs of a table, or why its configuration cannot be a table.
pub fn table_signs(table: &TableInputs) -> Result<Vec<Sign>, String> {
    match table {
        TableInputs::Hcf { config } => hcf_signs(config),
        TableInputs::Jhe { config, own } => jhe_signs(config, own),
    }
}

fn paytable_lines<W: PaytableWager, H: PaytableHand>(
    table: &crate::paytable::Paytable<W, H>,
) -> Vec<String> {
    table
        .lines
        .iter()
        .map(|l| format!("{}: {}", l.hand.name(), l.pay))
        .collect()
}

fn hcf_signs(config: &TableConfig) -> Result<Vec<Sign>, String> {
    let rules = config.validate().map_err(|r| r.to_string())?;
    let md = config.jurisdiction == Jurisdiction::Maryland;
    let mut signs = Vec::new();
    let (r4, r5, r6) = (raise_limits(4), raise_limits(5), raise_limits(6));
    if md {
        signs.push(sign(
            "Layout inscription: the dealer's qualifier",
            vec!["The dealer qualifies with a three-card flush, nine high or pays the Ante Wager and pushes the Raise Wager".into()],
            "000/002 Ch.2 B(7)(b)",
        ));
        signs.push(sign(
            "Layout inscription: the Raise",
            vec![
                format!(
                    "Two-, three- or four-card flush: Raise {}× the Ante",
                    r4.max_multiple
                ),
                format!("Five-card flush: Raise 1× to {}× the Ante", r5.max_multiple),
                format!(
                    "Six- or seven-card flush: Raise 1× to {}× the Ante",
                    r6.max_multiple
                ),
            ],
            "000/002 Ch.2 B(7)(c)",
        ));
    }
    let layout_rule = match config.jurisdiction {
        Jurisdiction::Maryland => "000/002 Ch.2 B(7)(a)",
        Jurisdiction::Massachusetts => "003 §6(a)(2) (posted paytables)",
        Jurisdiction::SouthDakota => "004 (10), (11): part of the table layout",
    };
    // Payout odds for every permitted wager (Maryland's B(7)(a)): the main wagers too.
    if md {
        signs.push(sign(
            "Payout odds: the Ante and the Raise",
            vec!["Ante: 1 to 1".into(), "Raise: 1 to 1".into()],
            "000/002 Ch.2 B(7)(a); Ch.12 A",
        ));
    }
    // Massachusetts names no layout rule: each paytable is posted under its own section.
    let rule_for = |origin: &crate::paytable::Origin| match (config.jurisdiction, origin) {
        (Jurisdiction::Massachusetts, crate::paytable::Origin::Document(c)) => c.to_string(),
        _ => layout_rule.to_string(),
    };
    for wager in [SideWager::FlushBonus, SideWager::StraightFlushBonus] {
        if let Some(table) = config.paytable(wager) {
            signs.push(sign(
                format!("Paytable: {}", table.title()),
                paytable_lines(&table),
                &rule_for(&table.origin),
            ));
        }
    }
    if let (Some(p), Some(table)) = (&config.progressive, config.paytable(SideWager::Progressive)) {
        let mut lines = paytable_lines(&table);
        if config.jurisdiction == Jurisdiction::SouthDakota {
            // South Dakota's schedule prints a losing row too; the placard copies it (AMB-11,
            // AMB-49: less than a three-card straight flush loses).
            lines.push("1-Card or 2-Card Straight Flush: 0".into());
        }
        lines.push(format!("Progressive wager: {}", p.unit));
        signs.push(sign(
            format!("Progressive paytable: {}", table.title()),
            lines,
            &if config.jurisdiction == Jurisdiction::SouthDakota {
                "004 (12): a table placard or video progressive sign".to_string()
            } else {
                rule_for(&table.origin)
            },
        ));
        let meters = match rules.meter.value {
            MeterModel::MainAndSecondary { start } => vec![
                format!("Progressive meter (main): starts at {start}"),
                "Secondary meter: the main meter resets to it after a 100% award".into(),
            ],
            _ => vec![format!("Progressive meter: initial amount {}", p.seed)],
        };
        signs.push(sign("Meters", meters, &rules.meter.citation.to_string()));
        if config.jurisdiction == Jurisdiction::SouthDakota {
            // The meter text 004 (12) prints under the schedule, on the same placard.
            signs.push(sign(
                "Progressive placard: how the meter pays",
                vec![
                    "The original progressive wager may not be returned to the player".into(),
                    "The seed amounts adjust up or down accordingly with changes made to the wager amount".into(),
                    "Percentage pays come out of the progressive jackpot shown on the meter".into(),
                    "Other hands are paid from the tray; these payments do not come off the meter".into(),
                    "Awarding a 100% award will reset the meter to the seed amount, plus any reserve amount".into(),
                ],
                "004 (12) (AMB-57)",
            ));
        }
    }
    let limit = config.effective_payout_limit(&rules);
    match (limit, rules.payout_limit.value) {
        (Some(limit), _) => signs.push(sign(
            "Payout limit",
            vec![
                format!("Payout limit: {limit} per hand (Ante, Raise, Flush Bonus and Straight Flush Bonus together)"),
                "The Progressive is not subject to the payout limit".into(),
            ],
            if md {
                "000/002 Ch.2 B(7)(d); Ch.12 D (AMB-16)"
            } else {
                "003 §11(g)"
            },
        )),
        (None, PayoutLimitPolicy::Optional) => {}
        (None, _) => {}
    }
    Ok(signs)
}

fn jhe_signs(config: &JheConfig, own: &[JheCustomTable]) -> Result<Vec<Sign>, String> {
    let rules = JheRules::maryland();
    config.validate(&rules).map_err(|r| r.to_string())?;
    let mut signs = vec![
        sign(
            "Layout inscription: the dealer's qualifier",
            vec!["The Dealer qualifies with a pair or better".into()],
            "001 Ch.2 B(8)(a)",
        ),
        sign(
            "Layout inscription: the Play Wager",
            rules
                .decision_points
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    format!(
                        "Decision {}: Play {}× the Ante, or {}",
                        i + 1,
                        p.multiple,
                        p.otherwise
                    )
                })
                .collect(),
            "001 Ch.2 B(8)(b)",
        ),
    ];
    // Payout odds for every permitted wager (B(7)): the Ante and the Play too.
    signs.push(sign(
        "Payout odds: the Ante and the Play",
        vec!["Ante: 1 to 1".into(), "Play: 1 to 1".into()],
        "001 Ch.2 B(7); Ch.12 A",
    ));
    let mut tables = vec![jhe_table(own, JheWager::XtraBonus, "A")?];
    if config.player_bonus.is_some() {
        tables.push(jhe_table(own, JheWager::PlayerBonus, "A")?);
    }
    if let Some(p) = &config.progressive {
        tables.push(jhe_table(own, JheWager::Progressive, &p.label)?);
    }
    for table in &tables {
        signs.push(sign(
            format!("Paytable: {}", table.title()),
            paytable_lines(table),
            "001 Ch.2 B(7)",
        ));
    }
    if let Some(p) = &config.progressive {
        // The rules never define the Progressive's hand; the adopted reading is posted so a
        // player can tell which cards count.
        signs.push(sign(
            "The Progressive hand",
            vec!["The Progressive pays on the five-card hand of your two cards and the first three community cards".into()],
            "001 Ch.7 F(3); Ch.12 D (AMB-68)",
        ));
        signs.push(sign(
            "Meters",
            p.meters
                .iter()
                .map(|m| format!("{}: initial amount {}", m.meter.name(), m.initial))
                .collect(),
            "001 Ch.12 E (AMB-75)",
        ));
    }
    if let Some(limit) = config.payout_limit {
        signs.push(sign(
            "Payout limit",
            vec![
                format!("Payout limit: {limit} per hand"),
                "The Progressive is not subject to the payout limit".into(),
            ],
            "001 Ch.2 B(8)(c); Ch.12 F(1)–(2)",
        ));
    }
    Ok(signs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::money::Cents;

    #[test]
    fn maryland_high_card_flush_signs_name_the_qualifier_the_raise_the_limit_and_the_meter() {
        let config = TableConfig::default_for(Jurisdiction::Maryland);
        let signs = table_signs(&TableInputs::Hcf { config }).unwrap();
        let text = |title: &str| {
            signs
                .iter()
                .find(|s| s.title.starts_with(title))
                .unwrap_or_else(|| panic!("no {title}"))
                .lines
                .join(" | ")
        };
        assert!(text("Layout inscription: the dealer").contains("nine high"));
        assert!(text("Layout inscription: the Raise").contains("1× to 3×"));
        assert!(text("Paytable: MD Flush Bonus A").contains("7-card flush: 300 to 1"));
        // The statutory $50,000 floor (the minimums' most is below it).
        assert!(text("Payout limit").contains("$50,000 per hand"));
        assert!(text("Payout limit").contains("not subject"));
        assert!(text("Meters").contains("$30,000"));
        assert_eq!(
            text("Payout odds: the Ante"),
            "Ante: 1 to 1 | Raise: 1 to 1"
        );
    }

    /// Massachusetts posts each paytable under its own section (§11(c), (d), (e)), not one rule.
    #[test]
    fn massachusetts_signs_cite_each_paytables_own_section() {
        let mut config = TableConfig::default_for(Jurisdiction::Massachusetts);
        config.straight_flush_bonus = Some("A".into());
        let signs = table_signs(&TableInputs::Hcf { config }).unwrap();
        let rule = |title: &str| {
            let sign = signs.iter().find(|s| s.title.starts_with(title));
            sign.unwrap_or_else(|| panic!("no {title}")).rule.clone()
        };
        assert_eq!(rule("Paytable: MA Flush Bonus"), "003 §11(c)");
        assert_eq!(rule("Paytable: MA Straight Flush Bonus"), "003 §11(d)");
        assert_eq!(rule("Progressive paytable: MA Progressive"), "003 §11(e)");
    }

    /// South Dakota's placard is the schedule as 004 (12) prints it: its losing row and the
    /// meter text under it (PAYTABLES.md 3.4), beside the layout's paytables (004 (10), (11)).
    #[test]
    fn south_dakota_placard_has_the_losing_row_and_the_meter_text() {
        let config = TableConfig::default_for(Jurisdiction::SouthDakota);
        let signs = table_signs(&TableInputs::Hcf { config }).unwrap();
        let placard = signs
            .iter()
            .find(|s| s.title == "Progressive paytable: SD Progressive 1")
            .expect("the schedule");
        assert_eq!(
            placard.lines,
            [
                "7-card straight flush: 100% of the meter",
                "6-card straight flush: 10% of the meter",
                "5-card straight flush: $250",
                "4-card straight flush: $40",
                "3-card straight flush: $3",
                "1-Card or 2-Card Straight Flush: 0",
                "Progressive wager: $1",
            ]
        );
        let text = signs
            .iter()
            .find(|s| s.title == "Progressive placard: how the meter pays")
            .expect("the meter text");
        assert_eq!(text.rule, "004 (12) (AMB-57)");
        assert!(text
            .lines
            .iter()
            .any(|l| l.contains("plus any reserve amount")));
        assert!(text
            .lines
            .iter()
            .any(|l| l.starts_with("Other hands are paid from the tray")));
    }

    #[test]
    fn jackpot_hold_em_signs_follow_its_decisions_and_meters() {
        let mut config = JheConfig::standard();
        config.payout_limit = Some(Cents::dollars(75_000));
        let signs = table_signs(&TableInputs::Jhe {
            config,
            own: vec![],
        })
        .unwrap();
        let all: Vec<String> = signs.iter().flat_map(|s| s.lines.clone()).collect();
        assert!(all
            .iter()
            .any(|l| l == "The Dealer qualifies with a pair or better"));
        assert!(all
            .iter()
            .any(|l| l.starts_with("Decision 1: Play 3× the Ante")));
        assert!(all
            .iter()
            .any(|l| l.starts_with("Star meter: initial amount")));
        assert!(all.iter().any(|l| l == "Payout limit: $75,000 per hand"));
        assert!(all.iter().any(|l| l == "Play: 1 to 1"));
        assert!(signs
            .iter()
            .any(|s| s.title == "The Progressive hand" && s.rule.contains("AMB-68")));
        assert!(signs
            .iter()
            .any(|s| s.title == "Paytable: MD Progressive A"));
    }
}
