//! The play screen's game-independent parts: where a round is on screen and how it unfolds
//! step by step (honouring reduced motion), the bankroll bar with its top-up, notices, the
//! dealer's trace with citations, and the keyboard-shortcut list. A game's panel drives them
//! with its own table and wagers.

use crate::components::confirm::ConfirmButton;
use crate::session::{HasTable, Saved, SessionGame};
use crate::storage::{self, Entry};
use engine::table::{Game, Recipient, Table, WagerKind};
use engine::trace::{Outcome, Step};
use engine::{Card, Cents, GameId};
use leptos::prelude::*;

/// A play page's saved session and its messages: what every game's page does with them alike.
pub struct SessionUi<G: SessionGame> {
    pub game: GameId,
    pub saved: RwSignal<Saved<G>>,
    pub error: RwSignal<Option<String>>,
    pub notice: RwSignal<Option<String>>,
}

impl<G: SessionGame> Clone for SessionUi<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SessionGame> Copy for SessionUi<G> {}

impl<G: SessionGame + Send + Sync + 'static> SessionUi<G>
where
    Saved<G>: Send + Sync,
{
    /// Saves the session on the device; a refusal (storage full or blocked) is shown.
    pub fn persist(&self) {
        let json = self.saved.with_untracked(Saved::to_json);
        if let Some(problem) = storage::save(self.game, Entry::Play, &json) {
            self.notice.set(Some(problem));
        }
    }

    /// Adds the starting bankroll again; history and statistics stay.
    pub fn top_up(&self) {
        let mut result = Ok(Cents::ZERO);
        self.saved.update(|s| result = s.top_up());
        match result {
            Ok(amount) => {
                self.error.set(None);
                self.notice.set(Some(format!(
                    "{amount} added to your bankroll; your history and statistics are kept."
                )));
                self.persist();
            }
            Err(e) => self.error.set(Some(format!("No top-up: {e}."))),
        }
    }

    /// Books a finished round (bankroll, meter, history) and saves; false, with the reason
    /// shown, when it cannot be booked.
    pub fn book(
        &self,
        user_net: Cents,
        meter: Option<engine::meters::MeterBank>,
        record: G::Record,
    ) -> bool {
        let mut booked = Ok(());
        self.saved
            .update(|s| booked = s.book(user_net, meter, record));
        if let Err(problem) = booked {
            self.notice
                .set(Some(format!("This round could not be booked: {problem}.")));
            return false;
        }
        self.persist();
        true
    }

    /// Starts again with the starting bankroll and no history, the settings kept.
    pub fn reset(&self) {
        self.saved.update(|s| *s = Saved::fresh(s.settings.clone()));
        self.persist();
    }
}

/// Cards of one recipient that the deal has reached so far (all of them once it is over).
pub fn dealt_cards<G: Game>(table: &Table<G>, recipient: Recipient, stage: Stage) -> Vec<Card> {
    let limit = match stage {
        Stage::Dealing { shown } => shown,
        _ => usize::MAX,
    };
    table
        .round()
        .deal_order
        .iter()
        .filter(|(r, _)| *r != Recipient::DiscardRack)
        .take(limit)
        .filter(|(r, _)| *r == recipient)
        .map(|&(_, c)| c)
        .collect()
}

/// Whether the dealer's cards show face up: once the dealer has revealed and the settlement
/// is on screen.
pub fn dealer_revealed<G: Game>(table: &Table<G>, stage: Stage) -> bool {
    table.round().dealer_value.is_some() && matches!(stage, Stage::Settling { .. } | Stage::Done)
}

/// What a round came to for the user, for the dock's result line.
pub fn verdict(net: Cents) -> String {
    match net.0 {
        n if n > 0 => format!("You win {net}"),
        0 => "Even: your wagers come back".to_string(),
        _ => format!("You lose {}", Cents(-net.0)),
    }
}

