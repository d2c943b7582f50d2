//! One five-card board, every player hand on it at once: rank all C(47, 2) = 1,081 two-card
//! hands once, then count for each of them the dealer hands (from the 45 cards left) it beats,
//! ties and loses to, split by whether the dealer qualifies — inclusion–exclusion removes the
//! dealer hands that would share a card with the player's. 1,081 evaluations and a sort per
//! board instead of 1,081 × 990 comparisons.

use super::suits::{bit_of, hole_index};
use super::Game;
use crate::cards::CardSet;
use crate::poker::evaluate;

/// Dealer hands per river situation: C(45, 2).
pub const DEALER_HANDS: i64 = 990;

/// How one player hand fares against the 990 dealer hands on a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DealerCounts {
    /// Player higher, dealer qualifying.
    pub win_qualified: i64,
    /// Player higher, dealer below the qualifier.
    pub win_unqualified: i64,
    pub tie: i64,
    /// Player lower, dealer qualifying.
    pub lose_qualified: i64,
    /// Player lower, dealer below the qualifier.
    pub lose_unqualified: i64,
}

/// The sums a river situation contributes upward, in half-Antes (quarter-Antes squared), summed
/// over the 990 dealer hands. Indexed by the constants below so the hot loop adds whole arrays:
/// eight lanes (the last always 0) on a cache line of their own, so adding one is four (SSE2) or
/// two (AVX2) vector additions that never straddle lines — the walk adds 2.2 billion of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct RiverSums(pub [i64; 8]);

impl RiverSums {
    /// Adds `other` lane by lane.
    #[inline(always)]
    pub fn add(&mut self, other: &RiverSums) {
        for k in 0..8 {
            self.0[k] += other.0[k];
        }
    }
}

impl std::ops::Index<usize> for RiverSums {
    type Output = i64;
    fn index(&self, lane: usize) -> &i64 {
        &self.0[lane]
    }
}
/// The Ante and bonus part of the result (independent of the Play).
pub const BASE: usize = 0;
/// The result per Ante of Play.
pub const PER_PLAY: usize = 1;
/// The value of the best last decision: a 1× Play or a fold.
pub const BEST_LAST: usize = 2;
/// The second moment of that best last decision.
pub const BEST_LAST_SQUARE: usize = 3;
/// 1 if the best last decision is to play (counted in river situations).
pub const RIVER_PLAYS: usize = 4;
/// The second moment with the second decision's Play.
pub const SECOND_SQUARE: usize = 5;
/// The second moment with the first decision's Play.
pub const FIRST_SQUARE: usize = 6;

impl DealerCounts {
    /// The sums of one river situation for a player hand whose bonus pays `bonus` half-Antes;
    /// `decided` plays or folds at the river, `None` takes the better.
    pub fn sums(self, game: &Game, bonus: i64, decided: Option<bool>) -> RiverSums {
        let DealerCounts {
            win_qualified: wq,
            win_unqualified: wn,
            tie: _,
            lose_qualified: lq,
            lose_unqualified: ln,
        } = self;
        // Each outcome's result is x + m·y for a Play of m Antes (half-Antes): the Ante pays
        // only against a qualifying dealer, the bonus wager is compared either way (B11.1).
        let outcomes = [
            (2 + bonus, 2, wq),
            (bonus, 2, wn),
            (-4, -2, lq),
            (-2, -2, ln),
        ];
        let (mut base, mut per_play, mut s0, mut s1, mut s2) = (0, 0, 0, 0, 0);
        for (x, y, n) in outcomes {
            base += n * x;
            per_play += n * y;
            s0 += n * x * x;
            s1 += n * x * y;
            s2 += n * y * y;
        }
        let square = |m: i64| s0 + 2 * m * s1 + m * m * s2;
        let [first, second, last] = game.multiples;
        let play = base + last * per_play;
        let fold = game.fold_halves() * DEALER_HANDS;
        let plays = decided.unwrap_or(play > fold);
        RiverSums([
            base,
            per_play,
            if plays { play } else { fold },
            if plays {
                square(last)
            } else {
                fold * fold / DEALER_HANDS
            },
            i64::from(plays),
            square(second),
            square(first),
            0,
        ])
    }
}

/// Scratch space for [`for_each_player_hand`], reused across boards.
#[derive(Default)]
pub struct BoardScratch {
    keys: Vec<u64>,
    pairs: Vec<(u8, u8)>,
    rest: Vec<u8>,
}

/// The 7-card value's raw bits at which the dealer qualifies (a pair).
const PAIR: u32 = 1 << 20;

