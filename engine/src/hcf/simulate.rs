//! Monte Carlo play of many rounds at full speed, for checking returns by simulation and for
//! wagers whose value depends on the meter's path. Settles exactly as [`super::table::Table`]
//! does (a test replays random rounds through both), without the trace.
//!
//! Every figure it reports is an estimate and carries its standard error.

use super::config::TableConfig;
#[cfg(test)]
use super::decision::analyze;
use super::decision::{Decision, Strategy};
use super::flush::{flush_value, FlushValue};
use super::meter::{Meter, ProgressiveMeter};
use super::optimal::optimal_table;
use super::paytables::{envy_schedule, BonusHand, Pay, Paytable, SideWager};
use super::rules::{HcfRules, ProgressiveTiming, WagerKind};
use super::straight_flush::{straight_flushes, StraightFlushes};
use crate::cards::CardSet;
use crate::money::Cents;
use rand::rngs::SmallRng;
#[cfg(test)]
use rand::Rng;
use rand::SeedableRng;

/// What every simulated player wagers, and how they decide.
#[derive(Clone, Debug, PartialEq)]
pub struct SimSetup {
    pub config: TableConfig,
    /// Players at the table (seats 1..=players).
    pub players: u8,
    pub ante: Cents,
    pub flush_bonus: Cents,
    pub straight_flush_bonus: Cents,
    pub progressive: bool,
    pub strategy: Strategy,
}

pub use crate::monte_carlo::Tally;

/// The result of a simulation (the Envy Bonus counted with the Progressive it rides on).
pub type SimReport = crate::monte_carlo::SimReport<WagerKind>;

/// The paytables and switches a simulated round needs, resolved once per simulation.
pub struct Resolved {
    rules: HcfRules,
    flush: Option<Paytable>,
    sfb: Option<Paytable>,
    progressive: Option<Paytable>,
    limit: Option<Cents>,
    envy: Vec<(BonusHand, Cents)>,
    /// Flush Bonus "to 1" by flush length (from the paytable's own line matching).
    flush_by_len: [Option<i64>; 8],
    /// SFB "to 1" and Progressive line by straight-flush facts, see [`sf_index`].
    sfb_by_facts: [Option<i64>; 32],
    progressive_by_facts: [Option<Pay>; 32],
}

/// Index of the straight-flush facts a paytable line can depend on.
#[inline]
fn sf_index(sf: &StraightFlushes) -> usize {
    sf.longest as usize * 4 + sf.four_of_a_kind as usize * 2 + sf.nine_to_ace_six as usize
}

/// One seat's result in a simulated round, per wager type (index = `slot`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeatResult {
    pub wagered: [i64; 5],
    pub net: [i64; 5],
}

const KINDS: [WagerKind; 5] = [
    WagerKind::Ante,
    WagerKind::Raise,
    WagerKind::FlushBonus,
    WagerKind::StraightFlushBonus,
    WagerKind::Progressive,
];

