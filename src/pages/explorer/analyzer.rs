//! Hand analyzer: type or pick seven cards and see the best flush, the dealer qualifier, every
//! bonus line the hand wins under the chosen jurisdiction, and the exact value of each action.

use crate::components::card_picker::{CardPicker, CardsInput};
use crate::components::playing_card::PlayingCard;
use engine::cards::{parse_exact, Card, CardSet};
use engine::hcf::decision::analyze;
use engine::hcf::flush::{arrange, best_flush, QUALIFIER_CITATIONS};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::straight_flush::straight_flushes;
use engine::Jurisdiction;
use leptos::prelude::*;

#[component]
pub fn HandAnalyzer() -> impl IntoView {
    let jurisdiction = RwSignal::new(Jurisdiction::Maryland);
    let text = RwSignal::new(String::new());
    let parsed = Memo::new(move |_| {
        let t = text.get();
        if t.trim().is_empty() {
            return None;
        }
        Some(parse_exact(&t, 7).map_err(|e| e.to_string()))
    });
    view! {
        <div class="controls">
            <label>
                "Jurisdiction "
                <select data-testid="analyzer-jurisdiction" on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        jurisdiction.set(j);
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code()>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <CardsInput text=text label="Seven cards " prefix="analyzer" />
        </div>
        <p id="analyzer-help" class="hint">"Type cards as Ah, 10h, T♥ or th, with or without spaces (e.g. Ah Kh 9h 4c 3d 2s 7s) — or pick them below."</p>
        <CardPicker text=text max=7 />
        {move || match parsed.get() {
            None => None,
            Some(Err(message)) => Some(view! { <p class="error" role="alert" data-testid="analyzer-error">{message}</p> }.into_any()),
            Some(Ok(cards)) => Some(view! { <Analysis cards=cards jurisdiction=jurisdiction.get() /> }.into_any()),
        }}
    }
}

#[component]
fn Analysis(cards: Vec<Card>, jurisdiction: Jurisdiction) -> impl IntoView {
    let set: CardSet = cards.iter().copied().collect();
    let best = best_flush(set);
    let rules = HcfRules::of(jurisdiction);
    let sf = straight_flushes(set, rules.ace_rule.value);
    let decision = analyze(set);
    let (best_action, _) = decision.best();
    let mut wins: Vec<String> = Vec::new();
    for wager in SideWager::ALL {
        for table in paytables(jurisdiction, wager) {
            if let Some((_, line)) = table.winning_line(best.value.len(), &sf) {
                wins.push(format!(
                    "{}: {} — {}",
                    table.title(),
                    line.hand.name(),
                    line.pay
                ));
            }
        }
    }
    let c = decision.counts;
    view! {
        <section class="analysis" data-testid="analysis" aria-live="polite">
            <div class="cards">{arrange(&cards).into_iter().map(|card| view! { <PlayingCard card=card highlight=card.suit() == best.suit /> }).collect_view()}</div>
            <dl class="figures">
                <div><dt>"Best flush"</dt><dd data-testid="analyzer-flush">{best.value.describe()}</dd></div>
                <div><dt>"As the dealer's hand"</dt><dd data-testid="analyzer-qualifies">{if best.value.qualifies() { "qualifies" } else { "does not qualify" }}" "<cite>{QUALIFIER_CITATIONS[0].as_str()}</cite></dd></div>
                <div><dt>"Longest straight flush"</dt><dd>{if sf.longest == 0 { "none".to_string() } else { format!("{} cards ({})", sf.longest, rules.ace_rule.value.short()) }}</dd></div>
            </dl>
            <h2>"Bonus lines this hand wins"</h2>
            {if wins.is_empty() {
                view! { <p data-testid="analyzer-wins">"None: no four-card flush and no three-card straight flush."</p> }.into_any()
            } else {
                view! { <ul data-testid="analyzer-wins">{wins.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}</ul> }.into_any()
            }}
            <h2>"Value of each action (Ante and Raise, exact)"</h2>
            <table class="lines" data-testid="analyzer-evs">
                <thead><tr><th scope="col">"Action"</th><th scope="col">"Expected result per Ante"</th></tr></thead>
                <tbody>
                    {decision.options.iter().map(|(d, ev)| view! {
                        <tr class:best=*d == best_action>
                            <th scope="row">{d.to_string()}{(*d == best_action).then_some(" (best)")}</th>
                            <td>{format!("{:+.5}", ev.value())}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="source">{format!(
                "Against all {} dealer hands from the 45 unseen cards: {} do not qualify, {} qualify below this hand, {} tie, {} beat it.",
                super::grouped(c.total), super::grouped(c.not_qualifying), super::grouped(c.qualifying_below), super::grouped(c.qualifying_equal), super::grouped(c.qualifying_above)
            )}</p>
        </section>
    }
}
