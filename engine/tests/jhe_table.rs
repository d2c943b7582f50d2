//! Jackpot Hold 'Em rounds worked by hand, each named by the rule it checks (RULES.md Part B,
//! B11.1 settlement matrix; AMBIGUITIES.md AMB-67…82).

use engine::cards::{parse_exact, Card};
use engine::jhe::config::JheProgressive;
use engine::jhe::custom::JheCustomTable;
use engine::jhe::paytables::{paytable, JheHand};
use engine::jhe::{DealerCardsFromShuffler, JheConfig, JheDecision, JheRound, JheTable, JheWager};
use engine::meters::MeterName;
use engine::money::Cents;
use engine::paytable::Pay;
use engine::poker::Category;
use engine::table::{DealingMethod, Irregularity, Phase, Recipient, Remedy, Shuffler};
use engine::trace::{Outcome, PaidFrom};

fn cards(text: &str) -> Vec<Card> {
    parse_exact(text, text.split_whitespace().count()).unwrap()
}

fn dollars(n: i64) -> Cents {
    Cents::dollars(n)
}

/// A seat's wagers: Ante (= X-tra Bonus), Player Bonus, Progressive, and its hole cards.
struct Hand {
    seat: u8,
    ante: i64,
    player_bonus: i64,
    progressive: bool,
    cards: &'static str,
}

fn hand(seat: u8, ante: i64, cards: &'static str) -> Hand {
    Hand {
        seat,
        ante,
        player_bonus: 0,
        progressive: false,
        cards,
    }
}

/// Seats the hands, places the wagers and deals the given cards; the first community card is up.
fn dealt(config: JheConfig, hands: &[Hand], dealer: &str, community: &str) -> JheTable {
    dealt_at(JheTable::new(config).unwrap(), hands, dealer, community)
}

/// [`dealt`] at a table already open (one paying the user's own tables).
fn dealt_at(mut table: JheTable, hands: &[Hand], dealer: &str, community: &str) -> JheTable {
    for h in hands {
        table.sit(h.seat, h.seat as u32).unwrap();
        table.place_ante(h.seat, dollars(h.ante)).unwrap();
        if h.player_bonus > 0 {
            table
                .set_wager(h.seat, JheWager::PlayerBonus, dollars(h.player_bonus))
                .unwrap();
        }
        if h.progressive {
            table
                .set_wager(h.seat, JheWager::Progressive, dollars(1))
                .unwrap();
        }
    }
    table.no_more_bets().unwrap();
    let by_seat: Vec<(u8, Vec<Card>)> = hands.iter().map(|h| (h.seat, cards(h.cards))).collect();
    let order = table
        .arrange(&by_seat, &cards(dealer), &cards(community))
        .unwrap();
    table.deal_arranged(&order, None).unwrap();
    table
}

/// Plays every seat's decisions in turn (`plays[seat]` = the point at which it plays, 0 = fold at
/// the third), then reveals and settles.
fn play_out(mut table: JheTable, play_at: &[(u8, u8)]) -> JheRound {
    while let Some(seat) = table.round().next_to_act() {
        let point = table.decision_point();
        let at = play_at
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(1, |&(_, p)| p);
        let decision = match (at == point, point) {
            (true, p) => JheDecision::Play(4 - p),
            (false, 3) => JheDecision::Fold,
            (false, _) => JheDecision::Check,
        };
        table.decide(seat, decision).unwrap();
    }
    table.reveal().unwrap();
    table.settle().unwrap();
    table.round().clone()
}

fn net(round: &JheRound, seat: u8, wager: JheWager) -> (Outcome, Cents) {
    let s = round
        .settlements()
        .find(|s| s.seat == seat && s.wager == wager)
        .unwrap_or_else(|| panic!("seat {seat} {wager:?} not settled"));
    (s.outcome, s.net)
}

/// The fold with three sevens (seat 3: $10 Ante, $5 Player Bonus and the Progressive on 7h 7d;
/// the dealer's aces; 7c Ks 2d 9c 4h on the board), dealt at `table` and played out.
fn three_sevens_folded(table: JheTable) -> JheRound {
    let sevens = Hand {
        seat: 3,
        ante: 10,
        player_bonus: 5,
        progressive: true,
        cards: "7h 7d",
    };
    play_out(
        dealt_at(table, &[sevens], "As Ad", "7c Ks 2d 9c 4h"),
        &[(3, 0)],
    )
}

