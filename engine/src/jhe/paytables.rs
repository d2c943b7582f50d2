//! Jackpot Hold 'Em's paytables as data (PAYTABLES.md §5; 001 Ch.12 B–E): the X-tra Bonus and
//! Player Bonus Paytable A (the only one each lists, AMB-83), the Progressive Paytables A–E with
//! their named meters (AMB-74), and each meter's minimum initial and reset amount (§5.5; the Star
//! meter $10,000 for every table, AMB-73). Only the highest line a hand holds is paid (AMB-75).

use super::rules::JheWager;
use crate::cards::{CardSet, Suit};
use crate::citation::Citation;
use crate::jurisdiction::Jurisdiction;
use crate::meters::MeterName;
use crate::money::Cents;
use crate::paytable::{Origin, Pay, PayLine, PaytableHand};
use crate::poker::{evaluate, Category, HandValue};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// A hand a Jackpot Hold 'Em paytable line pays on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JheHand {
    /// A royal flush in diamonds (every Progressive table pays it from the Star meter).
    RoyalFlushOfDiamonds,
    /// A royal flush in spades, hearts or clubs.
    RoyalFlushOtherSuit,
    /// A poker category (a royal flush of any suit, a straight flush, …).
    Category(Category),
    /// A hand below every listed line that the table still names (the X-tra Bonus push).
    LessThanStraight,
}

impl JheHand {
    /// Whether a hand holds this line. `royal_suit` is the suit of a royal flush held, if any.
    pub fn is_held(self, value: HandValue, royal_suit: Option<Suit>) -> bool {
        match self {
            JheHand::RoyalFlushOfDiamonds => royal_suit == Some(Suit::Diamonds),
            JheHand::RoyalFlushOtherSuit => royal_suit.is_some_and(|s| s != Suit::Diamonds),
            JheHand::Category(c) => value.category() >= c,
            JheHand::LessThanStraight => value.category() < Category::Straight,
        }
    }
}

impl PaytableHand for JheHand {
    fn name(self) -> String {
        match self {
            JheHand::RoyalFlushOfDiamonds => "Royal flush of diamonds".into(),
            JheHand::RoyalFlushOtherSuit => "Royal flush of spades, hearts or clubs".into(),
            JheHand::Category(c) => c.name().into(),
            JheHand::LessThanStraight => "Less than a straight".into(),
        }
    }
}

/// A Jackpot Hold 'Em paytable.
pub type JhePaytable = crate::paytable::Paytable<JheWager, JheHand>;

/// The suit of the royal flush among these cards, if they hold one.
pub fn royal_suit(cards: CardSet) -> Option<Suit> {
    const ROYAL: u16 = 0b1_1111_0000_0000;
    Suit::ALL
        .into_iter()
        .find(|&s| cards.suit_mask(s) & ROYAL == ROYAL)
}

/// A hand's value and royal suit, as the paytables judge it.
pub fn judge(cards: CardSet) -> (HandValue, Option<Suit>) {
    (evaluate(cards), royal_suit(cards))
}

impl JhePaytable {
    /// The highest line this hand holds, if any (only that line is paid).
    pub fn winning_line(&self, cards: CardSet) -> Option<(usize, &PayLine<JheHand>)> {
        let (value, royal) = judge(cards);
        self.lines
            .iter()
            .enumerate()
            .find(|(_, line)| line.hand.is_held(value, royal))
    }

    /// The meters this Progressive table pays from, in [`MeterName`] order.
    pub fn meters(&self) -> Vec<MeterName> {
        let mut names: Vec<MeterName> = self
            .lines
            .iter()
            .filter_map(|l| match l.pay {
                Pay::MeterPercent { meter, .. } => Some(meter),
                _ => None,
            })
            .collect();
        names.sort();
        names.dedup();
        names
    }
}

fn line(hand: JheHand, pay: Pay) -> PayLine<JheHand> {
    PayLine { hand, pay }
}

fn category(c: Category) -> JheHand {
    JheHand::Category(c)
}

fn meter(name: MeterName) -> Pay {
    Pay::MeterPercent {
        meter: name,
        percent: 100,
    }
}

fn table(
    wager: JheWager,
    label: &str,
    lines: Vec<PayLine<JheHand>>,
    citation: &'static str,
) -> JhePaytable {
    JhePaytable {
        jurisdiction: Jurisdiction::Maryland,
        wager,
        label: label.into(),
        label_prefix: "",
        lines,
        origin: Origin::Document(Citation::new(citation)),
        warning: None,
    }
}

