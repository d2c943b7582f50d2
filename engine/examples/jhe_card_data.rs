//! A derivation aid for the Jackpot Hold 'Em strategy card: what each first and second decision
//! is worth under optimal play afterwards, from one exact solve (kept in a file so rules can be
//! tried in a second), and the cost of the card's rules at those two points with the misses
//! grouped by the features a rule can name, largest first.
//!
//! `cargo run --release -p engine --example jhe_card_data [file]` (default
//! `target/jhe-card-data.bin`; solved and written when missing). The figures are each point's
//! cost with the other points optimal; the whole card is evaluated exactly by
//! `jhe_card_search` and pinned by a test.

use engine::cards::{Card, CardSet};
use engine::holdem_solver::suits::{bit_of, hole_index, HOLES};
use engine::holdem_solver::{evaluate_policy, Policy, Symmetry, FIRST_CHECK, FIRST_PLAY};
use engine::jhe::strategy::{simple_first, simple_second};
use engine::jhe::{paytables::paytable, JheRules, JheWager};
use engine::poker::{evaluate, Category};
use std::collections::BTreeMap;
use std::sync::Mutex;

/// Records every second-decision situation while optimal play is solved.
struct Recorder(Mutex<Vec<(u64, u16, i64, i64)>>);

impl Policy for Recorder {
    fn observe_second(&self, hole: CardSet, flop: CardSet, play: i64, check: i64) {
        let cards: Vec<u8> = hole.iter().map(|c| c.index()).collect();
        let hole = hole_index(cards[0], cards[1]) as u16;
        self.0
            .lock()
            .expect("recorder")
            .push((flop.bits(), hole, play, check));
    }
}

struct Data {
    /// Per `hole_index * 52 + shown`: (Play, check) in half-Antes over the futures.
    first: Vec<(i64, i64)>,
    /// Per representative flop and hand: (flop, hole index, Play, check, flops it stands for).
    second: Vec<(u64, u16, i64, i64, u32)>,
}

fn solve_data() -> Data {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").expect("X-tra Bonus A"),
    );
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let recorder = Recorder(Mutex::new(Vec::new()));
    let solution = evaluate_policy(&game, &recorder, threads);
    let first = solution
        .first
        .iter()
        .map(|s| (s[FIRST_PLAY], s[FIRST_CHECK]))
        .collect();
    let symmetry = Symmetry::new();
    let sizes = symmetry.class_sizes();
    let size_of: BTreeMap<u64, u32> = symmetry
        .flops
        .iter()
        .zip(sizes)
        .map(|(f, s)| (f.bits(), s))
        .collect();
    let second = recorder
        .0
        .into_inner()
        .expect("recorder")
        .into_iter()
        .map(|(flop, hole, play, check)| (flop, hole, play, check, size_of[&flop]))
        .collect();
    Data { first, second }
}

fn save(data: &Data, path: &str) {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(&(data.first.len() as u64).to_le_bytes());
    for (p, c) in &data.first {
        bytes.extend_from_slice(&p.to_le_bytes());
        bytes.extend_from_slice(&c.to_le_bytes());
    }
    for (flop, hole, p, c, size) in &data.second {
        bytes.extend_from_slice(&flop.to_le_bytes());
        bytes.extend_from_slice(&hole.to_le_bytes());
        bytes.extend_from_slice(&p.to_le_bytes());
        bytes.extend_from_slice(&c.to_le_bytes());
        bytes.extend_from_slice(&size.to_le_bytes());
    }
    std::fs::write(path, bytes).expect("write the data file");
}

fn load(path: &str) -> Option<Data> {
    let bytes = std::fs::read(path).ok()?;
    let u64_at = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap());
    let n = u64_at(0) as usize;
    let first = (0..n)
        .map(|i| (u64_at(8 + 16 * i) as i64, u64_at(16 + 16 * i) as i64))
        .collect();
    let mut at = 8 + 16 * n;
    let mut second = Vec::new();
    while at < bytes.len() {
        let hole = u16::from_le_bytes([bytes[at + 8], bytes[at + 9]]);
        let size = u32::from_le_bytes(bytes[at + 26..at + 30].try_into().unwrap());
        second.push((
            u64_at(at),
            hole,
            u64_at(at + 10) as i64,
            u64_at(at + 18) as i64,
            size,
        ));
        at += 30;
    }
    Some(Data { first, second })
}

