//! Jackpot Hold 'Em's strategy card at its two shorter levels (the full card is
//! [`super::strategy::SIMPLE_CARD`]): a beginner's card of a few rules, and a chart — the first
//! decision as a grid of starting hands, the second as a table of the flop's rows
//! ([`super::second_chart::SECOND_CHART_ROWS`]), the third the full card's rules. Each is a
//! solver [`Policy`], so its house edge is exact over every deal (pinned by
//! `engine/tests/holdem_solver.rs`).

use super::second_chart::{second_chart_row, SECOND_CHART_ROWS};
use super::strategy::{
    simple_last, JheStrategy, OPTIMAL_HOUSE_EDGE, SIMPLE_CARD, SIMPLE_HOUSE_EDGE,
};
use crate::cards::CardSet;
use crate::holdem_solver::Policy;
use crate::poker::{evaluate, Category, HandValue};
use crate::strategy_level::{section, CardGrid, LevelCard, StrategyLevel};

/// The beginner's card as printed: four lines.
pub const BEGINNER_CARD: [&str; 4] = [
    "Decision 1 (one card showing): play 3× with a pair of fours or better, any ace, K-9 or better, Q-J or Q-10 suited, or when the card showing pairs one of yours",
    "Decision 2 (three showing): play 2× with a pair or better that uses one of your cards (not a pocket pair below all three showing), four to a flush, or an ace when the board shows a pair",
    "Decision 3 (five showing): play 1× with 20 or fewer dealer outs (unseen cards that, added to the board, would beat your hand)",
    "Otherwise check; at decision 3, fold",
];

/// The rank (0 = deuce) of each card.
fn ranks(cards: CardSet) -> Vec<u8> {
    cards.iter().map(|c| c.rank().index()).collect()
}

/// A pocket pair, or a hole card paired by a card showing.
fn hole_card_paired(hole: CardSet, shown: CardSet) -> bool {
    let hole = ranks(hole);
    let shown = ranks(shown);
    hole.len() == 2 && (hole[0] == hole[1] || hole.iter().any(|r| shown.contains(r)))
}

/// The beginner's first decision.
pub fn beginner_first(hole: CardSet, shown: CardSet) -> bool {
    const ACE: u8 = 12;
    const KING: u8 = 11;
    const QUEEN: u8 = 10;
    const TEN: u8 = 8;
    const NINE: u8 = 7;
    const FOUR: u8 = 2;
    if hole_card_paired(hole, shown) && !is_pocket_pair(hole) {
        return true;
    }
    let cards: Vec<_> = hole.iter().collect();
    let (a, b) = (cards[0].rank().index(), cards[1].rank().index());
    let (high, low) = (a.max(b), a.min(b));
    let suited = cards[0].suit() == cards[1].suit();
    (high == low && (high >= FOUR || shown.iter().any(|c| c.rank().index() == high)))
        || (high != low
            && (high == ACE
                || (high == KING && low >= NINE)
                || (high == QUEEN && low >= TEN && suited)))
}

fn is_pocket_pair(hole: CardSet) -> bool {
    let r = ranks(hole);
    r.len() == 2 && r[0] == r[1]
}

/// The beginner's second decision.
pub fn beginner_second(hole: CardSet, flop: CardSet) -> bool {
    const ACE: u8 = 12;
    let all = hole.union(flop);
    let hole_ranks = ranks(hole);
    let flop_ranks = ranks(flop);
    let pocket_below = is_pocket_pair(hole) && flop_ranks.iter().all(|&r| r > hole_ranks[0]);
    let board_pair = flop_ranks
        .iter()
        .any(|r| flop_ranks.iter().filter(|&s| s == r).count() >= 2);
    let category = evaluate(all).category();
    category >= Category::Straight
        || (hole_card_paired(hole, flop) && (!pocket_below || category >= Category::TwoPair))
        || all.suit_masks().iter().any(|m| m.count_ones() >= 4)
        || (board_pair && hole_ranks.contains(&ACE))
}

/// The beginner's last decision (five showing): play with 20 or fewer dealer outs, the one
/// rule the full card's decision 3 starts from ([`super::strategy::dealer_outs`]). A fold
/// loses the Ante and the X-tra Bonus, so the Play is worth making whenever the hand wins about
/// one time in six. Shorter rules cost far more over every deal (exact, every deal, with the
/// beginner's first two decisions): "a pair or better, or an ace or king in hand" 8.2506 %,
/// "always play" 11.41 %, "a pair using a hole card" 10.39 %; this one 3.3343 %.
pub fn beginner_last(hole: CardSet, board: CardSet, value: HandValue) -> bool {
    super::strategy::dealer_outs(hole, board, value) <= 20
}

