//! The flash drill: a seeded table (the engine's `flash` module deals and settles it
//! and asks the question) is shown for 3, 1.5 or 0.75 s, then hidden, and a question about it
//! is asked; the answer is recorded against the question's skill and the table shown again.

use super::{millis_since, now_ms, SkillsUi};
use crate::components::focus::focus_soon;
use crate::components::playing_card::PlayingCard;
use engine::deck::random_seed;
use engine::flash::{any_flash_question, FlashQuestion, FlashTable, SHOW_MILLIS};
use leptos::prelude::*;
use std::time::Duration;

/// Where the drill is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Ready,
    Showing,
    Asking,
    Answered(usize),
}

const ASK: &[&str] = &["[data-testid=\"flash-question\"] input"];
const NEXT: &[&str] = &["[data-testid=\"flash-start\"]"];

/// The table as flashed (and shown again with the answer).
fn table_view(table: FlashTable) -> impl IntoView {
    view! {
        <div class="flash-table" data-testid="flash-table">
            <div class="flash-place">
                <p><strong>"Dealer"</strong></p>
                <div class="cards">{table.dealer.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                {(!table.community.is_empty()).then(|| view! {
                    <p><strong>"Community cards"</strong></p>
                    <div class="cards">{table.community.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                })}
            </div>
            <ul class="flash-seats">
                {table.seats.into_iter().map(|s| view! {
                    <li class="flash-place" data-testid="flash-seat">
                        <p><strong>{format!("Seat {}", s.number)}</strong>{s.decision.map(|d| format!(" — {d}"))}</p>
                        <p class="flash-wagers">{s.wagers.iter().map(|(w, c)| format!("{w} {c}")).collect::<Vec<_>>().join(" · ")}</p>
                        <div class="cards">{s.cards.into_iter().map(|c| view! { <PlayingCard card=c /> }).collect_view()}</div>
                    </li>
                }).collect_view()}
            </ul>
        </div>
    }
}

#[component]
pub fn FlashDrill() -> impl IntoView {
    let ui = expect_context::<SkillsUi>();
    let academy = ui.academy;
    let show_ms = RwSignal::new(SHOW_MILLIS[0]);
    let stage = RwSignal::new(Stage::Ready);
    let question = RwSignal::new(None::<FlashQuestion>);
    let choice = RwSignal::new(None::<usize>);
    let asked_at = RwSignal::new(0.0f64);
    let problem = RwSignal::new(None::<String>);
    // Each flash's number: a timer left from an earlier flash, or from a drill since left (its
    // signals gone), does nothing.
    let flash_number = RwSignal::new(0u64);
    let ask = move || {
        if stage.get_untracked() == Stage::Showing {
            stage.set(Stage::Asking);
            asked_at.set(now_ms());
            focus_soon("", ASK);
        }
    };
    let start = move |_| {
        problem.set(None);
        choice.set(None);
        let q = random_seed()
            .map_err(|e| e.to_string())
            .and_then(|seed| any_flash_question(academy.rule_set(), seed >> 8));
        match q {
            Ok(q) => {
                question.set(Some(q));
                stage.set(Stage::Showing);
                flash_number.update(|n| *n += 1);
                let mine = flash_number.get_untracked();
                set_timeout(
                    move || {
                        if flash_number.try_get_untracked() == Some(mine) {
                            ask();
                        }
                    },
                    Duration::from_millis(show_ms.get_untracked()),
                );
                focus_soon("", &["[data-testid=\"flash-ask-now\"]"]);
            }
            Err(e) => problem.set(Some(format!("No table could be dealt: {e}"))),
        }
    };
    let answer = move || {
        let (Some(picked), Some(q)) = (choice.get_untracked(), question.get_untracked()) else {
            problem.set(Some("Choose an answer first.".into()));
            return;
        };
        problem.set(None);
        let right = picked == q.correct;
        ui.record_skills(
            vec![q.kind.skill()],
            right,
            Some(millis_since(asked_at.get_untracked())),
        );
        stage.set(Stage::Answered(picked));
        focus_soon("", NEXT);
    };
    view! {
        <section class="panel" aria-labelledby="flash-title" data-testid="flash-drill">
            <h2 id="flash-title">"Flash drill"</h2>
            <p class="lead">"A table is shown for a moment, as a dealer sees it at a glance; then it is hidden and you are asked about it: which seats hold a Progressive wager, who is paid from which meter, whether the dealer's hand qualifies, which seats win a paytable line."</p>
            <div class="controls">
                <label>
                    "Show the table for "
                    <select data-testid="flash-time" disabled=move || stage.get() == Stage::Showing on:change=move |ev| {
                        if let Ok(ms) = event_target_value(&ev).parse::<u64>() {
                            show_ms.set(ms);
                        }
                    }>
                        {SHOW_MILLIS.into_iter().map(|ms| view! {
                            <option value=ms.to_string() selected=move || show_ms.get() == ms>{format!("{} s", ms as f64 / 1000.0)}</option>
                        }).collect_view()}
                    </select>
                </label>
                <button class="primary" data-testid="flash-start" disabled=move || stage.get() == Stage::Showing on:click=start>
                    {move || if stage.get() == Stage::Ready { "Flash a table" } else { "Flash another table" }}
                </button>
            </div>
            {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid="flash-problem">{p}</p> })}
            {move || match (stage.get(), question.get()) {
                (Stage::Showing, Some(q)) => view! {
                    <p class="hint" role="status">"Look now…"</p>
                    {table_view(q.table)}
                    <button data-testid="flash-ask-now" on:click=move |_| ask()>"Hide it and ask me now"</button>
                }.into_any(),
                (Stage::Asking, Some(q)) => view! {
                    <fieldset class="options question" data-testid="flash-question" on:keydown=move |ev: web_sys::KeyboardEvent| {
                        if ev.key() == "Enter" { ev.prevent_default(); answer(); }
                    }>
                        <legend class="prompt" data-testid="flash-prompt">{q.prompt.clone()}</legend>
                        {q.options.iter().enumerate().map(|(i, text)| {
                            let id = format!("flash-opt-{i}");
                            let label_for = id.clone();
                            view! {
                                <label class="option" for=label_for>
                                    <input type="radio" id=id name="flash" data-testid=format!("flash-option-{i}") on:change=move |_| choice.set(Some(i)) />
                                    <span>{text.clone()}</span>
                                </label>
                            }
                        }).collect_view()}
                    </fieldset>
                    <button class="primary" data-testid="flash-answer" on:click=move |_| answer()>"Answer"</button>
                }.into_any(),
                (Stage::Answered(picked), Some(q)) => {
                    let right = picked == q.correct;
                    view! {
                        <div class=if right { "feedback right" } else { "feedback wrong" } role="status" data-testid="flash-feedback">
                            <p><strong>{if right { "Correct." } else { "Not quite." }}</strong>
                                {(!right).then(|| format!(" The answer is: {}.", q.options[q.correct]))}</p>
                            <p>{format!("{} {}", q.prompt, q.explanation)}</p>
                            <p class="hint">{format!("Table seed {} ({}).", q.seed, q.rule_set.key())}</p>
                        </div>
                        {table_view(q.table)}
                    }.into_any()
                }
                _ => ().into_any(),
            }}
        </section>
    }
    .into_any()
}
