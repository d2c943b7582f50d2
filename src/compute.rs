//! The computations the worker runs, kept apart from the messaging so they can be tested natively.

use crate::worker_protocol::{
    BenchmarkResult, JheMainGameSummary, JheSums, MainGameSummary, SecondChartRow, ThreeCardSummary,
};
use engine::hcf::decision::{analyze, Strategy};
use engine::hcf::main_game::{analyze_main_game_share, MainGameAnalysis, Share};
use engine::hcf::paytables::{all_paytables, SideWager};
use engine::hcf::rules::HcfRules;
use engine::hcf::side_bets::{analyze_paytable, analyze_progressive, hand_facts};
use engine::hcf::straight_flush::AceRule;
use engine::holdem_solver::suits::{HOLES, REPRESENTATIVE_FLOPS};
use engine::holdem_solver::{
    combine, forward, solve_part, tally, FirstValues, Game, Optimal, Part, Policy, Symmetry,
};
use engine::jhe::second_chart::{second_chart_row, SECOND_CHART_ROWS};
use engine::jhe::strategy::JheStrategy;
use engine::par_sheet::jhe_main::MainGameSums;

/// Jackpot Hold 'Em's solver game (Maryland, X-tra Bonus paytable A or a custom copy's pays)
/// and a strategy's policy.
fn jhe_game(strategy: &str, xtra: Option<&[u32]>) -> Result<(Game, Box<dyn Policy>), String> {
    let table = match xtra {
        Some(pays) => engine::jhe::exact::xtra_bonus_copy(pays)?,
        None => engine::jhe::paytables::paytable(engine::jhe::JheWager::XtraBonus, "A")
            .ok_or("the X-tra Bonus paytable is missing")?
            .clone(),
    };
    let game = engine::jhe::exact::solver_game(&engine::jhe::JheRules::maryland(), &table);
    let policy: Box<dyn Policy> = match strategy {
        "optimal" => Box::new(Optimal),
        other => Box::new(JheStrategy::parse(other)?),
    };
    Ok((game, policy))
}

/// A share's game and policy, the symmetry its walk uses, and its flops.
type HoldemShare = (Game, Box<dyn Policy>, Symmetry, std::ops::Range<usize>);

/// The share of the flops `part` of `parts` of the representative flops (an error for a part
/// that does not exist).
fn jhe_share(
    strategy: &str,
    xtra: Option<&[u32]>,
    part: usize,
    parts: usize,
) -> Result<HoldemShare, String> {
    if parts == 0 || part >= parts {
        return Err(format!("part {part} of {parts} does not exist"));
    }
    let (game, policy) = jhe_game(strategy, xtra)?;
    let symmetry = Symmetry::new();
    let n = symmetry.flops.len();
    Ok((
        game,
        policy,
        symmetry,
        n * part / parts..n * (part + 1) / parts,
    ))
}

