//! High Card Flush's game-protection lab: the house edge against a player who sees one of the
//! dealer's seven cards, or a neighbour's seven, and plays the knowledge perfectly.
//!
//! **One dealer card, exact.** The dealer hands that hold a card `c` are all the dealer's
//! hands less those from the other cards: `counts(unseen) − counts(unseen − c)`, each by the
//! suit polynomials of [`super::dealer_counts`] (only `c`'s suit's polynomial changes, so the
//! other three suits' product is shared by every card of that suit). The card shown is any of
//! the dealer's seven, so it is uniform over the 45 the player cannot see; each hand's value is
//! the mean over those 45 of the best option against the C(44, 6) hands that hold it. Hands
//! are walked by suit shape as the main game's analysis walks them ([`for_each_hand_shape`]):
//! a card matters only by its rank and suit relative to the player's hand.
//!
//! **A neighbour's seven cards, Monte Carlo.** C(45, 7) neighbour hands per player hand are too
//! many to count, so the leak's worth is estimated: per seeded draw of a hand and a
//! neighbour's, the best option with the seven cards dead less the value, with them dead, of
//! the decision taken without seeing them. That difference has mean exactly the worth (its
//! second term averages to today's value) and a small spread, so the standard error is small.

use super::dealer_counts::{dealer_counts, multiply, qualifier_poly, suit_poly, DealerCounts};
use super::decision::{raise_numerator, OPTIMAL_HOUSE_EDGE};
use super::flush::{raise_limits, FlushValue, QUALIFIER};
use super::main_game::for_each_hand_shape;
use crate::cards::{Card, CardSet};
use crate::combinatorics::binomial;
use crate::protection::{
    seeded_mean, Fraction, LabRun, Leak, LeakFigure, LeakLab, LeakTable, Method,
};
use crate::random::Draw;
use crate::rule_set::{GameId, RuleSet};

pub const LEAKS: [Leak; 2] = [
    Leak {
        key: "dealer-card",
        seen: "one of the dealer's seven cards (a flashed or exposed card)",
        use_of_it: "raises or folds knowing that card is in the dealer's hand",
    },
    Leak {
        key: "neighbour",
        seen: "a neighbouring player's seven cards",
        use_of_it: "raises or folds knowing those seven cannot be in the dealer's hand",
    },
];

/// The best option's numerator (Ante units × dealer hands) against these counts.
fn best_numerator(counts: &DealerCounts, player: FlushValue) -> i64 {
    let fold = -(counts.total as i64);
    (1..=raise_limits(player.len()).max_multiple)
        .map(|m| raise_numerator(counts, m))
        .fold(fold, i64::max)
}

/// For one hand (the dealer's cards drawn from `unseen`, four suit masks): the sum over every
/// unseen card `c` of the best option's numerator against the dealer hands holding `c` (each
/// out of C(n − 1, 6) hands), and the counts without any card seen.
pub fn dealer_card_sums(unseen: [u16; 4], player: FlushValue) -> (i64, DealerCounts) {
    let n: u32 = unseen.iter().map(|m| m.count_ones()).sum();
    let above_qualifier = player >= QUALIFIER;
    // Kinds: below the qualifier, below the player, at most the player.
    let poly = |kind: usize, mask: u16| match kind {
        0 => qualifier_poly(mask),
        1 => suit_poly(mask, player, false),
        _ => suit_poly(mask, player, true),
    };
    let kinds = if above_qualifier { 3 } else { 1 };
    let seventh = |a: &[u64; 8], b: &[u64; 8]| (0..8).map(|k| a[k] * b[7 - k]).sum::<u64>();
    let mut all = [0u64; 3];
    let mut polys = [[[0u64; 8]; 4]; 3];
    for (kind, row) in polys.iter_mut().enumerate().take(kinds) {
        for (s, slot) in row.iter_mut().enumerate() {
            *slot = poly(kind, unseen[s]);
        }
        all[kind] = seventh(&multiply(&row[0], &row[1]), &multiply(&row[2], &row[3]));
    }
    let counts = DealerCounts::from_cumulative(binomial(n, 7), all[0], player, || (all[1], all[2]));
    let mut sum = 0i64;
    for (s, &suit) in unseen.iter().enumerate() {
        let others: Vec<[u64; 8]> = (0..kinds)
            .map(|kind| {
                let p = &polys[kind];
                let rest: Vec<&[u64; 8]> = (0..4).filter(|&t| t != s).map(|t| &p[t]).collect();
                multiply(&multiply(rest[0], rest[1]), rest[2])
            })
            .collect();
        let mut ranks = suit;
        while ranks != 0 {
            let rank = ranks.trailing_zeros();
            ranks &= ranks - 1;
            let without_mask = suit & !(1u16 << rank);
            let mut without = [0u64; 3];
            for kind in 0..kinds {
                without[kind] = seventh(&others[kind], &poly(kind, without_mask));
            }
            let not_holding =
                DealerCounts::from_cumulative(binomial(n - 1, 7), without[0], player, || {
                    (without[1], without[2])
                });
            let holding = counts.less(&not_holding);
            sum += best_numerator(&holding, player);
        }
    }
    (sum, counts)
}

