//! The exact optimal strategy and house edge of a hold'em game with three Play decisions
//! (Jackpot Hold 'Em; Ultimate Texas Hold 'Em, which validates the method against a published
//! figure): every player hand, community cards and dealer hand, with the best decision taken
//! at each point by exact expected value. Integer counts throughout, exact fractions out.
//!
//! The work goes backwards and shares across hands:
//! 1. each five-card board once per class of suit relabellings (134,459 of 2,598,960) ranks all
//!    its player hands together and counts the dealer hands each beats ([`river`]);
//! 2. each river situation adds its sums to the three-card flop it grows from — only flops that
//!    represent their suit class (1,755 of 22,100) are kept, every relabelling of the board
//!    maps its hands onto them;
//! 3. the second decision is taken per flop and hand, and its value adds to the first
//!    decision's situations (the hand and the first card shown, or the hand alone);
//! 4. the first decision is taken and everything is summed.

pub mod first_compact;
pub mod forward;
pub mod river;
pub mod shared;
pub mod suits;
pub mod tally;

use crate::cards::CardSet;
use crate::poker::{Category, HandValue};
use river::{BoardScratch, RiverSums, DEALER_HANDS};
use std::ops::Range;
use suits::{bit_of, canonical, hole_index, relabelled_holes, HOLES};

/// A three-decision hold'em game as the analysis sees it. Amounts are in half-Antes so that
/// 3 to 2 is an integer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub name: &'static str,
    /// Community cards showing at the first decision: 0 or 1 (2: a flop card exposed early,
    /// the game-protection lab's question; the situations are then the hand and a pair).
    pub first_look: u8,
    /// The Play at decisions 1, 2 and 3, in Antes.
    pub multiples: [i64; 3],
    /// What the bonus wager (X-tra Bonus, Blind) wins when the player beats the dealer, in
    /// half-Antes per Ante, by `Category as usize`; 0 pushes.
    pub bonus_halves: [i64; 10],
}

impl Game {
    /// A fold loses the Ante and the bonus wager.
    pub fn fold_halves(&self) -> i64 {
        -4
    }

    /// Ultimate Texas Hold 'Em as the Wizard of Odds analyses it: Play 4× before the flop, 2×
    /// on the flop, 1× at the river; the Blind pays royal 500, straight flush 50, quads 10,
    /// full house 3, flush 3 to 2, straight 1 to 1 and pushes below; the Ante pushes when the
    /// dealer does not qualify. Here only to check the method against the published 2.1850 %.
    pub fn ultimate_texas_holdem() -> Game {
        let mut bonus = [0; 10];
        for (category, halves) in [
            (Category::RoyalFlush, 1000),
            (Category::StraightFlush, 100),
            (Category::FourOfAKind, 20),
            (Category::FullHouse, 6),
            (Category::Flush, 3),
            (Category::Straight, 2),
        ] {
            bonus[category as usize] = halves;
        }
        Game {
            name: "Ultimate Texas Hold 'Em",
            first_look: 0,
            multiples: [4, 2, 1],
            bonus_halves: bonus,
        }
    }

    /// The first decision's keys: what of the board the player has seen then.
    pub fn keys(&self) -> usize {
        match self.first_look {
            0 => 1,
            1 => 52,
            // The two cards showing, by their pair index (as a hand's, [`hole_index`]).
            _ => HOLES,
        }
    }

    /// The first decision's keys a flop adds to: each way the player could have seen part of it
    /// at the first decision (nothing; one of its cards; two of them), as [`Game::keys`] counts.
    fn keys_shown_of(&self, flop: CardSet) -> ([usize; 3], usize) {
        let cards = suits::indices_of(flop);
        match self.first_look {
            0 => ([0; 3], 1),
            1 => ([0, 1, 2].map(|i| usize::from(cards[i])), 3),
            _ => (
                [
                    hole_index(cards[0], cards[1]),
                    hole_index(cards[0], cards[2]),
                    hole_index(cards[1], cards[2]),
                ],
                3,
            ),
        }
    }

    /// The cards showing at the first decision for a situation's key.
    fn shown_of_key(&self, key: usize) -> CardSet {
        match self.first_look {
            0 => CardSet::EMPTY,
            1 => CardSet::from_bits(bit_of(key as u8)),
            _ => hole_set(key),
        }
    }

