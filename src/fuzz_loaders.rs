//! Saved data, imported progress and share links, fed random and mutated input: loading never
//! panics, a refusal names what was wrong, and what is accepted is usable (valid table settings,
//! an exam whose paper can be drawn, tables that settle) and loses nothing (dealer mode's runs
//! added to progress leave the academy's parts as they were). Long run: `PROPTEST_CASES=1000000 cargo test -p app
//! fuzz_loaders` (docs/hardening.md).

use crate::academy_state::Progress;
use crate::play_state::{PlaySettings, Saved};
use proptest::prelude::*;
use serde_json::Value;

const PLAY_V1: &str = include_str!("../tests/fixtures/play-v1.json");
const ACADEMY_V1: &str = include_str!("../tests/fixtures/academy-v1.json");
const JHE_ANALYSIS_V1: &str = include_str!("../tests/fixtures/jhe-analysis-v1.json");
const JHE_PLAY_V1: &str = include_str!("../tests/fixtures/jhe-play-v1.json");
const ACADEMY_DEALER_V1: &str = include_str!("../tests/fixtures/academy-dealer-v1.json");
const CUSTOM_TABLES_V1: &str = include_str!("../tests/fixtures/custom-tables-v1.json");
const JHE_CUSTOM_TABLES_V1: &str = include_str!("../tests/fixtures/jhe-custom-tables-v1.json");
const RACK_V1: &str = include_str!("../tests/fixtures/rack-v1.json");
const PACE_V1: &str = include_str!("../tests/fixtures/pace-v1.json");

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(500),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A JSON value that a damaged or hand-edited file might hold in any place.
fn odd_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(|x| serde_json::Number::from_f64(x)
            .map(Value::Number)
            .unwrap_or(Value::Null)),
        ".{0,12}".prop_map(Value::String),
        Just(Value::Array(Vec::new())),
        Just(serde_json::json!({})),
    ]
}

/// Replaces the value at the `pick`-th place (depth-first) of `value` with `new`.
fn replace_nth(value: &mut Value, pick: &mut usize, new: &Value) -> bool {
    if *pick == 0 {
        *value = new.clone();
        return true;
    }
    *pick -= 1;
    match value {
        Value::Array(items) => items.iter_mut().any(|v| replace_nth(v, pick, new)),
        Value::Object(map) => map.values_mut().any(|v| replace_nth(v, pick, new)),
        _ => false,
    }
}

