//! The registry of games: the one list ([`GAMES`]) of what the app has for each game — its
//! pages, the page bundle serving each, its tiles on the start page — and the pages not under
//! one game ([`SHARED`]). Everything that used to be decided per game by a `match` is looked up
//! here: which bundle serves an address ([`of_route`], also written into `index.html`'s loader),
//! which page shows it ([`page`]), and which pages each bundle links ([`pages`]). A third game is
//! one more entry in [`GAMES`] (and its bundles' binaries); no page changes.
//!
//! The registry sits above the pages (it names them); the pages import only the address model
//! (`address.rs`) below them, so the app's modules import each other without a cycle
//! (`tests/module_graph.rs`).
//!
//! Each bundle's `main` passes `pages(Bundle("<name>"))`, evaluated at compile time: the value
//! holds only that bundle's page functions, so only its pages are linked into its wasm. For the
//! same reason nothing reads [`GAMES`] at run time; the routing rules ([`RULES`]) and the start
//! page's tiles ([`HOME`]) are drawn from it at compile time too, and hold no page.

use crate::address::{
    game_from_code, Bundle, Part, BOTH, CATCH, CLASS, DEALER, DRILL, PAR_SHEET, SKILLS, TABLE_TEST,
};
use crate::base_path::href;
use crate::pages::academy::{dealer_seeds, Academy, PayoutDrill, SkillsAcademy};
use crate::pages::class_package::ClassPackage;
use crate::pages::explorer::{self, Explorer, View as ExplorerView};
use crate::pages::home::{Home, HomeGame, Tile};
use crate::pages::not_found::NotFound;
use crate::pages::play::Play;
use crate::pages::{classroom, dealer, drill, jhe_play, par_sheet, rules};
use crate::router::navigate;
use engine::academy::Catalogue;
use engine::GameId;
use leptos::prelude::*;

/// A page, drawn from the rest of its address after the game (the explorer's view, else `""`).
pub type PageFn = fn(&str) -> AnyView;

/// A page and the bundle that serves it.
#[derive(Clone, Copy)]
pub struct Page {
    pub bundle: Bundle,
    pub show: PageFn,
}

/// The kinds of page every game has, each at its own address under the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `play/<game>`: the table.
    Play,
    /// `play/<game>/drill`: the strategy drill.
    Drill,
    /// `academy/<game>`.
    Academy,
    /// `academy/<game>/dealer`: dealer mode.
    Dealer,
    /// `academy/<game>/catch`: catch the dealer.
    Catch,
    /// `academy/<game>/table-test`: the table test.
    TableTest,
    /// `academy/<game>/skills`: the skills panel, weak-skills session, chip and flash drills.
    Skills,
    /// `explorer/<game>/par-sheet`: the operator's par sheet, verifier and signs.
    ParSheet,
    /// `explorer/<game>[/<view>]`.
    Explorer,
    /// `rules/<game>`.
    Rules,
}

impl Kind {
    /// The par sheet before the explorer, whose views would otherwise take its segment.
    pub const ALL: [Kind; 10] = [
        Kind::Play,
        Kind::Drill,
        Kind::Academy,
        Kind::Dealer,
        Kind::Catch,
        Kind::TableTest,
        Kind::Skills,
        Kind::ParSheet,
        Kind::Explorer,
        Kind::Rules,
    ];

    /// The part the page is under.
    pub const fn part(self) -> Part {
        match self {
            Kind::Play | Kind::Drill => Part::Play,
            Kind::Academy | Kind::Dealer | Kind::Catch | Kind::TableTest | Kind::Skills => {
                Part::Academy
            }
            Kind::Explorer | Kind::ParSheet => Part::Explorer,
            Kind::Rules => Part::Rules,
        }
    }