fn no_progressive() -> JheConfig {
    JheConfig {
        progressive: None,
        ..JheConfig::standard()
    }
}

#[test]
fn b11_1_qualified_dealer_higher_player_wins_ante_xtra_by_paytable_and_play() {
    // Player: flush (A♥ K♥ + 9♥ 5♥ 2♥); dealer: a pair of queens.
    let table = dealt(
        no_progressive(),
        &[hand(1, 10, "Ah Kh")],
        "Qs Qd",
        "9h 5h 2h 7c 3d",
    );
    let round = play_out(table, &[(1, 1)]);
    assert_eq!(round.dealer_qualifies, Some(true));
    assert_eq!(net(&round, 1, JheWager::Ante), (Outcome::Won, dollars(10)));
    // X-tra Bonus Paytable A: flush 2 to 1 (001 Ch.12 B(1)(e)).
    assert_eq!(
        net(&round, 1, JheWager::XtraBonus),
        (Outcome::Won, dollars(20))
    );
    // Play 3× at the first decision, paid 1 to 1.
    assert_eq!(net(&round, 1, JheWager::Play), (Outcome::Won, dollars(30)));
    assert_eq!(round.seat_net(1), dollars(60));
}

#[test]
fn b11_1_dealer_below_a_pair_returns_the_ante_and_still_compares_xtra_and_play_amb70() {
    // Dealer: ace high, no pair. Seat 1: a pair of kings (wins, less than a straight); seat 2:
    // queen high (loses to the dealer's ace high).
    let table = dealt(
        no_progressive(),
        &[hand(1, 10, "Kh Kd"), hand(2, 10, "Qc 4s")],
        "As 6d",
        "9h 8c 2h 7c 3d",
    );
    let round = play_out(table, &[(1, 2), (2, 3)]);
    assert_eq!(round.dealer_qualifies, Some(false));
    assert_eq!(net(&round, 1, JheWager::Ante), (Outcome::Push, Cents::ZERO));
    assert_eq!(
        net(&round, 1, JheWager::XtraBonus),
        (Outcome::Push, Cents::ZERO)
    );
    assert_eq!(net(&round, 1, JheWager::Play), (Outcome::Won, dollars(20)));
    assert_eq!(net(&round, 2, JheWager::Ante), (Outcome::Push, Cents::ZERO));
    assert_eq!(
        net(&round, 2, JheWager::XtraBonus),
        (Outcome::Lost, dollars(-10))
    );
    assert_eq!(
        net(&round, 2, JheWager::Play),
        (Outcome::Lost, dollars(-10))
    );
}

#[test]
fn b11_1_qualified_dealer_lower_player_loses_all_three_and_a_tie_returns_all_three() {
    let table = dealt(
        no_progressive(),
        &[hand(1, 5, "2c 3s"), hand(2, 5, "Kc 4h")],
        "Ks 4d",
        "Kh 4c 9d Jc 7s",
    );
    // The dealer holds kings and fours with a jack kicker; seat 1 only king high (the board's);
    // seat 2 the same two pair as the dealer: a tie.
    let round = play_out(table, &[(1, 3), (2, 3)]);
    assert_eq!(round.dealer_qualifies, Some(true));
    for wager in [JheWager::Ante, JheWager::XtraBonus, JheWager::Play] {
        assert_eq!(
            net(&round, 1, wager),
            (Outcome::Lost, dollars(-5)),
            "{wager:?}"
        );
        assert_eq!(
            net(&round, 2, wager),
            (Outcome::Push, Cents::ZERO),
            "{wager:?}"
        );
    }
}

#[test]
fn a_fold_collects_ante_and_xtra_and_the_side_wagers_stay_live_g2_g4_amb71_amb72() {
    let mut config = JheConfig::standard();
    config.progressive = JheProgressive::at_minimums("A", 500);
    let round = three_sevens_folded(JheTable::new(config).unwrap());
    let seat = round.seat(3).unwrap();
    assert_eq!(seat.decision, Some(JheDecision::Fold));
    assert_eq!(
        net(&round, 3, JheWager::Ante),
        (Outcome::Forfeited, dollars(-10))
    );
    assert_eq!(
        net(&round, 3, JheWager::XtraBonus),
        (Outcome::Forfeited, dollars(-10))
    );
    // Three sevens: Player Bonus 3 to 1 (Ch.12 C(1)(g)) and Progressive A three of a kind on the
    // hole cards and the first three community cards, 10 for 1 (AMB-68, AMB-69).
    assert_eq!(
        net(&round, 3, JheWager::PlayerBonus),
        (Outcome::Won, dollars(15))
    );
    assert_eq!(
        net(&round, 3, JheWager::Progressive),
        (Outcome::Won, dollars(9))
    );
    assert!(round
        .steps
        .iter()
        .any(|s| s.citation().as_str().contains("AMB-72")));
}