fn card(index: u8) -> Card {
    Card::deck()
        .find(|c| c.index() == index)
        .expect("a card index")
}

fn rank_name(r: u8) -> char {
    b"23456789TJQKA"[r as usize] as char
}

/// The first decision's features a rule can name: hole ranks, the card showing, suits.
fn first_key(a: Card, b: Card, c: Card) -> String {
    let (hi, lo) = if a.rank() >= b.rank() { (a, b) } else { (b, a) };
    let suits = match (
        hi.suit() == lo.suit(),
        c.suit() == hi.suit(),
        c.suit() == lo.suit(),
    ) {
        (true, true, _) => "all suited",
        (true, false, _) => "hole suited",
        (false, true, _) => "high suits shown",
        (false, _, true) => "low suits shown",
        _ => "none suited",
    };
    format!(
        "{}{} {} shows ({suits})",
        rank_name(hi.rank().index()),
        rank_name(lo.rank().index()),
        rank_name(c.rank().index())
    )
}

/// Ranks that would complete a straight with these ranks (a 13-bit mask, ace high or low).
fn straight_ranks(ranks: u16) -> u16 {
    let mut out = 0;
    for r in 0..13 {
        let with = ranks | (1 << r);
        let wheel = (with << 1) | ((with >> 12) & 1);
        if with & (1 << r) != 0 && ranks & (1 << r) != 0 {
            continue;
        }
        if (0..10).any(|l| (wheel >> l) & 0b11111 == 0b11111) {
            out |= 1 << r;
        }
    }
    out
}

