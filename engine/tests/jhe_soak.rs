//! Jackpot Hold 'Em property soak: thousands of random rounds over every dealing method, dealer-card
//! order and Progressive paytable, with random wagers, decisions, illegal actions and
//! irregularities. Each round: no card twice, every wager settled exactly once, each net what
//! its outcome says, the payout limit never exceeded, and the meters traced independently from
//! the contributions and the awards; what `Table::legal` offers is exactly what `decide`
//! accepts. The simulator is compared with rounds the round driver plays with the strategies as
//! agents. `JHE_SOAK_ROUNDS=…` for a longer run.

use engine::deck::seeded_rng;
use engine::jhe::agent::JheComputer;
use engine::jhe::config::JheProgressive;
use engine::jhe::{DealerCardsFromShuffler, JheConfig, JheDecision, JheRound, JheTable, JheWager};
use engine::meters::MeterBank;
use engine::money::Cents;
use engine::table::agent::{self, Wagering};
use engine::table::{DealEvent, DealingMethod, Irregularity, Phase, Shuffler};
use engine::trace::{Outcome, PaidFrom};
use rand::Rng;
use std::collections::HashSet;

fn configs() -> Vec<JheConfig> {
    let mut out = Vec::new();
    for (i, label) in ["A", "B", "C", "D", "E"].into_iter().enumerate() {
        for method in DealingMethod::ALL {
            for dealer_cards in [
                DealerCardsFromShuffler::First,
                DealerCardsFromShuffler::LeftInShuffler,
            ] {
                let mut config = JheConfig::standard();
                config.progressive = JheProgressive::at_minimums(label, 300 + 100 * i as u32);
                config.dealing_method = method;
                config.dealer_cards = dealer_cards;
                config.shuffler = if method == DealingMethod::Hand || i % 2 == 0 {
                    Shuffler::Automatic
                } else {
                    Shuffler::ByHand
                };
                config.payout_limit = (i % 2 == 1).then(|| Cents::dollars(50_000));
                config.max_boxes_per_player = 2;
                out.push(config);
            }
        }
    }
    out
}

/// Tries an action; a refusal must leave the table exactly as it was.
fn attempt(table: &mut JheTable, action: impl FnOnce(&mut JheTable) -> Result<(), String>) -> bool {
    let before = table.clone();
    match action(table) {
        Ok(()) => true,
        Err(_) => {
            assert_eq!(*table, before, "a refused action changed the table");
            false
        }
    }
}

