//! Rules: each rule set's rules as the engine holds them, with citations, one page for every
//! game (`page`): High Card Flush per jurisdiction, Maryland Jackpot Hold 'Em.

use engine::rule_summary::RuleSection;
use engine::{GameId, RuleSet};
use leptos::prelude::*;

/// A game's Rules page: its rule sets as tabs where it has more than one (High Card Flush's
/// three jurisdictions), each with its document and its rules as the engine holds them.
pub fn page(game: GameId) -> AnyView {
    view! { <RulesPage game=game /> }.into_any()
}

#[component]
fn RulesPage(game: GameId) -> impl IntoView {
    let jurisdictions = game.jurisdictions();
    let selected = RwSignal::new(jurisdictions[0]);
    let lead = if jurisdictions.len() > 1 {
        format!("{}, drawn from each regulator's text.", game.name())
    } else {
        format!(
            "{} {}, drawn from the regulator's text.",
            jurisdictions[0].name(),
            game.name()
        )
    };
    view! {
        <section class="page rules" aria-labelledby="rules-title">
            <h1 id="rules-title">"Rules"</h1>
            <p class="lead">
                {lead}
                " Citations point to the document and section; "
                "AMB-n marks an interpretation adopted where a text is ambiguous. "
                "Items marked “not stated” are neutral defaults, not law."
            </p>
            {(jurisdictions.len() > 1).then(|| view! {
                <div class="segmented" role="tablist" aria-label="Jurisdiction">
                    {jurisdictions
                        .iter()
                        .map(|&j| {
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
            })}
            {move || {
                let rule_set = RuleSet { game, jurisdiction: selected.get() };
                let (code, document) = rule_set.document();
                view! {
                    <div role=(jurisdictions.len() > 1).then_some("tabpanel") data-testid="rules-panel">
                        <p class="source">{format!("{} — {} (cited as {}).", rule_set.jurisdiction.regulator(), document, code)}</p>
                        <Sections sections=engine::game_module::rule_summary(rule_set) />
                    </div>
                }
            }}
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
