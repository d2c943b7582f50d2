//! The exact walk on several threads with every board ranked once. Splitting the flops among
//! threads (as the browser's workers must, sharing no memory) makes each thread rank every
//! board one of whose flops falls in its range — most boards, on any split
//! (`examples/holdem_split_overlap.rs`) — so the work grows with the threads. Here the boards go
//! in rounds: the threads rank a round's boards between them (each board once, for every policy
//! at once), then each thread adds the round into the flops it owns; a flop receives 1,176
//! boards' hands whichever it is, so equal shares of flops are equal shares of the adding.
//! Integer sums in any order: the result is the same on any number of threads.

use super::river::{self, BoardScratch, RiverSums};
use super::suits::{self, HOLES};
use super::{first_sums, hole_set, triple, Game, Part, Policy, Symmetry, SPLITS};
use crate::cards::CardSet;
use crate::poker::HandValue;
use std::ops::Range;

/// About how many bytes of ranked hands a round holds (a board's hands are 1,081 × 64 bytes
/// per policy): enough boards to keep every thread busy, few enough to stay small.
const ROUND_BYTES: usize = 48 << 20;

/// One board's hands, ranked, and where its suit relabellings send them.
struct RankedBoard {
    /// Each (representative flop id, relabelling) one of the board's images adds to.
    targets: Vec<(u16, u8)>,
    /// Per policy: every player hand on the board with its river sums.
    hands: Vec<Vec<(u16, RiverSums)>>,
}

/// Per policy, the river sums of every hand on every representative flop: everything the
/// later decisions need, from which any range's [`Part`] follows.
pub struct RiverTables {
    /// Per policy: `flop * HOLES + hole`.
    sums: Vec<Vec<RiverSums>>,
}

impl RiverTables {
    /// Every board ranked once on `threads` threads, each hand's river sums for each policy
    /// added to the flops its board grows from.
    pub fn new(
        game: &Game,
        policies: &[&dyn Policy],
        symmetry: &Symmetry,
        threads: usize,
    ) -> RiverTables {
        let entries: Vec<(&Game, &dyn Policy)> = policies.iter().map(|&p| (game, p)).collect();
        RiverTables::for_games(&entries, symmetry, threads)
    }

    /// As [`RiverTables::new`], each entry a policy with its own game (its own paytables): the
    /// ranking of a board's hands does not depend on the pays, so several tables' walks share it.
    pub fn for_games(
        entries: &[(&Game, &dyn Policy)],
        symmetry: &Symmetry,
        threads: usize,
    ) -> RiverTables {
        let threads = threads.max(1);
        let flops = symmetry.flops.len();
        let mut sums = vec![vec![[0i64; 7]; flops * HOLES]; entries.len()];
        let round = (ROUND_BYTES / (entries.len().max(1) * 1081 * 64)).max(threads);
        let share = |len: usize, t: usize| len * t / threads..len * (t + 1) / threads;
        for boards in symmetry.boards.chunks(round) {
            let ranked: Vec<RankedBoard> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let mine = &boards[share(boards.len(), t)];
                        scope.spawn(move || {
                            let mut scratch = BoardScratch::default();
                            mine.iter()
                                .map(|&board| rank(entries, symmetry, board, &mut scratch))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .flat_map(|h| h.join().expect("a ranking thread panicked"))
                    .collect()
            });
            // Each thread its own flops: the tables cut into disjoint slices.
            let mut owned: Vec<Vec<&mut [RiverSums]>> = (0..threads).map(|_| Vec::new()).collect();
            for table in sums.iter_mut() {
                let mut rest: &mut [RiverSums] = table;
                for (t, mine) in owned.iter_mut().enumerate() {
                    let (slice, tail) =
                        std::mem::take(&mut rest).split_at_mut(share(flops, t).len() * HOLES);
                    mine.push(slice);
                    rest = tail;
                }
            }
            std::thread::scope(|scope| {
                for (t, tables) in owned.into_iter().enumerate() {
                    let ranked = &ranked;
                    scope.spawn(move || add(ranked, symmetry, share(flops, t), tables));
                }
            });
        }
        RiverTables { sums }
    }

    /// The part of the work for the flops in `range`, played by the policy at `index` (as
    /// [`super::solve_part`] finds it alone).
    pub fn part(
        &self,
        game: &Game,
        policy: &dyn Policy,
        index: usize,
        symmetry: &Symmetry,
        range: Range<usize>,
    ) -> Part {
        let flop_sums = &self.sums[index][range.start * HOLES..range.end * HOLES];
        let (first, second_plays) = first_sums(game, policy, symmetry, range, flop_sums);
        Part {
            first,
            second_plays,
        }
    }
}

/// One board's hands ranked and summed for each (game, policy) entry, and the flops its images
/// add to.
#[inline(never)]
fn rank(
    entries: &[(&Game, &dyn Policy)],
    symmetry: &Symmetry,
    board: CardSet,
    scratch: &mut BoardScratch,
) -> RankedBoard {
    let mut hands: Vec<Vec<(u16, RiverSums)>> = vec![Vec::with_capacity(1081); entries.len()];
    river::for_each_player_hand(board, scratch, |hole, value, counts| {
        let value = HandValue::from_raw(value);
        for (&(game, policy), hands) in entries.iter().zip(hands.iter_mut()) {
            let bonus = game.bonus_halves[value.category() as usize];
            let decided = policy.last(hole_set(hole), board, value);
            hands.push((hole as u16, counts.sums(game, bonus, decided)));
        }
    });
    let cards = suits::indices_of(board);
    let mut targets = Vec::with_capacity(24);
    let mut seen: Vec<u64> = Vec::with_capacity(24);
    for p in 0..24 {
        let image = suits::relabel_set(p, board);
        if seen.contains(&image.bits()) {
            continue;
        }
        seen.push(image.bits());
        let mut image_cards = [0u8; 5];
        for (slot, &c) in image_cards.iter_mut().zip(&cards) {
            *slot = suits::relabel_card(p, c);
        }
        image_cards.sort_unstable();
        for (flop, _) in SPLITS {
            let id = symmetry.representative_id[triple(
                image_cards[flop[0]],
                image_cards[flop[1]],
                image_cards[flop[2]],
            )];
            if id != u16::MAX {
                targets.push((id, p as u8));
            }
        }
    }
    RankedBoard { targets, hands }
}

/// Adds a round's ranked boards into the flops of `range` (`tables`: per policy, those flops'
/// slice of the sums).
#[inline(never)]
fn add(
    ranked: &[RankedBoard],
    symmetry: &Symmetry,
    range: Range<usize>,
    mut tables: Vec<&mut [RiverSums]>,
) {
    for board in ranked {
        for &(id, p) in &board.targets {
            let id = id as usize;
            if !range.contains(&id) {
                continue;
            }
            let to = &symmetry.holes[p as usize];
            for (table, hands) in tables.iter_mut().zip(&board.hands) {
                let block = &mut table[(id - range.start) * HOLES..][..HOLES];
                for (hole, sums) in hands {
                    let slot = &mut block[to[*hole as usize] as usize];
                    for k in 0..7 {
                        slot[k] += sums[k];
                    }
                }
            }
        }
    }
}