/// The round's steps in order, each with its rule, and the user's result once it is over:
/// open by default only for dealer study (the slow speed), then as the user leaves it.
pub fn round_steps<G: Game + 'static>(
    table: RwSignal<Option<Table<G>>>,
    stage: RwSignal<Stage>,
    user: Signal<Vec<u8>>,
    slow: bool,
) -> impl IntoView
where
    Table<G>: Send + Sync,
    G::Wager: Send + Sync,
{
    let open = RwSignal::new(slow);
    move || {
        let stage = stage.get();
        table.with(|t| {
            let t = t.as_ref()?;
            let steps = visible_steps(&t.round().steps, stage);
            let user = user.get();
            let result = (stage == Stage::Done).then(|| {
                Cents::checked_sum(user.iter().map(|&s| t.round().seat_net(s))).unwrap_or_default()
            });
            Some(view! { <TraceSteps steps=steps user=user result=result open=open /> })
        })
    }
}

/// A replayed round's steps, each with its rule.
pub fn replay_steps<W: WagerKind>(steps: &[Step<W>]) -> impl IntoView {
    view! {
        <ol class="replay-steps">
            {steps.iter().map(|step| match step {
                Step::Procedure { text, citation } => view! { <li>{text.clone()}" "<cite>{citation.as_str()}</cite></li> }.into_any(),
                Step::Settled(w) => view! { <li>{format!("Seat {} {}: {} {}", w.seat, w.wager.name(), w.outcome.name(), w.net)}" "<cite>{w.citation.as_str()}</cite></li> }.into_any(),
            }).collect_view()}
        </ol>
    }
}

/// The coach's running tally for the session.
pub fn coach_tally(tally: Signal<crate::session::CoachTally>) -> impl IntoView {
    use crate::components::text::count;
    view! {
        <p class="tally" data-testid="coach-tally">{move || tally.with(|t| format!(
            "This session: {}, {}, {} given up to mistakes on average.",
            count(t.decisions, "decision", "decisions"),
            count(t.mistakes, "mistake", "mistakes"),
            Cents(t.cost_cents.round() as i64)
        ))}</p>
    }
}

/// The action bar that stays on screen, for either game: the round's line, the user's hand,
/// the error, Deal and Rebet between rounds, "Show all" while cards come out or the dealer
/// settles, and the game's decision buttons while it waits for the user. It keeps its height
/// through a round so nothing around it moves. The line is the page's one live region for the
/// round: `heard` adds, for a screen reader only, what the eye takes from the cards (the hand to
/// decide on), so a deal and a settlement are each announced once, never card by card.
#[component]
pub fn DockFrame(
    stage: RwSignal<Stage>,
    error: RwSignal<Option<String>>,
    #[prop(into)] line: Signal<String>,
    #[prop(into)] heard: Signal<String>,
    #[prop(into)] hand: ViewFn,
    #[prop(into)] decision: ViewFn,
    on_deal: Callback<()>,
    on_rebet: Callback<()>,
    on_skip: Callback<()>,
) -> impl IntoView {
    // The control the user was on goes away as the round moves on (Deal while it deals, a
    // decision once made): the keyboard's focus then goes to what the dock offers next rather
    // than to the page itself. Focus elsewhere on the page is left alone.
    // Every step of the round counts (a decision point follows another with the stage the
    // same), the first run (the page opening) does not.
    Effect::new(move |previous: Option<Stage>| {
        let now = stage.get();
        if previous.is_some() {
            let next: &'static [&'static str] = match now {
                Stage::Deciding => &["[data-testid=\"decision\"] button"],
                Stage::Betting | Stage::Done => &["[data-testid=\"deal\"]"],
                Stage::Dealing { .. } | Stage::Settling { .. } => &["[data-testid=\"skip\"]"],
            };
            request_animation_frame(move || {
                let lost = web_sys::window()
                    .and_then(|w| w.document())
                    .map(|d| {
                        d.active_element().is_none()
                            || d.active_element() == d.body().map(Into::into)
                    })
                    .unwrap_or(false);
                if lost {
                    crate::components::focus::focus_first(".dock", next);
                }
            });
        }
        now
    });
    view! {
        <div class="dock" aria-label="Your hand and actions">
            <p class="dock-result" role="status" data-testid="result-banner" class:done=move || stage.get() == Stage::Done>{line}<span class="visually-hidden" data-testid="heard">{heard}</span></p>
            <div class="dock-hand">{move || hand.run()}</div>
            <div class="dock-actions">
            {move || error.get().map(|e| view! { <p class="error" role="alert" data-testid="play-error">{e}</p> })}
            <Show when=move || matches!(stage.get(), Stage::Betting | Stage::Done)>
                <div class="actions">
                    <button class="primary" data-testid="deal" on:click=move |_| on_deal.run(()) aria-keyshortcuts="D">"Deal"<span class="key-hint">" (D)"</span></button>
                    <button data-testid="rebet" on:click=move |_| on_rebet.run(()) aria-keyshortcuts="B">"Rebet"<span class="key-hint">" (B)"</span></button>
                </div>
            </Show>
            <Show when=move || matches!(stage.get(), Stage::Dealing { .. } | Stage::Settling { .. })>
                <button data-testid="skip" on:click=move |_| on_skip.run(())>"Show all (Space)"</button>
            </Show>
            {
                let decision = decision.clone();
                view! { <Show when=move || stage.get() == Stage::Deciding>{let d = decision.clone(); move || d.run()}</Show> }
            }
            </div>
        </div>
    }
}