impl Resolved {
    pub fn new(setup: &SimSetup) -> Result<Resolved, String> {
        let rules = setup.config.validate().map_err(|e| e.to_string())?;
        let envy = match &setup.config.progressive {
            Some(p) if rules.envy_bonus.value => envy_schedule(rules.jurisdiction, &p.label)
                .map(|e| e.lines.clone())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let flush = setup.config.paytable(SideWager::FlushBonus);
        let sfb = setup.config.paytable(SideWager::StraightFlushBonus);
        let progressive = setup.config.paytable(SideWager::Progressive);
        let mut flush_by_len = [None; 8];
        let mut sfb_by_facts = [None; 32];
        let mut progressive_by_facts = [None; 32];
        if let Some(t) = &flush {
            for (len, slot) in flush_by_len.iter_mut().enumerate() {
                *slot = to_one(t, len as u8, &StraightFlushes::default());
            }
        }
        for longest in 0..8u8 {
            for four_of_a_kind in [false, true] {
                for nine_to_ace_six in [false, true] {
                    let sf = StraightFlushes {
                        longest,
                        suit: None,
                        nine_to_ace_six,
                        four_of_a_kind,
                    };
                    let i = sf_index(&sf);
                    sfb_by_facts[i] = sfb.as_ref().and_then(|t| to_one(t, 0, &sf));
                    progressive_by_facts[i] = progressive
                        .as_ref()
                        .and_then(|t| t.winning_line(0, &sf).map(|(_, l)| l.pay));
                }
            }
        }
        // The payout limit only matters if a hand could ever win more than it.
        let top = |table: &[Option<i64>]| table.iter().flatten().copied().max().unwrap_or(0);
        let most = 4 * setup.ante.0
            + setup.flush_bonus.0 * top(&flush_by_len)
            + setup.straight_flush_bonus.0 * top(&sfb_by_facts);
        let limit = setup
            .config
            .effective_payout_limit(&rules)
            .filter(|l| l.0 < most);
        Ok(Resolved {
            flush_by_len,
            sfb_by_facts,
            progressive_by_facts,
            limit,
            flush,
            sfb,
            progressive,
            envy,
            rules,
        })
    }
}

/// Line payout "to 1" of a paytable for a hand, if any.
#[inline]
fn to_one(table: &Paytable, flush_len: u8, sf: &StraightFlushes) -> Option<i64> {
    match table.winning_line(flush_len, sf)?.1.pay {
        Pay::ToOne(n) => Some(n as i64),
        _ => None,
    }
}

/// Settles one round given every seat's hand and the dealer's, exactly as the table does.
/// `hands[i]` is seat `i + 1`. Returns each seat's result; the meter is updated.
pub fn settle_round(
    setup: &SimSetup,
    resolved: &Resolved,
    hands: &[CardSet],
    decisions: &[Decision],
    dealer: CardSet,
    meter: &mut Option<Meter>,
) -> Vec<SeatResult> {
    let mut results = vec![SeatResult::default(); hands.len()];
    let values: Vec<FlushValue> = hands.iter().map(|&h| flush_value(h)).collect();
    settle_round_into(
        setup,
        resolved,
        hands,
        &values,
        decisions,
        dealer,
        meter,
        &mut results,
    );
    results
}

/// [`settle_round`] into a caller's buffer (one [`SeatResult`] per hand, zeroed here): the
/// simulator's hot path, free of allocation.
#[allow(clippy::too_many_arguments)]
pub fn settle_round_into(
    setup: &SimSetup,
    resolved: &Resolved,
    hands: &[CardSet],
    values: &[FlushValue],
    decisions: &[Decision],
    dealer: CardSet,
    meter: &mut Option<Meter>,
    results: &mut [SeatResult],
) {
    let rules = &resolved.rules;
    let dealer_value = flush_value(dealer);
    let qualifies = dealer_value.qualifies();
    results.fill(SeatResult::default());
    let prog_config = setup.config.progressive.as_ref();
    let prog_on = setup.progressive && resolved.progressive.is_some();
    if let (true, Some(m), Some(config)) = (prog_on, meter.as_mut(), prog_config) {
        for _ in hands {
            m.contribute(config.unit, config).expect("meter fits");
        }
    }
    let unit = prog_config.map_or(Cents::ZERO, |c| c.unit);
    let ante = setup.ante.0;
    let end_of_round = rules.progressive_timing.value == ProgressiveTiming::EndOfRound;
    let mut sfs: [Option<StraightFlushes>; 8] = [None; 8];
    let mut sf_of = |i: usize| -> StraightFlushes {
        *sfs[i].get_or_insert_with(|| straight_flushes(hands[i], rules.ace_rule.value))
    };

    let progressive =
        |i: usize, results: &mut [SeatResult], meter: &mut Option<Meter>, sf: StraightFlushes| {
            let folded = decisions[i] == Decision::Fold;
            results[i].wagered[4] += unit.0;
            if folded && !rules.progressive_live_on_fold.value {
                results[i].net[4] -= unit.0;
                return;
            }
            let award = match resolved.progressive_by_facts[sf_index(&sf)] {
                Some(Pay::MeterPercent { percent: p, .. }) => {
                    let m = meter.as_mut().expect("meter");
                    m.award(p, rules.meter.value, prog_config.expect("config"))
                        .expect("meter fits")
                        .amount
                        .0
                }
                Some(Pay::Fixed(per_unit)) => per_unit.0 * unit.0 / 100,
                _ => 0,
            };
            results[i].net[4] += award - unit.0;
            if award > 0 {
                if let Some(&(_, per_dollar)) = resolved.envy.iter().find(|(h, _)| match h {
                    BonusHand::StraightFlush(n) => sf.longest == *n,
                    other => other.is_held(0, &sf),
                }) {
                    for j in (0..hands.len()).rev() {
                        if j != i
                            && (decisions[j] != Decision::Fold
                                || rules.progressive_live_on_fold.value)
                        {
                            results[j].net[4] += per_dollar.0 * unit.0 / 100;
                        }
                    }
                }
            }
        };

    if resolved.limit.is_none() {
        // No payout limit can bite, so the order of a seat's wagers cannot change any amount,
        // and Progressive awards come off the meter counterclockwise under every timing rule:
        // settle in straight-line code.
        let (fb, sfb) = (setup.flush_bonus.0, setup.straight_flush_bonus.0);
        for i in (0..hands.len()).rev() {
            let value = values[i];
            let r = &mut results[i];
            r.wagered[0] = ante;
            match decisions[i] {
                Decision::Fold => r.net[0] = -ante,
                Decision::Raise(m) => {
                    let raise = ante * m as i64;
                    r.wagered[1] = raise;
                    if !qualifies {
                        r.net[0] = ante;
                    } else if value > dealer_value {
                        r.net[0] = ante;
                        r.net[1] = raise;
                    } else if value < dealer_value {
                        r.net[0] = -ante;
                        r.net[1] = -raise;
                    }
                }
            }
            if fb > 0 {
                r.wagered[2] = fb;
                r.net[2] = resolved.flush_by_len[value.len() as usize].map_or(-fb, |n| fb * n);
            }
            if sfb > 0 {
                r.wagered[3] = sfb;
                r.net[3] = resolved.sfb_by_facts[sf_index(&sf_of(i))].map_or(-sfb, |n| sfb * n);
            }
        }
        if prog_on {
            for i in (0..hands.len()).rev() {
                let sf = sf_of(i);
                progressive(i, results, meter, sf);
            }
        }
        return;
    }
    for i in (0..hands.len()).rev() {
        let value = values[i];
        let folded = decisions[i] == Decision::Fold;
        let mut limited_paid = 0i64;
        let mut cap = |won: i64| -> i64 {
            match resolved.limit {
                Some(limit) => {
                    let paid = won.min((limit.0 - limited_paid).max(0));
                    limited_paid += paid;
                    paid
                }
                None => won,
            }
        };
        for &kind in rules.settlement_order.value {
            match kind {
                WagerKind::Ante => {
                    results[i].wagered[0] += ante;
                    results[i].net[0] += if folded {
                        -ante
                    } else if !qualifies || value > dealer_value {
                        cap(ante)
                    } else if value < dealer_value {
                        -ante
                    } else {
                        0
                    };
                }
                WagerKind::Raise => {
                    if let Decision::Raise(m) = decisions[i] {
                        let raise = ante * m as i64;
                        results[i].wagered[1] += raise;
                        results[i].net[1] += if !qualifies {
                            0
                        } else if value > dealer_value {
                            cap(raise)
                        } else if value < dealer_value {
                            -raise
                        } else {
                            0
                        };
                    }
                }
                WagerKind::FlushBonus if setup.flush_bonus.0 > 0 => {
                    let stake = setup.flush_bonus.0;
                    results[i].wagered[2] += stake;
                    results[i].net[2] += match resolved.flush_by_len[value.len() as usize] {
                        Some(n) => cap(stake * n),
                        None => -stake,
                    };
                }
                WagerKind::StraightFlushBonus if setup.straight_flush_bonus.0 > 0 => {
                    let stake = setup.straight_flush_bonus.0;
                    results[i].wagered[3] += stake;
                    results[i].net[3] += match resolved.sfb_by_facts[sf_index(&sf_of(i))] {
                        Some(n) => cap(stake * n),
                        None => -stake,
                    };
                }
                WagerKind::Progressive if prog_on && !end_of_round => {
                    let sf = sf_of(i);
                    progressive(i, results, meter, sf);
                }
                _ => {}
            }
        }
    }
    if prog_on && end_of_round {
        for i in (0..hands.len()).rev() {
            let sf = sf_of(i);
            progressive(i, results, meter, sf);
        }
    }
}

/// Uses each 64-bit output of the generator as two 32-bit draws (both halves are uniform), which
/// halves the generator's work in the deal.
#[derive(Clone)]
struct HalfWords<R> {
    inner: R,
    spare: Option<u32>,
}

impl<R: rand::RngCore> HalfWords<R> {
    fn new(inner: R) -> Self {
        HalfWords { inner, spare: None }
    }
}

impl<R: rand::RngCore> rand::RngCore for HalfWords<R> {
    #[inline]
    fn next_u32(&mut self) -> u32 {
        match self.spare.take() {
            Some(half) => half,
            None => {
                let word = self.inner.next_u64();
                self.spare = Some(word as u32);
                (word >> 32) as u32
            }
        }
    }

    fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.inner.fill_bytes(dst)
    }
}

/// Deals `needed` cards (seven to each hand in turn) as bit masks: each card is uniform among
/// those left, drawn by index from the mask of remaining cards, so every deal is equally likely.
#[inline]
fn deal_masks<R: rand::RngCore + Clone>(rng: &mut R, needed: usize) -> [u64; 7] {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("bmi2") {
            // SAFETY: the CPU supports BMI2, checked just above.
            return unsafe { deal_masks_bmi2(rng, needed) };
        }
    }
    deal_masks_portable(rng, needed)
}

fn deal_masks_portable<R: rand::RngCore + Clone>(rng: &mut R, needed: usize) -> [u64; 7] {
    // Work on a local copy of the generator so its state stays in registers.
    let mut local = rng.clone();
    let mut deck: [u8; 52] = std::array::from_fn(|i| ((i / 13) * 16 + i % 13) as u8);
    let mut masks = [0u64; 7];
    let mut i = 0;
    for mask in masks.iter_mut().take(needed / 7) {
        let mut hand = 0u64;
        for _ in 0..7 {
            let j = i + crate::deck::bounded(&mut local, (52 - i) as u32) as usize;
            deck.swap(i, j);
            hand |= 1u64 << deck[i];
            i += 1;
        }
        *mask = hand;
    }
    *rng = local;
    masks
}

