//! Dealer mode: a perfect dealer (every task done as the engine's record says) scores 100 % in
//! every game, jurisdiction, dealing method, shuffler, level and irregularity; every kind of
//! mistake is caught with the rule it breaks; the tasks match counts worked out by hand (cards
//! dealt, chips counted, the settlement order); and a seed gives the same round every time.

use engine::hcf::config::TableConfig;
use engine::hcf::dealer::dealer_round;
use engine::hcf::rules::{HcfRules, WagerKind};
use engine::jhe::config::JheConfig;
use engine::jhe::dealer::dealer_round as jhe_dealer_round;
use engine::table::dealer_mode::{
    injectable, procedure, tasks, DealerAction, DealerRun, Injected, Level, Mistake,
    RoundProcedure, StepPlace, Task,
};

mod common;
use engine::table::{DealingMethod, Recipient, Shuffler};
use engine::trace::Outcome;
use engine::{Cents, Jurisdiction};

/// Every High Card Flush table a student can be given: rule set × dealing method × shuffler.
fn hcf_configs() -> Vec<TableConfig> {
    let mut configs = Vec::new();
    for j in Jurisdiction::ALL {
        for &method in HcfRules::of(j).dealing_methods.value {
            for shuffler in [Shuffler::ByHand, Shuffler::Automatic] {
                let mut config = TableConfig::default_for(j);
                config.dealing_method = method;
                config.shuffler = shuffler;
                if config.validate().is_ok() {
                    configs.push(config);
                }
            }
        }
    }
    configs
}

fn jhe_configs() -> Vec<JheConfig> {
    let mut configs = Vec::new();
    for method in DealingMethod::ALL {
        for shuffler in [Shuffler::ByHand, Shuffler::Automatic] {
            let config = JheConfig {
                dealing_method: method,
                shuffler,
                ..JheConfig::standard()
            };
            if engine::jhe::table::JheTable::new(config.clone()).is_ok() {
                configs.push(config);
            }
        }
    }
    configs
}

/// A perfect dealer scores 100 %: in the table's own order, and in random orders the rules
/// allow, with every step not yet allowed refused with its rule.
fn perfect<W: engine::table::WagerKind + Eq>(procedure: RoundProcedure<W>, context: &str) {
    let tasks = procedure.tasks();
    let payouts = procedure.settle_steps().len();
    assert!(payouts > 0, "{context}: no payout to make");
    let mut run = DealerRun::new(procedure.clone(), true);
    for (i, task) in tasks.iter().enumerate() {
        // The place of the table's next step is where this task is taken (a floorperson's
        // call or an award's paperwork at the next wager the list settles).
        let expected = match &task.action {
            DealerAction::Settle { seat, wager, .. } => StepPlace::Wager {
                seat: *seat,
                wager: *wager,
            },
            DealerAction::CallFloor | DealerAction::RecordAward { .. } => tasks[i..]
                .iter()
                .find_map(|t| match t.action {
                    DealerAction::Settle { seat, wager, .. } => {
                        Some(StepPlace::Wager { seat, wager })
                    }
                    _ => None,
                })
                .expect("a wager settled after a Progressive's validation"),
            DealerAction::JudgePlayer { seat, .. } => StepPlace::SeatHand(*seat),
            DealerAction::JudgeDealer { .. } => StepPlace::DealerHand,
            _ => StepPlace::Elsewhere,
        };
        assert_eq!(run.due_place(), Some(expected), "{context}: task {i}");
        if let Err(c) = run.act(&task.action, Some(1_000 + i as u64)) {
            panic!("{context}: task {i} refused: {}", c.message);
        }
    }
    assert!(run.finished(), "{context}");
    assert_eq!(run.due_place(), None, "{context}");
    let score = run.score();
    assert_eq!(score.payouts_right, payouts, "{context}");
    assert_eq!(
        (score.procedure_percent(), score.payout_percent()),
        (100.0, 100.0)
    );
    assert!(score.median_payout_millis.is_some());
    for seed in 0..3 {
        common::random_perfect_walk(&procedure, seed, context);
    }
}