/// Every table's last settings: the animation speed and the coach.
#[component]
pub fn SpeedAndCoach(
    speed: Signal<crate::session::Speed>,
    set_speed: Callback<crate::session::Speed>,
    coach: Signal<bool>,
    set_coach: Callback<bool>,
    warn: Signal<bool>,
    set_warn: Callback<bool>,
    hide: Signal<bool>,
    set_hide: Callback<bool>,
) -> impl IntoView {
    use crate::session::Speed;
    view! {
        <label>
            "Animation speed"
            <select data-testid="setting-speed" on:change=move |ev| {
                if let Some(s) = Speed::from_code(&event_target_value(&ev)) {
                    set_speed.run(s);
                }
            }>
                {Speed::ALL.into_iter().map(|s| view! { <option value=s.code() selected=move || speed.get() == s>{s.label()}</option> }).collect_view()}
            </select>
        </label>
        <label class="check">
            <input type="checkbox" data-testid="setting-coach" prop:checked=move || coach.get() on:change=move |ev| set_coach.run(event_target_checked(&ev)) />
            " Coach on"
        </label>
        <label class="check">
            <input type="checkbox" data-testid="setting-warn" prop:checked=move || warn.get() on:change=move |ev| set_warn.run(event_target_checked(&ev)) />
            " Warn before a decision that costs (with the coach on): make it again to confirm, or take it back"
        </label>
        <label class="check">
            <input type="checkbox" data-testid="setting-hide" prop:checked=move || hide.get() on:change=move |ev| set_hide.run(event_target_checked(&ev)) />
            " Hide the coach's values until you decide (then see the verdict and what it cost)"
        </label>
    }
}

/// What the coach shows instead of its values while they are hidden until the user acts.
pub fn coach_hidden() -> impl IntoView {
    view! {
        <p class="hint" data-testid="coach-hidden">"Your decision first: the coach shows each option's exact value and its verdict once you have acted."</p>
    }
}

/// The warning held in front of a costly decision: what it costs, and how to go on.
pub fn mistake_warning(text: Option<String>, on_take_back: Callback<()>) -> impl IntoView {
    text.map(|t| {
        view! {
            <p class="warning mistake-warning" role="alert" data-testid="mistake-warning">
                {t}" "
                <button data-testid="take-back" on:click=move |_| on_take_back.run(())>"Take it back"</button>
            </p>
        }
    })
}

/// Below a table's settings: Apply and what came of it, the link that shares the table, and
/// a reset of the bankroll and history (asked to confirm).
#[component]
pub fn SettingsActions(
    on_apply: Callback<()>,
    message: RwSignal<Option<Result<String, String>>>,
    share_url: Signal<String>,
    on_reset: Callback<()>,
) -> impl IntoView {
    view! {
        <button class="primary" data-testid="apply-settings" on:click=move |_| on_apply.run(())>"Apply"</button>
        {move || message.get().map(|m| match m {
            Ok(t) => view! { <p role="status" data-testid="settings-message">{t}</p> }.into_any(),
            Err(e) => view! { <p class="error" role="alert" data-testid="settings-error">{e}</p> }.into_any(),
        })}
        <p>"Share this table: "<input class="share" readonly data-testid="share-url" prop:value=share_url aria-label="Link to this table's settings" /></p>
        <p>
            <ConfirmButton label="Reset bankroll and history…" question="Start again with the starting bankroll and no history?"
                testid="reset-session" yes_testid="confirm-reset" on_yes=on_reset />
        </p>
    }
}

