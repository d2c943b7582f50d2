//! Golden tests: what users and instructors rely on staying the same after any refactor or
//! dependency upgrade — the deck a seed shuffles, the question a question id names, the paper an
//! exam seed gives. The fixtures under `tests/golden/` were written by this same code; a change
//! that alters them must be deliberate (regenerate with `UPDATE_GOLDEN=1 cargo test -p engine
//! --test golden` and review the diff: every changed line is a published thing that changed).

use engine::academy::{exam, exam_of, generate, templates, Module, PaperVersion};
use engine::deck::{seeded_rng, Deck};
use engine::jurisdiction::Jurisdiction;
use engine::{GameId, RuleSet};
use std::fmt::Write;
use std::path::PathBuf;

fn check(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).expect("write the golden file");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    if expected != actual {
        let (line, (want, got)) = expected
            .lines()
            .zip(actual.lines())
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .map(|(i, pair)| (i + 1, pair))
            .unwrap_or((
                expected.lines().count().min(actual.lines().count()) + 1,
                ("(end)", "(end)"),
            ));
        panic!(
            "{name} differs from its golden file at line {line}:\n  golden: {want}\n  now:    {got}\n\
             A published deal, question or exam changed; if that is deliberate, regenerate with \
             UPDATE_GOLDEN=1 and say why in the commit."
        );
    }
}

const DECK_SEEDS: [u64; 8] = [0, 1, 2, 7, 42, 2024, 12345, u64::MAX];

#[test]
fn a_seed_shuffles_the_same_deck_as_always() {
    let mut out = String::new();
    for seed in DECK_SEEDS {
        let deck = Deck::shuffled(&mut seeded_rng(seed));
        let cards: Vec<String> = deck.order().iter().map(|c| c.to_string()).collect();
        writeln!(out, "{seed}: {}", cards.join(" ")).unwrap();
    }
    check("decks.txt", &out);
}

#[test]
fn a_question_id_names_the_same_question_as_always() {
    let mut out = String::new();
    for template in templates() {
        for j in Jurisdiction::ALL {
            for seed in 0..8 {
                if let Some(q) = generate(template, j, seed) {
                    writeln!(out, "{}", serde_json::to_string(&q).unwrap()).unwrap();
                }
            }
        }
    }
    check("questions.jsonl", &out);
}

#[test]
fn an_exam_seed_gives_the_same_paper_as_always() {
    let all = Module::ALL.to_vec();
    let papers: [(Jurisdiction, Vec<Module>, usize, u64); 6] = [
        (Jurisdiction::Maryland, all.clone(), 10, 1),
        (Jurisdiction::Maryland, all.clone(), 20, 12345),
        (Jurisdiction::Massachusetts, all.clone(), 10, 99999),
        (Jurisdiction::SouthDakota, all.clone(), 15, 2),
        (
            Jurisdiction::Maryland,
            vec![Module::Payouts, Module::HandRankings],
            8,
            7,
        ),
        (
            Jurisdiction::Massachusetts,
            vec![Module::Irregularities, Module::Differences, Module::Wagers],
            12,
            u64::MAX,
        ),
    ];
    for version in PaperVersion::ALL {
        let mut ids = String::new();
        let mut full = String::new();
        for (j, modules, count, seed) in &papers {
            let paper = exam(version, RuleSet::hcf(*j), modules, *count, *seed);
            let codes: Vec<&str> = modules.iter().map(|m| m.code()).collect();
            let head = format!("{} {} {count} {seed}", j.code(), codes.join(","));
            writeln!(
                ids,
                "{head}: {}",
                paper
                    .iter()
                    .map(|q| q.id.as_str())
                    .collect::<Vec<_>>()
                    .join(" ")
            )
            .unwrap();
            for q in &paper {
                writeln!(full, "{}", serde_json::to_string(q).unwrap()).unwrap();
            }
        }
        // Version 1's files keep the names they had before papers were versioned.
        let suffix = match version {
            PaperVersion::V1 => String::new(),
            v => format!("-v{}", v.number()),
        };
        check(&format!("exam-papers{suffix}.txt"), &ids);
        check(&format!("exam-questions{suffix}.jsonl"), &full);
    }
}

