//! Dealer mode's results, kept on the device (`<game>.dealer.v1`): each run's setup (so an
//! instructor can check the seed), its scores — procedural accuracy, payout accuracy, median
//! seconds per payout, mistakes by kind — and the corrections; a printable result sheet and a
//! JSON export.

use crate::components::download::download;
use engine::table::dealer_mode::{median, Level, Score};
use engine::GameId;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const VERSION: u64 = 1;
/// The most results kept (the oldest go first).
const MOST: usize = 200;

/// One finished run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealerResult {
    /// When it finished (ISO 8601, the device's clock).
    pub when: String,
    pub jurisdiction: String,
    pub method: String,
    pub level: String,
    pub graded: bool,
    /// The run's seed (graded runs).
    pub seed: Option<u64>,
    pub rounds: usize,
    pub procedure_right: usize,
    pub procedure_total: usize,
    pub payouts_right: usize,
    pub payouts_total: usize,
    pub median_payout_millis: Option<u64>,
    /// The median time a round took, start to last settlement.
    #[serde(default)]
    pub median_round_millis: Option<u64>,
    /// Mistakes by kind ("wrong amount: 2").
    pub mistakes: Vec<String>,
    pub corrections: Vec<String>,
}

/// The setup a result records.
pub struct RunSetup {
    pub jurisdiction: String,
    pub method: String,
    pub level: Level,
    pub graded: bool,
    pub seed: u64,
}

impl From<super::Setup> for RunSetup {
    fn from(s: super::Setup) -> RunSetup {
        RunSetup {
            jurisdiction: s.jurisdiction.code().into(),
            method: s.method.code().into(),
            level: s.level,
            graded: s.graded,
            seed: s.seed,
        }
    }
}

impl DealerResult {
    pub fn of(
        setup: &RunSetup,
        scores: &[Score],
        round_millis: &[u64],
        corrections: Vec<String>,
    ) -> DealerResult {
        let mut rounds = round_millis.to_vec();
        rounds.sort_unstable();
        let mut total = Score::default();
        for s in scores {
            total.add(s);
        }
        // The median over every payout of the run: each round's median is what is kept per
        // round, so take the median of those (the run's typical payout time).
        let mut medians: Vec<u64> = scores
            .iter()
            .filter_map(|s| s.median_payout_millis)
            .collect();
        medians.sort_unstable();
        DealerResult {
            when: String::from(js_sys::Date::new_0().to_iso_string()),
            jurisdiction: setup.jurisdiction.clone(),
            method: setup.method.clone(),
            level: setup.level.code().into(),
            graded: setup.graded,
            seed: setup.graded.then_some(setup.seed),
            rounds: scores.len(),
            procedure_right: total.procedure_right,
            procedure_total: total.procedure_total,
            payouts_right: total.payouts_right,
            payouts_total: total.payouts_total,
            median_payout_millis: median(&medians),
            median_round_millis: median(&rounds),
            mistakes: total
                .mistakes
                .iter()
                .map(|(m, n)| format!("{}: {n}", m.name()))
                .collect(),
            corrections,
        }
    }

    fn percent(right: usize, total: usize) -> String {
        if total == 0 {
            "—".into()
        } else {
            format!(
                "{:.0}% ({right} of {total})",
                100.0 * right as f64 / total as f64
            )
        }
    }
}

/// Every run kept on the device.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DealerRecord {
    pub version: u64,
    pub results: Vec<DealerResult>,
}

impl DealerRecord {
    pub fn fresh() -> DealerRecord {
        DealerRecord {
            version: VERSION,
            results: Vec::new(),
        }
    }

