//! Jackpot Hold 'Em's strategy drill: two hole cards and the community cards showing at one of
//! the three decisions, sorted by the point and the hand so far, graded against the options'
//! exact values.

use super::decision::{best_option, OptionValue};
use super::{JackpotHoldEm, JheDecision};
use crate::cards::{Card, CardSet};
use crate::drill::{draw, Answer, DrillGame};
use crate::poker::evaluate;
use crate::random::Draw;
use crate::strategy_level::StrategyLevel;
use rand::RngCore;
use serde::{Deserialize, Serialize};

impl DrillGame for JackpotHoldEm {
    type Spot = JheSpot;

    fn situation(spot: &JheSpot) -> String {
        jhe_situation(spot)
    }

    fn deal_any<R: RngCore + ?Sized>(rng: &mut R) -> JheSpot {
        let shown = [1, 3, 5][rng.below(3)];
        let cards = draw(rng, 2 + shown);
        JheSpot {
            hole: [cards[0], cards[1]],
            shown: cards[2..].to_vec(),
        }
    }
}

/// A Jackpot Hold 'Em decision to make: two hole cards and the community cards showing (1, 3
/// or 5: decision 1, 2 or 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JheSpot {
    pub hole: [Card; 2],
    pub shown: Vec<Card>,
}

impl JheSpot {
    pub fn point(&self) -> u8 {
        match self.shown.len() {
            1 => 1,
            3 => 2,
            _ => 3,
        }
    }
}

/// The kind of a Jackpot Hold 'Em decision: the point and what the hand is so far.
pub fn jhe_situation(spot: &JheSpot) -> String {
    let [a, b] = spot.hole;
    let what = if spot.shown.len() == 1 {
        let high = a.rank().max(b.rank());
        if a.rank() == b.rank() {
            "a pocket pair".to_string()
        } else if spot.shown[0].rank() == a.rank() || spot.shown[0].rank() == b.rank() {
            "a pair with the card showing".to_string()
        } else if high.index() >= 12 {
            "ace high".to_string()
        } else if high.index() >= 10 {
            "queen or king high".to_string()
        } else {
            "jack high or lower".to_string()
        }
    } else {
        let cards: CardSet = spot.hole.iter().chain(&spot.shown).copied().collect();
        let category = evaluate(cards).category();
        let flush_draw = cards.suit_masks().iter().any(|m| m.count_ones() == 4);
        format!(
            "{}{}",
            category.name().to_lowercase(),
            if flush_draw && spot.shown.len() == 3 {
                " with a flush draw"
            } else {
                ""
            }
        )
    };
    format!("decision {}: {what}", spot.point())
}

/// A Jackpot Hold 'Em decision at a random point (of the focus situation, when there is one).
pub fn jhe_deal<R: RngCore + ?Sized>(rng: &mut R, focus: Option<&str>) -> JheSpot {
    JackpotHoldEm::deal(rng, focus)
}

/// A graded Jackpot Hold 'Em decision.
#[derive(Clone, Debug, PartialEq)]
pub struct JheGrade {
    pub options: [OptionValue; 2],
    pub best: JheDecision,
    pub card: JheDecision,
    pub answer: Answer,
}

