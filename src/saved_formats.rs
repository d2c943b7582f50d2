//! Saved data and shared links in the formats users already have must keep loading: fixtures
//! written by the released app (`tests/fixtures/`, a play session of three rounds and academy
//! progress with an exam in progress) and share links as the app writes them.

use crate::academy_state::Progress;
use crate::play_state::{PlaySettings, Saved};
use engine::{Cents, Jurisdiction};

const PLAY_V1: &str = include_str!("../tests/fixtures/play-v1.json");
const ACADEMY_V1: &str = include_str!("../tests/fixtures/academy-v1.json");
const JHE_ANALYSIS_V1: &str = include_str!("../tests/fixtures/jhe-analysis-v1.json");
const JHE_PLAY_V1: &str = include_str!("../tests/fixtures/jhe-play-v1.json");

/// A Jackpot Hold 'Em session of three rounds as the app saved it: its bankroll is the start
/// plus the rounds' nets, its meters are Paytable B's, every round replays to the net recorded,
/// and a load and save changes nothing.
#[test]
fn a_saved_jackpot_holdem_session_loads_and_every_round_replays() {
    use crate::jhe_play_state::{replay, JheSaved};
    let saved = JheSaved::parse(JHE_PLAY_V1).expect("the saved session loads");
    assert_eq!(saved.history.len(), 3);
    let nets = Cents::checked_sum(saved.history.iter().map(|r| r.user_net)).unwrap();
    assert_eq!(
        saved.bankroll,
        saved
            .settings
            .table
            .starting_bankroll
            .checked_add(nets)
            .unwrap()
    );
    assert_eq!(saved.meter.as_ref().unwrap().0, "MD-JHE-B-500");
    for record in &saved.history {
        let round = replay(record).expect("the round replays");
        assert_eq!(
            round.seat_net(record.settings.table.seat),
            record.user_net,
            "round {}",
            record.number
        );
    }
    let once = JheSaved::parse(&saved.to_json()).unwrap();
    assert_eq!(
        JheSaved::parse(&once.to_json()).unwrap().to_json(),
        once.to_json()
    );
}

#[test]
fn a_saved_jackpot_holdem_analysis_loads_with_its_exact_figures() {
    let cache = crate::analysis_cache::AnalysisCache::parse(JHE_ANALYSIS_V1)
        .expect("the saved analysis loads");
    let run = cache.run("optimal").expect("the optimal run");
    assert_eq!(
        (
            run.summary.report.house_edge_numerator.as_str(),
            run.summary.report.house_edge_denominator.as_str()
        ),
        ("13802304629", "579454375500")
    );
    assert_eq!(run.summary.first_chart[1].hand, "72o");
    assert_eq!(run.workers, 2);
}

/// Loading saves again: once saved by this version, what is loaded comes back bit for bit (the
/// coach's cost is kept to a millionth of a cent, which reads back exactly; at full precision
/// it came back a bit off and drifted with every load).
#[test]
fn saving_what_was_loaded_changes_nothing_not_even_a_bit_of_a_float() {
    let saved = Saved::parse(PLAY_V1).expect("the saved session loads");
    let once = Saved::parse(&saved.to_json()).unwrap();
    assert_eq!(Saved::parse(&once.to_json()).unwrap(), once);
    let mut costly = saved.clone();
    costly.coach.cost_cents = 1277.6658773255485;
    let first = Saved::parse(&costly.to_json()).unwrap();
    assert_eq!(first.coach.cost_cents, 1277.665877);
    let again = Saved::parse(&first.to_json()).unwrap();
    assert_eq!(
        again.coach.cost_cents.to_bits(),
        first.coach.cost_cents.to_bits()
    );
    assert_eq!(again.to_json(), first.to_json());
}

#[test]
fn a_saved_play_session_loads_with_its_bankroll_history_and_meter() {
    let saved = Saved::parse(PLAY_V1).expect("the saved session loads");
    assert_eq!(saved.settings.jurisdiction, Jurisdiction::Maryland);
    assert_eq!(saved.history.len(), 3);
    let nets: i64 = saved.history.iter().map(|r| r.user_net.0).sum();
    assert_eq!(
        saved.bankroll,
        Cents(saved.settings.table.starting_bankroll.0 + nets)
    );
    assert_eq!(
        saved.meter.as_ref().map(|(key, _)| key.as_str()),
        Some("MD-C")
    );
    // Its history replays: every recorded deck holds 52 different cards.
    for round in &saved.history {
        let mut cards = round.deck.clone();
        cards.sort_by_key(|c| c.index());
        cards.dedup();
        assert_eq!(cards.len(), 52);
    }
}

#[test]
fn saved_academy_progress_loads_and_its_exam_keeps_its_paper() {
    let progress = Progress::parse(ACADEMY_V1).expect("the saved progress loads");
    let exam = progress.exam.as_ref().expect("an exam in progress");
    assert_eq!((exam.seed, exam.count, exam.paper_version), (282810, 3, 2));
    let ids: Vec<String> = exam.questions().into_iter().map(|q| q.id).collect();
    assert_eq!(ids, PAPER_282810);
    assert_eq!(progress.results.len(), 1);
    assert!(progress
        .review
        .iter()
        .all(|(id, _)| engine::academy::from_id(id).is_some()));
}