fn build() -> Vec<JhePaytable> {
    use Category::*;
    use MeterName::{Club, Diamond, Heart, Spade, Star};
    let mut all = vec![
        table(
            JheWager::XtraBonus,
            "A",
            vec![
                line(category(RoyalFlush), Pay::ToOne(500)),
                line(category(StraightFlush), Pay::ToOne(50)),
                line(category(FourOfAKind), Pay::ToOne(10)),
                line(category(FullHouse), Pay::ToOne(4)),
                line(category(Flush), Pay::ToOne(2)),
                line(category(Straight), Pay::ToOne(1)),
                line(JheHand::LessThanStraight, Pay::Push),
            ],
            "001 Ch.12 B(1)",
        ),
        table(
            JheWager::PlayerBonus,
            "A",
            vec![
                line(category(RoyalFlush), Pay::ToOne(100)),
                line(category(StraightFlush), Pay::ToOne(40)),
                line(category(FourOfAKind), Pay::ToOne(30)),
                line(category(FullHouse), Pay::ToOne(8)),
                line(category(Flush), Pay::ToOne(7)),
                line(category(Straight), Pay::ToOne(4)),
                line(category(ThreeOfAKind), Pay::ToOne(3)),
            ],
            "001 Ch.12 C(1)",
        ),
    ];
    // Progressive A–E (001 Ch.12 D(2)–(6); PAYTABLES.md §5.4): the royal flush of another suit,
    // straight flush, four of a kind and full house pay a meter or a fixed "for 1" amount.
    struct Prog {
        label: &'static str,
        citation: &'static str,
        other_royal: MeterName,
        straight_flush: MeterName,
        four: MeterName,
        full_house: Pay,
        flush: u32,
        straight: u32,
        three: u32,
        two_pair: Option<u32>,
    }
    let progs = [
        Prog {
            label: "A",
            citation: "001 Ch.12 D(2)",
            other_royal: Spade,
            straight_flush: Heart,
            four: Diamond,
            full_house: Pay::ForOne(50),
            flush: 30,
            straight: 20,
            three: 10,
            two_pair: Some(4),
        },
        Prog {
            label: "B",
            citation: "001 Ch.12 D(3)",
            other_royal: Star,
            straight_flush: Spade,
            four: Heart,
            full_house: meter(Diamond),
            flush: 30,
            straight: 20,
            three: 10,
            two_pair: Some(4),
        },
        Prog {
            label: "C",
            citation: "001 Ch.12 D(4)",
            other_royal: Spade,
            straight_flush: Heart,
            four: Diamond,
            full_house: Pay::ForOne(60),
            flush: 40,
            straight: 30,
            three: 15,
            two_pair: None,
        },
        Prog {
            label: "D",
            citation: "001 Ch.12 D(5)",
            other_royal: Star,
            straight_flush: Spade,
            four: Heart,
            full_house: meter(Diamond),
            flush: 50,
            straight: 30,
            three: 15,
            two_pair: None,
        },
        Prog {
            label: "E",
            citation: "001 Ch.12 D(6)",
            other_royal: Spade,
            straight_flush: Heart,
            four: Diamond,
            full_house: meter(Club),
            flush: 50,
            straight: 30,
            three: 10,
            two_pair: None,
        },
    ];
    for p in progs {
        let mut lines = vec![
            line(JheHand::RoyalFlushOfDiamonds, meter(Star)),
            line(JheHand::RoyalFlushOtherSuit, meter(p.other_royal)),
            line(category(StraightFlush), meter(p.straight_flush)),
            line(category(FourOfAKind), meter(p.four)),
            line(category(FullHouse), p.full_house),
            line(category(Flush), Pay::ForOne(p.flush)),
            line(category(Straight), Pay::ForOne(p.straight)),
            line(category(ThreeOfAKind), Pay::ForOne(p.three)),
        ];
        if let Some(n) = p.two_pair {
            lines.push(line(category(TwoPair), Pay::ForOne(n)));
        }
        all.push(table(JheWager::Progressive, p.label, lines, p.citation));
    }
    all
}

/// Every Jackpot Hold 'Em paytable.
pub fn all_paytables() -> &'static [JhePaytable] {
    static ALL: OnceLock<Vec<JhePaytable>> = OnceLock::new();
    ALL.get_or_init(build)
}

/// A paytable by wager and label (case-insensitive).
pub fn paytable(wager: JheWager, label: &str) -> Option<&'static JhePaytable> {
    all_paytables()
        .iter()
        .find(|p| p.wager == wager && p.label.eq_ignore_ascii_case(label.trim()))
}

/// Every meter a Progressive table pays from, at its statutory minimum, in dollars: the
/// meters a return is figured at (`ProgressiveValue::net_return`).
pub fn minimum_meters_in_dollars(table: &JhePaytable) -> Vec<(MeterName, f64)> {
    table
        .meters()
        .into_iter()
        .filter_map(|m| Some((m, meter_minimum(&table.label, m)?.0 .0 as f64 / 100.0)))
        .collect()
}

