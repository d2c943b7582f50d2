//! The panels every game's play page has, written once: the dock (the cards to decide on, the
//! line saying what the table waits for or how the round ended, the actions), the coach's
//! frame with its verdict and tally, the round's steps, and a wager field. A game supplies what
//! is its own: its cards, its decision bar, its lines, its coach's values.

use crate::round_ui::{PlayGame, RoundUi};
use crate::session::{HasTable, Saved, Speed};
use crate::session_view::{coach_tally, round_steps, DockFrame, Stage};
use engine::table::Table;
use leptos::prelude::*;

/// The action bar that stays on screen (the shared `DockFrame`): the game's cards (`hand`) and
/// decision bar (`decision`), a line for the user — what the table waits for, the game's
/// question while the user decides (`deciding`), the round's result once it is over
/// (`result`) — and what a screen reader hears of the hand while the user decides (`heard`).
pub fn play_dock<P: PlayGame>(
    ui: RoundUi<P>,
    hand: ViewFn,
    decision: ViewFn,
    deciding: impl Fn() -> String + Send + Sync + 'static,
    result: impl Fn() -> Option<String> + Send + Sync + 'static,
    heard: impl Fn() -> Option<String> + Send + Sync + 'static,
) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    let line = move || match ui.stage.get() {
        Stage::Done => result().unwrap_or_default(),
        Stage::Betting => "Place your wagers, then deal.".to_string(),
        Stage::Dealing { .. } => "Dealing…".to_string(),
        Stage::Deciding => deciding(),
        Stage::Settling { .. } => "The dealer reveals and settles…".to_string(),
    };
    let heard = move || {
        (ui.stage.get() == Stage::Deciding)
            .then(&heard)
            .flatten()
            .unwrap_or_default()
    };
    let page = ui.page;
    view! {
        <DockFrame
            stage=ui.stage
            error=ui.error
            line=Signal::derive(line)
            heard=Signal::derive(heard)
            hand=hand
            decision=decision
            on_deal=Callback::new(move |_| ui.deal())
            on_rebet=Callback::new(move |_| page.rebet())
            on_skip=Callback::new(move |_| ui.skip_animation())
        />
    }
}

/// The coach, while it is on: the game's values for the decision in front of the user
/// (`values`), the verdict on the last one (`feedback`) and the session's tally.
pub fn coach_panel<P, V>(
    ui: RoundUi<P>,
    feedback: RwSignal<Option<String>>,
    values: impl Fn() -> V + Send + Sync + Clone + 'static,
) -> impl IntoView
where
    P: PlayGame,
    V: IntoView + 'static,
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
    <P::Session as crate::session::SessionGame>::Settings: HasTable,
{
    let on = move || ui.saved.with(|s| s.settings.table().coach);
    view! {
        <Show when=on>
            <aside class="coach" aria-label="Coach" data-testid="coach">
                <h2>"Coach"</h2>
                // Its height is kept whatever it holds (nothing, working, the values, the
                // verdict), so the panels under it stay put from round to round.
                <div class="coach-body">
                {values.clone()}
                {move || feedback.get().map(|f| view! { <p data-testid="coach-feedback" role="status">{f}</p> })}
                </div>
                {coach_tally(Signal::derive(move || ui.saved.with(|s| s.coach.clone())))}
            </aside>
        </Show>
    }
}

/// The round's steps in order, each with its rule, and the user's result once it is over.
pub fn steps_panel<P: PlayGame>(ui: RoundUi<P>) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
    <P::Game as engine::table::Game>::Wager: Send + Sync,
{
    let slow = ui
        .saved
        .with_untracked(|s| s.settings.table().speed == Speed::Slow);
    round_steps(
        ui.table,
        ui.stage,
        Signal::derive(move || ui.saved.with(|s| P::user_seats(&s.settings))),
        slow,
    )
}

/// One wager's field: its area (a button adding the selected chip, `on_chip`), "$", and the
/// amount as typed (`value`; `on_input` takes each edit), named for a screen reader by
/// `spoken` and for the tests by `testid`.
pub fn wager_field(
    label: &'static str,
    spoken: String,
    testid: String,
    value: Signal<String>,
    on_chip: Callback<()>,
    on_input: Callback<String>,
) -> impl IntoView {
    view! {
        <label class="bet">
            <button class="area" title=format!("Add the selected chip to the {label}") on:click=move |_| on_chip.run(())>{label}</button>
            <span class="currency" aria-hidden="true">"$"</span>
            <input
                inputmode="decimal"
                aria-label=spoken
                data-testid=testid
                prop:value=value
                on:input=move |ev| on_input.run(event_target_value(&ev))
            />
        </label>
    }
}
