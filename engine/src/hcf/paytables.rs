//! Every High Card Flush side-wager paytable of PAYTABLES.md, as data.
//!
//! Paytables are addressed by jurisdiction + wager + label (AMB-34: letters are local to each
//! document, never aliased across jurisdictions). Lines are listed from the highest hand down,
//! and only the first (highest) line a hand satisfies is paid (AMB-10).

use super::straight_flush::StraightFlushes;
use crate::citation::Citation;
use crate::jurisdiction::Jurisdiction;
use crate::money::Cents;
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The optional High Card Flush wagers that pay from a paytable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SideWager {
    FlushBonus,
    StraightFlushBonus,
    Progressive,
}

impl SideWager {
    pub const ALL: [SideWager; 3] = [
        SideWager::FlushBonus,
        SideWager::StraightFlushBonus,
        SideWager::Progressive,
    ];

    pub fn name(self) -> &'static str {
        match self {
            SideWager::FlushBonus => "Flush Bonus",
            SideWager::StraightFlushBonus => "Straight Flush Bonus",
            SideWager::Progressive => "Progressive",
        }
    }

    /// Short identifier used in URLs, saved data and the CLI.
    pub fn code(self) -> &'static str {
        match self {
            SideWager::FlushBonus => "fb",
            SideWager::StraightFlushBonus => "sfb",
            SideWager::Progressive => "prog",
        }
    }

    pub fn from_code(code: &str) -> Option<SideWager> {
        SideWager::ALL
            .into_iter()
            .find(|w| w.code().eq_ignore_ascii_case(code))
    }
}

/// A hand a paytable line pays on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BonusHand {
    /// A flush of exactly this many cards as the longest (lines are checked highest first).
    Flush(u8),
    /// A straight flush of this many cards as the longest.
    StraightFlush(u8),
    /// A six-card straight flush 9-10-J-Q-K-A (MD Progressive D/E, SD 3/4; AMB-11).
    NineToAceStraightFlush,
    /// Four cards of one rank (MD SFB Paytable G; AMB-18).
    FourOfAKind,
}

impl BonusHand {
    /// Whether a hand with these facts holds this line's hand.
    pub fn is_held(self, flush_len: u8, sf: &StraightFlushes) -> bool {
        match self {
            BonusHand::Flush(n) => flush_len >= n,
            BonusHand::StraightFlush(n) => sf.longest >= n,
            BonusHand::NineToAceStraightFlush => sf.nine_to_ace_six,
            BonusHand::FourOfAKind => sf.four_of_a_kind,
        }
    }

    pub fn name(self) -> String {
        match self {
            BonusHand::Flush(n) => format!("{n}-card flush"),
            BonusHand::StraightFlush(n) => format!("{n}-card straight flush"),
            BonusHand::NineToAceStraightFlush => "Suited 9-10-J-Q-K-A".to_string(),
            BonusHand::FourOfAKind => "Four of a kind".to_string(),
        }
    }
}

pub use crate::paytable::{Origin, Pay};

/// A line of a High Card Flush paytable.
pub type PayLine = crate::paytable::PayLine<BonusHand>;
/// A High Card Flush side-wager paytable.
pub type Paytable = crate::paytable::Paytable<SideWager, BonusHand>;

impl crate::paytable::PaytableWager for SideWager {
    fn name(self) -> &'static str {
        SideWager::name(self)
    }
}

impl crate::paytable::PaytableHand for BonusHand {
    fn name(self) -> String {
        BonusHand::name(self)
    }
}

impl Paytable {
    /// The highest line this hand wins, if any (AMB-10: only that line is paid).
    pub fn winning_line(&self, flush_len: u8, sf: &StraightFlushes) -> Option<(usize, &PayLine)> {
        self.lines
            .iter()
            .enumerate()
            .find(|(_, line)| line.hand.is_held(flush_len, sf))
    }
}

