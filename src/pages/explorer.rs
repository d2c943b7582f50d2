//! Paytable explorer: every published paytable of a jurisdiction and wager, side by side.

use engine::hcf::paytables::{paytables, SideWager};
use engine::Jurisdiction;
use leptos::prelude::*;

#[component]
pub fn Explorer() -> impl IntoView {
    let jurisdiction = RwSignal::new(Jurisdiction::Maryland);
    let wager = RwSignal::new(SideWager::FlushBonus);
    view! {
        <section class="page explorer" aria-labelledby="explorer-title">
            <h1 id="explorer-title">"Paytable explorer"</h1>
            <div class="controls">
                <label>
                    "Jurisdiction "
                    <select
                        data-testid="explorer-jurisdiction"
                        on:change=move |ev| {
                            if let Some(j) = Jurisdiction::parse(&event_target_value(&ev)) {
                                jurisdiction.set(j);
                            }
                        }
                    >
                        {Jurisdiction::ALL
                            .into_iter()
                            .map(|j| view! { <option value=j.code() selected=move || jurisdiction.get() == j>{j.name()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label>
                    "Wager "
                    <select
                        data-testid="explorer-wager"
                        on:change=move |ev| {
                            if let Some(w) = SideWager::from_code(&event_target_value(&ev)) {
                                wager.set(w);
                            }
                        }
                    >
                        {SideWager::ALL
                            .into_iter()
                            .map(|w| view! { <option value=w.code() selected=move || wager.get() == w>{w.name()}</option> })
                            .collect_view()}
                    </select>
                </label>
            </div>
            {move || {
                let tables: Vec<_> = paytables(jurisdiction.get(), wager.get()).collect();
                let hand_keys: Vec<_> = {
                    let mut keys = Vec::new();
                    for table in &tables {
                        for line in &table.lines {
                            if !keys.contains(&line.hand) {
                                keys.push(line.hand);
                            }
                        }
                    }
                    keys
                };
                let warnings: Vec<_> = tables
                    .iter()
                    .filter_map(|t| t.warning.map(|w| (t.display_label(), w)))
                    .collect();
                view! {
                    <div class="table-scroll" tabindex="0" role="region" aria-label="Paytables">
                        <table class="paytables" data-testid="paytable-grid">
                            <caption>
                                {format!("{} {} paytables (only the highest line pays)", jurisdiction.get().name(), wager.get().name())}
                            </caption>
                            <thead>
                                <tr>
                                    <th scope="col">"Hand"</th>
                                    {tables.iter().map(|t| view! { <th scope="col">{t.display_label()}</th> }).collect_view()}
                                </tr>
                            </thead>
                            <tbody>
                                {hand_keys
                                    .iter()
                                    .map(|key| {
                                        let name = key.name();
                                        view! {
                                            <tr>
                                                <th scope="row">{name}</th>
                                                {tables
                                                    .iter()
                                                    .map(|t| {
                                                        let cell = t
                                                            .lines
                                                            .iter()
                                                            .find(|l| l.hand == *key)
                                                            .map(|l| l.pay.to_string())
                                                            .unwrap_or_else(|| "—".into());
                                                        view! { <td>{cell}</td> }
                                                    })
                                                    .collect_view()}
                                            </tr>
                                        }
                                    })
                                    .collect_view()}
                            </tbody>
                        </table>
                    </div>
                    <ul class="warnings">
                        {warnings
                            .into_iter()
                            .map(|(label, text)| view! { <li><strong>{label}</strong>": "{text}</li> })
                            .collect_view()}
                    </ul>
                    <p class="source">
                        {tables.first().and_then(|t| t.citation()).map(|c| format!("Source: {c}")).unwrap_or_default()}
                    </p>
                }
            }}
        </section>
    }
}
