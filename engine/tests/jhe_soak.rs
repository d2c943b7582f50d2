//! Jackpot Hold 'Em property soak: thousands of random rounds over every dealing method, dealer-card
//! order and Progressive paytable, with random wagers, decisions, illegal actions and
//! irregularities. Each round: no card twice, every wager settled exactly once, each net what
//! its outcome says, the payout limit never exceeded, and the meters traced independently from
//! the contributions and the awards. `JHE_SOAK_ROUNDS=…` for a longer run.

use engine::deck::seeded_rng;
use engine::jhe::config::JheProgressive;
use engine::jhe::{DealerCardsFromShuffler, JheConfig, JheDecision, JheRound, JheTable, JheWager};
use engine::meters::MeterBank;
use engine::money::Cents;
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
        let wrong = JheDecision::Play(rng.random_range(0..5));
        attempt(table, |t| t.decide(seat, wrong).map_err(|e| e.message));
        if table.round().next_to_act() != Some(seat) || table.decision_point() != point {
            continue;
        }
        let play = rng.random_bool(0.4);
        let decision = match (play, point) {
            (true, p) => JheDecision::Play(4 - p),
            (false, 3) => JheDecision::Fold,
            (false, _) => JheDecision::Check,
        };
        table.decide(seat, decision).unwrap();
    }
    if table.round().phase == Phase::Decisions {
        table.reveal().unwrap();
        table.settle().unwrap();
    }
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
    let mut settled = 0;
    for config in &configs {
        let mut table = JheTable::new(config.clone()).unwrap();
        for _ in 0..per {
            let round = random_round(&mut table, &mut rng);
            check(&round, config);
            settled += usize::from(round.phase == Phase::Settled);
        }
    }
    assert!(settled > per * configs.len() * 8 / 10, "{settled} settled");
}
