//! The exact three-decision hold'em solver, checked against a published figure and against
//! plain recomputation. Ultimate Texas Hold 'Em is solved by the same code as Jackpot Hold 'Em
//! and must give the Wizard of Odds' optimal house edge (2.1850 % of the Ante) and pre-flop
//! chart; one Jackpot Hold 'Em first-decision situation is recomputed deal by deal.

use engine::cards::{parse_exact, Card, CardSet};
use engine::holdem_solver::{solve, Game, Solution, FIRST_CHECK, FIRST_PLAY};
use engine::jhe::decision::{main_result, xtra_odds};
use engine::jhe::paytables::paytable;
use engine::jhe::{JheRules, JheWager};
use engine::poker::evaluate;
use std::sync::OnceLock;

fn threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// A game and its solution, solved once for all the tests that read it.
fn solved_once(
    cell: &'static OnceLock<(Game, Solution)>,
    game: fn() -> Game,
) -> &'static (Game, Solution) {
    cell.get_or_init(|| {
        let game = game();
        let solution = solve(&game, threads());
        (game, solution)
    })
}

fn uth() -> &'static (Game, Solution) {
    static SOLVED: OnceLock<(Game, Solution)> = OnceLock::new();
    solved_once(&SOLVED, Game::ultimate_texas_holdem)
}

#[test]
fn ultimate_texas_holdem_reproduces_the_published_optimal_house_edge() {
    let (game, solution) = uth();
    let report = solution.report(game);
    // Wizard of Odds, Ultimate Texas Hold 'Em: house edge 2.1850 % of the Ante, element of
    // risk 0.5262 %, standard deviation 4.94.
    assert_eq!(format!("{:.4}", report.house_edge_percent), "2.1850");
    assert_eq!(format!("{:.4}", report.element_of_risk_percent), "0.5262");
    assert_eq!(format!("{:.2}", report.standard_deviation), "4.94");
    // Every one of the 1,326 × 19,600 × 1,081 × 990 deals once.
    assert_eq!(solution.deals, 27_813_810_024_000);
    assert_eq!(solution.plays.iter().sum::<u128>(), solution.deals);
}

/// The Wizard of Odds' pre-flop chart: raise any pair but 2-2; suited any ace, any king, Q6+,
/// J8+; offsuit any ace, K5+, Q8+, J-T.
fn chart_raises(high: u8, low: u8, suited: bool) -> bool {
    // Ranks 0 = deuce … 12 = ace.
    let (ace, king, queen, jack) = (12, 11, 10, 9);
    if high == low {
        return high > 0;
    }
    match (high, suited) {
        (h, _) if h == ace => true,
        (h, true) if h == king => true,
        (h, true) if h == queen => low >= 4,
        (h, true) if h == jack => low >= 6,
        (h, false) if h == king => low >= 3,
        (h, false) if h == queen => low >= 6,
        (h, false) if h == jack => low == 8,
        _ => false,
    }
}

#[test]
fn ultimate_texas_holdem_pre_flop_decisions_match_the_published_chart() {
    let (game, solution) = uth();
    let mut classes = 0;
    for high in 0..13u8 {
        for low in 0..=high {
            for suited in [false, true] {
                if high == low && suited {
                    continue;
                }
                classes += 1;
                // Spades and hearts (or two spades): the class's decision.
                let a = 39 + high;
                let b = if suited { 39 + low } else { 26 + low };
                let sums = solution.first_sums(game, a, b, 0);
                let raises = sums[FIRST_PLAY] > sums[FIRST_CHECK];
                assert_eq!(
                    raises,
                    chart_raises(high, low, suited),
                    "ranks {high}/{low} suited {suited}"
                );
            }
        }
    }
    assert_eq!(classes, 169);
    // The chart the explorer shows says the same, class by class (one column: no card shows).
    let chart = solution.first_decision_chart(game, &engine::holdem_solver::Optimal);
    assert_eq!(chart.len(), 169);
    let row = |hand: &str| chart.iter().find(|r| r.hand == hand).unwrap().plays.clone();
    assert_eq!(row("AA"), vec![1.0]);
    assert_eq!(row("22"), vec![0.0]);
    assert_eq!(row("Q6s"), vec![1.0]);
    assert_eq!(row("Q5s"), vec![0.0]);
    assert_eq!(row("JTo"), vec![1.0]);
    assert_eq!(row("J9o"), vec![0.0]);
    let raised = chart.iter().filter(|r| r.plays[0] == 1.0).count();
    let charted = (0..13u8)
        .flat_map(|h| (0..=h).flat_map(move |l| [(h, l, false), (h, l, true)]))
        .filter(|&(h, l, s)| !(h == l && s) && chart_raises(h, l, s))
        .count();
    assert_eq!(raised, charted);
    assert!(chart.iter().all(|r| r.plays[0] == 0.0 || r.plays[0] == 1.0));
}

