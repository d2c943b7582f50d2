//! Help on the Play page: how High Card Flush is played (open until the first round is played,
//! then one click away), and the paytables in force at this table, readable line by line.

use super::PlayUi;
use crate::address::Part;
use crate::base_path::href;
use crate::components::paytables_panel::{PaytableShown, PaytablesPanel};
use crate::router::Link;
use engine::hcf::flush::raise_limits;
use engine::hcf::paytables::{Paytable, SideWager};
use engine::GameId;
use leptos::prelude::*;

/// A paytable's lines in a few words ("7-card flush 300 to 1, 6-card flush 75 to 1, …"), for
/// the settings' choices.
pub fn lines_in_brief(table: &Paytable, lines: usize) -> String {
    let mut text: Vec<String> = table
        .lines
        .iter()
        .take(lines)
        .map(|l| format!("{} {}", l.hand.name(), l.pay))
        .collect();
    if table.lines.len() > lines {
        text.push("…".into());
    }
    text.join(", ")
}

/// The game in six lines, the numbers from the engine's rules; open until the first round.
#[component]
pub fn HowToPlay() -> impl IntoView {
    let ui = expect_context::<PlayUi>();
    let first_visit = ui.saved.with_untracked(|s| s.history.is_empty());
    let (four, five, six) = (raise_limits(4), raise_limits(5), raise_limits(6));
    view! {
        <details class="how-to-play" data-testid="how-to-play" open=first_visit>
            <summary>"How to play"</summary>
            <ol>
                <li>"Place an Ante (chips or type an amount; bonus wagers are optional), then Deal."</li>
                <li>"You and the dealer each get seven cards. A hand is its longest flush — the most cards of one suit — and between flushes of the same length the higher cards win."</li>
                <li>{format!(
                    "Raise or fold. Raise {}× the Ante with a 2- to 4-card flush, up to {}× with a 5-card flush, up to {}× with 6 or 7. Folding loses the Ante.",
                    four.max_multiple, five.max_multiple, six.max_multiple
                )}</li>
                <li>"The dealer qualifies with a three-card flush, nine high. If not, the Ante wins even money and the Raise comes back."</li>
                <li>"Against a qualifying dealer the higher hand wins: Ante and Raise pay even money; a tie pushes. Bonus wagers pay by their paytable, whatever the dealer holds."</li>
                <li>"The coach shows what each option is worth exactly; the dealer's procedure below cites the rule for every step. "
                    <Link href=href(&Part::Rules.route(GameId::HighCardFlush))>"The full rules"</Link>"."</li>
            </ol>
        </details>
    }
}

/// Each offered side wager's paytable as it pays at this table (the Progressive's with the
/// meter now).
#[component]
pub fn PaytablesInForce() -> impl IntoView {
    let ui = expect_context::<PlayUi>();
    let tables = Signal::derive(move || {
        let Ok(config) = ui.saved.with(|s| s.settings.table_config()) else {
            return Vec::new();
        };
        let meter = ui.saved.with(super::current_meter);
        SideWager::ALL
            .into_iter()
            .filter_map(|w| config.paytable(w))
            .map(|t| PaytableShown::of(&t, |m| meter.as_ref().map(|bank| bank.get(m))))
            .collect()
    });
    view! { <PaytablesPanel tables=tables /> }
}