    /// The segment after the game, for a page that has one (`drill`, `dealer`).
    pub const fn then(self) -> Option<&'static str> {
        match self {
            Kind::Drill => Some(DRILL),
            Kind::Dealer => Some(DEALER),
            Kind::Catch => Some(CATCH),
            Kind::TableTest => Some(TABLE_TEST),
            Kind::Skills => Some(SKILLS),
            Kind::ParSheet => Some(PAR_SHEET),
            _ => None,
        }
    }

    /// Whether any further segment is the page's own (the explorer's views).
    const fn takes_view(self) -> bool {
        matches!(self, Kind::Explorer)
    }
}

/// What the app has for one game.
#[derive(Clone, Copy)]
pub struct GameEntry {
    pub id: GameId,
    pub play: Page,
    pub drill: Page,
    pub academy: Page,
    pub dealer: Page,
    pub catch: Page,
    pub table_test: Page,
    pub skills: Page,
    pub explorer: Page,
    pub par_sheet: Page,
    pub rules: Page,
    /// Its tiles on the start page.
    pub home: HomeGame,
}

impl GameEntry {
    pub const fn page(&self, kind: Kind) -> Page {
        match kind {
            Kind::Play => self.play,
            Kind::Drill => self.drill,
            Kind::Academy => self.academy,
            Kind::Dealer => self.dealer,
            Kind::Catch => self.catch,
            Kind::TableTest => self.table_test,
            Kind::Skills => self.skills,
            Kind::Explorer => self.explorer,
            Kind::ParSheet => self.par_sheet,
            Kind::Rules => self.rules,
        }
    }
}

/// A page not under one game, at `<part>/<segment>` (the papers over every game), or at
/// `<part>/<segment>/<then>` where one segment's pages are served by two bundles.
#[derive(Clone, Copy)]
pub struct SharedPage {
    pub part: Part,
    pub segment: &'static str,
    /// The one further segment this entry serves (`None`: any).
    pub then: Option<&'static str>,
    pub page: Page,
}

/// The strategy drill of every game.
const DRILL_BUNDLE: Bundle = Bundle("drill");
/// Dealer mode of every game: a bundle of its own (the felt, the run, the engine's round driver
/// per game), so neither trainer downloads the other.
const DEALER_BUNDLE: Bundle = Bundle("dealer");
/// The dealer school's tests of every game — catch the dealer and the table test: dealer mode's
/// felt and run again, with the staging of mistakes and the rubric, in a bundle of their own
/// (dealer mode's is at its budget).
const SCHOOL_BUNDLE: Bundle = Bundle("school");
/// The skills pages of every game — the skills panel, the weak-skills session, the chip payout
/// and chip-cutting drills, the flash drill: the engine's skill derivation, chip rack and flash
/// tables with both games' questions, in a bundle of their own so the academies (which only
/// note what was answered) carry none of it.
const SKILLS_BUNDLE: Bundle = Bundle("skills");
/// The par sheet, its verifier and the table signs of every game: for managers and regulators,
/// a bundle of its own so the explorers (at their budgets) carry none of it.
const PAR_SHEET_BUNDLE: Bundle = Bundle("par-sheet");
/// The Rules pages of every game: text no first visit to the table needs.
const RULES_BUNDLE: Bundle = Bundle("rules");

/// High Card Flush's payout drill: what it times, and the templates it draws.
const HCF_PAYOUTS: PayoutDrill = PayoutDrill {
        lead: "Payout calculations against the clock: Ante, Raise and bonus totals, Progressive awards and (in Maryland) Envy Bonuses, in equal shares. Speed and accuracy are recorded.",
        kinds: &[
            ("payout-total", "Ante, Raise and bonuses"),
            ("progressive-award", "Progressive award"),
            ("envy-bonus", "Envy Bonus"),
        ],
        own_question: engine::academy::hcf_own_question,
        saved_tables: crate::custom_tables::hcf_drill_tables,
    };

/// Jackpot Hold 'Em's payout drill.
const JHE_PAYOUTS: PayoutDrill = PayoutDrill {
        lead: "Payout calculations against the clock: Ante, X-tra Bonus, Play, Player Bonus and Progressive totals, and Progressive awards paid from the meter, in equal shares. Speed and accuracy are recorded.",
        kinds: &[
            ("jhe-payout-total", "Ante, X-tra Bonus, Play and bonuses"),
            ("jhe-meter-award", "Progressive from the meter"),
        ],
        own_question: engine::academy::jhe_own_question,
        saved_tables: crate::custom_tables::jhe_drill_tables,
    };