/// Jackpot Hold 'Em walked once for the optimal player and every named strategy (each board
/// ranked once for all of them: `RiverTables`), in the order of [`jhe_policies`].
struct JheSolved {
    game: Game,
    solutions: Vec<Solution>,
    /// Always playing 3× at a custom X-tra Bonus copy ([`custom_xtra_game`]), walked in the same
    /// pass: the boards' rankings do not depend on the pays.
    custom_always: Solution,
}

/// Maryland's rules with an X-tra Bonus copy paying a royal flush 1,000 to 1 instead of 500.
fn custom_xtra_game() -> Game {
    let copy = engine::jhe::exact::xtra_bonus_copy(&[1000, 50, 10, 4, 2, 1]).unwrap();
    engine::jhe::exact::solver_game(&JheRules::maryland(), &copy)
}

/// The optimal player first, then the computer strategies and the card's shorter levels.
fn jhe_policies() -> Vec<&'static dyn engine::holdem_solver::Policy> {
    use engine::jhe::levels::policy;
    use engine::jhe::strategy::JheStrategy;
    use engine::strategy_level::StrategyLevel;
    vec![
        &engine::holdem_solver::Optimal,
        &JheStrategy::Always,
        &JheStrategy::River,
        &JheStrategy::Simple,
        policy(StrategyLevel::Beginner),
        policy(StrategyLevel::Chart),
    ]
}

/// Where each strategy's solution sits in [`JheSolved::solutions`].
const ALWAYS: usize = 1;
const RIVER: usize = 2;
const SIMPLE: usize = 3;
const BEGINNER: usize = 4;
const CHART: usize = 5;

/// The optimal solution is also put together the way the browser does it: the flops split
/// among three workers, each part passed on as bytes (`Part::to_bytes`), read back and combined
/// by another; and a part one worker finds alone (`solve_part`, ranking its own boards) is the
/// shared walk's part for the same flops.
fn jhe_solved() -> &'static JheSolved {
    use engine::holdem_solver::shared::RiverTables;
    use engine::holdem_solver::{combine, solve_part, Optimal, Part, Symmetry};
    static SOLVED: OnceLock<JheSolved> = OnceLock::new();
    SOLVED.get_or_init(|| {
        let xtra = paytable(JheWager::XtraBonus, "A").unwrap();
        let game = engine::jhe::exact::solver_game(&JheRules::maryland(), xtra);
        let symmetry = Symmetry::new();
        let policies = jhe_policies();
        let custom = custom_xtra_game();
        let always: &dyn engine::holdem_solver::Policy =
            &engine::jhe::strategy::JheStrategy::Always;
        let mut entries: Vec<(&Game, &dyn engine::holdem_solver::Policy)> =
            policies.iter().map(|&p| (&game, p)).collect();
        entries.push((&custom, always));
        let tables = RiverTables::for_games(&entries, &symmetry, threads());
        let n = symmetry.flops.len();
        let custom_index = policies.len();
        let custom_always = combine(
            &custom,
            always,
            vec![tables.part(&custom, always, custom_index, &symmetry, 0..n)],
        );
        let solutions: Vec<Solution> = policies
            .iter()
            .enumerate()
            .map(|(index, &policy)| {
                let parts = vec![tables.part(&game, policy, index, &symmetry, 0..n)];
                combine(&game, policy, parts)
            })
            .collect();
        let workers = 3;
        let sent: Vec<Vec<u8>> = (0..workers)
            .map(|w| {
                let range = n * w / workers..n * (w + 1) / workers;
                tables.part(&game, &Optimal, 0, &symmetry, range).to_bytes()
            })
            .collect();
        let parts: Vec<Part> = sent.iter().map(|b| Part::from_bytes(b).unwrap()).collect();
        assert_eq!(combine(&game, &Optimal, parts), solutions[0]);
        // What the bytes carry is the whole part: a cut or padded message is refused by name.
        assert!(Part::from_bytes(&sent[0][..sent[0].len() - 1])
            .unwrap_err()
            .contains("needs"));
        assert!(Part::from_bytes(&[1, 0]).unwrap_err().contains("header"));
        // A worker's own part of a few flops (it ranks only the boards they grow into).
        let few = 700..704;
        let alone = solve_part(&game, &Optimal, &symmetry, few.clone(), &mut |_, _| true).unwrap();
        assert_eq!(alone, tables.part(&game, &Optimal, 0, &symmetry, few));
        JheSolved {
            game,
            solutions,
            custom_always,
        }
    })
}