/// Maryland's Envy Bonus schedule for a progressive paytable (000/002 Ch.12 E(5)).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EnvySchedule {
    pub progressive_label: &'static str,
    /// Qualifying hands held by another player and the bonus per $1 Progressive wager.
    pub lines: Vec<(BonusHand, Cents)>,
    pub citation: Citation,
}

struct Catalog {
    paytables: Vec<Paytable>,
    envy: Vec<EnvySchedule>,
}

fn to_one(hands: &[BonusHand], pays: &[u32]) -> Vec<PayLine> {
    hands
        .iter()
        .zip(pays)
        .map(|(&hand, &n)| PayLine {
            hand,
            pay: Pay::ToOne(n),
        })
        .collect()
}

const FLUSH_LINES: [BonusHand; 4] = [
    BonusHand::Flush(7),
    BonusHand::Flush(6),
    BonusHand::Flush(5),
    BonusHand::Flush(4),
];
const SF_LINES: [BonusHand; 5] = [
    BonusHand::StraightFlush(7),
    BonusHand::StraightFlush(6),
    BonusHand::StraightFlush(5),
    BonusHand::StraightFlush(4),
    BonusHand::StraightFlush(3),
];

/// Progressive line values: `None` where the table has no line (or N/A, or 0).
struct Prog {
    label: &'static str,
    citation: &'static str,
    nine_to_ace: bool,
    six_percent: u8,
    five: i64,
    four: i64,
    three: Option<i64>,
}

fn progressive_lines(p: &Prog) -> Vec<PayLine> {
    let mut lines = vec![PayLine {
        hand: BonusHand::StraightFlush(7),
        pay: Pay::of_meter(100),
    }];
    if p.nine_to_ace {
        lines.push(PayLine {
            hand: BonusHand::NineToAceStraightFlush,
            pay: Pay::of_meter(100),
        });
    }
    lines.push(PayLine {
        hand: BonusHand::StraightFlush(6),
        pay: Pay::of_meter(p.six_percent),
    });
    lines.push(PayLine {
        hand: BonusHand::StraightFlush(5),
        pay: Pay::Fixed(Cents::dollars(p.five)),
    });
    lines.push(PayLine {
        hand: BonusHand::StraightFlush(4),
        pay: Pay::Fixed(Cents::dollars(p.four)),
    });
    if let Some(three) = p.three {
        lines.push(PayLine {
            hand: BonusHand::StraightFlush(3),
            pay: Pay::Fixed(Cents::dollars(three)),
        });
    }
    lines
}

