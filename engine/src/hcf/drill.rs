//! High Card Flush's strategy drill: seven cards dealt before the raise-or-fold decision,
//! sorted as the strategy card sorts them, graded against the exact values of every option.

use super::decision::{analyze, Decision, ExactEv};
use super::flush::flush_value;
use super::table::HighCardFlush;
use crate::cards::CardSet;
use crate::drill::{draw, Answer, DrillGame};
use crate::strategy_level::StrategyLevel;
use rand::RngCore;

impl DrillGame for HighCardFlush {
    type Spot = CardSet;

    fn situation(hand: &CardSet) -> String {
        hcf_situation(*hand)
    }

    fn deal_any<R: RngCore + ?Sized>(rng: &mut R) -> CardSet {
        draw(rng, 7).into_iter().collect::<CardSet>()
    }
}

/// The kind of a High Card Flush hand, as the strategy card sorts them.
pub fn hcf_situation(hand: CardSet) -> String {
    let flush = flush_value(hand);
    let high = flush.high_card().map(|r| r.index()).unwrap_or(0);
    match flush.len() {
        0..=2 => "two-card flush".into(),
        3 if high >= 9 => "three-card flush, jack high or better".into(),
        3 if high == 8 => "three-card flush, ten high".into(),
        3 => "three-card flush, nine high or lower".into(),
        4 => "four-card flush".into(),
        _ => "five or more of a suit".into(),
    }
}

/// A High Card Flush hand of seven cards (of the focus situation, when there is one).
pub fn hcf_deal<R: RngCore + ?Sized>(rng: &mut R, focus: Option<&str>) -> CardSet {
    HighCardFlush::deal(rng, focus)
}

/// A graded High Card Flush decision: every legal option's exact value, the best, the card's.
#[derive(Clone, Debug, PartialEq)]
pub struct HcfGrade {
    pub options: Vec<(Decision, ExactEv)>,
    pub best: Decision,
    pub card: Decision,
    pub answer: Answer,
}

/// Grades a decision on a hand against optimal play and the card of `level`; a decision the
/// rules do not allow for it is refused.
pub fn hcf_grade(
    hand: CardSet,
    chosen: Decision,
    level: StrategyLevel,
) -> Result<HcfGrade, String> {
    let analysis = analyze(hand);
    let chosen_ev = analysis.ev(chosen).ok_or_else(|| {
        format!(
            "{chosen} is not allowed with a {} (C7)",
            analysis.flush.describe()
        )
    })?;
    let (best, best_ev) = analysis.best();
    let card = super::levels::strategy(level).decide(hand);
    let cost = (best_ev.value() - chosen_ev.value()).max(0.0);
    Ok(HcfGrade {
        answer: Answer {
            situation: hcf_situation(hand),
            optimal: chosen_ev.numerator == best_ev.numerator,
            as_card: chosen == card,
            cost_antes: cost,
        },
        options: analysis.options,
        best,
        card,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::deck::seeded_rng;
    use crate::drill::DrillRecord;

    fn hand(text: &str) -> CardSet {
        parse_cards(text).unwrap().into_iter().collect()
    }

    /// A hand worked by hand: a ten-high three-card flush T-9 with one jack or better outside
    /// raises on the card (T-9 needs one); the grade's options are `analyze`'s, the cost of a
    /// fold the difference of the two exact values.
    #[test]
    fn a_high_card_flush_answer_is_graded_against_optimal_and_the_card() {
        let h = hand("Ts 9s 2s Kd 7c 5h 3d");
        assert_eq!(hcf_situation(h), "three-card flush, ten high");
        let raise = hcf_grade(h, Decision::Raise(1), StrategyLevel::Full).unwrap();
        assert_eq!(raise.card, Decision::Raise(1));
        assert!(raise.answer.as_card);
        let analysis = analyze(h);
        let fold = hcf_grade(h, Decision::Fold, StrategyLevel::Full).unwrap();
        let (best, best_ev) = analysis.best();
        assert_eq!(fold.best, best);
        let fold_ev = analysis.ev(Decision::Fold).unwrap();
        if best == Decision::Fold {
            assert!(fold.answer.optimal && fold.answer.cost_antes == 0.0);
        } else {
            assert!(!fold.answer.optimal);
            assert!((fold.answer.cost_antes - (best_ev.value() - fold_ev.value())).abs() < 1e-12);
        }
        // A fold always costs exactly -1 Ante per hand (C6), whatever the dealer holds.
        assert_eq!(fold_ev.value(), -1.0);
        // The beginner's card folds this ten-high flush (it raises jack-high or better): a
        // raise is right on the full card, not on the beginner's.
        let beginner = hcf_grade(h, Decision::Raise(1), StrategyLevel::Beginner).unwrap();
        assert_eq!(beginner.card, Decision::Fold);
        assert!(!beginner.answer.as_card);
        assert_eq!(beginner.answer.optimal, raise.answer.optimal);
        // A 3× raise is not allowed with a three-card flush.
        assert!(hcf_grade(h, Decision::Raise(3), StrategyLevel::Full)
            .unwrap_err()
            .contains("not allowed"));
    }

    /// Streaks, the error list sorted by misses, and weighting that deals the weak spots: with
    /// weighting on, about half the hands (here 500 of 1,000 ± a few standard errors) are of
    /// the one situation missed, against its natural frequency otherwise.
    #[test]
    fn the_record_keeps_streaks_and_weights_the_next_hands_toward_the_misses() {
        let mut record = DrillRecord::default();
        let answer = |situation: &str, optimal: bool, cost: f64| Answer {
            situation: situation.into(),
            optimal,
            as_card: optimal,
            cost_antes: cost,
        };
        for a in [
            answer("four-card flush", true, 0.0),
            answer("four-card flush", true, 0.0),
            answer("three-card flush, ten high", false, 0.25),
            answer("two-card flush", true, 0.0),
            answer("three-card flush, ten high", false, 0.5),
        ] {
            record.record(&a);
        }
        assert_eq!(
            (
                record.attempts,
                record.optimal,
                record.streak,
                record.best_streak
            ),
            (5, 3, 0, 2)
        );
        assert!((record.cost_antes - 0.75).abs() < 1e-12);
        let spots = record.weak_spots();
        assert_eq!(spots.len(), 1);
        assert_eq!(
            (
                spots[0].situation.as_str(),
                spots[0].attempts,
                spots[0].misses
            ),
            ("three-card flush, ten high", 2, 2)
        );
        let mut rng = seeded_rng(11);
        let count = |record: &DrillRecord, rng: &mut _| {
            (0..1_000)
                .filter(|_| {
                    let focus = record.focus(rng);
                    hcf_situation(hcf_deal(rng, focus.as_deref())) == "three-card flush, ten high"
                })
                .count()
        };
        let natural = count(&record, &mut rng);
        record.weighted = true;
        let weighted = count(&record, &mut rng);
        assert!(natural < 150, "{natural}");
        assert!((450..=600).contains(&weighted), "{weighted}");
        // Saved and read back the same.
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(serde_json::from_str::<DrillRecord>(&json).unwrap(), record);
    }
}
