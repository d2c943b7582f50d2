//! Exact odds of the Jackpot Hold 'Em side wagers that do not depend on the dealer: the Player
//! Bonus on the best five of the player's seven cards (all C(52, 7) hands) and the Progressive on
//! the hole cards and the first three community cards (all C(52, 5) hands, royal flushes by suit;
//! AMB-68). The counts are the published ones, which a test finds again by walking every hand
//! with the poker evaluator.

use super::config::MeterSetting;
use super::paytables::{JheHand, JhePaytable};
use crate::combinatorics::{FIVE_CARD_HANDS, SEVEN_CARD_HANDS};
use crate::meters::MeterName;
use crate::paytable::{odds_from_counts, FixedOdds, LineOdds, Pay};
use crate::poker::Category;
use serde::Serialize;
use std::sync::OnceLock;

/// Hands of each category (indexed by `Category as usize`), with royal flushes split into
/// diamonds and the other suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CategoryCounts {
    pub by_category: [u64; 10],
    pub royal_diamonds: u64,
    pub royal_other: u64,
    pub total: u64,
}

/// Every seven-card hand by category: the published counts (royal flush first; a quarter of the
/// royal flushes in diamonds). `tests::the_published_counts_are_what_walking_every_hand_finds`
/// walks all 133,784,560 hands with the evaluator and finds exactly these; using them spares
/// the page and the CLI that walk.
pub fn seven_card_counts() -> &'static CategoryCounts {
    static COUNTS: OnceLock<CategoryCounts> = OnceLock::new();
    COUNTS.get_or_init(|| {
        published(
            [
                4_324, 37_260, 224_848, 3_473_184, 4_047_644, 6_180_020, 6_461_620, 31_433_400,
                58_627_800, 23_294_460,
            ],
            SEVEN_CARD_HANDS,
        )
    })
}

/// Every five-card hand by category: the published counts (see [`seven_card_counts`]).
pub fn five_card_counts() -> &'static CategoryCounts {
    static COUNTS: OnceLock<CategoryCounts> = OnceLock::new();
    COUNTS.get_or_init(|| {
        published(
            [
                4, 36, 624, 3_744, 5_108, 10_200, 54_912, 123_552, 1_098_240, 1_302_540,
            ],
            FIVE_CARD_HANDS,
        )
    })
}

/// Counts given highest category first, royal flushes split evenly by suit.
fn published(high_first: [u64; 10], total: u64) -> CategoryCounts {
    let mut by_category = [0u64; 10];
    for (category, n) in Category::ALL_HIGH_FIRST.into_iter().zip(high_first) {
        by_category[category as usize] = n;
    }
    let royal = high_first[0];
    CategoryCounts {
        by_category,
        royal_diamonds: royal / 4,
        royal_other: royal - royal / 4,
        total,
    }
}

/// How many of the counted hands hold each line as their highest, and how many hold none.
fn line_counts(table: &JhePaytable, counts: &CategoryCounts) -> (Vec<u64>, u64) {
    let mut per_line = vec![0u64; table.lines.len()];
    let mut losing = 0;
    for category in Category::ALL_HIGH_FIRST {
        let n = counts.by_category[category as usize];
        let ways = if category == Category::RoyalFlush {
            vec![(true, counts.royal_diamonds), (false, counts.royal_other)]
        } else {
            vec![(false, n)]
        };
        for (diamonds, n) in ways {
            match winning_line(table, category, diamonds) {
                Some(i) => per_line[i] += n,
                None => losing += n,
            }
        }
    }
    (per_line, losing)
}

/// The line of `table` a hand of `category` wins (the first that holds it), if any;
/// `diamonds` says whether a royal flush is in diamonds (the Progressive's lines tell).
pub fn winning_line(table: &JhePaytable, category: Category, diamonds: bool) -> Option<usize> {
    table.lines.iter().position(|l| match l.hand {
        JheHand::RoyalFlushOfDiamonds => category == Category::RoyalFlush && diamonds,
        JheHand::RoyalFlushOtherSuit => category == Category::RoyalFlush && !diamonds,
        JheHand::Category(c) => c <= category,
        JheHand::LessThanStraight => category < Category::Straight,
    })
}

/// The Player Bonus paytable's exact odds: it pays on the player's seven cards whatever the
/// dealer holds (001 Ch.11 J).
pub fn player_bonus_odds(table: &JhePaytable) -> Result<FixedOdds, String> {
    let counts = seven_card_counts();
    let (per_line, losing) = line_counts(table, counts);
    odds_from_counts(
        &table.title(),
        &table.lines,
        &per_line,
        losing,
        counts.total,
    )
}

