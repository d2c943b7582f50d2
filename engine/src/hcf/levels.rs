//! High Card Flush's strategy card at three levels (`crate::strategy_level`): the beginner's
//! card (raise a three-card flush with a jack or better in it), the chart (a grid of the
//! three-card flushes raised by their top two cards, the best such grid), and the full card
//! ([`super::decision::CARD`]). The main game is the same in every rule set (C6, C7, C11 do not
//! differ between MD, MA and SD), so one set of cards and figures serves all three.

use super::decision::{Decision, Strategy, CARD, CARD_HOUSE_EDGE, OPTIMAL_HOUSE_EDGE};
use super::flush::{raise_limits, FlushValue};
use crate::strategy_level::{CardGrid, LevelCard, StrategyLevel};

/// The beginner's card as printed.
pub const BEGINNER_CARD: [&str; 4] = [
    "Two cards of a suit or fewer: fold",
    "Three-card flush: raise 1× if it holds a jack or better; otherwise fold",
    "Four-card flush: raise 1×",
    "Five of a suit: raise 2×; six or seven: raise 3×",
];

/// The lowest three-card flush the beginner raises: J-3-2.
pub fn beginner_threshold() -> FlushValue {
    FlushValue::of_suit_mask(1 << 9 | 1 << 1 | 1)
}

/// The chart: a three-card flush jack-high or better raises, nine-high or lower folds, and a
/// ten-high one raises by this grid — per second card (0 = deuce), the third cards raised
/// (bit = rank). The best chart that reads only the flush's three cards: each of its cells
/// raises exactly when raising every hand in it is worth more than folding them all, summed
/// exactly over every deal ([`best_three_card_grid`], checked by a test).
pub const CHART_TEN_HIGH: [u16; 13] = [0, 0, 0, 0, 0, 0, 0b011_0000, 0b111_1111, 0, 0, 0, 0, 0];

const TEN: u8 = 8;

/// The chart's decision for a flush.
pub fn chart_decision(flush: FlushValue) -> Decision {
    let ranks = flush.ranks();
    match flush.len() {
        0..=2 => Decision::Fold,
        3 if ranks[0].index() > TEN => Decision::Raise(1),
        3 if ranks[0].index() == TEN
            && CHART_TEN_HIGH[ranks[1].index() as usize] >> ranks[2].index() & 1 == 1 =>
        {
            Decision::Raise(1)
        }
        3 => Decision::Fold,
        n => Decision::Raise(raise_limits(n).max_multiple),
    }
}

/// Exact house edges per Ante over every hand (as [`CARD_HOUSE_EDGE`]), pinned by this
/// module's tests, which walk every hand.
pub const BEGINNER_HOUSE_EDGE: (u64, u64) = (166_688_535_577_416, 6_071_092_494_667_200);
pub const CHART_HOUSE_EDGE: (u64, u64) = (164_610_512_571_096, 6_071_092_494_667_200);

/// The strategy each level plays.
pub fn strategy(level: StrategyLevel) -> Strategy {
    match level {
        StrategyLevel::Beginner => Strategy::ThreeCardThreshold(beginner_threshold()),
        StrategyLevel::Chart => Strategy::Chart,
        StrategyLevel::Full => Strategy::Card,
    }
}

const FACES: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];

/// The chart's grid for a ten-high three-card flush: rows by its second card, columns by its
/// third.
fn chart_grid() -> CardGrid {
    let seconds: Vec<usize> = (1..TEN as usize).rev().collect();
    let thirds: Vec<usize> = (0..TEN as usize - 1).rev().collect();
    CardGrid {
        caption: "Ten-high three-card flush: R = raise 1×, · = fold".into(),
        corner: "2nd \\ 3rd".into(),
        columns: thirds.iter().map(|&c| FACES[c].to_string()).collect(),
        rows: seconds
            .iter()
            .map(|&second| {
                let cells = thirds
                    .iter()
                    .map(|&third| {
                        if third >= second {
                            String::new()
                        } else if CHART_TEN_HIGH[second] >> third & 1 == 1 {
                            "R".to_string()
                        } else {
                            "·".to_string()
                        }
                    })
                    .collect();
                (format!("10-{}", FACES[second]), cells)
            })
            .collect(),
    }
}