    /// Equally likely continuations after the first decision, per first-decision situation.
    pub fn futures(&self) -> u64 {
        let flops = match self.first_look {
            0 => 19_600,
            1 => 1176,
            _ => 48,
        };
        flops * 1081 * DEALER_HANDS as u64
    }

    /// Equally likely deals in all.
    pub fn deals(&self) -> u128 {
        let firsts = match self.first_look {
            0 => 1326,
            1 => 1326 * 50,
            _ => 1326 * 1225,
        };
        firsts * u128::from(self.futures())
    }
}

/// A way of playing that the solver evaluates exactly over every deal. Each method says whether
/// to place the Play at that point; `None` takes whichever option is worth more (the optimal
/// player answers `None` everywhere). The cards are as the solver sees them — a representative
/// of their suit class — so a policy must not depend on which suit is which.
pub trait Policy: Sync {
    /// The first decision: the hole cards and the community cards showing (none or one).
    fn first(&self, _hole: CardSet, _shown: CardSet) -> Option<bool> {
        None
    }
    /// The second decision, three community cards showing.
    fn second(&self, _hole: CardSet, _flop: CardSet) -> Option<bool> {
        None
    }
    /// The last decision, five community cards showing; `value` is the player's hand.
    fn last(&self, _hole: CardSet, _board: CardSet, _value: HandValue) -> Option<bool> {
        None
    }
    /// Sees each second-decision situation's two sums (Play, check), in half-Antes over its
    /// 1,081 × 990 river deals, before the decision is taken: how a derivation aid learns
    /// what each decision is worth (`engine/examples/jhe_card_data.rs`).
    fn observe_second(&self, _hole: CardSet, _flop: CardSet, _play: i64, _check: i64) {}
}

/// The best decision everywhere.
pub struct Optimal;

impl Policy for Optimal {}

fn hole_set(index: usize) -> CardSet {
    let (a, b) = suits::hole_cards(index);
    CardSet::from_bits(bit_of(a) | bit_of(b))
}

/// The suit classes of flops and boards, and where relabelling sends each hand.
pub struct Symmetry {
    /// The representative flops, by id.
    pub flops: Vec<CardSet>,
    /// For a sorted triple of card indices `a * 2704 + b * 52 + c`: its id if it is a
    /// representative flop, else `u16::MAX`.
    representative_id: Vec<u16>,
    /// For any sorted triple: the id of its class.
    class_id: Vec<u16>,
    /// The representative boards.
    pub boards: Vec<CardSet>,
    holes: Vec<[u16; HOLES]>,
}

fn triple(a: u8, b: u8, c: u8) -> usize {
    a as usize * 2704 + b as usize * 52 + c as usize
}

impl Symmetry {
    /// How many of the 22,100 flops each representative flop stands for, by id.
    pub fn class_sizes(&self) -> Vec<u32> {
        let mut sizes = vec![0u32; self.flops.len()];
        for &id in &self.class_id {
            if id != u16::MAX {
                sizes[id as usize] += 1;
            }
        }
        sizes
    }

    pub fn new() -> Symmetry {
        let mut representative_id = vec![u16::MAX; 52 * 52 * 52];
        let mut class_id = vec![u16::MAX; 52 * 52 * 52];
        let mut flops = Vec::new();
        let mut ids = std::collections::HashMap::new();
        for a in 0..52u8 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    let set = CardSet::from_bits(bit_of(a) | bit_of(b) | bit_of(c));
                    let rep = canonical(set);
                    let id = *ids.entry(rep.bits()).or_insert_with(|| {
                        flops.push(rep);
                        flops.len() as u16 - 1
                    });
                    class_id[triple(a, b, c)] = id;
                    if rep == set {
                        representative_id[triple(a, b, c)] = id;
                    }
                }
            }
        }
        let mut boards = Vec::new();
        crate::combinatorics::for_each_five_card_hand(|bits| {
            let set = CardSet::from_bits(bits);
            if canonical(set) == set {
                boards.push(set);
            }
        });
        Symmetry {
            flops,
            representative_id,
            class_id,
            boards,
            holes: relabelled_holes(),
        }
    }
}

