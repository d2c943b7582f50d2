//! The main game under optimal play and simple strategies: exact house edge, element of risk,
//! action frequencies and the three-card strategy chart, computed in the worker.

use super::job::{unfinished, CancelButton, Job};
use super::percent;
use super::strategy_card::StrategyCard;
use crate::query_state::kept_choice;
use crate::worker_client::{self, SharesEvent};
use crate::worker_protocol::{MainGameSummary, Request, Response};
use engine::hcf::main_game::MainGameAnalysis;
use leptos::prelude::*;

/// The strategies the main game can be analysed under: code and name.
const STRATEGIES: [(&str, &str); 6] = [
    ("optimal", "Optimal (exact, card removal)"),
    ("card", "The strategy card (within 0.003 % of optimal)"),
    ("threshold:T86", "Raise 3-card flushes 10-8-6 or better"),
    ("threshold:J86", "Raise 3-card flushes J-8-6 or better"),
    ("threshold:962", "Raise 3-card flushes 9-6-2 or better"),
    ("always", "Always raise the maximum"),
];

#[component]
pub fn MainGame() -> impl IntoView {
    // The strategy, from the address and kept in it.
    let strategy = kept_choice("strategy", &STRATEGIES, "optimal");
    let job = RwSignal::new(Job::<MainGameSummary>::Idle);
    let run = move |_| {
        if job.with_untracked(Job::running) {
            return;
        }
        job.set(Job::Running { fraction: 0.0 });
        let chosen = strategy.get_untracked();
        // Every core: each worker walks a share of the hands, the page adds them up.
        let started = worker_client::start_shares(
            move |part, parts| Request::MainGame {
                strategy: chosen.clone(),
                part,
                parts,
            },
            move |event| match event {
                SharesEvent::Progress(fraction) => job.set(Job::Running { fraction }),
                SharesEvent::Done {
                    replies,
                    workers,
                    milliseconds,
                } => job.set(added_up(replies, workers, milliseconds)),
                SharesEvent::Failed(message) => job.set(Job::Failed(message)),
            },
        );
        if let Err(message) = started {
            job.set(Job::Failed(message));
        }
    };
    // The workers start loading now, so a run does not wait for them (High Card Flush's walk
    // is a fraction of a second; starting a worker costs about as much).
    worker_client::warm(worker_client::workers());
    on_cleanup(|| {
        worker_client::cancel();
        worker_client::cool();
    });
    view! {
        <div class="controls">
            <label>
                "Strategy "
                <select data-testid="main-game-strategy" on:change=move |ev| strategy.set(event_target_value(&ev))>
                    {STRATEGIES.into_iter().map(|(code, name)| view! { <option value=code selected=move || strategy.get() == code>{name}</option> }).collect_view()}
                </select>
            </label>
            <button class="primary" data-testid="main-game-run" on:click=run aria-disabled=move || job.with(Job::running).then_some("true")>"Analyse every hand"</button>
            <CancelButton job=job testid="main-game-cancel" />
        </div>
        {move || match job.get() {
            Job::Idle => {
                let workers = worker_client::workers();
                view! { <p class="hint">{format!("Walks all 133,784,560 player hands, each against all 45,379,620 dealer hands, exactly. It runs in {workers} background worker{} (one per processor core this browser reports); the page stays usable.", if workers == 1 { "" } else { "s" })}</p> }.into_any()
            }
            Job::Done(s) => view! { <MainGameResult summary=s /> }.into_any(),
            other => unfinished(&other, "main-game").unwrap_or_else(|| ().into_any()),
        }}
        <StrategyCard cards=engine::hcf::levels::level_card game=engine::GameId::HighCardFlush
            rules="every rule set (MD, MA, SD: the main game is the same)" paytable="none (Ante and Raise pay even money)" testid="hcf-strategy-card" />
    }
}

