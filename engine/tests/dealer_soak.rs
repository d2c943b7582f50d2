//! A soak of dealer mode's rounds (`hcf::dealer`, `jhe::dealer`): rounds from random seeds at
//! random tables (every rule set, dealing method and shuffler), a third with a random
//! irregularity. Each must be dealt without a refusal, end settled or voided with every wager
//! settled once (a net its outcome explains, seat results the sum of their wagers, the meters
//! moved by exactly the contributions when nothing is paid from them), and give a task list a
//! perfect dealer completes at 100 %. (The round machines themselves, with illegal actions, are
//! soaked by `hcf_table.rs` and `jhe_soak.rs`.)
//!
//! The test run plays `DEALER_SOAK_ROUNDS` rounds per game (3,000 by default); the long run:
//! `DEALER_SOAK_ROUNDS=1000000 cargo test -p engine --test dealer_soak -- --nocapture`.

use engine::deck::seeded_rng;
use engine::hcf::config::TableConfig;
use engine::hcf::rules::HcfRules;
use engine::jhe::config::JheConfig;
use engine::meters::MeterBank;
use engine::random::Draw;
use engine::table::dealer_mode::{procedure, Level};

mod common;
use engine::table::{DealingMethod, Game, Phase, Round, Shuffler, WagerKind};
use engine::trace::{Outcome, PaidFrom};
use engine::{Cents, Jurisdiction};
use std::collections::BTreeMap;

