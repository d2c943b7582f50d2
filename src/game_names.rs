//! Shared code names no game: a game's id (`GameId::JackpotHoldEm`), a path into a game's
//! module (`engine::jhe::…`, `crate::hcf::…`) or a game's type (`JheTable`, `HcfRules`) stands
//! only in that game's own files, in the registries that turn a game's id into its code, and in
//! the shared files listed in [`LEFT`] with how many times each still does. The count of a
//! listed file may only fall (the test says when to lower it); a file not listed that starts
//! naming a game fails with the lines that do. This is what keeps a third game's edits to the
//! registries (`docs/architecture.md`, "A third game").
//!
//! Read from the source text: comments and test modules (from a file's first `#[cfg(test)]`)
//! are left out, as are the test-only modules.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// Where a game's id becomes its code: the engine's `GameId::visit`, the app's pages and
/// bundles, dealer mode's `visit`, the CLI's commands.
const REGISTRIES: &[&str] = &[
    "engine/src/rule_set.rs",
    "src/registry.rs",
    "src/pages/dealer/mod.rs",
    "cli/src/games.rs",
];

/// High Card Flush's own files whose names do not say so (written before there were two
/// games); a file under a game's folder (`hcf/`, `jhe/`) or named for it (`jhe_play_state.rs`,
/// `drill/hcf.rs`) is the game's own without being listed.
const FIRST_GAMES_FILES: &[&str] = &[
    "cli/src/commands.rs",
    "cli/src/table_args.rs",
    "src/play_state.rs",
    "src/pages/play/",
    "src/pages/explorer/analyzer.rs",
    "src/pages/explorer/main_game.rs",
    "src/pages/explorer/paytables.rs",
    "src/pages/explorer/progressive.rs",
    "src/pages/explorer/compare.rs",
];

/// Modules compiled only for tests.
const TEST_ONLY: &[&str] = &[
    "engine/src/par_sheet/seats_sample.rs",
    "engine/src/par_sheet/tests.rs",
    "src/fuzz_loaders.rs",
    "src/module_graph.rs",
    "src/game_names.rs",
    "src/saved_formats.rs",
];

/// Shared files that still name a game, and how many times: work left (issue 33), each a
/// place a third game would edit. A count may only fall. (Two rose once, at stop 52, when the
/// scan stopped stopping at a test-only import: the par sheet's `mod.rs` and CLI text had been
/// read only up to one; they hold each game's sheet, the par sheet's split per game to come.)
const LEFT: &[(&str, usize)] = &[
    ("cli/src/par_sheet_out.rs", 4),
    ("engine/src/academy/mod.rs", 5),
    ("engine/src/par_sheet/folds.rs", 4),
    ("engine/src/par_sheet/mod.rs", 43),
    ("engine/src/par_sheet/signs.rs", 17),
    ("src/academy_state.rs", 6),
    ("src/analysis_cache.rs", 3),
    ("src/bin/worker.rs", 3),
    ("src/compute.rs", 37),
    ("src/pages/par_sheet/form.rs", 21),
    ("src/pages/par_sheet/inputs.rs", 26),
    ("src/pages/par_sheet/solve.rs", 2),
    ("src/worker_client.rs", 4),
    ("src/worker_protocol.rs", 7),
];

/// The games' names as code spells them.
const GAMES: [(&str, &str); 2] = [("HighCardFlush", "hcf"), ("JackpotHoldEm", "jhe")];

/// Whether a file is a game's own by where it is or what it is called.
fn games_own(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    GAMES.iter().any(|(_, code)| {
        path.contains(&format!("/{code}/"))
            || path.contains(&format!("/{code}_"))
            || name.starts_with(code)
    }) || FIRST_GAMES_FILES.iter().any(|f| path.starts_with(f))
}

/// The places a line names a game: its id, a path into its module, a type named for it.
fn names_in(line: &str) -> usize {
    let code = line.split("//").next().unwrap_or("");
    let mut found = 0;
    for (id, short) in GAMES {
        found += code.matches(&format!("GameId::{id}")).count();
        for root in ["crate::", "engine::", "super::"] {
            found += code.matches(&format!("{root}{short}::")).count();
        }
        // A type named for the game: `Hcf` or `Jhe` then a capital (`JheTable`, `HcfRules`).
        let capital = format!("{}{}", short[..1].to_uppercase(), &short[1..]);
        found += code
            .match_indices(&capital)
            .filter(|(at, _)| {
                let before = code[..*at].chars().next_back();
                let after = code[at + capital.len()..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                    && after.is_some_and(|c| c.is_ascii_uppercase())
            })
            .count();
    }
    found
}

/// A file's lines (with their index) outside test code: up to its test module (a
/// `#[cfg(test)]` before a `mod … {`), and without a test-only item's attribute and line
/// elsewhere (`#[cfg(test)]` before a `use`, a `fn` or a `mod …;` naming a test-only file —
/// listed in [`TEST_ONLY`]: the scan goes on past it, where it used to stop).
fn test_free_lines(text: &str) -> Vec<(usize, &str)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim_start().starts_with("#[cfg(test)]") {
            let next = lines[i + 1..].iter().position(|l| !l.trim().is_empty());
            match next.map(|k| (i + 1 + k, lines[i + 1 + k].trim_start())) {
                Some((_, item))
                    if (item.starts_with("mod ") || item.starts_with("pub mod "))
                        && !item.trim_end().ends_with(';') =>
                {
                    break
                }
                Some((at, _)) => {
                    i = at + 1;
                    continue;
                }
                None => break,
            }
        }
        out.push((i, lines[i]));
        i += 1;
    }
    out
}