/// The end of a table's settings panel, wired the same way for every game: "Apply" hands the
/// draft to `apply` and says that the table starts a new round (or why not), the share link
/// is `share_url`'s, and reset runs `reset`.
pub fn settings_footer<S: Clone + Send + Sync + 'static>(
    draft: RwSignal<S>,
    message: RwSignal<Option<Result<String, String>>>,
    apply: impl Fn(S) -> Result<(), String> + Send + Sync + 'static,
    share_url: impl Fn() -> String + Send + Sync + 'static,
    reset: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let on_apply = Callback::new(move |_| match apply(draft.get_untracked()) {
        Ok(()) => message.set(Some(Ok(
            "Settings applied; the table starts a new round.".into()
        ))),
        Err(e) => message.set(Some(Err(e))),
    });
    view! {
        <SettingsActions
            on_apply=on_apply
            message=message
            share_url=Signal::derive(share_url)
            on_reset=Callback::new(move |_| reset())
        />
    }
}

/// The link to a game's table with these settings, from this page's origin.
pub fn share_link(game: GameId, query: &str) -> String {
    let origin = web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default();
    format!(
        "{origin}{}?{query}",
        crate::base_path::href(&crate::address::Part::Play.route(game))
    )
}

/// The chip values offered, in dollars.
pub const CHIPS: [i64; 5] = [1, 5, 25, 100, 500];

/// A wager field's amount: blank is none.
pub fn money(text: &str) -> Result<Cents, String> {
    if text.trim().is_empty() {
        return Ok(Cents::ZERO);
    }
    Cents::parse_dollars(text)
}

/// An amount as typed in a wager field: "25" or "12.50", no "$" or separators.
pub fn plain_amount(amount: Cents) -> String {
    amount.to_string().trim_start_matches('$').replace(',', "")
}

/// An amount as a wager field shows it ("rebet"): empty for none, else as typed.
pub fn typed_amount(amount: Cents) -> String {
    if amount.0 == 0 {
        String::new()
    } else {
        plain_amount(amount)
    }
}

/// A wager field with a chip added ("Add the selected chip"): a field that does not read as
/// an amount counts as empty, and a sum too large leaves it as it was.
pub fn add_chip_to(field: &mut String, chip: Cents) {
    let current = money(field).unwrap_or(Cents::ZERO);
    if let Ok(sum) = current.checked_add(chip) {
        *field = plain_amount(sum);
    }
}

/// A wager field doubled ("Double"): an empty one stays empty; `Err` names what does not read
/// as an amount, the field left as it was.
pub fn double_field(field: &mut String) -> Result<(), String> {
    match money(field)?.checked_mul(2) {
        Ok(doubled) if doubled.0 > 0 => *field = plain_amount(doubled),
        _ => {}
    }
    Ok(())
}

/// The shortcut a key press means on a play screen: its key, lower-cased, unless the user is
/// typing in a field, activating a focused control with Space or Enter, or holding a modifier.
pub fn shortcut_key(ev: &web_sys::KeyboardEvent) -> Option<String> {
    let target = ev
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
    let tag = target.as_ref().map(|el| el.tag_name()).unwrap_or_default();
    let input_type = target
        .as_ref()
        .and_then(|el| el.get_attribute("type"))
        .unwrap_or_default();
    let typing = matches!(tag.as_str(), "SELECT" | "TEXTAREA")
        || (tag == "INPUT" && !matches!(input_type.as_str(), "checkbox" | "radio" | "button"));
    let activates = matches!(tag.as_str(), "BUTTON" | "INPUT" | "A" | "SUMMARY")
        && matches!(ev.key().as_str(), " " | "Enter");
    if typing || activates || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
        return None;
    }
    Some(ev.key().to_ascii_lowercase())
}

