//! A way of playing whose every decision is stated (a strategy card) walked forwards over every
//! deal, its main-game result summed by what the side wagers read: the category of the
//! player's final seven cards (the Player Bonus) and of the hole cards with the flop (the
//! Progressive). The par sheet's hold band takes the main game and those wagers of one hand
//! together from these sums (a player who makes a flush wins the Play and the Player Bonus
//! together), where the per-wager figures alone give only a bound.
//!
//! The walk ranks each representative board once ([`river::for_each_player_hand`]), as the
//! solver does; then for each image of the board, each representative flop in it and each
//! hand, the path of the hand's decisions is known — the first from the hand and the card
//! shown, the second from the flop, the last from the board — and its result over the 990
//! dealer hands is added, times the flop's class size, under the hand's two categories. The
//! same sums give the strategy's whole-game figures, so the walk checks itself against the
//! solver's (`tests::the_forward_walk_is_the_solvers_for_the_strategy_card`).

use super::river::{self, BoardScratch, BASE, BEST_LAST, BEST_LAST_SQUARE, DEALER_HANDS, PER_PLAY};
use super::river::{FIRST_SQUARE, SECOND_SQUARE};
use super::suits::{self, bit_of, HOLES};
use super::{hole_set, Game, Policy, Solution, SolutionReport, Symmetry, SPLITS};
use crate::cards::CardSet;
use crate::poker::{evaluate, HandValue};
use std::ops::Range;

/// Hand categories (`Category as usize`): high card to royal flush.
pub const CATEGORIES: usize = 10;

/// A strategy's result over every deal, and by the two categories of each deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForwardSums {
    pub deals: u128,
    /// Σ the player's main-game result (Ante, bonus wager, Play), in half-Antes.
    pub net_halves: i128,
    /// Σ its square, in quarter-Antes squared.
    pub square_quarters: i128,
    /// Σ the Play wagered, in Antes.
    pub play_antes: u128,
    /// Deals played at the first (3×), second (2×) and last (1×) decision, and folded.
    pub plays: [u128; 4],
    /// `[final seven cards' category][hole cards and flop's category]`: deals, and Σ the
    /// main-game result over them in half-Antes.
    pub by_class: [[(u128, i128); CATEGORIES]; CATEGORIES],
}

impl ForwardSums {
    pub fn zero() -> ForwardSums {
        ForwardSums {
            deals: 0,
            net_halves: 0,
            square_quarters: 0,
            play_antes: 0,
            plays: [0; 4],
            by_class: [[(0, 0); CATEGORIES]; CATEGORIES],
        }
    }

    /// Adds another part's sums.
    pub fn add(&mut self, other: &ForwardSums) {
        self.deals += other.deals;
        self.net_halves += other.net_halves;
        self.square_quarters += other.square_quarters;
        self.play_antes += other.play_antes;
        for (mine, theirs) in self.plays.iter_mut().zip(other.plays) {
            *mine += theirs;
        }
        for (row, theirs) in self.by_class.iter_mut().zip(&other.by_class) {
            for (cell, their) in row.iter_mut().zip(theirs) {
                cell.0 += their.0;
                cell.1 += their.1;
            }
        }
    }
}

impl ForwardSums {
    /// The strategy's whole-game figures as the solver reports them (`odds main-game --strategy
    /// simple`): the same sums of every deal's result, its square and where it was played.
    pub fn report(&self, game: &Game) -> SolutionReport {
        Solution {
            deals: self.deals,
            total_halves: self.net_halves,
            square_quarters: self.square_quarters,
            plays: self.plays,
            first: Vec::new(),
            second_plays: Vec::new(),
        }
        .report(game)
    }
}

/// How many numbers [`ForwardSums::to_numbers`] writes.
pub const NUMBERS: usize = 8 + 2 * CATEGORIES * CATEGORIES;