fn jhe() -> (&'static Game, &'static Solution) {
    let solved = jhe_solved();
    (&solved.game, &solved.solutions[0])
}

#[test]
fn jackpot_holdem_optimal_house_edge_is_pinned_as_an_exact_fraction() {
    let (game, solution) = jhe();
    let report = solution.report(game);
    // 1,326 hands × 50 first cards × 1,176 × 1,081 × 990.
    assert_eq!(solution.deals, 83_441_430_072_000);
    assert_eq!(solution.plays.iter().sum::<u128>(), solution.deals);
    assert_eq!(
        (
            report.house_edge_numerator.as_str(),
            report.house_edge_denominator.as_str()
        ),
        ("13802304629", "579454375500")
    );
    let pinned = engine::jhe::strategy::OPTIMAL_HOUSE_EDGE;
    assert_eq!(
        (pinned.0.to_string(), pinned.1.to_string()),
        (
            report.house_edge_numerator.clone(),
            report.house_edge_denominator.clone()
        )
    );
    assert_eq!(format!("{:.4}", report.house_edge_percent), "2.3819");
    // The first-decision chart: 169 classes × the 13 ranks of the card shown.
    let chart = solution.first_decision_chart(game, &engine::holdem_solver::Optimal);
    assert_eq!(chart.len(), 169);
    assert!(chart.iter().all(|r| r.plays.len() == 13));
    let row = |hand: &str| chart.iter().find(|r| r.hand == hand).unwrap().plays.clone();
    assert_eq!(row("AA"), vec![1.0; 13]);
    // 7-2 offsuit plays only when the card shown pairs it (columns ace first: 7 is the 8th).
    let mut pairs_up = vec![0.0; 13];
    pairs_up[7] = 1.0;
    pairs_up[12] = 1.0;
    assert_eq!(row("72o"), pairs_up);
    // A cell is the share of its situations the solution plays, counted here directly: K-7
    // offsuit with a seven showing (card indices are suit-major, rank = index % 13).
    let (king, seven) = (11u8, 5u8);
    let (mut plays, mut all) = (0u32, 0u32);
    for a in (0..4).map(|suit| suit * 13 + king) {
        for b in (0..4)
            .map(|suit| suit * 13 + seven)
            .filter(|b| b / 13 != a / 13)
        {
            for shown in (0..4).map(|suit| suit * 13 + seven).filter(|&c| c != b) {
                let sums = solution.first_sums(game, a, b, shown);
                plays += u32::from(sums[FIRST_PLAY] > sums[FIRST_CHECK]);
                all += 1;
            }
        }
    }
    assert_eq!(all, 36);
    assert_eq!(row("K7o")[12 - seven as usize], plays as f64 / all as f64);
    // The second decision by made hand and draw: every flop with every two other cards.
    use engine::jhe::second_chart::{second_chart_row, SECOND_CHART_ROWS};
    let symmetry = engine::holdem_solver::Symmetry::new();
    let counts =
        solution.second_decision_counts(&symmetry, SECOND_CHART_ROWS.len(), &second_chart_row);
    assert_eq!(counts.iter().map(|c| c.1).sum::<u64>(), 22_100 * 1_176);
    let share = |i: usize| counts[i].0 as f64 / counts[i].1 as f64;
    assert_eq!(share(0), 1.0, "a straight or better always plays");
    assert!(
        share(SECOND_CHART_ROWS.len() - 1) < 0.05,
        "{}",
        share(SECOND_CHART_ROWS.len() - 1)
    );
}