#[test]
fn a_perfect_dealer_scores_100_percent_in_every_game_rule_set_method_level_and_irregularity() {
    let mut rounds = 0;
    for config in hcf_configs() {
        for seed in 0..4u64 {
            for level in [Level::PayoutsOnly, Level::FullProcedure] {
                let (table, injected) = dealer_round(config.clone(), seed, level, None).unwrap();
                let context = format!(
                    "{:?} {:?} {:?} seed {seed} {level:?}",
                    config.jurisdiction, config.dealing_method, config.shuffler
                );
                perfect(procedure(&table, table.round(), level, injected), &context);
                rounds += 1;
            }
            let (table, _) =
                dealer_round(config.clone(), seed, Level::FullProcedure, None).unwrap();
            for forced in injectable(&table) {
                let (table, injected) = dealer_round(
                    config.clone(),
                    seed,
                    Level::WithIrregularities,
                    Some(forced),
                )
                .unwrap();
                assert_eq!(injected, Some(forced));
                let context = format!(
                    "{:?} {:?} {:?} seed {seed} {forced:?}",
                    config.jurisdiction, config.dealing_method, config.shuffler
                );
                let procedure =
                    procedure(&table, table.round(), Level::WithIrregularities, injected);
                assert!(
                    procedure
                        .tasks()
                        .iter()
                        .any(|t| matches!(t.action, DealerAction::Remedy(_))),
                    "{context}: no remedy to choose"
                );
                perfect(procedure, &context);
                rounds += 1;
            }
        }
    }
    for config in jhe_configs() {
        for seed in 0..4u64 {
            for level in [
                Level::PayoutsOnly,
                Level::FullProcedure,
                Level::WithIrregularities,
            ] {
                let (table, injected) =
                    jhe_dealer_round(config.clone(), seed, level, None).unwrap();
                let context = format!(
                    "JHE {:?} {:?} seed {seed} {level:?} {injected:?}",
                    config.dealing_method, config.shuffler
                );
                perfect(procedure(&table, table.round(), level, injected), &context);
                rounds += 1;
            }
            let (table, _) =
                jhe_dealer_round(config.clone(), seed, Level::FullProcedure, None).unwrap();
            for forced in injectable(&table) {
                let (table, injected) = jhe_dealer_round(
                    config.clone(),
                    seed,
                    Level::WithIrregularities,
                    Some(forced),
                )
                .unwrap();
                let context = format!("JHE {:?} seed {seed} {forced:?}", config.dealing_method);
                perfect(
                    procedure(&table, table.round(), Level::WithIrregularities, injected),
                    &context,
                );
                rounds += 1;
            }
        }
    }
    assert!(rounds > 300, "{rounds} rounds walked");
}

