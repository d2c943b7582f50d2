//! High Card Flush's part of the strategy drill: seven cards, raise or fold, graded against the
//! exact values (`engine::hcf::decision::analyze`) and the strategy card of the level trained.

use crate::pages::drill::{DrillGame, Graded, PricedOption};
use engine::cards::CardSet;
use engine::deck::play_rng;
use engine::hcf::decision::Decision;
use engine::hcf::drill::{hcf_deal, hcf_grade};
use engine::hcf::flush::{arrange, flush_value};
use engine::strategy_level::StrategyLevel;
use engine::{Card, GameId};

pub struct HcfDrill;

impl DrillGame for HcfDrill {
    type Spot = CardSet;
    type Decision = Decision;
    const GAME: GameId = GameId::HighCardFlush;
    const CARD: &'static str = "the strategy card";

    fn deal(focus: Option<&str>) -> Result<CardSet, String> {
        let mut rng = play_rng().map_err(|e| format!("no secure random source: {e}"))?;
        Ok(hcf_deal(&mut rng, focus))
    }

    fn show(spot: &CardSet) -> (Vec<Card>, Vec<Card>, String) {
        let cards: Vec<Card> = spot.iter().collect();
        (
            arrange(&cards),
            Vec::new(),
            format!(
                "You hold a {}. Raise or fold?",
                flush_value(*spot).describe()
            ),
        )
    }

    fn choices(spot: &CardSet) -> Vec<Decision> {
        Decision::legal(flush_value(*spot).len())
    }

    fn grade(
        spot: &CardSet,
        chosen: Decision,
        level: StrategyLevel,
    ) -> Result<Graded<Decision>, String> {
        let grade = hcf_grade(*spot, chosen, level)?;
        Ok(Graded {
            chosen,
            options: grade
                .options
                .iter()
                .map(|&(decision, ev)| PricedOption {
                    decision,
                    per_ante: ev.value(),
                    fraction: format!("{} / {}", ev.numerator, ev.denominator),
                })
                .collect(),
            best: grade.best,
            card: grade.card,
            answer: grade.answer,
        })
    }
}