/// The chart: the first decision per starting hand — per higher hole rank (0 = deuce), the
/// lower ranks played (bit = lower rank; a pair is its own bit) when the two cards are of
/// different suits and when suited — and the second per row of [`SECOND_CHART_ROWS`]; the
/// third is the full card's. Its data is derived from the solved optimal decisions
/// (`engine/examples/jhe_levels.rs`: a starting hand or a row plays when optimal play plays
/// it in most of its situations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartPolicy {
    pub offsuit: [u16; 13],
    pub suited: [u16; 13],
    pub second: [bool; SECOND_CHART_ROWS.len()],
}

/// The chart as printed and played.
pub const CHART: ChartPolicy = ChartPolicy {
    // Pairs of fours or better; A-4 or better; K-9 or better.
    offsuit: [
        0,
        0,
        0b100,
        0b1000,
        0b1_0000,
        0b10_0000,
        0b100_0000,
        0b1000_0000,
        0b1_0000_0000,
        0b10_0000_0000,
        0b100_0000_0000,
        0b1111_1000_0000,
        0b1_1111_1111_1100,
    ],
    // Any suited ace; K-9 suited or better; Q-10 and Q-J suited.
    suited: [
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
        0b11_0000_0000,
        0b111_1000_0000,
        0b1111_1111_1111,
    ],
    second: [
        true, true, true, true, true, false, true, true, true, false, false, true, false, false,
        false,
    ],
};

impl ChartPolicy {
    /// Whether the chart plays these two hole cards at the first decision (the card showing
    /// pairing one of them always plays).
    pub fn plays_first(&self, hole: CardSet, shown: CardSet) -> bool {
        if hole_card_paired(hole, shown) {
            return true;
        }
        let cards: Vec<_> = hole.iter().collect();
        if cards.len() != 2 {
            return false;
        }
        let (a, b) = (cards[0].rank().index(), cards[1].rank().index());
        let (high, low) = (a.max(b), a.min(b));
        let row = if cards[0].suit() == cards[1].suit() {
            self.suited
        } else {
            self.offsuit
        };
        row[high as usize] >> low & 1 == 1
    }

    /// Whether the chart plays at the second decision.
    pub fn plays_second(&self, hole: CardSet, flop: CardSet) -> bool {
        self.second[second_chart_row(hole, flop)]
    }
}

/// The beginner's card as a solver policy.
pub struct BeginnerPolicy;

