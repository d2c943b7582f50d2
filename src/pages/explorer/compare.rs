//! Any two High Card Flush paytables of a wager side by side, from any jurisdictions (each under
//! its own jurisdiction's ace rule): the figures with their difference, and each table's lines.

use super::paytables::{analyse, LineTable};
use super::{one_in, percent};
use crate::custom_tables::SavedTables;
use crate::query_state::{initial, keep};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::Jurisdiction;
use leptos::prelude::*;

/// A jurisdiction's first paytable of a wager with published amounts.
fn first_label(j: Jurisdiction, wager: SideWager) -> String {
    paytables(j, wager)
        .find(|t| !t.needs_operator_amounts())
        .map(|t| t.label.clone())
        .unwrap_or_default()
}

/// One side's choice: a jurisdiction and one of its paytables.
#[component]
fn Side(
    wager: RwSignal<SideWager>,
    saved: ReadSignal<SavedTables>,
    choice: RwSignal<(Jurisdiction, String)>,
    name: &'static str,
) -> impl IntoView {
    let first_label = move |j: Jurisdiction| first_label(j, wager.get_untracked());
    view! {
        <fieldset class="compare-side">
            <legend>{name}</legend>
            <label>
                "Jurisdiction "
                <select data-testid=format!("compare-{}-jurisdiction", name.to_lowercase()) on:change=move |ev| {
                    if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                        choice.set((j, first_label(j)));
                    }
                }>
                    {Jurisdiction::ALL.into_iter().map(|j| view! { <option value=j.code() selected=move || choice.get().0 == j>{j.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                "Paytable "
                <select data-testid=format!("compare-{}-paytable", name.to_lowercase()) on:change=move |ev| {
                    let label = event_target_value(&ev);
                    choice.update(|c| c.1 = label);
                }>
                    {move || {
                        let (j, chosen) = choice.get();
                        paytables(j, wager.get())
                            .filter(|t| !t.needs_operator_amounts())
                            .map(|t| {
                                let selected = t.label == chosen;
                                view! { <option value=t.label.clone() selected=selected>{t.display_label()}</option> }
                            })
                            .collect_view()
                    }}
                    {move || {
                        let (j, chosen) = choice.get();
                        saved.with(|s| s.of(j, wager.get()).map(|t| {
                            let value = format!("{YOURS}{}", t.name);
                            let selected = value == chosen;
                            view! { <option value=value selected=selected>{format!("{} (yours)", t.name)}</option> }
                        }).collect_view())
                    }}
                </select>
            </label>
        </fieldset>
    }
}

/// How a side names one of the user's saved tables (`a=MD.yours:My A` in the address).
const YOURS: &str = "yours:";

#[component]
pub fn Compare(saved: ReadSignal<SavedTables>) -> impl IntoView {
    // The choices, from the address and kept in it: `cw=sfb&a=MD.A&b=SD.8`.
    let wager = RwSignal::new(
        initial("cw")
            .and_then(|w| SideWager::from_code(&w))
            .filter(|w| *w != SideWager::Progressive)
            .unwrap_or(SideWager::FlushBonus),
    );
    let side = |key: &str, default: Jurisdiction| {
        let w = wager.get_untracked();
        let chosen = initial(key).and_then(|text| {
            let (j, label) = text.split_once('.')?;
            let j = Jurisdiction::parse(j)?;
            let known = match label.strip_prefix(YOURS) {
                Some(name) => saved.with_untracked(|s| s.find(j, w, name).is_some()),
                None => paytables(j, w).any(|t| t.label == label && !t.needs_operator_amounts()),
            };
            known.then(|| (j, label.to_string()))
        });
        RwSignal::new(chosen.unwrap_or_else(|| (default, first_label(default, w))))
    };
    let left = side("a", Jurisdiction::Maryland);
    let right = side("b", Jurisdiction::Massachusetts);
    keep("cw", move || {
        let w = wager.get();
        (w != SideWager::FlushBonus).then(|| w.code().to_string())
    });
    for (key, choice, default) in [
        ("a", left, Jurisdiction::Maryland),
        ("b", right, Jurisdiction::Massachusetts),
    ] {
        keep(key, move || {
            let (j, label) = choice.get();
            (j != default || label != first_label(j, wager.get()))
                .then(|| format!("{}.{label}", j.code()))
        });
    }
    let odds_of = move |(j, label): (Jurisdiction, String)| {
        let table = match label.strip_prefix(YOURS) {
            Some(name) => {
                saved.with(|s| s.find(j, wager.get(), name).and_then(|c| c.paytable().ok()))?
            }
            None => paytables(j, wager.get())
                .find(|t| t.label == label)?
                .clone(),
        };
        let title = match label.strip_prefix(YOURS) {
            Some(_) => format!("{} (yours)", table.title()),
            None => table.title(),
        };
        analyse(&table, HcfRules::of(j).ace_rule.value).map(|o| (title, o))
    };
    view! {
        <section class="compare" aria-labelledby="compare-title" data-testid="compare">
            <h2 id="compare-title">"Compare two paytables"</h2>
            <div class="controls">
                <label>
                    "Wager "
                    <select data-testid="compare-wager" on:change=move |ev| {
                        if let Some(w) = SideWager::from_code(&event_target_value(&ev)) {
                            wager.set(w);
                            for side in [left, right] {
                                side.update(|(j, label)| *label = first_label(*j, w));
                            }
                        }
                    }>
                        {[SideWager::FlushBonus, SideWager::StraightFlushBonus].into_iter().map(|w| view! { <option value=w.code() selected=move || wager.get() == w>{w.name()}</option> }).collect_view()}
                    </select>
                </label>
            </div>
            <div class="compare-sides">
                <Side wager=wager saved=saved choice=left name="First" />
                <Side wager=wager saved=saved choice=right name="Second" />
            </div>
            {move || {
                let (Some((a_title, a)), Some((b_title, b))) = (odds_of(left.get()), odds_of(right.get())) else {
                    return view! { <p class="hint">"Choose a paytable on each side."</p> }.into_any();
                };
                let rows = [
                    ("House edge", percent(a.odds.house_edge), percent(b.odds.house_edge), format!("{:+.4} points", (b.odds.house_edge - a.odds.house_edge) * 100.0)),
                    ("Hit rate", percent(a.odds.hit_frequency), percent(b.odds.hit_frequency), format!("{:+.4} points", (b.odds.hit_frequency - a.odds.hit_frequency) * 100.0)),
                    ("Standard deviation", format!("{:.3}", a.odds.standard_deviation), format!("{:.3}", b.odds.standard_deviation), format!("{:+.3}", b.odds.standard_deviation - a.odds.standard_deviation)),
                    ("Top prize", a.odds.top_prize_one_in.map(one_in).unwrap_or_default(), b.odds.top_prize_one_in.map(one_in).unwrap_or_default(), String::new()),
                    ("Ace rule", a.ace.short().to_string(), b.ace.short().to_string(), String::new()),
                ];
                view! {
                    <div class="table-scroll" tabindex="0" role="region" aria-label="The two paytables' figures">
                        <table class="lines" data-testid="compare-figures">
                            <thead><tr><th scope="col">"Figure"</th><th scope="col">{a_title.clone()}</th><th scope="col">{b_title.clone()}</th><th scope="col">"Second − first"</th></tr></thead>
                            <tbody>
                                {rows.into_iter().map(|(name, x, y, d)| view! {
                                    <tr><th scope="row">{name}</th><td>{x}</td><td>{y}</td><td>{d}</td></tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </div>
                    <div class="compare-lines">
                        <div><h3>{a_title}</h3><LineTable odds=a /></div>
                        <div><h3>{b_title}</h3><LineTable odds=b /></div>
                    </div>
                }.into_any()
            }}
        </section>
    }
}
