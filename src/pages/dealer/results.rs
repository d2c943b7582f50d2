//! Dealer mode's results: each run is kept with the rest of the game's academy progress
//! (`<game>.academy.v1`, its `dealer` member), so the academy's export, import and reset
//! include it; this page reads the runs, shows each one's printable sheet and exports them as
//! JSON and CSV. Runs kept before that, under `<game>.dealer.v1`, are moved
//! there when the page opens. A run's result is its setup (so an instructor can check the
//! seed) and its scores — procedural accuracy, payout accuracy, median seconds per payout,
//! mistakes by kind — and the corrections; the page also exports the runs alone as JSON.

use crate::academy_state::{
    add_dealer_run, add_earlier_dealer_runs, dealer_runs_csv, DealerResult, KeptProgress,
};
use crate::components::download::download;
use crate::storage::{self, Entry};
use engine::table::dealer_mode::{median, Level, Score};
use engine::GameId;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const VERSION: u64 = 1;

/// The runs alone: the format of the page's JSON export, and of the runs kept under
/// `<game>.dealer.v1` before they joined the academy's progress.
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
}

/// The game's academy progress as saved now (read afresh, so a run is added to what another
/// page kept meanwhile), with any runs still under the old key moved into it. `Err`: it cannot
/// be read here; it is left as it is (the academy's page, which owns it, says what is wrong
/// and keeps it aside) and no run is kept until then.
/// `SCHOOL`: the school's results are read too (its pages'; dealer mode's bundle links none of
/// their reading).
pub fn load_progress<const SCHOOL: bool>(
    game: GameId,
) -> Result<(KeptProgress, Option<String>), String> {
    let mut progress = match storage::read(game, Entry::Academy)? {
        None => {
            let mut fresh = KeptProgress::fresh();
            if SCHOOL {
                fresh.school = Some(Default::default());
            }
            fresh
        }
        Some(text) => if SCHOOL {
            KeptProgress::parse_school(&text)
        } else {
            KeptProgress::parse(&text)
        }
        .map_err(|e| {
            format!("Your academy progress cannot be read here ({e}): dealer-mode runs are not kept until the academy's page has dealt with it.")
        })?,
    };
    let (earlier, notice) = storage::load(
        game,
        Entry::Dealer,
        DealerRecord::parse,
        DealerRecord::fresh,
    );
    if earlier.results.is_empty() {
        return Ok((progress, notice));
    }
    add_earlier_dealer_runs(&mut progress.dealer, earlier.results);
    match storage::save(game, Entry::Academy, &progress.to_json()) {
        None => {
            storage::remove(game, Entry::Dealer);
            Ok((progress, notice))
        }
        Some(problem) => Ok((progress, Some(problem))),
    }
}

/// Keeps a finished run with the academy's progress: the runs now kept, or why it was not.
pub fn keep(
    game: GameId,
    result: DealerResult,
) -> Result<(Vec<DealerResult>, Option<String>), String> {
    let (mut progress, notice) = load_progress::<false>(game)?;
    add_dealer_run(&mut progress.dealer, result);
    match storage::save(game, Entry::Academy, &progress.to_json()) {
        None => Ok((progress.dealer, notice)),
        Some(problem) => Err(problem),
    }
}

/// Adds a run's tasks, as attempts at their skills, to the academy progress's skill log.
pub fn keep_skills(
    game: GameId,
    attempts: Vec<crate::academy_state::LoggedAttempt>,
) -> Result<(), String> {
    if attempts.is_empty() {
        return Ok(());
    }
    let (mut progress, _) = load_progress::<false>(game)?;
    progress.skill_log = attempts;
    storage::save(game, Entry::Academy, &progress.to_json()).map_or(Ok(()), Err)
}

/// The setup a result records.
pub struct RunSetup {
    pub jurisdiction: String,
    pub method: String,
    pub shuffler: String,
    pub dealer_cards_in_shuffler: bool,
    pub level: Level,
    pub graded: bool,
    pub seed: u64,
}