/// The exact house edge against a player who sees one dealer card, over every deal: the sum of
/// the player's net over C(52, 7) hands × 45 cards seen × C(44, 6) dealer hands holding it
/// (= 7 × C(52, 7) × C(45, 7)), as a fraction, and today's optimal sum over the same deals
/// (seeing nothing), computed by the same walk. Split over `threads` threads by hand shape.
pub fn dealer_card_edge(threads: usize, progress: &mut dyn FnMut(f64)) -> (Fraction, Fraction) {
    let threads = threads.max(1);
    let walk = |part: usize, report: &mut dyn FnMut(f64)| {
        let (mut with, mut without) = (0i128, 0i128);
        let mut index = 0u64;
        for_each_hand_shape(|masks, weight| {
            index += 1;
            if index % threads as u64 != part as u64 {
                return;
            }
            if index % 65_536 == part as u64 {
                // About 5.6 million shapes in all.
                report(index as f64 / 5.6e6);
            }
            let player = masks
                .iter()
                .map(|&m| FlushValue::of_suit_mask(m))
                .max()
                .unwrap_or(FlushValue::of_suit_mask(0));
            let (sum, counts) = dealer_card_sums(masks.map(|m| 0x1FFF & !m), player);
            with += i128::from(weight) * i128::from(sum);
            without += i128::from(weight) * i128::from(best_numerator(&counts, player));
        });
        (with, without)
    };
    let (mut with, mut without) = (0i128, 0i128);
    if threads == 1 {
        (with, without) = walk(0, progress);
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (1..threads)
                .map(|part| scope.spawn(move || walk(part, &mut |_| {})))
                .collect();
            let (w, o) = walk(0, progress);
            with += w;
            without += o;
            for handle in handles {
                let (w, o) = handle.join().expect("a lab thread panicked");
                with += w;
                without += o;
            }
        });
    }
    progress(1.0);
    let pairs = i128::from(binomial(52, 7)) * i128::from(binomial(45, 7));
    (
        Fraction {
            numerator: -with,
            denominator: 7 * pairs,
        },
        Fraction {
            numerator: -without,
            denominator: pairs,
        },
    )
}

/// Draws `k` distinct cards from `from` (a partial shuffle).
fn draw_cards(rng: &mut impl Draw, from: &mut [Card], k: usize) -> CardSet {
    let mut set = CardSet::EMPTY;
    for i in 0..k {
        let j = rng.in_range(i, from.len());
        from.swap(i, j);
        set.insert(from[i]);
    }
    set
}

/// The neighbour's-hand leak by `samples` seeded draws: the mean and standard error of the
/// worth per Ante (see the module's note), the same on any number of `threads`.
pub fn neighbour_worth(samples: u64, seed: u64, threads: usize) -> (f64, f64) {
    seeded_mean(samples, seed, threads, |rng| {
        let mut deck: Vec<Card> = Card::deck().collect();
        let hand = draw_cards(rng, &mut deck, 7);
        let neighbour = draw_cards(rng, &mut deck[7..], 7);
        let player = super::flush::flush_value(hand);
        let today = dealer_counts(CardSet::full_deck().minus(hand).suit_masks(), player);
        let unseen = CardSet::full_deck().minus(hand).minus(neighbour);
        let known = dealer_counts(unseen.suit_masks(), player);
        // Today's decision (the first best option), valued against the dealer hands left.
        let mut best = (-(today.total as i64), -(known.total as i64));
        for m in 1..=raise_limits(player.len()).max_multiple {
            let n = raise_numerator(&today, m);
            if n > best.0 {
                best = (n, raise_numerator(&known, m));
            }
        }
        (best_numerator(&known, player) - best.1) as f64 / known.total as f64
    })
}

