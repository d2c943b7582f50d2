//! Exact odds of every side-wager paytable: counts of seven-card hands for each paying line, and
//! the return, house edge, hit frequency and standard deviation they imply.
//!
//! Every paytable line depends on one of two things about the seven cards: the longest flush
//! (Flush Bonus) or the straight-flush facts (longest straight flush, a six-card 9-A run, four
//! of a kind). So two small distributions answer every paytable at once. Both are counted
//! combinatorially: a hand's value is the maximum over its suits, so the number of hands with
//! every suit "at most x" is the coefficient of `t^7` in `(Σ_{suit masks ≤ x} t^|mask|)^4`; four
//! of a kind is counted rank by rank (seven cards hold at most one). A test recounts both by
//! walking all C(52, 7) hands.

use super::paytables::{envy_schedule, BonusHand, Pay, Paytable, SideWager};
use super::straight_flush::{straight_flushes, AceRule, StraightFlushes};
use crate::cards::CardSet;
use crate::combinatorics::SEVEN_CARD_HANDS;
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use crate::paytable::{odds_from_counts, FixedOdds};
use serde::Serialize;

/// How many of the C(52, 7) hands have each longest flush and each set of straight-flush facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandFacts {
    pub ace: AceRule,
    /// Hands by longest flush, index 0..=7.
    pub by_flush_len: [u64; 8],
    /// Hands by [longest straight flush (0 = none)][six-card 9-A run][four of a kind].
    pub by_straight_flush: [[[u64; 2]; 2]; 8],
}

impl HandFacts {
    /// The facts of one class, as the paytable code reads them.
    pub fn class(longest: usize, nine_to_ace: usize, four_of_a_kind: usize) -> StraightFlushes {
        StraightFlushes {
            longest: longest as u8,
            suit: None,
            nine_to_ace_six: nine_to_ace == 1,
            four_of_a_kind: four_of_a_kind == 1,
        }
    }

    /// Every straight-flush class with its hand count.
    pub fn straight_flush_classes(&self) -> impl Iterator<Item = (StraightFlushes, u64)> + '_ {
        (0..8).flat_map(move |r| {
            (0..2).flat_map(move |n| {
                (0..2).map(move |f| (HandFacts::class(r, n, f), self.by_straight_flush[r][n][f]))
            })
        })
    }
}

type Poly = [u64; 8];

fn power4_seventh(p: &Poly) -> u64 {
    let mut square = [0u64; 8];
    for i in 0..8 {
        for j in 0..8 - i {
            square[i + j] += p[i] * p[j];
        }
    }
    (0..8).map(|k| square[k] * square[7 - k]).sum()
}

const NINE_TO_ACE: u16 = 0b11_1111 << 7;

/// Counts hands by longest flush and by straight-flush facts, exactly, from per-suit masks.
pub fn hand_facts(ace: AceRule) -> HandFacts {
    // Longest run of each suit mask under the ace rule, via the evaluator itself on one suit.
    let run = |mask: u16| straight_flushes(CardSet::from_bits(mask as u64), ace).longest as usize;
    let masks: Vec<(u16, usize, usize)> = (0u16..(1 << 13))
        .filter(|m| m.count_ones() <= 7)
        .map(|m| (m, m.count_ones() as usize, run(m)))
        .collect();
    let poly = |keep: &dyn Fn(u16, usize) -> bool| -> Poly {
        let mut p = [0u64; 8];
        for &(m, k, r) in &masks {
            if keep(m, r) {
                p[k] += 1;
            }
        }
        p
    };

    // Longest flush: hands with every suit of at most x cards.
    let mut by_flush_len = [0u64; 8];
    let mut below = 0;
    for (x, slot) in by_flush_len.iter_mut().enumerate() {
        let at_most = power4_seventh(&poly(&|m, _| m.count_ones() as usize <= x));
        *slot = at_most - below;
        below = at_most;
    }

    // Longest straight flush ("none" = every run at most 2).
    let le = |x: usize| power4_seventh(&poly(&|_, r| r <= x));
    let four_le = |x: usize| -> u64 {
        (0..13)
            .map(|rank| power4_seventh(&poly(&|m, r| r <= x && m & (1 << rank) != 0)))
            .sum()
    };
    let mut by_straight_flush = [[[0u64; 2]; 2]; 8];
    let lengths = [(0usize, 2usize), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7)];
    let mut prev = (0u64, 0u64);
    for &(class, x) in &lengths {
        let all = le(x);
        let four = four_le(x);
        let exact = all - prev.0;
        let exact_four = four - prev.1;
        prev = (all, four);
        let nine_to_ace = if class == 6 {
            // A suit holding 9-A with runs of at most 6 has a run of exactly 6.
            let with = poly(&|_, r| r <= 6);
            let without = poly(&|m, r| r <= 6 && m & NINE_TO_ACE != NINE_TO_ACE);
            power4_seventh(&with) - power4_seventh(&without)
        } else {
            0
        };
        by_straight_flush[class][1][0] = nine_to_ace;
        by_straight_flush[class][0][1] = exact_four;
        by_straight_flush[class][0][0] = exact - exact_four - nine_to_ace;
    }
    HandFacts {
        ace,
        by_flush_len,
        by_straight_flush,
    }
}