/// Jackpot Hold 'Em's papers, and papers of both games (Maryland), from their first version.
#[test]
fn a_jackpot_hold_em_or_both_games_exam_seed_gives_the_same_paper_as_always() {
    let jhe = [GameId::JackpotHoldEm];
    let both = [GameId::HighCardFlush, GameId::JackpotHoldEm];
    let papers: [(&[GameId], Vec<Module>, usize, u64); 5] = [
        (&jhe, Module::JHE.to_vec(), 14, 1),
        (&jhe, Module::JHE.to_vec(), 25, 12345),
        (
            &jhe,
            vec![Module::SettlementMatrix, Module::Payouts],
            8,
            u64::MAX,
        ),
        (&both, Module::JHE.to_vec(), 20, 1),
        (
            &both,
            vec![Module::HandRankings, Module::Irregularities],
            10,
            42,
        ),
    ];
    let mut ids = String::new();
    let mut full = String::new();
    for (games, modules, count, seed) in &papers {
        let paper = exam_of(
            PaperVersion::V2,
            games,
            Jurisdiction::Maryland,
            modules,
            *count,
            *seed,
        );
        let game_codes: Vec<&str> = games.iter().map(|g| g.code()).collect();
        let codes: Vec<&str> = modules.iter().map(|m| m.code()).collect();
        let ids_line: Vec<&str> = paper.iter().map(|q| q.id.as_str()).collect();
        writeln!(
            ids,
            "{} MD {} {count} {seed}: {}",
            game_codes.join("+"),
            codes.join(","),
            ids_line.join(" ")
        )
        .unwrap();
        for q in &paper {
            writeln!(full, "{}", serde_json::to_string(q).unwrap()).unwrap();
        }
    }
    check("exam-papers-jhe-v2.txt", &ids);
    check("exam-questions-jhe-v2.jsonl", &full);
}

#[test]
fn a_dealer_mode_seed_gives_the_same_round_as_always() {
    use engine::hcf::config::TableConfig;
    use engine::jhe::config::JheConfig;
    use engine::table::dealer_mode::{tasks, Level};
    let mut out = String::new();
    for seed in [1u64, 2, 42] {
        for level in Level::ALL {
            for j in Jurisdiction::ALL {
                let (table, injected) = engine::hcf::dealer::dealer_round(
                    TableConfig::default_for(j),
                    seed,
                    level,
                    None,
                )
                .expect("a dealer-mode round");
                writeln!(out, "hcf {} {} {seed}", j.code(), level.code()).unwrap();
                for t in tasks(&table, table.round(), level, injected) {
                    writeln!(out, "  {} | {}", t.action.describe(), t.citation).unwrap();
                }
            }
            let (table, injected) =
                engine::jhe::dealer::dealer_round(JheConfig::standard(), seed, level, None)
                    .expect("a dealer-mode round");
            writeln!(out, "jhe MD {} {seed}", level.code()).unwrap();
            for t in tasks(&table, table.round(), level, injected) {
                writeln!(out, "  {} | {}", t.action.describe(), t.citation).unwrap();
            }
        }
    }
    // A Jackpot Hold 'Em table with every option the third academy audit found judged wrongly:
    // an automated shoe loaded with a hand-shuffled deck (a cut), the dealer's cards left in the
    // shuffler (001 Ch.10 B(3)); the browser test deals it.
    for seed in [4242u64, 4243] {
        let config = JheConfig {
            dealing_method: engine::table::DealingMethod::AutomatedShoe,
            shuffler: engine::table::Shuffler::ByHand,
            dealer_cards: engine::jhe::rules::DealerCardsFromShuffler::LeftInShuffler,
            ..JheConfig::standard()
        };
        let level = Level::FullProcedure;
        let (table, injected) = engine::jhe::dealer::dealer_round(config, seed, level, None)
            .expect("a dealer-mode round");
        writeln!(out, "jhe MD procedure auto-hand-left {seed}").unwrap();
        for t in tasks(&table, table.round(), level, injected) {
            writeln!(out, "  {} | {}", t.action.describe(), t.citation).unwrap();
        }
    }
    check("dealer-rounds-v1.txt", &out);
}
