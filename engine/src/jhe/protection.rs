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
//! expectation); its standard error is shown. A dealer card's draws are stratified by its rank
//! (the same number for each, every rank weighing exactly 1/13), which takes the spread between
//! ranks out of the error; each draw is counted once per dealer hand, not once per board.

use super::decision::{main_result, xtra_odds, FOLD};
use super::paytables::{paytable, JhePaytable};
use super::rules::JheWager;
use super::strategy::OPTIMAL_HOUSE_EDGE;
use crate::cards::{Card, CardSet};
use crate::holdem_solver::{solve, Game};
use crate::poker::{evaluate, HandValue};
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
    // C(i, k) for i < n, k ≤ 4, looked up: a board's index is taken fifteen times per set.
    let binomial: Vec<[usize; 5]> = (0..n)
        .map(|i| [0, 1, 2, 3, 4].map(|k| choose(i, k)))
        .collect();
    let index = |p: [usize; 4]| {
        binomial[p[0]][1] + binomial[p[1]][2] + binomial[p[2]][3] + binomial[p[3]][4]
    };
    let shown_set = CardSet::EMPTY.with(shown);
    // The player's hand and X-tra Bonus on every board, in the colex order `index` counts.
    let mut player_on: Vec<(HandValue, i64)> = Vec::with_capacity(choose(n, 4));
    for_each_subset(n, 4, |p| {
        let board: CardSet = p.iter().fold(shown_set, |set, &i| set.with(rest[i]));
        let player = evaluate(board.with(hole[0]).with(hole[1]));
        player_on.push((player, xtra_odds(xtra_table, player)));
    });
    let mut settled: Vec<(i64, i64)> = vec![(0, 0); player_on.len()];
    let mut settle = |board: [usize; 4], value: HandValue| {
        let at = index(board);
        let (player, xtra) = player_on[at];
        let entry = &mut settled[at];
        entry.0 += main_result(player, xtra, value, 0);
        entry.1 += match player.cmp(&value) {
            Ordering::Greater => 1,
            Ordering::Less => -1,
            Ordering::Equal => 0,
        };
    };
    // Each dealer hand is the shown card, the seen dealer card if any and the cards left from
    // a five- (or six-) card set of the rest: evaluated once and settled against each of the
    // five (fifteen) boards the set holds, the dealer holding the others — not once per board.
    let per_board = match dealer {
        Some(card) => {
            let base = shown_set.with(card);
            for_each_subset(n, 5, |p| {
                let value = evaluate(p.iter().fold(base, |set, &i| set.with(rest[i])));
                for skip in 0..5 {
                    settle(without(p, &[skip]), value);
                }
            });
            (n - 4) as i64
        }
        None => {
            for_each_subset(n, 6, |p| {
                let value = evaluate(p.iter().fold(shown_set, |set, &i| set.with(rest[i])));
                for x in 0..6 {
                    for y in x + 1..6 {
                        settle(without(p, &[x, y]), value);
                    }
                }
            });
            choose(n - 4, 2) as i64
        }
    };
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

/// Calls `visit` with every `k`-subset of `0..n` (k ≤ 6), each sorted, in colex order.
fn for_each_subset(n: usize, k: usize, mut visit: impl FnMut(&[usize])) {
    if k == 0 || k > n {
        return;
    }
    let mut p: Vec<usize> = (0..k).collect();
    loop {
        visit(&p);
        // The next subset in colex order: raise the lowest position that can rise.
        let mut i = 0;
        while i + 1 < k && p[i] + 1 == p[i + 1] {
            i += 1;
        }
        if i + 1 == k && p[i] + 1 == n {
            return;
        }
        p[i] += 1;
        for (j, slot) in p.iter_mut().enumerate().take(i) {
            *slot = j;
        }
    }
}

/// The four positions of `p` (sorted, five or six long) left when the positions `skip` are
/// taken out.
fn without(p: &[usize], skip: &[usize]) -> [usize; 4] {
    let mut out = [0; 4];
    let mut at = 0;
    for (i, &x) in p.iter().enumerate() {
        if !skip.contains(&i) {
            out[at] = x;
            at += 1;
        }
    }
    out
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

/// One seeded draw's worth per Ante: the first decision with the knowledge (`dealer`, `dead`)
/// against today's exact value of the same situation (see the module's note).
fn worth_of_draw(
    table: &JhePaytable,
    first: &crate::holdem_solver::FirstValues,
    hole: [Card; 2],
    shown: Card,
    dealer: Option<Card>,
    dead: CardSet,
) -> f64 {
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
}

/// The first `count` cards of a seeded shuffle of the deck without `without`.
fn deal(rng: &mut rand_chacha::ChaCha8Rng, without: Option<Card>, count: usize) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::deck().filter(|&c| Some(c) != without).collect();
    for i in 0..count {
        let j = rng.in_range(i, deck.len());
        deck.swap(i, j);
    }
    deck.truncate(count);
    deck
}

/// A neighbour's two cards: the worth per Ante by `samples` seeded draws, its mean and
/// standard error, on `threads` threads with streams split from `seed`.
pub fn neighbour_worth(samples: u64, seed: u64, threads: usize) -> Result<(f64, f64), String> {
    let table = xtra_a()?;
    let first = super::optimal_tables::shipped_first_values();
    Ok(seeded_mean(samples, seed, threads, |rng| {
        let cards = deal(rng, None, 5);
        let dead = CardSet::EMPTY.with(cards[3]).with(cards[4]);
        worth_of_draw(table, first, [cards[0], cards[1]], cards[2], None, dead)
    }))
}

