//! Paytables of any game: lines from the highest hand down, each paying in one of the ways the
//! regulations print, with the document that publishes it. A game supplies its wager kinds (`W`)
//! and the hands its lines pay on (`H`); the exact odds of a table follow from how many hands
//! win each line ([`odds_from_counts`]), so every explorer view is shared.

use crate::citation::Citation;
use crate::jurisdiction::Jurisdiction;
use crate::meters::MeterName;
use crate::money::Cents;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A wager that pays from a paytable.
pub trait PaytableWager: Copy + Eq + fmt::Debug {
    fn name(self) -> &'static str;
}

/// A hand a paytable line pays on.
pub trait PaytableHand: Copy + Eq + fmt::Debug {
    fn name(self) -> String;
}

/// What a line pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pay {
    /// N to 1: N units won per unit wagered, the wager returned as well.
    ToOne(u32),
    /// N for 1: N units paid per unit wagered in total, the wager included (a progressive whose
    /// stake was collected before the deal; AMB-69).
    ForOne(u32),
    /// A share of a named meter, read when the player is paid.
    MeterPercent { meter: MeterName, percent: u8 },
    /// A fixed amount per $1 wagered (AMB-12); the stake is not returned (AMB-40).
    Fixed(Cents),
    /// "Bonus": the licensee sets the amount (MA SFB Paytable G, AMB-35).
    OperatorSet,
    /// The wager is returned: neither won nor lost (Jackpot Hold 'Em's X-tra Bonus below a
    /// straight, 001 Ch.12 B(1)(g)).
    Push,
}

impl Pay {
    /// A custom line's amount as typed, paying the way `self` does: "N to 1" or "N for 1" (a
    /// whole number up to 1,000,000) or a share of the same meter (a whole percentage, 1 to
    /// 100). Amounts of other kinds are not edited. An error says what is wrong.
    pub fn custom(self, text: &str) -> Result<Pay, String> {
        let text = text.trim();
        let whole = |what: &str, low: u32, high: u32| -> Result<u32, String> {
            if text.is_empty() {
                return Err(format!("enter {what}"));
            }
            let value: f64 = text
                .parse()
                .map_err(|_| format!("'{text}' is not a number"))?;
            if value.fract() != 0.0 || !value.is_finite() {
                return Err(format!("{what} is a whole number"));
            }
            if value < low as f64 || value > high as f64 {
                return Err(format!("{what} is from {low} to {high}"));
            }
            Ok(value as u32)
        };
        match self {
            Pay::ToOne(_) => whole("the N of \"N to 1\"", 0, 1_000_000).map(Pay::ToOne),
            Pay::ForOne(_) => whole("the N of \"N for 1\"", 0, 1_000_000).map(Pay::ForOne),
            Pay::MeterPercent { meter, .. } => {
                whole("the meter's percentage", 1, 100).map(|p| Pay::MeterPercent {
                    meter,
                    percent: p as u8,
                })
            }
            other => Err(format!("{other} is not edited here")),
        }
    }

    /// A share of the main meter (High Card Flush's only meter).
    pub const fn of_meter(percent: u8) -> Pay {
        Pay::MeterPercent {
            meter: MeterName::Main,
            percent,
        }
    }
}

impl fmt::Display for Pay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pay::ToOne(n) => write!(f, "{n} to 1"),
            Pay::ForOne(n) => write!(f, "{n} for 1"),
            Pay::MeterPercent { meter, percent } => write!(f, "{percent}% of the {}", meter.name()),
            Pay::Fixed(c) => write!(f, "{c}"),
            Pay::OperatorSet => write!(f, "Bonus (operator-set)"),
            Pay::Push => write!(f, "a push"),
        }
    }
}

/// One line of a paytable.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PayLine<H> {
    pub hand: H,
    pub pay: Pay,
}

/// The longest name a table of one's own may have, in characters (either game).
pub const MAX_OWN_NAME: usize = 40;

/// A table of one's own's name, trimmed, or why it cannot be one (either game).
pub fn own_table_name(name: &str) -> Result<&str, String> {
    let name = name.trim();
    if name.is_empty() {
        return Err("give the table a name".into());
    }
    if name.chars().count() > MAX_OWN_NAME {
        return Err(format!("a name has at most {MAX_OWN_NAME} characters"));
    }
    Ok(name)
}

