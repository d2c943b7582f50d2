//! The raise-or-fold decision: the exact expected value of every legal action (RULES.md C6, C7,
//! C11), and the named strategies computer players use.
//!
//! Values are per unit of Ante for the Ante and Raise alone; side wagers are settled the same
//! way whatever the player decides, except where a fold forfeits them (handled by the caller
//! that knows the table's wagers and the jurisdiction's fold rules).

use super::dealer_counts::{dealer_counts, DealerCounts};
use super::flush::{flush_value, raise_limits, FlushValue};
use crate::cards::CardSet;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's decision after looking at the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// Give up the Ante (C6).
    Fold,
    /// Raise this many times the Ante (C7: 1×; up to 2× with five cards; up to 3× with six or seven).
    Raise(u8),
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Fold => write!(f, "fold"),
            Decision::Raise(m) => write!(f, "raise {m}×"),
        }
    }
}

impl Decision {
    /// Every decision the rules allow for a flush of this length (fold, or each raise multiple).
    pub fn legal(flush_len: u8) -> Vec<Decision> {
        let limits = raise_limits(flush_len);
        std::iter::once(Decision::Fold)
            .chain((limits.min_multiple..=limits.max_multiple).map(Decision::Raise))
            .collect()
    }
}

pub use crate::combinatorics::ExactEv;

/// The exact value of every legal action for one seven-card hand.
#[derive(Clone, Debug, PartialEq)]
pub struct DecisionAnalysis {
    pub flush: FlushValue,
    pub counts: DealerCounts,
    /// Every legal action with its exact expected value, in the order of [`Decision::legal`].
    pub options: Vec<(Decision, ExactEv)>,
}

impl DecisionAnalysis {
    /// The action with the highest value (on a tie, the cheaper one: fold, or the smaller raise).
    pub fn best(&self) -> (Decision, ExactEv) {
        let mut best = self.options[0];
        for &option in &self.options[1..] {
            if option.1.numerator > best.1.numerator {
                best = option;
            }
        }
        best
    }

    pub fn ev(&self, decision: Decision) -> Option<ExactEv> {
        self.options
            .iter()
            .find(|(d, _)| *d == decision)
            .map(|(_, ev)| *ev)
    }
}

/// Net result, in Ante units times the number of dealer hands, of raising `multiple`× against
/// these counts (C11: a dealer that does not qualify pays the Ante and pushes the Raise).
#[inline]
pub fn raise_numerator(counts: &DealerCounts, multiple: u8) -> i64 {
    let stake = 1 + multiple as i64;
    counts.not_qualifying as i64
        + stake * (counts.qualifying_below as i64 - counts.qualifying_above as i64)
}

/// Exact values of fold and of every legal raise for a player holding `hand` (seven cards), the
/// dealer's seven drawn from the 45 cards the player cannot see.
pub fn analyze(hand: CardSet) -> DecisionAnalysis {
    analyze_unseen(hand, CardSet::full_deck().minus(hand))
}

/// As [`analyze`] with `dead` cards known to be out of the dealer's reach — another seat's
/// cards the player saw, a burned card, a card flashed and taken out of play — so the dealer's
/// seven come from the cards left: what each option is worth to a player who knows them.
/// No dead cards gives [`analyze`]'s values exactly. An error names what cannot be.
pub fn analyze_with_dead(hand: CardSet, dead: CardSet) -> Result<DecisionAnalysis, String> {
    if hand.len() != 7 {
        return Err(format!("the player holds 7 cards, not {}", hand.len()));
    }
    let both: Vec<_> = hand.iter().filter(|&c| dead.contains(c)).collect();
    if !both.is_empty() {
        return Err(format!(
            "a dead card cannot also be the player's: {}",
            crate::cards::format_cards(&both)
        ));
    }
    let unseen = CardSet::full_deck().minus(hand).minus(dead);
    if unseen.len() < 7 {
        return Err(format!(
            "{} dead cards leave {} cards: the dealer needs 7",
            dead.len(),
            unseen.len()
        ));
    }
    Ok(analyze_unseen(hand, unseen))
}