/// Runs `advance` every `step_ms` milliseconds until it returns false: how a deal or a
/// settlement unfolds step by step.
pub fn every_step(step_ms: u32, advance: impl Fn() -> bool + 'static) {
    set_timeout(
        move || {
            if advance() {
                every_step(step_ms, advance);
            }
        },
        std::time::Duration::from_millis(step_ms as u64),
    );
}

/// Where the round is, as the screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Placing wagers.
    Betting,
    /// Cards coming out: how many of the deal order are shown.
    Dealing { shown: usize },
    /// Waiting for the user's decision.
    Deciding,
    /// Steps of the reveal and settlement shown so far.
    Settling { shown: usize },
    /// The round is over.
    Done,
}

/// Whether the system asks for reduced motion (`prefers-reduced-motion: reduce`).
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Steps worth showing now (the deal's and decisions' steps, then the settlement's as they come).
pub fn visible_steps<W: Clone>(steps: &[Step<W>], stage: Stage) -> Vec<Step<W>> {
    match stage {
        Stage::Settling { shown } => steps[..shown.min(steps.len())].to_vec(),
        _ => steps.to_vec(),
    }
}

/// The bankroll, with a top-up once it cannot cover a minimum round.
#[component]
pub fn BankrollBar(
    bankroll: Signal<Cents>,
    needs_top_up: Signal<bool>,
    top_up_amount: Signal<Cents>,
    on_top_up: Callback<()>,
) -> impl IntoView {
    view! {
        <p class="bankroll" role="status">
            "Bankroll "
            <strong data-testid="bankroll">{move || bankroll.get().to_string()}</strong>
            {move || needs_top_up.get().then(|| view! {
                " "<button data-testid="top-up" on:click=move |_| on_top_up.run(())>
                    {move || format!("Top up {}", top_up_amount.get())}
                </button>
            })}
        </p>
    }
}

/// A notice the user can dismiss (a link applied in part, saved data set aside, a top-up).
#[component]
pub fn NoticeBar(notice: RwSignal<Option<String>>) -> impl IntoView {
    move || {
        notice.get().map(|n| {
            view! {
                <p class="notice" role="alert" data-testid="play-notice">{n}" "<button on:click=move |_| notice.set(None)>"Dismiss"</button></p>
            }
        })
    }
}

/// The dealer's procedure and settlement as far as shown, each step with its rule; the user's
/// settlements marked, and the user's result once the round is done.
#[component]
pub fn TraceSteps<W: WagerKind + Send + Sync>(
    steps: Vec<Step<W>>,
    user: Vec<u8>,
    /// The user's net over the round, once it is over.
    result: Option<Cents>,
    /// Whether the list is open: the user's choice, open by default only for dealer study.
    open: RwSignal<bool>,
) -> impl IntoView {
    let count = steps.len();
    view! {
        <details class="steps" data-testid="steps-details" prop:open=move || open.get()
            on:toggle=move |ev| {
                let now = event_target::<web_sys::HtmlDetailsElement>(&ev).open();
                if now != open.get_untracked() {
                    open.set(now);
                }
            }>
            <summary>
                <h2>"Dealer's procedure and settlement"</h2>" "<span class="count">{format!("({count} steps, each with its rule)")}</span>
                // The result's line is held empty until the round is over, so nothing under it moves.
                {match result {
                    Some(net) => view! { " "<span class="round-summary" data-testid="round-summary">{format!("Round result for you: {}{}", if net.is_negative() { "" } else { "+" }, net)}</span> }.into_any(),
                    None => view! { <span class="round-summary" aria-hidden="true">"\u{a0}"</span> }.into_any(),
                }}
            </summary>
            <section aria-label="What the dealer does">
            <ol data-testid="steps">
                {steps.into_iter().map(|step| match step {
                    Step::Procedure { text, citation } => view! { <li class="procedure">{text}" "<cite>{citation.as_str()}</cite></li> }.into_any(),
                    Step::Settled(w) => {
                        let class = match w.outcome { Outcome::Won => "won", Outcome::Lost | Outcome::Forfeited => "lost", _ => "push" };
                        let mine = user.contains(&w.seat);
                        view! {
                            <li class=format!("settled {class}") class:mine=mine data-testid=if mine { "my-settlement" } else { "settlement" } data-net=w.net.0>
                                <strong>{format!("Seat {} {}: {} {}", w.seat, w.wager.name(), w.outcome.name(), if w.net.0 >= 0 { format!("+{}", w.net) } else { w.net.to_string() })}</strong>
                                " — "{w.explanation}" "<cite>{w.citation.as_str()}</cite>
                            </li>
                        }.into_any()
                    }
                }).collect_view()}
            </ol>
            </section>
        </details>
    }
}

/// The keyboard shortcuts, opened with "?" or its button; Escape or the button closes it and
/// focus goes back to the button.
#[component]
pub fn ShortcutHelp(
    open: RwSignal<bool>,
    /// (key, what it does), as the game's panel binds them.
    keys: &'static [(&'static str, &'static str)],
) -> impl IntoView {
    let opener = NodeRef::<leptos::html::Button>::new();
    let closer = NodeRef::<leptos::html::Button>::new();
    let close = move || {
        open.set(false);
        if let Some(button) = opener.get_untracked() {
            let _ = button.focus();
        }
    };
    // Focus moves into the list when it opens.
    Effect::new(move |_| {
        if open.get() {
            request_animation_frame(move || {
                if let Some(button) = closer.get_untracked() {
                    let _ = button.focus();
                }
            });
        }
    });
    view! {
        <p class="key-hint-row">
            <button class="link-button" data-testid="shortcuts" node_ref=opener aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
                "Keyboard shortcuts (?)"
            </button>
        </p>
        <Show when=move || open.get()>
            <div class="panel shortcuts" role="dialog" aria-labelledby="shortcuts-title" data-testid="shortcut-help" on:keydown=move |ev| {
                if ev.key() == "Escape" {
                    close();
                }
            }>
                <h2 id="shortcuts-title">"Keyboard shortcuts"</h2>
                <table class="lines">
                    <tbody>
                        {keys.iter().map(|(key, what)| view! { <tr><th scope="row"><kbd>{*key}</kbd></th><td>{*what}</td></tr> }).collect_view()}
                    </tbody>
                </table>
                <button data-testid="shortcuts-close" node_ref=closer on:click=move |_| close()>"Close"</button>
            </div>
        </Show>
    }
}

/// The settings form's message: what was applied, or why a value was not.
pub type FormMessage = RwSignal<Option<Result<String, String>>>;

/// A number field of a settings form: shown from the draft, checked as typed; a refused value
/// says why, and a valid one clears what was said.
pub fn number_row<S: Send + Sync + 'static>(
    draft: RwSignal<S>,
    message: FormMessage,
    label: &'static str,
    id: &'static str,
    get: fn(&S) -> String,
    set: fn(&mut S, &str) -> Result<(), String>,
) -> impl IntoView {
    view! {
        <label>
            {label}
            <input data-testid=id inputmode="numeric" prop:value=move || draft.with(get) on:change=move |ev| {
                let v = event_target_value(&ev);
                let mut result = Ok(());
                draft.update(|d| result = set(d, &v));
                message.set(result.err().map(Err));
            } />
        </label>
    }
}