#[test]
fn the_progressive_counts_only_the_hole_cards_and_the_first_three_community_cards_amb68() {
    let config = JheConfig::standard();
    // Hole A♦ K♦; the board Q♦ J♦ T♦ — a diamond royal on the first three: the Star meter.
    let table = dealt(
        config.clone(),
        &[Hand {
            seat: 1,
            ante: 5,
            player_bonus: 0,
            progressive: true,
            cards: "Ad Kd",
        }],
        "2c 3c",
        "Qd Jd Td 4s 5h",
    );
    let star_before = table.meter.unwrap().get(MeterName::Star);
    let round = play_out(table, &[(1, 1)]);
    let star = round
        .settlements()
        .find(|s| s.wager == JheWager::Progressive)
        .unwrap();
    assert_eq!(star.paid_from, PaidFrom::Meter);
    // The meter as it stands at the player's turn: the $10,000 start and the 5¢ this wager put
    // on it at "no more bets".
    assert_eq!(star_before, Cents(1_000_005));
    assert_eq!(star.won, star_before);
    assert_eq!(
        round.meter_after.unwrap().get(MeterName::Star),
        dollars(10_000)
    );
    // The same royal completed only on the turn and river pays nothing on the Progressive.
    let table = dealt(
        config,
        &[Hand {
            seat: 1,
            ante: 5,
            player_bonus: 0,
            progressive: true,
            cards: "Ad Kd",
        }],
        "2c 3c",
        "Qd 4s 5h Jd Td",
    );
    let round = play_out(table, &[(1, 1)]);
    assert_eq!(
        net(&round, 1, JheWager::Progressive),
        (Outcome::Lost, dollars(-1))
    );
    assert_eq!(
        net(&round, 1, JheWager::XtraBonus),
        (Outcome::Won, dollars(2_500))
    );
}

#[test]
fn the_payout_limit_caps_ante_xtra_play_and_player_bonus_but_not_the_progressive_f2_amb82() {
    let mut config = JheConfig::standard();
    config.payout_limit = Some(dollars(50_000));
    config.ante_max = dollars(500);
    config.player_bonus = Some((dollars(1), dollars(100)));
    let table = dealt(
        config,
        &[Hand {
            seat: 1,
            ante: 500,
            player_bonus: 100,
            progressive: true,
            cards: "As Ks",
        }],
        "Qh Qd",
        "Qs Js Ts 2c 3d",
    );
    let round = play_out(table, &[(1, 1)]);
    // Uncapped: Ante 500 + X-tra 250,000 + Play 1,500 + Player Bonus 10,000 — capped at 50,000 in
    // settlement order (Ante, X-tra Bonus, Play, Player Bonus).
    let capped: i64 = round
        .settlements()
        .filter(|s| s.wager != JheWager::Progressive)
        .map(|s| s.won.0)
        .sum();
    assert_eq!(Cents(capped), dollars(50_000));
    assert_eq!(net(&round, 1, JheWager::Ante), (Outcome::Won, dollars(500)));
    assert_eq!(
        net(&round, 1, JheWager::XtraBonus),
        (Outcome::Won, dollars(49_500))
    );
    assert_eq!(net(&round, 1, JheWager::Play), (Outcome::Won, Cents::ZERO));
    // The spade royal on the first five cards pays the Spade meter in full (Paytable A).
    let progressive = round
        .settlements()
        .find(|s| s.wager == JheWager::Progressive)
        .unwrap();
    assert_eq!(progressive.paid_from, PaidFrom::Meter);
    assert!(progressive.won >= dollars(5_000));
}

