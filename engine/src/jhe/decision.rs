//! The exact value of every option at Jackpot Hold 'Em's third and second decision points, per
//! unit of Ante, over every dealer hand (and, at the second, every turn and river) — integer
//! counts, exact fractions (B11, B11.1; AMB-70). The Player Bonus and Progressive do not depend
//! on the decision (a fold keeps them live, AMB-71), so only the Ante, X-tra Bonus and Play count.

use super::paytables::{JheHand, JhePaytable};
use super::rules::JheDecision;
use crate::cards::{Card, CardSet};
use crate::combinatorics::ExactEv;
use crate::paytable::Pay;
use crate::poker::{evaluate, Category, HandValue};
use std::cmp::Ordering;

/// The X-tra Bonus paytable's "to 1" odds for a hand that beats the dealer (0: a push below a
/// straight).
pub fn xtra_odds(table: &JhePaytable, player: HandValue) -> i64 {
    xtra_odds_of(table, player.category())
}

/// The same by category (the X-tra Bonus lines are categories: no line names a suit).
pub fn xtra_odds_of(table: &JhePaytable, category: Category) -> i64 {
    table
        .lines
        .iter()
        .find(|l| match l.hand {
            JheHand::Category(c) => category >= c,
            JheHand::LessThanStraight => category < Category::Straight,
            JheHand::RoyalFlushOfDiamonds | JheHand::RoyalFlushOtherSuit => false,
        })
        .map_or(0, |l| match l.pay {
            Pay::ToOne(n) => n as i64,
            _ => 0,
        })
}

/// What the Ante, X-tra Bonus and a Play of `play` Antes return together, in Antes (B11.1):
/// the dealer below a pair returns the Ante and still compares the other two (AMB-70).
#[inline]
pub fn main_result(player: HandValue, xtra: i64, dealer: HandValue, play: i64) -> i64 {
    let ante = i64::from(dealer.category() >= Category::Pair);
    match player.cmp(&dealer) {
        Ordering::Greater => ante + xtra + play,
        Ordering::Less => -ante - 1 - play,
        Ordering::Equal => 0,
    }
}

/// What a fold returns: the Ante and X-tra Bonus are collected (001 Ch.11 G(2)).
pub const FOLD: i64 = -2;

fn unseen(known: CardSet) -> Vec<Card> {
    Card::deck().filter(|c| !known.contains(*c)).collect()
}

/// The sum of the main result of a Play of `play` over every dealer hand from `rest`, and how
/// many hands that is.
fn over_dealer_hands(
    player: HandValue,
    xtra: i64,
    board: CardSet,
    rest: &[Card],
    play: i64,
) -> (i64, u64) {
    let mut sum = 0;
    let mut count = 0;
    for (i, &a) in rest.iter().enumerate() {
        let with_a = board.with(a);
        for &b in &rest[i + 1..] {
            sum += main_result(player, xtra, evaluate(with_a.with(b)), play);
            count += 1;
        }
    }
    (sum, count)
}

/// Decision 3, five community cards up: the exact value of a 1× Play and of folding, over the
/// 990 dealer hands (001 Ch.11 G).
pub fn decision_three(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    board: [Card; 5],
) -> [(JheDecision, ExactEv); 2] {
    decision_three_with_dead(xtra_table, hole, board, CardSet::EMPTY)
}

/// [`decision_three`] with `dead` cards out of the dealer's reach (see [`exact_options_with_dead`]).
pub fn decision_three_with_dead(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    board: [Card; 5],
    dead: CardSet,
) -> [(JheDecision, ExactEv); 2] {
    let board_set: CardSet = board.iter().copied().collect();
    let mine = board_set.with(hole[0]).with(hole[1]);
    let player = evaluate(mine);
    let rest = unseen(mine.union(dead));
    let (sum, count) =
        over_dealer_hands(player, xtra_odds(xtra_table, player), board_set, &rest, 1);
    [
        (
            JheDecision::Play(1),
            ExactEv {
                numerator: sum,
                denominator: count,
            },
        ),
        (
            JheDecision::Fold,
            ExactEv {
                numerator: FOLD * count as i64,
                denominator: count,
            },
        ),
    ]
}

/// Decision 2, three community cards up: the exact value of a 2× Play and of checking (then
/// playing or folding at the river, whichever is worth more), over every turn and river and
/// every dealer hand: 1,081 × 990 = 1,070,190 equally likely deals (001 Ch.11 E).
pub fn decision_two(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    flop: [Card; 3],
) -> [(JheDecision, ExactEv); 2] {
    decision_two_with_dead(xtra_table, hole, flop, CardSet::EMPTY)
}

