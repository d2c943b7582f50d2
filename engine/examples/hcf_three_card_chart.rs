//! A derivation aid for the High Card Flush strategy card: for every three-card flush, how
//! often the optimal player raises it, by how the other four cards fall (another three-card
//! suit, two two-card suits, or one), under exact analysis. Rows that are mixed within a
//! pattern are where a compact card loses value.

use engine::hcf::decision::Strategy;
use engine::hcf::main_game::analyze_main_game;

fn main() {
    let a = analyze_main_game(&Strategy::Optimal);
    let optimal = a.total_net as f64 / a.pairs as f64;
    // Single thresholds near the optimal boundary, each evaluated exactly.
    for ranks in [
        [8, 6, 4],
        [8, 6, 5],
        [8, 7, 0],
        [8, 7, 3],
        [8, 7, 5],
        [8, 7, 6],
        [8, 8, 0],
    ] {
        use engine::cards::Rank;
        let (r, flush) = if ranks[1] == 8 {
            ([8u8, 7, 0], "T-9-2")
        } else {
            (ranks, "")
        };
        let value =
            engine::hcf::flush::FlushValue::from_ranks(&r.map(|i| Rank::from_index(i).unwrap()));
        let s = Strategy::ThreeCardThreshold(value);
        let b = analyze_main_game(&s);
        let e = b.total_net as f64 / b.pairs as f64;
        println!("{} {flush}: cost {:.5}%", s.name(), (optimal - e) * 100.0);
    }
    let mut rows = a.three_card_chart.clone();
    rows.sort_by_key(|r| r.flush);
    for r in rows {
        let mixed = r.raise_hands > 0 && r.fold_hands > 0;
        if !mixed && !std::env::args().any(|a| a == "--all") {
            continue;
        }
        let ranks: Vec<&str> = r.flush.ranks().iter().map(|k| k.face()).collect();
        let pct = |p: [u64; 2]| {
            if p[0] + p[1] == 0 {
                "   -  ".to_string()
            } else {
                format!("{:5.1}%", 100.0 * p[1] as f64 / (p[0] + p[1]) as f64)
            }
        };
        println!(
            "{:<10} raised {:5.1}%   3-3-1 {}  3-2-2 {}  3-2-1-1 {}",
            ranks.join("-"),
            100.0 * r.raise_hands as f64 / (r.raise_hands + r.fold_hands) as f64,
            pct(r.by_pattern[0]),
            pct(r.by_pattern[1]),
            pct(r.by_pattern[2])
        );
    }
}
