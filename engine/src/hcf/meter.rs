//! The progressive meter: contributions, percentage awards and resets, per jurisdiction
//! (RULES.md A3.13; AMB-23 for Maryland, AMB-38 for Massachusetts, AMB-57 for South Dakota).

use super::config::ProgressiveConfig;
use super::rules::MeterModel;
use crate::citation::Citation;
use crate::meters::MeterBank;
use crate::meters::MeterName::{Main, Secondary};
use crate::money::{Cents, Overflow};
use serde::Serialize;

/// High Card Flush's meters: the main meter, and Massachusetts' secondary meter or South
/// Dakota's reserve ([`MeterName::Secondary`]).
pub type Meter = MeterBank;

/// What one wager put on the meters.
pub type Contribution = MeterBank;

/// A percentage award taken off the meter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MeterAward {
    pub amount: Cents,
    /// The meter was reset (a 100% award).
    pub reset: bool,
    pub citation: Citation,
}

/// How High Card Flush's progressive runs its meters (A3.13).
pub trait ProgressiveMeter: Sized {
    /// A new meter at the configured seed.
    fn seeded(config: &ProgressiveConfig) -> Self;
    /// Adds one wager's contribution (floored to whole cents).
    fn contribute(
        &mut self,
        wager: Cents,
        config: &ProgressiveConfig,
    ) -> Result<Contribution, Overflow>;
    /// Takes back a contribution (the round was void and the wager returned).
    fn withdraw(&mut self, contribution: Contribution) -> Result<(), Overflow>;
    /// Pays `percent` of the main meter as it stands now and deducts it; a 100% award resets
    /// the meter as the jurisdiction says.
    fn award(
        &mut self,
        percent: u8,
        model: MeterModel,
        config: &ProgressiveConfig,
    ) -> Result<MeterAward, Overflow>;
}

impl ProgressiveMeter for Meter {
    fn seeded(config: &ProgressiveConfig) -> Meter {
        MeterBank::of(&[(Main, config.seed), (Secondary, Cents::ZERO)])
    }

    fn contribute(
        &mut self,
        wager: Cents,
        config: &ProgressiveConfig,
    ) -> Result<Contribution, Overflow> {
        let contribution = MeterBank::of(&[
            (
                Main,
                wager.checked_mul_div(config.main_rate_bp as i64, 10_000)?,
            ),
            (
                Secondary,
                wager.checked_mul_div(config.secondary_rate_bp as i64, 10_000)?,
            ),
        ]);
        self.add_bank(&contribution)?;
        Ok(contribution)
    }

    fn withdraw(&mut self, contribution: Contribution) -> Result<(), Overflow> {
        self.sub_bank(&contribution)
    }

    fn award(
        &mut self,
        percent: u8,
        model: MeterModel,
        config: &ProgressiveConfig,
    ) -> Result<MeterAward, Overflow> {
        let amount = self.get(Main).checked_mul_div(percent as i64, 100)?;
        self.set(Main, self.get(Main).checked_sub(amount)?);
        if percent < 100 {
            let citation = match model {
                MeterModel::OperatorSeedWithMinimum => "000/002 Ch.12 E(3) (AMB-23)",
                MeterModel::MainAndSecondary { .. } => "003 §11(f)",
                MeterModel::SeedPlusReserve => "004 (12) tail (a), (e)",
            };
            return Ok(MeterAward {
                amount,
                reset: false,
                citation: Citation::new(citation),
            });
        }
        let citation = match model {
            MeterModel::OperatorSeedWithMinimum => {
                self.set(Main, config.reset);
                "000/002 Ch.12 E(2)(b), E(3) (AMB-23)"
            }
            MeterModel::MainAndSecondary { .. } => {
                self.set(Main, self.get(Secondary));
                self.set(Secondary, Cents::ZERO);
                "003 §11(f) (AMB-38)"
            }
            MeterModel::SeedPlusReserve => {
                self.set(Main, config.seed.checked_add(self.get(Secondary))?);
                self.set(Secondary, Cents::ZERO);
                "004 (12) tail (e) (AMB-57)"
            }
        };
        Ok(MeterAward {
            amount,
            reset: true,
            citation: Citation::new(citation),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hcf::config::TableConfig;
    use crate::jurisdiction::Jurisdiction;

    #[test]
    fn massachusetts_resets_to_the_secondary_meter() {
        // AMB-38: $1 wager on A adds 24¢ main and 2¢ secondary; a 100% award resets main to the
        // secondary, which may be below the $10,000 start.
        let config = TableConfig::default_for(Jurisdiction::Massachusetts)
            .progressive
            .unwrap();
        let mut meter = Meter::seeded(&config);
        for _ in 0..1000 {
            meter.contribute(Cents::dollars(1), &config).unwrap();
        }
        assert_eq!(meter.get(Main), Cents::dollars(10_240));
        assert_eq!(meter.get(Secondary), Cents::dollars(20));
        let ten = meter
            .award(
                10,
                MeterModel::MainAndSecondary {
                    start: Cents::dollars(10_000),
                },
                &config,
            )
            .unwrap();
        assert_eq!(ten.amount, Cents::dollars(1_024));
        assert_eq!(meter.get(Main), Cents::dollars(9_216));
        let all = meter
            .award(
                100,
                MeterModel::MainAndSecondary {
                    start: Cents::dollars(10_000),
                },
                &config,
            )
            .unwrap();
        assert_eq!(all.amount, Cents::dollars(9_216));
        assert_eq!(
            meter,
            MeterBank::of(&[(Main, Cents::dollars(20)), (Secondary, Cents::ZERO)])
        );
    }

    #[test]
    fn maryland_and_south_dakota_resets() {
        let md = TableConfig::default_for(Jurisdiction::Maryland)
            .progressive
            .unwrap();
        let mut meter = MeterBank::of(&[(Main, Cents::dollars(41_000)), (Secondary, Cents::ZERO)]);
        assert_eq!(
            meter
                .award(100, MeterModel::OperatorSeedWithMinimum, &md)
                .unwrap()
                .amount,
            Cents::dollars(41_000)
        );
        assert_eq!(meter.get(Main), md.reset);
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota)
            .progressive
            .unwrap();
        sd.secondary_rate_bp = 100;
        let mut meter = Meter::seeded(&sd);
        meter.contribute(Cents::dollars(100), &sd).unwrap();
        assert_eq!(meter.get(Secondary), Cents::dollars(1));
        meter.award(100, MeterModel::SeedPlusReserve, &sd).unwrap();
        assert_eq!(
            meter,
            MeterBank::of(&[(Main, Cents::dollars(10_001)), (Secondary, Cents::ZERO)])
        );
    }
}
