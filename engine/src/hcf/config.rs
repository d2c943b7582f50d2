//! The operator's choices on top of a jurisdiction's rules (RULES.md §0.4): seats, limits,
//! offered wagers and paytables, the progressive's unit and meter, the dealing method.
//! A configuration is validated against the rules before a table opens.

use super::custom::CustomTable;
use super::paytables::{paytable, Pay, Paytable, SideWager};
use super::rules::{
    AdjacentBoxes, DealingMethod, HcfRules, MeterModel, PayoutLimitPolicy, ProgressiveUnit,
};
use crate::citation::Citation;
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
pub use crate::table::Shuffler;
use serde::{Deserialize, Serialize};

/// The progressive as the operator runs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProgressiveConfig {
    /// Paytable label in this jurisdiction.
    pub label: String,
    /// The wager amount (MA: fixed at $1; MD/SD: $1 by default, AMB-12).
    pub unit: Cents,
    /// The meter's starting amount.
    pub seed: Cents,
    /// MD: the amount a 100% award resets to. (MA resets to the secondary meter; SD to seed plus
    /// reserve.)
    pub reset: Cents,
    /// Share of each wager added to the main meter, in basis points (1/100 of a percent).
    pub main_rate_bp: u32,
    /// Share added to the secondary (MA) or reserve (SD) meter, in basis points.
    pub secondary_rate_bp: u32,
}

impl ProgressiveConfig {
    /// The progressive of [`TableConfig::default_for`]: the first paytable at its statutory (or
    /// $10,000) seed.
    pub fn default_for(jurisdiction: Jurisdiction) -> ProgressiveConfig {
        match jurisdiction {
            Jurisdiction::Maryland => ProgressiveConfig {
                label: "A".into(),
                unit: Cents::dollars(1),
                seed: Cents::dollars(30_000),
                reset: Cents::dollars(30_000),
                main_rate_bp: 2000,
                secondary_rate_bp: 0,
            },
            Jurisdiction::Massachusetts => ProgressiveConfig {
                label: "A".into(),
                unit: Cents::dollars(1),
                seed: Cents::dollars(10_000),
                reset: Cents::ZERO,
                main_rate_bp: 2400,
                secondary_rate_bp: 200,
            },
            Jurisdiction::SouthDakota => ProgressiveConfig {
                label: "1".into(),
                unit: Cents::dollars(1),
                seed: Cents::dollars(10_000),
                reset: Cents::dollars(10_000),
                main_rate_bp: 2000,
                secondary_rate_bp: 0,
            },
        }
    }
}

/// Everything the operator decides about one table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableConfig {
    pub jurisdiction: Jurisdiction,
    /// Betting positions at the table.
    pub seats: u8,
    pub ante_min: Cents,
    pub ante_max: Cents,
    /// Limits for the Flush Bonus and Straight Flush Bonus.
    pub side_min: Cents,
    pub side_max: Cents,
    /// Offered Flush Bonus paytable, by label.
    pub flush_bonus: Option<String>,
    /// Offered Straight Flush Bonus paytable, by label.
    pub straight_flush_bonus: Option<String>,
    /// The licensee's amounts for MA SFB Paytable G, 7- to 3-card, "to 1" (AMB-35).
    pub sfb_bonus_amounts: Option<[u32; 5]>,
    pub progressive: Option<ProgressiveConfig>,
    pub dealing_method: DealingMethod,
    pub shuffler: Shuffler,
    /// The per-hand payout limit; `None` uses the jurisdiction's default (MD: the statutory
    /// figure; MA and SD: no limit).
    pub payout_limit: Option<Cents>,
    /// Adjacent boxes one player may play.
    pub max_boxes_per_player: u8,
    /// The user's own copies played instead of the published Flush Bonus or Straight Flush
    /// Bonus table they copy (a practice table; at most one per wager, its base the label
    /// above).
    #[serde(default)]
    pub custom: Vec<CustomTable>,
}

/// Why a configuration was refused.
pub type ConfigError = crate::refusal::Refusal;

fn refuse(message: impl Into<String>, citation: Option<&'static str>) -> ConfigError {
    crate::refusal::refuse(message, citation.map(Citation::new))
}

/// Maryland's statutory minimum initial and reset amounts per progressive paytable
/// (000/002 Ch.12 E(2)(b)).
pub fn md_meter_minimum(label: &str) -> Option<Cents> {
    match label {
        "A" | "B" | "D" => Some(Cents::dollars(30_000)),
        "C" => Some(Cents::dollars(5_000)),
        "E" => Some(Cents::dollars(25_000)),
        _ => None,
    }
}

