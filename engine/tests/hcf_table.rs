//! Hand-worked settlement scenarios for every branch and jurisdiction difference, each naming
//! the rule it checks, and property tests over many random rounds.

use engine::cards::{parse_exact, Card, CardSet};
use engine::deck::seeded_rng;
use engine::hcf::config::{Shuffler, TableConfig};
use engine::hcf::decision::{Decision, Strategy};
use engine::hcf::meter::ProgressiveMeter;
use engine::hcf::rules::{DealingMethod, Irregularity, Remedy, WagerKind};
use engine::hcf::table::{DealEvent, Phase, Recipient, Round, Table};
use engine::meters::MeterName;
use engine::money::Cents;
use engine::trace::{Outcome, PaidFrom, Step};
use engine::Jurisdiction;
use rand::Rng;

fn cards(text: &str) -> Vec<Card> {
    parse_exact(text, 7).unwrap()
}

fn dollars(n: i64) -> Cents {
    Cents::dollars(n)
}

/// One seat's wagers and cards for a worked example.
struct Hand {
    seat: u8,
    ante: i64,
    fb: i64,
    sfb: i64,
    prog: bool,
    cards: &'static str,
}

fn hand(seat: u8, ante: i64, cards: &'static str) -> Hand {
    Hand {
        seat,
        ante,
        fb: 0,
        sfb: 0,
        prog: false,
        cards,
    }
}

/// Seats the hands, places the wagers, deals them exactly, and takes the decisions in turn.
fn play_to_decisions(config: TableConfig, hands: &[Hand], dealer: &str) -> Table {
    let mut table = Table::new(config).unwrap();
    for h in hands {
        table.sit(h.seat, h.seat as u32).unwrap();
        table
            .set_wager(h.seat, WagerKind::Ante, dollars(h.ante))
            .unwrap();
        if h.fb > 0 {
            table
                .set_wager(h.seat, WagerKind::FlushBonus, dollars(h.fb))
                .unwrap();
        }
        if h.sfb > 0 {
            table
                .set_wager(h.seat, WagerKind::StraightFlushBonus, dollars(h.sfb))
                .unwrap();
        }
        if h.prog {
            let unit = table.config().progressive.as_ref().unwrap().unit;
            table
                .set_wager(h.seat, WagerKind::Progressive, unit)
                .unwrap();
        }
    }
    table.no_more_bets().unwrap();
    let seat_hands: Vec<(u8, Vec<Card>)> = hands.iter().map(|h| (h.seat, cards(h.cards))).collect();
    let order = table.arrange_deck(&seat_hands, &cards(dealer)).unwrap();
    table.deal_arranged(&order, None).unwrap();
    for h in hands {
        assert_eq!(
            table.round().seat(h.seat).unwrap().cards,
            cards(h.cards),
            "arranged deal gives seat {}",
            h.seat
        );
    }
    table
}

fn play(config: TableConfig, hands: &[Hand], dealer: &str, decisions: &[(u8, Decision)]) -> Round {
    let mut table = play_to_decisions(config, hands, dealer);
    for &(seat, decision) in decisions {
        table.decide(seat, decision).unwrap();
    }
    table.reveal().unwrap();
    table.settle().unwrap();
    table.round().clone()
}

/// The settled wager of one seat and kind.
fn settled(round: &Round, seat: u8, kind: WagerKind) -> engine::trace::SettledWager<WagerKind> {
    round
        .settlements()
        .find(|s| s.seat == seat && s.wager == kind)
        .unwrap_or_else(|| panic!("seat {seat} {kind:?} not settled"))
        .clone()
}

fn md() -> TableConfig {
    TableConfig::default_for(Jurisdiction::Maryland)
}

/// A dealer hand below a three-card flush nine high (best flush 8-3-2 of clubs).
const DEALER_NOT_QUALIFYING: &str = "2c 3c 4d 5d 6h 7h 8c";

#[test]
fn c11_dealer_not_qualifying_pays_the_ante_and_pushes_the_raise_md_ch11_b5c() {
    let r = play(
        md(),
        &[hand(1, 10, "Ah Kh Qh Js Ts 9c 2d")],
        DEALER_NOT_QUALIFYING,
        &[(1, Decision::Raise(1))],
    );
    assert_eq!(r.dealer_qualifies, Some(false));
    let ante = settled(&r, 1, WagerKind::Ante);
    assert_eq!((ante.outcome, ante.net), (Outcome::Won, dollars(10)));
    assert!(ante.citation.as_str().contains("000/002 Ch.11 B(5)(c)"));
    let raise = settled(&r, 1, WagerKind::Raise);
    assert_eq!((raise.outcome, raise.net), (Outcome::Push, Cents::ZERO));
    assert_eq!(r.seat_net(1), dollars(10));
}

#[test]
fn c11_qualified_dealer_higher_lower_and_equal_md_ch11_b5d() {
    // Dealer: 4-card club flush A-K-Q-J, qualifies.
    let dealer = "Ac Kc Qc Jc 2d 3d 4s";
    // Higher: a five-card flush raised 2× wins Ante and Raise at 1 to 1.
    let r = play(
        md(),
        &[hand(1, 10, "2h 5h 7h 9h Jh 3s 5s")],
        dealer,
        &[(1, Decision::Raise(2))],
    );
    assert_eq!(settled(&r, 1, WagerKind::Raise).net, dollars(20));
    assert_eq!(r.seat_net(1), dollars(30));
    // Lower: a four-card flush K-Q-J-9 of hearts loses both.
    let r = play(
        md(),
        &[hand(1, 10, "Kh Qh Jh 9h 5s 6s 7d")],
        dealer,
        &[(1, Decision::Raise(1))],
    );
    assert_eq!(settled(&r, 1, WagerKind::Ante).outcome, Outcome::Lost);
    assert_eq!(r.seat_net(1), dollars(-20));
    // Equal: A-K-Q-J of hearts ties A-K-Q-J of clubs; cards outside the flush never count
    // (AMB-5): both push.
    let r = play(
        md(),
        &[hand(1, 10, "Ah Kh Qh Jh 5s 6s 7d")],
        dealer,
        &[(1, Decision::Raise(1))],
    );
    assert_eq!(settled(&r, 1, WagerKind::Ante).outcome, Outcome::Push);
    assert_eq!(settled(&r, 1, WagerKind::Raise).outcome, Outcome::Push);
    assert_eq!(r.seat_net(1), Cents::ZERO);
}

