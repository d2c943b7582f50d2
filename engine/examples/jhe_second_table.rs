//! A derivation aid for the Jackpot Hold 'Em strategy card's second decision: how often the
//! optimal player plays 2× on the flop, by simple features of the hand, over every representative
//! flop and hand, each weighted by how many of its first cards the optimal player checked on.

use engine::cards::CardSet;
use engine::holdem_solver::suits::{bit_of, hole_cards, HOLES};
use engine::holdem_solver::{solve, Symmetry, FIRST_CHECK, FIRST_PLAY};
use engine::jhe::{paytables::paytable, JheRules, JheWager};
use engine::poker::{evaluate, Category};
use std::collections::BTreeMap;

fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").unwrap(),
    );
    let solution = solve(&game, 2);
    let symmetry = Symmetry::new();
    let mut table: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for (id, &flop) in symmetry.flops.iter().enumerate() {
        let flop_cards: Vec<u8> = (0..52u8)
            .filter(|&c| flop.bits() & bit_of(c) != 0)
            .collect();
        for hole in 0..HOLES {
            let (a, b) = hole_cards(hole);
            let hole_set = CardSet::from_bits(bit_of(a) | bit_of(b));
            if hole_set.intersects(flop) {
                continue;
            }
            let checked = flop_cards
                .iter()
                .filter(|&&c| {
                    let s = solution.first_sums(&game, a, b, c);
                    s[FIRST_PLAY] <= s[FIRST_CHECK]
                })
                .count() as u64;
            if checked == 0 {
                continue;
            }
            let plays = solution.second_plays[id * HOLES + hole];
            let all = hole_set.union(flop);
            let v = evaluate(all);
            let (hr, lr) = ((a % 13).max(b % 13), (a % 13).min(b % 13));
            let flop_mask = flop.suit_masks().iter().fold(0u16, |m, s| m | s);
            let suits = all.suit_masks();
            let flush4 = [a, b]
                .iter()
                .any(|&c| suits[(c / 13) as usize].count_ones() >= 4);
            let flush_hole_high = [a, b]
                .iter()
                .filter(|&&c| suits[(c / 13) as usize].count_ones() >= 4)
                .map(|&c| c % 13)
                .max();
            let key = match v.category() {
                Category::Pair => {
                    let pair = v.rank(0);
                    let hole_pair = hr == lr;
                    let uses = (hr == pair as u8) || (lr == pair as u8);
                    let above = (flop_mask >> (pair + 1)).count_ones();
                    if hole_pair {
                        format!("pair: pocket, flop cards above {above}")
                    } else if uses {
                        format!(
                            "pair: hole pairs board, board above {above}, kicker {}",
                            if hr == pair as u8 { lr } else { hr }
                        )
                    } else {
                        format!("pair: on board, top hole {hr:2} flush4 {flush4}")
                    }
                }
                Category::HighCard => match flush_hole_high {
                    Some(r) => format!("high: four to a flush, top suited hole {r:2}"),
                    None => {
                        let ranks = all.suit_masks().iter().fold(0u16, |m, x| m | x);
                        let with_ace = ranks | ((ranks >> 12) & 1);
                        let wheel = (ranks << 1) | ((ranks >> 12) & 1);
                        let _ = with_ace;
                        // Four ranks in a row (an open-ended or one-end straight draw).
                        let four_run = (0..10).any(|lo| (wheel >> lo) & 0b1111 == 0b1111);
                        let overs = [hr, lr]
                            .iter()
                            .filter(|&&r| (flop_mask >> (r + 1)) == 0 && flop_mask & (1 << r) == 0)
                            .count();
                        format!(
                            "high: four in a row {four_run}, overcards {overs}, top hole {hr:2}"
                        )
                    }
                },
                Category::TwoPair | Category::ThreeOfAKind => {
                    let flop_value = evaluate(flop);
                    let pocket = hr == lr;
                    let board_paired = flop_value.category() == Category::Pair;
                    let hole_mask = (1u16 << hr) | (1u16 << lr);
                    let top_used = hole_mask & (1 << v.rank(0)) != 0;
                    let second_used =
                        v.category() == Category::TwoPair && hole_mask & (1 << v.rank(1)) != 0;
                    format!(
                        "{:?}: board paired {board_paired}, pocket {pocket}, hole makes top {top_used}, second {second_used}, top hole {hr:2}",
                        v.category()
                    )
                }
                c => format!("{c:?}"),
            };
            let e = table.entry(key).or_default();
            e.0 += checked * u64::from(plays);
            e.1 += checked;
        }
    }
    for (k, (p, t)) in table {
        println!("{k:60} {:6.1}% of {t}", 100.0 * p as f64 / t as f64);
    }
}
