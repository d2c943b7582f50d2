//! Jackpot Hold 'Em's main game (Ante, X-tra Bonus and Play together) on the par sheet: the
//! solver's sums over every deal, pinned for X-tra Bonus Paytable A (a walk takes 15–30 s
//! natively, far longer in a phone's wasm), and solved afresh for an operator's own X-tra
//! Bonus table, whose payouts change the optimal decisions.

use super::joint::{Joint, JointClass};
use super::seats::SeatPairs;
use super::{Exact, MainGameSheet, WagerSheet};
use crate::holdem_solver::forward::{forward, ForwardSums, CATEGORIES};
use crate::holdem_solver::tally::{showdown_tally, ShowdownTally, LOSSES, TIES};
use crate::holdem_solver::{evaluate_policies, Game, Optimal, Policy, Solution};
use crate::jhe::analysis::winning_line;
use crate::jhe::decision::xtra_odds_of;
use crate::jhe::exact::solver_game;
use crate::jhe::paytables::JhePaytable;
use crate::jhe::rules::JheRules;
use crate::jhe::rules::JheWager;
use crate::jhe::strategy::JheStrategy;
use crate::paytable::{LineOdds, Pay};
use crate::poker::Category;

/// What the par sheet needs of one strategy's walk over every deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MainGameSums {
    /// Σ the player's result, in half-Antes.
    pub net_halves: i128,
    /// Σ the result squared, in quarter-Antes squared.
    pub square_quarters: i128,
    /// Σ the Play wagered, in Antes.
    pub play_antes: u128,
    pub deals: u128,
}

/// The optimal player's sums with X-tra Bonus Paytable A (`odds main-game --game jhe`);
/// `tests::the_pinned_jhe_sums_are_the_walks` (ignored: a full walk) walks them again, and the
/// house edge they give is the pinned `jhe::strategy::OPTIMAL_HOUSE_EDGE`.
pub const OPTIMAL_SUMS: MainGameSums = MainGameSums {
    net_halves: -3_975_063_733_152,
    square_quarters: 6_846_779_423_388_480,
    play_antes: 138_572_244_890_640,
    deals: 83_441_430_072_000,
};

/// The strategy card's (`JheStrategy::Simple`) sums with X-tra Bonus Paytable A.
pub const CARD_SUMS: MainGameSums = MainGameSums {
    net_halves: -4_051_512_759_504,
    square_quarters: 6_844_535_602_109_376,
    play_antes: 138_542_142_966_480,
    deals: 83_441_430_072_000,
};

/// The optimal player's X-tra Bonus outcomes with Paytable A (`holdem_solver::tally`), pinned:
/// `tests::the_pinned_jhe_sums_are_the_walks` walks them again, and
/// `tests::the_pinned_xtra_counts_recount_the_pinned_main_game_sums` recounts the pinned value
/// sums from them.
pub const OPTIMAL_XTRA: ShowdownTally = ShowdownTally {
    deals: 83_441_430_072_000,
    // Per decision that made the Play (3×, 2×, 1×): wins by category (high card to royal
    // flush), ties, losses, wins and losses against a qualifying dealer.
    by_decision: [
        [
            866_482_466_256,
            6_553_113_951_456,
            6_169_343_624_136,
            1_700_829_898_632,
            798_308_819_856,
            849_319_394_952,
            1_198_403_714_376,
            96_554_154_360,
            7_205_382_144,
            1_952_335_440,
            727_140_145_608,
            9_665_726_459_664,
            13_281_734_469_192,
            9_529_766_146_200,
        ],
        [
            61_310_116_572,
            3_243_846_907_332,
            3_682_238_232_888,
            877_579_057_068,
            554_533_481_472,
            539_116_497_792,
            535_943_583_480,
            27_493_563_492,
            7_877_005_236,
            437_409_720,
            489_150_998_040,
            4_698_111_295_308,
            6_707_330_827_068,
            4_665_080_847_468,
        ],
        [
            667_269_780_396,
            4_570_184_245_704,
            2_716_528_170_192,
            329_324_883_504,
            1_757_709_980_832,
            757_259_965_896,
            149_967_716_064,
            3_169_503_240,
            6_944_726_940,
            178_710_840,
            1_455_430_837_164,
            10_819_859_032_428,
            7_585_494_724_932,
            10_599_909_658_200,
        ],
    ],
};

impl MainGameSums {
    /// The whole-game sums of a forward walk (`holdem_solver::forward`).
    pub fn of_forward(card: &ForwardSums) -> MainGameSums {
        MainGameSums {
            net_halves: card.net_halves,
            square_quarters: card.square_quarters,
            play_antes: card.play_antes,
            deals: card.deals,
        }
    }

    /// The sums of a solver's walk.
    pub fn of(game: &Game, solution: &Solution) -> MainGameSums {
        MainGameSums {
            net_halves: solution.total_halves,
            square_quarters: solution.square_quarters,
            play_antes: solution
                .plays
                .iter()
                .zip(game.multiples)
                .map(|(&n, m)| n * m as u128)
                .sum(),
            deals: solution.deals,
        }
    }