#[test]
fn worked_md_round_with_every_wager_ch11_b5_to_b9() {
    // Seat 1: Ante $10, Flush Bonus $5 (A), SFB $5 (A), Progressive $1 (A); six-card heart
    // flush 8-6-5-4-3-2 holding the straight flush 2-3-4-5-6. Raises 3×.
    // Dealer: four-card club flush A-K-Q-J, qualifies, lower than six cards.
    // Ante +$10, Raise +$30, Flush Bonus 6-card 100 to 1 = +$500, SFB 5-card SF 100 to 1 =
    // +$500, Progressive 5-card SF $250 (stake not returned) = +$249. Total +$1,289.
    let seat = Hand {
        seat: 1,
        ante: 10,
        fb: 5,
        sfb: 5,
        prog: true,
        cards: "2h 3h 4h 5h 6h 8h Kd",
    };
    let r = play(
        md(),
        &[seat],
        "Ac Kc Qc Jc 2d 3d 4s",
        &[(1, Decision::Raise(3))],
    );
    let got: Vec<(WagerKind, Outcome, Cents)> = r
        .settlements()
        .map(|s| (s.wager, s.outcome, s.net))
        .collect();
    assert_eq!(
        got,
        vec![
            (WagerKind::Ante, Outcome::Won, dollars(10)),
            (WagerKind::Raise, Outcome::Won, dollars(30)),
            (WagerKind::FlushBonus, Outcome::Won, dollars(500)),
            (WagerKind::StraightFlushBonus, Outcome::Won, dollars(500)),
            (WagerKind::Progressive, Outcome::Won, dollars(249)),
        ],
        "MD order: Ante and Raise, then Flush Bonus, SFB, Progressive (000/002 Ch.11 B(5)–(9))"
    );
    assert_eq!(r.seat_net(1), dollars(1289));
    assert_eq!(
        settled(&r, 1, WagerKind::Progressive).paid_from,
        PaidFrom::Tray
    );
}

#[test]
fn md_payout_limit_caps_ante_raise_and_bonuses_but_not_the_progressive_amb16() {
    // Seven-card spade straight flush, FB $100 (A: 300 to 1 = $30,000) and SFB $100
    // (A: 8,000 to 1 = $800,000). Minimums $5/$1: the limit is $50,000. The dealer does not
    // qualify: Ante +$10, Raise push; FB $30,000; SFB cut to $50,000 − $30,010 = $19,990.
    // The Progressive (100% of the meter) is not capped.
    let seat = Hand {
        seat: 1,
        ante: 10,
        fb: 100,
        sfb: 100,
        prog: true,
        cards: "3s 4s 5s 6s 7s 8s 9s",
    };
    let r = play(
        md(),
        &[seat],
        DEALER_NOT_QUALIFYING,
        &[(1, Decision::Raise(3))],
    );
    assert_eq!(settled(&r, 1, WagerKind::FlushBonus).won, dollars(30_000));
    let sfb = settled(&r, 1, WagerKind::StraightFlushBonus);
    assert_eq!(sfb.won, dollars(19_990));
    assert!(
        sfb.explanation.contains("payout limit of $50,000"),
        "{}",
        sfb.explanation
    );
    let prog = settled(&r, 1, WagerKind::Progressive);
    assert_eq!(prog.paid_from, PaidFrom::Meter);
    // Meter: $30,000 seed + 20¢ contribution, all paid; resets to $30,000.
    assert_eq!(prog.won, Cents(3_000_020));
    assert_eq!(r.meter_after.unwrap().get(MeterName::Main), dollars(30_000));
}

#[test]
fn md_progressive_c_six_card_pays_the_meter_and_envy_goes_to_the_others_e1_e6() {
    // Progressive C pays 100% for a six-card SF; its Envy schedule pays $200 per $1 to every
    // other player with a live Progressive (folded players included in MD, AMB-8/AMB-21).
    let mut config = md();
    let p = config.progressive.as_mut().unwrap();
    p.label = "C".into();
    p.seed = dollars(5_000);
    p.reset = dollars(5_000);
    let hands = [
        Hand {
            seat: 1,
            ante: 5,
            fb: 0,
            sfb: 0,
            prog: true,
            cards: "Ad Kd 2s 4s 6c 8c Th",
        },
        Hand {
            seat: 2,
            ante: 5,
            fb: 0,
            sfb: 0,
            prog: true,
            cards: "4h 5h 6h 7h 8h 9h Ts",
        },
        Hand {
            seat: 3,
            ante: 5,
            fb: 0,
            sfb: 0,
            prog: true,
            cards: "2d 5d 9d 3c 7c Qs Ks",
        },
    ];
    let r = play(
        config,
        &hands,
        "Ac Kc Qc Jc 3d 6d 8d",
        &[
            (1, Decision::Fold),
            (2, Decision::Raise(3)),
            (3, Decision::Fold),
        ],
    );
    let prog = settled(&r, 2, WagerKind::Progressive);
    // Meter $5,000 + 3 × 20¢; the 100% award takes it all and the meter resets to $5,000.
    assert_eq!(prog.won, Cents(500_060));
    assert_eq!(r.meter_after.unwrap().get(MeterName::Main), dollars(5_000));
    let envy: Vec<(u8, Cents)> = r
        .settlements()
        .filter(|s| s.wager == WagerKind::EnvyBonus)
        .map(|s| (s.seat, s.won))
        .collect();
    assert_eq!(
        envy,
        vec![(3, dollars(200)), (1, dollars(200))],
        "E2/E3: one bonus per other player, none for the holder"
    );
    // Settlement runs counterclockwise: seat 3 first, seat 1 last (C17).
    let seats: Vec<u8> = r
        .settlements()
        .filter(|s| s.wager != WagerKind::Ante || s.outcome != Outcome::Forfeited)
        .map(|s| s.seat)
        .collect();
    assert_eq!(seats.first(), Some(&3));
}

#[test]
fn ma_fold_settles_bonuses_at_the_fold_and_forfeits_the_progressive_003_s10c_s12c_amb8() {
    let config = TableConfig::default_for(Jurisdiction::Massachusetts);
    // A four-card flush, folded anyway: Flush Bonus A pays 1 to 1 at the fold; the Progressive
    // is forfeited (003 §12(c)); all of it before the dealer's reveal.
    let seat = Hand {
        seat: 1,
        ante: 10,
        fb: 5,
        sfb: 5,
        prog: true,
        cards: "2h 7h 9h Kh 3s 5d 8c",
    };
    let r = play(
        config,
        &[seat],
        "Ac Kc Qc Jc 2d 3d 4s",
        &[(1, Decision::Fold)],
    );
    assert_eq!(settled(&r, 1, WagerKind::FlushBonus).net, dollars(5));
    assert_eq!(
        settled(&r, 1, WagerKind::StraightFlushBonus).outcome,
        Outcome::Lost
    );
    let prog = settled(&r, 1, WagerKind::Progressive);
    assert_eq!(prog.outcome, Outcome::Forfeited);
    assert!(prog.citation.as_str().contains("003 §12(c)"));
    let reveal = r
        .steps
        .iter()
        .position(
            |s| matches!(s, Step::Procedure { text, .. } if text.starts_with("The dealer reveals")),
        )
        .unwrap();
    let fb = r
        .steps
        .iter()
        .position(|s| matches!(s, Step::Settled(w) if w.wager == WagerKind::FlushBonus))
        .unwrap();
    assert!(
        fb < reveal,
        "MA settles a folded hand's bonuses at the fold (003 §10(c))"
    );
}