/// The `k`-th remaining card is `pdep(1 << k, remaining)`: one instruction on BMI2 CPUs.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "bmi2")]
unsafe fn deal_masks_bmi2<R: rand::RngCore + Clone>(rng: &mut R, needed: usize) -> [u64; 7] {
    use std::arch::x86_64::_pdep_u64;
    let mut local = rng.clone();
    let mut remaining = CardSet::full_deck().bits();
    let mut left = 52u32;
    let mut masks = [0u64; 7];
    for mask in masks.iter_mut().take(needed / 7) {
        let mut hand = 0u64;
        for _ in 0..7 {
            let k = crate::deck::bounded(&mut local, left);
            let card = _pdep_u64(1u64 << k, remaining);
            remaining &= !card;
            hand |= card;
            left -= 1;
        }
        *mask = hand;
    }
    *rng = local;
    masks
}

/// Plays `rounds` rounds on `threads` threads (each its own table and meter), seeded from
/// `seed` so that a run can be repeated exactly.
pub fn simulate(
    setup: &SimSetup,
    rounds: u64,
    seed: u64,
    threads: usize,
) -> Result<SimReport, String> {
    crate::monte_carlo::check_players_and_ante(
        setup.players,
        setup.config.seats,
        setup.ante,
        (setup.config.ante_min, setup.config.ante_max),
    )?;
    let resolved = Resolved::new(setup)?;
    if setup.flush_bonus.0 > 0 && resolved.flush.is_none() {
        return Err("this table does not offer the Flush Bonus".into());
    }
    if setup.straight_flush_bonus.0 > 0 && resolved.sfb.is_none() {
        return Err("this table does not offer the Straight Flush Bonus".into());
    }
    if setup.progressive && resolved.progressive.is_none() {
        return Err("this table does not offer the Progressive".into());
    }
    if matches!(setup.strategy, Strategy::Optimal) {
        optimal_table();
    }
    Ok(SimReport::run(
        &KINDS,
        rounds,
        seed,
        threads,
        |share, seed| run(setup, &resolved, share, seed),
    ))
}