/// The card of a level, with its exact figures.
pub fn level_card(level: StrategyLevel) -> LevelCard {
    let optimal = OPTIMAL_HOUSE_EDGE;
    match level {
        StrategyLevel::Beginner => {
            LevelCard::of_lines(level, &BEGINNER_CARD, BEGINNER_HOUSE_EDGE, optimal)
        }
        StrategyLevel::Chart => LevelCard::of_lines(
            level,
            &[
                "Two cards of a suit or fewer: fold",
                "Three-card flush: raise 1× jack-high or better; fold nine-high or lower; ten-high: as the grid says",
                "Four-card flush: raise 1×; five: raise 2×; six or seven: raise 3×",
            ],
            CHART_HOUSE_EDGE,
            optimal,
        )
        .with_grids(vec![chart_grid()]),
        StrategyLevel::Full => LevelCard::of_lines(level, &CARD, CARD_HOUSE_EDGE, optimal),
    }
}

/// The best chart that reads only a three-card flush's ranks, from every hand's exact values:
/// per flush (indexed high, second card; bit = third card) whether raising 1× every hand
/// holding it is worth more than folding them all.
pub fn best_three_card_grid() -> [[u16; 13]; 13] {
    let mut gain = vec![0i128; 1 << 13];
    super::main_game::for_each_hand_with_counts(|_, weight, value, counts| {
        if value.len() == 3 {
            let raise = super::decision::raise_numerator(counts, 1);
            let fold = -(counts.total as i64);
            gain[value.mask() as usize] += weight as i128 * (raise - fold) as i128;
        }
    });
    let mut grid = [[0u16; 13]; 13];
    for (mask, &g) in gain.iter().enumerate() {
        if g > 0 {
            let ranks = FlushValue::of_suit_mask(mask as u16).ranks();
            grid[ranks[0].index() as usize][ranks[1].index() as usize] |= 1 << ranks[2].index();
        }
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hcf::main_game::analyze_main_game;

    #[test]
    fn the_chart_is_the_best_grid_of_its_shape() {
        let grid = best_three_card_grid();
        println!("{:?}", grid[TEN as usize]);
        assert_eq!(grid[TEN as usize], CHART_TEN_HIGH);
        // Every three-card flush jack-high or better raises, nine-high or lower folds.
        for (high, row) in grid.iter().enumerate() {
            for (second, &thirds) in row.iter().enumerate().filter(|&(s, _)| s < high) {
                let every = (1u16 << second) - 1;
                match high.cmp(&(TEN as usize)) {
                    std::cmp::Ordering::Greater => assert_eq!(thirds, every, "{high} {second}"),
                    std::cmp::Ordering::Less => assert_eq!(thirds, 0, "{high} {second}"),
                    std::cmp::Ordering::Equal => {}
                }
            }
        }
    }

    /// Every level's exact house edge, walked over every hand, is the pinned figure; the full
    /// card's is today's card's; optimal is cheapest and each shorter card costs more.
    #[test]
    fn each_levels_exact_house_edge_is_pinned() {
        let optimal = analyze_main_game(&Strategy::Optimal);
        let mut edges = vec![];
        for level in StrategyLevel::ALL {
            let a = analyze_main_game(&strategy(level));
            let card = level_card(level);
            println!("{level:?} {} {}", -a.total_net, a.pairs);
            assert_eq!(
                (-a.total_net, a.pairs),
                (card.house_edge.0 as i128, card.house_edge.1 as u128),
                "{level:?}"
            );
            assert_eq!(
                card.optimal_edge,
                ((-optimal.total_net) as u64, optimal.pairs as u64)
            );
            edges.push(card.cost_percent());
        }
        assert_eq!(level_card(StrategyLevel::Full).house_edge, CARD_HOUSE_EDGE);
        // The chart is the best grid of a shape the beginner's rule is one of.
        assert!(
            edges[0] >= edges[1] && edges[1] > 0.0 && edges[2] > 0.0,
            "{edges:?}"
        );
        assert!(level_card(StrategyLevel::Beginner).line_count() <= 5);
    }
}