/// [`decision_two`] with `dead` cards out of the turn's, the river's and the dealer's reach.
pub fn decision_two_with_dead(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    flop: [Card; 3],
    dead: CardSet,
) -> [(JheDecision, ExactEv); 2] {
    let flop_set: CardSet = flop.iter().copied().collect();
    let known = flop_set.with(hole[0]).with(hole[1]);
    let rest = unseen(known.union(dead));
    let mut play_sum = 0i64;
    let mut check_sum = 0i64;
    let mut total = 0u64;
    let mut dealer_rest: Vec<Card> = Vec::with_capacity(rest.len());
    for (i, &turn) in rest.iter().enumerate() {
        for &river in &rest[i + 1..] {
            let board = flop_set.with(turn).with(river);
            let player = evaluate(board.with(hole[0]).with(hole[1]));
            let xtra = xtra_odds(xtra_table, player);
            dealer_rest.clear();
            dealer_rest.extend(rest.iter().copied().filter(|&c| c != turn && c != river));
            // One pass gives both: the result of a Play of m is the same comparison with m.
            let mut wins = 0i64;
            let mut losses = 0i64;
            let mut base = 0i64; // the Ante and X-tra part
            let mut count = 0i64;
            for (j, &a) in dealer_rest.iter().enumerate() {
                let with_a = board.with(a);
                for &b in &dealer_rest[j + 1..] {
                    let dealer = evaluate(with_a.with(b));
                    let result = main_result(player, xtra, dealer, 0);
                    match player.cmp(&dealer) {
                        Ordering::Greater => wins += 1,
                        Ordering::Less => losses += 1,
                        Ordering::Equal => {}
                    }
                    base += result;
                    count += 1;
                }
            }
            play_sum += base + 2 * (wins - losses);
            check_sum += (base + wins - losses).max(FOLD * count);
            total += count as u64;
        }
    }
    [
        (
            JheDecision::Play(2),
            ExactEv {
                numerator: play_sum,
                denominator: total,
            },
        ),
        (
            JheDecision::Check,
            ExactEv {
                numerator: check_sum,
                denominator: total,
            },
        ),
    ]
}