#[test]
fn the_tasks_match_the_counts_worked_out_by_hand() {
    // Maryland, a manual shoe: seven cards to each player and the dealer, one at a time, so
    // 7 × (players + 1) deals; an automated shoe delivers each hand as one stack.
    for method in [DealingMethod::ManualShoe, DealingMethod::AutomatedShoe] {
        let mut config = TableConfig::default_for(Jurisdiction::Maryland);
        config.dealing_method = method;
        for seed in 0..6u64 {
            let (table, _) =
                dealer_round(config.clone(), seed, Level::FullProcedure, None).unwrap();
            let round = table.round();
            let players = round.players().len();
            let all = tasks(&table, round, Level::FullProcedure, None);
            let deals = all
                .iter()
                .filter(|t| matches!(t.action, DealerAction::Deal(_)))
                .count();
            let per_hand = if method == DealingMethod::ManualShoe {
                7
            } else {
                1
            };
            assert_eq!(deals, per_hand * (players + 1), "{method:?} seed {seed}");
            // The Progressive chips counted: $1 for each Progressive wager placed.
            let progressive = round
                .seats
                .iter()
                .filter(|s| s.wagers.get(WagerKind::Progressive).0 > 0)
                .count() as i64;
            // (None when nobody wagered it: 000/002 Ch.8 C(2) collects them "if any".)
            let counts: Vec<&DealerAction<WagerKind>> = all
                .iter()
                .map(|t| &t.action)
                .filter(|a| matches!(a, DealerAction::CountProgressive(_)))
                .collect();
            if progressive > 0 {
                assert_eq!(
                    counts,
                    vec![&DealerAction::CountProgressive(Cents::dollars(progressive))]
                );
            } else {
                assert!(counts.is_empty(), "a $0 count is no step");
            }
            // After the reveal, settled counterclockwise: from the highest seat down
            // (000/002 Ch.11 B(5)); a folded hand's wagers were taken at the fold.
            let judged = all
                .iter()
                .position(|t| matches!(t.action, DealerAction::JudgeDealer { .. }))
                .unwrap();
            let seats: Vec<u8> = all[judged..]
                .iter()
                .filter_map(|t| match t.action {
                    DealerAction::Settle { seat, .. } => Some(seat),
                    _ => None,
                })
                .collect();
            assert!(all[..judged].iter().all(|t| !matches!(t.action,
                DealerAction::Settle { outcome, .. } if outcome != Outcome::Forfeited)));
            assert!(seats.windows(2).all(|w| w[0] >= w[1]), "{seats:?}");
            // The first task closes the betting.
            assert_eq!(all[0].action, DealerAction::NoMoreBets);
        }
    }
    // Jackpot Hold 'Em from a manual shoe: two cards to each player and the dealer and five
    // community cards (001 Ch.10).
    let (table, _) =
        jhe_dealer_round(JheConfig::standard(), 3, Level::FullProcedure, None).unwrap();
    let round = table.round();
    let all = tasks(&table, round, Level::FullProcedure, None);
    let deals: Vec<Recipient> = all
        .iter()
        .filter_map(|t| match t.action {
            DealerAction::Deal(to) => Some(to),
            _ => None,
        })
        .collect();
    assert_eq!(deals.len(), 2 * (round.players().len() + 1) + 5);
    assert_eq!(
        deals.iter().filter(|r| **r == Recipient::Community).count(),
        5
    );
    // The community cards are turned up one, then two, then two (001 Ch.11 B, D, F).
    let turned: Vec<usize> = all
        .iter()
        .filter_map(|t| match t.action {
            DealerAction::ShowCommunity(n) => Some(n),
            _ => None,
        })
        .collect();
    assert_eq!(turned, vec![1, 3, 5]);
    // Payouts only: the folds taken, the dealer's hand judged, the settlement; nothing else.
    let payouts = tasks(&table, round, Level::PayoutsOnly, None);
    let judged: Vec<usize> = payouts
        .iter()
        .enumerate()
        .filter(|(_, t)| matches!(t.action, DealerAction::JudgeDealer { .. }))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(judged.len(), 1);
    // Each seat that played is judged against the dealer once (the comparison settles its
    // X-tra Bonus and Play whatever the dealer holds, 001 Ch.11 I).
    let players_judged = payouts
        .iter()
        .filter(|t| matches!(t.action, DealerAction::JudgePlayer { .. }))
        .count();
    let played = round
        .seats
        .iter()
        .filter(|s| s.in_round() && !s.folded())
        .count();
    assert_eq!(players_judged, played);
    assert_eq!(
        payouts.len() - 1 - players_judged,
        round.settlements().count()
    );
}

