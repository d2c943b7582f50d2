//! A derivation aid for the Jackpot Hold 'Em strategy card's last decision: candidate river
//! rules compared by what they cost against the best river decision, over a sample of boards
//! (every `STEP`th representative), each hand weighted by how often the card's first two
//! decisions let it reach the river. The figures are relative (the current card's rule = 1);
//! `jhe_card_search` evaluates a chosen rule exactly.

use engine::cards::CardSet;
use engine::holdem_solver::river::{for_each_player_hand, BoardScratch, BASE, PER_PLAY};
use engine::holdem_solver::suits::{bit_of, hole_cards, indices_of};
use engine::holdem_solver::Symmetry;
use engine::jhe::strategy::{simple_first, simple_last, simple_second};
use engine::jhe::{paytables::paytable, JheRules, JheWager};
use engine::poker::{evaluate, Category, HandValue};

/// What a river rule may look at.
struct Spot {
    beat: u32,
    tie: u32,
    board_plays: bool,
    category: Category,
    /// Hole cards above every board card.
    overs: u32,
    /// The higher hole card's rank (0 = deuce).
    high: u8,
    /// The board holds a pair (or better): every dealer hand qualifies.
    board_paired: bool,
    /// Three or more of one suit on the board (a dealer flush needs two cards).
    flush_board: bool,
    /// Some two ranks complete a straight with the board.
    straight_board: bool,
    /// The card's decision.
    card: bool,
}