#[test]
fn md_and_sd_keep_a_folded_progressive_live_amb8() {
    for j in [Jurisdiction::Maryland, Jurisdiction::SouthDakota] {
        let seat = Hand {
            seat: 1,
            ante: 10,
            fb: 0,
            sfb: 0,
            prog: true,
            cards: "2h 3h 4h 5h 9s Jd 8c",
        };
        let r = play(
            TableConfig::default_for(j),
            &[seat],
            "Ac Kc Qc Jc 2d 3d 4s",
            &[(1, Decision::Fold)],
        );
        let prog = settled(&r, 1, WagerKind::Progressive);
        // Four-card straight flush: MD A $40, SD 1 $40; less the $1 stake.
        assert_eq!(
            (prog.outcome, prog.net),
            (Outcome::Won, dollars(39)),
            "{j:?}"
        );
    }
}

#[test]
fn sd_settles_raise_before_ante_and_the_progressive_at_the_end_004_6_amb58() {
    let config = TableConfig::default_for(Jurisdiction::SouthDakota);
    let hands = [
        Hand {
            seat: 1,
            ante: 5,
            fb: 0,
            sfb: 0,
            prog: true,
            cards: "2h 3h 4h 5h 9s Jd Td",
        },
        Hand {
            seat: 2,
            ante: 5,
            fb: 1,
            sfb: 0,
            prog: true,
            cards: "As Ks Qs 2d 4d 6c 8c",
        },
    ];
    let r = play(
        config,
        &hands,
        "Ac Kc Qc Jc 3d 5d 7s",
        &[(1, Decision::Raise(1)), (2, Decision::Raise(1))],
    );
    let order: Vec<(u8, WagerKind)> = r.settlements().map(|s| (s.seat, s.wager)).collect();
    assert_eq!(
        order,
        vec![
            (2, WagerKind::Raise),
            (2, WagerKind::Ante),
            (2, WagerKind::FlushBonus),
            (1, WagerKind::Raise),
            (1, WagerKind::Ante),
            (2, WagerKind::Progressive),
            (1, WagerKind::Progressive),
        ]
    );
}

#[test]
fn sd_ace_low_and_md_ace_high_only_in_the_sfb_amb1_amb3() {
    let cards_text = "Ah 2h 3h 9s Jd Kc 5c";
    for (j, expected) in [
        (Jurisdiction::Maryland, Outcome::Lost),
        (Jurisdiction::SouthDakota, Outcome::Won),
    ] {
        let seat = Hand {
            seat: 1,
            ante: 5,
            fb: 0,
            sfb: 5,
            prog: false,
            cards: cards_text,
        };
        let r = play(
            TableConfig::default_for(j),
            &[seat],
            "Ac Kh Qc Jc 3d 6d 7s",
            &[(1, Decision::Fold)],
        );
        assert_eq!(
            settled(&r, 1, WagerKind::StraightFlushBonus).outcome,
            expected,
            "{j:?}"
        );
    }
}

#[test]
fn md_dealer_card_exposed_early_voids_ante_and_raise_but_settles_side_wagers_ch13_e_f_amb17() {
    let seat = Hand {
        seat: 1,
        ante: 10,
        fb: 5,
        sfb: 0,
        prog: true,
        cards: "2h 7h 9h Kh 3s 5d 8c",
    };
    let mut table = play_to_decisions(md(), &[seat], "Ac Kc Qc Jc 2d 3d 4s");
    let meter_before = table.meter.unwrap();
    assert_eq!(
        table.report(Irregularity::DealerCardExposedEarly).unwrap(),
        Remedy::VoidMainSettleSideWagers
    );
    let r = table.round();
    assert_eq!(r.phase, Phase::Void);
    assert_eq!(settled(r, 1, WagerKind::Ante).outcome, Outcome::Refunded);
    assert_eq!(
        settled(r, 1, WagerKind::FlushBonus).net,
        dollars(5),
        "4-card flush, 1 to 1"
    );
    assert_eq!(settled(r, 1, WagerKind::Progressive).outcome, Outcome::Lost);
    assert_eq!(
        table.meter.unwrap(),
        meter_before,
        "the contribution stands: the wager was settled"
    );
}

#[test]
fn ma_dealer_card_exposed_early_refunds_everything_003_s13d_amb42() {
    let seat = Hand {
        seat: 1,
        ante: 10,
        fb: 5,
        sfb: 0,
        prog: true,
        cards: "2h 7h 9h Kh 3s 5d 8c",
    };
    let config = TableConfig::default_for(Jurisdiction::Massachusetts);
    let start = engine::hcf::meter::Meter::seeded(config.progressive.as_ref().unwrap());
    let mut table = play_to_decisions(config, &[seat], "Ac Kc Qc Jc 2d 3d 4s");
    table.report(Irregularity::DealerCardExposedEarly).unwrap();
    let r = table.round();
    assert!(r.settlements().all(|s| s.outcome == Outcome::Refunded));
    assert_eq!(r.settlements().count(), 3);
    assert_eq!(
        table.meter.unwrap(),
        start,
        "the refunded Progressive's contribution is withdrawn"
    );
}

#[test]
fn sd_exposed_card_does_not_void_004_5_amb53() {
    let seat = hand(1, 10, "2h 7h 9h Kh 3s 5d 8c");
    let mut table = play_to_decisions(
        TableConfig::default_for(Jurisdiction::SouthDakota),
        &[seat],
        "Ac Kc Qc Jc 2d 3d 4s",
    );
    assert_eq!(
        table.report(Irregularity::DealerCardExposedEarly).unwrap(),
        Remedy::TurnDownAndContinue
    );
    assert_eq!(table.round().phase, Phase::Decisions);
}

#[test]
fn md_card_face_up_in_the_deck_is_discarded_and_the_deal_moves_on_ch13_a() {
    let mut table = Table::new(md()).unwrap();
    table.sit(1, 1).unwrap();
    table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    table.no_more_bets().unwrap();
    let order: Vec<Card> = Card::deck().collect();
    table
        .deal_arranged(
            &order,
            Some(DealEvent {
                irregularity: Irregularity::OneCardFaceUp,
                at_card: 0,
            }),
        )
        .unwrap();
    let r = table.round();
    assert_eq!(r.deal_order[0], (Recipient::DiscardRack, order[0]));
    // Card by card: seat 1 gets cards 1, 3, 5, …; the dealer 2, 4, 6, … (AMB-32).
    assert_eq!(r.seat(1).unwrap().cards[0], order[1]);
    assert_eq!(r.dealer[0], order[2]);
    assert_eq!(r.phase, Phase::Decisions);
}

