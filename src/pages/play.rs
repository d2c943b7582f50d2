//! Play: deal a High Card Flush hand for you and the dealer and settle Ante and Raise as if you
//! raised the minimum. (The full six-seat table builds on the engine's round state machine.)

use crate::components::playing_card::PlayingCard;
use engine::cards::{Card, CardSet};
use engine::deck::{play_rng, Deck};
use engine::hcf::flush::{arrange, best_flush};
use engine::hcf::FlushValue;
use leptos::prelude::*;
use std::cmp::Ordering;

#[derive(Clone, Debug, PartialEq)]
struct Deal {
    player: Vec<Card>,
    dealer: Vec<Card>,
}

/// Deals seven cards to the player and then seven to the dealer from a freshly shuffled deck.
fn deal() -> Result<Deal, String> {
    let mut rng =
        play_rng().map_err(|e| format!("This browser offers no secure random source ({e})."))?;
    let mut deck = Deck::shuffled(&mut rng);
    let mut take = || (0..7).filter_map(|_| deck.deal()).collect::<Vec<_>>();
    let player = take();
    let dealer = take();
    Ok(Deal { player, dealer })
}

fn outcome(player: FlushValue, dealer: FlushValue) -> (&'static str, String) {
    if !dealer.qualifies() {
        return (
            "win",
            "The dealer does not qualify (needs a three-card flush nine high): Ante paid 1 to 1, Raise returned. — RULES.md C10, C11"
                .to_string(),
        );
    }
    match player.cmp(&dealer) {
        Ordering::Greater => (
            "win",
            "You win: Ante and Raise paid 1 to 1. — RULES.md C8, C11".to_string(),
        ),
        Ordering::Less => (
            "lose",
            "The dealer wins: Ante and Raise lose. — RULES.md C8, C11".to_string(),
        ),
        Ordering::Equal => (
            "push",
            "A tie: Ante and Raise are returned. — RULES.md C8, C11".to_string(),
        ),
    }
}

#[component]
fn Hand(title: &'static str, cards: Vec<Card>, testid: &'static str) -> impl IntoView {
    let set: CardSet = cards.iter().copied().collect();
    let best = best_flush(set);
    let cards = arrange(&cards);
    view! {
        <section class="hand" data-testid=testid aria-label=title>
            <h2>{title}</h2>
            <div class="cards">
                {cards
                    .into_iter()
                    .map(|card| view! { <PlayingCard card=card highlight=card.suit() == best.suit /> })
                    .collect_view()}
            </div>
            <p class="hand-value">{best.value.describe()}</p>
        </section>
    }
}

#[component]
pub fn Play() -> impl IntoView {
    let current = RwSignal::new(None::<Result<Deal, String>>);
    let on_deal = move |_| current.set(Some(deal()));
    view! {
        <section class="page play" aria-labelledby="play-title">
            <h1 id="play-title">"Play"</h1>
            <p class="lead">"Seven cards each; the longest flush wins. The dealer needs a three-card flush nine high to qualify."</p>
            <button class="primary" data-testid="deal" on:click=on_deal autofocus>
                "Deal"
            </button>
            {move || match current.get() {
                None => view! { <p class="hint">"Press Deal to see a hand."</p> }.into_any(),
                Some(Err(message)) => view! { <p class="error" role="alert">{message}</p> }.into_any(),
                Some(Ok(deal)) => {
                    let player = best_flush(deal.player.iter().copied().collect()).value;
                    let dealer = best_flush(deal.dealer.iter().copied().collect()).value;
                    let (kind, text) = outcome(player, dealer);
                    view! {
                        <div class="table-felt">
                            <Hand title="Dealer" cards=deal.dealer.clone() testid="dealer-hand" />
                            <Hand title="You" cards=deal.player.clone() testid="player-hand" />
                        </div>
                        <p class=format!("verdict {kind}") data-testid="verdict" role="status">{text}</p>
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
