//! Jackpot Hold 'Em's main game, exactly: the house edge of optimal play (or of a strategy the
//! computer players use) over every deal, computed on this device by a pool of workers, its
//! first decision as a chart, and the strategy card with its exact cost.

use super::job::{unfinished, CancelButton, Job};
use super::percent;
use super::strategy_card::StrategyCard;
use crate::analysis_cache::{AnalysisCache, CachedRun};
use crate::storage::{self, Entry};
use crate::worker_client::{self, PoolEvent};
use crate::worker_protocol::SecondChartRow;
use engine::holdem_solver::ChartRow;
use engine::jhe::strategy::{OPTIMAL_HOUSE_EDGE, SIMPLE_CARD, SIMPLE_HOUSE_EDGE};
use engine::GameId;
use leptos::prelude::*;

/// A finished analysis with how it ran, and whether it was kept from an earlier visit.
#[derive(Clone, Debug, PartialEq)]
pub struct Ran {
    run: CachedRun,
    kept: bool,
}

fn fraction_percent((numerator, denominator): (u64, u64)) -> f64 {
    numerator as f64 / denominator as f64 * 100.0
}

#[component]
pub fn JheMainGame() -> impl IntoView {
    let strategy = RwSignal::new("optimal".to_string());
    // Analyses computed on this device before (for these rules), by strategy.
    let (cache, notice) = storage::load(
        GameId::JackpotHoldEm,
        Entry::Analysis,
        AnalysisCache::parse,
        AnalysisCache::fresh,
    );
    let cache = StoredValue::new(cache);
    let kept = move |code: &str| match cache.with_value(|c| c.run(code).cloned()) {
        Some(run) => Job::Done(Ran { run, kept: true }),
        None => Job::Idle,
    };
    let job = RwSignal::new(kept("optimal"));
    let choose = move |code: String| {
        if !job.with_untracked(Job::running) {
            job.set(kept(&code));
        }
        strategy.set(code);
    };
    let run = move |_| {
        job.set(Job::Running { fraction: 0.0 });
        let started =
            worker_client::start_jhe(&strategy.get_untracked(), move |event| match event {
                PoolEvent::Progress(fraction) => job.set(Job::Running { fraction }),
                PoolEvent::Done {
                    summary,
                    workers,
                    milliseconds,
                } => {
                    let run = CachedRun {
                        summary: *summary,
                        workers,
                        milliseconds,
                        computed_at: String::from(js_sys::Date::new_0().to_iso_string()),
                    };
                    cache.update_value(|c| c.keep(run.clone()));
                    // Not kept (storage full or blocked) only means it runs again next time.
                    let _ = cache.with_value(|c| {
                        storage::save(GameId::JackpotHoldEm, Entry::Analysis, &c.to_json())
                    });
                    job.set(Job::Done(Ran { run, kept: false }));
                }
                PoolEvent::Failed(message) => job.set(Job::Failed(message)),
            });
        if let Err(message) = started {
            job.set(Job::Failed(message));
        }
    };
    on_cleanup(worker_client::cancel);
    let workers = worker_client::workers();
    view! {
        <div class="controls">
            <label>
                "Strategy "
                <select data-testid="jhe-main-game-strategy" on:change=move |ev| choose(event_target_value(&ev))>
                    <option value="optimal">"Optimal (exact, every card seen)"</option>
                    <option value="simple">"The strategy card"</option>
                    <option value="river">"Check to the river, then play 1× by the card"</option>
                    <option value="always">"Always play 3× at the first decision"</option>
                </select>
            </label>
            <button class="primary" data-testid="jhe-main-game-run" on:click=run disabled=move || job.with(Job::running)>
                {move || if matches!(job.get(), Job::Done(_)) { "Analyse again" } else { "Analyse every deal" }}
            </button>
            <CancelButton job=job testid="jhe-main-game-cancel" />
        </div>
        {notice.map(|n| view! { <p class="hint" role="status">{n}</p> })}
        {move || match job.get() {
            Job::Idle => view! {
                <p class="hint">{format!("Every player hand, every five community cards and every dealer hand — 83,441,430,072,000 deals — with the best decision at each of the three points by exact expected value. It runs in {workers} background worker{} (one per processor core this browser reports), under a minute on a two-core laptop; the page stays usable.", if workers == 1 { "" } else { "s" })}</p>
            }.into_any(),
            Job::Done(ran) => view! { <JheResult ran=ran /> }.into_any(),
            other => unfinished(&other, "jhe-main-game").unwrap_or_else(|| ().into_any()),
        }}
        <JheStrategyCard />
    }
}

fn strategy_name(code: &str) -> &'static str {
    match code {
        "simple" => "The strategy card",
        "river" => "Check to the river, then play 1× by the card",
        "always" => "Always 3× at the first decision",
        _ => "Optimal play",
    }
}

