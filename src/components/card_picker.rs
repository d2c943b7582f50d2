//! Cards picked from the deck: 52 toggle buttons, four suit rows, kept in step with a text field
//! (the text is what is analysed; the buttons show what it holds). A pick beyond `max` cards is
//! refused with a message rather than ignored. `CardsInput` is the text field beside it.

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
    view! {
        <div class="picker" role="group" aria-label="Pick cards">
            {Suit::ALL.iter().rev().map(|&suit| view! {
                <div class="picker-row">
                    {Rank::all().rev().map(|rank| {
                        let card = Card::new(rank, suit);
                        view! {
                            <button
                                class=format!("pick suit-{} {}", suit.name(), if suit.is_red() { "red" } else { "black" })
                                aria-pressed=move || picked().contains(card).to_string()
                                data-pick=card.to_string()
                                on:click=move |_| toggle(card)
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
