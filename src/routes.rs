//! Addresses: every part of the app is under its game, `/<part>/<game>` (`/play/hcf`,
//! `/academy/hcf`, `/explorer/hcf/progressive`, `/rules/hcf`), matched by [`page`]; addresses from before there were two games (`/play?j=MD…`,
//! `/explorer/progressive`) move to High Card Flush's, keeping their query.
//!
//! The site is split into page bundles ([`Bundle`]), each its own wasm, so that a phone downloads
//! only the part it opens: every bundle knows all the addresses, shows its own pages and hands any
//! other address to the page loader in `index.html` (a normal navigation), which starts the
//! bundle that serves it.

use crate::base_path::href;
use crate::pages::academy::Academy;
use crate::pages::explorer::{Explorer, View as ExplorerView};
use crate::pages::home::Home;
use crate::pages::not_found::NotFound;
use crate::pages::play::Play;
use crate::pages::rules::{JheRulesPage, Rules};
use crate::router::navigate;
use engine::academy::Catalogue;
use engine::GameId;
use leptos::prelude::*;

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

/// A page bundle: one wasm of the site. `index.html`'s loader picks the bundle from the address
/// by the same rule as [`Bundle::of_route`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The start page and High Card Flush's table (what most visits open).
    Main,
    /// The Rules pages of both games (`rules/<game>`).
    Rules,
    /// High Card Flush's academy (and the old `academy` address).
    Academy,
    /// Jackpot Hold 'Em's academy (`academy/jhe`).
    JheAcademy,
    /// Papers over both games (`academy/both`): both games' questions, so the largest bundle,
    /// opened only to set or sit such a paper.
    BothAcademy,
    /// High Card Flush's explorer (and the old explorer addresses).
    Explorer,
    /// Jackpot Hold 'Em's explorer (`explorer/jhe…`).
    JheExplorer,
    /// Jackpot Hold 'Em's table (`play/jhe`).
    JhePlay,
    /// The trainers of either game: the strategy drill (`play/<game>/drill`) and dealer mode
    /// (`academy/<game>/dealer`).
    Drill,
}

impl Bundle {
    /// The bundle serving an address relative to the app's base (`academy/hcf` → Academy): by
    /// its first segment (and, for the explorer, its second: `explorer/jhe` is Jackpot Hold
    /// 'Em's), everything else (the start page, unknown addresses) by the main one.
    pub fn of_route(route: &str) -> Bundle {
        let mut segments = route.trim_start_matches('/').split(['/', '?', '#']);
        let (first, second, third) = (segments.next(), segments.next(), segments.next());
        if (first, third) == (Some("play"), Some("drill"))
            || (first, third) == (Some("academy"), Some(DEALER))
        {
            return Bundle::Drill;
        }
        match (first, second) {
            (Some("academy"), Some("jhe")) => Bundle::JheAcademy,
            (Some("academy"), Some(BOTH)) => Bundle::BothAcademy,
            (Some("academy"), _) => Bundle::Academy,
            (Some("play"), Some("jhe")) => Bundle::JhePlay,
            (Some("explorer"), Some("jhe")) => Bundle::JheExplorer,
            (Some("explorer"), _) => Bundle::Explorer,
            (Some("rules"), _) => Bundle::Rules,
            _ => Bundle::Main,
        }
    }
}

/// What one bundle shows: its name and its pages. Each bundle's `main` passes its own functions,
/// so only its pages are linked into its wasm.
#[derive(Clone, Copy)]
pub struct Pages {
    pub bundle: Bundle,
    /// A part of a game (with the explorer's view segment, else `""`); called only for parts
    /// of this bundle.
    pub part: fn(GameId, Part, &str) -> AnyView,
}

impl Pages {
    /// The start page, the table and the rules.
    pub const MAIN: Pages = Pages {
        bundle: Bundle::Main,
        part: main_part,
    };
    pub const RULES: Pages = Pages {
        bundle: Bundle::Rules,
        part: rules_part,
    };
    pub const ACADEMY: Pages = Pages {
        bundle: Bundle::Academy,
        part: academy_part,
    };
    pub const JHE_ACADEMY: Pages = Pages {
        bundle: Bundle::JheAcademy,
        part: jhe_academy_part,
    };
    pub const BOTH_ACADEMY: Pages = Pages {
        bundle: Bundle::BothAcademy,
        part: both_academy_part,
    };
    pub const EXPLORER: Pages = Pages {
        bundle: Bundle::Explorer,
        part: explorer_part,
    };
    pub const JHE_EXPLORER: Pages = Pages {
        bundle: Bundle::JheExplorer,
        part: jhe_explorer_part,
    };
    pub const JHE_PLAY: Pages = Pages {
        bundle: Bundle::JhePlay,
        part: jhe_play_part,
    };
    pub const DRILL: Pages = Pages {
        bundle: Bundle::Drill,
        part: drill_part,
    };
}

