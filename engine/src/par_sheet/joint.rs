//! One hand's wagers together: the classes of hands the side wagers read, each with its
//! probability and the main game's result over it (the strategy card's), so that the hold band
//! takes the covariance of the main game with each side wager, and of the side wagers with
//! each other, exactly (`hold::hold_band`). A side wager's pay is a function of the class; the
//! main game's result is summed over the class's deals by a walk of every deal, pinned here:
//! High Card Flush's by the player's seven cards (`hcf::card_classes`, about a second), Jackpot
//! Hold 'Em's by the final seven cards and the hole cards with the flop
//! (`holdem_solver::forward`, with X-tra Bonus Paytable A; half a minute on two cores).
//! `tests::the_pinned_joint_classes_are_the_walks` walks High Card Flush's again, and
//! `holdem_solver::forward`'s test Jackpot Hold 'Em's.

use crate::hcf::card_classes::CardClass;
use crate::hcf::paytables::Paytable;
use crate::hcf::straight_flush::{AceRule, StraightFlushes};
use crate::holdem_solver::forward::{ForwardSums, CATEGORIES};
use crate::jhe::analysis::winning_line;
use crate::jhe::paytables::JhePaytable;
use crate::poker::Category;

/// A class of hands: its probability, the main game's result over it (E[X · 1 of the class],
/// per Ante), and the line of each side wager's paytable it wins (`None`: the wager loses).
#[derive(Clone, Debug, PartialEq)]
pub struct JointClass {
    pub probability: f64,
    pub main: f64,
    pub lines: Vec<(&'static str, Option<usize>)>,
}

/// Every class of one hand (their probabilities add up to 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Joint {
    pub classes: Vec<JointClass>,
}

impl Joint {
    /// A wager's net per unit in each class, from its lines' nets (`None` when the joint does
    /// not read that wager).
    pub fn values(&self, code: &str, line_nets: &[f64]) -> Option<Vec<f64>> {
        self.classes
            .iter()
            .map(|class| {
                let (_, line) = class.lines.iter().find(|(c, _)| *c == code)?;
                Some(match line {
                    Some(i) => *line_nets.get(*i)?,
                    None => -1.0,
                })
            })
            .collect()
    }
}

/// High Card Flush's side wagers on the table (a Progressive lost by a folded hand where the
/// rules say so).
pub struct HcfSides<'a> {
    pub flush: Option<&'a Paytable>,
    pub straight_flush: Option<&'a Paytable>,
    pub progressive: Option<(&'a Paytable, bool)>,
}

/// High Card Flush's classes under an ace rule, the strategy card playing the main game.
pub fn hcf_joint(ace: AceRule, sides: &HcfSides) -> Joint {
    let hands = crate::combinatorics::SEVEN_CARD_HANDS as f64;
    let pairs = hands * crate::hcf::main_game::DEALER_HANDS as f64;
    let classes = hcf_classes(ace)
        .iter()
        .map(|c| {
            let sf = c.straight_flushes();
            let mut lines = Vec::new();
            if let Some(table) = sides.flush {
                let line = table.winning_line(c.flush_len, &StraightFlushes::default());
                lines.push(("fb", line.map(|(i, _)| i)));
            }
            if let Some(table) = sides.straight_flush {
                lines.push(("sfb", table.winning_line(0, &sf).map(|(i, _)| i)));
            }
            if let Some((table, live_on_fold)) = sides.progressive {
                let line = table.winning_line(0, &sf).map(|(i, _)| i);
                lines.push(("prog", line.filter(|_| live_on_fold || !c.folded)));
            }
            JointClass {
                probability: c.hands as f64 / hands,
                main: c.net as f64 / pairs,
                lines,
            }
        })
        .collect();
    Joint { classes }
}

/// Jackpot Hold 'Em's classes from a forward walk's sums (`card`), with the Player Bonus and
/// the Progressive on the table. A royal flush in the hole cards and flop is in diamonds in a
/// quarter of its deals, with a quarter of its result (the suits are alike to every decision).
pub fn jhe_joint(
    card: &ForwardSums,
    player_bonus: Option<&JhePaytable>,
    progressive: Option<&JhePaytable>,
) -> Joint {
    let deals = card.deals as f64;
    let mut classes = Vec::new();
    for (seven, row) in card.by_class.iter().enumerate() {
        for (five, &(n, net)) in row.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let (seven, five) = (category(seven), category(five));
            let ways: &[(bool, f64)] = if five == Category::RoyalFlush {
                &[(true, 0.25), (false, 0.75)]
            } else {
                &[(false, 1.0)]
            };
            for &(diamonds, share) in ways {
                let mut lines = Vec::new();
                if let Some(table) = player_bonus {
                    lines.push(("pb", winning_line(table, seven, false)));
                }
                if let Some(table) = progressive {
                    lines.push(("prog", winning_line(table, five, diamonds)));
                }
                classes.push(JointClass {
                    probability: share * n as f64 / deals,
                    main: share * net as f64 / 2.0 / deals,
                    lines,
                });
            }
        }
    }
    Joint { classes }
}

