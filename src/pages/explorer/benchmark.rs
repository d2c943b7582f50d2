//! The in-app benchmark: the explorer's heavy workloads timed in this browser's worker, shown as
//! a table and as JSON (`data-testid="bench-json"`) for scripts.

use crate::worker_client;
use crate::worker_protocol::{BenchmarkResult, Request, Response};
use leptos::prelude::*;

#[component]
pub fn Benchmark() -> impl IntoView {
    let state = RwSignal::new(None::<Result<BenchmarkResult, String>>);
    let running = RwSignal::new(None::<f64>);
    let run = move |_| {
        if running.get_untracked().is_some() {
            return;
        }
        state.set(None);
        running.set(Some(0.0));
        let started = worker_client::start(&Request::Benchmark, move |response| match response {
            Response::Progress { fraction, .. } => running.set(Some(fraction)),
            Response::Benchmark(result) => {
                running.set(None);
                state.set(Some(Ok(result)));
            }
            Response::Error { message } => {
                running.set(None);
                state.set(Some(Err(message)));
            }
            // A pool's replies: not this job's.
            _ => {}
        });
        if let Err(message) = started {
            running.set(None);
            state.set(Some(Err(message)));
        }
    };
    on_cleanup(worker_client::cancel);
    view! {
        <p class="lead">"Times the explorer's workloads in this browser, in the background worker: High Card Flush's exact optimal-play house edge over every hand, the exact value of one decision, every published side-wager paytable, the poker hand evaluator, and Jackpot Hold 'Em's exact decision values and side wagers. Jackpot Hold 'Em's whole exact analysis is timed under its Main game, where it runs in every worker the browser offers."</p>
        <button class="primary" data-testid="bench-run" on:click=run aria-disabled=move || running.get().is_some().then_some("true")>"Run benchmark"</button>
        {move || running.get().map(|f| view! { <progress max="1" value=f aria-label="Benchmark progress"></progress> })}
        {move || state.get().map(|result| match result {
            Err(message) => view! { <p class="error" role="alert">{message}</p> }.into_any(),
            Ok(r) => {
                let json = serde_json::to_string_pretty(&r).unwrap_or_default();
                view! {
                    <table class="lines" data-testid="bench-table">
                        <thead><tr><th scope="col">"Workload"</th><th scope="col">"Time"</th><th scope="col">"Target"</th></tr></thead>
                        <tbody>
                            <tr><th scope="row">"Optimal-play house edge, every hand"</th><td>{format!("{:.0} ms", r.main_game_optimal_ms)}</td><td>"≤ 1,000 ms"</td></tr>
                            <tr><th scope="row">{format!("Exact value of one decision (mean of {})", r.decisions_timed)}</th><td>{format!("{:.3} ms", r.decision_ev_ms)}</td><td>"≤ 1 ms"</td></tr>
                            <tr><th scope="row">{format!("All {} side-wager paytables", r.paytables_analysed)}</th><td>{format!("{:.1} ms", r.all_side_bet_paytables_ms)}</td><td>"≤ 100 ms"</td></tr>
                            <tr><th scope="row">"Poker hands (best five of seven), random"</th><td>{format!("{} million a second", engine::money::grouped((r.poker_random_per_second / 1e6).round() as u64))}</td><td>"—"</td></tr>
                            <tr><th scope="row">"Poker hands, in an exhaustive walk's order"</th><td>{format!("{} million a second", engine::money::grouped((r.poker_sequential_per_second / 1e6).round() as u64))}</td><td>"—"</td></tr>
                            <tr><th scope="row">{format!("Jackpot Hold 'Em: exact value of a second decision (mean of {})", r.jhe_decisions_timed)}</th><td>{format!("{:.1} ms", r.jhe_decision_two_ms)}</td><td>"≤ 100 ms"</td></tr>
                            <tr><th scope="row">{format!("Jackpot Hold 'Em: exact value of a third decision (mean of {})", r.jhe_decisions_timed)}</th><td>{format!("{:.2} ms", r.jhe_decision_three_ms)}</td><td>"≤ 100 ms"</td></tr>
                            <tr><th scope="row">"Jackpot Hold 'Em: every side-wager paytable"</th><td>{format!("{:.1} ms", r.jhe_side_wager_paytables_ms)}</td><td>"—"</td></tr>
                        </tbody>
                    </table>
                    <pre data-testid="bench-json">{json}</pre>
                }
                    .into_any()
            }
        })}
    }
}
