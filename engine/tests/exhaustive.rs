//! Walks all C(52,7) = 133,784,560 seven-card hands and checks the evaluator against counts
//! derived independently, by counting suit shapes combinatorially.
//! (The test profile builds the engine with opt-level 3; this takes about a second.)

use engine::cards::CardSet;
use engine::combinatorics::{binomial, for_each_seven_card_hand, suit_splits, SEVEN_CARD_HANDS};
use engine::hcf::flush_value;

#[test]
fn longest_flush_and_qualifier_counts_over_every_hand() {
    let mut by_length = [0u64; 8];
    let mut qualifying = 0u64;
    for_each_seven_card_hand(|bits| {
        let value = flush_value(CardSet::from_bits(bits));
        by_length[value.len() as usize] += 1;
        qualifying += value.qualifies() as u64;
    });

    // Combinatorial: a hand with suit counts (k1..k4) can be chosen in Π C(13, ki) ways; its
    // longest flush is max ki.
    let mut expected = [0u64; 8];
    for split in suit_splits(7, 7) {
        let ways: u64 = split.iter().map(|&k| binomial(13, k)).product();
        expected[*split.iter().max().unwrap() as usize] += ways;
    }
    assert_eq!(by_length, expected);
    assert_eq!(by_length.iter().sum::<u64>(), SEVEN_CARD_HANDS);
    // Hand-checkable corners: 7-card flush = 4·C(13,7) = 6,864; 6-card = 4·C(13,6)·39 = 267,696;
    // 2-card (shape 2-2-2-1) = 4·13·C(13,2)³ = 24,676,704.
    assert_eq!(
        by_length,
        [0, 0, 24_676_704, 78_881_088, 26_137_540, 3_814_668, 267_696, 6_864]
    );

    // Non-qualifying hands: every suit has at most 3 cards, and each 3-card suit lies entirely
    // in 2..8 (C(7,3) ways) so that no 3-card flush is nine high or better (C10).
    let not_qualifying: u64 = suit_splits(7, 3)
        .iter()
        .map(|split| {
            split
                .iter()
                .map(|&k| {
                    if k == 3 {
                        binomial(7, 3)
                    } else {
                        binomial(13, k)
                    }
                })
                .product::<u64>()
        })
        .sum();
    assert_eq!(qualifying, SEVEN_CARD_HANDS - not_qualifying);
}

#[test]
fn straight_flush_facts_by_enumeration_match_the_combinatorial_counts() {
    use engine::hcf::side_bets::hand_facts;
    use engine::hcf::straight_flush::{straight_flushes, AceRule};
    let mut high = [[[0u64; 2]; 2]; 8];
    let mut low = [[[0u64; 2]; 2]; 8];
    let mut by_len = [0u64; 8];
    for_each_seven_card_hand(|bits| {
        let hand = CardSet::from_bits(bits);
        by_len[flush_value(hand).len() as usize] += 1;
        for (ace, table) in [
            (AceRule::HighOnly, &mut high),
            (AceRule::LowOrHigh, &mut low),
        ] {
            let sf = straight_flushes(hand, ace);
            table[sf.longest as usize][sf.nine_to_ace_six as usize][sf.four_of_a_kind as usize] +=
                1;
        }
    });
    let combinatorial_high = hand_facts(AceRule::HighOnly);
    let combinatorial_low = hand_facts(AceRule::LowOrHigh);
    assert_eq!(by_len, combinatorial_high.by_flush_len);
    assert_eq!(high, combinatorial_high.by_straight_flush);
    assert_eq!(low, combinatorial_low.by_straight_flush);
}