/// Massachusetts' fixed main/secondary contribution rates in basis points (003 §11(f)).
pub fn ma_contribution_bp(label: &str) -> Option<(u32, u32)> {
    match label {
        "A" => Some((2400, 200)),
        "B" => Some((2300, 200)),
        "C" => Some((2100, 500)),
        "D" => Some((2500, 500)),
        _ => None,
    }
}

impl TableConfig {
    /// Offers Progressive paytable `label` (the jurisdiction's default terms if none was
    /// offered), with what the rules fix for that paytable: Maryland's statutory minimum as the
    /// meter's start and reset (000/002 Ch.12 E(2)(b)) and Massachusetts' contribution rates
    /// (003 §11(f)). The play page and the command line build their tables through it, so
    /// neither applies the rules by jurisdiction itself. The operator's own amounts go on top.
    pub fn offer_progressive(&mut self, label: &str) -> &mut ProgressiveConfig {
        let jurisdiction = self.jurisdiction;
        let p = self
            .progressive
            .get_or_insert_with(|| ProgressiveConfig::default_for(jurisdiction));
        p.label = label.to_string();
        if jurisdiction == Jurisdiction::Maryland {
            if let Some(minimum) = md_meter_minimum(label) {
                p.seed = minimum;
                p.reset = minimum;
            }
        }
        if let Some((main, secondary)) =
            ma_contribution_bp(label).filter(|_| jurisdiction == Jurisdiction::Massachusetts)
        {
            p.main_rate_bp = main;
            p.secondary_rate_bp = secondary;
        }
        p
    }

    /// A sensible table for a jurisdiction: six seats, $5–$500 Ante, $1–$100 bonus wagers, the
    /// first paytable of each wager, the progressive at its statutory (or $10,000) seed, a
    /// manual shoe fed by an automated shuffler.
    pub fn default_for(jurisdiction: Jurisdiction) -> TableConfig {
        let (fb, sfb) = match jurisdiction {
            Jurisdiction::Maryland | Jurisdiction::Massachusetts => ("A", "A"),
            Jurisdiction::SouthDakota => ("1", "1"),
        };
        TableConfig {
            jurisdiction,
            seats: 6,
            ante_min: Cents::dollars(5),
            ante_max: Cents::dollars(500),
            side_min: Cents::dollars(1),
            side_max: Cents::dollars(100),
            flush_bonus: Some(fb.into()),
            straight_flush_bonus: Some(sfb.into()),
            sfb_bonus_amounts: None,
            progressive: Some(ProgressiveConfig::default_for(jurisdiction)),
            dealing_method: DealingMethod::ManualShoe,
            shuffler: Shuffler::Automatic,
            payout_limit: None,
            max_boxes_per_player: 1,
            custom: Vec::new(),
        }
    }

    /// The paytable in force for a side wager, with MA SFB G's operator amounts filled in.
    pub fn paytable(&self, wager: SideWager) -> Option<Paytable> {
        if let Some(custom) = self.custom.iter().find(|c| c.wager == wager) {
            return custom.paytable().ok();
        }
        let label = match wager {
            SideWager::FlushBonus => self.flush_bonus.as_deref()?,
            SideWager::StraightFlushBonus => self.straight_flush_bonus.as_deref()?,
            SideWager::Progressive => self.progressive.as_ref()?.label.as_str(),
        };
        let mut table = paytable(self.jurisdiction, wager, label)?.clone();
        if table.needs_operator_amounts() {
            let amounts = self.sfb_bonus_amounts?;
            for (line, amount) in table.lines.iter_mut().zip(amounts) {
                line.pay = Pay::ToOne(amount);
            }
        }
        Some(table)
    }

    /// The most one player can win in a round betting the table minimums, excluding the
    /// Progressive and Envy Bonus: a seven-card straight flush wins the Ante, a 3× Raise, and
    /// the top lines of the Flush Bonus and Straight Flush Bonus (RULES.md A3.12).
    pub fn max_win_at_minimums(&self) -> Cents {
        let top = |wager| {
            self.paytable(wager)
                .and_then(|t| match t.lines.first()?.pay {
                    Pay::ToOne(n) => Some(n as i64),
                    _ => None,
                })
                .unwrap_or(0)
        };
        let a = self.ante_min.0;
        let fb = if self.flush_bonus.is_some() {
            self.side_min.0 * top(SideWager::FlushBonus)
        } else {
            0
        };
        let sfb = if self.straight_flush_bonus.is_some() {
            self.side_min.0 * top(SideWager::StraightFlushBonus)
        } else {
            0
        };
        Cents(a + 3 * a + fb + sfb)
    }