/// A Progressive table's value per $1: the fixed "for 1" lines' return and each meter's chance
/// of being won, on the hole cards and the first three community cards (AMB-68, AMB-69).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProgressiveValue {
    pub title: String,
    pub lines: Vec<LineOdds>,
    /// What the fixed lines pay back per $1 wagered (the stake is never returned besides).
    pub fixed_return: f64,
    /// Each meter with the chance that one wager wins it.
    pub meters: Vec<(MeterName, f64)>,
    /// Each meter with the chance that one wager wins all of it (a 100% award, after which the
    /// meter is reset): what the reset amounts cost in the long run.
    pub full_awards: Vec<(MeterName, f64)>,
    pub hit_frequency: f64,
}

/// What the Progressive returns in the long run, per $1 wagered, once the meters' rates of
/// progression and reset amounts are known: every contribution is paid back to some player in
/// the end, and each reset is new money the casino adds (001 Ch.12 E; AMB-75).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct LongRun {
    /// The fixed "for 1" lines' return.
    pub fixed_return: f64,
    /// The share of each wager added to the meters (the rates summed over the table's meters).
    pub contributed: f64,
    /// What the resets add per $1 wagered: Σ chance of a 100% award × the meter's reset amount.
    pub reset_return: f64,
    /// fixed + contributed + resets: what comes back per $1 in the long run.
    pub return_to_player: f64,
    /// 1 − the return: what the house keeps per $1 in the long run.
    pub hold: f64,
}

impl ProgressiveValue {
    /// Net return per $1 wagered with the meters at these amounts (dollars).
    pub fn net_return(&self, meter_dollars: &[(MeterName, f64)]) -> f64 {
        let from_meters: f64 = self
            .meters
            .iter()
            .map(|(m, p)| {
                p * meter_dollars
                    .iter()
                    .find(|(n, _)| n == m)
                    .map_or(0.0, |(_, d)| *d)
            })
            .sum();
        self.fixed_return + from_meters - 1.0
    }

    /// What one meter must show (dollars, with a $1 wager) for the wager to break even, the
    /// other meters at the amounts given; `None` if this table does not pay from that meter.
    /// The return is a + Σ bₘ·Mₘ: a the fixed lines' return, bₘ each meter's chance of being won
    /// times its share. Zero or below: the other meters alone already make the wager favour
    /// the player.
    pub fn break_even(&self, meter: MeterName, others: &[(MeterName, f64)]) -> Option<f64> {
        let (_, chance) = self.meters.iter().find(|(m, _)| *m == meter)?;
        let from_others: f64 = self
            .meters
            .iter()
            .filter(|(m, _)| *m != meter)
            .map(|(m, p)| p * others.iter().find(|(n, _)| n == m).map_or(0.0, |(_, d)| *d))
            .sum();
        Some((1.0 - self.fixed_return - from_others) / chance)
    }

    /// The long-run return and hold with the meters run as `settings` say (a $1 wager; each
    /// meter's rate of progression in basis points and its reset amount). Refused, naming it,
    /// when a meter this table pays from has no setting, a setting names a meter the table
    /// never pays (its contributions would never come back), or the rates pass 100%.
    pub fn long_run(&self, settings: &[MeterSetting]) -> Result<LongRun, String> {
        for (meter, _) in &self.meters {
            if !settings.iter().any(|s| s.meter == *meter) {
                return Err(format!("the {} has no rate and reset amount", meter.name()));
            }
        }
        let mut rate_bp: u64 = 0;
        let mut reset_return = 0.0;
        for setting in settings {
            if !self.meters.iter().any(|(m, _)| *m == setting.meter) {
                return Err(format!(
                    "{} pays nothing from the {}: a rate for it would never be paid back",
                    self.title,
                    setting.meter.name()
                ));
            }
            if setting.reset.0 < 0 {
                return Err(format!(
                    "the {}'s reset amount is below $0",
                    setting.meter.name()
                ));
            }
            rate_bp += u64::from(setting.rate_bp);
            let full = self
                .full_awards
                .iter()
                .find(|(m, _)| *m == setting.meter)
                .map_or(0.0, |(_, p)| *p);
            reset_return += full * setting.reset.0 as f64 / 100.0;
        }
        if rate_bp > 10_000 {
            return Err(format!(
                "the rates of progression add up to {}%, more than the whole wager",
                rate_bp as f64 / 100.0
            ));
        }
        let contributed = rate_bp as f64 / 10_000.0;
        let return_to_player = self.fixed_return + contributed + reset_return;
        Ok(LongRun {
            fixed_return: self.fixed_return,
            contributed,
            reset_return,
            return_to_player,
            hold: 1.0 - return_to_player,
        })
    }
}

