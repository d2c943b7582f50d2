//! The app's own small router: the address as a signal, links, history and the page loader's
//! bundles. The app's addresses are few and flat (`/<part>/<game>[/<view>]`, see `address.rs`), so
//! this replaces leptos_router, whose generic nested-route code cost each page bundle about 60 KB
//! of wasm. A click on a link to another page bundle is left to the browser: a normal navigation,
//! whose page loader starts that bundle.

use crate::address::Bundle;
use crate::base_path::router_base;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The address shown, relative to the app's base: `route` without slashes at either end
/// (`"play/hcf"`, `""` for the start page) and `search` as the browser gives it (`"?j=MD"` or
/// `""`).
#[derive(Clone, Copy)]
pub struct Location {
    pub route: RwSignal<String>,
    pub search: RwSignal<String>,
}

/// The route of an absolute path under the base path (`/hcf/play/hcf/` under `/hcf` →
/// `play/hcf`), or `None` when the path is outside the app.
pub fn route_of_path(path: &str, base: &str) -> Option<String> {
    let rest = path.strip_prefix(base)?;
    if !(rest.is_empty() || rest.starts_with('/')) {
        return None;
    }
    Some(rest.trim_matches('/').to_string())
}

/// Whether a link to `target` marks the page shown (`route`) as its own: the same route, or,
/// unless `exact`, a route under it.
pub fn is_current(route: &str, target: &str, exact: bool) -> bool {
    route == target || (!exact && !target.is_empty() && route.starts_with(&format!("{target}/")))
}

/// Which bundle serves an address (the registry's rule, given by the shell: the router sits
/// below the pages and knows no page).
pub type Serves = fn(&str) -> Bundle;

thread_local! {
    /// The bundle, address and routing rule of the router installed on this page (one per page).
    static INSTALLED: std::cell::Cell<Option<(Bundle, Location, Serves)>> = const { std::cell::Cell::new(None) };
}

fn read_address() -> (String, String) {
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    let route = route_of_path(&path, &router_base()).unwrap_or_default();
    (route, location.search().unwrap_or_default())
}