#[test]
fn each_player_is_judged_against_the_dealer_just_before_the_comparison_settles() {
    // High Card Flush, every rule set: a seat that raised is judged when the dealer qualifies
    // (its Ante and Raise then follow the comparison), never when the dealer does not (the
    // Ante is paid and the Raise pushed whatever the hands). The judgement agrees with the
    // seat's hand and the dealer's compared by flush value, and comes just before the seat's
    // Ante or Raise, with that wager's rule.
    let mut judged_rounds = [0; 3];
    for j in Jurisdiction::ALL {
        for seed in 0..150u64 {
            let (table, _) =
                dealer_round(TableConfig::default_for(j), seed, Level::PayoutsOnly, None).unwrap();
            let round = table.round();
            let all = tasks(&table, round, Level::PayoutsOnly, None);
            let dealer = engine::hcf::flush::flush_value(
                round
                    .dealer
                    .iter()
                    .copied()
                    .collect::<engine::cards::CardSet>(),
            );
            for (i, t) in all.iter().enumerate() {
                let DealerAction::JudgePlayer { seat, versus } = t.action else {
                    continue;
                };
                assert_eq!(round.dealer_qualifies, Some(true), "{j:?} seed {seed}");
                let hand = round.seat(seat).unwrap().hand();
                let expected =
                    engine::table::Versus::of(engine::hcf::flush::flush_value(hand).cmp(&dealer));
                assert_eq!(versus, expected, "{j:?} seed {seed} seat {seat}");
                let next_main = all[i + 1..]
                    .iter()
                    .find_map(|t| match t.action {
                        DealerAction::Settle {
                            seat: s,
                            wager: w @ (WagerKind::Ante | WagerKind::Raise),
                            outcome,
                            ..
                        } if s == seat => Some((w, outcome, t.citation)),
                        _ => None,
                    })
                    .unwrap();
                let outcome = match versus {
                    engine::table::Versus::Beats => Outcome::Won,
                    engine::table::Versus::Ties => Outcome::Push,
                    engine::table::Versus::Loses => Outcome::Lost,
                };
                assert_eq!(next_main.1, outcome, "{j:?} seed {seed} seat {seat}");
                assert_eq!(t.citation, next_main.2);
                assert!(
                    t.why.starts_with(&format!("Seat {seat}: ")) && t.why.contains(versus.words()),
                    "{}",
                    t.why
                );
                assert!(
                    matches!(all[i + 1].action, DealerAction::Settle { seat: s, .. } if s == seat)
                );
                judged_rounds[Jurisdiction::ALL.iter().position(|x| *x == j).unwrap()] += 1;
            }
            if round.dealer_qualifies == Some(true) {
                let raised = round
                    .seats
                    .iter()
                    .filter(|s| s.in_round() && !s.folded())
                    .count();
                let judged = all
                    .iter()
                    .filter(|t| matches!(t.action, DealerAction::JudgePlayer { .. }))
                    .count();
                assert_eq!(judged, raised, "{j:?} seed {seed}");
            }
        }
    }
    assert!(judged_rounds.iter().all(|&n| n > 20), "{judged_rounds:?}");

    // Jackpot Hold 'Em: the judgement agrees with the Play's outcome (paid 1 to 1 by the
    // comparison, 001 Ch.11 I(3)).
    for seed in 0..100u64 {
        let (table, _) =
            jhe_dealer_round(JheConfig::standard(), seed, Level::PayoutsOnly, None).unwrap();
        let all = tasks(&table, table.round(), Level::PayoutsOnly, None);
        for t in &all {
            let DealerAction::JudgePlayer { seat, versus } = t.action else {
                continue;
            };
            let play = all
                .iter()
                .find_map(|t| match t.action {
                    DealerAction::Settle {
                        seat: s,
                        wager: engine::jhe::JheWager::Play,
                        outcome,
                        ..
                    } if s == seat => Some(outcome),
                    _ => None,
                })
                .unwrap();
            let expected = match play {
                Outcome::Won => engine::table::Versus::Beats,
                Outcome::Push => engine::table::Versus::Ties,
                _ => engine::table::Versus::Loses,
            };
            assert_eq!(versus, expected, "seed {seed} seat {seat}");
            assert!(t.why.contains(versus.words()), "{}", t.why);
        }
    }

    // A wrong judgement is caught with the comparison's rule.
    let (procedure, all) = md_round();
    let at = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::JudgePlayer { .. }))
        .expect("a seat judged");
    let DealerAction::JudgePlayer { seat, versus } = all[at].action else {
        unreachable!()
    };
    let wrong = engine::table::Versus::ALL
        .into_iter()
        .find(|v| *v != versus)
        .unwrap();
    let mut run = run_to(&procedure, at, false);
    let c = run
        .act(
            &DealerAction::JudgePlayer {
                seat,
                versus: wrong,
            },
            None,
        )
        .unwrap_err();
    assert_eq!(c.mistake, Mistake::WrongJudgement);
    assert!(
        c.message.contains(all[at].citation.as_str()),
        "{}",
        c.message
    );
    assert!(
        c.message
            .contains(&format!("Seat {seat}'s hand {}", versus.words())),
        "{}",
        c.message
    );
}

