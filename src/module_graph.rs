//! The app's modules import each other in one direction only: no cycle among the files of
//! `src/` (the binaries under `src/bin/` are crates of their own). A cycle is how a module that
//! should sit below the pages (the address model) ends up needing them, and the next game then
//! has to edit both ends; this test reads every `crate::…` path (in `use` lines, in code and in
//! `view!` markup), draws the graph of files and fails on any cycle, printing it.
//!
//! The graph is read from the source text rather than the compiler so it stays a plain native
//! test: comments, strings and character literals are masked first, then each `crate::` path
//! (with its `{…}` groups) is resolved to the longest prefix that is a module file.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path within the crate (`["pages", "explorer"]`), the crate root being empty.
type ModPath = Vec<String>;

/// Every module file of the library under `dir`, by its module path.
fn module_files(root: &Path) -> BTreeMap<ModPath, PathBuf> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<ModPath, PathBuf>) {
        let mut entries: Vec<_> = fs::read_dir(dir)
            .expect("src/ is readable")
            .flatten()
            .collect();
        entries.sort_by_key(|e| e.path());
        for entry in entries {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                // The binaries are separate crates: their `crate::` is not the app's.
                if prefix.is_empty() && name == "bin" {
                    continue;
                }
                let mut inner = prefix.to_vec();
                inner.push(name);
                walk(&path, &inner, out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                let module = match (prefix.is_empty(), stem) {
                    (true, "lib") => Vec::new(),
                    (true, "main") => continue,
                    (_, "mod") => prefix.to_vec(),
                    _ => {
                        let mut m = prefix.to_vec();
                        m.push(stem.to_string());
                        m
                    }
                };
                out.insert(module, path);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, &[], &mut out);
    out
}

/// The source with comments, string literals and character literals blanked out (lengths kept),
/// so only code is searched for paths.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let blank = |out: &mut String, c: char| out.push(if c == '\n' { '\n' } else { ' ' });
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                blank(&mut out, chars[i]);
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    blank(&mut out, chars[i]);
                    blank(&mut out, chars[i + 1]);
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    blank(&mut out, chars[i]);
                    blank(&mut out, chars[i + 1]);
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, chars[i]);
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !is_ident(chars[i - 1]))
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            for &ch in &chars[i..j.min(chars.len())] {
                blank(&mut out, ch);
            }
            i = j;
        } else if c == '"' {
            blank(&mut out, c);
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    blank(&mut out, chars[i]);
                    i += 1;
                }
                if i < chars.len() {
                    blank(&mut out, chars[i]);
                    i += 1;
                }
            }
            if i < chars.len() {
                blank(&mut out, chars[i]);
                i += 1;
            }
        } else if c == '\'' {
            // A character literal ('x', '\n', '\u{2019}'), else a lifetime ('a).
            let end = if next == Some('\\') {
                (i + 2..chars.len()).find(|&j| chars[j] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    for &ch in &chars[i..=end] {
                        blank(&mut out, ch);
                    }
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The paths named by a `crate::` path starting at `chars[i]` (just after `crate::`), with
/// `{…}` groups expanded: `crate::{a, b::{c, d}}` names `a`, `b::c` and `b::d`.
fn paths_at(chars: &[char], i: &mut usize, prefix: Vec<String>, out: &mut Vec<ModPath>) {
    let skip_space = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    let mut path = prefix;
    loop {
        skip_space(i);
        if chars.get(*i) == Some(&'{') {
            *i += 1;
            loop {
                skip_space(i);
                match chars.get(*i) {
                    Some('}') => {
                        *i += 1;
                        return;
                    }
                    Some(',') => *i += 1,
                    None => return,
                    _ => {
                        let before = *i;
                        paths_at(chars, i, path.clone(), out);
                        // `as name` and anything unexpected: move on to the next item.
                        while *i < chars.len() && !matches!(chars[*i], ',' | '}') {
                            *i += 1;
                        }
                        if *i == before {
                            *i += 1;
                        }
                    }
                }
            }
        }
        let start = *i;
        while *i < chars.len() && is_ident(chars[*i]) {
            *i += 1;
        }
        if *i > start {
            let segment: String = chars[start..*i].iter().collect();
            if segment != "self" {
                path.push(segment);
            }
        }
        skip_space(i);
        if chars.get(*i) == Some(&':') && chars.get(*i + 1) == Some(&':') {
            *i += 2;
            continue;
        }
        out.push(path);
        return;
    }
}

/// The code with every `#[cfg(test)]` item blanked out: tests may reach anywhere, the
/// architecture is what ships.
fn without_tests(code: &str) -> String {
    let mut chars: Vec<char> = code.chars().collect();
    let marker: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + marker.len() <= chars.len() {
        if chars[i..i + marker.len()] != marker[..] {
            i += 1;
            continue;
        }
        // The item ends at its first `;` outside braces, or at the brace closing its body.
        let mut j = i;
        let mut depth = 0usize;
        while j < chars.len() {
            match chars[j] {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        break;
                    }
                }
                ';' if depth == 0 => break,
                _ => {}
            }
            j += 1;
        }
        let last = j.min(chars.len() - 1);
        for c in &mut chars[i..=last] {
            if *c != '\n' {
                *c = ' ';
            }
        }
        i = j + 1;
    }
    chars.into_iter().collect()
}

/// Every path a file names through `crate::` outside its tests.
fn crate_paths(source: &str) -> Vec<ModPath> {
    let code: Vec<char> = without_tests(&code_only(source)).chars().collect();
    let mut out = Vec::new();
    let needle: Vec<char> = "crate::".chars().collect();
    let mut i = 0;
    while i + needle.len() <= code.len() {
        if code[i..i + needle.len()] == needle[..] && (i == 0 || !is_ident(code[i - 1])) {
            i += needle.len();
            paths_at(&code, &mut i, Vec::new(), &mut out);
        } else {
            i += 1;
        }
    }
    out
}

/// The module a path lands in: its longest prefix that is a module file.
fn module_of(path: &[String], modules: &BTreeMap<ModPath, PathBuf>) -> ModPath {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|prefix| modules.contains_key(prefix))
        .unwrap_or_default()
}