#[test]
fn ma_deals_seven_consecutive_cards_and_the_dealer_last_003_s7c_d() {
    let mut table = Table::new(TableConfig::default_for(Jurisdiction::Massachusetts)).unwrap();
    for seat in [1, 2] {
        table.sit(seat, seat as u32).unwrap();
        table.set_wager(seat, WagerKind::Ante, dollars(5)).unwrap();
    }
    table.no_more_bets().unwrap();
    let order: Vec<Card> = Card::deck().collect();
    table.deal_arranged(&order, None).unwrap();
    let r = table.round();
    assert_eq!(r.seat(1).unwrap().cards, order[0..7]);
    assert_eq!(r.seat(2).unwrap().cards, order[7..14]);
    assert_eq!(r.dealer, order[14..21]);
}

#[test]
fn wrong_number_of_cards_voids_and_refunds_everything_md_ch13_d_sd_amb52() {
    for j in Jurisdiction::ALL {
        let mut table = Table::new(TableConfig::default_for(j)).unwrap();
        table.sit(2, 1).unwrap();
        table.set_wager(2, WagerKind::Ante, dollars(5)).unwrap();
        table
            .set_wager(2, WagerKind::FlushBonus, dollars(5))
            .unwrap();
        table.no_more_bets().unwrap();
        table
            .deal(
                &mut seeded_rng(1),
                None,
                Some(DealEvent {
                    irregularity: Irregularity::WrongNumberOfCards,
                    at_card: 5,
                }),
            )
            .unwrap();
        let r = table.round();
        assert_eq!(r.phase, Phase::Void, "{j:?}");
        assert!(r
            .settlements()
            .all(|s| s.outcome == Outcome::Refunded && s.net == Cents::ZERO));
        assert_eq!(r.settlements().count(), 2);
    }
}

#[test]
fn incorrect_stub_count_removes_the_deck_md_ch8_j2() {
    let mut table = Table::new(md()).unwrap();
    table.sit(1, 1).unwrap();
    for round in 1..=5 {
        table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
        table.no_more_bets().unwrap();
        table.deal(&mut seeded_rng(round), None, None).unwrap();
        if round < 5 {
            assert!(table.round().stub_counted.is_none(), "round {round}");
            assert!(table.report(Irregularity::IncorrectStubCount).is_err());
            table.decide(1, Decision::Fold).unwrap();
            table.reveal().unwrap();
            table.settle().unwrap();
        } else {
            // At least once every five rounds (000/002 Ch.8 G): 52 − 7 × 2 = 38 cards.
            assert_eq!(table.round().stub_counted, Some(38));
            assert_eq!(
                table.report(Irregularity::IncorrectStubCount).unwrap(),
                Remedy::VoidRefundRemoveDeck
            );
        }
        table.finish().unwrap();
    }
    assert_eq!(table.counters.decks_removed, 1);
    assert_eq!(table.counters.rounds_since_stub_count, 0);
}

#[test]
fn a_counting_shuffler_exempts_the_stub_count_ma_s7g() {
    let mut config = TableConfig::default_for(Jurisdiction::Massachusetts);
    config.shuffler = Shuffler::CountingAutomatic;
    let mut table = Table::new(config).unwrap();
    table.sit(1, 1).unwrap();
    for round in 0..6 {
        table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
        table.no_more_bets().unwrap();
        table.deal(&mut seeded_rng(round), None, None).unwrap();
        assert!(table.round().stub_counted.is_none());
        table.decide(1, Decision::Fold).unwrap();
        table.reveal().unwrap();
        table.settle().unwrap();
        table.finish().unwrap();
    }
}

#[test]
fn hand_shuffle_cuts_at_least_ten_cards_md_ch5_e() {
    let mut config = md();
    config.shuffler = Shuffler::ByHand;
    let mut table = Table::new(config).unwrap();
    table.sit(1, 1).unwrap();
    table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    table.no_more_bets().unwrap();
    let before = table.clone();
    assert!(table
        .deal(&mut seeded_rng(1), Some(9), None)
        .unwrap_err()
        .message
        .contains("at least 10"));
    assert_eq!(table, before);
    table.deal(&mut seeded_rng(1), Some(10), None).unwrap();
    assert!(table.round().steps.iter().any(|s| matches!(s, Step::Procedure { text, .. } if text.starts_with("Cut: the cover card goes in 10"))));
}

#[test]
fn automated_shoe_deals_stacks_with_the_dealer_last() {
    let mut config = md();
    config.dealing_method = DealingMethod::AutomatedShoe;
    let mut table = Table::new(config).unwrap();
    table.sit(3, 1).unwrap();
    table.set_wager(3, WagerKind::Ante, dollars(5)).unwrap();
    table.no_more_bets().unwrap();
    let order: Vec<Card> = Card::deck().collect();
    table.deal_arranged(&order, None).unwrap();
    assert_eq!(table.round().seat(3).unwrap().cards, order[0..7]);
    assert_eq!(table.round().dealer, order[7..14]);
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut table = Table::new(md()).unwrap();
    let check = |table: &mut Table,
                 action: &dyn Fn(&mut Table) -> Result<(), engine::hcf::table::ActionError>,
                 needle: &str| {
        let before = table.clone();
        let error = action(table).unwrap_err();
        assert!(
            error.to_string().contains(needle),
            "{error} should mention {needle}"
        );
        assert_eq!(*table, before, "refused action changed the table: {error}");
    };
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::Ante, dollars(5)),
        "only a seated player",
    );
    table.sit(1, 1).unwrap();
    table.sit(2, 2).unwrap();
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::FlushBonus, dollars(5)),
        "place an Ante first",
    );
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::Ante, dollars(1)),
        "between $5 and $500",
    );
    check(
        &mut table,
        &|t| t.no_more_bets(),
        "nobody has placed an Ante",
    );
    table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    table.set_wager(2, WagerKind::Ante, dollars(5)).unwrap();
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::Progressive, dollars(5)),
        "Progressive wager is $1",
    );
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::Raise, dollars(5)),
        "after looking at the cards",
    );
    check(&mut table, &|t| t.sit(1, 9), "taken");
    table.no_more_bets().unwrap();
    check(
        &mut table,
        &|t| t.set_wager(1, WagerKind::FlushBonus, dollars(5)),
        "no more bets",
    );
    let hands = vec![
        (1, cards("2h 3h 4h 5h 9s Jd Td")),
        (2, cards("As Ks Qs 2d 4d 6c 8c")),
    ];
    let order = table
        .arrange_deck(&hands, &cards("Ac Kc Qc Jc 3d 5d 7s"))
        .unwrap();
    table.deal_arranged(&order, None).unwrap();
    check(
        &mut table,
        &|t| t.decide(2, Decision::Raise(1)),
        "seat 1's turn",
    );
    check(
        &mut table,
        &|t| t.decide(1, Decision::Raise(2)),
        "exactly 1× Ante",
    );
    check(&mut table, &|t| t.reveal(), "has not decided");
    check(&mut table, &|t| t.settle(), "not possible now");
    table.decide(1, Decision::Raise(1)).unwrap();
    table.decide(2, Decision::Fold).unwrap();
    check(
        &mut table,
        &|t| t.decide(2, Decision::Fold),
        "every player has decided",
    );
    table.reveal().unwrap();
    table.settle().unwrap();
    check(
        &mut table,
        &|t| t.report(Irregularity::DealerCardExposedEarly).map(|_| ()),
        "not possible now",
    );
}