fn random_round(table: &mut JheTable, rng: &mut impl Rng) -> JheRound {
    for seat in 1..=6u8 {
        table.sit(seat, seat as u32).unwrap();
        if rng.random_bool(0.7) {
            let ante = Cents::dollars(rng.random_range(1..=600));
            attempt(table, |t| t.place_ante(seat, ante).map_err(|e| e.message));
            if rng.random_bool(0.5) {
                let pb = Cents::dollars(rng.random_range(0..=120));
                attempt(table, |t| {
                    t.set_wager(seat, JheWager::PlayerBonus, pb)
                        .map_err(|e| e.message)
                });
            }
            if rng.random_bool(0.6) {
                attempt(table, |t| {
                    t.set_wager(seat, JheWager::Progressive, Cents::dollars(1))
                        .map_err(|e| e.message)
                });
            }
            if rng.random_bool(0.05) {
                let odd = Cents(rng.random_range(-100..100_000));
                let kind = JheWager::ALL[rng.random_range(0..5)];
                attempt(table, |t| {
                    t.set_wager(seat, kind, odd).map_err(|e| e.message)
                });
            }
        }
    }
    if !attempt(table, |t| t.no_more_bets().map_err(|e| e.message)) {
        // Nobody in, or an X-tra Bonus taken back: put the Antes right and close.
        let antes: Vec<(u8, Cents)> = table
            .round()
            .seats
            .iter()
            .filter(|s| s.wagers.get(JheWager::XtraBonus) != s.wagers.get(JheWager::Ante))
            .map(|s| (s.number, s.wagers.get(JheWager::Ante)))
            .collect();
        for (seat, ante) in &antes {
            table.place_ante(*seat, *ante).unwrap();
        }
        if !table.round().seats.iter().any(|s| s.in_round()) {
            table.place_ante(1, Cents::dollars(5)).unwrap();
        }
        table.no_more_bets().unwrap();
    }
    if rng.random_bool(0.02) {
        table.report(Irregularity::ShufflerJam).unwrap();
        return table.finish().unwrap();
    }
    let event = rng.random_bool(0.05).then(|| DealEvent {
        irregularity: [
            Irregularity::OneCardFaceUp,
            Irregularity::CardDrawnInError,
            Irregularity::SeveralCardsFaceUp,
            Irregularity::WrongNumberOfCards,
            Irregularity::ShoeJam,
        ][rng.random_range(0..5)],
        at_card: rng.random_range(0..30),
    });
    if !attempt(table, |t| t.deal(rng, None, event).map_err(|e| e.message)) {
        table.deal(rng, None, None).unwrap();
    }
    while let Some(seat) = table.round().next_to_act() {
        if rng.random_bool(0.02) {
            let exposed = [
                Irregularity::DealerCardExposedEarly,
                Irregularity::SeveralCardsFaceUp,
            ][rng.random_range(0..2)];
            table.report(exposed).unwrap();
            break;
        }
        let point = table.decision_point();
        // The legal choices are the point's Play and its other choice, and exactly those are
        // accepted.
        let legal = table.legal(seat);
        assert_eq!(legal.len(), 2, "{legal:?}");
        let wrong = JheDecision::Play(rng.random_range(0..5));
        let accepted = attempt(table, |t| t.decide(seat, wrong).map_err(|e| e.message));
        assert_eq!(
            accepted,
            legal.contains(&wrong),
            "{wrong:?} against {legal:?}"
        );
        if table.round().next_to_act() != Some(seat) || table.decision_point() != point {
            continue;
        }
        let decision = if rng.random_bool(0.4) {
            legal[0]
        } else {
            legal[1]
        };
        table.decide(seat, decision).unwrap();
    }
    agent::reveal_and_settle(table).unwrap();
    table.finish().unwrap()
}

fn check(round: &JheRound, config: &JheConfig) {
    // No card twice.
    let cards: HashSet<_> = round.deal_order.iter().map(|(_, c)| *c).collect();
    assert_eq!(cards.len(), round.deal_order.len());
    // A deal stopped by an irregularity leaves fewer cards out; a completed one all 52 (the
    // stub to the discard rack).
    if round.void.is_none() {
        assert_eq!(round.deal_order.len(), 52);
    }
    // Every wager placed is settled exactly once, with the net its outcome says.
    for seat in round.seats.iter().filter(|s| s.in_round()) {
        for (kind, stake) in seat.wagers.iter() {
            let settled: Vec<_> = round
                .settlements()
                .filter(|w| w.seat == seat.number && w.wager == kind)
                .collect();
            assert_eq!(
                settled.len(),
                1,
                "round {} seat {} {kind:?}",
                round.number,
                seat.number
            );
            let w = settled[0];
            assert_eq!(w.stake, stake);
            let expected = match w.outcome {
                Outcome::Won if kind == JheWager::Progressive => Cents(w.won.0 - stake.0),
                Outcome::Won => w.won,
                Outcome::Lost | Outcome::Forfeited => Cents(-stake.0),
                Outcome::Push | Outcome::Refunded => Cents::ZERO,
            };
            assert_eq!(w.net, expected);
        }
        // The payout limit covers everything but the Progressive.
        if let Some(limit) = config.payout_limit {
            let paid = Cents::checked_sum(
                round
                    .settlements()
                    .filter(|w| w.seat == seat.number && w.wager != JheWager::Progressive)
                    .map(|w| w.won),
            )
            .unwrap();
            assert!(paid <= limit);
        }
    }
    // The meters, traced: the start, each Progressive wager's contribution, and every award
    // paid from a meter takes that whole meter (every meter line pays 100%) and resets it.
    let (Some(before), Some(after)) = (round.meter_before, round.meter_after) else {
        return;
    };
    let mut traced: MeterBank = before;
    let refunded: HashSet<u8> = round
        .settlements()
        .filter(|w| w.wager == JheWager::Progressive && w.outcome == Outcome::Refunded)
        .map(|w| w.seat)
        .collect();
    for (seat, contribution) in &round.contributions {
        if !refunded.contains(seat) {
            traced.add_bank(contribution).unwrap();
        }
    }
    let settings = &config.progressive.as_ref().unwrap().meters;
    for w in round
        .settlements()
        .filter(|w| w.paid_from == PaidFrom::Meter)
    {
        let setting = settings
            .iter()
            .find(|m| w.line.as_deref().unwrap_or("").contains(m.meter.name()))
            .expect("the line names its meter");
        assert_eq!(
            w.won,
            traced.get(setting.meter),
            "award = the meter at the player's turn"
        );
        traced.set(setting.meter, setting.reset);
    }
    assert_eq!(traced, after, "round {}", round.number);
}

