//! Jackpot Hold 'Em in the explorer: its views.

use super::View;
use leptos::prelude::*;

/// Jackpot Hold 'Em's explorer views (its page bundle links only these).
pub fn view(view: View) -> AnyView {
    match view {
        View::Paytables => view! { <super::jhe_side_wagers::JhePaytables /> }.into_any(),
        View::Progressive => view! { <super::jhe_side_wagers::JheProgressive /> }.into_any(),
        View::MainGame => view! { <super::jhe_main_game::JheMainGame /> }.into_any(),
        View::Hand => view! { <super::jhe_analyzer::JheHandAnalyzer /> }.into_any(),
        View::Benchmark => view! { <super::benchmark::Benchmark /> }.into_any(),
    }
}