    /// The per-hand payout limit in force (AMB-16), or `None` when there is none.
    pub fn effective_payout_limit(&self, rules: &HcfRules) -> Option<Cents> {
        match rules.payout_limit.value {
            PayoutLimitPolicy::Statutory { floor } => {
                let statutory = floor.max(self.max_win_at_minimums());
                Some(self.payout_limit.unwrap_or(statutory).max(statutory))
            }
            PayoutLimitPolicy::Optional => self.payout_limit,
            PayoutLimitPolicy::None => None,
        }
    }

    /// Refuses an amount above [`MOST_TABLE_AMOUNT`](crate::money::MOST_TABLE_AMOUNT), naming
    /// the setting (the wager maxima, the payout limit, the Progressive's unit, seed and reset):
    /// within it no round can overflow. Part of [`Self::validate`].
    pub fn check_table_amounts(&self) -> Result<(), String> {
        use crate::money::check_table_amount as most;
        most("Ante maximum", Some(self.ante_max))?;
        most("bonus-wager maximum", Some(self.side_max))?;
        most("payout limit", self.payout_limit)?;
        if let Some(p) = &self.progressive {
            most("Progressive wager", Some(p.unit))?;
            most("meter's seed", Some(p.seed))?;
            most("meter's reset", Some(p.reset))?;
        }
        Ok(())
    }