    pub fn parse(text: &str) -> Result<DealerRecord, String> {
        match crate::storage::saved_version(text) {
            Ok(Some(VERSION)) => serde_json::from_str(text)
                .map_err(|e| format!("The dealer-mode results are not readable ({e})")),
            Ok(other) => Err(format!(
                "The dealer-mode results are in an unknown format (version {})",
                other.map_or("missing".into(), |v| v.to_string())
            )),
            Err(e) => Err(format!("The dealer-mode results are not readable ({e})")),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("results serialise")
    }

    pub fn add(&mut self, result: DealerResult) {
        self.results.push(result);
        if self.results.len() > MOST {
            self.results.remove(0);
        }
    }
}

/// The last run's result sheet (printable).
#[component]
pub fn ResultSheet(result: DealerResult, game: GameId) -> impl IntoView {
    let seconds = result.median_payout_millis.map_or_else(
        || "—".to_string(),
        |ms| format!("{:.1} s", ms as f64 / 1000.0),
    );
    let level = Level::from_code(&result.level).map_or(result.level.clone(), |l| l.name().into());
    view! {
        <section class="panel result-sheet" data-testid="dealer-result" aria-label="Dealer-mode result">
            <h2>{format!("Dealer mode — {} result", game.name())}</h2>
            <dl class="figures">
                <div><dt>"Run"</dt><dd>{format!("{} · {} · {} · {} round(s){}", if result.graded { "graded" } else { "practice" }, result.jurisdiction, result.method, result.rounds, result.seed.map(|s| format!(" · seed {s}")).unwrap_or_default())}</dd></div>
                <div><dt>"Level"</dt><dd>{level}</dd></div>
                <div><dt>"Procedure"</dt><dd data-testid="dealer-result-procedure">{DealerResult::percent(result.procedure_right, result.procedure_total)}</dd></div>
                <div><dt>"Payouts"</dt><dd data-testid="dealer-result-payouts">{DealerResult::percent(result.payouts_right, result.payouts_total)}</dd></div>
                <div><dt>"Median time per payout"</dt><dd data-testid="dealer-result-seconds">{seconds}</dd></div>
                <div><dt>"Median time per round"</dt><dd data-testid="dealer-result-round-seconds">{result.median_round_millis.map_or_else(|| "—".to_string(), |ms| format!("{:.1} s", ms as f64 / 1000.0))}</dd></div>
                <div><dt>"Mistakes"</dt><dd>{if result.mistakes.is_empty() { "none".to_string() } else { result.mistakes.join(", ") }}</dd></div>
            </dl>
            {(!result.corrections.is_empty()).then(|| view! {
                <h3>"Corrections"</h3>
                <ol data-testid="dealer-result-corrections">{result.corrections.iter().map(|c| view! { <li>{c.clone()}</li> }).collect_view()}</ol>
            })}
            <button data-testid="dealer-print" on:click=move |_| { let _ = window().print(); }>"Print the result sheet"</button>
        </section>
    }
}

/// Every run kept, and the export.
#[component]
pub fn History(record: RwSignal<DealerRecord>, game: GameId) -> impl IntoView {
    let failed = RwSignal::new(None::<String>);
    view! {
        <details class="panel" data-testid="dealer-history">
            <summary>{move || format!("Your dealer-mode results ({})", record.with(|r| r.results.len()))}</summary>
            <table class="lines">
                <thead><tr><th scope="col">"When"</th><th scope="col">"Run"</th><th scope="col">"Procedure"</th><th scope="col">"Payouts"</th><th scope="col">"Median per payout"</th></tr></thead>
                <tbody>
                    {move || record.with(|r| r.results.iter().rev().map(|x| view! {
                        <tr>
                            <th scope="row">{x.when.get(..16).unwrap_or(&x.when).replace('T', " ")}</th>
                            <td>{format!("{} {} {}{}", if x.graded { "graded" } else { "practice" }, x.jurisdiction, x.level, x.seed.map(|s| format!(" seed {s}")).unwrap_or_default())}</td>
                            <td>{DealerResult::percent(x.procedure_right, x.procedure_total)}</td>
                            <td>{DealerResult::percent(x.payouts_right, x.payouts_total)}</td>
                            <td>{x.median_payout_millis.map_or_else(|| "—".to_string(), |ms| format!("{:.1} s", ms as f64 / 1000.0))}</td>
                        </tr>
                    }).collect_view())}
                </tbody>
            </table>
            <button data-testid="dealer-export" on:click=move |_| {
                let json = record.with_untracked(DealerRecord::to_json);
                if let Err(e) = download(&format!("{}-dealer-results.json", game.code()), "application/json", &json) {
                    failed.set(Some(e));
                }
            }>"Export the results (JSON)"</button>
            {move || failed.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </details>
    }
}
