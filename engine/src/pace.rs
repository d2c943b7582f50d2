//! Pace and the table test, as a dealer school sets them: time targets per skill (defaults from
//! published standards, editable by the instructor), a timed table test of N dealer-mode rounds
//! from one seed, and its scoring by a configurable rubric (weights and pass mark) into a result
//! sheet fit for a student's file. Game-neutral: the rounds are any game's dealer-mode runs.
//!
//! Defaults and where they come from:
//! - a payout in under 30 s and 20 chips run down in under 10 s: a Maryland community college's
//!   blackjack badge (issue 35);
//! - pass mark 80 %: the dealer-school grading the issue cites (70 % performance, 30 % written,
//!   80 % to pass); the table test is the performance part, so it is scored on its own;
//! - a dealt card in 2 s and a round in 4 minutes, and the rubric's weights (procedure 35,
//!   payouts 35, pace 15, mispay cost 15) with a $100 mispay tolerance: this product's defaults,
//!   no standard found gives them.

use crate::chips::Mispay;
use crate::money::Cents;
use crate::table::dealer_mode::{Level, Score};
use serde::{Deserialize, Serialize};

/// Time targets, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaceTargets {
    /// One payout (settling one wager).
    pub payout_ms: u64,
    /// Running down (counting) 20 chips.
    pub run_down_20_ms: u64,
    /// One card (or stack) dealt.
    pub deal_ms: u64,
    /// One whole round.
    pub round_ms: u64,
}

impl Default for PaceTargets {
    fn default() -> PaceTargets {
        PaceTargets {
            payout_ms: 30_000,
            run_down_20_ms: 10_000,
            deal_ms: 2_000,
            round_ms: 240_000,
        }
    }
}

impl PaceTargets {
    /// Every target by name, with its value: what an instructor's form lists.
    pub fn fields(&self) -> [(&'static str, u64); 4] {
        [
            ("payout", self.payout_ms),
            ("run-down-20", self.run_down_20_ms),
            ("deal", self.deal_ms),
            ("round", self.round_ms),
        ]
    }

    /// Sets a target from seconds as typed ("30", "7.5"); refused with what was wrong.
    pub fn set(&mut self, name: &str, seconds: &str) -> Result<(), String> {
        let value: f64 = seconds
            .trim()
            .parse()
            .map_err(|_| format!("'{}' is not a number of seconds", seconds.trim()))?;
        if !value.is_finite() || value <= 0.0 || value > 3_600.0 {
            return Err(format!(
                "a target is more than 0 and at most 3600 seconds, not {value}"
            ));
        }
        let ms = (value * 1000.0).round() as u64;
        match name {
            "payout" => self.payout_ms = ms,
            "run-down-20" => self.run_down_20_ms = ms,
            "deal" => self.deal_ms = ms,
            "round" => self.round_ms = ms,
            other => return Err(format!("no target is called '{other}'")),
        }
        Ok(())
    }

    /// Refuses targets a form would refuse ([`PaceTargets::set`]): each more than 0 and at most
    /// an hour. What a saved set of targets is checked with.
    pub fn check(&self) -> Result<(), String> {
        for (name, ms) in self.fields() {
            if ms == 0 || ms > 3_600_000 {
                return Err(format!(
                    "the {name} target is more than 0 and at most 3600 seconds, not {}",
                    ms as f64 / 1000.0
                ));
            }
        }
        Ok(())
    }

    /// A skill's time target (by the skill ids of [`crate::skills`]): payouts and deals have
    /// one; the rest are judged on accuracy alone.
    pub fn for_skill(&self, skill: &str) -> Option<u64> {
        if skill.starts_with("settle:") {
            Some(self.payout_ms)
        } else if skill == "step:deal-order" {
            Some(self.deal_ms)
        } else if skill == "chips:run-down" {
            Some(self.run_down_20_ms)
        } else {
            None
        }
    }
}

/// How a table test is scored: each criterion's weight and the pass mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rubric {
    pub procedure: u32,
    pub payouts: u32,
    pub pace: u32,
    pub mispay: u32,
    /// The total, in percent, that passes.
    pub pass_mark: u32,
    /// The mispay cost at which the mispay criterion scores nothing (it falls in proportion).
    pub mispay_tolerance: Cents,
}

impl Default for Rubric {
    fn default() -> Rubric {
        Rubric {
            procedure: 35,
            payouts: 35,
            pace: 15,
            mispay: 15,
            pass_mark: 80,
            mispay_tolerance: Cents::dollars(100),
        }
    }
}

