//! A playing card that reads as a card at phone size and to a screen reader.

use engine::Card;
use leptos::prelude::*;

/// One face-up card. Suits are told apart by their symbol, not by colour alone, and the card's
/// name is given to assistive technology.
#[component]
pub fn PlayingCard(card: Card, #[prop(optional)] highlight: bool) -> impl IntoView {
    let suit = card.suit();
    let class = format!(
        "playing-card suit-{}{}{}",
        suit.name(),
        if suit.is_red() { " red" } else { " black" },
        if highlight { " in-flush" } else { "" }
    );
    view! {
        <span class=class role="img" aria-label=card.name() data-card=card.to_string()>
            <span class="rank" aria-hidden="true">{card.rank().face()}</span>
            <span class="suit" aria-hidden="true">{suit.symbol().to_string()}</span>
        </span>
    }
}

/// A face-down card.
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <span class="playing-card back" role="img" aria-label="face-down card"></span> }
}