#[test]
fn ma_adjacent_boxes_up_to_three_003_s6e() {
    let mut config = TableConfig::default_for(Jurisdiction::Massachusetts);
    config.max_boxes_per_player = 2;
    let mut table = Table::new(config).unwrap();
    for seat in [1, 2, 4] {
        table.sit(seat, 7).unwrap();
    }
    table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    assert!(table
        .set_wager(4, WagerKind::Ante, dollars(5))
        .unwrap_err()
        .message
        .contains("adjacent"));
    table.set_wager(2, WagerKind::Ante, dollars(5)).unwrap();
    table.sit(3, 7).unwrap();
    assert!(table
        .set_wager(3, WagerKind::Ante, dollars(5))
        .unwrap_err()
        .message
        .contains("at most 2"));
}

// ----- Property tests over many random rounds -------------------------------------------------

/// The seven cards a seat holds.
fn seat_hand(table: &Table, seat: u8) -> CardSet {
    table
        .round()
        .seat(seat)
        .unwrap()
        .cards
        .iter()
        .copied()
        .collect()
}

/// Plays one random round: random seats, wagers, strategy decisions, and now and then an
/// irregularity. Returns the finished round.
fn random_round(table: &mut Table, rng: &mut impl Rng) -> Round {
    let seats = table.config().seats;
    for seat in 1..=seats {
        table.sit(seat, seat as u32).unwrap();
        if rng.random_bool(0.8) {
            let ante = dollars(rng.random_range(5..=50));
            table.set_wager(seat, WagerKind::Ante, ante).unwrap();
            if rng.random_bool(0.5) {
                table
                    .set_wager(
                        seat,
                        WagerKind::FlushBonus,
                        dollars(rng.random_range(1..=25)),
                    )
                    .unwrap();
            }
            if rng.random_bool(0.5) {
                table
                    .set_wager(
                        seat,
                        WagerKind::StraightFlushBonus,
                        dollars(rng.random_range(1..=25)),
                    )
                    .unwrap();
            }
            if rng.random_bool(0.5) {
                let unit = table.config().progressive.as_ref().unwrap().unit;
                table.set_wager(seat, WagerKind::Progressive, unit).unwrap();
            }
        }
    }
    if table.no_more_bets().is_err() {
        table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
        table.no_more_bets().unwrap();
    }
    let event = rng.random_bool(0.05).then(|| DealEvent {
        irregularity: [
            Irregularity::OneCardFaceUp,
            Irregularity::CardDrawnInError,
            Irregularity::SeveralCardsFaceUp,
        ][rng.random_range(0..3)],
        at_card: rng.random_range(0..14),
    });
    table.deal(rng, None, event).unwrap();
    if table.round().phase == Phase::Decisions && rng.random_bool(0.03) {
        table.report(Irregularity::DealerCardExposedEarly).unwrap();
    }
    let strategies = [
        Strategy::Optimal,
        Strategy::ten_eight_six(),
        Strategy::AlwaysRaiseMax,
    ];
    while let Some(seat) = table.round().next_to_act() {
        let hand = seat_hand(table, seat);
        let decision = if rng.random_bool(0.2) {
            Decision::Fold
        } else {
            strategies[rng.random_range(0..3)].decide(hand)
        };
        table.decide(seat, decision).unwrap();
    }
    if table.round().phase == Phase::Decisions {
        table.reveal().unwrap();
        table.settle().unwrap();
    }
    table.finish().unwrap()
}

#[test]
fn property_every_round_ends_settled_money_is_conserved_and_no_card_is_dealt_twice() {
    for j in Jurisdiction::ALL {
        let mut rng = seeded_rng(42);
        let mut table = Table::new(TableConfig::default_for(j)).unwrap();
        for _ in 0..400 {
            let round = random_round(&mut table, &mut rng);
            check_round(j, &round);
        }
    }
}

/// What every finished round must satisfy: settled or void, no card dealt twice (all 52 when
/// settled), every wager on the layout settled exactly once, and money conserved: the players'
/// nets, the tray and the meter sum to zero, the tray and the meter traced from the flows of chips
/// and the meter also read from its own state.
fn check_round(j: Jurisdiction, round: &Round) {
    // Every step cites this jurisdiction's own document (or the digest, or "not stated"), never
    // another's.
    for step in &round.steps {
        let citation = step.citation().as_str();
        assert!(
            cites_only(j, citation),
            "{j:?} round {} cites another jurisdiction: {citation}",
            round.number
        );
    }
    // Every round reaches settlement or a void.
    assert!(matches!(round.phase, Phase::Settled | Phase::Void));
    // No card dealt twice.
    let dealt: Vec<Card> = round.deal_order.iter().map(|&(_, c)| c).collect();
    let distinct: CardSet = dealt.iter().copied().collect();
    assert_eq!(distinct.len() as usize, dealt.len());
    if round.phase == Phase::Settled {
        assert_eq!(dealt.len(), 52);
    }
    // Every wager on the layout settled exactly once.
    for seat in &round.seats {
        for kind in [
            WagerKind::Ante,
            WagerKind::Raise,
            WagerKind::FlushBonus,
            WagerKind::StraightFlushBonus,
            WagerKind::Progressive,
        ] {
            let times = round
                .settlements()
                .filter(|s| s.seat == seat.number && s.wager == kind)
                .count();
            let expected = usize::from(seat.wagers.get(kind).0 > 0);
            assert_eq!(
                times, expected,
                "{j:?} round {} seat {} {kind:?}",
                round.number, seat.number
            );
        }
    }
    // Money is conserved: the players' nets, the tray's takings and the meter's change
    // sum to zero, the tray and meter traced from the flows of chips and the meter read
    // from its own state.
    let players: i64 = round.settlements().map(|s| s.net.0).sum();
    let total = |m: Option<engine::hcf::meter::Meter>| {
        m.map_or(0, |m| {
            m.get(MeterName::Main).0 + m.get(MeterName::Secondary).0
        })
    };
    let meter_read = total(round.meter_after) - total(round.meter_before);
    let refunded = |seat: u8| {
        round.settlements().any(|s| {
            s.seat == seat && s.wager == WagerKind::Progressive && s.outcome == Outcome::Refunded
        })
    };
    let contributions: i64 = round
        .contributions
        .iter()
        .filter(|(seat, _)| !refunded(*seat))
        .map(|(_, c)| c.get(MeterName::Main).0 + c.get(MeterName::Secondary).0)
        .sum();
    let meter_paid: i64 = round
        .settlements()
        .filter(|s| s.paid_from == PaidFrom::Meter)
        .map(|s| s.won.0)
        .sum();
    assert_eq!(
        meter_read,
        contributions - meter_paid,
        "{j:?}: the meter moved by what was put on and paid off"
    );
    let progressive_collected: i64 = round
        .seats
        .iter()
        .map(|s| s.wagers.get(WagerKind::Progressive).0)
        .sum();
    let mut tray = progressive_collected - contributions;
    for s in round.settlements() {
        tray += match (s.wager, s.outcome, s.paid_from) {
            (WagerKind::Progressive, Outcome::Refunded, _) => -s.stake.0,
            (WagerKind::Progressive, _, PaidFrom::Tray) => -s.won.0,
            (WagerKind::Progressive, _, PaidFrom::Meter) => 0,
            (_, Outcome::Lost | Outcome::Forfeited, _) => s.stake.0,
            (_, Outcome::Won, _) => -s.won.0,
            (_, Outcome::Push | Outcome::Refunded, _) => 0,
        };
    }
    assert_eq!(
        players + tray + meter_read,
        0,
        "{j:?}: players {players}, tray {tray}, meter {meter_read}"
    );
}