/// The category whose `Category as usize` is `index`.
fn category(index: usize) -> Category {
    Category::ALL_HIGH_FIRST[CATEGORIES - 1 - index]
}

/// The pinned High Card Flush classes of an ace rule.
pub fn hcf_classes(ace: AceRule) -> &'static [CardClass] {
    match ace {
        AceRule::HighOnly => &HCF_HIGH_ONLY,
        AceRule::LowOrHigh => &HCF_LOW_OR_HIGH,
    }
}

const fn c(
    flush_len: u8,
    longest: u8,
    nine_to_ace_six: bool,
    four_of_a_kind: bool,
    folded: bool,
    hands: u64,
    net: i64,
) -> CardClass {
    CardClass {
        flush_len,
        longest,
        nine_to_ace_six,
        four_of_a_kind,
        folded,
        hands,
        net,
    }
}

/// `hcf::card_classes::walk_card_classes(AceRule::HighOnly)`: (longest flush, longest straight
/// flush, 9-to-ace six, four of a kind, folded by the card, hands, Σ net in Antes).
const HCF_HIGH_ONLY: [CardClass; 33] = [
    c(2, 0, false, false, true, 24_586_848, -1_115_741_819_237_760),
    c(2, 0, false, true, true, 89_856, -4_077_631_134_720),
    c(3, 0, false, false, false, 58_743_432, -125_644_956_276_264),
    c(3, 0, false, false, true, 16_513_068, -749_356_750_874_160),
    c(3, 0, false, true, false, 86_400, -94_954_569_600),
    c(3, 0, false, true, true, 32_400, -1_470_299_688_000),
    c(3, 3, false, false, false, 1_901_880, -6_902_942_743_056),
    c(3, 3, false, false, true, 1_599_156, -72_569_091_600_720),
    c(3, 3, false, true, false, 1_872, -9_691_041_888),
    c(3, 3, false, true, true, 2_880, -130_693_305_600),
    c(4, 0, false, false, false, 22_390_920, 1_260_553_105_531_980),
    c(4, 0, false, true, false, 9_840, 558_190_183_572),
    c(4, 3, false, false, false, 3_369_780, 175_118_528_647_740),
    c(4, 3, false, true, false, 1_440, 74_884_137_444),
    c(4, 4, false, false, false, 365_400, 17_211_672_155_160),
    c(4, 4, false, true, false, 160, 7_515_762_984),
    c(5, 0, false, false, false, 2_614_248, 287_986_892_835_888),
    c(5, 3, false, false, false, 960_336, 104_995_706_731_632),
    c(5, 4, false, false, false, 213_408, 23_134_607_710_848),
    c(5, 5, false, false, false, 26_676, 2_857_762_870_848),
    c(6, 0, false, false, false, 122_304, 18_526_723_924_032),
    c(6, 3, false, false, false, 100_464, 15_203_101_652_784),
    c(6, 4, false, false, false, 34_944, 5_280_461_835_840),
    c(6, 5, false, false, false, 8_736, 1_316_970_163_872),
    c(6, 6, false, false, false, 1_092, 164_703_671_028),
    c(6, 6, true, false, false, 156, 22_916_866_284),
    c(7, 0, false, false, false, 1_572, 242_780_648_832),
    c(7, 3, false, false, false, 2_940, 453_875_015_808),
    c(7, 4, false, false, false, 1_568, 241_943_697_024),
    c(7, 5, false, false, false, 588, 90_629_459_904),
    c(7, 6, false, false, false, 144, 22_221_908_256),
    c(7, 6, true, false, false, 24, 3_628_148_832),
    c(7, 7, false, false, false, 28, 4_308_243_072),
];

