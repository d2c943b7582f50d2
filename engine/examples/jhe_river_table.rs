//! A derivation aid for the Jackpot Hold 'Em strategy card: how often the optimal player plays
//! at the river, by simple features of the hand (category, whether the board plays, the higher
//! hole card against the board), over every 7th representative board. Features that split
//! cleanly near 0 % / 100 % make good card rules; the mixed ones are where a card loses value.

use engine::holdem_solver::{river::*, suits::*, Symmetry};
use engine::jhe::{paytables::paytable, JheRules, JheWager};
use engine::poker::{evaluate, Category, HandValue};
fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").unwrap(),
    );
    let sym = Symmetry::new();
    let mut scratch = BoardScratch::default();
    // key -> (plays, total)
    let mut table = std::collections::BTreeMap::<String, (u64, u64)>::new();
    for (n, &board) in sym.boards.iter().enumerate() {
        if n % 7 != 0 {
            continue;
        }
        let bv = evaluate(board);
        let board_ranks: Vec<u8> = indices_of(board).iter().map(|c| c % 13).collect();
        for_each_player_hand(board, &mut scratch, |hole, value, counts| {
            let v = HandValue::from_raw(value);
            let bonus = game.bonus_halves[v.category() as usize];
            let s = counts.sums(&game, bonus, None);
            let (a, b) = hole_cards(hole);
            let hi = (a % 13).max(b % 13);
            let lo = (a % 13).min(b % 13);
            let outs = {
                let seen = engine::cards::CardSet::from_bits(board.bits() | bit_of(a) | bit_of(b));
                engine::cards::Card::deck()
                    .filter(|c| !seen.contains(*c))
                    .filter(|c| evaluate(board.with(*c)) > v)
                    .count()
            };
            let class = if bv.category() >= Category::Pair && v.category() == bv.category() {
                "paired board, kickers"
            } else if v.category() == Category::HighCard {
                "high card"
            } else {
                "made hand"
            };
            let key = if std::env::var("MIXED").is_ok() {
                if !(19..=21).contains(&outs) {
                    return;
                }
                let above_lo = board_ranks.iter().filter(|&&r| r > lo).count();
                let above_hi = board_ranks.iter().filter(|&&r| r > hi).count();
                format!("{class:22} outs {outs:2} low-hole board-above {above_lo} high-hole board-above {above_hi} pair? {}", hi == lo)
            } else if std::env::var("BY_OUTS").is_ok() {
                format!("{class:22} outs {outs:2}")
            } else if v.category() == Category::HighCard {
                let above = board_ranks.iter().filter(|&&r| r > hi).count();
                let above_lo = board_ranks.iter().filter(|&&r| r > lo).count();
                format!(
                    "high: top hole {:2} above {} | low above {}",
                    hi, above, above_lo
                )
            } else if v.category() == Category::Pair {
                let pr = v.rank(0);
                let on_board = bv.category() == Category::Pair;
                let above = board_ranks.iter().filter(|&&r| r > pr).count();
                if on_board {
                    format!("pair on board: top hole {:2}", hi)
                } else if hi == lo {
                    format!("pocket pair: board above {}", above)
                } else {
                    format!("pair: board ranks above {}", above)
                }
            } else if v <= bv {
                format!("{:?} board plays", v.category())
            } else {
                format!("{:?}", v.category())
            };
            let e = table.entry(key).or_default();
            e.0 += s[RIVER_PLAYS] as u64;
            e.1 += 1;
        });
    }
    for (k, (p, t)) in table {
        println!("{k:40} {:6.1}% of {t}", 100.0 * p as f64 / t as f64);
    }
}