/// Calls `visit(hole index, player value's raw bits, counts)` for every two-card hand of the
/// 47 cards off `board`.
pub fn for_each_player_hand(
    board: CardSet,
    scratch: &mut BoardScratch,
    mut visit: impl FnMut(usize, u32, DealerCounts),
) {
    let BoardScratch { keys, pairs, rest } = scratch;
    rest.clear();
    rest.extend((0..52u8).filter(|&c| board.bits() & bit_of(c) == 0));
    debug_assert_eq!(rest.len(), 47);
    keys.clear();
    pairs.clear();
    for (i, &a) in rest.iter().enumerate() {
        let with_a = board.bits() | bit_of(a);
        for (j, &b) in rest.iter().enumerate().skip(i + 1) {
            let value = evaluate(CardSet::from_bits(with_a | bit_of(b))).raw();
            keys.push(u64::from(value) << 11 | pairs.len() as u64);
            pairs.push((i as u8, j as u8));
        }
    }
    keys.sort_unstable();
    // Dealer hands below the qualifier, per card, for the loss split.
    let mut unqualified_total = 0i64;
    let mut unqualified_card = [0i64; 47];
    for &key in keys.iter() {
        if ((key >> 11) as u32) >= PAIR {
            break;
        }
        let (i, j) = pairs[(key & 0x7FF) as usize];
        unqualified_total += 1;
        unqualified_card[i as usize] += 1;
        unqualified_card[j as usize] += 1;
    }
    let mut below_total = 0i64;
    let mut below_card = [0i64; 47];
    let mut group_card = [0i64; 47];
    let mut start = 0;
    while start < keys.len() {
        let value = (keys[start] >> 11) as u32;
        let mut end = start;
        while end < keys.len() && (keys[end] >> 11) as u32 == value {
            let (i, j) = pairs[(keys[end] & 0x7FF) as usize];
            group_card[i as usize] += 1;
            group_card[j as usize] += 1;
            end += 1;
        }
        let size = (end - start) as i64;
        for &key in &keys[start..end] {
            let (i, j) = pairs[(key & 0x7FF) as usize];
            let (i, j) = (i as usize, j as usize);
            // Dealer hands sharing no card with this one: inclusion–exclusion on its two cards.
            let below = below_total - below_card[i] - below_card[j];
            let tie = size - group_card[i] - group_card[j] + 1;
            let above = DEALER_HANDS - below - tie;
            let counts = if value >= PAIR {
                let unqualified = unqualified_total - unqualified_card[i] - unqualified_card[j];
                DealerCounts {
                    win_qualified: below - unqualified,
                    win_unqualified: unqualified,
                    tie,
                    lose_qualified: above,
                    lose_unqualified: 0,
                }
            } else {
                // This hand is itself below the qualifier: it is in the totals of both its cards.
                let unqualified = unqualified_total - unqualified_card[i] - unqualified_card[j] + 1;
                let lose_unqualified = unqualified - below - tie;
                DealerCounts {
                    win_qualified: 0,
                    win_unqualified: below,
                    tie,
                    lose_qualified: above - lose_unqualified,
                    lose_unqualified,
                }
            };
            visit(hole_index(rest[i], rest[j]), value, counts);
        }
        for &key in &keys[start..end] {
            let (i, j) = pairs[(key & 0x7FF) as usize];
            below_card[i as usize] += 1;
            below_card[j as usize] += 1;
            group_card[i as usize] = 0;
            group_card[j as usize] = 0;
        }
        below_total += size;
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;
    use crate::poker::{Category, HandValue};
    use std::cmp::Ordering;

    /// The same counts the plain way: every dealer hand compared.
    fn direct(board: CardSet, a: u8, b: u8) -> DealerCounts {
        let mine = board.bits() | bit_of(a) | bit_of(b);
        let player = evaluate(CardSet::from_bits(mine));
        let rest: Vec<u8> = (0..52u8).filter(|&c| mine & bit_of(c) == 0).collect();
        let mut counts = DealerCounts::default();
        for (i, &x) in rest.iter().enumerate() {
            for &y in &rest[i + 1..] {
                let dealer: HandValue =
                    evaluate(CardSet::from_bits(board.bits() | bit_of(x) | bit_of(y)));
                let qualifies = dealer.category() >= Category::Pair;
                match (player.cmp(&dealer), qualifies) {
                    (Ordering::Greater, true) => counts.win_qualified += 1,
                    (Ordering::Greater, false) => counts.win_unqualified += 1,
                    (Ordering::Equal, _) => counts.tie += 1,
                    (Ordering::Less, true) => counts.lose_qualified += 1,
                    (Ordering::Less, false) => counts.lose_unqualified += 1,
                }
            }
        }
        counts
    }

    #[test]
    fn counts_by_inclusion_exclusion_equal_direct_comparison() {
        let mut scratch = BoardScratch::default();
        for board in [
            "2c 7d 9h Js Kc",
            "Ah Kh Qh Jh Th",
            "5s 5h 5d 9c 9s",
            "3c 4d 8h 9s Qc",
        ] {
            let board: CardSet = parse_exact(board, 5).unwrap().into_iter().collect();
            let mut seen = 0;
            for_each_player_hand(board, &mut scratch, |index, _, counts| {
                seen += 1;
                // Every 37th hand against the direct count keeps the test quick.
                if index % 37 == 0 {
                    let (a, b) = super::super::suits::hole_cards(index);
                    assert_eq!(counts, direct(board, a, b), "hole {index}");
                }
            });
            assert_eq!(seen, 1081);
        }
    }
}