impl ForwardSums {
    /// The sums as decimal text (what a browser worker sends back): deals, Σ result, Σ
    /// result², Σ Play, the deals played 3×, 2×, 1× and folded, then each class's deals and Σ
    /// result, row by row.
    pub fn to_numbers(&self) -> Vec<String> {
        let mut out = vec![
            self.deals.to_string(),
            self.net_halves.to_string(),
            self.square_quarters.to_string(),
            self.play_antes.to_string(),
        ];
        out.extend(self.plays.iter().map(u128::to_string));
        for (deals, net) in self.by_class.iter().flatten() {
            out.push(deals.to_string());
            out.push(net.to_string());
        }
        out
    }

    /// Sums from [`ForwardSums::to_numbers`]; an error says what does not read.
    pub fn from_numbers(numbers: &[String]) -> Result<ForwardSums, String> {
        if numbers.len() != NUMBERS {
            return Err(format!(
                "a forward walk's share holds {} numbers, not {NUMBERS}",
                numbers.len()
            ));
        }
        let unsigned = |i: usize| {
            numbers[i].parse::<u128>().map_err(|_| {
                format!(
                    "a forward walk's number {i} ('{}') is not a count",
                    numbers[i]
                )
            })
        };
        let signed = |i: usize| {
            numbers[i].parse::<i128>().map_err(|_| {
                format!(
                    "a forward walk's number {i} ('{}') is not a sum",
                    numbers[i]
                )
            })
        };
        let mut sums = ForwardSums {
            deals: unsigned(0)?,
            net_halves: signed(1)?,
            square_quarters: signed(2)?,
            play_antes: unsigned(3)?,
            plays: [unsigned(4)?, unsigned(5)?, unsigned(6)?, unsigned(7)?],
            by_class: [[(0, 0); CATEGORIES]; CATEGORIES],
        };
        for (k, cell) in sums.by_class.iter_mut().flatten().enumerate() {
            *cell = (unsigned(8 + 2 * k)?, signed(9 + 2 * k)?);
        }
        Ok(sums)
    }
}

/// The policy's decisions as tables the walk reads with one load each: per hole, the first
/// decision's keys at which it plays, one bit each; per (representative flop, hole), whether it
/// plays at the second decision (bit 7) and the category of the hole with the flop (bits 0–3).
/// None when the policy leaves a decision to the solver, or the game has more first-decision
/// keys than a mask holds.
struct Stated {
    first: Vec<u64>,
    flop: Vec<u8>,
}

/// [`Stated::flop`]'s bit for a Play at the second decision.
const SECOND_PLAYS: u8 = 0x80;

fn stated(game: &Game, policy: &dyn Policy, symmetry: &Symmetry) -> Option<Stated> {
    let keys = game.keys();
    if keys > 64 {
        return None;
    }
    let mut first = vec![0u64; HOLES];
    for (hole, mask) in first.iter_mut().enumerate() {
        let cards = hole_set(hole);
        for key in 0..keys {
            let shown = game.shown_of_key(key);
            if shown.bits() & cards.bits() == 0 && policy.first(cards, shown)? {
                *mask |= 1 << key;
            }
        }
    }
    let mut flop_table = vec![0u8; symmetry.flops.len() * HOLES];
    for (id, &flop) in symmetry.flops.iter().enumerate() {
        for hole in 0..HOLES {
            let cards = hole_set(hole);
            if cards.bits() & flop.bits() != 0 {
                continue;
            }
            let five = evaluate(CardSet::from_bits(cards.bits() | flop.bits())).category() as u8;
            let second = if policy.second(cards, flop)? {
                SECOND_PLAYS
            } else {
                0
            };
            flop_table[id * HOLES + hole] = five | second;
        }
    }
    Some(Stated {
        first,
        flop: flop_table,
    })
}

/// A hand on a board: its hole, final category, the result over the dealer's hands of each
/// path (played at the first, second or last decision — the last: as the policy decides
/// there) and its square, and whether it plays at the last decision.
type BoardHand = (usize, usize, [i64; 3], [i64; 3], bool);

