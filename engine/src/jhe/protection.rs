//! Jackpot Hold 'Em's game-protection lab: the house edge against a player who sees one of the
//! dealer's hole cards, a flop card exposed before the first decision, or a neighbour's two
//! hole cards, and plays the knowledge perfectly at every decision.
//!
//! **A flop card exposed, exact.** The player then decides first with two community cards
//! showing instead of one: the shared hold'em solver walks that game over every deal
//! ([`Game::first_look`] 2), as it walks today's.
//!
//! **A dealer card or a neighbour's two cards, Monte Carlo.** Knowing a dealer card changes
//! every decision of every situation, 50 times today's work: too large to count here. Each
//! seeded draw deals the hand, the card showing and what is seen, values the first decision
//! exactly with that knowledge (every flop, turn, river and dealer hand left, the later
//! decisions taken best with the knowledge too: [`first_decision_knowing`]) and takes off
//! today's exact value of the same situation (the shipped first-decision values), with a 3×
//! Play's value as a control variate (its mean with the knowledge is today's: it decides
//! nothing later). The mean of that difference is exactly the leak's worth (the law of total
//! expectation); its standard error is shown.

use super::decision::{main_result, xtra_odds, FOLD};
use super::paytables::{paytable, JhePaytable};
use super::rules::JheWager;
use super::strategy::OPTIMAL_HOUSE_EDGE;
use crate::cards::{Card, CardSet};
use crate::holdem_solver::{solve, Game};
use crate::poker::evaluate;
use crate::protection::{
    seeded_mean, Fraction, LabRun, Leak, LeakFigure, LeakLab, LeakTable, Method,
};
use crate::random::Draw;
use crate::rule_set::{GameId, RuleSet};
use std::cmp::Ordering;

pub const LEAKS: [Leak; 3] = [
    Leak {
        key: "dealer-card",
        seen: "one of the dealer's two hole cards",
        use_of_it: "plays or checks at each decision knowing that card is the dealer's",
    },
    Leak {
        key: "community-card",
        seen: "a flop card exposed before the first decision (two community cards seen, not one)",
        use_of_it: "takes the 3× Play decision with two community cards known",
    },
    Leak {
        key: "neighbour",
        seen: "a neighbouring player's two hole cards",
        use_of_it: "plays or checks knowing those two cannot come on the board or to the dealer",
    },
];

/// The exact first decision with knowledge: the sums, in Antes, of a 3× Play and of checking
/// (then deciding best at decisions 2 and 3 with the same knowledge) over every deal left,
/// and how many deals. `dealer` is a dealer card the player saw, `dead` cards seen elsewhere.
/// Each set of the four community cards to come is settled once against every dealer hand and
/// shared by the six ways it splits into the flop's two and the turn and river.
pub fn first_decision_knowing(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    shown: Card,
    dealer: Option<Card>,
    dead: CardSet,
) -> (i64, i64, u64) {
    let mut known = dead.with(hole[0]).with(hole[1]).with(shown);
    if let Some(card) = dealer {
        known.insert(card);
    }
    let rest: Vec<Card> = Card::deck().filter(|c| !known.contains(*c)).collect();
    let n = rest.len();
    let index =
        |p: [usize; 4]| choose(p[0], 1) + choose(p[1], 2) + choose(p[2], 3) + choose(p[3], 4);
    let mut settled: Vec<(i64, i64)> = vec![(0, 0); choose(n, 4)];
    let mut per_board = 0i64;
    let shown_set = CardSet::EMPTY.with(shown);
    for d in 3..n {
        for c in 2..d {
            for b in 1..c {
                for a in 0..b {
                    let board = shown_set
                        .with(rest[a])
                        .with(rest[b])
                        .with(rest[c])
                        .with(rest[d]);
                    let player = evaluate(board.with(hole[0]).with(hole[1]));
                    let xtra = xtra_odds(xtra_table, player);
                    let (mut base, mut net, mut count) = (0i64, 0i64, 0i64);
                    let mut settle = |dealer_hand: CardSet| {
                        let value = evaluate(dealer_hand);
                        base += main_result(player, xtra, value, 0);
                        net += match player.cmp(&value) {
                            Ordering::Greater => 1,
                            Ordering::Less => -1,
                            Ordering::Equal => 0,
                        };
                        count += 1;
                    };
                    let free = |i: usize| i != a && i != b && i != c && i != d;
                    match dealer {
                        Some(card) => {
                            let with_card = board.with(card);
                            for i in (0..n).filter(|&i| free(i)) {
                                settle(with_card.with(rest[i]));
                            }
                        }
                        None => {
                            for i in (0..n).filter(|&i| free(i)) {
                                let with_x = board.with(rest[i]);
                                for j in (i + 1..n).filter(|&j| free(j)) {
                                    settle(with_x.with(rest[j]));
                                }
                            }
                        }
                    }
                    per_board = count;
                    settled[index([a, b, c, d])] = (base, net);
                }
            }
        }
    }
    let (mut play3, mut check, mut deals) = (0i64, 0i64, 0u64);
    for f in 0..n {
        for g in f + 1..n {
            let (mut play2, mut check2) = (0i64, 0i64);
            for t in (0..n).filter(|&t| t != f && t != g) {
                for r in (t + 1..n).filter(|&r| r != f && r != g) {
                    let mut p = [f, g, t, r];
                    p.sort_unstable();
                    let (base, net) = settled[index(p)];
                    play3 += base + 3 * net;
                    play2 += base + 2 * net;
                    check2 += (base + net).max(FOLD * per_board);
                    deals += per_board as u64;
                }
            }
            check += play2.max(check2);
        }
    }
    (play3, check, deals)
}

