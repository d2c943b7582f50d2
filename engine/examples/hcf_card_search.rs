//! A derivation aid for the High Card Flush strategy card: one exact walk of every hand collects
//! the three-card flushes headed by a ten (the only mixed rows: see `hcf_three_card_chart`) by
//! simple features, with the exact gain of raising over folding; then candidate rules are
//! costed exactly against optimal play from those sums.

use engine::hcf::decision::raise_numerator;
use engine::hcf::decision::Strategy;
use engine::hcf::main_game::{analyze_main_game, for_each_hand_with_counts};
use std::collections::BTreeMap;

/// (second rank, third rank, other cards above the ten, a three-card side suit)
type Key = (u8, u8, u32, bool);
/// (second rank, third rank, off-suit tens, jacks, queens, kings, aces, a three-card side suit)
type Fine = (u8, u8, [u8; 5], bool);

fn main() {
    let optimal = analyze_main_game(&Strategy::Optimal);
    let pairs = optimal.pairs as f64;
    // Per feature group: Σ w·max(gain, 0) and Σ w·gain, gain = raise 1× − fold.
    let mut groups: BTreeMap<Key, (i128, i128)> = BTreeMap::new();
    let mut fine: BTreeMap<Fine, (i128, i128)> = BTreeMap::new();
    let mut other_loss = 0i128;
    for_each_hand_with_counts(|masks, weight, value, counts| {
        let w = weight as i128;
        let fold = -(counts.total as i64);
        let max = engine::hcf::flush::raise_limits(value.len()).max_multiple;
        let best = (1..=max)
            .map(|m| raise_numerator(counts, m))
            .max()
            .unwrap_or(fold)
            .max(fold);
        match value.len() {
            0..=2 => other_loss += w * (best - fold) as i128,
            3 if value.mask() >> 8 == 1 && value.mask() < (1 << 9) => {
                let ranks: Vec<u8> = value.ranks().iter().map(|r| r.index()).collect();
                let others = masks[1] | masks[2] | masks[3];
                let high = (others >> 9).count_ones();
                let side3 = masks[1..].iter().any(|m| m.count_ones() == 3);
                let gain = (raise_numerator(counts, 1) - fold) as i128;
                let e = groups.entry((ranks[1], ranks[2], high, side3)).or_default();
                e.0 += w * gain.max(0);
                e.1 += w * gain;
                let mut by_rank = [0u8; 5];
                for m in &masks[1..] {
                    for (i, slot) in by_rank.iter_mut().enumerate() {
                        *slot += ((m >> (8 + i)) & 1) as u8;
                    }
                }
                let f = fine
                    .entry((ranks[1], ranks[2], by_rank, side3))
                    .or_default();
                f.0 += w * gain.max(0);
                f.1 += w * gain;
            }
            3 if value.mask() >= (1 << 9) => {
                other_loss += w * (best - raise_numerator(counts, 1)) as i128
            }
            3 => other_loss += w * (best - fold) as i128,
            _ => other_loss += w * (best - raise_numerator(counts, max)) as i128,
        }
    });
    println!("loss outside ten-high three-card flushes (J+ raised, 9- folded, 4+ raised the most): {:.6}%", 100.0 * other_loss as f64 / pairs);
    let cost = |rule: &dyn Fn(&Key) -> bool| -> f64 {
        let loss: i128 = groups
            .iter()
            .map(|(k, (p, a))| if rule(k) { p - a } else { *p })
            .sum();
        100.0 * (loss + other_loss) as f64 / pairs
    };
    println!("T-8-6 or better: {:.6}%", cost(&|k| (k.0, k.1) >= (6, 4)));
    for (k, (p, a)) in &groups {
        if std::env::args().any(|x| x == "--groups") {
            println!("{k:?} gain+ {p} gain {a}");
        }
    }
    // Thresholds on the second and third cards that move with the high cards held elsewhere.
    let mut best = (f64::MAX, String::new());
    for base in 0..8u8 {
        for per_high in 0..4u8 {
            for side in 0..4u8 {
                let rule = |k: &Key| {
                    let score = (k.0 as i32) * 2 + (k.1 >= 4) as i32 + per_high as i32 * k.2 as i32
                        - if k.3 { side as i32 } else { 0 };
                    score >= 2 * 6 + base as i32 - 4
                };
                let c = cost(&rule);
                if c < best.0 {
                    best = (
                        c,
                        format!(
                            "score = 2·second + [third ≥ 6] + {per_high}·high − {side}·side3 ≥ {}",
                            8 + base
                        ),
                    );
                }
            }
        }
    }
    println!("best scored rule: {} → cost {:.6}%", best.1, best.0);
    // The best decision per (second card, high cards elsewhere), whatever the third card.
    let mut chart: BTreeMap<(u8, u32), (i128, i128)> = BTreeMap::new();
    for (k, (p, a)) in &groups {
        let e = chart.entry((k.0, k.2)).or_default();
        e.0 += p;
        e.1 += a;
    }
    let raise: Vec<(u8, u32)> = chart
        .iter()
        .filter(|(_, (_, a))| *a > 0)
        .map(|(k, _)| *k)
        .collect();
    println!("chart (second card, high cards elsewhere) raised: {raise:?}");
    println!("its cost: {:.6}%", cost(&|k| raise.contains(&(k.0, k.2))));
    // Other ways to count the high cards held elsewhere: a chart per (second card, count).
    type Count = fn(&[u8; 5]) -> u32;
    let defs: [(&str, Count); 5] = [
        ("tens or better", |r| r.iter().map(|&x| x as u32).sum()),
        ("jacks or better", |r| {
            r[1..].iter().map(|&x| x as u32).sum()
        }),
        ("queens or better", |r| {
            r[2..].iter().map(|&x| x as u32).sum()
        }),
        ("J=1 Q=1 K=2 A=2", |r| {
            (r[1] + r[2] + 2 * r[3] + 2 * r[4]) as u32
        }),
        ("J=1 Q=2 K=2 A=3", |r| {
            (r[1] + 2 * r[2] + 2 * r[3] + 3 * r[4]) as u32
        }),
    ];
    for (name, count) in defs {
        let mut cells: BTreeMap<(u8, u32), i128> = BTreeMap::new();
        let mut gain_plus = 0i128;
        for (k, (p, a)) in &fine {
            *cells.entry((k.0, count(&k.2))).or_default() += a;
            gain_plus += p;
        }
        // Loss = Σ gain⁺ − Σ over raised cells of gain.
        let raised: i128 = cells.values().filter(|a| **a > 0).sum();
        let c = 100.0 * (gain_plus - raised + other_loss) as f64 / pairs;
        let mut needs: BTreeMap<u8, u32> = BTreeMap::new();
        for ((second, n), a) in &cells {
            if *a > 0 {
                let e = needs.entry(*second).or_insert(*n);
                *e = (*e).min(*n);
            }
        }
        println!("chart by {name}: cost {c:.6}%; least count raised per second card {needs:?}");
    }
    // The card: a ten-high three-card flush is raised with enough off-suit jacks or better
    // (cards, a pair counting twice): T-9 one, T-8/T-7 two, T-6/T-5 three, T-4/T-3 four.
    let needed = |second: u8| match second {
        7 => 1,
        5 | 6 => 2,
        3 | 4 => 3,
        _ => 4,
    };
    let mut loss = other_loss;
    for (k, (p, a)) in &fine {
        let count: u32 = k.2[1..].iter().map(|&x| x as u32).sum();
        loss += if count >= needed(k.0) { p - a } else { *p };
    }
    println!(
        "the card (T-9: 1, T-8/7: 2, T-6/5: 3, T-4/3: 4 off-suit J+): cost {:.6}%",
        100.0 * loss as f64 / pairs
    );
    // Per cell, the best threshold on the third card (raise when third ≥ t; t = 9: never).
    let mut thresholds: BTreeMap<(u8, u32), u8> = BTreeMap::new();
    for &cell in chart.keys() {
        let loss = |t: u8| -> i128 {
            groups
                .iter()
                .filter(|(k, _)| (k.0, k.2) == cell)
                .map(|(k, (p, a))| if k.1 >= t { p - a } else { *p })
                .sum()
        };
        let t = (0..=9u8).min_by_key(|&t| loss(t)).unwrap();
        thresholds.insert(cell, t);
    }
    let refined = |k: &Key| k.1 >= thresholds[&(k.0, k.2)];
    println!(
        "with a third-card threshold per cell: {:.6}%",
        cost(&refined)
    );
    for (cell, t) in &thresholds {
        let all_or_none = if raise.contains(cell) { 0 } else { 9 };
        let t_now = if *t >= cell.0 { 9 } else { *t };
        if t_now != all_or_none {
            println!(
                "  cell {cell:?}: raise with third ≥ {t} (chart says {})",
                if all_or_none == 0 { "raise" } else { "fold" }
            );
        }
    }
}