#[component]
fn JheResult(ran: Ran) -> impl IntoView {
    let Ran { run: ran, kept } = ran;
    let r = ran.summary.report.clone();
    let optimal = ran.summary.strategy == "optimal";
    let when = ran
        .computed_at
        .replace('T', " ")
        .chars()
        .take(16)
        .collect::<String>();
    let cost = (!optimal).then(|| r.house_edge_percent - fraction_percent(OPTIMAL_HOUSE_EDGE));
    view! {
        <dl class="figures" data-testid="jhe-main-game-figures">
            <div><dt>"Strategy"</dt><dd>{strategy_name(&ran.summary.strategy)}</dd></div>
            <div><dt>"House edge"</dt><dd data-testid="jhe-house-edge">{format!("{:.4}% of the Ante", r.house_edge_percent)}</dd></div>
            <div><dt>"Exact"</dt><dd class="fraction">{format!("{} / {}", r.house_edge_numerator, r.house_edge_denominator)}</dd></div>
            {cost.map(|c| view! { <div><dt>"Cost against optimal"</dt><dd>{format!("{c:.4}% of the Ante")}</dd></div> })}
            <div><dt>"Element of risk"</dt><dd>{format!("{:.4}%", r.element_of_risk_percent)}</dd></div>
            <div><dt>"Average wager"</dt><dd>{format!("{:.4} Antes (Ante, X-tra Bonus and Play)", r.average_wager)}</dd></div>
            <div><dt>"Standard deviation"</dt><dd>{format!("{:.4} Antes", r.standard_deviation)}</dd></div>
            <div><dt>"Play 3× / 2× / 1× / fold"</dt><dd>{format!("{} / {} / {} / {}", percent(r.play_first), percent(r.play_second), percent(r.play_last), percent(r.fold))}</dd></div>
            <div><dt>"Deals"</dt><dd>{engine::money::grouped(r.deals.parse::<u64>().unwrap_or(0))}</dd></div>
            <div><dt>"Computed in"</dt><dd data-testid="jhe-main-game-ms">{format!("{:.1} s on {} worker{}", ran.milliseconds / 1000.0, ran.workers, if ran.workers == 1 { "" } else { "s" })}</dd></div>
            <div><dt>"Computed"</dt><dd data-testid="jhe-main-game-when">{if kept { format!("on this device, {when} UTC; kept from then (the figures are exact: they change only with the rules)") } else { format!("just now, {when} UTC; kept on this device") }}</dd></div>
        </dl>
        <FirstDecisionChart rows=ran.summary.first_chart.clone() />
        <SecondDecisionChart rows=ran.summary.second_chart.clone() />
    }
}

/// Decision 2 by made hand and draw (for a hand that checked at the first).
#[component]
fn SecondDecisionChart(rows: Vec<SecondChartRow>) -> impl IntoView {
    (!rows.is_empty()).then(|| view! {
        <h2>"Decision 2: play 2× or check, by made hand and draw"</h2>
        <p class="lead">"Three community cards showing, having checked at the first decision: the share of each kind of hand in which playing 2× is right, over every flop with every two other cards."</p>
        <table class="strategy" data-testid="jhe-second-chart">
            <thead><tr><th scope="col">"Your hand with the flop"</th><th scope="col">"Play 2×"</th><th scope="col">"Situations"</th></tr></thead>
            <tbody>
                {rows.into_iter().map(|r| {
                    let class = if r.plays >= 0.9995 { "raise" } else if r.plays <= 0.0005 { "fold" } else { "mixed" };
                    view! {
                        <tr>
                            <th scope="row">{r.hand.clone()}</th>
                            <td class=class>{format!("{:.1}%", r.plays * 100.0)}</td>
                            <td>{engine::money::grouped(r.situations)}</td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    })
}

/// Decision 1 by starting hand and the card shown: 3× where the strategy plays, a share where
/// it depends on the suits.
#[component]
fn FirstDecisionChart(rows: Vec<ChartRow>) -> impl IntoView {
    const RANKS: [&str; 13] = [
        "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2",
    ];
    let cell = |share: f64| {
        if share >= 0.9995 {
            view! { <td class="raise">"3×"</td> }.into_any()
        } else if share <= 0.0005 {
            view! { <td class="fold"><span class="visually-hidden">"check"</span></td> }.into_any()
        } else {
            view! { <td class="mixed">{format!("{:.0}%", share * 100.0)}</td> }.into_any()
        }
    };
    view! {
        <h2>"Decision 1: play 3× or check, by hand and the card showing"</h2>
        <p class="lead">"Rows are the two hole cards (s suited, o offsuit), columns the rank of the first community card. “3×”: play three times the Ante; blank: check; a percentage: the share of suit combinations in which playing is right (it depends on whether the card showing matches a hole card's suit)."</p>
        <div class="table-scroll chart-scroll" tabindex="0" role="region" aria-label="Decision 1 chart">
            <table class="strategy compact" data-testid="jhe-first-chart">
                <thead><tr><th scope="col">"Hand"</th>{RANKS.iter().map(|r| view! { <th scope="col">{*r}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {rows.into_iter().map(|row| view! {
                        <tr><th scope="row">{row.hand.clone()}</th>{row.plays.iter().map(|&s| cell(s)).collect_view()}</tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// Jackpot Hold 'Em's card, a point at a time.
#[component]
fn JheStrategyCard() -> impl IntoView {
    let sections = SIMPLE_CARD
        .iter()
        .map(|(point, rules)| (*point, rules.to_vec()))
        .collect();
    view! { <StrategyCard edge=SIMPLE_HOUSE_EDGE optimal=OPTIMAL_HOUSE_EDGE sections=sections testid="jhe-strategy-card" /> }
}