pub use crate::paytable::LineOdds;

/// The exact analysis of one fixed-odds ("to 1") paytable under an ace rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PaytableOdds {
    pub title: String,
    pub ace: AceRule,
    /// Over all C(52, 7) seven-card hands.
    #[serde(flatten)]
    pub odds: FixedOdds,
}

/// Which hands a paytable's line counts come from.
fn line_counts(table: &Paytable, facts: &HandFacts) -> (Vec<u64>, u64) {
    let mut counts = vec![0u64; table.lines.len()];
    let mut losing = 0;
    if table.wager == SideWager::FlushBonus {
        for (len, &n) in facts.by_flush_len.iter().enumerate() {
            match table.winning_line(len as u8, &StraightFlushes::default()) {
                Some((i, _)) => counts[i] += n,
                None => losing += n,
            }
        }
    } else {
        for (sf, n) in facts.straight_flush_classes() {
            match table.winning_line(0, &sf) {
                Some((i, _)) => counts[i] += n,
                None => losing += n,
            }
        }
    }
    (counts, losing)
}

/// Analyses a paytable whose lines pay "to 1" (Flush Bonus, Straight Flush Bonus).
pub fn analyze_paytable(table: &Paytable, facts: &HandFacts) -> Result<PaytableOdds, String> {
    let (counts, losing) = line_counts(table, facts);
    let title = table.title();
    let odds = odds_from_counts(&title, &table.lines, &counts, losing, SEVEN_CARD_HANDS)?;
    Ok(PaytableOdds {
        title,
        ace: facts.ace,
        odds,
    })
}

/// The Progressive's value as a function of the meter, per unit wagered.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProgressiveOdds {
    pub title: String,
    pub ace: AceRule,
    pub lines: Vec<LineOdds>,
    pub losing_hands: u64,
    /// Net return per unit at meter M (in dollars, for a $1 unit): `fixed + per_meter_dollar × M`.
    pub fixed: f64,
    pub per_meter_dollar: f64,
    /// The meter at which the wager breaks even (None if no line pays from the meter).
    pub break_even_meter: Option<f64>,
    /// The same `fixed` term if the fixed prizes were read "to 1" (stake returned with a win)
    /// rather than "for 1": higher by the probability of a win.
    pub fixed_if_to_one: f64,
    pub break_even_meter_if_to_one: Option<f64>,
    pub hit_frequency: f64,
    /// Probability of a 100% award (it resets the meter).
    pub full_meter_probability: f64,
}

impl ProgressiveOdds {
    /// Net return per $1 at a given meter.
    pub fn return_at(&self, meter_dollars: f64) -> f64 {
        self.fixed + self.per_meter_dollar * meter_dollars
    }

    /// Long-run return per $1 including what the meter gives back: the contributions (all of
    /// them paid to players in the end) and the casino-funded resets (AMB-23, AMB-38, AMB-57).
    pub fn long_run_return(&self, contribution_rate: f64, casino_reset_dollars: f64) -> f64 {
        self.fixed + contribution_rate + self.full_meter_probability * casino_reset_dollars
    }

    /// What the house keeps per $1 in the long run: minus the long-run return.
    pub fn long_run_hold(&self, contribution_rate: f64, casino_reset_dollars: f64) -> f64 {
        -self.long_run_return(contribution_rate, casino_reset_dollars)
    }
}

/// Analyses a progressive paytable for a $1 unit (fixed prizes are per $1, AMB-12).
pub fn analyze_progressive(table: &Paytable, facts: &HandFacts) -> Result<ProgressiveOdds, String> {
    let (counts, losing) = line_counts(table, facts);
    progressive_from_counts(table, facts.ace, &counts, losing)
}