/// The values when the dealer's seven come from `unseen`.
fn analyze_unseen(hand: CardSet, unseen: CardSet) -> DecisionAnalysis {
    let flush = flush_value(hand);
    let counts = dealer_counts(unseen.suit_masks(), flush);
    let options = Decision::legal(flush.len())
        .into_iter()
        .map(|decision| {
            let numerator = match decision {
                Decision::Fold => -(counts.total as i64),
                Decision::Raise(m) => raise_numerator(&counts, m),
            };
            (
                decision,
                ExactEv {
                    numerator,
                    denominator: counts.total,
                },
            )
        })
        .collect();
    DecisionAnalysis {
        flush,
        counts,
        options,
    }
}

/// How a computer player decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strategy {
    /// The action with the highest exact expected value for the Ante and Raise.
    Optimal,
    /// Fold two-card flushes, raise three-card flushes at or above this one, raise every four
    /// or more, and raise the maximum with five or more.
    ThreeCardThreshold(FlushValue),
    /// Always raise, the maximum allowed.
    AlwaysRaiseMax,
    /// The strategy card: fold two-card flushes; raise three-card flushes jack-high or better,
    /// fold nine-high or lower, and raise a ten-high one with enough jacks or better among the
    /// other four cards ([`card_raises_ten_high`]); raise the maximum with four or more.
    Card,
    /// The chart: three-card flushes raised by their ranks alone (a grid for the ten-high ones,
    /// [`super::levels::CHART_TEN_HIGH`]), four or more raised the maximum.
    Chart,
}

/// The strategy card's rule for a ten-high three-card flush: raise with enough jacks or
/// better among the four cards outside it (a pair counts twice) — T-9: one, T-8 or T-7: two,
/// T-6 or T-5: three, T-4 or T-3: four. `second` is the flush's second rank (0 = deuce).
pub fn card_raises_ten_high(second: u8, jacks_or_better_outside: u32) -> bool {
    let needed = match second {
        7 => 1,
        5 | 6 => 2,
        3 | 4 => 3,
        _ => 4,
    };
    jacks_or_better_outside >= needed
}

/// The strategy card as printed.
pub const CARD: [&str; 4] = [
    "fold a two-card flush or less",
    "three-card flush: raise 1× jack-high or better; fold nine-high or lower",
    "ten-high three-card flush: raise 1× with enough jacks or better among your other four cards (a pair counts twice) — T-9: one; T-8 or T-7: two; T-6 or T-5: three; T-4 or T-3: four; otherwise fold",
    "four-card flush: raise 1×; five cards: raise 2×; six or seven: raise 3×",
];

/// The exact house edges per Ante over every hand, as (numerator, denominator) over
/// C(52,7)·C(45,7) player-and-dealer pairs: the strategy card and optimal play. Pinned by
/// `main_game::tests`, which walks every hand for both.
pub const CARD_HOUSE_EDGE: (u64, u64) = (161_925_698_668_104, 6_071_092_494_667_200);
pub const OPTIMAL_HOUSE_EDGE: (u64, u64) = (161_766_105_078_360, 6_071_092_494_667_200);

/// The strategy card's decision from the flush and the number of jacks or better held outside
/// it (which, for a ten-high flush, is every jack or better in the hand).
pub fn card_decision(flush: FlushValue, jacks_or_better: u32) -> Decision {
    const TEN: u8 = 8;
    let ranks = flush.ranks();
    match flush.len() {
        0..=2 => Decision::Fold,
        3 if ranks[0].index() > TEN => Decision::Raise(1),
        3 if ranks[0].index() == TEN && card_raises_ten_high(ranks[1].index(), jacks_or_better) => {
            Decision::Raise(1)
        }
        3 => Decision::Fold,
        n => Decision::Raise(raise_limits(n).max_multiple),
    }
}

