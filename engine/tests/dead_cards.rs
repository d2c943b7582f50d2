//! Known dead cards (the game-protection lab): each option's exact value with cards removed
//! from play, for both games. No dead cards gives today's values exactly; with many dead cards
//! the few deals left are recounted one by one; and a Play's value (no decision after it) is
//! the average of its values with each single unseen card dead — the law of total expectation,
//! an identity the code does not use.

use engine::cards::{parse_cards, Card, CardSet};
use engine::hcf::decision::{analyze, analyze_with_dead, Decision};
use engine::hcf::flush::{flush_value, QUALIFIER};
use engine::jhe::decision::{
    decision_one_with_dead, decision_three, decision_three_with_dead, decision_two,
    decision_two_with_dead, exact_options, exact_options_with_dead, main_result, xtra_odds, FOLD,
};
use engine::jhe::paytables::paytable;
use engine::jhe::JheWager;
use engine::poker::evaluate;

fn set(text: &str) -> CardSet {
    parse_cards(text).unwrap().into_iter().collect()
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).unwrap()
}

/// Every card not in `out`, in deck order.
fn left(out: CardSet) -> Vec<Card> {
    Card::deck().filter(|c| !out.contains(*c)).collect()
}

#[test]
fn high_card_flush_without_dead_cards_is_todays_analysis() {
    for hand in [
        "Ah Kh 9h 2c 5d 7s Js",
        "2c 3d 4h 5s 7c 8d 9h",
        "As Ks Qs Js 9s 2d 3c",
    ] {
        assert_eq!(
            analyze_with_dead(set(hand), CardSet::EMPTY).unwrap(),
            analyze(set(hand))
        );
    }
    let err = analyze_with_dead(set("Ah Kh 9h 2c 5d 7s Js"), set("Ah 2d")).unwrap_err();
    assert!(err.contains("Ah"), "{err}");
}

/// 30 dead cards leave 15: the dealer's C(15, 7) = 6,435 hands settled one by one.
#[test]
fn high_card_flush_with_many_dead_cards_recounts_deal_by_deal() {
    let hand = set("Qh Th 6h 3c 8d 9s Ks");
    let unseen = left(hand);
    let dead: CardSet = unseen[..30].iter().copied().collect();
    let rest = &unseen[30..];
    let analysis = analyze_with_dead(hand, dead).unwrap();
    let player = flush_value(hand);
    let (mut hands, mut raise1) = (0i64, 0i64);
    let n = rest.len();
    for mask in 0u32..1 << n {
        if mask.count_ones() != 7 {
            continue;
        }
        let dealer: CardSet = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| rest[i])
            .collect();
        let dealer = flush_value(dealer);
        hands += 1;
        // C11: a dealer below the qualifier pays the Ante and pushes the Raise.
        raise1 += if dealer < QUALIFIER {
            1
        } else if player > dealer {
            2
        } else if player < dealer {
            -2
        } else {
            0
        };
    }
    assert_eq!(hands, 6_435);
    let value = analysis.ev(Decision::Raise(1)).unwrap();
    assert_eq!((value.numerator, value.denominator), (raise1, hands as u64));
    let fold = analysis.ev(Decision::Fold).unwrap();
    assert_eq!((fold.numerator, fold.denominator), (-hands, hands as u64));
}

/// A raise's value is the mean of its values with each of the 45 unseen cards dead.
#[test]
fn high_card_flush_raise_is_the_mean_over_one_dead_card() {
    let hand = set("Jd 9d 4d 2c 7h Qs 5s");
    let whole = analyze(hand).ev(Decision::Raise(1)).unwrap();
    let mut sum = 0i128;
    let mut denominator = 0u64;
    for card in left(hand) {
        let value = analyze_with_dead(hand, CardSet::EMPTY.with(card))
            .unwrap()
            .ev(Decision::Raise(1))
            .unwrap();
        sum += i128::from(value.numerator);
        denominator = value.denominator;
    }
    // Σ n_d / C(44, 7) = 45 · n / C(45, 7).
    assert_eq!(
        sum * i128::from(whole.denominator),
        45 * i128::from(whole.numerator) * i128::from(denominator)
    );
}

fn xtra() -> &'static engine::jhe::paytables::JhePaytable {
    paytable(JheWager::XtraBonus, "A").unwrap()
}

