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

/// Every template is re-judged over this many seeds.
const SEEDS: u64 = 1_000;

fn questions(id: &str) -> Vec<Question> {
    let t = templates_of(GameId::JackpotHoldEm)
        .find(|t| t.id == id)
        .unwrap_or_else(|| panic!("no template {id}"));
    (0..SEEDS)
        .map(|seed| generate(t, Jurisdiction::Maryland, seed).expect("Maryland is asked"))
        .collect()
}

/// The Progressive is judged on the community cards turned up first (AMB-68): a question that
/// asks about it shows them under their own caption.
const FIRST_THREE: &str = "Community cards 1–3 (turned up first)";
const LAST_TWO: &str = "Community cards 4–5 (turned up last)";

/// All five community cards, in the order they were turned up.
fn board(q: &Question) -> Vec<Card> {
    if q.hands.iter().any(|(c, _)| c == FIRST_THREE) {
        assert_eq!(hand(q, FIRST_THREE).len(), 3, "{}", q.id);
        assert_eq!(hand(q, LAST_TWO).len(), 2, "{}", q.id);
        [hand(q, FIRST_THREE), hand(q, LAST_TWO)].concat()
    } else {
        hand(q, "Community cards").to_vec()
    }
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
        let board = &board(&q)[..];
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
        let board = &board(&q)[..];
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
                best(&[hole.as_slice(), &board(&q)[..3]].concat()).0,
                8,
                "{}",
                q.id
            );
        }
    }
}

// The third audit's classes of defect, judged from the rule text over SEEDS seeds each.

fn options(q: &Question) -> &[String] {
    match &q.kind {
        Kind::Choice { options } => options,
        _ => panic!("{} is not a choice", q.id),
    }
}

fn cites(q: &Question, n: u16) -> bool {
    q.citation.ambiguities().contains(&n)
}

#[test]
fn an_automated_shoe_delivers_the_community_stack_first() {
    // 001 Ch.10 B(1) comes before both ways of delivering the hole cards (AMB-80); a manual
    // shoe deals one card at a time from the player farthest to the dealer's left (Ch.8 D(2)).
    let (mut automated, mut manual) = (0, 0);
    for q in questions("jhe-first-card") {
        let seats = numbers(q.prompt.split(" have placed").next().unwrap());
        if q.prompt.contains("automated shoe") {
            automated += 1;
            assert_eq!(marked(&q), "The community area", "{}: {}", q.id, q.prompt);
            assert!(
                q.citation.as_str().contains("B(1)") && cites(&q, 80),
                "{}: {}",
                q.id,
                q.citation
            );
            assert!(
                !q.prompt.contains("dealer's cards first"),
                "{}: B(2) puts the dealer's cards before the players', not first of all",
                q.id
            );
        } else {
            manual += 1;
            assert!(q.prompt.contains("manual shoe"), "{}", q.id);
            assert_eq!(marked(&q), format!("Seat {}", seats[0]), "{}", q.id);
        }
        assert!(
            options(&q).iter().any(|o| o == "The community area"),
            "{}: the community area is offered",
            q.id
        );
    }
    assert!(automated > 500 && manual > 200, "{automated} {manual}");
}

#[test]
fn the_meter_award_prompt_states_the_seat_order() {
    for q in questions("jhe-meter-award") {
        assert!(
            q.prompt.contains("seat 1 is farthest to the dealer's left")
                && q.prompt
                    .contains("counterclockwise from the farthest right"),
            "{}: {}",
            q.id,
            q.prompt
        );
    }
}

#[test]
fn progressive_questions_label_the_first_three_community_cards() {
    for id in ["jhe-which-meter", "jhe-payout-total", "jhe-meter-award"] {
        for q in questions(id) {
            let asks_progressive = id != "jhe-payout-total" || q.prompt.contains("Progressive $1");
            if !asks_progressive {
                continue;
            }
            assert!(
                !q.hands.iter().any(|(c, _)| c == "Community cards"),
                "{}: five community cards under one caption",
                q.id
            );
            assert_eq!(board(&q).len(), 5, "{}", q.id);
            assert!(cites(&q, 68), "{}: AMB-68 is not cited", q.id);
        }
    }
}

