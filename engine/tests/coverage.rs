//! Keeps docs/rules-coverage.md honest: every rule item of RULES.md Part A and every section of
//! Part B is listed, and every test it names exists.

use std::path::Path;

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&read(&path));
        }
    }
}

#[test]
fn every_part_a_item_is_mapped_and_every_named_test_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let map = read(&root.join("docs/rules-coverage.md"));
    for n in 1..=19 {
        assert!(
            map.contains(&format!("| C{n} |")),
            "C{n} missing from the coverage map"
        );
    }
    for section in 1..=14 {
        assert!(
            map.contains(&format!("| A3.{section} |")),
            "A3.{section} missing"
        );
    }
    for section in 0..=13 {
        assert!(
            map.contains(&format!("| B{section} |")),
            "B{section} (Jackpot Hold 'Em) missing"
        );
    }
    assert!(map.contains("| B11.1 |"), "B11.1 missing");
    for e in ["E1", "E4"] {
        assert!(map.contains(e), "{e} missing");
    }
    // The spec's own A3 subsections, if readable, must all appear.
    let spec = root.join("../shared/spec/RULES.md");
    if spec.exists() {
        for line in read(&spec).lines().filter(|l| l.starts_with("### A3.")) {
            let id = line
                .trim_start_matches("### ")
                .split_whitespace()
                .next()
                .unwrap();
            assert!(
                map.contains(&format!("| {id} |")),
                "{id} from RULES.md missing"
            );
        }
    }
    let mut code = String::new();
    sources(&root.join("engine"), &mut code);
    sources(&root.join("cli"), &mut code);
    for line in map.lines().filter(|l| l.starts_with('|')) {
        let test_column = line.trim_end_matches('|').rsplit('|').next().unwrap_or("");
        for name in test_column.split('`').skip(1).step_by(2) {
            if name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                && name.contains('_')
            {
                assert!(
                    code.contains(&format!("fn {name}(")),
                    "coverage map names a missing test: {name}"
                );
            }
        }
    }
}

#[test]
fn the_academy_map_names_real_templates_and_covers_parts_a_and_b() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let map = read(&root.join("docs/academy-coverage.md"));
    let ids: Vec<&str> = engine::academy::templates().map(|t| t.id).collect();
    let mut named = std::collections::HashSet::new();
    for line in map.lines().filter(|l| l.starts_with('|')) {
        let column = line.trim_end_matches('|').rsplit('|').next().unwrap_or("");
        for name in column.split('`').skip(1).step_by(2) {
            assert!(
                ids.contains(&name),
                "academy map names an unknown template: {name}"
            );
            named.insert(name.to_string());
        }
    }
    for id in &ids {
        assert!(
            named.contains(*id),
            "template {id} is missing from the academy map"
        );
    }
    for item in [
        "C1", "C5", "C7", "C10", "C11", "C17", "A3.1", "A3.2", "A3.3", "A3.4", "A3.5", "A3.6",
        "A3.7", "A3.8", "A3.9", "A3.10", "A3.11", "A3.12", "A3.13", "A3.14", "A4.1", "A5",
    ] {
        assert!(map.contains(item), "{item} missing from the academy map");
    }
    // Part B: every chapter and numbered item of RULES.md (B0–B14, B2.1–B2.4, …).
    let mut part_b: Vec<String> = (0..=14).map(|n| format!("B{n}")).collect();
    for (section, items) in [(2, 4), (3, 3), (5, 8), (6, 6), (11, 13)] {
        part_b.extend((1..=items).map(|i| format!("B{section}.{i}")));
    }
    part_b.extend(
        [
            "B8–B10",
            "B11.1 matrix",
            "B12 progressive",
            "B12 payout limit",
            "B13a",
        ]
        .map(String::from),
    );
    part_b.extend((1..=8).map(|w| format!("W{w}")));
    for item in part_b {
        let listed = map.lines().filter(|l| l.starts_with("| B")).any(|l| {
            let column = l.split('|').nth(1).unwrap_or("");
            // "B2.1", "B5.1–B5.2", "B0, B1", "B7 W3–W7": an item, or inside a listed range.
            column
                .split([',', ' '])
                .any(|part| covers(part.trim(), &item))
                || column.contains(&item)
        });
        assert!(listed, "Part B item {item} missing from the academy map");
    }
}

/// Whether a listed item ("B5.1–B5.2", "W3–W7", "B2.2(8)–(9)") covers `item`.
fn covers(listed: &str, item: &str) -> bool {
    let Some((from, to)) = listed.split_once('–') else {
        return listed == item;
    };
    let split = |s: &str| -> Option<(String, u32)> {
        let at = s.rfind(|c: char| !c.is_ascii_digit())? + 1;
        Some((s[..at].to_string(), s[at..].parse().ok()?))
    };
    match (split(from), split(to), split(item)) {
        (Some((prefix, lo)), Some((_, hi)), Some((p, n))) => p == prefix && (lo..=hi).contains(&n),
        _ => false,
    }
}