#[test]
fn property_random_illegal_actions_change_nothing() {
    let mut rng = seeded_rng(9);
    for j in Jurisdiction::ALL {
        let mut table = Table::new(TableConfig::default_for(j)).unwrap();
        for _ in 0..300 {
            let before = table.clone();
            let seat = rng.random_range(0..=7u8);
            let amount = Cents(rng.random_range(-100..100_000));
            let result = match rng.random_range(0..8) {
                0 => table.set_wager(seat, WagerKind::Ante, amount),
                1 => table.set_wager(seat, WagerKind::FlushBonus, amount),
                2 => table.set_wager(seat, WagerKind::Progressive, amount),
                3 => table.decide(seat, Decision::Raise(rng.random_range(0..5))),
                4 => table.reveal(),
                5 => table.settle(),
                6 => table.no_more_bets(),
                _ => table.sit(seat, rng.random_range(0..3)),
            };
            if result.is_err() {
                assert_eq!(table, before);
            }
            if matches!(table.round().phase, Phase::Settled | Phase::Void) {
                table.finish().unwrap();
            }
            if table.round().phase == Phase::Dealing {
                table.deal(&mut rng, None, None).unwrap();
            }
        }
    }
}

#[test]
fn the_fast_simulator_settles_every_round_exactly_as_the_table() {
    use engine::hcf::meter::Meter;
    use engine::hcf::simulate::{settle_round, Resolved, SimSetup};
    let mut rng = seeded_rng(77);
    for j in Jurisdiction::ALL {
        let mut config = TableConfig::default_for(j);
        // Large bonus wagers so that Maryland's payout limit comes into play now and then.
        config.side_max = dollars(5_000);
        let setup = SimSetup {
            config: config.clone(),
            players: 6,
            ante: dollars(25),
            flush_bonus: dollars(rng.random_range(1..=5_000)),
            straight_flush_bonus: dollars(rng.random_range(1..=5_000)),
            progressive: true,
            strategy: Strategy::Optimal,
        };
        let resolved = Resolved::new(&setup).unwrap();
        for round in 0..300 {
            let mut deck: Vec<Card> = Card::deck().collect();
            engine::deck::shuffle(&mut deck, &mut rng);
            let hands: Vec<Vec<Card>> = (0..6).map(|p| deck[7 * p..7 * p + 7].to_vec()).collect();
            let dealer = deck[42..49].to_vec();
            let decisions: Vec<Decision> = hands
                .iter()
                .map(|h| {
                    let set: CardSet = h.iter().copied().collect();
                    if rng.random_bool(0.15) {
                        Decision::Fold
                    } else {
                        Strategy::Optimal.decide(set)
                    }
                })
                .collect();
            // Start both from the same meter, sometimes a large one.
            let meter = Meter::of(&[
                (MeterName::Main, dollars(rng.random_range(10_000..200_000))),
                (MeterName::Secondary, dollars(rng.random_range(0..100))),
            ]);
            let mut sim_meter = Some(meter);
            let sets: Vec<CardSet> = hands.iter().map(|h| h.iter().copied().collect()).collect();
            let fast = settle_round(
                &setup,
                &resolved,
                &sets,
                &decisions,
                dealer.iter().copied().collect(),
                &mut sim_meter,
            );

            let mut table = Table::new(config.clone()).unwrap();
            table.meter = Some(meter);
            for seat in 1..=6u8 {
                table.sit(seat, seat as u32).unwrap();
                table.set_wager(seat, WagerKind::Ante, setup.ante).unwrap();
                table
                    .set_wager(seat, WagerKind::FlushBonus, setup.flush_bonus)
                    .unwrap();
                table
                    .set_wager(
                        seat,
                        WagerKind::StraightFlushBonus,
                        setup.straight_flush_bonus,
                    )
                    .unwrap();
                table
                    .set_wager(seat, WagerKind::Progressive, dollars(1))
                    .unwrap();
            }
            table.no_more_bets().unwrap();
            let seat_hands: Vec<(u8, Vec<Card>)> = hands
                .iter()
                .enumerate()
                .map(|(i, h)| (i as u8 + 1, h.clone()))
                .collect();
            let order = table.arrange_deck(&seat_hands, &dealer).unwrap();
            table.deal_arranged(&order, None).unwrap();
            for (i, &d) in decisions.iter().enumerate() {
                table.decide(i as u8 + 1, d).unwrap();
            }
            table.reveal().unwrap();
            table.settle().unwrap();
            let r = table.round();
            for (i, result) in fast.iter().enumerate() {
                let mut nets = [0i64; 5];
                for s in r.settlements().filter(|s| s.seat == i as u8 + 1) {
                    nets[s.wager.tally_index()] += s.net.0;
                }
                assert_eq!(nets, result.net, "{j:?} round {round} seat {}", i + 1);
            }
            assert_eq!(sim_meter, table.meter, "{j:?} round {round} meter");
        }
    }
}

#[test]
fn shuffler_jam_reshuffles_and_shoe_jam_voids_md_ch13_g_h() {
    let mut config = md();
    config.dealing_method = DealingMethod::AutomatedShoe;
    let mut table = Table::new(config).unwrap();
    table.sit(1, 1).unwrap();
    table.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    table.no_more_bets().unwrap();
    // A shuffler jam before the deal: reshuffle; the round goes on (000/002 Ch.13 G).
    assert_eq!(
        table.report(Irregularity::ShufflerJam).unwrap(),
        Remedy::Reshuffle
    );
    assert_eq!(table.round().phase, Phase::Dealing);
    // The automated shoe jams mid-deal: void, wagers returned (000/002 Ch.13 H).
    table
        .deal(
            &mut seeded_rng(4),
            None,
            Some(DealEvent {
                irregularity: Irregularity::ShoeJam,
                at_card: 3,
            }),
        )
        .unwrap();
    assert_eq!(table.round().phase, Phase::Void);
    assert_eq!(
        settled(table.round(), 1, WagerKind::Ante).outcome,
        Outcome::Refunded
    );
    // A manual shoe cannot jam that way.
    let mut manual = Table::new(md()).unwrap();
    manual.sit(1, 1).unwrap();
    manual.set_wager(1, WagerKind::Ante, dollars(5)).unwrap();
    manual.no_more_bets().unwrap();
    let before = manual.clone();
    assert!(manual
        .deal(
            &mut seeded_rng(4),
            None,
            Some(DealEvent {
                irregularity: Irregularity::ShoeJam,
                at_card: 3
            })
        )
        .is_err());
    assert_eq!(manual, before);
}

