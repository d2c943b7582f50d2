//! How computer players decide at Jackpot Hold 'Em's three decision points (the exact optimal
//! player needs the analysis of every deal and comes with it).

use super::rules::JheDecision;
use crate::cards::CardSet;
use crate::poker::{evaluate, Category};
use serde::{Deserialize, Serialize};

/// A named way of playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JheStrategy {
    /// Play 3× at the first decision, every hand.
    Always,
    /// Never before the river: check twice, then play 1× with a pair or better among the seven
    /// cards, else fold.
    River,
}

impl JheStrategy {
    pub const ALL: [JheStrategy; 2] = [JheStrategy::Always, JheStrategy::River];

    pub fn parse(text: &str) -> Result<JheStrategy, String> {
        match text.trim() {
            "always" => Ok(JheStrategy::Always),
            "river" => Ok(JheStrategy::River),
            "optimal" => Err("the optimal Jackpot Hold 'Em strategy needs the exact analysis, which is not in the engine yet: use always or river".into()),
            other => Err(format!("unknown strategy '{other}' for Jackpot Hold 'Em (use always or river)")),
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            JheStrategy::Always => "always",
            JheStrategy::River => "river",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            JheStrategy::Always => "always 3×",
            JheStrategy::River => "never before the river",
        }
    }

    /// The decision at a point (1 to 3) for the hole cards and the community cards showing.
    pub fn decide(self, point: u8, hole_and_shown: CardSet) -> JheDecision {
        match (self, point) {
            (JheStrategy::Always, p) => JheDecision::Play(4 - p.clamp(1, 3)),
            (JheStrategy::River, 3) if evaluate(hole_and_shown).category() >= Category::Pair => {
                JheDecision::Play(1)
            }
            (JheStrategy::River, 3) => JheDecision::Fold,
            (JheStrategy::River, _) => JheDecision::Check,
        }
    }
}
