//! A derivation aid for the Jackpot Hold 'Em strategy card: the exact cost, against the optimal
//! player, of candidate rules at each decision point, the other points played optimally (or by
//! the simple strategy's rules). Arguments: one or more `d1=simple|opt,d2=simple|opt,river=R`
//! where R is `simple`, `opt` or `outsN` (play with at most N dealer outs: unseen cards that,
//! added to the board, beat the player's hand). Each line is one exact evaluation (~12 s).

use engine::cards::CardSet;
use engine::holdem_solver::{evaluate_policy, solve, Policy};
use engine::jhe::strategy::{dealer_outs, simple_first, simple_last, simple_second};
use engine::jhe::{paytables::paytable, JheRules, JheWager};
use engine::poker::{evaluate, HandValue};

#[derive(Clone, Copy)]
enum River {
    Optimal,
    Simple,
    Outs(u32),
    /// As `Outs`, but at most 18 when the board alone is the player's hand.
    OutsBoard(u32),
}

struct Candidate {
    first: bool,
    second: bool,
    river: River,
}

impl Policy for Candidate {
    fn first(&self, hole: CardSet, shown: CardSet) -> Option<bool> {
        self.first.then(|| simple_first(hole, shown))
    }
    fn second(&self, hole: CardSet, flop: CardSet) -> Option<bool> {
        self.second.then(|| simple_second(hole, flop))
    }
    fn last(&self, hole: CardSet, board: CardSet, value: HandValue) -> Option<bool> {
        match self.river {
            River::Optimal => None,
            River::Simple => Some(simple_last(hole, board, value)),
            River::Outs(n) => Some(dealer_outs(hole, board, value) <= n),
            River::OutsBoard(n) => {
                let limit = if evaluate(board) == value { 18 } else { n };
                Some(dealer_outs(hole, board, value) <= limit)
            }
        }
    }
}

fn main() {
    let game = engine::jhe::exact::solver_game(
        &JheRules::maryland(),
        paytable(JheWager::XtraBonus, "A").unwrap(),
    );
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let optimal = solve(&game, threads).expected();
    println!("optimal house edge {:.5}%", -optimal * 100.0);
    for arg in std::env::args().skip(1) {
        let mut c = Candidate {
            first: false,
            second: false,
            river: River::Optimal,
        };
        for part in arg.split(',') {
            match part.split_once('=') {
                Some(("d1", v)) => c.first = v == "simple",
                Some(("d2", v)) => c.second = v == "simple",
                Some(("river", "simple")) => c.river = River::Simple,
                Some(("river", "opt")) => c.river = River::Optimal,
                Some(("river", v)) if v.starts_with("boardouts") => {
                    c.river = River::OutsBoard(v[9..].parse().expect("boardoutsN"))
                }
                Some(("river", v)) if v.starts_with("outs") => {
                    c.river = River::Outs(v[4..].parse().expect("outsN"))
                }
                _ => panic!("cannot read {part}"),
            }
        }
        let e = evaluate_policy(&game, &c, threads).expected();
        println!(
            "{arg}: house edge {:.5}%, cost {:.5}%",
            -e * 100.0,
            (optimal - e) * 100.0
        );
    }
}
