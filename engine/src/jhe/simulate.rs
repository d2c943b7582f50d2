//! Jackpot Hold 'Em many rounds at a time: the same settlement as the table (B11.1, the Player
//! Bonus, the Progressive from its named meters, the payout limit), written for speed and checked
//! against the table round by round (`engine/tests/jhe_soak.rs`). Returns per unit wagered are
//! Monte Carlo figures with their standard errors.

use super::config::JheConfig;
use super::paytables::{paytable, JhePaytable};
use super::rules::{JheDecision, JheWager};
use super::strategy::JheStrategy;
use crate::cards::{Card, CardSet};
use crate::deck::partial_shuffle;
use crate::meters::MeterBank;
use crate::money::Cents;
use crate::monte_carlo::Tally;
use crate::paytable::Pay;
use crate::poker::{evaluate, Category, HandValue};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::cmp::Ordering;

/// What to simulate: the table, how many players, what each wagers and how they play.
#[derive(Clone, Debug, PartialEq)]
pub struct JheSimSetup {
    pub config: JheConfig,
    pub players: u8,
    pub ante: Cents,
    /// Each player's Player Bonus (zero: none).
    pub player_bonus: Cents,
    /// Whether each player makes the Progressive wager (the table's unit).
    pub progressive: bool,
    pub strategy: JheStrategy,
}

/// One seat's result in cents, by wager in [`JheWager::ALL`] order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JheSeatResult {
    pub wagered: [i64; 5],
    pub net: [i64; 5],
}

/// The paytables a simulation reads, resolved once.
pub struct JheResolved {
    xtra: &'static JhePaytable,
    player_bonus: &'static JhePaytable,
    progressive: Option<&'static JhePaytable>,
}

impl JheResolved {
    pub fn new(setup: &JheSimSetup) -> Result<JheResolved, String> {
        setup
            .config
            .validate(&super::rules::JheRules::maryland())
            .map_err(|e| e.to_string())?;
        crate::monte_carlo::check_players_and_ante(
            setup.players,
            setup.config.seats,
            setup.ante,
            (setup.config.ante_min, setup.config.ante_max),
        )?;
        if setup.player_bonus.0 > 0 {
            match setup.config.player_bonus {
                Some((min, max)) if (min..=max).contains(&setup.player_bonus) => {}
                Some((min, max)) => {
                    return Err(format!("the Player Bonus must be between {min} and {max}"))
                }
                None => return Err("this table does not offer the Player Bonus".into()),
            }
        }
        let progressive = setup.config.progressive_table();
        if setup.progressive && progressive.is_none() {
            return Err("this table does not offer the Progressive".into());
        }
        let table = |w| paytable(w, "A").ok_or_else(|| "a paytable is missing".to_string());
        Ok(JheResolved {
            xtra: table(JheWager::XtraBonus)?,
            player_bonus: table(JheWager::PlayerBonus)?,
            progressive,
        })
    }
}

fn to_one(table: &JhePaytable, cards: CardSet) -> i64 {
    match table.winning_line(cards).map(|(_, l)| l.pay) {
        Some(Pay::ToOne(n)) => n as i64,
        _ => 0,
    }
}

/// Settles one round from its cards (`holes[i]` is seat `i + 1`): decisions by the setup's
/// strategy, then the table's settlement; the meters are updated.
pub fn settle_round(
    setup: &JheSimSetup,
    resolved: &JheResolved,
    holes: &[[Card; 2]],
    dealer: [Card; 2],
    community: [Card; 5],
    meter: &mut Option<MeterBank>,
) -> Vec<JheSeatResult> {
    let board: CardSet = community.iter().copied().collect();
    let shown = |n: usize| -> CardSet { community[..n].iter().copied().collect() };
    let dealer_value = evaluate(board.with(dealer[0]).with(dealer[1]));
    let ante = setup.ante.0;
    let unit = setup.config.progressive.as_ref().map_or(0, |p| p.unit.0);
    let settings = setup
        .config
        .progressive
        .as_ref()
        .map_or(&[][..], |p| p.meters.as_slice());
    let progressive_on = setup.progressive && resolved.progressive.is_some();
    // "No more bets": every Progressive wager adds its share to each meter, seat by seat.
    if let (true, Some(bank)) = (progressive_on, meter.as_mut()) {
        for _ in holes {
            for s in settings {
                let share = Cents(unit)
                    .checked_mul_div(s.rate_bp as i64, 10_000)
                    .unwrap_or_default();
                let _ = bank.add(s.meter, share);
            }
        }
    }
    let mut results = vec![JheSeatResult::default(); holes.len()];
    // Decisions, seat by seat at each point (a strategy looks only at its own cards).
    let decisions: Vec<JheDecision> = if setup.strategy == JheStrategy::Optimal {
        optimal_decisions(holes, community)
    } else {
        holes
            .iter()
            .map(|hole| {
                let hole_set = CardSet::EMPTY.with(hole[0]).with(hole[1]);
                [(1u8, 1usize), (2, 3), (3, 5)]
                    .into_iter()
                    .map(|(point, n)| setup.strategy.decide(point, hole_set, shown(n)))
                    .find(|d| *d != JheDecision::Check)
                    .unwrap_or(JheDecision::Fold)
            })
            .collect()
    };
    let limit = setup.config.payout_limit.map(|l| l.0);
    // Settlement, counterclockwise: seat n first.
    for i in (0..holes.len()).rev() {
        let r = &mut results[i];
        let seven = board.with(holes[i][0]).with(holes[i][1]);
        let mut paid = 0i64; // winnings so far under the payout limit
        let mut pay = |amount: i64| -> i64 {
            match limit {
                Some(l) => {
                    let allowed = amount.min((l - paid).max(0));
                    paid += allowed;
                    allowed
                }
                None => amount,
            }
        };
        r.wagered[0] = ante;
        r.wagered[1] = ante;
        match decisions[i] {
            JheDecision::Play(m) => {
                let play = ante * m as i64;
                r.wagered[2] = play;
                let player: HandValue = evaluate(seven);
                let qualifies = dealer_value.category() >= Category::Pair;
                match player.cmp(&dealer_value) {
                    Ordering::Greater => {
                        r.net[0] = if qualifies { pay(ante) } else { 0 };
                        r.net[1] = pay(ante * to_one(resolved.xtra, seven));
                        r.net[2] = pay(play);
                    }
                    Ordering::Less => {
                        r.net[0] = if qualifies { -ante } else { 0 };
                        r.net[1] = -ante;
                        r.net[2] = -play;
                    }
                    Ordering::Equal => {}
                }
            }
            _ => {
                r.net[0] = -ante;
                r.net[1] = -ante;
            }
        }
        if setup.player_bonus.0 > 0 {
            let stake = setup.player_bonus.0;
            r.wagered[3] = stake;
            let odds = to_one(resolved.player_bonus, seven);
            r.net[3] = if odds > 0 { pay(stake * odds) } else { -stake };
        }
        if progressive_on {
            r.wagered[4] = unit;
            let five = shown(3).with(holes[i][0]).with(holes[i][1]);
            let won = match resolved
                .progressive
                .and_then(|t| t.winning_line(five))
                .map(|(_, l)| l.pay)
            {
                Some(Pay::ForOne(n)) => unit * n as i64,
                Some(Pay::MeterPercent {
                    meter: name,
                    percent,
                }) => match meter.as_mut() {
                    Some(bank) => {
                        let amount = bank
                            .get(name)
                            .checked_mul_div(percent as i64, 100)
                            .unwrap_or_default();
                        let reset = settings
                            .iter()
                            .find(|s| s.meter == name)
                            .map_or(Cents::ZERO, |s| s.reset);
                        bank.set(name, reset);
                        amount.0
                    }
                    None => 0,
                },
                _ => 0,
            };
            r.net[4] = won - unit;
        }
    }
    results
}