impl Policy for BeginnerPolicy {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        Some(beginner_first(hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        Some(beginner_second(hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        Some(beginner_last(hole, board, value))
    }
}

/// The chart as a solver policy.
impl Policy for ChartPolicy {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        Some(self.plays_first(hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        Some(self.plays_second(hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        Some(simple_last(hole, board, value))
    }
}

/// Exact house edges per Ante over every deal (as [`super::strategy::SIMPLE_HOUSE_EDGE`]):
/// the beginner's card and the chart, pinned by `engine/tests/holdem_solver.rs`, which
/// evaluates both policies over every deal.
pub const BEGINNER_HOUSE_EDGE: (u64, u64) = (77_283_119_323, 2_317_817_502_000);
pub const CHART_HOUSE_EDGE: (u64, u64) = (76_281_556_567, 2_317_817_502_000);

/// Whether a level's card places the Play at a point (1 to 3) with these hole cards and the
/// community cards showing; the full card is [`JheStrategy::Simple`].
pub fn level_plays(level: StrategyLevel, point: u8, hole: CardSet, shown: CardSet) -> bool {
    match (level, point) {
        (StrategyLevel::Full, p) => JheStrategy::Simple.plays(p, hole, shown),
        (StrategyLevel::Beginner, 1) => beginner_first(hole, shown),
        (StrategyLevel::Beginner, 2) => beginner_second(hole, shown),
        (StrategyLevel::Beginner, _) => beginner_last(hole, shown, evaluate(hole.union(shown))),
        (StrategyLevel::Chart, 1) => CHART.plays_first(hole, shown),
        (StrategyLevel::Chart, 2) => CHART.plays_second(hole, shown),
        (StrategyLevel::Chart, _) => JheStrategy::Simple.plays(3, hole, shown),
    }
}

/// The solver policy of a level.
pub fn policy(level: StrategyLevel) -> &'static dyn Policy {
    match level {
        StrategyLevel::Beginner => &BeginnerPolicy,
        StrategyLevel::Chart => &CHART,
        StrategyLevel::Full => &JheStrategy::Simple,
    }
}

const SYMBOLS: [&str; 13] = [
    "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
];

/// The chart's first decision as the usual starting-hand grid: ace first down and across,
/// suited hands above the diagonal, different suits below, pairs on it.
fn first_grid() -> CardGrid {
    let ranks: Vec<usize> = (0..13).rev().collect();
    CardGrid {
        caption: "Decision 1: 3 = play 3×, · = check (suited above the diagonal, pairs on it, different suits below)".into(),
        corner: String::new(),
        columns: ranks.iter().map(|&r| SYMBOLS[r].to_string()).collect(),
        rows: ranks
            .iter()
            .map(|&row| {
                let cells = ranks
                    .iter()
                    .map(|&column| {
                        let (high, low) = (row.max(column), row.min(column));
                        let table = if column < row {
                            CHART.suited
                        } else {
                            CHART.offsuit
                        };
                        if table[high] >> low & 1 == 1 { "3" } else { "·" }.to_string()
                    })
                    .collect();
                (SYMBOLS[row].to_string(), cells)
            })
            .collect(),
    }
}

/// The chart's second decision: the flop's rows, play 2× or check.
fn second_grid() -> CardGrid {
    CardGrid {
        caption: "Decision 2 (three showing), by your best holding".into(),
        corner: String::new(),
        columns: vec!["".into()],
        rows: SECOND_CHART_ROWS
            .iter()
            .zip(CHART.second)
            .map(|(row, plays)| {
                let cell = if plays { "play 2×" } else { "check" };
                (row.to_string(), vec![cell.to_string()])
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
        StrategyLevel::Chart => LevelCard::of_sections(
            level,
            vec![
                section("", &[
                    "Decision 1: play 3× with the starting hands the grid marks, or when the card showing pairs one of yours; otherwise check",
                    "Decision 2: play 2× or check by the table",
                ]),
                section(SIMPLE_CARD[2].0, SIMPLE_CARD[2].1),
            ],
            CHART_HOUSE_EDGE,
            optimal,
        )
        .with_grids(vec![first_grid(), second_grid()]),
        StrategyLevel::Full => LevelCard::of_sections(
            level,
            SIMPLE_CARD
                .iter()
                .map(|(point, rules)| section(point, rules))
                .collect(),
            SIMPLE_HOUSE_EDGE,
            optimal,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;

    fn cards(text: &str) -> CardSet {
        parse_cards(text).unwrap().into_iter().collect()
    }

    /// The beginner's rules, hand by hand as the card words them.
    #[test]
    fn the_beginners_rules_follow_the_cards_wording() {
        let (h, s) = (cards("Ah 2c"), cards("7d"));
        assert!(beginner_first(h, s));
        assert!(beginner_first(cards("Qh Th"), s));
        assert!(!beginner_first(cards("Qh Tc"), s));
        assert!(!beginner_first(cards("3h 3c"), s));
        assert!(beginner_first(cards("3h 3c"), cards("3d")));
        assert!(beginner_first(cards("Kh 9c"), s));
        assert!(!beginner_first(cards("Kh 8c"), s));
        assert!(beginner_first(cards("Qh 9c"), cards("9d")));
        assert!(beginner_second(cards("9h 2c"), cards("9d Kc 4s")));
        assert!(!beginner_second(cards("5h 5c"), cards("9d Kc 7s")));
        assert!(beginner_second(cards("Ah Kc"), cards("9d 9c 4s")));
        assert!(!beginner_second(cards("Qh Kc"), cards("9d 9c 4s")));
        assert!(beginner_second(cards("Ah Kh"), cards("9h 2h 4s")));
        let board = cards("9d Tc 4s 2h 7d");
        let last = |hole: &str| {
            let hole = cards(hole);
            beginner_last(hole, board, evaluate(hole.union(board)))
        };
        assert!(last("Kh 3c"));
        assert!(!last("Qh 3c"));
        assert!(last("3h 3c"));
        assert!(last("Qh 2c"));
        assert!(level_card(StrategyLevel::Beginner).line_count() <= 5);
    }

    #[test]
    fn the_full_level_is_todays_card() {
        let full = level_card(StrategyLevel::Full);
        assert_eq!(full.house_edge, SIMPLE_HOUSE_EDGE);
        assert_eq!(full.sections.len(), SIMPLE_CARD.len());
        let (h, s) = (cards("Kh 8c"), cards("Ad"));
        assert_eq!(
            level_plays(StrategyLevel::Full, 1, h, s),
            JheStrategy::Simple.plays(1, h, s)
        );
    }
}
