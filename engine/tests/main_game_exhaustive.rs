//! The main game's exact value, computed a second, independent way: every one of the
//! 133,784,560 player hands evaluated on its own with [`analyze`] (no suit symmetry, no shared
//! polynomials), against the symmetric walk of `analyze_main_game` — for optimal play, and for
//! the beginner's strategy card, whose pinned house edge this recounts independently.

use engine::cards::{Card, CardSet};
use engine::hcf::decision::{analyze, Decision, Strategy};
use engine::hcf::levels::{strategy, BEGINNER_HOUSE_EDGE};
use engine::hcf::main_game::analyze_main_game;
use engine::strategy_level::StrategyLevel;

#[test]
fn optimal_play_by_direct_enumeration_matches_the_symmetric_walk() {
    let bits: Vec<u64> = Card::deck().map(|c| c.bit()).collect();
    // Two threads, split by the first card.
    let beginner = strategy(StrategyLevel::Beginner);
    let (net, counts, beginner_net) = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|worker| {
                let bits = &bits;
                let beginner = &beginner;
                scope.spawn(move || {
                    let mut net: i128 = 0;
                    let mut beginner_net: i128 = 0;
                    let mut counts = [0u64; 4];
                    for a in (0..46).filter(|a| a % 2 == worker) {
                        for b in a + 1..47 {
                            for c in b + 1..48 {
                                for d in c + 1..49 {
                                    for e in d + 1..50 {
                                        for f in e + 1..51 {
                                            for g in f + 1..52 {
                                                let hand = CardSet::from_bits(
                                                    bits[a]
                                                        | bits[b]
                                                        | bits[c]
                                                        | bits[d]
                                                        | bits[e]
                                                        | bits[f]
                                                        | bits[g],
                                                );
                                                let analysis = analyze(hand);
                                                let (decision, ev) = analysis.best();
                                                beginner_net += analysis
                                                    .ev(beginner.decide(hand))
                                                    .expect("a legal decision")
                                                    .numerator
                                                    as i128;
                                                net += ev.numerator as i128;
                                                counts[match decision {
                                                    Decision::Fold => 0,
                                                    Decision::Raise(m) => m as usize,
                                                }] += 1;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    (net, counts, beginner_net)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).fold(
            (0i128, [0u64; 4], 0i128),
            |(n, c, b), (n2, c2, b2)| {
                (
                    n + n2,
                    [c[0] + c2[0], c[1] + c2[1], c[2] + c2[2], c[3] + c2[3]],
                    b + b2,
                )
            },
        )
    });
    let walk = analyze_main_game(&Strategy::Optimal);
    assert_eq!(net, walk.total_net);
    assert_eq!(counts, walk.action_counts);
    // Each hand's values are over the same C(45,7) dealer hands, so the sum is over the pairs.
    assert_eq!(-beginner_net, BEGINNER_HOUSE_EDGE.0 as i128);
}