/// The import graph: each module file to the module files it names.
fn import_graph(
    root: &Path,
) -> (
    BTreeMap<ModPath, PathBuf>,
    BTreeMap<ModPath, BTreeSet<ModPath>>,
) {
    let modules = module_files(root);
    let mut graph = BTreeMap::new();
    for (module, file) in &modules {
        let source = fs::read_to_string(file).expect("a source file is readable");
        let targets: BTreeSet<ModPath> = crate_paths(&source)
            .iter()
            .map(|p| module_of(p, &modules))
            .filter(|target| target != module)
            .collect();
        graph.insert(module.clone(), targets);
    }
    (modules, graph)
}

/// The strongly connected groups of more than one module (Tarjan's algorithm).
fn cycles(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<ModPath>> {
    struct State<'a> {
        graph: &'a BTreeMap<ModPath, BTreeSet<ModPath>>,
        index: BTreeMap<&'a ModPath, usize>,
        low: BTreeMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        on_stack: BTreeSet<&'a ModPath>,
        groups: Vec<Vec<ModPath>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a ModPath) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on_stack.insert(v);
        for w in s.graph.get(v).into_iter().flatten() {
            let Some((w, _)) = s.graph.get_key_value(w) else {
                continue;
            };
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(w);
                group.push(w.clone());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.groups.push(group);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.groups
}

/// One closed walk through a group, from its first module back to it, for the message.
fn one_cycle(graph: &BTreeMap<ModPath, BTreeSet<ModPath>>, group: &[ModPath]) -> Vec<ModPath> {
    let start = &group[0];
    let inside: BTreeSet<&ModPath> = group.iter().collect();
    // Breadth first from the start's successors back to the start: the shortest cycle through it.
    let mut came_from: BTreeMap<&ModPath, &ModPath> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in graph.get(v).into_iter().flatten() {
            if !inside.contains(w) || came_from.contains_key(w) {
                continue;
            }
            came_from.insert(w, v);
            if w == start {
                let mut walk = vec![start.clone()];
                let mut at = came_from[start];
                while at != start {
                    walk.push(at.clone());
                    at = came_from[at];
                }
                walk.push(start.clone());
                walk.reverse();
                return walk;
            }
            queue.push_back(w);
        }
    }
    group.to_vec()
}

fn name(module: &ModPath, modules: &BTreeMap<ModPath, PathBuf>) -> String {
    modules
        .get(module)
        .map(|p| {
            p.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap_or(p)
                .display()
                .to_string()
        })
        .unwrap_or_else(|| format!("crate::{}", module.join("::")))
}

#[test]
fn the_apps_modules_import_each_other_without_a_cycle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let (modules, graph) = import_graph(&root);
    let groups = cycles(&graph);
    let report: Vec<String> = groups
        .iter()
        .map(|group| {
            let walk = one_cycle(&graph, group);
            format!(
                "{} modules in a cycle, e.g. {}\n  all: {}",
                group.len(),
                walk.iter()
                    .map(|m| name(m, &modules))
                    .collect::<Vec<_>>()
                    .join(" → "),
                group
                    .iter()
                    .map(|m| name(m, &modules))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
        .collect();
    assert!(
        report.is_empty(),
        "import cycles among the app's modules:\n{}",
        report.join("\n")
    );
}

/// The reader itself: groups, `self`, renames, markup and literals.
#[test]
fn paths_are_read_from_code_only() {
    let source = r#"
        use crate::{a::{b, c as d}, e::self, f::*};
        // crate::commented::out
        let s = "crate::in_a_string";
        let q = '"'; let r = crate::g::h(); view! { <crate::i::J /> }
        fn x<'a>(y: &'a str) -> &'a str { crate::k::l }
        #[cfg(test)]
        mod tests { use crate::m::n; }
        #[cfg(test)] use crate::o::p;
    "#;
    let paths: Vec<String> = crate_paths(source).iter().map(|p| p.join("::")).collect();
    assert_eq!(
        paths,
        ["a::b", "a::c", "e", "f", "g::h", "i::J", "k::l"],
        "{paths:?}"
    );
}