fn run(setup: &SimSetup, resolved: &Resolved, rounds: u64, seed: u64) -> [Tally; 6] {
    let mut rng = HalfWords::new(SmallRng::seed_from_u64(seed));
    let players = setup.players as usize;
    let needed = 7 * (players + 1);
    let mut meter = setup.config.progressive.as_ref().map(Meter::seeded);
    let mut tallies = [Tally::default(); 6];
    let mut hands = vec![CardSet::EMPTY; players];
    let mut values = vec![FlushValue::of_suit_mask(0); players];
    let mut decisions = vec![Decision::Fold; players];
    let mut results = vec![SeatResult::default(); players];
    let optimal = matches!(setup.strategy, Strategy::Optimal).then(optimal_table);
    for _ in 0..rounds {
        let masks = deal_masks(&mut rng, needed);
        for p in 0..players {
            hands[p] = CardSet::from_bits(masks[p]);
            values[p] = flush_value(hands[p]);
            decisions[p] = match optimal {
                Some(table) => table.decide_with_value(hands[p], values[p]),
                None => setup.strategy.decide(hands[p]),
            };
        }
        let dealer = CardSet::from_bits(masks[players]);
        settle_round_into(
            setup,
            resolved,
            &hands,
            &values,
            &decisions,
            dealer,
            &mut meter,
            &mut results,
        );
        let mut round_w = [0i64; 5];
        let mut round_n = [0i64; 5];
        for r in &results {
            for k in 0..5 {
                round_w[k] += r.wagered[k];
                round_n[k] += r.net[k];
            }
        }
        for k in 0..5 {
            if round_w[k] != 0 || round_n[k] != 0 {
                tallies[k].add(round_w[k], round_n[k]);
            }
        }
        tallies[5].add(round_w.iter().sum(), round_n.iter().sum());
    }
    tallies
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jurisdiction::Jurisdiction;

    fn setup(j: Jurisdiction) -> SimSetup {
        SimSetup {
            config: TableConfig::default_for(j),
            players: 6,
            ante: Cents::dollars(5),
            flush_bonus: Cents::dollars(1),
            straight_flush_bonus: Cents::dollars(1),
            progressive: true,
            strategy: Strategy::Optimal,
        }
    }

    #[test]
    fn both_dealers_deal_uniformly() {
        // Chi-square of which card lands first in the dealer's hand (the last of 49 cards):
        // 51 degrees of freedom, 0.1% critical value 87.97.
        for portable in [true, false] {
            let mut rng = HalfWords::new(SmallRng::seed_from_u64(9));
            let mut counts = [0u32; 64];
            let trials = 104_000;
            for _ in 0..trials {
                let masks = if portable {
                    deal_masks_portable(&mut rng, 49)
                } else {
                    deal_masks(&mut rng, 49)
                };
                assert_eq!(masks.iter().map(|m| m.count_ones()).sum::<u32>(), 49);
                assert_eq!(
                    masks.iter().fold(0u64, |a, m| a | m).count_ones(),
                    49,
                    "no card twice"
                );
                counts[masks[6].trailing_zeros() as usize] += 1;
            }
            let expected: Vec<f64> = (0..64)
                .map(|b| {
                    if CardSet::full_deck().bits() >> b & 1 == 1 {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect();
            // P(lowest card of a 7-card hand is card c) is not uniform; compare to exact values:
            // the lowest of 7 cards from 52 is the c-th card (0-based) with prob C(51-c, 6)/C(52, 7).
            let mut chi = 0.0;
            let mut index = 0;
            for b in 0..64 {
                if expected[b] == 0.0 {
                    continue;
                }
                let p = crate::combinatorics::binomial(51 - index, 6) as f64
                    / crate::combinatorics::binomial(52, 7) as f64;
                index += 1;
                let e = p * trials as f64;
                if e > 0.0 {
                    chi += (counts[b] as f64 - e).powi(2) / e;
                }
            }
            assert!(chi < 100.0, "portable {portable}: chi-square {chi}");
        }
    }

    #[test]
    fn the_fast_optimal_decision_is_the_exact_one() {
        let mut rng = SmallRng::seed_from_u64(5);
        let mut deck: Vec<u8> = (0..52u8).map(|i| (i / 13) * 16 + i % 13).collect();
        for _ in 0..20_000 {
            for i in 0..7 {
                let j = rng.random_range(i..52);
                deck.swap(i, j);
            }
            let hand = CardSet::from_bits(deck[..7].iter().fold(0, |m, &b| m | 1u64 << b));
            assert_eq!(
                crate::hcf::optimal::fast_decision(&Strategy::Optimal, hand),
                analyze(hand).best().0
            );
        }
    }

    #[test]
    fn a_seed_repeats_a_simulation_and_the_main_game_matches_the_exact_edge() {
        let s = setup(Jurisdiction::Maryland);
        let a = simulate(&s, 200_000, 7, 2).unwrap();
        let b = simulate(&s, 200_000, 7, 2).unwrap();
        assert_eq!(a.tallies, b.tallies);
        // Ante + Raise per Ante against the exact optimal value (−2.6645% per Ante), within
        // five standard errors.
        let ante = a
            .tallies
            .iter()
            .find(|(k, _)| *k == WagerKind::Ante)
            .unwrap()
            .1;
        let raise = a
            .tallies
            .iter()
            .find(|(k, _)| *k == WagerKind::Raise)
            .unwrap()
            .1;
        let per_ante = (ante.net + raise.net) as f64 / ante.wagered as f64;
        let exact = -0.026_645_30;
        let se = 1.63 / (1_200_000f64).sqrt();
        assert!((per_ante - exact).abs() < 5.0 * se, "{per_ante} vs {exact}");
        assert!(ante.standard_error(a.rounds).unwrap() > 0.0);
    }
}