impl Strategy {
    /// The classic simple threshold: raise a three-card flush of T-8-6 or better.
    pub fn ten_eight_six() -> Strategy {
        use crate::cards::Rank;
        let ranks = [8, 6, 4].map(|i| Rank::from_index(i).expect("rank"));
        Strategy::ThreeCardThreshold(FlushValue::from_ranks(&ranks))
    }

    pub fn name(&self) -> String {
        match self {
            Strategy::Optimal => "optimal".into(),
            Strategy::ThreeCardThreshold(v) => {
                let ranks: Vec<&str> = v.ranks().iter().map(|r| r.face()).collect();
                format!("raise 3-card flushes {} or better", ranks.join("-"))
            }
            Strategy::AlwaysRaiseMax => "always raise the maximum".into(),
            Strategy::Card => "the strategy card".into(),
            Strategy::Chart => "the strategy chart".into(),
        }
    }

    /// The text [`Strategy::parse`] reads back: `optimal`, `always`, `card`, `chart`,
    /// `threshold:T86`.
    pub fn code(&self) -> String {
        match self {
            Strategy::Optimal => "optimal".into(),
            Strategy::AlwaysRaiseMax => "always".into(),
            Strategy::Card => "card".into(),
            Strategy::Chart => "chart".into(),
            Strategy::ThreeCardThreshold(v) => format!(
                "threshold:{}",
                v.ranks().iter().map(|r| r.symbol()).collect::<String>()
            ),
        }
    }