/// Decision 1, one community card up, with `dead` cards out of play: the exact value of a 3×
/// Play and of checking (then deciding best at the second and third decisions), deal by deal
/// over every flop, turn, river and dealer hand from the cards left. Each set of the four
/// community cards to come is settled against every dealer hand once and shared by the six
/// ways it splits into the flop's two and the turn and river (C(n, 4) × C(n − 4, 2)
/// evaluations, about 2 × 10⁸ with no dead cards: seconds, on `threads` threads). Any X-tra
/// Bonus table, unlike the shipped first-decision values (Paytable A's).
pub fn decision_one_with_dead(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    shown: Card,
    dead: CardSet,
    threads: usize,
) -> [(JheDecision, ExactEv); 2] {
    let known = CardSet::EMPTY.with(hole[0]).with(hole[1]).with(shown);
    let rest = unseen(known.union(dead));
    let n = rest.len();
    // Per set of four positions in `rest` (colex rank): the Ante and X-tra part summed over
    // the dealer hands, and wins less losses.
    let sets = choose(n, 4);
    let threads = threads.max(1);
    let mut settled: Vec<(i64, i64)> = vec![(0, 0); sets];
    let mut dealers = 0i64;
    std::thread::scope(|scope| {
        // Split by the highest position: each thread its own run of sets in colex order.
        let mut rest_of_table: &mut [(i64, i64)] = &mut settled;
        let mut start_high = 3;
        let mut handles = Vec::new();
        for t in 0..threads {
            let end_high = if t + 1 == threads {
                n
            } else {
                // Equal shares of the sets: the highest position h starts at C(h, 4).
                (3..=n)
                    .find(|&h| choose(h, 4) * threads >= sets * (t + 1))
                    .unwrap_or(n)
                    .max(start_high)
            };
            let count = choose(end_high, 4) - choose(start_high, 4);
            let (mine, tail) = std::mem::take(&mut rest_of_table).split_at_mut(count);
            rest_of_table = tail;
            let (rest, shown_set) = (&rest, CardSet::EMPTY.with(shown));
            let highs = start_high..end_high;
            handles.push(scope.spawn(move || {
                let mut dealers = 0;
                let mut slot = mine.iter_mut();
                for d in highs {
                    for c in 2..d {
                        for b in 1..c {
                            for a in 0..b {
                                let board = shown_set
                                    .with(rest[a])
                                    .with(rest[b])
                                    .with(rest[c])
                                    .with(rest[d]);
                                let player = evaluate(board.with(hole[0]).with(hole[1]));
                                let xtra = xtra_odds(xtra_table, player);
                                let (mut base, mut net, mut count) = (0i64, 0i64, 0i64);
                                for (i, &x) in rest.iter().enumerate() {
                                    if i == a || i == b || i == c || i == d {
                                        continue;
                                    }
                                    let with_x = board.with(x);
                                    for (j, &y) in rest.iter().enumerate().skip(i + 1) {
                                        if j == a || j == b || j == c || j == d {
                                            continue;
                                        }
                                        let dealer = evaluate(with_x.with(y));
                                        base += main_result(player, xtra, dealer, 0);
                                        net += match player.cmp(&dealer) {
                                            Ordering::Greater => 1,
                                            Ordering::Less => -1,
                                            Ordering::Equal => 0,
                                        };
                                        count += 1;
                                    }
                                }
                                dealers = count;
                                *slot.next().expect("one slot per set") = (base, net);
                            }
                        }
                    }
                }
                dealers
            }));
            start_high = end_high;
        }
        for handle in handles {
            dealers = dealers.max(handle.join().expect("a decision thread panicked"));
        }
    });
    let rank = |mut p: [usize; 4]| {
        p.sort_unstable();
        choose(p[0], 1) + choose(p[1], 2) + choose(p[2], 3) + choose(p[3], 4)
    };
    let (mut play3, mut check) = (0i64, 0i64);
    let mut deals = 0u64;
    for f in 0..n {
        for g in f + 1..n {
            let (mut play2, mut check2) = (0i64, 0i64);
            for t in (0..n).filter(|&t| t != f && t != g) {
                for r in (t + 1..n).filter(|&r| r != f && r != g) {
                    let (base, net) = settled[rank([f, g, t, r])];
                    play3 += base + 3 * net;
                    play2 += base + 2 * net;
                    check2 += (base + net).max(FOLD * dealers);
                    deals += dealers as u64;
                }
            }
            check += play2.max(check2);
        }
    }
    [
        (
            JheDecision::Play(3),
            ExactEv {
                numerator: play3,
                denominator: deals,
            },
        ),
        (
            JheDecision::Check,
            ExactEv {
                numerator: check,
                denominator: deals,
            },
        ),
    ]
}

/// C(n, k) for the small sizes here.
fn choose(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The exact value of both options with `dead` cards known to be out of play — other seats'
/// cards the player saw, a burned card, a card flashed and taken out — so the community cards
/// to come and the dealer's two come from the cards left: what each option is worth to a
/// player who knows them. No dead cards gives [`exact_options`]' values exactly (decision 1
/// from the shipped values, Paytable A's); with dead cards decision 1 is computed deal by deal
/// ([`decision_one_with_dead`], seconds, any table). An error names what cannot be.
pub fn exact_options_with_dead(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    shown: &[Card],
    dead: CardSet,
    first: Option<&crate::holdem_solver::FirstValues>,
    threads: usize,
) -> Result<[OptionValue; 2], String> {
    if dead.is_empty() {
        return exact_options(xtra_table, hole, shown, first);
    }
    let mut seen = CardSet::EMPTY;
    for &card in hole.iter().chain(shown) {
        if seen.contains(card) {
            return Err(format!("{card} is dealt twice"));
        }
        seen.insert(card);
    }
    let both: Vec<Card> = seen.iter().filter(|&c| dead.contains(c)).collect();
    if !both.is_empty() {
        return Err(format!(
            "a dead card cannot also be showing or the player's: {}",
            crate::cards::format_cards(&both)
        ));
    }
    // Two community cards to come at most, two for the dealer.
    let left = 52 - seen.len() - dead.len();
    let needed = 7 - shown.len() as u32;
    if left < needed {
        return Err(format!(
            "{} dead cards leave {left} cards: the community cards to come and the dealer's two need {needed}",
            dead.len()
        ));
    }
    match *shown {
        [card] => {
            Ok(decision_one_with_dead(xtra_table, hole, card, dead, threads).map(OptionValue::of))
        }
        [a, b, c] => {
            Ok(decision_two_with_dead(xtra_table, hole, [a, b, c], dead).map(OptionValue::of))
        }
        [a, b, c, d, e] => Ok(
            decision_three_with_dead(xtra_table, hole, [a, b, c, d, e], dead).map(OptionValue::of),
        ),
        _ => Err(format!(
            "{} community cards: a decision is made with 1, 3 or 5 showing",
            shown.len()
        )),
    }
}

/// The better of two options' values (the first on a tie).
pub fn best(options: &[(JheDecision, ExactEv); 2]) -> JheDecision {
    let [(a, ea), (b, eb)] = *options;
    // Same denominators: compare numerators.
    if eb.numerator > ea.numerator {
        b
    } else {
        a
    }
}

/// One option at a decision point with its exact value per Ante, as a fraction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionValue {
    pub decision: JheDecision,
    pub numerator: i128,
    pub denominator: u128,
}

