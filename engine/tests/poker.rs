//! The poker evaluator (RULES.md B6) against published counts over every hand, and against an
//! independent, plainly written best-of-21 evaluator on ten million random hold'em
//! confrontations. (The test profile builds the engine with opt-level 3.)

use engine::cards::{Card, CardSet};
use engine::combinatorics::{
    for_each_five_card_hand, for_each_seven_card_hand, FIVE_CARD_HANDS, SEVEN_CARD_HANDS,
};
use engine::deck::{partial_shuffle, seeded_rng};
use engine::poker::{evaluate, Category};
use std::cmp::Ordering;

fn tally(walk: fn(&mut dyn FnMut(u64))) -> [u64; 10] {
    let mut counts = [0u64; 10];
    walk(&mut |bits| {
        let category = evaluate(CardSet::from_bits(bits)).category();
        counts[category as usize] += 1;
    });
    counts
}

/// Counts by category, royal flush first (the order the literature prints them).
fn high_first(counts: [u64; 10]) -> [u64; 10] {
    Category::ALL_HIGH_FIRST.map(|c| counts[c as usize])
}

#[test]
fn every_seven_card_hand_falls_in_the_published_category_counts() {
    let counts = tally(|visit| for_each_seven_card_hand(visit));
    assert_eq!(
        high_first(counts),
        [
            4_324, 37_260, 224_848, 3_473_184, 4_047_644, 6_180_020, 6_461_620, 31_433_400,
            58_627_800, 23_294_460,
        ]
    );
    assert_eq!(counts.iter().sum::<u64>(), SEVEN_CARD_HANDS);
}

#[test]
fn every_five_card_hand_falls_in_the_published_category_counts() {
    let counts = tally(|visit| for_each_five_card_hand(visit));
    assert_eq!(
        high_first(counts),
        [4, 36, 624, 3_744, 5_108, 10_200, 54_912, 123_552, 1_098_240, 1_302_540]
    );
    assert_eq!(counts.iter().sum::<u64>(), FIVE_CARD_HANDS);
}

/// A five-card hand's value written plainly from the definitions of 001 Ch.6: category, then the
/// ranks grouped by how many of each (more first, then higher), the wheel five-high.
fn naive_five(cards: [Card; 5]) -> (u8, [u8; 5]) {
    let mut ranks: [u8; 5] = cards.map(|c| c.rank().index());
    ranks.sort_unstable_by(|a, b| b.cmp(a));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
    let wheel = ranks == [12, 3, 2, 1, 0];
    let straight = distinct && (ranks[0] - ranks[4] == 4 || wheel);
    let straight_ranks = if wheel { [3, 2, 1, 0, 0] } else { ranks };
    // Groups: (count, rank), more cards first, then higher rank.
    let mut counts = [0u8; 13];
    for &r in &ranks {
        counts[r as usize] += 1;
    }
    let mut groups = [(0u8, 0u8); 5];
    let mut n = 0;
    for r in (0..13u8).rev() {
        if counts[r as usize] > 0 {
            groups[n] = (counts[r as usize], r);
            n += 1;
        }
    }
    let groups = &mut groups[..n];
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let mut grouped = [0u8; 5];
    for (slot, (_, r)) in grouped.iter_mut().zip(groups.iter()) {
        *slot = *r;
    }
    let mut shape = [0u8; 5];
    for (slot, (k, _)) in shape.iter_mut().zip(groups.iter()) {
        *slot = *k;
    }
    let category = match (straight, flush, shape) {
        (true, true, _) => 8,
        (_, _, [4, 1, 0, 0, 0]) => 7,
        (_, _, [3, 2, 0, 0, 0]) => 6,
        (false, true, _) => 5,
        (true, false, _) => 4,
        (_, _, [3, 1, 1, 0, 0]) => 3,
        (_, _, [2, 2, 1, 0, 0]) => 2,
        (_, _, [2, 1, 1, 1, 0]) => 1,
        _ => 0,
    };
    let ranks = if straight { straight_ranks } else { grouped };
    (category, ranks)
}

/// The best of the 21 five-card hands among seven cards.
fn naive_best(cards: &[Card; 7]) -> (u8, [u8; 5]) {
    let mut best = (0, [0; 5]);
    for skip_a in 0..7 {
        for skip_b in skip_a + 1..7 {
            let mut five = [cards[0]; 5];
            let mut k = 0;
            for (i, &c) in cards.iter().enumerate() {
                if i != skip_a && i != skip_b {
                    five[k] = c;
                    k += 1;
                }
            }
            best = best.max(naive_five(five));
        }
    }
    best
}

#[test]
fn ten_million_confrontations_order_as_the_plain_evaluator_says() {
    // `DEALS=…` for a shorter or longer run; ten million by default.
    let deals: u64 = std::env::var("DEALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000_000);
    let deals = deals - deals % 4;
    let threads = 4;
    let agree = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    let mut rng = seeded_rng(0x4a48_4500 + t);
                    let mut deck: Vec<Card> = Card::deck().collect();
                    let mut outcomes = [0u64; 3];
                    for _ in 0..deals / threads {
                        partial_shuffle(&mut deck, 9, &mut rng);
                        let board = &deck[4..9];
                        let seven = |a: Card, b: Card| {
                            [a, b, board[0], board[1], board[2], board[3], board[4]]
                        };
                        let player = seven(deck[0], deck[1]);
                        let dealer = seven(deck[2], deck[3]);
                        let set = |cards: &[Card; 7]| cards.iter().copied().collect::<CardSet>();
                        let fast = evaluate(set(&player)).cmp(&evaluate(set(&dealer)));
                        let plain = naive_best(&player).cmp(&naive_best(&dealer));
                        assert_eq!(fast, plain, "{player:?} against {dealer:?}");
                        outcomes[match fast {
                            Ordering::Less => 0,
                            Ordering::Equal => 1,
                            Ordering::Greater => 2,
                        }] += 1;
                    }
                    outcomes
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a worker finished"))
            .fold([0u64; 3], |a, b| [a[0] + b[0], a[1] + b[1], a[2] + b[2]])
    });
    assert_eq!(agree.iter().sum::<u64>(), deals);
    // The two seats are alike, so each wins as often as the other (within a few standard
    // errors); about one deal in 25 ties.
    let share = |n: u64| n as f64 / deals as f64;
    let standard_error = (0.5 / deals as f64).sqrt();
    assert!(
        (share(agree[0]) - share(agree[2])).abs() < 5.0 * standard_error,
        "{agree:?}"
    );
    assert!((0.03..0.05).contains(&share(agree[1])), "{agree:?}");
}
