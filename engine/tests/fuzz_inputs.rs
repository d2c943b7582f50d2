//! Every parser of user input, fed random and near-valid text: it never panics, refuses with a
//! message, and what it accepts reads back the same. The default run is bounded for the test
//! command; a long run is `PROPTEST_CASES=1000000 cargo test --release -p engine --test
//! fuzz_inputs` (see docs/hardening.md).

use engine::academy::{from_id, templates};
use engine::cards::{format_cards, parse_cards, parse_exact};
use engine::hcf::decision::Strategy as PlayStrategy;
use engine::hcf::side_bets::validate_custom_payout;
use engine::{Cents, Jurisdiction};
use proptest::prelude::*;

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(2_000),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Text that looks like cards: ranks, suits (letters and symbols), separators, noise.
fn card_like() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[2-9TtJjQqKkAa10hdcsHDCS♠♥♦♣ ,;:/x-]{0,40}").unwrap()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn card_text_never_panics_and_accepted_hands_read_back(text in prop_oneof![card_like(), any::<String>()]) {
        match parse_cards(&text) {
            Ok(cards) => {
                prop_assert!(!cards.is_empty());
                // No card twice, and the printed form reads back as the same cards.
                let mut sorted: Vec<u8> = cards.iter().map(|c| c.index()).collect();
                sorted.sort_unstable();
                sorted.dedup();
                prop_assert_eq!(sorted.len(), cards.len());
                prop_assert_eq!(parse_cards(&format_cards(&cards)).unwrap(), cards);
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        if let Err(e) = parse_exact(&text, 7) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn amounts_never_panic_and_accepted_amounts_read_back(
        text in prop_oneof![
            proptest::string::string_regex("[$]?[0-9,_]{0,22}([.][0-9]{0,3})?").unwrap(),
            proptest::string::string_regex("[0-9$.,_ e+-]{0,30}").unwrap(),
            any::<String>(),
        ]
    ) {
        match Cents::parse_dollars(&text) {
            Ok(c) => {
                prop_assert!(c.0 >= 0);
                prop_assert_eq!(Cents::parse_dollars(&c.to_string()), Ok(c));
            }
            Err(e) => prop_assert!(!e.is_empty()),
        }
    }

    #[test]
    fn strategies_paytable_values_rules_and_question_ids_never_panic(
        text in any::<String>(),
        template in 0usize..64,
        rules in "[A-Za-z]{0,3}",
        seed in any::<u64>(),
    ) {
        if let Err(e) = PlayStrategy::parse(&text) { prop_assert!(!e.is_empty()); }
        if let Err(e) = validate_custom_payout(&text) { prop_assert!(!e.is_empty()); }
        let _ = Jurisdiction::parse(&text);
        let _ = from_id(&text);
        // A near-valid id: a real or unknown template, any rules text, any seed.
        let name = templates().nth(template).map(|t| t.id).unwrap_or("no-such-template");
        let id = format!("{name}:{rules}:{seed}");
        if let Some(q) = from_id(&id) {
            prop_assert_eq!(from_id(&q.id), Some(q));
        }
    }
}