fn main_part(game: GameId, part: Part, _view: &str) -> AnyView {
    match (game, part) {
        (GameId::HighCardFlush, Part::Play) => view! { <Play /> }.into_any(),
        _ => view! { <NotYet game=game part=part /> }.into_any(),
    }
}

fn rules_part(game: GameId, _part: Part, _view: &str) -> AnyView {
    match game {
        GameId::HighCardFlush => view! { <Rules /> }.into_any(),
        GameId::JackpotHoldEm => view! { <JheRulesPage /> }.into_any(),
    }
}

/// Each academy bundle passes only its own questions (`engine::academy::Catalogue`), so one
/// game's academy does not download the other's.
fn academy_part(_game: GameId, _part: Part, _view: &str) -> AnyView {
    view! { <Academy catalogue=Catalogue::HIGH_CARD_FLUSH /> }.into_any()
}

fn jhe_academy_part(_game: GameId, _part: Part, _view: &str) -> AnyView {
    view! { <Academy catalogue=Catalogue::JACKPOT_HOLD_EM /> }.into_any()
}

fn both_academy_part(_game: GameId, _part: Part, _view: &str) -> AnyView {
    view! { <Academy catalogue=Catalogue::ALL /> }.into_any()
}

/// The address segment of the papers over both games (`academy/both`).
pub const BOTH: &str = "both";

fn explorer_part(_game: GameId, _part: Part, view: &str) -> AnyView {
    explorer_page(view, crate::pages::explorer::hcf_view)
}

fn drill_part(game: GameId, _part: Part, view: &str) -> AnyView {
    if view == DEALER {
        return view! { <crate::pages::dealer::DealerPage game=game /> }.into_any();
    }
    view! { <crate::pages::drill::DrillPage game=game /> }.into_any()
}

/// The address segment of dealer mode (`academy/<game>/dealer`).
pub const DEALER: &str = "dealer";

fn jhe_play_part(_game: GameId, _part: Part, _view: &str) -> AnyView {
    view! { <crate::pages::jhe_play::JhePlay /> }.into_any()
}

fn jhe_explorer_part(_game: GameId, _part: Part, view: &str) -> AnyView {
    explorer_page(view, crate::pages::explorer::jhe_view)
}

/// The current address, relative to the app's base, is served by another bundle: load the page
/// again (replacing its history entry) so the loader starts that bundle. Links to another bundle
/// load as new pages anyway (see `router.rs`); this covers any other way of arriving.
fn hand_over() -> AnyView {
    let _ = window().location().reload();
    view! { <p class="page" aria-live="polite">"Opening…"</p> }.into_any()
}

/// The page at a route (relative to the app's base): `""` the start page, `<part>` an old
/// address, `<part>/<game>` and `explorer/<game>/<view>` a part of a game; anything else is not
/// found. A route of another bundle is handed over to it.
pub fn page(route: &str, pages: Pages) -> AnyView {
    if Bundle::of_route(route) != pages.bundle {
        return hand_over();
    }
    let part_named = |segment: &str| Part::ALL.into_iter().find(|p| p.segment() == segment);
    let segments: Vec<&str> = route.split('/').collect();
    let (part, code, view) = match segments.as_slice() {
        [""] => return view! { <Home /> }.into_any(),
        [segment] => {
            return match part_named(segment) {
                Some(part) => moved(part.route(GameId::HighCardFlush)),
                None => view! { <NotFound /> }.into_any(),
            }
        }
        [segment, code] => (part_named(segment), *code, ""),
        ["explorer", code, view] if !view.is_empty() => (Some(Part::Explorer), *code, *view),
        ["play", code, "drill"] => (Some(Part::Play), *code, "drill"),
        ["academy", code, DEALER] => (Some(Part::Academy), *code, DEALER),
        _ => (None, "", ""),
    };
    let Some(part) = part else {
        return view! { <NotFound /> }.into_any();
    };
    // `/explorer/progressive` and its siblings are the explorer's old view addresses.
    if part == Part::Explorer && view.is_empty() {
        if let Some(old) = explorer_view(code).filter(|v| *v != ExplorerView::Paytables) {
            return moved(format!("explorer/hcf/{}", old.segment()));
        }
    }
    // Papers over both games: the academy with every game's questions, under the game shown.
    if part == Part::Academy && code == BOTH {
        let game =
            use_context::<CurrentGame>().map_or(GameId::JackpotHoldEm, |g| g.0.get_untracked());
        return (pages.part)(game, part, BOTH);
    }
    let Some(game) = game_from_code(code) else {
        return view! { <NotFound /> }.into_any();
    };
    if let Some(CurrentGame(signal)) = use_context::<CurrentGame>() {
        if signal.get_untracked() != game {
            signal.set(game);
        }
    }
    (pages.part)(game, part, view)
}

