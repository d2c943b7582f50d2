//! Rules: each jurisdiction's High Card Flush rules as the engine holds them, with citations.

use engine::hcf::rules::HcfRules;
use engine::Jurisdiction;
use leptos::prelude::*;

#[component]
pub fn Rules() -> impl IntoView {
    let selected = RwSignal::new(Jurisdiction::Maryland);
    view! {
        <section class="page rules" aria-labelledby="rules-title">
            <h1 id="rules-title">"Rules"</h1>
            <p class="lead">
                "Drawn from each regulator's text. Citations point to the document and section; "
                "AMB-n marks an interpretation adopted where a text is ambiguous. "
                "Items marked “not stated” are neutral defaults, not law."
            </p>
            <div class="segmented" role="tablist" aria-label="Jurisdiction">
                {Jurisdiction::ALL
                    .into_iter()
                    .map(|j| {
                        view! {
                            <button
                                role="tab"
                                data-testid=format!("rules-{}", j.code())
                                aria-selected=move || (selected.get() == j).to_string()
                                class:active=move || selected.get() == j
                                on:click=move |_| selected.set(j)
                            >
                                {j.name()}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
            {move || {
                let j = selected.get();
                let rules = HcfRules::of(j);
                let (code, document) = j.hcf_document();
                view! {
                    <div role="tabpanel" data-testid="rules-panel">
                        <p class="source">{format!("{} — {} (cited as {}).", j.regulator(), document, code)}</p>
                        {rules
                            .summary()
                            .into_iter()
                            .map(|section| {
                                view! {
                                    <section class="rule-section">
                                        <h2>{section.title}</h2>
                                        <dl>
                                            {section
                                                .statements
                                                .into_iter()
                                                .map(|st| {
                                                    view! {
                                                        <div class="rule" class:not-stated=st.not_stated>
                                                            <dt>{st.topic}</dt>
                                                            <dd>
                                                                {st.text}
                                                                " "
                                                                <cite>{st.citation.as_str()}</cite>
                                                            </dd>
                                                        </div>
                                                    }
                                                })
                                                .collect_view()}
                                        </dl>
                                    </section>
                                }
                            })
                            .collect_view()}
                    </div>
                }
            }}
        </section>
    }
}
