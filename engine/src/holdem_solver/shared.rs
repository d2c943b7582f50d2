//! The exact walk on several threads with every board ranked once. Splitting the flops among
//! threads (as the browser's workers must, sharing no memory) makes each thread rank every
//! board one of whose flops falls in its range — most boards, on any split
//! (`examples/holdem_split_overlap.rs`) — so the work grows with the threads. Here the boards go
//! in rounds: the threads rank a round's boards between them (each board once, for every policy
//! at once), then each thread adds the round into the flops it owns; a flop receives 1,176
//! boards' hands whichever it is, so equal shares of flops are equal shares of the adding. A
//! round's boards are consecutive (they share their low cards, so their flops), so a thread owns
//! every n-th flop rather than a run of them — with runs, one thread added a round while the
//! others waited (2 threads did the work of 1.45).
//! Integer sums in any order: the result is the same on any number of threads.

use super::river::{self, BoardScratch, RiverSums};
use super::suits::{self, HOLES};
use super::{first_sums, hole_set, Game, Part, Policy, Symmetry};
use crate::cards::CardSet;
use crate::poker::HandValue;
use std::ops::Range;

/// About how many bytes of ranked hands a round holds (a board's hands are 1,081 × 66 bytes
/// per policy): enough boards to keep every thread busy, few enough to stay small.
const ROUND_BYTES: usize = 48 << 20;

