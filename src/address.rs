//! The address model: every part of the app is under its game, `/<part>/<game>` (`/play/hcf`,
//! `/academy/hcf`, `/explorer/hcf/progressive`, `/rules/hcf`). This module sits below the pages
//! and names no page and no game of its own: pages link with [`Part::route`], read the game shown
//! from [`CurrentGame`], and switch game with [`same_page_for`]. Which page and which page bundle
//! serve an address is the registry's business (`registry.rs`, above the pages), so the pages
//! never import it and nothing imports in a circle.

use engine::GameId;
use leptos::prelude::*;

/// The product's name: it covers every game and is none of them.
pub const PRODUCT: &str = "Table Games Lab";

/// A page's title (the browser tab, bookmarks, history): the page's heading and its game, then
/// the product — "Dealer academy — Jackpot Hold 'Em · Table Games Lab". A heading that names its
/// game already is not followed by it again; the start page is the product and its games.
pub fn page_title(heading: &str, game: Option<GameId>) -> String {
    let heading = heading.trim();
    match game {
        _ if heading.is_empty() || heading == PRODUCT => format!(
            "{PRODUCT} — {}",
            engine::text::list_and(&GameId::ALL.map(|g| g.name()), "", "").trim_end()
        ),
        Some(g) if !heading.contains(g.name()) => format!("{heading} — {} · {PRODUCT}", g.name()),
        _ => format!("{heading} · {PRODUCT}"),
    }
}

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

    pub const fn segment(self) -> &'static str {
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

    /// The part whose address starts with `segment` (`"academy"`).
    pub fn named(segment: &str) -> Option<Part> {
        Part::ALL.into_iter().find(|p| p.segment() == segment)
    }

    /// The route of this part for a game, without the base path: `play/hcf`.
    pub fn route(self, game: GameId) -> String {
        format!("{}/{}", self.segment(), game.code())
    }
}

/// A page bundle: one wasm of the site, named as its binary is (`src/bin/<name>.rs`; the main
/// one is the crate's own `app`). `index.html`'s loader, `scripts/build-site.sh` and
/// `scripts/size-report.mjs` use the same names; which bundle serves which address is the
/// registry's list (a test holds those files to it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bundle(pub &'static str);

impl Bundle {
    /// The start page, High Card Flush's table and any address no other bundle serves.
    pub const MAIN: Bundle = Bundle("app");

    pub fn name(self) -> &'static str {
        self.0
    }
}

/// The address segment of the papers over every game (`academy/both`).
pub const BOTH: &str = "both";

/// The address segment of the classroom (`academy/class`, `academy/class/new`,
/// `academy/class/take?a=<assignment>`; `academy/class?h=<hand-in>` imports a hand-in).
pub const CLASS: &str = "class";

/// The address segment of dealer mode (`academy/<game>/dealer`).
pub const DEALER: &str = "dealer";

/// The address segment of catch the dealer (`academy/<game>/catch`): the computer deals, the
/// student stops it at a mistake and names it.
pub const CATCH: &str = "catch";

/// The address segment of the table test (`academy/<game>/table-test`): dealer-mode rounds
/// from a seed, timed and scored by the instructor's rubric into a printable result sheet.
pub const TABLE_TEST: &str = "table-test";
/// The skills pages' segment (`academy/<game>/skills`): the skills panel, the weak-skills
/// session, the chip and flash drills.
pub const SKILLS: &str = "skills";

/// The address segment of the strategy drill (`play/<game>/drill`).
pub const DRILL: &str = "drill";

/// The address segment of the operator's par sheet (`explorer/<game>/par-sheet`).
pub const PAR_SHEET: &str = "par-sheet";

/// The game the user is looking at, shared by the navigation and the pages: derived from the
/// address by the shell (`CurrentGame::of_routes`), never set while a page renders.
#[derive(Clone, Copy)]
pub struct CurrentGame(pub Memo<GameId>);

impl CurrentGame {
    /// The game of the address shown: the one named in it, else (on the start page, or the
    /// papers over every game) the one shown before, else the first game.
    pub fn of_routes(route: Memo<String>) -> CurrentGame {
        CurrentGame(Memo::new(move |before: Option<&GameId>| {
            route
                .with(|r| game_of_route(r))
                .or(before.copied())
                .unwrap_or(GameId::ALL[0])
        }))
    }
}

/// The game shown, for a page: the shell provides it before any page renders.
pub fn current_game() -> GameId {
    use_context::<CurrentGame>().map_or(GameId::ALL[0], |g| g.0.get_untracked())
}

/// A game from its code in an address (exactly `hcf` or `jhe`).
pub fn game_from_code(code: &str) -> Option<GameId> {
    GameId::ALL.into_iter().find(|g| g.code() == code)
}

/// The game an address is under: `explorer/jhe/hand` → Jackpot Hold 'Em; `""`, `academy/both`
/// and old addresses (`play`) → none.
pub fn game_of_route(route: &str) -> Option<GameId> {
    let path = route.split(['?', '#']).next().unwrap_or_default();
    let mut segments = path.split('/');
    Part::named(segments.next()?)?;
    game_from_code(segments.next()?)
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
        _ => segments
            .first()
            .and_then(|s| Part::named(s))
            .unwrap_or(Part::Play)
            .route(game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_title_names_the_page_its_game_and_the_product() {
        assert_eq!(
            page_title("Dealer academy", Some(GameId::JackpotHoldEm)),
            "Dealer academy — Jackpot Hold 'Em · Table Games Lab"
        );
        assert_eq!(
            page_title("Play Jackpot Hold 'Em", Some(GameId::JackpotHoldEm)),
            "Play Jackpot Hold 'Em · Table Games Lab"
        );
        assert_eq!(
            page_title("Page not found", None),
            "Page not found · Table Games Lab"
        );
        assert_eq!(
            page_title("Table Games Lab", None),
            "Table Games Lab — High Card Flush and Jackpot Hold 'Em"
        );
    }

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

    #[test]
    fn an_address_names_its_game_in_its_second_segment() {
        assert_eq!(
            game_of_route("explorer/jhe/hand"),
            Some(GameId::JackpotHoldEm)
        );
        assert_eq!(game_of_route("play/hcf?j=MD"), Some(GameId::HighCardFlush));
        assert_eq!(game_of_route("academy/both"), None);
        assert_eq!(game_of_route("play"), None);
        assert_eq!(game_of_route(""), None);
        assert_eq!(game_of_route("nowhere/jhe"), None);
    }
}