/// The two values of a first decision in half-Antes, deal by deal: every second and third
/// community card, every turn and river, every dealer hand, with the best later decisions
/// (`decision_one_with_dead` with no dead cards: each set of the four cards to come settled
/// once against every dealer hand, no suit classes, no inclusion–exclusion; it is itself
/// recounted one deal at a time in `tests/dead_cards.rs`).
fn first_decision_directly(hole: [Card; 2], shown: Card) -> (i64, i64) {
    let xtra = paytable(JheWager::XtraBonus, "A").unwrap();
    let [(_, play), (_, check)] =
        engine::jhe::decision::decision_one_with_dead(xtra, hole, shown, CardSet::EMPTY, threads());
    assert_eq!(play.denominator, 1176 * 1081 * 990);
    (2 * play.numerator, 2 * check.numerator)
}

#[test]
fn a_jackpot_holdem_first_decision_agrees_with_recomputation_deal_by_deal() {
    let (game, solution) = jhe();
    let cards = parse_exact("Kd 7s 7c", 3).unwrap();
    let sums = solution.first_sums(game, cards[0].index(), cards[1].index(), cards[2].index());
    let direct = first_decision_directly([cards[0], cards[1]], cards[2]);
    assert_eq!((sums[FIRST_PLAY], sums[FIRST_CHECK]), direct);
    // The values a page keeps (FirstValues, passed between workers as bytes) say the same, in
    // either card order, and as exact fractions of the Ante.
    use engine::holdem_solver::FirstValues;
    let values = FirstValues::from_bytes(&FirstValues::of(game, solution).to_bytes()).unwrap();
    let (k, seven, shown) = (cards[0].index(), cards[1].index(), cards[2].index());
    assert_eq!(values.sums(k, seven, shown), Some(direct));
    assert_eq!(values.sums(seven, k, shown), Some(direct));
    let [(play_n, play_d), (check_n, check_d)] = values.exact(k, seven, shown).unwrap();
    assert_eq!(
        play_n as f64 / play_d as f64,
        direct.0 as f64 / 2.0 / game.futures() as f64
    );
    assert_eq!(
        check_n as f64 / check_d as f64,
        direct.1 as f64 / 2.0 / game.futures() as f64
    );
    // Impossible cards are refused, not looked up.
    assert_eq!(values.sums(k, k, shown), None);
    assert_eq!(values.sums(k, seven, seven), None);
    assert_eq!(values.sums(k, 52, shown), None);
    let bytes = FirstValues::of(game, solution).to_bytes();
    assert!(FirstValues::from_bytes(&bytes[..bytes.len() - 8])
        .unwrap_err()
        .contains("do not fit"));
}