/// One board's hands, ranked, and where its suit relabellings send them.
#[derive(Default)]
pub(super) struct RankedBoard {
    /// Each (representative flop id, relabelling) one of the board's images adds to.
    targets: Vec<(u16, u8)>,
    /// Per policy: every player hand on the board (its hole index) and its river sums.
    hands: Vec<(Vec<u16>, Vec<RiverSums>)>,
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
        let mut sums = vec![vec![RiverSums::default(); flops * HOLES]; entries.len()];
        let round = (ROUND_BYTES / (entries.len().max(1) * 1081 * 66)).max(threads);
        let share = |len: usize, t: usize| len * t / threads..len * (t + 1) / threads;
        // One round's ranked boards, their memory kept from round to round: allocating ~48 MB
        // afresh each round had the allocator hand pages back and fault them in again (the
        // kernel clearing pages took ~10 % of a 2-thread walk).
        let mut kept: Vec<RankedBoard> = (0..round.min(symmetry.boards.len()))
            .map(|_| RankedBoard::default())
            .collect();
        for boards in symmetry.boards.chunks(round) {
            let ranked = &mut kept[..boards.len()];
            std::thread::scope(|scope| {
                let mut rest = &mut *ranked;
                for t in 0..threads {
                    let range = share(boards.len(), t);
                    let (out, tail) = rest.split_at_mut(range.len());
                    rest = tail;
                    let mine = &boards[range];
                    scope.spawn(move || {
                        let mut scratch = BoardScratch::default();
                        for (&board, ranked) in mine.iter().zip(out) {
                            rank_into(entries, symmetry, board, &mut scratch, ranked);
                        }
                    });
                }
            });
            let ranked = &*ranked;
            // Each thread its own flops (every `threads`-th): per thread, per policy, the blocks
            // of the flops it owns, in order.
            let mut owned: Vec<Vec<Vec<&mut [RiverSums]>>> = (0..threads)
                .map(|_| (0..entries.len()).map(|_| Vec::new()).collect())
                .collect();
            for (policy, table) in sums.iter_mut().enumerate() {
                for (id, block) in table.chunks_mut(HOLES).enumerate() {
                    owned[id % threads][policy].push(block);
                }
            }
            std::thread::scope(|scope| {
                for (t, mut tables) in owned.into_iter().enumerate() {
                    let owns = move |id: usize| (id % threads == t).then_some(id / threads);
                    scope.spawn(move || add(ranked, symmetry, owns, &mut tables));
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
/// add to, written into `ranked` and reusing its memory: ranking allocates nothing per board.
#[inline(never)]
pub(super) fn rank_into(
    entries: &[(&Game, &dyn Policy)],
    symmetry: &Symmetry,
    board: CardSet,
    scratch: &mut BoardScratch,
    ranked: &mut RankedBoard,
) {
    // The hands in the order of their hole index (the ranking visits them by value): read in
    // that order, a relabelling writes its flop's block in runs rather than all over it.
    let mut position = [u16::MAX; HOLES];
    ranked
        .hands
        .resize_with(entries.len(), || (Vec::with_capacity(1081), Vec::new()));
    let (first, rest) = ranked.hands.split_at_mut(1);
    let holes = &mut first[0].0;
    holes.clear();
    // Pair indices in order: `high * (high - 1) / 2 + low` ([`suits::hole_index`]).
    let mut hole = 0;
    for high in 1..52u8 {
        for low in 0..high {
            if board.bits() & (suits::bit_of(low) | suits::bit_of(high)) == 0 {
                position[hole] = holes.len() as u16;
                holes.push(hole as u16);
            }
            hole += 1;
        }
    }
    for (others, _) in rest.iter_mut() {
        others.clone_from(holes);
    }
    // Every slot is written below: each hand off the board is visited once.
    for (_, sums) in ranked.hands.iter_mut() {
        sums.resize(1081, RiverSums::default());
    }
    let hands = &mut ranked.hands;
    river::for_each_player_hand(board, scratch, |hole, value, counts| {
        let value = HandValue::from_raw(value);
        let at = position[hole] as usize;
        for (&(game, policy), (_, sums)) in entries.iter().zip(hands.iter_mut()) {
            let bonus = game.bonus_halves[value.category() as usize];
            let decided = policy.last(hole_set(hole), board, value);
            sums[at] = counts.sums(game, bonus, decided);
        }
    });
    let targets = &mut ranked.targets;
    targets.clear();
    symmetry.board_flops(board, |id, p| targets.push((id, p as u8)));
}

/// Adds ranked boards into the flops a caller owns: `owns(flop id)` is the flop's place among
/// the caller's blocks (none: another's flop); `tables` holds, per policy, those blocks in order.
/// Board by board, as they were ranked: a board's hands (69 KB, read in hole order) stay in
/// cache while they go to each of its flops — faster than flop by flop (measured: 8.8 s against
/// 9.4 s for the whole walk on 2 threads).
#[inline(never)]
pub(super) fn add(
    ranked: &[RankedBoard],
    symmetry: &Symmetry,
    owns: impl Fn(usize) -> Option<usize>,
    tables: &mut [Vec<&mut [RiverSums]>],
) {
    for board in ranked {
        for &(id, p) in &board.targets {
            let Some(at) = owns(id as usize) else {
                continue;
            };
            let to = &symmetry.holes[p as usize];
            for (table, (holes, sums)) in tables.iter_mut().zip(&board.hands) {
                add_hands(table[at], to, holes, sums);
            }
        }
    }
}

/// Adds one board's hands into a flop's block, each hand to the slot `to` sends it.
#[inline]
fn add_hands(block: &mut [RiverSums], to: &[u16; HOLES], holes: &[u16], sums: &[RiverSums]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2, checked just above.
            return unsafe { add_hands_avx2(block, to, holes, sums) };
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        return add_hands_simd128(block, to, holes, sums);
    }
    #[allow(unreachable_code)]
    add_hands_portable(block, to, holes, sums)
}

/// The same loop compiled with WebAssembly's 128-bit SIMD: a hand in four additions, not
/// eight. Only the compute worker reaches it (the solver), and every browser that runs the
/// worker validates SIMD (Chrome 91, Firefox 89, Safari 16.4); the pages hold no such code.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn add_hands_simd128(
    block: &mut [RiverSums],
    to: &[u16; HOLES],
    holes: &[u16],
    sums: &[RiverSums],
) {
    add_hands_portable(block, to, holes, sums)
}

#[inline(always)]
fn add_hands_portable(
    block: &mut [RiverSums],
    to: &[u16; HOLES],
    holes: &[u16],
    sums: &[RiverSums],
) {
    for (hole, sums) in holes.iter().zip(sums) {
        block[to[*hole as usize] as usize].add(sums);
    }
}

/// The same loop compiled for AVX2: a hand's eight lanes in two additions, not four.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn add_hands_avx2(
    block: &mut [RiverSums],
    to: &[u16; HOLES],
    holes: &[u16],
    sums: &[RiverSums],
) {
    add_hands_portable(block, to, holes, sums)
}