/// The same with an ace low or high.
const HCF_LOW_OR_HIGH: [CardClass; 33] = [
    c(2, 0, false, false, true, 24_586_848, -1_115_741_819_237_760),
    c(2, 0, false, true, true, 89_856, -4_077_631_134_720),
    c(3, 0, false, false, false, 58_427_028, -131_036_912_498_304),
    c(3, 0, false, false, true, 16_513_068, -749_356_750_874_160),
    c(3, 0, false, true, false, 85_968, -104_997_476_640),
    c(3, 0, false, true, true, 32_400, -1_470_299_688_000),
    c(3, 3, false, false, false, 2_218_284, -1_510_986_521_016),
    c(3, 3, false, false, true, 1_599_156, -72_569_091_600_720),
    c(3, 3, false, true, false, 2_304, 351_865_152),
    c(3, 3, false, true, true, 2_880, -130_693_305_600),
    c(4, 0, false, false, false, 22_055_976, 1_238_384_370_967_476),
    c(4, 0, false, true, false, 9_696, 548_365_830_012),
    c(4, 3, false, false, false, 3_668_184, 194_947_823_356_776),
    c(4, 3, false, true, false, 1_568, 83_645_202_024),
    c(4, 4, false, false, false, 401_940, 19_551_112_010_628),
    c(4, 4, false, true, false, 176, 8_579_051_964),
    c(5, 0, false, false, false, 2_510_508, 276_336_399_154_992),
    c(5, 3, false, false, false, 1_040_364, 113_989_067_957_232),
    c(5, 4, false, false, false, 234_156, 25_461_102_222_528),
    c(5, 5, false, false, false, 29_640, 3_188_400_814_464),
    c(6, 0, false, false, false, 111_228, 16_845_621_371_340),
    c(6, 3, false, false, false, 107_172, 16_220_603_463_828),
    c(6, 4, false, false, false, 38_220, 5_778_014_038_524),
    c(6, 5, false, false, false, 9_672, 1_459_292_794_920),
    c(6, 6, false, false, false, 1_248, 188_429_578_944),
    c(6, 6, true, false, false, 156, 22_916_866_284),
    c(7, 0, false, false, false, 1_272, 196_430_486_976),
    c(7, 3, false, false, false, 3_020, 466_219_281_024),
    c(7, 4, false, false, false, 1_704, 262_954_644_000),
    c(7, 5, false, false, false, 648, 99_909_554_016),
    c(7, 6, false, false, false, 164, 25_317_633_888),
    c(7, 6, true, false, false, 24, 3_628_148_832),
    c(7, 7, false, false, false, 32, 4_927_372_992),
];

/// `holdem_solver::forward::forward` of the strategy card (`JheStrategy::Simple`) with X-tra
/// Bonus Paytable A: every deal, and by [final seven cards' category][hole cards and flop's
/// category] (high card first) the deals and Σ the main game's result in half-Antes. Its whole
/// sums are `jhe_main::CARD_SUMS`.
pub const JHE_CARD_FORWARD: ForwardSums = ForwardSums {
    deals: 83_441_430_072_000,
    net_halves: -4_051_512_759_504,
    square_quarters: 6_844_535_602_109_376,
    play_antes: 138_542_142_966_480,
    by_class: [
        // Seven cards: high card.
        [
            (14_528_754_702_000, -61_521_924_336_912),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: a pair.
        [
            (19_153_702_260_000, -42_918_586_525_656),
            (17_412_456_600_000, -19_562_362_512_480),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: two pair.
        [
            (3_440_728_368_000, 1_645_150_448_400),
            (12_923_227_944_000, 22_240_070_816_160),
            (3_241_055_268_000, 9_112_760_414_976),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: three of a kind.
        [
            (575_730_342_000, 108_310_713_768),
            (2_302_921_368_000, 7_348_615_371_288),
            (0, 0),
            (1_151_460_684_000, 5_732_046_696_432),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: a straight.
        [
            (2_645_444_934_000, 12_709_908_846_888),
            (863_877_960_000, 4_396_024_535_088),
            (20_207_880_000, 67_386_874_704),
            (9_016_920_000, 33_989_644_008),
            (315_930_780_000, 2_096_979_969_720),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: a flush.
        [
            (1_461_591_054_000, 10_372_090_770_648),
            (836_192_808_000, 6_300_854_295_600),
            (40_961_052_000, 298_621_848_072),
            (13_653_684_000, 93_417_723_504),
            (10_232_244_000, 79_129_526_856),
            (161_884_720_800, 1_535_628_846_816),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: a full house.
        [
            (0, 0),
            (880_678_656_000, 9_816_360_218_784),
            (656_839_497_600, 8_732_144_984_328),
            (513_729_216_000, 7_143_168_884_712),
            (0, 0),
            (0, 0),
            (114_977_491_200, 1_725_824_074_464),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: four of a kind.
        [
            (0, 0),
            (32_617_728_000, 693_186_235_368),
            (7_338_988_800, 145_706_821_536),
            (75_020_774_400, 1_917_411_803_328),
            (0, 0),
            (0, 0),
            (5_226_249_600, 131_554_336_320),
            (20_033_956_800, 559_629_173_664),
            (0, 0),
            (0, 0),
        ],
        // Seven cards: a straight flush.
        [
            (11_647_864_800, 1_152_785_329_320),
            (6_992_568_000, 696_301_423_056),
            (288_684_000, 27_687_255_936),
            (96_228_000, 9_228_783_648),
            (1_198_573_200, 124_838_540_904),
            (1_864_922_400, 195_384_938_328),
            (0, 0),
            (0, 0),
            (1_150_221_600, 122_407_996_680),
            (0, 0),
        ],
        // Seven cards: a royal flush.
        [
            (1_358_953_200, 1_295_590_441_104),
            (798_336_000, 756_923_930_928),
            (32_076_000, 29_098_681_920),
            (10_692_000, 9_699_592_320),
            (116_542_800, 115_619_058_720),
            (246_272_400, 244_797_197_112),
            (0, 0),
            (0, 0),
            (5_583_600, 5_615_028_216),
            (128_422_800, 129_408_541_920),
        ],
    ],
};

const _: () = assert!(CATEGORIES == 10);
