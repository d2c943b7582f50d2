//! Golden tests of `odds round`: for several seeds per jurisdiction and dealing method, the whole
//! trace of `--json` (cards, wagers, decisions, settlements with citations, meters, steps) and the
//! text a person reads must stay what they were. Regenerate deliberately with `UPDATE_GOLDEN=1
//! cargo test -p cli golden` and review the diff.

use crate::commands::tests_support::run_words;
use std::fmt::Write;
use std::path::PathBuf;

const ROUNDS: &[&str] = &[
    "round --rules MD --seed 1 --json",
    "round --rules MD --fb A:5 --sfb A:5 --prog A --seed 7 --json",
    "round --rules MD --fb B --prog E --method hand --seed 2024 --json",
    "round --rules MD --players 3 --strategy always --method shoe --seed 99 --json",
    "round --rules MA --seed 1 --json",
    "round --rules MA --fb A:5 --prog A --seed 7 --json",
    "round --rules MA --fb E --sfb G:2 --sfb-bonus 500,100,50,10,5 --prog C --method hand --seed 31337 --json",
    "round --rules SD --seed 1 --json",
    "round --rules SD --fb 1:5 --sfb 1:5 --prog 1 --seed 7 --json",
    "round --rules SD --players 2 --strategy threshold:T86 --method auto --seed 5 --json",
    "round --game jhe --seed 1 --json",
    "round --game jhe --prog A --pb 5 --players 4 --strategy always --seed 7 --json",
    "round --game jhe --prog E --pb 1 --method auto --dealer-cards shuffler --seed 2024 --json",
    "round --game jhe --prog B --method hand --players 2 --seed 99 --json",
];

#[test]
fn a_seeded_round_deals_and_settles_as_it_always_has() {
    let mut out = String::new();
    for line in ROUNDS {
        let words: Vec<&str> = line.split(' ').collect();
        let json = run_words(&words).unwrap_or_else(|e| panic!("{line}: {e}"));
        writeln!(out, "{line}\n{json}").unwrap();
    }
    matches_golden("tests/golden/rounds.txt", &out);
}

/// `out` is the golden file at `path` (under the crate) line for line, or, with
/// `UPDATE_GOLDEN` set, becomes it.
fn matches_golden(path: &str, out: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, out).unwrap();
        return;
    }
    let golden = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    for (want, got) in golden.lines().zip(out.lines()) {
        assert_eq!(got, want, "a seeded round changed");
    }
    assert_eq!(golden, out);
}

/// A batch is the single rounds it stands for: line k of `--rounds N --from-seed S` is what
/// `round --seed S+k` prints (seeds wrap past u64::MAX), in both games, with or without the
/// new table settings.
#[test]
fn a_batch_streams_the_rounds_its_seeds_deal_one_per_line() {
    let tables: &[&str] = &[
        "round --rules MA --fb A:5 --prog A --json",
        "round --rules MD --players 3 --boxes 2 --irregularity one-face-up@4 --json",
        "round --game jhe --prog E --pb 1 --method auto --dealer-cards shuffler --json",
        "round --game jhe --prog C --meter star=250000 --meter-rate 2.5 --xtra 600,50,10,4,3,1 --json",
    ];
    for table in tables {
        let words: Vec<&str> = table.split(' ').collect();
        for first in [7u64, u64::MAX - 1] {
            let seed = first.to_string();
            let batch = [&words[..], &["--rounds", "4", "--from-seed", &seed]].concat();
            let lines = run_words(&batch).unwrap_or_else(|e| panic!("{table}: {e}"));
            let lines: Vec<&str> = lines.lines().collect();
            assert_eq!(lines.len(), 4, "{table}");
            for (k, line) in lines.iter().enumerate() {
                let seed = first.wrapping_add(k as u64).to_string();
                let single = run_words(&[&words[..], &["--seed", &seed]].concat()).unwrap();
                assert_eq!(*line, single, "{table} round {k}");
            }
        }
    }
}

/// The golden rounds again, as one batch each: `--seed` starts a batch as `--from-seed` does.
#[test]
fn the_golden_rounds_are_the_first_line_of_their_batches() {
    let golden = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/rounds.txt"),
    )
    .unwrap();
    let lines: Vec<&str> = golden.lines().collect();
    for pair in lines.chunks(2) {
        let words: Vec<&str> = pair[0].split(' ').chain(["--rounds", "2"]).collect();
        let batch = run_words(&words).unwrap();
        assert_eq!(batch.lines().next(), Some(pair[1]), "{}", pair[0]);
    }
}

/// The text rounds, of both games, with side wagers, several boxes, irregularities and a batch:
/// the printed round must stay byte for byte what it was (`tests/golden/rounds_text.txt` was
/// written by the `odds` that still drove its rounds by hand, before the engine's round driver
/// played them).
const TEXT_ROUNDS: &[&str] = &[
    "round --rules MD --seed 1",
    "round --rules MA --fb A:5 --prog A --players 2 --seed 7",
    "round --rules SD --players 3 --strategy always --method shoe --seed 99",
    "round --rules MD --players 3 --boxes 2 --irregularity one-face-up@4 --seed 3",
    "round --rules MD --irregularity dealer-exposed --seed 3",
    "round --game jhe --seed 1",
    "round --game jhe --prog A --pb 5 --players 3 --strategy simple --seed 7",
    "round --game jhe --prog E --pb 1 --method auto --dealer-cards shuffler --seed 2024",
    "round --game jhe --irregularity shuffler-jam --seed 4",
    "round --game jhe --players 2 --rounds 3 --from-seed 99",
];

#[test]
fn a_seeded_round_prints_the_text_it_always_has() {
    let mut out = String::new();
    for line in TEXT_ROUNDS {
        let words: Vec<&str> = line.split(' ').collect();
        let text = run_words(&words).unwrap_or_else(|e| panic!("{line}: {e}"));
        write!(out, "$ odds {line}\n{text}\n\n").unwrap();
    }
    matches_golden("tests/golden/rounds_text.txt", &out);
}
