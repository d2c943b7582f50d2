//! High Card Flush's classes for the par sheet's hold band ([`super::joint`]): the strategy
//! card's main game by the longest flush, the straight-flush holding and whether the card folds
//! (`hcf::card_classes::walk_card_classes`, about a second natively; pinned here, and walked
//! again by `tests::the_pinned_joint_classes_are_the_walks`), each side wager's line read from
//! the class.

use super::joint::{Joint, JointClass};
use super::seats::SeatPairs;
use crate::hcf::card_classes::CardClass;
use crate::hcf::paytables::Paytable;
use crate::hcf::straight_flush::{AceRule, StraightFlushes};

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

/// Two seats of a round under `ace`'s rule sets, in [`hcf_classes`]' order (`hcf_seats.rs`).
pub fn hcf_seats(ace: AceRule) -> &'static SeatPairs<'static> {
    match ace {
        AceRule::HighOnly => &super::hcf_seats::HCF_HIGH_ONLY,
        AceRule::LowOrHigh => &super::hcf_seats::HCF_LOW_OR_HIGH,
    }
}
