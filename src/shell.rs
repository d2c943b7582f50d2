//! The app shell: header, navigation and routes. Context is provided once, here.

use crate::base_path::{href, router_base};
use crate::pages::explorer::{Explorer, View as ExplorerView};
use crate::pages::play::Play;
use crate::pages::{academy::Academy, home::Home, not_found::NotFound, rules::Rules};
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

/// The sections of the app, in navigation order.
const SECTIONS: [(&str, &str); 4] = [
    ("play", "Play"),
    ("academy", "Academy"),
    ("explorer", "Explorer"),
    ("rules", "Rules"),
];

#[component]
pub fn App() -> impl IntoView {
    let base = router_base();
    view! {
        <Router base=base>
            <a class="skip-link" href="#main">"Skip to content"</a>
            <header class="site-header">
                <A href=href("") attr:class="brand">
                    <span class="brand-mark" aria-hidden="true">"♠♥"</span>
                    <span class="brand-name">"High Card Flush"</span>
                </A>
                <nav aria-label="Main">
                    <ul class="nav-list">
                        {SECTIONS
                            .iter()
                            .map(|(path, label)| {
                                view! {
                                    <li>
                                        <A href=href(path) attr:data-testid=format!("nav-{path}")>
                                            {*label}
                                        </A>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </nav>
            </header>
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=Home />
                    <Route path=path!("/play") view=Play />
                    <Route path=path!("/academy") view=Academy />
                    <Route path=path!("/explorer") view=|| view! { <Explorer view=ExplorerView::Paytables /> } />
                    <Route path=path!("/explorer/progressive") view=|| view! { <Explorer view=ExplorerView::Progressive /> } />
                    <Route path=path!("/explorer/main-game") view=|| view! { <Explorer view=ExplorerView::MainGame /> } />
                    <Route path=path!("/explorer/hand") view=|| view! { <Explorer view=ExplorerView::Hand /> } />
                    <Route path=path!("/explorer/benchmark") view=|| view! { <Explorer view=ExplorerView::Benchmark /> } />
                    <Route path=path!("/rules") view=Rules />
                </Routes>
            </main>
            <footer class="site-footer">
                <p>
                    "Everything runs on this device; nothing you do here is sent anywhere. "
                    "Rules from the Maryland, Massachusetts and South Dakota regulatory texts."
                </p>
            </footer>
        </Router>
    }
}