impl Symmetry {
    /// The representative flops a board's images grow from: for each distinct image of the
    /// board under the 24 suit relabellings (the first relabelling `p` that makes it), each of
    /// its 10 flops that is a representative, by id.
    fn board_flops(&self, board: CardSet, mut each: impl FnMut(u16, usize)) {
        let cards = suits::indices_of(board);
        for (p, _) in suits::distinct_images(board) {
            let mut image = [0u8; 5];
            for (slot, &c) in image.iter_mut().zip(&cards) {
                *slot = suits::relabel_card(p, c);
            }
            image.sort_unstable();
            for (flop, _) in SPLITS {
                let id =
                    self.representative_id[triple(image[flop[0]], image[flop[1]], image[flop[2]])];
                if id != u16::MAX {
                    each(id, p);
                }
            }
        }
    }

    /// Whether one of the board's 10 flops is of a class in `range` (a worker ranks only the
    /// boards that add to its own flops).
    fn grows_any_of(&self, board: CardSet, range: &Range<usize>) -> bool {
        let cards = suits::indices_of(board);
        SPLITS.iter().any(|(flop, _)| {
            let id = self.class_id[triple(cards[flop[0]], cards[flop[1]], cards[flop[2]])];
            range.contains(&(id as usize))
        })
    }

    /// Where a flop's hands go in the first decision's table: for each distinct image of the
    /// flop, where the relabelling sends each hole, and the keys the image adds to.
    fn flop_images(
        &self,
        game: &Game,
        flop: CardSet,
        mut each: impl FnMut(&[u16; HOLES], &[usize]),
    ) {
        for (p, image) in suits::distinct_images(flop) {
            let (keys, n) = game.keys_shown_of(image);
            each(&self.holes[p], &keys[..n]);
        }
    }
}

impl Default for Symmetry {
    fn default() -> Symmetry {
        Symmetry::new()
    }
}

/// The 10 three-card subsets of five sorted card indices, with the other two.
const SPLITS: [([usize; 3], [usize; 2]); 10] = [
    ([0, 1, 2], [3, 4]),
    ([0, 1, 3], [2, 4]),
    ([0, 1, 4], [2, 3]),
    ([0, 2, 3], [1, 4]),
    ([0, 2, 4], [1, 3]),
    ([0, 3, 4], [1, 2]),
    ([1, 2, 3], [0, 4]),
    ([1, 2, 4], [0, 3]),
    ([1, 3, 4], [0, 2]),
    ([2, 3, 4], [0, 1]),
];

/// Per first-decision situation (hand, and the first card when one shows): sums over every
/// continuation, in half-Antes.
pub type FirstSums = [i64; 6];
/// The first decision's Play.
pub const FIRST_PLAY: usize = 0;
/// Checking, then deciding best.
pub const FIRST_CHECK: usize = 1;
pub const FIRST_PLAY_SQUARE: usize = 2;
pub const FIRST_CHECK_SQUARE: usize = 3;
/// Flops (each 1,081 × 990 deals) on which a checked hand plays at the second decision.
pub const SECOND_PLAYS: usize = 4;
/// River situations (each 990 deals) where a hand checked twice and plays.
pub const LAST_PLAYS: usize = 5;

/// What part of the work found: the first-decision sums of the flops in its range, and the
/// second decision taken on each of those flops for each hand (`flop * HOLES + hole`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub first: Vec<FirstSums>,
    pub second_plays: Vec<bool>,
}

impl Part {
    /// The part as bytes, to pass between the browser's workers: the number of first-decision
    /// situations and of second decisions (u32 each, little-endian), each situation's six sums
    /// (i64, little-endian), then the second decisions one bit each.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes =
            Vec::with_capacity(8 + self.first.len() * 48 + self.second_plays.len() / 8 + 1);
        bytes.extend_from_slice(&(self.first.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&(self.second_plays.len() as u32).to_le_bytes());
        for sums in &self.first {
            for sum in sums {
                bytes.extend_from_slice(&sum.to_le_bytes());
            }
        }
        for chunk in self.second_plays.chunks(8) {
            let bits = chunk
                .iter()
                .enumerate()
                .fold(0u8, |bits, (i, &plays)| bits | (u8::from(plays) << i));
            bytes.push(bits);
        }
        bytes
    }