fn rounds() -> u64 {
    std::env::var("DEALER_SOAK_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3_000)
}

const SHUFFLERS: [Shuffler; 3] = [
    Shuffler::ByHand,
    Shuffler::Automatic,
    Shuffler::CountingAutomatic,
];

fn level(n: usize) -> Level {
    [
        Level::FullProcedure,
        Level::FullProcedure,
        Level::WithIrregularities,
    ][n % 3]
}

/// What must hold of every finished round; returns the number of wagers settled and whether
/// the meters were checked.
fn check<G: Game<Meter = MeterBank, Contribution = MeterBank>>(
    round: &Round<G>,
    context: &str,
) -> (usize, bool) {
    assert!(
        matches!(round.phase, Phase::Settled | Phase::Void),
        "{context}: ended {:?}",
        round.phase
    );
    // Every wager placed is settled exactly once, with a net its outcome explains.
    let mut settled: BTreeMap<(u8, G::Wager), usize> = BTreeMap::new();
    for s in round.settlements() {
        *settled.entry((s.seat, s.wager)).or_default() += 1;
        let expected = match s.outcome {
            Outcome::Won => s.won,
            Outcome::Lost | Outcome::Forfeited => Cents(-s.stake.0),
            Outcome::Push | Outcome::Refunded => Cents::ZERO,
        };
        // A progressive's stake is never returned, even with an award (AMB-40): its net is
        // the award less the stake.
        let net = if s.wager.collected_before_deal() && s.outcome == Outcome::Won {
            Cents(s.won.0 - s.stake.0)
        } else {
            expected
        };
        assert_eq!(
            s.net, net,
            "{context}: seat {} {:?} {:?}",
            s.seat, s.wager, s.outcome
        );
        assert!(s.won.0 >= 0, "{context}: a negative payment");
    }
    for seat in round.seats.iter().filter(|s| s.in_round()) {
        for (wager, stake) in seat.wagers.iter() {
            if stake.0 > 0 {
                assert_eq!(
                    settled.get(&(seat.number, wager)).copied(),
                    Some(1),
                    "{context}: seat {}'s {wager:?} settled {:?} times",
                    seat.number,
                    settled.get(&(seat.number, wager))
                );
            }
        }
    }
    assert!(
        settled.values().all(|&n| n == 1),
        "{context}: a wager settled twice"
    );
    // The seat's result is the sum of its wagers' nets.
    for seat in round.seats.iter().filter(|s| s.in_round()) {
        let sum: i64 = round
            .settlements()
            .filter(|s| s.seat == seat.number)
            .map(|s| s.net.0)
            .sum();
        assert_eq!(round.seat_net(seat.number).0, sum, "{context}");
    }
    // The meters: moved by exactly the contributions when nothing was paid from them.
    let from_meter = round.settlements().any(|s| s.paid_from == PaidFrom::Meter);
    let mut meters_checked = false;
    if let (Some(before), Some(after), false) = (round.meter_before, round.meter_after, from_meter)
    {
        let mut expected = before;
        for (_, c) in &round.contributions {
            expected.add_bank(c).unwrap();
        }
        if round.void.is_none() {
            assert_eq!(after, expected, "{context}: meters");
            meters_checked = true;
        }
    }
    (settled.len(), meters_checked)
}

/// A perfect dealer completes the round's tasks at 100 %.
fn perfect<G: Game>(
    table: &engine::table::Table<G>,
    level: Level,
    injected: Option<engine::table::dealer_mode::Injected>,
    context: &str,
) where
    G::Wager: Eq,
{
    let procedure = procedure(table, table.round(), level, injected);
    common::random_perfect_walk(
        &procedure,
        table.round().number ^ context.len() as u64,
        context,
    );
}

/// Plays `rounds()` dealer rounds, each from `deal` (given the soak's generator and the round's
/// level: a table and the irregularity it was dealt with, with a context for messages, or `None`
/// for a set-up the rules refuse), checks each, and prints the figures under `name`.
fn soak<G, F>(name: &str, generator_seed: u64, mut deal: F)
where
    G: Game<Meter = MeterBank, Contribution = MeterBank>,
    G::Wager: Eq,
    F: FnMut(
        &mut engine::deck::DealRng,
        Level,
    ) -> Option<(
        engine::table::Table<G>,
        Option<engine::table::dealer_mode::Injected>,
        String,
    )>,
{
    let n = rounds();
    let mut rng = seeded_rng(generator_seed);
    let (mut wagers, mut voided, mut irregular, mut meters) = (0usize, 0u64, 0u64, 0u64);
    for i in 0..n {
        let level = level(i as usize);
        let Some((table, injected, context)) = deal(&mut rng, level) else {
            continue;
        };
        let (settled, checked) = check(table.round(), &context);
        perfect(&table, level, injected, &context);
        wagers += settled;
        meters += checked as u64;
        voided += table.round().void.is_some() as u64;
        irregular += injected.is_some() as u64;
    }
    println!("{name} dealer rounds: {n} rounds, {wagers} wagers settled, {irregular} with an irregularity, {voided} voided, meters traced in {meters}");
    assert!(
        meters > n / 2,
        "the meters were traced in only {meters} rounds"
    );
}

#[test]
fn dealer_rounds_of_high_card_flush_at_every_table_and_irregularity_settle_and_can_be_dealt_perfectly(
) {
    soak("High Card Flush", 0x50A4, |rng, level| {
        let j = Jurisdiction::ALL[rng.below(3)];
        let methods = HcfRules::of(j).dealing_methods.value;
        let mut config = TableConfig::default_for(j);
        config.dealing_method = methods[rng.below(methods.len())];
        config.shuffler = SHUFFLERS[rng.below(3)];
        if rng.chance(0.2) {
            config.progressive = None;
        }
        config.validate().ok()?;
        let seed = rng.word();
        let context = format!(
            "HCF {j:?} {:?} {:?} seed {seed} {level:?}",
            config.dealing_method, config.shuffler
        );
        let (table, injected) = engine::hcf::dealer::dealer_round(config, seed, level, None)
            .unwrap_or_else(|e| panic!("{context}: refused: {e}"));
        Some((table, injected, context))
    });
}

#[test]
fn dealer_rounds_of_jackpot_hold_em_at_every_table_and_irregularity_settle_and_can_be_dealt_perfectly(
) {
    soak("Jackpot Hold 'Em", 0x50A5, |rng, level| {
        let labels = ["A", "B", "C", "D", "E"];
        let config = JheConfig {
            dealing_method: DealingMethod::ALL[rng.below(3)],
            shuffler: SHUFFLERS[rng.below(3)],
            dealer_cards: [
                engine::jhe::rules::DealerCardsFromShuffler::First,
                engine::jhe::rules::DealerCardsFromShuffler::LeftInShuffler,
            ][rng.below(2)],
            // With and without a Progressive (and a Player Bonus), on every paytable.
            progressive: if rng.chance(0.8) {
                engine::jhe::config::JheProgressive::at_minimums(labels[rng.below(5)], 500)
            } else {
                None
            },
            player_bonus: if rng.chance(0.8) {
                JheConfig::standard().player_bonus
            } else {
                None
            },
            ..JheConfig::standard()
        };
        engine::jhe::table::JheTable::new(config.clone()).ok()?;
        let seed = rng.word();
        let context = format!(
            "JHE {:?} {:?} {:?} progressive {:?} seed {seed} {level:?}",
            config.dealing_method,
            config.shuffler,
            config.dealer_cards,
            config.progressive.as_ref().map(|p| p.label.clone())
        );
        let (table, injected) = engine::jhe::dealer::dealer_round(config, seed, level, None)
            .unwrap_or_else(|e| panic!("{context}: refused: {e}"));
        Some((table, injected, context))
    });
}