/// The Progressive's value on the rule's five cards: the hole cards and the first three
/// community cards (AMB-68).
pub fn progressive_value(table: &JhePaytable) -> ProgressiveValue {
    progressive_value_over(table, five_card_counts())
}

/// The Progressive's value under the reading AMB-68 rejects — the best five of all seven
/// cards — for the comparison that shows why it cannot be the rule: the fixed lines alone
/// would pay back more than the wager.
pub fn progressive_value_best_of_seven(table: &JhePaytable) -> ProgressiveValue {
    progressive_value_over(table, seven_card_counts())
}

fn progressive_value_over(table: &JhePaytable, counts: &CategoryCounts) -> ProgressiveValue {
    let (per_line, losing) = line_counts(table, counts);
    let total = counts.total as f64;
    let mut fixed_return = 0.0;
    let mut meters: Vec<(MeterName, f64)> = Vec::new();
    let mut full_awards: Vec<(MeterName, f64)> = Vec::new();
    let mut lines = Vec::new();
    for (line, &hands) in table.lines.iter().zip(&per_line) {
        let p = hands as f64 / total;
        let contribution = match line.pay {
            Pay::ForOne(n) => {
                fixed_return += p * n as f64;
                p * n as f64
            }
            Pay::MeterPercent { meter, percent } => {
                let share = p * percent as f64 / 100.0;
                match meters.iter_mut().find(|(m, _)| *m == meter) {
                    Some((_, q)) => *q += share,
                    None => meters.push((meter, share)),
                }
                if percent == 100 {
                    match full_awards.iter_mut().find(|(m, _)| *m == meter) {
                        Some((_, q)) => *q += p,
                        None => full_awards.push((meter, p)),
                    }
                }
                0.0
            }
            _ => 0.0,
        };
        lines.push(LineOdds::of(line, hands, counts.total, contribution));
    }
    ProgressiveValue {
        title: table.title(),
        lines,
        fixed_return,
        meters,
        full_awards,
        hit_frequency: (counts.total - losing) as f64 / total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{CardSet, Suit};
    use crate::combinatorics::{for_each_five_card_hand, for_each_seven_card_hand};
    use crate::jhe::paytables::paytable;
    use crate::jhe::paytables::royal_suit;
    use crate::jhe::rules::JheWager;
    use crate::poker::evaluate;

    /// Walks every hand with the evaluator (the check of the published counts below).
    fn count(walk: fn(&mut dyn FnMut(u64)), total: u64) -> CategoryCounts {
        let mut counts = CategoryCounts {
            by_category: [0; 10],
            royal_diamonds: 0,
            royal_other: 0,
            total,
        };
        walk(&mut |bits| {
            let cards = CardSet::from_bits(bits);
            let category = evaluate(cards).category();
            counts.by_category[category as usize] += 1;
            if category == Category::RoyalFlush {
                if royal_suit(cards) == Some(Suit::Diamonds) {
                    counts.royal_diamonds += 1;
                } else {
                    counts.royal_other += 1;
                }
            }
        });
        counts
    }

    /// The generator beside the published tables: walking every hand with the evaluator.
    #[test]
    fn the_published_counts_are_what_walking_every_hand_finds() {
        assert_eq!(
            count(|visit| for_each_five_card_hand(visit), FIVE_CARD_HANDS),
            *five_card_counts()
        );
        assert_eq!(
            count(|visit| for_each_seven_card_hand(visit), SEVEN_CARD_HANDS),
            *seven_card_counts()
        );
    }

    #[test]
    fn player_bonus_a_returns_what_the_published_seven_card_counts_give() {
        // 4,324·100 + 37,260·40 + 224,848·30 + 3,473,184·8 + 4,047,644·7 + 6,180,020·4
        // + 6,461,620·3 − (31,433,400 + 58,627,800 + 23,294,460) = −4,463,500 of 133,784,560.
        let odds = player_bonus_odds(paytable(JheWager::PlayerBonus, "A").unwrap()).unwrap();
        assert_eq!(odds.return_numerator, -4_463_500);
        assert_eq!(odds.denominator, 133_784_560);
        assert!((odds.house_edge - 0.033_363_341_778_752).abs() < 1e-12);
    }

    #[test]
    fn five_card_royals_split_one_diamond_to_three_others() {
        let c = five_card_counts();
        assert_eq!((c.royal_diamonds, c.royal_other), (1, 3));
        assert_eq!(c.by_category[Category::TwoPair as usize], 123_552);
    }

    #[test]
    fn progressive_a_fixed_lines_by_hand_count() {
        // Paytable A on five cards: full house 50, flush 30, straight 20, trips 10, two pair 4
        // "for 1": (3,744·50 + 5,108·30 + 10,200·20 + 54,912·10 + 123,552·4) / 2,598,960.
        let v = progressive_value(paytable(JheWager::Progressive, "A").unwrap());
        let expected =
            (3_744.0 * 50.0 + 5_108.0 * 30.0 + 10_200.0 * 20.0 + 54_912.0 * 10.0 + 123_552.0 * 4.0)
                / 2_598_960.0;
        assert!((v.fixed_return - expected).abs() < 1e-12);
        // The Star meter: the one diamond royal in 2,598,960.
        let star = v
            .meters
            .iter()
            .find(|(m, _)| *m == MeterName::Star)
            .unwrap()
            .1;
        assert!((star - 1.0 / 2_598_960.0).abs() < 1e-18);
        // Four of a kind (624 hands) wins the Diamond meter on A.
        let diamond = v
            .meters
            .iter()
            .find(|(m, _)| *m == MeterName::Diamond)
            .unwrap()
            .1;
        assert!((diamond - 624.0 / 2_598_960.0).abs() < 1e-15);
    }

    #[test]
    fn at_the_minimum_meters_a_to_d_hold_and_e_gives_back_as_amb68_says() {
        use crate::jhe::paytables::minimum_meters_in_dollars;
        // AMB-68 (revised): on five cards the fixed lines pay back 0.43–0.61 of the wager, and at
        // the statutory minimum meters with a $1 unit A–D hold roughly 17–26 % while E returns
        // about +11 % to the player.
        for label in ["A", "B", "C", "D", "E"] {
            let table = paytable(JheWager::Progressive, label).unwrap();
            let v = progressive_value(table);
            assert!(
                (0.425..0.615).contains(&v.fixed_return),
                "{label}: {}",
                v.fixed_return
            );
            let minimums = minimum_meters_in_dollars(table);
            let net = v.net_return(&minimums);
            if label == "E" {
                assert!((0.09..0.13).contains(&net), "E: {net}");
            } else {
                assert!((-0.27..-0.16).contains(&net), "{label}: {net}");
            }
            // Each meter's break-even, the others at their minimums, gives a zero net return.
            for (meter, _) in &v.meters {
                let even = v.break_even(*meter, &minimums).unwrap();
                let at: Vec<(MeterName, f64)> = minimums
                    .iter()
                    .map(|&(m, d)| (m, if m == *meter { even } else { d }))
                    .collect();
                assert!(v.net_return(&at).abs() < 1e-9, "{label} {meter:?}");
            }
            // The rejected reading: on the best five of seven cards the fixed lines alone pay
            // back more than the wager.
            let seven = progressive_value_best_of_seven(table);
            assert!(seven.fixed_return > 1.0, "{label}: {}", seven.fixed_return);
        }
    }

    #[test]
    fn star_break_even_on_paytable_a_follows_from_its_hand_count() {
        use crate::jhe::paytables::minimum_meters_in_dollars;
        let table = paytable(JheWager::Progressive, "A").unwrap();
        let v = progressive_value(table);
        let minimums = minimum_meters_in_dollars(table);
        let others: f64 = v
            .meters
            .iter()
            .filter(|(m, _)| *m != MeterName::Star)
            .map(|(m, p)| p * minimums.iter().find(|(n, _)| n == m).unwrap().1)
            .sum();
        // One diamond royal in 2,598,960 five-card hands, paying the whole Star meter.
        let want = (1.0 - v.fixed_return - others) * 2_598_960.0;
        let got = v.break_even(MeterName::Star, &minimums).unwrap();
        assert!((got - want).abs() < 1e-6 * want, "{got} vs {want}");
        assert!(v.break_even(MeterName::Club, &minimums).is_none());
    }

    /// A meter run at `rate_bp` with this reset amount (dollars).
    fn run(meter: MeterName, rate_bp: u32, reset_dollars: i64) -> MeterSetting {
        MeterSetting {
            meter,
            initial: crate::money::Cents::dollars(reset_dollars),
            reset: crate::money::Cents::dollars(reset_dollars),
            rate_bp,
        }
    }

    #[test]
    fn long_run_hold_of_paytable_a_at_its_minimums_worked_by_hand() {
        use MeterName::{Diamond, Heart, Spade, Star};
        let v = progressive_value(paytable(JheWager::Progressive, "A").unwrap());
        // Five-card hands (C(52, 5) = 2,598,960): 1 diamond royal, 3 other royals, 36 straight
        // flushes, 624 fours, 3,744 full houses, 5,108 flushes, 10,200 straights, 54,912 threes,
        // 123,552 two pairs.
        // Fixed lines (for 1): 50×3,744 + 30×5,108 + 20×10,200 + 10×54,912 + 4×123,552
        //   = 187,200 + 153,240 + 204,000 + 549,120 + 494,208 = 1,587,768.
        // Resets at the minimums (Star $10,000, Spade $5,000, Heart $1,000, Diamond $500), each
        // times its hands: 10,000×1 + 5,000×3 + 1,000×36 + 500×624
        //   = 10,000 + 15,000 + 36,000 + 312,000 = 373,000.
        // Rates 5% to each of the four meters: 0.20 of every wager.
        // Return = (1,587,768 + 373,000) / 2,598,960 + 0.20 = 1,960,768 / 2,598,960 + 0.20.
        let settings = [
            run(Star, 500, 10_000),
            run(Spade, 500, 5_000),
            run(Heart, 500, 1_000),
            run(Diamond, 500, 500),
        ];
        let long = v.long_run(&settings).unwrap();
        let want_fixed = 1_587_768.0 / 2_598_960.0;
        let want_resets = 373_000.0 / 2_598_960.0;
        let want_return = 1_960_768.0 / 2_598_960.0 + 0.20;
        assert!((long.fixed_return - want_fixed).abs() < 1e-12);
        assert!((long.contributed - 0.20).abs() < 1e-12);
        assert!((long.reset_return - want_resets).abs() < 1e-12);
        assert!((long.return_to_player - want_return).abs() < 1e-12);
        // 1,960,768 / 2,598,960 = 0.7544433… so the return is 0.9544433… and the hold 4.5557%.
        assert!((long.hold - (1.0 - want_return)).abs() < 1e-12);
        assert!((long.hold - 0.045557).abs() < 1e-6, "{}", long.hold);
    }

    #[test]
    fn long_run_of_paytable_e_counts_only_full_awards_and_refuses_what_cannot_be() {
        use MeterName::{Club, Diamond, Heart, Spade, Star};
        let v = progressive_value(paytable(JheWager::Progressive, "E").unwrap());
        // E: fixed flush 50, straight 30, three 10 (for 1); full house the whole Club meter.
        // 50×5,108 + 30×10,200 + 10×54,912 = 255,400 + 306,000 + 549,120 = 1,110,520.
        // Resets at $0 but the Club's $250 (3,744 full houses): 250×3,744 = 936,000.
        // Rates: 2% + 1% + 1% + 1% + 1% = 6%.
        let settings = [
            run(Star, 200, 0),
            run(Spade, 100, 0),
            run(Heart, 100, 0),
            run(Diamond, 100, 0),
            run(Club, 100, 250),
        ];
        let long = v.long_run(&settings).unwrap();
        let want = (1_110_520.0 + 936_000.0) / 2_598_960.0 + 0.06;
        assert!((long.return_to_player - want).abs() < 1e-12, "{long:?}");
        assert!((long.hold - (1.0 - want)).abs() < 1e-12);
        // A meter left out, one the table never pays, rates over 100%: each named.
        assert_eq!(
            v.long_run(&settings[..4]),
            Err("the Club meter has no rate and reset amount".into())
        );
        let a = progressive_value(paytable(JheWager::Progressive, "A").unwrap());
        assert_eq!(
            a.long_run(&settings),
            Err("MD Progressive A pays nothing from the Club meter: a rate for it would never be paid back".into())
        );
        let mut greedy = settings;
        greedy[0].rate_bp = 9_700;
        assert_eq!(
            v.long_run(&greedy),
            Err("the rates of progression add up to 101%, more than the whole wager".into())
        );
    }
}
