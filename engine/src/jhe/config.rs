//! The operator's Jackpot Hold 'Em table on top of the rules: seats, limits, the Player Bonus and
//! Progressive offered, each meter's rate of progression and initial/reset amounts, the dealing
//! method and shuffler, and the payout limit. Validated against the rules before a table opens.

use super::paytables::{meter_minimum, paytable, JhePaytable};
use super::rules::{DealerCardsFromShuffler, JheRules, JheWager};
use crate::citation::Citation;
use crate::meters::MeterName;
use crate::money::Cents;
use crate::refusal::{refuse, Refusal};
use crate::table::{DealingMethod, Shuffler};
use serde::{Deserialize, Serialize};

/// One meter as the operator runs it (001 Ch.12 E; AMB-75).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeterSetting {
    pub meter: MeterName,
    /// Where it starts, and what it resets to after it is won: at least the paytable's minimum.
    pub initial: Cents,
    pub reset: Cents,
    /// Share of each Progressive wager added to it, in basis points (the rate of progression).
    pub rate_bp: u32,
}

/// The Progressive as the operator runs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JheProgressive {
    /// Paytable A–E.
    pub label: String,
    /// The wager, $1 by default (AMB-75).
    pub unit: Cents,
    pub meters: Vec<MeterSetting>,
}

/// Everything the operator decides about one Jackpot Hold 'Em table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JheConfig {
    pub seats: u8,
    /// The Ante (and so the X-tra Bonus, which equals it).
    pub ante_min: Cents,
    pub ante_max: Cents,
    /// Player Bonus limits, when it is offered.
    pub player_bonus: Option<(Cents, Cents)>,
    pub progressive: Option<JheProgressive>,
    pub dealing_method: DealingMethod,
    /// How an automated shoe delivers the dealer's cards.
    pub dealer_cards: DealerCardsFromShuffler,
    pub shuffler: Shuffler,
    /// The operator's per-hand payout limit, if any.
    pub payout_limit: Option<Cents>,
    pub max_boxes_per_player: u8,
}

impl JheProgressive {
    /// A Progressive on a paytable with every meter it uses at its minimum, each taking this
    /// rate of every wager.
    pub fn at_minimums(label: &str, rate_bp: u32) -> Option<JheProgressive> {
        let table = paytable(JheWager::Progressive, label)?;
        let meters = table
            .meters()
            .into_iter()
            .filter_map(|m| {
                let (minimum, _) = meter_minimum(label, m)?;
                Some(MeterSetting {
                    meter: m,
                    initial: minimum,
                    reset: minimum,
                    rate_bp,
                })
            })
            .collect();
        Some(JheProgressive {
            label: table.label.clone(),
            unit: Cents::dollars(1),
            meters,
        })
    }
}

impl JheConfig {
    /// A sensible table: six seats, $5–$500 Ante, a $1–$100 Player Bonus, Progressive A at its
    /// minimum meters taking 5% of each wager per meter, a manual shoe fed by a shuffler.
    pub fn standard() -> JheConfig {
        JheConfig {
            seats: 6,
            ante_min: Cents::dollars(5),
            ante_max: Cents::dollars(500),
            player_bonus: Some((Cents::dollars(1), Cents::dollars(100))),
            progressive: JheProgressive::at_minimums("A", 500),
            dealing_method: DealingMethod::ManualShoe,
            dealer_cards: DealerCardsFromShuffler::First,
            shuffler: Shuffler::Automatic,
            payout_limit: None,
            max_boxes_per_player: 1,
        }
    }