#[test]
fn jackpot_holdem_without_dead_cards_is_todays_analysis() {
    let c = cards("Ah 7d 2c 9s Kh Td 4c");
    let first = engine::jhe::optimal_tables::shipped_first_values();
    for shown in [&c[2..3], &c[2..5], &c[2..7]] {
        assert_eq!(
            exact_options_with_dead(xtra(), [c[0], c[1]], shown, CardSet::EMPTY, Some(first), 2),
            exact_options(xtra(), [c[0], c[1]], shown, Some(first))
        );
    }
    let err =
        exact_options_with_dead(xtra(), [c[0], c[1]], &c[2..5], set("9s"), None, 2).unwrap_err();
    assert!(err.contains("9s"), "{err}");
}

/// Decisions 2 and 3: a Play's value is the mean of its values with each unseen card dead.
#[test]
fn jackpot_holdem_plays_are_the_mean_over_one_dead_card() {
    let c = cards("Qs Js 9s 4d 2h 8c 3s");
    let (hole, flop, board) = (
        [c[0], c[1]],
        [c[2], c[3], c[4]],
        [c[2], c[3], c[4], c[5], c[6]],
    );
    let check = |whole: engine::combinatorics::ExactEv,
                 parts: Vec<engine::combinatorics::ExactEv>| {
        let k = parts.len() as i128;
        let sum: i128 = parts.iter().map(|p| i128::from(p.numerator)).sum();
        assert_eq!(
            sum * i128::from(whole.denominator),
            k * i128::from(whole.numerator) * i128::from(parts[0].denominator)
        );
    };
    let last: CardSet = c.iter().copied().collect();
    check(
        decision_three(xtra(), hole, board)[0].1,
        left(last)
            .into_iter()
            .map(|d| decision_three_with_dead(xtra(), hole, board, CardSet::EMPTY.with(d))[0].1)
            .collect(),
    );
    let second: CardSet = c[..5].iter().copied().collect();
    check(
        decision_two(xtra(), hole, flop)[0].1,
        left(second)
            .into_iter()
            .map(|d| decision_two_with_dead(xtra(), hole, flop, CardSet::EMPTY.with(d))[0].1)
            .collect(),
    );
}

/// 30 dead cards leave 19 at decision 1: every flop, turn, river and dealer hand
/// (C(19, 2) · C(17, 2) · C(15, 2) = 2,441,880 deals) settled one by one, the later decisions
/// taken best, against the shared-sets count.
#[test]
fn jackpot_holdem_first_decision_with_many_dead_cards_recounts_deal_by_deal() {
    let c = cards("Kd 7s 7c");
    let (hole, shown) = ([c[0], c[1]], c[2]);
    let unseen = left(c.iter().copied().collect());
    let dead: CardSet = unseen.iter().skip(9).take(30).copied().collect();
    let rest: Vec<Card> = unseen.into_iter().filter(|x| !dead.contains(*x)).collect();
    assert_eq!(rest.len(), 19);
    let n = rest.len();
    let (mut play3, mut check, mut deals) = (0i64, 0i64, 0u64);
    for f in 0..n {
        for g in f + 1..n {
            let (mut play2, mut check2) = (0i64, 0i64);
            for t in (0..n).filter(|&t| t != f && t != g) {
                for r in (t + 1..n).filter(|&r| r != f && r != g) {
                    let board: CardSet = [shown, rest[f], rest[g], rest[t], rest[r]]
                        .into_iter()
                        .collect();
                    let player = evaluate(board.with(hole[0]).with(hole[1]));
                    let odds = xtra_odds(xtra(), player);
                    let (mut r1, mut r2, mut r3, mut dealers) = (0, 0, 0, 0);
                    for x in (0..n).filter(|&x| ![f, g, t, r].contains(&x)) {
                        for y in (x + 1..n).filter(|&y| ![f, g, t, r].contains(&y)) {
                            let dealer = evaluate(board.with(rest[x]).with(rest[y]));
                            r1 += main_result(player, odds, dealer, 1);
                            r2 += main_result(player, odds, dealer, 2);
                            r3 += main_result(player, odds, dealer, 3);
                            dealers += 1;
                        }
                    }
                    play3 += r3;
                    play2 += r2;
                    check2 += r1.max(FOLD * dealers);
                    deals += dealers as u64;
                }
            }
            check += play2.max(check2);
        }
    }
    assert_eq!(deals, 2_441_880);
    let [(_, play), (_, checked)] = decision_one_with_dead(xtra(), hole, shown, dead, 2);
    assert_eq!((play.numerator, play.denominator), (play3, deals));
    assert_eq!((checked.numerator, checked.denominator), (check, deals));
}
