//! A strategy card a person can memorise: its rules, its exact house edge and its cost against
//! optimal play (both pinned by the engine's tests, which count every deal), printable alone on
//! one page.

use leptos::prelude::*;

fn percent_of((numerator, denominator): (u64, u64)) -> f64 {
    numerator as f64 / denominator as f64 * 100.0
}

/// `sections`: a heading (or `""`) and its rules, in order.
#[component]
pub fn StrategyCard(
    edge: (u64, u64),
    optimal: (u64, u64),
    sections: Vec<(&'static str, Vec<&'static str>)>,
    testid: &'static str,
) -> impl IntoView {
    let (card, best) = (percent_of(edge), percent_of(optimal));
    let title_id = format!("{testid}-title");
    let labelled_by = title_id.clone();
    view! {
        <section class="strategy-card" aria-labelledby=labelled_by data-testid=testid>
            <h2 id=title_id>"The strategy card"</h2>
            <p>{format!("House edge {card:.4}% of the Ante ({} / {}), {:.4}% above optimal play's {best:.4}%. Every deal counted exactly.", edge.0, edge.1, card - best)}</p>
            {sections.into_iter().map(|(heading, rules)| view! {
                {(!heading.is_empty()).then(|| view! { <h3>{heading}</h3> })}
                <ul>{rules.into_iter().map(|rule| view! { <li>{rule}</li> }).collect_view()}</ul>
            }).collect_view()}
            <button type="button" data-testid=format!("{testid}-print") on:click=print_card>"Print the card"</button>
        </section>
    }
}

/// Prints only the card the button is on (`.printing`, see the print styles).
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
    if let Some(card) = &card {
        let _ = card.class_list().remove_1("printing");
    }
}