impl OptionValue {
    fn of((decision, ev): (JheDecision, ExactEv)) -> OptionValue {
        OptionValue {
            decision,
            numerator: ev.numerator as i128,
            denominator: ev.denominator as u128,
        }
    }

    pub fn per_ante(&self) -> f64 {
        self.numerator as f64 / self.denominator.max(1) as f64
    }
}

/// The exact value of both options at the decision these cards face: decision 1 (one community
/// card) from the solved first-decision values, 2 and 3 computed over every remaining deal. The
/// Play first, then check or fold. The solved values are X-tra Bonus Paytable A's: at decision
/// 1 a table paying otherwise (one of the user's own) is refused, not priced by the wrong table.
pub fn exact_options(
    xtra_table: &JhePaytable,
    hole: [Card; 2],
    shown: &[Card],
    first: Option<&crate::holdem_solver::FirstValues>,
) -> Result<[OptionValue; 2], String> {
    match *shown {
        [card] => {
            let solved_for = super::paytables::paytable(super::rules::JheWager::XtraBonus, "A")
                .ok_or("the X-tra Bonus paytable is missing")?;
            if xtra_table.lines != solved_for.lines {
                return Err(format!(
                    "the first decision's values are solved for X-tra Bonus Paytable A, not your table '{}': the coach prices decisions 2 and 3 only",
                    xtra_table.label
                ));
            }
            let values = first.ok_or("the first decision's values are not loaded yet")?;
            let [(pn, pd), (cn, cd)] = values
                .exact(hole[0].index(), hole[1].index(), card.index())
                .ok_or("these cards cannot be dealt together")?;
            Ok([
                OptionValue {
                    decision: JheDecision::Play(3),
                    numerator: pn,
                    denominator: pd,
                },
                OptionValue {
                    decision: JheDecision::Check,
                    numerator: cn,
                    denominator: cd,
                },
            ])
        }
        [a, b, c] => Ok(decision_two(xtra_table, hole, [a, b, c]).map(OptionValue::of)),
        [a, b, c, d, e] => {
            Ok(decision_three(xtra_table, hole, [a, b, c, d, e]).map(OptionValue::of))
        }
        _ => Err(format!(
            "{} community cards: a decision is made with 1, 3 or 5 showing",
            shown.len()
        )),
    }
}