    /// A part from [`Part::to_bytes`]; an error names what does not fit.
    pub fn from_bytes(bytes: &[u8]) -> Result<Part, String> {
        let count = |at: usize| -> Result<usize, String> {
            let word = bytes
                .get(at..at + 4)
                .ok_or("a solver part is shorter than its header")?;
            Ok(u32::from_le_bytes([word[0], word[1], word[2], word[3]]) as usize)
        };
        let (situations, seconds) = (count(0)?, count(4)?);
        let sums_end = 8 + situations * 48;
        let expected = sums_end + seconds.div_ceil(8);
        if bytes.len() != expected {
            return Err(format!(
                "a solver part of {situations} situations and {seconds} second decisions needs {expected} bytes, not {}",
                bytes.len()
            ));
        }
        let first = bytes[8..sums_end]
            .chunks_exact(48)
            .map(|chunk| {
                let mut sums = [0i64; 6];
                for (sum, word) in sums.iter_mut().zip(chunk.chunks_exact(8)) {
                    let mut le = [0u8; 8];
                    le.copy_from_slice(word);
                    *sum = i64::from_le_bytes(le);
                }
                sums
            })
            .collect();
        let second_plays = (0..seconds)
            .map(|i| bytes[sums_end + i / 8] >> (i % 8) & 1 == 1)
            .collect();
        Ok(Part {
            first,
            second_plays,
        })
    }
}

/// The river sums of every hand on every representative flop in `range`, then the second
/// decision on each, added to the first-decision situations. `progress(done, total)` is called
/// now and then with boards done; returning false cancels (None). One thread: what each of the
/// browser's workers does for its share of the flops.
pub fn solve_part(
    game: &Game,
    policy: &dyn Policy,
    symmetry: &Symmetry,
    range: Range<usize>,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Option<Part> {
    let mut flop_sums: Vec<RiverSums> = vec![RiverSums::default(); range.len() * HOLES];
    let entries: [(&Game, &dyn Policy); 1] = [(game, policy)];
    let mut scratch = BoardScratch::default();
    let total = symmetry.boards.len();
    let owns = |id: usize| range.contains(&id).then(|| id - range.start);
    let mut tables = [flop_sums.chunks_mut(HOLES).collect::<Vec<_>>()];
    let mut ranked = shared::RankedBoard::default();
    for (n, &board) in symmetry.boards.iter().enumerate() {
        if n % 1024 == 0 && !progress(n, total) {
            return None;
        }
        if symmetry.grows_any_of(board, &range) {
            shared::rank_into(&entries, symmetry, board, &mut scratch, &mut ranked);
            shared::add(std::slice::from_ref(&ranked), symmetry, owns, &mut tables);
        }
    }
    progress(total, total);
    let (first, second_plays) = first_sums(game, policy, symmetry, range, &flop_sums);
    Some(Part {
        first,
        second_plays,
    })
}

/// The second decision on every flop of the range, its value added to every first-decision
/// situation it can follow (each relabelling of the flop, each card of it shown first).
fn first_sums(
    game: &Game,
    policy: &dyn Policy,
    symmetry: &Symmetry,
    range: Range<usize>,
    flop_sums: &[RiverSums],
) -> (Vec<FirstSums>, Vec<bool>) {
    use river::*;
    let keys = game.keys();
    let [first, second, _] = game.multiples;
    let mut out: Vec<FirstSums> = vec![[0; 6]; HOLES * keys];
    let mut second_plays = vec![false; range.len() * HOLES];
    for id in range.clone() {
        let flop = symmetry.flops[id];
        let block = &flop_sums[(id - range.start) * HOLES..][..HOLES];
        // The decision per hand of this flop (holes touching the flop stay all zero).
        let decided: Vec<(usize, FirstSums)> = block
            .iter()
            .enumerate()
            .filter(|(hole, _)| {
                let (a, b) = suits::hole_cards(*hole);
                flop.bits() & (bit_of(a) | bit_of(b)) == 0
            })
            .map(|(hole, s)| {
                let play = s[BASE] + second * s[PER_PLAY];
                policy.observe_second(hole_set(hole), flop, play, s[BEST_LAST]);
                let plays = policy
                    .second(hole_set(hole), flop)
                    .unwrap_or(play > s[BEST_LAST]);
                (
                    hole,
                    [
                        s[BASE] + first * s[PER_PLAY],
                        if plays { play } else { s[BEST_LAST] },
                        s[FIRST_SQUARE],
                        if plays {
                            s[SECOND_SQUARE]
                        } else {
                            s[BEST_LAST_SQUARE]
                        },
                        i64::from(plays),
                        if plays { 0 } else { s[RIVER_PLAYS] },
                    ],
                )
            })
            .collect();
        for &(hole, sums) in &decided {
            second_plays[(id - range.start) * HOLES + hole] = sums[SECOND_PLAYS] == 1;
        }
        symmetry.flop_images(game, flop, |to, shown| {
            for &(hole, sums) in &decided {
                let hole = to[hole] as usize;
                for &key in shown {
                    let slot = &mut out[hole * keys + key];
                    for k in 0..6 {
                        slot[k] += sums[k];
                    }
                }
            }
        });
    }
    (out, second_plays)
}

/// The exact optimal play of a game over every deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub deals: u128,
    /// The sum of the results of every deal, in half-Antes.
    pub total_halves: i128,
    /// The sum of the squared results, in quarter-Antes squared.
    pub square_quarters: i128,
    /// Deals played at the first, second and third decisions, and folded.
    pub plays: [u128; 4],
    /// Per first-decision situation (`hole * keys + key`), its sums.
    pub first: Vec<FirstSums>,
    /// Per representative flop and hand (`flop * HOLES + hole`): whether the second decision
    /// plays (for a hand that checked).
    pub second_plays: Vec<bool>,
}

