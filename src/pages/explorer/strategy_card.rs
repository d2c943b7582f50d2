//! A game's strategy card at three levels — a beginner's card, a chart and the full card — each
//! with its exact house edge and its cost against optimal play (the engine's figures, pinned by
//! its tests, which count every deal), the level kept in the address (`card=`), printable alone
//! as a rack card on one page with a header naming the game, rule set, paytable, build and date.

use crate::address::PRODUCT;
use crate::components::print_header::build_label;
use crate::query_state::kept_choice;
use engine::strategy_level::{CardGrid, LevelCard, StrategyLevel};
use engine::GameId;
use leptos::prelude::*;

/// The levels as the address names them (code, name), in [`StrategyLevel::ALL`]'s order.
const LEVELS: [(&str, &str); 3] = [
    ("beginner", "Beginner's card"),
    ("chart", "Chart"),
    ("full", "Full card"),
];

/// `cards`: the game's card at each level; `rules` and `paytable` say what the figures are
/// for (the print header names them).
#[component]
pub fn StrategyCard(
    cards: fn(StrategyLevel) -> LevelCard,
    game: GameId,
    rules: &'static str,
    paytable: &'static str,
    testid: &'static str,
) -> impl IntoView {
    let choice = kept_choice("card", &LEVELS, "full");
    let level = move || StrategyLevel::parse(&choice.get()).unwrap_or_default();
    let title_id = format!("{testid}-title");
    let labelled_by = title_id.clone();
    let all: Vec<LevelCard> = StrategyLevel::ALL.into_iter().map(cards).collect();
    let today = String::from(js_sys::Date::new_0().to_iso_string());
    let today = today.get(..10).unwrap_or(&today).to_string();
    // `afterprint`: the card printed, the page prints whole again.
    let handle = window_event_listener_untyped("afterprint", move |_| end_printing());
    on_cleanup(move || handle.remove());
    view! {
        <section class="strategy-card" aria-labelledby=labelled_by data-testid=testid
            data-level=move || level().code() data-print-rules=rules data-print-paytable=paytable>
            <div class="rack-header" data-testid=format!("{testid}-rack-header")>
                <strong>{PRODUCT}</strong>
                {move || format!(" · Strategy card — {} · {} · Rule set: {rules} · Paytable: {paytable} · Build {} · Printed {today}", level().name(), game.name(), build_label())}
            </div>
            <h2 id=title_id>{move || format!("The strategy card — {}", level().name())}</h2>
            <fieldset class="level-choice">
                <legend>"Which card"</legend>
                {all.iter().map(|card| {
                    let code = card.level.code();
                    let label = format!("{} — house edge {:.4}%, {:.4}% above optimal", card.level.name(), card.house_edge_percent(), card.cost_percent());
                    view! {
                        <label>
                            <input type="radio" name=format!("{testid}-level") value=code data-testid=format!("{testid}-level-{code}")
                                prop:checked=move || choice.get() == code on:change=move |_| choice.set(code.to_string()) />
                            " " {label}
                        </label>
                    }
                }).collect_view()}
            </fieldset>
            {move || {
                let card = cards(level());
                let edge = card.house_edge;
                view! {
                    <p data-testid=format!("{testid}-figures")>{format!(
                        "House edge {:.4}% of the Ante ({} / {}), {:.4}% above optimal play's {:.4}%. Every deal counted exactly.",
                        card.house_edge_percent(), edge.0, edge.1, card.cost_percent(), card.house_edge_percent() - card.cost_percent()
                    )}</p>
                    {card.sections.into_iter().map(|(heading, rules)| view! {
                        {(!heading.is_empty()).then(|| view! { <h3>{heading}</h3> })}
                        <ul>{rules.into_iter().map(|rule| view! { <li>{rule}</li> }).collect_view()}</ul>
                    }).collect_view()}
                    {card.grids.into_iter().map(|grid| view! { <Grid grid=grid /> }).collect_view()}
                }
            }}
            <button type="button" data-testid=format!("{testid}-print") on:click=print_card>"Print the card"</button>
        </section>
    }
}

/// A card's grid as a table (a row heading, then one cell per column).
#[component]
fn Grid(grid: CardGrid) -> impl IntoView {
    let wide = grid.columns.len() > 1;
    view! {
        <div class="table-scroll">
            <table class="card-grid" class:single=!wide>
                <caption>{grid.caption}</caption>
                {wide.then(|| view! {
                    <thead><tr>
                        <th scope="col">{grid.corner.clone()}</th>
                        {grid.columns.iter().map(|c| view! { <th scope="col">{c.clone()}</th> }).collect_view()}
                    </tr></thead>
                })}
                <tbody>
                    {grid.rows.into_iter().map(|(heading, cells)| view! {
                        <tr>
                            <th scope="row">{heading}</th>
                            {cells.into_iter().map(|c| {
                                let marked = !c.is_empty() && c != "·" && c != "check";
                                view! { <td class:marked=marked>{c}</td> }
                            }).collect_view()}
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// Prints only the card the button is on: the card is marked `.printing` (see the print
/// styles) until the browser has printed (`afterprint`).
fn print_card(event: leptos::ev::MouseEvent) {
    use wasm_bindgen::JsCast;
    let card = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|button| button.closest(".strategy-card").ok().flatten());
    if let Some(card) = &card {
        let _ = card.class_list().add_1("printing");
    }
    let _ = window().print();
}

fn end_printing() {
    while let Ok(Some(card)) = document().query_selector(".strategy-card.printing") {
        if card.class_list().remove_1("printing").is_err() {
            break;
        }
    }
}