/// The games, the first being the one old addresses (from before there were two) lead to.
pub const GAMES: [GameEntry; 2] = [
    GameEntry {
        id: GameId::HighCardFlush,
        // The start page and High Card Flush's table: what most visits open.
        play: Page {
            bundle: Bundle::MAIN,
            show: |_| view! { <Play /> }.into_any(),
        },
        drill: Page {
            bundle: DRILL_BUNDLE,
            show: |_| drill::page::<drill::hcf::HcfDrill>(),
        },
        // Each academy bundle holds only its game's questions.
        academy: Page {
            bundle: Bundle("academy"),
            show: |_| {
                view! { <Academy catalogue=Catalogue::HIGH_CARD_FLUSH payout_drill=HCF_PAYOUTS /> }
                .into_any()
            },
        },
        dealer: Page {
            bundle: DEALER_BUNDLE,
            show: |_| dealer::page::<dealer::HcfDealer>(),
        },
        catch: Page {
            bundle: SCHOOL_BUNDLE,
            show: |_| dealer::catch::page::<dealer::HcfDealer>(),
        },
        table_test: Page {
            bundle: SCHOOL_BUNDLE,
            show: |_| dealer::table_test::page::<dealer::HcfDealer>(),
        },
        skills: Page {
            bundle: SKILLS_BUNDLE,
            show: |_| {
                view! { <SkillsAcademy catalogue=Catalogue::HIGH_CARD_FLUSH payout_drill=HCF_PAYOUTS dealer_seeds={dealer_seeds::<dealer::HcfDealer>} /> }
                    .into_any()
            },
        },
        explorer: Page {
            bundle: Bundle("explorer"),
            show: |view| explorer_page(view, explorer::hcf::view),
        },
        par_sheet: Page {
            bundle: PAR_SHEET_BUNDLE,
            show: |_| par_sheet::page(),
        },
        rules: Page {
            bundle: RULES_BUNDLE,
            show: |_| rules::page(GameId::HighCardFlush),
        },
        home: HomeGame {
            heading: Some("High Card Flush"),
            game: GameId::HighCardFlush,
            tiles: &[
                Tile {
                    part: Part::Play,
                    then: None,
                    title: "Play",
                    text: "Deal a hand against the dealer and see who wins, and why.",
                    testid: Some("home-hcf-play"),
                },
                Tile {
                    part: Part::Play,
                    then: Some(DRILL),
                    title: "Strategy drill",
                    text: "Decide dealt hands; graded against optimal play and the strategy card.",
                    testid: None,
                },
                Tile {
                    part: Part::Academy,
                    then: None,
                    title: "Dealer academy",
                    text: "Drills on dealer procedure, with the rule behind every answer.",
                    testid: None,
                },
                Tile {
                    part: Part::Explorer,
                    then: None,
                    title: "Paytable explorer",
                    text: "Every paytable of every jurisdiction, side by side.",
                    testid: None,
                },
                Tile {
                    part: Part::Rules,
                    then: None,
                    title: "Rules",
                    text: "Each jurisdiction's rules, with citations.",
                    testid: None,
                },
            ],
        },
    },
    GameEntry {
        id: GameId::JackpotHoldEm,
        play: Page {
            bundle: Bundle("jhe-play"),
            show: |_| view! { <jhe_play::JhePlay /> }.into_any(),
        },
        drill: Page {
            bundle: DRILL_BUNDLE,
            show: |_| drill::page::<drill::jhe::JheDrill>(),
        },
        academy: Page {
            bundle: Bundle("jhe-academy"),
            show: |_| {
                view! { <Academy catalogue=Catalogue::JACKPOT_HOLD_EM payout_drill=JHE_PAYOUTS /> }
                .into_any()
            },
        },
        dealer: Page {
            bundle: DEALER_BUNDLE,
            show: |_| dealer::page::<dealer::JheDealer>(),
        },
        catch: Page {
            bundle: SCHOOL_BUNDLE,
            show: |_| dealer::catch::page::<dealer::JheDealer>(),
        },
        table_test: Page {
            bundle: SCHOOL_BUNDLE,
            show: |_| dealer::table_test::page::<dealer::JheDealer>(),
        },
        skills: Page {
            bundle: SKILLS_BUNDLE,
            show: |_| {
                view! { <SkillsAcademy catalogue=Catalogue::JACKPOT_HOLD_EM payout_drill=JHE_PAYOUTS dealer_seeds={dealer_seeds::<dealer::JheDealer>} /> }
                    .into_any()
            },
        },
        explorer: Page {
            bundle: Bundle("jhe-explorer"),
            show: |view| explorer_page(view, explorer::jhe::view),
        },
        par_sheet: Page {
            bundle: PAR_SHEET_BUNDLE,
            show: |_| par_sheet::page(),
        },
        rules: Page {
            bundle: RULES_BUNDLE,
            show: |_| rules::page(GameId::JackpotHoldEm),
        },
        home: HomeGame {
            heading: Some("Maryland Jackpot Hold 'Em"),
            game: GameId::JackpotHoldEm,
            tiles: &[
                Tile {
                    part: Part::Play,
                    then: None,
                    title: "Play",
                    text: "Three decisions a hand, the coach's exact values at each, the five meters live.",
                    testid: Some("home-jhe-play"),
                },
                Tile {
                    part: Part::Play,
                    then: Some(DRILL),
                    title: "Strategy drill",
                    text: "Decide dealt hands; graded against optimal play and the strategy card.",
                    testid: None,
                },
                Tile {
                    part: Part::Academy,
                    then: None,
                    title: "Dealer academy",
                    text: "Procedure, payouts and dealer mode, with the rule behind every answer.",
                    testid: Some("home-jhe-academy"),
                },
                Tile {
                    part: Part::Explorer,
                    then: None,
                    title: "Paytable explorer",
                    text: "The exact optimal house edge over every deal, the paytables and meters.",
                    testid: None,
                },
                Tile {
                    part: Part::Rules,
                    then: None,
                    title: "Rules",
                    text: "Maryland's rules for the game, with citations.",
                    testid: None,
                },
            ],
        },
    },
];

