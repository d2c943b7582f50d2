//! The progressive meter: contributions, percentage awards and resets, per jurisdiction
//! (RULES.md A3.13; AMB-23 for Maryland, AMB-38 for Massachusetts, AMB-57 for South Dakota).

use super::config::ProgressiveConfig;
use super::rules::MeterModel;
use crate::citation::Citation;
use crate::money::{Cents, Overflow};
use serde::{Deserialize, Serialize};

/// The meter's state. `secondary` is Massachusetts' secondary meter or South Dakota's reserve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meter {
    pub main: Cents,
    pub secondary: Cents,
}

/// What one wager put on the meters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Contribution {
    pub main: Cents,
    pub secondary: Cents,
}

/// A percentage award taken off the meter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct MeterAward {
    pub amount: Cents,
    /// The meter was reset (a 100% award).
    pub reset: bool,
    pub citation: Citation,
}

impl Meter {
    /// A new meter at the configured seed.
    pub fn seeded(config: &ProgressiveConfig) -> Meter {
        Meter {
            main: config.seed,
            secondary: Cents::ZERO,
        }
    }

    /// Adds one wager's contribution (floored to whole cents).
    pub fn contribute(
        &mut self,
        wager: Cents,
        config: &ProgressiveConfig,
    ) -> Result<Contribution, Overflow> {
        let contribution = Contribution {
            main: wager.checked_mul_div(config.main_rate_bp as i64, 10_000)?,
            secondary: wager.checked_mul_div(config.secondary_rate_bp as i64, 10_000)?,
        };
        self.main = self.main.checked_add(contribution.main)?;
        self.secondary = self.secondary.checked_add(contribution.secondary)?;
        Ok(contribution)
    }

    /// Takes back a contribution (the round was void and the wager returned).
    pub fn withdraw(&mut self, contribution: Contribution) -> Result<(), Overflow> {
        self.main = self.main.checked_sub(contribution.main)?;
        self.secondary = self.secondary.checked_sub(contribution.secondary)?;
        Ok(())
    }

    /// Pays `percent` of the main meter as it stands now and deducts it; a 100% award resets
    /// the meter as the jurisdiction says.
    pub fn award(
        &mut self,
        percent: u8,
        model: MeterModel,
        config: &ProgressiveConfig,
    ) -> Result<MeterAward, Overflow> {
        let amount = self.main.checked_mul_div(percent as i64, 100)?;
        self.main = self.main.checked_sub(amount)?;
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
                self.main = config.reset;
                "000/002 Ch.12 E(2)(b), E(3) (AMB-23)"
            }
            MeterModel::MainAndSecondary { .. } => {
                self.main = self.secondary;
                self.secondary = Cents::ZERO;
                "003 §11(f) (AMB-38)"
            }
            MeterModel::SeedPlusReserve => {
                self.main = config.seed.checked_add(self.secondary)?;
                self.secondary = Cents::ZERO;
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
        assert_eq!(meter.main, Cents::dollars(10_240));
        assert_eq!(meter.secondary, Cents::dollars(20));
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
        assert_eq!(meter.main, Cents::dollars(9_216));
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
            Meter {
                main: Cents::dollars(20),
                secondary: Cents::ZERO
            }
        );
    }

    #[test]
    fn maryland_and_south_dakota_resets() {
        let md = TableConfig::default_for(Jurisdiction::Maryland)
            .progressive
            .unwrap();
        let mut meter = Meter {
            main: Cents::dollars(41_000),
            secondary: Cents::ZERO,
        };
        assert_eq!(
            meter
                .award(100, MeterModel::OperatorSeedWithMinimum, &md)
                .unwrap()
                .amount,
            Cents::dollars(41_000)
        );
        assert_eq!(meter.main, md.reset);
        let mut sd = TableConfig::default_for(Jurisdiction::SouthDakota)
            .progressive
            .unwrap();
        sd.secondary_rate_bp = 100;
        let mut meter = Meter::seeded(&sd);
        meter.contribute(Cents::dollars(100), &sd).unwrap();
        assert_eq!(meter.secondary, Cents::dollars(1));
        meter.award(100, MeterModel::SeedPlusReserve, &sd).unwrap();
        assert_eq!(
            meter,
            Meter {
                main: Cents::dollars(10_001),
                secondary: Cents::ZERO
            }
        );
    }
}
