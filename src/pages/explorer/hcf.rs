//! High Card Flush in the explorer: its views, and the ace rule an analysis is made under.

use super::View;
use leptos::prelude::*;

/// High Card Flush's explorer views (its page bundle links only these).
pub fn view(view: View) -> AnyView {
    match view {
        View::Paytables => view! { <super::paytables::Paytables /> }.into_any(),
        View::Progressive => view! { <super::progressive::Progressive /> }.into_any(),
        View::MainGame => view! { <super::main_game::MainGame /> }.into_any(),
        View::Hand => view! { <super::analyzer::HandAnalyzer /> }.into_any(),
        // One benchmark times both games.
        View::Benchmark => view! { <super::benchmark::Benchmark /> }.into_any(),
    }
}

/// Chooses the ace rule for an analysis: the jurisdiction's own (`None`), or either rule.
#[component]
pub fn AceRuleSelect(
    choice: RwSignal<Option<engine::hcf::straight_flush::AceRule>>,
    jurisdiction: RwSignal<engine::Jurisdiction>,
    testid: &'static str,
) -> impl IntoView {
    use engine::hcf::straight_flush::AceRule;
    view! {
        <label>
            "Ace rule "
            <select data-testid=testid on:change=move |ev| {
                choice.set(match event_target_value(&ev).as_str() {
                    "high" => Some(AceRule::HighOnly),
                    "low" => Some(AceRule::LowOrHigh),
                    _ => None,
                })
            }>
                <option value="rules" selected=move || choice.get().is_none()>
                    {move || format!("As the rules say ({})", engine::hcf::rules::HcfRules::of(jurisdiction.get()).ace_rule.value.short())}
                </option>
                <option value="high" selected=move || choice.get() == Some(AceRule::HighOnly)>"Ace high only"</option>
                <option value="low" selected=move || choice.get() == Some(AceRule::LowOrHigh)>"Ace low or high"</option>
            </select>
        </label>
    }
}
