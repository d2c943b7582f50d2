//! A dealer-mode run's result sheet (printable): shown when a run ends on the dealer page and
//! from the academy's progress, where the runs are kept.

use crate::academy_state::DealerResult;
use engine::table::dealer_mode::Level;
use engine::GameId;
use leptos::prelude::*;

#[component]
pub fn DealerResultSheet(result: DealerResult, game: GameId) -> impl IntoView {
    let level = Level::from_code(&result.level).map_or(result.level.clone(), |l| l.name().into());
    // How the cards were shuffled, and where the dealer's cards were, when the run says.
    let shuffled = result
        .shuffler
        .as_deref()
        .and_then(engine::table::Shuffler::from_code)
        .map(|s| format!(" · {}", s.name()))
        .unwrap_or_default();
    let in_shuffler = if result.dealer_cards_in_shuffler {
        " · the dealer's cards left in the shuffler"
    } else {
        ""
    };
    let run = format!(
        "{} · {} · {}{shuffled}{in_shuffler} · {} round(s){}",
        if result.graded { "graded" } else { "practice" },
        result.jurisdiction,
        engine::table::DealingMethod::from_code(&result.method)
            .map_or(result.method.as_str(), |m| m.name()),
        result.rounds,
        result
            .seed
            .map(|s| format!(" · seed {s}"))
            .unwrap_or_default()
    );
    view! {
        <section class="panel result-sheet" data-testid="dealer-result" aria-label="Dealer-mode result">
            <h2>{format!("Dealer mode — {} result", game.name())}</h2>
            <dl class="figures">
                <div><dt>"Finished"</dt><dd>{result.when.get(..16).unwrap_or(&result.when).replace('T', " ")}</dd></div>
                <div><dt>"Run"</dt><dd>{run}</dd></div>
                <div><dt>"Level"</dt><dd>{level}</dd></div>
                <div><dt>"Procedure"</dt><dd data-testid="dealer-result-procedure">{DealerResult::percent(result.procedure_right, result.procedure_total)}</dd></div>
                <div><dt>"Payouts"</dt><dd data-testid="dealer-result-payouts">{DealerResult::percent(result.payouts_right, result.payouts_total)}</dd></div>
                <div><dt>"Median time per payout"</dt><dd data-testid="dealer-result-seconds">{DealerResult::seconds(result.median_payout_millis)}</dd></div>
                <div><dt>"Median time per round"</dt><dd data-testid="dealer-result-round-seconds">{DealerResult::seconds(result.median_round_millis)}</dd></div>
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
