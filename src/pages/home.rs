//! The landing page: what the product is and where to go, a block of tiles per game. The tiles
//! are the registry's (`registry.rs`), so a new game brings its own.

use crate::address::{Part, PRODUCT};
use crate::base_path::href;
use crate::router::{served_here, Link};
use engine::GameId;
use leptos::prelude::*;

/// A game's tiles on the start page.
#[derive(Clone, Copy, Debug)]
pub struct HomeGame {
    pub game: GameId,
    /// The heading over its tiles (every game has one: none is the page's default).
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
            <h1 id="home-title">{PRODUCT}</h1>
            <p class="lead">
                {format!("Play, learn to deal and analyse {} under the regulators' own rules. ", engine::text::list_and(&games.iter().map(|g| g.game.name()).collect::<Vec<_>>(), "", "").trim_end())}
                "Every figure is computed on this device from the regulators' texts."
            </p>
            // Every game side by side on a wide screen, one after the other on a phone; each the
            // same parts, so none comes second.
            <div class="home-games">
            {games.iter().map(|g| view! {
                <div class="home-game-block" data-testid=format!("home-{}", g.game.code())>
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
                </div>
            }).collect_view()}
            </div>
        </section>
    }
}
