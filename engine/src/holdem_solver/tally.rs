//! How a way of playing's deals end for the bonus wager (the X-tra Bonus, the Blind), counted
//! by the player's final hand category: beaten dealer per category, tie, loss at showdown; the
//! rest fold. The value sums cannot give these (every outcome is folded into one number), so
//! a second walk over every board counts them, taking the decisions the solution took: the
//! river decision again from the same sums, the second and first looked up in the solution.
//! Only the par sheet asks, so the main solve carries none of this.
//!
//! Counts go up the way the values do ([`super::solve_part`]): per river situation, per
//! representative flop and hand, per first-decision situation. On a flop a count is at most
//! 1,081 × 990 < 2²¹, so three counts share a word there (the adding is the walk's cost).

use super::river::{self, BoardScratch, RIVER_PLAYS};
use super::suits::{self, bit_of, HOLES};
use super::{hole_set, Game, Policy, Solution, Symmetry, FIRST_CHECK, FIRST_PLAY};
use crate::poker::HandValue;
use std::ops::Range;

/// Where each outcome is counted: the player beats the dealer holding a category
/// (`Category as usize`, 0–9), a tie, a loss at showdown; of the wins and losses, those against
/// a qualifying dealer (the Ante's result).
pub const TIES: usize = 10;
pub const LOSSES: usize = 11;
pub const WINS_QUALIFIED: usize = 12;
pub const LOSSES_QUALIFIED: usize = 13;
pub const FIELDS: usize = 14;
const BITS: usize = 21;
const PER_WORD: usize = 3;
const WORDS: usize = FIELDS.div_ceil(PER_WORD);

/// Per first-decision situation: the counts if it plays at once, then, if it checks, those it
/// plays at the second decision and those at the last.
pub type FirstTally = [u64; 3 * FIELDS];

/// A policy's showdowns over every deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowdownTally {
    pub deals: u128,
    /// Per decision at which the Play was made (first, second, last): the counts by field.
    pub by_decision: [[u128; FIELDS]; 3],
}

impl ShowdownTally {
    /// A field's count over every decision.
    pub fn count(&self, field: usize) -> u128 {
        self.by_decision.iter().map(|d| d[field]).sum()
    }

    /// Deals where the player beats the dealer holding this category.
    pub fn wins(&self, category: crate::poker::Category) -> u128 {
        self.count(category as usize)
    }

    /// Deals that reach the showdown.
    pub fn showdowns(&self) -> u128 {
        (0..10).map(|c| self.count(c)).sum::<u128>() + self.count(TIES) + self.count(LOSSES)
    }

    /// Deals folded: the rest.
    pub fn folds(&self) -> u128 {
        self.deals - self.showdowns()
    }
}

/// Adds `n` to a field of packed words.
fn add_packed(words: &mut [u64], field: usize, n: u64) {
    words[field / PER_WORD] += n << (BITS * (field % PER_WORD));
}

fn unpacked(words: &[u64]) -> [u64; FIELDS] {
    std::array::from_fn(|f| words[f / PER_WORD] >> (BITS * (f % PER_WORD)) & ((1 << BITS) - 1))
}