fn build_catalog() -> Catalog {
    use Jurisdiction::*;
    let mut paytables = Vec::new();
    let mut table = |jurisdiction, wager, label: &str, lines, citation, warning| {
        paytables.push(Paytable {
            jurisdiction,
            wager,
            label: label.to_string(),
            // South Dakota prints "HCF/FB 1" and "HCF/SFB 1" (AMB-51).
            label_prefix: match (jurisdiction, wager) {
                (SouthDakota, SideWager::FlushBonus) => "HCF/FB ",
                (SouthDakota, SideWager::StraightFlushBonus) => "HCF/SFB ",
                _ => "",
            },
            lines,
            origin: Origin::Document(Citation::new(citation)),
            warning,
        })
    };

    // Maryland Flush Bonus A–O (000/002 Ch.12 B; PAYTABLES.md §1.2).
    let md_fb: [(&str, &str, [u32; 4]); 15] = [
        ("A", "000/002 Ch.12 B(1)", [300, 100, 10, 1]),
        ("B", "000/002 Ch.12 B(2)", [100, 20, 10, 2]),
        ("C", "000/002 Ch.12 B(3)", [200, 20, 10, 2]),
        ("D", "000/002 Ch.12 B(4)", [300, 75, 5, 2]),
        ("E", "000/002 Ch.12 B(5)", [200, 60, 12, 1]),
        ("F", "000/002 Ch.12 B(6)", [500, 50, 12, 1]),
        ("G", "000/002 Ch.12 B(7)", [400, 60, 12, 1]),
        ("H", "000/002 Ch.12 B(8)", [1000, 50, 10, 1]),
        ("I", "000/002 Ch.12 B(9)", [150, 20, 10, 2]),
        ("J", "000/002 Ch.12 B(10)", [150, 25, 10, 2]),
        ("K", "000/002 Ch.12 B(11)", [400, 100, 10, 1]),
        ("L", "000/002 Ch.12 B(12)", [300, 80, 11, 1]),
        ("M", "000/002 Ch.12 B(13)", [500, 80, 11, 1]),
        ("N", "000/002 Ch.12 B(14)", [500, 100, 10, 1]),
        (
            "O",
            "000/002 Ch.12 B \"(8)\" [sic] (AMB-19)",
            [250, 100, 10, 1],
        ),
    ];
    for (label, citation, pays) in md_fb {
        let warning = (label == "O").then_some(
            "Printed as item \"(8)\" in both Maryland conversions; identified by its letter (AMB-19).",
        );
        table(
            Maryland,
            SideWager::FlushBonus,
            label,
            to_one(&FLUSH_LINES, &pays),
            citation,
            warning,
        );
    }

    // Massachusetts Flush Bonus A–N (003 §11(c); PAYTABLES.md §2.2), as printed (AMB-33).
    let ma_fb: [(&str, [u32; 4]); 14] = [
        ("A", [300, 100, 10, 1]),
        ("B", [100, 20, 10, 1]),
        ("C", [200, 20, 10, 2]),
        ("D", [300, 75, 5, 2]),
        ("E", [200, 60, 12, 2]),
        ("F", [500, 50, 12, 1]),
        ("G", [400, 60, 12, 1]),
        ("H", [1000, 50, 10, 1]),
        ("I", [150, 20, 10, 1]),
        ("J", [150, 25, 10, 2]),
        ("K", [400, 100, 10, 2]),
        ("L", [300, 80, 11, 1]),
        ("M", [500, 80, 11, 1]),
        ("N", [500, 100, 10, 1]),
    ];
    for (label, pays) in ma_fb {
        let warning = matches!(label, "B" | "E" | "I" | "K").then_some(
            "The four-card line differs from Maryland's and South Dakota's table of the same \
             pattern: Massachusetts' four-card row looks shifted one column (AMB-33). \
             Implemented as printed.",
        );
        table(
            Massachusetts,
            SideWager::FlushBonus,
            label,
            to_one(&FLUSH_LINES, &pays),
            "003 §11(c)",
            warning,
        );
    }

    // South Dakota Flush 1–7 (004 (10)).
    let sd_fb: [(&str, [u32; 4]); 7] = [
        ("1", [300, 100, 10, 1]),
        ("2", [100, 20, 10, 2]),
        ("3", [200, 20, 10, 2]),
        ("4", [300, 75, 5, 2]),
        ("5", [200, 60, 12, 1]),
        ("6", [500, 50, 12, 1]),
        ("7", [400, 60, 12, 1]),
    ];
    for (label, pays) in sd_fb {
        table(
            SouthDakota,
            SideWager::FlushBonus,
            label,
            to_one(&FLUSH_LINES, &pays),
            "004 (10)",
            None,
        );
    }

    // Straight Flush Bonus, 7/6/5/4/3-card (MD 000/002 Ch.12 C; MA 003 §11(d); SD 004 (11)).
    let sfb: [(&str, [u32; 5]); 6] = [
        ("A", [8000, 1000, 100, 60, 7]),
        ("B", [500, 200, 100, 50, 9]),
        ("C", [500, 200, 100, 75, 7]),
        ("D", [1000, 500, 100, 75, 7]),
        ("E", [500, 200, 100, 60, 8]),
        ("F", [1000, 500, 100, 60, 8]),
    ];
    const MD_SFB_ITEMS: [&str; 6] = [
        "000/002 Ch.12 C(1)",
        "000/002 Ch.12 C(2)",
        "000/002 Ch.12 C(3)",
        "000/002 Ch.12 C(4)",
        "000/002 Ch.12 C(5)",
        "000/002 Ch.12 C(6)",
    ];
    for ((label, pays), citation) in sfb.iter().zip(MD_SFB_ITEMS) {
        table(
            Maryland,
            SideWager::StraightFlushBonus,
            label,
            to_one(&SF_LINES, pays),
            citation,
            None,
        );
    }
    // MD G: four of a kind ranks between the four- and three-card straight flush (AMB-18).
    table(
        Maryland,
        SideWager::StraightFlushBonus,
        "G",
        to_one(
            &[
                BonusHand::StraightFlush(7),
                BonusHand::StraightFlush(6),
                BonusHand::StraightFlush(5),
                BonusHand::StraightFlush(4),
                BonusHand::FourOfAKind,
                BonusHand::StraightFlush(3),
            ],
            &[500, 200, 100, 50, 25, 8],
        ),
        "000/002 Ch.12 C(7)",
        Some("Includes a four-of-a-kind line, which is not a straight flush; honoured as printed (AMB-18)."),
    );
    for (label, pays) in sfb {
        table(
            Massachusetts,
            SideWager::StraightFlushBonus,
            label,
            to_one(&SF_LINES, &pays),
            "003 §11(d)",
            None,
        );
    }
    table(
        Massachusetts,
        SideWager::StraightFlushBonus,
        "G",
        SF_LINES
            .iter()
            .map(|&hand| PayLine {
                hand,
                pay: Pay::OperatorSet,
            })
            .collect(),
        "003 §11(d), (g) (AMB-35)",
        Some("Every line reads \"Bonus\": amounts are set by the licensee (003 §11(g), AMB-35)."),
    );
    // SD labels 1, 2, 3, 4, 6 equal MD A–E; there is no column 5 (AMB-50).
    for (label, (_, pays)) in ["1", "2", "3", "4", "6"].iter().zip(sfb.iter()) {
        table(
            SouthDakota,
            SideWager::StraightFlushBonus,
            label,
            to_one(&SF_LINES, pays),
            "004 (11)",
            None,
        );
    }

    // Progressive (MD 000/002 Ch.12 E(1); MA 003 §11(e); SD 004 (12)).
    let progressive = [
        (
            Maryland,
            Prog {
                label: "A",
                citation: "000/002 Ch.12 E(1)(a)",
                nine_to_ace: false,
                six_percent: 10,
                five: 250,
                four: 40,
                three: Some(3),
            },
        ),
        (
            Maryland,
            Prog {
                label: "B",
                citation: "000/002 Ch.12 E(1)(b)",
                nine_to_ace: false,
                six_percent: 10,
                five: 900,
                four: 50,
                three: None,
            },
        ),
        (
            Maryland,
            Prog {
                label: "C",
                citation: "000/002 Ch.12 E(1)(c)",
                nine_to_ace: false,
                six_percent: 100,
                five: 200,
                four: 40,
                three: Some(3),
            },
        ),
        (
            Maryland,
            Prog {
                label: "D",
                citation: "000/002 Ch.12 E(1)(d) (AMB-11)",
                nine_to_ace: true,
                six_percent: 10,
                five: 250,
                four: 40,
                three: Some(3),
            },
        ),
        (
            Maryland,
            Prog {
                label: "E",
                citation: "000/002 Ch.12 E(1)(e) (AMB-11)",
                nine_to_ace: true,
                six_percent: 10,
                five: 800,
                four: 50,
                three: None,
            },
        ),
        (
            Massachusetts,
            Prog {
                label: "A",
                citation: "003 §11(e)",
                nine_to_ace: false,
                six_percent: 10,
                five: 250,
                four: 50,
                three: Some(3),
            },
        ),
        (
            Massachusetts,
            Prog {
                label: "B",
                citation: "003 §11(e) (AMB-37)",
                nine_to_ace: false,
                six_percent: 10,
                five: 750,
                four: 60,
                three: None,
            },
        ),
        (
            Massachusetts,
            Prog {
                label: "C",
                citation: "003 §11(e)",
                nine_to_ace: false,
                six_percent: 10,
                five: 300,
                four: 50,
                three: Some(3),
            },
        ),
        (
            Massachusetts,
            Prog {
                label: "D",
                citation: "003 §11(e) (AMB-37)",
                nine_to_ace: false,
                six_percent: 10,
                five: 800,
                four: 50,
                three: None,
            },
        ),
        (
            SouthDakota,
            Prog {
                label: "1",
                citation: "004 (12)",
                nine_to_ace: false,
                six_percent: 10,
                five: 250,
                four: 40,
                three: Some(3),
            },
        ),
        (
            SouthDakota,
            Prog {
                label: "2",
                citation: "004 (12) (AMB-61)",
                nine_to_ace: false,
                six_percent: 10,
                five: 900,
                four: 50,
                three: None,
            },
        ),
        (
            SouthDakota,
            Prog {
                label: "3",
                citation: "004 (12) (AMB-11)",
                nine_to_ace: true,
                six_percent: 10,
                five: 250,
                four: 40,
                three: Some(3),
            },
        ),
        (
            SouthDakota,
            Prog {
                label: "4",
                citation: "004 (12) (AMB-11, AMB-61)",
                nine_to_ace: true,
                six_percent: 10,
                five: 800,
                four: 50,
                three: None,
            },
        ),
    ];
    for (jurisdiction, p) in &progressive {
        table(
            *jurisdiction,
            SideWager::Progressive,
            p.label,
            progressive_lines(p),
            p.citation,
            None,
        );
    }

    let envy = vec![
        EnvySchedule {
            progressive_label: "C",
            lines: vec![
                (BonusHand::StraightFlush(7), Cents::dollars(200)),
                (BonusHand::StraightFlush(6), Cents::dollars(200)),
            ],
            citation: Citation::new("000/002 Ch.12 E(5)(a)"),
        },
        EnvySchedule {
            progressive_label: "D",
            lines: vec![(BonusHand::StraightFlush(7), Cents::dollars(250))],
            citation: Citation::new("000/002 Ch.12 E(5)(b) (AMB-22)"),
        },
        EnvySchedule {
            progressive_label: "E",
            lines: vec![(BonusHand::StraightFlush(7), Cents::dollars(250))],
            citation: Citation::new("000/002 Ch.12 E(5)(c) (AMB-22)"),
        },
    ];
    Catalog { paytables, envy }
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(build_catalog)
}