/// A progressive paytable's odds from how many of the C(52, 7) hands win each line (`counts[i]`
/// for `lines[i]`) and how many win nothing: [`analyze_progressive`]'s counts, or fewer where a
/// folded hand cannot win (Massachusetts, AMB-8).
pub fn progressive_from_counts(
    table: &Paytable,
    ace: AceRule,
    counts: &[u64],
    losing: u64,
) -> Result<ProgressiveOdds, String> {
    let total = SEVEN_CARD_HANDS as f64;
    let mut fixed = -1.0;
    let mut per_meter = 0.0;
    let mut full = 0.0;
    let mut lines = Vec::new();
    for (line, &hands) in table.lines.iter().zip(counts) {
        let p = hands as f64 / total;
        let contribution = match line.pay {
            Pay::Fixed(c) => {
                let dollars = c.0 as f64 / 100.0;
                fixed += p * dollars;
                p * dollars
            }
            Pay::MeterPercent { percent: pct, .. } => {
                per_meter += p * pct as f64 / 100.0;
                if pct == 100 {
                    full += p;
                }
                0.0
            }
            _ => {
                return Err(format!(
                    "{}: a progressive line must pay a meter share or a fixed amount",
                    table.title()
                ))
            }
        };
        lines.push(LineOdds::of(line, hands, SEVEN_CARD_HANDS, contribution));
    }
    let hit = (SEVEN_CARD_HANDS - losing) as f64 / total;
    let break_even = |fixed: f64| (per_meter > 0.0).then(|| -fixed / per_meter);
    Ok(ProgressiveOdds {
        title: table.title(),
        ace,
        lines,
        losing_hands: losing,
        fixed,
        per_meter_dollar: per_meter,
        break_even_meter: break_even(fixed),
        fixed_if_to_one: fixed + hit,
        break_even_meter_if_to_one: break_even(fixed + hit),
        hit_frequency: hit,
        full_meter_probability: full,
    })
}

/// The Envy Bonus a player with a $1 Progressive expects from each other player at the table
/// who also bets the Progressive (Maryland, E1–E6).
pub fn envy_value_per_other_player(
    jurisdiction: Jurisdiction,
    progressive_label: &str,
    facts: &HandFacts,
) -> Option<f64> {
    let schedule = envy_schedule(jurisdiction, progressive_label)?;
    let mut value = 0.0;
    for (sf, n) in facts.straight_flush_classes() {
        if let Some(&(_, amount)) = schedule.lines.iter().find(|(hand, _)| match hand {
            BonusHand::StraightFlush(len) => sf.longest == *len,
            other => other.is_held(0, &sf),
        }) {
            value += n as f64 / SEVEN_CARD_HANDS as f64 * amount.0 as f64 / 100.0;
        }
    }
    Some(value)
}

/// The most a custom paytable line may pay, "to 1".
pub const MOST_TO_ONE: u32 = 1_000_000;

/// A payout amount for a custom line, checked.
pub fn validate_custom_payout(text: &str) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("enter a payout (the N of \"N to 1\")".into());
    }
    let value: f64 = text
        .parse()
        .map_err(|_| format!("'{text}' is not a number"))?;
    if value < 0.0 {
        return Err("a payout cannot be negative".into());
    }
    if value.fract() != 0.0 {
        return Err("payouts are whole numbers \"to 1\"".into());
    }
    if value > MOST_TO_ONE as f64 {
        return Err("payouts above 1,000,000 to 1 are not accepted".into());
    }
    Ok(value as u32)
}

/// The facts for both ace rules, computed once.
pub fn facts_for(ace: AceRule) -> &'static HandFacts {
    static HIGH: std::sync::OnceLock<HandFacts> = std::sync::OnceLock::new();
    static LOW: std::sync::OnceLock<HandFacts> = std::sync::OnceLock::new();
    match ace {
        AceRule::HighOnly => HIGH.get_or_init(|| hand_facts(AceRule::HighOnly)),
        AceRule::LowOrHigh => LOW.get_or_init(|| hand_facts(AceRule::LowOrHigh)),
    }
}