/// Every shared file's lines naming a game, outside comments and test modules.
fn shared_names(root: &Path) -> BTreeMap<String, Vec<String>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<String>>) {
        let mut entries: Vec<_> = fs::read_dir(dir).expect("readable").flatten().collect();
        entries.sort_by_key(|e| e.path());
        for entry in entries {
            let path = entry.path();
            if path.is_dir() {
                walk(root, &path, out);
                continue;
            }
            let rel = path
                .strip_prefix(root)
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/");
            if !rel.ends_with(".rs")
                || games_own(&rel)
                || REGISTRIES.contains(&rel.as_str())
                || TEST_ONLY.contains(&rel.as_str())
            {
                continue;
            }
            let text = fs::read_to_string(&path).expect("readable");
            let mut lines = Vec::new();
            for (i, line) in test_free_lines(&text) {
                for _ in 0..names_in(line) {
                    lines.push(format!("{rel}:{}: {}", i + 1, line.trim()));
                }
            }
            if !lines.is_empty() {
                out.insert(rel, lines);
            }
        }
    }
    let mut out = BTreeMap::new();
    for dir in ["engine/src", "src", "cli/src"] {
        walk(root, &root.join(dir), &mut out);
    }
    out
}

#[test]
fn shared_code_names_no_game_beyond_the_work_left() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = shared_names(root);
    let mut problems = Vec::new();
    for (file, lines) in &found {
        match LEFT.iter().find(|(f, _)| f == file) {
            None => problems.push(format!(
                "{file} is shared and names a game — move the game's part to its own files and reach it through a registry:\n  {}",
                lines.join("\n  ")
            )),
            Some((_, left)) if lines.len() > *left => problems.push(format!(
                "{file} names a game {} times, more than the {left} left:\n  {}",
                lines.len(),
                lines.join("\n  ")
            )),
            Some((_, left)) if lines.len() < *left => problems.push(format!(
                "{file} now names a game {} times: lower its count in LEFT from {left}",
                lines.len()
            )),
            Some(_) => {}
        }
    }
    for (file, _) in LEFT {
        if !found.contains_key(*file) {
            problems.push(format!("{file} names no game now: take it off LEFT"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn what_names_a_game_is_found_and_nothing_else() {
    assert_eq!(names_in("let g = GameId::JackpotHoldEm;"), 1);
    assert_eq!(names_in("use engine::hcf::rules::WagerKind;"), 1);
    assert_eq!(names_in("fn f(t: &JheTable, r: HcfRules) {}"), 2);
    assert_eq!(names_in("let x = crate::jhe::table::JheTable::new();"), 2);
    assert_eq!(names_in("// GameId::HighCardFlush in a comment"), 0);
    assert_eq!(names_in("let jhe = hcf_dealt(Jhe, SubHcf, Jhex);"), 0);
    assert!(games_own("src/pages/dealer/hcf.rs"));
    assert!(games_own("engine/src/jhe/table.rs"));
    assert!(games_own("src/jhe_play_state.rs"));
    assert!(games_own("src/pages/jhe_play/felt.rs"));
    assert!(!games_own("src/pages/classroom.rs"));
}

/// The scan skips a test-only import and reads on past it, and stops at the test module.
#[test]
fn test_code_is_left_out_and_only_test_code() {
    let text = "use a;\n#[cfg(test)]\nuse crate::hcf::x;\nuse crate::jhe::y;\n#[cfg(test)]\nmod sample;\nuse crate::jhe::w;\n#[cfg(test)]\nmod tests {\n    use crate::hcf::z;\n}\n";
    let kept: Vec<&str> = test_free_lines(text).into_iter().map(|(_, l)| l).collect();
    assert_eq!(
        kept,
        vec!["use a;", "use crate::jhe::y;", "use crate::jhe::w;"]
    );
}
