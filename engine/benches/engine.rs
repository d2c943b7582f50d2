//! Criterion benchmarks of the engine's hot paths: `cargo bench -p engine`.
//! Figures and the machine they came from are recorded in the issue notes.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use engine::cards::{Card, CardSet};
use engine::combinatorics::for_each_seven_of;
use engine::hcf::config::TableConfig;
use engine::hcf::decision::{analyze, Strategy};
use engine::hcf::flush::flush_value;
use engine::hcf::main_game::analyze_main_game;
use engine::hcf::simulate::{simulate, SimSetup};
use engine::poker::evaluate;
use engine::{Cents, Jurisdiction};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn random_hands(count: usize) -> Vec<CardSet> {
    let mut rng = SmallRng::seed_from_u64(1);
    let mut deck: Vec<Card> = Card::deck().collect();
    (0..count)
        .map(|_| {
            engine::deck::partial_shuffle(&mut deck, 7, &mut rng);
            deck[..7].iter().copied().collect()
        })
        .collect()
}

fn benches(c: &mut Criterion) {
    let hands = random_hands(4096);
    let mut group = c.benchmark_group("hand");
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("flush_value", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&h| flush_value(black_box(h)).key() as u64)
                .sum::<u64>()
        })
    });
    group.bench_function("exact_decision_ev", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&h| analyze(black_box(h)).best().1.numerator)
                .sum::<i64>()
        })
    });
    group.bench_function("fast_optimal_decision", |b| {
        Strategy::Optimal.decide_fast(hands[0]);
        b.iter(|| {
            hands
                .iter()
                .filter(|&&h| {
                    Strategy::Optimal.decide_fast(black_box(h))
                        == engine::hcf::decision::Decision::Fold
                })
                .count()
        })
    });
    group.finish();

    let mut group = c.benchmark_group("poker");
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("evaluate_random_seven", |b| {
        b.iter(|| {
            hands
                .iter()
                .map(|&h| evaluate(black_box(h)).raw() as u64)
                .sum::<u64>()
        })
    });
    // Every hand of a 40-card subset, in enumeration order (C(40, 7) = 18,643,560): the pattern
    // of an exhaustive walk.
    let sub: Vec<u64> = Card::deck().take(40).map(|c| c.bit()).collect();
    group.throughput(Throughput::Elements(18_643_560));
    group.sample_size(10);
    group.bench_function("evaluate_sequential_seven", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            for_each_seven_of(&sub, |bits| {
                sum += evaluate(CardSet::from_bits(bits)).raw() as u64;
            });
            sum
        })
    });
    group.finish();

    let mut group = c.benchmark_group("jhe");
    group.sample_size(10);
    let xtra = engine::jhe::paytables::paytable(engine::jhe::JheWager::XtraBonus, "A").unwrap();
    let cards = |text: &str, n: usize| engine::cards::parse_exact(text, n).unwrap();
    let hole: [Card; 2] = cards("Ah 9d", 2).try_into().unwrap();
    let flop: [Card; 3] = cards("9c 5h 2s", 3).try_into().unwrap();
    let river: [Card; 5] = cards("9c 5h 2s Kd 7c", 5).try_into().unwrap();
    group.bench_function("decision_two_exact", |b| {
        b.iter(|| {
            engine::jhe::decision::decision_two(xtra, black_box(hole), flop)[0]
                .1
                .numerator
        })
    });
    group.bench_function("decision_three_exact", |b| {
        b.iter(|| {
            engine::jhe::decision::decision_three(xtra, black_box(hole), river)[0]
                .1
                .numerator
        })
    });
    group.finish();

    let mut group = c.benchmark_group("deal");
    group.throughput(Throughput::Elements(1));
    group.bench_function("shuffle_49_of_52", |b| {
        let mut rng = SmallRng::seed_from_u64(2);
        let mut deck: Vec<Card> = Card::deck().collect();
        b.iter(|| {
            engine::deck::partial_shuffle(&mut deck, 49, &mut rng);
            black_box(deck[0])
        })
    });
    group.finish();

    let mut group = c.benchmark_group("simulate");
    group.sample_size(10);
    let rounds = 1_000_000u64;
    group.throughput(Throughput::Elements(rounds));
    for (name, side) in [
        ("six_seats_optimal_main_game", false),
        ("six_seats_optimal_all_wagers", true),
    ] {
        let setup = SimSetup {
            config: TableConfig::default_for(Jurisdiction::Maryland),
            players: 6,
            ante: Cents::dollars(5),
            flush_bonus: if side { Cents::dollars(1) } else { Cents::ZERO },
            straight_flush_bonus: if side { Cents::dollars(1) } else { Cents::ZERO },
            progressive: side,
            strategy: Strategy::Optimal,
        };
        simulate(&setup, 1, 0, 1).unwrap();
        group.bench_function(format!("{name}_1_thread"), |b| {
            b.iter(|| simulate(&setup, rounds, 3, 1).unwrap().total.net)
        });
        group.bench_function(format!("{name}_2_threads"), |b| {
            b.iter(|| simulate(&setup, rounds, 3, 2).unwrap().total.net)
        });
    }
    group.finish();

    let mut group = c.benchmark_group("exact");
    group.sample_size(10);
    group.bench_function("main_game_optimal_house_edge", |b| {
        b.iter(|| analyze_main_game(&Strategy::Optimal).total_net)
    });
    group.finish();

    // Jackpot Hold 'Em's exact optimal strategy over every deal (about ten seconds a solve:
    // criterion's minimum of ten samples; skip with `cargo bench -p engine -- --skip jhe`).
    let game = engine::jhe::exact::solver_game(
        &engine::jhe::JheRules::maryland(),
        engine::jhe::paytables::paytable(engine::jhe::JheWager::XtraBonus, "A").unwrap(),
    );
    let mut group = c.benchmark_group("jhe_exact");
    group.sample_size(10);
    for threads in [1, 2] {
        group.bench_function(format!("optimal_house_edge_{threads}_threads"), |b| {
            b.iter(|| engine::holdem_solver::solve(&game, threads).total_halves)
        });
    }
    let xtra = engine::jhe::paytables::paytable(engine::jhe::JheWager::XtraBonus, "A").unwrap();
    let hand = engine::cards::parse_exact("As Kd 7h 8h 9c", 5).unwrap();
    group.bench_function("decision_two_exact", |b| {
        b.iter(|| {
            engine::jhe::decision::decision_two(
                xtra,
                [hand[0], hand[1]],
                [hand[2], hand[3], hand[4]],
            )
        })
    });
    group.finish();
}

criterion_group!(engine_benches, benches);
criterion_main!(engine_benches);