/// Who published a paytable: a regulator's document or the user.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Origin {
    Document(Citation),
    Custom,
}

/// A paytable: one wager's lines as one jurisdiction prints them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Paytable<W, H> {
    pub jurisdiction: Jurisdiction,
    pub wager: W,
    /// The document's own label: "A"–"O", or "1"–"7" in South Dakota.
    pub label: String,
    /// What the document prints before the label where it prints one ("HCF/FB " in South
    /// Dakota, AMB-51).
    pub label_prefix: &'static str,
    /// Lines from the highest hand down.
    pub lines: Vec<PayLine<H>>,
    pub origin: Origin,
    /// A caution the explorer must show (e.g. a suspected transcription error).
    pub warning: Option<&'static str>,
}

impl<W: PaytableWager, H: PaytableHand> Paytable<W, H> {
    /// `MD Flush Bonus A`.
    pub fn title(&self) -> String {
        format!(
            "{} {} {}",
            self.jurisdiction.code(),
            self.wager.name(),
            self.display_label()
        )
    }

    /// Refuses a copy of this table with `count` lines, naming both counts (a table of one's
    /// own keeps its base's lines).
    pub fn check_line_count(&self, count: usize) -> Result<(), String> {
        if count == self.lines.len() {
            return Ok(());
        }
        Err(format!(
            "{} has {} lines, not {count}",
            self.title(),
            self.lines.len()
        ))
    }

    /// The label as the document prints it.
    pub fn display_label(&self) -> String {
        format!("{}{}", self.label_prefix, self.label)
    }

    pub fn citation(&self) -> Option<Citation> {
        match self.origin {
            Origin::Document(c) => Some(c),
            Origin::Custom => None,
        }
    }

    /// True when a line's amount is left to the operator (cannot be offered unconfigured).
    pub fn needs_operator_amounts(&self) -> bool {
        self.lines.iter().any(|l| l.pay == Pay::OperatorSet)
    }
}

/// One paying line's share of a paytable's hands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LineOdds {
    pub hand: String,
    pub pay: Pay,
    /// Hands (of all the hands counted) for which this is the highest qualifying line.
    pub hands: u64,
    pub probability: f64,
    /// This line's part of the return per unit wagered (winnings × probability).
    pub contribution: f64,
}

impl LineOdds {
    /// A line's share of `total` equally likely hands, `hands` of which hold it as their highest.
    pub fn of<H: PaytableHand>(
        line: &PayLine<H>,
        hands: u64,
        total: u64,
        contribution: f64,
    ) -> LineOdds {
        LineOdds {
            hand: line.hand.name(),
            pay: line.pay,
            hands,
            probability: hands as f64 / total as f64,
            contribution,
        }
    }
}

/// The exact odds of a fixed-odds ("to 1") paytable.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FixedOdds {
    pub lines: Vec<LineOdds>,
    /// Hands that win nothing.
    pub losing_hands: u64,
    /// Net result per unit wagered: `return_numerator / denominator`.
    pub return_numerator: i128,
    pub denominator: u64,
    pub expected_return: f64,
    pub house_edge: f64,
    pub hit_frequency: f64,
    pub standard_deviation: f64,
    /// "1 in N" for the top line.
    pub top_prize_one_in: Option<f64>,
    /// The table returns more than it takes.
    pub favours_player: bool,
}