const PAPER_282810: [&str; 3] = [
    "opening-order:MD:4573617536761952249",
    "no-more-bets:MD:7902336286287740060",
    "payout-total:MD:16157254534757425139",
];

#[test]
fn share_links_in_todays_format_still_apply() {
    let links = [
        (
            "j=MD&fb=A&sfb=B&prog=C&min=5&max=500&cpu=3&strategy=optimal&seat=2&boxes=1&deal=shoe&speed=instant&coach=1&bank=1000&unit=1",
            Jurisdiction::Maryland,
        ),
        (
            "j=MA&fb=E&sfb=none&prog=C&min=10&max=200&cpu=2&strategy=threshold:T86&seat=5&boxes=1&deal=hand&speed=fast&coach=0&bank=500&unit=1",
            Jurisdiction::Massachusetts,
        ),
        ("j=SD&fb=1&sfb=6&prog=3&cpu=5&deal=auto", Jurisdiction::SouthDakota),
    ];
    for (query, jurisdiction) in links {
        let settings = PlaySettings::from_query(query)
            .unwrap_or_else(|e| panic!("{query}: {e}"))
            .expect("settings");
        assert_eq!(settings.jurisdiction, jurisdiction);
        settings.table_config().expect("a valid table");
        // Written back, the link reads the same.
        let again = PlaySettings::from_query(&settings.to_query())
            .unwrap()
            .unwrap();
        assert_eq!(again, settings);
    }
}

/// The settings keep exactly the keys they were saved under, though the ones both games have
/// now come from one flattened `TableSettings`: a fixture loaded and saved again writes, for its
/// settings and every history record's, the keys it had (plus those added since, with their
/// defaults) and no other; a fresh save writes today's list.
#[test]
fn saved_settings_keep_their_keys() {
    use crate::jhe_play_state::{JhePlaySettings, JheSaved};
    use serde_json::Value;
    fn keys(v: &Value) -> Vec<String> {
        let mut keys: Vec<String> = v.as_object().expect("an object").keys().cloned().collect();
        keys.sort();
        keys
    }
    fn sorted(list: &[&str]) -> Vec<String> {
        let mut keys: Vec<String> = list.iter().map(|k| k.to_string()).collect();
        keys.sort();
        keys
    }
    let hcf = sorted(&[
        "jurisdiction",
        "flush_bonus",
        "straight_flush_bonus",
        "progressive",
        "ante_min",
        "ante_max",
        "computer_players",
        "computer_strategy",
        "seat",
        "boxes",
        "dealing_method",
        "speed",
        "coach",
        "warn_mistakes",
        "coach_after_acting",
        "starting_bankroll",
        "progressive_unit",
        "meter_seed",
        "payout_limit",
        "custom",
    ]);
    let jhe = sorted(&[
        "progressive",
        "meter_rate_bp",
        "player_bonus",
        "ante_min",
        "ante_max",
        "computer_players",
        "computer_strategy",
        "seat",
        "dealing_method",
        "dealer_cards",
        "speed",
        "coach",
        "warn_mistakes",
        "coach_after_acting",
        "starting_bankroll",
        "payout_limit",
    ]);
    assert_eq!(
        keys(&serde_json::to_value(PlaySettings::default()).unwrap()),
        hcf
    );
    assert_eq!(
        keys(&serde_json::to_value(JhePlaySettings::default()).unwrap()),
        jhe
    );
    let resaved = [
        (PLAY_V1, Saved::parse(PLAY_V1).unwrap().to_json(), &hcf),
        (
            JHE_PLAY_V1,
            JheSaved::parse(JHE_PLAY_V1).unwrap().to_json(),
            &jhe,
        ),
    ];
    for (fixture, again, today) in resaved {
        let before: Value = serde_json::from_str(fixture).unwrap();
        let after: Value = serde_json::from_str(&again).unwrap();
        let mut settings = vec![(&before["settings"], &after["settings"])];
        let history = |v: &Value| v["history"].as_array().cloned().unwrap_or_default();
        let (old, new) = (history(&before), history(&after));
        assert_eq!(old.len(), new.len());
        let pairs: Vec<(Value, Value)> = old
            .iter()
            .zip(&new)
            .map(|(o, n)| (o["settings"].clone(), n["settings"].clone()))
            .collect();
        settings.extend(pairs.iter().map(|(o, n)| (o, n)));
        for (old, new) in settings {
            assert_eq!(&keys(new), today);
            assert!(
                keys(old).iter().all(|k| today.contains(k)),
                "{:?} not all in {today:?}",
                keys(old)
            );
        }
    }
}

const ACADEMY_SCHOOL_V1: &str = include_str!("../tests/fixtures/academy-school-v1.json");