/// C(n, k) for the small sizes here.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// Paytable A's X-tra Bonus: the table the main game's exact figures use.
fn xtra_a() -> Result<&'static JhePaytable, String> {
    paytable(JheWager::XtraBonus, "A").ok_or_else(|| "the X-tra Bonus paytable A is missing".into())
}

/// The game as the solver sees it, with `first_look` community cards at the first decision.
fn game_with_first_look(first_look: u8) -> Result<Game, String> {
    let rules = super::rules::JheRules::maryland();
    let mut game = super::exact::solver_game(&rules, xtra_a()?);
    game.first_look = first_look;
    Ok(game)
}

/// The exact house edge when a flop card is exposed before the first decision (two community
/// cards seen instead of one), over every deal, on `threads` threads.
pub fn community_card_edge(threads: usize) -> Result<Fraction, String> {
    let solution = solve(&game_with_first_look(2)?, threads);
    Ok(Fraction {
        numerator: -solution.total_halves,
        denominator: 2 * solution.deals as i128,
    })
}

/// What a seeded draw reveals besides the hand and the card showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    DealerCard,
    NeighbourCards,
}

/// The leak's worth per Ante by `samples` seeded draws: the mean and standard error (see the
/// module's note), on `threads` threads with streams split from `seed`.
pub fn sampled_worth(
    seen: Seen,
    samples: u64,
    seed: u64,
    threads: usize,
) -> Result<(f64, f64), String> {
    let table = xtra_a()?;
    let first = super::optimal_tables::shipped_first_values();
    Ok(seeded_mean(samples, seed, threads, |rng| {
        let mut deck: Vec<Card> = Card::deck().collect();
        for i in 0..5 {
            let j = rng.in_range(i, deck.len());
            deck.swap(i, j);
        }
        let (hole, shown) = ([deck[0], deck[1]], deck[2]);
        let (dealer, dead) = match seen {
            Seen::DealerCard => (Some(deck[3]), CardSet::EMPTY),
            Seen::NeighbourCards => (None, CardSet::EMPTY.with(deck[3]).with(deck[4])),
        };
        let (play, check, deals) = first_decision_knowing(table, hole, shown, dealer, dead);
        // Today's exact sums of the same situation (half-Antes over 1,176 × 1,081 × 990).
        let (today_play, today_check) = first
            .sums(hole[0].index(), hole[1].index(), shown.index())
            .unwrap_or((0, 0));
        // The worth is E[max(P, C)] − max(P₀, C₀) with the knowledge's P and C and today's P₀
        // and C₀. A 3× Play decides nothing later, so E[P] = P₀ exactly, and the worth is
        // E[max(0, C − P)] − max(0, C₀ − P₀): the draw's spread is that of C − P alone, far
        // smaller than that of the situation's value.
        (check - play).max(0) as f64 / deals as f64
            - (today_check - today_play).max(0) as f64 / (2.0 * 1_176.0 * 1_081.0 * 990.0)
    }))
}

/// Jackpot Hold 'Em's lab.
pub struct JackpotHoldEmLab;

impl LeakLab for JackpotHoldEmLab {
    fn game(&self) -> GameId {
        GameId::JackpotHoldEm
    }