/// The first-decision values the app downloads (`public/jhe-first-values.bin`, one situation per
/// class of suit relabellings) are this solve's, for every one of the 66,300 situations; the
/// file is regenerated by `examples/jhe_first_values.rs`.
#[test]
fn the_shipped_first_decision_values_are_the_solvers() {
    use engine::holdem_solver::FirstValues;
    let (game, solution) = jhe();
    let full = FirstValues::of(game, solution);
    let shipped = include_bytes!("../../public/jhe-first-values.bin");
    assert_eq!(
        FirstValues::from_compact_bytes(shipped).unwrap(),
        full,
        "public/jhe-first-values.bin is stale: run the jhe_first_values example"
    );
    assert_eq!(full.to_compact_bytes().unwrap(), shipped.to_vec());
    // The second decision the simulator and `odds` read (`engine/data/jhe-second-plays.bin`),
    // written by the same example: every representative flop and hand is this solve's.
    let second = engine::jhe::optimal_tables::second_plays_bytes(
        &engine::holdem_solver::Symmetry::new(),
        solution,
    )
    .unwrap();
    assert!(
        second == include_bytes!("../data/jhe-second-plays.bin"),
        "engine/data/jhe-second-plays.bin is stale: run the jhe_first_values example"
    );
}

/// Each named computer strategy's exact house edge over every deal (pinned as a fraction), and
/// the fast simulator's main-game return for it within four standard errors of that value.
#[test]
fn computer_strategies_exact_returns_and_the_simulator_agree() {
    use engine::jhe::strategy::JheStrategy;
    let (game, optimal) = jhe();
    let pinned = [
        (JheStrategy::Always, ("23490470687", "63213204600")),
        (JheStrategy::River, ("241866704377", "695345250600")),
        (JheStrategy::Simple, ("12058073689", "496675179000")),
    ];
    let simple = engine::jhe::strategy::SIMPLE_HOUSE_EDGE;
    assert_eq!(
        (simple.0.to_string(), simple.1.to_string()),
        ("12058073689".to_string(), "496675179000".to_string())
    );
    for (n, ((strategy, fraction), index)) in
        pinned.into_iter().zip([ALWAYS, RIVER, SIMPLE]).enumerate()
    {
        let exact = &jhe_solved().solutions[index];
        let report = exact.report(game);
        assert_eq!(
            (
                report.house_edge_numerator.as_str(),
                report.house_edge_denominator.as_str()
            ),
            fraction,
            "{strategy:?}"
        );
        assert!(exact.expected() <= optimal.expected(), "{strategy:?}");
        let rounds = 400_000u64;
        let main = simulated_main_game(strategy, rounds, 0x4a48_4500 + n as u64);
        let got = main.return_per_unit().unwrap();
        let se = main.standard_error(rounds).unwrap();
        let want = exact.expected();
        assert!(
            (got - want).abs() < 4.0 * se,
            "{strategy:?}: simulated {got} vs exact {want} ± {se}"
        );
    }
}

/// The optimal player looks its first two decisions up in the solved tables: installed here
/// from this file's solution so the tests solve once.
fn install_optimal_tables() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let (game, solution) = jhe();
        engine::jhe::exact::install_optimal(engine::holdem_solver::Decisions::new(
            game.clone(),
            solution.clone(),
        ));
    });
}

#[test]
fn the_optimal_second_decision_looked_up_agrees_with_its_exact_values() {
    use engine::jhe::decision::decision_two;
    use rand::seq::SliceRandom;
    install_optimal_tables();
    let xtra = paytable(JheWager::XtraBonus, "A").unwrap();
    let mut rng = engine::deck::seeded_rng(0x0002_d2d2);
    let mut deck: Vec<Card> = Card::deck().collect();
    let (mut plays, mut checks) = (0, 0);
    for _ in 0..60 {
        deck.shuffle(&mut rng);
        let [(_, play), (_, check)] =
            decision_two(xtra, [deck[0], deck[1]], [deck[2], deck[3], deck[4]]);
        let (hole, flop) = (
            [deck[0].index(), deck[1].index()],
            [deck[2].index(), deck[3].index(), deck[4].index()],
        );
        let looked_up = engine::jhe::exact::optimal().second_plays(hole, flop);
        // The shipped table (by representative flop, as the simulator reads it) agrees.
        assert_eq!(
            engine::jhe::optimal_tables::shipped().second_plays(hole, flop),
            looked_up
        );
        assert_eq!(
            looked_up,
            play.numerator > check.numerator,
            "{:?}",
            &deck[..5]
        );
        if looked_up {
            plays += 1;
        } else {
            checks += 1;
        }
    }
    assert!(plays > 0 && checks > 0);
}