/// A dealer card seen, drawn stratified by its rank (deuce first): per rank the mean and
/// standard error of `per_rank` seeded draws with the dealer holding that rank (its suit does
/// not matter: every suit relabelling keeps the game), the hand and the card showing dealt
/// from the other 51. Only their equal-weight combination ([`over_ranks`]) is the leak's
/// worth: a rank's own mean also holds how that rank moves the 3× Play's value, which the
/// control variate cancels only over every rank.
pub fn dealer_card_worth_by_rank(
    per_rank: u64,
    seed: u64,
    threads: usize,
) -> Result<[(f64, f64); 13], String> {
    let table = xtra_a()?;
    let first = super::optimal_tables::shipped_first_values();
    let mut by_rank = [(0.0, 0.0); 13];
    for (rank, slot) in crate::cards::Rank::all().zip(by_rank.iter_mut()) {
        let seen = Card::new(rank, crate::cards::Suit::ALL[0]);
        let stream_seed = seed.wrapping_add(u64::from(rank.index()) << 32);
        *slot = seeded_mean(per_rank, stream_seed, threads, |rng| {
            let cards = deal(rng, Some(seen), 3);
            worth_of_draw(
                table,
                first,
                [cards[0], cards[1]],
                cards[2],
                Some(seen),
                CardSet::EMPTY,
            )
        });
    }
    Ok(by_rank)
}

/// The worth over every rank from each rank's (every rank is the dealer's card 4 times in
/// 52, so each weighs exactly 1/13): the mean and its standard error.
pub fn over_ranks(by_rank: &[(f64, f64); 13]) -> (f64, f64) {
    let mean = by_rank.iter().map(|r| r.0).sum::<f64>() / 13.0;
    let variance = by_rank.iter().map(|r| r.1 * r.1).sum::<f64>() / 169.0;
    (mean, variance.sqrt())
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
        let (per_rank, neighbour_samples) = draws(run.samples);
        let by_rank = dealer_card_worth_by_rank(per_rank, run.seed, run.threads)?;
        progress(0.3);
        let community = community_card_edge(run.threads)?;
        progress(0.6);
        let neighbour = neighbour_worth(neighbour_samples, run.seed, run.threads)?;
        progress(1.0);
        Ok(assemble(
            rule_set,
            over_ranks(&by_rank),
            community,
            neighbour,
            run,
        ))
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

/// Draws per dealer-card rank and for a neighbour's cards when the lab is asked for `samples`
/// (each draw is a whole exact first-decision analysis: about 0.1 s with a dealer card, 2 s with
/// a neighbour's two): 1/2,600 of it for each of the 13 ranks and 1/1,000.
fn draws(samples: u64) -> (u64, u64) {
    ((samples / 2_600).max(1), (samples / 1_000).max(1))
}

/// The published figures (`odds leak --game jhe` at [`PUBLISHED_EFFORT`], 13 min on two
/// cores shared with four builds): the dealer card's and a neighbour's worth and standard
/// error per Ante, and the exact edge with a flop card exposed ([`community_card_edge`], over
/// 1,326 × 1,225 × 48 × 1,081 × 990 deals, in half-Antes).
pub const PUBLISHED_DEALER_CARD: (f64, f64) = (0.1745173860169265, 0.012721782982562563);
pub const PUBLISHED_NEIGHBOUR: (f64, f64) = (0.004563047349421055, 0.0043257031698089345);
pub const PUBLISHED_COMMUNITY_CARD_EDGE: (i128, i128) = (-2_068_339_046_448, 166_882_860_144_000);
/// The effort the published figures were computed at (`odds leak --game jhe`: 76 draws per
/// dealer-card rank and 200 of a neighbour's cards, minutes on two shared cores).
pub const PUBLISHED_EFFORT: LabRun = LabRun {
    threads: 2,
    samples: 200_000,
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
    let (per_rank, neighbour_samples) = draws(run.samples);
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
            format!("A dealer card and a neighbour's cards: seeded Monte Carlo estimates ({} deals per rank of the dealer's card, each rank weighed exactly 1/13, and {} deals, seed {}; each deal's first decision analysed exactly with the knowledge, every later decision too), shown with their standard errors: counting every deal would take about 50 times today's exact analysis.", per_rank, neighbour_samples, run.seed),
        ],
        figures: vec![
            sampled(&LEAKS[0], dealer, 13 * per_rank),
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
                samples: 988,
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

    /// Seeing nothing more gives today's exact first decision: the shipped values' sums (in
    /// half-Antes) for the same situation, over the same 1,176 × 1,081 × 990 deals.
    #[test]
    fn seeing_nothing_is_today_exactly() {
        let c = parse_cards("Ah 6h Td").unwrap();
        let (play, check, deals) =
            first_decision_knowing(xtra_a().unwrap(), [c[0], c[1]], c[2], None, CardSet::EMPTY);
        let today = crate::jhe::optimal_tables::shipped_first_values()
            .sums(c[0].index(), c[1].index(), c[2].index())
            .unwrap();
        assert_eq!(deals, 1_176 * 1_081 * 990);
        assert_eq!((2 * play, 2 * check), today);
    }

    /// Each rank weighs 1/13: the mean of the ranks' means, the errors added in quadrature.
    #[test]
    fn ranks_combine_with_equal_weight() {
        let mut by_rank = [(0.1, 0.013); 13];
        by_rank[12] = (1.4, 0.013);
        let (mean, error) = over_ranks(&by_rank);
        assert!((mean - 0.2).abs() < 1e-12);
        assert!((error - 0.013 / 13f64.sqrt()).abs() < 1e-12);
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