/// Every published HCF paytable, loaded once.
pub fn all_paytables() -> &'static [Paytable] {
    &catalog().paytables
}

/// The paytables one jurisdiction publishes for one wager, in document order.
pub fn paytables(
    jurisdiction: Jurisdiction,
    wager: SideWager,
) -> impl Iterator<Item = &'static Paytable> {
    all_paytables()
        .iter()
        .filter(move |p| p.jurisdiction == jurisdiction && p.wager == wager)
}

/// One paytable by jurisdiction, wager and label (labels compared case-insensitively; South
/// Dakota's "HCF/FB 3" may be given as "3").
pub fn paytable(
    jurisdiction: Jurisdiction,
    wager: SideWager,
    label: &str,
) -> Option<&'static Paytable> {
    let label = label.trim();
    let short = label
        .strip_prefix("HCF/SFB")
        .or_else(|| label.strip_prefix("HCF/FB"))
        .unwrap_or(label)
        .trim();
    paytables(jurisdiction, wager).find(|p| p.label.eq_ignore_ascii_case(short))
}

/// Maryland's Envy Bonus schedule for a progressive paytable; A and B have none (E5).
pub fn envy_schedule(
    jurisdiction: Jurisdiction,
    progressive_label: &str,
) -> Option<&'static EnvySchedule> {
    if jurisdiction != Jurisdiction::Maryland {
        return None;
    }
    catalog()
        .envy
        .iter()
        .find(|e| e.progressive_label.eq_ignore_ascii_case(progressive_label))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_exact, CardSet};
    use crate::hcf::flush::flush_value;
    use crate::hcf::straight_flush::{straight_flushes, AceRule};

    #[test]
    fn inventory_matches_paytables_md() {
        // PAYTABLES.md §0.1: MD 15/7/5, MA 14/7/4, SD 7/5/4 and three Envy schedules.
        let count = |j, w| paytables(j, w).count();
        use Jurisdiction::*;
        use SideWager::*;
        assert_eq!(
            [
                count(Maryland, FlushBonus),
                count(Maryland, StraightFlushBonus),
                count(Maryland, Progressive)
            ],
            [15, 7, 5]
        );
        assert_eq!(
            [
                count(Massachusetts, FlushBonus),
                count(Massachusetts, StraightFlushBonus),
                count(Massachusetts, Progressive)
            ],
            [14, 7, 4]
        );
        assert_eq!(
            [
                count(SouthDakota, FlushBonus),
                count(SouthDakota, StraightFlushBonus),
                count(SouthDakota, Progressive)
            ],
            [7, 5, 4]
        );
        assert_eq!(all_paytables().len(), 68);
        assert!(envy_schedule(Maryland, "A").is_none());
        assert!(envy_schedule(Maryland, "C").is_some());
        assert!(envy_schedule(Massachusetts, "C").is_none());
    }

    #[test]
    fn spot_values_from_paytables_md() {
        use Jurisdiction::*;
        let pays = |j, w, l: &str| -> Vec<String> {
            paytable(j, w, l)
                .unwrap()
                .lines
                .iter()
                .map(|x| x.pay.to_string())
                .collect()
        };
        assert_eq!(
            pays(Maryland, SideWager::FlushBonus, "H"),
            ["1000 to 1", "50 to 1", "10 to 1", "1 to 1"]
        );
        // AMB-33: MA B four-card pays 1, MD B pays 2.
        assert_eq!(pays(Massachusetts, SideWager::FlushBonus, "B")[3], "1 to 1");
        assert_eq!(pays(Maryland, SideWager::FlushBonus, "B")[3], "2 to 1");
        assert_eq!(
            pays(SouthDakota, SideWager::StraightFlushBonus, "HCF/SFB 6"),
            pays(Maryland, SideWager::StraightFlushBonus, "E")
        );
        assert!(
            paytable(SouthDakota, SideWager::StraightFlushBonus, "5").is_none(),
            "AMB-50: no SD SFB 5"
        );
        assert_eq!(
            pays(Maryland, SideWager::Progressive, "D"),
            [
                "100% of the meter",
                "100% of the meter",
                "10% of the meter",
                "$250",
                "$40",
                "$3"
            ]
        );
        assert_eq!(
            pays(Massachusetts, SideWager::Progressive, "B"),
            ["100% of the meter", "10% of the meter", "$750", "$60"]
        );
        assert!(paytable(Massachusetts, SideWager::StraightFlushBonus, "G")
            .unwrap()
            .needs_operator_amounts());
    }

    #[test]
    fn only_the_highest_line_pays() {
        // A 6-card flush also holds a 4-card flush; only the 6-card line is paid (AMB-10).
        let cards: CardSet = parse_exact("2h 5h 7h 9h Jh Kh As", 7)
            .unwrap()
            .into_iter()
            .collect();
        let sf = straight_flushes(cards, AceRule::HighOnly);
        let table = paytable(Jurisdiction::Maryland, SideWager::FlushBonus, "A").unwrap();
        let (index, line) = table.winning_line(flush_value(cards).len(), &sf).unwrap();
        assert_eq!((index, line.pay), (1, Pay::ToOne(100)));
        // MD SFB G: four of a kind with a three-card straight flush pays the 4-of-a-kind line.
        let cards: CardSet = parse_exact("7c 7d 7h 7s 8s 9s Kd", 7)
            .unwrap()
            .into_iter()
            .collect();
        let sf = straight_flushes(cards, AceRule::HighOnly);
        assert_eq!(sf.longest, 3);
        let g = paytable(Jurisdiction::Maryland, SideWager::StraightFlushBonus, "G").unwrap();
        assert_eq!(g.winning_line(2, &sf).unwrap().1.pay, Pay::ToOne(25));
    }
}
