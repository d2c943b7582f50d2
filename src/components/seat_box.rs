//! One seat box for every game's play table: who sits there, the seat's cards (face up for the
//! user's seat and at settlement, else face down), its hand, its wagers, what it has done and
//! its net once the round is over. The page's game says only what a seat shows
//! ([`PlayGame::seat_shown`], a [`crate::round_ui::SeatShown`]); the markup and its test ids are written once here.

use crate::components::playing_card::{CardBack, PlayingCard, ShownCard};
use crate::round_ui::{PlayGame, RoundUi, SeatView};
use crate::session::{Saved, SessionGame};
use crate::session_view::Stage;
use engine::table::Table;
use leptos::prelude::*;

/// Who sits at a seat, from the settings: the user, a computer player (its strategy named) or
/// no one.
fn role_of<P: PlayGame>(
    settings: &<P::Session as SessionGame>::Settings,
    seat: u8,
) -> Option<String> {
    if P::user_seats(settings).contains(&seat) {
        Some("You".to_string())
    } else if P::computer_seats(settings).contains(&seat) {
        Some(format!(
            "Computer ({})",
            P::computer_strategy_name(settings)
        ))
    } else {
        None
    }
}

/// The six seats, from the dealer's right to the dealer's left.
pub fn seat_boxes<P: PlayGame>(ui: RoundUi<P>) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    view! {
        <ol class="seats" aria-label="Seats, from the dealer's right to the dealer's left">
            {(1..=6u8).rev().map(|seat| seat_box(ui, seat)).collect_view()}
        </ol>
    }
}

/// One seat: its heading with who sits there, and, while it is in the round, what it shows.
fn seat_box<P: PlayGame>(ui: RoundUi<P>, seat: u8) -> impl IntoView
where
    Saved<P::Session>: Send + Sync,
    Table<P::Game>: Send + Sync,
{
    let role = move || ui.saved.with(|s| role_of::<P>(&s.settings, seat));
    let mine = move || role().as_deref() == Some("You");
    let shown = move || {
        let stage = ui.stage.get();
        let face_up = mine() || matches!(stage, Stage::Settling { .. } | Stage::Done);
        ui.table
            .with(|t| <P::Game as SeatView>::seat_shown(t.as_ref()?, seat, stage, face_up))
    };
    view! {
        <li class="seat" class:mine=mine class:empty=move || role().is_none() data-testid=format!("seat-{seat}")>
            <h3>{format!("Seat {seat}")}<span class="role">{move || role().unwrap_or_else(|| "empty".into())}</span></h3>
            {move || shown().map(|s| view! {
                <div class="cards" data-testid=format!("seat-{seat}-cards")>
                    {s.cards.iter().map(|c| match *c {
                        ShownCard::Up { card, highlight } => view! { <PlayingCard card=card highlight=highlight /> }.into_any(),
                        ShownCard::Down => view! { <CardBack /> }.into_any(),
                    }).collect_view()}
                    {(0..s.slots.saturating_sub(s.cards.len())).map(|_| view! { <span class="card-slot"></span> }).collect_view()}
                </div>
                {s.hand.map(|h| view! { <p class="hand-value">{h}</p> })}
                <ul class="areas">
                    {s.areas.into_iter().filter(|(_, c)| c.0 > 0).map(|(name, c)| view! { <li><span>{name}</span>" "<strong>{c.to_string()}</strong></li> }).collect_view()}
                </ul>
                {s.action.map(|a| view! { <p class="decision">{a}</p> })}
                {s.net.map(|n| view! { <p class={if n.0 >= 0 { "net plus" } else { "net minus" }} data-testid=format!("seat-{seat}-net")>{format!("{}{}", if n.0 >= 0 { "+" } else { "" }, n)}</p> })}
            })}
        </li>
    }
}
