//! Jackpot Hold 'Em's academy checked like an independent reviewer would: every generated
//! question (each template, many seeds) against evaluators written here from RULES.md Part B —
//! a brute-force best-five-of-seven ranker, the settlement matrix (B11.1), the paytables
//! (PAYTABLES.md §5) and the seat orders (001 Ch.11 C, E, G, I) — sharing no code with the
//! templates or the engine's table.

use engine::academy::{generate, templates_of, Answer, Kind, Question};
use engine::cards::Card;
use engine::jurisdiction::Jurisdiction;
use engine::money::Cents;
use engine::GameId;
use std::cmp::Ordering;

const SEEDS: u64 = 300;

fn questions(id: &str) -> Vec<Question> {
    let t = templates_of(GameId::JackpotHoldEm)
        .find(|t| t.id == id)
        .unwrap_or_else(|| panic!("no template {id}"));
    (0..SEEDS)
        .map(|seed| generate(t, Jurisdiction::Maryland, seed).expect("Maryland is asked"))
        .collect()
}

fn marked(q: &Question) -> &str {
    match (&q.kind, &q.correct) {
        (Kind::Choice { options }, Answer::Choice(i)) => &options[*i],
        _ => panic!("{} is not a choice", q.id),
    }
}

fn amount(q: &Question) -> Cents {
    match q.correct {
        Answer::Amount(c) => c,
        _ => panic!("{} is not an amount", q.id),
    }
}

fn hand<'a>(q: &'a Question, caption: &str) -> &'a [Card] {
    &q.hands
        .iter()
        .find(|(c, _)| c == caption)
        .unwrap_or_else(|| panic!("{}: no {caption}", q.id))
        .1
}

// A five-card ranker from 001 Ch.6: (kind, ranks to compare in order). Kinds: 0 high card,
// 1 pair, 2 two pair, 3 three of a kind, 4 straight, 5 flush, 6 full house, 7 four of a kind,
// 8 straight flush, 9 royal flush.
type Rank5 = (u8, Vec<u8>);

fn rank5(cards: &[Card]) -> Rank5 {
    let mut values: Vec<u8> = cards.iter().map(|c| c.rank().value()).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let distinct = {
        let mut d = values.clone();
        d.dedup();
        d
    };
    // A-2-3-4-5 is the only low ace (B6(2)).
    let straight_top = if distinct.len() == 5 && values[0] - values[4] == 4 {
        Some(values[0])
    } else if distinct == [14, 5, 4, 3, 2] {
        Some(5)
    } else {
        None
    };
    let mut groups: Vec<(usize, u8)> = distinct
        .iter()
        .map(|&v| (values.iter().filter(|&&x| x == v).count(), v))
        .collect();
    groups.sort_unstable_by(|a, b| b.cmp(a));
    let by_groups: Vec<u8> = groups.iter().map(|&(_, v)| v).collect();
    match (
        straight_top,
        flush,
        groups[0].0,
        groups.get(1).map_or(0, |g| g.0),
    ) {
        (Some(14), true, _, _) => (9, vec![14]),
        (Some(top), true, _, _) => (8, vec![top]),
        (_, _, 4, _) => (7, by_groups),
        (_, _, 3, 2) => (6, by_groups),
        (_, true, _, _) => (5, values),
        (Some(top), _, _, _) => (4, vec![top]),
        (_, _, 3, _) => (3, by_groups),
        (_, _, 2, 2) => (2, by_groups),
        (_, _, 2, _) => (1, by_groups),
        _ => (0, values),
    }
}

fn best(cards: &[Card]) -> Rank5 {
    let n = cards.len();
    let mut top: Option<Rank5> = None;
    for mask in 0u32..(1 << n) {
        if mask.count_ones() != 5 {
            continue;
        }
        let five: Vec<Card> = (0..n)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| cards[i])
            .collect();
        let r = rank5(&five);
        if top.as_ref().is_none_or(|t| r > *t) {
            top = Some(r);
        }
    }
    top.expect("at least five cards")
}

fn seven(hole: &[Card], board: &[Card]) -> Rank5 {
    best(&[hole, board].concat())
}

