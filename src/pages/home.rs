//! The landing page: what the product is and where to go, a block of tiles per game. The tiles
//! are the registry's (`registry.rs`), so a new game brings its own.

use crate::address::Part;
use crate::base_path::href;
use crate::router::{served_here, Link};
use engine::GameId;
use leptos::prelude::*;

/// A game's tiles on the start page.
#[derive(Clone, Copy, Debug)]
pub struct HomeGame {
    pub game: GameId,
    /// The heading over its tiles; the first game's lead the page without one.
    pub heading: Option<&'static str>,
    pub tiles: &'static [Tile],
}

/// A tile: a link to a part of the game (and a page under it, `drill`).
#[derive(Clone, Copy, Debug)]
pub struct Tile {
    pub part: Part,
    pub then: Option<&'static str>,
    pub title: &'static str,
    pub text: &'static str,
    pub testid: Option<&'static str>,
}

#[component]
pub fn Home(games: &'static [HomeGame]) -> impl IntoView {
    view! {
        <section class="page home" aria-labelledby="home-title">
            <h1 id="home-title">"High Card Flush, exactly"</h1>
            <p class="lead">
                "Play, learn to deal and analyse High Card Flush under the Maryland, Massachusetts and South Dakota rules. "
                "Every figure is computed on this device from the regulators' own texts."
            </p>
            {games.iter().map(|g| view! {
                {g.heading.map(|h| view! { <h2 class="home-game">{h}</h2> })}
                <div class="tiles">
                    {g.tiles.iter().map(|t| {
                        let mut route = t.part.route(g.game);
                        if let Some(then) = t.then {
                            route = format!("{route}/{then}");
                        }
                        // Another bundle's page loads as a new document.
                        let rel = (!served_here(&route)).then_some("external");
                        // Under a game's heading, its tiles are a level below.
                        let title = if g.heading.is_some() {
                            view! { <h3>{t.title}</h3> }.into_any()
                        } else {
                            view! { <h2>{t.title}</h2> }.into_any()
                        };
                        view! {
                            <Link href=href(&route) attr:class="tile" attr:rel=rel attr:data-testid=t.testid>
                                {title}
                                <p>{t.text}</p>
                            </Link>
                        }
                    }).collect_view()}
                </div>
            }).collect_view()}
        </section>
    }
}
