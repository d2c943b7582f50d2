//! Two paytables side by side: the figures with their difference and each table's lines, drawn
//! once for every game (`Compared`, `Figure`, `compare_frame`); High Card Flush's choice of any
//! two tables of a wager from any jurisdictions (each under its own jurisdiction's ace rule).
//! Jackpot Hold 'Em's choice is in `jhe_compare.rs`.

use super::paytables::{analyse, LineTable};
use super::{one_in, percent};
use crate::custom_tables::SavedTables;
use crate::query_state::{initial, keep};
use engine::hcf::paytables::{paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::Jurisdiction;
use leptos::prelude::*;

/// How the difference of a figure reads: in percentage points, as a number with this many
/// decimals, or not at all (a text such as the ace rule).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Difference {
    Points,
    Decimals(usize),
    None,
}

/// One row of the figures: its name, each table's value as shown, and the number the
/// difference is taken of.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub name: &'static str,
    pub text: String,
    pub number: Option<f64>,
    pub difference: Difference,
}

impl Figure {
    /// The second table's value less the first's, as the figure reads it.
    pub fn difference(&self, second: &Figure) -> String {
        match (self.number, second.number, self.difference) {
            (Some(a), Some(b), Difference::Points) => format!("{:+.4} points", (b - a) * 100.0),
            (Some(a), Some(b), Difference::Decimals(d)) => format!("{:+.d$}", b - a),
            _ => String::new(),
        }
    }
}

/// The figures every fixed-odds table has: house edge, hit rate, standard deviation, top prize.
pub fn fixed_odds_figures(odds: &engine::paytable::FixedOdds) -> Vec<Figure> {
    vec![
        Figure {
            name: "House edge",
            text: percent(odds.house_edge),
            number: Some(odds.house_edge),
            difference: Difference::Points,
        },
        Figure {
            name: "Hit rate",
            text: percent(odds.hit_frequency),
            number: Some(odds.hit_frequency),
            difference: Difference::Points,
        },
        Figure {
            name: "Standard deviation",
            text: format!("{:.3}", odds.standard_deviation),
            number: Some(odds.standard_deviation),
            difference: Difference::Decimals(3),
        },
        Figure {
            name: "Top prize",
            text: odds.top_prize_one_in.map(one_in).unwrap_or_default(),
            number: None,
            difference: Difference::None,
        },
    ]
}

/// One side of a comparison: the table's title, its figures (the same rows on both sides) and
/// its lines.
pub struct Compared {
    pub title: String,
    pub figures: Vec<Figure>,
    pub lines: AnyView,
}

/// The figures of two tables with the difference, then each table's lines.
fn compared_view(a: Compared, b: Compared) -> AnyView {
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label="The two paytables' figures">
            <table class="lines" data-testid="compare-figures">
                <thead><tr><th scope="col">"Figure"</th><th scope="col">{a.title.clone()}</th><th scope="col">{b.title.clone()}</th><th scope="col">"Second − first"</th></tr></thead>
                <tbody>
                    {a.figures.iter().zip(&b.figures).map(|(x, y)| view! {
                        <tr><th scope="row">{x.name}</th><td>{x.text.clone()}</td><td>{y.text.clone()}</td><td>{x.difference(y)}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
        <div class="compare-lines">
            <div><h3>{a.title}</h3>{a.lines}</div>
            <div><h3>{b.title}</h3>{b.lines}</div>
        </div>
    }
    .into_any()
}

/// The comparison's frame for any game: its heading, the game's controls and two sides, and the
/// two tables compared (`None` until each side has a table).
pub fn compare_frame(
    controls: AnyView,
    sides: AnyView,
    compared: impl Fn() -> Option<(Compared, Compared)> + Send + Sync + 'static,
) -> AnyView {
    view! {
        <section class="compare" aria-labelledby="compare-title" data-testid="compare">
            <h2 id="compare-title">"Compare two paytables"</h2>
            <div class="controls">{controls}</div>
            <div class="compare-sides">{sides}</div>
            {move || match compared() {
                Some((a, b)) => compared_view(a, b),
                None => view! { <p class="hint">"Choose a paytable on each side."</p> }.into_any(),
            }}
        </section>
    }
    .into_any()
}

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
    let compared_of = move |(j, label): (Jurisdiction, String)| -> Option<Compared> {
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
        let odds = analyse(&table, HcfRules::of(j).ace_rule.value)?;
        let mut figures = fixed_odds_figures(&odds.odds);
        figures.push(Figure {
            name: "Ace rule",
            text: odds.ace.short().to_string(),
            number: None,
            difference: Difference::None,
        });
        Some(Compared {
            title,
            figures,
            lines: view! { <LineTable odds=odds /> }.into_any(),
        })
    };
    let compared = move || Some((compared_of(left.get())?, compared_of(right.get())?));
    let controls = view! {
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
    }
    .into_any();
    let sides = view! {
        <Side wager=wager saved=saved choice=left name="First" />
        <Side wager=wager saved=saved choice=right name="Second" />
    }
    .into_any();
    compare_frame(controls, sides, compared)
}
