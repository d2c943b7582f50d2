//! Jackpot Hold 'Em's exact analyses as computed on this device, kept (in `jhe.analysis.v1`) by
//! rule set and paytable and by strategy, so the explorer shows them at once next time. A result
//! is exact and depends only on the rules it was computed for; an entry for other rules (or of a
//! format this version cannot read) is not used.

use crate::worker_protocol::JheMainGameSummary;
use serde::{Deserialize, Serialize};

/// The rules an analysis is for: the rule set and the X-tra Bonus paytable the solver used.
pub const JHE_RULES: &str = "MD, X-tra Bonus A";

/// One finished analysis, as the page showed it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CachedRun {
    pub summary: JheMainGameSummary,
    pub workers: usize,
    pub milliseconds: f64,
    /// When it was computed (the browser's clock, ISO 8601).
    pub computed_at: String,
}

impl CachedRun {
    /// Whether the strategy it evaluated still plays as this version's does: the card's exact
    /// house edge is pinned, so a run of an earlier card shows another fraction.
    fn is_of_this_version(&self) -> bool {
        let report = &self.summary.report;
        let (numerator, denominator) = engine::jhe::strategy::SIMPLE_HOUSE_EDGE;
        self.summary.xtra.is_none()
            && (self.summary.strategy != "simple"
                || (report.house_edge_numerator == numerator.to_string()
                    && report.house_edge_denominator == denominator.to_string()))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct AnalysisCache {
    pub version: u32,
    pub rules: String,
    pub runs: Vec<CachedRun>,
}

impl AnalysisCache {
    pub fn fresh() -> AnalysisCache {
        AnalysisCache {
            version: 1,
            rules: JHE_RULES.to_string(),
            runs: Vec::new(),
        }
    }

    /// Reads the saved text; another version or rule set is refused with the reason.
    pub fn parse(text: &str) -> Result<AnalysisCache, String> {
        let cache: AnalysisCache = serde_json::from_str(text)
            .map_err(|e| format!("The saved analysis could not be read ({e})"))?;
        if cache.version != 1 {
            return Err(format!(
                "The saved analysis is of format {}, which this version does not read",
                cache.version
            ));
        }
        if cache.rules != JHE_RULES {
            return Err(format!(
                "The saved analysis is for other rules ({})",
                cache.rules
            ));
        }
        Ok(cache)
    }

    /// The kept run for a strategy. A run of the strategy card counts only if it is of today's
    /// card: a card revised since plays differently, and its pinned house edge says which.
    pub fn run(&self, strategy: &str) -> Option<&CachedRun> {
        self.runs
            .iter()
            .find(|r| r.summary.strategy == strategy && r.is_of_this_version())
    }

    /// Keeps a run, replacing the strategy's earlier one.
    pub fn keep(&mut self, run: CachedRun) {
        self.runs
            .retain(|r| r.summary.strategy != run.summary.strategy);
        self.runs.push(run);
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(strategy: &str) -> CachedRun {
        CachedRun {
            summary: JheMainGameSummary {
                strategy: strategy.into(),
                xtra: None,
                report: engine::holdem_solver::SolutionReport {
                    game: "jhe".into(),
                    deals: "83441430072000".into(),
                    house_edge_numerator: "13802304629".into(),
                    house_edge_denominator: "579454375500".into(),
                    house_edge_percent: 2.381948,
                    element_of_risk_percent: 0.6507,
                    average_wager: 3.6607,
                    standard_deviation: 4.5291,
                    play_first: 0.3432,
                    play_second: 0.1764,
                    play_last: 0.2784,
                    fold: 0.2020,
                },
                first_chart: vec![engine::holdem_solver::ChartRow {
                    hand: "AA".into(),
                    plays: vec![1.0; 13],
                }],
                second_chart: Vec::new(),
                milliseconds: 12.0,
                sums: Vec::new(),
                first_plays: String::new(),
            },
            workers: 2,
            milliseconds: 38_500.0,
            computed_at: "2026-11-26T12:00:00.000Z".into(),
        }
    }

    #[test]
    fn kept_runs_come_back_by_strategy_and_replace_their_predecessor() {
        let mut cache = AnalysisCache::fresh();
        cache.keep(run("optimal"));
        cache.keep(run("simple"));
        let mut again = run("optimal");
        again.workers = 4;
        cache.keep(again.clone());
        let read = AnalysisCache::parse(&cache.to_json()).unwrap();
        assert_eq!(read.runs.len(), 2);
        assert_eq!(read.run("optimal"), Some(&again));
        assert_eq!(read.run("river"), None);
    }

    /// A run of an earlier strategy card (stage 23's, 2.6263 %, stage 24's, 2.4903 %, or stage 30's, 2.4782 %) is not
    /// shown for today's card; one of today's card is.
    #[test]
    fn a_run_of_an_earlier_strategy_card_is_not_used() {
        let mut cache = AnalysisCache::fresh();
        let mut earlier = run("simple");
        earlier.summary.report.house_edge_numerator = "91310574181".into();
        earlier.summary.report.house_edge_denominator = "3476726253000".into();
        cache.keep(earlier);
        assert_eq!(cache.run("simple"), None);
        let mut later = run("simple");
        later.summary.report.house_edge_numerator = "17057113".into();
        later.summary.report.house_edge_denominator = "684934250".into();
        cache.keep(later);
        assert_eq!(cache.run("simple"), None);
        let mut stage_30 = run("simple");
        stage_30.summary.report.house_edge_numerator = "9573185711".into();
        stage_30.summary.report.house_edge_denominator = "386302917000".into();
        cache.keep(stage_30);
        assert_eq!(cache.run("simple"), None);
        let mut today = run("simple");
        today.summary.report.house_edge_numerator = "12058073689".into();
        today.summary.report.house_edge_denominator = "496675179000".into();
        cache.keep(today.clone());
        assert_eq!(cache.run("simple"), Some(&today));
    }

    #[test]
    fn other_rules_versions_and_damage_are_refused_by_name() {
        let mut cache = AnalysisCache::fresh();
        cache.rules = "MD, X-tra Bonus B".into();
        assert!(AnalysisCache::parse(&cache.to_json())
            .unwrap_err()
            .contains("other rules (MD, X-tra Bonus B)"));
        cache = AnalysisCache::fresh();
        cache.version = 2;
        assert!(AnalysisCache::parse(&cache.to_json())
            .unwrap_err()
            .contains("format 2"));
        assert!(AnalysisCache::parse("{\"version\":1,")
            .unwrap_err()
            .starts_with("The saved analysis could not be read"));
    }
}
