//! Skills: every academy template and every dealer-mode task has at least one skill, derived
//! from the engine's data; the examples the issue names are derived where the rounds have them;
//! and the skills of the golden questions are pinned (`golden/skills.txt`).

use engine::academy::{self, Catalogue};
use engine::hcf::config::TableConfig;
use engine::hcf::dealer::dealer_round;
use engine::jhe::config::JheConfig;
use engine::jhe::dealer::dealer_round as jhe_dealer_round;
use engine::skills::{question_skills, round_skills, summary_of, task_skills, template_skills};
use engine::table::dealer_mode::{tasks, Level};
use engine::Jurisdiction;
use std::collections::BTreeSet;

#[test]
fn every_template_has_skills() {
    let mut seen = BTreeSet::new();
    for t in Catalogue::ALL.templates() {
        let skills = template_skills(t);
        assert!(!skills.is_empty(), "{}", t.id);
        seen.extend(skills.into_iter().map(|s| s.id));
    }
    // Derived, not just the module: rule topics and paytables appear.
    for id in [
        "rule:envy-bonus",
        "rule:payout-limit",
        "paytable:x-tra-bonus",
        "module:payouts",
    ] {
        assert!(seen.contains(id), "{id} not derived: {seen:?}");
    }
}

#[test]
fn every_dealer_task_has_skills() {
    let mut seen = BTreeSet::new();
    for seed in 0..40 {
        for j in Jurisdiction::ALL {
            let (table, injected) = dealer_round(
                TableConfig::default_for(j),
                seed,
                Level::WithIrregularities,
                None,
            )
            .unwrap();
            for task in tasks(&table, table.round(), Level::WithIrregularities, injected) {
                let skills = task_skills(&table, table.round(), &task.action);
                assert!(!skills.is_empty(), "{:?}", task.action);
                seen.extend(skills.into_iter().map(|s| s.id));
            }
        }
        let (table, injected) =
            jhe_dealer_round(JheConfig::standard(), seed, Level::WithIrregularities, None).unwrap();
        for task in tasks(&table, table.round(), Level::WithIrregularities, injected) {
            let skills = task_skills(&table, table.round(), &task.action);
            assert!(!skills.is_empty(), "{:?}", task.action);
            seen.extend(skills.into_iter().map(|s| s.id));
        }
        assert!(!round_skills(&table, Level::FullProcedure, None).is_empty());
    }
    let has = |prefix: &str| seen.iter().any(|s| s.starts_with(prefix));
    for prefix in [
        "settle:",
        "folded:",
        "remedy:",
        "step:deal-order",
        "push:x-tra-bonus",
    ] {
        assert!(has(prefix), "no {prefix} skill in 40 rounds: {seen:?}");
    }
}

