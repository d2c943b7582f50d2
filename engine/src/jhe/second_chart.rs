//! Jackpot Hold 'Em's second decision (three community cards showing) as a chart by made hand
//! and draw: the classes a player reads the flop by, for `Solution::second_decision_counts`.

use crate::cards::{Card, CardSet};
use crate::poker::{evaluate, Category};

/// The chart's rows, in order: made hands from the strongest, then draws.
pub const SECOND_CHART_ROWS: [&str; 15] = [
    "A straight or better",
    "Three of a kind using a hole card",
    "Two pair using a hole card",
    "A pocket pair above every card showing",
    "A pocket pair between the cards showing",
    "A pocket pair below every card showing",
    "A hole card pairs the highest card showing",
    "A hole card pairs a lower card showing",
    "A pair all on the board, an ace in hand",
    "A pair all on the board, no ace in hand",
    "Three of a kind all on the board",
    "No pair: four to a flush",
    "No pair: four to an open-ended straight",
    "No pair, no draw: an ace or a king in hand",
    "Nothing else",
];

/// The row of two hole cards with a flop.
pub fn second_chart_row(hole: CardSet, flop: CardSet) -> usize {
    let hole_cards: Vec<Card> = hole.iter().collect();
    let flop_cards: Vec<Card> = flop.iter().collect();
    if hole_cards.len() != 2 || flop_cards.len() != 3 {
        return SECOND_CHART_ROWS.len() - 1;
    }
    let rank = |c: &Card| c.rank().index();
    let (h1, h2) = (rank(&hole_cards[0]), rank(&hole_cards[1]));
    let board: Vec<u8> = flop_cards.iter().map(rank).collect();
    let (top, bottom) = (
        *board.iter().max().unwrap_or(&0),
        *board.iter().min().unwrap_or(&0),
    );
    let on_board = |r: u8| board.iter().filter(|&&b| b == r).count();
    let board_pair = board.iter().any(|&r| on_board(r) >= 2);
    let board_trips = board.iter().any(|&r| on_board(r) == 3);
    let ace = 12;
    let all = CardSet::from_bits(hole.bits() | flop.bits());
    match evaluate(all).category() {
        c if c >= Category::Straight => 0,
        Category::ThreeOfAKind if board_trips => 10,
        Category::ThreeOfAKind => 1,
        Category::TwoPair => 2,
        Category::Pair if h1 == h2 => {
            if h1 > top {
                3
            } else if h1 < bottom {
                5
            } else {
                4
            }
        }
        Category::Pair if board_pair => {
            if h1 == ace || h2 == ace {
                8
            } else {
                9
            }
        }
        Category::Pair => {
            if h1 == top || h2 == top {
                6
            } else {
                7
            }
        }
        _ => {
            let four_flush = all.suit_masks().iter().any(|m| m.count_ones() >= 4);
            let ranks = all.iter().fold(0u16, |m, c| m | 1 << rank(&c));
            // Four in a row that either end can complete: 2-3-4-5 (an ace or a six) up to
            // 10-J-Q-K; not A-2-3-4 or J-Q-K-A.
            let open_ended = (0..=8).any(|low| ranks >> low & 0b1111 == 0b1111);
            if four_flush {
                11
            } else if open_ended {
                12
            } else if h1 >= 11 || h2 >= 11 {
                13
            } else {
                14
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;

    fn row(hole: &str, flop: &str) -> &'static str {
        let set = |t: &str, n: usize| parse_exact(t, n).unwrap().into_iter().collect::<CardSet>();
        SECOND_CHART_ROWS[second_chart_row(set(hole, 2), set(flop, 3))]
    }

    #[test]
    fn hands_fall_in_the_rows_a_player_reads_them_by() {
        assert_eq!(row("9h 8h", "7c 6d 5s"), "A straight or better");
        assert_eq!(
            row("7h 7d", "7c Kd 2s"),
            "Three of a kind using a hole card"
        );
        assert_eq!(row("Kh 2d", "Kc 2s 9d"), "Two pair using a hole card");
        assert_eq!(
            row("Qh Qd", "Jc 7d 2s"),
            "A pocket pair above every card showing"
        );
        assert_eq!(
            row("8h 8d", "Jc 7d 2s"),
            "A pocket pair between the cards showing"
        );
        assert_eq!(
            row("2h 2d", "Jc 7d 4s"),
            "A pocket pair below every card showing"
        );
        assert_eq!(
            row("Jh 3d", "Jc 7d 2s"),
            "A hole card pairs the highest card showing"
        );
        assert_eq!(
            row("7h 3d", "Jc 7d 2s"),
            "A hole card pairs a lower card showing"
        );
        assert_eq!(
            row("Ah 3d", "Jc Jd 2s"),
            "A pair all on the board, an ace in hand"
        );
        assert_eq!(
            row("Kh 3d", "Jc Jd 2s"),
            "A pair all on the board, no ace in hand"
        );
        assert_eq!(row("Kh 3d", "Jc Jd Js"), "Three of a kind all on the board");
        assert_eq!(row("Ah 3h", "Jh 7h 2s"), "No pair: four to a flush");
        assert_eq!(
            row("9c 8d", "7h 6s 2c"),
            "No pair: four to an open-ended straight"
        );
        assert_eq!(
            row("Ac Kd", "Jh 7s 2c"),
            "No pair, no draw: an ace or a king in hand"
        );
        assert_eq!(row("9c 4d", "Jh 7s 2c"), "Nothing else");
        assert_eq!(
            row("5c 4d", "3h 2s 9c"),
            "No pair: four to an open-ended straight"
        );
        // A-2-3-4 can be completed at one end only: not open-ended.
        assert_eq!(
            row("Ac 2d", "3h 4s 9c"),
            "No pair, no draw: an ace or a king in hand"
        );
    }
}