#[test]
fn a_payout_total_cites_the_progressive_readings_only_with_a_progressive() {
    for q in questions("jhe-payout-total") {
        let with = q.prompt.contains("Progressive $1");
        assert_eq!(cites(&q, 68), with, "{}: {}", q.id, q.citation);
        assert_eq!(cites(&q, 69), with, "{}: {}", q.id, q.citation);
        let b = board(&q);
        let (player, dealer) = (seven(hand(&q, "Player"), &b), seven(hand(&q, "Dealer"), &b));
        // AMB-70: the dealer below a pair, and the X-tra Bonus on a win.
        assert_eq!(
            cites(&q, 70),
            dealer.0 == 0 || player > dealer,
            "{}: {}",
            q.id,
            q.citation
        );
        // Two hands in the same words: the prompt says which is higher and on what card.
        let described = q.prompt.split("The player's best hand is ").nth(1).unwrap();
        let (mine, rest) = described.split_once("; the dealer's is ").unwrap();
        let same_words = rest.starts_with(&format!("{mine}, which"));
        assert_eq!(
            q.prompt.contains("Both are"),
            same_words && player != dealer,
            "{}: {}",
            q.id,
            q.prompt
        );
    }
}

#[test]
fn irregularity_prompts_say_when_and_the_remedy_follows_chapter_13() {
    for q in questions("jhe-irregularity") {
        let p = &q.prompt;
        let answer = marked(&q);
        if p.contains("face up") {
            let after = p.contains("once every player and the dealer have their two cards");
            let before = p.contains("before every player and the dealer have two");
            assert!(after != before, "{}: the prompt says when: {p}", q.id);
            if after {
                // Ch.13 C, notwithstanding A and B (AMB-67).
                assert!(
                    answer.contains("community cards are dealt")
                        && answer.contains("Player Bonus and Progressive are still settled"),
                    "{}: {answer}",
                    q.id
                );
                assert!(cites(&q, 67), "{}", q.id);
                assert!(
                    q.explanation.contains("is itself a reading"),
                    "{}: returning the main wagers is a reading: {}",
                    q.id,
                    q.explanation
                );
            } else if p.contains("more than one card") {
                assert!(answer.contains("all wagers are returned"), "{}", q.id);
                assert!(!cites(&q, 67), "{}", q.id);
            } else {
                assert!(answer.contains("not used"), "{}: {answer}", q.id);
            }
        }
        if p.contains("shuffler jams") {
            assert!(p.contains("during a round"), "{}: {p}", q.id);
            assert!(answer.contains("all wagers are returned"), "{}", q.id);
            assert!(
                cites(&q, 81) && q.explanation.contains("between rounds"),
                "{}",
                q.id
            );
        }
        if p.contains("dealer's cards is exposed") {
            assert!(cites(&q, 67), "{}", q.id);
        }
        for note in &q.option_notes {
            assert!(
                !note.contains("That is Maryland High Card Flush's rule"),
                "{}",
                q.id
            );
        }
    }
}

#[test]
fn the_idle_table_question_says_which_reading_it_asks_for() {
    let mut idle = 0;
    for id in ["jhe-shuffle", "jhe-differences"] {
        for q in questions(id) {
            if !q.prompt.contains("idle") {
                continue;
            }
            idle += 1;
            // AMB-78 (6) includes High Card Flush's removal step; B5(7): the question says
            // whether it asks for the text or the adopted reading.
            assert!(
                q.prompt.contains("adopted reading") || q.prompt.contains("compare"),
                "{}: {}",
                q.id,
                q.prompt
            );
            let answer = marked(&q);
            assert!(
                answer.contains("out of the shoe and discard rack")
                    && !answer.starts_with("Spread them face down where they are"),
                "{}: {answer}",
                q.id
            );
            if id == "jhe-differences" {
                assert!(answer.contains("adopted reading includes it"), "{}", q.id);
            }
            assert!(cites(&q, 78), "{}", q.id);
        }
    }
    assert!(idle > 100);
}