    fn leaks(&self) -> &'static [Leak] {
        &LEAKS
    }

    fn figures(
        &self,
        rule_set: RuleSet,
        run: &LabRun,
        progress: &mut dyn FnMut(f64),
    ) -> Result<LeakTable, String> {
        let (dealer_samples, neighbour_samples) = draws(run.samples);
        let dealer = sampled_worth(Seen::DealerCard, dealer_samples, run.seed, run.threads)?;
        progress(0.3);
        let community = community_card_edge(run.threads)?;
        progress(0.6);
        let neighbour = sampled_worth(
            Seen::NeighbourCards,
            neighbour_samples,
            run.seed,
            run.threads,
        )?;
        progress(1.0);
        Ok(assemble(rule_set, dealer, community, neighbour, run))
    }

    fn published(&self) -> LeakTable {
        let rule_set = RuleSet {
            game: GameId::JackpotHoldEm,
            jurisdiction: crate::Jurisdiction::Maryland,
        };
        let community = Fraction {
            numerator: PUBLISHED_COMMUNITY_CARD_EDGE.0,
            denominator: PUBLISHED_COMMUNITY_CARD_EDGE.1,
        };
        assemble(
            rule_set,
            PUBLISHED_DEALER_CARD,
            community,
            PUBLISHED_NEIGHBOUR,
            &PUBLISHED_EFFORT,
        )
    }
}

/// Draws for a dealer card and for a neighbour's cards when the lab is asked for `samples`
/// (each draw here is a whole exact first-decision analysis: about 0.3 s for a dealer card,
/// seconds for a neighbour's): 1/500 and 1/5,000 of it.
fn draws(samples: u64) -> (u64, u64) {
    ((samples / 500).max(1), (samples / 5_000).max(1))
}

/// The published figures (`odds leak --game jhe` at [`PUBLISHED_EFFORT`]):
/// the dealer card's and a neighbour's worth and standard error per Ante, and the exact edge
/// with a flop card exposed ([`community_card_edge`], over 1,326 × 1,225 × 48 × 1,081 × 990
/// deals, in half-Antes).
pub const PUBLISHED_DEALER_CARD: (f64, f64) = (0.228_579_418_671_079, 0.079_076_792_625_776_24);
pub const PUBLISHED_NEIGHBOUR: (f64, f64) = (-0.007_423_761_505_620_519, 0.006_429_166_055_504_382);
pub const PUBLISHED_COMMUNITY_CARD_EDGE: (i128, i128) = (-2_068_339_046_448, 166_882_860_144_000);
/// The effort the published figures were computed at (`odds leak --game jhe --samples 20000`:
/// 40 and 4 draws, minutes on two shared cores).
pub const PUBLISHED_EFFORT: LabRun = LabRun {
    threads: 2,
    samples: 20_000,
    seed: 36,
};