    /// The Progressive paytable offered, if any.
    pub fn progressive_table(&self) -> Option<&'static JhePaytable> {
        paytable(JheWager::Progressive, &self.progressive.as_ref()?.label)
    }

    /// The most one player can win in a round at the minimum wagers, the Progressive aside
    /// (001 Ch.12 F(1)): a royal flush wins the Ante, the X-tra Bonus at 500 to 1, a 3× Play and
    /// the Player Bonus at 100 to 1.
    pub fn max_win_at_minimums(&self) -> Cents {
        let ante = self.ante_min;
        let player_bonus = self.player_bonus.map_or(Cents::ZERO, |(min, _)| min);
        let best = |wager: JheWager, stake: Cents| -> Cents {
            paytable(wager, "A")
                .and_then(|t| t.lines.first())
                .and_then(|l| match l.pay {
                    crate::paytable::Pay::ToOne(n) => stake.checked_mul(n as i64).ok(),
                    _ => None,
                })
                .unwrap_or(Cents::ZERO)
        };
        let parts = [
            ante,
            best(JheWager::XtraBonus, ante),
            ante.checked_mul(3).unwrap_or(Cents::ZERO),
            best(JheWager::PlayerBonus, player_bonus),
        ];
        Cents::checked_sum(parts).unwrap_or(Cents(i64::MAX))
    }

    /// Refuses an amount above [`MOST_TABLE_AMOUNT`](crate::money::MOST_TABLE_AMOUNT), naming
    /// the setting (the wager maxima, the payout limit, the Progressive's unit, each meter's
    /// start and reset): within it no round can overflow. Part of [`Self::validate`].
    pub fn check_table_amounts(&self) -> Result<(), String> {
        use crate::money::check_table_amount as most;
        most("Ante maximum", Some(self.ante_max))?;
        most(
            "Player Bonus maximum",
            self.player_bonus.map(|(_, max)| max),
        )?;
        most("payout limit", self.payout_limit)?;
        if let Some(p) = &self.progressive {
            most("Progressive wager", Some(p.unit))?;
            for m in &p.meters {
                most(&format!("{}'s start", m.meter.name()), Some(m.initial))?;
                most(&format!("{}'s reset", m.meter.name()), Some(m.reset))?;
            }
        }
        Ok(())
    }

    /// Checks the configuration against the rules.
    pub fn validate(&self, rules: &JheRules) -> Result<(), Refusal> {
        self.check_table_amounts().map_err(|e| refuse(e, None))?;
        let cite = |c: Citation| Some(c);
        if self.seats == 0 || self.seats > rules.max_positions.value {
            return Err(refuse(
                format!(
                    "a table has 1 to {} player positions",
                    rules.max_positions.value
                ),
                cite(rules.max_positions.citation),
            ));
        }
        if self.ante_min.0 <= 0 || self.ante_max < self.ante_min {
            return Err(refuse(
                "the Ante limits must be positive, the maximum at least the minimum",
                cite(rules.table.wagering.ante_limits),
            ));
        }
        if let Some((min, max)) = self.player_bonus {
            if min.0 <= 0 || max < min {
                return Err(refuse(
                    "the Player Bonus limits must be positive, the maximum at least the minimum",
                    cite(rules.table.wagering.side_limits),
                ));
            }
        }
        if !rules.dealing_methods.value.contains(&self.dealing_method) {
            return Err(refuse(
                format!(
                    "{} is not a dealing method here",
                    self.dealing_method.name()
                ),
                cite(rules.dealing_methods.citation),
            ));
        }
        if self.dealing_method == DealingMethod::Hand && !self.shuffler.is_machine() {
            return Err(refuse(
                "dealing from the hand needs an automated shuffler",
                cite(rules.hand_dealing_needs_shuffler.citation),
            ));
        }
        if self.max_boxes_per_player == 0 || self.max_boxes_per_player > self.seats {
            return Err(refuse(
                "a player may use at least one box and no more than the table has",
                cite(rules.table.adjacent_boxes),
            ));
        }
        if let Some(limit) = self.payout_limit {
            let floor = rules
                .payout_limit_floor
                .value
                .max(self.max_win_at_minimums());
            if limit < floor {
                return Err(refuse(
                    format!("the payout limit may not be set below {floor}"),
                    cite(rules.payout_limit_floor.citation),
                ));
            }
        }
        if let Some(progressive) = &self.progressive {
            let Some(table) = self.progressive_table() else {
                return Err(refuse(
                    format!(
                        "there is no Progressive Paytable {} (A to E)",
                        progressive.label
                    ),
                    cite(Citation::new("001 Ch.12 D(2)–(6)")),
                ));
            };
            if progressive.unit.0 <= 0 {
                return Err(refuse(
                    "the Progressive wager must be positive",
                    cite(Citation::new("001 Ch.7 F(3) (AMB-75)")),
                ));
            }
            for needed in table.meters() {
                let Some(setting) = progressive.meters.iter().find(|m| m.meter == needed) else {
                    return Err(refuse(
                        format!(
                            "Paytable {} pays the {}: it needs its amounts",
                            table.label,
                            needed.name()
                        ),
                        cite(Citation::new("001 Ch.12 E (AMB-74)")),
                    ));
                };
                let (minimum, citation) = meter_minimum(&table.label, needed)
                    .unwrap_or((Cents::ZERO, Citation::new("001 Ch.12 E")));
                if setting.initial < minimum || setting.reset < minimum {
                    return Err(refuse(
                        format!(
                            "Paytable {}'s {} starts and resets at {minimum} at least",
                            table.label,
                            needed.name()
                        ),
                        cite(citation),
                    ));
                }
                if setting.rate_bp > 10_000 {
                    return Err(refuse(
                        format!("the {}'s rate of progression is over 100%", needed.name()),
                        cite(Citation::new("001 Ch.12 E(1) (AMB-75)")),
                    ));
                }
            }
            if let Some(extra) = progressive
                .meters
                .iter()
                .find(|m| !table.meters().contains(&m.meter))
            {
                return Err(refuse(
                    format!("Paytable {} has no {}", table.label, extra.meter.name()),
                    cite(Citation::new("001 Ch.12 D (AMB-74)")),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_table_is_valid_and_its_limit_floor_is_50000() {
        let rules = JheRules::maryland();
        let config = JheConfig::standard();
        config.validate(&rules).unwrap();
        // $5 Ante: $5 + $2,500 (X-tra 500 to 1) + $15 (3× Play) + $100 (Player Bonus $1 at 100 to 1).
        assert_eq!(config.max_win_at_minimums(), Cents::dollars(2_620));
        let mut low = config.clone();
        low.payout_limit = Some(Cents::dollars(49_999));
        let err = low.validate(&rules).unwrap_err();
        assert!(err.message.contains("$50,000"), "{err}");
    }

    #[test]
    fn amounts_above_the_table_bound_are_refused_by_name() {
        let mut config = JheConfig::standard();
        config.check_table_amounts().unwrap();
        config.progressive.as_mut().unwrap().meters[0].reset =
            Cents(crate::money::MOST_TABLE_AMOUNT.0 + 1);
        let refusal = config.check_table_amounts().unwrap_err();
        assert!(
            refusal.starts_with("the Star meter's reset ($1,000,000,000.01)"),
            "{refusal}"
        );
        assert_eq!(
            crate::money::parse_table_amount("1,000,000,000"),
            Ok(crate::money::MOST_TABLE_AMOUNT)
        );
        assert!(crate::money::parse_table_amount("1000000000.01").is_err());
    }

    #[test]
    fn meters_below_their_minimum_or_missing_are_refused_e1_e10() {
        let rules = JheRules::maryland();
        let mut config = JheConfig::standard();
        config.progressive.as_mut().unwrap().meters[0].reset = Cents::dollars(9_999);
        assert!(config
            .validate(&rules)
            .unwrap_err()
            .message
            .contains("Star meter"));
        let mut config = JheConfig::standard();
        config.progressive.as_mut().unwrap().meters.pop();
        assert!(config
            .validate(&rules)
            .unwrap_err()
            .message
            .contains("needs its amounts"));
        let mut config = JheConfig::standard();
        config.progressive = JheProgressive::at_minimums("E", 500);
        assert_eq!(config.progressive.as_ref().unwrap().meters.len(), 5);
        config.validate(&rules).unwrap();
    }
}