const KIND_NAMES: [&str; 10] = [
    "High card",
    "Pair",
    "Two pair",
    "Three of a kind",
    "Straight",
    "Flush",
    "Full house",
    "Four of a kind",
    "Straight flush",
    "Royal flush",
];

#[test]
fn the_higher_hand_and_the_best_hand_are_what_the_ranking_rules_say() {
    for q in questions("jhe-hand-winner") {
        let board = hand(&q, "Community cards");
        let (a, b) = (
            seven(hand(&q, "Player A"), board),
            seven(hand(&q, "Player B"), board),
        );
        let right = match a.cmp(&b) {
            Ordering::Greater => "Player A",
            Ordering::Less => "Player B",
            Ordering::Equal => "They tie",
        };
        assert_eq!(marked(&q), right, "{}", q.id);
    }
    let mut kinds = [0; 10];
    for q in questions("jhe-best-hand") {
        let kind = seven(hand(&q, "Player"), hand(&q, "Community cards")).0 as usize;
        kinds[kind] += 1;
        assert_eq!(marked(&q), KIND_NAMES[kind], "{}", q.id);
    }
    assert!(
        kinds[4..8].iter().all(|&n| n > 0),
        "straights to quads are asked: {kinds:?}"
    );
}

#[test]
fn the_dealer_qualifies_with_a_pair_or_better_board_included() {
    let mut board_pairs = 0;
    for q in questions("jhe-dealer-qualifies") {
        let board = hand(&q, "Community cards");
        let dealer = seven(hand(&q, "Dealer"), board);
        let right = if dealer.0 >= 1 { "Yes" } else { "No" };
        assert_eq!(marked(&q), right, "{}", q.id);
        if best(board).0 == 1 && dealer.0 == 1 {
            board_pairs += 1;
        }
    }
    assert!(board_pairs > 10, "a pair only on the board is asked");
}

/// B11.1 for a player who placed a Play: the Ante, X-tra Bonus and Play.
fn matrix(player: &Rank5, dealer: &Rank5) -> [&'static str; 3] {
    let qualifies = dealer.0 >= 1;
    match player.cmp(dealer) {
        Ordering::Equal => ["returned"; 3],
        Ordering::Greater => [
            if qualifies { "paid 1 to 1" } else { "returned" },
            if player.0 >= 4 {
                "paid by its paytable"
            } else {
                "returned"
            },
            "paid 1 to 1",
        ],
        Ordering::Less => [
            if qualifies { "loses" } else { "returned" },
            "loses",
            "loses",
        ],
    }
}

#[test]
fn a_seat_is_settled_by_the_matrix() {
    let mut unqualified = 0;
    for q in questions("jhe-settle-seat") {
        let board = hand(&q, "Community cards");
        let (player, dealer) = (
            seven(hand(&q, "Player"), board),
            seven(hand(&q, "Dealer"), board),
        );
        let [a, x, p] = matrix(&player, &dealer);
        assert_eq!(
            marked(&q),
            format!("Ante {a}, X-tra Bonus {x}, Play {p}"),
            "{}",
            q.id
        );
        if dealer.0 == 0 {
            unqualified += 1;
        }
    }
    assert!(unqualified > 100, "the dealer below a pair is asked often");
}

/// What a paytable pays on a hand kind, "to 1" (PAYTABLES.md §5.1–5.2).
fn xtra_to_one(kind: u8) -> i64 {
    [0, 0, 0, 0, 1, 2, 4, 10, 50, 500][kind as usize]
}

fn player_bonus_to_one(kind: u8) -> i64 {
    [0, 0, 0, 3, 4, 7, 8, 30, 40, 100][kind as usize]
}

/// Progressive A–E "for 1" lines (PAYTABLES.md §5.4); `None` where a meter pays.
fn progressive_for_one(label: &str, kind: u8) -> Option<i64> {
    let (two_pair, three, straight, flush, full_house) = match label {
        "A" => (4, 10, 20, 30, Some(50)),
        "B" => (4, 10, 20, 30, None),
        "C" => (0, 15, 30, 40, Some(60)),
        "D" => (0, 15, 30, 50, None),
        "E" => (0, 10, 30, 50, None),
        _ => panic!("no Progressive {label}"),
    };
    match kind {
        0 | 1 => Some(0),
        2 => Some(two_pair),
        3 => Some(three),
        4 => Some(straight),
        5 => Some(flush),
        6 => full_house,
        _ => None,
    }
}

