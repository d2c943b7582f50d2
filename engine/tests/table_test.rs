//! The table test end to end: N High Card Flush and Jackpot Hold 'Em rounds from one seed, dealt
//! through dealer mode with every payout built from chips, scored by the default rubric — a
//! perfect dealer passes with 100 %, one mispay (graded from chips) costs what it should.

use engine::chips::Rack;
use engine::hcf::config::TableConfig;
use engine::hcf::dealer::dealer_round;
use engine::jhe::config::JheConfig;
use engine::jhe::dealer::dealer_round as jhe_dealer_round;
use engine::pace::{PaceTargets, ResultSheet, RoundResult, Rubric, TableTest};
use engine::table::dealer_mode::{procedure, DealerAction, DealerRun, Level, RoundProcedure};
use engine::table::WagerKind;
use engine::{Cents, Jurisdiction};

/// Deals a round's procedure perfectly in the table's order, every payout built from the
/// fewest chips, except that the payout numbered `mispay` (if any) gets one $1 chip too many.
fn deal<W: WagerKind + Eq>(procedure: RoundProcedure<W>, mispay: Option<usize>) -> RoundResult {
    let rack = Rack::default();
    let mut run = DealerRun::new(procedure.clone(), true);
    let mut result = RoundResult::default();
    let mut payout = 0;
    for task in procedure.tasks() {
        if let DealerAction::Settle { paid, .. } = task.action {
            if paid > Cents::ZERO {
                let mut chips = rack.fewest(paid).unwrap();
                if mispay == Some(payout) {
                    chips[0] += 1;
                    let graded = rack.grade(paid, &chips).unwrap();
                    result.mispays.extend(graded.mispay);
                    // Dealer mode marks the payout wrong; the dealer then pays it right.
                    let mut wrong = task.action.clone();
                    if let DealerAction::Settle { paid: p, .. } = &mut wrong {
                        *p = graded.paid;
                    }
                    assert!(run.act(&wrong, Some(12_000)).is_err());
                }
                payout += 1;
            }
        }
        run.act(&task.action, Some(12_000)).unwrap();
    }
    result.payout_millis = run.payout_millis();
    result.score = run.score();
    result
}

#[test]
fn a_perfect_dealer_passes_and_a_mispay_costs() {
    let test = TableTest::new(35, 3, Level::FullProcedure).unwrap();
    let mut rounds = Vec::new();
    for seed in test.round_seeds() {
        let (table, injected) = dealer_round(
            TableConfig::default_for(Jurisdiction::Maryland),
            seed,
            test.level,
            None,
        )
        .unwrap();
        rounds.push(deal(
            procedure(&table, table.round(), test.level, injected),
            None,
        ));
        let (table, injected) =
            jhe_dealer_round(JheConfig::standard(), seed, test.level, None).unwrap();
        rounds.push(deal(
            procedure(&table, table.round(), test.level, injected),
            None,
        ));
    }
    let sheet = ResultSheet::score(
        test,
        Rubric::default(),
        PaceTargets::default(),
        rounds.clone(),
    )
    .unwrap();
    assert_eq!(sheet.total, 100.0);
    assert!(sheet.passed);
    assert!(sheet
        .text("Student", "both games", "today")
        .contains("PASS"));
    // The first round again with its first chip payout $1 over.
    let seed = test.round_seeds()[0];
    let (table, injected) = dealer_round(
        TableConfig::default_for(Jurisdiction::Maryland),
        seed,
        test.level,
        None,
    )
    .unwrap();
    let proc = procedure(&table, table.round(), test.level, injected);
    let payouts = proc
        .settle_steps()
        .iter()
        .filter(|a| matches!(a, DealerAction::Settle { paid, .. } if paid.0 > 0))
        .count();
    assert!(payouts > 0);
    rounds[0] = deal(proc, Some(0));
    let sheet =
        ResultSheet::score(test, Rubric::default(), PaceTargets::default(), rounds).unwrap();
    assert_eq!(sheet.mispay_cost, Cents::dollars(1));
    assert_eq!(sheet.lines[3].percent, 99.0);
    assert!(sheet.lines[1].percent < 100.0);
}
