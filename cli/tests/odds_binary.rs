//! The `odds` binary as scripts (and the browser tests) run it: what it prints on standard
//! output, what it refuses on standard error and the status it exits with.
//!
//! Being an integration test, this also makes `cargo test --workspace` build the binary itself
//! with the workspace's features: the browser tests ask cargo for that executable
//! (`tests/browser/odds.mjs`) instead of `cargo run -p cli`, which resolves a narrower feature
//! set and so recompiled the engine in CI.

use std::process::{Command, Output};

fn odds(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_odds"))
        .args(args)
        .output()
        .expect("the odds binary runs")
}

#[test]
fn a_hand_short_of_seven_cards_is_refused_with_the_reason_and_status_2() {
    let out = odds(&["decide", "2c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let said = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        said.trim(),
        "odds: cannot read the hand: 7 cards are needed, 1 entered"
    );
}

/// 2c 7d with the A♥ showing: the sums found by the exact solve when the shipped first-decision
/// table was introduced (e61d4d9), per 2 × 1,258,543,440 futures.
#[test]
fn jackpot_holdem_decision_one_json_carries_the_exact_fractions() {
    let out = odds(&["--game", "jhe", "decide", "--json", "2c 7d Ah"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["decision_point"], 1);
    assert_eq!(json["best"], "check");
    let options: Vec<(String, i64, u64)> = json["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["action"].as_str().unwrap().to_string(),
                o["ev_numerator"].as_i64().unwrap(),
                o["ev_denominator"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        options,
        vec![
            ("play 3×".to_string(), -5_627_032_392, 2_517_086_880),
            ("check".to_string(), -2_875_210_668, 2_517_086_880),
        ]
    );
}