/// The first-decision tallies of the flops in `range`, for `policy` whose walk of the same
/// flops decided `second_plays` (per flop of the range and hand, `(flop − range.start) ×
/// HOLES + hole`: [`super::Part::second_plays`], or that stretch of
/// [`Solution::second_plays`]). `progress(done, total)` as for [`super::solve_part`];
/// returning false cancels (None), as does a `second_plays` that does not cover the range.
pub fn tally_part(
    game: &Game,
    policy: &dyn Policy,
    second_plays: &[bool],
    symmetry: &Symmetry,
    range: Range<usize>,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Option<Vec<FirstTally>> {
    if range.end > symmetry.flops.len() || second_plays.len() != range.len() * HOLES {
        return None;
    }
    // Per flop and hand: the counts of every way to showdown, then of a hand checked to the
    // river (only where it plays there).
    let mut flop_tally: Vec<[u64; 2 * WORDS]> = vec![[0; 2 * WORDS]; range.len() * HOLES];
    let mut scratch = BoardScratch::default();
    let mut hands: Vec<(u16, [u64; 2 * WORDS])> = Vec::with_capacity(1081);
    let total = symmetry.boards.len();
    for (n, &board) in symmetry.boards.iter().enumerate() {
        if n % 1024 == 0 && !progress(n, total) {
            return None;
        }
        if !symmetry.grows_any_of(board, &range) {
            continue;
        }
        hands.clear();
        river::for_each_player_hand(board, &mut scratch, |hole, value, counts| {
            let value = HandValue::from_raw(value);
            let category = value.category() as usize;
            let decided = policy.last(hole_set(hole), board, value);
            let plays = counts.sums(game, game.bonus_halves[category], decided)[RIVER_PLAYS] == 1;
            let mut words = [0u64; 2 * WORDS];
            for (field, count) in [
                (category, counts.win_qualified + counts.win_unqualified),
                (TIES, counts.tie),
                (LOSSES, counts.lose_qualified + counts.lose_unqualified),
                (WINS_QUALIFIED, counts.win_qualified),
                (LOSSES_QUALIFIED, counts.lose_qualified),
            ] {
                add_packed(&mut words[..WORDS], field, count as u64);
                if plays {
                    add_packed(&mut words[WORDS..], field, count as u64);
                }
            }
            hands.push((hole as u16, words));
        });
        symmetry.board_flops(board, |id, p| {
            if !range.contains(&(id as usize)) {
                return;
            }
            let to = &symmetry.holes[p];
            let block = &mut flop_tally[(id as usize - range.start) * HOLES..][..HOLES];
            for (hole, words) in &hands {
                let slot = &mut block[to[*hole as usize] as usize];
                for k in 0..2 * WORDS {
                    slot[k] += words[k];
                }
            }
        });
    }
    progress(total, total);
    let keys = game.keys();
    let mut out: Vec<FirstTally> = vec![[0; 3 * FIELDS]; HOLES * keys];
    for id in range.clone() {
        let flop = symmetry.flops[id];
        let block = &flop_tally[(id - range.start) * HOLES..][..HOLES];
        // Per hand off the flop: every way to showdown, and where a checked hand goes on.
        let decided: Vec<(usize, FirstTally)> = block
            .iter()
            .enumerate()
            .filter(|(hole, _)| {
                let (a, b) = suits::hole_cards(*hole);
                flop.bits() & (bit_of(a) | bit_of(b)) == 0
            })
            .map(|(hole, words)| {
                let every = unpacked(&words[..WORDS]);
                let mut paths = [0u64; 3 * FIELDS];
                paths[..FIELDS].copy_from_slice(&every);
                if second_plays[(id - range.start) * HOLES + hole] {
                    paths[FIELDS..2 * FIELDS].copy_from_slice(&every);
                } else {
                    paths[2 * FIELDS..].copy_from_slice(&unpacked(&words[WORDS..]));
                }
                (hole, paths)
            })
            .collect();
        symmetry.flop_images(game, flop, |to, shown| {
            for (hole, tally) in &decided {
                let hole = to[*hole] as usize;
                for &key in shown {
                    let slot = &mut out[hole * keys + key];
                    for k in 0..3 * FIELDS {
                        slot[k] += tally[k];
                    }
                }
            }
        });
    }
    Some(out)
}

/// A part's tallies as bytes, to pass between the browser's workers: their number (u32,
/// little-endian), then each tally's counts (u64, little-endian).
pub fn tally_to_bytes(tallies: &[FirstTally]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(4 + tallies.len() * 3 * FIELDS * 8);
    bytes.extend_from_slice(&(tallies.len() as u32).to_le_bytes());
    for count in tallies.iter().flatten() {
        bytes.extend_from_slice(&count.to_le_bytes());
    }
    bytes
}

/// From [`tally_to_bytes`]; an error names what does not fit.
pub fn tally_from_bytes(bytes: &[u8]) -> Result<Vec<FirstTally>, String> {
    let header: [u8; 4] = bytes
        .get(..4)
        .and_then(|h| h.try_into().ok())
        .ok_or("a tally part is shorter than its header")?;
    let count = u32::from_le_bytes(header) as usize;
    let expected = count
        .checked_mul(3 * FIELDS * 8)
        .and_then(|n| n.checked_add(4))
        .ok_or("a tally part's count is too large")?;
    if bytes.len() != expected {
        return Err(format!(
            "a tally part of {count} situations needs {expected} bytes, not {}",
            bytes.len()
        ));
    }
    Ok(bytes[4..]
        .chunks_exact(3 * FIELDS * 8)
        .map(|tally| {
            std::array::from_fn(|k| {
                let word: [u8; 8] = tally[k * 8..k * 8 + 8].try_into().unwrap_or_default();
                u64::from_le_bytes(word)
            })
        })
        .collect())
}

/// Per first-decision situation (`hole * keys + key`, as [`Solution::first`]): whether
/// `policy`, whose walk gave `solution`, plays at once. What a part's tally needs of the
/// whole walk ([`decided_tally`]); a situation that cannot happen (the hand holds a card
/// shown) does not play.
pub fn first_plays(game: &Game, policy: &dyn Policy, solution: &Solution) -> Vec<bool> {
    let keys = game.keys();
    solution
        .first
        .iter()
        .enumerate()
        .map(|(index, sums)| {
            let shown = game.shown_of_key(index % keys);
            !hole_set(index / keys).intersects(shown)
                && policy
                    .first(hole_set(index / keys), shown)
                    .unwrap_or(sums[FIRST_PLAY] > sums[FIRST_CHECK])
        })
        .collect()
}

/// A part's tallies ([`tally_part`]) with each first decision taken as `plays` says
/// ([`first_plays`]): the part's showdowns by the decision that made the Play. The parts'
/// added up are the walk's (taking a decision commutes with adding the parts up), so each
/// worker of a pool reduces its own; an error when the part and `plays` do not match `game`.
pub fn decided_tally(
    game: &Game,
    plays: &[bool],
    part: &[FirstTally],
) -> Result<[[u128; FIELDS]; 3], String> {
    let situations = HOLES * game.keys();
    if plays.len() != situations || part.len() != situations {
        return Err(format!(
            "a tally of {} situations with {} first decisions, not the game's {situations}",
            part.len(),
            plays.len()
        ));
    }
    let keys = game.keys();
    let mut by_decision = [[0u128; FIELDS]; 3];
    for (index, (tally, &raises)) in part.iter().zip(plays).enumerate() {
        if hole_set(index / keys).intersects(game.shown_of_key(index % keys)) {
            continue;
        }
        let taken = if raises { 0..1 } else { 1..3 };
        for decision in taken {
            let counts = &tally[decision * FIELDS..][..FIELDS];
            for (field, &n) in by_decision[decision].iter_mut().zip(counts) {
                *field += u128::from(n);
            }
        }
    }
    Ok(by_decision)
}

/// The parts' decided tallies ([`decided_tally`]) added up: the walk's showdowns.
pub fn add_decided(deals: u128, parts: &[[[u128; FIELDS]; 3]]) -> ShowdownTally {
    let mut by_decision = [[0u128; FIELDS]; 3];
    for part in parts {
        for (sum, counts) in by_decision.iter_mut().zip(part) {
            for (field, n) in sum.iter_mut().zip(counts) {
                *field += n;
            }
        }
    }
    ShowdownTally { deals, by_decision }
}

/// The showdowns of `policy`, whose walk gave `solution`, on `threads` threads; an error
/// when the solution is not one over every flop.
pub fn showdown_tally(
    game: &Game,
    policy: &dyn Policy,
    solution: &Solution,
    threads: usize,
) -> Result<ShowdownTally, String> {
    let symmetry = Symmetry::new();
    let threads = threads.max(1);
    let n = symmetry.flops.len();
    let parts = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = n * t / threads..n * (t + 1) / threads;
                let symmetry = &symmetry;
                let seconds = solution
                    .second_plays
                    .get(range.start * HOLES..range.end * HOLES)
                    .unwrap_or_default();
                scope.spawn(move || {
                    tally_part(game, policy, seconds, symmetry, range, &mut |_, _| true)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a tally thread panicked"))
            .collect::<Option<Vec<_>>>()
    })
    .ok_or("the solution's second decisions do not cover every flop")?;
    let plays = first_plays(game, policy, solution);
    let decided = parts
        .iter()
        .map(|part| decided_tally(game, &plays, part))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(add_decided(solution.deals, &decided))
}

#[cfg(test)]
mod tests {
    use super::super::suits::hole_index;
    use super::super::triple;
    use super::*;
    use crate::cards::CardSet;
    use crate::jhe::strategy::JheStrategy;
    use crate::poker::{evaluate, Category};
    use std::cmp::Ordering;

    /// A player who always plays at once, on one flop class (a suited 2-3-4, four flops) with
    /// its first card shown: the tally of one hand is every turn, river and dealer hand
    /// counted directly.
    #[test]
    fn a_hands_showdowns_on_one_flop_are_every_deal_counted_directly() {
        let xtra = crate::jhe::paytables::paytable(crate::jhe::JheWager::XtraBonus, "A").unwrap();
        let game = crate::jhe::exact::solver_game(&crate::jhe::JheRules::maryland(), xtra);
        let symmetry = Symmetry::new();
        let id = symmetry.class_id[triple(0, 1, 2)] as usize;
        let always = JheStrategy::Always;
        let part = tally_part(
            &game,
            &always,
            &[false; HOLES],
            &symmetry,
            id..id + 1,
            &mut |_, _| true,
        )
        .unwrap();
        // Ace and king of other suits (card index = suit × 13 + rank).
        let (a, b) = (13 + 12, 26 + 11);
        let counted = &part[hole_index(a, b) * 52][..FIELDS];
        let mut direct = [0u64; FIELDS];
        let used = bit_of(0) | bit_of(1) | bit_of(2) | bit_of(a) | bit_of(b);
        let rest: Vec<u8> = (0..52).filter(|&c| used & bit_of(c) == 0).collect();
        for (i, &t) in rest.iter().enumerate() {
            for &r in &rest[i + 1..] {
                let board = bit_of(0) | bit_of(1) | bit_of(2) | bit_of(t) | bit_of(r);
                let player = evaluate(CardSet::from_bits(board | bit_of(a) | bit_of(b)));
                let left: Vec<u8> = rest.iter().copied().filter(|&c| c != t && c != r).collect();
                for (j, &x) in left.iter().enumerate() {
                    for &y in &left[j + 1..] {
                        let dealer = evaluate(CardSet::from_bits(board | bit_of(x) | bit_of(y)));
                        let qualifies = dealer.category() >= Category::Pair;
                        match player.cmp(&dealer) {
                            Ordering::Greater => {
                                direct[player.category() as usize] += 1;
                                direct[WINS_QUALIFIED] += u64::from(qualifies);
                            }
                            Ordering::Equal => direct[TIES] += 1,
                            Ordering::Less => {
                                direct[LOSSES] += 1;
                                direct[LOSSES_QUALIFIED] += u64::from(qualifies);
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(direct[..=LOSSES].iter().sum::<u64>(), 1081 * 990);
        assert_eq!(counted, &direct[..]);
        // The other two cards of the flop shown first: the same deals.
        assert_eq!(&part[hole_index(a, b) * 52 + 2][..FIELDS], &direct[..]);
    }

    /// A part's tallies pass between workers as bytes and come back the same; a damaged
    /// message is refused by what does not fit.
    #[test]
    fn tally_bytes_round_trip_and_refuse_damage() {
        let tallies: Vec<FirstTally> = (0..3u64)
            .map(|n| std::array::from_fn(|k| n * 1_000_003 + k as u64 * (u64::MAX / 97)))
            .collect();
        let bytes = tally_to_bytes(&tallies);
        assert_eq!(bytes.len(), 4 + 3 * 3 * FIELDS * 8);
        assert_eq!(tally_from_bytes(&bytes), Ok(tallies));
        assert!(tally_from_bytes(&bytes[..bytes.len() - 1])
            .unwrap_err()
            .contains("needs"));
        assert!(tally_from_bytes(&[1, 0]).unwrap_err().contains("header"));
        assert_eq!(tally_from_bytes(&[0, 0, 0, 0]), Ok(Vec::new()));
    }

    /// Taking the first decisions part by part and adding the parts up is taking them on the
    /// parts' sum (what `showdown_tally` did before the page's workers each reduced their own);
    /// the impossible situations (a hand holding the card shown) count for nothing, and a part
    /// of another game's size is refused.
    #[test]
    fn decided_parts_add_up_to_the_decided_whole() {
        let xtra = crate::jhe::paytables::paytable(crate::jhe::JheWager::XtraBonus, "A").unwrap();
        let game = crate::jhe::exact::solver_game(&crate::jhe::JheRules::maryland(), xtra);
        let situations = HOLES * game.keys();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let parts: Vec<Vec<FirstTally>> = (0..3)
            .map(|_| {
                (0..situations)
                    .map(|_| std::array::from_fn(|_| next() % 1_000_000))
                    .collect()
            })
            .collect();
        let plays: Vec<bool> = (0..situations).map(|_| next() % 2 == 0).collect();
        let whole: Vec<FirstTally> = (0..situations)
            .map(|i| std::array::from_fn(|k| parts.iter().map(|p| p[i][k]).sum()))
            .collect();
        let decided: Vec<_> = parts
            .iter()
            .map(|p| decided_tally(&game, &plays, p).unwrap())
            .collect();
        let added = add_decided(7, &decided);
        assert_eq!(
            added,
            add_decided(7, &[decided_tally(&game, &plays, &whole).unwrap()])
        );
        // Counted directly: a situation that plays at once counts its first path, one that
        // checks its second and third.
        let keys = game.keys();
        let mut direct = [[0u128; FIELDS]; 3];
        for (index, tally) in whole.iter().enumerate() {
            if hole_set(index / keys).intersects(game.shown_of_key(index % keys)) {
                continue;
            }
            let paths: &[usize] = if plays[index] { &[0] } else { &[1, 2] };
            for &d in paths {
                for f in 0..FIELDS {
                    direct[d][f] += u128::from(tally[d * FIELDS + f]);
                }
            }
        }
        assert_eq!(added.by_decision, direct);
        assert!(decided_tally(&game, &plays[1..], &whole)
            .unwrap_err()
            .contains("first decisions"));
        assert!(decided_tally(&game, &plays, &whole[1..]).is_err());
    }
}