impl Solution {
    /// The player's expected result per Ante (negative: the house edge).
    pub fn expected(&self) -> f64 {
        self.total_halves as f64 / 2.0 / self.deals as f64
    }
}

/// Adds the parts up and takes the first decision in each situation.
pub fn combine(game: &Game, policy: &dyn Policy, parts: Vec<Part>) -> Solution {
    let keys = game.keys();
    let mut first: Vec<FirstSums> = vec![[0; 6]; HOLES * keys];
    let mut second_plays = Vec::new();
    for part in parts {
        second_plays.extend(part.second_plays);
        for (slot, sums) in first.iter_mut().zip(part.first) {
            for k in 0..6 {
                slot[k] += sums[k];
            }
        }
    }
    let futures = u128::from(game.futures());
    let river_deals = 1081 * DEALER_HANDS as u128;
    let mut total = 0i128;
    let mut square = 0i128;
    let mut plays = [0u128; 4];
    let mut situations = 0u128;
    for (index, s) in first.iter().enumerate() {
        let shown = game.shown_of_key(index % keys);
        if hole_set(index / keys).intersects(shown) {
            continue;
        }
        situations += 1;
        let raises = policy
            .first(hole_set(index / keys), shown)
            .unwrap_or(s[FIRST_PLAY] > s[FIRST_CHECK]);
        if raises {
            total += i128::from(s[FIRST_PLAY]);
            square += i128::from(s[FIRST_PLAY_SQUARE]);
            plays[0] += futures;
        } else {
            total += i128::from(s[FIRST_CHECK]);
            square += i128::from(s[FIRST_CHECK_SQUARE]);
            let second = s[SECOND_PLAYS] as u128 * river_deals;
            let last = s[LAST_PLAYS] as u128 * DEALER_HANDS as u128;
            plays[1] += second;
            plays[2] += last;
            plays[3] += futures - second - last;
        }
    }
    let deals = situations * futures;
    debug_assert_eq!(deals, game.deals());
    Solution {
        deals,
        total_halves: total,
        square_quarters: square,
        plays,
        first,
        second_plays,
    }
}

/// The whole optimal analysis on `threads` threads (each takes a share of the flops).
pub fn solve(game: &Game, threads: usize) -> Solution {
    evaluate_policy(game, &Optimal, threads)
}

/// The exact result of playing by `policy` over every deal, on `threads` threads.
pub fn evaluate_policy(game: &Game, policy: &dyn Policy, threads: usize) -> Solution {
    evaluate_policies(game, &[policy], threads)
        .pop()
        .expect("one solution per policy")
}