/// The pages not under one game.
pub const SHARED: [SharedPage; 4] = [
    SharedPage {
        part: Part::Academy,
        segment: BOTH,
        then: None,
        // Papers over every game: every game's questions, so the largest bundle, opened only to
        // set or sit such a paper. The academy shows them under the game shown before.
        page: Page {
            bundle: Bundle("both-academy"),
            show: |_| {
                view! { <Academy catalogue=Catalogue::ALL payout_drill=PayoutDrill::NONE /> }
                    .into_any()
            },
        },
    },
    SharedPage {
        part: Part::Academy,
        segment: CLASS,
        then: Some(classroom::TAKE),
        // The student's assignment page (`academy/class/take?a=…`): the paper and the graded
        // dealer-mode run with dealer mode's felt and run, a bundle of its own so the
        // instructor's maker and class sheet are not in what every student downloads, and the
        // felt is not in the instructor's.
        page: Page {
            bundle: Bundle("class-take"),
            show: classroom::take_page,
        },
    },
    SharedPage {
        part: Part::Academy,
        segment: CLASS,
        then: None,
        // The classroom: an assignment may set either game's paper, so it holds every game's
        // questions, opened only by instructors and by students given an assignment's link.
        page: Page {
            bundle: Bundle("class"),
            show: classroom::page,
        },
    },
    SharedPage {
        part: Part::Academy,
        segment: CLASS_PACKAGE,
        then: None,
        // An assignment's SCORM 1.2 package, opened from the maker's hand-out: in the Rules
        // bundle (which has room), so the zip writer is not in the classroom's bundle that every
        // student downloads.
        page: Page {
            bundle: Bundle("rules"),
            show: |_| view! { <ClassPackage /> }.into_any(),
        },
    },
];