#[test]
fn a_massachusetts_meter_award_is_marked_verified_and_documented_before_it_is_settled() {
    // 003 §12(f) (AMB-39): a percentage award is not paid from the table inventory; the dealer
    // marks the winner and the hand on the system, verifies the award and obtains the
    // documentation, and only then are the cards collected. Fixed awards come from the tray
    // and need none of it; Maryland and South Dakota have no such step (their floorperson or
    // supervisor validates instead). A meter award is rare (a six-card straight flush), so the
    // round's record is given one.
    for (j, paperwork) in [
        (Jurisdiction::Massachusetts, true),
        (Jurisdiction::Maryland, false),
        (Jurisdiction::SouthDakota, false),
    ] {
        let (table, _) =
            dealer_round(TableConfig::default_for(j), 7, Level::PayoutsOnly, None).unwrap();
        let mut round = table.round().clone();
        let seat = round.players()[0];
        for paid_from in [
            engine::trace::PaidFrom::Meter,
            engine::trace::PaidFrom::Tray,
        ] {
            round
                .steps
                .push(engine::trace::Step::Settled(engine::trace::SettledWager {
                    seat,
                    wager: WagerKind::Progressive,
                    stake: Cents::dollars(1),
                    outcome: Outcome::Won,
                    won: Cents::dollars(if paid_from == engine::trace::PaidFrom::Meter {
                        1_000
                    } else {
                        500
                    }),
                    net: Cents::dollars(999),
                    paid_from,
                    line: None,
                    citation: engine::citation::Citation::new("award"),
                    explanation: String::new(),
                }));
        }
        let all = tasks(&table, &round, Level::PayoutsOnly, None);
        let records: Vec<usize> = all
            .iter()
            .enumerate()
            .filter(|(_, t)| matches!(t.action, DealerAction::RecordAward { .. }))
            .map(|(i, _)| i)
            .collect();
        if paperwork {
            assert_eq!(records.len(), 1, "only the meter award: {all:?}");
            let at = records[0];
            assert_eq!(all[at].action, DealerAction::RecordAward { seat });
            assert_eq!(all[at].citation.as_str(), "003 §12(e)–(f) (AMB-39)");
            assert!(matches!(
                all[at + 1].action,
                DealerAction::Settle {
                    wager: WagerKind::Progressive,
                    ..
                }
            ));
            // Skipping it to pay at once is out of order.
            let procedure = procedure(&table, &round, Level::PayoutsOnly, None);
            let mut run = run_to(&procedure, at, false);
            let c = run.act(&all[at + 1].action, None).unwrap_err();
            assert_eq!(c.mistake, Mistake::OutOfOrder);
            assert!(c.message.contains("003 §12(e)–(f)"), "{}", c.message);
        } else {
            assert!(records.is_empty(), "{j:?}");
        }
    }
}

/// A Maryland round with a winning wager, and a seat with two wagers of different settlement
/// steps.
fn md_round() -> (RoundProcedure<WagerKind>, Vec<Task<WagerKind>>) {
    for seed in 0..200u64 {
        let (table, _) = dealer_round(
            TableConfig::default_for(Jurisdiction::Maryland),
            seed,
            Level::FullProcedure,
            None,
        )
        .unwrap();
        let procedure = procedure(&table, table.round(), Level::FullProcedure, None);
        let all = procedure.tasks();
        let won = all.iter().any(|t| {
            matches!(
                t.action,
                DealerAction::Settle {
                    outcome: Outcome::Won,
                    ..
                }
            )
        });
        let count = all
            .iter()
            .any(|t| matches!(t.action, DealerAction::CountProgressive(_)));
        if won && count {
            return (procedure, all);
        }
    }
    panic!("no round with a win in 200 seeds");
}

fn settle_at(tasks: &[Task<WagerKind>], i: usize) -> (u8, WagerKind, Outcome, Cents) {
    match tasks[i].action {
        DealerAction::Settle {
            seat,
            wager,
            outcome,
            paid,
        } => (seat, wager, outcome, paid),
        _ => panic!("task {i} is not a payout"),
    }
}

/// Plays the tasks before `upto` right (in the table's own order, one the rules allow).
fn run_to<W: engine::table::WagerKind + Eq>(
    procedure: &RoundProcedure<W>,
    upto: usize,
    graded: bool,
) -> DealerRun<W> {
    let mut run = DealerRun::new(procedure.clone(), graded);
    for t in &procedure.tasks()[..upto] {
        run.act(&t.action, Some(2_000)).unwrap();
    }
    run
}

fn done_tasks<W: engine::table::WagerKind + Eq>(run: &DealerRun<W>) -> usize {
    run.done_actions().count()
}