/// Installs the router for a page bundle: reads the address, follows the browser's back and
/// forward, and takes over clicks on links to this bundle's pages (those `serves` gives it).
pub fn provide_location(bundle: Bundle, serves: Serves) -> Location {
    let (route, search) = read_address();
    let location = Location {
        route: RwSignal::new(route),
        search: RwSignal::new(search),
    };
    INSTALLED.with(|installed| installed.set(Some((bundle, location, serves))));
    let on_history = window_event_listener(leptos::ev::popstate, move |_| {
        let (route, search) = read_address();
        location.route.set(route);
        location.search.set(search);
    });
    let on_click = window_event_listener(leptos::ev::click, move |event| {
        if let Some(url) = link_to_follow(&event) {
            event.prevent_default();
            push(&url, false);
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    // The router lives as long as the page.
    std::mem::forget(on_history);
    std::mem::forget(on_click);
    location
}

/// The URL of a click this router follows itself: a plain left click on a link, not to a new
/// tab or a download, not marked `rel="external"`, to one of this bundle's pages, and not merely
/// to an anchor on the page shown.
fn link_to_follow(event: &web_sys::MouseEvent) -> Option<web_sys::Url> {
    if event.default_prevented()
        || event.button() != 0
        || event.meta_key()
        || event.alt_key()
        || event.ctrl_key()
        || event.shift_key()
    {
        return None;
    }
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    let anchor = target.closest("a[href]").ok()??;
    let opens_elsewhere = anchor
        .get_attribute("target")
        .is_some_and(|t| !t.is_empty() && t != "_self");
    let external = anchor
        .get_attribute("rel")
        .is_some_and(|rel| rel.split_whitespace().any(|r| r == "external"));
    if anchor.has_attribute("download") || opens_elsewhere || external {
        return None;
    }
    let anchor: web_sys::HtmlAnchorElement = anchor.unchecked_into();
    let url = web_sys::Url::new(&anchor.href()).ok()?;
    let here = window().location();
    if url.origin() != here.origin().ok()? {
        return None;
    }
    let route = route_of_path(&url.pathname(), &router_base())?;
    if !served_here(&route) {
        return None;
    }
    let same_page =
        Some(url.pathname()) == here.pathname().ok() && Some(url.search()) == here.search().ok();
    if same_page && !url.hash().is_empty() {
        return None;
    }
    Some(url)
}

fn push(url: &web_sys::Url, replace: bool) {
    let address = format!("{}{}{}", url.pathname(), url.search(), url.hash());
    if let Ok(history) = window().history() {
        let state = wasm_bindgen::JsValue::NULL;
        let _ = if replace {
            history.replace_state_with_url(&state, "", Some(&address))
        } else {
            history.push_state_with_url(&state, "", Some(&address))
        };
    }
    if let Some((_, location, _)) = INSTALLED.with(|installed| installed.get()) {
        let route = route_of_path(&url.pathname(), &router_base()).unwrap_or_default();
        location.route.set(route);
        location.search.set(url.search());
    }
}

/// The address shown (the router is installed by the app shell before any page renders).
pub fn use_location() -> Location {
    INSTALLED
        .with(|installed| installed.get())
        .map(|(_, location, _)| location)
        .expect("the router is installed by the app shell")
}

/// Whether this page's bundle serves a route (relative to the app's base), so a link to it is
/// followed without loading a new document; `false` before the router is installed.
pub fn served_here(route: &str) -> bool {
    INSTALLED
        .with(|installed| installed.get())
        .is_some_and(|(bundle, _, serves)| serves(route) == bundle)
}

/// Shows another address of the app (an absolute path with its query, e.g. from
/// `base_path::href`), replacing the history entry when `replace`. An address served by another
/// page bundle loads as a new page.
pub fn navigate(address: &str, replace: bool) {
    let Ok(url) =
        web_sys::Url::new_with_base(address, &window().location().href().unwrap_or_default())
    else {
        return;
    };
    let route = route_of_path(&url.pathname(), &router_base()).unwrap_or_default();
    if served_here(&route) {
        push(&url, replace);
    } else if replace {
        let _ = window().location().replace(&url.href());
    } else {
        let _ = window().location().assign(&url.href());
    }
}

/// A link within the app, marked `aria-current="page"` while its page (or, unless `exact`, a page
/// under it, or a page under its `section`) is shown. `href` is an absolute path (see `base_path::href`).
#[component]
pub fn Link(
    #[prop(into)] href: Signal<String>,
    #[prop(optional)] exact: bool,
    /// Marks the link current on every page under this route too (a part of the site over
    /// either game, e.g. `academy` for `academy/both`).
    #[prop(optional)]
    section: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let location = use_location();
    let current = move || {
        let route = location.route.get();
        let target = route_of_path(&href.get(), &router_base());
        (target.is_some_and(|target| is_current(&route, &target, exact))
            || section.is_some_and(|section| is_current(&route, section, false)))
        .then_some("page")
    };
    view! { <a href=move || href.get() aria-current=current>{children()}</a> }
}

#[cfg(test)]
mod tests {
    use super::{is_current, route_of_path};

    #[test]
    fn routes_of_paths_under_a_base() {
        assert_eq!(
            route_of_path("/hcf/play/hcf", "/hcf").as_deref(),
            Some("play/hcf")
        );
        assert_eq!(
            route_of_path("/hcf/play/hcf/", "/hcf").as_deref(),
            Some("play/hcf")
        );
        assert_eq!(route_of_path("/hcf/", "/hcf").as_deref(), Some(""));
        assert_eq!(route_of_path("/hcf", "/hcf").as_deref(), Some(""));
        assert_eq!(route_of_path("/hcfx/play", "/hcf"), None);
        assert_eq!(route_of_path("/other", "/hcf"), None);
        assert_eq!(
            route_of_path("/rules/jhe", "").as_deref(),
            Some("rules/jhe")
        );
        assert_eq!(route_of_path("/", "").as_deref(), Some(""));
    }

    #[test]
    fn current_links() {
        assert!(is_current("explorer/hcf/hand", "explorer/hcf", false));
        assert!(!is_current("explorer/hcf/hand", "explorer/hcf", true));
        assert!(is_current("explorer/hcf", "explorer/hcf", true));
        assert!(!is_current("explorer/hcfx", "explorer/hcf", false));
        assert!(!is_current("play/hcf", "", false));
        assert!(is_current("", "", false));
    }
}