#[test]
fn decisions_come_three_two_one_with_one_three_five_cards_up_and_wrong_ones_change_nothing() {
    let mut table = dealt(
        no_progressive(),
        &[hand(1, 5, "9c 9d"), hand(2, 5, "4h 7s")],
        "Ac Kd",
        "2s 8h Jc 3d 5c",
    );
    assert_eq!(table.round().community_shown, 1);
    assert_eq!(table.decision_point(), 1);
    let before = table.clone();
    let err = table.decide(1, JheDecision::Play(2)).unwrap_err();
    assert!(err.to_string().contains("001 Ch.11 C"), "{err}");
    assert!(table.decide(1, JheDecision::Fold).is_err());
    assert!(
        table.decide(2, JheDecision::Check).is_err(),
        "seat 1 acts first"
    );
    assert_eq!(table, before, "a refused decision changes nothing");
    table.decide(1, JheDecision::Check).unwrap();
    table.decide(2, JheDecision::Play(3)).unwrap();
    // Decision 2: three cards up, only seat 1 is asked.
    assert_eq!(
        (table.decision_point(), table.round().community_shown),
        (2, 3)
    );
    assert_eq!(table.round().next_to_act(), Some(1));
    table.decide(1, JheDecision::Check).unwrap();
    assert_eq!(
        (table.decision_point(), table.round().community_shown),
        (3, 5)
    );
    assert!(table.reveal().is_err(), "seat 1 has not decided");
    table.decide(1, JheDecision::Play(1)).unwrap();
    assert_eq!(table.round().next_to_act(), None);
    table.reveal().unwrap();
    table.settle().unwrap();
    let round = table.round();
    assert_eq!(
        round.seat(1).unwrap().wagers.get(JheWager::Play),
        dollars(5)
    );
    assert_eq!(
        round.seat(2).unwrap().wagers.get(JheWager::Play),
        dollars(15)
    );
}

#[test]
fn the_xtra_bonus_equals_the_ante_and_side_wagers_need_it_f1_f3() {
    let mut table = JheTable::new(JheConfig::standard()).unwrap();
    table.sit(1, 1).unwrap();
    table.set_wager(1, JheWager::Ante, dollars(10)).unwrap();
    assert!(table.set_wager(1, JheWager::XtraBonus, dollars(5)).is_err());
    assert!(table
        .set_wager(1, JheWager::Progressive, dollars(1))
        .is_err());
    let err = table.no_more_bets().unwrap_err();
    assert!(
        err.to_string().contains("X-tra Bonus must equal the Ante"),
        "{err}"
    );
    table.place_ante(1, dollars(25)).unwrap();
    assert_eq!(
        table
            .round()
            .seat(1)
            .unwrap()
            .wagers
            .get(JheWager::XtraBonus),
        dollars(25)
    );
    assert!(table.set_wager(1, JheWager::Play, dollars(25)).is_err());
    assert!(table
        .set_wager(1, JheWager::Progressive, dollars(2))
        .is_err());
    table
        .set_wager(1, JheWager::Progressive, dollars(1))
        .unwrap();
    table.no_more_bets().unwrap();
}

#[test]
fn a_dealer_card_exposed_early_returns_ante_xtra_and_play_and_settles_the_side_wagers_f_g_amb67() {
    let mut table = dealt(
        JheConfig::standard(),
        &[Hand {
            seat: 2,
            ante: 10,
            player_bonus: 5,
            progressive: true,
            cards: "Qh Qd",
        }],
        "2c 3c",
        "Qs 8h 8c 4d 5s",
    );
    table.decide(2, JheDecision::Play(3)).unwrap();
    assert_eq!(
        table.report(Irregularity::DealerCardExposedEarly).unwrap(),
        Remedy::VoidMainSettleSideWagers
    );
    let round = table.round();
    assert_eq!(round.phase, Phase::Void);
    for wager in [JheWager::Ante, JheWager::XtraBonus, JheWager::Play] {
        assert_eq!(
            net(round, 2, wager),
            (Outcome::Refunded, Cents::ZERO),
            "{wager:?}"
        );
    }
    // Queens full of eights: Player Bonus 8 to 1; the Progressive (Q Q + Q 8 8) 50 for 1.
    assert_eq!(
        net(round, 2, JheWager::PlayerBonus),
        (Outcome::Won, dollars(40))
    );
    assert_eq!(
        net(round, 2, JheWager::Progressive),
        (Outcome::Won, dollars(49))
    );
    assert_eq!(round.community_shown, 5);
}