/// The workers' shares added up into the figures shown; a reply that is not a share fails.
fn added_up(replies: Vec<Response>, workers: usize, milliseconds: f64) -> Job<MainGameSummary> {
    let shares: Result<Vec<MainGameAnalysis>, String> = replies
        .into_iter()
        .map(|reply| match reply {
            Response::MainGameShare { share } => serde_json::from_str::<MainGameAnalysis>(&share)
                .map_err(|e| format!("unreadable share from a worker: {e}")),
            other => Err(format!("unexpected reply from a worker: {other:?}")),
        })
        .collect();
    match shares.and_then(MainGameAnalysis::merge) {
        Ok(whole) => Job::Done(MainGameSummary {
            workers,
            ..crate::compute::main_game_summary(&whole, milliseconds)
        }),
        Err(message) => Job::Failed(message),
    }
}

#[component]
fn MainGameResult(summary: MainGameSummary) -> impl IntoView {
    let f = summary.action_frequencies;
    // Rows worth showing: those raised sometimes, plus a margin of always/never rows around them.
    let rows = &summary.three_card_rows;
    let mixed: Vec<usize> = rows
        .iter()
        .enumerate()
        .filter(|(_, r)| r.raise_share > 0.0 && r.raise_share < 1.0)
        .map(|(i, _)| i)
        .collect();
    let (first, last) = match (mixed.first(), mixed.last()) {
        (Some(&a), Some(&b)) => (a.saturating_sub(3), (b + 3).min(rows.len() - 1)),
        _ => {
            let boundary = rows.iter().position(|r| r.raise_share < 0.5).unwrap_or(0);
            (
                boundary.saturating_sub(3),
                (boundary + 3).min(rows.len().saturating_sub(1)),
            )
        }
    };
    let shown: Vec<_> = rows[first..=last].to_vec();
    let always_above = rows.get(first).map(|r| r.ranks.clone()).unwrap_or_default();
    let cell = |share: Option<f64>| match share {
        None => view! { <td class="na">"—"</td> }.into_any(),
        Some(s) => {
            let class = if s >= 0.999 {
                "raise"
            } else if s <= 0.001 {
                "fold"
            } else {
                "mixed"
            };
            view! { <td class=class>{format!("{:.0}%", s * 100.0)}</td> }.into_any()
        }
    };
    view! {
        <dl class="figures" data-testid="main-game-figures">
            <div><dt>"Strategy"</dt><dd>{summary.strategy.clone()}</dd></div>
            <div><dt>"House edge"</dt><dd data-testid="house-edge">{format!("{} of the Ante", percent(summary.house_edge))}</dd></div>
            <div><dt>"Exact"</dt><dd class="fraction">{format!("{} / {}", summary.house_edge_numerator, summary.house_edge_denominator)}</dd></div>
            <div><dt>"Element of risk"</dt><dd>{percent(summary.element_of_risk)}</dd></div>
            <div><dt>"Average wager"</dt><dd>{format!("{:.4} Antes", summary.average_wager)}</dd></div>
            <div><dt>"Standard deviation"</dt><dd>{format!("{:.4} Antes", summary.standard_deviation)}</dd></div>
            <div><dt>"Fold / raise 1× / 2× / 3×"</dt><dd>{format!("{} / {} / {} / {}", percent(f[0]), percent(f[1]), percent(f[2]), percent(f[3]))}</dd></div>
            <div><dt>"Computed in"</dt><dd data-testid="main-game-ms">{format!("{:.0} ms on {} worker{}", summary.milliseconds, summary.workers, if summary.workers == 1 { "" } else { "s" })}</dd></div>
        </dl>
        <h2>"Three-card flushes: how often to raise"</h2>
        <p class="lead">{format!("Share of hands holding each three-card flush (as their best) in which raising is right, by how the other four cards fall. Every flush above {} is always raised; every flush below the last row is always folded; two-card flushes are always folded and four or more always raised (the maximum with five or more).", always_above)}</p>
        <div class="table-scroll">
            <table class="strategy" data-testid="strategy-chart">
                <thead><tr><th scope="col">"Flush"</th><th scope="col">"All"</th><th scope="col">"3-3-1"</th><th scope="col">"3-2-2"</th><th scope="col">"3-2-1-1"</th></tr></thead>
                <tbody>
                    {shown.into_iter().map(|r| view! {
                        <tr>
                            <th scope="row">{r.ranks.clone()}</th>
                            {cell(Some(r.raise_share))}
                            {cell(r.by_pattern[0])}
                            {cell(r.by_pattern[1])}
                            {cell(r.by_pattern[2])}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
