//! Paytable explorer: exact odds of every paytable, the progressive against its meter, the main
//! game under optimal play, a hand analyzer and an in-browser benchmark. One file per view.

mod analyzer;
mod benchmark;
mod compare;
pub mod hcf;
pub mod jhe;
mod jhe_analyzer;
mod jhe_compare;
mod jhe_main_game;
mod jhe_own_tables;
mod jhe_side_wagers;
pub(crate) mod job;
mod main_game;
mod own_tables;
mod paytables;
mod progressive;
mod strategy_card;

use crate::address::{current_game, Part};
use crate::base_path::href;
use crate::router::Link;
use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Paytables,
    Progressive,
    MainGame,
    Hand,
    Benchmark,
}

impl View {
    /// In tab order.
    pub const ALL: [View; 5] = [
        View::Paytables,
        View::Progressive,
        View::MainGame,
        View::Hand,
        View::Benchmark,
    ];

    /// The address segment under `/explorer/<game>` (empty for the first view).
    pub fn segment(self) -> &'static str {
        match self {
            View::Paytables => "",
            View::Progressive => "progressive",
            View::MainGame => "main-game",
            View::Hand => "hand",
            View::Benchmark => "benchmark",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            View::Paytables => "Paytables",
            View::Progressive => "Progressive",
            View::MainGame => "Main game",
            View::Hand => "Hand analyzer",
            View::Benchmark => "Benchmark",
        }
    }

    /// The view at an address segment (`"progressive"`; `""` the paytables).
    pub fn named(segment: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.segment() == segment)
    }

    fn testid(self) -> &'static str {
        match self {
            View::Paytables => "paytables",
            other => other.segment(),
        }
    }
}

/// The explorer's frame (title, the views' tabs) around one view of the current game, drawn by
/// `body` (the game's `view`: `hcf::view`, `jhe::view`).
#[component]
pub fn Explorer(view: View, body: fn(View) -> AnyView) -> impl IntoView {
    let game = current_game();
    let body = body(view);
    view! {
        <section class="page explorer" aria-labelledby="explorer-title">
            <h1 id="explorer-title">"Paytable explorer"</h1>
            <nav class="subnav" aria-label="Explorer">
                {View::ALL
                    .iter()
                    .map(|v| {
                        let route = Part::Explorer.route(game);
                        let path = if v.segment().is_empty() { route } else { format!("{route}/{}", v.segment()) };
                        view! {
                            <Link href=href(&path) exact=true attr:data-testid=format!("explorer-tab-{}", v.testid())>
                                {v.label()}
                            </Link>
                        }
                    })
                    .collect_view()}
                // The operator's par sheet: another page bundle's (see the registry), so a plain
                // link the browser follows (never the current page here), lighter than `Link`.
                <a href=href(&format!("{}/{}", Part::Explorer.route(game), crate::address::PAR_SHEET)) data-testid="explorer-tab-par-sheet">
                    "Par sheet"
                </a>
                // Its game-protection tool: what an exposed card is worth to a player.
                <a href=href(&format!("{}/{}?tool=protection", Part::Explorer.route(game), crate::address::PAR_SHEET)) data-testid="explorer-tab-protection">
                    "Game protection"
                </a>
            </nav>
            {body}
        </section>
    }
}

/// Formats a probability as a percentage with sensible precision.
pub fn percent(value: f64) -> String {
    let abs = value.abs() * 100.0;
    if abs != 0.0 && abs < 0.01 {
        format!("{:.5}%", value * 100.0)
    } else {
        format!("{:.3}%", value * 100.0)
    }
}

/// A probability as people read it: "1 in 788,000" (three significant figures) when it is
/// rare, a percentage otherwise.
pub fn chance(p: f64) -> String {
    if p <= 0.0 {
        return "never".into();
    }
    if p >= 0.001 {
        return percent(p);
    }
    let n = 1.0 / p;
    let magnitude = 10f64.powi((n.log10().floor() as i32 - 2).max(0));
    one_in((n / magnitude).round() * magnitude)
}

/// Dollars with thousands separators: "$450,136".
pub fn dollars_text(value: f64) -> String {
    let sign = if value < 0.0 { "-" } else { "" };
    format!("{sign}${}", grouped(value.abs().round() as u64))
}

/// "1 in 4,861,946".
pub fn one_in(value: f64) -> String {
    format!("1 in {}", grouped(value.round() as u64))
}

pub use engine::money::grouped;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rare_chances_read_as_one_in_n_and_money_has_separators() {
        assert_eq!(chance(1.0 / 788_123.0), "1 in 788,000");
        assert_eq!(chance(1.268e-6), "1 in 789,000");
        assert_eq!(chance(0.25), "25.000%");
        assert_eq!(chance(0.0), "never");
        assert_eq!(dollars_text(450_136.4), "$450,136");
        assert_eq!(dollars_text(-1_234.0), "-$1,234");
    }
}

/// One line of an edited paytable copy: its label and the amount as typed.
#[component]
pub fn AmountField(label: String, testid: String, value: RwSignal<String>) -> impl IntoView {
    view! {
        <label>
            {label}
            <input inputmode="numeric" data-testid=testid
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev)) />
        </label>
    }
}