/// The SCORM package page's segment (`academy/class-package`).
pub const CLASS_PACKAGE: &str = "class-package";

/// The start page's tiles, game by game (texts only: no page is linked by them).
pub const HOME: [HomeGame; GAMES.len()] = {
    let mut home = [GAMES[0].home; GAMES.len()];
    let mut g = 0;
    while g < GAMES.len() {
        home[g] = GAMES[g].home;
        g += 1;
    }
    home
};

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// One rule of the page loader: an address whose first three segments match (`None` matching
/// any, or none) is served by `bundle`. The first matching rule wins; no match is the main
/// bundle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    pub segments: [Option<&'static str>; 3],
    pub bundle: Bundle,
}

const RULE_ROOM: usize = GAMES.len() * Kind::ALL.len() + Kind::ALL.len() + SHARED.len();

/// The routing rules, drawn from [`GAMES`] and [`SHARED`]: first the pages with a segment of
/// their own after the game (`play/<game>/drill`), then the shared pages (`academy/both`), then
/// each part by game, then each part under any other second segment (the old addresses, which
/// lead to the first game's page). A kind served by the same bundle for every game is one rule
/// over any game. Unused room is `None`.
pub const RULES: [Option<Rule>; RULE_ROOM] = {
    let mut rules = [None; RULE_ROOM];
    let mut n = 0;
    let mut pass = 0;
    while pass < 2 {
        let mut k = 0;
        while k < Kind::ALL.len() {
            let kind = Kind::ALL[k];
            k += 1;
            // The kinds with their own segment first, so `academy/jhe/dealer` is not taken for
            // `academy/jhe`.
            if kind.then().is_some() != (pass == 0) {
                continue;
            }
            let first = Some(kind.part().segment());
            let mut uniform = true;
            let mut g = 1;
            while g < GAMES.len() {
                uniform &= same(GAMES[g].page(kind).bundle.0, GAMES[0].page(kind).bundle.0);
                g += 1;
            }
            if !uniform {
                let mut g = 0;
                while g < GAMES.len() {
                    rules[n] = Some(Rule {
                        segments: [first, Some(GAMES[g].id.code()), kind.then()],
                        bundle: GAMES[g].page(kind).bundle,
                    });
                    n += 1;
                    g += 1;
                }
            }
            // Any other game code (and, for the parts, the old addresses): as the first game's.
            if uniform || kind.then().is_none() {
                rules[n] = Some(Rule {
                    segments: [first, None, kind.then()],
                    bundle: GAMES[0].page(kind).bundle,
                });
                n += 1;
            }
        }
        if pass == 0 {
            let mut s = 0;
            while s < SHARED.len() {
                rules[n] = Some(Rule {
                    segments: [
                        Some(SHARED[s].part.segment()),
                        Some(SHARED[s].segment),
                        SHARED[s].then,
                    ],
                    bundle: SHARED[s].page.bundle,
                });
                n += 1;
                s += 1;
            }
        }
        pass += 1;
    }
    rules
};

/// The bundle serving an address relative to the app's base (`academy/hcf` → `academy`), by
/// [`RULES`]; everything else (the start page, unknown addresses) by the main one.
pub fn of_route(route: &str) -> Bundle {
    let mut parts = route.trim_start_matches('/').split(['/', '?', '#']);
    let segments = [parts.next(), parts.next(), parts.next()];
    RULES
        .iter()
        .flatten()
        .find(|rule| {
            rule.segments
                .iter()
                .zip(segments)
                .all(|(want, have)| want.is_none() || *want == have)
        })
        .map_or(Bundle::MAIN, |rule| rule.bundle)
}

/// The routing rules as `index.html`'s loader holds them: a JSON array of
/// `[first, second, third, bundle]`, `null` matching any segment.
pub fn rules_json() -> String {
    let text = |s: Option<&str>| s.map_or("null".to_string(), |s| format!("\"{s}\""));
    let rules: Vec<String> = RULES
        .iter()
        .flatten()
        .map(|r| {
            format!(
                "[{}, {}, {}, \"{}\"]",
                text(r.segments[0]),
                text(r.segments[1]),
                text(r.segments[2]),
                r.bundle.0
            )
        })
        .collect();
    format!("[{}]", rules.join(", "))
}