impl Rubric {
    /// Refuses a rubric that cannot score: no weight at all, a pass mark over 100, a
    /// tolerance that is not positive.
    pub fn check(&self) -> Result<(), String> {
        if self.procedure + self.payouts + self.pace + self.mispay == 0 {
            return Err("the rubric's weights are all zero".into());
        }
        if self.pass_mark > 100 {
            return Err(format!(
                "the pass mark is a percentage, not {}",
                self.pass_mark
            ));
        }
        if self.mispay_tolerance.0 <= 0 {
            return Err("the mispay tolerance must be more than $0".into());
        }
        Ok(())
    }
}

/// A table test: N rounds dealt from one seed at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TableTest {
    pub seed: u64,
    pub rounds: u32,
    pub level: Level,
}

/// The most rounds one test has.
pub const MOST_ROUNDS: u32 = 100;

impl TableTest {
    pub fn new(seed: u64, rounds: u32, level: Level) -> Result<TableTest, String> {
        if rounds == 0 || rounds > MOST_ROUNDS {
            return Err(format!(
                "a table test has 1 to {MOST_ROUNDS} rounds, not {rounds}"
            ));
        }
        Ok(TableTest {
            seed,
            rounds,
            level,
        })
    }

    /// Each round's seed (for the game's `dealer_round`): the same test gives the same rounds.
    pub fn round_seeds(&self) -> Vec<u64> {
        (0..self.rounds as u64)
            .map(|i| {
                self.seed
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .wrapping_add(i.wrapping_mul(0xBF58_476D_1CE4_E5B9))
                    ^ i
            })
            .collect()
    }
}

/// One round of a table test as the student dealt it.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct RoundResult {
    /// Dealer mode's score of the round.
    pub score: Score,
    /// The times taken on its payouts.
    pub payout_millis: Vec<u64>,
    /// The whole round's time, when timed.
    pub round_millis: Option<u64>,
    /// The chip payouts graded wrong: each one's cost and who bore it.
    pub mispays: Vec<Mispay>,
}

/// One criterion on the sheet.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SheetLine {
    pub criterion: &'static str,
    /// What was measured, in words.
    pub measured: String,
    pub percent: f64,
    pub weight: u32,
}

/// A scored table test.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ResultSheet {
    pub test: TableTest,
    pub rubric: Rubric,
    pub targets: PaceTargets,
    pub lines: Vec<SheetLine>,
    /// The weighted total, in percent.
    pub total: f64,
    pub passed: bool,
    pub mispay_cost: Cents,
    pub rounds: Vec<RoundResult>,
}

impl ResultSheet {
    /// Scores a test's rounds by a rubric against the targets.
    pub fn score(
        test: TableTest,
        rubric: Rubric,
        targets: PaceTargets,
        rounds: Vec<RoundResult>,
    ) -> Result<ResultSheet, String> {
        rubric.check()?;
        let mut score = Score::default();
        for r in &rounds {
            score.add(&r.score);
        }
        let payout_times: Vec<u64> = rounds
            .iter()
            .flat_map(|r| r.payout_millis.iter().copied())
            .collect();
        let round_times: Vec<u64> = rounds.iter().filter_map(|r| r.round_millis).collect();
        let on_pace = payout_times
            .iter()
            .filter(|&&t| t <= targets.payout_ms)
            .count()
            + round_times
                .iter()
                .filter(|&&t| t <= targets.round_ms)
                .count();
        let timed = payout_times.len() + round_times.len();
        let pace = if timed == 0 {
            100.0
        } else {
            100.0 * on_pace as f64 / timed as f64
        };
        let mispay_cost =
            Cents::checked_sum(rounds.iter().flat_map(|r| r.mispays.iter().map(|m| m.cost)))
                .map_err(|_| "the mispays' total is too large".to_string())?;
        let mispay =
            100.0 * (1.0 - mispay_cost.0 as f64 / rubric.mispay_tolerance.0 as f64).clamp(0.0, 1.0);
        let lines = vec![
            SheetLine {
                criterion: "Procedure",
                measured: format!(
                    "{} of {} steps right first time",
                    score.procedure_right, score.procedure_total
                ),
                percent: score.procedure_percent(),
                weight: rubric.procedure,
            },
            SheetLine {
                criterion: "Payouts",
                measured: format!(
                    "{} of {} payouts right first time",
                    score.payouts_right, score.payouts_total
                ),
                percent: score.payout_percent(),
                weight: rubric.payouts,
            },
            SheetLine {
                criterion: "Pace",
                measured: format!(
                    "{on_pace} of {timed} timed tasks within target ({} s a payout, {} s a round)",
                    targets.payout_ms as f64 / 1000.0,
                    targets.round_ms as f64 / 1000.0
                ),
                percent: pace,
                weight: rubric.pace,
            },
            SheetLine {
                criterion: "Mispay cost",
                measured: format!(
                    "{mispay_cost} mispaid (nothing scored at {})",
                    rubric.mispay_tolerance
                ),
                percent: mispay,
                weight: rubric.mispay,
            },
        ];
        let weights: u32 = lines.iter().map(|l| l.weight).sum();
        let total = lines
            .iter()
            .map(|l| l.percent * l.weight as f64)
            .sum::<f64>()
            / weights as f64;
        Ok(ResultSheet {
            test,
            rubric,
            targets,
            lines,
            total,
            // Compared in tenths of a percent, so 79.99… shown as 80.0 does not pass by rounding.
            passed: (total * 10.0).round() >= (rubric.pass_mark * 10) as f64,
            mispay_cost,
            rounds,
        })
    }

