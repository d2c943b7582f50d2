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

/// A card as a group shows it: face up (marked when it counts in the hand), or face down.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ShownCard {
    Up { card: Card, highlight: bool },
    Down,
}

/// A labelled group of cards ("Your cards", "Dealer"): a screen reader hears the group's name
/// with its cards; empty slots up to `slots` keep its size while it fills, so nothing around it
/// moves. `testid` names the row of cards (and, with "-label", the label's id).
#[component]
pub fn CardGroup(
    label: &'static str,
    testid: &'static str,
    cards: Vec<ShownCard>,
    slots: usize,
    #[prop(optional)] class: &'static str,
) -> impl IntoView {
    let label_id = format!("{testid}-label");
    let labelled_by = label_id.clone();
    let empty = slots.saturating_sub(cards.len());
    view! {
        <div class=format!("card-group {class}") role="group" aria-labelledby=labelled_by>
            <span class="group-label" id=label_id>{label}</span>
            <div class="cards" data-testid=testid>
                {cards.into_iter().map(|c| match c {
                    ShownCard::Up { card, highlight } => view! { <PlayingCard card=card highlight=highlight /> }.into_any(),
                    ShownCard::Down => view! { <CardBack /> }.into_any(),
                }).collect_view()}
                {(0..empty).map(|_| view! { <span class="card-slot" aria-hidden="true"></span> }).collect_view()}
            </div>
        </div>
    }
}