/// The exact result of each policy over every deal, on `threads` threads: one walk ranks each
/// board once for all of them ([`shared::RiverTables`]), then each policy's decisions are
/// taken on its own sums.
pub fn evaluate_policies(game: &Game, policies: &[&dyn Policy], threads: usize) -> Vec<Solution> {
    let symmetry = Symmetry::new();
    let threads = threads.max(1);
    let tables = shared::RiverTables::new(game, policies, &symmetry, threads);
    let n = symmetry.flops.len();
    policies
        .iter()
        .enumerate()
        .map(|(index, &policy)| {
            let parts = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let range = n * t / threads..n * (t + 1) / threads;
                        let (tables, symmetry) = (&tables, &symmetry);
                        scope.spawn(move || tables.part(game, policy, index, symmetry, range))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a solver thread panicked"))
                    .collect()
            });
            combine(game, policy, parts)
        })
        .collect()
}

/// A solved game's decisions, looked up for any cards (suit relabelling maps them onto the
/// representatives the solver kept). Card arguments are card indices (`Card::index`).
pub struct Decisions {
    pub game: Game,
    pub solution: Solution,
    symmetry: Symmetry,
}

impl Decisions {
    pub fn new(game: Game, solution: Solution) -> Decisions {
        Decisions {
            game,
            solution,
            symmetry: Symmetry::new(),
        }
    }

    /// The first decision's two sums (Play, check) in half-Antes over
    /// [`Game::futures`] continuations; `shown` is ignored when the game shows no card.
    pub fn first_values(&self, hole: [u8; 2], shown: u8) -> (i64, i64) {
        let s = self
            .solution
            .first_sums(&self.game, hole[0], hole[1], shown);
        (s[FIRST_PLAY], s[FIRST_CHECK])
    }

    pub fn first_plays(&self, hole: [u8; 2], shown: u8) -> bool {
        let (play, check) = self.first_values(hole, shown);
        play > check
    }

    /// Whether the optimal player, having checked, plays at the second decision.
    pub fn second_plays(&self, hole: [u8; 2], flop: [u8; 3]) -> bool {
        let mut f = flop;
        f.sort_unstable();
        let id = self.symmetry.class_id[triple(f[0], f[1], f[2])] as usize;
        let set = CardSet::from_bits(bit_of(f[0]) | bit_of(f[1]) | bit_of(f[2]));
        let representative = self.symmetry.flops[id];
        let p = (0..24)
            .find(|&p| suits::relabel_set(p, set) == representative)
            .expect("a flop's class holds its representative");
        let hole = self.symmetry.holes[p][hole_index(hole[0], hole[1])] as usize;
        self.solution.second_plays[id * HOLES + hole]
    }
}

/// The first decision's two values in every situation, apart from the rest of a solution: what
/// a page keeps to answer "what is each option worth" for any two cards and card shown, and
/// passes between workers as bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstValues {
    /// Cards that can show first: 52, or 1 when the game shows none.
    pub keys: usize,
    /// Continuations each situation's sums are over ([`Game::futures`]).
    pub futures: u64,
    /// Per situation (`hole_index * keys + shown`): the sums of playing and of checking, in
    /// half-Antes.
    pub values: Vec<(i64, i64)>,
}

impl FirstValues {
    pub fn of(game: &Game, solution: &Solution) -> FirstValues {
        FirstValues {
            keys: game.keys(),
            futures: game.futures(),
            values: solution
                .first
                .iter()
                .map(|s| (s[FIRST_PLAY], s[FIRST_CHECK]))
                .collect(),
        }
    }

    /// The two sums for two cards and the card shown (card indices; `shown` ignored when the
    /// game shows none); `None` for cards that cannot be (a card twice, an index past 51).
    pub fn sums(&self, a: u8, b: u8, shown: u8) -> Option<(i64, i64)> {
        if a == b || a > 51 || b > 51 || (self.keys > 1 && (shown > 51 || shown == a || shown == b))
        {
            return None;
        }
        let key = if self.keys == 1 { 0 } else { shown as usize };
        self.values.get(hole_index(a, b) * self.keys + key).copied()
    }