    /// The sheet as printable text: who, which test, each criterion, the total and the verdict.
    pub fn text(&self, student: &str, game: &str, date: &str) -> String {
        let mut out = format!(
            "TABLE TEST RESULT\nStudent: {student}\nGame: {game}\nDate: {date}\nTest: {} rounds from seed {}, {}\n\n",
            self.test.rounds,
            self.test.seed,
            self.test.level.name()
        );
        for l in &self.lines {
            out.push_str(&format!(
                "{:<12} {:>6.1} %  weight {:>3}  {}\n",
                l.criterion, l.percent, l.weight, l.measured
            ));
        }
        out.push_str(&format!(
            "\nTotal: {:.1} % (pass mark {} %): {}\n",
            self.total,
            self.rubric.pass_mark,
            if self.passed {
                "PASS"
            } else {
                "NOT YET PASSED"
            }
        ));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chips::Party;

    fn round(right: usize, of: usize, times: &[u64], mispays: Vec<Mispay>) -> RoundResult {
        RoundResult {
            score: Score {
                procedure_right: 10,
                procedure_total: 10,
                payouts_right: right,
                payouts_total: of,
                ..Score::default()
            },
            payout_millis: times.to_vec(),
            round_millis: None,
            mispays,
        }
    }

    #[test]
    fn scored_by_the_rubric() {
        let test = TableTest::new(7, 2, Level::FullProcedure).unwrap();
        let rounds = vec![
            round(4, 4, &[10_000, 20_000], vec![]),
            round(
                3,
                4,
                &[40_000, 5_000],
                vec![Mispay {
                    cost: Cents::dollars(25),
                    borne_by: Party::House,
                }],
            ),
        ];
        let sheet =
            ResultSheet::score(test, Rubric::default(), PaceTargets::default(), rounds).unwrap();
        // Procedure 100, payouts 7/8 = 87.5, pace 3/4 = 75, mispay 1 − 25/100 = 75:
        // (35·100 + 35·87.5 + 15·75 + 15·75) / 100 = 88.125.
        let percents: Vec<f64> = sheet.lines.iter().map(|l| l.percent).collect();
        assert_eq!(percents, vec![100.0, 87.5, 75.0, 75.0]);
        assert!((sheet.total - 88.125).abs() < 1e-9);
        assert!(sheet.passed);
        assert_eq!(sheet.mispay_cost, Cents::dollars(25));
        let strict = Rubric {
            pass_mark: 90,
            ..Rubric::default()
        };
        let failed =
            ResultSheet::score(test, strict, PaceTargets::default(), sheet.rounds.clone()).unwrap();
        assert!(!failed.passed);
        assert!(failed
            .text("A. Student", "High Card Flush", "2026-11-28")
            .contains("NOT YET PASSED"));
    }

    #[test]
    fn seeds_targets_and_refusals() {
        let test = TableTest::new(1, 5, Level::PayoutsOnly).unwrap();
        let seeds = test.round_seeds();
        assert_eq!(seeds, test.round_seeds());
        let mut distinct = seeds.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 5);
        assert!(TableTest::new(1, 0, Level::PayoutsOnly).is_err());
        let mut targets = PaceTargets::default();
        assert_eq!(targets.for_skill("settle:flush-bonus"), Some(30_000));
        targets.set("payout", "7.5").unwrap();
        assert_eq!(targets.payout_ms, 7_500);
        assert!(targets
            .set("payout", "-1")
            .unwrap_err()
            .contains("more than 0"));
        assert!(targets
            .set("shuffle", "5")
            .unwrap_err()
            .contains("'shuffle'"));
        let zero = Rubric {
            procedure: 0,
            payouts: 0,
            pace: 0,
            mispay: 0,
            ..Rubric::default()
        };
        assert!(zero.check().is_err());
    }
}
