//! Game protection (a tool of the par-sheet page, `/explorer/<game>/par-sheet`): what a leak —
//! a dealer card flashed, a neighbour's hand seen, a community card exposed early — is worth to
//! a player who uses it perfectly, per hand and per hour at the pace typed, printable. The
//! figures are the engine's published ones (`engine::protection`, computed by `odds leak` and
//! pinned by native tests): minutes of analysis a phone need not repeat. This view only asks
//! for the pace and shows them. The explorer links here (`?tool=protection`); on a phone each
//! leak is a stacked card, every figure labelled, so no key column scrolls out of sight.

use crate::address::current_game;
use engine::protection::{lab, LeakTable, Method, Pace, DEFAULT_PACE};
use engine::Cents;
use leptos::prelude::*;

/// A share of an Ante as a percentage.
fn percent(value: f64) -> String {
    format!("{:.3}%", 100.0 * value)
}

/// How a figure was obtained, in a manager's words.
fn method_text(method: &Method) -> String {
    match method {
        Method::Exact { .. } => "Exact: every possible deal counted.".into(),
        Method::MonteCarlo {
            samples,
            seed,
            standard_error,
        } => format!(
            "Estimate: {} simulated deals (seed {seed}), each analysed exactly; standard error ± {} of the Ante.",
            engine::money::grouped(*samples),
            percent(*standard_error)
        ),
    }
}

/// The pace typed, or what is wrong with it.
fn pace_of(hands: &str, ante: &str) -> Result<Pace, String> {
    let hands: u32 = hands
        .trim()
        .parse()
        .map_err(|_| format!("Hands an hour: '{}' is not a whole number", hands.trim()))?;
    let ante = Cents::parse_dollars(ante).map_err(|e| format!("Average Ante: {e}"))?;
    Pace::new(hands, ante)
}

#[component]
pub fn Protection() -> impl IntoView {
    let game = current_game();
    let table: LeakTable = lab(game).published();
    let hands = RwSignal::new(DEFAULT_PACE.hands_per_hour.to_string());
    let ante = RwSignal::new(format!("{}", DEFAULT_PACE.ante.0 / 100));
    let pace = Memo::new(move |_| pace_of(&hands.get(), &ante.get()));
    let edge_without = table.edge_without;
    let rows = table.figures.clone();
    let table = StoredValue::new(table);
    view! {
        <section class="protection" aria-labelledby="protection-title" data-testid="protection">
            <h2 id="protection-title">{format!("Game protection: {}", game.name())}</h2>
            <p>
                "What a leak is worth to a player who uses it perfectly: the house edge when the player knows a card they should not, against today's edge against the best play without it ("
                {percent(edge_without.value())}
                " of the Ante). The difference is what the table loses on every hand that player plays, on average; per hour it is that times the hands and the Ante below."
            </p>
            <p data-testid="protection-reading">
                "How to read it: a positive worth is money the player takes from the table by using the leak, so the edge with the leak is lower; an edge below zero means the player wins on average. Exact figures count every deal; an estimate shows its standard error (± one standard error holds the true figure about two times in three). Protect first against the leaks worth most an hour."
            </p>
            <div class="controls row no-print">
                <label>
                    "Hands an hour (one seat)"
                    <input type="number" min="1" max="1000" inputmode="numeric" data-testid="protection-hands"
                        prop:value=move || hands.get()
                        on:input=move |ev| hands.set(event_target_value(&ev)) />
                </label>
                <label>
                    "Average Ante ($)"
                    <input type="text" inputmode="decimal" data-testid="protection-ante"
                        prop:value=move || ante.get()
                        on:input=move |ev| ante.set(event_target_value(&ev)) />
                </label>
                <button type="button" data-testid="protection-print" on:click=move |_| { let _ = window().print(); }>
                    "Print"
                </button>
            </div>
            <p class="print-only">
                {move || pace.get().map(|p| format!("At {} hands an hour and an average Ante of {}.", p.hands_per_hour, p.ante)).unwrap_or_default()}
            </p>
            {move || pace.get().err().map(|e| view! { <p class="warning" role="alert" data-testid="protection-error">{e}</p> })}
            <div class="table-scroll" role="region" aria-label="Leaks and their worth" tabindex="0">
                <table class="lines protection-table">
                    <caption>{format!("{} · {}", game.name(), table.with_value(|t| t.rule_set.clone()))}</caption>
                    <thead>
                        <tr>
                            <th scope="col">"The player sees"</th>
                            <th scope="col">"House edge today"</th>
                            <th scope="col">"With the leak"</th>
                            <th scope="col">"Worth a hand"</th>
                            <th scope="col">"Worth an hour"</th>
                        </tr>
                    </thead>
                    <tbody>
                        {rows
                            .into_iter()
                            .map(|figure| {
                                let key = figure.key;
                                let hourly = {
                                    let figure = figure.clone();
                                    move || {
                                        pace.get()
                                            .and_then(|p| table.with_value(|t| p.worth_per_hour(t, &figure)))
                                            .map(|h| match h.standard_error {
                                                Some(e) => format!("{} ± {}", h.worth, e),
                                                None => h.worth.to_string(),
                                            })
                                            .unwrap_or_else(|_| "—".into())
                                    }
                                };
                                let error = match figure.method {
                                    Method::Exact { .. } => String::new(),
                                    // An estimate within two standard errors of nothing says
                                    // only that the leak is small: said so, not left to be read.
                                    Method::MonteCarlo { standard_error, .. } if 2.0 * standard_error > figure.worth_per_ante().abs() => {
                                        format!(" ± {} (within the noise: more deals needed)", percent(standard_error))
                                    }
                                    Method::MonteCarlo { standard_error, .. } => format!(" ± {}", percent(standard_error)),
                                };
                                view! {
                                    <tr data-testid=format!("leak-{key}")>
                                        <th scope="row">
                                            {figure.seen}
                                            <span class="note">{format!(" — {}. {}", figure.use_of_it, method_text(&figure.method))}</span>
                                        </th>
                                        <td data-label="House edge today">{percent(figure.edge_without)}</td>
                                        <td data-label="With the leak" data-testid=format!("leak-{key}-with")>{format!("{}{error}", percent(figure.edge_with))}</td>
                                        <td data-label="Worth a hand" data-testid=format!("leak-{key}-worth")>{format!("{}{error}", percent(figure.worth_per_ante()))}</td>
                                        <td data-label="Worth an hour" data-testid=format!("leak-{key}-hour")>{hourly}</td>
                                    </tr>
                                }
                            })
                            .collect_view()}
                    </tbody>
                </table>
            </div>
            <ul class="notes">
                {table.with_value(|t| t.notes.clone()).into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
            </ul>
        </section>
    }
}
