//! A derivation aid for Jackpot Hold 'Em's shorter strategy cards (`jhe::levels`): solves
//! optimal play, prints the chart's data (a starting hand, or a row of the flop chart, plays
//! when optimal play plays it in most of its situations) and the exact house edge of the
//! beginner's card and of the chart so derived.
//!
//! `cargo run -p engine --example jhe_levels`

use engine::holdem_solver::{evaluate_policy, Optimal, Symmetry};
use engine::jhe::levels::{BeginnerPolicy, ChartPolicy};
use engine::jhe::second_chart::{second_chart_row, SECOND_CHART_ROWS};
use engine::jhe::{paytables::paytable, JheRules, JheWager};

fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").expect("X-tra Bonus A"),
    );
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if let Some(d3) = std::env::args().find(|a| a.starts_with("--d3=")) {
        // The beginner's first two decisions with a candidate third: always play, or play with
        // a pair or better or a hole card of at least this rank (0 = deuce).
        struct D3(Option<u8>);
        impl engine::holdem_solver::Policy for D3 {
            fn first(&self, h: engine::cards::CardSet, s: engine::cards::CardSet) -> Option<bool> {
                Some(engine::jhe::levels::beginner_first(h, s))
            }
            fn second(&self, h: engine::cards::CardSet, s: engine::cards::CardSet) -> Option<bool> {
                Some(engine::jhe::levels::beginner_second(h, s))
            }
            fn last(
                &self,
                h: engine::cards::CardSet,
                _b: engine::cards::CardSet,
                v: engine::poker::HandValue,
            ) -> Option<bool> {
                use engine::poker::{evaluate, Category};
                let ranks: Vec<u8> = h.iter().map(|c| c.rank().index()).collect();
                let board: Vec<u8> = _b.iter().map(|c| c.rank().index()).collect();
                let paired = ranks[0] == ranks[1] || ranks.iter().any(|r| board.contains(r));
                let made = v.category() >= Category::Straight && v > evaluate(_b);
                Some(match self.0 {
                    None => true,
                    // A pair or better using a hole card, or a straight or better beating the board.
                    Some(99) => paired || made,
                    // The same, or ace or king high with no pair anywhere.
                    Some(98) => {
                        paired
                            || made
                            || (v.category() == Category::HighCard
                                && ranks.iter().any(|&r| r >= 11))
                    }
                    Some(rank) => {
                        v.category() >= Category::Pair || h.iter().any(|c| c.rank().index() >= rank)
                    }
                })
            }
        }
        let rank = d3.trim_start_matches("--d3=").parse::<u8>().ok();
        let r = evaluate_policy(&game, &D3(rank), threads).report(&game);
        println!(
            "{d3} {} / {} {:.4}%",
            r.house_edge_numerator, r.house_edge_denominator, r.house_edge_percent
        );
        return;
    }
    if let Some(mix) = std::env::args().find(|a| a.starts_with("--mix=")) {
        // Beginner's first two decisions with the full card's third, or the chart's with the
        // beginner's third: where the beginner's card loses its value.
        struct Mix(bool);
        impl engine::holdem_solver::Policy for Mix {
            fn first(&self, h: engine::cards::CardSet, s: engine::cards::CardSet) -> Option<bool> {
                Some(if self.0 {
                    engine::jhe::levels::beginner_first(h, s)
                } else {
                    engine::jhe::levels::CHART.plays_first(h, s)
                })
            }
            fn second(&self, h: engine::cards::CardSet, s: engine::cards::CardSet) -> Option<bool> {
                Some(if self.0 {
                    engine::jhe::levels::beginner_second(h, s)
                } else {
                    engine::jhe::levels::CHART.plays_second(h, s)
                })
            }
            fn last(
                &self,
                h: engine::cards::CardSet,
                b: engine::cards::CardSet,
                v: engine::poker::HandValue,
            ) -> Option<bool> {
                Some(if self.0 {
                    engine::jhe::strategy::simple_last(h, b, v)
                } else {
                    engine::jhe::levels::beginner_last(h, b, v)
                })
            }
        }
        let r = evaluate_policy(&game, &Mix(mix == "--mix=beginner"), threads).report(&game);
        println!("{mix} {:.4}%", r.house_edge_percent);
        return;
    }
    if std::env::args().any(|a| a == "--beginner") {
        let r = evaluate_policy(&game, &BeginnerPolicy, threads).report(&game);
        println!(
            "beginner {} / {} ({:.4}%)",
            r.house_edge_numerator, r.house_edge_denominator, r.house_edge_percent
        );
        return;
    }
    let optimal = evaluate_policy(&game, &Optimal, threads);
    let report = optimal.report(&game);
    println!(
        "optimal {} / {} ({:.4}%)",
        report.house_edge_numerator, report.house_edge_denominator, report.house_edge_percent
    );
    let symbols = b"23456789TJQKA";
    let rank_of = |c: u8| symbols.iter().position(|&s| s == c).expect("rank") as u8;
    let mut offsuit = [0u16; 13];
    let mut suited = [0u16; 13];
    for row in optimal.first_decision_chart(&game, &Optimal) {
        let bytes = row.hand.as_bytes();
        let (high, low) = (rank_of(bytes[0]), rank_of(bytes[1]));
        // Columns are by the shown card's rank, ace first; leave out a shown card pairing.
        let cells: Vec<f64> = (0..13u8)
            .filter(|&column| {
                let shown = 12 - column;
                shown != high && shown != low
            })
            .map(|column| row.plays[column as usize])
            .collect();
        let share = cells.iter().sum::<f64>() / cells.len() as f64;
        let plays = share >= 0.5;
        if (0.2..0.8).contains(&share) {
            println!("  {} plays {:.2}", row.hand, share);
        }
        if plays {
            if bytes.get(2) == Some(&b's') {
                suited[high as usize] |= 1 << low;
            } else {
                offsuit[high as usize] |= 1 << low;
            }
        }
    }
    let counts = optimal.second_decision_counts(
        &Symmetry::new(),
        SECOND_CHART_ROWS.len(),
        &second_chart_row,
    );
    let mut second = [false; SECOND_CHART_ROWS.len()];
    for (i, (plays, all)) in counts.iter().enumerate() {
        let share = *plays as f64 / (*all).max(1) as f64;
        second[i] = share >= 0.5;
        println!("  row {i} {} plays {share:.3}", SECOND_CHART_ROWS[i]);
    }
    let chart = ChartPolicy {
        offsuit,
        suited,
        second,
    };
    println!("{chart:?}");
    for (name, policy) in [
        (
            "beginner",
            &BeginnerPolicy as &dyn engine::holdem_solver::Policy,
        ),
        ("chart", &chart),
    ] {
        let r = evaluate_policy(&game, policy, threads).report(&game);
        println!(
            "{name} {} / {} ({:.4}%, cost {:.4}%)",
            r.house_edge_numerator,
            r.house_edge_denominator,
            r.house_edge_percent,
            r.house_edge_percent - report.house_edge_percent
        );
    }
}