    /// The expected result per Ante of playing and of checking, as exact fractions
    /// `(numerator, denominator)` in lowest terms.
    pub fn exact(&self, a: u8, b: u8, shown: u8) -> Option<[(i128, u128); 2]> {
        let (play, check) = self.sums(a, b, shown)?;
        let denominator = 2 * self.futures as u128;
        let reduce = |n: i64| {
            let n = n as i128;
            let d = gcd(n.unsigned_abs(), denominator).max(1);
            (n / d as i128, denominator / d)
        };
        Some([reduce(play), reduce(check)])
    }

    /// As bytes: keys and futures (u64 each), the number of situations (u64), then each
    /// situation's two sums (i64); all little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(24 + self.values.len() * 16);
        for word in [self.keys as u64, self.futures, self.values.len() as u64] {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        for (play, check) in &self.values {
            bytes.extend_from_slice(&play.to_le_bytes());
            bytes.extend_from_slice(&check.to_le_bytes());
        }
        bytes
    }

    /// From [`FirstValues::to_bytes`]; an error names what does not fit.
    pub fn from_bytes(bytes: &[u8]) -> Result<FirstValues, String> {
        let word = |i: usize| -> Result<u64, String> {
            let mut le = [0u8; 8];
            le.copy_from_slice(
                bytes
                    .get(i * 8..i * 8 + 8)
                    .ok_or("first-decision values shorter than their header")?,
            );
            Ok(u64::from_le_bytes(le))
        };
        let (keys, futures, count) = (word(0)? as usize, word(1)?, word(2)? as usize);
        if keys != 1 && keys != 52 || count != HOLES * keys || bytes.len() != 24 + count * 16 {
            return Err(format!(
                "first-decision values of {count} situations with {keys} cards shown do not fit in {} bytes",
                bytes.len()
            ));
        }
        let values = (0..count)
            .map(|i| {
                let pair = 3 + 2 * i;
                Ok((word(pair)? as i64, word(pair + 1)? as i64))
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(FirstValues {
            keys,
            futures,
            values,
        })
    }
}

/// One starting-hand class in [`Solution::first_decision_chart`].
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ChartRow {
    /// `AA`, `AKs`, `72o`.
    pub hand: String,
    /// Share of situations played, by the rank of the card shown (ace first); one entry when
    /// no card shows first.
    pub plays: Vec<f64>,
}

/// The figures a player or an operator reads off a solution.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SolutionReport {
    pub game: String,
    pub deals: String,
    /// The house edge per Ante as an exact fraction, lowest terms: `numerator / denominator`.
    pub house_edge_numerator: String,
    pub house_edge_denominator: String,
    /// Per cent of the Ante.
    pub house_edge_percent: f64,
    /// The house edge per unit wagered in all (Ante, bonus wager and Play), per cent.
    pub element_of_risk_percent: f64,
    /// Ante, bonus wager and Play together, in Antes.
    pub average_wager: f64,
    /// Of one round's result, in Antes.
    pub standard_deviation: f64,
    /// Share of deals played at decisions 1, 2, 3 and folded.
    pub play_first: f64,
    pub play_second: f64,
    pub play_last: f64,
    pub fold: f64,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Solution {
    pub fn report(&self, game: &Game) -> SolutionReport {
        let deals = self.deals as f64;
        // The house edge per Ante is −total / (2 · deals) (the total is in half-Antes).
        let numerator = -self.total_halves;
        let denominator = 2 * self.deals;
        let divisor = gcd(numerator.unsigned_abs(), denominator).max(1);
        let expected = self.expected();
        let played: u128 = self
            .plays
            .iter()
            .zip(game.multiples)
            .map(|(&n, m)| n * m as u128)
            .sum();
        let average_wager = 2.0 + played as f64 / deals;
        let second_moment = self.square_quarters as f64 / 4.0 / deals;
        SolutionReport {
            game: game.name.to_string(),
            deals: self.deals.to_string(),
            house_edge_numerator: (numerator / divisor as i128).to_string(),
            house_edge_denominator: (denominator / divisor).to_string(),
            house_edge_percent: -expected * 100.0,
            element_of_risk_percent: -expected / average_wager * 100.0,
            average_wager,
            standard_deviation: (second_moment - expected * expected).sqrt(),
            play_first: self.plays[0] as f64 / deals,
            play_second: self.plays[1] as f64 / deals,
            play_last: self.plays[2] as f64 / deals,
            fold: self.plays[3] as f64 / deals,
        }
    }

    /// The first decision by starting-hand class and the rank of the card shown first: for each
    /// of the 169 classes (`AA`, `AKs`, `AKo`, …, high ranks first) and each rank of the shown
    /// card (ace first), the share of the class's situations with such a card in which `policy`
    /// plays. Games that show no card first have one column.
    pub fn first_decision_chart(&self, game: &Game, policy: &dyn Policy) -> Vec<ChartRow> {
        let keys = game.keys();
        let columns = if keys > 1 { 13 } else { 1 };
        // (plays, situations) per class and column; class by (high rank, low rank, suited).
        let mut counts = vec![[(0u32, 0u32); 13]; 13 * 13 * 2];
        for (index, s) in self.first.iter().enumerate() {
            let (a, b) = suits::hole_cards(index / keys);
            let key = index % keys;
            if keys > 1 && (key == a as usize || key == b as usize) {
                continue;
            }
            // Card indices are suit-major: rank = index % 13, suit = index / 13.
            let (ra, rb) = (a % 13, b % 13);
            let (high, low) = (ra.max(rb), ra.min(rb));
            let suited = a / 13 == b / 13;
            let shown = if keys > 1 {
                CardSet::from_bits(bit_of(key as u8))
            } else {
                CardSet::EMPTY
            };
            let plays = policy
                .first(hole_set(index / keys), shown)
                .unwrap_or(s[FIRST_PLAY] > s[FIRST_CHECK]);
            let column = if keys > 1 { 12 - key % 13 } else { 0 };
            let cell =
                &mut counts[(high as usize * 13 + low as usize) * 2 + usize::from(suited)][column];
            cell.0 += u32::from(plays);
            cell.1 += 1;
        }
        let symbol = |rank: u8| crate::cards::Rank::from_index(rank).map_or('?', |r| r.symbol());
        let mut rows = Vec::with_capacity(169);
        for high in (0..13u8).rev() {
            for low in (0..=high).rev() {
                for suited in [true, false] {
                    if high == low && suited {
                        continue;
                    }
                    let cells =
                        &counts[(high as usize * 13 + low as usize) * 2 + usize::from(suited)];
                    let mut hand = format!("{}{}", symbol(high), symbol(low));
                    if high != low {
                        hand.push(if suited { 's' } else { 'o' });
                    }
                    rows.push(ChartRow {
                        hand,
                        plays: cells[..columns]
                            .iter()
                            .map(|&(plays, all)| {
                                if all == 0 {
                                    0.0
                                } else {
                                    plays as f64 / all as f64
                                }
                            })
                            .collect(),
                    });
                }
            }
        }
        rows
    }

    /// The second decision summed by a classification of the two cards and the flop (which
    /// must not depend on suits' names): per class, the situations — every flop with every two
    /// other cards, equally likely — and how many of them play. Read with a checked hand in
    /// mind: the decision a hand that checked at the first takes there.
    pub fn second_decision_counts(
        &self,
        symmetry: &Symmetry,
        classes: usize,
        classify: &dyn Fn(CardSet, CardSet) -> usize,
    ) -> Vec<(u64, u64)> {
        let mut counts = vec![(0u64, 0u64); classes];
        if self.second_plays.len() != symmetry.flops.len() * HOLES {
            return counts;
        }
        for (id, (&flop, &size)) in symmetry
            .flops
            .iter()
            .zip(&symmetry.class_sizes())
            .enumerate()
        {
            for hole in 0..HOLES {
                let cards = hole_set(hole);
                if cards.bits() & flop.bits() != 0 {
                    continue;
                }
                let class = classify(cards, flop).min(classes - 1);
                let plays = self.second_plays[id * HOLES + hole];
                counts[class].0 += u64::from(plays) * u64::from(size);
                counts[class].1 += u64::from(size);
            }
        }
        counts
    }

    /// The sums of one first-decision situation: the two cards, and the card shown first
    /// (ignored when the game shows none).
    pub fn first_sums(&self, game: &Game, a: u8, b: u8, shown: u8) -> FirstSums {
        let key = if game.keys() == 1 { 0 } else { shown as usize };
        self.first[hole_index(a, b) * game.keys() + key]
    }
}