/// A refused wager cites the rule set's own text, never another jurisdiction's (an independent
/// audit found an Ante below the minimum citing MA and SD rules at a Maryland table).
#[test]
fn refused_wagers_cite_only_their_own_jurisdictions_text_a3_5() {
    for (j, prefix) in [
        (Jurisdiction::Maryland, "000/002"),
        (Jurisdiction::Massachusetts, "003"),
        (Jurisdiction::SouthDakota, "004"),
    ] {
        let config = TableConfig::default_for(j);
        let mut table = Table::new(config.clone()).unwrap();
        table.sit(1, 1).unwrap();
        let below = Cents(config.ante_min.0 - 100);
        let refusals = [
            table.set_wager(1, WagerKind::Ante, below).unwrap_err(),
            table
                .set_wager(1, WagerKind::Ante, Cents(config.ante_max.0 + 100))
                .unwrap_err(),
            table
                .set_wager(1, WagerKind::FlushBonus, dollars(5))
                .unwrap_err(),
            table.no_more_bets().unwrap_err(),
        ];
        for refusal in refusals {
            let citation = refusal.citation.expect("a refusal of a rule cites it");
            assert!(
                citation.as_str().starts_with(prefix) || citation.as_str().starts_with("RULES.md"),
                "{j:?}: '{}' cites {citation}",
                refusal.message
            );
        }
        // Nothing was placed.
        assert_eq!(table.round().seat(1).unwrap().wagers.total(), Cents::ZERO);
    }
}

// ----- Soak: every rule set, dealing method and shuffler; legal and illegal actions mixed -----

/// Whether a citation names only this jurisdiction's document (RULES.md, AMB-n and "not stated"
/// aside).
fn cites_only(j: Jurisdiction, citation: &str) -> bool {
    let documents = [
        (Jurisdiction::Maryland, "000/002"),
        (Jurisdiction::Massachusetts, "003 "),
        (Jurisdiction::SouthDakota, "004 "),
    ];
    documents
        .iter()
        .filter(|(other, _)| *other != j)
        .all(|(_, code)| !citation.contains(code))
}

#[test]
fn a_citation_is_recognised_as_another_jurisdictions() {
    assert!(cites_only(Jurisdiction::Maryland, "000/002 Ch.11 B(3)"));
    assert!(!cites_only(
        Jurisdiction::SouthDakota,
        "000/002 Ch.5 A–B; 003 §4(a)"
    ));
    assert!(cites_only(Jurisdiction::SouthDakota, "not stated (AMB-62)"));
}

/// Tries an action; a refusal must leave the table exactly as it was.
fn attempt(table: &mut Table, action: impl FnOnce(&mut Table) -> Result<(), String>) -> bool {
    let before = table.clone();
    match action(table) {
        Ok(()) => true,
        Err(_) => {
            assert_eq!(*table, before, "a refused action changed the table");
            false
        }
    }
}

/// A random action, legal or not, at whatever point the round is.
fn random_action(table: &mut Table, rng: &mut impl Rng) {
    let seat = rng.random_range(0..=7u8);
    let amount = Cents(rng.random_range(-500..200_000));
    let kinds = [
        WagerKind::Ante,
        WagerKind::Raise,
        WagerKind::FlushBonus,
        WagerKind::StraightFlushBonus,
        WagerKind::Progressive,
        WagerKind::EnvyBonus,
    ];
    let kind = kinds[rng.random_range(0..kinds.len())];
    let multiple = rng.random_range(0..5);
    let which = rng.random_range(0..7);
    attempt(table, |t| {
        let result = match which {
            0 => t.set_wager(seat, kind, amount),
            1 => t.decide(seat, Decision::Raise(multiple)),
            2 => t.decide(seat, Decision::Fold),
            3 => t.reveal(),
            4 => t.settle(),
            5 => t.sit(seat, rng.random_range(0..9)),
            _ => t.leave(seat),
        };
        result.map_err(|e| e.message)
    });
}

/// One soak round: wagers (some illegal), "no more bets", a deal with now and then an
/// irregularity of any kind, decisions (some illegal, some out of turn), perhaps a dealer card
/// exposed, reveal, settlement, finish.
fn soak_round(table: &mut Table, rng: &mut impl Rng) -> Round {
    let seats = table.config().seats;
    for seat in 1..=seats {
        attempt(table, |t| t.sit(seat, seat as u32).map_err(|e| e.message));
        if rng.random_bool(0.75) {
            let ante = dollars(rng.random_range(1..=600));
            attempt(table, |t| {
                t.set_wager(seat, WagerKind::Ante, ante)
                    .map_err(|e| e.message)
            });
            for kind in [WagerKind::FlushBonus, WagerKind::StraightFlushBonus] {
                if rng.random_bool(0.5) {
                    let amount = dollars(rng.random_range(1..=120));
                    attempt(table, |t| {
                        t.set_wager(seat, kind, amount).map_err(|e| e.message)
                    });
                }
            }
            if rng.random_bool(0.5) {
                if let Some(unit) = table.config().progressive.as_ref().map(|p| p.unit) {
                    attempt(table, |t| {
                        t.set_wager(seat, WagerKind::Progressive, unit)
                            .map_err(|e| e.message)
                    });
                }
            }
        }
        if rng.random_bool(0.2) {
            random_action(table, rng);
        }
    }
    if !attempt(table, |t| t.no_more_bets().map_err(|e| e.message)) {
        let minimum = table.config().ante_min;
        table.sit(1, 1).ok();
        table.set_wager(1, WagerKind::Ante, minimum).unwrap();
        table.no_more_bets().unwrap();
    }
    if rng.random_bool(0.03) {
        attempt(table, |t| {
            t.report(Irregularity::ShufflerJam)
                .map(|_| ())
                .map_err(|e| e.message)
        });
    }
    let event = rng.random_bool(0.08).then(|| DealEvent {
        irregularity: [
            Irregularity::OneCardFaceUp,
            Irregularity::CardDrawnInError,
            Irregularity::SeveralCardsFaceUp,
            Irregularity::WrongNumberOfCards,
            Irregularity::ShoeJam,
        ][rng.random_range(0..5)],
        at_card: rng.random_range(0..52),
    });
    if table.round().phase == Phase::Dealing
        && !attempt(table, |t| t.deal(rng, None, event).map_err(|e| e.message))
    {
        table.deal(rng, None, None).unwrap();
    }
    if table.round().phase == Phase::Decisions && rng.random_bool(0.03) {
        attempt(table, |t| {
            t.report(Irregularity::DealerCardExposedEarly)
                .map(|_| ())
                .map_err(|e| e.message)
        });
    }
    while let Some(seat) = table.round().next_to_act() {
        if rng.random_bool(0.1) {
            random_action(table, rng);
            continue;
        }
        let hand = seat_hand(table, seat);
        let decision = match rng.random_range(0..4) {
            0 => Decision::Fold,
            1 => Decision::Raise(rng.random_range(1..=3)),
            2 => Strategy::ten_eight_six().decide(hand),
            _ => Strategy::Optimal.decide(hand),
        };
        if !attempt(table, |t| t.decide(seat, decision).map_err(|e| e.message)) {
            table.decide(seat, Decision::Raise(1)).unwrap();
        }
    }
    if table.round().phase == Phase::Decisions {
        table.reveal().unwrap();
        // Anything may be tried between the reveal and the settlement (settling included).
        random_action(table, rng);
        if !matches!(table.round().phase, Phase::Settled | Phase::Void) {
            table.settle().unwrap();
        }
    }
    random_action(table, rng);
    table.finish().unwrap()
}