/// High Card Flush's lab.
pub struct HighCardFlushLab;

impl LeakLab for HighCardFlushLab {
    fn game(&self) -> GameId {
        GameId::HighCardFlush
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
        let (edge_with, seeing_nothing) = dealer_card_edge(run.threads, &mut |f| progress(0.9 * f));
        // The same walk seeing nothing must give today's exact edge (it is its own check).
        let today = Fraction {
            numerator: OPTIMAL_HOUSE_EDGE.0 as i128,
            denominator: OPTIMAL_HOUSE_EDGE.1 as i128,
        };
        if seeing_nothing != today {
            return Err(format!(
                "the walk seeing nothing gives {} / {}, not today's exact edge {} / {}",
                seeing_nothing.numerator,
                seeing_nothing.denominator,
                today.numerator,
                today.denominator
            ));
        }
        let neighbour = neighbour_worth(run.samples, run.seed, run.threads);
        progress(1.0);
        Ok(assemble(rule_set, edge_with, neighbour, run))
    }

    fn published(&self) -> LeakTable {
        let rule_set = RuleSet {
            game: GameId::HighCardFlush,
            jurisdiction: crate::Jurisdiction::Maryland,
        };
        let dealer = Fraction {
            numerator: PUBLISHED_DEALER_CARD_EDGE.0,
            denominator: PUBLISHED_DEALER_CARD_EDGE.1,
        };
        assemble(rule_set, dealer, PUBLISHED_NEIGHBOUR, &LabRun::default())
    }
}

/// The published house edge with a dealer card seen: [`dealer_card_edge`] over every deal
/// (`odds leak --game hcf`), over 7 × C(52, 7) × C(45, 7) deals.
pub const PUBLISHED_DEALER_CARD_EDGE: (i128, i128) = (973_786_491_809_712, 42_497_647_462_670_400);
/// The published neighbour's-hand worth and standard error per Ante: [`neighbour_worth`] at
/// the default effort ([`LabRun::default`]: 200,000 draws, seed 36).
pub const PUBLISHED_NEIGHBOUR: (f64, f64) =
    (0.000_816_828_269_569_174_6, 0.000_018_623_783_944_960_57);