/// The second decision's features: made hand and how it uses the hole cards, draws.
fn second_key(hole: CardSet, flop: CardSet) -> String {
    let all = hole.union(flop);
    let v = evaluate(all);
    let fv = evaluate(flop);
    let ranks = |set: CardSet| set.suit_masks().iter().fold(0u16, |m, s| m | s);
    let (hr, fr) = (ranks(hole), ranks(flop));
    let hi = 15 - hr.leading_zeros() as u8;
    let lo = hr.trailing_zeros() as u8;
    let pocket = hr.count_ones() == 1;
    let suits = all.suit_masks();
    let flush_holes: Vec<u8> = hole
        .iter()
        .filter(|c| suits[c.suit().index() as usize].count_ones() >= 4)
        .map(|c| c.rank().index())
        .collect();
    let flush = match flush_holes.len() {
        0 => "-".to_string(),
        1 => format!("F1{}", rank_name(flush_holes[0])),
        _ => "F2".to_string(),
    };
    let straight = straight_ranks(ranks(all)).count_ones();
    let overs = hole.iter().filter(|c| fr >> c.rank().index() == 0).count();
    match v.category() {
        Category::HighCard => format!(
            "no pair, {flush}, st{straight}, overs {overs}, top {}{}",
            rank_name(hi),
            if overs == 1 || lo > 8 {
                rank_name(lo)
            } else {
                'x'
            }
        ),
        Category::Pair => {
            let pair = v.rank(0) as u8;
            let above = (fr >> (pair + 1)).count_ones();
            if pocket {
                format!(
                    "pocket pair, {above} board above, {flush} st{}",
                    straight.min(1)
                )
            } else if hr & (1 << pair) != 0 {
                let kicker = if hi == pair { lo } else { hi };
                format!(
                    "pair with hole, {above} board above, kicker {}, {flush} st{}",
                    rank_name(kicker),
                    straight.min(1)
                )
            } else {
                let best_free = (0..13u8).rev().find(|r| fr & (1 << r) == 0).unwrap();
                format!(
                    "pair on board, top {} {}, {flush} st{straight}",
                    if hi == best_free { "best" } else { "not best" },
                    rank_name(hi)
                )
            }
        }
        Category::TwoPair | Category::ThreeOfAKind => format!(
            "{:?}, board {:?}, pocket {pocket}, top {}",
            v.category(),
            fv.category(),
            rank_name(hi)
        ),
        c => format!("{c:?}"),
    }
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/jhe-card-data.bin".into());
    let data = load(&path).unwrap_or_else(|| {
        let data = solve_data();
        save(&data, &path);
        data
    });
    let futures = 1176.0 * 1081.0 * 990.0;
    let situations = 1326.0 * 50.0;

    if let Ok(out) = std::env::var("DUMP") {
        dump_second(&data, &out);
        return;
    }
    if std::env::var("CHART").is_ok() {
        print_first_chart(&data.first);
        return;
    }
    // The first decision: each situation once, later points optimal.
    let mut groups: BTreeMap<String, (f64, u32)> = BTreeMap::new();
    let mut total = 0.0;
    let first_checks = card_first_checks();
    for a in 0..52u8 {
        for b in a + 1..52 {
            for c in (0..52u8).filter(|&c| c != a && c != b) {
                let (play, check) = data.first[hole_index(a, b) * 52 + c as usize];
                let rule = !first_checks[hole_index(a, b) * 52 + c as usize];
                if rule != (play > check) {
                    let cost = (play - check).abs() as f64 / 2.0 / futures / situations;
                    total += cost;
                    let g = groups
                        .entry(format!(
                            "{} → {}",
                            first_key(card(a), card(b), card(c)),
                            if play > check { "play" } else { "check" }
                        ))
                        .or_default();
                    g.0 += cost;
                    g.1 += 1;
                }
            }
        }
    }
    println!("decision 1 rules cost {:.5}% of the Ante", 100.0 * total);
    print_groups(&groups, 40);

    // The second decision, reached by the card's first decision, the river optimal.
    let mut groups: BTreeMap<String, (f64, u32)> = BTreeMap::new();
    let mut sides: BTreeMap<String, (f64, f64)> = BTreeMap::new();
    let mut examples: Vec<(f64, f64, String)> = Vec::new();
    let mut total = 0.0;
    let river_deals = 1081.0 * 990.0;
    for &(flop, hole, play, check, size) in &data.second {
        let (flop_set, (a, b), hole_set, checked) = reached(&first_checks, flop, hole);
        if checked == 0 {
            continue;
        }
        let rule = simple_second(hole_set, flop_set);
        let cost = (play - check).abs() as f64 * f64::from(size) * checked as f64
            / 2.0
            / river_deals
            / 1176.0
            / situations;
        let key = second_key(hole_set, flop_set);
        if let Ok(want) = std::env::var("GROUP") {
            if key.contains(&want) {
                examples.push((
                    (play - check) as f64 / 2.0 / river_deals,
                    cost,
                    format!(
                        "{} {} | {}",
                        card(a),
                        card(b),
                        flop_set
                            .iter()
                            .map(|c| c.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    ),
                ));
            }
        }
        let side = sides.entry(key).or_default();
        if play > check {
            side.0 += cost;
        } else {
            side.1 += cost;
        }
        if rule != (play > check) {
            total += cost;
            let g = groups
                .entry(format!(
                    "{} → {}",
                    second_key(hole_set, flop_set),
                    if play > check { "play" } else { "check" }
                ))
                .or_default();
            g.0 += cost;
            g.1 += 1;
        }
    }
    examples.sort_by(|x, y| y.0.total_cmp(&x.0));
    let n = examples.len();
    for (i, (diff, cost, cards)) in examples.iter().enumerate() {
        if i < 40 || i + 40 >= n || i % (n / 40).max(1) == 0 {
            println!("  {diff:+.4} Antes ({:.6}%) {cards}", 100.0 * cost);
        }
    }
    println!("decision 2 rules cost {:.5}% of the Ante", 100.0 * total);
    print_groups(&groups, 40);
    print_sides(&sides);
}

fn print_groups(groups: &BTreeMap<String, (f64, u32)>, n: usize) {
    let mut rows: Vec<_> = groups.iter().collect();
    rows.sort_by(|x, y| y.1 .0.total_cmp(&x.1 .0));
    for (key, (cost, count)) in rows.into_iter().take(n) {
        println!("  {:.5}%  {count:6}  {key}", 100.0 * cost);
    }
}

/// Per feature group, what always playing and always checking would cost: the least a rule on
/// these features alone can cost.
fn print_sides(sides: &BTreeMap<String, (f64, f64)>) {
    let floor: f64 = sides.values().map(|(p, c)| p.min(*c)).sum();
    println!("best rule on these features costs {:.5}%", 100.0 * floor);
    for (key, (p, c)) in sides {
        println!(
            "  {key:60} {} (play-wins {:.5}%, check-wins {:.5}%)",
            if p > c { "PLAY " } else { "check" },
            100.0 * p,
            100.0 * c
        );
    }
}

/// The optimal first decision as a chart: per hole class, the card showing 2 to A for each
/// suit pattern (P plays, . checks, * pairs a hole card and plays, ~ mixed).
#[allow(dead_code)]
pub fn print_first_chart(first: &[(i64, i64)]) {
    for hi in (0..13u8).rev() {
        for lo in (0..=hi).rev() {
            let patterns: &[(&str, u8, u8, &[u8])] = if hi == lo {
                &[
                    ("pair, shown suits one", 0, 1, &[0]),
                    ("pair, unsuited", 0, 1, &[2]),
                ]
            } else {
                &[
                    ("suited, 3 suited", 0, 0, &[0]),
                    ("suited, 2 suited", 0, 0, &[1]),
                    ("offsuit, linked", 0, 1, &[0, 1]),
                    ("offsuit, none", 0, 1, &[2]),
                ]
            };
            for (name, sa, sb, shown_suits) in patterns {
                let a = sa * 13 + hi;
                let b = sb * 13 + lo;
                let row: String = (0..13u8)
                    .map(|s| {
                        let votes: Vec<bool> = shown_suits
                            .iter()
                            .filter_map(|&ss| {
                                let c = ss * 13 + s;
                                (c != a && c != b).then(|| {
                                    let (p, k) = first[hole_index(a, b) * 52 + c as usize];
                                    p > k
                                })
                            })
                            .collect();
                        if s == hi || s == lo {
                            if votes.iter().all(|&v| v) {
                                '*'
                            } else {
                                '!'
                            }
                        } else if votes.iter().all(|&v| v) {
                            'P'
                        } else if votes.iter().all(|&v| !v) {
                            '.'
                        } else {
                            '~'
                        }
                    })
                    .collect();
                println!("{}{} {name:22} {row}", rank_name(hi), rank_name(lo));
            }
        }
    }
}

/// Per `hole_index * 52 + shown`: whether the card's first decision checks.
fn card_first_checks() -> Vec<bool> {
    let mut checks = vec![false; HOLES * 52];
    for a in 0..52u8 {
        for b in a + 1..52 {
            let hole = CardSet::from_bits(bit_of(a) | bit_of(b));
            for c in (0..52u8).filter(|&c| c != a && c != b) {
                checks[hole_index(a, b) * 52 + c as usize] =
                    !simple_first(hole, CardSet::from_bits(bit_of(c)));
            }
        }
    }
    checks
}

/// A second-decision situation's cards, and how many of its three first cards the card's first
/// decision checks on (0: the card never reaches it).
fn reached(first_checks: &[bool], flop: u64, hole: u16) -> (CardSet, (u8, u8), CardSet, usize) {
    let flop_set = CardSet::from_bits(flop);
    let (a, b) = engine::holdem_solver::suits::hole_cards(hole as usize);
    let checked = flop_set
        .iter()
        .filter(|c| first_checks[hole as usize * 52 + c.index() as usize])
        .count();
    (
        flop_set,
        (a, b),
        CardSet::from_bits(bit_of(a) | bit_of(b)),
        checked,
    )
}

/// Every second-decision situation the card's first decision checks into, as CSV rows of
/// features a rule could name with the optimal choice and what it is worth (for fitting rules
/// outside Rust): `DUMP=file`.
fn dump_second(data: &Data, out: &str) {
    use std::fmt::Write as _;
    let first_checks = card_first_checks();
    let ranks = |set: CardSet| set.suit_masks().iter().fold(0u16, |m, s| m | s);
    let mut text = String::from("cat,use,pair,above,hi,lo,kicker,kbest,overs,fd,fdrank,bd,st,sthole,fpaired,fsuits,ftop,fmid,flow,card,play,weight,a,b,f1,f2,f3\n");
    for &(flop, hole, play, check, size) in &data.second {
        let (flop_set, (a, b), hole_set, checked) = reached(&first_checks, flop, hole);
        if checked == 0 || play == check {
            continue;
        }
        let all = hole_set.union(flop_set);
        let v = evaluate(all);
        let (hr, fr) = (ranks(hole_set), ranks(flop_set));
        let (hi, lo) = ((a % 13).max(b % 13), (a % 13).min(b % 13));
        let cat = v.category() as u8;
        let pair = if matches!(
            v.category(),
            Category::Pair | Category::TwoPair | Category::ThreeOfAKind
        ) {
            v.rank(0) as i32
        } else {
            -1
        };
        // 0: nothing uses a hole card; 1: one hole card; 2: both (pocket pair or two cards).
        let used = match v.category() {
            Category::Pair | Category::ThreeOfAKind => {
                if hr.count_ones() == 1 && hr & (1 << pair) != 0 {
                    2
                } else if hr & (1 << pair) != 0 {
                    1
                } else {
                    0
                }
            }
            Category::TwoPair => (0..2).filter(|&i| hr & (1 << v.rank(i)) != 0).count() as i32,
            Category::HighCard => 0,
            _ => 2,
        };
        let above = if pair >= 0 {
            (fr >> (pair + 1)).count_ones() as i32
        } else {
            -1
        };
        let kicker = if pair >= 0 && hr & (1 << pair) != 0 && hr.count_ones() == 2 {
            (if hi as i32 == pair { lo } else { hi }) as i32
        } else {
            hi as i32
        };
        let best_free = (0..13u8)
            .rev()
            .find(|r| (fr | (if pair >= 0 { 1 << pair } else { 0 })) & (1 << r) == 0)
            .unwrap_or(0) as i32;
        let kbest = i32::from(kicker >= best_free);
        let overs = [a, b].iter().filter(|&&c| fr >> (c % 13) == 0).count();
        let suits = all.suit_masks();
        let fsuits = flop_set
            .suit_masks()
            .iter()
            .map(|m| m.count_ones())
            .max()
            .unwrap_or(0);
        let in_suit: Vec<u8> = [a, b]
            .iter()
            .filter(|&&c| suits[(c / 13) as usize].count_ones() >= 4)
            .map(|&c| c % 13)
            .collect();
        let fd = in_suit.len();
        let fdrank = in_suit.iter().max().map_or(-1, |&r| r as i32);
        let back: Vec<u8> = [a, b]
            .iter()
            .filter(|&&c| suits[(c / 13) as usize].count_ones() == 3)
            .map(|&c| c % 13)
            .collect();
        let bd = back.len();
        let straight = straight_ranks(ranks(all));
        let st = straight.count_ones();
        let sthole = i32::from(st > 0 && straight_ranks(fr).count_ones() < st);
        let mut fl: Vec<u8> = flop_set.iter().map(|c| c.rank().index()).collect();
        fl.sort_unstable_by(|x, y| y.cmp(x));
        let fpaired = i32::from(fr.count_ones() < 3);
        let card = simple_second(hole_set, flop_set);
        let weight = (play - check).abs() as f64 * f64::from(size) * checked as f64
            / 2.0
            / (1081.0 * 990.0)
            / 1176.0
            / (1326.0 * 50.0)
            * 100.0;
        let f: Vec<u8> = flop_set.iter().map(|c| c.index()).collect();
        let _ = writeln!(text, "{cat},{used},{pair},{above},{hi},{lo},{kicker},{kbest},{overs},{fd},{fdrank},{bd},{st},{sthole},{fpaired},{fsuits},{},{},{},{},{},{weight:.6e},{a},{b},{},{},{}",
            fl[0], fl[1], fl[2], u8::from(card), u8::from(play > check), f[0], f[1], f[2]);
    }
    std::fs::write(out, text).expect("write the dump");
}