#[test]
fn each_kind_of_mistake_is_caught_with_the_rule_it_breaks_and_changes_nothing() {
    let (procedure, all) = md_round();
    // Out of order: dealing before "no more bets" — refused with the rule that comes first.
    for graded in [false, true] {
        let mut run = DealerRun::new(procedure.clone(), graded);
        let c = run
            .act(&DealerAction::Deal(Recipient::Seat(1)), None)
            .unwrap_err();
        assert_eq!(c.mistake, Mistake::OutOfOrder);
        assert!(
            c.refusal.starts_with("Out of order: deal to seat"),
            "{}",
            c.refusal
        );
        assert!(
            c.refusal.contains("comes after call \"No more bets\""),
            "{}",
            c.refusal
        );
        assert!(c.refusal.contains(all[0].citation.as_str()));
        assert_eq!(done_tasks(&run), 0, "the table stays where it was");
    }

    // A wrong amount on a winning wager: caught, with the wager's paytable rule; practice says
    // the amount, a graded run does not; either way the payout stays to be made.
    let won = all
        .iter()
        .position(|t| {
            matches!(
                t.action,
                DealerAction::Settle {
                    outcome: Outcome::Won,
                    ..
                }
            )
        })
        .unwrap();
    let (seat, wager, outcome, paid) = settle_at(&all, won);
    let wrong = DealerAction::Settle {
        seat,
        wager,
        outcome,
        paid: Cents(paid.0 + 100),
    };
    let mut practice = run_to(&procedure, won, false);
    let c = practice.act(&wrong, Some(9_000)).unwrap_err();
    assert_eq!(c.mistake, Mistake::WrongAmount);
    assert!(c.message.contains(&format!("pay {paid}")), "{}", c.message);
    assert!(!c.refusal.contains(&format!("pay {paid}")), "{}", c.refusal);
    assert!(
        c.refusal.contains(all[won].citation.as_str()),
        "{}",
        c.refusal
    );
    assert_eq!(done_tasks(&practice), won, "the payout stays to be made");
    practice.act(&all[won].action, Some(4_000)).unwrap();

    // Taking a folded hand's wager is one action, whether the record says lost or forfeited.
    if let Some(fold) = all.iter().position(|t| {
        matches!(
            t.action,
            DealerAction::Settle {
                outcome: Outcome::Forfeited,
                ..
            }
        )
    }) {
        let (seat, wager, _, paid) = settle_at(&all, fold);
        let mut run = run_to(&procedure, fold, false);
        run.act(
            &DealerAction::Settle {
                seat,
                wager,
                outcome: Outcome::Lost,
                paid,
            },
            None,
        )
        .unwrap();
    }

    // A graded run: a wrong outcome is recorded, the table stays, and the rest of the round is
    // dealt as usual: one slip, one mark.
    let mut graded = run_to(&procedure, won, true);
    let take = DealerAction::Settle {
        seat,
        wager,
        outcome: Outcome::Lost,
        paid: Cents::ZERO,
    };
    assert_eq!(
        graded.act(&take, Some(3_000)).unwrap_err().mistake,
        Mistake::WrongOutcome
    );
    assert_eq!(
        done_tasks(&graded),
        won,
        "graded: noted, and the table stays"
    );
    for t in &all[won..] {
        graded.act(&t.action, Some(1_000)).unwrap();
    }
    let score = graded.score();
    assert_eq!(score.payouts_right + 1, score.payouts_total);
    assert_eq!(score.procedure_right, score.procedure_total);
    assert_eq!(score.mistakes, vec![(Mistake::WrongOutcome, 1)]);

    // A seat's later wager before an earlier step of its settlement: refused with its rule.
    let pair = (0..all.len() - 1).find(|&i| {
        matches!((&all[i].action, &all[i + 1].action),
            (DealerAction::Settle { seat: a, wager: wa, .. }, DealerAction::Settle { seat: b, wager: wb, .. })
                if a == b && engine::table::WagerKind::settlement_step(*wa) < engine::table::WagerKind::settlement_step(*wb))
    });
    if let Some(i) = pair {
        let mut run = run_to(&procedure, i, false);
        assert_eq!(
            run.act(&all[i + 1].action, None).unwrap_err().mistake,
            Mistake::OutOfOrder
        );
    }

    // A wrong count of the Progressive chips, and a wrong judgement of the dealer's hand.
    let count = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::CountProgressive(_)))
        .unwrap();
    let mut run = run_to(&procedure, count, false);
    let c = run
        .act(&DealerAction::CountProgressive(Cents::dollars(99)), None)
        .unwrap_err();
    assert_eq!(c.mistake, Mistake::WrongCount);
    assert!(c.message.contains("000/002"), "{}", c.message);
    let judged = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::JudgeDealer { .. }))
        .unwrap();
    let DealerAction::JudgeDealer { qualifies } = all[judged].action else {
        unreachable!()
    };
    let mut run = run_to(&procedure, judged, false);
    let c = run
        .act(
            &DealerAction::JudgeDealer {
                qualifies: !qualifies,
            },
            None,
        )
        .unwrap_err();
    assert_eq!(c.mistake, Mistake::WrongJudgement);
    assert!(c.message.contains("000/002 Ch.11"), "{}", c.message);
}

