//! Shared by the dealer-mode tests: a perfect dealer who takes the round's steps in a random
//! order the rules allow (a random linear extension of the procedure's partial order), probing
//! at each point that a step not yet allowed is refused with its rule and changes nothing.

use engine::deck::seeded_rng;
use engine::random::Draw;
use engine::table::dealer_mode::{DealerRun, Mistake, RoundProcedure};
use engine::table::WagerKind;

/// Walks `procedure` as a perfect dealer choosing at random among the steps allowed at each
/// point (seeded by `seed`); asserts 100 % and returns the order taken (node indices).
pub fn random_perfect_walk<W: WagerKind + Eq>(
    procedure: &RoundProcedure<W>,
    seed: u64,
    context: &str,
) -> Vec<usize> {
    let mut rng = seeded_rng(seed);
    let mut run = DealerRun::new(procedure.clone(), true);
    let n = procedure.nodes.len();
    let payouts = procedure.settle_steps().len();
    let mut taken = Vec::new();
    for _ in 0..=n {
        if run.finished() {
            break;
        }
        let allowed: Vec<usize> = (0..n)
            .filter(|&i| run.ready(i) && procedure.task(i).is_some())
            .collect();
        assert!(
            !allowed.is_empty(),
            "{context}: nothing is allowed, yet the round is not done"
        );
        // A step whose turn has not come is refused with its rule, and the table stays.
        let waiting: Vec<usize> = (0..n)
            .filter(|&i| !run.is_done(i) && !run.ready(i) && procedure.task(i).is_some())
            .collect();
        if !waiting.is_empty() {
            let w = waiting[rng.below(waiting.len())];
            let task = procedure.task(w).unwrap();
            let twin_allowed = allowed
                .iter()
                .any(|&a| procedure.task(a).unwrap().action == task.action);
            if !twin_allowed {
                let mut probe = run.clone();
                let refused = probe.act(&task.action, None).expect_err(&format!(
                    "{context}: {} accepted early",
                    task.action.describe()
                ));
                assert_eq!(refused.mistake, Mistake::OutOfOrder, "{context}");
                assert!(
                    refused.refusal.contains(task.citation.as_str()),
                    "{context}: the refusal '{}' does not cite {}",
                    refused.refusal,
                    task.citation
                );
                assert_eq!(
                    probe.history, run.history,
                    "{context}: a refusal moved the table"
                );
            }
        }
        let pick = allowed[rng.below(allowed.len())];
        let task = procedure.task(pick).unwrap();
        assert!(
            !task.citation.as_str().is_empty(),
            "{context}: a step cites no rule"
        );
        run.act(&task.action, Some(1_000 + taken.len() as u64))
            .unwrap_or_else(|c| {
                panic!(
                    "{context}: {} refused: {}",
                    task.action.describe(),
                    c.message
                )
            });
        taken.push(pick);
    }
    assert!(run.finished(), "{context}: the walk did not end");
    let score = run.score();
    assert_eq!(score.payouts_right, payouts, "{context}");
    assert_eq!(score.payouts_total, payouts, "{context}");
    assert_eq!(score.procedure_right, score.procedure_total, "{context}");
    assert!(score.mistakes.is_empty(), "{context}");
    taken
}
