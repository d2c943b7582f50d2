//! The strategy drill, game-neutral: a hand is dealt at a decision, the user decides, and the
//! answer is graded against the exact optimal decision (with the exact cost of a mistake, in
//! Antes) and against the game's strategy card. The record keeps streaks and, per kind of
//! situation, how often it was missed and what that cost, so the next hands can be weighted
//! toward the situations the user gets wrong. Each game deals, sorts and grades its own spots
//! ([`DrillGame`], in `hcf::drill` and `jhe::drill`).

use crate::cards::Card;
use crate::deck::partial_shuffle;
use crate::random::Draw;
use rand::RngCore;
use serde::{Deserialize, Serialize};

/// Deals tried to find a hand of a weak spot before any hand will do.
const FOCUS_TRIES: usize = 20_000;

/// One graded answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The kind of situation, for the error list.
    pub situation: String,
    /// The chosen decision is the optimal one (or worth exactly as much).
    pub optimal: bool,
    /// The chosen decision is the strategy card's.
    pub as_card: bool,
    /// What the choice gives up against optimal play, in Antes (0 when optimal).
    pub cost_antes: f64,
}

/// How one kind of situation has gone.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SituationTally {
    pub situation: String,
    pub attempts: u32,
    pub misses: u32,
    #[serde(serialize_with = "millionths")]
    pub cost_antes: f64,
}

/// The drill's record for one game, kept on the device.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrillRecord {
    pub attempts: u32,
    pub optimal: u32,
    pub as_card: u32,
    pub streak: u32,
    pub best_streak: u32,
    #[serde(serialize_with = "millionths")]
    pub cost_antes: f64,
    pub situations: Vec<SituationTally>,
    /// Whether the next hands lean toward the situations missed.
    #[serde(default)]
    pub weighted: bool,
    /// The strategy card trained: an answer is right when it is the card's play (the exact
    /// values still show what it costs). None (the default, and every record saved before
    /// there were levels): right when it is the optimal play, as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub train: Option<crate::strategy_level::StrategyLevel>,
}

/// Kept to a millionth, which reads back exactly.
fn millionths<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64((value * 1e6).round() / 1e6)
}

impl DrillRecord {
    /// Whether an answer is right for what is trained: the card's play when a card is trained,
    /// else the optimal play.
    pub fn is_right(&self, answer: &Answer) -> bool {
        match self.train {
            Some(_) => answer.as_card,
            None => answer.optimal,
        }
    }

    /// Counts an answer: attempts, streak (right answers in a row), cost, and its situation
    /// (missed when not right).
    pub fn record(&mut self, answer: &Answer) {
        let right = self.is_right(answer);
        self.attempts = self.attempts.saturating_add(1);
        self.optimal += u32::from(answer.optimal);
        self.as_card += u32::from(answer.as_card);
        if right {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        self.cost_antes += answer.cost_antes;
        let tally = match self
            .situations
            .iter_mut()
            .position(|t| t.situation == answer.situation)
        {
            Some(i) => &mut self.situations[i],
            None => {
                self.situations.push(SituationTally {
                    situation: answer.situation.clone(),
                    ..SituationTally::default()
                });
                self.situations.last_mut().expect("just pushed")
            }
        };
        tally.attempts += 1;
        if !right {
            tally.misses += 1;
            tally.cost_antes += answer.cost_antes;
        }
    }

    /// The situations missed, most missed first (then costliest).
    pub fn weak_spots(&self) -> Vec<&SituationTally> {
        let mut spots: Vec<&SituationTally> =
            self.situations.iter().filter(|t| t.misses > 0).collect();
        spots.sort_by(|a, b| {
            b.misses
                .cmp(&a.misses)
                .then(b.cost_antes.total_cmp(&a.cost_antes))
                .then(a.situation.cmp(&b.situation))
        });
        spots
    }

    /// The situation the next hand should be, when weighting is on: half the time one of the
    /// weak spots, each in proportion to its misses; otherwise none (any hand).
    pub fn focus<R: RngCore + ?Sized>(&self, rng: &mut R) -> Option<String> {
        if !self.weighted || !rng.chance(0.5) {
            return None;
        }
        let spots = self.weak_spots();
        let total: usize = spots.iter().map(|t| t.misses as usize).sum();
        if total == 0 {
            return None;
        }
        let mut pick = rng.below(total);
        for spot in spots {
            if pick < spot.misses as usize {
                return Some(spot.situation.clone());
            }
            pick -= spot.misses as usize;
        }
        None
    }
}

/// A game's drill: the decisions it deals and how it sorts them into situations (grading,
/// whose inputs differ by game, is each game's own function beside its implementation).
pub trait DrillGame {
    /// A decision to make: a High Card Flush hand, a Jackpot Hold 'Em spot.
    type Spot;

