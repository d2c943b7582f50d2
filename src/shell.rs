//! The app shell: header, navigation and routes. Context is provided once, here: the router
//! (given the registry's rule of which bundle serves an address) and the game shown, which
//! follows the address.

use crate::address::{
    game_of_route, page_title, same_page_for, Bundle, CurrentGame, Part, PRODUCT,
};
use crate::base_path::href;
use crate::components::print_header::PrintHeader;
use crate::registry::{of_route, page, Pages};
use crate::router::{provide_location, served_here, Link};
use engine::GameId;
use leptos::prelude::*;

/// Starts one page bundle: the shell with its pages (see [`Pages`]; each bundle's `main`
/// builds them at compile time, `const { pages(Bundle("…")) }`).
pub fn start(pages: Pages) {
    console_error_panic_hook::set_once();
    crate::base_path::drop_trailing_slash();
    crate::display::Display::load_and_apply();
    leptos::mount::mount_to_body(move || view! { <App pages=pages /> });
}

#[component]
pub fn App(pages: Pages) -> impl IntoView {
    let location = provide_location(pages.bundle, of_route);
    let route = Memo::new(move |_| location.route.get());
    // Set when the address changes, before the page of the new address reads it.
    let current = CurrentGame::of_routes(route);
    provide_context(current);
    let game = current.0;
    // Each page's title names the page and its game: set once the new page has drawn its
    // heading (the next frame), whatever bundle serves it.
    Effect::new(move |_| {
        let route = route.get();
        request_animation_frame(move || {
            let Some(document) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            let heading = document
                .query_selector("main h1")
                .ok()
                .flatten()
                .and_then(|h| h.text_content())
                .unwrap_or_default();
            document.set_title(&page_title(&heading, game_of_route(&route)));
        });
    });
    view! {
            <a class="skip-link" href="#main">"Skip to content"</a>
            <header class="site-header">
                <Link href=href("") exact=true attr:class="brand" attr:rel=(pages.bundle != Bundle::MAIN).then_some("external")>
                    <span class="brand-mark" aria-hidden="true">"♠♥"</span>
                    <span class="brand-name">{PRODUCT}</span>
                </Link>
                <nav aria-label="Main">
                    <ul class="nav-list">
                        {Part::ALL
                            .into_iter()
                            .map(|part| {
                                // Another bundle's pages load as a new document.
                                let rel = move || (!served_here(&part.route(game.get()))).then_some("external");
                                view! {
                                    <li>
                                        <Link href=Signal::derive(move || href(&part.route(game.get()))) section=part.segment() attr:rel=rel attr:data-testid=format!("nav-{}", part.segment())>
                                            {part.label()}
                                        </Link>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </nav>
                <nav aria-label="Game" class="game-switch">
                    {GameId::ALL
                        .into_iter()
                        .map(|g| {
                            let target = move || same_page_for(&route.get(), g);
                            let rel = move || (!served_here(&target())).then_some("external");
                            view! {
                                <a href=move || href(&target()) rel=rel data-testid=format!("game-{}", g.code()) aria-current=move || (game.get() == g).then_some("true")>
                                    {g.name()}
                                </a>
                            }
                        })
                        .collect_view()}
                </nav>
            </header>
            <PrintHeader />
            <main id="main" tabindex="-1">
                {move || page(&route.get(), &pages)}
            </main>
            <footer class="site-footer">
                <p>
                    "Everything runs on this device; nothing you do here is sent anywhere. "
                    "Rules from the Maryland, Massachusetts and South Dakota regulatory texts."
                </p>
                <DisplaySettings />
            </footer>
    }
}

/// The display settings, in the footer of every page: the colour theme and the four-colour deck.
#[component]
fn DisplaySettings() -> impl IntoView {
    use crate::display::{Display, Theme};
    let display = RwSignal::new(Display::load_and_apply());
    let problem = RwSignal::new(None::<String>);
    let change = move |update: &dyn Fn(&mut Display)| {
        display.update(|d| update(d));
        problem.set(display.get_untracked().save_and_apply());
    };
    view! {
        <div class="display" role="group" aria-label="Display">
            <label>
                "Theme "
                <select data-testid="display-theme" on:change=move |ev| {
                    if let Some(t) = Theme::from_code(&event_target_value(&ev)) {
                        change(&|d| d.theme = t);
                    }
                }>
                    {Theme::ALL.into_iter().map(|t| view! { <option value=t.code() selected=move || display.get().theme == t>{t.label()}</option> }).collect_view()}
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="display-four-colour" prop:checked=move || display.get().four_colour on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    change(&|d| d.four_colour = on);
                } />
                " Four-colour deck (diamonds blue, clubs green)"
            </label>
            {move || problem.get().map(|p| view! { <span class="warning" role="alert">{p}</span> })}
        </div>
    }
}
