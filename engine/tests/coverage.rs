//! Keeps docs/rules-coverage.md honest: every rule item of RULES.md Part A is listed, and every
//! test it names exists.

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
