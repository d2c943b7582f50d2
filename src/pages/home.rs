//! The landing page: what the product is and where to go.

use crate::base_path::href;
use crate::router::Link;
use crate::routes::Part;
use engine::GameId;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="page home" aria-labelledby="home-title">
            <h1 id="home-title">"High Card Flush, exactly"</h1>
            <p class="lead">
                "Play, learn to deal and analyse High Card Flush under the Maryland, Massachusetts and South Dakota rules. "
                "Every figure is computed on this device from the regulators' own texts."
            </p>
            <div class="tiles">
                <Link href=href(&Part::Play.route(GameId::HighCardFlush)) attr:class="tile">
                    <h2>"Play"</h2>
                    <p>"Deal a hand against the dealer and see who wins, and why."</p>
                </Link>
                <Link href=href(&Part::Academy.route(GameId::HighCardFlush)) attr:class="tile">
                    <h2>"Dealer academy"</h2>
                    <p>"Drills on dealer procedure, with the rule behind every answer."</p>
                </Link>
                <Link href=href(&Part::Explorer.route(GameId::HighCardFlush)) attr:class="tile">
                    <h2>"Paytable explorer"</h2>
                    <p>"Every paytable of every jurisdiction, side by side."</p>
                </Link>
                <Link href=href(&Part::Rules.route(GameId::HighCardFlush)) attr:class="tile">
                    <h2>"Rules"</h2>
                    <p>"Each jurisdiction's rules, with citations."</p>
                </Link>
            </div>
            <h2 class="home-game">"Maryland Jackpot Hold 'Em"</h2>
            <div class="tiles">
                <a href=href(&Part::Play.route(GameId::JackpotHoldEm)) class="tile" rel="external" data-testid="home-jhe-play">
                    <h3>"Play"</h3>
                    <p>"Three decisions a hand, the coach's exact values at each, the five meters live."</p>
                </a>
                <a href=href(&format!("{}/drill", Part::Play.route(GameId::JackpotHoldEm))) class="tile" rel="external">
                    <h3>"Strategy drill"</h3>
                    <p>"Decide dealt hands; graded against optimal play and the strategy card."</p>
                </a>
                <a href=href(&Part::Explorer.route(GameId::JackpotHoldEm)) class="tile" rel="external">
                    <h3>"Paytable explorer"</h3>
                    <p>"The exact optimal house edge over every deal, the paytables and meters."</p>
                </a>
                <Link href=href(&Part::Rules.route(GameId::JackpotHoldEm)) attr:class="tile">
                    <h3>"Rules"</h3>
                    <p>"Maryland's rules for the game, with citations."</p>
                </Link>
            </div>
        </section>
    }
}