/// Grades a decision against the options' exact values
/// ([`crate::jhe::decision::exact_options`]); a decision the point does not offer is refused.
pub fn jhe_grade(
    spot: &JheSpot,
    options: [OptionValue; 2],
    chosen: JheDecision,
    level: StrategyLevel,
) -> Result<JheGrade, String> {
    let point = spot.point();
    let value = |d: JheDecision| options.iter().find(|o| o.decision == d).copied();
    let chosen_value = value(chosen).ok_or_else(|| {
        format!(
            "at decision {point} the choice is to {} or to {} (001 Ch.11 C, E, G)",
            options[0].decision, options[1].decision
        )
    })?;
    let best = best_option(&options);
    let best_value = value(best).expect("the best is one of the options");
    let hole: CardSet = spot.hole.iter().copied().collect();
    let shown: CardSet = spot.shown.iter().copied().collect();
    let card = match (super::levels::level_plays(level, point, hole, shown), point) {
        (true, p) => JheDecision::Play(4 - p),
        (false, 3) => JheDecision::Fold,
        (false, _) => JheDecision::Check,
    };
    // Compared exactly: a·db ≥ b·da.
    let optimal = chosen_value.numerator * best_value.denominator as i128
        >= best_value.numerator * chosen_value.denominator as i128;
    Ok(JheGrade {
        answer: Answer {
            situation: jhe_situation(spot),
            optimal,
            as_card: chosen == card,
            cost_antes: if optimal {
                0.0
            } else {
                best_value.per_ante() - chosen_value.per_ante()
            },
        },
        options,
        best,
        card,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    /// Decision 3 on a board that plays for both: As Kd with 7c 7h 2s 9d 3c — the exact values
    /// of `odds decide` (play 1× −423/990, fold −2); folding costs their difference.
    #[test]
    fn a_jackpot_holdem_answer_is_graded_with_the_exact_cost() {
        let cards = parse_cards("As Kd 7c 7h 2s 9d 3c").unwrap();
        let spot = JheSpot {
            hole: [cards[0], cards[1]],
            shown: cards[2..].to_vec(),
        };
        assert_eq!(spot.point(), 3);
        assert_eq!(jhe_situation(&spot), "decision 3: pair");
        let xtra = crate::jhe::paytables::paytable(crate::jhe::JheWager::XtraBonus, "A").unwrap();
        let options =
            crate::jhe::decision::exact_options(xtra, spot.hole, &spot.shown, None).unwrap();
        assert_eq!((options[0].numerator, options[0].denominator), (-423, 990));
        let fold = jhe_grade(&spot, options, JheDecision::Fold, StrategyLevel::Full).unwrap();
        assert_eq!(fold.best, JheDecision::Play(1));
        assert!(!fold.answer.optimal);
        assert!((fold.answer.cost_antes - (2.0 - 423.0 / 990.0)).abs() < 1e-12);
        let play = jhe_grade(&spot, options, JheDecision::Play(1), StrategyLevel::Full).unwrap();
        assert!(play.answer.optimal && play.answer.cost_antes == 0.0);
        // The beginner's card folds queen-high with no pair: graded by its play, the exact
        // values (and so what is optimal) unchanged.
        let weak = parse_cards("Qs 3d 7c 8h 2s 9d 4c").unwrap();
        let weak = JheSpot {
            hole: [weak[0], weak[1]],
            shown: weak[2..].to_vec(),
        };
        let weak_options =
            crate::jhe::decision::exact_options(xtra, weak.hole, &weak.shown, None).unwrap();
        for (chosen, as_card) in [(JheDecision::Fold, true), (JheDecision::Play(1), false)] {
            let beginner = jhe_grade(&weak, weak_options, chosen, StrategyLevel::Beginner).unwrap();
            let full = jhe_grade(&weak, weak_options, chosen, StrategyLevel::Full).unwrap();
            assert_eq!(beginner.card, JheDecision::Fold);
            assert_eq!(beginner.answer.as_card, as_card);
            assert_eq!(beginner.answer.optimal, full.answer.optimal);
            assert_eq!(beginner.options, full.options);
        }
        assert!(
            jhe_grade(&spot, options, JheDecision::Check, StrategyLevel::Full)
                .unwrap_err()
                .contains("at decision 3")
        );
        // Decision 1 needs the solved values; without them it says so.
        let first = JheSpot {
            hole: spot.hole,
            shown: vec![cards[2]],
        };
        assert!(
            crate::jhe::decision::exact_options(xtra, first.hole, &first.shown, None)
                .unwrap_err()
                .contains("not loaded")
        );
    }
}