#[test]
fn a_shuffler_jam_in_a_round_returns_every_wager_but_between_rounds_only_reshuffles_h_amb81() {
    let mut table = JheTable::new(JheConfig::standard()).unwrap();
    table.sit(1, 1).unwrap();
    table.place_ante(1, dollars(5)).unwrap();
    table
        .set_wager(1, JheWager::Progressive, dollars(1))
        .unwrap();
    let seeded = table.meter;
    table.report(Irregularity::ShufflerJam).unwrap();
    assert_eq!(
        table.round().phase,
        Phase::Betting,
        "before the wagers lock: reshuffle only"
    );
    table.no_more_bets().unwrap();
    assert_ne!(table.meter, seeded);
    table.report(Irregularity::ShufflerJam).unwrap();
    let round = table.round();
    assert_eq!(round.phase, Phase::Void);
    assert_eq!(round.settlements().count(), 3);
    assert!(round.settlements().all(|s| s.outcome == Outcome::Refunded));
    assert_eq!(
        table.meter, seeded,
        "the Progressive's contribution is taken back"
    );
}

#[test]
fn deals_follow_the_method_b8_b10() {
    let order = |method: DealingMethod, dealer: DealerCardsFromShuffler| -> Vec<Recipient> {
        let mut config = JheConfig::standard();
        config.dealing_method = method;
        config.dealer_cards = dealer;
        config.shuffler = Shuffler::Automatic;
        let mut table = JheTable::new(config).unwrap();
        for seat in [2, 5] {
            table.sit(seat, seat as u32).unwrap();
            table.place_ante(seat, dollars(5)).unwrap();
        }
        table.no_more_bets().unwrap();
        table
            .deal(&mut engine::deck::seeded_rng(3), None, None)
            .unwrap();
        table
            .round()
            .deal_order
            .iter()
            .map(|(r, _)| *r)
            .filter(|r| *r != Recipient::DiscardRack)
            .collect()
    };
    use Recipient::{Community as C, Dealer as D, Seat as S};
    assert_eq!(
        order(DealingMethod::ManualShoe, DealerCardsFromShuffler::First),
        vec![S(2), S(5), D, S(2), S(5), D, C, C, C, C, C]
    );
    assert_eq!(
        order(DealingMethod::AutomatedShoe, DealerCardsFromShuffler::First),
        vec![C, C, C, C, C, D, D, S(2), S(2), S(5), S(5)]
    );
    assert_eq!(
        order(
            DealingMethod::AutomatedShoe,
            DealerCardsFromShuffler::LeftInShuffler
        ),
        vec![C, C, C, C, C, S(2), S(2), S(5), S(5), D, D]
    );
}

#[test]
fn a_device_that_cannot_be_used_is_covered_or_marked_before_another_method_001_ch13_j() {
    use engine::citation::Citation;
    use engine::table::OutOfService;
    use engine::trace::Step;
    let mut config = no_progressive();
    config.dealing_method = DealingMethod::AutomatedShoe;
    let mut table = JheTable::new(config).unwrap();
    let before = table.clone();
    // 001 says cover it or mark it: removing it is not the remedy here, and nothing changes.
    let removed = table
        .take_device_out_of_service(
            OutOfService::Removed,
            DealingMethod::ManualShoe,
            Shuffler::Automatic,
        )
        .unwrap_err();
    assert_eq!(removed.citation, Some(Citation::new("001 Ch.13 J")));
    // Dealing from the hand needs a shuffler in this game (001 Ch.9 A(1)).
    let by_hand = table
        .take_device_out_of_service(OutOfService::Covered, DealingMethod::Hand, Shuffler::ByHand)
        .unwrap_err();
    assert!(by_hand.to_string().contains("001 Ch.9 A(1)"), "{by_hand}");
    // Keeping the same devices takes nothing out of service.
    let same = table
        .take_device_out_of_service(
            OutOfService::Covered,
            DealingMethod::AutomatedShoe,
            Shuffler::Automatic,
        )
        .unwrap_err();
    assert!(same.message.contains("no device is taken out of service"));
    assert_eq!(table, before);

    let citation = table
        .take_device_out_of_service(
            OutOfService::OutOfOrderSign,
            DealingMethod::ManualShoe,
            Shuffler::Automatic,
        )
        .unwrap();
    assert_eq!(citation, Citation::new("001 Ch.13 J"));
    assert_eq!(table.procedure().dealing_method, DealingMethod::ManualShoe);
    assert!(table.round().steps.iter().any(|s| matches!(s,
        Step::Procedure { text, citation }
            if text.contains("automated dealing shoe cannot be used: marked with an out-of-order sign")
                && *citation == Citation::new("001 Ch.13 J"))));
    // The round goes on by the manual shoe: one card at a time, the dealer under a cover card.
    table.sit(1, 1).unwrap();
    table.place_ante(1, dollars(5)).unwrap();
    table.no_more_bets().unwrap();
    table
        .deal(&mut engine::deck::seeded_rng(5), None, None)
        .unwrap();
    assert_eq!(table.round().seat(1).unwrap().cards.len(), 2);
    // Once cards are out, the method cannot change mid-round.
    assert!(table
        .take_device_out_of_service(
            OutOfService::Covered,
            DealingMethod::ManualShoe,
            Shuffler::ByHand
        )
        .is_err());
}

