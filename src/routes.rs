//! Addresses: every part of the app is under its game, `/<part>/<game>` (`/play/hcf`,
//! `/academy/hcf`, `/explorer/hcf/progressive`, `/rules/hcf`). The game is read from the route
//! with the router's param hook; addresses from before there were two games (`/play?j=MD…`,
//! `/explorer/progressive`) move to High Card Flush's, keeping their query.

use crate::base_path::href;
use crate::pages::academy::Academy;
use crate::pages::explorer::{Explorer, View as ExplorerView};
use crate::pages::not_found::NotFound;
use crate::pages::play::Play;
use crate::pages::rules::{JheRulesPage, Rules};
use engine::GameId;
use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate, use_params_map};
use leptos_router::NavigateOptions;

/// A part of the app, each under every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Play,
    Academy,
    Explorer,
    Rules,
}

impl Part {
    /// The sections in navigation order.
    pub const ALL: [Part; 4] = [Part::Play, Part::Academy, Part::Explorer, Part::Rules];

    pub fn segment(self) -> &'static str {
        match self {
            Part::Play => "play",
            Part::Academy => "academy",
            Part::Explorer => "explorer",
            Part::Rules => "rules",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Part::Play => "Play",
            Part::Academy => "Academy",
            Part::Explorer => "Explorer",
            Part::Rules => "Rules",
        }
    }

    /// The route of this part for a game, without the base path: `play/hcf`.
    pub fn route(self, game: GameId) -> String {
        format!("{}/{}", self.segment(), game.code())
    }
}

/// The game the user is looking at, shared by the navigation and the pages.
#[derive(Clone, Copy)]
pub struct CurrentGame(pub RwSignal<GameId>);

/// A game from its code in an address (exactly `hcf` or `jhe`).
pub fn game_from_code(code: &str) -> Option<GameId> {
    GameId::ALL.into_iter().find(|g| g.code() == code)
}

/// The explorer's views by their address segment.
pub fn explorer_view(segment: &str) -> Option<ExplorerView> {
    ExplorerView::ALL
        .into_iter()
        .find(|v| v.segment() == segment)
}

/// Replaces the address with `route` (relative to the app's base), keeping the query and hash.
fn move_to(route: String) {
    let location = use_location();
    let search = location.search.get_untracked();
    let hash = location.hash.get_untracked();
    let query = if search.is_empty() {
        String::new()
    } else {
        format!("?{}", search.trim_start_matches('?'))
    };
    let target = format!("/{route}{query}{hash}");
    let navigate = use_navigate();
    // After this render: the router must not be asked to navigate while it is matching.
    request_animation_frame(move || {
        navigate(
            &target,
            NavigateOptions {
                replace: true,
                ..Default::default()
            },
        )
    });
}

/// An address from before there were two games: moves to High Card Flush's.
#[component]
pub fn Moved(part: Part) -> impl IntoView {
    move_to(part.route(GameId::HighCardFlush));
    view! { <p class="page" aria-live="polite">"Opening…"</p> }
}

/// `/<part>/:game`: the part for the game the address names.
#[component]
pub fn GamePart(part: Part) -> impl IntoView {
    let params = use_params_map();
    let current = use_context::<CurrentGame>();
    move || {
        let code = params.with(|p| p.get("game")).unwrap_or_default();
        // `/explorer/progressive` and its siblings are the explorer's old view addresses.
        if part == Part::Explorer {
            if let Some(view) = explorer_view(&code).filter(|v| *v != ExplorerView::Paytables) {
                move_to(format!("explorer/hcf/{}", view.segment()));
                return view! { <p class="page">"Opening…"</p> }.into_any();
            }
        }
        let Some(game) = game_from_code(&code) else {
            return view! { <NotFound /> }.into_any();
        };
        if let Some(CurrentGame(signal)) = current {
            if signal.get_untracked() != game {
                signal.set(game);
            }
        }
        match (game, part) {
            (GameId::HighCardFlush, Part::Play) => view! { <Play /> }.into_any(),
            (GameId::HighCardFlush, Part::Academy) => view! { <Academy /> }.into_any(),
            (GameId::HighCardFlush, Part::Rules) => view! { <Rules /> }.into_any(),
            (GameId::HighCardFlush, Part::Explorer) => view! { <ExplorerPart /> }.into_any(),
            (GameId::JackpotHoldEm, Part::Rules) => view! { <JheRulesPage /> }.into_any(),
            // Its engine deals and settles (and `odds --game jhe` runs it); its screens come next.
            (GameId::JackpotHoldEm, _) => view! { <NotYet game=game part=part /> }.into_any(),
        }
    }
}

/// `/explorer/:game/:view`.
#[component]
fn ExplorerPart() -> impl IntoView {
    let params = use_params_map();
    move || {
        let segment = params.with(|p| p.get("view")).unwrap_or_default();
        match explorer_view(&segment) {
            Some(view) => view! { <Explorer view=view /> }.into_any(),
            None => view! { <NotFound /> }.into_any(),
        }
    }
}

/// A game whose engine is not built yet: says so plainly and offers what is there.
#[component]
fn NotYet(game: GameId, part: Part) -> impl IntoView {
    view! {
        <section class="page" aria-labelledby="not-yet-title" data-testid="not-yet">
            <h1 id="not-yet-title">{format!("{} — {}", game.name(), part.label())}</h1>
            <p>
                {format!("{} is being built: its rules engine is in place (the command line deals and settles it); its table, exact analysis and academy come next. ", game.name())}
                "Its rules are on the Rules page; until the rest is built, High Card Flush is complete here: "
                <a href=href(&part.route(GameId::HighCardFlush))>{format!("{} High Card Flush", part.label())}</a>
                "."
            </p>
        </section>
    }
}
