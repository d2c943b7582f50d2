//! The header a printed page carries (hidden on screen): the product, the page, the game, the
//! rule set, the paytable, the build and the date. It is filled in just before printing
//! (`beforeprint`), from the page as it then stands: a page that knows its rule set or
//! paytable says so on an element (`data-print-rules`, `data-print-paytable`), otherwise the
//! address's `j` names the rule set.

use crate::address::{CurrentGame, PRODUCT};
use leptos::prelude::*;

/// The build: the crate's version and, when the site build names it, the commit.
pub fn build_label() -> String {
    match option_env!("TGL_BUILD_COMMIT") {
        Some(commit) if !commit.is_empty() => {
            format!("v{} ({commit})", env!("CARGO_PKG_VERSION"))
        }
        _ => format!("v{} (development build)", env!("CARGO_PKG_VERSION")),
    }
}

/// What the printed header says, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintContext {
    pub page: String,
    pub game: String,
    pub rules: String,
    pub paytable: String,
    pub date: String,
}

impl PrintContext {
    /// The header's fields as (label, value), the product first.
    pub fn fields(&self) -> Vec<(&'static str, String)> {
        let or_dash = |s: &str| {
            if s.trim().is_empty() {
                "—".to_string()
            } else {
                s.trim().to_string()
            }
        };
        vec![
            ("Page", or_dash(&self.page)),
            ("Game", or_dash(&self.game)),
            ("Rule set", or_dash(&self.rules)),
            ("Paytable", or_dash(&self.paytable)),
            ("Build", build_label()),
            ("Printed", or_dash(&self.date)),
        ]
    }
}

/// Reads the page as it stands: its heading and open tab, the rule set and paytable it states
/// or the address's `j`, and today's date.
fn read_page(game: Option<engine::GameId>) -> PrintContext {
    let document = document();
    let text_of = |selector: &str| {
        document
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.text_content())
            .map(|t| t.trim().to_string())
            .unwrap_or_default()
    };
    let attribute_of = |name: &str| {
        document
            .query_selector(&format!("main [{name}]"))
            .ok()
            .flatten()
            .and_then(|e| e.get_attribute(name))
    };
    let mut page = text_of("main h1");
    let tab = text_of("main .subnav [aria-current=\"page\"]");
    if !tab.is_empty() {
        page = format!("{page} — {tab}");
    }
    let search = window().location().search().unwrap_or_default();
    let rules = attribute_of("data-print-rules")
        .or_else(|| {
            crate::query_state::value_in(&search, "j")
                .and_then(|j| engine::Jurisdiction::parse(&j))
                .map(|j| format!("{} ({})", j.name(), j.code()))
        })
        .unwrap_or_else(|| "as set on the page".into());
    let paytable =
        attribute_of("data-print-paytable").unwrap_or_else(|| "as shown on the page".into());
    let date = String::from(js_sys::Date::new_0().to_iso_string());
    PrintContext {
        page,
        game: game.map(|g| g.name().to_string()).unwrap_or_default(),
        rules,
        paytable,
        date: date.get(..10).unwrap_or(&date).to_string(),
    }
}

/// The printed page's header (`.print-header`, shown only in print).
#[component]
pub fn PrintHeader() -> impl IntoView {
    let game = use_context::<CurrentGame>().map(|c| c.0);
    let context = RwSignal::new(PrintContext::default());
    let fill = move || context.set(read_page(game.map(|g| g.get_untracked())));
    let handle = window_event_listener_untyped("beforeprint", move |_| fill());
    on_cleanup(move || handle.remove());
    view! {
        <div class="print-header" data-testid="print-header">
            <strong>{PRODUCT}</strong>
            <dl>
                {move || context.get().fields().into_iter().map(|(label, value)| view! {
                    <div><dt>{label}</dt><dd>{value}</dd></div>
                }).collect_view()}
            </dl>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The header names, in order, the page, game, rule set, paytable, build and date; what the
    /// page does not say is a dash, never an empty field.
    #[test]
    fn the_header_names_every_field_and_dashes_what_is_unknown() {
        let context = PrintContext {
            page: "Paytable explorer — Main game".into(),
            game: "High Card Flush".into(),
            rules: "Massachusetts (MA)".into(),
            paytable: " ".into(),
            date: "2026-11-28".into(),
        };
        let fields = context.fields();
        let labels: Vec<&str> = fields.iter().map(|(l, _)| *l).collect();
        assert_eq!(
            labels,
            ["Page", "Game", "Rule set", "Paytable", "Build", "Printed"]
        );
        assert_eq!(fields[2].1, "Massachusetts (MA)");
        assert_eq!(fields[3].1, "—");
        assert!(fields[4]
            .1
            .starts_with(&format!("v{} (", env!("CARGO_PKG_VERSION"))));
    }
}