    /// The house edge per Ante, reduced.
    pub fn house_edge(&self) -> Exact {
        let denominator = 2 * self.deals;
        let divisor = gcd(self.net_halves.unsigned_abs(), denominator).max(1);
        Exact::signed(-self.net_halves / divisor as i128, denominator / divisor)
    }

    /// (element of risk, average total wager in Antes, standard deviation of a round's net in
    /// Antes), by the formulas of `Solution::report`.
    pub fn figures(&self) -> (f64, f64, f64) {
        let deals = self.deals as f64;
        let mean = self.net_halves as f64 / 2.0 / deals;
        // The Ante and the X-tra Bonus, then the Play.
        let average = 2.0 + self.play_antes as f64 / deals;
        let square = self.square_quarters as f64 / 4.0 / deals;
        (
            -mean / average,
            average,
            (square - mean * mean).max(0.0).sqrt(),
        )
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The main game's sheet from the optimal player's and the card's sums: the risk figures are
/// the card's, as for High Card Flush.
pub fn main_game_sheet(optimal: &MainGameSums, card: &MainGameSums, note: String) -> MainGameSheet {
    let (element_of_risk, average_total_wager, standard_deviation) = card.figures();
    MainGameSheet {
        optimal_house_edge: Some(optimal.house_edge()),
        card_house_edge: Some(card.house_edge()),
        element_of_risk: Some(element_of_risk),
        average_total_wager: Some(average_total_wager),
        standard_deviation: Some(standard_deviation),
        note: Some(note),
    }
}

/// With this X-tra Bonus table, on `threads` threads: the optimal player's sums (a walk of every
/// deal, 15–30 s natively), its X-tra Bonus outcomes (a second walk), and the strategy card's
/// sums by class (a forward walk, about 30 s on two threads; the hold band's joint classes).
pub fn solve_sums(
    xtra: &JhePaytable,
    threads: usize,
) -> Result<(MainGameSums, ForwardSums, ShowdownTally), String> {
    let game = solver_game(&JheRules::maryland(), xtra);
    let policies: [&dyn Policy; 1] = [&Optimal];
    let solutions = evaluate_policies(&game, &policies, threads);
    let tally = showdown_tally(&game, &Optimal, &solutions[0], threads)?;
    let card = forward(&game, &JheStrategy::Simple, threads)
        .ok_or("the strategy card left a decision to the solver")?;
    Ok((MainGameSums::of(&game, &solutions[0]), card, tally))
}

/// The main game's sums recounted from a tally of its showdowns with this X-tra Bonus table:
/// every deal's Ante, X-tra Bonus and Play from how it
/// ended, the Play at the multiple of the decision that made it (3, 2, 1). The tally's second
/// walk and the solver's value sums are counted apart, so agreeing they check each other.
pub fn sums_of_tally(tally: &ShowdownTally, xtra: &JhePaytable) -> MainGameSums {
    use crate::holdem_solver::tally::{LOSSES_QUALIFIED, WINS_QUALIFIED};
    let mut net = 0i128;
    let mut play_antes = 0u128;
    for (decision, counts) in tally.by_decision.iter().enumerate() {
        let multiple = 3 - decision as i128;
        let wins: u128 = counts[..TIES].iter().sum();
        let showdowns = wins + counts[TIES] + counts[LOSSES];
        let bonus: i128 = Category::ALL_HIGH_FIRST
            .into_iter()
            .map(|c| xtra_odds_of(xtra, c) as i128 * counts[c as usize] as i128)
            .sum::<i128>()
            - counts[LOSSES] as i128;
        let ante = counts[WINS_QUALIFIED] as i128 - counts[LOSSES_QUALIFIED] as i128;
        let play = multiple * (wins as i128 - counts[LOSSES] as i128);
        net += ante + bonus + play;
        play_antes += multiple as u128 * showdowns;
    }
    // A fold loses the Ante and the X-tra Bonus.
    net -= 2 * tally.folds() as i128;
    MainGameSums {
        net_halves: 2 * net,
        square_quarters: 0,
        play_antes,
        deals: tally.deals,
    }
}

/// The X-tra Bonus's own section: one line per final hand category that beats the dealer (a
/// straight or better at the table's odds, lower hands pushed, B11.1), a tie pushed, and the
/// losing deals (folds and hands the dealer beats), over every deal of the optimal player's
/// walk with this table (`tally`).
pub fn xtra_sheet(table: &JhePaytable, tally: &ShowdownTally) -> WagerSheet {
    let deals = tally.deals;
    let share = |n: u128| n as f64 / deals as f64;
    let mut lines = Vec::new();
    // Σ odds × deals, Σ odds² × deals: the return's and the square's numerators.
    let (mut won, mut square, mut paying) = (0i128, 0i128, 0u128);
    for category in Category::ALL_HIGH_FIRST {
        let odds = xtra_odds_of(table, category);
        let hands = tally.wins(category);
        won += odds as i128 * hands as i128;
        square += (odds as i128).pow(2) * hands as i128;
        if odds > 0 {
            paying += hands;
        }
        lines.push(LineOdds {
            hand: format!("{} beats the dealer", category.name()),
            pay: u32::try_from(odds).map_or(Pay::Push, |n| {
                if n > 0 {
                    Pay::ToOne(n)
                } else {
                    Pay::Push
                }
            }),
            hands: hands as u64,
            probability: share(hands),
            contribution: odds as f64 * share(hands),
        });
    }
    let ties = tally.count(TIES);
    lines.push(LineOdds {
        hand: "Ties the dealer".into(),
        pay: Pay::Push,
        hands: ties as u64,
        probability: share(ties),
        contribution: 0.0,
    });
    let losing = tally.count(LOSSES) + tally.folds();
    let mean = (won - losing as i128) as f64 / deals as f64;
    let second = (square + losing as i128) as f64 / deals as f64;
    WagerSheet {
        code: "xb".into(),
        name: JheWager::XtraBonus.name().into(),
        paytable: format!("{}, the optimal player", table.title()),
        origin: super::origin_name(&table.origin).into(),
        lines,
        losing_hands: losing as u64,
        total_hands: deals as u64,
        hit_frequency: share(paying),
        expected_return: mean,
        house_edge: -mean,
        standard_deviation: (second - mean * mean).max(0.0).sqrt(),
        capped_at: None,
        // Part of the main game's result, never a wager of the mix.
        line_nets: Vec::new(),
    }
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
    let classes = jhe_class_keys(card)
        .into_iter()
        .map(|(seven, five, diamonds)| {
            let (n, net) = card.by_class[seven][five];
            let share = match (category(five), diamonds) {
                (Category::RoyalFlush, true) => 0.25,
                (Category::RoyalFlush, false) => 0.75,
                _ => 1.0,
            };
            let (seven, five) = (category(seven), category(five));
            let mut lines = Vec::new();
            if let Some(table) = player_bonus {
                lines.push(("pb", winning_line(table, seven, false)));
            }
            if let Some(table) = progressive {
                lines.push(("prog", winning_line(table, five, diamonds)));
            }
            JointClass {
                probability: share * n as f64 / deals,
                main: share * net as f64 / 2.0 / deals,
                lines,
            }
        })
        .collect();
    Joint { classes }
}

/// The classes of [`jhe_joint`] in its order: (final seven cards' category, hole cards and
/// flop's category, a royal flush there in diamonds), every pair that some deal makes, a royal
/// flush in the hole cards and flop split by diamonds (first) or not.
pub fn jhe_class_keys(card: &ForwardSums) -> Vec<(usize, usize, bool)> {
    let mut keys = Vec::new();
    for (seven, row) in card.by_class.iter().enumerate() {
        for (five, &(n, _)) in row.iter().enumerate() {
            if n == 0 {
                continue;
            }
            if category(five) == Category::RoyalFlush {
                keys.push((seven, five, true));
            }
            keys.push((seven, five, false));
        }
    }
    keys
}

/// An X-tra Bonus table's pays to 1 in `jhe::exact::xtra_bonus_copy`'s order (royal flush
/// first, down to a straight).
pub fn xtra_pays(table: &JhePaytable) -> Vec<u32> {
    use crate::poker::Category::*;
    [
        RoyalFlush,
        StraightFlush,
        FourOfAKind,
        FullHouse,
        Flush,
        Straight,
    ]
    .into_iter()
    .map(|c| u32::try_from(crate::jhe::decision::xtra_odds_of(table, c)).unwrap_or(0))
    .collect()
}

/// Whether an X-tra Bonus table pays as Paytable A does (its main game is then A's).
pub fn pays_as_published(pays: &[u32]) -> bool {
    crate::jhe::paytables::paytable(crate::jhe::rules::JheWager::XtraBonus, "A")
        .is_some_and(|a| xtra_pays(a) == pays)
}

/// Two seats of a round with X-tra Bonus Paytable A, in [`jhe_class_keys`]' order
/// (`jhe_seats.rs`).
pub const JHE_SEATS: SeatPairs<'static> = super::jhe_seats::JHE;

/// The category whose `Category as usize` is `index`.
fn category(index: usize) -> Category {
    Category::ALL_HIGH_FIRST[CATEGORIES - 1 - index]
}

/// `holdem_solver::forward::forward` of the strategy card (`JheStrategy::Simple`) with X-tra
/// Bonus Paytable A: every deal, and by [final seven cards' category][hole cards and flop's
/// category] (high card first) the deals and Σ the main game's result in half-Antes. Its whole
/// sums are `jhe_main::CARD_SUMS`.
pub const JHE_CARD_FORWARD: ForwardSums = ForwardSums {
    deals: 83_441_430_072_000,
    net_halves: -4_051_512_759_504,
    square_quarters: 6_844_535_602_109_376,
    play_antes: 138_542_142_966_480,
    plays: [
        28_619_277_825_600,
        14_577_785_719_200,
        23_528_738_051_280,
        16_715_628_475_920,
    ],
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
