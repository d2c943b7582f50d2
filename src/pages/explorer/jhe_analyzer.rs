//! Jackpot Hold 'Em's hand analyzer: two hole cards and 1, 3 or 5 community cards (typed or
//! picked) → the hand so far, what the Progressive, Player Bonus and X-tra Bonus make of it, and
//! the exact value of each option at that decision point (decision 2 and 3 computed here;
//! decision 1 from the exact analysis of every deal, run once in this tab).

use super::job::progress_bar;
use crate::components::card_picker::{CardPicker, CardsInput, CardsStatus};
use crate::components::playing_card::PlayingCard;
use crate::query_state::{initial, keep};
use crate::worker_client::{self, PoolEvent};
use engine::cards::{parse_cards, Card, CardSet};
use engine::combinatorics::ExactEv;
use engine::jhe::decision::{best, decision_three, decision_two, xtra_odds_of};
use engine::jhe::paytables::{all_paytables, paytable};
use engine::jhe::{JheDecision, JheWager};
use engine::paytable::PaytableHand;
use engine::poker::evaluate;
use leptos::prelude::*;

/// What the typed cards are: two hole cards and 1, 3 or 5 community cards.
pub fn read_cards(text: &str) -> Option<Result<Vec<Card>, String>> {
    if text.trim().is_empty() {
        return None;
    }
    Some(match parse_cards(text) {
        Err(e) => Err(e.to_string()),
        Ok(cards) if matches!(cards.len(), 3 | 5 | 7) => Ok(cards),
        Ok(cards) => Err(format!(
            "{} card{}: give the two hole cards, then 1, 3 or 5 community cards (3, 5 or 7 cards in all).",
            cards.len(),
            if cards.len() == 1 { "" } else { "s" }
        )),
    })
}

#[component]
pub fn JheHandAnalyzer() -> impl IntoView {
    // The cards, from the address and kept in it (`?cards=AsKd7c`).
    let text = RwSignal::new(initial("cards").unwrap_or_default());
    keep("cards", move || {
        let t = text.get();
        (!t.trim().is_empty()).then_some(t)
    });
    let parsed = Memo::new(move |_| read_cards(&text.get()));
    // Bumped when decision 1's values arrive, so the analysis shows them.
    let values_version = RwSignal::new(0u32);
    view! {
        <div class="controls">
            <CardsInput text=text label="Hole cards, then community cards " prefix="jhe-analyzer" />
        </div>
        <p id="jhe-analyzer-help" class="hint">"Type the two hole cards first, then 1, 3 or 5 community cards in the order they were dealt (e.g. As Kd 7c, or As Kd 7c 7h 2s) — or pick them below in that order."</p>
        <CardPicker text=text max=7 />
        <CardsStatus parsed prefix="jhe-analyzer" describe={|cards| cards.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")} />
        {move || match parsed.get() {
            Some(Ok(cards)) => Some(view! { <JheAnalysis cards=cards values_version=values_version /> }),
            _ => None,
        }}
    }
}

/// What each table of a wager pays on these cards.
fn wins(wager: JheWager, cards: CardSet) -> Vec<String> {
    all_paytables()
        .iter()
        .filter(|t| t.wager == wager)
        .map(|t| match t.winning_line(cards) {
            Some((_, line)) => format!("{}: {} — {}", t.title(), line.hand.name(), line.pay),
            None => format!("{}: loses", t.title()),
        })
        .collect()
}

fn ev_text(ev: ExactEv) -> String {
    format!(
        "{:+.6} Antes ({} / {})",
        ev.value(),
        ev.numerator,
        ev.denominator
    )
}

fn option_name(decision: JheDecision) -> &'static str {
    match decision {
        JheDecision::Play(3) => "Play 3×",
        JheDecision::Play(2) => "Play 2×",
        JheDecision::Play(_) => "Play 1×",
        JheDecision::Check => "Check",
        JheDecision::Fold => "Fold",
    }
}