/// The table from the figures.
fn assemble(
    rule_set: RuleSet,
    dealer_edge: Fraction,
    (worth, error): (f64, f64),
    run: &LabRun,
) -> LeakTable {
    let edge_without = Fraction {
        numerator: OPTIMAL_HOUSE_EDGE.0 as i128,
        denominator: OPTIMAL_HOUSE_EDGE.1 as i128,
    };
    LeakTable {
        game: GameId::HighCardFlush.code(),
        rule_set: rule_set.key(),
        edge_without,
        notes: vec![
            "The Ante and Raise (the main game) are the same under every High Card Flush rule set; side wagers do not depend on the decision and are left out.".into(),
            "A dealer card: exact over every deal (any of the dealer's seven, by its rank and suit against the player's hand).".into(),
            format!("A neighbour's hand: a seeded Monte Carlo estimate ({} deals, seed {}), shown with its standard error.", crate::money::grouped(run.samples), run.seed),
        ],
        figures: vec![
            LeakFigure {
                key: LEAKS[0].key,
                seen: LEAKS[0].seen,
                use_of_it: LEAKS[0].use_of_it,
                edge_without: edge_without.value(),
                edge_with: dealer_edge.value(),
                method: Method::Exact {
                    edge_with: dealer_edge,
                },
            },
            LeakFigure {
                key: LEAKS[1].key,
                seen: LEAKS[1].seen,
                use_of_it: LEAKS[1].use_of_it,
                edge_without: edge_without.value(),
                edge_with: edge_without.value() - worth,
                method: Method::MonteCarlo {
                    samples: run.samples,
                    seed: run.seed,
                    standard_error: error,
                },
            },
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_cards;
    use crate::hcf::decision::analyze_with_dead;
    use crate::hcf::flush::flush_value;

    fn set(text: &str) -> CardSet {
        parse_cards(text).unwrap().into_iter().collect()
    }

    /// Per card, the counts of the dealer hands holding it are today's counts less those with
    /// the card dead (`analyze_with_dead`, the product's other route); the best option against
    /// them summed over the 45 cards is the walk's figure for this hand.
    #[test]
    fn one_hand_agrees_with_the_dead_card_analysis() {
        for text in [
            "Qh Th 6h 3c 8d 9s Ks",
            "Ah Kh 9h 2c 5d 7s Js",
            "2c 3d 4h 5s 7c 8d 9h",
        ] {
            let hand = set(text);
            let player = flush_value(hand);
            let all = analyze_with_dead(hand, CardSet::EMPTY).unwrap().counts;
            let mut sum = 0;
            for card in CardSet::full_deck().minus(hand).iter() {
                let without = analyze_with_dead(hand, CardSet::EMPTY.with(card))
                    .unwrap()
                    .counts;
                let holding = all.less(&without);
                assert_eq!(holding.total, binomial(44, 6));
                sum += best_numerator(&holding, player);
            }
            let unseen = CardSet::full_deck().minus(hand).suit_masks();
            assert_eq!(dealer_card_sums(unseen, player), (sum, all), "{text}");
        }
    }

    /// With 30 cards dead the dealer's seven come from 15: for each card seen, its
    /// C(14, 6) = 3,003 dealer hands are settled one by one and the better of fold and each
    /// raise taken — a brute-force recount of the walk's per-hand figure.
    #[test]
    fn a_small_deck_recounted_hand_by_hand() {
        let hand = set("Jd 9d 4d 2c 7h Qs 5s");
        let player = flush_value(hand);
        let rest: Vec<Card> = Card::deck()
            .filter(|c| !hand.contains(*c))
            .skip(12)
            .take(15)
            .collect();
        let unseen: CardSet = rest.iter().copied().collect();
        let mut expected = 0i64;
        for (i, &seen) in rest.iter().enumerate() {
            let others: Vec<Card> = rest.iter().copied().filter(|&c| c != seen).collect();
            let (mut fold, mut raise) = (0i64, [0i64; 4]);
            for mask in 0u32..1 << others.len() {
                if mask.count_ones() != 6 {
                    continue;
                }
                let dealer = (0..others.len())
                    .filter(|j| mask >> j & 1 == 1)
                    .fold(CardSet::EMPTY.with(seen), |d, j| d.with(others[j]));
                let dealer = flush_value(dealer);
                fold -= 1;
                for (m, slot) in raise.iter_mut().enumerate().skip(1) {
                    let stake = 1 + m as i64;
                    *slot += if dealer < QUALIFIER {
                        1
                    } else if player > dealer {
                        stake
                    } else if player < dealer {
                        -stake
                    } else {
                        0
                    };
                }
            }
            assert_eq!(-fold, 3_003, "card {i}");
            let max = raise_limits(player.len()).max_multiple as usize;
            expected += raise[1..=max].iter().copied().fold(fold, i64::max);
        }
        assert_eq!(dealer_card_sums(unseen.suit_masks(), player).0, expected);
    }

    /// The published figures at the default pace (50 hands an hour, $25): the cents
    /// `odds leak --game hcf` printed ($4.66 and $1.02 ± $0.02 an hour).
    #[test]
    fn the_published_figures_per_hour() {
        use crate::protection::DEFAULT_PACE;
        let table = HighCardFlushLab.published();
        let hourly: Vec<_> = table
            .figures
            .iter()
            .map(|f| DEFAULT_PACE.worth_per_hour(&table, f).unwrap())
            .collect();
        assert_eq!(hourly[0].worth, crate::Cents(466));
        assert_eq!(hourly[0].standard_error, None);
        assert_eq!(hourly[1].worth, crate::Cents(102));
        assert_eq!(hourly[1].standard_error, Some(crate::Cents(2)));
    }

    /// The Monte Carlo is reproducible from its seed, and its worth is never negative
    /// (seeing more never hurts a player who uses it well).
    #[test]
    fn the_neighbour_estimate_repeats_from_its_seed() {
        let a = neighbour_worth(2_000, 7, 2);
        assert_eq!(a, neighbour_worth(2_000, 7, 1));
        assert!(a.0 > 0.0 && a.1 > 0.0 && a.1 < a.0, "{a:?}");
    }
}