/// The optimal player's decisions from the shipped tables ([`super::optimal_tables`]): the
/// same decisions as [`JheStrategy::Optimal`] without solving, the river's counts shared by
/// every seat that gets there.
fn optimal_decisions(holes: &[[Card; 2]], community: [Card; 5]) -> Vec<JheDecision> {
    let tables = super::optimal_tables::shipped();
    let board = community.map(|c| c.index());
    let mut river: Option<super::optimal_tables::RiverBoard> = None;
    holes
        .iter()
        .map(|hole| {
            let hole = [hole[0].index(), hole[1].index()];
            if tables.first_plays(hole, board[0]) {
                JheDecision::Play(3)
            } else if tables.second_plays(hole, [board[0], board[1], board[2]]) {
                JheDecision::Play(2)
            } else {
                let river =
                    river.get_or_insert_with(|| super::optimal_tables::RiverBoard::new(&board));
                if tables.last_plays(river, hole) {
                    JheDecision::Play(1)
                } else {
                    JheDecision::Fold
                }
            }
        })
        .collect()
}

/// The result of a simulation: per wager and in all, per unit wagered, with standard errors.
pub type JheSimReport = crate::monte_carlo::SimReport<JheWager>;

/// Plays `rounds` rounds on `threads` threads (each its own meters), seeded from `seed`.
pub fn simulate(
    setup: &JheSimSetup,
    rounds: u64,
    seed: u64,
    threads: usize,
) -> Result<JheSimReport, String> {
    let resolved = JheResolved::new(setup)?;
    Ok(JheSimReport::run(
        &JheWager::ALL,
        rounds,
        seed,
        threads,
        |share, seed| run(setup, &resolved, share, seed),
    ))
}

fn run(setup: &JheSimSetup, resolved: &JheResolved, rounds: u64, seed: u64) -> [Tally; 6] {
    let mut rng = SmallRng::seed_from_u64(seed);
    let players = setup.players as usize;
    let needed = 2 * players + 7;
    let mut deck: Vec<Card> = Card::deck().collect();
    let mut meter = setup.config.progressive.as_ref().map(|p| {
        MeterBank::of(
            &p.meters
                .iter()
                .map(|m| (m.meter, m.initial))
                .collect::<Vec<_>>(),
        )
    });
    let mut tallies = [Tally::default(); 6];
    let mut holes = vec![[deck[0]; 2]; players];
    for _ in 0..rounds {
        partial_shuffle(&mut deck, needed, &mut rng);
        for (p, hole) in holes.iter_mut().enumerate() {
            *hole = [deck[2 * p], deck[2 * p + 1]];
        }
        let dealer = [deck[2 * players], deck[2 * players + 1]];
        let community = [
            deck[2 * players + 2],
            deck[2 * players + 3],
            deck[2 * players + 4],
            deck[2 * players + 5],
            deck[2 * players + 6],
        ];
        let results = settle_round(setup, resolved, &holes, dealer, community, &mut meter);
        let mut all = (0i64, 0i64);
        for (k, tally) in tallies.iter_mut().take(5).enumerate() {
            let wagered: i64 = results.iter().map(|r| r.wagered[k]).sum();
            let net: i64 = results.iter().map(|r| r.net[k]).sum();
            if wagered != 0 {
                tally.add(wagered, net);
            }
            all = (all.0 + wagered, all.1 + net);
        }
        tallies[5].add(all.0, all.1);
    }
    tallies
}