#[component]
fn JheAnalysis(cards: Vec<Card>, values_version: RwSignal<u32>) -> impl IntoView {
    let hole = [cards[0], cards[1]];
    let board: Vec<Card> = cards[2..].to_vec();
    let all: CardSet = cards.iter().copied().collect();
    let hand = evaluate(all);
    let xtra_table = paytable(JheWager::XtraBonus, "A");
    let point = match board.len() {
        1 => 1,
        3 => 2,
        _ => 3,
    };
    // The Progressive: the hole cards and the first three community cards (AMB-68).
    let progressive = (board.len() >= 3)
        .then(|| wins(JheWager::Progressive, cards[..5].iter().copied().collect()));
    let player_bonus = (board.len() == 5).then(|| wins(JheWager::PlayerBonus, all));
    let xtra = (board.len() == 5).then(|| {
        let odds = xtra_table.map_or(0, |t| xtra_odds_of(t, hand.category()));
        if odds > 0 {
            format!("pays {odds} to 1 if the hand beats the dealer's (001 Ch.12 B(1)); lost like the Ante if it loses")
        } else {
            "below a straight: pushes if the hand beats the dealer's (B11.1); lost if it loses".to_string()
        }
    });
    let exact = match (point, xtra_table) {
        (2, Some(t)) => Some(decision_two(t, hole, [board[0], board[1], board[2]])),
        (3, Some(t)) => Some(decision_three(
            t,
            hole,
            [board[0], board[1], board[2], board[3], board[4]],
        )),
        _ => None,
    };
    let shown = board[0];
    view! {
        <section class="analysis" data-testid="jhe-analysis">
            <div class="cards">
                <span class="cards-label">"Hole"</span>
                {hole.into_iter().map(|card| view! { <PlayingCard card=card /> }).collect_view()}
                <span class="cards-label">"Board"</span>
                {board.iter().map(|&card| view! { <PlayingCard card=card /> }).collect_view()}
            </div>
            <dl class="figures">
                <div><dt>"Decision"</dt><dd data-testid="jhe-analyzer-point">{format!("{point} of 3 ({} community card{} showing)", board.len(), if board.len() == 1 { "" } else { "s" })}</dd></div>
                <div><dt>"Best hand so far"</dt><dd data-testid="jhe-analyzer-hand">{hand.describe()}</dd></div>
                <div><dt>"Progressive (hole cards and first three community cards, AMB-68)"</dt><dd data-testid="jhe-analyzer-progressive">{match progressive {
                    Some(lines) => view! { <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul> }.into_any(),
                    None => view! { <span>"decided once three community cards show"</span> }.into_any(),
                }}</dd></div>
                <div><dt>"Player Bonus (best five of seven)"</dt><dd data-testid="jhe-analyzer-player-bonus">{match player_bonus {
                    Some(lines) => lines.join("; "),
                    None => "decided when all five community cards show".to_string(),
                }}</dd></div>
                <div><dt>"X-tra Bonus"</dt><dd>{xtra.unwrap_or_else(|| "settled with the Ante and Play after the river".to_string())}</dd></div>
            </dl>
            <h2>"Value of each option (Ante, X-tra Bonus and Play together, per Ante, exact)"</h2>
            {match exact {
                Some(options) => {
                    let best_option = best(&options);
                    view! {
                        <table class="lines" data-testid="jhe-analyzer-evs">
                            <thead><tr><th scope="col">"Option"</th><th scope="col">"Expected result"</th></tr></thead>
                            <tbody>
                                {options.iter().map(|&(d, ev)| view! {
                                    <tr class:best=d == best_option>
                                        <th scope="row">{option_name(d)}{(d == best_option).then_some(" (best)")}</th>
                                        <td>{ev_text(ev)}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                        <p class="source">{if point == 2 {
                            "Over every turn and river and every dealer hand (1,081 × 990 deals); checking then plays 1× or folds at the river, whichever is worth more."
                        } else {
                            "Over the 990 dealer hands from the unseen cards."
                        }}</p>
                    }.into_any()
                }
                None => view! { <FirstDecision hole=hole shown=shown values_version=values_version /> }.into_any(),
            }}
        </section>
    }
}

/// Decision 1's two values, from the exact analysis of every deal: the values shipped with the
/// app (downloaded once), or, should they not load, the analysis run here in workers.
#[component]
fn FirstDecision(hole: [Card; 2], shown: Card, values_version: RwSignal<u32>) -> impl IntoView {
    let progress = RwSignal::new(None::<f64>);
    let failed = RwSignal::new(None::<String>);
    let loading = RwSignal::new(crate::jhe_values::get().is_none());
    if loading.get_untracked() {
        leptos::task::spawn_local(async move {
            match crate::jhe_values::load_shipped().await {
                Ok(_) => values_version.update(|v| *v += 1),
                Err(message) => failed.set(Some(message)),
            }
            loading.set(false);
        });
    }
    let run = move |_| {
        failed.set(None);
        progress.set(Some(0.0));
        let started = worker_client::start_jhe(
            "optimal",
            None,
            move |event: PoolEvent<serde::de::IgnoredAny>| match event {
                PoolEvent::Progress(f) => progress.set(Some(f)),
                PoolEvent::Done { .. } => {
                    progress.set(None);
                    values_version.update(|v| *v += 1);
                }
                PoolEvent::Failed(message) => {
                    progress.set(None);
                    failed.set(Some(message));
                }
            },
        );
        if let Err(message) = started {
            progress.set(None);
            failed.set(Some(message));
        }
    };
    on_cleanup(worker_client::cancel);
    move || {
        values_version.track();
        let values = crate::jhe_values::get();
        let exact = values
            .as_ref()
            .and_then(|v| v.exact(hole[0].index(), hole[1].index(), shown.index()));
        match exact {
            Some([(play_n, play_d), (check_n, check_d)]) => {
                let play = play_n as f64 / play_d as f64;
                let check = check_n as f64 / check_d as f64;
                let rows = [
                    ("Play 3×", play, format!("{play_n} / {play_d}")),
                    ("Check", check, format!("{check_n} / {check_d}")),
                ];
                let best = if play >= check { "Play 3×" } else { "Check" };
                view! {
                    <table class="lines" data-testid="jhe-analyzer-evs">
                        <thead><tr><th scope="col">"Option"</th><th scope="col">"Expected result"</th></tr></thead>
                        <tbody>
                            {rows.into_iter().map(|(name, value, fraction)| view! {
                                <tr class:best=name == best>
                                    <th scope="row">{name}{(name == best).then_some(" (best)")}</th>
                                    <td>{format!("{value:+.6} Antes ({fraction})")}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    <p class="source">"Over every later community card, dealer hand and the best later decisions, from the exact analysis of every deal (optimal play at all three points)."</p>
                }
                .into_any()
            }
            None if loading.get() => view! { <p role="status" data-testid="jhe-analyzer-loading">"Loading decision 1's exact values…"</p> }.into_any(),
            None => view! {
                <p>"Decision 1's values come from the exact analysis of every deal (optimal play at all three points). They could not be loaded; the analysis can run here, in background workers, in under a minute."</p>
                <button class="primary" data-testid="jhe-analyzer-run" on:click=run disabled=move || progress.get().is_some()>"Compute decision 1's values"</button>
                {move || progress.get().map(|f| progress_bar(f, "jhe-analyzer-progress".into()))}
                {move || failed.get().map(|m| view! { <p class="error" role="alert">{m}</p> })}
            }
            .into_any(),
        }
    }
}
