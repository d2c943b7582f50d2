//! The exact value of the main game (Ante and Raise) over every player hand, for optimal play
//! and for named strategies.
//!
//! A hand's value depends only on its four suit masks, and not on which suit is which, so the
//! 133,784,560 hands are walked as about 5.6 million unordered sets of suit masks, each weighted
//! by the number of suit assignments it stands for. For each, the dealer's 45,379,620 possible
//! hands are counted exactly by [`dealer_counts`]: every figure here is an exact fraction.

#[cfg(test)]
use super::dealer_counts::dealer_counts;
use super::dealer_counts::{qualifier_poly, seventh, suit_poly, DealerCounts, Poly};
use super::decision::{raise_numerator, Decision, Strategy};
use super::flush::{raise_limits, FlushValue};
use crate::combinatorics::{binomial, SEVEN_CARD_HANDS};
use serde::{Deserialize, Serialize};

/// Dealer hands per player hand: C(45, 7).
pub const DEALER_HANDS: u64 = 45_379_620;

/// Summary of one strategy over every player hand. Money figures are per unit of Ante. A share
/// of the walk ([`analyze_main_game_share`]) has the same shape, its sums over its own hands
/// (`pairs` is still every deal's): shares are for [`MainGameAnalysis::merge`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MainGameAnalysis {
    pub strategy: String,
    /// Σ over (player hand, dealer hand) of the player's net, in Ante units: the exact return
    /// is `total_net / pairs`.
    pub total_net: i128,
    /// C(52, 7) × C(45, 7).
    pub pairs: u128,
    /// Σ of the total amount wagered (Ante + Raise) over pairs, in Ante units.
    pub total_wagered: i128,
    /// Σ of the squared net over pairs.
    pub total_net_squared: i128,
    /// Player hands that fold, and that raise 1×, 2×, 3×.
    pub action_counts: [u64; 4],
    /// For each three-card flush (by rank mask), the hands that raise and that fold.
    pub three_card_chart: Vec<ThreeCardRow>,
}

/// How often one three-card flush is raised under the strategy, over every way to hold it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThreeCardRow {
    pub flush: FlushValue,
    pub raise_hands: u64,
    pub fold_hands: u64,
    /// The smallest and largest advantage of raising over folding, in Ante units, over every
    /// hand holding this flush as its best: a row is always raised when `min > 0` and never
    /// when `max < 0` under optimal play.
    pub min_advantage: f64,
    pub max_advantage: f64,
    /// Hands [folded, raised] by how the other four cards fall: [3-3-1, 3-2-2, 3-2-1-1] (the
    /// first suit being this flush's): another three-card suit, two pairs of suited cards, or
    /// one.
    pub by_pattern: [[u64; 2]; 3],
}

/// Names of the patterns in [`ThreeCardRow::by_pattern`].
pub const PATTERNS: [&str; 3] = ["3-3-1", "3-2-2", "3-2-1-1"];

impl MainGameAnalysis {
    /// Expected return per unit of Ante (negative: the house's edge).
    pub fn return_per_ante(&self) -> f64 {
        self.total_net as f64 / self.pairs as f64
    }

    /// House edge per initial Ante.
    pub fn house_edge(&self) -> f64 {
        -self.return_per_ante()
    }

    /// Element of risk: the house's edge per unit of total money wagered (Ante + Raise).
    pub fn element_of_risk(&self) -> f64 {
        -(self.total_net as f64) / self.total_wagered as f64
    }

    /// Average total wager per round, in Ante units.
    pub fn average_wager(&self) -> f64 {
        self.total_wagered as f64 / self.pairs as f64
    }

    /// Standard deviation of one round's net, in Ante units.
    pub fn standard_deviation(&self) -> f64 {
        let mean = self.return_per_ante();
        (self.total_net_squared as f64 / self.pairs as f64 - mean * mean).sqrt()
    }

    /// Share of hands taking each action: fold, raise 1×, 2×, 3×.
    pub fn action_frequencies(&self) -> [f64; 4] {
        self.action_counts
            .map(|n| n as f64 / SEVEN_CARD_HANDS as f64)
    }