/// The table from the figures.
fn assemble(
    rule_set: RuleSet,
    dealer: (f64, f64),
    community: Fraction,
    neighbour: (f64, f64),
    run: &LabRun,
) -> LeakTable {
    let edge_without = Fraction {
        numerator: OPTIMAL_HOUSE_EDGE.0 as i128,
        denominator: OPTIMAL_HOUSE_EDGE.1 as i128,
    };
    let (dealer_samples, neighbour_samples) = draws(run.samples);
    let sampled = |leak: &Leak, (worth, error): (f64, f64), samples| LeakFigure {
        key: leak.key,
        seen: leak.seen,
        use_of_it: leak.use_of_it,
        edge_without: edge_without.value(),
        edge_with: edge_without.value() - worth,
        method: Method::MonteCarlo {
            samples,
            seed: run.seed,
            standard_error: error,
        },
    };
    LeakTable {
        game: GameId::JackpotHoldEm.code(),
        rule_set: rule_set.key(),
        edge_without,
        notes: vec![
            "The Ante, X-tra Bonus (Paytable A) and Play: the Player Bonus and Progressive do not depend on a decision and are left out.".into(),
            "A flop card exposed: exact over every deal (the optimal game re-solved with two community cards showing at the first decision).".into(),
            format!("A dealer card and a neighbour's cards: seeded Monte Carlo estimates ({} and {} deals, seed {}; each deal's first decision analysed exactly with the knowledge, every later decision too), shown with their standard errors: counting every deal would take about 50 times today's exact analysis.", dealer_samples, neighbour_samples, run.seed),
        ],
        figures: vec![
            sampled(&LEAKS[0], dealer, dealer_samples),
            LeakFigure {
                key: LEAKS[1].key,
                seen: LEAKS[1].seen,
                use_of_it: LEAKS[1].use_of_it,
                edge_without: edge_without.value(),
                edge_with: community.value(),
                method: Method::Exact {
                    edge_with: community,
                },
            },
            sampled(&LEAKS[2], neighbour, neighbour_samples),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::jhe::decision::decision_one_with_dead;

    /// The published table: today's exact edge, the exact figure for an exposed flop card
    /// (as `odds leak` printed it), each estimate labelled with its effort.
    #[test]
    fn the_published_table_is_labelled() {
        let table = JackpotHoldEmLab.published();
        assert_eq!(
            (table.edge_without.numerator, table.edge_without.denominator),
            (13_802_304_629, 579_454_375_500)
        );
        let keys: Vec<_> = table.figures.iter().map(|f| f.key).collect();
        assert_eq!(keys, ["dealer-card", "community-card", "neighbour"]);
        // 1,326 hands × 1,225 pairs shown × 48 × 1,081 × 990 continuations, in half-Antes.
        let deals: i128 = 1_326 * 1_225 * 48 * 1_081 * 990;
        match table.figures[1].method {
            Method::Exact { edge_with } => {
                assert_eq!(edge_with.denominator, 2 * deals);
                assert_eq!(edge_with.numerator, -2_068_339_046_448);
            }
            ref other => panic!("{other:?}"),
        }
        assert!(matches!(
            table.figures[0].method,
            Method::MonteCarlo {
                samples: 40,
                seed: 36,
                ..
            }
        ));
    }

    /// Knowing nothing more (only dead cards) gives the product's dead-card analysis exactly;
    /// 30 dead cards keep it cheap.
    #[test]
    fn without_a_dealer_card_it_is_the_dead_card_analysis() {
        let c = parse_cards("Kd 7s 7c").unwrap();
        let dead: CardSet = Card::deck()
            .filter(|x| !c.contains(x))
            .skip(9)
            .take(30)
            .collect();
        let table = xtra_a().unwrap();
        let [(_, play), (_, check)] = decision_one_with_dead(table, [c[0], c[1]], c[2], dead, 1);
        let (p, k, deals) = first_decision_knowing(table, [c[0], c[1]], c[2], None, dead);
        assert_eq!((p, k), (play.numerator, check.numerator));
        assert_eq!(deals, play.denominator);
    }

    /// A dealer card seen, recounted deal by deal on a small deck (28 dead leave 20 cards, one
    /// of them the dealer's): every flop, turn, river and dealer second card, later decisions
    /// taken best.
    #[test]
    fn a_dealer_card_recounted_deal_by_deal() {
        let c = parse_cards("Qs Jh 9s 4c").unwrap();
        let (hole, shown, seen) = ([c[0], c[1]], c[2], c[3]);
        let dead: CardSet = Card::deck()
            .filter(|x| !c.contains(x))
            .skip(5)
            .take(28)
            .collect();
        let rest: Vec<Card> = Card::deck()
            .filter(|x| !c.contains(x) && !dead.contains(*x))
            .collect();
        let n = rest.len();
        assert_eq!(n, 20);
        let table = xtra_a().unwrap();
        let (mut play3, mut check, mut deals) = (0i64, 0i64, 0u64);
        for f in 0..n {
            for g in f + 1..n {
                let (mut play2, mut check2) = (0i64, 0i64);
                for t in (0..n).filter(|&t| t != f && t != g) {
                    for r in (t + 1..n).filter(|&r| r != f && r != g) {
                        let board: CardSet = [shown, rest[f], rest[g], rest[t], rest[r]]
                            .into_iter()
                            .collect();
                        let player = evaluate(board.with(hole[0]).with(hole[1]));
                        let odds = xtra_odds(table, player);
                        let (mut r1, mut r2, mut r3, mut hands) = (0, 0, 0, 0);
                        for x in (0..n).filter(|&x| ![f, g, t, r].contains(&x)) {
                            let dealer = evaluate(board.with(seen).with(rest[x]));
                            r1 += main_result(player, odds, dealer, 1);
                            r2 += main_result(player, odds, dealer, 2);
                            r3 += main_result(player, odds, dealer, 3);
                            hands += 1;
                        }
                        play3 += r3;
                        play2 += r2;
                        check2 += r1.max(FOLD * hands);
                        deals += hands as u64;
                    }
                }
                check += play2.max(check2);
            }
        }
        assert_eq!(
            first_decision_knowing(table, hole, shown, Some(seen), dead),
            (play3, check, deals)
        );
    }
}