/// "$20" after `label ` in a prompt.
fn dollars_after(text: &str, label: &str) -> Option<i64> {
    let rest = text.split(&format!("{label} $")).nth(1)?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

#[test]
fn total_winnings_follow_the_matrix_and_the_paytables() {
    let mut with_progressive = 0;
    for q in questions("jhe-payout-total") {
        let board = hand(&q, "Community cards");
        let hole = hand(&q, "Player");
        let (player, dealer) = (seven(hole, board), seven(hand(&q, "Dealer"), board));
        let ante = dollars_after(&q.prompt, "Ante").unwrap();
        let play = dollars_after(&q.prompt, "Play").unwrap();
        let [a, x, p] = matrix(&player, &dealer);
        let mut won = 0;
        if a == "paid 1 to 1" {
            won += ante;
        }
        if x == "paid by its paytable" {
            won += ante * xtra_to_one(player.0);
        }
        if p == "paid 1 to 1" {
            won += play;
        }
        if let Some(bonus) = dollars_after(&q.prompt, "Player Bonus") {
            won += bonus * player_bonus_to_one(player.0);
        }
        if let Some(rest) = q.prompt.split("Progressive $1 on Paytable ").nth(1) {
            with_progressive += 1;
            let label = &rest[..1];
            // Judged on the hole cards and the first three community cards (AMB-68).
            let five = best(&[hole, &board[..3]].concat());
            won += progressive_for_one(label, five.0)
                .expect("a question never leaves a meter amount unstated");
        }
        assert_eq!(
            amount(&q),
            Cents::dollars(won),
            "{}: {}",
            q.id,
            q.explanation
        );
    }
    assert!(with_progressive > 50);
}

#[test]
fn the_progressive_line_is_judged_on_the_hole_cards_and_the_first_three_community_cards() {
    let mut traps = 0;
    for q in questions("jhe-which-meter") {
        let label = q.prompt.split("Paytable ").nth(1).unwrap()[..1].to_string();
        let hole = hand(&q, "Player");
        let board = hand(&q, "Community cards");
        let five = best(&[hole, &board[..3]].concat());
        let answer = marked(&q);
        match progressive_for_one(&label, five.0) {
            Some(0) => assert!(answer.starts_with("Nothing"), "{}: {answer}", q.id),
            Some(n) => {
                assert!(
                    answer.ends_with(&format!(": {n} for 1")),
                    "{}: {answer}",
                    q.id
                );
                assert!(
                    answer.starts_with(KIND_NAMES[five.0 as usize]),
                    "{}: {answer}",
                    q.id
                );
            }
            None => assert!(answer.contains("meter"), "{}: {answer}", q.id),
        }
        if seven(hole, board).0 > five.0 {
            traps += 1;
        }
    }
    assert!(
        traps > 50,
        "the turn and river improve many of the hands asked"
    );
}

/// Every number in a piece of text, in order.
fn numbers(text: &str) -> Vec<u8> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect()
}

#[test]
fn players_are_asked_clockwise_and_settled_counterclockwise() {
    for q in questions("jhe-decision-order") {
        let (head, rest) = q.prompt.split_once(" hold cards").unwrap();
        let seats = numbers(head.split(": seats ").nth(1).unwrap());
        let played: Vec<u8> = rest
            .split(". ")
            .filter(|s| s.contains("placed a Play earlier"))
            .flat_map(numbers)
            .collect();
        let asked: Vec<u8> = seats
            .iter()
            .copied()
            .filter(|s| !played.contains(s))
            .collect();
        let right = match rest.split("just asked seat ").nth(1) {
            Some(r) => {
                let done: u8 = r.split('.').next().unwrap().parse().unwrap();
                *asked.iter().find(|&&s| s > done).unwrap()
            }
            None => asked[0],
        };
        assert_eq!(
            marked(&q),
            format!("Seat {right}"),
            "{}: {}",
            q.id,
            q.prompt
        );
    }
    for q in questions("jhe-settle-next") {
        let parts: Vec<&str> = q
            .prompt
            .split(": ")
            .nth(1)
            .unwrap()
            .split(" (seat 1")
            .next()
            .unwrap()
            .split(", ")
            .collect();
        // Settled: every seat that placed a Play, and a folded seat with a live side wager (AMB-72).
        let settled: Vec<u8> = parts
            .iter()
            .filter(|p| !p.ends_with("no side wager"))
            .map(|p| p.split(' ').nth(1).unwrap().parse().unwrap())
            .rev()
            .collect();
        let right = match q.prompt.split("just settled seat ").nth(1) {
            Some(r) => {
                let done: u8 = r.split('.').next().unwrap().parse().unwrap();
                *settled.iter().find(|&&s| s < done).unwrap()
            }
            None => settled[0],
        };
        assert_eq!(
            marked(&q),
            format!("Seat {right}"),
            "{}: {}",
            q.id,
            q.prompt
        );
    }
}