#[test]
fn the_simulated_optimal_player_returns_the_exact_optimal_house_edge() {
    use engine::jhe::strategy::JheStrategy;
    install_optimal_tables();
    let (_, optimal) = jhe();
    let rounds = 150_000u64;
    let main = simulated_main_game(JheStrategy::Optimal, rounds, 0x0097_0000);
    let got = main.return_per_unit().unwrap();
    let se = main.standard_error(rounds).unwrap();
    let want = optimal.expected();
    assert!(
        (got - want).abs() < 4.0 * se,
        "simulated {got} vs exact {want} ± {se}"
    );
}

/// A part of the work reports its progress as boards done and stops when asked (the browser's
/// cancel), returning nothing.
#[test]
fn a_part_reports_progress_and_stops_when_cancelled() {
    use engine::holdem_solver::{solve_part, Symmetry};
    let game = Game::ultimate_texas_holdem();
    let symmetry = Symmetry::new();
    assert_eq!(symmetry.flops.len(), 1_755);
    assert_eq!(
        symmetry.flops.len(),
        engine::holdem_solver::suits::REPRESENTATIVE_FLOPS
    );
    assert_eq!(symmetry.boards.len(), 134_459);
    let mut calls = Vec::new();
    let stopped = solve_part(
        &game,
        &engine::holdem_solver::Optimal,
        &symmetry,
        0..10,
        &mut |done, total| {
            calls.push((done, total));
            done < 5_000
        },
    );
    assert!(stopped.is_none());
    assert_eq!(calls.first(), Some(&(0, 134_459)));
    assert!(calls.last().unwrap().0 >= 5_000);
    assert!(calls.windows(2).all(|w| w[0].0 < w[1].0));
}

/// The simulator's main-game result over `rounds` rounds of six seats playing `strategy` with a
/// $5 Ante and no side wagers: the Ante, X-tra Bonus and Play together, per unit of Ante (one
/// tally entry per round, so rounds are independent).
fn simulated_main_game(
    strategy: engine::jhe::strategy::JheStrategy,
    rounds: u64,
    seed: u64,
) -> engine::monte_carlo::Tally {
    use engine::jhe::simulate::{settle_round, JheResolved, JheSimSetup};
    let setup = &JheSimSetup {
        config: engine::jhe::JheConfig::standard(),
        players: 6,
        ante: engine::money::Cents::dollars(5),
        player_bonus: engine::money::Cents::ZERO,
        progressive: false,
        strategy,
    };
    let resolved = JheResolved::new(setup).unwrap();
    let mut rng = engine::deck::seeded_rng(seed);
    let mut deck: Vec<Card> = Card::deck().collect();
    let mut meter = None;
    let mut tally = engine::monte_carlo::Tally::default();
    for _ in 0..rounds {
        engine::deck::partial_shuffle(&mut deck, 19, &mut rng);
        let holes: Vec<[Card; 2]> = (0..6).map(|p| [deck[2 * p], deck[2 * p + 1]]).collect();
        let community = [deck[14], deck[15], deck[16], deck[17], deck[18]];
        let results = settle_round(
            setup,
            &resolved,
            &holes,
            [deck[12], deck[13]],
            community,
            &mut meter,
        );
        let wagered: i64 = results.iter().map(|r| r.wagered[0]).sum();
        let net: i64 = results.iter().map(|r| r.net[..3].iter().sum::<i64>()).sum();
        tally.add(wagered, net);
    }
    tally
}