impl From<super::Setup> for RunSetup {
    fn from(s: super::Setup) -> RunSetup {
        RunSetup {
            jurisdiction: s.jurisdiction.code().into(),
            method: s.method.code().into(),
            shuffler: s.shuffler.code().into(),
            dealer_cards_in_shuffler: s.dealer_cards_in_shuffler,
            level: s.level,
            graded: s.graded,
            seed: s.seed,
        }
    }
}

/// A finished run's result.
pub fn result_of(
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
        shuffler: Some(setup.shuffler.clone()),
        dealer_cards_in_shuffler: setup.dealer_cards_in_shuffler,
        mistakes: total
            .mistakes
            .iter()
            .map(|(m, n)| format!("{}: {n}", m.name()))
            .collect(),
        corrections,
    }
}

/// Every run kept, each with its printable sheet, and the exports.
#[component]
pub fn History(
    results: RwSignal<Vec<DealerResult>>,
    shown: RwSignal<Option<usize>>,
    game: GameId,
) -> impl IntoView {
    let failed = RwSignal::new(None::<String>);
    let export = move |name: &str, kind: &str, text: String| {
        if let Err(e) = download(
            &format!("{}-dealer-results.{name}", game.code()),
            kind,
            &text,
        ) {
            failed.set(Some(e));
        }
    };
    view! {
        <details class="panel" data-testid="dealer-history">
            <summary>{move || format!("Your dealer-mode results ({})", results.with(Vec::len))}</summary>
            <p class="hint">"Kept with your academy progress on this device: the academy's export, import and reset include them."</p>
            <div class="table-scroll" tabindex="0" role="region" aria-label="Your dealer-mode runs">
            <table class="lines">
                <thead><tr><th scope="col">"When"</th><th scope="col">"Run"</th><th scope="col">"Procedure"</th><th scope="col">"Payouts"</th><th scope="col">"Median per payout"</th><th scope="col">"Sheet"</th></tr></thead>
                <tbody>
                    {move || results.with(|r| r.iter().enumerate().rev().map(|(i, x)| view! {
                        <tr>
                            <th scope="row">{x.when.get(..16).unwrap_or(&x.when).replace('T', " ")}</th>
                            <td>{x.run()}</td>
                            <td>{DealerResult::percent(x.procedure_right, x.procedure_total)}</td>
                            <td>{DealerResult::percent(x.payouts_right, x.payouts_total)}</td>
                            <td>{DealerResult::seconds(x.median_payout_millis)}</td>
                            <td><button data-testid="dealer-view-sheet" on:click=move |_| shown.set(Some(i))>"View"</button></td>
                        </tr>
                    }).collect_view())}
                </tbody>
            </table>
            </div>
            <div class="actions">
                <button data-testid="dealer-export" on:click=move |_| export("json", "application/json", DealerRecord { version: VERSION, results: results.get_untracked() }.to_json())>"Export the results (JSON)"</button>
                <button data-testid="dealer-export-csv" on:click=move |_| export("csv", "text/csv", results.with_untracked(|r| dealer_runs_csv(r)))>"Export the results (CSV)"</button>
            </div>
            {move || failed.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_kept_before_they_joined_the_academy_progress_still_read() {
        // The format stop 27 saved under `<game>.dealer.v1` (and the page's export).
        let old = r#"{"version":1,"results":[{"when":"2026-11-27T01:10:00.000Z","jurisdiction":"MD","method":"manual-shoe","level":"procedure","graded":true,"seed":42,"rounds":3,"procedure_right":80,"procedure_total":82,"payouts_right":20,"payouts_total":21,"median_payout_millis":4100,"mistakes":["wrong amount: 1"],"corrections":["Round 2: Wrong amount."]}]}"#;
        let record = DealerRecord::parse(old).unwrap();
        assert_eq!(record.results.len(), 1);
        assert_eq!(record.results[0].seed, Some(42));
        assert_eq!(record.results[0].median_round_millis, None);
        let mut progress = KeptProgress::fresh();
        add_earlier_dealer_runs(&mut progress.dealer, record.results.clone());
        assert_eq!(progress.dealer, record.results);
        assert!(DealerRecord::parse(r#"{"version":9,"results":[]}"#)
            .unwrap_err()
            .contains("unknown format (version 9)"));
    }
}
