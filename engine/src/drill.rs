//! The strategy drill, for both games: a hand is dealt at a decision, the user decides, and the
//! answer is graded against the exact optimal decision (with the exact cost of a mistake, in
//! Antes) and against the game's strategy card. The record keeps streaks and, per kind of
//! situation, how often it was missed and what that cost, so the next hands can be weighted
//! toward the situations the user gets wrong.

use crate::cards::{Card, CardSet};
use crate::deck::partial_shuffle;
use crate::hcf::decision::{analyze, Decision, ExactEv, Strategy};
use crate::hcf::flush::flush_value;
use crate::jhe::decision::{best_option, OptionValue};
use crate::jhe::strategy::JheStrategy;
use crate::jhe::JheDecision;
use crate::poker::evaluate;
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
}

/// Kept to a millionth, which reads back exactly.
fn millionths<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64((value * 1e6).round() / 1e6)
}

impl DrillRecord {
    /// Counts an answer: attempts, streak (optimal answers in a row), cost, and its situation.
    pub fn record(&mut self, answer: &Answer) {
        self.attempts = self.attempts.saturating_add(1);
        self.optimal += u32::from(answer.optimal);
        self.as_card += u32::from(answer.as_card);
        if answer.optimal {
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
        if !answer.optimal {
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

/// `count` cards drawn uniformly from a full deck.
fn draw<R: RngCore + ?Sized>(rng: &mut R, count: usize) -> Vec<Card> {
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

// ----- High Card Flush --------------------------------------------------------------------

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
    deal_focused(
        rng,
        focus,
        |rng| draw(rng, 7).into_iter().collect::<CardSet>(),
        |hand| hcf_situation(*hand),
    )
}

/// A graded High Card Flush decision: every legal option's exact value, the best, the card's.
#[derive(Clone, Debug, PartialEq)]
pub struct HcfGrade {
    pub options: Vec<(Decision, ExactEv)>,
    pub best: Decision,
    pub card: Decision,
    pub answer: Answer,
}

/// Grades a decision on a hand; a decision the rules do not allow for it is refused.
pub fn hcf_grade(hand: CardSet, chosen: Decision) -> Result<HcfGrade, String> {
    let analysis = analyze(hand);
    let chosen_ev = analysis.ev(chosen).ok_or_else(|| {
        format!(
            "{chosen} is not allowed with a {} (C7)",
            analysis.flush.describe()
        )
    })?;
    let (best, best_ev) = analysis.best();
    let card = Strategy::Card.decide(hand);
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

// ----- Jackpot Hold 'Em -------------------------------------------------------------------

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
    deal_focused(
        rng,
        focus,
        |rng| {
            let shown = [1, 3, 5][rng.below(3)];
            let cards = draw(rng, 2 + shown);
            JheSpot {
                hole: [cards[0], cards[1]],
                shown: cards[2..].to_vec(),
            }
        },
        jhe_situation,
    )
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
    let card = JheStrategy::Simple.decide(point, hole, shown);
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
    use crate::deck::seeded_rng;

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
        let raise = hcf_grade(h, Decision::Raise(1)).unwrap();
        assert_eq!(raise.card, Decision::Raise(1));
        assert!(raise.answer.as_card);
        let analysis = analyze(h);
        let fold = hcf_grade(h, Decision::Fold).unwrap();
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
        // A 3× raise is not allowed with a three-card flush.
        assert!(hcf_grade(h, Decision::Raise(3))
            .unwrap_err()
            .contains("not allowed"));
    }

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
        let fold = jhe_grade(&spot, options, JheDecision::Fold).unwrap();
        assert_eq!(fold.best, JheDecision::Play(1));
        assert!(!fold.answer.optimal);
        assert!((fold.answer.cost_antes - (2.0 - 423.0 / 990.0)).abs() < 1e-12);
        let play = jhe_grade(&spot, options, JheDecision::Play(1)).unwrap();
        assert!(play.answer.optimal && play.answer.cost_antes == 0.0);
        assert!(jhe_grade(&spot, options, JheDecision::Check)
            .unwrap_err()
            .contains("at decision 3"));
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