/// A custom X-tra Bonus table, checked by a figure worked independently: always playing 3×,
/// the decisions do not change with the table, so paying a royal flush 1,000 to 1 instead of
/// 500 adds 500 × P(the player's seven cards hold a royal flush and beat the dealer). That is
/// 4,324 / C(52,7) less the 4 / C(52,5) boards that are a royal flush themselves (a tie): no
/// dealer can hold a royal flush beside the player's.
#[test]
fn a_custom_xtra_bonus_copy_changes_the_always_player_by_the_royal_flush_odds() {
    let report = jhe_solved().custom_always.report(&custom_xtra_game());
    // Paytable A's always-3× house edge, pinned above: 23,490,470,687 / 63,213,204,600; less
    // 500 × (4,324 / 133,784,560 − 4 / 2,598,960) = 500 / 32,487.
    assert_eq!(
        (
            report.house_edge_numerator.as_str(),
            report.house_edge_denominator.as_str()
        ),
        ("22517570687", "63213204600")
    );
    let (a, b) = (23_490_470_687i128, 63_213_204_600i128);
    assert_eq!((a - 22_517_570_687) * 32_487, 500 * b);
}

/// The shorter strategy cards (`jhe::levels`): each one's exact house edge over every deal is
/// the pinned fraction, worse than optimal's, the beginner's worse than the chart's and the
/// chart's worse than the full card's; and the beginner's card played deal by deal in a plain
/// simulation (no solver, no suit classes: dealt, decided by the card, settled by
/// `main_result`) returns its exact value within four standard errors.
#[test]
fn the_strategy_card_levels_exact_house_edges_are_pinned_and_the_beginners_simulated() {
    use engine::jhe::levels::{level_plays, BEGINNER_HOUSE_EDGE, CHART_HOUSE_EDGE};
    use engine::strategy_level::StrategyLevel;
    let (game, optimal) = jhe();
    let mut expected = vec![];
    for (level, pinned, index) in [
        (StrategyLevel::Beginner, BEGINNER_HOUSE_EDGE, BEGINNER),
        (StrategyLevel::Chart, CHART_HOUSE_EDGE, CHART),
    ] {
        let exact = &jhe_solved().solutions[index];
        let report = exact.report(game);
        assert_eq!(
            (report.house_edge_numerator, report.house_edge_denominator),
            (pinned.0.to_string(), pinned.1.to_string()),
            "{level:?}"
        );
        assert!(exact.expected() < optimal.expected(), "{level:?}");
        expected.push(exact.expected());
    }
    let simple = engine::jhe::strategy::SIMPLE_HOUSE_EDGE;
    let full = -(simple.0 as f64) / simple.1 as f64;
    assert!(
        expected[0] < expected[1] && expected[1] < full,
        "{expected:?} {full}"
    );
    // The beginner's card dealt and settled round by round.
    let xtra = paytable(JheWager::XtraBonus, "A").unwrap();
    let mut rng = engine::deck::seeded_rng(0x4245_4749);
    let mut deck: Vec<Card> = Card::deck().collect();
    let rounds = 300_000u64;
    let (mut sum, mut squares) = (0f64, 0f64);
    for _ in 0..rounds {
        engine::deck::partial_shuffle(&mut deck, 9, &mut rng);
        let hole: CardSet = deck[..2].iter().copied().collect();
        let dealer: CardSet = deck[2..4].iter().copied().collect();
        let board: CardSet = deck[4..9].iter().copied().collect();
        let shown = |n: usize| deck[4..4 + n].iter().copied().collect::<CardSet>();
        let beginner = StrategyLevel::Beginner;
        let play = if level_plays(beginner, 1, hole, shown(1)) {
            Some(3)
        } else if level_plays(beginner, 2, hole, shown(3)) {
            Some(2)
        } else if level_plays(beginner, 3, hole, board) {
            Some(1)
        } else {
            None
        };
        let net = match play {
            None => engine::jhe::decision::FOLD,
            Some(play) => {
                let player = evaluate(hole.union(board));
                main_result(
                    player,
                    xtra_odds(xtra, player),
                    evaluate(dealer.union(board)),
                    play,
                )
            }
        } as f64;
        sum += net;
        squares += net * net;
    }
    let mean = sum / rounds as f64;
    let se = ((squares / rounds as f64 - mean * mean) / rounds as f64).sqrt();
    assert!(
        (mean - expected[0]).abs() < 4.0 * se,
        "simulated {mean} vs exact {} ± {se}",
        expected[0]
    );
}