#[test]
fn a_wrong_remedy_is_caught_with_the_irregularitys_rule() {
    let config = TableConfig::default_for(Jurisdiction::Maryland);
    let forced = Injected {
        irregularity: engine::table::Irregularity::DealerCardExposedEarly,
        at_card: None,
    };
    let (table, injected) =
        dealer_round(config, 5, Level::WithIrregularities, Some(forced)).unwrap();
    let all = tasks(&table, table.round(), Level::WithIrregularities, injected);
    let at = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::Remedy(_)))
        .unwrap();
    // Maryland: the Ante and Raise are void and returned, the side wagers still settled
    // (000/002 Ch.13 E–F, AMB-17).
    assert_eq!(
        all[at].action,
        DealerAction::Remedy(engine::table::Remedy::VoidMainSettleSideWagers)
    );
    let procedure = procedure(&table, table.round(), Level::WithIrregularities, injected);
    let mut run = run_to(&procedure, at, false);
    let c = run
        .act(
            &DealerAction::Remedy(engine::table::Remedy::TurnDownAndContinue),
            None,
        )
        .unwrap_err();
    assert_eq!(c.mistake, Mistake::WrongRemedy);
    assert!(c.message.contains("Ch.13"), "{}", c.message);
    // After the void every Ante is returned, not settled against the dealer.
    assert!(all[at..].iter().all(|t| !matches!(t.action,
        DealerAction::Settle { wager: WagerKind::Ante, outcome, .. } if outcome != Outcome::Refunded)));
}

#[test]
fn a_seed_gives_the_same_round_every_time() {
    for level in Level::ALL {
        let a = dealer_round(
            TableConfig::default_for(Jurisdiction::Massachusetts),
            77,
            level,
            None,
        )
        .unwrap();
        let b = dealer_round(
            TableConfig::default_for(Jurisdiction::Massachusetts),
            77,
            level,
            None,
        )
        .unwrap();
        assert_eq!(a.0.round().deal_order, b.0.round().deal_order);
        assert_eq!(
            tasks(&a.0, a.0.round(), level, a.1),
            tasks(&b.0, b.0.round(), level, b.1)
        );
        let c = jhe_dealer_round(JheConfig::standard(), 77, level, None).unwrap();
        let d = jhe_dealer_round(JheConfig::standard(), 77, level, None).unwrap();
        assert_eq!(
            tasks(&c.0, c.0.round(), level, c.1),
            tasks(&d.0, d.0.round(), level, d.1)
        );
    }
}

#[test]
fn a_shuffler_jam_is_remedied_before_the_cut_and_the_deal() {
    use engine::table::{Irregularity, Remedy};
    let jam = Injected {
        irregularity: Irregularity::ShufflerJam,
        at_card: None,
    };
    // High Card Flush, Maryland, shuffled by hand: reshuffle, then the cut and the deal go on.
    let mut config = TableConfig::default_for(Jurisdiction::Maryland);
    config.shuffler = Shuffler::ByHand;
    let (table, injected) = dealer_round(config, 9, Level::WithIrregularities, Some(jam)).unwrap();
    let all = tasks(&table, table.round(), Level::WithIrregularities, injected);
    let remedy = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::Remedy(_)))
        .unwrap();
    let cut = all
        .iter()
        .position(|t| t.action == DealerAction::Cut)
        .unwrap();
    let first_deal = all
        .iter()
        .position(|t| matches!(t.action, DealerAction::Deal(_)))
        .unwrap();
    assert_eq!(all[remedy].action, DealerAction::Remedy(Remedy::Reshuffle));
    assert!(remedy < cut && cut < first_deal);
    // Jackpot Hold 'Em: the wagers locked in the round are returned and nothing is dealt (AMB-81).
    let (table, injected) = jhe_dealer_round(
        JheConfig::standard(),
        9,
        Level::WithIrregularities,
        Some(jam),
    )
    .unwrap();
    let all = tasks(&table, table.round(), Level::WithIrregularities, injected);
    assert!(
        matches!(all.iter().find(|t| matches!(t.action, DealerAction::Remedy(_))).unwrap().action,
        DealerAction::Remedy(r) if r.voids_round())
    );
    assert!(all
        .iter()
        .all(|t| !matches!(t.action, DealerAction::Deal(_))));
    assert!(
        all.iter()
            .filter(|t| matches!(t.action, DealerAction::Settle { .. }))
            .all(|t| matches!(
                t.action,
                DealerAction::Settle {
                    outcome: Outcome::Refunded,
                    ..
                } | DealerAction::Settle {
                    outcome: Outcome::Lost,
                    ..
                }
            )),
        "{all:?}"
    );
}