#[test]
fn soak_every_method_order_and_paytable_with_illegal_actions_and_irregularities() {
    let total: usize = std::env::var("JHE_SOAK_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let configs = configs();
    let mut rng = seeded_rng(0x4a48_4553);
    let per = total.div_ceil(configs.len());
    let (mut settled, mut voided) = (0, 0);
    for config in &configs {
        let mut table = JheTable::new(config.clone()).unwrap();
        for _ in 0..per {
            let round = random_round(&mut table, &mut rng);
            check(&round, config);
            settled += usize::from(round.phase == Phase::Settled);
            voided += usize::from(round.phase == Phase::Void);
        }
    }
    assert!(settled > per * configs.len() * 8 / 10, "{settled} settled");
    println!(
        "{} rounds on {} set-ups: {settled} settled, {voided} voided by an irregularity",
        per * configs.len(),
        configs.len()
    );
}

/// The fast simulator settles every round exactly as the table does: the same cards, decisions
/// by the same strategy, compared wager by wager, with the meters carried on both sides.
#[test]
fn the_fast_simulator_settles_every_round_exactly_as_the_table() {
    use engine::cards::Card;
    use engine::jhe::simulate::{settle_round, JheResolved, JheSimSetup};
    use engine::jhe::strategy::JheStrategy;
    let mut rng = seeded_rng(0x0053_494d);
    let mut compared = 0;
    for (n, config) in configs().into_iter().enumerate() {
        let strategy = JheStrategy::ALL[n % 3];
        let setup = JheSimSetup {
            players: 1 + (n % 6) as u8,
            ante: Cents::dollars(5 + 50 * (n as i64 % 3)),
            player_bonus: if n % 3 == 0 {
                Cents::ZERO
            } else {
                Cents::dollars(10)
            },
            progressive: n % 4 != 1,
            strategy,
            config: config.clone(),
        };
        let resolved = JheResolved::new(&setup).unwrap();
        let mut table = JheTable::new(config).unwrap();
        let mut sim_meter = table.meter;
        for _ in 0..150 {
            let mut deck: Vec<Card> = Card::deck().collect();
            engine::deck::partial_shuffle(&mut deck, 2 * setup.players as usize + 7, &mut rng);
            let holes: Vec<[Card; 2]> = (0..setup.players as usize)
                .map(|p| [deck[2 * p], deck[2 * p + 1]])
                .collect();
            let at = 2 * setup.players as usize;
            let dealer = [deck[at], deck[at + 1]];
            let community = [
                deck[at + 2],
                deck[at + 3],
                deck[at + 4],
                deck[at + 5],
                deck[at + 6],
            ];
            let fast = settle_round(&setup, &resolved, &holes, dealer, community, &mut sim_meter);
            // The same round at the table, played by the round driver's steps with the
            // strategy as every seat's agent (the deal arranged to the simulator's cards).
            let mut wagers = vec![
                (JheWager::Ante, setup.ante),
                (JheWager::XtraBonus, setup.ante),
            ];
            if setup.player_bonus.0 > 0 {
                wagers.push((JheWager::PlayerBonus, setup.player_bonus));
            }
            if setup.progressive {
                wagers.push((JheWager::Progressive, Cents::dollars(1)));
            }
            let player = JheComputer::new(strategy, Wagering::Fixed(wagers));
            let mut agents: Vec<(u8, JheComputer)> = (1..=setup.players)
                .map(|seat| (seat, player.clone()))
                .collect();
            for seat in 1..=setup.players {
                table.sit(seat, seat as u32).unwrap();
            }
            agent::place_wagers(&mut table, &mut agents, &mut rng).unwrap();
            table.no_more_bets().unwrap();
            let by_seat: Vec<(u8, Vec<Card>)> = holes
                .iter()
                .enumerate()
                .map(|(i, h)| (i as u8 + 1, h.to_vec()))
                .collect();
            let order = table.arrange(&by_seat, &dealer, &community).unwrap();
            table.deal_arranged(&order, None).unwrap();
            assert_eq!(agent::play_decisions(&mut table, &mut agents), Ok(None));
            agent::reveal_and_settle(&mut table).unwrap();
            let round = table.finish().unwrap();
            for (i, result) in fast.iter().enumerate() {
                for (k, wager) in JheWager::ALL.iter().enumerate() {
                    let at_table = round
                        .settlements()
                        .find(|w| w.seat == i as u8 + 1 && w.wager == *wager)
                        .map_or(0, |w| w.net.0);
                    assert_eq!(result.net[k], at_table, "seat {} {wager:?}", i + 1);
                }
            }
            assert_eq!(sim_meter, table.meter);
            compared += 1;
        }
    }
    assert!(compared > 4_000);
}

/// The simulator's Player Bonus return agrees with its exact value (−4,463,500 / 133,784,560)
/// within four standard errors.
#[test]
fn simulated_player_bonus_agrees_with_the_exact_value() {
    use engine::jhe::simulate::{simulate, JheSimSetup};
    use engine::jhe::strategy::JheStrategy;
    let setup = JheSimSetup {
        config: JheConfig::standard(),
        players: 6,
        ante: Cents::dollars(5),
        player_bonus: Cents::dollars(5),
        progressive: true,
        strategy: JheStrategy::River,
    };
    let report = simulate(&setup, 1_000_000, 17, 2).unwrap();
    let (_, pb) = report
        .tallies
        .iter()
        .find(|(k, _)| *k == JheWager::PlayerBonus)
        .unwrap();
    let exact = -4_463_500.0 / 133_784_560.0;
    let got = pb.return_per_unit().unwrap();
    let se = pb.standard_error(report.rounds).unwrap();
    assert!((got - exact).abs() < 4.0 * se, "{got} vs {exact} ± {se}");
}

/// With no rate of progression every meter stays at its minimum (a won meter resets to it), so
/// the simulator's Progressive return must agree with the exact value at the minimum meters
/// within four standard errors — for Paytable A (the house's) and E (the player's, AMB-68).
#[test]
fn simulated_progressive_agrees_with_the_exact_value_at_fixed_meters() {
    use engine::jhe::analysis::progressive_value;
    use engine::jhe::paytables::{minimum_meters_in_dollars, paytable};
    use engine::jhe::simulate::{simulate, JheSimSetup};
    use engine::jhe::strategy::JheStrategy;
    for label in ["A", "E"] {
        let setup = JheSimSetup {
            config: JheConfig {
                progressive: JheProgressive::at_minimums(label, 0),
                ..JheConfig::standard()
            },
            players: 6,
            ante: Cents::dollars(5),
            player_bonus: Cents::ZERO,
            progressive: true,
            strategy: JheStrategy::River,
        };
        let report = simulate(&setup, 1_500_000, 23, 2).unwrap();
        let (_, prog) = report
            .tallies
            .iter()
            .find(|(k, _)| *k == JheWager::Progressive)
            .unwrap();
        let table = paytable(JheWager::Progressive, label).unwrap();
        let exact = progressive_value(table).net_return(&minimum_meters_in_dollars(table));
        let got = prog.return_per_unit().unwrap();
        let se = prog.standard_error(report.rounds).unwrap();
        assert!(
            (got - exact).abs() < 4.0 * se,
            "{label}: {got} vs {exact} ± {se}"
        );
    }
}
