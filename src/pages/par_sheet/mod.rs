//! The operator's par sheet (`/explorer/<game>/par-sheet`): a table as configured, its packet
//! (every wager's exact lines and edges, the main game, the Progressive, the hold band with a
//! picture and a typed period judged against it), downloadable as the engine's verifiable JSON
//! and printable as one document; the Verify screen for a packet received; the table signs the
//! rules require, printable at Letter or A4. Every figure is the engine's (`engine::par_sheet`):
//! this page only asks and shows.

mod form;
mod inputs;
mod protection;
mod sheet;
mod signs;
mod solve;
mod verify;

use crate::address::{current_game, Part, PAR_SHEET};
use crate::base_path::href;
use crate::pages::explorer::View;
use crate::router::Link;
use engine::par_sheet::own_xtra_pays;
use engine::par_sheet::packet::make_packet_with;
use engine::Jurisdiction;
use leptos::prelude::*;

/// The three things the page does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tab {
    Sheet,
    Verify,
    Signs,
    Protection,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Sheet, Tab::Verify, Tab::Signs, Tab::Protection];

    fn label(self) -> &'static str {
        match self {
            Tab::Sheet => "Par sheet",
            Tab::Verify => "Verify a packet",
            Tab::Signs => "Table signs",
            Tab::Protection => "Game protection",
        }
    }

    fn code(self) -> &'static str {
        match self {
            Tab::Sheet => "sheet",
            Tab::Verify => "verify",
            Tab::Signs => "signs",
            Tab::Protection => "protection",
        }
    }
}

/// The page, for the registry.
pub fn page() -> AnyView {
    view! { <ParSheetPage /> }.into_any()
}

/// The explorer's views and the par sheet, as the explorer's own tabs link them.
fn explorer_tabs() -> impl IntoView {
    let route = Part::Explorer.route(current_game());
    let views = View::ALL.map(|v| {
        let path = if v.segment().is_empty() {
            route.clone()
        } else {
            format!("{route}/{}", v.segment())
        };
        view! { <Link href=href(&path) exact=true>{v.label()}</Link> }
    });
    view! {
        <nav class="subnav" aria-label="Explorer">
            {views.into_iter().collect_view()}
            <Link href=href(&format!("{route}/{PAR_SHEET}")) exact=true>"Par sheet"</Link>
        </nav>
    }
}

#[component]
fn ParSheetPage() -> impl IntoView {
    let game = current_game();
    let inputs = RwSignal::new(inputs::fresh(game, Jurisdiction::Maryland));
    // An own X-tra Bonus table's main game, solved on this device (by either tab) for the pays
    // it was solved for.
    let solved = RwSignal::new(None::<solve::Solved>);
    let pays = Signal::derive(move || inputs.with(|i| own_xtra_pays(i).ok().flatten()));
    let packet = Memo::new(move |_| {
        let own = solved.with(|s| solve::own_xtra(s.as_ref(), pays.get().as_deref()));
        inputs.with(|i| make_packet_with(i, &own))
    });
    // The explorer's "Game protection" link opens that tool (`?tool=protection`).
    let opened_on = crate::router::use_location().search.get_untracked();
    let tab = RwSignal::new(if opened_on.contains("tool=protection") {
        Tab::Protection
    } else {
        Tab::Sheet
    });
    view! {
        <section class="page par-sheet-page" aria-labelledby="par-sheet-title">
            <h1 id="par-sheet-title">"Par sheet"</h1>
            {explorer_tabs()}
            <p class="lead par-head">
                "For managers and regulators: the table as you run it — rule set, paytables, meters, payout limit, seats and mix of play — as a par sheet with the hold to expect, a JSON packet anyone can verify, the signs the rules require, and what an exposed card is worth to a player (game protection)."
            </p>
            <div class="mode-tabs par-head" role="group" aria-label="Par sheet tools">
                {Tab::ALL
                    .map(|t| {
                        view! {
                            <button
                                type="button"
                                data-testid=format!("par-tab-{}", t.code())
                                aria-pressed=move || (tab.get() == t).to_string()
                                on:click=move |_| tab.set(t)
                            >
                                {t.label()}
                            </button>
                        }
                    })
                    .into_iter()
                    .collect_view()}
            </div>
            {move || match tab.get() {
                Tab::Sheet => {
                    view! {
                        <form::TableForm inputs=inputs />
                        <solve::MainSolve pays=pays solved=solved prefix="par-solve" />
                        <sheet::PacketView inputs=inputs packet=packet />
                    }
                        .into_any()
                }
                Tab::Verify => view! { <verify::Verify solved=solved /> }.into_any(),
                Tab::Protection => view! { <protection::Protection /> }.into_any(),
                Tab::Signs => {
                    view! {
                        <form::TableForm inputs=inputs />
                        <signs::Signs inputs=inputs />
                    }
                        .into_any()
                }
            }}
        </section>
    }
}