/// One of the user's own copies of a published table, with the line of `category` re-priced.
fn own_copy(wager: JheWager, base: &str, category: Category, pay: Pay) -> engine::jhe::JhePaytable {
    let published = paytable(wager, base).unwrap();
    let mut copy = JheCustomTable::of(published, "Mine");
    let at = published
        .lines
        .iter()
        .position(|l| l.hand == JheHand::Category(category))
        .unwrap();
    copy.pays[at] = pay;
    copy.paytable().unwrap()
}

#[test]
fn a_table_with_the_users_own_tables_settles_by_them() {
    // The round of the fold above (three sevens: Player Bonus A 3 to 1 pays $15 on $5,
    // Progressive A 10 for 1 nets $9), at a table paying the user's own Player Bonus copy
    // (three of a kind 7 to 1) and Progressive copy (three of a kind 20 for 1).
    let own = [
        own_copy(
            JheWager::PlayerBonus,
            "A",
            Category::ThreeOfAKind,
            Pay::ToOne(7),
        ),
        own_copy(
            JheWager::Progressive,
            "A",
            Category::ThreeOfAKind,
            Pay::ForOne(20),
        ),
    ];
    let table = JheTable::with_paytables(JheConfig::standard(), own).unwrap();
    assert_eq!(table.paytable(JheWager::PlayerBonus).unwrap().label, "Mine");
    let round = three_sevens_folded(table);
    assert_eq!(
        net(&round, 3, JheWager::PlayerBonus),
        (Outcome::Won, dollars(35))
    );
    assert_eq!(
        net(&round, 3, JheWager::Progressive),
        (Outcome::Won, dollars(19))
    );
    assert!(round
        .settlements()
        .any(|s| s.explanation.contains("your Player Bonus table 'Mine': ")));
}

#[test]
fn an_own_xtra_bonus_table_pays_a_win_by_its_line() {
    // A straight beats the dealer's pair of aces: X-tra Bonus A pays 4 to 1 for it; the copy 9.
    let own = [own_copy(
        JheWager::XtraBonus,
        "A",
        Category::Straight,
        Pay::ToOne(9),
    )];
    let table = JheTable::with_paytables(no_progressive(), own).unwrap();
    let table = dealt_at(table, &[hand(3, 10, "8h 9d")], "As Ad", "Tc Js 2d Qc 4h");
    let round = play_out(table, &[(3, 1)]);
    assert_eq!(
        net(&round, 3, JheWager::XtraBonus),
        (Outcome::Won, dollars(90))
    );
    let standard = dealt(
        no_progressive(),
        &[hand(3, 10, "8h 9d")],
        "As Ad",
        "Tc Js 2d Qc 4h",
    );
    let round = play_out(standard, &[(3, 1)]);
    let published = paytable(JheWager::XtraBonus, "A").unwrap();
    let Pay::ToOne(n) = published
        .lines
        .iter()
        .find(|l| l.hand == JheHand::Category(Category::Straight))
        .unwrap()
        .pay
    else {
        panic!("a straight pays to 1")
    };
    assert_eq!(
        net(&round, 3, JheWager::XtraBonus),
        (Outcome::Won, dollars(10 * n as i64))
    );
}

#[test]
fn an_own_progressive_table_needs_the_meters_the_table_runs() {
    let e_copy = own_copy(
        JheWager::Progressive,
        "E",
        Category::ThreeOfAKind,
        Pay::ForOne(20),
    );
    let refused = JheTable::with_paytables(JheConfig::standard(), [e_copy.clone()]).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "MD Progressive Mine does not pay the meters of Progressive Paytable A, which this table runs"
    );
    assert!(JheTable::with_paytables(no_progressive(), [e_copy])
        .unwrap_err()
        .to_string()
        .contains("does not offer the Progressive"));
}