/// `SOAK_ROUNDS` rounds (default 20,000, spread over every rule set, dealing method and shuffler),
/// each checked by [`check_round`]. Long run: `SOAK_ROUNDS=1000000 cargo test -p engine --test
/// hcf_table soak` (docs/hardening.md).
#[test]
fn soak_every_rule_set_method_and_shuffler_with_illegal_actions_and_irregularities() {
    let total: usize = std::env::var("SOAK_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000);
    let mut configs = Vec::new();
    for j in Jurisdiction::ALL {
        for method in DealingMethod::ALL {
            for shuffler in [
                Shuffler::ByHand,
                Shuffler::Automatic,
                Shuffler::CountingAutomatic,
            ] {
                let mut config = TableConfig::default_for(j);
                config.dealing_method = method;
                config.shuffler = shuffler;
                config.side_max = dollars(100);
                if config.validate().is_ok() {
                    configs.push((j, config));
                }
            }
        }
    }
    assert!(configs.len() >= 12, "{} table set-ups", configs.len());
    let mut rng = seeded_rng(2026);
    let mut played = 0;
    let mut voids = 0;
    for (k, (j, config)) in configs.iter().enumerate() {
        let share = total / configs.len() + usize::from(k < total % configs.len());
        let mut table = Table::new(config.clone()).unwrap();
        for _ in 0..share {
            let round = soak_round(&mut table, &mut rng);
            check_round(*j, &round);
            voids += usize::from(round.phase == Phase::Void);
            played += 1;
        }
    }
    assert_eq!(played, total);
    // The irregularities did happen (voids among them).
    assert!(total < 500 || voids > 0, "{voids} voids in {total} rounds");
    println!(
        "soak: {played} rounds over {} set-ups, {voids} voided",
        configs.len()
    );
}

/// A shuffler that cannot be used: Maryland covers or marks it (000/002 Ch.13 I), Massachusetts
/// removes it (003 §13(g)), South Dakota says nothing (any, cited as not stated).
#[test]
fn a_device_that_cannot_be_used_follows_each_jurisdictions_rule_md_ch13_i_ma_13g() {
    use engine::citation::Citation;
    use engine::table::OutOfService;
    let open = |j| Table::new(TableConfig::default_for(j)).unwrap();
    let mut ma = open(Jurisdiction::Massachusetts);
    let before = ma.clone();
    let covered = ma
        .take_device_out_of_service(
            OutOfService::Covered,
            DealingMethod::ManualShoe,
            Shuffler::ByHand,
        )
        .unwrap_err();
    assert_eq!(covered.citation, Some(Citation::new("003 §13(g)")));
    assert!(covered.message.contains("removed from the table"));
    assert_eq!(ma, before);
    ma.take_device_out_of_service(
        OutOfService::Removed,
        DealingMethod::ManualShoe,
        Shuffler::ByHand,
    )
    .unwrap();
    assert_eq!(ma.procedure().shuffler, Shuffler::ByHand);
    // Shuffling by hand brings the cut back (MA §4(b)(2)).
    assert!(ma.procedure().cut_required.value);

    let mut md = open(Jurisdiction::Maryland);
    assert_eq!(
        md.take_device_out_of_service(
            OutOfService::OutOfOrderSign,
            DealingMethod::ManualShoe,
            Shuffler::ByHand
        ),
        Ok(Citation::new("000/002 Ch.13 I"))
    );
    let mut sd = open(Jurisdiction::SouthDakota);
    let cited = sd.take_device_out_of_service(
        OutOfService::Removed,
        DealingMethod::ManualShoe,
        Shuffler::ByHand,
    );
    assert_eq!(cited, Ok(Citation::new("not stated (004)")));
}

#[test]
fn a_custom_copy_of_a_flush_bonus_table_settles_at_its_own_amounts_and_says_it_is_not_published() {
    use engine::hcf::custom::CustomTable;
    use engine::hcf::paytables::SideWager;
    // MD Flush Bonus A with the six-card line at 150 to 1 (the user's copy): a six-card flush
    // with $5 on the Flush Bonus wins 5 × 150 = $750.
    let mut config = md();
    let base = config.flush_bonus.clone().unwrap();
    let published = config.paytable(SideWager::FlushBonus).unwrap();
    let mut pays: Vec<u32> = published
        .lines
        .iter()
        .map(|l| match l.pay {
            engine::hcf::paytables::Pay::ToOne(n) => n,
            _ => unreachable!("Flush Bonus lines are to 1"),
        })
        .collect();
    pays[1] = 150;
    config.custom.push(CustomTable {
        jurisdiction: Jurisdiction::Maryland,
        wager: SideWager::FlushBonus,
        base: base.clone(),
        name: "Six at 150".into(),
        pays,
    });
    config.validate().unwrap();
    let seat = Hand {
        fb: 5,
        ..hand(1, 10, "2h 3h 4h 5h 6h 8h Kd")
    };
    let r = play(
        config.clone(),
        &[seat],
        "Ac Kc Qc Jc 2d 3d 4s",
        &[(1, Decision::Raise(1))],
    );
    let fb = settled(&r, 1, WagerKind::FlushBonus);
    assert_eq!((fb.outcome, fb.net), (Outcome::Won, dollars(750)));
    assert_eq!(
        fb.citation.as_str(),
        "your own table: no regulation publishes it"
    );
    // A copy of a table the configuration does not offer is refused, and names the table.
    let mut other = config.clone();
    other.custom[0].base = "B".into();
    let refusal = other.validate().unwrap_err().to_string();
    assert!(
        refusal.contains("your table 'Six at 150' copies MD Flush Bonus B"),
        "{refusal}"
    );
    // Two of one wager at once: refused.
    let mut two = config;
    two.custom.push(two.custom[0].clone());
    assert!(two
        .validate()
        .unwrap_err()
        .to_string()
        .contains("one Flush Bonus table at a time"));
}