#[test]
fn citations_and_labels_where_the_audit_found_them_missing() {
    for q in questions("jhe-settle-next") {
        let folded_live = q.prompt.contains("folded holding");
        assert_eq!(cites(&q, 72), folded_live, "{}", q.id);
        if folded_live {
            assert!(
                q.explanation
                    .contains("starts the pass at the farthest-right seat with anything to settle"),
                "{}",
                q.id
            );
        }
    }
    for q in questions("jhe-dealer-qualifies") {
        assert_eq!(cites(&q, 70), marked(&q) == "No", "{}", q.id);
    }
    for q in questions("jhe-stub-count") {
        assert!(!q.prompt.contains(",."), "{}: {}", q.id, q.prompt);
        if q.prompt.contains("how often") {
            // 001 Ch.8 E's own words, not AMB-27's counting shuffler.
            assert!(
                q.prompt
                    .contains("an automated card shuffling device described in Chapter 5"),
                "{}",
                q.id
            );
        } else {
            let players: usize = q.prompt.split(' ').next().unwrap().parse().unwrap();
            assert_eq!(
                marked(&q),
                format!("{} cards", 52 - 2 * (players + 1) - 5),
                "{}",
                q.id
            );
        }
    }
    for q in questions("jhe-fold-cards") {
        assert!(q.citation.as_str().contains("G(2)"), "{}", q.id);
        assert_eq!(
            cites(&q, 72),
            !q.prompt.contains("no side wager"),
            "{}",
            q.id
        );
    }
    for q in questions("jhe-wagers") {
        if q.prompt.starts_with("When and how is a Progressive") {
            assert!(q.citation.as_str().contains("Ch.7 D"), "{}", q.id);
        }
    }
    for q in questions("jhe-matrix") {
        if q.prompt.contains("does not qualify") && q.prompt.contains("ties") {
            assert!(q.citation.as_str().contains("I(1)"), "{}", q.id);
        }
    }
    for q in questions("jhe-payout-limit") {
        if matches!(q.kind, Kind::Amount) {
            assert!(
                cites(&q, 82)
                    && q.explanation
                        .contains("Player Bonus included and the Play at 3×"),
                "{}: {}",
                q.id,
                q.explanation
            );
        }
    }
    for id in ["jhe-procedure-deal", "jhe-procedure-settle"] {
        for q in questions(id) {
            assert!(q.prompt.contains("from a manual shoe"), "{}", q.id);
            let Kind::Order { items, .. } = &q.kind else {
                panic!()
            };
            for i in items {
                assert!(
                    !i.ends_with("paid from the meter as it stands)"),
                    "{}: {i}",
                    q.id
                );
            }
        }
    }
    for q in questions("jhe-differences") {
        let answer = marked(&q);
        if q.prompt.starts_with("The payout limit") {
            assert!(cites(&q, 16), "{}: the HCF side follows AMB-16", q.id);
        }
        if q.prompt.contains("shuffler jams") {
            assert!(q.prompt.contains("during a round"), "{}", q.id);
            assert!(
                options(&q).iter().all(|o| !o.contains("the wagers stand")),
                "{}: 000/002 Ch.13 G says only that the cards are reshuffled",
                q.id
            );
        }
        if q.prompt.starts_with("The size of the second wager") {
            assert!(
                options(&q)
                    .iter()
                    .any(|o| o.starts_with("Equal to the Ante with a two- to four-card flush")),
                "{}",
                q.id
            );
        }
        assert!(!answer.is_empty());
    }
}