    /// Parses `optimal`, `always`, `card`, `chart` or `threshold:T86` (the lowest three-card flush raised).
    pub fn parse(text: &str) -> Result<Strategy, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("optimal") {
            return Ok(Strategy::Optimal);
        }
        if text.eq_ignore_ascii_case("always") {
            return Ok(Strategy::AlwaysRaiseMax);
        }
        if text.eq_ignore_ascii_case("card") {
            return Ok(Strategy::Card);
        }
        if text.eq_ignore_ascii_case("chart") {
            return Ok(Strategy::Chart);
        }
        if let Some(ranks) = text.strip_prefix("threshold:") {
            let mut mask = 0u16;
            let chars: Vec<char> = ranks.chars().collect();
            let mut i = 0;
            while i < chars.len() {
                let (rank, step) = if chars[i] == '1' && chars.get(i + 1) == Some(&'0') {
                    (8u8, 2)
                } else {
                    let index = "23456789TJQKA"
                        .find(chars[i].to_ascii_uppercase())
                        .ok_or_else(|| format!("'{}' is not a rank", chars[i]))?;
                    (index as u8, 1)
                };
                mask |= 1 << rank;
                i += step;
            }
            if mask.count_ones() != 3 {
                return Err("a threshold needs three different ranks, e.g. threshold:T86".into());
            }
            return Ok(Strategy::ThreeCardThreshold(FlushValue::of_suit_mask(mask)));
        }
        Err(format!(
            "unknown strategy '{text}' (use optimal, always, card, chart or threshold:T86)"
        ))
    }

    /// The decision for a hand.
    /// The same decision as [`Strategy::decide`], fast: optimal play is a table lookup built
    /// once (for computer players at the table and simulations).
    pub fn decide_fast(&self, hand: CardSet) -> Decision {
        super::optimal::fast_decision(self, hand)
    }

    pub fn decide(&self, hand: CardSet) -> Decision {
        match self {
            Strategy::Optimal => analyze(hand).best().0,
            Strategy::ThreeCardThreshold(threshold) => {
                let flush = flush_value(hand);
                match flush.len() {
                    0..=2 => Decision::Fold,
                    3 if flush < *threshold => Decision::Fold,
                    n => Decision::Raise(raise_limits(n).max_multiple),
                }
            }
            Strategy::AlwaysRaiseMax => {
                Decision::Raise(raise_limits(flush_value(hand).len()).max_multiple)
            }
            Strategy::Card => {
                let high = hand
                    .suit_masks()
                    .iter()
                    .map(|m| (m >> 9).count_ones())
                    .sum();
                card_decision(flush_value(hand), high)
            }
            Strategy::Chart => super::levels::chart_decision(flush_value(hand)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn hand(text: &str) -> CardSet {
        parse_exact(text, 7).unwrap().into_iter().collect()
    }

    #[test]
    fn every_strategy_code_parses_back_to_the_strategy() {
        for s in [
            Strategy::Optimal,
            Strategy::AlwaysRaiseMax,
            Strategy::Card,
            Strategy::Chart,
            Strategy::ten_eight_six(),
        ] {
            assert_eq!(Strategy::parse(&s.code()), Ok(s), "{}", s.code());
        }
        assert_eq!(Strategy::ten_eight_six().code(), "threshold:T86");
    }

    #[test]
    fn legal_actions_follow_c7() {
        assert_eq!(Decision::legal(3), vec![Decision::Fold, Decision::Raise(1)]);
        assert_eq!(
            Decision::legal(5),
            vec![Decision::Fold, Decision::Raise(1), Decision::Raise(2)]
        );
        assert_eq!(Decision::legal(7).len(), 4);
    }

    #[test]
    fn clear_cases() {
        // Two-card flushes lose to every qualifying dealer: fold.
        assert_eq!(
            analyze(hand("Ac Kc Qd Jd Th 9h 8s")).best().0,
            Decision::Fold
        );
        // A six-card flush: raise the maximum.
        assert_eq!(
            analyze(hand("Ac Kc Qc Jc 9c 2c 3d")).best().0,
            Decision::Raise(3)
        );
        // A high three-card flush: raise; a low one: fold.
        assert_eq!(
            analyze(hand("Ac Kc Qc 2d 3h 4s 5d")).best().0,
            Decision::Raise(1)
        );
        assert_eq!(
            analyze(hand("4c 3c 2c 5d 6h 7s 8d")).best().0,
            Decision::Fold
        );
    }

    #[test]
    fn values_are_consistent_with_the_counts() {
        let a = analyze(hand("Ah Kh 9h 7c 5d 3s 2s"));
        let c = a.counts;
        assert_eq!(c.total, 45_379_620);
        assert_eq!(
            c.not_qualifying + c.qualifying_below + c.qualifying_equal + c.qualifying_above,
            c.total
        );
        assert_eq!(a.ev(Decision::Fold).unwrap().value(), -1.0);
        let raise = a.ev(Decision::Raise(1)).unwrap();
        let by_hand = (c.not_qualifying as f64
            + 2.0 * (c.qualifying_below as f64 - c.qualifying_above as f64))
            / c.total as f64;
        assert!((raise.value() - by_hand).abs() < 1e-12);
    }

    #[test]
    fn strategies_parse_and_decide() {
        assert_eq!(Strategy::parse("optimal"), Ok(Strategy::Optimal));
        assert_eq!(
            Strategy::parse("threshold:T86"),
            Ok(Strategy::ten_eight_six())
        );
        assert_eq!(
            Strategy::parse("threshold:1086"),
            Ok(Strategy::ten_eight_six())
        );
        assert!(Strategy::parse("threshold:T8").is_err());
        assert!(Strategy::parse("wild").is_err());
        let s = Strategy::ten_eight_six();
        assert_eq!(s.decide(hand("Tc 8c 6c 2d 3h 4s 5d")), Decision::Raise(1));
        assert_eq!(s.decide(hand("Tc 8c 5c 2d 3h 4s 6d")), Decision::Fold);
        assert_eq!(s.decide(hand("Tc 8c 5c 2c 3h 4s 6d")), Decision::Raise(1));
        assert_eq!(s.name(), "raise 3-card flushes 10-8-6 or better");
    }
}
