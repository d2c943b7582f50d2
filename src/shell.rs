//! The app shell: header, navigation and routes. Context is provided once, here.

use crate::base_path::{href, router_base};
use crate::pages::{home::Home, not_found::NotFound};
use crate::routes::{CurrentGame, GamePart, Moved, Part};
use engine::GameId;
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;

#[component]
pub fn App() -> impl IntoView {
    let base = router_base();
    let game = RwSignal::new(GameId::HighCardFlush);
    provide_context(CurrentGame(game));
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
                        {Part::ALL
                            .into_iter()
                            .map(|part| {
                                view! {
                                    <li>
                                        <A href=move || href(&part.route(game.get())) attr:data-testid=format!("nav-{}", part.segment())>
                                            {part.label()}
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
                    <Route path=path!("/play") view=|| view! { <Moved part=Part::Play /> } />
                    <Route path=path!("/play/:game") view=|| view! { <GamePart part=Part::Play /> } />
                    <Route path=path!("/academy") view=|| view! { <Moved part=Part::Academy /> } />
                    <Route path=path!("/academy/:game") view=|| view! { <GamePart part=Part::Academy /> } />
                    <Route path=path!("/explorer") view=|| view! { <Moved part=Part::Explorer /> } />
                    <Route path=path!("/explorer/:game") view=|| view! { <GamePart part=Part::Explorer /> } />
                    <Route path=path!("/explorer/:game/:view") view=|| view! { <GamePart part=Part::Explorer /> } />
                    <Route path=path!("/rules") view=|| view! { <Moved part=Part::Rules /> } />
                    <Route path=path!("/rules/:game") view=|| view! { <GamePart part=Part::Rules /> } />
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