/// The rows every game's settings open with, in this order: the table minimum and maximum, the
/// computer players and the user's seat.
pub fn table_rows<S: HasTable + Send + Sync + 'static>(
    draft: RwSignal<S>,
    message: FormMessage,
) -> impl IntoView {
    view! {
        {number_row(draft, message, "Table minimum ($)", "setting-min", |d| (d.table().ante_min.0 / 100).to_string(), |d, v| {
            d.table_mut().ante_min = Cents::parse_dollars(v).map_err(|e| format!("Table minimum: {e}"))?;
            Ok(())
        })}
        {number_row(draft, message, "Table maximum ($)", "setting-max", |d| (d.table().ante_max.0 / 100).to_string(), |d, v| {
            d.table_mut().ante_max = Cents::parse_dollars(v).map_err(|e| format!("Table maximum: {e}"))?;
            Ok(())
        })}
        {number_row(draft, message, "Computer players (0–5)", "setting-cpu", |d| d.table().computer_players.to_string(), |d, v| {
            d.table_mut().computer_players = v.trim().parse().ok().filter(|n| *n <= 5).ok_or("Computer players: 0 to 5")?;
            Ok(())
        })}
        {number_row(draft, message, "Your seat (1–6, 1 is first to act)", "setting-seat", |d| d.table().seat.to_string(), |d, v| {
            d.table_mut().seat = v.trim().parse().ok().filter(|n| (1..=6).contains(n)).ok_or("Seat: 1 to 6")?;
            Ok(())
        })}
    }
}

