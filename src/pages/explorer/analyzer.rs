//! Hand analyzer: type or pick seven cards and see the best flush, the dealer qualifier, every
//! bonus line the hand wins under the chosen jurisdiction, and the exact value of each action.

use crate::components::card_picker::{CardPicker, CardsInput, CardsStatus};
use crate::components::playing_card::PlayingCard;
use crate::custom_tables::SavedTables;
use crate::query_state::{initial, keep};
use crate::storage::{self, Entry};
use engine::cards::{parse_exact, Card, CardSet};
use engine::hcf::decision::analyze;
use engine::hcf::flush::{arrange, best_flush, QUALIFIER_CITATIONS};
use engine::hcf::paytables::Paytable;
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::straight_flush::straight_flushes;
use engine::GameId;
use engine::Jurisdiction;
use leptos::prelude::*;

#[component]
pub fn HandAnalyzer() -> impl IntoView {
    // The view's state, from the address and kept in it (`?j=MA&cards=AhKh9h4c3d2s7s&fb=E`).
    let jurisdiction = RwSignal::new(
        initial("j")
            .and_then(|j| Jurisdiction::parse(&j))
            .unwrap_or(Jurisdiction::Maryland),
    );
    let text = RwSignal::new(initial("cards").unwrap_or_default());
    // The user's own tables (from the explorer's grid) count among the jurisdiction's.
    let (saved, _) = storage::load(
        GameId::HighCardFlush,
        Entry::CustomTables,
        SavedTables::parse,
        SavedTables::fresh,
    );
    let saved = StoredValue::new(saved);
    let tables_of = move |j: Jurisdiction, w: SideWager| -> Vec<Paytable> {
        let mut tables: Vec<Paytable> = paytables(j, w).cloned().collect();
        saved.with_value(|s| tables.extend(s.of(j, w).filter_map(|c| c.paytable().ok())));
        tables
    };
    // The paytable in force for each wager (None: every paytable of the jurisdiction).
    let in_force = SideWager::ALL.map(|w| {
        let chosen = initial(w.code()).filter(|l| {
            tables_of(jurisdiction.get_untracked(), w)
                .iter()
                .any(|t| &t.label == l)
        });
        (w, RwSignal::new(chosen))
    });
    keep("j", move || {
        let j = jurisdiction.get();
        (j != Jurisdiction::Maryland).then(|| j.code().to_string())
    });
    keep("cards", move || {
        let t = text.get();
        (!t.trim().is_empty()).then_some(t)
    });
    for (w, chosen) in in_force {
        keep(w.code(), move || chosen.get());
    }
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
                        for (_, chosen) in in_force {
                            chosen.set(None);
                        }
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            {in_force.into_iter().map(|(w, chosen)| view! {
                <label>
                    {format!("{} in force ", w.name())}
                    <select data-testid=format!("analyzer-in-force-{}", w.code()) on:change=move |ev| {
                        let label = event_target_value(&ev);
                        chosen.set((!label.is_empty()).then_some(label));
                    }>
                        <option value="" selected=move || chosen.get().is_none()>"Every paytable"</option>
                        {move || tables_of(jurisdiction.get(), w).into_iter().map(|t| {
                            let l = t.label.clone();
                            let yours = if t.citation().is_none() { " (yours)" } else { "" };
                            view! { <option value=l.clone() selected=move || chosen.get().as_ref() == Some(&l)>{format!("{}{yours}", t.display_label())}</option> }
                        }).collect_view()}
                    </select>
                </label>
            }).collect_view()}
            <CardsInput text=text label="Seven cards " prefix="analyzer" />
        </div>
        <p id="analyzer-help" class="hint">"Type cards as Ah, 10h, T♥ or th, with or without spaces (e.g. Ah Kh 9h 4c 3d 2s 7s) — or pick them below."</p>
        <CardPicker text=text max=7 />
        <CardsStatus parsed prefix="analyzer" describe={|cards| best_flush(cards.iter().copied().collect()).value.describe()} />
        {move || match parsed.get() {
            None | Some(Err(_)) => None,
            Some(Ok(cards)) => {
                let j = jurisdiction.get();
                let every = in_force.iter().all(|(_, chosen)| chosen.with(Option::is_none));
                let tables: Vec<Paytable> = in_force
                    .iter()
                    .flat_map(|(w, chosen)| {
                        let chosen = chosen.get();
                        tables_of(j, *w).into_iter().filter(move |t| chosen.as_ref().is_none_or(|l| &t.label == l))
                    })
                    .collect();
                Some(view! { <Analysis cards=cards jurisdiction=j tables=tables every=every /> }.into_any())
            }
        }}
    }
}

#[component]
fn Analysis(
    cards: Vec<Card>,
    jurisdiction: Jurisdiction,
    tables: Vec<Paytable>,
    every: bool,
) -> impl IntoView {
    let set: CardSet = cards.iter().copied().collect();
    let best = best_flush(set);
    let rules = HcfRules::of(jurisdiction);
    let sf = straight_flushes(set, rules.ace_rule.value);
    let decision = analyze(set);
    let (best_action, _) = decision.best();
    let mut wins: Vec<String> = Vec::new();
    for table in &tables {
        if let Some((_, line)) = table.winning_line(best.value.len(), &sf) {
            wins.push(format!(
                "{}: {} — {}",
                table.title(),
                line.hand.name(),
                line.pay
            ));
        }
    }
    let c = decision.counts;
    view! {
        <section class="analysis" data-testid="analysis">
            <div class="cards">{arrange(&cards).into_iter().map(|card| view! { <PlayingCard card=card highlight=card.suit() == best.suit /> }).collect_view()}</div>
            <dl class="figures">
                <div><dt>"Best flush"</dt><dd data-testid="analyzer-flush">{best.value.describe()}</dd></div>
                <div><dt>"As the dealer's hand"</dt><dd data-testid="analyzer-qualifies">{if best.value.qualifies() { "qualifies" } else { "does not qualify" }}" "<cite>{QUALIFIER_CITATIONS[0].as_str()}</cite></dd></div>
                <div><dt>"Longest straight flush"</dt><dd>{if sf.longest == 0 { "none".to_string() } else { format!("{} cards ({})", sf.longest, rules.ace_rule.value.short()) }}</dd></div>
            </dl>
            <h2>{if every { "Bonus lines this hand wins (every paytable)" } else { "Bonus lines this hand wins (the paytables in force)" }}</h2>
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