/// The sums over the representative boards in `boards` (parts over disjoint ranges add up to
/// the whole). `progress(done, total)` now and then; returning false cancels (None), as does a
/// policy that leaves any decision to the solver.
pub fn forward_part(
    game: &Game,
    policy: &dyn Policy,
    symmetry: &Symmetry,
    boards: Range<usize>,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Option<ForwardSums> {
    if boards.end > symmetry.boards.len() || boards.start > boards.end {
        return None;
    }
    let stated = stated(game, policy, symmetry)?;
    let sizes = symmetry.class_sizes();
    let [first_m, second_m, _] = game.multiples;
    let mut sums = ForwardSums::zero();
    let mut scratch = BoardScratch::default();
    let mut hands: Vec<BoardHand> = Vec::with_capacity(1081);
    let total = boards.len();
    for (n, &board) in symmetry.boards[boards].iter().enumerate() {
        if n % 256 == 0 && !progress(n, total) {
            return None;
        }
        hands.clear();
        let mut undecided = false;
        river::for_each_player_hand(board, &mut scratch, |hole, value, counts| {
            let value = HandValue::from_raw(value);
            let category = value.category() as usize;
            let Some(last) = policy.last(hole_set(hole), board, value) else {
                undecided = true;
                return;
            };
            let s = counts.sums(game, game.bonus_halves[category], Some(last));
            hands.push((
                hole,
                category,
                [
                    s[BASE] + first_m * s[PER_PLAY],
                    s[BASE] + second_m * s[PER_PLAY],
                    s[BEST_LAST],
                ],
                [s[FIRST_SQUARE], s[SECOND_SQUARE], s[BEST_LAST_SQUARE]],
                last,
            ));
        });
        if undecided {
            return None;
        }
        // 64-bit sums over the board (a board's deals are at most 24 × 10 × 1,081 × 3 × 990,
        // each result at most the X-tra Bonus's 10,000 to 1), widened once per board: 128-bit
        // arithmetic is a library call in the browser's WebAssembly.
        let (mut deals, mut net, mut play) = (0i64, 0i64, 0i64);
        // Situations (deals ÷ the dealer's hands) played 3×, 2×, 1× and folded.
        let mut plays = [0i64; 4];
        let mut square = 0i128;
        let mut by_class = [[(0i64, 0i64); CATEGORIES]; CATEGORIES];
        let cards = suits::indices_of(board);
        for (p, _) in suits::distinct_images(board) {
            let mut image = [0u8; 5];
            for (slot, &c) in image.iter_mut().zip(&cards) {
                *slot = suits::relabel_card(p, c);
            }
            image.sort_unstable();
            let to = &symmetry.holes[p];
            for (flop, _) in SPLITS {
                let flop = [image[flop[0]], image[flop[1]], image[flop[2]]];
                let id = symmetry.representative_id[super::triple(flop[0], flop[1], flop[2])];
                if id == u16::MAX {
                    continue;
                }
                let id = id as usize;
                let weight = i64::from(sizes[id]);
                let (shown, n) = game.keys_shown_of(CardSet::from_bits(
                    bit_of(flop[0]) | bit_of(flop[1]) | bit_of(flop[2]),
                ));
                let situations = weight * n as i64 * DEALER_HANDS;
                let shown_mask = shown[..n].iter().fold(0u64, |m, &key| m | 1 << key);
                let mut flop_square = 0i64;
                for &(hole, category, paths, squares, last) in &hands {
                    let hole = to[hole] as usize;
                    let decided = stated.flop[id * HOLES + hole];
                    // Of the `n` ways to see the flop's first card, `at_once` play at the first
                    // decision; the rest go on to the second (and perhaps the last).
                    let at_once = i64::from((stated.first[hole] & shown_mask).count_ones() as u8);
                    let rest = n as i64 - at_once;
                    let (later, later_antes, ends) = if decided & SECOND_PLAYS != 0 {
                        (1, second_m, 1)
                    } else if last {
                        (2, game.multiples[2], 2)
                    } else {
                        (2, 0, 3)
                    };
                    plays[0] += weight * at_once;
                    plays[ends] += weight * rest;
                    let value = at_once * paths[0] + rest * paths[later];
                    flop_square += at_once * squares[0] + rest * squares[later];
                    deals += situations;
                    net += weight * value;
                    play += weight * (at_once * first_m + rest * later_antes);
                    let cell = &mut by_class[category][usize::from(decided & 0x0f)];
                    cell.0 += situations;
                    cell.1 += weight * value;
                }
                square += i128::from(weight) * i128::from(flop_square);
            }
        }
        sums.deals += deals as u128;
        sums.net_halves += i128::from(net);
        sums.square_quarters += square;
        sums.play_antes += play as u128 * DEALER_HANDS as u128;
        for (total, &local) in sums.plays.iter_mut().zip(&plays) {
            *total += local as u128 * DEALER_HANDS as u128;
        }
        for (row, local) in sums.by_class.iter_mut().zip(&by_class) {
            for (cell, &(n, v)) in row.iter_mut().zip(local) {
                cell.0 += n as u128;
                cell.1 += i128::from(v);
            }
        }
    }
    progress(total, total);
    Some(sums)
}

/// [`forward_part`] over every board on `threads` threads, added up.
pub fn forward(game: &Game, policy: &dyn Policy, threads: usize) -> Option<ForwardSums> {
    let symmetry = Symmetry::new();
    let threads = threads.max(1);
    let n = symmetry.boards.len();
    let parts: Vec<Option<ForwardSums>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let symmetry = &symmetry;
                scope.spawn(move || {
                    forward_part(
                        game,
                        policy,
                        symmetry,
                        n * t / threads..n * (t + 1) / threads,
                        &mut |_, _| true,
                    )
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a forward-walk thread panicked"))
            .collect()
    });
    let mut total = ForwardSums::zero();
    for part in parts {
        total.add(&part?);
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jhe::strategy::JheStrategy;

    /// The strategy card walked forwards gives exactly the solver's sums for it (the pinned
    /// `par_sheet::jhe_main::CARD_SUMS`, and where each deal is played from the solver's own
    /// walk of the card), and its classes add up to them. Full walks: run by hand with
    /// `cargo test -p engine --release -- --ignored forward_walk`.
    #[test]
    #[ignore]
    fn the_forward_walk_is_the_solvers_for_the_strategy_card() {
        let game = crate::jhe::exact::solver_game(
            &crate::jhe::rules::JheRules::maryland(),
            crate::jhe::paytables::paytable(crate::jhe::rules::JheWager::XtraBonus, "A").unwrap(),
        );
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let start = std::time::Instant::now();
        assert!(stated(&game, &JheStrategy::Simple, &Symmetry::new()).is_some());
        println!("the card's decisions as tables: {:?}", start.elapsed());
        let start = std::time::Instant::now();
        let sums = forward(&game, &JheStrategy::Simple, threads).unwrap();
        println!("forward walk: {:?} on {threads} threads", start.elapsed());
        println!("{sums:?}");
        let card = crate::par_sheet::jhe_main::CARD_SUMS;
        assert_eq!(sums.deals, game.deals());
        assert_eq!(sums.net_halves, card.net_halves);
        assert_eq!(sums.square_quarters, card.square_quarters);
        assert_eq!(sums.play_antes, card.play_antes);
        let cells = sums.by_class.iter().flatten();
        assert_eq!(cells.clone().map(|c| c.0).sum::<u128>(), sums.deals);
        assert_eq!(cells.map(|c| c.1).sum::<i128>(), sums.net_halves);
        let start = std::time::Instant::now();
        let solved = crate::holdem_solver::evaluate_policy(&game, &JheStrategy::Simple, threads);
        println!("the solver's walk of the card: {:?}", start.elapsed());
        assert_eq!(sums.plays, solved.plays);
        assert_eq!(sums.report(&game), solved.report(&game));
        assert_eq!(sums, crate::par_sheet::jhe_main::JHE_CARD_FORWARD);
    }
}