/// The same page for another game (`explorer/hcf/progressive` → `explorer/jhe/progressive`); the
/// start page, and any page not under a game, lead to the game's table.
pub fn same_page_for(route: &str, game: GameId) -> String {
    let path = route.split(['?', '#']).next().unwrap_or_default();
    let mut segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.get(1) {
        Some(code) if game_from_code(code).is_some() => {
            segments[1] = game.code();
            segments.join("/")
        }
        // A page of a part not under one game (`academy/both`): that part of the game.
        _ => Part::ALL
            .into_iter()
            .find(|p| segments.first() == Some(&p.segment()))
            .unwrap_or(Part::Play)
            .route(game),
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

/// An address from before there were two games (or of an explorer view before its game was in
/// the address): replaced by `route`, relative to the app's base, keeping the query and hash.
fn moved(route: String) -> AnyView {
    let location = window().location();
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let target = format!("{}{search}{hash}", href(&route));
    // After this render: the address must not change while the page is being chosen.
    request_animation_frame(move || navigate(&target, true));
    view! { <p class="page" aria-live="polite">"Opening…"</p> }.into_any()
}

/// `/explorer/<game>/<view>`.
fn explorer_page(view: &str, body: fn(ExplorerView) -> AnyView) -> AnyView {
    match explorer_view(view) {
        Some(view) => view! { <Explorer view=view body=body /> }.into_any(),
        None => view! { <NotFound /> }.into_any(),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_switch_keeps_the_page_and_changes_the_game() {
        let jhe = GameId::JackpotHoldEm;
        assert_eq!(
            same_page_for("explorer/hcf/progressive", jhe),
            "explorer/jhe/progressive"
        );
        assert_eq!(same_page_for("play/hcf/drill?x=1", jhe), "play/jhe/drill");
        assert_eq!(
            same_page_for("rules/jhe", GameId::HighCardFlush),
            "rules/hcf"
        );
        assert_eq!(same_page_for("", jhe), "play/jhe");
        assert_eq!(same_page_for("no/such/page", jhe), "play/jhe");
        assert_eq!(same_page_for("academy/both", jhe), "academy/jhe");
    }

    /// Each address is served by one bundle, as `index.html`'s loader also decides.
    #[test]
    fn every_address_has_its_bundle() {
        for (route, bundle) in [
            ("", Bundle::Main),
            ("play/hcf", Bundle::Main),
            ("rules/jhe", Bundle::Rules),
            ("rules/hcf", Bundle::Rules),
            ("rules", Bundle::Rules),
            ("play/jhe", Bundle::JhePlay),
            ("play/jhe?speed=fast", Bundle::JhePlay),
            ("play/hcf/drill", Bundle::Drill),
            ("play/jhe/drill", Bundle::Drill),
            ("academy/hcf/dealer", Bundle::Drill),
            ("academy/jhe/dealer", Bundle::Drill),
            ("academy/jhe", Bundle::JheAcademy),
            ("academy/both", Bundle::BothAcademy),
            ("academy/hcf", Bundle::Academy),
            ("academy", Bundle::Academy),
            ("explorer/jhe/hand", Bundle::JheExplorer),
            ("explorer/hcf", Bundle::Explorer),
        ] {
            assert_eq!(Bundle::of_route(route), bundle, "{route}");
        }
    }
}
