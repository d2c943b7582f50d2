//! Rules: each rule set's rules as the engine holds them, with citations — High Card Flush per
//! jurisdiction, Maryland Jackpot Hold 'Em.

use engine::hcf::rules::HcfRules;
use engine::jhe::JheRules;
use engine::rule_summary::RuleSection;
use engine::{GameId, Jurisdiction, RuleSet};
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
                        <Sections sections=rules.summary() />
                    </div>
                }
            }}
        </section>
    }
}

/// Maryland Jackpot Hold 'Em's rules (the one jurisdiction that has them).
#[component]
pub fn JheRulesPage() -> impl IntoView {
    let rule_set = RuleSet {
        game: GameId::JackpotHoldEm,
        jurisdiction: Jurisdiction::Maryland,
    };
    let (code, document) = rule_set.document();
    view! {
        <section class="page rules" aria-labelledby="rules-title">
            <h1 id="rules-title">"Rules"</h1>
            <p class="lead">
                "Maryland Jackpot Hold 'Em, drawn from the regulator's text. Citations point to the document and section; "
                "AMB-n marks an interpretation adopted where the text is ambiguous."
            </p>
            <div data-testid="rules-panel">
                <p class="source">{format!("{} — {} (cited as {}).", rule_set.jurisdiction.regulator(), document, code)}</p>
                <Sections sections=JheRules::maryland().summary() />
            </div>
        </section>
    }
}

/// A rule summary's sections, each statement with its citation.
#[component]
fn Sections(sections: Vec<RuleSection>) -> impl IntoView {
    sections
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
        .collect_view()
}