/// The starting bankroll's row.
pub fn bankroll_row<S: HasTable + Send + Sync + 'static>(
    draft: RwSignal<S>,
    message: FormMessage,
) -> impl IntoView {
    number_row(
        draft,
        message,
        "Starting bankroll ($)",
        "setting-bank",
        |d| (d.table().starting_bankroll.0 / 100).to_string(),
        |d, v| {
            d.table_mut().starting_bankroll =
                Cents::parse_dollars(v).map_err(|e| format!("Bankroll: {e}"))?;
            Ok(())
        },
    )
}

/// The payout limit's row (blank for none), labelled with what the game's rules allow.
pub fn payout_limit_row<S: HasTable + Send + Sync + 'static>(
    draft: RwSignal<S>,
    message: FormMessage,
    label: &'static str,
) -> impl IntoView {
    number_row(
        draft,
        message,
        label,
        "setting-limit",
        |d| {
            d.table()
                .payout_limit
                .map(|l| (l.0 / 100).to_string())
                .unwrap_or_default()
        },
        |d, v| {
            d.table_mut().payout_limit = if v.trim().is_empty() {
                None
            } else {
                Some(Cents::parse_dollars(v).map_err(|e| format!("Payout limit: {e}"))?)
            };
            Ok(())
        },
    )
}

/// The speed and coach rows, on the draft's [`crate::session::TableSettings`].
pub fn speed_and_coach<S: HasTable + Send + Sync + 'static>(draft: RwSignal<S>) -> impl IntoView {
    view! {
        <SpeedAndCoach
            speed=Signal::derive(move || draft.with(|d| d.table().speed))
            set_speed=Callback::new(move |speed| draft.update(|d| d.table_mut().speed = speed))
            coach=Signal::derive(move || draft.with(|d| d.table().coach))
            set_coach=Callback::new(move |on| draft.update(|d| d.table_mut().coach = on))
            warn=Signal::derive(move || draft.with(|d| d.table().warn_mistakes))
            set_warn=Callback::new(move |on| draft.update(|d| d.table_mut().warn_mistakes = on))
            hide=Signal::derive(move || draft.with(|d| d.table().coach_after_acting))
            set_hide=Callback::new(move |on| draft.update(|d| d.table_mut().coach_after_acting = on))
        />
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chip_adds_to_a_field_and_a_doubling_doubles_it() {
        let mut field = String::new();
        add_chip_to(&mut field, Cents::dollars(5));
        assert_eq!(field, "5");
        add_chip_to(&mut field, Cents(250));
        assert_eq!(field, "7.50");
        double_field(&mut field).unwrap();
        assert_eq!(field, "15");
        // A field that does not read as an amount takes the chip as if empty…
        let mut typo = "abc".to_string();
        add_chip_to(&mut typo, Cents::dollars(25));
        assert_eq!(typo, "25");
        // …and is not doubled, the reason given and the field kept.
        let mut typo = "abc".to_string();
        assert!(double_field(&mut typo).is_err());
        assert_eq!(typo, "abc");
        // An empty field stays empty; a sum past the largest amount leaves the field as it was.
        let mut empty = String::new();
        double_field(&mut empty).unwrap();
        assert_eq!(empty, "");
        let mut huge = plain_amount(Cents(i64::MAX));
        add_chip_to(&mut huge, Cents::dollars(1));
        assert_eq!(huge, plain_amount(Cents(i64::MAX)));
    }
}