/// Progress with the dealer school's results (issue 35: table tests and catch-the-dealer
/// rounds, its `school` member) loads in the academy (kept as saved, exported with the rest) and
/// in the school's pages; progress saved before them loads with none and is written as before.
#[test]
fn progress_with_table_tests_and_catches_loads_and_keeps_them() {
    use crate::academy_state::KeptProgress;
    let kept = KeptProgress::parse_school(ACADEMY_SCHOOL_V1).expect("the school's pages read it");
    assert_eq!(kept.dealer.len(), 2);
    let school = kept.school.as_ref().unwrap();
    let test = &school.table_tests[0];
    assert_eq!(
        (
            test.student.as_str(),
            test.seed,
            test.passed,
            test.mispay_cost
        ),
        ("A. Student", 1, true, Cents(100))
    );
    assert_eq!(school.catch_totals(), (1, 0, 1));
    assert_eq!(test.total_tenths, 964);
    // Written back unchanged (by the school's pages, and by dealer mode, which does not read
    // it), and the academy keeps the member through its own saves.
    assert_eq!(
        KeptProgress::parse_school(&kept.to_json()).unwrap().school,
        kept.school
    );
    let by_dealer_mode = KeptProgress::parse(ACADEMY_SCHOOL_V1).unwrap();
    assert_eq!(
        KeptProgress::parse_school(&by_dealer_mode.to_json())
            .unwrap()
            .school,
        kept.school
    );
    let academy = Progress::parse(ACADEMY_SCHOOL_V1).expect("the academy reads it");
    let again = Progress::parse(&academy.to_json()).unwrap();
    assert_eq!(again.school, academy.school);
    assert!(academy
        .school
        .as_deref()
        .is_some_and(|s| s.contains("A. Student")));
    // Before the school kept anything: none, and the text is written as it was.
    let old = KeptProgress::parse_school(ACADEMY_V1).unwrap();
    assert!(old.school.is_some_and(|s| s.is_empty()));
    assert_eq!(Progress::parse(ACADEMY_V1).unwrap().school, None);
    let dealer_only = include_str!("../tests/fixtures/academy-dealer-v1.json");
    let read = KeptProgress::parse(dealer_only).unwrap();
    assert!(!read.to_json().contains("\"school\""));
}

/// Progress with a skill book and a log of attempts not yet folded into it: the academy keeps
/// both as they were (its own parts read as before), dealer mode adds to the log without
/// reading it, and the skills pages fold it — the logged question's skills derived again from
/// its id, a task's skills as logged — into the book's records as saved. Progress from before
/// there were skills has neither and is written as before.
#[test]
fn saved_skills_and_their_log_load_and_fold_into_the_book() {
    use crate::academy_state::{fold_skill_log, KeptProgress, LoggedAttempt};
    use engine::skills::{question_skills, summary_of, Skill, Tier};
    const SKILLS: &str = include_str!("../tests/fixtures/academy-skills.json");
    let progress = Progress::parse(SKILLS).expect("progress with skills loads");
    assert_eq!(progress.skill_log.len(), 2);
    assert_eq!(Progress::parse(&progress.to_json()).unwrap(), progress);
    assert_eq!(progress.exam, Progress::parse(ACADEMY_V1).unwrap().exam);
    // Dealer mode adds a task's attempt at the end of the log, the rest as saved.
    let mut kept = KeptProgress::parse(SKILLS).unwrap();
    let ante = Skill::new("settle:ante", "Settling the Ante");
    kept.skill_log.push(LoggedAttempt {
        question: None,
        skills: vec![ante.clone()],
        right: false,
        millis: Some(9000),
    });
    let after = Progress::parse(&kept.to_json()).unwrap();
    assert_eq!(after.skill_log.len(), 3);
    assert_eq!(after.skill_log[..2], progress.skill_log[..]);
    assert_eq!(after.skills, progress.skills);
    let book = fold_skill_log(
        after.skills.as_deref(),
        &after.skill_log,
        engine::academy::Catalogue::ALL,
    );
    // The saved records, with the logged question's skills one attempt more.
    let question = engine::academy::from_id("positions:MD:15335578116629072890").unwrap();
    let derived = question_skills(&question, &summary_of(question.rule_set()));
    assert!(
        derived.iter().any(|s| s.id == "module:layout"),
        "{derived:?}"
    );
    for skill in &derived {
        assert_eq!(book.skills[&skill.id].total, 1, "{}", skill.id);
        assert!(!book.skills[&skill.id].recent[0].right);
    }
    assert_eq!(book.skills["module:payouts"].total, 3);
    assert_eq!(book.skills["module:payouts"].median_millis(), Some(9100));
    assert_eq!(book.skills["rule:payout-limit"].tier(None), Tier::Learning);
    let ante_record = &book.skills["settle:ante"];
    assert_eq!((ante_record.total, ante_record.accuracy()), (2, Some(50.0)));
    assert_eq!(book.skills.len(), 4 + derived.len());
    // Before skills: none, and written as before.
    let old = Progress::parse(ACADEMY_V1).unwrap();
    assert!(old.skills.is_none() && old.skill_log.is_empty());
    assert!(!old.to_json().contains("skill"));
}