    /// Checks the configuration against the jurisdiction's rules.
    pub fn validate(&self) -> Result<HcfRules, ConfigError> {
        self.check_table_amounts().map_err(|e| refuse(e, None))?;
        let rules = HcfRules::of(self.jurisdiction);
        let j = self.jurisdiction;
        if self.seats == 0 || self.seats > rules.max_positions.value {
            return Err(refuse(
                format!(
                    "a table has 1 to {} betting positions",
                    rules.max_positions.value
                ),
                Some(rules.max_positions.citation.as_str()),
            ));
        }
        if self.ante_min.0 <= 0 || self.ante_max < self.ante_min {
            return Err(refuse(
                "the Ante minimum must be positive and no more than the maximum",
                None,
            ));
        }
        if self.side_min.0 <= 0 || self.side_max < self.side_min {
            return Err(refuse(
                "the bonus-wager minimum must be positive and no more than the maximum",
                None,
            ));
        }
        for (label, wager) in [
            (&self.flush_bonus, SideWager::FlushBonus),
            (&self.straight_flush_bonus, SideWager::StraightFlushBonus),
        ] {
            if let Some(label) = label {
                if paytable(j, wager, label).is_none() {
                    return Err(refuse(
                        format!("{} has no {} paytable '{label}'", j.name(), wager.name()),
                        None,
                    ));
                }
            }
        }
        for (i, custom) in self.custom.iter().enumerate() {
            let offered = match custom.wager {
                SideWager::FlushBonus => self.flush_bonus.as_deref(),
                SideWager::StraightFlushBonus => self.straight_flush_bonus.as_deref(),
                SideWager::Progressive => None,
            };
            custom
                .paytable()
                .map_err(|e| refuse(format!("your table '{}': {e}", custom.name), None))?;
            if custom.jurisdiction != j || offered != Some(custom.base.as_str()) {
                return Err(refuse(
                    format!(
                        "your table '{}' copies {} {} {}, which this table does not offer",
                        custom.name,
                        custom.jurisdiction.code(),
                        custom.wager.name(),
                        custom.base
                    ),
                    None,
                ));
            }
            if self.custom[..i].iter().any(|c| c.wager == custom.wager) {
                return Err(refuse(
                    format!("one {} table at a time", custom.wager.name()),
                    None,
                ));
            }
        }
        let sfb_needs_amounts = self
            .straight_flush_bonus
            .as_deref()
            .and_then(|l| paytable(j, SideWager::StraightFlushBonus, l))
            .is_some_and(Paytable::needs_operator_amounts)
            && !self
                .custom
                .iter()
                .any(|c| c.wager == SideWager::StraightFlushBonus);
        match (sfb_needs_amounts, self.sfb_bonus_amounts) {
            (true, None) => {
                return Err(refuse(
                    "Straight Flush Bonus paytable G reads \"Bonus\": the licensee must set its amounts first",
                    Some("003 §11(g) (AMB-35)"),
                ))
            }
            (false, Some(_)) => return Err(refuse("bonus amounts can only be set for Massachusetts Straight Flush Bonus G", None)),
            (true, Some(amounts)) if amounts.contains(&0) => {
                return Err(refuse("every \"Bonus\" amount must be at least 1 to 1", None))
            }
            _ => {}
        }
        if let Some(p) = &self.progressive {
            if paytable(j, SideWager::Progressive, &p.label).is_none() {
                return Err(refuse(
                    format!("{} has no Progressive paytable '{}'", j.name(), p.label),
                    None,
                ));
            }
            match rules.progressive_unit.value {
                ProgressiveUnit::Fixed(unit) if p.unit != unit => {
                    return Err(refuse(
                        format!("the Progressive wager is fixed at {unit}"),
                        Some(rules.progressive_unit.citation.as_str()),
                    ))
                }
                _ if p.unit.0 <= 0 => {
                    return Err(refuse("the Progressive wager must be positive", None))
                }
                _ => {}
            }
            if p.main_rate_bp + p.secondary_rate_bp > 10_000 {
                return Err(refuse(
                    "meter contributions cannot exceed 100% of the wager",
                    None,
                ));
            }
            match rules.meter.value {
                MeterModel::OperatorSeedWithMinimum => {
                    let minimum = md_meter_minimum(&p.label).unwrap_or(Cents::ZERO);
                    if p.seed < minimum || p.reset < minimum {
                        return Err(refuse(
                            format!("Paytable {}'s initial and reset amounts must be at least {minimum}", p.label),
                            Some("000/002 Ch.12 E(2)(b)"),
                        ));
                    }
                    if p.secondary_rate_bp != 0 {
                        return Err(refuse(
                            "Maryland has no secondary meter",
                            Some("000/002 Ch.12 E(2)"),
                        ));
                    }
                }
                MeterModel::MainAndSecondary { start } => {
                    if p.seed != start {
                        return Err(refuse(
                            format!("the meter starts at {start}"),
                            Some("003 §11(f)"),
                        ));
                    }
                    if ma_contribution_bp(&p.label) != Some((p.main_rate_bp, p.secondary_rate_bp)) {
                        let (main, secondary) = ma_contribution_bp(&p.label).unwrap_or_default();
                        return Err(refuse(
                            format!(
                                "Paytable {} contributes {}% to the main meter and {}% to the secondary",
                                p.label,
                                main as f64 / 100.0,
                                secondary as f64 / 100.0
                            ),
                            Some("003 §11(f)"),
                        ));
                    }
                }
                MeterModel::SeedPlusReserve => {
                    if p.seed.0 <= 0 {
                        return Err(refuse(
                            "the meter needs a seed amount",
                            Some("004 (12) tail (e) (AMB-57)"),
                        ));
                    }
                }
            }
        }
        if !rules.dealing_methods.value.contains(&self.dealing_method) {
            return Err(refuse(
                format!(
                    "{} does not provide for {}",
                    j.name(),
                    super::rules::method_name(self.dealing_method)
                ),
                Some(rules.dealing_methods.citation.as_str()),
            ));
        }
        if self.dealing_method == DealingMethod::Hand
            && rules.hand_dealing_needs_shuffler.value
            && !self.shuffler.is_machine()
        {
            return Err(refuse(
                "dealing from the hand requires an automated shuffler",
                Some(rules.hand_dealing_needs_shuffler.citation.as_str()),
            ));
        }
        match (rules.payout_limit.value, self.payout_limit) {
            (PayoutLimitPolicy::Statutory { floor }, Some(limit)) => {
                let statutory = floor.max(self.max_win_at_minimums());
                if limit < statutory {
                    return Err(refuse(
                        format!("the payout limit may not be set below {statutory}"),
                        Some("000/002 Ch.12 D (AMB-16)"),
                    ));
                }
            }
            (PayoutLimitPolicy::None, Some(_)) => {
                return Err(refuse(
                    "South Dakota's rules provide no payout limit",
                    Some("004 (A3.12)"),
                ))
            }
            (_, Some(limit)) if limit.0 <= 0 => {
                return Err(refuse("the payout limit must be positive", None))
            }
            _ => {}
        }
        let max_boxes = match rules.adjacent_boxes.value {
            AdjacentBoxes::OperatorSets => self.seats,
            AdjacentBoxes::UpTo(n) => n,
            AdjacentBoxes::NotStated => 1,
        };
        if self.max_boxes_per_player == 0 || self.max_boxes_per_player > max_boxes {
            return Err(refuse(
                format!("one player may use 1 to {max_boxes} adjacent boxes here"),
                Some(rules.adjacent_boxes.citation.as_str()),
            ));
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Maryland's statutory meter minimum and Massachusetts' contribution rates come with the
    /// paytable offered, wherever the table is built (000/002 Ch.12 E(2)(b); 003 §11(f)).
    #[test]
    fn an_offered_progressive_carries_the_terms_the_rules_fix_for_its_paytable() {
        let mut md = TableConfig::default_for(Jurisdiction::Maryland);
        md.progressive = None;
        let p = md.offer_progressive("C");
        assert_eq!(
            (p.label.as_str(), p.seed, p.reset),
            ("C", Cents::dollars(5_000), Cents::dollars(5_000))
        );
        md.validate().unwrap();
        let mut ma = TableConfig::default_for(Jurisdiction::Massachusetts);
        let p = ma.offer_progressive("D");
        assert_eq!((p.main_rate_bp, p.secondary_rate_bp), (2500, 500));
        assert_eq!(
            p.seed,
            Cents::dollars(10_000),
            "no statutory minimum outside Maryland"
        );
        ma.validate().unwrap();
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota);
        let p = sd.offer_progressive("2");
        assert_eq!((p.seed, p.main_rate_bp), (Cents::dollars(10_000), 2000));
    }

    #[test]
    fn defaults_are_valid_everywhere() {
        for j in Jurisdiction::ALL {
            TableConfig::default_for(j).validate().unwrap();
        }
    }

    #[test]
    fn md_payout_limit_is_the_statutory_figure_by_default() {
        // RULES.md A3.12 example: FB A (300) and SFB A (8,000) at $5 minimums: max win $41,520,
        // so the limit is $50,000.
        let mut c = TableConfig::default_for(Jurisdiction::Maryland);
        c.side_min = Cents::dollars(5);
        assert_eq!(c.max_win_at_minimums(), Cents::dollars(41_520));
        let rules = c.validate().unwrap();
        assert_eq!(
            c.effective_payout_limit(&rules),
            Some(Cents::dollars(50_000))
        );
        // $10 minimums: 10 + 30 + 3,000 + 80,000 = $83,040 exceeds $50,000.
        c.ante_min = Cents::dollars(10);
        c.side_min = Cents::dollars(10);
        assert_eq!(
            c.effective_payout_limit(&rules),
            Some(Cents::dollars(83_040))
        );
        c.payout_limit = Some(Cents::dollars(60_000));
        assert!(c.validate().unwrap_err().message.contains("below $83,040"));
        c.payout_limit = Some(Cents::dollars(100_000));
        assert_eq!(
            c.effective_payout_limit(&c.validate().unwrap()),
            Some(Cents::dollars(100_000))
        );
    }

    #[test]
    fn refuses_what_the_rules_forbid() {
        let mut ma = TableConfig::default_for(Jurisdiction::Massachusetts);
        ma.progressive.as_mut().unwrap().unit = Cents::dollars(5);
        assert!(ma.validate().unwrap_err().message.contains("fixed at $1"));
        let mut ma = TableConfig::default_for(Jurisdiction::Massachusetts);
        ma.straight_flush_bonus = Some("G".into());
        assert!(ma
            .validate()
            .unwrap_err()
            .message
            .contains("must set its amounts"));
        ma.sfb_bonus_amounts = Some([1000, 200, 100, 50, 9]);
        ma.validate().unwrap();
        assert_eq!(
            ma.paytable(SideWager::StraightFlushBonus).unwrap().lines[4].pay,
            Pay::ToOne(9)
        );
        let mut md = TableConfig::default_for(Jurisdiction::Maryland);
        md.progressive.as_mut().unwrap().seed = Cents::dollars(20_000);
        assert!(md
            .validate()
            .unwrap_err()
            .message
            .contains("at least $30,000"));
        let mut md = TableConfig::default_for(Jurisdiction::Maryland);
        md.dealing_method = DealingMethod::Hand;
        md.shuffler = Shuffler::ByHand;
        assert!(md
            .validate()
            .unwrap_err()
            .message
            .contains("requires an automated shuffler"));
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota);
        sd.dealing_method = DealingMethod::Hand;
        assert!(sd.validate().is_err());
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota);
        sd.payout_limit = Some(Cents::dollars(50_000));
        assert!(sd.validate().is_err());
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota);
        sd.flush_bonus = Some("8".into());
        assert!(sd
            .validate()
            .unwrap_err()
            .message
            .contains("no Flush Bonus paytable '8'"));
        let mut ma = TableConfig::default_for(Jurisdiction::Massachusetts);
        ma.max_boxes_per_player = 4;
        assert!(ma.validate().is_err());
        ma.max_boxes_per_player = 3;
        ma.validate().unwrap();
    }
}