    /// The analysis of every hand from the shares of one walk (each [`Share`] of the same
    /// count once, in any order): the sums added, each three-card row's counts added and its
    /// advantages' range widened. An error names shares that do not fit together.
    pub fn merge(shares: Vec<MainGameAnalysis>) -> Result<MainGameAnalysis, String> {
        let mut shares = shares.into_iter();
        let mut whole = shares.next().ok_or("no share of the walk to add up")?;
        let mut rows: std::collections::BTreeMap<FlushValue, ThreeCardRow> =
            std::mem::take(&mut whole.three_card_chart)
                .into_iter()
                .map(|row| (row.flush, row))
                .collect();
        for share in shares {
            if share.strategy != whole.strategy || share.pairs != whole.pairs {
                return Err(format!(
                    "a share of the walk for {} does not fit one for {}",
                    share.strategy, whole.strategy
                ));
            }
            whole.total_net += share.total_net;
            whole.total_wagered += share.total_wagered;
            whole.total_net_squared += share.total_net_squared;
            for (sum, n) in whole.action_counts.iter_mut().zip(share.action_counts) {
                *sum += n;
            }
            for row in share.three_card_chart {
                match rows.entry(row.flush) {
                    std::collections::btree_map::Entry::Vacant(slot) => {
                        slot.insert(row);
                    }
                    std::collections::btree_map::Entry::Occupied(mut slot) => {
                        let kept = slot.get_mut();
                        kept.raise_hands += row.raise_hands;
                        kept.fold_hands += row.fold_hands;
                        kept.min_advantage = kept.min_advantage.min(row.min_advantage);
                        kept.max_advantage = kept.max_advantage.max(row.max_advantage);
                        for (sums, more) in kept.by_pattern.iter_mut().zip(row.by_pattern) {
                            sums[0] += more[0];
                            sums[1] += more[1];
                        }
                    }
                }
            }
        }
        // Best flush first, as the walk gives them.
        whole.three_card_chart = rows.into_values().rev().collect();
        Ok(whole)
    }
}

/// Which share of the walk to take: of each size of best suit, the masks `part`, `part +
/// parts`, … (interleaved, so that shares cost about the same): how the browser's workers split
/// the exact analysis among every core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Share {
    pub part: usize,
    pub parts: usize,
}

impl Share {
    /// Every hand.
    pub const WHOLE: Share = Share { part: 0, parts: 1 };

    /// `part` of `parts`; an error when there is no such share.
    pub fn new(part: usize, parts: usize) -> Result<Share, String> {
        if part < parts {
            Ok(Share { part, parts })
        } else {
            Err(format!("share {part} of {parts} does not exist"))
        }
    }

    fn takes(self, index: usize) -> bool {
        index % self.parts == self.part
    }
}

/// All 13-bit masks with at most 7 bits, grouped by popcount, each group in descending order.
fn masks_by_popcount() -> Vec<Vec<u16>> {
    let mut groups = vec![Vec::new(); 8];
    for mask in (0u16..(1 << 13)).rev() {
        let n = mask.count_ones() as usize;
        if n <= 7 {
            groups[n].push(mask);
        }
    }
    groups
}

/// Number of distinct suit assignments of a multiset of four masks: 4! / Π(multiplicity!).
/// Equal masks must be adjacent (the masks are sorted).
fn arrangements(masks: [u16; 4]) -> u64 {
    let mut weight = 24u64;
    let mut run = 1u64;
    for i in 1..4 {
        if masks[i] == masks[i - 1] {
            run += 1;
            weight /= run;
        } else {
            run = 1;
        }
    }
    weight
}