    /// The kind of a spot, as the record tallies it and the strategy card sorts it.
    fn situation(spot: &Self::Spot) -> String;

    /// Any spot, dealt uniformly.
    fn deal_any<R: RngCore + ?Sized>(rng: &mut R) -> Self::Spot;

    /// A spot of the focus situation when there is one (any spot after many tries).
    fn deal<R: RngCore + ?Sized>(rng: &mut R, focus: Option<&str>) -> Self::Spot {
        deal_focused(rng, focus, |rng| Self::deal_any(rng), Self::situation)
    }
}

/// `count` cards drawn uniformly from a full deck.
pub(crate) fn draw<R: RngCore + ?Sized>(rng: &mut R, count: usize) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::deck().collect();
    partial_shuffle(&mut deck, count, rng);
    deck.truncate(count);
    deck
}

/// Deals with `deal` until the hand is of the focus situation (or any, after many tries).
fn deal_focused<R: RngCore + ?Sized, H>(
    rng: &mut R,
    focus: Option<&str>,
    deal: impl Fn(&mut R) -> H,
    key: impl Fn(&H) -> String,
) -> H {
    let Some(focus) = focus else {
        return deal(rng);
    };
    for _ in 0..FOCUS_TRIES {
        let hand = deal(rng);
        if key(&hand) == focus {
            return hand;
        }
    }
    deal(rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy_level::StrategyLevel;

    fn answer(optimal: bool, as_card: bool) -> Answer {
        Answer {
            situation: "three-card flush, ten high".into(),
            optimal,
            as_card,
            cost_antes: if optimal { 0.0 } else { 0.125 },
        }
    }

    /// Training a card, the card's play is right (the streak and the misses follow it) while
    /// the optimal count and the cost still follow the exact values; a record saved before
    /// there were levels reads as training optimal play, and a default record is saved as it
    /// was (no `train` key).
    #[test]
    fn a_trained_card_grades_by_the_cards_play_and_old_records_still_load() {
        let mut record = DrillRecord {
            train: Some(StrategyLevel::Beginner),
            ..DrillRecord::default()
        };
        record.record(&answer(false, true));
        record.record(&answer(true, false));
        assert_eq!(
            (record.streak, record.best_streak, record.optimal),
            (0, 1, 1)
        );
        assert_eq!(record.situations[0].misses, 1);
        assert!((record.cost_antes - 0.125).abs() < 1e-12);
        let old = r#"{"attempts":0,"optimal":0,"as_card":0,"streak":0,"best_streak":0,"cost_antes":0.0,"situations":[],"weighted":true}"#;
        let loaded: DrillRecord = serde_json::from_str(old).unwrap();
        assert_eq!(loaded.train, None);
        assert!(loaded.weighted);
        let saved = serde_json::to_string(&DrillRecord::default()).unwrap();
        assert!(!saved.contains("train"), "{saved}");
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains(r#""train":"Beginner""#), "{json}");
        assert_eq!(serde_json::from_str::<DrillRecord>(&json).unwrap(), record);
    }
}