/// A fixture with one value replaced somewhere, or cut short, or with bytes overwritten.
fn mutated(fixture: &'static str) -> impl Strategy<Value = String> {
    let places = 0usize..400;
    prop_oneof![
        (places, odd_value()).prop_map(move |(mut pick, new)| {
            let mut value: Value = serde_json::from_str(fixture).unwrap();
            replace_nth(&mut value, &mut pick, &new);
            value.to_string()
        }),
        (0usize..fixture.len())
            .prop_map(move |cut| fixture[..fixture.floor_char_boundary(cut)].to_string()),
        (0usize..fixture.len(), ".{1,6}").prop_map(move |(at, text)| {
            let at = fixture.floor_char_boundary(at);
            format!("{}{text}{}", &fixture[..at], &fixture[at..])
        }),
    ]
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn a_damaged_saved_session_is_refused_or_usable(text in mutated(PLAY_V1)) {
        match Saved::parse(&text) {
            Ok(saved) => {
                prop_assert!(!saved.bankroll.is_negative());
                prop_assert!(saved.settings.table_config().is_ok());
            }
            Err(message) => prop_assert!(message.starts_with("the saved"), "{}", message),
        }
    }

    /// A damaged Jackpot Hold 'Em session is refused by name or loads whole; a record that
    /// loads either replays or says why not.
    #[test]
    fn a_damaged_jackpot_holdem_session_is_refused_or_usable(text in mutated(JHE_PLAY_V1)) {
        match crate::jhe_play_state::JheSaved::parse(&text) {
            Ok(saved) => {
                prop_assert!(!saved.bankroll.is_negative());
                prop_assert!(saved.settings.table_config().is_ok());
                for record in &saved.history {
                    let _ = crate::jhe_play_state::replay(record);
                }
            }
            Err(message) => prop_assert!(message.starts_with("the saved"), "{}", message),
        }
    }

    #[test]
    fn jhe_share_links_never_panic_and_applied_links_make_a_table(
        query in prop_oneof![
            proptest::string::string_regex("(prog|rate|pb|min|max|cpu|strategy|seat|deal|dealer|speed|coach|bank|limit)=[A-Za-z0-9%.+-]{0,8}(&(prog|rate|pb|min|max|cpu|strategy|seat|deal|dealer|speed|coach|bank|limit)=[A-Za-z0-9%.+-]{0,8}){0,6}").unwrap(),
            any::<String>(),
        ]
    ) {
        if let Ok((Some(settings), _)) = crate::jhe_play_state::JhePlaySettings::from_link(&query) {
            prop_assert!(settings.table_config().is_ok());
            prop_assert_eq!(
                crate::jhe_play_state::JhePlaySettings::from_link(&settings.to_query()),
                Ok((Some(settings.clone()), vec![]))
            );
        }
    }

    #[test]
    fn damaged_academy_progress_is_refused_or_usable(text in mutated(ACADEMY_V1)) {
        match Progress::parse(&text) {
            Ok(progress) => {
                if let Some(exam) = &progress.exam {
                    // The paper can be drawn, and no faster than the exam's own length allows.
                    let paper = exam.questions();
                    prop_assert!(paper.len() <= exam.count);
                    let _ = exam.mark(exam.started_ms, "now".into());
                }
                let _ = progress.results_csv();
            }
            Err(message) => prop_assert!(message.starts_with("the "), "{}", message),
        }
    }

    #[test]
    fn dealer_mode_adds_to_damaged_progress_without_losing_the_academys_parts(
        text in mutated(ACADEMY_DEALER_V1)
    ) {
        use crate::academy_state::{add_dealer_run, KeptProgress};
        let academy = Progress::parse(&text);
        if let Err(message) = &academy {
            prop_assert!(message.starts_with("the "), "{}", message);
        }
        match KeptProgress::parse(&text) {
            Err(message) => prop_assert!(message.starts_with("the "), "{}", message),
            Ok(mut kept) => {
                let had = kept.dealer.len();
                let run = kept.dealer.first().cloned();
                if let Some(run) = run {
                    add_dealer_run(&mut kept.dealer, run);
                }
                let saved = kept.to_json();
                // Every member but the runs is as it was; the runs are one more. (A member JSON
                // allows but serde_json's Value cannot hold, such as 1e400, is passed over by
                // the loader and kept as text, so only a readable one is compared here.)
                if let Ok(before) = serde_json::from_str::<Value>(&text) {
                    let after: Value = serde_json::from_str(&saved).unwrap();
                    for (key, value) in before.as_object().unwrap() {
                        if key != "dealer" {
                            prop_assert_eq!(Some(value), after.get(key), "{}", key);
                        }
                    }
                }
                let again = KeptProgress::parse(&saved).unwrap();
                prop_assert_eq!(again.dealer.len(), (had + usize::from(had > 0)).min(200));
                // What the academy read before, it reads the same after.
                if let Ok(progress) = academy {
                    let mut read = Progress::parse(&saved).unwrap();
                    read.dealer = progress.dealer.clone();
                    prop_assert_eq!(read, progress);
                }
            }
        }
    }

    #[test]
    fn the_academy_keeps_dealer_runs_through_its_own_saves(text in mutated(ACADEMY_DEALER_V1)) {
        if let Ok(progress) = Progress::parse(&text) {
            // (The academy's other parts are compared by the test above; an absurd float may move
            // by its last digit through serde_json, which is not what this checks.)
            let saved = progress.to_json();
            prop_assert_eq!(&Progress::parse(&saved).unwrap().dealer, &progress.dealer);
            if let Some(runs) = &progress.dealer {
                let before: Value = serde_json::from_str(runs).unwrap();
                let after: Value = serde_json::from_str(&saved).unwrap();
                prop_assert_eq!(Some(&before), after.get("dealer"));
            }
        }
    }

    #[test]
    fn a_damaged_saved_rack_is_refused_by_name_or_pays(text in mutated(RACK_V1)) {
        match crate::rack_state::parse(&text) {
            Ok(rack) => {
                // A rack the engine accepted pays whatever its chips can make, or says why not.
                let _ = rack.fewest(engine::Cents(3_750));
                prop_assert_eq!(crate::rack_state::parse(&crate::rack_state::to_json(&rack)).unwrap(), rack);
            }
            Err(message) => prop_assert!(message.starts_with("the saved chip rack is"), "{}", message),
        }
    }

    #[test]
    fn damaged_saved_pace_terms_are_refused_by_name_or_score(text in mutated(PACE_V1)) {
        match crate::pace_state::parse(&text) {
            Ok(terms) => {
                // Accepted terms are terms a form accepts, and save as they read.
                prop_assert!(terms.targets.check().is_ok() && terms.rubric.check().is_ok());
                prop_assert_eq!(crate::pace_state::parse(&crate::pace_state::to_json(&terms)).unwrap(), terms);
            }
            Err(message) => prop_assert!(message.starts_with("the saved pace targets and rubric are"), "{}", message),
        }
    }

    #[test]
    fn damaged_saved_tables_are_refused_by_name_or_settle(text in mutated(CUSTOM_TABLES_V1)) {
        match crate::custom_tables::SavedTables::parse(&text) {
            Ok(saved) => {
                for table in &saved.tables {
                    prop_assert!(table.paytable().is_ok());
                }
                prop_assert_eq!(
                    crate::custom_tables::SavedTables::parse(&saved.to_json()).unwrap(),
                    saved
                );
            }
            Err(message) => prop_assert!(
                message.starts_with("The saved table") || message.starts_with("More than"),
                "{}",
                message
            ),
        }
    }

    #[test]
    fn damaged_jackpot_hold_em_copies_are_refused_by_name_or_analysed(text in mutated(JHE_CUSTOM_TABLES_V1)) {
        match crate::custom_tables::JheSavedTables::parse(&text) {
            Ok(saved) => {
                for table in &saved.tables {
                    let paytable = table.paytable();
                    prop_assert!(paytable.is_ok());
                    if table.wager == engine::jhe::JheWager::PlayerBonus {
                        prop_assert!(engine::jhe::analysis::player_bonus_odds(&paytable.unwrap()).is_ok());
                    }
                }
                prop_assert_eq!(
                    crate::custom_tables::JheSavedTables::parse(&saved.to_json()).unwrap(),
                    saved
                );
            }
            Err(message) => prop_assert!(
                message.starts_with("The saved table") || message.starts_with("More than"),
                "{}",
                message
            ),
        }
    }

    #[test]
    fn damaged_saved_analyses_are_refused_by_name_or_read_whole(text in mutated(JHE_ANALYSIS_V1)) {
        match crate::analysis_cache::AnalysisCache::parse(&text) {
            Ok(cache) => {
                prop_assert_eq!(cache.version, 1);
                prop_assert_eq!(cache.rules.as_str(), crate::analysis_cache::JHE_RULES);
                let _ = cache.run("optimal");
            }
            Err(message) => prop_assert!(message.starts_with("The saved analysis"), "{}", message),
        }
    }

    #[test]
    fn share_links_never_panic_and_applied_links_read_back(
        query in prop_oneof![
            proptest::string::string_regex("(j|fb|sfb|prog|min|max|cpu|strategy|seat|boxes|deal|speed|coach|bank|unit|seed)=[A-Za-z0-9:%.+-]{0,8}(&(j|fb|sfb|prog|min|max|cpu|strategy|seat|boxes|deal|speed|coach|bank|unit|seed)=[A-Za-z0-9:%.+-]{0,8}){0,6}").unwrap(),
            any::<String>(),
        ]
    ) {
        // As the app applies a link: never a panic, and what it applies makes a valid table.
        match PlaySettings::from_link(&query) {
            Ok(link) => {
                if let Some(settings) = &link.settings {
                    prop_assert!(settings.table_config().is_ok());
                }
                prop_assert!(link.dropped.iter().all(|d| d.contains("link")));
            }
            Err(message) => prop_assert!(message.contains("link"), "{}", message),
        }
        match PlaySettings::from_query(&query) {
            Ok(Some(settings)) => {
                let again = PlaySettings::from_query(&settings.to_query());
                prop_assert_eq!(again, Ok(Some(settings)));
            }
            Ok(None) => {}
            Err(message) => prop_assert!(message.contains("link"), "{}", message),
        }
    }
}
