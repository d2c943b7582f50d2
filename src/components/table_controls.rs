//! The controls every game's play table has, written once: the wager panel (the chips, the
//! game's wager fields, Clear, Undo where the game keeps its changes, Double), locked while a
//! round is on, and the decision bar (the warning held for a costly decision, a button a
//! decision with its key, the coach's pick marked). A game supplies its fields and its options.

use crate::round_ui::{DecisionOf, PlayGame, RoundUi};
use crate::session::Saved;
use crate::session_view::{mistake_warning, Stage, CHIPS};
use engine::table::Table;
use engine::Cents;
use leptos::prelude::*;

/// The chips, the game's wager fields (`fields`) and the actions on them. Kept on screen
/// through the round, locked (a disabled fieldset), so the panels under it do not move when a
/// round starts or ends. `can_undo` is for a game that keeps its changes to the wagers.
pub fn wager_panel<P: PlayGame>(
    ui: RoundUi<P>,
    chip: RwSignal<Cents>,
    can_undo: Option<Signal<bool>>,
    fields: impl IntoView,
) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    let betting = move || matches!(ui.stage.get(), Stage::Betting | Stage::Done);
    view! {
        <div class="controls-panel" aria-label="Your wagers" data-testid="wagers-panel">
            <fieldset class="wager-lock" disabled=move || !betting()>
                <legend class="visually-hidden">{move || if betting() { "Your wagers" } else { "Your wagers (locked until the round is over)" }}</legend>
                <div class="chips" role="group" aria-label="Chip value">
                    {CHIPS.iter().map(|&d| {
                        let value = Cents::dollars(d);
                        view! {
                            <button class="chip" aria-pressed=move || (chip.get() == value).to_string() on:click=move |_| chip.set(value)>
                                {format!("${d}")}
                            </button>
                        }
                    }).collect_view()}
                </div>
                {fields}
                <div class="actions">
                    <button data-testid="clear" on:click=move |_| ui.page.clear_bets() aria-keyshortcuts="C">"Clear"<span class="key-hint">" (C)"</span></button>
                    {can_undo.map(|can| view! {
                        <button data-testid="undo-bet" on:click=move |_| ui.page.undo_bet() aria-keyshortcuts="U" disabled=move || !can.get()>"Undo"<span class="key-hint">" (U)"</span></button>
                    })}
                    <button data-testid="double-bets" on:click=move |_| ui.page.double_bets() aria-keyshortcuts="X">"Double"<span class="key-hint">" (X)"</span></button>
                </div>
            </fieldset>
        </div>
    }
}

/// One option's button, as the game names it.
pub struct DecisionButton<D> {
    pub decision: D,
    /// "Raise 2×", "Check".
    pub label: String,
    /// The key shown after the label ("R", "2").
    pub hint: String,
    /// The key announced to assistive technology.
    pub key: &'static str,
    /// The button's test id.
    pub testid: String,
}

/// The decision in front of the user: the warning held for a costly decision (with "Take it
/// back"), then a group named `label` of a button an option, the coach's recommendation marked.
/// `point` is the game's decision point, where it has several; `spoken` is read to a screen
/// reader before the buttons.
pub fn decision_bar<P: PlayGame>(
    ui: RoundUi<P>,
    label: String,
    point: Option<u8>,
    spoken: Option<String>,
    buttons: Vec<DecisionButton<DecisionOf<P>>>,
) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    view! {
        {move || mistake_warning(ui.warning.get().map(|(_, t)| t), Callback::new(move |_| ui.warning.set(None)))}
        <div class="decision-bar" role="group" aria-label=label data-testid="decision" data-point=point>
            {spoken.map(|text| view! { <p class="visually-hidden">{text}</p> })}
            {buttons.into_iter().map(|b| {
                let d = b.decision;
                view! { <button class:primary=move || ui.recommended() == Some(d) data-testid=b.testid data-decision=d.to_string() aria-keyshortcuts=b.key on:click=move |_| ui.page.decide(d)>{b.label}<span class="key-hint">{format!(" ({})", b.hint)}</span></button> }
            }).collect_view()}
        </div>
    }
}