/// The exact odds of a "to 1" paytable from how many of `total` equally likely hands win each
/// line (`counts[i]` for `lines[i]`, highest line first) and how many win nothing.
pub fn odds_from_counts<H: PaytableHand>(
    title: &str,
    lines: &[PayLine<H>],
    counts: &[u64],
    losing: u64,
    total: u64,
) -> Result<FixedOdds, String> {
    let mut numerator: i128 = -(losing as i128);
    let mut second_moment: f64 = losing as f64;
    let mut out = Vec::with_capacity(lines.len());
    for (line, &hands) in lines.iter().zip(counts) {
        let Pay::ToOne(n) = line.pay else {
            return Err(format!(
                "{title}: the {} line has no fixed odds",
                line.hand.name()
            ));
        };
        numerator += hands as i128 * n as i128;
        second_moment += hands as f64 * (n as f64) * (n as f64);
        let odds = LineOdds::of(line, hands, total, 0.0);
        out.push(LineOdds {
            contribution: odds.probability * n as f64,
            ..odds
        });
    }
    let expected_return = numerator as f64 / total as f64;
    let variance = second_moment / total as f64 - expected_return * expected_return;
    let top = counts.first().copied().unwrap_or(0);
    Ok(FixedOdds {
        lines: out,
        losing_hands: losing,
        return_numerator: numerator,
        denominator: total,
        expected_return,
        house_edge: -expected_return,
        hit_frequency: (total - losing) as f64 / total as f64,
        standard_deviation: variance.max(0.0).sqrt(),
        top_prize_one_in: (top > 0).then(|| total as f64 / top as f64),
        favours_player: numerator > 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Heads(u8);

    impl PaytableHand for Heads {
        fn name(self) -> String {
            format!("{} heads", self.0)
        }
    }

    #[test]
    fn odds_follow_from_line_counts() {
        // Two fair coins: two heads (1 in 4) pays 3 to 1, one head (2 in 4) pays 1 to 1, none
        // loses. Return = (3 + 2 − 1) / 4 = +1; outcomes +3, +1, +1, −1: variance 3 − 1 = 2.
        let lines = [
            PayLine {
                hand: Heads(2),
                pay: Pay::ToOne(3),
            },
            PayLine {
                hand: Heads(1),
                pay: Pay::ToOne(1),
            },
        ];
        let odds = odds_from_counts("coins", &lines, &[1, 2], 1, 4).unwrap();
        assert_eq!((odds.return_numerator, odds.denominator), (4, 4));
        assert_eq!(odds.hit_frequency, 0.75);
        assert!((odds.standard_deviation - 2f64.sqrt()).abs() < 1e-12);
        assert_eq!(odds.top_prize_one_in, Some(4.0));
        let progressive = [PayLine {
            hand: Heads(2),
            pay: Pay::of_meter(100),
        }];
        assert!(odds_from_counts("coins", &progressive, &[1], 3, 4)
            .unwrap_err()
            .contains("no fixed odds"));
    }

    #[test]
    fn pays_read_as_printed() {
        assert_eq!(Pay::of_meter(10).to_string(), "10% of the meter");
        assert_eq!(
            Pay::MeterPercent {
                meter: MeterName::Star,
                percent: 100
            }
            .to_string(),
            "100% of the Star meter"
        );
        assert_eq!(Pay::ForOne(500).to_string(), "500 for 1");
    }
}

#[cfg(test)]
mod custom_pay_tests {
    use super::*;

    #[test]
    fn custom_amounts_keep_their_kind_and_refuse_what_cannot_be() {
        assert_eq!(Pay::ToOne(3).custom(" 4 "), Ok(Pay::ToOne(4)));
        assert_eq!(Pay::ForOne(50).custom("60"), Ok(Pay::ForOne(60)));
        let star = Pay::MeterPercent {
            meter: MeterName::Star,
            percent: 100,
        };
        assert_eq!(
            star.custom("10"),
            Ok(Pay::MeterPercent {
                meter: MeterName::Star,
                percent: 10
            })
        );
        assert_eq!(
            star.custom("0").unwrap_err(),
            "the meter's percentage is from 1 to 100"
        );
        assert_eq!(
            star.custom("101").unwrap_err(),
            "the meter's percentage is from 1 to 100"
        );
        assert_eq!(
            Pay::ToOne(3).custom("2.5").unwrap_err(),
            "the N of \"N to 1\" is a whole number"
        );
        assert_eq!(
            Pay::ToOne(3).custom("-1").unwrap_err(),
            "the N of \"N to 1\" is from 0 to 1000000"
        );
        assert_eq!(
            Pay::ToOne(3).custom("x").unwrap_err(),
            "'x' is not a number"
        );
        assert_eq!(
            Pay::ToOne(3).custom("").unwrap_err(),
            "enter the N of \"N to 1\""
        );
        assert_eq!(
            Pay::ToOne(3).custom("inf").unwrap_err(),
            "the N of \"N to 1\" is a whole number"
        );
        assert!(Pay::Push.custom("1").is_err());
    }
}
