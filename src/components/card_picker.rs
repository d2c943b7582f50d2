//! Cards picked from the deck: 52 toggle buttons, four suit rows, kept in step with a text field
//! (the text is what is analysed; the buttons show what it holds). A pick beyond `max` cards is
//! refused with a message rather than ignored. `CardsInput` is the text field beside it.
//! From the keyboard the deck is one Tab stop: the arrow keys move along a suit (left, right)
//! and between suits (up, down), Home and End go to a row's ends, Space or Enter picks.

use engine::cards::{format_cards, parse_cards, Card, CardSet, Rank, Suit};
use leptos::prelude::*;

/// The typed cards and a Clear button (inside a `.controls` row): `<prefix>-input`,
/// `<prefix>-clear`, described by the element `<prefix>-help` the caller writes.
#[component]
pub fn CardsInput(
    text: RwSignal<String>,
    label: &'static str,
    prefix: &'static str,
) -> impl IntoView {
    view! {
        <label class="grow">
            {label}
            <input
                data-testid=format!("{prefix}-input")
                autocomplete="off"
                spellcheck="false"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
                aria-describedby=format!("{prefix}-help")
            />
        </label>
        <button data-testid=format!("{prefix}-clear") on:click=move |_| text.set(String::new())>"Clear"</button>
    }
}

/// The one live region under typed cards (`<prefix>-status`): what is wrong with them
/// (`<prefix>-error`), or a word for screen readers that the analysis below changed — the
/// analysis itself is read at the reader's pace, not announced whole.
#[component]
pub fn CardsStatus(
    parsed: Memo<Option<Result<Vec<Card>, String>>>,
    prefix: &'static str,
    /// What the cards were read as ("Analysed: …").
    describe: fn(&[Card]) -> String,
) -> impl IntoView {
    view! {
        <div role="status" data-testid=format!("{prefix}-status")>
            {move || match parsed.get() {
                Some(Err(message)) => Some(view! { <p class="error" data-testid=format!("{prefix}-error")>{message}</p> }.into_any()),
                Some(Ok(cards)) => Some(view! { <p class="visually-hidden">{format!("Analysed: {}.", describe(&cards))}</p> }.into_any()),
                None => None,
            }}
        </div>
    }
}

#[component]
pub fn CardPicker(text: RwSignal<String>, max: usize) -> impl IntoView {
    let refused = RwSignal::new(None::<String>);
    // A refusal is about the cards as they were: any change of the cards ends it.
    Effect::new(move |_| {
        text.track();
        refused.set(None);
    });
    let picked = move || -> CardSet {
        parse_cards(&text.get())
            .map(|cards| cards.into_iter().collect())
            .unwrap_or_default()
    };
    let toggle = move |card: Card| {
        let mut cards = parse_cards(&text.get_untracked()).unwrap_or_default();
        if let Some(at) = cards.iter().position(|&c| c == card) {
            cards.remove(at);
        } else if cards.len() >= max {
            refused.set(Some(format!(
                "The {} was not added: {max} cards are picked already — take one off first.",
                card.name()
            )));
            return;
        } else {
            cards.push(card);
        }
        refused.set(None);
        text.set(format_cards(&cards));
    };
    // The one card of the deck that Tab reaches (the last one moved to or picked).
    let current = RwSignal::new(Card::new(Rank::ACE, Suit::Spades));
    let deck = NodeRef::<leptos::html::Div>::new();
    let step = move |ev: leptos::ev::KeyboardEvent, card: Card| {
        if let Some(to) = arrow_target(card, &ev.key()) {
            ev.prevent_default();
            current.set(to);
            let found = deck.get().and_then(|d| {
                d.query_selector(&format!("[data-pick='{to}']"))
                    .ok()
                    .flatten()
            });
            if let Some(button) =
                found.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
            {
                let _ = button.focus();
            }
        }
    };
    view! {
        <div class="picker" role="group" aria-label="Pick cards (arrow keys move, Space picks)" node_ref=deck>
            {Suit::ALL.iter().rev().map(|&suit| view! {
                <div class="picker-row">
                    {Rank::all().rev().map(|rank| {
                        let card = Card::new(rank, suit);
                        view! {
                            <button
                                class=format!("pick suit-{} {}", suit.name(), if suit.is_red() { "red" } else { "black" })
                                aria-pressed=move || picked().contains(card).to_string()
                                data-pick=card.to_string()
                                tabindex=move || if current.get() == card { "0" } else { "-1" }
                                on:click=move |_| { current.set(card); toggle(card) }
                                on:keydown=move |ev| step(ev, card)
                            >
                                // The name is the card's, read from the content (an aria-label
                                // that differs from the visible "A♠" fails WCAG 2.5.3).
                                <span aria-hidden="true">{format!("{}{}", rank.face(), suit.symbol())}</span>
                                <span class="visually-hidden">{card.name()}</span>
                            </button>
                        }
                    }).collect_view()}
                </div>
            }).collect_view()}
        </div>
        <p class="picker-note" role="status" data-testid="picker-refused">{move || refused.get()}</p>
    }
}

/// Where an arrow key (or Home, End) moves from a card of the picker: rows are the suits from
/// spades down to clubs, each from the ace down to the two; the edges stop.
fn arrow_target(from: Card, key: &str) -> Option<Card> {
    let (rank, suit) = (from.rank().index(), from.suit().index());
    let (rank, suit) = match key {
        "ArrowLeft" => (rank.checked_add(1).filter(|&r| r <= 12)?, suit),
        "ArrowRight" => (rank.checked_sub(1)?, suit),
        "ArrowUp" => (rank, suit.checked_add(1).filter(|&s| s <= 3)?),
        "ArrowDown" => (rank, suit.checked_sub(1)?),
        "Home" => (12, suit),
        "End" => (0, suit),
        _ => return None,
    };
    Some(Card::new(Rank::from_index(rank)?, Suit::from_index(suit)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn the_arrow_keys_move_along_a_suit_and_between_suits_and_stop_at_the_edges() {
        let at = |from: &str, key: &str| arrow_target(card(from), key).map(|c| c.to_string());
        // Rows: spades, hearts, diamonds, clubs; each row from the ace to the two.
        assert_eq!(at("As", "ArrowRight").as_deref(), Some("Ks"));
        assert_eq!(at("Ks", "ArrowLeft").as_deref(), Some("As"));
        assert_eq!(at("As", "ArrowLeft"), None);
        assert_eq!(at("2s", "ArrowRight"), None);
        assert_eq!(at("7s", "ArrowDown").as_deref(), Some("7h"));
        assert_eq!(at("7h", "ArrowDown").as_deref(), Some("7d"));
        assert_eq!(at("7c", "ArrowDown"), None);
        assert_eq!(at("7s", "ArrowUp"), None);
        assert_eq!(at("7c", "ArrowUp").as_deref(), Some("7d"));
        assert_eq!(at("7d", "Home").as_deref(), Some("Ad"));
        assert_eq!(at("7d", "End").as_deref(), Some("2d"));
        assert_eq!(at("7d", "Enter"), None);
    }
}