/// Calls `visit(masks, weight)` for every unordered set of four suit masks holding seven cards,
/// sorted by flush value (the best flush first); the weights sum to C(52, 7).
///
/// The suits' card counts form one of the 11 partitions of 7 into four parts; within a
/// partition, suits with the same count take masks in descending order, so each set is met once.
pub fn for_each_hand_shape(mut visit: impl FnMut([u16; 4], u64)) {
    let groups = masks_by_popcount();
    for k0 in (0..=7usize).rev() {
        for k1 in (0..=k0.min(7 - k0)).rev() {
            for k2 in (0..=k1.min(7 - k0 - k1)).rev() {
                let k3 = 7 - k0 - k1 - k2;
                if k3 > k2 {
                    continue;
                }
                let (g0, g1, g2, g3) = (&groups[k0], &groups[k1], &groups[k2], &groups[k3]);
                for (i0, &m0) in g0.iter().enumerate() {
                    let from1 = if k1 == k0 { i0 } else { 0 };
                    for (i1, &m1) in g1.iter().enumerate().skip(from1) {
                        let from2 = if k2 == k1 { i1 } else { 0 };
                        for (i2, &m2) in g2.iter().enumerate().skip(from2) {
                            let from3 = if k3 == k2 { i2 } else { 0 };
                            for &m3 in &g3[from3..] {
                                let masks = [m0, m1, m2, m3];
                                visit(masks, arrangements(masks));
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One suit's polynomials for the three thresholds every count needs: the qualifier, "below the
/// player's hand" and "at most the player's hand".
#[derive(Clone, Copy, Default)]
struct SuitPolys {
    qualifier: Poly,
    below: Poly,
    at_most: Poly,
}

impl SuitPolys {
    const ONE: SuitPolys = SuitPolys {
        qualifier: [1, 0, 0, 0, 0, 0, 0, 0],
        below: [1, 0, 0, 0, 0, 0, 0, 0],
        at_most: [1, 0, 0, 0, 0, 0, 0, 0],
    };

    /// The polynomials of a suit in which the player holds `mask`. Below the qualifier only the
    /// qualifier's count matters (every qualifying dealer hand beats the player).
    #[inline]
    fn of(mask: u16, player: FlushValue) -> SuitPolys {
        let unseen = !mask & 0x1FFF;
        if player < super::flush::QUALIFIER {
            return SuitPolys {
                qualifier: qualifier_poly(unseen),
                ..SuitPolys::default()
            };
        }
        SuitPolys {
            qualifier: qualifier_poly(unseen),
            below: suit_poly(unseen, player, false),
            at_most: suit_poly(unseen, player, true),
        }
    }

    /// The product with another suit (or set of suits), whose degrees are at most `d` for the
    /// qualifier (3 per suit) and `len` per suit for the player's thresholds.
    #[inline]
    fn times(
        &self,
        other: &SuitPolys,
        degrees: (usize, usize),
        other_degrees: (usize, usize),
    ) -> SuitPolys {
        if other_degrees.1 == 0 {
            return SuitPolys {
                qualifier: multiply_bounded(
                    &self.qualifier,
                    degrees.0,
                    &other.qualifier,
                    other_degrees.0,
                ),
                ..SuitPolys::default()
            };
        }
        SuitPolys {
            qualifier: multiply_bounded(
                &self.qualifier,
                degrees.0,
                &other.qualifier,
                other_degrees.0,
            ),
            below: multiply_bounded(&self.below, degrees.1, &other.below, other_degrees.1),
            at_most: multiply_bounded(&self.at_most, degrees.1, &other.at_most, other_degrees.1),
        }
    }

    /// The dealer counts once the last suit is multiplied in.
    #[inline]
    fn finish(&self, last: &SuitPolys, player: FlushValue) -> DealerCounts {
        let not_qualifying = seventh(&self.qualifier, &last.qualifier);
        DealerCounts::from_cumulative(DEALER_HANDS, not_qualifying, player, || {
            (
                seventh(&self.below, &last.below),
                seventh(&self.at_most, &last.at_most),
            )
        })
    }
}

/// `a × b` truncated above degree 7, where `a` has degree at most `da` and `b` at most `db`.
#[inline]
fn multiply_bounded(a: &Poly, da: usize, b: &Poly, db: usize) -> Poly {
    let mut product = [0u64; 8];
    for i in 0..=da.min(7) {
        let ai = a[i];
        for j in 0..=db.min(7 - i) {
            product[i + j] += ai * b[j];
        }
    }
    product
}

/// Calls `visit(masks, weight, value, counts)` for every hand shape (as
/// [`for_each_hand_shape`]) with its value and exact dealer counts.
///
/// The best suit is fixed first, which fixes the hand's value and so every threshold; each other
/// suit's polynomials are then computed once per possible mask and the outer suits' products
/// shared by every inner suit.
pub fn for_each_hand_with_counts(visit: impl FnMut([u16; 4], u64, FlushValue, &DealerCounts)) {
    for_each_hand_with_counts_reporting(visit, &mut |_| {});
}

/// [`for_each_hand_with_counts`], calling `progress(hands done)` after each best-suit mask (a
/// few thousand times over the walk), so that a long run can show a progress bar.
pub fn for_each_hand_with_counts_reporting(
    visit: impl FnMut([u16; 4], u64, FlushValue, &DealerCounts),
    progress: &mut dyn FnMut(u64),
) {
    for_each_hand_with_counts_in(Share::WHOLE, visit, progress);
}

/// [`for_each_hand_with_counts_reporting`] over one share of the hands (by their best suit).
pub fn for_each_hand_with_counts_in(
    share: Share,
    mut visit: impl FnMut([u16; 4], u64, FlushValue, &DealerCounts),
    progress: &mut dyn FnMut(u64),
) {
    let mut done = 0u64;
    let groups = masks_by_popcount();
    let mut cache = vec![SuitPolys::default(); 1 << 13];
    for k0 in (0..=7usize).rev() {
        for (i0, &m0) in groups[k0].iter().enumerate() {
            if !share.takes(i0) {
                continue;
            }
            // Suits are in descending flush order, so the first is the hand's value.
            let value = FlushValue::of_suit_mask(m0);
            // Degree of the player's threshold polynomials; 0 marks "below the qualifier", where
            // only the qualifier's polynomial is needed.
            let len = if value < super::flush::QUALIFIER {
                0
            } else {
                (value.len() as usize).min(7)
            };
            let rest = 7 - k0;
            for group in &groups[..=rest] {
                for &m in group {
                    cache[m as usize] = SuitPolys::of(m, value);
                }
            }
            let p0 = SuitPolys::ONE.times(&SuitPolys::of(m0, value), (0, 0), (3, len));
            for k1 in (0..=k0.min(rest)).rev() {
                for k2 in (0..=k1.min(rest - k1)).rev() {
                    let k3 = rest - k1 - k2;
                    if k3 > k2 {
                        continue;
                    }
                    let (g1, g2, g3) = (&groups[k1], &groups[k2], &groups[k3]);
                    let from1 = if k1 == k0 { i0 } else { 0 };
                    for (i1, &m1) in g1.iter().enumerate().skip(from1) {
                        let p01 = p0.times(&cache[m1 as usize], (3, len), (3, len));
                        let from2 = if k2 == k1 { i1 } else { 0 };
                        if k3 == 0 {
                            // The last suit is empty: multiply its (fixed) polynomials in once
                            // and let the third suit finish the count.
                            let p013 = p01.times(&cache[0], (6, 2 * len), (3, len));
                            for &m2 in &g2[from2..] {
                                let masks = [m0, m1, m2, 0];
                                let counts = p013.finish(&cache[m2 as usize], value);
                                let weight = arrangements(masks);
                                done += weight;
                                visit(masks, weight, value, &counts);
                            }
                            continue;
                        }
                        for (i2, &m2) in g2.iter().enumerate().skip(from2) {
                            let p012 = p01.times(&cache[m2 as usize], (6, 2 * len), (3, len));
                            let from3 = if k3 == k2 { i2 } else { 0 };
                            for &m3 in &g3[from3..] {
                                let masks = [m0, m1, m2, m3];
                                let counts = p012.finish(&cache[m3 as usize], value);
                                let weight = arrangements(masks);
                                done += weight;
                                visit(masks, weight, value, &counts);
                            }
                        }
                    }
                }
            }
            progress(done);
        }
    }
}

/// The decision a strategy takes given the hand's value and counts (the counts make
/// [`Strategy::Optimal`] exact without re-evaluating).
pub(crate) fn decide(
    strategy: &Strategy,
    masks: [u16; 4],
    value: FlushValue,
    counts: &DealerCounts,
) -> Decision {
    let max = raise_limits(value.len()).max_multiple;
    match strategy {
        Strategy::Optimal => {
            let mut best = (Decision::Fold, -(counts.total as i64));
            for m in 1..=max {
                let n = raise_numerator(counts, m);
                if n > best.1 {
                    best = (Decision::Raise(m), n);
                }
            }
            best.0
        }
        Strategy::ThreeCardThreshold(threshold) => match value.len() {
            0..=2 => Decision::Fold,
            3 if value < *threshold => Decision::Fold,
            _ => Decision::Raise(max),
        },
        Strategy::AlwaysRaiseMax => Decision::Raise(max),
        Strategy::Card => {
            let high = masks.iter().map(|m| (m >> 9).count_ones()).sum();
            super::decision::card_decision(value, high)
        }
        Strategy::Chart => super::levels::chart_decision(value),
    }
}

/// Walks every player hand under a strategy: natively a share on each core, added up (about a
/// tenth of a second on two); in WebAssembly on the one thread it has (the page's workers
/// split the walk themselves).
pub fn analyze_main_game(strategy: &Strategy) -> MainGameAnalysis {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(16));
        if threads > 1 {
            let shares = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|part| {
                        let share = Share {
                            part,
                            parts: threads,
                        };
                        scope.spawn(move || analyze_main_game_share(strategy, share, &mut |_| {}))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a main-game thread panicked"))
                    .collect()
            });
            return MainGameAnalysis::merge(shares).expect("shares of one walk fit together");
        }
    }
    analyze_main_game_reporting(strategy, &mut |_| {})
}

/// [`analyze_main_game`] with progress: `progress(fraction of hands done)`.
pub fn analyze_main_game_reporting(
    strategy: &Strategy,
    progress: &mut dyn FnMut(f64),
) -> MainGameAnalysis {
    analyze_main_game_share(strategy, Share::WHOLE, progress)
}

/// One share of [`analyze_main_game`]'s walk, for [`MainGameAnalysis::merge`]; `progress` gets
/// the fraction of the share done (about).
pub fn analyze_main_game_share(
    strategy: &Strategy,
    share: Share,
    progress: &mut dyn FnMut(f64),
) -> MainGameAnalysis {
    // 64-bit sums suffice (|Σ| ≤ C(52,7) × 16 × C(45,7) ≈ 9.7e16) and are much cheaper than
    // 128-bit ones in WebAssembly; the totals are widened at the end.
    let mut total_net: i64 = 0;
    let mut total_wagered: i64 = 0;
    let mut total_net_squared: i64 = 0;
    let mut action_counts = [0u64; 4];
    // Three-card rows indexed by rank mask.
    let mut chart: Vec<Option<ThreeCardRow>> = vec![None; 1 << 13];
    let mut report =
        |done: u64| progress((done as f64 * share.parts as f64 / SEVEN_CARD_HANDS as f64).min(1.0));
    for_each_hand_with_counts_in(
        share,
        |masks: [u16; 4], weight, value, counts: &DealerCounts| {
            let counts = *counts;
            let decision = decide(strategy, masks, value, &counts);
            let w = weight as i64;
            let fold = -(counts.total as i64);
            let (net, wagered, squared) = match decision {
                Decision::Fold => (fold, counts.total as i64, counts.total as i64),
                Decision::Raise(m) => {
                    let stake = 1 + m as i64;
                    let decided = (counts.qualifying_below + counts.qualifying_above) as i64;
                    (
                        raise_numerator(&counts, m),
                        stake * counts.total as i64,
                        counts.not_qualifying as i64 + stake * stake * decided,
                    )
                }
            };
            total_net += w * net;
            total_wagered += w * wagered;
            total_net_squared += w * squared;
            let slot = match decision {
                Decision::Fold => 0,
                Decision::Raise(m) => m as usize,
            };
            action_counts[slot] += weight;
            if value.len() == 3 {
                let advantage = (raise_numerator(&counts, 1) - fold) as f64 / counts.total as f64;
                let row = chart[value.mask() as usize].get_or_insert(ThreeCardRow {
                    flush: value,
                    raise_hands: 0,
                    fold_hands: 0,
                    min_advantage: f64::INFINITY,
                    max_advantage: f64::NEG_INFINITY,
                    by_pattern: [[0; 2]; 3],
                });
                if decision == Decision::Fold {
                    row.fold_hands += weight;
                } else {
                    row.raise_hands += weight;
                }
                row.min_advantage = row.min_advantage.min(advantage);
                row.max_advantage = row.max_advantage.max(advantage);
                let pattern = match (masks[1].count_ones(), masks[2].count_ones()) {
                    (3, _) => 0,
                    (2, 2) => 1,
                    _ => 2,
                };
                row.by_pattern[pattern][usize::from(decision != Decision::Fold)] += weight;
            }
        },
        &mut report,
    );
    let mut three_card_chart: Vec<ThreeCardRow> = chart.into_iter().flatten().collect();
    three_card_chart.sort_by_key(|row| std::cmp::Reverse(row.flush));
    MainGameAnalysis {
        strategy: strategy.name(),
        total_net: total_net as i128,
        pairs: SEVEN_CARD_HANDS as u128 * binomial(45, 7) as u128,
        total_wagered: total_wagered as i128,
        total_net_squared: total_net_squared as i128,
        action_counts,
        three_card_chart,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The browser's workers each walk a share; added up, the shares are the whole walk to the
    /// last count and row (in any order), and shares that do not fit are refused by name.
    #[test]
    fn shares_of_the_walk_merge_to_the_whole_analysis() {
        for strategy in [Strategy::Optimal, Strategy::Card] {
            // One walk on one thread; `analyze_main_game` (shares on every core) must equal it.
            let whole = analyze_main_game_reporting(&strategy, &mut |_| {});
            assert_eq!(analyze_main_game(&strategy), whole);
            for parts in [2, 3] {
                let mut shares: Vec<MainGameAnalysis> = (0..parts)
                    .map(|part| {
                        let share = Share::new(part, parts).unwrap();
                        analyze_main_game_share(&strategy, share, &mut |_| {})
                    })
                    .collect();
                // Each share holds a real part of the hands.
                for share in &shares {
                    let hands: u64 = share.action_counts.iter().sum();
                    assert!(hands > SEVEN_CARD_HANDS / (2 * parts as u64), "{hands}");
                }
                shares.reverse();
                assert_eq!(MainGameAnalysis::merge(shares).unwrap(), whole);
            }
        }
        assert!(Share::new(3, 3).unwrap_err().contains("share 3 of 3"));
        let other =
            analyze_main_game_share(&Strategy::Card, Share::new(0, 2).unwrap(), &mut |_| {});
        let mine =
            analyze_main_game_share(&Strategy::Optimal, Share::new(1, 2).unwrap(), &mut |_| {});
        assert!(MainGameAnalysis::merge(vec![mine, other])
            .unwrap_err()
            .contains("does not fit"));
        assert!(MainGameAnalysis::merge(Vec::new()).is_err());
    }

    #[test]
    fn the_strategy_card_is_within_five_thousandths_of_a_percent_of_optimal() {
        let optimal = analyze_main_game(&Strategy::Optimal);
        let card = analyze_main_game(&Strategy::Card);
        let threshold = analyze_main_game(&Strategy::ten_eight_six());
        assert_eq!(card.pairs, optimal.pairs);
        // The cost against optimal, per Ante, as exact numerators over the same C(52,7)·C(45,7).
        let cost = |a: &MainGameAnalysis| (optimal.total_net - a.total_net) as f64 / a.pairs as f64;
        assert!(
            cost(&card) > 0.0 && cost(&card) < 0.000_05,
            "{}",
            cost(&card)
        );
        assert_eq!(format!("{:.6}", 100.0 * cost(&card)), "0.002629");
        // The figures the explorer shows without walking again.
        use crate::hcf::decision::{CARD_HOUSE_EDGE, OPTIMAL_HOUSE_EDGE};
        assert_eq!(
            (-card.total_net, card.pairs as i128),
            (CARD_HOUSE_EDGE.0 as i128, CARD_HOUSE_EDGE.1 as i128)
        );
        assert_eq!(
            (-optimal.total_net, optimal.pairs as i128),
            (OPTIMAL_HOUSE_EDGE.0 as i128, OPTIMAL_HOUSE_EDGE.1 as i128)
        );
        // The classic threshold, for comparison: 0.047 %.
        assert_eq!(format!("{:.4}", 100.0 * cost(&threshold)), "0.0469");
        // The table and simulator decide a hand the same way the walk does.
        let hand: crate::cards::CardSet = crate::cards::parse_exact("Tc 8c 3c Jd Qs 2h 4d", 7)
            .unwrap()
            .into_iter()
            .collect();
        assert_eq!(Strategy::Card.decide(hand), Decision::Raise(1));
        let one_short: crate::cards::CardSet = crate::cards::parse_exact("Tc 8c 3c Jd 9s 2h 4d", 7)
            .unwrap()
            .into_iter()
            .collect();
        assert_eq!(Strategy::Card.decide(one_short), Decision::Fold);
    }

    #[test]
    fn hand_shapes_cover_every_hand_once() {
        let mut hands = 0u64;
        let mut shapes = 0u64;
        for_each_hand_shape(|_, weight| {
            hands += weight;
            shapes += 1;
        });
        assert_eq!(hands, SEVEN_CARD_HANDS);
        assert!(shapes < SEVEN_CARD_HANDS / 20, "{shapes} shapes");
    }

    #[test]
    fn shared_polynomials_give_the_same_counts_as_direct_counting() {
        let mut checked = 0;
        for_each_hand_with_counts(|masks, _, value, counts| {
            checked += 1;
            if checked % 997 == 0 {
                assert_eq!(
                    *counts,
                    dealer_counts(masks.map(|m| !m & 0x1FFF), value),
                    "{masks:?}"
                );
            }
        });
    }

    #[test]
    fn arrangements_count_distinct_suit_assignments() {
        assert_eq!(arrangements([5, 4, 3, 2]), 24);
        assert_eq!(arrangements([5, 5, 3, 2]), 12);
        assert_eq!(arrangements([5, 5, 5, 2]), 4);
        assert_eq!(arrangements([3, 3, 1, 1]), 6);
    }
}