/// The golden questions' skills, one line each: `id<TAB>skill ids`.
#[test]
fn golden_question_skills_are_stable() {
    let golden = include_str!("golden/questions.jsonl");
    let mut out = String::new();
    for line in golden.lines().step_by(10) {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let id = value["id"].as_str().unwrap();
        let q = academy::from_id(id).unwrap();
        let skills = question_skills(&q, &summary_of(q.rule_set()));
        let ids: Vec<String> = skills.into_iter().map(|s| s.id).collect();
        out.push_str(&format!("{id}\t{}\n", ids.join(" ")));
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/skills.txt");
    if std::env::var_os("WRITE_SKILLS_GOLDEN").is_some() {
        std::fs::write(path, &out).unwrap();
    }
    let pinned = std::fs::read_to_string(path).expect("tests/golden/skills.txt");
    assert_eq!(out, pinned, "a golden question's skills changed");
}

/// A weak-skills session's questions: the templates of the rule set that exercise a weak skill
/// (a module's: every template of that module and only those; a chip drill's, which no question
/// exercises: none).
#[test]
fn weak_skills_pick_the_templates_that_exercise_them() {
    use engine::skills::templates_for_skills;
    use engine::{GameId, RuleSet};
    let rule_set = RuleSet::new(GameId::HighCardFlush, Jurisdiction::Maryland).unwrap();
    let picked = templates_for_skills(Catalogue::ALL, rule_set, &["module:payouts".into()]);
    let payouts: Vec<&str> = Catalogue::ALL
        .templates_of(GameId::HighCardFlush)
        .filter(|t| t.module.code() == "payouts")
        .map(|t| t.id)
        .collect();
    assert!(!payouts.is_empty());
    assert_eq!(picked.iter().map(|t| t.id).collect::<Vec<_>>(), payouts);
    assert!(templates_for_skills(Catalogue::ALL, rule_set, &["chips:payout".into()]).is_empty());
    // The weakest skills no question exercises come first: the session goes down the list to
    // the first a question does.
    use engine::skills::templates_for_weakest;
    let weak: Vec<String> = ["chips:payout", "flash:progressive-seats", "module:payouts"]
        .map(String::from)
        .to_vec();
    let ids = |ts: Vec<&engine::academy::Template>| ts.iter().map(|t| t.id).collect::<Vec<_>>();
    assert_eq!(
        ids(templates_for_weakest(Catalogue::ALL, rule_set, &weak, 2)),
        payouts
    );
    assert_eq!(
        ids(templates_for_weakest(Catalogue::ALL, rule_set, &weak, 5)),
        payouts
    );
    assert!(templates_for_weakest(Catalogue::ALL, rule_set, &weak[..2], 5).is_empty());
}

/// A dealer-mode run records each task done as an attempt at the skills the engine derives for
/// it: right first time or not (a refused step first marks its task wrong).
#[test]
fn a_dealer_run_records_each_task_as_an_attempt_at_its_skills() {
    use engine::table::dealer_mode::{procedure, DealerRun};
    let (table, injected) = dealer_round(
        TableConfig::default_for(Jurisdiction::Maryland),
        7,
        Level::FullProcedure,
        None,
    )
    .unwrap();
    let procedure = procedure(&table, table.round(), Level::FullProcedure, injected);
    let tasks = procedure.tasks();
    let mut run = DealerRun::new(procedure, true);
    // The last task first: refused (out of order), so it counts wrong when done.
    let last = tasks.last().unwrap().action.clone();
    assert!(run.act(&last, None).is_err());
    for (i, task) in tasks.iter().enumerate() {
        run.act(&task.action, Some(1000 + i as u64)).unwrap();
    }
    let attempts = run.skill_attempts();
    assert_eq!(attempts.len(), tasks.len());
    // Payouts and deals are timed (the steps with a pace target, so "Dealing order" can reach
    // a tier that needs a time); the payouts' times alone are the run's payout times.
    use engine::table::dealer_mode::DealerAction;
    let timed = |keep: &dyn Fn(&DealerAction<engine::hcf::rules::WagerKind>) -> bool| {
        tasks
            .iter()
            .enumerate()
            .filter(|(_, t)| keep(&t.action))
            .map(|(i, _)| 1000 + i as u64)
            .collect::<Vec<_>>()
    };
    let deals = timed(&|a| matches!(a, DealerAction::Deal(_)));
    let payouts = timed(&|a| matches!(a, DealerAction::Settle { .. }));
    assert!(!deals.is_empty() && !payouts.is_empty());
    let mut with_times: Vec<u64> = attempts.iter().filter_map(|(_, _, ms)| *ms).collect();
    with_times.sort_unstable();
    let mut want = [deals.clone(), payouts.clone()].concat();
    want.sort_unstable();
    // The refused last task was done at its own turn with its own time.
    assert_eq!(with_times, want);
    assert_eq!(run.payout_millis(), payouts);
    let deal_order = attempts
        .iter()
        .filter(|(skills, _, _)| skills.iter().any(|s| s.id == "step:deal-order"))
        .collect::<Vec<_>>();
    assert_eq!(deal_order.len(), deals.len());
    assert!(deal_order.iter().all(|(_, _, ms)| ms.is_some()));
    let wrong: Vec<_> = attempts.iter().filter(|(_, right, _)| !right).collect();
    assert_eq!(wrong.len(), 1);
    assert_eq!(
        wrong[0].0,
        task_skills(&table, table.round(), &last).as_slice()
    );
    assert!(attempts.iter().all(|(skills, _, _)| !skills.is_empty()));
}