/// One share of Jackpot Hold 'Em's exact analysis (the flops `part` of `parts`), as bytes;
/// `progress` gets the fraction done and returns false to stop (then `Ok(None)`).
pub fn jhe_part(
    strategy: &str,
    xtra: Option<&[u32]>,
    part: usize,
    parts: usize,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Option<Vec<u8>>, String> {
    let (game, policy, symmetry, range) = jhe_share(strategy, xtra, part, parts)?;
    let solved = solve_part(
        &game,
        policy.as_ref(),
        &symmetry,
        range,
        &mut |done, total| progress(done as f64 / total as f64),
    );
    Ok(solved.map(|p| p.to_bytes()))
}

/// The parts added up and the first decision taken: the figures and the first-decision chart,
/// and for optimal play the first decision's values in every situation (as bytes,
/// `FirstValues::to_bytes`) for the hand analyzer — Paytable A's only, the table in force.
/// With `first_plays`, the summary carries the first decisions a tally needs ([`jhe_tally`]).
pub fn jhe_combine(
    strategy: &str,
    xtra: Option<&[u32]>,
    parts: &[Vec<u8>],
    first_plays: bool,
    now: &dyn Fn() -> f64,
) -> Result<(JheMainGameSummary, Option<Vec<u8>>), String> {
    let started = now();
    let (game, policy) = jhe_game(strategy, xtra)?;
    let parts = parts
        .iter()
        .map(|bytes| Part::from_bytes(bytes))
        .collect::<Result<Vec<_>, _>>()?;
    // Each part carries the second decisions of its flops: together, every flop once.
    let covered: usize = parts.iter().map(|p| p.second_plays.len()).sum();
    if covered != REPRESENTATIVE_FLOPS * HOLES {
        return Err(format!(
            "the parts cover {covered} of the {} flop-and-hand situations, not every deal",
            REPRESENTATIVE_FLOPS * HOLES
        ));
    }
    let solution = combine(&game, policy.as_ref(), parts);
    let values = (strategy == "optimal" && xtra.is_none())
        .then(|| FirstValues::of(&game, &solution).to_bytes());
    let second = solution.second_decision_counts(
        &Symmetry::new(),
        SECOND_CHART_ROWS.len(),
        &second_chart_row,
    );
    let summary = JheMainGameSummary {
        strategy: strategy.to_string(),
        xtra: xtra.map(<[u32]>::to_vec),
        report: solution.report(&game),
        first_chart: solution.first_decision_chart(&game, policy.as_ref()),
        second_chart: SECOND_CHART_ROWS
            .iter()
            .zip(second)
            .map(|(hand, (plays, situations))| SecondChartRow {
                hand: hand.to_string(),
                plays: plays as f64 / situations.max(1) as f64,
                situations,
            })
            .collect(),
        milliseconds: 0.0,
        sums: {
            let sums = MainGameSums::of(&game, &solution);
            vec![
                sums.net_halves.to_string(),
                sums.square_quarters.to_string(),
                sums.play_antes.to_string(),
                sums.deals.to_string(),
            ]
        },
        first_plays: if first_plays {
            plays_to_hex(&tally::first_plays(&game, policy.as_ref(), &solution))
        } else {
            String::new()
        },
    };
    let summary = JheMainGameSummary {
        milliseconds: now() - started,
        ..summary
    };
    Ok((summary, values))
}

/// First decisions as hexadecimal, four a digit (the first the digit's highest bit); the last
/// digit padded with decisions not to play.
pub fn plays_to_hex(plays: &[bool]) -> String {
    plays
        .chunks(4)
        .map(|four| {
            let digit = four
                .iter()
                .enumerate()
                .fold(0u32, |d, (i, &p)| d | (u32::from(p) << (3 - i)));
            char::from_digit(digit, 16).unwrap_or('0')
        })
        .collect()
}

/// From [`plays_to_hex`], the first `count` decisions; an error when the text is not that.
pub fn plays_from_hex(hex: &str, count: usize) -> Result<Vec<bool>, String> {
    if hex.len() != count.div_ceil(4) {
        return Err(format!(
            "the first decisions sent are {} digits, not the {} of {count} situations",
            hex.len(),
            count.div_ceil(4)
        ));
    }
    let mut plays = Vec::with_capacity(count + 3);
    for c in hex.chars() {
        let digit = c.to_digit(16).ok_or_else(|| {
            format!("the first decisions sent hold '{c}', not a hexadecimal digit")
        })?;
        plays.extend((0..4).map(|i| digit >> (3 - i) & 1 == 1));
    }
    plays.truncate(count);
    Ok(plays)
}

/// One share of the tally of `strategy`'s showdowns (the par sheet's X-tra Bonus section):
/// the flops `part` of `parts` walked again with the second decisions that part's walk took
/// (`part_bytes`, its [`jhe_part`] reply) and the whole walk's first decisions (`first_plays`,
/// from [`jhe_combine`]), reduced to the counts by the decision that made the Play (42 counts,
/// `holdem_solver::tally::FIELDS` per decision) as decimal text. `progress` as for
/// [`jhe_part`].
pub fn jhe_tally(
    strategy: &str,
    xtra: Option<&[u32]>,
    (part, parts): (usize, usize),
    part_bytes: &[u8],
    first_plays: &str,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Option<Vec<String>>, String> {
    let (game, policy, symmetry, range) = jhe_share(strategy, xtra, part, parts)?;
    let walked = Part::from_bytes(part_bytes)?;
    if walked.second_plays.len() != range.len() * HOLES {
        return Err(format!(
            "part {part} of {parts} holds {} second decisions, not its {} flops' {}",
            walked.second_plays.len(),
            range.len(),
            range.len() * HOLES
        ));
    }
    let plays = plays_from_hex(first_plays, HOLES * game.keys())?;
    let Some(counts) = tally::tally_part(
        &game,
        policy.as_ref(),
        &walked.second_plays,
        &symmetry,
        range,
        &mut |done, total| progress(done as f64 / total as f64),
    ) else {
        return Ok(None);
    };
    let decided = tally::decided_tally(&game, &plays, &counts)?;
    Ok(Some(
        decided.iter().flatten().map(u128::to_string).collect(),
    ))
}

/// The tally's shares ([`jhe_tally`]) added up, for a walk of `deals` deals.
pub fn tally_of(deals: u128, shares: &[Vec<String>]) -> Result<tally::ShowdownTally, String> {
    let decided = shares
        .iter()
        .map(|counts| {
            let numbers: Vec<u128> = counts
                .iter()
                .map(|c| c.parse::<u128>())
                .collect::<Result<_, _>>()
                .map_err(|_| "a tally share holds a count that is not a number".to_string())?;
            if numbers.len() != 3 * tally::FIELDS {
                return Err(format!(
                    "a tally share holds {} counts, not {}",
                    numbers.len(),
                    3 * tally::FIELDS
                ));
            }
            Ok(std::array::from_fn(|d| {
                std::array::from_fn(|f| numbers[d * tally::FIELDS + f])
            }))
        })
        .collect::<Result<Vec<_>, String>>()?;
    let whole = tally::add_decided(deals, &decided);
    if whole.showdowns() > deals {
        return Err("the tally's shares count more showdowns than there are deals".into());
    }
    Ok(whole)
}

/// One share of the strategy card's forward walk (`holdem_solver::forward`) with the X-tra
/// Bonus pays `xtra`: the representative boards `part` of `parts`, as decimal text
/// (`ForwardSums::to_numbers`); `progress` as for [`jhe_part`].
pub fn jhe_forward(
    xtra: Option<&[u32]>,
    (part, parts): (usize, usize),
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Option<Vec<String>>, String> {
    if parts == 0 || part >= parts {
        return Err(format!("part {part} of {parts} does not exist"));
    }
    let (game, policy) = jhe_game("simple", xtra)?;
    let symmetry = Symmetry::new();
    let n = symmetry.boards.len();
    Ok(forward::forward_part(
        &game,
        policy.as_ref(),
        &symmetry,
        n * part / parts..n * (part + 1) / parts,
        &mut |done, total| progress(done as f64 / total as f64),
    )
    .map(|sums| sums.to_numbers()))
}

/// The forward walk's shares added up; an error when one does not read or they do not cover
/// the game's `deals` once (the first walk's count, as [`tally_of`] takes it).
pub fn forward_of(deals: u128, shares: &[Vec<String>]) -> Result<forward::ForwardSums, String> {
    let mut whole = forward::ForwardSums::zero();
    for share in shares {
        whole.add(&forward::ForwardSums::from_numbers(share)?);
    }
    if whole.deals != deals {
        return Err(format!(
            "the forward walk's shares cover {} deals, not every deal's {deals}",
            whole.deals
        ));
    }
    Ok(whole)
}

/// The exact sums a Jackpot Hold 'Em analysis sent back (`JheMainGameSummary::sums`, read as
/// [`JheSums`]), for the par sheet; an error when they are missing or unreadable (a worker of an
/// older build).
pub fn main_game_sums(summary: &JheSums) -> Result<MainGameSums, String> {
    let bad = || "the analysis sent no exact sums: reload the page to run it again".to_string();
    let [net, square, play, deals] = summary.sums.as_slice() else {
        return Err(bad());
    };
    Ok(MainGameSums {
        net_halves: net.parse().map_err(|_| bad())?,
        square_quarters: square.parse().map_err(|_| bad())?,
        play_antes: play.parse().map_err(|_| bad())?,
        deals: deals.parse().map_err(|_| bad())?,
    })
}

/// One share of High Card Flush's main-game walk (`part` of `parts`) for a strategy: what each
/// of the page's workers sends back, added up by [`MainGameAnalysis::merge`].
pub fn main_game_share(
    strategy: &str,
    part: usize,
    parts: usize,
    progress: &mut dyn FnMut(f64),
) -> Result<MainGameAnalysis, String> {
    let strategy = Strategy::parse(strategy)?;
    let share = Share::new(part, parts)?;
    Ok(analyze_main_game_share(&strategy, share, progress))
}

/// Runs the whole main-game walk in one place, reporting progress (the in-app benchmark).
pub fn main_game(
    strategy: &str,
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(f64),
) -> Result<MainGameSummary, String> {
    let started = now();
    let analysis = main_game_share(strategy, 0, 1, progress)?;
    Ok(main_game_summary(&analysis, now() - started))
}

/// The figures the page shows, from the analysis of every hand.
pub fn main_game_summary(a: &MainGameAnalysis, milliseconds: f64) -> MainGameSummary {
    MainGameSummary {
        strategy: a.strategy.clone(),
        house_edge: a.house_edge(),
        house_edge_numerator: (-a.total_net).to_string(),
        house_edge_denominator: a.pairs.to_string(),
        element_of_risk: a.element_of_risk(),
        average_wager: a.average_wager(),
        standard_deviation: a.standard_deviation(),
        action_frequencies: a.action_frequencies(),
        three_card_rows: a
            .three_card_chart
            .iter()
            .map(|row| ThreeCardSummary {
                ranks: row
                    .flush
                    .ranks()
                    .iter()
                    .map(|r| r.face())
                    .collect::<Vec<_>>()
                    .join("-"),
                raise_share: row.raise_hands as f64 / (row.raise_hands + row.fold_hands) as f64,
                by_pattern: row.by_pattern.map(|[fold, raise]| {
                    let n = fold + raise;
                    (n > 0).then(|| raise as f64 / n as f64)
                }),
            })
            .collect(),
        milliseconds,
        workers: 1,
    }
}

/// Every published side-wager paytable, fixed-odds and progressive, analysed exactly, each under
/// its jurisdiction's ace rule. Returns how many were analysed.
pub fn all_side_bets() -> Result<u32, String> {
    let high = hand_facts(AceRule::HighOnly);
    let low = hand_facts(AceRule::LowOrHigh);
    let mut count = 0;
    for table in all_paytables()
        .iter()
        .filter(|t| !t.needs_operator_amounts())
    {
        let facts = match HcfRules::of(table.jurisdiction).ace_rule.value {
            AceRule::HighOnly => &high,
            AceRule::LowOrHigh => &low,
        };
        if table.wager == SideWager::Progressive {
            analyze_progressive(table, facts)?;
        } else {
            analyze_paytable(table, facts)?;
        }
        count += 1;
    }
    Ok(count)
}

/// Seven-card poker evaluations per second: random hands (seeded, every run the same), and every
/// hand of a 32-card subset in enumeration order (C(32, 7) = 3,365,856), as an exhaustive walk
/// meets them.
fn poker_rates(now: &dyn Fn() -> f64) -> Result<(f64, f64), String> {
    use engine::poker::evaluate;
    let mut rng = engine::deck::seeded_rng(7);
    let mut deck: Vec<engine::Card> = engine::Card::deck().collect();
    let hands: Vec<engine::CardSet> = (0..100_000)
        .map(|_| {
            engine::deck::partial_shuffle(&mut deck, 7, &mut rng);
            deck[..7].iter().copied().collect()
        })
        .collect();
    let rounds = 20;
    let started = now();
    let mut checksum = 0u64;
    for _ in 0..rounds {
        checksum += hands.iter().map(|&h| evaluate(h).raw() as u64).sum::<u64>();
    }
    let random_ms = now() - started;
    let subset: Vec<u64> = engine::Card::deck().take(32).map(|c| c.bit()).collect();
    let started = now();
    let mut walked = 0u64;
    engine::combinatorics::for_each_seven_of(&subset, |bits| {
        checksum += evaluate(engine::CardSet::from_bits(bits)).raw() as u64;
        walked += 1;
    });
    let sequential_ms = now() - started;
    if checksum == 0 || walked != engine::combinatorics::binomial(32, 7) {
        return Err("the poker benchmark computed nothing".into());
    }
    let per_second = |n: f64, ms: f64| n / (ms.max(0.001) / 1000.0);
    Ok((
        per_second((hands.len() * rounds) as f64, random_ms),
        per_second(walked as f64, sequential_ms),
    ))
}

/// The in-app benchmark's workloads.
pub fn benchmark(
    now: &dyn Fn() -> f64,
    progress: &mut dyn FnMut(f64),
    user_agent: String,
) -> Result<BenchmarkResult, String> {
    let started = now();
    let paytables_analysed = all_side_bets()?;
    let all_side_bet_paytables_ms = now() - started;

    // Single decisions over a fixed set of random hands (seeded, so every run times the same).
    let mut rng = engine::deck::seeded_rng(2026);
    let mut deck: Vec<engine::Card> = engine::Card::deck().collect();
    let decisions_timed = 500u32;
    let hands: Vec<engine::CardSet> = (0..decisions_timed)
        .map(|_| {
            engine::deck::partial_shuffle(&mut deck, 7, &mut rng);
            deck[..7].iter().copied().collect()
        })
        .collect();
    let started = now();
    let checksum: i64 = hands
        .iter()
        .map(|&hand| analyze(hand).best().1.numerator)
        .sum();
    let decision_ev_ms = (now() - started) / decisions_timed as f64;
    if checksum == 0 {
        return Err("the decision benchmark computed nothing".into());
    }

    let (poker_random_per_second, poker_sequential_per_second) = poker_rates(now)?;
    let jhe = jhe_timings(now, &mut deck, &mut rng)?;
    let summary = main_game("optimal", now, progress)?;
    Ok(BenchmarkResult {
        poker_random_per_second,
        poker_sequential_per_second,
        main_game_optimal_ms: summary.milliseconds,
        house_edge: summary.house_edge,
        decision_ev_ms,
        decisions_timed,
        all_side_bet_paytables_ms,
        paytables_analysed,
        jhe_decision_two_ms: jhe.decision_two_ms,
        jhe_decision_three_ms: jhe.decision_three_ms,
        jhe_decisions_timed: jhe.decisions_timed,
        jhe_side_wager_paytables_ms: jhe.side_wagers_ms,
        user_agent,
    })
}

struct JheTimings {
    decision_two_ms: f64,
    decision_three_ms: f64,
    decisions_timed: u32,
    side_wagers_ms: f64,
}

/// Jackpot Hold 'Em's single decisions and side-wager paytables, timed on seeded hands.
fn jhe_timings(
    now: &dyn Fn() -> f64,
    deck: &mut [engine::Card],
    rng: &mut engine::deck::DealRng,
) -> Result<JheTimings, String> {
    use engine::jhe::decision::{decision_three, decision_two};
    use engine::jhe::paytables::{all_paytables, paytable};
    use engine::jhe::JheWager;
    let xtra = paytable(JheWager::XtraBonus, "A").ok_or("the X-tra Bonus paytable is missing")?;
    let decisions_timed = 20u32;
    let deals: Vec<[engine::Card; 7]> = (0..decisions_timed)
        .map(|_| {
            engine::deck::partial_shuffle(deck, 7, rng);
            [
                deck[0], deck[1], deck[2], deck[3], deck[4], deck[5], deck[6],
            ]
        })
        .collect();
    let started = now();
    let twos: i64 = deals
        .iter()
        .map(|d| {
            decision_two(xtra, [d[0], d[1]], [d[2], d[3], d[4]])[0]
                .1
                .numerator
        })
        .sum();
    let decision_two_ms = (now() - started) / decisions_timed as f64;
    let started = now();
    let threes: i64 = deals
        .iter()
        .map(|d| {
            decision_three(xtra, [d[0], d[1]], [d[2], d[3], d[4], d[5], d[6]])[0]
                .1
                .numerator
        })
        .sum();
    let decision_three_ms = (now() - started) / decisions_timed as f64;
    if twos == 0 && threes == 0 {
        return Err("the Jackpot Hold 'Em decision benchmark computed nothing".into());
    }
    let started = now();
    for table in all_paytables() {
        match table.wager {
            JheWager::PlayerBonus => {
                engine::jhe::analysis::player_bonus_odds(table)?;
            }
            JheWager::Progressive => {
                engine::jhe::analysis::progressive_value(table);
            }
            _ => {}
        }
    }
    Ok(JheTimings {
        decision_two_ms,
        decision_three_ms,
        decisions_timed,
        side_wagers_ms: now() - started,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker_protocol::{read_summary, Response};

    /// What the page does with its workers' replies: each share sent as the worker sends it
    /// (a `Response` as JSON, its 128-bit sums inside) and read back, then added up — the
    /// figures of one walk on one thread. A tagged enum holding the sums directly could not be
    /// read back at all.
    #[test]
    fn main_game_shares_pass_through_the_worker_messages_and_add_up() {
        let shares: Vec<MainGameAnalysis> = (0..2)
            .map(|part| {
                let share = main_game_share("optimal", part, 2, &mut |_| {}).unwrap();
                let reply = Response::MainGameShare {
                    share: serde_json::to_string(&share).unwrap(),
                };
                let sent = serde_json::to_string(&reply).unwrap();
                match serde_json::from_str::<Response>(&sent).unwrap() {
                    Response::MainGameShare { share } => serde_json::from_str(&share).unwrap(),
                    other => panic!("{other:?}"),
                }
            })
            .collect();
        let whole = MainGameAnalysis::merge(shares).unwrap();
        let summary = main_game_summary(&whole, 1.0);
        // The published optimal figure (PAYTABLES.md; `odds main-game`): 2.6645 %.
        assert_eq!(summary.house_edge_numerator, "161766105078360");
        assert_eq!(summary.house_edge_denominator, "6071092494667200");
        assert_eq!(
            summary,
            main_game("optimal", &|| 0.0, &mut |_| {})
                .map(|s| MainGameSummary {
                    milliseconds: 1.0,
                    ..s
                })
                .unwrap()
        );
        assert!(main_game_share("optimal", 2, 2, &mut |_| {})
            .unwrap_err()
            .contains("share 2 of 2"));
        assert!(main_game_share("sometimes", 0, 1, &mut |_| {}).is_err());
    }

    #[test]
    fn jackpot_holdem_shares_refuse_bad_requests_by_name() {
        let mut go_on = |_| true;
        assert!(jhe_part("optimal", None, 2, 2, &mut go_on)
            .unwrap_err()
            .contains("part 2 of 2"));
        assert!(jhe_part("optimal", None, 0, 0, &mut go_on).is_err());
        assert!(jhe_part("perfect", None, 0, 1, &mut go_on)
            .unwrap_err()
            .contains("unknown strategy 'perfect'"));
        // A custom X-tra Bonus table the exact sums cannot hold is refused by its line.
        assert!(jhe_part(
            "optimal",
            Some(&[500, 50, 10, 4, 2, 20_000]),
            0,
            1,
            &mut go_on
        )
        .unwrap_err()
        .starts_with("Straight: at most 10000 to 1"));
        // A share that stops when asked gives nothing, and no error.
        assert_eq!(jhe_part("optimal", None, 0, 1755, &mut |_| false), Ok(None));
        let now = || 0.0;
        assert!(jhe_combine("optimal", None, &[vec![1, 2, 3]], false, &now)
            .unwrap_err()
            .contains("header"));
        // Parts that do not cover every flop are refused, not reported as a house edge.
        let none: Vec<Vec<u8>> = Vec::new();
        assert!(jhe_combine("optimal", None, &none, false, &now)
            .unwrap_err()
            .contains("every deal"));
    }

    /// The par sheet's own X-tra Bonus solve, as the page runs it: the optimal player's parts
    /// (two here), added up by the combining worker, the exact sums sent back as text and read
    /// by `main_game_sums`; the tally's shares walked from each part's bytes and the first
    /// decisions the combine sent, added up by `tally_of`; the strategy card's forward walk in
    /// two shares through the reply's JSON, added up by `forward_of` — for a copy of Paytable
    /// A, the engine's pinned figures of its own walks (`par_sheet::jhe_main::OPTIMAL_SUMS`,
    /// `OPTIMAL_XTRA`, `par_sheet::jhe_main::JHE_CARD_FORWARD`; `solve_sums` walks them again in
    /// the engine's ignored `the_pinned_jhe_sums_are_the_walks`). Three full walks (15–30 s
    /// each natively), so run by hand:
    /// `cargo test -p app --release --lib -- --ignored worker_path`.
    #[test]
    #[ignore]
    fn the_worker_paths_own_xtra_sums_are_the_engines_walk() {
        use engine::par_sheet::jhe_main::{OPTIMAL_SUMS, OPTIMAL_XTRA};
        let pays = [500, 50, 10, 4, 2, 1];
        let through_json = |counts: Vec<String>| {
            let sent =
                serde_json::to_string(&Response::Tally(crate::worker_protocol::TallyShare {
                    counts,
                }))
                .unwrap();
            crate::worker_protocol::read_kind::<crate::worker_protocol::TallyShare>(
                &sent,
                "tally",
                "tally share",
            )
            .unwrap()
            .unwrap()
            .counts
        };
        let forwarded: Vec<Vec<String>> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..2)
                .map(|part| {
                    scope.spawn(move || {
                        jhe_forward(Some(&pays), (part, 2), &mut |_| true)
                            .unwrap()
                            .unwrap()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| through_json(h.join().unwrap()))
                .collect()
        });
        let card = engine::par_sheet::jhe_main::JHE_CARD_FORWARD;
        assert_eq!(forward_of(card.deals, &forwarded), Ok(card));
        {
            let (strategy, want) = ("optimal", OPTIMAL_SUMS);
            // Each part on a thread of its own, as each on a worker of its own.
            let parts: Vec<Vec<u8>> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..2)
                    .map(|part| {
                        scope.spawn(move || {
                            jhe_part(strategy, Some(&pays), part, 2, &mut |_| true)
                                .unwrap()
                                .unwrap()
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap()).collect()
            });
            let tallied = strategy == "optimal";
            let (summary, values) =
                jhe_combine(strategy, Some(&pays), &parts, tallied, &|| 0.0).unwrap();
            assert!(values.is_none(), "a custom table's values are not stored");
            let sent = serde_json::to_string(&Response::JheMainGame(summary)).unwrap();
            let read = read_summary::<JheSums>(&sent).unwrap().unwrap();
            assert_eq!(main_game_sums(&read), Ok(want), "{strategy}");
            assert_eq!(read.first_plays.is_empty(), !tallied);
            if tallied {
                let shares: Vec<Vec<String>> = std::thread::scope(|scope| {
                    let handles: Vec<_> = parts
                        .iter()
                        .enumerate()
                        .map(|(part, bytes)| {
                            let plays = &read.first_plays;
                            scope.spawn(move || {
                                let reply = jhe_tally(
                                    strategy,
                                    Some(&pays),
                                    (part, 2),
                                    bytes,
                                    plays,
                                    &mut |_| true,
                                )
                                .unwrap()
                                .unwrap();
                                // Through the reply's JSON, as the page reads it.
                                let sent = serde_json::to_string(&Response::Tally(
                                    crate::worker_protocol::TallyShare { counts: reply },
                                ))
                                .unwrap();
                                crate::worker_protocol::read_kind::<
                                    crate::worker_protocol::TallyShare,
                                >(&sent, "tally", "tally share")
                                .unwrap()
                                .unwrap()
                                .counts
                            })
                        })
                        .collect();
                    handles.into_iter().map(|h| h.join().unwrap()).collect()
                });
                assert_eq!(tally_of(want.deals, &shares), Ok(OPTIMAL_XTRA));
            }
        }
    }

    /// The forward walk's shares: added up when they cover every deal once, refused when not or
    /// when one does not read.
    #[test]
    fn forward_shares_add_up_or_are_refused() {
        let card = engine::par_sheet::jhe_main::JHE_CARD_FORWARD;
        assert_eq!(
            forward_of(card.deals, &[card.to_numbers()]),
            Ok(card.clone())
        );
        let twice = forward_of(card.deals, &[card.to_numbers(), card.to_numbers()]).unwrap_err();
        assert!(twice.contains("not every deal's"), "{twice}");
        let mut bad = card.to_numbers();
        bad[0] = "-1".into();
        assert!(forward_of(card.deals, &[bad])
            .unwrap_err()
            .contains("not a count"));
        assert!(jhe_forward(None, (2, 2), &mut |_| true)
            .unwrap_err()
            .contains("part 2 of 2"));
    }

    /// The tally's messages: the first decisions' hexadecimal round trip, and every part of a
    /// share's request or reply that does not fit refused by what is wrong, not walked.
    #[test]
    fn the_tallys_messages_round_trip_and_refuse_what_does_not_fit() {
        for n in [0usize, 1, 3, 4, 5, 8, 68_952] {
            let plays: Vec<bool> = (0..n).map(|i| (i * 7919) % 3 == 0).collect();
            let hex = plays_to_hex(&plays);
            assert_eq!(hex.len(), n.div_ceil(4));
            assert_eq!(plays_from_hex(&hex, n), Ok(plays));
        }
        assert_eq!(plays_to_hex(&[true, false, true, true, true]), "b8");
        assert!(plays_from_hex("b8", 9).unwrap_err().contains("not the 3"));
        assert!(plays_from_hex("bx", 8).unwrap_err().contains("'x'"));
        let mut go_on = |_| true;
        assert!(jhe_tally("optimal", None, (2, 2), &[], "", &mut go_on)
            .unwrap_err()
            .contains("part 2 of 2"));
        assert!(jhe_tally("optimal", None, (0, 2), &[1, 2], "", &mut go_on)
            .unwrap_err()
            .contains("header"));
        // A part of another split (no second decisions) is not this share's.
        let empty = Part {
            first: Vec::new(),
            second_plays: Vec::new(),
        }
        .to_bytes();
        assert!(jhe_tally("optimal", None, (0, 2), &empty, "", &mut go_on)
            .unwrap_err()
            .contains("second decisions"));
        // Shares that do not add up to a tally.
        let share = |n: usize, count: &str| vec![count.to_string(); n];
        assert!(tally_of(10, &[share(41, "0")])
            .unwrap_err()
            .contains("41 counts"));
        assert!(tally_of(10, &[share(42, "x")])
            .unwrap_err()
            .contains("not a number"));
        assert!(tally_of(10, &[share(42, "1")])
            .unwrap_err()
            .contains("more showdowns"));
        let tally = tally_of(100, &[share(42, "1"), share(42, "0")]).unwrap();
        assert_eq!(tally.by_decision, [[1; tally::FIELDS]; 3]);
        assert_eq!(tally.folds(), 100 - 36);
    }

    /// A summary without the exact sums (a worker of an older build, a cached run) is refused
    /// by name, not read as zeros.
    #[test]
    fn a_summary_without_exact_sums_is_refused_by_name() {
        let summary = crate::worker_protocol::summary_for_tests(&[]);
        // Read as the par sheet reads the combining worker's reply.
        let sums_of = |summary: &JheMainGameSummary| {
            let sent = serde_json::to_string(&Response::JheMainGame(summary.clone())).unwrap();
            main_game_sums(&read_summary::<JheSums>(&sent).unwrap().unwrap())
        };
        assert!(sums_of(&summary).unwrap_err().contains("no exact sums"));
        let unreadable = JheMainGameSummary {
            sums: ["-6", "forty", "7", "12"].map(String::from).to_vec(),
            ..summary.clone()
        };
        assert!(sums_of(&unreadable).unwrap_err().contains("no exact sums"));
        let with = JheMainGameSummary {
            sums: ["-6", "40", "7", "12"].map(String::from).to_vec(),
            ..summary
        };
        assert_eq!(
            sums_of(&with),
            Ok(MainGameSums {
                net_halves: -6,
                square_quarters: 40,
                play_antes: 7,
                deals: 12
            })
        );
    }

    #[test]
    fn every_published_table_but_ma_sfb_g_is_analysed() {
        // 68 paytables, less MA SFB G whose amounts the operator sets.
        assert_eq!(all_side_bets(), Ok(67));
    }
}