/// The better option (the Play on a tie: deciding now is never worse).
pub fn best_option(options: &[OptionValue; 2]) -> JheDecision {
    let [a, b] = options;
    // a/da ≥ b/db  ⇔  a·db ≥ b·da (denominators positive).
    if a.numerator * b.denominator as i128 >= b.numerator * a.denominator as i128 {
        a.decision
    } else {
        b.decision
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_exact;
    use crate::jhe::paytables::paytable;
    use crate::jhe::rules::JheWager;

    fn xtra() -> &'static JhePaytable {
        paytable(JheWager::XtraBonus, "A").unwrap()
    }

    fn two(text: &str) -> [Card; 2] {
        parse_exact(text, 2).unwrap().try_into().unwrap()
    }

    #[test]
    fn a_royal_on_the_board_ties_every_dealer_hand_and_a_fold_loses_two_antes() {
        let [(play, ev_play), (fold, ev_fold)] = decision_three(
            xtra(),
            two("2c 3d"),
            parse_exact("As Ks Qs Js Ts", 5)
                .unwrap()
                .try_into()
                .unwrap(),
        );
        assert_eq!((play, fold), (JheDecision::Play(1), JheDecision::Fold));
        assert_eq!(
            ev_play,
            ExactEv {
                numerator: 0,
                denominator: 990
            }
        );
        assert_eq!(ev_fold.value(), -2.0);
    }

    #[test]
    fn quad_aces_beat_every_dealer_hand_here_ante_xtra_quads_and_play() {
        // A♠ A♥ with A♦ A♣ K♦ K♣ 2♠ on the board: four aces, king kicker. No dealer hand can make
        // a straight flush or a bigger four of a kind, and the board's kings qualify every dealer:
        // each of the 990 hands returns Ante 1 + X-tra 10 (four of a kind) + Play 1 = 12.
        let [(_, ev), _] = decision_three(
            xtra(),
            two("As Ah"),
            parse_exact("Ad Ac Kd Kc 2s", 5)
                .unwrap()
                .try_into()
                .unwrap(),
        );
        assert_eq!(
            ev,
            ExactEv {
                numerator: 12 * 990,
                denominator: 990
            }
        );
    }

    #[test]
    fn a_flopped_royal_is_worth_exactly_one_ante_more_played_at_two_than_checked() {
        // A♥ K♥ with Q♥ J♥ T♥: the player's royal wins every deal (no dealer can make one of
        // another suit from four cards). Playing 2× returns qualifying + 500 + 2; checking plays
        // 1× at the river: qualifying + 500 + 1. Count the qualifying dealers by hand: a pair or
        // better (a pair, or a straight or flush without one) among the dealer's two cards and
        // the five community cards.
        let flop: [Card; 3] = parse_exact("Qh Jh Th", 3).unwrap().try_into().unwrap();
        let hole = two("Ah Kh");
        let [(_, play), (_, check)] = decision_two(xtra(), hole, flop);
        assert_eq!(play.denominator, 1_070_190);
        assert_eq!(play.numerator - check.numerator, 1_070_190);
        let known: CardSet = flop.iter().chain(&hole).copied().collect();
        let rest = unseen(known);
        let mut qualifying = 0i64;
        for (i, &t) in rest.iter().enumerate() {
            for &r in &rest[i + 1..] {
                let others: Vec<Card> =
                    rest.iter().copied().filter(|&c| c != t && c != r).collect();
                for (j, &a) in others.iter().enumerate() {
                    for &b in &others[j + 1..] {
                        // A pair or better: a rank twice, five of a suit, or five ranks in a
                        // row (the ace also low).
                        let mut counts = [0u8; 13];
                        let mut suits = [0u8; 4];
                        for c in flop.iter().chain([&t, &r, &a, &b]) {
                            counts[c.rank().index() as usize] += 1;
                            suits[c.suit().index() as usize] += 1;
                        }
                        let held = |rank: i32| counts[rank.rem_euclid(13) as usize] > 0;
                        let straight = (-1..=8).any(|low| (low..low + 5).all(held));
                        let paired = counts.iter().any(|&n| n >= 2);
                        let flush = suits.iter().any(|&n| n >= 5);
                        qualifying += i64::from(paired || flush || straight);
                    }
                }
            }
        }
        assert_eq!(play.numerator, qualifying + 502 * 1_070_190);
    }

    #[test]
    fn the_first_decision_is_not_priced_for_an_xtra_bonus_table_it_was_not_solved_for() {
        let mut copy = crate::jhe::custom::JheCustomTable::of(xtra(), "Mine");
        copy.pays[0] = Pay::ToOne(600);
        let mine = copy.paytable().unwrap();
        let shown = parse_exact("2h", 1).unwrap();
        assert_eq!(
            exact_options(&mine, two("As Ks"), &shown, None).unwrap_err(),
            "the first decision's values are solved for X-tra Bonus Paytable A, not your table 'Mine': the coach prices decisions 2 and 3 only"
        );
        // Paytable A's own first decision only waits for the solved values.
        assert_eq!(
            exact_options(xtra(), two("As Ks"), &shown, None).unwrap_err(),
            "the first decision's values are not loaded yet"
        );
        // Decisions 2 and 3 are priced by the table played: the copy's royal pays more.
        let board = parse_exact("Qs Js Ts", 3).unwrap();
        let ours = exact_options(&mine, two("As Ks"), &board, None).unwrap();
        let published = exact_options(xtra(), two("As Ks"), &board, None).unwrap();
        assert!(ours[0].per_ante() > published[0].per_ante());
    }
}