/// Every bundle, the main one first, then in the order [`GAMES`] and [`SHARED`] name them.
pub fn bundles() -> Vec<Bundle> {
    let mut all = vec![Bundle::MAIN];
    let named = GAMES
        .iter()
        .flat_map(|g| Kind::ALL.map(|k| g.page(k).bundle))
        .chain(SHARED.iter().map(|s| s.page.bundle));
    for bundle in named {
        if !all.contains(&bundle) {
            all.push(bundle);
        }
    }
    all
}

/// A page of one game that a bundle shows.
#[derive(Clone, Copy)]
struct GamePage {
    game: GameId,
    kind: Kind,
    show: PageFn,
}

const PAGE_ROOM: usize = GAMES.len() * Kind::ALL.len();

/// What one bundle shows: its name and its pages, only these linked into its wasm (see the
/// module's note: build it at compile time, `const { pages(Bundle("academy")) }`).
#[derive(Clone, Copy)]
pub struct Pages {
    pub bundle: Bundle,
    games: [Option<GamePage>; PAGE_ROOM],
    shared: [Option<SharedPage>; SHARED.len()],
    /// The start page, in the main bundle.
    home: Option<fn() -> AnyView>,
}

/// The pages a bundle serves, by the registry.
pub const fn pages(bundle: Bundle) -> Pages {
    let mut games = [None; PAGE_ROOM];
    let mut n = 0;
    let mut g = 0;
    while g < GAMES.len() {
        let mut k = 0;
        while k < Kind::ALL.len() {
            let page = GAMES[g].page(Kind::ALL[k]);
            if same(page.bundle.0, bundle.0) {
                games[n] = Some(GamePage {
                    game: GAMES[g].id,
                    kind: Kind::ALL[k],
                    show: page.show,
                });
                n += 1;
            }
            k += 1;
        }
        g += 1;
    }
    let mut shared = [None; SHARED.len()];
    let mut s = 0;
    while s < SHARED.len() {
        if same(SHARED[s].page.bundle.0, bundle.0) {
            shared[s] = Some(SHARED[s]);
        }
        s += 1;
    }
    Pages {
        bundle,
        games,
        shared,
        home: if same(bundle.0, Bundle::MAIN.0) {
            Some(home)
        } else {
            None
        },
    }
}

/// The start page, with every game's tiles.
fn home() -> AnyView {
    view! { <Home games=&HOME /> }.into_any()
}

/// The current address, relative to the app's base, is served by another bundle: load the page
/// again (replacing its history entry) so the loader starts that bundle. Links to another bundle
/// load as new pages anyway (see `router.rs`); this covers any other way of arriving.
fn hand_over() -> AnyView {
    let _ = window().location().reload();
    view! { <p class="page" aria-live="polite">"Opening…"</p> }.into_any()
}

fn not_found() -> AnyView {
    view! { <NotFound /> }.into_any()
}

