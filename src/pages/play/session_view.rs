//! The play screen's game-independent parts: where a round is on screen and how it unfolds
//! step by step (honouring reduced motion), the bankroll bar with its top-up, notices, the
//! dealer's trace with citations, and the keyboard-shortcut list. A game's panel drives them
//! with its own table and wagers.

use engine::table::WagerKind;
use engine::trace::{Outcome, Step};
use engine::Cents;
use leptos::prelude::*;

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
    Some(ev.key().to_lowercase())
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
                {result.map(|net| view! { " "<span class="round-summary" data-testid="round-summary">{format!("Round result for you: {}{}", if net.is_negative() { "" } else { "+" }, net)}</span> })}
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