/// The minimum initial and reset amount of a Progressive table's meter (001 Ch.12 E(1)–(10);
/// PAYTABLES.md §5.5; AMB-73 for the Star meter). `None` for a meter the table does not use.
pub fn meter_minimum(label: &str, meter: MeterName) -> Option<(Cents, Citation)> {
    let column = ["A", "B", "C", "D", "E"]
        .iter()
        .position(|l| l.eq_ignore_ascii_case(label.trim()))?;
    let (row, citation): ([i64; 5], &str) = match meter {
        MeterName::Star => ([10_000; 5], "001 Ch.12 E(1)–(2) (AMB-73)"),
        MeterName::Spade => ([5_000, 1_000, 5_000, 1_000, 10_000], "001 Ch.12 E(3)–(4)"),
        MeterName::Heart => ([1_000, 500, 1_000, 500, 5_000], "001 Ch.12 E(5)–(6)"),
        MeterName::Diamond => ([500, 100, 500, 100, 1_000], "001 Ch.12 E(7)–(8)"),
        MeterName::Club if column == 4 => ([0, 0, 0, 0, 250], "001 Ch.12 E(9)–(10) (AMB-74)"),
        _ => return None,
    };
    Some((Cents::dollars(row[column]), Citation::new(citation)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn cards(text: &str) -> CardSet {
        parse_exact(text, text.split_whitespace().count())
            .unwrap()
            .into_iter()
            .collect()
    }

    #[test]
    fn a_diamond_royal_pays_the_star_meter_and_another_suit_per_table_d2_d6() {
        let a = paytable(JheWager::Progressive, "A").unwrap();
        let b = paytable(JheWager::Progressive, "b").unwrap();
        let diamonds = cards("Ad Kd Qd Jd Td");
        let spades = cards("As Ks Qs Js Ts");
        assert_eq!(
            a.winning_line(diamonds).unwrap().1.pay,
            meter(MeterName::Star)
        );
        assert_eq!(
            a.winning_line(spades).unwrap().1.pay,
            meter(MeterName::Spade)
        );
        assert_eq!(
            b.winning_line(spades).unwrap().1.pay,
            meter(MeterName::Star)
        );
        assert_eq!(
            a.winning_line(cards("9h 9d 4c 4s Kh")).unwrap().1.pay,
            Pay::ForOne(4)
        );
        assert!(paytable(JheWager::Progressive, "C")
            .unwrap()
            .winning_line(cards("9h 9d 4c 4s Kh"))
            .is_none());
        assert_eq!(
            a.meters(),
            vec![
                MeterName::Star,
                MeterName::Spade,
                MeterName::Heart,
                MeterName::Diamond
            ]
        );
        assert_eq!(
            paytable(JheWager::Progressive, "E")
                .unwrap()
                .meters()
                .last(),
            Some(&MeterName::Club)
        );
    }

    #[test]
    fn the_xtra_bonus_pushes_below_a_straight_and_the_player_bonus_starts_at_trips_b1_c1() {
        let xtra = paytable(JheWager::XtraBonus, "A").unwrap();
        let pb = paytable(JheWager::PlayerBonus, "A").unwrap();
        let straight = cards("9h Td Jc Qs Kh 2c 2d");
        let two_pair = cards("9h 9d Jc Js Kh 2c 3d");
        assert_eq!(xtra.winning_line(straight).unwrap().1.pay, Pay::ToOne(1));
        assert_eq!(
            xtra.winning_line(two_pair).unwrap().1.hand,
            JheHand::LessThanStraight
        );
        assert_eq!(pb.winning_line(straight).unwrap().1.pay, Pay::ToOne(4));
        assert!(pb.winning_line(two_pair).is_none());
        assert_eq!(
            xtra.winning_line(cards("Ah Kh Qh Jh Th 2c 2d"))
                .unwrap()
                .1
                .pay,
            Pay::ToOne(500)
        );
    }

    #[test]
    fn meter_minimums_follow_5_5_with_the_star_at_10000_everywhere_amb73() {
        for label in ["A", "B", "C", "D", "E"] {
            assert_eq!(
                meter_minimum(label, MeterName::Star).unwrap().0,
                Cents::dollars(10_000)
            );
        }
        assert_eq!(
            meter_minimum("B", MeterName::Diamond).unwrap().0,
            Cents::dollars(100)
        );
        assert_eq!(
            meter_minimum("E", MeterName::Club).unwrap().0,
            Cents::dollars(250)
        );
        assert!(meter_minimum("A", MeterName::Club).is_none());
        assert!(meter_minimum("F", MeterName::Star).is_none());
    }
}