type Rule = (&'static str, Box<dyn Fn(&Spot) -> bool>);

fn rules() -> Vec<Rule> {
    // The card's own rule first (every other figure is relative to it); then variants of its
    // outs count. Measured and dropped (stop 30's note): thresholds of 22–25 outs on a paired
    // board, and 1–3 outs added for a board of three suited or three to a straight.
    let mut rules: Vec<Rule> = vec![("the card (simple_last)", Box::new(|s: &Spot| s.card))];
    for (n, b) in [(20, 17), (20, 19), (19, 18), (21, 18), (20, 16)] {
        rules.push((
            Box::leak(format!("beat <= {n}, board plays <= {b}").into_boxed_str()),
            Box::new(move |s: &Spot| s.beat <= if s.board_plays { b } else { n }),
        ));
    }
    for (n, b) in [(20, 18), (21, 18), (21, 19), (22, 19), (22, 20), (23, 20)] {
        rules.push((
            Box::leak(format!("beat + tie/2 <= {n}, board plays <= {b}").into_boxed_str()),
            Box::new(move |s: &Spot| 2 * s.beat + s.tie <= 2 * if s.board_plays { b } else { n }),
        ));
    }
    for n in [19, 20, 21] {
        rules.push((
            Box::leak(format!("beat <= {n}; +1 per overcard; board plays 18").into_boxed_str()),
            Box::new(move |s: &Spot| {
                if s.board_plays {
                    s.beat <= 18
                } else {
                    s.beat <= n + s.overs
                }
            }),
        ));
    }
    for (h, p) in [(18, 20), (18, 21), (17, 20), (18, 19)] {
        rules.push((
            Box::leak(format!("high card beat <= {h}, else {p}; board plays 18").into_boxed_str()),
            Box::new(move |s: &Spot| {
                s.beat
                    <= if s.board_plays {
                        18
                    } else if s.category == Category::HighCard {
                        h
                    } else {
                        p
                    }
            }),
        ));
    }
    for (min_high, limit) in [(11u8, 18u32), (11, 17), (12, 18), (10, 18)] {
        rules.push((
            Box::leak(
                format!("card, but high card with {min_high}+ in hand: <= {limit}")
                    .into_boxed_str(),
            ),
            Box::new(move |s: &Spot| {
                s.beat
                    <= if s.board_plays {
                        18
                    } else if s.category == Category::HighCard && s.high >= min_high {
                        limit
                    } else {
                        20
                    }
            }),
        ));
    }
    rules.push((
        "beat <= 20, high card 21, board plays 18",
        Box::new(|s: &Spot| {
            s.beat
                <= if s.board_plays {
                    18
                } else if s.category == Category::HighCard {
                    21
                } else {
                    20
                }
        }),
    ));
    rules
}

const STEP: usize = 11;

fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").expect("X-tra Bonus A"),
    );
    let symmetry = Symmetry::new();
    let rules = rules();
    let mut costs = vec![0.0f64; rules.len()];
    let mut scratch = BoardScratch::default();
    let mut misses = std::collections::BTreeMap::<String, f64>::new();
    let mut split = std::collections::BTreeMap::<String, (f64, f64)>::new();
    // The least any rule can cost that sees the category, dealer outs, ties and both hole ranks.
    let mut rich = std::collections::BTreeMap::<String, (f64, f64)>::new();
    // The same seeing only the category, the outs and whether the board plays.
    let mut plain = std::collections::BTreeMap::<String, (f64, f64)>::new();
    let fold = game.fold_halves() * 990;
    // `DUMP=file`: every river spot as a CSV row (features, the best choice, its weight).
    let mut dump = std::env::var("DUMP").ok().map(|path| {
        (
            path,
            String::from(
                "cat,beat,tie,bplays,hi,lo,overs,bpaired,fboard,sboard,kick,card,play,weight\n",
            ),
        )
    });
    for (n, &board) in symmetry.boards.iter().enumerate() {
        if n % STEP != 0 {
            continue;
        }
        let cards = indices_of(board);
        let board_value = evaluate(board);
        let board_ranks = board.suit_masks().iter().fold(0u16, |m, s| m | s);
        for_each_player_hand(board, &mut scratch, |hole, value, counts| {
            let (a, b) = hole_cards(hole);
            let hole_set = CardSet::from_bits(bit_of(a) | bit_of(b));
            // How many of the 10 flops × 3 first cards the card checks twice on.
            let mut reach = 0u32;
            for i in 0..5 {
                for j in i + 1..5 {
                    for k in j + 1..5 {
                        let flop = [cards[i], cards[j], cards[k]];
                        let flop_set =
                            CardSet::from_bits(flop.iter().fold(0, |m, &c| m | bit_of(c)));
                        let checks_first = flop
                            .iter()
                            .filter(|&&c| !simple_first(hole_set, CardSet::from_bits(bit_of(c))))
                            .count() as u32;
                        if checks_first > 0 && !simple_second(hole_set, flop_set) {
                            reach += checks_first;
                        }
                    }
                }
            }
            if reach == 0 {
                return;
            }
            let v = HandValue::from_raw(value);
            let s = counts.sums(&game, game.bonus_halves[v.category() as usize], None);
            let diff = s[BASE] + s[PER_PLAY] - fold;
            let seen = board.bits() | bit_of(a) | bit_of(b);
            let (mut beat, mut tie) = (0, 0);
            for c in 0..52u8 {
                if seen & bit_of(c) == 0 {
                    let with = evaluate(CardSet::from_bits(board.bits() | bit_of(c)));
                    if with > v {
                        beat += 1;
                    } else if with == v {
                        tie += 1;
                    }
                }
            }
            let spot = Spot {
                beat,
                tie,
                board_plays: board_value == v,
                category: v.category(),
                overs: [a, b]
                    .iter()
                    .filter(|&&c| board_ranks >> (c % 13) == 0)
                    .count() as u32,
                high: (a % 13).max(b % 13),
                board_paired: board_value.category() >= Category::Pair,
                flush_board: board.suit_masks().iter().any(|m| m.count_ones() >= 3),
                straight_board: (0..13u8).any(|x| {
                    (x + 1..13).any(|y| {
                        let with = board_ranks | (1 << x) | (1 << y);
                        let wheel = (with << 1) | ((with >> 12) & 1);
                        (0..10).any(|l| (wheel >> l) & 0b11111 == 0b11111)
                    })
                }),
                card: simple_last(hole_set, board, v),
            };
            {
                let hi = (a % 13).max(b % 13);
                let lo = (a % 13).min(b % 13);
                let key = format!(
                    "{:?} {} {} {} {} {}",
                    spot.category, spot.beat, spot.tie, hi, lo, spot.board_plays
                );
                let short = format!(
                    "{:?} {} {} {} {} {}",
                    spot.category,
                    spot.beat,
                    spot.board_plays,
                    spot.board_paired,
                    spot.flush_board,
                    spot.straight_board
                );
                for (table, key) in [(&mut rich, key), (&mut plain, short)] {
                    let e = table.entry(key).or_insert((0.0, 0.0));
                    if diff > 0 {
                        e.0 += f64::from(reach) * diff as f64;
                    } else {
                        e.1 -= f64::from(reach) * diff as f64;
                    }
                }
            }
            if spot.category == Category::HighCard && (19..=20).contains(&spot.beat) {
                let hi = (a % 13).max(b % 13);
                let lo = (a % 13).min(b % 13);
                let below = |r: u8| (board_ranks & ((1u16 << r) - 1)).count_ones();
                let key = format!(
                    "high beat {} tie {:2} hi {:2} lo {:2} board below hi {} below lo {}",
                    spot.beat,
                    spot.tie,
                    hi,
                    lo,
                    below(hi),
                    below(lo)
                );
                let e = split.entry(key).or_insert((0.0, 0.0));
                if diff > 0 {
                    e.0 += f64::from(reach) * diff as f64;
                } else {
                    e.1 -= f64::from(reach) * diff as f64;
                }
            }
            if let Some((_, text)) = dump.as_mut() {
                use std::fmt::Write as _;
                let hi = (a % 13).max(b % 13);
                let lo = (a % 13).min(b % 13);
                // How many of the hole cards play in the best five.
                let kick = u8::from(evaluate(CardSet::from_bits(board.bits() | bit_of(a))) == v)
                    + 2 * u8::from(evaluate(CardSet::from_bits(board.bits() | bit_of(b))) == v);
                let _ = writeln!(
                    text,
                    "{},{},{},{},{hi},{lo},{},{},{},{},{kick},{},{},{}",
                    spot.category as u8,
                    spot.beat,
                    spot.tie,
                    u8::from(spot.board_plays),
                    spot.overs,
                    u8::from(spot.board_paired),
                    u8::from(spot.flush_board),
                    u8::from(spot.straight_board),
                    u8::from(rules[0].1(&spot)),
                    u8::from(diff > 0),
                    f64::from(reach) * diff.abs() as f64
                );
            }
            if rules[0].1(&spot) != (diff > 0) {
                let key = format!(
                    "{:?} beat {:2} board plays {} overs {} → {}",
                    spot.category,
                    spot.beat,
                    spot.board_plays,
                    spot.overs,
                    if diff > 0 { "play" } else { "fold" }
                );
                *misses.entry(key).or_insert(0.0) += f64::from(reach) * diff.abs() as f64;
            }
            for (cost, (_, rule)) in costs.iter_mut().zip(&rules) {
                if rule(&spot) != (diff > 0) {
                    *cost += f64::from(reach) * diff.abs() as f64;
                }
            }
        });
    }
    if let Some((path, text)) = dump {
        std::fs::write(path, text).expect("write the dump");
    }
    if std::env::var("SPLIT").is_ok() {
        for (key, (p, f)) in &split {
            println!(
                "{key:60} {} play {:.3} fold {:.3}",
                if p > f { "PLAY" } else { "fold" },
                p / costs[0],
                f / costs[0]
            );
        }
    }
    let plain_floor: f64 = plain.values().map(|(p, f)| p.min(*f)).sum();
    println!(
        "least cost of a rule on category, outs and whether the board plays: {:.3} of the card's",
        plain_floor / costs[0]
    );
    let floor: f64 = rich.values().map(|(p, f)| p.min(*f)).sum();
    println!(
        "least cost of a rule on category, outs, ties and hole ranks: {:.3} of the card's",
        floor / costs[0]
    );
    let mut rows: Vec<_> = misses.into_iter().collect();
    rows.sort_by(|x, y| y.1.total_cmp(&x.1));
    for (key, cost) in rows.iter().take(30) {
        println!("{:6.3}  {key}", cost / costs[0]);
    }
    for ((name, _), cost) in rules.iter().zip(&costs) {
        println!("{:6.3}  {name}", cost / costs[0]);
    }
}