/// The page at a route (relative to the app's base): `""` the start page, `<part>` an old
/// address, `<part>/<game>[/<then>]` a page of a game, `<part>/<segment>` a shared page; anything
/// else is not found. A route of another bundle is handed over to it.
pub fn page(route: &str, pages: &Pages) -> AnyView {
    if of_route(route) != pages.bundle {
        return hand_over();
    }
    let first_game = GAMES[0].id;
    let segments: Vec<&str> = route.split('/').collect();
    let (part, code, rest) = match segments.as_slice() {
        [""] => return pages.home.map_or_else(not_found, |home| home()),
        [segment] => {
            return match Part::named(segment) {
                Some(part) => moved(part.route(first_game)),
                None => not_found(),
            }
        }
        [segment, code] => (Part::named(segment), *code, ""),
        [segment, code, rest] if !rest.is_empty() => (Part::named(segment), *code, *rest),
        _ => (None, "", ""),
    };
    let Some(part) = part else {
        return not_found();
    };
    // `/explorer/progressive` and its siblings are the explorer's old view addresses.
    if part == Part::Explorer && rest.is_empty() {
        if let Some(old) = ExplorerView::named(code).filter(|v| *v != ExplorerView::Paytables) {
            return moved(format!(
                "{}/{}",
                Part::Explorer.route(first_game),
                old.segment()
            ));
        }
    }
    if let Some(shared) = pages
        .shared
        .iter()
        .flatten()
        .find(|p| p.part == part && p.segment == code && p.then.is_none_or(|then| then == rest))
    {
        return (shared.page.show)(rest);
    }
    let Some(game) = game_from_code(code) else {
        return not_found();
    };
    let kind = Kind::ALL.into_iter().find(|k| {
        k.part() == part
            && match k.then() {
                Some(then) => then == rest,
                None => rest.is_empty() || k.takes_view(),
            }
    });
    pages
        .games
        .iter()
        .flatten()
        .find(|p| Some(p.kind) == kind && p.game == game)
        .map_or_else(not_found, |p| (p.show)(rest))
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
    match ExplorerView::named(view) {
        Some(view) => view! { <Explorer view=view body=body /> }.into_any(),
        None => not_found(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each address is served by one bundle, as `index.html`'s loader also decides.
    #[test]
    fn every_address_has_its_bundle() {
        for (route, bundle) in [
            ("", "app"),
            ("play/hcf", "app"),
            ("play", "app"),
            ("play/xyz", "app"),
            ("nowhere/jhe", "app"),
            ("rules/jhe", "rules"),
            ("rules/hcf", "rules"),
            ("rules", "rules"),
            ("play/jhe", "jhe-play"),
            ("play/jhe?speed=fast", "jhe-play"),
            ("play/hcf/drill", "drill"),
            ("play/jhe/drill", "drill"),
            ("academy/class", "class"),
            ("academy/class/new", "class"),
            ("academy/class?h=TGH1x", "class"),
            ("academy/class/take?a=TGA1x", "class-take"),
            ("academy/class-package?a=TGA1x", "rules"),
            ("play/xyz/drill", "drill"),
            ("academy/hcf/dealer", "dealer"),
            ("academy/jhe/dealer", "dealer"),
            ("academy/both/dealer", "dealer"),
            ("academy/hcf/catch", "school"),
            ("academy/jhe/table-test", "school"),
            ("academy/jhe", "jhe-academy"),
            ("academy/both", "both-academy"),
            ("academy/hcf", "academy"),
            ("academy", "academy"),
            ("explorer/jhe/hand", "jhe-explorer"),
            ("explorer/jhe", "jhe-explorer"),
            ("explorer/hcf", "explorer"),
            ("explorer/progressive", "explorer"),
            ("explorer/hcf/par-sheet", "par-sheet"),
            ("explorer/jhe/par-sheet", "par-sheet"),
        ] {
            assert_eq!(of_route(route), Bundle(bundle), "{route}");
        }
    }

    /// Every bundle's pages are its own: a page's bundle serves its address, and each game's
    /// page is in exactly one bundle.
    #[test]
    fn each_page_is_served_by_the_bundle_that_links_it() {
        for entry in GAMES {
            for kind in Kind::ALL {
                let mut route = kind.part().route(entry.id);
                if let Some(then) = kind.then() {
                    route = format!("{route}/{then}");
                }
                let bundle = entry.page(kind).bundle;
                assert_eq!(of_route(&route), bundle, "{route}");
                let holders = bundles()
                    .into_iter()
                    .filter(|b| {
                        pages(*b)
                            .games
                            .iter()
                            .flatten()
                            .any(|p| p.game == entry.id && p.kind == kind)
                    })
                    .count();
                assert_eq!(holders, 1, "{route}");
            }
        }
    }

    fn read(path: &str) -> String {
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
            .unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The text between two markers in a file (`/*routes*/…/*end*/`).
    fn between<'a>(text: &'a str, start: &str, end: &str, file: &str) -> &'a str {
        let from = text
            .find(start)
            .unwrap_or_else(|| panic!("{file} has no {start}"))
            + start.len();
        let to = text[from..]
            .find(end)
            .unwrap_or_else(|| panic!("{file} has no {end} after {start}"));
        &text[from..from + to]
    }

    /// The names of a JSON-like object's keys: `{ app: 1, "jhe-play": 2 }` → `app`, `jhe-play`.
    fn keys(object: &str) -> Vec<String> {
        object
            .trim()
            .trim_start_matches('{')
            .trim_end_matches('}')
            .split(',')
            .filter_map(|member| member.split(':').next())
            .map(|key| key.trim().trim_matches('"').to_string())
            .filter(|key| !key.is_empty())
            .collect()
    }

    /// The one list of bundles is the registry's: `index.html` (a Trunk build target per
    /// bundle, the loader's names and rules), `scripts/size-report.mjs` (a budget per bundle)
    /// and each bundle's binary must name the same ones. `scripts/build-site.sh` reads the
    /// names from the loader, and its page directories from the game codes below. A new
    /// bundle fails here until every file has it; the message says what to write.
    #[test]
    fn every_file_that_lists_the_bundles_lists_the_registrys() {
        let names: Vec<String> = bundles().iter().map(|b| b.0.to_string()).collect();
        let html = read("index.html");

        let rules = between(&html, "/*routes*/", "/*end*/", "index.html");
        assert_eq!(
            rules,
            rules_json(),
            "index.html's loader rules differ from the registry's: write\n/*routes*/{}/*end*/",
            rules_json()
        );

        let loader = keys(between(&html, "/*bundles*/", "/*end*/", "index.html"));
        let others: Vec<String> = names[1..].to_vec();
        assert_eq!(
            loader,
            others,
            "index.html's loader names differ from the registry's: write\n/*bundles*/{{ {} }}/*end*/",
            others
                .iter()
                .map(|n| format!("\"{n}\": \"{n}\""))
                .collect::<Vec<_>>()
                .join(", ")
        );

        let built: Vec<String> = html
            .lines()
            .filter(|l| l.contains("rel=\"rust\"") && !l.contains("data-bin=\"worker\""))
            .filter_map(|l| l.split("data-bin=\"").nth(1)?.split('"').next())
            .map(str::to_string)
            .collect();
        assert_eq!(
            built, names,
            "index.html's Trunk targets (data-bin) differ from the registry's bundles"
        );

        // A budget other than the default is one of the registry's bundles (or the worker's).
        let sizes = read("scripts/size-report.mjs");
        let budgets = keys(between(&sizes, "const BUDGETS = ", ";", "size-report.mjs"));
        for budget in &budgets {
            assert!(
                names.contains(budget) || budget == "worker",
                "scripts/size-report.mjs budgets {budget}, which the registry has no bundle of"
            );
        }

        for bundle in bundles() {
            let file = if bundle == Bundle::MAIN {
                "src/main.rs".to_string()
            } else {
                format!("src/bin/{}.rs", bundle.0)
            };
            let main = read(&file);
            assert!(
                main.contains(&format!("pages(app::address::Bundle(\"{}\"))", bundle.0))
                    || (bundle == Bundle::MAIN
                        && main.contains("pages(app::address::Bundle::MAIN)")),
                "{file} must start its own bundle's pages"
            );
        }

        // build-site.sh makes each game's page directories for the games the loader's rules
        // name: each game's table has its rule.
        let site = read("scripts/build-site.sh");
        assert!(site.contains("for game in $games; do"));
        for code in GameId::ALL.map(|g| g.code()) {
            assert!(
                rules.contains(&format!("[\"play\", \"{code}\"")),
                "the loader's rules give {code}'s table its own rule, which build-site.sh reads"
            );
        }
        for game in GAMES {
            assert!(GameId::ALL.contains(&game.id));
        }
        assert_eq!(GAMES.len(), GameId::ALL.len(), "every game has its entry");
    }
}
