//! The panels every game's play page has, written once: the dock (the cards to decide on, the
//! line saying what the table waits for or how the round ended, the actions), the coach's
//! frame with its verdict and tally, the round's steps, a wager field, a round in the history
//! and the settings panel's frame. A game supplies what is its own: its cards, its decision
//! bar, its lines, its coach's values, its settings rows.

use crate::components::text::count;
use crate::round_ui::{PlayGame, RoundUi, Settings};
use crate::session::{HasTable, Mistake, Saved, SessionGame, Speed};
use crate::session_view::{
    coach_tally, number_row, round_steps, settings_footer, share_link, speed_and_coach, DockFrame,
    Stage,
};
use engine::table::{DealingMethod, Table};
use engine::Cents;
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

/// A table's settings being edited: the draft (from the settings in force) and the message
/// saying whether they were applied or what is wrong.
pub struct SettingsForm<S: 'static> {
    pub draft: RwSignal<S>,
    pub message: RwSignal<Option<Result<String, String>>>,
}

impl<S: 'static> Clone for SettingsForm<S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S: 'static> Copy for SettingsForm<S> {}

impl<S: Clone + Send + Sync + 'static> SettingsForm<S> {
    /// A draft of the session's settings in force.
    pub fn of<G: SessionGame<Settings = S> + 'static>(saved: RwSignal<Saved<G>>) -> Self
    where
        Saved<G>: Send + Sync,
    {
        SettingsForm {
            draft: RwSignal::new(saved.with_untracked(|s| s.settings.clone())),
            message: RwSignal::new(None),
        }
    }

    /// A row with a number typed (`session_view::number_row`), read by `get`, applied to the
    /// draft by `set` (its `Err` shown).
    pub fn number(
        &self,
        label: &'static str,
        id: &'static str,
        get: fn(&S) -> String,
        set: fn(&mut S, &str) -> Result<(), String>,
    ) -> impl IntoView {
        number_row(self.draft, self.message, label, id, get, set)
    }
}

/// A table's settings panel: the game's rows (`rows`) and the speed and coach every table has,
/// kept as a draft until "Apply" hands it to `apply`; the share link reads the settings in
/// force (`share_query`), and reset starts the session again.
pub fn settings_panel<P: PlayGame>(
    ui: RoundUi<P>,
    form: SettingsForm<Settings<P>>,
    rows: impl IntoView,
    apply: impl Fn(Settings<P>) -> Result<(), String> + Send + Sync + 'static,
    share_query: fn(&Settings<P>) -> String,
) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
    Settings<P>: HasTable + Send + Sync + 'static,
{
    view! {
        <details class="panel" data-testid="settings">
            <summary>"Table settings"</summary>
            <div class="settings-grid">
                {rows}
                {speed_and_coach(form.draft)}
            </div>
            {settings_footer(
                form.draft,
                form.message,
                apply,
                move || ui.saved.with(|s| share_link(P::GAME, &share_query(&s.settings))),
                move || ui.reset_session(),
            )}
        </details>
    }
}

/// The dealing method, among those the draft's rules permit (`permitted`), each named by
/// `name`.
pub fn dealing_method_row<S: HasTable + Clone + Send + Sync + 'static>(
    draft: RwSignal<S>,
    permitted: fn(&S) -> Vec<DealingMethod>,
    name: fn(DealingMethod) -> &'static str,
) -> impl IntoView {
    view! {
        <label>
            "Dealing method"
            <select data-testid="setting-deal" on:change=move |ev| {
                if let Some(m) = DealingMethod::from_code(&event_target_value(&ev)) {
                    draft.update(|d| d.table_mut().dealing_method = m);
                }
            }>
                {move || {
                    let d = draft.get();
                    permitted(&d).into_iter().map(|m| view! {
                        <option value=m.code() selected=d.table().dealing_method == m>{name(m)}</option>
                    }).collect_view()
                }}
            </select>
        </label>
    }
}

/// One round in the hand history: its number, the user's net, its summary, the coach's
/// mistakes (`with_point`: naming each decision point) and its replay button.
pub fn history_row(
    number: u64,
    net: Cents,
    summary: String,
    mistakes: &[Mistake],
    with_point: bool,
    on_replay: Callback<()>,
) -> impl IntoView {
    let mistakes = (!mistakes.is_empty()).then(|| {
        format!(
            " · {}: {}",
            count(mistakes.len() as u64, "mistake", "mistakes"),
            mistakes
                .iter()
                .map(|m| m.describe(with_point))
                .collect::<Vec<_>>()
                .join("; ")
        )
    });
    view! {
        <li data-testid="history-row" data-net=net.0>
            <span>{format!("Round {number}: {}{net} — {summary}", if net.0 >= 0 { "+" } else { "" })}</span>
            {mistakes.map(|m| view! { <span class="history-mistakes" data-testid="history-mistakes">{m}</span> })}
            " "
            <button data-testid="replay" on:click=move |_| on_replay.run(())>"Replay"</button>
        </li>
    }
}