#[test]
fn decision_options_and_play_amounts_follow_the_community_cards_shown() {
    for q in questions("jhe-options-now") {
        let shown = hand(&q, "Community cards face up").len();
        let right = if q.prompt.contains("placed a Play at decision") {
            "No decision: the player has already placed a Play".to_string()
        } else {
            match shown {
                1 => "Play 3× the Ante, or check",
                3 => "Play 2× the Ante, or check",
                5 => "Play 1× the Ante, or fold",
                n => panic!("{n} community cards shown"),
            }
            .to_string()
        };
        assert_eq!(marked(&q), right, "{}", q.id);
    }
    for q in questions("jhe-play-amount") {
        let ante = dollars_after(&q.prompt, "Ante is").unwrap();
        let multiple = if q.prompt.contains("With 1 community card") {
            3
        } else if q.prompt.contains("With 3 community cards") {
            2
        } else {
            1
        };
        assert_eq!(amount(&q), Cents::dollars(ante * multiple), "{}", q.id);
    }
}

#[test]
fn the_payout_limit_is_at_least_fifty_thousand_or_the_most_won_at_the_minimums() {
    for q in questions("jhe-payout-limit") {
        if !matches!(q.kind, Kind::Amount) {
            assert!(marked(&q).contains("never the Progressive"), "{}", q.id);
            continue;
        }
        let ante = dollars_after(&q.prompt, "a").unwrap();
        let bonus = q.prompt.split(" and a $").nth(1).unwrap();
        let bonus: i64 = bonus.split(' ').next().unwrap().parse().unwrap();
        // A royal flush: Ante 1 to 1, X-tra Bonus 500 to 1, a 3× Play, Player Bonus 100 to 1.
        let most = ante + 500 * ante + 3 * ante + 100 * bonus;
        assert_eq!(amount(&q), Cents::dollars(most.max(50_000)), "{}", q.id);
    }
}

#[test]
fn a_meter_is_paid_as_it_stands_at_the_players_turn() {
    for q in questions("jhe-meter-award") {
        let shows = q
            .prompt
            .split(" shows $")
            .nth(1)
            .unwrap()
            .split(';')
            .next()
            .unwrap();
        let shows = Cents::parse_dollars(shows).unwrap();
        let reset = q
            .prompt
            .split("reset amount is $")
            .nth(1)
            .unwrap()
            .split('.')
            .next()
            .unwrap();
        let reset = Cents::parse_dollars(reset).unwrap();
        let seats: Vec<u8> = q.hands[..2]
            .iter()
            .map(|(c, _)| c.trim_start_matches("Seat ").parse().unwrap())
            .collect();
        // Counterclockwise: the higher seat is paid first and the meter resets before the lower.
        let asked_lower = q
            .prompt
            .ends_with(&format!("seat {} paid for its Progressive?", seats[0]));
        assert_eq!(
            amount(&q),
            if asked_lower { reset } else { shows },
            "{}",
            q.id
        );
        for (_, hole) in &q.hands[..2] {
            assert_eq!(
                best(&[hole.as_slice(), &hand(&q, "Community cards")[..3]].concat()).0,
                8,
                "{}",
                q.id
            );
        }
    }
}