#[test]
fn a_progressive_win_is_validated_by_a_floorperson_where_the_rules_say_so() {
    // Maryland (000/002 Ch.11 B(9)(c)) and South Dakota (004 (12) tail (c)) call for it before
    // the payment; Massachusetts does not (its winner stays face up for the paperwork, 003 §12(e)).
    for (j, citation) in [
        (Jurisdiction::Maryland, Some("000/002 Ch.11 B(9)(c)")),
        (Jurisdiction::SouthDakota, Some("004 (12) tail (c)")),
        (Jurisdiction::Massachusetts, None),
    ] {
        let mut found = false;
        for seed in 0..3_000u64 {
            let (table, _) =
                dealer_round(TableConfig::default_for(j), seed, Level::PayoutsOnly, None).unwrap();
            let all = tasks(&table, table.round(), Level::PayoutsOnly, None);
            let Some(win) = all.iter().position(|t| {
                matches!(
                    t.action,
                    DealerAction::Settle {
                        wager: WagerKind::Progressive,
                        outcome: Outcome::Won,
                        ..
                    }
                )
            }) else {
                continue;
            };
            found = true;
            match citation {
                Some(c) => {
                    assert_eq!(
                        all[win - 1].action,
                        DealerAction::CallFloor,
                        "{j:?} seed {seed}"
                    );
                    assert_eq!(all[win - 1].citation.as_str(), c);
                }
                None => assert!(
                    all.iter().all(|t| t.action != DealerAction::CallFloor),
                    "{j:?}"
                ),
            }
            break;
        }
        assert!(found, "{j:?}: no Progressive win in 3,000 rounds");
    }
    // Jackpot Hold 'Em (001 Ch.11 K(2)(c)).
    let mut found = false;
    for seed in 0..3_000u64 {
        let (table, _) =
            jhe_dealer_round(JheConfig::standard(), seed, Level::PayoutsOnly, None).unwrap();
        let all = tasks(&table, table.round(), Level::PayoutsOnly, None);
        if let Some(win) = all.iter().position(|t| {
            matches!(
                t.action,
                DealerAction::Settle {
                    wager: engine::jhe::JheWager::Progressive,
                    outcome: Outcome::Won,
                    ..
                }
            )
        }) {
            assert_eq!(all[win - 1].action, DealerAction::CallFloor);
            assert_eq!(all[win - 1].citation.as_str(), "001 Ch.11 K(2)(c)");
            found = true;
            break;
        }
    }
    assert!(found, "no Jackpot Hold 'Em Progressive win in 3,000 rounds");
}

/// The browser test's round (Jackpot Hold 'Em, Maryland, payouts only, seed 1; the golden
/// file's "jhe MD payouts 1"): the folded seat 4's Ante and X-tra Bonus are taken first, then the
/// dealer's hand is judged, then seat 5's hand, then its wagers — so after the fold's two the
/// next step is at the dealer's place, not at seat 4's remaining spots.
#[test]
fn the_next_step_is_at_the_place_the_tables_order_gives() {
    use engine::jhe::JheWager;
    let (table, injected) =
        jhe_dealer_round(JheConfig::standard(), 1, Level::PayoutsOnly, None).unwrap();
    let procedure = procedure(&table, table.round(), Level::PayoutsOnly, injected);
    let mut run = DealerRun::new(procedure.clone(), true);
    let mut places = Vec::new();
    for task in procedure.tasks().iter().take(5) {
        places.push(run.due_place().unwrap());
        run.act(&task.action, None).unwrap();
    }
    assert_eq!(
        places,
        [
            StepPlace::Wager {
                seat: 4,
                wager: JheWager::Ante
            },
            StepPlace::Wager {
                seat: 4,
                wager: JheWager::XtraBonus
            },
            StepPlace::DealerHand,
            StepPlace::SeatHand(5),
            StepPlace::Wager {
                seat: 5,
                wager: JheWager::Ante
            },
        ]
    );
    // The golden file lists 16 steps: 3 judgements and 13 settlements.
    assert_eq!(procedure.settle_steps().len(), 13);
}
