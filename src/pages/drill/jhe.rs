//! Jackpot Hold 'Em's part of the strategy drill: a decision at a random point, graded against
//! the exact values (`engine::jhe::decision::exact_options`, decision 1 from the shipped values)
//! and the strategy card of the level trained.

use crate::pages::drill::{DrillGame, Graded, PricedOption};
use engine::deck::play_rng;
use engine::jhe::decision::exact_options;
use engine::jhe::drill::{jhe_deal, jhe_grade, JheSpot};
use engine::jhe::paytables::paytable;
use engine::jhe::{JheDecision, JheRules, JheWager};
use engine::strategy_level::StrategyLevel;
use engine::{Card, GameId};

pub struct JheDrill;

impl DrillGame for JheDrill {
    type Spot = JheSpot;
    type Decision = JheDecision;
    const GAME: GameId = GameId::JackpotHoldEm;
    const CARD: &'static str = "the simple strategy card";

    fn deal(focus: Option<&str>) -> Result<JheSpot, String> {
        let mut rng = play_rng().map_err(|e| format!("no secure random source: {e}"))?;
        Ok(jhe_deal(&mut rng, focus))
    }

    fn show(spot: &JheSpot) -> (Vec<Card>, Vec<Card>, String) {
        let point = spot.point();
        let [play, otherwise] = JheRules::maryland().options_at(point);
        (
            spot.hole.to_vec(),
            spot.shown.clone(),
            format!("Decision {point}: {play} or {otherwise}?"),
        )
    }

    fn choices(spot: &JheSpot) -> Vec<JheDecision> {
        JheRules::maryland().options_at(spot.point()).to_vec()
    }

    /// Its first decisions are priced from the shipped values, fetched now.
    fn prepare() {
        leptos::task::spawn_local(async {
            let _ = crate::jhe_values::load_shipped().await;
        });
    }

    fn grade(
        spot: &JheSpot,
        chosen: JheDecision,
        level: StrategyLevel,
    ) -> Result<Graded<JheDecision>, String> {
        let xtra =
            paytable(JheWager::XtraBonus, "A").ok_or("the X-tra Bonus paytable is missing")?;
        let first = crate::jhe_values::get();
        let options = exact_options(xtra, spot.hole, &spot.shown, first.as_deref())?;
        let grade = jhe_grade(spot, options, chosen, level)?;
        Ok(Graded {
            chosen,
            options: grade
                .options
                .iter()
                .map(|o| PricedOption {
                    decision: o.decision,
                    per_ante: o.per_ante(),
                    fraction: format!("{} / {}", o.numerator, o.denominator),
                })
                .collect(),
            best: grade.best,
            card: grade.card,
            answer: grade.answer,
        })
    }
}
