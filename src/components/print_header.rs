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

/// The rule set an address names (`j=MA` → "Massachusetts (MA)"), for a page that does not
/// state its own (`data-print-rules`).
pub fn rules_of_search(search: &str) -> Option<String> {
    crate::query_state::value_in(search, "j")
        .and_then(|j| engine::Jurisdiction::parse(&j))
        .map(|j| format!("{} ({})", j.name(), j.code()))
}

/// The printed page's header (`.print-header`, shown only in print). It carries what the app
/// knows (the build, the game, the rule set the address names); `index.html`'s `beforeprint`
/// handler fills in the fields from the page as it then stands (its heading and open tab, the
/// rule set and paytable it states, today's date) — in a few lines of script rather than in
/// every page bundle's wasm (~4 KB gzip each).
#[component]
pub fn PrintHeader() -> impl IntoView {
    let game = use_context::<CurrentGame>().map(|c| c.0);
    let search = crate::router::use_location().search;
    view! {
        <div
            class="print-header"
            data-testid="print-header"
            data-build=build_label()
            data-game=move || game.map(|g| g.get().name())
            data-rules=move || search.with(|s| rules_of_search(s))
        >
            <strong>{PRODUCT}</strong>
            <dl></dl>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule set the address names, by its name and code; none when it names none or one
    /// the rules do not know.
    #[test]
    fn the_address_names_the_rule_set() {
        assert_eq!(
            rules_of_search("?j=MA&cpu=2").as_deref(),
            Some("Massachusetts (MA)")
        );
        assert_eq!(rules_of_search("?cpu=2"), None);
        assert_eq!(rules_of_search("?j=XX"), None);
        assert!(build_label().starts_with(&format!("v{} (", env!("CARGO_PKG_VERSION"))));
    }
}