/// Cents as dollars, for the progressive analysis.
pub fn dollars(c: Cents) -> f64 {
    c.0 as f64 / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hcf::paytables::paytable;

    #[test]
    fn facts_partition_every_hand() {
        for ace in [AceRule::HighOnly, AceRule::LowOrHigh] {
            let f = hand_facts(ace);
            assert_eq!(f.by_flush_len.iter().sum::<u64>(), SEVEN_CARD_HANDS);
            assert_eq!(
                f.straight_flush_classes().map(|(_, n)| n).sum::<u64>(),
                SEVEN_CARD_HANDS
            );
            // Seven-card straight flushes: 7 runs per suit ace-high only (2-8 … 8-A), 8 with
            // the ace low too (A-7 … 8-A), × 4 suits.
            let seven: u64 = f.by_straight_flush[7].iter().flatten().sum();
            assert_eq!(seven, if ace == AceRule::HighOnly { 28 } else { 32 });
            // Four of a kind: 13 ranks × C(48, 3) = 224,848 hands in all.
            let four: u64 = (0..8).map(|r| f.by_straight_flush[r][0][1]).sum();
            assert_eq!(four, 13 * 17_296);
        }
    }

    #[test]
    fn flush_bonus_a_and_the_massachusetts_tables_that_favour_the_player() {
        let f = facts_for(AceRule::HighOnly);
        let a = analyze_paytable(
            paytable(Jurisdiction::Maryland, SideWager::FlushBonus, "A").unwrap(),
            f,
        )
        .unwrap();
        // Independent arithmetic from the longest-flush counts of tests/exhaustive.rs:
        // 300·6,864 + 100·267,696 + 10·3,814,668 + 1·26,137,540 − losing.
        let wins = 6_864 + 267_696 + 3_814_668 + 26_137_540u64;
        let expected = 300 * 6_864 + 100 * 267_696 + 10 * 3_814_668 + 26_137_540
            - (SEVEN_CARD_HANDS - wins) as i128;
        assert_eq!(a.odds.return_numerator, expected);
        assert!(!a.odds.favours_player);
        let ma_e = analyze_paytable(
            paytable(Jurisdiction::Massachusetts, SideWager::FlushBonus, "E").unwrap(),
            f,
        )
        .unwrap();
        assert!(
            ma_e.odds.favours_player,
            "MA E as printed (4-card 2 to 1) returns {:.4}",
            ma_e.odds.expected_return
        );
    }

    #[test]
    fn progressive_is_linear_in_the_meter() {
        let f = facts_for(AceRule::HighOnly);
        let p = analyze_progressive(
            paytable(Jurisdiction::Maryland, SideWager::Progressive, "A").unwrap(),
            f,
        )
        .unwrap();
        let m = p.break_even_meter.unwrap();
        assert!(p.return_at(m).abs() < 1e-9);
        assert!(p.fixed_if_to_one > p.fixed);
        assert!(p.break_even_meter_if_to_one.unwrap() < m);
        assert!(envy_value_per_other_player(Jurisdiction::Maryland, "A", f).is_none());
        let envy = envy_value_per_other_player(Jurisdiction::Maryland, "D", f).unwrap();
        assert!((envy - 28.0 / SEVEN_CARD_HANDS as f64 * 250.0).abs() < 1e-12);
    }

    #[test]
    fn custom_payouts_are_validated() {
        assert_eq!(validate_custom_payout(" 25 "), Ok(25));
        assert!(validate_custom_payout("-1").is_err());
        assert!(validate_custom_payout("2.5").is_err());
        assert!(validate_custom_payout("abc").is_err());
        assert!(validate_custom_payout("5000000").is_err());
        assert!(validate_custom_payout("").is_err());
    }

    #[test]
    fn the_long_run_adds_the_contributions_and_the_funded_resets_to_the_fixed_return() {
        // A table returning 0.70 of each $1 on its fixed prizes (net -0.30), with a 100% award
        // once in 100,000 wagers: 15% contributed and a $20,000 reset give back
        // -0.30 + 0.15 + 20,000 / 100,000 = +0.05 per $1, so the house holds -5%.
        let odds = ProgressiveOdds {
            title: "test".into(),
            ace: AceRule::HighOnly,
            lines: Vec::new(),
            losing_hands: 0,
            fixed: -0.30,
            per_meter_dollar: 0.0,
            break_even_meter: None,
            fixed_if_to_one: 0.0,
            break_even_meter_if_to_one: None,
            hit_frequency: 0.0,
            full_meter_probability: 1.0 / 100_000.0,
        };
        assert!((odds.long_run_return(0.15, 20_000.0) - 0.05).abs() < 1e-12);
        assert!((odds.long_run_hold(0.15, 20_000.0) + 0.05).abs() < 1e-12);
        // Massachusetts' secondary meter funds the reset: no casino money, the hold is
        // 0.30 - 0.15 = 15%.
        assert!((odds.long_run_hold(0.15, 0.0) - 0.15).abs() < 1e-12);
    }
}
